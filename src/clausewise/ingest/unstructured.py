"""Unstructured ingestion: ``Title`` elements are the document's headings.

Duck-typed: any object with ``.category`` (or ``.type``), ``.text`` and ``.metadata`` with
``category_depth`` works, and so do the dicts of ``elements_to_dicts`` (``"type"``, ``"text"``,
``"metadata"``). Nothing is imported from ``unstructured``.

* ``Title`` opens a heading; ``metadata.category_depth`` (0 for the top) is its level, missing
  depth counts as 0.
* ``Header``, ``Footer`` and ``PageNumber`` are page furniture: kept, by default moved to one
  final ``furniture`` node (see :mod:`clausewise.ingest.render`).
* ``ListItem`` lines stay together as one paragraph; ``Table`` contributes its text.
* Every other category (``NarrativeText``, ``UncategorizedText``, ``FigureCaption``,
  ``Address``, ``Formula``, ``CodeSnippet``, categories added later ...) is body text: an
  unknown category is kept, never dropped. ``PageBreak`` and empty elements carry no text.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..errors import InputError
from ..legal.jurisdiction import Jurisdiction, JurisdictionProfile, get_profile
from .document import IngestedDocument
from .render import TextBuilder, check_furniture

__all__ = ["from_unstructured"]

_FURNITURE = frozenset({"Header", "Footer", "PageNumber"})


def from_unstructured(
    elements: Iterable[Any],
    jurisdiction: str | Jurisdiction | JurisdictionProfile = "uk",
    *,
    furniture: str = "end",
    source: str | None = None,
) -> IngestedDocument:
    """Ingest ``unstructured`` elements in reading order.

    ``furniture`` is ``"end"`` (default), ``"inline"`` or ``"drop"``; ``source`` defaults to the
    first element's ``metadata.filename``.
    """
    check_furniture(furniture)
    if isinstance(elements, (str, bytes)) or not isinstance(elements, Iterable):
        raise InputError(
            f"from_unstructured expects an iterable of elements, got {type(elements).__name__}"
        )
    profile = get_profile(jurisdiction)
    builder = TextBuilder(furniture)
    origin = source
    for el in elements:
        category, text, meta = _parts(el)
        if origin is None:
            name = _field(meta, "filename")
            origin = str(name) if name else None
        if category == "Title":
            depth = _field(meta, "category_depth")
            builder.heading(text, int(depth) if isinstance(depth, (int, float)) else 0)
        elif category in _FURNITURE:
            builder.page_furniture(text)
        else:
            builder.block(text, item=category == "ListItem")
    return builder.finish(profile, source="unstructured", origin=origin)


def _parts(el: Any) -> tuple[str, str, Any]:
    """(category, text, metadata) of an element object or element dict."""
    if isinstance(el, dict):
        category = el.get("type") or el.get("category") or ""
        return str(category), str(el.get("text") or ""), el.get("metadata")
    category = getattr(el, "category", None) or getattr(el, "type", None) or ""
    return str(category), str(getattr(el, "text", "") or ""), getattr(el, "metadata", None)


def _field(meta: Any, name: str) -> Any:
    if meta is None:
        return None
    if isinstance(meta, dict):
        return meta.get(name)
    return getattr(meta, name, None)
