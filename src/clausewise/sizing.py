"""Sizers: plain callables ``str -> int`` that measure a chunk.

The packer accepts any callable. Sizers that depend only on the length of the text also expose
``size_of_length(n)``, which lets the packer measure a range without building the string.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, cast, runtime_checkable

from .errors import ConfigError

__all__ = [
    "CharSizer",
    "LengthSizer",
    "Sizer",
    "TokenEstimate",
    "hf_sizer",
    "length_function",
    "tiktoken_sizer",
    "tokenizer_sizer",
]

Sizer = Callable[[str], int]


class _FastCheck(type(Protocol)):  # type: ignore[misc]
    """``isinstance(x, LengthSizer)`` answered directly: both members callable. (The generic
    runtime protocol check costs several microseconds, and the packer asks once per call.)"""

    def __instancecheck__(cls, obj: object) -> bool:
        if cls is LengthSizer:
            return callable(obj) and callable(getattr(obj, "size_of_length", None))
        return super().__instancecheck__(obj)  # type: ignore[no-any-return]


@runtime_checkable
class LengthSizer(Protocol, metaclass=_FastCheck):
    """A sizer whose value depends only on ``len(text)``."""

    def __call__(self, text: str) -> int: ...

    def size_of_length(self, n: int) -> int: ...


@dataclass(frozen=True, slots=True)
class CharSizer:
    """Counts characters."""

    def __call__(self, text: str) -> int:
        return len(text)

    def size_of_length(self, n: int) -> int:
        return n


@dataclass(frozen=True, slots=True)
class TokenEstimate:
    """The documented token estimate: ``len(text) // chars_per_token`` (4 by default)."""

    chars_per_token: int = 4

    def __post_init__(self) -> None:
        if not isinstance(self.chars_per_token, int) or self.chars_per_token < 1:
            raise ConfigError(
                f"chars_per_token must be a positive int, got {self.chars_per_token!r}"
            )

    def __call__(self, text: str) -> int:
        return len(text) // self.chars_per_token

    def size_of_length(self, n: int) -> int:
        return n // self.chars_per_token


def tiktoken_sizer(encoding: str = "o200k_base") -> Sizer:
    """Token count with a tiktoken encoding (extra ``tokens``)."""
    try:
        import tiktoken
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(
            "tiktoken_sizer needs tiktoken: pip install 'clausewise[tokens]'"
        ) from exc
    enc = tiktoken.get_encoding(encoding)

    def count(text: str) -> int:
        return len(enc.encode(text, disallowed_special=()))

    return count


class _HFCount:
    """Token count with a Hugging Face tokenizer, special tokens excluded. A class, not a
    closure, so that options holding it can be sent to worker processes."""

    def __init__(self, tokenizer: Any) -> None:
        self.fast = hasattr(tokenizer, "encode") and hasattr(tokenizer, "to_str")
        if self.fast:
            # A tokenizers.Tokenizer may be set to pad or truncate every text (model exports
            # often pad to 128): count with a copy that does neither, leaving the caller's
            # one untouched.
            tokenizer = type(tokenizer).from_str(tokenizer.to_str())
            tokenizer.no_padding()
            tokenizer.no_truncation()
        self.tokenizer = tokenizer

    def __call__(self, text: str) -> int:
        if self.fast:
            return len(self.tokenizer.encode(text, add_special_tokens=False).ids)
        return len(self.tokenizer.encode(text, add_special_tokens=False))


class _TiktokenCount:
    """Token count with a tiktoken ``Encoding`` (special-token text counted as text)."""

    def __init__(self, encoding: Any) -> None:
        self.encoding = encoding

    def __call__(self, text: str) -> int:
        return len(self.encoding.encode_ordinary(text))


def hf_sizer(tokenizer: Any) -> Sizer:
    """Token count with a Hugging Face tokenizer object (``tokenizers.Tokenizer`` or a
    ``transformers`` tokenizer), special tokens excluded."""
    return _HFCount(tokenizer)


def tokenizer_sizer(tokenizer: object) -> Sizer:
    """A sizer from what a user hands over as a tokenizer: a tiktoken ``Encoding``, a Hugging
    Face tokenizer (``tokenizers.Tokenizer`` or ``transformers``), or any callable
    ``str -> int``. Anything else raises :class:`ConfigError` naming the accepted kinds."""
    if isinstance(tokenizer, (str, bytes)):
        pass  # a model name ("bert-base-uncased") cannot count: load its tokenizer first
    elif hasattr(tokenizer, "encode_ordinary") and hasattr(tokenizer, "n_vocab"):
        return _TiktokenCount(tokenizer)
    elif hasattr(tokenizer, "encode"):
        return _HFCount(tokenizer)
    elif callable(tokenizer) and not isinstance(tokenizer, type):
        return cast(Sizer, tokenizer)
    raise ConfigError(
        "tokenizer must be a tiktoken Encoding, a Hugging Face tokenizer (tokenizers or "
        "transformers, loaded: not a model name) or a callable str -> int counting tokens, "
        f"got {type(tokenizer).__name__}"
    )


def length_function(sizer: object) -> Sizer:
    """Validate a user-supplied sizer: ``None`` means characters."""
    if sizer is None:
        return CharSizer()
    if not callable(sizer):
        raise ConfigError(
            f"a sizer must be a callable str -> int (e.g. len), got {type(sizer).__name__}"
        )
    return cast(Sizer, sizer)
