"""Contracts laid out one line per paragraph, with no blank lines (Word and HTML exports).

Without blank lines, a line that does not end a sentence looked like a hard-wrapped one, and
a clause on the line below it was read as running on from it and lost. These tests pin the
shapes that did this, written afresh:

* a long paragraph line ending without punctuation ("... on or before the Closing Date")
  above "10. General Provisions.";
* a court filing's running footer that names its page ("Case 21-0457 Doc 88 Filed 03/02/21
  Page 4 of 30"), or a running header with a bare page number between column gaps
  ("Reseller Agreement     4     rev 0911"), different on every page, between two clauses;
* a numbered clause title on its own line ("3.13 Government Contract Provisions and Flow
  Downs") above its first sub-clause;
* a list whose items end without punctuation in a text that has no hard wraps at all.

And the hard-wrapped cases keep joining: a wrapped sentence line above a marker-like token
still continues onto it.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from types import ModuleType

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.structure.contract_zones import page_noise

US = get_profile("us")
DATA = Path(__file__).resolve().parents[2] / "data" / "cuad"


def _units(text: str) -> list[tuple[str, str, int]]:
    """(identifier, parent, start) of every unit below the document."""
    return [
        (n.identifier, n.parent or "", n.char_start)
        for n in LegalChunker(jurisdiction="us").parse_structure(text)
        if n.level >= 1
    ]


def test_a_long_paragraph_line_without_a_full_stop_ends_its_paragraph() -> None:
    text = (
        "SERVICES AGREEMENT\n"
        "9. Transition. The Supplier acknowledges that the Customer is party to a hosting "
        "agreement with another provider for its online shop, and agrees that the Customer "
        "is not in breach of this Agreement while that agreement remains in force, provided "
        "that it ends on or before the Closing Date\n"
        "10. General Provisions.\n"
        "10.1 Notices. Every notice under this Agreement shall be given in writing.\n"
        "10.2 Waiver. No failure to exercise a right waives it.\n"
    )
    units = _units(text)
    assert ("10", "", text.index("10. General")) in units
    assert ("10.1", "10", text.index("10.1 Notices")) in units
    assert ("10.2", "10", text.index("10.2 Waiver")) in units
    # The same break in a hard-wrapped sentence: the line is of a converter's width and
    # "10." below it is the number of days, not a clause.
    text = (
        "SERVICES AGREEMENT\n\n"
        "9. Transition. The Supplier shall hand over the hosting of the online shop within\n"
        "10. business days of the Closing Date and shall cooperate with the new provider.\n\n"
        "10. General Provisions. Every notice shall be given in writing.\n"
    )
    tree = parse_contract(text, US)
    starts = [(n.identifier, n.start) for n in tree.nodes if n.depth == 1]
    assert ("10", text.index("10. General")) in starts
    assert ("10", text.index("10. business")) not in starts


def _footer(page: int) -> str:
    return f"Case 21-0457-KJC Doc 88-2 Filed 03/02/21 Page {page} of 30\n"


_FILING = (
    "AGENCY AGREEMENT\n"
    "1. Appointment. The Merchant appoints the Agent as its exclusive agent for the Sale.\n"
    "2. Approval Order. The Approval Order shall, among other things:\n"
    "(a) approve this Agreement and the transactions it contemplates;\n"
    + _footer(3)
    + "(b) authorise the Agent to conduct the Sale at every Store named in the schedule; and\n"
    "(c) direct the landlords to allow the Sale to proceed without interference;\n"
    + _footer(4)
    + "(d) provide that the Agent may sell the Merchandise free of all liens and claims.\n"
    "3. Expenses. The Agent shall pay the Expenses of the Sale as they fall due.\n"
    + _footer(5)
    + "4. Insurance. The Agent shall keep the Merchandise insured at its own cost, in the "
    "amounts that a prudent retailer would carry for stock of the same kind\n"
    "5. Governing Law. This Agreement is governed by the laws of the State of Delaware.\n"
)


def test_a_running_footer_naming_its_page_is_page_furniture() -> None:
    # Headings that differ only in their number are structure, not furniture.
    heads = "".join(
        f"ARTICLE {k} GENERAL TERMS OF SUPPLY\nText of article {k}.\n" for k in range(6)
    )
    assert not page_noise(heads).is_noise("ARTICLE 7 GENERAL TERMS OF SUPPLY")
    text = _FILING
    units = _units(text)
    for marker, parent in (("(b) authorise", "2"), ("(d) provide", "2"), ("4. Insurance", "")):
        ident = marker.split()[0].rstrip(".")
        assert (ident, parent, text.index(marker)) in units, marker
    noise = page_noise(text)
    assert noise.is_noise(_footer(17).strip())
    assert not noise.is_noise("Case 21-0457-KJC Doc 88-2 Filed 03/02/21")


def test_a_numbered_title_on_its_own_line_heads_the_clause_below() -> None:
    text = (
        "MAINTENANCE AGREEMENT\n"
        "3.12 Records. The Vendor shall keep complete records of the Services.\n"
        "3.13 Government Contract Provisions and Flow Downs\n"
        "(a) To the extent that the Vendor's performance is subject to federal rules, the "
        "Vendor shall comply with them.\n"
        "(b) This Section incorporates the statutes listed in the schedule.\n"
        "3.14 Hazardous Material and Regulated Substances\n"
        "(a) The Vendor shall label every regulated substance it delivers.\n"
    )
    units = _units(text)
    assert ("(a)", "3.13", text.index("(a) To the extent")) in units
    assert ("(b)", "3.13", text.index("(b) This Section")) in units
    assert ("(a)", "3.14", text.index("(a) The Vendor shall label")) in units
    # "2.1 The Buyer may end ... under Section" is a sentence cut by a wrap, not a title:
    # "(b)" below it is part of the reference.
    text = (
        "SUPPLY AGREEMENT\n\n"
        "2.1 The Buyer may end this Agreement by notice for a breach described under Section\n"
        "(b) of Schedule 4, and the Supplier shall refund all prepaid amounts.\n\n"
        "2.2 The Supplier may end this Agreement on ninety days' notice.\n"
    )
    units = _units(text)
    assert not [u for u in units if u[0] == "(b)"]
    assert ("2.2", "", text.index("2.2 The Supplier")) in units


_ITEMS = [
    "the supply of the goods listed in each order form for every site",
    "the installation of the goods at each site named in the order form",
    "the training of the Customer's staff at each site in the use of the goods",
    "the maintenance of the goods during the warranty period for each site",
    "the repair or replacement of any goods found defective at any site",
    "the removal of packaging and waste from each site after installation",
    "the calibration of measuring equipment forming part of the goods",
    "the supply of spare parts for the goods for seven years from delivery",
    "the provision of manuals for the goods in English and in Spanish",
    "the updating of any software forming part of the goods during the term",
    "the disposal of replaced goods in line with the applicable regulations",
    "the reporting of service levels achieved at each site every quarter",
    "the attendance of an account manager at quarterly review meetings",
]


def _schedule() -> str:
    items = "".join(f"({chr(97 + k)}) {item}\n" for k, item in enumerate(_ITEMS))
    return (
        "SUPPLY AGREEMENT\n"
        "1. Services. The Supplier shall provide the following services to the Customer\n"
        + items
        + "2. Price. The Customer shall pay the price set out in the order form.\n"
    )


def test_a_list_without_punctuation_in_text_with_no_hard_wraps(reextract: ModuleType) -> None:
    text = _schedule()
    units = _units(text)
    for k, item in enumerate(_ITEMS):
        marker = f"({chr(97 + k)})"
        assert (marker, "1", text.index(f"{marker} {item}")) in units, marker
    assert ("2", "", text.index("2. Price")) in units
    assert page_noise(text).unwrapped
    # The same clauses hard-wrapped, with or without blank lines, are no such text.
    paragraph = " ".join(_ITEMS) + "."
    text = "SUPPLY AGREEMENT\n\n" + "\n\n".join(
        f"{k}. Services. The Supplier shall provide " + paragraph for k in range(1, 6)
    )
    wrapped = "\n".join(
        line for block in text.split("\n") for line in (textwrap.wrap(block, 70) if block else [""])
    )
    assert not page_noise(wrapped).unwrapped
    assert not page_noise(reextract.tight(wrapped)).unwrapped


def test_bundled_distributor_agreement_keeps_its_units_without_blank_lines(
    reextract: ModuleType,
) -> None:
    path = next(DATA.glob("HYPERIONSOFTWARECORP_*.txt"))
    text = path.read_text(encoding="utf-8")
    tight = reextract.tight(text)
    assert tight != text
    before = [(i, p) for i, p, s in _units(text) if reextract.line_start(text, s)]
    after = {(i, p) for i, p, _ in _units(tight)}
    assert len(before) > 50
    assert [u for u in before if u not in after] == []


def test_a_running_header_with_a_bare_page_number_is_page_furniture() -> None:
    def header(page: int) -> str:
        return f"NORTHWIND Reseller Agreement       {page}          rev 0911\n"

    text = (
        "RESELLER AGREEMENT\n"
        "1. Appointment. The Supplier appoints the Reseller for the Territory.\n"
        + header(1)
        + "2. Prices. The Reseller pays the list price less the agreed discount.\n"
        + header(2)
        + "3. Orders. Each order is subject to the Supplier's acceptance in writing.\n"
        "4. Delivery. The Supplier delivers to the address named in the order form at the\n"
        "time and in the manner agreed with the Reseller's logistics team\n"
        + header(3)
        + "5. Term. This Agreement lasts for two years from the Effective Date.\n"
    )
    units = _units(text)
    for marker in ("2. Prices", "3. Orders", "5. Term"):
        assert (marker[0], "", text.index(marker)) in units, marker
    noise = page_noise(text)
    assert noise.is_noise(header(12).strip())
    # A short line with a number in a column is no header: two words are not a title.
    assert not noise.is_noise("Unit price       4          rev 0911")
