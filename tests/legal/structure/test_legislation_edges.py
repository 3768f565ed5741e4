"""EU legislation parser: layouts and numbering contexts, on small hand-written acts.

Expected starts are located in the text by their own (unique) wording, not by the parser.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from clausewise.legal.jurisdiction import EU
from clausewise.legal.structure.legislation import parse_legislation
from clausewise.legal.structure.legislation_lists import MAX_LEVELS
from clausewise.legal.tree import DocumentSection


def rows(text: str) -> list[tuple[str, str, int, int]]:
    """(kind, identifier, depth, start) of every node."""
    return [(n.kind, n.identifier, n.depth, n.start) for n in parse_legislation(text, EU).nodes]


def test_oj_spacing_tabs_and_markers_on_their_own_line() -> None:
    text = (
        "Article 1\n\nScope\n\n1.\u00a0\u00a0\u00a0This Regulation applies to:\n\n"
        "(a)\tfirst;\n\n(b)\n\nsecond.\n\n2.\n\nIt also applies to widgets.\n"
    )
    tree = parse_legislation(text, EU)
    got = [(n.kind, n.identifier, n.depth, n.start) for n in tree.nodes]
    assert got == [
        ("article", "Article 1", 1, 0),
        ("paragraph", "1", 2, text.index("1.\u00a0")),
        ("point", "(a)", 3, text.index("(a)")),
        ("point", "(b)", 3, text.index("(b)")),
        ("paragraph", "2", 2, text.index("2.\n")),
    ]
    assert tree.nodes[0].title == "Scope"


def test_bold_markdown_article_heading() -> None:
    text = "**Article 7**\n**Conditions for consent**\n\n1. Where processing is based on consent.\n"
    tree = parse_legislation(text, EU)
    assert [(n.kind, n.start) for n in tree.nodes] == [("article", 0), ("paragraph", 42)]
    assert tree.nodes[0].title == "Conditions for consent"
    assert tree.nodes[0].identifier == "Article 7"


def test_no_structure_falls_back() -> None:
    tree = parse_legislation("Just a sentence about Article 5(1) of something.\n", EU)
    assert tree.fallback
    assert [n.kind for n in tree.nodes] == ["preamble"]


def test_dash_indents_alone_on_their_line() -> None:
    text = (
        "Article 53\n\n1.   Members shall be appointed by:\n\n"
        "—\n\ntheir parliament;\n\n—\n\nan independent body.\n"
    )
    got = rows(text)
    assert got[2:] == [
        ("point", "indent 1", 3, text.index("—")),
        ("point", "indent 2", 3, text.rindex("—")),
    ]


def test_second_list_restarts_instead_of_nesting() -> None:
    text = (
        "Article 9\nTasks\n\nMember States shall:\n\n(a) first;\n\n(b) second.\n\n"
        "The Commission shall:\n\n(a) third;\n\n(b) fourth.\n"
    )
    got = rows(text)
    assert [(k, i, d) for k, i, d, _ in got] == [
        ("article", "Article 9", 1),
        ("point", "(a)", 2),
        ("point", "(b)", 2),
        ("point", "(a)", 2),
        ("point", "(b)", 2),
    ]
    assert got[3][3] == text.index("(a) third")


def test_inserted_points_and_roman_versus_letter() -> None:
    text = (
        "Article 2\n\n1.   It covers:\n\n(a) one;\n\n(b) two:\n\n(i) two-one;\n\n(ii) two-two;\n\n"
        "(c) three;\n\n(ca) inserted;\n\n(d) four;\n\n(e) x\n\n(f) x\n\n(g) x\n\n(h) x\n\n"
        "(i) nine.\n"
    )
    got = {(k, i, d) for k, i, d, _ in rows(text)}
    assert ("subpoint", "(i)", 4) in got and ("subpoint", "(ii)", 4) in got
    assert ("point", "(ca)", 3) in got and ("point", "(d)", 3) in got
    nine = next(r for r in rows(text) if r[3] == text.index("(i) nine"))
    assert nine[:3] == ("point", "(i)", 3)


def test_parts_titles_chapters_sections_and_annex_groupings() -> None:
    text = (
        "PART ONE\nGENERAL PROVISIONS\n\nTITLE I\nSCOPE\n\nCHAPTER 1\nSubject matter\n\n"
        "Section 1\nRules\n\nArticle 1\nScope\n\nThis Regulation applies.\n\n"
        "Done at Luxembourg, 1 June 2099.\n\nANNEX\nTECHNICAL RULES\n\nPart A - Widgets\n\n"
        "1. Widgets shall be round.\n"
    )
    nodes = parse_legislation(text, EU).nodes
    got = [(n.kind, n.identifier, n.depth, n.title) for n in nodes]
    assert got == [
        ("part", "Part ONE", 1, "GENERAL PROVISIONS"),
        ("title", "Title I", 2, "SCOPE"),
        ("chapter", "Chapter 1", 3, "Subject matter"),
        ("section", "Section 1", 4, "Rules"),
        ("article", "Article 1", 5, "Scope"),
        ("signatures", "Signatures", 1, None),
        ("annex", "Annex", 1, "TECHNICAL RULES"),
        ("part", "Part A", 2, "Widgets"),
        ("paragraph", "1", 3, None),
    ]
    assert nodes[-1].section is DocumentSection.SCHEDULES
    assert nodes[-1].start == text.index("1. Widgets")


def test_recitals_without_whereas_line_and_directive_formula() -> None:
    text = (
        "DIRECTIVE (EU) 2099/2\n\nHaving regard to the Treaty,\n\n(1) First reason.\n\n"
        "(2) Second reason,\n\nHAS ADOPTED THIS DIRECTIVE:\n\nArticle 1\n\n(1) Not a recital.\n"
    )
    got = rows(text)
    assert [(k, i) for k, i, _, _ in got] == [
        ("preamble", "Preamble"),
        ("recitals", "Recitals"),
        ("recital", "Recital 1"),
        ("recital", "Recital 2"),
        ("article", "Article 1"),
        ("point", "(1)"),
    ]
    assert got[1][3] == got[2][3] == text.index("(1) First")


def test_footnotes_after_annexes_need_official_journal_references() -> None:
    head = "Article 1\n\nText.\n\nDone at Brussels.\n\nANNEX\n\n"
    cited = head + "(1) OJ L 1, 1.1.2000, p. 1.\n\n(2) OJ L 2, 1.1.2000, p. 2.\n"
    listed = head + "(1) red;\n\n(2) blue.\n"
    assert [k for k, _, _, _ in rows(cited)][-3:] == ["footnotes", "footnote", "footnote"]
    assert [k for k, _, _, _ in rows(listed)][-2:] == ["point", "point"]


def test_runaway_nesting_is_capped() -> None:
    text = "Article 1\n\n" + "(1) x\n(a) y\n(i) z\n— w\n" * 20
    tree = parse_legislation(text, EU)
    assert max(n.depth for n in tree.nodes) <= 1 + MAX_LEVELS


def test_empty_and_blank_text() -> None:
    for text in ("", "  \n\n "):
        tree = parse_legislation(text, EU)
        assert tree.nodes == () and tree.fallback


PIECES = (
    "Article 1",
    "Article 2\n",
    "CHAPTER I",
    "Section 2",
    "ANNEX",
    "PART A",
    "(a) ",
    "(i) ",
    "(1) ",
    "(2) ",
    "1. ",
    "2. ",
    "— ",
    "Whereas:",
    "HAVE ADOPTED",
    "Done at X",
    "\n",
    "\n\n",
    "text ",
    "**",
    "## ",
    "x.",
    "  ",
    "\t",
    "\u00a0",
    "OJ L 1",
    "Article 3 - T  ",
    "\n(3) ",
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=60))
def test_any_mix_of_markers_gives_a_well_formed_tree(parts: list[str]) -> None:
    text = "".join(parts)
    tree = parse_legislation(text, EU)
    for i, node in enumerate(tree.nodes):
        assert 0 <= node.start <= node.heading_end <= node.end <= len(text)
        assert node.end == node.start or not text[node.end - 1].isspace()
        if node.parent is None:
            assert node.depth == 1
        else:
            parent = tree.nodes[node.parent]
            assert node.parent < i and node.depth == parent.depth + 1
            assert parent.start <= node.start and node.end <= parent.end
        if i:
            assert tree.nodes[i - 1].start <= node.start


ONE_LINE_HEADINGS = """\
DIRECTIVE (EU) 2040/7 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

on the repair of consumer goods

HAVE ADOPTED THIS DIRECTIVE:

TITLE I GENERAL PROVISIONS

Article 1 Subject matter and scope

1. This Directive lays down rules on the repair of goods purchased by consumers, and
Article 3 shall apply to goods bought before its entry into force.

2. Except in the cases referred to in Article 24, this Directive shall leave intact existing rules.

Article 2 Definitions

For the purposes of this Directive, the following definitions apply:

(1) 'repairer' means any natural or legal person who provides a repair service;

(2) 'consumer' means any natural person acting outside a trade;

TITLE II OBLIGATION TO REPAIR

Article 3 Obligation of manufacturers to repair

1. Member States shall ensure that manufacturers repair goods at the request of the consumer,
Article 24 Annex I notwithstanding.

Done at Brussels, 1 June 2040.
"""


def test_a_title_on_the_heading_line_after_blanks_alone() -> None:
    # Some extractions join "Article 1" and its title line into one line.
    text = ONE_LINE_HEADINGS
    tree = parse_legislation(text, EU)
    heads = [(n.identifier, n.title) for n in tree.nodes if n.kind in ("article", "title")]
    assert heads == [
        ("Title I", "GENERAL PROVISIONS"),
        ("Article 1", "Subject matter and scope"),
        ("Article 2", "Definitions"),
        ("Title II", "OBLIGATION TO REPAIR"),
        ("Article 3", "Obligation of manufacturers to repair"),
    ]
    paragraphs = [n.start for n in tree.nodes if n.kind == "paragraph"]
    assert paragraphs == [
        text.index("1. This Directive"),
        text.index("2. Except"),
        text.index("1. Member States"),
    ]
    # Wrapped prose at a line start is no heading: "Article 3 shall apply" reads as a
    # sentence, and "Article 24 Annex I notwithstanding" is out of sequence after Article 3.
    starts = {n.start for n in tree.nodes}
    assert text.index("Article 3 shall") not in starts
    assert text.index("Article 24 Annex") not in starts


def test_a_page_number_between_dashes_is_no_indent() -> None:
    text = (
        "REGULATION (EU) 2030/1 OF THE EUROPEAN PARLIAMENT\n\nHAVE ADOPTED THIS REGULATION:\n\n"
        "Article 1\nScope\n\n- 15 -\n\n1.   This Regulation applies to charging points.\n\n"
        "2.   It applies from 2031:\n\n- to new points;\n\n- to renewed points.\n"
    )
    tree = parse_legislation(text, EU)
    kinds = [(n.identifier, n.start) for n in tree.nodes if n.identifier.startswith("indent")]
    # The two real indents are points; the page number is not.
    assert kinds == [
        ("indent 1", text.index("- to new")),
        ("indent 2", text.index("- to renewed")),
    ]


def test_a_point_in_the_last_recital_ends_before_the_enacting_formula() -> None:
    # Found by the property test above: the formula capped the last recital but not a
    # point read inside it, which then ran past its parent over "HAVE ADOPTED".
    text = "Whereas:\n(3) \n(3) Article 2\nHAVE ADOPTED"
    nodes = parse_legislation(text, EU).nodes
    point = next(n for n in nodes if n.kind == "point")
    recital = nodes[point.parent] if point.parent is not None else None
    assert recital is not None and recital.kind == "recital"
    assert point.end <= recital.end == text.index("\nHAVE ADOPTED")
