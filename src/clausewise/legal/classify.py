"""Clause classification: one :class:`Classification` per clause of the tree.

Classification is per clause (a tree node: its heading title and its own body text) and, for a
long clause, per paragraph (:mod:`.clause_typing`), never per chunk, so a chunk's type does not
depend on ``max_chunk_size``: each chunk gets the classification of the unit it belongs to.

The default :class:`KeywordClassifier` scores every :class:`ClauseType` from phrase evidence
(:mod:`clausewise.legal.signals`):

1. **Heading.** A heading phrase ("Indemnification", "Governing Law") adds ``10`` to its type
   (``7`` for a type listed later: "Governing Law and Jurisdiction" is primarily governing law,
   whatever the body's counts, if the body has a word of it: :mod:`.classify_heading_order`).
   A catch-all heading ("Miscellaneous", "Term") adds only ``3``, ``6`` when the body has
   evidence of the same type ("Term." over "... after expiration"): it names the clause.
   Headings are noun phrases (:mod:`.signals_heading`): "Term" counts only as the head ("Term
   Loans"), "Notice" only unqualified ("USA PATRIOT Act Notice", "Notice of Termination").
2. **Body.** A strong phrase ("in no event shall", "governed by the laws of") adds ``3``, a weak
   word ("liable", "audit") ``1``; a repeated phrase adds half its weight per repeat, twice at
   most; weak evidence is capped at ``3`` per type. The body total of a type then saturates
   towards ``9`` (``9 * (1 - exp(-raw / 9))``), so no body, however long, outweighs a
   heading: the heading settles the type and the body picks the runner-up.
3. **Structure.** The document section adds a prior: preamble, recitals and definitions
   sections favour ``PREAMBLE``, ``RECITALS`` and ``DEFINITIONS`` (``+6``; ``+9`` for a
   recital, which no body outweighs; ``+2`` for a terms-of-service preamble, which often
   carries real terms, and for a "definitions" unit without any definitional wording), the
   signature block ``BOILERPLATE``. The parent's
   type adds ``2 * parent.confidence``.
4. **Thin evidence.** A clause whose own evidence (heading and body, without the priors) is
   below ``2`` takes its parent's type, at ``0.8`` times the parent's confidence: a bare
   "(c) within thirty days" under "Termination" is about termination.

``classification_confidence`` is ``dominance * strength`` with ``dominance = best / (best +
runner_up)`` (``1`` when one type scored alone, ``0.5`` on a tie) and ``strength = min(1, best
/ 6)``: a heading saturates it, body phrases alone need about four strong ones (the body total
saturates towards 9). It is ``1.0`` only for a lone, well-evidenced type, at most ``0.5`` for
an exact tie, below ``0.5`` when the evidence is thin, and ``0`` for ``UNKNOWN``. Only the
runner-up lowers it, so incidental mentions of other topics in a long clause do not. It is a
ranking score, not a calibrated probability. An inherited type carries ``0.8`` times its
parent's confidence.

``extra_clause_signals`` (``KeywordClassifier({ClauseType.AUDIT: ["escrow agent"]})``) adds
phrases that count as strong body evidence and as heading words. A user's own model plugs in
through :mod:`.hook` (``classification_hook`` / ``classification_hook_threshold``), and
:mod:`.clause_typing` types a whole tree and every chunk from its clauses.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Protocol

from .._quick_init import quick_init
from ..errors import ConfigError
from .classify_heading_order import LATER_TITLE_WEIGHT, TITLE_CHARS, keep_heading_order
from .classify_headings import HEADED_PRIOR, modifies_next, qualified, raises_prior
from .classify_lists import LIST_TYPES
from .classify_surety import surety_heading
from .signals_heading import HEAD_ONLY, OPENING_ONLY, OPENING_SKIP, QUALIFIED_OUT
from .signalset import (
    GENERIC_TIER,
    TITLE_TIER,
    WEAK_TIER,
    SignalSet,
    canonical,
    fold,
    signal_set,
)
from .tree import DocumentSection
from .types import ClauseType

if TYPE_CHECKING:  # re-exported lazily at the end of this module
    from .clause_typing import ChunkTyper as ChunkTyper
    from .clause_typing import TreeTyping as TreeTyping
    from .clause_typing import classify_tree as classify_tree
    from .clause_typing import node_body as node_body
    from .clause_typing import type_tree as type_tree

__all__ = ["UNKNOWN", "Classification", "Classifier", "KeywordClassifier", "from_scores"]

CORROBORATED = 1.0
BODY_CEILING = 9.0
WEAK_CAP = 3.0
REPEAT_BONUS = 0.5
MAX_REPEATS = 2
SECTION_PRIOR = 6.0
TERMS_PREAMBLE_PRIOR = 2.0
WEAK_SECTION_PRIOR = 2.0
RECITALS_PRIOR = 9.0  # BODY_CEILING: a body, however long, never outweighs it
PARENT_PRIOR = 2.0
# Under a heading naming a list of conditions or events of default (:mod:`.classify_lists`),
# each item is of that type whatever it mentions ("(a) The representations ... shall be true",
# "9.1 Non-payment"): the prior beats a sub-heading (10) with some body evidence of its topic.
LIST_PRIOR = 14.5
THIN = 2.0
INHERIT_DECAY = 0.8
SATURATION = 6.0
MIN_SCORE = 1.0
_MEMO_LIMIT = 4096

_SECTION_TYPES = {
    DocumentSection.PREAMBLE: ClauseType.PREAMBLE,
    DocumentSection.RECITALS: ClauseType.RECITALS,
    DocumentSection.DEFINITIONS: ClauseType.DEFINITIONS,
    DocumentSection.SIGNATURES: ClauseType.BOILERPLATE,
}


@quick_init
@dataclass(frozen=True, slots=True)
class Classification:
    """The type of one clause.

    ``confidence`` is in ``[0, 1]`` (see the module docstring for the formula), ``secondary``
    the runner-up type (``None`` if nothing else scored) and ``source`` says who decided:
    ``"keyword"`` (the built-in scorer, including inheritance from the parent) or ``"hook"``.
    """

    clause_type: ClauseType
    confidence: float = 0.0
    secondary: ClauseType | None = None
    source: str = "keyword"

    def to_dict(self) -> dict[str, Any]:
        return {
            "clause_type": self.clause_type.value,
            "confidence": self.confidence,
            "secondary": self.secondary.value if self.secondary is not None else None,
            "source": self.source,
        }


UNKNOWN = Classification(ClauseType.UNKNOWN)


class Classifier(Protocol):
    """Anything that types a clause from its heading title and its own body text."""

    def classify(
        self,
        title: str | None,
        body: str,
        *,
        doc_type: str,
        section: DocumentSection,
        parent: Classification | None,
    ) -> Classification: ...


# dict {ClauseType: [phrases]} (keys may be ClauseType values as str), or the same as pairs.
ExtraSignals = Mapping[Any, "Sequence[str]"] | Sequence[tuple[Any, Sequence[str]]]


def _freeze_extra(extra: ExtraSignals | None) -> tuple[tuple[ClauseType, tuple[str, ...]], ...]:
    if not extra:
        return ()
    if not isinstance(extra, Mapping):
        try:
            extra = dict(extra)
        except (TypeError, ValueError):
            raise ConfigError(
                "extra_clause_signals must be a dict[ClauseType, list[str]], got "
                f"{type(extra).__name__}"
            ) from None
    out: list[tuple[ClauseType, tuple[str, ...]]] = []
    for key, phrases in extra.items():
        try:
            ctype = ClauseType(key)
        except ValueError:
            valid = ", ".join(t.value for t in ClauseType)
            raise ConfigError(
                f"extra_clause_signals key {key!r} is not a ClauseType; valid: {valid}"
            ) from None
        if isinstance(phrases, str) or not all(isinstance(p, str) for p in phrases):
            raise ConfigError(
                f"extra_clause_signals[{ctype.value!r}] must be a list of str phrases"
            )
        cleaned = tuple(p for p in phrases if p.strip().rstrip("*"))
        if cleaned:
            out.append((ctype, cleaned))
    return tuple(sorted(out, key=lambda item: item[0].value))


class KeywordClassifier:
    """The built-in phrase-evidence classifier (see the module docstring for the scoring).

    ``extra_clause_signals`` maps a :class:`ClauseType` to more phrases (same syntax as
    :mod:`clausewise.legal.signals`); they count as strong body phrases and as heading words.
    """

    def __init__(self, extra_clause_signals: ExtraSignals | None = None) -> None:
        self._extra = _freeze_extra(extra_clause_signals)
        self._signals: dict[str, SignalSet] = {}
        # The classification of a unit with nothing of its own, by its parent's.
        self._inherited: dict[Classification, Classification] = {}
        # Title scores per (doc_type, heading): whole-tree typing scores a heading twice (the
        # clause's classification, then ``named``).
        self._titles: dict[tuple[str, str], dict[ClauseType, float]] = {}

    def signals(self, doc_type: str) -> SignalSet:
        found = self._signals.get(doc_type)
        if found is None:
            found = self._signals[doc_type] = signal_set(doc_type, self._extra)
        return found

    def _title(self, title: str, doc_type: str) -> dict[ClauseType, float]:
        """:func:`_title_scores` of the heading, memoised (read only: copy to change it)."""
        key = (doc_type, title)
        found = self._titles.get(key)
        if found is None:
            if len(self._titles) >= _MEMO_LIMIT:
                self._titles.clear()
            found = self._titles[key] = _title_scores(self.signals(doc_type), title)
        return found

    def evidence(self, title: str | None, body: str, *, doc_type: str) -> dict[ClauseType, float]:
        """Heading plus body score per type (no structural priors), for hooks and debugging."""
        return self.evidence_counts(
            title, self.signals(doc_type).body.count(fold(body)), doc_type=doc_type
        )

    def named(self, title: str | None, *, doc_type: str) -> ClauseType | None:
        """The first type the heading names outright ("Governing Law; Jurisdiction" names
        ``GOVERNING_LAW`` first), not counting catch-all headings ("Miscellaneous")."""
        if not title:
            return None
        scores = self._title(title, doc_type)
        return next((t for t, w in scores.items() if w >= LATER_TITLE_WEIGHT), None)

    def evidence_counts(
        self, title: str | None, hits: Mapping[str, int], *, doc_type: str
    ) -> dict[ClauseType, float]:
        """Like :meth:`evidence`, from body hits already counted (``SignalSet.body.count``,
        in order of first hit). The types come in order of preference for a tie: those the
        heading names (in heading order), then body types the heading mentions in body words
        ("Audited Financial Statements"), then body types with a strong phrase before those
        with weak words only, each by its first hit of that tier."""
        sigs = self.signals(doc_type)
        scores = dict(self._title(title, doc_type)) if title else {}
        if title and hits and ClauseType.WARRANTIES in scores:
            scores = surety_heading(title, scores, hits)  # "Guarantee" over a surety
        if hits:
            body = _body_scores(sigs, hits)
            if title and len(body) > 1:
                for ctype in _mentioned(sigs, title):
                    if ctype in body and ctype not in scores:
                        scores[ctype] = 0.0
            for ctype, value in body.items():
                heading = scores.get(ctype, 0.0)
                if 0.0 < heading < LATER_TITLE_WEIGHT:
                    # A catch-all heading the body bears out ("Term." over "... two years
                    # from the Effective Date ... after any termination or expiration")
                    # names the clause: it counts twice, as much as a specific heading
                    # placed second, so a topic of the body alone ("trade secrets") and
                    # the parent's type no longer outweigh it.
                    heading += heading * CORROBORATED
                scores[ctype] = heading + value
            if title and len(scores) > 1:
                keep_heading_order(scores, self._title(title, doc_type), body, sigs, title)
        return scores

    def classify(
        self,
        title: str | None,
        body: str,
        *,
        doc_type: str,
        section: DocumentSection,
        parent: Classification | None,
    ) -> Classification:
        hits = self.signals(doc_type).body.count(fold(body))
        return self.classify_counts(title, hits, doc_type=doc_type, section=section, parent=parent)

    def classify_counts(
        self,
        title: str | None,
        hits: Mapping[str, int],
        *,
        doc_type: str,
        section: DocumentSection,
        parent: Classification | None,
        topical: bool = True,
        listed: bool = False,
        headed: bool = False,
    ) -> Classification:
        """:meth:`classify` from body hits already counted: whole-tree typing counts every
        hit of a document in one regex pass and hands each clause its share. ``topical``:
        the parent is a clause, whose topic a catch-all heading under it is part of; not a
        schedule or an annex, which only holds clauses ("Annex A / Article 4 Miscellaneous").
        ``listed``: the parent's heading names a list type (:data:`LIST_TYPES`), whose items
        are of that type whatever their topic (see :data:`LIST_PRIOR`). ``headed``: the
        parent's heading names its type; a clause whose own heading names none is part of it
        (:data:`.classify_headings.HEADED_PRIOR`)."""
        if (
            not hits
            and not title
            and parent is not None
            and parent.clause_type is not ClauseType.UNKNOWN
            and section not in _SECTION_TYPES
        ):
            # Nothing of its own (a paragraph without a single signal): the parent's type, as
            # the thin-evidence rule below would decide, without scoring.
            found = self._inherited.get(parent)
            if found is None:
                if len(self._inherited) >= _MEMO_LIMIT:
                    self._inherited.clear()
                found = self._inherited[parent] = _inherit(parent, [])
            return found
        own = self.evidence_counts(title, hits, doc_type=doc_type)
        if title and topical and parent is not None and parent.clause_type not in _NO_TOPIC:
            own = self._catch_all_yields(title, own, doc_type)
        scores = dict(own)
        prior_type = _SECTION_TYPES.get(section)
        if prior_type is not None:
            scores[prior_type] = scores.get(prior_type, 0.0) + _section_prior(
                prior_type, doc_type, own
            )
        inherited = parent is not None and parent.clause_type is not ClauseType.UNKNOWN
        if parent is not None and inherited:
            prior = PARENT_PRIOR * parent.confidence
            if listed and parent.clause_type in LIST_TYPES:
                prior = LIST_PRIOR
            elif (
                headed
                and not (title and self.named(title, doc_type=doc_type))
                and raises_prior(parent.clause_type, own)
            ):
                prior = HEADED_PRIOR * parent.confidence
            scores[parent.clause_type] = scores.get(parent.clause_type, 0.0) + prior
        ranked = _ranked(scores)
        own_best = max(own.values(), default=0.0)
        if parent is not None and inherited and own_best < THIN and prior_type is None:
            return _inherit(parent, ranked)
        return from_scores(ranked)

    def _catch_all_yields(
        self, title: str, own: dict[ClauseType, float], doc_type: str
    ) -> dict[ClauseType, float]:
        """``own`` without a catch-all heading the body does not bear out, for a sub-clause of
        a clause with a topic: "13.1.1 General" under "13.1 Term" is part of the term, "11.2
        Binding obligations" under "Representations" a representation. Its body and the
        parent decide (a thin body inherits); a body of the heading's own wording ("No waiver
        is effective unless in writing") keeps it. "Term" names a topic: it keeps its own."""
        heading = self._title(title, doc_type)
        if len(heading) != 1:
            return own
        ctype, weight = next(iter(heading.items()))
        if ctype in _TOPICAL or not 0.0 < weight < LATER_TITLE_WEIGHT or own.get(ctype) != weight:
            return own  # a topic's name, or a body with evidence of the heading's type
        return {t: v for t, v in own.items() if t is not ctype}


# Parent types naming no topic a catch-all sub-heading is part of; catch-alls naming one.
_NO_TOPIC = frozenset({ClauseType.UNKNOWN, ClauseType.BOILERPLATE})
_TOPICAL = frozenset({ClauseType.TERMINATION})


def _ranked(scores: Mapping[ClauseType, float]) -> list[tuple[ClauseType, float]]:
    """Scores best first. A tie keeps the order of ``scores``, which lists the types named by
    the heading first, then body types by their strongest tier and first hit (see
    :meth:`KeywordClassifier.evidence_counts`), then types known only from a prior: never the
    alphabet."""
    if len(scores) < 2:
        return list(scores.items())
    # Stable, also in reverse: ties keep their order. A C key beats a Python one.
    return sorted(scores.items(), key=_SCORE, reverse=True)


_SCORE = itemgetter(1)


def _section_prior(prior_type: ClauseType, doc_type: str, own: Mapping[ClauseType, float]) -> float:
    if prior_type is ClauseType.RECITALS:
        return RECITALS_PRIOR  # a recital whatever it is about; its topic comes second
    if prior_type is ClauseType.PREAMBLE and doc_type == "terms_conditions":
        return TERMS_PREAMBLE_PRIOR  # consumer terms put real terms in their opening lines
    if prior_type is ClauseType.DEFINITIONS and not own.get(ClauseType.DEFINITIONS):
        # A "definitions" section with no definitional wording at all is more likely a
        # section boundary placed too wide than a definition.
        return WEAK_SECTION_PRIOR
    return SECTION_PRIOR


def _inherit(parent: Classification, ranked: list[tuple[ClauseType, float]]) -> Classification:
    runner = next((t for t, s in ranked if t is not parent.clause_type and s > 0), None)
    return Classification(
        parent.clause_type,
        round(parent.confidence * INHERIT_DECAY, 4),
        runner if runner is not None else parent.secondary,
        "keyword",
    )


def from_scores(ranked: list[tuple[ClauseType, float]]) -> Classification:
    """The classification for scores sorted best first (see :func:`_ranked` for ties)."""
    if not ranked or ranked[0][1] < MIN_SCORE:
        secondary = ranked[0][0] if ranked and ranked[0][1] > 0 else None
        return Classification(ClauseType.UNKNOWN, 0.0, secondary, "keyword")
    best_type, best = ranked[0]
    second_type, second = ranked[1] if len(ranked) > 1 else (None, 0.0)
    confidence = best / (best + second) * min(1.0, best / SATURATION)
    return Classification(
        best_type,
        round(confidence, 4),
        second_type if second > 0 else None,
        "keyword",
    )


def _title_scores(sigs: SignalSet, title: str | None) -> dict[ClauseType, float]:
    scores: dict[ClauseType, float] = {}
    if not title:
        return scores
    named = False  # a specific heading type has been seen: later ones count less
    low = title[:TITLE_CHARS].lower()
    for start, hit in sigs.title.positions(low):
        key = canonical(hit)
        if key in QUALIFIED_OUT and qualified(low, start, start + len(hit)):
            continue  # "USA PATRIOT Act Notice": one notice, not the notices clause
        if key in OPENING_ONLY and low[:start].strip(OPENING_SKIP):
            continue  # "Change in Law", "Data Protection Law": not the choice of law
        modifier: bool | None = None  # computed once, when a head-only entry asks
        for ctype, weight, tier in sigs.title.lookup(hit):
            if ctype in scores:
                continue
            if tier == GENERIC_TIER or key in HEAD_ONLY:
                if modifier is None:
                    modifier = modifies_next(low, start + len(hit))
                if modifier:
                    continue  # "Term Loans", "Default Interest": the next noun is the head
            if tier == TITLE_TIER:
                weight = LATER_TITLE_WEIGHT if named else weight
                named = True
            scores[ctype] = weight
    return scores


def _mentioned(sigs: SignalSet, title: str) -> list[ClauseType]:
    """Types whose body phrases the heading uses, in heading order (for ties only)."""
    family = sigs.body
    return [
        ctype
        for hit in family.count(fold(title[:TITLE_CHARS]))
        for ctype, _, _ in family.lookup(hit)
    ]


# Weight multiplier of a phrase seen n times (index n; capped beyond the table).
_REPEAT = tuple(1.0 + REPEAT_BONUS * min(n - 1, MAX_REPEATS) for n in range(MAX_REPEATS + 2))


def _body_scores(sigs: SignalSet, hits: Mapping[str, int]) -> dict[ClauseType, float]:
    """Saturated body score per type, types ordered by strongest tier, then first hit."""
    strong: dict[ClauseType, float] = {}
    weak: dict[ClauseType, float] = {}
    family = sigs.body
    memo, lookup = family.memo, family.lookup
    top = len(_REPEAT) - 1
    for hit, count in hits.items():
        entries = memo.get(hit)
        if entries is None:
            entries = lookup(hit)
        factor = _REPEAT[count if count < top else top]
        for ctype, weight, tier in entries:
            bucket = weak if tier == WEAK_TIER else strong
            bucket[ctype] = bucket.get(ctype, 0.0) + weight * factor
    # ``strong`` lists the types with a strong phrase by first hit; types with weak words only
    # follow, by first hit.
    for ctype, value in weak.items():
        strong[ctype] = strong.get(ctype, 0.0) + (value if value < WEAK_CAP else WEAK_CAP)
    exp = math.exp
    return {t: BODY_CEILING * (1.0 - exp(-raw / BODY_CEILING)) for t, raw in strong.items()}


# Whole-tree typing lives in :mod:`.clause_typing`; these names are re-exported lazily (the
# two modules import each other) for code that imports them from here.
_MOVED = frozenset({"ChunkTyper", "TreeTyping", "classify_tree", "node_body", "type_tree"})


def __getattr__(name: str) -> Any:
    if name in _MOVED:
        from . import clause_typing

        return getattr(clause_typing, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
