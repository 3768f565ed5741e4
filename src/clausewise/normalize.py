"""Normalise raw input once, keeping a map back to the raw string.

What changes: a leading byte-order mark is dropped; CRLF and lone CR become LF; form feed and
vertical tab (page breaks in extracted text) become LF; NUL and other control characters become
a space (so nothing shifts); the text is put in Unicode NFC. Everything else is kept as it is.
"""

from __future__ import annotations

import re
import unicodedata

from .document import Document, Segment
from .errors import require_text

__all__ = ["normalize", "sanitize"]

# Characters replaced one-for-one: C0 controls other than \t and \n, DEL, C1 controls.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# The same characters as UTF-8 bytes: C0 controls other than \t and \n, and DEL, are single
# bytes that never occur inside a multi-byte sequence; C1 controls are "\xc2" + 0x80..0x9f.
_C0_BYTES = bytes([*range(0x09), *range(0x0B, 0x20), 0x7F])
_C1_UTF8 = re.compile(rb"\xc2[\x80-\x9f]")
_BOM = "\ufeff"
_LINE_BREAK = re.compile(r"\r\n|[\r\n\x0b\x0c]")
# Runs of characters from U+0300 (the first combining mark) on: below it, no character is a
# mark or changes under NFC on its own.
_FROM_MARKS = re.compile(r"[^\x00-\u02ff]+")


def normalize(raw: object) -> Document:
    """Return the :class:`Document` for ``raw``; raises ``InputError`` if it is not a ``str``."""
    text = require_text(raw)
    if _is_clean(text):
        return Document.identity(text)
    return _normalize_slow(text)


def _is_clean(text: str) -> bool:
    """Would normalising change nothing? Checked at C speed on the encoded bytes: a
    ``bytes.translate`` that deletes the control bytes keeps the length only when there are
    none (several times faster than a character-class search over the ``str``)."""
    if text.startswith(_BOM):
        return False
    if text.isascii():
        data = text.encode("ascii")
        return len(data.translate(None, _C0_BYTES)) == len(data)
    data = text.encode("utf-8", "surrogatepass")
    return (
        len(data.translate(None, _C0_BYTES)) == len(data)
        and _C1_UTF8.search(data) is None
        and unicodedata.is_normalized("NFC", text)
    )


def sanitize(raw: object) -> str:
    """The normalised text alone: the string every offset clausewise reports indexes."""
    return normalize(raw).text


class _Builder:
    """Accumulates output pieces and offset-map runs, merging adjacent linear runs. A run is
    ``[t0, t1, r0, r1, linear]``, kept mutable (extending a linear run is the common step)
    and turned into a :class:`Segment` once, at the end."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.runs: list[list[int]] = []
        self.t = 0

    def add(self, out: str, r0: int, r1: int, linear: bool) -> None:
        t0 = self.t
        t1 = t0 + len(out)
        if t1 == t0 and r1 == r0:
            return
        runs = self.runs
        if linear and runs and (last := runs[-1])[4] and last[3] == r0:
            last[1], last[3] = t1, r1  # every run ends where the text so far ends
        else:
            runs.append([t0, t1, r0, r1, linear])
        self.parts.append(out)
        self.t = t1

    def segments(self) -> tuple[Segment, ...]:
        return tuple(Segment(t0, t1, r0, r1, bool(lin)) for t0, t1, r0, r1, lin in self.runs)


def _normalize_slow(raw: str) -> Document:
    b = _Builder()
    pos = 0
    while raw.startswith(_BOM, pos):
        pos += 1  # dropped: raw spans simply start after it
    # Split on line breaks: NFC never composes across "\n", so each line normalises alone.
    for m in _LINE_BREAK.finditer(raw, pos):
        s, e = m.start(), m.end()
        _add_line(b, raw, pos, s)
        b.add("\n", s, e, raw[s] == "\n")
        pos = e
    _add_line(b, raw, pos, len(raw))
    text = "".join(b.parts)
    segs = b.segments()
    if len(segs) == 1 and segs[0].linear and segs[0].r0 == 0 and text == raw:
        return Document.identity(text)
    return Document(raw=raw, text=text, segments=segs, _starts=tuple(s.t0 for s in segs))


def _add_line(b: _Builder, raw: str, start: int, end: int) -> None:
    if start >= end:
        return
    line = raw[start:end]
    if _CONTROL.search(line) is not None:
        # A line holds no "\x0b" or "\x0c" (they break lines): every control is a space.
        line = _CONTROL.sub(" ", line)
    if unicodedata.is_normalized("NFC", line):
        b.add(line, start, end, True)
        return
    _add_composed(b, line, start)


def _add_composed(b: _Builder, line: str, start: int) -> None:
    """Map a line that NFC changes, one starter-led cluster at a time. Only the clusters NFC
    changes get a segment of their own; the runs between them are mapped as they are."""
    whole = unicodedata.normalize("NFC", line)
    combining, nfc = unicodedata.combining, unicodedata.normalize
    n = len(line)
    # A cluster is a character of combining class 0 and the marks after it. Below U+0300 no
    # character is a mark or changes alone, so only clusters holding a character from there
    # on are looked at (on Latin text, the accented letters alone).
    changed: list[tuple[int, int, str]] = []
    for m in _FROM_MARKS.finditer(line):
        a, stop = m.span()
        while a and combining(line[a]):
            a -= 1  # the cluster's first character may come before the run
        while a < stop:
            z = a + 1
            while z < n and combining(line[z]):
                z += 1
            cluster = line[a:z]
            out = nfc("NFC", cluster)
            if out != cluster:
                changed.append((a, z, out))
            a = z
    parts: list[str] = []
    pos = 0
    for a, z, out in changed:
        parts += (line[pos:a], out)
        pos = z
    parts.append(line[pos:])
    if "".join(parts) != whole:
        # Composition across clusters (Hangul jamo and the like): map the line as one run.
        b.add(whole, start, start + n, False)
        return
    pos = 0
    for a, z, out in changed:
        b.add(line[pos:a], start + pos, start + a, True)  # adds nothing when empty
        b.add(out, start + a, start + z, False)
        pos = z
    b.add(line[pos:], start + pos, start + n, True)
