"""A defining bracket that capitalises the words it follows: "IBM will provide physical and
operational database administration support for Microsoft SQL, database software ("Database
Software") for ...".

When every word of a term of two words or more stands, lower case and in order, right before
its bracket, the bracket names those words: the drafter turned "database software" into the
defined "Database Software". Where the phrase read back from the bracket runs past a
preposition, a comma or a verb into the rest of the sentence ("support for Microsoft SQL,
database software"), the phrase is the echoed words, with a determiner right before them
("the database software") or a possessive ("Acme's contracting officer"). Two readings keep
the whole phrase: words naming a party's capacity ("Acme Bank, as successor collateral agent
(the "Collateral Agent")": the bank is the agent), and a plain noun phrase opened by its
determiner ("the Microsoft SQL database software ("Database Software")"). The echoed words may
qualify an instrument's noun ("pursuant to a terms of use agreement ("Terms of Use")"): the
phrase is the echo with that noun. A one-word term is
never read this way: "information" before "("Information")" may end a list.
"""

from __future__ import annotations

import re

from .definitions_found import word_set

__all__ = ["echo_start"]

_WORD = re.compile(r"[A-Za-z0-9$][\w'’&\-]*|[,;:()]")
_DETERMINERS = word_set("the a an any each all such its their our your this that these those")
# Words that end a noun phrase read backwards: prepositions, conjunctions, auxiliaries.
_BREAKS = word_set(
    "for in to of by with without from under upon on at after before during within through "
    "as per via and or but nor that which who is are was were be been will shall may must "
    "can would should could has have had do does provide provides include includes including"
)
# The noun a term's echoed words may qualify: "a terms of use agreement", "the service level
# schedule".
_HEAD_NOUN = re.compile(
    r"agreement|agreements|policy|policies|document|documents|schedule|terms|statement|form"
)
_REACH = 240  # characters read back from the bracket: the term's words and what precedes them


def echo_start(text: str, start: int, end: int, terms: list[str]) -> int:
    """The start of the term's echoed words before ``end`` (the bracket), or ``start`` when
    no term echoes them or the phrase from ``start`` is a plain noun phrase."""
    tail_text = text[max(start, end - _REACH) : end].rstrip()
    for term in terms:
        own = term.lower().split()
        n = len(own)
        if n < 2 or own[-1] not in tail_text[-len(own[-1]) - 16 :]:
            continue  # cheap test first: most brackets echo nothing
        words = list(_WORD.finditer(text, max(start, end - _REACH), end))
        if len(words) <= n:
            continue
        tail, before = words[-n:], words[:-n]
        if [w.group() for w in tail] != own:
            # "a terms of use agreement ("Terms of Use")": the echo and the noun it qualifies
            if len(words) <= n + 1 or [w.group() for w in words[-n - 1 : -1]] != own:
                continue  # lower case only: the bracket capitalises the words it follows
            if not _HEAD_NOUN.fullmatch(words[-1].group()):
                continue
            tail, before = words[-n - 1 :], words[: -n - 1]
        if not any(w.group() in ",;:()" or w.group().lower() in _BREAKS for w in before):
            return start  # "the Microsoft SQL database software": one noun phrase
        last = before[-1].group()
        if any(w.group().lower() == "as" for w in before[-3:]):
            # "Acme Bank, as (successor) collateral agent": the capacity of a named party
            return start
        at = tail[0].start()
        if last.lower() in _DETERMINERS or last.endswith(("'s", "’s")):
            at = before[-1].start()  # "the database software", "Acme's contracting officer"
        return at
    return start
