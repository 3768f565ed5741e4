"""What a range between two members of a reference holds: the members between its ends that
the numbering lets us enumerate ("Sections 2.3 through 2.5" -> 2.4; "(a) to (c)" -> (b);
"II to IV" -> III), and the hyphen that joins one number instead ("Part 3-2")."""

from __future__ import annotations

from .references_parsed import Member

__all__ = ["INCLUSIVE", "hyphenated", "implied_between"]

# What a range may say of its ends before the instrument it is of: "sections 24 to 28
# (inclusive) of the Landlord and Tenant Act 1954", "Sections 2.1 through 2.4, inclusive, of"
INCLUSIVE = (
    r"(?:[ \t]{1,2}\((?:both[ \t]{1,2})?inclusive\)|,?[ \t]{1,2}(?:both[ \t]{1,2})?inclusive,?)"
)

_ROMANS = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii",
           "xiv", "xv", "xvi", "xvii", "xviii", "xix", "xx"]  # fmt: skip


def _between(a: str, b: str) -> list[str] | None:
    """Tokens strictly between ``a`` and ``b`` when they form an enumerable sequence."""
    if a.isdigit() and b.isdigit():
        lo, hi = int(a), int(b)
        width = len(a) if a.startswith("0") else 0
        return [str(i).zfill(width) for i in range(lo + 1, hi)] if 0 < hi - lo <= 60 else None
    if a.lower() in _ROMANS and b.lower() in _ROMANS and (len(a) > 1 or len(b) > 1 or a in "iI"):
        lo, hi = _ROMANS.index(a.lower()), _ROMANS.index(b.lower())
        out = _ROMANS[lo + 1 : hi]
        return [t.upper() for t in out] if a.isupper() else out
    if len(a) == 1 and len(b) == 1 and a.isalpha() and b.isalpha() and a.islower() == b.islower():
        return [chr(c) for c in range(ord(a) + 1, ord(b))] if 0 < ord(b) - ord(a) <= 25 else None
    return None


def implied_between(first: Member, last: Member, span: tuple[int, int]) -> list[Member]:
    """The ``implied`` members strictly between the range's ends ``first`` and ``last``, each
    spanning ``span``; ``[]`` when the numbering cannot be enumerated."""
    if last.parts and (last.main == first.main or not last.main) and first.parts:
        inner = _between(first.parts[-1], last.parts[-1])
        if inner is None or first.parts[:-1] != last.parts[:-1]:
            return []
        return [Member(*span, first.kind, first.main, (*first.parts[:-1], t), True) for t in inner]
    if first.parts or last.parts or not first.main or not last.main:
        return []
    head_a, _, tail_a = first.main.rpartition(".")
    head_b, _, tail_b = last.main.rpartition(".")
    inner = _between(tail_a, tail_b) if head_a == head_b else None
    prefix = f"{head_a}." if head_a else ""
    return [Member(*span, first.kind, prefix + t, (), True) for t in inner or []]


def hyphenated(sep: str, prev: Member, member: Member) -> bool:
    """ "3-2" written with a bare hyphen after a whole number, counting down: no range runs
    backwards, so it is one number (an Australian Act's "Part 3-2", "Chapter 5-1")."""
    return (
        sep == "-"
        and not prev.parts
        and prev.range_start is None
        and prev.main.isdigit()
        and member.main.isdigit()
        and int(member.main) < int(prev.main)
    )
