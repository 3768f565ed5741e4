"""UK abbreviated head words written without their full stop: "s 994 of the Companies Act
2006", "ss 171-177 of the Companies Act 2006", "reg 7", "regs 4 to 6", "art 6", "arts 5 and 6".

UK citation style (OSCOLA and the practitioners' books that follow it) drops the full stop
after an abbreviation, so "s 994", "reg 7(1)" and "art 6" are as common as "s. 994". The
letters are ordinary words too, so each is read as a head word only where drafting cites:

- "s" / "ss": in lower case, a word of its own, before a blank and a digit; the grammar then
  takes it only with the instrument it cites (see ``references_cited.ABBREVIATED``), since a
  stray "s 5" is often a broken possessive ("the Company' s 5 sites").
- "reg" / "regs" / "art" / "arts": before a blank and a digit, after a word that leads a
  citation ("under reg 7", "in accordance with art 6", "see regs 4 to 6", "(art 5)") or
  before the instrument they cite; never after "the" or an adjective ("the state of the art
  5 years ago", "the art 3 collection").
"""

from __future__ import annotations

import re

__all__ = ["dotless_starts"]

# (on the ASCII-folded, lower-case copy the reference scan reads: one byte per character)
_DOTLESS_RE = re.compile(rb"[ \t\n(](?P<word>ss?|regs?|arts?)[ \t](?=[0-9])")
# The word before "reg"/"art": one that leads a citation, or a bracket
_LEAD_RE = re.compile(
    r"(?:(?<![\w])(?i:under|in|of|to|by|with|see|and|or|per|from|at|also|cf|within)[ \t\n]{1,2}"
    r"|\()\Z"
)
_LEAD_REACH = 12


def dotless_starts(text: str, low: bytes) -> list[int]:
    """Where a dotless "s", "ss", "reg", "regs", "art" or "arts" head word starts in
    ``text`` (``low``: its ASCII-folded lower-case copy), as the module docstring says."""
    if b" s " not in low and b" ss " not in low and b"reg" not in low and b"art" not in low:
        return []  # (cheap) most documents cite nothing this way
    out = []
    for m in _DOTLESS_RE.finditer(low):
        at = m.start("word")
        word = m.group("word")
        if word[0] == 115:  # "s", "ss": lower case as written
            if text[at] == "s":
                out.append(at)
        elif _LEAD_RE.search(text, max(0, at - _LEAD_REACH), at):
            out.append(at)
    return out
