"""ProvenanceTracker invariants on generated documents (Hypothesis, derandomised).

Whatever word-aligned slice of a document is looked up, as written, lower-cased or with its
whitespace collapsed, a span comes back; it is the exact source slice, starts and ends on word
edges, and reads the same as the value once normalised. (A slice that cuts a spelled number in
half is another number, and must not be found: see ``test_provenance.py``.)
"""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from clausewise.provenance import ProvenanceTracker
from clausewise.provenance.textview import TextView, inside_word

WORDS = [
    "the", "Licensee", "Licensee’s", "shall", "pay", "thirty", "(30)", "days'", "notice",
    "non-compete", "“Agreement”", "$1,000,000", "U.S.", "10%", "Section", "2.1", "—", "and",
    "of", "One", "Hundred", "[***]", "Café", "co-operate",
]  # fmt: skip
NUMBER_WORDS = {"thirty", "One", "Hundred"}
SEPARATORS = [" ", "  ", "\n", ", ", ". ", "\n\n   "]
TRANSFORMS: dict[str, Callable[[str], str]] = {
    "as-is": lambda v: v,
    "lower": str.lower,
    "collapsed": lambda v: " ".join(v.split()),
}


def _numeric(word: str) -> bool:
    return word in NUMBER_WORDS or any(c.isdigit() for c in word)


@st.composite
def document_and_slice(draw: st.DrawFn) -> tuple[str, str]:
    words = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=60))
    parts, spans, pos = [], [], 0
    for word in words:
        sep = draw(st.sampled_from(SEPARATORS))
        parts += [word, sep]
        spans.append((pos, pos + len(word)))
        pos += len(word) + len(sep)
    text = "".join(parts)
    first = draw(st.integers(0, len(words) - 1))
    last = draw(st.integers(first, min(len(words) - 1, first + 12)))
    # A slice that cuts a number in half ("thirty" of "thirty One", "Hundred" of "5 Hundred")
    # says another number.
    assume(not (first > 0 and _numeric(words[first - 1]) and _numeric(words[first])))
    assume(not (last + 1 < len(words) and _numeric(words[last]) and _numeric(words[last + 1])))
    piece = text[spans[first][0] : spans[last][1]]
    assume(any(c.isalnum() for c in piece))  # dashes alone say nothing to look for
    return text, piece


@settings(derandomize=True, max_examples=400, deadline=None)
@given(document_and_slice(), st.sampled_from(sorted(TRANSFORMS)))
def test_any_slice_is_found_on_word_edges(case: tuple[str, str], how: str) -> None:
    text, piece = case
    value = TRANSFORMS[how](piece)
    tracker = ProvenanceTracker()
    tracker.register_text(text)
    span = tracker.find_span(value)
    assert span is not None
    assert span.text == text[span.char_start : span.char_end]
    assert not inside_word(text, span.char_start)
    assert not inside_word(text, span.char_end)
    assert TextView(span.text).joined == TextView(value).joined
