"""Contracts converted to Markdown, as converters write them.

A Word document converted to Markdown keeps the headings styled as headings behind hashes
("# 3. NOTICES") and writes the ones the author only made bold as a bold paragraph
("**4. GOVERNING LAW**"). Both are heading lines of the source: one numbering runs across
them, and a numbered list inside a clause ("1. the Supplier's records;") is still no clause.
Schedule headings keep the dash after their number out of the title; an italic bracketed
line ("*[Signature page follows]*") is markup around a line like any other.
"""

from __future__ import annotations

from clausewise import LegalChunker, sanitize

MIXED = """\
# SUPPLY AGREEMENT

AGREED TERMS

**1. DEFINITIONS**

1.1 In this agreement "Goods" means the goods described in the Order.

1.2 Clause headings do not affect the interpretation of this agreement.

## 2. DELIVERY

2.1 The Supplier shall deliver the Goods to the Premises on the Delivery Date.

# 3. NOTICES

3.1 A notice shall be in writing and delivered by hand or by recorded post to:

1. the Supplier's registered office; or

2. the Customer's address set out in the Order.

**4. GOVERNING LAW**

4.1 This agreement is governed by the law of England and Wales.

# 5. JURISDICTION

5.1 The courts of England and Wales have exclusive jurisdiction.
"""


def _top(text: str) -> list[tuple[str, str | None, str]]:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    return [
        (n.identifier, n.title, text[n.char_start : n.char_end]) for n in nodes if n.parent is None
    ]


def test_bold_and_hash_headings_are_one_numbering() -> None:
    top = _top(MIXED)
    assert [(i, t) for i, t, _ in top] == [
        ("Preamble", None),
        ("1", "DEFINITIONS"),
        ("2", "DELIVERY"),
        ("3", "NOTICES"),
        ("4", "GOVERNING LAW"),
        ("5", "JURISDICTION"),
    ]
    body = dict((i, b) for i, _, b in top)
    assert body["4"].startswith("**4. GOVERNING LAW**\n\n4.1 This agreement is governed")
    assert body["3"].startswith("# 3. NOTICES")
    assert body["3"].rstrip().endswith("the Customer's address set out in the Order.")


EMPTY_RUN = """\
# SERVICES AGREEMENT

AGREED TERMS

**1. SERVICES**

1.1 The Supplier shall provide the Services with reasonable skill and care.

### 2 DATA PROTECTION

# 3. NOTICES

CONFIDENTIALITY

**4. GOVERNING LAW**

# 5. TERM

5.1 This agreement starts on the Commencement Date and continues for two years.

5.2 Either party may end this agreement on three months' written notice.
"""


def test_empty_clauses_between_bold_and_hash_headings_keep_their_numbers() -> None:
    # Clauses left empty in a template: each heading is a clause of its own, not a stack of
    # headings over clause 4 (which read clauses 2, 3 and 5 as its title lines and 5.1 as a
    # sub-clause of 4).
    top = _top(EMPTY_RUN)
    assert [(i, t) for i, t, _ in top][1:] == [
        ("1", "SERVICES"),
        ("2", "DATA PROTECTION"),
        ("3", "NOTICES"),
        ("4", "GOVERNING LAW"),
        ("5", "TERM"),
    ]
    nodes = LegalChunker(jurisdiction="uk").parse_structure(EMPTY_RUN)
    assert [n.parent for n in nodes if n.identifier in ("5.1", "5.2")] == ["5", "5"]
    # Small chunks: no chunk ends with a heading whose body follows, none holds two clauses.
    text = sanitize(EMPTY_RUN)
    for c in LegalChunker(jurisdiction="uk", max_chunk_size=64, chars_per_token=1).chunk(text):
        body = text[c.char_start : c.char_end]
        assert not body.rstrip().endswith("# 5. TERM"), body
        assert not ("**4." in body and "# 5." in body), body


SCHEDULES = """\
# LICENCE AGREEMENT

## 1. Grant

1.1 The Licensor grants the Licensee a licence of the Software listed in Schedule 1.

## 2. Fees

2.1 The Licensee shall pay the Fees set out in Schedule 2.

# Schedule 1 \u2013 The Software

Lumen Analytics Server, version 7.

# SCHEDULE 2 - FEES

The annual licence fee is \u00a348,000 plus VAT.

# Schedule 3: Support Levels

Support is available on Business Days from 9am to 5pm.

# Schedule 4 \u2014 Escrow

The source code is deposited with an escrow agent.
"""


def test_markdown_schedule_titles_lose_the_separator_after_the_number() -> None:
    top = _top(SCHEDULES)
    assert [(i, t) for i, t, _ in top if i.startswith("Schedule")] == [
        ("Schedule 1", "The Software"),
        ("Schedule 2", "FEES"),
        ("Schedule 3", "Support Levels"),
        ("Schedule 4", "Escrow"),
    ]


SIGNATURE_PAGE = """\
# ASSET PURCHASE AGREEMENT

This Asset Purchase Agreement (this "**Agreement**") is entered into as of May 1, 2024 by and \
between Orion Tools, Inc. ("**Buyer**") and Keystone Fabrication LLC ("**Seller**").

## ARTICLE I \u2013 PURCHASE AND SALE

**Section 1.01 Purchase and Sale.** Seller shall sell, and Buyer shall purchase, the Assets.

**Section 1.02 Purchase Price.** The purchase price is $4,500,000.

## ARTICLE II \u2013 MISCELLANEOUS

**Section 2.01 Governing Law.** This Agreement is governed by the laws of the State of Delaware.

*[Signature page follows]*

IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.

ORION TOOLS, INC.

By: /s/ Dana Whitlock
"""


def test_an_italic_bracketed_line_travels_whole_with_the_signatures() -> None:
    text = SIGNATURE_PAGE.replace("\\\n", "")
    top = _top(text)
    body = {i: b for i, _, b in top}
    assert body["Article II"].rstrip().endswith("laws of the State of Delaware.")
    assert body["Signatures"].startswith("*[Signature page follows]*\n\nIN WITNESS WHEREOF")


NESTED_LIST = """\
# CONSULTING AGREEMENT

This Consulting Agreement is made on 1 April 2025 between **Halden Partners LLP** (the \
"Company") and **Mirelle Dupont** (the "Consultant").

1. **Services.** The Consultant shall provide the services described in Exhibit A.
   1. The Consultant shall perform the Services with due care.
   2. The Consultant shall comply with the Company's policies.
2. **Fees.** The Company shall pay the Consultant \u00a3750 per day, invoiced monthly.
3. **Term.** This Agreement starts on 1 April 2025 and continues for six months.
   1. Either party may end it on two weeks' notice.
4. **Governing Law.** This Agreement is governed by the laws of England and Wales.
"""


def test_a_nested_ordered_list_stays_inside_its_clause() -> None:
    # "   2. The Consultant shall comply ..." is the second item of a list nested in clause 1
    # (indented under its marker), not clause 2: "2. **Fees.**" at the margin is.
    top = _top(NESTED_LIST)
    assert [(i, t) for i, t, _ in top] == [
        ("Preamble", None),
        ("1", "Services"),
        ("2", "Fees"),
        ("3", "Term"),
        ("4", "Governing Law"),
    ]
    body = {i: b for i, _, b in top}
    assert body["1"].rstrip().endswith("comply with the Company's policies.")
    assert body["2"].startswith("2. **Fees.** The Company shall pay")


def test_an_indented_list_in_plain_text_stays_inside_its_clause() -> None:
    plain = (
        NESTED_LIST.replace("**", "").replace("# CONSULTING", "CONSULTING").replace("   ", "      ")
    )
    top = _top(plain)
    assert [i for i, _, _ in top] == ["Preamble", "1", "2", "3", "4"]
    body = {i: b for i, _, b in top}
    assert body["2"].startswith("2. Fees. The Company shall pay")


def test_a_short_bold_sentence_is_no_heading() -> None:
    # Only numbered bold lines are marked as headings: a sentence set in bold stays text.
    text = """# Terms of Service

**Please read these Terms carefully before using the Services.**

Welcome to **Acme Cloud**. These Terms govern your use of our websites and services.

**Your Account**

You are responsible for keeping your password secret. Tell us at once if you think someone \
else has used your account.

**Termination**

You may close your account at any time from the settings page, and we will delete your data.

**We may act without notice**

We may suspend or end your access if you break these terms. You may close your account \
at any time.

**Governing Law**

These terms are governed by the laws of the State of California.
"""
    nodes = LegalChunker(jurisdiction="us", doc_type="terms_conditions").parse_structure(text)
    assert [n.identifier for n in nodes if n.parent is None] == [
        "Preamble", "Your Account", "Termination", "Governing Law",
    ]  # fmt: skip
