"""Real licences from outside the shared corpus parse to the outline they lay out.

Six licence texts ship in ``tests/data/licences`` with their outlines read by hand from each
document's own layout (``outlines.jsonl``, see ``tests/data/README.md``); the scorer is
shared with ``benchmarks/outlines.py``. Every unit must be found and placed under the right
parent, with no node that matches none.
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from clausewise import LegalChunker

DATA = Path(__file__).resolve().parents[2] / "data" / "licences"


@pytest.mark.parametrize(
    "doc",
    [
        "GPL-3.0.txt",
        "LGPL-2.1.txt",
        "Apache-2.0.txt",
        "GFDL-1.3.txt",
        "MPL-2.0.txt",
        "Python-3.10-LICENSE.txt",
    ],
)
@pytest.mark.parametrize("jurisdiction", ["us", "uk"])
def test_licence_outline(doc: str, jurisdiction: str, outlines: ModuleType) -> None:
    gold = outlines.load_gold(DATA / "outlines.jsonl")[doc]
    text = LegalChunker.sanitize((DATA / doc).read_text(encoding="utf-8"))
    got = outlines.score(LegalChunker(jurisdiction=jurisdiction).parse_structure(text), gold, text)
    assert got.missed == []
    assert got.found == got.units
    assert got.parent_right == got.found
    assert got.extra == 0
