"""Definitions lists that put a dash between the term and its meaning ("Business Day – a day
other than ..."), as many UK and Australian agreements do, quoted or not; and what such a
list must not take for a definition (a running page header, a rule of interpretation)."""

from __future__ import annotations

from clausewise import LegalChunker

AGREEMENT = """SUPPLY AGREEMENT

1. INTERPRETATION
1.1 The following definitions apply in this agreement.
'Good Industry Practice' – the standards of a skilled and experienced supplier.
Business Day – a day other than a Saturday, Sunday or public holiday in England.
Intellectual Property Rights — patents, copyright and all similar rights.
Charges - the charges set out in the Schedule.
Partners' Fund: the fund held for the partners.
Supply Agreement - Acme / Beta
Commencement Date: 1 January 2025.

2. SUPPLY
2.1 The Supplier shall supply the Goods from the Commencement Date on each Business Day in \
accordance with Good Industry Practice, and the Buyer shall pay the Charges.
2.2 All Intellectual Property Rights remain with the Supplier.
"""


def test_dash_definitions_in_a_definitions_clause() -> None:
    text = AGREEMENT.replace("\\\n", "")
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert list(terms) == [
        "Good Industry Practice",
        "Business Day",
        "Intellectual Property Rights",
        "Charges",
        "Partners' Fund",
        "Commencement Date",
    ]
    # The definition text is the meaning after the dash; its span starts at the term's line.
    day = terms["Business Day"]
    assert text[day.char_start : day.char_end].startswith("Business Day – a day other than")
    assert day.definition.startswith("a day other than a Saturday")
    assert terms["Good Industry Practice"].definition.startswith("the standards of a skilled")


def test_dash_defined_terms_are_found_where_used() -> None:
    text = AGREEMENT.replace("\\\n", "")
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64, min_chunk_size=0).chunk(text)
    used = [t for c in chunks if c.hierarchy_path.startswith("2") for t in c.defined_terms_used]
    for term in (
        "Business Day",
        "Good Industry Practice",
        "Charges",
        "Intellectual Property Rights",
    ):
        assert term in used


def test_a_running_header_with_a_dash_is_no_definition() -> None:
    text = AGREEMENT.replace("\\\n", "")
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert "Supply Agreement" not in terms


DETAILS = """LEASE

1. DEFINITIONS

1.1 In this Lease:

"Commencement Date" - 1 July 2024;

"Rent" \u2013 $25,000 a year;

"Landlord" - Acme Property Limited;

Business Day \u2013 a day other than a Saturday.

Lease Agreement - Acme / Beta

2. RENT

2.1 The Tenant pays the Rent from the Commencement Date to the Landlord on each Business Day.
"""


def test_a_quoted_term_and_a_dash_define_a_value() -> None:
    # After a quoted term, the dash may lead a value (a date, an amount, a name); an
    # unquoted term still needs a meaning in lower case, so the running header is no term.
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(DETAILS)
    assert {t: d.definition for t, d in terms.items()} == {
        "Commencement Date": "1 July 2024;",
        "Rent": "$25,000 a year;",
        "Landlord": "Acme Property Limited;",
        "Business Day": "a day other than a Saturday.",
    }
