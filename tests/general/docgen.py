"""Generated structured documents with declared structure, and the guarantee checker.

A document is assembled from declared parts (EU-style chapters, articles, numbered paragraphs
and points; Markdown sections; chat turns; clinical sections; tables; prose with hard wraps,
long words, tabs, control characters, CRLF), so every heading's position and the start of its
body are known without running any clausewise code.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import strategies as st

from clausewise import sanitize
from clausewise.general import Chunk, Chunker
from clausewise.guarantees import violations

WORDS = [
    "the",
    "supplier",
    "shall",
    "deliver",
    "goods",
    "within",
    "thirty",
    "days",
    "of",
    "any",
    "order",
    "and",
    "customer",
    "may",
    "terminate",
    "this",
    "agreement",
    "upon",
    "written",
    "notice",
    "provided",
    "that",
    "all",
    "fees",
    "are",
    "paid",
]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII"]


@dataclass
class Doc:
    text: str = ""
    # (heading start, body start) in the LF text: no chunk may start strictly after the
    # heading and at or before its body when the heading's preset is on.
    headings: list[tuple[int, int, str]] = field(default_factory=list)

    def add(self, part: str) -> int:
        at = len(self.text)
        self.text += part
        return at


@st.composite
def sentence(draw: st.DrawFn, long_word: bool = True) -> str:
    n = draw(st.integers(3, 18))
    words = [draw(st.sampled_from(WORDS)) for _ in range(n)]
    if long_word and draw(st.integers(0, 40)) == 0:
        words.append("x" * draw(st.integers(60, 400)))  # one word longer than small targets
    if draw(st.integers(0, 10)) == 0:
        words.insert(1, draw(st.sampled_from(["“quoted”", "§ 5", "Art.", "e.g.", "(a)", "\t"])))
    return words[0].capitalize() + " " + " ".join(words[1:]) + draw(st.sampled_from(".;:.?"))


@st.composite
def paragraph(draw: st.DrawFn) -> str:
    text = " ".join(draw(st.lists(sentence(), min_size=1, max_size=6)))
    if draw(st.booleans()):  # hard-wrap at a fixed width
        width = draw(st.integers(40, 90))
        lines, line = [], ""
        for w in text.split(" "):
            if line and len(line) + 1 + len(w) > width:
                lines.append(line)
                line = w
            else:
                line = f"{line} {w}" if line else w
        text = "\n".join([*lines, line])
    return text


def _eu(draw: st.DrawFn, doc: Doc) -> None:
    for c in range(draw(st.integers(1, 2))):
        head = doc.add(f"CHAPTER {ROMAN[c]}\nGeneral matters {c}\n\n")
        articles = draw(st.integers(1, 3))
        for a in range(articles):
            art = doc.add(f"Article {c * 10 + a + 1}\nSubject {a}\n\n")
            if a == 0:
                doc.headings.append((head, art, "legal-eu"))
            paras = draw(st.integers(1, 3))
            first = len(doc.text)
            doc.headings.append((art, first, "legal-eu"))
            for p in range(paras):
                doc.add(f"{p + 1}. {draw(sentence())}\n\n")
                for k in range(draw(st.integers(0, 3))):
                    doc.add(f"({'abcdef'[k]}) {draw(sentence())}\n\n")


def _markdown(draw: st.DrawFn, doc: Doc) -> None:
    for s in range(draw(st.integers(1, 3))):
        h = doc.add(f"# Part {s}\n\n")
        doc.headings.append((h, len(doc.text), "markdown"))
        for _ in range(draw(st.integers(1, 3))):
            doc.add(draw(paragraph()) + "\n\n")
        if draw(st.booleans()):
            h2 = doc.add(f"## Detail {s}\n\n")
            doc.headings.append((h2, len(doc.text), "markdown"))
            doc.add(draw(paragraph()) + "\n\n---\n\n")


def _chat(draw: st.DrawFn, doc: Doc) -> None:
    for t in range(draw(st.integers(2, 8))):
        who = draw(st.sampled_from(["Agent", "Customer"]))
        doc.add(f"[14:{30 + t:02d}] {who}: {draw(sentence(long_word=False)).lower()}\n")
    doc.add("\n")


def _clinical(draw: st.DrawFn, doc: Doc) -> None:
    for label in draw(
        st.lists(
            st.sampled_from(["HPI", "PLAN", "ALLERGIES", "ASSESSMENT"]), min_size=1, max_size=4
        )
    ):
        doc.add(f"{label}: {draw(sentence())}\n")
    doc.add("\n")


def _table(draw: st.DrawFn, doc: Doc) -> None:
    rows = draw(st.integers(2, 30))
    head = doc.add("TABLE 1 Revenue by year\n")
    doc.headings.append((head, len(doc.text), "financial-table"))
    doc.add("Year      Revenue     Growth\n")
    for r in range(rows):
        doc.add(f"{2000 + r}      {1000 + 37 * r:,}       {r % 13}%\n")
    doc.add("\n")


def _prose(draw: st.DrawFn, doc: Doc) -> None:
    doc.add(draw(paragraph()) + "\n\n")


PARTS = {
    "eu": _eu,
    "markdown": _markdown,
    "chat": _chat,
    "clinical": _clinical,
    "table": _table,
    "prose": _prose,
}


@st.composite
def documents(draw: st.DrawFn) -> Doc:
    doc = Doc()
    if draw(st.booleans()):
        doc.add("MASTER AGREEMENT\n\n")
    for name in draw(st.lists(st.sampled_from(sorted(PARTS)), min_size=1, max_size=5)):
        PARTS[name](draw, doc)
        if draw(st.integers(0, 6)) == 0:
            doc.add("\n\n\n   \n")  # runs of blank and whitespace-only lines
    return doc


def raw_variant(text: str, style: str) -> str:
    """The LF text as a user might pass it; ``sanitize`` of it gives the LF text back."""
    if style == "crlf":
        return text.replace("\n", "\r\n")
    if style == "bom":
        return "\ufeff" + text
    return text


def check(text: str, chunker: Chunker, chunks: list[Chunk]) -> list[str]:
    """Every guarantee of DESIGN.md for one run; returns the problems found."""
    clean = sanitize(text)
    spans = [(c.start, c.end) for c in chunks]
    problems = violations(clean, spans, contents=[c.content_text for c in chunks])
    regions = chunker.layout(clean).regions
    cap = chunker.target_size
    for i, c in enumerate(chunks):
        body = clean[c.start : c.end]
        if c.text != c.overlap_text + body or c.text != clean[c.overlap_start : c.end]:
            problems.append(f"chunk {i}: text is not overlap_text + body, or not exact")
        if c.index != i or not isinstance(c.hierarchy, tuple):
            problems.append(f"chunk {i}: index {c.index} / hierarchy {c.hierarchy!r}")
        limit = cap
        for r in regions:
            whole = len(clean[r.start : r.end].strip()) <= int(cap * r.overshoot)
            if whole and r.start <= c.start and c.end <= r.end:
                limit = int(cap * r.overshoot)  # a region kept whole may overshoot
        if len(body) > limit and len(body.split()) > 1:
            problems.append(f"chunk {i}: body of {len(body)} chars exceeds {limit}")
        if i and chunker.overlap:
            prev = chunks[i - 1].content_text
            tail = c.overlap_text.rstrip()
            if not tail or not prev.endswith(tail):
                problems.append(f"chunk {i}: overlap {tail[-40:]!r} is not the previous tail")
            if chunker.overlap_unit == "chars" and tail != prev[-chunker.overlap :].rstrip():
                problems.append(f"chunk {i}: char overlap {tail!r} is not the last chars")
        elif c.overlap_text:
            problems.append(f"chunk {i}: overlap where none was asked for")
    return problems


def glue_problems(doc: Doc, chunks: list[Chunk], presets: set[str]) -> list[str]:
    """A declared heading whose preset is on never ends a chunk while its body follows."""
    starts = [c.start for c in chunks]
    out = []
    for h, body, preset in doc.headings:
        if preset not in presets:
            continue
        for s in starts:
            if h < s <= body:
                out.append(f"heading at {h} {doc.text[h:body]!r} is cut from its body at {s}")
    return out
