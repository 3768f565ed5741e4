"""Terms of service whose sections are single-spaced: a blank line between sections, none
between a heading in Title Case and its first line ("Acceptable Use" / "You agree not
to:"). A short first line under such a heading (a lead-in to a list, the first line of a
contact address) still opens the section; a short line inside a list or an address, with
no blank line above it, heads nothing. Text written for the test."""

from __future__ import annotations

from clausewise import LegalChunker

TERMS = """Acme Cloud Terms of Service

Last updated: 4 March 2025

Welcome to Acme Cloud. These Terms of Service govern your use of our websites and services. \
By creating an account you agree to these terms.

Your Account
You are responsible for keeping your password secret. Tell us at once if you think someone \
else has used your account.

Acceptable Use
You agree not to:
\u2022 upload malware or harmful code;
\u2022 try to get around our security measures;
\u2022 use the Services to send spam.

Fees and Payment
Paid plans are billed in advance each month. Fees are not refundable except where the law \
requires.

Governing Law
These terms are governed by the laws of the State of California. Any dispute will be heard \
in the courts of San Francisco County.

Contact Us
Acme Cloud, Inc.
Legal Department
500 Market Street
San Francisco, CA 94105
"""

TEXT = TERMS.replace("\\\n", "")


def _sections() -> list[tuple[str, str]]:
    chunker = LegalChunker(jurisdiction="us", doc_type="terms_conditions")
    nodes = chunker.parse_structure(TEXT)
    return [(n.identifier, TEXT[n.char_start : n.char_end]) for n in nodes if n.parent is None]


def test_a_lead_in_right_under_a_heading_opens_its_section() -> None:
    sections = dict(_sections())
    assert list(sections) == [
        "Preamble", "Your Account", "Acceptable Use", "Fees and Payment", "Governing Law",
        "Contact Us",
    ]  # fmt: skip
    assert sections["Acceptable Use"].startswith("Acceptable Use\nYou agree not to:")
    assert sections["Your Account"].rstrip().endswith("has used your account.")


def test_a_contact_heading_right_over_its_address_is_a_section() -> None:
    sections = dict(_sections())
    assert sections["Contact Us"] == (
        "Contact Us\nAcme Cloud, Inc.\nLegal Department\n500 Market Street\nSan Francisco, CA 94105"
    )
    # "Legal Department" is a line of the address, not a heading of its own.
    assert sections["Governing Law"].rstrip().endswith("courts of San Francisco County.")
