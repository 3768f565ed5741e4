"""The state machine that turns scan candidates into units of an EU act.

It walks the line-start candidates of :mod:`.legislation_scan` in order and keeps the context a
reader keeps: the zone (preamble, recitals, enacting terms, annex, closing formula, footnotes),
the open chapters and sections, the current article and paragraph, and the open point lists
(:mod:`.legislation_lists`). A candidate that makes no sense in its context ("(1)" after the
enacting terms began is no recital, "2." after "3." is no paragraph) is body text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..jurisdiction import JurisdictionProfile
from ..tree import DocumentSection
from .legislation_annex import AnnexNumbers, annex_title, is_table
from .legislation_decimal import decimal_value, run_in_heading
from .legislation_inline import split_articles
from .legislation_lists import ListStack, item_cues, marker_values
from .legislation_scan import (
    Heading,
    Patterns,
    alternative,
    heading_of,
    line_end_trimmed,
    quoted_blocks,
    spaced_title,
)

__all__ = ["Draft", "LegislationParser"]

_S = DocumentSection
_LINE_REST = re.compile(r"[^\n]*")
_NON_SPACE = re.compile(r"\S")
# "OJ" cited as a word (the Official Journal), read by :func:`_cites_oj`: a plain search in a
# bounded slice of the line, where "[^\n]{0,2000}?\bOJ\b" would retry up to 2,000 lengths.
_OJ = re.compile(r"\bOJ\b")
_BARE_OJ = re.compile(r"[ \t\u00a0]{0,8}OJ\b")
_OJ_REACH = 2000  # characters after the marker in which the citation may start
# A page number set between dashes on a line of its own ("- 15 -"): no indent.
_PAGE_NUMBER = re.compile(r"-[ \t]{0,3}[0-9]{1,4}[ \t]{0,3}-[ \t]*(?:\n|$)")
# After a footnote call, the sentence it sits in goes on: a lower-case word or punctuation.
_GOES_ON = re.compile(r"[ \t\u00a0]{0,8}[a-z,.;:)]")
_OPENERS = ("K_whr", "K_grp", "K_art", "K_anx", "K_enc")
# Candidates that, in a correlation table, are cells naming provisions ("Article 3(1)", "—").
_CELLS = frozenset({"K_par", "K_pnt", "K_dsh", "K_art", "K_grp"})
_OF_AFTER = re.compile(r"[^ \t\n]{1,12}[ \t]+of[ \t]")
_WRAPPABLE = frozenset({"K_par", "K_pnt", "K_art", "K_grp", "K_anx"})
# The last word of a line that a hard wrap cut mid-sentence before a number or a point:
# "... referred to in Article / 63." and "... as set out in / (a) of Article 6(1)" are the
# text of a reference, not a paragraph or point. No title of an article ends with one of them
# (titles may end with "decision", "point" or "section", so those are left out).
_WRAPPED_BEFORE = frozenset(
    {
        "article", "articles", "paragraph", "paragraphs", "subparagraph", "subparagraphs",
        "no", "no.", "of", "in", "to", "under", "pursuant", "by", "with", "see", "the",
    }
)  # fmt: skip


@dataclass(slots=True)
class Draft:
    """A unit before its end is known."""

    start: int
    depth: int
    kind: str
    identifier: str
    number: str
    title: str | None
    heading_end: int
    section: DocumentSection
    parent: int | None
    cap: int = -1  # where the unit ends at the latest (-1: at the next unit's start)


class LegislationParser:
    """One instance per document: ``run()`` fills ``nodes`` in pre-order."""

    def __init__(self, text: str, profile: JurisdictionProfile, pats: Patterns) -> None:
        self.text = text
        self.pats = pats
        self.defs = {h.strip().lower() for h in profile.definitions_headings}
        self.nodes: list[Draft] = []
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
        self.numbers = AnnexNumbers()  # the current annex's paragraphs by number
        self.seen_article = False
        self.table = False  # in a correlation table: its cells are no units
        self.art_last = 0
        self.guard = 0  # candidates starting before this lie inside a heading already taken

    def add(
        self,
        start: int,
        kind: str,
        ident: str,
        number: str,
        section: DocumentSection,
        parent: int | None,
        head: Heading | None = None,
    ) -> int:
        depth = 1 if parent is None else self.nodes[parent].depth + 1
        title, end = (None, start) if head is None else (head.title, head.end)
        self.nodes.append(Draft(start, depth, kind, ident, number, title, end, section, parent))
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

    def _container(self) -> tuple[int | None, DocumentSection]:
        """Parent and section for a heading: groupings nest under the annex inside one."""
        if self.zone == "annex":
            return (self.groups[-1][1] if self.groups else self.annex), _S.SCHEDULES
        self.zone = "body"
        return (self.groups[-1][1] if self.groups else None), _S.OPERATIVE

    # -- headings ------------------------------------------------------------------------

    def on_group(self, m: re.Match[str]) -> None:
        if self.zone in ("signatures", "footnotes"):
            return
        ok, inline = spaced_title(m, "gi")
        if not ok:
            return
        word = " ".join(m.group("gw").lower().split())
        if word in self.pats.annex_only and self.zone != "annex":
            return  # "Table 1" above a table in an article: no grouping of the act
        rank = self.pats.group_ranks.get(word, 10)
        while self.groups and self.groups[-1][0] >= rank:
            self.groups.pop()
        parent, section = self._container()
        head = heading_of(self.text, self.pats, m.end(), inline)
        number = m.group("gn")
        ident = f"{word.capitalize()} {number}"
        idx = self.add(m.start("K_grp"), word, ident, number, section, parent, head)
        self.groups.append((rank, idx))
        self.guard = head.end
        self._reset_block()

    def on_article(self, m: re.Match[str]) -> None:
        if self.zone in ("signatures", "footnotes"):
            return
        ok, inline = spaced_title(m, "ai")
        number = m.group("an")
        value = int(number.rstrip("abcdefghijklmnopqrstuvwxyz"))
        if not ok or (m.group("ais") and not self._next_article(value)):
            return  # "Article 5 Regulation ..." wrapped to a line start, out of sequence
        parent, section = self._container()
        head = heading_of(self.text, self.pats, m.end(), inline)
        if section is _S.OPERATIVE and head.title and head.title.strip(" .").lower() in self.defs:
            section = _S.DEFINITIONS
        self._reset_block()
        start = m.start("K_art")
        art = self.add(start, "article", f"Article {number}", number, section, parent, head)
        self.article = split_articles(self.text, self.nodes, art)  # "... **Article 4** ..."
        self.art_last = int(self.nodes[self.article].number.rstrip("abcdefghijklmnopqrstuvwxyz"))
        self.seen_article = True
        self.guard = head.end

    def _next_article(self, value: int) -> bool:
        """Whether an article numbered ``value`` may follow the last one (the first may
        have any number: an excerpt)."""
        return not self.seen_article or self.art_last <= value <= self.art_last + 1

    def on_annex(self, m: re.Match[str]) -> None:
        if self.zone in ("preamble", "recitals", "footnotes"):
            return
        ok, inline = spaced_title(m, "xi")
        if not ok:
            return
        word = m.group("xw")
        if self.table and not (word.isupper() or m.group("K_anx")[0] in "#*_"):
            return  # a cell of the table ("Annex I"), not the next annex's heading
        kind = "appendix" if word.lower() == "appendix" else "annex"
        number = m.group("xn") or ""
        ident = f"{kind.capitalize()} {number}".rstrip()
        head = heading_of(self.text, self.pats, m.end(), inline)
        self.zone = "annex"
        self.table = is_table(head.title)
        self.groups.clear()
        self.numbers.clear()
        self._reset_block()
        self.annex = self.add(m.start("K_anx"), kind, ident, number, _S.SCHEDULES, None, head)
        self.guard = head.end

    # -- numbered paragraphs and points ----------------------------------------------------

    def on_paragraph(self, m: re.Match[str]) -> None:
        block = self._block()
        if block is None or self.zone not in ("body", "annex"):
            return
        token = m.group("pn") or m.group("pd")
        if self.zone == "annex":
            self._annex_paragraph(m, token, block)
            return
        if "." in token:
            # An article's paragraphs have no decimal numbers, but an agreement drafted in
            # articles numbers them after their article ("Article 2 – Duration" / "2.1 ...").
            value = self._decimal_paragraph(token, block)
            if value is None:
                return
            digits = token
        else:
            digits = token.rstrip("abcdefghijklmnopqrstuvwxyz")
            value = int(digits)
        # Paragraph numbers rise inside an article ("2a" may follow "2"); a lower number is
        # a list item quoted inside a point, not a new paragraph. Annexes restart freely.
        stale = value < self.para_last or (value == self.para_last and digits == token)
        if self.zone == "body" and self.para is not None and stale:
            return
        self._reset_owner()
        section = self.nodes[block].section
        head = run_in_heading(self.text, m.end("K_par")) if "." in token else None
        self.para = self.add(m.start("K_par"), "paragraph", token, token, section, block, head)
        self.para_last = value

    def _decimal_paragraph(self, token: str, block: int) -> int | None:
        """The paragraph number of "2.1" in Article 2 when it is the next one there."""
        if block != self.article:
            return None
        return decimal_value(token, self.nodes[block].number, self.para_last)

    def _annex_paragraph(self, m: re.Match[str], token: str, block: int) -> None:
        """A paragraph of an annex: "1." under the annex (or its open grouping), "1.1." under
        "1.", with a title in capitals on its line ("1.   SCOPE")."""
        self._reset_owner()
        parent = self.numbers.parent(token)
        head = annex_title(self.text, m.end("K_par"), token)
        start = m.start("K_par")
        owner = block if parent is None else parent
        section = self.nodes[block].section
        self.para = self.add(start, "paragraph", token, token, section, owner, head)
        self.numbers.record(token, self.para)
        if head is not None:
            self.guard = head.end

    def _owner(self) -> int | None:
        if self.zone == "recitals":
            return self.recital
        if self.zone in ("body", "annex"):
            return self.para if self.para is not None else self._block()
        return None

    def on_point(self, m: re.Match[str], dash: bool) -> None:
        if dash and _PAGE_NUMBER.match(self.text, m.start("K_dsh")):
            return  # "- 15 -": a page number, not an indent
        token = "" if dash else m.group("pt")
        if not dash and token.isdigit() and self._recital(m, int(token)):
            return
        owner = self._owner()
        if owner is None:
            return
        values = (("dash", 1),) if dash else marker_values(token)
        if not dash and token.isdigit() and self._note_call(m, values):
            return
        start = m.start("K_dsh" if dash else "K_pnt")
        moved = self.lists.reread(values)
        if moved is not None:
            node, other, nested = moved
            item, near = self.nodes[node], self.nodes[other]
            item.parent = other if nested else near.parent
            item.depth = near.depth + 1 if nested else near.depth
            item.kind = "subpoint" if nested else near.kind
        cues = item_cues(self.text, start, m.end())
        level, style, val = self.lists.place(values, _after_colon(self.text, m.start()), cues)
        parent = self.lists.parent_node(level)
        parent = owner if parent is None else parent
        kind = "point" if level == 0 else "subpoint"
        if dash:
            ident, number = f"indent {val}", str(val)
        else:
            ident, number = f"({token})", token
        idx = self.add(start, kind, ident, number, self.nodes[owner].section, parent)
        self.lists.record(level, style, val, idx)

    def _note_call(self, m: re.Match[str], values: tuple[tuple[str, int], ...]) -> bool:
        """A footnote call a hard wrap put at a line start ("... of the Council" / "(34) and
        the following criteria:"): the line above ends in a word, the sentence goes on in
        lower case or punctuation, and the number neither opens nor continues a list."""
        if values[0][1] == 1 or self.lists.continues(values):
            return False
        text = self.text
        ls = m.start()
        if ls < 2 or text[ls - 2] == "\n" or not text[ls - 2].isalnum():
            return False
        return _GOES_ON.match(text, m.end()) is not None

    def _recital(self, m: re.Match[str], value: int) -> bool:
        """Handle ``(n)`` as a recital when the zone and the numbering say so."""
        start = m.start("K_pnt")
        if self.zone == "preamble" and value == 1 and not self.seen_article:
            # Recitals without a "Whereas:" line: the first "(1)" opens them.
            self.zone = "recitals"
            self.recitals = self.add(start, "recitals", "Recitals", "", _S.RECITALS, None)
        if self.zone != "recitals" or self.recitals is None:
            return False
        # Tolerate a small gap (a recital lost in extraction), never a step backwards.
        if not self.recital_last < value <= self.recital_last + 5:
            return False
        token = str(value)
        ident = f"Recital {token}"
        self.recital = self.add(start, "recital", ident, token, _S.RECITALS, self.recitals)
        self.recital_last = value
        self.lists.clear()
        return True

    # -- zones -----------------------------------------------------------------------------

    def on_whereas(self, m: re.Match[str]) -> None:
        if self.zone != "preamble" or self.seen_article:
            return
        rest = _LINE_REST.match(self.text, m.end())
        line_end = rest.end() if rest is not None else m.end()
        head = Heading(None, line_end_trimmed(self.text, line_end))
        start = m.start("K_whr")
        self.recitals = self.add(start, "recitals", "Recitals", "", _S.RECITALS, None, head)
        self.zone = "recitals"

    def on_enact(self, m: re.Match[str]) -> None:
        if self.zone in ("preamble", "recitals"):
            for node in self.nodes[self.recital :] if self.recital is not None else ():
                node.cap = m.start("K_enc")  # the formula is no part of the last recital
            self.zone = "body"
            self.recital = None

    def on_signature(self, m: re.Match[str]) -> None:
        if self.zone != "body" or not self.seen_article:
            return
        self.zone = "signatures"
        self.groups.clear()
        self._reset_block()
        self.add(m.start("K_sig"), "signatures", "Signatures", "", _S.SIGNATURES, None)

    def on_footnote(self, m: re.Match[str]) -> None:
        token, start = m.group("pt"), m.start("K_pnt")
        if self.footnotes is None:
            self.zone = "footnotes"
            self.footnotes = self.add(start, "footnotes", "Footnotes", "", _S.SIGNATURES, None)
        ident = f"Footnote {token}"
        self.add(start, "footnote", ident, token, _S.SIGNATURES, self.footnotes)

    # -- driver ----------------------------------------------------------------------------

    def run(self) -> None:
        matches = list(self.pats.scan.finditer(self.text))
        notes_from = footnote_start(self.text, matches)
        self._preamble(matches)
        quoted = quoted_blocks(self.text)
        q = 0
        for i, m in enumerate(matches):
            if m.start() < self.guard:
                continue
            while q < len(quoted) and quoted[q][1] <= m.start():
                q += 1
            if q < len(quoted) and quoted[q][0] <= m.start():
                continue  # the amended act's own numbering, quoted
            if i >= notes_from:
                self.on_footnote(m)
                continue
            kind = alternative(m)
            if self.table and kind in _CELLS:
                continue
            if kind in _WRAPPABLE and self._wrapped(m.start(kind), kind):
                continue
            self._dispatch(kind, m)

    def _wrapped(self, pos: int, kind: str) -> bool:
        """The line holding ``pos`` goes on from the line right above it, which a hard wrap
        cut after a word no sentence or heading ends with ("in Article" / "63.")."""
        text = self.text
        ls = text.rfind("\n", 0, pos) + 1
        if ls < 2 or text[ls - 2] == "\n":
            return False
        prev = text[text.rfind("\n", 0, ls - 1) + 1 : ls - 1].rstrip()
        words = prev.rsplit(None, 2)
        if not words:
            return False
        if prev[-1] not in ".:;," and _OF_AFTER.match(text, pos):
            return True  # "... referred to in point / (d) of Article 46(2)"
        if kind == "K_pnt" and self.zone == "recitals" and prev[-1].isalnum():
            return True  # "... and of the Council / (15) should apply.": a note's number
        last = words[-1].lower()
        if last in ("and", "or"):
            # "... Article 55 or / 56." goes on; "... of the data; or / (b)" ends a list item.
            return len(words) > 1 and words[-2][-1] not in ";,:"
        return last in _WRAPPED_BEFORE

    def _dispatch(self, kind: str, m: re.Match[str]) -> None:
        if kind == "K_par":
            self.on_paragraph(m)
        elif kind in ("K_pnt", "K_dsh"):
            self.on_point(m, dash=kind == "K_dsh")
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
        first = _NON_SPACE.search(self.text)
        if first is None:
            return
        for m in matches:
            kind = alternative(m)
            if kind in _OPENERS or (kind == "K_pnt" and m.group("pt") == "1"):
                if m.start(kind) <= first.start():
                    return
                break
        self.add(first.start(), "preamble", "Preamble", "", _S.PREAMBLE, None)


def _after_colon(text: str, pos: int) -> bool:
    """Whether the last character before ``pos`` that is not blank (nor Markdown emphasis)
    is a colon: the text before a marker introduces a list."""
    j = pos
    while j > 0 and text[j - 1] in " \t\n\r\u00a0*_":
        j -= 1
    return j > 0 and text[j - 1] == ":"


def footnote_start(text: str, matches: list[re.Match[str]]) -> int:
    """Index of the candidate opening the footnote list at the end of the act, else ``len``.

    Footnotes are the final run of ``(1)``, ``(2)`` ... ``(n)`` lines, with no other candidate
    among them, after the closing formula. When annexes stand between the two, the run must
    read like references to the Official Journal (else it is the annex's own list).
    """
    n = len(matches)
    i = n - 1
    expect: int | None = None
    while i >= 0:
        m = matches[i]
        token = m.group("pt") if alternative(m) == "K_pnt" else None
        if token is None or not token.isdigit() or expect not in (None, int(token)):
            return n
        if token == "1":
            break
        expect = int(token) - 1
        i -= 1
    if i < 0:
        return n
    kinds = [alternative(m) for m in matches[:i]]
    if "K_sig" not in kinds:
        # A consolidated text drops the signatures but keeps its notes at the end: notes
        # when every one cites the Official Journal and most are bare citations
        # ("(1)   OJ L 126, 21.5.2015, p. 1.").
        notes = matches[i:]
        bare = sum(1 for m in notes if _BARE_OJ.match(text, m.end()) is not None)
        every = all(_cites_oj(text, m.end()) for m in notes)
        return i if every and 2 * bare >= len(notes) else n
    last_sig = len(kinds) - 1 - kinds[::-1].index("K_sig")
    if "K_anx" in kinds[last_sig:]:
        cited = sum(1 for m in matches[i:] if _cites_oj(text, m.end()))
        if 2 * cited < n - i:
            return n
    return i


def _cites_oj(text: str, pos: int) -> bool:
    """Whether the word "OJ" starts at most ``_OJ_REACH`` characters after ``pos`` on the
    line that holds ``pos`` ("... of the Treaty (OJ L 1, 4.1.2003, p. 1)")."""
    # Two characters past the reach keep in view the character after a last possible "OJ",
    # so its closing word boundary is judged on the text, not on the end of the slice.
    end = min(len(text), pos + _OJ_REACH + 3)
    newline = text.find("\n", pos, end)
    m = _OJ.search(text, pos, end if newline < 0 else newline)
    return m is not None and m.start() <= pos + _OJ_REACH
