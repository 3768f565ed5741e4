"""Heading titles: what follows a marker and travels with it.

A title is read in one of four shapes, tried in order:

* on the next line when the marker stands alone ("ARTICLE IV" / "INDEMNIFICATION");
* a run of capitals ("1. DEFINITIONS. Unless ...", "ARTICLE 5 CONFIDENTIALITY 5.1 ...");
* a short title-case run-in ended by a full stop or colon ("1.1 Provision of Services. (a) ...");
* for clause-level markers, the rest of a short line in sentence case ("1. Definitions and
  interpretation").

Anything else (a sentence, a quoted defined term, a list item) means the unit has no title.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .title_words import ASKING_VERBS, MINOR_WORDS, MODALS, QUESTION_WORDS
from .title_words import CAPS_VERBS as _VERBS
from .title_words import DANGLING as _DANGLING
from .title_words import is_title_case as _is_title_case
from .title_words import sentence_case_title as _sentence_case_title
from .title_wraps import TAIL_WORDS as _TAIL_WORDS
from .title_wraps import running_line, stands_alone, title_tail

__all__ = [
    "MINOR_WORDS",
    "MODALS",
    "NAME_ABBREVIATIONS",
    "caps_heading_lines",
    "heading_line",
    "iter_lines",
    "line_pattern",
    "read_title",
]

# An initialism first ("U.S. GOVERNMENT END USERS"): the plain word would stop at "U".
_CAPS_WORD = r"(?:[A-Z]\.(?:[A-Z]\.)+|[A-Z][A-Z0-9&'’/\-]*|&)"
# A number between words in capitals is part of the run ("YEAR 2000 COMPLIANCE", "IN THIS
# ARTICLE 7, NEITHER ..."), a sentence in capitals read whole, as is a year ending the line
# ("EXCHANGE ACT OF 1934"); a marker after a title ("CONFIDENTIALITY 5.1 ...") is not.
_CAPS_RUN = re.compile(
    rf"{_CAPS_WORD}(?:[,;]?[ \t]{{1,4}}(?:{_CAPS_WORD}|\([A-Z][A-Z ]{{0,30}}\)"
    r"|[0-9]{1,4}[A-Z]?(?=[,;]?[ \t]{1,4}[A-Z]|[.:][ \t\n])|(?:1[89]|20)[0-9]{2}(?=[ \t]*$)))*"
)
_SEPARATOR = re.compile(r"[ \t]*(?:(?:--|[.:\-–—])[ \t]*)?")
_MINOR = MINOR_WORDS
# A run-in title ends at a full stop or colon, or at a column gap of three spaces
# ("13. Notices   All notices"); not at the stops of an initialism ("Compliance with U.S.
# Export Laws."). Led by one character class, so the engine skips ahead in C to the next
# candidate end.
_RUN_END = re.compile(
    r"[.: \t](?:(?<=[.:])(?<!\.[A-Z]\.)(?=[ \t\n]|$)|(?<=\.)(?<!\b[A-Z]\.)(?=[A-Z\"“(])"
    r"|(?<=\.)(?=(?:--|[-–—])(?:[A-Z(]|\Z))|(?<=[ \t])[ \t]{2})"
)
# "U.S.", "E.U.": stops that belong to a word.
_INITIALISM = re.compile(r"\b(?:[A-Z]\.){2,}")
_RUN_IN_REACH = 101
_MAX_TITLE_WORDS = 14


_LEAD_WORDS = frozenset(
    {"subject", "except", "save", "without", "notwithstanding", "if", "where", "unless"}
    # a sentence's setting: "In this Agreement:", "For the purposes of this clause:"
    | {"in", "for", "under", "during", "upon", "on", "when", "after", "before", "as", "to"}
)
# Words pointing at the document or at what follows: "In this Agreement:", "These terms:".
_POINTING = frozenset(["this", "these", "following", "hereof", "herein"])


def _lead_in(words: list[str]) -> bool:
    """Words before a colon that open a sentence's condition or setting, point at the text
    ("this", "the following"), or cite a number."""
    return (
        words[0].lower() in _LEAD_WORDS
        or any(w.lower() in _POINTING for w in words)
        or any(c.isdigit() for w in words for c in w)
    )


def _plain_line(s: str) -> bool:
    """A short heading-shaped line: few words, starts with a capital, no sentence end."""
    if not s or len(s) > 100 or not s[0].isupper():
        return False
    words = s.split()
    if len(words) > _MAX_TITLE_WORDS or s[-1] in ",;":
        return False
    if s[-1] == "." and any(c.islower() for c in s):
        return False
    return _is_title_case(words) or not any(c.islower() for c in s)


def heading_line(s: str) -> bool:
    """A stripped line that stands as a heading of its own: short, starting with a capital, in
    capitals or title case, not ending like a sentence ("GROUPON VOUCHER TERMS OF SALE – UK")."""
    if len(s) > 100 or not s[0].isupper() or s[-1] in ".,;:!?":
        return False
    words = s.split()
    if len(words) > _MAX_TITLE_WORDS:
        return False
    return not any(c.islower() for c in s) or _is_title_case(words)


def _next_line_title(
    text: str, line_end: int, limit: int, sentence_case: bool = False
) -> tuple[str | None, int]:
    """A title on the next non-blank line (at most one blank line between). With
    ``sentence_case``, also a short line in sentence case set apart below ("PART 2 /
    Obligations of economic operators", legislation's style; "PART 2" / blank / "Safety
    requirements" / blank, as statutory instruments are copied)."""
    pos = line_end
    for _ in range(2):
        if pos >= limit:
            return None, 0
        nl = text.find("\n", pos + 1, limit)
        nxt = limit if nl < 0 else nl
        s = text[pos + 1 : nxt].strip()
        if s:
            if s[0].isdigit() or s[0] == "(":
                return None, 0
            end = pos + 1 + len(text[pos + 1 : nxt].rstrip())
            if _closed_title(text, s, nl, limit):
                return s[:-1].rstrip(), end
            if not _plain_line(s) and not (
                sentence_case and _sentence_case_line(text, s, nl, limit)
            ):
                return None, 0
            tail = title_tail(text, s, nl, limit)  # "ARTICLE 2" / "RIGHTS OF THIRD" / "PARTIES"
            return (s, end) if tail is None else (f"{s} {tail[0]}", tail[1])
        pos = nxt
    return None, 0


def _closed_title(text: str, s: str, nl: int, limit: int) -> bool:
    """Whether the stripped line ``s`` ending at ``nl`` is a title in Title Case closed by a
    full stop and standing alone, a blank line (or the end) after it: "Section 2.01" /
    "The Loan." / blank / "The Lender agrees ...", as filings set a section's run-in title on
    a line of its own. A verb or "means" makes it a sentence."""
    if len(s) < 3 or s[-1] != "." or s[-2] in ". " or not any(c.islower() for c in s):
        return False
    words = s[:-1].split()
    if not _plain_line(s[:-1]) or not _is_title_case(words):
        return False
    if any(w.lower() in MODALS or w.lower() == "means" for w in words):
        return False
    if nl < 0:
        return True
    after = text.find("\n", nl + 1, limit)
    return not text[nl + 1 : limit if after < 0 else after].strip()


def _sentence_case_line(text: str, s: str, nl: int, limit: int) -> bool:
    """Whether the stripped line ``s`` ending at ``nl`` is a sentence-case title standing
    alone: a few words without a verb or sentence punctuation, a blank line (or the end)
    after it."""
    words = s.split()
    if not s[0].isupper() or s[-1] in ".,;:!?" or not _sentence_case_title(words):
        return False
    if _wrapped_sentence(text, s, nl):
        return False  # "The Seller shall" / "deliver the Goods ...": a hard-wrapped sentence
    if nl < 0:
        return True
    after = text.find("\n", nl + 1, limit)
    return not text[nl + 1 : limit if after < 0 else after].strip()


def read_title(
    text: str,
    marker_end: int,
    limit: int,
    own_line: bool,
    sentence_case: bool,
    strict_caps: bool = False,
) -> tuple[str | None, int]:
    """(title, heading end) after a marker ending at ``marker_end``; (None, 0) if none.

    ``own_line`` allows a title on the next line; ``sentence_case`` allows a short
    sentence-case rest of line; ``strict_caps`` (list items) refuses a lone capitalised word
    not closed by punctuation ("(a) NETGEAR Products ..."). ``limit`` bounds the search (the
    next marker or the text end).
    """
    if marker_end + 1 < limit and text[marker_end] == " " and text[marker_end + 1].isalnum():
        i = marker_end + 1  # one space, then the text: the common case, no regex needed
    else:
        sep = _SEPARATOR.match(text, marker_end, limit)
        i = sep.end() if sep else marker_end
    nl = text.find("\n", i, limit)
    line_end = limit if nl < 0 else nl
    if i >= line_end:
        if own_line and nl >= 0:
            return _next_line_title(text, nl, limit, sentence_case)
        return None, 0
    if not text[i].isupper():
        return None, 0  # a sentence, a quoted defined term, a list item in lower case
    if not text[i + 1 : i + 2].islower():  # "The ...": no run of capitals (the common case)
        got = _caps_title(text, i, (line_end, limit), strict_caps)
        if got[0] is not None:
            return got
    got = _run_in_title(text, i, line_end)
    if got[0] is None and (sentence_case or _dash_closed(text, i, line_end)):
        got = _sentence_case_run_in(text, i, line_end)
    if got[0] is not None:
        return got
    if line_end == limit and nl < 0 and not strict_caps:
        # The next marker follows on the same line: "6. Term 6.1 Term. ..."
        seg = text[i:limit].rstrip()
        words = seg.split()
        if (
            0 < len(words) <= 10
            and not any(ch in _INITIALISM.sub("", seg) for ch in '.;:!?"“')
            and (_is_title_case(words) or _sentence_case_title(words))
        ):
            return seg, i + len(seg)
    if sentence_case:
        rest = text[i:line_end].rstrip()
        # A dash ends a statute's lead-in to a list ("In these Regulations—"), not a title.
        if rest and rest[-1] not in ".;,—–" and len(rest.split()) <= 10 and rest[0].isupper():
            lead = rest[:-1].split()
            if rest[-1] == ":" and (
                len(lead) > 4 or not _sentence_case_title(lead) or _lead_in(lead)
            ):
                # "The following definitions apply:", "Subject to clause 4.1:": a lead-in
                return None, 0
            label = rest.split(": ", 1)[0].split()  # "Registered number: 09876543"
            if len(label) < len(rest.split()) and len(label) <= 4 and _sentence_case_title(label):
                return " ".join(label), i + rest.index(": ") + 1
            if _wrapped_sentence(text, rest, nl):
                return _wrapped_title(text, rest, nl, limit)
            tail = title_tail(text, rest, nl, limit)
            if tail is not None:
                return f"{rest} {tail[0]}", tail[1]
            return rest, i + len(rest)
    return None, 0


_WRAPPED_MORE = 6  # words the second line of a hard-wrapped title holds at most


def _wrapped_title(text: str, rest: str, nl: int, limit: int) -> tuple[str | None, int]:
    """A title cut by a hard wrap after a joining word ("12. Assignment and" /
    "Subcontracting", "13. Limitation of" / "Liability"), joined with its second line: a
    few more words, the last no joining word, with no verb or sentence punctuation, that
    make the whole a title in Title Case or a short one in sentence case. (None, 0) when
    the line is a sentence's first line instead."""
    words = rest.split()
    if (
        nl < 0
        or words[-1].lower() not in _DANGLING
        or not MODALS.isdisjoint(w.lower() for w in words)
    ):
        return None, 0
    start = nl + 1
    end = text.find("\n", start, limit)
    end = limit if end < 0 else end
    more = text[start:end].strip()
    if not more[:1].isalpha() or len(more.split()) > _WRAPPED_MORE or more[-1] in ",;:":
        return None, 0
    title = f"{rest} {more.rstrip('.')}"
    whole = title.split()
    if len(whole) > _MAX_TITLE_WORDS or whole[-1].lower() in _DANGLING:
        return None, 0
    if any(ch in more.rstrip(".") for ch in '.;:!?,"“()') or not MODALS.isdisjoint(
        w.lower() for w in whole
    ):
        return None, 0
    if not (_is_title_case(whole) or (more[0].islower() and _sentence_case_title(whole))):
        return None, 0
    return title, start + len(text[start:end].rstrip())


_MAX_QUESTION_WORDS = 8


def _wrapped_sentence(text: str, rest: str, nl: int) -> bool:
    """Is a sentence-case line the first line of a hard-wrapped sentence rather than a
    title? It holds a verb ("The Company may terminate the Employment with immediate
    effect"), ends in the middle of a phrase ("... relating to the"), or the next line goes on
    in lower case ("... the prior written" / "notice required ...")."""
    words = rest.lower().split()
    # "Who we are", "What happens if you cancel", "Is my data safe?": a plain-language
    # heading asks a question; its verb does not make it a sentence.
    asks = words[0] in QUESTION_WORDS and len(words) <= _MAX_QUESTION_WORDS
    asks = asks or (words[0] in ASKING_VERBS and rest.endswith("?"))
    # A capital "A" after a word names a document ("Exhibit A", "Attachment A"): it is not
    # the article "a" left dangling at a line end.
    last = rest.split()[-1]
    dangling = words[-1].strip(",") in _DANGLING and not (len(words) > 1 and last == "A")
    if (not asks and any(w in MODALS for w in words)) or dangling:
        return True
    if nl < 0:
        return False
    j = nl + 1
    while j < len(text) and text[j] in " \t":
        j += 1
    # '... royalty-free licence' / '(the "Licence") to use ...': a bracket that goes on in
    # lower case continues the sentence (an item "(a)" or "(iv)" would start a list).
    return j < len(text) and (text[j].islower() or _BRACKET_GOES_ON.match(text, j) is not None)


_BRACKET_GOES_ON = re.compile(r"\([a-z]{2,}[ \t]")


def _caps_title(text: str, i: int, ends: tuple[int, int], strict: bool) -> tuple[str | None, int]:
    """A title in capitals from ``i`` (``ends``: its line's end and the next marker)."""
    line_end = ends[0]
    m = _CAPS_RUN.match(text, i, line_end)
    if m is None:
        return None, 0
    run = m.group().rstrip(",;")
    words = run.split()
    if not any(len(w) > 1 and w.isalpha() for w in words) or len(words) > _MAX_TITLE_WORDS:
        return None, 0
    if len(words) == 1 and len(words[0]) == 1:
        return None, 0
    if any(w in _VERBS for w in words) or words[0].lower() in _MINOR:
        return None, 0  # a sentence in capitals, or its tail ("OR SECTION 11.2 HEREOF")
    end = i + len(run)
    after = text[end:line_end]
    stripped = after.lstrip()
    if not stripped:
        return _wrapped_caps(text, run, end, ends)
    ch = stripped[0]
    if ch in ".:":
        return run, end + len(after) - len(stripped) + 1
    if ch.islower() or ch in ",;":
        return None, 0  # "THE COMPANY shall ..." is a sentence in capitals, not a title
    if strict and len(words) == 1 and not stripped[:2].isupper():
        return None, 0  # "(a) NETGEAR Products ...": a name, not a title
    return run, end


def _wrapped_caps(text: str, run: str, end: int, ends: tuple[int, int]) -> tuple[str, int]:
    """The title in capitals ``run`` (ending at ``end``), joined with the next line when a
    hard wrap cut it after a joining word ("2. LIMITATION OF LIABILITY AND" / "   INDEMNITY
    FOR THIRD PARTY CLAIMS"): that line holds a run of capitals and nothing else, before
    the next marker (``ends``: the title line's end and that marker)."""
    line_end, limit = ends
    if line_end + 1 >= limit:
        return run, end
    cut = run.split()[-1].lower() in _DANGLING
    if not cut and len(run.split()) < 2:
        return run, end
    start = line_end + 1
    while start < limit and text[start] in " \t":
        start += 1
    m = _CAPS_RUN.match(text, start, limit)
    if m is None:
        return run, end
    more = m.group().rstrip(",;")
    nl = text.find("\n", start, limit)
    words = run.split() + more.split()
    if text[start + len(more) : limit if nl < 0 else nl].strip() or any(w in _VERBS for w in words):
        return run, end
    if len(words) > _MAX_TITLE_WORDS or words[-1].lower() in _DANGLING:
        return run, end  # too long, or cut again: a paragraph in capitals
    if not cut and (
        len(more.split()) > _TAIL_WORDS
        or not more.replace(" ", "").isalpha()
        or not stands_alone(text, start + len(more) if nl < 0 else nl, limit)
        or running_line(text, more, start)
    ):
        # Cut after a full word ("14. RIGHTS OF THIRD" / "PARTIES"): only a few more
        # words standing alone, not the heading of something else below.
        return run, end
    return f"{run} {more}", start + len(more)


def _run_in_title(text: str, i: int, line_end: int) -> tuple[str | None, int]:
    m = _RUN_END.search(text, i, min(line_end, i + _RUN_IN_REACH))
    if m is None:
        return None, 0
    stop = m.start()
    if stop == i:
        return None, 0
    body = text[i:stop].rstrip()
    words = body.split()
    if len(words) > 12 or not _is_title_case(words) or body[-1] in ",;":
        return None, 0
    if ("shall" in body or "will" in body or "means" in body) and any(
        w.strip(",;") in ("means", "shall", "will") for w in words
    ):
        return None, 0
    if (
        body.isupper()
        and words[0].title() in _SUBJECTS
        and any(w.strip(",;") in _VERBS for w in words)
    ):
        # "THE SUPPLIER DISCLAIMS ALL OTHER WARRANTIES.": a sentence in capitals, its subject
        # first; "TIME IS OF THE ESSENCE.", "REMEDIES ARE CUMULATIVE." are titles.
        return None, 0
    if (
        len(words) > _SHORT_TITLE_WORDS
        and words[0] in _SUBJECTS
        and not text[m.end() : line_end].strip()
        and any(w[0].islower() and w.lower() not in _MINOR for w in words)
    ):
        # "A. The Company employs the Employee as Chief Financial Officer.": a whole line
        # that opens like a sentence's subject and holds a word in lower case is a sentence.
        return None, 0
    if text[stop] == "." and _cites_on(text, words[-1], m.end()):
        return None, 0
    if text[stop] == "." and words[-1].lower() in NAME_ABBREVIATIONS:
        return None, 0
    return body, (m.end() if text[stop] in ".:" else i + len(body))


# Abbreviations whose full stop sits inside a name ("1. Mr. Rajesh Kumar Mehta: 9,50,000
# shares", "2. Acme Co. Ltd. shall ..."): a title never ends with one.
NAME_ABBREVIATIONS = frozenset(
    {"mr", "mrs", "ms", "mx", "dr", "prof", "messrs", "hon", "rev", "jr", "sr"}
    | {"inc", "ltd", "co", "corp", "llc", "llp", "plc", "lp", "pty", "bhd", "pvt"}
)
_SHORT_TITLE_WORDS = 4  # a title this short may open like a sentence ("The Services.")
_SUBJECTS = frozenset(
    {"The", "A", "An", "Each", "Either", "Neither", "No", "This", "These", "Such", "All", "Any"}
    | {"We", "You", "It", "Our", "Your"}
)
# Abbreviated unit words a sentence may open with, before the number they cite.
_CITING_SHORT = frozenset({"art", "sec", "para", "cl", "sch", "no", "nos", "reg", "s", "ss"})
# After "No.": a number, or one led by a short office or series code ("No. EP 3 456 789",
# "No. US-2019/0012345"), not the next column of a flattened table ("APP NO. FILING DATE").
_NUMBER_WORDS = frozenset({"no", "nos"})
_NUMBER_AFTER = re.compile(r"[ \t]{0,3}(?:[A-Z]{1,4}[ \t-]?)?[0-9]")


def _sentence_case_run_in(text: str, i: int, line_end: int) -> tuple[str | None, int]:
    """A short sentence-case run-in title closed by a full stop before the next sentence, as
    UK drafting writes them ("9.1 Force majeure. Neither party ..."): at most five words, no
    verb of the kind a sentence would need; before a dash, a statute's heading, up to ten
    words with commas ("1. Short title, extent and commencement.—(1) This Act ...")."""
    m = _RUN_END.search(text, i, min(line_end, i + 60))
    if m is None or text[m.start()] != "." or m.start() == i:
        return None, 0
    body = text[i : m.start()].rstrip()
    words = body.split()
    after = text[m.end() : m.end() + 4].lstrip(" \t-–—")
    # The next sentence, or a first subsection after a dash ("Short title.—(1) This Act"),
    # or on a line below ("§ 12-201. Implied warranty of merchantability." / "(a) A ...").
    opens = after[:1].isupper() or after[:1] == "("
    if after[:1] == "\n":
        opens = text[m.end() : m.end() + 12].lstrip(" \t\n-\u2013\u2014")[:1] == "("
    dashed = text.startswith(("-", "\u2013", "\u2014"), m.end())
    bare = [w.rstrip(",") for w in words] if dashed else words
    if not 1 <= len(words) <= (10 if dashed else 5) or not opens or not "".join(bare).isalpha():
        return None, 0
    if not (_sentence_case_title(bare[:6]) and _sentence_case_title(bare[-6:])):
        return None, 0
    if words[-1].lower() in NAME_ABBREVIATIONS or _cites_on(text, words[-1], m.end()):
        return None, 0
    return body, m.end()


def _dash_closed(text: str, i: int, line_end: int) -> bool:
    """Whether a full stop and a dash close a short run of words at ``i``: a statute's
    sentence-case heading, at any level ("(b) Use of funds.—An eligible entity ...")."""
    reach = min(line_end, i + 60)
    return text.find(".\u2014", i, reach) > i or text.find(".--", i, reach) > i


def _cites_on(text: str, word: str, after: int) -> bool:
    """Whether the full stop after ``word`` is an abbreviation's and a citation runs on:
    "2.2 Art. 1.2 applies ...", "1. U.S. Patent No. 9,876,543" ("No." never closes a title)."""
    if word.lower() not in _CITING_SHORT:
        return False
    if word.lower() in _NUMBER_WORDS:
        return _NUMBER_AFTER.match(text, after) is not None
    return text[after : after + 2].strip()[:1].isdigit()


def line_pattern(body: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A whole-line pattern as two regexes: one led by the newline before the line (a
    literal the engine finds fast; ``^`` would make it try every position) and one for a
    line starting exactly at the search start."""
    return re.compile(r"\n" + body, re.MULTILINE), re.compile(body, re.MULTILINE)


def iter_lines(
    pats: tuple[re.Pattern[str], re.Pattern[str]], text: str, start: int, end: int
) -> Iterator[re.Match[str]]:
    """Matches of a :func:`line_pattern` on the lines beginning in ``[start, end)``, in
    order, as ``pattern.finditer`` with ``^`` in MULTILINE mode would give them."""
    led, at = pats
    pos = start
    if start == 0 or text[start - 1 : start] == "\n":
        first = at.match(text, start, end)
        if first is not None:
            yield first
            pos = first.end()
    yield from led.finditer(text, pos, end)


_CAPS_LINE = line_pattern(
    r"[ \t]{0,40}(?P<h>[A-Z][A-Z0-9 &,;'’/()\-]{1,80}[A-Z)])[ \t]*(?::[ \t]*)?$"
)


def caps_heading_lines(text: str, start: int, end: int) -> Iterator[re.Match[str]]:
    """Lines entirely in capitals (unnumbered headings such as "GOVERNING LAW")."""
    return iter_lines(_CAPS_LINE, text, start, end)
