"""Defined terms: detection, scope, and which terms a span uses."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gold import Document, Unit, render

from clausewise import LegalChunker
from clausewise.legal.definitions import TermIndex, find_definitions
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.tree import ClauseTree
from clausewise.legal.tree import DocumentSection as S
from clausewise.legal.types import DefinedTerm


def _doc() -> tuple[str, ClauseTree]:
    defs = Unit(
        "1",
        "clause",
        "1",
        "Definitions",
        [],
        [
            Unit(
                "1.1",
                "clause",
                "1.1",
                None,
                [
                    "In this Agreement:",
                    '"Services" means the services in Schedule 1.',
                    '"Confidential Information" means secret information.',
                    '"Information" means any information.',
                    "Business Day: a day other than a Saturday or Sunday.",
                ],
            )
        ],
    )
    ops = Unit(
        "2",
        "clause",
        "2",
        "Supply",
        [],
        [
            Unit(
                "2.1",
                "clause",
                "2.1",
                None,
                [
                    "The Supplier shall keep Confidential Information and other Information "
                    "safe and supply the Services; services generally are not Services."
                ],
            )
        ],
    )
    sched1 = Unit(
        "Schedule 1",
        "schedule",
        "1",
        "Charges",
        [],
        [
            Unit("s1p1", "paragraph", "1", None, ['"Services" means the services plus extras.']),
            Unit("s1p2", "paragraph", "2", None, ['"Fee" means the monthly fee.']),
        ],
        S.SCHEDULES,
    )
    sched2 = Unit(
        "Schedule 2",
        "schedule",
        "2",
        "Levels",
        [],
        [
            Unit("s2p1", "paragraph", "1", None, ['In this Schedule, "Credit" means a reduction.']),
            Unit("s2p2", "paragraph", "2", None, ["A Credit reduces the Fee for the Services."]),
        ],
        S.SCHEDULES,
    )
    r = render(Document("t", "uk", "AGREEMENT", [defs, ops, sched1, sched2]))
    return r.text, r.tree


def test_scopes_of_definitions() -> None:
    text, tree = _doc()
    found = find_definitions(text, tree, get_profile("uk"))
    got = [(d.term, d.scope, d.source_clause) for d in found]
    assert got == [
        ("Services", "document", "1.1"),
        ("Confidential Information", "document", "1.1"),
        ("Information", "document", "1.1"),
        ("Business Day", "document", "1.1"),
        ("Services", "Schedule 1", "Schedule 1 paragraph 1"),  # a redefinition
        ("Fee", "document", "Schedule 1 paragraph 2"),  # defined once, no "In this Schedule"
        ("Credit", "Schedule 2", "Schedule 2 paragraph 1"),  # "In this Schedule, ..."
    ]
    for d in found:
        assert text[d.char_start : d.char_end].startswith(('"', "Business"))
    assert found[0].definition == "means the services in Schedule 1."
    assert found[3].definition == "a day other than a Saturday or Sunday."


def test_term_index_is_case_aware_whole_word_and_longest_first() -> None:
    text, tree = _doc()
    index = TermIndex(find_definitions(text, tree, get_profile("uk")))
    start = text.index("The Supplier shall keep")
    end = text.index("are not Services.") + len("are not Services.")
    assert index.used_in(text, start, end) == [
        "Confidential Information",
        "Information",
        "Services",
    ]
    only_long = "They keep Confidential Information."
    assert index.used_in(only_long) == ["Confidential Information"]
    assert index.used_in("the Servicesx and InformationTechnology") == []


def test_term_index_scope_and_definition_lookup() -> None:
    text, tree = _doc()
    index = TermIndex(find_definitions(text, tree, get_profile("uk")))
    line = "A Credit reduces the Fee for the Services."
    assert index.used_in(line, scope="document") == ["Fee", "Services"]
    assert index.used_in(line, scope="Schedule 2") == ["Credit", "Fee", "Services"]
    sched = index.definition("Services", "Schedule 1")
    assert sched is not None and sched.definition.startswith("means the services plus")
    main = index.definition("Services", "Schedule 2")
    assert main is not None and main.scope == "document"
    assert index.definition("Credit") is None


def test_plurals_and_wrapped_terms() -> None:
    terms = [
        DefinedTerm("Party", "", ""),
        DefinedTerm("Business Day", "", ""),
        DefinedTerm("Affiliate", "", ""),
    ]
    index = TermIndex(terms)
    assert index.used_in("the Parties and their Affiliates within 5 Business\nDays") == [
        "Party",
        "Affiliate",
        "Business Day",
    ]
    assert TermIndex([]).used_in("anything") == []


def test_singular_of_a_plural_term_is_that_term_not_a_shorter_one() -> None:
    terms = [
        DefinedTerm("Authorised Users", "means employees of the Licensee", ""),
        DefinedTerm("User", "means any member of the public", ""),
        DefinedTerm("Excluded Losses", "", ""),
        DefinedTerm("Loss", "", ""),
    ]
    index = TermIndex(terms)
    line = "Each Authorised User shall keep its password secret."
    assert index.used_in(line) == ["Authorised Users"]
    assert index.used_in("An Excluded Loss is no Loss. A User may look.") == [
        "Excluded Losses",
        "Loss",
        "User",
    ]
    # One-word plurals keep no singular: "Term" alone is another word than "Terms".
    assert TermIndex([DefinedTerm("Terms", "", "")]).used_in("the Term ends") == []


def test_chunk_uses_the_longer_term_in_the_singular() -> None:
    text = (
        "LICENCE AGREEMENT\n\n1. DEFINITIONS\n\n"
        '"Authorised Users" means employees of the Licensee permitted to use the Software.\n\n'
        '"User" means any member of the public who accesses the portal.\n\n'
        "2. USE\n\n2.1 Each Authorised User shall keep its password secret.\n"
    )
    chunks = LegalChunker(min_chunk_size=0, max_chunk_size=24).chunk(text)
    use = [c for c in chunks if c.hierarchy_path.startswith("2")]
    assert [c.defined_terms_used for c in use] == [["Authorised Users"]]
    assert use[0].defined_terms_context == {
        "Authorised Users": "means employees of the Licensee permitted to use the Software."
    }


def test_no_false_definitions_from_quoted_phrases() -> None:
    text = (
        'The words "include" and "including" shall mean without limitation. A notice marked '
        '"Urgent" is sent by the guide (see "Using the Portal") on an "as is" basis, and the '
        "agreement entitled \"Heads of Terms\" ends. The Supplier's and the Customer's "
        "obligations continue."
    )
    assert find_definitions(text, ClauseTree(), get_profile("uk")) == []
