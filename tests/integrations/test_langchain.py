"""LegalTextSplitter with real LangChain objects."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("langchain_core")

from langchain_core.documents import BaseDocumentTransformer, Document

from clausewise import sanitize
from clausewise.integrations.langchain import LegalTextSplitter


def test_split_text_gives_documents_with_metadata(examples: dict[str, str]) -> None:
    text = examples["uk_services_agreement.txt"]
    splitter = LegalTextSplitter(jurisdiction="uk", max_chunk_size=128)
    assert isinstance(splitter, BaseDocumentTransformer)
    docs = splitter.split_text(text)
    clean = sanitize(text)
    assert docs and all(isinstance(d, Document) for d in docs)
    for d in docs:
        m = d.metadata
        assert d.page_content == m["original_header"] + clean[m["char_start"] : m["char_end"]]
        assert {"clause_type", "hierarchy_path", "defined_terms_used", "cross_references"} <= set(m)


def test_split_documents_keeps_caller_metadata_and_ids_are_unique(examples: dict[str, str]) -> None:
    text = examples["uk_services_agreement.txt"]
    pages = [
        Document(page_content=text, metadata={"source": "same.pdf", "page": 1}),
        Document(page_content=text, metadata={"source": "same.pdf", "page": 2}),
    ]
    out = LegalTextSplitter(max_chunk_size=128).split_documents(pages)
    assert {d.metadata["page"] for d in out} == {1, 2}
    ids = [d.id for d in out]
    assert len(ids) == len(set(ids))
    again = LegalTextSplitter(max_chunk_size=128).transform_documents(pages)
    assert [d.id for d in again] == ids


def test_flat_metadata_and_prefix(examples: dict[str, str]) -> None:
    docs = LegalTextSplitter(flatten_metadata=True, metadata_prefix="cw_").split_text(
        examples["uk_services_agreement.txt"]
    )
    for d in docs:
        assert all(k.startswith("cw_") for k in d.metadata)
        assert all(not isinstance(v, (list, dict)) for v in d.metadata.values())
        assert isinstance(json.loads(d.metadata["cw_cross_references"]), list)


def test_start_index_locates_the_body_in_a_windows_file(examples: dict[str, str]) -> None:
    # LangChain's start_index convention: an offset into the page_content passed in, here a
    # file with a byte-order mark and CRLF line endings (the sanitised offsets differ).
    text = "\ufeff" + examples["us_services_agreement.txt"].replace("\n", "\r\n")
    docs = LegalTextSplitter(jurisdiction="us").split_documents([Document(page_content=text)])
    assert len(docs) > 3
    clean = sanitize(text)
    for d in docs:
        m = d.metadata
        start, end = m["start_index"], m["raw_char_end"]
        assert start == m["raw_char_start"] >= 0
        body = clean[m["char_start"] : m["char_end"]]
        assert text[start:end].replace("\r\n", "\n").lstrip("\ufeff") == body
    assert docs[-1].metadata["char_end"] < docs[-1].metadata["raw_char_end"]
