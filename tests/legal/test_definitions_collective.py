"""What a collective bracket names after a verb: the list, not the verb's first object.

"The Supplier shall indemnify the Customer against all liabilities, costs and losses
(together "Losses")" defines Losses as the list of losses, not as "the Customer against ...".
An indemnity's "hold harmless X from and against any and all claims ... (collectively,
"Claims")" reads the same way, and a dative verb's second object is the thing delivered.
"""

from __future__ import annotations

import pytest

from clausewise import LegalChunker


def _definition(sentence: str, term: str) -> str:
    text = f"1. INDEMNITY AND DELIVERY\n\n1.1 {sentence}\n\n1.2 Nothing else applies.\n"
    return LegalChunker(jurisdiction="uk").get_defined_terms(text)[term].definition


@pytest.mark.parametrize(
    ("sentence", "term", "expected"),
    [
        (
            "The Supplier shall indemnify the Customer against all liabilities, costs, expenses, "
            'damages and losses (together "Losses") arising out of any breach of clause 2.',
            "Losses",
            "all liabilities, costs, expenses, damages and losses",
        ),
        (
            "Each party shall indemnify the other party against any loss or damage (together "
            '"Losses") caused by its negligence.',
            "Losses",
            "any loss or damage",
        ),
        (
            "The Licensee shall indemnify, defend and hold harmless Licensor and its Affiliates "
            "from and against any and all claims, demands, suits and proceedings (collectively, "
            '"Claims") arising from the Product.',
            "Claims",
            "any and all claims, demands, suits and proceedings",
        ),
        (
            # An object too long to read word by word: the list after the last "against".
            "Licensee shall indemnify, defend and hold harmless Licensor, its Affiliates, and "
            "their respective officers, directors, employees and agents from and against any "
            'and all claims, demands and suits (collectively, "Claims") arising from the '
            "Product.",
            "Claims",
            "any and all claims, demands and suits",
        ),
        (
            "The Customer shall reimburse you for all costs and expenses (together, the "
            '"Expenses") incurred at its request.',
            "Expenses",
            "all costs and expenses",
        ),
        (
            "The Seller shall deliver to the Buyer the Shares and the Deeds (together, the "
            '"Deliverables") on Completion.',
            "Deliverables",
            "the Shares and the Deeds",
        ),
        (
            'The Licensee shall pay to the Licensor the sum of $10,000 (the "Fee") on signature.',
            "Fee",
            "the sum of $10,000",
        ),
    ],
)
def test_the_bracket_names_the_list_after_the_object(
    sentence: str, term: str, expected: str
) -> None:
    assert _definition(sentence, term) == expected


@pytest.mark.parametrize(
    ("sentence", "term", "expected"),
    [
        # No verb: the whole list before the bracket, as before.
        (
            "The VET TECH Services and the COOL TECH Services (collectively, the "
            '"Alliance Services") are provided under Schedule 1.',
            "Alliance Services",
            "The VET TECH Services and the COOL TECH Services",
        ),
        # "with" is no preposition an indemnity's list follows: the title stays whole.
        (
            "Licensee shall comply with the Brand Guidelines for the Use of Marks (together, the "
            '"Guidelines") at all times.',
            "Guidelines",
            "the Brand Guidelines for the Use of Marks",
        ),
    ],
)
def test_lists_without_an_object_before_them_are_unchanged(
    sentence: str, term: str, expected: str
) -> None:
    assert _definition(sentence, term) == expected
