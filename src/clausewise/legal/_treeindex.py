"""Lookups over a :class:`ClauseTree` shared by reference resolution and term extraction.

:class:`TreeIndex` extends the packer's :class:`clausewise.legal.plan.TreeIndex` (the
innermost node holding a position, by binary search over pre-order starts) with what
enrichment needs: children lists, nodes by normalised number, the schedule holding a node,
and human labels ("7.3(b)", "Article 17(2)", "Schedule 2 paragraph 3") for a node. Built once
per document in time linear in the number of nodes, and shared by definitions and references.
"""

from __future__ import annotations

from functools import lru_cache

from . import plan
from .roman import roman
from .structure.contract_marks import word_number
from .tree import ClauseTree

__all__ = [
    "BODY_KINDS",
    "SCHEDULE_KINDS",
    "TreeIndex",
    "norm_token",
    "roman_to_int",
]

SCHEDULE_KINDS = frozenset({"schedule", "exhibit", "annex", "appendix", "attachment"})
BODY_KINDS = frozenset(
    {
        "clause",
        "subclause",
        "section",
        "subsection",
        "article",
        "item",
        "paragraph",
        "subparagraph",
        "point",
        "subpoint",
    }
)
# Kinds whose label starts a path on its own ("Article 6", "Schedule 2", "7.3").
_NAMED = (
    frozenset({"article", "recital", "chapter", "part", "division", "subdivision"}) | SCHEDULE_KINDS
)
_NUMBERED = frozenset({"clause", "section", "subclause", "subsection"})
_GROUPS = frozenset({"part", "chapter", "division", "subdivision"})


def roman_to_int(token: str) -> int | None:
    """Value of an upper-case Roman numeral, or ``None`` if ``token`` is not one."""
    return roman(token) if token.isupper() else None


@lru_cache(maxsize=8192)
def norm_token(token: str, kind: str) -> str:
    """Compare-form of a numbering token: no brackets or trailing dot, lower case, and an
    upper-case Roman numeral turned into digits for units numbered either way (Article VII)."""
    tok = token.strip().strip("()").rstrip(".").strip()
    spelled = word_number(tok) if tok[-1:].isalpha() and len(tok) > 2 else 0
    if spelled:
        return str(spelled)  # "ARTICLE FIRST", "Section One": compared as numbers
    if kind not in SCHEDULE_KINDS and tok.isupper() and tok.isalpha():
        value = roman_to_int(tok)
        if value is not None and (len(tok) > 1 or kind in ("article", "chapter", "part")):
            return str(value)
    return tok.lower()


def _word(kind: str) -> str:
    return kind.capitalize()


def _bare(number: str) -> str:
    """A unit's number without its brackets and closing dot: "(a)", "a)", "2." give "a",
    "a", "2"; a bracket inside the number stays ("1.1(b)")."""
    tok = number.strip().rstrip(".")
    if tok.startswith("("):
        tok = tok[1:]
    if tok.endswith(")") and "(" not in tok:
        tok = tok[:-1]
    return tok


class TreeIndex(plan.TreeIndex):
    """Read-only lookups over one tree, for definitions and references."""

    def __init__(self, tree: ClauseTree) -> None:
        super().__init__(tree)
        self.children: list[list[int]] = [[] for _ in tree.nodes]
        self.roots: list[int] = []
        self.by_number: dict[str, list[int]] = {}
        # Each node's number in compare form (``norm_token``), and its schedule.
        self.norms: list[str] = []
        self._schedules: list[int | None] = []
        self._labels: dict[int, str] = {}
        self._runs: dict[int, int] | None = None
        # Heading title (compare form) -> its one node: read once, on first use, by
        # ``references_named.heading_titles``.
        self.titles: dict[str, int] | None = None
        for i, node in enumerate(tree.nodes):
            parent = node.parent
            if parent is None:
                self.roots.append(i)
            else:
                self.children[parent].append(i)
            key = norm_token(node.number, node.kind)
            if node.identifier.startswith("indent "):
                # A dash indent is counted, not numbered: "paragraph 2" never means one.
                key = "indent " + key
            self.norms.append(key)
            if node.number:
                self.by_number.setdefault(key, []).append(i)
            if node.kind in SCHEDULE_KINDS:
                self._schedules.append(i)
            elif parent is not None and parent < i:  # pre-order: the parent's is known
                self._schedules.append(self._schedules[parent])
            else:
                self._schedules.append(self._walk_schedule(parent))

    def ancestors(self, index: int | None) -> list[int]:
        """``index`` and its ancestors, innermost first (``chain`` in reverse)."""
        out: list[int] = []
        while index is not None:
            out.append(index)
            index = self.nodes[index].parent
        return out

    def schedule_of(self, index: int | None) -> int | None:
        """The innermost schedule-like unit (schedule, exhibit, annex ...) holding ``index``."""
        return None if index is None else self._schedules[index]

    def run_of(self, index: int) -> int:
        """Which numbering run of the top level holds node ``index``: how many times the
        top-level numbers started again before its unit ("1." to "13." of the terms of use,
        then "1." of the terms of sale in the same file). Each schedule is a run of its own."""
        if self._runs is None:
            self._runs = self._numbering_runs()
        return self._runs.get(self.top_level(index), 0)

    def _numbering_runs(self) -> dict[int, int]:
        runs: dict[int, int] = {}
        run = last = 0
        for r in self.roots:
            node = self.nodes[r]
            number = node.number
            if not number and self.children[r]:
                # a heading over its own numbered units ("TERMS OF SALE" / "1. ...")
                number = self.nodes[self.children[r][0]].number
            head = number.split(".", 1)[0]
            if node.kind in SCHEDULE_KINDS:
                runs[r] = -1 - r  # a schedule is a run of its own; the main body goes on after
                continue
            if head.isdigit():
                if int(head) <= last:
                    run += 1
                last = int(head)
            runs[r] = run
        return runs

    def _walk_schedule(self, index: int | None) -> int | None:
        while index is not None:
            node = self.nodes[index]
            if node.kind in SCHEDULE_KINDS:
                return index
            index = node.parent
        return None

    def in_subtree(self, index: int, root: int) -> bool:
        """True when node ``index`` lies in the subtree of ``root`` (itself included)."""
        a, b = self.nodes[root], self.nodes[index]
        return a.start <= b.start and b.end <= a.end and index >= root

    def _groups_articles(self, index: int) -> bool:
        return any(self.nodes[c].kind == "article" for c in self.children[index])

    def label(self, index: int) -> str:
        """A path label for a node: "7.3(b)", "Article 17(2)(a)", "Schedule 2 paragraph 3"."""
        found = self._labels.get(index)
        if found is None:
            found = self._labels[index] = self._label(index)
        return found

    def _label(self, index: int) -> str:
        chain = self.ancestors(index)
        node = self.nodes[index]
        if node.kind == "section" and node.parent is not None and self._groups_articles(index):
            # an EU act's Section groups Articles and is numbered afresh in each Chapter
            return f"{self.label(node.parent)} Section {node.number.strip().rstrip('.')}"
        base = len(chain) - 1
        for pos, i in enumerate(chain):
            kind = self.nodes[i].kind
            # A numbered unit under a Part or Chapter is named alone: an Act's sections (and
            # a contract's clauses) number on across its Parts, "1(1)" not "Part 1(1)(1)".
            up = self.nodes[chain[pos + 1]].kind if pos + 1 < len(chain) else ""
            if kind in _NAMED or (
                kind in _NUMBERED and ("." in self.nodes[i].number or up in _GROUPS)
            ):
                base = pos
                break
        if self.nodes[chain[base]].kind in _GROUPS:
            # a schedule's Part numbers its paragraphs afresh: "Schedule 3 Part 1
            # paragraph 1", not "Part 1(1)" (every schedule may have a Part 1)
            for pos in range(base + 1, len(chain)):
                if self.nodes[chain[pos]].kind in SCHEDULE_KINDS:
                    base = pos
                    break
        parts: list[str] = []
        for depth, i in enumerate(reversed(chain[: base + 1])):
            node = self.nodes[i]
            number = _bare(node.number) or node.identifier
            if depth == 0:
                named = node.kind in _NAMED
                if named and (not node.number.strip() or node.kind in SCHEDULE_KINDS):
                    # "Schedule" (no number); a schedule as the document names it:
                    # "Attachment A", "Exhibit 2(b)"
                    parts.append(node.identifier)
                else:
                    parts.append(f"{_word(node.kind)} {number}" if named else number)
            elif self.nodes[chain[base]].kind in SCHEDULE_KINDS and (
                depth == 1 or (depth == 2 and self.nodes[chain[base - 1]].kind in _GROUPS)
            ):
                # "Schedule 2 paragraph 3", "... Item 3", "Schedule 3 Part 1 paragraph 2"
                word = {"part": "Part", "item": "Item"}.get(node.kind, "paragraph")
                parts.append(f" {word} {number}")
            else:
                parts.append(f"({number})")
        return "".join(parts)
