"""LlamaIndex adapter: ``LegalNodeParser``, a ``NodeParser`` producing ``TextNode`` objects with
clausewise metadata. Needs ``pip install 'clausewise[llama-index]'``.

``start_char_idx``/``end_char_idx`` locate each chunk body in the source node's own text,
whatever line endings it has. Node ids are deterministic: they derive from the document's
text and the chunk index (and the document id when the caller chose one), so re-ingesting a
document does not duplicate vectors.
Structural keys are excluded from the embedding and LLM text; ``clause_type``,
``hierarchy_path``, ``document_section``, ``jurisdiction``, ``context_header`` and
``defined_terms_used`` stay visible.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

try:
    from llama_index.core.node_parser import NodeParser
    from llama_index.core.schema import BaseNode, NodeRelationship, TextNode
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(
        "clausewise.integrations.llama_index needs llama-index-core: "
        "pip install 'clausewise[llama-index]'"
    ) from exc

from pydantic import PrivateAttr

from ..legal.chunker import LegalChunker
from ..legal.options import CONTEXT_HEADER_FIELDS
from .metadata import chunk_metadata, stable_id

__all__ = ["LegalNodeParser"]

_HIDDEN = [
    "char_start",
    "char_end",
    "raw_char_start",
    "raw_char_end",
    "chunk_index",
    "token_count",
    "cross_references",
    "classification_confidence",
    "secondary_clause_type",
    "hierarchy_level",
    "original_header",
    "document_id",
    "defined_terms_context",
]


def _looks_generated(doc_id: str) -> bool:
    """LlamaIndex gives every Document a random uuid4 when the caller chose no id."""
    try:
        return uuid.UUID(doc_id).version == 4
    except ValueError:
        return False


class LegalNodeParser(NodeParser):
    """Parse documents into clause-aware nodes."""

    jurisdiction: str = "uk"
    doc_type: str = "contract"
    max_chunk_size: int = 512
    min_chunk_size: int | None = None
    include_definitions: bool = True
    context_header_fields: tuple[str, ...] = CONTEXT_HEADER_FIELDS
    _chunker: LegalChunker = PrivateAttr()

    def __init__(self, **data: Any) -> None:
        super().__init__(**data)
        self._chunker = LegalChunker(
            jurisdiction=self.jurisdiction,
            doc_type=self.doc_type,
            max_chunk_size=self.max_chunk_size,
            min_chunk_size=self.min_chunk_size,
            include_definitions=self.include_definitions,
            context_header_fields=self.context_header_fields,
        )

    @classmethod
    def class_name(cls) -> str:
        return "LegalNodeParser"

    def get_nodes_from_text(self, text: str) -> list[BaseNode]:
        from llama_index.core.schema import Document

        return self.get_nodes_from_documents([Document(text=text, id_=stable_id("text", text))])

    def _parse_nodes(
        self, nodes: Sequence[BaseNode], show_progress: bool = False, **kwargs: Any
    ) -> list[BaseNode]:
        out: list[BaseNode] = []
        for node in nodes:
            text = node.get_content()
            own_id = None if _looks_generated(node.node_id) else node.node_id
            base = stable_id(own_id, stable_id(text))
            # Offsets into the node's own text, not the normalised one: a Windows file's
            # line endings or a byte-order mark would shift every later offset.
            for c in self._chunker.chunk(text, document_id=own_id, raw_offsets=True):
                meta = chunk_metadata(c, with_definitions=False)
                child = TextNode(
                    id_=f"{base}-{c.index}",
                    text=c.content,
                    metadata=meta,
                    start_char_idx=c.raw_char_start,
                    end_char_idx=c.raw_char_end,
                    excluded_embed_metadata_keys=list(_HIDDEN),
                    excluded_llm_metadata_keys=list(_HIDDEN),
                )
                child.relationships[NodeRelationship.SOURCE] = node.as_related_node_info()
                out.append(child)
        return out
