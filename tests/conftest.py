"""Shared fixtures: the bundled example documents and Hypothesis profiles."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

# CI runs derandomised so a failure reproduces locally with the same examples.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def example_texts() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.txt"))}


@pytest.fixture(scope="session")
def examples() -> dict[str, str]:
    return example_texts()
