"""ProvenanceTracker: normalisation units, registration, and lookups on real CUAD contracts.

Gold comes from outside the code under test: strings and offsets declared here, and the CUAD
lawyers' clause spans in ``tests/data/cuad/annotations.jsonl``. The normalisation rules have
their own tests in ``test_provenance_textview.py``.
"""

from __future__ import annotations

import dataclasses
import json
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from clausewise.errors import InputError
from clausewise.provenance import MatchKind, ProvenanceTracker, SourceSpan

DATA = Path(__file__).parent / "data" / "cuad"


# -- the tracker on declared text ---------------------------------------------------------

NDA = (
    "1. Term. This Agreement commences on the Effective Date.\n"
    "2. Termination. Either party may terminate this Agreement upon thirty (30) days’ prior\n"
    "written notice to the other party. The Licensee’s obligations survive termination.\n"
    "3. Fees. Licensee shall pay One Million Dollars ($1,000,000) to Licensor.\n"
    "4. Governing Law. This Agreement is governed by the laws of the State of New York.\n"
)


@pytest.fixture
def nda() -> ProvenanceTracker:
    tracker = ProvenanceTracker(source_url="nda.txt")
    tracker.register_text(NDA)
    return tracker


@pytest.mark.parametrize(
    ("value", "expected", "kind"),
    [
        ("thirty (30) days’ prior", "thirty (30) days’ prior", MatchKind.EXACT),
        ("30 days prior written notice", "thirty (30) days’ prior\nwritten notice", "normalised"),
        (
            "THIRTY DAYS PRIOR WRITTEN NOTICE",
            "thirty (30) days’ prior\nwritten notice",
            "normalised",
        ),
        ("thirty (30) days' prior written notice.", None, None),  # checked below
        ("the licensees obligations survive", "The Licensee’s obligations survive", "normalised"),
        ("$1000000", "One Million Dollars ($1,000,000)", "normalised"),
        ("one million dollars", "One Million Dollars ($1,000,000)", "normalised"),
        (
            "Either party may terminate this Agreement upon 30 days written notice to the other "
            "party",
            "Either party may terminate this Agreement upon thirty (30) days’ prior\n"
            "written notice to the other party",
            "fuzzy",
        ),
    ],
)
def test_resolves_variants(
    nda: ProvenanceTracker, value: str, expected: str | None, kind: str | None
) -> None:
    span = nda.find_span(value)
    assert span is not None
    assert span.text == NDA[span.char_start : span.char_end]
    if expected is not None:
        assert span.text == expected
        assert span.match == kind
    assert span.source_url == "nda.txt"
    assert 0.0 <= span.score <= 1.0


def test_edge_punctuation_of_the_value_is_covered(nda: ProvenanceTracker) -> None:
    span = nda.find_span("the State of New York.")
    assert span is not None and span.text == "the State of New York."
    span = nda.find_span("upon thirty (30) days prior written notice to the other party.")
    assert span is not None and span.text.endswith("other party.")


@pytest.mark.parametrize(
    "value",
    [
        "Either party may terminate this Agreement upon sixty (60) days notice",
        "This Agreement is governed by the laws of the State of Delaware.",
        "Licensee shall pay One Hundred Dollars ($100) to Licensor.",
        "The Distributor shall maintain insurance with reputable carriers.",
        "us",  # not "U.S." or anything else run together
        "Term Fees",
        # Every word below occurs in the text, but not as this passage.
        "The Licensee may terminate the obligations of the other party upon notice",
        "This Agreement commences on written notice to the Licensor",
        "Licensee shall pay the other party upon termination of this Agreement",
    ],
)
def test_returns_none_rather_than_a_wrong_span(nda: ProvenanceTracker, value: str) -> None:
    assert nda.find_span(value) is None


def test_half_of_a_spelled_number_is_another_number() -> None:
    tracker = ProvenanceTracker()
    tracker.register_text("Payment is due within thirty-one (31) days of the invoice date.")
    assert tracker.find_span("due within thirty days of the invoice") is None
    span = tracker.find_span("due within 31 days of the invoice")
    assert span is not None and span.text == "due within thirty-one (31) days of the invoice"


def test_spans_start_and_end_on_word_edges(nda: ProvenanceTracker) -> None:
    span = nda.find_span("Term")  # "Term" also starts "Termination" and "terminate"
    assert span is not None and (span.char_start, span.char_end) == (3, 7)
    assert nda.find_span("ermination") is None


def test_find_spans_keeps_order_and_blanks(nda: ProvenanceTracker) -> None:
    spans = nda.find_spans(["Licensor", "   ", "nothing like this at all here"])
    assert spans[0] is not None and spans[0].text == "Licensor"
    assert spans[1:] == [None, None]


def test_span_is_frozen_and_round_trips(nda: ProvenanceTracker) -> None:
    span = nda.find_span("30 days prior written notice")
    assert span is not None
    with pytest.raises(dataclasses.FrozenInstanceError):
        span.char_start = 0  # type: ignore[misc]
    data = json.loads(json.dumps(span.to_dict()))
    assert data["match"] == "normalised"
    assert SourceSpan.from_dict(data) == span


def test_value_must_be_a_string(nda: ProvenanceTracker) -> None:
    with pytest.raises(InputError):
        nda.find_span(b"Term")  # type: ignore[arg-type]


def test_empty_tracker_finds_nothing() -> None:
    assert ProvenanceTracker().find_span("anything") is None


# -- registration -------------------------------------------------------------------------


def test_string_chunks_are_located_in_order() -> None:
    lines = NDA.splitlines(keepends=True)
    tracker = ProvenanceTracker()
    ranges = tracker.register_chunks(lines, source_text=NDA)
    assert [(r.char_start, r.char_end) for r in ranges] == [
        (NDA.index(line), NDA.index(line) + len(line)) for line in lines
    ]
    span = tracker.find_span("Licensee shall pay")
    assert span is not None and span.chunk_index == 3
    span = tracker.find_span("30 days prior written notice")  # crosses chunks 1 and 2
    assert span is not None and span.chunk_index is None


def test_repeated_string_chunks_are_placed_after_each_other() -> None:
    text = "Confidential.\nA.\nConfidential.\nB."
    ranges = ProvenanceTracker().register_chunks(
        ["Confidential.", "A.", "Confidential.", "B."], source_text=text
    )
    assert [r.char_start for r in ranges] == [0, 14, 17, 31]


def test_chunk_not_in_source_names_problem_and_fix() -> None:
    with pytest.raises(InputError) as err:
        ProvenanceTracker().register_chunks(["1. Term.", "made-up text"], source_text=NDA)
    message = str(err.value)
    assert "chunk 1" in message and "not a substring of source_text" in message
    assert "pass the text the chunker was given" in message


def test_out_of_order_chunk_is_reported() -> None:
    with pytest.raises(InputError, match="after the previous chunk"):
        ProvenanceTracker().register_chunks(["3. Fees.", "1. Term."], source_text=NDA)


@dataclass
class LegalChunkLike:
    """The attributes ``LegalChunk`` carries for provenance (content = header + body)."""

    content: str
    char_start: int
    char_end: int
    original_header: str = ""


@dataclass
class GeneralChunkLike:
    """The attributes of the general ``Chunk``: text includes the overlap prefix."""

    text: str
    start: int
    end: int
    overlap_text: str = ""


def test_legal_chunks_with_headers_and_offsets() -> None:
    body = NDA[NDA.index("3. Fees") : NDA.index("4. Governing")]
    chunk = LegalChunkLike("Fees > ", NDA.index(body), NDA.index(body) + len(body), "Fees > ")
    chunk.content = "Fees > " + body
    tracker = ProvenanceTracker()
    tracker.register_chunks([chunk], source_text=NDA)
    span = tracker.find_span("$1,000,000")
    assert span is not None and span.chunk_index == 0


def test_general_chunks_and_dicts() -> None:
    start = NDA.index("2. Termination")
    end = NDA.index("3. Fees")
    overlap = "Effective Date.\n"
    chunks: list[object] = [
        GeneralChunkLike(overlap + NDA[start:end], start, end, overlap),
        {"text": NDA[end:], "start": end, "end": len(NDA)},
    ]
    tracker = ProvenanceTracker()
    ranges = tracker.register_chunks(chunks, source_text=NDA)
    assert [(r.char_start, r.char_end) for r in ranges] == [(start, end), (end, len(NDA))]
    span = tracker.find_span("state of new york")
    assert span is not None and span.chunk_index == 1


def test_offsets_into_the_normalised_text_map_back_to_raw() -> None:
    raw = NDA.replace("\n", "\r\n")
    clean = NDA  # what clausewise.normalize makes of raw
    start = clean.index("3. Fees")
    end = clean.index("4. Governing")
    tracker = ProvenanceTracker()
    ranges = tracker.register_chunks([LegalChunkLike(clean[start:end], start, end)], raw)
    assert raw[ranges[0].char_start : ranges[0].char_end] == clean[start:end].replace("\n", "\r\n")
    span = tracker.find_span("one million dollars")
    assert span is not None and span.chunk_index == 0
    assert span.text == "One Million Dollars ($1,000,000)"


def test_offsets_that_do_not_match_the_source_are_rejected() -> None:
    with pytest.raises(InputError, match="claims offsets 0:8"):
        ProvenanceTracker().register_chunks([LegalChunkLike("2. Term.", 0, 8)], NDA)


def test_without_source_text_strings_are_joined_by_one_character() -> None:
    tracker = ProvenanceTracker()
    tracker.register_chunks(["alpha beta", "gamma delta"])
    tracker.register_chunks(["epsilon zeta"])
    assert tracker.source_text == "alpha beta\ngamma delta\nepsilon zeta"
    span = tracker.find_span("delta epsilon")
    assert span is not None and (span.char_start, span.char_end) == (17, 30)
    assert span.chunk_index is None
    assert [r.index for r in tracker.chunks] == [0, 1, 2]


def test_one_source_per_tracker() -> None:
    tracker = ProvenanceTracker()
    tracker.register_text(NDA)
    tracker.register_chunks(["1. Term."], source_text=NDA)  # the same text again is fine
    with pytest.raises(InputError, match="different source text"):
        tracker.register_chunks(["x"], source_text="x")
    tracker.clear()
    tracker.register_text("x")
    assert tracker.source_text == "x" and len(tracker) == 0


def test_single_string_is_not_a_chunk_list() -> None:
    with pytest.raises(InputError, match="not a single str"):
        ProvenanceTracker().register_chunks(NDA, source_text=NDA)


# -- real contracts: CUAD clause strings ----------------------------------------------------


def _cuad() -> tuple[dict[str, str], list[dict[str, object]]]:
    records = [json.loads(line) for line in (DATA / "annotations.jsonl").open(encoding="utf-8")]
    texts = {
        doc: (DATA / f"{doc}.txt").read_text(encoding="utf-8")
        for doc in sorted({str(r["doc_id"]) for r in records})
    }
    return texts, records


TEXTS, RECORDS = _cuad()
TRACKERS: dict[str, ProvenanceTracker] = {}


def tracker_for(doc: str) -> ProvenanceTracker:
    if doc not in TRACKERS:
        TRACKERS[doc] = ProvenanceTracker(source_url=doc)
        TRACKERS[doc].register_text(TEXTS[doc])
    return TRACKERS[doc]


def word_edges(text: str, start: int, end: int) -> tuple[int, int]:
    """The gold span grown to whole words (a few CUAD spans are cut mid-word)."""
    while 0 < start < len(text) and text[start - 1].isalnum() and text[start].isalnum():
        start -= 1
    while 0 < end < len(text) and text[end - 1].isalnum() and text[end].isalnum():
        end += 1
    return start, end


def smart_quotes(v: str) -> str:
    return re.sub(r'"([^"]*)"', "“\\1”", v).replace("'", "’")


VARIANTS: dict[str, Callable[[str], str]] = {
    "verbatim": lambda v: v,
    "whitespace-collapsed": lambda v: " ".join(v.split()),
    "lower-cased": str.lower,
    "quote-normalised": smart_quotes,
    "re-wrapped-60": lambda v: textwrap.fill(v, 60),
}


def _acceptable(text: str, record: dict[str, object], variant: str) -> set[tuple[int, int]]:
    """Every span that is right for ``record``: the gold one and identical occurrences."""
    value = str(record["text"])
    ok = {word_edges(text, int(str(record["start"])), int(str(record["end"])))}
    folded, target = (text.lower(), value.lower()) if variant == "lower-cased" else (text, value)
    hit = folded.find(target)
    while hit >= 0:
        ok.add(word_edges(text, hit, hit + len(value)))
        hit = folded.find(target, hit + 1)
    return ok


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_cuad_clauses_resolve_to_the_annotated_span(variant: str) -> None:
    misses = []
    for record in RECORDS:
        doc = str(record["doc_id"])
        value = VARIANTS[variant](str(record["text"]))
        span = tracker_for(doc).find_span(value)
        found = None if span is None else (span.char_start, span.char_end)
        if found not in _acceptable(TEXTS[doc], record, variant):
            misses.append((str(record["text"])[:50], found))
    assert misses == []


_NUMBER = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|thirty|fifty|ninety)"
_SPELLED = re.compile(rf"\b({_NUMBER}) \((\d+)\)", re.IGNORECASE)


@pytest.mark.parametrize("keep", [1, 2], ids=["words-only", "digits-only"])
def test_cuad_number_spellings_resolve_to_the_annotated_span(keep: int) -> None:
    records = [r for r in RECORDS if _SPELLED.search(str(r["text"]))]
    assert len(records) >= 10
    for record in records:
        value = _SPELLED.sub(lambda m: m.group(keep), str(record["text"]))
        span = tracker_for(str(record["doc_id"])).find_span(value)
        assert span is not None, value[:60]
        assert (span.char_start, span.char_end) == (record["start"], record["end"]), value[:60]


MUSCLEPHARM = next(d for d in TEXTS if d.startswith("Musclepharm"))
HYPERION = next(d for d in TEXTS if d.startswith("HYPERION"))


@pytest.mark.parametrize(
    ("doc", "value", "expected"),
    [
        (MUSCLEPHARM, "at least 5 days written notice", "at least five (5) days written notice"),
        (MUSCLEPHARM, "an initial term of 3 years", "an Initial Term of three (3) years"),
        (
            HYPERION,
            "due and payable 30 days from the date of the invoice",
            "due and payable thirty (30) days from the date of the invoice",
        ),
        (HYPERION, "the laws of the state of connecticut", "the laws of the State of Connecticut"),
    ],
)
def test_cuad_paraphrased_values(doc: str, value: str, expected: str) -> None:
    span = tracker_for(doc).find_span(value)
    assert span is not None and span.text == expected


@pytest.mark.parametrize(
    "value",
    [
        "MusclePharm shall pay the Endorser for any appearances during the Term",
        "The AS Parties shall have the right to terminate this Agreement upon written notice",
    ],
)
def test_cuad_recombined_words_are_not_found(value: str) -> None:
    assert tracker_for(MUSCLEPHARM).find_span(value) is None


def within_a_word(text: str, a: int, b: int) -> bool:
    return len(text[min(a, b) : max(a, b)].split()) <= 1


def test_cuad_clause_missing_a_word_resolves_fuzzily() -> None:
    checked = 0
    for record in RECORDS:
        words = str(record["text"]).split()
        if len(words) < 12 or record["n_occurrences"] != 1:
            continue
        value = " ".join(words[:6] + words[7:])
        doc = str(record["doc_id"])
        span = tracker_for(doc).find_span(value)
        if _SPELLED.search(words[6]) or any(c.isdigit() for c in words[6]):
            continue  # dropping part of an amount changes the value
        assert span is not None, value[:60]
        assert span.match == MatchKind.FUZZY
        assert within_a_word(TEXTS[doc], span.char_start, int(str(record["start"])))
        assert within_a_word(TEXTS[doc], span.char_end, int(str(record["end"])))
        checked += 1
    assert checked >= 40


def _words(text: str) -> str:
    return " " + " ".join(re.findall(r"\w+", text.lower())) + " "


@pytest.mark.parametrize(("here", "there"), [(MUSCLEPHARM, HYPERION), (HYPERION, MUSCLEPHARM)])
def test_cuad_clauses_of_the_other_contract_are_not_found(here: str, there: str) -> None:
    present = _words(TEXTS[here])
    absent = [
        str(r["text"])
        for r in RECORDS
        if r["doc_id"] == there and _words(str(r["text"])) not in present
    ]
    assert len(absent) >= 20
    found = {v[:60]: tracker_for(here).find_span(v) for v in absent}
    assert {k: v for k, v in found.items() if v is not None} == {}
