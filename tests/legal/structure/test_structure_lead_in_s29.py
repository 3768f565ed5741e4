"""One article over its sections with a lead-in paragraph between the heading and the first
section: an amendment's "ARTICLE I / AMENDMENTS / The Credit Agreement is hereby amended as
follows ...: / Section 1.01 ...", an excerpt of one article. Texts written for the test."""

from __future__ import annotations

from clausewise import LegalChunker

_AMENDMENT = """AMENDMENT NO. 2 TO CREDIT AGREEMENT

This Amendment No. 2 (this "Amendment") is entered into as of May 1, 2022 among Delta Corp.,
as Borrower, the Lenders party hereto and First Bank, N.A., as Administrative Agent.

ARTICLE I
AMENDMENTS

The Credit Agreement is hereby amended as follows, effective as of the Amendment Effective
Date, and each Lender party hereto consents to each of the following amendments, which
shall be construed together with the Credit Agreement as a single instrument, as provided in
Section 10.01 of the Credit Agreement and subject to the conditions in this Amendment:

Section 1.01 Amendment to Section 1.01. The definition of "Applicable Rate" is amended and
restated in its entirety.

Section 1.02 Amendment to Section 7.11. Section 7.11 of the Credit Agreement is amended by
replacing "3.50" with "4.00".

Section 1.03 Conditions. This Amendment becomes effective when the Agent receives
counterparts.
"""


def test_a_long_lead_in_keeps_the_article_over_its_sections() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(_AMENDMENT)
    assert [(n.level, n.identifier, n.title, n.parent) for n in nodes] == [
        (1, "Preamble", None, None),
        (1, "Article I", "AMENDMENTS", None),
        (2, "Section 1.01", "Amendment to Section 1.01", "Article I"),
        (2, "Section 1.02", "Amendment to Section 7.11", "Article I"),
        (2, "Section 1.03", "Conditions", "Article I"),
    ]
    article = nodes[1]
    assert _AMENDMENT[article.char_start :].startswith("ARTICLE I\nAMENDMENTS")


def test_an_untitled_article_excerpt_with_a_long_opening_paragraph() -> None:
    text = (
        "ARTICLE 5\n\nThe Borrower shall maintain insurance on all of its property with "
        "financially sound and reputable insurance companies in such amounts and covering "
        "such risks as are usually carried by companies engaged in similar businesses. The "
        "Borrower shall furnish to the Lender, upon request, full information as to the "
        "insurance carried.\n\n5.1 The Borrower shall deliver certificates of insurance "
        "within 30 days.\n\n5.2 The Borrower shall name the Lender as loss payee.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [(n.level, n.identifier, n.parent) for n in nodes] == [
        (1, "Article 5", None),
        (2, "5.1", "Article 5"),
        (2, "5.2", "Article 5"),
    ]
    assert nodes[0].char_start == 0
