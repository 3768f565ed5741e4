"""Summary-guided semantic chunking: PIC (Wang et al., "Document Segmentation Matters for
Retrieval-Augmented Generation", Findings of ACL 2025), with any LLM and embedding model.

Quick start::

    from clausewise.semantic import PICChunker
    chunker = PICChunker(complete, embed)  # complete(prompt) -> str; embed(texts) -> vectors
    chunks = chunker.split("doc-7", text, "en")  # list[PICChunk]
    again = chunker.split("doc-7", text, "en", summary=chunks[0].summary)  # no LLM call

``AsyncPICChunker`` takes async functions. Ready-made LiteLLM models, the offline local model
and ``chunker_from_env`` live in :mod:`clausewise.providers`. The chunk type is named
``PICChunk`` because the general chunker owns the name ``Chunk``; it is a frozen dataclass with
``to_dict()`` and, for code written against Pydantic-style chunks, ``model_dump()``.

How it works (steps 1-5 are the paper's method):

1. Sentences come from clausewise's shared sentence source (legal abbreviations, list items,
   hard-wrapped lines; your ``abbreviations`` never end a sentence), run on the normalised
   text (:func:`clausewise.normalize`: line ends, Unicode NFC, control characters) with each
   sentence start mapped back onto the string you passed. Or pass ``sentence_splitter(text,
   language) -> [(start, end), ...]``. Only sentence starts are used: a sentence runs to the
   next start, so nothing a splitter skips is lost.
2. One LLM call per document writes the summary, with the paper's prompt
   (:data:`SUMMARY_PROMPT`, placeholders ``{text}`` and ``{language}``). A document longer than
   ``summary_max_chars`` (default 100,000; ``None``/0 = send all) is shown as up to eight
   evenly spread runs of whole sentences, one starting at each eighth of the text, together at
   most ``summary_max_chars`` long (fewer runs when that is under 4,000 characters).
3. The sentences and the summary are embedded: one pass over the sentences in requests of at
   most ``embedding_batch_size`` texts (64) and under 400,000 characters; a sentence longer
   than 8,000 characters is truncated for embedding only. The summary is embedded with the
   sentences when it is passed in, else in one more request of one text once it is written.
4. Each sentence's cosine similarity to the summary; the threshold is their mean, and a
   sentence at or above it is relevant.
5. Each run of neighbouring sentences with the same flag is one chunk.

Additions for production use:

6. A chunk longer than ``max_length`` (measured by ``length`` on the exact chunk text, the
   whitespace between sentences included) is cut at sentence starts into the fewest pieces
   that fit, as near-equal as possible. A single sentence longer than ``max_length`` is cut
   further, at ``;``/``:``, list enumerators, line breaks, then words (and mid-word only if
   one word is longer): every chunk satisfies ``length(text) <= max_length``. This is
   stricter than the reference implementation, which counts sentences without the gaps and
   never cuts a sentence. ``max_length=None`` switches splitting off.
7. With ``min_length`` set, a shorter chunk merges into the neighbour whose mean similarity
   is closest to its own, or into the other neighbour if that one would exceed
   ``max_length``; merging repeats until the chunk is long enough or cannot grow. A merged
   chunk is relevant when its relevant sentences make up at least half of its characters.
8. ``summary_mode="extractive"`` (with ``complete=None``) uses no LLM: the summary is the up
   to five sentences of at least six words nearest the centroid of all sentence embeddings,
   at most 1,000 characters, in document order. This is a departure from the paper, made so
   that PIC runs with no key and no network; an LLM summary is the method as published.

Guarantees: ``chunk.text == text[chunk.start:chunk.end]`` for the string passed to ``split``;
chunks are ordered and disjoint; every non-whitespace character lies in a chunk; the size cap
above; same input, options and model answers give the same chunks, and the sync and async
chunkers give identical ones. Empty or whitespace text returns ``[]`` with no model call; a
non-``str`` raises :class:`~clausewise.errors.InputError`; invalid options raise
:class:`~clausewise.errors.ConfigError` naming the valid values; a bad model answer (wrong
number of vectors, empty summary) raises :class:`~clausewise.errors.ProviderError`.

The relevance flag is relative to the document: nearly every document has relevant and
irrelevant chunks. Use it to weight or filter retrieval, not as an absolute score.
"""

from __future__ import annotations

from .chunker import AsyncPICChunker, PICChunker
from .options import Options
from .summary import EXTRACTIVE_MAX_CHARS, EXTRACTIVE_SENTENCES, SUMMARY_PROMPT
from .tokens import TokenLength, token_length
from .types import PICChunk

__all__ = [
    "EXTRACTIVE_MAX_CHARS",
    "EXTRACTIVE_SENTENCES",
    "SUMMARY_PROMPT",
    "AsyncPICChunker",
    "Options",
    "PICChunk",
    "PICChunker",
    "TokenLength",
    "token_length",
]
