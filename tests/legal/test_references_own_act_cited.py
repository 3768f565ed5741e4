"""The "may be cited as" scan finds exactly what a case-blind, whole-word reading does (its
pattern is written for speed; this checks it against the plain one on tricky spellings)."""

from __future__ import annotations

import re

import pytest

from clausewise.legal.references_own_act import _CITED_AS

_PLAIN = re.compile(r"(?i)\bmay[ \t\n]{1,3}be[ \t\n]{1,3}cited[ \t\n]{1,3}as[ \t\n]{1,3}")


@pytest.mark.parametrize(
    "text",
    [
        "This Act may be cited as the Widget Safety Act of 2024.",
        "THESE REGULATIONS MAY BE CITED AS THE WIDGET REGULATIONS 2019",
        "These Regulations May  Be\nCited as the Widget Regulations 2019.",
        "May be cited as the Ports Act 1991.",  # at the very start
        "to their dismay be cited as a reason",  # inside a word: no
        "mAy Be CiTeD aS odd casing",
        "may_be cited as x; 2may be cited as y; -may be cited as z",
        "may be cited\tas\n\nthe Act",  # too many blanks before the name's first word
    ],
)
def test_cited_as_matches_the_plain_reading(text: str) -> None:
    assert [m.span() for m in _CITED_AS.finditer(text)] == [
        m.span() for m in _PLAIN.finditer(text)
    ]


def test_the_examples_are_not_all_misses() -> None:
    assert len(_CITED_AS.findall("This Act may be cited as X. MAY BE CITED AS Y")) == 2
