"""PIC chunkers built from ``CLAUSEWISE_*`` settings, with an offline fallback.

Each model falls back on its own: without ``CLAUSEWISE_EMBEDDING_MODEL`` the bundled local
model embeds; without ``CLAUSEWISE_LLM_MODEL`` the summary is extractive (the document's most
central sentences, a departure from the paper, which always asks an LLM). ``description``
on the chunker, and one log line, say which was used.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Mapping
from typing import Any

from ..semantic import AsyncPICChunker, PICChunker, token_length
from .local import AsyncLocalEmbed, LocalEmbed
from .remote import AsyncLiteLLMComplete, AsyncLiteLLMEmbed, LiteLLMComplete, LiteLLMEmbed
from .settings import PICSettings, load_settings

__all__ = [
    "async_chunker_from_env",
    "chunker_from_env",
    "describe",
    "offline_chunker",
    "pic_records",
]

log = logging.getLogger("clausewise")
EnvPath = str | os.PathLike[str] | None


def _length(s: PICSettings) -> Callable[[str], int]:
    return len if s.length_unit == "chars" else token_length(s.token_encoding)


def _llm(s: PICSettings) -> dict[str, Any]:
    return {
        "api_key": s.llm_api_key,
        "api_base": s.llm_api_base,
        "api_version": s.llm_api_version,
        "timeout": s.request_timeout,
        "max_retries": s.max_retries,
    }


def _embedding(s: PICSettings) -> dict[str, Any]:
    return {
        "api_key": s.embedding_api_key,
        "api_base": s.embedding_api_base,
        "api_version": s.embedding_api_version,
        "timeout": s.request_timeout,
        "max_retries": s.max_retries,
    }


def chunker_from_env(
    path: EnvPath = None, *, environ: Mapping[str, str] | None = None
) -> PICChunker:
    """A :class:`PICChunker` configured by ``CLAUSEWISE_*`` variables (and the ``.env`` file
    at ``path``, if given); the process environment wins over the file."""
    s = load_settings(path, environ)
    embed: Any = (
        LiteLLMEmbed(s.embedding_model, **_embedding(s))
        if s.embedding_model
        else LocalEmbed(batch_size=s.embedding_batch_size)
    )
    complete = LiteLLMComplete(s.llm_model, **_llm(s)) if s.llm_model else None
    chunker = PICChunker(complete, embed, **_chunk_options(s, complete is not None))
    log.info("clausewise: %s", chunker.description)
    return chunker


def _chunk_options(s: PICSettings, with_llm: bool) -> dict[str, Any]:
    """The options both chunkers take from the settings."""
    return {
        "max_length": s.max_chunk_length or None,
        "min_length": s.min_chunk_length,
        "length": _length(s),
        "summary_max_chars": s.summary_max_chars or None,
        "summary_mode": "llm" if with_llm else "extractive",
        "embedding_batch_size": s.embedding_batch_size,
    }


def async_chunker_from_env(
    path: EnvPath = None, *, environ: Mapping[str, str] | None = None
) -> AsyncPICChunker:
    """:func:`chunker_from_env` for async code: an :class:`AsyncPICChunker`."""
    s = load_settings(path, environ)
    embed: Any = (
        AsyncLiteLLMEmbed(s.embedding_model, **_embedding(s))
        if s.embedding_model
        else AsyncLocalEmbed(batch_size=s.embedding_batch_size)
    )
    complete = AsyncLiteLLMComplete(s.llm_model, **_llm(s)) if s.llm_model else None
    chunker = AsyncPICChunker(
        complete,
        embed,
        **_chunk_options(s, complete is not None),
        embedding_concurrency=s.embedding_concurrency,
    )
    log.info("clausewise: %s", chunker.description)
    return chunker


def offline_chunker(
    max_length: int | None = 2000, min_length: int = 0, length: Callable[[str], int] = len
) -> PICChunker:
    """PIC with no key and no network: local embeddings and the extractive summary."""
    return PICChunker(
        None,
        LocalEmbed(),
        max_length=max_length,
        min_length=min_length,
        length=length,
        summary_mode="extractive",
    )


def describe(path: EnvPath = None) -> str:
    """What ``clausewise chunk --mode pic`` would use, in one line (loads no model)."""
    return chunker_from_env(path).description


def pic_records(
    text: str, source_name: str, *, language: str = "en", path: EnvPath = None
) -> list[dict[str, Any]]:
    """Chunk one document with the configured (else offline) PIC chunker, as plain records:
    the chunk fields with ``doc_id`` set to ``source_name``, plus ``source``."""
    chunks = chunker_from_env(path).split(source_name, text, language)
    return [{"source": source_name, **c.to_dict()} for c in chunks]
