"""The real LiteLLM client against a local OpenAI-compatible server (the only stand-in), and
in LiteLLM's own offline mock mode."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from clausewise.errors import ProviderError
from clausewise.guarantees import violations
from clausewise.providers import (
    AsyncLiteLLMComplete,
    LiteLLMComplete,
    LiteLLMEmbed,
    async_chunker_from_env,
    chunker_from_env,
)
from clausewise.semantic import PICChunker

LLM = "openai/gpt-4o-mini"
EMBEDDING = "openai/text-embedding-3-small"


def env(server: Any, **extra: str) -> dict[str, str]:
    return {
        "CLAUSEWISE_LLM_MODEL": LLM,
        "CLAUSEWISE_LLM_API_KEY": "sk-test-llm",
        "CLAUSEWISE_LLM_API_BASE": server.base,
        "CLAUSEWISE_EMBEDDING_MODEL": EMBEDDING,
        "CLAUSEWISE_EMBEDDING_API_KEY": "sk-test-embedding",
        "CLAUSEWISE_EMBEDDING_API_BASE": server.base,
        **extra,
    }


def test_env_chunker_over_http_matches_the_local_model(
    server: Any, local: Any, google: str
) -> None:
    chunker = chunker_from_env(environ=env(server, CLAUSEWISE_EMBEDDING_BATCH_SIZE="16"))
    assert "LiteLLM completion openai/gpt-4o-mini" in chunker.description
    chunks = chunker.split("google", google, "en")
    completions = server.calls("/chat/completions")
    embeddings = server.calls("/embeddings")
    assert len(completions) == 1
    assert google in completions[0]["messages"][0]["content"]
    assert all(len(call["input"]) <= 16 for call in embeddings)
    assert chunks[0].summary == server.summary
    # The HTTP round trip changes nothing: same chunks as the model called directly.
    direct = PICChunker(lambda prompt: server.summary, local).split("google", google, "en")
    assert chunks == direct
    assert violations(google, [(c.start, c.end) for c in chunks], sizer=len, capacity=2000) == []
    # A stored summary: no completion request at all.
    server.reset()
    assert chunker.split("google", google, "en", summary=chunks[0].summary) == chunks
    assert server.calls("/chat/completions") == []


def test_async_env_chunker_gives_the_same_chunks(server: Any, local: Any, google: str) -> None:
    settings = env(server, CLAUSEWISE_EMBEDDING_BATCH_SIZE="8", CLAUSEWISE_MAX_CHUNK_LENGTH="500")
    sync = chunker_from_env(environ=settings).split("google", google, "en")
    server.reset()
    chunker = async_chunker_from_env(environ=settings)
    chunks = asyncio.run(chunker.split("google", google, "en"))
    assert chunks == sync
    assert len(server.calls("/chat/completions")) == 1
    assert max(len(call["input"]) for call in server.calls("/embeddings")) == 8


def test_transient_errors_are_retried(server: Any) -> None:
    embed = LiteLLMEmbed(EMBEDDING, api_key="k", api_base=server.base, max_retries=2, backoff=0.0)
    server.faults[:] = [503, 429]
    assert len(embed(["Fees are due monthly.", "You may cancel."])) == 2
    # LiteLLM's OpenAI embedding path keeps the SDK's own retries (it reads max_retries=0
    # as "default"), so the retried requests may come from there or from ours.
    assert len(server.calls("/embeddings")) == 3


def test_retries_exhausted_raise_provider_error(server: Any) -> None:
    complete = LiteLLMComplete(LLM, api_key="k", api_base=server.base, max_retries=2, backoff=0.0)
    server.faults[:] = [503] * 5
    with pytest.raises(ProviderError, match="failed after 3 attempts"):
        complete("Summarise this.")
    assert len(server.calls("/chat/completions")) == 3


def test_backoff_grows_exponentially(server: Any) -> None:
    import time

    complete = LiteLLMComplete(LLM, api_key="k", api_base=server.base, max_retries=2, backoff=0.2)
    server.faults[:] = [500, 500]
    began = time.monotonic()
    assert complete("Summarise: the fees are due monthly.") == server.summary
    assert time.monotonic() - began >= 0.2 + 0.4


def test_permanent_errors_fail_at_once(server: Any) -> None:
    complete = LiteLLMComplete(LLM, api_key="bad", api_base=server.base, backoff=0.0)
    server.faults[:] = [401]
    with pytest.raises(ProviderError, match="failed after 1 attempt"):
        complete("Summarise this.")
    assert len(server.calls("/chat/completions")) == 1


def test_timeout_then_retry(server: Any) -> None:
    complete = LiteLLMComplete(
        LLM, api_key="k", api_base=server.base, timeout=0.5, max_retries=1, backoff=0.0
    )
    server.faults[:] = [2.0]  # the first request stalls past the time-out
    assert complete("Summarise this.") == server.summary
    assert len(server.calls("/chat/completions")) == 2


def test_split_surfaces_provider_error(server: Any, google: str) -> None:
    chunker = PICChunker(
        LiteLLMComplete(LLM, api_key="k", api_base=server.base, max_retries=1, backoff=0.0),
        LiteLLMEmbed(EMBEDDING, api_key="k", api_base=server.base, backoff=0.0),
    )
    server.faults[:] = [503, 503, 503, 503, 503, 503]
    with pytest.raises(ProviderError):
        chunker.split("google", google, "en")


def test_litellm_mock_mode_one_call_per_document(local: Any, google: str) -> None:
    complete = LiteLLMComplete(LLM, mock_response="Terms for using Google's services.")
    chunks = PICChunker(complete, local).split("google", google, "en")
    assert {c.summary for c in chunks} == {"Terms for using Google's services."}
    failing = LiteLLMComplete(
        LLM, mock_response="litellm.RateLimitError", max_retries=1, backoff=0.0
    )
    with pytest.raises(ProviderError, match="RateLimitError"):
        PICChunker(failing, local).split("google", google, "en")


def test_async_mock_mode() -> None:
    complete = AsyncLiteLLMComplete(LLM, mock_response="A short summary.")
    assert asyncio.run(complete("Summarise this.")) == "A short summary."


def test_keys_never_shown(server: Any) -> None:
    chunker = chunker_from_env(environ=env(server))
    shown = repr(chunker) + chunker.description
    assert "sk-test" not in shown
