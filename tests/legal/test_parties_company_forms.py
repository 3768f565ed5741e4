"""Terms of service name their provider by its legal entity, also when its company form is a
continental one written in several words or as a short capital form; a party a form names
elsewhere ("the customer identified below") is given by its role."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker


@pytest.mark.parametrize(
    "provider",
    [
        "Stallmarket Europe S.\u00e0 r.l.",
        "Wisla Media Sp. z o.o.",
        "Nordlicht Streaming SE",
        "Kavka Apps s.r.o.",
    ],
)
def test_the_provider_of_terms_is_named_by_its_company_form(provider: str) -> None:
    text = (
        "Terms of Use\n\n"
        f'These Terms of Use ("Terms") are an agreement between you and {provider} ("we" or '
        '"us") and govern your use of our marketplace.\n\n'
        "1. Your account\n\nYou must keep your password safe. You are responsible for all "
        "activity under your account.\n"
    )
    chunk = LegalChunker(doc_type="terms_conditions").chunk(text)[-1]
    assert f"[Parties: {provider}]" in chunk.context_header


def test_a_brand_without_a_form_is_no_entity() -> None:
    text = (
        "Terms of Use\n\n"
        'These Terms of Use ("Terms") are an agreement between you and Kavka Apps ("we" or '
        '"us").\n\n1. Your account\n\nYou must keep your password safe.\n'
    )
    assert (
        "[Parties:" not in LegalChunker(doc_type="terms_conditions").chunk(text)[-1].context_header
    )


def test_a_party_a_form_names_elsewhere_is_given_by_its_role() -> None:
    # An order form or a data processing agreement names the customer in its table, not in
    # the opening sentence; the list ends where the sentence says what governs the form.
    order = (
        "ORDER FORM\n\n"
        'This Order Form is entered into between Cobaltline Software, Inc. ("Cobaltline") and '
        'the customer identified below ("Customer") and is governed by the Cobaltline Master '
        'Subscription Agreement (the "MSA").\n\n'
        "1. Fees\n\nThe Customer shall pay the fees within 30 days of the invoice date.\n"
    )
    header = LegalChunker().chunk(order)[-1].context_header
    assert "[Parties: Cobaltline Software, Inc.; Customer]" in header
    dpa = (
        "DATA PROCESSING AGREEMENT\n\n"
        "This Data Processing Agreement forms part of the agreement between Quillfeather "
        'Analytics Ltd ("Processor") and the customer named in the Order Form ("Controller").'
        "\n\n1. Processing\n\nThe Processor shall process Personal Data only on the documented "
        "instructions of the Controller.\n"
    )
    header = LegalChunker().chunk(dpa)[-1].context_header
    assert "[Parties: Quillfeather Analytics Ltd; Controller]" in header


def test_an_address_after_the_company_form_is_no_part_of_the_name() -> None:
    text = (
        "Pinegate App Store Terms and Conditions\n\n"
        'These terms and conditions ("Terms") apply to your use of the Pinegate App Store, '
        'operated by Pinegate Digital GmbH, Bergstrasse 12, 10115 Berlin ("Pinegate", "we").'
        "\n\n1. Your Pinegate ID\n\nKeep your password confidential.\n"
    )
    header = LegalChunker(doc_type="terms_conditions").chunk(text)[-1].context_header
    assert "[Parties: Pinegate Digital GmbH]" in header


def test_an_institution_named_the_x_of_y_is_a_party() -> None:
    text = (
        "MEMORANDUM OF UNDERSTANDING\n\n"
        'This Memorandum of Understanding ("MOU") is made between the University of Westbury '
        '("University") and Harlow Council ("Council").\n\n'
        "1. Purpose\n\nThe parties wish to collaborate on research.\n"
    )
    header = LegalChunker().chunk(text)[-1].context_header
    assert "[Parties: University of Westbury; Harlow Council]" in header


def test_a_provider_named_in_prose_before_its_role_is_a_party() -> None:
    text = (
        'Privacy Policy\n\nThis Privacy Policy explains how Ferncliff Apps Ltd ("we") uses '
        "your personal data.\n\n1. What we collect\n\nWe collect your name and email address.\n"
    )
    header = LegalChunker(doc_type="terms_conditions").chunk(text)[-1].context_header
    assert "[Parties: Ferncliff Apps Ltd]" in header
    # An address ending in "Co. Dublin" is no company.
    address = (
        "Website Terms\n\nThese terms apply to the website of our Head Office, Airside Business "
        'Park, Swords, Co. Dublin, Ireland ("Head Office").\n\n1. Use\n\nDo not misuse it.\n'
    )
    assert (
        "[Parties:"
        not in LegalChunker(doc_type="terms_conditions").chunk(address)[-1].context_header
    )
