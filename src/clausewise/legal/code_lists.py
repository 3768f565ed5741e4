"""Several sections or parts of one code title: "42 U.S.C. §§ 1981 and 1983", "29 C.F.R.
Parts 1910 and 1926", "15 U.S.C. §§ 78a through 78qq".

A citation of the U.S.C. or the C.F.R. reads its title and the first section or part after
it (:func:`clausewise.legal.citations.citation_at`). A plural mark ("§§", "Sections",
"Parts") announces more: each further number of the list is a citation of its own, of the
same title, so a retriever that looks for "42 U.S.C. § 1983" finds the chunk that cites it.
A range ("§§ 201 through 219") stays one citation whose section is the range, as the
hyphenated "§§ 201-219" already reads.

Only a plural mark continues with bare numbers. After a single "§ 1981", a further section
must carry its own sign ("§ 1981 and § 1983"), and after a single part its own word ("Part 160
and Part 164"): "42 U.S.C. § 1981 and 30 days" or "and Section 4 hereof" are not more of the
code.
"""

from __future__ import annotations

import re

from .citations import CODE_SECTION, Citation

__all__ = ["code_members"]

_PLURAL_RE = re.compile(r"§§|[Ss]ections\b|SECTIONS|[Ss]ecs\.|[Pp]arts\b|PARTS|pts\.")
# The separator before a further member, then the member: its own sign is optional after a
# plural mark (the caller checks). A number followed by a unit of time or money is not one.
_NEXT_RE = re.compile(
    r"(?P<sep>[ \t]{0,2},[ \t]{1,2}(?:(?:and/or|and|or)[ \t]{1,2})?"
    r"|[ \t]{1,2}(?:and/or|and|or)[ \t]{1,2}"
    r"|[ \t]{1,2}(?P<range>through|thru|to)[ \t]{1,2}|[ \t]?(?P<dash>[\u2013\u2014])[ \t]?)"
    rf"(?P<sign>§[ \t]?|(?P<part>Part|PART)[ \t])?(?P<sec>{CODE_SECTION})(?![\w\-])"
    r"(?![ \t]{1,2}(?:days?|months?|years?|weeks?|hours?|business|percent|per[ \t]cent)\b)"
    # (nor the title of the next citation: "§§ 201-219, and 29 C.F.R. § 541.100")
    r"(?![ \t]{1,2}(?:U\.[ ]?S\.[ ]?C|C\.[ ]?F\.[ ]?R|USC\b|CFR\b))"
)

# A sibling subsection written bare after a section's own: "21 U.S.C. § 335(a) and (b)",
# "21 C.F.R. § 11.10(a)(1) or (2)" (not the first item of an inline list: "§ 335(a), and
# (b) the Company shall ...")
_SUB_RE = re.compile(
    r"(?:[ \t]{0,2},[ \t]{1,2}(?:and|or)|[ \t]{1,2}(?:and|or))[ \t]{1,2}"
    r"(?P<sub>\((?:[a-z]{1,2}|[ivx]{1,5}|\d{1,3}|[A-Z])\))"
    r"(?![ \t]{1,2}(?!(?:and|or|of|through|to)\b)[A-Za-z])"
)
_LAST_SUB_RE = re.compile(r"\((?:(?P<low>[a-z]{1,5})|(?P<num>\d{1,3})|(?P<up>[A-Z]))\)\Z")


def _sibling(text: str, at: int, field: str, data: dict[str, str]) -> re.Match[str] | None:
    """The bare "(b)" after a code section ending in "(a)", of the same numbering style."""
    m = _SUB_RE.match(text, at)
    last = _LAST_SUB_RE.search(data.get(field, ""))
    if m is None or last is None:
        return None
    sub = m.group("sub")[1:-1]
    style = "num" if sub.isdigit() else "up" if sub.isupper() else "low"
    return m if last.group(style) is not None else None


def code_members(text: str, found: Citation) -> list[Citation]:
    """``found`` (a citation from ``citation_at``) and the further members of its list when
    it cites a section or part of a code title under a plural mark; ``[found]`` otherwise."""
    start, end, _, data = found
    field = "section" if "section" in data else "part" if "part" in data else None
    if "code" not in data or field is None:
        return [found]
    plural = _PLURAL_RE.search(text, start, end) is not None
    name = f"{data['title']} {data['code']}"
    out = [found]
    m = _NEXT_RE.match(text, end)
    # ("29 C.F.R. Part 1910 and Part 1926": a part after a part, with its own word)
    while m is not None and (plural or m.group("sign")) and bool(m.group("part")) <= (
        field == "part"
    ):
        sec = m.group("sec")
        if m.group("range") or m.group("dash"):
            last_start, _, _, last = out[-1]
            data = {**last, field: f"{last[field]}-{sec}"}
            out[-1] = (last_start, m.end(), _label(name, field, data[field]), data)
        else:
            data = {**data, field: sec}
            out.append(
                (
                    m.start("sign") if m.group("sign") else m.start("sec"),
                    m.end(),
                    _label(name, field, sec),
                    data,
                )
            )
        m = _NEXT_RE.match(text, m.end())
    while field == "section" and (sib := _sibling(text, out[-1][1], field, out[-1][3])):
        last = out[-1][3]
        sec = last[field][: last[field].rindex("(")] + sib.group("sub")
        data = {**last, field: sec}
        out.append((sib.start("sub"), sib.end(), _label(name, field, sec), data))
    return out


def _label(name: str, field: str, number: str) -> str:
    """ "42 U.S.C. § 1983", "29 C.F.R. Part 1926": as ``citation_at`` names one."""
    return f"{name} § {number}" if field == "section" else f"{name} Part {number}"
