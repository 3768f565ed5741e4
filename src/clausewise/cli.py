"""The ``clausewise`` command line.

    clausewise chunk PATH... [--mode legal|general|clause-aware|pic] [--jurisdiction ...]
                             [--max-chunk-size N] [--format json|jsonl|text] [-o OUT]
    clausewise inspect PATH... [--jurisdiction ...] [--format text|json]

PATH is a file, a folder (its ``.txt`` and ``.md`` files, recursively) or ``-`` for stdin.
Exit status: 0 when every document was chunked; 1 when some document failed or a PATH does
not exist (the other documents are still written); 2 for a usage error, an unwritable output
or when the paths hold no document at all.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TextIO

from . import __version__
from .cli_run import Source, encoding_name, header_fields, run_chunk, run_inspect
from .legal.options import CONTEXT_HEADER_FIELDS

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
    _legal_options(chunk)
    _mode_options(chunk)
    inspect = sub.add_parser("inspect", help="report the structure clausewise finds")
    _inputs(inspect)
    inspect.add_argument("--format", choices=("text", "json"), default="text")
    inspect.add_argument("-o", "--output", metavar="OUT", help="write here instead of stdout")
    _legal_options(inspect)
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
    p.add_argument(
        "--encoding",
        default="auto",
        type=encoding_name,
        help="the documents' text encoding (default auto: UTF-8, or UTF-16/UTF-32 when the "
        "file opens with its byte-order mark); e.g. cp1252 for older Windows exports",
    )


def _legal_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("legal chunking")
    g.add_argument(
        "--jurisdiction",
        default="auto",
        choices=("auto", "uk", "us", "eu"),
        help="auto (default: guessed per document), uk, us or eu (profiles registered with "
        "register_jurisdiction exist only in the Python process that registered them)",
    )
    g.add_argument("--doc-type", default="auto", help="auto, contract or terms_conditions")
    g.add_argument("--max-chunk-size", type=int, default=512, help="tokens (chars/4); legal")
    g.add_argument(
        "--min-chunk-size",
        type=int,
        default=None,
        help="tokens; legal (default: 64, or a quarter of --max-chunk-size if smaller)",
    )
    g.add_argument("--no-ancestor-headers", action="store_true", help="content = exact body")
    g.add_argument(
        "--context-header-fields",
        metavar="FIELDS",
        type=header_fields,
        default=",".join(CONTEXT_HEADER_FIELDS),
        help="comma-separated fields of context_header, or none (default: %(default)s); "
        "section,type suits an index that holds one document",
    )
    g.add_argument(
        "--tokenizer",
        metavar="FILE",
        help="a tokenizer.json (Hugging Face tokenizers, extra [hf]): chunk sizes are then in "
        "its tokens instead of chars/4",
    )


def _mode_options(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("modes")
    g.add_argument(
        "--mode",
        choices=("legal", "general", "clause-aware", "pic"),
        default="legal",
        help="legal (default): clause tree and legal metadata; general: regex/detector "
        "boundaries; clause-aware: exact clause packing; pic: summary-guided semantic chunks",
    )
    g.add_argument("--raw-offsets", action="store_true", help="legal: also report raw offsets")
    g.add_argument("--preset", help="general mode: a preset name (legal-eu, rfc, markdown, ...)")
    g.add_argument("--boundaries", nargs="+", metavar="REGEX", help="general mode: patterns")
    g.add_argument("--size", type=int, default=None, help="general/clause-aware: chunk size")
    g.add_argument("--overlap", type=int, default=None, help="general/clause-aware: overlap")
    g.add_argument(
        "--detect-boundaries",
        action="store_true",
        help="general mode: list which lines match which pattern or detector, then stop",
    )
    g.add_argument("--env", metavar="PATH", help="pic mode: a .env file of CLAUSEWISE_* settings")
    g.add_argument("--language", default="en", help="pic mode: the documents' language (en)")


# Options that only mean something in some modes: naming one elsewhere is a usage error rather
# than silently ignored.
_MODE_ONLY = {
    "detect_boundaries": ("general",),
    "preset": ("general",),
    "boundaries": ("general",),
    "size": ("general", "clause-aware"),
    "overlap": ("general", "clause-aware"),
    "raw_offsets": ("legal",),
    "env": ("pic",),
}


def _check_modes(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    if args.command != "chunk":
        return
    for name, modes in _MODE_ONLY.items():
        if getattr(args, name) not in (None, False) and args.mode not in modes:
            flag = "--" + name.replace("_", "-")
            parser.error(f"{flag} applies to --mode {' or '.join(modes)}, not {args.mode}")


def find_sources(
    paths: Sequence[str], stdin: TextIO, skipped: list[Path] | None = None
) -> Iterator[Source]:
    """Every input document named by ``paths``: files, folders (recursively) and stdin.
    The files of a folder that are not read (a PDF, a Word file; not hidden ones) are
    added to ``skipped``."""
    for raw in paths:
        if raw == "-":
            # The bytes, when there are any, so stdin is decoded like a file (--encoding)
            # rather than with the locale's codec, which may replace what it cannot read.
            buffer = getattr(stdin, "buffer", None)
            if buffer is not None:
                yield Source("<stdin>", None, None, data=buffer.read())
            else:
                yield Source("<stdin>", None, stdin.read())
            continue
        path = Path(raw)
        if path.is_dir():
            files = []
            for f in sorted(path.rglob("*")):
                if not f.is_file() or f.name.lower().startswith(SKIPPED_NAMES):
                    continue  # a folder's own README or LICENSE is none of its documents
                if f.suffix.lower() in SUFFIXES:
                    files.append(f)
                elif skipped is not None and not _hidden(f, path):
                    skipped.append(f)
            for f in files:
                yield Source(str(f), f, None)
        elif path.is_file():
            yield Source(str(path), path, None)
        else:
            yield Source(str(path), None, None, error=f"no such file or folder: {raw}")


def _hidden(path: Path, folder: Path) -> bool:
    """Is ``path`` hidden, or inside a hidden folder of ``folder``?"""
    return any(p.startswith(".") for p in path.relative_to(folder).parts)


def skipped_note(skipped: Sequence[Path]) -> str:
    """One line telling which files of the folders were not read, by kind, and what to do."""
    kinds: dict[str, int] = {}
    for f in skipped:
        kind = f.suffix.lower() or "(no extension)"
        kinds[kind] = kinds.get(kind, 0) + 1
    counts = ", ".join(f"{k} {n}" for k, n in sorted(kinds.items(), key=lambda kv: -kv[1]))
    files = "file that is" if len(skipped) == 1 else "files that are"
    return (
        f"clausewise: skipped {len(skipped)} {files} not .txt or .md ({counts}); "
        "convert them to text first (docs/ingestion.md), or name a file to read it as text"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    _check_modes(parser, args)
    skipped: list[Path] = []
    sources = list(find_sources(args.paths, sys.stdin, skipped))
    if skipped:
        print(skipped_note(skipped), file=sys.stderr)
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
    except BrokenPipeError:
        # The reader went away (``clausewise chunk ... | head``): stop quietly. Point stdout
        # at devnull so the interpreter's final flush does not raise again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    finally:
        if out is not sys.stdout:
            out.close()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
