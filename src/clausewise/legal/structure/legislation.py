"""Structure of EU legislation: regulations, directives and decisions as published.

One regex pass (:mod:`.legislation_scan`) finds every line-start marker; a small state machine
over those candidates decides which of them start units, from the zone it is in (preamble,
recitals, enacting terms, annex, closing formula, footnotes) and from numbering context
(:mod:`.legislation_lists`). The result is a pre-order :class:`ClauseTree`:

- depth 1: the preamble (title and citations), the recitals container, chapters (or articles
  when the act has no chapters), annexes, the signatures block and the footnotes;
- below: sections, articles, numbered paragraphs, points and sub-points; recitals under their
  container; footnotes under theirs.

A node starts at its marker (``CHAPTER I``, ``Article 17``, ``1.``, ``(a)``, ``(12)``), or at
the Markdown decoration in front of it (``## Article 17``, ``**Article 17**``) so the heading
stays inside its own unit. Siblings run to the next sibling's start and the last child to its
parent's end, trailing whitespace excluded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..jurisdiction import JurisdictionProfile
from ..tree import ClauseNode, ClauseTree, DocumentSection
from .legislation_lists import ListStack, marker_values
from .legislation_scan import Patterns, heading_of, patterns_for, strip_markup

__all__ = ["parse_legislation"]

_OPER = DocumentSection.OPERATIVE
_LINE_REST = re.compile(r"[^\n]*")
_OJ = re.compile(r"[^\n]{0,2000}?\bOJ\b")
_TITLE_BLOCK = re.compile(r"[^\n]+(?:\n[^\n]+){0,11}")
_EEA = re.compile(r"\(?text with eea relevance\)?", re.IGNORECASE)
_NON_SPACE = re.compile(r"\S")
# An inline heading title is the last group to close in its alternative; name the alternative.
_ALIAS = {"gi": "K_grp", "ai": "K_art", "xi": "K_anx"}


def _kind(m: re.Match[str]) -> str:
    """Which alternative of the scan pattern matched (its ``K_*`` group name)."""
    last = m.lastgroup or ""
    return _ALIAS.get(last, last)


@dataclass(slots=True)
class _Draft:
    start: int
    depth: int
    kind: str
    identifier: str
    number: str
    title: str | None
    heading_end: int
    section: DocumentSection
    parent: int | None


class _Parser:
    """The state machine; one instance per document."""

    def __init__(self, text: str, profile: JurisdictionProfile, pats: Patterns) -> None:
        self.text = text
        self.pats = pats
        self.defs = {h.strip().lower() for h in profile.definitions_headings}
        self.nodes: list[_Draft] = []
        self.zone = "preamble"
        self.groups: list[tuple[int, int]] = []  # (rank, node) of open chapters, sections ...
        self.annex: int | None = None
        self.article: int | None = None
        self.para: int | None = None
        self.para_last = 0
        self.recitals: int | None = None
        self.recital: int | None = None
        self.recital_last = 0
        self.footnotes: int | None = None
        self.lists = ListStack()
        self.seen_article = False
        self.guard = 0  # matches starting before this lie inside a heading already taken

    # -- node creation -------------------------------------------------------------------

    def add(
        self,
        start: int,
        kind: str,
        ident: str,
        number: str,
        section: DocumentSection,
        parent: int | None,
        title: str | None = None,
        heading_end: int | None = None,
    ) -> int:
        depth = 1 if parent is None else self.nodes[parent].depth + 1
        end = start if heading_end is None else heading_end
        self.nodes.append(_Draft(start, depth, kind, ident, number, title, end, section, parent))
        return len(self.nodes) - 1

    def _reset_block(self) -> None:
        self.article = None
        self._reset_owner()

    def _reset_owner(self) -> None:
        self.para = None
        self.para_last = 0
        self.lists.clear()

    def _block(self) -> int | None:
        """The innermost open article, grouping or annex (what paragraphs hang under)."""
        if self.article is not None:
            return self.article
        if self.zone == "annex":
            return self.groups[-1][1] if self.groups else self.annex
        return None

    # -- headings ------------------------------------------------------------------------

    def on_group(self, m: re.Match[str]) -> None:
        if self.zone in ("signatures", "footnotes"):
            return
        word = m.group("gw").lower()
        word = re.sub(r"\s+", " ", word)
        rank = self.pats.group_ranks.get(word, 10)
        while self.groups and self.groups[-1][0] >= rank:
            self.groups.pop()
        in_annex = self.zone == "annex"
        if not in_annex:
            self.zone = "body"
        parent = self.groups[-1][1] if self.groups else (self.annex if in_annex else None)
        head = heading_of(self.text, self.pats, m.end(), m.group("gi"))
        section = DocumentSection.SCHEDULES if in_annex else _OPER
        number = m.group("gn")
        idx = self.add(
            m.start("K_grp"), word, f"{word.capitalize()} {number}", number, section, parent,
            head.title, head.end,
        )
        self.groups.append((rank, idx))
        self.guard = head.end
        self._reset_block()

    def on_article(self, m: re.Match[str]) -> None:
        if self.zone in ("signatures", "footnotes"):
            return
        in_annex = self.zone == "annex"
        if not in_annex:
            self.zone = "body"
        parent = self.groups[-1][1] if self.groups else (self.annex if in_annex else None)
        head = heading_of(self.text, self.pats, m.end(), m.group("ai"))
        if in_annex:
            section = DocumentSection.SCHEDULES
        elif head.title is not None and head.title.strip(" .").lower() in self.defs:
            section = DocumentSection.DEFINITIONS
        else:
            section = _OPER
        number = m.group("an")
        self._reset_block()
        self.article = self.add(
            m.start("K_art"), "article", f"Article {number}", number, section, parent,
            head.title, head.end,
        )
        self.seen_article = True
        self.guard = head.end

    def on_annex(self, m: re.Match[str]) -> None:
        if self.zone in ("preamble", "recitals", "footnotes"):
            return
        word = m.group("xw").lower()
        kind = "appendix" if word == "appendix" else "annex"
        number = m.group("xn") or ""
        ident = f"{kind.capitalize()} {number}".rstrip()
        head = heading_of(self.text, self.pats, m.end(), m.group("xi"))
        self.zone = "annex"
        self.groups.clear()
        self._reset_block()
        self.annex = self.add(
            m.start("K_anx"), kind, ident, number, DocumentSection.SCHEDULES, None,
            head.title, head.end,
        )
        self.guard = head.end

    # -- numbered paragraphs and points ----------------------------------------------------

    def on_paragraph(self, m: re.Match[str]) -> None:
        block = self._block()
        if block is None or self.zone not in ("body", "annex"):
            return
        token = m.group("pn")
        digits = token.rstrip("abcdefghijklmnopqrstuvwxyz")
        value = int(digits)
        # Paragraph numbers rise inside an article ("2a" may follow "2"); a lower number is
        # a list item quoted inside a point, not a new paragraph. Annexes restart freely.
        if self.zone == "body" and self.para is not None:
            if value < self.para_last or (value == self.para_last and digits == token):
                return
        self._reset_owner()
        section = self.nodes[block].section
        self.para = self.add(m.start("K_par"), "paragraph", token, token, section, block)
        self.para_last = value

    def _owner(self) -> int | None:
        if self.zone == "recitals":
            return self.recital
        if self.zone in ("body", "annex"):
            return self.para if self.para is not None else self._block()
        return None

    def on_point(self, m: re.Match[str], dash: bool) -> None:
        token = "" if dash else m.group("pt")
        if not dash and token[0].isdigit() and self._recital(m, token):
            return
        owner = self._owner()
        if owner is None:
            return
        values = (("dash", 1),) if dash else marker_values(token)
        level, style, val = self.lists.place(values)
        parent = self.lists.parent_node(level)
        parent = owner if parent is None else parent
        kind = "point" if level == 0 else "subpoint"
        if dash:
            ident, number = f"indent {val}", str(val)
        else:
            ident, number = f"({token})", token
        start = m.start("K_dsh") if dash else m.start("K_pnt")
        idx = self.add(start, kind, ident, number, self.nodes[owner].section, parent)
        self.lists.record(level, style, val, idx)

    def _recital(self, m: re.Match[str], token: str) -> bool:
        """Handle ``(n)`` as a recital when the zone and the numbering say so."""
        if not token.isdigit():
            return False
        value = int(token)
        if self.zone == "preamble" and value == 1 and not self.seen_article:
            self.zone = "recitals"
            self.recitals = self.add(
                m.start("K_pnt"), "recitals", "Recitals", "", DocumentSection.RECITALS, None
            )
        if self.zone != "recitals" or self.recitals is None:
            return False
        # Tolerate a small gap (a recital lost in extraction), never a step backwards.
        if not self.recital_last < value <= self.recital_last + 5:
            return False
        self.recital = self.add(
            m.start("K_pnt"), "recital", f"Recital {token}", token, DocumentSection.RECITALS,
            self.recitals,
        )
        self.recital_last = value
        self.lists.clear()
        return True

    # -- zones -----------------------------------------------------------------------------

    def on_whereas(self, m: re.Match[str]) -> None:
        if self.zone != "preamble" or self.seen_article:
            return
        end = _LINE_REST.match(self.text, m.end())
        line_end = end.end() if end is not None else m.end()
        self.recitals = self.add(
            m.start("K_whr"), "recitals", "Recitals", "", DocumentSection.RECITALS, None,
            None, line_end,
        )
        self.zone = "recitals"

    def on_enact(self, m: re.Match[str]) -> None:
        if self.zone in ("preamble", "recitals"):
            self.zone = "body"
            self.recital = None

    def on_signature(self, m: re.Match[str]) -> None:
        if self.zone != "body" or not self.seen_article:
            return
        self.zone = "signatures"
        self.groups.clear()
        self._reset_block()
        self.add(m.start("K_sig"), "signatures", "Signatures", "", DocumentSection.SIGNATURES, None)

    def on_footnote(self, m: re.Match[str]) -> None:
        token = m.group("pt")
        if self.footnotes is None:
            self.zone = "footnotes"
            self.footnotes = self.add(
                m.start("K_pnt"), "footnotes", "Footnotes", "", DocumentSection.SIGNATURES, None
            )
        self.add(
            m.start("K_pnt"), "footnote", f"Footnote {token}", token,
            DocumentSection.SIGNATURES, self.footnotes,
        )

    # -- driver ----------------------------------------------------------------------------

    def run(self) -> None:
        matches = list(self.pats.scan.finditer(self.text))
        notes_from = _footnote_start(self.text, matches)
        self._preamble(matches)
        for i, m in enumerate(matches):
            if m.start() < self.guard:
                continue
            if i >= notes_from:
                self.on_footnote(m)
                continue
            kind = _kind(m)
            if kind == "K_par":
                self.on_paragraph(m)
            elif kind == "K_pnt":
                self.on_point(m, dash=False)
            elif kind == "K_dsh":
                self.on_point(m, dash=True)
            elif kind == "K_art":
                self.on_article(m)
            elif kind == "K_grp":
                self.on_group(m)
            elif kind == "K_anx":
                self.on_annex(m)
            elif kind == "K_whr":
                self.on_whereas(m)
            elif kind == "K_enc":
                self.on_enact(m)
            elif kind == "K_sig":
                self.on_signature(m)

    def _preamble(self, matches: list[re.Match[str]]) -> None:
        """The title and citations: everything before the first marker that can open a zone."""
        first = _first_non_space(self.text, 0)
        if first is None:
            return
        for m in matches:
            kind = _kind(m)
            if kind in ("K_whr", "K_grp", "K_art", "K_anx", "K_enc") or (
                kind == "K_pnt" and m.group("pt") == "1"
            ):
                if m.start(kind) <= first:
                    return
                break
        self.add(first, "preamble", "Preamble", "", DocumentSection.PREAMBLE, None)


def _first_non_space(text: str, pos: int) -> int | None:
    m = _NON_SPACE.search(text, pos)
    return m.start() if m is not None else None


def _footnote_start(text: str, matches: list[re.Match[str]]) -> int:
    """Index of the match opening the footnote list at the end of the act, else ``len``.

    Footnotes are the final run of ``(1)``, ``(2)`` ... ``(n)`` lines, with no other marker
    among them, after the closing formula. When annexes stand between the two, the run must
    read like references to the Official Journal (else it is the annex's own list).
    """
    n = len(matches)
    i = n - 1
    expect: int | None = None
    while i >= 0:
        m = matches[i]
        token = m.group("pt") if m.lastgroup == "K_pnt" else None
        if token is None or not token.isdigit():
            return n
        value = int(token)
        if expect is not None and value != expect:
            return n
        if value == 1:
            break
        expect = value - 1
        i -= 1
    if i < 0:
        return n
    kinds = [_kind(m) for m in matches[:i]]
    if "K_sig" not in kinds:
        return n
    last_sig = len(kinds) - 1 - kinds[::-1].index("K_sig")
    if "K_anx" in kinds[last_sig:]:
        cited = sum(1 for m in matches[i:] if _OJ.match(text, m.end()) is not None)
        if 2 * cited < n - i:
            return n
    return i


def _ends(text: str, nodes: list[_Draft]) -> list[int]:
    """Each node ends where the next node that is not its descendant starts (whitespace
    trimmed); the last ones run to the end of the text."""
    ends = [0] * len(nodes)
    stack: list[int] = []

    def close(idx: int, pos: int) -> None:
        floor = nodes[idx].heading_end
        while pos > floor and text[pos - 1].isspace():
            pos -= 1
        ends[idx] = pos

    for i, node in enumerate(nodes):
        while stack and nodes[stack[-1]].depth >= node.depth:
            close(stack.pop(), node.start)
        stack.append(i)
    while stack:
        close(stack.pop(), len(text))
    return ends


def _act_title(text: str, nodes: list[_Draft]) -> str | None:
    """The act's title: the first block of lines, when it lies in the preamble."""
    if not nodes or nodes[0].kind != "preamble":
        return None
    first = nodes[0].start
    limit = nodes[1].start if len(nodes) > 1 else len(text)
    m = _TITLE_BLOCK.match(text, first)
    if m is None:
        return None
    lines = [strip_markup(line) for line in text[first : min(m.end(), limit)].split("\n")]
    kept = [line for line in lines if line and _EEA.fullmatch(line) is None]
    title = " ".join(kept)[:1000].strip()
    return title or None


def parse_legislation(text: str, profile: JurisdictionProfile) -> ClauseTree:
    """Parse normalised ``text`` of an EU act into a :class:`ClauseTree`."""
    parser = _Parser(text, profile, patterns_for(profile))
    parser.run()
    drafts = parser.nodes
    ends = _ends(text, drafts)
    nodes = tuple(
        ClauseNode(
            d.start, ends[i], d.depth, d.kind, d.identifier, d.number, d.title,
            d.heading_end, d.section, d.parent,
        )
        for i, d in enumerate(drafts)
    )
    found = any(d.kind in ("article", "annex", "appendix") for d in drafts)
    notes = () if found else ("legislation: no article or annex found",)
    return ClauseTree(nodes, fallback=not found, title=_act_title(text, drafts), notes=notes)
