"""A party named in a role, and "as a" inside a name, for :mod:`.definitions_phrase`: "appoint
Barclays as exclusive remarketing agent (the "Remarketing Agent")" names Barclays in its
role, while "This Software as a Service Agreement (the "Agreement")" is one name."""

from __future__ import annotations

import re

from .definitions_found import word_set

__all__ = ["DETERMINERS", "as_a", "name_before", "shorter"]

DETERMINERS = word_set(
    "the a an any each every all such its their his her our your this that these those no either"
)


def name_before(words: list[re.Match[str]], j: int) -> int:
    """Start of the name of capitalised words ending at ``words[j]`` right before "as" and
    the role the bracket names, or -1: a party in a role is that party ("appoint Barclays as
    exclusive remarketing agent (the "Remarketing Agent")" names Barclays as the agent). Not
    a noun after a determiner ("any Affiliate) as a sub-servicer") or a bracket."""
    if j < 0 or not words[j].group()[:1].isupper():
        return -1
    if words[j].string[words[j].end() : words[j + 1].start()].strip():
        return -1  # "(including any Affiliate) as": a bracket closes before "as"
    while j > 0 and words[j - 1].group()[:1].isupper() and words[j - 1].group() != "The":
        j -= 1
    if j > 0 and words[j - 1].group() in DETERMINERS:
        return -1
    return words[j].start()


def as_a(strings: list[str], i: int) -> bool:
    """Whether ``strings[i]`` is the "a" of "as a" between capitalised words of a name
    ("Software as a Service", "Platform as a Service")."""
    return (
        strings[i] in ("a", "an")
        and 1 < i < len(strings) - 1
        and strings[i - 1] == "as"
        and strings[i - 2][0].isupper()
        and strings[i + 1][0].isupper()
    )


def shorter(text: str, start: int, end: int, term: str) -> bool:
    """Whether ``text[start:end]`` is a determiner and a shorter term the bracket's ``term``
    ends with ("the Commencement Date" before "(the "Rent Commencement Date")"): a mention
    of that other term of two words or more, which the bracket's term is no name for."""
    words = text[start:end].split()
    if words and words[0].lower() in DETERMINERS:
        if words[0].lower() != "the":
            return False  # "an IMPCO Director (the "Original IMPCO Director")": one in a role
        words = words[1:]
    name = " ".join(words)
    # (two words at least: "a Party (the "Receiving Party")" is the party in its role)
    return len(words) > 1 and all(w[:1].isupper() for w in words) and term.endswith(" " + name)
