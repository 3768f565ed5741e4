"""A schedule with a name instead of a number ("SCHEDULE OF RATES") or with words pointing back
at the text ("THE SCHEDULE ABOVE REFERRED TO", as Indian agreements close).

"OF" is not the schedule's letter: the unit is "Schedule", titled by its whole name, and "the
Schedule of Rates" in a clause points at it. The pointing words are no title. Texts written
for these tests.
"""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

RATES = """MAINTENANCE CONTRACT

1. SERVICES

1.1 The Contractor shall carry out the maintenance services described in this Contract.

1.2 The Contractor shall be paid in accordance with the Schedule of Rates.

2. TERM

2.1 This Contract continues for two years.

SCHEDULE OF RATES

1. Routine inspection: £120 per visit.

2. Emergency call-out: £250 per visit.
"""

LICENCE = """LEAVE AND LICENCE AGREEMENT

THIS AGREEMENT is made at Pune on 1st April, 2024 BETWEEN ANIL JOSHI (the "Licensor") AND
PRIYA NAIR (the "Licensee").

WHEREAS the Licensor owns the flat described in the Schedule hereunder written.

NOW THIS AGREEMENT WITNESSETH AS UNDER:

1. PERIOD: The licence is granted for a period of eleven months.

2. LICENCE FEE: The Licensee shall pay a monthly licence fee of Rs. 25,000.

THE SCHEDULE ABOVE REFERRED TO

Flat No. 12 on the third floor of Shanti Apartments, Kothrud, Pune.

IN WITNESS WHEREOF the parties have set their hands on the day first above written.
"""


@pytest.mark.parametrize("jurisdiction", ["uk", "us"])
def test_a_schedule_named_of_rates(jurisdiction: str) -> None:
    chunker = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=64)
    nodes = chunker.parse_structure(RATES)
    tops = [(n.identifier, n.title) for n in nodes if n.level == 1]
    assert tops[-1] == ("Schedule", "SCHEDULE OF RATES")
    items = [n.identifier for n in nodes if n.parent == "Schedule"]
    assert items == ["1", "2"]
    chunks = chunker.chunk(RATES)
    ref = next(r for c in chunks for r in c.cross_references if "Rates" in r.raw_text)
    assert ref.raw_text == "Schedule of Rates"
    assert ref.target_chunk_index is not None
    assert chunks[ref.target_chunk_index].hierarchy_path.startswith("Schedule")


def test_the_schedule_above_referred_to() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=64)
    nodes = chunker.parse_structure(LICENCE)
    schedule = next(n for n in nodes if n.identifier == "Schedule")
    assert schedule.title is None
    text = chunker.sanitize(LICENCE)
    assert text[schedule.char_start :].startswith("THE SCHEDULE ABOVE REFERRED TO")
    assert "Flat No. 12" in text[schedule.char_start : schedule.char_end]
    chunks = chunker.chunk(LICENCE)
    ref = next(r for c in chunks for r in c.cross_references if r.raw_text == "Schedule")
    assert ref.target_chunk_index is not None
    assert chunks[ref.target_chunk_index].hierarchy_path.startswith("Schedule")
