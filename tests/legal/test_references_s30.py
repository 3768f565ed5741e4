"""Session 30: statutes named with commas ("the Federal Food, Drug, and Cosmetic Act"), a
code section's bare sibling subsection ("21 U.S.C. § 335(a) and (b)"), C.F.R. subparts, an
ordinal schedule of an Act ("the Fourth Schedule to the Act") and UK abbreviations written
without their full stop ("s 994", "regs 4 to 6", "art 6")."""

from __future__ import annotations

from clausewise import LegalChunker

Ref = tuple[str, str, int | None, dict[str, str] | None]

SUPPLY = """CLINICAL SUPPLY AGREEMENT

1. Definitions

1.1 (a) "Product" means the product described in Exhibit A.

(b) "Specifications" means the specifications for the Product.

2. Compliance

2.1 Supplier has not been debarred by the FDA pursuant to its authority under Sections
306(a) and (b) of the Federal Food, Drug, and Cosmetic Act (21 U.S.C. § 335a(a) and (b)).

2.2 Supplier shall keep electronic records in accordance with 21 C.F.R. Part 11, Subpart B,
and shall follow Subpart D of 21 C.F.R. Part 312 and Subpart C of Part 50 of Title 21 C.F.R.

2.3 Clause (b) of Section 1.1 applies to the Product.

EXHIBIT A

PRODUCT

The investigational drug product.
"""

LEASE = """THIS LEASE is dated 1 March 2024

1. DEFINITIONS

1.1 "Act" means the Landlord and Tenant Act 1954.

1.2 The exclusions in the Fourth Schedule to the Act do not apply.

2. ALIENATION

2.1 The Tenant may not petition under s 994 of the Companies Act 2006 nor rely on ss 24 to
26 of the Landlord and Tenant Act 1954.

2.2 Subject to reg 4 of the Transfer of Undertakings (Protection of Employment) Regulations
2006 and to art 6 of the UK GDPR, the Tenant may assign.

2.3 The Company' s 5 sites and the state of the art 3 years ago are no references.
"""


def _refs(text: str, jurisdiction: str) -> tuple[list[str], list[Ref], dict[str, Ref]]:
    chunks = LegalChunker(jurisdiction=jurisdiction).chunk(text)
    bodies = [c.content for c in chunks]
    found = [r for c in chunks for r in c.cross_references]
    listed = [(r.raw_text, r.target_kind, r.target_chunk_index, r.external) for r in found]
    return bodies, listed, {r.target_identifier: t for r, t in zip(found, listed, strict=True)}


def test_comma_act_list_member_is_of_the_act() -> None:
    _, listed, by_id = _refs(SUPPLY, "us")
    act = "Federal Food, Drug, and Cosmetic Act"
    for section in ("306(a)", "306(b)"):
        _raw, kind, at, ext = by_id[f"Section {section}, {act}"]
        assert (kind, at) == ("external", None)
        assert ext == {"act": act, "jurisdiction": "us", "section": section}
    # no internal "(b)" (clause 1.1(b)) is read from the Act's list
    assert not [r for r in listed if r[0] == "(b)" and r[1] != "external"]


def test_code_section_bare_sibling_subsection() -> None:
    _, _, by_id = _refs(SUPPLY, "us")
    raw, kind, at, ext = by_id["21 U.S.C. § 335a(b)"]
    assert (raw, kind, at) == ("(b)", "external", None)
    assert ext == {"code": "U.S.C.", "title": "21", "jurisdiction": "us", "section": "335a(b)"}
    assert "21 U.S.C. § 335a(a)" in by_id


def test_cfr_subparts_are_subparts_of_the_cited_part() -> None:
    _, _, by_id = _refs(SUPPLY, "us")
    cfr = {"code": "C.F.R.", "title": "21", "jurisdiction": "us"}
    raw, kind, _, ext = by_id["21 C.F.R. Part 11, Subpart B"]
    assert (raw, kind) == ("Subpart B", "external")
    assert ext == {**cfr, "part": "11", "subpart": "B"}
    raw, _, _, ext = by_id["21 C.F.R. Part 312, Subpart D"]
    assert raw == "Subpart D" and ext == {**cfr, "part": "312", "subpart": "D"}
    raw, _, _, ext = by_id["21 C.F.R. Part 50, Subpart C"]
    assert raw == "Subpart C of Part 50" and ext == {**cfr, "part": "50", "subpart": "C"}


def test_code_title_ending_a_paragraph_takes_no_section_from_the_next() -> None:
    # "... Title 21 C.F.R." / "" / "2.3 Clause (b) ...": 2.3 is the next clause's number
    _bodies, listed, by_id = _refs(SUPPLY, "us")
    assert "21 C.F.R. § 2.3" not in by_id
    assert not [r for r in listed if "\n\n" in r[0]]


def test_internal_clause_of_section_still_resolves() -> None:
    bodies, _, by_id = _refs(SUPPLY, "us")
    _raw, _kind, at, ext = by_id["1.1(b)"]
    assert ext is None and at is not None and '"Specifications"' in bodies[at]


def test_ordinal_schedule_to_an_act_is_external() -> None:
    _, _, by_id = _refs(LEASE, "uk")
    raw, kind, at, ext = by_id["Schedule 4, Landlord and Tenant Act 1954"]
    assert (raw, kind, at) == ("Fourth Schedule to the Act", "external", None)
    assert ext == {"act": "Landlord and Tenant Act 1954", "jurisdiction": "uk", "schedule": "4"}


def test_dotless_uk_abbreviations() -> None:
    _, listed, by_id = _refs(LEASE, "uk")
    raw, kind, _, ext = by_id["Section 994, Companies Act 2006"]
    assert raw == "s 994 of the Companies Act 2006" and kind == "external"
    assert ext == {"act": "Companies Act 2006", "jurisdiction": "uk", "section": "994"}
    sections = sorted(
        r[3]["section"]
        for r in listed
        if r[3] and r[3].get("act") == "Landlord and Tenant Act 1954" and "section" in r[3]
    )
    assert sections == ["24", "25", "26"]
    tupe = "Transfer of Undertakings (Protection of Employment) Regulations 2006"
    raw, kind, _, ext = by_id[f"Regulation 4, {tupe}"]
    assert raw.startswith("reg 4 of the") and ext and ext["regulation"] == "4"
    raw, kind, _, ext = by_id["Article 6, UK GDPR"]
    assert raw == "art 6 of the UK GDPR" and ext and ext["article"] == "6"
    # a broken possessive and "state of the art" are no references
    assert not [r for r in listed if r[0].startswith(("s 5", "art 3"))]


GUIDE = """THE LIFT INSPECTION REGULATIONS 2031

1. Citation

These Regulations may be cited as the Lift Inspection Regulations 2031.

2. Interpretation

An inspection under reg 4 must be made in accordance with regs 3 and 4. See reg 3(1).

3. Inspections

(1) An owner must arrange an inspection.

(2) The inspection must be thorough.

4. Reports

A report must be made within 28 days.
"""


def test_dotless_regulations_resolve_internally() -> None:
    bodies, listed, _ = _refs(GUIDE, "uk")
    got = {r[0]: r for r in listed}
    assert got["reg 4"][1] == "regulation" and "report must be made" in bodies[got["reg 4"][2] or 0]
    assert got["regs 3"][2] is not None and "arrange an inspection" in bodies[got["regs 3"][2]]
    assert got["reg 3(1)"][2] is not None and "arrange an inspection" in bodies[got["reg 3(1)"][2]]


MEANING = """DISTRIBUTION AGREEMENT

1. Products

1.1 The Product shall not be adulterated or misbranded within the meaning of Sections 501 and
502, respectively, of the Federal Food, Drug, and Cosmetic Act.

1.2 Receivables repurchased pursuant to Section 4.6 or 4.7, respectively, of the Receivables
Purchase Agreement are excluded. Sections 1.1 and 1.2, respectively, apply to each Product.

1.3 No offer is made under the Securities and Futures Act 2001 of Singapore except in
circumstances in which Section 21(1) of such Act does not apply.
"""


def test_respectively_before_the_instrument() -> None:
    bodies, _listed, by_id = _refs(MEANING, "us")
    act = "Federal Food, Drug, and Cosmetic Act"
    for sec in ("501", "502"):
        assert by_id[f"Section {sec}, {act}"][1:] == (
            "external",
            None,
            {"act": act, "jurisdiction": "us", "section": sec},
        )
    raw, kind, _, ext = by_id["Section 4.7, Receivables Purchase Agreement"]
    assert raw.startswith("4.7, respectively, of the") and kind == "external"
    # this document's own sections, "respectively" with no instrument after it
    _, kind, at, ext = by_id["1.2"]
    assert kind == "section" and ext is None and at is not None and "Receivables" in bodies[at]


def test_such_act_is_the_act_named_before() -> None:
    _, _, by_id = _refs(MEANING, "us")
    raw, kind, at, ext = by_id["Section 21(1), Securities and Futures Act 2001"]
    assert (raw, kind, at) == ("Section 21(1) of such Act", "external", None)
    assert ext is not None and ext["act"] == "Securities and Futures Act 2001"


CAPITALS = """LICENSE AGREEMENT

1. Governing Law

1.1 THIS AGREEMENT SHALL BE GOVERNED BY THE LAWS OF THE STATE OF NEW YORK (INCLUDING
SECTIONS 5-1401 AND 5-1402 OF THE GENERAL OBLIGATIONS LAW), AND THE LAW OF NEW YORK SHALL
GOVERN ALL ISSUES SPECIFIED IN ARTICLE 2(1) OF THE HAGUE SECURITIES CONVENTION.

1.2 EXCEPT AS SET FORTH IN SECTION 1.1 OF THE LICENSE AGREEMENT AND IN SECTION 12 OF THE
SECURITIES ACT OF 1933, NO WARRANTY IS GIVEN.
"""


def test_statute_named_in_capitals() -> None:
    bodies, _, by_id = _refs(CAPITALS, "us")
    law = "GENERAL OBLIGATIONS LAW"
    for sec in ("5-1401", "5-1402"):
        _, kind, at, ext = by_id[f"Section {sec}, {law}"]
        assert (kind, at) == ("external", None)
        assert ext == {"document": law, "jurisdiction": "us", "section": sec}
    raw, _, _, ext = by_id["Article 2(1), HAGUE SECURITIES CONVENTION"]
    assert raw == "ARTICLE 2(1) OF THE HAGUE SECURITIES CONVENTION" and ext
    _, _, _, ext = by_id["Section 12, SECURITIES ACT OF 1933"]
    assert ext == {"act": "SECURITIES ACT OF 1933", "jurisdiction": "us", "section": "12"}
    # the document's own name in capitals stays its own
    _, kind, at, ext = by_id["1.1"]
    assert kind == "section" and ext is None and at is not None and "HAGUE" in bodies[at]
