"""A title never runs on into the next unit's heading when a flattened Markdown document
sets two headings on one line (round 31; the shape the fuzzer found with seed 520032)."""

from __future__ import annotations

from itertools import pairwise

from clausewise import LegalChunker
from clausewise.guarantees import structure_of

_REGULATION = (
    "REGULATION (EU) 2024/123 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
    "HAVE ADOPTED THIS REGULATION:\n\n"
    "# Article 1\nSubject-matter\n"
    "## Article 2\nScope\n"
    "1. This Regulation applies to the processing of personal data.\n"
    "2. It does not apply to activities concerning national security.\n"
    "# **Article 3** Definitions **Article 4** Principles\n"
    "1. Personal data shall be processed lawfully, fairly and transparently.\n"
)


def test_an_article_title_stops_before_the_next_article_heading() -> None:
    nodes = LegalChunker(jurisdiction="eu").parse_structure(_REGULATION)
    titles = {n.identifier: n.title for n in nodes if n.level == 1}
    assert titles["Article 1"] == "Subject-matter"
    assert titles["Article 2"] == "Scope"
    assert titles["Article 3"] == "Definitions"


_FLAT = (
    "LICENCE AGREEMENT\n\nThis Licence Agreement is made between the Licensor and the"
    " Licensee.\n\n"
    " # ARTICLE I - GRANT OF LICENCE\n"
    "The Licensor grants the Licensee a non-exclusive licence to use the Software.\n"
    " # ARTICLE II - FEES AND COSTS **ARTICLE III - TERM AND TERMINATION** # ARTICLE 4\n"
    "This Agreement continues for five years unless terminated earlier under this Article.\n"
    "# ARTICLE IV - CONFIDENTIALITY\n"
    "Each party shall keep the other party's confidential information secret.\n"
)


def test_headings_sharing_a_flattened_line_do_not_overlap() -> None:
    nodes = LegalChunker(jurisdiction="eu").parse_structure(_FLAT)
    tops = [(n.identifier, n.title) for n in nodes if n.level == 1]
    assert ("Article II", "FEES AND COSTS") in tops
    assert ("Article III", "TERM AND TERMINATION") in tops
    # no heading runs past the start of the next one (units tile the text in any case: the
    # overlap was in where a heading ends, which the guarantee checker reads)
    chunker = LegalChunker(jurisdiction="eu")
    _, headings = structure_of(chunker.sanitize(_FLAT), nodes)
    assert len(headings) >= 4
    assert not any(a.end > b.start for a, b in pairwise(sorted(headings)))
    for n in nodes:
        # every title stands inside its own node's text
        if n.title is not None:
            head = _FLAT[n.char_start : n.char_end]
            assert n.title.split()[-1] in head, (n.identifier, n.title)
