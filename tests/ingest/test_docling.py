"""Docling ingestion on real ``DoclingDocument`` objects built with docling-core's own API."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from clausewise.errors import ConfigError, InputError
from clausewise.ingest import IngestedDocument, from_docling
from clausewise.legal.chunker import LegalChunker
from clausewise.legal.ingested import chunk_ingested
from clausewise.legal.tree import DocumentSection

doc_types = pytest.importorskip("docling_core.types.doc")

S = DocumentSection
HEADER = "CONFIDENTIAL — Project Atlas"

# The text the adapter must lay out, written by hand: headings on their own line, blocks
# separated by a blank line, list items on consecutive lines, a table one row per line with
# its spanning title cell once, the caption before the table, page furniture at the end.
PARTS = [
    ("title", "Master Services Agreement"),
    ("pre", "This Agreement is made between Atlas Ltd and Borealis plc."),
    ("h1", "1. Definitions"),
    ("b1", '"Services" means the services in Schedule 1.'),
    ("l1", "(a) the Supplier;\n(b) the Customer."),
    ("h2", "2. Fees"),
    ("h21", "2.1 Invoicing"),
    ("b21", "Invoices are due within 30 days."),
    ("cap", "Table 1: Charges"),
    ("tab", "Charges\nItem | GBP\nHosting | 5,000\nSupport | 1,000"),
    ("hs", "SCHEDULE 1 - SERVICES"),
    ("ls", "1. Hosting\n2. Support"),
    ("fn", "1 Excluding VAT."),
    ("furn", f"{HEADER}\n\nPage 1 of 2\n\n{HEADER}\n\nPage 2 of 2"),
]


def expected() -> tuple[str, dict[str, tuple[int, int]]]:
    spans: dict[str, tuple[int, int]] = {}
    pos = 0
    for tag, text in PARTS:
        spans[tag] = (pos, pos + len(text))
        pos += len(text) + 2
    return "\n\n".join(text for _, text in PARTS), spans


def build() -> Any:
    d = doc_types
    doc = d.DoclingDocument(
        name="msa",
        origin=d.DocumentOrigin(filename="msa.pdf", mimetype="application/pdf", binary_hash=7),
    )
    furniture = d.ContentLayer.FURNITURE
    doc.add_text(d.DocItemLabel.PAGE_HEADER, HEADER, content_layer=furniture)
    doc.add_title("Master Services Agreement")
    doc.add_text(d.DocItemLabel.TEXT, "This Agreement is made between Atlas Ltd and Borealis plc.")
    doc.add_heading("1. Definitions", level=1)
    doc.add_text(d.DocItemLabel.PARAGRAPH, '"Services" means the services in Schedule 1.')
    group = doc.add_list_group()
    doc.add_list_item("the Supplier;", enumerated=True, marker="(a)", parent=group)
    doc.add_list_item("the Customer.", enumerated=True, marker="(b)", parent=group)
    doc.add_heading("2. Fees", level=1)
    doc.add_heading("2.1 Invoicing", level=2)
    doc.add_text(d.DocItemLabel.TEXT, "Invoices are due within 30 days.")
    doc.add_text(d.DocItemLabel.PAGE_FOOTER, "Page 1 of 2", content_layer=furniture)
    doc.add_text(d.DocItemLabel.PAGE_HEADER, HEADER, content_layer=furniture)
    caption = doc.add_text(d.DocItemLabel.CAPTION, "Table 1: Charges")
    doc.add_table(_table(d), caption=caption)
    doc.add_heading("SCHEDULE 1 - SERVICES", level=1)
    group = doc.add_list_group()
    doc.add_list_item("Hosting", enumerated=True, parent=group)
    doc.add_list_item("Support", enumerated=True, parent=group)
    doc.add_picture()  # no caption, no text: noted, nothing to write
    doc.add_text(d.DocItemLabel.FOOTNOTE, "1 Excluding VAT.")
    doc.add_text(d.DocItemLabel.PAGE_FOOTER, "Page 2 of 2", content_layer=furniture)
    return doc


def _table(d: Any) -> Any:
    data = d.TableData(num_rows=4, num_cols=2)
    cell = d.TableCell
    data.table_cells.append(
        cell(text="Charges", start_row_offset_idx=0, end_row_offset_idx=1,
             start_col_offset_idx=0, end_col_offset_idx=2, col_span=2, column_header=True)
    )  # fmt: skip
    rows = [("Item", "GBP"), ("Hosting", "5,000"), ("Support", "1,000")]
    for r, row in enumerate(rows, start=1):
        for c, text in enumerate(row):
            data.table_cells.append(
                cell(text=text, start_row_offset_idx=r, end_row_offset_idx=r + 1,
                     start_col_offset_idx=c, end_col_offset_idx=c + 1)
            )  # fmt: skip
    return data


def test_text_layout_and_tree() -> None:
    text, at = expected()
    doc = from_docling(build(), jurisdiction="uk")
    assert doc.text == text
    assert doc.source == "msa.pdf"
    assert doc.tree.title == "Master Services Agreement"
    got = [
        (n.kind, n.identifier, n.title, n.depth, n.section, n.start, n.heading_end, n.end)
        for n in doc.tree.nodes
    ]
    f = S.OPERATIVE
    assert got == [
        ("preamble", "Preamble", None, 1, S.PREAMBLE, 0, at["title"][1], at["pre"][1]),
        ("clause", "1", "Definitions", 1, S.DEFINITIONS, *at["h1"], at["l1"][1]),
        ("clause", "2", "Fees", 1, S.OPERATIVE, *at["h2"], at["tab"][1]),
        ("subclause", "2.1", "Invoicing", 2, S.OPERATIVE, *at["h21"], at["tab"][1]),
        ("schedule", "Schedule 1", "SERVICES", 1, S.SCHEDULES, *at["hs"], at["fn"][1]),
        (
            "furniture",
            "Page furniture",
            "Page headers and footers",
            1,
            f,
            at["furn"][0],
            *at["furn"],
        ),
    ]
    assert doc.tree.notes == (
        "ingested from docling",
        "page furniture: 4 blocks moved to the final 'Page furniture' node",
        "skipped 1 picture item(s) without text",
    )


def test_serialised_forms_give_the_same_document() -> None:
    doc = build()
    direct = from_docling(doc)
    assert from_docling(doc.model_dump_json()) == direct
    assert from_docling(doc.model_dump_json().encode()) == direct
    assert from_docling(doc.export_to_dict()) == direct


def test_furniture_inline_and_drop() -> None:
    inline = from_docling(build(), furniture="inline")
    assert inline.text.startswith(f"{HEADER}\n\nMaster Services Agreement\n\nThis Agreement")
    assert "Invoices are due within 30 days.\n\nPage 1 of 2\n\n" + HEADER in inline.text
    assert [n.kind for n in inline.tree.nodes][-1] == "schedule"
    assert "kept where the converter placed them" in inline.tree.notes[1]
    dropped = from_docling(build(), furniture="drop")
    assert HEADER not in dropped.text and "Page 1 of 2" not in dropped.text
    assert dropped.tree.notes[1] == "page furniture: 4 blocks dropped (furniture='drop')"
    with pytest.raises(ConfigError, match="'end', 'inline', 'drop'"):
        from_docling(build(), furniture="hide")
    with pytest.raises(InputError, match="list"):
        from_docling([1, 2])


@pytest.mark.parametrize("size", [16, 32, 512])
def test_chunks_keep_the_guarantees(size: int, legal_checks: ModuleType) -> None:
    doc = from_docling(build())
    _, problems = legal_checks.ingested_problems(doc, size, min_chunk_size=4)
    assert problems == [], problems[:3]


def test_paths_follow_the_headings_and_furniture_stays_apart() -> None:
    doc: IngestedDocument = from_docling(build())
    _, at = expected()
    chunks = chunk_ingested(doc, LegalChunker(max_chunk_size=512).options, document_id="msa-1")
    assert [(c.hierarchy_path, c.char_start, c.char_end) for c in chunks] == [
        ("Preamble", 0, at["pre"][1]),
        ("1", at["h1"][0], at["l1"][1]),
        ("2", at["h2"][0], at["tab"][1]),
        ("Schedule 1", at["hs"][0], at["fn"][1]),
        ("Page furniture", at["furn"][0], at["furn"][1]),
    ]
    assert {c.document_id for c in chunks} == {"msa-1"}
    # Split small, every piece names the deepest declared unit holding it.
    units = [
        ("Preamble", 0, at["pre"][1]),
        ("1", at["h1"][0], at["l1"][1]),
        ("2", at["h2"][0], at["tab"][1]),
        ("2 > 2.1", at["h21"][0], at["tab"][1]),
        ("Schedule 1", at["hs"][0], at["fn"][1]),
        ("Page furniture", at["furn"][0], at["furn"][1]),
    ]
    small = chunk_ingested(doc, LegalChunker(max_chunk_size=12, min_chunk_size=2).options)
    for c in small:
        holders = [p for p, s, e in units if s <= c.char_start and c.char_end <= e]
        assert c.hierarchy_path == max(holders, key=len), c
    assert "2 > 2.1" in {c.hierarchy_path for c in small}
    assert all(HEADER not in c.content for c in small if c.char_start < at["furn"][0])


def test_a_title_after_a_section_header_is_an_ordinary_heading() -> None:
    d = doc_types
    doc = d.DoclingDocument(name="draft")
    doc.add_heading("Cover note", level=1)
    doc.add_text(d.DocItemLabel.TEXT, "Draft for discussion.")
    doc.add_title("Supply Agreement")
    doc.add_heading("1. Scope", level=1)
    doc.add_text(d.DocItemLabel.TEXT, "The Supplier supplies.")
    ingested = from_docling(doc)
    assert ingested.source == "draft"
    assert ingested.tree.title is None
    assert [(n.identifier, n.depth, n.parent) for n in ingested.tree.nodes] == [
        ("Cover note", 1, None),
        ("Supply Agreement", 1, None),
        ("1", 1, None),
    ]
