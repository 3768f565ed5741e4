"""``clausewise inspect`` reports each document's own time: the process's first-call set-up
(imports, patterns compiled on first use) is spent on a small sample before the first
document, once per profile, and never counted in a document's time."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker, cli_inspect
from clausewise.cli_inspect import inspect_document

DOC = "1. Term\n\nThis Agreement lasts two years from the date in Clause 1.\n"


def test_sample_is_chunked_once_per_profile_before_the_first_document(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[tuple[str, str]] = []
    real = LegalChunker.chunk

    def spy(self: LegalChunker, text: str, *args: object, **kwargs: object) -> object:
        seen.append((self.options.profile.key, "sample" if text == cli_inspect._SAMPLE else "doc"))
        return real(self, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(LegalChunker, "chunk", spy)
    cli_inspect._warm_up.cache_clear()
    us = LegalChunker(jurisdiction="us")
    uk = LegalChunker(jurisdiction="uk")
    first = inspect_document(us, DOC, "a.txt")
    inspect_document(us, DOC, "b.txt")
    inspect_document(uk, DOC, "c.txt")
    assert seen == [("us", "sample"), ("uk", "sample")]  # the documents go through metrics
    assert first["units"] >= 1 and first["milliseconds"] > 0


def test_sample_exercises_every_stage() -> None:
    chunks, metrics = LegalChunker(jurisdiction="us").chunk_with_metrics(cli_inspect._SAMPLE)
    assert not metrics.fallback_used
    assert metrics.defined_terms >= 2 and metrics.cross_ref_resolved >= 2
    assert any(c.clause_type.value == "limitation_of_liability" for c in chunks)
