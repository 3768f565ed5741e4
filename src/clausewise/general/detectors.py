"""Heuristic structure detectors: what they emit and the base class to write your own.

A detector reads the (normalised) text and returns annotations:

* :class:`SplitPoint`: start a new chunk at this line (a heading it found);
* :class:`KeepTogetherRegion`: keep this range in one chunk, up to ``max_overshoot`` times the
  target size (a table).

The chunker turns split points into boundaries and regions into keep-together regions for the
one packer; when a split point falls inside a region that fits, the region wins.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Union

from ..errors import ConfigError, describe

__all__ = [
    "Annotation",
    "BoundaryDetector",
    "KeepTogetherRegion",
    "SplitPoint",
    "check_annotations",
]


@dataclass(frozen=True, slots=True)
class SplitPoint:
    """Start a new chunk at ``position`` (the start of a line, an offset into the text).

    ``level`` ranks it like a boundary pattern's rank: 0 is outermost; a deeper level nests
    under shallower boundaries in ``Chunk.hierarchy``.
    """

    position: int
    line_number: int = 0
    label: str = ""
    level: int = 0


@dataclass(frozen=True, slots=True)
class KeepTogetherRegion:
    """Keep ``text[start:end]`` in one chunk if it is at most ``max_overshoot`` x the target."""

    start: int
    end: int
    label: str = ""
    max_overshoot: float = 1.5


Annotation = Union[SplitPoint, KeepTogetherRegion]  # noqa: UP007 (a runtime alias on 3.10)


class BoundaryDetector(ABC):
    """Base class of structure detectors: implement :meth:`detect`."""

    @property
    def name(self) -> str:
        """Shown by ``preview_boundaries`` and the CLI's ``--detect-boundaries``."""
        return type(self).__name__

    @abstractmethod
    def detect(self, text: str) -> list[Annotation]:
        """Return split points and keep-together regions found in ``text``."""


def check_annotations(detector: object, text: str) -> list[Annotation]:
    """Run ``detector`` and validate what it returns (a bad detector fails loudly, by name)."""
    detect = getattr(detector, "detect", None)
    if not callable(detect):
        raise ConfigError(
            f"detectors must be BoundaryDetector instances (with detect(text)), got "
            f"{describe(detector)}"
        )
    found = detect(text)
    name = type(detector).__name__
    if not isinstance(found, (list, tuple)):
        raise ConfigError(f"{name}.detect() must return a list, got {describe(found)}")
    n = len(text)
    for a in found:
        if isinstance(a, SplitPoint):
            ok = isinstance(a.position, int) and 0 <= a.position <= n
        elif isinstance(a, KeepTogetherRegion):
            ok = (
                isinstance(a.start, int)
                and isinstance(a.end, int)
                and 0 <= a.start <= a.end <= n
                and a.max_overshoot >= 1.0
            )
        else:
            raise ConfigError(
                f"{name}.detect() returned {describe(a)}; expected SplitPoint or KeepTogetherRegion"
            )
        if not ok:
            raise ConfigError(f"{name}.detect() returned {a!r}, outside the text (0..{n})")
    return list(found)
