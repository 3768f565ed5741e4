"""Contract structure: articles, sections, clauses, lettered items, schedules and exhibits.

:func:`parse_contract` reads UK and US contracts and terms of service, clean or as real
filings leave them (page furniture, hard wraps, whole pages collapsed onto one line, tables of
contents). The stages, each in its own module:

1. :mod:`.contract_zones` finds page furniture, the signature block (an English execution
   formula, "This agreement has been entered into on the date stated at the beginning of
   it.", included) and the title;
2. :mod:`.contract_candidates` scans every marker once and keeps those whose position and
   shape allow a clause start (:mod:`.gate` refuses addresses, amounts, dates ...);
3. :mod:`.contract_chains` picks the numbering that carries the document, and
   :mod:`.contract_outline` walks the candidates with a stack of open levels, accepting only
   numbering that continues; a document appended after the last clause, under its own title
   and numbered from 1 again, becomes a unit headed by that title (:mod:`.contract_reader`
   reads titles and such headings);
4. :mod:`.contract_nodes` labels the units, tiles their spans and assigns sections.

Documents without numbering fall back to headings in capitals, then to short title-case
heading lines (terms of service); with none of these :mod:`.contract_plain` returns the
document's zones (title, recitals, body, signatures, attachments), and only text without two
zones (a bare paragraph) is marked ``fallback``.
"""

from __future__ import annotations

from ..jurisdiction import JurisdictionProfile
from ..tree import ClauseTree
from .contract_bundle import front_parts, tail_documents
from .contract_candidates import caps_candidates, viable
from .contract_chains import Chain, chains, choose_top, is_first, is_unit, marker_format
from .contract_code import code_top
from .contract_custom import parse_custom
from .contract_front import front_sections
from .contract_groups import close_recitals, group_starts, title_before
from .contract_lead_in import numbered_recitals
from .contract_lead_unit import lead_in_unit
from .contract_letters import letter_groups
from .contract_lines import line_heading_candidates, sentence_titles
from .contract_lone import numbered_parties
from .contract_marks import Cand
from .contract_nodes import Proto, build_nodes, proto, recital_protos, unit_labels
from .contract_offices import office_signature
from .contract_outline import Placed, walk
from .contract_plain import zone_tree
from .contract_prescribed import explanatory_note, prescribed_clauses
from .contract_reader import ContractReader
from .contract_recitals import find_recitals
from .contract_section_groups import section_groups
from .contract_signatures import (
    blank_signatures,
    find_signature,
    is_closing_formula,
    signatures_heading,
)
from .contract_single import section_over, single_clause, unit_over
from .contract_subheads import sub_headings
from .contract_zones import (
    PageNoise,
    find_title,
    page_noise,
    title_line_regex,
)
from .heading_nesting import nest_parts

__all__ = ["parse_contract"]


def _first_char(text: str) -> int:
    n = len(text)
    i = 0
    while i < n and text[i].isspace():
        i += 1
    return i


# Headings without numbers before a late numbering that make them the document's outline.
_LATE_HEADINGS = 3


def _unnumbered(
    text: str,
    noise: PageNoise,
    profile: JurisdictionProfile,
    first: int,
    limit: int,
    marked: frozenset[int] = frozenset(),
) -> tuple[list[Cand], Chain | None]:
    """Headings in capitals, or title-case heading lines if there are more of them, as a
    top-level chain. The document title and recital headings are not among them."""
    spans = [
        s
        for s in caps_candidates(text, first, limit, noise)
        if not _is_marker_word(text, s, profile)
    ]
    words = profile.title_words
    if spans and _is_title(text, first, spans[0][0]):
        spans = spans[1:]
    if profile.line_headings:
        lines, longer = line_heading_candidates(text, first, limit, noise, marked, titled=True)
        if lines and _is_title(text, first, lines[0][0], words):
            lines = lines[1:]
        if len(lines) > len(spans):
            # Longer sentence-case lines join headings that head the document already.
            spans = sorted(lines + longer)
            if _is_title(text, first, spans[0][0], words):
                spans = spans[1:]
    if len(spans) < 2:
        return [], None
    cands = []
    for s, e in spans:
        head = text[s:e].strip().rstrip(":.").strip()
        c = Cand(s, e, "caps", "", head, (("caps", (0,)),), True, "\n")
        c.strength = 2
        cands.append(c)
    chain = Chain("caps", cands[0].pos, 0, (0,), marker_format(text, cands[0]))
    chain.last = cands[-1].pos
    chain.count = len(cands)
    return cands, chain


def _plain_outline(
    text: str,
    noise: PageNoise,
    profile: JurisdictionProfile,
    bounds: tuple[int, int],
    cands: list[Cand],
    top: Chain,
    marked: frozenset[int],
) -> tuple[list[Cand], Chain] | None:
    """The headings without numbers, as the outline instead of the numbering ``top``, when
    that numbering is a list inside one of their sections: a list that starts past the
    middle of the body ("1." ... "A." in a last section) with headings before it, or a short
    list of items (see :func:`_short_list`) with a heading before it and two after it.
    Articles or chapters that start late are the outline themselves. ``bounds``: where the
    body starts and ends; ``marked``: line starts the source marks as headings."""
    first, limit = bounds
    if is_unit(top.key):
        return None
    late = top.first - first > (limit - first) // 2
    short = _short_list(cands, top, limit - first, bool(marked))
    if not (late or short):
        return None
    plain, chain = _unnumbered(text, noise, profile, first, limit, marked)
    if chain is None:
        return None
    # Front matter's headings ("CONTENTS", "PARTIES", "AGREED TERMS") above the clauses
    # are no sections a numbered list could sit in.
    before = sum(c.pos < top.first and not _front_heading(text, c) for c in plain)
    after = sum(c.pos > top.last for c in plain)
    if (late and before >= _LATE_HEADINGS) or (short and before and after >= 2):
        return plain, chain
    return None


def _short_list(cands: list[Cand], top: Chain, body: int, marked: bool) -> bool:
    """Whether ``top`` is a short run of list items rather than the document's clauses: not
    a unit word's numbering, spanning under a third of the ``body``, and no item titled (a
    word in lower case follows each number), or, when the source marks its headings
    (``marked``: Markdown), no item on a heading line."""
    if is_unit(top.key) or 3 * (top.last - top.first) >= body:
        return False
    items = [c for c in cands if top.first <= c.pos <= top.last and c.line]
    if not items:
        return False
    if marked and not any(c.fmt is not None and c.fmt[1].endswith("#") for c in items):
        return True
    return not any(c.titled for c in items)


def _is_title(text: str, first: int, pos: int, words: tuple[str, ...] = ()) -> bool:
    """Is the first heading candidate, at ``pos``, the document's title: near the start with
    no sentence before it? After "Welcome to Acme. By using ..." it heads a section. Nor is
    a heading line the title below a line that names the document already ("Terms of
    Service" / "Your Account" / "You are responsible ..."): web terms often open with their
    first section right under the title, no introduction between."""
    if pos > first + 200:
        return False
    before = text[first:pos]
    if any(f"{p} " in before or f"{p}\n" in before for p in ".!?"):
        return False
    return not (words and any(_names_document(line, words) for line in before.splitlines()))


def _names_document(line: str, words: tuple[str, ...]) -> bool:
    """A title line naming the document ("Acme Terms of Service"), not the opening of its
    first sentence ("THIS DEED OF RELEASE is dated 2 June 2025")."""
    parts = line.split()
    return (
        0 < len(parts) <= 10
        and parts[0].lower() not in _OPENING_WORDS
        and _SENTENCE_WORDS.isdisjoint(w.lower() for w in parts)
        and title_line_regex(words).search(line) is not None
    )


_OPENING_WORDS = frozenset({"this", "these", "that", "the"})
_SENTENCE_WORDS = frozenset({"is", "are", "was", "shall", "will", "made", "dated", "between"})


def _is_marker_word(text: str, span: tuple[int, int], profile: JurisdictionProfile) -> bool:
    """A line of the agreement's front matter, not a section heading: "BETWEEN", "AND",
    "WHEREAS", "NOW THIS AGREEMENT WITNESSETH AS FOLLOWS:" (Indian and older English
    drafting), "NOW, THEREFORE, THE PARTIES AGREE AS FOLLOWS:"."""
    word = " ".join(text[span[0] : span[1]].split()).rstrip(":.").lower()
    return (
        word in profile.recital_markers
        or word in _FRONT_WORDS
        or "witnesseth" in word
        or word.endswith("as follows")
    )


def _front_heading(text: str, c: Cand) -> bool:
    """A heading of an agreement's front matter: its contents, its parties, the line
    opening its operative part."""
    nl = text.find("\n", c.pos)
    line = text[c.pos : len(text) if nl < 0 else nl]
    return " ".join(line.split()).rstrip(":.").lower() in _FRONT_HEADINGS


_FRONT_HEADINGS = frozenset(
    {"contents", "table of contents", "index", "parties", "the parties", "agreed terms"}
    | {"terms agreed", "operative provisions", "it is agreed", "date", "dated"}
)
_FRONT_WORDS = frozenset(
    {"agreement", "between", "and", "among", "amongst", "by and between", "by and among"}
)


def parse_contract(
    text: str, profile: JurisdictionProfile, headings: frozenset[int] = frozenset()
) -> ClauseTree:
    """Parse a normalised contract or terms of service into a :class:`ClauseTree`.
    ``headings``: line starts marked as headings in the source (see :func:`.parse`)."""
    first = _first_char(text)
    if first >= len(text):
        return ClauseTree(fallback=True)
    if profile.detect_heading is not None:
        return parse_custom(text, profile, first)
    noise = page_noise(text)
    scoped = frozenset(w.lower() for w in profile.schedule_unit_words) - set(profile.unit_words)
    words = profile.unit_words + tuple(sorted(scoped))
    cands, rejected = viable(text, noise, words, profile.schedule_words, scoped)
    section_groups(text, cands)  # "SECTION 1 / INTERPRETATION / 1. DEFINITIONS ..."
    recitals = numbered_recitals(text, cands, profile.recital_markers, first)
    if recitals is not None:  # "RECITALS" / "1. The Discloser ..." / "IT IS AGREED:" / "1."
        cands = [c for c in cands if not recitals[0] < c.pos < recitals[1]]
    parties = numbered_parties(text, cands, first)
    if parties is not None:  # "1. ACME LIMITED, a company ..." / "2. BETA LLP, ..." / "1."
        cands = [c for c in cands if not parties[0] <= c.pos <= parties[1]]
    if headings:
        _mark_headings(text, cands, headings)
    sig = find_signature(text, profile.signature_markers, first, noise)
    reader = ContractReader(text, profile.reference_words, profile.title_words, scoped)
    schedules = [
        c.pos
        for c in cands
        if c.fam == "sched"
        and (c.line or title_before(text, c) is not None)
        and reader.schedule_heading(c)
    ]
    walls = _restarting(cands, schedules)
    bundle = _bundled(text, cands, reader)
    if bundle:
        walls = sorted({*walls, *bundle})
    limit = sig if sig >= 0 else len(text)
    # Units scoped to schedules take no part in choosing the numbering of the body.
    body = [c for c in cands if c.word not in scoped] if scoped else cands
    found = chains(text, body, limit, walls)
    top = choose_top(found, schedules, walls, text)
    if top is None and sig >= 0:
        found = chains(text, body, len(text), walls)
        top = choose_top(found, schedules, walls, text)
    top = code_top(text, body, top, limit) or top  # "CHAPTER 41—..." / "§ 1601. ..."
    if top is None:  # "14. Limitation of Liability" / text: a document that is one clause
        top = single_clause(text, body, found, first)
    elif not bundle:  # "Article 17" / its title / "1. ..." / "2. ...": one article
        top = (
            unit_over(text, found, top, first)
            or section_over(text, found, top, first)
            or lead_in_unit(body, found, top)
            or top
        )
    if top is not None and not bundle:
        top = letter_groups(text, body, top) or top
    notes: list[str] = []
    if top is not None:
        plain = _plain_outline(text, noise, profile, (first, limit), cands, top, headings)
        if plain is not None:
            cands, top = plain
    if top is None:
        cands, top = _unnumbered(text, noise, profile, first, limit, headings)
        if top is None:
            return zone_tree(text, profile, noise, first, rejected)
    if sig >= 0 and sig <= top.first:
        sig = find_signature(text, profile.signature_markers, top.first + 1, noise)
    if sig < 0:
        sig = blank_signatures(text, top.first)  # "LANDLORD: ______" / "TENANT: ______"
    if sig < 0:
        sig = office_signature(text, top.first)  # "Thérèse Coffey" / "Minister of State"
    front = front_sections(cands, found, top) if not bundle else None
    begin = front.first if front is not None else top.first
    start = next(i for i, c in enumerate(cands) if c.pos == begin)
    placed = walk(text, cands, start, (top, front), (sig, top.last), reader, scoped, bool(bundle))
    if not placed:
        return zone_tree(text, profile, noise, first, rejected)
    sentence_titles(text, placed)
    if bundle:
        placed = front_parts(text, cands, placed, reader, first)
        end = sig if sig > placed[-1].cand.pos else len(text)
        placed = tail_documents(text, placed, end, profile.title_words)
    notes.append(f"top={top.key}")
    sigs = [sig, _blocks_after_schedules(text, profile, noise, placed, sig)]
    starts = group_starts(text, placed, first, noise, profile.recital_markers)
    # Unnumbered sub-headings are read from the text, as the profile's unnumbered headings
    # are (not from a Markdown source, which marks its own).
    read = None if headings or not profile.line_headings else noise
    return _tree(text, profile, placed, starts, first, sigs, rejected, tuple(notes), read)


def _mark_headings(text: str, cands: list[Cand], headings: frozenset[int]) -> None:
    """Write the markers on heading lines of the source in a format of their own, so that a
    numbering of headings ("## 1.", "## 2.", "## 3.") and a numbered list inside a section
    ("1. provide the Services;") form two chains, and the list never continues the headings."""
    for c in cands:
        if text.rfind("\n", 0, c.pos) + 1 in headings:
            fam, word, dots, stop = marker_format(text, c)
            c.fmt = (fam, word + "#", dots, stop)


def _bundled(text: str, cands: list[Cand], reader: ContractReader) -> list[int]:
    """Where the documents of a bundle start: a line "1." under a title line naming a
    document ("BEOPEN.COM LICENSE AGREEMENT", "CNRI LICENSE AGREEMENT FOR PYTHON 1.6.1"),
    its own "2." following, for two documents at least (one document appended after the
    last clause is read by the walk). No chain of clause numbers runs across such a title."""
    out: list[int] = []
    floor = 0
    for i, c in enumerate(cands):
        if c.strength != 2:
            continue
        if c.fam == "dec" and not c.weak and ("dec", (1,)) in c.interps:
            two = next((d for d in cands[i + 1 : i + _BUNDLE_REACH] if d.strength == 2), None)
            head = reader.restart_heading(c, floor) if two is not None else None
            if head is not None and two is not None and ("dec", (2,)) in two.interps:
                out.append(head[0])
        floor = c.end
    return out if len(out) >= 2 else []


_BUNDLE_REACH = 12  # candidates read for the "2." after a "1."


def _restarting(cands: list[Cand], schedules: list[int]) -> list[int]:
    """The schedule headings whose next numbered line starts a numbering again ("1.",
    "1.1"): the schedule numbers its own paragraphs. A "Schedule 1" line inside a hard-wrapped
    clause is followed by the next clause number instead."""
    out: list[int] = []
    k = 0
    for pos in schedules:
        while k < len(cands) and cands[k].pos <= pos:
            k += 1
        nxt = next((c for c in cands[k : k + 8] if c.fam != "sched" and c.line), None)
        if nxt is not None and any(is_first(v) for _, v in nxt.interps):
            out.append(pos)
    return out


def _blocks_after_schedules(
    text: str, profile: JurisdictionProfile, noise: PageNoise, placed: list[Placed], sig: int
) -> int:
    """Where the signature blocks start when an English execution formula opened the
    signatures and the schedules came between ("This agreement has been entered into ..." /
    Schedule 1 ... / "Signed by ..."), or -1."""
    if sig < 0 or not is_closing_formula(text, sig):
        return -1
    last = next((p for p in reversed(placed) if p.depth == 1), None)
    if last is None or last.cand.fam != "sched" or last.cand.pos < sig:
        return -1
    found = find_signature(text, profile.signature_markers, last.cand.end, noise)
    return found if found >= 0 else signatures_heading(text, last.cand.end)


def _tree(
    text: str,
    profile: JurisdictionProfile,
    placed: list[Placed],
    starts: list[int],
    first: int,
    sigs: list[int],
    rejected: int,
    notes: tuple[str, ...],
    noise: PageNoise | None,
) -> ClauseTree:
    """The tree of the placed clauses; ``starts[i]`` is where ``placed[i]`` starts (its
    marker, or a group heading above it)."""
    body = starts[0]
    title = find_title(text, first, body, profile.title_words)
    protos: list[Proto] = []
    if first < body:
        rec = find_recitals(text, profile.recital_markers, first, body)
        if rec > first:
            protos.append(proto(first, 1, "preamble", "Preamble", "", None, first))
        if rec >= first:
            protos.append(proto(rec, 1, "recitals", "Recitals", "", None, rec))
            protos.extend(recital_protos(text, rec, body))
        else:
            protos.append(proto(first, 1, "preamble", "Preamble", "", None, first))
        protos.extend(prescribed_clauses(text, first, body))
    in_schedule = False
    numbered: list[Proto] = []
    append = numbered.append
    for p, start in zip(placed, starts, strict=True):
        c = p.cand
        depth = p.depth
        fam = c.fam
        if depth == 1:
            in_schedule = fam == "sched"
        kind, ident, number = unit_labels(fam, c.word, c.tok, p.style, p.value, depth, in_schedule)
        head = p.title
        append((start, depth, kind, ident, number, head, c.pos if head is None else p.heading_end))
    note = explanatory_note(text, max(placed[-1].cand.end, *sigs))
    if noise is None:
        protos.extend(numbered)
    else:  # "3.2.2 ..." / "Rewards" / ...: the last unit ends at the signatures or the note
        ends = [s for s in sigs if s > placed[-1].cand.pos] + ([note[0]] if note else [])
        protos.extend(sub_headings(text, numbered, min(ends or [len(text)]), noise))
    for sig in sigs:
        if sig > body:
            protos.append(proto(sig, 1, "signatures", "Signatures", "", None, sig))
    if note is not None:
        protos.append(note)
    nodes = close_recitals(text, build_nodes(text, protos, profile.definitions_headings))
    nodes = nest_parts(text, nodes)  # "Our agreement and ..." / "Our agreement." / ...
    units = sum(1 for n in nodes if n.depth == 1 and n.kind not in ("preamble", "signatures"))
    return ClauseTree(
        nodes=nodes,
        fallback=units == 0,
        rejected_headings=rejected,
        title=title,
        notes=notes,
    )
