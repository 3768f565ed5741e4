"""Unquoted "X means" lines in a list that a unit's first line introduces ("1.1 In this
Agreement the following definitions apply:"), outside a unit titled "Definitions"."""

from __future__ import annotations

from clausewise import LegalChunker

_LISTED = """1. SUPPLY OF SERVICES

1.1 In this Agreement the following definitions apply:

(a) Deliverables means all reports and drawings produced by the Supplier;

(b) Business Day means a day other than a Saturday, Sunday or bank holiday in England.

1.2 The Supplier shall deliver the Deliverables on each Business Day.
"""

_RULES = """1. INTERPRETATION RULES

1.1 In this Agreement:

(a) Note: the headings do not affect interpretation;

(b) This means that words in the singular include the plural.

1.2 The Supplier shall deliver the reports on time. This means that it works to the plan.
"""


def _defs(text: str) -> dict[str, str]:
    defs = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    return {term: d.definition for term, d in defs.items()}


def test_unquoted_terms_in_a_list_introduced_by_its_unit_are_definitions() -> None:
    defs = _defs(_LISTED)
    assert defs["Deliverables"].startswith("means all reports and drawings produced")
    assert defs["Business Day"].startswith("means a day other than a Saturday")
    short = _defs(_LISTED.replace("the following definitions apply:", ":"))
    assert set(short) == {"Deliverables", "Business Day"}


def test_rules_of_interpretation_under_in_this_agreement_define_nothing() -> None:
    assert _defs(_RULES) == {}
