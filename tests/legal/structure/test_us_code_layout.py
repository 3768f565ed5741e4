"""A chapter of the United States Code as printed to text: sections "§ 7701. Title" whose
numbers start far from 1, subsections "(a) Heading", paragraphs "(1)", subparagraphs "(A)".
The text is written for the test in that layout."""

from __future__ import annotations

from clausewise import LegalChunker

_CODE = """TITLE 15—COMMERCE AND TRADE

CHAPTER 103—COMMERCIAL ELECTRONIC MAIL

§ 7701. Congressional findings and policy

(a) Findings

The Congress finds the following:

(1) Electronic mail has become an important means of communication.

(2) The convenience of electronic mail is threatened by unsolicited messages.

(b) Determination of public policy

On the basis of the findings in subsection (a), the Congress determines that senders of
commercial electronic mail should not mislead recipients.

§ 7702. Definitions

In this chapter:

(1) Affirmative consent

The term "affirmative consent" means that the recipient expressly consented to receive
the message.

(2) Commercial electronic mail message

The term "commercial electronic mail message" means any electronic mail message the primary
purpose of which is commercial advertisement.

§ 7703. Prohibition against misleading messages

(a) Offense

Whoever knowingly sends a message in breach of section 7702(2) or of subsection (b) of
section 7701 shall be punished as provided in subsection (b).

(b) Penalties

The punishment is a fine.
"""


def test_code_sections_are_the_outline() -> None:
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=64)
    nodes = chunker.parse_structure(_CODE)
    tops = [(n.identifier, n.title) for n in nodes if n.level == 1]
    # The chapter heading above the sections is the unit they belong to (the title of the
    # code above it stays front matter).
    assert tops == [("Preamble", None), ("Chapter 103", "COMMERCIAL ELECTRONIC MAIL")]
    sections = [(n.identifier, n.title) for n in nodes if n.parent == "Chapter 103"]
    assert sections == [
        ("§ 7701", "Congressional findings and policy"),
        ("§ 7702", "Definitions"),
        ("§ 7703", "Prohibition against misleading messages"),
    ]
    kids = [(n.identifier, n.title) for n in nodes if n.parent == "§ 7701"]
    assert kids == [("(a)", "Findings"), ("(b)", "Determination of public policy")]
    # Paragraphs that are sentences keep no title.
    assert [n.title for n in nodes if n.parent == "(a)"][:2] == [None, None]
    chunks = chunker.chunk(_CODE)
    offence = next(c for c in chunks if "Whoever knowingly" in c.body)
    targets = {r.raw_text: r.target_chunk_index for r in offence.cross_references}
    assert targets["section 7702(2)"] is not None
    assert "commercial advertisement" in chunks[targets["section 7702(2)"] or 0].body
