"""PIC provider settings from ``CLAUSEWISE_*`` variables: the process environment and an
optional ``.env`` file (read here, no extra dependency).

The process environment wins over the file, as with most ``.env`` loaders, so a deployment can
override a checked-in file. Keys are never shown in ``repr``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path

from ..errors import ConfigError

__all__ = ["PREFIX", "PICSettings", "load_settings", "read_env_file"]

PREFIX = "CLAUSEWISE_"
LENGTH_UNITS = ("chars", "tokens")
# "KEY=value" (fullmatch on one line): the value runs from its first to its last non-blank,
# written so that each blank is read once ("(.*?)\s*$" would rescan the blanks after every
# character of the value). The look-behind passes at a line's start and turns away a start
# inside a word or a run of blanks, so a search elsewhere stays linear too.
_LINE = re.compile(
    r"(?<![\s\w])\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*((?:\S(?:[^\S\n]*\S)*)?)\s*$"
)


@dataclass(frozen=True, slots=True)
class PICSettings:
    """Everything ``chunker_from_env`` reads; field ``x`` comes from ``CLAUSEWISE_X``."""

    llm_model: str | None = None
    llm_api_key: str | None = field(default=None, repr=False)
    llm_api_base: str | None = None
    llm_api_version: str | None = None
    embedding_model: str | None = None
    embedding_api_key: str | None = field(default=None, repr=False)
    embedding_api_base: str | None = None
    embedding_api_version: str | None = None
    embedding_batch_size: int = 64
    embedding_concurrency: int = 4
    request_timeout: float = 120.0
    max_retries: int = 2
    max_chunk_length: int = 2000  # 0: no limit
    min_chunk_length: int = 0  # 0: no merging
    length_unit: str = "chars"
    token_encoding: str = "o200k_base"
    summary_max_chars: int = 100_000  # 0: the whole document

    @property
    def variables(self) -> tuple[str, ...]:
        return tuple(PREFIX + f.name.upper() for f in fields(self))


def read_env_file(path: str | os.PathLike[str]) -> dict[str, str]:
    """``KEY=VALUE`` lines of a ``.env`` file: ``#`` comments, ``export``, quotes allowed."""
    p = Path(path)
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise ConfigError(f"no .env file at {p}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"cannot read the .env file {p}: {exc}") from None
    out: dict[str, str] = {}
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = _LINE.fullmatch(line)
        if m is None:
            raise ConfigError(f"{p}:{number}: expected KEY=VALUE, got {line.strip()[:40]!r}")
        out[m.group(1)] = _value(m.group(2))
    return out


def _value(raw: str) -> str:
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "\"'":
        return raw[1:-1]
    # Unquoted: a " #" starts a comment.
    cut = raw.find(" #")
    return (raw[:cut] if cut >= 0 else raw).strip()


def load_settings(
    path: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None
) -> PICSettings:
    """Read the settings; empty values count as unset. Invalid values raise ConfigError."""
    values = dict(read_env_file(path)) if path is not None else {}
    values.update(os.environ if environ is None else environ)
    raw = {
        f.name: values[PREFIX + f.name.upper()].strip()
        for f in fields(PICSettings)
        if values.get(PREFIX + f.name.upper(), "").strip()
    }
    s = PICSettings(
        **{k: v for k, v in raw.items() if k.endswith(_TEXT_SUFFIXES)},
        embedding_batch_size=_int(raw, "embedding_batch_size", 64, 1),
        embedding_concurrency=_int(raw, "embedding_concurrency", 4, 1),
        request_timeout=_float(raw, "request_timeout", 120.0),
        max_retries=_int(raw, "max_retries", 2, 0),
        max_chunk_length=_int(raw, "max_chunk_length", 2000, 0),
        min_chunk_length=_int(raw, "min_chunk_length", 0, 0),
        summary_max_chars=_int(raw, "summary_max_chars", 100_000, 0),
    )
    if s.length_unit not in LENGTH_UNITS:
        raise ConfigError(
            f"{PREFIX}LENGTH_UNIT must be one of {LENGTH_UNITS}, got {s.length_unit!r}"
        )
    if s.max_chunk_length and s.min_chunk_length > s.max_chunk_length:
        raise ConfigError(
            f"{PREFIX}MIN_CHUNK_LENGTH ({s.min_chunk_length}) must not exceed "
            f"{PREFIX}MAX_CHUNK_LENGTH ({s.max_chunk_length})"
        )
    return s


_TEXT_SUFFIXES = ("_model", "_key", "_base", "_version", "_unit", "_encoding")


def _int(raw: Mapping[str, str], name: str, default: int, low: int) -> int:
    if name not in raw:
        return default
    try:
        value = int(raw[name])
    except ValueError:
        value = low - 1
    if value < low:
        raise ConfigError(f"{PREFIX}{name.upper()} must be an integer >= {low}, got {raw[name]!r}")
    return value


def _float(raw: Mapping[str, str], name: str, default: float) -> float:
    if name not in raw:
        return default
    try:
        value = float(raw[name])
    except ValueError:
        value = 0.0
    if not value > 0:
        raise ConfigError(
            f"{PREFIX}{name.upper()} must be a number of seconds > 0, got {raw[name]!r}"
        )
    return value
