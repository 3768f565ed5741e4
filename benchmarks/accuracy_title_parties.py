"""Document title and parties, as the context header shows them, against CUAD's annotations.

CUAD annotates each contract's "Document Name" ("MARKETING AFFILIATE AGREEMENT") and its
"Parties" (the legal names and the short names they are given: "BIRCH FIRST GLOBAL INVESTMENTS
INC.", "Marketing Affiliate", "MA"). clausewise reads a title and a list of parties from the
top of each contract (``[Document: ...] [Parties: ...]`` in ``context_header``).

Figures (names compared case-blind, whitespace and outer punctuation ignored):

  title found        share of contracts with a title
  title right        share of contracts whose title equals an annotated Document Name
  title precision    right / found
  parties found      share of contracts with at least two parties
  party precision    share of the names found that equal an annotated Parties span, or
                     contain one / lie inside one (a name with or without ", Inc.")
  parties right      share of contracts with at least two parties, every one of them right

    python benchmarks/accuracy_title_parties.py
    python benchmarks/accuracy_title_parties.py -v     # list every miss
"""

from __future__ import annotations

import argparse
import json
import re
from collections import defaultdict

from common import corpus_root, load_docs, table

_PUNCT = re.compile(r"[^\w&]+")


def norm(text: str) -> str:
    """Lower case, punctuation and whitespace runs as one space, no leading "the"."""
    out = _PUNCT.sub(" ", text.lower()).strip()
    return out[4:] if out.startswith("the ") else out


def party_matches(name: str, gold: set[str]) -> bool:
    n = norm(name)
    if not n:
        return False
    if n in gold:
        return True
    # "Acme" for "Acme, Inc.", "Acme Inc. a Delaware corporation" for "Acme Inc.": the
    # shorter must be a whole-word prefix or part of the longer, and not a one-letter word.
    for g in gold:
        short, long_ = (n, g) if len(n) <= len(g) else (g, n)
        if len(short) >= 3 and f" {short} " in f" {long_} ":
            return True
    return False


def load_gold() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    titles: dict[str, set[str]] = defaultdict(set)
    parties: dict[str, set[str]] = defaultdict(set)
    path = corpus_root() / "cuad" / "annotations.jsonl"
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            rec = json.loads(line)
            if rec["label"] == "Document Name":
                titles[rec["doc_id"]].add(norm(rec["text"]))
            elif rec["label"] == "Parties":
                parties[rec["doc_id"]].add(norm(rec["text"]))
    return titles, parties


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-v", "--verbose", action="store_true", help="print every miss")
    args = ap.parse_args()
    from clausewise import LegalChunker
    from clausewise.legal.enrich import title_and_parties
    from clausewise.legal.pipeline import parse_tree
    from clausewise.normalize import normalize

    options = LegalChunker(jurisdiction="us").options
    docs = load_docs("cuad")
    gold_titles, gold_parties = load_gold()
    found_t = right_t = found_p = right_p = names = names_right = 0
    for doc in docs:
        normal = normalize(doc.text)
        title, parties = title_and_parties(normal.text, parse_tree(normal, options))
        if title:
            found_t += 1
            ok = norm(title) in gold_titles[doc.doc_id]
            right_t += ok
            if args.verbose and not ok:
                print(f"TITLE  {doc.doc_id[:50]}: {title!r} vs {sorted(gold_titles[doc.doc_id])}")
        elif args.verbose:
            print(f"TITLE  {doc.doc_id[:50]}: none vs {sorted(gold_titles[doc.doc_id])}")
        gold = gold_parties[doc.doc_id]
        oks = [party_matches(p, gold) for p in parties]
        names += len(parties)
        names_right += sum(oks)
        if len(parties) >= 2:
            found_p += 1
            right_p += all(oks)
        if args.verbose and (len(parties) < 2 or not all(oks)):
            print(f"PARTY  {doc.doc_id[:50]}: {list(parties)} vs {sorted(gold)[:6]}")
    n = len(docs)
    rows = [
        ["title found", f"{100 * found_t / n:.1f}%"],
        ["title right", f"{100 * right_t / n:.1f}%"],
        ["title precision", f"{100 * right_t / max(1, found_t):.1f}%"],
        ["parties found (>= 2)", f"{100 * found_p / n:.1f}%"],
        ["party precision", f"{100 * names_right / max(1, names):.1f}% of {names} names"],
        ["parties right", f"{100 * right_p / n:.1f}%"],
    ]
    print(f"cuad: {n} contracts")
    print(table(["figure", "value"], rows))


if __name__ == "__main__":
    main()
