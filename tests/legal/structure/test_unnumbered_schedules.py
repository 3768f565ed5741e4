"""A schedule heading with no number ("THE SCHEDULE", "APPENDIX") after the last clause.

English agreements often close with the execution formula, then one schedule headed only by
its word, then the signature blocks. The schedule is a unit of its own (not part of the
signatures), and "the Schedule" in the clauses points at it.
"""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

AGREEMENT = """THIS AGREEMENT is dated 1 March 2024

PARTIES

(1) ALPHA LIMITED of 1 High Street, London (Supplier).

(2) BETA PLC of 2 Low Road, Leeds (Customer).

AGREED TERMS

1. SERVICES

1.1 The Supplier shall provide the services described in the Schedule.

1.2 The Supplier shall use reasonable skill and care.

2. CHARGES

2.1 The Customer shall pay the charges set out in the Schedule within 30 days.

2.2 Interest on late payment accrues at 4% a year above base rate.

This agreement has been entered into on the date stated at the beginning of it.

{heading}

SERVICES AND CHARGES

1. The Supplier shall clean the offices each weekday evening.

2. The Supplier shall clean the windows once a month.

3. The charges are £2,000 a month, payable monthly in arrears.

Signed by JOHN SMITH for and on behalf of ALPHA LIMITED

Signed by JANE DOE for and on behalf of BETA PLC
"""

HEADINGS = [
    ("THE SCHEDULE", "Schedule"),
    ("SCHEDULE", "Schedule"),
    ("Schedule", "Schedule"),
    ("APPENDIX", "Appendix"),
    ("ANNEX", "Annex"),
]


@pytest.mark.parametrize(("heading", "ident"), HEADINGS)
def test_a_schedule_word_alone_heads_a_unit_between_formula_and_signatures(
    heading: str, ident: str
) -> None:
    text = AGREEMENT.format(heading=heading)
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    top = [(n.identifier, n.title) for n in nodes if n.level == 1]
    assert top[-3:] == [("Signatures", None), (ident, "SERVICES AND CHARGES"), ("Signatures", None)]
    unit = next(n for n in nodes if n.identifier == ident)
    assert text[unit.char_start :].startswith(heading + "\n")
    kids = [n.identifier for n in nodes if unit.char_start < n.char_start < unit.char_end]
    assert kids == ["1", "2", "3"]
    # the signature blocks after the schedule are signatures again
    last = nodes[-1]
    assert text[last.char_start :].startswith("Signed by JOHN SMITH")


def test_the_schedule_chunk_is_in_the_schedules_section() -> None:
    text = AGREEMENT.format(heading="THE SCHEDULE")
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512).chunk(text)
    inside = [c for c in chunks if "clean the windows" in c.content]
    assert len(inside) == 1
    assert inside[0].document_section == "schedules"
    assert inside[0].hierarchy_path.startswith("Schedule")
    signed = [c for c in chunks if "JANE DOE" in c.content]
    assert signed[0].document_section == "signatures"
    assert "JANE DOE" not in inside[0].content


def test_the_schedule_in_a_clause_points_at_the_one_schedule() -> None:
    text = AGREEMENT.format(heading="THE SCHEDULE")
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=128).chunk(text)
    target = next(i for i, c in enumerate(chunks) if "clean the offices" in c.content)
    refs = [r for c in chunks for r in c.cross_references if r.target_kind == "schedule"]
    assert [r.raw_text for r in refs] == ["Schedule", "Schedule"]
    assert {r.target_identifier for r in refs} == {"Schedule"}
    assert {r.target_chunk_index for r in refs} == {target}
    # the two references sit in clauses 1.1 and 2.1, not on the heading line
    starts = sorted(r.char_start for r in refs)
    assert [text[s - 4 : s + 8] for s in starts] == ["the Schedule", "the Schedule"]
    assert all(s < text.index("THE SCHEDULE") for s in starts)


def test_the_schedule_names_nothing_when_the_document_has_two() -> None:
    text = AGREEMENT.format(heading="SCHEDULE 1") + (
        "\nSCHEDULE 2\n\nKEY PERSONNEL\n\n1. The account manager is Ann Lee.\n\n"
        "2. The deputy is Bob Roe.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [n.identifier for n in nodes if n.level == 1 and "Schedule" in n.identifier] == [
        "Schedule 1",
        "Schedule 2",
    ]
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512).chunk(text)
    refs = [r for c in chunks for r in c.cross_references if r.target_kind == "schedule"]
    assert refs == []


def test_a_schedule_word_wrapped_alone_onto_a_line_of_prose_is_no_heading() -> None:
    text = AGREEMENT.format(heading="SCHEDULE 1").replace(
        "1.2 The Supplier shall use reasonable skill and care.",
        "1.2 The Supplier shall perform the services set out in the\nSchedule\n"
        "with reasonable skill and care.",
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [n.identifier for n in nodes if "Schedule" in n.identifier] == ["Schedule 1"]
    clause = next(n for n in nodes if n.identifier == "1.2")
    assert "with reasonable skill and care." in text[clause.char_start : clause.char_end]
