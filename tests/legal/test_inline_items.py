"""Inline sub-clauses: the cascade's "item" rung (``legal/inline_items.py``) on real text.

The excerpt is section 11.2 of a CUAD manufacturing agreement (see tests/data/README.md), a
paragraph whose sub-clauses (a)-(e) and their items (i)-(iv) run together on a few lines.
"""

from __future__ import annotations

from pathlib import Path

from clausewise import LegalChunker
from clausewise.legal.inline_items import outer_item_starts, readings

DATA = Path(__file__).resolve().parents[1] / "data" / "chunk_cuts"
TEXT = (DATA / "upjohn_insurance_11_2.txt").read_text(encoding="utf-8")
# The lawyers' "Insurance" span for sub-clause (b), as CUAD annotates it (its marker aside).
INSURANCE_B = (1748, 2206)


def _heads(starts: list[int]) -> list[str]:
    return [TEXT[p : p + 14] for p in starts]


def test_roman_and_letter_readings() -> None:
    assert readings("i") == [("lower roman", 1), ("lower letter", 9)]
    assert readings("iv") == [("lower roman", 4)]
    assert readings("b") == [("lower letter", 2)]
    assert readings("aa") == [("lower letter", 27)]
    assert readings("C") == [("upper roman", 100), ("upper letter", 3)]
    assert readings("12") == [("number", 12)]


def test_the_outer_list_items_that_open_a_sentence() -> None:
    starts = outer_item_starts(TEXT, 0, len(TEXT))
    # (a) follows a colon (it completes the lead-in): no sentence starts there. (i)-(iv)
    # and the second (i)-(ii) are nested in (a) and (b).
    assert _heads(starts) == [
        "(b) Commercial",
        "(c) Automobile",
        "(d) Umbrella (",
        "(e) If Manufac",
    ]


def test_a_range_opening_inside_a_nested_list_reads_the_text_before_it() -> None:
    # A chunk that opens at "(iv)", the last item nested in (a): (b) is still outer, and the
    # "(ii)" nested in (b) is not.
    start = TEXT.index("(iv) Where allowed")
    assert _heads(outer_item_starts(TEXT, start, len(TEXT)))[:2] == [
        "(b) Commercial",
        "(c) Automobile",
    ]


def test_no_outer_list_without_its_first_item() -> None:
    # Read alone, "(ii) ... (iii) ... (b)" does not show which list is the outer one.
    text = TEXT[TEXT.index("(ii) Employer") : TEXT.index("(c) Automobile")]
    assert outer_item_starts(text, 0, len(text)) == []


def test_items_inside_one_sentence_are_no_sentence_starts() -> None:
    text = (
        "The Distributor shall: (a) give prompt written notice of any such claim, (b) grant "
        "control of its defence, and (c) assist fully in the defence. (d) The Supplier "
        "reimburses the Distributor's costs."
    )
    assert outer_item_starts(text, 0, len(text)) == [text.index("(d) The Supplier")]


def test_an_inline_sub_clause_that_fits_a_chunk_is_kept_whole() -> None:
    # At 128 tokens the section takes several chunks; (b) "Commercial general liability
    # insurance ... or its equivalent." is 470 characters with its marker. Cut at the last
    # sentence within reach, a chunk would end before the "(ii)" nested in (b) and split it.
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(TEXT)
    a, b = INSURANCE_B
    holding = [c for c in chunks if c.char_start <= a and b <= c.char_end]
    assert len(holding) == 1
    assert TEXT[holding[0].char_start :].startswith("(b) Commercial general liability")
