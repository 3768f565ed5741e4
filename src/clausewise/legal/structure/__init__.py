"""Structure parsing: from normalised text to a :class:`~clausewise.legal.tree.ClauseTree`."""

from __future__ import annotations

from ..jurisdiction import JurisdictionProfile
from ..tree import ClauseTree

__all__ = ["parse"]


def parse(
    text: str, profile: JurisdictionProfile, headings: frozenset[int] = frozenset()
) -> ClauseTree:
    """Parse ``text`` (already normalised) with the grammar ``profile.style`` names.
    ``headings`` are the starts of lines the source marks as headings (Markdown "#" lines,
    blanked in ``text``, the plain view): a number on such a line is written differently
    from a number opening a list item ("## 3. Cookies" is no successor of a list's "2.")."""
    if profile.style == "legislation":
        from .legislation import parse_legislation

        return parse_legislation(text, profile)
    from .contract import parse_contract

    return parse_contract(text, profile, headings)
