"""CLI commands through click's CliRunner (no model needed)."""

import json

from click.testing import CliRunner

from toolsmith import Toolsmith, report_usage
from toolsmith.cli import cli


def _agent(task: str) -> str:
    report_usage(30, 5, model="counting")
    return "ok"


def _session(n: int = 4) -> Toolsmith:
    ts = Toolsmith(_agent, synthesizer=None)
    for i in range(n):
        ts.run(f"What is the top-{i + 1} best-selling product in {2020 + i}")
    ts.run("Translate 'bonjour' to English")
    return ts


def test_stats_table_json_and_plot(tmp_path):
    ts = _session()
    runner = CliRunner()
    out = runner.invoke(cli, ["stats"])
    assert out.exit_code == 0, out.output
    assert ts.session_id in out.output and "toolsmith ledger" in out.output
    data = json.loads(runner.invoke(cli, ["stats", "--json", "--session", ts.session_id]).output)
    assert data[0]["tasks"] == 5 and data[0]["agent_exact"]["input_tokens"] == 150
    plot = tmp_path / "tokens.png"
    res = runner.invoke(cli, ["stats", "--plot", str(plot)])
    assert res.exit_code == 0 and plot.stat().st_size > 1000
    assert len(json.loads(runner.invoke(cli, ["stats", "--all", "--json"]).output)) == 1


def test_stats_unknown_session_is_one_line():
    res = CliRunner().invoke(cli, ["stats", "--session", "nope"])
    assert res.exit_code == 1 and "no session 'nope'" in res.output and "Traceback" not in res.output


def test_patterns_list_and_show():
    _session()
    runner = CliRunner()
    rows = json.loads(runner.invoke(cli, ["patterns", "list", "--json"]).output)
    top = max(rows, key=lambda r: r["count"])
    assert top["count"] == 4 and "{" in top["template"] and top["agent_tokens"] == 4 * 35
    shown = runner.invoke(cli, ["patterns", "show", top["id"]])
    assert shown.exit_code == 0 and "members: 4" in shown.output
    missing = runner.invoke(cli, ["patterns", "show", "p-000"])
    assert missing.exit_code == 1 and "no pattern" in missing.output


def test_backend_models_lists_all_three():
    res = CliRunner().invoke(cli, ["backend", "models", "--json"])
    names = {m["name"] for m in json.loads(res.output)}
    assert names == {"qwen2.5-coder-1.5b", "qwen2.5-coder-0.5b", "smollm2-135m"}
