"""References that write an item's letter on its clause number: "subsection 6b".

Licences cite their lettered items this way ("the offer you received under subsection 6b",
"Subsection 2d"). Such a reference resolves to item b) of section 6, as "section 6(b)" does,
when no unit of the text is numbered "6b" itself.
"""

from __future__ import annotations

from clausewise import LegalChunker

TEXT = """TERMS AND CONDITIONS

5. Conveying. You may convey copies of the work.

6. Conveying Object Code. You may convey object code if you do one of these:

  a) Convey it together with the complete source code on a durable medium.

  b) Convey it with a written offer, valid for at least three years, to give the source code.

  c) Convey it with a copy of the offer you received under subsection 6b.

7. Additional Terms. Copies conveyed under Subsection 6c are covered by these terms.
"""


def _refs(text: str) -> dict[str, str]:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=24).chunk(text)
    out: dict[str, str] = {}
    for c in chunks:
        for r in c.cross_references:
            if r.target_chunk_index is not None:
                out[r.raw_text] = chunks[r.target_chunk_index].content
    return out


def test_a_letter_on_the_number_names_the_item() -> None:
    refs = _refs(TEXT)
    assert "b) Convey it with a written offer" in refs["subsection 6b"]
    assert "c) Convey it with a copy of the offer" in refs["Subsection 6c"]
