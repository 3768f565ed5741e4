"""Where the unnumbered sub-headings of a numbered unit are read: not past its end (a
statutory instrument's explanatory note follows its last regulation), and not at all for a
profile that turns unnumbered line headings off."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

INSTRUMENT = (
    "1. Citation and commencement\n\n"
    "1.1 These Regulations may be cited as the Example Regulations 2024 and come into force on"
    " 1 April 2024.\n\n"
    "2. Revocation\n\n"
    "2.1 The Example Regulations 2010 are revoked with effect from the date these come into"
    " force.\n\n"
    "EXPLANATORY NOTE\n\n(This note is not part of the Regulations)\n\n"
    "These Regulations replace the 2010 Regulations and make minor changes to the fee levels"
    " set in them.\n\n"
    "Impact assessment\n\n"
    "A full impact assessment has not been produced for this instrument as no impact on"
    " business is foreseen.\n\n"
    "Further information\n\n"
    "Copies of this instrument are available from the Department at its London office during"
    " normal hours.\n"
)

TERMS = (
    "1. Your account\n\n"
    "You must keep your password secret and tell us at once of any unauthorised use of it.\n\n"
    "2. Rewards\n\n"
    "We run a rewards programme for our members, described in this section.\n\n"
    "Loyalty Points\n\n"
    "You earn one point for every pound you spend with us, credited within seven days of the"
    " purchase.\n\n"
    "Inactive Accounts\n\n"
    "Points on an account that is not used for twelve months expire at the end of that period.\n\n"
    "3. Ending these terms\n\n"
    "You may close your account at any time by writing to us at the address on our website.\n"
)


def test_sub_headings_stop_at_the_explanatory_note() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(INSTRUMENT)
    ids = [(n.level, n.identifier) for n in nodes]
    assert ids == [(1, "1"), (2, "1.1"), (1, "2"), (2, "2.1"), (1, "Explanatory Note")]


def test_a_profile_without_line_headings_reads_no_sub_headings() -> None:
    on = parse_contract(TERMS, get_profile("uk"))
    assert [n.identifier for n in on.nodes if n.kind == "heading"] == [
        "Loyalty Points",
        "Inactive Accounts",
    ]
    off = get_profile("uk").with_changes(key="no-lines", line_headings=False)
    assert [n.kind for n in parse_contract(TERMS, off).nodes] == ["clause"] * 3
