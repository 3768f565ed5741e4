"""Hostile input on every face: the documented error or a correct result, never a hang or a loss.

* Wrong types (``None``, bytes, numbers, lists, dicts, objects) raise ``InputError`` naming the
  type, on every face; in ``chunk_batch`` each becomes a ``BatchError`` and the rest complete.
* Hostile text (10 MB of random Unicode from every plane, a 1 MB word, NULs and control
  characters, mixed CRLF/CR/LF, a document of only headings, 50,000 one-line clauses) gives
  chunks that keep every guarantee, checked on the sanitised text.

Every call runs under a SIGALRM watchdog, so a hang fails the test instead of stalling CI.
"""

from __future__ import annotations

import logging
import random
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType, ModuleType
from typing import Any

import pytest

from clausewise import InputError, LegalChunker, TokenEstimate, sanitize
from clausewise.guarantees import violations

logging.getLogger("clausewise").setLevel(logging.ERROR)  # mid-word cuts are expected here

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


class Hung(Exception):
    pass


def _alarm(_signum: int, _frame: FrameType | None) -> None:
    raise Hung


@contextmanager
def watchdog(seconds: float) -> Iterator[None]:
    """Fail instead of hanging: raise in the main thread after ``seconds`` of wall time."""
    if not hasattr(signal, "setitimer"):  # pragma: no cover - not POSIX
        yield
        return
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    except Hung:
        pytest.fail(f"still running after {seconds:.0f}s: a hang, or far too slow")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# -- the faces ------------------------------------------------------------------------------------


def _embed(batch: list[str]) -> list[list[float]]:
    """A deterministic stand-in embedding (these tests are about input handling)."""
    return [[1.0 + len(t) % 7, 1.0 + t.count(" ") % 5, 1.0 + t.count("e") % 3] for t in batch]


def _faces() -> dict[str, Callable[[Any], object]]:
    faces: dict[str, Callable[[Any], object]] = {
        "LegalChunker.chunk": lambda x: LegalChunker().chunk(x),
        "LegalChunker.chunk_iter": lambda x: list(LegalChunker().chunk_iter(x)),
        "LegalChunker.chunk_with_metrics": lambda x: LegalChunker().chunk_with_metrics(x),
        "LegalChunker.parse_structure": lambda x: LegalChunker().parse_structure(x),
        "LegalChunker.get_defined_terms": lambda x: LegalChunker().get_defined_terms(x),
        "LegalChunker.sanitize": lambda x: LegalChunker.sanitize(x),
    }
    from clausewise import ProvenanceTracker
    from clausewise.clause_aware import ClauseAwareChunker, SemanticChunker
    from clausewise.general import Chunker
    from clausewise.semantic import PICChunker

    pic = PICChunker(None, _embed, summary_mode="extractive")
    faces["general.Chunker.chunk"] = lambda x: Chunker().chunk(x)
    faces["general.Chunker.chunk_with_metadata"] = lambda x: Chunker().chunk_with_metadata(x)
    faces["semantic.PICChunker.split"] = lambda x: pic.split("doc", x, "en")
    faces["ProvenanceTracker.register_text"] = lambda x: ProvenanceTracker().register_text(x)
    faces["ClauseAwareChunker.chunk"] = lambda x: ClauseAwareChunker().chunk(x)
    faces["SemanticChunker.chunk"] = lambda x: SemanticChunker().chunk(x)
    return faces


FACES = _faces()
# Faces whose offsets index the raw input rather than the sanitised text.
RAW_FACES = ("semantic.", "ClauseAwareChunker", "SemanticChunker")

BAD = [
    None,
    b"1. Services\nThe Supplier shall provide the Services.",
    bytearray(b"contract"),
    42,
    3.5,
    True,
    [1, 2, 3],
    [b"a", b"b"],
    ["1. Services", "2. Payment"],
    ("text",),
    {"text": "1. Services"},
    object(),
]


@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("bad", BAD, ids=lambda b: type(b).__name__)
def test_non_str_raises_input_error_naming_the_type(face: str, bad: object) -> None:
    with watchdog(10), pytest.raises(InputError) as info:
        FACES[face](bad)
    assert isinstance(info.value, TypeError)  # documented: catchable as TypeError too
    assert type(bad).__name__ in str(info.value), str(info.value)


# Pairs that are chunking calls: ``sanitize`` and ``register_text`` return other things. Faces
# that slice the raw input as documented (PIC: ``text == input[start:end]``; clause-aware:
# "the input is used as given, not normalised") see NUL as text, not blank, so a chunk of NULs
# is their documented answer and that pair is left out too.
BLANK_CASES = [
    (face, blank)
    for face in sorted(FACES)
    if face not in ("LegalChunker.sanitize", "ProvenanceTracker.register_text")
    for blank in ["", " ", "\n\r\n\t  \u3000\n", "\x00\x00"]
    if not (blank == "\x00\x00" and face.startswith(RAW_FACES))
]


@pytest.mark.parametrize(("face", "blank"), BLANK_CASES)
def test_blank_input_gives_nothing(face: str, blank: str) -> None:
    with watchdog(10):
        out = FACES[face](blank)
    if isinstance(out, tuple):  # chunk_with_metrics
        out = out[0]
    if face == "LegalChunker.get_defined_terms":
        assert out == {}
    else:
        assert out == [], (face, blank, out)


def test_batch_turns_each_bad_document_into_an_error_record() -> None:
    good = "1. Services\n\nThe Supplier shall provide the Services.\n"
    items: list[Any] = [good, *BAD, (good, "last")]
    with watchdog(20):
        result = LegalChunker().chunk_batch(items, workers=1)
    assert len(result.results) == len(items)
    assert [e.index for e in result.errors] == list(range(1, len(BAD) + 1))
    for err, bad in zip(result.errors, BAD, strict=True):
        assert err.error_type == "InputError", err
        assert type(bad).__name__ in err.error, err
    assert result.results[0] and result.results[-1]
    assert result.results[-1][0].document_id == "last"
    assert all(r == [] for r in result.results[1:-1])


@pytest.mark.parametrize("bad", [None, 42, 3.5, object()], ids=lambda b: type(b).__name__)
def test_batch_of_a_non_iterable_raises_input_error(bad: object) -> None:
    with pytest.raises(InputError) as info:
        LegalChunker().chunk_batch(bad)  # type: ignore[arg-type]
    assert type(bad).__name__ in str(info.value)


def test_batch_with_a_bad_document_id() -> None:
    result = LegalChunker().chunk_batch([("1. Services\nText.", 7)], workers=1)  # type: ignore[list-item]
    assert [(e.index, e.error_type) for e in result.errors] == [(0, "InputError")]
    assert "int" in result.errors[0].error


# -- hostile text ---------------------------------------------------------------------------------


def _legal_guarantees(raw: str, size: int, **options: Any) -> list[str]:
    """The DESIGN guarantees on one LegalChunker run (no structure or determinism re-runs)."""
    chunker = LegalChunker(max_chunk_size=size, min_chunk_size=min(64, size // 4), **options)
    chunks, metrics = chunker.chunk_with_metrics(raw)
    clean = sanitize(raw)
    problems = violations(
        clean,
        [(c.char_start, c.char_end) for c in chunks],
        contents=[c.content for c in chunks],
        prefixes=[c.original_header for c in chunks],
        sizer=TokenEstimate(4),
        capacity=size,
    )
    if metrics.chunks_spanning_multiple_top_level_clauses:
        problems.append(f"{metrics.chunks_spanning_multiple_top_level_clauses} chunks span clauses")
    if clean.strip() and not chunks:
        problems.append("text with content gave no chunks")
    return problems


_POOLS: tuple[tuple[int, int], ...] = (
    (0x20, 0x7E),  # ASCII
    (0xA0, 0x24F),  # Latin-1 and Latin Extended
    (0x300, 0x36F),  # combining diacritics (NFC composes some with what precedes)
    (0x591, 0x5F4),  # Hebrew, right-to-left, with its points
    (0x600, 0x6FF),  # Arabic
    (0x1100, 0x11FF),  # Hangul jamo (composes across characters)
    (0x200B, 0x200F),  # zero-width space/joiners, LRM, RLM
    (0x202A, 0x202E),  # bidi embeddings and overrides
    (0x2028, 0x2029),  # line and paragraph separators
    (0x3000, 0x303F),  # CJK punctuation, ideographic space
    (0x4E00, 0x9FFF),  # CJK ideographs
    (0xAC00, 0xD7A3),  # Hangul syllables
    (0xE000, 0xF8FF),  # private use
    (0xFE00, 0xFE0F),  # variation selectors
    (0xFFF0, 0xFFFF),  # specials, noncharacters
    (0x10000, 0x1FFFF),  # plane 1: scripts, symbols, emoji
    (0x20000, 0x2FFFF),  # plane 2: CJK extensions
    (0xE0000, 0xE007F),  # plane 14: tags
    (0xF0000, 0x10FFFF),  # planes 15-16: private use
    (0x0, 0x1F),  # C0 controls
    (0x7F, 0x9F),  # DEL and C1 controls
)


def random_unicode(n: int, seed: int = 0) -> str:
    """``n`` characters from every plane (no surrogates), with spaces and newlines between."""
    rng = random.Random(seed)
    pool: list[str] = []
    for lo, hi in _POOLS:
        pool.extend(chr(rng.randint(lo, hi)) for _ in range(300))
    pool.extend(chr(rng.randint(0, 0x10FFFF)) for _ in range(2000))
    pool = [c for c in pool if not 0xD800 <= ord(c) <= 0xDFFF]
    pool += [" "] * 1200 + ["\n"] * 150 + ["\r\n"] * 30 + ["\r"] * 20
    block = "".join(rng.choices(pool, k=min(n, 1_000_000)))
    # Rotations of one random megabyte: 10 MB with no block boundary at a fixed place.
    count = -(-n // len(block))
    parts = [block[k:] + block[:k] for k in rng.sample(range(len(block)), count)]
    return "".join(parts)[:n]


def _clauses(count: int) -> str:
    lines = (f"{i}. The Supplier shall deliver item {i} on time." for i in range(1, count + 1))
    return "\n".join(lines)


def test_ten_megabytes_of_random_unicode() -> None:
    raw = random_unicode(10_000_000)
    assert len(raw) == 10_000_000
    with watchdog(300):  # wall time on a shared machine; about 10 s of CPU
        problems = _legal_guarantees(raw, 512, jurisdiction="uk")
    assert problems == [], problems[:5]


@pytest.mark.parametrize("size", [64, 2048])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_unicode_at_small_and_large_sizes(size: int, seed: int) -> None:
    raw = random_unicode(300_000, seed)
    with watchdog(60):
        assert _legal_guarantees(raw, size, jurisdiction="us") == []


@pytest.mark.parametrize(
    "word",
    ["x" * 1_000_000, "Supercalifragilistic\u00e9" * 48_000, "\u05d0\u0301" * 500_000],
    ids=["ascii", "latin-nfc", "hebrew-combining"],
)
def test_one_megabyte_word(word: str) -> None:
    with watchdog(60):
        assert _legal_guarantees(word, 128) == []
        chunks = LegalChunker(max_chunk_size=128).chunk(word)
    clean = sanitize(word)
    assert "".join(c.body for c in chunks) == clean  # one word: the cuts tile it exactly
    assert all(len(c.content) // 4 <= 128 for c in chunks)


def test_one_megabyte_word_inside_a_contract() -> None:
    raw = f"1. Services\n\nThe Supplier shall {'y' * 1_000_000} provide.\n\n2. Payment\n\nPay.\n"
    with watchdog(60):
        assert _legal_guarantees(raw, 256) == []


def _example(name: str) -> str:
    return (EXAMPLES / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "name",
    ["uk_services_agreement.txt", "us_services_agreement.txt", "eu_gdpr_excerpt.txt"],
)
def test_nul_and_control_characters(name: str) -> None:
    text = _example(name)
    rng = random.Random(3)
    controls = [chr(c) for c in [*range(0, 9), 11, 12, *range(14, 32), *range(127, 160)]]
    noisy = "".join(ch + (rng.choice(controls) if rng.random() < 0.05 else "") for ch in text)
    with watchdog(60):
        for size in (64, 512):
            assert _legal_guarantees(noisy, size, jurisdiction="us") == []
            assert _legal_guarantees("\x00" * 100_000 + noisy + "\x00" * 1000, size) == []
    # A control character becomes a space (C0/C1) or a line break (VT, FF): same length.
    assert len(sanitize(noisy)) == len(noisy)


@pytest.mark.parametrize(
    "name",
    ["uk_services_agreement.txt", "us_services_agreement.txt", "eu_gdpr_excerpt.txt"],
)
def test_mixed_line_endings_chunk_like_lf(name: str) -> None:
    text = _example(name)
    rng = random.Random(5)
    mixed = _mixed_line_ends(text, rng)
    jurisdiction = "eu" if name.startswith("eu") else name[:2]
    with watchdog(60):
        assert sanitize(mixed) == sanitize(text)
        for size in (64, 512):
            chunker = LegalChunker(
                jurisdiction=jurisdiction, max_chunk_size=size, min_chunk_size=16
            )
            lf = chunker.chunk(text)
            other = chunker.chunk(mixed, raw_offsets=True)
            # Offsets index the sanitised text, which is the same: so are the chunks.
            assert [(c.char_start, c.char_end, c.content) for c in other] == [
                (c.char_start, c.char_end, c.content) for c in lf
            ]
            for c in other:
                assert sanitize(mixed[c.raw_char_start : c.raw_char_end]) == c.body


def _mixed_line_ends(text: str, rng: random.Random) -> str:
    """Each LF becomes LF, CRLF or CR; never a CR right before another LF (that pair would
    read as one CRLF line break, changing the text rather than its line-end style)."""
    out: list[str] = []
    for i, ch in enumerate(text):
        if ch != "\n":
            out.append(ch)
            continue
        nxt = text[i + 1] if i + 1 < len(text) else ""
        out.append(rng.choice(("\n", "\r\n") if nxt == "\n" else ("\n", "\r\n", "\r")))
    return "".join(out)


@pytest.mark.parametrize(
    ("label", "line"),
    [
        ("numbered", "{i}. Definitions"),
        ("article", "ARTICLE {i}"),
        ("section", "Section {i}.01 Payment"),
        ("caps", "GOVERNING LAW"),
        ("schedule", "SCHEDULE {i}"),
        ("eu", "Article {i}"),
    ],
)
def test_document_of_only_headings(label: str, line: str) -> None:
    raw = "\n\n".join(line.format(i=i) for i in range(1, 3001))
    with watchdog(60):
        for jurisdiction in ("uk", "us", "eu"):
            problems = _legal_guarantees(raw, 64, jurisdiction=jurisdiction)
            assert problems == [], (label, jurisdiction, problems[:3])


def test_fifty_thousand_one_line_clauses(legal_checks: ModuleType) -> None:
    raw = _clauses(50_000)
    with watchdog(90):
        chunker = LegalChunker(jurisdiction="uk", max_chunk_size=128, min_chunk_size=16)
        problems = legal_checks.legal_problems(chunker, raw, determinism=False, raw_offsets=False)
        assert problems == [], problems[:5]
        chunks, metrics = chunker.chunk_with_metrics(raw)
    assert not metrics.fallback_used
    assert metrics.top_level_clause_count >= 999
    assert chunks[0].hierarchy_path == "1"


def test_clause_numbers_past_999_are_clauses() -> None:
    raw = _clauses(1200)
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=64, min_chunk_size=8)
    chunks, metrics = chunker.chunk_with_metrics(raw)
    assert metrics.top_level_clause_count == 1200
    last = chunks[-1]
    assert last.hierarchy_path == "1200", (last.hierarchy_path, last.body[:60])


@pytest.mark.parametrize("face", ["general.Chunker.chunk_with_metadata", "ClauseAwareChunker"])
def test_other_faces_on_hostile_text(face: str) -> None:
    texts = {
        "unicode": random_unicode(200_000, 9),
        "word": "z" * 200_000,
        "controls": "1. Pay\x00ment\r\n(a) now\x07;\r(b) later\x1b.\n" * 2000,
        "headings": "\n\n".join(f"ARTICLE {i}" for i in range(1, 2001)),
    }
    for name, raw in texts.items():
        clean = sanitize(raw)
        with watchdog(60):
            if face.startswith("general"):
                from clausewise.general import Chunker

                chunks = Chunker(target_size=300, overlap=0, min_size=0).chunk_with_metadata(raw)
                spans = [(c.start, c.end) for c in chunks]
                bodies = [c.content_text for c in chunks]
                sizer: Callable[[str], int] = len
            else:
                from clausewise.clause_aware import ClauseAwareChunker

                bodies = ClauseAwareChunker(max_chunk_size=75, overlap=0).chunk(raw)
                # Exact substrings of the sanitised text (DESIGN) or, failing that, of the input.
                if not all(b in clean for b in bodies):
                    clean = raw
                spans = _locate(clean, bodies)
                sizer = TokenEstimate(4)  # its cap: 75 tokens of characters // 4
        capacity = 300 if face.startswith("general") else 75
        assert violations(clean, spans, contents=bodies, sizer=sizer, capacity=capacity) == [], name


def _locate(text: str, pieces: list[str]) -> list[tuple[int, int]]:
    """Spans of exact-substring chunks found left to right (the clause-aware face returns
    strings; this test-side lookup is how a caller would place them)."""
    out: list[tuple[int, int]] = []
    pos = 0
    for p in pieces:
        i = text.find(p, pos)
        out.append((i, i + len(p)) if i >= 0 else (-1, -1))
        pos = i + len(p) if i >= 0 else pos
    return out
