"""Fixtures for the provider tests.

The only stand-in is the remote service: a small OpenAI-compatible HTTP server on 127.0.0.1
that the real LiteLLM client talks to over real HTTP. Its embeddings come from the real local
model; its chat completions answer a declared summary. Failures and stalls can be queued to
test retries and time-outs.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from clausewise.providers import LocalEmbed

Embedder = Callable[[list[str]], Sequence[Sequence[float]]]


@dataclass
class FakeOpenAI:
    embed: Embedder
    summary: str = "A summary."
    requests: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    # Each queued item answers one request instead of the normal reply: an HTTP status
    # code to fail with, or a float number of seconds to stall before answering normally.
    faults: list[int | float] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    server: ThreadingHTTPServer | None = None

    @property
    def base(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def calls(self, kind: str) -> list[dict[str, Any]]:
        with self.lock:
            return [body for path, body in self.requests if path.endswith(kind)]

    def reset(self) -> None:
        with self.lock:
            self.requests.clear()
            self.faults.clear()

    def start(self) -> FakeOpenAI:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:  # keep the test output clean
                pass

            def do_POST(self) -> None:
                size = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(size) or b"{}")
                with fake.lock:
                    fake.requests.append((self.path, body))
                    fault = fake.faults.pop(0) if fake.faults else None
                if isinstance(fault, int):
                    self._send(fault, {"error": {"message": "injected", "type": "server_error"}})
                    return
                if isinstance(fault, float):
                    time.sleep(fault)
                if self.path.endswith("/embeddings"):
                    self._send(200, fake._embeddings(body))
                elif self.path.endswith("/chat/completions"):
                    self._send(200, fake._chat(body))
                else:
                    self._send(404, {"error": {"message": "no such path"}})

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a time-out test)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()

    def _embeddings(self, body: dict[str, Any]) -> dict[str, Any]:
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        vectors = self.embed(list(texts))
        return {
            "object": "list",
            "model": body.get("model", "fake"),
            "data": [
                {"object": "embedding", "index": i, "embedding": list(map(float, v))}
                for i, v in enumerate(vectors)
            ],
            "usage": {"prompt_tokens": 1, "total_tokens": 1},
        }

    def _chat(self, body: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", "fake"),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": self.summary},
                    "finish_reason": "stop",
                }
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }


class MemoEmbed:
    """The real local model, each distinct text embedded once per session."""

    def __init__(self) -> None:
        self.model = LocalEmbed()
        self.memo: dict[str, list[float]] = {}

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        todo = [t for t in dict.fromkeys(texts) if t not in self.memo]
        if todo:
            self.memo.update(zip(todo, self.model(todo), strict=True))
        return [self.memo[t] for t in texts]


DATA = Path(__file__).resolve().parents[1] / "data"
# Declared by hand from reading the document, not produced by any code under test.
SUMMARY = (
    "Google's terms for using its services: follow the policies, do not misuse the services, "
    "you keep ownership of your content but give Google a licence to use it, and liability "
    "is limited."
)


@pytest.fixture(scope="session")
def google() -> str:
    return (DATA / "claudette" / "en_Google.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def local() -> MemoEmbed:
    return MemoEmbed()


@pytest.fixture(scope="session")
def _server(local: MemoEmbed) -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI(embed=local, summary=SUMMARY).start()
    yield fake
    fake.stop()


@pytest.fixture
def server(_server: FakeOpenAI) -> FakeOpenAI:
    _server.reset()
    return _server
