"""Cross-reference detection and resolution on small declared documents."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gold import Document, Rendered, Unit, render

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.references import Reference, find_references, resolution_stats
from clausewise.legal.tree import ClauseTree
from clausewise.legal.tree import DocumentSection as S


def _clause(number: str, body: str, children: list[Unit] | None = None) -> Unit:
    return Unit(number, "clause", number, None, [body], children or [])


def _uk(units: list[Unit]) -> Rendered:
    return render(Document("t", "uk", "AGREEMENT", units))


def _refs(doc: Rendered) -> list[Reference]:
    return find_references(doc.text, doc.tree, get_profile(doc.jurisdiction))


def _target_key(doc: Rendered, ref: Reference) -> str | None:
    return doc.keys[ref.target_node] if ref.target_node is not None else None


def _schedule(number: str, paras: list[Unit]) -> Unit:
    return Unit(f"Schedule {number}", "schedule", number, "Title", [], paras, S.SCHEDULES)


def _para(schedule: str, number: str, body: str) -> Unit:
    return Unit(f"Schedule {schedule} paragraph {number}", "paragraph", number, None, [body])


def test_subclause_target_resolves_to_the_lettered_unit() -> None:
    doc = _uk(
        [
            _clause("1", "See Clause 2.1(b) and clause 2.1.", []),
            Unit(
                "2",
                "clause",
                "2",
                "Term",
                [],
                [
                    _clause(
                        "2.1",
                        "The term:",
                        [
                            Unit("2.1(a)", "subclause", "a", None, ["starts now;"]),
                            Unit("2.1(b)", "subclause", "b", None, ["ends later."]),
                        ],
                    ),
                ],
            ),
        ]
    )
    refs = _refs(doc)
    assert [(r.raw_text, r.target_identifier, _target_key(doc, r)) for r in refs] == [
        ("Clause 2.1(b)", "2.1(b)", "2.1(b)"),
        ("clause 2.1", "2.1", "2.1"),
    ]
    assert all(r.source_node == doc.keys.index("1") for r in refs)


def test_schedule_paragraphs_resolve_inside_their_schedule() -> None:
    doc = _uk(
        [
            _clause("1", "Apply paragraph 2 of Schedule 2, Schedule 1, paragraph 2 and clause 2."),
            _clause("2", "The second clause."),
            _schedule(
                "1", [_para("1", "1", "One."), _para("1", "2", "See paragraph 1 and clause 2.")]
            ),
            _schedule("2", [_para("2", "1", "One."), _para("2", "2", "Two, unlike paragraph 1.")]),
        ]
    )
    got = [(r.raw_text, _target_key(doc, r)) for r in _refs(doc)]
    assert got == [
        ("paragraph 2 of Schedule 2", "Schedule 2 paragraph 2"),
        ("Schedule 1, paragraph 2", "Schedule 1 paragraph 2"),
        ("clause 2", "2"),
        ("paragraph 1", "Schedule 1 paragraph 1"),  # bare, inside Schedule 1
        ("clause 2", "2"),  # a clause named from a schedule is the main body's
        ("paragraph 1", "Schedule 2 paragraph 1"),
    ]


def test_two_equally_plausible_targets_stay_unresolved() -> None:
    doc = _uk(
        [
            _clause("1", "Paragraph 2 applies."),  # main body: Schedule 1 or Schedule 2?
            _schedule("1", [_para("1", "1", "One."), _para("1", "2", "Two.")]),
            _schedule("2", [_para("2", "1", "One."), _para("2", "2", "Two.")]),
        ]
    )
    (ref,) = _refs(doc)
    assert ref.target_node is None and ref.target_kind == "paragraph"


def test_eu_relative_references() -> None:
    article = Unit(
        "Article 5",
        "article",
        "5",
        "Rules",
        [],
        [
            Unit(
                "Article 5(1)",
                "paragraph",
                "1",
                None,
                ["Controllers shall:"],
                [
                    Unit("Article 5(1)(a)", "point", "a", None, ["keep records;"]),
                    Unit("Article 5(1)(b)", "point", "b", None, ["apply point (a)."]),
                ],
            ),
            Unit(
                "Article 5(2)",
                "paragraph",
                "2",
                None,
                [
                    "Paragraph 1 of this Article and point (b) of paragraph 1 apply; "
                    "so does this Article."
                ],
            ),
            Unit(
                "Article 5(3)",
                "paragraph",
                "3",
                None,
                ["The preceding paragraph and Article 6(1)(a)."],
            ),
        ],
    )
    other = Unit(
        "Article 6",
        "article",
        "6",
        "More",
        [],
        [
            Unit(
                "Article 6(1)",
                "paragraph",
                "1",
                None,
                ["Lawful if:"],
                [Unit("Article 6(1)(a)", "point", "a", None, ["consent is given."])],
            ),
        ],
    )
    doc = render(Document("t", "eu", "REGULATION", [article, other]))
    got = [(r.raw_text, r.target_identifier, _target_key(doc, r)) for r in _refs(doc)]
    assert got == [
        ("point (a)", "Article 5(1)(a)", "Article 5(1)(a)"),
        ("Paragraph 1 of this Article", "Article 5(1)", "Article 5(1)"),
        ("point (b) of paragraph 1", "Article 5(1)(b)", "Article 5(1)(b)"),
        ("this Article", "Article 5", "Article 5"),
        ("The preceding paragraph", "Article 5(2)", "Article 5(2)"),
        ("Article 6(1)(a)", "Article 6(1)(a)", "Article 6(1)(a)"),
    ]


def test_missing_sub_unit_points_at_the_unit_as_partial() -> None:
    doc = _uk([_clause("1", "See clause 2(b)."), _clause("2", "(a) one; (b) two.")])
    (ref,) = _refs(doc)
    assert _target_key(doc, ref) == "2" and ref.partial


def test_headings_this_agreement_and_external_references() -> None:
    doc = _uk(
        [
            Unit(
                "1",
                "clause",
                "1",
                "Law",
                [],
                [
                    _clause(
                        "1.1",
                        "This Agreement is governed by the law of England. Each Party shall "
                        "comply with section 7 of the Bribery Act 2010 and Clause 1.1 applies.",
                    ),
                ],
            ),
        ]
    )
    refs = _refs(doc)
    assert [(r.raw_text, r.target_kind) for r in refs] == [
        ("section 7 of the Bribery Act 2010", "external"),
        ("Clause 1.1", "clause"),
    ]
    ext = refs[0]
    assert ext.target_node is None
    assert ext.external == {"act": "Bribery Act 2010", "section": "7", "jurisdiction": "uk"}
    stats = resolution_stats(refs)
    assert stats["external"] == 1 and stats["internal"] == 1 and stats["resolved"] == 1
    assert stats["by_kind"]["clause"] == {"total": 1, "resolved": 1}
    cross = refs[1].to_cross_reference(target_chunk_index=4)
    assert (cross.raw_text, cross.target_chunk_index, cross.char_start) == (
        "Clause 1.1",
        4,
        refs[1].start,
    )


def test_ranges_enumerate_members_and_drop_those_the_tree_lacks() -> None:
    doc = _uk(
        [
            _clause("1", "Clauses 2 to 4 and clauses 5 to 7 apply."),
            _clause("2", "Two."),
            _clause("3", "Three."),
            _clause("4", "Four."),
            _clause("5", "Five."),
            _clause("7", "Seven."),
        ]
    )
    got = [(_target_key(doc, r), r.implied) for r in _refs(doc)]
    assert got == [("2", False), ("3", True), ("4", False), ("5", False), ("7", False)]


def test_offsets_and_raw_text_agree_on_wrapped_text() -> None:
    text = "The Supplier shall comply with Clause\n8.2 and Schedule\n3."
    refs = find_references(text, ClauseTree(), get_profile("uk"))
    assert [(r.raw_text, r.target_identifier) for r in refs] == [
        ("Clause\n8.2", "8.2"),
        ("Schedule\n3", "Schedule 3"),
    ]
    assert all(text[r.start : r.end] == r.raw_text for r in refs)


def test_empty_and_reference_free_text() -> None:
    assert find_references("", ClauseTree(), get_profile("us")) == []
    assert find_references("The parties agree.", ClauseTree(), get_profile("us")) == []


def test_thereof_points_back_to_the_instrument_named_before() -> None:
    text = (
        "Having regard to the Treaty on the Functioning of the European Union, and in "
        "particular Article 16 thereof,\n\nHaving regard to Regulation (EU) 2018/1725, and in "
        "particular Article 42(1) thereof,\n"
    )
    refs = [r for r in find_references(text, ClauseTree(), get_profile("eu"))]
    assert [(r.raw_text, r.target_kind) for r in refs if "thereof" in r.raw_text] == [
        ("Article 16 thereof", "external"),
        ("Article 42(1) thereof", "external"),
    ]
    acts = [(r.external or {}).get("act") for r in refs if "thereof" in r.raw_text]
    assert acts == ["Treaty on the Functioning of the European Union", "Regulation (EU) 2018/1725"]


def test_a_filing_label_and_a_filing_footer_are_no_references() -> None:
    from clausewise import LegalChunker

    text = (
        "EXHIBIT 10.9\n\nSUPPLY AGREEMENT\n\nThis Supply Agreement is made between Acme Inc. "
        '("Acme") and Beta LLC ("Beta").\n\n1. Supply. Acme shall supply the Goods described '
        "in\nExhibit A. See Section 2.\n\n2. Price. Beta shall pay the price in Exhibit B.\n\n"
        "Source: ACME INC, 10-K, 3/1/2019, Exhibits 10.9\n"
    )
    chunks = LegalChunker(jurisdiction="us").chunk(text)
    refs = [r.raw_text for c in chunks for r in c.cross_references]
    # A reference wrapped onto a line of its own ("in\nExhibit A.") is still one.
    assert refs == ["Exhibit A", "Section 2", "Exhibit B"]
