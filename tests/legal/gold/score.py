"""Score found references and definitions against a rendered document's answer key.

Targets are compared by position, not by node index: a declared target is the start offset
of the declared unit, and a found reference is right when the node it resolved to starts
there. So the same scoring works on the declared tree and on a tree from the real parser.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from clausewise.legal.references import Reference
from clausewise.legal.tree import ClauseTree
from clausewise.legal.types import DefinedTerm

from .render import Rendered

__all__ = ["DefScore", "RefScore", "score_definitions", "score_references"]

EXT = -1


@dataclass
class RefScore:
    expected: int = 0  # declared references (one per target unit)
    found: int = 0  # of those, detected (recall numerator)
    detected: int = 0  # detections inside declared reference spans
    correct: int = 0  # detections resolved to the declared target (precision numerator)
    false_positives: list[str] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.found / self.expected if self.expected else 1.0

    @property
    def precision(self) -> float:
        return self.correct / self.detected if self.detected else 1.0

    def add(self, other: RefScore) -> None:
        self.expected += other.expected
        self.found += other.found
        self.detected += other.detected
        self.correct += other.correct
        self.false_positives += other.false_positives
        self.misses += other.misses


def _target(ref: Reference, tree: ClauseTree) -> int | None:
    if ref.target_kind == "external":
        return EXT if ref.target_node is None else None
    return tree.nodes[ref.target_node].start if ref.target_node is not None else None


def score_references(doc: Rendered, refs: list[Reference], tree: ClauseTree) -> RefScore:
    """Recall and target precision of ``refs`` (found on ``doc.text`` with ``tree``)."""
    score = RefScore()
    starts = {key: doc.tree.nodes[i].start for i, key in enumerate(doc.keys)}
    used: set[int] = set()
    for decl in doc.refs:
        expected = Counter(EXT if t == "ext" else starts[t] for t in decl.targets)
        hits = [i for i, r in enumerate(refs) if r.start < decl.end and decl.start < r.end]
        used.update(hits)
        got = Counter(_target(refs[i], tree) for i in hits)
        n_exp, n_got = sum(expected.values()), len(hits)
        score.expected += n_exp
        score.found += min(n_exp, n_got)
        score.detected += n_got
        right = sum((expected & got).values())
        score.correct += right
        if right < n_exp or n_got > n_exp:
            said = [f"{refs[i].raw_text!r}->{refs[i].target_identifier}" for i in hits]
            score.misses.append(
                f"{doc.name}/{doc.variant} {decl.text!r} {decl.targets} in {decl.source}: {said}"
            )
    for i, r in enumerate(refs):
        if i not in used:
            score.false_positives.append(f"{doc.name}/{doc.variant} {r.raw_text!r} at {r.start}")
    return score


@dataclass
class DefScore:
    expected: int = 0
    found: int = 0
    false: list[str] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)
    negatives: int = 0  # ordinary quoted phrases in the document
    false_from_negatives: int = 0

    @property
    def recall(self) -> float:
        return self.found / self.expected if self.expected else 1.0

    def add(self, other: DefScore) -> None:
        self.expected += other.expected
        self.found += other.found
        self.false += other.false
        self.misses += other.misses
        self.negatives += other.negatives
        self.false_from_negatives += other.false_from_negatives


def score_definitions(doc: Rendered, terms: list[DefinedTerm]) -> DefScore:
    """Recall of declared definitions (term, scope and overlapping span) and every found
    definition that matches none (a false definition)."""
    score = DefScore(expected=len(doc.defs), negatives=len(doc.negatives))
    matched: set[int] = set()
    for decl in doc.defs:
        hit = next(
            (
                i
                for i, t in enumerate(terms)
                if i not in matched
                and t.term == decl.term
                and t.scope == decl.scope
                and t.char_start < decl.end
                and decl.start < t.char_end
            ),
            None,
        )
        if hit is None:
            near = [(t.term, t.scope, t.char_start) for t in terms if t.term == decl.term]
            score.misses.append(
                f"{doc.name}/{doc.variant} {decl.term!r}@{decl.scope} in {decl.source}: {near}"
            )
        else:
            matched.add(hit)
            score.found += 1
    for i, t in enumerate(terms):
        if i not in matched:
            score.false.append(f"{doc.name}/{doc.variant} {t.term!r}@{t.scope} at {t.char_start}")
            if any(a < t.char_end and t.char_start < b for a, b in doc.negatives):
                score.false_from_negatives += 1
    return score
