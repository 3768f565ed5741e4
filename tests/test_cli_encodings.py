"""The command line reads documents in the encoding they are written in, and never replaces
a byte it cannot read."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from clausewise.cli import main

ROOT = Path(__file__).resolve().parent.parent
UK = (ROOT / "examples" / "uk_services_agreement.txt").read_text(encoding="utf-8")


class _Stdin(io.TextIOWrapper):
    """Standard input as a process gets it: text on top of a byte buffer."""


def run(
    args: list[str], monkeypatch: pytest.MonkeyPatch, stdin: bytes = b""
) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    monkeypatch.setattr(sys, "stdin", _Stdin(io.BytesIO(stdin), encoding="ascii", errors="replace"))
    code = main(args)
    return code, out.getvalue(), err.getvalue()


def _contents(out: str) -> list[str]:
    return [json.loads(line)["content"] for line in out.splitlines()]


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be", "utf-32"])
def test_a_file_with_a_byte_order_mark_is_read_in_its_encoding(
    codec: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Windows "Unicode" text exports are UTF-16 with a byte-order mark.
    plain, marked = tmp_path / "plain.txt", tmp_path / "marked.txt"
    plain.write_text(UK, encoding="utf-8")
    data = UK.encode(codec)
    if codec == "utf-16-be":
        data = b"\xfe\xff" + data
    marked.write_bytes(data)
    code, expected, err = run(["chunk", str(plain)], monkeypatch)
    assert code == 0, err
    code, out, err = run(["chunk", str(marked)], monkeypatch)
    assert code == 0, err
    assert _contents(out) == _contents(expected)
    assert any("£4,500" in c for c in _contents(out))


def test_encoding_option_reads_a_windows_1252_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc = tmp_path / "cp1252.txt"
    doc.write_bytes(UK.replace("“", '"').replace("”", '"').encode("cp1252"))
    code, out, err = run(["chunk", str(doc)], monkeypatch)
    assert code == 1
    # the first byte UTF-8 cannot read is the pound sign (0xa3) of "£4,500"
    offset = UK.encode("cp1252").index(b"\xa3")
    assert f"byte 0xa3 at offset {offset}" in err and "--encoding" in err and out == ""
    code, out, err = run(["chunk", str(doc), "--encoding", "cp1252"], monkeypatch)
    assert code == 0, err
    assert any("£4,500 per month" in c for c in _contents(out))


def test_stdin_is_decoded_strictly_not_with_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "1. Fees\n\nThe Fees are €4,500 per month.\n"
    code, out, err = run(["chunk", "-"], monkeypatch, stdin=text.encode("utf-8"))
    assert code == 0, err
    assert "€4,500" in _contents(out)[0]  # the locale (ascii here) would have replaced it
    code, out, err = run(["chunk", "-"], monkeypatch, stdin=text.encode("cp1252"))
    assert code == 1 and out == "" and "<stdin>: not UTF-8 text (byte 0x80" in err
    code, out, err = run(
        ["chunk", "-", "--encoding", "cp1252"], monkeypatch, stdin=text.encode("cp1252")
    )
    assert code == 0 and "€4,500" in _contents(out)[0]


def test_crlf_file_offsets_index_the_text_python_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc = tmp_path / "crlf.txt"
    doc.write_bytes(UK.replace("\n", "\r\n").encode("utf-16"))
    code, out, err = run(["chunk", str(doc), "--no-ancestor-headers"], monkeypatch)
    assert code == 0, err
    read = doc.read_text(encoding="utf-16")
    for line in out.splitlines():
        r = json.loads(line)
        assert r["content"] == read[r["char_start"] : r["char_end"]]


def test_unknown_encoding_is_a_usage_error(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(SystemExit) as exc:
        run(["inspect", "-", "--encoding", "klingon"], monkeypatch)
    assert exc.value.code == 2
    assert "unknown encoding 'klingon'" in sys.stderr.getvalue()


@pytest.mark.parametrize(
    ("name", "data", "said"),
    [
        ("contract.pdf", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\n", "PDF"),
        ("contract.docx", b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00", ".docx"),
        ("contract.doc", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00\x00\x00", ".doc"),
        ("contract.rtf", b"{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}}\\f0 1. Term}", "RTF"),
    ],
    ids=["pdf", "docx", "doc", "rtf"],
)
def test_a_document_that_is_not_text_is_refused_with_what_to_do(
    name: str, data: bytes, said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / name).write_bytes(data)
    (tmp_path / "ok.txt").write_text(UK, encoding="utf-8")
    for encoding in ("auto", "latin-1"):  # no encoding makes such a file text
        args = ["chunk", str(tmp_path / name), str(tmp_path / "ok.txt"), "--encoding", encoding]
        code, out, err = run(args, monkeypatch)
        assert code == 1
        assert f"{name}: " in err and said in err and "not text" in err
        assert ("extract its text" in err) or ("plain text" in err)
        assert _contents(out) and all("%PDF" not in c and "rtf1" not in c for c in _contents(out))
    # From standard input too.
    code, out, err = run(["chunk", "-"], monkeypatch, stdin=data)
    assert code == 1 and out == "" and "<stdin>: " in err and said in err
