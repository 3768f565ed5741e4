"""EU annexes: decimal paragraphs of a technical annex, and an amending act's annex that
opens with the quoted text it puts in place. Texts written for the test in the OJ layout."""

from __future__ import annotations

from clausewise import LegalChunker

_EU = LegalChunker(jurisdiction="eu", max_chunk_size=64)

_HEAD = """COMMISSION DELEGATED REGULATION (EU) 2026/140

supplementing Regulation (EU) 2023/1542 as regards the carbon footprint of batteries

Whereas:

(1) A common calculation method is needed.

HAS ADOPTED THIS REGULATION:

Article 1

The functional unit referred to in point 2.1 of Annex I shall be one kWh.

Done at Brussels, 12 March 2026.

ANNEX I

CALCULATION METHOD

"""


def _annex(text: str) -> list[tuple[int, str, str | None]]:
    nodes = _EU.parse_structure(text)
    start = next(i for i, n in enumerate(nodes) if n.identifier == "Annex I")
    return [(n.level, n.identifier, n.title) for n in nodes[start + 1 :]]


def test_decimal_paragraphs_of_an_annex_nest_under_their_titled_paragraph() -> None:
    text = _HEAD + (
        "1.   SCOPE\n\n1.1.   This Annex applies to rechargeable industrial batteries.\n\n"
        "1.2.   It does not apply to portable batteries.\n\n2.   FUNCTIONAL UNIT\n\n"
        "2.1.   The functional unit is the energy provided over the service life.\n\n"
        "2.1.1.   The service life is expressed in full cycles.\n\n"
        "2.2.   The cycles shall be measured at 25 degrees.\n"
    )
    assert _annex(text) == [
        (2, "1", "SCOPE"),
        (3, "1.1", None),
        (3, "1.2", None),
        (2, "2", "FUNCTIONAL UNIT"),
        (3, "2.1", None),
        (4, "2.1.1", None),
        (3, "2.2", None),
    ]
    small = LegalChunker(jurisdiction="eu", max_chunk_size=16, min_chunk_size=0)
    chunks = small.chunk(text)
    cycles = next(c for c in chunks if "25 degrees" in c.body)
    assert cycles.hierarchy_path == "Annex I > 2 > 2.2"


def test_decimals_without_a_last_full_stop_and_titles_in_sentence_case() -> None:
    text = _HEAD + (
        "1. Scope\n\n1.1 This Annex applies to rechargeable industrial batteries.\n\n"
        "1.2 It does not apply to portable batteries.\n\n"
        "2. The calculation shall follow the steps below.\n"
    )
    assert _annex(text) == [(2, "1", "Scope"), (3, "1.1", None), (3, "1.2", None), (2, "2", None)]


def test_an_article_paragraph_never_takes_a_decimal_number() -> None:
    text = _HEAD.replace(
        "The functional unit referred to",
        "1. The functional unit referred to",
    ).replace(
        "shall be one kWh.\n",
        "shall be one kWh.\n\n2.5 kWh is the reference for small batteries.\n",
    )
    nodes = _EU.parse_structure(text)
    article = [n.identifier for n in nodes if n.parent == "Article 1"]
    assert article == ["1"]


def test_an_amending_annex_is_not_titled_by_the_text_it_puts_in_place() -> None:
    text = (
        "REGULATION (EU) 2026/77 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        "amending Regulation (EU) 2019/1 as regards reporting\n\nWhereas:\n\n"
        "(1) The reporting template should be simplified.\n\nHAVE ADOPTED THIS REGULATION:\n\n"
        "Article 1\n\nAnnex II to Regulation (EU) 2019/1 is replaced by the text set out in the"
        " Annex to this Regulation.\n\nDone at Strasbourg, 4 February 2026.\n\nANNEX\n\n"
        "'ANNEX II\n\nReporting template\n\n1. Name of the Member State.\n\n"
        "2. Reporting year.'\n"
    )
    nodes = _EU.parse_structure(text)
    annex = next(n for n in nodes if n.identifier == "Annex")
    assert annex.title is None
