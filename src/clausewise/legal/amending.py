"""References inside an amending provision point into the act it amends.

"Regulation (EU) No 1093/2010 is amended as follows: (1) Article 1 is amended as follows:
(a) paragraph 2 is replaced by the following: ..." -- "Article 1" and "paragraph 2" are units
of Regulation 1093/2010, not of the amending act, although they are written bare. Resolving
them against this document's own tree would send a reader to the wrong text, so every
reference written inside such a provision (from its lead-in to the end of the unit holding it)
becomes an external reference to the amended instrument, pinpointed as far as the text says
("paragraph 2" under "Article 1 is amended as follows:" is Article 1(2) of that act).

A relative reference there ("this Article", "the preceding paragraph") is left unresolved:
inside quoted replacement text it means a unit of the amended act that the text does not name.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from .amending_annex import annex_spans
from .citations import external_name
from .structure.legislation_scan import quoted_blocks
from .tree import DocumentSection

if TYPE_CHECKING:  # references.py imports this module
    from ._treeindex import TreeIndex
    from .references import Reference

__all__ = ["retarget_amendments"]

# The lead-in that opens a list of amendments, right after the citation of the amended act.
# An agreement's amendment writes it many ways: "is hereby amended and restated in its
# entirety to read as follows:", "is hereby amended by adding the following definition ...:",
# "is hereby deleted in its entirety and replaced with the following:".
_LEAD_IN = re.compile(
    r"[ \t\n]{1,3}(?:is|are|shall[ \t\n]be)[ \t\n]+(?:hereby[ \t\n]+)?"
    r"(?:amended[ \t\n]+as[ \t\n]+follows[ \t]*:"
    r"|(?:amended|deleted|replaced|restated)\b[^.:;]{0,160}?"
    r"(?:as[ \t\n]+follows|the[ \t\n]+following)[^.:;]{0,60}:)"
)
# An amendment written into one sentence: "Section 9.2 of the Master Lease is hereby amended
# by deleting the words "Section 8.1" and inserting "Section 8.3" in their place." It lasts
# to the end of that sentence (a full stop before a capital, a line break or the end).
_INLINE_LEAD = re.compile(
    r"[ \t\n]{1,3}(?:is|are|shall[ \t\n]be)[ \t\n]+(?:hereby[ \t\n]+)?(?:further[ \t\n]+)?"
    r"amended[ \t\n]+by[ \t\n]+(?:deleting|inserting|adding|replacing|striking|substituting"
    r"|removing|changing)\b"
)
# After "In <the amended act or its unit>": "In Article 3 of Directive 2011/83/EU, the following
# paragraph is added:", "In Directive 2011/83/EU, the following Articles are inserted:"
_IN_LEAD = re.compile(
    r",[ \t\n]{1,3}the[ \t\n]{1,3}following[ \t\n]{1,3}(?:[A-Za-z-]{1,20}[ \t\n]{1,3}){1,2}"
    r"(?:is|are|shall[ \t\n]be)[ \t\n]{1,3}(?:hereby[ \t\n]{1,3})?(?:added|inserted|appended)"
    r"[^.:;]{0,60}:"
)
_SENTENCE_END = re.compile(r"\.(?=[\"”’']?(?:[ \t]{1,3}[A-Z(]|[ \t]{0,3}\n|[ \t]{0,3}\Z))")
_RELATIVE = re.compile(r"(?i)\b(?:this|these|that|preceding|following|foregoing|above|below)\b")
_THIS_ARTICLE = re.compile(r"(?i)(paragraph|point) (\S{1,12}) of this Article$")
_QUOTED_ARTICLE = re.compile(r"[ \t]{0,8}[‘“\"'](?i:article)[ \t]+(\d{1,4}[a-z]{0,2})[ \t]*\n")
_KIND_WORD = re.compile(r"^[A-Za-z]+[ \t\n]+")


def _amended_spans(
    refs: list[Reference], text: str, index: TreeIndex
) -> list[tuple[int, int, Reference]]:
    """``(start, end, citation)`` of each provision amending the cited instrument."""
    out: list[tuple[int, int, Reference]] = []
    for ref in refs:
        if ref.external is None or ref.target_kind != "external":
            continue
        if _names_itself(index.tree.title, ref.external.get("document")):
            continue  # the agreement amends itself (a state addendum bound into it)
        holder = index.innermost(ref.start)
        end = index.nodes[holder].end if holder is not None else len(text)
        lead = _LEAD_IN.match(text, ref.end)
        if lead is None and text[max(0, ref.start - 3) : ref.start].lower() == "in ":
            lead = _IN_LEAD.match(text, ref.end)  # "In Directive X, the following ... is added:"
        if lead is None:
            lead = _INLINE_LEAD.match(text, ref.end)
            if lead is None:
                continue
            stop = _SENTENCE_END.search(text, lead.end(), end)
            end = stop.end() if stop is not None else end
        if out and out[-1][1] > lead.end():
            continue  # inside a provision already taken (a quoted lead-in of the amended act)
        out.append((lead.end(), end, ref))
    return out


# Where another agreement is amended as a whole: "the Credit Agreement is hereby amended as
# follows: (a) Section 1.1 is amended by ...". Found by the word "amended" (a literal the
# engine skips to), then the verb before it; the name is read back from the verb.
_AMENDED = re.compile(r"amended\b(?![ \t\n]+and)")
_VERB_BEFORE = re.compile(r"[ \t\n](?:is|are)[ \t\n]+(?:hereby[ \t\n]+)?(?:further[ \t\n]+)?\Z")
_VERB_REACH = 24
_NAME_BEFORE = re.compile(r"(?<![\w])(?:the|The)[ \t\n]{1,2}(?=[A-Z])")
_NAME_REACH = 120


def _document_leads(
    text: str, index: TreeIndex, key: str
) -> list[tuple[int, int, Reference]]:
    """``(start, end, citation)`` of each operative clause that amends another agreement named
    by its title ("the Credit Agreement", two words at least, not this document), from the
    lead-in to the clause's end. The citation is made up of the name alone."""
    from .references import Reference  # references.py imports this module

    out: list[tuple[int, int, Reference]] = []
    for word in _AMENDED.finditer(text):
        floor = max(0, word.start() - _VERB_REACH)
        verb = _VERB_BEFORE.search(text, floor, word.start())
        if verb is None:
            continue
        at = verb.start()
        lead = _LEAD_IN.match(text, at) or _INLINE_LEAD.match(text, at)
        holder = index.innermost(at)
        if lead is None or holder is None:
            continue
        node = index.nodes[holder]
        if node.section is not DocumentSection.OPERATIVE:
            continue  # a preamble's "is hereby amended and restated" introduces this text
        for the in _NAME_BEFORE.finditer(text, max(node.start, at - _NAME_REACH), at):
            found = external_name(text, the.start(), key)
            if found is None or found[1] != at:
                continue
            cite, _ = found
            name = cite.get("document") or ""
            if " " in name and not _names_itself(index.tree.title, name):
                ref = Reference(the.start(), at, name, name, "external", external=cite)
                out.append((lead.end(), node.end, ref))
            break
    return out


# A reference that names this document as its own: "the text set out in the Annex to this
# Regulation" inside a list of amendments to another act.
_OF_THIS = re.compile(
    r"[ \t\n]{1,3}(?:to|of|in)[ \t\n]{1,3}this[ \t\n]{1,3}"
    r"(?i:regulation|directive|decision|act|agreement|amendment|instrument)\b"
)
_AMENDING_TITLE = re.compile(
    r"(?i)\b(?:amendment|addendum|supplement|modification|waiver|joinder|amending)\b"
)


def _names_itself(title: str | None, name: str | None) -> bool:
    """Whether the document ``name`` cited ("the Franchise Agreement") is this document, by
    its title ("Goosehead Insurance Agency, LLC Franchise Agreement"). An amendment's title
    names the agreement it amends ("First Amendment to Loan Agreement"): not itself."""
    if not title or not name:
        return False
    own = " ".join(title.split()).lower()
    return own.endswith(" ".join(name.split()).lower()) and not _AMENDING_TITLE.search(own)


def _named_before(
    refs: list[Reference], index: TreeIndex, spans: list[tuple[int, int, Reference]]
) -> dict[int, Reference]:
    """The bare references that name, before an amending sentence in the same unit, the unit
    it amends: "2. Amendment to Section 4.2. Section 4.2 of the Loan Agreement is hereby
    amended ...". By position, the citation of the amended unit each belongs to."""
    out: dict[int, Reference] = {}
    for _, _, act in spans:
        unit = act.external.get("section") if act.external else None
        holder = index.innermost(act.start)
        if unit is None or holder is None:
            continue
        floor = index.nodes[holder].start
        for ref in refs:
            if (
                floor <= ref.start < act.start
                and ref.target_kind != "external"
                and _pin(ref) == unit
                and not _RELATIVE.search(ref.raw_text)
            ):
                out[ref.start] = act
    return out


def _pin(ref: Reference) -> str:
    """The unit number as written: "paragraph 2" -> "2", "Article 6(1)(a)" -> "6(1)(a)".
    (Not the resolver's identifier: that one was read against this act's own tree.)"""
    raw = " ".join(ref.raw_text.split())
    if raw.count(" ") <= 1 and len(raw) <= 30:  # "paragraph 2", "Article 6(1)(a)", "15"
        return _KIND_WORD.sub("", raw, count=1)
    return _KIND_WORD.sub("", ref.target_identifier, count=1)


_OF_ARTICLE = re.compile(r"Article (\S{1,20})\(([^()\s]{1,8})\)$")


def _retarget(ref: Reference, act: Reference, article: str | None) -> Reference:
    own = _THIS_ARTICLE.match(" ".join(ref.raw_text.split()))
    if own is not None and article is not None:
        # "paragraph 1 of this Article" in the text of an article being amended
        ref = replace(ref, target_kind=own.group(1).lower())
        pin = own.group(2)
        return _external(ref, act, article, pin)
    if _RELATIVE.search(ref.raw_text):
        ident = " ".join(ref.raw_text.split())
        return replace(ref, target_identifier=ident, target_node=None, partial=False)
    outer = _OF_ARTICLE.match(ref.target_identifier) if ref.target_kind != "article" else None
    if outer is not None and article is None and " of " in ref.raw_text:
        # "point (a) of Article 16": point a of that act's Article 16
        return _external(ref, act, outer.group(1), outer.group(2))
    return _external(ref, act, article, _pin(ref))


# The identifier of an item cited "of" an article: "Article 16(a)", "Article 5(1)(b)"


def _external(ref: Reference, act: Reference, article: str | None, pin: str) -> Reference:
    assert act.external is not None
    ext = act.external
    instrument = ext.get("instrument") or ext.get("act") or ext.get("document") or act.raw_text
    cite = {k: v for k, v in ext.items() if k in ("instrument", "act", "document", "jurisdiction")}
    kind = ref.target_kind
    if kind == "paragraph" and article is not None:
        kind, pin = "article", f"{article}({pin})"
    elif kind != "article" and article is not None:
        cite["article"] = article
    cite[kind] = pin
    where = f"Article {cite['article']}, " if kind != "article" and "article" in cite else ""
    ident = (
        f"{where}{kind} {pin}, {instrument}"
        if where
        else f"{kind.capitalize()} {pin}, {instrument}"
    )
    return replace(
        ref,
        target_identifier=ident,
        target_kind="external",
        target_node=None,
        external=cite,
        partial=False,
    )


def _within(
    ref: Reference,
    index: TreeIndex,
    span: tuple[int, int, Reference],
    annexes: list[tuple[int, int, Reference]],
) -> bool:
    """Whether ``ref`` resolves inside ``span``, one of this act's annexes setting out text."""
    node = ref.target_node
    return node is not None and span in annexes and span[0] <= index.nodes[node].start < span[1]


def _inserted_articles(
    text: str, spans: list[tuple[int, int, Reference]]
) -> list[tuple[int, int, str]]:
    """``(start, end, number)`` of each quoted block inside the spans that sets out a whole
    article ("‘Article 9a" on its own line, then its title and paragraphs)."""
    out = []
    for start, end in quoted_blocks(text):
        if any(a <= start < b for a, b, _ in spans):
            m = _QUOTED_ARTICLE.match(text, start, end)
            if m is not None:
                out.append((start, end, m.group(1)))
    return out


def _opens_article(text: str, ref: Reference) -> bool:
    """Whether the text goes on inside this article: "Article 1 is amended as follows:",
    or "In Article 4, point (2) is replaced by ..."."""
    if _LEAD_IN.match(text, ref.end) is not None:
        return True
    return (
        text[ref.end : ref.end + 1] == ","
        and text[max(0, ref.start - 3) : ref.start].lower() == "in "
    )


def retarget_amendments(
    refs: list[Reference], text: str, index: TreeIndex, key: str = "us"
) -> list[Reference]:
    """``refs`` (in text order) with the references inside amending provisions made
    external references to the amended instrument."""
    spans: list[tuple[int, int, Reference]] = []
    annexes = annex_spans(refs, text, index)  # "... replaced by the Annex to this Regulation"
    found = _amended_spans(refs, text, index) + _document_leads(text, index, key) + annexes
    for span in sorted(found, key=lambda f: (f[0], f[1])):
        if not spans or span[0] >= spans[-1][1]:
            spans.append(span)
    if not spans:
        return refs
    named = _named_before(refs, index, spans)
    inserted = _inserted_articles(text, spans)
    out: list[Reference] = []
    k = q = 0
    # The article an inner "Article 1 is amended as follows:" opens: (its unit's end, number).
    # Without a tree (text alone) it lasts until the next article is named.
    inner: tuple[int, str] | None = None
    for ref in refs:
        if ref.start in named:
            out.append(_retarget(ref, named[ref.start], None))
            continue
        if _OF_THIS.match(text, ref.end):
            out.append(ref)  # "the Annex to this Regulation": the amending act's own annex
            continue
        while k < len(spans) and spans[k][1] <= ref.start:
            k += 1
            inner = None
        if k == len(spans) or ref.start < spans[k][0] or ref.target_kind == "external":
            out.append(ref)
            continue
        if ref.implied:
            continue  # another act's numbering may have gaps: a range keeps its endpoints
        if _within(ref, index, spans[k], annexes):
            out.append(ref)  # "point 1" of the new annex text: that text, held here
            continue
        if inner is not None and ref.start >= inner[0]:
            inner = None
        while q < len(inserted) and inserted[q][1] <= ref.start:
            q += 1
        article = inner[1] if inner else None
        if q < len(inserted) and inserted[q][0] <= ref.start:
            article = inserted[q][2]  # inside the quoted text of an inserted article
        moved = _retarget(ref, spans[k][2], article)
        out.append(moved)
        if ref.target_kind == "article" and _opens_article(text, ref):
            holder = index.innermost(ref.start)
            unit_end = index.nodes[holder].end if holder is not None else spans[k][1]
            inner = (unit_end, _pin(ref))
    return out
