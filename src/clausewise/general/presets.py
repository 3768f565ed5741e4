"""Boundary presets: lists of line-start regexes for common kinds of structured text.

Every preset is a plain ``list`` of regex strings, so presets combine with ``+`` and with your
own patterns. Each string is a :class:`BoundaryPattern` (a ``str`` subclass) that also carries

* ``rank``: its nesting depth, ``0`` the outermost. ``CHAPTER`` (rank 1 in ``LEGAL_EU``)
  outranks ``Article`` (rank 3), which outranks a numbered paragraph ``1.`` (rank 4), so a
  ``(a)`` point found after ``Article 5`` belongs to Article 5 in ``Chunk.hierarchy``;
* ``kind``: ``"heading"`` (the line names what follows: kept with the start of its body and
  reported in the hierarchy as the whole line), ``"marker"`` (a numbered paragraph or point:
  reported in the hierarchy as the matched marker, e.g. ``(a)``) or ``"separator"`` (a rule, a
  chat turn: starts a chunk, never reported in the hierarchy);
* ``name``: a short name shown by ``preview_boundaries`` and the CLI.

How ``Chunker(boundaries=...)`` ranks what you pass:

* a ``BoundaryPattern`` (any preset entry, or ``ranked(pattern, rank)``) keeps its rank;
* a ``(pattern, rank)`` tuple gets that rank;
* any other plain string gets rank ``0``: unranked patterns are top-level sections, equal to
  each other (a flat list, as in the original chunkweaver API).

When two patterns match the same line, the one listed first wins. Ranks only decide nesting
(the hierarchy reported on each chunk, and which boundaries the packer cuts at first when a
section is too large); every match starts a new chunk unless ``min_size`` merges it.

Patterns are matched with ``re.MULTILINE`` against each line; a pattern that does not start
with ``^`` may match anywhere in the line and still marks the line's start.
"""

from __future__ import annotations

from typing import Any

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


class BoundaryPattern(str):
    """A regex string that also knows its nesting ``rank``, ``kind`` and ``name``."""

    rank: int
    kind: str
    name: str

    def __new__(
        cls, pattern: str, rank: int = 0, kind: str = "heading", name: str = ""
    ) -> BoundaryPattern:
        if kind not in KINDS:
            from ..errors import ConfigError

            raise ConfigError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
        obj = str.__new__(cls, pattern)
        obj.rank = rank
        obj.kind = kind
        obj.name = name or pattern
        return obj

    def __repr__(self) -> str:
        return f"ranked({str.__repr__(self)}, {self.rank})"

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle (worker processes) keeps the rank, not just the string.
        return (BoundaryPattern, (str(self), self.rank, self.kind, self.name))


def ranked(pattern: str, rank: int, *, kind: str = "heading", name: str = "") -> BoundaryPattern:
    """Give your own pattern a rank (0 = outermost), e.g. ``LEGAL_EU + [ranked(r"^Annex", 0)]``."""
    return BoundaryPattern(pattern, rank, kind, name)


def rank_of(pattern: object) -> int:
    """The rank the chunker gives ``pattern`` (a preset entry, a ``(regex, rank)`` tuple or a
    plain string, which ranks 0)."""
    if isinstance(pattern, BoundaryPattern):
        return pattern.rank
    if isinstance(pattern, tuple) and len(pattern) == 2 and isinstance(pattern[1], int):
        return pattern[1]
    return 0


KINDS = ("heading", "marker", "separator")

_P = BoundaryPattern
_ROMAN = r"[IVXLC]{1,7}"
_SP = r"[ \t]"

# EU legislation (Official Journal layout): PART/TITLE > CHAPTER > SECTION > Article >
# numbered paragraph or recital > point (a) > sub-point (i).
LEGAL_EU: list[str] = [
    _P(rf"^{_SP}*(?:PART|TITLE){_SP}+(?:{_ROMAN}|[A-Z]{{3,12}}|\d{{1,3}})\b", 0, name="part"),
    _P(rf"^{_SP}*ANNEX(?:{_SP}+(?:{_ROMAN}|[A-Z]|\d{{1,3}}))?{_SP}*$", 0, name="annex"),
    _P(rf"^{_SP}*CHAPTER{_SP}+(?:{_ROMAN}|\d{{1,3}})\b", 1, name="chapter"),
    _P(rf"^{_SP}*(?:SECTION|Section){_SP}+\d{{1,3}}{_SP}*$", 2, name="section"),
    _P(rf"^{_SP}*Article{_SP}+\d{{1,3}}[a-z]?{_SP}*$", 3, name="article"),
    _P(rf"^{_SP}*\d{{1,3}}\.{_SP}+(?=\S)", 4, kind="marker", name="paragraph"),
    _P(rf"^{_SP}*\(\d{{1,3}}\){_SP}+(?=\S)", 4, kind="marker", name="recital"),
    _P(
        rf"^{_SP}*\((?:i{{1,3}}|iv|vi{{0,3}}|ix|xi{{0,3}})\){_SP}+(?=\S)",
        6,
        kind="marker",
        name="subpoint",
    ),
    _P(rf"^{_SP}*\([a-z]{{1,2}}\){_SP}+(?=\S)", 5, kind="marker", name="point"),
]

# US contracts and statutes: ARTICLE / EXHIBIT > Section, §, "1." clause, recitals > 1.1 >
# 1.1.1 > (a) > (i).
LEGAL_US: list[str] = [
    _P(rf"^{_SP}*ARTICLE{_SP}+(?:{_ROMAN}|\d{{1,3}})\b", 0, name="article"),
    _P(
        rf"^{_SP}*(?:EXHIBIT|SCHEDULE|APPENDIX|ANNEX|ADDENDUM){_SP}+[A-Z0-9][A-Z0-9.\-]{{0,5}}\b",
        0,
        name="exhibit",
    ),
    _P(rf"^{_SP}*(?:Section|SECTION){_SP}+\d{{1,3}}(?:\.\d{{1,3}}){{0,3}}\b", 1, name="section"),
    _P(rf"^{_SP}*§{{1,2}}{_SP}*\d{{1,4}}", 1, name="section-sign"),
    _P(rf"^{_SP}*\d{{1,2}}\.{_SP}+[A-Z]", 1, name="clause"),
    _P(rf"^{_SP}*(?:WHEREAS|Whereas)\b", 1, kind="marker", name="whereas"),
    _P(rf"^{_SP}*NOW,?{_SP}+(?:THEREFORE|Therefore)\b", 1, kind="marker", name="now-therefore"),
    _P(rf"^{_SP}*\d{{1,2}}\.\d{{1,2}}\.\d{{1,2}}\.?{_SP}+(?=\S)", 3, name="subsubclause"),
    _P(rf"^{_SP}*\d{{1,2}}\.\d{{1,2}}\.?{_SP}+(?=\S)", 2, name="subclause"),
    _P(
        rf"^{_SP}*\((?:i{{1,3}}|iv|vi{{0,3}}|ix|xi{{0,3}})\){_SP}+(?=\S)",
        5,
        kind="marker",
        name="roman",
    ),
    _P(rf"^{_SP}*\([a-z]{{1,2}}\){_SP}+(?=\S)", 4, kind="marker", name="letter"),
]

# IETF RFCs: section headings start in column 0, the body is indented.
RFC: list[str] = [
    _P(r"^\d{1,2}\.[ \t]+[A-Z]", 0, name="section"),
    _P(r"^(?:Appendix|APPENDIX)[ \t]+[A-Z]\b", 0, name="appendix"),
    _P(r"^\d{1,2}\.\d{1,2}\.?[ \t]+[A-Z]", 1, name="subsection"),
    _P(r"^\d{1,2}\.\d{1,2}\.\d{1,2}\.?[ \t]+[A-Z]", 2, name="subsubsection"),
    _P(r"^\d{1,2}(?:\.\d{1,2}){3}\.?[ \t]+[A-Z]", 3, name="paragraph"),
    _P(r"^[A-Z]\.\d{1,2}\.?[ \t]+[A-Z]", 1, name="appendix-section"),
]

# Markdown ATX headings by depth; a thematic break separates without naming anything.
MARKDOWN: list[str] = [
    *(_P(rf"^#{{{n}}}[ \t]+\S", n - 1, name=f"h{n}") for n in range(1, 7)),
    _P(
        r"^[ ]{0,3}(?:-[ \t]*){3,}$|^[ ]{0,3}(?:\*[ \t]*){3,}$|^[ ]{0,3}(?:_[ \t]*){3,}$",
        6,
        kind="separator",
        name="rule",
    ),
]

# Chat logs: a timestamp or "Speaker:" opens a turn. Turns separate; they are not headings.
CHAT: list[str] = [
    _P(
        r"^[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp][Mm])?\]",
        0,
        kind="separator",
        name="time",
    ),
    _P(r"^[ \t]*\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}", 0, kind="separator", name="iso-time"),
    _P(
        r"^[ \t]*[A-Z][\w.'\-]{0,20}(?: [A-Z][\w.'\-]{0,20}){0,2}:[ \t]",
        0,
        kind="separator",
        name="speaker",
    ),
]

_CLINICAL_HEADS = (
    "CHIEF COMPLAINT|CC|HPI|HISTORY OF PRESENT ILLNESS|PAST MEDICAL HISTORY|PMH|PAST SURGICAL "
    "HISTORY|PSH|MEDICATIONS|CURRENT MEDICATIONS|ALLERGIES|SOCIAL HISTORY|FAMILY HISTORY|"
    "REVIEW OF SYSTEMS|ROS|PHYSICAL EXAM(?:INATION)?|EXAM|VITALS|VITAL SIGNS|LABS|LABORATORY "
    "(?:DATA|RESULTS)|IMAGING|RADIOLOGY|STUDIES|ASSESSMENT AND PLAN|ASSESSMENT|A/P|PLAN|"
    "IMPRESSION|DIAGNOSIS|DIAGNOSES|DIFFERENTIAL|HOSPITAL COURSE|DISPOSITION|CONDITION|"
    "DISCHARGE (?:MEDICATIONS|INSTRUCTIONS|DIAGNOSIS|CONDITION)|FOLLOW[- ]UP|PROCEDURES?|"
    "SUBJECTIVE|OBJECTIVE|INDICATION|FINDINGS|RECOMMENDATIONS"
)
# Clinical notes: the usual section labels, in capitals or title case, ending in a colon.
CLINICAL: list[str] = [
    _P(rf"^[ \t]*(?i:{_CLINICAL_HEADS})[ \t]*:", 0, name="section"),
]

# SEC filings: PART I > Item 1A. > NOTE 3 / Schedule A.
FINANCIAL: list[str] = [
    _P(rf"^{_SP}*PART{_SP}+(?:I{{1,3}}|IV|V)\b", 0, name="part"),
    _P(rf"^{_SP}*(?:Item|ITEM){_SP}+\d{{1,2}}[A-C]?\.", 1, name="item"),
    _P(rf"^{_SP}*(?:NOTE|Note){_SP}+\d{{1,2}}\b", 2, name="note"),
    _P(rf"^{_SP}*(?:SCHEDULE|Schedule){_SP}+[A-Z0-9]{{1,4}}\b", 2, name="schedule"),
]

# Tables in extracted text: a caption, the first row of a Markdown table or a grid-table border
# after a blank line. Combine with TableDetector to keep the rows together.
FINANCIAL_TABLE: list[str] = [
    _P(rf"^{_SP}*(?:TABLE|Table){_SP}+\d{{1,3}}[A-Z]?\b", 0, name="caption"),
    _P(r"^(?<=\n\n)[ \t]*\|[^\n]{0,400}\|[ \t]*$", 1, kind="separator", name="markdown-table"),
    _P(r"^(?<=\n\n)[ \t]*\+[-=+]{3,}", 1, kind="separator", name="grid-table"),
]

PLAIN: list[str] = []

PRESETS: dict[str, list[str]] = {
    "legal-eu": LEGAL_EU,
    "legal-us": LEGAL_US,
    "rfc": RFC,
    "markdown": MARKDOWN,
    "chat": CHAT,
    "clinical": CLINICAL,
    "financial": FINANCIAL,
    "financial-table": FINANCIAL_TABLE,
    "plain": PLAIN,
}
"""Presets by the names the CLI uses (``--preset legal-eu``)."""


def preset(name: str) -> list[str]:
    """A copy of a preset by name (``"legal-eu"``, ``"LEGAL_EU"`` and ``"legal_eu"`` all work)."""
    from ..errors import ConfigError

    key = name.strip().lower().replace("_", "-")
    if key not in PRESETS:
        raise ConfigError(f"unknown preset {name!r}; valid presets: {', '.join(PRESETS)}")
    return list(PRESETS[key])
