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
