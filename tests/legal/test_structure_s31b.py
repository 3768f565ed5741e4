"""Headings and titles (round 31b): a unit whose whole text is one short sentence is not
titled by it; reserved and omitted units carry no title, in whatever style they are set.
Texts written for the test in the style of UK and US commercial agreements."""

from __future__ import annotations

from clausewise import LegalChunker


def _outline(text: str, jurisdiction: str = "uk") -> list[tuple[int, str, str | None]]:
    nodes = LegalChunker(jurisdiction=jurisdiction).parse_structure(text)
    return [(n.level, n.identifier, n.title) for n in nodes]


_SERVICES = (
    "1. SERVICES\n\n"
    "1.1 Helpdesk support between 9am and 5pm on Business Days.\n\n"
    "1.2 The Supplier shall implement the Services by 1 June 2024.\n\n"
    "2. SUPPLIER OBLIGATIONS\n\n"
    "2.1 Warranty. The Supplier warrants that it will perform the Services with reasonable"
    " skill and care.\n\n"
    "2.2 Supplier Obligations.\n\n"
    "(a) it shall comply with the Customer's policies;\n\n"
    "(b) it shall keep accurate records.\n\n"
    "2.3 Definitions.\n\n"
    '"Business Day" means a day other than a Saturday or Sunday.\n\n'
    '"Services" means the services set out in Schedule 1.\n'
)


def test_one_sentence_unit_is_its_text_not_its_title() -> None:
    got = _outline(_SERVICES)
    assert got == [
        (1, "1", "SERVICES"),
        (2, "1.1", None),
        (2, "1.2", None),
        (1, "2", "SUPPLIER OBLIGATIONS"),
        (2, "2.1", "Warranty"),
        (2, "2.2", "Supplier Obligations"),
        (3, "(a)", None),
        (3, "(b)", None),
        (2, "2.3", "Definitions"),
    ]


def test_service_list_in_a_schedule_has_no_titles() -> None:
    text = (
        "THIS AGREEMENT is made between Alpha Limited and Beta Limited.\n\n"
        "1. SERVICES\n\n"
        "1.1 The Supplier shall provide the Services described in Schedule 1.\n\n"
        "2. FEES\n\n"
        "2.1 The Customer shall pay the Fees.\n\n"
        "SCHEDULE 1\nSERVICES\n\n"
        "1. Helpdesk support between 9am and 5pm on Business Days.\n\n"
        "2. Second-line support within four hours of a report.\n\n"
        "3. Monthly service reports.\n"
    )
    got = _outline(text)
    assert (1, "Schedule 1", "SERVICES") in got
    assert got[-3:] == [(2, "1", None), (2, "2", None), (2, "3", None)]


def test_reserved_units_carry_no_title_in_any_style() -> None:
    text = (
        "Section 5.1 Fees. The Customer shall pay the fees within thirty days.\n\n"
        "Section 5.2 Taxes. The Customer shall pay all applicable taxes.\n\n"
        "Section 5.3 [Reserved].\n\n"
        "Section 5.4 Reserved.\n\n"
        "Section 5.5 Intentionally Omitted.\n\n"
        "Section 5.6 [Intentionally Omitted]\n\n"
        "Section 5.7 RESERVED.\n\n"
        "Section 5.8 Reserved\n\n"
        "Section 5.9 Audit. The Customer may audit the Supplier's records once a year.\n"
    )
    assert _outline(text, "us") == [
        (1, "Section 5.1", "Fees"),
        (1, "Section 5.2", "Taxes"),
        (1, "Section 5.3", None),
        (1, "Section 5.4", None),
        (1, "Section 5.5", None),
        (1, "Section 5.6", None),
        (1, "Section 5.7", None),
        (1, "Section 5.8", None),
        (1, "Section 5.9", "Audit"),
    ]


def test_reserved_article_on_its_own_line_has_no_title() -> None:
    text = (
        "ARTICLE III\n[RESERVED]\n\n"
        "ARTICLE IV\nRESERVED\n\n"
        "ARTICLE V\nFEES\n\n"
        "5.1 The Customer shall pay the Fees.\n"
    )
    assert _outline(text, "us") == [
        (1, "Article III", None),
        (1, "Article IV", None),
        (1, "Article V", "FEES"),
        (2, "5.1", None),
    ]


def test_reserved_heading_over_sub_units_keeps_its_title() -> None:
    text = (
        "ARTICLE IV\nRESERVED\n\n"
        "4.1 The parties reserve this Article for future use.\n\n"
        "ARTICLE V\nFEES\n\n"
        "5.1 The Customer shall pay the Fees.\n"
    )
    assert _outline(text, "us")[0] == (1, "Article IV", "RESERVED")


_TERMS = (
    "1. About these terms\n"
    "These terms apply to your use of the Acme Shopping App and its optional features."
    " Please read them carefully before you create an account.\n"
    " \n"
    "2. Optional features\n"
    "Some features of the App are available only once you have created an account with us.\n"
    " \n"
    "Loyalty Points\n"
    "You earn points on eligible purchases made through the App at participating stores."
    " Points are credited to your account within thirty days of the purchase.\n"
    "Points have no cash value and cannot be transferred to another account.\n"
    " \n"
    "Inactive Accounts\n"
    "If you do not log in to your account for twelve consecutive months, any points that"
    " you have not redeemed will expire and we may close the account.\n"
    " \n"
    "Price alerts\n"
    "You can ask the App to tell you when the price of a product on your wish list drops."
    " We send alerts by push notification or by email, as you choose.\n"
    " \n"
    "3. Governing law\n"
    "These terms are governed by the laws of England and Wales, and the courts of England"
    " have non-exclusive jurisdiction.\n"
)


def test_unnumbered_sub_headings_divide_a_numbered_section() -> None:
    assert _outline(_TERMS) == [
        (1, "1", "About these terms"),
        (1, "2", "Optional features"),
        (2, "Loyalty Points", "Loyalty Points"),
        (2, "Inactive Accounts", "Inactive Accounts"),
        (2, "Price alerts", "Price alerts"),
        (1, "3", "Governing law"),
    ]


def test_sub_heading_spans_run_to_the_next_one() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_TERMS)
    by_id = {n.identifier: n for n in nodes}
    points = _TERMS[by_id["Loyalty Points"].char_start : by_id["Loyalty Points"].char_end]
    assert points.startswith("Loyalty Points\nYou earn points")
    assert points.endswith("cannot be transferred to another account.")
    assert by_id["Price alerts"].parent == "2"


def test_one_short_line_or_a_repeated_caption_makes_no_sub_heading() -> None:
    text = (
        "1. Notices\n"
        "Any notice under this Agreement shall be in writing and delivered by hand or sent by"
        " recorded delivery to the address below.\n"
        " \n"
        "Acme Limited\n"
        "All notices to the Supplier shall be marked for the attention of the Company"
        " Secretary and copied by email to legal@acme.example.\n"
        " \n"
        "2. Affidavit\n"
        "The Franchisee shall deliver a sworn statement of its gross revenues each year.\n"
        " \n"
        "Notary Public\n"
        "Subscribed and sworn to before me on the date written above by the deponent.\n"
        " \n"
        "Notary Public\n"
        "Subscribed and sworn to before me on the date written above by the deponent.\n"
    )
    assert _outline(text) == [(1, "1", "Notices"), (1, "2", "Affidavit")]


_FLAT_ACT = (
    "# **Article 1** Subject-matter\n\n"
    "This Regulation lays down rules on the protection of natural persons.\n\n"
    "# **Article 2** Scope\n\n"
    "This Regulation applies to the processing of personal data.\n\n"
    "# **Article 3** Definitions **Article 4** Principles\n\n"
    "Personal data shall be processed lawfully, as referred to in Article 4 and in"
    "   Article 5 of this Regulation.\n\n"
    "# **Article 5** Lawfulness **Article 6** Consent **Article 7** Conditions\n\n"
    "Where processing is based on consent, the controller shall be able to demonstrate it.\n\n"
    "# **Article 8** Children\n\n"
    "The processing of the personal data of a child shall be lawful where the child is at"
    " least 16 years old.\n"
)


def test_articles_run_together_on_a_flattened_heading_line() -> None:
    assert _outline(_FLAT_ACT, "eu") == [
        (1, "Article 1", "Subject-matter"),
        (1, "Article 2", "Scope"),
        (1, "Article 3", "Definitions"),
        (1, "Article 4", "Principles"),
        (1, "Article 5", "Lawfulness"),
        (1, "Article 6", "Consent"),
        (1, "Article 7", "Conditions"),
        (1, "Article 8", "Children"),
    ]


def test_inline_article_owns_the_text_after_its_heading() -> None:
    nodes = LegalChunker(jurisdiction="eu").parse_structure(_FLAT_ACT)
    by_id = {n.identifier: n for n in nodes}
    assert "Article 4" in by_id
    art3, art4 = by_id["Article 3"], by_id["Article 4"]
    assert _FLAT_ACT[art3.char_start : art3.char_end].rstrip("* ").endswith("Definitions")
    assert art3.char_end <= art4.char_start
    assert "as referred to in Article 4" in _FLAT_ACT[art4.char_start : art4.char_end]


def test_article_cited_in_text_or_out_of_sequence_is_no_heading() -> None:
    text = (
        "# **Article 3** Definitions\n\n"
        "For the purposes of this Regulation the terms in   Article 4 apply.\n\n"
        "# **Article 4** Principles **Article 9** Special categories\n\n"
        "Personal data shall be processed lawfully.\n"
    )
    assert _outline(text, "eu") == [
        (1, "Article 3", "Definitions"),
        (1, "Article 4", "Principles"),
    ]
