"""Markdown sub-headings without numbers under a numbered heading ("## 1. Information we
collect" / "### Information you give us"): the source marks them as headings one level down,
so they are the numbered unit's sub-units. Text written for the test."""

from __future__ import annotations

from clausewise import LegalChunker

_POLICY = """# Acme Privacy Policy

Last updated: 1 May 2024

## 1. Information we collect

### Information you give us

We collect the name, email address and payment details you give us when you register.

### Information we collect automatically

We collect your IP address and device identifiers when you use the service.

#### Cookies

Some of it is collected with cookies.

## 2. How we use your information

We use your information to operate the service.

## 3. Your rights

### Access

You may ask us for a copy of your information at any time.

### Erasure

You may ask us to delete your information.
"""


def test_unnumbered_sub_headings_are_sub_units() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_POLICY)
    assert [(n.level, n.identifier, n.title, n.parent) for n in nodes] == [
        (1, "Preamble", None, None),
        (1, "1", "Information we collect", None),
        (2, "Information you give us", "Information you give us", "1"),
        (
            2,
            "Information we collect automatically",
            "Information we collect automatically",
            "1",
        ),
        (1, "2", "How we use your information", None),
        (1, "3", "Your rights", None),
        (2, "Access", "Access", "3"),
        (2, "Erasure", "Erasure", "3"),
    ]
    auto = nodes[3]
    # The deeper "#### Cookies" stays inside the sub-unit above it.
    assert _POLICY[auto.char_start : auto.char_end].startswith("### Information we collect")
    assert _POLICY[: auto.char_end].endswith("collected with cookies.")
    access = nodes[6]
    assert _POLICY[: access.char_end].endswith("at any time.")


def test_sub_headings_give_chunks_their_path() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=40).chunk(_POLICY)
    erasure = next(c for c in chunks if "delete your information" in c.body)
    assert erasure.body.startswith("### Erasure")
    assert erasure.hierarchy.title == "Erasure"
    assert erasure.hierarchy.parent == "3"


def test_plain_text_and_numbered_children_are_left_alone() -> None:
    text = (
        "# Terms\n\n## 1. Payment\n\n### Fees\n\n1.1 The Customer shall pay the Fees.\n\n"
        "1.2 Invoices are due in 30 days.\n\n## 2. Term\n\nThis agreement lasts a year.\n"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    assert [n.identifier for n in nodes if n.parent == "1"] == ["1.1", "1.2"]
