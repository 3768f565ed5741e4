"""Hypothesis strategies for legal-shaped documents (UK, US, EU and terms-of-service styles).

Hypothesis draws the shape (style, number of clauses, depth of sub-clauses, which hostile
features appear: hard wraps, page numbers, CRLF, tabs, control characters, unicode quotes, long
words, empty sections, a flattened one-paragraph layout as in SEC filings); the filler words come
from a ``random.Random`` seeded by a drawn integer, so a document is a few dozen choices (cheap
to generate and to shrink) yet reads like a contract.

Loaded by path through the ``legal_docs`` fixture of ``tests/conftest.py`` (the suite runs with
``--import-mode=importlib``, so ``tests/`` is not importable as a package).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from hypothesis import strategies as st

__all__ = ["Features", "LegalDoc", "build", "features", "legal_documents"]

STYLES = ("uk", "us", "eu", "tos")

_WORD_TEXT = (
    "the shall may not any all such other party parties agreement services supplier customer "
    "provide provided accordance with this under subject to terms conditions notice written "
    "days period fees charges payment invoice due date term termination breach material "
    "reasonable endeavours efforts obligations rights licence license intellectual property "
    "confidential information disclose disclosed third law applicable governing jurisdiction "
    "courts england wales new york delaware state liability liable loss damage indirect "
    "consequential exceed aggregate amount paid twelve months preceding claim indemnify "
    "defend hold harmless against losses arising out of connection including without "
    "limitation warranty warrants represents data personal processing controller processor "
    "member states regulation directive union article paragraph point recital annex "
    "commission authority supervisory in of on at by for from or and to be is are was were "
    "has have been its their which where whereas hereby herein thereof hereunder pursuant"
)
_WORDS = tuple(_WORD_TEXT.split())
_TITLE_TEXT = (
    "Definitions Interpretation Services Charges Payment Term Termination Confidentiality "
    "Liability Indemnity Warranties Representations Notices Assignment Governing Law "
    "Jurisdiction Force Majeure Data Protection Intellectual Property Insurance Audit General "
    "Miscellaneous Severability Waiver Entire Agreement Variation Costs Remedies Subject-matter "
    "Scope Principles Rights Obligations Security Transfers Penalties Final Provisions"
)
_TITLE_WORDS = tuple(_TITLE_TEXT.split())
_TERMS = (
    "Agreement",
    "Business Day",
    "Charges",
    "Confidential Information",
    "Effective Date",
    "Losses",
    "Services",
    "Territory",
    "Personal Data",
    "Intellectual Property Rights",
)
_QUOTES = (('"', '"'), ("\u201c", "\u201d"), ("'", "'"), ("\u2018", "\u2019"), ("``", "''"))
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_UPPER_ROMAN = tuple(r.upper() for r in _ROMAN)
# Characters that stress normalisation and word splitting: combining marks (NFC composes
# "e\u0301"), right-to-left letters, zero-width and other format characters, astral symbols,
# no-break and ideographic spaces, and every kind of control character.
_ODD = (
    "e\u0301",
    "\u05d0\u05d1",
    "\u0627\u0644",
    "\u200b",
    "\u200d",
    "\u2060",
    "\ufeff",
    "\U0001f4dc",
    "\U00010348",
    "\u00a0",
    "\u3000",
    "\u2028",
    "\u00ad",
    "\u0000",
    "\u0007",
    "\u001b",
    "\u007f",
    "\u0085",
    "\u009f",
    "\x0b",
    "\x0c",
    "\t",
    "\r",
    "\u212b",
    "\uff21",
)


@dataclass(frozen=True)
class Features:
    """Which hostile features a generated document has."""

    style: str = "uk"
    clauses: int = 3
    sub_depth: int = 2
    seed: int = 0
    flatten: bool = False
    hard_wrap: int = 0
    page_numbers: bool = False
    crlf: str = "lf"
    tabs: bool = False
    controls: int = 0
    unicode_quotes: bool = False
    long_word: int = 0
    empty_sections: bool = False
    toc: bool = False
    schedules: int = 0
    caps_headings: bool = False
    bom: bool = False
    long_sentences: bool = False
    odd_chars: tuple[str, ...] = field(default_factory=tuple)
    markdown: bool = False  # written as a PDF-to-Markdown converter would (see _markdown)
    amendments: bool = False  # EU articles amending another act, with quoted replacement text
    joined_headings: bool = False  # "Article 3 Title" on one line, as some extractions join


@dataclass(frozen=True)
class LegalDoc:
    """A generated document: the raw text and the features it was built from."""

    raw: str
    features: Features

    def __repr__(self) -> str:  # Hypothesis prints this on failure: keep it readable
        return f"LegalDoc(features={self.features!r}, raw={self.raw[:3000]!r})"


class _Writer:
    """Filler prose from a seeded generator."""

    def __init__(self, f: Features) -> None:
        self.f = f
        self.rng = random.Random(f.seed)
        self.quotes = _QUOTES if f.unicode_quotes else _QUOTES[:1]
        self.long_left = 1 if f.long_word else 0

    def word(self) -> str:
        rng = self.rng
        if self.long_left and rng.random() < 0.05:
            self.long_left = 0
            letters = "abcdefghijklmnopqrstuvwxyz"
            return "".join(rng.choice(letters) for _ in range(self.f.long_word))
        if self.f.odd_chars and rng.random() < 0.08:
            return rng.choice(_WORDS) + rng.choice(self.f.odd_chars)
        return rng.choice(_WORDS)

    def sentence(self, lo: int = 5, hi: int = 28) -> str:
        rng = self.rng
        if self.f.long_sentences and rng.random() < 0.3:
            hi = max(hi, 90)  # a sentence longer than a small chunk: split at words
        words = [self.word() for _ in range(rng.randint(lo, hi))]
        roll = rng.random()
        if roll < 0.12:
            words.insert(rng.randrange(len(words)), self.reference())
        elif roll < 0.2:
            a, z = rng.choice(self.quotes)
            words.insert(rng.randrange(len(words)), f"(the {a}{rng.choice(_TERMS)}{z})")
        text = " ".join(words)
        return text[:1].upper() + text[1:] + rng.choice(".....;:")

    def paragraph(self) -> str:
        return " ".join(self.sentence() for _ in range(self.rng.randint(1, 4)))

    def reference(self) -> str:
        rng = self.rng
        n = rng.randint(1, max(1, self.f.clauses + 2))
        return rng.choice(
            (
                f"Clause {n}.{rng.randint(1, 4)}",
                f"clause {n}",
                f"Section {n}.{rng.randint(1, 12):02d}({rng.choice('abc')})",
                f"Article {n}({rng.randint(1, 3)})",
                f"Schedule {rng.randint(1, 3)}",
                f"Exhibit {rng.choice('ABC')}",
                f"paragraph {rng.randint(1, 5)} of Annex {rng.choice(_UPPER_ROMAN[:3])}",
                f"Sections {n}.01 through {n}.03",
                f"Article {n} of Regulation (EU) 2016/679",
            )
        )

    def title(self) -> str:
        words = [self.rng.choice(_TITLE_WORDS) for _ in range(self.rng.randint(1, 4))]
        text = " ".join(words)
        return text.upper() if self.f.caps_headings or self.rng.random() < 0.2 else text

    def definition(self) -> str:
        a, z = self.rng.choice(self.quotes)
        return f"{a}{self.rng.choice(_TERMS)}{z} means {self.sentence()}"


def _sub_items(w: _Writer, depth: int, level: int = 0) -> list[str]:
    """Lettered (a), (b) items, each possibly with roman (i), (ii) items below."""
    if depth <= level:
        return []
    rng = w.rng
    labels = "abcdefghijklmnop" if level == 0 else _ROMAN
    out: list[str] = []
    for k in range(rng.randint(0, 4)):
        out.append(f"({labels[k]}) {w.sentence(3, 18)}")
        out.extend(_sub_items(w, depth, level + 1))
    return out


def _empty_or(w: _Writer, blocks: list[str]) -> list[str]:
    return [] if w.f.empty_sections and w.rng.random() < 0.15 else blocks


def _uk_clause(w: _Writer, n: int) -> list[str]:
    rng = w.rng
    head = rng.choice((f"{n}. {w.title()}", f"{n} {w.title()}", f"{n}.\t{w.title()}"))
    blocks = [head]
    body: list[str] = []
    if n == 1 and rng.random() < 0.6:
        body.append("1.1 In this agreement the following definitions apply:")
        body.extend(w.definition() for _ in range(rng.randint(1, 5)))
    for k in range(1, rng.randint(1, 5)):
        inline = rng.random() < 0.3
        body.append(f"{n}.{k} {w.title() + '. ' if inline else ''}{w.paragraph()}")
        body.extend(_sub_items(w, w.f.sub_depth))
    return blocks + _empty_or(w, body)


def _us_article(w: _Writer, n: int) -> list[str]:
    rng = w.rng
    roman = _UPPER_ROMAN[(n - 1) % len(_UPPER_ROMAN)]
    title = w.title().upper()
    head = rng.choice(
        (f"ARTICLE {roman}\n{title}", f"ARTICLE {n}\n{title}", f"ARTICLE {roman} - {title}")
    )
    body: list[str] = []
    for k in range(1, rng.randint(1, 5)):
        label = rng.choice((f"Section {n}.{k:02d}", f"Section {n}.{k}", f"{n}.{k}"))
        body.append(f"{label} {w.title()}. {w.paragraph()}")
        body.extend(_sub_items(w, w.f.sub_depth))
    return [head, *_empty_or(w, body)]


def _eu_article(w: _Writer, n: int) -> list[str]:
    rng = w.rng
    joiner = " " if w.f.joined_headings and rng.random() < 0.7 else "\n"
    blocks = [f"Article {n}{joiner}{w.title()}"]
    if w.f.amendments and rng.random() < 0.4:
        return blocks + _amending_body(w)
    body: list[str] = []
    for k in range(1, rng.randint(1, 5)):
        body.append(f"{k}. {w.paragraph()}")
        body.extend(_sub_items(w, w.f.sub_depth))
    if not body or rng.random() < 0.3:
        body.append(w.paragraph())
    return blocks + _empty_or(w, body)


def _amending_body(w: _Writer) -> list[str]:
    """An amending article: a lead-in, amending points, quoted replacement text (a paragraph,
    or a whole inserted article with its own numbered paragraphs)."""
    rng = w.rng
    a, z = rng.choice((("\u2018", "\u2019"), ("'", "'"), ('"', '"')))
    body = [f"Regulation (EU) No {rng.randint(1, 2000)}/2010 is amended as follows:"]
    for k in range(1, rng.randint(2, 5)):
        if rng.random() < 0.5:
            body.append(f"({k}) Article {rng.randint(1, 40)} is amended as follows:")
            body.append("(a) paragraph 2 is replaced by the following:")
            body.append(f"{a}2.   {w.paragraph()}{z};")
        else:
            body.append(f"({k}) the following Article is inserted:")
            inner = [f"{a}Article {rng.randint(1, 40)}a", w.title()]
            inner += [f"{i}.   {w.paragraph()}" for i in range(1, rng.randint(2, 4))]
            inner.append(f"(a) {w.sentence()}")
            inner[-1] += f"{z};"
            body.append("\n\n".join(inner))
    return body


def _tos_section(w: _Writer, n: int) -> list[str]:
    body = [w.paragraph() for _ in range(w.rng.randint(1, 4))]
    if w.rng.random() < 0.3:
        body.extend(f"\u2022 {w.sentence(3, 12)}" for _ in range(w.rng.randint(1, 4)))
    # Unnumbered headings as terms of service and SEC exhibits write them: "Grant of Rights."
    title = w.title() + w.rng.choice(("", "", "."))
    if w.rng.random() < 0.3:  # a sub-heading run into its paragraph: "General Rights. Text"
        body[0] = f"{w.title().title()}. {body[0]}"
    return [title, *_empty_or(w, body)]


def _front(w: _Writer) -> list[str]:
    rng = w.rng
    style = w.f.style
    if style == "eu":
        recitals = [f"({k}) {w.paragraph()}" for k in range(1, rng.randint(2, 8))]
        return [
            "REGULATION (EU) 2016/679 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL",
            "of 27 April 2016",
            "THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,",
            "Whereas:",
            *recitals,
            "HAVE ADOPTED THIS REGULATION:",
        ]
    if style == "tos":
        return ["Terms of Service", f"Last updated: {rng.randint(1, 28)} March 2024", w.paragraph()]
    a, z = rng.choice(w.quotes)
    title = rng.choice(("MASTER SERVICES AGREEMENT", "LICENSE AGREEMENT", "SUPPLY AGREEMENT"))
    parties = [
        f"THIS AGREEMENT is dated {rng.randint(1, 28)} June 2024",
        "PARTIES",
        f"(1) Harbour Analytics Limited, 12 Quay Street, Bristol BS1 4AB (the {a}Supplier{z}); and",
        f"(2) Northgate Retail plc, 200 Station Road, Leeds LS1 2AA (the {a}Customer{z}).",
    ]
    if style == "us":
        parties = [
            f"This {title.title()} (this {a}Agreement{z}) is entered into as of January "
            f"{rng.randint(1, 28)}, 2020 by and between Acme Corp., a Delaware corporation, "
            f"and Widget LLC.",
        ]
    recitals_head = "BACKGROUND" if style == "uk" else "RECITALS"
    letters = "ABCDEF"
    recitals = [
        (f"({letters[k]}) " if style == "uk" else "WHEREAS, ") + w.sentence()
        for k in range(rng.randint(0, 4))
    ]
    operative = "AGREED TERMS" if style == "uk" else "NOW, THEREFORE, the parties agree as follows:"
    return [title, *parties, recitals_head, *recitals, operative]


def _toc(w: _Writer, count: int) -> list[str]:
    lines = [f"{k}. {w.title()} {'.' * w.rng.randint(3, 30)} {k + 1}" for k in range(1, count + 1)]
    return ["TABLE OF CONTENTS", "\n".join(lines)]


def _back(w: _Writer) -> list[str]:
    rng = w.rng
    out: list[str] = []
    if w.f.style in ("uk", "us"):
        out += [
            "IN WITNESS WHEREOF the parties have executed this agreement on the date first "
            "written above.",
            "[Signature page follows]",
            "Signed by ______________________\nfor and on behalf of Harbour Analytics Limited",
            "By: /s/ Jane Doe\nName: Jane Doe\nTitle: Director\nDate: 1 July 2024",
        ]
    for k in range(1, w.f.schedules + 1):
        word, label = {
            "uk": ("SCHEDULE", str(k)),
            "us": ("EXHIBIT", "ABCDEFG"[k - 1]),
            "eu": ("ANNEX", _UPPER_ROMAN[k - 1]),
        }.get(w.f.style, ("APPENDIX", str(k)))
        out.append(f"{word} {label}\n{w.title()}")
        for p in range(1, rng.randint(1, 4)):
            out.append(f"{p}. {w.paragraph()}")
            out.extend(_sub_items(w, 1))
    return out


_BODY = {"uk": _uk_clause, "us": _us_article, "eu": _eu_article, "tos": _tos_section}


def _wrap(block: str, width: int) -> str:
    """Hard-wrap every line of a block at ``width`` (extracted PDF text)."""
    out: list[str] = []
    for line in block.split("\n"):
        cur = ""
        for word in line.split(" "):
            if cur and len(cur) + 1 + len(word) > width:
                out.append(cur)
                cur = word
            else:
                cur = f"{cur} {word}" if cur else word
        out.append(cur)
    return "\n".join(out)


def build(f: Features) -> str:
    """The raw document text for a set of features (deterministic)."""
    w = _Writer(f)
    rng = w.rng
    blocks = _front(w)
    if f.toc:
        blocks += _toc(w, f.clauses)
    if f.style == "eu" and rng.random() < 0.5:
        blocks.append(f"CHAPTER I\n{w.title()}")
    for n in range(1, f.clauses + 1):
        blocks += _BODY[f.style](w, n)
        if f.style == "eu" and n % 3 == 0 and n < f.clauses:
            blocks.append(f"CHAPTER {_UPPER_ROMAN[min(n // 3, 11)]}\n{w.title()}")
        if f.empty_sections and rng.random() < 0.1:
            blocks.append(w.title())  # a heading with nothing under it
    blocks += _back(w)
    if f.markdown:
        blocks = [_markdown(b, rng) for b in blocks]
    if f.hard_wrap:
        blocks = [_wrap(b, f.hard_wrap) for b in blocks]
    if f.page_numbers:
        blocks = _paginate(w, blocks)
    sep = " " if f.flatten else rng.choice(("\n\n", "\n", "\n\n\n", "\n \n"))
    text = sep.join(blocks)
    if f.tabs:
        text = text.replace("\n(", "\n\t(").replace("\n\n", "\n\t\n")
    text = _sprinkle(w, text)
    text = _line_ends(text, f.crlf, rng)
    return ("\ufeff" if f.bom else "") + text


# Heading lines a converter marks up: unit words, capitals, a numbered title line.
_MD_HEADING = re.compile(
    r"^(?:ARTICLE|Article|CHAPTER|Chapter|SCHEDULE|Schedule|EXHIBIT|Section|SECTION)\b[^\n]*"
    r"|^\d{1,2}\.?[ \t]+[A-Z][^\n.]{0,60}$",
    re.MULTILINE,
)
_MD_TERM = re.compile(
    r"([\"\u201c\u2018'])([A-Z][^\"\u201d\u2019'\n]{0,40})([\"\u201d\u2019']) means"
)


def _markdown(block: str, rng: random.Random) -> str:
    """One block as Markdown: heading lines behind hashes or in bold, defined terms in bold,
    numbered paragraphs escaped ("1\\."), lettered items as list bullets."""
    hashes = "#" * rng.randint(1, 3)
    bold = rng.random() < 0.3
    block = _MD_HEADING.sub(lambda m: f"**{m[0]}**" if bold else f"{hashes} {m[0]}", block)
    block = _MD_TERM.sub(r"**\1\2\3** means", block)
    if rng.random() < 0.5:
        block = re.sub(r"^(\d{1,3})\. ", r"\1\\. ", block, flags=re.MULTILINE)
    if rng.random() < 0.5:
        block = re.sub(r"^\(([a-z]{1,4})\) ", r"- (\1) ", block, flags=re.MULTILINE)
    return block


def _paginate(w: _Writer, blocks: list[str]) -> list[str]:
    out: list[str] = []
    page = 1
    for b in blocks:
        out.append(b)
        if w.rng.random() < 0.25:
            page += 1
            out.append(
                w.rng.choice((str(page), f"Page {page} of 40", f"- {page} -", "* * *", "\x0c"))
            )
    return out


def _sprinkle(w: _Writer, text: str) -> str:
    """Insert control and odd characters at random places (positions from the seeded rng)."""
    if not w.f.controls or not text:
        return text
    pool = w.f.odd_chars or ("\x00", "\x07", "\x1b", "\x7f")
    parts = list(text)
    for _ in range(w.f.controls):
        parts.insert(w.rng.randrange(len(parts) + 1), w.rng.choice(pool))
    return "".join(parts)


def _line_ends(text: str, mode: str, rng: random.Random) -> str:
    if mode == "crlf":
        return text.replace("\n", "\r\n")
    if mode == "cr":
        return text.replace("\n", "\r")
    if mode == "mixed":
        return "".join(rng.choice(("\n", "\r\n", "\r")) if ch == "\n" else ch for ch in text)
    return text


@st.composite
def features(draw: st.DrawFn, style: str | None = None, max_clauses: int = 12) -> Features:
    """The shape of one document; each hostile feature is on in a fraction of draws."""
    rare = st.booleans()
    return Features(
        style=style or draw(st.sampled_from(STYLES)),
        clauses=draw(st.integers(0, max_clauses)),
        sub_depth=draw(st.integers(0, 3)),
        seed=draw(st.integers(0, 2**32 - 1)),
        flatten=draw(st.sampled_from((False, False, False, True))),
        hard_wrap=draw(st.sampled_from((0, 0, 0, 40, 72, 90))),
        page_numbers=draw(rare),
        crlf=draw(st.sampled_from(("lf", "lf", "crlf", "cr", "mixed"))),
        tabs=draw(rare),
        controls=draw(st.sampled_from((0, 0, 1, 5, 40))),
        unicode_quotes=draw(rare),
        long_word=draw(st.sampled_from((0, 0, 0, 300, 1200, 9000))),
        empty_sections=draw(rare),
        toc=draw(st.sampled_from((False, False, False, True))),
        schedules=draw(st.integers(0, 3)),
        caps_headings=draw(rare),
        bom=draw(st.sampled_from((False, False, False, True))),
        long_sentences=draw(rare),
        odd_chars=tuple(draw(st.lists(st.sampled_from(_ODD), max_size=4, unique=True))),
        markdown=draw(rare),
        amendments=draw(rare),
        joined_headings=draw(rare),
    )


@st.composite
def legal_documents(draw: st.DrawFn, style: str | None = None, max_clauses: int = 12) -> LegalDoc:
    """A legal-shaped document with its features."""
    f = draw(features(style, max_clauses))
    return LegalDoc(build(f), f)
