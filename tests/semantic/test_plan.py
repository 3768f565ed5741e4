"""The pure parts of PIC: grouping, long splits, short merges, excerpts, batches, sentences,
options. Similarities are declared here, so these tests need no model."""

from __future__ import annotations

import itertools
import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clausewise.errors import ConfigError, ProviderError
from clausewise.guarantees import violations
from clausewise.semantic import SUMMARY_PROMPT, PICChunker
from clausewise.semantic.core import batches, find_sentences
from clausewise.semantic.grouping import Planned, Planner
from clausewise.semantic.options import REQUEST_CHARS, make_options
from clausewise.semantic.summary import excerpt
from clausewise.sentences import sentence_spans

TEXT = (
    "Alpha one two three four. Beta. Gamma five six seven eight. "
    "Delta nine ten eleven twelve. Epsilon."
)
SENTENCES = [
    "Alpha one two three four.",
    "Beta.",
    "Gamma five six seven eight.",
    "Delta nine ten eleven twelve.",
    "Epsilon.",
]


def spans_of(text: str, parts: list[str]) -> list[tuple[int, int]]:
    out, at = [], 0
    for p in parts:
        at = text.index(p, at)
        out.append((at, at + len(p)))
        at += len(p)
    return out


def texts(planned: list[Planned], text: str = TEXT) -> list[str]:
    return [text[p.start : p.end] for p in planned]


SIMS = [0.9, 0.2, 0.8, 0.3, 0.35]  # mean 0.51: flags T F T F F


def test_runs_of_same_flag() -> None:
    planner = Planner(TEXT, spans_of(TEXT, SENTENCES), SIMS, len, None, 0)
    plan = planner.plan()
    assert texts(plan) == [SENTENCES[0], SENTENCES[1], SENTENCES[2], " ".join(SENTENCES[3:])]
    assert [planner.relevant(p) for p in plan] == [True, False, True, False]
    assert planner.similarity(plan[3]) == pytest.approx(0.325)


def test_short_chunk_merges_into_most_similar_neighbour() -> None:
    planner = Planner(TEXT, spans_of(TEXT, SENTENCES), SIMS, len, None, 15)
    plan = planner.plan()
    # "Beta." (0.2) is closer to Gamma (0.8) than to Alpha (0.9): it joins Gamma, and the
    # merged chunk is relevant because Gamma's 27 characters outweigh Beta's 5.
    assert texts(plan) == [SENTENCES[0], "Beta. " + SENTENCES[2], " ".join(SENTENCES[3:])]
    assert [(p.first, p.stop) for p in plan] == [(0, 1), (1, 3), (3, 5)]
    assert [planner.relevant(p) for p in plan] == [True, True, False]


def test_merge_takes_the_other_neighbour_when_the_closer_one_would_not_fit() -> None:
    planner = Planner(TEXT, spans_of(TEXT, SENTENCES), SIMS, len, 32, 15)
    plan = planner.plan()
    # "Beta. Gamma ..." would be 33 characters: Beta joins Alpha instead (31), and the
    # merged chunk is relevant: Alpha's 25 relevant characters against Beta's 5.
    assert texts(plan)[0] == "Alpha one two three four. Beta."
    assert planner.relevant(plan[0])
    assert all(len(t) <= 32 for t in texts(plan))


def test_merged_chunk_relevant_only_if_relevant_text_is_at_least_half() -> None:
    text = "Short relevant. A much longer sentence that is not relevant at all here."
    parts = ["Short relevant.", "A much longer sentence that is not relevant at all here."]
    planner = Planner(text, spans_of(text, parts), [0.9, 0.1], len, None, 20)
    plan = planner.plan()
    assert texts(plan, text) == [text]
    assert planner.relevant(plan[0]) is False  # 15 relevant characters of 71


def test_long_group_splits_into_near_equal_pieces() -> None:
    words = "the licence continues for the limited purpose of operating our services"
    parts = [f"Sentence {i} says {words[: 20 + (i * 7) % 50]}." for i in range(40)]
    text = " ".join(parts)
    sentences = spans_of(text, parts)
    planner = Planner(text, sentences, [0.5] * 40, len, 700, 0)
    plan = planner.plan()
    sizes = [len(t) for t in texts(plan, text)]
    k = math.ceil(len(text) / 700)
    largest = max(b - a for a, b in sentences)
    assert len(plan) == k  # the fewest pieces that fit
    # Near-equal: no piece exceeds the even share by more than one sentence (plus 1% slack).
    assert max(sizes) <= len(text) / k + largest + 7
    assert min(sizes) >= len(text) / k - largest - 7
    assert [p.start for p in plan[1:]] == [sentences[p.first][0] for p in plan[1:]]


def test_excerpt_of_a_long_document() -> None:
    parts = [
        f"Part {i} of the agreement sets out rule number {i} in full detail." for i in range(400)
    ]
    text = "\n".join(parts)
    sentences = sentence_spans(text)
    assert len(sentences) == 400
    shown = excerpt(text, sentences, 4000)
    runs = shown.split("\n\n[...]\n\n")
    assert len(shown) <= 4000 and len(runs) == 8
    positions = [text.index(r) for r in runs]
    assert positions == sorted(positions) and positions[0] == 0
    # Evenly spread: run k starts at the first sentence at or after k/8 of the text.
    for k, pos in enumerate(positions):
        assert k * len(text) / 8 <= pos < k * len(text) / 8 + 80
    assert all(r.endswith(".") for r in runs)  # whole sentences
    assert excerpt(text, sentences, None) == text
    assert excerpt(text, sentences, len(text)) == text


def test_batches_respect_count_and_request_size() -> None:
    items = ["x" * 7000] * 130 + ["short"] * 10
    out = batches(items, 64)
    assert [t for b in out for t in b] == items
    assert all(len(b) <= 64 and sum(map(len, b)) < REQUEST_CHARS for b in out)
    assert [len(b) for b in out[:3]] == [57, 57, 16 + 10]


def test_find_sentences_covers_everything_and_maps_normalised_offsets() -> None:
    opts = make_options(None, len, summary_mode="extractive")
    lf = "Terms of Service\n\nYou agree to these terms. We may change them.\nCall us."
    crlf = lf.replace("\n", "\r\n")
    a = find_sentences(lf, "en", opts)
    b = find_sentences(crlf, "en", opts)
    assert [lf[s:e] for s, e in a] == [crlf[s:e].replace("\r", "") for s, e in b]
    assert len(a) == 4


def test_user_splitter_and_abbreviations() -> None:
    text = "The parcel is listed as Flst. Gemarkung Nord. It was sold.\n\nA second paragraph."
    plain = find_sentences(text, "de", make_options(None, len, summary_mode="extractive"))
    abbrev = find_sentences(
        text, "de", make_options(None, len, summary_mode="extractive", abbreviations={"Flst"})
    )
    assert len(plain) == 4 and len(abbrev) == 3

    def paragraphs(t: str, language: str) -> list[tuple[int, int]]:
        assert language == "de"
        return [(0, 10), (t.index("A second"), t.index("A second") + 3)]  # leaves gaps

    opts = make_options(None, len, summary_mode="extractive", sentence_splitter=paragraphs)
    got = find_sentences(text, "de", opts)
    assert [text[s:e] for s, e in got] == [text[: text.index("\n\n")], "A second paragraph."]
    broken = make_options(
        None, len, summary_mode="extractive", sentence_splitter=lambda t, lang: [("a", 1)]
    )
    with pytest.raises(ConfigError, match="pairs of int"):
        find_sentences(text, "de", broken)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"max_length": 0}, "max_length must be an int >= 1 or None"),
        ({"max_length": 2.5}, "max_length must be"),
        ({"min_length": -1}, "min_length must be an int >= 0"),
        ({"max_length": 100, "min_length": 200}, "must not exceed"),
        ({"summary_mode": "abstractive"}, r"one of \('llm', 'extractive'\)"),
        ({"summary_prompt": "Summarise: {document}"}, "placeholder {text}"),
        ({"summary_prompt": "no placeholder"}, "placeholder {text}"),
        ({"length": 5}, "length must be a function"),
        ({"abbreviations": [1, 2]}, "abbreviations must be an iterable of str"),
        ({"embedding_batch_size": 0}, "embedding_batch_size must be an int >= 1"),
        ({"summary_max_chars": -5}, "summary_max_chars must be an int >= 0 or None"),
    ],
)
def test_invalid_options_name_the_valid_ones(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        PICChunker(lambda p: "s", lambda t: [[1.0]] * len(t), **kwargs)  # type: ignore[arg-type]


def test_summary_mode_needs_matching_complete() -> None:
    with pytest.raises(ConfigError, match="summary_mode='extractive'"):
        PICChunker(None, lambda t: [[1.0]] * len(t))
    with pytest.raises(ConfigError, match="pass complete=None"):
        PICChunker(lambda p: "s", lambda t: [[1.0]] * len(t), summary_mode="extractive")
    assert "{text}" in SUMMARY_PROMPT and "{language}" in SUMMARY_PROMPT


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        (lambda t: [[1.0, 0.0]] * (len(t) - 1), "returned 1 vectors for 2 texts"),
        (lambda t: [[1.0], [1.0, 2.0]][: len(t)], r"dimensions \[1, 2\]"),
        (lambda t: [["a", "b"]] * len(t), "not numbers"),
        (lambda t: "vectors", "must return a list of vectors"),
        (lambda t: [None] * len(t), "not a vector"),
        (lambda t: [[float("nan"), 1.0]] * len(t), "NaN"),
    ],
)
def test_bad_embedding_answers_raise_provider_error(answer: Any, message: str) -> None:
    with pytest.raises(ProviderError, match=message):
        PICChunker(lambda p: "A summary.", answer).split("d", "One rule. Two rules.", "en")


@pytest.mark.parametrize("summary", ["", "   ", None, 42])
def test_bad_summary_answers_raise_provider_error(summary: object) -> None:
    chunker = PICChunker(lambda p: summary, lambda t: [[1.0, 0.5]] * len(t))  # type: ignore[arg-type, return-value]
    with pytest.raises(ProviderError, match="non-empty str"):
        chunker.split("d", "One rule. Two rules.", "en")


WORDS = st.sampled_from(
    [
        "The",
        "Supplier",
        "shall",
        "pay",
        "within",
        "thirty",
        "days.",
        "Fees;",
        "and",
        "(a)",
        "Section",
        "2.1",
        "e.g.",
        "Inc.",
        "\n",
        "\n\n",
        "supercalifragilisticexpialidocious",
        "You",
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(WORDS, max_size=200),
    st.lists(st.floats(-1, 1), min_size=1, max_size=50),
    st.one_of(st.none(), st.integers(5, 300)),
    st.integers(0, 150),
)
def test_plan_invariants(
    words: list[str], sims: list[float], max_length: int | None, min_length: int
) -> None:
    text = " ".join(words)
    sentences = sentence_spans(text)
    if not sentences:
        return
    values = [sims[i % len(sims)] for i in range(len(sentences))]
    low = min(min_length, max_length) if max_length is not None else min_length
    planner = Planner(text, sentences, values, len, max_length, low)
    plan = planner.plan()
    assert violations(text, [(p.start, p.end) for p in plan], sizer=len, capacity=max_length) == []
    if max_length is not None:
        assert all(p.end - p.start <= max_length for p in plan)
    assert plan[0].first == 0 and plan[-1].stop == len(sentences)
    for a, b in itertools.pairwise(plan):
        assert b.first in (a.stop, a.stop - 1) and a.end <= b.start
    for p in plan:
        assert sentences[p.first][0] <= p.start and p.end <= sentences[p.stop - 1][1]
        assert -1 <= planner.similarity(p) <= 1
