"""Hard wraps and page furniture that used to break the outline (regressions).

Two shapes from the gold documents of the enrichment tests, written afresh here:

* a hard wrap that ends a sub-clause's first line with a number ("... within 30" / "days;")
  made the line look like a table-of-contents entry, so "(a)" was refused and "(b)", "(c)"
  lost their parent level;
* a wrapped citation whose second line ("clause 3.") follows a running page header started a
  spurious clause 3, and the schedule paragraphs after it were lost.

Every expected start is the position of the marker written into the text.
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import ClauseTree

US = get_profile("us")
UK = get_profile("uk")


def _children(tree: ClauseTree, identifier: str) -> list[tuple[str, int]]:
    i = next(k for k, n in enumerate(tree.nodes) if n.identifier == identifier)
    return [(tree.nodes[k].identifier, tree.nodes[k].start) for k in tree.children(i)]


US_WRAPPED = (
    "MASTER SERVICES AGREEMENT\n\n"
    'This Agreement is made between Acme Inc. ("Client") and Beta LLC ("Provider").\n\n'
    "ARTICLE I\nTERM AND TERMINATION\n\n"
    "Section 1.1 Term. This Agreement commences on the Effective Date and continues\n"
    "for three (3) years.\n\n"
    "Section 1.2 Termination for Cause. Either Party may terminate this Agreement\n"
    "if the other Party:\n\n"
    "(a) materially breaches this Agreement and fails to cure the breach within 30\n"
    "days;\n\n"
    "(b) becomes the subject of a proceeding under Chapter 7 or Chapter 11 of the\n"
    "Bankruptcy Code; or\n\n"
    "(c) makes a general assignment for the benefit of creditors.\n\n"
    "Section 1.3 Effect of Termination. Upon termination under Section 1.2(a) or\n"
    "(b), all Fees become due.\n\n"
    "ARTICLE II\nFEES\n\n"
    "Section 2.1 Fees. Client shall pay the Fees within 30 days of invoice.\n"
)


def test_wrapped_sub_clause_ending_its_line_with_a_number() -> None:
    text = US_WRAPPED
    tree = parse_contract(text, US)
    assert _children(tree, "Section 1.2") == [
        ("(a)", text.index("(a) materially")),
        ("(b)", text.index("(b) becomes")),
        ("(c)", text.index("(c) makes")),
    ]
    # "(b)," wrapped onto its own line inside a citation starts nothing.
    assert _children(tree, "Section 1.3") == []
    assert [n.identifier for n in tree.nodes if n.depth == 1] == [
        "Preamble",
        "Article I",
        "Article II",
    ]


def test_real_contents_entries_are_still_refused() -> None:
    text = (
        "SUPPLY AGREEMENT\n\nTABLE OF CONTENTS\n\n"
        "1. Definitions and Interpretation 1\n2. Supply of Goods 3\n3. Price and Payment 5\n\n"
        "This Agreement is made between Acme Inc. and Beta LLC.\n\n"
        "1. Definitions and Interpretation\n\nWords have their ordinary meaning.\n\n"
        "2. Supply of Goods\n\nAcme shall supply the Goods.\n\n"
        "3. Price and Payment\n\nBeta shall pay within 30 days.\n"
    )
    tree = parse_contract(text, US)
    body = text.index("1. Definitions and Interpretation\n")
    starts = [n.start for n in tree.nodes if n.depth == 1 and n.kind == "clause"]
    assert starts == [
        body,
        text.index("2. Supply of Goods\n"),
        text.index("3. Price and Payment\n"),
    ]


HEADER = "Acme / Beta Services Agreement"


def _furniture(page: int) -> str:
    return f"{HEADER}   Confidential\nPage {page}\n\n{HEADER}\n"


UK_PDF = (
    "SERVICES AGREEMENT\n\n"
    "THIS AGREEMENT is dated 1 April 2024 and made between Acme Limited and Beta Limited.\n\n"
    "1. DEFINITIONS\n\n"
    "1.1 In this Agreement the words below have the meanings given to them here.\n\n"
    "1.2 References to clauses and Schedules are to the clauses of and the\n"
    + _furniture(1)
    + "Schedules to this Agreement.\n\n"
    "2. TERM\n\n"
    "2.1 This Agreement shall commence on 1 April 2024 and shall continue for the\n"
    "Term.\n\n"
    + _furniture(2)
    + "2.2 Either Party may extend the Term in accordance with clause 3.\n\n"
    "3. SERVICES\n\n"
    "3.1 The Supplier shall provide the Services from the Commencement Date.\n\n"
    "SCHEDULE 1\nDATA PROCESSING\n\n"
    "1. The subject matter of the processing is the provision of the Services under\n"
    + _furniture(3)
    + "clause 3.\n\n"
    "2. The duration of the processing is the Term, as set out in clause 2.\n\n"
    "3. The Supplier shall assist the Customer in complying with Articles 32 to 36\n"
    "of the UK GDPR.\n"
)


def test_citation_wrapped_after_a_running_header_is_not_a_clause() -> None:
    text = UK_PDF
    tree = parse_contract(text, UK)
    assert [(n.identifier, n.start) for n in tree.nodes if n.depth == 1] == [
        ("Preamble", 0),
        ("1", text.index("1. DEFINITIONS")),
        ("2", text.index("2. TERM")),
        ("3", text.index("3. SERVICES")),
        ("Schedule 1", text.index("SCHEDULE 1")),
    ]
    assert _children(tree, "Schedule 1") == [
        ("1", text.index("1. The subject")),
        ("2", text.index("2. The duration")),
        ("3", text.index("3. The Supplier")),
    ]
    # A clause that starts the first line of a page (after a finished sentence) still counts.
    assert _children(tree, "2") == [
        ("2.1", text.index("2.1 This")),
        ("2.2", text.index("2.2 Either")),
    ]


def test_a_page_number_after_a_dot_leader_starts_no_clause() -> None:
    # A contents list run into the text (line breaks lost): the last entry's page number
    # stands right before the first real heading. Found by the Hypothesis guarantees test.
    text = (
        "Terms of Service\n\nTABLE OF CONTENTS 1. RIGHTS ............. 2\n2. AUDIT ... 3\n"
        "3. SEVERABILITY\n................... 5 CONFIDENTIALITY\nThe parties keep secrets.\n\n"
        "PAYMENT\n\nThe Customer pays the fees when due.\n"
    )
    tree = parse_contract(text, UK)
    page = text.index("5 CONFIDENTIALITY")
    assert all(n.start != page for n in tree.nodes)


WRAPPED_CLAUSES = """1. TERMINATION

1.1 Following the end of the probationary period, the prior written
notice required from the Company to terminate the Employment is three months.

1.2 The Company may terminate the Employment with immediate effect
without notice if the Employee commits gross misconduct.

1.3 The Company will collect and process information relating to the
Employee in accordance with the privacy notice.

1.4 Garden leave

During any period of notice the Company may require the Employee to stay at home.
"""


def test_the_first_line_of_a_wrapped_sentence_is_no_title() -> None:
    # Each first line reads like a sentence-case title on its own; a verb, a phrase cut at
    # "the", or a next line going on in lower case says it is a sentence cut by the wrap.
    tree = parse_contract(WRAPPED_CLAUSES, UK)
    titles = {n.identifier: n.title for n in tree.nodes}
    assert titles == {
        "1": "TERMINATION",
        "1.1": None,
        "1.2": None,
        "1.3": None,
        "1.4": "Garden leave",
    }


# List items one per line with no blank line between them, joined by "; and" / "; or":
# the joining word ends a finished item, not a hard-wrapped sentence.
JOINED_ITEMS = (
    "1. Services\n\n"
    "1.1 The Supplier must provide the Services:\n\n"
    "(a) with due care and skill;\n"
    "(b) in accordance with the Service Levels and the Specification; and\n"
    "(c) in compliance with all applicable laws.\n\n"
    "2. Termination\n\n"
    "2.1 The Customer may terminate this agreement by notice if:\n\n"
    "(a) the Supplier commits a material breach of this agreement; or\n"
    "(b) the Supplier:\n"
    "(i) fails to remedy a breach within the period in the notice, or\n"
    "(ii) fails to meet the same Service Level in three consecutive months.\n"
)


def test_an_item_after_a_line_ending_in_and_or_or_is_found() -> None:
    tree = parse_contract(JOINED_ITEMS, UK)
    at = JOINED_ITEMS.index
    assert _children(tree, "1.1") == [
        ("(a)", at("(a) with")),
        ("(b)", at("(b) in")),
        ("(c)", at("(c) in")),
    ]
    assert _children(tree, "2.1") == [("(a)", at("(a) the")), ("(b)", at("(b) the"))]
    b = next(
        k for k, n in enumerate(tree.nodes) if n.identifier == "(b)" and n.start == at("(b) the")
    )
    assert [tree.nodes[k].identifier for k in tree.children(b)] == ["(i)", "(ii)"]


def test_a_wrapped_sentence_ending_a_line_in_and_still_goes_on() -> None:
    text = (
        "1. Payment\n\n"
        "1.1 The Customer shall pay each invoice within thirty days of receipt and\n"
        "(subject to clause 1.2) in the currency stated in the invoice.\n\n"
        "1.2 Disputed amounts may be withheld.\n"
    )
    tree = parse_contract(text, UK)
    assert [n.identifier for n in tree.nodes] == ["1", "1.1", "1.2"]


def test_an_inline_list_after_a_colon_is_no_sub_clause() -> None:
    # "(i)" after a colon reads as a sub-clause when its text is a sentence; not when its
    # successor "(ii)" follows in the same sentence after a comma (an inline list).
    text = (
        "ARTICLE I\nDEFINITIONS\n\nSection 1.01 Defined Terms. As used in this Agreement:\n\n"
        '"EBITDA" means, for any period, Net Income for such period plus the following to the '
        "extent deducted in calculating such Net Income: (i) Interest Charges, (ii) the "
        "provision for income taxes and (iii) depreciation and amortization expense.\n\n"
        '"Lien" means any mortgage, pledge or charge.\n\n'
        "Section 1.02 Terms Generally. The following applies:\n\n"
        "(a) Headings are for convenience only and do not affect the meaning of anything.\n\n"
        "(b) Words in the singular include the plural.\n"
    )
    tree = parse_contract(text, US)
    assert [n.identifier for n in tree.nodes] == [
        "Article I",
        "Section 1.01",
        "Section 1.02",
        "(a)",
        "(b)",
    ]
    s101 = next(n for n in tree.nodes if n.identifier == "Section 1.01")
    assert text[s101.start : s101.end].endswith('"Lien" means any mortgage, pledge or charge.')
