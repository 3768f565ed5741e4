"""Validated, picklable options of a :class:`~clausewise.legal.chunker.LegalChunker`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import ConfigError
from ..sizing import Sizer, TokenEstimate, tokenizer_sizer
from .jurisdiction import JurisdictionProfile, get_profile
from .types import ClauseType

__all__ = [
    "CONTEXT_HEADER_FIELDS",
    "DOC_TYPES",
    "LegalOptions",
    "default_min_chunk_size",
    "make_options",
]

DOC_TYPES = ("contract", "terms_conditions")
# The fields a context header can carry, in the order it writes them. "document" and
# "parties" are the same on every chunk of a document: they tell one contract from another
# in an index of many, and nothing inside an index of one contract.
CONTEXT_HEADER_FIELDS = ("document", "parties", "section", "type")

ClassificationHook = Callable[[str], Any]


@dataclass(frozen=True, slots=True)
class LegalOptions:
    profile: JurisdictionProfile
    doc_type: str = "contract"
    max_chunk_size: int = 512
    min_chunk_size: int = 64
    chars_per_token: int = 4
    include_definitions: bool = True
    include_context_header: bool = True
    context_header_fields: tuple[str, ...] = CONTEXT_HEADER_FIELDS
    include_ancestor_headers: bool = True
    document_id: str | None = None
    extra_abbreviations: tuple[str, ...] = ()
    extra_clause_signals: tuple[tuple[ClauseType, tuple[str, ...]], ...] = ()
    classification_hook: ClassificationHook | None = field(default=None, compare=False)
    classification_hook_threshold: float = 0.5
    tokenizer: Sizer | None = field(default=None, compare=False)

    @property
    def max_chars(self) -> int:
        """The longest content (header plus body) the token estimate allows (with a real
        tokenizer: the budget in characters the heuristics size headers and glue by)."""
        return (self.max_chunk_size + 1) * self.chars_per_token - 1

    @property
    def sizer(self) -> Sizer:
        """What ``max_chunk_size``, ``min_chunk_size`` and ``token_count`` count: the
        tokenizer's tokens, else the estimate ``len(text) // chars_per_token``."""
        return self.tokenizer if self.tokenizer is not None else TokenEstimate(self.chars_per_token)


def _positive_int(name: str, value: object, minimum: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ConfigError(f"{name} must be an int >= {minimum}, got {value!r}")
    return value


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise ConfigError(f"{name} must be True or False, got {value!r}")
    return value


def default_min_chunk_size(max_chunk_size: int) -> int:
    """``min_chunk_size`` when none is given: 64, or a quarter of a budget below 256."""
    return min(64, max_chunk_size // 4)


def make_options(
    *,
    jurisdiction: object,
    doc_type: object,
    max_chunk_size: object,
    min_chunk_size: object,
    chars_per_token: object,
    include_definitions: object,
    include_context_header: object,
    include_ancestor_headers: object,
    document_id: object,
    extra_abbreviations: Sequence[str] | None,
    extra_clause_signals: Mapping[ClauseType | str, Sequence[str]] | None,
    classification_hook: ClassificationHook | None,
    classification_hook_threshold: object,
    tokenizer: object = None,
    context_header_fields: object = CONTEXT_HEADER_FIELDS,
) -> LegalOptions:
    """Check every option and build :class:`LegalOptions`; errors name the valid values."""
    profile = get_profile(jurisdiction)  # type: ignore[arg-type]
    if doc_type not in DOC_TYPES:
        raise ConfigError(
            f"doc_type must be one of {', '.join(map(repr, DOC_TYPES))}, got {doc_type!r}"
        )
    size = _positive_int("max_chunk_size", max_chunk_size)
    if min_chunk_size is None:
        # The documented 64, or a quarter of a smaller budget: max_chunk_size=64 just works.
        min_chunk_size = default_min_chunk_size(size)
    minimum = _positive_int("min_chunk_size", min_chunk_size, 0)
    if minimum >= size:
        raise ConfigError(
            f"min_chunk_size ({minimum}) must be smaller than max_chunk_size ({size})"
        )
    cpt = _positive_int("chars_per_token", chars_per_token)
    if document_id is not None and not isinstance(document_id, str):
        raise ConfigError(f"document_id must be a str or None, got {type(document_id).__name__}")
    if classification_hook is not None and not callable(classification_hook):
        raise ConfigError("classification_hook must be a callable text -> ClauseType | None")
    threshold = classification_hook_threshold
    if threshold is None:  # documented: None asks the hook for every clause, like >= 1
        threshold = 1.0
    if (
        isinstance(threshold, bool)
        or not isinstance(threshold, (int, float))
        or not threshold >= 0.0  # also rejects NaN
    ):
        raise ConfigError(
            "classification_hook_threshold must be None (always ask the hook) or a number "
            f">= 0 (ask below that keyword confidence; >= 1 always asks), got {threshold!r}"
        )
    abbrevs = tuple(str(a) for a in (extra_abbreviations or ()))
    return LegalOptions(
        profile=profile,
        doc_type=str(doc_type),
        max_chunk_size=size,
        min_chunk_size=minimum,
        chars_per_token=cpt,
        include_definitions=_flag("include_definitions", include_definitions),
        include_context_header=_flag("include_context_header", include_context_header),
        context_header_fields=_header_fields(context_header_fields),
        include_ancestor_headers=_flag("include_ancestor_headers", include_ancestor_headers),
        document_id=document_id,
        extra_abbreviations=abbrevs,
        extra_clause_signals=_signals(extra_clause_signals),
        classification_hook=classification_hook,
        classification_hook_threshold=float(threshold),
        tokenizer=None if tokenizer is None else tokenizer_sizer(tokenizer),
    )


def _header_fields(value: object) -> tuple[str, ...]:
    """The context header's fields, checked, in the header's own order."""
    valid = ", ".join(map(repr, CONTEXT_HEADER_FIELDS))
    if isinstance(value, str) or not isinstance(value, (list, tuple, set, frozenset)):
        raise ConfigError(
            f"context_header_fields must be a list or tuple of field names ({valid}), got "
            f"{value!r}; for one field write a one-element tuple, e.g. ('type',)"
        )
    unknown = [v for v in value if v not in CONTEXT_HEADER_FIELDS]
    if unknown:
        raise ConfigError(
            f"context_header_fields: unknown field(s) {', '.join(map(repr, unknown))}; "
            f"the fields are {valid}"
        )
    return tuple(f for f in CONTEXT_HEADER_FIELDS if f in value)


def _signals(
    signals: Mapping[ClauseType | str, Sequence[str]] | None,
) -> tuple[tuple[ClauseType, tuple[str, ...]], ...]:
    if not signals:
        return ()
    if not isinstance(signals, Mapping):
        raise ConfigError("extra_clause_signals must be a dict {ClauseType: [phrases]}")
    out: list[tuple[ClauseType, tuple[str, ...]]] = []
    for key, phrases in signals.items():
        try:
            ctype = ClauseType(key)
        except ValueError:
            valid = ", ".join(c.value for c in ClauseType)
            raise ConfigError(f"unknown clause type {key!r}; valid: {valid}") from None
        if isinstance(phrases, str) or not all(isinstance(p, str) for p in phrases):
            raise ConfigError(f"extra_clause_signals[{ctype.value!r}] must be a list of str")
        out.append((ctype, tuple(phrases)))
    return tuple(out)
