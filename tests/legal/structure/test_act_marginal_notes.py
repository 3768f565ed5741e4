"""Section headings printed as marginal notes on their own line above the section: Canadian
federal Acts ("Short title" / "1 This Act may be cited as ...", the number run into the text
with no full stop), and Irish and older UK Acts, whose notes close with a full stop ("Short
title and commencement." / "1.—(1) This Act ..."). Texts written for the test in the
layouts the Justice Laws website and the Irish Statute Book print."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import UK
from clausewise.legal.structure.contract import parse_contract

_CA_ACT = """Northern Pipelines Safety Act

S.C. 2023, c. 14

Assented to 2023-06-22

An Act respecting the safety of pipelines in the northern territories

His Majesty, by and with the advice and consent of the Senate and House of Commons of \
Canada, enacts as follows:

Short title

1 This Act may be cited as the Northern Pipelines Safety Act.

Definitions

2 (1) The following definitions apply in this Act.

Board means the Canada Energy Regulator.

pipeline means a line that is used for the transmission of oil or gas.

Application

(2) This Act applies to pipelines located wholly within a territory.

Duty to inspect

3 Every operating company must inspect its pipelines at least once a year.

Offence

4 Every operating company that contravenes section 3 is guilty of an offence.
"""


def test_a_canadian_section_under_its_marginal_note() -> None:
    tree = parse_contract(_CA_ACT, UK)
    got = [(n.depth, n.identifier, n.title) for n in tree.nodes]
    assert got == [
        (1, "Preamble", None),
        (1, "1", "Short title"),
        (1, "2", "Definitions"),
        (2, "(1)", None),
        (2, "(2)", "Application"),
        (1, "3", "Duty to inspect"),
        (1, "4", "Offence"),
    ]
    section1 = tree.nodes[1]
    body = _CA_ACT[section1.start : section1.end]
    assert body.startswith("Short title\n\n1 This Act may be cited")
    preamble = tree.nodes[0]
    assert "Short title" not in _CA_ACT[preamble.start : preamble.end]


def test_a_reference_to_the_first_canadian_section_resolves() -> None:
    text = _CA_ACT.replace("contravenes section 3", "contravenes section 1 or 3")
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(text)
    refs = {r.raw_text: r for c in chunks for r in c.cross_references}
    ref = refs["section 1"]
    assert ref.target_identifier == "1" and ref.target_chunk_index is not None
    assert "may be cited as the Northern" in chunks[ref.target_chunk_index].body


_IE_ACT = """Inland Waterways (Moorings) Act 2023

Number 17 of 2023

An Act to provide for the regulation of moorings on inland waterways and to provide for \
related matters.

[12th July, 2023]

Be it enacted by the Oireachtas as follows:

Short title and commencement.

1.—(1) This Act may be cited as the Inland Waterways (Moorings) Act 2023.

(2) This Act shall come into operation on such day as the Minister may by order appoint.

Interpretation.

2.—In this Act "Minister" means the Minister for Housing, Local Government and Heritage.

Mooring permits.

3.—(1) Waterways Ireland may grant a permit for a mooring.

(2) A permit under subsection (1) may be subject to conditions.

Offences.

4.—(1) A person who moors a vessel otherwise than in accordance with section 3 commits an \
offence.

(2) A person guilty of an offence under this section is liable on summary conviction to a \
class A fine.
"""


def test_an_irish_marginal_heading_closed_by_a_full_stop_opens_its_section() -> None:
    tree = parse_contract(_IE_ACT, UK)
    got = [(n.depth, n.identifier, n.title) for n in tree.nodes]
    assert got == [
        (1, "Preamble", None),
        (1, "1", "Short title and commencement"),
        (2, "(1)", None),
        (2, "(2)", None),
        (1, "2", "Interpretation"),
        (1, "3", "Mooring permits"),
        (2, "(1)", None),
        (2, "(2)", None),
        (1, "4", "Offences"),
        (2, "(1)", None),
        (2, "(2)", None),
    ]
    tops = [n for n in tree.nodes if n.depth == 1]
    # Each heading line starts its own section, and no unit ends with the next one's heading.
    for heading, unit in zip(
        ("Short title and commencement.", "Interpretation.", "Mooring permits.", "Offences."),
        tops[1:],
        strict=True,
    ):
        assert unit.start == _IE_ACT.index(heading)
    for unit in tops:
        tail = _IE_ACT[unit.start : unit.end].rstrip().rsplit("\n", 1)[-1]
        assert tail.endswith(("Act 2023", "as follows:", "appoint.", "Heritage.", "conditions.",
                              "fine."))


def test_a_short_sentence_above_a_clause_is_not_its_heading() -> None:
    # A one-line paragraph closed by a full stop above a clause with a run-in subsection
    # holds a verb: it stays the text of the clause before it.
    text = _IE_ACT.replace("Offences.\n", "No fee is payable.\n")
    tree = parse_contract(text, UK)
    section4 = next(n for n in tree.nodes if n.identifier == "4")
    assert section4.title is None and section4.start == text.index("4.—(1)")


def test_an_inserted_irish_section_takes_its_note_too() -> None:
    text = _IE_ACT.replace(
        "Offences.\n",
        "Appeals.\n\n3A.—(1) A person may appeal against a refusal of a permit.\n\n"
        "(2) An appeal lies to the Circuit Court.\n\nOffences.\n",
    )
    tree = parse_contract(text, UK)
    tops = [(n.identifier, n.title) for n in tree.nodes if n.depth == 1]
    assert tops[3:] == [("3", "Mooring permits"), ("3A", "Appeals"), ("4", "Offences")]
    appeal = next(n for n in tree.nodes if n.identifier == "3A")
    assert appeal.start == text.index("Appeals.")
    assert [n.identifier for n in tree.nodes if n.parent == tree.nodes.index(appeal)] == [
        "(1)",
        "(2)",
    ]
