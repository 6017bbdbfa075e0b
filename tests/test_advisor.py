"""Advisor: expected tokens/step and speedup per k; the shape of published results."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from click.testing import CliRunner

from toolsmith.backends.advisor import advise, calibrate_draft_cost, extrapolate, fit_step_costs
from toolsmith.cli import cli
from toolsmith.errors import ConfigError


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("TOOLSMITH_HOME", str(tmp_path))


def by_k(adv):
    return {r.k: r for r in adv.rows}


def test_formula_by_hand():
    adv = advise([0.9, 0.8], draft_cost=0.1, verify_cost=0.05, ks=[1, 2])
    r = by_k(adv)
    assert r[1].tokens_per_step == pytest.approx(1.9) and r[1].step_cost == pytest.approx(1.15)
    assert r[2].tokens_per_step == pytest.approx(2.7) and r[2].step_cost == pytest.approx(1.3)
    assert r[2].speedup == pytest.approx(2.7 / 1.3) and r[2].acceptance_rate == pytest.approx(0.85)
    assert adv.best_k == 2


def test_mtp_shape_peaks_at_small_k():
    """MTP (public figures): k=1 at ~85% gives ~1.2x, k=2 slightly better, k=4 lower."""
    adv = advise([0.85, 0.68], draft_cost=0.2, verify_cost=0.3, ks=[1, 2, 3, 4])
    r = by_k(adv)
    assert 1.15 <= r[1].speedup <= 1.3
    assert r[2].speedup > r[1].speedup
    assert r[4].speedup < r[2].speedup
    assert adv.best_k == 2


def test_eagle3_collapses_at_k12_with_low_acceptance():
    """EAGLE-3 at k=12 with ~10% acceptance: throughput roughly halved."""
    adv = advise([0.6, 0.36, 0.216], draft_cost=0.1, verify_cost=0.2, ks=[3, 12])
    r = by_k(adv)
    assert r[12].acceptance_rate == pytest.approx(0.12, abs=0.03)
    assert 0.4 <= r[12].speedup <= 0.65
    assert r[3].speedup > 1.0 and adv.best_k == 3


def test_parallel_drafter_pays_once_per_block():
    acc = [0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6]
    ar = advise(acc, draft_cost=0.3, verify_cost=0.02, drafter="autoregressive")
    par = advise(acc, draft_cost=0.3, verify_cost=0.02, drafter="parallel")
    assert by_k(par)[16].step_cost == pytest.approx(1 + 0.3 + 0.32)
    assert par.best_k > ar.best_k and par.best_speedup > ar.best_speedup
    lookup = advise([0.3], draft_cost=5.0, drafter="lookup", ks=[4])  # n-gram drafting is ~free
    assert by_k(lookup)[4].step_cost == pytest.approx(1.0)


def test_expensive_drafter_recommends_no_speculation():
    """What this machine showed for the 0.5B drafter: even 98% acceptance does not pay."""
    adv = advise([0.98], draft_cost=0.6, verify_cost=0.45, max_k=16)
    assert adv.best_k == 0 and adv.best_speedup == 1.0
    assert all(r.speedup < 1.0 for r in adv.rows)


def test_extrapolation_is_monotone_and_geometric():
    probs = extrapolate([0.9, 0.72, 0.6], 6)
    assert probs[:3] == pytest.approx([0.9, 0.72, 0.6])
    tail = (0.72 / 0.9 + 0.6 / 0.72) / 2  # mean of the last two conditional rates
    assert probs[3] == pytest.approx(0.6 * tail) and probs[5] == pytest.approx(0.6 * tail**3)
    assert extrapolate([0.5, 0.6], 3)[1] == 0.5  # noise made non-increasing
    assert extrapolate([0.8], 3) == pytest.approx([0.8, 0.64, 0.512])
    assert extrapolate([0.9, 0.8, 0.7, 0.6], 2) == [0.9, 0.8]
    assert extrapolate([0.5, 0.0], 4) == [0.5, 0.0, 0.0, 0.0]
    adv = advise([0.9, 0.8], draft_cost=0.1, ks=[1, 4])
    assert adv.measured_positions == 2 and len(adv.per_position) == 4


def test_calibrated_draft_cost_reproduces_the_measured_run():
    # measured at k=8: 5.76 tokens per step, 0.54x (this machine, synthesis, 0.5B drafter)
    dc = calibrate_draft_cost(0.54, 5.76, 8, verify_cost=0.29)
    assert dc == pytest.approx((5.76 / 0.54 - 1 - 0.29 * 8) / 8)
    adv = advise([0.91, 0.73, 0.65, 0.58, 0.55, 0.47, 0.45, 0.42], draft_cost=dc, verify_cost=0.29, ks=[2, 4, 8])
    assert by_k(adv)[8].speedup == pytest.approx(0.54)
    assert adv.best_k == 0  # never pays here
    assert calibrate_draft_cost(2.0, 3.0, 4, drafter="parallel", step_overhead=0.1) == pytest.approx(0.4)
    with pytest.raises(ConfigError):
        calibrate_draft_cost(1.0, 2.0, 4, drafter="lookup")
    overhead = advise([0.9], draft_cost=0.1, step_overhead=0.5, ks=[1])
    assert by_k(overhead)[1].step_cost == pytest.approx(1.6)


def test_step_costs_fitted_from_several_k_predict_another():
    # step costs measured as 1 + 2.0 + 0.9 k (fixed overhead 2.0, 0.9 per drafted token)
    fit = fit_step_costs({2: 4.8, 8: 10.2, 16: 17.4})
    assert fit.per_token == pytest.approx(0.9) and fit.overhead == pytest.approx(2.0)
    assert fit.max_residual == pytest.approx(0.0, abs=1e-9)
    adv = advise([0.9, 0.8, 0.7, 0.6], draft_cost=fit.per_token, step_overhead=fit.overhead, ks=[4])
    assert by_k(adv)[4].step_cost == pytest.approx(1 + 2.0 + 0.9 * 4)
    noisy = fit_step_costs({2: 5.0, 4: 6.2, 8: 10.4})
    assert noisy.max_residual > 0 and noisy.per_token > 0
    assert fit_step_costs({2: 0.9, 4: 0.95}).overhead == 0.0  # clipped: never below one target step
    for bad in ({4: 5.0}, {4: 5.0, 4.0: 6.0}, {2: 3.0, 4: 0.0}):
        with pytest.raises(ConfigError, match="two or more"):
            fit_step_costs(bad)


@pytest.mark.parametrize("kwargs, message", [
    ({"per_position": []}, "at least one"),
    ({"per_position": [1.2]}, "within 0..1"),
    ({"per_position": [0.5], "draft_cost": -1}, ">= 0"),
    ({"per_position": [0.5], "ks": [0, 2]}, "k values"),
])
def test_bad_input_is_config_error(kwargs, message):
    kwargs.setdefault("draft_cost", 0.1)
    with pytest.raises(ConfigError, match=message):
        advise(**kwargs)


def test_cli_advise_table_and_json():
    runner = CliRunner()
    res = runner.invoke(cli, ["backend", "advise", "--acceptance", "0.85,0.68", "--draft-cost", "0.2",
                              "--verify-cost", "0.3", "--max-k", "4", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["best_k"] == 2 and [r["k"] for r in data["rows"]] == [1, 2, 3, 4]
    res = runner.invoke(cli, ["backend", "advise", "--acceptance", "0.85,0.68", "--draft-cost", "0.2",
                              "--verify-cost", "0.3", "--max-k", "4"])
    assert res.exit_code == 0 and "best k = 2" in res.output and "(extrap.)" in res.output
    res = runner.invoke(cli, ["backend", "advise", "--acceptance", "0.98", "--draft-cost", "0.6", "--verify-cost", "0.45"])
    assert res.exit_code == 0 and "leave speculation off" in res.output
    res = runner.invoke(cli, ["backend", "advise", "--acceptance", "x", "--draft-cost", "0.2"])
    assert res.exit_code == 2 and "numbers separated by commas" in res.output  # usage errors exit 2
    res = runner.invoke(cli, ["backend", "advise", "--draft-cost", "0.2"])
    assert res.exit_code == 2 and "exactly one of" in res.output
    res = runner.invoke(cli, ["backend", "advise", "--acceptance", "0.9,0.8,0.7", "--step-costs", "2=4.8,8=10.2",
                              "--max-k", "4", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["step_overhead"] == pytest.approx(2.0) and data["draft_cost"] == pytest.approx(0.9)
    assert data["rows"][1]["step_cost"] == pytest.approx(1 + 2.0 + 0.9 * 2) and data["best_k"] == 0
    for bad, message in ((["--step-costs", "2:4.8"], "must look like"), (["--step-costs", "2=4.8"], "two or more"),
                         (["--step-costs", "2=4,4=5", "--draft-cost", "0.2"], "exactly one of --draft-cost")):
        res = runner.invoke(cli, ["backend", "advise", "--acceptance", "0.9", *bad])
        assert res.exit_code == 2 and message in res.output, res.output


class _Metrics(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802
        data = (
            "# TYPE vllm:spec_decode_num_drafts_total counter\nvllm:spec_decode_num_drafts_total 100\n"
            "# TYPE vllm:spec_decode_num_draft_tokens_total counter\nvllm:spec_decode_num_draft_tokens_total 200\n"
            "# TYPE vllm:spec_decode_num_accepted_tokens_total counter\nvllm:spec_decode_num_accepted_tokens_total 153\n"
            "# TYPE vllm:spec_decode_num_accepted_tokens_per_pos_total counter\n"
            'vllm:spec_decode_num_accepted_tokens_per_pos_total{position="0"} 85\n'
            'vllm:spec_decode_num_accepted_tokens_per_pos_total{position="1"} 68\n'
        ).encode()
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


def test_cli_advise_from_metrics():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Metrics)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        res = CliRunner().invoke(cli, ["backend", "advise", "--from-metrics", f"http://127.0.0.1:{httpd.server_address[1]}",
                                       "--draft-cost", "0.2", "--verify-cost", "0.3", "--max-k", "4", "--json"])
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["per_position"][:2] == pytest.approx([0.85, 0.68]) and data["best_k"] == 2
