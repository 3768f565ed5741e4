"""What "referred to as" names: '"Provider and Client are sometimes referred to herein
individually as a "Party"' defines "Party" as "Provider and Client"; the words between the
subject and "referred to" (its verb, "sometimes", "herein") are no part of it."""

from __future__ import annotations

from .definitions_phrase import VERB_GROUP, WORDS

__all__ = ["referred_subject"]


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Words between a subject and "referred to as": "are sometimes", "is each", "each of them is".
_REFERRED_TAIL = _set(
    "is are be been being shall will may each both all of them individually collectively "
    "together jointly separately herein hereinafter hereafter sometimes also hereby "
    "hereunder below and or ,"
)
# A subject that only points back: "and each is referred to as", "both of which are".
_BACK_POINTERS = _set("each both all it they which who whom")


def referred_subject(text: str, start: int, end: int) -> tuple[int, int]:
    """What "referred to as" names, in the clause ``text[start:end]`` before it: the clause
    without its verb ("Provider and Client are sometimes" -> "Provider and Client"); where
    that subject only points back ("Each of Acme and Beta may disclose information, and
    each is"), the sentence's subject up to its verb ("Each of Acme and Beta")."""
    words = list(WORDS.finditer(text, start, end))
    cut = len(words)
    pointer = False
    while cut > 1 and words[cut - 1].group().lower() in _REFERRED_TAIL:
        cut -= 1
        pointer = pointer or words[cut].group().lower() in _BACK_POINTERS
    if cut == len(words):
        return start, end
    tail = words[cut - 1].end()
    if pointer:
        verb = VERB_GROUP.search(text, max(0, start - 1), tail)
        if verb is not None and verb.start() > start:
            subject = verb.start()
            while subject > start and text[subject - 1] in " \t\n,":
                subject -= 1
            return start, subject
    return start, tail
