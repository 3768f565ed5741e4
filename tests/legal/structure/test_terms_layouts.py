"""Terms of use and privacy notices in layouts that peers flatten or mis-nest.

Each text is written here for the test; each shape is common in real notices: a short
numbered list under a plain heading, question headings, a list numbered from 1 again inside
numbered sections, a contact section that holds only an address, a disclaimer sentence in
capitals, and Markdown headings whose numbers skip clauses.
"""

from __future__ import annotations

from clausewise import LegalChunker

_TOS = LegalChunker(jurisdiction="us", doc_type="terms_conditions", max_chunk_size=512)


def _titles(text: str) -> list[str | None]:
    return [n.title for n in _TOS.parse_structure(text) if n.level == 1][1:]


def _path_of(text: str, needle: str) -> str:
    return next(c.hierarchy_path for c in _TOS.chunk(text) if needle in c.body)


_LIST_UNDER_HEADING = """Harbor Notes Terms of Use

Welcome to Harbor Notes. By creating an account you accept these terms.

Your Account

Keep your sign-in details private and tell us at once about any misuse.

Acceptable Use

You must not:
1. sell or sublicense access to the service;
2. upload malware or unlawful material;
3. probe or scan our systems.

Fees

Paid plans are billed monthly in advance and are not refundable.

Ending Your Account

We may close accounts that break these terms.
"""


def test_a_short_list_under_a_plain_heading_does_not_become_the_outline() -> None:
    assert _titles(_LIST_UNDER_HEADING) == [
        "Your Account",
        "Acceptable Use",
        "Fees",
        "Ending Your Account",
    ]
    assert _path_of(_LIST_UNDER_HEADING, "probe or scan") == "Acceptable Use"
    assert _path_of(_LIST_UNDER_HEADING, "billed monthly") == "Fees"
    md = _LIST_UNDER_HEADING.replace("\nYour Account\n", "\n## Your Account\n")
    for h in ("Acceptable Use", "Fees", "Ending Your Account"):
        md = md.replace(f"\n{h}\n", f"\n## {h}\n")
    assert _titles(md) == ["Your Account", "Acceptable Use", "Fees", "Ending Your Account"]


_QUESTIONS = """Privacy Notice

Last updated: 3 March 2026

Pinecrest Labs Ltd ("we") explains here how we handle personal data about you.

What information do we collect?

We collect your name, your email address and the features you use in the app.

How do we use your information?

We use it to run the app, to answer your questions and to keep the app secure.

Who do we share it with?

Hosting and support providers who process it for us under contract.

How can you contact us?

Email privacy@pinecrest.example.
"""


def test_question_headings_head_their_sections() -> None:
    assert _titles(_QUESTIONS) == [
        "What information do we collect?",
        "How do we use your information?",
        "Who do we share it with?",
        "How can you contact us?",
    ]
    assert _path_of(_QUESTIONS, "Hosting and support") == "Who do we share it with?"
    # A question inside a paragraph, or a one-word "Questions?", is no heading.
    text = _QUESTIONS.replace(
        "How do we use your information?\n\n", "Questions?\n\nAsk us. Why? We care.\n\n"
    )
    assert "Questions?" not in _titles(text) and "Why?" not in _titles(text)


_NUMBERED_WITH_LIST = """Brightwater Terms of Use

These terms apply whenever you use the Brightwater service.

1. Your Account
Keep your password safe and tell us about any unauthorised use.

2. Acceptable Use
You agree not to:
1. copy or resell the service;
2. upload unlawful content;
3. interfere with other users.

3. Payments
Fees are charged monthly in advance and are not refundable.

4. Termination
We may suspend your account if you break clause 2.
"""


def test_a_list_numbered_from_one_inside_numbered_sections_stays_in_its_section() -> None:
    nodes = _TOS.parse_structure(_NUMBERED_WITH_LIST)
    assert [(n.identifier, n.title) for n in nodes if n.level == 1][1:] == [
        ("1", "Your Account"),
        ("2", "Acceptable Use"),
        ("3", "Payments"),
        ("4", "Termination"),
    ]
    assert _path_of(_NUMBERED_WITH_LIST, "interfere with") == "2"
    assert _path_of(_NUMBERED_WITH_LIST, "charged monthly") == "3"


def test_a_contact_heading_over_an_address_is_a_section() -> None:
    text = (
        "Fieldstone Privacy Policy\n\nThis policy explains how Fieldstone uses your data.\n\n"
        "Information We Collect\n\nWe collect the details you give us when you register.\n\n"
        "Your Rights\n\nYou may ask for a copy of your data or for its deletion at any time.\n\n"
        "Contact Us\n\nFieldstone Ltd\n12 Mill Lane\nLeeds LS1 4AB\n"
    )
    assert _titles(text) == ["Information We Collect", "Your Rights", "Contact Us"]
    assert _path_of(text, "Mill Lane") == "Contact Us"


def test_a_short_sentence_in_capitals_is_not_a_heading() -> None:
    text = (
        "Quarry Terms of Use\n\nThese terms apply when you use the Quarry service.\n\n"
        "Your Account\n\nYou must keep your password safe and report any misuse to us.\n\n"
        "Disclaimers\n\nWe try to keep the service running, but things go wrong.\n\n"
        "THE SERVICE IS PROVIDED AS IS.\n\n"
        "SOME STATES DO NOT ALLOW THE EXCLUSION OF IMPLIED WARRANTIES.\n\n"
        "Governing Law\n\nThese terms are governed by the laws of the State of Texas.\n"
    )
    assert _titles(text) == ["Your Account", "Disclaimers", "Governing Law"]
    assert _path_of(text, "PROVIDED AS IS") == "Disclaimers"


def test_markdown_headings_may_skip_numbers() -> None:
    md = (
        "# Terms of Service\n\nThese **Terms** govern your use of the **Services**. PLEASE READ"
        " SECTION 14 (ARBITRATION).\n\n## 1. Acceptance of Terms\n\nBy using the Services you"
        " agree to these Terms.\n\n## 2. Your Account\n\nYou are responsible for your"
        " password.\n\n## 14. Arbitration\n\nAny dispute will be resolved by binding"
        " arbitration.\n\n## 15. Contact Us\n\nEmail legal@brightleaf.example with questions.\n"
    )
    nodes = _TOS.parse_structure(md)
    assert [n.identifier for n in nodes if n.level == 1][1:] == ["1", "2", "14", "15"]
    assert _path_of(md, "binding arbitration") == "14"


def test_markdown_question_headings_over_a_numbered_list() -> None:
    md = (
        "# Privacy Policy\n\n*Last updated: 4 February 2026*\n\nThis policy describes how"
        ' Lumen Health Ltd ("**we**") uses your personal data.\n\n'
        "## What information do we collect?\n\nWe collect:\n\n- **Account data**: your name"
        " and email address.\n- **Health data**: symptoms you enter.\n\n"
        "## How do we use your information?\n\n### To provide the App\n\nWe use account data"
        " to run your account.\n\n## Who do we share it with?\n\n1. Our hosting provider,"
        " which stores data in the EU.\n2. Our analytics provider, under a processing"
        " agreement.\n3. Public authorities, when the law requires it.\n\n## Your rights\n\n"
        "You can ask us to access, correct or delete your data.\n\n## Contact us\n\n"
        "Email dpo@lumen.example.\n"
    )
    titles = _titles(md)
    assert "Who do we share it with?" in titles
    assert titles[-2:] == ["Your rights", "Contact us"]
    assert titles[0] == "What information do we collect?"
    assert _path_of(md, "Public authorities") == "Who do we share it with?"


def test_lettered_subheadings_set_apart_are_titled() -> None:
    text = (
        "Streamwave Terms of Service\n\nThese terms apply to your use of Streamwave.\n\n"
        "1. Use of the Service\n\na. Account and Password\n\nYou are responsible for keeping"
        " your password secret and for everything done with your account.\n\n"
        "b. Third-Party Accounts\n\nYou may link a third-party account if its terms allow"
        " it.\n\n2. Fees\n\nYou agree to:\n\na. pay every fee when due;\n\nb. keep your"
        " payment details up to date.\n"
    )
    nodes = _TOS.parse_structure(text)
    got = [(n.identifier, n.title) for n in nodes if n.level == 2]
    assert got == [
        ("a.", "Account and Password"),
        ("b.", "Third-Party Accounts"),
        ("a.", None),
        ("b.", None),
    ]
