"""Sentence boundaries: declared sentences of legal text, a real CLAUDETTE document, invariants."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clausewise.errors import InputError
from clausewise.sentences import SentenceSplitter, sentence_spans, sentence_starts

DATA = Path(__file__).resolve().parent / "data" / "claudette"


def sentences(text: str, abbreviations: tuple[str, ...] = ()) -> list[str]:
    return [text[a:b] for a, b in sentence_spans(text, abbreviations=abbreviations)]


# Each case: the sentences, in order; the text is them joined by one space.
ABBREVIATIONS = [
    ["Acme Inc. shall deliver the Goods.", "The Buyer shall pay."],
    ["The Supplier is Acme Ltd.", "The Buyer is Beta Corp.", "Both agree."],
    ["Acme Co. Limited and Beta Corp. Holdings are the parties."],
    ["See Art. 6 GDPR and Sec. 5 of the Act for details."],
    ["Refer to No. 5 and Nos. 6-7 of the Schedule."],
    ["As held in Smith v. Jones, the clause applies."],
    ["Under 15 U.S.C. § 78 the rule applies.", "It binds both parties."],
    ["The Company is based in the U.S.", "It has no offices abroad."],
    ["The U.S. Government may use the Software."],
    ["Fees (e.g. Setup Fees) apply.", "Taxes (i.e. VAT) are extra."],
    ["See 42 U.S.C. 1983 et seq.", "The claim fails."],
    ["Costs, fees, etc. are payable by the Buyer."],
    ["It covers fees, taxes, etc.", "The Buyer pays them."],
    ["Mr. Smith and Dr. Jones met at St. Paul's Cathedral."],
    ["Signed by J. Smith on behalf of the Company."],
    ["The terms are set out in Exhibit A.", "The Buyer accepts them."],
    ["Delivery is due on Jan. 5, 2021 at the latest."],
    ["The price is approx. 10% higher, incl. VAT and duties."],
    ["See p. 12 and pp. 14-16 of the Report."],
    ["Under para. 3 and cl. 4.2 the fee is due."],
    ["Reg. 2016/679 and Dir. 95/46/EC apply to the processing."],
    ["The seller, Acme Pty. Ltd. Australia, agrees."],
]

NUMBERING = [
    ["The Controller shall comply with Article 6(1).", "The Processor shall assist."],
    ["1.1 The Supplier shall deliver the Goods."],
    ["1.1. The Supplier shall deliver the Goods."],
    ["The fee is $1.5 million.", "It is due on signature."],
    ["1. Definitions.", "In this Agreement the following terms apply."],
    ["The Licensee shall: (a) pay the fee; (b) keep records; and (c) allow audits."],
    ["This survives termination under Section 5.", "The Buyer agrees."],
    ["The parties agree as follows: 1.1. The Supplier shall deliver."],
    ["The Seller is liable for (i) the Goods; or ii. the Services."],
    ["Section 2.3 applies to the Services.", "Clause 14.2.1 does not."],
    ["ARTICLE IV. DEFINITIONS.", "The terms below apply."],
]

QUOTES = [
    ['The Seller said "the goods are ready."', "The Buyer paid."],
    ["This is final (see Section 9.)", "The Buyer agrees."],
    ["This Agreement (the “Agreement”) is binding.", "It starts today."],
    ["Is this binding?", "Yes!", "It is."],
    ["The term is “Goods.”", "It means the products."],
    ["The notice (as defined below.) is sent by post."],
]


@pytest.mark.parametrize("expected", ABBREVIATIONS + NUMBERING + QUOTES)
def test_inline_sentences(expected: list[str]) -> None:
    assert sentences(" ".join(expected)) == expected


LAYOUT = [
    # headings on their own line
    ("ARTICLE IV\nPAYMENT\nThe Buyer shall pay the Price.", 3),
    ("1.1 Definitions\nIn this Agreement words have their usual meaning.", 2),
    ("Notices\nAll notices must be in writing.", 2),
    ("First paragraph without a full stop\n\nSecond paragraph.", 2),
    # list items on lines of their own
    ("The Buyer shall:\n(a) pay the Price;\n(b) take delivery; and\n(c) keep records.", 4),
    ("Fees include:\n• setup fees\n• annual fees", 3),
    ("use the Service for any illegal purpose; or\nuse the Service to harm others.", 2),
    # a line broken in the middle of a sentence
    ("The Supplier shall deliver the Goods\nto the Buyer at its premises.", 1),
    ("The Supplier shall deliver to the Buyer all of the\nGoods listed in Schedule 1.", 1),
    ("Acme Limited, a company incorporated in England,\nshall deliver.", 1),
    # a table of contents with dot leaders
    ("CONTENTS\nOBLIGATIONS. . . . . . . . 12\nPAYMENT . . . . . . . . 14", 3),
    # CJK punctuation
    ("本契約は有効です。当事者は同意する！本当に？はい。", 4),
    ("「契約は有効です。」次の文です。", 2),
]


@pytest.mark.parametrize(("text", "count"), LAYOUT)
def test_layout(text: str, count: int) -> None:
    got = sentences(text)
    assert len(got) == count, got


WRAPPED = """\
This Agreement is made between Acme Limited, a company incorporated in
England, and Beta Corporation, a Delaware corporation (the "Buyer"),
and sets out the terms on which the Supplier will supply the Goods to
the Buyer. The Buyer shall pay the Price within thirty days of Delivery
Date as defined in Schedule 2 and the Supplier shall invoice the Buyer
Monthly in arrears. Title passes on payment.

2. DELIVERY
The Supplier shall deliver the Goods to the premises of the Buyer set
out in the Order. Delivery dates are estimates only.
"""


def test_hard_wrapped_lines_do_not_end_sentences() -> None:
    assert [s.replace("\n", " ") for s in sentences(WRAPPED)] == [
        "This Agreement is made between Acme Limited, a company incorporated in England, and "
        'Beta Corporation, a Delaware corporation (the "Buyer"), and sets out the terms on '
        "which the Supplier will supply the Goods to the Buyer.",
        "The Buyer shall pay the Price within thirty days of Delivery Date as defined in "
        "Schedule 2 and the Supplier shall invoice the Buyer Monthly in arrears.",
        "Title passes on payment.",
        "2. DELIVERY",
        "The Supplier shall deliver the Goods to the premises of the Buyer set out in the Order.",
        "Delivery dates are estimates only.",
    ]


def test_user_abbreviations() -> None:
    text = "The plot is Flst. 12 of the register. It is sold."
    assert len(sentences(text)) == 3  # unknown "Flst." ends a sentence before a number
    expected = ["The plot is Flst. 12 of the register.", "It is sold."]
    assert sentences(text, ("Flst",)) == expected
    assert sentences(text, ("flst.",)) == expected  # case and the period do not matter
    splitter = SentenceSplitter(["FLST"])
    assert [text[a:b] for a, b in splitter(text)] == expected


def test_bad_input() -> None:
    with pytest.raises(InputError):
        sentence_starts(b"bytes")  # type: ignore[arg-type]
    with pytest.raises(InputError):
        SentenceSplitter([1])  # type: ignore[list-item]
    assert sentence_spans("") == []
    assert sentence_spans("  \n ") == []


# -- a real document: the Tinder terms of use, with the CLAUDETTE segmentation ---------------


def _f1(text: str, gold: set[int], pred: set[int]) -> tuple[float, float, float]:
    tp = len(gold & pred)
    p, r = tp / len(pred), tp / len(gold)
    return p, r, 2 * p * r / (p + r)


def test_claudette_tinder_f1() -> None:
    text = (DATA / "en_Tinder.txt").read_text(encoding="utf-8")
    with open(DATA / "en_Tinder_sentences.jsonl", encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh]
    assert all(text[r["start"] : r["end"]] == r["text"] for r in records)
    gold = {r["start"] for r in records} - {min(r["start"] for r in records)}
    p, r, f1 = _f1(text, gold, set(sentence_starts(text)))
    # Measured 0.996 / 0.905 / 0.948: the gold also cuts list numbers from their headings
    # ("1. ‖Acceptance of Terms"), which numbering-aware splitting deliberately does not.
    assert p >= 0.98
    assert r >= 0.88
    assert f1 >= 0.93


# -- invariants ---------------------------------------------------------------------------

PIECES = [
    "The Buyer",
    " shall pay",
    " Inc.",
    " U.S.",
    " e.g.",
    " No. 5",
    " 1.1",
    " (a)",
    " ii.",
    " J.",
    " etc.",
    "!",
    "?",
    ".",
    '."',
    ".)",
    ";",
    ":",
    ",",
    " ",
    "  ",
    "\n",
    "\n\n",
    "\n  ",
    "\t",
    " ARTICLE IV",
    " the",
    " The",
    "。",
    "本契約",
    "“",
    "”",
    "...",
    "\u00a0",
    "•",
]


@given(st.lists(st.sampled_from(PIECES), max_size=60), st.data())
def test_spans_invariants(pieces: list[str], data: st.DataObject) -> None:
    text = "".join(pieces)
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    spans = sentence_spans(text, start, end)
    covered: set[int] = set()
    prev_end = start
    for a, b in spans:
        assert prev_end <= a < b <= end  # ordered, inside the range, non-empty
        assert not text[a].isspace() and not text[b - 1].isspace()
        covered.update(range(a, b))
        prev_end = b
    assert all(i in covered for i in range(start, end) if not text[i].isspace())
    # a range gives the boundaries of the whole text that fall inside it
    inside = [p for p in sentence_starts(text) if start < p < end]
    assert sentence_starts(text, start, end) == inside


@pytest.mark.parametrize(
    "text",
    [
        "." * 200_000,
        "a. " * 70_000,
        "A. " * 70_000,
        "\n" * 200_000,
        "a\n" * 100_000,
        ("x" * 60 + "\n") * 3_000,
        " " * 200_000 + "x",
        "ab.Abc " * 30_000,
    ],
)
def test_linear_time_on_pathological_input(text: str) -> None:
    t0 = time.process_time()
    sentence_spans(text)
    assert time.process_time() - t0 < 5.0  # quadratic behaviour would take minutes
