"""A Markdown rendering of the GDPR excerpt gives the gold structure and article-level chunks.

The rendering is made here from the corpus gold (``tests/data/eu/gdpr_excerpt_structure.jsonl``):
each chapter, section and article heading of the Official Journal text ("Article 5\\nPrinciples
...") becomes one ATX heading ("#### Article 5 — Principles ..."), the act's first line becomes
the ``#`` title, everything else is kept verbatim. Expected spans are carried through that
rewrite, so they never come from the code under test.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from clausewise.guarantees import violations
from clausewise.ingest import IngestedDocument, from_markdown
from clausewise.legal.chunker import LegalChunker
from clausewise.legal.ingested import run_ingested
from clausewise.legal.tree import DocumentSection
from clausewise.sizing import TokenEstimate

DATA = Path(__file__).resolve().parent.parent / "data" / "eu"
MARKS = {"chapter": "##", "section": "###", "article": "####"}
CLOSING = "This Regulation shall be binding"


@dataclass(frozen=True)
class Unit:
    kind: str
    identifier: str
    title: str | None
    parent: int | None
    start: int
    heading_end: int
    end: int

    @property
    def depth(self) -> int:
        return 1 if self.parent is None else UNITS[self.parent].depth + 1


def _render() -> tuple[str, list[Unit], str]:
    text = (DATA / "gdpr_excerpt.txt").read_text(encoding="utf-8")
    gold = [json.loads(line) for line in (DATA / "gdpr_excerpt_structure.jsonl").open()]
    heads = [r for r in gold if r["label"] in MARKS]
    title_end = text.index("\n")
    out = ["# ", text[:title_end]]
    shifts: list[tuple[int, int]] = [(0, 2)]  # (raw position, shift from there on)
    pos = title_end
    placed: list[tuple[dict[str, object], int, int]] = []
    for r in heads:
        s = int(r["start"])
        line1 = text.index("\n", s)
        line2 = text.index("\n", line1 + 1)
        assert text[line1 + 1 : line2] == r["title"]  # the fixture is what we think it is
        out.append(text[pos:s])
        at = sum(map(len, out))
        heading = f"{MARKS[str(r['label'])]} {text[s:line1]} — {r['title']}"
        out.append(heading)
        placed.append((r, at, at + len(heading)))
        shifts.append((line2, at + len(heading) - line2))
        pos = line2
    out.append(text[pos:])
    md = "".join(out)

    def to_md(raw: int) -> int:
        return raw + max(shift for where, shift in shifts if where <= raw)

    names: dict[str, int] = {}
    units = [Unit("preamble", "Preamble", None, None, 0, 0, to_md(heads[0]["start"] - 2))]
    for r, start, end in placed:
        ident = f"{str(r['label']).capitalize()} {r['number']}"
        parent = r.get("parent")
        pi = names[_ident(str(parent).split(", ")[-1])] if parent else None
        units.append(Unit(str(r["label"]), ident, str(r["title"]), pi, start, end, to_md(r["end"])))
        names[ident] = len(units) - 1
    closing = int(heads[-1]["end"]) + 2
    assert text.startswith(CLOSING, closing)
    sig = to_md(closing)
    units.append(Unit("signatures", "Signatures", None, None, sig, sig, len(md.rstrip())))
    return md, units, text[:title_end]


def _ident(ref: str) -> str:
    """ "CHAPTER III" -> "Chapter III" (the gold writes chapter references in capitals)."""
    word, number = ref.split(" ", 1)
    return f"{word.capitalize()} {number}"


MD, UNITS, TITLE = _render()


@pytest.fixture(scope="module")
def doc() -> IngestedDocument:
    return from_markdown(MD, jurisdiction="eu")


def test_tree_is_the_gold_structure(doc: IngestedDocument) -> None:
    assert doc.tree.title == TITLE
    got = [
        (n.kind, n.identifier, n.title, n.parent, n.depth, n.start, n.end)
        for n in doc.tree.nodes
        if n.kind != "preamble"
    ]
    want = [(u.kind, u.identifier, u.title, u.parent, u.depth, u.start, u.end) for u in UNITS[1:]]
    assert got == want
    assert len([u for u in UNITS if u.kind == "article"]) == 23
    # The title heading opens the preamble, which ends before Chapter I.
    pre = doc.tree.nodes[0]
    assert (pre.kind, pre.start, pre.heading_end, pre.end) == (
        "preamble",
        0,
        len("# " + TITLE),
        UNITS[0].end,
    )
    sections = {n.identifier: n.section for n in doc.tree.nodes}
    assert sections["Article 4"] == DocumentSection.DEFINITIONS
    assert sections["Article 5"] == DocumentSection.OPERATIVE
    assert sections["Signatures"] == DocumentSection.SIGNATURES


def _path(start: int, end: int) -> str:
    """Hierarchy path of the deepest gold unit containing ``[start, end)``."""
    inner = max(
        (i for i, u in enumerate(UNITS) if u.start <= start and end <= max(u.end, u.start + 1)),
        key=lambda i: UNITS[i].depth,
    )
    chain: list[str] = []
    at: int | None = inner
    while at is not None:
        chain.append(UNITS[at].identifier)
        at = UNITS[at].parent
    return " > ".join(reversed(chain))


@pytest.mark.parametrize(("size", "minimum"), [(64, 0), (128, 0), (512, 0), (512, 64), (2048, 0)])
def test_chunks_keep_the_guarantees_and_follow_the_headings(
    doc: IngestedDocument, size: int, minimum: int
) -> None:
    options = LegalChunker(jurisdiction="eu", max_chunk_size=size, min_chunk_size=minimum).options
    outcome = run_ingested(doc, options)
    chunks = outcome.chunks
    spans = [(c.char_start, c.char_end) for c in chunks]
    problems = violations(
        doc.text,
        spans,
        contents=[c.content for c in chunks],
        prefixes=[c.original_header for c in chunks],
        sizer=TokenEstimate(4),
        capacity=size,
    )
    assert problems == [], problems[:3]
    assert outcome.metrics.chunks_spanning_multiple_top_level_clauses == 0
    assert outcome.metrics.heading_candidates_rejected == 0
    ends = [e for _, e in spans]
    orphans = [
        n.identifier
        for n in doc.tree.nodes
        if n.heading_end < n.end and any(n.start < e <= n.heading_end for e in ends)
    ]
    assert orphans == []
    assert [c.hierarchy_path for c in chunks] == [_path(s, e) for s, e in spans]


@pytest.mark.parametrize("size", [64, 128, 256, 512, 1024])
def test_articles_start_chunks(doc: IngestedDocument, size: int) -> None:
    """Article-level chunks: an article under a chapter starts a chunk (or follows its
    chapter's heading at the start of one) and no chunk crosses a section. Articles under a
    section (depth 3) are packed like other sub-units by the plan, so they are not checked."""
    chunks = run_ingested(
        doc, LegalChunker(jurisdiction="eu", max_chunk_size=size, min_chunk_size=0).options
    ).chunks
    starts = {c.char_start for c in chunks}
    for i, u in enumerate(UNITS):
        if u.kind != "article" or u.depth != 2:
            continue
        parent = UNITS[u.parent] if u.parent is not None else None
        first_child = u.parent == i - 1
        assert u.start in starts or (first_child and parent and parent.start in starts), u
    for c in chunks:
        touched = [u for u in UNITS if u.start < c.char_end and c.char_start < u.end]
        assert len([u for u in touched if u.depth == 1]) == 1, c.char_start
        assert len([u for u in touched if u.kind == "section"]) <= 1, c.char_start
