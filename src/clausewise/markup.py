"""A plain view of a text for reading its structure, with every offset unchanged.

PDF and Word converters (Docling, Marker, pandoc, LlamaParse) hand contracts over as
Markdown: ``## 5. Limitation of Liability``, ``5.1 **Cap.** Each party's ...``,
``**"Affiliate"** means ...``, ``1\\. Definitions``. The legal readers look for the words of a
contract, so the markup gets in their way: a heading line starting with ``#`` is no clause
number, and ``**"Losses"**`` is no quoted term.

:func:`plain_view` returns a string of the *same length* in which Markdown markup is blanked
to spaces: heading hashes, setext underlines and thematic breaks, bold and italic delimiters,
link brackets and targets, block-quote marks, list bullets, code fences, HTML comments and
tags, and backslash escapes (``1\\.`` becomes ``1. ``: the escaped character moves onto the
backslash). Positions in the view are positions in the text, so structure, definitions and
references found in the view index the original; chunk bodies are still sliced from the
original, markup included (models read Markdown well), and nothing is dropped.

:func:`is_markdown` decides whether a text is Markdown at all, so plain text (an SEC filing
with ``[**]`` redactions and ``__, 20__`` blanks) is read exactly as written.

The view also writes Unicode spaces (no-break, thin, ideographic ...) as plain spaces: text
taken from HTML ("ARTICLE&nbsp;I", "Section&nbsp;2.1", "1.1&nbsp;&nbsp;Definitions") then
reads like any other, while chunk bodies keep the characters as they were.

Every pattern is linear: no nested quantifiers, and runs of free text are bounded.
"""

from __future__ import annotations

import re

__all__ = [
    "ATX_HEADING_LINE",
    "ATX_OPENING",
    "BOLD_HEADING_LINE",
    "PLAIN_ATX_HEADING_LINE",
    "atx_heading_pattern",
    "atx_headings",
    "is_markdown",
    "plain_view",
]

# The opening of an ATX heading line ("### Legal bases"), for patterns compiled with
# re.MULTILINE: up to three spaces, one to six hashes, a space or tab.
ATX_OPENING = r"^[ ]{0,3}#{1,6}[ \t]"
# A Markdown heading line short enough to be a heading (60 characters of text at most, as
# the legal packer reads lone heading lines): a whole paragraph marked "#" is text.
ATX_HEADING_LINE = re.compile(ATX_OPENING + r"+\S[^\n]{0,59}$", re.MULTILINE)
# The same line in a text not read as Markdown ("# 1 DEFINITIONS" / body / "# 2 TERM"): a
# heading by its shape alone, so it must open like one, with a capital or a clause number and
# a capital, and not end like a sentence ("## Section 3.01 Severability. Its text." is text).
# Plain contracts have lines like "# of Units: 500" or "#### redacted" that are text.
PLAIN_ATX_HEADING_LINE = re.compile(
    ATX_OPENING
    + r"+(?:\d{1,3}(?:\.\d{1,3}){0,3}\.?[ \t]{1,4})?[A-Z](?:[^\n]{0,58}[^\s.;,])?[ \t]{0,40}$",
    re.MULTILINE,
)


def atx_heading_pattern(text: str) -> re.Pattern[str]:
    """The pattern of the ATX heading lines of ``text``: any short one in Markdown, only those
    shaped like a heading otherwise (a text with two "#" headings is not judged Markdown, but
    its headings are headings all the same)."""
    return ATX_HEADING_LINE if is_markdown(text) else PLAIN_ATX_HEADING_LINE


# An ATX heading line ("## 5. Liability", "# Terms #"); the hashes are blanked, and a closing
# run of hashes too.
_ATX = re.compile(r"^([ ]{0,3})(#{1,6})(?=[ \t]|$)([^\n]*)", re.MULTILINE)


def atx_headings(text: str, pattern: re.Pattern[str] | None = None) -> list[re.Match[str]]:
    """The heading lines of ``text`` (matches of ``pattern``, by default
    :func:`atx_heading_pattern`), except those of a comment block: consecutive lines that
    all open with "#" and among them one "#" alone, the blank line of a shell-style comment
    (a licence notice pasted from a source file). Markdown never writes an empty heading,
    and a comment's lines are its text, not a stack of headings."""
    found = list((pattern or atx_heading_pattern(text)).finditer(text))
    if not found:
        return found
    blocks: list[tuple[int, int]] = []  # [start, end) of each comment block
    run_start = run_end = -1
    bare = False
    for m in _ATX.finditer(text):
        if m.start() != run_end + 1:  # a new run of "#" lines
            if bare:
                blocks.append((run_start, run_end))
            run_start, bare = m.start(), False
        run_end = m.end()
        bare = bare or not m.group(3).strip()
    if bare:
        blocks.append((run_start, run_end))
    if not blocks:
        return found
    return [m for m in found if not any(a <= m.start() < e for a, e in blocks)]


# A setext underline or a thematic break: a line of = or of -, *, _ (spaces allowed between).
_RULE = re.compile(
    r"^[ ]{0,3}(?:=+|(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$", re.MULTILINE
)
# A fenced-code line (```, ~~~).
_FENCE = re.compile(r"^[ ]{0,3}(?:`{3,}|~{3,})[^\n]*$", re.MULTILINE)
# Block-quote marks and list bullets at the start of a line ("> ", "- ", "* ", "+ ").
_LINE_MARK = re.compile(r"^[ ]{0,3}(?:>[ ]?){1,8}|^[ ]{0,3}[-+*](?=[ \t])", re.MULTILINE)
# Bold and italic: an opening delimiter after a space, a bracket, a quote or another delimiter,
# before a word, a quote, a parenthesis or a bracket ("*[Signature page follows]*"); the
# closing one after a word or closing punctuation, not before a word. The inside holds no
# delimiter character, so "[**] days ... [**]" redactions and "__, 20__" blanks never pair up.
_EMPHASIS_SHAPE = (
    r"(?<![^\s(\[\"'*_\u201c\u2018])({delimiters})(?=[\w\"'(\[\u201c\u2018])"
    r"([^*_\n]{{1,300}}?)(?<=[\w.:;,!?)\]\"'\u201d\u2019])\1(?!\w)"
)
_EMPHASIS = re.compile(_EMPHASIS_SHAPE.format(delimiters=r"\*\*|__|\*|_"))
_BOLD = re.compile(_EMPHASIS_SHAPE.format(delimiters=r"\*\*|__"))
# A line that is one bold span and nothing else, short enough to be a heading ("**4. LAW**",
# "__Term and Termination__"): how converters (pandoc from Word, PDF readers) write the
# headings of a document styled with bold paragraphs rather than heading styles.
BOLD_HEADING_LINE = re.compile(
    r"^[ ]{0,3}"
    + _EMPHASIS_SHAPE.format(delimiters=r"\*\*|__").replace("{1,300}", "{1,80}")
    + r"[ \t]{0,40}$",
    re.MULTILINE,
)
# A link or image: "[text](target)" / "![alt](target)"; brackets and target are blanked.
_LINK = re.compile(
    r"(!?\[)([^\[\]\n]{1,300})(\]\([^()\[\]\s]{0,500}(?:[ \t]+\"[^\"\n]{0,200}\")?\))"
)
# An HTML comment or tag on one line ("<!-- image -->", "<br>", "</u>").
_HTML = re.compile(r"<!--[^\n]{0,500}?-->|</?[A-Za-z][A-Za-z0-9]{0,15}(?:[ \t][^<>\n]{0,200})?/?>")
# A backslash escape of ASCII punctuation ("1\.", "\*", "\_").
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")

# What a Markdown document shows and plain legal text does not (a filled-in blank such as
# "within _sixty_ (_60_) days" is underlined plain text, so single delimiters do not count).
# Each sign is looked for only where its literal occurs (``str.find`` runs at memchr speed),
# so telling plain text from Markdown costs almost nothing.
# Each is searched by its first character alone (one-character ``find`` is a memchr).
_SIGN_CHARS = (("#", "heading"), ("*", "bold"), ("_", "bold"), ("]", "link"), ("\\", "escape"))


def is_markdown(text: str, *, signs: int = 3) -> bool:
    """Whether ``text`` reads as Markdown: at least ``signs`` heading lines, bold pairs,
    links or escapes (a plain contract has none; a stray pair or a "# of Units" line is not
    enough)."""
    found = 0
    for char, kind in _SIGN_CHARS:
        i = text.find(char)
        while i >= 0:
            if _sign_at(text, i, kind):
                found += 1
                if found >= signs:
                    return True
            # A run ("[****]", a signature line "______") holds no sign after its start.
            while text.startswith(char, i + 1):
                i += 1
            i = text.find(char, i + 1)
    return False


def _sign_at(text: str, i: int, kind: str) -> bool:
    if kind == "heading":
        # At most three spaces indent a heading: look no further back for the line start.
        nl = text.rfind("\n", max(0, i - 4), i)
        line = nl + 1 if nl >= 0 else 0 if i <= 3 else i + 1
        if line > i or text[line:i].strip(" ") or (i and text[i - 1] == "#"):
            return False
        return _ATX.match(text, line) is not None
    if kind == "bold":
        # Cheap refusals first: a bold delimiter is doubled, and what it opens is a word, a
        # quote or a parenthesis ("[**]" redactions and "__, 20__" blanks are most of what is
        # found).
        if text[i + 1 : i + 2] != text[i]:
            return False
        after = text[i + 2 : i + 3]
        if not after or not (after.isalnum() or after in "\"'(\u201c\u2018"):
            return False
        return _BOLD.match(text, i) is not None
    if kind == "link":
        if text[i + 1 : i + 2] != "(":
            return False
        # The opening bracket is at most 300 characters back (the pattern's own bound).
        j = text.rfind("[", max(0, i - 301), i)
        return j >= 0 and _LINK.match(text, j - (j > 0 and text[j - 1] == "!")) is not None
    return _ESCAPE.match(text, i) is not None


# Spaces other than " " and "\t" that the readers' patterns, written with [ \t], would not see.
_ODD_SPACES = "\u00a0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u202f\u205f\u3000"


def plain_view(text: str) -> str:
    """``text`` (same length) with Unicode spaces as plain spaces and, when it is Markdown
    (:func:`is_markdown`), its markup blanked; ``text`` itself when there is nothing to do."""
    # All of them are non-ASCII; ``isascii``, ``in`` and ``replace`` run at C speed, where a
    # character-class search or ``translate`` would handle every character in Python's loop.
    if not text.isascii():
        for space in _ODD_SPACES:
            if space in text:
                text = text.replace(space, " ")
    if not is_markdown(text):
        return text
    view = _FENCE.sub(_blank, text)
    view = _ATX.sub(_atx, view)
    view = _RULE.sub(_blank, view)
    view = _LINE_MARK.sub(_blank, view)
    view = _LINK.sub(_link, view)
    view = _HTML.sub(_blank, view)
    view = _ESCAPE.sub(_escape, view)
    # Twice: "***x***" and "**_x_**" nest one delimiter inside another.
    for _ in range(2):
        view = _EMPHASIS.sub(_emphasis, view)
    assert len(view) == len(text)
    return view


def _blank(m: re.Match[str]) -> str:
    return " " * len(m[0])


def _atx(m: re.Match[str]) -> str:
    indent, hashes, rest = m[1], m[2], m[3]
    body = rest.rstrip()
    closing = len(body) - len(body.rstrip("#"))
    if closing and (closing == len(body) or body[-closing - 1] in " \t"):
        rest = body[:-closing] + " " * closing + rest[len(body) :]
    return indent + " " * len(hashes) + rest


def _link(m: re.Match[str]) -> str:
    return " " * len(m[1]) + m[2] + " " * len(m[3])


def _escape(m: re.Match[str]) -> str:
    return m[1] + " "


def _emphasis(m: re.Match[str]) -> str:
    pad = " " * len(m[1])
    return pad + m[2] + pad
