"""Company forms written as abbreviations with a full stop ("Inc.", "Pte. Ltd.", "Sdn.
Bhd.", "S.A. de C.V."), shared by the readers of party names and of the phrases defining
brackets name.

A full stop after such a form is no sentence end when another word of the form follows it:
"Quillon Systems Pte. Ltd." and "Harbourview Bank Pvt. Ltd." are one name each, and a
sentence may still end after "Acme LLC." when a new sentence follows.
"""

from __future__ import annotations

__all__ = ["COMPANY_ABBREVIATIONS", "COMPANY_WORDS", "continues_form"]

# Lower case, without the final full stop: how a name's word is compared.
_FORMS = (
    "inc ltd co corp llc plc lp llp l.p n.a s.a s.a.s s.p.a s.a.b b.v n.v ag gmbh kg "
    "pte pty pvt sdn bhd sa bv nv c.v s.l s.r.l"
)
COMPANY_ABBREVIATIONS = frozenset(_FORMS.split())
# Words that carry on a company form after an abbreviation ("Pte. Limited", "Sdn. Berhad",
# "Pvt. Ltd.", "Pty. Ltd.", "Co. KG").
_CARRY_ON = "limited berhad private proprietary company corporation incorporated"
COMPANY_WORDS = COMPANY_ABBREVIATIONS | frozenset(_CARRY_ON.split())


def continues_form(word_before: str, word_after: str) -> bool:
    """Whether a full stop between ``word_before`` and ``word_after`` sits inside a company
    form ("Pte." then "Ltd."): both are words of a form, so the name goes on."""
    before = word_before.lower().rstrip(".").lstrip("(,")
    after = word_after.lower().rstrip(".,;:")
    return before in COMPANY_ABBREVIATIONS and after in COMPANY_WORDS
