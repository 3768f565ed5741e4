"""Structure parsing: from normalised text to a :class:`~clausewise.legal.tree.ClauseTree`."""

from __future__ import annotations

from ..jurisdiction import JurisdictionProfile
from ..tree import ClauseTree

__all__ = ["parse"]


def parse(text: str, profile: JurisdictionProfile) -> ClauseTree:
    """Parse ``text`` (already normalised) with the grammar ``profile.style`` names."""
    if profile.style == "legislation":
        from .legislation import parse_legislation

        return parse_legislation(text, profile)
    from .contract import parse_contract

    return parse_contract(text, profile)
