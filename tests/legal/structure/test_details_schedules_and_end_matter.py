"""Details schedules named without a number ("REFERENCE SCHEDULE", "Schedule - Reference
Details", "KEY DETAILS SCHEDULE"), the title of "THE SCHEDULE" over its "Item 1" rows, the
explanatory note that ends a UK statutory instrument, and the prescribed clauses (LR1 to LR14)
that open a registered lease in England and Wales. Every text is written for these tests in
the layout such documents use.
"""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.types import HierarchyNode

BODY = """EQUIPMENT HIRE AGREEMENT

This agreement is made on the date set out in Item 1 between the Owner and the Hirer named \
in Items 2 and 3.

1. HIRE

1.1 The Owner hires to the Hirer the Equipment described in Item 4 for the Hire Period.

1.2 The Hirer must keep the Equipment at the Site specified in Item 5.

2. HIRE CHARGES

2.1 The Hirer must pay the Hire Charges specified in Item 6 monthly in advance.

2.2 Interest accrues on overdue amounts at the rate specified in Item 7.

"""

ROWS = """
Item 1    Date of agreement    3 February 2025
Item 2    Owner                Redgum Plant Hire Pty Ltd ACN 604 112 358
Item 3    Hirer                Mallee Earthworks Pty Ltd ACN 611 908 244
Item 4    Equipment            One 20 tonne excavator (Komatsu PC210, serial KX-44812)
Item 5    Site                 Lot 7, Bluestone Quarry Road, Bendigo VIC 3550
Item 6    Hire Charges         $9,800 per month (excluding GST)
Item 7    Interest rate        8% per annum
"""

ITEMS = [f"Item {n}" for n in range(1, 8)]
LABELS = [
    "Date of agreement",
    "Owner",
    "Hirer",
    "Equipment",
    "Site",
    "Hire Charges",
    "Interest rate",
]


def _nodes(text: str) -> list[HierarchyNode]:
    return list(LegalChunker(jurisdiction="uk", min_chunk_size=0).parse_structure(text))


def _span(text: str, n: HierarchyNode) -> str:
    return LegalChunker.sanitize(text)[n.char_start : n.char_end]


def _top(nodes: list[HierarchyNode]) -> list[tuple[str, str | None]]:
    return [(n.identifier, n.title) for n in nodes if n.level == 1]


@pytest.mark.parametrize(
    ("heading", "title"),
    [
        ("REFERENCE SCHEDULE", "REFERENCE SCHEDULE"),
        ("KEY DETAILS SCHEDULE", "KEY DETAILS SCHEDULE"),
        ("Schedule - Reference Details", "Reference Details"),
        ("SCHEDULE – CONTRACT DETAILS", "CONTRACT DETAILS"),
    ],
)
def test_a_details_schedule_without_a_number_holds_its_item_rows(heading: str, title: str) -> None:
    text = BODY + heading + "\n" + ROWS
    nodes = _nodes(text)
    assert _top(nodes) == [
        ("Preamble", None),
        ("1", "HIRE"),
        ("2", "HIRE CHARGES"),
        ("Schedule", title),
    ]
    rows = [(n.identifier, n.title) for n in nodes if n.parent == "Schedule"]
    assert rows == list(zip(ITEMS, LABELS, strict=True))
    # Clause 2.2 ends before the schedule: the rows are no text of it.
    two_two = next(n for n in nodes if n.identifier == "2.2")
    assert "Item 1" not in _span(text, two_two)


def test_item_references_resolve_to_the_rows_of_a_reference_schedule() -> None:
    text = BODY + "REFERENCE SCHEDULE\n" + ROWS
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(text)
    refs = {r.raw_text: r for c in chunks for r in c.cross_references if r.target_kind == "item"}
    assert {raw: r.target_identifier for raw, r in refs.items()} == {
        "Item 1": "Schedule Item 1",
        "Item 4": "Schedule Item 4",
        "Item 5": "Schedule Item 5",
        "Item 6": "Schedule Item 6",
        "Item 7": "Schedule Item 7",
        "Items 2": "Schedule Item 2",
        "3": "Schedule Item 3",
    }
    site = LegalChunker.sanitize(text).index("Item 5    Site")
    holding = next(c.index for c in chunks if c.char_start <= site < c.char_end)
    assert refs["Item 5"].target_chunk_index == holding


def test_the_first_row_is_never_the_title_of_the_schedule() -> None:
    nodes = _nodes(BODY + "THE SCHEDULE\n" + ROWS)
    assert _top(nodes)[-1] == ("Schedule", None)
    assert [n.identifier for n in nodes if n.identifier.startswith("Item")] == ITEMS
    # With a blank line under the heading, too.
    nodes = _nodes(BODY + "THE SCHEDULE\n\n" + ROWS)
    assert _top(nodes)[-1] == ("Schedule", None)
    # A numbered details schedule keeps the title its heading line gives it.
    nodes = _nodes(BODY + "Schedule 1 – Contract Details\n" + ROWS)
    assert _top(nodes)[-1] == ("Schedule 1", "Contract Details")
    assert [n.title for n in nodes if n.identifier.startswith("Item")] == LABELS


SI = """STATUTORY INSTRUMENTS

2025 No. 318

HARBOURS, DOCKS, PIERS AND FERRIES

The Kingsbridge Harbour Revision Order 2025

Made 4th March 2025

Coming into force 1st April 2025

Citation and commencement

1. This Order may be cited as the Kingsbridge Harbour Revision Order 2025 and comes into \
force on 1st April 2025.

Mooring licences

2.—(1) The harbour authority may grant a licence to place a mooring in the harbour.

(2) A licence is subject to the conditions in the Schedule.

Signed by authority of the Secretary of State for Transport

A. Patel
Head of Ports Policy
Department for Transport
4th March 2025

SCHEDULE
Article 2(2)

CONDITIONS OF MOORING LICENCES

1. The licensee must maintain the mooring in good repair.

2. The licensee must remove the mooring within 28 days after the licence ends.

EXPLANATORY NOTE
(This note is not part of the Order)

This Order empowers the Kingsbridge Harbour Authority to license moorings in the harbour. \
Article 2 confers the power and the Schedule sets out the conditions of a licence.

An impact assessment has not been produced for this instrument as no impact on the private \
or voluntary sectors is foreseen.
"""


def test_the_explanatory_note_of_a_statutory_instrument_is_a_unit_of_its_own() -> None:
    nodes = _nodes(SI)
    top = [n.identifier for n in nodes if n.level == 1]
    assert top[-2:] == ["Schedule", "Explanatory Note"]
    note = next(n for n in nodes if n.identifier == "Explanatory Note")
    assert note.title == "EXPLANATORY NOTE"
    assert note.parent is None
    assert _span(SI, note).startswith("EXPLANATORY NOTE\n(This note is not part")
    assert _span(SI, note).endswith("no impact on the private or voluntary sectors is foreseen.")
    # The last paragraph of the schedule and the signature block stop before the note.
    last = next(n for n in nodes if n.identifier == "2" and n.parent == "Schedule")
    assert _span(SI, last) == (
        "2. The licensee must remove the mooring within 28 days after the licence ends."
    )
    sig = next(n for n in nodes if n.identifier == "Signatures")
    assert "EXPLANATORY" not in _span(SI, sig)


LEASE = """LEASE

PRESCRIBED CLAUSES

LR1. Date of lease
3 March 2025

LR2. Title number(s)
LR2.1 Landlord's title number(s)
NT284415
LR2.2 Other title numbers
NT190233

LR3. Parties to this lease
Landlord
HOLLINGWORTH ESTATES LIMITED incorporated and registered in England and Wales with \
company number 04418862 whose registered office is at 9 Castle Gate, Newark NG24 1AZ
Tenant
PEMBERTON OPTICIANS LIMITED incorporated and registered in England and Wales with \
company number 11203557 whose registered office is at 2 Mill Lane, Lincoln LN5 7AQ

LR4. Property
In the case of a conflict between this clause and the remainder of this lease then, for \
the purposes of registration, this clause shall prevail.
See the definition of "Property" in clause 1.1 of this lease.

LR5. Prescribed statements etc.
None.

LR6. Term for which the Property is leased
The term as specified in this lease at clause 1.1 in the definition of "Contractual Term".

LR7. Premium
None.

LR8. Prohibitions or restrictions on disposing of this lease
This lease contains a provision that prohibits or restricts dispositions.

LR9. Rights of acquisition etc.
None.

LR10. Restrictive covenants given in this lease by the Landlord in respect of land other \
than the Property
None.

LR11. Easements
LR11.1 Easements granted by this lease for the benefit of the Property
The easements as specified in clause 3 of this lease.
LR11.2 Easements granted or reserved by this lease over the Property for the benefit of \
other property
The easements as specified in clause 4 of this lease.

LR12. Estate rentcharge burdening the Property
None.

LR13. Application for standard form of restriction
None.

LR14. Declaration of trust where there is more than one person comprising the Tenant
None.

1. INTERPRETATION

1.1 The definitions in this clause apply in this lease.

Contractual Term: a term of ten years from and including 3 March 2025.

2. GRANT

2.1 The Landlord lets the Property to the Tenant for the Contractual Term.

3. RIGHTS GRANTED

3.1 The Landlord grants the Tenant the rights set out in Schedule 1.
"""


def test_the_prescribed_clauses_of_a_registered_lease_are_units_before_clause_one() -> None:
    nodes = _nodes(LEASE)
    top = [n.identifier for n in nodes if n.level == 1]
    assert top == ["Preamble", *[f"LR{n}" for n in range(1, 15)], "1", "2", "3"]
    titles = {n.identifier: n.title for n in nodes}
    assert titles["LR1"] == "Date of lease"
    assert titles["LR4"] == "Property"
    assert titles["LR5"] == "Prescribed statements etc"
    assert titles["LR2.1"] == "Landlord's title number(s)"
    assert titles["LR11.2"].startswith("Easements granted or reserved by this lease")
    assert [n.identifier for n in nodes if n.parent == "LR2"] == ["LR2.1", "LR2.2"]
    assert [n.identifier for n in nodes if n.parent == "LR11"] == ["LR11.1", "LR11.2"]
    lr1 = next(n for n in nodes if n.identifier == "LR1")
    assert _span(LEASE, lr1) == "LR1. Date of lease\n3 March 2025"
    # The lease's own clauses keep their numbering.
    assert [n.identifier for n in nodes if n.parent == "1"] == ["1.1"]
    # A prescribed clause named in prose, even at a line start, is no unit: no run from LR1.
    text = """LEASE

THIS LEASE is dated 3 March 2025. The property let is described in the prescribed clause
LR4 Property of the registered lease of the Landlord's title, to which this lease is a deed
of variation.

1. INTERPRETATION

1.1 The Property is the property described in LR4 of the prescribed clauses
LR4 of which forms part of the registered title.

2. GRANT

2.1 The Landlord lets the Property to the Tenant.
"""
    assert [n.identifier for n in _nodes(text) if n.level == 1] == ["Preamble", "1", "2"]
