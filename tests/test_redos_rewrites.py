"""The patterns rewritten to run in linear time, pinned where the code uses them.

``tests/test_redos.py`` times every pattern on pathological input; these tests pin what the
rewritten ones still find on real text (page numbers, Markdown rules and attributes, amounts
in headings, Official Journal citations, instrument names, .env lines), then run the code
that uses them on the runs that used to make them rescan (the parties list has its own
tests in ``tests/legal/test_parties.py``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from clausewise.general.headings import _NOT_HEADING
from clausewise.general.tables import _RULE
from clausewise.ingest.labels import clean_heading
from clausewise.legal.citations import _TRAILING_BRACKET_RE, external_name, find_citations
from clausewise.legal.definitions import _LINE_DEF_RE, _MEANS_RE
from clausewise.legal.structure.gate import reject_reason, reject_span
from clausewise.legal.structure.legislation_parser import _cites_oj
from clausewise.providers import read_env_file

LIMIT = 0.25  # seconds of CPU for one call on 100,000 characters (the old patterns: minutes)


def _seconds(fn: Callable[[], object]) -> float:
    t0 = time.thread_time()
    fn()
    return time.thread_time() - t0


@pytest.mark.parametrize(
    ("line", "furniture"),
    [
        ("Page 2 of 9", True),
        ("page 12", True),
        ("- 3 -", True),
        ("\u2014 14 \u2014", True),
        ("12", True),
        ("* * *", True),
        ("________", True),
        ("1.2 Scope", False),
        ("Payment", False),
        ("Page Layout", False),
        ("p. 4", False),
    ],
)
def test_page_numbers_and_rules_are_not_headings(line: str, furniture: bool) -> None:
    assert (_NOT_HEADING.match(line) is not None) is furniture


@pytest.mark.parametrize(
    ("line", "rule"),
    [
        ("|---|:---:|", True),
        ("+====+====+", True),
        ("--- | ---", True),
        ("| :--- | ---: |", True),
        ("-- | --", False),
        ("--- x", False),
        ("=== === ===", False),
    ],
)
def test_table_rules(line: str, rule: bool) -> None:
    assert (_RULE.fullmatch(line) is not None) is rule


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Scope {#scope}", "Scope"),
        ("Scope \t {#sec-1.2}", "Scope"),
        ("**Term** {#term}", "Term"),
        ("Use {#} here", "Use {#} here"),
        ("Title {#a} more", "Title {#a} more"),
    ],
)
def test_heading_attributes_are_dropped_only_at_the_end(raw: str, clean: str) -> None:
    assert clean_heading(raw) == clean


@pytest.mark.parametrize(
    "rest", ["5 days after notice", "10% of the fees", "1,000,000 dollars", "2.5 percent"]
)
def test_amounts_after_a_marker_are_not_headings(rest: str) -> None:
    assert reject_reason(" " + rest, whole_line=False) == "amount"
    assert reject_reason(" Term and Termination", whole_line=False) is None


def test_an_amount_read_just_after_a_number_and_a_point() -> None:
    # A start right after "1." or "3," is judged as if the text began there, as before the
    # amount branch learnt to look behind it for a number already begun.
    text = "Section 1.5 days after"
    assert reject_span(text, text.index("5"), len(text), False) == "amount"
    text = "Article 3,10 percent"
    assert reject_span(text, text.index("10"), len(text), False) == "amount"


def test_official_journal_citations_on_the_line_within_reach() -> None:
    line = "(1) Regulation (EU) 2016/679 of the European Parliament (OJ L 119, 4.5.2016, p. 1)."
    assert _cites_oj(line, 3)
    assert not _cites_oj("(1) red;\n(2) OJ L 1", 3)  # on the next line
    assert not _cites_oj("(1) JOJO and OJs", 3)  # not the word
    assert _cites_oj("(1)" + " " * 1997 + "OJ L 1", 3)  # starts 1,997 + 0 characters on
    assert _cites_oj("(1)" + " " * 2000 + "OJ", 3)
    assert not _cites_oj("(1)" + " " * 2001 + "OJ", 3)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "of the Master Services Agreement (Amended and Restated) and",
            "Master Services Agreement",
        ),
        ("of the Loan Agreement  (Facility B) dated", "Loan Agreement"),
        ("of the Corporations Act 2001 (Cth) and", "Corporations Act 2001 (Cth)"),
    ],
)
def test_a_bracket_closing_an_instrument_name_is_dropped(text: str, name: str) -> None:
    found = external_name(text, 3, "uk")
    assert found is not None and name in found[0].values()


@pytest.mark.parametrize(
    ("text", "acts"),
    [
        (
            "Nothing in this Agreement limits liability under the Insolvency Act 1986 or the "
            "Companies Act 2006.",
            ["Insolvency Act 1986", "Companies Act 2006"],
        ),
        (
            "The Parties shall comply with the U.S. Securities Act of 1933.",
            ["U.S. Securities Act of 1933"],
        ),
        (
            "GST has the meaning given in the A New Tax System (Goods and Services Tax) Act 1999.",
            ["A New Tax System (Goods and Services Tax) Act 1999"],
        ),
        (
            "Subject to the Corporations Act 2001 (Cth), the Company may",
            ["Corporations Act 2001 (Cth)"],
        ),
        ("MEGACORPORATIONXYZ Act 2020 applies.", ["MEGACORPORATIONXYZ Act 2020"]),
        ("A statute: " + "x" * 150 + " Data Protection Act 2018.", ["Data Protection Act 2018"]),
    ],
)
def test_statute_names_read_before_their_head_word(text: str, acts: list[str]) -> None:
    assert [c[3]["act"] for c in find_citations(text, "uk")] == acts


def test_a_definition_line_is_read_only_from_its_start() -> None:
    text = "Interpretation\nServices: means the services.\n  (b) Fees shall mean the fees."
    first = _LINE_DEF_RE.match(text, text.index("Services"))
    assert first is not None and first.group("t") == "Services" and first.group("v") == "means"
    second = _LINE_DEF_RE.match(text, text.index("  (b)"))
    assert second is not None and second.group("t") == "Fees"
    assert _LINE_DEF_RE.match(text, text.index("means")) is None  # not a line start


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (
            'The "Corresponding Source" for a work in object code form means the source.',
            '"Corresponding Source" for a work in object code form means',
        ),
        ('"Affiliate" of a Person means any entity it controls.', '"Affiliate" of a Person means'),
        (
            'To "grant" such a licence to a party means to permit.',
            '"grant" such a licence to a party means',
        ),
        # A word is never split to find the verb inside it ("Softw|are defined", "Hardw|are a").
        ('Licensee shall pay the "Fee" for Software defined in Section 2.', None),
        ('Licensee shall pay the "Fee" for Hardware a month in advance.', None),
    ],
)  # fmt: skip
def test_a_quoted_term_qualified_by_words_is_defined_by_the_verb_after_them(
    text: str, found: str | None
) -> None:
    m = _MEANS_RE.match(text, text.index('"'))
    assert (m.group() if m is not None else None) == found


def test_env_lines_keep_their_values_between_blanks(tmp_path: Path) -> None:
    path = tmp_path / ".env"
    path.write_text(
        "  export CLAUSEWISE_LLM_MODEL =  openai/gpt-4o  \t\n"
        "CLAUSEWISE_LLM_API_KEY=sk a  b\n"
        "EMPTY=\n"
        "SPACED =   \n",
        encoding="utf-8",
    )
    assert read_env_file(path) == {
        "CLAUSEWISE_LLM_MODEL": "openai/gpt-4o",
        "CLAUSEWISE_LLM_API_KEY": "sk a  b",
        "EMPTY": "",
        "SPACED": "",
    }


def test_env_line_with_a_long_run_of_blanks_is_read_in_linear_time(tmp_path: Path) -> None:
    path = tmp_path / ".env"
    path.write_text("KEY=a" + " " * 100_000 + "b\n", encoding="utf-8")
    assert _seconds(lambda: read_env_file(path)) < LIMIT
    assert read_env_file(path)["KEY"] == "a" + " " * 100_000 + "b"


N = 100_000


@pytest.mark.parametrize(
    ("name", "call"),
    [
        ("page-number blanks", lambda: _NOT_HEADING.search(" " * N + "x")),
        ("symbols", lambda: _NOT_HEADING.search("*" * N + "x")),
        ("rule blanks", lambda: _RULE.search(" :" * (N // 2) + "x")),
        ("heading blanks", lambda: clean_heading("Scope" + "\t" * N + "{#x")),
        ("digits", lambda: reject_reason(" " + "1" * N + "x", whole_line=False)),
        ("a number", lambda: reject_reason(" " + "1.1." * (N // 4) + "x", whole_line=False)),
        ("bracket blanks", lambda: _TRAILING_BRACKET_RE.sub("", "Act" + " " * N + "x")),
        ("a long word after a quoted term", lambda: _MEANS_RE.match('"X" for ' + "a" * N + " is")),
    ],
)
def test_the_code_using_a_rewritten_pattern_is_linear(
    name: str, call: Callable[[], object]
) -> None:
    assert _seconds(call) < LIMIT, name
