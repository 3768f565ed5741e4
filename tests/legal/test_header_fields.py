"""``context_header_fields``: which fields the context header carries, on real contracts.

The contracts are CUAD's, copied in ``tests/data/cuad`` (CUAD v1, The Atticus Project,
CC BY 4.0). The default header starts with the document's title and parties; an index that
holds one contract leaves those out (they are the same on every chunk) and keeps the rest.
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from clausewise import LegalChunker
from clausewise.cli import main
from clausewise.errors import ConfigError
from clausewise.legal.context import display_title, find_title, type_words
from clausewise.legal.types import ClauseType

DATA = Path(__file__).resolve().parent.parent / "data" / "cuad"
CONTRACTS = sorted(p for p in DATA.glob("*.txt"))[:4]


@pytest.mark.parametrize("path", CONTRACTS, ids=lambda p: p.name[:30])
def test_a_per_contract_header_is_the_default_header_without_title_and_parties(
    path: Path,
) -> None:
    text = path.read_text(encoding="utf-8")
    full = LegalChunker(jurisdiction="us", max_chunk_size=128).chunk(text)
    own = LegalChunker(
        jurisdiction="us", max_chunk_size=128, context_header_fields=("section", "type")
    ).chunk(text)
    title = find_title(text)
    assert title is not None
    lead = f"[Document: {display_title(title)}]"
    assert len(full) == len(own) > 10
    for a, b in zip(full, own, strict=True):
        # The chunks themselves do not change: only what the header says.
        assert (a.content, a.char_start, a.char_end, a.clause_type) == (
            b.content, b.char_start, b.char_end, b.clause_type,
        )
        assert a.context_header.startswith(lead)
        assert "[Document:" not in b.context_header and "[Parties:" not in b.context_header
        # What is left is the default header's own tail, word for word.
        assert b.context_header == "" or a.context_header.endswith(" " + b.context_header)
        # The title and parties were a fixed prefix, so the rest is all that was removed.
        prefix = a.context_header[: len(a.context_header) - len(b.context_header)].strip()
        assert prefix == full[0].context_header[: len(prefix)]
    assert sum("[Type:" in c.context_header for c in own) > len(own) // 2


def test_one_field_and_no_field() -> None:
    text = CONTRACTS[0].read_text(encoding="utf-8")
    typed = LegalChunker(jurisdiction="us", context_header_fields=("type",)).chunk(text)
    for c in typed:
        expected = (
            "" if c.clause_type is ClauseType.UNKNOWN else f"[Type: {type_words(c.clause_type)}]"
        )
        assert c.context_header == expected
    none = LegalChunker(jurisdiction="us", context_header_fields=()).chunk(text)
    assert {c.context_header for c in none} == {""}
    # The order the caller writes the fields in does not matter: the header has its own.
    a = LegalChunker(jurisdiction="us", context_header_fields=["type", "document"]).chunk(text)
    b = LegalChunker(jurisdiction="us", context_header_fields=("document", "type")).chunk(text)
    assert [c.context_header for c in a] == [c.context_header for c in b]
    assert all(c.context_header.startswith("[Document:") for c in a)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("type", "one-element tuple"),
        (("section", "titles"), "unknown field(s) 'titles'"),
        (3, "list or tuple of field names"),
    ],
)
def test_bad_fields_name_the_valid_ones(value: object, message: str) -> None:
    with pytest.raises(ConfigError) as err:
        LegalChunker(context_header_fields=value)  # type: ignore[arg-type]
    assert message in str(err.value)
    assert "'document', 'parties', 'section', 'type'" in str(err.value)


def _cli(args: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    try:
        code = main(args)
    except SystemExit as exc:  # argparse's usage errors
        code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def test_the_cli_flag(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = str(CONTRACTS[1])
    code, out, err = _cli(["chunk", doc, "--format", "jsonl"], monkeypatch)
    assert code == 0, err
    default = [json.loads(line)["context_header"] for line in out.splitlines()]
    assert all(h.startswith("[Document:") for h in default)
    code, out, err = _cli(
        ["chunk", doc, "--format", "jsonl", "--context-header-fields", "section,type"],
        monkeypatch,
    )
    assert code == 0, err
    own = [json.loads(line)["context_header"] for line in out.splitlines()]
    assert len(own) == len(default)
    assert all(d.endswith(o) and "[Document:" not in o for d, o in zip(default, own, strict=True))
    code, out, err = _cli(["chunk", doc, "--context-header-fields", "section,types"], monkeypatch)
    assert code == 2 and out == ""
    assert "unknown field(s) types" in err and "document, parties, section, type" in err
