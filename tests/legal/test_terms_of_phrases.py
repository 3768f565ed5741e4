"""A term built on "of" takes its number on the noun before "of": "Events of Default" are uses
of "Event of Default", "Right of First Refusal" of "Rights of First Refusal"."""

from __future__ import annotations

from clausewise import LegalChunker

CREDIT = """CREDIT AGREEMENT

1. Definitions

"Event of Default" has the meaning given in Section 7.1.

"Letter of Credit" means a standby letter of credit issued under Section 2.4.

"Rights of First Refusal" means the rights granted in Section 5.

2. Letters of Credit

The Issuing Bank shall issue Letters of Credit on request. No Letter of Credit shall expire
after the Maturity Date.

5. Refusal

The Lender shall have a Right of First Refusal over any refinancing.

7. Default

7.1 Each of the following is an event of default. If any Events of Default occur, the Lender
may accelerate the Loans.
"""


def _used() -> dict[str, list[str]]:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=64, min_chunk_size=0).chunk(CREDIT)
    return {c.hierarchy_path.split(" > ")[0]: c.defined_terms_used for c in chunks}


def test_the_noun_before_of_takes_the_number() -> None:
    used = _used()
    assert used["2"] == ["Letter of Credit"]
    assert used["5"] == ["Rights of First Refusal"]
    assert used["7"] == ["Event of Default"]  # "an event of default" in lower case is not
