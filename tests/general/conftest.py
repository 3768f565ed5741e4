"""Fixtures for the general chunker tests: the document generator and the real documents."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
REAL_DOCS = (
    "eu/gdpr_excerpt.txt",
    "cuad/HYPERIONSOFTWARECORP_09_28_1994-EX-10.47-EXCLUSIVE_DISTRIBUTOR_AGREEMENT__3ecdec04.txt",
    "cuad/NETGEAR_INC_04_21_2003-EX-10.16-DISTRIBUTOR_AGREEMENT__1fecc64e.txt",
    "claudette/en_Dropbox.txt",
)


def _load(name: str) -> ModuleType:
    key = f"clausewise_test_general_{name}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, HERE / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


@pytest.fixture(scope="session")
def docgen() -> ModuleType:
    """``tests/general/docgen.py``: generated documents and the guarantee checker."""
    return _load("docgen")


@pytest.fixture(scope="session")
def real_docs() -> dict[str, str]:
    return {name: (DATA / name).read_text(encoding="utf-8") for name in REAL_DOCS}
