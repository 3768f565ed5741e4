"""The validated options of a PIC chunker, shared by the sync and async faces."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, cast

from ..errors import ConfigError
from .summary import SUMMARY_PROMPT, check_prompt

__all__ = [
    "EMBED_CHARS",
    "REQUEST_CHARS",
    "SUMMARY_MODES",
    "Options",
    "SentenceSplitterFn",
    "SummaryMode",
    "make_options",
]

SummaryMode = Literal["llm", "extractive"]
SUMMARY_MODES: tuple[str, ...] = ("llm", "extractive")
SentenceSplitterFn = Callable[[str, str], Iterable[Sequence[int]]]

REQUEST_CHARS = 400_000  # one embedding request stays below this many characters
EMBED_CHARS = 8_000  # a longer sentence is truncated for embedding only


@dataclass(frozen=True, slots=True)
class Options:
    max_length: int | None
    min_length: int
    length: Callable[[str], int]
    summary_max_chars: int | None
    summary_prompt: str
    abbreviations: tuple[str, ...]
    sentence_splitter: SentenceSplitterFn | None
    summary_mode: SummaryMode
    embedding_batch_size: int


def _int(name: str, value: object, low: int, *, none_ok: bool = False) -> int | None:
    if value is None and none_ok:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        valid = f"an int >= {low}" + (" or None" if none_ok else "")
        raise ConfigError(f"{name} must be {valid}, got {value!r}")
    return value


def make_options(
    complete: object,
    embed: object,
    *,
    max_length: object = 2000,
    min_length: object = 0,
    length: object = len,
    summary_max_chars: object = 100_000,
    summary_prompt: object = SUMMARY_PROMPT,
    abbreviations: object = (),
    sentence_splitter: object = None,
    summary_mode: object = "llm",
    embedding_batch_size: object = 64,
) -> Options:
    """Check every option; raise :class:`ConfigError` naming the valid values."""
    if summary_mode not in SUMMARY_MODES:
        raise ConfigError(f"summary_mode must be one of {SUMMARY_MODES}, got {summary_mode!r}")
    if summary_mode == "llm" and not callable(complete):
        raise ConfigError(
            "complete must be a function prompt -> summary text; without an LLM pass "
            "complete=None and summary_mode='extractive'"
        )
    if summary_mode == "extractive" and complete is not None:
        raise ConfigError("summary_mode='extractive' makes no LLM call: pass complete=None")
    if not callable(embed):
        raise ConfigError("embed must be a function list[str] -> list of vectors")
    if not callable(length):
        raise ConfigError(f"length must be a function str -> int (e.g. len), got {length!r}")
    if sentence_splitter is not None and not callable(sentence_splitter):
        raise ConfigError("sentence_splitter must be None or a function (text, language) -> spans")
    cap = _int("max_length", max_length, 1, none_ok=True)
    low = _int("min_length", min_length, 0)
    assert low is not None
    if cap is not None and low > cap:
        raise ConfigError(f"min_length ({low}) must not exceed max_length ({cap})")
    excerpt = _int("summary_max_chars", summary_max_chars, 0, none_ok=True)
    batch = _int("embedding_batch_size", embedding_batch_size, 1)
    assert batch is not None
    return Options(
        max_length=cap,
        min_length=low,
        length=length,
        summary_max_chars=excerpt or None,
        summary_prompt=check_prompt(summary_prompt),
        abbreviations=_abbreviations(abbreviations),
        sentence_splitter=sentence_splitter,
        summary_mode=cast(SummaryMode, summary_mode),
        embedding_batch_size=batch,
    )


def _abbreviations(value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        value = (value,)
    items = list(value) if isinstance(value, Iterable) else None
    if items is None or not all(isinstance(a, str) for a in items):
        raise ConfigError("abbreviations must be an iterable of str, e.g. {'Flst', 'lfd.'}")
    return tuple(sorted(set(items)))
