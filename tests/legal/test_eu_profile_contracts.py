"""A contract or terms of service chunked with the ``eu`` profile (written by an EU business,
not EU legislation) is read as a contract when the legislation grammar finds no structure."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import JurisdictionProfile, contract_reading, get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.structure.legislation import parse_legislation
from clausewise.legal.tree import ClauseTree

TERMS = """GENERAL TERMS OF USE OF THE KLIQO PLATFORM

These General Terms of Use ("Terms") apply to the Kliqo booking platform operated by Kliqo SAS, \
Lyon, France. By creating an account you accept these Terms.

1. The platform

1.1 Kliqo provides an online platform through which independent studios offer classes.

1.2 Kliqo may interrupt access for maintenance or technical reasons.

2. Your account

2.1 Only natural persons aged 16 or over may register.

2.2 You must keep your password secret. If you breach clause 2.1 or this clause 2.2, we may \
suspend your account.

3. Personal data

We process your personal data in accordance with Regulation (EU) 2016/679 and our privacy \
notice.

4. Governing law

French law applies to these Terms. Mandatory consumer protection rules of the country of your \
habitual residence remain unaffected.
"""

REGULATION = """Article 1

Subject-matter

1. This Regulation lays down rules on the protection of natural persons.

2. This Regulation protects fundamental rights.

Article 2

Scope

1. This Regulation applies to the processing of personal data referred to in Article 1(1).
"""


def test_terms_chunked_with_the_eu_profile_keep_their_clauses() -> None:
    chunker = LegalChunker(jurisdiction="eu", doc_type="terms_conditions", max_chunk_size=64)
    chunks, metrics = chunker.chunk_with_metrics(TERMS)
    assert not metrics.fallback_used
    assert {c.hierarchy_path.split(" > ")[0] for c in chunks} >= {"1", "2", "3", "4"}
    assert all(c.jurisdiction == "eu" for c in chunks)
    nodes = chunker.parse_structure(TERMS)
    assert [n.identifier for n in nodes if n.parent is None] == ["Preamble", "1", "2", "3", "4"]
    # References read with the contract's words: "clause 2.1" is this document's.
    account = next(c for c in chunks if "If you breach" in c.content)
    refs = {r.raw_text: r.target_chunk_index for r in account.cross_references}
    target = refs["clause 2.1"]
    assert target is not None and "Only natural persons" in chunks[target].content
    # The EU citation is still read as one.
    data = next(c for c in chunks if "Regulation (EU) 2016/679" in c.content)
    assert any("2016/679" in r.raw_text for r in data.cross_references)
    governing = next(c for c in chunks if "French law applies" in c.content)
    assert governing.clause_type.value == "governing_law"


def test_legislation_is_still_read_as_legislation() -> None:
    chunker = LegalChunker(jurisdiction="eu", max_chunk_size=64)
    nodes = chunker.parse_structure(REGULATION)
    assert [n.identifier for n in nodes if n.parent is None] == ["Article 1", "Article 2"]
    chunks = chunker.chunk(REGULATION)
    scope = next(c for c in chunks if "applies to the processing" in c.content)
    (ref,) = scope.cross_references
    assert ref.target_chunk_index is not None
    assert "lays down rules" in chunks[ref.target_chunk_index].content


def test_contract_reading_keeps_the_profile_and_adds_the_contract_words() -> None:
    eu = get_profile("eu")
    read = contract_reading(eu)
    assert read.style == "contract" and read.key == "eu"
    assert read.document_names[: len(eu.document_names)] == eu.document_names
    assert "terms" in read.document_names and "clause" in read.unit_words
    assert "schedule" in read.schedule_words and "annex" in read.schedule_words
    assert contract_reading(get_profile("uk")) is get_profile("uk")


JOINT_CONTROLLERS = """JOINT CONTROLLER ARRANGEMENT

This arrangement is made between Halvorsen Research AS (the "First Controller") and \
Brightwater Analytics Ltd (the "Second Controller").

Article 1 – Scope

1.1 This arrangement sets out the respective responsibilities of the Parties for compliance \
with Regulation (EU) 2016/679 in relation to the joint research programme.

1.2 Each Party remains responsible for processing it carries out outside the programme.

Article 2 – Processing instructions

2.1 The Parties shall jointly determine the purposes of the processing, which are limited to \
the analysis of anonymised survey responses.

2.2 Neither Party shall process the shared personal data for any other purpose.

2.3 The First Controller shall document each instruction given under this Article.

Article 3 – Information to data subjects

3.1 The Second Controller shall provide the information required by Articles 13 and 14 of \
Regulation (EU) 2016/679.

3.2. Data subjects may exercise their rights against either Party; a figure such as
4.5 per cent of turnover at a line start is no paragraph.

Article 4 – Term

4.1 Duration. This arrangement ends when the joint research programme ends.

4.2 Survival. Article 3 continues to apply for twelve months after the end of this arrangement.
"""


def test_article_agreement_keeps_decimal_paragraphs_under_their_article() -> None:
    # An agreement drafted in articles ("Article 2 – Processing instructions") numbers the
    # paragraphs of each after it ("2.1", "2.2"): with the ``eu`` profile they are the
    # article's children, as with ``uk``.
    for jurisdiction in ("eu", "uk"):
        nodes = LegalChunker(jurisdiction=jurisdiction).parse_structure(JOINT_CONTROLLERS)
        parents = {n.identifier: n.parent for n in nodes if n.parent is not None}
        assert parents == {
            "1.1": "Article 1",
            "1.2": "Article 1",
            "2.1": "Article 2",
            "2.2": "Article 2",
            "2.3": "Article 2",
            "3.1": "Article 3",
            "3.2": "Article 3",
            "4.1": "Article 4",
            "4.2": "Article 4",
        }, jurisdiction
        titles = {n.identifier: n.title for n in nodes if n.identifier.startswith("4.")}
        assert titles == {"4.1": "Duration", "4.2": "Survival"}, jurisdiction
        article = next(n for n in nodes if n.identifier == "Article 2")
        assert article.title == "Processing instructions"
        first = next(n for n in nodes if n.identifier == "2.1")
        assert JOINT_CONTROLLERS[first.char_start :].startswith("2.1 The Parties shall")


def test_terms_under_the_eu_profile_are_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # No line opens with an article or annex heading, so the legislation reading is sure
    # to fall back: the contract reading is the only parse, with the same tree.
    from clausewise.legal import pipeline

    calls: list[str] = []
    real = pipeline.parse

    def counted(text: str, profile: JurisdictionProfile, headings: frozenset[int]) -> ClauseTree:
        calls.append(profile.style)
        return real(text, profile, headings)

    monkeypatch.setattr(pipeline, "parse", counted)
    nodes = LegalChunker(jurisdiction="eu").parse_structure(TERMS)
    assert calls == ["contract"]
    want = parse_contract(TERMS, contract_reading(get_profile("eu")))
    assert [(n.identifier, n.title, n.char_start, n.char_end) for n in nodes] == [
        (n.identifier, n.title, n.start, n.end) for n in want.nodes
    ]
    calls.clear()
    LegalChunker(jurisdiction="eu").parse_structure(REGULATION)
    assert calls == ["legislation"]
    calls.clear()
    # Nothing found by either reading: the legislation reading's fallback tree, as before.
    plain = "Thank you for your order.\n\nWe will be in touch about delivery."
    nodes = LegalChunker(jurisdiction="eu").parse_structure(plain)
    assert calls == ["contract", "legislation"]
    fallback = parse_legislation(plain, get_profile("eu"))
    assert fallback.fallback
    assert [(n.identifier, n.char_start, n.char_end) for n in nodes] == [
        (n.identifier, n.start, n.end) for n in fallback.nodes
    ]
