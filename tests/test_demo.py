"""`toolsmith demo` end to end on the smallest real model, then the commands it tells the user to run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from toolsmith.cli import cli
from toolsmith.workloads.demo import DEMO_FAMILIES
from toolsmith.workloads.workload import packaged_workload

pytestmark = pytest.mark.model


@pytest.mark.timeout(1200)
def test_demo_then_plain_commands_show_what_it_did(tmp_path: Path) -> None:
    work = tmp_path / "workload"  # the demo's families, a few tasks each
    work.mkdir()
    for family, n in zip(DEMO_FAMILIES, (8, 2, 2)):
        rows = json.loads((packaged_workload() / f"{family}.json").read_text())["examples"][:n]
        (work / f"{family}.json").write_text(json.dumps({"examples": rows}))
    runner = CliRunner(env={"COLUMNS": "200"})
    res = runner.invoke(cli, ["demo", "--model", "smollm2-135m", "--workload", str(work)])
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "family" in out and "answered by" in out  # column headers over the per-task lines
    stats = json.loads(runner.invoke(cli, ["stats", "--json"]).stdout)
    session = stats[0]["session_id"]
    assert stats[0]["tasks"] == 12
    for command in ("toolsmith tools list", "toolsmith patterns list", f"toolsmith stats --session {session}"):
        assert f"  {command}\n" in out  # the exact commands, with no flags: the defaults are shared
    assert json.loads(runner.invoke(cli, ["patterns", "list", "--json"]).stdout)
    written = sorted(p.stem for p in Path("tools").glob("*.json"))  # ./tools, where `tools list` looks
    listed = [row["name"] for row in json.loads(runner.invoke(cli, ["tools", "list", "--json"]).stdout)]
    assert listed == written
