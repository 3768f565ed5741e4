"""Clause types of a commercial lease's ancillary clauses, a surety's bare "Guarantee" and its
waiver of defences, and US severability wording with a serial comma. Each runs as a whole
document through ``LegalChunker``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from typecase import chunk_with as _at
from typecase import numbered as _doc
from typecase import whole_clauses as _chunks

from clausewise.legal.types import ClauseType as T

LEASE = (
    (
        "Signage",
        "Tenant shall not place any sign, placard or lettering on the exterior of the Premises "
        "or in any window without Landlord's prior written consent. Landlord shall, at "
        "Tenant's expense, list Tenant's name on the Building directory.",
    ),
    (
        "Common Areas",
        "Tenant shall have the non-exclusive right, in common with other tenants of the "
        "Building, to use the lobbies, corridors, elevators, restrooms and other common areas "
        "of the Building, subject to the rules and regulations adopted by Landlord from time "
        "to time.",
    ),
    (
        "Parking",
        "During the Term, Tenant shall be entitled to use up to ten (10) unreserved parking "
        "spaces in the parking facility serving the Building at the prevailing monthly rate "
        "charged by Landlord.",
    ),
    (
        "Landlord's Access",
        "Landlord and its agents may enter the Premises at reasonable times upon twenty-four "
        "(24) hours' prior notice to inspect the Premises, to make repairs, and to show the "
        "Premises to prospective purchasers, lenders or tenants.",
    ),
    (
        "Holding Over",
        "If Tenant remains in possession of the Premises after the expiration of the Term "
        "without Landlord's written consent, Tenant shall be a tenant at sufferance and shall "
        "pay Base Rent at one hundred fifty percent (150%) of the rate then in effect.",
    ),
    (
        "Quiet Enjoyment",
        "Tenant, upon paying the Rent and performing its obligations under this Lease, shall "
        "peaceably and quietly have, hold and enjoy the Premises during the Term without "
        "hindrance by Landlord or anyone claiming by, through or under Landlord.",
    ),
)


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        ("Signage", T.COVENANTS),
        ("Common Areas", T.SERVICES),
        ("Parking", T.SERVICES),
        ("Landlord's Access", T.COVENANTS),
        ("Holding Over", T.TERMINATION),
        ("Quiet Enjoyment", T.COVENANTS),
    ],
)
def test_lease_ancillary_headings(heading: str, expected: T) -> None:
    chunks = _chunks(_doc(*LEASE))
    assert _at(chunks, f". {heading}").clause_type is expected


SURETY = _doc(
    (
        "Guarantee",
        "The Guarantor hereby irrevocably and unconditionally guarantees to the Lender the "
        "punctual payment of all sums payable by the Borrower under the Facility Agreement and "
        "undertakes that whenever the Borrower does not pay any amount when due, the "
        "Guarantor shall immediately on demand pay that amount.",
    ),
    (
        "Waiver of Defences",
        "The obligations of the Guarantor under this Deed will not be affected by any act, "
        "omission or thing which would reduce, release or prejudice any of its obligations, "
        "including any time, waiver or consent granted to the Borrower.",
    ),
    (
        "Waiver of Defenses",
        "Guarantor waives any right to require Lender to proceed against Borrower or to "
        "exhaust any security held from Borrower, and waives any defense based on any "
        "disability of Borrower or the cessation of Borrower's liability.",
    ),
)


@pytest.mark.parametrize("heading", ["Guarantee", "Waiver of Defences", "Waiver of Defenses"])
def test_surety_guarantee_and_its_waivers(heading: str) -> None:
    assert _at(_chunks(SURETY), f". {heading}").clause_type is T.INDEMNIFICATION


def test_bare_guarantee_of_goods_stays_a_warranty() -> None:
    text = _doc(
        (
            "Guarantee",
            "We guarantee that the Products will be free from defects in materials and "
            "workmanship for twelve (12) months from delivery and will repair or replace any "
            "defective Product free of charge.",
        )
    )
    assert _at(_chunks(text), "Guarantee").clause_type is T.WARRANTIES


def test_serial_comma_severability_under_dispute_clause() -> None:
    # A sub-clause without its own heading inside "Governing Law and Jurisdiction": its body
    # is the severability rule, whose list of defects carries a serial comma.
    text = (
        "12. Governing Law and Jurisdiction\n\n"
        "12.1 This Agreement shall be governed by the laws of the State of New York.\n\n"
        "12.2 If any provision of this Agreement is held by a court of competent jurisdiction "
        "to be invalid, illegal, or unenforceable, such provision shall be enforced to the "
        "maximum extent permissible and the other provisions shall continue in effect."
    )
    chunks = _chunks(text)
    assert [c.clause_type for c in chunks if c.hierarchy_path == "12 > 12.2"] == [T.SEVERABILITY]
    assert chunks[0].clause_type is T.GOVERNING_LAW


def test_surety_phrase_wrapped_over_a_line_break() -> None:
    # Extracted text breaks lines anywhere: "The Guarantor" / "hereby ..." is still the
    # surety's promise, and the bare "Guarantee" heading over it is indemnification.
    text = _doc(
        ("Definitions", "Terms defined in the Facility Agreement have the same meaning here."),
        (
            "Guarantee",
            "The Guarantor\nhereby irrevocably and unconditionally guarantees to the Lender the "
            "due and punctual payment of all sums payable by the Borrower under the Facility "
            "Agreement, and undertakes to pay on demand any sum the Borrower fails to pay.",
        ),
    )
    assert _at(_chunks(text), "2. Guarantee").clause_type is T.INDEMNIFICATION
