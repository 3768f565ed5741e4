"""Heading grammar helpers of the keyword classifier, and the weight of a parent's heading.

A sub-clause without a heading of its own that names a type belongs to the clause whose
heading does name one: "6.1 Financial statements / The Company shall supply to the Agent ...
its audited consolidated financial statements" under "6. Information Undertakings" is an
information undertaking, "5.5 No proceedings pending / No litigation, arbitration or
administrative proceedings have been started" under "5. Representations" a representation.
The drafter grouped them under that heading. Their bodies still use the words of other clause
types, because that is what they promise or state about ("shall supply", "litigation"): one
strong phrase (saturated ``2.55``) beat the plain parent prior (``2 * confidence``), so a
sub-clause was typed by its verb instead of by its heading. Under a parent whose heading names
its type, and with no type-naming heading of its own, the parent prior is ``HEADED_PRIOR *
confidence``: one strong phrase with a few weak words (saturated ``3.8`` at most, one phrase
and three weak words) no longer turns it, two or more strong phrases of one other topic
(``4.4``: a real change of subject, "The Customer shall pay the Fees within 30 days of
invoice") still do. The raised prior holds against what a promise or a statement is about,
not against a clause mechanism of its own (:data:`MECHANISMS`: "X shall not be liable ..."
under "Representations" is a liability exclusion). Only clauses of the tree count: paragraphs
inside one clause are typed with the plain prior, as consumer terms run several topics in one
long section.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .signals_heading import CONNECTIVES
from .types import ClauseType

__all__ = ["FORM_TYPES", "HEADED_PRIOR", "MECHANISMS", "modifies_next", "qualified", "raises_prior"]

HEADED_PRIOR = 4.0
# Types that name the form of their clauses' statements (a promise, a statement of fact), not
# a topic.
FORM_TYPES = frozenset({ClauseType.COVENANTS, ClauseType.REPRESENTATIONS})
# Clause mechanisms of their own, which a statement keeps under any heading: a liability cap,
# an indemnity, a warranty or its disclaimer, a statement of the other form ("Medica hereby
# represents and warrants" under "Obligations of Medica"), a non-solicitation or confidentiality
# covenant among "Restrictive Covenants". What a promise or a statement is about (supplying,
# notifying, paying, litigation, records) is no such mechanism.
MECHANISMS = frozenset(
    {
        ClauseType.LIMITATION_OF_LIABILITY,
        ClauseType.INDEMNIFICATION,
        ClauseType.WARRANTIES,
        ClauseType.REPRESENTATIONS,
        ClauseType.COVENANTS,
        ClauseType.NON_SOLICITATION,
        ClauseType.CONFIDENTIALITY,
    }
)


def raises_prior(parent: ClauseType, own: Mapping[ClauseType, float]) -> bool:
    """Whether a clause with its own evidence ``own`` (heading and body scores) takes the
    raised prior of its parent's type ``parent``: the parent's type names a form of
    statement, and the clause's best other type is no clause mechanism of its own."""
    if parent not in FORM_TYPES:
        return False
    rival = max((t for t in own if t is not parent), key=own.__getitem__, default=None)
    return rival not in MECHANISMS


# The word after a heading word, when only spaces separate them.
_NEXT_WORD = re.compile(r"[ \t]{0,4}([a-z0-9]+)")


def modifies_next(low: str, end: int) -> bool:
    """Whether the heading word ending at ``end`` is followed by a noun it qualifies ("Term
    Loans") rather than by punctuation, the end, or a connective ("Term of Agreement")."""
    found = _NEXT_WORD.match(low, end)
    return found is not None and found.group(1) not in CONNECTIVES


def qualified(low: str, start: int, end: int) -> bool:
    """Whether a word qualifies the heading word at ``start`` from the left ("Termination
    Notice": no connective, number or verb form, as in "Manner of Giving Notice", "Addresses
    for Notice"), or "of" and its object from the right ("Notice of Termination")."""
    if low.startswith(" of ", end):
        return True
    before = low[:start].rstrip()
    k = len(before)
    while k and before[k - 1].isalnum():
        k -= 1
    word = before[k:]
    if not word:  # the heading starts here, or punctuation divides ("Default; Notice")
        return False
    return not (word in CONNECTIVES or word.isdigit() or word.endswith("ing"))
