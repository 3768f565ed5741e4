"""Which defined terms a span of text uses.

:class:`TermIndex` is built once per document from its :class:`DefinedTerm` list. It compiles
one regex: every term and its plural ("Party"/"Parties", "Service"/"Services") as a trie of
alternatives, longer continuations tried first, words joined by ``\\s+`` so a term broken by
a hard line wrap still counts. Matching is case-sensitive ("the Services" uses the term
"Services", "services" does not), whole words only, and non-overlapping, so "Confidential
Information" does not also count "Information" where it is part of the longer term.

Six exceptions. A term inside the name of an act counts as no use ("Goods" and "Services" in
"the Supply of Goods and Services Act 1982"): the term regex refuses a hit that the rest of
such a name follows; so is a term inside an agreement's name ("Services" in "this Master
Services Agreement", a document title). A term that is an instrument's kind ("Act", defined as
the USA PATRIOT Act) after a capitalised word ends another instrument's name ("the Securities
Exchange Act of 1934"), no use either; "the Act" is one. A term inside a company's name is no
use either: "Services" in "Tern Services Limited", a party's short name "Acme" in "Acme
Holdings, Inc." (the chunk names the company itself). A term opening a fixed compound that
names something else ("Customer Service", "Bank Holiday": :mod:`.terms_compounds`) is no use;
"Customer Data" and "Customer's" are. And a lower-case term (legislation's
'manufacturer') also counts capitalised where it opens a sentence, a line or a list item
("Manufacturers shall ensure").
Short lower-case terms ("we", "us") take no plural ("us" must not find "uses"). The chunker
leaves the pronouns of ``PRONOUNS`` out of the index it builds (they would stand in every
chunk); an index given them finds them like any term.

Speed: the regex is compiled on first use, and a text is scanned once, whole; a span then
takes the hits between its ends (two binary searches). A span whose ends cut through a hit,
or end inside a word, is scanned on its own, which is what the whole-text hits stand for
everywhere else: the scan of a span can only differ from the whole-text scan near its ends
(an act's name that runs on past a span's end is not seen by the span's own scan).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable

from .company_forms import COMPANY_ABBREVIATIONS
from .plurals import singular
from .terms_capitals import in_capitals
from .terms_compounds import COMPOUND_HEADS, opens_fixed_compound
from .types import DefinedTerm

__all__ = ["PRONOUNS", "TermIndex", "trie_regex"]

_WORD_BEFORE = re.compile(r"[\w-]")
# A term followed by the rest of an act's name is part of that name, not a use of the term
# ("the Supply of Goods and Services Act 1982" uses neither "Goods" nor "Services"): the rest
# is capitalised words and the small words that join them, a bracketed word ("Late Payment of
# Commercial Debts (Interest) Act 1998"), then the kind and a year ("Act 1982", "Act of 1934",
# "Regulations (Northern Ireland) 2016", "Regulation (EU) 2016/679"). A look-ahead appended to
# the term regex, tried in C at every hit (ten Title Case words on at most: a run of capitals
# fails at once); kept plain, as it is
# compiled with every document's terms (a character class with \w costs more to compile).
_NOT_IN_ACT_NAME = (
    r"(?!\s+(?:(?:[A-Z][a-z]\S*|of|and|for|in|on|&|\([A-Z][^()]{0,30}\))\s+){0,10}?"
    r"(?:Acts?|Regulations?|Order|Directive|Rules|Code)\s+(?:of\s+|\([^()]{1,30}\)\s+)?\d{4})"
)
# Likewise a term followed by the rest of an agreement's name is part of that name ("Master
# Services Agreement", "the Software Licence Agreement", "Share Purchase Deed"): up to three
# more capitalised words, then the document's kind, singular (the chunk names the document,
# not the Services; "Seller Agreements" are the Seller's). Tried in C at every hit, it reads
# a few words at most.
_NOT_IN_DOCUMENT_NAME = (
    r"(?![ \t]{1,2}(?:[A-Z][a-z]+[ \t]{1,2}){0,3}(?:Agreement|Deed)(?![A-Za-z]))"
)
# A term that is an instrument's kind ("Act" for "the USA PATRIOT Act") written right after
# a capitalised word is the end of another instrument's name ("the Securities Exchange Act of
# 1934", "the Companies Act, 2013"), not a use; after a determiner it is one ("the Act").
_KIND_TERMS = frozenset(
    {"Act", "Acts", "Regulation", "Regulations", "Order", "Directive", "Rules", "Code", "Statute"}
)
_NAME_WORD_BEFORE = re.compile(r"(?<![\w.-])(?P<w>[A-Z][\w.&'’-]{0,30})[ \t\n]+\Z")
_DETERMINERS = frozenset(
    {"The", "This", "That", "These", "Such", "Said", "Each", "Any", "Every", "Our", "Its"}
    | {"Their", "Your", "Which", "Under", "Of"}
)
# A party's pronoun defined in lower case ('Each licensee is addressed as "you"', '"you"
# will mean the entity you represent'). The chunker keeps the definition (it says who "you"
# is) but does not trace its uses: every sentence of a licence or terms of service says
# "you", so each chunk's defined_terms_used would list it and tell a retriever nothing. A
# term the drafter capitalises ('"You" (or "Your") shall mean ...') is traced as written.
PRONOUNS = frozenset({"you", "your", "yours", "we", "us", "our", "ours", "i", "me", "my"})
_ITEM_BEFORE = re.compile(r"(?<!\S)\(?[0-9A-Za-z]{1,4}[.)]\Z")
# "Party" after "Third" is no use of a defined "Party": a third party is by definition no
# party to the agreement ("any Third Party", "a Third Party Beneficiary"), while an
# "Indemnified Party" or a "Disclosing Party" is one of the parties.
_PARTY_TERMS = frozenset({"Party", "Parties", "PARTY", "PARTIES"})
_THIRD = re.compile(r"(?<![\w-])(?:Third|THIRD)[ \t]{1,2}\Z")


def _third_party(text: str, pos: int) -> bool:
    """Whether the "Party" hit at ``pos`` follows "Third" (reads 8 characters before it)."""
    return _THIRD.search(text, max(0, pos - 8), pos) is not None


def _opens_sentence(text: str, pos: int) -> bool:
    """Whether a sentence, paragraph, line or list item opens at ``pos``."""
    i = pos
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    if i == 0 or text[i - 1] in "\n.!?:;":
        return True
    return text[i - 1] == ")" and _ITEM_BEFORE.search(text, max(0, i - 7), i) is not None


def _in_other_name(text: str, pos: int) -> bool:
    """Whether the instrument kind at ``pos`` ends a name that a capitalised word before it
    begins ("Securities Exchange Act"). Reads the text before ``pos`` only."""
    m = _NAME_WORD_BEFORE.search(text, max(0, pos - 40), pos)
    return m is not None and m.group("w") not in _DETERMINERS


# A term followed by the end of a company's name is part of that name, not a use ("Tern
# Services Limited", "Acme Holdings, Inc.", "Harbour Supplier (UK) Ltd"): up to three more
# capitalised words or a bracketed word, then a company form as names write it (capitalised
# or in capitals; "plc" and "GmbH" as they are), which neither a capitalised word nor "to"
# follows ("the Products Limited Warranty", "SHALL BE LIMITED TO" are no names; after "Inc."
# a new sentence may start). Only the form takes a comma before it ("Acme, Adaptimmune
# Limited" is a list, "Acme Holdings, Inc." a name). "Company" and the words that only carry
# a form on are left out: "each Group Company" uses "Group".
_NAME_FORMS = COMPANY_ABBREVIATIONS | {"limited", "corporation", "incorporated", "berhad"}
_WRITTEN_FORMS = sorted(
    {f.upper() for f in _NAME_FORMS} | {f.capitalize() for f in _NAME_FORMS} | {"plc", "GmbH"},
    key=len,
    reverse=True,
)
# The space between a name's words: one or two spaces, or a line break and its indent (a
# wide gap is the next column of a signature block, a blank line the next paragraph). Bounded
# runs: a scan that starts inside a long run of blanks stops within a few characters.
_GAP = r"(?:[ \t]{1,2}|[ \t]{0,4}\n[ \t]{0,40})"
_COMPANY_AFTER = re.compile(
    rf"(?:{_GAP}(?:[A-Z][\w&'’-]{{0,30}}|\([A-Z][\w .]{{0,20}}\))){{0,3}}?,?{_GAP}(?:"
    + "|".join(map(re.escape, _WRITTEN_FORMS))
    + r")(?:\.|(?![\w-]|[ \t]+(?:[A-Z][a-z]|to\b|TO\b)))"
)


_BEFORE_NAME_REST = frozenset(" \t\n,")


def _in_company_name(text: str, end: int, stop: int) -> bool:
    """Whether the hit ending at ``end`` is followed, before ``stop``, by the rest of a
    company's name ending in its form."""
    # The usual hit is followed by punctuation or a lower-case word ("Services shall"): two
    # characters tell, and spare the regex ("Holdings plc" may still be a name).
    if text[end : end + 1] not in _BEFORE_NAME_REST:  # "" at the end: no name
        return False
    after = text[end + 1 : end + 2]
    if after.islower() and after != "p":
        return False
    return _COMPANY_AFTER.match(text, end, stop) is not None


def _variants(term: str) -> list[str]:
    """The forms of ``term`` that count as its use: itself, its plural and, for a term of
    several words defined in the plural, its singular ("Authorised User" is a use of
    "Authorised Users"). Without the singular, the shorter term inside it ("User") would be
    counted instead, with a definition that has nothing to do with the text. A one-word
    plural keeps no singular: "Term" or "Good" written alone is too often another word
    (unless it labels the noun before it: :func:`_labelled_singular`)."""
    out = [term]
    if term[-1:].islower() and (len(term) > 3 or not term.islower()):  # not "us" -> "uses"
        out.append(term + "s")
        if (plural := _plural(term)) != term + "s":
            out.append(plural)
    if " " in term.strip():
        single = singular(term.rsplit(" ", 1)[1])
        if single:
            out.append(term.rsplit(" ", 1)[0] + " " + single)
    if " of " in term:
        # "Event of Default" is used as "Events of Default", "Letter of Credit" as "Letters of
        # Credit": the noun before "of" takes the number ("Rights of First Refusal" defined in
        # the plural is used as "Right of First Refusal")
        head, rest = term.split(" of ", 1)
        before, _, noun = head.rpartition(" ")
        lead = before + " " if before else ""
        one = singular(noun)
        if one:
            out.append(f"{lead}{one} of {rest}")
        elif noun[-1:].islower() and len(noun) > 2:
            out.append(f"{lead}{_plural(noun)} of {rest}")
    return out


def _plural(word: str) -> str:
    """The regular plural of ``word``: "Party" -> "Parties", "Box" -> "Boxes", "User" ->
    "Users"."""
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    return word + "s"


def _labelled_singular(term: str, found: list[DefinedTerm]) -> list[str]:
    """The singular of a one-word plural term that labels the common noun just before it
    ('independent sellers ("Sellers")', 'buyers ("Buyers")'): "a Seller" is one of the
    Sellers. A plural whose definition ends in other words ('These Terms of Service
    ("Terms")') keeps no singular (see :func:`_variants`)."""
    if " " in term or not term[:1].isupper():
        return []
    single = singular(term)
    if single is None:
        return []
    # The label's noun ends the definition text with no full stop after it; a definition of
    # the '"Patents" means ... and patents.' kind ends its sentence.
    low = term.lower()
    for t in found:
        words = t.definition.rstrip().rsplit(None, 1)
        if words and words[-1] == low:
            return [single]
    return []


def _escape(run: str) -> str:
    """A run of trie characters as regex: a space stands for ``\\s+``."""
    if run.isalnum():
        return run  # nothing to escape (the common case)
    if " " in run:
        return r"\s+".join(map(re.escape, run.split(" ")))
    return re.escape(run)


def trie_regex(words: Iterable[str]) -> str:
    """One regex for all ``words`` (whitespace already collapsed to one space), shared
    prefixes factored out so matching costs about one test per character whatever the number
    of terms. A space in a word matches any run of whitespace.

    Built from the sorted words without a trie of dicts: a group of words sharing a prefix
    is a contiguous run of the sorted list, so each branch costs one pass over its words."""
    return _branch(sorted(set(words)), 0)


def _branch(words: list[str], depth: int) -> str:
    """The pattern for ``words`` (sorted, distinct, sharing ``words[0][:depth]``) from
    position ``depth`` on."""
    first, last = words[0], words[-1]
    if len(words) == 1:
        return _escape(first[depth:])
    stop = depth
    limit = min(len(first), len(last))
    while stop < limit and first[stop] == last[stop]:
        stop += 1
    run = _escape(first[depth:stop])
    ends = len(first) == stop  # a word ends here; being shortest, it sorts first
    rest = words[1:] if ends else words
    if not rest:
        return run
    alts: list[str] = []
    lo = 0
    while lo < len(rest):
        ch = rest[lo][stop]
        hi = lo + 1
        while hi < len(rest) and rest[hi][stop] == ch:
            hi += 1
        alts.append(_branch(rest[lo:hi], stop))
        lo = hi
    body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
    # A word ending here makes the rest optional, tried first: "Confidential Information"
    # wins over "Confidential" at the same place, and the shorter word is matched only if
    # the longer one does not continue. Whitespace runs are collapsed, so no two branches
    # can match the same text and their order does not matter.
    return run + (f"(?:{body})?" if ends else body)


class _Hits:
    """Every match of the term regex in one text, in order: raw matches (they decide where
    the scan of a span resynchronises), and the counted ones (not glued to a word before)."""

    __slots__ = ("dropped", "ends", "kept", "names", "starts", "text")

    def __init__(self, text: str, regex: re.Pattern[str], terms: TermIndex) -> None:
        self.text = text
        spans = [m.span() for m in regex.finditer(text)]
        self.starts = [s for s, _ in spans]
        self.ends = [e for _, e in spans]
        self.kept: list[int] = []  # starts of counted hits
        self.names: list[str | None] = []  # their terms
        self.dropped: dict[int, str | None] = {}  # hits glued to a word before: start -> term
        get = terms._canonical.get
        for s, e in spans:
            found = text[s:e]
            # A term wrapped over a line break (or spaced out) is looked up with one space.
            name = get(found) or get(" ".join(found.split()))
            if name is not None:
                name = terms._used(text, s, e, len(text), name)
            if s and ((before := text[s - 1]).isalnum() or before in "_-"):  # [\w-]
                self.dropped[s] = name
            else:
                self.kept.append(s)
                self.names.append(name)

    def within(self, start: int, end: int) -> list[str | None] | None:
        """Terms of the hits in ``[start, end)`` in order, or ``None`` when the span's own
        scan could differ (a hit crosses an end, or the span ends inside a word)."""
        text, starts, ends = self.text, self.starts, self.ends
        if end < len(text) and _WORD_BEFORE.match(text, end):
            return None
        i = bisect_left(starts, start)
        if i and ends[i - 1] > start:
            return None
        j = bisect_left(starts, end, i)
        if j and ends[j - 1] > end:
            return None
        lo = bisect_left(self.kept, start)
        names = self.names[lo : bisect_left(self.kept, end, lo)]
        if start in self.dropped:
            # The span's own scan has no word before its first character: it counts a hit
            # that starts exactly there.
            names.insert(0, self.dropped[start])
        return names


class TermIndex:
    """The defined terms of one document, ready to find in any span of its text."""

    __slots__ = (
        "_by_term",
        "_canonical",
        "_caps",
        "_hits",
        "_initial",
        "_regex",
        "_scopes",
        "_usable",
    )

    def __init__(self, terms: Iterable[DefinedTerm]) -> None:
        self._by_term: dict[str, list[DefinedTerm]] = {}
        for t in terms:
            self._by_term.setdefault(t.term, []).append(t)
        self._canonical: dict[str, str] = {}
        lower: list[tuple[str, str]] = []
        for name, found in self._by_term.items():
            for variant in _variants(name) + _labelled_singular(name, found):
                # A variant that is itself a defined term stays that term.
                if variant == name or variant not in self._by_term:
                    key = " ".join(variant.split())
                    self._canonical.setdefault(key, name)
                    if key[:1].islower():
                        lower.append((key, name))
        # A lower-case term opening a sentence is capitalised ("Manufacturers shall ..." for
        # 'manufacturer'): those forms count there only, and never shadow a term of their own.
        initial = set()
        for key, name in lower:
            upper = key[0].upper() + key[1:]
            if upper not in self._canonical and upper not in self._by_term:
                self._canonical[upper] = name
                initial.add(upper)
        self._initial = frozenset(initial)
        # A term written in capitals inside a sentence of capitals (the conspicuous
        # disclaimers of US contracts: "LICENSOR'S TOTAL LIABILITY ... PAID BY LICENSEE") is
        # used there; those forms count only inside such text (``terms_capitals``).
        # Not a term whose first word is a term in capitals of its own ("SIGA Patents"): its
        # form in capitals would hide that term in a heading ("SIGA PATENTS").
        caps = set()
        written = dict(self._canonical)
        for key, name in written.items():
            if len(key) > 3 and key[:1].isupper() and key not in initial and not key.isupper():
                upper = key.upper()
                if upper.split(" ", 1)[0] in written:
                    continue
                if upper not in self._canonical and upper not in self._by_term:
                    self._canonical[upper] = name
                    caps.add(upper)
        self._caps = frozenset(caps)
        self._regex: re.Pattern[str] | None = None
        self._hits: _Hits | None = None
        self._scopes: dict[str, frozenset[str]] = {
            name: frozenset(t.scope for t in found) for name, found in self._by_term.items()
        }
        self._usable: dict[tuple[str, str | tuple[str, ...]], bool] = {}

    @property
    def scoped_only(self) -> dict[str, list[DefinedTerm]]:
        """The terms defined only within units ("In this clause 11, "Claim" means ...")."""
        return {n: f for n, f in self._by_term.items() if "document" not in self._scopes[n]}

    @property
    def terms(self) -> list[str]:
        """Every defined term, in the order first defined."""
        return list(self._by_term)

    @property
    def unit_scopes(self) -> frozenset[str]:
        """The scopes other than "document" some definition has (schedules, Parts ...)."""
        return frozenset(s for scopes in self._scopes.values() for s in scopes) - {"document"}

    def definition(
        self, term: str, scope: str | tuple[str, ...] = "document"
    ) -> DefinedTerm | None:
        """The definition of ``term`` that applies in ``scope`` (a schedule's own one first;
        a tuple of scopes, innermost first: a section's own one, then its Part's ...)."""
        found = self._by_term.get(term, [])
        for want in (*((scope,) if isinstance(scope, str) else scope), "document"):
            for t in found:
                if t.scope == want:
                    return t
        return None

    def prepare(self, text: str) -> TermIndex:
        """Compile the terms and find them all in ``text`` now (``used_in`` on spans of the
        same ``text`` object then only reads the hits); returns ``self``."""
        regex = self._compiled()
        if regex is not None and (self._hits is None or self._hits.text is not text):
            self._hits = _Hits(text, regex, self)
        return self

    def _compiled(self) -> re.Pattern[str] | None:
        if self._regex is None and self._canonical:
            pattern = trie_regex(self._canonical) + r"(?![\w-])" + _NOT_IN_ACT_NAME
            pattern += _NOT_IN_DOCUMENT_NAME
            self._regex = re.compile(pattern)
        return self._regex

    def used_in(
        self,
        text: str,
        start: int = 0,
        end: int | None = None,
        scope: str | tuple[str, ...] = "document",
    ) -> list[str]:
        """Defined terms used in ``text[start:end]`` that apply in ``scope``, in order of first
        use, each once."""
        regex = self._compiled()
        if regex is None:
            return []
        stop = len(text) if end is None else end
        hits = self._hits
        if hits is None or hits.text is not text:
            hits = self._hits = _Hits(text, regex, self)
        names = hits.within(start, stop)
        if names is None:
            names = self._scan(regex, text, start, stop)
        out: dict[str, None] = {}
        for name in names:
            if name is not None and name not in out and self._applies(name, scope):
                out[name] = None
        return list(out)

    def _scan(self, regex: re.Pattern[str], text: str, start: int, stop: int) -> list[str | None]:
        out: list[str | None] = []
        for m in regex.finditer(text, start, stop):
            s = m.start()
            if s > start and _WORD_BEFORE.match(text, s - 1):
                continue
            name = self._canonical.get(" ".join(m.group().split()))
            out.append(None if name is None else self._used(text, s, m.end(), stop, name))
        return out

    def _used(self, text: str, start: int, end: int, stop: int, name: str) -> str | None:
        """``name``, found at ``text[start:end]``, or None where that hit is no use of it: a
        form that counts only in some places (a lower-case term capitalised, a term in
        capitals), an instrument kind ending another name ("Exchange Act"), a "Third Party",
        the first word of a fixed compound ("Customer Service"), a word of a company's name
        (looked for before ``stop``). The whole-text scan and a span's own scan both decide
        here."""
        if (self._initial or self._caps) and not self._counts(text, start, text[start:end]):
            return None
        if name in _KIND_TERMS and _in_other_name(text, start):
            return None
        if name in _PARTY_TERMS and _third_party(text, start):
            return None
        if name in COMPOUND_HEADS and opens_fixed_compound(text, start, end):
            return None  # "Customer Service": a department, not the Customer
        return None if _in_company_name(text, end, stop) else name

    def _counts(self, text: str, start: int, found: str) -> bool:
        """Whether a hit ``found`` at ``start`` counts: a capitalised form of a lower-case term
        only where it opens a sentence (read before the hit), a term's form in capitals only
        inside a sentence of capitals (read around it, in the whole text either way, so a
        span's own scan and the whole-text scan agree)."""
        if found.isupper():  # only forms in capitals need the look around (cheap to rule out)
            key = found if found in self._caps else " ".join(found.split())
            if key in self._caps:
                return in_capitals(text, start, start + len(found))
        if not self._initial:
            return True
        key = found if found in self._initial else " ".join(found.split())
        return key not in self._initial or _opens_sentence(text, start)

    def _applies(self, name: str, scope: str | tuple[str, ...]) -> bool:
        key = (name, scope)
        found = self._usable.get(key)
        if found is None:
            scopes = self._scopes.get(name, frozenset())
            inside = (scope,) if isinstance(scope, str) else scope
            found = self._usable[key] = "document" in scopes or any(s in scopes for s in inside)
        return found
