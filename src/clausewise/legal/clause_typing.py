"""Typing a whole clause tree, and every chunk from the clauses it holds.

:func:`type_tree` classifies each node of a :class:`ClauseTree` from its title and its own
text (pre-order, so a parent's classification is passed down to its children), and refines a
long clause paragraph by paragraph: a paragraph is classified from its own words with the
clause as its parent, so it keeps the clause's type unless its own evidence says otherwise
("Accounts ... We may close your account at any time" holds a termination paragraph). A
paragraph opening with a run-in heading ("**Assignment.** You may not ...", :mod:`.run_in`)
is a unit of its own titled by that heading, and colon-style entries ("Business Day: a day
...") of a definitions clause count as definitional wording. Units
are structural (clauses, paragraphs), never chunks, so the type of a piece of text does not
change with ``max_chunk_size``.

With the keyword classifier the whole document is scanned once: one regex pass over the
lower-cased text finds every phrase hit with its position, and each clause and paragraph gets
the hits that fall inside it (a heading's hits count as its title, not as body text).

:class:`TreeTyping` then types a chunk body ``[start, end)``: a chunk inside one unit gets that
unit's classification; a chunk that merges several gets the type holding most of its
characters (see :meth:`TreeTyping.__call__`). :meth:`TreeTyping.changes` lists where the type
changes, so a packer can avoid merging units of different types.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Collection, Iterable, Mapping

from ._treeindex import SCHEDULE_KINDS
from .classify import UNKNOWN, Classification, Classifier, KeywordClassifier
from .classify_lists import names_list
from .hook import HookClassifier
from .run_in import DEFINITION, HEADING, RunIn, run_in
from .signalset import Family, fold
from .tree import ClauseTree, DocumentSection
from .types import ClauseType

__all__ = [
    "MIN_PARAGRAPH",
    "MIN_SENTENCE",
    "ChunkTyper",
    "TreeTyping",
    "classify_tree",
    "node_body",
    "paragraph_breaks",
    "paragraph_starts",
    "sentence_ends",
    "type_tree",
]

# Paragraphs shorter than this join the next one: a one-line lead-in ("Subject to the
# following:") or a list item is typed together with what follows it.
MIN_PARAGRAPH = 120
# A shorter paragraph that ends a sentence is a unit of its own when it has at least this many
# characters (see ``paragraph_starts``).
MIN_SENTENCE = 30
_FULL_STOPS = frozenset(".!?")
_PRIOR_SECTIONS = frozenset(
    {
        DocumentSection.PREAMBLE,
        DocumentSection.RECITALS,
        DocumentSection.DEFINITIONS,
        DocumentSection.SIGNATURES,
    }
)
_LOWER_WORD = re.compile(r"(?<![A-Za-z])[a-z]{2,}")
_PROSE_WORDS = 3

# A paragraph starts after a blank line, or after a line that ends a sentence when the next
# line starts like a new one (text laid out one paragraph per line, without blank lines).
# Hard-wrapped lines ending mid-sentence are not breaks. The pattern starts with a newline so
# the engine skips to newlines at C speed; the sentence-end test is done on the few matches.
_BREAK = re.compile(r"\n(?:[ \t]*\n\s*|[ \t]*(?=[A-Z0-9(\"\u201c\u2022\u00b7*-]))")
_SENTENCE_END = frozenset('.!?:;"\u201d\u2019)')
_QUOTES = frozenset('"\u201c\u201d')


def paragraph_breaks(text: str) -> list[int]:
    """Positions where a paragraph starts (after the break), in order, for the whole text."""
    out: list[int] = []
    find = text.find
    for m in _BREAK.finditer(text):
        start, end = m.span()
        if end - start > 1 and find("\n", start + 1, end) >= 0:
            out.append(end)  # a blank line
            continue
        before = text[max(0, start - 8) : start].rstrip(" \t")
        if before[-1:] in _SENTENCE_END:
            out.append(end)
    return out


def node_body(text: str, tree: ClauseTree, index: int) -> str:
    """The node's own text: after its heading, up to its first child (or its end)."""
    node = tree.nodes[index]
    nxt = index + 1
    own_end = node.end
    if nxt < len(tree.nodes) and tree.nodes[nxt].parent == index:
        own_end = min(own_end, tree.nodes[nxt].start)
    return text[max(node.heading_end, node.start) : max(own_end, node.heading_end)]


def paragraph_starts(
    breaks: list[int],
    start: int,
    end: int,
    min_chars: int = MIN_PARAGRAPH,
    *,
    hard: Collection[int] = (),
    whole: Collection[int] = (),
) -> list[int]:
    """Starts of the paragraphs of ``[start, end)`` (``start`` first), from the document's
    ``paragraph_breaks``. A short paragraph is joined to the next; a short last one to the
    previous, so every paragraph has at least ``min_chars`` characters, except that a break in
    ``hard`` (a paragraph opening with its own run-in heading) always starts one, and a
    paragraph of at least ``MIN_SENTENCE`` characters that starts and ends at positions in
    ``whole`` (after a full stop: "These terms are governed by English law.") stands alone:
    it is a provision of its own, not a lead-in ("Subject to the following:") or a list item
    ("(a) loss of profit;") that only the next paragraph completes."""
    out = [start]
    for k in range(bisect_right(breaks, start), len(breaks)):
        cut = breaks[k]
        if cut >= end:
            break
        if cut - out[-1] >= min_chars or cut in hard or _sentences(out[-1], cut, start, whole):
            out.append(cut)
    last = out[-1]
    short = len(out) > 1 and end - last < min_chars and last not in hard
    if short and not _sentences(last, end, start, whole):
        out.pop()
    return out


def _sentences(begin: int, stop: int, start: int, whole: Collection[int]) -> bool:
    """Whether the paragraph ``[begin, stop)`` is whole sentences: long enough, ending at a
    full stop, and starting at the clause's start or after one (not the rest of a sentence
    a page break cut: "... and will not" / "3" / "be permitted to ...")."""
    return stop - begin >= MIN_SENTENCE and stop in whole and (begin == start or begin in whole)


def sentence_ends(text: str, positions: Iterable[int]) -> set[int]:
    """The ``positions`` (paragraph breaks, or a clause's end) that end a sentence: a full
    stop, a question mark or an exclamation mark comes before (past whitespace and a closing
    quote or bracket) and the line it ends reads as prose, with at least ``_PROSE_WORDS``
    lower-case words ("Governing Law; Attorney's Fee." is a heading, not a sentence)."""
    out: set[int] = set()
    for pos in positions:
        line = text[max(0, pos - 200) : pos].rstrip()
        if line.rstrip("\"\u201d\u2019)")[-1:] not in _FULL_STOPS:
            continue
        line = line[line.rfind("\n") + 1 :]
        if len(_LOWER_WORD.findall(line)) >= _PROSE_WORDS:
            out.add(pos)
    return out


class TreeTyping:
    """Classifications of a tree's nodes (``classes[i]`` for ``tree.nodes[i]``) and of the
    typing units that tile the text: each node's own text, split into paragraphs when refined.
    Calling it with a chunk body ``(start, end)`` returns the chunk's classification."""

    def __init__(
        self,
        classes: list[Classification],
        starts: list[int],
        ends: list[int],
        units: list[Classification],
        headings: Mapping[int, tuple[int, int, ClauseType]] | None = None,
    ) -> None:
        self.classes = classes
        self.starts = starts
        self.ends = ends
        self.units = units
        # First unit of a clause whose heading names the clause's type -> (heading end,
        # clause end, that type).
        self.headings: Mapping[int, tuple[int, int, ClauseType]] = headings or {}

    def __len__(self) -> int:
        """The number of classified nodes (for stage metrics)."""
        return len(self.classes)

    def __call__(self, start: int, end: int) -> Classification:
        """The classification of the chunk body ``[start, end)``.

        A chunk inside one unit (the usual case, and every piece of a split unit) gets that
        unit's classification unchanged. A chunk merging several gets the type holding most
        of its characters, with the confidence and source of its biggest unit of that type;
        the secondary is the type with the next most characters, else that unit's runner-up.
        A parent owns only its heading and lead-in, so "12. Miscellaneous" merged with
        "12.1 Governing Law ..." is typed by the governing-law text. But a chunk of one clause
        from its heading on, where the heading names the clause's type and text of that type
        fills at least a quarter of the chunk, has that type: "Governing Law; Jurisdiction"
        over a short "(a) Governing Law" and a longer "(b) Submission to Jurisdiction" is the
        governing-law clause, with dispute resolution second. (Sub-clauses of other types
        filling more than three quarters of it still decide; and a short "9.4 Governing Law"
        merged with its sibling "9.5 Assignment" is no one clause.)
        """
        i = max(bisect_right(self.starts, start) - 1, 0)
        if i < len(self.starts) and self.starts[i] <= start < end <= self.ends[i]:
            return self.units[i]  # inside one unit: the usual case
        headed = self.headings.get(i)
        weight: dict[ClauseType, int] = {}
        lead: dict[ClauseType, tuple[int, int]] = {}  # type -> (chars, unit) of its biggest unit
        while i < len(self.starts) and self.starts[i] < end:
            chars = min(end, self.ends[i]) - max(start, self.starts[i])
            if chars > 0:
                ctype = self.units[i].clause_type
                weight[ctype] = weight.get(ctype, 0) + chars
                if chars > lead.get(ctype, (0, -1))[0]:
                    lead[ctype] = (chars, i)
            i += 1
        if not weight:
            return UNKNOWN
        ranked = sorted(weight, key=lambda t: (-weight[t], lead[t][1]))
        # An untyped stretch (an address block, a bare list) should not hide a typed unit
        # that fills a real part of the chunk.
        if (
            ranked[0] is ClauseType.UNKNOWN
            and len(ranked) > 1
            and weight[ranked[1]] * 4 >= sum(weight.values())
        ):
            ranked[0], ranked[1] = ranked[1], ranked[0]
        if (
            headed is not None
            and start < headed[0]
            and end <= headed[1]
            and ranked[0] is not headed[2]
        ):
            named = headed[2]
            if weight.get(named, 0) * 4 >= sum(weight.values()):
                ranked.remove(named)
                ranked.insert(0, named)
        best = self.units[lead[ranked[0]][1]]
        if len(ranked) == 1:
            return best
        known = [t for t in ranked[1:] if t is not ClauseType.UNKNOWN]
        secondary = known[0] if known else best.secondary
        return Classification(best.clause_type, best.confidence, secondary, best.source)

    def remap(self, moved: dict[int, int]) -> TreeTyping:
        """The same typing with unit edges at ``moved``'s keys moved to its values (the
        Markdown widening moves a node's start back over "## " before its number: its unit,
        and the end of the unit before, move with it)."""
        starts = [moved.get(p, p) for p in self.starts]
        ends = [moved.get(p, p) for p in self.ends]
        return TreeTyping(self.classes, starts, ends, self.units, self.headings)

    def changes(self) -> list[int]:
        """Unit starts where the clause type differs from the unit before: places where a
        packer that keeps chunks to one type should start a new chunk."""
        return [
            self.starts[k]
            for k in range(1, len(self.starts))
            if self.units[k].clause_type is not self.units[k - 1].clause_type
        ]


class ChunkTyper(TreeTyping):
    """A :class:`TreeTyping` over whole nodes only (no paragraph refinement)."""

    def __init__(self, tree: ClauseTree, classes: list[Classification]) -> None:
        starts = [n.start for n in tree.nodes]
        ends = [*starts[1:], tree.nodes[-1].end] if tree.nodes else []
        super().__init__(list(classes), starts, ends, list(classes))


def classify_tree(
    text: str, tree: ClauseTree, classifier: Classifier, *, doc_type: str = "contract"
) -> list[Classification]:
    """Classify every node of ``tree`` (``result[i]`` is ``tree.nodes[i]``'s)."""
    return type_tree(text, tree, classifier, doc_type=doc_type, paragraphs=False).classes


def type_tree(
    text: str,
    tree: ClauseTree,
    classifier: Classifier,
    *,
    doc_type: str = "contract",
    paragraphs: bool = True,
) -> TreeTyping:
    """Classify every node of ``tree`` and, with ``paragraphs``, every paragraph of a clause's
    own text (see the module docstring). ``classifier`` is any :class:`Classifier`; the
    keyword classifier, alone or behind a hook, takes the one-pass fast path, and only it
    refines paragraphs (a hook's or a custom classifier's verdict on a clause is kept whole).
    """
    nodes = tree.nodes
    n = len(nodes)
    node_starts = [node.start for node in nodes]
    own_ends = [*node_starts[1:], nodes[-1].end] if nodes else []
    keyword, hook = _keyword_of(classifier)
    if keyword is None:
        whole = _classify_slow(text, tree, classifier, doc_type)
        return TreeTyping(whole, node_starts, own_ends, list(whole))
    # Typing units: per node, its own text cut at paragraph starts. A node's heading is left
    # out of its first unit's scan: the title is scored separately. A paragraph opening with
    # a run-in heading ("**Assignment.** You may not ...") is a unit of its own, titled by it.
    breaks = paragraph_breaks(text) if paragraphs else []
    unit_starts: list[int] = []
    scan_starts: list[int] = []
    titles: list[str | None] = []  # per unit: its run-in heading
    entries: list[int] = []  # per unit: colon-style definitions ("Term: meaning") it opens
    node_titles: list[str | None] = []
    spans: list[tuple[int, int]] = []  # per node: its units (first, last + 1)
    for i, node in enumerate(nodes):
        body = node.heading_end if node.heading_end > node.start else node.start
        end = own_ends[i]
        lead = run_in(text, body, end)
        lead_title = _heading(text, lead)
        # A clause without a parsed heading whose text opens with one is headed by it.
        node_titles.append(node.title or lead_title)
        first = len(unit_starts)
        lead_defs = 1 if lead is not None and lead.kind == DEFINITION else 0
        found = _run_ins(text, breaks, body, end) if breaks else {}
        cuts = [body]
        if breaks:
            inside = breaks[bisect_right(breaks, body) : bisect_left(breaks, end)]
            # Whole-sentence paragraphs stand alone in the operative part only: in the
            # preamble, recitals, definitions and signatures the section decides the type.
            operative = node.section not in _PRIOR_SECTIONS
            sentences = sentence_ends(text, [*inside, end]) if inside and operative else set()
            hard = {cut for cut, r in found.items() if r.kind == HEADING}
            cuts = paragraph_starts(breaks, body, end, hard=hard, whole=sentences)
        if len(cuts) == 1 and not found:  # the usual case: one unit, no run-in inside
            scan_starts.append(body)
            titles.append(lead_title)
            entries.append(lead_defs)
            unit_starts.append(node.start)
            spans.append((first, first + 1))
            continue
        scan_starts.append(body)
        scan_starts.extend(cuts[1:])
        titles.append(lead_title)
        titles.extend(_heading(text, found.get(cut)) for cut in cuts[1:])
        defs = [r.start for r in found.values() if r.kind == DEFINITION]
        if lead_defs:
            defs.insert(0, body)
        entries.extend(
            bisect_left(defs, stop) - bisect_left(defs, cut)
            for cut, stop in zip(cuts, [*cuts[1:], end], strict=True)
        )
        cuts[0] = node.start
        unit_starts.extend(cuts)
        spans.append((first, len(unit_starts)))
    unit_ends = [*unit_starts[1:], nodes[-1].end] if n else []
    counts = _unit_counts(text, keyword.signals(doc_type).body, scan_starts, unit_ends)
    classes: list[Classification] = []
    units: list[Classification] = []
    headings: dict[int, tuple[int, int, ClauseType]] = {}  # see ``TreeTyping.headings``
    classify = keyword.classify_counts
    for i, node in enumerate(nodes):
        first, last = spans[i]
        parent = classes[node.parent] if node.parent is not None and node.parent < i else None
        in_definitions = node.section is DocumentSection.DEFINITIONS or (
            parent is not None and parent.clause_type is ClauseType.DEFINITIONS
        )
        if last - first == 1:
            node_hits = _with_entries(counts[first], entries[first] if in_definitions else 0)
        else:
            # Summed in unit order, as a Counter would: the same scores to the last bit.
            n_defs = sum(entries[first:last]) if in_definitions else 0
            node_hits = {DEFINITION_HIT: n_defs} if n_defs else {}
            for k in range(first, last):
                for hit, count in counts[k].items():
                    node_hits[hit] = node_hits.get(hit, 0) + count
        title = node_titles[i]
        # A catch-all heading ("General") under a clause is part of its topic; under a
        # schedule, which only holds clauses, it is not.
        topical = node.parent is not None and nodes[node.parent].kind not in SCHEDULE_KINDS
        # A sub-clause of a list its parent's heading names ("Conditions to Closing" / "(a)
        # The representations ... shall be true", "Events of Default" / "9.1 Non-payment"):
        # an item of that list.
        listed = (
            parent is not None
            and node.parent is not None
            and names_list(keyword, node_titles[node.parent], parent.clause_type, doc_type)
        )
        # Its parent's heading names the parent's type: see ``classify_headings``.
        headed = (
            parent is not None
            and node.parent is not None
            and keyword.named(node_titles[node.parent], doc_type=doc_type) is parent.clause_type
        )
        cls = classify(
            title,
            node_hits,
            doc_type=doc_type,
            section=node.section,
            parent=parent,
            topical=topical,
            listed=listed,
            headed=headed,
        )
        if hook is not None:
            cls = hook.decide(cls, title, node_body(text, tree, i))
        classes.append(cls)
        if node.title and keyword.named(node.title, doc_type=doc_type) is cls.clause_type:
            headings[first] = (node.heading_end, node.end, cls.clause_type)
        if last - first == 1 or cls.source == "hook":
            units.extend([cls] * (last - first))
            continue
        in_definitions = in_definitions or cls.clause_type is ClauseType.DEFINITIONS
        for k in range(first, last):
            hits = _with_entries(counts[k], entries[k] if in_definitions else 0)
            units.append(
                classify(titles[k], hits, doc_type=doc_type, section=node.section, parent=cls)
            )
    return TreeTyping(classes, unit_starts, unit_ends, units, headings)


def _run_ins(text: str, breaks: list[int], start: int, end: int) -> dict[int, RunIn]:
    """Run-in headings and colon definitions opening the paragraphs of ``(start, end)``."""
    found: dict[int, RunIn] = {}
    for k in range(bisect_right(breaks, start), bisect_left(breaks, end)):
        cut = breaks[k]
        got = run_in(text, cut, end)
        if got is not None:
            found[cut] = got
    return found


def _heading(text: str, found: RunIn | None) -> str | None:
    return text[found.start : found.end] if found is not None and found.kind == HEADING else None


# A colon-style definition entry counts as the definitional wording of a quoted one ('"Term"
# means'): this is the hit that wording leaves (see ``signals_strong``).
DEFINITION_HIT = "means"


def _with_entries(hits: Mapping[str, int], defs: int) -> Mapping[str, int]:
    if not defs:
        return hits
    out = {DEFINITION_HIT: defs}
    for hit, count in hits.items():
        out[hit] = out.get(hit, 0) + count
    return out


def _keyword_of(
    classifier: Classifier,
) -> tuple[KeywordClassifier | None, HookClassifier | None]:
    if isinstance(classifier, KeywordClassifier):
        return classifier, None
    if isinstance(classifier, HookClassifier) and isinstance(
        classifier.fallback, KeywordClassifier
    ):
        return classifier.fallback, classifier
    return None, None


def _unit_counts(
    text: str, family: Family, starts: list[int], ends: list[int]
) -> list[dict[str, int]]:
    """Body hits of each unit ``[starts[u], ends[u])``, tallied by matched string in order of
    first hit. The text is lower-cased once, behind one space (the family regex consumes the
    character before a phrase, and a unit's scan sees a space before its first character).
    Where the character before a unit is whitespace (and no quote precedes it, which a quoted
    phrase's look-behind could see), the unit is scanned in place; otherwise its slice is
    scanned behind a space of its own, exactly as :meth:`Family.count` does."""
    low = " " + fold(text)
    findall = family.regex.findall
    out: list[dict[str, int]] = []
    empty: dict[str, int] = {}  # shared: the hits are never changed
    for start, end in zip(starts, ends, strict=True):
        if end <= start:
            out.append(empty)
            continue
        if start == 0 or (low[start].isspace() and low[start - 1] not in _QUOTES):
            found = findall(low, start, end + 1)  # low[start] is text[start - 1]
        else:
            found = findall(" " + low[start + 1 : end + 1])
        if not found:
            out.append(empty)
            continue
        # A plain dict tallied here costs less than a Counter for the few hits of a unit.
        tally: dict[str, int] = {}
        for hit in found:
            tally[hit] = tally.get(hit, 0) + 1
        out.append(tally)
    return out


def _classify_slow(
    text: str, tree: ClauseTree, classifier: Classifier, doc_type: str
) -> list[Classification]:
    out: list[Classification] = []
    for i, node in enumerate(tree.nodes):
        parent = out[node.parent] if node.parent is not None and node.parent < i else None
        out.append(
            classifier.classify(
                node.title,
                node_body(text, tree, i),
                doc_type=doc_type,
                section=node.section,
                parent=parent,
            )
        )
    return out
