"""Table-driven cases for the heading-plausibility gate and its use by the contract parser."""

from __future__ import annotations

import time

import pytest

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.structure.gate import is_plausible_heading, reject_reason
from clausewise.legal.structure.headings import caps_heading_lines

HEADINGS = [
    "ARTICLE IV",
    "ARTICLE IV - INDEMNIFICATION",
    "Article 1",
    "Section 7.2 Payment Terms.",
    "SECTION 2.3",
    "7.2 Payment",
    "1. DEFINITIONS",
    "1. Definitions and interpretation",
    "1.1.1 Service levels",
    "(a) Scope of Services",
    "(iv) Termination for convenience",
    "Schedule 2 Charges",
    "EXHIBIT A",
    "Exhibit B - Form of Notice",
    "Part A Scope",
    "§ 4 Fees",
    "Clause 5 Liability",
    "GOVERNING LAW",
    "RECITALS",
    "WITNESSETH",
    "CONFIDENTIALITY AND NON-DISCLOSURE",
    "Limitation of Liability",
]

NOT_HEADINGS = [
    "1600 Amphitheatre Parkway, Mountain View, CA 94043",
    "10 Downing Street",
    "Suite 400, 100 Main St.",
    "c/o Legal Department, P.O. Box 1234",
    "$1.5 million",
    "1.5 million dollars",
    "12.5% of the Fees",
    "30 days after the Effective Date",
    "January 1, 2020",
    "1 March 2021",
    "12/31/2021",
    "By: /s/ John Smith",
    "Name: John Smith",
    "Title: Chief Executive Officer",
    "____________________________",
    "1.1 Usage and Definitions 1",
    "ARTICLE I DEFINITIONS .......... 1",
    "Section 3.5 Servicer Reports and Compliance Statements 11",
    "Page 3 of 10",
    "- 12 -",
    "1.   Widget A   $100   12",
    "ACME CORPORATION, INC.",
    "BETA HOLDINGS LLC",
    "the Supplier shall provide the Services.",
    "(a) the Supplier shall provide",
    "2.3 of the Act applies",
    "This Agreement is governed by the laws of England.",
]


@pytest.mark.parametrize("line", HEADINGS)
def test_heading_lines_pass(line: str) -> None:
    assert is_plausible_heading(line)


@pytest.mark.parametrize("line", NOT_HEADINGS)
def test_non_heading_lines_are_refused(line: str) -> None:
    assert not is_plausible_heading(line)


def _doc(middle: str) -> str:
    return (
        "SUPPLY AGREEMENT\n\nThis Supply Agreement is made between Acme Inc. and Beta LLC.\n\n"
        "1. Supply\n\nAcme shall supply the Goods.\n\n"
        f"{middle}\n\n"
        "2. Payment\n\nBeta shall pay the Price.\n\n"
        "3. Term\n\nThis Agreement lasts two years.\n"
    )


@pytest.mark.parametrize(
    "middle",
    [
        "Notices go to:\n\n100 Main Street\nSuite 400\nNew York, NY 10001",
        "The price table:\n\n1.   Widget A   $100   12\n2.   Widget B   $200   24",
        "Delivery is due on\n\n12/31/2021 at the latest.",
        "The cap is\n\n1.5 million dollars in aggregate.",
        "Acme may deliver the Goods in instalments of up to\n3. The instalments are invoiced "
        "separately.",
        "as provided in Section\n2.3 of the Act, which applies.",
    ],
)
def test_gate_keeps_false_headings_out_of_the_tree(middle: str) -> None:
    text = _doc(middle)
    tree = parse_contract(text, get_profile("us"))
    ids = [n.identifier for n in tree.nodes]
    assert ids == ["Preamble", "1", "2", "3"]


def test_rejected_line_starts_are_counted() -> None:
    text = _doc("The price table:\n\n1.   Widget A   $100   12\n2.   Widget B   $200   24")
    tree = parse_contract(text, get_profile("us"))
    assert tree.rejected_headings >= 2


def test_signature_block_lines_are_not_headings() -> None:
    text = _doc("") + (
        "\nIN WITNESS WHEREOF, the parties have signed this Agreement.\n\n"
        "ACME INC.\n\nBy: /s/ John Smith\nName: John Smith\nTitle: President\n\n"
        "1. Acme Inc. signs first.\n"
    )
    tree = parse_contract(text, get_profile("us"))
    assert [n.identifier for n in tree.nodes] == ["Preamble", "1", "2", "3", "Signatures"]
    assert tree.nodes[-1].end == len(text.rstrip())


# What follows a marker, and why the gate refuses it: the reasons a word-level shortcut must
# still send to the full check (short words, dates, units, signature words in any casing).
REASONS = [
    ("Dated: 1 May 2021", "signature"),
    ("NAME: John Smith", "signature"),
    ("Signatures follow on the next page", "signature"),
    ("[Signature page follows]", "signature"),
    ("Per cent of the Fees", "amount"),
    ("percent of the Fees", "amount"),
    ("Million dollars", "amount"),
    ("Days after delivery", "amount"),
    ("a.m. on the Closing Date", "amount"),
    ("x the Base Rate", "amount"),
    ("USD 5,000,000", "amount"),
    ("$5,000,000 in aggregate", "amount"),
    ("January 15, 2021", "date"),
    ("Sept 3 2021", "date"),
    ("12/31/2021 at the latest", "date"),
    ("Suite 400, New York", "address"),
    ("PO Box 1234, Wilmington", "address"),
    ("SW1A 1AA London", "address"),
    ("NY 10001", "address"),
    ("Definitions", None),
    ("The Supplier shall provide the Services.", None),
    ("Payment Terms", None),
    ("Mayor of London", None),
    ("Dates of Delivery", None),
]


@pytest.mark.parametrize(("rest", "reason"), REASONS)
def test_reasons_after_an_inline_marker(rest: str, reason: str | None) -> None:
    assert reject_reason(" " + rest, whole_line=False) == reason


def test_caps_heading_line_with_a_long_blank_tail_is_read_in_linear_time() -> None:
    # "GOVERNING LAW" then a run of blanks that never reaches the line end: the blanks around
    # an optional colon must not be tried in every split (100,000 blanks took minutes).
    text = "1. Term\n\nGOVERNING LAW" + " " * 100_000 + "x\n\nNOTICES  :  \n"
    t0 = time.thread_time()
    lines = [m.group("h") for m in caps_heading_lines(text, 0, len(text))]
    assert time.thread_time() - t0 < 1.0
    assert lines == ["NOTICES"]
