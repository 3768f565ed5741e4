"""Numbered lists inside decimal sections do not take over the outline.

A licence rendered from HTML numbers its sections "1.", "1.1.", "1.1.1." at the margin and
the lists inside them "1.", "2.", "3." again, indented. The list items "2." and "3." read as
clauses 2 and 3 used to win: the sections after them were lost. A clause n is a list item
when the sub-clauses after it still number clause n-1, or when a list "1." ... "n-1." stands
between it and the last clause.
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

US = get_profile("us")

TEXT = """SOFTWARE KIT LICENCE AGREEMENT

1. Licence Agreement for the Software Kit

This Agreement governs your use of the kit.

1.1. Licence

1.1.1. Licence Grant

Subject to this Agreement, the Vendor grants you a limited licence to:

  1. Install and use the kit,

  2. Change the sample code shipped with the kit, and

  3. Ship the parts of the kit marked as shippable.

1.1.2. Shipping Requirements

When you ship parts of the kit:

  1. Your product must add real function to the kit.

  2. You must keep the Vendor's notices.

1.2. Limitations

You may not sell the kit on its own.

2. Toolkit Supplement

This supplement adds terms for the toolkit.

2.1. Scope

The supplement covers the toolkit only.

2.2. Third Party Components

The toolkit holds parts under other licences:

  1. The parser is under its own permissive licence.

  2. The fonts are under an open font licence.

  3. The icons are under a free art licence.

  4. The test data is in the public domain.
"""


def test_sections_stay_the_outline_around_indented_lists() -> None:
    tree = parse_contract(TEXT, US)
    got = [(n.identifier, n.depth) for n in tree.nodes if n.kind != "preamble"]
    assert got == [
        ("1", 1),
        ("1.1", 2),
        ("1.1.1", 3),
        ("1.1.2", 3),
        ("1.2", 2),
        ("2", 1),
        ("2.1", 2),
        ("2.2", 2),
    ]
    two = next(n for n in tree.nodes if n.identifier == "2")
    assert two.start == TEXT.index("2. Toolkit")
    last = next(n for n in tree.nodes if n.identifier == "2.2")
    assert last.end >= TEXT.rstrip().rindex("public domain")
