"""A UK Act copied as text with one line per paragraph and no blank lines between them:
sections run their first subsection into the number's line ("1 (1) In this Act ..."), with
or without a marginal note above, and a schedule's paragraphs follow its heading line by
line ("SCHEDULE 1" / "APPLICATIONS FOR LICENCES" / "1 An application ...").

The Act below is written for this test in that layout.
"""

from __future__ import annotations

from types import ModuleType

from clausewise import LegalChunker
from clausewise.guarantees import structure_of, violations
from clausewise.normalize import normalize

_ACT = """Slipway Charges Act 2024

PART 1
CHARGES FOR SLIPWAYS

{note}1 (1) In this Act "slipway" means a ramp on which a vessel may be drawn out of the water.
(2) A ramp used only by a lifeboat station is not a slipway for the purposes of this Act.

Power to charge
2 (1) A harbour authority may charge for the use of a slipway it maintains.
(2) A charge must be set in accordance with paragraph 2 of Schedule 1.

Publication of charges
3 (1) The harbour authority must publish its charges at the head of each slipway.
(2) A charge that has not been published may not be recovered.
"""

_SCHEDULE = """
SCHEDULE 1
SETTING OF CHARGES
1 A harbour authority must consult the users of its slipways before setting a charge.
2 The charge must not exceed the cost of maintaining the slipway in the previous year.
3 The authority may set different charges for different classes of vessel.
"""


def _chunks(text: str) -> list[str]:
    chunker = LegalChunker(jurisdiction="uk", min_chunk_size=0, max_chunk_size=128)
    return [c.body for c in chunker.chunk(text)]


def test_a_section_number_stays_with_its_first_subsection(legal_checks: ModuleType) -> None:
    # No marginal note above section 1: its number used to close the Part's chunk.
    text = _ACT.format(note="")
    bodies = _chunks(text)
    assert not any(b.rstrip().endswith("\n1") for b in bodies)
    opening = next(b for b in bodies if '"slipway" means' in b)
    assert "\n1 (1) In this Act" in opening or opening.startswith("1 (1) In this Act")
    chunker = LegalChunker(jurisdiction="uk", min_chunk_size=0, max_chunk_size=128)
    assert legal_checks.legal_problems(chunker, text, determinism=False, raw_offsets=False) == []


def test_a_quoted_marginal_note_titles_its_section() -> None:
    text = _ACT.format(note='Meaning of "slipway"\n')
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    sections = [(n.identifier, n.title) for n in nodes if n.parent == "Part 1"]
    assert sections == [
        ("1", 'Meaning of "slipway"'),
        ("2", "Power to charge"),
        ("3", "Publication of charges"),
    ]
    bodies = _chunks(text)
    assert "1" not in [b.strip() for b in bodies]
    assert any(
        b.startswith('Meaning of "slipway"\n1 (1) In this Act')
        or '\nMeaning of "slipway"\n1 (1) In this Act' in b
        for b in bodies
    )
    # Curly quotes too; a stray quote is no note.
    curly = _ACT.format(note="Meaning of \u201cslipway\u201d\n")
    first = next(
        n for n in LegalChunker(jurisdiction="uk").parse_structure(curly) if n.identifier == "1"
    )
    assert first.title == "Meaning of \u201cslipway\u201d"
    stray = _ACT.format(note='Meaning of "slipway\n')
    first = next(
        n for n in LegalChunker(jurisdiction="uk").parse_structure(stray) if n.identifier == "1"
    )
    assert first.title is None


def test_the_checker_flags_a_chunk_ending_with_a_bare_section_number() -> None:
    text = normalize(_ACT.format(note="")).text
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    units, headings = structure_of(text, nodes)
    one = text.index("1 (1) In this Act")
    # The cut the packer used to make: "PART 1 / CHARGES FOR SLIPWAYS / 1" | "(1) In this Act".
    spans = [(0, text.index("PART 1") - 2), (text.index("PART 1"), one + 1), (one + 2, len(text))]
    got = violations(text, spans, units=units, headings=headings)
    assert any("'1' (its number alone)" in v for v in got)


def test_single_spaced_schedule_paragraphs_are_read() -> None:
    single = _ACT.format(note="") + _SCHEDULE
    spaced = single.replace("\n1 A harbour", "\n\n1 A harbour").replace(".\n2 The", ".\n\n2 The")
    spaced = spaced.replace(".\n3 The", ".\n\n3 The")
    for text in (single, spaced):
        nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
        paras = [
            (n.identifier, text[n.char_start : n.char_end][:20])
            for n in nodes
            if n.parent == "Schedule 1"
        ]
        assert paras == [
            ("1", "1 A harbour authorit"),
            ("2", "2 The charge must no"),
            ("3", "3 The authority may "),
        ]
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=48).chunk(single)
    ref = next(
        r for c in chunks for r in c.cross_references if r.raw_text == "paragraph 2 of Schedule 1"
    )
    assert ref.target_identifier == "Schedule 1 paragraph 2"
    assert ref.target_chunk_index is not None
    assert "must not exceed the cost" in chunks[ref.target_chunk_index].body


def test_a_schedule_title_above_a_numbered_sentence_needs_the_next_number() -> None:
    # A single numbered line under a schedule heading, nothing numbered 2 after it: a note,
    # not a paragraph (as with a blank line between).
    text = _ACT.format(note="") + (
        "\nSCHEDULE 1\nSETTING OF CHARGES\n1 Charges are set out in the table below.\n"
        "Vessel class    Charge\nDinghy    \u00a310\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [n.identifier for n in nodes if n.parent == "Schedule 1"] == []
