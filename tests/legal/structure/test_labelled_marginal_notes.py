"""A Canadian Act copied from the Justice Laws website labels each marginal note ("Marginal
note:Definitions" above "2 (1) In this Act, ..."): the note is the section's (or
subsection's) title, the label is not, and no unit ends with the next one's note. Texts
written for the test, in both the spaced and the line-by-line layouts such copies take."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

_ACT = """Harbour Lights Act

S.C. 2021, c. 9

Assented to 2021-06-29

An Act respecting lights and beacons in public harbours

His Majesty, by and with the advice and consent of the Senate and House of Commons of \
Canada, enacts as follows:

Short Title

Marginal note:Short title

1 This Act may be cited as the Harbour Lights Act.

Interpretation

Marginal note:Definitions

2 (1) The following definitions apply in this Act.

beacon means a fixed light that marks a hazard to navigation. (balise)

harbour master means a person appointed under section 6. (directeur de port)

Marginal note:Application

(2) This Act applies to every public harbour listed in the schedule.

Marginal note:Binding on His Majesty

3 This Act is binding on His Majesty in right of Canada.

Duties of Operators

Marginal note:Maintenance of beacons

4 (1) The operator of a harbour must keep every beacon lit between sunset and sunrise.

Marginal note:Inspection

(2) A harbour master may inspect any beacon at any reasonable time.

Marginal note:Offence

5 Every operator who contravenes subsection 4(1) is guilty of an offence.
"""

_WANT = [
    (1, "Preamble", None),
    (1, "1", "Short title"),
    (1, "2", "Definitions"),
    (2, "(1)", None),
    (2, "(2)", "Application"),
    (1, "3", "Binding on His Majesty"),
    (1, "4", "Maintenance of beacons"),
    (2, "(1)", None),
    (2, "(2)", "Inspection"),
    (1, "5", "Offence"),
]


@pytest.mark.parametrize("layout", ["spaced", "line by line"])
def test_a_labelled_marginal_note_titles_its_section(layout: str) -> None:
    text = _ACT if layout == "spaced" else _ACT.replace("\n\n", "\n")
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [(n.level, n.identifier, n.title) for n in nodes] == _WANT
    for n in nodes:
        body = text[n.char_start : n.char_end]
        # No unit closes on the next unit's note.
        assert "Marginal note" not in body.rstrip().rsplit("\n", 1)[-1]
        if n.title is not None:
            assert body.split("\n", 1)[0].strip() in (
                f"Marginal note:{n.title}",
                "Short Title",
                "Interpretation",
                "Duties of Operators",
            )
    # The cross-heading above a note goes with the section under it, not with the one before.
    section2 = next(n for n in nodes if n.identifier == "2")
    assert text[section2.char_start :].startswith("Interpretation\n")
    section1 = next(n for n in nodes if n.identifier == "1")
    assert "Interpretation" not in text[section1.char_start : section1.char_end]


def test_chunks_of_a_labelled_act_carry_the_notes() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(_ACT)
    titles = {c.hierarchy_path: c.hierarchy.title for c in chunks}
    assert titles["3"] == "Binding on His Majesty"
    assert titles["5"] == "Offence"
    offence = next(c for c in chunks if c.hierarchy_path == "5")
    assert offence.content.startswith("Marginal note:Offence\n\n5 Every operator")

