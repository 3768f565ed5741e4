"""Gold contracts for the structure tests, declared unit by unit before any text exists.

Each document is a tree of :class:`Unit` records (marker as printed, identifier, title, body,
children, section). :mod:`contract_gold_render` writes them out in several layouts and records
where each marker lands; the parser under test never produced any of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from clausewise.legal.tree import DocumentSection

D = DocumentSection


@dataclass
class Unit:
    marker: str  # as printed: "ARTICLE I", "Section 1.01", "1.1", "(a)", "EXHIBIT A"
    identifier: str
    title: str | None
    body: str
    children: list[Unit] = field(default_factory=list)
    section: DocumentSection = D.OPERATIVE
    # "run": "Section 1.01 Title. Body"; "next": marker, then the title on the next line;
    # "line": "1. Title" alone on its line, body below.
    layout: str = "run"
    # A lower-case list item inside a sentence ("1.2 In this agreement: (a) a reference ...;").
    # On its own line it is a unit; once the lines are collapsed it is text of its parent:
    # a list inside a sentence is not a clause start.
    in_sentence: bool = False


@dataclass
class Expected:
    start: int
    depth: int
    identifier: str
    section: DocumentSection
    in_sentence: bool = False


# --- declared documents -------------------------------------------------------------------

# Bodies carry the traps: citations, amounts, "up to 3." and numbers that look like markers.
_TRAPS = (
    "Payments above $1.5 million require approval under Section 2.3 of the Act, and no more "
    "than up to 3. The parties refer to clause 4.2 and Article 5 of the Regulation for this."
)


def us_contract(*, exhibits: bool = True) -> tuple[str, list[Unit], str, str]:
    """(title line, units, preamble text, recitals text) of a US master services agreement."""
    sec = D.DEFINITIONS
    art1 = Unit(
        "ARTICLE I",
        "Article I",
        "DEFINITIONS",
        "",
        section=sec,
        layout="next",
        children=[
            Unit(
                "Section 1.01",
                "Section 1.01",
                "Defined Terms",
                '"Affiliate" means any entity controlling a Party. "Services" means the '
                "services described in Exhibit A.",
                section=sec,
            ),
            Unit(
                "Section 1.02",
                "Section 1.02",
                "Interpretation",
                "Headings are for convenience only. " + _TRAPS,
                section=sec,
            ),
        ],
    )
    art2 = Unit(
        "ARTICLE II",
        "Article II",
        "SERVICES",
        "",
        layout="next",
        children=[
            Unit(
                "Section 2.01",
                "Section 2.01",
                "Provision of Services",
                "The Provider shall perform the Services as follows:",
                children=[
                    Unit(
                        "(a)",
                        "(a)",
                        None,
                        "The Provider shall staff the project with "
                        "qualified personnel approved by the Customer.",
                        children=[
                            Unit(
                                "(i)",
                                "(i)",
                                None,
                                "Each person shall hold the relevant "
                                "licences for the work assigned to that person.",
                            ),
                            Unit(
                                "(ii)",
                                "(ii)",
                                None,
                                "Each person shall comply with the "
                                "Customer's site rules at all times, including:",
                                children=[
                                    Unit(
                                        "(A)",
                                        "(A)",
                                        None,
                                        "Security rules issued by the Customer from time to time.",
                                    ),
                                    Unit(
                                        "(B)",
                                        "(B)",
                                        None,
                                        "Safety rules required by law in the place of work.",
                                    ),
                                ],
                            ),
                        ],
                    ),
                    Unit(
                        "(b)",
                        "(b)",
                        None,
                        "The Provider shall report monthly on progress. "
                        "The report is due on the 5th day of each month.",
                    ),
                ],
            ),
            Unit(
                "Section 2.02",
                "Section 2.02",
                "Standard of Care",
                "The Provider shall act with reasonable skill and care. " + _TRAPS,
            ),
        ],
    )
    art3 = Unit(
        "ARTICLE III",
        "Article III",
        "FEES AND PAYMENT",
        "",
        layout="next",
        children=[
            Unit(
                "Section 3.01",
                "Section 3.01",
                "Fees",
                "The Customer shall pay the fees set out in Exhibit B within 30 days of "
                "invoice. Late payments bear interest at 1.5 percent per month.",
            ),
            Unit(
                "Section 3.02",
                "Section 3.02",
                "Taxes",
                "Fees exclude taxes. Each Party bears its own taxes on income.",
            ),
        ],
    )
    art4 = Unit(
        "ARTICLE IV",
        "Article IV",
        "GENERAL",
        "",
        layout="next",
        children=[
            Unit(
                "Section 4.01",
                "Section 4.01",
                "Governing Law",
                "This Agreement is governed by the laws of the State of New York. The "
                "survival of rights after execution of any renewal is not affected.",
            ),
            Unit(
                "Section 4.02",
                "Section 4.02",
                "Notices",
                "Notices must be in writing and sent to the addresses below.",
            ),
        ],
    )
    units = [art1, art2, art3, art4]
    if exhibits:
        for letter, title, paras in (
            (
                "A",
                "DESCRIPTION OF SERVICES",
                [
                    "Consulting services for the platform.",
                    "Support services during business hours.",
                ],
            ),
            (
                "B",
                "FEES",
                [
                    "Monthly fee of $10,000 payable in advance.",
                    "Expenses at cost with prior approval.",
                ],
            ),
        ):
            units.append(
                Unit(
                    f"EXHIBIT {letter}",
                    f"Exhibit {letter}",
                    title,
                    "",
                    section=D.SCHEDULES,
                    layout="next",
                    children=[
                        Unit(f"{k}.", str(k), None, p, section=D.SCHEDULES)
                        for k, p in enumerate(paras, 1)
                    ],
                )
            )
    preamble = (
        'This Master Services Agreement (this "Agreement") is entered into as of March 1, '
        '2021 by and between Acme Corp., a Delaware corporation ("Provider"), and Beta LLC, a '
        'New York limited liability company ("Customer").'
    )
    recitals = (
        "WHEREAS, the Customer wishes to obtain certain services; and\n\n"
        "WHEREAS, the Provider is willing to provide them on the terms below.\n\n"
        "NOW, THEREFORE, the Parties agree as follows:"
    )
    return "MASTER SERVICES AGREEMENT", units, preamble, recitals


def uk_contract() -> tuple[str, list[Unit], str, str]:
    sec = D.DEFINITIONS
    c1 = Unit(
        "1.",
        "1",
        "Definitions and interpretation",
        "",
        section=sec,
        layout="line",
        children=[
            Unit(
                "1.1",
                "1.1",
                None,
                "The definitions in this clause 1 apply in this agreement.",
                section=sec,
            ),
            Unit(
                "1.2",
                "1.2",
                None,
                "In this agreement:",
                section=sec,
                children=[
                    Unit(
                        "(a)",
                        "(a)",
                        None,
                        "a reference to a clause is to a clause of this agreement;",
                        section=sec,
                        in_sentence=True,
                    ),
                    Unit(
                        "(b)",
                        "(b)",
                        None,
                        "a reference to writing includes email.",
                        section=sec,
                        in_sentence=True,
                    ),
                ],
            ),
        ],
    )
    c2 = Unit(
        "2.",
        "2",
        "Services",
        "",
        layout="line",
        children=[
            Unit(
                "2.1",
                "2.1",
                None,
                "The Supplier shall provide the Services from the Commencement Date.",
                children=[
                    Unit(
                        "2.1.1",
                        "2.1.1",
                        None,
                        "in accordance with Schedule 1; and",
                        in_sentence=True,
                    ),
                    Unit(
                        "2.1.2", "2.1.2", None, "with reasonable skill and care.", in_sentence=True
                    ),
                ],
            ),
            Unit(
                "2.2",
                "2.2",
                None,
                "The Supplier shall comply with the following:",
                children=[
                    Unit(
                        "(a)",
                        "(a)",
                        None,
                        "all applicable laws, including:",
                        in_sentence=True,
                        children=[
                            Unit("(i)", "(i)", None, "the Bribery Act 2010; and", in_sentence=True),
                            Unit(
                                "(ii)",
                                "(ii)",
                                None,
                                "the Modern Slavery Act 2015.",
                                in_sentence=True,
                            ),
                        ],
                    ),
                    Unit(
                        "(b)", "(b)", None, "the Customer's policies. " + _TRAPS, in_sentence=True
                    ),
                ],
            ),
        ],
    )
    c3 = Unit(
        "3.",
        "3",
        "Charges",
        "",
        layout="line",
        children=[
            Unit("3.1", "3.1", None, "The Customer shall pay the Charges set out in Schedule 2."),
            Unit("3.2", "3.2", None, "Invoices are payable within 30 days of receipt."),
        ],
    )
    c4 = Unit(
        "4.",
        "4",
        "Limitation of liability",
        "",
        layout="line",
        children=[
            Unit("4.1", "4.1", None, "Nothing in this agreement limits liability for fraud."),
            Unit(
                "4.2",
                "4.2",
                None,
                "Each party's total liability shall not exceed £1.5 "
                "million. This agreement has been entered into on the date stated at the "
                "beginning of it.",
            ),
        ],
    )
    sch1 = Unit(
        "Schedule 1",
        "Schedule 1",
        "The Services",
        "",
        section=D.SCHEDULES,
        layout="next",
        children=[
            Unit(
                "Part A",
                "Part A",
                "Scope",
                "",
                section=D.SCHEDULES,
                layout="next",
                children=[
                    Unit(
                        "1.",
                        "1",
                        None,
                        "The Supplier shall host the platform.",
                        section=D.SCHEDULES,
                    ),
                    Unit(
                        "2.",
                        "2",
                        None,
                        "The Supplier shall back up data daily.",
                        section=D.SCHEDULES,
                    ),
                ],
            ),
            Unit(
                "Part B",
                "Part B",
                "Service levels",
                "",
                section=D.SCHEDULES,
                layout="next",
                children=[
                    Unit(
                        "1.",
                        "1",
                        None,
                        "Availability of 99.5 percent each month.",
                        section=D.SCHEDULES,
                    ),
                ],
            ),
        ],
    )
    sch2 = Unit(
        "Schedule 2",
        "Schedule 2",
        "Charges",
        "",
        section=D.SCHEDULES,
        layout="next",
        children=[
            Unit("1.", "1", None, "A fixed monthly charge of £2,500.", section=D.SCHEDULES),
            Unit(
                "2.", "2", None, "Charges are reviewed each year on 1 April.", section=D.SCHEDULES
            ),
        ],
    )
    preamble = (
        "This agreement is dated 1 March 2021.\n\nParties\n\n"
        "(1) ACME LIMITED incorporated and registered in England and Wales with company number "
        "01234567 (Supplier).\n\n(2) BETA LIMITED incorporated and registered in England and "
        "Wales with company number 07654321 (Customer)."
    )
    # The lettered recitals are units under the Recitals section: (identifier, text) parts.
    recitals = (
        "Background\n\n",
        ("Recital A", "(A) The Customer wishes to obtain hosting services.\n\n"),
        ("Recital B", "(B) The Supplier has agreed to provide them.\n\n"),
        "Agreed terms",
    )
    return "SERVICES AGREEMENT", [c1, c2, c3, c4, sch1, sch2], preamble, recitals
