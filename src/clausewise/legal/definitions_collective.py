"""Where the list a collective bracket sums up starts (``(collectively, "Losses")``), for
:mod:`.definitions_phrase`.

1. past a verb's first object and the preposition (or coordinated prepositions) that lead
   to the list: "indemnify the Customer against | all liabilities, costs and losses",
   "hold harmless HPIL from, against and with respect to | any claim, liability, ...";
2. past a gerund opening an adverbial: "before using | the X and the Y"; or the alternatives
   of an aside: "By creating an account, whether through | a mobile device, mobile
   application or computer (collectively, the "Service")";
3. the list a modifier takes, when the list before the bracket is the object of a
   participle, a gerund or a preposition and names the term, while what the modifier
   qualifies does not: "all liabilities arising out of or resulting from | any claims,
   losses, damages and expenses (collectively, "Losses")", "all costs incurred in
   defending, settling or resolving | any claims, suits and actions (collectively,
   "Claims")". The bracket sums up the things its own noun names, not the liabilities or
   costs those things give rise to.
"""

from __future__ import annotations

import re

from . import definitions_object as _obj
from .definitions_found import word_set
from .plurals import noun_key as _noun_key

__all__ = ["collective_start", "list_opener"]

# The prepositions an indemnity's object is joined to, alone or coordinated: "against",
# "from and against", "from, against and with respect to", "for and in respect of".
_RESPECT = r"(?:with[ \t\n]+respect[ \t\n]+to|in[ \t\n]+respect[ \t\n]+of)"
_ONE_PREP = rf"(?:against|from|for|{_RESPECT})"
_PREPS = rf"{_ONE_PREP}(?:,?[ \t\n]+(?:and|or)[ \t\n]+{_ONE_PREP}|,[ \t\n]+{_ONE_PREP}){{0,3}}"
# A verb's first object (a party, a pronoun) and the preposition that leads to what a
# collective bracket names: "indemnify the Customer against", "hold harmless Licensee and its
# Affiliates from and against", "reimburse you for", before a determiner ("all", "any" ...).
_LISTED_AFTER_OBJECT = re.compile(
    r"(?<![\w'’-])(?:(?:the[ \t\n]+)?[A-Z][\w'’-]*"
    r"(?:[ \t\n]+(?:[A-Z][\w'’-]*|and|its|their|of)){0,5}"
    r"|you|us|them|him|her|it|each[ \t\n]+other|the[ \t\n]+other(?:[ \t\n]+[Pp]arty)?)"
    rf"[ \t\n]+{_PREPS},?[ \t\n]+"
    r"(?=(?:all|any|each|every|the|such)[ \t\n])"
)
# What an indemnity holds harmless against: "indemnify, defend and hold harmless X from and
# against any and all claims, demands and suits (collectively, "Claims")".
_AGAINST = re.compile(
    r"(?<![\w'’-])(?:from,?[ \t\n]+and[ \t\n]+|from,[ \t\n]+)?against"
    rf"(?:,?[ \t\n]+(?:and|or)[ \t\n]+{_RESPECT})?,?[ \t\n]+(?=(?:all|any)[ \t\n])"
)
# A preposition or a gerund ("resolving") and the determiner of its object: where a
# modifier's list may start.
_PREP_OBJECT = re.compile(
    r"(?<![\w'’-])(?:of|from|to|in|with|by|for|against|under|on|upon|(?!including)[a-z]{2,}ing)"
    r"[ \t\n]+(?=(?:any|all|the|such|each)[ \t\n])"
)
# An aside listing the ways something is done: "By creating an account, whether through | a
# mobile device, mobile application or computer (collectively, the "Service")". The bracket
# sums up the alternatives the aside lists.
_WHETHER = re.compile(r",[ \t\n]+whether[ \t\n]+(?:through|via|by|on|in|from|at|using)[ \t\n]+")
_ALPHA = re.compile(r"[A-Za-z]+")
# A list that goes on as a clause is no list of things.
_CLAUSE_WORDS = word_set(
    "shall will may must is are was were has have had be been that which who where including"
)
_DETERMINERS = word_set("any all each every the such")
_LIST_REACH = 400


def _last_against(text: str, start: int, end: int) -> re.Match[str] | None:
    """The last "against" before a list in ``text[start:end]`` (its match), or None."""
    if "against" not in text[start:end]:
        return None
    found = list(_AGAINST.finditer(text, start, end))
    return found[-1] if found else None


def collective_start(text: str, start: int, end: int, terms: list[str]) -> int:
    """The start of the list ``text[start:end]`` ends with, which a collective bracket
    defining ``terms`` sums up (steps 1 to 3 above); ``start`` when none applies."""
    at = list_opener(text, start, end)
    if at < 0:
        at = max(start, _obj.gerund_list(text, start, end))  # "before using the X and the Y"
    if at == start and "whether" in text[start:end]:
        found = list(_WHETHER.finditer(text, start, end))
        if (
            found
            and _obj.LIST.search(text, found[-1].end(), end)
            and "(" not in text[found[-1].end() : end]
        ):
            return found[-1].end()
    return _modifier_list(text, at, end, terms)


def list_opener(text: str, start: int, end: int) -> int:
    """Step 1: where the list after a verb's object and its prepositions starts in
    ``text[start:end]``, or -1."""
    listed = _LISTED_AFTER_OBJECT.match(text, start, end) or _last_against(text, start, end)
    if listed is not None and _obj.LIST.search(text, listed.end(), end):
        return listed.end()
    return -1


def _modifier_list(text: str, start: int, end: int, terms: list[str]) -> int:
    """Step 3: the start of the list a modifier takes at the end of ``text[start:end]``,
    when that list names the term's own noun and the words before it are a determined noun
    and its modifier that do not ("all liabilities arising out of or resulting from"); else
    ``start``."""
    nouns = {_noun_key(t.split()[-1]) for t in terms if t.split()}
    lo = max(start, end - _LIST_REACH)
    first = _ALPHA.match(text, start, end)
    if not nouns or first is None or first.group().lower() not in _DETERMINERS:
        return start  # a clause ("Licensor grants ..."), not a noun and its modifier
    if "(" in text[start:end] or ")" in text[start:end]:
        return start
    for m in reversed(list(_PREP_OBJECT.finditer(text, lo, end))):
        tail = [w.lower() for w in _ALPHA.findall(text, m.end(), end)]
        if any(w in _CLAUSE_WORDS for w in tail):
            return start  # the object goes on as a clause: no list of things
        if not {_noun_key(w) for w in tail} & nouns:
            continue  # "... expenses of the Customer": an earlier preposition's list
        if not _obj.LIST.search(text, m.end(), end):
            return start
        head = [w.lower() for w in _ALPHA.findall(text, start, m.start())]
        if any(w in _CLAUSE_WORDS for w in head) or {_noun_key(w) for w in head} & nouns:
            return start
        return m.end()
    return start
