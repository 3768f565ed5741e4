"""Runs of headings too long for one chunk with the first word of their body.

Each case was found by the Hypothesis guarantees test (``test_properties.py``) with random
seeds, at 56 to 96 characters a chunk, and is written out here as explicit text. A run of
glue longer than a chunk gives way at a space, or first where the glue of a heading starts
that only other glue reaches (a lead-in line, a bold line, a page number, a bare marker line
above it); a unit's own title keeps its marker line; the checker reads a title wrapped over
lines as a heading, so it measures the whole run.
"""

from __future__ import annotations

import logging
from itertools import pairwise
from types import ModuleType

import pytest

from clausewise import LegalChunker, sanitize
from clausewise.guarantees import heading_problems, structure_of

logging.getLogger("clausewise").setLevel(logging.ERROR)

_PARTIES = (
    "MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is entered into by and "
    "between Acme Corp. and Widget LLC.\n\n"
)
# EU articles after the contract text: read as an EU act, the text above is its preamble.
_ARTICLES = (
    "\nArticle 1\nScope\n\n1. This Regulation applies.\n\n"
    "Article 2\nEntry into force\n\n1. It enters into force.\n"
)
# A lead-in line glued above a Markdown heading: "... as follows:" / "## ARTICLE I" did not
# fit with "REMEDIES", and the cut fell after "##" or after "ARTICLE I".
_LEAD_IN = (
    _PARTIES + "RECITALS\n\nNOW, THEREFORE, the parties agree as follows:\n\n## ARTICLE I\n"
    "REMEDIES AUDIT PROVISIONS\n\n## Section 1.1 Payment.\n\nThe Customer shall pay the fees "
    "within thirty days of the date of each invoice.\n" + _ARTICLES
)
# A bold heading line (a lone line to the packer, no unit to the parser) above "## ARTICLE II".
_BOLD = (
    _PARTIES + "**ARTICLE I - REMEDIES TRANSFERS SECURITY LIABILITY**\n\n## ARTICLE II\n"
    "PENALTIES WAIVER\n\n**Section 2.01 ASSIGNMENT.** Neither party may assign this agreement "
    "without the consent of the other.\n" + _ARTICLES
)
# A page footer standing alone above a Markdown heading line.
_PAGE = (
    _PARTIES + "The Customer shall pay the fees within thirty days.\n\nPage 126 of 40\n\n"
    "## Section 11.04 CONFIDENTIALITY. And\nregulation property loss to endeavours applicable "
    "processor represents of termination.\n"
)


def _tiny(
    jurisdiction: str, size: int, ancestors: bool = True, doc_type: str = "contract"
) -> LegalChunker:
    """A chunker counting characters (one per token), no merging: runs of headings meet the
    budget at small sizes."""
    return LegalChunker(
        jurisdiction=jurisdiction,
        max_chunk_size=size,
        chars_per_token=1,
        min_chunk_size=0,
        include_ancestor_headers=ancestors,
        doc_type=doc_type,
    )


def _checked_bodies(legal_checks: ModuleType, chunker: LegalChunker, text: str) -> list[str]:
    """The chunk bodies of ``text``, once the guarantee checker passed them."""
    assert legal_checks.legal_problems(chunker, text) == []
    return [c.body for c in chunker.chunk(text)]


def _holder(bodies: list[str], marker: str) -> str:
    """The one chunk body holding ``marker``."""
    found = [b for b in bodies if marker in b]
    assert len(found) == 1, (marker, bodies)
    return found[0]


@pytest.mark.parametrize(
    ("text", "jurisdiction", "size", "heading", "word"),
    [
        (_LEAD_IN, "eu", 56, "## ARTICLE I", "REMEDIES"),
        (_LEAD_IN, "eu", 64, "## ARTICLE I", "REMEDIES"),
        (_LEAD_IN, "uk", 64, "## ARTICLE I", "REMEDIES"),
        (_BOLD, "eu", 64, "## ARTICLE II", "PENALTIES"),
        (_BOLD, "eu", 72, "## ARTICLE II", "PENALTIES"),
        (_PAGE, "uk", 48, "## Section 11.04", "regulation"),
        (_PAGE, "us", 56, "## Section 11.04", "regulation"),
    ],
    ids=["lead-in-eu-56", "lead-in-eu-64", "lead-in-uk-64", "bold-64", "bold-72", "page-48",
         "page-56"],
)  # fmt: skip
def test_a_line_glued_above_a_markdown_heading_gives_way_before_it(
    legal_checks: ModuleType, text: str, jurisdiction: str, size: int, heading: str, word: str
) -> None:
    chunker = _tiny(jurisdiction, size, ancestors=False)
    bodies = [c.body for c in chunker.chunk(text)]
    # The heading opens its chunk and keeps the first word of its body.
    holder = _holder(bodies, heading)
    assert holder.startswith(heading) and word in holder, bodies
    assert not any(b.endswith("##") for b in bodies), bodies
    assert legal_checks.legal_problems(chunker, text) == []


# A unit's title on the line above its marker (UK reading of an inserted EU article): the
# marker line opens the body, so the title keeps "1." rather than closing a chunk alone.
_TITLE_ABOVE = (
    "Article 5\nLiability Charges Audit\n\nRegulation (EU) No 1139/2010 is amended as follows:"
    "\n\n(1) the following Article is inserted:\n\n'Article 26a\n\n"
    "Subject-matter Insurance Subject-matter Scope\n\n1.   Consequential damage thereof shall "
    "member paragraph pursuant intellectual of losses third claim.\n\n2.   Personal customer "
    "any fees arising is twelve disclose.'\n"
)


@pytest.mark.parametrize("size", [56, 64])
def test_a_title_above_its_marker_line_keeps_the_marker(
    legal_checks: ModuleType, size: int
) -> None:
    chunker = _tiny("uk", size)
    title = "Subject-matter Insurance Subject-matter Scope"
    assert title in [n.title for n in chunker.parse_structure(_TITLE_ABOVE)]
    bodies = _checked_bodies(legal_checks, chunker, _TITLE_ABOVE)
    assert title not in bodies, bodies
    assert f"{title}\n\n1." in bodies, bodies


# "ANNEX" alone (a unit with no title) above a titled article: the two and the first word
# do not fit, so "ANNEX" closes a chunk and the article's heading travels with its body.
_BARE_MARKER = (
    "HAVE ADOPTED THIS REGULATION:\n\nArticle 1\nScope\n\n1. This Regulation applies to the "
    "processing of personal data.\n\nANNEX\n\nArticle 6\nSCOPE SUBJECT-MATTER DATA AUDIT\n\n"
    "Information shall be disclosed to the authority within twelve months.\n"
)


@pytest.mark.parametrize("size", [56, 60])
def test_a_bare_marker_above_a_titled_heading_gives_way_before_it(
    legal_checks: ModuleType, size: int
) -> None:
    chunker = _tiny("eu", size)
    bodies = _checked_bodies(legal_checks, chunker, _BARE_MARKER)
    assert "ANNEX" in bodies, bodies
    holder = _holder(bodies, "Article 6")
    assert holder.startswith("Article 6\nSCOPE SUBJECT-MATTER DATA AUDIT\n\nInformation")


# A chapter title that a vertical tab wraps ("Interp\x0bretation", read as a line break): the
# parser titles the chapter "Interp retation Warranties". The checker did not see that
# heading, so it measured the run from "Article 2" alone and reported the cut the packer must
# make in a run of headings too long for a chunk.
_WRAPPED = (
    "REGULATION (EU) 2016/679 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
    "HAVE ADOPTED THIS REGULATION:\n\n"
    "CHAPTER I\nGENERAL PROVISIONS\n\nArticle 1\nSubject-matter\n\n"
    "1. This Regulation lays down rules.\n\n"
    "CHAPTER II\nInterp\x0bretation Warranties\n\nArticle 2\nGeneral Final Audit Confidentiality"
    "\n\n1. This Regulation applies to the processing of personal data wholly or partly by "
    "automated means.\n\n2. It does not apply to the processing of personal data by a natural "
    "person.\n"
)


def _wrapped_chunker(size: int) -> LegalChunker:
    return _tiny("eu", size, ancestors=False)


@pytest.mark.parametrize("size", [50, 56, 64, 72, 86])
def test_a_run_under_a_wrapped_chapter_title_is_measured_whole(
    legal_checks: ModuleType, size: int
) -> None:
    chunker = _wrapped_chunker(size)
    assert legal_checks.legal_problems(chunker, _WRAPPED) == []


def test_the_checker_reads_a_wrapped_title_as_a_heading() -> None:
    chunker = _wrapped_chunker(64)
    text = sanitize(_WRAPPED)
    _, heads = structure_of(text, chunker.parse_structure(_WRAPPED))
    start = text.index("CHAPTER II")
    (chapter,) = [h for h in heads if h.start == start]
    assert text[chapter.start : chapter.end] == "CHAPTER II\nInterp\nretation Warranties"
    # It is checked like any heading: a chunk ending with it while the run it opens ("Article
    # 2" and its title) and the first body word would fit after it is reported.
    two = text.index("Article 2")
    run = text.index("1.", two) + 2 - start
    spans = [(0, start - 2), (start, chapter.end), (two, len(text) - 1)]
    problems = heading_problems(text, spans, heads, room=run)
    assert len(problems) == 1 and "'Interp retation Warranties'" in problems[0]
    # A run too long for a chunk is best cut between its headings: that cut is not reported.
    assert heading_problems(text, spans, heads, room=run - 1) == []


def test_a_heading_inside_a_run_of_glue_may_start_a_chunk() -> None:
    from clausewise.legal.heading_glue import glue_breaks

    # (0, 10): a lead-in line glued to the heading at 10; (10, 30) that heading's glue;
    # (30, 40) a heading glued to the one before it: a run of headings, cut between them.
    # Each place comes with the end of the run of headings from there (40: the body).
    assert glue_breaks([(10, 30), (30, 40)], [(0, 10)]) == [(10, 40), (30, 40)]
    assert glue_breaks([(10, 30), (30, 40)], []) == [(30, 40)]
    assert glue_breaks([(10, 30)], []) == []
    assert glue_breaks([(10, 30)], [(0, 9)]) == []  # the lead-in's glue stops short of it
    # A lead-in's glue reaching past the heading's does not lengthen the run of headings.
    assert glue_breaks([(10, 30)], [(0, 10), (28, 50)]) == [(10, 30)]
    assert glue_breaks([(10, 30)], [], also=[20]) == [(20, 30)]


# "AGREED TERMS" opens clause 1 (a group heading in the unit's span); the clause's own marker
# line "1.\tSEVERABILITY" is a heading the packer glues to the heading "1.1 ..." under it.
# The checker missed it, so it measured the run from "1.1" alone and reported a cut the run's
# length forces (found by a direct fuzz driver at 64 characters a chunk).
_GROUPED = (
    "SERVICES AGREEMENT\n\nThis Agreement is made between Acme Corp. and Widget LLC.\n\n"
    "AGREED TERMS\n \n1.\tSEVERABILITY\n \n1.1 TERM REPRESENTATIONS PROTECTION\nMISCELLANEOUS. "
    "Where any provision is held invalid, the rest stays in force.\n\n"
    "2.\tPAYMENT\n\n2.1 The Customer shall pay each invoice within thirty days.\n"
)


def test_the_checker_reads_a_units_own_marker_line_under_a_group_heading() -> None:
    chunker = _tiny("uk", 64, ancestors=False)
    text = sanitize(_GROUPED)
    nodes = chunker.parse_structure(_GROUPED)
    (one,) = [n for n in nodes if n.identifier == "1"]
    assert one.char_start == text.index("AGREED TERMS")  # the group heading opens the unit
    _, heads = structure_of(text, nodes)
    own = text.index("1.\tSEVERABILITY")
    (heading,) = [h for h in heads if h.start == own]
    assert text[heading.start : heading.end] == "1.\tSEVERABILITY"


@pytest.mark.parametrize("size", [56, 64, 72, 80])
def test_a_run_under_a_group_heading_is_measured_from_the_units_marker(
    legal_checks: ModuleType, size: int
) -> None:
    assert legal_checks.legal_problems(_tiny("uk", size, ancestors=False), _GROUPED) == []


# The same under Markdown: "### ARTICLE 7" is both a Markdown heading line and the unit's own
# marker line; the checker lists it once, with its title line ("NOTICES ASSIGNMENT").
_GROUPED_MARKDOWN = (
    "# SERVICES AGREEMENT\n\nThis Agreement is made between Acme Corp. and Widget LLC.\n\n"
    "REPRESENTATIONS\n\n\n### ARTICLE 7\nNOTICES ASSIGNMENT\n\n\n## Section 7.01 PRINCIPLES "
    "TERM CHARGES SUBJECT-MATTER. Fees are due to the other party within thirty days.\n\n"
    "### ARTICLE 8\nINTERPRETATION\n\n\n## Section 8.1 TRANSFERS. A transfer needs consent.\n"
)


def test_a_markdown_marker_line_under_a_group_heading_is_one_heading(
    legal_checks: ModuleType,
) -> None:
    chunker = _tiny("us", 128)
    text = sanitize(_GROUPED_MARKDOWN)
    _, heads = structure_of(text, chunker.parse_structure(_GROUPED_MARKDOWN))
    assert all(a.end <= b.start for a, b in pairwise(heads))
    seven = text.index("### ARTICLE 7")
    (heading,) = [h for h in heads if h.start <= seven < h.end]
    assert "NOTICES ASSIGNMENT" in text[heading.start : heading.end]
    assert legal_checks.legal_problems(chunker, _GROUPED_MARKDOWN) == []


# A flattened contract ("... 2 PROPERTY SUBJECT-MATTER 2.1 PROPERTY JURISDICTION ..." on one
# line): clause 2's heading is glued to clause 2.1's, and the run with 2.1's first body word
# is longer than a small chunk. It gives way between the two headings, so 2.1 travels whole
# with its body, not at the last space that fits, inside 2.1's title (found by the fuzz
# driver at 64 characters a chunk).
_FLATTENED = (
    "MASTER SERVICES AGREEMENT\n\nThis Agreement is made between Harbour Analytics Limited "
    "and Northgate Retail plc.\n\n1 SERVICES 1.1 The Supplier shall provide the services with "
    "reasonable care and skill. 1.2 The Customer shall pay the charges. 2 PROPERTY "
    "SUBJECT-MATTER 2.1 PROPERTY JURISDICTION JURISDICTION.\nThe Supplier owns all "
    "intellectual property in the services and their results. 3 CONFIDENTIALITY LIABILITY "
    "TRANSFERS * * * 3.1 Indemnity Miscellaneous Property.\nEach party shall keep the other's "
    "information confidential.\n"
)


@pytest.mark.parametrize("size", [56, 64])
def test_a_run_of_unit_headings_gives_way_between_them(legal_checks: ModuleType, size: int) -> None:
    chunker = _tiny("uk", size, ancestors=False)
    bodies = _checked_bodies(legal_checks, chunker, _FLATTENED)
    assert "2 PROPERTY SUBJECT-MATTER" in bodies, bodies
    holder = _holder(bodies, "2.1")
    assert holder.startswith("2.1 PROPERTY JURISDICTION JURISDICTION.\nThe Supplier")
    three = _holder(bodies, "3.1")
    assert three.startswith("3.1 Indemnity Miscellaneous Property.\nEach party")


# Terms with unnumbered headings: "Jurisdiction Charges Confidentiality Majeure" stands above
# the heading "Indemnity Obligations" and opens its unit. The unit's own line is the one its
# title opens; a run too long for a chunk gives way there (it was cut after "Indemnity", as
# the unit has no number to find its own line by; found by the fuzz driver).
_UNNUMBERED = (
    "Terms of Service\n\nLast updated: 16 March 2024\n\n"
    "Payment\n\nYou pay the fees shown when you order. Fees are due within thirty days.\n\n"
    "Cancellation\n\nYou may cancel your plan at any time from your account page.\n\n"
    "Jurisdiction Charges Confidentiality Majeure\n\nIndemnity Obligations\n\n"
    "Representations Liability Intellectual Representations. You will defend us against "
    "claims arising from your use of the services.\n\n"
    "Governing Law\n\nThese terms are governed by the laws of England and Wales.\n\n"
    "Changes\n\nWe may change these terms by giving you notice by email.\n"
)


@pytest.mark.parametrize("size", [56, 64, 72])
def test_an_unnumbered_heading_under_a_group_line_gives_way_at_its_title(
    legal_checks: ModuleType, size: int
) -> None:
    chunker = _tiny("us", size, ancestors=False, doc_type="terms_conditions")
    bodies = _checked_bodies(legal_checks, chunker, _UNNUMBERED)
    holder = _holder(bodies, "Indemnity")
    assert holder.startswith("Indemnity Obligations\n\nRepresentations"), bodies


# A sentence too long for a chunk runs into a Markdown heading line whose blanks open the
# line (" ### Section 10.03 ..."): the last space that fits fell inside the heading's glue,
# after its line, so the chunk ended with the heading and its body went on in the next. The
# cut now falls where the glue starts (found by the fuzz driver at 80 characters a chunk).
_SENTENCE_INTO_HEADING = (
    "SUPPLY AGREEMENT\n\n1. SUPPLY\n\nThe Supplier shall supply the goods described in the "
    "order form with reasonable skill and care, at the prices agreed. \n ### Section 10.03 "
    "PRINCIPLES. Annex such directive damage breach\nintellectual property in the goods stays "
    "with the Supplier.\n"
)


def test_a_cut_before_a_glued_heading_falls_where_its_glue_starts(
    legal_checks: ModuleType,
) -> None:
    chunker = _tiny("uk", 80, ancestors=False)
    bodies = _checked_bodies(legal_checks, chunker, _SENTENCE_INTO_HEADING)
    holder = _holder(bodies, "### Section 10.03")
    assert holder.startswith("### Section 10.03") and holder.endswith("\nintellectual"), bodies
