"""Heading grammar: where in a heading a heading word names its clause type.

A heading is a noun phrase whose last noun is its head: "Term Loans" is about loans, "USA
PATRIOT Act Notice" about one notice. Most heading words name their type wherever they stand
("Confidentiality Obligations", "Payment Terms", "Audit Rights"), so only the words that
mislead as a modifier, or when modified, are listed here; :mod:`.classify` applies the lists.
"""

from __future__ import annotations

from .structure.headings import MINOR_WORDS
from .types import ClauseType as T

__all__ = [
    "CONNECTIVES",
    "GENERIC_TITLE",
    "HEAD_ONLY",
    "OPENING_ONLY",
    "OPENING_SKIP",
    "QUALIFIED_OUT",
]

# Catch-all headings ("Miscellaneous", "Term") that suggest a type weakly; re-exported by
# :mod:`.signals` with the other tables.
GENERIC_TITLE: dict[T, tuple[str, ...]] = {
    T.BOILERPLATE: (
        "miscellaneous",
        "general",
        "general provisions",
        "other provisions",
        "general terms",
        "final provisions",
        "miscellaneous provisions",
        "general matters",
        "additional terms",
        "other terms",
        # Mostly the clause that no one else may enforce the contract (the Contracts (Rights
        # of Third Parties) Act 1999, "no third-party beneficiaries"); sometimes rights the
        # licensor holds from others, under a licence clause: the body and the parent decide.
        "third-party rights",
    ),
    T.TERMINATION: ("term", "term of agreement", "period", "term of this agreement"),
    T.SERVICES: (
        "obligations",
        "responsibilities",
        "scope",
        "products",
        "the products",
        "purpose",
        "operations",
        "performance of the agreement",
        # Keeping property in repair: a tenant's or hirer's covenant in a lease, a service in a
        # maintenance contract. Only the body tells which ("keep the Premises in good and
        # substantial repair" is the lease covenant).
        "maintenance and repair*",
        "repair* and maintenance",
    ),
    T.PREAMBLE: ("agreement",),
    # A "Disclaimer" section disclaims warranties and, as often, responsibility: the body decides.
    T.LIMITATION_OF_LIABILITY: ("disclaimer*",),
}

# Heading words that name their type only as the head of the heading, not as a modifier of the
# noun that follows: "Default" and "Events of Default" end the deal, "Default Interest" is a
# payment; in terms of service "Account" and "Your Account" are the account clause, "Account
# Deletion" and "Account Settings" are not (their own word or the body decides). Catch-all
# headings (``GENERIC_TITLE``) follow the same rule: "Term" is the agreement's term, "Term
# Loans", "Term Sheet" and "Term SOFR" are not; "General" is a catch-all, "General Partner"
# is not. A connective after the word ("Term of Agreement", "Default and Remedies") keeps it
# the head. "Background" heads the recitals; "Background IP", "Background Technology" and
# "Background Checks" are a party's pre-existing rights and a vetting of staff. "Closing" and
# "Completion" head the closing of a sale; "Closing Date Deposit", "Closing Accounts" are not.
_CLOSING = frozenset({"closing", "theclosing", "completion"})
HEAD_ONLY: frozenset[str] = frozenset({"default", "account", "background"}) | _CLOSING

# Heading words that name their type only when no noun qualifies them from the left: "Notice"
# and "Notices" are the notices clause (how to give notice), "USA PATRIOT Act Notice",
# "Termination Notice" and "Copyright Notice" are one particular notice. A function word or a
# verb form before it ("Manner of Giving Notice") is no qualifier. Plural "Legal Notices",
# "Other Notices" still head a notices clause, so only the singular forms are listed.
# "Utilisation" heads a facility agreement's drawing of the loan; "Utilization of Minority
# and Women Owned Business Enterprises" is another clause (the canonical keys of both spellings).
# "Closing of Books", "Completion of the Works" close or complete something else.
QUALIFIED_OUT: frozenset[str] = (
    frozenset(
        {"notice", "notification", "utilization", "utilisation", "utilizations", "utilisations"}
    )
    | _CLOSING
)

# Heading words that name their type only as the heading's first word: "Law", "Law and
# Jurisdiction", "Law and Courts" are the choice of law (as "Governing Law" is), "Change in
# Law", "Compliance with Law" and "Data Protection Law" are not; "Third Party Rights" is the
# clause excluding third parties' rights to enforce, "Infringement of Third Party Rights" is
# not; "Closing" and "Completion Deliverables" are the closing of a sale, "Conditions to
# Closing" and "Conduct of Business prior to Completion" are not. Numbering and punctuation
# before the word (``OPENING_SKIP``) do not count. Keys are ``signalset.canonical`` forms (no
# spaces or hyphens).
OPENING_ONLY: frozenset[str] = frozenset({"law", "thirdpartyrights"}) | _CLOSING
OPENING_SKIP = " \t.:;()-0123456789"

# Words that join a heading's nouns rather than qualify them ("Term of Agreement", "Default
# and Remedies", "Addresses for Notice"): the minor words of titles, and determiners.
CONNECTIVES: frozenset[str] = MINOR_WORDS | {"any", "our", "this", "your"}
