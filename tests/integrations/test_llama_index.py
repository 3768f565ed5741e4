"""LegalNodeParser with real LlamaIndex objects."""

from __future__ import annotations

import pytest

pytest.importorskip("llama_index.core")

from llama_index.core.node_parser import NodeParser
from llama_index.core.schema import Document, MetadataMode, NodeRelationship

from clausewise.integrations.llama_index import LegalNodeParser


def test_nodes_from_documents_have_relationships_and_stable_ids(examples: dict[str, str]) -> None:
    text = examples["us_services_agreement.txt"]
    parser = LegalNodeParser(jurisdiction="us", max_chunk_size=128)
    assert isinstance(parser, NodeParser)
    nodes = parser.get_nodes_from_documents([Document(text=text)])
    assert len(nodes) > 2
    assert all(NodeRelationship.SOURCE in n.relationships for n in nodes)
    assert NodeRelationship.NEXT in nodes[0].relationships
    assert NodeRelationship.PREVIOUS in nodes[-1].relationships
    again = parser.get_nodes_from_documents([Document(text=text)])
    assert [n.node_id for n in again] == [n.node_id for n in nodes]
    for n in nodes:
        assert n.metadata["hierarchy_path"]
        embed_text = n.get_content(metadata_mode=MetadataMode.EMBED)
        assert "char_start" not in embed_text and "clause_type" in embed_text


def test_offsets_index_the_source(examples: dict[str, str]) -> None:
    text = examples["uk_services_agreement.txt"]
    nodes = LegalNodeParser(include_definitions=False).get_nodes_from_text(text)
    for n in nodes:
        body = text[n.start_char_idx : n.end_char_idx]
        assert n.get_content(metadata_mode=MetadataMode.NONE).endswith(body)


def test_the_header_fields_reach_the_chunker(examples: dict[str, str]) -> None:
    text = examples["us_services_agreement.txt"]
    full = LegalNodeParser(jurisdiction="us").get_nodes_from_text(text)
    own = LegalNodeParser(
        jurisdiction="us", context_header_fields=("section", "type")
    ).get_nodes_from_text(text)
    assert len(full) == len(own) > 2
    assert all(n.metadata["context_header"].startswith("[Document:") for n in full)
    for a, b in zip(full, own, strict=True):
        assert "[Document:" not in b.metadata["context_header"]
        assert a.metadata["context_header"].endswith(b.metadata["context_header"])


def test_offsets_index_a_windows_file(examples: dict[str, str]) -> None:
    # A contract saved on Windows: byte-order mark, CRLF line endings, a no-break space.
    # Normalising them shortens the text, so offsets into the normalised text drift; the node
    # offsets must index the document's own text.
    text = "\ufeff" + examples["uk_services_agreement.txt"].replace("\n", "\r\n")
    text = text.replace("Clause 1", "Clause\u00a01", 1)
    nodes = LegalNodeParser(include_definitions=False).get_nodes_from_documents(
        [Document(text=text, id_="contract-1")]
    )
    assert len(nodes) > 3
    for n in nodes:
        assert n.start_char_idx is not None and n.end_char_idx is not None
        source = text[n.start_char_idx : n.end_char_idx]
        body = source.replace("\r\n", "\n").replace("\u00a0", " ").lstrip("\ufeff")
        assert body.strip()
        assert n.get_content(metadata_mode=MetadataMode.NONE).endswith(body)
    assert nodes[-1].end_char_idx == len(text.rstrip())
    embed_text = nodes[1].get_content(metadata_mode=MetadataMode.EMBED)
    assert "raw_char_start" not in embed_text
