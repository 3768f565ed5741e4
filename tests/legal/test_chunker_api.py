"""The LegalChunker public API: options, bad input, batches, serialisation, raw offsets."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from clausewise import (
    BatchResult,
    ConfigError,
    InputError,
    LegalChunk,
    LegalChunker,
    TokenEstimate,
    sanitize,
)
from clausewise.guarantees import violations


@pytest.mark.parametrize("bad", [None, b"contract", 42, ["a", "b"], 3.5])
def test_non_str_raises_input_error_naming_the_type(bad: object) -> None:
    with pytest.raises(InputError) as info:
        LegalChunker().chunk(bad)  # type: ignore[arg-type]
    assert type(bad).__name__ in str(info.value)


@pytest.mark.parametrize("blank", ["", "   ", "\n\n\t \r\n"])
def test_blank_input_gives_no_chunks(blank: str) -> None:
    assert LegalChunker().chunk(blank) == []


@pytest.mark.parametrize(
    ("kwargs", "needle"),
    [
        ({"jurisdiction": "mars"}, "'uk'"),
        ({"doc_type": "poem"}, "terms_conditions"),
        ({"max_chunk_size": 0}, "max_chunk_size"),
        ({"max_chunk_size": 100, "min_chunk_size": 100}, "min_chunk_size"),
        ({"chars_per_token": 0}, "chars_per_token"),
        ({"include_definitions": "yes"}, "include_definitions"),
        ({"extra_clause_signals": {"nonsense": ["x"]}}, "indemnification"),
    ],
)
def test_invalid_options_name_the_valid_ones(kwargs: dict[str, object], needle: str) -> None:
    with pytest.raises(ConfigError) as info:
        LegalChunker(**kwargs)  # type: ignore[arg-type]
    assert needle in str(info.value)


@pytest.mark.parametrize(("size", "minimum"), [(512, 64), (256, 64), (64, 16), (8, 2), (1, 0)])
def test_min_chunk_size_defaults_to_64_or_a_quarter_of_a_small_budget(
    size: int, minimum: int, examples: dict[str, str]
) -> None:
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=size)
    assert chunker.options.min_chunk_size == minimum
    if size >= 64:
        chunks = chunker.chunk(examples["us_services_agreement.txt"])
        assert chunks and all(c.token_count <= size for c in chunks)


def test_guarantees_on_every_example_at_every_size(examples: dict[str, str]) -> None:
    for name, text in examples.items():
        clean = sanitize(text)
        for size in (64, 128, 512, 2048):
            chunker = LegalChunker(jurisdiction="us", max_chunk_size=size, min_chunk_size=16)
            chunks, metrics = chunker.chunk_with_metrics(text)
            problems = violations(
                clean,
                [(c.char_start, c.char_end) for c in chunks],
                contents=[c.content for c in chunks],
                prefixes=[c.original_header for c in chunks],
                sizer=TokenEstimate(4),
                capacity=size,
            )
            assert problems == [], (name, size, problems[:3])
            assert metrics.chunks_spanning_multiple_top_level_clauses == 0, (name, size)
            assert [c.index for c in chunks] == list(range(len(chunks)))
            assert all(c.token_count == len(c.content) // 4 for c in chunks)


def test_exact_bodies_without_ancestor_headers(examples: dict[str, str]) -> None:
    text = examples["uk_services_agreement.txt"]
    clean = sanitize(text)
    for c in LegalChunker(jurisdiction="uk", include_ancestor_headers=False).chunk(text):
        assert c.content == clean[c.char_start : c.char_end]
        assert c.original_header == ""


def test_raw_offsets_point_into_the_original_string(examples: dict[str, str]) -> None:
    raw = "\ufeff" + examples["uk_services_agreement.txt"].replace("\n", "\r\n")
    chunks = LegalChunker(jurisdiction="uk").chunk(raw, raw_offsets=True)
    for c in chunks:
        assert sanitize(raw[c.raw_char_start : c.raw_char_end]) == c.body


def test_round_trip_through_json(examples: dict[str, str]) -> None:
    chunks = LegalChunker(jurisdiction="uk").chunk(examples["uk_services_agreement.txt"], "doc-1")
    payload = json.dumps([c.to_dict() for c in chunks])
    restored = [LegalChunk.from_dict(d) for d in json.loads(payload)]
    assert restored == chunks
    assert restored[0].document_id == "doc-1"


def test_deterministic_across_calls_and_processes(examples: dict[str, str]) -> None:
    texts = list(examples.values())
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=128)
    serial = chunker.chunk_batch(texts, workers=1)
    parallel = chunker.chunk_batch(texts, workers=2)
    assert serial.errors == parallel.errors == []
    assert serial.results == parallel.results
    assert chunker.chunk(texts[0]) == serial.results[0]


def test_batch_keeps_going_past_bad_documents(examples: dict[str, str]) -> None:
    good = examples["uk_services_agreement.txt"]
    result = LegalChunker().chunk_batch([good, None, (good, "second"), b"bytes"], workers=1)  # type: ignore[list-item]
    assert isinstance(result, BatchResult)
    assert [e.index for e in result.errors] == [1, 3]
    assert {e.error_type for e in result.errors} == {"InputError"}
    assert result.results[1] == [] and result.results[0]
    assert result.results[2][0].document_id == "second"


def test_batch_generator_failing_partway_keeps_what_it_yielded(examples: dict[str, str]) -> None:
    good = examples["uk_services_agreement.txt"]

    def docs() -> Iterator[str]:
        yield good
        yield good
        raise RuntimeError("disk went away")

    result = LegalChunker().chunk_batch(docs(), workers=1)
    assert len(result.results) == 2 and all(result.results)
    assert [(e.index, e.error_type) for e in result.errors] == [(2, "RuntimeError")]


@pytest.mark.parametrize("bad", ["a single string", {"doc": "text"}, 7])
def test_batch_rejects_a_string_or_mapping(bad: object) -> None:
    with pytest.raises(InputError):
        LegalChunker().chunk_batch(bad)  # type: ignore[arg-type]


def test_hostile_inputs_finish_and_lose_nothing() -> None:
    rng = random.Random(7)
    noise = "".join(
        chr(rng.choice([rng.randrange(32, 0x2FFF), 10, 32, 32])) for _ in range(200_000)
    )
    one_word = "x" * 1_000_000
    controls = "Clause 1\x00 Payment\r\n1.1 The\x07 Customer shall pay.\r(a) promptly;\n"
    for text in (noise, one_word, controls * 50):
        clean = sanitize(text)
        chunks = LegalChunker(max_chunk_size=128).chunk(text)
        spans = [(c.char_start, c.char_end) for c in chunks]
        assert violations(clean, spans, sizer=TokenEstimate(4), capacity=128) == []


def test_docstring_examples_run() -> None:
    import doctest

    import clausewise.legal.chunker as module

    result = doctest.testmod(module)
    assert result.attempted >= 3 and result.failed == 0


def test_hook_threshold_none_always_asks_and_negative_is_rejected() -> None:
    from clausewise import ClauseType, ConfigError

    asked: list[str] = []

    def hook(text: str) -> ClauseType:
        asked.append(text)
        return ClauseType.CONFIDENTIALITY

    text = (
        "1. Governing Law\nThis Agreement is governed by the laws of England.\n\n"
        "2. Fees\nThe Customer shall pay the fees within thirty days of invoice.\n"
    )
    chunks = LegalChunker(classification_hook=hook, classification_hook_threshold=None).chunk(text)
    assert len(asked) >= 2  # every clause, even the confident governing-law one
    assert {c.clause_type for c in chunks} == {ClauseType.CONFIDENTIALITY}
    with pytest.raises(ConfigError, match="classification_hook_threshold"):
        LegalChunker(classification_hook=hook, classification_hook_threshold=-0.1)


def test_register_jurisdiction_can_rename_the_profile() -> None:
    from clausewise import register_jurisdiction

    made = register_jurisdiction("sg-test", "uk", name="Singapore", override=True)
    assert made.key == "sg-test" and made.name == "Singapore"


def test_metrics_count_the_documents_definitions() -> None:
    text = (
        '1. Definitions\n\n1.1 "Fees" means the charges in Schedule 1.\n\n'
        '1.2 "Services" means the support services.\n\n2. Payment\n\n2.1 The Customer shall '
        "pay the Fees for the Services.\n"
    )
    _, metrics = LegalChunker(jurisdiction="uk").chunk_with_metrics(text)
    assert metrics.defined_terms == 2


def test_extra_abbreviations_reach_the_legal_sentence_rung() -> None:
    text = (
        "1. Approval\n\nPayment is approved by the Cttee. "
        "Board members then sign the approval form.\n"
    )
    cut = text.index("Board")

    # 16 tokens (64 characters): the heading travels with its paragraph, and a chunk must
    # reach past "Board" for a cut there to come from the sentence rung alone (at 48
    # characters the last word that fits ends at "Cttee." too).
    def starts(**kw: object) -> list[int]:
        chunker = LegalChunker(jurisdiction="uk", max_chunk_size=16, min_chunk_size=0, **kw)
        return [c.char_start for c in chunker.chunk(text)]

    assert cut in starts()
    assert cut not in starts(extra_abbreviations=["Cttee"])


def test_get_defined_terms_prefers_the_document_wide_definition() -> None:
    text = (
        '1. Definitions\n\n1.1 "Services" means the support services described in Schedule 1.'
        "\n\n2. Supply\n\n2.1 The Supplier shall supply the Services.\n\n"
        'Schedule 1 Services\n\n1. In this Schedule, "Services" means the helpdesk services '
        "only.\n\n2. The Services run on Business Days.\n\n"
        'Schedule 2 Charges\n\n1. In this Schedule, "Fee" means the monthly fee.\n'
    )
    chunker = LegalChunker(jurisdiction="uk")
    defs = chunker.get_defined_terms(text)
    assert defs["Services"].scope == "document"
    assert defs["Services"].definition.startswith("means the support services")
    assert defs["Fee"].scope != "document"  # only a schedule defines it
    _, metrics = chunker.chunk_with_metrics(text)
    assert metrics.defined_terms == 3
