"""A bare "Guarantee" heading over a surety's promise.

"Guarantee" heads two different clauses. A seller's guarantee of its goods ("We guarantee that
the Products will be free from defects") is a warranty; a guarantor's promise to answer for
another's debt ("The Guarantor irrevocably and unconditionally guarantees to the Lender the
punctual payment of all sums payable by the Borrower ... as if it were the principal obligor")
is a suretyship, filed with the indemnities (``INDEMNIFICATION``, as "Guaranty" and "Guarantee
and Indemnity" are: :mod:`.signals_deals`). Only the body tells them apart: a suretyship names
a guarantor or a principal obligor (the body phrases of a surety in
:data:`.signals_deals.DEAL_STRONG`); a product guarantee never does. Such a body moves the
heading's weight from ``WARRANTIES`` to ``INDEMNIFICATION``.
"""

from __future__ import annotations

from collections.abc import Mapping

from .signals_deals import DEAL_STRONG
from .signalset import canonical
from .types import ClauseType as T

__all__ = ["surety_heading"]

# The heading alone, as :func:`.classify._title_scores` reads it (lower case, no number).
_BARE = frozenset({"guarantee", "guarantees", "the guarantee", "guarantee by guarantor"})
# Compared as the body's hits are counted (``signalset.canonical``): a phrase wrapped over a
# line break or spaced out ("Guarantor\nhereby") is the same phrase.
_SURETY = frozenset(canonical(p) for p in DEAL_STRONG[T.INDEMNIFICATION])
_TRIM = " \t.:;-\u2013\u2014"


def surety_heading(title: str, scores: dict[T, float], hits: Mapping[str, int]) -> dict[T, float]:
    """``scores`` (heading weights) with a bare "Guarantee" heading over a surety's body
    counted as ``INDEMNIFICATION``; ``scores`` itself when the heading or body differ."""
    weight = scores.get(T.WARRANTIES)
    if weight is None or title.strip(_TRIM).lower() not in _BARE:
        return scores
    if not any(canonical(hit) in _SURETY for hit in hits):
        return scores
    moved: dict[T, float] = {t: w for t, w in scores.items() if t is not T.WARRANTIES}
    moved[T.INDEMNIFICATION] = max(weight, moved.get(T.INDEMNIFICATION, 0.0))
    return moved
