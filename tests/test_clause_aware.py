"""``ClauseAwareChunker`` and ``SemanticChunker``: recognised headings (declared gold) and the
documented guarantees on generated and real documents."""

from __future__ import annotations

import logging
import re
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from clausewise import ConfigError, InputError
from clausewise.clause_aware import ClauseAwareChunker, SemanticChunker
from clausewise.guarantees import violations

logging.getLogger("clausewise").setLevel(logging.ERROR)

DATA = Path(__file__).resolve().parent / "data"
REAL = [
    DATA / "cuad" / "NETGEAR_INC_04_21_2003-EX-10.16-DISTRIBUTOR_AGREEMENT__1fecc64e.txt",
    DATA
    / "cuad"
    / "HYPERIONSOFTWARECORP_09_28_1994-EX-10.47-EXCLUSIVE_DISTRIBUTOR_AGREEMENT__3ecdec04.txt",
    DATA / "claudette" / "en_Dropbox.txt",
    DATA / "eu" / "gdpr_excerpt.txt",
]

# (line, recognised as) for every line of a small agreement; None: not a heading.
LINES: list[tuple[str, str | None]] = [
    ("MUTUAL NON-DISCLOSURE AGREEMENT", "caps-heading"),
    ("This Agreement is made between Acme Ltd and Beta LLC.", None),
    ("WHEREAS, the parties wish to exchange confidential information;", "whereas"),
    ("1. Definitions.", "clause"),
    ('1.1 "Confidential Information" means any information disclosed.', "subclause"),
    ("1.1.1 It includes oral disclosures.", "subsubclause"),
    ("(a) documents;", "item"),
    ("(iv) samples;", "roman"),
    ("10. million units is no heading.", None),
    ("Article 5 Term", "article"),
    ("  Section 2.3 Notices", "section"),
    ("GOVERNING LAW", "caps-heading"),
    ("This Agreement is governed by the laws of England.", None),
]


def test_recognised_headings_are_the_declared_ones() -> None:
    text = "\n".join(line for line, _ in LINES)
    starts, pos = [], 0
    for line, _ in LINES:
        starts.append(pos)
        pos += len(line) + 1
    gold = [
        (starts[i] + len(line) - len(line.lstrip()), name)
        for i, (line, name) in enumerate(LINES)
        if name is not None
    ]
    assert ClauseAwareChunker().headings(text) == gold


NDA = (
    "MUTUAL NON-DISCLOSURE AGREEMENT\n\n"
    "This Agreement is made on 1 March 2024 between Acme Limited, a company registered in "
    "England, and Beta LLC, a Delaware limited liability company.\n\n"
    "WHEREAS, the parties wish to explore a business relationship and to exchange information.\n\n"
    "1. Definitions.\n"
    '"Confidential Information" means all information disclosed by one party to the other, in '
    "any form, that is marked confidential or would reasonably be understood to be so.\n\n"
    "2. Obligations.\n"
    "The receiving party shall keep the Confidential Information secret and use it only for the "
    "purpose. It shall not disclose it to any third party without prior written consent.\n\n"
    "3. Term.\n"
    "This Agreement lasts two years. The obligations survive for five years after it ends.\n\n"
    "4. Notices.\n"
    "Notices must be in writing and delivered by hand or by courier.\n\n"
    "5. Governing Law.\n"
    "This Agreement is governed by the laws of England and Wales.\n"
)


def test_sections_are_packed_greedily_at_headings() -> None:
    chunker = ClauseAwareChunker(max_chunk_size=80, overlap=0)
    chunks = chunker.chunk(NDA)
    # The gold: the declared sections ("1. Definitions." ...; the title, parties and recital
    # come before the first numbered heading), joined greedily while within 80 tokens.
    sections = re.split(r"\n\n(?=\d\. )", NDA.strip())
    gold = [sections[0]]
    for sec in sections[1:]:
        joined = gold[-1] + "\n\n" + sec
        if len(joined) // 4 <= 80:
            gold[-1] = joined
        else:
            gold.append(sec)
    assert chunks == gold
    assert [c.splitlines()[0] for c in chunks][1:] == [
        "1. Definitions.",
        "2. Obligations.",
        "4. Notices.",
    ]


def spans_ok(text: str, chunker: ClauseAwareChunker | SemanticChunker) -> list[str]:
    """The documented guarantees, checked from the outside."""
    spans = chunker.chunk_spans(text)
    chunks = chunker.chunk(text)
    out = []
    if chunks != [text[s:e] for s, e in spans]:
        out.append("chunk() differs from the spans")
    cap = chunker.max_chunk_size
    bodies = spans if not chunker.overlap else None
    if bodies is not None:
        out += violations(text, bodies, sizer=chunker.count_tokens, capacity=cap)
    for i, (s, e) in enumerate(spans):
        piece = text[s:e]
        if chunker.count_tokens(piece) > cap and re.search(r"\s", piece.strip()):
            out.append(f"chunk {i}: {chunker.count_tokens(piece)} tokens > {cap}")
        if piece != piece.strip():
            out.append(f"chunk {i}: starts or ends with whitespace")
        mid_start = s > 0 and not text[s - 1].isspace()
        mid_end = e < len(text) and not text[e].isspace()
        if (mid_start or mid_end) and re.search(r"\s", piece):
            # Only the pieces of one over-long word may touch another piece mid-word.
            word_start = text[: s + 1].split()[-1] if mid_start else ""
            if (mid_start and len(word_start) <= 4 * cap) or (mid_end and " " in text[s:e].strip()):
                out.append(f"chunk {i}: cut mid-word at {s if mid_start else e}")
    return out


WORDS = [
    "supplier",
    "shall",
    "deliver",
    "goods",
    "within",
    "thirty",
    "days",
    "of",
    "order",
    "and",
    "customer",
    "may",
    "pay",
]


@st.composite
def agreements(draw: st.DrawFn) -> str:
    parts = []
    if draw(st.booleans()):
        parts.append("SUPPLY AGREEMENT\n\n")
    for n in range(1, draw(st.integers(1, 8)) + 1):
        heading = draw(
            st.sampled_from(
                [
                    f"{n}. Payment Terms",
                    f"ARTICLE {n}",
                    f"Section {n}.1 Fees",
                    "GOVERNING LAW",
                    f"({'abcdefgh'[n - 1]}) Items",
                    "WHEREAS, the",
                ]
            )
        )
        body = []
        for _ in range(draw(st.integers(0, 6))):
            words = [draw(st.sampled_from(WORDS)) for _ in range(draw(st.integers(2, 25)))]
            if draw(st.integers(0, 30)) == 0:
                words.append("y" * draw(st.integers(50, 900)))
            body.append(words[0].capitalize() + " " + " ".join(words[1:]) + ".")
        sep = draw(st.sampled_from(["\n", "\n\n", "\r\n", "\n   \n"]))
        parts.append(heading + sep + " ".join(body) + sep)
    return "".join(parts)


@settings(
    max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    text=agreements(), cap=st.sampled_from([8, 20, 64, 200]), overlap=st.sampled_from([0, 5, 30])
)
def test_clause_aware_guarantees(text: str, cap: int, overlap: int) -> None:
    chunker = ClauseAwareChunker(max_chunk_size=cap, overlap=overlap)
    note(repr(text))
    assert spans_ok(text, chunker) == []
    spans = chunker.chunk_spans(text)
    # A heading line with a body after it is never the end of a chunk (a heading followed
    # directly by another heading has no body of its own).
    heads = {pos for pos, _ in chunker.headings(text)}
    for pos in heads:
        line_end = text.find("\n", pos)
        line_end = len(text) if line_end < 0 else line_end
        body = re.compile(r"\S").search(text, line_end)
        word = re.compile(r"\S+").match(text, body.start()) if body is not None else None
        fits = word is not None and (word.end() - pos) // 4 <= cap
        if fits and body.start() not in heads and (body.start() - pos) // 4 < cap // 2:
            assert not any(pos <= s < e <= body.start() for s, e in spans), text[pos:line_end]
    # Overlap starts at a sentence or word start inside the previous chunk.
    for (ps, pe), (s, _) in pairwise(spans):
        if overlap and s < pe:
            assert ps <= s and (s == ps or text[s - 1].isspace())
            assert (pe - s) // 4 <= overlap + 1


@settings(max_examples=100, deadline=None, derandomize=True)
@given(
    text=agreements(),
    cap=st.sampled_from([10, 64, 300]),
    split_on=st.sampled_from(["paragraph", "sentence"]),
    overlap=st.sampled_from([0, 8]),
)
def test_semantic_chunker_guarantees(text: str, cap: int, split_on: str, overlap: int) -> None:
    assert (
        spans_ok(text, SemanticChunker(max_chunk_size=cap, split_on=split_on, overlap=overlap))
        == []
    )


def test_semantic_chunker_packs_whole_paragraphs_when_they_fit() -> None:
    paras = [f"Paragraph {i} has exactly these few words in it." for i in range(10)]
    text = "\n\n".join(paras)
    chunks = SemanticChunker(max_chunk_size=30).chunk(text)
    assert all(c.split("\n\n") == [p for p in paras if p in c] for c in chunks)
    assert "\n\n".join(chunks) == text
    sentences = SemanticChunker(max_chunk_size=30, split_on="sentence").chunk(
        text.replace("\n\n", " ")
    )
    assert all(c.endswith("it.") for c in sentences)


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name[:30])
def test_real_documents(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for chunker in (
        ClauseAwareChunker(),
        ClauseAwareChunker(max_chunk_size=100, overlap=20),
        SemanticChunker(),
        SemanticChunker(max_chunk_size=60, split_on="sentence"),
    ):
        assert spans_ok(text, chunker) == [], chunker


def test_bad_input_and_options() -> None:
    with pytest.raises(InputError):
        ClauseAwareChunker().chunk(b"text")  # type: ignore[arg-type]
    assert ClauseAwareChunker().chunk("  \n ") == [] and SemanticChunker().chunk_spans("") == []
    with pytest.raises(ConfigError, match="'paragraph', 'sentence'"):
        SemanticChunker(split_on="word")
    with pytest.raises(ConfigError, match="max_chunk_size"):
        ClauseAwareChunker(max_chunk_size=0)
    assert ClauseAwareChunker().count_tokens("abcdefgh") == 2


def test_a_missing_space_after_a_period_is_no_place_to_cut() -> None:
    # "Reserve.This" is one word to these chunkers, though the sentence source splits it.
    text = ("Check the price before you Reserve.This price may change later on. " * 20).strip()
    for chunker in (
        ClauseAwareChunker(max_chunk_size=12),
        SemanticChunker(max_chunk_size=12, split_on="sentence"),
    ):
        for s, _ in chunker.chunk_spans(text):
            assert s == 0 or text[s - 1].isspace(), text[s - 10 : s + 10]
