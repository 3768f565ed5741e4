"""Documents appended after the last clause, whose numbering starts again at 1.

Online terms often publish several documents on one page: the terms of use, then the terms of
sale of a voucher, then those of a shop, each under its own title and numbered from 1. The
last clause of the first document must end where the next document's title begins, and each
appended document becomes a unit headed by its title with its own clauses below. A numbered
list inside the last clause, or a list under a line that names no document, is not such a
restart. Expected boundaries are the positions of strings written into the texts.
"""

from __future__ import annotations

import textwrap

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import DocumentSection

D = DocumentSection
US = get_profile("us")

TERMS = (
    "ACME INTERNATIONAL LIMITED TERMS OF USE\n\n"
    "1. ABOUT THESE TERMS\n\n"
    "1.1. These Terms of Use govern your use of the Site and the Services. Please read them "
    "carefully before you register.\n\n"
    "1.2. We may change these Terms of Use from time to time by posting a new version on the "
    "Site.\n\n"
    "2. YOUR ACCOUNT\n\n"
    "2.1. You must be at least 18 years old to register an Account.\n\n"
    "2.2. You are responsible for keeping your password confidential.\n\n"
    "3. DEFINITIONS\n\n"
    "In these Terms of Use, we use various defined terms. This is what they mean:\n\n"
    "\u201cAccount\u201d means your ACME Account.\n\n"
    "\u201cVoucher\u201d means a voucher sold by a Merchant through the Site.\n\n\n\n"
    "*******************************\n\n"
    "ACME VOUCHER TERMS OF SALE \u2013 UK\n"
    "1. General Information\n\n"
    "1.1 These Terms of Sale apply to every Voucher you purchase from ACME.\n\n"
    "1.2 The Merchant is a third party that supplies the Merchant Offering.\n\n"
    "2. Purchase of a Voucher\n\n"
    "2.1 You must be at least 18 years old to purchase a Voucher.\n\n"
    "2.2 The purchase is complete when we send you a confirmation email.\n\n"
    "3. Redemption of a Voucher\n\n"
    "3.1 Unless expressly stated otherwise:\n\n"
    "(a) the Voucher can only be redeemed once; and\n\n"
    "(b) the Voucher is valid for one person only.\n\n\n"
    "*************************\n\n\n"
    "ACME GOODS GmbH \u2013 TERMS OF SALE\n"
    "This page sets out the terms for the sale of Goods by ACME Goods to you.\n\n"
    "1. Contract and ordering\n\n"
    "1.1. These Terms of Sale are an agreement between you and ACME Goods GmbH.\n\n"
    "2. Delivery\n\n"
    "2.1. We deliver the Goods to the address given in your order.\n"
)


def _top(text: str) -> list[tuple[str, str, int, int, str]]:
    tree = parse_contract(text, US)
    return [
        (n.kind, n.identifier, n.start, n.end, n.section.value) for n in tree.nodes if n.depth == 1
    ]


def _before(text: str, s: str) -> int:
    """End of the text before ``s``, trailing whitespace dropped (where a unit ends)."""
    return len(text[: text.index(s)].rstrip())


def test_appended_documents_end_the_last_clause_and_head_their_own_clauses() -> None:
    t = TERMS
    voucher = "ACME VOUCHER TERMS OF SALE \u2013 UK"
    goods = "ACME GOODS GmbH \u2013 TERMS OF SALE"
    assert _top(t) == [
        ("preamble", "Preamble", 0, _before(t, "1. ABOUT"), "preamble"),
        ("clause", "1", t.index("1. ABOUT"), _before(t, "2. YOUR"), "operative"),
        ("clause", "2", t.index("2. YOUR"), _before(t, "3. DEFINITIONS"), "operative"),
        # The definitions end at the next document's title: the separator line is their tail.
        ("clause", "3", t.index("3. DEFINITIONS"), _before(t, voucher), "definitions"),
        ("heading", voucher, t.index(voucher), _before(t, goods), "operative"),
        ("heading", goods, t.index(goods), len(t.rstrip()), "operative"),
    ]


def test_clauses_of_an_appended_document_sit_under_its_title() -> None:
    t = TERMS
    tree = parse_contract(t, US)
    voucher = next(i for i, n in enumerate(tree.nodes) if n.identifier.startswith("ACME VOUCHER"))
    goods = next(i for i, n in enumerate(tree.nodes) if n.identifier.startswith("ACME GOODS"))
    under = [(n.depth, n.identifier) for n in tree.nodes[voucher + 1 : goods]]
    assert under == [
        (2, "1"),
        (3, "1.1"),
        (3, "1.2"),
        (2, "2"),
        (3, "2.1"),
        (3, "2.2"),
        (2, "3"),
        (3, "3.1"),
        (4, "(a)"),
        (4, "(b)"),
    ]
    assert tree.nodes[voucher + 1].title == "General Information"
    assert tree.nodes[voucher].title == "ACME VOUCHER TERMS OF SALE \u2013 UK"
    # The intro sentence under the shop's title belongs to the title's unit, before clause 1.
    first = tree.nodes[goods + 1]
    assert (first.identifier, first.start) == ("1", t.index("1. Contract and ordering"))
    assert [n.identifier for n in tree.nodes[goods + 1 :]] == ["1", "1.1", "2", "2.1"]


def test_numbered_list_in_the_last_clause_is_not_a_restart() -> None:
    text = (
        "SERVICES AGREEMENT\n\n"
        "1. Services\n\nThe Supplier shall provide the Services.\n\n"
        "2. Fees\n\nThe Customer shall pay the Fees monthly.\n\n"
        "3. Notices\n\nNotices shall be sent to the following addresses:\n\n"
        "1. for the Supplier, to its registered office;\n\n"
        "2. for the Customer, to the address in the Order Form.\n"
    )
    tree = parse_contract(text, US)
    tops = [(n.identifier, n.end) for n in tree.nodes if n.depth == 1]
    assert tops == [
        ("Preamble", len("SERVICES AGREEMENT")),
        ("1", _before(text, "2. Fees")),
        ("2", _before(text, "3. Notices")),
        ("3", len(text.rstrip())),
    ]


def test_list_under_a_line_naming_no_document_is_not_a_restart() -> None:
    text = (
        "SERVICES AGREEMENT\n\n"
        "1. Services\n\nThe Supplier shall provide the Services.\n\n"
        "2. Service Levels\n\nThe Supplier shall meet the following service levels.\n\n"
        "AVAILABILITY TARGETS\n\n"
        "1. The platform shall be available 99.5 percent of each month.\n\n"
        "2. Planned maintenance shall not exceed four hours a month.\n"
    )
    tree = parse_contract(text, US)
    assert [n.identifier for n in tree.nodes if n.depth == 1] == ["Preamble", "1", "2"]
    assert tree.nodes[-1].end == len(text.rstrip())


def test_an_appended_document_whose_introduction_is_hard_wrapped() -> None:
    # The same shape extracted at 76 columns: the introduction under the shop's title spans
    # several lines, which is still one paragraph of prose, not a run of unrelated lines.
    intro = (
        "This page sets out the terms for the sale of Goods by ACME Goods to you, and the "
        "rights you have as a consumer when you order them through the Site. Please read "
        "them before you place an order. They do not apply to Vouchers, which have terms "
        "of their own."
    )
    wrapped = "\n".join(textwrap.wrap(intro, 76))
    assert wrapped.count("\n") >= 3
    text = TERMS.replace(
        "This page sets out the terms for the sale of Goods by ACME Goods to you.", wrapped
    )
    goods = "ACME GOODS GmbH \u2013 TERMS OF SALE"
    tree = parse_contract(text, US)
    tops = [(n.identifier, n.start) for n in tree.nodes if n.depth == 1]
    assert tops[-1] == (goods, text.index(goods))
    i = next(k for k, n in enumerate(tree.nodes) if n.identifier == goods)
    assert [n.identifier for n in tree.nodes[i + 1 :]] == ["1", "1.1", "2", "2.1"]


def test_three_paragraphs_of_prose_between_a_title_and_the_numbering_are_no_restart() -> None:
    # A line naming a document far above a numbered list, past more than two paragraphs of
    # prose (one line each, no blank lines), heads nothing.
    text = TERMS.replace(
        "This page sets out the terms for the sale of Goods by ACME Goods to you.",
        "We sell Goods.\nWe deliver them.\nWe take returns.",
    )
    goods = "ACME GOODS GmbH \u2013 TERMS OF SALE"
    tops = [n.identifier for n in parse_contract(text, US).nodes if n.depth == 1]
    assert goods not in tops
