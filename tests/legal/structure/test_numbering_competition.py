"""Numberings in competition: a list numbered like the clauses, or lettered, inside a clause.

A software licence rendered from HTML numbers its sections "1.", "1.1.", "1.1.1." at the
left margin and the lists inside them "  1.", "  2." two spaces in, restarting at 1 under
each heading. The indented "2." used to continue the top-level "1." (the same way of
writing a number), the decimal sections after it were lost, and so was the real "2.".
An excerpt that starts at clause 3 and holds a lettered list "A." to "D." used to have the
list as its outline. The indentation, the list's own first item and the clauses around the
list tell a reader which numbering carries the document.
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import ClauseTree

US = get_profile("us")


def _items(words: list[str]) -> str:
    return "".join(
        f"  {k}. The user may {w} the kit as set out here.\n\n" for k, w in enumerate(words, 1)
    )


# The decimal outline; each heading is followed by a paragraph and, for some, an indented list.
_OUTLINE: list[tuple[str, str, list[str]]] = [
    ("1.", "Agreement for the Toolkit", []),
    ("1.1.", "Licence", []),
    ("1.1.1.", "Grant", ["install", "modify", "share"]),
    ("1.1.2.", "Conditions", ["label", "bundle", "ship", "report"]),
    ("1.2.", "Limits", ["not resell", "not rename"]),
    ("1.3.", "Ownership", []),
    ("2.", "Supplement for the Compiler", []),
    ("2.1.", "Scope", []),
    ("2.2.", "Attachment B", ["cite", "copy", "quote", "mirror", "print"]),
]


def _toolkit_licence() -> str:
    parts = ["TOOLKIT LICENCE AGREEMENT\n\nRead this agreement before you use the kit.\n\n"]
    for number, title, items in _OUTLINE:
        parts.append(f"{number} {title}\n\nThis part covers {title.lower()} of the kit.\n\n")
        parts.append(_items(items))
    return "".join(parts)


def _units(tree: ClauseTree) -> list[tuple[str, int, int]]:
    return [(n.identifier, n.depth, n.start) for n in tree.nodes if n.kind != "preamble"]


def test_indented_lists_do_not_displace_the_decimal_outline() -> None:
    text = _toolkit_licence()
    tree = parse_contract(text, US)
    want = [
        (number.rstrip("."), number.count("."), text.index(f"\n{number} {title}\n") + 1)
        for number, title, _ in _OUTLINE
    ]
    assert _units(tree) == want
    titles = {n.identifier: n.title for n in tree.nodes}
    assert titles["1.1.2"] == "Conditions"
    assert titles["2"] == "Supplement for the Compiler"
    # The list under "2.2. Attachment B" stays inside 2.2, the last unit.
    last = tree.nodes[-1]
    assert last.identifier == "2.2" and last.end >= text.index("  5. The user may print")


def test_a_schedule_word_after_a_clause_number_titles_the_clause() -> None:
    text = (
        "SERVICE TERMS\n\n"
        "1. Services\n\nThe provider runs the service for the customer.\n\n"
        "1.1 Hours\n\nThe service runs on working days.\n\n"
        "2. Charges\n\nThe customer pays the charges below.\n\n"
        "2.1 Rates\n\nRates are set each year.\n\n"
        "2.2. Exhibit A\n\nThe rate card for the first year is as follows.\n\n"
        "Hourly work costs the same on every day.\n"
    )
    tree = parse_contract(text, US)
    assert [n.kind for n in tree.nodes if n.kind in ("schedule", "exhibit")] == []
    last = tree.nodes[-1]
    assert (last.identifier, last.start, last.title) == (
        "2.2",
        text.index("2.2. Exhibit"),
        "Exhibit A",
    )
    assert last.end == len(text.rstrip())


def test_a_lettered_list_does_not_replace_clauses_that_start_late() -> None:
    text = (
        "EXCERPT OF THE SUPPLY TERMS\n\n"
        "3. DELIVERY\n\nThe seller ships the goods within ten days of an order.\n\n"
        "4. DUTIES OF THE BUYER\n\nThe buyer agrees to the following points.\n\n"
        "A. Pay each invoice within thirty days of receiving it.\n"
        "B. Inspect the goods on arrival and report any damage.\n"
        "C. Keep the goods insured until they are paid for.\n"
        "D. Store the goods in a dry place.\n\n"
        "5. WARRANTY\n\nThe seller warrants the goods for one year from delivery.\n\n"
        "6. TERMINATION\n\nEither party may end these terms on notice.\n"
    )
    tree = parse_contract(text, US)
    tops = [(n.identifier, n.start) for n in tree.nodes if n.depth == 1 and n.kind != "preamble"]
    assert tops == [(str(k), text.index(f"{k}. ")) for k in (3, 4, 5, 6)]
    four = next(n for n in tree.nodes if n.identifier == "4")
    letters = [n for n in tree.nodes if n.depth == 2]
    assert [n.start for n in letters] == [text.index(f"{x}. ") for x in "ABCD"]
    assert all(four.start < n.start < four.end for n in letters)


def test_a_repeated_clause_number_starts_no_list() -> None:
    """Guard: a clause number written twice ("3. Fees" / "3. Taxes") is no list inside
    clause 3, and the "4." after it is still a clause; likewise a "1." at the margin under
    the last clause, which may start an appended agreement as well as a list."""
    text = (
        "PLAN TERMS\n\n"
        "1. Plan\n\nThe plan gives access to the app.\n\n"
        "2. Term\n\nThe plan runs for a year.\n\n"
        "3. Fees\n\nThe fee is due monthly.\n\n"
        "3. Taxes\n\nTaxes are added to the fee.\n\n"
        "4. Support\n\nSupport is given by email.\n\n"
        "5. Law\n\nThe law of the seller's seat applies.\n"
    )
    tree = parse_contract(text, US)
    tops = [n.identifier for n in tree.nodes if n.depth == 1 and n.kind != "preamble"]
    assert tops == ["1", "2", "3", "4", "5"]
    four = next(n for n in tree.nodes if n.identifier == "4")
    assert four.start == text.index("4. Support")
