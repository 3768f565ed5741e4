"""Clause types of genres thin in the corpus: a lease's user, alterations, repairing and
alienation covenants; a facility agreement's purpose clause; a UK outsourcing contract's TUPE
clause; a platform's disclaimer of disputes between its users."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from typecase import chunk_with as _at
from typecase import numbered as _doc
from typecase import whole_clauses as _chunks

from clausewise.legal.types import ClauseType as T

LEASE = _doc(
    (
        "Premises",
        "Landlord hereby leases to Tenant, and Tenant hereby leases from Landlord, the premises "
        'known as Suite 400 of the Building (the "Premises") for the Term.',
    ),
    (
        "Use",
        "Tenant shall use the Premises solely for general office purposes and for no other "
        "purpose without the prior written consent of Landlord. Tenant shall not use the "
        "Premises in any manner that violates applicable zoning laws or creates a nuisance "
        "for other tenants of the Building.",
    ),
    (
        "Permitted Use",
        "The Premises shall be used and occupied by Tenant solely for the operation of a retail "
        "store selling apparel and accessories, and for no other use or purpose whatsoever.",
    ),
    (
        "Alterations",
        "Tenant shall not make any alterations, additions or improvements to the Premises "
        "without Landlord's prior written consent, which consent shall not be unreasonably "
        "withheld. All alterations shall be performed by licensed contractors in a good and "
        "workmanlike manner and in compliance with all applicable laws.",
    ),
    (
        "Repairs",
        "Tenant shall, at its sole cost and expense, keep the Premises in good order, condition "
        "and repair, including all interior walls, floors, ceilings, plumbing and electrical "
        "fixtures. Landlord shall repair the roof, foundation and structural elements of the "
        "Building.",
    ),
    (
        "Maintenance and Repairs",
        "Landlord shall maintain in good repair the structural portions of the Building and the "
        "common areas. Tenant shall maintain the interior of the Premises in good, clean and "
        "safe condition, reasonable wear and tear excepted.",
    ),
    (
        "Subletting",
        "Tenant shall not sublet all or any part of the Premises without the prior written "
        "consent of Landlord. Any attempted subletting without such consent shall be void and "
        "shall constitute a default under this Lease.",
    ),
    (
        "Rent",
        "Tenant shall pay to Landlord Base Rent in equal monthly installments in advance on the "
        "first day of each calendar month during the Term, without demand, deduction or set-off.",
    ),
)


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        # The tenant's covenants on the premises: how they are used, altered and repaired.
        ("2. Use", T.COVENANTS),
        ("3. Permitted Use", T.COVENANTS),
        # Not an invention ("improvements" of a building) nor a workmanship warranty.
        ("4. Alterations", T.COVENANTS),
        ("5. Repairs", T.COVENANTS),
        # A lease's "Maintenance and Repairs" is the repairing covenant, not a service.
        ("6. Maintenance and Repairs", T.COVENANTS),
        # The alienation clause, with assignment of the lease.
        ("7. Subletting", T.ASSIGNMENT),
        ("8. Rent", T.PAYMENT),
    ],
)
def test_lease_covenants(needle: str, expected: T) -> None:
    assert _at(_chunks(LEASE), needle).clause_type is expected


def test_maintenance_contract_keeps_its_service() -> None:
    text = _doc(
        (
            "Maintenance and Repairs",
            "The Supplier shall provide preventive maintenance services and repair services for "
            "the Equipment at the Customer's site during Business Hours, and shall respond to "
            "any reported fault within four hours.",
        ),
    )
    assert _at(_chunks(text), "Maintenance and Repairs").clause_type is T.SERVICES


FACILITY = """3. PURPOSE

3.1 Purpose

The Borrower shall apply all amounts borrowed by it under the Facility towards the
refinancing of the Existing Indebtedness and the general corporate purposes of the Group.

3.2 Monitoring

No Finance Party is bound to monitor or verify the application of any amount borrowed
pursuant to this Agreement.

4. INTEREST

4.1 Calculation of interest

The rate of interest on each Loan for each Interest Period is the percentage rate per annum
which is the aggregate of the applicable Margin and Term SOFR.

5. USE OF PROCEEDS

The proceeds of the Loans will be used by the Borrower to finance the Acquisition and to pay
the fees, costs and expenses incurred in connection with the Transactions.
"""


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        # The borrower's undertaking to apply the money as agreed: no service is supplied.
        ("3.1 Purpose", T.COVENANTS),
        ("3.2 Monitoring", T.COVENANTS),
        ("4.1 Calculation of interest", T.PAYMENT),
        ("5. USE OF PROCEEDS", T.COVENANTS),
    ],
)
def test_facility_purpose(needle: str, expected: T) -> None:
    assert _at(_chunks(FACILITY), needle).clause_type is expected


def test_purpose_of_a_services_agreement_keeps_its_type() -> None:
    text = _doc(
        (
            "Purpose",
            "The purpose of this Agreement is to set out the terms on which the Supplier shall "
            "provide the Services to the Customer from the Commencement Date.",
        ),
    )
    assert _at(_chunks(text), "Purpose").clause_type is T.SERVICES


OUTSOURCING = _doc(
    (
        "Transfer of Undertakings",
        "The parties agree that the commencement of the provision of the Services by the "
        "Supplier will constitute a relevant transfer for the purposes of the Employment "
        "Regulations, and that the contracts of employment of the Transferring Employees shall "
        "have effect after the Relevant Transfer Date as if originally made between the "
        "Supplier and each such employee. The Customer shall indemnify the Supplier against all "
        "Employee Liabilities arising from the employment of the Transferring Employees before "
        "the Relevant Transfer Date.",
    ),
    (
        "TUPE",
        "The Parties agree that the Transfer of Undertakings (Protection of Employment) "
        "Regulations 2006 apply on the Service Transfer Date in respect of the Transferring "
        "Employees, whose contracts of employment shall transfer to the Supplier.",
    ),
    (
        "Staff Transfer",
        "On the Relevant Transfer Date the employment of each Transferring Employee shall "
        "transfer to the Supplier by operation of TUPE, and the Supplier shall comply with its "
        "obligations under regulation 13 of TUPE to inform and consult.",
    ),
)


@pytest.mark.parametrize("needle", ["1. Transfer of Undertakings", "2. TUPE", "3. Staff Transfer"])
def test_tupe_is_the_service_staff_not_a_covenant(needle: str) -> None:
    # Who employs the staff performing the services when the service changes hands: part
    # of the service (as an employee's hours and place of work are), not an "undertaking"
    # (a promise), and no assignment of this contract.
    assert _at(_chunks(OUTSOURCING), needle).clause_type is T.SERVICES


MARKETPLACE = _doc(
    (
        "Disputes Between Users",
        "You are solely responsible for your interactions with other users of the Service. We "
        "reserve the right, but have no obligation, to monitor disputes between you and other "
        "users. If you have a dispute with one or more users, you release us from claims, "
        "demands and damages of every kind, known and unknown, arising out of or in any way "
        "connected with such disputes.",
    ),
    (
        "Disputes with Other Users",
        "We are not responsible for any dispute between you and another user. You agree that we "
        "shall have no liability to you in connection with any such dispute, and you release "
        "the Company and its affiliates from all claims arising out of such disputes.",
    ),
    (
        "Dispute Resolution",
        "Any dispute between you and us arising out of these Terms shall be resolved by "
        "binding arbitration administered by the American Arbitration Association.",
    ),
)


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        # A release and an exclusion of the platform's liability, not a forum or procedure
        # for disputes between the parties.
        ("1. Disputes Between Users", T.LIMITATION_OF_LIABILITY),
        ("2. Disputes with Other Users", T.LIMITATION_OF_LIABILITY),
        ("3. Dispute Resolution", T.DISPUTE_RESOLUTION),
    ],
)
def test_disputes_between_users(needle: str, expected: T) -> None:
    assert _at(_chunks(MARKETPLACE, "terms_conditions"), needle).clause_type is expected
    assert _at(_chunks(MARKETPLACE), needle).clause_type is expected


LOAN_COVENANTS = """21. NEGATIVE PLEDGE

No Obligor shall create or permit to subsist any Security over any of its assets, and no
Obligor shall sell, transfer or otherwise dispose of any of its receivables on recourse terms.

22. SET-OFF

A Finance Party may set off any matured obligation due from an Obligor under the Finance
Documents against any matured obligation owed by that Finance Party to that Obligor,
regardless of the booking branch or currency of either obligation.

23. RIGHT OF SET-OFF

The Company shall be entitled to set off against any sums owing to the Contractor any sums
which the Contractor owes to the Company under this Contract or any other contract.
"""


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        # A promise not to give security to other creditors.
        ("21. NEGATIVE PLEDGE", T.COVENANTS),
        # Netting what each owes the other: how payment is made.
        ("22. SET-OFF", T.PAYMENT),
        ("23. RIGHT OF SET-OFF", T.PAYMENT),
    ],
)
def test_loan_undertakings_and_set_off(needle: str, expected: T) -> None:
    assert _at(_chunks(LOAN_COVENANTS), needle).clause_type is expected


def test_acceleration_of_vesting_is_pay() -> None:
    text = _doc(
        (
            "Acceleration of Vesting",
            "Upon a Change in Control, all outstanding stock options and restricted stock units "
            "held by the Executive shall immediately vest and become exercisable in full, and "
            "shall remain exercisable for the remainder of their original term.",
        ),
    )
    assert _at(_chunks(text), "Acceleration of Vesting").clause_type is T.PAYMENT


EMPLOYMENT = _doc(
    (
        "Duties",
        "The Executive shall serve as Chief Financial Officer of the Company and shall have such "
        "duties and responsibilities as are customary for that position. The Executive shall "
        "report directly to the Chief Executive Officer.",
    ),
    (
        "Compensation",
        "The Company shall pay the Executive a base salary at the annual rate of $350,000, "
        "payable in accordance with the Company's regular payroll practices.",
    ),
    (
        "Vacation",
        "The Executive shall be entitled to four weeks of paid vacation in each calendar year, "
        "to be taken at such times as are mutually convenient to the Executive and the Company.",
    ),
    (
        "Non-Competition",
        "During the Employment Period and for twelve months thereafter, the Executive shall "
        "not, directly or indirectly, engage in, own, manage or be employed by any business "
        "that competes with the Company within the United States.",
    ),
    (
        "Garden Leave",
        "During any period of notice the Company may require the Employee not to attend work "
        "and not to perform any duties, while continuing to receive salary and contractual "
        "benefits.",
    ),
)


@pytest.mark.parametrize(
    ("needle", "expected"),
    [
        ("1. Duties", T.SERVICES),
        ("2. Compensation", T.PAYMENT),
        ("3. Vacation", T.PAYMENT),
        ("4. Non-Competition", T.COVENANTS),
        ("5. Garden Leave", T.TERMINATION),
    ],
)
def test_employment_guard(needle: str, expected: T) -> None:
    # Already right before this round: kept as a guard for the new genre phrases.
    assert _at(_chunks(EMPLOYMENT), needle).clause_type is expected
