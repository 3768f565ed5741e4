"""``chunk_ingested``: the legal pipeline on a tree found elsewhere.

Fed the tree ``chunk`` itself would parse, it must give exactly ``chunk``'s chunks: that is what
"the same pipeline, minus heading detection" means. A tree that does not fit its text is refused
before it can break an invariant downstream.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from clausewise.errors import InputError
from clausewise.legal.chunker import LegalChunker
from clausewise.legal.ingested import chunk_ingested, run_ingested
from clausewise.legal.pipeline import parse_tree
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection
from clausewise.normalize import normalize, sanitize

DATA = Path(__file__).resolve().parent.parent / "data"
DOCS = [
    ("eu", DATA / "eu" / "gdpr_excerpt.txt"),
    ("us", next((DATA / "cuad").glob("Musclepharm*.txt"))),
    ("uk", DATA / "claudette" / "en_Google.txt"),
]


@dataclass(frozen=True)
class Structured:
    text: str
    tree: ClauseTree


@pytest.mark.parametrize(("jurisdiction", "path"), DOCS, ids=[p.name[:20] for _, p in DOCS])
@pytest.mark.parametrize("size", [128, 512])
def test_the_parsed_tree_reproduces_chunk(jurisdiction: str, path: Path, size: int) -> None:
    raw = path.read_text(encoding="utf-8")
    chunker = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=size, document_id="d")
    tree = parse_tree(normalize(raw), chunker.options)
    assert len(tree.nodes) > 10
    ingested = chunk_ingested(Structured(sanitize(raw), tree), chunker.options)
    assert ingested == chunker.chunk(raw)
    assert {c.document_id for c in ingested} == {"d"}


def node(start: int, end: int, depth: int = 1, parent: int | None = None) -> ClauseNode:
    return ClauseNode(start, end, depth, "clause", f"n{start}", "", None, start,
                      DocumentSection.OPERATIVE, parent)  # fmt: skip


TEXT = "1. One\nbody\n\n2. Two\nbody two"


@pytest.mark.parametrize(
    ("nodes", "message"),
    [
        ((node(0, 12), node(14, 99)), "not ordered within"),
        ((node(0, 12), node(10, 26)), "inside node 0 that is not its parent"),
        ((node(0, 12), node(5, 26, 2, 0)), "not inside its parent"),
        ((node(14, 26), node(15, 20, 2, 0), node(21, 25, 1, 0)), "not inside its parent"),
        ((node(0, 12, 0),), "depth 0"),
        ((node(0, 12), node(14, 26, 2, 5)), "not an open ancestor"),
    ],
)
def test_a_tree_that_does_not_fit_is_refused(nodes: tuple[ClauseNode, ...], message: str) -> None:
    with pytest.raises(InputError, match=message):
        chunk_ingested(Structured(TEXT, ClauseTree(nodes)), LegalChunker().options)


def test_text_must_be_normalised_and_objects_must_have_text_and_tree() -> None:
    good = ClauseTree((node(0, 12), node(14, 26)))
    assert len(chunk_ingested(Structured(TEXT, good), LegalChunker().options)) == 2
    with pytest.raises(InputError, match="not normalised"):
        chunk_ingested(Structured(TEXT.replace("\n", "\r\n"), good), LegalChunker().options)
    with pytest.raises(InputError, match="str"):
        chunk_ingested(TEXT, LegalChunker().options)  # type: ignore[arg-type]


def test_blank_text_gives_no_chunks_and_metrics_report_the_given_tree() -> None:
    blank = Structured("  \n", ClauseTree())
    assert chunk_ingested(blank, LegalChunker().options) == []
    tree = ClauseTree((node(0, 12), replace(node(14, 26), heading_end=20)))
    outcome = run_ingested(Structured(TEXT, tree), LegalChunker().options)
    assert outcome.tree is tree
    assert outcome.metrics.clause_count == 2
    assert [s.name for s in outcome.metrics.stage_metrics][:2] == ["normalize", "structure"]
