"""The one singular rule the definition finders and the term index share."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.plurals import noun_key, singular


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Users", "User"),
        ("Parties", "Party"),
        ("Losses", "Loss"),
        ("Boxes", "Box"),
        ("Branches", "Branch"),
        ("Premises", "Premise"),
        ("Services", "Service"),
        ("Business", None),
        ("Status", None),
        ("Analysis", None),
        ("SMS", None),
        ("its", None),
        ("Ties", "Tie"),
    ],
)
def test_singular(word: str, expected: str | None) -> None:
    assert singular(word) == expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("losses", "loss"),
        ("Losses,", "loss"),
        ("Loss", "loss"),
        ("liabilities", "liability"),
        ("processes", "process"),
        ("business", "business"),
        ("status.", "status"),
        ("fees", "fee"),
        ("tranches", "tranch"),
        ("Tranche", "tranch"),
        ("branches", "branch"),
        ("Branch", "branch"),
    ],
)
def test_noun_key(word: str, expected: str) -> None:
    assert noun_key(word) == expected


def test_a_singular_term_names_the_plural_phrase_its_noun_heads() -> None:
    # "losses" and the term's "Loss" compare equal as "loss" ("losse" before), "boxes" and
    # "Box" as "box": the bracket names the phrase that noun heads, not the recipient too
    text = (
        "Following the audit, the Seller shall reimburse the Buyer for the uninsured losses "
        '(each an "Uninsured Loss") it suffers. If the Carrier delivers the goods late, the '
        'Carrier shall pay the Shipper for the damaged boxes (each a "Damaged Box").\n'
    )
    defs = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert defs["Uninsured Loss"].definition == "the uninsured losses"
    assert defs["Damaged Box"].definition == "the damaged boxes"
