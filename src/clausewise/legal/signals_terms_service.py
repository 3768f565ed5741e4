"""Terms-of-service signals about the service itself (its availability, changes and ending)
and about the terms binding the user ("Acceptance of Terms").

In a SaaS contract "Service Availability" is a service level the supplier commits to (an uptime
percentage, service credits): ``SERVICES``. In consumer terms of service the same heading says
the opposite: the site "may be modified, updated, interrupted, suspended or discontinued at any
time", "we do not guarantee that it will always be available", "we cannot exclude
interruptions". So in terms of service an availability heading is a catch-all (its body
decides between a unilateral change, a suspension and a disclaimer; a body about maintenance
windows still makes it ``SERVICES``), and "the Site may be modified", like "we may modify", is
a unilateral change; "for your personal, non-commercial use" limits the user's use (it is no
personal data).

Same phrase syntax as :mod:`clausewise.legal.signals`; :func:`.signalset.signal_set` adds
``TC_GENERIC`` to the catch-all headings of terms of service (before the contract headings, so
it replaces the heading word "availability" there), ``TC_SERVICE_TITLE`` to their headings and
``TC_SERVICE_STRONG`` and ``TC_SERVICE_WEAK`` to their strong and weak body phrases.
"""

from __future__ import annotations

from .signals import Table
from .types import ClauseType as T

__all__ = ["TC_GENERIC", "TC_SERVICE_STRONG", "TC_SERVICE_TITLE", "TC_SERVICE_WEAK"]

TC_GENERIC: Table = {
    T.SERVICES: (
        "availability",
        "site availability",
        "service availability",
        "services availability",
        "platform availability",
        "availability of the site",
        "availability of our site",
        "availability of the service*",
        "availability of our service*",
        "availability of the platform",
        "availability of the app*",
        "availability of our product*",
        "availability of the product*",
    ),
    # "Security" heads the user's account security ("keep your password secret"), the
    # provider's protection of personal data ("technical and organisational measures") or the
    # rules against attacking the site: the body decides.
    T.ACCOUNT_SECURITY: ("security",),
}

# "Ending Your Subscription", "Cancelling your membership", "Ending your Services": a heading
# that ends the user's relationship names termination (a subscription is otherwise a payment
# heading, which then comes second). Only relationships: "Cancelling your payment
# instruction" is about a payment.
_ENDING = ("ending", "cancelling", "canceling", "cancel")
_RELATIONSHIPS = ("subscription*", "membership*", "account*", "plan", "contract", "service*")
TC_SERVICE_TITLE: Table = {
    # How the terms bind the user ("By accessing or using the Service, you agree to be bound
    # by these Terms"): the opening of the terms, which says what they are and whom they
    # bind, as a contract's preamble does. Not the acceptance of goods or deliverables that
    # the bare heading word "Acceptance" names in a contract.
    T.PREAMBLE: (
        *(
            f"acceptance of {which}{what}"
            for which in ("", "the ", "these ", "this ")
            for what in ("terms", "terms of use", "terms of service", "agreement")
        ),
        "agreement to terms",
        "agreement to these terms",
        "accepting these terms",
        "accepting the terms",
    ),
    T.TERMINATION: (
        *(
            f"{verb} {whose} {what}"
            for verb in _ENDING
            for whose in ("your", "the", "this")
            for what in _RELATIONSHIPS
        ),
        "how to cancel",
    ),
    # A free trial's terms are when the paid subscription starts and what it costs.
    T.PAYMENT: ("free trial*", "trial offer*", "trial period*"),
}

# "for your personal, non-commercial use": what the user may do with the service, not
# personal data (the weak word "personal" would read it so). Weak: licence grants and
# eligibility rules say it in passing.
TC_SERVICE_WEAK: Table = {
    T.USER_RESTRICTIONS: (
        "personal, non-commercial",
        "personal and non-commercial",
        "personal non-commercial",
        "personal use only",
        "non-commercial, personal",
        "non-commercial personal",
    ),
    # A free trial's conversion into a paid plan; weak, as a service description names its
    # paid plans in passing.
    T.PAYMENT: ("paid subscription*", "free trial*"),
}

TC_SERVICE_STRONG: Table = {
    # "The Site may be modified, updated, interrupted, suspended or discontinued": the
    # provider's change of the service, a unilateral change as much as "we may modify".
    T.AMENDMENT: ("may be modified", "may be changed", "may be updated", "may be altered"),
    # A marketplace or booking platform disclaims the sales it brokers: "we are not a party to
    # any transaction between buyers and sellers", "any contract is solely between you and
    # the seller" (the platform's exclusion of liability for its users' deals).
    T.LIMITATION_OF_LIABILITY: (
        "not a party to any transaction*",
        "not a party to the transaction*",
        "not a party to any contract*",
        "not a party to the contract*",
        "not party to any transaction*",
        "solely between you and",
        "solely between buyers and sellers",
        "solely between the buyer and the seller",
    ),
}
