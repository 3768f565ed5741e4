"""Guess a document's jurisdiction profile and document type from its wording.

Used by the command line's ``--jurisdiction auto`` (its default) so a folder of mixed documents
chunks sensibly in one command. Library users pass the jurisdiction explicitly.
"""

from __future__ import annotations

import re

__all__ = ["guess_doc_type", "guess_jurisdiction"]

_SAMPLE = 20_000

_EU = re.compile(
    r"\b(?:REGULATION|DIRECTIVE|DECISION) \((?:EU|EC|EEC|Euratom)\)|\bHaving regard to the Treaty\b"
    r"|^Whereas:\s*$|\bOfficial Journal of the European Union\b",
    re.MULTILINE | re.IGNORECASE,
)
_UK = re.compile(
    r"\blaws? of England\b|\bEngland and Wales\b|\bCompanies Act 2006\b|\b(?:Clause|clause) \d"
    r"|\bLtd\b|\bplc\b|£|\borganisation\b|\bauthorised\b"
    # Acts of the UK and the Commonwealth: "Data Protection Act 2018" (a US act is "of 2018"),
    # "2018 CHAPTER 12", the enacting words, a Minister
    r"|\bAct \d{4}\b|\b\d{4} CHAPTER \d|\bin this present Parliament\b|\bSecretary of State\b"
    r"|\bCommonwealth of Australia\b|\bPty\b",
)
_US = re.compile(
    r"\bSection \d+\.\d+|\bARTICLE [IVX]+\b|\bDelaware\b|\bState of [A-Z][a-z]+|\bInc\.|\bLLC\b"
    r"|\bU\.S\.C\.|\$\s?\d|\borganization\b|\bauthorized\b"
    r"|\bAct of \d{4}\b|\bCongress\b|^SEC\. \d",
    re.MULTILINE,
)
_TERMS = re.compile(
    r"\bTerms of (?:Service|Use)\b|\bTerms and Conditions\b|\byour account\b|\bby using\b"
    r"|\byou agree\b|\bour Services\b",
    re.IGNORECASE,
)


def guess_jurisdiction(text: str) -> str:
    """``"eu"``, ``"uk"`` or ``"us"`` by the drafting signals in the first 20,000 characters."""
    sample = text[:_SAMPLE]
    if len(_EU.findall(sample)) >= 2:
        return "eu"
    uk, us = len(_UK.findall(sample)), len(_US.findall(sample))
    return "uk" if uk > us else "us"


# A signed document is a contract: consumer terms are accepted by use, never signed.
_SIGNED = re.compile(
    r"(?i:IN WITNESS WHEREOF)|^[ \t]*By:[ \t]*(?:_{3,}|/s/|By:|$)"
    r"|^[ \t]*(?:Executed|EXECUTED|Signed|SIGNED)(?: as a deed| AS A DEED)? (?:by|BY)\b",
    re.MULTILINE,
)
_YOU = re.compile(r"\byou(?:r)?\b", re.IGNORECASE)
_YOU_PER_10K = 12  # "you"/"your" per 10,000 characters: consumer terms speak to the reader


def guess_doc_type(text: str) -> str:
    """``"terms_conditions"`` for consumer terms addressed to "you", else ``"contract"``."""
    sample = text[:_SAMPLE]
    if len(_TERMS.findall(sample)) < 2 or _SIGNED.search(text) is not None:
        return "contract"
    you = len(_YOU.findall(sample))
    return "terms_conditions" if you * 10_000 >= _YOU_PER_10K * len(sample) else "contract"
