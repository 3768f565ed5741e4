"""Title-case clause titles that hold "this", "these", "your" or "our".

"14. Revised Versions of this License." alone on its line, "Changes to these Terms.",
"Closing your Account.": licences and terms of service leave these words in lower case
inside a title, as they do "of" and "the".
"""

from __future__ import annotations

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

US = get_profile("us")

TEXT = """12. Use with Other Works.

You may combine the work with other works.

13. Revised Versions of this Licence.

The Steward may publish new versions of the licence.

14. Changes to these Terms.

We may change these terms by posting a new version.

15. Closing your Account.

You may close your account at any time.

16. Use of our Services.

You must follow the policies that apply to the services.
"""


def test_titles_keep_their_lower_case_determiners() -> None:
    tree = parse_contract(TEXT, US)
    assert {n.identifier: n.title for n in tree.nodes if n.depth == 1} == {
        "12": "Use with Other Works",
        "13": "Revised Versions of this Licence",
        "14": "Changes to these Terms",
        "15": "Closing your Account",
        "16": "Use of our Services",
    }
