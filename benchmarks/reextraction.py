"""Structure under re-extraction: the same documents as another converter would hand them over.

The shared corpus has one extraction of each document. Users bring others of the same kind of
text: hard-wrapped at 76 columns (pdftotext, EDGAR plain text), one line per paragraph with no
blank lines (Word and HTML exports), page furniture between pages. This script re-extracts
every corpus document those ways and parses the original and each form with the
document's profile (CUAD ``us``, CLAUDETTE ``us`` with ``doc_type="terms_conditions"``, GDPR
``eu``). It reports, per corpus and form, the share of the original's units found again
(matched by identifier and parent, in order, so a unit found twice counts once) and the units
the form adds.

Only units whose marker opens a line in the original are counted, and lines that hold several
clauses run together are never wrapped: many CUAD texts were extracted with a whole page on
one line, and wrapping those runs at random points makes documents no converter produces.

Forms:

* ``wrapped``: every line longer than 78 characters wrapped at 76, at spaces;
* ``tight``: blank lines removed (one line per paragraph);
* ``pages``: after about every 3,000 characters a page footer ("Page 7 of 40"), a form feed
  and a running header, between lines;
* ``wrapped+pages``: both;
* ``crlf``: Windows line ends.

    python benchmarks/reextraction.py [--corpus cuad,claudette,eu] [--forms ...] [--worst 5]

The forms live in ``tests/gen/reextract.py``, shared with the tests. The corpus is read
from ``../shared/corpus`` next to the repository, or from ``$CLAUSEWISE_CORPUS``; the script
says so and stops when it is missing.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from difflib import SequenceMatcher

from common import load_docs, load_test_helper, table

from clausewise import LegalChunker

Unit = tuple[str, str]


_FORMS_MODULE = load_test_helper("reextract")
FORMS: dict[str, Callable[[str, frozenset[int]], str]] = _FORMS_MODULE.FORMS
_line_start: Callable[[str, int], bool] = _FORMS_MODULE.line_start
PROFILES = {
    "cuad": {"jurisdiction": "us"},
    "claudette": {"jurisdiction": "us", "doc_type": "terms_conditions"},
    "eu": {"jurisdiction": "eu"},
}


def units(chunker: LegalChunker, text: str) -> tuple[list[Unit], list[Unit], frozenset[int]]:
    """(units opening a line, all units, starts of lines holding a unit past their start)."""
    at_line: list[Unit] = []
    every: list[Unit] = []
    runs: set[int] = set()
    for n in chunker.parse_structure(text):
        if n.level < 1:
            continue
        unit = (n.identifier, n.parent or "")
        every.append(unit)
        if _line_start(text, n.char_start):
            at_line.append(unit)
        else:
            runs.add(text.rfind("\n", 0, n.char_start) + 1)
    return at_line, every, frozenset(runs)


def found_again(before: list[Unit], after: list[Unit]) -> int:
    """How many of ``before`` appear in ``after`` in the same order."""
    matcher = SequenceMatcher(None, before, after, autojunk=False)
    return sum(block.size for block in matcher.get_matching_blocks())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default="cuad,claudette,eu")
    parser.add_argument("--forms", default=",".join(FORMS))
    parser.add_argument("--worst", type=int, default=3, help="documents to name per form")
    args = parser.parse_args()
    forms = [f for f in args.forms.split(",") if f]
    rows = []
    for corpus in args.corpus.split(","):
        chunker = LegalChunker(**PROFILES[corpus])  # type: ignore[arg-type]
        total = {f: 0 for f in forms}
        kept = {f: 0 for f in forms}
        added = {f: 0 for f in forms}
        worst: dict[str, list[tuple[int, str]]] = {f: [] for f in forms}
        for doc in load_docs(corpus):
            at_line, every, runs = units(chunker, doc.text)
            for form in forms:
                text = FORMS[form](doc.text, runs)
                _, after, _ = units(chunker, text)
                hit = found_again(at_line, after)
                total[form] += len(at_line)
                kept[form] += hit
                added[form] += max(0, len(after) - found_again(every, after))
                worst[form].append((len(at_line) - hit, doc.doc_id[:40]))
        for form in forms:
            share = kept[form] / total[form] if total[form] else 1.0
            names = ", ".join(
                f"{d} (-{n})" for n, d in sorted(worst[form], reverse=True)[: args.worst] if n
            )
            rows.append(
                (corpus, form, f"{kept[form]}/{total[form]}", f"{share:.2%}", added[form], names)
            )
    print(table(("corpus", "form", "units found again", "share", "units added", "most lost"), rows))


if __name__ == "__main__":
    main()
