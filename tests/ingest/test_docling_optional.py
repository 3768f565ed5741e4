"""docling-core stays optional: importing the ingest package never loads it, a stand-in
document works without it, and reading serialised input without it names the extra."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from typing import Any

import pytest

from clausewise.ingest import from_docling


def test_importing_ingest_loads_no_optional_dependency() -> None:
    code = (
        "import sys, clausewise.ingest, clausewise.legal.ingested\n"
        "bad = [m for m in ('docling_core', 'docling', 'unstructured') if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@dataclass
class Item:
    label: str
    text: str
    level: int = 1


@dataclass
class StandIn:
    items: list[Item]
    name: str = "stand-in"

    def iterate_items(self) -> Any:  # no included_content_layers: an older docling-core
        return ((item, 1) for item in self.items)


def test_a_stand_in_document_works_without_docling_core(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "docling_core", None)  # any import of it now fails
    monkeypatch.setitem(sys.modules, "docling_core.types", None)
    monkeypatch.setitem(sys.modules, "docling_core.types.doc", None)
    doc = StandIn(
        [
            Item("section_header", "1. Scope"),
            Item("text", "This applies."),
            Item("page_footer", "Page 1"),
            Item("section_header", "1.1 Detail", 2),
            Item("text", "More."),
        ]
    )
    ingested = from_docling(doc)
    assert ingested.text == "1. Scope\n\nThis applies.\n\n1.1 Detail\n\nMore.\n\nPage 1"
    assert [(n.identifier, n.depth) for n in ingested.tree.nodes] == [
        ("1", 1),
        ("1.1", 2),
        ("Page furniture", 1),
    ]
    assert ingested.source == "stand-in"
    with pytest.raises(ImportError, match=r"clausewise\[docling\]"):
        from_docling('{"name": "x"}')
