"""Run the plain-text reference and definition cases in ``tests/legal/cases/``."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from clausewise.legal.definitions import find_definitions
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.references import find_references
from clausewise.legal.tree import ClauseTree

CASES = Path(__file__).resolve().parent / "cases"


@dataclass
class Case:
    file: str
    line: int
    text: str
    expect: list[list[str]] = field(default_factory=list)

    @property
    def profile(self) -> str:
        return self.file.split("_", 1)[1].split(".")[0]


def read_cases(path: Path, marker: str) -> list[Case]:
    """Parse a case file: text lines, then ``marker`` expectation lines, blank line ends."""
    cases: list[Case] = []
    text: list[str] = []
    expect: list[list[str]] = []
    start = 0

    def flush() -> None:
        if text or expect:
            if not text or not expect:
                raise ValueError(f"{path.name}:{start}: a case needs text and expectations")
            joined = "".join(t[:-2] + "\n" if t.endswith(" \\") else t + " " for t in text)
            cases.append(Case(path.name, start, joined.rstrip(" "), expect.copy()))
        text.clear()
        expect.clear()

    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("#"):
            continue
        if not line.strip():
            flush()
            continue
        if not text and not expect:
            start = no
        if line.startswith(marker):
            body = line[len(marker) :].strip()
            expect.append([] if body == "none" else [c.strip() for c in body.split("|")])
        else:
            text.append(line.rstrip("\n"))
    flush()
    return cases


def _ids(cases: list[Case]) -> list[str]:
    return [f"{c.file}:{c.line}" for c in cases]


REF_CASES = [c for p in sorted(CASES.glob("references_*.txt")) for c in read_cases(p, "->")]
DEF_CASES = [c for p in sorted(CASES.glob("definitions_*.txt")) for c in read_cases(p, "=>")]
EMPTY = ClauseTree()


def test_enough_cases() -> None:
    assert len(REF_CASES) >= 40
    assert len(DEF_CASES) >= 25
    assert sum(1 for c in REF_CASES if c.expect == [[]]) >= 5  # negatives
    assert sum(1 for c in DEF_CASES if c.expect == [[]]) >= 5


@pytest.mark.parametrize("case", REF_CASES, ids=_ids(REF_CASES))
def test_reference_case(case: Case) -> None:
    found = find_references(case.text, EMPTY, get_profile(case.profile))
    want = [e for e in case.expect if e]
    got = [[r.raw_text.replace("\n", "\\n"), r.target_kind, r.target_identifier] for r in found]
    assert got == [e[:3] for e in want], case.text
    for ref, exp in zip(found, want, strict=True):
        assert case.text[ref.start : ref.end] == ref.raw_text
        if ref.target_kind == "external":
            assert ref.target_node is None and ref.external is not None
        if len(exp) > 3:
            fields = dict(kv.split("=", 1) for kv in exp[3].split("; "))
            assert {k: ref.external.get(k) for k in fields} == fields  # type: ignore[union-attr]


@pytest.mark.parametrize("case", DEF_CASES, ids=_ids(DEF_CASES))
def test_definition_case(case: Case) -> None:
    found = find_definitions(case.text, EMPTY, get_profile(case.profile))
    want = [e for e in case.expect if e]
    assert [d.term for d in found] == [e[0] for e in want], case.text
    for d, exp in zip(found, want, strict=True):
        assert d.definition.startswith(exp[1]), (d.term, d.definition)
        assert 0 <= d.char_start < d.char_end <= len(case.text)
        assert d.scope == "document"
