"""Structure of contracts of shapes the corpus lacks or gets wrong (round 32, second pass).
Text written for the tests."""

from __future__ import annotations

from clausewise import LegalChunker


def _nodes(text: str, jurisdiction: str = "uk") -> list[tuple[str, str | None, str | None]]:
    nodes = LegalChunker(jurisdiction=jurisdiction).parse_structure(text)
    return [(n.identifier, n.title, n.parent) for n in nodes]


# An excerpt of a facility agreement: clauses 4 to 22 left out, so "23." follows "3.3".
_LOAN = (
    "FACILITY AGREEMENT\n\n"
    "1. DEFINITIONS AND INTERPRETATION\n\n"
    '1.1 In this Agreement "Loan" means the loan made or to be made under the Facility.\n\n'
    "2. THE FACILITY\n\n"
    "2.1 Subject to the terms of this Agreement, the Lender makes available to the Borrower"
    " a sterling term loan facility in an aggregate amount equal to the Commitment.\n\n"
    "3. CONDITIONS OF UTILISATION\n\n"
    "3.1 Initial conditions precedent\n\n"
    "The Borrower may not deliver a Utilisation Request unless the Lender has received all of"
    " the documents listed in Schedule 2 in form and substance satisfactory to the Lender.\n\n"
    "3.3 Further conditions precedent\n\n"
    "The Lender will only be obliged to comply with Clause 5.4 if on the date of the"
    " Utilisation Request no Default is continuing.\n\n"
    "23. EVENTS OF DEFAULT\n\n"
    "23.1 Non-payment\n\n"
    "The Borrower does not pay on the due date any amount payable pursuant to a Finance"
    " Document at the place at and in the currency in which it is expressed to be payable.\n\n"
    "23.2 Other obligations\n\n"
    "The Borrower does not comply with any provision of the Finance Documents.\n\n"
    "24. CHANGES TO THE LENDER\n\n"
    "The Lender may assign any of its rights under this Agreement to another bank.\n"
)


def test_clause_heading_after_a_long_jump_opens_a_clause() -> None:
    got = _nodes(_LOAN)
    assert [(i, t, p) for i, t, p in got if i.startswith("2") or i.startswith("3")] == [
        ("2", "THE FACILITY", None),
        ("2.1", None, "2"),
        ("3", "CONDITIONS OF UTILISATION", None),
        ("3.1", "Initial conditions precedent", "3"),
        ("3.3", "Further conditions precedent", "3"),
        ("23", "EVENTS OF DEFAULT", None),
        ("23.1", "Non-payment", "23"),
        ("23.2", "Other obligations", "23"),
        ("24", "CHANGES TO THE LENDER", None),
    ]


def test_long_jump_without_own_sub_clauses_stays_text() -> None:
    # "23." in the middle of a clause with no "23.1" under it is no clause heading.
    text = _LOAN.replace("23.1 Non-payment", "Non-payment").replace("23.2 Other", "Other")
    ids = [i for i, _, _ in _nodes(text)]
    assert "23" not in ids
    # nor "24" after it, which now follows 3.3 with no "24.1" of its own
    assert "24" not in ids and "3.3" in ids


# A list lettered to "(i)" at the end of a section: the letter after "(h)", not a roman one,
# although the next section holds a roman list "(i)" / "(ii)".
_LETTERS = (
    "SERVICING AGREEMENT\n\n"
    "Section 4.3 Deposits and Payments.\n\n"
    "(a) Closing Date Deposit. On the Closing Date, the Servicer will deposit all Collections"
    " received since the Cut-Off Date into the Collection Account.\n\n"
    "(b) Deposit of Collections. The Servicer will deposit Collections into the Collection"
    " Account within two Business Days after identification.\n\n"
    "(c) Reconciliation. The Servicer will reconcile the deposits every month.\n\n"
    "(d) Net Deposits. The Servicer may make the deposits net of the Servicing Fee.\n\n"
    "(e) No Segregation. The Servicer is not required to segregate Collections.\n\n"
    "(f) Carry Deposits. Any Certificateholder may deposit funds into the Carry Account.\n\n"
    "(g) Upgrade Payments. The Marketing Agent will deposit each Upgrade Payment.\n\n"
    "(h) Credit Payments. The Marketing Agent will deposit each Credit Payment within two"
    " Business Days; provided, that if the conditions in Section 4.3(b)(i) are satisfied, it"
    " will deposit such amounts on the second Business Day before the Payment Date.\n\n"
    "(i) Assumption Payments. If an Originator allows a device payment plan to be assumed,"
    " the Servicer will deposit the amounts paid into the Collection Account.\n\n"
    "Section 4.4 Reserve Account.\n\n"
    "(a) Initial Deposit. On the Closing Date, the Depositor will deposit the Required"
    " Reserve Amount into the Reserve Account.\n\n"
    "(b) Draws. On each Payment Date the Indenture Trustee will withdraw from the Reserve"
    " Account:\n\n"
    "(i) first, the amount of any shortfall in interest; and\n\n"
    "(ii) second, the amount of any shortfall in principal.\n"
)


def test_letter_i_after_h_ending_a_section_is_a_letter() -> None:
    got = _nodes(_LETTERS, "us")
    four_three = [(i, p) for i, _, p in got if p == "Section 4.3"]
    assert four_three == [(f"({c})", "Section 4.3") for c in "abcdefghi"]
    assert ("(i)", None, "(b)") in got and ("(ii)", None, "(b)") in got


# Web terms: the document's title, then sections headed by a line closed by a full stop.
_TERMS = (
    "Terms of Use\n\n"
    "Use of the site.\n\n"
    "You may use the site only for lawful purposes and in accordance with these Terms.\n\n"
    "Accounts.\n\n"
    "You are responsible for keeping your password confidential and for all activity"
    " under your account.\n\n"
    "Termination.\n\n"
    "We may suspend or end your access to the site at any time if you breach these Terms.\n"
)


def test_closed_heading_right_under_the_title_heads_a_section() -> None:
    got = _nodes(_TERMS, "us")
    assert [(i, t) for i, t, _ in got] == [
        ("Preamble", None),
        ("Use of the site", "Use of the site"),
        ("Accounts", "Accounts"),
        ("Termination", "Termination"),
    ]


# An excerpt of a UK Act from section 45 on: bare section numbers, some titles long.
_ACT = (
    "45 Key definitions\n\n"
    "(1) This Chapter applies to a contract for a trader to supply a service to a consumer.\n\n"
    "(2) That does not include a contract of employment or apprenticeship.\n\n"
    "46 Remedy for damage to device or to other digital content\n\n"
    "(1) This section applies if—\n\n"
    "(a) a trader supplies digital content to a consumer under a contract, and\n\n"
    "(b) the digital content causes damage to a device or to other digital content.\n\n"
    "(2) The trader must either repair the damage or compensate the consumer for it.\n\n"
    "49 Service to be performed with reasonable care and skill\n\n"
    "(1) Every contract to supply a service is to be treated as including a term that the"
    " trader must perform the service with reasonable care and skill.\n\n"
    "(2) See section 50 for another term that is to be treated as included in a contract.\n\n"
    "50 Information about the trader or service to be binding\n\n"
    "(1) Every contract to supply a service is to be treated as including as a term of the"
    " contract anything that is said or written to the consumer about the service.\n"
)


def test_act_excerpt_with_long_section_titles_keeps_its_sections() -> None:
    got = _nodes(_ACT)
    assert [(i, t) for i, t, p in got if p is None] == [
        ("45", "Key definitions"),
        ("46", "Remedy for damage to device or to other digital content"),
        ("49", "Service to be performed with reasonable care and skill"),
        ("50", "Information about the trader or service to be binding"),
    ]
    assert [i for i, _, p in got if p == "46"] == ["(1)", "(2)"]
    assert [i for i, _, p in got if p == "(1)"] == ["(a)", "(b)"]


def test_long_line_after_a_bare_number_without_subsections_is_no_heading() -> None:
    # A hard-wrapped sentence that starts with a number is no section.
    text = _ACT.replace(
        "(2) See section 50",
        "(2) The trader must complete the service within\n"
        "30 days of the date on which the consumer pays the deposit for it\n"
        "and the consumer may end the contract otherwise. See section 50",
    )
    ids = [i for i, _, _ in _nodes(text)]
    assert "30" not in ids
    # Nor a capitalised line of 9 to 16 words after a number, with no "(1)" under it.
    text = _ACT.replace(
        "(2) See section 50",
        "(2) The trader must complete the service within a reasonable time.\n\n"
        "30 The consumer may cancel the service at any time before the trader begins it\n"
        "and the trader must then refund the deposit in full. See section 50",
    )
    ids = [i for i, _, _ in _nodes(text)]
    assert "30" not in ids and "49" in ids and "50" in ids


# The same excerpt under its Part and Chapter headings, with short section titles.
_ACT_UNDER_PART = (
    "PART 1\n\nCONSUMER CONTRACTS FOR GOODS, DIGITAL CONTENT AND SERVICES\n\n"
    "CHAPTER 4\n\nSERVICES\n\n"
    + _ACT.replace("Remedy for damage to device or to other digital content", "Remedy for damage")
    .replace("Service to be performed with reasonable care and skill", "Reasonable care and skill")
    .replace("Information about the trader or service to be binding", "Binding information")
    + "\nCHAPTER 5\n\nGENERAL AND SUPPLEMENTARY PROVISIONS\n\n"
    "57 Liability that cannot be excluded\n\n"
    "(1) A term of a contract to supply services must not exclude the trader's liability.\n\n"
    "PART 2\n\nUNFAIR TERMS\n\n"
    "61 Contracts covered by this Part\n\n"
    "(1) This Part applies to a contract between a trader and a consumer.\n"
)


def test_act_excerpt_keeps_its_part_and_chapter_whatever_their_numbers() -> None:
    got = [(i, p) for i, _, p in _nodes(_ACT_UNDER_PART) if not i.startswith("(")]
    assert got == [
        ("Part 1", None),
        ("Chapter 4", "Part 1"),
        ("45", "Chapter 4"),
        ("46", "Chapter 4"),
        ("49", "Chapter 4"),
        ("50", "Chapter 4"),
        ("Chapter 5", "Part 1"),
        ("57", "Chapter 5"),
        ("Part 2", None),
        ("61", "Part 2"),
    ]


def test_act_excerpt_under_a_single_part_keeps_the_part() -> None:
    text = _ACT_UNDER_PART[: _ACT_UNDER_PART.index("\nCHAPTER 5")]
    got = [(i, p) for i, _, p in _nodes(text) if not i.startswith("(")]
    assert got[:3] == [("Part 1", None), ("Chapter 4", "Part 1"), ("45", "Chapter 4")]
    assert got[-1] == ("50", "Chapter 4")
