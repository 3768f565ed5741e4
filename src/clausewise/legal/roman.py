"""Roman numerals, read one way for the whole package: a canonical numeral ("iv", "XIV",
"mcmxcix"), written in one case, has its value; anything else ("iiii", "ic", "Iv") has none.
Callers bound the range they accept (a list item's "(xl)" is rare; an Article's "XL" is not).
"""

from __future__ import annotations

import re

__all__ = ["roman"]

_CANONICAL = re.compile(r"m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})")
_DIGITS = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}


def roman(token: str) -> int | None:
    """Value of ``token`` as a canonical Roman numeral in lower or upper case, else ``None``."""
    low = token.lower()
    if not token or (token != low and token != token.upper()):
        return None  # empty, or mixed case
    if _CANONICAL.fullmatch(low) is None:
        return None
    total = 0
    prev = 0
    for ch in reversed(low):
        value = _DIGITS[ch]
        total += -value if value < prev else value
        prev = max(prev, value)
    return total
