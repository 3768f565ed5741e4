"""A company's legal form is not evidence of a clause type: "a Delaware limited liability
company" in a preamble says nothing about liability."""

from __future__ import annotations

from clausewise import ClauseType, LegalChunker
from clausewise.legal.classify import KeywordClassifier

PREAMBLE = (
    "This SUPPLY AGREEMENT is made on March 3, 2021 between Harlow Components, LLC, a Delaware "
    "limited liability company (\"Supplier\"), and Brightwater Foods LLP, a New York limited "
    "liability partnership (\"Buyer\")."
)

CONTRACT = f"""{PREAMBLE}

1. Supply. Supplier shall supply the Products to Buyer in accordance with each Order.

2. Liability. Neither party shall be liable for any indirect or consequential damages, and
each party's aggregate liability under this Agreement shall not exceed the fees paid.
"""


def test_entity_forms_give_no_liability_evidence() -> None:
    scores = KeywordClassifier().evidence(None, PREAMBLE, doc_type="contract")
    assert ClauseType.LIMITATION_OF_LIABILITY not in scores


def test_liability_words_outside_an_entity_form_still_count() -> None:
    body = "The Supplier's liability is limited to the fees paid; its limited liability ends."
    scores = KeywordClassifier().evidence(None, body, doc_type="contract")
    assert scores.get(ClauseType.LIMITATION_OF_LIABILITY, 0.0) > 0


def test_preamble_chunk_has_no_liability_type() -> None:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512).chunk(CONTRACT)
    first = chunks[0]
    assert first.clause_type is ClauseType.PREAMBLE
    assert first.secondary_clause_type is not ClauseType.LIMITATION_OF_LIABILITY
    liability = [c for c in chunks if "aggregate liability" in c.content]
    assert [c.clause_type for c in liability] == [ClauseType.LIMITATION_OF_LIABILITY]
