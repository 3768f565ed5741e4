"""Retries with exponential backoff around one provider request."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

from ..errors import ProviderError

__all__ = ["aretry", "retry"]

log = logging.getLogger("clausewise")
T = TypeVar("T")


def _failed(what: str, attempts: int, exc: BaseException) -> ProviderError:
    tries = "1 attempt" if attempts == 1 else f"{attempts} attempts"
    return ProviderError(f"{what} failed after {tries}: {type(exc).__name__}: {exc}")


def retry(
    call: Callable[[], T],
    *,
    what: str,
    retries: int,
    backoff: float,
    retryable: Callable[[BaseException], bool],
) -> T:
    """Run ``call``; on a retryable error wait ``backoff * 2**n`` seconds and try again, up to
    ``retries`` more times, then raise :class:`ProviderError` (chained to the last error)."""
    for attempt in range(retries + 1):
        try:
            return call()
        except Exception as exc:
            if attempt == retries or not retryable(exc):
                raise _failed(what, attempt + 1, exc) from exc
            log.info("clausewise: %s failed (%s), retrying", what, type(exc).__name__)
            time.sleep(backoff * 2**attempt)
    raise AssertionError("unreachable")  # pragma: no cover


async def aretry(
    call: Callable[[], Awaitable[T]],
    *,
    what: str,
    retries: int,
    backoff: float,
    retryable: Callable[[BaseException], bool],
) -> T:
    """:func:`retry` for coroutines."""
    for attempt in range(retries + 1):
        try:
            return await call()
        except Exception as exc:
            if attempt == retries or not retryable(exc):
                raise _failed(what, attempt + 1, exc) from exc
            log.info("clausewise: %s failed (%s), retrying", what, type(exc).__name__)
            await asyncio.sleep(backoff * 2**attempt)
    raise AssertionError("unreachable")  # pragma: no cover
