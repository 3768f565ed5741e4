"""Documents with no clause numbering and no headings: a tree of zones, never of clauses.

The texts are shaped like the SEC exhibits that have no numbered clauses (joint filing
agreements, a limited power of attorney, a maintenance addendum): title lines, operative
paragraphs, a signature block, sometimes recitals or a schedule after the signatures. Each
expected boundary is the position of a string written into the text, not an earlier parse.
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import ClauseTree, DocumentSection

D = DocumentSection
US = get_profile("us")


def _zones(text: str, tree: ClauseTree) -> list[tuple[str, str, int, int]]:
    return [(n.kind, n.section.value, n.start, n.end) for n in tree.nodes]


def _end(text: str, s: str) -> int:
    return text.index(s) + len(s)


def test_joint_filing_agreement_title_body_signatures() -> None:
    text = (
        "Exhibit 1\n\nJOINT FILING AGREEMENT\n\n"
        "The undersigned agree that the statement on Schedule 13G to which this agreement is "
        "attached is filed on behalf of each of them under Rule 13d-1(k).\n\n"
        "Each of the undersigned is responsible for the completeness of the information "
        "concerning it, but not for that concerning the others.\n\n"
        "Dated: May 4, 2021\n\n/s/ Jane Roe\nJane Roe\n\nROE FAMILY TRUST\n\n"
        "By: /s/ Jane Roe\nName: Jane Roe\nTitle: Trustee\n"
    )
    tree = parse_contract(text, US)
    assert not tree.fallback
    assert tree.title == "JOINT FILING AGREEMENT"
    assert _zones(text, tree) == [
        ("preamble", "preamble", 0, _end(text, "JOINT FILING AGREEMENT")),
        ("body", "operative", text.index("The undersigned"), _end(text, "the others.")),
        ("signatures", "signatures", text.index("Dated:"), len(text.rstrip())),
    ]
    body = tree.nodes[1]
    assert (body.identifier, body.depth, body.parent, body.title) == ("Body", 1, None, None)


def test_collapsed_page_with_closing_formula() -> None:
    text = (
        "EXHIBIT B JOINT FILING AGREEMENT In accordance with Rule 13d-1(k) under the Securities "
        "Exchange Act of 1934, the undersigned agree to the joint filing of a statement on "
        "Schedule 13G. Each party may sign this agreement in counterparts. In evidence whereof, "
        "the undersigned have signed this Agreement on May 4, 2021. ACME FUND L.P. By: /s/ John "
        "Smith Name: John Smith Title: Manager"
    )
    tree = parse_contract(text, US)
    assert _zones(text, tree) == [
        ("preamble", "preamble", 0, _end(text, "JOINT FILING AGREEMENT")),
        ("body", "operative", text.index("In accordance"), _end(text, "in counterparts.")),
        ("signatures", "signatures", text.index("In evidence whereof"), len(text)),
    ]


def test_schedule_after_the_signature_block() -> None:
    text = (
        "LIMITED POWER OF ATTORNEY\n\n"
        "KNOW ALL PERSONS BY THESE PRESENTS, that Acme Management Co. appoints Beta Services "
        "Co. as its agent and attorney-in-fact for each fund listed on Schedule 1 attached "
        "hereto.\n\n"
        "This Limited Power of Attorney may be revoked by Acme at any time by written notice.\n\n"
        "IN WITNESS WHEREOF, Acme has caused this Limited Power of Attorney to be executed.\n\n"
        "ACME MANAGEMENT CO. By: /s/ John Smith Name: John Smith Title: President\n\n\n\n"
        "Schedule 1 to Limited Power of Attorney dated as of January 1, 2021\n\n"
        "Acme Bond Fund\nAcme Equity Fund\n"
    )
    tree = parse_contract(text, US)
    sched = text.index("Schedule 1 to")
    assert _zones(text, tree) == [
        ("preamble", "preamble", 0, len("LIMITED POWER OF ATTORNEY")),
        ("body", "operative", text.index("KNOW ALL"), _end(text, "written notice.")),
        ("signatures", "signatures", text.index("IN WITNESS"), _end(text, "Title: President")),
        ("schedule", "schedules", sched, len(text.rstrip())),
    ]
    assert tree.nodes[3].identifier == "Schedule 1"


def test_recitals_end_at_the_operative_turn() -> None:
    text = (
        "SIDE LETTER\n\n"
        "This letter agreement is made between Acme Inc. and Beta LLC on May 4, 2021.\n\n"
        "WHEREAS, Acme and Beta are parties to a supply agreement; and\n\n"
        "WHEREAS, they wish to record an understanding about deliveries;\n\n"
        "NOW, THEREFORE, the parties agree as follows:\n\n"
        "Beta may deliver the goods in two instalments.\n\n"
        "All other terms of the supply agreement remain in force.\n\n"
        "IN WITNESS WHEREOF, the parties have signed this letter.\n\n"
        "ACME INC.\n\nBy: /s/ John Smith\n"
    )
    tree = parse_contract(text, US)
    assert _zones(text, tree) == [
        ("preamble", "preamble", 0, _end(text, "May 4, 2021.")),
        ("recitals", "recitals", text.index("WHEREAS"), _end(text, "as follows:")),
        ("body", "operative", text.index("Beta may"), _end(text, "remain in force.")),
        ("signatures", "signatures", text.index("IN WITNESS"), len(text.rstrip())),
    ]


def test_no_clause_units_are_invented_from_inline_lists() -> None:
    # "(1) ... (2) ..." inside a sentence and a paragraph in capitals are not clauses.
    text = (
        "EXHIBIT 10.3\n\nACME, INC.\n\nMAINTENANCE AGREEMENT\n\n"
        "Maintenance provided by Acme shall include (1) standard upgrades offered to its "
        "customers generally, (2) call-in support between 8:00 a.m. and 6:00 p.m. and (3) "
        "reasonable efforts to correct material discrepancies.\n\n"
        "THIS MAINTENANCE AGREEMENT IS GOVERNED BY THE TERMS OF THE MASTER AGREEMENT.\n\n"
        "IN WITNESS WHEREOF, the parties have entered into this Agreement.\n\n"
        "ACME, INC.\n\nBy: /s/ Jane Roe\n\nName: Jane Roe\n\nTitle: CFO\n"
    )
    tree = parse_contract(text, US)
    assert [n.kind for n in tree.nodes] == ["preamble", "body", "signatures"]
    assert tree.nodes[0].end == _end(text, "MAINTENANCE AGREEMENT")
    assert tree.nodes[1].start == text.index("Maintenance provided")
    assert tree.nodes[2].start == text.index("IN WITNESS")


def test_one_zone_is_still_a_fallback() -> None:
    # A bare paragraph, or paragraphs with neither title nor signatures: nothing to tell apart.
    for text in (
        "The parties met on a Tuesday and agreed in principle.",
        "The supplier shall deliver the goods on time.\n\nThe buyer shall pay within 30 days.",
    ):
        tree = parse_contract(text, US)
        assert tree.fallback and tree.nodes == ()


def test_signature_lines_need_a_cluster() -> None:
    # A lone "Title:" line in the body is not a signature block; two lines close together are.
    text = (
        "NOTICE OF ASSIGNMENT\n\nThe assignor names its contact for notices below.\n"
        "Title: General Counsel\n\nThe assignee accepts the assignment with effect from today, "
        "and the assignor confirms that all consents needed for it have been obtained.\n\n"
        "By: /s/ Jane Roe\nName: Jane Roe\n"
    )
    tree = parse_contract(text, US)
    assert [n.kind for n in tree.nodes] == ["preamble", "body", "signatures"]
    assert tree.nodes[2].start == text.index("By: /s/")
