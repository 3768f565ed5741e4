"""The noun phrase a defining bracket names: ``Acme Inc., a Delaware corporation ("Acme")``.

A parenthetical definition defines the phrase just before its bracket. Where that phrase
starts is read in steps, each only moving the start forward:

1. the clause: after a sentence, a semicolon or colon, a paragraph break, "between", an
   inline item marker "(2) ", or the bracket of a previous definition
   (:mod:`.definitions_clause`);
2. the verb: the phrase follows the clause's last finite verb ("shall protect", "is made by",
   "will be resolved by"), or the verb right after a previous definition ("(the "Terms")
   govern ..."); a leading preposition goes with it ("for three (3) years");
3. the name: where the term is an acronym of the words ending the phrase ("the American
   Arbitration Association ("AAA")"), the start of a proper name ending it ("you and Streamly
   Media LLC ("Streamly")"), or its own head noun ("disclosed by the other party (the
   "Disclosing Party")", "a tender offer (..., the "Offer")"), the phrase is that name.

Every step looks at a bounded window before the bracket.
"""

from __future__ import annotations

import re

from . import definitions_collective as _coll
from . import definitions_object as _obj
from . import definitions_roles as _roles
from .definitions_clause import NUMBER_WORD as _NUMBER_WORD
from .definitions_clause import SUCH as _SUCH
from .definitions_clause import names as _names
from .definitions_found import COLLECTIVE, word_set
from .plurals import noun_key as _noun_key

__all__ = ["VERB_GROUP", "WORDS", "noun_phrase"]


_NAME_REACH = 120
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
    rf"(?:\s+be)?\s+(?!(?:become|remain|seem|appear|prove|the|an?|any|all|such)\b)[a-z]+"
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
# "as" and a verb group of amendment: "services ..., as may be amended from time to time".
_AS_AMENDED = re.compile(
    r"(?<![\w'’])[Aa]s[ \t\n]+(?:(?:may|shall|will|might)[ \t\n]+(?:be|have[ \t\n]+been)"
    r"|(?:is|are|was|were|has|have)(?:[ \t\n]+been)?)[ \t\n]+(?:amended|supplemented|modified"
    r"|restated|varied|novated|replaced|updated|extended|renewed|revised|changed)(?![\w])"
)
# A noun a verb takes without an article, the phrase coming after it: "come into force on",
# "take effect from", "remain in place until".
_IDIOM = re.compile(
    r"(?:force|effect|operation|place|existence)\s+(?=(?:on|from|upon|as\s+of|at|with)\b)"
)
# A conjunction opening a condition, before the noun phrase its clause opens with: "If any
# of the following events (each, an "Event of Default") occurs".
_CONDITION = re.compile(
    r"(?:If|if|When|when|Where|where|Unless|unless|Should|should|In[ \t\n]+case|in[ \t\n]+case)"
    r"[ \t\n]+(?=(?:any|the|an?|each|such|one|all|either)[ \t\n])"
)
# A date, then the preposition naming who makes the instrument: "(on) 2 January 2024 by",
# "as of June 3, 2023 by". The phrase is the maker, not the date.
_DATE_THEN = re.compile(
    r"(?:the[ \t\n]+)?(?:[0-9]{1,2}(?:st|nd|rd|th)?[ \t\n,]+)?(?:day[ \t\n]+of[ \t\n]+)?"
    r"[A-Z][a-z]{2,8}\.?[ \t\n]+(?:[0-9]{1,2}(?:st|nd|rd|th)?,?[ \t\n]+)?[12][0-9]{3},?"
    r"[ \t\n]+(?=by[ \t\n])"
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
_DETERMINERS = _roles.DETERMINERS
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
        # "the VET TECH Services and the COOL TECH Services (collectively, ...)": the whole
        # list; past a verb's first object and its preposition ("indemnify the Customer
        # against all liabilities, costs and losses (together "Losses")"), the list after it.
        return _coll.collective_start(text, start, end, terms)
    start = max(start, _obj.act_object(text, start, end, terms))  # "your use of the Service"
    agent = _obj.agent_by(text, start, end, terms)  # "disclosed by one Party (the "Discloser")"
    if agent > start:
        return agent
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
            or _noun_key(tail) == _noun_key(term.split()[-1])
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
            if head > start and _roles.shorter(text, head, end, term):
                head = -1  # "after the Commencement Date (the "Rent Commencement Date")"
            if start < head and (named < 0 or head < named):
                named = head
        if named > start:
            return named
    contact = _contact_head(text, start, end, terms)
    if contact > start:
        return contact  # "all rights in the photos and other content you post"
    titled = _titled(text, start, end, terms)
    return titled if titled > start else start


def _contact_head(text: str, start: int, end: int, terms: list[str]) -> int:
    """Start of the phrase of the term's head noun before a relative clause with no "that"
    ending ``text[start:end]``, or -1."""
    lo = max(start, end - _NAME_REACH)
    clause = _obj.contact_clause(text, lo, end)
    if clause < 0:
        return -1
    words = list(_WORDS.finditer(text, lo, clause))
    if words and lo > start and text[lo - 1].isalnum():
        words = words[1:]
    heads = [_head_noun(words, t) for t in terms if t[:1].isupper()]
    return max(heads, default=-1)


def _titled(text: str, start: int, end: int, terms: list[str]) -> int:
    """Start of the title ending the phrase that opens with the head noun of the bracket's
    term, after "the": an order, an instrument named by its whole title ("... pursuant to
    the Order Approving Debtors' Entry Into Agency Agreement and Consummation of the
    Transactions Contemplated Thereby (the "Approval Order")"), or -1. The title's words
    after the noun are all capitalised but for short joining words."""
    if len(terms) != 1 or len(terms[0].split()) < 2:
        return -1
    head = terms[0].split()[-1]
    if not head[:1].isupper():
        return -1
    lo = max(start, end - _NAME_REACH)
    at = text.find(f"the {head} ", lo, end)
    if at < 0 or (at > 0 and text[at - 1].isalnum()):
        return -1
    after = [w.group() for w in _WORDS.finditer(text, at + 5 + len(head), end)]
    if not after or not all(w[:1].isupper() or w in _NAME_JOINS for w in after):
        return -1
    return at if after[-1][:1].isupper() else -1


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
    if not verb or _COORDINATED.match(text, cut, end):
        # "will indemnify, defend and hold X": the verbs' shared object; "has agreed, at the
        # request": no phrase after the verb
        shared = _obj.coordinated_object(text, start, end)
        if shared > cut:
            return shared
        if verb:
            return start
    while cut < end and text[cut] in " \t\n":
        cut += 1
    object_at = cut  # where the verb's object starts, with no preposition before it
    condition = None if verb else _CONDITION.match(text, cut, end)
    if condition is not None:
        cut = condition.end()  # "If any of the following events (each, an "Event of Default")"
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
        dated = _DATE_THEN.match(text, cut, end)
        if dated is not None:
            cut = dated.end()  # "is made on 2 January 2024 by Atlas Inc. and ...": the maker
    # "deliver to the Buyer", "deposit with Landlord": the recipient, then the object
    lead = text[object_at : object_at + 5].lower()
    dative = lead.startswith(("to ", "with ")) and cut > object_at
    if verb and (cut == object_at or dative):
        # "shall pay the Supplier the sum of £10,000 (the "Deposit")", "shall deliver to the
        # Buyer the Shares and the Deeds (together, the "Deliverables")"
        second = _SECOND_OBJECT.match(text, cut, end)
        if second is not None:
            cut = second.end()
    word = _WORDS.search(text, cut, end)
    if word is None or _NO_PHRASE.fullmatch(word.group()):
        return start
    return cut


# A verb's first object, a party or a pronoun, then its second one: the bracket names the
# second ("pay the Supplier the sum of £10,000", "grant the Licensee a licence", "give you a
# credit", "deposit with Landlord the sum of ..."); not after a preposition ("comply with
# the FTC's Guidelines Concerning the Use").
_SECOND_OBJECT = re.compile(
    r"(?<![\w-])(?:(?:(?:the|The)[ \t\n]+)?[A-Z][\w-]*(?:[ \t\n]+[A-Z][\w-]*){0,2}"
    r"|you|us|him|her|them)"
    r"[ \t\n]+(?=(?:the|an?|any|all|such|its|their|his|her|our|your)[ \t\n])"
)


def _subordinate(text: str, start: int, verb: int) -> bool:
    """Whether the verb at ``verb`` is in a clause led by "as", "until", "unless" ... ("such
    other responsibilities as the Parties may agree in writing")."""
    comma = text.rfind(",", start, verb)
    if verb - 2 >= start and _AS_AMENDED.match(text, verb - 2) is not None:
        return True  # "as may be amended from time to time": it qualifies the phrase before
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


_COMPANY = word_set("inc. inc llc l.l.c. ltd ltd. limited corp. corp plc l.p. lp llp n.a. gmbh ag")
_AMENDED = word_set("as amended supplemented modified restated from time to or and")


def _acronym(text: str, start: int, words: list[re.Match[str]], term: str) -> int:
    """Start of the words ending the phrase whose initials spell ``term`` ("the Securities and
    Exchange Commission ("SEC")", "value-added tax ("VAT")"), a word in capitals giving all
    its letters ("the UK General Data Protection Regulation ("UK GDPR")"), or -1."""
    if not _is_acronym(term):
        return -1
    if len(words) > 2 and words[-1].group().lower() in _COMPANY:  # "Authority, Inc. ("FINRA")"
        named = _acronym(text, start, words[: -2 if words[-2].group() == "," else -1], term)
        if named >= 0:
            return named
    want = term.replace(" ", "").lower()
    got = ""
    tail = len(words)
    while tail > 0 and words[tail - 1].group() in _AMENDED:
        tail -= 1  # "the ... Act of 1985, as amended ("COBRA")": the name ends at the comma
    if tail < len(words) and (tail == 0 or words[tail - 1].group() != ","):
        tail = len(words)
    for w in reversed(words[: tail - 1] if tail < len(words) else words):
        word = w.group()
        if word == ",":
            return -1
        if word.lower() in _SMALL or (not got and len(word) == 4 and word.isdigit()):
            continue  # (a statute's year: "the Employment Rights Act 1996 ("ERA")")
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
        if _roles.as_a(strings, i - 1):
            i -= 3  # "Software as a Service Agreement": "as a" inside a name
        elif before == "," and i > 1 and strings[i - 2][0].isupper():
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
    if len(words) < 2 or _noun_key(words[-1].group()) != _noun_key(term.split()[-1]):
        return -1
    passed_comma = False
    for i in range(len(words) - 2, -1, -1):
        word = words[i].group()
        low = word.lower()
        if word == "A" and i and words[i - 1].group().istitle():
            continue  # "Series A Preferred Shares", "Class A Units": a letter naming a class
        if low in _DETERMINERS:
            if i and words[i - 1].group() == ",":
                return -1  # "Beta plc, a limited company (the "Company")": an apposition
            # "appoints Jane Osher as its agent": the party in its role
            role = i > 1 and words[i - 1].group() == "as"
            named = _roles.name_before(words, i - 2) if role else -1
            return named if named >= 0 else words[i].start()
        if low in _VERBS:
            return -1  # "IBM will provide hosting and related services"
        if low in _STOP_WORDS:
            if passed_comma or (low == "as" and i and words[i - 1].group() == ","):
                return -1  # "The Bank of New York, as Delaware trustee": the bank's role
            named = _roles.name_before(words, i - 1) if low == "as" else -1
            if named >= 0:
                return named  # "Bramley Bank PLC as lender": the bank in its role
            if low == "to" and _infinitive(words, i + 1, term):
                return words[i + 2].start()  # "agrees to make loans": the verb is no noun's
            return words[i + 1].start()
        if word == "," and i and words[i - 1].group().isdigit() and words[i + 1].group().isdigit():
            continue  # "1,000,000 Series A Preferred Shares": a number, no apposition
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


# For :mod:`.definitions_referred`.
VERB_GROUP, WORDS = _VERB_GROUP, _WORDS
