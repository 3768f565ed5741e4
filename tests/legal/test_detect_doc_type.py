"""``guess_doc_type`` (the command line's ``--doc-type auto``): consumer terms speak to their
reader and are accepted by use; a contract is signed, even one that calls a party "you"."""

from __future__ import annotations

from clausewise.legal.detect import guess_doc_type

# A franchise agreement speaks to the franchisee as "you", uses consumer-terms phrases
# ("you agree", "terms and conditions"), and is signed.
_FRANCHISE_BODY = (
    "6. YOUR OBLIGATIONS\n\n"
    "6.1 You agree to operate the Agency in accordance with our standards and the terms and "
    "conditions of this Agreement. You must devote your full time and best efforts to the "
    "Agency, and you agree that your Principals will attend our initial training program.\n\n"
    "6.2 You agree to pay us the Royalty Fee on or before the tenth day of each month. If your "
    "payment is late, you will pay interest on it at the rate of 1.5% per month.\n\n"
)
FRANCHISE = (
    "FRANCHISE AGREEMENT\n\n"
    + _FRANCHISE_BODY * 6
    + "IN WITNESS WHEREOF, the parties have signed this Agreement on the date first written "
    "above.\n\nFRANCHISOR                         FRANCHISEE\n\nBy: ____________________"
    "           By: ____________________\n"
)

# Short website terms: few "you"s in all, but they are most of what the text is about.
SHORT_TERMS = (
    "Terms of Use of the Example Airlines Website\n\n"
    "1. General\n\n"
    "This website is owned by Example Airlines Limited. By using this website you agree to "
    "be bound by these Terms of Use. If you do not accept them, do not use the website.\n\n"
    "2. Permitted use\n\n"
    "The website may be used only for private, non-commercial purposes: to view flights and "
    "to book them for yourself. Screen scraping and automated searches are prohibited.\n\n"
    "3. Liability\n\n"
    "The company is not liable for any loss arising from the use of the website, except "
    "where the law does not allow that liability to be excluded.\n\n"
    "4. Governing law\n\n"
    "These Terms of Use are governed by Irish law, and the Irish courts have jurisdiction "
    "over any dispute about them. You may contact customer care through the website.\n"
)

# A supply contract between two companies that mentions its terms and conditions twice and
# says "you" nowhere.
CONTRACT = (
    "SUPPLY AGREEMENT\n\nThis Agreement sets out the terms and conditions on which the "
    "Supplier shall supply the Products. The Buyer agrees to the terms and conditions below.\n\n"
    "1. Supply\n\nThe Supplier shall deliver the Products to the Buyer's premises.\n\n"
    "SIGNED by John Smith for and on behalf of Supplier Limited\n"
)


def test_a_signed_franchise_agreement_is_a_contract() -> None:
    assert FRANCHISE.lower().count("you") >= 40  # it does speak to "you" throughout
    assert guess_doc_type(FRANCHISE) == "contract"


def test_the_same_text_unsigned_reads_as_consumer_terms() -> None:
    unsigned = FRANCHISE[: FRANCHISE.index("IN WITNESS")]
    assert guess_doc_type(unsigned) == "terms_conditions"


def test_short_website_terms_are_terms_however_few_yous() -> None:
    assert SHORT_TERMS.lower().count("you") < 10
    assert guess_doc_type(SHORT_TERMS) == "terms_conditions"


def test_a_contract_naming_its_terms_and_conditions_is_a_contract() -> None:
    assert guess_doc_type(CONTRACT) == "contract"
    assert guess_doc_type(CONTRACT.replace("SIGNED by John Smith", "Agreed by John Smith")) == (
        "contract"
    )
