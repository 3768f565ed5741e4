"""Boundary presets for :class:`clausewise.general.Chunker` (``from clausewise.presets import
LEGAL_EU``); the same objects as :mod:`clausewise.general.presets`."""

from __future__ import annotations

from .general.presets import (
    CHAT,
    CLINICAL,
    FINANCIAL,
    FINANCIAL_TABLE,
    KINDS,
    LEGAL_EU,
    LEGAL_US,
    MARKDOWN,
    PLAIN,
    PRESETS,
    RFC,
    BoundaryPattern,
    preset,
    rank_of,
    ranked,
)

__all__ = [
    "CHAT",
    "CLINICAL",
    "FINANCIAL",
    "FINANCIAL_TABLE",
    "KINDS",
    "LEGAL_EU",
    "LEGAL_US",
    "MARKDOWN",
    "PLAIN",
    "PRESETS",
    "RFC",
    "BoundaryPattern",
    "preset",
    "rank_of",
    "ranked",
]
