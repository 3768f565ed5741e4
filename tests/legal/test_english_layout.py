"""The English (Practical Law) layout of a contract: a cover page, a PARTIES block numbered
"(1)", "(2)" with each party's role in brackets without quotes, BACKGROUND, AGREED TERMS,
a definitions clause of "Term: meaning" lines, and schedules divided into Parts.

The agreement (tests/data/written/) is written for these tests in that layout."""

from __future__ import annotations

from pathlib import Path

from clausewise import LegalChunker

LICENCE = (
    Path(__file__).parents[1] / "data" / "written" / "uk_licence_english_layout.txt"
).read_text(encoding="utf-8")


def _chunker() -> LegalChunker:
    return LegalChunker(jurisdiction="uk", max_chunk_size=256)


def test_numbered_parties_are_all_found() -> None:
    header = _chunker().chunk(LICENCE)[0].context_header or ""
    assert "[Parties: NORTHWIND SOFTWARE LIMITED; BRIGHTON BAKERIES LIMITED]" in header


def test_unquoted_roles_in_brackets_define_the_parties() -> None:
    terms = _chunker().get_defined_terms(LICENCE)
    licensor, licensee = terms["Licensor"], terms["Licensee"]
    assert licensor.definition.startswith("NORTHWIND SOFTWARE LIMITED incorporated")
    assert licensee.definition.startswith("BRIGHTON BAKERIES LIMITED incorporated")
    assert LICENCE[licensor.char_start : licensor.char_end].endswith("(Licensor)")
    assert licensor.source_clause == "Preamble"
    # The "Term: meaning" lines of clause 1.1 are definitions too, and nothing else is.
    assert set(terms) == {
        "Licensor",
        "Licensee",
        "Business Day",
        "Licensed Software",
        "Licence Fee",
    }
    used = {t for c in _chunker().chunk(LICENCE) for t in c.defined_terms_used}
    assert {"Licensor", "Licensee"} <= used


def test_a_colon_lead_in_is_no_title() -> None:
    nodes = {n.identifier: n for n in _chunker().parse_structure(LICENCE)}
    assert nodes["4.2"].title is None  # "Subject to clause 4.1:" opens a list
    assert nodes["Schedule 1"].title == "LICENSED SOFTWARE"
