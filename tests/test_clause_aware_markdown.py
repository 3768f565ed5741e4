"""``ClauseAwareChunker`` on Markdown contracts: '#' headings start clause units.

The fixtures are written by hand (tests/data/clause_aware): a services agreement with
numbered headings at three depths and one without a number, and data-processing terms with
headings of four depths, none numbered, two of them setext. Each heading is declared here
with what it must be recognised as; the chunks are checked against sections cut at exactly
those lines.
"""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import pytest

from clausewise.clause_aware import ClauseAwareChunker
from clausewise.guarantees import Heading, violations

DATA = Path(__file__).resolve().parent / "data" / "clause_aware"
SERVICES = (DATA / "services_agreement.md").read_text(encoding="utf-8")
PRIVACY = (DATA / "privacy_terms.md").read_text(encoding="utf-8")

# (heading line, recognised as), in order.
SERVICES_HEADINGS = [
    ("# MASTER SERVICES AGREEMENT", "markdown-heading"),
    ("## 1. Definitions", "clause"),
    ("### 1.1 Defined terms", "subclause"),
    ("### 1.2 Interpretation", "subclause"),
    ("## 2. Services", "clause"),
    ("## 5. Charges and Payment", "clause"),
    ("## 7. Limitation of Liability", "clause"),
    ("### 7.1 Cap", "subclause"),
    ("### 7.2 Exclusions", "subclause"),
    ("## Governing Law", "markdown-heading"),
]
PRIVACY_HEADINGS = [
    ("# Data Processing Terms", "markdown-heading"),
    ("## Scope of Processing", "markdown-heading"),
    ("### Categories of data", "markdown-heading"),
    ("### Duration", "markdown-heading"),
    ("## Security", "markdown-heading"),
    ("#### Breach notification", "markdown-heading"),
    ("Sub-processors\n--------------", "markdown-heading"),
    ("Audit Rights\n============", "markdown-heading"),
]
CASES = [(SERVICES, SERVICES_HEADINGS), (PRIVACY, PRIVACY_HEADINGS)]


def _declared(text: str, headings: list[tuple[str, str]]) -> list[tuple[int, str]]:
    out, pos = [], 0
    for line, name in headings:
        pos = text.index(line + "\n", pos)
        assert pos == 0 or text[pos - 2 : pos] == "\n\n", line  # the fixture's own shape
        out.append((pos, name))
    return out


@pytest.mark.parametrize(("text", "headings"), CASES, ids=["services", "privacy"])
def test_markdown_headings_are_recognised_at_their_hashes(
    text: str, headings: list[tuple[str, str]]
) -> None:
    assert ClauseAwareChunker().headings(text) == _declared(text, headings)


def _greedy(sections: list[str], cap: int) -> list[str]:
    gold = [sections[0]]
    for sec in sections[1:]:
        joined = gold[-1] + "\n\n" + sec
        if len(joined) // 4 <= cap:
            gold[-1] = joined
        else:
            gold.append(sec)
    return gold


def test_a_markdown_contract_is_packed_by_clause_units() -> None:
    # At 60 tokens no two sections with a body fit together: each chunk is one unit, opened
    # by its heading (a heading with no text of its own travels with the first sub-clause).
    text = SERVICES
    starts = [p for p, _ in _declared(text, SERVICES_HEADINGS)] + [len(text) + 2]
    sections = [text[a : z - 2].strip() for a, z in pairwise(starts)]
    for i in reversed(range(len(sections) - 1)):
        if "\n" not in sections[i]:  # a heading alone heads the section below it
            sections[i : i + 2] = [sections[i] + "\n\n" + sections[i + 1]]
    chunks = ClauseAwareChunker(max_chunk_size=60).chunk(text)
    assert chunks == _greedy(sections, 60)
    assert [c.split("\n", 1)[0] for c in chunks] == [
        "# MASTER SERVICES AGREEMENT",
        "## 1. Definitions",
        "### 1.2 Interpretation",
        "## 2. Services",
        "## 5. Charges and Payment",
        "## 7. Limitation of Liability",
        "### 7.2 Exclusions",
        "## Governing Law",
    ]
    assert chunks[5].startswith("## 7. Limitation of Liability\n\n### 7.1 Cap\n\nEach party's")


def test_unnumbered_and_setext_headings_start_units_too() -> None:
    text = PRIVACY
    chunks = ClauseAwareChunker(max_chunk_size=50).chunk(text)
    assert [c.split("\n", 1)[0] for c in chunks] == [
        line.split("\n")[0] for line, _ in PRIVACY_HEADINGS
    ]
    assert chunks[6].startswith("Sub-processors\n--------------\n\nFernleaf Media engages")


@pytest.mark.parametrize(("text", "headings"), CASES, ids=["services", "privacy"])
# From 20 tokens: at 12 (48 characters) "## 1. Definitions" over "### 1.1 Defined terms"
# is more than the three quarters of a chunk the packer lets a run of headings take, as
# for any heading run (see general.structure._cap_chains).
@pytest.mark.parametrize("cap", [20, 30, 45, 60, 90, 150, 400])
def test_no_chunk_ends_with_a_markdown_heading(
    text: str, headings: list[tuple[str, str]], cap: int
) -> None:
    chunker = ClauseAwareChunker(max_chunk_size=cap)
    spans = chunker.chunk_spans(text)
    heads = [
        Heading(pos, pos + len(line), len(text), line)
        for (pos, _), (line, _) in zip(_declared(text, headings), headings, strict=True)
    ]
    room = (cap + 1) * 4 - 1
    assert (
        violations(text, spans, sizer=chunker.count_tokens, capacity=cap, headings=heads, room=room)
        == []
    )


def test_markup_around_a_number_does_not_hide_it() -> None:
    # Converters write "## **7.** Limitation" or escape the full stop ("## 7\\. Limitation").
    text = (
        "## **7.** Limitation of Liability\n\nEach party's liability is capped.\n\n"
        "## 8\\. Term\n\nThis Agreement lasts two years.\n\n"
        "### **8.1** Renewal\n\nIt renews for one year unless either party objects.\n"
    )
    found = ClauseAwareChunker().headings(text)
    assert found == [
        (0, "clause"),
        (text.index("## 8"), "clause"),
        (text.index("### **8.1**"), "subclause"),
    ]


def test_hash_headings_in_a_text_not_read_as_markdown() -> None:
    # Two hash lines do not make a text Markdown; those shaped like headings still count,
    # a table's "# of Units" line does not.
    sentence = "The Supplier shall provide the Services with reasonable skill and care. "
    text = f"# 1 DEFINITIONS\n\n{sentence * 3}\n\n# 2 TERM\n\n{sentence * 3}\n"
    assert ClauseAwareChunker().headings(text) == [
        (0, "markdown-heading"),
        (text.index("# 2 TERM"), "markdown-heading"),
    ]
    chunks = ClauseAwareChunker(max_chunk_size=40).chunk(text)
    assert [c.split("\n", 1)[0] for c in chunks if c.startswith("#")] == [
        "# 1 DEFINITIONS",
        "# 2 TERM",
    ]
    for c in chunks:
        assert not re.search(r"(?m)^# \d [A-Z]+\Z", c), c
    table = f"# of Units: 500\n\n{sentence}\n\n# 1 DEFINITIONS\n\n{sentence}\n"
    assert ClauseAwareChunker().headings(table) == [(table.index("# 1"), "markdown-heading")]


def test_a_dash_line_under_a_paragraph_is_no_setext_heading() -> None:
    # The last line of a paragraph of several lines over "---" is not a heading alone.
    text = (
        "# Terms\n\nFirst line of a paragraph that wraps\nonto a second line\n---\n\n"
        "Notices must be in writing.\n\n**Bold** and [a link](https://example.com).\n"
    )
    assert ClauseAwareChunker().headings(text) == [(0, "markdown-heading")]


def test_crlf_line_ends_keep_every_heading() -> None:
    text = PRIVACY.replace("\n", "\r\n")
    starts = [p for p, _ in ClauseAwareChunker().headings(text)]
    assert starts == [text.index(line.replace("\n", "\r\n")) for line, _ in PRIVACY_HEADINGS]
    chunks = ClauseAwareChunker(max_chunk_size=50).chunk(text)
    assert [c.split("\r\n", 1)[0] for c in chunks] == [
        line.split("\n")[0] for line, _ in PRIVACY_HEADINGS
    ]
