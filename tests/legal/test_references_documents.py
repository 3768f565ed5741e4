"""References read against a whole document's structure: statute schedules cited "to" an Act,
bare Internal Revenue Code sections, top-level paragraphs, units named by their heading."""

from __future__ import annotations

from types import ModuleType

from clausewise import LegalChunker

UK = """THIS AGREEMENT is dated 1 May 2025 between Alpha Limited and Beta plc.

1. COMPLIANCE

1.1 Each party shall comply with Schedule 7 to the Companies Act 2006.

1.2 The Supplier may process special category data only where a condition in paragraph 3 of \
Schedule 1 to the Data Protection Act 2018 is met, and shall perform paragraph 3 of Schedule 1.

2. Amendment of the Enterprise Act 2002

2.1 The parties acknowledge the changes made to that Act.

Signed by Jane Smith for and on behalf of Alpha Limited

Signed by John Brown for and on behalf of Beta plc

SCHEDULE 1

SERVICES

1. Cleaning of the premises.

2. Removal of waste.

3. Window cleaning once a month.
"""


def test_a_statutes_schedule_is_external_and_this_agreements_schedule_internal(
    legal_checks: ModuleType,
) -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512, min_chunk_size=0).chunk(UK)
    refs = legal_checks.reference_rows(chunks)
    assert refs[:3] == [
        (
            "Schedule 7 to the Companies Act 2006",
            "Schedule 7, Companies Act 2006",
            "external",
            None,
        ),
        (
            "paragraph 3 of Schedule 1 to the Data Protection Act 2018",
            "Schedule 1 paragraph 3, Data Protection Act 2018",
            "external",
            None,
        ),
        ("paragraph 3 of Schedule 1", "Schedule 1 paragraph 3", "paragraph", "Schedule 1"),
    ]
    assert ("Enterprise Act 2002", "Enterprise Act 2002", "external", None) in refs
    ext = next(r for c in chunks for r in c.cross_references if r.raw_text.startswith("para"))
    assert ext.external == {
        "act": "Data Protection Act 2018",
        "jurisdiction": "uk",
        "schedule": "1",
        "paragraph": "3",
    }


US = """EMPLOYMENT AGREEMENT

This Agreement is made between Tallgrass Inc. (the "Company") and Jordan Mercer.

1. Definitions. "Code" means the Internal Revenue Code of 1986, as amended.

2. Severance. Each payment under this Section 2 is a separate payment for purposes of \
Section 409A. Payments are reduced as provided in Section 4.2 and Section 5(a).

3. Section 280G. If any payment would be subject to the excise tax imposed by Section 4999, \
or not deductible under Section 162(m), it shall be reduced. The Executive may make an \
election under Section 83(b).

4. Taxes.

4.1 The Company may withhold taxes.

4.2 The Executive shall pay the Executive's own taxes.

5. Miscellaneous.

(a) Notices shall be in writing.

(b) This Agreement is governed by Delaware law. See Section 7.
"""


def test_bare_code_sections_are_external_and_the_agreements_own_stay_internal(
    legal_checks: ModuleType,
) -> None:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512, min_chunk_size=0).chunk(US)
    got = {raw: (ident, kind) for raw, ident, kind, _ in legal_checks.reference_rows(chunks)}
    code = "Internal Revenue Code of 1986"
    assert got["Section 409A"] == (f"Section 409A, {code}", "external")
    assert got["Section 280G"] == (f"Section 280G, {code}", "external")
    assert got["Section 4999"] == (f"Section 4999, {code}", "external")
    assert got["Section 162(m)"] == (f"Section 162(m), {code}", "external")
    assert got["Section 83(b)"] == (f"Section 83(b), {code}", "external")
    # the agreement's own sections, and one it lacks but could have, stay internal
    assert got["Section 4.2"] == ("4.2", "section")
    assert got["Section 5(a)"] == ("5(a)", "section")
    assert got["Section 7"] == ("7", "section")
    ext = next(r for c in chunks for r in c.cross_references if r.raw_text == "Section 162(m)")
    assert ext.external == {"act": code, "jurisdiction": "us", "section": "162(m)"}
    assert ext.target_chunk_index is None


def test_a_letter_suffixed_section_is_external_without_a_named_code(
    legal_checks: ModuleType,
) -> None:
    text = US.replace('"Code" means the Internal Revenue Code of 1986, as amended.', "None.")
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512, min_chunk_size=0).chunk(text)
    got = {raw: (ident, kind) for raw, ident, kind, _ in legal_checks.reference_rows(chunks)}
    assert got["Section 409A"] == ("Section 409A", "external")
    # a plain number alone might be a misread unit of the agreement: left internal
    assert got["Section 4999"] == ("4999", "section")


LICENSE = """SOFTWARE LICENSE AGREEMENT

This Agreement is made by Ridgeline LLC ("Licensor") and Prairie Inc. ("Licensee").

1. License Grant. Licensor grants to Licensee a non-exclusive license to use the Software.

2. Ownership. No rights are granted other than as set forth in Paragraph 1.

3. Survival. Paragraphs 1 and 2 shall survive termination. SEE PARAGRAPH 2.
"""


def test_paragraph_references_resolve_to_top_level_numbered_paragraphs(
    legal_checks: ModuleType,
) -> None:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512, min_chunk_size=0).chunk(LICENSE)
    assert legal_checks.reference_rows(chunks) == [
        ("Paragraph 1", "1", "paragraph", "1"),
        ("Paragraphs 1", "1", "paragraph", "1"),
        ("2", "2", "paragraph", "2"),
        ("PARAGRAPH 2", "2", "paragraph", "2"),
    ]


def test_a_bare_paragraph_in_the_body_keeps_pointing_at_the_schedules_paragraph(
    legal_checks: ModuleType,
) -> None:
    # UK drafting: "paragraph 2" is a schedule's paragraph, never clause 2 of the body
    text = UK.replace("and shall perform paragraph 3 of Schedule 1.", "and see paragraph 2.")
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512, min_chunk_size=0).chunk(text)
    assert (
        "paragraph 2",
        "Schedule 1 paragraph 2",
        "paragraph",
        "Schedule 1",
    ) in legal_checks.reference_rows(chunks)


TOS = """Acme Terms of Use

These Terms of Use govern your use of the Acme service. Please read the Dispute \
Resolution section below carefully. The following section explains cancellation.

Cancellation and Refunds

You can cancel at any time, except as described in the Changes to the Service section.

Changes to the Service

We may change features. The next section describes disputes.

Dispute Resolution

Please read this section carefully. If you opt out, the Governing Law section below applies.

Governing Law

These Terms are governed by the laws of the State of Delaware.

Termination

The Dispute Resolution and Governing Law sections survive termination.
"""


def test_units_named_by_their_heading_resolve_to_it(legal_checks: ModuleType) -> None:
    ch = LegalChunker(
        jurisdiction="us", doc_type="terms_conditions", max_chunk_size=512, min_chunk_size=0
    )
    refs = [
        (raw, ident, target) for raw, ident, _, target in legal_checks.reference_rows(ch.chunk(TOS))
    ]
    assert refs == [
        ("Dispute Resolution section", "Dispute Resolution", "Dispute Resolution"),
        # the preamble is no section: nothing follows it (and no heading is named)
        ("The following section", "The following section", None),
        ("Changes to the Service section", "Changes to the Service", "Changes to the Service"),
        ("The next section", "Dispute Resolution", "Dispute Resolution"),
        ("this section", "Dispute Resolution", "Dispute Resolution"),
        ("Governing Law section", "Governing Law", "Governing Law"),
        ("Dispute Resolution", "Dispute Resolution", "Dispute Resolution"),
        ("Governing Law sections", "Governing Law", "Governing Law"),
    ]


def test_a_heading_two_units_share_names_nothing(legal_checks: ModuleType) -> None:
    text = TOS.replace("Termination\n", "Governing Law\n")
    ch = LegalChunker(
        jurisdiction="us", doc_type="terms_conditions", max_chunk_size=512, min_chunk_size=0
    )
    raws = [raw for raw, *_ in legal_checks.reference_rows(ch.chunk(text))]
    assert "Governing Law section" not in raws
    assert "Dispute Resolution section" in raws


def test_a_unit_named_by_its_title_in_quotes_resolves_to_it(legal_checks: ModuleType) -> None:
    text = TOS.replace(
        "The next section describes disputes.",
        'The section titled "Dispute Resolution" and the section "Cancellation and Refunds" '
        'apply, while the section titled "Refund Policy" names no heading, and the section '
        'titled "Governing Law" of our Privacy Policy and the Termination section of the '
        "Partner Terms are another document's.",
    )
    ch = LegalChunker(
        jurisdiction="us", doc_type="terms_conditions", max_chunk_size=512, min_chunk_size=0
    )
    refs = [(raw, target) for raw, _, _, target in legal_checks.reference_rows(ch.chunk(text))]
    assert ('section titled "Dispute Resolution"', "Dispute Resolution") in refs
    assert ('section "Cancellation and Refunds"', "Cancellation and Refunds") in refs
    assert not [r for r in refs if "Refund Policy" in r[0]]
    assert not [r for r in refs if "Governing Law" in r[0] and "titled" in r[0]]
    assert not [r for r in refs if "Termination" in r[0]]


EU = """Article 2

Amendment to Regulation (EU) No 1025/2012

Regulation (EU) No 1025/2012 is amended as follows:

(1) in Article 10, the following paragraph is inserted:

‘1a.   Where a request referred to in paragraph 1 concerns charging points, the Commission \
shall consult the forum.’.

Article 3

Entry into force

This Regulation shall enter into force on the twentieth day following its publication.
"""


def test_the_following_paragraph_is_inserted_is_no_reference() -> None:
    chunks = LegalChunker(jurisdiction="eu", min_chunk_size=0).chunk(EU)
    refs = [r for c in chunks for r in c.cross_references]
    assert [r.raw_text for r in refs if r.target_kind != "external"] == []
    assert [r.target_identifier for r in refs if r.raw_text == "paragraph 1"] == [
        "Article 10(1), Regulation (EU) No 1025/2012"
    ]


def test_a_code_cited_once_does_not_name_every_bare_section() -> None:
    # the agreement cites the Bankruptcy Code, but "Section 4999" is the tax code's: external,
    # with no guessed code name
    text = US.replace(
        '"Code" means the Internal Revenue Code of 1986, as amended.',
        "The licences are licences of intellectual property under the United States Bankruptcy"
        " Code.",
    )
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512, min_chunk_size=0).chunk(text)
    ext = {r.raw_text: r.external for c in chunks for r in c.cross_references}
    assert ext["Section 4999"] == {"jurisdiction": "us", "section": "4999"}
    assert ext["Section 409A"] == {"jurisdiction": "us", "section": "409A"}


CREDIT = """CREDIT AGREEMENT

Section 1.01 Defined Terms. "Applicable Rate" means the rate in the grid on Schedule 1.01(b).

Section 1.02 Commitments. Each Lender's commitment is set out on Schedule 2.01.

Section 1.03 Interest.

(a) Subject to Section 1.03(b), (i) each Term Loan bears interest at the Base Rate; and \
(ii) each Revolving Loan bears interest at Term SOFR.

(b) Overdue amounts bear interest at the Default Rate.

IN WITNESS WHEREOF, the parties have executed this Agreement.

SCHEDULE 1.01(b)
PRICING GRID

Level I: 1.50%

SCHEDULE 2.01
COMMITMENTS

Northgate Bank: $50,000,000
"""


def test_a_schedule_numbered_like_a_section_resolves_and_its_heading_names_nothing(
    legal_checks: ModuleType,
) -> None:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512, min_chunk_size=0).chunk(CREDIT)
    assert legal_checks.reference_rows(chunks) == [
        ("Schedule 1.01(b)", "Schedule 1.01(b)", "schedule", "Schedule 1.01(b)"),
        ("Schedule 2.01", "Schedule 2.01", "schedule", "Schedule 2.01"),
        # "(i) each Term Loan" starts an inline list: no reference to a Section 1.03(i)
        ("Section 1.03(b)", "1.03(b)", "section", "Section 1.03"),
    ]


SI = """The Gadget Labelling Regulations 2021

1. These Regulations may be cited as the Gadget Labelling Regulations 2021.

2.—(1) A seller must label each gadget.
(2) The label must be legible.

3.—(1) A seller who contravenes regulation 2(1) commits an offence.
(2) Paragraph (1) of this regulation does not apply where regulation 2(2) is met.
(3) Nothing in regulations 1 to 2 affects regulation 4 of the Food Labelling Regulations 1996.
"""


def test_a_statutory_instruments_regulations_resolve_like_clauses() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512, min_chunk_size=0).chunk(SI)
    refs = {(r.raw_text, r.target_identifier): r for c in chunks for r in c.cross_references}
    targets = {key: ref.target_chunk_index for key, ref in refs.items()}
    reg2 = next(c.index for c in chunks if "A seller must label" in c.body)
    reg3 = next(c.index for c in chunks if "who contravenes" in c.body)
    assert targets[("regulation 2(1)", "Regulation 2(1)")] == reg2
    assert targets[("regulation 2(2)", "Regulation 2(2)")] == reg2
    this = next(r for (raw, _), r in refs.items() if raw == "Paragraph (1) of this regulation")
    assert this.target_chunk_index == reg3 and this.target_kind == "paragraph"
    ext = refs[
        (
            "regulation 4 of the Food Labelling Regulations 1996",
            "Regulation 4, Food Labelling Regulations 1996",
        )
    ]
    assert ext.target_kind == "external" and ext.external is not None
    assert ext.external["regulation"] == "4"
