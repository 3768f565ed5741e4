"""Behaviour of ``clausewise.general.Chunker`` against declared gold."""

from __future__ import annotations

import pickle
import re
from itertools import pairwise

import pytest

from clausewise import ConfigError, InputError, sanitize
from clausewise.general import (
    CHAT,
    CLINICAL,
    LEGAL_EU,
    LEGAL_US,
    MARKDOWN,
    SENTENCE_END_CJK,
    SENTENCE_END_PERMISSIVE,
    Chunk,
    Chunker,
    HeadingDetector,
    ranked,
)

CHAT_TURNS = [
    "[14:30] Agent: Welcome to support. How can I help?",
    "[14:31] Customer: My order hasn't arrived. It's been 10 days.",
    "[14:32] Agent: I'm sorry to hear that. Let me look into it.",
    "[14:33] Customer: The order number is 12345.",
    "[14:34] Agent: I see it was shipped Jan 5. It appears to be delayed.",
]


def test_each_chat_turn_is_its_own_chunk() -> None:
    text = "\n".join(CHAT_TURNS)
    chunker = Chunker(
        target_size=512,
        overlap=0,
        boundaries=CHAT,
        sentence_pattern=SENTENCE_END_PERMISSIVE,
        min_size=0,
    )
    assert chunker.chunk(text) == CHAT_TURNS


def test_small_clinical_sections_merge_with_a_neighbour() -> None:
    note = (
        "CHIEF COMPLAINT: Chest pain and shortness of breath.\n"
        "HPI: 65-year-old male presenting with acute onset chest pain radiating to the left "
        "arm, started two hours ago while shovelling snow.\n"
        "ALLERGIES: NKDA\n"
        "ASSESSMENT: Acute coronary syndrome, rule out MI.\n"
        "PLAN: Admit to telemetry. Serial troponins q6h."
    )
    lines = note.split("\n")
    separate = Chunker(target_size=1024, overlap=0, boundaries=CLINICAL, min_size=0)
    assert separate.chunk(note) == lines
    merged = Chunker(target_size=1024, overlap=0, boundaries=CLINICAL, min_size=50)
    chunks = merged.chunk(note)
    # "ALLERGIES: NKDA" (15 chars) no longer stands alone; every section is still whole.
    assert "ALLERGIES: NKDA" not in chunks
    assert all(any(line in c for c in chunks) for line in lines)
    assert "\n".join(chunks) == note


def test_us_contract_headings_stay_with_their_first_clause() -> None:
    contract = (
        "WHEREAS, the parties wish to enter into an agreement;\n"
        "WHEREAS, the terms have been negotiated in good faith;\n"
        "NOW, THEREFORE the parties agree as follows:\n"
        "Section 1 Definitions.\n"
        '1.1 "Agreement" means this document.\n'
        "Section 2 Obligations.\n"
        "§ 3 Governing law."
    )
    chunks = Chunker(target_size=1024, overlap=0, boundaries=LEGAL_US, min_size=0).chunk(contract)
    lines = contract.split("\n")
    assert chunks == [*lines[:3], "\n".join(lines[3:5]), lines[5], lines[6]]


# A declared EU-style act: every unit with its title path.
ACT = [
    ("CHAPTER I\nGeneral provisions", ("CHAPTER I - General provisions",)),
    ("Article 1\nSubject-matter", ("CHAPTER I - General provisions", "Article 1 - Subject-matter")),
    ("1. This Regulation lays down rules on the protection of persons.", ("1.",)),
    ("2. This Regulation protects fundamental rights and freedoms.", ("2.",)),
    ("Article 5\nPrinciples", ("CHAPTER I - General provisions", "Article 5 - Principles")),
    ("1. Personal data shall be:", ("1.",)),
    ("(a) processed lawfully, fairly and in a transparent manner;", ("1.", "(a)")),
    ("(b) collected for specified, explicit and legitimate purposes;", ("1.", "(b)")),
    ("2. The controller shall be responsible for compliance.", ("2.",)),
    ("CHAPTER II\nRights", ("CHAPTER II - Rights",)),
    ("Article 12\nTransparency", ("CHAPTER II - Rights", "Article 12 - Transparency")),
    ("(1) The controller shall take appropriate measures to inform.", ("(1)",)),
]


def _act() -> tuple[str, dict[int, tuple[str, ...]]]:
    """The act's text and, for every paragraph or point, the hierarchy it must report."""
    text, gold, path = "", {}, ()
    for block, titles in ACT:
        if block.startswith(("CHAPTER", "Article")):
            path = titles
        else:
            gold[len(text)] = path + titles
        text += block + "\n\n"
    return text, gold


def test_nested_units_report_their_ancestors() -> None:
    text, gold = _act()
    chunks = Chunker(
        target_size=80, overlap=0, boundaries=LEGAL_EU, min_size=0
    ).chunk_with_metadata(text)
    found = {c.start: c.hierarchy for c in chunks}
    for start, path in gold.items():
        if start in found:
            assert found[start] == path, text[start : start + 40]
    # A "(1)" inside Article 12 belongs to Article 12, and each article heading stays with
    # its first paragraph (heading glue).
    last = next(c for c in chunks if "(1) The controller" in c.content_text)
    assert last.content_text.startswith("CHAPTER II\nRights\n\nArticle 12")
    assert last.hierarchy == ("CHAPTER II - Rights", "Article 12 - Transparency", "(1)")
    assert any(c.content_text.startswith("Article 5\nPrinciples\n\n1. Personal") for c in chunks)
    assert sum(1 for s in gold if s in found) >= len(gold) - 3


def test_user_patterns_rank_by_tuple_or_ranked_and_plain_strings_are_top_level() -> None:
    text = "PART A\n\nClause one text here.\n\nPART B\n\nClause two text here."
    chunker = Chunker(
        target_size=30, overlap=0, min_size=0, boundaries=[ranked(r"^PART", 0), (r"^Clause", 1)]
    )
    paths = [c.hierarchy for c in chunker.chunk_with_metadata(text)]
    # Each PART heading stays with its first clause; the chunk lies in both.
    assert paths == [("PART A", "Clause one text here."), ("PART B", "Clause two text here.")]
    flat = Chunker(target_size=30, overlap=0, min_size=0, boundaries=[r"^PART", r"^Clause"])
    assert [c.hierarchy for c in flat.chunk_with_metadata(text)][1] == ("Clause one text here.",)


SENTENCES = [f"Sentence number {i} says something about clause {i}." for i in range(30)]


@pytest.mark.parametrize("n", [1, 2, 3])
def test_sentence_overlap_is_the_last_n_sentences_for_every_chunk(n: int) -> None:
    text = " ".join(SENTENCES)
    chunks = Chunker(target_size=200, overlap=n, min_size=0).chunk_with_metadata(text)
    assert len(chunks) > 4 and chunks[0].overlap_text == ""
    for prev, c in pairwise(chunks):
        body = prev.content_text
        ends = [s for s in SENTENCES if s in body]
        want = " ".join(ends[-n:])
        assert c.overlap_text == want + " "  # the last n sentences, then the gap
        assert c.text == c.overlap_text + c.content_text == text[c.overlap_start : c.end]


def test_paragraph_and_char_overlap() -> None:
    paras = [f"Paragraph {i} holds one short sentence." for i in range(12)]
    text = "\n\n".join(paras)
    chunks = Chunker(
        target_size=100, overlap=1, overlap_unit="paragraph", min_size=0
    ).chunk_with_metadata(text)
    for prev, c in pairwise(chunks):
        last = prev.content_text.split("\n\n")[-1]
        assert c.overlap_text == last + "\n\n"
    chars = Chunker(
        target_size=100, overlap=7, overlap_unit="chars", min_size=0
    ).chunk_with_metadata(text)
    for prev, c in pairwise(chars):
        assert c.overlap_text == prev.content_text[-7:] + text[prev.end : c.start]


def test_offsets_index_the_sanitized_text() -> None:
    raw = "\ufeffSection 1 Terms.\r\nThe parties agree.\r\n\r\nSection 2 Fees.\r\nPay on time."
    clean = sanitize(raw)
    assert clean != raw
    chunks = Chunker(
        target_size=40, overlap=0, boundaries=LEGAL_US, min_size=0
    ).chunk_with_metadata(raw)
    assert [c.content_text for c in chunks] == [clean[c.start : c.end] for c in chunks]
    assert [c.content_text for c in chunks] == [
        "Section 1 Terms.\nThe parties agree.",
        "Section 2 Fees.\nPay on time.",
    ]


def test_cjk_sentences() -> None:
    text = "第一条规定了保护范围。第二条界定了适用条件。第三条明确了领土管辖权。"
    chunks = Chunker(
        target_size=12, overlap=0, sentence_pattern=SENTENCE_END_CJK, min_size=0
    ).chunk(text)
    assert chunks == [
        "第一条规定了保护范围。",
        "第二条界定了适用条件。",
        "第三条明确了领土管辖权。",
    ]


def test_keep_together_lines_stay_with_the_block_after_them() -> None:
    table = "TABLE 1 Fees\nYear  Fee\n2024  100\n2025  110\n2026  120"
    text = "Intro paragraph with words.\n\n" + table + "\n\nClosing words follow here."
    plain = Chunker(target_size=40, overlap=0, min_size=0).chunk(text)
    assert table not in plain
    kept = Chunker(target_size=40, overlap=0, min_size=0, keep_together=[r"^TABLE\s+\d+"])
    assert table in kept.chunk(text)  # 50 chars: within 1.5 x 40


def test_word_fallback_and_a_huge_word() -> None:
    text = "alpha beta gamma delta " * 10 + "x" * 90
    chunks = Chunker(target_size=40, overlap=0, fallback="word", min_size=0).chunk(text)
    assert all(len(c) <= 40 for c in chunks)
    assert "".join(chunks).replace(" ", "") == text.replace(" ", "")


def test_bad_input_and_empty_text() -> None:
    chunker = Chunker()
    for bad in (None, b"bytes", 42):
        with pytest.raises(InputError) as info:
            chunker.chunk(bad)  # type: ignore[arg-type]
        assert isinstance(info.value, TypeError) and type(bad).__name__ in str(info.value)
    assert chunker.chunk("") == [] and chunker.chunk_with_metadata(" \n\t ") == []


@pytest.mark.parametrize(
    ("options", "names"),
    [
        ({"overlap_unit": "words"}, "'sentence', 'paragraph', 'chars'"),
        ({"fallback": "line"}, "'paragraph', 'sentence', 'word'"),
        ({"target_size": 0}, "target_size"),
        ({"overlap": -1}, "overlap"),
        ({"min_size": "big"}, "min_size"),
        ({"boundaries": r"^Article"}, "list of regex"),
        ({"boundaries": [r"^(Article"]}, "invalid boundary regex"),
        ({"boundaries": [(r"^A", -1)]}, "(regex, rank)"),
        ({"sentence_pattern": 5}, "sentence_pattern"),
        ({"detectors": [object()]}, "detect(text)"),
    ],
)
def test_invalid_options_name_the_valid_ones(options: dict[str, object], names: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(names)):
        Chunker(**options)  # type: ignore[arg-type]


def test_chunk_is_frozen_plain_and_round_trips() -> None:
    c = Chunker(target_size=60, overlap=1, boundaries=MARKDOWN, min_size=0).chunk_with_metadata(
        "# A\n\nFirst sentence here. Second one here.\n\n## B\n\nMore."
    )[1]
    assert Chunk.from_dict(c.to_dict()) == c
    assert c.to_dict()["hierarchy"] == list(c.hierarchy)
    assert c.content_text == c.text[len(c.overlap_text) :] and len(c) == len(c.text)
    with pytest.raises(AttributeError):
        c.start = 3  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(LEGAL_EU)) == LEGAL_EU
    assert [p.rank for p in pickle.loads(pickle.dumps(LEGAL_EU))] == [p.rank for p in LEGAL_EU]  # type: ignore[attr-defined]


def test_detected_headings_nest_under_patterns_and_close_at_the_next_one() -> None:
    body = "The parties agree to the terms set out in this section of the agreement. " * 2
    text = f"ARTICLE I\n\n1. Scope\n\n{body}\n\nGOVERNING LAW\n\n{body}\n\n2. Term\n\n{body}\n"
    chunks = Chunker(
        target_size=200, overlap=0, min_size=0, boundaries=LEGAL_US, detectors=[HeadingDetector()]
    ).chunk_with_metadata(text)
    paths = {c.content_text.split("\n")[0]: c.hierarchy for c in chunks}
    assert paths["ARTICLE I"] == ("ARTICLE I", "1. Scope")
    assert paths["GOVERNING LAW"] == ("ARTICLE I", "1. Scope", "GOVERNING LAW")
    assert paths["2. Term"] == ("ARTICLE I", "2. Term")
