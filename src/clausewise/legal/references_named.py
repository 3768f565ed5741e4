"""References that name a unit by its heading: "see the Dispute Resolution section below".

Terms of service and plain-language agreements often have unnumbered headings and point at
them by title: "Please read the Dispute Resolution section below", "as described in the
Changes to the Service section", "The Dispute Resolution and Governing Law sections survive
termination". Such a reference resolves to the unit with that heading when exactly one unit
has it. To stay precise:

- it must read "the <Title> section(s)" / "the <Title> clause(s)", with "the" and the head word
  around it and no numbering after the head word, or "see <Title> section" / "refer to
  <Title> section", the word sending the reader there standing for "the";
- the title words must be written capitalised ("the dispute resolution section" in lower case
  is not read) and must equal a heading of the document; ordinary phrases ("the following
  section", "the next clause") match no heading and are never references;
- a heading two units share gives nothing (a wrong pointer is worse than none).

A schedule with no number ("THE SCHEDULE", "APPENDIX") is named the same way: "as set out in
the Schedule" points at it when it is the document's only schedule of that word. With two
schedules, or a numbered one ("Schedule 1"), "the Schedule" is left alone.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import lru_cache

from ._anchored import anchored_finditer
from ._treeindex import SCHEDULE_KINDS, TreeIndex
from .references_model import Reference
from .references_titled import quoted_titles

__all__ = ["Named", "find_named", "heading_titles", "named_references", "title_key"]

# (start, end, target kind "section" | "clause", target node) of one named unit
Named = tuple[int, int, str, int]

# The head word, not followed by numbering ("Section 5" is read elsewhere).
_HEAD_RE = re.compile(
    r"(?:[Ss]ection|SECTION|[Cc]lause|CLAUSE)(?P<plural>[Ss]?)\b(?![ \t]{0,2}[\d(§])"
)
# Every match starts one character before one of these (the S or C of the head word): found
# with ``str.find`` rather than a regex test at every character.
_HEAD_ANCHORS = (("ection", -1), ("ECTION", -1), ("lause", -1), ("LAUSE", -1))
_THE_RE = re.compile(r"(?<![\w])(?:the|The|THE)[ \t]{1,2}")
# what sends the reader to a unit named without "the": "see Termination section"
_LEAD_RE = re.compile(r"(?<![\w])(?:[Ss]ee|SEE|[Rr]efer[ \t]{1,2}to|REFER[ \t]{1,2}TO)[ \t]{1,2}")
_SEP_RE = re.compile(
    r"[ \t]{0,2},[ \t]{0,2}(?:(?:and|or)[ \t]{1,2})?|[ \t]{1,2}(?:and|or)[ \t]{1,2}"
)
# 'the section titled "Dispute Resolution"', 'in Section "Contact Us" below': the title in
# quotes after the head word
_THE_BEFORE_RE = re.compile(r"(?<![\w])(?:the|The|THE)[ \t]{1,2}\Z")
_TITLED_RE = re.compile(
    r"[ \t]{1,2}(?:(?:en)?titled|headed|called|named|captioned)?[ \t]{0,2}"
    r"[\"“](?P<t>[A-Z][^\"“”\n]{1,59})[\"”]"
)
_QUOTES = frozenset('"“”')
# A unit of another document: "the Disputes clause of the Prime Contract", "the Fees section
# in our Pricing Terms", 'the "Disputes" clause set out in the Main Contract' (not "of this
# Agreement")
_OTHER_DOC_RE = re.compile(
    r"(?:[ \t]{1,2}[\"”])?(?:[ \t]{1,2}(?:(?:as[ \t]{1,2})?set[ \t]{1,2}out|contained|included"
    r"|found|appearing))?[ \t]{1,2}(?:of|in|under)[ \t]{1,2}(?:the|that|its|our|your|their)"
    r"[ \t]{1,2}[A-Z]"
)
_MINOR = frozenset({"of", "to", "the", "and", "for", "in", "on", "a", "an", "or", "with", "&"})
_REACH = 150  # a title is a short line; never look back further on one line
_MAX_TITLE = 60


def title_key(words: str) -> str:
    """A heading title as titles are compared: blanks folded, lower case."""
    return " ".join(words.split()).lower()


def heading_titles(index: TreeIndex) -> dict[str, int]:
    """Heading title (compare form, :func:`title_key`) -> the one node with it; shared titles
    are left out. Read once per index."""
    if index.titles is None:
        seen: dict[str, list[int]] = {}
        for i, node in enumerate(index.nodes):
            title = (node.title or "").strip().rstrip(".:")
            if 2 < len(title) <= _MAX_TITLE and title[0].isupper():
                seen.setdefault(title_key(title), []).append(i)
        index.titles = {k: v[0] for k, v in seen.items() if len(v) == 1}
    return index.titles


def _capitalised(words: str) -> bool:
    return all(w[0].isupper() or w[0].isdigit() or w.lower() in _MINOR for w in words.split())


def _names(
    text: str, start: int, end: int, titles: dict[str, int]
) -> list[tuple[int, int, int]] | None:
    """``text[start:end]`` read as one title or a list of titles: [(start, end, node)]."""
    words = text[start:end]
    node = titles.get(title_key(words))
    if node is not None and _capitalised(words):
        return [(start, end, node)]
    for sep in _SEP_RE.finditer(text, start, end):
        first = titles.get(title_key(text[start : sep.start()]))
        if first is None or not _capitalised(text[start : sep.start()]):
            continue
        rest = _names(text, sep.end(), end, titles)
        if rest is not None:
            return [(start, sep.start(), first), *rest]
    return None


def find_named(text: str, index: TreeIndex) -> list[Named]:
    """Every "the <Title> section" reference in ``text``, resolved against the headings: a
    list gives one per title, the last one's span running to the head word; every quoted
    heading placed by "above"/"below" or "the heading" (:func:`.references_titled.quoted_titles`);
    and every "the Schedule" naming the document's one schedule without a number."""
    titles = heading_titles(index)
    out = _by_title(text, titles)
    quoted = quoted_titles(text, titles, out)
    if quoted:
        out = sorted(out + quoted)
    sole = _sole_schedules(index)
    for kind, node in sole.items():
        at = index.nodes[node].start
        title = " ".join((index.nodes[node].title or "").split())
        named = title.lower().startswith(f"{kind} of ")  # "the Schedule of Rates"
        for pattern in (_sole_re(kind), *((_named_schedule_re(title),) if named else ())):
            for m in pattern.finditer(text):
                if m.start() != at:  # the heading line itself names no other unit
                    out.append((m.start("w"), m.end("w"), kind, node))
    if sole:
        out.sort()
    return out


def _sole_schedules(index: TreeIndex) -> dict[str, int]:
    """Schedule kind -> its one top-level unit, where that unit has no number."""
    found: dict[str, list[int]] = {}
    for i in index.roots:
        node = index.nodes[i]
        if node.kind in SCHEDULE_KINDS:
            found.setdefault(node.kind, []).append(i)
    return {
        kind: nodes[0]
        for kind, nodes in found.items()
        if len(nodes) == 1 and not index.nodes[nodes[0]].number.strip()
    }


@lru_cache(maxsize=8)
def _sole_re(kind: str) -> re.Pattern[str]:
    """ "the Schedule" / "THE SCHEDULE": the word after "the", with no numbering, letter,
    "of" or further word characters after it ("the Schedule 2", "the Schedule of Rates",
    "the Schedules" name something else)."""
    word = kind.capitalize()
    return re.compile(
        rf"(?<![\w-])(?:the|The|THE)[ \t]{{1,2}}(?P<w>{word}|{word.upper()})(?![\w-])"
        rf"(?![ \t]{{0,2}}(?:[\d(]|[A-Z]{{1,4}}(?![\w-])|of(?!\w)))"
    )


@lru_cache(maxsize=8)
def _named_schedule_re(title: str) -> re.Pattern[str]:
    """ "the Schedule of Rates" for a schedule headed "SCHEDULE OF RATES" (any case, the words
    wrapped over a line break at most once each)."""
    words = r"[ \t]{1,2}(?:\n[ \t]{0,3})?".join(re.escape(w) for w in title.split())
    return re.compile(rf"(?<![\w-])(?:the|The|THE)[ \t]{{1,2}}(?P<w>(?i:{words}))(?![\w-])")


def _by_title(text: str, titles: dict[str, int]) -> list[Named]:
    if not titles:
        return []
    out: list[Named] = []
    for head in anchored_finditer(_HEAD_RE, text, _HEAD_ANCHORS):
        s = head.start()
        if (
            s < 2
            or text[s - 1] not in " \t"
            or not (text[s - 2].isalnum() or text[s - 2] in _QUOTES)
        ):
            continue
        if _OTHER_DOC_RE.match(text, head.end()):
            continue  # 'the "Disputes" clause of the Prime Contract': another document's
        if not head.group("plural") and (
            head.group()[0].isupper() or _THE_BEFORE_RE.search(text, max(0, s - 5), s)
        ):
            titled = _TITLED_RE.match(text, head.end())
            node = titles.get(title_key(titled.group("t"))) if titled is not None else None
            if (
                titled is not None
                and node is not None
                and not _OTHER_DOC_RE.match(text, titled.end())
            ):
                # 'the section titled "Dispute Resolution"', 'the clause headed "Fees"'
                kind = "clause" if head.group()[0] in "Cc" else "section"
                out.append((s, titled.end(), kind, node))
                continue
        line = text.rfind("\n", max(0, s - _REACH), s) + 1
        if line == 0 and s > _REACH:
            line = s - _REACH
        name_end = s - 1
        while name_end > line and text[name_end - 1] in " \t":
            name_end -= 1
        found = None
        for the in _THE_RE.finditer(text, line, name_end):  # farthest first: longest title
            a, b = the.end(), name_end
            if text[a : a + 1] in _QUOTES and text[b - 1 : b] in _QUOTES:
                a, b = a + 1, b - 1  # 'the "Contact Us" Section below'
            found = _names(text, a, b, titles)
            if found is not None and a > the.end():
                found[0] = (the.end(), *found[0][1:])  # the span holds the quotes
            if found is not None:
                break
        if found is None:
            found = _after_lead(text, line, name_end, titles)
        if found is None and line > 0:
            found = _after_wrap(text, line, name_end, titles)  # "see the\nTermination section"
        if found is None or (len(found) > 1) != bool(head.group("plural")):
            continue
        kind = "clause" if head.group()[0] in "Cc" else "section"
        for n, (a, b, node) in enumerate(found):
            stop = head.end() if n == len(found) - 1 else b
            out.append((a, stop, kind, node))
    return out


def _after_lead(
    text: str, line: int, name_end: int, titles: dict[str, int]
) -> list[tuple[int, int, int]] | None:
    """ "see Termination section", "refer to Dispute Resolution section": the title right
    after the word that sends the reader to it, without "the" (the nearest such word)."""
    leads = list(_LEAD_RE.finditer(text, line, name_end))
    return _names(text, leads[-1].end(), name_end, titles) if leads else None


# "the" / "see" ending the line before the title's: a hard wrap inside the sentence (a line
# ending in "the" ends no sentence and no heading, so the next line is no heading either)
_THE_EOL_RE = re.compile(r"(?<![\w])(?:the|The|THE|[Ss]ee|SEE)[ \t]{0,2}\n[ \t]{0,3}\Z")


def _after_wrap(
    text: str, line: int, name_end: int, titles: dict[str, int]
) -> list[tuple[int, int, int]] | None:
    """ "see the\nTermination section": the title opens its line, and "the" or "see" ends the
    line before it."""
    start = line
    while start < name_end and text[start] in " \t":
        start += 1
    if _THE_EOL_RE.search(text, max(0, line - 10), start) is None:
        return None
    return _names(text, start, name_end, titles)


def named_references(text: str, index: TreeIndex, found: list[Reference]) -> list[Reference]:
    """ "the Dispute Resolution section below": units named by their headings, where no other
    reference already covers the words."""
    spans: list[tuple[int, int]] | None = None  # sorted once a name is found
    out = []
    for start, end, kind, node in find_named(text, index):
        if spans is None:
            spans = sorted((r.start, r.end) for r in found)
        at = bisect_left(spans, (end, -1))
        if at and spans[at - 1][1] > start:
            continue
        raw = text[start:end]
        label = index.label(node)
        out.append(Reference(start, end, raw, label, kind, node, None, index.innermost(start)))
    return out
