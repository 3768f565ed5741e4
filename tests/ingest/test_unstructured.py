"""Unstructured ingestion on stand-in elements (the adapter is duck-typed on
``.category``/``.text``/``.metadata``; ``unstructured`` itself is not needed)."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pytest

from clausewise.errors import ConfigError, InputError
from clausewise.ingest import from_unstructured
from clausewise.legal.tree import DocumentSection

S = DocumentSection


@dataclass
class Meta:
    category_depth: int | None = None
    filename: str | None = "lease.pdf"
    page_number: int = 1


@dataclass
class El:
    category: str
    text: str
    metadata: Meta = field(default_factory=Meta)


def title(text: str, depth: int | None) -> El:
    return El("Title", text, Meta(category_depth=depth))


ELEMENTS = [
    El("Header", "Lease — Unit 4, Dock Road"),
    title("COMMERCIAL LEASE", 0),
    El("NarrativeText", "This Lease is dated 1 May 2024."),
    title("1. The Premises", 1),
    El("NarrativeText", "The Landlord lets the Premises to the Tenant."),
    title("1.1 Access", 2),
    El("ListItem", "(a) at all reasonable times;"),
    El("ListItem", "(b) on 48 hours' notice."),
    El("PageNumber", "1"),
    El("PageBreak", ""),
    El("Footer", "Initials: ____"),
    title("2. Rent", 1),
    El("Table", "Year Rent 1 £10,000 2 £11,000"),
    El("FigureCaption", "Figure 1: Site plan"),
    El("SomethingNew", "A category this adapter has never heard of is kept."),
    El("NarrativeText", "IN WITNESS WHEREOF the parties have signed this Lease."),
]

PARTS = [
    ("title", "COMMERCIAL LEASE"),
    ("pre", "This Lease is dated 1 May 2024."),
    ("h1", "1. The Premises"),
    ("b1", "The Landlord lets the Premises to the Tenant."),
    ("h11", "1.1 Access"),
    ("l11", "(a) at all reasonable times;\n(b) on 48 hours' notice."),
    ("h2", "2. Rent"),
    ("tab", "Year Rent 1 £10,000 2 £11,000"),
    ("fig", "Figure 1: Site plan"),
    ("new", "A category this adapter has never heard of is kept."),
    ("sig", "IN WITNESS WHEREOF the parties have signed this Lease."),
    ("furn", "Lease — Unit 4, Dock Road\n\n1\n\nInitials: ____"),
]


def expected() -> tuple[str, dict[str, tuple[int, int]]]:
    spans: dict[str, tuple[int, int]] = {}
    pos = 0
    for tag, text in PARTS:
        spans[tag] = (pos, pos + len(text))
        pos += len(text) + 2
    return "\n\n".join(text for _, text in PARTS), spans


def test_text_and_tree() -> None:
    text, at = expected()
    doc = from_unstructured(ELEMENTS, jurisdiction="uk")
    assert doc.text == text
    assert doc.source == "lease.pdf"
    assert doc.tree.title == "COMMERCIAL LEASE"
    got = [
        (n.kind, n.identifier, n.title, n.depth, n.parent, n.section, n.start, n.heading_end, n.end)
        for n in doc.tree.nodes
    ]
    op = S.OPERATIVE
    assert got == [
        ("preamble", "Preamble", None, 1, None, S.PREAMBLE, 0, at["title"][1], at["pre"][1]),
        ("clause", "1", "The Premises", 1, None, op, *at["h1"], at["l11"][1]),
        ("subclause", "1.1", "Access", 2, 1, op, *at["h11"], at["l11"][1]),
        ("clause", "2", "Rent", 1, None, op, *at["h2"], at["new"][1]),
        ("signatures", "Signatures", None, 1, None, S.SIGNATURES, at["sig"][0], *at["sig"]),
        ("furniture", "Page furniture", "Page headers and footers", 1, None, op, at["furn"][0],
         *at["furn"]),
    ]  # fmt: skip
    assert doc.tree.notes == (
        "ingested from unstructured",
        "page furniture: 3 blocks moved to the final 'Page furniture' node",
    )


def test_element_dicts_work_too() -> None:
    dicts: list[dict[str, Any]] = [
        {"type": e.category, "text": e.text, "metadata": vars(e.metadata)} for e in ELEMENTS
    ]
    assert from_unstructured(dicts) == from_unstructured(ELEMENTS)


def test_depths_are_rebased_and_missing_depth_is_top() -> None:
    els = [title("Part A", None), El("NarrativeText", "x"), title("Detail", 3), El("Text", "y")]
    doc = from_unstructured(els, source="given.pdf")
    assert doc.source == "given.pdf"
    assert [(n.identifier, n.depth, n.parent) for n in doc.tree.nodes] == [
        ("Part A", 1, None),
        ("Detail", 2, 0),
    ]


def test_furniture_modes_and_bad_input() -> None:
    inline = from_unstructured(ELEMENTS, furniture="inline")
    assert inline.text.startswith("Lease — Unit 4, Dock Road\n\nCOMMERCIAL LEASE")
    assert "notice.\n\n1\n\nInitials: ____\n\n2. Rent" in inline.text
    dropped = from_unstructured(ELEMENTS, furniture="drop")
    assert "Initials" not in dropped.text and "Dock Road" not in dropped.text
    assert dropped.tree.notes[-1] == "page furniture: 3 blocks dropped (furniture='drop')"
    with pytest.raises(ConfigError, match="furniture must be one of"):
        from_unstructured(ELEMENTS, furniture="hidden")
    with pytest.raises(InputError, match="str"):
        from_unstructured("COMMERCIAL LEASE")
    assert from_unstructured([]).tree.fallback


@pytest.mark.parametrize("size", [16, 24, 512])
def test_chunks_keep_the_guarantees_and_paths(size: int, legal_checks: ModuleType) -> None:
    doc = from_unstructured(ELEMENTS)
    _, at = expected()
    chunks, problems = legal_checks.ingested_problems(doc, size, min_chunk_size=4)
    assert problems == [], problems[:3]
    units = [
        ("Preamble", 0, at["pre"][1]),
        ("1", at["h1"][0], at["l11"][1]),
        ("1 > 1.1", at["h11"][0], at["l11"][1]),
        ("2", at["h2"][0], at["new"][1]),
        ("Signatures", at["sig"][0], at["sig"][1]),
        ("Page furniture", at["furn"][0], at["furn"][1]),
    ]
    for c in chunks:
        holders = [p for p, s, e in units if s <= c.char_start and c.char_end <= e]
        assert holders and c.hierarchy_path == max(holders, key=len), c
