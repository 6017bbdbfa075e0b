"""Hand-written tools: EXAMPLES, verification before any traces, early stop, retire, rollback, approve warnings."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from toolsmith.cli import cli
from toolsmith.errors import UserError
from toolsmith.evidence import ORIGIN_DATASET
from toolsmith.forge import Forge
from toolsmith.library import ToolLibrary
from toolsmith.patterns import PatternMiner
from toolsmith.sandbox import PooledSandbox, SandboxLimits
from toolsmith.store import Store
from toolsmith.toolfile import ORIGIN_MODULE, declared_examples, read_tool_file

UNSEEN = '''"""Answers a question nobody asked."""


def extract(task):
    return {} if task == "What is the airspeed of a laden swallow?" else None


def run():
    return "unknown"
'''


@pytest.fixture(scope="module")
def looper(sorter_tool: str) -> str:
    """The example sorter with an extract() that never returns."""
    return sorter_tool.replace('def extract(task):\n', 'def extract(task):\n    while True:\n        pass\n')


def _invoke(*args: str) -> object:
    return CliRunner().invoke(cli, list(args))


def test_declared_examples_are_read_without_running_the_module(sorter_tool) -> None:
    exs = declared_examples(sorter_tool)
    assert [(e.task[-10:], e.expected, e.confirmed, e.origin) for e in exs][0] == ("pear apple", "apple pear", True, ORIGIN_MODULE)
    assert declared_examples("def extract(t):\n    return None\n") == []
    for bad in ("EXAMPLES = make()\n", "EXAMPLES = [('only a task',)]\n", "EXAMPLES = {'a': 'b'}\n", "EXAMPLES = [('', 'x')]\n"):
        with pytest.raises(UserError, match="EXAMPLES"):
            declared_examples(bad)


def test_read_tool_file_refuses_binaries_folders_and_empty_files(tmp_path: Path) -> None:
    (tmp_path / "bin.py").write_bytes(b"\xff\xfe\x00binary")
    (tmp_path / "empty.py").write_text("  \n")
    for path, message in ((tmp_path / "bin.py", "not a UTF-8 text file"), (tmp_path / "empty.py", "empty"),
                          (tmp_path, "is a folder"), (tmp_path / "missing.py", "cannot read")):
        with pytest.raises(UserError, match=message):
            read_tool_file(path)


def test_tools_add_verifies_a_tool_with_examples_before_any_trace(tmp_path: Path, sorter_tool) -> None:
    (tmp_path / "sorter.py").write_text(sorter_tool)
    res = _invoke("tools", "add", "sorter.py")
    assert res.exit_code == 0, res.output
    assert "answers: 3/3 right on the module's EXAMPLES" in res.stdout
    assert "not checked: near misses" in res.stdout  # said plainly: no pattern recorded yet
    m = ToolLibrary("tools").get("sorter")
    assert m.status == "pending" and m.origin == "hand-written" and m.verified
    assert m.verification.positives_by_origin[ORIGIN_MODULE].model_dump() == {"passed": 3, "total": 3}
    dataset = m.verification.positives_by_origin[ORIGIN_DATASET]  # word-sorting tasks of the packaged subset
    assert dataset.total > 0 and dataset.passed == dataset.total
    assert m.verification.negatives_by_origin[ORIGIN_DATASET].total > 50  # other families: declined
    approved = _invoke("tools", "approve", "sorter")
    assert approved.exit_code == 0 and approved.stderr == ""  # verified: no warning
    again = _invoke("tools", "test", "sorter")
    assert again.exit_code == 0 and "3/3 right on the module's EXAMPLES" in again.stdout


def test_an_unverified_tool_does_not_look_verified_and_approving_it_warns(tmp_path: Path) -> None:
    (tmp_path / "swallow.py").write_text(UNSEEN)
    res = _invoke("tools", "add", "swallow.py")
    assert res.exit_code == 1 and len(res.stderr.splitlines()) == 1
    assert "registered swallow v1 as pending" in res.stdout and "NOT verified" in res.stdout
    assert "no task with a known answer reached it" in res.stderr
    listed = _invoke("tools", "list")
    assert "NOT verified (no examples)" in listed.stdout
    approved = _invoke("tools", "approve", "swallow")
    assert approved.exit_code == 0 and "approved swallow v1" in approved.stdout
    assert approved.stderr.startswith("warning: swallow v1 is approved although no task with a known answer was ever checked")
    test = _invoke("tools", "test", "swallow")
    assert test.exit_code == 1 and "did not pass verification" in test.stderr


def test_verification_stops_early_when_the_tool_keeps_hitting_limits(looper) -> None:
    with PooledSandbox() as sandbox:
        seen: list[int] = []
        store = Store()
        forge = Forge(store, ToolLibrary("tools"), sandbox=lambda: sandbox, miner=PatternMiner(store))
        check = forge.check(looper, limits=SandboxLimits(wall_seconds=0.3), progress=lambda done, total, case: seen.append(done))
    report = check.report
    assert not report.passed and report.stopped_early == "3 calls in a row hit the sandbox's timeout limit"
    assert seen == [1, 2, 3] and report.not_run > 50
    assert any(line.startswith("stopped early") for line in report.coverage())


def test_retire_and_rollback(tmp_path: Path, sorter_tool) -> None:
    lib = ToolLibrary("tools")
    lib.register(sorter_tool, name="sorter", origin="hand-written")
    lib.approve("sorter")
    lib.register(sorter_tool.replace("sorted(words.split())", "sorted(words.split(), reverse=True)"), name="sorter",
                 origin="hand-written")
    res = _invoke("tools", "rollback", "sorter", "--to", "1")
    assert res.exit_code == 0, res.output
    assert "v3 restores the source of v1" in res.stdout and "3/3 right on the module's EXAMPLES" in res.stdout
    m = lib.get("sorter")
    assert (m.version, m.status, m.restored_from, m.verified) == (3, "pending", 1, True)
    assert lib.source("sorter") == sorter_tool and lib.versions("sorter") == [1, 2, 3]
    assert "identical" in _invoke("tools", "diff", "sorter", "--from", "1", "--to", "3").stdout
    assert "reverse=True" in _invoke("tools", "diff", "sorter", "--from", "2").stdout  # v2 -> current
    assert _invoke("tools", "rollback", "sorter", "--to", "3").exit_code == 1  # already there
    assert _invoke("tools", "diff", "sorter", "--to", "0").exit_code == 2  # not "the current version"
    assert "has no v9" in _invoke("tools", "diff", "sorter", "--to", "9").stderr
    res = _invoke("tools", "retire", "sorter", "--reason", "replaced")
    assert res.exit_code == 0 and lib.get("sorter").status == "retired"
    assert lib.get("sorter").retired_reason == "replaced"


def test_tools_folder_stays_clean_in_git(tmp_path: Path, sorter_tool) -> None:
    assert _invoke("tools", "approve", "nope").exit_code == 1
    assert not Path("tools").exists()  # an unknown tool creates nothing, not even a lock file
    subprocess.run(["git", "init", "-q", "."], check=True)
    lib = ToolLibrary("tools")
    lib.register(sorter_tool, name="sorter")
    lib.approve("sorter")
    lib.register(sorter_tool.replace("(.+)", "(.*)"), name="sorter")
    assert (Path("tools") / ".lock").exists() and (Path("tools") / ".versions" / "sorter" / "v2.py").exists()
    status = subprocess.run(["git", "status", "--porcelain", "-uall"], capture_output=True, text=True, check=True).stdout
    assert sorted(line[3:] for line in status.splitlines()) == ["tools/.gitignore", "tools/sorter.json", "tools/sorter.py"]


def test_tools_list_explains_an_empty_library() -> None:
    res = _invoke("tools", "list")
    assert res.exit_code == 0 and "no tools in tools (no such folder yet)" in res.stdout
    assert json.loads(_invoke("tools", "list", "--json").stdout) == []
