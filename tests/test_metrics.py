"""Spec-decode metrics: parsing vLLM/llama.cpp exposition text, deltas, summaries, CLI."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from click.testing import CliRunner

from toolsmith.backends.metrics import SpecCounters, parse_metrics, scrape, snapshot, spec_summary
from toolsmith.cli import cli
from toolsmith.errors import BackendError


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("TOOLSMITH_HOME", str(tmp_path))


def vllm_text(drafts: int, draft_tokens: int, accepted: int, per_pos: list[int]) -> str:
    """Exposition text shaped like vLLM's (HELP/TYPE lines, labels, _created samples, other metrics)."""
    labels = 'engine="0",model_name="meta-llama/Llama-3.1-8B-Instruct"'
    lines = [
        "# HELP vllm:num_requests_running Number of requests in model execution batches.",
        "# TYPE vllm:num_requests_running gauge",
        f"vllm:num_requests_running{{{labels}}} 1.0",
        "# HELP vllm:generation_tokens_total Number of generation tokens processed.",
        "# TYPE vllm:generation_tokens_total counter",
        f"vllm:generation_tokens_total{{{labels}}} 5120.0",
        f"vllm:generation_tokens_created{{{labels}}} 1.7301e+09",
    ]
    for name, value, help_ in (
        ("num_drafts", drafts, "Number of spec decoding drafts."),
        ("num_draft_tokens", draft_tokens, "Number of draft tokens."),
        ("num_accepted_tokens", accepted, "Number of accepted tokens."),
    ):
        lines += [
            f"# HELP vllm:spec_decode_{name}_total {help_}",
            f"# TYPE vllm:spec_decode_{name}_total counter",
            f"vllm:spec_decode_{name}_total{{{labels}}} {float(value)}",
            f"vllm:spec_decode_{name}_created{{{labels}}} 1.7301234567e+09",
        ]
    lines += [
        "# HELP vllm:spec_decode_num_accepted_tokens_per_pos_total Accepted tokens per draft position.",
        "# TYPE vllm:spec_decode_num_accepted_tokens_per_pos_total counter",
    ]
    for i, v in enumerate(per_pos):
        lines.append(f'vllm:spec_decode_num_accepted_tokens_per_pos_total{{{labels},position="{i}"}} {float(v)}')
        lines.append(f'vllm:spec_decode_num_accepted_tokens_per_pos_created{{{labels},position="{i}"}} 1.7301234567e+09')
    lines += [
        "# HELP vllm:time_to_first_token_seconds Histogram of time to first token in seconds.",
        "# TYPE vllm:time_to_first_token_seconds histogram",
        f'vllm:time_to_first_token_seconds_bucket{{{labels},le="0.1"}} 3.0',
        f'vllm:time_to_first_token_seconds_bucket{{{labels},le="+Inf"}} 4.0',
        f"vllm:time_to_first_token_seconds_count{{{labels}}} 4.0",
        f"vllm:time_to_first_token_seconds_sum{{{labels}}} 0.5",
    ]
    return "\n".join(lines) + "\n"


def test_parse_vllm_text_skips_created_and_other_metrics():
    c = parse_metrics(vllm_text(100, 300, 210, [90, 70, 50]))
    assert c == SpecCounters(prefix="vllm", drafts=100, draft_tokens=300, accepted=210, per_position=[90, 70, 50])
    st = c.stats()
    assert st.acceptance_rate == pytest.approx(0.7)
    assert st.mean_acceptance_length == pytest.approx(3.1)
    assert st.per_position_acceptance == pytest.approx([0.9, 0.7, 0.5])
    assert st.mean_draft_length == pytest.approx(3.0)


def test_label_sets_are_summed_and_missing_positions_are_zero():
    a = vllm_text(10, 30, 15, [8, 0, 0])
    b = a.replace('engine="0"', 'engine="1"')
    # two engines: same metric names, different labels, concatenated under one HELP/TYPE each
    body = [ln for ln in b.splitlines() if not ln.startswith("#")]
    c = parse_metrics(a + "\n".join(body) + "\n")
    assert (c.drafts, c.draft_tokens, c.accepted, c.per_position) == (20, 60, 30, [16, 0, 0])
    sparse = parse_metrics('# TYPE llamacpp:spec_decode_num_accepted_tokens_per_pos_total counter\n'
                           'llamacpp:spec_decode_num_accepted_tokens_per_pos_total{position="2"} 4\n')
    assert sparse.per_position == [0, 0, 4] and sparse.prefix == "llamacpp"


def test_no_spec_metrics_is_none_and_garbage_is_backend_error():
    assert parse_metrics("# TYPE llamacpp:tokens_predicted_total counter\nllamacpp:tokens_predicted_total 5\n") is None
    assert parse_metrics("") is None
    with pytest.raises(BackendError, match="could not parse"):
        parse_metrics("vllm:spec_decode_num_drafts_total{ oops\n")


def test_deltas_and_counter_reset():
    before = parse_metrics(vllm_text(100, 300, 210, [90, 70, 50]))
    after = parse_metrics(vllm_text(150, 450, 270, [130, 90, 50, 0]))
    d = after.delta(before)
    assert (d.drafts, d.draft_tokens, d.accepted, d.per_position) == (50, 150, 60, [40, 20, 0, 0])
    assert d.stats().acceptance_rate == pytest.approx(0.4)
    assert d.stats().mean_acceptance_length == pytest.approx(2.2)
    restarted = parse_metrics(vllm_text(5, 15, 3, [3]))
    assert restarted.delta(after) == restarted  # server restarted: counters went down
    total = d + restarted
    assert (total.drafts, total.draft_tokens, total.accepted, total.per_position) == (55, 165, 63, [43, 20, 0, 0])
    assert total.prefix == "vllm"


def test_spec_summary_for_session_reports():
    before = parse_metrics(vllm_text(100, 300, 210, [90, 70, 50])).model_dump()
    after = parse_metrics(vllm_text(150, 450, 270, [130, 90, 50])).model_dump()
    s = spec_summary(before, after)
    assert s["drafts"] == 50 and s["draft_tokens"] == 150 and s["accepted"] == 60
    assert s["acceptance_rate"] == pytest.approx(0.4) and s["mean_acceptance_length"] == pytest.approx(2.2)
    json.dumps(s)  # storable as JSON
    assert spec_summary(after, after) is None  # nothing drafted in between
    assert spec_summary({}, {}) is None and spec_summary(None, after)["drafts"] == 150


class _Metrics(BaseHTTPRequestHandler):
    body = ""

    def do_GET(self) -> None:  # noqa: N802
        data = type(self).body.encode() if self.path == "/metrics" else b""
        self.send_response(200 if self.path == "/metrics" else 404)
        self.send_header("Content-Type", "text/plain; version=0.0.4")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def metrics_server():
    _Metrics.body = vllm_text(100, 300, 210, [90, 70, 50])
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Metrics)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_scrape_accepts_root_v1_and_metrics_urls(metrics_server):
    for url in (metrics_server, metrics_server + "/v1", metrics_server + "/metrics"):
        assert scrape(url).drafts == 100
    assert snapshot(metrics_server)["accepted"] == 210
    with pytest.raises(BackendError, match="cannot connect"):
        scrape("http://127.0.0.1:9")


def test_cli_metrics_json_table_and_watch(metrics_server):
    runner = CliRunner()
    res = runner.invoke(cli, ["backend", "metrics", metrics_server, "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["server"] == "vllm" and data["acceptance_rate"] == pytest.approx(0.7)
    res = runner.invoke(cli, ["backend", "metrics", metrics_server])
    assert res.exit_code == 0 and "70.0%" in res.output and "3.10" in res.output
    res = runner.invoke(cli, ["backend", "metrics", metrics_server, "--watch", "--interval", "0.05", "--count", "2", "--json"])
    lines = [json.loads(ln) for ln in res.output.splitlines()]
    assert len(lines) == 2 and lines[0]["drafts"] == 0  # no new drafts between scrapes
    res = runner.invoke(cli, ["backend", "metrics", "http://127.0.0.1:9"])
    assert res.exit_code == 1 and "cannot connect" in res.output


@pytest.mark.model
def test_real_embedded_server_metrics_with_speculation():
    from openai import OpenAI

    from toolsmith.backends.local import LocalServer
    from toolsmith.backends.speculative import SpeculativeConfig

    prompt = "Repeat exactly: red green blue, red green blue, red green blue, red green blue, red green blue."
    with LocalServer("smollm2-135m", threads=1, speculative=SpeculativeConfig.parse("ngram-simple:6")) as srv:
        before = snapshot(srv.url)
        client = OpenAI(base_url=srv.base_url, api_key="x", max_retries=0)
        out = client.chat.completions.create(model=srv.model, messages=[{"role": "user", "content": prompt}],
                                             temperature=0, max_tokens=48)
        after = snapshot(srv.url)
        raw = out.model_extra.get("timings", {}) if out.model_extra else {}
    assert after["prefix"] == "llamacpp"
    s = spec_summary(before, after)
    assert s is not None and s["drafts"] > 0 and 0 <= s["accepted"] <= s["draft_tokens"]
    assert s["mean_acceptance_length"] == pytest.approx(1 + s["accepted"] / s["drafts"])
    per_pos = s["per_position_acceptance"]
    assert per_pos and all(a >= b - 1e-9 for a, b in zip(per_pos, per_pos[1:]))  # cumulative: non-increasing
    assert sum(after["per_position"]) == pytest.approx(after["accepted"])
    assert raw.get("draft_n"), raw  # the response reports its own speculation timings ...
    assert raw["draft_n"] == s["draft_tokens"] and raw["draft_n_accepted"] == s["accepted"]  # ... equal to the counters
