"""Session 32: an act named before its units with no "of" ("(Directive 2018/1972) Article 102
paragraphs 1, 3 and 5"), a state's general laws named without the state, the United States
Code cited as "section 1983 of title 42", and state codes cited as "12 Del. C." or after a
comma ("Section 9-08-06, N.D.C.C.")."""

from __future__ import annotations

from clausewise import CrossReference, LegalChunker
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.references import find_references
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection

TERMS = """TERMS OF USE

1. Who we are

We provide the Services described in these Terms.

2. Your account

You are responsible for your account.

3. Fees

Fees are set out in the order.

4. Changes

We may change these Terms.

5. Your rights

If you are a business customer, you agree to waive any and all entitlements that you would
otherwise have under the European Electronic Communications Code (Directive 2018/1972)
Article 102 paragraphs 1, 3 and 5, Article 105 paragraph 1 and Article 107 paragraphs 1 and 3.
Section 4 still applies.
"""

STATUTE = """TITLE 99--WIDGET SAFETY

§ 101. Definitions

For purposes of this section, the term "supplier" has the meaning given in section 1983 of
title 42.

§ 102. Registration

(a) In general. Each supplier shall register with the Secretary.

(b) Enforcement. Any person injured by a violation of subsection (a) may bring an action
under section 1981 of title 42, United States Code, or under section 101 of this title.
"""

FRANCHISE = """FRANCHISE AGREEMENT

1. Grant

Franchisor grants you the franchise.

2. Term

The term is ten years.

3. New York Addendum

It is the intent of this addendum that the non-waiver provisions of General Business Law
Sections 687.4 and 687.5 be satisfied, and Section 2 applies as amended.

4. North Dakota Addendum

Covenants restricting competition contrary to Section 9-08-06, N.D.C.C., are void. The
trust is governed by 12 Del. C. § 3801 et seq.
"""


def _refs(text: str, jurisdiction: str, **kw: str) -> list[CrossReference]:
    chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=512, **kw).chunk(text)
    return [r for c in chunks for r in c.cross_references]


def test_units_listed_after_an_eu_act_are_the_acts() -> None:
    refs = _refs(TERMS, "us", doc_type="terms_conditions")
    after = [r for r in refs if "Directive" not in r.raw_text and r.raw_text != "Section 4"]
    assert [(r.raw_text, r.target_identifier) for r in after] == [
        ("Article 102", "Article 102, Directive 2018/1972"),
        ("paragraphs 1", "Article 102(1), Directive 2018/1972"),
        ("3", "Article 102(3), Directive 2018/1972"),
        ("5", "Article 102(5), Directive 2018/1972"),
        ("Article 105", "Article 105, Directive 2018/1972"),
        ("paragraph 1", "Article 105(1), Directive 2018/1972"),
        ("Article 107", "Article 107, Directive 2018/1972"),
        ("paragraphs 1", "Article 107(1), Directive 2018/1972"),
        ("3", "Article 107(3), Directive 2018/1972"),
    ]
    for ref in after:
        # (before: "paragraphs 1" resolved to this document's clause 1, "3" to clause 3)
        assert ref.target_kind == "external" and ref.target_chunk_index is None
        assert ref.external is not None and ref.external["instrument"] == "Directive 2018/1972"
    # the list ends at the full stop: "Section 4" after it is this document's
    own = next(r for r in refs if r.raw_text == "Section 4")
    assert own.external is None and own.target_chunk_index is not None


def test_united_states_code_cited_by_its_title() -> None:
    refs = {" ".join(r.raw_text.split()): r for r in _refs(STATUTE, "us")}
    first = refs["section 1983 of title 42"]
    assert first.target_kind == "external"
    assert first.external == {
        "code": "U.S.C.",
        "title": "42",
        "section": "1983",
        "jurisdiction": "us",
    }
    second = refs["section 1981 of title 42, United States Code"]
    assert second.target_identifier == "Section 1981, 42 U.S.C."
    assert second.external is not None and second.external["title"] == "42"
    assert "United States Code" not in refs  # no separate citation of the whole Code
    # the statute's own sections stay its own
    own = refs["section 101"]
    assert own.external is None and own.target_chunk_index is not None


def test_state_laws_named_without_the_state_and_state_codes() -> None:
    refs = {" ".join(r.raw_text.split()): r for r in _refs(FRANCHISE, "us")}
    law = refs["General Business Law Sections 687.4"]
    assert law.external == {"act": "General Business Law", "section": "687.4", "jurisdiction": "us"}
    assert refs["687.5"].target_identifier == "Section 687.5, General Business Law"
    nd = refs["Section 9-08-06, N.D.C.C."]
    assert nd.external == {"act": "N.D.C.C.", "section": "9-08-06", "jurisdiction": "us"}
    de = refs["12 Del. C. § 3801"]
    assert de.external == {"act": "12 Del. C.", "section": "3801", "jurisdiction": "us"}
    # this document's own Section 2 is still read as its own
    assert refs["Section 2"].external is None and refs["Section 2"].target_chunk_index is not None


LETTERS = """Section 4.3 Deposits.

(b) Collections.

(i) If the Servicer is rated, it deposits Collections monthly.

(g) Upgrade Payments. The Marketing Agent deposits each Upgrade Payment.

(h) Credit Payments. The Servicer deposits each Credit Payment.

(i) Assumption Payments. The Servicer deposits each Assumption Payment.

Section 4.4 Remittance.

The Marketing Agent remits the amounts set forth in Sections 4.3(g), (h) and (i).
"""


def _node(text: str, marker: str, end_marker: str | None, **kw: object) -> ClauseNode:
    start = text.index(marker)
    end = text.index(end_marker) - 2 if end_marker else len(text.rstrip())
    return ClauseNode(
        start=start,
        end=end,
        heading_end=start + len(marker),
        section=DocumentSection.OPERATIVE,
        title=None,
        **kw,  # type: ignore[arg-type]
    )


def test_letter_i_after_h_read_as_a_roman_item_of_h() -> None:
    # The tree read "(i)" after "(h)" as the first roman item under (h) (the letter i is also
    # the numeral one). "Sections 4.3(g), (h) and (i)" names the ninth letter of 4.3's list:
    # the unit after (h), not the (i) of (b) nor nothing (before: unresolved, two "(i)" were
    # within reach).
    text = LETTERS
    nodes = (
        _node(
            text,
            "Section 4.3",
            "Section 4.4",
            depth=1,
            kind="section",
            identifier="Section 4.3",
            number="4.3",
        ),
        _node(text, "(b)", "(g)", depth=2, kind="clause", identifier="(b)", number="b", parent=0),
        _node(text, "(i) If", "(g)", depth=3, kind="item", identifier="(i)", number="i", parent=1),
        _node(text, "(g)", "(h)", depth=2, kind="clause", identifier="(g)", number="g", parent=0),
        _node(
            text,
            "(h)",
            "Section 4.4",
            depth=2,
            kind="clause",
            identifier="(h)",
            number="h",
            parent=0,
        ),
        _node(
            text,
            "(i) Ass",
            "Section 4.4",
            depth=3,
            kind="item",
            identifier="(i)",
            number="i",
            parent=4,
        ),
        _node(
            text,
            "Section 4.4",
            None,
            depth=1,
            kind="section",
            identifier="Section 4.4",
            number="4.4",
        ),
    )
    refs = find_references(text, ClauseTree(nodes=nodes), get_profile("us"))
    got = [(r.raw_text, r.target_node) for r in refs]
    assert got == [("Sections 4.3(g)", 3), ("(h)", 4), ("(i)", 5)]
