"""A one-word plural term that labels the noun just before it ('independent sellers
("Sellers")') is used by its singular too: "a Seller" is one of the Sellers. A plural defined
by a sentence ('"Patents" means ... patents.') or naming something else ('These Terms of
Service ("Terms")') keeps no singular."""

from __future__ import annotations

from clausewise import LegalChunker

MARKET = """Stallmarket Terms of Service

These Terms of Service ("Terms") govern your use of the Stallmarket marketplace, where \
independent sellers ("Sellers") list items that buyers ("Buyers") can purchase.

1. Buying

When you buy an item, you enter into a contract directly with the Seller. You must pay the \
price shown at checkout.

2. Reviews

You may leave a review of a Seller after a purchase. The Term of your membership is one year.
"""


def _used(text: str) -> dict[str, list[str]]:
    chunks = LegalChunker(doc_type="terms_conditions", min_chunk_size=0).chunk(text)
    return {c.hierarchy_path: c.defined_terms_used for c in chunks}


def test_a_labelled_plural_is_used_in_the_singular() -> None:
    used = _used(MARKET)
    assert used["1"] == ["Sellers"]
    assert "Sellers" in used["2"]


def test_a_plural_naming_other_words_keeps_no_singular() -> None:
    # "Terms" labels "These Terms of Service": "the Term of your membership" is no use of it.
    assert "Terms" not in _used(MARKET)["2"]


def test_a_plural_defined_by_a_sentence_keeps_no_singular() -> None:
    text = (
        'LICENCE AGREEMENT\n\n1. Definitions\n\n"Patents" means all patents and applications '
        "for patents.\n\n2. Licence\n\nThe Licensor grants a licence under each Patent owned "
        "by it in the Territory.\n"
    )
    assert "Patents" not in _used(text)["2"]
