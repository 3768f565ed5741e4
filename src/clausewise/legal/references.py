"""Cross-references: find every reference in a text and resolve it against the clause tree.

:func:`find_references` returns one :class:`Reference` per unit a reference names:

- lists give one per member ("Clauses 4, 5 and 7" -> 4, 5, 7);
- ranges give one per endpoint written in the text plus one per member between them that the
  numbering lets us enumerate ("Sections 2.3 through 2.5" -> 2.3, 2.5 and an ``implied`` 2.4
  whose span is the whole range); ranges of Roman numerals, single letters and integers
  (also the last segment of dotted numbers) are enumerated, others give endpoints only. An
  enumerated member the tree does not have is dropped (numbering may skip); with no numbered
  tree it is kept. Every member of a range of another instrument's units spans the whole
  range ("Sections 14 to 18 of the Consumer Protection Act 1987");
- relative references ("this Article", "the preceding paragraph", "paragraph 1 of this
  Article") resolve from the unit that contains them; "this Agreement" is not a reference;
- references to other instruments ("section 123 of the Insolvency Act 1986", "Article 16 TFEU",
  "Regulation (EU) 2016/679", "35 U.S.C. § 101") have ``target_kind == "external"``, a
  normalised ``external`` citation and never a ``target_node``.

Resolution (``references_resolve``) reads the words around the reference: "paragraph 2 of
Schedule 2", a bare "paragraph 2" written inside Schedule 2, "7.3(b)" down to the (b) under
7.3, "paragraph 1 of this Article", "Article 6(1)(a)" down to the point. A clause named from a
schedule is looked for in the main body first; two equally plausible targets give ``None``.
A head word where a unit with that number starts ("Article 6" above its text) is the unit's
heading, not a reference.

Speed: head words are found by one regex over an ASCII-folded, lower-cased byte copy of the
text (same offsets: one byte per character), entered at rare letters; everything else is
anchored matching at those few positions.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from ._treeindex import TreeIndex
from .amending import retarget_amendments
from .citations import Citation, citation_at
from .code_lists import code_members
from .jurisdiction import JurisdictionProfile
from .references_act_before import units_after_act
from .references_amended import retarget_defined_agreement
from .references_annexed import annexed_elsewhere, other_instrument
from .references_articles import section_as_article
from .references_bracket_title import unit_by_bracket_title
from .references_code import CodeSections
from .references_dotless import dotless_starts
from .references_external import external_references
from .references_grammar import (
    HEAD_RE,
    Member,
    Parsed,
    head_kind,
    member_spans,
    parse_reference,
)
from .references_heads import SHORT_ENTRIES, abbreviation_starts, ordinal_before
from .references_inline import inline_item_unit
from .references_items import with_item_references
from .references_labels import RunningLines, is_label, not_referring
from .references_model import BY_SPAN, Reference, resolution_stats
from .references_named import named_references
from .references_outside import names_outside
from .references_own_act import own_act_references
from .references_parsed import anchor_kind
from .references_relative import introduces_text, relative_before
from .references_resolve import format_steps, holds_unsplit, outer_before, resolve, steps_of
from .references_same_number import same_number_cited
from .references_self import own_names, preamble_name
from .references_series import listed_with_document
from .references_subparts import attach_subparts
from .references_titles import title_at
from .references_zero import whole_by_zero
from .structure.contract_marks import SPELLED_WORDS
from .tree import ClauseTree

__all__ = ["Reference", "find_references", "resolution_stats"]


HEAD, CITE, RELATIVE, TITLE = 0, 1, 2, 3
# One pass over an ASCII-folded, lower-cased copy (one byte per character, so offsets are the
# text's) finds head words ("cl.", "Sch.", "para." too) and the anchor words of citations.
# Each word is entered at a rare letter (c, x, p, u, v) and checked backwards with a
# fixed-width lookbehind, so the engine skips about nine positions in ten at C speed.
_ENTRIES = (
    rb"c(?:lause|l(?:l?\.|(?![a-z]))|h(?:apter|edule(?<=schedule)|ment(?<=attachment)"
    rb"|(?<=sch)(?:(?:ed)?s?\.|(?![a-z])))|t(?:ion(?<=section)"
    rb"|(?<=act)(?<![a-z]act)(?![a-z]))|le(?<=article)|ital(?<=recital)|ision(?<=decision)"
    rb"|es(?<=appendices)|ode(?<![a-z]code)(?![a-z])|\.[ ]?f\.[ ]?r|fr(?![a-z]))",
    rb"x(?:ure(?<=annexure)|(?<=annex)|(?<=appendix)|hibit(?<=exhibit))",
    # "party", "parties", "particular": a letter after "part" (but the plural's) makes no head
    # word, and no reference can start there; they are a third of all matches. A word that
    # only ends in a head word ("contract", "appoint", "counterpart", "barcode") is skipped
    # too ("Subpart B" is kept): its numbering would swallow the next word ("contract Section 5").
    rb"p(?:ar(?:agraph|t(?:(?<![a-z]part)|(?<=subpart))(?![a-df-rt-z])|as?(?:\.|(?![a-z])))"
    rb"|oint(?<![a-z]point)|ts?\.)",
    rb"u(?:lation(?<=regulation)|le(?<=rule)|\.[ ]?s\.[ ]?c|sc(?![a-z]))",
    rb"v(?:(?<=directiv)e|ision(?<=division))",
)
# Spelled numbers and ordinals longer than the seven letters of a roman numeral or a word:
# "Article THIRTEENTH", "Section Seventeen".
_LONG_WORDS = b"|".join(
    w.encode() for w in sorted(word for word in SPELLED_WORDS.split("|") if len(word) > 7)
)
# numbering follows ("s 4.2", " (b)", " vii,"): only then can a head word start a reference
_NUM = (
    rb"(?P<num>(?:e?s)?(?:[ \t]{0,3}\n?[ \t]{0,3}(?:no\.?[ \t]{1,2})?[0-9(]"
    # (a word after the head is a spelled number or a roman numeral, never the next head
    # word: "Code section 409A" is the code's name and a section of it)
    rb"|(?:[ \t]{1,3}\n?|\n)[ \t]{0,3}(?:(?!section)[a-z]{1,7}(?![a-z])|" + _LONG_WORDS + rb")"
    # (a head word that ends its line before a page break: "Clause" / "- 14 -" / "22.1")
    rb"|[ \t]{0,3}\n[ \t]{0,3}[\n-]))?"
)
_SCAN = re.compile(rb"(?P<w>" + b"|".join(_ENTRIES) + rb")" + _NUM)
# The same, one pattern per entry letter: a pattern that starts with one literal letter is
# searched for that letter only, several times faster than testing every character against
# a set of letters. Their matches are merged back in text order (see _scan).
_SCAN_PARTS = tuple(re.compile(rb"(?P<w>" + entry + rb")" + _NUM) for entry in _ENTRIES)
# matched bytes -> (letters before the match that belong to the word, what it starts)
_ENTRY: dict[bytes, tuple[int, int]] = {
    b"clause": (0, HEAD), b"chapter": (0, HEAD), b"chedule": (1, HEAD), b"chment": (4, HEAD),
    b"ction": (2, HEAD), b"ct": (1, CITE), b"cle": (4, HEAD), b"cital": (2, HEAD),
    b"cision": (2, CITE), b"ces": (7, HEAD), b"code": (0, CITE), b"cfr": (0, CITE),
    b"xhibit": (1, HEAD), b"xure": (4, HEAD), b"paragraph": (0, HEAD), b"part": (0, HEAD),
    b"point": (0, HEAD), b"ulation": (3, CITE), b"ule": (1, HEAD), b"ve": (7, CITE),
    b"usc": (0, CITE), b"vision": (2, HEAD),
}  # fmt: skip
_ENTRY.update(SHORT_ENTRIES)  # "cl.", "Sch.", "para." (see references_heads)
_SI_YEAR_RE = re.compile(r"Rules[ \t](?:19|20)\d\d\b")
_LETTERS = frozenset(b"abcdefghijklmnopqrstuvwxyz0123456789_")
_SPACE = frozenset(b" \t\n")
_REL_LAST = frozenset(b"stg \t\n")
_REL_WORDS = (
    b"this",
    b"next",
    b"preceding",
    b"foregoing",
    b"following",
    b"previous",
    b"succeeding",
)


def _candidates(text: str) -> list[tuple[int, int]]:
    """(offset, HEAD | CITE | RELATIVE) of every candidate word, in text order. RELATIVE is
    a head word right after "this", "preceding" ... (it may still carry numbering). A plain
    head word with no numbering after it is dropped here, before any parsing."""
    low = text.encode("ascii", "replace").lower()
    out: list[tuple[int, int]] = []
    entry, letters, space, rel, rel_last = _ENTRY.get, _LETTERS, _SPACE, _REL_WORDS, _REL_LAST
    for m in _scan(low):
        word, num = m.group(1, 2)
        at = m.start()
        info = entry(word)
        if info is not None:
            s, what = at - info[0], info[1]
        elif word == b"x":
            s, what = at - (4 if low[at - 4 : at] == b"anne" else 7), HEAD
        else:
            s, what = at, CITE  # "c.f.r", "u.s.c" and their spaced forms
        prev = low[s - 1] if s else 32  # (a blank before the text)
        if what == CITE:
            if prev not in letters:
                out.append((s, CITE))
            continue
        if prev in letters:
            if low[s - 3 : s] == b"sub" and (s < 4 or low[s - 4] not in letters):
                s -= 3  # "subparagraph (ii)"
                prev = low[s - 1] if s else 32
            else:
                continue
        elif prev == 45 and low[s - 4 : s] == b"sub-" and (s < 5 or low[s - 5] not in letters):
            s -= 4  # "sub-clause 3.2(b)"
            prev = low[s - 1] if s else 32
        # "this", "next", "preceding" ... end in s, t or g: a cheap test before the real one
        if (
            prev in space
            and s > 1
            and low[s - 2] in rel_last
            and low[max(0, s - 14) : s].rstrip().endswith(rel)
        ):
            out.append((s, RELATIVE))
        elif num is not None or (word == b"chedule" and ordinal_before(text, s)):
            out.append((s, HEAD))  # ("the Second Schedule": numbered before its word)
    extra = False
    if "§" in text:
        out.extend((i, HEAD) for i in _all(text, "§"))
        extra = True
    # "Title VII of the Civil Rights Act of 1964": a rare word, found by plain search
    for word in ("Title ", "TITLE "):
        if word in text:
            out.extend((i, TITLE) for i in _all(text, word))
            extra = True
    # "Art. 6(1)(f) GDPR", "Sec. 307 para. 1 BGB", "s. 994 of the Companies Act 2006", "reg.
    # 3(2)", "limb (ii)": abbreviated or rare head words, found at full stops (references_heads)
    shortened = abbreviation_starts(text, low) + dotless_starts(text, low)  # "s 994", "reg 7"
    if shortened:
        out.extend((i, HEAD) for i in shortened)
        extra = True
    # "the Town and Country Planning (Use Classes) Order 1987", "the Civil Procedure Rules
    # 1998": a statutory instrument's word, cited only with its year (checked by the reader)
    # (the Rules of one, "the Civil Procedure Rules 1998", are found as the head word "rule")
    if "Order " in text:
        out.extend((i, CITE) for i in _all(text, "Order ") if text[i + 6 : i + 7] in ("1", "2"))
        extra = True
    if extra:
        out.sort()
    return out


_START = re.Match.start


def _scan(low: bytes) -> list[re.Match[bytes]]:
    """The matches of ``_SCAN.finditer(low)``, from one search per entry letter. Entries
    start with different letters, so at most one part matches at a position, and merging
    the parts' matches in order, dropping any that starts inside the one before, gives the
    whole pattern's matches, unless a dropped match ends after the one kept: its part then
    skipped text the whole pattern would have searched, and the whole pattern is run."""
    found = [m for part in _SCAN_PARTS for m in part.finditer(low)]
    found.sort(key=_START)
    out: list[re.Match[bytes]] = []
    end = 0
    for m in found:
        start, stop = m.span()
        if start < end:
            if stop > end:
                return list(_SCAN.finditer(low))
            continue
        out.append(m)
        end = stop
    return out


def _citations(text: str, found: Citation, index: TreeIndex) -> list[Reference]:
    """The external references of a citation: one, or one per section of a code's list
    ("42 U.S.C. §§ 1981 and 1983")."""
    out = []
    for start, end, ident, data in code_members(text, found):
        source = index.innermost(start)
        out.append(Reference(start, end, text[start:end], ident, "external", None, data, source))
    return out


def _all(text: str, needle: str) -> Iterator[int]:
    i = text.find(needle)
    while i >= 0:
        yield i
        i = text.find(needle, i + 2 if text.startswith("§§", i) else i + 1)


def _internal(
    text: str, parsed: Parsed, index: TreeIndex, source: int | None, code: CodeSections
) -> list[Reference]:
    members = parsed.members
    # Nothing in the tree is numbered (no structure, or one node): nothing to resolve to.
    numbered = bool(index.by_number)
    if len(members) == 1 and not members[0].implied:  # most references: one unit
        member = members[0]
        outer = outer_before(text, parsed, member.start, index)
        one = _member_ref(
            text, parsed, member, member.start, parsed.end, outer, numbered, index, source, code
        )
        return [one] if one is not None else []
    spans = member_spans(parsed)  # the members', in order
    outer = outer_before(text, parsed, spans[0][0], index) if spans else None
    out = []
    for member, (start, end) in zip(members, spans, strict=True):
        ref = _member_ref(text, parsed, member, start, end, outer, numbered, index, source, code)
        if ref is not None:
            out.append(ref)
    return out


def _member_ref(
    text: str,
    parsed: Parsed,
    member: Member,
    start: int,
    end: int,
    outer: tuple[str | None, str] | None,
    numbered: bool,
    index: TreeIndex,
    source: int | None,
    code: CodeSections,
) -> Reference | None:
    """The reference to one member of ``parsed`` (cited by ``text[start:end]``); ``None`` for
    an implied range member the tree does not have."""
    steps = steps_of(parsed, member) if outer is None else [outer, *steps_of(parsed, member)]
    if numbered or parsed.anchor in _FROM_HERE:
        node, partial, ident = resolve(index, parsed, steps, source)
        if partial and node is not None and not holds_unsplit(text, index, node, steps, source):
            node, partial, ident = None, False, None  # the finer unit is nowhere in the text
        if node is None and outer is None and not (member.main or member.implied):
            span = (parsed.members[0].start, parsed.end)  # "clause (i) or (ii)": inline items
            node = inline_item_unit(text, index, source, member.parts, span, parsed.placed)
            partial = node is not None
        if parsed.within and node is not None and member is parsed.members[0]:
            partial = True  # "clause (y) of the proviso to Section 7.01": a place in 7.01
    else:
        node, partial, ident = None, False, None
    if node is None and outer is None:
        node = section_as_article(text, index, parsed, member, steps)  # "Sections 7, 8"
        if node is None:  # "Section 3 (Your Content)" where no section is numbered 3
            node = unit_by_bracket_title(text, index, parsed, member)
        if node is None:  # "Article 18.00": Article 18 as a whole
            node = whole_by_zero(index, parsed, member, source)
    if member.implied and node is None and numbered:
        return None  # the tree says this member of the range does not exist
    raw = text[start:end]
    if node is None and numbered and _bare_section(parsed, member):
        pin = format_steps(steps)
        cite = code.cite(member.main, pin)
        if cite is not None:  # "Section 409A": the Internal Revenue Code's, not ours
            name = cite.get("act")
            label = f"Section {pin}, {name}" if name else f"Section {pin}"
            ext = Reference(start, end, raw, label, "external", None, cite, source)
            return replace(ext, implied=member.implied)
    if ident is None:
        ident = format_steps(steps) if steps and parsed.anchor != "this" else " ".join(raw.split())
    return Reference(
        start, end, raw, ident, member.kind, node, None, source, member.implied, partial
    )


# Anchors read from the unit holding the reference: they need no numbered tree ("this
# section" under an unnumbered "Dispute Resolution" heading).
_FROM_HERE = frozenset({"this", "prev", "next"})


def _bare_section(parsed: Parsed, member: Member) -> bool:
    """A "Section N" with nothing saying whose: no outer unit, no "of this Agreement"."""
    return (
        member.kind == "section"
        and parsed.anchor == "global"
        and not parsed.outer
        and member.main[:1].isdigit()
    )


def _parse_relative(text: str, pos: int, profile: JurisdictionProfile) -> Parsed | None:
    """The reference at a head word after "this", "preceding" ...: numbered ("this Section
    7") or relative ("this Section")."""
    parsed = parse_reference(text, pos, profile.document_names, profile.key)
    if parsed is not None:
        return parsed
    head = HEAD_RE.match(text, pos)
    if head is None or (head.end() < len(text) and text[head.end()].isalnum()):
        return None
    rel = relative_before(text, pos)
    if rel is None or introduces_text(text, rel[1], head.end()):
        return None
    kind = head_kind(head.group())
    members = [Member(rel[1], head.end(), kind, "", ())]
    return Parsed(members, head.end(), anchor=rel[0], anchor_kind=anchor_kind(head.group(), kind))


def find_references(
    text: str, tree: ClauseTree, profile: JurisdictionProfile, index: TreeIndex | None = None
) -> list[Reference]:
    """Every reference in ``text`` (normalised), resolved against ``tree``, in text order.
    ``index`` is ``TreeIndex(tree)`` when the caller already has one."""
    index = TreeIndex(tree) if index is None else index
    refs = _find_all(text, tree, profile, index)
    # (an act citing itself: "Article 7 of Directive (EU) 2023/999" in that directive)
    return own_act_references(text, refs, lambda t: _find_all(t, tree, profile, index))


def _find_all(
    text: str, tree: ClauseTree, profile: JurisdictionProfile, index: TreeIndex
) -> list[Reference]:
    own = (
        own_names(tree.title, profile.document_names, profile.title_words)
        if tree.title
        else preamble_name(text, profile.document_names, profile.title_words)
    )
    if own:  # "Section 3 of the Supply Agreement" in the Supply Agreement is its own
        profile = profile.with_changes(document_names=(*profile.document_names, *own))
    starts: dict[int, list[int]] = {}
    for i, node in enumerate(index.nodes):
        starts.setdefault(node.start, []).append(i)
    out: list[Reference] = []
    # citation_at results by position: the code check (find_citations) reads many of the
    # same positions as this loop, each is read once.
    cited: dict[int, Citation | None] = {}
    code = CodeSections(text, index, profile.key, cited)
    consumed = 0
    names, key = profile.document_names, profile.key
    running = RunningLines(text)
    for pos, what in _candidates(text):
        if pos < consumed:
            continue
        if what == TITLE:
            title = title_at(text, pos, profile.key)
            if title is not None:
                at, consumed, ident, data = title  # (at: "Subtitle B of" before the title)
                source = index.innermost(at)
                raw = text[at:consumed]
                out.append(Reference(at, consumed, raw, ident, "external", None, data, source))
            continue
        if what == CITE:
            found = (
                cited[pos]
                if pos in cited
                else cited.setdefault(pos, citation_at(text, pos, profile.key))
            )
            regulation = text[pos : pos + 10].lower() == "regulation"
            if found is None and regulation and profile.key != "us":
                # "regulation 4(1)", "paragraph (2) of regulation 7": a statutory
                # instrument's own units (a US "Regulation 14A" is the SEC's, not ours)
                what = HEAD
            elif found is not None and found[0] >= consumed:
                out.extend(_citations(text, found, index))
                consumed = out[-1].end
                continue
            if what == CITE:
                continue
        parsed = (
            _parse_relative(text, pos, profile)
            if what == RELATIVE
            else parse_reference(text, pos, names, key)
        )
        if parsed is None or not_referring(text, index, starts, pos, parsed):
            continue
        if parsed.external is None and is_label(text, pos, parsed.end, running):
            continue  # (a unit of another instrument standing alone is cited, not a label)
        if text.startswith("Rules", pos) and _SI_YEAR_RE.match(text, pos):
            # "the Civil Procedure Rules 1998": a citation
            found = (
                cited[pos] if pos in cited else cited.setdefault(pos, citation_at(text, pos, key))
            )
            if found is not None and found[0] >= consumed:
                out.extend(_citations(text, found, index))
                consumed = out[-1].end
                continue
        consumed = parsed.end
        source = index.innermost(parsed.members[0].start)
        cited_end = out[-1].end if out and out[-1].external is not None else -1
        if names_outside(text, index, pos, parsed, profile.key, cited_end):
            parsed.external = {"jurisdiction": profile.key}  # "chapter 11", "Schedule 13D"
        elif (annexed := annexed_elsewhere(text, parsed, names, key)) is not None and (
            own or other_instrument(text, annexed[0]["document"], names)
        ):
            parsed.external, parsed.end = annexed  # "Exhibit B to the Credit Agreement"
        if parsed.members[0].kind == "rule":
            # "Rule 144A", "Rule 10b-5": a regulator's rule, never a unit of a contract;
            # "this rule", "the following rules" name no rule at all
            if not parsed.members[0].main:
                continue
            if parsed.external is None:
                parsed.external = {"jurisdiction": profile.key}
        if parsed.external is not None:
            parsed.external = code.named(parsed.external)  # "of the Code": which code
            if out and out[-1].start >= parsed.members[0].start and out[-1].external:
                out.pop()  # "California Civil Code" read before its "Section 1789.3": one
            out.extend(external_references(text, parsed, source))
        else:
            out.extend(_internal(text, parsed, index, source, code))
    out = with_item_references(text, index, out, profile)
    out.extend(named_references(text, index, out))
    out = attach_subparts(text, sorted(out, key=BY_SPAN))
    out = retarget_defined_agreement(out, text, tree.title, names, profile.key)
    out = listed_with_document(out, text)  # "Article IV and Section 9.3 of the Supply ..."
    out = units_after_act(out, text)  # "(Directive 2018/1972) Article 102 paragraphs 1, 3"
    out = same_number_cited(out, text)  # "Section 275(1), ... Section 275 of the SFA"
    return retarget_amendments(out, text, index, profile.key)
