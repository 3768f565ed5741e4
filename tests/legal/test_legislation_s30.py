"""Statutes as their official sources print them as plain text: a US bill from the Government
Publishing Office (doubled quotes around defined terms), a Canadian Act from the Justice Laws
website ("Marginal note:" labels, definitions without quotes) and an Australian Act
(definitions "ABN means ..." under "In this Act:"). Texts written here."""

from __future__ import annotations

from clausewise import LegalChunker

_US_BILL = (
    "To protect the privacy of consumers.\n\n"
    "Be it enacted by the Senate and House of Representatives of the United States of America"
    " in Congress assembled,\n\n"
    "SECTION 1. SHORT TITLE.\n"
    "This Act may be cited as the ``Consumer Data Privacy Act of 2025''.\n\n"
    "SEC. 2. DEFINITIONS.\n"
    "(a) IN GENERAL.—In this Act:\n"
    "(1) COMMISSION.—The term ‘‘Commission’’ means the Federal Trade Commission.\n"
    "(2) COVERED DATA.—The term ‘‘covered data’’ means information that identifies or is"
    " linked or reasonably linkable to an individual.\n"
    "(3) COVERED ENTITY.—The term ''covered entity'' means any entity that collects covered"
    " data.\n"
    "(b) EXCLUSIONS.—The term ‘‘covered data’’ does not include de-identified data.\n\n"
    "SEC. 3. DUTIES OF COVERED ENTITIES.\n"
    "(a) IN GENERAL.—A covered entity shall not process covered data except as provided in"
    " this Act.\n"
    "(b) ENFORCEMENT.—The Commission shall enforce this section.\n"
)


def test_a_bill_defines_its_terms_between_doubled_quotes() -> None:
    chunker = LegalChunker(jurisdiction="us")
    terms = chunker.get_defined_terms(_US_BILL)
    assert list(terms) == ["Commission", "covered data", "covered entity"]
    data = terms["covered data"]
    assert data.source_clause == "2(a)(2)"
    assert data.definition.startswith("means information that identifies")
    assert _US_BILL[data.char_start : data.char_end].startswith("‘‘covered data’’ means")
    assert terms["covered entity"].definition == "means any entity that collects covered data."
    # the short title names the Act: no definition
    assert "Consumer Data Privacy Act of 2025" not in terms


def test_the_plain_text_of_a_bill_quotes_with_backticks() -> None:
    text = _US_BILL.replace("‘‘", "``").replace("’’", "''")
    text = text.replace("''covered entity''", "``covered entity''")
    terms = LegalChunker(jurisdiction="us").get_defined_terms(text)
    assert list(terms) == ["Commission", "covered data", "covered entity"]
    assert text[terms["Commission"].char_start :].startswith("``Commission'' means")


def test_a_bill_keeps_its_sections_and_headed_subsections() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(_US_BILL)
    got = [(n.level, n.identifier, n.title) for n in nodes]
    assert got[1:6] == [
        (1, "Section 1", "SHORT TITLE"),
        (1, "Section 2", "DEFINITIONS"),
        (2, "(a)", "IN GENERAL"),
        (3, "(1)", "COMMISSION"),
        (3, "(2)", "COVERED DATA"),
    ]
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=64).chunk(_US_BILL)
    duties = next(c for c in chunks if c.hierarchy_path == "Section 3")
    assert "covered data" in duties.defined_terms_used
    assert duties.defined_terms_context["covered data"].startswith("means information")


_CA_ACT = (
    "Privacy Example Act\n\nS.C. 2020, c. 5\n\nAssented to 2020-06-21\n\n"
    "An Act respecting the protection of personal information\n\n"
    "Interpretation\n\n"
    "Marginal note:Definitions\n"
    "2 (1) The following definitions apply in this Act.\n"
    "commercial activity means any particular transaction, act or conduct that is of a"
    " commercial character. (activité commerciale)\n"
    "personal information means information about an identifiable individual."
    " (renseignement personnel)\n\n"
    "Marginal note:Notice\n"
    "(2) In this Act, a reference to a notice includes a notice in electronic form.\n\n"
    "Marginal note:Purpose\n"
    "3 The purpose of this Act is to establish rules to govern the collection of personal"
    " information.\n\n"
    "Marginal note:Application\n"
    "4 (1) This Act applies to every organization in respect of personal information that it"
    " collects.\n"
)


def test_a_canadian_act_defines_bold_terms_and_no_marginal_note() -> None:
    chunker = LegalChunker(jurisdiction="uk")
    terms = chunker.get_defined_terms(_CA_ACT)
    assert list(terms) == ["commercial activity", "personal information"]
    activity = terms["commercial activity"]
    assert activity.source_clause == "2(1)"
    # the French term closing each definition is no part of it (see test_legislation_s30b)
    assert activity.definition == (
        "means any particular transaction, act or conduct that is of a commercial character."
    )
    info = terms["personal information"]
    assert _CA_ACT[info.char_start : info.char_end] == (
        "personal information means information about an identifiable individual."
    )
    nodes = chunker.parse_structure(_CA_ACT)
    assert [(n.identifier, n.title) for n in nodes if n.level == 1][1:] == [
        ("2", "Definitions"),
        ("3", "Purpose"),
        ("4", "Application"),
    ]
    notice = next(n for n in nodes if n.parent == "2" and n.identifier == "(2)")
    assert notice.title == "Notice"


_AU_ACT = (
    "Example Business Act 2024\n\nNo. 12, 2024\n\n"
    "Part 1—Preliminary\n\n"
    "1  Short title\nThis Act is the Example Business Act 2024.\n\n"
    "Part 2—Interpretation\n\n"
    "Division 1—Definitions\n\n"
    "5  Definitions\n"
    "(1) In this Act:\n"
    "ABN has the meaning given by section 41 of the A New Tax System (Australian Business"
    " Number) Act 1999.\n"
    "business means any profession, trade, employment, vocation or calling carried on for the"
    " purposes of profit.\n"
    "registered entity means an entity registered under Part 3.\n"
    "(2) In this Act, a reference to a business includes a reference to a business carried on"
    " outside Australia.\n\n"
    "Division 2—Other matters\n\n"
    "6  Application\n"
    "This Act applies to every registered entity. The Company means business and a\n"
    "regulator means what it says.\n"
)


def test_an_australian_act_defines_terms_without_quotes() -> None:
    chunker = LegalChunker(jurisdiction="uk")
    terms = chunker.get_defined_terms(_AU_ACT)
    assert list(terms) == ["ABN", "business", "registered entity"]
    assert terms["business"].definition == (
        "means any profession, trade, employment, vocation or calling carried on for the"
        " purposes of profit."
    )
    assert terms["registered entity"].definition == "means an entity registered under Part 3."
    assert terms["registered entity"].source_clause == "5(1)"
    nodes = chunker.parse_structure(_AU_ACT)
    got = [(n.level, n.identifier, n.title, n.parent) for n in nodes]
    assert (1, "Part 2", "Interpretation", None) in got
    assert (2, "Division 1", "Definitions", "Part 2") in got
    assert (3, "5", "Definitions", "Division 1") in got
    assert (3, "6", "Application", "Division 2") in got


def test_a_sentence_with_means_outside_a_definitions_list_defines_nothing() -> None:
    # "The Company means business", and a wrapped line "regulator means ...", in an
    # ordinary section: no definitions list introduces them.
    text = _AU_ACT.replace("Part 2—Interpretation", "Part 2—Registration").replace(
        "5  Definitions\n(1) In this Act:\n", "5  Registration\n(1) An entity must register.\n"
    ).replace("Division 1—Definitions", "Division 1—Registration")
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert "business" not in terms and "regulator" not in terms and "Company" not in terms


_UK_ACT = (
    "Employment Rights (Example) Act 2024\n\n"
    "PART 1\nPRELIMINARY\n\n"
    "1 Overview\nThis Act makes provision about qualifying workers.\n\n"
    "PART 2\nQUALIFYING WORKERS\n\n"
    "10 Interpretation of this Part\n"
    '(1) In this Part, "qualifying worker" means a worker who has been employed for 26'
    " weeks.\n"
    '(2) In this section, "relevant period" means the period of 12 months ending with the'
    " day of dismissal.\n\n"
    "11 Right to request flexible working\n"
    "(1) A qualifying worker may apply to the employer for a change in terms.\n\n"
    "12 Employer's duties\n"
    "(1) An employer shall deal with the application in a reasonable manner.\n\n"
    "15 Complaints to employment tribunals\n"
    "(1) A qualifying worker may present a complaint to an employment tribunal within the"
    " relevant period.\n\n"
    "PART 3\nGENERAL\n\n"
    "20 Short title\nThis Act may be cited as the Employment Rights (Example) Act 2024.\n"
)


def test_a_definition_for_one_part_is_scoped_to_that_part() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=40)
    terms = chunker.get_defined_terms(_UK_ACT)
    assert terms["qualifying worker"].scope == "Part 2"
    assert terms["relevant period"].scope == "10"
    assert terms["qualifying worker"].source_clause == "10(1)"
    chunks = {c.hierarchy_path: c for c in chunker.chunk(_UK_ACT)}
    # inside Part 2 the Part's definition applies; the section's own only in that section
    inside = chunks["Part 2 > 15"]
    # ("relevant period" there is not section 10's term)
    assert inside.defined_terms_used == ["qualifying worker"]
    assert inside.defined_terms_context["qualifying worker"].startswith("means a worker")
    # Part 1 speaks of qualifying workers too, but the definition is not Part 1's
    assert "qualifying worker" not in chunks["Part 1"].defined_terms_used


def test_sections_after_an_omitted_range_stay_in_their_part() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_UK_ACT)
    by_id = {n.identifier: n for n in nodes if n.level <= 2}
    assert by_id["15"].parent == "Part 2" and by_id["15"].level == 2
    assert by_id["15"].title == "Complaints to employment tribunals"
    assert by_id["Part 2"].char_end == by_id["15"].char_end
    assert by_id["20"].parent == "Part 3"


def test_a_bill_section_scopes_its_own_definitions() -> None:
    text = _US_BILL + (
        "\nSEC. 4. GRANTS.\n"
        "(a) IN GENERAL.—The Commission may award grants to eligible entities.\n"
        "(b) DEFINITION.—In this section, the term ‘‘eligible entity’’ means a State or an"
        " Indian tribe.\n\n"
        "SEC. 5. REPORTS.\n"
        "Each eligible entity shall report to the Commission each year.\n"
    )
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=40)
    terms = chunker.get_defined_terms(text)
    assert terms["covered data"].scope == "document"
    assert terms["eligible entity"].scope == "4"
    assert terms["eligible entity"].source_clause == "4(b)"
    chunks = {c.hierarchy_path: c for c in chunker.chunk(text)}
    grants = next(c for path, c in chunks.items() if path.startswith("Section 4"))
    assert "eligible entity" in grants.defined_terms_context
    assert "eligible entity" not in chunks["Section 5"].defined_terms_used


def test_the_enacting_formula_is_no_part_of_the_last_recital() -> None:
    text = (
        "DIRECTIVE (EU) 2019/790 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        "of 17 April 2019\n\non copyright and related rights in the Digital Single Market\n\n"
        "THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,\n\n"
        "Having regard to the Treaty on the Functioning of the European Union,\n\n"
        "Whereas:\n\n"
        "(1) The Treaty provides for the establishment of an internal market.\n\n"
        "(2) Since the objective of this Directive cannot be sufficiently achieved by the"
        " Member States, the Union may adopt measures.\n\n"
        "HAVE ADOPTED THIS DIRECTIVE:\n\n"
        "Article 1\n\nSubject matter\n\n1.   This Directive lays down rules.\n"
    )
    for variant in (text, text.replace("\n\n", "\n")):
        nodes = LegalChunker(jurisdiction="eu").parse_structure(variant)
        last = next(n for n in nodes if n.identifier == "Recital 2")
        body = variant[last.char_start : last.char_end]
        assert body.endswith("the Union may adopt measures.")
        assert "ADOPTED" not in body


_UK_SI = (
    "The Example (Workers) Regulations 2024\n\n"
    "PART 1\nGENERAL\n\n"
    "1. Citation\nThese Regulations may be cited as the Example (Workers) Regulations 2024.\n\n"
    "PART 2\nAGENCY WORKERS\n\n"
    "3. Interpretation of this Part\n"
    "(1) In this Part—\n"
    '"agency worker" means an individual supplied by a temporary work agency;\n'
    '"hirer" means a person to whom an agency worker is supplied.\n'
    "(2) In this Part, a reference to a hirer includes a former hirer.\n\n"
    "4. Rights of agency workers\n"
    "An agency worker is entitled to the same basic working conditions as a worker of the"
    " hirer.\n\n"
    "PART 3\nFINAL PROVISIONS\n\n"
    "9. Review\nThe Secretary of State must review the position of each agency worker.\n"
)


def test_a_list_introduced_by_in_this_part_is_scoped_to_the_part() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=40)
    terms = chunker.get_defined_terms(_UK_SI)
    assert {t: (d.scope, d.source_clause) for t, d in terms.items()} == {
        "agency worker": ("Part 2", "3(1)"),
        "hirer": ("Part 2", "3(1)"),
    }
    chunks = {c.hierarchy_path: c for c in chunker.chunk(_UK_SI)}
    assert chunks["Part 2 > 4"].defined_terms_used == ["agency worker", "hirer"]
    assert chunks["Part 3"].defined_terms_used == []
