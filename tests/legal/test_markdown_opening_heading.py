"""A Markdown text that opens with a '#' heading: the heading travels with its paragraph.

The text before the first unit the parser finds is read as a preamble, and a preamble has no
heading of its own, so "# PAYMENT" on the first line was left out of every glue: the packer
gave it a chunk of its own (EU at 64 and 128 tokens, every jurisdiction once a third
heading made the text Markdown). The checker missed it too, since a unit started on the line.
"""

from __future__ import annotations

import re

import pytest

from clausewise import LegalChunker, sanitize
from clausewise.guarantees import structure_of, violations
from clausewise.legal.markdown_tree import over_markup
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection
from clausewise.markup import plain_view

PAY = (
    "The Customer shall pay all invoices within thirty days of receipt. "
    "Late payments bear interest at two percent per month. "
)
TERM = (
    "This Agreement begins on the Effective Date and continues for two years unless "
    "terminated earlier under clause 3. "
)
CONF = (
    "Each party shall keep the other's Confidential Information secret and use it only "
    "for this Agreement. "
)
THREE = f"# PAYMENT\n\n{PAY * 3}\n\n# TERM\n\n{TERM * 3}\n\n# CONFIDENTIALITY\n\n{CONF * 3}\n"
TWO = f"# PAYMENT\n\n{PAY * 3}\n\n# TERM\n\n{TERM * 3}\n"
HEADING_LINE = re.compile(r"^#{1,6} [^\n]*$", re.MULTILINE)


def _chunks(text: str, jurisdiction: str, size: int) -> list[tuple[int, int, str]]:
    chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=size).chunk(text)
    clean = sanitize(text)
    for c in chunks:
        assert c.content.endswith(clean[c.char_start : c.char_end])
    return [(c.char_start, c.char_end, clean[c.char_start : c.char_end]) for c in chunks]


@pytest.mark.parametrize("text", [THREE, TWO], ids=["three-headings", "two-headings"])
@pytest.mark.parametrize("jurisdiction", ["uk", "us", "eu"])
@pytest.mark.parametrize("size", [64, 128, 512])
def test_an_opening_heading_is_never_a_chunk_of_its_own(
    text: str, jurisdiction: str, size: int
) -> None:
    chunks = _chunks(text, jurisdiction, size)
    assert chunks[0][0] == 0
    assert chunks[0][2].startswith("# PAYMENT\n\nThe Customer shall pay all invoices")
    for _, _, body in chunks:
        assert HEADING_LINE.sub("", body).strip(), (jurisdiction, size, body)
    chunker = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=size)
    clean = sanitize(text)
    units, heads = structure_of(clean, chunker.parse_structure(text))
    assert violations(clean, [(a, z) for a, z, _ in chunks], units=units, headings=heads) == []


def test_the_opening_heading_chunk_at_64_tokens() -> None:
    # Each heading opens the chunk holding its first two sentences; the third follows alone.
    t = THREE
    spans = [(a, z) for a, z, _ in _chunks(t, "eu", 64)]
    second_pay = t.index("The Customer", len(PAY) * 2)
    assert spans[:2] == [(0, second_pay - 1), (second_pay, t.index(" \n\n# TERM"))]
    assert t[spans[0][0] : spans[0][1]] == "# PAYMENT\n\n" + (PAY * 2).rstrip()
    term, conf = t.index("# TERM"), t.index("# CONFIDENTIALITY")
    assert [a for a, _ in spans[2:]] == [term, spans[3][0], conf, spans[5][0]]
    assert t[spans[2][0] : spans[2][1]].startswith("# TERM\n\nThis Agreement begins")


def test_the_checker_flags_an_opening_heading_left_alone() -> None:
    # The chunks the packer made before the fix: "# PAYMENT" (0, 9), then its paragraph.
    t = THREE
    chunker = LegalChunker(jurisdiction="eu", max_chunk_size=64)
    _, heads = structure_of(t, chunker.parse_structure(t))
    assert (0, 9) in [(h.start, h.end) for h in heads]
    bad = [(0, 9), (11, len(t))]
    problems = violations(t, bad, headings=heads)
    assert len(problems) == 1
    assert "'# PAYMENT' at 0 is a chunk of headings alone" in problems[0]


def test_an_untitled_unit_stays_untitled_when_widened_over_the_hashes() -> None:
    # The parser reads the view, where "# PAYMENT" is "  PAYMENT": the preamble starts at 2
    # with no heading (heading_end == start). Widened back over "# ", it must not look headed
    # by the two characters of markup.
    t = THREE
    view = plain_view(t)
    assert view.startswith("  PAYMENT\n")
    end = t.index(" \n\n# TERM")
    pre = ClauseNode(2, end, 1, "preamble", "Preamble", "", None, 2, DocumentSection.PREAMBLE)
    tree = over_markup(ClauseTree(nodes=(pre,)), t, view)
    (node,) = tree.nodes
    assert (node.start, node.heading_end) == (0, 0)


PLAIN = f"PAYMENT\n\n{PAY * 3}\n\nTERM\n\n{TERM * 3}\n\nCONFIDENTIALITY\n\n{CONF * 3}\n"


@pytest.mark.parametrize("jurisdiction", ["uk", "us", "eu"])
@pytest.mark.parametrize("size", [32, 64, 128])
def test_a_plain_first_line_standing_alone_keeps_its_paragraph(
    jurisdiction: str, size: int
) -> None:
    # Without '#' marks and without structure (the EU profile finds no articles here, so
    # the text is packed as it stands), the first line is glued like any lone line after a
    # blank one: it never makes a chunk of its own.
    chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=size).chunk(PLAIN)
    bodies = [PLAIN[c.char_start : c.char_end] for c in chunks]
    assert bodies[0].startswith("PAYMENT\n\nThe Customer shall pay")
    assert not any(b.strip() in ("PAYMENT", "TERM", "CONFIDENTIALITY") for b in bodies)
