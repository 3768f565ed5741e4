"""Definition text of brackets that name a whole clause's period, a calendar date, a phrase
the term's word modifies, a recital's subject in capitals, the object of a second verb of
intent, the second object after a bare party name, an acronym before a company suffix, a
phrase an "as may be amended" clause qualifies; and interpretation rules that say what a
reference to a capitalised term is a reference to."""

from __future__ import annotations

from clausewise import LegalChunker


def _defs(text: str, jurisdiction: str = "us") -> dict[str, str]:
    terms = LegalChunker(jurisdiction=jurisdiction).get_defined_terms(text)
    return {k: v.definition for k, v in terms.items()}


def test_period_bracket_after_two_verbs_names_the_whole_clause() -> None:
    text = (
        "2. Term of Employment. The Executive's employment under this Agreement shall commence "
        "on the Effective Date and continue until terminated in accordance with Section 5 (the "
        '"Employment Period").\n'
    )
    assert _defs(text)["Employment Period"] == (
        "The Executive's employment under this Agreement shall commence on the Effective Date "
        "and continue until terminated in accordance with Section 5"
    )


def test_period_bracket_after_a_measure_keeps_the_measure() -> None:
    text = (
        "This Agreement shall commence on the Effective Date and continue for a period of two "
        'years (the "Initial Term").\n'
    )
    assert _defs(text)["Initial Term"] == "a period of two years"


def test_date_term_names_the_calendar_date() -> None:
    text = (
        "1. The Employee's employment shall begin commencing on 15 April 2025 (the \"Start "
        'Date").\n\n2. This Agreement is effective as of January 1, 2020 (the "Effective '
        'Date").\n\n3. Completion shall take place on the 31st day of March, 2025 (the '
        '"Completion Date").\n'
    )
    defs = _defs(text)
    assert defs["Start Date"] == "15 April 2025"
    assert defs["Effective Date"] == "January 1, 2020"
    assert defs["Completion Date"] == "the 31st day of March, 2025"


def test_date_a_period_counts_from_is_not_the_date_named() -> None:
    text = 'The first payment is due 30 days after 1 May 2025 (the "Payment Date").\n'
    got = _defs(text)["Payment Date"]
    assert got != "1 May 2025" and got.endswith("30 days after 1 May 2025")


def test_term_word_modifying_a_noun_opens_the_phrase() -> None:
    text = (
        "Distributor shall not (a) violate any applicable anti-bribery laws; or (b) offer, pay "
        "or promise to pay, give or promise to give, or authorize the payment or giving of, "
        "anything of value to any official representative of any Governmental Entity or any "
        "political party or any candidate for office in any jurisdiction (individually and "
        'collectively, a "Government Official"), for the purpose of influencing any act.\n'
    )
    assert _defs(text)["Government Official"] == (
        "any official representative of any Governmental Entity or any political party or any "
        "candidate for office in any jurisdiction"
    )


def test_as_may_be_amended_qualifies_the_phrase_before_it() -> None:
    text = (
        "These terms form the agreement between Klarna Bank AB (“Klarna”) and you when you use "
        "Klarna’s services and features as described in these terms, as may be amended from "
        "time to time (the “Service”). You sign up for the Service.\n"
    )
    assert _defs(text)["Service"] == (
        "Klarna’s services and features as described in these terms, as may be amended from "
        "time to time"
    )


def test_recital_subject_in_capitals_and_recital_word() -> None:
    text = (
        "WHEREAS, VOTOCAST provides certain hosting and technical services, including iOS and "
        'Android Mobile Applications, APIs and SDKs ("Services"); and\n\n'
        "WHEREAS, the Company owns certain hosting and technical equipment "
        '(the "Equipment").\n'
    )
    defs = _defs(text)
    assert defs["Services"] == (
        "certain hosting and technical services, including iOS and Android Mobile "
        "Applications, APIs and SDKs"
    )
    assert defs["Equipment"] == "certain hosting and technical equipment"


def test_second_verb_of_intent_names_its_object() -> None:
    text = 'WHEREAS Shi Farms grows industrial hemp and wishes to sell hemp biomass ("Product").\n'
    assert _defs(text)["Product"] == "hemp biomass"


def test_numbered_clause_with_an_introductory_adverbial() -> None:
    text = (
        "4.1 On completion of a Qualifying Financing, the outstanding Principal Amount and "
        'accrued interest (the "Conversion Amount") shall convert into shares.\n\n'
        "9.5.1 In the event that either Party becomes aware of a suspected infringement of any "
        "Licensed Patent as a result of the Development, Manufacture, or Commercialization of "
        'a Competitive Product ("Competitive Infringement"), such Party shall notify.\n'
    )
    defs = _defs(text, "uk")
    assert defs["Conversion Amount"] == "the outstanding Principal Amount and accrued interest"
    assert defs["Competitive Infringement"].startswith("a suspected infringement")


def test_shall_be_the_sum_keeps_its_article() -> None:
    text = (
        "3.1 The consideration for the Sale Shares shall be the sum of £2,500,000 (the "
        '"Consideration"), payable in cash on Completion.\n'
    )
    assert _defs(text, "uk")["Consideration"] == "the sum of £2,500,000"


def test_second_object_after_a_bare_party_name() -> None:
    text = (
        "4. Security Deposit. Upon execution of this Lease, Tenant shall deposit with Landlord "
        'the sum of Sixteen Thousand Dollars ($16,000.00) (the "Security Deposit") as security '
        "for the performance of Tenant's obligations.\n"
    )
    assert _defs(text)["Security Deposit"] == "the sum of Sixteen Thousand Dollars ($16,000.00)"


def test_acronym_before_a_company_suffix() -> None:
    text = (
        "Such filings as may be required under state securities laws and regulations by the "
        'National Association of Securities Dealers, Inc. ("NASD").\n'
    )
    assert _defs(text)["NASD"] == "the National Association of Securities Dealers, Inc."


def test_interpretation_rule_reference_to_a_capitalised_term() -> None:
    text = (
        "1.2 In this Agreement, unless the context otherwise requires:\n"
        '(a) a reference in this Agreement to a "Party" is a reference to a party to this '
        "Agreement;\n"
        '(b) "including" is to be construed without limitation;\n'
        '(c) references to "Clause" and "Clauses" are references to the clauses of this '
        "Agreement.\n"
    )
    defs = _defs(text, "uk")
    assert defs["Party"] == "is a reference to a party to this Agreement;"
    assert "including" not in defs
    assert "Clause" not in defs and "Clauses" not in defs


def test_longer_term_after_a_shorter_one_is_not_that_term() -> None:
    text = (
        "Tenant's obligation to pay rent shall begin on the date that is ninety (90) days after "
        'the Commencement Date (the "Rent Commencement Date").\n'
    )
    assert _defs(text)["Rent Commencement Date"] == (
        "the date that is ninety (90) days after the Commencement Date"
    )
