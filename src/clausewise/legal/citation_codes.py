"""The code named just before a section sign: "Cal. Civ. Code § 1542", "Minn. Stat. §§ 80C.01",
"N.Y. Gen. Oblig. Law § 5-1401", "Md. Code Ann., Real Prop. § 5-101", "Del. Code Ann. tit. 6,
§ 2708". Used by :mod:`.references_anchor` for a reference whose head word is a section sign."""

from __future__ import annotations

import re
from functools import lru_cache

from .citation_places import jurisdiction_of, known_jurisdiction

__all__ = ["code_before", "state_law"]

# "Cal. Civ. Code § 1542", "Minn. Stat. §§ 80C.01": the words before a section sign name a code.
# Its words are abbreviations ("Tex. Bus. & Com. Code", "N.Y. Gen. Oblig. Law") or whole words,
# maybe after a state's initials ("California Civil Code", "N.Y. General Obligations Law",
# "Business and Professions Code"), never a whole word and then an abbreviation: a full stop
# after a whole word ends a sentence ("Agreement. California Corporations Code"). A comma after
# "Ann." sets off the code's article ("Md. Code Ann., Real Prop."), and a title or chapter
# number may follow ("Del. Code Ann. tit. 6,", "Mass. Gen. Laws ch. 93A,"). A sentence's first
# word is none of the name ("See Fla. Stat.", "Under California Civil Code").
_CODE_BEFORE_RE = re.compile(
    # (a whole word: "IRC § 409A and Code § 280G" names the Code, not "A and Code")
    r"(?<![\w])(?P<act>(?!(?:See|Under|The|In|Of|Any|Each|Such|Its|and)[ \t])"
    r"(?:(?:(?:(?:[A-Z]\.){2,3}|[A-Z][A-Za-z]{0,11}\.|&)[ \t]){1,5}"
    r"|(?:(?:[A-Z]\.){2,3}[ \t])?(?:(?:[A-Z][A-Za-z]{0,11}|&|and)[ \t]){1,5})?"
    # (after an abbreviated word, "C." and "Rules" name a code too: "12 Del. C.", "Minn. Rules")
    r"(?:Stat|Code|Laws?|Ann|Regs?|Rev|Gen|(?<=\.[ \t])(?:C(?=\.)|Rules))\.?"
    r"(?:[ \t][A-Z][A-Za-z]{0,11}\.?){0,2}"
    r"(?:(?<=Ann\.),(?:[ \t](?:[A-Z][A-Za-z]{0,11}\.?|&)){1,4})?"
    r"(?:[ \t](?:tit|ch)\.[ \t]?\d{1,3}[A-Z]{0,2})?),?[ \t]{0,2}(?:\n[ \t]{0,3})?\Z"
)
# A line that opens with the section as a heading would: "Section 5. Notices", "Section 5
# Notices", "Section 5" alone. After a hard wrap only a line that reads on from the code's
# name ("Cal. Civ. Code\nSection 1542, which ...", "N.Y. Gen. Bus. Law\nSections 687.4 and
# 687.5") is the code's section.
_HEADING_LINE_RE = re.compile(
    r"(?:\u00a7\u00a7?|[Ss]ec(?:tions?|s?\.)|SECTIONS?)[ \t]{0,2}[\w.()-]{1,20}?\.?"
    r"(?:[ \t]{0,3}(?:\n|\Z)|[ \t]{1,3}[A-Z])"
)

# A code or statute named by its initials: "IRC § 409A", "I.R.C. § 409A", "ERISA § 502(a)",
# "UCC § 9-102" (not a word of capitals: "AND § 6", "SEE § 4").
_INITIALS_BEFORE_RE = re.compile(
    r"(?<![\w.])(?!(?:AND|OR|NOR|NOT|BUT|OF|TO|IN|ON|BY|FOR|AS|AT|IS|IF|THE|AN|NO|SEE|UNDER"
    r"|WITH|FROM|PER|ALL|ANY)[ \t])(?P<act>(?:[A-Z]\.){2,5}|[A-Z]{2,6}),?[ \t]{1,2}\Z"
)

# Regulations named before "Section": "Treasury Regulation Section 1.409A-3(i)(5)", "Treasury
# Regulations Section 1.409A-1(b)(4)", "Income Tax Regulations Section 1.83-3" (a word names
# whose they are: "Regulation Section 5" alone is no citation).
_REGULATION_BEFORE_RE = re.compile(
    r"(?<![\w.])(?P<act>(?!(?:See|Under|The|In|Of|Any|Each|Such|Its)[ \t])"
    r"(?:[A-Z][a-z]{1,11}\.?[ \t]){1,3}Regulations?)[ \t]{1,2}\Z"
)


_INITIALS_HEADS = ("\u00a7", "Section")
# The title number written before a code cited as "C." ("12 Del. C. § 3801")
_TITLE_BEFORE_RE = re.compile(r"(?<![\w.,])(\d{1,3})[ \t]\Z")


@lru_cache(maxsize=16)
def _calls_itself(text: str, initials: str) -> bool:
    """Does the document call itself by ``initials``: "this MSA", "this SOW"?"""
    return re.search(rf"\b[Tt]his[ \t\n]{{1,3}}{re.escape(initials)}\b", text) is not None


def code_before(text: str, pos: int) -> tuple[dict[str, str], int] | None:
    """The code named just before a section sign at ``pos`` ("Cal. Civ. Code", "IRC") and
    where its name starts, or ``None``."""
    m = _CODE_BEFORE_RE.search(text, max(0, pos - 60), pos)
    if m is None and text[pos - 1 : pos] == " " and text.startswith(_INITIALS_HEADS, pos):
        # "IRC § 409A", and in a sentence of lower case "ERISA Section 502(a)", "FAR Section
        # 12.212": initials before a head word written in lower case name an instrument
        m = _INITIALS_BEFORE_RE.search(text, max(0, pos - 13), pos)
        if m is not None and text[pos] == "S" and _calls_itself(text, m.group("act")):
            m = None  # "MSA Section 5" in a document that is "this MSA": its own section
    if m is None and text.endswith(("Regulation ", "Regulations "), max(0, pos - 12), pos):
        m = _REGULATION_BEFORE_RE.search(text, max(0, pos - 40), pos)
    if m is None:
        return None
    if "\n" in text[m.end("act") : pos] and (
        m.group("act").endswith(".") or _HEADING_LINE_RE.match(text, pos) is not None
    ):
        return None  # "... under Fla. Stat.\nSection 5. Notices": a sentence ends, a heading
    name, at = " ".join(m.group("act").split()), m.start("act")
    if name.endswith(" C.") and (title := _TITLE_BEFORE_RE.search(text, max(0, at - 5), at)):
        name, at = f"{title.group(1)} {name}", title.start()  # "12 Del. C.": title 12 of it
    return {"act": name, "jurisdiction": jurisdiction_of(name, "us")}, at


# An abbreviated word of a code's citation: "N.Y.", "Gen.", "Bus.", "Oblig.", "Mass."
_ABBREVIATED_RE = re.compile(r"(?:^|[ \t])(?:(?:[A-Z]\.){2,3}|[A-Z][a-z]{1,6}\.)(?=[ \t]|$)")
# A state's consolidated or general laws, named without the state: "General Business Law",
# "General Obligations Law", "General Corporation Law", "General Laws" (a heading of a contract
# is "General" or "General Provisions", never "General ... Law")
_GENERAL_LAW_RE = re.compile(r"General(?:[ \t][A-Z][a-z]{1,15}){0,3}[ \t]Laws?")


def state_law(name: str) -> bool:
    """Does ``name``, read before "Law Section 5", cite a code of laws rather than name a
    heading of this document ("the Governing Law Section")? A code is cited by its
    abbreviated words ("N.Y. Gen. Bus. Law", "Mass. Gen. Laws ch. 93A"), named after its
    state or country ("New York General Obligations Law"), or named as a state's general laws
    without the state ("General Business Law Sections 687.4 and 687.5")."""
    return (
        _ABBREVIATED_RE.search(name) is not None
        or known_jurisdiction(name) is not None
        or _GENERAL_LAW_RE.fullmatch(name) is not None
    )
