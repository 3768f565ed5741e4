"""Where the phrase a defining bracket names starts, past what :mod:`.definitions_phrase`
reads (its clause, finite verb and name steps). Each step only moves the start forward, and
only to a noun phrase that runs on to the bracket:

1. the heading floor: a unit's text starts after its heading line ("2. Your Content" above
   "You keep ... ("Your Content")"), and no clause starts inside a word a window cut;
2. an introductory adverbial: a clause opening with a preposition ("For these purposes, and
   without any compensation, the person ... (the "Affirmer")") names the phrase after the
   commas that close it, not those of a list ("the Development, Manufacture, or ...");
3. a subject and its verb, as the finite-verb step reads "shall provide": a pronoun ("You
   keep ...", "We grant you ...", with a pronoun object) or a name and a verb in "-s"
   ("Customer retains ownership of ...");
4. a gerund's object: after a preposition, "using", "accessing", "contributing to" take the
   phrase as their object ("carefully before using the Quill app (the "Service")", "for the
   purpose of contributing to a commons of ... works ("Commons")");
5. a bare noun's object: a noun without a determiner before "of" ("keep ownership of the
   videos ... ("Your Content")", "obtain copies of the financial statements") is the verb's
   idiom, the bracket names what follows "of"; a measure ("a period of three (3) years") or a
   noun the term repeats ("the costs of manufacturing ... ("Costs")") keeps the whole phrase;
6. the phrase the term's own word heads: the determiner or number that opens the noun phrase
   of the last lower-case mention of the term's last word ("grants to the Customer | a
   non-exclusive licence to use ... (the "Licence")"), or for a term of quantity the first
   measure after a preposition ("and continue for | a period of two years (the "Initial
   Term")"); not after a comma (an appositive) or "and"/"or" (a list's last item).

A bracket after the last item of an inline list of qualifiers ("a licence to exercise the
rights (i) in all territories, ... and (iv) for any purpose (the "License")") names the
term's head noun before the first item, with the list (unless an item has its own bracket).
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex
from .definitions_found import COLLECTIVE, word_set
from .definitions_recast import capitals_name, list_item
from .plurals import noun_key as _noun_key

__all__ = ["LINE_MARKER", "clause_floor", "list_head", "narrow", "phrase_end"]

_WORD = re.compile(r"[A-Za-z0-9$][\w'’&.\-]*|,|\(|\)")
_DETERMINERS = word_set(
    "the a an any each every all such its their his her our your this that these those no "
    "either some certain"
)
_PREPOSITIONS = word_set(
    "for in to of by with without from under upon on at after before during within through "
    "throughout notwithstanding pursuant subject except following as per via despite since"
)
_SUBJECTS = word_set("you we they i he she")
_ADVERBS = word_set("hereby also further still thereby")
_SUBORDINATORS = word_set("if when whenever where once while unless until although because")
_OBJECT_PRONOUNS = word_set("us you them him her me it")
# Words that are no verb after a subject pronoun ("you and Acme", "we, the Company").
_NOT_VERB = word_set(
    "and or the a an to of for with in on at by as that which who all both each also not may "
    "will shall must can could should would might do does did is are was were be been has "
    "have had"
)
# "-ing" words that are prepositions or nouns, never a gerund taking an object.
_NOT_GERUNDS = word_set(
    "during including excluding regarding concerning notwithstanding following pending "
    "according nothing anything something everything thing things king ring string spring "
    "morning evening building ceiling housing funding pricing billing marketing training "
    "offering meaning heading wording"
)
_GERUND_PARTICLES = word_set("to with")
_GERUND_LEADS = _PREPOSITIONS | word_set("when while")  # "while using the chat service"
_RELATIVES = word_set("which who whom whose where that")
# A company's suffix after a comma is part of its name: "Goosehead Insurance Agency, LLC".
_SUFFIXES = word_set(
    "llc l.l.c. inc inc. ltd ltd. limited plc corp corp. co. lp l.p. llp l.l.p. n.a. s.a. "
    "gmbh ag b.v. n.v. s.a.r.l. pty jr. sr."
)
# A clause's number opening its line ("2.4 This Agreement continues ... (the "Term")") is no
# part of the phrase.
LINE_MARKER = re.compile(
    r"(?:\d{1,3}(?:\.\d{1,3}){1,4}\.?|\d{1,3}\.|\((?:[a-z]{1,4}|\d{1,3})\))[ \t]+"
)
# "Thanks for using Dropbox! These terms ...": a sentence the clause step does not end.
_EXCLAMATION = re.compile(r"[!?][ \t\n]+(?=[A-Z])")
# Unions read per word, built once.
_NOT_A_NAME = _PREPOSITIONS | _DETERMINERS | _SUBORDINATORS
_NO_OBJECT = _PREPOSITIONS | (_NOT_VERB - _DETERMINERS)
_NO_PHRASE_WORDS = _PREPOSITIONS | _NOT_VERB
_NOT_VERB_NOR_LIST = _NOT_VERB - {"and", "or"}
# An object that goes on as a clause names nothing: "by notifying the Executive that ...".
_CLAUSE_WORDS = word_set("that which who whom is are was were shall will may must can")
# Nouns of measure: "a period of three (3) years (the "Initial Term")" names the period.
_MEASURES = word_set(
    "period term sum amount total number aggregate maximum minimum portion percentage rate "
    "fee fees price payment payments interest value balance share part majority quantity "
    "series set list group years months weeks days"
)
# Terms for a quantity: with their own word absent, they name a phrase of measure.
_QUANTITY_TERMS = _MEASURES | word_set(
    "deposit cap limit ceiling threshold charge charges cost costs consideration royalty "
    "royalties commission compensation"
)
_SPELLED = word_set("one two three four five six seven eight nine ten eleven twelve twenty")
# A pronominal adverb after a noun ends its words too: "any continuations thereof".
_AFTER_HEAD = word_set(
    "to equal payable due and or thereof therein thereto thereunder hereof herein hereto "
    "hereunder"
)
_NUMBERED = word_set("chapter section article rule title item form schedule exhibit part clause")
_OBJECT_WORDS = 14
# The marker of an inline item a clause starts after, and the first item of its list.
_ITEM_BEFORE = re.compile(r"(?<!\S)\((?:[ivx]{1,5}|[a-z]|\d{1,2})\)[ \t\n]+\Z")
_FIRST_ITEM = re.compile(r"(?<!\S)\((?:i|a|1)\)[ \t\n]+")
_SENTENCE_END = re.compile(r"[.;:][ \t\n]+(?=[A-Z(])|\n[ \t]*\n")
_LIST_REACH = 1500
# A defining bracket inside the list: its items are named one by one, not summed up.
_DEFINING = re.compile(r"\((?:[a-z]{1,12}[ ,]{1,2}){0,3}[\"“]")
_HEAD_WORDS = 24  # commas count
_BLANK = re.compile(r"\s+")


def clause_floor(text: str, index: TreeIndex, start: int, pos: int) -> int:
    """``start``, the clause start found for the bracket at ``pos``, moved past the heading
    of its unit and, when a bounded look-back window cut a word ("he amount" of "the
    amount"), to the next whole word."""
    start = max(start, _heading_floor(text, index, pos))
    if 0 < start < pos and _inside_word(text, start):
        gap = _BLANK.search(text, start, pos)
        return gap.end() if gap is not None else pos
    return start


def _inside_word(text: str, at: int) -> bool:
    """Whether ``at`` falls inside a word ("the", "out-of-pocket", "Licensor's")."""
    return text[at].isalnum() and (text[at - 1].isalnum() or text[at - 1] in "-'’")


def _heading_floor(text: str, index: TreeIndex, pos: int) -> int:
    """Where the text of the unit holding ``pos`` starts after its heading, when that heading
    stands on a line of its own before ``pos``; else 0. Not when the heading's line runs on
    below in lower case or into a bracket (a wrapped sentence taken for a title), nor for a
    run-in title on the sentence's own line."""
    node = index.innermost(pos)
    while node is not None:
        n = index.nodes[node]
        head = n.heading_end
        if n.start < head <= pos:
            break
        node = n.parent
    else:
        return 0
    while head < pos and text[head] in " \t.:-\u2013\u2014":
        head += 1
    if head >= pos or text[head] not in "\r\n":
        return 0
    while head < pos and text[head].isspace():
        head += 1
    if head >= pos or text[head].islower() or text[head] in "(\"“'‘,;":
        return 0
    return head


def phrase_end(text: str, start: int, pos: int) -> int:
    """``pos`` moved back over the blanks and commas before it, not past ``start``."""
    while pos > start and text[pos - 1] in " \t\n,":
        pos -= 1
    return pos


def _nouns(terms: list[str]) -> set[str]:
    return {_noun_key(t.split()[-1]) for t in terms if t.split()}


def _last_words(terms: list[str]) -> set[str]:
    """The terms' last words in lower case, "license" spelled "licence"."""
    return {t.split()[-1].lower().replace("license", "licence") for t in terms if t.split()}


def _ofs(words: list[str]) -> list[int]:
    """Where "of" joins two words of a term ("Notice of Disagreement": 1)."""
    return [i for i in range(1, len(words) - 1) if words[i] == "of"]


def _opens_phrase(word: str) -> bool:
    """Whether ``word`` can open a named noun phrase: a determiner, a name or a number."""
    return word.lower() in _DETERMINERS or word[:1].isupper() or word[:1].isdigit()


def _opens_intro(word: str) -> bool:
    """Whether a clause opening with ``word`` may open with an introductory adverbial: a
    sentence-initial preposition ("For ..."), not "to an investor under ..." nor capitals."""
    return word.lower() in _PREPOSITIONS and word[0].isupper() and not word.isupper()


def _after_intro(words: list[re.Match[str]]) -> int:
    """Index of the first word after a clause's introductory adverbial ("For these purposes,
    and without any compensation, | the person ..."), or 0. Only top-level commas count, and
    only when each segment before opens with a preposition (maybe after "and"/"or")."""
    if not words or not _opens_intro(words[0].group()):
        return 0
    depth, cut = 0, 0
    for i, w in enumerate(words):
        word = w.group()
        if word == "(":
            depth += 1
        elif word == ")":
            depth = max(0, depth - 1)
        elif word == "," and depth == 0 and i + 1 < len(words):
            if list_item(words, i):
                continue  # "as a result of the Development, Manufacture, or Commercialization"
            after = words[i + 1].start()
            if after == w.end() or not words[i + 1].group()[0].isalpha():
                continue  # "675,000", "December 15, 2050"
            if after > w.end() + 1 and w.string[w.end() + 1] not in " \t\n":
                continue  # ', "Effective Time" means': a quotation, not a phrase
            nxt = words[i + 1].group().lower()
            if nxt in ("and", "or") and i + 2 < len(words):
                nxt = words[i + 2].group().lower()
            if nxt in _PREPOSITIONS or nxt in _SUFFIXES or nxt in ("including", "excluding"):
                continue  # the adverbial goes on: ", and without any expectation ..."
            cut = i + 1
            break
    if not cut or not _opens_phrase(words[cut].group()):
        return 0
    return cut


def _subject_end(words: list[re.Match[str]]) -> tuple[int, bool]:
    """Index after a clause's subject, a pronoun ("You") or a name ("Customer", "the
    Licensor", "Acme Cloud"), and whether it is a pronoun; (0, False) for none."""
    first = words[0].group()
    if first.lower() in _SUBJECTS:
        return 1, True
    i = 0
    if first.lower() in _SUBORDINATORS:
        if any(w.group() == "," for w in words):
            return 0, False  # "If Acme exercises its option, the terms ...": a main clause
        i = 1
    if i < len(words) and words[i].group() in ("The", "the"):
        i += 1
    name = words[i].group() if i < len(words) else ""
    if not name[:1].isupper() or capitals_name(words, i):
        return 0, False  # no name, or a sentence in capitals
    if words[i].group().lower() in _NOT_A_NAME:
        return 0, False
    while i < len(words) and words[i].group()[0].isupper():
        at = words[i].start()
        if at and words[i].string[at - 1] in "\"“'‘":
            return 0, False  # '"Issuer Free Writing Prospectus" means': a definition's term
        i += 1
    return i, False


def _after_subject(words: list[re.Match[str]]) -> int:
    """Index of the first word after a subject, its verb, a pronoun object and a preposition
    ("You keep | ownership of ...", "We grant you | a licence", "Customer retains |
    ownership of ..."), or 0. After a name, only a verb in "-s" taking a bare noun or a
    determiner ("Licensor grants Licensee a ..." and "grants to" are left whole)."""
    i, pronoun = _subject_end(words)
    if not i or i + 2 > len(words):
        return 0
    if words[i].group() in _ADVERBS or words[i].group().endswith("ly"):
        i += 1  # "hereby", "also", "expressly"
    verb = words[i].group()
    if not verb.isalpha() or not verb.islower() or verb in _NOT_VERB or verb.endswith("ly"):
        return 0
    if not pronoun and (not verb.endswith("s") or verb.endswith("ss")):
        return 0
    i += 1
    if i + 1 >= len(words):
        return 0
    if words[i].group().lower() in _OBJECT_PRONOUNS:
        i += 1
    that = _that_clause(words, i)
    if that:
        return that  # "Seller warrants to the Buyer that | each of the statements ..."
    preposition = words[i].group().lower() in _PREPOSITIONS
    if preposition and not pronoun:
        return 0
    i += preposition
    word = words[i].group()
    if word in (",", "that") or word.lower() in _NO_OBJECT:
        return 0  # "Sponsor acknowledges that ...": a clause, no phrase
    if preposition and not _opens_phrase(word):
        # "You agree to pay | all charges ...", not "to indemnify, defend and hold ..."
        infinitive = words[i - 1].group() == "to" and word.isalpha() and i + 1 < len(words)
        if not infinitive or not _opens_phrase(words[i + 1].group()):
            return 0
        i += 1
    if not pronoun and word[0].isupper():
        return 0  # "Licensor grants Licensee a licence": the first object is no phrase
    return i


def _that_clause(words: list[re.Match[str]], i: int) -> int:
    """Index of the subject of a "that" clause the verb before ``words[i]`` takes, maybe
    after a recipient ("warrants to the Buyer that | each of the statements in Schedule 4",
    "acknowledges that | the Licensed Marks"), when a determiner or a name opens it; else 0."""
    j = i
    if words[j].group() in ("to", "with"):  # a recipient: "to the Buyer", "with Licensee"
        j += 1
        if j < len(words) and words[j].group() in ("the", "each", "any"):
            j += 1
        while j < len(words) and words[j].group()[:1].isupper():
            j += 1
        if j == i + 1:
            return 0
    if j + 2 >= len(words) or words[j].group() != "that":
        return 0
    subject = words[j + 1].group()
    if not (subject.lower() in _DETERMINERS or subject[:1].isupper()) or subject in _THAT_NOT:
        return 0
    return j + 1


# Words after "that" that open no noun phrase: pronouns, and "that"/"this" standing alone
_THAT_NOT = word_set("It It's That This These Those There I We You They He She")


def _gerund_object(words: list[re.Match[str]], nouns: set[str]) -> int:
    """Index of the object of the last gerund after a preposition ("before using | the Quill
    app", "of contributing to | a commons"), or 0: not when the object runs on as a clause,
    is long, or when a noun the term repeats comes before ("costs in manufacturing ...")."""
    for g in range(len(words) - 2, 0, -1):
        word = words[g].group()
        if not (word.endswith("ing") and word.isalpha() and word.islower() and len(word) > 4):
            continue
        if word in _NOT_GERUNDS or words[g - 1].group().lower() not in _GERUND_LEADS:
            continue
        if g > 1 and words[g - 2].group().endswith("ed"):
            return 0  # "associated with making the Visa Solution available"
        if any(w.group().lower() in _RELATIVES for w in words[:g]):
            return 0  # "the period during which studies are performed for evaluating ..."
        i = g + 1
        if words[i].group() in _GERUND_PARTICLES and i + 1 < len(words):
            i += 1
        rest = [w.group() for w in words[i:]]
        if (
            not _opens_phrase(rest[0])
            or len(rest) > _OBJECT_WORDS
            or any(w.lower() in _CLAUSE_WORDS for w in rest)
            or any(_noun_key(w.group()) in nouns for w in words[:g])
        ):
            return 0
        return i
    return 0


def _named_head(words: list[re.Match[str]], heads: set[str], of_heads: set[str]) -> int:
    """Index of the determiner or number opening the noun phrase whose head the term names
    (step 6): "grants to the Customer | a non-exclusive licence to use the Software (the
    "Licence")", "from | the date of this Agreement (the "Commencement Date")", "Acme, | 100
    shares of common stock (the "Shares")". The head is the last lower-case mention of the
    term's last word outside brackets that ends its own words (a preposition, a participle, a
    relative, "and"/"or" or the bracket follows, not another noun: "the fee schedule"). A
    quantity's term ("Initial Term") names the first noun of measure (of the last stretch
    between commas holding one) when its own word is not there ("for | a period of two
    years"). 0 when no determiner or number opens it within a few words, or after a comma
    ("Acme Trust, a trust (the "Trust")"). "X of Y" (X in ``of_heads``) takes in "| notice of"."""
    depth = 0
    found: list[int] = []
    measures: list[list[int]] = [[]]  # the measures of each stretch between commas
    for h, m in enumerate(words):
        word = m.group()
        depth += (word == "(") - (word == ")")
        if word == "," and depth == 0:
            measures.append([])  # "cure within 30 days, and continues for five years"
        elif h and depth == 0 and _heads_phrase(words, h):
            low = word.lower().replace("license", "licence")
            if low in heads and word.islower():
                found.append(h)
            elif low in _MEASURES and word.islower():
                measures[-1].append(h)
    measure = not found and bool(heads & _QUANTITY_TERMS)
    if measure:
        found = next((run[:1] for run in reversed(measures) if run), [])
    if not found:
        return 0
    j = _phrase_opener(words, found[-1])
    if measure and not (j and words[j - 1].group().lower() in _PREPOSITIONS):
        return 0  # a measure is taken after a preposition only: "for | a period of ..."
    if j >= 2 and words[j - 1].group() == "of" and _noun_key(words[j - 2].group()) in of_heads:
        j -= 2  # with its determiner right before it, if any ("a | notice of")
        if j >= 1 and words[j - 1].group().lower() in _DETERMINERS:
            j -= 1
    return j


def _phrase_opener(words: list[re.Match[str]], h: int) -> int:
    """Index of the determiner or number a few words before ``words[h]`` that opens its noun
    phrase ("a non-exclusive | licence", "780,000 | shares"), or 0."""
    for j in range(h - 1, max(-1, h - 7), -1):
        word = words[j].group()
        before = words[j - 1].group().lower() if j else ""
        if word in "()" or (before == "(" and word.isdigit()):
            continue  # "three (3) years": a numeral repeated in brackets
        if word[:1].isdigit():
            if before in _NUMBERED:
                continue  # "chapter 11 bankruptcy cases": the number is part of a name
            while j >= 2 and before == "," and words[j - 2].group().isdigit():
                j -= 2  # "780,000 shares"
                before = words[j - 1].group().lower() if j else ""
            return 0 if before == ")" else j  # not a footnote mark
        if word.lower() in _DETERMINERS or word.lower() in _SPELLED or word[:1] == "$":
            # Not after a comma (an appositive) nor "and"/"or" (the last item of a list:
            # "trademarks, logos, and any other features of the brand").
            return 0 if before in (",", "and", "or") else j
        if not (word.isalpha() or "-" in word) or word.lower() in _NO_PHRASE_WORDS:
            return 0
    return 0


def _heads_phrase(words: list[re.Match[str]], h: int) -> bool:
    """Whether ``words[h]`` ends its noun phrase's words: the last word, or one followed by a
    preposition, a participle, "to", "and"/"or", a relative or punctuation (no other noun)."""
    if h + 1 >= len(words):
        return True
    nxt = words[h + 1].group()
    low = nxt.lower()
    return (
        not nxt[:1].isalnum()
        or low in _PREPOSITIONS
        or low in _RELATIVES
        or low in _AFTER_HEAD
        or (low.endswith(("ed", "ing")) and low.isalpha())
    )


def _of_object(words: list[re.Match[str]], nouns: set[str]) -> int:
    """Index of the phrase after "of" when a bare noun opens the phrase ("ownership of | the
    videos"), or 0."""
    if len(words) < 3 or words[1].group() != "of":
        return 0
    noun = words[0].group()
    if not noun.isalpha() or not noun.islower() or noun in _DETERMINERS:
        return 0
    if noun.endswith(("ing", "ed")) or (_noun_key(noun) in _MEASURES or _noun_key(noun) in nouns):
        return 0  # "convicted of any misdemeanor (a "Conviction")"
    if noun in _PREPOSITIONS and noun != "as":
        return 0  # "instead of the Product", but "as of the date and time ..."
    return 2 if _opens_phrase(words[2].group()) else 0


def list_head(text: str, clause: int, terms: list[str], lead: str) -> int:
    """Where the noun an inline list of qualifiers qualifies starts, when the clause at
    ``clause`` is the list's last item opening with a preposition ("(iv) for any purpose")
    and the sentence names the term's head noun before the list's first item ("a royalty-free
    ... licence to exercise the rights (i) ..." for "License"); else ``clause``."""
    first = _WORD.match(text, clause)
    if first is None or first.group().lower() not in _PREPOSITIONS or COLLECTIVE.search(lead):
        return clause
    if _ITEM_BEFORE.search(text, max(0, clause - 12), clause) is None:
        return clause
    lo = max(0, clause - _LIST_REACH)
    begin = lo
    for m in _SENTENCE_END.finditer(text, lo, clause):
        begin = m.end()
    items = [m.start() for m in _FIRST_ITEM.finditer(text, begin, clause)]
    if not items or _DEFINING.search(text, items[-1], clause) is not None:
        return clause
    words = list(_WORD.finditer(text, begin, items[-1]))
    nouns = _nouns(terms)
    for h in range(len(words) - 1, 0, -1):
        if _noun_key(words[h].group()) not in nouns:
            continue
        for d in range(h - 1, max(-1, h - _HEAD_WORDS), -1):
            word = words[d].group()
            if word.lower() in _DETERMINERS:
                return words[d].start()
            if word != "," and (word.lower() in _NOT_VERB_NOR_LIST or word[0].isupper()):
                break
    return clause


def narrow(text: str, clause: int, start: int, end: int, terms: list[str], lead: str) -> int:
    """The start of the noun phrase ``text[start:end]`` ends with, after the steps above
    (2 to 6), ``clause`` being where its clause starts; ``start`` when none applies. A
    bracket that sums up ("collectively, the ...", ``lead``) takes only the first two."""
    for m in _EXCLAMATION.finditer(text, start, end):
        start = m.end()
    if start == 0 or text[start - 1] == "\n":
        marker = LINE_MARKER.match(text, start, end)
        if marker is not None:  # the clause too: "4.1 On completion of X, the ..."
            clause = start = marker.end()
    first = _WORD.search(text, clause, end)
    if first is not None and _opens_intro(first.group()):  # else no need to read the clause
        words = list(_WORD.finditer(text, clause, end))
        intro = _after_intro(words)
        if intro and words[intro].start() > start:
            start = words[intro].start()
    words = list(_WORD.finditer(text, start, end))
    if len(words) < 3 or COLLECTIVE.search(lead):
        return start
    nouns = _nouns(terms)
    at = _after_subject(words)
    step = _gerund_object(words[at:], nouns)
    at += step
    if not step:
        at += _of_object(words[at:], nouns)
    of_heads = {_noun_key(w[i - 1]) for w in map(str.split, terms) for i in _ofs(w)}
    at += _named_head(words[at:], _last_words(terms), of_heads)
    return words[at].start() if at else start
