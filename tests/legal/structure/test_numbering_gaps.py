"""Two shapes of real documents that used to lose the rest of their structure.

- A numbering gap: an excerpt, or a filed copy with clauses deleted, goes from clause 3 to
  clause 7. A clause on its own line that opens its own sub-numbering ("7. LIABILITY" then
  "7.1") is a clause, however far it skips.
- Sentence-case headings after a bare number ("4 Rights we grant you", "8 User guidelines"),
  as consumer terms lay them out, between the end of one paragraph and the start of the next.
  A hard-wrapped sentence whose next line starts with a number ("payable within / 30 days of
  the invoice") is still not a heading.

Also: a contents list before such terms, a list numbering that starts late under plain
headings, lettered and roman top-level headings with and without titles, and plain-language
question headings ("Who we are").

Every text here is written for these tests; the expected units were declared first.
"""

from __future__ import annotations

import pytest

from clausewise import LegalChunker


def _ids(text: str, jurisdiction: str = "uk") -> list[str]:
    return [n.identifier for n in LegalChunker(jurisdiction=jurisdiction).parse_structure(text)]


def _contract(late: int, section: bool = False) -> str:
    head = (lambda k: f"Section {k}. ") if section else (lambda k: f"{k}. ")
    return (
        "SUPPLY AGREEMENT\n\n"
        f'{head(1)}DEFINITIONS\n1.1 "Goods" means the goods in the order.\n'
        '1.2 "Price" means the price in the order.\n\n'
        f"{head(2)}SUPPLY\n2.1 The Supplier shall deliver the Goods.\n\n"
        f"{head(3)}PAYMENT\n3.1 The Buyer shall pay the Price within 30 days.\n\n"
        f"{head(late)}LIABILITY\n{late}.1 Nothing limits liability for fraud.\n"
        f"{late}.2 Liability is capped at the Price.\n\n"
        f"{head(late + 1)}TERMINATION\n{late + 1}.1 Either party may end this agreement.\n"
    )


@pytest.mark.parametrize("late", [4, 7, 9, 12])
@pytest.mark.parametrize("section", [False, True])
def test_a_clause_opening_its_own_numbering_may_skip_ahead(late: int, section: bool) -> None:
    ids = _ids(_contract(late, section), "us")
    top = f"Section {late}" if section else str(late)
    nxt = f"Section {late + 1}" if section else str(late + 1)
    assert top in ids and f"{late}.1" in ids and f"{late}.2" in ids and nxt in ids
    # The skipped-to clause is top level, not a sub-clause of clause 3.
    nodes = LegalChunker(jurisdiction="us").parse_structure(_contract(late, section))
    by_id = {n.identifier: n for n in nodes}
    assert by_id[top].parent is None
    assert by_id[f"{late}.1"].parent == top


def test_a_far_number_without_its_own_numbering_stays_text() -> None:
    # "12." in a paragraph-numbered list inside clause 3 opens no "12.1": it is no clause.
    text = (
        "1. SUPPLY\n1.1 The Supplier shall deliver.\n\n"
        "2. PAYMENT\n2.1 The Buyer shall pay.\n\n"
        "3. DELIVERY\n3.1 Deliveries are made to the site.\n\n"
        "12. Deliveries outside business hours cost extra.\n\n"
        "4. TERM\n4.1 This agreement lasts a year.\n"
    )
    assert _ids(text) == ["1", "1.1", "2", "2.1", "3", "3.1", "4", "4.1"]


TERMS = """Example Terms of Use

1 Introduction
Thanks for choosing the Service. These terms govern your use of it.
2 Changes to the terms
We may change these terms from time to time.
3 Rights we grant you
We grant you a limited licence to use the Service.
4 Payments, cancellations, and cooling off
You may cancel within fourteen days.
5 User guidelines
Respect other users.
6 Choice of law and venue
6.1 Governing law
These terms are governed by the laws of England.
6.2 Venue
The courts of London decide any dispute.
7 Contact us
Write to us at the address below.
"""


def test_sentence_case_headings_between_paragraphs_are_clauses() -> None:
    assert _ids(TERMS) == ["Preamble", "1", "2", "3", "4", "5", "6", "6.1", "6.2", "7"]
    nodes = LegalChunker(jurisdiction="uk").parse_structure(TERMS)
    titles = {n.identifier: n.title for n in nodes}
    assert titles["3"] == "Rights we grant you"
    assert titles["4"] == "Payments, cancellations, and cooling off"
    assert titles["6.1"] == "Governing law"


def test_a_wrapped_line_starting_with_a_number_is_no_heading() -> None:
    text = (
        "1 Payment\n"
        "The Buyer shall pay each invoice in full and without set-off within\n"
        "2 days of receipt or such longer period as the Supplier allows\n"
        "in writing.\n"
        "2 Delivery\n"
        "The Supplier shall deliver the goods to the site.\n"
    )
    ids = _ids(text)
    assert ids[-2:] == ["1", "2"]
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    one = next(n for n in nodes if n.identifier == "1")
    assert "2 days of receipt" in text[one.char_start : one.char_end]


def test_terms_chunks_keep_each_clause_apart() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512).chunk(TERMS)
    paths = [c.hierarchy_path for c in chunks]
    assert any(p.startswith("5") for p in paths)
    five = next(c for c in chunks if c.hierarchy_path.startswith("5"))
    assert "Respect other users." in five.content
    assert "fourteen days" not in five.content


def test_a_contents_list_before_the_terms_stays_in_the_preamble() -> None:
    contents = "Contents\n" + "".join(
        f"{n} {title}\n"
        for n, title in enumerate(
            [
                "Introduction",
                "Changes to the terms",
                "Rights we grant you",
                "Payments",
                "User guidelines",
                "Choice of law and venue",
                "Contact us",
            ],
            start=1,
        )
    )
    text = "Example Terms of Use\n\n" + contents + "\n" + TERMS.split("\n", 2)[2]
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [n.identifier for n in nodes] == [
        "Preamble",
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "6.1",
        "6.2",
        "7",
    ]
    one = next(n for n in nodes if n.identifier == "1")
    assert one.char_start > text.index("Contact us")  # the body's clause 1, not the list's


def test_roman_top_level_headings_have_their_titles() -> None:
    text = (
        "CONSULTING AGREEMENT\n\n"
        "I. Services\nThe Consultant shall provide the services.\n\n"
        "II. Fees and expenses\nThe Company shall pay the fees.\n\n"
        "III. Term and termination\nThis agreement lasts one year.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [(n.identifier, n.title) for n in nodes[1:]] == [
        ("I.", "Services"),
        ("II.", "Fees and expenses"),
        ("III.", "Term and termination"),
    ]
    # The heading travels with its body.
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512).chunk(text)
    assert any(c.content.startswith("II. Fees and expenses\n") for c in chunks)


def test_lettered_paragraphs_that_are_sentences_have_no_title() -> None:
    text = (
        "LETTER AGREEMENT\n\nDear Sirs,\n\n"
        "A. The Company agrees to pay the Consultant a fee of $5,000 per month.\n\n"
        "B. The Consultant agrees to provide advice on marketing matters.\n\n"
        "C. Either party may end this letter agreement on thirty days notice.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [(n.identifier, n.title) for n in nodes[1:]] == [
        ("A.", None),
        ("B.", None),
        ("C.", None),
    ]


def test_headings_without_numbers_carry_a_text_whose_numbering_starts_late() -> None:
    # Terms headed by plain lines, with a numbered procedure in their last section: the
    # headings are the outline, the procedure stays inside its section.
    para = "We may change this part of the terms from time to time, and we will tell you. " * 3
    sections = ["Your account", "Using the service", "Payments", "Privacy", "Disputes"]
    body = "".join(f"{title}\n\n{para.strip()}\n\n" for title in sections)
    body += (
        "To start a claim:\n\n1. Write to us.\n\n2. Wait thirty days.\n\n3. File with the court.\n"
    )
    text = "Example Terms of Use\n\nWelcome to Example. These terms apply to you.\n\n" + body
    nodes = LegalChunker(jurisdiction="uk", doc_type="terms_conditions").parse_structure(text)
    tops = [n.identifier for n in nodes if n.parent is None]
    assert tops == ["Preamble", *sections]
    disputes = next(n for n in nodes if n.identifier == "Disputes")
    assert text[disputes.char_start : disputes.char_end].rstrip().endswith("File with the court.")


def test_plain_language_question_headings_are_titles() -> None:
    text = (
        "Example Terms\n\n"
        "1. Who we are\nWe are Example Ltd, a company registered in England.\n\n"
        "2. How we use your information\nWe use it to provide the service.\n\n"
        "3. What happens if you cancel\nYou get a refund.\n\n"
        "4. Payment\nPay us.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [n.title for n in nodes[1:]] == [
        "Who we are",
        "How we use your information",
        "What happens if you cancel",
        "Payment",
    ]
    # A wrapped sentence that opens with such a word is still no title.
    wrapped = (
        "Example Terms\n\n1. When the Supplier delivers the Goods, the\n"
        "Customer shall inspect them.\n\n2. Payment\nPay us.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(wrapped)
    assert nodes[1].title is None
