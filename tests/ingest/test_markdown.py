"""Markdown ingestion: tree against Markdown written here, chunks against the DESIGN guarantees.

Every expected span is recorded while the test assembles its Markdown (``compose``), never
found by the code under test.
"""

from __future__ import annotations

from types import ModuleType

import pytest

from clausewise.errors import InputError
from clausewise.ingest import IngestedDocument, from_markdown
from clausewise.legal.chunker import LegalChunker
from clausewise.legal.ingested import chunk_ingested
from clausewise.legal.tree import DocumentSection
from clausewise.normalize import sanitize

S = DocumentSection


def compose(*pieces: str | tuple[str, str]) -> tuple[str, dict[str, tuple[int, int]]]:
    """Join pieces; a ``(tag, text)`` piece records where its text lands."""
    out: list[str] = []
    spans: dict[str, tuple[int, int]] = {}
    pos = 0
    for piece in pieces:
        if isinstance(piece, tuple):
            tag, text = piece
            spans[tag] = (pos, pos + len(text))
        else:
            text = piece
        out.append(text)
        pos += len(text)
    return "".join(out), spans


def table(doc: IngestedDocument) -> list[tuple[object, ...]]:
    return [
        (n.kind, n.identifier, n.title, n.depth, n.section, n.start, n.heading_end, n.end, n.parent)
        for n in doc.tree.nodes
    ]


def check_chunks(doc: IngestedDocument, size: int, legal_checks: ModuleType) -> None:
    _, problems = legal_checks.ingested_problems(doc, size, min_chunk_size=8)
    assert problems == [], problems[:3]


# -- the services agreement of the spec ------------------------------------------------------

AGREEMENT = compose(
    ("title", "# Services Agreement"),
    "\n\n",
    ("h1", "## 1. Definitions"),
    "\n\n",
    ("b1", '"Services" means the services described in Schedule 1.'),
    "\n\n",
    ("h2", "## 2. Supply of the Services"),
    "\n\n",
    ("b2", "The Supplier shall provide the Services in accordance with clause 1."),
    "\n\n",
    ("h21", "### 2.1 Standard"),
    "\n\n",
    (
        "b21",
        "- with reasonable care;\n- in a timely way.\n\n"
        "| Service | Hours |\n|---|---|\n| Support | 9-5 |",
    ),
    "\n\n",
    ("hs", "## Schedule 1 — The Services"),
    "\n\n",
    ("hs1", "### Part A"),
    "\n\n",
    ("bs1", "Hosting and support."),
    "\n",
)


def test_spec_agreement_tree() -> None:
    md, at = AGREEMENT
    doc = from_markdown(md, jurisdiction="uk")
    assert doc.text == md
    assert doc.tree.title == "Services Agreement"
    assert not doc.tree.fallback

    def unit(
        kind: str,
        ident: str,
        title: str | None,
        depth: int,
        section: S,
        head: str,
        last: str,
        parent: int | None,
    ) -> tuple[object, ...]:
        return (kind, ident, title, depth, section, *at[head], at[last][1], parent)

    assert table(doc) == [
        unit("preamble", "Preamble", None, 1, S.PREAMBLE, "title", "title", None),
        unit("clause", "1", "Definitions", 1, S.DEFINITIONS, "h1", "b1", None),
        unit("clause", "2", "Supply of the Services", 1, S.OPERATIVE, "h2", "b21", None),
        unit("subclause", "2.1", "Standard", 2, S.OPERATIVE, "h21", "b21", 2),
        unit("schedule", "Schedule 1", "The Services", 1, S.SCHEDULES, "hs", "bs1", None),
        unit("part", "Part A", None, 2, S.SCHEDULES, "hs1", "bs1", 4),
    ]


@pytest.mark.parametrize("size", [16, 32, 64, 512])
def test_spec_agreement_chunks_keep_the_guarantees(size: int, legal_checks: ModuleType) -> None:
    check_chunks(from_markdown(AGREEMENT[0]), size, legal_checks)


def test_spec_agreement_paths_follow_the_headings() -> None:
    md, at = AGREEMENT
    chunks = chunk_ingested(from_markdown(md), LegalChunker(jurisdiction="uk").options)
    got = [(c.hierarchy_path, c.char_start, c.char_end, c.document_section) for c in chunks]
    assert got == [
        ("Preamble", 0, at["title"][1], S.PREAMBLE),
        ("1", at["h1"][0], at["b1"][1], S.DEFINITIONS),
        ("2", at["h2"][0], at["b21"][1], S.OPERATIVE),
        ("Schedule 1", at["hs"][0], at["bs1"][1], S.SCHEDULES),
    ]
    # A small capacity splits clause 2: pieces under 2.1 carry its path and their ancestors.
    options = LegalChunker(max_chunk_size=24, min_chunk_size=4).options
    small = chunk_ingested(from_markdown(md), options)
    under = [c for c in small if at["h21"][0] <= c.char_start < at["b21"][1]]
    assert len(under) >= 2 and all(c.hierarchy_path == "2 > 2.1" for c in under)
    lines = {line for c in under for line in c.original_header.splitlines()}
    assert "2 Supply of the Services" in lines
    assert lines <= {"2 Supply of the Services", "2.1 Standard", "2", "2.1"}


# -- heading syntax --------------------------------------------------------------------------


def test_setext_closing_hashes_emphasis_and_escapes() -> None:
    md, at = compose(
        ("h1", "Terms of Use\n============"),
        "\n\n",
        ("intro", "Intro."),
        "\n\n",
        ("h2", "## **1\\. Accounts** ##"),
        "\n\nYou need one.\n\n",
        ("h3", "2\\. Fees\n-------"),
        "\n\nFree.\n",
    )
    doc = from_markdown(md)
    assert doc.tree.title == "Terms of Use"
    got = [(n.identifier, n.title, n.depth, n.start, n.heading_end) for n in doc.tree.nodes]
    assert got == [
        ("Preamble", None, 1, 0, at["h1"][1]),
        ("1", "Accounts", 1, at["h2"][0], at["h2"][1]),
        ("2", "Fees", 1, at["h3"][0], at["h3"][1]),
    ]
    assert doc.tree.nodes[0].end == at["intro"][1]


def test_a_numbered_list_item_underlined_is_a_list_and_a_rule() -> None:
    # CommonMark: "2. Fees" opens an ordered list, so the dashes below are a thematic break.
    doc = from_markdown("## 1. Terms\n\nText.\n\n2. Fees\n-------\n\nFree.\n")
    assert [n.identifier for n in doc.tree.nodes] == ["1"]


def test_code_front_matter_lists_and_rules_open_nothing() -> None:
    md = (
        "---\ntitle: Policy\nversion: 2\n---\n\n"
        "# 1. Scope\n\n"
        "```python\n# not a heading\nSetext\n---\n```\n\n"
        "~~~\n## nor this\n~~~\n\n"
        "- a list item\n---\n\n"
        "===\n\n"
        "    # indented code\n\n"
        "#hashtag is no heading\n\n"
        "####### seven hashes neither\n\n"
        "# 2. Data\n\nText.\n"
    )
    doc = from_markdown(md)
    kinds = [(n.kind, n.identifier) for n in doc.tree.nodes]
    assert kinds == [("preamble", "Preamble"), ("clause", "1"), ("clause", "2")]
    assert doc.tree.nodes[0].end == md.index("\n---\n\n") + 4  # front matter is preamble text
    assert doc.tree.title is None


def test_levels_are_rebased_and_gaps_closed() -> None:
    md, at = compose(
        ("a", "### Part One"), "\n\nx\n\n",
        ("b", "##### Deep"), "\n\ny\n\n",
        ("c", "#### Middle"), "\n\nz\n\n",
        ("d", "### Part Two"), "\n\nw\n",
    )  # fmt: skip
    doc = from_markdown(md)
    got = [(n.identifier, n.depth, n.parent, n.start, n.end) for n in doc.tree.nodes]
    assert got == [
        ("Part One", 1, None, at["a"][0], at["c"][1] + len("\n\nz")),
        ("Deep", 2, 0, at["b"][0], at["b"][1] + len("\n\ny")),
        ("Middle", 2, 0, at["c"][0], at["c"][1] + len("\n\nz")),
        ("Part Two", 1, None, at["d"][0], at["d"][1] + len("\n\nw")),
    ]
    assert doc.tree.title is None  # two headings share the shallowest level: no title


def test_a_numbered_lone_top_heading_is_a_unit_not_the_title() -> None:
    doc = from_markdown("# Article 1 — Scope\n\n## 1.1 Goods\n\nText.\n\n## 1.2 Services\n\nMore.")
    assert doc.tree.title is None
    assert [(n.identifier, n.depth) for n in doc.tree.nodes] == [
        ("Article 1", 1),
        ("1.1", 2),
        ("1.2", 2),
    ]


def test_sections_from_heading_words() -> None:
    md, _ = compose(
        ("bg", "## Background"), "\n\n(A) The parties wish to trade.\n\n",
        ("d", "## Definitions and Interpretation"), "\n\nTerms.\n\n",
        ("d1", "### 1.1 Defined terms"), "\n\nMore terms.\n\n",
        ("op", "## 2. Payment"), "\n\nPay.\n\n",
        ("an", "## Annexes"), "\n\n",
        ("a1", "### Annex I"), "\n\nData.\n\n",
        ("sg", "## Signatures"), "\n\nSigned.\n",
    )  # fmt: skip
    doc = from_markdown(md)
    got = [(n.kind, n.identifier, n.section) for n in doc.tree.nodes]
    assert got == [
        ("recitals", "Background", S.RECITALS),
        ("heading", "Definitions and Interpretation", S.DEFINITIONS),
        ("subclause", "1.1", S.DEFINITIONS),
        ("clause", "2", S.OPERATIVE),
        ("heading", "Annexes", S.SCHEDULES),
        ("annex", "Annex I", S.SCHEDULES),
        ("signatures", "Signatures", S.SIGNATURES),
    ]


def test_signature_block_after_the_last_heading_is_its_own_unit() -> None:
    md, at = compose(
        ("h", "## 9. Governing law"),
        "\n\n",
        ("b", "English law governs this Agreement."),
        "\n\n",
        ("sig", "IN WITNESS WHEREOF the parties have signed.\n\nSigned by A for the Supplier"),
        "\n",
    )
    nodes = from_markdown(md).tree.nodes
    assert [(n.kind, n.start, n.end, n.section) for n in nodes] == [
        ("clause", at["h"][0], at["b"][1], S.OPERATIVE),
        ("signatures", at["sig"][0], at["sig"][1], S.SIGNATURES),
    ]


def test_no_headings_packs_plain_text(legal_checks: ModuleType) -> None:
    doc = from_markdown("Just a paragraph.\n\nAnd another one, with *emphasis*.")
    assert doc.tree.fallback and doc.tree.nodes == ()
    chunks = chunk_ingested(doc, LegalChunker().options)
    assert [c.char_start for c in chunks] == [0]
    check_chunks(doc, 16, legal_checks)


def test_offsets_index_the_sanitised_markdown() -> None:
    raw = "\ufeff# Terms\r\n\r\n## 1. Caf\u0065\u0301\r\n\r\nBody.\r\n"
    doc = from_markdown(raw)
    assert doc.text == sanitize(raw)
    node = doc.tree.nodes[1]
    assert doc.text[node.start : node.heading_end] == "## 1. Caf\u00e9"
    assert node.title == "Caf\u00e9"


def test_bad_input() -> None:
    with pytest.raises(InputError, match="bytes"):
        from_markdown(b"# x")  # type: ignore[arg-type]
    assert chunk_ingested(from_markdown("  \n\n "), LegalChunker().options) == []
