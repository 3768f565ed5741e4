"""Definitions in drafting styles the other definition tests do not cover: a bracket nested in
a "means" definition, Indian and Singapore preambles ("hereinafter referred to as the
"Company", which expression shall ... include its successors"), a bracket naming the parties
listed after "between", subjects named with "are each a", rules of interpretation about terms
in a Definitions clause, and definitions tables set out with blanks."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.definitions import find_definitions
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.tree import ClauseTree


def _defs(text: str, jurisdiction: str = "uk") -> dict[str, str]:
    found = find_definitions(text, ClauseTree(), get_profile(jurisdiction))
    return {d.term: d.definition for d in found}


def test_bracket_inside_a_means_definition_names_the_phrase_after_the_verb() -> None:
    text = (
        '"Term" means the period of 24 months from the Effective Date (the "Initial Term") '
        "together with each renewal period.\n"
        '"Lender" means each of the banks listed in Schedule 1 (the "Original Lenders") and any '
        "bank which becomes a party as a lender.\n"
        '"Goods" means and includes all machinery and spares supplied by the Vendor (the '
        '"Equipment") under a Purchase Order.\n'
        '"Continuing Director" shall mean and refer to each director in office on the Closing '
        'Date (a "Founding Director").'
    )
    defs = _defs(text)
    assert defs["Initial Term"] == "the period of 24 months from the Effective Date"
    assert defs["Original Lenders"] == "each of the banks listed in Schedule 1"
    assert defs["Equipment"] == "all machinery and spares supplied by the Vendor"
    assert defs["Founding Director"] == "each director in office on the Closing Date"
    # the outer definitions keep their whole text
    assert defs["Term"].startswith("means the period of 24 months")
    assert defs["Term"].endswith("together with each renewal period.")


def test_hereinafter_bracket_with_what_the_term_extends_to() -> None:
    text = (
        "This Agreement is made at Mumbai on 1 April 2025 between Harbour Logistics Private "
        "Limited, a company incorporated under the Companies Act, 2013 (hereinafter referred to "
        'as the "Company", which expression shall unless repugnant to the context include its '
        "successors and permitted assigns) and Mr. Rajesh Kumar, residing at 12 Marine Drive, "
        'Mumbai (hereinafter referred to as the "Consultant", which expression shall include his '
        "heirs and legal representatives)."
    )
    defs = _defs(text)
    assert defs == {
        "Company": "Harbour Logistics Private Limited, a company incorporated under the "
        "Companies Act, 2013",
        "Consultant": "Mr. Rajesh Kumar, residing at 12 Marine Drive, Mumbai",
    }


def test_hereinafter_bracket_with_an_unquoted_term() -> None:
    text = (
        "THIS DEED OF LEASE is made between Mr. Vikram Rao, residing at 7 Lake Road, Pune "
        "(hereinafter called the LESSOR, which expression shall include his heirs and assigns) "
        "AND Deccan Foods Private Limited, having its office at Hadapsar, Pune (hereinafter "
        "called the LESSEE)."
    )
    assert _defs(text) == {
        "LESSOR": "Mr. Vikram Rao, residing at 7 Lake Road, Pune",
        "LESSEE": "Deccan Foods Private Limited, having its office at Hadapsar, Pune",
    }
    plain = "The sums payable hereunder (hereinafter the Rent) shall be paid monthly in advance."
    assert _defs(plain) == {"Rent": "The sums payable hereunder"}
    # "hereinafter" before a bracket that names nothing
    assert _defs("Notices shall be sent as set out hereinafter (see Clause 12).") == {}


def test_party_bracket_after_a_list_of_parties_names_the_parties_only() -> None:
    us = (
        'This Agreement is entered into by and between Apex Robotics, Inc. ("Apex") and Lumen '
        'Devices LLC ("Lumen") (each, a "Party" and collectively, the "Parties").'
    )
    defs = _defs(us, "us")
    assert defs["Party"] == 'Apex Robotics, Inc. ("Apex") and Lumen Devices LLC ("Lumen")'
    assert defs["Apex"] == "Apex Robotics, Inc."
    sg = (
        "THIS AGREEMENT is made on 1 May 2025 BETWEEN Sterling Analytics Pte. Ltd. and Orchid "
        'Retail Pte. Ltd. (each a "Party" and together the "Parties").'
    )
    defs = _defs(sg)
    assert defs["Party"] == "Sterling Analytics Pte. Ltd. and Orchid Retail Pte. Ltd."
    assert defs["Parties"] == defs["Party"]


def test_subject_named_with_are_each_a() -> None:
    text = (
        'This Agreement is made between Kestrel Foods Limited ("Kestrel") and Marlow Logistics '
        'Limited ("Marlow"). Kestrel and Marlow are each a "Party" and together the "Parties".'
    )
    defs = _defs(text)
    assert defs["Party"] == "Kestrel and Marlow"
    assert defs["Parties"] == "Kestrel and Marlow"
    # a lower-case word after "are each a" is no name the text gives
    assert _defs('The Seller and the Buyer are each a "party" to the Escrow Agreement.') == {}


_DOC = """LICENCE AGREEMENT

1. INTERPRETATION

1.1 Capitalised terms used in this Agreement have the meanings given in Schedule 1.

1.2 Words and expressions defined in the Companies Act 2006 have the same meanings here.

1.3 Intellectual Property Rights has the meaning given in clause 9.

2. LICENCE

2.1 The Licensor grants the Licensee a licence to use the Software in the Territory.
"""


def test_rule_about_terms_in_a_definitions_clause_is_no_definition() -> None:
    defs = LegalChunker(jurisdiction="uk").get_defined_terms(_DOC)
    assert list(defs) == ["Intellectual Property Rights"]
    assert defs["Intellectual Property Rights"].definition == "has the meaning given in clause 9."


_TABLE = """SUPPLY AGREEMENT

1. DEFINITIONS

In this Agreement the following expressions have the meanings set out opposite them:

Expression             Meaning
"Business Day"         a day other than a Saturday, Sunday or
                       public holiday in England
"Goods"                the goods listed in Schedule 1
Delivery Point         the Buyer's warehouse at Unit 4, Tamworth
Price                  £12,500 per consignment

2. SUPPLY

2.1 The Supplier shall deliver the Goods to the Delivery Point on a Business Day.

2.2 Depreciation and all other charges    are borne by the Buyer.
"""


def test_definitions_table_set_out_with_blanks() -> None:
    defs = LegalChunker(jurisdiction="uk").get_defined_terms(_TABLE)
    assert {k: v.definition for k, v in defs.items()} == {
        "Business Day": "a day other than a Saturday, Sunday or public holiday in England",
        "Goods": "the goods listed in Schedule 1",
        "Delivery Point": "the Buyer's warehouse at Unit 4, Tamworth",
        "Price": "£12,500 per consignment",
    }
    # a quoted term's entry spans from its quotation mark
    assert _TABLE[defs["Goods"].char_start] == '"'
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(_TABLE)
    supply = next(c for c in chunks if "deliver the Goods" in c.body)
    assert supply.defined_terms_context["Delivery Point"].startswith("the Buyer's warehouse")


def test_definitions_run_together_on_one_line_end_before_the_next_items_marker() -> None:
    text = (
        '1.1 "Affiliate" means any entity controlled by a Party. 1.2 "Territory" means the '
        'United States and Canada. 1.3 "Term" has the meaning set out in Section 9.1.'
    )
    items = (
        'As used in the Employment Terms: (a) "Cause" means the Executive\'s conviction of a '
        'felony; (b) "Good Reason" means a material reduction in base salary; and (c) "Change '
        'in Control" means a sale of all or substantially all assets.'
    )
    defs = _defs(text, "us") | _defs(items, "us")
    assert defs["Affiliate"] == "means any entity controlled by a Party."
    assert defs["Territory"] == "means the United States and Canada."
    assert defs["Cause"] == "means the Executive's conviction of a felony;"
    assert defs["Good Reason"] == "means a material reduction in base salary; and"
    # a number that ends the definition's own sentence stays
    assert defs["Term"] == "has the meaning set out in Section 9.1."
