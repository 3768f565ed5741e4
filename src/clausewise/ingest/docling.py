"""Docling ingestion: a ``DoclingDocument``'s section headers are the document's structure.

Duck-typed on the document's ``iterate_items()``: titles and section headers (with their
``level``) become headings; text, paragraphs, footnotes, code, formulas and list items become
body text; tables are written one row per line (``cell | cell``), so an oversized table splits
between rows; captions come once, where the converter put them (or before their table or
picture when the converter only referenced them). Page headers and footers, and every item
outside the body content layer, are page furniture (see :mod:`clausewise.ingest.render`).

``docling-core`` is imported only to read a serialised document (JSON text, bytes or a dict)
and to ask ``iterate_items`` for every content layer; install it with
``pip install 'clausewise[docling]'``.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

from ..legal.jurisdiction import Jurisdiction, JurisdictionProfile, get_profile
from .document import IngestedDocument
from .render import TextBuilder, check_furniture

__all__ = ["from_docling"]

_FURNITURE_LABELS = frozenset({"page_header", "page_footer"})
_PICTURES = frozenset({"picture", "chart"})


def from_docling(
    document: Any,
    jurisdiction: str | Jurisdiction | JurisdictionProfile = "uk",
    *,
    furniture: str = "end",
    source: str | None = None,
) -> IngestedDocument:
    """Ingest a ``DoclingDocument`` (or its JSON as ``str``/``bytes``, or its ``dict``).

    ``furniture`` is ``"end"`` (default), ``"inline"`` or ``"drop"``; ``source`` defaults to
    the document's ``origin.filename`` or ``name``.
    """
    check_furniture(furniture)
    doc = _load(document)
    profile = get_profile(jurisdiction)
    builder = TextBuilder(furniture)
    seen: set[str] = set()
    numbers: dict[str, int] = {}
    for item in _items(doc):
        _add(builder, doc, item, seen, numbers)
    return builder.finish(profile, source="docling", origin=source or _origin(doc))


def _load(document: Any) -> Any:
    if not isinstance(document, (str, bytes, bytearray, dict)):
        if not callable(getattr(document, "iterate_items", None)):
            from ..errors import InputError

            raise InputError(
                f"from_docling expects a DoclingDocument (or its JSON), "
                f"got {type(document).__name__}"
            )
        return document
    cls = _docling_types(required=True).DoclingDocument
    if isinstance(document, dict):
        return cls.model_validate(document)
    return cls.model_validate_json(document)


def _docling_types(*, required: bool) -> Any:
    """``docling_core.types.doc``, imported on demand (typed ``Any``: the extra is optional)."""
    try:
        return importlib.import_module("docling_core.types.doc")
    except ImportError as exc:
        if not required:
            return None
        raise ImportError(
            "reading a serialised Docling document needs docling-core: "
            "pip install 'clausewise[docling]'"
        ) from exc


def _items(doc: Any) -> Iterator[Any]:
    """Every item in reading order, furniture layers included where docling-core allows."""
    layers = _all_layers()
    try:
        pairs = doc.iterate_items(included_content_layers=layers) if layers else None
    except TypeError:
        pairs = None  # an older docling-core, or a stand-in: body items only
    for item, _level in pairs if pairs is not None else doc.iterate_items():
        yield item


def _all_layers() -> set[Any] | None:
    types = _docling_types(required=False)
    layers = getattr(types, "ContentLayer", None)
    return set(layers) if layers is not None else None


def _value(x: Any) -> str:
    return str(getattr(x, "value", x) or "")


def _add(b: TextBuilder, doc: Any, item: Any, seen: set[str], numbers: dict[str, int]) -> None:
    label = _value(getattr(item, "label", ""))
    ref = str(getattr(item, "self_ref", "") or "")
    if ref and ref in seen:
        return  # a caption already written before its table or picture
    if ref:
        seen.add(ref)
    text = getattr(item, "text", None)
    layer = _value(getattr(item, "content_layer", "body")) or "body"
    if label in _FURNITURE_LABELS or layer != "body":
        b.page_furniture(text or "")
    elif label == "title":
        # Only a title before every section header is the document's title; a later one
        # (a cover page came first, a second title) is an ordinary top-level heading.
        first = not b.headings
        b.heading(text or "", 0 if first else 1, is_title=first)
    elif label == "section_header":
        b.heading(text or "", int(getattr(item, "level", 1) or 1))
    elif label == "list_item":
        b.block(_list_line(item, text or "", numbers), item=True)
    elif label == "table" or label in _PICTURES:
        _captions(b, doc, item, seen)
        if label == "table":
            b.block(_table_text(item, doc))
        elif not getattr(item, "captions", None):
            b.skip(label)
    elif isinstance(text, str):
        b.block(text)
    else:
        b.skip(label or type(item).__name__)


def _list_line(item: Any, text: str, numbers: dict[str, int]) -> str:
    marker = str(getattr(item, "marker", "") or "").strip()
    if not marker and getattr(item, "enumerated", False):
        # Enumerated items without a marker are numbered within their list, as docling's
        # own Markdown export does, so "(1)"-style references keep a target.
        parent = str(getattr(getattr(item, "parent", None), "cref", "") or "")
        numbers[parent] = numbers.get(parent, 0) + 1
        marker = f"{numbers[parent]}."
    return f"{marker} {text}" if marker else text


def _captions(b: TextBuilder, doc: Any, item: Any, seen: set[str]) -> None:
    for ref in getattr(item, "captions", None) or ():
        cref = str(getattr(ref, "cref", "") or "")
        if not cref or cref in seen:
            continue
        seen.add(cref)
        try:
            target = ref.resolve(doc)
        except Exception:  # a dangling reference: nothing to write
            continue
        b.block(str(getattr(target, "text", "") or ""))


def _table_text(item: Any, doc: Any) -> str:
    """One row per line, cells joined by " | "; a cell spanning columns is written once."""
    grid = getattr(getattr(item, "data", None), "grid", None) or []
    rows: list[str] = []
    for row in grid:
        cells: list[str] = []
        last: tuple[int, int] | None = None
        for cell in row:
            key = (
                int(getattr(cell, "start_row_offset_idx", -1)),
                int(getattr(cell, "start_col_offset_idx", -1)),
            )
            if key == last and key != (-1, -1):
                continue
            last = key
            cells.append(" ".join(str(getattr(cell, "text", "") or "").split()))
        if any(cells):
            rows.append(" | ".join(cells))
    if rows:
        return "\n".join(rows)
    export = getattr(item, "export_to_markdown", None)
    return str(export(doc)) if callable(export) else ""


def _origin(doc: Any) -> str | None:
    origin = getattr(doc, "origin", None)
    name = getattr(origin, "filename", None) or getattr(doc, "name", None)
    return str(name) if name else None
