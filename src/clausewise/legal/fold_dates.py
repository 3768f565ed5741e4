"""Named dates are no evidence of the clause type their words name.

Contracts define their dates by what happens on them: "Termination Date", "Expiration Date",
"Closing Date", "Completion Date", "Delivery Date". Written in Title Case such a compound is the
name of a day, and a clause that uses it only says when something happens: "The Borrower
shall repay the Loans in full on the Termination Date" is a repayment clause, not about
termination; "the Purchase Price is payable on the Delivery Date" is about payment. So the
body scan of :func:`.signalset.fold` does not see the words of a Title Case compound that
ends in "Date" or "Dates": they are blanked (same length, matching no phrase). Lower-case
"the date of termination" and "delivery date" are plain words and still count, and a clause
about the event still has its own words ("Upon termination ... on the Termination Date").
A "Payment Date" (or "Interest Payment Date") keeps its words: payments fall due on it again
and again, and the clauses that name it are the ones saying what is paid then ("On each
Payment Date the Servicer shall distribute ..."), while the events of the other named dates
happen once and other clauses only count time from them.
"""

from __future__ import annotations

import re

__all__ = ["blank_named_dates"]

# One to three capitalised words, each followed by one space or a hyphen, ending right where
# "Date" starts (searched in a short window before each "Date": the words cannot overlap, and
# the window bounds the work per date).
_WORDS_BEFORE = re.compile(r"(?<![A-Za-z])(?:[A-Z][a-z]{1,24}[ -]){1,3}\Z")
_WINDOW = 80
_LETTER = re.compile(r"[a-z]")


def blank_named_dates(text: str, low: str) -> str:
    """``low`` (``text`` lower-cased, same length) with the words before "Date" in each
    Title Case named date blanked out."""
    find = text.find
    at = find("Date")
    if at < 0:
        return low
    parts: list[str] = []
    last = 0
    while at >= 0:
        nxt = text[at + 4 : at + 6]
        ends = not nxt[:1].isalpha() or (nxt[:1] == "s" and not nxt[1:2].isalpha())
        if ends and at and text[at - 1] in " -":
            found = _WORDS_BEFORE.search(text, max(last, at - _WINDOW), at)
            if found is not None and not text.startswith("Payment", at - 8):
                start = found.start()
                parts.append(low[last:start])
                parts.append(_LETTER.sub("_", low[start:at]))
                last = at
        at = find("Date", at + 4)
    if not parts:
        return low
    parts.append(low[last:])
    return "".join(parts)
