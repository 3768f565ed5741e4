"""Where a reference points when the text is not simply this document's own numbering:
amendments to another agreement, sub-units the parser did not split, dash indents, and "the
Annex to this Regulation" inside a list of amendments to another act. Texts written here."""

from __future__ import annotations

from clausewise import LegalChunk, LegalChunker

_US = LegalChunker(jurisdiction="us", max_chunk_size=512)


def _refs(chunks: list[LegalChunk], needle: str) -> list[tuple[str, str, int | None, str]]:
    chunk = next(c for c in chunks if needle in c.body)
    return [
        (r.raw_text, r.target_identifier, r.target_chunk_index, r.target_kind)
        for r in chunk.cross_references
    ]


_AMENDMENT = """FIRST AMENDMENT TO LOAN AGREEMENT

This First Amendment (this "Amendment") is made between Harbor Bank, N.A. (the "Lender")
and Greenleaf Supply LLC (the "Borrower").

1. Defined Terms. Capitalized terms have the meanings given in the Loan Agreement.

2. Amendment to Section 4.2. Section 4.2 of the Loan Agreement is hereby amended and
restated in its entirety to read as follows:

"4.2 Leverage Ratio. Borrower shall maintain a Leverage Ratio of not more than 3.00 to 1.00.
For purposes of this Section 4.2, the ratio is tested quarterly."

3. Amendment Fee. The Borrower shall pay the Lender an amendment fee of $5,000.

4. Representations. The Borrower confirms that no Event of Default exists.

5. Effectiveness. The amendments in Section 2 take effect once the fee under Section 3 is
paid.
"""


def test_references_in_an_amendment_point_into_the_amended_agreement() -> None:
    chunks = _US.chunk(_AMENDMENT)
    got = _refs(chunks, "Leverage Ratio of not more")
    assert [g[0] for g in got] == [
        "Section 4.2",
        "Section 4.2 of the Loan Agreement",
        "Section 4.2",
    ]
    # None of them points at this amendment's own clause 4 ("Representations").
    assert all(g[2] is None and g[3] == "external" for g in got)
    assert all(g[1] == "Section 4.2, Loan Agreement" for g in got)
    # The amendment's references to its own clauses still resolve.
    own = _refs(chunks, "take effect once the fee")
    assert [(g[0], chunks[g[2]].hierarchy_path) for g in own if g[2] is not None] == [
        ("Section 2", "2"),
        ("Section 3", "3"),
    ]


def test_an_agreement_amended_by_its_own_addendum_keeps_its_references() -> None:
    text = (
        "ACME FRANCHISE AGREEMENT\n\n17. TERMINATION\n\n17.1 Termination by Franchisee."
        " Franchisee may terminate on 90 days' notice.\n\n17.2 Termination by Franchisor."
        " Franchisor may terminate on any default.\n\n17.3 Cure. Franchisee has 30 days to"
        " cure a default.\n\n18. GOVERNING LAW\n\nTexas law governs this Agreement.\n\n"
        "ADDENDUM FOR THE STATE OF CALIFORNIA\n\nSection 17.3 of the Franchise Agreement is"
        " amended to read as follows:\n\n17.3 Cure. Except as provided in Sections 17.1 and"
        " 17.2 of this Agreement, Franchisee has 60 days to cure a default.\n"
    )
    chunks = _US.chunk(text)
    got = _refs(chunks, "has 60 days")
    inner = [g for g in got if g[0] in ("Sections 17.1", "17.2")]
    assert [(g[1], g[3], g[2] is not None) for g in inner] == [
        ("17.1", "section", True),
        ("17.2", "section", True),
    ]


def test_a_missing_sub_number_does_not_fall_back_to_its_parent() -> None:
    text = (
        "CONSULTING AGREEMENT\n\n1. Services. Consultant shall provide the services in"
        " Exhibit A.\n\n2. Fees. Company shall pay each invoice within thirty days.\n\n"
        "3. Term. This Agreement lasts one year. The payment terms in Section 2.4 apply to"
        " any renewal, and so does Section 2(b).\n\n4. Law. New York law governs.\n"
    )
    got = _refs(_US.chunk(text), "apply to any renewal")
    assert [(g[0], g[2]) for g in got] == [("Section 2.4", None), ("Section 2(b)", None)]


def test_an_unsplit_item_still_resolves_to_the_unit_that_holds_it() -> None:
    text = (
        "SUPPLY AGREEMENT\n\n1. Supply. Supplier shall supply the Products.\n\n"
        "2. Fees. Buyer shall (a) pay each invoice within thirty days and (b) pay interest on"
        " late payments at 1% per month.\n\n3. Remedies. The interest under Section 2(b) is"
        " Supplier's only remedy for late payment.\n"
    )
    chunks = _US.chunk(text)
    got = _refs(chunks, "only remedy")
    assert len(got) == 1 and got[0][2] is not None
    assert chunks[got[0][2]].hierarchy_path == "2"


_EU = LegalChunker(jurisdiction="eu", max_chunk_size=512)

_AMENDING_ACT = """COMMISSION IMPLEMENTING REGULATION (EU) 2026/310

amending Implementing Regulation (EU) No 1023/2013 as regards reporting templates

Whereas:

(1) The reporting template should be updated.

HAS ADOPTED THIS REGULATION:

Article 1

Implementing Regulation (EU) No 1023/2013 is amended as follows:

(1) in Article 3, paragraph 2 is deleted;

(2) Annex II is replaced by the text set out in the Annex to this Regulation.

Article 2

This Regulation shall enter into force on the twentieth day following its publication.

Done at Brussels, 18 April 2026.

ANNEX

Reporting template

1. Name of the Member State.
"""


def test_the_annex_to_this_regulation_is_its_own_inside_a_list_of_amendments() -> None:
    chunks = _EU.chunk(_AMENDING_ACT)
    got = {g[0]: g for g in _refs(chunks, "is replaced by the text")}
    assert got["Annex II"][3] == "external"
    annex = got["Annex"]
    assert annex[2] is not None and chunks[annex[2]].hierarchy_path.startswith("Annex")
    assert got["paragraph 2"][1].startswith("Article 3(2), ")


def test_a_paragraph_number_never_resolves_to_a_dash_indent() -> None:
    text = (
        "REGULATION (EU) 2026/99 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\nWhereas:\n\n"
        "(1) Rules are needed.\n\nHAVE ADOPTED THIS REGULATION:\n\nArticle 3\n\n"
        "Obligations of manufacturers\n\n1. Manufacturers shall ensure that appliances meet"
        " the essential requirements.\n\n2. Manufacturers shall draw up the technical"
        " documentation and shall:\n\n(a) keep it for 10 years;\n\n(b) make it available on"
        " reasoned request.\n\n3. Where an appliance is not in conformity, the manufacturer"
        " shall take the measures referred to in point (b) of paragraph 2, and inform:\n\n"
        "\u2014 the market surveillance authority,\n\n\u2014 the distributors concerned.\n"
    )
    chunks = LegalChunker(jurisdiction="eu", max_chunk_size=32, min_chunk_size=0).chunk(text)
    got = _refs(chunks, "take the measures")
    assert got[0][0] == "point (b) of paragraph 2"
    assert got[0][1] == "Article 3(2)(b)"
    assert "make it available" in chunks[got[0][2] or 0].body


def test_a_section_number_is_not_a_subsection_of_another_section() -> None:
    text = (
        "SUPPLY AGREEMENT\n\n1. Supply\n\n(1) Supplier shall supply the Goods.\n\n(2) Buyer"
        " shall take delivery.\n\n(3) Title passes on delivery.\n\n2. Price\n\n(1) Buyer shall"
        " pay the Price.\n\n(2) The Price is fixed.\n\n3. Warranty\n\n(1) Supplier warrants"
        " the Goods for one year.\n\n4. Remedies\n\nA claim under section 3 must be made in"
        " writing. This Agreement is governed by New York law (including Section 5-1401 of"
        " the General Obligations Law).\n"
    )
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=32, min_chunk_size=0).chunk(text)
    got = {g[0]: g for g in _refs(chunks, "A claim under")}
    section = got["section 3"]
    assert section[2] is not None
    assert chunks[section[2]].hierarchy_path.startswith("3")
    # A state code's "5-1401" is one number, never this agreement's Section 5.
    code = next(g for g in _refs(chunks, "New York law") if "1401" in g[0])
    assert code[1:] == ("Section 5-1401, General Obligations Law", None, "external")


def test_article_then_section_names_the_section_in_that_article() -> None:
    text = (
        "BYLAWS OF NORTHSTAR HOLDINGS, INC.\n\nARTICLE I\nOFFICES\n\nSection 1. Registered"
        " Office. The registered office shall be in Dover, Delaware.\n\nSection 2. Other"
        " Offices. The Corporation may have other offices.\n\nARTICLE II\nSTOCKHOLDERS\n\n"
        "Section 1. Place of Meetings. Meetings shall be held where the Board decides.\n\n"
        "Section 2. Notice. Notice of each meeting shall be given ten days before it.\n\n"
        "ARTICLE III\nDIRECTORS\n\nSection 1. Vacancies. Vacancies are filled at a meeting"
        " held as provided in Article II, Section 1, and noticed under Article I, Section 2.\n"
    )
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=32, min_chunk_size=0)
    chunks = chunker.chunk(text)
    got = [
        (r.raw_text, r.target_identifier, r.target_chunk_index, r.target_kind)
        for c in chunks
        for r in c.cross_references
        if r.raw_text.startswith("Section")
    ]
    assert [(g[0], g[1]) for g in got] == [
        ("Section 1", "Article II(1)"),
        ("Section 2", "Article I(2)"),
    ]
    assert "Place of Meetings" in chunks[got[0][2] or 0].body
    assert "Other Offices" in chunks[got[1][2] or 0].body


def test_article_numbers_with_a_decimal_name_the_section() -> None:
    text = (
        "SHAREHOLDERS' AGREEMENT\n\nARTICLE 1\nTRANSFER OF SHARES\n\n1.1 The Promoter shall"
        " not transfer any shares without the consent of the Investor.\n\n1.2 Any transfer in"
        " breach of Article 1.1 shall be void.\n\nARTICLE 2\nISSUE OF SHARES\n\n2.1 The"
        " Company shall not issue securities except under Articles 1.2 and 2.2.\n\n2.2 The"
        " Investor may subscribe for new shares.\n"
    )
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=16, min_chunk_size=0).chunk(text)
    refs = {
        r.raw_text: r.target_chunk_index
        for c in chunks
        for r in c.cross_references
        if r.target_chunk_index is not None
    }
    assert "1.1 The Promoter" in chunks[refs["Article 1.1"]].body
    assert "1.2 Any transfer" in chunks[refs["Articles 1.2"]].body
    assert "2.2 The Investor" in chunks[refs["2.2"]].body


def test_a_reference_inside_the_unit_it_names_keeps_its_pointer() -> None:
    text = (
        "DISTRIBUTION AGREEMENT\n\n1. Appointment. Developer appoints Distributor.\n\n"
        "2. Royalties. Net revenue is shared half and half, subject to paragraph 4 of this"
        " Section 2, which applies after the first year of sales under this Agreement.\n\n"
        "3. Term. Three years.\n"
    )
    got = _refs(_US.chunk(text), "shared half and half")
    ref = next(g for g in got if g[0].startswith("paragraph 4"))
    assert ref[2] is not None
