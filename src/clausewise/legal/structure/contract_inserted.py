"""Inserted provisions: where the walk places a number an amending Act put between two.

An amending Act inserts section "1A" between sections 1 and 2 (UK, Australian, Indian and
Irish drafting; "12AB", "5ZA" too), subsection "(2A)" after "(2)", paragraph "(ba)" after
"(b)" and "(ia)" after "(i)". Such a number reads as its base style followed by "+" ("dec+",
"(1)+", "(a)+"; see :func:`.contract_marks.inserted_interps`), valued (base number, rank of
its letters). It is placed only as the next sibling of its base number or of another number
inserted after it, and the base's numbering goes on after it ("2" after "1A").
"""

from __future__ import annotations

from .contract_chains import is_unit, marker_format
from .contract_lists import Frame
from .contract_marks import Cand

__all__ = ["Frame", "deepest_unit", "inserted_section", "place_inserted"]


def deepest_unit(stack: list[Frame]) -> int:
    """Index of the innermost frame numbered by a unit word ("part"), or -1."""
    for j in range(len(stack) - 1, -1, -1):
        if is_unit(stack[j][0]):
            return j
    return -1


def place_inserted(
    stack: list[Frame], style: str, v: tuple[int, ...], last_dec1: int
) -> tuple[int, int] | None:
    """Where an inserted number ("1A", "(2A)", "(ba)"; reading ``style`` valued ``v``) fits
    on the walk's ``stack``: (stack index it takes, rank 0), as the next sibling of its base
    number ("1", "(2)", "(b)") or of another number inserted after it ("1B" after "1A"), or
    as the first section under a new Division or Subdivision when the last section was its
    base (``last_dec1``: "2" ... "Subdivision B" / "2A  Decision on application"); None
    anywhere else."""
    base = style[:-1]
    for j in range(len(stack) - 1, -1, -1):
        f_style, f_value = stack[j]
        if f_style == "dec" == base and len(f_value) > 1:
            continue  # a sub-clause of a section ("2.1"): "2A" follows "2" above it
        if f_style == base and f_value == v[:1]:
            return j, 0
        if f_style == style and f_value[0] == v[0] and f_value != v:
            return j, 0
        if f_style in (base, style):
            return None  # a sibling with another number: "1A" is no child of "3"
    if style == "dec+" and v[0] == last_dec1:
        j = deepest_unit(stack)
        if j >= 0:
            return j + 1, 1
    return None


def inserted_section(text: str, c: Cand, base: Cand | None, strength: int) -> bool:
    """Whether the inserted section ``c`` ("1A") may follow ``base``, the section numbered
    like it ("1"): it heads its own line and is written the same way ("1 Title" / "1A
    Title", "1.—(1)" / "1A.—(1)"). A "1A" in a table row or an address under clause 1 is
    neither."""
    if strength != 2 or c.weak or base is None:
        return False
    return marker_format(text, base) == marker_format(text, c)
