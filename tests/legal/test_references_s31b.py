"""Session 31 (refs2): units of another agreement in a document without a title, references
wrapped over a line break, a scan's "l" for the digit one, and statutes cited by their short
names or initials around "Section"."""

from __future__ import annotations

from clausewise import CrossReference, LegalChunker

# No title line: the preamble names the document, and the Supply Agreement is another one.
UNTITLED = """This Distribution Agreement (this "Agreement") is entered into as of March 1, 2020 \
by and between Acme Corp. ("Acme") and Beta Inc. ("Beta").

1. Definitions

1.1 "Supply Agreement" means the Supply Agreement dated January 5, 2019 between Acme and Gamma
LLC.

2. Products

2.1 Acme shall deliver the Products as provided in Article IV and Section 3.1 of the Supply
Agreement.

2.2 The specifications are set out in Exhibit A to the Supply Agreement and in Exhibit A.

2.3 Pricing follows Section 2.1.

3. Term

3.1 This Agreement ends when the Supply Agreement ends.

EXHIBIT A

Products list.
"""

# No title line, and the document calls itself the Supply Agreement: its own exhibit.
OWN_NAME = """This Supply Agreement (this "Agreement") is entered into as of March 1, 2020 by and \
between Acme Corp. ("Acme") and Beta Inc. ("Beta").

1. Products

1.1 Acme shall deliver the Products listed in Exhibit A to the Supply Agreement.

2. Term

2.1 Section 1.1 of the Supply Agreement survives.

EXHIBIT A

Products list.
"""

# Mixed heads before "of the Supply Agreement", with a document title this time; a comma
# alone before the other document's unit ends a clause, it lists nothing.
LISTED = """DISTRIBUTION AGREEMENT

1. Scope

1.1 Acme shall perform Schedule 2 and Section 9.3 of the Supply Agreement as if a party to it.

1.2 Subject to Section 1.1, Section 4 of the Supply Agreement applies to the Products.

2. Fees

2.1 Beta shall pay the Fees.

SCHEDULE 2

Service levels.
"""

WRAPPED = """FRANCHISE AGREEMENT

1. Releases

1.1 Nothing in this Agreement waives the non-waiver provisions of N.Y. Gen. Bus. Law
Sections 687.4 and 687.5. The franchisee waives the benefit of Cal. Civ. Code
Section 1542, which reads as quoted below. For what happens on exit, see the
Termination section below.

2. Termination

2.1 Either party may terminate on notice.

3. Governing law

3.1 This Agreement is governed by the laws of the State of New York, and by Fla. Stat.
Section 3.2 applies to notices. Terms follow Cal. Civ. Code
Section 3.2. Notices

3.2 Notices must be in writing.
"""

SCANNED = """MANUFACTURING AND SUPPLY AGREEMENT

1. Definitions

1.1 "Cartridges" means the products made under this Agreement.

2. Forecasts

2.1 Forecasts.

(a) Each month Medica shall deliver a rolling forecast (each forecast delivered under this
Section 2.l(a), a "Rolling Forecast").

(b) Orders follow the Rolling Forecast given under Section 2.l(a).

3. Orders

3.1 Each order states a quantity.
"""

STATUTES = """TERMS OF USE

1. Using the platform

You may use the platform as these terms allow. Complaints are handled under Section 3.

2. Legal notices

The authorised recipient in accordance with Section 20 UrhDaG for service in court
proceedings is our counsel. Proceedings within the meaning of Section 5 (1) NetzDG may be
served on the same counsel. The software is commercial computer software under DFAR Section
227.7202 and FAR Section 12.212, and plan benefits follow ERISA Section 502(a).

3. Complaints

Write to us. THE LICENSEE AGREES THAT SECTION 1 APPLIES.
"""


def _refs(text: str) -> tuple[list[str], list[CrossReference]]:
    chunks = LegalChunker(jurisdiction="us").chunk(text)
    return [c.content for c in chunks], [r for c in chunks for r in c.cross_references]


def _one(refs: list[CrossReference], raw: str) -> CrossReference:
    hits = [r for r in refs if " ".join(r.raw_text.split()) == raw]
    assert len(hits) == 1, (raw, [r.raw_text for r in refs])
    return hits[0]


def _body(bodies: list[str], ref: CrossReference) -> str:
    assert ref.target_chunk_index is not None, ref
    return bodies[ref.target_chunk_index]


def test_exhibit_to_another_agreement_in_a_document_without_title() -> None:
    bodies, refs = _refs(UNTITLED)
    other = _one(refs, "Exhibit A to the Supply Agreement")
    assert (other.target_kind, other.target_chunk_index) == ("external", None)
    assert other.external == {"document": "Supply Agreement", "exhibit": "A", "jurisdiction": "us"}
    own = _one(refs, "Exhibit A")
    assert _body(bodies, own).lstrip().startswith("EXHIBIT A")
    assert "2.1 Acme shall deliver" in _body(bodies, _one(refs, "Section 2.1"))


def test_units_of_several_kinds_listed_before_another_agreement() -> None:
    _, refs = _refs(UNTITLED)
    article = _one(refs, "Article IV")
    assert (article.target_kind, article.target_chunk_index) == ("external", None)
    supply = {"document": "Supply Agreement", "jurisdiction": "us"}
    assert article.external == {**supply, "article": "IV"}
    assert article.target_identifier == "Article IV, Supply Agreement"
    section = _one(refs, "Section 3.1 of the Supply Agreement")
    assert section.external is not None and section.external["section"] == "3.1"


def test_list_with_a_title_and_a_comma_that_ends_a_clause() -> None:
    bodies, refs = _refs(LISTED)
    schedule = _one(refs, "Schedule 2")
    supply = {"document": "Supply Agreement", "jurisdiction": "us"}
    assert schedule.external == {**supply, "schedule": "2"}
    # "Subject to Section 1.1, Section 4 of the Supply Agreement applies": 1.1 is ours
    assert "1.1 Acme shall perform" in _body(bodies, _one(refs, "Section 1.1"))


def test_document_that_names_itself_in_its_preamble_keeps_its_units() -> None:
    bodies, refs = _refs(OWN_NAME)
    exhibit = _one(refs, "Exhibit A")
    assert _body(bodies, exhibit).lstrip().startswith("EXHIBIT A")
    section = _one(refs, "Section 1.1")
    assert section.external is None
    assert "1.1 Acme shall deliver" in _body(bodies, section)


def test_code_sections_wrapped_over_a_line_break() -> None:
    _, refs = _refs(WRAPPED)
    first = _one(refs, "N.Y. Gen. Bus. Law Sections 687.4")
    assert first.external == {"act": "N.Y. Gen. Bus. Law", "jurisdiction": "us", "section": "687.4"}
    assert _one(refs, "687.5").external is not None
    civ = _one(refs, "Cal. Civ. Code Section 1542")
    assert civ.external == {"act": "Cal. Civ. Code", "jurisdiction": "us", "section": "1542"}


def test_a_line_opening_with_a_section_after_a_law_is_no_wrap() -> None:
    bodies, refs = _refs(WRAPPED)
    # "... by Fla. Stat.\nSection 3.2 applies": a sentence ended before it; "Cal. Civ.
    # Code\nSection 3.2. Notices": the line reads as a heading
    own = [r for r in refs if r.raw_text == "Section 3.2"]
    assert len(own) == 2, [r.raw_text for r in refs]
    for ref in own:
        assert ref.external is None
        assert "3.2 Notices must be in writing" in _body(bodies, ref)


def test_title_of_a_named_section_wrapped_after_the() -> None:
    bodies, refs = _refs(WRAPPED)
    named = _one(refs, "Termination section")
    assert named.target_kind == "section"
    assert "Either party may terminate" in _body(bodies, named)


def test_scanned_l_for_the_digit_one() -> None:
    bodies, refs = _refs(SCANNED)
    hits = [r for r in refs if r.raw_text == "Section 2.l(a)"]
    assert len(hits) == 2, [r.raw_text for r in refs]
    for ref in hits:
        assert ref.target_identifier == "2.1(a)"
        assert "each forecast delivered" in _body(bodies, ref)


def test_statutes_by_short_name_or_initials_around_section() -> None:
    _, refs = _refs(STATUTES)
    urh = _one(refs, "Section 20 UrhDaG")
    assert urh.external == {"act": "UrhDaG", "jurisdiction": "de", "section": "20"}
    netz = _one(refs, "Section 5 (1) NetzDG")
    assert netz.external == {"act": "NetzDG", "jurisdiction": "de", "section": "5(1)"}
    far = _one(refs, "FAR Section 12.212")
    assert far.external == {"act": "FAR", "jurisdiction": "us", "section": "12.212"}
    assert _one(refs, "DFAR Section 227.7202").external is not None
    erisa = _one(refs, "ERISA Section 502(a)")
    assert erisa.external is not None and erisa.external["section"] == "502(a)"
    # this document's own sections stay its own, also in capitals
    assert _one(refs, "Section 3").external is None
    assert _one(refs, "SECTION 1").external is None


ZERO = """IP AGREEMENT

I. DEFINITIONS

1.01 "Dispute" has the meaning set out below in Article 2.00.

1.02 "Mediation" has the meaning set out in Article 2.01.

II. DISPUTE RESOLUTION

2.01 Negotiation. The parties shall first negotiate.

2.02 Mediation. Either party may then mediate under Article 3.00.
"""


def test_article_cited_with_a_zero_decimal_is_the_whole_article() -> None:
    bodies, refs = _refs(ZERO)
    whole = _one(refs, "Article 2.00")
    assert "DISPUTE RESOLUTION" in _body(bodies, whole)
    # no Article III anywhere: the reference stays unresolved
    assert _one(refs, "Article 3.00").target_chunk_index is None
