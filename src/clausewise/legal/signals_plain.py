"""Plain-English and UK phrasings of common clauses, added to the built-in lists.

Two general clauses come in many wordings. A no-waiver clause (``BOILERPLATE``) says that not
enforcing a right now does not give it up: "No failure or delay ... operates as a waiver", "A
delay in enforcing a right is not a waiver of it", and in plain English "If we don't insist
that you do something, we can still insist later". An order-of-precedence clause
(``BOILERPLATE``) says which document wins a conflict: "If there is a conflict between these
Terms and an Order, the Order wins", "in the event of any inconsistency ... shall prevail".

Plain-English contracts also say "Events outside our control" (force majeure), "the rest will
continue in force" (severability), "Any change to these Terms must be agreed in writing"
(amendment), "keep their login details secret" (account security), "make the Platform
available" (services) and "suspend access" (termination); a "Customer Data" heading names the
data clause.

Same phrase syntax as :mod:`clausewise.legal.signals`; :func:`.signalset.signal_set` adds
``PLAIN_TITLE`` to the heading words, ``PLAIN_GENERIC`` to the catch-all ones,
``PLAIN_STRONG`` to the strong body phrases and ``PLAIN_WEAK`` to the weak ones.
"""

from __future__ import annotations

from .signals import Table
from .types import ClauseType as T

__all__ = ["PLAIN_GENERIC", "PLAIN_STRONG", "PLAIN_TITLE", "PLAIN_WEAK"]

# "The failure of either party to enforce", "delay by a party in exercising": the usual
# openings of a no-waiver clause (with the right's verb: "failure by a party to pay" is none).
_WHO = ("either party", "any party", "a party", "the parties", "us", "you", "the company")
_NOT_ENFORCING = tuple(
    f"{lapse} {who} {verb}"
    for lapse, verbs in (
        ("failure of", ("to enforce", "to exercise", "to insist", "to require")),
        ("failure by", ("to enforce", "to exercise", "to insist", "to require")),
        ("delay by", ("in enforcing", "in exercising")),
        ("delay of", ("in enforcing", "in exercising")),
    )
    for who in _WHO
    for verb in verbs
)

# Order of precedence: which document wins a conflict.
_PRECEDENCE = (
    "order of precedence",
    "take precedence",
    "takes precedence",
    "shall prevail",
    "will prevail",
    "prevail over",
    "prevails over",
    "inconsistency between",
    "inconsistencies between",
    "conflict or inconsistency",
    "inconsistency or conflict",
    "conflict or ambiguity",
    "in the event of a conflict",
    "in the event of any conflict",
    "in the event of an inconsistency",
    "in the event of any inconsistency",
    "in case of conflict",
    "in case of any conflict",
    "in case of inconsistency",
    "to the extent of any conflict",
    "to the extent of any inconsistency",
    "to the extent of the conflict",
    "to the extent of the inconsistency",
    "if there is a conflict",
    "if there is any conflict",
    "if there is an inconsistency",
    "if there is any inconsistency",
)

PLAIN_TITLE: Table = {
    T.FORCE_MAJEURE: (
        "outside our control",
        "beyond our control",
        "outside our reasonable control",
        "beyond our reasonable control",
        "events outside",
        "events beyond",
        "circumstances outside",
        "circumstances beyond",
    ),
    # A data processing agreement's clauses (GDPR Article 28): "Security of processing",
    # "Sub-processors", "International transfers", "Deletion or return of data".
    T.DATA_PROTECTION: (
        "customer data",
        "client data",
        "user data",
        "your data",
        "security of processing",
        "sub-processors",
        "sub-processor",
        "sub-processing",
        "international transfers",
        "international data transfers",
        "transfers of personal data",
        "return of data",
        "deletion of data",
        "return or deletion",
        "deletion or return",
        # Where a service keeps its customers' data ("Data Location", "Data Residency").
        "data location",
        "location of data",
        "location of customer data",
        "data residency",
        "data localization",
        "data sovereignty",
    ),
    # UK consumer terms: "Your rights to end the contract", "If there is a problem with the
    # product", "Our responsibility for loss or damage suffered by you". (Not "Cancellation":
    # in a supply contract it cancels purchase orders.)
    T.TERMINATION: (
        "end the contract",
        "ending the contract",
        "end this contract",
        "ending this contract",
        "end the agreement",
        "ending the agreement",
        "end these terms",
        # Employment: the employee's own ending of the contract ("Resignation for Good Reason").
        "resignation",
    ),
    # "Law", "Law and Jurisdiction": the choice of law, as the heading's first word only (see
    # ``signals_heading.OPENING_ONLY``: "Change in Law" is not).
    T.GOVERNING_LAW: ("law",),
    # Facility agreements: "Conditions of Utilisation", "Conditions of Drawdown" list the
    # conditions precedent to a loan, as "Conditions to Closing" does to a sale.
    T.CONDITIONS: (
        "conditions of utilization",
        "conditions of drawdown",
        "conditions of borrowing",
        "conditions of lending",
        "conditions subsequent",
        "condition subsequent",
    ),
    T.WARRANTIES: (
        "problem with the product",
        "problem with the products",
        "problem with the goods",
        "problem with the services",
        "problem with the service",
        "faulty goods",
        "faulty products",
    ),
    T.LIMITATION_OF_LIABILITY: ("responsibility for loss", "loss or damage"),
    # Employment: a post-employment restriction is a restrictive covenant ("Restrictions
    # after employment"), not a licence's use restriction; pensions and bonuses are payment;
    # the job's duties are the work to be done.
    T.COVENANTS: (
        "restrictions after",
        "restrictions following",
        "restrictions during and after",
        "post-employment covenants",
    ),
    T.PAYMENT: ("pension", "pensions", "bonus", "bonuses", "sick pay"),
    T.SERVICES: (
        "recall",
        "recalls",
        "product recall*",
        "availability",
        "service availability",
        "uptime",
        "duties",
        "job title",
        "position and duties",
        "duties and responsibilities",
    ),
    T.ACCOUNT_SECURITY: ("login details", "log-in details"),
    T.BOILERPLATE: (
        "order of precedence",
        "precedence",
        "priority of documents",
        "conflicting terms",
        "conflicting provisions",
        "conflict between documents",
        "conflicts between documents",
        "inconsistency",
        "inconsistencies",
        "conflict and inconsistency",
        "conflicts and inconsistencies",
        "forbearance",
    ),
}

# "In the event of any conflict of laws, Texas law will prevail": a choice of law.
_CONFLICT_OF_LAWS = tuple(
    f"{lead} conflict of law{end}"
    for lead in ("in the event of a", "in the event of any", "in case of", "in case of any")
    for end in ("", "s")
)

PLAIN_STRONG: Table = {
    T.TERMINATION: (
        "end the employment",
        "end your employment",
        "terminate the employment",
        "terminate your employment",
        "terminate his employment",
        "terminate her employment",
        "terminate their employment",
        "suspend access",
        "suspend the services",
        "suspend the service",
        "suspend provision of",
        "suspend the provision of",
        # An agreement that ends of itself on an event (its main agreement's end, the last
        # processing): its term ("applies for as long as ... and ends automatically when").
        "ends automatically",
        "end automatically",
        "terminates automatically",
        "terminate automatically",
        "shall automatically terminate",
        "will automatically terminate",
        "shall automatically end",
        "will automatically end",
    ),
    T.AMENDMENT: (
        "change to these terms",
        "change to this contract",
        "changes to this contract",
        "vary this agreement",
        "vary these terms",
        "vary this contract",
        "no variation",
        "variation of these terms",
        "variation of this contract",
        "must be agreed in writing",
        "agreed in writing by both",
    ),
    T.DATA_PROTECTION: (
        "technical and organizational measures",
        "security of processing",
        "level of security appropriate",
        "sub-processor*",
        "another processor",
        "documented instructions",
        "standard contractual clauses",
        "personal data breach*",
    ),
    T.WARRANTIES: (
        # A warranty's remedy names the warranty just given; its "credit of the price paid" is
        # no payment clause. (Not "breach of warranty": limitations of liability list it.)
        "breach of the warranty",
        "breach of this warranty",
        "breach of these warranties",
        # "If there is a problem with the product": a heading shaped like a sentence may
        # reach the classifier as body text.
        "problem with the product",
        "problem with the products",
        "problem with the goods",
        "faulty or not as described",
        "satisfactory quality",
        "fit for purpose",
        "in conformity with this contract",
        "in conformity with the contract",
        "conformity with the contract",
    ),
    T.SEVERABILITY: (
        "the rest will continue",
        "the rest will remain",
        "the rest shall continue",
        "the rest shall remain",
        "rest of this contract",
        "the remaining parts",
        "remaining clauses",
        "not affect any other terms",
        "not affect the other terms",
        "not affect the remaining",
    ),
    T.ACCOUNT_SECURITY: (
        "login details",
        "log-in details",
        "security details",
        "access credentials",
        "keep their password",
        "keep its password",
    ),
    T.SERVICES: (
        "make the platform available",
        "make the services available",
        "make the service available",
        "make the software available",
        "make the application available",
        "planned maintenance",
        "scheduled maintenance",
        "service credit*",
        "uptime",
    ),
    T.GOVERNING_LAW: _CONFLICT_OF_LAWS,
    T.BOILERPLATE: (
        # No waiver: the lapse ...
        *_NOT_ENFORCING,
        "failure to exercise",
        "failure to insist",
        "fail to insist",
        "fails to insist",
        "do not insist",
        "does not insist",
        "don't insist",
        "doesn't insist",
        "delay in enforcing",
        "delay in exercising",
        "delay in insisting",
        "to exercise or enforce",
        "single or partial exercise",
        "further exercise of",
        # ... is no waiver. Not "constitute a waiver" or "be deemed a waiver": a consent to an
        # assignment that "shall not be deemed a waiver" of other claims is part of the
        # assignment clause.
        "not a waiver",
        "not be a waiver",
        "operate as a waiver",
        "operates as a waiver",
        "waiver of any breach",
        "waiver of a breach",
        "waiver of any provision",
        "waiver of any term",
        "waiver of any right or remedy",
        "waiver of a right",
        "waiver is only effective",
        "waiver is effective only",
        "waiver shall be effective only",
        "waiver will be effective only",
        # ... and the right can still be enforced.
        "still insist",
        "still enforce",
        "still be entitled to insist",
        "still be entitled to enforce",
        "giving up any rights",
        "give up any rights",
        "given up any rights",
        "giving up any of our rights",
        "give up any of our rights",
        *_PRECEDENCE,
    ),
}

# Catch-all headings of plain-English terms ("Other important terms"), weighted as the
# built-in ones (:data:`.signals_heading.GENERIC_TITLE`).
PLAIN_GENERIC: Table = {
    T.BOILERPLATE: ("other important terms",),
    # "Subject Matter and Duration" heads a DPA's description of the processing (the words of
    # Article 28(3) GDPR) and, in contracts drafted from German or Dutch models, the scope and
    # term of the contract: a catch-all, so the body (personal data or the term) decides.
    T.DATA_PROTECTION: ("subject matter and duration",),
}

# How the documents of a contract are read together is also a rule of interpretation: inside
# an "Interpretation" clause (UK drafting puts it there) an order of precedence stays
# ``DEFINITIONS``; on its own it is ``BOILERPLATE`` with ``DEFINITIONS`` second.
PLAIN_WEAK: Table = {T.DEFINITIONS: _PRECEDENCE}
