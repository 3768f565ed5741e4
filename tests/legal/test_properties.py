"""Invariants of ``LegalChunker`` on generated legal-shaped documents (DESIGN.md "Guarantees").

Documents come from ``tests/gen/legal_docs.py`` (UK, US, EU and terms-of-service shapes with
hard wraps, page numbers, CRLF, tabs, control characters, unicode quotes, long words, empty
sections); every run is checked by ``tests/gen/legal_checks.py``: offsets, order, disjoint
bodies, nothing lost, ``content == original_header + body``, the size cap unless one word, no
chunk across two top-level clauses (metric and an independent check on ``parse_structure()``),
no heading left as a chunk's last line, determinism, raw offsets mapping back.

The first tests pin the checker itself on hand-made spans, so a checker that accepts
everything cannot pass unnoticed.
"""

from __future__ import annotations

import logging
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from clausewise import LegalChunker

# The packer logs each mid-word cut of an over-long word; expected here, so keep output quiet.
logging.getLogger("clausewise").setLevel(logging.ERROR)

PROFILES = ("uk", "us", "eu")
SIZES = (64, 96, 128, 256, 512, 1024, 2048)

# -- the checker checks ---------------------------------------------------------------------

_DOC = (
    "1. Services\n\nThe Supplier shall provide the Services.\n\n"
    "2. Payment\n\nThe Customer shall pay the Charges.\n"
)


def _nodes(chunker: LegalChunker) -> list[Any]:
    return chunker.parse_structure(_DOC)


def test_checker_flags_a_heading_left_at_the_end_of_a_chunk(legal_checks: ModuleType) -> None:
    nodes = _nodes(LegalChunker(jurisdiction="uk"))
    assert [(n.identifier, n.title) for n in nodes] == [("1", "Services"), ("2", "Payment")]
    two = _DOC.index("2. Payment")
    good = [(0, two - 2), (two, len(_DOC) - 1)]
    bad = [(0, two + len("2. Payment")), (two + len("2. Payment\n\n"), len(_DOC) - 1)]
    assert legal_checks.heading_problems(_DOC, nodes, good) == []
    problems = legal_checks.heading_problems(_DOC, nodes, bad)
    assert len(problems) == 1 and "'Payment'" in problems[0]


def test_checker_flags_a_chunk_across_two_top_level_clauses(legal_checks: ModuleType) -> None:
    nodes = _nodes(LegalChunker(jurisdiction="uk"))
    two = _DOC.index("2. Payment")
    assert legal_checks.top_level_problems(_DOC, nodes, [(0, two - 2), (two, len(_DOC))]) == []
    problems = legal_checks.top_level_problems(_DOC, nodes, [(0, two + 5), (two + 5, len(_DOC))])
    assert len(problems) == 1 and "['1', '2']" in problems[0]


def test_checker_passes_a_real_run_and_flags_a_tampered_one(legal_checks: ModuleType) -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=64, min_chunk_size=8)
    assert legal_checks.legal_problems(chunker, _DOC) == []

    class Lossy(LegalChunker):
        def chunk_with_metrics(self, text: str, document_id: str | None = None, **kw: Any) -> Any:
            chunks, metrics = super().chunk_with_metrics(text, document_id, **kw)
            return chunks[:-1], metrics

    lossy = Lossy(jurisdiction="uk", max_chunk_size=64, min_chunk_size=8)
    assert any("no chunk" in p for p in legal_checks.legal_problems(lossy, _DOC))


def test_generator_builds_the_declared_shape(legal_docs: ModuleType) -> None:
    f = legal_docs.Features(style="us", clauses=3, seed=5, schedules=2, crlf="crlf", bom=True)
    raw = legal_docs.build(f)
    assert raw.startswith("\ufeff") and "\r\n" in raw and "\n" not in raw.replace("\r\n", "")
    assert "ARTICLE" in raw and "IN WITNESS WHEREOF" in raw
    assert raw.index("EXHIBIT B") > raw.index("IN WITNESS WHEREOF")
    assert legal_docs.build(f) == raw  # deterministic for one set of features


# -- the properties -------------------------------------------------------------------------


@st.composite
def chunker_options(draw: st.DrawFn) -> dict[str, Any]:
    size = draw(st.sampled_from(SIZES) | st.integers(64, 2048))
    return {
        "jurisdiction": draw(st.sampled_from(PROFILES)),
        "doc_type": draw(st.sampled_from(("contract", "contract", "terms_conditions"))),
        "max_chunk_size": size,
        "min_chunk_size": draw(st.sampled_from((0, 1, size // 8, size // 4, size - 1))),
        "chars_per_token": draw(st.sampled_from((4, 4, 4, 1, 3))),
        "include_ancestor_headers": draw(st.booleans()),
    }


def _check(legal_checks: ModuleType, raw: str, options: dict[str, Any], **kw: bool) -> None:
    note(f"options={options!r}")
    chunker = LegalChunker(**options)
    problems = legal_checks.legal_problems(
        chunker, raw, fresh=lambda: LegalChunker(**options), **kw
    )
    assert problems == [], problems[:5]


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_guarantees_hold_on_generated_documents(
    legal_docs: ModuleType, legal_checks: ModuleType, data: st.DataObject
) -> None:
    doc = data.draw(legal_docs.legal_documents(), label="doc")
    _check(legal_checks, doc.raw, data.draw(chunker_options(), label="options"))


def test_a_markdown_heading_glue_never_covers_a_top_level_start(
    legal_docs: ModuleType, legal_checks: ModuleType
) -> None:
    # Found by the property above: a flattened Markdown regulation read as a UK contract,
    # where " # CHAPTER IV" (a space before the hashes, after a form feed) opens an untitled
    # top-level unit at the "#". The heading line's glue began at the space, so no chunk
    # could start at the unit: one chunk held the end of Chapter II and Chapter IV's heading.
    f = legal_docs.Features(
        style="eu", clauses=10, sub_depth=1, seed=2569625, flatten=True, page_numbers=True,
        schedules=1, caps_headings=True, long_sentences=True, markdown=True,
        joined_headings=True,
    )  # fmt: skip
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=64, min_chunk_size=0)
    assert legal_checks.legal_problems(chunker, legal_docs.build(f)) == []


def test_a_heading_glued_to_the_end_of_a_contents_line_is_checked_as_a_heading(
    legal_docs: ModuleType, legal_checks: ModuleType
) -> None:
    # Found by the property above: a contents line ends with the first article's heading
    # ("9. Indemnity .... 10 **ARTICLE I - VARIATION OBLIGATIONS**"), and "### Section 1.01"
    # opens the next line. The parser reads Section 1.01 there now; the packer glues the
    # article's heading to it, so the checker must measure the two as one run of headings.
    f = legal_docs.Features(
        style="us", clauses=9, sub_depth=1, seed=4366, flatten=True, hard_wrap=72,
        page_numbers=True, long_word=300, empty_sections=True, toc=True,
        long_sentences=True, odd_chars=("é", "אב", "ال"), markdown=True,
    )  # fmt: skip
    options = {"jurisdiction": "uk", "max_chunk_size": 96, "min_chunk_size": 0}
    chunker = LegalChunker(**options, chars_per_token=1, include_ancestor_headers=False)
    raw = legal_docs.build(f)
    assert "Section 1.01" in {n.identifier for n in chunker.parse_structure(raw)}
    assert legal_checks.legal_problems(chunker, raw) == []


def test_a_markdown_heading_line_that_opens_a_list_travels_with_its_first_item(
    legal_docs: ModuleType, legal_checks: ModuleType
) -> None:
    # Found by the property below: in an annex of a Markdown regulation, paragraph 1's text is
    # a heading line ("### 1. Intellectual herein against been of;") and its point (a) starts
    # on the next line. The heading's glue stopped at (a)'s start, so at 64 tokens the annex
    # heading and that line made a chunk of headings alone.
    f = legal_docs.Features(
        style="eu", clauses=2, sub_depth=1, seed=1, schedules=1, caps_headings=True,
        long_sentences=True, markdown=True,
    )  # fmt: skip
    chunker = LegalChunker(
        jurisdiction="eu", max_chunk_size=64, min_chunk_size=0, include_ancestor_headers=False
    )
    assert legal_checks.legal_problems(chunker, legal_docs.build(f)) == []


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
@pytest.mark.parametrize("style", ["uk", "us", "eu", "tos"])
def test_guarantees_hold_with_the_matching_profile_at_the_smallest_sizes(
    legal_docs: ModuleType, legal_checks: ModuleType, data: st.DataObject, style: str
) -> None:
    doc = data.draw(legal_docs.legal_documents(style=style, max_clauses=20), label="doc")
    size = data.draw(st.sampled_from((64, 80, 128)), label="size")
    options = {
        "jurisdiction": "us" if style == "tos" else style,
        "doc_type": "terms_conditions" if style == "tos" else "contract",
        "max_chunk_size": size,
        "min_chunk_size": data.draw(st.sampled_from((0, 16, 48)), label="min"),
        "include_ancestor_headers": data.draw(st.booleans(), label="headers"),
    }
    _check(legal_checks, doc.raw, options)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=st.lists(
        st.text(st.characters(codec="utf-8"), max_size=12)
        | st.sampled_from(["\n", "\r\n", "\r", " ", "1.", "(a)", "Section ", "ARTICLE I", '"'])
        | st.sampled_from(["1. Definitions\n", "\nSCHEDULE 1\n", "Article 3\n", "WHEREAS, "]),
        max_size=80,
    ).map("".join),
    options=chunker_options(),
)
def test_guarantees_hold_on_arbitrary_text(
    legal_checks: ModuleType, text: str, options: dict[str, Any]
) -> None:
    _check(legal_checks, text, options)


# -- headings whose body must be split -------------------------------------------------------------

# Shaped like SEC exhibit 10.27 in CUAD (Cybergy Holdings, "Effective Date and Term."), reworded:
# an unnumbered heading whose first paragraph is longer than a chunk.
_UNNUMBERED = (
    "WHEREAS, Licensor, the holder of certain resale rights to the Software, software and data as "
    "set forth in Schedule A and related technical manuals (hereafter collectively referred to as "
    "Software, wishes to appoint\n\nEffective Date and Term.\n\nThis agreement shall begin upon "
    "the date of its signature by Reseller and approval in writing by Licensor and shall remain in "
    "effect until the end of the current financial year and shall be automatically extended for "
    "further one (1) year periods unless otherwise terminated according to the expiry or "
    "termination provisions contained in paragraph 18 of this Agreement.\n\nGrant of Rights.\n\n"
    "General Rights. Subject to the terms and conditions of this Agreement, Licensor hereby "
    "appoints"
)
# Shaped like CUAD's Hyperion distributor agreement: a numbered heading underlined with dashes.
_UNDERLINED = (
    "1. LICENCE\n\n1.1  Exclusive Distribution Licence.          ------------------------------"
    "\n\nUpon the terms and subject to the conditions of this Agreement the Supplier hereby grants "
    "to the Distributor an exclusive and non-transferable right and licence to market and "
    "distribute the Products in the Territory during the Term and any renewal of it.\n\n"
    "1.2 The Territory.\n\nThe Distributor shall sell in the Territory.\n\n2. PAYMENT\n\n"
    "2.1 The Customer shall pay.\n"
)

# The same underlined heading after a sibling clause: it ends that clause's chunk instead.
_AFTER_SIBLING = (
    "1. LICENCE\n\n1.3 Support.\n\nThe Distributor shall allocate a minimum of two dedicated "
    "people to sell and support the Products full-time. The Distributor shall immediately notify "
    "the Developer if these people are given other duties that prevent them from remaining "
    "dedicated to the Products.\n\n1.4  Product Changes.              ---------------\n\n"
    "The Developer may upgrade or modify the Products from time to time in its sole discretion. "
    "In addition, upon ninety (90) days prior written notice to the Distributor, the Developer "
    "may add or delete Products from Schedule A, and the Distributor shall update its price "
    "lists, its marketing material and its training plans within thirty days of that notice."
    "\n\n1.5 Trade Marks.\n\nThe Developer owns the marks.\n\n2. PAYMENT\n\n2.1 Pay.\n"
)


@pytest.mark.parametrize(
    ("text", "heading", "body"),
    [
        (_UNNUMBERED, "Effective Date and Term", "This agreement shall begin"),
        (_UNDERLINED, "Exclusive Distribution Licence", "Upon the terms"),
        (_AFTER_SIBLING, "Product Changes", "The Developer may upgrade"),
    ],
    ids=["unnumbered", "underlined", "after-sibling"],
)
@pytest.mark.parametrize("headers", [True, False], ids=["headers", "no-headers"])
@pytest.mark.parametrize("size", [64, 128])
def test_a_heading_stays_with_the_start_of_a_split_body(
    legal_checks: ModuleType, text: str, heading: str, body: str, headers: bool, size: int
) -> None:
    chunker = LegalChunker(
        jurisdiction="us", max_chunk_size=size, min_chunk_size=16, include_ancestor_headers=headers
    )
    titles = [n.title for n in chunker.parse_structure(text)]
    assert heading in titles  # the parser sees the heading: the packer must keep it
    bodies = [c.body for c in chunker.chunk(text)]
    assert not any(b.rstrip(" .-").endswith(heading) for b in bodies), bodies
    # The chunk holding the heading holds the first words of its body too.
    (holder,) = [b for b in bodies if heading in b]
    assert body in holder, holder
    assert legal_checks.legal_problems(chunker, text, determinism=False, raw_offsets=False) == []


# -- a page number between a Markdown heading and its escaped first paragraph ---------------------

# Found by the Hypothesis test above (profile eu, max 64, min 16, Markdown with joined
# headings): a converter escapes paragraph numbers that open no list ("1\. Member States"),
# and a page number ("3") fell between the heading and that paragraph.
_ESCAPED_AFTER_PAGE = (
    "## Article 19 PENALTIES\n\n3\n\n"
    "1\\. Member States shall lay down the rules on penalties.\n\n"
    "2\\. Those penalties shall be effective, proportionate and dissuasive. Member States "
    "shall notify the Commission of those rules and of those measures without delay and shall "
    "notify it of any subsequent amendment affecting them.\n\n"
    "## Article 20 FINAL PROVISIONS\n\nThis Regulation shall enter into force on that day.\n"
)


def test_an_escaped_first_paragraph_after_a_page_number_is_the_heading_s_body(
    legal_checks: ModuleType,
) -> None:
    chunker = LegalChunker(jurisdiction="eu", max_chunk_size=64, min_chunk_size=16)
    bodies = [c.body for c in chunker.chunk(_ESCAPED_AFTER_PAGE)]
    assert bodies[0] == (
        "## Article 19 PENALTIES\n\n3\n\n1\\. Member States shall lay down the rules on penalties."
    )
    assert bodies[1].startswith("2\\. Those penalties") and bodies[2].startswith("## Article 20")
    # The checker read "1\. Member States ..." as the next page's running header, so the
    # first chunk looked like a heading alone, its body in the next chunk.
    assert legal_checks.legal_problems(chunker, _ESCAPED_AFTER_PAGE) == []


# -- a group heading and a clause heading too long, with their body, for one chunk ------------

# Found by the Hypothesis test on generated documents (uk, 64 characters a chunk): the parser
# starts clause 1 at "AGREED TERMS", and the run up to "1.1 In" does not fit in a chunk. It
# gave way at its last space, inside the clause's heading line ("... AND INSURANCE" |
# "MATTERS"); it now gives way before that line, which travels whole with its body.
_GROUP_HEADED = (
    "SUPPLY AGREEMENT\n\nTHIS AGREEMENT is dated 2 June 2024\n\nBACKGROUND\n\n"
    "(A) The Supplier supplies goods.\n\nAGREED TERMS\n\n"
    "{md}1 GOVERNING LAW, JURISDICTION AND INSURANCE MATTERS\n\n"
    "1.1 In this agreement the following definitions apply:\n\n"
    '{bold}"Business Day"{bold} means a day other than a Saturday.\n\n'
    "1.2 The Supplier shall insure.\n\n{md}2 PAYMENT\n\n2.1 The Customer shall pay.\n"
)


@pytest.mark.parametrize("md", ["", "# "], ids=["plain", "markdown"])
def test_a_clause_heading_under_a_group_heading_is_not_cut_inside_its_line(
    legal_checks: ModuleType, md: str
) -> None:
    text = _GROUP_HEADED.format(md=md, bold="**" if md else "")  # Markdown as converters write
    chunker = LegalChunker(
        jurisdiction="uk", max_chunk_size=64, chars_per_token=1, min_chunk_size=0
    )
    bodies = [c.body for c in chunker.chunk(text)]
    k = bodies.index("AGREED TERMS")
    heading = f"{md}1 GOVERNING LAW, JURISDICTION AND INSURANCE MATTERS"
    assert bodies[k + 1].startswith(heading + "\n\n1.1 In"), bodies
    assert legal_checks.legal_problems(chunker, text) == []
