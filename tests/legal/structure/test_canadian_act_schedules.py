"""A Canadian federal Act as the Justice Laws website prints it, to its end: cross-headings
over groups of sections ("Protection"), a marginal note over each section ("Prohibition"),
section numbers run into the text with no full stop ("3 (1) No person ..."), and schedules
after the last section, each with the provision that brings it in, in brackets, under its
heading ("SCHEDULE 1" / "(Section 2)" / "Protected Lakes"). Text written for the test.
"""

from __future__ import annotations

from clausewise import LegalChunker

ACT = """Lake Protection Act

S.C. 2024, c. 9

Assented to 2024-04-18

An Act to protect certain northern lakes

His Majesty, by and with the advice and consent of the Senate and House of Commons of \
Canada, enacts as follows:

Short Title

Short title

1 This Act may be cited as the Lake Protection Act.

Interpretation

Definitions

2 The following definitions apply in this Act.

Minister means the Minister of the Environment.

protected lake means a lake set out in Schedule 1.

Protection

Prohibition

3 (1) No person shall deposit a deleterious substance in a protected lake.

Exception

(2) Subsection (1) does not apply to a deposit authorized under a permit.

Permits

4 The Minister may issue a permit on the conditions set out in Schedule 2.

Coming into Force

Order in council

5 This Act comes into force on a day to be fixed by order of the Governor in Council.

SCHEDULE 1
(Section 2)

Protected Lakes

Item\tName\tProvince
1\tTamarack Lake\tManitoba
2\tGrey Owl Lake\tSaskatchewan

SCHEDULE 2
(Subsection 4(1) and section 5)

Permit Conditions

1 The holder must keep records of every deposit.

2 The holder must report each deposit to the Minister within 30 days.
"""

TEXT = ACT.replace("\\\n", "")


def _top() -> list[tuple[str, str | None, str]]:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(TEXT)
    return [
        (n.identifier, n.title, TEXT[n.char_start : n.char_end]) for n in nodes if n.parent is None
    ]


def test_the_last_section_before_the_schedules_is_a_section() -> None:
    # It has no next section to confirm its bare number, but it follows section 4.
    top = _top()
    assert [i for i, _, _ in top] == [
        "Preamble", "1", "2", "3", "4", "5", "Schedule 1", "Schedule 2",
    ]  # fmt: skip
    body = dict((i, (t, b)) for i, t, b in top)
    assert body["5"][0] == "Order in council"
    assert body["5"][1].rstrip().endswith("by order of the Governor in Council.")
    assert "comes into force" not in body["4"][1]


def test_a_last_section_after_another_is_found_without_schedules() -> None:
    text = TEXT.split("SCHEDULE 1")[0] + "Repeal\n\n6 The Old Lakes Act is repealed.\n"
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    last = [n for n in nodes if n.parent is None][-1]
    assert (last.identifier, last.title) == ("6", "Repeal")
    assert text[last.char_start : last.char_end] == "Repeal\n\n6 The Old Lakes Act is repealed."


def test_a_cross_heading_opens_the_section_under_its_marginal_note() -> None:
    body = {i: b for i, _, b in _top()}
    assert body["1"].startswith("Short Title\n\nShort title\n\n1 This Act")
    assert body["2"].startswith("Interpretation\n\nDefinitions\n\n2 The following")
    assert body["3"].startswith("Protection\n\nProhibition\n\n3 (1) No person")
    assert body["5"].startswith("Coming into Force\n\nOrder in council\n\n5 This Act")
    # No unit ends with the cross-heading of the next one.
    assert body["Preamble"].rstrip().endswith("enacts as follows:")
    assert body["1"].rstrip().endswith("the Lake Protection Act.")
    assert body["4"].rstrip().endswith("set out in Schedule 2.")


def test_a_bracketed_enabling_provision_is_no_schedule_title() -> None:
    top = _top()
    titles = {i: t for i, t, _ in top}
    assert titles["Schedule 1"] == "Protected Lakes"
    assert titles["Schedule 2"] == "Permit Conditions"
    nodes = LegalChunker(jurisdiction="uk").parse_structure(TEXT)
    paragraphs = [(n.identifier, n.title) for n in nodes if n.parent == "Schedule 2"]
    assert paragraphs == [("1", None), ("2", None)]


def test_chunks_keep_cross_headings_with_their_sections() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=48).chunk(TEXT)
    for c in chunks:
        last = c.body.rstrip().rsplit("\n", 1)[-1]
        assert last not in ("Interpretation", "Protection", "Coming into Force"), c.body
