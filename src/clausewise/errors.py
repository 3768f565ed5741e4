"""Exception types shared by every clausewise face."""

from __future__ import annotations

__all__ = ["ClausewiseError", "ConfigError", "InputError", "ProviderError"]


class ClausewiseError(Exception):
    """Base class of every error clausewise raises on purpose."""


class InputError(ClausewiseError, TypeError, ValueError):
    """The document passed in is not something clausewise can chunk.

    It subclasses both ``TypeError`` (wrong type, e.g. ``bytes`` or ``None``) and ``ValueError``
    (right type, unusable value), so callers catching either keep working.
    """


class ConfigError(ClausewiseError, ValueError):
    """An option has an invalid value; the message names the valid ones."""


class ProviderError(ClausewiseError, RuntimeError):
    """A model provider (LLM or embedding service) failed after its retries."""


def describe(value: object) -> str:
    """A short, safe description of ``value`` for error messages."""
    kind = type(value).__name__
    if isinstance(value, (bytes, bytearray)):
        return f"{kind} of length {len(value)}"
    if isinstance(value, (list, tuple, set, frozenset, dict)):
        return f"{kind} of {len(value)} items"
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{kind} {text}"


def require_text(value: object, what: str = "text") -> str:
    """Return ``value`` if it is a ``str``; otherwise raise an :class:`InputError`."""
    if isinstance(value, str):
        return value
    hint = ""
    if isinstance(value, (bytes, bytearray)):
        hint = " Decode it first, e.g. data.decode('utf-8')."
    elif value is None:
        hint = " Pass the document's text as a str."
    raise InputError(f"{what} must be a str, got {describe(value)}.{hint}")
