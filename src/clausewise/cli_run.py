"""What the ``clausewise`` commands do, one document at a time."""

from __future__ import annotations

import argparse
import codecs
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from .errors import ClausewiseError, ConfigError
from .legal.chunker import LegalChunker
from .legal.detect import guess_doc_type, guess_jurisdiction
from .legal.options import CONTEXT_HEADER_FIELDS

__all__ = ["Source", "decode", "encoding_name", "run_chunk", "run_inspect"]


# Byte-order marks, longest first (a UTF-32 LE mark starts with the UTF-16 LE one). Each codec
# reads the mark and leaves it out of the text, as Python's open(..., encoding=codec) does.
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


# Files that are documents but not text: chunking their bytes would make chunks of markup or
# binary noise, so each is refused with what to do instead. Matched on the first bytes.
_EXTRACT = (
    "extract its text first (for example `pdftotext -layout`, or Docling, whose documents "
    "clausewise.ingest.from_docling reads) and chunk that"
)
_NOT_TEXT = (
    (b"%PDF-", "a PDF file", _EXTRACT),
    (b"PK\x03\x04", "a zip archive (a .docx, .odt or other zipped document)", _EXTRACT),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "a legacy Office file (.doc)", _EXTRACT),
    (b"{\\rtf", "an RTF file (text inside markup)", "save it as plain text and chunk that"),
)


def encoding_name(value: str) -> str:
    """``--encoding``: ``auto`` or a codec Python knows; anything else is a usage error."""
    if value == "auto":
        return value
    try:
        return codecs.lookup(value).name
    except LookupError:
        raise argparse.ArgumentTypeError(
            f"unknown encoding {value!r}; use auto, utf-8, cp1252, latin-1, utf-16, ..."
        ) from None


def decode(data: bytes, encoding: str = "auto") -> str:
    """The text of a document's bytes. ``auto``: UTF-16 or UTF-32 when the bytes open with
    that byte-order mark, else UTF-8. Never lossy: bytes that are not text in the encoding
    raise a ``ClausewiseError`` that says where, and how to name the encoding. A PDF, Word or
    RTF file is refused whatever the encoding, with how to get its text."""
    for magic, kind, fix in _NOT_TEXT:
        if data.startswith(magic):
            raise ClausewiseError(f"{kind}, not text: {fix}")
    codec = encoding
    if codec == "auto":
        codec = next((c for bom, c in _BOMS if data.startswith(bom)), "utf-8")
    try:
        return data.decode(codec)
    except UnicodeDecodeError as exc:
        bad = data[exc.start : exc.start + 1].hex()
        hint = (
            "name its encoding with --encoding (e.g. --encoding cp1252) or convert it "
            "(iconv -t UTF-8)"
            if encoding == "auto"
            else "check --encoding"
        )
        label = codec.upper() if codec.lower().startswith("utf") else codec
        raise ClausewiseError(
            f"not {label} text (byte 0x{bad} at offset {exc.start}); {hint}"
        ) from None


@dataclass(frozen=True, slots=True)
class Source:
    """One input document: a name, and a path to read or the bytes or text themselves."""

    name: str
    path: Path | None
    text: str | None
    error: str | None = None
    data: bytes | None = None

    def read(self, encoding: str = "auto") -> str:
        if self.error is not None:
            raise ClausewiseError(self.error)
        if self.text is not None:
            return self.text
        data = self.data
        if data is None:
            assert self.path is not None
            try:
                data = self.path.read_bytes()
            except OSError as exc:
                raise ClausewiseError(f"cannot read {self.name}: {exc.strerror}") from None
        # Line ends read as Python's text files read them (CRLF and CR become LF), so the
        # offsets index the text that open(path, encoding=...).read() gives.
        text = decode(data, encoding)
        return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


class _Progress:
    def __init__(self, err: TextIO, total: int, enabled: bool) -> None:
        self.err, self.total, self.enabled, self.done = err, total, enabled, 0

    def step(self, name: str) -> None:
        self.done += 1
        if self.enabled:
            width = 30
            filled = width * self.done // self.total
            bar = "#" * filled + "-" * (width - filled)
            self.err.write(f"\r[{bar}] {self.done}/{self.total} {name[-40:]:<40}")
            if self.done == self.total:
                self.err.write("\n")
            self.err.flush()


def load_tokenizer(path: str | None) -> object:
    """The tokenizer ``--tokenizer`` names, or ``None``; errors say what to install or fix."""
    if path is None:
        return None
    try:
        from tokenizers import Tokenizer
    except ImportError as exc:
        raise ConfigError(
            "--tokenizer needs the tokenizers package: pip install 'clausewise[hf]'"
        ) from exc
    try:
        return Tokenizer.from_file(path)
    except Exception as exc:  # the library raises a bare Exception for a bad file
        raise ConfigError(f"--tokenizer {path}: not a readable tokenizer.json ({exc})") from exc


def header_fields(value: str) -> tuple[str, ...]:
    """``--context-header-fields section,type`` as the tuple LegalChunker takes ("none" gives
    a header with no fields); an unknown name is a usage error naming the valid ones."""
    names = tuple(v.strip() for v in value.split(",") if v.strip())
    if names == ("none",):
        return ()
    unknown = [n for n in names if n not in CONTEXT_HEADER_FIELDS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(
            f"unknown field(s) {', '.join(unknown) or repr(value)}: use a comma-separated list "
            f"of {', '.join(CONTEXT_HEADER_FIELDS)}, or none"
        )
    return names


def legal_chunker(args: argparse.Namespace, text: str) -> LegalChunker:
    jurisdiction = guess_jurisdiction(text) if args.jurisdiction == "auto" else args.jurisdiction
    doc_type = guess_doc_type(text) if args.doc_type == "auto" else args.doc_type
    return LegalChunker(
        jurisdiction=jurisdiction,
        doc_type=doc_type,
        max_chunk_size=args.max_chunk_size,
        min_chunk_size=args.min_chunk_size,
        include_ancestor_headers=not args.no_ancestor_headers,
        context_header_fields=args.context_header_fields,
        tokenizer=getattr(args, "loaded_tokenizer", None),
    )


def _chunk_records(args: argparse.Namespace, source: Source, other: Any) -> list[dict[str, Any]]:
    text = source.read(args.encoding)
    if other is not None:
        records: list[dict[str, Any]] = other.records(text, source.name)
        return records
    chunker = legal_chunker(args, text)
    chunks = chunker.chunk(text, document_id=source.name, raw_offsets=args.raw_offsets)
    return [{"source": source.name, **c.to_dict()} for c in chunks]


def _write_text(out: TextIO, records: list[dict[str, Any]]) -> None:
    for r in records:
        where = r.get("hierarchy_path") or r.get("boundary_type") or ""
        kind = r.get("clause_type", "")
        start = r.get("char_start", r.get("start"))
        end = r.get("char_end", r.get("end"))
        out.write(f"--- {r['source']} #{r['index']} [{start}:{end}] {where} {kind}\n")
        out.write(str(r.get("content", r.get("text", ""))).rstrip() + "\n")


def run_chunk(
    args: argparse.Namespace, sources: list[Source], out: TextIO, err: TextIO, progress: bool
) -> int:
    if args.mode == "general" and args.detect_boundaries:
        from .cli_modes import detect_boundaries

        return detect_boundaries(args, sources, out, err)
    other = None
    if args.mode != "legal":
        from .cli_modes import OtherModes

        other = OtherModes(args, err)
    try:
        args.loaded_tokenizer = load_tokenizer(getattr(args, "tokenizer", None))
    except ConfigError as exc:
        err.write(f"clausewise: {exc}\n")
        return 2
    bar = _Progress(err, len(sources), progress)
    failures = 0
    collected: list[dict[str, Any]] = []
    for source in sources:
        try:
            records = _chunk_records(args, source, other)
        except (ClausewiseError, ValueError, TypeError) as exc:
            failures += 1
            err.write(f"clausewise: {source.name}: {exc}\n")
            records = []
        bar.step(source.name)
        if args.format == "jsonl":
            for r in records:
                out.write(json.dumps(r, ensure_ascii=False) + "\n")
        elif args.format == "text":
            _write_text(out, records)
        else:
            collected.extend(records)
    if args.format == "json":
        json.dump(collected, out, ensure_ascii=False, indent=2)
        out.write("\n")
    if failures:
        err.write(f"clausewise: {failures} of {len(sources)} documents failed\n")
    return 1 if failures else 0


def run_inspect(
    args: argparse.Namespace, sources: list[Source], out: TextIO, err: TextIO, progress: bool
) -> int:
    from .cli_inspect import inspect_document, write_report

    bar = _Progress(err, len(sources), progress)
    reports: list[dict[str, Any]] = []
    failures = 0
    for source in sources:
        try:
            text = source.read(args.encoding)
            reports.append(inspect_document(legal_chunker(args, text), text, source.name))
        except (ClausewiseError, ValueError, TypeError) as exc:
            failures += 1
            err.write(f"clausewise: {source.name}: {exc}\n")
        bar.step(source.name)
    write_report(reports, out, args.format)
    return 1 if failures else 0
