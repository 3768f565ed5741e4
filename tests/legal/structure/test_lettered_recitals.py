"""Numbered recitals in a contract's recitals section are units, so "Recital (C)" resolves.

English agreements number their background "(A)", "(B)" ...; US agreements "A.", "B." under
"RECITALS". Each recital is a node under the Recitals section; a list inside one recital's
sentence is not.
"""

from __future__ import annotations

from pathlib import Path

from clausewise import LegalChunker

WRITTEN = Path(__file__).resolve().parents[2] / "data" / "written"

UK = """THIS AGREEMENT is dated 14 March 2024

PARTIES

(1) ACME SUPPLIES LIMITED incorporated and registered in England and Wales with company
number 01234567 (Supplier).

(2) BETA RETAIL LIMITED incorporated and registered in England and Wales with company
number 07654321 (Customer).

BACKGROUND

(A) The Supplier carries on the business of supplying office furniture.

(B) The Customer wishes to purchase furniture from the Supplier for its retail stores.

(C) The parties have agreed that the Supplier shall supply the Goods on the terms of this agreement.

AGREED TERMS

1. INTERPRETATION

1.1 The recitals form part of this agreement. The purpose described in Recital (C)
applies to clause 2.

2. SUPPLY

2.1 The Supplier shall supply the Goods in accordance with recital (B).
"""

US = """MASTER SUPPLY AGREEMENT

This Master Supply Agreement is entered into as of June 1, 2020 by and between Acme Corp.,
a Delaware corporation ("Supplier"), and Widget LLC ("Buyer").

RECITALS

A. Supplier manufactures industrial fasteners.

B. Buyer desires to purchase fasteners from Supplier on the terms set forth herein.

NOW, THEREFORE, the parties agree as follows:

1. Supply. Supplier shall supply the fasteners described in Recital B.

2. Term. This Agreement continues for three years.
"""


def _recitals(text: str, jurisdiction: str) -> list[tuple[str, str]]:
    nodes = LegalChunker(jurisdiction=jurisdiction).parse_structure(text)
    return [
        (n.identifier, text[n.char_start : n.char_end].split("\n")[0][:16])
        for n in nodes
        if n.parent == "Recitals"
    ]


def test_english_lettered_recitals_are_units_under_the_recitals() -> None:
    assert _recitals(UK, "uk") == [
        ("Recital A", "(A) The Supplier"),
        ("Recital B", "(B) The Customer"),
        ("Recital C", "(C) The parties "),
    ]


def test_us_lettered_recitals_are_units_under_the_recitals() -> None:
    assert _recitals(US, "us") == [
        ("Recital A", "A. Supplier manu"),
        ("Recital B", "B. Buyer desires"),
    ]


def test_the_written_english_licence_has_its_two_recitals() -> None:
    text = (WRITTEN / "uk_licence_english_layout.txt").read_text(encoding="utf-8")
    assert [ident for ident, _ in _recitals(text, "uk")] == ["Recital A", "Recital B"]


def test_a_reference_to_a_recital_resolves_to_its_chunk() -> None:
    for text, jurisdiction, raw, head in (
        (UK, "uk", "Recital (C)", "(C) The parties"),
        (UK, "uk", "recital (B)", "(B) The Customer"),
        (US, "us", "Recital B", "B. Buyer desires"),
    ):
        chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=32).chunk(text)
        refs = [r for c in chunks for r in c.cross_references if r.raw_text == raw]
        assert refs and refs[0].target_chunk_index is not None, raw
        target = chunks[refs[0].target_chunk_index]
        assert head in text[target.char_start : target.char_end], raw


def test_a_list_inside_a_whereas_recital_is_no_run_of_recitals() -> None:
    text = """SERVICES AGREEMENT

This Services Agreement is made on June 1, 2020 between Acme Corp. ("Acme") and
Widget LLC ("Widget").

RECITALS

WHEREAS, Acme provides the following services:

(1) hosting of web applications; and

(2) support of those applications; and

WHEREAS, Widget wishes to receive those services.

NOW, THEREFORE, the parties agree as follows:

1. Services. Acme shall provide the services.

2. Fees. Widget shall pay the fees.
"""
    assert _recitals(text, "us") == []


AU = """DEED OF GUARANTEE

This deed is made between Bluegum Holdings Pty Ltd (Guarantor) and Southern Cross Finance
Limited (Financier).

RECITALS
A The Financier has agreed to provide financial accommodation to the Borrower.
B The Guarantor has agreed to guarantee the obligations of the Borrower.

1. GUARANTEE
1.1 The Guarantor guarantees the obligations referred to in Recital B.
1.2 This guarantee is a continuing guarantee.

2. COSTS
2.1 The Guarantor shall pay the Financier's costs.
"""


def test_australian_recitals_lettered_without_brackets_are_units() -> None:
    # "A The Financier ...": a capital letter, a space and the sentence, as Australian deeds
    # letter their recitals; the bracketed form is read the same.
    bracketed = AU.replace("\nA The", "\n(A) The").replace("\nB The", "\n(B) The")
    for text, first, second in ((AU, "A The", "B The"), (bracketed, "(A) The", "(B) The")):
        assert _recitals(text, "uk") == [
            ("Recital A", f"{first} Financier has"[:16]),
            ("Recital B", f"{second} Guarantor has"[:16]),
        ]
        chunks = LegalChunker(jurisdiction="uk", max_chunk_size=32).chunk(text)
        ref = next(r for c in chunks for r in c.cross_references if r.raw_text == "Recital B")
        assert ref.target_identifier == "Recital B"
        assert ref.target_chunk_index is not None
        assert "Guarantor has agreed" in chunks[ref.target_chunk_index].body


def test_a_sentence_opening_with_the_word_a_is_no_recital() -> None:
    # "A" opens sentences too: without "B" after it, opening a line after a finished
    # sentence, there is no run of letters.
    one = AU.replace("\nB The Guarantor", "\nThe Guarantor").replace("\nA The", "\nA")
    assert _recitals(one, "uk") == []
    # The next line of a wrapped recital starting with a capital is no recital "B".
    wrapped = AU.replace(
        "accommodation to the Borrower.\nB The Guarantor has agreed to guarantee",
        "accommodation to the\nB Borrower, and the Guarantor has agreed to guarantee",
    )
    assert _recitals(wrapped, "uk") == []
