"""An amending act: quoted replacement text is not this act's structure, and the units its
amending provisions name belong to the act they amend.

The act below is written for these tests in the form of an EU amending regulation (an
article listing amendments, each a point with quoted replacement text)."""

from __future__ import annotations

from clausewise import LegalChunker

AMENDING_ACT = """\
REGULATION (EU) 2030/1 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

amending Regulation (EU) No 1093/2010 as regards supervisory tasks

THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,

Whereas:

(1) The supervisory tasks of the Authority should be clarified.

(2) Regulation (EU) No 1093/2010 should therefore be amended.

HAVE ADOPTED THIS REGULATION:

Article 1

Amendments to Regulation (EU) No 1093/2010

Regulation (EU) No 1093/2010 is amended as follows:

(1) Article 1 is amended as follows:

(a) paragraph 2 is replaced by the following:

\u20182.   The Authority shall act within the powers conferred by this Regulation.\u2019;

(b) the following paragraph is inserted:

\u20182a.   The Authority shall also act in the field of credit institutions.\u2019;

(2) the following Article is inserted:

\u2018Article 9a

Tasks related to supervision

1.   The Authority shall take a leading role in supervision.

2.   For the purposes of paragraph 1 of this Article, the Authority shall:

(a) collect information from competent authorities;

(b) develop common methods.\u2019;

(3) in Article 17, paragraph 3 is deleted.

Article 2

Review

1.   The Commission shall review the application of Article 1 by 1 January 2032.

2.   The review referred to in paragraph 1 shall be made public.

Article 3

Entry into force

This Regulation shall enter into force on the twentieth day following that of its publication.

This Regulation shall be binding in its entirety and directly applicable in all Member States.
"""


def _chunker() -> LegalChunker:
    return LegalChunker(jurisdiction="eu", max_chunk_size=2048)


def test_quoted_replacement_text_is_not_structure() -> None:
    nodes = _chunker().parse_structure(AMENDING_ACT)
    by_id: dict[str, list[str]] = {}
    for n in nodes:
        by_id.setdefault(n.parent or "", []).append(n.identifier)
    assert [i for i in by_id[""] if i.startswith("Article")] == [
        "Article 1",
        "Article 2",
        "Article 3",
    ]
    # The amending points stay siblings: the quoted "1." and "2." of the inserted Article 9a
    # open no paragraphs, and "(3)" is not read as a sub-point of its quoted "(b)".
    assert by_id["Article 1"] == ["(1)", "(2)", "(3)"]
    assert by_id["Article 2"] == ["1", "2"]
    quoted = AMENDING_ACT.index("\u2018Article 9a")
    inside = [n for n in nodes if quoted < n.char_start < AMENDING_ACT.index("(3) in Article 17")]
    assert inside == []


def _refs() -> list[tuple[str, str, int | None, dict[str, str] | None]]:
    return [
        (r.raw_text, r.target_identifier, r.target_chunk_index, r.external)
        for c in _chunker().chunk(AMENDING_ACT)
        for r in c.cross_references
    ]


def test_units_named_in_amendments_belong_to_the_amended_act() -> None:
    act = "Regulation (EU) No 1093/2010"
    found = {(raw, ident) for raw, ident, _, _ in _refs()}
    assert ("Article 1", f"Article 1, {act}") in found
    assert ("paragraph 2", f"Article 1(2), {act}") in found
    assert ("paragraph 1 of this Article", f"Article 9a(1), {act}") in found
    assert ("Article 17", f"Article 17, {act}") in found
    assert ("paragraph 3", f"Article 17(3), {act}") in found
    for _raw, ident, chunk, external in _refs():
        if ident.endswith(act):
            assert chunk is None and external is not None and external["instrument"] == act


def test_references_outside_the_amendments_resolve_in_this_act() -> None:
    chunks = _chunker().chunk(AMENDING_ACT)
    where = {c.hierarchy.identifier: i for i, c in enumerate(chunks) if c.hierarchy}
    refs = [r for c in chunks for r in c.cross_references]
    review = AMENDING_ACT.index("application of Article 1")
    own = [r for r in refs if r.char_start == review + len("application of ")]
    assert len(own) == 1 and own[0].target_chunk_index == where["Article 1"]
    assert own[0].external is None


QUOTED_DEFINITION = """\
REGULATION (EU) 2030/7 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

HAVE ADOPTED THIS REGULATION:

Article 1
Subject matter

This Regulation lays down rules on harmonised standards for charging points.

Article 2
Amendments to Regulation (EU) No 1025/2012

Regulation (EU) No 1025/2012 is amended as follows:

(1) in Article 2, point (1)(c) is replaced by the following:

‘(c) “harmonised standard” means a European standard adopted on the basis of a request;’;

(2) Article 10 is deleted.

Article 3
Definitions

For the purposes of this Regulation, ‘charging point’ means an interface for charging.
"""


def test_a_definition_inside_quoted_replacement_text_is_not_this_acts() -> None:
    terms = LegalChunker(jurisdiction="eu").get_defined_terms(QUOTED_DEFINITION)
    # "harmonised standard" is defined for the amended act, in the text Article 2 quotes;
    # this act's own definition in Article 3 is found.
    assert "harmonised standard" not in terms
    assert "an interface for charging" in terms["charging point"].definition
