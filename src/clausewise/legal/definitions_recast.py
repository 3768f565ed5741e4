"""Brackets whose phrase is not the noun phrase the verb and name steps of
:mod:`.definitions_phrase` and :mod:`.definitions_extent` read:

1. a recital's opening word: "WHEREAS, VOTOCAST provides certain hosting services (the
   "Services")" reads as "VOTOCAST provides ...", the recital marker being no part of a phrase;
2. a date: a term naming a date ("Start Date", "Effective Date") after a calendar date
   ("commencing on 15 April 2025 (the "Start Date")", "effective as of January 1, 2020 (the
   "Effective Date")") names that date, not the words before it;
3. a period a clause describes: "employment ... shall commence on the Effective Date and
   continue until terminated in accordance with Section 5 (the "Employment Period")" names
   the clause's whole predicate, from its commencement to its end. The verb step cuts after
   "commence on", leaving "the Effective Date and continue until ...", no phrase: the bracket
   names the whole clause;
4. a second predicate of intent: "Shi Farms grows industrial hemp and wishes to sell hemp
   biomass ("Product")" names the object of the last verb, "hemp biomass", as the verb step
   reads "shall sell | hemp biomass";
5. the term's word as a modifier: when no step found the phrase, "offer, pay or promise to
   pay ... anything of value to any official representative of any Governmental Entity ...
   (a "Government Official")" names the phrase the determiner before the term's last word in
   lower case opens, "any official representative of ...".

Each looks only at the clause before the bracket, with bounded windows.
"""

from __future__ import annotations

import re

from .definitions_found import word_set

__all__ = [
    "capitals_name",
    "clause_period",
    "date_start",
    "intent_object",
    "list_item",
    "modifier_head",
    "recital_start",
]

_W = r"[ \t\n]+"
# "WHEREAS, ", "Whereas ", "WHEREAS: ", maybe after "RECITALS" on the same line.
_RECITAL = re.compile(rf"(?:WHEREAS|Whereas)(?:[ \t]*[,:])?{_W}(?=[A-Za-z])")
_MONTH = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?"
)
_ORDINAL = r"[0-9]{1,2}(?:st|nd|rd|th)?"
# A calendar date ending the phrase: "15 April 2025", "the 1st day of March, 2021", "January
# 1, 2020", "1.4.2025", "04/15/2025".
_DATE_END = re.compile(
    rf"(?<![\w,])(?:(?:the{_W})?{_ORDINAL}{_W}(?:day{_W}of{_W})?{_MONTH},?{_W}[12][0-9]{{3}}"
    rf"|{_MONTH}{_W}{_ORDINAL},?{_W}[12][0-9]{{3}}"
    r"|[0-9]{1,2}[./][0-9]{1,2}[./](?:[12][0-9])?[0-9]{2})[ \t\n]*\Z"
)
_DATE_REACH = 48
# Words before a date that make it a point of reference, not the date named: "30 days after
# 1 May 2025 (the "Payment Date")", "between 1 May and 3 May 2025".
_DATE_OPERAND = re.compile(
    r"(?i:(?<![\w])(?:after|before|following|than|and|or|to|until|between|prior|later|earlier"
    r"|within|plus|from\s+and\s+including)[ \t\n]*\Z)"
)
# A second verb sharing the first one's modal, of a period's course: "shall commence on X and
# continue until ...", "will start on X and end on ...".
_PERIOD_VERB = re.compile(
    r"(?:,[ \t\n]*)?(?<![\w])(?:and|or)[ \t\n]+(?:(?:shall|will|must)[ \t\n]+)?"
    r"(?:continue|continues|remain|remains|end|ends|expire|expires|terminate|terminates|run"
    r"|runs|last|lasts)(?![\w'’-])"
)

# "and wishes to sell", "and desires to engage": a verb of intent and its infinitive, whose
# object the bracket names.
_INTENT = re.compile(
    r"(?<![\w])(?:and|or)[ \t\n]+(?:also[ \t\n]+)?(?:wish(?:es)?|desires?|intends?|agrees?"
    r"|proposes?|wants?|seeks?|plans?)[ \t\n]+to[ \t\n]+[a-z]+[ \t\n]+(?=[A-Za-z0-9$])"
)
_NO_OBJECT = re.compile(r"(?:and|or|to|that|with|by|for|from|in|on|as)(?![\w])")

_MODIFIED = re.compile(
    r"(?<![\w])(?:the|a|an|any|each|every|all|such)[ \t\n]+(?P<w>[a-z][a-z\-]+)[ \t\n]+"
    r"(?P<n>[a-z]+)"
)
# Not the phrase of a list's later item, an exclusion or an example ("excluding any taxes").
_NOT_BEFORE = re.compile(
    r"(?:,|(?<![\w])(?:and|or|including|excluding|than))[ \t\n]*\Z"
)
# After the noun, a verb: the noun is the subject of a clause ("if such action had not
# occurred", "as such period may be extended"), not the head of the phrase named.
_VERB_AFTER = word_set(
    "is are was were be been has have had may might shall will would should could can must "
    "do does did not"
)


def recital_start(text: str, start: int, end: int) -> int:
    """Past the recital word opening the clause at ``start`` ("WHEREAS, | the Company
    ..."), or ``start``."""
    m = _RECITAL.match(text, start, end)
    return m.end() if m is not None else start


def capitals_name(words: list[re.Match[str]], i: int) -> bool:
    """Whether the word ``words[i]`` opening a clause's subject is a word of a sentence in
    capitals ("THE LICENSOR PROVIDES ..."), not a name in capitals before its verb
    ("VOTOCAST provides ..."): a long word in capitals not followed by a lower-case word."""
    name = words[i].group()
    if not (name.isupper() and len(name) > 5):
        return False
    nxt = words[i + 1].group() if i + 1 < len(words) else ""
    return not (nxt.isalpha() and nxt.islower())


def list_item(words: list[re.Match[str]], i: int) -> bool:
    """Whether the comma ``words[i]`` opens an item of a list of single words, which another
    comma and "and"/"or" follow ("the Development, | Manufacture, or Commercialization")."""
    return (
        i + 3 < len(words)
        and words[i + 2].group() == ","
        and words[i + 3].group().lower() in ("and", "or")
    )


def date_start(text: str, start: int, end: int, terms: list[str]) -> int:
    """Where the calendar date ending ``text[start:end]`` starts, when each term names a date
    ("Start Date") and the date is not a point of reference ("30 days after 1 May 2025");
    else ``start``."""
    if not terms or not all(t.split()[-1].lower() == "date" for t in terms if t):
        return start
    while end > start and text[end - 1] in " \t\n,":
        end -= 1
    m = _DATE_END.search(text, max(start, end - _DATE_REACH), end)
    if m is None or m.start() <= start:
        return start
    if _DATE_OPERAND.search(text, max(start, m.start() - 24), m.start()) is not None:
        return start
    return m.start()


def clause_period(text: str, clause: int, start: int, end: int) -> int:
    """``clause`` when the phrase ``text[start:end]`` the verb step left after a clause's
    first verb holds a second verb of the period's course ("the Effective Date and continue
    until terminated"): the bracket names the clause ("employment ... shall commence on the
    Effective Date and continue until ... (the "Employment Period")"); else ``start``."""
    if start <= clause or _PERIOD_VERB.search(text, start, end) is None:
        return start
    return clause


def intent_object(text: str, start: int, end: int) -> int:
    """Past the last verb of intent and its infinitive in ``text[start:end]`` ("industrial
    hemp and wishes to sell | hemp biomass"), when a phrase follows; else ``start``."""
    last = None
    for m in _INTENT.finditer(text, start, end):
        last = m
    if last is None or _NO_OBJECT.match(text, last.end(), end) is not None:
        return start
    return last.end()


def modifier_head(text: str, start: int, end: int, terms: list[str]) -> int:
    """Start of the first phrase in ``text[start:end]`` a determiner opens with the term's last
    word in lower case before another word ("any official representative" for "Government
    Official"), not after a comma or "and"/"or"; else ``start``."""
    words = {t.split()[-1].lower() for t in terms if t[:1].isupper() and t.split()}
    for m in _MODIFIED.finditer(text, start, end):
        if m.group("w") not in words or m.group("n") in _VERB_AFTER:
            continue
        if _NOT_BEFORE.search(text, max(start, m.start() - 12), m.start()) is not None:
            continue
        if text.count("(", m.start(), end) != text.count(")", m.start(), end):
            return start  # inside a bracket: "(including the cost of ...)"
        return m.start()
    return start
