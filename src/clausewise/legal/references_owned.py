"""Documents named by whose they are: "article 3 of the Company's articles of association",
"clause 4 of the Supplier's standard terms of business", "section 2 of the Customer's privacy
policy".

Such a document is no capitalised name, so the name reader of
:mod:`clausewise.legal.citations` does not see it, and the unit before it was read as this
agreement's own ("article 3" resolving to clause 3). An owner written with a capital (a party,
a defined term) and an apostrophe, then a few lower-case words ending in a word that names a
kind of document ("articles", "terms", "policy", "rules", "letter" ...), name another
document: the reference is external, with that document as its ``document``.
"""

from __future__ import annotations

import re

from .citations import jurisdiction_of

__all__ = ["owned_document"]

# Between words: a space or two, or one line break (a hard wrap).
_GAP = r"(?:[ \t]{1,2}|[ \t]?\n[ \t]{0,3})"
# "the Company's articles of association", "the Supplier's standard terms of business": an
# owner of one to four capitalised words, an apostrophe, then one to five lower-case words.
_OWNED_RE = re.compile(
    rf"(?:the|The){_GAP}(?P<owner>[A-Z][\w&-]{{0,30}}(?:{_GAP}[A-Z][\w&-]{{0,30}}){{0,3}})"
    rf"['\u2019]s?(?P<words>(?:{_GAP}[a-z][a-z-]{{0,20}}){{1,5}})"
)
_WORD_RE = re.compile(r"[a-z][a-z-]*")
# Kinds of document a party keeps, written in lower case after its name.
_KINDS = frozenset(
    [
        "articles",
        "terms",
        "conditions",
        "policy",
        "policies",
        "rules",
        "regulations",
        "letter",
        "agreement",
        "contract",
        "lease",
        "licence",
        "license",
        "deed",
        "plan",
        "bylaws",
        "by-laws",
        "certificate",
        "memorandum",
        "constitution",
        "charter",
        "code",
        "handbook",
        "manual",
        "procedures",
        "guidelines",
        "specification",
        "specifications",
    ]
)


def owned_document(text: str, pos: int, key: str) -> tuple[dict[str, str], int] | None:
    """The document named at ``pos`` after "of" by its owner ("the Company's articles of
    association") with where its name ends, or ``None``. The name ends at the first word
    naming a kind of document, with what completes it: "of association", "and conditions"."""
    m = _OWNED_RE.match(text, pos)
    if m is None:
        return None
    words = list(_WORD_RE.finditer(text, m.start("words"), m.end("words")))
    kinds = [w.group() in _KINDS for w in words]
    if True not in kinds:
        return None
    i = kinds.index(True)
    if i + 2 < len(words) and words[i + 1].group() == "of":
        i += 2  # "articles of association", "terms of business"
    elif i + 2 < len(words) and words[i + 1].group() == "and" and kinds[i + 2]:
        i += 2  # "terms and conditions"
    end = words[i].end()
    name = " ".join(text[m.start("owner") : end].split())
    return {"document": name, "jurisdiction": jurisdiction_of(name, key)}, end
