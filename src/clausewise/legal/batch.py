"""``chunk_batch``: many documents, optionally across worker processes.

Worker processes receive the options object itself (profile included), so custom
jurisdictions work there too. One failing document becomes a ``BatchError``; the rest complete.
"""

from __future__ import annotations

import logging
import os
import pickle
from collections.abc import Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor

from ..errors import InputError, describe
from .options import LegalOptions
from .pipeline import run
from .types import BatchError, BatchResult, LegalChunk

__all__ = ["run_batch"]

log = logging.getLogger("clausewise")

Item = tuple[object, object]


def _collect(texts: Iterable[object]) -> tuple[list[Item], BatchError | None]:
    """Materialise the input; a generator that raises partway yields what it had."""
    if isinstance(texts, (str, bytes, bytearray)):
        raise InputError(
            f"chunk_batch takes an iterable of documents, got a single {type(texts).__name__}; "
            "pass chunk_batch([text]) for one document"
        )
    if isinstance(texts, Mapping):
        raise InputError(
            "chunk_batch does not take a mapping (iterating it gives only its keys); "
            "pass mapping.items() to use the keys as document ids, or mapping.values()"
        )
    if not isinstance(texts, Iterable):
        raise InputError(f"chunk_batch takes an iterable of documents, got {describe(texts)}")
    items: list[Item] = []
    iterator = iter(texts)
    while True:
        try:
            item = next(iterator)
        except StopIteration:
            return items, None
        except Exception as exc:  # the caller's generator failed: record it, keep the rest
            return items, BatchError(len(items), "", str(exc), type(exc).__name__)
        if isinstance(item, tuple) and len(item) == 2:
            items.append((item[0], item[1]))
        else:
            items.append((item, None))


def _one(args: tuple[LegalOptions, object, object, bool]) -> list[LegalChunk]:
    options, text, doc_id, raw_offsets = args
    if doc_id is not None and not isinstance(doc_id, str):
        raise InputError(f"document id must be a str, got {describe(doc_id)}")
    return run(
        text, options, document_id=doc_id or options.document_id, raw_offsets=raw_offsets
    ).chunks


def _preview(text: object) -> str:
    return text[:80] if isinstance(text, str) else describe(text)


def run_batch(
    options: LegalOptions, texts: Iterable[object], workers: int | None, raw_offsets: bool
) -> BatchResult:
    items, tail_error = _collect(texts)
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers < 1
    ):
        from ..errors import ConfigError

        raise ConfigError(f"workers must be a positive int or None, got {workers!r}")
    n_workers = workers if workers is not None else min(os.cpu_count() or 1, len(items))
    jobs = [(options, text, doc_id, raw_offsets) for text, doc_id in items]
    results: list[list[LegalChunk]] = []
    errors: list[BatchError] = []
    outcomes = _parallel(jobs, n_workers) if n_workers > 1 and len(items) > 2 else None
    for i, job in enumerate(jobs):
        try:
            chunks = outcomes[i] if outcomes is not None else _one(job)
            if isinstance(chunks, BaseException):
                raise chunks
            results.append(chunks)
        except Exception as exc:
            results.append([])
            errors.append(BatchError(i, _preview(job[1]), str(exc), type(exc).__name__))
    if tail_error is not None:
        errors.append(tail_error)
    return BatchResult(results=results, errors=errors)


def _parallel(
    jobs: list[tuple[LegalOptions, object, object, bool]], workers: int
) -> list[list[LegalChunk] | BaseException] | None:
    try:
        pickle.dumps(jobs[0][0])
    except Exception as exc:  # a lambda hook, say: workers could not receive the options
        log.warning("clausewise: options cannot be sent to worker processes (%s); serial", exc)
        return None
    try:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(_one, job) for job in jobs]
            out: list[list[LegalChunk] | BaseException] = []
            for f in futures:
                failure = f.exception()
                out.append(failure if failure is not None else f.result())
            return out
    except (OSError, RuntimeError, ImportError) as exc:
        log.warning("clausewise: process pool unavailable (%s); chunking serially", exc)
        return None
