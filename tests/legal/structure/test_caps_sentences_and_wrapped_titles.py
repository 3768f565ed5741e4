"""Titles after a clause number: a sentence in capitals is the clause's text, not its title
("7.3 EXCEPT AS EXPRESSLY SET FORTH IN THIS ARTICLE 7, NEITHER PARTY MAKES ..."), while a
title in capitals closed by a full stop stays one ("7.4 LIMITATION OF LIABILITY."); and a
title a hard wrap cut after a joining word ("12. Assignment and" / "Subcontracting") is
joined with its second line. Texts written for the test."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import UK, US
from clausewise.legal.structure.contract import parse_contract

_WARRANTIES = """MASTER SUPPLY AGREEMENT

7. WARRANTIES

7.1 Mutual Warranties. Each party warrants that it has full power and authority to enter \
into this Agreement.

7.2 EXCEPT AS EXPRESSLY SET FORTH IN THIS ARTICLE 7, NEITHER PARTY MAKES ANY WARRANTY OF ANY \
KIND, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING ANY WARRANTY OF MERCHANTABILITY.

7.3 LIMITATION OF LIABILITY. IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR \
CONSEQUENTIAL DAMAGES.

7.4 EACH PARTY ACKNOWLEDGES THAT THE LIMITATIONS IN THIS SECTION 7 REFLECT AN AGREED \
ALLOCATION OF RISK BETWEEN THE PARTIES.

7.5 THE SUPPLIER DISCLAIMS ALL OTHER WARRANTIES.

7.6 YEAR 2000 COMPLIANCE. The Supplier warrants that the Products process dates correctly.

7.7 SECTION 409A. The parties intend that all payments under this Agreement are exempt.

7.8 TIME IS OF THE ESSENCE. Time is of the essence of every obligation of the Supplier.

7.9 REMEDIES ARE CUMULATIVE. The rights of each party under this Agreement are cumulative.

8. TERM

8.1 This Agreement commences on the Effective Date.
"""


def test_a_sentence_in_capitals_is_no_title() -> None:
    tree = parse_contract(_WARRANTIES, US)
    titles = {n.identifier: n.title for n in tree.nodes}
    assert titles["7.2"] is None  # cut at "ARTICLE 7," it read "EXCEPT AS ... IN THIS ARTICLE"
    assert titles["7.4"] is None  # "EACH PARTY ACKNOWLEDGES ... IN THIS SECTION"
    assert titles["7.5"] is None  # a short sentence in capitals, closed by a full stop
    assert titles["7.3"] == "LIMITATION OF LIABILITY"
    assert titles["7.7"] == "SECTION 409A"
    # A title may hold a verb when it opens with no subject of a sentence.
    assert titles["7.8"] == "TIME IS OF THE ESSENCE"
    assert titles["7.9"] == "REMEDIES ARE CUMULATIVE"
    assert titles["7"] == "WARRANTIES" and titles["8"] == "TERM"
    clause = next(n for n in tree.nodes if n.identifier == "7.2")
    assert clause.heading_end <= clause.start + len("7.2")


_WRAPPED = """SERVICES AGREEMENT

11. Confidentiality
Each party shall keep the other party's Confidential Information confidential.

12. Assignment and
Subcontracting
Neither party may assign this Agreement without the prior written consent of the other party.

13. Limitation of
Liability
13.1 Neither party limits its liability for death or personal injury caused by negligence.
13.2 Subject to clause 13.1, each party's total liability is limited to the fees paid.

14. Payment of the
fees
The Customer shall pay each invoice within 30 days.

15. The Supplier may subcontract any of
its obligations under this Agreement to an Affiliate.

16. Governing Law
This Agreement is governed by the law of England and Wales.
"""


def test_a_title_cut_after_a_joining_word_goes_on_below() -> None:
    tree = parse_contract(_WRAPPED, UK)
    tops = [(n.identifier, n.title) for n in tree.nodes if n.depth == 1]
    assert tops == [
        ("Preamble", None),
        ("11", "Confidentiality"),
        ("12", "Assignment and Subcontracting"),
        ("13", "Limitation of Liability"),
        ("14", "Payment of the fees"),
        ("15", None),  # a sentence's first line: it has a verb
        ("16", "Governing Law"),
    ]
    twelve = next(n for n in tree.nodes if n.identifier == "12")
    assert _WRAPPED[twelve.start : twelve.heading_end] == "12. Assignment and\nSubcontracting"
    assert [n.identifier for n in tree.nodes if n.depth == 2] == ["13.1", "13.2"]


def test_chunks_carry_the_joined_title() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(_WRAPPED)
    twelve = next(c for c in chunks if c.hierarchy_path == "12")
    assert twelve.hierarchy.title == "Assignment and Subcontracting"
    assert twelve.content.startswith("12. Assignment and\nSubcontracting\nNeither party")
