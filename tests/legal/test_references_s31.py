"""Session 31: a heading in brackets written without a space ("Section 2(e)(Termination),
2(g)"), a unit cited by number and bracketed heading where its heading has no number, "see
Termination section" without "the", "Sections 7, 8 and 9" in a document of Articles, a
schedule annexed "to" another document, a state code's "Law Sections", and a code's section
listed with this document's "Section 1.2 hereof"."""

from __future__ import annotations

from clausewise import CrossReference, LegalChunker

TERMS = """TERMS OF SERVICE

1. Definitions

(a) "Service" means the website and apps we operate.

2. Using the Service

(e) Termination. We may suspend or end your access at any time.

(f) Fees. Some features are paid.

(g) Feedback. If you send us feedback we may use it freely.

3. Your Content

You keep ownership of what you post.

4. Survival

The following provisions survive termination: Section 2(e)(Termination), 2(g)(Feedback),
Section 3(Your Content) and Section 1(Definitions).
"""

UNNUMBERED = """TERMS OF USE

Welcome. These terms govern your use of the platform.

Your Content

You keep ownership of what you post.

Our Content

We own the platform and its design.

Disclaimers

The platform is provided as is.

Indemnification

You will defend us against claims about your content.

Survival

The following provisions survive termination: Section 2 (Your Content), Section 4
(Disclaimers), Section 5 (Indemnification) and Section 9 (Arbitration).
"""

SEE = """TERMS OF SERVICE

1. Termination

We may terminate your account at any time.

2. Dispute Resolution

Disputes go to binding arbitration.

3. Fees

You pay the fees shown at checkout. For refunds see Termination section.
Please refer to Dispute Resolution section below.
For plans, see Fees section of the Pricing Terms.
"""

ARTICLES = """LICENSE AGREEMENT

ARTICLE 1
DEFINITIONS

1.1 Terms. Capitalised terms have the meanings given in this Article 1.

ARTICLE 2
LICENSE

2.1 Grant. Licensor grants a license in the Territory.

ARTICLE 3
SUPPLY

3.1 Orders. Licensee shall order Product in writing.

ARTICLE 4
CONFIDENTIALITY

4.1 Secrecy. Each party keeps the other's information secret.

ARTICLE 5
TERM

5.1 Term. This Agreement runs for five years.

5.2 Survival. Sections 1.1, 4 and 5 shall survive any termination. Units supplied under
Section 3.l(d) of the Supply Agreement and under Section 2 of Transporter's X Rate Schedule FTS
are not affected.
"""

SECTIONS = """SERVICES AGREEMENT

1. Services

1.1 Provider shall perform the Services.

2. Fees

2.1 Client shall pay the Fees.

ARTICLE 3
MISCELLANEOUS

3.1 Notices. Notices are in writing. Section 3 and Section 2 survive.
"""

MAINTENANCE = """MAINTENANCE AGREEMENT

1. Definitions

1.1 "Build Addendum" means the build addendum between the parties dated 1 May 2019.

2. Services

2.1 Vendor shall meet the service levels set forth on Schedule 14 to the Build Addendum and
shall deliver notes in the form attached as Exhibit B to the Credit Agreement.

2.2 Vendor shall also perform the works in Schedule 1, deliver the notes in Exhibit B and
follow Schedule 1 to the Maintenance Agreement.

SCHEDULE 1
WORKS

The works are described here.

EXHIBIT B
FORM OF NOTE

The form of note.
"""

FRANCHISE = """FRANCHISE AGREEMENT

1. Waivers

1.1 Nothing in this Agreement waives the non-waiver provisions of
N.Y. Gen. Bus. Law Sections 687.4 and 687.5 or of New York General Business Law Section 683.

1.2 California Civil Code Section 1542 and Section 1.1 hereof are waived to the extent
permitted. The Governing Law Section 2 below applies.

2. Governing Law

2.1 This Agreement is governed by the laws of New York.
"""


def _refs(text: str) -> tuple[list[str], list[CrossReference]]:
    chunks = LegalChunker(jurisdiction="us").chunk(text)
    return [c.content for c in chunks], [r for c in chunks for r in c.cross_references]


def _one(refs: list[CrossReference], raw: str) -> CrossReference:
    hits = [r for r in refs if r.raw_text == raw]
    assert len(hits) == 1, (raw, [r.raw_text for r in refs])
    return hits[0]


def _body(bodies: list[str], ref: CrossReference) -> str:
    assert ref.target_chunk_index is not None, ref
    return bodies[ref.target_chunk_index]


def test_heading_in_brackets_without_space_continues_the_list() -> None:
    bodies, refs = _refs(TERMS)
    feedback = _one(refs, "2(g)")
    assert (feedback.target_kind, feedback.target_identifier) == ("section", "2(g)")
    assert "(g) Feedback." in _body(bodies, feedback)
    termination = _one(refs, "Section 2(e)")
    assert "(e) Termination." in _body(bodies, termination)
    assert "You keep ownership" in _body(bodies, _one(refs, "Section 3"))
    # the bracketed heading is no sub-unit label
    assert not [r for r in refs if "Termination" in r.target_identifier]


def test_number_and_bracketed_heading_resolve_an_unnumbered_heading() -> None:
    bodies, refs = _refs(UNNUMBERED)
    assert _body(bodies, _one(refs, "Section 2")).lstrip().startswith("Your Content")
    assert _body(bodies, _one(refs, "Section 4")).lstrip().startswith("Disclaimers")
    assert _body(bodies, _one(refs, "Section 5")).lstrip().startswith("Indemnification")
    # no heading "Arbitration": the reference stays unresolved
    assert _one(refs, "Section 9").target_chunk_index is None


def test_see_title_section_without_article() -> None:
    bodies, refs = _refs(SEE)
    named = {r.raw_text: r for r in refs}
    assert "terminate your account" in _body(bodies, named["Termination section"])
    assert "binding arbitration" in _body(bodies, named["Dispute Resolution section"])
    # "Fees section of the Pricing Terms" is another document's
    assert "Fees section" not in named


def test_sections_named_by_the_number_of_an_article() -> None:
    bodies, refs = _refs(ARTICLES)
    four = _one(refs, "4")
    assert four.target_kind == "section"
    assert _body(bodies, four).startswith("ARTICLE 4")
    assert _body(bodies, _one(refs, "5")).startswith("ARTICLE 5")
    assert "1.1 Terms." in _body(bodies, _one(refs, "Sections 1.1"))
    # a misread "3.1(d)" and another document's section 2 are not Articles 3 and 2
    misread = _one(refs, "Section 3.l(d) of the Supply Agreement")  # (s31b: "l" read as 1)
    assert misread.target_chunk_index is None
    assert misread.external is not None and misread.external["section"] == "3.1(d)"
    assert _one(refs, "Section 2").target_chunk_index is None


def test_section_is_no_article_where_the_top_level_also_has_sections() -> None:
    bodies, refs = _refs(SECTIONS)
    # sections 1 and 2 and an Article 3 at the top level: two schemes, "Section 3" unsure
    assert _one(refs, "Section 3").target_chunk_index is None
    assert "2.1 Client shall pay" in _body(bodies, _one(refs, "Section 2"))


def test_schedule_annexed_to_another_document_is_external() -> None:
    bodies, refs = _refs(MAINTENANCE)
    build = _one(refs, "Schedule 14 to the Build Addendum")
    assert (build.target_kind, build.target_chunk_index) == ("external", None)
    assert build.external == {"document": "Build Addendum", "schedule": "14", "jurisdiction": "us"}
    credit = _one(refs, "Exhibit B to the Credit Agreement")
    assert (credit.target_kind, credit.target_chunk_index) == ("external", None)
    assert credit.external == {"document": "Credit Agreement", "exhibit": "B", "jurisdiction": "us"}
    # this document's own schedules, also when named "to" its own title
    own = [r for r in refs if r.raw_text in ("Schedule 1", "Exhibit B")]
    assert len(own) == 3
    assert all(r.target_kind != "external" for r in own)
    assert _body(bodies, own[1]).startswith("EXHIBIT B")
    assert _body(bodies, own[2]).startswith("SCHEDULE 1")


def test_state_law_sections_are_external() -> None:
    bodies, refs = _refs(FRANCHISE)
    law = "N.Y. Gen. Bus. Law"
    first = _one(refs, f"{law} Sections 687.4")
    assert (first.target_kind, first.target_chunk_index) == ("external", None)
    assert first.external == {"act": law, "jurisdiction": "us", "section": "687.4"}
    second = _one(refs, "687.5")
    assert second.external == {"act": law, "jurisdiction": "us", "section": "687.5"}
    spelled = _one(refs, "New York General Business Law Section 683")
    assert spelled.external is not None and spelled.external["section"] == "683"
    # a heading's "Law" is no code: the Governing Law Section 2 is this document's
    governing = _one(refs, "Section 2")
    assert "governed by the laws of New York" in _body(bodies, governing)


def test_own_section_listed_after_a_code_section_stays_internal() -> None:
    bodies, refs = _refs(FRANCHISE)
    code = _one(refs, "California Civil Code Section 1542")
    civil = "California Civil Code"
    assert code.external == {"act": civil, "jurisdiction": "us", "section": "1542"}
    own = _one(refs, "Section 1.1")
    assert own.target_kind == "section" and own.external is None
    assert "non-waiver provisions" in _body(bodies, own)


def test_capitals_references_resolve() -> None:
    # (a guard: capitals already resolve; kept with the other forms)
    text = """MASTER SUPPLY AGREEMENT

ARTICLE I
DEFINITIONS

1.1 Terms. Terms have the meanings given here.

ARTICLE VII
REMEDIES

7.1 Remedies. The remedies are cumulative.

ARTICLE IX
GENERAL

9.2 Notices. Notices are in writing.

9.3 WAIVER. EXCEPT AS SET FORTH IN SECTION 9.2 OF THIS AGREEMENT OR ARTICLE VII HEREOF, AND
PURSUANT TO SECTIONS 1.1 AND 7.1, NO WAIVER SHALL BE EFFECTIVE.
"""
    bodies, refs = _refs(text)
    assert "9.2 Notices." in _body(bodies, _one(refs, "SECTION 9.2"))
    assert _body(bodies, _one(refs, "ARTICLE VII")).startswith("ARTICLE VII")
    assert "1.1 Terms." in _body(bodies, _one(refs, "SECTIONS 1.1"))
    assert "7.1 Remedies." in _body(bodies, _one(refs, "7.1"))
