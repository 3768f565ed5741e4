"""The words a document opens with name what it is filed as, not a part of it."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

BODY = (
    'This Services Agreement is made between Acme Inc. (the "Company") and Beta LLC.\n\n'
    "1. Services. The Company shall provide the services set out in Exhibit A.\n\n"
    "2. Fees. Beta shall pay the fees in Schedule 1 within thirty days.\n\n"
    "EXHIBIT A\n\nThe Services\n\nHosting and support.\n\n"
    "SCHEDULE 1\n\nFees\n\nUSD 1,000 a month.\n"
)


def _references(text: str) -> list[tuple[str, str | None]]:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512).chunk(text)
    return [
        (r.raw_text, r.target_identifier)
        for c in chunks
        for r in c.cross_references
        if r.external is None
    ]


@pytest.mark.parametrize(
    "opening",
    [
        "Exhibits 10.9 SERVICES AGREEMENT\n\n",  # the filing's exhibit number and the title
        "EXHIBIT 10.25\n\nSERVICES AGREEMENT\n\n",
        "Exhibit 99.01 - Services Agreement\n\n",
    ],
)
def test_the_filing_label_is_no_reference(opening: str) -> None:
    refs = _references(opening + BODY)
    assert [raw for raw, _ in refs] == ["Exhibit A", "Schedule 1"]


def test_a_reference_opening_a_sentence_still_counts() -> None:
    # The document opens with running text that names its exhibit: a reference.
    refs = _references("Exhibit A sets out the services.\n\n" + BODY)
    assert refs[0] == ("Exhibit A", "Exhibit A")


LEGEND = (
    "* Confidential treatment has been requested for certain portions of this Exhibit. The "
    "omitted portions have been filed separately with the Commission.\n\n"
)


def test_the_filing_legend_names_the_document_not_an_exhibit() -> None:
    # EDGAR filings repeat the legend on every page; "this Exhibit" there is the filing.
    text = BODY.replace("2. Fees.", LEGEND + "2. Fees.")
    assert [raw for raw, _ in _references(text)] == ["Exhibit A", "Schedule 1"]


def test_this_exhibit_inside_an_exhibit_is_that_exhibit() -> None:
    text = BODY.replace("Hosting and support.", "Hosting and support as this Exhibit says.")
    assert ("this Exhibit", "Exhibit A") in _references(text)


def test_a_filing_label_on_a_long_first_line() -> None:
    # The whole first page on one line, as some converters leave it.
    opening = "Exhibit 10.11 ***Certain portions of this exhibit have been omitted. " + (
        "The parties agree to the terms below. " * 12
    )
    refs = _references(opening + "\n\n" + BODY)
    assert [raw for raw, _ in refs] == ["Exhibit A", "Schedule 1"]


def _paged(footer: str) -> str:
    """BODY with a running footer after each clause, as text extracted from a PDF keeps it."""
    parts = BODY.split("\n\n")
    out: list[str] = []
    for i, part in enumerate(parts, 1):
        out += [part, footer.format(i)]
    return "\n\n".join(out)


@pytest.mark.parametrize(
    "footer",
    [
        "FDD Exhibit H-{}",  # the page labels of a disclosure document's exhibits
        "Tender Offer Statement on Schedule TO - Exhibit (d)(i) - Sponsorship Agreement {}",
    ],
)
def test_a_running_footer_is_no_reference(footer: str) -> None:
    refs = [raw for raw, _ in _references(_paged(footer))]
    assert refs == ["Exhibit A", "Schedule 1"]


def test_repeated_sentences_still_refer() -> None:
    # An amendment repeats the shape of its lines, but each is a sentence naming a clause.
    amendment = (
        "AMENDMENT NO. 1\n\n1. Amendments. The Agreement is amended as follows:\n\n"
        "(a) Clause 2 of the Agreement is deleted.\n\n(b) Clause 3 of the Agreement is deleted."
        "\n\n(c) Clause 4 of the Agreement is deleted.\n\n2. Effect. The rest stands.\n"
    )
    refs = [raw for raw, _ in _references(amendment)]
    assert refs == ["Clause 2", "Clause 3", "Clause 4"]
