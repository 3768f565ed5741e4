"""EU legislation: a subparagraph after the last point of a list belongs to the unit that owns
the list, not to the last point.

EU drafting closes a list with a full stop on its last point; an unnumbered block after it is
the next subparagraph of the paragraph (or article) above ("Point (f) of the first
subparagraph shall not apply ..."). Expected offsets are located by the text's own wording.
"""

from __future__ import annotations

from pathlib import Path

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import EU
from clausewise.legal.structure.legislation import parse_legislation
from clausewise.legal.tree import ClauseNode

GDPR = Path(__file__).resolve().parents[2] / "data" / "eu" / "gdpr_excerpt.txt"


def node(text: str, ident: str, after: str = "") -> ClauseNode:
    """The first node with ``ident`` starting after the phrase ``after``."""
    floor = text.index(after) if after else 0
    tree = parse_legislation(text, EU)
    return next(n for n in tree.nodes if n.identifier == ident and n.start >= floor)


ACT = (
    "Article 4\n\nConditions\n\n"
    "1.   The authority shall register an operator where:\n\n"
    "(a) the operator holds a valid licence;\n\n"
    "(b) the operator has its seat in a Member State.\n\n"
    "Point (b) shall not apply to operators established before 1 January 2020.\n\n"
    "2.   Member States shall notify the Commission of:\n\n"
    "(a) the operators registered, including:\n\n"
    "(i) their names;\n\n"
    "(ii) their addresses.\n\n"
    "The notification shall be made each year.\n\n"
    "3.   The register shall contain:\n\n"
    "(a) the operator's name.\n\n"
    "Where the operator is a group, each member shall be named.\n\n"
    "(b) the date of registration.\n"
)


def test_subparagraph_after_the_last_point_is_the_paragraphs() -> None:
    text = ACT
    point_b = node(text, "(b)")
    assert text[point_b.start : point_b.end] == (
        "(b) the operator has its seat in a Member State."
    )
    para_1 = node(text, "1")
    tail = text.index("Point (b) shall not apply")
    assert para_1.start < tail < para_1.end


def test_a_sub_list_closing_with_a_full_stop_closes_its_point_too() -> None:
    text = ACT
    sub_ii = node(text, "(ii)")
    point_a = node(text, "(a)", after="2.   Member States")
    stop = text.index("their addresses.") + len("their addresses.")
    assert sub_ii.end == stop
    assert point_a.end == stop
    para_2 = node(text, "2")
    assert para_2.end > text.index("The notification shall be made")


def test_text_between_points_of_one_list_stays_in_the_point() -> None:
    # The list goes on with "(b)" after the block, so the block is the point's own.
    text = ACT
    point_a = node(text, "(a)", after="3.   The register")
    assert point_a.end > text.index("Where the operator is a group")


def test_a_list_ending_without_a_full_stop_is_left_alone() -> None:
    text = (
        "Article 9\n\n1.   The following shall apply:\n\n(a) the first rule; and\n\n"
        "(b) the second rule;\n\nwithout prejudice to Article 3.\n"
    )
    point_b = node(text, "(b)")
    assert point_b.end == len(text.rstrip())


def test_annex_lists_are_left_alone() -> None:
    text = (
        "Article 1\n\nThis Regulation lays down rules.\n\nANNEX I\n\nINFORMATION\n\n"
        "(a) the name of the producer.\n\nThe information shall be kept up to date.\n"
    )
    point_a = node(text, "(a)")
    assert point_a.end == len(text.rstrip())


def test_single_line_breaks_cut_only_after_an_unwrapped_line() -> None:
    long_point = "(b) the operator has its seat in a Member State " + "and " * 25 + "a name."
    unwrapped = (
        "Article 4\n1.   The authority shall register an operator where:\n"
        "(a) the operator holds a valid licence;\n"
        f"{long_point}\nPoint (b) shall not apply to operators established before 2020.\n"
    )
    point_b = node(unwrapped, "(b)")
    assert unwrapped[point_b.start : point_b.end] == long_point
    # Hard-wrapped at ~60 characters: a line ending in a full stop may be followed by the
    # point's own next sentence, so nothing is cut.
    wrapped = (
        "Article 4\n1.   The authority shall register an operator where:\n"
        "(a) the operator holds a valid licence;\n"
        "(b) the operator has its seat in a Member State.\n"
        "It shall prove it by a certificate issued by that State.\n"
    )
    point_b = node(wrapped, "(b)")
    assert point_b.end == len(wrapped.rstrip())


def test_gdpr_article_6_paragraph_1_keeps_its_closing_subparagraph() -> None:
    raw = GDPR.read_text(encoding="utf-8")
    chunker = LegalChunker(jurisdiction="eu", max_chunk_size=64)
    text = chunker.sanitize(raw)
    tail = text.index("Point (f) of the first subparagraph shall not apply")
    nodes = chunker.parse_structure(raw)
    holding = [n for n in nodes if n.char_start <= tail < n.char_end]
    assert holding[-1].identifier == "1"
    chunk = next(c for c in chunker.chunk(raw) if c.char_start <= tail < c.char_end)
    assert chunk.hierarchy_path.endswith("Article 6 > 1")
