"""Run clausewise's core on another interpreter: import every module, chunk the examples.

The test suite runs on the CI interpreter with every extra installed. The package also
promises Python 3.10, whose `re` lacks syntax 3.11 added (possessive quantifiers, atomic
groups) and fails at import on it; this script is run with 3.10 where one is installed:

    PYTHONPATH=src python3.10 .ci/smoke.py
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

import clausewise
from clausewise import Chunker, ClauseAwareChunker, LegalChunker, sanitize
from clausewise.guarantees import violations

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    problems: list[str] = []
    for mod in pkgutil.walk_packages(clausewise.__path__, "clausewise."):
        if mod.name == "clausewise.__main__":
            continue  # runs the command line when imported
        try:
            importlib.import_module(mod.name)
        except ImportError as exc:
            if (exc.name or "").startswith("clausewise"):
                problems.append(f"{mod.name}: {exc!r}")
            # else: an optional extra that is not installed here
        except Exception as exc:  # a regex error, a syntax error: report them all
            problems.append(f"{mod.name}: {exc!r}")
    examples = sorted((ROOT / "examples").glob("*.txt"))
    for path in examples:
        text = path.read_text(encoding="utf-8")
        for jurisdiction in ("uk", "us", "eu"):
            for size in (128, 512):
                chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=size).chunk(text)
                spans = [(c.char_start, c.char_end) for c in chunks]
                found = violations(sanitize(text), spans)  # offsets, nothing lost
                if not chunks or found:
                    problems.append(
                        f"{path.name} {jurisdiction} {size}: {found[:3] or 'no chunks'}"
                    )
        for face in (Chunker(target_size=256), ClauseAwareChunker(max_chunk_size=256)):
            if not face.chunk(text):
                problems.append(f"{path.name} {type(face).__name__}: no chunks")
    print(f"Python {sys.version.split()[0]}: {len(examples)} examples,", end=" ")
    print("ok" if not problems else f"{len(problems)} problems")
    for line in problems:
        print("  " + line)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
