"""The list of parties: where it stops and where it splits, and both in linear time.

``_PARTY_STOP`` and ``_PARTY_SEP`` used to rescan a run of blank lines from each of its
characters (cubic and quadratic), and a preamble extracted from a PDF can hold thousands of
blank lines. These pin what the stop and the separators find on real preambles, then time
the same calls on such runs.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from clausewise.legal.parties import _PARTY_SEP, _stop_at, find_parties


def test_a_blank_line_before_a_numbered_heading_ends_the_list() -> None:
    text = (
        "This Agreement is made by and between Acme Inc., a Delaware corporation "
        '("Supplier"), and Beta LLC, a New York limited liability company ("Customer").'
        "\n\n\n\n1. Definitions\n\nThe Company shall ..."
    )
    assert find_parties(text, 0, len(text)) == ["Acme Inc.", "Beta LLC"]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Quillon Systems Pte. Ltd.", "Harbourview Bank Pvt. Ltd."),
        ("Tanjung Data Sdn. Bhd.", "Bluegum Holdings Pty. Ltd."),
    ],
)
def test_a_company_form_with_full_stops_does_not_end_the_name(first: str, second: str) -> None:
    text = (
        f'THIS AGREEMENT is made between {first} (the "Licensor") and {second} (the '
        '"Licensee").\n\n1. Licence\nThe Licensor grants a licence.\n'
    )
    assert find_parties(text, 0, len(text)) == [first, second]


def test_english_numbered_parties_stop_at_the_recitals_after_blank_lines() -> None:
    text = (
        "THIS AGREEMENT is dated 1 May 2024 and made BETWEEN:\n\n"
        "(1) ACME LIMITED, a company registered in England (Supplier); and\n\n"
        "(2) BETA PLC, a company registered in Scotland (Customer).  \n \t\n\n"
        "(A) The Supplier provides software."
    )
    assert find_parties(text, 0, len(text)) == ["ACME LIMITED", "BETA PLC"]


def test_names_on_lines_of_their_own_stop_at_the_next_paragraph() -> None:
    text = "Agreement between Acme Inc.\nand\nBeta LLC\n\n \nThis Agreement sets out the terms."
    assert find_parties(text, 0, len(text)) == ["Acme Inc.", "Beta LLC"]


@pytest.mark.parametrize(
    ("text", "stop"),
    [
        # The stop is the first newline of the blank run, not the blanks before it.
        ("Acme Inc. and Beta LLC  \n \t\n1. Definitions", 24),
        ("Acme Inc. and Beta LLC\n\nThe parties agree", 22),
        ("Acme Inc. and Beta LLC\n\n(A) Background", 22),
        # A blank line before lower-case prose does not stop the list; the next stop does.
        ("Acme Inc.\n\nand Beta LLC. WHEREAS the", 23),
        ("Acme Inc. and Beta LLC\n\nthe", 27),
        ("Acme Inc. and Beta LLC (the Parties). This Agreement", 36),
    ],
)
def test_where_the_list_stops(text: str, stop: int) -> None:
    assert _stop_at(text) == stop


@pytest.mark.parametrize(
    ("flat", "separators"),
    [
        ("Acme Inc.; Beta LLC", [";"]),
        ("Acme Inc. and Beta LLC", [" and "]),
        ("Acme Inc., and Beta LLC", [", and "]),
        ("Acme Inc.\n\nAND:\n\nBeta LLC", ["\n\nAND:\n\n"]),
        ("Acme Inc. \0\0\0, Beta LLC \0\0\0, and Gamma Ltd", [", ", ", and "]),
        # "and" inside a word, or with no blank after it, separates nothing.
        ("Sandy Brand Inc. andBeta", []),
    ],
)
def test_separators_between_parties(flat: str, separators: list[str]) -> None:
    assert [m.group() for m in _PARTY_SEP.finditer(flat)] == separators


def _cpu(fn: Callable[[], object]) -> tuple[object, float]:
    t0 = time.thread_time()
    out = fn()
    return out, time.thread_time() - t0


@pytest.mark.parametrize(
    "gap",
    ["\n" * 3000, " \n" * 3000, "\n\t" * 3000],
    ids=["newlines", "space-newline", "newline-tab"],
)
def test_thousands_of_blank_lines_in_a_preamble_are_read_at_once(gap: str) -> None:
    # The old patterns took seconds to minutes on these (1,500 characters of the run lie in
    # the window read for parties); a linear read takes well under a millisecond.
    text = f"by and between Acme Inc. and{gap}Beta LLC"
    names, seconds = _cpu(lambda: find_parties(text, 0, len(text)))
    assert names == ["Acme Inc."]
    assert seconds < 0.25
    _, seconds = _cpu(lambda: _stop_at(gap * 30 + "x"))
    assert seconds < 0.25
    _, seconds = _cpu(lambda: list(_PARTY_SEP.finditer(gap * 30 + "x")))
    assert seconds < 0.25


@pytest.mark.parametrize(
    ("preamble", "expected"),
    [
        # A form with the counterparty left blank: its role names it.
        (
            "This Distributorship Agreement is made by and between STAAR SURGICAL AG, a Swiss "
            'corporation ("STAAR"), and _______________, a corporation organized and existing '
            "under the laws of _____________, with its principal place of business at "
            '________ ("Distributor"). Recitals A. STAAR makes lenses.',
            ["STAAR SURGICAL AG", "Distributor"],
        ),
        # A redacted party, and a party described by a class of signatories.
        (
            'This Services Agreement is entered into by and between [ * * * ] (the "Provider"), '
            "and TELCOSTAR PTE, LTD., a company organized under the laws of Singapore.",
            ["Provider", "TELCOSTAR PTE, LTD."],
        ),
        (
            "This Agreement is made by and among PEEK Investments LLC, a Delaware limited "
            'liability company ("Purchaser"), and each other party hereto identified on the '
            'signature page(s) hereto (each, a "Sponsor"). Each term used herein has its meaning.',
            ["PEEK Investments LLC", "Sponsor"],
        ),
        # "together with its subsidiaries" ends a name; so does "of ____" and a list on a
        # schedule; a class named after "the" is a party.
        (
            "This Supply Agreement is made by and between HOVIONE INTER AG, together with its "
            'affiliates, having its office in Luzern (hereafter referred to as "HOVIONE"), and '
            "INTERSECT ENT, Inc. together with its subsidiaries and affiliates, having its "
            'office in Menlo Park (hereafter referred to as "INTERSECT").',
            ["HOVIONE INTER AG", "INTERSECT ENT, Inc."],
        ),
        (
            "JOINT VENTURE AGREEMENT made this 27th day of November 2018, BETWEEN: MJ Syndicated, "
            "Inc. a Florida Corporation of ______, FL 33436 And\nSIMPLY HERBALS, Nervanah Herbal "
            'Medicine Company of ______TN 37660\n(together the "JVP").',
            ["MJ Syndicated, Inc.", "SIMPLY HERBALS, Nervanah Herbal Medicine Company"],
        ),
        (
            "THIS ORDERLY MARKETING AGREEMENT is entered into by and among GWG Holdings, Inc., a "
            'Delaware corporation ("GWG"), and the Trust Advisors to the Seller Trusts listed on '
            'Schedule A hereto (the "Trust Advisors").',
            ["GWG Holdings, Inc.", "Trust Advisors to the Seller Trusts"],
        ),
        # Bullets before the parties.
        (
            "This Franchise Agreement is made by and between: \u25cf Goosehead Insurance Agency, "
            'LLC, a Delaware limited liability company ("we"); and \u25cf Jane Doe, an '
            'individual ("you").',
            ["Goosehead Insurance Agency, LLC", "Jane Doe"],
        ),
    ],
)
def test_parties_without_a_plain_name(preamble: str, expected: list[str]) -> None:
    assert find_parties(preamble, 0, len(preamble)) == expected


def test_a_role_of_the_text_after_between_is_no_party() -> None:
    text = (
        "Whatever you buy is subject to the terms of that Seller. Any contract of sale is "
        "between you and the Seller (and not the platform). Please read the terms."
    )
    assert find_parties(text, 0, len(text)) == []
