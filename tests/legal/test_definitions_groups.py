"""Definitions read off lists and groups: where a list-like definition ends before the next
one, a bracket gathering terms defined before ("together with"), and lower-case forms derived
from a definition, as chunks use them."""

from __future__ import annotations

from clausewise import LegalChunker

_CREDIT = (
    "ARTICLE I\nDEFINITIONS\n\n"
    '"Business Day" means any day on which banks are open in New York City.\n\n'
    '"Lender" means each financial institution listed on Schedule 2.01, and "Lenders" means '
    "all of them.\n\n"
    '"Affiliate" means any Person that controls, or is controlled by, the Borrower; and '
    '"affiliated" has a corresponding meaning.\n\n'
    "ARTICLE II\nTHE LOANS\n\n"
    "Section 2.01 Loans. Each Lender shall make loans on any Business Day. No Lender may "
    "assign its loans to an affiliated fund.\n"
)


def test_a_definition_ends_before_the_and_leading_the_next() -> None:
    terms = LegalChunker(jurisdiction="us").get_defined_terms(_CREDIT)
    assert terms["Lender"].definition == "means each financial institution listed on Schedule 2.01"
    assert terms["Lenders"].definition == "means all of them."


def test_a_lower_case_derived_term_is_used_in_lower_case() -> None:
    chunker = LegalChunker(jurisdiction="us")
    terms = chunker.get_defined_terms(_CREDIT)
    assert terms["affiliated"].definition == terms["Affiliate"].definition
    loans = next(c for c in chunker.chunk(_CREDIT) if "make loans" in c.body)
    assert loans.defined_terms_used == ["Lender", "Business Day", "affiliated"]
    assert loans.defined_terms_context["affiliated"].startswith("means any Person that controls")


def test_a_group_bracket_names_its_members() -> None:
    text = (
        "This Agreement is made among Alpha Corp., a Delaware corporation (\"Alpha\"), Gamma "
        'Inc., a Nevada corporation ("Gamma"), and Beta LLC, a Texas limited liability '
        'company ("Beta" and, together with Alpha and Gamma, the "Sellers"), and Omega Corp. '
        '(the "Purchaser").\n\n1. Sale\n\n1.1 The Sellers shall sell the Shares to the '
        "Purchaser.\n"
    )
    terms = LegalChunker(jurisdiction="us").get_defined_terms(text)
    assert terms["Beta"].definition == "Beta LLC, a Texas limited liability company"
    assert terms["Sellers"].definition == (
        'Alpha Corp., a Delaware corporation ("Alpha"), Gamma Inc., a Nevada corporation '
        '("Gamma"), and Beta LLC, a Texas limited liability company'
    )


def test_a_definition_in_running_text_ends_with_its_sentence() -> None:
    text = (
        "2. CONFIDENTIALITY\n\n"
        "2.1 The Receiving Party shall keep the Confidential Information secret. The term "
        "\"Representatives\" shall mean a Party's employees and advisers. The Receiving Party "
        "may disclose Confidential Information to its Representatives.\n\n"
        '2.2 As used here, "Personal Data" means any information relating to an identified '
        "person. It also includes any opinion about that person. The Receiving Party shall "
        "protect Personal Data.\n"
    )
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert terms["Representatives"].definition == "shall mean a Party's employees and advisers."
    assert terms["Personal Data"].definition == (
        "means any information relating to an identified person. It also includes any opinion "
        "about that person."
    )


_SPA = (
    "1. INTERPRETATION\n\n"
    "1.1 The definitions in this clause apply in this agreement.\n\n"
    "Company: Holloway Trading Limited, a company incorporated in England and Wales.\n\n"
    "Group: the Company and its subsidiaries, and Group Company means any of them.\n\n"
    "Warranties: the warranties in Schedule 4, and Warranty means any of them.\n\n"
    "2. WARRANTIES\n\n"
    "2.1 The Seller warrants that it owes no sum to any Group Company. The Buyer may claim "
    "for breach of any Warranty.\n"
)


def test_a_term_embedded_in_an_english_definition_is_defined() -> None:
    chunker = LegalChunker(jurisdiction="uk")
    terms = chunker.get_defined_terms(_SPA)
    assert terms["Group"].definition == "the Company and its subsidiaries"
    assert terms["Group Company"].definition == (
        "the Company and its subsidiaries, and Group Company means any of them."
    )
    assert terms["Warranties"].definition == "the warranties in Schedule 4"
    assert terms["Warranty"].definition.endswith("and Warranty means any of them.")
    claims = next(c for c in chunker.chunk(_SPA) if "owes no sum" in c.body)
    # "Group Company" is one term: neither "Group" nor "Company" is used there
    assert claims.defined_terms_used == ["Group Company", "Warranty"]


def test_a_definition_ends_before_the_words_deriving_a_term() -> None:
    text = (
        "1. DEFINITIONS\n\n"
        '"Update" means a correction or enhancement to the Software, and "Updates" shall be '
        "construed accordingly.\n\n"
        '"Software" means the Quillon inventory software.\n'
    )
    terms = LegalChunker(jurisdiction="us").get_defined_terms(text)
    assert terms["Update"].definition == "means a correction or enhancement to the Software"
    assert terms["Updates"].definition == terms["Update"].definition
