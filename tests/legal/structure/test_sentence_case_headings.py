"""Plain-English consumer terms head their sections with sentence-case lines that read like
the start of a sentence ("Your rights to end the contract", "If your order arrives damaged",
"How we may use your personal information"). A document that heads its sections with short
sentence-case lines set apart by blank lines ("Price and payment") writes its longer headings
the same way; ordinary body lines in the same document stay text.

Each text is written here for the test.
"""

from __future__ import annotations

from clausewise import LegalChunker

_UNNUMBERED = """Terms of sale for our garden furniture

Please read these terms carefully before you place an order with us.

Who we are and how to reach us

We are Fernleigh Outdoor Living Ltd, registered in England and Wales under company number \
08123456. Our registered office is at 12 Mill Lane, Taunton TA1 2AB.

How the contract is formed between you and us

When you place an order we will send you an email to confirm that we have received it. The \
contract between us is formed only when we send a second email confirming dispatch.

Delivery and collection

We deliver to addresses in mainland Great Britain. If no one is available to take delivery, \
we will leave a card explaining how to rearrange delivery or collect the goods.

What happens if you change your mind

You may cancel your order within 14 days of the day on which you receive the goods. You will \
need to return the goods at your own cost within 14 days of telling us.

When we may suspend or end the contract

We may suspend delivery if we need to deal with technical problems or make minor changes to \
the goods. We may end the contract if you do not pay within 14 days of our reminder.

If your furniture arrives damaged

Please check the goods as soon as they arrive and tell us within 48 hours about any visible \
damage. Damaged items will be collected and replaced at no cost to you.

Price and payment

The price of the goods includes VAT at the applicable rate. We accept payment by debit card \
and credit card at the time you place your order.

Limits on what we are liable to pay

We are responsible for loss or damage you suffer that is a foreseeable result of our breaking \
these terms. We do not limit our liability for death or personal injury caused by negligence.

Other important terms

These terms are governed by the law of England and Wales, and you may bring proceedings in \
the courts of England and Wales.
"""

_HEADINGS = [
    "Who we are and how to reach us",
    "How the contract is formed between you and us",
    "Delivery and collection",
    "What happens if you change your mind",
    "When we may suspend or end the contract",
    "If your furniture arrives damaged",
    "Price and payment",
    "Limits on what we are liable to pay",
    "Other important terms",
]


def _numbered() -> str:
    parts = _UNNUMBERED.split("\n\n")
    k = 0
    for i, part in enumerate(parts):
        if part in _HEADINGS:
            k += 1
            parts[i] = f"{k}. {part}"
    return "\n\n".join(parts)


def _top(text: str, jurisdiction: str = "uk") -> list[tuple[str, str | None]]:
    chunker = LegalChunker(jurisdiction=jurisdiction, doc_type="terms_conditions")
    return [(n.identifier, n.title) for n in chunker.parse_structure(text) if n.parent is None]


def test_long_sentence_case_headings_head_their_sections() -> None:
    for jurisdiction in ("uk", "eu", "us"):
        top = _top(_UNNUMBERED, jurisdiction)
        assert [t for _, t in top[1:]] == _HEADINGS, jurisdiction
        assert top[0] == ("Preamble", None)
    chunks = LegalChunker(jurisdiction="uk", doc_type="terms_conditions").chunk(_UNNUMBERED)
    refund = next(c for c in chunks if "cancel your order within 14 days" in c.body)
    assert refund.hierarchy_path == "What happens if you change your mind"


def test_numbered_sentence_case_headings_keep_their_titles() -> None:
    top = _top(_numbered())
    assert top[1:] == [(str(k), h) for k, h in enumerate(_HEADINGS, start=1)]


_TITLE_CASE = """Harbor Notes Terms of Use

Welcome to Harbor Notes. By creating an account you accept these terms.

Your Account

Keep your sign-in details private and tell us at once about any misuse of your account or \
of the service.

Please keep a copy of these terms for your records

We may update these terms from time to time and will tell you about material changes by email \
at least 30 days before they take effect.

Fees and Billing

Paid plans are billed monthly in advance. Fees are not refundable except where the law says \
otherwise.
"""

_ORDINARY_LINES = """Terms for our cookery classes

These terms apply whenever you book a class with Saltmarsh Kitchen Ltd.

Booking a class

You can book a class on our website or by phone. We confirm each booking by email within one \
working day of receiving it.

Cancelling a class

You may cancel a booking up to 7 days before the class and we will refund the fee in full.

We may cancel a class if fewer than four people book it.

If we cancel a class we will offer you another date or a full refund of the fee you paid for \
the class, at your choice, within 14 days of the cancellation.

What you need to bring

Each class supplies its ingredients and equipment, but we ask you to bring the following:

A clean apron and a tea towel

Containers to take home what you have cooked

Any medication you may need during the class

Please arrive ten minutes before the start of the class so that we can show you the kitchen \
and explain the fire safety arrangements.

Allergies and dietary needs

Please tell us about any allergy when you book. We will do our best to adapt the recipes but \
cannot guarantee that a class is free of any ingredient.
"""


def test_sentence_case_lines_need_the_documents_own_layout() -> None:
    # Headings in title case: a long sentence-case line set apart is no heading by itself.
    assert [t for _, t in _top(_TITLE_CASE)[1:]] == ["Your Account", "Fees and Billing"]
    # Sentence-case headings: a one-line paragraph closed by a full stop, a paragraph opening
    # with "If we cancel ...", or the last line of a list over a paragraph, stays the text
    # of its section.
    top = _top(_ORDINARY_LINES)
    assert [t for _, t in top[1:]] == [
        "Booking a class",
        "Cancelling a class",
        "What you need to bring",
        "Allergies and dietary needs",
    ]


_CAPS_OUTLINE = """Membership terms of the Northgate Climbing Centre

These terms apply to every membership of the Northgate Climbing Centre Ltd.

YOUR MEMBERSHIP

Joining fee

A one-off joining fee is payable when you first become a member of the centre and is not \
refundable once your induction has taken place.

How we may change your membership fee

We may change the monthly fee once a year by giving you at least 30 days' notice in writing \
before the change takes effect.

USING THE CENTRE

Induction and safety rules

Every member must complete an induction with one of our instructors before climbing without \
supervision at the centre.

What to do if you are injured at the centre

Report any injury to the duty manager at once so that it can be recorded in the accident book \
and, where needed, first aid can be given.

ENDING YOUR MEMBERSHIP

Giving notice

You may end your membership at any time by giving us one month's notice in writing. We may end \
it at once if you seriously or repeatedly break the safety rules of the centre.
"""


def test_capitals_outline_keeps_its_headings_over_sentence_case_lines() -> None:
    # Three headings in capitals head the document; the sentence-case lines under them (three
    # short, two longer) do not outnumber them and do not take the outline over.
    assert [t for _, t in _top(_CAPS_OUTLINE)[1:]] == [
        "YOUR MEMBERSHIP",
        "USING THE CENTRE",
        "ENDING YOUR MEMBERSHIP",
    ]
