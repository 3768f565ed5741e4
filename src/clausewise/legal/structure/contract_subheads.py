"""Unnumbered sub-headings inside a numbered unit of terms of service.

Consumer terms number their main sections and often head the parts of a long one with
plain lines and no number ("3.2.2 Enhanced Functions" / "Rewards" / text / "One-Time Card" /
text / "Inactive Accounts" / text). Such a line is a heading of a part of the unit when it is
laid out as the headings of an unnumbered document are (:func:`.line_heading_candidates`:
a short line in title or sentence case, standing alone after a finished sentence, over a
paragraph of full sentences) and the unit has at least two of them: one short line alone is
as likely a line of a list or a caption. The headings differ from one another: a line that
comes back ("Notary Public" under each jurat, a table's column labels on each page) is a
form's caption. Nor does a heading carry a number: a numbered line the outline did not
take ("Division 1 - Logistics" in a clause listing a company's divisions) names something
else. Only a unit of the body with no numbered sub-units is read so, not one in a schedule
or exhibit, whose short lines are mostly the labels of tables and forms; its parts become
units one level below it, named by their headings.
"""

from __future__ import annotations

from .contract_lines import line_heading_candidates
from .contract_nodes import _SCHEDULE_KINDS, Proto
from .contract_zones import PageNoise

__all__ = ["sub_headings"]

_MIN_PARTS = 2  # sub-headings a unit needs: one alone proves no layout
_MAX_DEPTH = 6  # units this deep are not divided further
_MIN_LINES = 4  # line breaks in a body with two headings, each over its paragraph


def sub_headings(text: str, protos: list[Proto], end: int, noise: PageNoise) -> list[Proto]:
    """``protos`` (the numbered units, in order, the last ending at ``end``) with the
    unnumbered sub-headings of each leaf unit added after it."""
    out: list[Proto] = []
    attached = False  # under a schedule or exhibit
    for i, p in enumerate(protos):
        out.append(p)
        start, depth, kind = p[0], p[1], p[2]
        if depth == 1:
            attached = kind in _SCHEDULE_KINDS
        nxt = protos[i + 1] if i + 1 < len(protos) else None
        if attached or kind == "heading" or depth >= _MAX_DEPTH:
            continue  # a schedule's, an unnumbered heading, or too deep
        if nxt is not None and nxt[1] > depth:
            continue  # a unit with numbered sub-units
        body = max(start, p[6])
        stop = end if nxt is None else nxt[0]
        if text.count("\n", body, stop) < _MIN_LINES:
            continue  # a paragraph or two: no room for two headings over their text
        heads, _ = line_heading_candidates(text, body, stop, noise)
        titles = [text[s:e].strip().rstrip(":.").strip() for s, e in heads]
        if len(heads) < _MIN_PARTS or len(set(titles)) < len(titles):
            continue
        if any(ch.isdigit() for t in titles for ch in t):
            continue  # "Division 1 - Logistics": numbered, but no unit of this document
        for (s, e), title in zip(heads, titles, strict=True):
            out.append((s, depth + 1, "heading", title, "", title, e))
    return out
