"""Normalisation: what changes, what does not, and the map back to the raw string."""

from __future__ import annotations

import re
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from clausewise import InputError, normalize, sanitize

PIECES = st.sampled_from(
    [
        "Clause",
        " ",
        "\r\n",
        "\r",
        "\n",
        "e\u0301",
        "\u00e9",
        "\x00",
        "\x0c",
        "\t",
        "ﬁ",
        "한",
        "\u1100\u1161",
        "\ufeff",
        "“x”",
        "7.2",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(PIECES, max_size=40), st.booleans())
def test_normalised_text_is_clean_and_maps_back(parts: list[str], bom: bool) -> None:
    raw = ("\ufeff" if bom else "") + "".join(parts)
    doc = normalize(raw)
    text = doc.text
    assert "\r" not in text
    assert not text.startswith("\ufeff")
    assert re.search(r"[\x00-\x08\x0b-\x1f\x7f]", text) is None
    assert unicodedata.is_normalized("NFC", text)
    # The map is monotonic and stays inside the raw string.
    starts = [doc.raw_start(i) for i in range(len(text) + 1)]
    assert starts == sorted(starts)
    assert all(0 <= s <= len(raw) for s in starts)
    # Every line maps back to raw characters that normalise to that very line.
    pos = 0
    for line in text.split("\n"):
        rs, re_ = doc.raw_span(pos, pos + len(line))
        assert sanitize(raw[rs:re_]).replace("\ufeff", "") == line.replace("\ufeff", "")
        pos += len(line) + 1


def test_crlf_bom_and_controls() -> None:
    raw = "\ufeffClause 1\r\nThe Supplier\x00shall\x0cpay.\rEnd"
    doc = normalize(raw)
    assert doc.text == "Clause 1\nThe Supplier shall\npay.\nEnd"
    start = doc.text.index("Supplier")
    rs, re_ = doc.raw_span(start, start + len("Supplier"))
    assert raw[rs:re_] == "Supplier"
    end = doc.text.index("End")
    assert raw[doc.raw_start(end) :] == "End"


def test_clean_text_is_untouched_and_shares_offsets() -> None:
    raw = "1. Definitions\n“Losses” means all losses."
    doc = normalize(raw)
    assert doc.text is raw or doc.text == raw
    assert doc.is_identity
    assert doc.raw_span(3, 14) == (3, 14)


def test_composition_maps_to_whole_cluster() -> None:
    raw = "Cafe\u0301 terms"
    doc = normalize(raw)
    assert doc.text == "Café terms"
    assert doc.raw_span(0, 4) == (0, 5)
    assert raw[slice(*doc.raw_span(5, 10))] == "terms"


def test_non_str_is_refused_with_a_helpful_message() -> None:
    for bad in (None, b"bytes", 3, ["a"]):
        try:
            normalize(bad)
        except InputError as exc:
            assert type(bad).__name__ in str(exc)
            assert isinstance(exc, TypeError) and isinstance(exc, ValueError)
        else:  # pragma: no cover
            raise AssertionError(f"{bad!r} accepted")


_NEEDS_WORK = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
CLEAN_PIECES = st.sampled_from(
    [
        "a",
        " ",
        "\n",
        "\t",
        "§",
        "\u00a0",
        "“",
        "’",
        "é",
        "e\u0301",
        "한",
        "\u1100\u1161",
        "\ud800",
        "\U0001f600",
        "\x85",
        "\x9f",
        "\xa0",
        "\x7f",
        "\x00",
        "\r",
        "\x1f",
        "\ufeff",
        "\u2000",
        "\u212b",
        "\u0344",
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(CLEAN_PIECES, max_size=12))
def test_the_fast_clean_check_matches_its_definition(parts: list[str]) -> None:
    """Text is returned as it is exactly when it has no BOM at the start, no control
    character but tab and line feed (C0, DEL, C1), and is NFC: decided on the encoded bytes."""
    from clausewise.normalize import _is_clean

    text = "".join(parts)
    expected = (
        not text.startswith("\ufeff")
        and _NEEDS_WORK.search(text) is None
        and unicodedata.is_normalized("NFC", text)
    )
    assert _is_clean(text) is expected
    assert (normalize(text).text == text) if expected else True


FINE_PIECES = st.sampled_from(
    [
        "a",
        "Z",
        " ",
        "\n",
        "§",
        "e\u0301",
        "\u00e9",
        "o\u0308\u0301",
        "q\u0307\u0323",
        "\u0301",
        "\u212b",
        "\u2126",
        "\u0958",
        "\u00c5",
        "\u0905\u093c",
        "\U0001d15e",
        "ω\u0342",
        "\r\n",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(FINE_PIECES, max_size=30))
def test_every_character_maps_back_to_its_own_cluster(parts: list[str]) -> None:
    """Where NFC composes or replaces characters, each resulting character maps back to the
    raw cluster it came from, and unchanged text maps one for one."""
    raw = "".join(parts)
    doc = normalize(raw)
    text = doc.text
    for i, ch in enumerate(text):
        rs, re_ = doc.raw_span(i, i + 1)
        piece = raw[rs:re_]
        if ch == "\n":
            assert piece in ("\n", "\r\n")
            continue
        # One cluster (a character and the marks after it), never the rest of the line; a
        # cluster NFC turns into two characters ("\U0001d15e") maps back whole from each.
        assert sum(not unicodedata.combining(c) for c in piece) <= 1, (i, piece)
        assert ch in unicodedata.normalize("NFC", piece), (i, piece)
        if unicodedata.is_normalized("NFC", raw[rs : re_ + 1]) and len(piece) == 1:
            assert piece == ch  # left alone by NFC: one for one
