"""The same document extracted another way keeps its structure.

A filing reaches users hard-wrapped at 76 columns, with its blank lines dropped (one line per
paragraph), or with each page's text joined onto one line ending in the page's number. These
tests parse a real text (the bundled GDPR excerpt and CUAD contracts) and the same text
re-extracted, and require the same units; and they pin the shapes that used to break it,
written afresh:

* a hard wrap that leaves a reference's number at the start of a line ("... referred to in
  Article" / "63.") started a paragraph 63, and the real paragraph 2 after it was lost;
* "... the Board.     3" / "2. Actions by the Investor Group." (a page's number left at the
  end of the joined line) made "2." read as a wrapped line, and the clause was lost;
* "... (Working Groups). 2. DEVELOPMENT" / "2.1 Collaboration" (a heading in capitals at the
  end of the line above) did the same to "2.1".
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import EU, get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.structure.legislation import parse_legislation

DATA = Path(__file__).resolve().parents[2] / "data"
GDPR = (DATA / "eu" / "gdpr_excerpt.txt").read_text(encoding="utf-8")
CUAD = sorted((DATA / "cuad").glob("*.txt"))
US = get_profile("us")


def _line_start(text: str, pos: int) -> bool:
    return not text[text.rfind("\n", 0, pos) + 1 : pos].strip()


def _units(chunker: LegalChunker, text: str, *, line_starts: bool) -> list[tuple[str, str]]:
    """(identifier, parent) of every unit below the document, in order; with
    ``line_starts``, only those whose marker opens a line."""
    return [
        (n.identifier, n.parent or "")
        for n in chunker.parse_structure(text)
        if n.level >= 1 and (not line_starts or _line_start(text, n.char_start))
    ]


@pytest.mark.parametrize("form", ["wrapped", "tight", "wrapped and tight"])
def test_gdpr_excerpt_keeps_every_unit_when_re_extracted(form: str, reextract: ModuleType) -> None:
    chunker = LegalChunker(jurisdiction="eu")
    text = reextract.wrapped(GDPR) if "wrapped" in form else GDPR
    text = reextract.tight(text) if "tight" in form else text
    assert text != GDPR
    assert _units(chunker, text, line_starts=False) == _units(chunker, GDPR, line_starts=False)


@pytest.mark.parametrize("path", CUAD, ids=lambda p: p.name[:30])
def test_cuad_contract_keeps_its_line_start_units_when_hard_wrapped(
    path: Path, reextract: ModuleType
) -> None:
    chunker = LegalChunker(jurisdiction="us")
    text = path.read_text(encoding="utf-8")
    runs = frozenset(
        text.rfind("\n", 0, n.char_start) + 1
        for n in chunker.parse_structure(text)
        if not _line_start(text, n.char_start)
    )
    wrapped = reextract.wrapped(text, runs)
    before = [u for u in _units(chunker, text, line_starts=True)]
    after = set(_units(chunker, wrapped, line_starts=False))
    lost = [u for u in before if u not in after]
    assert before
    assert lost == []


def test_a_wrapped_reference_number_starts_no_paragraph() -> None:
    text = (
        "Article 74\nTasks of the Chair\n\n"
        "1. The Chair shall ensure the timely performance of the tasks of the Board, in\n"
        "particular in relation to the consistency mechanism referred to in Article\n"
        "63.\n\n"
        "2. The Board shall lay down the allocation of tasks between the Chair and the\n"
        "deputy chairs in its rules of procedure, as set out in point\n"
        "(d) of Article 46(2) and in Article 55 or\n"
        "56.\n\n"
        "3. The Chair shall report to the Board.\n"
    )
    nodes = parse_legislation(text, EU).nodes
    paragraphs = [(n.identifier, n.start) for n in nodes if n.kind == "paragraph"]
    assert paragraphs == [
        ("1", text.index("1. The Chair")),
        ("2", text.index("2. The Board")),
        ("3", text.index("3. The Chair shall report")),
    ]
    assert not [n for n in nodes if n.kind == "point"]


def test_a_title_ending_a_line_does_not_hide_the_paragraph_below_it() -> None:
    # One line per paragraph, no blank lines: the article's title ends in a plain word.
    text = (
        "Article 45\nTransfers on the basis of an adequacy decision\n"
        "1. A transfer of personal data may take place where the Commission has decided.\n"
        "2. When assessing the adequacy, the Commission shall take account of:\n"
        "(a) the rule of law; and\n"
        "(b) the existence of supervisory authorities.\n"
    )
    nodes = parse_legislation(text, EU).nodes
    assert [(n.kind, n.identifier) for n in nodes] == [
        ("article", "Article 45"),
        ("paragraph", "1"),
        ("paragraph", "2"),
        ("point", "(a)"),
        ("point", "(b)"),
    ]


_JOINED_PAGES = (
    "COOPERATION AGREEMENT\n\n"
    'This Agreement is made between Acme Inc. (the "Company") and the persons listed '
    'on the signature page (the "Investors").\n'
    "1. Board Composition Matters. The Company shall appoint one New Director to the "
    "Board within five business days of the date of this Agreement, and the Investors "
    "shall support that appointment at every meeting of the Board.     2\n"
    "    2. Actions by the Investors. The Investors shall vote their shares in favour of "
    "each nominee of the Board at each meeting of the stockholders held before the end of "
    "the Standstill Period, and shall not act by written consent.     3\n"
    "    3. Standstill. The Investors shall not acquire further shares of the Company "
    "before the end of the Standstill Period. Page 4 of 12\n"
    "4. Expenses. Each party shall bear its own expenses in connection with this Agreement "
    "and the matters it contemplates, including the fees of its advisers. 5. DEFINITIONS\n"
    "5.1 Board means the board of directors of the Company.\n"
    "5.2 Standstill Period means the period of one year from the date of this Agreement.\n"
)


def test_clauses_after_a_page_number_or_a_heading_ending_the_line_above() -> None:
    text = _JOINED_PAGES
    tree = parse_contract(text, US)
    units = [(n.identifier, n.start) for n in tree.nodes if n.depth >= 1]
    for marker in ("2. Actions", "3. Standstill", "4. Expenses", "5.1 Board", "5.2 Standstill"):
        number = marker.split()[0].rstrip(".")
        assert (number, text.index(marker)) in units, marker


def test_a_number_at_the_end_of_a_hard_wrapped_sentence_still_joins_the_next_line() -> None:
    # No page number here: "within 30" / "days" is a sentence going on, and "2." below a
    # line that ends mid-sentence with a number and one space is not a folio.
    text = (
        "SERVICES AGREEMENT\n\n"
        "1. Payment. The Client shall pay each invoice in full, without set-off, within\n"
        "30 days of receipt, and late amounts bear interest at the rate of 2\n"
        "2. per cent a month until paid, compounded monthly, whichever rate is lower.\n\n"
        "2. Term. This Agreement lasts for three years from the Effective Date.\n"
    )
    tree = parse_contract(text, US)
    units = [(n.identifier, n.start) for n in tree.nodes if n.depth == 1]
    assert ("2", text.index("2. Term")) in units
    assert ("2", text.index("2. per cent")) not in units
