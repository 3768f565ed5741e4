"""What the legal pipeline hands the packer: boundaries, glue, the legal text cascade, headers.

Trees are declared by hand over hand-written contract text (positions found from the text we
wrote, not from the parser), so each test pins plan.py alone.
"""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.boundaries import DEFAULT_CASCADE
from clausewise.document import Level
from clausewise.legal.plan import (
    LEGAL_CASCADE,
    TreeIndex,
    group_heading_breaks,
    heading_line,
    make_prefix,
    tree_plan,
)
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection

OP = DocumentSection.OPERATIVE


def node(
    text: str,
    marker: str,
    end_marker: str | None,
    *,
    heading: str = "",
    depth: int = 1,
    kind: str = "clause",
    ident: str = "",
    title: str | None = None,
    parent: int | None = None,
) -> ClauseNode:
    start = text.index(marker)
    end = text.index(end_marker) if end_marker else len(text)
    while text[end - 1].isspace():
        end -= 1
    head_end = start + len(heading) if heading else start
    return ClauseNode(start, end, depth, kind, ident, ident, title, head_end, OP, parent)


# -- glue: a heading travels with the first word of its body ---------------------------------

UNDERLINED = (
    "1.4  Product Changes.              ---------------\n\n"
    "The Developer may upgrade or modify the Products from time to time.\n\n"
    "1.5 Trade Marks. The Developer owns the marks.\n"
)


def test_glue_runs_past_heading_punctuation_and_underline_to_the_body() -> None:
    t = UNDERLINED
    tree = ClauseTree(
        (
            node(t, "1.4", "1.5", heading="1.4  Product Changes", ident="1.4"),
            node(t, "1.5", None, heading="1.5 Trade Marks", ident="1.5"),
        )
    )
    glue = tree_plan(t, tree).glue
    # Declared: the body starts at "The Developer may", the run-in body at "The Developer owns".
    body, run_in = t.index("The Developer may"), t.index("The Developer owns")
    assert glue == [(0, body), (t.index("1.5"), run_in)]


def test_glue_takes_a_rule_on_the_next_line_but_not_a_separator_after_a_blank_line() -> None:
    t = (
        "CHAPTER I\nGENERAL PROVISIONS\n=================\n\nThe rules apply.\n\n"
        "CHAPTER II\nPRINCIPLES\n\n* * *\n\nArticle 5\nLawfulness\n\nProcessing is lawful.\n"
    )
    tree = ClauseTree(
        (
            node(t, "CHAPTER I\n", "CHAPTER II", heading="CHAPTER I\nGENERAL PROVISIONS"),
            node(t, "CHAPTER II", None, heading="CHAPTER II\nPRINCIPLES"),
        )
    )
    glue = tree_plan(t, tree).glue
    # Declared: the underline belongs to the first heading; "* * *" after a blank line is a
    # separator of its own, so the second glue ends where it starts.
    assert glue == [(0, t.index("The rules")), (t.index("CHAPTER II"), t.index("* * *"))]


def test_a_heading_chain_split_by_a_separator_keeps_each_heading_whole() -> None:
    # Found by the Hypothesis guarantees test: a chapter heading, "* * *", then an article
    # heading did not fit one 64-character chunk, and the cut fell inside the article title.
    text = (
        "CHAPTER I\nINSURANCE PROTECTION\n\n* * *\n\nArticle 1\nVARIATION TERMINATION\n\n"
        "1. The insurer shall cover the risks listed in the schedule to this Regulation.\n"
    )
    chunker = LegalChunker(
        jurisdiction="eu",
        max_chunk_size=64,
        min_chunk_size=0,
        chars_per_token=1,
        include_ancestor_headers=False,
    )
    starts = [c.char_start for c in chunker.chunk(text)]
    title = text.index("VARIATION TERMINATION")
    assert not any(title <= s < title + len("VARIATION TERMINATION") for s in starts)
    assert text.index("Article 1") in starts


def test_a_group_heading_above_a_clause_may_give_way_at_the_clause_s_own_line() -> None:
    # "AGREED TERMS" heads the clause below it (the parser starts the clause there): the
    # glue may give way where the clause's own line starts. "ARTICLE 2" / "DEFINITIONS" is
    # one heading, "## PART A" / "### 3. Fees" (Markdown, read in the plain view) two.
    t = (
        "AGREED TERMS\n\n1 INTERPRETATION\n\n1.1 Words have meanings.\n\n"
        "ARTICLE 2\nDEFINITIONS\n\nThe terms are defined.\n\n"
        "   PART A\n\n    3. Fees\n\nThe Customer pays.\n"
    )
    one = node(t, "AGREED", "ARTICLE 2", heading="AGREED TERMS\n\n1 INTERPRETATION", ident="1")
    two = node(t, "ARTICLE 2", "   PART A", heading="ARTICLE 2\nDEFINITIONS", ident="2")
    three = node(t, "   PART A", None, heading="   PART A\n\n    3. Fees", ident="3")
    tree = ClauseTree((one, two, three))
    assert group_heading_breaks(t, tree) == [t.index("1 INTERP"), t.index("    3. Fees")]
    # The glue itself is unchanged: one interval per heading, to the first word of its body.
    glue = tree_plan(t, tree).glue
    assert (0, t.index("1.1")) in glue and (three.start, t.index("The Customer")) in glue


def test_glue_stops_at_the_node_end_for_a_heading_without_body() -> None:
    t = "ARTICLE 9 - NOTICES\n\n"
    tree = ClauseTree((node(t, "ARTICLE 9", None, heading="ARTICLE 9 - NOTICES", kind="article"),))
    glue = tree_plan(t, tree).glue
    # No chunk starts inside the heading; its end, where a next unit would start, stays free.
    assert glue == [(0, tree.nodes[0].end - 1)]
    assert tree.nodes[0].end == len("ARTICLE 9 - NOTICES")


def test_a_bodiless_heading_leaves_the_next_units_boundary_free() -> None:
    # Found by the Hypothesis guarantees test on a flattened Markdown contract: clause 2 had
    # only its heading, the heading's glue reached clause 3's start, and the boundary there
    # was dropped, so one chunk held the end of 2 and the start of 3.
    t = "**2. DATA** **3 TERMINATION** The Customer may terminate."
    start3 = t.index("3 TERM")
    # As the Markdown widening leaves them: 2 ends where 3 starts, closing markup included.
    two = ClauseNode(2, start3, 1, "clause", "2", "2", "DATA", 9, OP, None)
    three = node(t, "3 TERM", None, heading="3 TERMINATION**")
    bounds, glue, _ = tree_plan(t, ClauseTree((two, three)))
    assert any(b.pos == start3 for b in bounds)
    assert all(not (a < start3 <= b) for a, b in glue)


ASSIGNMENT = (
    "14.7 Assignment. This Agreement binds the parties and their successors. Neither party "
    "may assign this Agreement without the prior written consent of the other, except that:"
    "\n\n(1) the Supplier may assign it to an Affiliate.\n\n(2) Either party may assign it "
    "in a merger.\n"
)


def _assignment_tree(t: str = ASSIGNMENT) -> ClauseTree:
    return ClauseTree(
        (
            node(t, "14.7", None, heading="14.7 Assignment.", ident="14.7"),
            node(t, "(1)", "(2)", heading="(1)", depth=2, kind="paragraph", ident="(1)", parent=0),
            node(t, "(2)", None, heading="(2)", depth=2, kind="paragraph", ident="(2)", parent=0),
        )
    )


def test_a_lead_in_is_glued_to_its_first_item_when_they_fit_together() -> None:
    t = ASSIGNMENT
    lead, item = t.index("Neither party"), t.index("(1)")
    glue = tree_plan(t, _assignment_tree(), (), max_chars=512).glue
    assert (lead, item) in glue
    # Not when the lead-in and its item do not fit in one chunk, nor without a budget.
    glue = tree_plan(t, _assignment_tree(), (), max_chars=item - lead + 10).glue
    assert all(a != lead for a, _ in glue)
    glue = tree_plan(t, _assignment_tree()).glue
    assert all(a != lead for a, _ in glue)


def test_the_packer_moves_a_lead_in_sentence_with_its_first_item() -> None:
    from clausewise.packing import pack
    from clausewise.sizing import CharSizer

    t = ASSIGNMENT
    bounds, glue, _ = tree_plan(t, _assignment_tree(), (), max_chars=200)
    pieces = pack(t, bounds, 200, CharSizer(), glue=glue, cascade=LEGAL_CASCADE)
    bodies = [t[p.start : p.end] for p in pieces]
    # The lead-in and item (1) share a chunk; the cut falls at the sentence before them.
    assert any(b.startswith("Neither party") and "(1) the Supplier" in b for b in bodies), bodies
    assert bodies[0].endswith("their successors.")


GRANT = (
    "2.1 Exclusive Rights. The Licensor grants the Licensee an exclusive licence, free of all "
    "liens, claims and encumbrances, during the Term in the Territory, to:\n\n(a) store the "
    "Content on servers controlled by the Licensee;\n\n(b) adapt, translate and encode the "
    "Content; and\n\n(c) publish and distribute the Content in any medium.\n"
)


def _grant_tree(t: str) -> ClauseTree:
    return ClauseTree(
        (
            node(t, "2.1", None, heading="2.1 Exclusive Rights.", ident="2.1"),
            node(t, "(a)", "(b)", heading="(a)", depth=2, kind="paragraph", ident="(a)", parent=0),
            node(t, "(b)", "(c)", heading="(b)", depth=2, kind="paragraph", ident="(b)", parent=0),
            node(t, "(c)", None, heading="(c)", depth=2, kind="paragraph", ident="(c)", parent=0),
        )
    )


def test_a_list_that_fits_stays_whole_when_its_lead_in_cannot_join_it() -> None:
    from clausewise.packing import pack
    from clausewise.sizing import CharSizer

    t = GRANT
    lead, a, c = t.index("The Licensor"), t.index("(a)"), t.index("(c)")
    end = len(t.rstrip())
    budget = end - lead - 20  # the list fits, the lead-in and the list do not
    assert end - a <= budget and a - lead + t.index("(b)") - a <= budget
    bounds, glue, _ = tree_plan(t, _grant_tree(t), (), max_chars=budget)
    assert (a, c) in glue and all(x != lead for x, _ in glue)
    pieces = pack(t, bounds, budget, CharSizer(), glue=glue, cascade=LEGAL_CASCADE)
    bodies = [t[p.start : p.end] for p in pieces]
    # The three items in one chunk; the lead-in closes the chunk before them.
    assert bodies == [t[:a].rstrip(), t[a:end]], bodies
    # With room for the whole clause the list needs no glue of its own.
    glue = tree_plan(t, _grant_tree(t), (), max_chars=end + 10).glue
    assert (a, c) not in glue


def test_a_lead_in_after_other_sentences_still_moves_with_its_first_item() -> None:
    # "Neither party may assign ..., except that:" follows another sentence of 14.7: the
    # lead-in sentence can travel with item (1), away from that sentence.
    t = ASSIGNMENT
    lead, one, two = t.index("Neither party"), t.index("(1)"), t.index("(2)")
    end = len(t.rstrip())
    budget = end - lead - 5
    assert end - one <= budget
    glue = tree_plan(t, _assignment_tree(), (), max_chars=budget).glue
    assert (lead, one) in glue and (one, two) not in glue


@pytest.mark.parametrize("furniture", ["Page 3 of 9", "- 3 -", "Source: ACME INC, 10-K, 3/12/2020"])
def test_a_lead_in_is_found_across_the_page_furniture_before_its_list(furniture: str) -> None:
    t = ASSIGNMENT.replace("except that:\n\n", f"except that:\n\n{furniture}\n\n")
    lead, item = t.index("Neither party"), t.index("(1)")
    glue = tree_plan(t, _assignment_tree(t), (), max_chars=512).glue
    assert (lead, item) in glue


def test_no_lead_in_without_a_colon_before_the_furniture() -> None:
    t = ASSIGNMENT.replace("except that:\n\n", "except that.\n\nPage 3 of 9\n\n")
    glue = tree_plan(t, _assignment_tree(t), (), max_chars=512).glue
    assert all(a != t.index("Neither party") for a, _ in glue)


def test_the_legal_cascade_does_not_cut_after_a_colon() -> None:
    t = "Automobile Liability Insurance: $2,000,000 per occurrence; and property damage."
    semicolon = next(r for r in LEGAL_CASCADE if r.name == "semicolon")
    assert semicolon.find(t, 0, len(t)) == [t.index("and property")]


# -- type changes: a chunk keeps one type, but not at the cost of a list or a sentence -------

LIST = (
    "7.1 Audit. The Supplier shall keep records and allow the Customer to verify the following:"
    "\n\n(a) the accuracy of the Supplier's invoices;\n\n(b) that the Services were performed; or"
    "\n\n(c) compliance with this Agreement.\n\n(d) The Supplier shall pay all Taxes."
)


def test_a_type_change_does_not_split_a_list_from_its_lead_in() -> None:
    t = LIST
    nodes = [node(t, "7.1", None, heading="7.1 Audit", ident="7.1", depth=1)]
    for mark, nxt in (("(a)", "(b)"), ("(b)", "(c)"), ("(c)", "(d)"), ("(d)", None)):
        nodes.append(node(t, mark, nxt, depth=2, kind="paragraph", ident=mark, parent=0))
    tree = ClauseTree(tuple(nodes))
    changes = [t.index(m) for m in ("(a)", "(b)", "(c)", "(d)")]
    bounds, _, _ = tree_plan(t, tree, changes)
    split = {t[b.pos : b.pos + 3] for b in bounds if b.split and b.level == 2}
    # After "following:", "invoices;" and "; or" the list goes on; after "Agreement." it ends.
    assert split == {"(d)"}


def test_a_paragraph_type_change_splits_only_at_a_sentence_end() -> None:
    t = (
        "12.3 Warranty. In order to receive the remedy, the Distributor shall\n\n\n\n"
        "deliver a sample of the Product to the Supplier. \n\nThe Supplier may audit the "
        "Distributor once a year. 3\n\nPayment is due within thirty days."
    )
    tree = ClauseTree((node(t, "12.3", None, heading="12.3 Warranty", ident="12.3"),))
    changes = [t.index("deliver"), t.index("The Supplier may"), t.index("Payment")]
    bounds, _, _ = tree_plan(t, tree, changes)
    paragraphs = [t[b.pos : b.pos + 7] for b in bounds if b.level == Level.PARAGRAPH]
    # "shall" + page break goes on; "... Supplier." ends a sentence; "year. 3" ends in a page
    # number, not a sentence.
    assert paragraphs == ["The Sup"]
    assert all(b.split for b in bounds if b.level == Level.PARAGRAPH)


# -- the legal cascade ---------------------------------------------------------------------------

PAGES = (
    "The Supplier shall, at its own cost, deliver the Goods to the Site and\n\n\n\n"
    "install them within ten days. The Customer shall pay the Price.\n\n"
    "The Supplier warrants the Goods against the following defects:\n\n"
    "(a) defects in materials; and\n\n(b) defects in workmanship.\n\nNotices are in writing."
)


def _rung(name: str) -> object:
    return next(r for r in LEGAL_CASCADE if r.name == name)


def test_legal_paragraph_rung_skips_page_breaks_in_sentences_and_lead_ins() -> None:
    t = PAGES
    legal = _rung("paragraph").find(t, 0, len(t))  # type: ignore[attr-defined]
    plain = next(r for r in DEFAULT_CASCADE if r.name == "paragraph").find(t, 0, len(t))
    expected = [t.index("The Supplier warrants"), t.index("Notices")]
    assert legal == expected
    # Not before "install" (a page break), "(a)" (after a lead-in) nor "(b)" (after an item
    # ending "; and": the list goes on).
    assert set(plain) - set(legal) == {t.index("install"), t.index("(a)"), t.index("(b)")}


def test_legal_sentence_rung_skips_a_page_break_inside_a_sentence() -> None:
    t = PAGES
    legal = _rung("sentence").find(t, 0, len(t))  # type: ignore[attr-defined]
    assert t.index("install") not in legal
    assert t.index("The Customer") in legal and t.index("Notices") in legal


def test_a_page_break_after_a_word_no_sentence_ends_with_is_no_cut() -> None:
    t = (
        "The Agreement shall continue for a primary term of ten years. Thereafter, this\n\n\n\n"
        "                  Agreement shall be effective month to month.\n\nNotices are in writing."
    )
    for name in ("paragraph", "sentence"):
        cuts = _rung(name).find(t, 0, len(t))  # type: ignore[attr-defined]
        assert t.index("Agreement shall be") not in cuts, name
        assert t.index("Notices") in cuts, name


def test_legal_cascade_is_the_default_one_with_lead_in_and_page_break_rungs() -> None:
    legal = [(r.level, r.name) for r in LEGAL_CASCADE]
    assert legal.pop(1) == (Level.SENTENCE, "item")
    assert legal.pop(2) == (Level.SENTENCE, "continuation")
    assert legal.pop(2) == (Level.SENTENCE, "lead-in")
    assert legal.pop(3) == (Level.CLAUSE_PUNCT, "page-break")
    assert legal.pop(4) == (Level.ENUMERATOR, "proviso")
    assert legal == [(r.level, r.name) for r in DEFAULT_CASCADE]


# A sentence split by a page break with the footer standing between its halves, as text
# extracted from a PDF has it.
FOOTER = (
    "The Supplier has no liability for any settlement made without its consent. Under no "
    "circumstances\n\nACME SUPPLY AGREEMENT     9                 083096\n\nis the Supplier "
    "liable for any third-party claim except those described in this clause.\n\nNotices are "
    "in writing."
)


def test_a_footer_inside_a_sentence_is_no_paragraph_and_no_sentence_start() -> None:
    footer, word = FOOTER.index("ACME"), FOOTER.index("is the Supplier")
    for name in ("paragraph", "sentence"):
        cuts = _rung(name).find(FOOTER, 0, len(FOOTER))  # type: ignore[attr-defined]
        assert footer not in cuts and word not in cuts, name
        assert FOOTER.index("Notices") in cuts, name
    # The sentence itself still starts where it does.
    assert FOOTER.index("Under no") in _rung("sentence").find(FOOTER, 0, len(FOOTER))  # type: ignore[attr-defined]
    # Where the sentence must be cut, the page break is the place, before a comma or a word.
    assert _rung("page-break").find(FOOTER, 0, len(FOOTER)) == [footer, word]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "between",
    ["- 14 -", "Page 14 of 30", "14", "Source: ACME INC, 10-K, 3/12/2020", "14\n\nCONFIDENTIAL"],
)
def test_page_furniture_of_every_shape_inside_a_sentence(between: str) -> None:
    t = f"The fees are payable, subject to\n\n{between}\n\nthe terms of clause 4. Next one."
    assert _rung("paragraph").find(t, 0, len(t)) == []  # type: ignore[attr-defined]
    assert t.index("the terms") in _rung("page-break").find(t, 0, len(t))  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "items"),
    [
        # A list whose items are bullets or enumerators: an item is no page furniture.
        (
            "Services include the following, among others\n\no hosting\n\no backups and support",
            ["o hosting", "o backups"],
        ),
        ("The Supplier shall deliver the goods,\n\n(b) install them,\n\nand test them.", ["(b)"]),
        ("It covers, in each case,\n\n- delivery\n\nand installation at the premises.", ["- "]),
        # A full stop before the blank line: a real paragraph, whatever follows.
        ("The term is five years.\n\nPage 2\n\nrenewal is automatic.", ["Page", "renewal"]),
    ],
)
def test_a_list_item_or_a_paragraph_end_is_no_page_break_in_a_sentence(
    text: str, items: list[str]
) -> None:
    cuts = _rung("page-break").find(text, 0, len(text))  # type: ignore[attr-defined]
    for item in items:
        assert text.index(item) not in cuts, item


INSURANCE = (
    "The Supplier shall be named as an additional insured. Commercial general liability "
    "insurance with the following limits and forms:\n\nEach Occurrence: $2,000,000 per "
    "occurrence, including products and completed operations coverage. Umbrella cover of "
    "$5,000,000 applies."
)


def test_a_cut_after_a_colon_is_a_lead_in_cut_not_a_sentence_cut() -> None:
    t = INSURANCE
    after = t.index("Each Occurrence")
    assert after not in _rung("sentence").find(t, 0, len(t))  # type: ignore[attr-defined]
    assert _rung("lead-in").find(t, 0, len(t)) == [after]  # type: ignore[attr-defined]


def test_the_packer_keeps_a_lead_in_with_what_it_introduces_when_they_fit() -> None:
    from clausewise.packing import pack
    from clausewise.sizing import CharSizer

    t = INSURANCE
    lead = t.index("Commercial general")
    # Room for the lead-in and its line but not for the sentence before them as well: the
    # cut falls before the lead-in, not after its colon.
    cap = t.index(" Umbrella") - lead + 5
    pieces = pack(t, [], cap, CharSizer(), cascade=LEGAL_CASCADE)
    starts = [p.start for p in pieces]
    assert lead in starts and t.index("Each Occurrence") not in starts, starts
    # With no room for both, the lead-in rung cuts after the colon rather than mid-sentence.
    pieces = pack(t, [], t.index("Each") - lead + 2, CharSizer(), cascade=LEGAL_CASCADE)
    assert t.index("Each Occurrence") in [p.start for p in pieces]


def test_a_joining_word_before_the_next_item_ends_the_item_before_it() -> None:
    t = (
        "shall not (i) contact the Bank; or ii. make any representation; "
        "and (iii) deal; and the rest"
    )
    cuts = _rung("semicolon").find(t, 0, len(t))  # type: ignore[attr-defined]
    assert cuts == [t.index("ii."), t.index("(iii)"), t.index("and the rest")]


# -- ancestor headers -----------------------------------------------------------------------------

NESTED = (
    "ARTICLE 5 PAYMENT\n\n5.1 Fees. The Customer shall pay the Fees.\n\n"
    "(a) Invoices are due in thirty days.\n\n(b) Late sums bear interest.\n"
)


def test_prefix_candidates_from_the_open_ancestors() -> None:
    t = NESTED
    tree = ClauseTree(
        (
            node(
                t,
                "ARTICLE 5",
                None,
                heading="ARTICLE 5 PAYMENT",
                ident="Article 5",
                title="PAYMENT",
                kind="article",
            ),
            node(t, "5.1", None, heading="5.1 Fees", ident="5.1", title="Fees", depth=2, parent=0),
            node(t, "(a)", "(b)", ident="(a)", depth=3, kind="paragraph", parent=1),
            node(t, "(b)", None, ident="(b)", depth=3, kind="paragraph", parent=1),
        )
    )
    prefix = make_prefix(TreeIndex(tree), 100)
    both = "Article 5 PAYMENT\n5.1 Fees\n"
    # A chunk starting at (b): its parents' headings, the nearest one, its number, nothing.
    assert prefix(t.index("(b)")) == (both, "5.1 Fees\n", "5.1\n", "")
    # Inside (a), (a) is open too.
    inside = prefix(t.index("due"))
    assert inside == (both + "(a)\n", "5.1 Fees\n(a)\n", "(a)\n", "")
    # ``line`` renders one ancestor (here: upper case), once per node.
    seen: list[str] = []

    def shout(n: ClauseNode) -> str:
        seen.append(n.identifier)
        return heading_line(n).upper() + "\n"

    loud = make_prefix(TreeIndex(tree), 100, line=shout)
    assert loud(t.index("due"))[0] == "ARTICLE 5 PAYMENT\n5.1 FEES\n(A)\n"
    loud(t.index("(b)"))
    loud(t.index("Late"))
    assert sorted(seen) == ["(a)", "(b)", "5.1", "Article 5"]
    # A short limit drops the candidates that do not fit.
    assert make_prefix(TreeIndex(tree), 12)(t.index("(b)")) == ("5.1 Fees\n", "5.1\n", "")


def test_the_pipeline_header_is_one_line_per_ancestor() -> None:
    # make_prefix renders each ancestor once and joins the lines: that is only the header the
    # context module writes if its header is line-wise. Pinned here, where it is relied on.
    from clausewise.legal.context import ancestor_header

    path = [("Article 5", "PAYMENT"), ("5.1", "Fees"), ("(a)", None), ("(b)", "Interest")]
    for k in range(len(path)):
        whole = ancestor_header(path[k:])
        assert whole == "".join(ancestor_header([step]) for step in path[k:])
