"""A disclaimer in capitals, hard-wrapped at 76 columns, is a paragraph, not a run of headings.

Terms of service head their sections with short lines in title case and shout their
disclaimers in capitals. Unwrapped, a disclaimer is one long line; wrapped, each of its lines
is short and in capitals, and used to be read as a heading: the lines in capitals then
outnumbered the real headings and replaced them as the outline. Written afresh here.
"""

from __future__ import annotations

from clausewise import LegalChunker

WRAPPED = """Terms of Service

Please read these terms carefully before using the Service.

Using the Service

We grant you a licence to use the Service for your own purposes, subject
to these terms and to any rules we publish.

Disclaimers

THE SERVICE AND ALL CONTENT ARE PROVIDED WITHOUT WARRANTIES OF ANY KIND
AND THE COMPANY EXPRESSLY DISCLAIMS ANY AND ALL IMPLIED WARRANTIES AND
CONDITIONS OF MERCHANTABILITY, SATISFACTORY QUALITY, NONINFRINGEMENT AND
FITNESS FOR PARTICULAR PURPOSES AND ALL REPRESENTATIONS REGARDING THE
AVAILABILITY, SECURITY OR RELIABILITY OF THE SERVICE OR OF ANY CONTENT
WHETHER EXPRESS OR IMPLIED BY STATUTE, CUSTOM OR A COURSE OF DEALING.

Limitation of Liability

THE AGGREGATE LIABILITY OF THE COMPANY UNDER THESE TERMS SHALL NOT EXCEED
ONE HUNDRED DOLLARS AND THE COMPANY SHALL NOT BE LIABLE FOR ANY INDIRECT
INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES INCLUDING LOSS OF PROFITS OR
REVENUE, GOODWILL OR DATA, WHETHER IN CONTRACT, TORT OR OTHERWISE, EVEN IF
THE COMPANY WAS ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.

Governing Law

These terms are governed by the laws of the State of California.
"""
HEADINGS = ["Using the Service", "Disclaimers", "Limitation of Liability", "Governing Law"]


def _top(text: str) -> list[str]:
    chunker = LegalChunker(jurisdiction="us", doc_type="terms_conditions")
    return [n.identifier for n in chunker.parse_structure(text) if n.level == 1]


def test_the_title_case_headings_carry_the_wrapped_document() -> None:
    # Unwrapped (each paragraph on one line) the same text has the same outline.
    unwrapped = "\n\n".join(p.replace("\n", " ") for p in WRAPPED.split("\n\n"))
    assert _top(unwrapped) == ["Preamble", *HEADINGS]
    assert _top(WRAPPED) == ["Preamble", *HEADINGS]


def test_a_heading_in_capitals_above_a_paragraph_in_capitals_is_kept() -> None:
    text = (
        "SUPPLY AGREEMENT\n\nThis agreement is made between Acme and Beta.\n\n"
        "SERVICES\n\nThe Supplier shall provide the Services with reasonable skill.\n\n"
        "LIMITATION OF LIABILITY\n"
        "NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL LOSS OR FOR ANY\n"
        "LOSS OF PROFITS, HOWEVER ARISING, EVEN IF IT WAS ADVISED OF ITS POSSIBILITY.\n\n"
        "GOVERNING LAW\n\nThis Agreement is governed by the law of England.\n"
    )
    assert _top(text)[-3:] == ["SERVICES", "LIMITATION OF LIABILITY", "GOVERNING LAW"]


LONG_HEADINGS = """Terms of Service

Please read these terms carefully before using the Service.

Linking and Unlinking a Payment Method

You may link a card or a bank account to your account as a payment method,
and unlink it at any time from the settings page, unless a payment is in
progress.

Managing Your Money in Multiple Currencies

When you open your account it is set to the currency of the country where
you live, and you may hold balances in other currencies, which we convert
at the rate shown to you when you pay.

Account Statements and Requesting Records

You can see your transactions in your account overview, and we keep records
of them for as long as the law requires us to.
"""


def test_long_title_case_headings_over_a_hard_wrapped_paragraph() -> None:
    # A heading of 40 characters needs a paragraph below it clearly longer than itself; a
    # wrapped paragraph's first line alone is not, the paragraph is.
    want = [
        "Linking and Unlinking a Payment Method",
        "Managing Your Money in Multiple Currencies",
        "Account Statements and Requesting Records",
    ]
    assert _top(LONG_HEADINGS) == ["Preamble", *want]
    unwrapped = "\n\n".join(p.replace("\n", " ") for p in LONG_HEADINGS.split("\n\n"))
    assert _top(unwrapped) == ["Preamble", *want]


AGREEMENT = """FRAMEWORK AGREEMENT

AGREED TERMS

1. INTERPRETATION

1.1 The definitions in Schedule 1 apply in this agreement.

2. LIMITATION OF LIABILITY AND
   INDEMNITY FOR THIRD PARTY CLAIMS

2.1 Nothing in this agreement limits liability for fraud.

3. NO WARRANTY OF ANY KIND AND
NO LIABILITY FOR LOSS OF DATA OR
PROFITS ARISING FROM THE SERVICES.

4. CALL-OFF CONTRACTS

4.1 The Authority may award Call-Off Contracts under Schedule 2.
"""


def test_a_clause_title_in_capitals_wrapped_after_a_joining_word_is_whole() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(AGREEMENT)
    titles = {n.identifier: n.title for n in nodes if n.parent is None}
    assert titles["2"] == "LIMITATION OF LIABILITY AND INDEMNITY FOR THIRD PARTY CLAIMS"
    clause2 = next(n for n in nodes if n.identifier == "2")
    assert AGREEMENT[clause2.char_start : clause2.char_end].startswith("2. LIMITATION OF")
    # A paragraph in capitals cut again after its second line is not a title of two lines.
    assert titles["3"] != "NO WARRANTY OF ANY KIND AND NO LIABILITY FOR LOSS OF DATA OR"
    assert titles["4"] == "CALL-OFF CONTRACTS"
