"""A Markdown section ending in a fenced block (or another line of markup the plain view
blanks) keeps its place: the chunk that ends on the closing fence is still the section's."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker

DPA = """# Data Processing Addendum

## 1. Definitions

"Processor" means the entity that processes Personal Data on behalf of the Controller.

## 2. Sub-processors

The Processor shall not engage another processor without prior specific or general written
authorisation of the Controller.

```
Sub-processor list: AWS (hosting), Stripe (payments)
```

## 3. Security

The Processor shall implement appropriate technical and organisational measures.

<!-- reviewed by legal, 2024 -->

## 4. Audit

The Processor shall make available to the Controller all information necessary to demonstrate
compliance with this Addendum.
"""


@pytest.mark.parametrize("jurisdiction", ["uk", "us", "eu"])
def test_a_section_ending_in_markup_keeps_its_chunk_place(jurisdiction: str) -> None:
    chunks = LegalChunker(jurisdiction=jurisdiction).chunk(DPA)
    fenced = next(c for c in chunks if "Sub-processor list" in c.content)
    assert fenced.content.endswith("```")
    assert fenced.hierarchy_path == "2"
    assert fenced.hierarchy.title == "Sub-processors"
    commented = next(c for c in chunks if "organisational measures" in c.content)
    assert commented.hierarchy_path == "3"
    assert [c.hierarchy_path for c in chunks][-1] == "4"
