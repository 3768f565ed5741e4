"""Clause titles holding an initialism ("U.S.", "E.U.", "U.K.").

A title ends at its full stop, but the stops inside "U.S." are an abbreviation's: "10. U.S.
GOVERNMENT END USERS. The Software is ..." is titled "U.S. GOVERNMENT END USERS", not "U".
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

US = get_profile("us")

TEXT = """SOFTWARE LICENCE AGREEMENT

9. MISCELLANEOUS. Nothing in this Agreement creates a partnership between the parties.

10. U.S. GOVERNMENT END USERS. The Software is a commercial item licensed to government users
on the terms of this Agreement only.

11. Compliance with U.S. Export Laws. The Licensee shall not export the Software without the
licences the law requires.

12. Transfers in the E.U. Market. The Licensee may move the Software between its offices
in the member states.

13. Governing Law. This Agreement is governed by the laws of the State of New York.

14. U.S. Laws and Regulations 14.1 The Licensee shall comply with the laws of the United States.
"""


def test_initialisms_stay_inside_the_title() -> None:
    tree = parse_contract(TEXT, US)
    titles = {n.identifier: n.title for n in tree.nodes if n.depth == 1 and n.kind != "preamble"}
    assert titles == {
        "9": "MISCELLANEOUS",
        "10": "U.S. GOVERNMENT END USERS",
        "11": "Compliance with U.S. Export Laws",
        "12": "Transfers in the E.U. Market",
        "13": "Governing Law",
        "14": "U.S. Laws and Regulations",
    }
