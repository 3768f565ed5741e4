"""Shell-style comment blocks are text, not a stack of Markdown headings.

Licence bundles paste notices from source files, every line opened with "#" and paragraphs
parted by a "#" alone. Read as Markdown, each line would be a heading: the packer glued them
all together, had to cut the run somewhere, and left a "heading" as the last line of a chunk.
"""

from __future__ import annotations

from types import ModuleType

import pytest

from clausewise import LegalChunker
from clausewise.markup import atx_headings

NOTICE = "\n".join(
    [
        "# Third-party notices",
        "",
        "The tools below ship with the product under their own licences.",
        "",
        "## Word lists",
        "",
        "The word lists come from two projects.",
        "",
        " # The dictionary data was built from public word lists with further",
        " # processing for compound words, trained against a large web corpus",
        " # over several rounds until the results stopped improving.",
        " #",
        " #  * Lexicon One (Chinese)",
        " #    - https://example.org/lexicon-one",
        " #    - Its licence terms and conditions are shown below.",
        " #",
        " #  * Lexicon Two (Japanese)",
        " #    - https://example.org/lexicon-two",
        " #    - Its licence terms and conditions are shown below.",
        " #",
        " #  Copyright (c) 2001 The Lexicon Project. All rights reserved.",
        " #  Redistribution and use in source and binary forms, with or without",
        " #  modification, are permitted provided that the notice is retained.",
        "",
        "## Fonts",
        "",
        "The fonts are licensed under the terms printed with them.",
        "",
    ]
)


def test_a_comment_block_holds_no_headings() -> None:
    got = [m.group().strip() for m in atx_headings(NOTICE)]
    assert got == ["# Third-party notices", "## Word lists", "## Fonts"]


@pytest.mark.parametrize("size", [32, 64, 128])
def test_chunks_keep_the_guarantees_around_a_comment_block(
    size: int, legal_checks: ModuleType
) -> None:
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=size)
    assert legal_checks.legal_problems(chunker, NOTICE) == []
