"""Defined terms: a bracket that capitalises the lower-case words right before it ("database
software ("Database Software")"), and a definitions table whose cells a converter put on
lines of their own ("Business Day" on one line, "means ..." on the next)."""

from __future__ import annotations

from clausewise import LegalChunker

HOSTING = (
    "Attachment A - Services\n\n"
    "1.0 Database Administration\n\n"
    "IBM will provide physical and operational database administration support for "
    'Microsoft SQL, database software ("Database Software") for the servers specified in '
    "Attachment B. Customer will provide all Database Software, and any required licenses, "
    "as a Customer Component.\n"
)


def test_bracket_echoing_lower_case_words_defines_those_words() -> None:
    terms = LegalChunker(jurisdiction="us").get_defined_terms(HOSTING)
    found = terms["Database Software"]
    assert found.definition == "database software"
    assert HOSTING[found.char_start : found.char_end] == 'database software ("Database Software")'


def test_echo_keeps_a_noun_phrase_opened_by_its_determiner() -> None:
    text = (
        "2. Licence\n\nThe Licensor grants the Licensee a licence to use the Acme relational "
        'database software (the "Database Software") on the Licensee\'s own servers, and the '
        "Licensee shall keep the Database Software secure.\n"
    )
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert terms["Database Software"].definition == "the Acme relational database software"


def test_echo_after_a_preposition_takes_its_determiner() -> None:
    text = (
        "3. Support\n\nThe Supplier shall answer queries about the use of the hosted "
        'services and the storage area network (the "Storage Area Network") during Business '
        "Hours. The Storage Area Network is shared.\n"
    )
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert terms["Storage Area Network"].definition == "the storage area network"


def _table(sep: str) -> str:
    rows = [
        "Business Day\nmeans a day other than a Saturday, Sunday or public holiday in England;",
        "Charges\nmeans the charges payable by the Customer for the Services; and",
        "Commencement Date\nmeans the date on which the Services start.",
    ]
    return (
        "1. Definitions\n\nIn this Agreement:\n\n"
        + sep.join(rows)
        + "\n\n2. Services\n\nThe Supplier shall provide the Services from the Commencement "
        "Date on each Business Day.\n"
    )


def test_term_and_meaning_on_separate_lines() -> None:
    for sep in ("\n\n", "\n"):
        text = _table(sep)
        terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
        assert {k: v.definition for k, v in terms.items()} == {
            "Business Day": (
                "means a day other than a Saturday, Sunday or public holiday in England;"
            ),
            "Charges": "means the charges payable by the Customer for the Services",
            "Commencement Date": "means the date on which the Services start.",
        }
        found = terms["Business Day"]
        assert text[found.char_start : found.char_end].startswith("Business Day\nmeans a day")


def test_dash_and_tab_rows_stay_definitions() -> None:
    for row in ("Business Day - a day", "Business Day \u2013 a day", "Business Day\ta day"):
        text = (
            "1. Definitions\n\nIn this Agreement:\n\n"
            f"{row} other than a Saturday, Sunday or public holiday in England.\n\n"
            "2. Services\n\nThe Supplier shall work on each Business Day.\n"
        )
        terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
        assert terms["Business Day"].definition.startswith("a day other than a Saturday")


def test_prose_wrapped_before_means_is_no_definition() -> None:
    text = (
        "4. Fees\n\nThe Customer shall pay the Charges within thirty days. Late payment by the "
        "Customer\nmeans that interest accrues at four per cent a year.\n"
    )
    assert LegalChunker(jurisdiction="uk").get_defined_terms(text) == {}


def test_echo_of_a_capacity_keeps_the_named_party() -> None:
    text = (
        "This Agreement is made among Acme Holdings, Inc. and First National Trust Company, "
        'as successor collateral agent (the "Collateral Agent"). The Collateral Agent shall '
        "hold the Collateral for the benefit of the Holders.\n"
    )
    terms = LegalChunker(jurisdiction="us").get_defined_terms(text)
    assert "First National Trust Company" in terms["Collateral Agent"].definition


def test_echo_keeps_a_possessive() -> None:
    text = (
        "5. Communications\n\nNotices shall be sent to any Government employee, including the "
        'Prime Contractor\'s contracting officer ("Contracting Officer"). The Contracting '
        "Officer may act alone.\n"
    )
    terms = LegalChunker(jurisdiction="us").get_defined_terms(text)
    assert terms["Contracting Officer"].definition == "the Prime Contractor's contracting officer"
