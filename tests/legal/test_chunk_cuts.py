"""Where chunks are cut in legal text: end-to-end cases found by probing unseen documents.

Each case is real-looking text chunked by ``LegalChunker``; the assertions are on the chunks it
makes (these cases were cut wrongly before: across two articles, between a Markdown bullet and
its text, inside a table-of-contents line, after a heading with only page furniture below it,
and after a lone "RECITALS" heading).
"""

from __future__ import annotations

from pathlib import Path

from clausewise import LegalChunker, sanitize
from clausewise.guarantees import structure_of, violations

DATA = Path(__file__).resolve().parents[1] / "data" / "chunk_cuts"
EU_TEXT = (DATA / "eu_charging_points.txt").read_text(encoding="utf-8")

MD_TEXT = (DATA / "tos_bullets.md").read_text(encoding="utf-8")


def _articles_in(body: str) -> set[str]:
    return {f"Article {n}" for n in range(1, 8) if f"Article {n}\n" in body}


def test_a_split_articles_tail_does_not_merge_with_the_next_article() -> None:
    # Article 4 is too large for one chunk; its last paragraphs are a small piece, and the
    # start of Article 5 another: min-size merging used to join them into one chunk headed
    # "Article 4" that held Article 5's heading and 5(1).
    chunker = LegalChunker(jurisdiction="eu", max_chunk_size=128, min_chunk_size=64)
    chunks = chunker.chunk(EU_TEXT)
    for c in chunks:
        assert not ("4.   Points (a)" in c.body and "Article 5" in c.body)
    tail = next(c for c in chunks if "4.   Points (a)" in c.body)
    assert tail.body.endswith("installed before 1 January 2025.")
    assert tail.original_header.endswith("Article 4 Interoperability requirements\n")
    start5 = next(c for c in chunks if c.body.startswith("Article 5"))
    assert start5.body.endswith("reasonably foreseeable conditions of use.")
    assert start5.original_header == "Chapter II REQUIREMENTS FOR CHARGING POINTS\n"


def test_markdown_markers_stay_with_their_text_at_a_cut() -> None:
    chunks = LegalChunker(jurisdiction="us", doc_type="terms_conditions", max_chunk_size=80).chunk(
        MD_TEXT
    )
    bodies = [c.body for c in chunks]
    assert not [b for b in bodies if b.rstrip().endswith(("**", "-", "#"))]
    assert [b[:20] for b in bodies] == [
        "# Terms of Service\n\n",
        "## 1. Your account\n\n",
        "- **Registration.** ",
        "Tell us immediately ",
        "## 2. General\n\n- **E",
        # A run-in heading starts a unit of its own (and a type): severability.
        "- **Severability.** ",
    ]


def test_unnumbered_markdown_headings_open_their_chunk() -> None:
    md = (
        "# Terms of Service\n\nWelcome to **Acme**. By using [Acme](https://acme.example) you "
        "agree to these Terms.\n\n## Your Account\n\nYou are responsible for your password. "
        "Keep it safe.\n\n## Acceptable Use\n\nYou agree not to:\n\n- use the Services for any "
        "illegal purpose;\n- scrape the Services.\n\nWe may suspend accounts that violate this "
        "section.\n\n## Arbitration and Class Action Waiver\n\n**Arbitration.** Any dispute will "
        "be resolved by binding arbitration.\n\n## Governing Law\n\nThese Terms are governed by "
        "the laws of California.\n"
    )
    chunker = LegalChunker(jurisdiction="us", doc_type="terms_conditions", min_chunk_size=0)
    bodies = [c.body for c in chunker.chunk(md)]
    assert not [b for b in bodies if b.rstrip().endswith("#")]
    # Every section opens its own chunk with its "## " (the structure finds all four).
    assert [b[:20] for b in bodies] == [
        "# Terms of Service\n\n",
        "## Your Account\n\nYou",
        "## Acceptable Use\n\nY",
        "## Arbitration and C",
        "## Governing Law\n\nTh",
    ]


def _toc_text() -> str:
    titles = [
        ("Employment and Duties", 1), ("Term of Employment", 1), ("Compensation", 2),
        ("Benefits", 3), ("Termination of Employment", 3), ("Severance", 5),
        ("Confidential Information", 6), ("Non-Competition; Non-Solicitation", 7),
        ("Section 409A", 8), ("Miscellaneous", 9),
    ]  # fmt: skip
    toc = "".join(f"{i}.  {t} {'.' * (60 - len(t))} {p}\n" for i, (t, p) in enumerate(titles, 1))
    return (
        "EXECUTIVE EMPLOYMENT AGREEMENT\n\nTABLE OF CONTENTS\n\n" + toc + "\nThis Agreement is "
        'made between Tallgrass Inc. (the "Company") and Jordan Mercer (the "Executive").\n\n'
        "1. Employment and Duties. The Executive shall serve as Chief Financial Officer.\n\n"
        "2. Term of Employment. The employment is at will.\n"
    )


def test_a_table_of_contents_is_cut_at_line_ends_not_at_dot_leaders() -> None:
    text = _toc_text()
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(text)
    toc = [c.body for c in chunks if "....." in c.body]
    # The table's heading travels with its first entry (no chunk of headings alone), and
    # each piece of the table ends at the end of a line, with its page number.
    assert toc[0].startswith("EXECUTIVE EMPLOYMENT AGREEMENT\n\nTABLE OF CONTENTS\n\n1.  Emp")
    assert toc[0].endswith("Severance " + "." * 51 + " 5")
    assert toc[1].startswith("7.  Confidential Information ....")
    assert [c.body for c in chunks if c.body.rstrip().endswith("TABLE OF CONTENTS")] == []
    for c in chunks:
        assert text[c.char_end : c.char_end + 1] in ("\n", "")


PAGE_BREAK_TEXT = (
    'EMPLOYMENT AGREEMENT\n\nThis Agreement is made between Tallgrass Inc. (the "Company") and\n'
    'Jordan Mercer (the "Executive").\n\n'
    "1. Benefits. The Executive may participate in the Company's benefit plans.\n\n"
    "2. Termination of Employment.\n\n- 2 -\n\f\n"
    "CONFIDENTIAL TREATMENT REQUESTED - Tallgrass Inc.\n\n"
    "(a) Death or Disability. The Executive's employment shall terminate\n"
    "automatically upon the Executive's death. The Company may terminate the\n"
    "Executive's employment upon the Executive's Disability. \"Disability\"\n"
    "means the Executive's inability to perform the essential functions of\n"
    "the Executive's position, with or without reasonable accommodation, for\n"
    "ninety (90) consecutive days or one hundred twenty (120) days in any\n"
    "twelve-month period.\n"
    "\n(b) Resignation. The Executive may resign on thirty (30) days' notice.\n"
)


def test_a_heading_travels_with_its_body_across_page_furniture() -> None:
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=128, min_chunk_size=0)
    chunks = chunker.chunk(PAGE_BREAK_TEXT)
    heading = next(c for c in chunks if c.body.startswith("2. Termination of Employment."))
    assert "(a) Death or Disability." in heading.body
    assert heading.body.endswith("upon the Executive's Disability.")
    clean = sanitize(PAGE_BREAK_TEXT)
    units, heads = structure_of(clean, chunker.parse_structure(PAGE_BREAK_TEXT))
    spans = [(c.char_start, c.char_end) for c in chunks]
    assert violations(clean, spans, units=units, headings=heads) == []


def test_the_checker_sees_a_heading_ending_a_chunk_before_page_furniture() -> None:
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=128, min_chunk_size=0)
    clean = sanitize(PAGE_BREAK_TEXT)
    _, heads = structure_of(clean, chunker.parse_structure(PAGE_BREAK_TEXT))
    cut = clean.index("(a) Death")
    start = clean.index("2. Termination")
    spans = [(0, start - 2), (start, cut - 2), (cut, len(clean))]
    found = violations(clean, spans, headings=heads)
    assert found == [
        "heading '2' 'Termination of Employment' at 198 is a chunk of headings alone (chunk text"
        " ends at 286) while its body follows"
    ]
    # With the body's first words in the chunk, nothing is reported.
    spans = [(0, start - 2), (start, cut + 9), (cut + 10, len(clean))]
    assert violations(clean, spans, headings=heads) == []


def test_a_lone_recitals_heading_travels_with_the_first_recital() -> None:
    text = (
        "AGREEMENT AND PLAN OF MERGER\n\nThis Agreement is entered into by and among Halcyon "
        'Inc. ("Parent") and Corvallis Inc. (the "Company").\n\nRECITALS\n\nWHEREAS, the Parties '
        "intend that Merger Sub commence a tender offer (as it may be amended from time to time "
        'as permitted under this Agreement, the "Offer") to purchase all of the outstanding '
        'shares of common stock, par value $0.001 per share, of the Company (the "Shares") for '
        '$18.50 per Share, net to the seller in cash, without interest (the "Offer Price"), upon '
        "the terms and subject to the conditions set forth in this Agreement and in accordance "
        "with all applicable Laws and the rules and regulations of the SEC;\n\nWHEREAS, the "
        "boards of directors of Parent and the Company have approved this Agreement.\n\n"
        "ARTICLE I\nTHE OFFER\n\nSection 1.01 The Offer. Merger Sub shall commence the Offer.\n"
    )
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(text)
    assert [c.body for c in chunks if c.body == "RECITALS"] == []
    recitals = next(c for c in chunks if c.body.startswith("RECITALS"))
    assert recitals.body.startswith("RECITALS\n\nWHEREAS, the Parties intend")
    assert recitals.hierarchy_path == "Recitals"


def test_a_page_number_read_as_a_unit_does_not_stop_the_heading_glue() -> None:
    # "- 15 -" between "Article 6 / LAW" and its paragraph 1 is read as a unit of its own;
    # the heading still travels with the start of paragraph 1.
    text = (
        "CHAPTER I\nGeneral\nArticle 5\nScope\n1. This Regulation applies to charging points"
        " installed in the Union after its entry into force.\n14\nArticle 6\nLAW\n- 15 -\n"
        '1. Provided (the "Losses") without commission term jurisdiction at in; paragraph '
        "processor may paragraph indirect thereof or agreement invoice paragraph states.\n"
        "2. The second paragraph applies.\n"
    )
    chunker = LegalChunker(
        jurisdiction="eu", max_chunk_size=64, min_chunk_size=0, include_ancestor_headers=False
    )
    chunks = chunker.chunk(text)
    heading = next(c for c in chunks if c.body.startswith("Article 6"))
    assert heading.body.startswith('Article 6\nLAW\n- 15 -\n1. Provided (the "Losses")')
    clean = sanitize(text)
    units, heads = structure_of(clean, chunker.parse_structure(text))
    spans = [(c.char_start, c.char_end) for c in chunks]
    assert violations(clean, spans, units=units, headings=heads) == []


PRIVACY_MD = (
    "# Privacy Policy\n\n## 1. Who we are\n\nWe are Fernleaf Media Ltd, the controller of your"
    " personal data for the Services.\n\n## 2. How we use your information\n\nWe use your "
    "personal data to provide, operate and maintain the Services and to process your "
    "subscription payments.\n\n### Legal bases\n\nUnder the UK GDPR we must have a legal basis "
    "to process your personal data. We rely on contract, legitimate interests, consent and "
    "legal obligation as the case may be.\n\n## 3. Cookies\n\nWe use cookies.\n"
)


def test_a_markdown_sub_heading_inside_a_clause_stays_with_its_paragraph() -> None:
    chunker = LegalChunker(jurisdiction="uk", doc_type="terms_conditions", max_chunk_size=40)
    chunks = chunker.chunk(PRIVACY_MD)
    assert [c.body for c in chunks if c.body.strip() == "### Legal bases"] == []
    legal = next(c for c in chunks if "### Legal bases" in c.body)
    assert legal.body.startswith("### Legal bases\n\nUnder the UK GDPR")
    clean = sanitize(PRIVACY_MD)
    units, heads = structure_of(clean, chunker.parse_structure(PRIVACY_MD))
    assert any("Legal bases" in h.name for h in heads)  # the checker knows the sub-heading
    spans = [(c.char_start, c.char_end) for c in chunks]
    assert violations(clean, spans, units=units, headings=heads) == []
    # ... and reports it when a chunk ends with it.
    at = clean.index("### Legal bases")
    body = clean.index("Under the UK GDPR")
    bad = [(0, at - 2), (at, body - 2), (body, len(clean))]
    assert [v for v in violations(clean, bad, headings=heads) if "Legal bases" in v]


NDA = (
    "MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Agreement is made between Larkspur Analytics, Inc."
    ' ("Larkspur") and Tidewell Health Systems LLC ("Tidewell").\n\nExclusions. Confidential '
    "Information does not include information that (a) is or becomes generally known to the "
    "public without breach of any obligation owed to the Disclosing Party; (b) was known to "
    "the Receiving Party prior to its disclosure by the Disclosing Party without breach of any"
    " obligation owed to the Disclosing Party; (c) is received from a third party without "
    "breach of any obligation owed to the Disclosing Party; or (d) was independently developed"
    " by the Receiving Party without use of the Confidential Information.\n\nObligations. The "
    "Receiving Party shall (i) use the Confidential Information solely for the Purpose, (ii) "
    "not disclose any Confidential Information to any third party other than its employees who"
    " need to know it, and (iii) protect the Confidential Information using reasonable care.\n"
)


def test_a_run_in_heading_is_not_cut_off_its_sentence() -> None:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(NDA)
    bodies = [c.body.strip() for c in chunks]
    assert "Exclusions." not in bodies and "Obligations." not in bodies
    assert not [b for b in bodies if b.endswith(("Exclusions.", "Obligations."))]
    assert any(b.startswith("Exclusions. Confidential Information does not") for b in bodies)


def test_page_furniture_and_table_rows_are_no_paragraph_headings() -> None:
    from clausewise.legal.heading_glue import paragraph_heading_glue
    from clausewise.legal.tree import ClauseTree

    text = (
        "The Supplier shall deliver the goods to the premises of the Buyer as it directs in"
        " writing and\n\n3\n\nwithin the time stated in the order.\n\n"
        "Source: ACME CORP, 10-K/A, 2/8/2017\n\nThe Buyer shall pay within thirty days.\n\n"
        "Contract Year   Minimum Royalty\n\nOne   $1,500,000\n\nTwo   $2,000,000\n\n"
        "PAYMENT TERMS\n\nThe Buyer shall pay each invoice in full.\n"
    )
    glue = paragraph_heading_glue(text, ClauseTree())
    assert [text[a:b] for a, b in glue] == ["PAYMENT TERMS\n\n"]


def test_an_unnumbered_markdown_heading_opens_the_clause_below_it() -> None:
    md = (
        "# Supply Agreement\n\nThis Agreement is made between Acme Ltd and Beta Ltd.\n\n"
        "## 1. Supply\n\n1.1 Acme shall supply the Goods described in the Order.\n\n"
        "### Payment Terms\n\n1.2 Beta shall pay each invoice within thirty days of receipt, "
        "without set-off or deduction, to the account Acme names in writing.\n\n"
        "## 2. Term\n\n2.1 This Agreement lasts one year.\n"
    )
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=32, min_chunk_size=0)
    nodes = {n.identifier: n for n in chunker.parse_structure(md)}
    assert md[nodes["1.2"].char_start :].startswith("### Payment Terms\n\n1.2 Beta")
    assert md[: nodes["1.1"].char_end].endswith("described in the Order.")
    chunks = chunker.chunk(md)
    assert [c.body for c in chunks if c.body.rstrip().endswith("Payment Terms")] == []
    pay = next(c for c in chunks if "Payment Terms" in c.body)
    assert pay.body.startswith("### Payment Terms\n\n1.2 Beta shall pay")
    assert pay.hierarchy_path == "1 > 1.2"


def test_a_numbered_line_after_a_page_number_is_the_body_not_a_running_header() -> None:
    text = (
        "5 PAYMENT\n\n5.1 The Customer shall pay each invoice within thirty days.\n\n"
        "6 VARIATION AND TERMINATION\n \n21\n \n6.1 Either party may end this agreement.\n \n"
        "(a) The Supplier may terminate on notice if the Customer fails to pay any amount due "
        "under this agreement within thirty days of its due date and does not remedy it.\n"
    )
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=32, min_chunk_size=0)
    chunks = chunker.chunk(text)
    clean = sanitize(text)
    units, heads = structure_of(clean, chunker.parse_structure(text))
    spans = [(c.char_start, c.char_end) for c in chunks]
    assert violations(clean, spans, units=units, headings=heads) == []
    # The checker reads "6.1 Either party ..." as the body: a chunk of the heading, the page
    # number and that line keeps the guarantee.
    six = clean.index("6 VARIATION")
    body = clean.index("6.1 Either")
    line_end = clean.index("\n", body)
    good = [(0, six - 2), (six, line_end), (line_end + 1, len(clean))]
    assert violations(clean, good, headings=heads) == []


def test_hash_headings_in_a_text_not_read_as_markdown_stay_with_their_body() -> None:
    # Only two "#" headings: the text is not judged Markdown and no clause is found (fallback),
    # yet neither heading may end a chunk while its body starts the next (at 64 tokens the old
    # packer left "# 1 DEFINITIONS" alone and "# 2 TERM" at the end of a chunk).
    sentence = "The Supplier shall provide the Services with reasonable skill and care. "
    t = f"# 1 DEFINITIONS\n\n{sentence * 3}\n\n# 2 TERM\n\n{sentence * 3}"
    for size in (64, 128, 512):
        chunks = LegalChunker(jurisdiction="uk", max_chunk_size=size).chunk(t)
        for c in chunks:
            assert not c.content.rstrip().rsplit("\n", 1)[-1].startswith("#"), (size, c.content)
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(t)
    assert [c.content.split("\n")[0] for c in chunks if c.content.startswith("#")] == [
        "# 1 DEFINITIONS",
        "# 2 TERM",
    ]
    clean = sanitize(t)
    _, heads = structure_of(clean, [])
    spans = [(c.char_start, c.char_end) for c in chunks]
    assert violations(clean, spans, headings=heads) == []
