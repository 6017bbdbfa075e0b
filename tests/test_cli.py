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


def test_plot_and_session_mistakes_are_usage_errors(tmp_path):
    _session(2)
    runner = CliRunner()
    for args, message in ((["--plot", "tokens.txt"], "use a file ending in .png, .svg, .pdf"),
                          (["--plot", str(tmp_path / "missing" / "t.png")], "does not exist"),
                          (["--session", "x", "--all"], "not both"), (["--all", "--plot", "t.png"], "draws one session")):
        res = runner.invoke(cli, ["stats", *args])
        assert res.exit_code == 2 and message in res.stderr and len(res.stderr.splitlines()) == 1, res.output
    res = runner.invoke(cli, ["stats", "--plot", str(tmp_path / "t.svg")])
    assert res.exit_code == 0 and (tmp_path / "t.svg").stat().st_size > 1000


def test_urls_are_checked_before_connecting():
    for args in (["backend", "metrics", "notaurl"], ["backend", "advise", "--from-metrics", "notaurl", "--draft-cost", "1"]):
        res = CliRunner().invoke(cli, args)
        assert res.exit_code == 2 and "not an http(s) URL: 'notaurl'" in res.stderr and len(res.stderr.splitlines()) == 1


def test_an_unexpected_error_is_one_line_and_debuggable(monkeypatch):
    import toolsmith.store

    def broken(*args, **kwargs):
        raise KeyError("boom")

    monkeypatch.setattr(toolsmith.store.Store, "sessions", broken)
    res = CliRunner().invoke(cli, ["stats"])
    assert res.exit_code == 1 and res.stderr.startswith("Error: unexpected error: KeyError: 'boom'")
    assert "TOOLSMITH_DEBUG=1" in res.stderr and len(res.stderr.splitlines()) == 1
    monkeypatch.setenv("TOOLSMITH_DEBUG", "1")
    assert isinstance(CliRunner().invoke(cli, ["stats"]).exception, KeyError)


def test_demo_uses_the_same_defaults_as_every_other_command():
    """`toolsmith demo` then `toolsmith tools list`: the same --tools-dir and --home, same env vars, true help."""
    from toolsmith.cli import demo, stats, tools_list

    def option(cmd, name):
        return next(p for p in cmd.params if p.name == name)

    for name in ("tools_dir", "home"):
        mine = option(demo, name)
        theirs = option(tools_list, name)
        assert (mine.default, mine.envvar, mine.help) == (theirs.default, theirs.envvar, theirs.help)
    assert option(demo, "home").help == option(stats, "home").help
    assert "./tools" in demo.help and "$HOME" not in (option(demo, "tools_dir").help or "")


def test_confirm_checks_a_recorded_answer_or_corrects_it():
    ts = _session(2)
    first, second = (f"{ts.session_id}:{i}" for i in (1, 2))
    runner = CliRunner()
    res = runner.invoke(cli, ["confirm", first])
    assert res.exit_code == 0 and f"confirmed {first}: ok" in res.output
    res = runner.invoke(cli, ["confirm", second, "--answer", "Widget"])
    assert res.exit_code == 0 and f"corrected {second}: Widget" in res.output
    assert [ts.store.trace(t).feedback for t in (first, second)] == ["ok", "Widget"]
    for args, code, message in ((["nope:1"], 1, "no trace 'nope:1'"), ([first, "--answer", " "], 2, "must not be empty")):
        res = runner.invoke(cli, ["confirm", *args])
        assert res.exit_code == code and message in res.output and "Traceback" not in res.output
