"""Lists of parties: "between" outside the preamble's formula, companies separated by
commas, a guarantee "made by ... in favour of ...", and brackets that name things rather
than parties."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.parties import find_parties


def _parties(text: str) -> list[str]:
    return find_parties(text, 0, len(text))


def test_between_in_a_definition_lists_no_parties() -> None:
    text = (
        "1. DEFINITIONS\n\n"
        '1.1 "Difference" means the difference between the Strike Price and the Reference '
        "Price on any Valuation Date.\n\n"
        '1.2 "Strike Price" means $10.00.\n\n'
        "2. PAYMENT\n\n2.1 The Seller shall pay the Difference to the Buyer.\n"
    )
    assert _parties(text) == []
    header = LegalChunker(jurisdiction="us").chunk(text)[0].context_header
    assert "Parties" not in header


def test_between_after_the_instruments_words_still_lists_parties() -> None:
    text = (
        "This Agreement is made between Kappa Ltd and Lambda Ltd. The relationship between "
        "the Strike Price and the Index is set out below."
    )
    assert _parties(text) == ["Kappa Ltd", "Lambda Ltd"]
    title_page = "SERVICES AGREEMENT\n\nbetween\n\nKAPPA LIMITED\n\nand\n\nLAMBDA PLC\n\n"
    assert _parties(title_page) == ["KAPPA LIMITED", "LAMBDA PLC"]


def test_companies_separated_by_commas_are_parties_of_their_own() -> None:
    text = (
        "This Remarketing Agreement is dated as of March 1, 2024, by and among Northfield "
        'County Water Authority (the "Issuer"), ABC Bank, N.A., XYZ Securities LLC and Acme '
        'Capital Markets, Inc. (each a "Remarketing Agent"), and Harbor Trust Company (the '
        '"Tender Agent").'
    )
    assert _parties(text) == [
        "Northfield County Water Authority",
        "ABC Bank, N.A.",
        "XYZ Securities LLC",
        "Acme Capital Markets, Inc.",
        "Harbor Trust Company",
    ]


def test_a_comma_before_an_address_separates_no_parties() -> None:
    text = (
        "This Agreement is made by and between Acme Inc., 100 Main Street, New York, NY 10001 "
        "and Beta LLC, 5 Elm Road, Boston, MA 02110."
    )
    assert _parties(text) == ["Acme Inc.", "Beta LLC"]
    bank = (
        "This Lease is made between Wells Fargo Bank, National Association, as trustee, and "
        "Harbor Shop Ltd."
    )
    assert _parties(bank) == ["Wells Fargo Bank, National Association", "Harbor Shop Ltd."]


def test_a_list_of_companies_before_a_collective_role() -> None:
    text = (
        "This Agreement is made among Alpha LLC, Beta LLC, Gamma Corp., and Delta Inc. "
        '(collectively, the "Members").'
    )
    assert _parties(text) == ["Alpha LLC", "Beta LLC", "Gamma Corp.", "Delta Inc."]


def test_a_guarantee_made_by_a_list_in_favour_of_a_lender() -> None:
    text = (
        "This Guarantee is made on 2 January 2024 by Atlas Holdings Inc., Borealis Logistics "
        'LLC and Cirrus Freight Corp. (individually, a "Guarantor" and together, the '
        '"Guarantors") in favour of Delta Bank, N.A. (the "Lender").'
    )
    assert _parties(text) == [
        "Atlas Holdings Inc.",
        "Borealis Logistics LLC",
        "Cirrus Freight Corp.",
        "Delta Bank, N.A.",
    ]


def test_a_bracket_naming_a_thing_names_no_party() -> None:
    text = (
        'This Deed Poll is made by Atlas Holdings Inc. (the "Company").\n\n'
        "1.1 The Holder may serve a demand on the Company (any such demand, a \"Demand\").\n\n"
        '1.2 If the Company fails to pay, the Holder may deliver a notice (a "Default Notice").'
    )
    assert _parties(text) == ["Atlas Holdings Inc."]


def test_a_provider_registered_in_england_and_wales_keeps_its_name() -> None:
    text = (
        "TERMS OF SERVICE\n\n"
        'These Terms of Service (the "Terms") govern your use of the Pebble app (the '
        '"Service") provided by Pebble Labs Ltd, a company registered in England and Wales '
        '("Pebble", "we", "us" or "our"). By using the Service, you ("you" or the "User") '
        "agree to these Terms.\n\n"
        "1. Your Account\n\n1.1 You must create an account to use the Service.\n"
    )
    assert _parties(text) == ["Pebble Labs Ltd"]
    chunker = LegalChunker(jurisdiction="uk", doc_type="terms_conditions")
    assert chunker.get_defined_terms(text)["User"].definition == "you"
    header = chunker.chunk(text)[0].context_header
    assert "[Parties: Pebble Labs Ltd]" in header
