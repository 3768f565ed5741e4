"""Where a bracketed definition's text starts: never on the heading line above it, and at the
object of "before using ..." when that object is what the bracket names. Texts written here."""

from __future__ import annotations

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
