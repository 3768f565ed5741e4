"""A bundle of agreements: the file's own parts before them, and agreements with no numbers.

A licence file may open with parts of its own ("A. BACKGROUND", "B. TERMS FOR USING THE
TOOLKIT") before the agreements it bundles, and end with short agreements that number
nothing (a permission notice under its title). The parts are top-level units beside the
agreements; each unnumbered agreement is a top-level unit titled by its title line, and the
last numbered clause before it ends where that title begins. A line in capitals that closes
the clause ("AGREED") stays in it. Positions are those of strings written into the texts.
"""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

US = get_profile("us")

_GADGET = "GADGET TOOLKIT LICENCE AGREEMENT VERSION 4"
_LEGACY = "NORTHWIND LICENCE AGREEMENT FOR GADGET 3.1"
_OLDEST = "EARLY GADGET LICENCE AGREEMENT FOR RELEASES 1 TO 2"
_NOTICE = "SAMPLE CODE PERMISSION LICENCE FOR THE GADGET MANUAL"
_SHORT = "ZERO-CONDITION LICENCE FOR GADGET EXAMPLES"

_TERMS = (
    "The licensor named above grants you the right to run the toolkit on your computers.",
    "You may copy the toolkit only to make one backup copy.",
    "The toolkit comes without any warranty, to the extent the law allows.",
    "The licensor shall not be liable for losses caused by using the toolkit.",
)


def _numbered(title: str, count: int) -> str:
    clauses = "\n\n".join(f"{n}. {_TERMS[n - 1]}" for n in range(1, count + 1))
    return f"{title}\n{'=' * len(title)}\n\n{clauses}\n"


def _bundle() -> str:
    return "\n\n".join(
        [
            "A. BACKGROUND\n\nThe toolkit was first written by a small team in 1998. It moved "
            "to the Northwind company in 2004 and to its present owner in 2012.\n",
            "B. TERMS FOR USING THE TOOLKIT\n\nThe toolkit is licensed under the agreement "
            "below. Older releases remain under the agreements that follow it.\n",
            _numbered(_GADGET, 4),
            _numbered(_LEGACY, 3),
            _numbered(_OLDEST, 4).rstrip() + "\n\n        AGREED\n\n",
            f"{_NOTICE}\n{'-' * len(_NOTICE)}\n\nPermission to copy and change the samples "
            "in the manual is granted to anyone, for any purpose, without a fee.\n\n"
            "THE SAMPLES ARE GIVEN AS THEY ARE, WITHOUT ANY WARRANTY.\n",
            f"{_SHORT}\n{'-' * len(_SHORT)}\n\nAnyone may use the examples in any way at all.\n",
        ]
    )


def _before(text: str, s: str) -> int:
    """End of the text before ``s``, trailing whitespace dropped (where a unit ends)."""
    return len(text[: text.index(s)].rstrip())


def test_the_files_own_parts_stand_beside_the_agreements() -> None:
    text = _bundle()
    tree = parse_contract(text, US)
    tops = [(n.identifier, n.title, n.start, n.end) for n in tree.nodes if n.depth == 1]
    assert tops[:3] == [
        ("A.", "BACKGROUND", 0, _before(text, "B. TERMS")),
        ("B.", "TERMS FOR USING THE TOOLKIT", text.index("B. TERMS"), _before(text, _GADGET)),
        (_GADGET, _GADGET, text.index(_GADGET), _before(text, _LEGACY)),
    ]


def test_agreements_without_numbers_after_the_last_clause_are_units() -> None:
    text = _bundle()
    tree = parse_contract(text, US)
    tops = [(n.identifier, n.start, n.end) for n in tree.nodes if n.depth == 1]
    assert tops[3:] == [
        (_LEGACY, text.index(_LEGACY), _before(text, _OLDEST)),
        (_OLDEST, text.index(_OLDEST), _before(text, _NOTICE)),
        (_NOTICE, text.index(_NOTICE), _before(text, _SHORT)),
        (_SHORT, text.index(_SHORT), len(text.rstrip())),
    ]
    # The last numbered clause keeps its closing line and ends at the next title.
    last = max((n for n in tree.nodes if n.depth == 2), key=lambda n: n.start)
    assert (last.identifier, last.start) == ("4", text.index("4. ", text.index(_OLDEST)))
    assert text[last.start : last.end].endswith("AGREED")
    assert last.end == _before(text, _NOTICE)


def test_a_chunk_of_an_unnumbered_agreement_is_named_by_its_title() -> None:
    text = _bundle()
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=40).chunk(text)
    samples = [c for c in chunks if "WITHOUT ANY WARRANTY" in c.content]
    assert [c.hierarchy_path for c in samples] == [_NOTICE]
    early = [c for c in chunks if "shall not be liable" in c.content]
    assert {c.hierarchy_path for c in early} == {f"{_GADGET} > 4", f"{_OLDEST} > 4"}


def test_one_agreement_keeps_its_lettered_list_and_a_titled_line_in_its_last_clause() -> None:
    # Not a bundle: no agreement after the first starts its numbering again. The lettered
    # lines stay in the preamble's text and the line naming a form stays in clause 3.
    text = (
        "A. PARTIES\n\nThe supplier and the customer named in the order.\n\n"
        "B. PURPOSE\n\nThe supply of widgets.\n\n"
        "SUPPLY AGREEMENT\n\n"
        "1. The supplier shall deliver the widgets ordered.\n\n"
        "2. The customer shall pay each invoice within thirty days.\n\n"
        "3. Each order is placed on the form below.\n\n"
        "FORM OF ORDER UNDER THE SUPPLY AGREEMENT\n\n"
        "Customer name, quantity and delivery address.\n"
    )
    tree = parse_contract(text, US)
    tops = [(n.identifier, n.end) for n in tree.nodes if n.depth == 1]
    assert tops == [
        ("Preamble", _before(text, "SUPPLY AGREEMENT")),
        ("1", _before(text, "2. The customer")),
        ("2", _before(text, "3. Each order")),
        ("3", len(text.rstrip())),
    ]
