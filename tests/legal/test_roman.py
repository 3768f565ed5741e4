"""Roman numerals: every canonical numeral from 1 to 3999, in either case, reads as its value,
and no other string of numeral letters reads at all (checked against numerals written here
from their values, not by the reader)."""

from __future__ import annotations

import itertools

from clausewise.legal._treeindex import roman_to_int
from clausewise.legal.roman import roman
from clausewise.legal.structure.contract_marks import roman_value
from clausewise.legal.structure.legislation_lists import _roman as point_numeral

_STEPS = (
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
)  # fmt: skip


def _write(n: int) -> str:
    out = []
    for value, letters in _STEPS:
        while n >= value:
            out.append(letters)
            n -= value
    return "".join(out)


CANONICAL = {_write(n): n for n in range(1, 4000)}


def test_every_canonical_numeral_reads_in_either_case() -> None:
    for upper, n in CANONICAL.items():
        assert roman(upper) == n and roman(upper.lower()) == n


def test_no_other_string_of_numeral_letters_reads() -> None:
    for size in range(1, 5):
        for letters in itertools.product("IVXLCDM", repeat=size):
            word = "".join(letters)
            if word not in CANONICAL:
                assert roman(word) is None and roman(word.lower()) is None, word


def test_mixed_case_and_other_text_do_not_read() -> None:
    for word in ("Iv", "xIV", "", "iv.", "4", "ⅳ", "IIII", "VV", "IC", "XM"):
        assert roman(word) is None, word


def test_each_reader_keeps_its_own_range() -> None:
    # an outline's "ARTICLE XIV" (upper case only), a list item's "(iv)" / "(IV)" below 200,
    # an Act's point "(xxxix)" (lower case, below 40)
    assert roman_to_int("XIV") == 14 and roman_to_int("xiv") is None
    assert roman_to_int("MCMXCIX") == 1999
    assert roman_value("iv") == 4 and roman_value("IV") == 4 and roman_value("Iv") == 4
    assert roman_value("cxcix") == 199 and roman_value("cc") == 0 and roman_value("ic") == 0
    assert point_numeral("xxxix") == 39 and point_numeral("xl") is None
    assert point_numeral("IV") is None
