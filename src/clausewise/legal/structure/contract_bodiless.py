"""Units with nothing under their heading: is what follows the marker a title or the text?

A title names what a unit says. When nothing follows it (no text before the next unit, no
sub-units), the words after the marker are not a name but the provision itself:

* a run-in "title" closed by a full stop, in Title Case or sentence case, is the unit's one
  sentence ("1.1 Helpdesk support between 9am and 5pm on Business Days." in a service
  description; "2. Second-line support within four hours." in a schedule's list);
* a placeholder ("[Reserved]", "Intentionally Omitted", "Deleted", "Not used") says that the
  provision is empty, whatever its case or punctuation ("ARTICLE III" / "RESERVED",
  "Section 5.8 Reserved"): it is the unit's text, and no unit is titled by it, so a
  numbering kept for cross-references reads the same way in every style.

A heading in capitals without a full stop ("12. GOVERNING LAW") stays a title: capitals set
a heading apart even when the text under it was lost. A heading over sub-units ("2.2
Supplier Obligations." / "(a) ...") or over text ("Definitions." / '"Act" means ...') has a
body and keeps its title.
"""

from __future__ import annotations

import re

__all__ = ["bodiless_title"]

# A placeholder, bracketed or not, with or without a closing full stop.
_PLACEHOLDER = re.compile(
    r"[\[(]?[ \t]{0,3}(?:reserved|intentionally[ \t]{1,3}(?:omitted|deleted|left[ \t]{1,3}blank)"
    r"|omitted|deleted|not[ \t]{1,3}used|left[ \t]{1,3}blank)[ \t]{0,3}[.\])]?[ \t]{0,3}[.\])]?",
    re.IGNORECASE,
)


def bodiless_title(text: str, title: str, heading_end: int, end: int) -> bool:
    """Whether ``title``, read up to ``heading_end`` for a unit that ends at ``end`` and has
    no sub-units, is in fact the unit's whole text (see the module docstring)."""
    if text[heading_end:end].strip():
        return False  # text under the heading: a body
    if _PLACEHOLDER.fullmatch(title.strip()) is not None:
        return True
    closed = heading_end > 0 and text[heading_end - 1] == "."
    return closed and any(ch.islower() for ch in title)
