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
