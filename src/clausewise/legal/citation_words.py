"""Word lists of the citation reader (:mod:`clausewise.legal.citations`): which head nouns
name a document, which codes are known by name alone, and the words that link or lead a
name without being part of it."""

from __future__ import annotations

__all__ = ["DOC_WORDS", "KNOWN_CODES", "LINK_WORDS", "STOP"]

DOC_WORDS = frozenset(
    [
        "act",
        "code",
        "charter",
        "treaty",
        "convention",
        "constitution",
        "regulation",
        "regulations",
        "directive",
        "decision",
        "rules",
        "order",
        "statute",
        "law",
        "agreement",
        "indenture",
        "plan",
        "lease",
        "license",
        "licence",
        "contract",
        "bylaws",
        "by-laws",
        "certificate",
        "deed",
        "letter",
        "policy",
        "protocol",
        "guidelines",
        "terms",
        "conditions",
        "amendment",
        "addendum",
        "supplement",
        "instrument",
        "declaration",
        "articles",
        "memorandum",
        "tfeu",
        "teu",
        "gdpr",
        # accounting and reporting pronouncements ("paragraph 8 of Statement of Statutory
        # Accounting Principles No. 62", "Section 4 of the Statement of Work")
        "statement",
        # forms and notices a party completes or publishes ("Section 2 of the Order Form",
        # "Section 4 of our Privacy Notice")
        "form",
        "notice",
        "standard",
        "standards",
        "principles",
        "pronouncement",
    ]
)
KNOWN_CODES = frozenset(
    [
        "bankruptcy",
        "revenue",
        "commercial",
        "civil",
        "penal",
        "tax",
        "labor",
        "labour",
        "criminal",
        "procedure",
        "states",
        "corporations",
        "business",
        "insurance",
    ]
)
LINK_WORDS = frozenset(("of", "on", "for", "to", "in", "and", "the"))
STOP = frozenset(
    [
        "The",
        "This",
        "That",
        "Any",
        "Each",
        "Such",
        "No",
        "An",
        "A",
        "Its",
        "Their",
        "Our",
        "Your",
        "Under",
        "In",
        "Of",
    ]
)
