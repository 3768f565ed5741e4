"""The words a heading title is read by: which small words a title in title case leaves in
lower case, which verbs make a line a sentence, which words no title ends with."""

from __future__ import annotations

__all__ = [
    "ASKING_VERBS",
    "CAPS_VERBS",
    "DANGLING",
    "MINOR_WORDS",
    "MODALS",
    "QUESTION_WORDS",
    "is_title_case",
    "sentence_case_title",
]

# Verbs that make a run of capitals a sentence ("NEITHER PARTY MAKES ANY WARRANTY ..."), not a
# title: only words that are never the nouns of a heading ("WARRANTS", "GRANTS" are).
CAPS_VERBS = frozenset(
    {"SHALL", "WILL", "MAY", "MUST", "IS", "ARE", "HAS", "HAVE", "AGREES", "DOES", "DO"}
    | {"BE", "BEEN", "WAS", "WERE", "CAN", "CANNOT", "COULD", "WOULD", "SHOULD", "MAKES"}
    | {"ACKNOWLEDGES", "ACKNOWLEDGE", "DISCLAIMS", "REPRESENTS", "UNDERSTANDS", "CERTIFIES"}
    | {"ASSUMES", "WAIVES", "EXCLUDES", "INCLUDES", "APPLIES", "CONSTITUTES", "PROVIDES"}
)

# Small words a title in title case leaves in lower case ("Limitation of Liability").
MINOR_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "as",
        "at",
        "by",
        "for",
        "from",
        "in",
        "into",
        "of",
        "on",
        "or",
        "per",
        "the",
        "to",
        "under",
        "upon",
        "with",
        "its",
        "their",
        "vs",
        "via",
        "than",
        "between",
    ]
)

# Words a title in title case may leave in lower case, when all its other words are
# capitalised (see :func:`is_title_case`).
_DETERMINERS = frozenset({"this", "these", "your", "our"})


def is_title_case(words: list[str]) -> bool:
    """Most significant words capitalised (four in five), first word capitalised, nothing
    quoted. Stops as soon as too many words are not capitalised (a sentence)."""
    if not words or not words[0][:1].isupper():
        return False
    n = len(words)
    sig = odd = det = 0
    for w in words:
        if w.lower() in MINOR_WORDS:
            continue
        if w in _DETERMINERS:
            det += 1
            continue
        sig += 1
        c = w[0]
        if not (c.isupper() or c.isdigit() or c == "(" or c == "&"):
            odd += 1
            if odd * 5 > n:
                return False  # more than a fifth of all words: no count of minor ones helps
    if det and (odd or words[0].lower() in MINOR_WORDS):
        # "Revised Versions of this License", "Changes to these Terms": a title leaves them in
        # lower case only when every other word is capitalised and it does not open with a
        # preposition ("Products furnished ... under this Agreement:", "In this Agreement:"
        # are lead-ins).
        sig, odd = sig + det, odd + det
    return sig > 0 and odd * 5 <= sig


# The words a question heading opens with ("Who we are", "How we use your data").
QUESTION_WORDS = frozenset({"who", "what", "how", "when", "where", "why", "which"})
# The verbs a yes-or-no question opens with: "Are there any costs for the Service?", "Can I
# cancel my subscription?". Closed by its question mark, such a line is a heading.
ASKING_VERBS = frozenset(
    {"are", "is", "can", "could", "do", "does", "will", "would", "should", "may", "must"}
)

MODALS = frozenset(["shall", "will", "may", "must", "is", "are", "has", "have", "means"])


# Subjects a heading never opens with: "We refer to the Agreement." is a sentence.
_PRONOUNS = frozenset({"We", "You", "I", "They", "He", "She", "It"})


def sentence_case_title(words: list[str]) -> bool:
    """A short sentence-case heading ("Definitions and interpretation"): few words, no verb,
    not opened by a pronoun (the subject of a sentence)."""
    return (
        len(words) <= 6
        and MODALS.isdisjoint(map(str.lower, words))
        and not (words and words[0] in _PRONOUNS)
    )


# Words a title never ends with: a line cut by a hard wrap in the middle of a phrase.
DANGLING = frozenset(
    {"the", "a", "an", "of", "to", "and", "or", "with", "for", "by", "in", "on", "at", "that"}
    | {"which", "from", "under", "any", "its", "their", "such", "this", "all", "be", "written"}
)
