"""A full stop inside a name ("Mr.", "Dr.", "Ltd.") does not close a run-in clause title.

"1. Mr. Rajesh Kumar Mehta: 9,50,000 equity shares." is a schedule row naming a shareholder and
"(b) Dr. Murray will act as advocate" a sentence about a person: neither has the title "Mr" or
"Dr". A real run-in title in the same document is still read.
"""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

SHAREHOLDERS = """SHAREHOLDERS' AGREEMENT

1. Definitions. In this Agreement the following words have the meanings given to them.

2. Transfer. No shareholder shall transfer shares without the consent of the Board.

3. Services. The Consultant shall provide the following services:

(a) Advocacy. The Consultant shall represent the Company at industry events.

(b) Dr. Murray will act as public and private advocate for the Company.

(c) Groupon Shop Ltd. ("Shop") is an affiliate of the Company that sells goods.

SCHEDULE I
SHAREHOLDING PATTERN

1. Mr. Rajesh Kumar Mehta: 9,50,000 equity shares.

2. Mrs. Anita Mehta: 50,000 equity shares.

3. Dr. Vikram Shah: 10,000 equity shares.

4. Ms. Priya Nair: 5,000 equity shares.
"""


def titles(jurisdiction: str) -> dict[str, str | None]:
    text = LegalChunker.sanitize(SHAREHOLDERS)
    out: dict[str, str | None] = {}
    for n in LegalChunker(jurisdiction=jurisdiction).parse_structure(SHAREHOLDERS):
        first_line = text[n.char_start : n.char_end].split("\n")[0]
        out[first_line[:24]] = n.title
    return out


@pytest.mark.parametrize("jurisdiction", ["uk", "us"])
def test_honorifics_and_company_forms_are_not_titles(jurisdiction: str) -> None:
    got = titles(jurisdiction)
    for opening in (
        "1. Mr. Rajesh Kumar Mehta",
        "2. Mrs. Anita Mehta: 50,",
        "3. Dr. Vikram Shah: 10,0",
        "4. Ms. Priya Nair: 5,000",
        "(b) Dr. Murray will act ",
        "(c) Groupon Shop Ltd. (\"",
    ):
        key = opening[:24]
        assert key in got, opening
        assert got[key] is None, (opening, got[key])


@pytest.mark.parametrize("jurisdiction", ["uk", "us"])
def test_real_run_in_titles_are_still_read(jurisdiction: str) -> None:
    got = titles(jurisdiction)
    assert got["1. Definitions. In this "] == "Definitions"
    assert got["2. Transfer. No sharehol"] == "Transfer"
    assert got["(a) Advocacy. The Consul"] == "Advocacy"
