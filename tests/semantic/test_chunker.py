"""PICChunker on a real terms-of-service document with the real local embedding model."""

from __future__ import annotations

import asyncio
import itertools
import json
import math
from collections.abc import Sequence
from dataclasses import FrozenInstanceError
from typing import Any

import pytest

from clausewise.guarantees import violations
from clausewise.semantic import AsyncPICChunker, PICChunk, PICChunker
from clausewise.sentences import sentence_spans


def cos(a: Sequence[float], b: Sequence[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))


def spans(chunks: Sequence[PICChunk]) -> list[tuple[int, int]]:
    return [(c.start, c.end) for c in chunks]


@pytest.mark.parametrize(
    ("max_length", "min_length"), [(2000, 0), (400, 0), (400, 200), (120, 60), (None, 0)]
)
def test_guarantees_on_real_text(
    google: str, embed: Any, llm: Any, max_length: int | None, min_length: int
) -> None:
    chunker = PICChunker(llm, embed, max_length=max_length, min_length=min_length)
    chunks = chunker.split("google-tos", google, "en")
    assert violations(google, spans(chunks), sizer=len, capacity=max_length) == []
    assert [c.index for c in chunks] == list(range(len(chunks)))
    for c in chunks:
        assert c.text == google[c.start : c.end]
        assert c.doc_id == "google-tos" and c.language == "en"
        assert 0 <= c.sentence_start < c.sentence_end
        if max_length is not None:
            assert len(c.text) <= max_length
    # Sentence ranges follow each other: a chunk starts where the previous one ended, or in
    # the same sentence when a long sentence was cut.
    for a, b in itertools.pairwise(chunks):
        assert b.sentence_start in (a.sentence_end, a.sentence_end - 1)


def test_flags_follow_the_mean_similarity(google: str, embed: Any, llm: Any) -> None:
    """Without merging, every chunk is one run of sentences on one side of the mean."""
    chunks = PICChunker(llm, embed, max_length=None).split("g", google, "en")
    sentences = sentence_spans(google)
    assert chunks[-1].sentence_end == len(sentences)
    vectors = embed([google[a:b] for a, b in sentences])
    target = embed([chunks[0].summary])[0]
    sims = [cos(v, target) for v in vectors]
    mean = sum(sims) / len(sims)
    for c in chunks:
        own = sims[c.sentence_start : c.sentence_end]
        assert all((s >= mean - 1e-9) == c.relevant for s in own)
        assert c.similarity == pytest.approx(sum(own) / len(own), abs=1e-6)
        assert c.start == sentences[c.sentence_start][0]
        assert c.end == sentences[c.sentence_end - 1][1]
    # Runs alternate: two neighbours never have the same flag.
    assert all(a.relevant != b.relevant for a, b in itertools.pairwise(chunks))
    assert {c.relevant for c in chunks} == {True, False}


def test_token_length_cap(google: str, embed: Any, llm: Any) -> None:
    from clausewise.providers import local_model_path
    from clausewise.sizing import hf_sizer

    tokenizers = pytest.importorskip("tokenizers")
    tokenizer = tokenizers.Tokenizer.from_file(str(local_model_path() / "tokenizer.json"))
    tokenizer.no_padding()  # the model's file pads every text to 128 tokens
    tokenizer.no_truncation()
    count = hf_sizer(tokenizer)
    chunker = PICChunker(llm, embed, max_length=48, min_length=16, length=count)
    chunks = chunker.split("g", google, "en")
    assert violations(google, spans(chunks), sizer=count, capacity=48) == []
    assert max(count(c.text) for c in chunks) <= 48
    assert sum(count(c.text) >= 16 for c in chunks) > len(chunks) // 2


def test_one_llm_call_per_document_none_with_stored_summary(
    google: str, embed: Any, llm: Any
) -> None:
    chunker = PICChunker(llm, embed)
    first = chunker.split("g", google, "en")
    assert len(llm.prompts) == 1
    assert google in llm.prompts[0] and "en" in llm.prompts[0]
    assert {c.summary for c in first} == {llm.answer}
    # One embedding pass over the sentences plus the summary, in that order.
    sentences = sentence_spans(google)
    sent = [t for call in embed.calls[:-1] for t in call]
    assert sent == [google[a:b] for a, b in sentences]
    assert embed.calls[-1] == [llm.answer]

    again = chunker.split("g", google, "en", summary=first[0].summary)
    assert len(llm.prompts) == 1
    assert again == first


def test_sync_and_async_give_identical_chunks(google: str, embed: Any, llm: Any) -> None:
    async def acomplete(prompt: str) -> str:
        await asyncio.sleep(0)
        return llm(prompt)

    async def aembed(texts: list[str]) -> list[list[float]]:
        await asyncio.sleep(0)
        return embed(texts)

    for max_length, min_length in [(300, 100), (2000, 0)]:
        sync = PICChunker(llm, embed, max_length=max_length, min_length=min_length)
        asyn = AsyncPICChunker(
            acomplete,
            aembed,
            max_length=max_length,
            min_length=min_length,
            embedding_batch_size=8,
            embedding_concurrency=3,
        )
        assert asyncio.run(asyn.split("g", google, "en")) == sync.split("g", google, "en")


def test_extractive_summary_mode(google: str, embed: Any) -> None:
    chunker = PICChunker(None, embed, summary_mode="extractive")
    chunks = chunker.split("g", google, "en")
    summary = chunks[0].summary
    flat = " ".join(google.split())
    # Made of whole sentences of the document, in document order, at most 1000 characters.
    parts = [" ".join(google[a:b].split()) for a, b in sentence_spans(google)]
    used = [p for p in parts if p in summary]
    assert 1 <= len(used) <= 5 and " ".join(used) == summary
    assert all(p in flat for p in used) and len(summary) <= 1000
    assert "extractive" in chunker.description
    assert violations(google, spans(chunks), sizer=len, capacity=2000) == []


def test_empty_and_bad_input(embed: Any, llm: Any) -> None:
    from clausewise.errors import InputError

    chunker = PICChunker(llm, embed)
    assert chunker.split("d", "", "en") == []
    assert chunker.split("d", " \n\t ", "en") == []
    assert llm.prompts == [] and embed.calls == []
    for bad in (b"bytes", None, 42):
        with pytest.raises(InputError, match="text must be a str"):
            chunker.split("d", bad, "en")
    with pytest.raises(TypeError):  # InputError is a TypeError too
        chunker.split("d", b"x", "en")
    with pytest.raises(InputError, match="summary"):
        chunker.split("d", "Some text.", "en", summary="  ")


def test_single_sentence_and_oversized_sentence(embed: Any, llm: Any) -> None:
    one = PICChunker(llm, embed).split("d", "You may cancel at any time.", "en")
    assert [(c.text, c.relevant, c.sentence_start, c.sentence_end) for c in one] == [
        ("You may cancel at any time.", True, 0, 1)
    ]
    clause = (
        "the Supplier shall indemnify the Customer against all losses, damages, costs and "
        "expenses arising from any breach of this Agreement; "
    )
    text = "Indemnity. " + "If " + clause * 12 + "and the Customer shall notify the Supplier."
    chunks = PICChunker(llm, embed, max_length=300).split("d", text, "en")
    assert violations(text, spans(chunks), sizer=len, capacity=300) == []
    assert max(len(c.text) for c in chunks) <= 300
    # The long sentence was cut at its semicolons, not inside a word.
    assert all(c.text.endswith((";", ".")) for c in chunks)


def test_chunk_is_plain_frozen_and_serialisable(google: str, embed: Any, llm: Any) -> None:
    chunk = PICChunker(llm, embed).split("g", google, "en")[3]
    data = chunk.to_dict()
    assert data == chunk.model_dump()
    assert list(data) == [
        "doc_id",
        "index",
        "language",
        "text",
        "start",
        "end",
        "sentence_start",
        "sentence_end",
        "relevant",
        "similarity",
        "summary",
    ]
    assert PICChunk.from_dict(json.loads(json.dumps(data))) == chunk
    with pytest.raises(FrozenInstanceError):
        chunk.text = "x"  # type: ignore[misc]


def test_embedding_batches_and_long_sentences(embed: Any, llm: Any) -> None:
    """60 sentences of 9,999 characters: each is embedded as its first 8,000 characters, in
    requests of at most 64 texts and under 400,000 characters; the chunks keep everything and
    stay under the cap, the long sentences being cut between words."""
    sentence = "Word " * 1999 + "end."
    text = " ".join([sentence] * 60)
    chunks = PICChunker(llm, embed, max_length=2000).split("d", text, "en")
    calls = embed.calls
    sent = [t for batch in calls[:-1] for t in batch]
    assert len(sent) == 60 and all(t == sentence[:8000] for t in sent)
    assert all(len(b) <= 64 and sum(map(len, b)) < 400_000 for b in calls)
    assert [len(b) for b in calls[:-1]] == [49, 11]
    assert violations(text, spans(chunks), sizer=len, capacity=2000) == []


def test_batch_size_option(google: str, embed: Any, llm: Any) -> None:
    PICChunker(llm, embed, embedding_batch_size=10).split("g", google, "en")
    sizes = [len(b) for b in embed.calls]
    assert max(sizes[:-1]) == 10 and sizes[-1] == 1
