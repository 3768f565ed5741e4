"""Contracts drafted in English on the Continent: articles abbreviated "Art. 1", sections
"§ 1" with paragraphs "(1)". Texts written for the test."""

from __future__ import annotations

from clausewise import LegalChunker

_UK = LegalChunker(jurisdiction="uk", max_chunk_size=512)

_ART = """SUPPLY AGREEMENT

between Alpenwerk GmbH, Munich ("Supplier") and Seeblick AG, Zurich ("Customer")

Art. 1 Subject Matter

1.1 The Supplier shall supply the Products listed in Annex 1.

1.2 The Customer shall buy its full requirements of Products from the Supplier.

Art. 2 Prices

2.1 Prices are set out in Annex 2 and are fixed for the first contract year.

2.2 Art. 1.2 applies to any product added to Annex 1.

Art. 3 Term

This Agreement runs for three years from signature.
"""


def test_abbreviated_articles_are_the_outline() -> None:
    nodes = _UK.parse_structure(_ART)
    assert [(n.level, n.identifier, n.title) for n in nodes] == [
        (1, "Preamble", None),
        (1, "Article 1", "Subject Matter"),
        (2, "1.1", None),
        (2, "1.2", None),
        (1, "Article 2", "Prices"),
        (2, "2.1", None),
        (2, "2.2", None),
        (1, "Article 3", "Term"),
    ]


def test_paragraph_signs_with_numbered_paragraphs() -> None:
    text = _ART
    for n in ("1", "2", "3"):
        text = text.replace(f"Art. {n} ", f"§ {n} ")
    text = text.replace("1.1 ", "(1) ").replace("1.2 The", "(2) The").replace("2.1 ", "(1) ")
    text = text.replace("2.2 Art. 1.2", "(2) § 1 (2)")
    nodes = _UK.parse_structure(text)
    assert [(n.level, n.identifier) for n in nodes] == [
        (1, "Preamble"),
        (1, "§ 1"),
        (2, "(1)"),
        (2, "(2)"),
        (1, "§ 2"),
        (2, "(1)"),
        (2, "(2)"),
        (1, "§ 3"),
    ]
