"""Several agreements one after another, each under its title and numbered from 1.

Licence files and contract packs bundle documents: a licence, then a second one for an older
release, then a third. Each numbers its clauses from 1 again. The first document's clauses
used to vanish into the preamble and the third's into the second's last clause; now each
document is a top-level unit titled by its title line, its clauses below it.
"""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract

US = get_profile("us")

_TITLES = (
    "WIDGET FOUNDATION LICENSE AGREEMENT VERSION 3",
    "ACME LABS LICENSE AGREEMENT FOR WIDGET 2.0",
    "OLD WIDGET LICENSE AGREEMENT FOR RELEASES 1.0 TO 1.4",
)
_CLAUSES = (
    "This Agreement is between the licensor named in the title and you.",
    "Subject to this Agreement, the licensor grants you a licence to use the software.",
    "The software is provided as is, without warranty of any kind.",
    "The licensor is not liable for any loss arising from the software.",
    "This Agreement ends at once if you breach any of its terms.",
)


def _bundle() -> str:
    parts = [
        "A. HISTORY\n\nThe software changed hands three times.\n",
        "B. TERMS AND CONDITIONS\n\nEach release is licensed as follows.\n",
    ]
    for k, title in enumerate(_TITLES):
        parts.append(f"{title}\n{'-' * len(title)}\n")
        for n, clause in enumerate(_CLAUSES[: 3 + k], start=1):
            parts.append(f"{n}. {clause}\n")
    return "\n".join(parts)


def test_each_agreement_heads_its_own_clauses() -> None:
    text = _bundle()
    tree = parse_contract(text, US)
    tops = [n for n in tree.nodes if n.depth == 1]
    # The file's own parts "A." and "B." stand beside the agreements (see
    # test_bundled_agreements_parts.py); each agreement heads its own clauses.
    assert [(n.title, n.start) for n in tops[:2]] == [
        ("HISTORY", 0),
        ("TERMS AND CONDITIONS", text.index("B. TERMS")),
    ]
    docs = tops[2:]
    assert [(n.title, n.start) for n in docs] == [(t, text.index(t)) for t in _TITLES]
    for k, doc in enumerate(docs):
        kids = [n for n in tree.nodes if n.depth == 2 and doc.start < n.start < doc.end]
        assert [n.identifier for n in kids] == [str(n) for n in range(1, 4 + k)]
        assert all(text[n.start :].startswith(f"{n.identifier}. ") for n in kids)


def test_a_chunk_says_which_agreement_it_is_in() -> None:
    text = _bundle()
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=32).chunk(text)
    liability = [c for c in chunks if "not liable" in c.content]
    assert len(liability) == 2
    assert {c.hierarchy_path for c in liability} == {f"{_TITLES[1]} > 4", f"{_TITLES[2]} > 4"}
