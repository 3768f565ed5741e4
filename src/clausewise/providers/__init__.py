"""Model providers for PIC chunking, at the edge: LiteLLM (extra ``litellm``), the bundled
offline embedding model (extra ``local``), and chunkers configured by ``CLAUSEWISE_*``
variables. Optional packages are imported only when a provider is used."""

from __future__ import annotations

from .factory import (
    async_chunker_from_env,
    chunker_from_env,
    describe,
    offline_chunker,
    pic_records,
)
from .local import AsyncLocalEmbed, LocalEmbed, load_local_model, local_model_path
from .remote import AsyncLiteLLMComplete, AsyncLiteLLMEmbed, LiteLLMComplete, LiteLLMEmbed
from .settings import PICSettings, load_settings, read_env_file

__all__ = [
    "AsyncLiteLLMComplete",
    "AsyncLiteLLMEmbed",
    "AsyncLocalEmbed",
    "LiteLLMComplete",
    "LiteLLMEmbed",
    "LocalEmbed",
    "PICSettings",
    "async_chunker_from_env",
    "chunker_from_env",
    "describe",
    "load_local_model",
    "load_settings",
    "local_model_path",
    "offline_chunker",
    "pic_records",
    "read_env_file",
]
