""""The following schedules form part of this Agreement:" introduces a list of units; it is
not a reference to the one unit after this. The units listed after the colon are references.
"The following Section" (singular) still names the next unit. Texts written for these tests.
"""

from __future__ import annotations

from clausewise import LegalChunker

TEXT = """\
ASSET PURCHASE AGREEMENT

ARTICLE 1
INTERPRETATION

1.1 Currency. All references to currency are to Canadian dollars.

1.2 Schedules. The following schedules form part of this Agreement:

Schedule A - Purchased Assets
Schedule B - Excluded Liabilities

1.3 Survival. The following Sections survive termination: Sections 1.1 and 2.1.

1.4 Headings. Headings do not affect interpretation, as the following Section also provides.

1.5 Construction. Words in the singular include the plural.

ARTICLE 2
PURCHASE AND SALE

2.1 Purchase and Sale. The Vendor shall sell the assets listed in Schedule A.

SCHEDULE A
PURCHASED ASSETS

1. Sawmill equipment.

SCHEDULE B
EXCLUDED LIABILITIES

1. All liabilities under the Vendor's credit facilities.
"""


def test_a_plural_following_before_a_colon_is_no_reference() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(TEXT)
    refs = [r for c in chunks for r in c.cross_references]
    raws = [r.raw_text for r in refs]
    assert not any(raw.lower().startswith("the following") and raw.endswith("s") for raw in raws)
    listed = {r.raw_text: r for r in refs if r.raw_text in ("Schedule A", "Schedule B")}
    assert set(listed) == {"Schedule A", "Schedule B"}
    for ref in listed.values():
        assert ref.target_chunk_index is not None
        assert chunks[ref.target_chunk_index].hierarchy_path.startswith(ref.raw_text)
    nxt = next(r for r in refs if r.raw_text == "the following Section")
    assert nxt.target_chunk_index is not None
    assert nxt.target_identifier == "1.5"
    listed_after = [r.target_identifier for r in refs if r.raw_text.startswith("Sections")]
    assert listed_after == ["1.1"]
