"""Acts we do not have, written for these tests: a US Act's titles and subtitles in a
plain-text bill printing ("TITLE I--", "Subtitle A--", "SEC. 101."), and a Canadian-style Act
whose first sections come before its first Part and whose numbering runs on through the
Parts."""

from __future__ import annotations

from clausewise import LegalChunker

_US_ACT = """An Act

To improve the safety of rural water systems, and for other purposes.

Be it enacted by the Senate and House of Representatives of the United States of America in \
Congress assembled,

SECTION 1. SHORT TITLE; TABLE OF CONTENTS.

(a) Short Title.--This Act may be cited as the ``Rural Water Safety Act of 2024''.

(b) Table of Contents.--The table of contents for this Act is as follows:

Sec. 1. Short title; table of contents.
Sec. 2. Definitions.

TITLE I--GENERAL PROVISIONS

Subtitle A--Grants

Sec. 101. Grant program.
Sec. 102. Reports.

Subtitle B--Technical Assistance

Sec. 111. Technical assistance.

TITLE II--AUTHORIZATION OF APPROPRIATIONS

Sec. 201. Authorization of appropriations.

SEC. 2. DEFINITIONS.

In this Act:

(1) Administrator.--The term ``Administrator'' means the Administrator of the Environmental \
Protection Agency.

(2) State.--The term ``State'' means each of the several States.

TITLE I--GENERAL PROVISIONS

Subtitle A--Grants

SEC. 101. GRANT PROGRAM.

(a) In General.--The Administrator shall establish a program to award grants to States.

(b) Eligibility.--To be eligible for a grant, a State shall submit an application to the \
Administrator at such time and in such manner as the Administrator may require.

SEC. 102. REPORTS.

Not later than 1 year after the date of enactment of this Act, the Administrator shall \
submit to Congress a report describing the grants awarded under this subtitle.

SEC. 103. OUTREACH.

The Administrator shall carry out outreach activities under this subtitle in consultation \
with the States and shall report on those activities annually.

Subtitle B--Technical Assistance

SEC. 111. TECHNICAL ASSISTANCE.

The Administrator may provide technical assistance to rural water systems.

TITLE II--AUTHORIZATION OF APPROPRIATIONS

SEC. 201. AUTHORIZATION OF APPROPRIATIONS.

There are authorized to be appropriated to carry out this Act $10,000,000 for each of fiscal \
years 2025 through 2029.
"""


def test_us_act_titles_subtitles_and_sections_before_the_first_title() -> None:
    text = _US_ACT
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    got = {n.identifier: (n.title, n.parent) for n in nodes}
    assert got["Section 1"] == ("SHORT TITLE; TABLE OF CONTENTS", None)
    assert got["Section 2"] == ("DEFINITIONS", None)
    assert got["Title I"] == ("GENERAL PROVISIONS", None)
    assert got["Subtitle A"] == ("Grants", "Title I")
    assert got["Section 101"] == ("GRANT PROGRAM", "Subtitle A")
    assert got["(a)"] == ("In General", "Section 101")
    assert got["Section 103"] == ("OUTREACH", "Subtitle A")
    assert got["Subtitle B"] == ("Technical Assistance", "Title I")
    assert got["Section 111"] == ("TECHNICAL ASSISTANCE", "Subtitle B")
    assert got["Title II"] == ("AUTHORIZATION OF APPROPRIATIONS", None)
    assert got["Section 201"][1] == "Title II"
    # The table of contents stays inside section 1; the body's units start in the body.
    starts = {n.identifier: n.char_start for n in nodes}
    assert starts["Section 2"] == text.index("SEC. 2. DEFINITIONS.")
    assert starts["Title I"] == text.index("TITLE I--GENERAL", starts["Section 2"])


_CANADIAN_ACT = """Harbour Safety Act

S.C. 2024, c. 12

An Act respecting the safety of small craft harbours

His Majesty, by and with the advice and consent of the Senate and House of Commons of \
Canada, enacts as follows:

Short Title

Short title

1 This Act may be cited as the Harbour Safety Act.

Interpretation

Definitions

2 The following definitions apply in this Act.

harbour means a small craft harbour listed in the schedule.

PART 1

Harbour Operations

Designation

3 (1) The Minister may designate a person as harbour manager for a harbour.

(2) A designation under subsection (1) must be in writing and published.

Duties

4 A harbour manager must keep a register of the vessels moored in the harbour.

Fees

5 A harbour manager may charge the fees fixed by the Minister for mooring.

PART 2

Enforcement

Inspectors

6 The Minister may designate inspectors for the purposes of this Act.

Offence

7 Every person who contravenes section 4 is guilty of an offence punishable on summary \
conviction.

Regulations

8 The Governor in Council may make regulations for carrying out the purposes of this Act.
"""


def test_sections_before_the_first_part_and_numbered_through_the_parts() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_CANADIAN_ACT)
    got = {n.identifier: (n.title, n.parent) for n in nodes}
    assert got["1"] == ("Short title", None)
    assert got["2"] == ("Definitions", None)
    assert got["Part 1"] == ("Harbour Operations", None)
    assert got["3"] == ("Designation", "Part 1")
    assert got["5"] == ("Fees", "Part 1")
    assert got["Part 2"] == ("Enforcement", None)
    assert got["6"] == ("Inspectors", "Part 2")
    assert got["8"] == ("Regulations", "Part 2")
