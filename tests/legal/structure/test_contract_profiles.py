"""Custom profiles, unnumbered documents and edge cases of the contract parser."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure import parse
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import DocumentSection

D = DocumentSection
US = get_profile("us")


def test_empty_and_structureless_text_fall_back() -> None:
    for text in ("", "   \n\n  "):
        tree = parse_contract(text, US)
        assert tree.fallback and tree.nodes == ()
    prose = (
        "The parties met on a Tuesday. They talked about the weather and about 3. The "
        "outcome was agreed in principle, subject to Section 2.3 of the Act.\n\nNothing else "
        "was decided that day."
    )
    tree = parse_contract(prose, US)
    assert tree.fallback and tree.nodes == ()


def test_dispatcher_routes_contract_profiles() -> None:
    text = "AGREEMENT\n\n1. Scope\n\nThe scope.\n\n2. Term\n\nThe term.\n"
    assert parse(text, US) == parse_contract(text, US)


def test_custom_word_lists() -> None:
    profile = US.with_changes(
        key="de",
        unit_words=("artikel",),
        schedule_words=("anlage",),
        definitions_headings=("begriffsbestimmungen",),
        signature_markers=("unterschriften",),
        recital_markers=("präambel",),
    )
    text = (
        "VERTRAG\n\nZwischen A und B.\n\nPräambel\n\nDie Parteien wollen zusammenarbeiten.\n\n"
        "Artikel 1\nBegriffsbestimmungen\n\n1.1 Ein Begriff ist ein Wort.\n\n"
        "Artikel 2\nLeistungen\n\n2.1 A liefert Waren.\n\n2.2 B zahlt den Preis.\n\n"
        "Unterschriften\n\nA: ________\n\nB: ________\n\n"
        "Anlage 1\nPreisliste\n\n1. Waren kosten zehn Euro.\n"
    )
    tree = parse_contract(text, profile)
    got = [(n.identifier, n.depth, n.section) for n in tree.nodes]
    assert got == [
        ("Preamble", 1, D.PREAMBLE),
        ("Recitals", 1, D.RECITALS),
        ("Artikel 1", 1, D.DEFINITIONS),
        ("1.1", 2, D.DEFINITIONS),
        ("Artikel 2", 1, D.OPERATIVE),
        ("2.1", 2, D.OPERATIVE),
        ("2.2", 2, D.OPERATIVE),
        ("Signatures", 1, D.SIGNATURES),
        ("Anlage 1", 1, D.SCHEDULES),
        ("1", 2, D.SCHEDULES),
    ]
    assert tree.nodes[2].start == text.index("Artikel 1")
    assert tree.nodes[8].start == text.index("Anlage 1")


def test_detect_heading_callable_decides_per_line() -> None:
    def detect(line: str) -> tuple[int, str] | None:
        if line.startswith("TITLE "):
            return 1, line.split(" ", 2)[0] + " " + line.split(" ", 2)[1]
        if line.startswith("Rule "):
            return 3, line.split(" ", 2)[0] + " " + line.split(" ", 2)[1]  # clamped to 2
        return None

    profile = US.with_changes(key="rules", detect_heading=detect)
    text = (
        "House rules.\n\nTITLE I General\nIntro text.\nRule 1 Be kind\nText.\n"
        "Rule 2 Be quiet\nText.\nTITLE II Final\nRule 3 Leave\nText.\n"
    )
    tree = parse_contract(text, profile)
    got = [(n.identifier, n.depth, n.start) for n in tree.nodes]
    assert got == [
        ("Preamble", 1, 0),
        ("TITLE I", 1, text.index("TITLE I ")),
        ("Rule 1", 2, text.index("Rule 1")),
        ("Rule 2", 2, text.index("Rule 2")),
        ("TITLE II", 1, text.index("TITLE II")),
        ("Rule 3", 2, text.index("Rule 3")),
    ]
    assert tree.nodes[1].title == "General"
    assert tree.nodes[1].end == text.index("\nTITLE II")


def test_unnumbered_capitals_headings() -> None:
    text = (
        "CONSULTING AGREEMENT\n\nThis Agreement is made between Acme Inc. and Jane Doe.\n\n"
        "SERVICES\n\nThe Consultant shall advise Acme on its products.\n\n"
        "FEES\n\nAcme shall pay USD 100 per hour.\n\n"
        "GOVERNING LAW\n\nThis Agreement is governed by the laws of Delaware.\n\n"
        "IN WITNESS WHEREOF, the parties sign below.\n\nACME INC.\n\nBy: /s/ John Smith\n"
    )
    tree = parse_contract(text, US)
    got = [(n.identifier, n.kind, n.section) for n in tree.nodes]
    assert got == [
        ("Preamble", "preamble", D.PREAMBLE),
        ("SERVICES", "heading", D.OPERATIVE),
        ("FEES", "heading", D.OPERATIVE),
        ("GOVERNING LAW", "heading", D.OPERATIVE),
        ("Signatures", "signatures", D.SIGNATURES),
    ]
    assert tree.title == "CONSULTING AGREEMENT"
    assert tree.nodes[3].start == text.index("GOVERNING LAW") and tree.nodes[3].number == ""


def test_terms_of_service_title_case_headings() -> None:
    text = (
        "Example Terms of Service\n\n"
        "Thanks for using Example. These terms cover your use of our services and websites.\n\n"
        "Your Content\n\n"
        "You keep ownership of everything you upload to the services, and we only use it to "
        "run the services for you.\n\n"
        "Using our Services\n\n"
        "You must follow any policies made available to you within the services, and you may "
        "not misuse them in any way.\n\n"
        "Termination\n\n"
        "We may suspend or stop providing our services to you if you do not comply with these "
        "terms or our policies.\n"
    )
    tree = parse_contract(text, US)
    assert tree.title == "Example Terms of Service"
    assert [n.identifier for n in tree.nodes] == [
        "Preamble",
        "Your Content",
        "Using our Services",
        "Termination",
    ]
    assert tree.nodes[2].start == text.index("Using our Services")
    # Without heading lines only the zones remain: the title line, then one body.
    without = parse_contract(text, US.with_changes(key="no-lines", line_headings=False))
    assert not without.fallback
    assert [(n.kind, n.start, n.end) for n in without.nodes] == [
        ("preamble", 0, len("Example Terms of Service")),
        ("body", text.index("Thanks for using"), len(text.rstrip())),
    ]


def test_clause_and_paragraph_sign_headings() -> None:
    uk = get_profile("uk")
    text = (
        "AGREEMENT\n\nBetween A and B.\n\nClause 1 Definitions\n\nWords mean things.\n\n"
        "Clause 2 Services\n\n2.1 A shall serve.\n\n2.2 B shall pay.\n\nClause 3 Term\n\n"
        "It lasts a year.\n"
    )
    tree = parse_contract(text, uk)
    got = [(n.identifier, n.depth, n.kind, n.section) for n in tree.nodes]
    assert got == [
        ("Preamble", 1, "preamble", D.PREAMBLE),
        ("Clause 1", 1, "clause", D.DEFINITIONS),
        ("Clause 2", 1, "clause", D.OPERATIVE),
        ("2.1", 2, "subclause", D.OPERATIVE),
        ("2.2", 2, "subclause", D.OPERATIVE),
        ("Clause 3", 1, "clause", D.OPERATIVE),
    ]
    signs = (
        "TERMS\n\nThese terms apply.\n\n§ 1 Scope\n\nThey cover the services.\n\n§ 2 Fees\n\n"
        "(1) Fees are due monthly.\n\n(2) Late fees apply.\n\n§ 3 Law\n\nGerman law applies.\n"
    )
    tree = parse_contract(signs, uk)
    assert [(n.identifier, n.depth) for n in tree.nodes] == [
        ("Preamble", 1),
        ("§ 1", 1),
        ("§ 2", 1),
        ("(1)", 2),
        ("(2)", 2),
        ("§ 3", 1),
    ]
    assert tree.nodes[2].start == signs.index("§ 2") and tree.nodes[2].title == "Fees"


def test_sentence_case_run_in_titles_and_lead_ins() -> None:
    text = (
        "1. General\n\n"
        "1.1 Force majeure. Neither party shall be in breach for a delay beyond its control.\n\n"
        "1.2 Governing law and jurisdiction. This agreement is governed by English law.\n\n"
        "1.3 The following terms apply after termination:\n\n(a) the licence ends; and\n\n"
        "(b) each party returns the other's property.\n\n"
        "1.4 Notices: Any notice shall be in writing.\n\n"
        "1.5 Payment is due. The Customer pays within 30 days.\n"
    )
    titles = {n.identifier: n.title for n in parse_contract(text, get_profile("uk")).nodes}
    # Declared: two short sentence-case run-in titles, a lead-in sentence that is no title,
    # a one-word title closed by a colon, and a sentence (it has a verb) that is no title.
    assert titles["1.1"] == "Force majeure"
    assert titles["1.2"] == "Governing law and jurisdiction"
    assert titles["1.3"] is None
    assert titles["1.4"] == "Notices"
    assert titles["1.5"] is None


# -- unnumbered section headings in terms of service ---------------------------------------

TERMS = """Acme Terms of Use

These Terms of Use govern your use of the Acme service. By using the service you agree.

Your Account

You are responsible for keeping your password confidential and for all activity on it.

Acceptable Use

You agree not to:

- use the service for any illegal purpose;
- copy the service by automated means.

Governing Law

These Terms are governed by the laws of the State of Delaware, without regard to conflicts.

Contact Us

Questions? Email legal@acme.example.
"""


def test_a_section_opening_with_a_short_line_keeps_its_heading() -> None:
    # "You agree not to:" and "Questions? Email ..." are shorter than a paragraph; after a
    # blank line they still open the section the line above heads.
    chunker = LegalChunker(jurisdiction="us", doc_type="terms_conditions")
    nodes = chunker.parse_structure(TERMS)
    assert [n.identifier for n in nodes] == [
        "Preamble",
        "Your Account",
        "Acceptable Use",
        "Governing Law",
        "Contact Us",
    ]


def test_the_first_heading_after_an_opening_sentence_is_not_the_title() -> None:
    md = (
        "# Terms of Service\n\nWelcome to **Acme**. By using Acme you agree to these Terms.\n\n"
        "## Your Account\n\nKeep your password safe at all times.\n\n"
        "## Governing Law\n\nThese Terms are governed by the laws of California.\n"
    )
    chunker = LegalChunker(jurisdiction="us", doc_type="terms_conditions")
    assert [n.identifier for n in chunker.parse_structure(md)] == [
        "Preamble",
        "Your Account",
        "Governing Law",
    ]


def test_short_lines_inside_a_block_are_not_headings() -> None:
    text = TERMS.replace("Questions? Email legal@acme.example.", "Acme Inc\nPO Box 12\nDover")
    nodes = LegalChunker(jurisdiction="us", doc_type="terms_conditions").parse_structure(text)
    # An address block is no section: its lines are short, unpunctuated and not one of
    # them opens a sentence. A contact heading above it heads it (the block is what the
    # section is for); any other short line above such a block is no heading.
    assert [n.identifier for n in nodes][-2:] == ["Governing Law", "Contact Us"]
    assert nodes[-1].char_end == len(text.rstrip())
    assert nodes[-2].char_end == text.index("Contact Us") - 2
    other = text.replace("Contact Us", "Head Office")
    nodes = LegalChunker(jurisdiction="us", doc_type="terms_conditions").parse_structure(other)
    assert [n.identifier for n in nodes][-1] == "Governing Law"
    assert nodes[-1].char_end == len(other.rstrip())
