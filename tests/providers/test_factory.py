"""chunker_from_env's offline fallback, the CLI helpers, and the bundled local model."""

from __future__ import annotations

import asyncio
import math
import os
from pathlib import Path
from typing import Any

import pytest

from clausewise.errors import ConfigError
from clausewise.guarantees import violations
from clausewise.providers import (
    AsyncLocalEmbed,
    LocalEmbed,
    async_chunker_from_env,
    chunker_from_env,
    describe,
    local_model_path,
    offline_chunker,
    pic_records,
)
from clausewise.semantic import token_length


@pytest.fixture(scope="module")
def excerpt(google: str) -> str:
    """The document's opening, cut at a paragraph end: real text, few sentences to embed."""
    return google[: google.index("\n\n", 2500)]


def test_model_ships_in_site_packages_and_loads_offline() -> None:
    path = local_model_path()
    assert "site-packages" in path.parts and path.name == "model"
    assert (path / "model.safetensors").is_file()
    vectors = LocalEmbed()(
        [
            "You may terminate this agreement at any time.",
            "You can end the contract whenever you want.",
            "The cat sat on the mat in the sun.",
        ]
    )
    assert os.environ.get("HF_HUB_OFFLINE") == "1"
    assert [len(v) for v in vectors] == [384] * 3

    def cos(a: list[float], b: list[float]) -> float:
        dot = sum(x * y for x, y in zip(a, b, strict=True))
        return dot / math.sqrt(sum(x * x for x in a) * sum(y * y for y in b))

    assert cos(vectors[0], vectors[1]) > cos(vectors[0], vectors[2]) + 0.3


def test_nothing_configured_falls_back_to_offline(excerpt: str) -> None:
    chunker = chunker_from_env(environ={})
    assert "extractive summary" in chunker.description
    assert "local all-MiniLM-L6-v2" in chunker.description
    chunks = chunker.split("google", excerpt, "en")
    assert violations(excerpt, [(c.start, c.end) for c in chunks], sizer=len, capacity=2000) == []
    assert chunks == offline_chunker().split("google", excerpt, "en")


def test_each_model_falls_back_on_its_own(server: Any) -> None:
    only_llm = chunker_from_env(
        environ={
            "CLAUSEWISE_LLM_MODEL": "openai/gpt-4o-mini",
            "CLAUSEWISE_LLM_API_BASE": server.base,
        }
    )
    assert "LiteLLM completion" in only_llm.description
    assert "local all-MiniLM-L6-v2" in only_llm.description
    only_embedding = chunker_from_env(environ={"CLAUSEWISE_EMBEDDING_MODEL": "openai/x"})
    assert "extractive" in only_embedding.description
    assert "LiteLLM embedding openai/x" in only_embedding.description


def test_env_limits_reach_the_chunker(tmp_path: Path, excerpt: str) -> None:
    path = tmp_path / ".env"
    path.write_text(
        "CLAUSEWISE_MAX_CHUNK_LENGTH=300\nCLAUSEWISE_MIN_CHUNK_LENGTH=100\n", encoding="utf-8"
    )
    chunker = chunker_from_env(path, environ={})
    assert (chunker.options.max_length, chunker.options.min_length) == (300, 100)
    chunks = chunker.split("google", excerpt, "en")
    assert max(len(c.text) for c in chunks) <= 300
    unlimited = chunker_from_env(environ={"CLAUSEWISE_MAX_CHUNK_LENGTH": "0"})
    assert unlimited.options.max_length is None


def test_async_offline_matches_sync(excerpt: str) -> None:
    chunker = async_chunker_from_env(environ={})
    assert isinstance(chunker._embed, AsyncLocalEmbed)
    chunks = asyncio.run(chunker.split("google", excerpt, "en"))
    assert chunks == chunker_from_env(environ={}).split("google", excerpt, "en")


def test_pic_records_for_the_cli(excerpt: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in list(os.environ):
        if name.startswith("CLAUSEWISE_") and name != "CLAUSEWISE_CORPUS":
            monkeypatch.delenv(name)
    records = pic_records(excerpt, "en_Google.txt")
    assert records and all(r["source"] == "en_Google.txt" for r in records)
    assert all(r["doc_id"] == "en_Google.txt" for r in records)
    assert all(excerpt[r["start"] : r["end"]] == r["text"] for r in records)
    assert "extractive" in describe()


def test_token_unit_needs_a_loadable_encoding() -> None:
    # tiktoken downloads encodings on first use: offline this is a clear ConfigError.
    try:
        count = token_length("o200k_base")
    except ConfigError as exc:
        assert "TIKTOKEN_CACHE_DIR" in str(exc)
    else:
        assert count("Hello world") >= 2
    with pytest.raises(ConfigError, match="encoding must be"):
        token_length("")
