"""The legal cascade's finer rungs: list items, provisos and sentences that refer back."""

from __future__ import annotations

from clausewise.legal.plan import LEGAL_CASCADE
from clausewise.packing import pack
from clausewise.sizing import CharSizer


def _rung(name: str) -> object:
    return next(r for r in LEGAL_CASCADE if r.name == name)


def test_a_list_item_ending_in_a_semicolon_is_cut_at_the_semicolon_rung_only() -> None:
    t = (
        "The scope of the audit shall include:\n\n(i) practices and procedures;\n\n"
        "(ii) systems and records; and\n\n(iii) compliance with this Agreement.\n\n"
        "The Vendor shall keep all records for three years."
    )
    for name in ("paragraph", "sentence"):
        cuts = _rung(name).find(t, 0, len(t))  # type: ignore[attr-defined]
        assert t.index("(ii)") not in cuts and t.index("(iii)") not in cuts, name
        assert t.index("The Vendor") in cuts, name
    semicolon = _rung("semicolon").find(t, 0, len(t))  # type: ignore[attr-defined]
    assert semicolon == [t.index("(ii)"), t.index("(iii)")]


def test_a_chunk_ending_inside_a_list_ends_after_the_list_not_between_items() -> None:
    t = (
        "7.1 Records. The Vendor shall keep all records relating to the invoices.\n\n"
        "The scope of the audit shall also include:\n\n(i) practices and procedures;\n\n"
        "(ii) systems and records; and\n\n(iii) compliance with this Agreement.\n\n"
        "The Customer may copy the records and keep the copies for as long as it needs them."
    )
    # The first sentence, the lead-in and two items fit; the whole list fits on its own.
    cap = t.index("(iii)") + 8
    pieces = pack(t, [], cap, CharSizer(), cascade=LEGAL_CASCADE)
    bodies = [t[p.start : p.end] for p in pieces]
    assert bodies[1].startswith("The scope") and bodies[1].endswith("this Agreement.")


def test_a_proviso_is_cut_after_item_markers_and_before_commas() -> None:
    t = (
        "The Supplier shall deliver the Goods within ten days of an order, and (ii) the Price "
        "shall not exceed the List Price; provided, however, that the Price may rise with "
        "inflation; and the Customer shall pay within thirty days."
    )
    assert _rung("semicolon").find(t, 0, len(t)) == [  # type: ignore[attr-defined]
        t.index("and the Customer")
    ]
    assert _rung("proviso").find(t, 0, len(t)) == [  # type: ignore[attr-defined]
        t.index("provided")
    ]
    # Too long for one chunk, with no other semicolon: the cut falls before "(ii)", and the
    # proviso stays with the provision it qualifies.
    t = t[: t.index("; and the")] + "."
    pieces = pack(t, [], len(t) - 20, CharSizer(), cascade=LEGAL_CASCADE)
    bodies = [t[p.start : p.end] for p in pieces]
    assert bodies == [t[: t.index("(ii)")].rstrip(), t[t.index("(ii)") :]]


def test_a_sentence_about_such_a_thing_stays_with_the_one_that_named_it() -> None:
    t = (
        "During the Term and for three years after it, the Distributor will keep complete and "
        "accurate records of all sales of the Products. Upon the "
        "Supplier's request, the Distributor will provide access to such records for audit. "
        "Any such audit will be conducted during business hours. If an audit discloses a "
        "deficiency, the Distributor will pay it at once."
    )
    sentence = _rung("sentence").find(t, 0, len(t))  # type: ignore[attr-defined]
    later = _rung("continuation").find(t, 0, len(t))  # type: ignore[attr-defined]
    assert t.index("Any such") not in sentence and later == [t.index("Any such")]
    # A chunk holds the second and third sentences, not the first two; the first fills more
    # than half a chunk, so the chunk ends after it, and "Any such" stays with "such records".
    cap = t.index("If an") - t.index("Upon the")
    assert 2 * t.index("Upon the") >= cap
    pieces = pack(t, [], cap, CharSizer(), cascade=LEGAL_CASCADE)
    bodies = [t[p.start : p.end] for p in pieces]
    assert any(b.startswith("Upon the") and b.endswith("business hours.") for b in bodies)


def test_a_such_sentence_is_cut_off_rather_than_leave_a_chunk_less_than_half_full() -> None:
    # From CUAD (ArTara licence, clause 7.1(b)): the only plain sentence end within reach
    # of the chunk's start comes early (a redaction mark read as one), and the sentence
    # after the long one opens "Such insurance ...". Ending the chunk at the first would
    # leave it a quarter full and cut the long sentence in two; the chunk ends before
    # "Such" instead, and the long sentence stays whole.
    t = (
        "(b) The insurance will include coverage for product liability with a minimum of "
        "[...***...] dollars per occurrence. [***] annual aggregate, coverage for contractual "
        "liability, clinical trials liability if any such trial is performed, bodily injury "
        "and property damage, including completed operations, personal injury, coverage for "
        "contractual employees, blanket contractual and products, and all other coverages "
        "standard for such policies. Such insurance will additionally include errors and "
        "omissions insurance with a minimum of [***] dollars per occurrence."
    )
    early = t.index("[***] annual")
    such = t.index("Such insurance")
    assert _rung("sentence").find(t, 0, len(t)) == [early]  # type: ignore[attr-defined]
    cap = such + 20
    assert 2 * early < cap
    pieces = pack(t, [], cap, CharSizer(), cascade=LEGAL_CASCADE)
    assert [(p.start, p.end) for p in pieces] == [(0, such - 1), (such, len(t))]
