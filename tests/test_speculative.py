"""SpeculativeConfig: validation, short forms, vLLM JSON, llama.cpp params, greedy identity."""

from __future__ import annotations

import json

import pytest

from toolsmith.backends.speculative import SpeculativeConfig, parse_spec
from toolsmith.errors import ConfigError

xllamacpp = pytest.importorskip("xllamacpp")
T = xllamacpp.common_speculative_type


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("TOOLSMITH_HOME", str(tmp_path))


# ---------------------------------------------------------------- parsing and validation
@pytest.mark.parametrize(
    "text, expected",
    [
        ("mtp:2", {"method": "mtp", "num_speculative_tokens": 2}),
        ("ngram:4", {"method": "ngram", "num_speculative_tokens": 4}),
        ("ngram:4,min=2,max=5", {"method": "ngram", "num_speculative_tokens": 4, "prompt_lookup_min": 2, "prompt_lookup_max": 5}),
        ("eagle3:3@yuhuili/EAGLE3-LLaMA3.1-Instruct-8B",
         {"method": "eagle3", "model": "yuhuili/EAGLE3-LLaMA3.1-Instruct-8B", "num_speculative_tokens": 3}),
        ("dflash:16@z-lab/Qwen3-8B-DFlash-b16", {"method": "dflash", "model": "z-lab/Qwen3-8B-DFlash-b16", "num_speculative_tokens": 16}),
        ("draft:5@Qwen/Qwen2.5-0.5B-Instruct,tp=1",
         {"method": "draft_model", "model": "Qwen/Qwen2.5-0.5B-Instruct", "num_speculative_tokens": 5, "draft_tensor_parallel_size": 1}),
        ("medusa:3@FasterDecoding/medusa-vicuna-7b", {"method": "medusa", "model": "FasterDecoding/medusa-vicuna-7b", "num_speculative_tokens": 3}),
        ("suffix", {"method": "suffix"}),
        ("suffix:32,depth=24,prob=0.1,factor=1.5,cached=1000",
         {"method": "suffix", "num_speculative_tokens": 32, "suffix_decoding_max_tree_depth": 24,
          "suffix_decoding_max_cached_requests": 1000, "suffix_decoding_max_spec_factor": 1.5,
          "suffix_decoding_min_token_prob": 0.1}),
    ],
)
def test_short_forms_render_vllm_json(text, expected):
    cfg = SpeculativeConfig.parse(text)
    assert json.loads(cfg.to_vllm_json()) == expected
    # the JSON form round-trips through parse()
    assert SpeculativeConfig.parse(cfg.to_vllm_json()) == cfg


def test_llamacpp_short_forms():
    assert SpeculativeConfig.parse("draft:8").model_dump(exclude_none=True) == {"method": "draft_model", "num_speculative_tokens": 8}
    assert SpeculativeConfig.parse("ngram-simple:8,n=3").ngram_size == 3
    assert SpeculativeConfig.parse("ngram-map-k:6,hits=2").ngram_min_hits == 2
    assert SpeculativeConfig.parse("NGRAM-MOD:16").method == "ngram_mod"
    assert parse_spec(None) is None and parse_spec("off") is None and parse_spec(" ") is None


@pytest.mark.parametrize(
    "text, message",
    [
        ("mtp:2@some/model", "'mtp' does not take model"),
        ("mtp", "needs num_speculative_tokens"),
        ("eagle3:3", "needs a drafter model"),
        ("dflash:16", "needs a drafter model"),
        ("ngram:4,min=5,max=2", "prompt_lookup_min (5) must be <= prompt_lookup_max (2)"),
        ("ngram:4,depth=8", "'ngram' does not take suffix_decoding_max_tree_depth"),
        ("suffix:8,min=2", "'suffix' does not take prompt_lookup_min"),
        ("ngram:4@model", "'ngram' does not take model"),
        ("suffix,prob=1.5", "suffix_decoding_min_token_prob"),
        ("draft:0", "num_speculative_tokens"),
        ("draft:x", "k must be an integer"),
        ("warp:3", "unknown speculative method 'warp'"),
        ("ngram:4,bogus", "bad option"),
        ('{"method": "ngram", "num_speculative_tokens": 3, "speculative_model": "x"}', "speculative_model"),
        ("{not json", "not valid JSON"),
    ],
)
def test_wrong_combinations_are_clear_config_errors(text, message):
    with pytest.raises(ConfigError) as info:
        SpeculativeConfig.parse(text)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_vllm_refuses_llamacpp_only_modes():
    with pytest.raises(ConfigError, match="llama.cpp n-gram mode"):
        SpeculativeConfig.parse("ngram-simple:8").to_vllm_json()
    with pytest.raises(ConfigError, match="draft:K@"):
        SpeculativeConfig.parse("draft:4").to_vllm_json()


def test_drafter_kind():
    assert SpeculativeConfig.parse("dflash:16@m").drafter_kind == "parallel"
    assert SpeculativeConfig.parse("eagle3:3@m").drafter_kind == "autoregressive"
    assert SpeculativeConfig.parse("ngram:3").drafter_kind == "lookup"


# ---------------------------------------------------------------- llama.cpp params
def _params():
    p = xllamacpp.CommonParams()
    p.cpuparams.n_threads = 2
    p.cpuparams_batch.n_threads = 2
    return p


def test_apply_draft_model_uses_default_drafter():
    p, asked = _params(), []
    SpeculativeConfig.parse("draft:6").apply_llamacpp(p, lambda name: asked.append(name) or f"/models/{name}.gguf")
    assert asked == ["qwen2.5-coder-0.5b"]
    assert p.speculative.types == [T.COMMON_SPECULATIVE_TYPE_DRAFT_SIMPLE]
    assert p.speculative.draft.mparams.path == "/models/qwen2.5-coder-0.5b.gguf"
    assert (p.speculative.draft.n_max, p.speculative.draft.n_min, p.speculative.draft.p_min) == (6, 0, 0.0)
    assert p.speculative.draft.cpuparams.n_threads == 2


def test_apply_draft_options_and_ngram_modes():
    p = _params()
    SpeculativeConfig.parse("draft:8@smollm2-135m,n_min=2,p_min=0.5").apply_llamacpp(p, lambda n: f"/m/{n}")
    d = p.speculative.draft
    assert (d.mparams.path, d.n_max, d.n_min, d.p_min) == ("/m/smollm2-135m", 8, 2, 0.5)

    p = _params()
    SpeculativeConfig.parse("ngram-simple:8,n=4").apply_llamacpp(p, str)
    assert p.speculative.types == [T.COMMON_SPECULATIVE_TYPE_NGRAM_SIMPLE]
    assert (p.speculative.ngram_simple.size_n, p.speculative.ngram_simple.size_m) == (4, 8)

    p = _params()
    SpeculativeConfig.parse("ngram:5,min=2,max=4").apply_llamacpp(p, str)  # vLLM's ngram -> ngram_simple
    assert p.speculative.types == [T.COMMON_SPECULATIVE_TYPE_NGRAM_SIMPLE]
    assert (p.speculative.ngram_simple.size_n, p.speculative.ngram_simple.size_m) == (4, 5)

    p = _params()
    SpeculativeConfig.parse("ngram-map-k:6,n=3,hits=2").apply_llamacpp(p, str)
    m = p.speculative.ngram_map_k
    assert p.speculative.types == [T.COMMON_SPECULATIVE_TYPE_NGRAM_MAP_K] and (m.size_n, m.size_m, m.min_hits) == (3, 6, 2)

    p = _params()
    SpeculativeConfig.parse("ngram-mod:16,n=5").apply_llamacpp(p, str)
    m = p.speculative.ngram_mod
    assert p.speculative.types == [T.COMMON_SPECULATIVE_TYPE_NGRAM_MOD] and (m.n_match, m.n_min, m.n_max) == (5, 4, 16)


def test_apply_eagle3_with_drafter_file(tmp_path):
    gguf = tmp_path / "eagle3.gguf"
    gguf.write_bytes(b"GGUF")
    p = _params()
    SpeculativeConfig.parse(f"eagle3:3@{gguf}").apply_llamacpp(p, str)
    assert p.speculative.types == [T.COMMON_SPECULATIVE_TYPE_DRAFT_EAGLE3]
    assert p.speculative.draft.mparams.path == str(gguf) and p.speculative.draft.n_max == 3


@pytest.mark.parametrize(
    "text, reason",
    [
        ("eagle3:3@yuhuili/EAGLE3-LLaMA3.1-Instruct-8B", "eagle3 without a drafter file"),
        ("mtp:2", "multi-token-prediction heads"),
        ("dflash:16@z-lab/Qwen3-8B-DFlash-b16", "DFlash"),
        ("medusa:3@m", "Medusa"),
        ("suffix", "vLLM-only"),
        ("eagle:3@m", "EAGLE-3 only"),
    ],
)
def test_embedded_server_refuses_what_it_cannot_do(text, reason):
    p = _params()
    with pytest.raises(ConfigError) as info:
        SpeculativeConfig.parse(text).apply_llamacpp(p, str)
    assert "embedded llama.cpp server can't do" in str(info.value) and reason in str(info.value)
    assert p.speculative.types == [T.COMMON_SPECULATIVE_TYPE_NONE]  # nothing half-applied


# ---------------------------------------------------------------- greedy identity (real models)
COPY_PROMPT = (
    "Copy this list exactly, one item per line, then stop:\n"
    "alpha-centauri, beta-pictoris, gamma-draconis, delta-cephei, epsilon-eridani, zeta-puppis, "
    "eta-carinae, theta-orionis, alpha-centauri, beta-pictoris, gamma-draconis, delta-cephei"
)
CODE_PROMPT = "Write a Python function that returns the n-th Fibonacci number iteratively. Only code."


def _greedy(server, prompt: str, max_tokens: int = 64) -> str:
    from openai import OpenAI

    client = OpenAI(base_url=server.base_url, api_key="x", max_retries=0)
    out = client.chat.completions.create(model=server.model, messages=[{"role": "user", "content": prompt}],
                                         temperature=0, max_tokens=max_tokens, seed=0)
    return out.choices[0].message.content


@pytest.mark.model
@pytest.mark.parametrize("spec", ["ngram-simple:6", "ngram-mod:8"])
def test_ngram_speculation_keeps_greedy_output_identical(spec):
    from toolsmith.backends.local import LocalServer
    from toolsmith.backends.metrics import scrape

    with LocalServer("smollm2-135m", threads=1) as base:
        expected = _greedy(base, COPY_PROMPT)
    with LocalServer("smollm2-135m", threads=1, speculative=SpeculativeConfig.parse(spec)) as srv:
        got = _greedy(srv, COPY_PROMPT)
        counters = scrape(srv.url)
    assert got == expected
    assert counters is not None and counters.prefix == "llamacpp"
    assert counters.drafts > 0 and counters.draft_tokens > 0  # speculation really ran


@pytest.mark.model
def test_draft_model_keeps_greedy_output_identical(model_home):
    """The real pair: qwen2.5-coder-0.5b drafting for qwen2.5-coder-1.5b, 48 greedy tokens."""
    from toolsmith.backends.local import LocalServer
    from toolsmith.backends.metrics import scrape

    home = str(model_home)
    try:
        with LocalServer("qwen2.5-coder-1.5b", home=home, threads=1) as base:
            expected = _greedy(base, CODE_PROMPT, 48)
    except Exception as exc:  # models not installed here
        pytest.skip(str(exc))
    with LocalServer("qwen2.5-coder-1.5b", home=home, threads=1, speculative=SpeculativeConfig.parse("draft:4")) as srv:
        got = _greedy(srv, CODE_PROMPT, 48)
        stats = scrape(srv.url).stats()
    assert got == expected
    assert stats.drafts > 0 and stats.acceptance_rate is not None and stats.acceptance_rate > 0.3
