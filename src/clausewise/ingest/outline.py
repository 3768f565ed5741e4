"""From the headings a converter found to a :class:`ClauseTree` over the ingested text.

Every adapter ends here, so Markdown, Docling and Unstructured input give trees built by the
same rules:

* nesting follows the converter's heading levels: a heading's parent is the nearest earlier
  heading with a smaller level, and depth counts from 1 however deep the shallowest level is;
* a lone, unnumbered first heading shallower than all the others (``# Services Agreement``
  above ``## 1. ...``), or one the converter marks as the title, is the document title: it goes
  to ``ClauseTree.title`` and opens the preamble instead of enclosing the whole document;
* text before the first heading is a preamble node; a signature block after the last heading
  ("IN WITNESS WHEREOF", "Done at") is a signatures node; page furniture an adapter moved to
  the end is a ``furniture`` node, so none of it is lost and none of it is mixed into a clause;
* sections come from heading words in the jurisdiction profile's lists: definitions,
  schedules (and everything under them), recitals, signatures.

Spans follow the structure parsers: a node runs from its heading to the last non-blank
character before the next node at the same or a shallower depth.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..legal.jurisdiction import JurisdictionProfile
from ..legal.structure.contract_nodes import is_definitions_title
from ..legal.tree import ClauseNode, ClauseTree, DocumentSection
from .labels import Label, read_label

__all__ = ["Heading", "build_tree"]

_S = DocumentSection
_NON_SPACE = re.compile(r"\S")
_WORDS = re.compile(r"[a-z0-9]+(?:['’-][a-z0-9]+)*")
# Headings that name a signature block even where the profile's markers are phrases of the
# block itself ("IN WITNESS WHEREOF"), not headings.
_SIGNATURE_HEADINGS = ("signatures", "signature", "signature page", "execution", "execution page")
_INHERITED = frozenset({_S.SCHEDULES, _S.DEFINITIONS, _S.RECITALS, _S.SIGNATURES})


@dataclass(frozen=True, slots=True)
class Heading:
    """A heading an adapter found: ``text[start:end]`` is the heading as it stands in the
    ingested text (marks included), ``title`` its cleaned wording, ``level`` the converter's
    depth (smaller is shallower, any origin). ``is_title`` marks a converter's document title."""

    start: int
    end: int
    level: int
    title: str
    is_title: bool = False


@dataclass(slots=True)
class _Proto:
    start: int
    heading_end: int
    depth: int
    label: Label
    section: DocumentSection | None = None  # fixed by the kind (preamble, signatures ...)


def build_tree(
    text: str,
    headings: list[Heading],
    profile: JurisdictionProfile,
    *,
    source: str,
    furniture_start: int | None = None,
    notes: tuple[str, ...] = (),
) -> ClauseTree:
    """The tree of ``text`` given its headings in document order.

    ``furniture_start`` is where an adapter placed the page furniture it moved to the end.
    ``source`` names the adapter in ``ClauseTree.notes``."""
    body_end = furniture_start if furniture_start is not None else len(text)
    notes = (f"ingested from {source}", *notes)
    first = _NON_SPACE.search(text, 0, body_end)
    if not headings and furniture_start is None:
        return ClauseTree(fallback=True, notes=(*notes, "no headings: packed as plain text"))
    title, headings = _split_title(headings, profile)
    protos: list[_Proto] = []
    lead = headings[0].start if headings else body_end
    if first is not None and first.start() < lead:
        begin = first.start()
        head_end = title.end if title is not None and title.start == begin else begin
        protos.append(_Proto(begin, head_end, 1, _fixed("preamble"), _S.PREAMBLE))
    protos.extend(_nest(headings, profile))
    after = protos[-1].heading_end if protos else 0
    sig = _signature_start(text, max(after, lead), body_end, profile) if headings else None
    if sig is not None and not (protos and protos[-1].label.kind == "signatures"):
        protos.append(_Proto(sig, sig, 1, _fixed("signatures"), _S.SIGNATURES))
    if furniture_start is not None and _NON_SPACE.search(text, furniture_start) is not None:
        furniture = Label("furniture", "Page furniture", "", "Page headers and footers")
        protos.append(_Proto(furniture_start, furniture_start, 1, furniture, _S.OPERATIVE))
    nodes = _nodes(text, protos, profile)
    return ClauseTree(
        nodes=nodes,
        fallback=not nodes,
        title=title.title if title is not None else None,
        notes=notes,
    )


def _fixed(kind: str) -> Label:
    return Label(kind, kind.capitalize(), "", None)


def _split_title(
    headings: list[Heading], profile: JurisdictionProfile
) -> tuple[Heading | None, list[Heading]]:
    """The document title, if the first heading is one, and the structural headings."""
    if not headings:
        return None, headings
    head = headings[0]
    rest = headings[1:]
    if head.is_title:
        return head, rest
    lone = bool(rest) and all(h.level > head.level for h in rest)
    # A numbered heading ("Article 1", "1. Scope") is a unit, never the document's title.
    if lone and read_label(head.title, profile).kind == "heading":
        return head, rest
    return None, headings


def _nest(headings: list[Heading], profile: JurisdictionProfile) -> list[_Proto]:
    """Depth from the converter's levels: parent = nearest earlier heading with a smaller
    level. A heading whose words say what it is (recitals, signatures) is that kind of unit."""
    out: list[_Proto] = []
    stack: list[tuple[int, int]] = []  # (level, depth) of the open headings
    for h in headings:
        while stack and stack[-1][0] >= h.level:
            stack.pop()
        depth = stack[-1][1] + 1 if stack else 1
        stack.append((h.level, depth))
        label = read_label(h.title, profile)
        if label.kind == "paragraph" and depth == 1:
            label = Label("clause", label.identifier, label.number, label.title)
        special = _special(h.title, label, profile)
        if special is not None:
            kind, section = special
            label = Label(kind, label.identifier, label.number, label.title)
            out.append(_Proto(h.start, h.end, depth, label, section))
        else:
            out.append(_Proto(h.start, h.end, depth, label))
    return out


def _special(
    heading: str, label: Label, profile: JurisdictionProfile
) -> tuple[str, DocumentSection] | None:
    """Recitals and signature headings, recognised by the profile's words."""
    if label.kind != "heading":
        return None
    words = " ".join(_WORDS.findall(heading.lower()))
    if any(words == m or words.startswith(m + " ") for m in profile.recital_markers):
        return "recitals", _S.RECITALS
    markers = (" ".join(_WORDS.findall(m.lower())) for m in profile.signature_markers)
    if words in _SIGNATURE_HEADINGS or any(m and f" {m} " in f" {words} " for m in markers):
        return "signatures", _S.SIGNATURES
    return None


def _section(
    p: _Proto, parent: DocumentSection | None, profile: JurisdictionProfile
) -> DocumentSection:
    if p.section is not None:
        return p.section
    label = p.label
    first = _WORDS.match((label.identifier or "").lower())
    word = first.group() if first is not None else ""
    if label.kind in profile.schedule_words or _schedule_word(word, profile.schedule_words):
        return _S.SCHEDULES
    if parent in _INHERITED:
        return parent
    if is_definitions_title(label.title, profile.definitions_headings):
        return _S.DEFINITIONS
    return _S.OPERATIVE


def _schedule_word(word: str, words: tuple[str, ...]) -> bool:
    """``word`` is a schedule word or its plural ("Schedules", "Annexes")."""
    return word in words or word[:-1] in words or (word.endswith("es") and word[:-2] in words)


def _nodes(text: str, protos: list[_Proto], profile: JurisdictionProfile) -> tuple[ClauseNode, ...]:
    """Parents, tiled ends and sections; the open-stack walk of the structure parsers."""
    n = len(protos)
    ends = [0] * n
    parents: list[int | None] = [None] * n
    open_: list[int] = []
    for i, p in enumerate(protos):
        while open_ and protos[open_[-1]].depth >= p.depth:
            k = open_.pop()
            ends[k] = _trim_end(text, protos[k].start, p.start)
        parents[i] = open_[-1] if open_ else None
        open_.append(i)
    last = _trim_end(text, 0, len(text))
    for k in open_:
        ends[k] = max(last, protos[k].start)
    out: list[ClauseNode] = []
    for i, p in enumerate(protos):
        par = parents[i]
        section = _section(p, out[par].section if par is not None else None, profile)
        lab = p.label
        out.append(
            ClauseNode(
                start=p.start,
                end=ends[i],
                depth=p.depth,
                kind=lab.kind,
                identifier=lab.identifier,
                number=lab.number,
                title=lab.title,
                heading_end=max(p.start, min(p.heading_end, ends[i])),
                section=section,
                parent=par,
            )
        )
    return tuple(out)


def _trim_end(text: str, start: int, bound: int) -> int:
    k = bound
    while k > start and text[k - 1].isspace():
        k -= 1
    return k


@lru_cache(maxsize=32)
def _signature_pattern(markers: tuple[str, ...]) -> re.Pattern[str] | None:
    words = [m.strip().lower() for m in markers if m.strip()]
    if not words:
        return None
    alts = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    # A paragraph (after a blank line) that opens with a marker phrase.
    return re.compile(rf"\n[ \t]*\n[ \t]{{0,3}}(?=(?i:{alts}))")


def _signature_start(text: str, after: int, end: int, profile: JurisdictionProfile) -> int | None:
    """Start of a signature block after the last heading, if a paragraph opens with one of the
    profile's markers ("IN WITNESS WHEREOF", "Done at"): otherwise it would be body text of
    the last clause."""
    pat = _signature_pattern(profile.signature_markers)
    if pat is None:
        return None
    m = pat.search(text, after, end)
    if m is None:
        return None
    return m.end()
