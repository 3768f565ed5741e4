"""Contracts handed over by a converter read like plain text: Markdown, and text from HTML.

Each bundled example document is written as a converter writes it: heading lines behind
``##`` (or in bold), defined terms and sub-clause titles in bold, numbered paragraphs escaped
(``1\\.``), lettered items as list bullets. Its structure, defined terms, references and clause
types must be those of the plain document, while every chunk body is still the exact slice of
the Markdown, markup included, and no character is lost.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from clausewise import LegalChunker
from clausewise.legal.types import LegalChunk

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

CASES = [
    ("uk_services_agreement.txt", {"jurisdiction": "uk"}),
    ("us_services_agreement.txt", {"jurisdiction": "us"}),
    ("eu_gdpr_excerpt.txt", {"jurisdiction": "eu"}),
    ("terms_of_service_google.txt", {"jurisdiction": "us", "doc_type": "terms_conditions"}),
]

_HEADING = re.compile(
    r"^(?:CHAPTER [IVXLC]+|Article \d+|ARTICLE [IVXLC\d]+(?: [A-Z][A-Za-z ]{2,60})?|SCHEDULE \d+"
    r"|\d{1,2}\.?[ \t]+[A-Z][A-Za-z ,;&-]{2,60})$"
    # an unnumbered heading of a few words on a line of its own (terms of service)
    r"|(?<=\n\n)[A-Z][A-Za-z\u2019' ]{2,60}(?=\n\n)",
    re.MULTILINE,
)
_SUB_TITLE = re.compile(r"^(\d+\.\d+)[ \t]+([A-Z][A-Za-z ,;&-]{2,60}\.)", re.MULTILINE)
_TERM = re.compile(r"([\"\u201c\u2018])([A-Z][^\"\u201d\u2019\n]{0,40})([\"\u201d\u2019])")


def as_markdown(text: str) -> str:
    """``text`` as a converter writes it (each rule only adds markup around the words)."""
    text = _HEADING.sub(lambda m: f"## {m[0]}", text)
    text = _SUB_TITLE.sub(lambda m: f"{m[1]} **{m[2]}**", text)
    text = _TERM.sub(r"**\1\2\3**", text)
    text = re.sub(r"^(\d{1,3})\. ", r"\1\\. ", text, flags=re.MULTILINE)
    return re.sub(r"^\(([a-z]{1,4})\) ", r"- (\1) ", text, flags=re.MULTILINE)


def _refs(chunks: list[LegalChunk]) -> Counter[tuple[str, str, bool]]:
    return Counter(
        (r.raw_text, r.target_identifier, r.target_chunk_index is not None)
        for c in chunks
        for r in c.cross_references
    )


@pytest.mark.parametrize(("name", "options"), CASES)
def test_markdown_reads_like_the_plain_document(name: str, options: dict[str, str]) -> None:
    plain = (EXAMPLES / name).read_text(encoding="utf-8")
    markdown = as_markdown(plain)
    assert markdown.count("**") >= 4 and markdown != plain  # the decoration took hold
    chunker = LegalChunker(max_chunk_size=256, **options)  # type: ignore[arg-type]

    def outline(text: str) -> list[tuple[int, str, str | None]]:
        return [(n.level, n.identifier, n.title) for n in chunker.parse_structure(text)]

    assert outline(markdown) == outline(plain)
    assert sorted(chunker.get_defined_terms(markdown)) == sorted(chunker.get_defined_terms(plain))
    ours, theirs = chunker.chunk(markdown), chunker.chunk(plain)
    assert _refs(ours) == _refs(theirs)
    # Markup takes room, so a unit may be cut elsewhere (and a chunk is typed by the
    # paragraphs it holds); with room for whole units and no merging of small pieces (a piece
    # three characters longer is no longer "small"), each unit and paragraph keeps its type.
    whole = LegalChunker(max_chunk_size=2048, min_chunk_size=0, **options)  # type: ignore[arg-type]
    # The runner-up too: a unit's "## " belongs to it, not to the unit before (whose type
    # was once read as the runner-up of every chunk).
    assert [
        (c.hierarchy_path, c.clause_type, c.secondary_clause_type) for c in whole.chunk(markdown)
    ] == [(c.hierarchy_path, c.clause_type, c.secondary_clause_type) for c in whole.chunk(plain)]
    assert ours[0].context_header == theirs[0].context_header


@pytest.mark.parametrize(("name", "options"), CASES)
def test_markdown_chunks_are_exact_slices_and_keep_their_markup(
    name: str, options: dict[str, str]
) -> None:
    markdown = as_markdown((EXAMPLES / name).read_text(encoding="utf-8"))
    chunker = LegalChunker(max_chunk_size=128, **options)  # type: ignore[arg-type]
    chunks = chunker.chunk(markdown)
    text = LegalChunker.sanitize(markdown)
    covered = [False] * len(text)
    for c in chunks:
        assert c.content == c.original_header + text[c.char_start : c.char_end]
        covered[c.char_start : c.char_end] = [True] * (c.char_end - c.char_start)
        # Heading hashes open the chunk of the unit they mark, never close the one before.
        assert not re.search(r"(?:^|\n)#+\s*$", text[c.char_start : c.char_end])
    assert [i for i, ch in enumerate(text) if not ch.isspace() and not covered[i]] == []
    starts = {n.char_start for n in chunker.parse_structure(markdown)}
    assert any(text.startswith("## ", s) for s in starts)  # units begin at their markup


def test_a_converted_contract_is_read_clause_by_clause() -> None:
    markdown = (
        "# MASTER SERVICES AGREEMENT\n\n"
        'This Master Services Agreement (the "Agreement") is entered into by and between '
        '**Acme Corp.**, a Delaware corporation ("Provider"), and **Beta LLC**, a New York '
        'limited liability company ("Customer").\n\n'
        "## 1. Definitions\n\n"
        '1.1 **"Losses"** means all losses, damages and reasonable legal fees.\n\n'
        "## 2. Liability\n\n"
        "2.1 **Cap.** Subject to Section 2.2, the Provider's liability for Losses shall not "
        "exceed the fees paid.\n\n"
        "2.2 **Exclusions.** Nothing limits liability for fraud.\n\n"
        "## 3. Governing Law\n\nThis Agreement is governed by the laws of the State of New "
        "York.\n"
    )
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=512)
    nodes = [(n.identifier, n.title) for n in chunker.parse_structure(markdown)]
    assert ("1", "Definitions") in nodes and ("2.1", "Cap") in nodes
    assert ("3", "Governing Law") in nodes
    terms = chunker.get_defined_terms(markdown)
    assert terms["Losses"].definition.startswith("means all losses")
    chunks = chunker.chunk(markdown)
    cap = next(c for c in chunks if "**Cap.**" in c.content)
    assert [(r.target_identifier, r.target_chunk_index) for r in cap.cross_references] == [
        ("2.2", cap.index)
    ]
    assert "Losses" in cap.defined_terms_used
    assert "[Parties: Acme Corp.; Beta LLC]" in chunks[0].context_header
    law = next(c for c in chunks if "Governing Law" in c.content)
    assert law.clause_type.value == "governing_law"


def as_html_text(text: str) -> str:
    """``text`` as HTML-to-text extraction gives it, space for space: no-break spaces after
    unit words and clause numbers ("ARTICLE&nbsp;I", "Section&nbsp;2.1", "1.1&nbsp;Services")
    and between sentences."""
    units = r"\b(ARTICLE|Article|Section|SECTION|Clause|clause|Schedule|SCHEDULE) "
    text = re.sub(units, "\\1\u00a0", text)
    text = re.sub(r"^(\d{1,2}(?:\.\d{1,2})*\.?) ", "\\1\u00a0", text, flags=re.MULTILINE)
    return text.replace(".  ", ".\u00a0 ")


@pytest.mark.parametrize(("name", "options"), CASES[:3])
def test_no_break_spaces_read_like_spaces(name: str, options: dict[str, str]) -> None:
    plain = (EXAMPLES / name).read_text(encoding="utf-8")
    html = as_html_text(plain)
    assert html.count("\u00a0") >= 10
    chunker = LegalChunker(max_chunk_size=256, **options)  # type: ignore[arg-type]

    def outline(text: str) -> list[tuple[int, str, str | None]]:
        return [(n.level, n.identifier, n.title) for n in chunker.parse_structure(text)]

    assert outline(html) == outline(plain)
    assert sorted(chunker.get_defined_terms(html)) == sorted(chunker.get_defined_terms(plain))
    ours, theirs = chunker.chunk(html), chunker.chunk(plain)
    # Space for space, so the same chunks; the references keep their own spelling.
    assert [(c.char_start, c.char_end, c.clause_type) for c in ours] == [
        (c.char_start, c.char_end, c.clause_type) for c in theirs
    ]
    assert [(k[0].replace("\u00a0", " "), *k[1:]) for k in _refs(ours).elements()] == list(
        _refs(theirs).elements()
    )
    text = LegalChunker.sanitize(html)
    assert all(c.content == c.original_header + text[c.char_start : c.char_end] for c in ours)


_TABLE_CONTRACT = (
    "# SERVICES AGREEMENT\n\n"
    'This agreement is made between **Alpha Limited** ("Supplier") and **Beta plc** '
    '("Customer").\n\n'
    "## 1. Definitions and Interpretation\n\n"
    "1.1 In this Agreement the following terms have the following meanings:\n\n"
    "| Term | Meaning |\n"
    "|------|---------|\n"
    "| **Affiliate** | any entity that controls, is controlled by, or is under common "
    "control with a party; |\n"
    '| "Business Day" | a day other than a Saturday, Sunday or public holiday in England; |\n'
    "| **Charges** | the charges set out in Schedule 1. |\n\n"
    "1.2 Clause headings do not affect interpretation.\n\n"
    "## 2. Services\n\n"
    "2.1 The Supplier shall provide the Services to its Affiliates on each Business Day.\n\n"
    "## SCHEDULE 1 – CHARGES\n\n"
    "| Service | Monthly fee |\n"
    "|---|---|\n"
    "| Hosting | £1,000 per month |\n"
    "| Support | £500 per month |\n"
)


def test_a_definitions_table_defines_its_terms() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=512)
    terms = chunker.get_defined_terms(_TABLE_CONTRACT)
    assert sorted(terms) == ["Affiliate", "Business Day", "Charges", "Customer", "Supplier"]
    affiliate = terms["Affiliate"]
    assert affiliate.definition == (
        "any entity that controls, is controlled by, or is under common control with a party;"
    )
    row = _TABLE_CONTRACT[affiliate.char_start : affiliate.char_end]
    assert row.startswith("| **Affiliate** |") and row.endswith("with a party;")
    assert terms["Business Day"].definition.startswith("a day other than")
    # The header row and the schedule's fee table define nothing.
    assert not {"Term", "Service", "Hosting", "Support"} & set(terms)
    services = next(c for c in chunker.chunk(_TABLE_CONTRACT) if "2.1 The Supplier" in c.body)
    assert {"Affiliate", "Business Day"} <= set(services.defined_terms_used)


PRIVACY = """# Privacy Policy

## 1. Who we are

We are Fernleaf Media Ltd, the controller of your personal data.

## 2. How we use your information

We use your personal data to:

1. provide the Services;
2. process your payments; and
3. comply with our legal obligations.

## 3. Cookies

We use cookies on our website.

## 4. Your rights

You may access your personal data.
"""


def test_a_numbered_list_inside_a_section_does_not_take_over_its_numbering() -> None:
    nodes = LegalChunker(jurisdiction="uk", doc_type="terms_conditions").parse_structure(PRIVACY)
    top = [(n.identifier, n.title) for n in nodes if n.parent is None]
    assert top == [
        ("Preamble", None),
        ("1", "Who we are"),
        ("2", "How we use your information"),
        ("3", "Cookies"),
        ("4", "Your rights"),
    ]
    three = next(n for n in nodes if n.identifier == "3")
    assert PRIVACY[three.char_start :].startswith("## 3. Cookies")
    two = next(n for n in nodes if n.identifier == "2")
    assert PRIVACY[two.char_start : two.char_end].endswith("comply with our legal obligations.")
