"""Invariants of the one packer, on generated and hand-made text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from clausewise.document import Boundary, KeepTogether, Level
from clausewise.guarantees import violations
from clausewise.packing import pack
from clausewise.sizing import CharSizer, TokenEstimate

WORDS = st.sampled_from(
    [
        "the",
        "Supplier",
        "shall",
        "pay",
        "within",
        "thirty",
        "days.",
        "(a)",
        "Fees;",
        "and",
        "\n",
        "\n\n",
        "Clause",
        "7.2",
        "provided",
        "that",
        "Losses",
        "supercalifragilistic",
    ]
)


@st.composite
def documents(draw: st.DrawFn) -> tuple[str, list[Boundary]]:
    parts = draw(st.lists(WORDS, min_size=0, max_size=300))
    text = ""
    bounds: list[Boundary] = []
    for word in parts:
        if draw(st.integers(0, 20)) == 0:
            level = draw(st.integers(1, 4))
            bounds.append(Boundary(len(text), level, draw(st.booleans()), "unit"))
        text += word + ("" if word.startswith("\n") else " ")
    return text, bounds


@settings(max_examples=300, deadline=None)
@given(documents(), st.integers(8, 200), st.integers(0, 30), st.integers(0, 3))
def test_guarantees_hold(
    doc: tuple[str, list[Boundary]], cap: int, min_size: int, hard: int
) -> None:
    text, bounds = doc
    pieces = pack(text, bounds, cap, CharSizer(), min_size=min(min_size, cap - 1), hard_level=hard)
    spans = [(p.start, p.end) for p in pieces]
    assert violations(text, spans, sizer=len, capacity=cap) == []
    # No chunk crosses a boundary at or above the hard level.
    for b in bounds:
        if b.level <= hard:
            assert not any(p.start < b.pos < p.end for p in pieces if text[b.pos : p.end].strip())


def test_structural_split_keeps_clauses_apart_even_when_everything_fits() -> None:
    text = "1. Fees. Pay on time.\n2. Term. Two years.\n"
    bounds = [Boundary(0, 1, True, "clause"), Boundary(text.index("2."), 1, True, "clause")]
    pieces = pack(text, bounds, 1000, CharSizer(), hard_level=1)
    assert [text[p.start : p.end] for p in pieces] == [
        "1. Fees. Pay on time.",
        "2. Term. Two years.",
    ]


def test_undersized_sibling_merges_but_not_across_hard_level() -> None:
    text = "1.1 Tiny.\n1.2 Also a small clause.\n2. Next top-level clause.\n"
    bounds = [
        Boundary(0, 2, True, "clause"),
        Boundary(text.index("1.2"), 2, True, "clause"),
        Boundary(text.index("2."), 1, True, "clause"),
    ]
    pieces = pack(text, bounds, 1000, CharSizer(), min_size=15, hard_level=1)
    bodies = [text[p.start : p.end] for p in pieces]
    assert bodies == ["1.1 Tiny.\n1.2 Also a small clause.", "2. Next top-level clause."]


def test_a_small_opening_piece_of_a_split_unit_stays_with_its_continuation() -> None:
    c = "C. By Affiliate, on notice of any change in the Affiliate's ownership or control."
    d = (
        "D. By Network, for cause. For this purpose cause is fraud by the Affiliate; "
        "misrepresentation of any material fact; failure to pay any fee when due; breach of "
        "any covenant of this Agreement that remains uncured; and insolvency of the Affiliate."
    )
    text = c + "\n" + d
    bounds = [Boundary(0, 3, False, "clause"), Boundary(text.index("D."), 3, False, "clause")]
    pieces = pack(text, bounds, 160, CharSizer(), min_size=60)
    bodies = [text[p.start : p.end] for p in pieces]
    # The first sentence of D is too short to stand alone and fits with the piece after it:
    # it opens D's first chunk instead of ending C's.
    assert bodies[0] == c
    assert bodies[1].startswith("D. By Network, for cause. For this purpose cause is fraud")
    assert not violations(text, [(p.start, p.end) for p in pieces])


def test_cascade_prefers_sentences_to_words() -> None:
    text = "The Supplier shall deliver the Goods. The Customer shall pay the Price. " * 3
    pieces = pack(text, [], 80, CharSizer())
    for p in pieces:
        assert text[p.start : p.end].endswith(".")


def test_a_long_sentences_short_first_piece_joins_the_chunk_before_it() -> None:
    # The second sentence is too long for a chunk and its only cut is after "On delivery,":
    # that piece joins the chunk before it rather than standing alone (one chunk fewer, and
    # no cut that was not needed anyway).
    text = (
        "The Customer shall pay the Price. On delivery, the Supplier shall unload the Goods "
        "at the warehouse and check them against the order and list."
    )
    pieces = pack(text, [], 100, CharSizer())
    assert [text[p.start : p.end] for p in pieces] == [
        "The Customer shall pay the Price. On delivery,",
        "the Supplier shall unload the Goods at the warehouse and check them against the order "
        "and list.",
    ]


def test_glue_keeps_heading_with_body() -> None:
    heading = "ARTICLE VII\nINDEMNIFICATION\n\n"
    body = "The Supplier shall indemnify the Customer. " * 10
    text = heading + body
    pieces = pack(text, [], 120, CharSizer(), glue=[(0, len(heading))])
    assert text[pieces[0].start : pieces[0].end].startswith("ARTICLE VII\nINDEMNIFICATION\n\nThe")


def test_stacked_headings_too_long_for_a_chunk_give_way_between_them() -> None:
    # "AGREED TERMS" above "1 INTERPRETATION ...", glued to "1.1 In this ...": the run is
    # longer than a chunk, so it gives way where the clause's own heading line starts (the
    # ``give_way`` position), never inside that line ("1 INTERPRETATION AND" | "GENERAL").
    text = (
        "AGREED TERMS\n\n1 INTERPRETATION AND GENERAL PROVISIONS\n\n"
        "1.1 In this agreement the following definitions apply."
    )
    own, body = text.index("1 INTERP"), text.index("1.1")
    pieces = pack(text, [], 56, CharSizer(), glue=[(0, body)], give_way=[own])
    assert [text[p.start : p.end] for p in pieces][:2] == [
        "AGREED TERMS",
        "1 INTERPRETATION AND GENERAL PROVISIONS\n\n1.1 In this",
    ]
    # Without it the glue gives way at its last space that fits: here the heading's end.
    pieces = pack(text, [], 56, CharSizer(), glue=[(0, body)])
    assert text[pieces[0].start : pieces[0].end] == (
        "AGREED TERMS\n\n1 INTERPRETATION AND GENERAL PROVISIONS"
    )
    # A run that fits whole does not give way.
    pieces = pack(text, [], 200, CharSizer(), glue=[(0, body)], give_way=[own])
    assert [(p.start, p.end) for p in pieces] == [(0, len(text))]


def test_keep_together_region_overshoots_up_to_its_factor() -> None:
    table = "Year  Fee\n2024  100\n2025  110\n2026  120\n"
    text = "Intro sentence here.\n\n" + table + "\nAfter text follows.\n"
    a = text.index("Year")
    region = KeepTogether(a, a + len(table.rstrip()), 1.5)
    pieces = pack(text, [Boundary(a, Level.PARAGRAPH)], 30, CharSizer(), keep_together=[region])
    assert any(text[p.start : p.end] == table.rstrip() for p in pieces)


def test_one_huge_word_is_cut_and_everything_kept() -> None:
    text = "short words " + "x" * 1000 + " tail"
    pieces = pack(text, [], 64, TokenEstimate(4))
    spans = [(p.start, p.end) for p in pieces]
    assert violations(text, spans) == []
    assert any(p.forced for p in pieces)
    assert all((p.end - p.start) // 4 <= 64 for p in pieces)


def test_prefix_counts_against_capacity() -> None:
    text = "word " * 200
    pieces = pack(text, [], 50, CharSizer(), prefix=lambda pos: ("HEADER\n",) if pos else ("",))
    for p in pieces:
        assert p.head == ("HEADER\n" if p.start else "")
        assert len(p.head) + p.end - p.start <= 50


def test_a_shorter_header_is_chosen_before_cutting_a_sentence() -> None:
    sentence = "The Supplier shall indemnify the Customer against all Losses arising."
    text = "Some introductory words come first here. " + sentence
    heads = ("7 Indemnification\n7.2 Procedures\n", "7.2\n", "")
    pieces = pack(text, [], 80, CharSizer(), prefix=lambda pos: heads)
    bodies = [text[p.start : p.end] for p in pieces]
    assert sentence in bodies
    chosen = next(p.head for p in pieces if text[p.start : p.end] == sentence)
    assert chosen == "7.2\n"


def test_linear_in_text_length() -> None:
    # Not a timing test: count sizer calls, which must grow linearly with the text.
    calls = 0

    def counting(text: str) -> int:
        nonlocal calls
        calls += 1
        return len(text.split())

    small = "The party shall pay. " * 500
    pack(small, [], 40, counting)
    n_small = calls
    calls = 0
    pack(small * 8, [], 40, counting)
    assert calls < n_small * 8 * 1.5


def test_terminates_with_a_sizer_that_is_not_monotonic_in_length() -> None:
    # Real tokenizers can count fewer tokens for a longer prefix ("Googl" vs "Google").
    def bumpy(text: str) -> int:
        return len(text.split()) + (6 if text.endswith("x") else 0)

    text = " ".join(f"xa{i}x, xb{i}x; xc{i}x." for i in range(120))
    pieces = pack(text, [], 9, bumpy)
    spans = [(p.start, p.end) for p in pieces]
    assert violations(text, spans, sizer=bumpy, capacity=9) == []


# -- filling siblings, and only across boundaries that do not split --------------------------

_SIBLINGS = (
    "The parties agree as follows.\n"
    "(a) The Supplier shall deliver the Goods.\n"
    "(b) The Customer shall pay the Price.\n"
    "(c) Either party may terminate on notice.\n"
)


def _siblings(splits: tuple[bool, bool, bool]) -> list[str]:
    text = _SIBLINGS
    bounds = [
        Boundary(text.index(mark), 2, split, "item")
        for mark, split in zip(("(a)", "(b)", "(c)"), splits, strict=True)
    ]
    return [text[p.start : p.end] for p in pack(text, bounds, 1000, CharSizer())]


def test_siblings_fill_a_chunk_across_boundaries_that_do_not_split() -> None:
    lead, a, b, c = (line for line in _SIBLINGS.splitlines())
    assert _siblings((False, False, False)) == [_SIBLINGS.strip()]
    # A split starts a new chunk; the siblings after it that do not split fill it.
    assert _siblings((True, False, False)) == [lead, f"{a}\n{b}\n{c}"]
    assert _siblings((False, True, False)) == [f"{lead}\n{a}", f"{b}\n{c}"]
    assert _siblings((True, True, True)) == [lead, a, b, c]


# -- equivalences: fast paths give what the general ones give ---------------------------------


class _Chars:
    """Counts characters like CharSizer, but is not one: the packer takes its general path."""

    def __call__(self, text: str) -> int:
        return len(text)

    def size_of_length(self, n: int) -> int:
        return n


@settings(max_examples=150, deadline=None)
@given(documents(), st.integers(12, 120), st.integers(0, 20))
def test_length_arithmetic_matches_measuring_with_headers(
    doc: tuple[str, list[Boundary]], cap: int, min_size: int
) -> None:
    text, bounds = doc
    heads = ("7 Indemnities\n7.2 Procedure\n", "7.2\n", "")

    def prefix(pos: int) -> tuple[str, ...]:
        return heads[pos % 2 :]

    kw = {"min_size": min(min_size, cap - 1), "glue": [(0, 8)], "prefix": prefix}
    fast = pack(text, bounds, cap, CharSizer(), **kw)  # type: ignore[arg-type]
    general = pack(text, bounds, cap, _Chars(), **kw)  # type: ignore[arg-type]
    assert fast == general


@settings(max_examples=150, deadline=None)
@given(documents(), st.integers(8, 200))
def test_scanning_a_whole_range_matches_searching_windows(
    doc: tuple[str, list[Boundary]], cap: int
) -> None:
    import clausewise.packing_cascade as cascade

    text, bounds = doc
    saved = cascade._WHOLE, cascade._TAIL
    try:
        cascade._WHOLE = 10**9  # every range is scanned whole
        whole = pack(text, bounds, cap, CharSizer())
        cascade._WHOLE, cascade._TAIL = -1, 4  # windows of a few characters, grown fourfold
        windows = pack(text, bounds, cap, CharSizer())
    finally:
        cascade._WHOLE, cascade._TAIL = saved
    assert whole == windows


def test_windows_see_a_blank_line_that_straddles_their_start() -> None:
    # Found by Hypothesis: searching forward in windows, the paragraph break before
    # "supercal..." began one character before a window, was missed, and the piece after it
    # was labelled as a sentence start where a whole scan says paragraph.
    import clausewise.packing_cascade as cascade

    text = "Supplier within within \n\nsupercalifragilistic the the the "
    saved = cascade._WHOLE, cascade._TAIL
    try:
        cascade._WHOLE = 10**9
        whole = pack(text, [], 8, CharSizer())
        cascade._WHOLE, cascade._TAIL = -1, 4
        windows = pack(text, [], 8, CharSizer())
    finally:
        cascade._WHOLE, cascade._TAIL = saved
    assert windows == whole
    assert next(p.label for p in windows if p.start == text.index("super")) == "paragraph"


def test_long_blank_runs_are_trimmed() -> None:
    text = "First clause text." + " \n" * 5000 + "Second clause text." + "\n \t" * 3000
    pieces = pack(text, [Boundary(text.index("Second"), 1, True, "clause")], 100, CharSizer())
    assert [text[p.start : p.end] for p in pieces] == ["First clause text.", "Second clause text."]


def test_a_split_units_tail_does_not_merge_with_the_next_unit() -> None:
    # Both articles are split; the tail of Article 4 and the opening of Article 5 are each
    # below min_size, but a chunk holding the end of one and the start of the other belongs
    # to neither: each stays with its own unit.
    a = (
        "Article 4\nThe first paragraph of this article is long enough to fill a chunk. It "
        "goes on and on.\nThe tail is short."
    )
    b = (
        "Article 5\nShort start.\nThen a second paragraph that is long enough to fill most "
        "of a chunk alone here."
    )
    text = a + "\n" + b
    bounds = [Boundary(0, 2, True, "article"), Boundary(len(a) + 1, 2, True, "article")]
    pieces = pack(text, bounds, 100, CharSizer(), min_size=40, hard_level=1)
    assert [text[p.start : p.end] for p in pieces] == [
        "Article 4\nThe first paragraph of this article is long enough to fill a chunk. It "
        "goes on and on.",
        "The tail is short.",
        "Article 5\nShort start.",
        "Then a second paragraph that is long enough to fill most of a chunk alone here.",
    ]


def test_a_run_of_headings_gives_way_where_the_rest_fits_with_its_body() -> None:
    # "PART A GENERAL" / "ARTICLE 5 INDEMNITY" / "5.1 General." / body, glued into one run
    # longer than a chunk. Each heading glued to the one above is a place to give way, with
    # where the body after its headings starts: the first place from which the rest fits with
    # its first body word wins, so the article keeps its sub-clause's heading and body.
    text = (
        "PART A GENERAL\nARTICLE 5 INDEMNITY\n5.1 General.\n"
        "The Supplier shall indemnify the Customer against all losses."
    )
    article, clause, body = text.index("ARTICLE"), text.index("5.1"), text.index("The")
    glue = [(0, article), (article, clause), (clause, body)]
    for give_way in ([(article, body), (clause, body)], [article, clause]):
        pieces = pack(text, [], 45, CharSizer(), glue=glue, give_way=give_way)
        bodies = [text[p.start : p.end] for p in pieces]
        assert bodies[0] == "PART A GENERAL", bodies
        assert bodies[1].startswith("ARTICLE 5 INDEMNITY\n5.1 General.\nThe"), bodies
    # When the whole run fits with its first body word, the cut falls after that word.
    pieces = pack(text, [], 60, CharSizer(), glue=glue, give_way=[(article, body)])
    assert text[pieces[0].start : pieces[0].end].startswith("PART A GENERAL\nARTICLE 5")
