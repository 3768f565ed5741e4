"""An act that names itself (its title, its short title) cites its own units by that name."""

from __future__ import annotations

from clausewise import LegalChunker

DIRECTIVE = """DIRECTIVE (EU) 2031/17 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

of 3 March 2031

on the repair of household appliances, amending Regulation (EU) 2017/2394

Whereas:

(1) Consumers should be able to have their appliances repaired.

HAVE ADOPTED THIS DIRECTIVE:

Article 1

Subject matter

This Directive lays down rules on the repair of household appliances.

Article 2

Obligation to repair

1. Manufacturers shall repair the appliances listed in the Annex.

2. Paragraph 1 shall not apply where repair is impossible.

Article 3

Remedies

The remedies for a breach of Article 2(1) of Directive (EU) 2031/17 shall be those laid
down in Articles 1 and 2 of Directive (EU) 2031/17 and in Article 5 of Regulation (EU)
2017/2394.
"""

ACT = """PUBLIC LAW 131-42

AN ACT

To require the labelling of widgets.

SECTION 1. SHORT TITLE.

This Act may be cited as the "Widget Labelling Act of 2031".

SEC. 2. DEFINITIONS.

In this Act, the term "widget" has the meaning given in section 3 of the Widget Labelling
Act of 2031 and "gadget" the meaning given in section 4 of the Gadget Safety Act of 2020.

SEC. 3. WIDGETS.

A widget is a small device sold for household use.
"""

REGULATIONS = """THE LIFT INSPECTION REGULATIONS 2031

1 Citation and commencement

(1) These Regulations may be cited as the Lift Inspection Regulations 2031.

2 Interpretation

(1) In regulation 3 of the Lift Inspection Regulations 2031, "lift" means a passenger lift.

3 Duty to inspect

(1) An owner must have a lift inspected each year.
"""


def _refs(text: str, jurisdiction: str) -> list[tuple[str, str, str, int | None]]:
    chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=512).chunk(text)
    return [
        (r.raw_text, r.target_identifier, r.target_kind, r.target_chunk_index)
        for c in chunks
        for r in c.cross_references
    ]


def _chunk_of(text: str, jurisdiction: str, words: str) -> int:
    chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=512).chunk(text)
    return next(c.index for c in chunks if words in c.content)


def test_an_eu_act_citing_its_own_number_means_its_own_articles() -> None:
    refs = _refs(DIRECTIVE, "eu")
    article1 = _chunk_of(DIRECTIVE, "eu", "lays down rules")
    article2 = _chunk_of(DIRECTIVE, "eu", "Obligation to repair")
    # the title names the directive itself: no reference; its own articles resolve here
    assert [r for r in refs if r[2] != "external"] == [
        ("Paragraph 1", "Article 2(1)", "paragraph", article2),
        ("Article 2(1)", "Article 2(1)", "article", article2),
        ("Articles 1", "Article 1", "article", article1),
        ("2", "Article 2", "article", article2),
    ]
    # the instrument it amends stays another instrument
    assert [r[1] for r in refs if r[2] == "external"] == [
        "Regulation (EU) 2017/2394",
        "Article 5, Regulation (EU) 2017/2394",
    ]


def test_a_us_act_s_short_title_is_its_own_name() -> None:
    refs = _refs(ACT, "us")
    section3 = _chunk_of(ACT, "us", "A widget is a small device")
    assert ("section 3", "3", "section", section3) in refs
    assert not any(ident == "Widget Labelling Act of 2031" for _, ident, _, _ in refs)
    outside = [r for r in refs if "Gadget" in r[1]]
    assert outside and outside[0][2] == "external" and outside[0][3] is None


def test_uk_regulations_cited_by_their_own_name() -> None:
    refs = _refs(REGULATIONS, "uk")
    regulation3 = _chunk_of(REGULATIONS, "uk", "must have a lift inspected")
    assert [(raw, kind, chunk) for raw, _, kind, chunk in refs] == [
        ("regulation 3", "regulation", regulation3)
    ]


def test_an_amending_act_keeps_the_act_it_amends_external() -> None:
    text = DIRECTIVE.replace(
        "The remedies for a breach of Article 2(1) of Directive (EU) 2031/17",
        "The remedies for a breach of Article 2(1) of Directive (EU) 2019/771",
    )
    refs = _refs(text, "eu")
    assert any(
        ident == "Article 2(1), Directive (EU) 2019/771" and kind == "external"
        for _, ident, kind, _ in refs
    )
