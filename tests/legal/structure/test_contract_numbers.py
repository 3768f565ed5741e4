"""Clause numbers past 999, and years that only look like clause numbers.

Long codes and rule books run to Section 1001 and beyond; their numbering must parse like any
other. A year at the start of a line ("2019. The base fee ...") has the shape of a clause
number but continues no numbering, so it stays inside its clause. The documents are declared
first (their clause numbers) and the text is generated from the declaration.
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

US = get_profile("us")

_TOPICS = ("Scope", "Filing of Returns", "Records", "Inspection", "Penalties", "Appeals")


def _code(numbers: range, marker: str) -> str:
    """A rule book: one short section per number, headed "<marker> n. <topic>."."""
    parts = ["RULES OF THE ACME EXCHANGE\n"]
    for n in numbers:
        topic = _TOPICS[n % len(_TOPICS)]
        parts.append(
            f"{marker.format(n=n)} {topic}. A Member shall keep the records required by this "
            f"rule for at least {n % 7 + 3} years.\n"
        )
    return "\n".join(parts)


def test_sections_past_999_are_units() -> None:
    numbers = range(1, 1004)
    text = _code(numbers, "Section {n}.")
    tree = parse_contract(text, US)
    got = [n.identifier for n in tree.nodes if n.depth == 1 and n.kind != "preamble"]
    assert got == [f"Section {n}" for n in numbers]
    last = tree.nodes[-1]
    assert (last.start, last.title) == (text.index("Section 1003."), _TOPICS[1003 % 6])


def test_decimal_clauses_past_999_are_units() -> None:
    numbers = range(1, 1003)
    text = _code(numbers, "{n}.")
    tree = parse_contract(text, US)
    got = [n.identifier for n in tree.nodes if n.depth == 1 and n.kind != "preamble"]
    assert got == [str(n) for n in numbers]
    assert tree.nodes[-1].start == text.index("\n1002. ") + 1


def test_years_at_line_starts_stay_inside_their_clause() -> None:
    text = (
        "MASTER SERVICES AGREEMENT\n\n"
        "1. Services\n\nThe Supplier shall provide the Services described in Schedule 1.\n\n"
        "2. Fees\n\nThe base fee increases each year as follows:\n\n"
        "2019. The base fee of $10,000 a month applies.\n\n"
        "2020. The base fee rises to $12,000 a month.\n\n"
        "2021. The base fee rises to $14,000 a month.\n\n"
        "3. Term\n\nThis Agreement continues until 31 December 2021.\n"
    )
    tree = parse_contract(text, US)
    assert [(n.depth, n.identifier) for n in tree.nodes] == [
        (1, "Preamble"),
        (1, "1"),
        (1, "2"),
        (1, "3"),
    ]
    fees = tree.nodes[2]
    assert (fees.start, fees.end) == (
        text.index("2. Fees"),
        len(text[: text.index("3. Term")].rstrip()),
    )


def test_sec_abbreviation_heads_sections_only_with_its_period() -> None:
    """Bylaws and older agreements head sections "Sec. 2." (or "SEC. 2."); a statute cited
    inline ("U.S.C.A. Sec. 101") starts nothing, and "Sec" without its period is a word."""
    numbers = range(1, 8)
    text = _code(numbers, "Sec. {n}.").replace("Sec. 4.", "SEC. 4.")
    text = text.replace(
        "Sec. 2. Filing of Returns. A Member",
        "Sec. 2. Filing of Returns. Under 11 U.S.C.A. Sec. 101 et seq. a Member",
    )
    tree = parse_contract(text, US)
    got = [(n.identifier, n.title) for n in tree.nodes if n.depth == 1 and n.kind != "preamble"]
    assert got == [(f"Section {n}", _TOPICS[n % 6]) for n in numbers]
    assert all(n.kind == "section" for n in tree.nodes if n.depth == 1 and n.kind != "preamble")
    plain = parse_contract(_code(numbers, "Sec {n}:"), US)
    assert not any(n.identifier.startswith("Section") for n in plain.nodes)


def test_a_citation_inside_a_title_does_not_cut_it() -> None:
    # An amendment's clauses are titled by the provision they change: the "3.1" of "Section
    # 3.1" is a citation, not the next unit, so it does not end the title before it.
    text = (
        "FIRST AMENDMENT TO SUPPLY AGREEMENT\n\n"
        "1. Definitions. Capitalized terms have the meanings given in the Agreement.\n\n"
        "2. Amendment to Section 3.1. Section 3.1 of the Agreement is deleted and replaced "
        "with the following text.\n\n"
        "3. Reservation of Rights under Section 17.5. Nothing in this Amendment waives any "
        "right.\n\n"
        "4. Counterparts. This Amendment may be executed in counterparts.\n"
    )
    tree = parse_contract(text, US)
    titles = {n.identifier: n.title for n in tree.nodes if n.depth == 1}
    assert titles["2"] == "Amendment to Section 3.1"
    assert titles["3"] == "Reservation of Rights under Section 17.5"
    assert titles["4"] == "Counterparts"


UK = get_profile("uk")


def _top(text: str, profile: object = UK) -> list[tuple[str, str | None]]:
    tree = parse_contract(text, profile)  # type: ignore[arg-type]
    return [(n.identifier, n.title) for n in tree.nodes if n.depth == 1]


def test_a_title_opening_with_a_unit_of_time_is_a_heading() -> None:
    text = (
        "1. JOB TITLE\n\n1.1 The Employee is employed as an engineer.\n\n"
        "2. HOURS OF WORK\n\n2.1 Normal working hours are 9am to 5pm.\n\n"
        "2.2 The Employee may be required to work overtime.\n\n"
        "3. Days of Operation\n\n3.1 The office opens Monday to Friday.\n\n"
        "4. SALARY\n\n4.1 The salary is paid monthly. The notice period is\n"
        "30 days after the first anniversary.\n"
    )
    assert [i for i, _ in _top(text)] == ["1", "2", "3", "4"]
    # The quantity cut off by the hard wrap stays inside clause 4.
    tree = parse_contract(text, UK)
    assert tree.nodes[-1].identifier == "4.1"


def test_bare_numbers_with_a_title_line_are_clause_headings() -> None:
    # "3 Term" with a plain body: no 3.1 below it and no title in capitals.
    text = (
        "1 Interpretation\n\n1.1 In this agreement Services means the cleaning services.\n\n"
        "2 Supply of Services\n\n2.1 The Supplier shall supply the Services.\n\n"
        "2.2 The Supplier shall comply with all applicable laws.\n\n"
        "3 Term\n\nThis agreement shall continue for three years.\n\n"
        "4 Limitation of Liability\n\nNeither party excludes liability for fraud.\n"
    )
    assert _top(text) == [
        ("1", "Interpretation"),
        ("2", "Supply of Services"),
        ("3", "Term"),
        ("4", "Limitation of Liability"),
    ]


def test_statute_sections_in_sentence_case_above_numbered_subsections() -> None:
    text = (
        "1 Short title\n\n(1) This Act may be cited as the Widget Safety Act 2025.\n\n"
        "2 Interpretation\n\n(1) In this Act a widget is a device described in section 3.\n\n"
        "3 Power to designate widgets\n\n(1) The Secretary of State may designate a widget.\n\n"
        "(2) A designation must be published.\n\n"
        "4 Interpretation of Part 2\n\n(1) In this Part a designation is one under section 3.\n"
    )
    assert _top(text) == [
        ("1", "Short title"),
        ("2", "Interpretation"),
        ("3", "Power to designate widgets"),
        ("4", "Interpretation of Part 2"),  # the number is the part's, not a page number
    ]
    tree = parse_contract(text, UK)
    subsections = [n.identifier for n in tree.nodes if n.depth == 2]
    assert subsections == ["(1)", "(1)", "(1)", "(2)", "(1)"]


def test_a_wrapped_sentence_starting_with_a_number_is_not_a_heading() -> None:
    text = (
        "1. Fees\n\nThe Customer shall pay the fee for each of the\n"
        "12 months of the Term within thirty days of each invoice.\n\n"
        "2. Term\n\nThe Agreement lasts two years.\n"
    )
    assert [i for i, _ in _top(text)] == ["1", "2"]
