"""Paragraphs numbered by ordinals ("FIRST:", "ARTICLE SECOND"), sections numbered in
hyphenated words ("SECTION TWENTY-ONE"), and references to both."""

from __future__ import annotations

from clausewise import LegalChunker

MANAGEMENT = """MANAGEMENT AGREEMENT

This Agreement is made on June 1, 2019 between Omega Corp. ("Owner") and Sigma Ltd.
("Manager").

WITNESSETH:

FIRST: The Owner appoints the Manager to manage the property known as Sunset Towers.

SECOND: The Manager shall collect all rents and deposit them in a trust account.

THIRD: The Owner shall pay the Manager a fee of five percent of gross rents collected:
(a) monthly in arrears; and
(b) within ten days of the end of each month.

FOURTH: This Agreement may be terminated by either party on sixty days' notice, but the
fee under paragraph THIRD stays payable for the notice period.

IN WITNESS WHEREOF, the parties have signed this Agreement.
"""


def test_ordinal_paragraphs_are_the_outline() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(MANAGEMENT)
    top = [n.identifier for n in nodes if n.level == 1]
    assert top[-5:] == ["FIRST", "SECOND", "THIRD", "FOURTH", "Signatures"]
    assert [n.identifier for n in nodes if n.parent == "THIRD"] == ["(a)", "(b)"]
    fourth = next(n for n in nodes if n.identifier == "FOURTH")
    assert MANAGEMENT[fourth.char_start :].startswith("FOURTH: This Agreement")


def test_reference_to_an_ordinal_paragraph_resolves() -> None:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(MANAGEMENT)
    refs = [(c, r) for c in chunks for r in c.cross_references]
    assert [r.raw_text for _, r in refs] == ["paragraph THIRD"]
    _, ref = refs[0]
    assert ref.target_chunk_index is not None
    target = chunks[ref.target_chunk_index]
    assert target.hierarchy_path.split(" > ")[0] == "THIRD"
    assert "five percent" in target.content


CHARTER = """CERTIFICATE OF INCORPORATION
OF
BLUEWATER HOLDINGS, INC.

ARTICLE FIRST
The name of the corporation is Bluewater Holdings, Inc. (the "Corporation").

ARTICLE SECOND
The purpose of the Corporation is to engage in any lawful act or activity for which
corporations may be organized under the General Corporation Law of the State of Delaware.

ARTICLE THIRD
(a) The Corporation may issue 1,000 shares of Common Stock, par value $0.01 per share.

(b) Each share of Common Stock entitles its holder to one vote, subject to Article Fourth.

ARTICLE FOURTH
The Board of Directors may adopt, amend or repeal the by-laws of the Corporation.
"""


def test_articles_numbered_by_ordinals() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(CHARTER)
    top = [n.identifier for n in nodes if n.level == 1]
    assert top[1:] == ["Article FIRST", "Article SECOND", "Article THIRD", "Article FOURTH"]
    assert [n.identifier for n in nodes if n.parent == "Article THIRD"] == ["(a)", "(b)"]
    chunks = LegalChunker(jurisdiction="us").chunk(CHARTER)
    (ref,) = [r for c in chunks for r in c.cross_references]
    assert ref.raw_text == "Article Fourth"
    assert ref.target_chunk_index is not None
    assert chunks[ref.target_chunk_index].hierarchy_path == "Article FOURTH"


def test_a_lone_ordinal_line_and_ordinals_inside_a_clause_are_text() -> None:
    memo = (
        "MEMORANDUM\n\nThe parties agree to work together.\n\n"
        "FIRST: The parties will meet monthly.\n\n"
        "Costs are shared. First, each party pays its own travel.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(memo)
    assert not any(n.identifier == "FIRST" for n in nodes)
    inside = (
        "1. Services. The Consultant shall provide the services.\n\n"
        "2. Priority. If documents conflict, they govern in this order:\n"
        "First: this Agreement;\nSecond: Exhibit A; and\nThird: any purchase order.\n\n"
        "3. Fees. The Company shall pay the fees.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(inside)
    assert [n.identifier for n in nodes if n.level == 1] == ["1", "2", "3"]
    two = next(n for n in nodes if n.identifier == "2")
    assert "Third: any purchase order." in inside[two.char_start : two.char_end]


def test_sections_numbered_in_hyphenated_words() -> None:
    parts = [
        f"SECTION {word}. {title}\n\nThe parties agree to the {title.lower()} terms.\n"
        for word, title in [
            ("NINETEEN", "ASSIGNMENT"),
            ("TWENTY", "GOVERNING LAW"),
            ("TWENTY-ONE", "HEADINGS"),
            ("TWENTY-TWO", "ENTIRE AGREEMENT"),
        ]
    ]
    text = "\n".join(parts) + "\nHeadings are explained in Section Twenty-One.\n"
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [n.identifier for n in nodes if n.level == 1] == [
        "Section NINETEEN",
        "Section TWENTY",
        "Section TWENTY-ONE",
        "Section TWENTY-TWO",
    ]
    chunks = LegalChunker(jurisdiction="us").chunk(text)
    (ref,) = [r for c in chunks for r in c.cross_references]
    assert ref.raw_text == "Section Twenty-One"
    assert ref.target_chunk_index is not None
    assert chunks[ref.target_chunk_index].hierarchy_path == "Section TWENTY-ONE"
