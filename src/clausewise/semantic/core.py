"""The pure PIC core: one generator per document that asks for model work and returns chunks.

``steps(...)`` yields a :class:`ModelRequest` each time it needs the LLM or the embedding
model and receives a :class:`ModelReply`; it never calls a model itself. The sync and async
chunkers differ only in how they fulfil the requests, so they give identical chunks.

Requests, in order:

1. The sentences to embed, in batches, and (LLM mode, no stored summary) the summary prompt.
   A stored summary is embedded in the same pass, as the first text.
2. Otherwise the summary, once known, as one more embedding request of one text.
"""

from __future__ import annotations

import re
from collections.abc import Generator, Iterable, Sequence

from ..errors import ConfigError, InputError, ProviderError, require_text
from ..normalize import normalize
from ..sentences import sentence_spans
from ..vectors import Vector, as_vectors, cosine, norm
from .grouping import Planner
from .options import EMBED_CHARS, REQUEST_CHARS, Options
from .summary import build_prompt, excerpt, extractive_summary
from .types import ModelReply, ModelRequest, PICChunk

__all__ = ["Steps", "batches", "find_sentences", "steps"]

Steps = Generator[ModelRequest, ModelReply, list[PICChunk]]
_NON_SPACE = re.compile(r"\S")


def steps(
    opts: Options, doc_id: object, text: object, language: object, summary: object = None
) -> Steps:
    """Chunk one document, yielding a request whenever model work is needed."""
    body = require_text(text)
    name = require_text(doc_id, "doc_id")
    lang = require_text(language, "language")
    stored = _stored_summary(summary)
    sentences = find_sentences(body, lang, opts) if _NON_SPACE.search(body) else []
    if not sentences:
        return []
    texts = [body[a : min(b, a + EMBED_CHARS)] for a, b in sentences]
    prompt = None
    if stored is None and opts.summary_mode == "llm":
        shown = excerpt(body, sentences, opts.summary_max_chars)
        prompt = build_prompt(opts.summary_prompt, shown, lang)
    head = [] if stored is None else [stored[:EMBED_CHARS]]
    request = ModelRequest(prompt, batches([*head, *texts], opts.embedding_batch_size))
    reply = yield request
    vectors = _vectors(reply, request)
    if stored is not None:
        summary_text, target = stored, vectors[0]
        vectors = vectors[1:]
    else:
        if prompt is not None:
            summary_text = _llm_summary(reply.summary)
        else:
            summary_text = extractive_summary(texts, vectors)
        again = ModelRequest(None, ((summary_text[:EMBED_CHARS],),))
        target = _vectors((yield again), again)[0]
    target_norm = norm(target)
    sims = [cosine(v, target, target_norm) for v in vectors]
    planner = Planner(body, sentences, sims, opts.length, opts.max_length, opts.min_length)
    return [
        PICChunk(
            doc_id=name,
            index=i,
            language=lang,
            text=body[p.start : p.end],
            start=p.start,
            end=p.end,
            sentence_start=p.first,
            sentence_end=p.stop,
            relevant=planner.relevant(p),
            similarity=planner.similarity(p),
            summary=summary_text,
        )
        for i, p in enumerate(planner.plan())
    ]


def batches(texts: Sequence[str], size: int) -> tuple[tuple[str, ...], ...]:
    """Consecutive batches of at most ``size`` texts and fewer than ``REQUEST_CHARS`` chars."""
    out: list[tuple[str, ...]] = []
    batch: list[str] = []
    chars = 0
    for t in texts:
        if batch and (len(batch) == size or chars + len(t) >= REQUEST_CHARS):
            out.append(tuple(batch))
            batch, chars = [], 0
        batch.append(t)
        chars += len(t)
    if batch:
        out.append(tuple(batch))
    return tuple(out)


def find_sentences(text: str, language: str, opts: Options) -> list[tuple[int, int]]:
    """Sentence spans of ``text`` (offsets into it), covering all its non-whitespace.

    The shared sentence source reads the normalised text (line ends, Unicode form) and its
    sentence starts are mapped back onto ``text``. A user's splitter reads ``text`` itself.
    Either way only the starts are used: a sentence runs to the start of the next, trimmed,
    so nothing a splitter skips is lost.
    """
    if opts.sentence_splitter is None:
        doc = normalize(text)
        spans = sentence_spans(doc.text, 0, None, opts.abbreviations)
        starts = [doc.raw_start(a) for a, _ in spans]
    else:
        starts = _user_starts(opts.sentence_splitter(text, language))
    return _partition(text, starts)


def _user_starts(spans: Iterable[Sequence[int]]) -> list[int]:
    out: list[int] = []
    try:
        for span in spans:
            a, b = span
            if isinstance(a, bool) or not isinstance(a, int) or not isinstance(b, int):
                raise TypeError
            out.append(a)
    except (TypeError, ValueError):
        raise ConfigError(
            "sentence_splitter must return (start, end) pairs of int character offsets"
        ) from None
    return out


def _partition(text: str, starts: Iterable[int]) -> list[tuple[int, int]]:
    n = len(text)
    cuts = sorted({p for p in starts if 0 < p < n})
    out: list[tuple[int, int]] = []
    a = 0
    for z in [*cuts, n]:
        m = _NON_SPACE.search(text, a, z)
        if m is not None:
            e = z
            while text[e - 1].isspace():
                e -= 1
            out.append((m.start(), e))
        a = z
    return out


def _stored_summary(summary: object) -> str | None:
    if summary is None:
        return None
    text = require_text(summary, "summary")
    if not _NON_SPACE.search(text):
        raise InputError("summary is empty; pass None to have one written")
    return text


def _llm_summary(answer: object) -> str:
    if not isinstance(answer, str) or not _NON_SPACE.search(answer):
        got = type(answer).__name__ if not isinstance(answer, str) else "an empty str"
        raise ProviderError(f"complete must return the summary as a non-empty str, got {got}")
    return answer.strip()


def _vectors(reply: ModelReply, request: ModelRequest) -> list[Vector]:
    if len(reply.results) != len(request.batches):
        raise ProviderError(
            f"expected {len(request.batches)} embedding results, got {len(reply.results)}"
        )
    out: list[Vector] = []
    for batch, result in zip(request.batches, reply.results, strict=True):
        out.extend(as_vectors(result, len(batch)))
    return out
