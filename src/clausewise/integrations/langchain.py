"""LangChain adapter: ``LegalTextSplitter``, a document transformer with legal metadata.

It is not a drop-in ``TextSplitter``: ``split_text`` returns ``Document`` objects, not strings,
because the metadata on each chunk is the point. ``start_index`` (LangChain's key) and
``raw_char_start``/``raw_char_end`` locate each chunk body in the text as passed in;
``char_start``/``char_end`` in the sanitised text. Needs ``pip install 'clausewise[langchain]'``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

try:
    from langchain_core.documents import BaseDocumentTransformer, Document
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(
        "clausewise.integrations.langchain needs langchain-core: "
        "pip install 'clausewise[langchain]'"
    ) from exc

from ..legal.chunker import LegalChunker
from .metadata import chunk_metadata, stable_id

__all__ = ["LegalTextSplitter"]


class LegalTextSplitter(BaseDocumentTransformer):
    """Split legal text into LangChain ``Document`` objects carrying clausewise metadata."""

    def __init__(
        self,
        jurisdiction: str = "uk",
        doc_type: str = "contract",
        max_chunk_size: int = 512,
        *,
        document_id: str | None = None,
        include_defined_terms_context: bool = False,
        flatten_metadata: bool = False,
        metadata_prefix: str = "",
        **chunker_options: Any,
    ) -> None:
        self.chunker = LegalChunker(
            jurisdiction=jurisdiction,
            doc_type=doc_type,
            max_chunk_size=max_chunk_size,
            document_id=document_id,
            **chunker_options,
        )
        self.with_definitions = include_defined_terms_context
        self.flatten = flatten_metadata
        self.prefix = metadata_prefix

    def split_text(self, text: str) -> list[Document]:
        """Chunk one text."""
        return self._documents(text, {}, 0)

    def create_documents(
        self, texts: Sequence[str], metadatas: Sequence[dict[str, Any]] | None = None
    ) -> list[Document]:
        """Chunk several texts, merging each text's metadata into its chunks' metadata."""
        metas = list(metadatas) if metadatas is not None else [{} for _ in texts]
        if len(metas) != len(texts):
            from ..errors import ConfigError

            raise ConfigError(f"got {len(texts)} texts but {len(metas)} metadatas; pass one each")
        out: list[Document] = []
        for position, (text, meta) in enumerate(zip(texts, metas, strict=True)):
            out.extend(self._documents(text, meta, position))
        return out

    def split_documents(self, documents: Iterable[Document]) -> list[Document]:
        """Chunk loaded documents, keeping their metadata (clausewise keys win on collision)."""
        docs = list(documents)
        return self.create_documents(
            [d.page_content for d in docs], [dict(d.metadata) for d in docs]
        )

    def transform_documents(
        self, documents: Sequence[Document], **kwargs: Any
    ) -> Sequence[Document]:
        return self.split_documents(documents)

    def _documents(self, text: str, meta: dict[str, Any], position: int) -> list[Document]:
        doc_id = self.chunker.options.document_id or meta.get("source")
        chunks = self.chunker.chunk(
            text, document_id=str(doc_id) if doc_id is not None else None, raw_offsets=True
        )
        base = stable_id(doc_id, position, len(text), hash_text(text))
        out = []
        for c in chunks:
            data = {
                **meta,
                **chunk_metadata(
                    c,
                    with_definitions=self.with_definitions,
                    flatten=self.flatten,
                    prefix=self.prefix,
                ),
                # LangChain's own key (``add_start_index``): where the body starts in the text
                # as passed in.
                f"{self.prefix}start_index": c.raw_char_start,
            }
            out.append(Document(page_content=c.content, metadata=data, id=f"{base}-{c.index}"))
        return out


def hash_text(text: str) -> str:
    return stable_id(text)
