"""Lists written inside a sentence are text; a list numbered from 0 is a list.

Only the first item of a list run into a sentence can look like a clause start (after a colon
and before a capital: "... dispose of: 1) Modifications ..."); the items after it follow a
semicolon or "and" and a lower-case word. Such a first item used to become the only child of
its clause, and everything after it up to the next clause hung under it.
"""

from __future__ import annotations

from clausewise import LegalChunker


def _outline(text: str, jurisdiction: str = "us") -> list[tuple[str, int]]:
    nodes = LegalChunker(jurisdiction=jurisdiction).parse_structure(text)
    return [(n.identifier, n.level) for n in nodes]


GRANT = """1. Definitions.

1.1. "Software" means the program supplied under this Agreement.

2. Licence.

2.1. Grant. Each Contributor grants You a licence:

(a) under its copyrights, to use and copy the Software; and

(b) under its Patent Claims, to make, use, sell and otherwise dispose of: 1) Modifications
made by that Contributor (or portions of them); and 2) the combination of those
Modifications with the Software.

(c) the licences granted in this Section 2.1 start on the date of first use.

2.2. Reservation. No other right is granted.
"""


def test_a_list_run_into_a_sentence_is_text() -> None:
    outline = _outline(GRANT)
    assert not any(i in ("1)", "2)") for i, _ in outline)
    assert [i for i, lvl in outline if lvl == 3] == ["(a)", "(b)", "(c)"]
    nodes = LegalChunker(jurisdiction="us").parse_structure(GRANT)
    b = next(n for n in nodes if n.identifier == "(b)")
    assert "the combination of those" in GRANT[b.char_start : b.char_end]


INVOICES = (
    "2.2 Payment. (a) Recipient shall pay the fees set out in Schedule A. (b) (i) Provider "
    "shall send Recipient monthly invoices, which shall set out the amounts payable, and (ii) "
    "payments shall be made within fifteen days of receipt of an invoice. (c) Late payments "
    "bear interest at one percent a month. 2.3 Disputes. Recipient shall notify any dispute "
    "in writing before the due date.\n"
)


def test_a_roman_list_running_on_after_and_is_text() -> None:
    text = "1. Services. Provider shall provide the Services.\n\n2. Fees.\n\n2.1 Fees. " + (
        "Recipient shall pay the fees.\n\n" + INVOICES
    )
    outline = _outline(text)
    assert not any(i in ("(i)", "(ii)") for i, _ in outline)
    assert ("2.2", 2) in outline and ("2.3", 2) in outline


def test_a_lone_run_in_subsection_whose_list_does_not_go_on_stays() -> None:
    text = (
        "1. Product. Seller shall deliver the Product described in Exhibit A to Buyer at "
        "its plant. 2. Term and Termination. A. Termination. Either Party may terminate "
        "this Agreement at any time before delivery of the Product. 3. Indemnification. "
        "Buyer shall indemnify Seller against all third party claims. 4. Governing Law. "
        "This Agreement is governed by the laws of Texas.\n"
    )
    outline = _outline(text)
    assert [i for i, lvl in outline if lvl == 1] == ["1", "2", "3", "4"]
    assert ("A.", 2) in outline


COMBINED = """4. Combined Works.

You may convey a Combined Work under terms of your choice, provided that you also do each of
the following:

a) Give prominent notice with each copy of the Combined Work.

b) Do one of the following:

   0) Convey the Minimal Corresponding Source under the terms of this
   License, in the manner specified by section 6 of the GNU GPL.

   1) Use a suitable shared library mechanism for linking with the
   Library.

c) Provide Installation Information.

5. Combined Libraries.

You may place library facilities side by side in a single library.
"""


def test_a_list_numbered_from_zero_opens_at_zero() -> None:
    outline = _outline(COMBINED)
    assert [i for i, lvl in outline if lvl == 3] == ["0)", "1)"]
    nodes = LegalChunker(jurisdiction="us").parse_structure(COMBINED)
    b = next(n for n in nodes if n.identifier == "b)")
    zero = next(n for n in nodes if n.identifier == "0)")
    assert b.char_start < zero.char_start < b.char_end
    assert COMBINED[zero.char_start :].startswith("0) Convey")
