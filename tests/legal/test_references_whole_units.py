"""A document numbering its top-level units "6.0" is cited "Section 6"."""

from __future__ import annotations

from clausewise import LegalChunker

HOSTING = (
    "HOSTING AGREEMENT\n\n"
    "1.0 Services\n\nIBM will host the Customer Components.\n\n"
    "2.0 Charges\n\nThe Customer will pay the charges in Attachment C.\n\n"
    "3.0 Warranties\n\nIBM warrants that it will use reasonable care. THE WARRANTIES IN "
    "SECTION 3.1 ARE EXCLUSIVE.\n\n"
    "4.0 General\n\nSections 2 and 3 survive termination. Notices under Section 1 may be sent "
    "by e-mail.\n"
)
SUBSECTIONS = (
    "IP AGREEMENT\n\n"
    "I. Background\n\n1.00 Company owns the Patents.\n\n1.01 Investor wishes to use them.\n\n"
    "II. Definitions\n\n2.00 Terms have the meanings given in the Investment Agreement.\n\n"
    '2.01 "Patents" means the patents listed in the Schedule.\n\n'
    "III. License\n\n3.00 Company grants to Investor a licence under the Patents.\n\n"
    "3.01 Company grants to Investor a further licence.\n\n"
    "IV. Term\n\n4.00 The licences set forth in Articles 3.00 and 3.01 last ten years.\n\n"
    "4.01 Either party may end this IP Agreement on notice.\n"
)


def _targets(text: str) -> dict[str, str | None]:
    """Each reference's raw text and the body of the chunk it resolves to."""
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=32).chunk(text)
    return {
        r.raw_text: (
            chunks[r.target_chunk_index].body if r.target_chunk_index is not None else None
        )
        for c in chunks
        for r in c.cross_references
    }


def test_section_n_is_the_unit_numbered_n_0() -> None:
    targets = _targets(HOSTING)
    assert (targets["Sections 2"] or "").startswith("2.0 Charges")
    assert (targets["3"] or "").startswith("3.0 Warranties")
    assert (targets["Section 1"] or "").startswith("1.0 Services")


def test_a_unit_numbered_n_00_under_another_is_only_itself() -> None:
    # "3.00" is the first subsection of Article III here: "Article 3.00" is that subsection.
    targets = _targets(SUBSECTIONS)
    assert targets["Articles 3.00"] is not None and "3.00 Company" in targets["Articles 3.00"]


JDA = (
    "JOINT DEVELOPMENT AGREEMENT\n\n"
    'ARTICLE 1 - DEFINITIONS\n\n1.01 Definitions. "Term" is defined in Paragraph 4.01 (Term).'
    "\n\nARTICLE 2 - PROGRAM\n\n2.01 Program. The Parties will run the Program.\n\n"
    "2.02 Subcontracting. (a) FCE may hire subcontractors; (b) FCE remains liable.\n\n"
    "ARTICLE 3 - PUBLICITY\n\n3.01 Publicity. Except under Paragraph 2.02(a), neither Party "
    "will issue a press release.\n\nARTICLE 4 - TERM\n\n4.01 Term. This Agreement lasts three "
    "years.\n"
)


def test_a_decimal_paragraph_is_the_unit_so_numbered() -> None:
    # A contract numbering its sections 2.01, 2.02 calls them paragraphs.
    targets = _targets(JDA)
    assert "4.01 Term." in (targets["Paragraph 4.01"] or "")
    assert "2.02 Subcontracting" in (targets["Paragraph 2.02(a)"] or "")
