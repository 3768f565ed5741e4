"""EU legislation, session 19: long lists whose markers read two ways ("(v)", "(x)", "(i)"),
titles hard-wrapped over several lines, lists closed by a subparagraph in hard-wrapped text,
numbered tables in annexes and consolidated texts. Texts (``tests/data/eu/layouts``) are
excerpts typed after the acts' layouts; expected values are written by hand and located in
the text by its own wording."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from eu_layout_checks import at, parent_of, tree_of
from eu_layout_checks import read as _read

from clausewise.legal.tree import ClauseNode, ClauseTree


def shape(tree: ClauseTree, node: ClauseNode) -> tuple[str, str, str]:
    """Kind, identifier and the identifier of the parent."""
    return node.kind, node.identifier, parent_of(tree, node).identifier


# -- "(v)", "(x)" and "(i)": the letter or the roman numeral -----------------------------------

MIFID = _read("mifid_definitions.txt")


def test_v_after_the_last_roman_sub_point_is_the_next_letter() -> None:
    # "(iii) ...; or" makes (iv) the last sub-point of (u): "(v) 'management body' means"
    # is the definition after (u), not a fifth sub-point.
    text = MIFID
    tree = tree_of(text)
    assert shape(tree, at(tree, text, "(iv) a relationship")) == ("subpoint", "(iv)", "(u)")
    point_v = at(tree, text, "(v) ‘management body’")
    assert shape(tree, point_v) == ("point", "(v)", "1")
    assert point_v.depth == at(tree, text, "(u) ‘close links’").depth


def test_x_after_ix_closed_by_and_is_the_next_letter_and_v_inside_stays_roman() -> None:
    text = MIFID
    tree = tree_of(text)
    assert shape(tree, at(tree, text, "(v) credit derivatives")) == ("subpoint", "(v)", "(w)")
    assert shape(tree, at(tree, text, "(ix) any other")) == ("subpoint", "(ix)", "(w)")
    assert shape(tree, at(tree, text, "(x) ‘structured deposit’")) == ("point", "(x)", "1")
    assert shape(tree, at(tree, text, "(y) ‘sovereign debt’")) == ("point", "(y)", "1")


def test_ii_after_i_makes_i_the_first_sub_point_of_h() -> None:
    # "(h) persons ... and who" has no colon, so "(i)" first reads as the letter after (h);
    # "(ii)" shows it opened the sub-points of (h), and the next "(i)" is the letter.
    text = MIFID
    tree = tree_of(text)
    assert shape(tree, at(tree, text, "(i) are authorised")) == ("subpoint", "(i)", "(h)")
    assert shape(tree, at(tree, text, "(ii) are subject")) == ("subpoint", "(ii)", "(h)")
    point_i = at(tree, text, "(i) collective investment")
    assert shape(tree, point_i) == ("point", "(i)", "1")
    assert point_i.depth == at(tree, text, "(h) persons who").depth


DEFINITIONS_NO_CONJUNCTION = """Article 2

Definitions

For the purposes of this Regulation, the following definitions apply:

(t) ‘issuer’ means a natural or legal person who issues crypto-assets;

(u) ‘qualifying holding’ means a direct or indirect holding in an issuer which:

(i) represents at least 10 % of the capital;

(ii) represents at least 10 % of the voting rights;

(iii) makes it possible to exercise a significant influence over the management;

(iv) confers control over the management of the issuer;

(v) ‘offeror’ means a legal person who offers crypto-assets to the public;

(w) ‘public offer’ means a communication to persons in any form presenting information.

Article 3

Scope

This Regulation applies to natural and legal persons engaged in the issuance of crypto-assets.
"""


def test_a_definition_after_roman_sub_points_continues_the_definitions() -> None:
    # No conjunction marks the last sub-point; the quoted term does: the items of the
    # letter list open with a defined term in quotes, the sub-points do not.
    text = DEFINITIONS_NO_CONJUNCTION
    tree = tree_of(text)
    assert shape(tree, at(tree, text, "(iv) confers")) == ("subpoint", "(iv)", "(u)")
    assert shape(tree, at(tree, text, "(v) ‘offeror’")) == ("point", "(v)", "Article 2")
    assert shape(tree, at(tree, text, "(w) ‘public offer’")) == ("point", "(w)", "Article 2")


LETTER_I_AFTER_A_COLON = """Article 9

Content of the notification

1.   The notification shall contain the following information:

(a) the name of the issuer;

(b) the registered office of the issuer;

(c) the type of instrument;

(d) the currency in which the instrument is denominated;

(e) the date of issue;

(f) the trading venue;

(g) the volume issued;

(h) where the instrument is admitted to trading, the following element:

(i) the date of the first admission to trading;

(j) the quantity of instruments held by the issuer.

2.   The notification shall be made without delay.
"""


def test_j_after_i_makes_i_the_letter_after_h() -> None:
    # "(h) ... element:" makes "(i)" read as the first sub-point; "(j)" shows it was the
    # letter after (h).
    text = LETTER_I_AFTER_A_COLON
    tree = tree_of(text)
    for wording, ident in (("(h) where", "(h)"), ("(i) the date", "(i)"), ("(j) the qua", "(j)")):
        assert shape(tree, at(tree, text, wording)) == ("point", ident, "1")


# -- hard-wrapped PDF text: titles over several lines, lists closed by a subparagraph ----------

EECC = _read("eecc_hard_wrapped.txt")


def test_titles_hard_wrapped_over_three_lines_are_read_whole() -> None:
    text = EECC
    tree = tree_of(text)
    art_12 = at(tree, text, "Article 12\n")
    assert art_12.title == (
        "General authorisation of electronic communications networks and services and of the "
        "rights of use for radio spectrum and numbering resources granted to providers in "
        "accordance with the procedures of this Directive"
    )
    # The wrap cut the title before a capital: "... and the Body" / "of European Regulators".
    art_13 = at(tree, text, "Article 13\n")
    assert art_13.title == (
        "Cooperation between the Commission, the national regulatory authorities and the Body "
        "of European Regulators for Electronic Communications"
    )
    # A title over two lines ending on "radio" / "spectrum ...", then the article's sentence.
    art_14 = at(tree, text, "Article 14\n")
    assert art_14.title == (
        "Conditions attached to the general authorisation, to the rights of use for radio "
        "spectrum and for numbering resources, and specific obligations"
    )
    assert at(tree, text, "Article 15\n").title == "Entry into force"
    assert at(tree, text, "1. Member States shall ensure the freedom").identifier == "1"


def test_a_subparagraph_after_the_last_point_of_a_wrapped_list_ends_the_list() -> None:
    text = EECC
    tree = tree_of(text)
    # A short last line ("... of the Commission.") then a capital: the list has ended.
    tail = text.index("The national regulatory authority shall inform")
    point_b = at(tree, text, "(b) the opinions issued")
    assert point_b.end < tail
    para_2 = parent_of(tree, point_b)
    assert para_2.identifier == "2" and para_2.start < tail < para_2.end
    # The last line of the list fills the width, but the sentence after it names the points.
    names = text.index("Points (a) and (b) are without prejudice")
    last = at(tree, text, "(b) the measures taken")
    assert last.end < names < parent_of(tree, last).end


# -- an annex of numbered tables ---------------------------------------------------------------

ANNEX_TABLES = _read("delegated_annex_tables.txt")

ARTICLE_TABLE = """Article 3

Risk weights

1.   Exposures shall be assigned the risk weights set out in the following table:

Table 1

Credit quality step 1: 20 %

2.   Exposures for which no credit assessment is available shall be assigned a risk weight of 100 %.
"""


def test_numbered_tables_of_an_annex_hold_their_own_rows() -> None:
    text = ANNEX_TABLES
    tree = tree_of(text)
    annex_1 = at(tree, text, "ANNEX I\n")
    tables = [at(tree, text, f"Table {n}\n\n") for n in (1, 2, 3)]
    assert [(t.kind, t.identifier) for t in tables] == [
        ("table", "Table 1"),
        ("table", "Table 2"),
        ("table", "Table 3"),
    ]
    assert all(parent_of(tree, t) is annex_1 for t in tables)
    assert tables[1].title == "Additional climate and other environment-related indicators"
    row = at(tree, text, "1. Emissions of inorganic pollutants")
    assert shape(tree, row) == ("paragraph", "1", "Table 2")
    assert shape(tree, at(tree, text, "2. Rate of accidents")) == ("paragraph", "2", "Table 3")
    assert shape(tree, at(tree, text, "Part A\n")) == ("part", "Part A", "Annex II")
    # Outside an annex "Table 1" heads no unit: the article's paragraphs go on around it.
    tree = tree_of(ARTICLE_TABLE)
    assert [(n.kind, n.identifier) for n in tree.nodes] == [
        ("article", "Article 3"),
        ("paragraph", "1"),
        ("paragraph", "2"),
    ]
    assert at(tree, ARTICLE_TABLE, "1.   Exposures").end > ARTICLE_TABLE.index("Credit quality")


# -- consolidated texts ------------------------------------------------------------------------

CONSOLIDATED = _read("consolidated_inserted_points.txt")
POINT_A_15 = "(a) the undertaking's annual gross written premium income does not exceed EUR 15"


def test_consolidated_text_title_after_the_basic_act_mark_and_inserted_points() -> None:
    text = CONSOLIDATED
    tree = tree_of(text)
    assert tree.title is not None
    assert tree.title.startswith("DIRECTIVE 2009/138/EC OF THE EUROPEAN PARLIAMENT")
    assert "(Solvency II)" in tree.title
    para_2 = at(tree, text, "2. Undertakings shall apply")
    for wording, ident in (
        (POINT_A_15, "(a)"),
        ("(aa) the undertaking's total", "(aa)"),
        ("(b) the undertaking does not", "(b)"),
        ("(ba) the undertaking is not", "(ba)"),
        ("(c) the undertaking's activities", "(c)"),
    ):
        point = at(tree, text, wording)
        assert (point.kind, point.identifier) == ("point", ident)
        assert parent_of(tree, point) is para_2
    # A "▼C2" line before the next point belongs to that point, not to the one before.
    assert text[at(tree, text, "(ba) the undertaking is not").end - 1] == ";"
    assert shape(tree, at(tree, text, "3a. Member States")) == ("paragraph", "3a", "Article 3")


def test_emphasis_on_the_first_line_of_a_sentence_is_no_title() -> None:
    text = """## Article 1
**The Union Registry established pursuant to Article 19 of Directive 2003/87/EC and**
operated by the Central Administrator complies with the requirements of Regulation 2019/1122.
## Article 2
**Publication**
This Decision shall be published in the Official Journal of the European Union.
## Article 3
**Processing of personal data relating to criminal convictions and
offences**

Processing of personal data relating to criminal convictions and offences shall be carried
out only under the control of official authority.
"""
    tree = tree_of(text)
    assert at(tree, text, "## Article 1").title is None
    assert at(tree, text, "## Article 2").title == "Publication"
    # Emphasis that a hard wrap carried over to the next line: the title is both lines.
    assert at(tree, text, "## Article 3").title == (
        "Processing of personal data relating to criminal convictions and offences"
    )
