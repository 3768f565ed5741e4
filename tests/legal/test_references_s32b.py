"""Session 32 (second round): bare paragraph letters placed by "above"/"below" (LMA loan
agreements), schedule-internal identifiers ("Schedule 3 Part 1 paragraph 1"), an EU amending
act whose annex sets out another act's replacement annex, a title citing a unit "of" another
instrument, a run of blanks after "the" in column-extracted text, and subsections left bare
in a sentence that names the same section's act."""

from __future__ import annotations

from clausewise import LegalChunker

Ref = tuple[str, str, bool, str]


def _refs(text: str, jurisdiction: str) -> list[Ref]:
    out: list[Ref] = []
    for chunk in LegalChunker(jurisdiction=jurisdiction).chunk(text):
        for r in chunk.cross_references:
            out.append(
                (r.raw_text, r.target_identifier, r.target_chunk_index is not None, r.target_kind)
            )
    return out


LOAN = "\n\n".join(
    [
        "\nFACILITY AGREEMENT",
        "24. EVENTS OF DEFAULT",
        (
            "Each of the events or circumstances set out in this Clause 24 is an Event of "
            "Default (save for Clause 24.3 (Acceleration))."
        ),
        "24.1 Cross default",
        "(a) Any Financial Indebtedness of any Obligor is not paid when due, other than:",
        "(i) any amount payable under the Hedging Agreements; or",
        "(ii) any amount being contested in good faith.",
        "(b) Any creditor becomes entitled to declare any Financial Indebtedness due.",
        (
            "(c) Sub-paragraph (i) below does not apply to any amount referred to in "
            "sub-paragraph (ii) above."
        ),
        "(d) No Event of Default will occur under this Clause 24.1 if:",
        "(i) the aggregate amount is less than EUR 10,000,000; or",
        "(ii) the creditor has waived the default.",
        (
            "(e) The waiver in sub-paragraph (ii) above and the exception in paragraph (a) "
            "above apply to each Obligor."
        ),
        "24.2 Insolvency",
        "A member of the Group is unable to pay its debts as they fall due.",
        "24.3 Acceleration",
        (
            "On and at any time after the occurrence of an Event of Default under Clause "
            "24.1 (Cross default) which is continuing, the Agent may by notice to the "
            "Company cancel the Commitments.\n"
        ),
    ]
)

SCHEDULE = "\n\n".join(
    [
        "\n1. DEFINITIONS",
        "1.1 In this Agreement the Schedules form part of this Agreement.",
        "2. SERVICES",
        "2.1 The Supplier shall provide the Services in accordance with Schedule 3.",
        "SCHEDULE 3",
        "SERVICE LEVELS",
        "Part 1",
        "Service Credits",
        "1. The Supplier shall meet the Service Levels.",
        (
            "2. Service Credits shall be calculated as set out in paragraph 1 above and "
            "paragraph 3 below."
        ),
        "3. The Customer may terminate under paragraph 1 of Part 2.",
        "Part 2",
        "Termination",
        "1. The Customer may terminate if paragraph 2 of Part 1 applies.",
        "2. Paragraph 1 above applies only once.\n",
    ]
)

ANNEX_AMENDING = "\n\n".join(
    [
        "\nCOMMISSION DELEGATED REGULATION (EU) 2024/1234",
        (
            "amending Annex III to Regulation (EU) No 1025/2012 of the European Parliament "
            "and of the Council"
        ),
        "Article 1",
        (
            "Annex III to Regulation (EU) No 1025/2012 is replaced by the text set out in "
            "the Annex to this Regulation."
        ),
        "Article 2",
        (
            "This Regulation shall enter into force on the twentieth day following that of "
            "its publication in the Official Journal of the European Union. Article 1 shall "
            "apply from 1 January 2025."
        ),
        "ANNEX",
        "'ANNEX III",
        "ORGANISATIONS ELIGIBLE FOR UNION FINANCING",
        (
            "1. A European standardisation organisation within the meaning of Article 2(8) "
            "that meets the criteria laid down in Article 5(1)."
        ),
        (
            "2. A stakeholder organisation representing consumers, as referred to in point "
            "(a) of Article 16."
        ),
        ("3. The organisations listed in point 1 shall report annually to the Commission.'\n"),
    ]
)


def test_below_finds_the_next_item_and_above_the_nearest_earlier_one() -> None:
    refs = {(raw, ident) for raw, ident, _, _ in _refs(LOAN, "uk")}
    # (c) has no list of its own: "(i) below" is the (i) of paragraph (d), after it; "(ii)
    # above" the (ii) of paragraph (a), before it (both are two levels down in 24.1)
    assert ("Sub-paragraph (i)", "24.1(d)(i)") in refs
    assert ("sub-paragraph (ii)", "24.1(a)(ii)") in refs
    # (e): the nearest earlier (ii) is paragraph (d)'s, not paragraph (a)'s
    assert ("sub-paragraph (ii)", "24.1(d)(ii)") in refs
    assert ("paragraph (a)", "24.1(a)") in refs


def test_below_never_answers_with_an_earlier_unit() -> None:
    text = (
        "7. REPAYMENT\n\n7.1 Repayment\n\n(a) The Borrower shall repay the Loan in instalments:\n\n"
        "(i) on each Repayment Date; and\n\n(ii) on the Termination Date.\n\n"
        "(b) Sub-paragraph (i) below applies only to the Term Loan.\n\n"
        "(c) Paragraph (a) above is subject to Clause 8 (Prepayment).\n\n8. PREPAYMENT\n\n"
        "8.1 The Borrower may prepay the Loan.\n"
    )
    got = {raw: (ident, resolved) for raw, ident, resolved, _ in _refs(text, "uk")}
    # the only (i) comes before the reference: "below" names no unit this text has
    assert got["Sub-paragraph (i)"] == ("paragraph (i)", False)
    assert got["Paragraph (a)"] == ("7.1(a)", True)


def test_schedule_part_paragraphs_are_named_with_their_schedule_and_part() -> None:
    got = [(raw, ident) for raw, ident, resolved, _ in _refs(SCHEDULE, "uk") if resolved]
    assert ("paragraph 1", "Schedule 3 Part 1 paragraph 1") in got
    assert ("paragraph 3", "Schedule 3 Part 1 paragraph 3") in got
    assert ("paragraph 1 of Part 2", "Schedule 3 Part 2 paragraph 1") in got
    assert ("paragraph 2 of Part 1", "Schedule 3 Part 1 paragraph 2") in got
    assert ("Paragraph 1", "Schedule 3 Part 2 paragraph 1") in got


def test_annex_setting_out_another_acts_annex_cites_that_act() -> None:
    chunker = LegalChunker(jurisdiction="eu")
    got = {
        r.raw_text: (r.target_identifier, r.target_kind, r.external)
        for c in chunker.chunk(ANNEX_AMENDING)
        for r in c.cross_references
        if r.char_start > ANNEX_AMENDING.index("\nANNEX\n")
    }
    act = "Regulation (EU) No 1025/2012"
    assert got["Article 5(1)"] == (
        f"Article 5(1), {act}",
        "external",
        {"instrument": act, "jurisdiction": "eu", "article": "5(1)"},
    )
    assert got["Article 2(8)"][0] == f"Article 2(8), {act}"
    assert got["point (a) of Article 16"][0] == f"Article 16, point a, {act}"
    # the new annex's own point 1 is the text this document holds, found in its chunk
    assert got["point 1"][1] == "point"
    annex = next(c for c in chunker.chunk(ANNEX_AMENDING) if c.hierarchy_path == "Annex")
    point = next(r for r in annex.cross_references if r.raw_text == "point 1")
    assert point.target_chunk_index == annex.index
    # the amending act's own article cites stay its own
    own = [r for c in chunker.chunk(ANNEX_AMENDING) for r in c.cross_references]
    assert ("Article 1", "Article 1", "article") in {
        (r.raw_text, r.target_identifier, r.target_kind) for r in own
    }


def test_a_first_line_citing_an_article_of_a_code_is_no_title() -> None:
    for jurisdiction in ("eu", "us", "uk"):
        for text in (
            "Article 102 of the European Electronic Communications Code",
            "Member States shall comply with Article 102 of the European Electronic "
            "Communications Code.",
        ):
            got = _refs(text, jurisdiction)
            assert got == [
                (
                    "Article 102 of the European Electronic Communications Code",
                    "Article 102, European Electronic Communications Code",
                    False,
                    "external",
                )
            ], (jurisdiction, text)


def test_padded_blanks_after_the_do_not_hide_the_document_named() -> None:
    text = (
        "1. Release. Subject to all applicable provisions of Section 14 of the          "
        "General Terms and Conditions of Transporter's FERC Gas Tariff, Transporter will "
        "consent to the assignment.\n\n2. Term. This Agreement continues for ten years.\n"
    )
    got = _refs(text, "us")
    assert got[0][1:] == (
        "Section 14, General Terms and Conditions of Transporter's FERC Gas Tariff",
        False,
        "external",
    )


def test_bare_subsections_take_the_act_the_sentence_names_for_that_section() -> None:
    text = (
        "1. Offering Restrictions. The Securities may not be offered to persons in Singapore "
        "other than (i) to an institutional investor under Section 274 of the Securities and "
        'Futures Act, Chapter 289 of Singapore (the "SFA"), (ii) to a relevant person '
        "pursuant to Section 275(1), or any person pursuant to Section 275(1A), and in "
        "accordance with the conditions specified in Section 275 of the SFA.\n\n"
        "2. Notices. Notices under Section 1 shall be in writing.\n"
    )
    got = {raw: (ident, kind) for raw, ident, _, kind in _refs(text, "us")}
    assert got["Section 275(1)"] == ("Section 275(1), SFA", "external")
    assert got["Section 275(1A)"] == ("Section 275(1A), SFA", "external")
    # another number, and this document's own section, stay as they were
    assert got["Section 274 of the Securities and Futures Act"] == (
        "Section 274, Securities and Futures Act",
        "external",
    )
    assert got["Section 1"] == ("1", "section")


def test_padded_blanks_before_this_documents_own_name_keep_it_its_own() -> None:
    text = (
        "CO-HOSTING AGREEMENT\n\n1. Term. This Co-Hosting Agreement runs for two years.\n\n"
        "2. Fees. Fees are due monthly.\n\n"
        "3. Trademarks. NAI owns the marks (as noted in Section 1 of the           "
        "Co-Hosting Agreement) and may enforce paragraphs 1 and 2 of this        "
        "Agreement.\n"
    )
    got = {raw: (ident, resolved, kind) for raw, ident, resolved, kind in _refs(text, "us")}
    assert got["Section 1"] == ("1", True, "section")
    assert got["paragraphs 1"] == ("paragraph 1", True, "paragraph")


INSERTING = "\n\n".join(
    [
        "DIRECTIVE (EU) 2024/999 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL",
        "amending Directive 2011/83/EU",
        "Article 1",
        "1. In Article 3 of Directive 2011/83/EU, the following paragraph is added:",
        "'6. This Directive shall not apply to contracts referred to in Article 2(1).'.",
        "2. In Directive 2011/83/EU, the following Article is inserted:",
        "'Article 16a",
        "Additional information",
        (
            "Member States may apply Article 16 to digital content. Paragraph 1 of this "
            "Article shall apply from 2026.'."
        ),
        "Article 2",
        "Member States shall apply Article 1 from 1 July 2026.\n",
    ]
)


def test_text_added_in_another_act_cites_that_act() -> None:
    got = {raw: (ident, kind) for raw, ident, _, kind in _refs(INSERTING, "eu")}
    act = "Directive 2011/83/EU"
    assert got["Article 2(1)"] == (f"Article 2(1), {act}", "external")
    assert got["Article 16"] == (f"Article 16, {act}", "external")
    assert got["Paragraph 1 of this Article"] == (f"Article 16a(1), {act}", "external")
    assert got["Article 1"] == ("Article 1", "article")  # the amending act's own
