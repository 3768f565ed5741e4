"""Embedding vectors as plain lists of floats: checking model answers, cosine similarity.

Pure Python on purpose (the core imports only the standard library). Every loop over a
vector's components runs in C: ``map(float, ...)``, ``math.hypot`` for norms and
``math.dist`` for dot products (``u.w = (|u|^2 + |w|^2 - |u - w|^2) / 2``), about three
times faster than ``sum(map(mul, u, w))``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .errors import ProviderError

__all__ = ["Vector", "as_vectors", "cosine", "norm"]

Vector = list[float]


def _floats(item: object) -> Vector:
    # numpy and torch arrays iterate slowly element by element; tolist() converts in C.
    tolist = getattr(item, "tolist", None)
    values = tolist() if callable(tolist) else item
    if isinstance(values, (str, bytes)) or not isinstance(values, Sequence):
        raise TypeError(type(item).__name__)
    if type(values) is list:
        return values  # checked where it is first used: math.hypot rejects non-numbers
    return list(map(float, values))


def as_vectors(result: object, count: int, what: str = "embed") -> list[Vector]:
    """Check that ``result`` holds ``count`` numeric vectors of one dimension; return them."""
    tolist = getattr(result, "tolist", None)
    rows = tolist() if callable(tolist) else result
    if isinstance(rows, (str, bytes)) or not isinstance(rows, Sequence):
        raise ProviderError(f"{what} must return a list of vectors, got {type(result).__name__}")
    if len(rows) != count:
        raise ProviderError(f"{what} returned {len(rows)} vectors for {count} texts")
    try:
        out = [_floats(row) for row in rows]
    except (TypeError, ValueError) as exc:
        raise ProviderError(f"{what} returned something that is not a vector: {exc}") from None
    dims = {len(v) for v in out}
    if len(dims) > 1 or 0 in dims:
        raise ProviderError(f"{what} returned vectors of dimensions {sorted(dims)}")
    return out


def norm(v: Sequence[float]) -> float:
    try:
        n = math.hypot(*v)
    except TypeError:
        raise ProviderError("embed returned a vector with values that are not numbers") from None
    if not math.isfinite(n):
        raise ProviderError("embed returned a vector with an infinite or NaN value")
    return n


def cosine(v: Sequence[float], w: Sequence[float], w_norm: float | None = None) -> float:
    """Cosine similarity; 0.0 when either vector is zero (it points nowhere)."""
    if len(v) != len(w):
        raise ProviderError(
            f"embedding dimensions differ: {len(v)} and {len(w)} (one model for all texts)"
        )
    nw = norm(w) if w_norm is None else w_norm
    nv = norm(v)
    if nv == 0.0 or nw == 0.0:
        return 0.0
    dot = (nv * nv + nw * nw - math.dist(v, w) ** 2) / 2
    return max(-1.0, min(1.0, dot / (nv * nw)))
