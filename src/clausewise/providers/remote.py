"""LiteLLM completion and embedding functions for PIC (extra ``litellm``).

Each call has a timeout, no retries inside LiteLLM or the OpenAI client, and our own retries
with exponential backoff on transient errors (rate limits, time-outs, connection and server
errors); errors that a retry cannot fix (authentication, bad request, unknown model) fail at
once. Either way the caller gets a :class:`~clausewise.errors.ProviderError`.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any

from ..errors import ConfigError, ProviderError
from .retry import aretry, retry

__all__ = [
    "AsyncLiteLLMComplete",
    "AsyncLiteLLMEmbed",
    "LiteLLMComplete",
    "LiteLLMEmbed",
    "import_litellm",
]

# Errors a retry cannot fix.
_PERMANENT = (
    "AuthenticationError",
    "BadRequestError",
    "NotFoundError",
    "PermissionDeniedError",
    "UnprocessableEntityError",
)


def import_litellm() -> Any:
    """Import LiteLLM lazily; it is an optional extra."""
    # LiteLLM fetches a model price list from the network at import unless told not to.
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        lib: Any = importlib.import_module("litellm")
    except ImportError as exc:
        raise ImportError(
            "LiteLLM models need the litellm extra: pip install 'clausewise[litellm]'"
        ) from exc
    # Our ProviderError says what failed; LiteLLM's own banner on stdout would only add noise.
    lib.suppress_debug_info = True
    return lib


def _retryable(exc: BaseException) -> bool:
    lib = sys.modules.get("litellm")
    permanent = tuple(k for k in (getattr(lib, n, None) for n in _PERMANENT) if isinstance(k, type))
    return not isinstance(exc, permanent)


class _LiteLLM:
    kind = "model"

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        api_base: str | None = None,
        api_version: str | None = None,
        timeout: float = 120.0,
        max_retries: int = 2,
        backoff: float = 1.0,
    ) -> None:
        if not isinstance(model, str) or not model.strip():
            raise ConfigError(f"model must be a LiteLLM model string, got {model!r}")
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
            raise ConfigError(f"max_retries must be an int >= 0, got {max_retries!r}")
        if not timeout > 0 or backoff < 0:
            raise ConfigError("timeout must be > 0 seconds and backoff >= 0 seconds")
        self.model = model
        self.timeout = float(timeout)
        self.max_retries = max_retries
        self.backoff = float(backoff)
        self._connection = {
            k: v
            for k, v in (("api_key", api_key), ("api_base", api_base), ("api_version", api_version))
            if v
        }

    @property
    def _lib(self) -> Any:
        # Imported on the first request, so building a chunker (or describing it) is quick.
        return import_litellm()

    @property
    def description(self) -> str:
        where = f" at {self._connection['api_base']}" if "api_base" in self._connection else ""
        return f"LiteLLM {self.kind} {self.model}{where}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.model!r})"  # never the key

    def _kwargs(self) -> dict[str, Any]:
        return {"model": self.model, "timeout": self.timeout, "max_retries": 0, **self._connection}

    def _retry_args(self, what: str) -> dict[str, Any]:
        return {
            "what": f"{what} ({self.model})",
            "retries": self.max_retries,
            "backoff": self.backoff,
            "retryable": _retryable,
        }


class _Completion(_LiteLLM):
    kind = "completion"

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        api_base: str | None = None,
        api_version: str | None = None,
        timeout: float = 120.0,
        max_retries: int = 2,
        backoff: float = 1.0,
        mock_response: str | None = None,
    ) -> None:
        super().__init__(
            model,
            api_key=api_key,
            api_base=api_base,
            api_version=api_version,
            timeout=timeout,
            max_retries=max_retries,
            backoff=backoff,
        )
        # LiteLLM's offline mock mode: no request is sent; for tests and dry runs.
        self.mock_response = mock_response

    def _request(self, prompt: str) -> dict[str, Any]:
        kw = self._kwargs()
        kw.update(messages=[{"role": "user", "content": prompt}], num_retries=0)
        if self.mock_response is not None:
            kw["mock_response"] = self.mock_response
        return kw


class LiteLLMComplete(_Completion):
    """``complete(prompt) -> str`` through ``litellm.completion``."""

    def __call__(self, prompt: str) -> str:
        kw = self._request(prompt)
        response = retry(lambda: self._lib.completion(**kw), **self._retry_args("summary"))
        return _content(response)


class AsyncLiteLLMComplete(_Completion):
    """``await complete(prompt) -> str`` through ``litellm.acompletion``."""

    async def __call__(self, prompt: str) -> str:
        kw = self._request(prompt)
        response = await aretry(lambda: self._lib.acompletion(**kw), **self._retry_args("summary"))
        return _content(response)


class LiteLLMEmbed(_LiteLLM):
    """``embed(texts) -> vectors`` through ``litellm.embedding`` (one request per call)."""

    kind = "embedding"

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        kw = {**self._kwargs(), "input": list(texts)}
        response = retry(lambda: self._lib.embedding(**kw), **self._retry_args("embedding"))
        return _vectors(response)


class AsyncLiteLLMEmbed(_LiteLLM):
    """``await embed(texts) -> vectors`` through ``litellm.aembedding``."""

    kind = "embedding"

    async def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        kw = {**self._kwargs(), "input": list(texts)}
        response = await aretry(lambda: self._lib.aembedding(**kw), **self._retry_args("embedding"))
        return _vectors(response)


def _field(item: Any, name: str) -> Any:
    return item[name] if isinstance(item, dict) else getattr(item, name)


def _content(response: Any) -> str:
    try:
        content = _field(_field(_field(response, "choices")[0], "message"), "content")
    except (AttributeError, IndexError, KeyError, TypeError):
        raise ProviderError("the completion response has no message content") from None
    if not isinstance(content, str):
        raise ProviderError(f"the completion response content is {type(content).__name__}")
    return content


def _vectors(response: Any) -> list[list[float]]:
    try:
        data = list(_field(response, "data"))
        data.sort(key=lambda item: _field(item, "index"))
        return [list(_field(item, "embedding")) for item in data]
    except (AttributeError, KeyError, TypeError) as exc:
        raise ProviderError(f"unexpected embedding response: {exc}") from None
