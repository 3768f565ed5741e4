"""Token counts as a PIC ``length`` function."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..errors import ConfigError
from ..sizing import tiktoken_sizer

__all__ = ["TokenLength", "token_length"]


@dataclass(frozen=True, slots=True)
class TokenLength:
    """``str -> int``: the number of tokens of ``encoding``."""

    encoding: str
    count: Callable[[str], int] = field(repr=False, compare=False)

    def __call__(self, text: str) -> int:
        return self.count(text)

    @property
    def description(self) -> str:
        return f"{self.encoding} tokens (tiktoken)"


def token_length(encoding: str = "o200k_base") -> TokenLength:
    """A ``length`` function counting tiktoken tokens of ``encoding`` (extra ``tokens``).

    tiktoken downloads an encoding's files on first use and caches them (``TIKTOKEN_CACHE_DIR``);
    when that fails, a :class:`ConfigError` says so instead of a network error.
    """
    if not isinstance(encoding, str) or not encoding:
        raise ConfigError(f"encoding must be a tiktoken encoding name, got {encoding!r}")
    try:
        return TokenLength(encoding, tiktoken_sizer(encoding))
    except ImportError:
        raise
    except Exception as exc:
        raise ConfigError(
            f"tiktoken could not load the encoding {encoding!r} ({type(exc).__name__}: {exc}); "
            "it is downloaded on first use, so set TIKTOKEN_CACHE_DIR to a folder holding it "
            "when offline, or pass another length function"
        ) from exc
