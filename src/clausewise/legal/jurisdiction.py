"""Jurisdiction profiles: drafting conventions kept as data.

A profile is a frozen object. The built-in ones are ``uk``, ``us`` and ``eu``; users register
their own with :func:`register_jurisdiction` or pass a :class:`JurisdictionProfile` straight to
``LegalChunker(jurisdiction=...)``. Because the chunker carries the profile object itself (not a
key into global state), custom profiles work in ``chunk_batch(workers>1)`` worker processes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from ..errors import ConfigError

__all__ = [
    "Jurisdiction",
    "JurisdictionProfile",
    "contract_reading",
    "get_profile",
    "register_jurisdiction",
    "registered_jurisdictions",
]

# A per-line heading detector for custom profiles: line text -> (depth, identifier) or None.
DetectHeading = Callable[[str], "tuple[int, str] | None"]


class Jurisdiction(str, Enum):
    """The built-in jurisdiction keys."""

    UK = "uk"
    US = "us"
    EU = "eu"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class JurisdictionProfile:
    """Everything jurisdiction-specific the legal pipeline reads.

    ``style`` picks the structure grammar: ``"contract"`` (numbered clauses, articles and
    sections, lettered sub-clauses, schedules and exhibits) or ``"legislation"`` (chapters,
    sections, articles, numbered paragraphs, points, annexes, recitals).
    Word lists are lower-case and matched case-insensitively.
    """

    key: str
    name: str
    style: str = "contract"
    # Australian Acts group the sections of a Part in Divisions and Subdivisions
    # ("Part 2—Registration" / "Division 1—Applications" / "Subdivision A—...").
    unit_words: tuple[str, ...] = (
        "article",
        "section",
        "clause",
        "part",
        "chapter",
        "paragraph",
        "division",
        "subdivision",
    )
    schedule_words: tuple[str, ...] = (
        "schedule",
        "exhibit",
        "annex",
        "annexure",  # Australian and South African drafting
        "appendix",
        "attachment",
    )
    # Heading words of units that exist only inside a schedule: the rows of a contract-details
    # schedule ("Item 1  Commencement Date"). In the body they never number a clause.
    schedule_unit_words: tuple[str, ...] = ("item",)
    definitions_headings: tuple[str, ...] = (
        "definitions",
        "definitions and interpretation",
        "interpretation",
        "defined terms",
    )
    boilerplate_headings: tuple[str, ...] = ("general", "miscellaneous", "general provisions")
    signature_markers: tuple[str, ...] = (
        "in witness whereof",
        "in witness thereof",  # a common slip for "whereof" in filed agreements
        "signed by",
        "executed as a deed",
        # Australian, Canadian, Indian and South African execution openers
        "executed as an agreement",
        "executed by",
        "signed, sealed and delivered",
        "signed for and on behalf of",
        "signed at",
        "as witness the hands",
        "as witness whereof",
        "signature page follows",
        "[signature page",
    )
    recital_markers: tuple[str, ...] = ("whereas", "recitals", "background", "witnesseth")
    reference_words: tuple[str, ...] = (
        "clause",
        "section",
        "article",
        "paragraph",
        "schedule",
        "exhibit",
        "annex",
        "appendix",
        "chapter",
        "recital",
        "part",
        "division",
        "subdivision",
        "subsection",
        "subparagraph",
        "sub-clause",
    )
    abbreviations: tuple[str, ...] = ()
    # Words by which a document names itself: "Clause 5 of this Agreement" / "of the Agreement"
    # point into this document, "Section 5 of the Credit Agreement" points outside it.
    document_names: tuple[str, ...] = (
        "agreement",
        "contract",
        "deed",
        "terms",
        "conditions",
        "lease",
        "licence",
        "license",
        "amendment",
        "addendum",
        "policy",
    )
    # Heading grammar data for the contract parser: words that end a document title
    # ("SERVICES AGREEMENT"), and whether unnumbered short title-case lines may serve as
    # top-level headings when a document has no numbering at all (terms of service).
    title_words: tuple[str, ...] = (
        "agreement",
        "contract",
        "terms of service",
        "terms of use",
        "terms and conditions",
        "conditions",
        "terms",
        "licence",
        "license",
        "lease",
        "deed",
        "amendment",
        "addendum",
        "memorandum of understanding",
        "policy",
        "guarantee",
        "guaranty",
    )
    line_headings: bool = True
    detect_heading: DetectHeading | None = None
    extra: tuple[tuple[str, Any], ...] = field(default=())

    def with_changes(self, **changes: Any) -> JurisdictionProfile:
        """A copy with some fields replaced (``key`` included), for deriving custom profiles."""
        return replace(self, **changes)


UK = JurisdictionProfile(key="uk", name="United Kingdom")
US = JurisdictionProfile(
    key="us",
    name="United States",
    # An Act groups its sections under titles ("TITLE I—ACCESS" / "Sec. 101."), and a
    # title's sections under subtitles ("Subtitle A—Grants").
    unit_words=(
        "article",
        "section",
        "clause",
        "part",
        "chapter",
        "title",
        "subtitle",
        # A code's chapters divide into subchapters, the CFR's parts into subparts.
        "subchapter",
        "subpart",
        "paragraph",
    ),
    boilerplate_headings=("miscellaneous", "general", "general provisions"),
)
EU = JurisdictionProfile(
    key="eu",
    name="European Union",
    style="legislation",
    unit_words=("chapter", "section", "article", "title", "part"),
    schedule_words=("annex", "appendix"),
    # An annex of a delegated or implementing act numbers its tables ("Table 1" / a title),
    # each with rows "1.", "2." of its own.
    schedule_unit_words=("table",),
    definitions_headings=("definitions",),
    boilerplate_headings=("final provisions",),
    signature_markers=(
        "done at",
        "this regulation shall be binding",
        "for the european parliament",
    ),
    recital_markers=("whereas",),
    document_names=("regulation", "directive", "decision"),
)

_BUILTIN: dict[str, JurisdictionProfile] = {"uk": UK, "us": US, "eu": EU}

# The word lists a contract reading of a legislation profile takes from the contract grammar.
_MERGED_WORDS = (
    "unit_words",
    "schedule_words",
    "schedule_unit_words",
    "definitions_headings",
    "boilerplate_headings",
    "signature_markers",
    "recital_markers",
    "reference_words",
    "document_names",
)
_CONTRACT = JurisdictionProfile(key="contract", name="contract")


def contract_reading(profile: JurisdictionProfile) -> JurisdictionProfile:
    """``profile`` read with the contract grammar: its word lists joined by the contract ones.
    For a document given a legislation profile that has no legislation structure (terms of
    service or a data processing agreement chunked with ``"eu"``): it is read as what it is,
    with the profile's own words kept ("Annex", "Regulation") and a contract's added
    ("Clause", "Schedule", "these Terms"). The key and everything else stay the profile's."""
    if profile.style == "contract":
        return profile
    words: dict[str, Any] = {
        name: tuple(dict.fromkeys(getattr(profile, name) + getattr(_CONTRACT, name)))
        for name in _MERGED_WORDS
    }
    return replace(profile, style="contract", **words)
_REGISTRY: dict[str, JurisdictionProfile] = dict(_BUILTIN)


def registered_jurisdictions() -> list[str]:
    """Every key ``LegalChunker(jurisdiction=...)`` accepts, sorted."""
    return sorted(_REGISTRY)


def register_jurisdiction(
    name: str,
    profile: JurisdictionProfile | str = "uk",
    /,
    *,
    override: bool = False,
    **changes: Any,
) -> JurisdictionProfile:
    """Register a profile under ``name`` and return it.

    ``profile`` is a :class:`JurisdictionProfile` or the key of a registered one to derive from;
    keyword arguments replace its fields, e.g.
    ``register_jurisdiction("sg", "uk", definitions_headings=("definitions", "interpretation"))``.
    Built-in keys cannot be replaced unless ``override=True``. ``name`` and ``profile`` are
    positional, so the profile's own ``name`` field can be changed like any other
    (``register_jurisdiction("sg", "uk", name="Singapore")``).
    """
    if not isinstance(name, str) or not name.strip():
        raise ConfigError(f"jurisdiction name must be a non-empty str, got {name!r}")
    key = name.strip().lower()
    if key in _BUILTIN and not override:
        raise ConfigError(
            f"{key!r} is a built-in jurisdiction; pass override=True to replace it, "
            f"or choose another name"
        )
    base = get_profile(profile) if isinstance(profile, str) else profile
    if not isinstance(base, JurisdictionProfile):
        raise ConfigError(
            f"profile must be a JurisdictionProfile or a registered key, got {type(base).__name__}"
        )
    try:
        made = replace(base, key=key, **changes)
    except TypeError as exc:
        valid = ", ".join(sorted(JurisdictionProfile.__dataclass_fields__))
        raise ConfigError(f"{exc}; valid profile fields: {valid}") from None
    if made.style not in ("contract", "legislation"):
        raise ConfigError(f"style must be 'contract' or 'legislation', got {made.style!r}")
    _REGISTRY[key] = made
    return made


def get_profile(jurisdiction: JurisdictionProfile | Jurisdiction | str) -> JurisdictionProfile:
    """Resolve a key, enum member or profile to a profile; unknown keys raise ``ConfigError``."""
    if isinstance(jurisdiction, JurisdictionProfile):
        return jurisdiction
    if isinstance(jurisdiction, str):
        key = jurisdiction.value if isinstance(jurisdiction, Jurisdiction) else jurisdiction
        found = _REGISTRY.get(key.strip().lower())
        if found is not None:
            return found
    valid = ", ".join(repr(k) for k in registered_jurisdictions())
    raise ConfigError(
        f"unknown jurisdiction {jurisdiction!r}; valid: {valid}, or a JurisdictionProfile "
        f"(register your own with register_jurisdiction)"
    )
