"""Summary-guided semantic chunking (PIC, Wang et al., Findings of ACL 2025).

Each sentence is compared with a summary of the whole document; runs of sentences on the
same side of the mean similarity become chunks. Bring any LLM and embedding functions
(:class:`PICChunker`, :class:`AsyncPICChunker`); ready-made LiteLLM and offline local models
live in :mod:`clausewise.providers`.
"""

from __future__ import annotations

from .chunker import AsyncPICChunker, PICChunker
from .options import Options
from .summary import EXTRACTIVE_MAX_CHARS, EXTRACTIVE_SENTENCES, SUMMARY_PROMPT
from .tokens import token_length
from .types import PICChunk

__all__ = [
    "EXTRACTIVE_MAX_CHARS",
    "EXTRACTIVE_SENTENCES",
    "SUMMARY_PROMPT",
    "AsyncPICChunker",
    "Options",
    "PICChunk",
    "PICChunker",
    "token_length",
]
