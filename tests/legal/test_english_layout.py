"""The English (Practical Law) layout of a contract: a cover page, a PARTIES block numbered
"(1)", "(2)" with each party's role in brackets without quotes, BACKGROUND, AGREED TERMS,
a definitions clause of "Term: meaning" lines, and schedules divided into Parts.

The agreement (tests/data/written/) is written for these tests in that layout."""

from __future__ import annotations

from pathlib import Path

from clausewise import LegalChunker

LICENCE = (
    Path(__file__).parents[1] / "data" / "written" / "uk_licence_english_layout.txt"
).read_text(encoding="utf-8")


def _chunker() -> LegalChunker:
    return LegalChunker(jurisdiction="uk", max_chunk_size=256)


def test_numbered_parties_are_all_found() -> None:
    header = _chunker().chunk(LICENCE)[0].context_header or ""
    assert "[Parties: NORTHWIND SOFTWARE LIMITED; BRIGHTON BAKERIES LIMITED]" in header


def test_unquoted_roles_in_brackets_define_the_parties() -> None:
    terms = _chunker().get_defined_terms(LICENCE)
    licensor, licensee = terms["Licensor"], terms["Licensee"]
    assert licensor.definition.startswith("NORTHWIND SOFTWARE LIMITED incorporated")
    assert licensee.definition.startswith("BRIGHTON BAKERIES LIMITED incorporated")
    assert LICENCE[licensor.char_start : licensor.char_end].endswith("(Licensor)")
    assert licensor.source_clause == "Preamble"
    # The "Term: meaning" lines of clause 1.1 are definitions too, and nothing else is.
    assert set(terms) == {
        "Licensor",
        "Licensee",
        "Business Day",
        "Licensed Software",
        "Licence Fee",
    }
    used = {t for c in _chunker().chunk(LICENCE) for t in c.defined_terms_used}
    assert {"Licensor", "Licensee"} <= used


def test_a_colon_lead_in_is_no_title() -> None:
    nodes = {n.identifier: n for n in _chunker().parse_structure(LICENCE)}
    assert nodes["4.2"].title is None  # "Subject to clause 4.1:" opens a list
    assert nodes["Schedule 1"].title == "LICENSED SOFTWARE"


def test_a_lead_in_pointing_at_the_agreement_is_no_title() -> None:
    text = (
        "1. DEFINITIONS AND INTERPRETATION\n\n"
        '1.1 "Board" means the board of directors of the Company.\n\n'
        "1.2 In this Agreement:\n\n(a) headings are for convenience only;\n"
        "(b) words importing the singular include the plural.\n\n"
        "1.3 For the purposes of clause 2:\n\n(a) a director includes an alternate.\n\n"
        "1.4 Interpretation Act:\n\n(a) the Interpretation Act 1978 applies.\n\n"
        "2. BOARD\n\n2.1 The Board shall consist of five directors.\n"
    )
    nodes = {n.identifier: n for n in _chunker().parse_structure(text)}
    assert nodes["1.2"].title is None
    assert nodes["1.3"].title is None
    assert nodes["1.4"].title == "Interpretation Act"  # a real title before a colon stays
    assert nodes["1"].title == "DEFINITIONS AND INTERPRETATION"


UNNUMBERED = """SUPPLY AGREEMENT

PARTIES

Harbourside Freight Pty Ltd ACN 111 222 333 of 8 Wharf Road, Perth WA 6000 (Buyer)

and

Redgum Timber Pty Ltd of 77 Mill Lane, Hobart TAS 7000 (Seller)

1. Supply

1.1 The Seller must deliver the goods to the Buyer.

2. Price

2.1 The Buyer must pay the Seller within 30 days.
"""


def test_parties_set_out_a_paragraph_each_under_a_heading() -> None:
    chunker = LegalChunker(jurisdiction="uk", min_chunk_size=0)
    terms = {k: v.definition for k, v in chunker.get_defined_terms(UNNUMBERED).items()}
    assert terms == {
        "Buyer": "Harbourside Freight Pty Ltd ACN 111 222 333 of 8 Wharf Road, Perth WA 6000",
        "Seller": "Redgum Timber Pty Ltd of 77 Mill Lane, Hobart TAS 7000",
    }
    header = chunker.chunk(UNNUMBERED)[-1].context_header or ""
    assert "[Parties: Harbourside Freight Pty Ltd; Redgum Timber Pty Ltd]" in header


def test_a_hard_wrapped_party_keeps_its_role() -> None:
    text = """LEASE

PARTIES

(1) KESTREL ESTATES LIMITED whose registered office is at 4 Market
Street, Leeds LS1 6DT (Landlord).

(2) OAKAPPLE BOOKS LTD whose registered office is at 9 Canal Wharf, Leeds LS11 5PS
(Tenant).

AGREED TERMS

1. RENT

1.1 The Tenant shall pay the rent to the Landlord.
"""
    terms = LegalChunker(jurisdiction="uk", min_chunk_size=0).get_defined_terms(text)
    assert {k: v.definition for k, v in terms.items()} == {
        "Landlord": "KESTREL ESTATES LIMITED whose registered office is at 4 Market Street, "
        "Leeds LS1 6DT",
        "Tenant": "OAKAPPLE BOOKS LTD whose registered office is at 9 Canal Wharf, Leeds LS11 5PS",
    }
    assert text[terms["Landlord"].char_start : terms["Landlord"].char_end].endswith("(Landlord)")
