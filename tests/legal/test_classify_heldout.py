"""Clause typing on held-out text written for this test: contracts and terms of service in US,
UK and EU drafting, with and without headings, and thin sub-clauses that inherit their type.

The documents are in ``tests/data/written/heldout_clauses``; the file name gives the document
type and the jurisdiction profile (``contract_uk_...``, ``terms_us_...``). A paragraph opening
with ``@type`` is labelled with the type a lawyer would give it; the marker is removed before
chunking and the paragraph (up to the next blank line) is the labelled span. A span is scored
like the corpus benchmark scores a lawyer's span: the clause typing of the span itself (the
type holding most of its characters), top-1 on the primary type, top-2 also on the secondary.

The clauses were written from general drafting practice, not to suit the keyword lists, so the
figures stand for text the classifier has not seen; the floors sit a little below the figures
measured when the set was added, so a regression fails.

``python tests/legal/test_classify_heldout.py`` prints every miss and the per-type figures.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from clausewise import LegalChunker
from clausewise.legal.pipeline import run
from clausewise.legal.types import ClauseType

DATA = Path(__file__).resolve().parent.parent / "data" / "written" / "heldout_clauses"
_MARK = re.compile(r"^@([a-z_]+) ", re.MULTILINE)
DOC_TYPES = {"contract": "contract", "terms": "terms_conditions"}

# Measured when the set was added (383 spans: top-1 92.4%, top-2 97.9%, weakest type's top-2
# 83.3%; the keyword lists before that session scored 83.0% and 92.4%), less a small margin.
MIN_TOP1 = 0.90
MIN_TOP2 = 0.96
MIN_TYPE_TOP2 = 0.80  # the weakest type's top-2 share


@dataclass(frozen=True, slots=True)
class Span:
    doc: str
    start: int
    end: int
    want: ClauseType


@dataclass(frozen=True, slots=True)
class Outcome:
    span: Span
    text: str
    got: ClauseType
    secondary: ClauseType | None

    @property
    def top1(self) -> bool:
        return self.got is self.span.want

    @property
    def top2(self) -> bool:
        return self.top1 or self.secondary is self.span.want


def read(path: Path) -> tuple[str, list[Span]]:
    """The document without its markers, and its labelled spans."""
    raw = path.read_text(encoding="utf-8")
    parts: list[str] = []
    spans: list[Span] = []
    pos = 0
    length = 0
    for m in _MARK.finditer(raw):
        parts.append(raw[pos : m.start()])
        length += m.start() - pos
        pos = m.end()
        stop = raw.find("\n\n", pos)
        stop = len(raw) if stop < 0 else stop
        spans.append(Span(path.name, length, length + stop - pos, ClauseType(m.group(1))))
    parts.append(raw[pos:])
    text = "".join(parts)
    return text, spans


def outcomes(path: Path) -> list[Outcome]:
    text, spans = read(path)
    kind, profile = path.stem.split("_")[:2]
    chunker = LegalChunker(jurisdiction=profile, doc_type=DOC_TYPES[kind])
    result = run(text, chunker.options)
    assert result.document.text == text, "normalisation moved the labelled spans"
    typer = result.enrichment.typer
    assert typer is not None
    out: list[Outcome] = []
    for span in spans:
        got = typer(span.start, span.end)
        out.append(Outcome(span, text[span.start : span.end], got.clause_type, got.secondary))
    return out


def all_outcomes() -> list[Outcome]:
    return [o for path in sorted(DATA.glob("*.txt")) for o in outcomes(path)]


def shares(found: list[Outcome]) -> tuple[float, float]:
    n = len(found)
    return sum(o.top1 for o in found) / n, sum(o.top2 for o in found) / n


def by_type(found: list[Outcome]) -> dict[ClauseType, list[Outcome]]:
    out: dict[ClauseType, list[Outcome]] = {}
    for o in found:
        out.setdefault(o.span.want, []).append(o)
    return out


def test_every_type_has_five_held_out_clauses() -> None:
    counts = Counter(o.span.want for o in all_outcomes())
    missing = [t.value for t in ClauseType if t is not ClauseType.UNKNOWN and counts[t] < 5]
    assert not missing


def test_held_out_clauses_are_typed_as_a_lawyer_would() -> None:
    found = all_outcomes()
    top1, top2 = shares(found)
    assert top1 >= MIN_TOP1
    assert top2 >= MIN_TOP2
    weakest = min(shares(group)[1] for group in by_type(found).values())
    assert weakest >= MIN_TYPE_TOP2


def _report() -> None:
    found = all_outcomes()
    for o in found:
        if not o.top1:
            mark = "2" if o.top2 else "x"
            second = o.secondary.value if o.secondary else "-"
            print(f"{mark} {o.span.want.value:24} got {o.got.value:24} / {second:24} "
                  f"{o.span.doc[:22]:22} {o.text[:70]!r}")
    print()
    for ctype, group in sorted(by_type(found).items(), key=lambda kv: kv[0].value):
        a, b = shares(group)
        print(f"{ctype.value:26} {len(group):3}  top1 {a:6.1%}  top2 {b:6.1%}")
    a, b = shares(found)
    print(f"{'all':26} {len(found):3}  top1 {a:6.1%}  top2 {b:6.1%}")


if __name__ == "__main__":
    _report()
