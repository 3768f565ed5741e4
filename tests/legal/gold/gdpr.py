"""The GDPR's gold structure as a clause tree, and an independent reading of its references.

``tree_from_structure`` builds a :class:`ClauseTree` from the corpus gold records (recitals,
chapters, sections, articles, paragraphs, points, sub-points; footnotes left out), so reference
resolution can be measured without the structure parser. ``expected_ref`` says which gold
unit ("Art. 17(1)(a)") a reference names, computed with its own small patterns from the
reference's identifier or its words plus the gold units around it; it shares no code with the
resolver.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection

__all__ = ["GoldStructure", "expected_ref", "tree_from_structure"]

_KINDS = ("recital", "chapter", "section", "article", "paragraph", "point", "subpoint")


@dataclass
class GoldStructure:
    tree: ClauseTree
    refs: list[str]  # node index -> gold ref ("Art. 6(1)(a)", "Recital 3", "CHAPTER II")
    by_ref: dict[str, int]

    def containing(self, pos: int, label: str) -> str | None:
        """The gold ref of the innermost unit of kind ``label`` holding ``pos``."""
        best: str | None = None
        for i, node in enumerate(self.tree.nodes):
            if node.kind == label and node.start <= pos < node.end:
                best = self.refs[i]
        return best


def _identifier(rec: dict[str, Any]) -> str:
    label, number = rec["label"], rec.get("number", "")
    if label in ("paragraph",):
        return number
    if label in ("point", "subpoint"):
        return f"({number})"
    return f"{label.capitalize()} {number}"


def tree_from_structure(records: list[dict[str, Any]], text: str) -> GoldStructure:
    recs = sorted(
        (r for r in records if r["label"] in _KINDS), key=lambda r: (r["start"], -r["end"])
    )
    index = {r["ref"]: i for i, r in enumerate(recs)}
    nodes: list[ClauseNode] = []
    depths: list[int] = []
    for rec in recs:
        parent = index.get(rec.get("parent", ""))
        depth = depths[parent] + 1 if parent is not None else 1
        depths.append(depth)
        heading_end = rec["start"]
        if rec["label"] in ("article", "chapter", "section"):
            second = text.find("\n", text.find("\n", rec["start"]) + 1)
            heading_end = second if 0 <= second <= rec["end"] else rec["end"]
        section = (
            DocumentSection.RECITALS if rec["label"] == "recital" else DocumentSection.OPERATIVE
        )
        nodes.append(
            ClauseNode(
                rec["start"],
                rec["end"],
                depth,
                rec["label"],
                _identifier(rec),
                rec.get("number", ""),
                rec.get("title"),
                heading_end,
                section,
                parent,
            )
        )
    refs = [r["ref"] for r in recs]
    return GoldStructure(ClauseTree(nodes=tuple(nodes)), refs, {r: i for i, r in enumerate(refs)})


_ART_ID = re.compile(r"Article (\d+)((?:\(\w+\))*)$")
_P = r"\((\w+)\)"
_FORMS: list[tuple[re.Pattern[str], str]] = [
    # (pattern on the reference text, how to build the gold ref; A = enclosing article,
    # P = enclosing paragraph number)
    (
        re.compile(rf"^points? {_P} of (?:the \w+ subparagraph of )?Article (\d+)((?:\(\w+\))*)$"),
        "art_pt",
    ),
    (re.compile(rf"^points? {_P} of paragraph (\d+)$"), "pt_of_par"),
    (re.compile(rf"^{_P} of paragraph (\d+)$"), "pt_of_par"),
    (re.compile(r"^paragraphs? (\d+) of Article (\d+)$"), "par_of_art"),
    (re.compile(r"^paragraphs? (\d+) of this Article$"), "par_here"),
    (re.compile(r"^paragraphs? (\d+)$"), "par_here"),
    (re.compile(rf"^points? {_P} of this paragraph$"), "pt_here"),
    (re.compile(rf"^points? {_P}$"), "pt_here"),
    (re.compile(r"^this Article$"), "art_here"),
]


_TAIL = re.compile(
    r"(?:(?:\s*,\s*|\s+(?:and|or|to)\s+)\(\w+\))*\s+of\s+((?:the \w+ subparagraph of )?"
    r"(?:paragraph \d+|Article \d+(?:\(\w+\))*|this Article|this paragraph))"
)


_ITEM = r"(?:\d+(?:\(\w+\))*|\(\w+\))"
_LIST_BEFORE = re.compile(
    rf"(?P<head>Articles?|points?|paragraphs?)\s+(?P<first>{_ITEM})"
    rf"(?:(?:\s*,\s*|\s+(?:and|or|to)\s+){_ITEM})*(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|to)\s+)\Z"
)


def _with_list_head(text: str, start: int, words: str) -> str:
    """A list member written alone ("(4)" in "Article 22(1) and (4)", "56" in "Article 55 or
    56") with the head word and numbering it continues."""
    m = _LIST_BEFORE.search(text, max(0, start - 120), start)
    if m is None:
        return words
    head = m.group("head").rstrip("s")
    if head == "Article":
        first = m.group("first")
        base = first.split("(")[0] if words.startswith("(") else ""
        stem = first[: first.rfind("(")] if words.startswith("(") and "(" in first else base
        return f"Article {stem}{words}" if words.startswith("(") else f"Article {words}"
    return f"{head} {words}"


def expected_ref(
    text: str, start: int, end: int, identifier: str, gold: GoldStructure
) -> str | None:
    """The gold ref the reference at ``text[start:end]`` names, or ``None`` when these patterns
    cannot say. A list member ("(c)" in "points (a) and (c) of paragraph 2") takes the head word
    written before the list and the qualifier written after it."""
    words = " ".join(text[start:end].split())
    if words[:1] == "(" or words[:1].isdigit():
        words = _with_list_head(text, start, words)
    if words.startswith("Article") and "this" not in words and " of " not in words:
        m = _ART_ID.match(identifier)  # from the words alone: "Article 6(1)(a)", a range member
        return f"Art. {m.group(1)}{m.group(2)}" if m else None
    if " of " not in words:
        tail = _TAIL.match(text, end)
        if tail is not None:
            words += " of " + " ".join(tail.group(1).split())
    article = gold.containing(start, "article")
    paragraph = gold.containing(start, "paragraph")
    for pattern, form in _FORMS:
        f = pattern.match(words[:1].lower() + words[1:])
        if f is None:
            continue
        if form == "art_pt":
            return f"Art. {f.group(2)}{f.group(3)}({f.group(1)})"
        if form == "par_of_art":
            return f"Art. {f.group(2)}({f.group(1)})"
        if article is None:
            return None
        if form == "art_here":
            return article
        if form == "par_here":
            return f"{article}({f.group(1)})"
        if form == "pt_of_par":
            return f"{article}({f.group(2)})({f.group(1)})"
        if form == "pt_here":
            return f"{paragraph or article}({f.group(1)})"
    return None
