"""Heading words of transactions thin in public contract collections: the risk clauses of a
lease, the mechanics of a share or asset purchase, a facility agreement's guarantee and its
lender-side clauses, a software licence's escrow and open-source terms (same syntax as
:mod:`clausewise.legal.signals`; joined to the other heading words in :mod:`.signalset`).

Each heading names one clause of its genre, mapped to the type a lawyer files it under:

- A lease's "Casualty" ("Damage or Destruction") and "Eminent Domain" ("Condemnation")
  clauses say what happens when an event neither party controls destroys or takes the
  premises: rent abates, restoration is excused, the lease may end. That is the allocation of
  supervening risk a force majeure clause makes (expropriation is a force majeure event), so
  ``FORCE_MAJEURE``; the body's insurance or termination wording comes second.
- A tenant's "Subordination", "Non-Disturbance", "Attornment" and "Estoppel Certificates" are
  the tenant's promises to the landlord's lenders and buyers (``COVENANTS``), as are a
  seller's "Conduct of Business" before closing and the parties' dealing with "Bulk Sales"
  laws (compliance with a statute, as "Compliance with Laws" is).
- An "Earn-Out", a "Working Capital Adjustment" and "Completion Accounts" fix the price
  (``PAYMENT``); the "Closing" (UK "Completion") is the performance of the sale, delivery of
  the shares against the price, as "Closing Deliverables" is (``SERVICES``; only as the
  heading's first words, see :data:`.signals_heading.OPENING_ONLY`: "Conditions to
  Closing" is a condition).
- A "No Shop" is the seller's no-solicitation covenant of acquisition proposals
  (``NON_SOLICITATION``, as "No Solicitation" heads it in merger agreements).
- A surety's "Guarantee and Indemnity" or "Guaranty" answers for another's debt: the guarantor
  bears the creditor's loss when the principal defaults, the indemnity limb as a primary
  obligor. That is ``INDEMNIFICATION``, not a product ``WARRANTIES`` clause ("Guarantee"
  alone stays a warranty heading: consumer goods carry a "Guarantee").
- A lease's "Landlord's Access" (the landlord's right of entry the tenant must allow) is a
  promise about the premises (``COVENANTS``, as the user and repairing covenants and "Quiet
  Enjoyment" are: :mod:`.signals_genres`); a bare "Right of Entry" is left to the body (a
  franchisor's or customer's right to enter and inspect is an ``AUDIT``). "Signage" differs
  between genres (a sponsor's signage rights, who pays for a sale's signs), so only the
  body names the tenant's covenant not to put up signs ("shall not place any sign").
  "Common Areas" and "Parking" are what the landlord provides and runs for the tenant beyond
  the premises themselves, shared with other occupiers (``SERVICES``, as a landlord's
  "Building Services" are).
- A guarantor's "Waiver of Defences" (US "Waiver of Defenses", "Guarantor's Waivers") keeps
  the guarantee alive whatever happens to the principal debt: part of the surety's promise
  (``INDEMNIFICATION``), not the boilerplate "no waiver" clause.
- A facility agreement's "Changes to the Lenders" and "Changes to the Obligors" are its
  assignment and transfer clauses (``ASSIGNMENT``).
- A licence's "Source Code Escrow" gives the licensee the source code on a release event and
  "Open Source" says which licences govern bundled components (``INTELLECTUAL_PROPERTY``);
  an "SLA" is a service level (``SERVICES``). A bare "Escrow" differs between genres (price
  held back, source code deposited): the body decides.
"""

from __future__ import annotations

from .signals import Table
from .types import ClauseType as T

__all__ = ["DEAL_STRONG", "DEAL_TITLE"]

DEAL_TITLE: Table = {
    T.FORCE_MAJEURE: (
        "casualty",
        "fire or other casualty",
        "fire and other casualty",
        "damage or destruction",
        "damage and destruction",
        "destruction of premises",
        "destruction of the premises",
        "damage to premises",
        "damage to the premises",
        "eminent domain",
        "condemnation",
        "compulsory purchase",
    ),
    T.INSURANCE: (
        # The policy, not the event: "Casualty Insurance", "Property and Casualty Insurance".
        "casualty insurance",
        "fire and casualty insurance",
    ),
    T.COVENANTS: (
        "subordination",
        "non-disturbance",
        "attornment",
        "snda",
        "estoppel certificate*",
        "estoppel letter*",
        "tenant estoppel*",
        "conduct of business*",
        "conduct of the business*",
        "operation of the business*",
        "interim operations",
        "bulk sales",
        "bulk sales laws",
        "bulk transfer*",
        "landlord's access",
        "access by landlord",
        "landlord's right of entry",
        "landlord's entry",
        "entry by landlord",
    ),
    T.PAYMENT: (
        "earn-out*",
        "earnout*",
        "contingent consideration",
        "working capital adjustment*",
        "net working capital",
        "completion accounts",
        "closing statement",
        "closing costs",
        "holdback",
    ),
    T.TERMINATION: (
        # Closing an account ends it: "Closing Your Account" is no closing of a sale.
        "closing your*",
        "closing the account",
        "closing an account",
        "closing accounts",
    ),
    T.SERVICES: (
        "closing",
        "the closing",
        "completion",
        "time and place of closing",
        "place of closing",
        "time and place of completion",
        "sla",
        "slas",
        "common areas",
        "common area",
        "use of common areas",
        "parking",
        "parking spaces",
        "parking facilities",
    ),
    T.NON_SOLICITATION: ("no shop", "no-shop"),
    T.INDEMNIFICATION: (
        "guarantee and indemnity",
        "guarantees and indemnities",
        "guaranty and indemnity",
        "guaranty",
        "guaranties",
        "parent guarantee",
        "parent company guarantee",
        "parental guarantee",
        "guarantee of obligations",
        "guarantee of payment",
        "continuing guarantee",
        "continuing guaranty",
        "waiver of defences",
        "waiver of defenses",
        "waiver of suretyship defenses",
        "waiver of suretyship defences",
        "guarantor's waivers",
        "waivers by guarantor",
    ),
    T.ASSIGNMENT: (
        "changes to the lenders",
        "changes to the lender",
        "changes to the obligors",
        "changes to the borrowers",
        "changes to the parties",
    ),
    T.INTELLECTUAL_PROPERTY: (
        "source code escrow",
        "escrow of source code",
        "source code deposit",
        "open source",
        "open source software",
        "open source components",
        "open source licen*",
    ),
}

# Body phrases (strong: 3 points each). A surety's promise to answer for another's debt ("as
# principal obligor", "and not merely as surety", "the Guarantor hereby guarantees"); a
# tenant's covenants not to put up signs and not to bring hazardous materials onto the
# premises; a facility agreement's illegality event, on which the lender's
# commitment is cancelled and its share prepaid (a prepayment, as "Mandatory Prepayment" is).
DEAL_STRONG: Table = {
    T.INDEMNIFICATION: (
        "principal obligor",
        "primary obligor",
        "not merely as surety",
        "not merely as a surety",
        "guaranteed obligations",
        "guaranteed liabilities",
        "continuing guarantee",
        "continuing guaranty",
        "guarantee of payment and not of collection",
        "guaranty of payment and not of collection",
        # The guarantor's own promise: a product guarantee has no guarantor.
        "guarantor hereby",
        "guarantor irrevocably",
        "guarantor unconditionally",
        "guarantor absolutely",
        "guarantor guarantees",
        "guarantors guarantee",
        "guarantor jointly and severally",
        "as surety",
        "suretyship",
    ),
    T.COVENANTS: (
        "place any sign",
        "install any sign",
        "erect any sign",
        "affix any sign",
        "display any sign",
        "paint any sign",
        "cause or permit any hazardous materials",
        "cause or permit any hazardous substances",
        "permit any hazardous materials",
        "permit any hazardous substances",
    ),
    T.PAYMENT: (
        "becomes unlawful for any lender",
        "becomes unlawful for a lender",
        "unlawful for any lender",
        "unlawful for a lender",
        "unlawful for that lender",
        "unlawful for the lender",
    ),
}
