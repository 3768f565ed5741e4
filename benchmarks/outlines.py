"""Structure of legal documents from outside the shared corpus: open-source licences.

The corpus tunes nothing here. Six licence texts ship in ``tests/data/licences`` (GPL 3.0,
LGPL 2.1, GFDL 1.3, MPL 2.0, Apache 2.0 and Python's licence file, which bundles several
agreements each numbered from 1), with their outlines read by hand from each document's own
layout (``outlines.jsonl``; see ``tests/data/README.md``). The script parses each with the
``us`` and ``uk`` profiles and prints, per document, the units found (a node starting at the
unit's number, or just above it with only a heading line between), the units whose parent
is right, and the nodes that match no unit. It needs nothing outside the repository.

    python benchmarks/outlines.py
"""

from __future__ import annotations

from common import REPO_ROOT, load_test_helper, table

from clausewise import LegalChunker

_OUTLINES = load_test_helper("outlines")
DATA = REPO_ROOT / "tests" / "data" / "licences"


def main() -> None:
    gold = _OUTLINES.load_gold(DATA / "outlines.jsonl")
    for jurisdiction in ("us", "uk"):
        chunker = LegalChunker(jurisdiction=jurisdiction)
        rows: list[list[object]] = []
        units = found = parents = extra = 0
        for doc, units_of in gold.items():
            text = LegalChunker.sanitize((DATA / doc).read_text(encoding="utf-8"))
            s = _OUTLINES.score(chunker.parse_structure(text), units_of, text)
            rows.append([doc, s.units, s.found, s.parent_right, s.extra])
            units, found, parents, extra = (
                units + s.units,
                found + s.found,
                parents + s.parent_right,
                extra + s.extra,
            )
        rows.append(["all", units, found, parents, extra])
        print(f"\nProfile {jurisdiction}: units found and placed under the right parent")
        print(table(["document", "units", "found", "right parent", "extra nodes"], rows))
        print(f"found {found / units:.1%}, right parent {parents / units:.1%}")


if __name__ == "__main__":
    main()
