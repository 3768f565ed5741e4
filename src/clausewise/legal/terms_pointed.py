"""A use of a term that points to its definition in a unit: "Any Claim (as defined in clause
11) shall be notified promptly".

A definition a unit limits to itself ("In this clause 11, "Claim" means ...") applies in that
unit only: elsewhere "Claim" is a plain word. Where the text says which definition it means,
"Claim (as defined in clause 11)", the chunk uses that term with that definition. The pointer
names the unit the definition is scoped to ("clause 11") or the clause that holds it ("clause
11.1", or a clause inside the unit)."""

from __future__ import annotations

import re

from .types import DefinedTerm

__all__ = ["pointed_terms"]

_POINTER = re.compile(
    r"(?i:as[ \t\n]+defined[ \t\n]+(?:in|under|by)[ \t\n]+"
    r"(?P<kind>clause|section|article|paragraph|part|schedule|annex|appendix|exhibit)[ \t\n]+)"
    r"(?P<label>\d{1,3}(?:\.\d{1,3}){0,4}|[A-Z]{1,3})(?![\w])"
)
_BEFORE = 60  # characters read back from the pointer for the term


def pointed_terms(
    text: str, start: int, end: int, scoped: dict[str, list[DefinedTerm]], used: list[str]
) -> dict[str, DefinedTerm]:
    """The terms of ``scoped`` (defined only within units) that ``text[start:end]`` uses with a
    pointer to their definition, not in ``used``, and the definition each points to."""
    out: dict[str, DefinedTerm] = {}
    if not scoped or text.find("defined", start, end) < 0:
        return out
    for m in _POINTER.finditer(text, start, end):
        before = text[max(start, m.start() - _BEFORE) : m.start()].rstrip(" \t\n(,")
        label = m.group("label")
        named = f"{m.group('kind')} {label}".lower()  # "Schedule 2", "Part 3"
        for term, found in scoped.items():
            if term in out or term in used or not _ends_with(before, term):
                continue
            for d in found:
                scope = d.scope
                if (
                    label in (scope, d.source_clause)
                    or label.startswith(scope + ".")
                    or named == scope.lower()  # "as defined in Schedule 2"
                ):
                    out[term] = d
                    break
    return out


def _ends_with(before: str, term: str) -> bool:
    """Whether ``before`` ends with ``term`` (or its plural in "s") as whole words."""
    for form in (term, term + "s"):
        if before.endswith(form):
            at = len(before) - len(form)
            if at == 0 or not (before[at - 1].isalnum() or before[at - 1] in "-_"):
                return True
    return False
