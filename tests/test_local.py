"""The embedded llama.cpp backend and exact usage through a real HTTP round trip."""

import json
import urllib.request

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool

from toolsmith import ModelUnavailable, Toolsmith
from toolsmith.backends import local
from toolsmith.backends.local import LocalServer, ensure_model
from toolsmith.backends.metrics import server_tokens

pytestmark = pytest.mark.model


def _server_tokens(server: LocalServer) -> tuple[int, int]:
    return server_tokens(server.url)


def test_trace_tokens_match_server_usage(small_server):
    before = _server_tokens(small_server)
    ts = Toolsmith(small_server.chat_model(max_tokens=24), learn=False)
    answer = ts.invoke("Name one colour.")
    after = _server_tokens(small_server)
    (trace,) = ts.store.traces(ts.session_id)
    assert answer and trace.token_count == "exact" and trace.model == "smollm2-135m"
    assert trace.input_tokens == after[0] - before[0]
    assert trace.output_tokens == after[1] - before[1]


def test_tool_calling_loop_counts_every_call(small_server):
    """A two-step agent (model -> tool -> model) is charged for both model calls."""
    model = small_server.chat_model(max_tokens=16)

    @tool
    def word_count(text: str) -> int:
        """Count words."""
        return len(text.split())

    def agent(state: dict) -> dict:
        messages = list(state["messages"])
        first = model.invoke(messages)
        result = word_count.invoke({"text": messages[0].content})
        messages += [first, HumanMessage(f"The tool says {result}. Reply with that number only.")]
        return {"messages": [*messages, model.invoke(messages)]}

    before = _server_tokens(small_server)
    ts = Toolsmith(RunnableLambda(agent), learn=False, input_adapter=lambda t: {"messages": [HumanMessage(t)]})
    ts.invoke("How many words are in this sentence?")
    after = _server_tokens(small_server)
    (trace,) = ts.store.traces(ts.session_id)
    assert trace.input_tokens == after[0] - before[0]
    assert trace.output_tokens == after[1] - before[1]
    assert trace.output_tokens > 16  # two completions were counted


def test_concurrent_calls_are_each_exact(small_server):
    ts = Toolsmith(small_server.chat_model(max_tokens=8), learn=False)
    answers = ts.batch([f"Say the number {i}." for i in range(4)], config={"max_concurrency": 2})
    traces = ts.store.traces(ts.session_id)
    assert len(answers) == 4 and len(traces) == 4
    assert all(t.token_count == "exact" and 0 < t.output_tokens <= 8 and t.input_tokens > 10 for t in traces)


def test_http_api_is_openai_compatible(small_server):
    from openai import OpenAI

    client = OpenAI(base_url=small_server.base_url, api_key="x")
    r = client.chat.completions.create(model="smollm2-135m", messages=[{"role": "user", "content": "hi"}], max_tokens=4)
    assert r.usage.completion_tokens <= 4 and r.usage.prompt_tokens > 0
    health = json.loads(urllib.request.urlopen(small_server.url + "/health", timeout=5).read())
    assert health["status"] == "ok"


def test_two_servers_and_idempotent_close(model_home):
    a = LocalServer("smollm2-135m", home=model_home, ctx_per_slot=512).start()
    b = LocalServer("smollm2-135m", home=model_home, ctx_per_slot=512).start()
    try:
        assert a.url != b.url
        b_url = b.url
        reply = a.chat_model(max_tokens=2).invoke("hi")
        assert reply.content and reply.usage_metadata["output_tokens"] > 0
    finally:
        a.close()
        a.close()
        b.close()
    assert not a.running and not b.running
    with pytest.raises(Exception):
        urllib.request.urlopen(b_url + "/health", timeout=2)  # b's own address no longer answers


def test_missing_package_and_corrupt_model_are_clear(tmp_path, monkeypatch):
    spec = local.MODELS["qwen2.5-coder-0.5b"]
    missing = local.ModelSpec(spec.name, spec.filename, spec.sha256, spec.size, (("no_such_pkg_xyz", "a.bin"),), spec.install)
    monkeypatch.setitem(local.MODELS, spec.name, missing)
    with pytest.raises(ModelUnavailable, match="pip install"):
        ensure_model(spec.name, tmp_path)
    bad = local.ModelSpec(spec.name, "bad.gguf", "0" * 64, 3, (("json", "__init__.py"),) * 2, spec.install)
    monkeypatch.setitem(local.MODELS, spec.name, bad)
    with pytest.raises(ModelUnavailable, match="corrupt"):
        ensure_model(spec.name, tmp_path)
    assert not (tmp_path / "models" / "bad.gguf").exists()
    with pytest.raises(ModelUnavailable, match="unknown model"):
        ensure_model("gpt-17", tmp_path)


def test_assembled_model_is_verified_and_cached(model_home):
    path = ensure_model("qwen2.5-coder-0.5b", model_home)
    assert path.stat().st_size == local.MODELS["qwen2.5-coder-0.5b"].size
    stamp = path.with_name(path.name + ".verified.json")
    assert json.loads(stamp.read_text())["sha256"] == local.MODELS["qwen2.5-coder-0.5b"].sha256
    assert ensure_model("qwen2.5-coder-0.5b", model_home) == path  # cheap re-check
    with open(path, "r+b") as fh:  # corrupt one byte: size/mtime change triggers a full re-check
        fh.seek(1000)
        fh.write(b"\x00\x01")
    assert ensure_model("qwen2.5-coder-0.5b", model_home) == path  # re-assembled from the packages


def test_session_report_shows_speculative_acceptance(model_home):
    """With n-gram speculation on the embedded server, the report carries agent-call acceptance."""
    from toolsmith.backends.speculative import SpeculativeConfig

    spec = SpeculativeConfig.parse("ngram-simple:6")
    with LocalServer("smollm2-135m", home=model_home, ctx_per_slot=1024, speculative=spec) as server:
        ts = Toolsmith(server.chat_model(max_tokens=48), learn=False, metrics_url=server.url)
        ts.invoke("Repeat exactly: the cat sat on the mat, the cat sat on the mat, the cat sat on the mat.")
        spec_report = ts.report().speculative
    assert "agent" in spec_report and "synthesis" not in spec_report
    agent = spec_report["agent"]
    assert agent["drafts"] > 0 and 0 <= agent["acceptance_rate"] <= 1 and agent["mean_acceptance_length"] >= 1


def test_backend_serve_until_ctrl_c(model_home):
    """`toolsmith backend serve` prints a working URL and stops cleanly on SIGINT."""
    import os
    import signal
    import subprocess
    import sys

    env = {**os.environ, "TOOLSMITH_HOME": str(model_home), "COLUMNS": "200"}
    proc = subprocess.Popen([sys.executable, "-m", "toolsmith.cli", "backend", "serve", "--model", "smollm2-135m"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        line = proc.stdout.readline()
        assert "serving smollm2-135m at http://127.0.0.1:" in line
        url = line.split(" at ")[1].split()[0]
        assert json.loads(urllib.request.urlopen(url[: -len("/v1")] + "/health", timeout=10).read())["status"] == "ok"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == 0 and "stopped" in out and "Traceback" not in err, (proc.returncode, out, err[-2000:])
