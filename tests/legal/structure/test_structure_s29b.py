"""Structure layouts found in a second round of session 29: schedules numbered by an ordinal
before their word ("THE FIRST SCHEDULE"), a lone "ARTICLE 5" over an untitled body, a
statutory instrument's signature block without "Signed by", hyphenated CFR rule numbers
("§ 240.10b-5") and the US Code's source credits. Texts written for the tests in the
layouts of the instruments they imitate."""

from __future__ import annotations

from clausewise import LegalChunker

_ORDINAL_SCHEDULES = """SHARE PURCHASE AGREEMENT

This Agreement is made on 1 April 2020 between ABC Limited (the "Seller") and XYZ Limited \
(the "Buyer").

1. DEFINITIONS

1.1 In this Agreement the Assets means the assets listed in the Second Schedule.

2. SALE

2.1 The Seller shall sell the Shares described in the First Schedule.

IN WITNESS WHEREOF the parties have signed this Agreement.

Signed by the Seller

THE FIRST SCHEDULE

Details of the Shares

1,000 equity shares of Rs. 10 each.

THE SECOND SCHEDULE

The Assets

1. Plant and machinery.

2. Stock in trade.
"""

_INDIAN_ACT = """THE PAYMENT OF GRATUITY ACT, 1972

An Act to provide for a scheme for the payment of gratuity to employees.

1. Short title and extent.—(1) This Act may be called the Payment of Gratuity Act, 1972.

(2) It extends to the whole of India.

2. Definitions.—In this Act "employee" means any person specified in the First Schedule.

3. Controlling authority.—The appropriate Government may appoint a controlling authority.

FIRST SCHEDULE

[See section 2]

LIST OF EMPLOYEES

1. Persons employed in factories.

2. Persons employed in mines.

SECOND SCHEDULE

[See section 3]

FORMS

1. Form of application.
"""


def _outline(text: str, jurisdiction: str = "uk") -> list[tuple[int, str, str | None]]:
    nodes = LegalChunker(jurisdiction=jurisdiction).parse_structure(text)
    return [(n.level, n.identifier, n.title) for n in nodes]


def test_ordinal_schedule_headings_are_schedules_numbered_by_their_ordinal() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_ORDINAL_SCHEDULES)
    schedules = [(n.identifier, n.title) for n in nodes if n.level == 1]
    assert schedules[-2:] == [("Schedule 1", "Details of the Shares"), ("Schedule 2", "The Assets")]
    chunks = LegalChunker(jurisdiction="uk").chunk(_ORDINAL_SCHEDULES)
    assert chunks[-1].document_section == "schedules"
    items = [(n.identifier, n.parent) for n in nodes if n.parent == "Schedule 2"]
    assert items == [("1", "Schedule 2"), ("2", "Schedule 2")]


def test_references_to_ordinal_schedules_resolve_to_them() -> None:
    chunks = LegalChunker(jurisdiction="uk").chunk(_ORDINAL_SCHEDULES)
    paths = {c.index: c.hierarchy_path for c in chunks}
    refs = {r.raw_text: r.target_chunk_index for c in chunks for r in c.cross_references}
    assert refs["Second Schedule"] is not None
    assert refs["First Schedule"] is not None
    assert paths[refs["Second Schedule"]].startswith("Schedule 2")
    assert paths[refs["First Schedule"]].startswith("Schedule 1")


def test_an_acts_ordinal_schedules_end_its_last_section() -> None:
    outline = _outline(_INDIAN_ACT)
    assert (1, "Schedule 1", "LIST OF EMPLOYEES") in outline
    assert (1, "Schedule 2", "FORMS") in outline
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_INDIAN_ACT)
    last = next(n for n in nodes if n.identifier == "3")
    assert _INDIAN_ACT[last.char_start : last.char_end].endswith("a controlling authority.")


def test_an_ordinal_in_a_sentence_is_no_schedule() -> None:
    text = (
        "1. Payment\n\nThe Buyer shall pay the price set out in the\nFirst Schedule\n"
        "within thirty days.\n\n2. Delivery\n\nThe Seller shall deliver the Goods.\n"
    )
    assert [i for _, i, _ in _outline(text)] == ["1", "2"]


def test_a_lone_article_number_over_an_untitled_body_is_one_article() -> None:
    text = (
        "ARTICLE 5\n\nThe Company shall indemnify and hold harmless each Indemnified Party "
        "from and against any and all losses arising out of any breach of this Agreement.\n\n"
        "Such indemnification shall survive the termination of this Agreement.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [(n.level, n.identifier, n.title) for n in nodes] == [(1, "Article 5", None)]
    assert (nodes[0].char_start, nodes[0].char_end) == (0, len(text.rstrip()))


def test_a_lone_section_number_over_its_text_is_one_section() -> None:
    text = (
        "Section 7\n\nThe Supplier shall keep the Confidential Information secret and shall "
        "not disclose it to any third party.\n"
    )
    assert _outline(text, "us") == [(1, "Section 7", None)]


def test_a_bare_number_over_text_stays_no_clause() -> None:
    text = "7\n\nThe Supplier shall keep the Confidential Information secret.\n"
    assert all(not i[:1].isdigit() for _, i, _ in _outline(text, "us"))


_SI = """STATUTORY INSTRUMENTS

2019 No. 1234

ENVIRONMENTAL PROTECTION

The Plastic Straws (England) Regulations 2019

The Secretary of State makes these Regulations in exercise of the powers conferred by \
section 140 of the Environmental Protection Act 1990.

Citation and commencement

1. These Regulations may be cited as the Plastic Straws (England) Regulations 2019.

Interpretation

2. In these Regulations "single-use plastic straw" means a straw made wholly of plastic.

Prohibition

3.—(1) A person must not supply a single-use plastic straw in the course of business.

(2) Paragraph (1) does not apply to a registered pharmacy.

"""


def test_a_statutory_instruments_signatory_block_is_the_signatures() -> None:
    text = _SI + (
        "Thérèse Coffey\nMinister of State\n"
        "Department for Environment, Food and Rural Affairs\n14th May 2019\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    sig = nodes[-1]
    assert (sig.identifier, text[sig.char_start : sig.char_end].split("\n")[0]) == (
        "Signatures",
        "Thérèse Coffey",
    )
    last = next(n for n in nodes if n.identifier == "(2)")
    assert text[last.char_start : last.char_end].endswith("a registered pharmacy.")


def test_a_dated_block_spaced_out_before_the_explanatory_note() -> None:
    text = _SI + (
        "14th May 2019\n\nRebecca Pow\n\nParliamentary Under-Secretary of State\n\n"
        "Department for Environment, Food and Rural Affairs\n\nEXPLANATORY NOTE\n\n"
        "(This note is not part of the Regulations)\n\nThese Regulations prohibit straws.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    sig = next(n for n in nodes if n.identifier == "Signatures")
    assert text[sig.char_start : sig.char_end].startswith("14th May 2019\n\nRebecca Pow")
    assert nodes[-1].identifier == "Explanatory Note"


def test_the_secretary_of_state_in_a_sentence_is_no_signatory() -> None:
    text = _SI + "(3) The Secretary of State\nmust review these Regulations.\n"
    ids = [n.identifier for n in LegalChunker(jurisdiction="uk").parse_structure(text)]
    assert "Signatures" not in ids


_CFR = """PART 240—GENERAL RULES AND REGULATIONS, SECURITIES EXCHANGE ACT

§ 240.0-1 Definitions.

(a) Unless the context otherwise requires, all terms used in this part have the same \
meanings as in the Act.

(b) The term "Commission" means the Securities and Exchange Commission.

§ 240.10b-5 Employment of manipulative and deceptive devices.

It shall be unlawful for any person, directly or indirectly, to employ any device, scheme, \
or artifice to defraud.

§ 240.13d-1 Filing of Schedules 13D and 13G.

(a) Any person who acquires beneficial ownership of more than five percent shall file a \
statement.
"""


def test_hyphenated_cfr_rules_are_sections() -> None:
    assert _outline(_CFR, "us") == [
        (1, "Part 240", "GENERAL RULES AND REGULATIONS, SECURITIES EXCHANGE ACT"),
        (2, "§ 240.0-1", "Definitions"),
        (3, "(a)", None),
        (3, "(b)", None),
        (2, "§ 240.10b-5", "Employment of manipulative and deceptive devices"),
        (2, "§ 240.13d-1", "Filing of Schedules 13D and 13G"),
        (3, "(a)", None),
    ]


_USC = """CHAPTER 45—FAIR HOUSING

§ 3601. Declaration of policy

It is the policy of the United States to provide for fair housing throughout the United \
States.

(Pub. L. 90–284, title VIII, § 801, Apr. 11, 1968, 82 Stat. 81.)

§ 3602. Definitions

As used in this subchapter—

(a) "Secretary" means the Secretary of Housing and Urban Development.

(b) "Dwelling" means any building which is occupied as a residence.

(Pub. L. 90–284, title VIII, § 802, Apr. 11, 1968, 82 Stat. 81.)

Editorial Notes

References in Text

This subchapter, referred to in text, was in the original "this title".

§ 3603. Effective dates of certain prohibitions

(a) Subject to the provisions of subsection (b), the prohibitions shall apply.

(b) Nothing in section 3604 shall apply to any single-family house sold by an owner.

(Aug. 14, 1935, ch. 531, title II, § 201, 49 Stat. 622.)
"""


def test_source_credits_and_notes_belong_to_the_section() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(_USC)
    spans = {
        (n.parent, n.identifier): _USC[n.char_start : n.char_end]
        for n in nodes
        if n.identifier == "(b)" or n.identifier.startswith("§")
    }
    assert spans[("§ 3602", "(b)")].endswith("occupied as a residence.")
    assert spans[("§ 3603", "(b)")].endswith("sold by an owner.")
    assert spans[("Chapter 45", "§ 3602")].endswith('was in the original "this title".')
    assert spans[("Chapter 45", "§ 3603")].endswith("49 Stat. 622.)")


def test_a_title_in_capitals_keeps_the_year_ending_it() -> None:
    text = (
        "PART 1026—TRUTH IN LENDING ACT OF 1968\n\n§ 1026.1 Authority.\n\n"
        "(a) This part is issued by the Bureau.\n\n§ 1026.2 Definitions.\n\n"
        "(a) Terms used here have the meanings the Act gives them.\n"
    )
    assert _outline(text, "us")[0] == (1, "Part 1026", "TRUTH IN LENDING ACT OF 1968")
    uk = (
        "1. DATA PROTECTION ACT 2018\n\n1.1 Each party shall comply with it.\n\n"
        "2. TERM\n\n2.1 Five years.\n"
    )
    assert _outline(uk)[0] == (1, "1", "DATA PROTECTION ACT 2018")


_AU_EXCERPT = """Privacy Act 1988

Part I—Preliminary

1  Short title

  This Act may be cited as the Privacy Act 1988.

2  Commencement

  This Act commences on a day to be fixed by Proclamation.

Part II—Interpretation

Division 1—General definitions

6  Interpretation

 (1) In this Act, unless the contrary intention appears, agency means a Minister.

 (2) Bodies corporate are related as the Corporations Act 2001 provides.

Division 2—Key definitions

6A  Breach of an Australian Privacy Principle

 (1) An act or practice breaches an Australian Privacy Principle if it contravenes it.

Part III—Information privacy

13  Interferences with privacy

  An act or practice of an APP entity may be an interference with privacy.
"""


def test_an_acts_excerpt_starts_a_part_or_division_at_any_later_section() -> None:
    assert _outline(_AU_EXCERPT) == [
        (1, "Preamble", None),
        (1, "Part I", "Preliminary"),
        (2, "1", "Short title"),
        (2, "2", "Commencement"),
        (1, "Part II", "Interpretation"),
        (2, "Division 1", "General definitions"),
        (3, "6", "Interpretation"),
        (4, "(1)", None),
        (4, "(2)", None),
        (2, "Division 2", "Key definitions"),
        (3, "6A", "Breach of an Australian Privacy Principle"),
        (4, "(1)", None),
        (1, "Part III", "Information privacy"),
        (2, "13", "Interferences with privacy"),
    ]


def test_a_canadian_part_after_a_gap_holds_its_sections() -> None:
    text = (
        "Short title\n\n1 This Act may be cited as the Electronic Documents Act.\n\n"
        "PART 1\n\nProtection of Personal Information\n\nPurpose\n\n"
        "3 The purpose of this Part is to establish rules.\n\n"
        "PART 2\n\nElectronic Documents\n\nDefinitions\n\n"
        "31 (1) The following definitions apply in this Part.\n\n"
        "(2) Other words have their ordinary meaning.\n\n"
        "Purpose\n\n32 The purpose of this Part is to provide for electronic means.\n"
    )
    outline = _outline(text)
    assert (2, "31", "Definitions") in outline
    assert (2, "32", "Purpose") in outline
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [n.parent for n in nodes if n.identifier in ("31", "32")] == ["Part 2", "Part 2"]
    assert [n.parent for n in nodes if n.identifier == "(2)"] == ["31"]
