"""Terms of service and privacy notices scraped from web pages: unnumbered headings (the first
one right under the title, questions, headings single-spaced over their paragraphs) and
references that name a unit by its quoted heading."""

from __future__ import annotations

from clausewise import LegalChunker


def _units(text: str) -> list[tuple[str, str | None]]:
    chunker = LegalChunker(jurisdiction="us", doc_type="terms_conditions")
    return [(n.identifier, n.title) for n in chunker.parse_structure(text)]


def _refs(text: str) -> list[tuple[str, str | None]]:
    """(raw text, identifier of the target unit, None if unresolved) for every internal
    reference; an unnumbered heading's identifier is its title."""
    chunker = LegalChunker(jurisdiction="us", doc_type="terms_conditions")
    out = []
    for chunk in chunker.chunk(text):
        for r in chunk.cross_references:
            if r.external is None:
                target = None if r.target_chunk_index is None else r.target_identifier
                out.append((r.raw_text, target))
    return out


_NO_INTRO = (
    "Terms of Service\n\n"
    "Your Account\n\n"
    "You are responsible for your account. Keep your password safe.\n\n"
    "Payments\n\n"
    "Fees are described on our pricing page.\n\n"
    "Termination\n\n"
    "We may suspend your account if you breach these Terms.\n"
)


def test_first_heading_right_under_the_title_is_a_unit() -> None:
    assert _units(_NO_INTRO) == [
        ("Preamble", None),
        ("Your Account", "Your Account"),
        ("Payments", "Payments"),
        ("Termination", "Termination"),
    ]


def test_first_heading_under_title_and_date_line_is_a_unit() -> None:
    text = (
        "Acme privacy policy\n"
        "Last updated: 1 May 2024\n\n"
        "Information We Collect\n\n"
        "We collect the name and email address you give us when you register.\n\n"
        "How We Use Information\n\n"
        "We use your information to provide and improve the Services.\n\n"
        "Contact Us\n\n"
        "Write to privacy@acme.example with any questions about this policy.\n"
    )
    assert [t for _, t in _units(text)] == [
        None,
        "Information We Collect",
        "How We Use Information",
        "Contact Us",
    ]


def test_title_with_no_heading_above_it_stays_the_title() -> None:
    # The title line itself is no unit; with an introduction the first heading is one.
    text = (
        "Privacy Policy\n\n"
        "This policy explains how Acme Ltd uses the personal data it collects from you.\n\n"
        "Your Rights\n\n"
        "You may ask us for a copy of the personal data we hold about you at any time.\n\n"
        "Contact Us\n\n"
        "Write to privacy@acme.example with any questions about this policy.\n"
    )
    assert [t for _, t in _units(text)] == [None, "Your Rights", "Contact Us"]


def test_question_headings_are_units_titled_by_the_question() -> None:
    text = (
        "Privacy Policy\n\n"
        "What information do we collect?\n\n"
        "We collect your name, your email address and the details of your purchases.\n\n"
        "How do we use your information?\n\n"
        "We use your information to provide the Services and to improve them.\n\n"
        "Do we share your data with third parties?\n\n"
        "We do not sell your data. We share it only with our processors under contract.\n\n"
        "Is my data safe?\n\n"
        "We protect your data with encryption in transit and at rest on our servers.\n"
    )
    assert [t for _, t in _units(text)] == [
        None,
        "What information do we collect?",
        "How do we use your information?",
        "Do we share your data with third parties?",
        "Is my data safe?",
    ]


def _numbered_question(question: str) -> str:
    return (
        "Terms for the Shopping Service\n\n"
        "5. Offers and benefits\n\n"
        "Acme may provide you with offers and benefits such as discounts and special events.\n\n"
        f"6. {question}\n\n"
        "This Service and other services offered by Acme are free of charge to you.\n\n"
        "7. Privacy and your personal data\n\n"
        "We process your personal data as described in our privacy notice on our website.\n"
    )


def test_numbered_yes_no_question_heading_keeps_its_title() -> None:
    for question in ("Are there any costs for the Service?", "Can I cancel at any time?"):
        units = _units(_numbered_question(question))
        assert ("6", question) in units


def test_numbered_sentence_without_question_mark_gets_no_title() -> None:
    # The same words closed by no question mark are a sentence's start, not a question.
    units = _units(_numbered_question("Are there any costs for the Service"))
    assert ("6", None) in units


_SINGLE_SPACED = (
    "Terms of Use\n"
    "Welcome to Acme!\n\n"
    "These Terms of Use govern your use of Acme and provide information about the Service.\n\n"
    "Ranking of content\n"
    "Here, we describe how we rank the content that you see in your feed on the Service.\n\n"
    "Research and innovation\n"
    "We use the information we have to develop, test and improve the Service over time.\n\n"
    "How our Service is funded\n"
    "Instead of paying to use the Service, you agree that we can show you advertisements.\n\n"
    "Your commitments\n"
    "In return for our commitment to provide the Service, we require you to make the "
    "commitments below.\n\n"
    "Information for the state media authorities\n"
    "Administrative notifications under the media treaty can be served on our agent in "
    "Berlin, whose address is given on our website.\n"
)


def test_longer_sentence_case_headings_single_spaced_over_their_paragraphs() -> None:
    assert [t for _, t in _units(_SINGLE_SPACED)] == [
        None,
        "Ranking of content",
        "Research and innovation",
        "How our Service is funded",
        "Your commitments",
        "Information for the state media authorities",
    ]


def test_sentence_right_over_a_paragraph_is_no_heading() -> None:
    # A short unpunctuated line opened by a pronoun is a sentence's first line.
    text = _SINGLE_SPACED.replace(
        "How our Service is funded\n",
        "You agree that we show you adverts\n",
    )
    titles = [t for _, t in _units(text)]
    assert "You agree that we show you adverts" not in titles
    assert "Research and innovation" in titles


_TITLED = """Terms of Service

Welcome to Acme. These Terms govern your use of the Services.

Your Content

You own your content. As set out in 'Your Content' above, you grant us a licence.

Fees and Payments

You agree to pay all fees. Refunds are handled as described under "Refund Policy" below.

Refund Policy

We give refunds within 30 days. Fees are described in the "Fees and Payments" section of \
these Terms.

Privacy

We respect your privacy. Please read the information under the heading "Privacy" on our site.

Termination

Your obligations under the headings "Fees and Payments" and "Refund Policy" survive. See \
"Privacy" below. Our Services are provided as is. Read the "Acceptable Use" section. The \
term "Privacy" below means something else.
"""


def test_quoted_heading_placed_above_or_below_resolves_to_it() -> None:
    refs = _refs(_TITLED)
    assert ("'Your Content' above", "Your Content") in refs
    assert ('"Refund Policy" below', "Refund Policy") in refs
    assert ('"Fees and Payments" section', "Fees and Payments") in refs


def test_the_heading_quoted_resolves_each_title() -> None:
    refs = _refs(_TITLED)
    assert ('the heading "Privacy"', "Privacy") in refs
    assert ('the headings "Fees and Payments"', "Fees and Payments") in refs
    assert ('"Refund Policy"', "Refund Policy") in refs


def test_unknown_or_defined_term_quotes_are_no_references() -> None:
    raws = [raw for raw, _ in _refs(_TITLED)]
    assert not any("Acceptable Use" in raw for raw in raws)  # no such heading
    assert not any("Services" in raw for raw in raws)  # a defined term, not a heading
    # 'the term "Privacy" below' quotes a word, not the heading
    assert sum(raw == '"Privacy" below' for raw in raws) == 1


def test_shared_heading_title_stays_unresolved() -> None:
    text = (
        "Terms of Service\n\n"
        "Welcome to Acme. These Terms govern your use of the Services.\n\n"
        "Fees\n\n"
        'You pay the fees for the plan you choose, as set out under "Refunds" below.\n\n'
        "Refunds\n\n"
        "We refund unused fees within 30 days of cancellation by you.\n\n"
        "Refunds\n\n"
        "Refunds for gift cards are given in store credit only.\n"
    )
    assert not any("Refunds" in raw for raw, _ in _refs(text))


def test_unquoted_heading_between_preposition_and_above_or_below() -> None:
    text = (
        "Terms of Service\n\n"
        "Welcome to Acme. These Terms govern your use of the Services.\n\n"
        "Refund Policy\n\n"
        "We give refunds within 30 days, as described in Termination below. See Payment "
        "Terms below.\n\n"
        "Termination\n\n"
        "You may end these Terms at any time. Refunds are handled under Refund Policy above. "
        "The Services described below are set out in Termination of Services below.\n"
    )
    refs = _refs(text)
    assert ("Termination below", "Termination") in refs
    assert ("Refund Policy above", "Refund Policy") in refs
    # no heading "Payment Terms" or "Termination of Services"; "The Services" is a term
    assert len(refs) == 2
