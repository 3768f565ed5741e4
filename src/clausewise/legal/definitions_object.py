"""Where a defining bracket's noun phrase starts inside a verb's or a noun's complement.

- Coordinated verbs ("shall indemnify, defend and hold harmless the Owner, the Agent and each
  Lender (each, an "Indemnified Person")", "agree to indemnify and hold Yelp and its
  affiliates harmless (collectively, the "Yelp Entities")"): the verbs share one object, which
  the bracket names; it starts at the first word after the verbs that can open a noun phrase
  (a determiner, a name, a pronoun). A verb's trailing particle ("hold ... harmless") is no
  part of the object (:func:`object_end`).
- A gerund before a list ("before using the PhotoShare website and mobile application
  (together, the "Platform")"): a collective bracket names the list the gerund takes.
- A noun naming an act on a thing or a count of things ("your use of the Acme Cloud platform
  (the "Service")", "the number of database servers (the "Servers")"): the bracket names the
  thing, unless its term is the act or the count itself ("the use of the Site (the "Use")").

Each scan reads a bounded number of words after a fixed opener.
"""

from __future__ import annotations

import re

from .definitions_found import word_set

__all__ = [
    "LIST",
    "act_object",
    "agent_by",
    "contact_clause",
    "coordinated_object",
    "gerund_list",
    "object_end",
]

# "shall"/"to" and then the verbs: the run is read word by word from here.
# "to" only after a verb of promise ("agrees to indemnify and hold"): after a noun ("the
# right to use, copy and distribute the Software (the "Licence")") the bracket names the noun.
_OPENER = re.compile(
    r"(?<![\w'’-])(?:shall|will|may|must|should|would|can|could"
    r"|(?:agree[sd]?|undertakes?|undertook|covenants?|promises?|obliged|obligated|required)"
    r"(?:[ \t\n]+(?:jointly|severally|and|further|hereby|also)){0,3}[ \t\n]+to)[ \t\n]+"
)
_TOKEN = re.compile(r"[A-Za-z0-9$][\w'’&.\-]*|,")
_OPENS = word_set(
    "the a an any each every all such its their his her our your this these those you us "
    "them him it either both"
)
# Words that are no verb of a coordinated run: prepositions, auxiliaries, negation, adverbs
# of manner are read as breaking it (the run is then not read).
_NOT_VERB = word_set(
    "at by to of in on for with from into upon under as than that which who not be been being "
    "is are was were has have had do does did also then only further thereafter hereby"
)
_COMPLEMENTED = word_set("make makes render renders")
_CONJ = word_set("and or and/or")
_PARTICLES = word_set("harmless")
_MAX_RUN = 14  # tokens: "design, develop, implement, operate, maintain and manage"
# After the object, an infinitive ("enable the Company to establish a presence"): the
# object is then no noun phrase of its own.
_INFINITIVE = re.compile(
    r"[ \t\n]to[ \t\n]+(?!(?:the|an?|any|each|every|such|its|their|his|her|our|your|this|that"
    r"|these|those|all)\b)[a-z]"
)


_IN_LIST = re.compile(r"(?:,|[ \t\n](?:or|and))[ \t\n]+\Z")


def coordinated_object(text: str, start: int, end: int) -> int:
    """Start of the object that coordinated verbs after "shall" / "to" share in
    ``text[start:end]`` (the last such run), or -1."""
    if (
        "," not in text[start:end]
        and " and " not in text[start:end]
        and " or " not in text[start:end]
    ):
        return -1
    found = -1
    for m in _OPENER.finditer(text, start, end):
        if _IN_LIST.search(text, max(start, m.start() - 5), m.start()):
            continue  # "pay, give or promise to give, or authorize": one verb of a list
        at = _run_end(text, m.end(), end)
        if at >= 0:
            found = at
    if found < 0 or _INFINITIVE.search(text, found, end):
        return -1
    return found


def _run_end(text: str, pos: int, end: int) -> int:
    """Where the object starts after a run of two or more coordinated verbs at ``pos``, or
    -1: verbs are lower-case words joined by commas and "and"/"or"."""
    verbs, joined, expect_verb = 0, False, True
    for n, t in enumerate(_TOKEN.finditer(text, pos, end)):
        if n > _MAX_RUN:
            return -1
        word = t.group()
        low = word.lower()
        if word == "," or low in _CONJ:
            if expect_verb and word != "," and verbs == 0:
                return -1
            joined = joined or verbs > 0
            expect_verb = True
            continue
        if low in _PARTICLES and verbs:
            expect_verb = False
            continue
        if not expect_verb:
            # the object after the last verb: "hold Yelp", "hold harmless the Owner"
            opens = low in _OPENS or word[0].isupper()
            return t.start() if opens and joined and verbs >= 2 else -1
        if not (word.isalpha() and word.islower()) or low in _NOT_VERB or low in _OPENS:
            return -1  # "agreed to sell and transfer, and Buyer ...": another clause
        if low in _COMPLEMENTED:
            return -1  # "make the Services available to Users": an object and its complement
        verbs += 1
        expect_verb = False
    return -1


_HELD = word_set("held hold holds save saved")


def object_end(text: str, start: int, end: int) -> int:
    """``end`` moved back over a particle of the verb after its object ("hold Yelp and its
    affiliates harmless (the ...)"); not after the verb itself ("seeks to be indemnified or
    held harmless (...)")."""
    lo = max(start, end - 20)
    tail = text[lo:end].rstrip(" \t\n,")
    if not tail.endswith("harmless"):
        return end
    before = tail[: -len("harmless")]
    if not before or before[-1] not in " \t\n,":
        return end
    kept = before.rstrip(" \t\n,")
    words = kept.split()
    if not words or words[-1] in _HELD:
        return end
    return lo + len(kept)


# A gerund and the determiner of its object: "using the", "accessing our". Not a noun in
# "-ing" after a determiner ("the following"), nor "including" (its list is an example).
_GERUND = re.compile(
    r"(?<![\w'’-])(?P<g>[a-z]{2,}ing)[ \t\n]+(?=(?:the|an?|any|all|our|your|its|their|this"
    r"|these|such)[ \t\n])"
)
_NOT_GERUNDS = word_set("including during something anything everything nothing thing string")
# The gerund opens an adverbial of the sentence: "By using", "before using", "Thank you for
# using", "By signing up or otherwise using".
_GERUND_AFTER = word_set("by before after when while upon on for from without through otherwise")
# A list, which a collective bracket names: a comma, or "and" / "or" between two words.
LIST = re.compile(r",|[ \t\n](?:and|or|and/or)[ \t\n]")
_GERUND_REACH = 160
_ASIDE = re.compile(r",[ \t\n]*(?:whether|which|who|if|when|where|including)\b")


def gerund_list(text: str, start: int, end: int) -> int:
    """Start of the list a gerund takes, which a collective bracket names, or -1."""
    lo = max(start, end - _GERUND_REACH)
    if "ing " not in text[lo:end]:
        return -1
    found = [m for m in _GERUND.finditer(text, lo, end) if m.group("g") not in _NOT_GERUNDS]
    if not found:
        return -1
    last = found[-1]
    before = text[max(start, last.start() - 12) : last.start()].split()
    if not before or before[-1].lower() not in _GERUND_AFTER:
        return -1  # "the cost of pursuing", ", and renewing": a list of acts, not a thing's
    at = last.end()
    if not LIST.search(text, at, end) or "(" in text[at:end] or _ASIDE.search(text, at, end):
        return -1  # "By creating an account, whether through a device, app or computer"
    return at


# An act on a thing or a count of things, then "of"/"to" and the thing.
_ACT = re.compile(
    r"(?:(?:[Yy]our|[Tt]he|[Ii]ts|[Tt]heir|[Oo]ur|[Hh]is|[Hh]er|[Aa]ny|[Ss]uch)[ \t\n]+)"
    r"(?:(?:total|aggregate|maximum|minimum)[ \t\n]+)?"
    r"(?P<act>use|usage|access|number)[ \t\n]+(?:of|to)[ \t\n]+"
    r"(?=(?:the|an?|any|all|our|your|its|their|this|these|such)[ \t\n]|[A-Z0-9])"
)
_ACTS = word_set("use uses usage access number numbers")


def act_object(text: str, start: int, end: int, terms: list[str]) -> int:
    """Start of the thing after "your use of", "the number of" opening ``text[start:end]``,
    which the bracket defining ``terms`` names, or -1. A count names a thing only when the
    term is plural ("the number of servers (the "Servers")")."""
    m = _ACT.match(text, start, end)
    if m is None or "(" in text[m.end() : end]:
        return -1
    lasts = [t.split()[-1].lower() for t in terms if t.split()]
    if not lasts or any(w in _ACTS for w in lasts):
        return -1  # "the use of the Site (the "Use")": the act itself
    if m.group("act") == "number":
        tail = text[m.end() : end].split()
        plural = bool(tail) and tail[-1].lower().endswith("s")
        if not plural or not all(w.endswith("s") for w in lasts):
            return -1
    return m.end()


# A passive participle and its agent: "disclosed by one Party (the "Discloser")".
_BY_AGENT = re.compile(
    r"(?<![\w'’-])[a-z]{3,}(?:ed|en|wn)[ \t\n]+by[ \t\n]+"
    r"(?=(?:the|an?|one|either|each|any|such)[ \t\n]|[A-Z])"
)
_AGENT_REACH = 60
# A term naming who acts: an agent noun ("Discloser", "Licensor", "Assignee") or a party.
_ROLE_ENDS = ("er", "or", "ee", "party", "parties", "ers", "ors", "ees")
_ROLES = word_set("recipient recipients agent agents tenant tenants claimant applicant participant")
_NOT_ROLES = word_set(
    "order orders number numbers letter letters matter matters offer offers transfer transfers "
    "waiver waivers quarter chapter paper power error errors floor factor factors sector "
    "other master register labor labour favor honor door"
)
_AGENT_BREAKS = re.compile(
    r"[,;:()]|[ \t\n](?:and|or|of|to|that|which|who|is|are|shall|will)[ \t\n]"
)


def agent_by(text: str, start: int, end: int, terms: list[str]) -> int:
    """Start of the agent after a passive participle ending ``text[start:end]`` ("all
    information disclosed by one Party"), which a bracket naming a role ("Discloser",
    "Licensor", "Indemnifying Party") names, or -1. The agent is a short phrase with no
    list or clause of its own."""
    lasts = [t.split()[-1].lower() for t in terms if t.split()]
    if not lasts or len(lasts) < len(terms) or not all(_role(w) for w in lasts):
        return -1
    lo = max(start, end - _AGENT_REACH)
    if " by " not in text[lo:end] and "\nby " not in text[lo:end]:
        return -1
    found = list(_BY_AGENT.finditer(text, lo, end))
    if not found:
        return -1
    at = found[-1].end()
    before = text[start : found[-1].start()].lower()
    if any(w in before for w in lasts):
        return -1  # "the offer made by Acme (the "Offer")": the bracket names the offer
    if before.split() and _role(before.split()[-1].strip(",")):
        return -1  # "a third party authorized by Intuit": the bracket names the party
    if _AGENT_BREAKS.search(text, at - 1, end) or len(text[at:end].split()) > 5:
        return -1
    return at


# A relative clause with no "that" ending a phrase: "the content you post", "the data we
# collect". The head noun before it is what the bracket names.
_CONTACT = re.compile(
    r"[ \t\n](?:[Yy]ou|[Ww]e|[Tt]hey|[Uu]sers?)(?:[ \t\n]+(?:may|can|will|might))?"
    r"[ \t\n]+[a-z]+[ \t\n]*\Z"
)


def contact_clause(text: str, lo: int, end: int) -> int:
    """Start of a relative clause with no "that" ending ``text[lo:end]``, or -1."""
    m = _CONTACT.search(text, lo, end)
    return m.start() if m is not None else -1


def _role(word: str) -> bool:
    """Whether a term's last word names who acts ("discloser", "licensee", "recipient")."""
    return word in _ROLES or (word.endswith(_ROLE_ENDS) and word not in _NOT_ROLES)
