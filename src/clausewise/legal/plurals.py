"""The singular of an English plural noun, shared by the definition finders and the term
index: :func:`singular` says whether a word reads as a plural at all ("Users", "Parties",
"Losses", but not "Business", "Status", "Analysis"); :func:`noun_key` gives any word a key
under which its singular and plural forms compare equal ("losses" and "Loss": "loss")."""

from __future__ import annotations

__all__ = ["noun_key", "singular"]


def singular(word: str) -> str | None:
    """The singular of a plural noun written in lower case after its first letter ("Users"
    -> "User", "Parties" -> "Party", "Losses" -> "Loss", "Boxes" -> "Box"), or ``None`` for a
    word that does not read as a plural ("Business", "Status", "Analysis", "SMS") or is too
    short to tell ("its", "has")."""
    if len(word) < 4 or not word[1:].islower() or not word.endswith("s"):
        return None
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    if word.endswith(("ss", "us", "is")):
        return None
    return word[:-1]


# Singulars whose plural adds only "s" though it ends like one that adds "es": "tranche" ->
# "tranches" (not "tranch"), as "niche", "cache", "finesse", "axe".
_SILENT_E = ("che", "she", "xe", "sse")


def noun_key(word: str) -> str:
    """A key under which the singular and plural of a noun compare equal: ``word`` in lower
    case, without a comma or full stop around it, in the singular when it reads as a plural
    ("Losses," and "loss" give "loss", "Services" "service", "business" stays "business").
    A final "e" after "ch", "sh", "x" or "ss" is dropped, as the plural in "es" cannot say
    whether the singular has one: "tranche" and "tranches" give "tranch", "branch" and
    "branches" "branch". A key to compare, not a word to show."""
    low = word.lower().strip(".,")
    key = singular(low) or low
    return key[:-1] if key.endswith(_SILENT_E) else key
