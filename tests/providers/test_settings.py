"""CLAUSEWISE_* settings from the environment and a .env file."""

from __future__ import annotations

from pathlib import Path

import pytest

from clausewise.errors import ConfigError
from clausewise.providers import PICSettings, load_settings, read_env_file


def test_defaults_when_nothing_is_set() -> None:
    s = load_settings(environ={})
    assert s == PICSettings()
    assert (s.embedding_batch_size, s.embedding_concurrency, s.max_retries) == (64, 4, 2)
    assert (s.request_timeout, s.max_chunk_length, s.min_chunk_length) == (120.0, 2000, 0)
    assert (s.length_unit, s.token_encoding, s.summary_max_chars) == (
        "chars",
        "o200k_base",
        100_000,
    )
    assert s.llm_model is None and s.embedding_model is None


def test_env_file_syntax(tmp_path: Path) -> None:
    path = tmp_path / ".env"
    path.write_text(
        "# models\n"
        "CLAUSEWISE_LLM_MODEL=anthropic/claude-sonnet-4-5\n"
        "export CLAUSEWISE_LLM_API_KEY='sk-a b#c'\n"
        'CLAUSEWISE_EMBEDDING_MODEL="cohere/embed-multilingual-v3.0"\n'
        "CLAUSEWISE_EMBEDDING_BATCH_SIZE = 32  # smaller requests\n"
        "\n"
        "CLAUSEWISE_LENGTH_UNIT=tokens\n"
        "OTHER_APP_SETTING=ignored\n",
        encoding="utf-8",
    )
    raw = read_env_file(path)
    assert raw["CLAUSEWISE_LLM_API_KEY"] == "sk-a b#c"
    s = load_settings(path, environ={})
    assert s.llm_model == "anthropic/claude-sonnet-4-5"
    assert s.llm_api_key == "sk-a b#c"
    assert s.embedding_model == "cohere/embed-multilingual-v3.0"
    assert s.embedding_batch_size == 32 and s.length_unit == "tokens"
    assert "sk-a" not in repr(s)


def test_process_environment_wins_over_the_file(tmp_path: Path) -> None:
    path = tmp_path / ".env"
    path.write_text("CLAUSEWISE_MAX_CHUNK_LENGTH=500\nCLAUSEWISE_MAX_RETRIES=5\n", encoding="utf-8")
    s = load_settings(path, environ={"CLAUSEWISE_MAX_CHUNK_LENGTH": "800", "CLAUSEWISE_X": "1"})
    assert (s.max_chunk_length, s.max_retries) == (800, 5)


def test_process_environment_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CLAUSEWISE_SUMMARY_MAX_CHARS", "0")
    monkeypatch.setenv("CLAUSEWISE_REQUEST_TIMEOUT", "2.5")
    s = load_settings()
    assert s.summary_max_chars == 0 and s.request_timeout == 2.5


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("CLAUSEWISE_EMBEDDING_BATCH_SIZE", "0", "EMBEDDING_BATCH_SIZE must be an integer >= 1"),
        ("CLAUSEWISE_MAX_RETRIES", "two", "MAX_RETRIES must be an integer >= 0"),
        ("CLAUSEWISE_REQUEST_TIMEOUT", "-1", "REQUEST_TIMEOUT must be a number of seconds > 0"),
        ("CLAUSEWISE_LENGTH_UNIT", "words", r"one of \('chars', 'tokens'\)"),
    ],
)
def test_invalid_values_raise_config_error(name: str, value: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        load_settings(environ={name: value})


def test_min_above_max_and_bad_files(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="must not exceed"):
        load_settings(
            environ={"CLAUSEWISE_MAX_CHUNK_LENGTH": "100", "CLAUSEWISE_MIN_CHUNK_LENGTH": "200"}
        )
    with pytest.raises(ConfigError, match=r"no \.env file"):
        load_settings(tmp_path / "missing.env", environ={})
    bad = tmp_path / "bad.env"
    bad.write_text("CLAUSEWISE_LLM_MODEL\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"bad\.env:1: expected KEY=VALUE"):
        load_settings(bad, environ={})


def test_env_example_holds_the_defaults() -> None:
    example = Path(__file__).resolve().parents[2] / ".env.example"
    assert load_settings(example, environ={}) == PICSettings()
