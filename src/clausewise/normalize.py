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


def _control_to(ch: str) -> str:
    return "\n" if ch in "\x0b\x0c" else " "


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
    """Accumulates output pieces and offset-map segments, merging adjacent linear runs."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.segments: list[Segment] = []
        self.t = 0

    def add(self, out: str, r0: int, r1: int, linear: bool) -> None:
        t1 = self.t + len(out)
        if t1 == self.t and r1 == r0:
            return
        last = self.segments[-1] if self.segments else None
        if linear and last is not None and last.linear and last.t1 == self.t and last.r1 == r0:
            self.segments[-1] = Segment(last.t0, t1, last.r0, r1, True)
        else:
            self.segments.append(Segment(self.t, t1, r0, r1, linear))
        self.parts.append(out)
        self.t = t1


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
    segs = tuple(b.segments)
    if len(segs) == 1 and segs[0].linear and segs[0].r0 == 0 and text == raw:
        return Document.identity(text)
    return Document(raw=raw, text=text, segments=segs, _starts=tuple(s.t0 for s in segs))


def _add_line(b: _Builder, raw: str, start: int, end: int) -> None:
    if start >= end:
        return
    line = raw[start:end]
    if _CONTROL.search(line) is not None:
        line = _CONTROL.sub(lambda m: _control_to(m.group()), line)
    if unicodedata.is_normalized("NFC", line):
        b.add(line, start, end, True)
        return
    _add_composed(b, line, start)


def _add_composed(b: _Builder, line: str, start: int) -> None:
    """Map a line that NFC changes, one starter-led cluster at a time."""
    whole = unicodedata.normalize("NFC", line)
    clusters: list[tuple[int, int]] = []
    c0 = 0
    for i in range(1, len(line) + 1):
        if i == len(line) or unicodedata.combining(line[i]) == 0:
            clusters.append((c0, i))
            c0 = i
    pieces = [unicodedata.normalize("NFC", line[a:z]) for a, z in clusters]
    if "".join(pieces) != whole:
        # Composition across clusters (Hangul jamo and the like): map the line as one run.
        b.add(whole, start, start + len(line), False)
        return
    for (a, z), out in zip(clusters, pieces, strict=True):
        b.add(out, start + a, start + z, out == line[a:z])
