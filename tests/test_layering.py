"""Imports only point down the layers of DESIGN.md, and the core needs only the standard library.

edge:       cli*, integrations, ingest, providers
faces:      legal, general, clause_aware, semantic, provenance
engine:     normalize, markup, sentences, packing, sizing, boundaries, guarantees
vocabulary: document, errors, _quick_init
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "clausewise"

VOCABULARY = {"document", "errors", "_quick_init"}
ENGINE = {
    "normalize",
    "markup",
    "sentences",
    "linebreaks",
    "packing",
    "packing_cascade",
    "sizing",
    "boundaries",
    "guarantees",
    "vectors",
}
FACES = {"legal", "general", "clause_aware", "semantic", "provenance", "presets"}
EDGE_PREFIXES = ("cli", "integrations", "ingest", "providers")
RANK = {**{m: 0 for m in VOCABULARY}, **{m: 1 for m in ENGINE}, **{m: 2 for m in FACES}}
# Optional third-party imports allowed in the core only lazily, inside a function, for extras.
LAZY_OK = {"tiktoken", "tokenizers", "transformers"}


# Modules that re-export a face under a second name belong to that face.
# ``clause_aware`` is the exact-substring face of the general chunker, built on its detection.
ALIASES = {"presets": "general", "clause_aware": "general"}


def _top(module: Path) -> str:
    rel = module.relative_to(PACKAGE).with_suffix("")
    return ALIASES.get(rel.parts[0], rel.parts[0])


def _rank(top: str) -> int:
    if top.startswith(EDGE_PREFIXES) or top in {"__init__", "__main__"}:
        return 3
    return RANK.get(top, 2)


def _imports(tree: ast.Module, path: Path) -> list[tuple[str, bool, int]]:
    """(target top-level clausewise module or external package, is_lazy, line)."""
    out: list[tuple[str, bool, int]] = []
    module_level = {id(n) for n in tree.body}
    for node in ast.walk(tree):
        lazy = id(node) not in module_level
        if isinstance(node, ast.Import):
            out += [(a.name.split(".")[0], lazy, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                out.append(((node.module or "").split(".")[0], lazy, node.lineno))
                continue
            base = path.parent
            for _ in range(node.level - 1):
                base = base.parent
            target = base / (node.module or "").replace(".", "/")
            try:
                rel = target.relative_to(PACKAGE)
            except ValueError:
                continue
            name = rel.parts[0] if rel.parts else (node.names[0].name if node.names else "")
            out.append(("clausewise." + name.removesuffix(".py"), lazy, node.lineno))
    return out


def _third_party(target: str) -> bool:
    return bool(target) and target not in sys.stdlib_module_names and target != "clausewise"


def test_imports_point_down_and_core_is_stdlib_only() -> None:
    problems: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        top = _top(path)
        rank = _rank(top)
        for target, lazy, line in _imports(ast.parse(path.read_text()), path):
            where = f"{path.relative_to(PACKAGE)}:{line}"
            if target.startswith("clausewise."):
                other = ALIASES.get(target.split(".", 1)[1], target.split(".", 1)[1])
                if other != top and _rank(other) > rank:
                    problems.append(f"{where} imports {other} from a higher layer")
                elif other != top and _rank(other) == rank == 2:
                    problems.append(f"{where}: face {top} imports face {other}")
            elif target == "clausewise" and rank < 3:
                problems.append(f"{where} imports the package root")
            elif _third_party(target) and rank < 3 and not (lazy and target in LAZY_OK):
                problems.append(f"{where} imports third-party {target} in the core")
    assert problems == []
