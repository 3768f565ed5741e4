"""A lettered part of a schedule written after a full stop ("Schedule A.1", "Annex I.B")
keeps its part in the identifier and still resolves into the schedule that holds it."""

from __future__ import annotations

from clausewise import LegalChunker

_DOC = """SUPPLY AGREEMENT

1. SERVICES

1.1 The Supplier shall provide the Services described in Schedule A.1 at the prices in \
Schedule A.

2. PAYMENT

2.1 The Customer shall pay the Charges.

SCHEDULE A

SERVICES

1. The Supplier shall clean the premises.

2. The Supplier shall report monthly.
"""


def test_part_of_a_schedule_after_a_full_stop_resolves_into_the_schedule() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512).chunk(_DOC)
    refs = [r for c in chunks for r in c.to_dict()["cross_references"]]
    got = {r["raw_text"]: (r["target_identifier"], r["target_chunk_index"]) for r in refs}
    schedule = next(c.index for c in chunks if c.to_dict()["hierarchy_path"] == "Schedule A")
    assert got["Schedule A.1"] == ("Schedule A.1", schedule)
    assert got["Schedule A"] == ("Schedule A", schedule)
