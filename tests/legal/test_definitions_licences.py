"""Definition shapes licences write, and contracts too (session 14, helper "defs").

- an aside or a qualifying noun between the quoted term and its verb: '"Kit", below, refers
  to', 'A "Sealed" copy of the Manual means', '"Binary" form shall mean', 'a "trade
  buyer", which means';
- a lower-case term after an article or an opening phrase, classed by "is a", "refers to"
  or "includes" ('A "reseller" is a firm that', 'For purposes of this definition, "control"
  includes'), or joined to the sentence before (', and a "kit derived from the Kit" means');
- a name a sentence gives ('The joined package is called a "bundle"', 'Each member is
  addressed as "you"'); "you" is then defined, but not traced in chunks;
- '"this Licence"' is the term "Licence"; '"Owner" is whoever ...'.

Not definitions: '"Members" and "guests" may be persons or firms', a file "called" a name
without "is", an ordinary quoted phrase.
"""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.definitions import TermIndex, find_definitions
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.tree import ClauseNode, ClauseTree
from clausewise.legal.types import DefinedTerm, DocumentSection

TEXT = """0. Meanings.

As used in this text, "this Licence" refers to the Sample Open Licence, edition 4. The
"Kit", below, refers to any bundle of files offered under this Licence, and a "kit derived
from the Kit" means the Kit or any work made from it. Each member is addressed as "you".
"Members" and "guests" may be persons or firms.

"Binary" form shall mean any form produced by compiling the Kit.

A "Sealed" copy of the Manual means a copy stored in a format anyone may read.

A "reseller" is a firm that buys copies of the Kit to sell them again. A "Major Part", in
this setting, means a principal component of the platform the Kit runs on.

To "assign" such a right to a party means to hand that right over in writing.

A "bundle" is either (1) a "trade buyer", which means any person buying for resale, or (2)
anything sold in a retail box. For purposes of this definition, "control" includes the
power to name directors.

The joined package is called a "compilation" if no single part of it dominates.

"Owner" is whoever holds the rights in the Kit.

1. Other terms.

The file called "NOTES" lists the changes. A copy is provided "as is", and you may keep it.
"""


def _terms() -> dict[str, str]:
    found = LegalChunker(jurisdiction="us").get_defined_terms(TEXT)
    return {name: t.definition for name, t in found.items()}


def test_licence_shapes_are_all_found_and_nothing_else() -> None:
    assert set(_terms()) == {
        "Licence",
        "Kit",
        "kit derived from the Kit",
        "you",
        "Binary",
        "Sealed",
        "reseller",
        "Major Part",
        "assign",
        "bundle",
        "trade buyer",
        "control",
        "compilation",
        "Owner",
    }


def test_definitions_read_the_right_text() -> None:
    terms = _terms()
    assert terms["Kit"] == "refers to any bundle of files offered under this Licence"
    assert terms["kit derived from the Kit"].startswith("means the Kit or any work made")
    assert terms["you"] == "Each member"
    assert terms["compilation"] == "The joined package"
    assert terms["Binary"].startswith("shall mean any form produced")
    assert terms["Sealed"].startswith("means a copy stored")
    assert terms["reseller"].startswith("is a firm that buys copies")
    assert terms["Major Part"].startswith("means a principal component")
    assert terms["assign"].startswith("means to hand that right over")
    assert terms["trade buyer"].startswith("means any person buying for resale")
    assert terms["control"].startswith("includes the power to name directors")
    assert terms["Owner"].startswith("is whoever holds the rights")


def test_spans_start_at_the_term_or_the_named_subject() -> None:
    tree = ClauseTree(
        nodes=(
            ClauseNode(
                0, len(TEXT), 1, "clause", "document", "", None, 0, DocumentSection.OPERATIVE
            ),
        )
    )
    found = {d.term: d for d in find_definitions(TEXT, tree, get_profile("us"))}
    assert found["Kit"].char_start == TEXT.index('"Kit", below')
    assert found["you"].char_start == TEXT.index("Each member")
    assert found["compilation"].char_start == TEXT.index("The joined package")
    assert found["reseller"].char_start == TEXT.index('"reseller"')


def test_a_lower_case_pronoun_is_defined_but_not_traced_in_chunks() -> None:
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=64)
    chunks = chunker.chunk(TEXT)
    assert "you" in chunker.get_defined_terms(TEXT)
    holding_you = [c for c in chunks if " you " in c.content or "you may" in c.content]
    assert holding_you  # "you may keep it": the text does use the pronoun
    assert all("you" not in c.defined_terms_used for c in chunks)
    assign = [c for c in chunks if 'To "assign"' in c.content]
    assert assign and "assign" in assign[0].defined_terms_used
    binary = [c for c in chunks if '"Binary" form' in c.content]
    assert binary and {"Binary", "Kit"} <= set(binary[0].defined_terms_used)


def test_an_index_given_a_pronoun_still_finds_it() -> None:
    index = TermIndex([DefinedTerm("you", "Each member", "")])
    assert index.used_in("Then you may keep it.") == ["you"]
