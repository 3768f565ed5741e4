"""Defined terms on unseen drafting: the noun phrase a bracket defines, aliases, pointers,
unquoted Title Case brackets, act names and capitalised uses of lower-case terms.

Every expectation is the phrase a reader takes from the text, written out by hand."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.definitions import TermIndex, find_definitions
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.tree import ClauseTree
from clausewise.legal.types import DefinedTerm

US = LegalChunker(jurisdiction="us", max_chunk_size=512, min_chunk_size=0)
UK = LegalChunker(jurisdiction="uk", max_chunk_size=512, min_chunk_size=0)

LICENCE = """LICENSE AGREEMENT

This Agreement is made by Ridgeline LLC ("Licensor") and Prairie Inc. ("Licensee").

1. Term. This Agreement shall continue for an initial period of three (3) years (the \
"Initial Term"), and shall then renew for successive one (1) year periods (each, a "Renewal \
Term").

2. Non-Competition. For twelve (12) months thereafter (the "Restricted Period"), Licensee \
shall not compete.

3. Use. Licensee may use the Software during the Initial Term and any Renewal Term.
"""

EMPLOYMENT = """EMPLOYMENT AGREEMENT

This Agreement is entered into by and between Tallgrass Biosciences, Inc., a Delaware \
corporation (the "Company"), and Jordan A.
Mercer (the "Executive").

1. Confidentiality. Each party (the "Receiving Party") shall protect information disclosed \
by the other party (the "Disclosing Party").

2. Payments. Upon any termination, the Company shall pay the Executive (i) any earned but \
unpaid salary, (ii) any unreimbursed business expenses, and (iii) any vested benefits \
(collectively, the "Accrued Obligations").

3. Tender Offer. The Parties intend that Merger Sub commence a tender offer (as it may be \
amended from time to time as permitted under this Agreement, the "Offer") to purchase all of \
the Shares.
"""

TERMS = """Acme Terms of Service

These Terms of Service ("Terms") govern your access to and use of the Acme mobile application \
and website (collectively, the "Services") provided by Acme Labs, Inc. ("Acme," "we," "us" or \
"our").

These Terms form a binding agreement between you and Streamly Media LLC ("Streamly").

1. Arbitration

You and Acme agree that any dispute will be resolved by binding arbitration administered by \
the American Arbitration Association ("AAA") under its Consumer Arbitration Rules.

2. Governing law

We may change these Terms. These Terms are governed by the laws of California.
"""


def _meanings(chunker: LegalChunker, text: str) -> dict[str, str]:
    return {k: v.definition for k, v in chunker.get_defined_terms(text).items()}


def test_a_numeral_in_brackets_does_not_cut_the_phrase() -> None:
    got = _meanings(US, LICENCE)
    assert got == {
        "Licensor": "Ridgeline LLC",
        "Licensee": "Prairie Inc.",
        "Initial Term": "an initial period of three (3) years",
        "Renewal Term": "successive one (1) year periods",
        "Restricted Period": "twelve (12) months thereafter",
    }


def test_party_and_role_phrases() -> None:
    got = _meanings(US, EMPLOYMENT)
    assert got["Company"] == "Tallgrass Biosciences, Inc., a Delaware corporation"
    assert got["Executive"] == "Jordan A. Mercer"  # an initial ends no sentence
    assert got["Receiving Party"] == "Each party"
    assert got["Disclosing Party"] == "the other party"
    assert got["Accrued Obligations"] == (
        "(i) any earned but unpaid salary, (ii) any unreimbursed business expenses, and "
        "(iii) any vested benefits"
    )
    assert got["Offer"] == "a tender offer"


def test_terms_of_service_names_aliases_and_acronyms() -> None:
    got = _meanings(LegalChunker(jurisdiction="us", doc_type="terms_conditions"), TERMS)
    assert got["Terms"] == "These Terms of Service"
    assert got["Services"] == "your access to and use of the Acme mobile application and website"
    assert got["Acme"] == "Acme Labs, Inc."
    # The pronouns in the same bracket are no terms: they would stand in every chunk.
    assert not {"we", "us", "our"} & set(got)
    assert got["Streamly"] == "Streamly Media LLC"
    assert got["AAA"] == "the American Arbitration Association"


def test_lower_case_aliases_take_no_plural_and_count_capitalised_at_a_sentence_start() -> None:
    index = TermIndex([DefinedTerm("us", "Acme", ""), DefinedTerm("we", "Acme", "")])
    assert index.used_in("The user uses it. We may change it.") == ["we"]
    assert index.used_in("Tell us. Email Us today.") == ["us"]  # "Us" mid-sentence: a name


POINTER = """CREDIT AGREEMENT

This Credit Agreement is entered into by and among Halcyon Inc. (the "Borrower") and First \
Bank, N.A. (the "Lender").

ARTICLE I
DEFINITIONS

Section 1.01 Defined Terms. "Business Day" has the meaning set forth in Section 2.02.

ARTICLE II
THE LOANS

Section 2.01 Borrowing. The Borrower may request a Loan on any Business Day.

Section 2.02 Business Day. "Business Day" means any day other than a Saturday, Sunday or a \
day on which banks in New York are closed.
"""
SUBSTANCE = (
    "means any day other than a Saturday, Sunday or a day on which banks in New York are closed."
)


def test_a_pointer_gives_way_to_the_definition_it_points_to() -> None:
    assert US.get_defined_terms(POINTER)["Business Day"].definition == SUBSTANCE
    loans = next(c for c in US.chunk(POINTER) if "request a Loan" in c.body)
    assert loans.defined_terms_context["Business Day"] == SUBSTANCE
    both = find_definitions(POINTER, ClauseTree(), get_profile("us"))
    assert [d.definition for d in both if d.term == "Business Day"] == [
        SUBSTANCE,
        "has the meaning set forth in Section 2.02.",
    ]
    alone = '"Business Day" has the meaning set forth in Section 2.02.\n'
    assert US.get_defined_terms(alone)["Business Day"].definition.startswith("has the meaning")


ACT = """1. DEFINITIONS

1.1 In this agreement:

"Services" means the distribution services described in Schedule 1.

"Goods" means the products supplied by the Customer.

2. LIABILITY

2.1 Nothing in this agreement limits liability for breach of the terms implied by section 2 \
of the Supply of Goods and Services Act 1982.

2.2 Nothing in this agreement limits liability for fraud.

3. SUPPLY

3.1 The Supplier shall deliver the Goods and perform the Services.
"""


def test_a_term_inside_the_name_of_an_act_is_no_use() -> None:
    used = {c.hierarchy_path: c.defined_terms_used for c in UK.chunk(ACT)}
    liability = [u for path, u in used.items() if path.startswith("2")]
    assert liability and all(u == [] for u in liability)
    assert next(u for path, u in used.items() if path.startswith("3")) == ["Goods", "Services"]
    index = TermIndex([DefinedTerm("Goods", "", ""), DefinedTerm("Data Protection", "", "")])
    assert index.used_in("the Sale of Goods Act 1979 and the Goods") == ["Goods"]
    assert index.used_in("the Data Protection Act 2018") == []
    assert index.used_in("the Goods, Data Protection Act 2018") == ["Goods"]


PRACTICAL_LAW = """THIS AGREEMENT is dated 3 February 2025

PARTIES

(1) Kestrel Logistics Limited incorporated and registered in England and Wales with company \
number 07654321 (Supplier).

(2) Ashdown Foods plc incorporated and registered in England and Wales with company number \
02345678 (Customer).

AGREED TERMS

1. COMMENCEMENT

1.1 This agreement shall commence on 1 March 2025 (Commencement Date) and shall continue for \
three years.

2. CUSTOMER'S OBLIGATIONS

2.1 If the Supplier's performance is prevented or delayed by any act or omission of the \
Customer (Customer Default), the Supplier may suspend performance until the Customer remedies \
the Customer Default.

2.2 The Customer shall pay the Supplier's costs arising from any Customer Default after the \
Commencement Date. Prices are stated in pounds (Including Tax), subject to clause 5 \
(Confidentiality), and apply in England and Wales (England) only within England.

5. CONFIDENTIALITY

5.1 Each party shall keep the other's Confidentiality obligations.
"""


def test_unquoted_title_case_brackets_define_terms_used_later() -> None:
    got = _meanings(UK, PRACTICAL_LAW)
    assert sorted(got) == ["Commencement Date", "Customer", "Customer Default", "Supplier"]
    assert got["Customer Default"] == "any act or omission of the Customer"
    assert got["Commencement Date"] == "1 March 2025"
    last = next(c for c in UK.chunk(PRACTICAL_LAW) if "2.2" in c.hierarchy_path)
    assert last.defined_terms_used[:4] == [
        "Customer",
        "Supplier",
        "Customer Default",
        "Commencement Date",
    ]


EU = """REGULATION (EU) 2022/2481 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

HAVE ADOPTED THIS REGULATION:

Article 1

Definitions

For the purposes of this Regulation, the following definitions apply:

(1) 'charging point' means a fixed or mobile interface that allows for the transfer of \
electricity to a vehicle;

(2) 'manufacturer' means any natural or legal person who manufactures a charging point.

Article 2

Product obligations

Manufacturers shall ensure that their products comply with Annex I. Importers shall inform \
Manufacturer Associations.

Article 3

Presumption of conformity

Charging points which are in conformity with harmonised standards shall be presumed to comply \
with Article 2.
"""


def test_a_lower_case_term_counts_capitalised_where_a_sentence_opens() -> None:
    chunks = LegalChunker(jurisdiction="eu", min_chunk_size=0).chunk(EU)
    used = {c.hierarchy_path: c.defined_terms_used for c in chunks}
    assert used["Article 2"] == ["manufacturer"]
    assert used["Article 3"] == ["charging point"]
    index = TermIndex([DefinedTerm("manufacturer", "", "")])
    assert index.used_in("They inform Manufacturer Associations.") == []
    assert index.used_in("(a) Manufacturers shall act;\n(b) manufacturers act.") == ["manufacturer"]


def test_unquoted_pointers_in_a_definitions_list_define_their_terms() -> None:
    text = """SUPPLY AGREEMENT

1. Definitions

1.1 In this agreement:

GST has the meaning given in the GST Act.

GST Act means the A New Tax System (Goods and Services Tax) Act 1999 (Cth).

Personal Information has the meaning given to it in the Privacy Act 1988 (Cth).

Data Breach has the same meaning as in the Privacy Act 1988 (Cth).

Renewal Term shall have the meaning set out in clause 3.2.

2. Supply

2.1 All amounts exclude GST. The Supplier must protect Personal Information.
"""
    got = {k: v.definition for k, v in UK.get_defined_terms(text).items()}
    assert got == {
        "GST": "has the meaning given in the GST Act.",
        "GST Act": "means the A New Tax System (Goods and Services Tax) Act 1999 (Cth).",
        "Personal Information": "has the meaning given to it in the Privacy Act 1988 (Cth).",
        "Data Breach": "has the same meaning as in the Privacy Act 1988 (Cth).",
        "Renewal Term": "shall have the meaning set out in clause 3.2.",
    }


def _definitions(text: str, jurisdiction: str = "us") -> dict[str, str]:
    found = find_definitions(text, ClauseTree(), get_profile(jurisdiction))
    return {d.term: d.definition for d in found}


def test_referred_to_as_names_the_subject_not_its_verb() -> None:
    nda = (
        'This Agreement is between Fenwick Robotics, Inc. ("Fenwick") and Marlow Bio LLC '
        '("Marlow"). Each of Fenwick and Marlow may disclose or receive Confidential '
        'Information, and each is referred to as the "Disclosing Party" or the "Receiving '
        'Party", as the context requires.'
    )
    got = _definitions(nda)
    assert got["Disclosing Party"] == "Each of Fenwick and Marlow"
    assert got["Receiving Party"] == "Each of Fenwick and Marlow"
    parties = (
        "Ashdown and Brookfield are each sometimes referred to herein individually as a "
        '"Party" and collectively as the "Parties".'
    )
    assert _definitions(parties) == {
        "Party": "Ashdown and Brookfield",
        "Parties": "Ashdown and Brookfield",
    }


def test_a_bracket_names_the_phrase_not_its_clause() -> None:
    policy = (
        "This notice explains how Quillfeather Ltd uses personal data when you visit our shop "
        'and our booking app (together, the "Services"). We act as controller under the UK '
        'General Data Protection Regulation ("UK GDPR").'
    )
    assert _definitions(policy, "uk") == {
        "Services": "our shop and our booking app",
        "UK GDPR": "the UK General Data Protection Regulation",
    }
    start = (
        "This Agreement shall come into force on the date the last Party signs it (the "
        '"Effective Date").'
    )
    assert _definitions(start, "uk") == {"Effective Date": "the date the last Party signs it"}
    loans = (
        'Each Lender agrees to make advances (each such advance, a "Swingline Advance") to '
        "the Borrower. Any Lender that (i) has failed to fund any Advance when due, or (ii) has "
        'become insolvent (each such Lender, a "Defaulting Lender") shall lose its votes.'
    )
    assert _definitions(loans) == {
        "Swingline Advance": "advances",
        "Defaulting Lender": "Any Lender that (i) has failed to fund any Advance when due, or "
        "(ii) has become insolvent",
    }


def test_an_act_term_is_not_used_by_other_acts_names() -> None:
    text = (
        "1. Compliance. Each Lender must comply with the USA PATRIOT Act (Title III of Pub. L. "
        '107-56) (the "Act"), and the Act requires it to identify the Borrower.\n\n'
        "2. Securities. The Borrower files reports under the Securities Exchange Act of 1934, "
        "the Employee Retirement Income Security Act of 1974 and the Companies Act, 2013.\n"
    )
    assert _definitions(text) == {"Act": "the USA PATRIOT Act (Title III of Pub. L. 107-56)"}
    index = TermIndex([DefinedTerm("Act", "", "")])
    assert index.used_in(text, text.index("2. Securities")) == []
    assert index.used_in(text, 0, text.index("2. Securities")) == ["Act"]
    assert index.used_in("rights under this Act. Such Act applies; the Act too.") == ["Act"]
    assert index.used_in("the Trust Indenture Act") == []


RUN_OF_BRACKETS = """SUPPLY AGREEMENT

This Agreement is made by Ridgeline Holdings LLC, a Delaware limited liability company \
("Ridgeline") ("Licensor") ("Seller") and Prairie Inc. ("Buyer").

1. Sale. The Seller sells to the Buyer.
"""


def test_a_run_of_brackets_names_one_phrase_without_the_brackets() -> None:
    # The third bracket of a run names what the second read (the company), not the company
    # and the second bracket's own text.
    got = _meanings(US, RUN_OF_BRACKETS)
    company = "Ridgeline Holdings LLC, a Delaware limited liability company"
    assert got["Ridgeline"] == company
    assert got["Seller"] == got["Licensor"]
    assert got["Seller"].startswith(company) and "Licensor" not in got["Seller"]


def test_a_bracket_summing_up_a_run_reads_its_own_phrase() -> None:
    text = (
        'This Agreement is made between Alpha Corp. ("Alpha") and Beta LLC ("Beta") (each a '
        '"Party") (collectively, the "Parties").\n\n1. Sale. The Parties agree.\n'
    )
    got = _meanings(US, text)
    assert "Alpha Corp." in got["Parties"] and "Beta LLC" in got["Parties"]


def test_a_long_run_of_brackets_costs_one_reading() -> None:
    # Each bracket after the second takes the run's phrase: 20,000 of them keep their terms
    # and that one phrase.
    names = [f"Goods {i}" for i in range(20000)]
    text = "The Supplier shall deliver the goods " + " ".join(f'(the "{n}")' for n in names)
    found = find_definitions(text, ClauseTree(nodes=()), get_profile("uk"))
    assert [d.term for d in found] == names
    assert found[0].definition == "the goods"
    assert {d.definition for d in found[2:]} == {found[1].definition}


_VERB_EXAMPLES = (
    "shall pay", "will pay", "may pay", "must pay", "should pay", "would pay", "can pay",
    "could pay", "might pay", "is made", "are made", "was made", "were made", "be made",
    "been made", "being made", "has made", "have made", "had made", "when you use",
    "whenever we use", "where they use", "wherever you use", "if you use", "while we use",
    "once they use",
)  # fmt: skip


def test_the_verb_and_relative_scans_are_skipped_only_where_they_cannot_match() -> None:
    from pathlib import Path

    from clausewise.legal import definitions_phrase as phrase

    examples = Path(__file__).resolve().parents[2] / "examples"
    texts = [p.read_text(encoding="utf-8") for p in sorted(examples.glob("*.txt"))]
    texts.append(" " + " ".join(_VERB_EXAMPLES) + " which whom whose whereby that")
    verbs = [m.group() for t in texts for m in phrase._VERB_GROUP.finditer(t)]
    relatives = [m.group() for t in texts for m in phrase._RELATIVE.finditer(t)]
    assert len(verbs) > len(_VERB_EXAMPLES) and len(relatives) > 5
    assert [v for v in verbs if not phrase._has(v, phrase._VERB_WORDS)] == []
    assert [r for r in relatives if not phrase._has(r, phrase._RELATIVE_WORDS)] == []
    assert not phrase._has('(the "X") (the "X")', phrase._VERB_WORDS)
