"""The noun phrase a defining bracket names: ``Acme Inc., a Delaware corporation ("Acme")``.

A parenthetical definition defines the phrase just before its bracket. Where that phrase
starts is read in steps, each only moving the start forward:

1. the clause: after a sentence, a semicolon or colon, a paragraph break, "between", an
   inline item marker "(2) ", or the bracket of a previous definition. A full stop after an
   initial or a short abbreviation ("Jordan A. Mercer", "Acme Co. Ltd") ends no sentence, and
   a numeral repeated in brackets ("three (3) years") is no item marker. A bracket that sums
   up a list ("(i) salary, (ii) expenses and (iii) benefits (collectively, the "Accrued
   Obligations")") takes the list from its first item;
2. the verb: the phrase follows the clause's last finite verb ("shall protect", "is made by",
   "will be resolved by"), or the verb right after a previous definition ("(the "Terms")
   govern ..."); a leading preposition goes with it ("for three (3) years");
3. the name: where the term is an acronym of the words ending the phrase ("the American
   Arbitration Association ("AAA")"), the start of a proper name ending it ("you and Streamly
   Media LLC ("Streamly")"), or its own head noun ("disclosed by the other party (the
   "Disclosing Party")", "a tender offer (..., the "Offer")"), the phrase is that name.

Every step looks at a bounded window before the bracket (``_REACH`` characters).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .definitions_found import COLLECTIVE, word_set

__all__ = ["VERB_GROUP", "WORDS", "clause_start", "noun_phrase"]


_REACH = 250
_NAME_REACH = 120
# Where a clause starts, looking back from a defining bracket (the last match wins). What the
# match starts with says which delimiter it is: "." a sentence's full stop (checked for
# initials), ")" a previous definition's bracket (with "and" when a list of parties goes
# on), "(" an inline item marker (checked for "three (3)"), "b"/"a" "between"/"among". No
# capturing groups, and a literal first in each alternative (";|:", not "[;:]"): speed.
_BACK_DELIM = re.compile(
    r"\.\s+(?=[A-Z])|;\s+|:\s+|\)(?<=[\"”’]\))(?:\s*,)?(?:\s*and)?\s+|\((?<!\S\()\w{1,4}\)\s+"
    r"|\n\s*\n\s*|between\s+(?<=\bbetween\s)|among\s+(?<=\bamong\s)"
)
_SENT_DELIM = re.compile(r"\.\s+(?=[A-Z])|;\s+|:\s+|\n\s*\n\s*")
# The word before a full stop that then ends no sentence: an initial ("A.", not "Exhibit A.")
# or an abbreviation of a name.
_WORD_BEFORE_STOP = re.compile(r"(?:(?<=[\s.])|^)(?P<w>[\w’']{1,12})\Z")
_LINE_OPEN = re.compile(r"(?:\A|\n)[ \t]*\Z")
_ABBREVIATIONS = word_set(
    "mr mrs ms dr st jr sr no nos co corp inc ltd bros messrs prof hon rev gen"
)
_UNIT_WORDS = word_set(
    "exhibit schedule annex appendix section article part clause class series tranche "
    "item attachment addendum rider"
)
_NUMBER_WORD = re.compile(
    r"(?i:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy"
    r"|eighty|ninety|hundred|thousand|million|billion)[ \t\n]*)\Z"
)
# "(each such Lender, a "Defaulting Lender")": the bracket points back to a noun.
_SUCH = re.compile(r"(?i:\bsuch[ \t\n]+)(?P<noun>[A-Za-z]{2,30})")
_DETERMINED = re.compile(r"(?i:\b(?:any|each|every|an?|the)[ \t\n]+)(?P<w>[A-Za-z]{2,30})")
_STOP_DELIM = re.compile(r"\.\s+(?=[A-Z])|\n\s*\n")
_ANTECEDENT_REACH = 2000
# The first item of an inline list ("(i) ", "(a) ", "(1) ", "(A) ").
_FIRST_ITEM = re.compile(r"(?<!\S)\((?:i|a|1|A)\)\s+")

# A finite verb group: a modal and its verb ("shall then renew", "will be resolved"), or a
# form of "be"/"have" and a participle ("is made", "is prevented or delayed"). The phrase
# follows the last one in its clause.
_ADVERB = r"(?:not|also|only|then|thereafter|hereby|further|each|jointly|severally|\w+ly)"
_PARTICIPLE = r"[a-z]+(?:ed|en|wn|de|id|ld|nt|ht|ne|ung|ught|set|put|cut)"
_NO_VERB = (
    r"(?:and|or|to|of|for|with|in|on|at|an?|the|any|all|such|this|that|these|those|our|your"
    r"|their|its|shall|will|may|must|should|would|can|could|might|is|are|was|were|be|been"
    r"|has|have|had|do|does|did)"
)
_VERB_GROUP = re.compile(  # a blank first: the scan jumps from blank to blank
    rf"[ \t\n](?:(?:shall|will|may|must|should|would|can|could|might)(?:\s+{_ADVERB}){{0,2}}"
    rf"(?:\s+be)?\s+(?!(?:become|remain|seem|appear|prove)\b)[a-z]+"
    rf"|(?:is|are|was|were|be|been|being|has|have|had)(?:\s+{_ADVERB}){{0,2}}"
    rf"\s+{_PARTICIPLE}(?:\s+(?:or|and)\s+{_PARTICIPLE})?"
    # a pronoun and its verb after "when", "if": "when you use our website"
    rf"|(?:when|whenever|where|wherever|if|while|once)\s+(?P<pronoun>you|we|they)"
    rf"(?:\s+{_ADVERB})?\s+(?!{_NO_VERB}\b)[a-z]+)\b"
)
# "that" too: "the forecast that Vapotherm will purchase"; where it opens a clause ("agree that
# any dispute will be resolved by ... ("AAA")"), the name steps still find the phrase.
_RELATIVE = re.compile(r"(?:which|whom?|whose|whereby|that)\b")
# Verbs that coordinate ("will indemnify, defend and hold X"): the cut would split the list.
_COORDINATED = re.compile(r"(?<!\s)\s*(?:,|and\b|or\b)")  # not from inside a run of blanks
_PREPOSITION = re.compile(
    r"(?i:(?<![a-z])(?:[a-z]+ly\s+)?(?P<p>that|by|to|for|from|with|of|in|on|upon|under|into|at|during"
    r"|through|within|via|as)\b)\s+"
)
# "as" leads a clause when a subject follows ("as the Parties may agree"), not "as of".
_SUBORDINATOR = re.compile(
    r"\b(?:than|until|unless|when|whenever|once)\b|\bas\s+(?:the|it|they|we|you|[A-Z])"
)
# A noun a verb takes without an article, the phrase coming after it: "come into force on",
# "take effect from", "remain in place until".
_IDIOM = re.compile(
    r"(?:force|effect|operation|place|existence)\s+(?=(?:on|from|upon|as\s+of|at|with)\b)"
)
_NOT_VERBS = word_set("and or which that who to of in for with by as the a an")
# After "to", a phrase starts with a determiner or a name ("pay to the Supplier", "to
# Licensor"); a lower-case word is a verb ("prompted to confirm").
_NOUN_AFTER_TO = re.compile(
    r"(?:the|an?|any|each|every|such|its|their|his|her|our|your|this|that|these|those|all)\b"
    r"|[A-Z0-9$]"
)
# A remainder that starts so is no noun phrase: a conjunction, a particle, a gerund.
_NO_PHRASE = re.compile(
    r"(?i:(?<![a-z])(?:and|or|but|nor|until|unless|if|when|after|before|so|out|up|off|down|back|over|away"
    r"|forth|to|by|of|for|with|in|on|[a-z]+ing)(?![a-z]))"
)
_ARTICLE_BEFORE = re.compile(r"(?<![\w-])(?:[Tt]he|an?|An?) \Z")
_WORDS = re.compile(r"[\w][\w'’&.\-]*|,")
_DETERMINERS = word_set(
    "the a an any each every all such its their his her our your this that these those no either"
)
_STOP_WORDS = word_set(
    "by to with from for in on at into under upon as between among through within "
    "that which who than and/or"
)
# A verb in the way: the head noun's phrase does not reach back past it.
_VERBS = word_set(
    "shall will may must should would can could might is are was were be been has have had"
)
_NAME_JOINS = word_set("of and & the de du la le von van der y for")
_SMALL = word_set("of and & the for on in de du la le")


def clause_start(text: str, pos: int, lead: str = "") -> tuple[int, bool]:
    """Where the clause holding the bracket at ``pos`` starts, and whether it starts right
    after a previous definition's bracket with its predicate ("(the "Terms") govern ...").
    When nothing comes between that start and the bracket ('("Customer") (each a "Party")'),
    the sentence's start."""
    lo = max(0, pos - _REACH)
    for delims in (_BACK_DELIM, _SENT_DELIM):
        start, predicate, item = lo, False, -1
        m = _last_delimiter(text, delims, lo, pos)
        if m is not None:
            at = m.start()
            kind = text[at]
            item = at if kind == "(" else -1
            predicate = kind == ")" and text[at + 1] != "," and "and" not in m.group()
            start = m.end()
        while start < pos and text[start] in " \t\n,":
            start += 1
        if start < pos:
            if item >= 0 and COLLECTIVE.search(lead):
                start = _list_start(text, lo, item, start)
            elif item >= 0 and "uch" in lead and (such := _SUCH.search(lead)) is not None:
                start = _antecedent(text, item, start, such.group("noun"))
            return start, predicate
    return pos, False


# How far back the last delimiter is looked for first; only when none that counts is there
# is the whole window read.
_TAIL = 48


def _last_delimiter(
    text: str, delims: re.Pattern[str], lo: int, pos: int
) -> re.Match[str] | None:
    """The last delimiter that counts in ``text[lo:pos]``, as a scan from ``lo`` finds it.

    Most often it is close to ``pos``, so a tail of the window is scanned first, from a
    point no delimiter can straddle: a blank followed by a character that is no blank, comma
    or "a" (no delimiter goes on past a blank except with ", " or "and"). From that point
    a scan from ``lo`` finds the same delimiters, so the tail's last one that counts is the
    window's."""
    sync = pos - _TAIL
    if sync > lo:
        while sync < pos and not _no_delimiter_across(text, sync):
            sync += 1
        if sync < pos:
            found = _last_counting(text, delims.finditer(text, sync, pos), lo)
            if found is not None:
                return found
    return _last_counting(text, delims.finditer(text, lo, pos), lo)


def _no_delimiter_across(text: str, at: int) -> bool:
    """Whether no delimiter can hold both ``text[at - 1]`` and ``text[at]``: a blank, then a
    character that is no blank, comma or "a"."""
    nxt = text[at]
    return text[at - 1].isspace() and not nxt.isspace() and nxt not in ",a"


def _last_counting(
    text: str, matches: Iterator[re.Match[str]], lo: int
) -> re.Match[str] | None:
    """The last of ``matches`` that delimits a clause: walked back from the end, most often
    one step."""
    for m in reversed(list(matches)):
        at = m.start()
        kind = text[at]
        if kind == "." and (_no_sentence_end(text, at) or _in_brackets(text, lo, at)):
            continue  # "Jordan A. Mercer", "(Title III of Pub. L. 107-56)"
        if kind == "(" and _numeral(text, at):
            continue
        return m
    return None


def _no_sentence_end(text: str, dot: int) -> bool:
    """Whether the full stop at ``dot`` follows an initial or a name abbreviation."""
    m = _WORD_BEFORE_STOP.search(text, max(0, dot - 13), dot)
    if m is None:
        return False
    word = m.group("w")
    if word.lower() in _ABBREVIATIONS:
        return True
    if len(word) != 1 or not word.isupper():
        return False
    if _LINE_OPEN.search(text, max(0, m.start() - 12), m.start()) is not None:
        return False  # "A. Associated Natural Gas Company" at a line's start: a list marker
    before = _WORD_BEFORE_STOP.search(text, max(0, m.start() - 14), max(0, m.start() - 1))
    return before is None or before.group("w").lower() not in _UNIT_WORDS


def _in_brackets(text: str, lo: int, at: int) -> bool:
    """Whether ``at`` is inside a bracket opened after ``lo``: walked back from bracket to
    bracket (``str.rfind``), not character by character."""
    depth, i = 0, at
    while (opened := text.rfind("(", lo, i)) >= 0:
        closed = text.rfind(")", opened, i)
        if closed >= 0:
            depth += 1
            i = closed
        elif depth == 0:
            return True
        else:
            depth -= 1
            i = opened
    return False


def _numeral(text: str, paren: int) -> bool:
    """Whether the bracket at ``paren`` repeats a number in figures: "three (3) years"."""
    close = text.find(")", paren)
    inner = text[paren + 1 : close]
    return inner.isdigit() and _NUMBER_WORD.search(text, max(0, paren - 12), paren) is not None


def _antecedent(text: str, item: int, start: int, noun: str) -> int:
    """Where the noun of a bracket's "each such Lender" is named before the inline list whose
    later item opens at ``item`` ("Any Lender that (i) ..., or (ii) ... (each such Lender, a
    "Defaulting Lender")"), within the sentence and ``_ANTECEDENT_REACH``; else ``start``."""
    begin = _sentence_begin(text, _STOP_DELIM, max(0, item - _ANTECEDENT_REACH), item)
    first = _FIRST_ITEM.search(text, begin, item + 1)
    if first is None:
        return start
    for m in _DETERMINED.finditer(text, begin, first.start()):
        if _names(text, m.start(), noun):
            return m.start()
    return start


def _sentence_begin(text: str, delims: re.Pattern[str], lo: int, hi: int) -> int:
    """After the last sentence end in ``text[lo:hi]`` (not "A." in "Jordan A. Mercer"), or lo."""
    begin = lo
    for m in delims.finditer(text, lo, hi):
        if not (text[m.start()] == "." and _no_sentence_end(text, m.start())):
            begin = m.end()
    return begin


def _names(text: str, at: int, noun: str) -> bool:
    """Whether a determiner and ``noun`` (singular or plural) are written at ``at``."""
    m, stem = _DETERMINED.match(text, at), noun.removesuffix("s")
    return m is not None and m.group("w") in (stem, stem + "s")


def _list_start(text: str, lo: int, item: int, start: int) -> int:
    """The first item of the inline list whose later item opens at ``item``: a bracket that
    sums the list up ("collectively") names all of it. Not past a sentence's end."""
    begin = _sentence_begin(text, _SENT_DELIM, lo, item)
    firsts = [m.start() for m in _FIRST_ITEM.finditer(text, begin, item + 1)]
    return firsts[-1] if firsts else start


def noun_phrase(
    text: str, start: int, end: int, terms: list[str], predicate: bool, lead: str = ""
) -> int:
    """The start of the noun phrase ``text[start:end]`` ends with, which a bracket defining
    ``terms`` names; ``predicate``: the clause opens with the verb of a previous definition;
    ``lead``: the bracket's words before its first term ("collectively, the")."""
    if text.count(" ", start, end) < 2 and not predicate:
        return start  # "Prairie Inc.", "Acme Labs": nothing to narrow
    such = _SUCH.search(lead) if "uch" in lead else None
    if such is not None and _names(text, start, such.group("noun")):
        return start  # "Any Lender that (i) ... (each such Lender, ...)": the whole list

    start = _after_verb(text, start, end, predicate)
    if COLLECTIVE.search(lead):
        return start  # "the VET TECH Services and the COOL TECH Services (collectively, ...)"
    # A name, an acronym's words or a head noun's phrase is short: only the phrase's last
    # ``_NAME_REACH`` characters are read for it (whole words).
    lo = max(start, end - _NAME_REACH)
    window = text[lo:end].lower()
    tail = window.rsplit(None, 1)[-1].strip(".,") if window.strip() else ""
    words: list[re.Match[str]] | None = None
    strings: list[str] = []
    for term in terms:
        # Cheap tests first: most brackets name none of these.
        acronym = _is_acronym(term)
        if not term[:1].isupper() or not (
            acronym
            or term.split()[0].lower() in window
            or _singular(tail) == _singular(term.split()[-1])
        ):
            continue
        if words is None:
            words = list(_WORDS.finditer(text, lo, end))
            if words and lo > start and text[lo - 1].isalnum():
                words = words[1:]  # a word cut by the window
            strings = [w.group() for w in words]
        named = _acronym(text, start, words, term)
        if named < 0:
            named = _proper_name(text, start, words, strings, term)
            # "a non-refundable Development Fee": the head noun's determiner goes with it
            head = _head_noun(words, term)
            if start < head and (named < 0 or head < named):
                named = head
        if named > start:
            return named
    return start


# Words one of which each match of ``_RELATIVE`` / ``_VERB_GROUP`` holds (in part: "ould" for
# "should", "would" and "could"): where none is in the text, the scan is skipped.
_RELATIVE_WORDS = ("which", "who", "whereby", "that")
_VERB_WORDS = (
    "shall", "will", "may", "must", "ould", "can", "might", "is", "are", "was", "were", "be",
    "has", "have", "had", "when", "where", "if", "while", "once",
)  # fmt: skip


def _has(span: str, words: tuple[str, ...]) -> bool:
    return any(w in span for w in words)


def _glued(text: str, at: int) -> bool:
    """Whether a word found at ``at`` is the end of a longer word ("this" for "is")."""
    return at > 0 and (text[at - 1].isalnum() or text[at - 1] in "_-'’")


def _after_verb(text: str, start: int, end: int, predicate: bool) -> int:
    """Past the clause's last finite verb and a preposition after it, or past a leading
    preposition ("For twelve (12) months thereafter"). A cut that leaves no noun phrase
    ("will merge with and into", "shall continue until terminated", "is prompted to confirm")
    is not made."""
    cut = start
    if predicate:
        first = _WORDS.match(text, start, end)
        if first is not None and first.group().islower() and first.group() not in _NOT_VERBS:
            cut = first.end()
    # A verb after a relative pronoun belongs to the phrase ("the services which are set out
    # in Schedule 1", "information that is marked"): only verbs before one cut.
    stop = end
    span = text[max(0, start - 1) : end]
    relatives = _RELATIVE.finditer(text, start, end) if _has(span, _RELATIVE_WORDS) else ()
    for m in relatives:
        if not _glued(text, m.start()):
            stop = m.start()
            break
    verbs = _VERB_GROUP.finditer(text, max(0, start - 1), stop) if _has(span, _VERB_WORDS) else ()
    for m in reversed(list(verbs)):
        # "when you use our apps (the "Services")": the pronoun's verb takes the phrase
        # even in a subordinate clause
        pronoun = m.group("pronoun") is not None
        if pronoun and _WORDS.search(text, m.end(), end) is None:
            continue  # "shall pay you fees (the "Fees")": "you" is the object there
        subordinate = not pronoun and _subordinate(text, start, m.start())
        if not _bracketed(text, m.end(), end) and not subordinate:
            cut = m.end()
            break
    verb = cut > start
    if verb and _COORDINATED.match(text, cut, end):
        return start  # "will indemnify, defend and hold X", "has agreed, at the request"
    while cut < end and text[cut] in " \t\n":
        cut += 1
    for _ in range(3):  # "is entered into as of"
        prep = _PREPOSITION.match(text, cut, end)
        if prep is None or (not verb and prep.group("p").lower() in ("that", "as")):
            break  # "As used in this Agreement", "that is marked": not after a verb
        cut = prep.end()
        if prep.group("p").lower() == "to" and not _NOUN_AFTER_TO.match(text, cut, end):
            return start  # "is prompted to confirm ...": an infinitive, not a phrase
        idiom = _IDIOM.match(text, cut, end)
        if idiom is not None:
            cut = idiom.end()  # "shall come into force on the date ...": the date
    word = _WORDS.search(text, cut, end)
    if word is None or _NO_PHRASE.fullmatch(word.group()):
        return start
    return cut


def _subordinate(text: str, start: int, verb: int) -> bool:
    """Whether the verb at ``verb`` is in a clause led by "as", "until", "unless" ... ("such
    other responsibilities as the Parties may agree in writing")."""
    comma = text.rfind(",", start, verb)
    return _SUBORDINATOR.search(text, max(start, comma + 1), verb) is not None


def _bracketed(text: str, pos: int, end: int) -> bool:
    """Whether ``pos`` is inside a bracket that closes before ``end`` ("(as such terms are
    defined below)")."""
    close = text.find(")", pos, end)
    return close >= 0 and text.find("(", pos, close) < 0


def _with_article(text: str, start: int, word: int) -> int:
    """``word``, or the article just before it ("the", "a", "an")."""
    m = _ARTICLE_BEFORE.search(text, max(start, word - 4), word)
    return m.start() if m is not None else word


def _is_acronym(term: str) -> bool:
    """An acronym, maybe of two parts ("SEC", "UK GDPR")."""
    letters = term.replace(" ", "")
    return 2 <= len(letters) <= 10 and letters.isalpha() and letters.isupper() and len(term) < 12


def _acronym(text: str, start: int, words: list[re.Match[str]], term: str) -> int:
    """Start of the words ending the phrase whose initials spell ``term`` ("the Securities and
    Exchange Commission ("SEC")", "value-added tax ("VAT")"), a word in capitals giving all
    its letters ("the UK General Data Protection Regulation ("UK GDPR")"), or -1."""
    if not _is_acronym(term):
        return -1
    want = term.replace(" ", "").lower()
    got = ""
    for w in reversed(words):
        word = w.group()
        if word == ",":
            return -1
        if word.lower() in _SMALL:
            continue
        whole = word.lower()
        if len(word) > 1 and word.isalpha() and word.isupper() and want.endswith(whole + got):
            got = whole + got  # "UK" in "UK GDPR"
        else:
            parts = [p for p in word.split("-") if p]
            got = "".join(p[0].lower() for p in parts) + got
        if not want.endswith(got):
            return -1
        if got == want:
            return _with_article(text, start, w.start())
    return -1


def _proper_name(
    text: str, start: int, words: list[re.Match[str]], strings: list[str], term: str
) -> int:
    """Start of the proper name ending the phrase that begins with ``term`` ("Streamly Media
    LLC" for "Streamly", "Acme Labs, Inc., a Delaware corporation" for "Acme"), or -1.
    ``strings``: the text of each of ``words``."""
    names = [w.lower() for w in term.split()]
    end = len(strings)
    comma = end - 1 - strings[::-1].index(",") if "," in strings else -1
    if 0 <= comma < end - 1 and strings[comma + 1] in ("a", "an", "as"):
        end = comma  # ", a Delaware corporation", ", as amended": after the name
    for i in range(end - 1, -1, -1):
        word = strings[i]
        if word[0].isupper() and _spells(strings, i, names):
            break
        if not (word[0].isupper() or word in _NAME_JOINS or word == "," or word[0].isdigit()):
            return -1
    else:
        return -1
    # The name's first words too ("the Acme Services" for "Services", "Goosehead Insurance
    # Agency, LLC Franchise Agreement"), up to a capitalised determiner ("This Master ...").
    at = i
    while i > 0 and strings[i].lower() not in _DETERMINERS:
        before = strings[i - 1]
        if before == "," and i > 1 and strings[i - 2][0].isupper():
            i -= 1  # "Goosehead Insurance Agency, LLC", "Website Design, Development"
        elif before[0].isupper():
            i -= 1
        elif before in _NAME_JOINS and i < at and i > 1 and strings[i - 2][0].isupper():
            i -= 2  # "the Securities and Exchange Commission" for "Commission"
        else:
            break
    if strings[i] == ",":
        i += 1
    return _with_article(text, start, words[i].start())


def _spells(strings: list[str], i: int, names: list[str]) -> bool:
    """Whether the words from ``i`` on are ``names`` ("Green Cross" in "GREEN CROSS CORP.")."""
    got = [w.lower().rstrip(".,") for w in strings[i : i + len(names)]]
    return got == names


def _head_noun(words: list[re.Match[str]], term: str) -> int:
    """Start of the phrase led by a determiner whose last word is ``term``'s own last word
    ("the other party" for "Disclosing Party"), or -1."""
    if len(words) < 2 or _singular(words[-1].group()) != _singular(term.split()[-1]):
        return -1
    passed_comma = False
    for i in range(len(words) - 2, -1, -1):
        word = words[i].group()
        low = word.lower()
        if low in _DETERMINERS:
            if i and words[i - 1].group() == ",":
                return -1  # "Beta plc, a limited company (the "Company")": an apposition
            return words[i].start()
        if low in _VERBS:
            return -1  # "IBM will provide hosting and related services"
        if low in _STOP_WORDS:
            if passed_comma or (low == "as" and i and words[i - 1].group() == ","):
                return -1  # "The Bank of New York, as Delaware trustee": the bank's role
            if low == "to" and _infinitive(words, i + 1, term):
                return words[i + 2].start()  # "agrees to make loans": the verb is no noun's
            return words[i + 1].start()
        if word == ",":
            passed_comma = True
        elif passed_comma and word[0].isupper():
            return -1
    return -1


# Endings of adjectives and participles ("written", "advisory", "annual"): such a word
# after "to" is no verb ("pursuant to written purchase orders").
_NOT_VERB_END = ("ed", "en", "ory", "al", "ive", "ous", "ful", "ic", "ary", "ble", "ant", "ent")


def _infinitive(words: list[re.Match[str]], i: int, term: str) -> bool:
    """Whether ``words[i]`` after "to" is a verb taking the phrase as its object ("to make
    loans", "to retain one or more banks"): a lower-case word that is no determiner, number
    or adjective, not coordinated with another verb ("to develop and operate"), nor one of
    the term's words ("to credit bid (the "Credit Bid")")."""
    if i + 1 >= len(words):
        return False
    word, nxt = words[i].group(), words[i + 1].group().lower()
    return (
        word not in term.lower().split()
        and word.isalpha()
        and word.islower()
        and word not in _DETERMINERS
        and word not in ("one", "another")
        and _NUMBER_WORD.fullmatch(word) is None
        and not word.endswith(_NOT_VERB_END)
        and nxt not in ("and", "or", ",", "another")
    )


def _singular(word: str) -> str:
    word = word.lower()
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


# For :mod:`.definitions_referred`.
VERB_GROUP, WORDS = _VERB_GROUP, _WORDS
