"""A document that is one clause: clause libraries store clauses extracted from contracts,
one per document. The clause keeps its number and title ("14. Limitation of Liability",
"Section 7.2 Indemnification. ...", "ARTICLE 5" / "CONFIDENTIALITY", "Clause 9 – Termination")
instead of falling back to flat text; a numbered sentence, a date, an address, a form's field
or a table row at the top of a short document is no clause heading. Texts written for the
test."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import UK, US
from clausewise.legal.structure.contract import parse_contract

_LIABILITY = (
    "14. Limitation of Liability\n\nNeither party shall be liable for indirect or "
    "consequential loss, and each party's total liability shall not exceed the Fees paid in "
    "the preceding twelve months.\n"
)


def _nodes(text: str, us: bool = False) -> list[tuple[str, str | None, int]]:
    tree = parse_contract(text, US if us else UK)
    assert not tree.fallback
    return [(n.identifier, n.title, n.depth) for n in tree.nodes]


def test_numbered_clause_with_title_line_is_one_clause() -> None:
    assert _nodes(_LIABILITY) == [("14", "Limitation of Liability", 1)]
    assert _nodes(_LIABILITY, us=True) == [("14", "Limitation of Liability", 1)]


def test_chunker_keeps_the_clause_path_and_title() -> None:
    chunks, metrics = LegalChunker(jurisdiction="uk").chunk_with_metrics(_LIABILITY)
    assert not metrics.fallback_used
    assert [c.hierarchy_path for c in chunks] == ["14"]
    assert chunks[0].hierarchy is not None
    assert chunks[0].hierarchy.title == "Limitation of Liability"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Section 7.2 Indemnification. The Supplier shall indemnify the Customer against "
            "all Losses arising from any breach of this Agreement.\n",
            ("Section 7.2", "Indemnification", 1),
        ),
        (
            "1. Term\n\nThis Agreement lasts one year from the Commencement Date.\n",
            ("1", "Term", 1),
        ),
        (
            "ARTICLE 5\nCONFIDENTIALITY\n\nEach party shall keep the other party's "
            "Confidential Information secret and use it only to perform this Agreement.\n",
            ("Article 5", "CONFIDENTIALITY", 1),
        ),
        (
            "Clause 9 – Termination\n\nEither party may terminate this Agreement on thirty "
            "days' written notice to the other.\n",
            ("Clause 9", "Termination", 1),
        ),
        (
            "10. Payment. The Customer shall pay each undisputed invoice within thirty days of "
            "receipt.\n",
            ("10", "Payment", 1),
        ),
        (
            "3. Scope of services\n\nThe Contractor shall provide the cleaning services at the "
            "Premises on each Business Day.\n",
            ("3", "Scope of services", 1),
        ),
    ],
)
def test_single_clause_forms(text: str, expected: tuple[str, str, int]) -> None:
    assert _nodes(text) == [expected]


def test_single_clause_keeps_its_lettered_items() -> None:
    text = (
        "12. Force Majeure\n\n(a) Neither party is liable for a delay caused by events beyond "
        "its reasonable control.\n(b) The affected party shall notify the other promptly.\n"
    )
    assert _nodes(text) == [
        ("12", "Force Majeure", 1),
        ("(a)", None, 2),
        ("(b)", None, 2),
    ]


def test_single_article_over_numbered_paragraphs() -> None:
    text = (
        "ARTICLE 5\nCONFIDENTIALITY\n\n1. Each party shall keep the other party's "
        "Confidential Information secret.\n\n2. This Article survives the termination of "
        "this Agreement for five years.\n"
    )
    expected = [("Article 5", "CONFIDENTIALITY", 1), ("1", None, 2), ("2", None, 2)]
    assert _nodes(text) == expected
    assert _nodes(text, us=True) == expected


@pytest.mark.parametrize(
    "text",
    [
        # A numbered sentence as a letter's only paragraph.
        "1. The Supplier shall deliver the Goods to the Customer by 1 March 2025.\n",
        "1. The Supplier shall deliver the Goods.\n\nPlease confirm receipt by return.\n",
        # A run-in abbreviation is no title.
        "1. Mr. Smith shall attend the meeting. He will bring the keys to the Premises.\n",
        # A heading with no text under it.
        "1. Introduction\n",
        # A sentence opened by a pronoun.
        "2. We agree to the following terms\n\nThe Supplier shall provide the Services.\n",
        # A form's field, a table row, a date, an address.
        "1. Name: Jane Porter\nAddress: 4 Mill Lane, Leeds\n",
        "3 | Widget | 10.00\n4 | Gadget | 12.00\n",
        "12 March 2025\n\nDear Sirs,\n\nWe write regarding the lease of the Premises.\n",
        "7 Mill Lane\nLeeds\nLS1 4AB\n\nDear Sirs, we write about the lease.\n",
    ],
)
def test_no_clause_heading_no_clause(text: str) -> None:
    tree = parse_contract(text, UK)
    assert [n.identifier for n in tree.nodes if n.identifier[:1].isdigit()] == []
    assert [n.title for n in tree.nodes if n.title] == []
