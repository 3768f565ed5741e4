"""The phrase a defining bracket names is the noun phrase its term's own word heads.

After a verb with two objects, a preposition or a conjoined verb, the bracket names the noun
phrase the term repeats ("a non-exclusive licence ... (the "Licence")"), or, for a term of
quantity, the measure after a preposition ("for a period of two years (the "Initial
Term")"). Every expectation is the phrase a reader takes from the text, written by hand."""

from __future__ import annotations

from clausewise import LegalChunker

UK = LegalChunker(jurisdiction="uk")

TEXT = """SERVICES AGREEMENT

1. TERM AND SUPPLY

1.1 This Agreement shall commence on the date of signature and continue for a period of two \
years (the "Initial Term").

1.2 The Supplier shall provide the services described in Schedule 1 (the "Services") to the \
Customer and its Affiliates from the date of this Agreement (the "Commencement Date").

1.3 The Supplier grants to the Customer a non-exclusive licence to use the Software in the \
Territory (the "Licence").

1.4 Each party shall keep confidential all information received from the other party under \
this Agreement ("Confidential Information").

1.5 The Supplier shall deliver the Goods to the address specified by the Customer in writing \
(the "Delivery Address").

1.6 Acme shall sell to Beta, and Beta shall purchase from Acme, 1,250,000 shares of common \
stock of Gamma Inc. (the "Shares").

2. PROTECTION

2.1 The Customer shall not remove any of the Supplier's trademarks, logos, domain names, and \
any other features of the Supplier's brand (the "Brand Features").

2.2 The Supplier is Harbour Capital Trust I, a Delaware statutory trust (the "Trust").

2.3 On 4 February 2024 the Customer's parents commenced ten voluntary chapter 11 bankruptcy \
cases (the "Cases").

2.4 This Agreement continues until terminated in accordance with the terms of this \
Agreement (the "Term").
"""


def _definitions() -> dict[str, str]:
    return {t.term: t.definition for t in UK.get_defined_terms(TEXT).values()}


def test_the_phrase_the_terms_word_heads() -> None:
    got = _definitions()
    assert got["Services"] == "the services described in Schedule 1"
    assert got["Commencement Date"] == "the date of this Agreement"
    assert got["Licence"] == "a non-exclusive licence to use the Software in the Territory"
    assert got["Confidential Information"] == (
        "all information received from the other party under this Agreement"
    )
    assert got["Delivery Address"] == "the address specified by the Customer in writing"
    assert got["Shares"] == "1,250,000 shares of common stock of Gamma Inc."
    assert got["Cases"] == "ten voluntary chapter 11 bankruptcy cases"


def test_a_term_of_quantity_names_the_measure_after_a_preposition() -> None:
    assert _definitions()["Initial Term"] == "a period of two years"


def test_a_list_an_appositive_and_another_sense_keep_the_whole_phrase() -> None:
    got = _definitions()
    # The last item of a list is not the phrase; nor is the description after a name; nor
    # "the terms of this Agreement" (its provisions) the "Term".
    assert got["Brand Features"] == (
        "any of the Supplier's trademarks, logos, domain names, and any other features of the "
        "Supplier's brand"
    )
    assert got["Trust"].startswith("Harbour Capital Trust I")
    assert got["Term"] == (
        "This Agreement continues until terminated in accordance with the terms of this Agreement"
    )  # the clause's number "2.4" opening the line is no part of it
