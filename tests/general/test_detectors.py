"""HeadingDetector, TableDetector and custom detectors, against declared gold."""

from __future__ import annotations

import pytest

from clausewise import ConfigError
from clausewise.general import (
    FINANCIAL,
    BoundaryDetector,
    Chunker,
    HeadingDetector,
    KeepTogetherRegion,
    SplitPoint,
    TableDetector,
)
from clausewise.general.detectors import Annotation

BODY = (
    "The Supplier shall deliver the Goods to the Customer at the delivery address on the "
    "dates agreed in writing, and shall bear the risk of loss until delivery is complete."
)
HEADINGS = ["DEFINITIONS", "Payment Terms", "GOVERNING LAW", "3. Limitation of Liability"]
NOT_HEADINGS = [
    "and the parties agree that the following terms apply",  # lower case: a continuation
    "Page 3 of 12",
    "--------------------",
]


def _document() -> tuple[str, list[int]]:
    """Headings between paragraphs, plus lines that look short but are no headings."""
    text, gold = "", []
    for i, heading in enumerate(HEADINGS):
        gold.append(len(text))
        text += heading + "\n\n" + BODY + "\n" + NOT_HEADINGS[i % 3] + "\n" + BODY + "\n\n"
    return text, gold


def test_heading_detector_finds_exactly_the_declared_headings() -> None:
    text, gold = _document()
    found = HeadingDetector().detect(text)
    assert [a.position for a in found if isinstance(a, SplitPoint)] == gold
    assert [a.line_number for a in found if isinstance(a, SplitPoint)] == [
        text.count("\n", 0, g) for g in gold
    ]
    scored = HeadingDetector().detect_with_scores(text)
    assert "all_caps" in scored[0].signals and scored[0].score >= 4.0
    assert HeadingDetector(min_score=9.0).detect(text) == []


def test_running_headers_are_not_headings() -> None:
    page = "ACME CORP CONFIDENTIAL\n\n" + BODY + "\n\n"
    assert HeadingDetector().detect(page) != []  # once, it looks like a heading
    assert HeadingDetector().detect(page * 3) == []  # on every page, it is a running header


def test_detected_headings_start_chunks_and_stay_with_their_body() -> None:
    text, gold = _document()
    chunks = Chunker(
        target_size=400, overlap=0, min_size=0, detectors=[HeadingDetector()]
    ).chunk_with_metadata(text)
    starts = [c.start for c in chunks]
    assert all(g in starts for g in gold)
    for c in chunks:
        assert c.content_text.split("\n")[-1] not in HEADINGS


TABLE = (
    "Summary of fees\n"
    "Year        Licence     Support\n"
    "2021        1,200       300\n"
    "2022        1,350       310\n"
    "2023        1,500       320\n"
    "2024        1,650       330"
)


def test_table_detector_covers_header_and_rows() -> None:
    text = BODY + "\n\n" + TABLE + "\n\n" + BODY
    regions = TableDetector().detect(text)
    assert regions == [
        KeepTogetherRegion(
            text.index(TABLE), text.index(TABLE) + len(TABLE), "table: Summary of fees", 1.5
        )
    ]
    assert TableDetector().detect(BODY + "\n" + BODY) == []
    assert TableDetector(min_data_lines=5).detect(text) == []


# Rows whose numbers are not right after a column gap: "$ 1,200" (a currency sign, a space)
# and a label column spaced like prose; the pre-test must not turn them away.
CURRENCY_TABLE = """Item.  $ 1,200  $ 1,300  Net
Fees.  $ 3,400  $ 3,500  Net
Costs.  $ 5,600  $ 5,700  Net"""


def test_table_rows_with_a_currency_sign_before_the_number() -> None:
    text = BODY + "\n\n" + CURRENCY_TABLE + "\n\n" + BODY
    start = text.index(CURRENCY_TABLE)
    regions = TableDetector().detect(text)
    assert [(r.start, r.end) for r in regions if isinstance(r, KeepTogetherRegion)] == [
        (start, start + len(CURRENCY_TABLE))
    ]
    # Prose with column-like gaps but no number after the first gap is no table.
    prose = "\n".join(["Name  Title  Office  Room"] * 4)
    assert TableDetector().detect(BODY + "\n\n" + prose) == []


def test_headings_found_with_lines_left_out(real_docs: dict[str, str]) -> None:
    detector = HeadingDetector()
    for text in real_docs.values():
        every = detector.detect(text)
        skip = {a.position for a in every[::2] if isinstance(a, SplitPoint)}
        rest = detector.split_points(text, skip)
        assert rest == [a for a in every if isinstance(a, SplitPoint) and a.position not in skip]
        plain = detector.split_points(text, line_numbers=False)
        assert [(a.position, a.label) for a in plain] == [
            (a.position, a.label) for a in every if isinstance(a, SplitPoint)
        ]
        assert all(a.line_number == 0 for a in plain if isinstance(a, SplitPoint))
        points = [a for a in every if isinstance(a, SplitPoint)]
        assert [a.line_number for a in points] == [text.count("\n", 0, a.position) for a in points]


@pytest.mark.parametrize(("target", "whole"), [(150, True), (100, False)])
def test_a_table_stays_whole_up_to_one_and_a_half_times_the_target(
    target: int, whole: bool
) -> None:
    text = BODY + "\n\n" + TABLE + "\n\n" + BODY  # the table has 177 characters
    chunks = Chunker(
        target_size=target, overlap=0, min_size=0, boundaries=FINANCIAL, detectors=[TableDetector()]
    ).chunk(text)
    assert (TABLE in chunks) is whole
    assert all(len(c) <= (1.5 * target if c == TABLE else target) for c in chunks)


class EveryOther(BoundaryDetector):
    """Split at every other line; keep lines 4-6 together."""

    def detect(self, text: str) -> list[Annotation]:
        starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
        out: list[Annotation] = [SplitPoint(p, n) for n, p in enumerate(starts) if n % 2 == 0]
        out.append(KeepTogetherRegion(starts[4], starts[7] - 1, "lines 4-6"))
        return out


def test_custom_detector() -> None:
    lines = [f"Line {i} has a few words." for i in range(10)]
    text = "\n".join(lines)
    chunks = Chunker(target_size=1000, overlap=0, min_size=0, detectors=[EveryOther()]).chunk(text)
    assert chunks == [
        "\n".join(lines[0:2]),
        "\n".join(lines[2:4]),
        "\n".join(lines[4:7]),
        "\n".join(lines[7:8]),
        "\n".join(lines[8:10]),
    ]


class Broken(BoundaryDetector):
    def detect(self, text: str) -> list[Annotation]:
        return [SplitPoint(len(text) + 5, 0)]


def test_a_detector_returning_nonsense_fails_by_name() -> None:
    with pytest.raises(ConfigError, match="Broken"):
        Chunker(detectors=[Broken()]).chunk("Some text.")
    with pytest.raises(ConfigError, match="min_score"):
        HeadingDetector(min_score="high")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="max_overshoot"):
        TableDetector(max_overshoot=0.5)


def test_real_terms_of_service_headings(real_docs: dict[str, str]) -> None:
    text = real_docs["claudette/en_Dropbox.txt"]
    found = {
        a.label.removeprefix("heading: ")
        for a in HeadingDetector().detect(text)
        if isinstance(a, SplitPoint)
    }
    # Section titles of the Dropbox terms, read off the file.
    for title in (
        "Your Stuff & Your Permissions",
        "Your Responsibilities",
        "Software",
        "Beta Services",
        "Our Stuff",
        "Copyright",
        "Paid Accounts",
        "Termination",
        "Discontinuation of Services",
        "Services “AS IS”",
    ):
        assert title in found, title
