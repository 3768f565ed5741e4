"""A user's own classifier (an LLM, a fine-tuned model, a rule set) in front of or behind ours.

``classification_hook(text) -> ClauseType | (ClauseType, float) | None`` receives the clause's
heading title and body (``"title\\n\\nbody"``, or the body alone when there is no title) and
answers with a type, a type and its confidence, or ``None`` for "no opinion". A ``str`` that is
a ``ClauseType`` value ("indemnification") is accepted too.

``classification_hook_threshold`` decides when it is asked:

- ``None`` or any value ``>= 1.0``: **replace** — the hook is asked for every clause;
- ``t`` in ``(0, 1)``: **back-up** — asked only for clauses whose keyword confidence is
  strictly below ``t`` (the default ``0.5`` asks for ties and thin evidence);
- ``0.0``: never asked.

When the hook answers, its type wins: ``source="hook"``, ``confidence`` is the float it
returned (clipped to ``[0, 1]``) or ``1.0`` when it returned a bare type, and ``secondary`` is
the best keyword type other than the hook's (``None`` if there is none). When it answers
``None`` the keyword classification stands unchanged (``source="keyword"``). Anything else
raises :class:`~clausewise.errors.ConfigError` naming what a hook may return. Exceptions the
hook raises propagate: a failing model should be visible, not silently replaced.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import ConfigError
from .classify import Classification, Classifier, ExtraSignals, KeywordClassifier
from .tree import DocumentSection
from .types import ClauseType

__all__ = ["ClassificationHook", "HookClassifier", "hook_text", "make_classifier"]

ClassificationHook = Callable[[str], Any]


def hook_text(title: str | None, body: str) -> str:
    """What a hook sees: the heading title, a blank line, then the clause's own text."""
    title = (title or "").strip()
    return f"{title}\n\n{body}" if title else body


def _as_answer(value: Any) -> tuple[ClauseType, float] | None:
    if value is None:
        return None
    confidence = 1.0
    if isinstance(value, tuple) and len(value) == 2:
        value, confidence = value
        if isinstance(confidence, bool) or not isinstance(confidence, (int, float)):
            raise ConfigError(
                f"classification_hook returned a confidence of type "
                f"{type(confidence).__name__}; expected a float in [0, 1]"
            )
    if isinstance(value, ClauseType):
        ctype = value
    elif isinstance(value, str) and value in ClauseType._value2member_map_:
        ctype = ClauseType(value)
    else:
        raise ConfigError(
            "classification_hook must return a ClauseType (or its str value), a "
            f"(ClauseType, float) pair, or None; got {value!r}"
        )
    return ctype, min(1.0, max(0.0, float(confidence)))


class HookClassifier:
    """``hook`` in front of (``threshold`` None / >= 1) or behind (``threshold`` < 1)
    ``fallback``; see the module docstring for the exact rules."""

    def __init__(
        self,
        hook: ClassificationHook,
        *,
        threshold: float | None = None,
        fallback: Classifier | None = None,
    ) -> None:
        if not callable(hook):
            raise ConfigError(
                f"classification_hook must be callable (text -> ClauseType | None), got "
                f"{type(hook).__name__}"
            )
        if threshold is not None and (
            isinstance(threshold, bool)
            or not isinstance(threshold, (int, float))
            or threshold < 0.0
        ):
            raise ConfigError(
                f"classification_hook_threshold must be None or a number >= 0, got {threshold!r}"
            )
        self.hook = hook
        self.threshold = threshold
        self.fallback: Classifier = fallback if fallback is not None else KeywordClassifier()

    def asks(self, keyword: Classification) -> bool:
        """Whether the hook is consulted for a clause the fallback classified as ``keyword``."""
        if self.threshold is None or self.threshold >= 1.0:
            return True
        return keyword.confidence < self.threshold

    def classify(
        self,
        title: str | None,
        body: str,
        *,
        doc_type: str,
        section: DocumentSection,
        parent: Classification | None,
    ) -> Classification:
        keyword = self.fallback.classify(
            title, body, doc_type=doc_type, section=section, parent=parent
        )
        return self.decide(keyword, title, body)

    def decide(self, keyword: Classification, title: str | None, body: str) -> Classification:
        """The final classification of a clause the fallback classified as ``keyword``."""
        if not self.asks(keyword):
            return keyword
        answer = _as_answer(self.hook(hook_text(title, body)))
        if answer is None:
            return keyword
        ctype, confidence = answer
        runner = keyword.clause_type if keyword.clause_type is not ctype else keyword.secondary
        if runner is ctype or runner is ClauseType.UNKNOWN:
            runner = keyword.secondary if keyword.secondary is not ctype else None
        return Classification(ctype, round(confidence, 4), runner, "hook")


def make_classifier(
    extra_clause_signals: ExtraSignals | None = None,
    classification_hook: ClassificationHook | None = None,
    classification_hook_threshold: float | None = 0.5,
) -> Classifier:
    """The classifier a chunker's options describe: the keyword classifier (with the extra
    signals merged in), wrapped by the hook when one is given."""
    keyword = KeywordClassifier(extra_clause_signals)
    if classification_hook is None:
        return keyword
    return HookClassifier(
        classification_hook, threshold=classification_hook_threshold, fallback=keyword
    )
