"""Custom heading detection: a profile's ``detect_heading`` callable decides per line.

The callable receives each line (without its newline) and returns ``(depth, identifier)`` or
None. Depths are clamped so the nodes form a proper tree (a node is at most one level deeper
than the one before it). Text before the first heading is the preamble.
"""

from __future__ import annotations

from ..jurisdiction import JurisdictionProfile
from ..tree import ClauseTree
from .contract_nodes import Proto, build_nodes, proto

__all__ = ["parse_custom"]


def parse_custom(text: str, profile: JurisdictionProfile, first: int) -> ClauseTree:
    """The tree the profile's ``detect_heading`` describes; ``fallback`` if it finds nothing."""
    detect = profile.detect_heading
    assert detect is not None
    protos: list[Proto] = []
    pos = 0
    # (declared depth, actual depth) of the open headings: a heading goes one level below the
    # nearest open heading declared shallower than itself.
    open_: list[tuple[int, int]] = []
    for line in text.split("\n"):
        got = detect(line)
        if got is not None:
            declared, ident = got
            lead = len(line) - len(line.lstrip())
            stripped = line.strip()
            if stripped:
                while open_ and open_[-1][0] >= declared:
                    open_.pop()
                depth = len(open_) + 1
                open_.append((declared, depth))
                s = pos + lead
                rest = (
                    stripped[len(ident) :].strip(" \t.:-–—") if stripped.startswith(ident) else ""
                )
                title = rest or None
                hend = s + len(stripped) if title else s
                kind = "clause" if depth == 1 else "subclause"
                protos.append(
                    proto(
                        s,
                        depth,
                        kind,
                        ident,
                        ident.split()[-1] if ident.split() else "",
                        title,
                        hend,
                    )
                )
        pos += len(line) + 1
    if not protos:
        return ClauseTree(fallback=True)
    if first < protos[0][0]:
        protos.insert(0, proto(first, 1, "preamble", "Preamble", "", None, first))
    nodes = build_nodes(text, protos, profile.definitions_headings)
    return ClauseTree(nodes=nodes, notes=("custom detect_heading",))
