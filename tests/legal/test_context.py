"""Document title, parties and the retrieval headers, on real contracts and terms.

Gold: CUAD's "Document Name" and "Parties" annotations of the contracts in ``tests/data/cuad``
(lawyers' spans, copied in ``clause_annotations.jsonl``), and the published titles of the
CLAUDETTE terms of service.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from clausewise.legal.context import (
    ancestor_header,
    context_header,
    display_title,
    find_parties,
    find_title,
)
from clausewise.legal.tree import DocumentSection
from clausewise.legal.types import ClauseType

DATA = Path(__file__).resolve().parent.parent / "data"


def _gold() -> dict[str, dict[str, list[str]]]:
    out: dict[str, dict[str, list[str]]] = {}
    with (DATA / "cuad" / "clause_annotations.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            rec: dict[str, Any] = json.loads(line)
            out.setdefault(rec["doc_id"], {}).setdefault(rec["label"], []).append(rec["text"])
    return out


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


GOLD = _gold()


@pytest.mark.parametrize("doc_id", sorted(GOLD))
def test_title_matches_the_document_name(doc_id: str) -> None:
    text = (DATA / "cuad" / f"{doc_id}.txt").read_text(encoding="utf-8")
    title = find_title(text)
    assert title is not None
    assert _norm(title) in {_norm(n) for n in GOLD[doc_id]["Document Name"]}


@pytest.mark.parametrize("doc_id", sorted(GOLD))
def test_parties_are_annotated_parties(doc_id: str) -> None:
    text = (DATA / "cuad" / f"{doc_id}.txt").read_text(encoding="utf-8")
    found = find_parties(text, 0, 3000)
    gold = [_norm(p) for p in GOLD[doc_id]["Parties"]]
    # Every party found is (part of) a span the lawyers marked as a party...
    assert all(any(_norm(p) in g or g in _norm(p) for g in gold) for p in found), found
    # ... and, except where the preamble is a signature-page cover, at least two are found.
    if "NETGEAR" not in doc_id:
        assert len(found) >= 2


def test_parties_of_the_documented_example() -> None:
    text = (
        "This Services Agreement is entered into by and between Acme Inc., a Delaware "
        'corporation ("Supplier"), and Beta LLC, a New York limited liability company '
        '("Customer"). WHEREAS, Supplier provides services;'
    )
    assert find_parties(text, 0, len(text)) == ["Acme Inc.", "Beta LLC"]
    assert find_title(text) == "Services Agreement"


@pytest.mark.parametrize(
    ("name", "title"),
    [("en_Dropbox", "Dropbox Terms of Service"), ("en_Google", "Google Terms of Service")],
)
def test_terms_of_service_titles(name: str, title: str) -> None:
    text = (DATA / "claudette" / f"{name}.txt").read_text(encoding="utf-8")
    assert find_title(text) == title


def test_every_type_is_written_in_plain_words_with_its_gloss() -> None:
    from clausewise.legal.context import TYPE_GLOSS, type_words

    for ctype in ClauseType:
        words = type_words(ctype)
        assert words.startswith(ctype.value.replace("_", " "))
        assert "_" not in words and "[" not in words and "]" not in words
        if ctype in TYPE_GLOSS:
            assert words.endswith(f"({TYPE_GLOSS[ctype]})")
    assert type_words(ClauseType.NOTICES) == "notices"
    assert type_words(ClauseType.INTELLECTUAL_PROPERTY) == (
        "intellectual property (IP rights, proprietary rights, ownership)"
    )


def test_a_gloss_names_the_type_not_a_topic_of_some_of_its_clauses() -> None:
    # Every chunk of a type carries its gloss: a topic only some of its clauses deal with
    # (renewal, a licence grant) would be lent to all of them, and the clause that really
    # deals with it would no longer stand out.
    text = (
        "1. Term and Termination\n\n"
        "1.1 This Agreement shall renew automatically for successive one-year renewal terms "
        "unless either party gives notice of non-renewal.\n\n"
        "1.2 Either party may terminate this Agreement on written notice if the other party "
        "commits a material breach and fails to remedy it within thirty days.\n\n"
        "2. Intellectual Property\n\n"
        "2.1 The Supplier grants the Customer a non-exclusive licence to use the Software.\n\n"
        "2.2 All intellectual property rights in the Deliverables shall vest in the Supplier.\n"
    )
    from clausewise import LegalChunker

    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=40, min_chunk_size=0).chunk(text)
    by_unit = {c.hierarchy_path.rsplit(" > ", 1)[-1]: c for c in chunks}
    breach, vesting = by_unit["1.2"], by_unit["2.2"]
    assert breach.clause_type is ClauseType.TERMINATION
    assert breach.context_header.endswith(
        "[Type: termination (term and termination, duration, expiry)]"
    )
    assert "renew" not in breach.context_header + breach.content
    assert vesting.clause_type is ClauseType.INTELLECTUAL_PROPERTY
    assert "licen" not in (vesting.context_header + vesting.content).lower()


def test_display_title() -> None:
    assert display_title("  MASTER  SERVICES AGREEMENT. ") == "Master Services Agreement"
    assert display_title("LICENSE AND SUPPLY OF GOODS") == "License and Supply of Goods"
    assert display_title("Terms of Service") == "Terms of Service"


def test_context_header_format() -> None:
    header = context_header(
        title="Services Agreement",
        parties=["Acme Inc.", "Beta LLC"],
        path_titles=[("Article VII", "Indemnification"), ("7.2", "Procedures")],
        clause_type=ClauseType.INDEMNIFICATION,
        section=DocumentSection.OPERATIVE,
        document_id="doc-1",
    )
    assert header == (
        "[Document: Services Agreement] [Parties: Acme Inc.; Beta LLC] "
        "[Section: Article VII Indemnification > 7.2 Procedures] "
        "[Type: indemnification (indemnify, defend, hold harmless)]"
    )


def test_context_header_leaves_out_what_it_does_not_know() -> None:
    assert context_header(title=None, clause_type=ClauseType.UNKNOWN) == ""
    assert context_header(
        title=None,
        document_id="msa-17",
        section=DocumentSection.PREAMBLE,
        clause_type=ClauseType.LIMITATION_OF_LIABILITY,
    ) == (
        "[Document: msa-17] [Section: preamble] "
        "[Type: limitation of liability (liability cap, excluded damages)]"
    )
    # A bracket in a value cannot close a field early.
    assert context_header(title="Deed [draft]") == "[Document: Deed (draft)]"


def test_ancestor_header_lines() -> None:
    path = [
        ("Article VII", "Indemnification"),
        ("7.2", None),
        ("(a)", None),
        ("Section 9", "Section 9 Notices"),
    ]
    assert ancestor_header(path) == "Article VII Indemnification\n7.2\nSection 9 Notices\n"
    assert ancestor_header([]) == ""
    assert ancestor_header([("(b)", None)]) == ""


def test_a_place_in_a_party_description_is_not_a_party() -> None:
    text = (
        "THIS AGREEMENT is made BETWEEN:\n(1) Harbour Analytics Limited, incorporated and "
        'registered in England and Wales with company number 09876543 (the "Supplier"); and\n'
        "(2) Northgate Retail plc, incorporated in Scotland and whose office is in Leeds "
        '(the "Customer").\n'
    )
    assert find_parties(text, 0, len(text)) == ["Harbour Analytics Limited", "Northgate Retail plc"]
    # A second party right after a place is still a party.
    us = (
        "by and between Acme Pte. Ltd., a company existing under the laws of Singapore and Beta "
        'Software Industries Ltd, a company existing under the laws of Israel (each "Recipient").'
    )
    assert find_parties(us, 0, len(us)) == ["Acme Pte. Ltd.", "Beta Software Industries Ltd"]


def test_the_header_does_not_repeat_the_path_that_content_shows() -> None:
    text = (
        "1. Definitions\n\n1.1 In this agreement Services means the services.\n\n"
        "2. Liability\n\n2.1 Neither party limits liability for death or personal injury caused "
        "by negligence. " + "Each party shall act in good faith at all times. " * 12 + "\n\n"
        "2.2 The total liability of either party shall not exceed the fees paid.\n"
    )
    from clausewise import LegalChunker

    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64, min_chunk_size=0).chunk(text)
    for c in chunks:
        shown = c.content.splitlines()
        # Every heading line at the top of content is absent from the header's path.
        for line in shown[:2]:
            if line.startswith(("1", "2")) and len(line) < 20:
                assert line not in c.context_header
    bare = LegalChunker(
        jurisdiction="uk", max_chunk_size=64, min_chunk_size=0, include_ancestor_headers=False
    )
    mid = [c for c in bare.chunk(text) if c.hierarchy_path.endswith("2.1")][-1]
    assert not mid.content.startswith("2.1")
    assert "[Section: 2 Liability > 2.1]" in mid.context_header


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # The name the contract gives itself, commas included, not a signature line above it.
        (
            "By Client: /s/ N. T.\n\nWebsite Design, Development and Hosting Agreement\n\n"
            'This Website Design, Development and Hosting Agreement (the "Agreement") is '
            "entered into by and between ...",
            "Website Design, Development and Hosting Agreement",
        ),
        # A title in capitals runs on past its first title word.
        (
            "EXHIBIT 10.4\n\nSPONSORED RESEARCH AND LICENSE AGREEMENT\n\nDated ...",
            "Sponsored Research and License Agreement",
        ),
        # In run-on EDGAR text a wide gap stands for a line break.
        (
            "Strategic Alliance Agreement   This agreement is made and entered into ...",
            "Strategic Alliance Agreement",
        ),
    ],
)
def test_title_as_the_contract_names_itself(text: str, title: str) -> None:
    from clausewise import LegalChunker
    from clausewise.legal.enrich import title_and_parties
    from clausewise.legal.pipeline import parse_tree
    from clausewise.normalize import normalize

    doc = normalize(text)
    found, _ = title_and_parties(doc.text, parse_tree(doc, LegalChunker().options))
    assert found is not None and display_title(found) == title


def test_title_legends_and_numbers() -> None:
    from clausewise.legal.structure.contract_zones import find_title as structure_title

    words = ("agreement", "amendment", "license")
    text = "EXECUTION COPY COOPERATION AGREEMENT\n\nThis Agreement ..."
    assert structure_title(text, 0, len(text), words) == "COOPERATION AGREEMENT"
    text = "AMENDMENT NO. 3\n\nDated as of February 19, 2007"
    assert structure_title(text, 0, len(text), words) == "AMENDMENT NO. 3"
    text = "Exhibit 10.9 TURN - KEY MANUFACTURING AGREEMENT This Turn - Key ..."
    assert structure_title(text, 0, len(text), words) == "TURN - KEY MANUFACTURING AGREEMENT"


def test_parties_separated_by_roles_and_described_first() -> None:
    three = (
        'This Agreement is entered into by and between Emerald Health Sciences Inc. ("EHS"), '
        'Emerald Health Nutraceuticals Inc. ("EHN"), and Michael T. Murray, N.D. ("Dr. Murray"). '
        "This Agreement sets forth ..."
    )
    assert find_parties(three, 0, len(three)) == [
        "Emerald Health Sciences Inc.",
        "Emerald Health Nutraceuticals Inc.",
        "Michael T. Murray, N.D.",
    ]
    golfer = (
        "This Agreement is entered into on January 13, 2005 between professional golfer, TOM "
        'WATSON, (hereinafter referred to as "CONSULTANT") and ADAMS GOLF, LTD. (hereinafter '
        'referred to as "ADAMS GOLF").\n\nWITNESSETH'
    )
    assert find_parties(golfer, 0, len(golfer)) == ["TOM WATSON", "ADAMS GOLF, LTD."]


def test_parties_on_lines_of_their_own_keep_an_and_inside_a_name() -> None:
    text = (
        "JOINT DEVELOPMENT AGREEMENT\n\nbetween\n\nFUELCELL ENERGY, INC.\n\nand\n\n"
        "EXXONMOBIL RESEARCH AND ENGINEERING COMPANY\n\nSource: FUELCELL ENERGY INC, 8-K\n\n"
        "TABLE OF CONTENTS ARTICLE 1 - DEFINITIONS 1 ARTICLE 4 - RESTRICTED USE 3"
    )
    assert find_parties(text, 0, len(text)) == [
        "FUELCELL ENERGY, INC.",
        "EXXONMOBIL RESEARCH AND ENGINEERING COMPANY",
    ]


def test_parties_found_in_a_first_clause_when_the_preamble_is_cut_short() -> None:
    from clausewise import LegalChunker

    text = (
        "Consulting Agreement\n\nARTICLE 1 -- PREAMBLE This Consulting Agreement is entered "
        'into by and between Alpha Sciences Inc. ("Alpha") and Beta Labs LLC ("Beta").\n\n'
        "ARTICLE 2 -- SERVICES 2.1 Beta shall provide the services.\n\n"
        "ARTICLE 3 -- TERM 3.1 This Agreement lasts one year."
    )
    chunks = LegalChunker(include_context_header=True).chunk(text)
    assert "[Parties: Alpha Sciences Inc.; Beta Labs LLC]" in chunks[-1].context_header


def test_the_unit_of_an_unnumbered_contract_is_not_named_in_headers() -> None:
    from clausewise import LegalChunker

    paragraph = (
        "The Attorney may sign, deliver and file any document the Principal could sign, and "
        "may appoint a substitute for any of these acts at the Attorney's own discretion. "
    )
    text = (
        "LIMITED POWER OF ATTORNEY\n\nKNOW ALL MEN BY THESE PRESENTS, that Acme Inc. appoints "
        "Beta LLC as its attorney-in-fact.\n\n" + "\n\n".join([paragraph * 3] * 4)
    )
    chunker = LegalChunker(max_chunk_size=96, min_chunk_size=0, include_context_header=True)
    chunks = chunker.chunk(text)
    assert len(chunks) > 3
    for chunk in chunks:
        assert "Body" not in chunk.context_header
        assert "Body" not in chunk.original_header


def test_legislation_has_no_parties_and_is_named_as_cited() -> None:
    from clausewise import LegalChunker

    text = (DATA.parent.parent / "examples" / "eu_gdpr_excerpt.txt").read_text(encoding="utf-8")
    chunks = LegalChunker(jurisdiction="eu", include_context_header=True).chunk(text)
    header = chunks[1].context_header
    assert "[Parties:" not in header  # "between Member States" in a recital names no party
    # An act is named as it is cited: type, number and its own short title.
    assert header.startswith(
        "[Document: Regulation (EU) 2016/679 (General Data Protection Regulation)]"
    )


@pytest.mark.parametrize(
    ("title", "cited"),
    [
        (
            "DIRECTIVE (EU) 2019/790 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL of 17 April "
            "2019 on copyright and related rights in the Digital Single Market",
            "Directive (EU) 2019/790 on copyright and related rights in the Digital Single Market",
        ),
        (
            "COMMISSION IMPLEMENTING REGULATION (EU) No 1234/2011 of 29 November 2011 laying "
            "down rules (Animal Health Regulation)",
            "Commission Implementing Regulation (EU) No 1234/2011 (Animal Health Regulation)",
        ),
        # No number: the title as written.
        ("COMMISSION DECISION of 5 February 2010 on standard contractual clauses", None),
        ("Terms of Service", None),
    ],
)
def test_act_titles_as_cited(title: str, cited: str | None) -> None:
    from clausewise.legal.context import act_title

    assert act_title(title) == (cited or title)


def test_a_long_title_is_cut_at_a_word_that_counts() -> None:
    title = "Master Services Agreement " + "for the provision of support services " * 4
    shown = display_title(title)
    assert len(shown) <= 100
    assert not shown.lower().endswith((" of", " the", " for", " and"))


def test_terms_of_service_name_their_provider_not_their_defined_words() -> None:
    from clausewise.legal.context import provider_parties

    found = ["Flo Health, Inc.", "These Terms of Use", "Japan", "MG Japan Services GK"]
    assert provider_parties(found, "Terms of Use") == ["Flo Health, Inc.", "MG Japan Services GK"]
    # No legal entity: the brand the title names, if any.
    assert provider_parties(["PayPal", "Purchases"], "Paypal User Agreement") == ["PayPal"]
    assert provider_parties(["Conditions of Use"], "Spotify Terms and Conditions of Use") == []


@pytest.mark.parametrize(
    ("head", "title"),
    [
        (
            "Published: 1 April 2021\nEffective: June 15, 2021\nPrint\nPrint\nMicrosoft Services "
            "Agreement\n\nThese terms cover the use of ...",
            "Microsoft Services Agreement",
        ),
        ("\nLast modified on 01/01/2021\nTerms of Service\n\n1. Introduction", "Terms of Service"),
        (
            "Terms of Service Last Modified: 2018-05-15\nTumblr is a U.S. company ...",
            "Terms of Service",
        ),
        (
            "Visa Solution Terms of Service\n\nIMPORTANT: PLEASE CAREFULLY READ THE FOLLOWING VISA "
            'SOLUTION TERMS OF SERVICE ("TERMS").',
            "Visa Solution Terms of Service",
        ),
        (
            "EXHIBIT 10.17   TRANSPORTATION SERVICE AGREEMENT      UNDER RATE SCHEDULE FTS",
            "TRANSPORTATION SERVICE AGREEMENT",
        ),
    ],
)
def test_a_title_line_at_the_top_wins_over_dates_and_legends(head: str, title: str) -> None:
    from clausewise.legal.jurisdiction import get_profile
    from clausewise.legal.structure.contract_zones import find_title as structure_title

    words = get_profile("us").title_words
    assert structure_title(head, 0, len(head), words) == title


OJ_TITLE = """REGULATION (EU) 2022/2481 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

of 14 December 2022

on common rules for the interoperability of charging points for light electric vehicles

THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,

Having regard to the Treaty on the Functioning of the European Union,

HAVE ADOPTED THIS REGULATION:

Article 1

Subject matter

This Regulation lays down requirements for charging points.

Article 2

Entry into force

This Regulation shall enter into force on the twentieth day following its publication.
"""


@pytest.mark.parametrize("layout", ["blank lines", "one block"])
def test_an_official_journal_title_is_cited_with_its_subject(layout: str) -> None:
    from clausewise import LegalChunker

    text = OJ_TITLE if layout == "blank lines" else OJ_TITLE.replace("\n\nof 14", "\nof 14", 1)
    text = text.replace("2022\n\non common", "2022\non common") if layout == "one block" else text
    header = LegalChunker(jurisdiction="eu").chunk(text)[-1].context_header
    # The subject is cut at a phrase boundary, and "(EU)" keeps its capitals.
    assert header.startswith(
        "[Document: Regulation (EU) 2022/2481 on common rules for the interoperability "
        "of charging points]"
    ), header


def test_display_title_keeps_bracketed_abbreviations() -> None:
    assert display_title("DIRECTIVE (EC) OF THE COUNCIL") == "Directive (EC) of the Council"


def test_parties_listed_on_a_cover_page_one_per_line() -> None:
    from clausewise.legal.parties import find_parties

    cover = (
        "AGREEMENT AND PLAN OF MERGER\n\nby and among\n\nHALCYON HOLDINGS, INC.,\n\n"
        "BLUE HERON MERGER SUB, INC.\n\nand\n\nCORVALLIS THERAPEUTICS, INC.\n\n"
        "Dated as of March 14, 2024\n\n"
    )
    assert find_parties(cover, 0, len(cover)) == [
        "HALCYON HOLDINGS, INC.",
        "BLUE HERON MERGER SUB, INC.",
        "CORVALLIS THERAPEUTICS, INC.",
    ]
