"""An amending act that sets out replacement text in an annex of its own: "Annex III to
Regulation (EU) No 1025/2012 is replaced by the text set out in the Annex to this
Regulation." The annex of the amending act then holds the amended act's new Annex III, and
what that text cites ("within the meaning of Article 2(8)", "point (a) of Article 16") are
units of the amended act: the amending act's own two or three articles are not meant.

Only the annex the sentence names is read so ("the Annex", "Annex II" of this act), and only
when it names this act ("to this Regulation"); a reference there that resolves inside the
same annex ("point 1" of the new text) keeps pointing at that text, which this document holds.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ._treeindex import SCHEDULE_KINDS, norm_token

if TYPE_CHECKING:  # references.py imports amending.py, which imports this module
    from ._treeindex import TreeIndex
    from .references import Reference

__all__ = ["annex_spans"]

_G = r"[ \t\n]{1,3}"
# "... is replaced by the text set out in the Annex to this Regulation", "are amended in
# accordance with Annex II to this Directive", "is replaced by the text in Annex I hereto"
_SET_OUT_IN = re.compile(
    rf"[ \t\n](?:is|are|shall{_G}be){_G}(?:hereby{_G})?(?:replaced|amended|supplemented)"
    rf"{_G}(?:by|with|in{_G}accordance{_G}with){_G}"
    rf"(?:the{_G}text{_G}(?:(?:set{_G}out|contained|appearing){_G})?in{_G})?"
    rf"(?:the{_G})?(?P<w>Annex|Appendix|Schedule)(?:{_G}(?P<n>[IVXLC]{{1,6}}|[0-9]{{1,3}}))?"
    rf"{_G}(?:to|of){_G}this{_G}(?i:regulation|directive|decision|act|instrument)\b"
)

_VERB = frozenset("ias")


def annex_spans(
    refs: list[Reference], text: str, index: TreeIndex
) -> list[tuple[int, int, Reference]]:
    """``(start, end, citation)`` of each annex of this act that sets out text replacing or
    amending a unit of the instrument ``citation`` cites."""
    out: list[tuple[int, int, Reference]] = []
    for ref in refs:
        ext = ref.external
        if (
            ext is None
            or ref.target_kind != "external"
            or text[ref.end + 1 : ref.end + 2] not in _VERB
        ):
            continue  # (the verb "is"/"are"/"shall" follows at once: cheap test first)
        m = _SET_OUT_IN.match(text, ref.end)
        if m is None or not (ext.get("instrument") or ext.get("act")):
            continue
        node = _annex(index, m.group("w").lower(), m.group("n"))
        if node is not None and node > (index.innermost(ref.start) or 0):
            out.append((index.nodes[node].start, index.nodes[node].end, ref))
    return out


def _annex(index: TreeIndex, word: str, number: str | None) -> int | None:
    """The one top-level annex (appendix, schedule) of this document so named: with no
    number, the document's only one."""
    kinds = SCHEDULE_KINDS if word == "annex" else frozenset({word})
    found = [r for r in index.roots if index.nodes[r].kind in kinds]
    if number is not None:
        want = norm_token(number, "annex")
        found = [r for r in found if index.norms[r] == want]
    return found[0] if len(found) == 1 else None
