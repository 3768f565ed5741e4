"""Found in review: the period-clause reading of a bracket ("shall commence on X and
continue until ...") must not fire on the first half of a hyphenated word after "and", and
must not take in the clause number that opens the line."""

from __future__ import annotations

from clausewise import LegalChunker


def _defs(text: str) -> dict[str, str]:
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    return {k: v.definition for k, v in terms.items()}


def test_a_hyphenated_word_after_and_is_no_second_verb() -> None:
    for word in ("end-user support", "run-time licences", "last-mile delivery"):
        text = (
            "3. Services\n\n3.1 The Supplier shall provide the hosting services and "
            f'{word} described in Schedule 1 (the "Support Services").\n'
        )
        assert _defs(text)["Support Services"] == (
            f"the hosting services and {word} described in Schedule 1"
        ), word


def test_a_period_clause_on_a_numbered_line_leaves_out_the_number() -> None:
    text = (
        "5. Term\n\n5.1 The Executive's employment shall commence on the Effective Date and "
        'continue until terminated in accordance with clause 9 (the "Employment Period").\n'
    )
    assert _defs(text)["Employment Period"] == (
        "The Executive's employment shall commence on the Effective Date and continue until "
        "terminated in accordance with clause 9"
    )
