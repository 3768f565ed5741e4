"""Definitions scoped to schedules named as the document names them ("Attachment A",
"Exhibit 2(b)"), schedule brackets that only recall a term, the United States Code's lettered
and hyphenated sections ("§ 1320d–1"), the French equivalent closing a Canadian definition,
and a scope phrase naming its unit's number ("For the purposes of this clause 3"). Texts
written for the tests."""

from __future__ import annotations

from clausewise import LegalChunker

_ATTACHMENT = (
    "MASTER SERVICES AGREEMENT\n\n"
    "1. DEFINITIONS\n"
    '1.1 "Services" means the consulting services described in this Agreement.\n'
    '1.2 "Fees" means the fees payable under Section 3.\n\n'
    "2. SERVICES\n"
    "2.1 Supplier shall perform the Services with due care and skill.\n\n"
    "3. FEES\n"
    "3.1 Customer shall pay the Fees within thirty days of invoice.\n\n"
    "ATTACHMENT A\nSTATEMENT OF WORK\n\n"
    '1. In this Attachment, "Services" means the data migration services set out below.\n'
    "2. Supplier shall complete the Services by 30 June 2025.\n"
)


def _contexts(chunker: LegalChunker, text: str, term: str) -> dict[str, str]:
    return {
        c.hierarchy_path: c.defined_terms_context[term]
        for c in chunker.chunk(text)
        if term in c.defined_terms_context
    }


def test_an_attachments_own_definition_reaches_the_attachment() -> None:
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=40)
    contexts = _contexts(chunker, _ATTACHMENT, "Services")
    assert contexts["2"] == "means the consulting services described in this Agreement."
    assert contexts["Attachment A > 2"] == ("means the data migration services set out below.")
    from clausewise.legal.pipeline import run

    scoped = [
        d for d in run(_ATTACHMENT, chunker.options).enrichment.definitions if d.scope != "document"
    ]
    assert [(d.term, d.scope, d.source_clause) for d in scoped] == [
        ("Services", "Attachment A", "Attachment A paragraph 1")
    ]


def test_an_exhibit_numbered_with_a_bracket_keeps_the_bracket() -> None:
    text = _ATTACHMENT.replace("ATTACHMENT A", "EXHIBIT 2(b)")
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=40)
    contexts = _contexts(chunker, text, "Services")
    inside = [path for path in contexts if path.startswith("Exhibit 2(b)")]
    assert inside
    for path in inside:
        assert contexts[path] == "means the data migration services set out below."
    from clausewise.legal.pipeline import run

    scopes = {d.scope for d in run(text, chunker.options).enrichment.definitions}
    assert scopes == {"document", "Exhibit 2(b)"}


_HOSTING = (
    "HOSTING AGREEMENT\n\n"
    "1. DEFINITIONS\n"
    '1.1 "Service Ready Date" means the date when the Provider notifies the Customer that'
    " the Services are available for use.\n"
    '1.2 "Provider Contact" means an individual to whom the Customer will address'
    " communications about the Services.\n\n"
    "2. TERM\n"
    "2.1 This Agreement runs for thirty-six months from the Service Ready Date.\n\n"
    "SCHEDULE 1\nRESPONSIBILITIES\n\n"
    "1. The Provider will review the Customer's environment; report installation status to"
    " the Customer; and confirm that the environment is ready for use (Service Ready Date).\n"
    "2. The Provider's help desk may be the Provider Contact for some Services (\"Provider"
    ' Contact").\n'
    "3. Charges begin on the Service Ready Date and the Provider Contact confirms them.\n"
)


def test_a_schedule_bracket_recalling_a_term_redefines_nothing() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=40)
    for term, meaning in (
        ("Service Ready Date", "means the date when the Provider notifies the Customer"),
        ("Provider Contact", "means an individual to whom the Customer will address"),
    ):
        contexts = _contexts(chunker, _HOSTING, term)
        inside = [path for path in contexts if path.startswith("Schedule 1")]
        assert inside, term
        for path in inside:
            assert contexts[path].startswith(meaning), (term, path, contexts[path])
    from clausewise.legal.pipeline import run

    found = run(_HOSTING, chunker.options).enrichment.definitions
    assert [(d.term, d.scope) for d in found] == [
        ("Service Ready Date", "document"),
        ("Provider Contact", "document"),
    ]


_CODE = (
    "§ 1320d. Definitions\n"
    "For purposes of this part:\n"
    "(1) Code set\n"
    'The term "code set" means any set of codes used for encoding data elements.\n'
    "(2) Health information\n"
    'The term "health information" means any information that is created or received by a'
    " health care provider.\n"
    "§ 1320d–1. General requirements for adoption of standards\n"
    "(a) Applicability\n"
    "Any standard adopted under this part shall apply to the following persons:\n"
    "(1) All health plans.\n"
    "(2) All health care clearinghouses.\n"
    "(b) Reduction of costs\n"
    "Any standard adopted under this part shall reduce the administrative costs of health"
    " care.\n"
    "§ 1320d–2. Standards for information transactions and data elements\n"
    "(a) Standards to enable electronic exchange\n"
    "(1) In general\n"
    "The Secretary shall adopt standards for transactions to enable health information to be"
    " exchanged electronically.\n"
)


def _code_outline(text: str) -> list[tuple[int, str, str | None]]:
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    return [(n.level, n.identifier, n.parent) for n in nodes]


def test_code_sections_inserted_after_a_lettered_one_are_sections() -> None:
    want = [
        (1, "§ 1320d", None),
        (2, "(1)", "§ 1320d"),
        (2, "(2)", "§ 1320d"),
        (1, "§ 1320d–1", None),
        (2, "(a)", "§ 1320d–1"),
        (3, "(1)", "(a)"),
        (3, "(2)", "(a)"),
        (2, "(b)", "§ 1320d–1"),
        (1, "§ 1320d–2", None),
        (2, "(a)", "§ 1320d–2"),
        (3, "(1)", "(a)"),
    ]
    assert _code_outline(_CODE) == want
    # set apart by blank lines, as the Code's own text files print it, and with hyphens
    assert _code_outline(_CODE.replace("\n", "\n\n")) == want
    hyphens = [(lv, i.replace("–", "-"), p and p.replace("–", "-")) for lv, i, p in want]
    assert _code_outline(_CODE.replace("–", "-")) == hyphens
    nodes = LegalChunker(jurisdiction="us").parse_structure(_CODE)
    second = next(n for n in nodes if n.identifier == "§ 1320d–1")
    assert second.title == "General requirements for adoption of standards"
    assert _CODE[second.char_start :].startswith("§ 1320d–1. General")
    terms = LegalChunker(jurisdiction="us").get_defined_terms(_CODE)
    assert terms["code set"].definition == (
        "means any set of codes used for encoding data elements."
    )


def test_a_code_excerpt_of_plain_and_lettered_sections() -> None:
    text = (
        _CODE.replace("§ 1320d. ", "§ 1320. ")
        .replace("§ 1320d–1.", "§ 1320a.")
        .replace("§ 1320d–2.", "§ 1320b.")
    )
    got = [(lv, i) for lv, i, _ in _code_outline(text) if lv == 1]
    assert got == [(1, "§ 1320"), (1, "§ 1320a"), (1, "§ 1320b")]


_CA_DEFINITIONS = (
    "Interpretation\n\n"
    "Marginal note:Definitions\n"
    "2 (1) The following definitions apply in this Act.\n"
    "commercial activity means any particular transaction, act or conduct that is of a"
    " commercial character. (activité commerciale)\n"
    "personal information means information about an identifiable individual."
    " (renseignement personnel)\n"
    "record includes any correspondence, memorandum, book, plan, map or drawing; (document)\n\n"
    "Marginal note:Purpose\n"
    "3 The purpose of this Act is to establish rules to govern the collection of personal"
    " information.\n"
)


def test_a_canadian_definition_ends_before_its_french_term() -> None:
    text = "Privacy Example Act\n\nS.C. 2020, c. 5\n\n" + _CA_DEFINITIONS
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    info = terms["personal information"]
    assert info.definition == "means information about an identifiable individual."
    assert text[info.char_start : info.char_end] == (
        "personal information means information about an identifiable individual."
    )
    assert terms["commercial activity"].definition.endswith("of a commercial character.")
    assert terms["record"].definition == (
        "includes any correspondence, memorandum, book, plan, map or drawing;"
    )


def test_a_bracket_that_is_part_of_the_definition_stays() -> None:
    text = "Privacy Example Act\n\nS.C. 2020, c. 5\n\n" + _CA_DEFINITIONS.replace(
        "record includes",
        "business means any trade carried on for profit (including a profession).\n"
        "organization means an association or a partnership. (See also section 9.)\n"
        "person means an individual or an organization. (see section 9)\n"
        "record includes",
    )
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert terms["business"].definition.endswith("(including a profession).")
    # a bracket opening with a capital, or holding a number, is no other-language term
    assert terms["organization"].definition.endswith("(See also section 9.)")
    assert terms["person"].definition.endswith("(see section 9)")


_CLAUSES = (
    "SERVICES AGREEMENT\n\n"
    "1. DEFINITIONS\n"
    '1.1 "Services" means the services described in Schedule 1.\n'
    '1.2 "Fees" means the fees set out in Schedule 2.\n\n'
    "2. CONFIDENTIALITY\n"
    "2.1 Each party shall keep the pricing of the Services confidential.\n\n"
    "3. LIMITATION OF LIABILITY\n"
    '3.1 For the purposes of this clause 3, "Losses" means all losses, liabilities and'
    " costs.\n"
    "3.2 Neither party shall be liable for Losses exceeding the Fees.\n\n"
    "4. INDEMNITY\n"
    '4.1 For the purposes of this clause 3, "Claim" means any claim by a third party.\n'
    "4.2 The Supplier shall indemnify the Customer against Losses arising from any Claim.\n"
)


def test_a_scope_phrase_naming_its_own_clause_scopes_the_definition() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=40)
    terms = chunker.get_defined_terms(_CLAUSES)
    assert terms["Losses"].scope == "3"
    # "this clause 3" written in clause 4 names no clause around the definition
    assert terms["Claim"].scope == "document"
    chunks = {c.hierarchy_path: c for c in chunker.chunk(_CLAUSES)}
    assert "Losses" in chunks["3 > 3.2"].defined_terms_used
    assert chunks["3 > 3.2"].defined_terms_context["Losses"].startswith("means all losses")
    assert "Losses" not in chunks["4 > 4.2"].defined_terms_used
    assert "Claim" in chunks["4 > 4.2"].defined_terms_used


def test_a_scope_phrase_naming_a_section_by_number() -> None:
    text = (
        "SEC. 1. SHORT TITLE.\nThis Act may be cited as the Example Grants Act.\n\n"
        "SEC. 2. GRANTS.\n"
        "(a) IN GENERAL.—The Secretary may award grants to eligible entities.\n"
        "(b) DEFINITION.—For the purposes of this section 2, the term ‘‘eligible entity’’"
        " means a State or an Indian tribe.\n\n"
        "SEC. 3. REPORTS.\nEach eligible entity shall report to the Secretary.\n"
    )
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=40)
    terms = chunker.get_defined_terms(text)
    assert terms["eligible entity"].scope == "2"
    other = text.replace("this section 2,", "this section 5,")
    assert chunker.get_defined_terms(other)["eligible entity"].scope == "document"


def test_a_bracket_names_the_title_its_head_noun_opens() -> None:
    text = (
        "NOTICE OF SALE\n\n"
        "PLEASE TAKE NOTICE that pursuant to the Order Approving the Sale of Substantially All"
        ' of the Debtors\' Assets Free and Clear of All Liens (the "Sale Order"), the Debtors'
        " may sell the Assets to the Purchaser.\n\n"
        "The Sale Order was entered by the Bankruptcy Court on 1 May 2024.\n"
    )
    terms = LegalChunker(jurisdiction="us").get_defined_terms(text)
    assert terms["Sale Order"].definition == (
        "the Order Approving the Sale of Substantially All of the Debtors' Assets Free and"
        " Clear of All Liens"
    )
