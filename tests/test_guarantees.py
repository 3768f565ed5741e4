"""``clausewise.guarantees``: the checker flags each broken guarantee, on hand-made spans.

The structure of each text is declared here (nodes written by hand, as ``parse_structure()``
returns them), so the checks are tested apart from any parser or packer.
"""

from __future__ import annotations

from clausewise.guarantees import Heading, Unit, structure_of, violations
from clausewise.legal.types import HierarchyNode

TEXT = (
    "ARTICLE 1\nDEFINITIONS\n\n1.1 Terms. Words have the meanings given here.\n\n"
    "2. PAYMENT\n\nThe Customer shall pay the Charges.\n\n"
    "3. TERM\n\n---------\n\nThis Agreement lasts two years.\n"
)


def _nodes() -> list[HierarchyNode]:
    t = TEXT
    a1, two, three = t.index("ARTICLE 1"), t.index("2. PAYMENT"), t.index("3. TERM")
    return [
        HierarchyNode(1, "Article 1", "DEFINITIONS", None, a1, two - 2),
        HierarchyNode(2, "1.1", "Terms", "Article 1", t.index("1.1"), two - 2),
        HierarchyNode(1, "2", "PAYMENT", None, two, three - 2),
        HierarchyNode(1, "3", "TERM", None, three, len(t) - 1),
    ]


def test_structure_of_reads_units_and_stand_alone_headings() -> None:
    t = TEXT
    units, headings = structure_of(t, _nodes())
    two, three = t.index("2. PAYMENT"), t.index("3. TERM")
    assert units == [
        Unit(0, two - 2, "Article 1"),
        Unit(two, three - 2, "2"),
        Unit(three, len(t) - 1, "3"),
    ]
    # "ARTICLE 1" + "DEFINITIONS" on the next line is one heading; "1.1 Terms." is run in
    # (its line holds body text): listed as such, it is not checked itself but continues a
    # run of headings; the rule under "3. TERM" belongs to it.
    one = t.index("1.1")
    assert [(h.start, h.end, h.run_in) for h in headings] == [
        (0, t.index("\n\n1.1"), False),
        (one, one + len("1.1 Terms."), True),
        (two, two + len("2. PAYMENT"), False),
        (three, t.index("\n\nThis Agreement"), False),
    ]


def test_a_good_split_passes() -> None:
    t = TEXT
    units, headings = structure_of(t, _nodes())
    two, three = t.index("2. PAYMENT"), t.index("3. TERM")
    spans = [(0, two - 2), (two, three - 2), (three, len(t) - 1)]
    assert violations(t, spans, units=units, headings=headings) == []


def test_a_chunk_across_two_top_level_units_is_flagged() -> None:
    t = TEXT
    units, headings = structure_of(t, _nodes())
    cut = t.index("Charges") + len("Charges.")
    problems = violations(t, [(0, cut), (cut, len(t))], units=units, headings=headings)
    assert problems == [f"chunk 0 (0, {cut}) spans top-level units ['Article 1', '2']"]


def test_a_heading_left_at_the_end_of_a_chunk_is_flagged_in_both_shapes() -> None:
    t = TEXT
    _, headings = structure_of(t, _nodes())
    three = t.index("3. TERM")
    body = t.index("This Agreement")
    # Text, then the heading and the rule under it: "ends a chunk".
    ends = violations(t, [(0, body), (body, len(t))], headings=headings)
    assert len(ends) == 1
    assert ends[0].startswith("heading '3' 'TERM'") and "ends a chunk" in ends[0]
    # The heading (and its rule) alone.
    alone = [(0, three - 2), (three, body - 2), (body, len(t))]
    problems = violations(t, alone, headings=headings)
    assert len(problems) == 1 and "is a chunk of headings alone" in problems[0]
    # Too little room for the heading and the first word of its body: not reported.
    assert violations(t, alone, headings=headings, room=10) == []


def test_a_heading_with_nothing_after_it_in_its_unit_is_not_flagged() -> None:
    t = "1. SERVICES\n\n2. PAYMENT\n\nPay on time.\n"
    two = t.index("2.")
    headings = [Heading(0, len("1. SERVICES"), two - 2, "'1' 'SERVICES'")]
    assert violations(t, [(0, two - 2), (two, len(t))], headings=headings) == []


def test_a_heading_after_stray_text_on_its_line_starts_at_itself() -> None:
    # Found by the Hypothesis guarantees test: a line break fell before a full stop, so the
    # heading's line opens with the previous sentence's "." A chunk ending with that "." does
    # not end with the heading; one ending inside the heading itself still does.
    t = "The Customer shall pay where\n. Section 1.2 SERVICES\nThe Supplier shall serve.\n"
    head = t.index("Section 1.2")
    node = HierarchyNode(1, "Section 1.2", "SERVICES", None, head, len(t) - 1)
    _, headings = structure_of(t, [node])
    assert [(h.start, h.end) for h in headings] == [(head, t.index("\nThe Supplier"))]
    assert violations(t, [(0, head - 1), (head, len(t))], headings=headings) == []
    body = t.index("The Supplier")
    ends = violations(t, [(0, body), (body, len(t))], headings=headings)
    assert len(ends) == 1 and "ends a chunk" in ends[0]


def test_a_heading_ending_a_line_the_previous_unit_opens_is_listed() -> None:
    # Found by the Hypothesis guarantees test once the parser read such headings: a filing
    # runs a clause on into the next one's heading ("... the Parties. 2. DEVELOPMENT"), and
    # the body follows on the next line. The packer glues the heading to that body, so the
    # checker must know it: a chunk ending right after it ends with a heading.
    t = "1.1 The Parties shall cooperate. 2. DEVELOPMENT\n2.1 The Parties shall develop.\n"
    head, body = t.index("2. DEVELOPMENT"), t.index("2.1")
    nodes = [
        HierarchyNode(1, "1", None, None, 0, head - 1),
        HierarchyNode(1, "2", "DEVELOPMENT", None, head, len(t) - 1),
        HierarchyNode(2, "2.1", None, "2", body, len(t) - 1),
    ]
    _, headings = structure_of(t, nodes)
    assert [(h.start, h.end) for h in headings] == [(head, body - 1)]
    assert violations(t, [(0, head - 1), (head, len(t))], headings=headings) == []
    ends = violations(t, [(0, body - 1), (body, len(t))], headings=headings)
    assert len(ends) == 1 and "ends a chunk" in ends[0]


def test_page_furniture_after_a_heading_is_not_its_body() -> None:
    # A page number and the next page's running header follow the heading: a chunk ending
    # with them still ends with the heading.
    t = "1. SERVICES\n\n- 2 -\n\n\nACME CONFIDENTIAL\n\nThe Supplier shall serve.\n"
    node = HierarchyNode(1, "1", "SERVICES", None, 0, len(t) - 1)
    _, headings = structure_of(t, [node])
    body = t.index("The Supplier")
    problems = violations(t, [(0, body - 2), (body, len(t))], headings=headings)
    assert problems == [
        "heading '1' 'SERVICES' at 0 is a chunk of headings alone (chunk text ends at 38) "
        "while its body follows"
    ]
    assert violations(t, [(0, body + 3), (body + 4, len(t))], headings=headings) == []


def test_a_line_that_opens_a_unit_after_a_page_number_is_body_not_a_running_header() -> None:
    # "## Section 3.01 ..." after the page number is the article's first sub-unit, with its
    # text: a chunk holding it does not end with the article's heading (Hypothesis).
    t = (
        "ARTICLE III - SECURITY\n\n\nPage 27 of 40\n\n\n## Section 3.01 Severability. Its text."
        "\n\n- (a) More text of the section.\n"
    )
    node = HierarchyNode(1, "Article III", "SECURITY", None, 0, len(t) - 1)
    _, headings = structure_of(t, [node])
    cut = t.index("\n\n- (a)")
    assert violations(t, [(0, cut), (cut + 2, len(t))], headings=headings) == []


def test_an_escaped_numbered_paragraph_after_a_page_number_is_body() -> None:
    # Markdown "1\. Member States ..." (a paragraph number escaped: no list item) after the
    # page number is the article's first paragraph, not the next page's running header: a
    # chunk ending with it does not end with the heading (Hypothesis, EU profile on Markdown).
    t = "## Article 19 PENALTIES\n\n3\n\n1\\. Member States shall act.\n\n2\\. They notify it.\n"
    node = HierarchyNode(1, "Article 19", "PENALTIES", None, 0, len(t) - 1)
    _, headings = structure_of(t, [node])
    two = t.index("2\\.")
    assert violations(t, [(0, two - 2), (two, len(t))], headings=headings) == []
    page = t.index("3\n")
    alone = violations(t, [(0, page + 1), (page + 3, len(t))], headings=headings)
    assert len(alone) == 1 and "chunk of headings alone" in alone[0]


def test_a_run_of_headings_across_page_furniture_is_measured_whole() -> None:
    # "SCHEDULE 1 / Obligations", a page number, then "1. Confidential": one run of headings
    # with the first word of the body. With too little room for it all (46 characters), a
    # cut between the headings or inside the last one is not reported.
    t = "SCHEDULE 1\nObligations\n\n5\n\n1. Confidential\n\nThe Parties keep secrets.\n"
    one = t.index("1. Conf")
    nodes = [
        HierarchyNode(1, "Schedule 1", "Obligations", None, 0, len(t) - 1),
        HierarchyNode(2, "1", "Confidential", "Schedule 1", one, len(t) - 1),
    ]
    _, headings = structure_of(t, nodes)
    between = [(0, one - 2), (one, len(t))]
    assert len(violations(t, between, headings=headings)) == 1
    assert violations(t, between, headings=headings, room=45) == []
    inside = [(0, one + 2), (one + 3, len(t))]
    assert len(violations(t, inside, headings=headings)) == 1
    assert violations(t, inside, headings=headings, room=40) == []


def test_a_run_of_headings_reaches_across_a_thematic_break() -> None:
    # Found by the Hypothesis guarantees test (the example failed before this branch too): a
    # drawn rule ("* * *", a Markdown thematic break the chunker reads as blank) between a
    # schedule heading and its first clause is decoration, so the two headings and the first
    # body word form one run; with too little room for it, a cut between the headings or
    # inside the last one is not reported.
    t = "SCHEDULE 2\nCosts\n\n* * *\n\n1. Governing law\n\nThe law of England applies.\n"
    one = t.index("1. Gov")
    nodes = [
        HierarchyNode(1, "Schedule 2", "Costs", None, 0, len(t) - 1),
        HierarchyNode(2, "1", "Governing law", "Schedule 2", one, len(t) - 1),
    ]
    _, headings = structure_of(t, nodes)
    between = [(0, one - 2), (one, len(t))]
    assert violations(t, between, headings=headings, room=40) == []
    inside = [(0, one + 12), (one + 13, len(t))]
    assert len(violations(t, inside, headings=headings)) == 1
    assert violations(t, inside, headings=headings, room=40) == []


# Two "#" headings and nothing else Markdown: too few signs for the text to be read as
# Markdown, but "# 2 TERM" is a heading all the same.
TWO_HASH_HEADINGS = (
    "# 1 DEFINITIONS\n\nAffiliate means any entity controlling a party.\n\n"
    "# 2 TERM\n\nThis Agreement continues for three years."
)


def test_a_hash_heading_is_a_heading_in_a_text_not_read_as_markdown() -> None:
    t = TWO_HASH_HEADINGS
    _, headings = structure_of(t, [])
    assert [t[h.start : h.end] for h in headings] == ["# 1 DEFINITIONS", "# 2 TERM"]
    body = t.index("This Agreement")
    problems = violations(t, [(0, body - 2), (body, len(t))], headings=headings)
    assert len(problems) == 1 and "'# 2 TERM'" in problems[0] and "ends a chunk" in problems[0]


def test_hash_lines_of_plain_text_that_are_not_headings_are_not_listed() -> None:
    # Plain filings: a table's column head "# of Units", a redaction "#### redacted", a
    # number "#1 Supplier" (no space after the hash).
    t = "# of Units: 500\n\nPrice per unit.\n\n#### redacted\n\nMore text.\n\n#1 Supplier\n\nEnd."
    assert structure_of(t, [])[1] == []
