"""A statute's or regulation's subpart, cited as a unit of its own: "Subpart B of Part 2",
"21 C.F.R. Part 11, Subpart B", "Subparts B and C of Part 11".

The reference grammar reads "subpart" as the "sub" of a part, a bracketed piece of it, as a
contract's "subpart (b) of Part 2" is. The Code of Federal Regulations (and the statutes and
rules drafted after it) divides each Part into lettered Subparts with their own headings,
which a citation names by their letter: that letter is the subpart's, not a paragraph's of
the Part, so an external citation records it as ``subpart``. A bracketed "subpart (b)" stays
a piece of its Part.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .references_model import Reference
from .references_parsed import Member, Parsed

__all__ = ["SUBPART", "attach_subparts", "pin_kind", "subpart_steps"]

SUBPART = "subpart"
_HEAD_RE = re.compile(r"(?i:sub-?parts?)(?![\w])")
_LABEL_RE = re.compile(r"[A-Z]{1,2}|\d{1,3}")

Step = tuple[str | None, str]


def _is_subpart(text: str, head_at: int, unit: Member) -> bool:
    return (
        bool(_HEAD_RE.match(text, head_at))
        and not unit.parts
        and bool(_LABEL_RE.fullmatch(unit.main))
    )


def subpart_steps(text: str, parsed: Parsed, member: Member, steps: list[Step]) -> list[Step]:
    """``steps`` (see ``references_resolve.steps_of``) with the kind of each lettered
    Subpart written as ``subpart``; ``steps`` itself when none is."""
    first = parsed.members[0].start
    units = [*((u, u.start) for u in reversed(parsed.outer)), (member, first)]
    # each unit written with a number or a bracket opens one step with a kind, in order
    marks = [u.kind == "part" and _is_subpart(text, at, u) for u, at in units if u.main or u.parts]
    if not any(marks):
        return steps
    out: list[Step] = []
    opened = 0
    for kind, tok in steps:
        if kind is not None:
            if opened < len(marks) and marks[opened]:
                kind = SUBPART
            opened += 1
        out.append((kind, tok))
    return out


# Between a code citation's Part and its Subpart: "21 C.F.R. Part 11, Subpart B", "21 CFR
# Part 11 Subpart C"; between a Subpart and the code title it is of: "Subpart D of 21 C.F.R.
# Part 312", "Subpart B of Part 2 of Title 21 C.F.R."
_AFTER_RE = re.compile(r",?[ \t]{1,2}")
_LIST_RE = re.compile(r",?[ \t]{1,2}(?:(?:and|or)[ \t]{1,2})?")
_OF_RE = re.compile(r"[ \t\n]{1,2}of[ \t\n]{1,2}(?:Title[ \t]{1,2})?")


def pin_kind(parsed: Parsed, member: Member, steps: list[Step]) -> str:
    """The kind of the outermost unit a reference names ("Subpart B of Part 2": part)."""
    if steps and steps[0][0] == SUBPART:
        return SUBPART
    return (parsed.outer[-1] if parsed.outer else member).kind


def attach_subparts(text: str, refs: list[Reference]) -> list[Reference]:
    """``refs`` (in text order) with each lone Subpart next to a U.S.C. or C.F.R. citation
    cited as that title's: {"code": "C.F.R.", "title": "21", "part": "11", "subpart": "B"}."""
    for i, ref in enumerate(refs):
        ext = ref.external
        if ext is None or SUBPART not in ext or set(ext) - _PLAIN:
            continue  # (a subpart of a named Act, or one already of a code title)
        prev = refs[i - 1] if i else None
        if (
            prev is not None
            and prev.external is not None
            and {"code", "part"} <= prev.external.keys()
            and "part" not in ext
            # (the next of a list: "Part 164, Subparts A and C")
            and (_LIST_RE if SUBPART in prev.external else _AFTER_RE).fullmatch(
                text, prev.end, ref.start
            )
        ):
            cite = {**prev.external, SUBPART: ext[SUBPART]}
            base = prev.target_identifier.split(", Subpart ")[0]
            name = f"{base}, Subpart {ext[SUBPART]}"
            refs[i] = replace(ref, target_identifier=name, external=cite)
            continue
        nxt = refs[i + 1] if i + 1 < len(refs) else None
        if (
            nxt is not None
            and nxt.external is not None
            and "code" in nxt.external
            and not {"section", SUBPART} & nxt.external.keys()
            and ("part" not in ext or "part" not in nxt.external)
            and _OF_RE.fullmatch(text, ref.end, nxt.start)
        ):
            cite = {**nxt.external, **{k: v for k, v in ext.items() if k != "jurisdiction"}}
            part = f" Part {cite['part']}" if "part" in cite else ""
            name = f"{cite['title']} {cite['code']}{part}, Subpart {ext[SUBPART]}"
            refs[i] = replace(ref, target_identifier=name, external=cite)
    return refs


_PLAIN = frozenset(("jurisdiction", "part", SUBPART))
