"""``PICChunker`` and ``AsyncPICChunker``: the pure core driven by sync or async models."""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from ..errors import ConfigError
from .core import Steps, steps
from .options import Options, SentenceSplitterFn, SummaryMode, make_options
from .summary import SUMMARY_PROMPT
from .types import ModelReply, ModelRequest, PICChunk

__all__ = ["AsyncPICChunker", "PICChunker"]

Complete = Callable[[str], str]
Embed = Callable[[list[str]], Sequence[Sequence[float]]]
AsyncComplete = Callable[[str], Awaitable[str]]
AsyncEmbed = Callable[[list[str]], Awaitable[Sequence[Sequence[float]]]]


def _name(fn: object) -> str:
    """How a model function introduces itself: its ``description``, else its name."""
    described = getattr(fn, "description", None)
    if isinstance(described, str):
        return described
    return str(getattr(fn, "__qualname__", None) or type(fn).__name__)


class _Base:
    _opts: Options
    _complete: object
    _embed: object

    @property
    def options(self) -> Options:
        """The validated options."""
        return self._opts

    @property
    def description(self) -> str:
        """One line saying which models and limits this chunker uses."""
        o = self._opts
        if o.summary_mode == "llm":
            summary = f"LLM summary ({_name(self._complete)})"
        else:
            summary = "extractive summary (central sentences, no LLM)"
        unit = "characters" if o.length is len else _name(o.length)
        cap = "no limit" if o.max_length is None else f"max {o.max_length}"
        return (
            f"PIC chunking: {summary}; embeddings: {_name(self._embed)}; "
            f"{cap}, min {o.min_length} {unit}"
        )

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.description})"


class PICChunker(_Base):
    """Summary-guided semantic chunking (PIC) with plain ``complete`` and ``embed`` functions.

    ``complete(prompt) -> str`` writes the summary (one call per document);
    ``embed(texts) -> vectors`` embeds a batch of texts (any sequence of float sequences,
    numpy arrays included). With ``summary_mode="extractive"`` (and ``complete=None``) no LLM
    is used: the summary is made of the document's most central sentences.
    """

    def __init__(
        self,
        complete: Complete | None,
        embed: Embed,
        max_length: int | None = 2000,
        min_length: int = 0,
        length: Callable[[str], int] = len,
        summary_max_chars: int | None = 100_000,
        summary_prompt: str = SUMMARY_PROMPT,
        abbreviations: Sequence[str] | set[str] | frozenset[str] = (),
        sentence_splitter: SentenceSplitterFn | None = None,
        *,
        summary_mode: SummaryMode = "llm",
        embedding_batch_size: int = 64,
    ) -> None:
        self._opts = make_options(
            complete,
            embed,
            max_length=max_length,
            min_length=min_length,
            length=length,
            summary_max_chars=summary_max_chars,
            summary_prompt=summary_prompt,
            abbreviations=abbreviations,
            sentence_splitter=sentence_splitter,
            summary_mode=summary_mode,
            embedding_batch_size=embedding_batch_size,
        )
        self._complete = complete
        self._embed = embed

    def split(
        self, doc_id: str, text: str, language: str, summary: str | None = None
    ) -> list[PICChunk]:
        """Chunk ``text``; pass a stored ``summary`` to skip the LLM call."""
        return drive(steps(self._opts, doc_id, text, language, summary), self._fulfil)

    def _fulfil(self, request: ModelRequest) -> ModelReply:
        answer = None
        if request.prompt is not None:
            assert callable(self._complete)
            answer = self._complete(request.prompt)
        embed: Any = self._embed
        return ModelReply(answer, [embed(list(batch)) for batch in request.batches])


class AsyncPICChunker(_Base):
    """:class:`PICChunker` with async ``complete`` and ``embed`` functions.

    The summary call and the sentence embeddings run at the same time, with at most
    ``embedding_concurrency`` embedding requests in flight. Plain functions are accepted too
    (their results are used as they are).
    """

    def __init__(
        self,
        complete: AsyncComplete | None,
        embed: AsyncEmbed,
        max_length: int | None = 2000,
        min_length: int = 0,
        length: Callable[[str], int] = len,
        summary_max_chars: int | None = 100_000,
        summary_prompt: str = SUMMARY_PROMPT,
        abbreviations: Sequence[str] | set[str] | frozenset[str] = (),
        sentence_splitter: SentenceSplitterFn | None = None,
        *,
        summary_mode: SummaryMode = "llm",
        embedding_batch_size: int = 64,
        embedding_concurrency: int = 4,
    ) -> None:
        self._opts = make_options(
            complete,
            embed,
            max_length=max_length,
            min_length=min_length,
            length=length,
            summary_max_chars=summary_max_chars,
            summary_prompt=summary_prompt,
            abbreviations=abbreviations,
            sentence_splitter=sentence_splitter,
            summary_mode=summary_mode,
            embedding_batch_size=embedding_batch_size,
        )
        if (
            isinstance(embedding_concurrency, bool)
            or not isinstance(embedding_concurrency, int)
            or embedding_concurrency < 1
        ):
            raise ConfigError(
                f"embedding_concurrency must be an int >= 1, got {embedding_concurrency!r}"
            )
        self._complete = complete
        self._embed = embed
        self._concurrency = embedding_concurrency

    async def split(
        self, doc_id: str, text: str, language: str, summary: str | None = None
    ) -> list[PICChunk]:
        """Chunk ``text``; pass a stored ``summary`` to skip the LLM call."""
        gen = steps(self._opts, doc_id, text, language, summary)
        try:
            request = next(gen)
            while True:
                request = gen.send(await self._fulfil(request))
        except StopIteration as stop:
            result: list[PICChunk] = stop.value
            return result

    async def _fulfil(self, request: ModelRequest) -> ModelReply:
        gate = asyncio.Semaphore(self._concurrency)
        embed: Any = self._embed
        complete: Any = self._complete

        async def one(batch: tuple[str, ...]) -> object:
            async with gate:
                return await _resolve(embed(list(batch)))

        async def summary() -> object:
            return None if request.prompt is None else await _resolve(complete(request.prompt))

        answer, *results = await asyncio.gather(summary(), *(one(b) for b in request.batches))
        return ModelReply(answer, results)


async def _resolve(value: object) -> object:
    return await value if inspect.isawaitable(value) else value


def drive(gen: Steps, fulfil: Callable[[ModelRequest], ModelReply]) -> list[PICChunk]:
    """Run the core to completion, answering each request with ``fulfil``."""
    try:
        request = next(gen)
        while True:
            request = gen.send(fulfil(request))
    except StopIteration as stop:
        result: list[PICChunk] = stop.value
        return result
