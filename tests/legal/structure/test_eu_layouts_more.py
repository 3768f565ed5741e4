"""EU legislation: more layouts of real acts as EUR-Lex publishes them and as converters hand
them over. Texts (``tests/data/eu/layouts``) are excerpts typed after the acts' layouts;
expected values are written by hand and located in the text by its own wording."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from eu_layout_checks import at, parent_of, tree_of
from eu_layout_checks import read as _read

# -- a point that ends with a colon introduces its own list ------------------------------------

AI_ACT_ARTICLE_5 = _read("ai_act_article_5.txt")

DSA_ARTICLE_3 = _read("dsa_article_3.txt")


def test_roman_i_after_a_point_ending_with_a_colon_opens_its_sub_points() -> None:
    text = AI_ACT_ARTICLE_5
    tree = tree_of(text)
    point_h = at(tree, text, "(h) the use of ‘real-time’")
    assert (point_h.kind, point_h.identifier) == ("point", "(h)")
    for wording, ident in (
        ("(i) the targeted search", "(i)"),
        ("(ii) the prevention", "(ii)"),
        ("(iii) the localisation", "(iii)"),
    ):
        sub = at(tree, text, wording)
        assert (sub.kind, sub.identifier, sub.depth) == ("subpoint", ident, point_h.depth + 1)
        assert parent_of(tree, sub) is point_h
    # The closing subparagraph stays with paragraph 1, and paragraph 2 follows.
    para_1 = at(tree, text, "1.   The following AI practices")
    tail = text.index("Point (h) of the first subparagraph")
    assert para_1.start < tail < para_1.end
    assert at(tree, text, "(iii) the localisation").end < tail
    assert at(tree, text, "2.   The use of").kind == "paragraph"


def test_letter_i_after_a_point_ending_with_a_semicolon_goes_on_with_the_letters() -> None:
    text = DSA_ARTICLE_3
    tree = tree_of(text)
    point_g = at(tree, text, "(g) ‘intermediary service’")
    sub_i = at(tree, text, "(i) a ‘mere conduit’")
    assert (sub_i.kind, parent_of(tree, sub_i)) == ("subpoint", point_g)
    point_i = at(tree, text, "(i) ‘online platform’")
    assert (point_i.kind, point_i.identifier, point_i.depth) == ("point", "(i)", point_g.depth)
    assert at(tree, text, "(j) ‘online search engine’").depth == point_g.depth


# -- correlation tables: their cells are no units ------------------------------------------------


def test_a_correlation_table_one_cell_a_line_has_no_units() -> None:
    # EUR-Lex HTML tables converted to text put each cell on a line of its own.
    text = _read("directive_correlation_table.txt")
    tree = tree_of(text)
    table = at(tree, text, "ANNEX II\n\nCORRELATION TABLE")
    assert (table.kind, table.identifier, table.title) == ("annex", "Annex II", "CORRELATION TABLE")
    assert table.end == len(text.rstrip())
    after = [n for n in tree.nodes if n.start > table.start]
    assert after == []  # no "Article 1", "—" or "Annex I" cell starts a unit
    articles = [n.identifier for n in tree.nodes if n.kind == "article"]
    assert articles == ["Article 29", "Article 30", "Article 31", "Article 32"]


def test_a_correlation_table_in_columns_after_an_annex_in_parts() -> None:
    # The PDF layout: one row a line, columns set apart by blanks.
    text = _read("codification_annexes.txt")
    tree = tree_of(text)
    rows = [(n.kind, n.identifier, n.depth) for n in tree.nodes if n.start >= text.index("ANNEX")]
    assert rows == [
        ("annex", "Annex III", 1),
        ("part", "Part A", 2),
        ("part", "Part B", 2),
        ("annex", "Annex IV", 1),
    ]
    assert at(tree, text, "ANNEX IV").end == len(text.rstrip())


# -- hard-wrapped text (PDF extraction): no blank lines between blocks ---------------------------


def test_an_untitled_article_does_not_take_its_first_wrapped_line_as_title() -> None:
    text = _read("decision_hard_wrapped.txt")
    tree = tree_of(text)
    for wording in ("Article 1\nThe Union Registry", "Article 2\nThe Central", "Article 3\nThis"):
        article = at(tree, text, wording)
        assert article.kind == "article"
        assert article.title is None
        assert article.heading_end == article.start + len("Article 1")
    article_2 = at(tree, text, "Article 2\n")
    points = [n for n in tree.nodes if n.parent is not None and tree.nodes[n.parent] is article_2]
    assert [(p.kind, p.identifier) for p in points] == [("point", "(a)"), ("point", "(b)")]
    assert at(tree, text, "Done at Brussels").kind == "signatures"


def test_titled_articles_keep_their_titles_when_hard_wrapped() -> None:
    text = _read("directive_hard_wrapped.txt")
    tree = tree_of(text)
    titles = {n.identifier: n.title for n in tree.nodes if n.kind in ("chapter", "article")}
    assert titles == {
        "Chapter I": "General provisions",
        "Article 1": "Subject-matter and objectives",
        "Article 2": "Scope",
        "Article 63": "Transposition",
        "Article 64": "Entry into force",
        "Article 65": "Addressees",
    }
    para_3 = at(tree, text, "3. This Directive does not apply")
    assert (para_3.kind, parent_of(tree, para_3).identifier) == ("paragraph", "Article 2")


def test_a_title_wrapped_once_is_read_whole() -> None:
    text = _read("dsa_hard_wrapped.txt")
    tree = tree_of(text)
    section = at(tree, text, "SECTION 2")
    assert section.title == (
        "Additional provisions applicable to providers of hosting services, including online"
        " platforms"
    )
    assert section.heading_end == text.index("platforms") + len("platforms")
    assert at(tree, text, "Article 16").title == "Notice and action mechanisms"
    assert at(tree, text, "Article 17").title == "Statement of reasons"
    assert parent_of(tree, at(tree, text, "(b) suspension")).identifier == "1"


# -- consolidated texts (EUR-Lex): "▼B" / "▼M1" markers, notes without a closing formula --------


def test_consolidation_markers_belong_to_the_text_after_them() -> None:
    text = _read("consolidated_regulation.txt")
    tree = tree_of(text)
    article_4 = at(tree, text, "Article 4\n")
    assert article_4.title == "General principles"
    assert article_4.heading_end == text.index("General principles") + len("General principles")
    # No unit ends on the marker that opens the next one's text.
    point_1 = at(tree, text, "(1) ‘Union strategy for smart")
    assert text[point_1.end - 2 : point_1.end] == "◄;"
    article_2 = at(tree, text, "Article 2\n")
    point_3 = at(tree, text, "(3) ‘Union strategy for macro-regions’")
    tail = "endorsed by the European Council;"
    assert text[: article_2.end].endswith(tail) and text[: point_3.end].endswith(tail)
    point_b = at(tree, text, "(b) policy objectives")
    assert text[point_b.start : point_b.end] == "(b) policy objectives of the Union (1);"
    assert [n.identifier for n in tree.nodes if n.kind == "article"] == [
        "Article 1", "Article 2", "Article 3", "Article 4", "Article 5",
    ]  # fmt: skip


def test_notes_of_a_consolidated_text_without_signatures() -> None:
    text = _read("consolidated_regulation.txt")
    tree = tree_of(text)
    notes = at(tree, text, "(1)   OJ L 126")
    assert (notes.kind, notes.depth) == ("footnotes", 1)
    note = tree.nodes[-1]
    assert (note.kind, note.identifier, note.start) == ("footnote", "Footnote 1", notes.start)
    assert parent_of(tree, note) is notes
    para_1 = at(tree, text, "1.   For the Partnership Agreement")
    assert text[: para_1.end].endswith("with the competent regional and local authorities.")


def test_a_closing_list_of_acts_citing_the_journal_stays_a_list() -> None:
    text = (
        "Article 5\n\nUnion harmonisation legislation\n\n"
        "This Regulation applies without prejudice to the following acts:\n\n"
        "(1) Council Directive 85/374/EEC of 25 July 1985 concerning liability for defective "
        "products (OJ L 210, 7.8.1985, p. 29);\n\n"
        "(2) Directive 2001/95/EC of the European Parliament and of the Council of 3 December "
        "2001 on general product safety (OJ L 11, 15.1.2002, p. 4).\n"
    )
    tree = tree_of(text)
    assert [(n.kind, n.identifier, n.depth) for n in tree.nodes] == [
        ("article", "Article 5", 1),
        ("point", "(1)", 2),
        ("point", "(2)", 2),
    ]


# -- a footnote call wrapped to a line start; titles after two blank lines; an annex in areas ----


def test_a_footnote_call_at_a_line_start_is_no_point() -> None:
    text = _read("ai_act_article_7_annex_iii.txt")
    tree = tree_of(text)
    assert all(n.start != text.index("(34) and the following") for n in tree.nodes)
    para_2 = at(tree, text, "2.   When assessing")
    for wording in ("(a) the intended purpose", "(b) the extent"):
        point = at(tree, text, wording)
        assert (point.kind, point.depth, parent_of(tree, point)) == ("point", 3, para_2)


def test_a_title_after_two_blank_lines() -> None:
    text = _read("ai_act_article_7_annex_iii.txt")
    tree = tree_of(text)
    article_7 = at(tree, text, "Article 7\n")
    assert article_7.title == "Amendments to Annex III"
    assert article_7.heading_end == text.index("Amendments to") + len("Amendments to Annex III")


def test_an_annex_of_numbered_areas_with_points_and_sub_points() -> None:
    text = _read("ai_act_article_7_annex_iii.txt")
    tree = tree_of(text)
    annex = at(tree, text, "ANNEX III")
    assert annex.title == "High-risk AI systems referred to in Article 6(2)"
    rows = [
        (n.kind, n.identifier, n.depth - annex.depth) for n in tree.nodes if n.start > annex.start
    ]
    assert rows == [
        ("paragraph", "1", 1),
        ("point", "(a)", 2),
        ("point", "(b)", 2),
        ("paragraph", "2", 1),
        ("paragraph", "3", 1),
        ("point", "(a)", 2),
        ("point", "(h)", 2),
        ("subpoint", "(i)", 3),
        ("subpoint", "(ii)", 3),
    ]
