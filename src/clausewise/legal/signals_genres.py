"""Heading words of the genres beside the commercial contract: employment contracts, leases,
loan agreements, supply agreements, non-disclosure and data processing agreements and online
terms (same syntax as :mod:`clausewise.legal.signals`; ``GENRE_TITLE`` joins the heading words
of every document type).

Each heading here names one clause of its genre whatever document it stands in, and is mapped
to the type a lawyer files that clause under: an employee's "Benefits", "Vacation" and "Stock
Options" are part of the remuneration (``PAYMENT``, as "Salary" and "Sick Pay" are); "Hours of
Work" and "Place of Work" say how the employee performs (``SERVICES``, as "Duties" does); a
tenant's "Yielding Up" and "Holding Over", an employee's "Summary Dismissal" and "Payment in
Lieu of Notice" end the relationship (``TERMINATION``); a supply contract's "Title and Risk"
and "Rejection" are delivery mechanics (``SERVICES``); an NDA's "Compelled Disclosure" is
part of its confidentiality clause; a lease's "Subletting" is its alienation clause
(``ASSIGNMENT``); a UK outsourcing contract's "Transfer of Undertakings" (TUPE) moves the staff
performing the services (``SERVICES``); a platform's "Disputes Between Users" releases the
platform (``LIMITATION_OF_LIABILITY``), it resolves no dispute between the parties. Headings
whose clause differs between genres ("Use", "Alterations", "Repairs", "Purpose",
"Cancellation") are left to the body: ``GENRE_STRONG`` holds the body phrases of a lease's
tenant covenants and of a loan's purpose clause.
"""

from __future__ import annotations

from .signals import Table
from .types import ClauseType as T

__all__ = ["GENRE_STRONG", "GENRE_TITLE"]

GENRE_TITLE: Table = {
    T.REPRESENTATIONS: (
        # A statement that no default exists (a representation, or a condition to a loan),
        # not the events of default ("Default" alone is: see signals_heading.HEAD_ONLY).
        "no default",
        "no event of default",
        "absence of default*",
    ),
    T.COVENANTS: (
        # The landlord's covenant for quiet enjoyment.
        "quiet enjoyment",
        # An employee's or officer's promise not to take on other business while employed.
        "outside interests",
        "outside activities",
        "outside business activities",
        "other business interests",
        "conflict of interest",
        "conflicts of interest",
        "exclusive service",
        "full time and attention",
        "time and attention",
        # Restrictive covenants of NDAs and M&A: not to buy the target's shares, not to go
        # round the party that introduced a deal.
        "standstill",
        "non-circumvention",
        "non-circumvent",
        # A borrower's promise not to give security over its assets to other creditors.
        "negative pledge",
        # A borrower's undertaking to apply the loan to the stated purpose only.
        "use of proceeds",
        "use of loan proceeds",
        # A tenant's covenant on how the premises are used.
        "use of premises",
        "use of the premises",
    ),
    T.PAYMENT: (
        # The rest of an employee's remuneration. "Benefits" of the agreement are who may
        # enforce it: "Benefits of this Agreement", "Third Party Benefits" (BOILERPLATE below)
        # and "Benefits and Assignments" (ASSIGNMENT below) are longer phrases that win.
        "benefits",
        "employee benefits",
        "employee benefit plans",
        "fringe benefits",
        "stock options",
        "stock option grant*",
        "equity awards",
        "equity compensation",
        "equity incentive*",
        "restricted stock",
        "restricted stock units",
        "clawback",
        "claw-back",
        "recoupment",
        "409a",
        "deductions",
        "allowances",
        "car allowance",
        "housing allowance",
        # Leave with pay is part of what the employee earns (as "Sick Pay" is).
        "vacation",
        "vacations",
        "paid time off",
        "holiday",
        "holidays",
        "holiday entitlement",
        "holiday pay",
        "annual leave",
        "sick leave",
        # "Withholding", "Withholding Taxes": the tax a payer deducts from a payment.
        "withholding",
        # A lease's deposit; a supply contract's price protection.
        "security deposit",
        "rent deposit",
        "most favoured",
        "most favored",
        # Netting what one party owes against what the other owes it: how a payment is made.
        "set-off",
        "right of set-off",
        "rights of set-off",
        "set-off rights",
        # Equity vesting early (on a change of control) is part of an executive's pay.
        "acceleration of vesting",
        "vesting acceleration",
        "accelerated vesting",
    ),
    T.TERMINATION: (
        "summary dismissal",
        "dismissal",
        "payment in lieu of notice",
        "pay in lieu of notice",
        "pilon",
        # The end of a lease: the tenant gives the property back, or stays on after the term.
        "yielding up",
        "yield up",
        "surrender",
        "surrender of premises",
        "holding over",
        "holdover",
    ),
    T.CONFIDENTIALITY: (
        "permitted disclosure*",
        "compelled disclosure*",
        "required disclosure*",
        "legally required disclosure*",
        "disclosure required by law",
        "return of information",
        "return of materials",
        "return or destruction of materials",
        # "Obligations of ..." is a covenant heading; of confidentiality, it is that clause.
        "obligations of confidentiality",
        "obligation of confidentiality",
        "duty of confidentiality",
        "duties of confidentiality",
    ),
    T.SERVICES: (
        "hours of work",
        "working hours",
        "place of work",
        "place of employment",
        # A supply contract's delivery mechanics.
        "title and risk",
        "risk and title",
        "passing of risk",
        "passing of title",
        "risk of loss",
        "retention of title",
        "transfer of title",
        "rejection",
        "specifications",
        "packaging",
        "labelling",
        "labeling",
        "spare parts",
        "minimum purchase*",
        "minimum order*",
        # A loan agreement's grant of the facility and the borrower's drawing of it: what the
        # lender provides and how it is delivered ("Utilisation", "Drawdown", "Borrowings").
        # Only with the article: "Facilities" alone is a building in a lease or services deal.
        "the facility",
        "the facilities",
        "the loan",
        "the loans",
        "the credit facility",
        "the credit facilities",
        "the commitments",
        "utilization",
        "utilizations",
        "utilization of the facility",
        "utilization of the facilities",
        "drawdown",
        "drawdowns",
        "borrowing procedure*",
        "procedure for borrowing*",
        # A US credit agreement's commitments ("Term Loans" is the loan, not the term: see
        # signals_heading.HEAD_ONLY).
        "term loans",
        "revolving loans",
        "revolving credit loans",
        "swingline loans",
        "swing line loans",
        "making of the loans",
        "making of loans",
        # UK outsourcing: the staff performing the services move to the new provider under
        # the Transfer of Undertakings (Protection of Employment) Regulations (TUPE) when the
        # service changes hands. Who employs the service staff is part of the service (as an
        # employee's "Hours of Work" are), not an undertaking ("undertakings" are promises).
        "transfer of undertakings",
        "tupe",
        "staff transfer",
        "transfer of staff",
    ),
    T.AMENDMENT: (
        "change control",
        "change request*",
        "change order*",
        "changes to the terms",
        "changes to these terms",
    ),
    T.DISPUTE_RESOLUTION: (
        "arbitrat*",
        "agreement to arbitrate",
        "class action*",
        "waiver of class action*",
        "grievance*",
    ),
    T.INTELLECTUAL_PROPERTY: (
        "feedback",
        "dmca",
        # An assignment OF an intellectual property right transfers that right (an employee's
        # inventions, a contractor's work product, a seller's patents): the IP clause, not the
        # clause on assigning the contract. The heading's object or modifier says which.
        *(
            f"assignment of {what}"
            for what in (
                "inventions",
                "invention*",
                "intellectual property*",
                "ip",
                "ip rights",
                "patent*",
                "copyright*",
                "trademark*",
                "trade mark*",
                "work product",
                "developments",
                "know-how",
                "moral rights",
                "proprietary rights",
            )
        ),
        "invention assignment*",
        "inventions assignment*",
        "ip assignment*",
        "intellectual property assignment*",
        "patent assignment*",
        "copyright assignment*",
        "trademark assignment*",
    ),
    T.DATA_PROTECTION: (
        "data subject*",
        "details of processing",
        "nature of processing",
        "scope of processing",
        # Article 28(3) GDPR lists what a processing contract must set out: "the subject-matter
        # and duration of the processing, the nature and purpose of the processing"; a DPA's
        # headings repeat it. Duration of processing is not the contract's term.
        "subject matter and duration of the processing",
        "subject matter and duration of processing",
        "duration of the processing",
        "duration of processing",
        "nature and purpose of the processing",
        "nature and purpose of processing",
        "purpose of the processing",
        "purpose of processing",
        "purposes of the processing",
        "purposes of processing",
        "standard contractual clauses",
        "technical and organisational measures",
        "processor obligations",
        "obligations of the processor",
        "processor's obligations",
        "data breach*",
        "personal data breach*",
        "security incident*",
        "security measures",
        "data transfers",
        "international data transfers",
        "transfers of personal data",
    ),
    T.NON_SOLICITATION: ("non-dealing",),
    T.ASSIGNMENT: (
        "change in control",
        "benefits and assignments",
        # A franchise's or an investment's passing to another owner.
        "transfer of interest*",
        "transfers of interest*",
        "transfer by franchisee",
        "transfers by franchisee",
        "restrictions on transfer*",
        "transfer restrictions",
        # A tenant's parting with possession of part or all of the premises: the lease's
        # alienation clause, with assignment of the lease.
        "sub-letting",
        "sub-let",
        "sub-lease",
        "sub-leases",
        "sub-leasing",
        "under-letting",
        "alienation",
    ),
    T.LIMITATION_OF_LIABILITY: (
        # A platform's disclaimer of disputes among its users ("If you have a dispute with
        # one or more users, you release us from claims ..."): no forum or procedure for
        # disputes between the parties, but a release and an exclusion of the platform's
        # liability. Dispute resolution between the parties keeps "Disputes".
        "disputes between users",
        "disputes among users",
        "disputes with other users",
        "disputes with users",
        "disputes between you and other users",
        "user disputes",
        "user-to-user disputes",
        "disputes between members",
        "disputes with other members",
        "member disputes",
        "disputes between buyers and sellers",
    ),
    T.BOILERPLATE: (
        "benefit of agreement",
        "benefit of this agreement",
        "benefits of agreement",
        "benefits of this agreement",
        "third party benefit*",
        "third-party benefit*",
    ),
}

# Body phrases of the same genres (strong: 3 points each). A lease's user, alterations and
# repairing covenants are the tenant's promises about the premises ("shall use the Premises
# solely for ...", "shall not make any alterations, additions or improvements", "keep the
# Premises in good and substantial repair"), whatever their heading ("Use", "Alterations",
# "Repairs" differ between genres: the body decides). A loan's purpose clause is the
# borrower's undertaking to apply the money as agreed ("shall apply all amounts borrowed by
# it ... towards its general corporate purposes"), not the grant of the facility.
GENRE_STRONG: Table = {
    T.COVENANTS: (
        "use the premises",
        "use of the premises",
        "premises shall be used",
        "premises may be used",
        "premises will be used",
        "used and occupied",
        "use and occupy",
        "use or occupy",
        "alterations, additions or improvements",
        "alterations, additions and improvements",
        "alterations, additions",
        "alterations or additions",
        "alterations and additions",
        "alterations or improvements",
        "additions or improvements",
        "additions and improvements",
        "alterations to the premises",
        "make any alterations",
        "structural alterations",
        "good order, condition and repair",
        "good order and condition",
        "good order and repair",
        "good condition and repair",
        "good and substantial repair",
        "good and tenantable repair",
        "keep the premises",
        "maintain the premises",
        "repair the premises",
        "wear and tear excepted",
        "fair wear and tear",
        "reasonable wear and tear",
        "use of proceeds",
        "proceeds of the loans",
        "proceeds of the loan",
        "proceeds of each loan",
        "proceeds of the facility",
        "proceeds of the facilities",
        "proceeds of the borrowings",
        "proceeds of any borrowing",
        "apply all amounts borrowed",
        "amounts borrowed by it",
        "amount borrowed by it",
        "application of any amount borrowed",
        "general corporate purposes",
    ),
}
