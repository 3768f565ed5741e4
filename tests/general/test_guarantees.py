"""DESIGN.md guarantees of ``Chunker`` for every preset and detector combination, on generated
documents (Hypothesis, derandomised) and on real ones (``tests/data``)."""

from __future__ import annotations

import logging
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from clausewise.general import Chunk, Chunker, HeadingDetector, TableDetector, presets

logging.getLogger("clausewise").setLevel(logging.ERROR)  # mid-word cuts of long words

PRESETS = {name.upper().replace("-", "_"): list(p) for name, p in presets.PRESETS.items()}
ALL = [p for patterns in PRESETS.values() for p in patterns]
DETECTORS = {
    "none": lambda: [],
    "heading": lambda: [HeadingDetector()],
    "table": lambda: [TableDetector()],
    "both": lambda: [HeadingDetector(), TableDetector()],
}
COMBOS = [(p, d) for p in [*PRESETS, "ALL"] for d in DETECTORS]


def _chunker(preset: str, detectors: str, **options: object) -> Chunker:
    patterns = ALL if preset == "ALL" else PRESETS[preset]
    return Chunker(boundaries=patterns, detectors=DETECTORS[detectors](), **options)  # type: ignore[arg-type]


def _active(preset: str) -> set[str]:
    names = set(presets.PRESETS) if preset == "ALL" else {preset.lower().replace("_", "-")}
    return names


# -- the checker itself --------------------------------------------------------------------


def test_checker_flags_broken_chunks(docgen: ModuleType) -> None:
    text = "Alpha beta. Gamma delta.\n\nEpsilon zeta."
    chunker = Chunker(target_size=30, overlap=0, min_size=0)
    good = chunker.chunk_with_metadata(text)
    assert docgen.check(text, chunker, good) == []
    lost = good[:-1]
    assert any("in no chunk" in p for p in docgen.check(text, chunker, lost))
    wrong = [Chunk("Alpha", 1, 6, 0, "start", ""), *good[1:]]
    assert docgen.check(text, chunker, wrong)
    long_body = [Chunk(text, 0, len(text), 0, "start", "")]
    assert any("exceeds" in p for p in docgen.check(text, chunker, long_body))


def test_glue_checker_flags_a_heading_cut_from_its_body(docgen: ModuleType) -> None:
    doc = docgen.Doc()
    h = doc.add("# Title\n\n")
    doc.headings.append((h, len(doc.text), "markdown"))
    doc.add("Body text here.")
    cut = [Chunk("# Title", 0, 7, 0, "section"), Chunk("Body text here.", 9, 24, 1, "paragraph")]
    assert docgen.glue_problems(doc, cut, {"markdown"})
    assert docgen.glue_problems(doc, cut, {"legal-eu"}) == []


# -- generated documents -------------------------------------------------------------------


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    data=st.data(),
    combo=st.sampled_from(COMBOS),
    size=st.sampled_from([100, 160, 300, 700, 2000]),
    overlap=st.sampled_from([(0, "sentence"), (1, "sentence"), (2, "paragraph"), (40, "chars")]),
    min_size=st.sampled_from([0, 50, 200]),
    style=st.sampled_from(["lf", "crlf", "bom"]),
)
def test_guarantees_on_generated_documents(
    docgen: ModuleType,
    data: st.DataObject,
    combo: tuple[str, str],
    size: int,
    overlap: tuple[int, str],
    min_size: int,
    style: str,
) -> None:
    doc = data.draw(docgen.documents())
    preset, detectors = combo
    chunker = _chunker(
        preset,
        detectors,
        target_size=size,
        overlap=overlap[0],
        overlap_unit=overlap[1],
        min_size=min_size,
    )
    raw = docgen.raw_variant(doc.text, style)
    chunks = chunker.chunk_with_metadata(raw)
    note(f"{chunker!r}\n{raw!r}")
    assert docgen.check(raw, chunker, chunks) == []
    assert docgen.glue_problems(doc, chunks, _active(preset)) == []
    assert chunker.chunk_with_metadata(raw) == chunks  # deterministic
    assert chunker.chunk(raw) == [c.text for c in chunks]


# -- real documents ------------------------------------------------------------------------


@pytest.mark.parametrize("combo", COMBOS, ids=[f"{p}-{d}" for p, d in COMBOS])
def test_guarantees_on_real_documents(
    docgen: ModuleType, real_docs: dict[str, str], combo: tuple[str, str]
) -> None:
    preset, detectors = combo
    for size, overlap in ((2000, 0), (500, 2)):
        chunker = _chunker(preset, detectors, target_size=size, overlap=overlap)
        for name, text in real_docs.items():
            chunks = chunker.chunk_with_metadata(text)
            assert chunks, name
            assert docgen.check(text, chunker, chunks) == [], (name, size)
