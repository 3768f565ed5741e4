"""A defined term written inside a company's name is no use of the term: "Services" in "Tern
Services Limited", the short name "Acme" in "Acme Holdings, Inc."."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.definitions import TermIndex
from clausewise.legal.types import DefinedTerm

AGREEMENT = """SERVICES AGREEMENT

This Agreement is made between Tern Services Limited, a company registered in England \
("Supplier"), and Acme Holdings plc ("Customer").

1. Definitions

"Services" means the consulting services described in Schedule 1.

"Holdings" means the shares held by the Customer on the Effective Date.

2. Provision of the services

2.1 The Supplier shall provide the Services to the Customer.

2.2 Tern Services Limited shall keep records of its work. Acme Holdings plc shall pay for them.

2.3 The Customer may sell its Holdings at any time.
"""


def _used() -> dict[str, list[str]]:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=40).chunk(AGREEMENT)
    return {c.hierarchy_path: c.defined_terms_used for c in chunks}


def test_terms_inside_the_parties_names_are_no_use() -> None:
    used = _used()
    assert used["Preamble"] == ["Supplier", "Customer"]
    assert used["2 > 2.2"] == []
    # The same terms written as terms still count (2.1 goes with its heading).
    assert used["2"] == ["Supplier", "Services", "Customer"]
    assert used["2 > 2.3"] == ["Customer", "Holdings"]


INDEX = TermIndex(
    [DefinedTerm("Services", "", ""), DefinedTerm("Acme", "", ""), DefinedTerm("Group", "", "")]
)


@pytest.mark.parametrize(
    "text",
    [
        "notices to Acme Holdings, Inc. at its office",
        "notices to ACME HOLDINGS, INC.",
        "provided by Harbour Services (UK) Ltd from March",
        "signed for Acme Pte. Ltd. by its director",
        "AT&T Services Inc., Attn: Legal",
        "Acme Services GmbH, Berlin",
        "paid to Acme Bank plc\nby transfer",
    ],
)
def test_company_names_are_no_use(text: str) -> None:
    assert INDEX.used_in(text) == []


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        # "limited" in lower case, a capitalised word after the form, "to" after it.
        ("the Services limited to those in Schedule 1", ["Services"]),
        ("the Services Limited Warranty in clause 9", ["Services"]),
        # A sentence in capitals uses its terms written in capitals; "LIMITED TO" is no
        # company form there either.
        ("THE LIABILITY OF ACME FOR THE SERVICES SHALL BE LIMITED TO", ["Acme", "Services"]),
        ("the Services SHALL BE LIMITED TO the fees", ["Services"]),
        # A list of names: only the last one is the company's.
        ("by Acme, Acme Holdings Limited or its employees", ["Acme"]),
        # "Company" is left out of the forms: a member of the Group.
        ("each Group Company shall comply", ["Group"]),
        # The next column of a signature block, or the next paragraph, is another name.
        ("Acme                NETGEAR, INC.", ["Acme"]),
        ("the Services\n\nMOUNT HOLDINGS INC.", ["Services"]),
    ],
)
def test_what_is_not_a_company_name_still_counts(text: str, terms: list[str]) -> None:
    assert INDEX.used_in(text) == terms
