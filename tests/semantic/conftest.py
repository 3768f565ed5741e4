"""Fixtures for the PIC tests: the real local embedding model (loaded once per session, its
answers memoised per text), a real terms-of-service document, and a recording stand-in for
the LLM (the one remote service these tests never call)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from clausewise.providers import LocalEmbed

DATA = Path(__file__).resolve().parents[1] / "data"

# Declared by hand from reading the document, not produced by any code under test.
GOOGLE_SUMMARY = (
    "Google's terms for using its services: follow the policies, do not misuse the services, "
    "you keep ownership of your content but give Google a licence to use it, Google may "
    "change or stop services, warranties and liability are limited, and Californian law "
    "governs disputes."
)


class MemoEmbed:
    """The real model, each distinct text embedded once per session; records every call."""

    def __init__(self, model: LocalEmbed) -> None:
        self.model = model
        self.memo: dict[str, list[float]] = {}
        self.calls: list[list[str]] = []

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        todo = [t for t in dict.fromkeys(texts) if t not in self.memo]
        if todo:
            self.memo.update(zip(todo, self.model(todo), strict=True))
        return [self.memo[t] for t in texts]

    def fresh(self) -> MemoEmbed:
        """A recorder with no calls that shares the memo."""
        other = MemoEmbed(self.model)
        other.memo = self.memo
        return other


@dataclass
class FakeLLM:
    """Stands in for a remote LLM: answers a declared summary and records the prompts."""

    answer: str = GOOGLE_SUMMARY
    prompts: list[str] = field(default_factory=list)

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        return self.answer


@pytest.fixture(scope="session")
def session_embed() -> MemoEmbed:
    return MemoEmbed(LocalEmbed())


@pytest.fixture
def embed(session_embed: MemoEmbed) -> MemoEmbed:
    return session_embed.fresh()


@pytest.fixture
def llm() -> FakeLLM:
    return FakeLLM()


@pytest.fixture(scope="session")
def google() -> str:
    return (DATA / "claudette" / "en_Google.txt").read_text(encoding="utf-8")
