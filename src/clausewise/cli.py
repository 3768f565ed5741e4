"""The ``clausewise`` command line.

    clausewise chunk PATH... [--jurisdiction auto|uk|us|eu] [--max-chunk-size N]
                             [--format json|jsonl|text] [-o OUT]
    clausewise inspect PATH... [--format text|json]

PATH is a file, a folder (its ``.txt`` and ``.md`` files, recursively) or ``-`` for stdin.
Exit status: 0 when every document was chunked, 1 when some failed (the others are still
written), 2 for a usage error or when no input was found.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TextIO

from . import __version__
from .cli_run import Source, run_chunk, run_inspect

__all__ = ["main"]

SUFFIXES = (".txt", ".md", ".markdown", ".text")
# A folder's own documentation is not one of its documents (name such a file to chunk it).
SKIPPED_NAMES = ("readme", "license", "licence", "changelog", "contributing", "notice")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="clausewise",
        description="Structure-aware chunking of contracts, terms and legislation for RAG.",
    )
    p.add_argument("--version", action="version", version=f"clausewise {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    chunk = sub.add_parser("chunk", help="chunk documents and write the chunks")
    _inputs(chunk)
    chunk.add_argument("--format", choices=("json", "jsonl", "text"), default="jsonl")
    chunk.add_argument("-o", "--output", metavar="OUT", help="write here instead of stdout")
    _chunk_options(chunk)
    inspect = sub.add_parser("inspect", help="report the structure clausewise finds")
    _inputs(inspect)
    inspect.add_argument("--format", choices=("text", "json"), default="text")
    inspect.add_argument("-o", "--output", metavar="OUT", help="write here instead of stdout")
    _chunk_options(inspect)
    return p


def _inputs(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="file, folder (its .txt and .md files, except README, LICENSE and CHANGELOG), "
        "or - for stdin",
    )
    p.add_argument("--no-progress", action="store_true", help="never show a progress bar")


def _chunk_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("chunking")
    g.add_argument(
        "--mode",
        choices=("legal", "general", "clause-aware", "pic"),
        default="legal",
        help="legal (default): clause tree and legal metadata; general: regex/detector "
        "boundaries; clause-aware: exact clause packing; pic: summary-guided semantic chunks",
    )
    g.add_argument("--jurisdiction", default="auto", help="auto (default), uk, us, eu, or custom")
    g.add_argument("--doc-type", default="auto", help="auto, contract or terms_conditions")
    g.add_argument("--max-chunk-size", type=int, default=512, help="tokens (chars/4); legal")
    g.add_argument(
        "--min-chunk-size",
        type=int,
        default=None,
        help="tokens; legal (default: 64, or a quarter of --max-chunk-size if smaller)",
    )
    g.add_argument("--no-ancestor-headers", action="store_true", help="content = exact body")
    g.add_argument("--raw-offsets", action="store_true", help="also report raw input offsets")
    g.add_argument("--preset", help="general mode: a preset name (legal-eu, rfc, markdown, ...)")
    g.add_argument("--boundaries", nargs="+", metavar="REGEX", help="general mode: patterns")
    g.add_argument("--size", type=int, default=None, help="general/clause-aware: chunk size")
    g.add_argument("--overlap", type=int, default=None, help="general/clause-aware: overlap")
    g.add_argument(
        "--detect-boundaries",
        action="store_true",
        help="general mode: list which lines match which pattern or detector, then stop",
    )


def find_sources(paths: Sequence[str], stdin: TextIO) -> Iterator[Source]:
    """Every input document named by ``paths``: files, folders (recursively) and stdin."""
    for raw in paths:
        if raw == "-":
            yield Source("<stdin>", None, stdin.read())
            continue
        path = Path(raw)
        if path.is_dir():
            files = sorted(f for f in path.rglob("*") if _is_document(f))
            for f in files:
                yield Source(str(f), f, None)
        elif path.is_file():
            yield Source(str(path), path, None)
        else:
            yield Source(str(path), None, None, error=f"no such file or folder: {raw}")


def _is_document(path: Path) -> bool:
    return (
        path.is_file()
        and path.suffix.lower() in SUFFIXES
        and not path.name.lower().startswith(SKIPPED_NAMES)
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    sources = list(find_sources(args.paths, sys.stdin))
    if not sources:
        print("clausewise: no .txt or .md documents found in the given paths", file=sys.stderr)
        return 2
    out: TextIO
    if args.output:
        try:
            out = open(args.output, "w", encoding="utf-8")  # noqa: SIM115 - closed below
        except OSError as exc:
            print(f"clausewise: cannot write {args.output}: {exc.strerror}", file=sys.stderr)
            return 2
    else:
        out = sys.stdout
    try:
        progress = not args.no_progress and sys.stderr.isatty() and len(sources) > 1
        runner = run_chunk if args.command == "chunk" else run_inspect
        return runner(args, sources, out, sys.stderr, progress)
    finally:
        if out is not sys.stdout:
            out.close()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
