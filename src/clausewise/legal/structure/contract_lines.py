"""Unnumbered heading lines for documents with no numbering and no capitals headings.

Terms of service often head their sections with a short line in title or sentence case
("Your Stuff & Your Permissions", "Using our Services"). Such a line counts as a heading when
it stands alone (a blank line or a finished sentence before it), has no sentence punctuation,
passes the gate, and is followed by a paragraph clearly longer than itself.
"""

from __future__ import annotations

from .contract_outline import Placed
from .contract_zones import JOINING_WORDS, PageNoise
from .gate import unnumbered_reject_reason
from .heading_nesting import heading_over
from .headings import MINOR_WORDS, MODALS, iter_lines, line_pattern

__all__ = ["line_heading_candidates", "sentence_titles", "wrapped_caps_line"]

_LINE = line_pattern(r"[ \t]{0,20}(?P<h>[A-Z][^\n.!?;:]{1,70}?)(?:\.|(?P<q>\?))?[ \t]*$")
# The words a question heading opens with ("What information do we collect?", "How can you
# contact us?"): privacy notices and FAQ-style terms head their sections with questions.
_ASKING = frozenset(
    {
        "what", "how", "who", "whom", "whose", "why", "when", "where", "which", "do", "does",
        "did", "can", "could", "will", "would", "is", "are", "should", "may", "shall",
    }
)  # fmt: skip
_MIN_QUESTION = 3  # words
_INDIRECT = frozenset({"what", "how", "who", "whom", "whose", "why", "which"})
# Verbs that make a short line closed by a full stop a sentence; a heading has none of them.
_VERBS = MODALS | frozenset(
    {"was", "were", "be", "been", "can", "cannot", "could", "would", "should", "does", "do"}
    | {"did", "had", "not"}
)
_MAX_WORDS = 8
_MIN_PARAGRAPH = 60
_TERMINAL = frozenset('.:;!?)"”’')
_WRAP_JOIN = 3


# The small words a title-case line may leave in lower case here: the title-case list less
# its longer prepositions, plus the possessives of consumer terms' headings ("Your
# rights to end the contract").
_MINOR = (MINOR_WORDS - {"between", "per", "than", "their", "under", "upon", "via", "vs"}) | {
    "our",
    "your",
}


def _title_like(h: str) -> bool:
    """Title case ("Grant of Rights"), or a short sentence-case phrase ("Using our Services")."""
    words = h.split()
    sig = [w for w in words if w.lower() not in _MINOR]
    if not sig:
        return False
    caps = sum(1 for w in sig if w[:1].isupper())
    return caps * 10 >= len(sig) * 6 or len(words) <= 4


def _neighbour_lines(text: str, s: int, e: int) -> tuple[str, str, bool]:
    """The previous line (may be blank) and the next non-blank line around ``text[s:e]``,
    and whether a blank line comes between the two. A next line that a hard wrap cut
    mid-sentence comes with the lines that finish it (up to ``_WRAP_JOIN`` of them): the
    paragraph under a heading, not its first 76 columns, is what is measured."""
    ls = text.rfind("\n", 0, s)
    prev = "" if ls <= 0 else text[text.rfind("\n", 0, ls) + 1 : ls].strip()
    pos = e
    nxt = ""
    blank = False
    for k in range(3):
        nl = text.find("\n", pos)
        if nl < 0:
            break
        end = text.find("\n", nl + 1)
        end = len(text) if end < 0 else end
        nxt = text[nl + 1 : end].strip()
        if nxt:
            blank = k > 0
            for _ in range(_WRAP_JOIN):
                if nxt[-1] in _TERMINAL or end >= len(text):
                    break
                more_end = text.find("\n", end + 1)
                more_end = len(text) if more_end < 0 else more_end
                more = text[end + 1 : more_end].strip()
                if not more or not more[0].islower():
                    break  # a blank line, or a line that does not go on with the sentence
                nxt, end = f"{nxt} {more}", more_end
            break
        pos = nl + 1
    return prev, nxt, blank


_BULLETS = ("- ", "* ", "\u2022", "\u25cf", "\u2013 ")


def _opens_a_section(
    nxt: str, blank: bool, h: str, apart: bool = False, style: tuple[bool, bool] = (True, False)
) -> bool:
    """Is the line after a candidate heading the start of its body? A paragraph clearly
    longer than the heading; or, after a blank line, a short finished sentence ("Questions?
    Email legal@acme.example."), a lead-in ending in a colon ("You agree not to:") or a list
    item: a section that opens briefly still has its heading. A contact heading may stand
    over lines of an address alone. Right under a heading set ``apart`` by a blank line
    above it (single-spaced sections: "Acceptable Use" / "You agree not to:"), a lead-in, a
    whole sentence or a contact heading's address opens a section too; a short line between
    two others is more often a line of a list or an address, and so is a line over a
    sentence after a lead-in ("... factors, including:" / blank / "How long you have been in
    business." / "Whether your industry ..."). ``style``: whether the last line before the
    heading is no lead-in (no colon at its end), and whether the heading asks a question
    with a question mark; a question is answered even in two words ("What do we collect?" /
    blank / "We collect:")."""
    after, asks = style
    if len(nxt) >= max(_MIN_PARAGRAPH, 2 * len(h)):
        return True
    if not nxt or not (blank or apart):
        return False
    if "contact" in h.lower():
        return True  # "Contact Us", then only a name and an address, or an e-mail
    lead_in = nxt[0].isupper() and len(nxt.split()) >= (2 if asks else 3)
    if not blank:
        # Right under a heading set apart above: a lead-in, or a whole sentence ("Governing
        # law" / "These terms are governed by the laws of England."), as short terms and
        # the short parts of long ones open their sections.
        return lead_in and (nxt.endswith(":") or (after and _whole_sentence(nxt)))
    if nxt.startswith(_BULLETS):
        return True
    return lead_in and nxt[-1] in ".:!?"


_SENTENCE_WORDS = 6  # a sentence right under a heading holds at least this many words


_TITLE_REACH = 200  # how far into the document its title may start (a date line before)


def _title_spot(text: str, start: int, pos: int) -> bool:
    """Whether a heading line at ``pos`` may be the title of a document starting at
    ``start``: near its start, no sentence before it."""
    before = text[start:pos]
    return pos - start <= _TITLE_REACH and not any(
        f"{p} " in before or f"{p}\n" in before for p in ".!?"
    )


def _whole_sentence(line: str) -> bool:
    """A line that is one or more whole sentences: a capital, enough words, a full stop (or
    the like) at its end."""
    return line[-1] in ".!?" and len(line.split()) >= _SENTENCE_WORDS


def line_heading_candidates(
    text: str,
    start: int,
    end: int,
    noise: PageNoise,
    marked: frozenset[int] = frozenset(),
    titled: bool = False,
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Spans of heading lines between ``start`` and ``end``, and of the longer sentence-case
    lines that are headings too when the first ones are the document's headings (see
    ``_LOOSE_EVIDENCE``). A line whose start is in ``marked`` (the source marks it as a
    heading: Markdown "## What we collect") needs only to pass the gate; its neighbours need
    not show a section opening. With ``titled``, ``start`` is the document's start, and a
    first heading line there with no sentence before it may be the document's title."""
    out: list[tuple[int, int]] = []
    loose: list[tuple[int, int]] = []
    apart = 0  # headings set apart by blank lines, in sentence case
    close = 0  # headings in sentence case right over their paragraphs (single spacing)
    tight: list[tuple[int, int]] = []
    for m in iter_lines(_LINE, text, start, end):
        h = m.group("h")
        if marked and text.rfind("\n", 0, m.start("h")) + 1 in marked:
            if unnumbered_reject_reason(h) is None:
                out.append((m.start("h"), m.end("q" if m.group("q") else "h")))
            continue
        words = h.split()
        # "Who is responsible if something happens.", "How we will handle disputes.": plain
        # terms title a section with an indirect question, closed by a full stop.
        # (Not "When ..." or "Where ...": those open conditions, "Where required by law we
        # notify you.")
        closed = text.startswith(".", m.end("h"))
        question = m.group("q") is not None or (
            words[0].lower() in _INDIRECT and len(words) <= _MAX_WORDS and "," not in h and closed
        )
        if question:
            # A question heading is in sentence case: judged by its first word, not by
            # its capitals, and it may be a little longer than a title.
            if len(words) < _MIN_QUESTION or words[0].lower() not in _ASKING:
                continue
            if len(words) > 2 * _MAX_WORDS or unnumbered_reject_reason(h) is not None:
                continue
        elif len(words) > _MAX_LOOSE_WORDS or noise.is_noise(h.strip()):
            continue
        elif closed and any(w.lower() in _VERBS for w in words):
            continue  # "THE SERVICE IS PROVIDED AS IS.": a sentence, however short
        elif unnumbered_reject_reason(h) is not None:
            continue
        strict = question or (len(words) <= _MAX_WORDS and _title_like(h))
        if closed and (
            not strict
            or (
                out
                and not text[out[-1][1] : m.start("h")].strip()
                and not (titled and len(out) == 1 and _title_spot(text, start, out[0][0]))
            )
        ):
            # Not a title, or the first line right under a heading: "Risk and Title" /
            # "Risk passes on delivery." is a section and its first sentence. Not under
            # the document's title ("Terms of Use" / "Use of the site." / text): a title
            # has no first sentence, so the closed line heads the first section.
            continue
        prev, nxt, blank = _neighbour_lines(text, m.start("h"), m.end("h"))
        over = None
        if prev and prev[-1] not in _TERMINAL:
            if not (closed and strict and not question):
                continue
            over = heading_over(text, m.start("h"), noise)  # "Our agreement and ..." / "Our
            if over is None:  # agreement." / text: a heading right over its first part's
                continue
        span = (m.start("h"), m.end("q" if m.group("q") else "h"))
        if not strict:
            if _after_sentence(text, m.start("h")):
                if _standing_apart(h, prev, nxt, blank):
                    loose.append(span)
                elif _right_over(words, nxt, blank):
                    tight.append(span)
            continue
        style = (not _line_before(text, m.start("h")).endswith(":"), m.group("q") is not None)
        if not _opens_a_section(nxt, blank, h, not prev, style):
            continue
        if over is not None:
            out.append(over)
        out.append(span)
        if not question and _sentence_case(words):
            apart += _standing_apart(h, prev, nxt, blank)
            close += _right_over(words, nxt, blank)
    if apart + close < _LOOSE_EVIDENCE:
        return out, []
    return out, sorted(loose + tight) if tight else loose


# A document that heads its sections with short lines in sentence case set apart by blank
# lines ("Our contract with you", "Price and payment") writes its longer ones the same way
# ("Your rights to end the contract", "If there is a problem with the product"): once this
# many short ones are found, a longer sentence-case line in the same layout is a heading too.
# So too for headings right over their paragraphs, no blank line between (single spacing),
# and for a document that lays its headings out both ways.
_LOOSE_EVIDENCE = 2
_MAX_LOOSE_WORDS = 10


def _sentence_case(words: list[str]) -> bool:
    """A heading in sentence case: a word after the first, not a small one, in lower case."""
    return any(w[:1].islower() and w.lower() not in _MINOR for w in words[1:])


def sentence_titles(text: str, placed: list[Placed]) -> None:
    """Titles for numbered headings in sentence case that read like a clause ("5. Your rights
    to end the contract", "7. If there is a problem with the goods"), when the document sets
    its top-level headings apart this way and at least ``_LOOSE_EVIDENCE`` of them have a
    title already: the whole rest of a line standing apart (see :func:`_standing_apart`)."""
    tops = [p for p in placed if p.depth == 1 and p.cand.line and p.cand.fam == "dec"]
    rests: list[tuple[Placed, int, int] | None] = []
    found = 0
    for p in tops:
        got = _apart_rest(text, p.cand.end)
        rests.append(got if got is None else (p, *got))
        if got is not None and p.title == text[got[0] : got[1]]:
            found += _sentence_case(p.title.split())
    if found < _LOOSE_EVIDENCE:
        return
    for item in rests:
        if item is not None and item[0].title is None:
            p, s, e = item
            p.title, p.heading_end = text[s:e], e


def _apart_rest(text: str, pos: int) -> tuple[int, int] | None:
    """The span of the rest of the line from ``pos`` when it is a heading line standing
    apart: at most ``_MAX_LOOSE_WORDS`` words starting with a capital, no sentence
    punctuation at its end, not turned down by the gate."""
    nl = text.find("\n", pos)
    line = text[pos : len(text) if nl < 0 else nl]
    h = line.strip()
    if not h or not h[0].isupper() or h[-1] in _TERMINAL or h[-1] in ",;":
        return None
    if len(h.split()) > _MAX_LOOSE_WORDS or unnumbered_reject_reason(h) is not None:
        return None
    s = pos + line.index(h)
    e = s + len(h)
    _, nxt, blank = _neighbour_lines(text, s, e)
    # The line above the number is judged by the walk; only the layout below counts here.
    if not _standing_apart(h, "", nxt, blank) or not _after_sentence(text, pos):
        return None
    return s, e


_SENTENCE_END = frozenset('.!?)"”’')


def _after_sentence(text: str, pos: int) -> bool:
    """Whether the last non-blank line before the line holding ``pos`` ends a sentence (or
    there is none): the last line of a list ("Gift cards" after "We do not accept returns
    of:" and other items) is not a heading over the paragraph after the list."""
    line = _line_before(text, pos)
    return not line or line[-1] in _SENTENCE_END


def _line_before(text: str, pos: int) -> str:
    """The last non-blank line before the line holding ``pos``, right-stripped ("" if none)."""
    end = text.rfind("\n", 0, pos)
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end].rstrip()
        if line.strip():
            return line
        end = start - 1
    return ""


def _standing_apart(h: str, prev: str, nxt: str, blank: bool) -> bool:
    """Is the line ``h`` a paragraph of its own, a blank line above and below it, over a
    paragraph of full sentences? It does not end like a line cut by a hard wrap ("... the
    amount payable by"), and the paragraph under it starts with a capital, runs longer than
    a line and ends with a full stop or the like, or with the colon of a lead-in ("... bring
    the following:")."""
    words = h.split()
    if prev or not blank or words[-1].lower() in _WRAP_WORDS:
        return False
    return len(nxt) >= max(_MIN_PARAGRAPH, 2 * len(h)) and nxt[0].isupper() and nxt[-1] in ".!?:"


def _right_over(words: list[str], nxt: str, blank: bool) -> bool:
    """Is a line of ``words`` laid out as a heading right over its paragraph, no blank line
    between ("Ranking of content" / "Here, we have provided ...")? Terms copied from a web
    page single-spaced keep their headings so. The paragraph is of full sentences, longer
    than a line; the line neither ends like a line of a hard wrap nor opens like a
    sentence (a pronoun, its subject: "You agree that we may suspend")."""
    if blank or not nxt or words[-1].lower() in _WRAP_WORDS or words[0] in _SUBJECTS:
        return False
    long = len(nxt) >= max(_MIN_PARAGRAPH, 2 * len(" ".join(words)))
    return long and nxt[0].isupper() and nxt[-1] in ".!?:"


_SUBJECTS = frozenset({"We", "You", "I", "They", "He", "She", "It", "This", "These", "If"})


# Words a line of a hard-wrapped sentence ends with, and a heading never does.
_WRAP_WORDS = JOINING_WORDS | {"and", "or", "nor", "any", "all", "each", "every", "our", "your"}
_CAPS_RUN = 50  # a line in capitals this long, unfinished, goes on below: a paragraph's line


def _adjacent_line(text: str, s: int, e: int, after: bool) -> str | None:
    """The line right after ``text[s:e]``'s line (``after``) or right before it, stripped;
    None when a blank line (or the text's edge) comes first."""
    if after:
        nl = text.find("\n", e)
        if nl < 0:
            return None
        end = text.find("\n", nl + 1)
        line = text[nl + 1 : len(text) if end < 0 else end].strip()
    else:
        ls = text.rfind("\n", 0, s)
        if ls <= 0:
            return None
        line = text[text.rfind("\n", 0, ls) + 1 : ls].strip()
    return line or None


def wrapped_caps_line(text: str, s: int, e: int) -> bool:
    """Is the line in capitals ``text[s:e]`` one line of a hard-wrapped paragraph in capitals
    (a disclaimer at 76 columns) rather than a heading? It ends with a word no heading ends
    with and the paragraph goes on below ("... QUORA PLATFORM, ALONG WITH OUR CONTENT AND"),
    or a long unfinished line in capitals runs into it from above."""
    words = text[s:e].split()
    if words and words[-1].lower() in _WRAP_WORDS and _adjacent_line(text, s, e, True):
        return True
    above = _adjacent_line(text, s, e, False)
    return (
        above is not None
        and len(above) >= _CAPS_RUN
        and above.upper() == above
        and above[-1] not in _TERMINAL
    )
