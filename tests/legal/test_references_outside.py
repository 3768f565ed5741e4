"""Units of another instrument named without it: chapters and subparts of codes, the SEC's
schedules; and head words that name no unit at all ("the Point(s) of Delivery")."""

from __future__ import annotations

from clausewise import LegalChunker

CONTRACT = (
    "AGENCY AGREEMENT\n\n"
    "1. Appointment. The Merchant, a debtor in possession in its chapter 11 cases, appoints "
    "the Agent. This Agreement binds any chapter 7 or chapter 11 trustee of the Merchant.\n\n"
    "2. Compliance. The Agent shall comply with Minnesota Statutes, Chapter 80C and with the "
    "rules on human subjects in 45 C.F.R. 46, Subpart B.\n\n"
    "3. Filings. The Investor shall file an amendment to its Schedule 13D and shall not "
    "solicit proxies within the meaning of Schedule 14A. The fees are set out in Schedule 1.\n\n"
    "4. Delivery. Gas shall be delivered at the Point(s) of Delivery. To implement this point, "
    "the Agent shall sign each of the Exhibit(s) referred to herein.\n\n"
    "5. Force Majeure. Neither party is liable for delay caused by force majeure.\n\n"
    "SCHEDULE 1\n\nFees\n\nUSD 100.\n"
)


def _rows(text: str) -> list[tuple[str, str | None, bool]]:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512).chunk(text)
    return [
        (r.raw_text, r.target_identifier, r.external is not None)
        for c in chunks
        for r in c.cross_references
    ]


def test_code_units_and_sec_forms_are_external() -> None:
    rows = _rows(CONTRACT)
    external = {raw for raw, _, ext in rows if ext}
    assert {"chapter 11", "chapter 7", "Chapter 80C", "Subpart B"} <= external
    assert {"Schedule 13D", "Schedule 14A"} <= external
    # The contract's own schedule is still its own, and resolved.
    assert ("Schedule 1", "Schedule 1", False) in rows


def test_plural_heads_and_ordinary_nouns_are_no_references() -> None:
    raws = {raw for raw, _, _ in _rows(CONTRACT)}
    assert not raws & {"Point(s)", "Exhibit(s)", "this point"}


def test_a_capitalised_chapter_the_contract_has_stays_internal() -> None:
    # "(Chapter 10)" in a contract with a clause 10: the contract's own unit.
    clauses = "".join(f"{n}. Clause {n}. The parties agree to item {n}.\n\n" for n in range(1, 11))
    text = "SUPPLY AGREEMENT\n\n" + clauses.replace(
        "item 2.", "item 2, except for force majeure (Chapter 10)."
    )
    assert ("Chapter 10", "Chapter 10", False) in _rows(text)


def test_numbered_parts_of_an_exhibit_still_refer() -> None:
    text = CONTRACT.replace("USD 100.", "USD 100, less the credit in Part 2 of this Schedule.")
    assert any(raw == "Part 2 of this Schedule" for raw, _, _ in _rows(text))
