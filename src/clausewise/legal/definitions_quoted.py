"""Quoted terms: the pattern of a term between quotation marks (double or single, straight
or curly), shared by the definition finders, the term it holds, and whether a quotation is
a label on a button or a page rather than a term (:func:`label_before`)."""

from __future__ import annotations

import re

from .definitions_found import clean, word_set

__all__ = ["GAP", "QUOTED_RE", "QUOTE_ANCHORS", "label_before", "quoted", "term", "terms_in"]

_NOT_D = r"[^\"“”\n]"
_NOT_S = r"[^'‘’\"“”\n]"
GAP = r"[ \t]*(?:\n[ \t]*)?"  # one way to match a gap: no backtracking blow-up


def _term_pattern(chars: str, name: str) -> str:
    """Up to 80 ``chars``, then maybe a line break and up to 40 more: the text between two
    quotes. Each run is taken whole, never given back (a look-ahead captures it and a back
    reference consumes it): the quote that must follow cannot be one of ``chars``, so a
    shorter run could never be followed by it, and trying each would cost a step per
    character wherever a quote opens no term."""
    return (
        rf"(?=(?P<{name}1>{chars}{{1,80}}))(?P={name}1)"
        rf"(?:\n(?=(?P<{name}2>{chars}{{1,40}}))(?P={name}2))?"
    )


# Where a pattern that opens with a quotation mark can start: the text is searched for these
# (``anchored_finditer``), not scanned character by character.
QUOTE_ANCHORS = (('"', 0), ("\u201c", 0), ("'", 0), ("\u2018", 0), ("``", 0))

def quoted(name: str) -> str:
    """A quoted term, double or single, straight or curly, captured as ``<name>d``/``<name>s``.

    One leading character class (rather than two alternatives) lets the regex engine jump
    from quote mark to quote mark; a single quote must not follow a letter ("Party's").
    A doubled single quote (captured as ``<name>w``) opens a term the same way, and then a
    doubled one closes it: the Government Publishing Office prints Bills and the United States
    Code so ("The term ‘‘covered data’’ means", and in its plain text "``covered data''")."""
    return (
        rf"(?:(?P<{name}w>``|‘‘|'')|[\"“'‘])"
        rf"(?:(?<=[\"“])(?P<{name}d>{_term_pattern(_NOT_D, name + 'd')})[\"”]"
        rf"|(?<=['‘`])(?<![\w]['‘])(?P<{name}s>{_term_pattern(_NOT_S, name + 's')})"
        rf"(?({name}w)['’]['’]|['’])(?![\w]))"
    )


QUOTED_RE = re.compile(quoted("q"))


_PLURAL_MARKS = ("(s)", "(es)", "(S)")


def term(raw: str) -> str:
    """The term inside quotes, without a leading article (EU style "‘the Board’"), a "this"
    before a capitalised word ('As used herein, "this License" refers to ...') or a plural's
    mark ("Affiliate(s)")."""
    text = clean(raw)
    if text[-1:] == ")" and text.endswith(_PLURAL_MARKS):
        mark = text.rindex("(")
        if text[mark - 1 : mark].isalpha():  # "Affiliate(s)", "Business(es)": either number
            text = text[:mark]
    if text[:4] in ("the ", "The ") and len(text) > 4:
        return text[4:]
    if text[:5] in ("this ", "This ") and text[5:6].isupper():
        return text[5:]
    return text


def terms_in(segment: str) -> list[str]:
    return [term(m.group("qd") or m.group("qs")) for m in QUOTED_RE.finditer(segment)]


# 'Clicking "I Agree" means you accept', 'Select the "Accept" button': a quoted phrase right
# after a verb of pressing, choosing or typing (or of marking, labelling or saying) is what is
# on a button, a box or a page, not a term the sentence defines. Read in a short window that
# ends at the quotation mark.
_LABEL_VERBS = word_set(
    "click clicks clicked clicking select selects selected selecting press presses pressed "
    "pressing tap taps tapped tapping type types typed typing enter enters entered entering "
    "tick ticks ticked ticking check checks checked checking choose chooses choosing chose "
    "mark marks marked marking label labels labelled labeled labelling labeling stamp stamps "
    "stamped stamping entitled titled captioned headed say says saying said read reads reading"
)
_LABEL_SMALL = word_set("on the a an your any its in into with")
_TAIL_WORD = re.compile(r"(?<!\w)\w+\Z")  # (?<!\w): tried at word starts only
_WORD = re.compile(r"\w")


def label_before(text: str, pos: int) -> bool:
    """Whether a verb of ``_LABEL_VERBS`` and up to two of ``_LABEL_SMALL`` end the 40
    characters before ``pos``, blanks after them ('Select the "Accept" button')."""
    lo = max(0, pos - 40)
    window = text[lo:pos]
    if not window or window[-1] not in " \t\n":
        return False
    words = window.split()
    for small in range(3):
        if not words:
            return False
        token = words.pop()
        if token.isalpha():  # (most words: the whole token is the word)
            word, at = token.lower(), 0
        else:
            tail = _TAIL_WORD.search(token)
            word, at = (tail.group().lower(), tail.start()) if tail is not None else ("", -1)
        if word in _LABEL_VERBS:
            cut = not words and at == 0 and window[0] not in " \t\n"
            return not (cut and lo > 0 and _WORD.match(text, lo - 1) is not None)
        if small == 2 or token.lower() not in _LABEL_SMALL:
            return False
    return False
