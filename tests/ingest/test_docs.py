"""Every Python example in docs/ingestion.md runs."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from clausewise import LegalChunker

DOC = Path(__file__).resolve().parent.parent.parent / "docs" / "ingestion.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)


def test_the_doc_has_examples() -> None:
    assert len(BLOCKS) == 3


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_example_runs(index: int) -> None:
    code = BLOCKS[index]
    if "docling_core" in code and importlib.util.find_spec("docling_core") is None:
        pytest.skip("needs the docling extra")
    if "chunk_documents" in code and not hasattr(LegalChunker, "chunk_documents"):
        pytest.skip("LegalChunker.chunk_documents is not wired yet")
    exec(compile(code, f"ingestion.md[python block {index}]", "exec"), {"__name__": "doc"})
