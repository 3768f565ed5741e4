"""Compile the phrase tables of :mod:`clausewise.legal.signals` into fast matchers.

Speed is the point. Every phrase of a family (title, body) goes into one regular expression
shaped as a trie (phrases sharing a prefix share its pattern), so the regex engine tries only
the few branches that start with the letter under the cursor. Word phrases are anchored by
consuming the non-alphanumeric character before them: the pattern then begins with a character
class, and the engine skips from one word start to the next in C. ``findall`` returns the
matched strings without building match objects; a ``Counter`` tallies them, and only the
distinct hits (a handful per clause) are looked up in Python.

A hit is mapped back to its phrase through a canonical key: the text with whitespace, hyphens,
quotes and apostrophes removed (exactly the characters the phrase syntax matches loosely).
Stemmed phrases ("indemnif*") are found by their longest stem that prefixes the key.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from . import (
    signals,
    signals_deals,
    signals_genres,
    signals_plain,
    signals_terms,
    signals_terms_service,
    signals_weak,
)
from .fold_dates import blank_named_dates
from .types import ClauseType

__all__ = [
    "NOT_EVIDENCE",
    "SignalSet",
    "Weighted",
    "canonical",
    "compile_family",
    "fold",
    "signal_set",
]

# Characters the phrase syntax matches loosely; removed to form the canonical key.
_LOOSE = " \t\n\r\f\v-\u2010\u2011\u2012\u2013\u2014'\u2019\"\u201c\u201d"
_DELETE = str.maketrans("", "", _LOOSE)

_ATOM = {
    " ": r"\s+",
    "-": "[-\u2010\u2011\u2012\u2013\u2014\\s]?",
    "'": "['\u2019]?",
    '"': '["\u201c\u201d]',
}
_END_WORD = "(?![a-z0-9])"
_STEM = "[a-z]*"

_MEMO_LIMIT = 50_000

# (clause type, weight, tier) contributed by one phrase.
Weighted = tuple[ClauseType, float, int]

# Tiers: how a phrase's evidence is accumulated (see ``classify``).
TITLE_TIER, GENERIC_TIER, STRONG_TIER, WEAK_TIER = 0, 1, 2, 3


# "the Commission", "European Commission", "Securities and Exchange Commission": capitalised
# after an article or a name, "Commission" is an institution, not a sales commission. Found in
# the original text (case matters) and blanked out of the lower-cased copy the phrases scan.
_INSTITUTION = re.compile(r"Commission(?![A-Za-z])")
_NAME_BEFORE = re.compile(r"(?:^|[^A-Za-z])([Tt]he|[A-Z][A-Za-z]*)\s+$")
_NOT_INSTITUTION = frozenset({"Sales", "Referral", "Agency", "Agent", "Broker"})


# Phrases that hold a signal word but are evidence of nothing: "a Delaware limited liability
# company" names a company's legal form in nearly every US preamble, and its "liability" is
# not a clause about liability; a "solicitor" is a lawyer ("the Buyer's Solicitors"), not a
# solicitation of employees (the stem "solicit*" would read it so); duties "assigned to her"
# are no assignment, "unsolicited orders" no spam. Each is matched whole in
# the body scan (the longest phrase wins at a position), so the words inside it are not
# counted on their own.
NOT_EVIDENCE = (
    "limited liability company",
    "limited liability companies",
    "limited liability partnership",
    "limited liability limited partnership",
    "limited liability corporation",
    "solicitor",
    "solicitors",
    # Works to a building are no invention: "leasehold improvements", "tenant improvements"
    # (and "alterations, additions or improvements", a covenant phrase of leases).
    "leasehold improvements",
    "tenant improvements",
    "capital improvements",
    # Work given to a person is no assignment of the contract: "such duties as may be
    # assigned to her by the Board", "the personnel assigned to the project".
    "assigned to him",
    "assigned to her",
    "assigned to them",
    "duties assigned",
    "tasks assigned",
    "personnel assigned",
    "staff assigned",
    "employees assigned",
    # A distributor's passive sales ("may respond to unsolicited orders from customers
    # outside the Territory") are no spam.
    "unsolicited order",
    "unsolicited orders",
    "unsolicited request",
    "unsolicited requests",
    "unsolicited enquiry",
    "unsolicited enquiries",
    "unsolicited inquiry",
    "unsolicited inquiries",
    # A representation named as what was broken is the object of a remedy, not a statement:
    # "shall not be liable for any claim for breach of the representations and warranties"
    # limits liability, "shall indemnify ... for any breach of any representation" is an
    # indemnity, "may terminate on a breach of any representation" a termination right. The
    # representation clause itself states ("represents and warrants that").
    *(
        f"{lapse} {which} {what}"
        for lapse in ("breach of", "inaccuracy in", "inaccuracy of")
        for which in ("the", "any", "a", "its", "any of the", "any of its")
        for what in (
            "representation",
            "representations",
            "representation or warranty",
            "representations or warranties",
            "representations and warranties",
        )
    ),
)


def fold(text: str) -> str:
    """``text`` lower-cased for the phrase scan (same length, same offsets), with words that
    only their capital letter tells apart blanked out: an institution named "Commission" is
    not evidence of a commission payment, a "Termination Date" not of termination
    (:mod:`.fold_dates`)."""
    low = text.lower()
    if len(low) != len(text):
        return low
    low = blank_named_dates(text, low)
    if "Commission" not in text:
        return low
    cuts: list[int] = []
    for m in _INSTITUTION.finditer(text):
        start = m.start()
        before = _NAME_BEFORE.search(text, max(0, start - 24), start)
        if before is not None and before.group(1) not in _NOT_INSTITUTION:
            cuts.append(start)
    if not cuts:
        return low
    parts: list[str] = []
    last = 0
    for start in cuts:
        parts.append(low[last:start])
        parts.append("c_mmission")  # same length; matches no phrase
        last = start + len("commission")
    parts.append(low[last:])
    return "".join(parts)


def canonical(text: str) -> str:
    """The lookup key of a phrase or of a matched string."""
    return text.lower().translate(_DELETE).rstrip("*")


def _atoms(phrase: str) -> list[str]:
    stem = phrase.endswith("*")
    body = " ".join(phrase.rstrip("*").lower().split())
    quoted = body.startswith('"')
    if quoted:
        body = body[1:].strip()
    atoms = [_ATOM.get(ch, re.escape(ch)) for ch in body]
    if stem:
        atoms.append(_STEM)
    # A phrase ending in a letter or digit (or a stem) must end a word; one ending in
    # punctuation ("percent (") needs no such check.
    end = _END_WORD if stem or body[-1:].isalnum() else ""
    if quoted:
        # '" means': the words must follow a closing quote. Checked by a look-behind at the
        # end of the phrase, so the check runs only when the words themselves matched. A
        # look-behind has a fixed width: one per gap of one to three spaces (extracted text
        # and a Markdown view, '"Losses"** means' read as '"Losses"   means', space words out).
        words = "".join(r"\s" if ch == " " else re.escape(ch) for ch in body)
        behind = "|".join(
            f'(?<=["\u201c\u201d]{gap}{words})' for gap in (r"\s", r"\s\s", r"\s\s\s")
        )
        end = f"(?:{behind})" + end
    atoms.append(end)
    return atoms


class _Trie:
    """A node of the phrase trie: continuations by pattern atom, and the end checks of the
    phrases that stop here."""

    __slots__ = ("ends", "next")

    def __init__(self) -> None:
        self.next: dict[str, _Trie] = {}
        self.ends: set[str] = set()


def _trie_pattern(phrases: Iterable[str]) -> str:
    root = _Trie()
    for phrase in phrases:
        *atoms, end = _atoms(phrase)
        node = root
        for atom in atoms:
            node = node.next.setdefault(atom, _Trie())
        node.ends.add(end)
    return _emit(root)


def _emit(node: _Trie) -> str:
    body, end = _emit_parts(node)
    return body + end


def _emit_parts(node: _Trie) -> tuple[str, str]:
    """(pattern, end check) of the phrases under ``node``. An end check that every one of
    them shares is written once after the alternation, not once per phrase (the engine tries
    the alternatives in the same order either way, each followed by the check): the pattern,
    and the time ``re.compile`` takes on it, roughly halve."""
    # Continuations before the phrase ends: the engine then prefers the longest phrase.
    # A stem ("[a-z]*") goes after the literal continuations it would otherwise shadow.
    keys = sorted(node.next, key=lambda k: (k == _STEM, k))
    parts = [(k + body, end) for k in keys for body, end in (_emit_parts(node.next[k]),)]
    parts.extend(("", end) for end in sorted(node.ends, key=lambda e: (e == "", e)))
    shared = {end for _, end in parts}
    if len(shared) == 1:
        alts, end = [body for body, _ in parts], parts[0][1]
    else:
        alts, end = [body + end for body, end in parts], ""
    return (alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"), end


@dataclass(frozen=True, slots=True)
class Family:
    """One compiled phrase family: a regex plus the table from hit to evidence."""

    regex: re.Pattern[str]
    exact: dict[str, tuple[Weighted, ...]]
    stems: dict[str, tuple[Weighted, ...]]
    max_stem: int
    memo: dict[str, tuple[Weighted, ...]] = field(default_factory=dict, compare=False)

    def lookup(self, hit: str) -> tuple[Weighted, ...]:
        found = self.memo.get(hit)
        if found is None:
            found = self._resolve(hit)
            if len(self.memo) >= _MEMO_LIMIT:
                self.memo.clear()  # matched strings are few; this only bounds odd inputs
            self.memo[hit] = found
        return found

    def _resolve(self, hit: str) -> tuple[Weighted, ...]:
        key = canonical(hit)
        found = self.exact.get(key)
        if found is not None:
            return found
        for cut in range(min(len(key), self.max_stem), 0, -1):
            found = self.stems.get(key[:cut])
            if found is not None:
                return found
        return ()

    def count(self, lowered: str) -> Counter[str]:
        """Hits in an already lower-cased text, tallied by matched string."""
        # A leading space lets a phrase match at the very start (the pattern consumes the
        # character before a word phrase).
        return Counter(self.regex.findall(" " + lowered))

    def positions(self, lowered: str) -> list[tuple[int, str]]:
        """Hits with their start offsets in ``lowered`` (for short texts such as titles)."""
        return [(m.start(1) - 1, m.group(1)) for m in self.regex.finditer(" " + lowered)]


def compile_family(
    entries: Iterable[tuple[str, Weighted]], inert: Iterable[str] = ()
) -> Family:
    """Compile ``(phrase, (type, weight, tier))`` entries into one :class:`Family`.
    ``inert`` phrases are matched like the others but weigh nothing (see ``NOT_EVIDENCE``)."""
    exact: dict[str, list[Weighted]] = {}
    stems: dict[str, list[Weighted]] = {}
    phrases: set[str] = set()
    for phrase in inert:
        text = " ".join(phrase.lower().split())
        phrases.add(text)
        exact.setdefault(canonical(text), [])
    for phrase, weighted in entries:
        text = " ".join(phrase.lower().split())
        if not text.strip('"*').strip() or not (text[0].isalnum() or text[0] == '"'):
            continue  # a phrase must start with a word (or a quote before a word)
        phrases.add(text)
        table = stems if text.endswith("*") else exact
        bucket = table.setdefault(canonical(text), [])
        if all(w[0] is not weighted[0] for w in bucket):
            bucket.append(weighted)
    pattern = _trie_pattern(sorted(phrases)) if phrases else "(?!)"
    return Family(
        regex=re.compile(f"[^a-z0-9]({pattern})"),
        exact={k: tuple(v) for k, v in exact.items()},
        stems={k: tuple(v) for k, v in stems.items()},
        max_stem=max((len(k) for k in stems), default=0),
    )


# British spellings of the lists' American ones: "unauthorised access", "duly authorised",
# "organisation", "analyse", "defence". Every phrase also matches its British form.
_BRITISH = re.compile(r"(?<=[a-z])(iz|yz)(?=[a-z])|\b(defen|offen)se")


def _british(match: re.Match[str]) -> str:
    if match.group(1):
        return match.group(1)[0] + "s"
    return match.group(2) + "ce"


def _spellings(phrase: str) -> tuple[str, ...]:
    """``phrase`` and, if it differs, its British spelling."""
    british = _BRITISH.sub(_british, phrase)
    return (phrase,) if british == phrase else (phrase, british)


def _entries(
    table: Mapping[ClauseType, Iterable[str]], weight: float, tier: int
) -> list[tuple[str, Weighted]]:
    return [
        (spelling, (t, weight, tier))
        for t, phrases in table.items()
        for p in phrases
        for spelling in _spellings(p)
    ]


@dataclass(frozen=True, slots=True)
class SignalSet:
    """The compiled title and body families for one document type and set of extras."""

    title: Family
    body: Family


TITLE_WEIGHT = 10.0
GENERIC_WEIGHT = 3.0
STRONG_WEIGHT = 3.0
WEAK_WEIGHT = 1.0


@lru_cache(maxsize=32)
def signal_set(
    doc_type: str, extra: tuple[tuple[ClauseType, tuple[str, ...]], ...] = ()
) -> SignalSet:
    """The compiled signals for ``doc_type`` with user ``extra`` phrases merged in.

    ``extra`` phrases count as strong body evidence and as heading words, so a heading that is
    one of them settles the type just like a built-in one. Cached: building takes milliseconds,
    and chunkers with the same options share one compiled set.
    """
    terms = doc_type == "terms_conditions"
    title = _entries(signals.TITLE, TITLE_WEIGHT, TITLE_TIER)
    title += _entries(signals.GENERIC_TITLE, GENERIC_WEIGHT, GENERIC_TIER)
    title += _entries(signals_plain.PLAIN_TITLE, TITLE_WEIGHT, TITLE_TIER)
    title += _entries(signals_plain.PLAIN_GENERIC, GENERIC_WEIGHT, GENERIC_TIER)
    title += _entries(signals_genres.GENRE_TITLE, TITLE_WEIGHT, TITLE_TIER)
    title += _entries(signals_deals.DEAL_TITLE, TITLE_WEIGHT, TITLE_TIER)
    body = _entries(signals.STRONG, STRONG_WEIGHT, STRONG_TIER)
    body += _entries(signals_plain.PLAIN_STRONG, STRONG_WEIGHT, STRONG_TIER)
    body += _entries(signals_genres.GENRE_STRONG, STRONG_WEIGHT, STRONG_TIER)
    body += _entries(signals_deals.DEAL_STRONG, STRONG_WEIGHT, STRONG_TIER)
    body += _entries(signals_weak.WEAK, WEAK_WEIGHT, WEAK_TIER)
    body += _entries(signals_plain.PLAIN_WEAK, WEAK_WEIGHT, WEAK_TIER)
    if terms:
        # Terms-of-service phrases go first so they win a shared canonical key.
        title = _entries(signals_terms.TC_TITLE, TITLE_WEIGHT, TITLE_TIER) + title
        title = _entries(signals_terms_service.TC_SERVICE_TITLE, TITLE_WEIGHT, TITLE_TIER) + title
        title = _entries(signals_terms_service.TC_GENERIC, GENERIC_WEIGHT, GENERIC_TIER) + title
        body = _entries(signals_terms.TC_STRONG, STRONG_WEIGHT, STRONG_TIER) + body
        body = _entries(signals_terms_service.TC_SERVICE_STRONG, STRONG_WEIGHT, STRONG_TIER) + body
        body += _entries(signals_terms_service.TC_SERVICE_WEAK, WEAK_WEIGHT, WEAK_TIER)
        body += _entries(signals_terms.TC_WEAK, WEAK_WEIGHT, WEAK_TIER)
    user = dict(extra)
    title = _entries(user, TITLE_WEIGHT, TITLE_TIER) + title
    body = _entries(user, STRONG_WEIGHT, STRONG_TIER) + body
    return SignalSet(title=compile_family(title), body=compile_family(body, NOT_EVIDENCE))
