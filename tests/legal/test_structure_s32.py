"""Headings of terms of service and other unnumbered layouts (round 32). Text written for the
tests."""

from __future__ import annotations

from clausewise import LegalChunker


def _tree(text: str, jurisdiction: str = "uk") -> list[tuple[int, str | None, str | None]]:
    nodes = LegalChunker(jurisdiction=jurisdiction).parse_structure(text)
    return [(n.level, n.title or n.identifier, n.parent) for n in nodes]


# A section heading right over the heading of its first part, the parts closed by a full stop.
_PARTS = (
    "Photoshare Terms of Use\n\n"
    "These Terms govern your use of Photoshare and the services we provide to you.\n\n"
    "Your commitments\n"
    "In return for our commitment to provide the Service, we require you to make the"
    " commitments below to us and to keep them for as long as you use the Service.\n\n"
    "Our agreement and what happens if we disagree\n"
    "Our agreement.\n\n"
    "    If any aspect of this agreement is unenforceable, the rest will remain in effect."
    " Any amendment to this agreement must be in writing and signed by us.\n\n"
    "Who has rights under this agreement.\n\n"
    "    This agreement does not give rights to any third parties. You cannot transfer your"
    " rights or obligations under this agreement without our consent.\n\n"
    "How we will handle disputes.\n"
    "If a claim or dispute arises out of your use of the Service as a consumer, you may"
    " resolve it in any competent court in the country of your main residence.\n\n"
    "Updating these Terms\n"
    "We may change our Service and these Terms so that they accurately reflect the Service."
    " We will notify you at least 30 days before we update the Terms.\n"
)


def test_heading_right_over_its_first_part_heads_the_parts() -> None:
    parent = "Our agreement and what happens if we disagree"
    assert _tree(_PARTS) == [
        (1, "Preamble", None),
        (1, "Your commitments", None),
        (1, parent, None),
        (2, "Our agreement", parent),
        (2, "Who has rights under this agreement", parent),
        (2, "How we will handle disputes", parent),
        (1, "Updating these Terms", None),
    ]


def test_parts_nest_for_the_eu_reading_too() -> None:
    tree = _tree(_PARTS, "eu")
    assert (1, "Our agreement and what happens if we disagree", None) in tree
    assert (2, "Our agreement", "Our agreement and what happens if we disagree") in tree


# Unnumbered sub-headings in a numbered unit, one over a short first sentence.
_SUBHEADS = (
    "1. About these terms\n"
    "These terms apply to the Acme app and to every feature we offer through it.\n\n"
    "2. Extension functions\n"
    " \n"
    "Rewards\n"
    "This function lets you collect points on qualifying purchases made at partner stores."
    " One point is worth one pound and points are added when the store confirms the order.\n"
    " \n"
    "Inactive accounts\n"
    "If your account is inactive for twelve consecutive months, any unused points expire and"
    " cannot be reinstated, and we may close the account.\n"
    " \n"
    "Login and security\n"
    "You must keep your login details safe and secure.\n"
    "The extension may only be used by the account holder and no third parties. You may not"
    " make purchases on behalf of third parties using your account.\n\n"
    "3. Governing law\n"
    "These terms are governed by the laws of England and Wales.\n"
)


def test_sub_heading_over_a_short_first_sentence() -> None:
    assert _tree(_SUBHEADS) == [
        (1, "About these terms", None),
        (1, "Extension functions", None),
        (2, "Rewards", "2"),
        (2, "Inactive accounts", "2"),
        (2, "Login and security", "2"),
        (1, "Governing law", None),
    ]


# A tiny terms of service: three headings, each over one short sentence.
_TINY = (
    "Terms of Use\n\n"
    "Use of the site\n"
    "You may use the site for personal purposes only.\n\n"
    "Liability\n"
    "We are not liable for any loss arising from its use.\n\n"
    "Governing law\n"
    "These terms are governed by the laws of England.\n"
)


def test_tiny_terms_with_three_headings_have_three_sections() -> None:
    assert [t for _, t, _ in _tree(_TINY)] == [
        "Preamble",
        "Use of the site",
        "Liability",
        "Governing law",
    ]


# A list whose items are closed by full stops, after a blank line: no headings.
_LIST = (
    "Seller Terms\n\n"
    "These terms apply to every seller who receives payments through the service.\n\n"
    "Reserves\n\n"
    "We may place a reserve on your account when we consider that the risk of reversals is"
    " high. We look at several factors, including:\n\n"
    "    How long you have been in business.\n"
    "    Whether your industry has a higher likelihood of chargebacks.\n"
    "    Your payment processing history with us and with other providers.\n\n"
    "Fees\n\n"
    "We charge the fees set out in the fees page for each payment you receive through the"
    " service, deducted from the payment when you receive it.\n\n"
    "Closing your account\n\n"
    "You may close your account at any time, but reserves stay in place for up to 180 days"
    " after you close it.\n"
)


def test_list_item_closed_by_a_full_stop_over_another_is_no_heading() -> None:
    titles = [t for _, t, _ in _tree(_LIST)]
    assert "How long you have been in business" not in titles
    assert titles == ["Preamble", "Reserves", "Fees", "Closing your account"]


# Markdown without numbers: "###" headings divide the "##" heading above them.
_MARKDOWN = (
    "# Website Terms\n\n"
    "## Who we are\n\n"
    "We are Acme Ltd, a company registered in England and Wales.\n\n"
    "## Using our site\n\n"
    "You may browse the site for your own personal use.\n\n"
    "### Things you must not do\n\n"
    "You must not attempt to gain unauthorised access to the site.\n\n"
    "### Content you upload\n\n"
    "You keep ownership of any content you upload to the site.\n\n"
    "## Our liability\n\n"
    "We are not liable for any indirect or consequential loss.\n"
)


def test_markdown_levels_nest_unnumbered_headings() -> None:
    assert _tree(_MARKDOWN) == [
        (1, "Preamble", None),
        (1, "Who we are", None),
        (1, "Using our site", None),
        (2, "Things you must not do", "Using our site"),
        (2, "Content you upload", "Using our site"),
        (1, "Our liability", None),
    ]


def test_markdown_parent_spans_its_parts() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_MARKDOWN)
    using = next(n for n in nodes if n.title == "Using our site")
    upload = next(n for n in nodes if n.title == "Content you upload")
    assert using.char_end == upload.char_end
    assert _MARKDOWN[using.char_start : using.char_end].endswith("upload to the site.")


# Question headings, each set apart, one answered by a two-word lead-in to a list.
_QUESTIONS = (
    "Privacy Notice\n\n"
    'This notice explains how Acme Ltd ("we") uses your personal data.\n\n'
    "What information do we collect?\n\n"
    "We collect:\n\n"
    "- your name and contact details;\n"
    "- your payment details.\n\n"
    "How do we use your information?\n\n"
    "We use it to provide the service.\n\n"
    "Who do we share it with?\n\n"
    "We share it with our payment processor.\n"
)


def test_question_heading_over_a_two_word_lead_in() -> None:
    assert [t for _, t, _ in _tree(_QUESTIONS)] == [
        "Preamble",
        "What information do we collect?",
        "How do we use your information?",
        "Who do we share it with?",
    ]


# Headings closed by a full stop, each over one short sentence.
_CLOSED = (
    "Terms of Use\n\n"
    "Welcome to Acme. These terms apply whenever you use our site.\n\n"
    "Use of the site.\n"
    "You may use the site for personal purposes only.\n\n"
    "Liability.\n"
    "We are not liable for any loss arising from its use.\n\n"
    "Governing law.\n"
    "These terms are governed by the laws of England.\n"
)


def test_closed_headings_over_short_sentences() -> None:
    assert [t for _, t, _ in _tree(_CLOSED)] == [
        "Preamble",
        "Use of the site",
        "Liability",
        "Governing law",
    ]


# Hard-wrapped at 76 columns, single-word headings alone on their lines, no blank lines.
_WRAPPED = (
    "Acme Widgets Terms of Service\n\n"
    "These terms govern your use of the Acme Widgets website and the services we\n"
    "offer through it. Please read them carefully before you create an account,\n"
    "because by using the services you agree to be bound by them.\n"
    "Eligibility\n"
    "You must be at least 18 years old to use the services. By creating an\n"
    "account you confirm that you are old enough and that you are able to enter\n"
    "into a binding contract with us under the law that applies to you.\n"
    "Accounts\n"
    "You are responsible for keeping your password secret and for everything\n"
    "that happens under your account. Tell us at once if you think someone else\n"
    "has used your account without your permission.\n"
    "Termination\n"
    "You may close your account at any time from the settings page. We may end\n"
    "these terms if you break them, and will tell you by email when we do so.\n"
)


def test_hard_wrapped_single_word_headings() -> None:
    assert [t for _, t, _ in _tree(_WRAPPED)] == [
        "Preamble",
        "Eligibility",
        "Accounts",
        "Termination",
    ]
