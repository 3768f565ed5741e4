"""Chunking keeps no reference to the document once it returns: a service that chunks one
large filing after another must not hold the last one alive (a cache keyed by the whole
text would)."""

from __future__ import annotations

import gc
import sys

from clausewise import LegalChunker

# A filing whose pages repeat a running footer, and references with words before them on
# their line: the footer check reads the document's repeated lines.
_PAGE = (
    "{n}. Services\n\n"
    "The Supplier shall perform the Services described in Section {n} and Exhibit A.\n\n"
    "FDD Exhibit H-{n}\n\n"
)


def _document() -> str:
    # Built at run time: a fresh string object that only this test refers to.
    return "MASTER SERVICES AGREEMENT\n\n" + "".join(_PAGE.format(n=n) for n in range(1, 40))


def test_chunking_keeps_no_reference_to_the_text() -> None:
    text = _document()
    before = sys.getrefcount(text)
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(text)
    refs = [r for c in chunks for r in c.cross_references]
    assert any(r.raw_text.startswith("Section") for r in refs)  # the footer check ran
    del chunks, refs
    gc.collect()
    assert sys.getrefcount(text) == before


def test_footer_is_still_no_reference() -> None:
    text = _document()
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(text)
    raws = [r.raw_text for c in chunks for r in c.cross_references]
    assert "Exhibit A" in raws
    assert not any(r.startswith("Exhibit H") for r in raws)  # "FDD Exhibit H-n": a footer
