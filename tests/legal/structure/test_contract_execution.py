"""The English execution formula opens the signatures of a UK agreement.

"This agreement has been entered into on the date stated at the beginning of it." is the
paragraph that closes the operative clauses of an English agreement (and "This deed has been
executed as a deed ..." that of a deed). Standing as a paragraph of its own it starts the
signatures zone; inside a clause's sentence it is that clause's text. When the schedules come
between it and the signature blocks, the blocks after the schedules are signatures too.
Expected boundaries are the positions of strings written into the texts.
"""

from __future__ import annotations

import pytest

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

UK = get_profile("uk")

HEAD = (
    "THIS AGREEMENT is dated 1 March 2021\n\n"
    "PARTIES\n\n"
    "(1) ACME LIMITED incorporated and registered in England and Wales with company number "
    "01234567 whose registered office is at 1 King Street, London (Supplier).\n\n"
    "(2) BETA LIMITED incorporated and registered in England and Wales with company number "
    "07654321 whose registered office is at 2 Queen Street, Leeds (Customer).\n\n"
    "AGREED TERMS\n\n"
    "1. Interpretation\n\n"
    "1.1 The definitions and rules of interpretation in this clause apply in this agreement.\n\n"
    "2. Services\n\n"
    "2.1 The Supplier shall provide the Services to the Customer from the Start Date.\n\n"
    "3. Governing law\n\n"
    "3.1 This agreement and any dispute or claim arising out of it shall be governed by the "
    "law of England and Wales.\n\n"
)
BLOCKS = (
    "Signed by JOHN SMITH for and on behalf of ACME LIMITED\n\n"
    "...........................\nDirector\n\n"
    "Signed by JANE DOE for and on behalf of BETA LIMITED\n\n"
    "...........................\nDirector\n"
)
SCHEDULE = (
    "Schedule 1 Services\n\n"
    "1. The Supplier shall host the platform.\n\n"
    "2. The Supplier shall back up the Customer Data daily.\n\n"
)


def _tops(text: str) -> list[tuple[str, int, int]]:
    tree = parse_contract(text, UK)
    return [(n.identifier, n.start, n.end) for n in tree.nodes if n.depth == 1]


def _before(text: str, s: str) -> int:
    return len(text[: text.index(s)].rstrip())


@pytest.mark.parametrize(
    "formula",
    [
        "This agreement has been entered into on the date stated at the beginning of it.",
        "This Agreement has been entered into on the date stated at the beginning of it.",
        "THIS AGREEMENT HAS BEEN ENTERED INTO ON THE DATE STATED AT THE BEGINNING OF IT.",
        "This deed has been executed as a deed and is delivered and takes effect on the date "
        "stated at the beginning of it.",
        # The same formula naming the instrument otherwise (a service agreement or a guarantee
        # executed as a deed).
        "This document has been executed as a deed and is delivered and takes effect on the "
        "date stated at the beginning of it.",
        "This Guarantee has been executed as a deed and is delivered and takes effect on the "
        "date stated at the beginning of it.",
    ],
)
def test_formula_paragraph_starts_the_signatures(formula: str) -> None:
    text = HEAD + formula + "\n\n" + BLOCKS
    assert _tops(text) == [
        # "AGREED TERMS" heads the operative clauses: it opens clause 1, not the preamble.
        ("Preamble", 0, _before(text, "AGREED TERMS")),
        ("1", text.index("AGREED TERMS"), _before(text, "2. Services")),
        ("2", text.index("2. Services"), _before(text, "3. Governing")),
        ("3", text.index("3. Governing"), _before(text, formula)),
        ("Signatures", text.index(formula), len(text.rstrip())),
    ]


def test_schedules_between_the_formula_and_the_signature_blocks() -> None:
    formula = "This agreement has been entered into on the date stated at the beginning of it."
    text = HEAD + formula + "\n\n" + SCHEDULE + BLOCKS
    tree = parse_contract(text, UK)
    assert [(n.depth, n.identifier, n.start, n.section.value) for n in tree.nodes[-5:]] == [
        (1, "Signatures", text.index(formula), "signatures"),
        (1, "Schedule 1", text.index("Schedule 1"), "schedules"),
        (2, "1", text.index("1. The Supplier"), "schedules"),
        (2, "2", text.index("2. The Supplier"), "schedules"),
        (1, "Signatures", text.index("Signed by JOHN"), "signatures"),
    ]
    assert tree.nodes[-2].end == _before(text, "Signed by JOHN")


def test_formula_inside_a_clause_sentence_is_clause_text() -> None:
    formula = "This agreement has been entered into on the date stated at the beginning of it."
    text = HEAD.rstrip() + " " + formula + "\n\n" + BLOCKS
    tops = _tops(text)
    assert tops[-2] == ("3", text.index("3. Governing"), _before(text, "Signed by JOHN"))
    assert tops[-1] == ("Signatures", text.index("Signed by JOHN"), len(text.rstrip()))


def test_formula_alone_in_a_document_without_clauses() -> None:
    # A one-page letter agreement: no numbering, the formula still opens the signatures.
    formula = "This agreement has been entered into on the date stated at the beginning of it."
    text = (
        "LETTER AGREEMENT\n\nThis agreement is dated 1 March 2021 and is made between ACME "
        "LIMITED and BETA LIMITED.\n\nThe Supplier shall deliver the goods to the Customer "
        "within ten days of each order, and the Customer shall pay for them within thirty "
        "days of delivery.\n\n" + formula + "\n\n" + BLOCKS
    )
    tree = parse_contract(text, UK)
    assert [(n.kind, n.start) for n in tree.nodes][-1] == ("signatures", text.index(formula))
