"""Where a bracketed definition's text starts: the noun phrase the bracket names, never the
heading line above it, the verb before it or an introductory adverbial; the object of
"before using ..." when that object is what the bracket names. Texts written here (terms of
service, contracts and a public-domain dedication)."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

_TOS = LegalChunker(jurisdiction="us", doc_type="terms_conditions")


def _defs(text: str) -> dict[str, str]:
    return {k: v.definition for k, v in _TOS.get_defined_terms(text).items()}


def test_a_definition_does_not_take_in_its_section_heading() -> None:
    text = (
        'Streamly Terms of Use\n\nThese Terms of Use ("Terms") apply to you.\n\n'
        "1. Your Account\nYou must keep your password safe.\n\n"
        '2. Your Content\nYou keep ownership of the videos and comments you post ("Your'
        ' Content"). You grant us a licence to host Your Content.\n\n'
        "3. Termination\nWe may remove Your Content if you breach these Terms.\n"
    )
    got = _defs(text)["Your Content"]
    assert "Your Content" not in got and "2." not in got
    assert got.endswith("the videos and comments you post")


def test_a_run_in_title_and_a_wrapped_first_line_still_define() -> None:
    # "1.6 Groupon Shop Ltd. (...)": the run-in title is the defined name itself.
    text = (
        "TERMS OF SALE\n\n1. General\n\n1.1 These terms apply to every order.\n\n"
        '1.2 Harbor Shop Ltd. ("Harbor Shop") is an affiliate of the Seller.\n\n'
        "1.3 The Seller grants to the Customer a non-exclusive, royalty-free licence\n"
        '(the "Licence") to use the Software.\n'
    )
    got = _defs(text)
    assert got["Harbor Shop"] == "Harbor Shop Ltd."
    assert got["Licence"].endswith("a non-exclusive, royalty-free licence")


def test_the_object_of_a_gerund_is_what_the_bracket_names() -> None:
    text = (
        'TERMS OF SERVICE\n\nPlease read these Terms of Service ("Terms") carefully before'
        ' using the Quill app (the "Service") operated by Quill Inc. ("Quill").\n\n'
        "1. Accounts\n\nYou must keep your password safe.\n\n2. Costs\n\nQuill shall bear its"
        ' actual and direct costs in manufacturing the devices ("Costs") and by notifying the'
        ' Customer that the order is ready (the "Notice Date") the delivery period starts.\n'
    )
    got = _defs(text)
    assert got["Service"] == "the Quill app"
    # The bracket names the costs, not the devices; and an object that runs on as a clause
    # is no name.
    assert "costs" in got["Costs"]
    assert got["Notice Date"] != "the Customer"


def test_parties_a_line_each_on_a_details_page() -> None:
    text = (
        "SERVICES AGREEMENT\n\nDetails\n\nDate: 1 July 2025\n\nParties\n"
        "Name: Kookaburra Software Pty Ltd ACN 123 456 789 (Supplier)\n"
        "Name: Wattle Bank Limited ABN 98 765 432 100 (Customer)\n\nAgreed terms\n\n"
        "1. Services\n\nThe Supplier must provide the services to the Customer.\n\n"
        "2. Fees\n\nThe Customer must pay each invoice within 30 days.\n"
    )
    got = {
        k: v.definition for k, v in LegalChunker(jurisdiction="uk").get_defined_terms(text).items()
    }
    assert got["Supplier"] == "Kookaburra Software Pty Ltd ACN 123 456 789"
    assert got["Customer"] == "Wattle Bank Limited ABN 98 765 432 100"


def _definitions(text: str, **kwargs: str) -> dict[str, str]:
    chunker = LegalChunker(
        jurisdiction=kwargs.get("jurisdiction", "us"),
        **{k: v for k, v in kwargs.items() if k != "jurisdiction"},
    )
    return {k: v.definition for k, v in chunker.get_defined_terms(text).items()}


_TERMS_OF_USE = """Harbor Video Terms of Use

These Terms of Use ("Terms") apply to you.

1. Your Account
You must keep your password safe.

2. Your Content
You keep ownership of the videos and comments you upload ("Your Content"). You grant us a
licence to host Your Content.

3. Our Licence to You
We grant you a limited, revocable licence to stream the Harbor catalogue (the "Licence").
You may not resell the Licence.

4. Termination
We may remove Your Content if you breach these Terms.
"""


def test_heading_line_is_never_part_of_a_definition() -> None:
    defs = _definitions(_TERMS_OF_USE, doc_type="terms_conditions")
    assert defs["Your Content"] == "the videos and comments you upload"
    assert defs["Licence"] == "a limited, revocable licence to stream the Harbor catalogue"
    assert defs["Terms"] == "These Terms of Use"  # a first line's definition stays whole


_MARKDOWN_TERMS = """# Lumen Notes Terms

## Feedback

Any suggestions or ideas you send us about Lumen Notes ("Feedback") may be used by us
without payment to you.

## Fees

You agree to pay all charges listed on your plan page (the "Fees").
"""


def test_markdown_heading_is_never_part_of_a_definition() -> None:
    defs = _definitions(_MARKDOWN_TERMS, doc_type="terms_conditions")
    assert defs["Feedback"] == "Any suggestions or ideas you send us about Lumen Notes"
    assert defs["Fees"] == "all charges listed on your plan page"


@pytest.mark.parametrize(
    ("sentence", "term", "definition"),
    [
        (
            'Please read these Terms of Service ("Terms") carefully before using the Quill '
            'app (the "Service") operated by Quill Inc. ("Quill").',
            "Service",
            "the Quill app",
        ),
        (
            "These terms apply when you sign in. By accessing the Orchard Market website "
            '(the "Site") you accept them.',
            "Site",
            "the Orchard Market website",
        ),
        (
            'You must follow these rules while using the Orchard chat service (the "Chat").',
            "Chat",
            "the Orchard chat service",
        ),
        (
            "Owners may give up their rights for the purpose of contributing to a shared "
            'library of public recordings ("Library") that anyone may reuse.',
            "Library",
            "a shared library of public recordings",
        ),
        (
            # the term's own noun before the gerund: the whole phrase is named
            "The Supplier shall bear all costs incurred in manufacturing the Cartridges "
            '(the "Costs").',
            "Costs",
            "all costs incurred in manufacturing the Cartridges",
        ),
    ],
)
def test_gerund_object_is_the_named_phrase(sentence: str, term: str, definition: str) -> None:
    assert _definitions(sentence)[term] == definition


@pytest.mark.parametrize(
    ("sentence", "term", "definition"),
    [
        (
            "For these purposes, and without any expectation of payment, the person who "
            'dedicates a Work to the public domain (the "Dedicator") waives all rights in it.',
            "Dedicator",
            "the person who dedicates a Work to the public domain",
        ),
        (
            "Subject to the terms of this Agreement, Customer retains ownership of all data "
            'it uploads to the Platform (the "Customer Data").',
            "Customer Data",
            "all data it uploads to the Platform",
        ),
        (
            # a date's comma ends no adverbial
            'On or before March 1, 2026 (the "Forecast Date"), Buyer shall deliver a '
            "rolling forecast.",
            "Forecast Date",
            "On or before March 1, 2026",
        ),
        (
            # a measure keeps its "of" phrase; the verb step still applies
            "This Agreement shall continue for an initial period of three (3) years "
            '(the "Initial Term").',
            "Initial Term",
            "an initial period of three (3) years",
        ),
        (
            # a company suffix after a comma is part of the name
            'As a condition of the Closing, Harbor Analytics, LLC ("Harbor") shall deliver '
            "the Escrow Agreement.",
            "Harbor",
            "Harbor Analytics, LLC",
        ),
    ],
)
def test_clause_opening_words_are_no_part_of_the_phrase(
    sentence: str, term: str, definition: str
) -> None:
    assert _definitions(sentence)[term] == definition


_DEDICATION = """Open Recordings Dedication

Certain creators wish to give up their rights in a recording for the purpose of
contributing to a pool of freely reusable sound recordings ("Pool") that the public can
build upon without fear of later claims.

For these and/or other purposes, and without any expectation of compensation, the person
applying this Dedication to a Recording (the "Dedicator") makes the following statement.

1. Licence Fallback. Should the dedication be judged invalid, the Dedicator hereby grants
to each affected person a royalty-free, non exclusive, irrevocable and unconditional
licence to use the Recording (i) in all territories worldwide, (ii) for the maximum
duration provided by applicable law, and (iii) for any purpose whatsoever (the
"Licence"). The Licence is effective from the date of the dedication.
"""


def test_dedication_definitions_are_their_noun_phrases() -> None:
    defs = _definitions(_DEDICATION)
    assert defs["Pool"] == "a pool of freely reusable sound recordings"
    assert defs["Dedicator"] == "the person applying this Dedication to a Recording"
    licence = defs["Licence"]
    assert licence.startswith("a royalty-free, non exclusive, irrevocable and unconditional")
    assert licence.endswith("(iii) for any purpose whatsoever")


def test_items_with_their_own_brackets_keep_their_own_phrases() -> None:
    text = (
        "The Company shall pay the Executive (i) a base salary of $200,000 per year (the "
        '"Base Salary") and (ii) an annual bonus of up to 30% of the Base Salary (the '
        '"Bonus").'
    )
    defs = _definitions(text)
    assert defs["Base Salary"] == "a base salary of $200,000 per year"
    assert defs["Bonus"] == "an annual bonus of up to 30% of the Base Salary"


def test_clause_never_starts_inside_a_word() -> None:
    # No sentence end within the look-back window: the definition still opens on a word.
    filler = "the reasonable and documented out-of-pocket expenses " * 6
    text = (
        f'Licensee shall reimburse Licensor for {filler}incurred in the audit (the "Audit Costs").'
    )
    found = LegalChunker(jurisdiction="us").get_defined_terms(text)["Audit Costs"]
    start = found.char_start
    assert text[start - 1] == " " and text[start].isalpha()  # a whole word
    assert text[start:].startswith(found.definition)
