"""Clause typing on wording the keyword lists once missed: plain-English and UK drafting ("end
this Agreement", "outside our control", "governed by Scots law"), consumer terms, and the tree
rules for lists of conditions and for short paragraphs that are provisions of their own."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.classify import KeywordClassifier
from clausewise.legal.clause_typing import paragraph_breaks, paragraph_starts, sentence_ends
from clausewise.legal.tree import DocumentSection
from clausewise.legal.types import ClauseType as T

OP = DocumentSection.OPERATIVE


def _typed(body: str, title: str | None = None, doc_type: str = "contract") -> T:
    got = KeywordClassifier().classify(title, body, doc_type=doc_type, section=OP, parent=None)
    return got.clause_type


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # Plain-English ending of a contract (before: unknown, or the topic of the object).
        (
            "Either party may end this Agreement immediately by written notice if the other "
            "party commits a material breach which it has not remedied within 30 days.",
            T.TERMINATION,
        ),
        (
            "When this Agreement ends the Licensee shall stop using the Software and shall "
            "delete all copies of it from its systems.",
            T.TERMINATION,
        ),
        # Force majeure in other words; "failure or delay in performance" is no waiver.
        (
            "Neither party shall be liable for any failure or delay in performance caused by "
            "circumstances outside its reasonable control, such as pandemic or power failure.",
            T.FORCE_MAJEURE,
        ),
        # A choice of law named by its adjective, or "subject to the law of".
        ("This Agreement is governed by Scots law.", T.GOVERNING_LAW),
        (
            "This Agreement is subject to the law of the Federal Republic of Germany.",
            T.GOVERNING_LAW,
        ),
        (
            "If any part of this Agreement is found to be unlawful or unenforceable, the rest "
            "of it shall continue in effect.",
            T.SEVERABILITY,
        ),
        (
            "Nothing in this Agreement is intended to give any person other than the parties "
            "a right to enforce any of its terms under the Contracts (Rights of Third Parties) "
            "Act 1999.",
            T.BOILERPLATE,
        ),
        # UK policy names: professional indemnity is insurance, not an indemnity.
        (
            "The Licensor shall keep in place professional indemnity cover of at least "
            "\u00a32 million for each claim while this Agreement is in force.",
            T.INSURANCE,
        ),
        # An infringement indemnity is an indemnity, though it names the IP it is about.
        (
            "The Licensor shall indemnify the Licensee against all sums awarded by a court "
            "arising out of any claim that the Licensee's use of the Software infringes the "
            "intellectual property rights of a third party.",
            T.INDEMNIFICATION,
        ),
        (
            "The Executive shall not for twelve months after the Termination Date canvass or "
            "approach any person who was a client of the Company.",
            T.NON_SOLICITATION,
        ),
        (
            "The Executive shall not, for six months after the Termination Date, be engaged "
            "in or concerned with any business which competes with the Restricted Business.",
            T.COVENANTS,
        ),
        # Export compliance, not an embargo as a force majeure event.
        (
            "Customer will not permit access to the Service by anyone located in a country "
            "subject to a U.S. embargo or by any person on a list of restricted parties.",
            T.COVENANTS,
        ),
        (
            "Any suit arising out of these terms shall be brought in the state or federal "
            "courts in New York County, New York.",
            T.DISPUTE_RESOLUTION,
        ),
        (
            "We may transfer our rights and obligations under these terms to another "
            "organisation.",
            T.ASSIGNMENT,
        ),
        (
            "Nothing in these terms removes our responsibility for death or personal injury "
            "caused by our negligence.",
            T.LIMITATION_OF_LIABILITY,
        ),
        (
            "All claims between the parties will be litigated individually, and the parties "
            "will not seek class treatment for any claim.",
            T.DISPUTE_RESOLUTION,
        ),
    ],
)
def test_plain_and_uk_drafting(body: str, expected: T) -> None:
    assert _typed(body) is expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "You may not copy or modify any part of the Services, nor may you reverse "
            "engineer or attempt to extract its source code.",
            T.USER_RESTRICTIONS,
        ),
        (
            "Only natural persons aged 16 or over who have full legal capacity may register.",
            T.USER_RESTRICTIONS,
        ),
        (
            "You have a legal right to change your mind within 14 days and receive a refund.",
            T.TERMINATION,
        ),
        (
            "If you breach these rules we may delete the content concerned or temporarily or "
            "permanently block your account.",
            T.TERMINATION,
        ),
        (
            "We will not be responsible for any delay or failure in performance caused by "
            "events beyond our reasonable control, such as storms or internet outages.",
            T.FORCE_MAJEURE,
        ),
        ("Prices may be changed by us at any time.", T.AMENDMENT),
        # "the rights of third parties" here is conduct, not the third-party rights clause.
        (
            "When using the platform you must comply with applicable law and respect the "
            "rights of third parties; you must not post spam.",
            T.ACCEPTABLE_USE,
        ),
    ],
)
def test_terms_of_service_drafting(body: str, expected: T) -> None:
    assert _typed(body, doc_type="terms_conditions") is expected


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Restrictions after termination", T.COVENANTS),
        ("Garden leave", T.TERMINATION),
        ("Specific Performance", T.DISPUTE_RESOLUTION),
        ("Salary", T.PAYMENT),
    ],
)
def test_headings(title: str, expected: T) -> None:
    # A neutral body: the heading decides.
    assert _typed("The parties agree as set out below.", title) is expected


def test_a_welcome_opening_is_the_preamble_of_terms() -> None:
    text = (
        "Trailmark Terms of Service\n\nLast updated: January 12, 2025\n\n"
        "Welcome to Trailmark! These Terms of Service govern your access to and use of the "
        "Trailmark app and website, which are provided by Trailmark Labs, Inc.\n\n"
        "1. Your Account\n\nYou are responsible for safeguarding your password and for "
        "all activities that occur under your account.\n\n"
        "2. Privacy\n\nOur Privacy Policy describes how we handle your personal data.\n\n"
        "3. Governing Law\n\nThese Terms are governed by the laws of the State of Colorado.\n"
    )
    chunker = LegalChunker(doc_type="terms_conditions", min_chunk_size=0, max_chunk_size=48)
    opening = next(c for c in chunker.chunk(text) if "Welcome" in c.body)
    # Before: amendment ("last updated" outweighed the opening's section prior).
    assert opening.clause_type is T.PREAMBLE


CONDITIONS = """ARTICLE IV
CONDITIONS TO CLOSING

Section 4.02 Conditions to Obligations of Buyer. The obligations of Buyer to consummate the \
transactions contemplated by this Agreement shall be subject to the fulfillment, at or prior \
to the Closing, of each of the following conditions:

(a) The representations and warranties of Seller contained in Article II shall be true and \
correct in all material respects as of the Closing Date.

(b) Seller shall have delivered to Buyer certificates of insurance evidencing the coverage \
required by Section 5.3 of this Agreement.

ARTICLE V
MISCELLANEOUS

Section 5.01 Representations. Each party represents and warrants that it is duly organized \
and validly existing.
"""


def test_items_of_a_list_of_conditions_are_conditions() -> None:
    chunks = LegalChunker(jurisdiction="us", min_chunk_size=0, max_chunk_size=64).chunk(
        CONDITIONS
    )

    def typed(needle: str) -> tuple[T, T | None]:
        chunk = next(c for c in chunks if needle in c.body)
        return chunk.clause_type, chunk.secondary_clause_type

    # Before: representations, and insurance: the item's topic outweighed the list it is in.
    assert typed("(a) The representations") == (T.CONDITIONS, T.REPRESENTATIONS)
    assert typed("(b) Seller shall have delivered")[0] is T.CONDITIONS
    # Outside the list, the same words keep their own type.
    assert typed("Section 5.01")[0] is T.REPRESENTATIONS


OTHER_TERMS = """1. Other important terms

We may transfer our rights and obligations under these terms to another organisation. We \
will always tell you in writing if this happens.

These terms are governed by English law.

You can bring legal proceedings in respect of the products in the English courts. If you \
live in Scotland you can bring legal proceedings in either the Scottish or the English courts.
"""


def test_a_short_provision_is_a_unit_of_its_own() -> None:
    text = OTHER_TERMS
    breaks = paragraph_breaks(text)
    body = text.index("We may")
    inside = [b for b in breaks if b > body]
    whole = sentence_ends(text, [*inside, len(text)])
    starts = paragraph_starts(breaks, body, len(text), whole=whole)
    law = text.index("These terms are governed")
    # Before: the one-sentence choice of law was joined to the jurisdiction paragraph.
    assert law in starts
    chunks = LegalChunker(doc_type="terms_conditions", min_chunk_size=0, max_chunk_size=24).chunk(
        text
    )
    governing = next(c for c in chunks if "governed by English law" in c.body)
    assert governing.clause_type is T.GOVERNING_LAW
    courts = next(c for c in chunks if "legal proceedings" in c.body)
    assert courts.clause_type is T.DISPUTE_RESOLUTION


def test_short_headings_and_broken_sentences_still_join() -> None:
    text = (
        "Governing Law; Attorney's Fee.\n\n"
        "This Agreement shall be governed by the laws of the State of Nevada, and the "
        "prevailing party shall recover its reasonable attorneys' fees.\n\n"
        "3\n\nbe permitted to offer financing products related to the purchase of vehicles.\n"
    )
    breaks = paragraph_breaks(text)
    whole = sentence_ends(text, [*breaks, len(text)])
    # A title-case heading line ends with a full stop but is no sentence: it stays with its
    # paragraph.
    assert breaks[0] not in whole
    starts = paragraph_starts(breaks, 0, len(text), whole=whole)
    assert breaks[0] not in starts
    # The rest of a sentence a page number cut ("3") is no provision of its own, though it
    # ends with a full stop: it joins what comes before it.
    assert text.index("be permitted") not in starts
    assert starts == [0, text.index("3\n")]
