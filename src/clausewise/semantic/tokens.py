"""Token counts as a PIC ``length`` function."""

from __future__ import annotations

from collections.abc import Callable

from ..errors import ConfigError
from ..sizing import tiktoken_sizer

__all__ = ["token_length"]


def token_length(encoding: str = "o200k_base") -> Callable[[str], int]:
    """A ``str -> int`` counting tiktoken tokens of ``encoding`` (extra ``tokens``).

    tiktoken downloads an encoding's files on first use and caches them (``TIKTOKEN_CACHE_DIR``);
    when that fails, a :class:`ConfigError` says so instead of a network error.
    """
    if not isinstance(encoding, str) or not encoding:
        raise ConfigError(f"encoding must be a tiktoken encoding name, got {encoding!r}")
    try:
        return tiktoken_sizer(encoding)
    except ImportError:
        raise
    except Exception as exc:
        raise ConfigError(
            f"tiktoken could not load the encoding {encoding!r} ({type(exc).__name__}: {exc}); "
            "it is downloaded on first use, so set TIKTOKEN_CACHE_DIR to a folder holding it "
            "when offline, or pass another length function"
        ) from exc
