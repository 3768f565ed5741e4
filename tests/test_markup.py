"""The plain view of Markdown: same length, markup blanked, plain legal text left alone."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from clausewise.markup import is_markdown, plain_view

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_markup_is_blanked_and_words_keep_their_offsets() -> None:
    text = (
        "# SERVICES AGREEMENT #\n\n"
        "## 1. Definitions\n\n"
        '1.1 **"Affiliate"** means an entity controlling a party.\n\n'
        '1.2 *Services* means the [services](https://example.com/s "S") in Schedule 1\\.\n\n'
        "> quoted\n- (a) listed<br>\n\n***\n"
    )
    view = plain_view(text)
    assert len(view) == len(text)
    assert "#" not in view and "*" not in view and "[" not in view and "<br>" not in view
    assert "\\" not in view and ">" not in view.split("\n")[8]
    for word in (
        "SERVICES AGREEMENT",
        "1. Definitions",
        '"Affiliate"',
        "means an entity",
        "Services",
        "services",
        "Schedule 1.",
        "(a) listed",
    ):
        assert text.find(word.replace("1.", "1\\.")) == view.find(word) or (
            text.find(word) == view.find(word)
        ), word
    assert view.index('"Affiliate"') == text.index('"Affiliate"')
    assert view.index("1. Definitions") == text.index("1. Definitions")


def test_escaped_punctuation_moves_onto_its_backslash() -> None:
    assert plain_view("## Terms\n\n1\\. Definitions\n\n2\\. Use of the **Service**") == (
        "   Terms\n\n1.  Definitions\n\n2.  Use of the   Service  "
    )


def test_plain_legal_text_is_not_markdown() -> None:
    """Redactions, blanks and filled-in underlines of SEC filings are no Markdown."""
    plain = (
        'The fee is [**] per unit for [**] years (the "Fee"), payable on __, 20__.\n'
        "within _sixty_ (_60_) days; Name: __Timothy Hassett__\n* * *\n# of Units: 4\n"
    )
    assert not is_markdown(plain)
    assert plain_view(plain) is plain
    for path in sorted(EXAMPLES.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        assert not is_markdown(text), path.name


def test_unbalanced_and_redaction_stars_are_left_alone_in_markdown() -> None:
    text = "## Fees\n\nA fee of [**] applies; see **Schedule 2**. Rate: 5 * 3 **\n"
    view = plain_view(text)
    assert "[**]" in view and "5 * 3 **" in view and "Schedule 2" in view
    assert view.index("Schedule 2") == text.index("Schedule 2")


@settings(max_examples=300)
@given(
    st.lists(
        st.sampled_from(
            [
                "#",
                "## ",
                "**",
                "__",
                "*",
                "_",
                "\\",
                ".",
                "[",
                "](",
                ")",
                "<",
                ">",
                "-",
                "`",
                "~~~",
                "\n",
                " ",
                "a",
                "Term",
                '"',
                "1",
                "(a)",
                "<!--",
                "-->",
                "=",
                "|",
            ]
        ),
        max_size=60,
    ).map("".join)
)
def test_the_view_only_blanks_or_moves_an_escaped_character(text: str) -> None:
    view = plain_view(text)
    assert len(view) == len(text)
    for i, ch in enumerate(view):
        assert ch == text[i] or ch == " " or (text[i] == "\\" and ch == text[i + 1]), (i, view)


def test_unicode_spaces_read_as_spaces() -> None:
    text = "ARTICLE\u00a0I\nSee Section\u00a02.1 and\u2009clause\u202f3.\u3000End"
    view = plain_view(text)
    assert view == "ARTICLE I\nSee Section 2.1 and clause 3. End"
    assert plain_view("no odd spaces") == "no odd spaces"
