"""Shared fixtures: the bundled example documents and Hypothesis profiles."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GEN = Path(__file__).resolve().parent / "gen"

# CI runs derandomised so a failure reproduces locally with the same examples.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def example_texts() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.txt"))}


@pytest.fixture(scope="session")
def examples() -> dict[str, str]:
    return example_texts()


def load_helper(name: str) -> ModuleType:
    """Import ``tests/gen/<name>.py`` by path (``tests/`` is not a package under importlib mode)."""
    key = f"clausewise_test_gen_{name}"
    if key in sys.modules:
        return sys.modules[key]
    spec = importlib.util.spec_from_file_location(key, GEN / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[key] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def legal_docs() -> ModuleType:
    """Hypothesis strategies for legal-shaped documents (``tests/gen/legal_docs.py``)."""
    return load_helper("legal_docs")


@pytest.fixture(scope="session")
def reextract() -> ModuleType:
    """A document as another converter would hand it over (``tests/gen/reextract.py``)."""
    return load_helper("reextract")


@pytest.fixture(scope="session")
def outlines() -> ModuleType:
    """Scoring of a parsed outline against a hand-read one (``tests/gen/outlines.py``)."""
    return load_helper("outlines")


@pytest.fixture(scope="session")
def legal_checks() -> ModuleType:
    """The guarantee checker for one LegalChunker run (``tests/gen/legal_checks.py``)."""
    return load_helper("legal_checks")
