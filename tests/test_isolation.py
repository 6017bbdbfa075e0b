"""Which isolation is active, what follows from it, and tools that use the wider stdlib."""

from __future__ import annotations

import json
import os
import zoneinfo

import pytest
from click.testing import CliRunner

from toolsmith import Toolsmith, report_usage
from toolsmith.cli import cli
from toolsmith.errors import ToolNotApproved
from toolsmith.library import ToolLibrary
from toolsmith.sandbox import Isolation, PooledSandbox, _hidden_from_others, detect_isolation

from test_router import SORT, CountingAgent, _sort_answer, _tool

EVAL_RUN = "def run({slot}: list) -> str:\n    return eval(\"' '.join(sorted(w))\", {{'w': {slot}}})\n"
WEAK = Isolation(level="process", missing=["bubblewrap not found (test)"])


@pytest.fixture(scope="module")
def weak_sandbox():
    with PooledSandbox(size=1, isolation=WEAK) as sandbox:
        yield sandbox


def test_this_machine_has_the_kernel_sandbox():
    """CI runs as root with bubblewrap and libseccomp installed by .ci/run."""
    iso = detect_isolation()
    assert iso.strong and iso.namespaces and iso.seccomp and iso.missing == [], iso
    assert "kernel" in iso.summary()


def test_doctor_says_which_isolation_is_active():
    res = CliRunner().invoke(cli, ["doctor", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["level"] == "kernel" and data["sandbox_runs"] is True
    human = CliRunner().invoke(cli, ["doctor"])
    assert "sandbox isolation: kernel" in human.output


def test_eval_tools_are_routed_only_behind_the_kernel(weak_sandbox):
    agent = CountingAgent(answer=_sort_answer)
    with Toolsmith(agent, synthesizer=None, sandbox=weak_sandbox) as ts:
        _tool(ts, EVAL_RUN, approve=False)
        lib = ToolLibrary(ts.tools_dir)
        with pytest.raises(ToolNotApproved, match="evaluates strings"):
            lib.approve("sort_words", isolation=WEAK)
        assert lib.get("sort_words").status == "pending"
        lib.approve("sort_words", isolation=detect_isolation())  # approved where the kernel sandbox exists
        trace = ts.run(SORT.format("b a"))
        assert trace.answered_by == "fallback" and trace.answer == "a b"  # ...but not run on a weak machine
        assert "evaluates strings" in trace.fallback_reason and "toolsmith doctor" in trace.fallback_reason
    with Toolsmith(CountingAgent(answer=_sort_answer), synthesizer=None, tools_dir=ts.tools_dir) as strong:
        trace = strong.run(SORT.format("d c"))
        assert (trace.answered_by, trace.tool) == ("routed", "sort_words")


ROT13_TOOL = '''"""Decodes ROT13 or Base64 text."""
import base64
import codecs
import re

_TASK = re.compile(r"Decode this (ROT13|Base64) text: (.+)", re.DOTALL)
EXAMPLES = [
    ("Decode this ROT13 text: Uryyb", "Hello"),
    ("Decode this ROT13 text: gbby", "tool"),
    ("Decode this Base64 text: c21pdGg=", "smith"),
]


def extract(task: str) -> dict | None:
    m = _TASK.fullmatch(task)
    return {"encoding": m.group(1), "text": m.group(2)} if m else None


def run(encoding: str, text: str) -> str:
    if encoding == "ROT13":
        return codecs.decode(text, "rot13")
    return base64.b64decode(text).decode("utf-8")
'''


def _agent(task: str) -> str:
    report_usage(40, 10, model="counting")
    return "agent"


def test_a_codecs_and_base64_tool_is_added_and_routed(tmp_path):
    module = tmp_path / "decode.py"
    module.write_text(ROT13_TOOL)
    tools = tmp_path / "tools"
    runner = CliRunner()
    added = runner.invoke(cli, ["tools", "add", str(module), "--tools-dir", str(tools)])
    assert added.exit_code == 0, added.output
    approved = runner.invoke(cli, ["tools", "approve", "decode", "--tools-dir", str(tools)])
    assert approved.exit_code == 0, approved.output
    with Toolsmith(_agent, synthesizer=None, tools_dir=tools) as ts:
        rot = ts.run("Decode this ROT13 text: uryyb jbeyq")
        b64 = ts.run("Decode this Base64 text: aGVsbG8gd29ybGQ=")
        other = ts.run("Decode this Morse text: .... ..")
    assert (rot.answered_by, rot.tool) == ("routed", "decode") and rot.answer == "hello world"
    assert (b64.answered_by, b64.tool) == ("routed", "decode") and b64.answer == "hello world"
    assert other.answered_by == "inferred"


DATES_AND_CODECS = '''
import codecs
import datetime


def run(text: str) -> str:
    day = datetime.datetime.strptime(text, "%d %B %Y")
    return f"{day:%A} {codecs.encode(text.encode(), 'hex').decode()[:4]} {text.encode('cp1252')[:2].decode('utf-8-sig')}"
'''

TIME_ZONES = '''
import datetime
import zoneinfo


def run(text: str) -> str:
    noon = datetime.datetime.fromisoformat(text).replace(tzinfo=zoneinfo.ZoneInfo("Europe/Paris"))
    return f"{noon.astimezone(zoneinfo.ZoneInfo('Asia/Tokyo')):%H}"
'''


def test_lazy_stdlib_imports_and_time_zones_work_with_or_without_bubblewrap():
    """Without bubblewrap, runners still switch uid (as root here), and that uid may not read a
    Python installed under /root, nor anything at all where / is root's alone: what `strptime`
    and codec lookups import on first use is imported by the worker beforehand. Time zones work
    wherever the runner's uid can read their data, and are a clear `ZoneInfoNotFoundError` (named
    by `detect_isolation`) where it cannot."""
    iso = detect_isolation()
    bare = Isolation(level="process", seccomp=iso.seccomp, run_as=iso.run_as, missing=["bubblewrap not found (test)"])
    zones_hidden = iso.run_as is not None and all(_hidden_from_others(p) for p in zoneinfo.TZPATH if os.path.isdir(p))
    for isolation in (bare, iso):
        with PooledSandbox(size=1, isolation=isolation) as sandbox:
            res = sandbox.call(DATES_AND_CODECS, "run", {"text": "16 March 1902"})
            zones = sandbox.call(TIME_ZONES, "run", {"text": "1902-03-16T12:00"})
        assert res.ok and res.value == "Sunday 3136 16", (isolation, res.error)
        if isolation is bare and zones_hidden:
            assert not zones.ok and "ZoneInfoNotFoundError" in zones.error, zones
        else:
            assert zones.ok and zones.value == "20", (isolation, zones.error)
    if zones_hidden and iso.level == "process":
        assert any("time zone data" in m for m in iso.missing), iso.missing


def test_doctor_names_a_python_the_runners_uid_cannot_read():
    """Without bubblewrap, runners see the host's files as uid 65534: a Python under a folder
    only its owner may enter (/root) gives them no standard library beyond what the worker
    loaded first, and `detect_isolation` says so. The first such folder on the way is named (/
    itself on hosts where only root may enter it)."""
    import shutil
    import tempfile
    from pathlib import Path

    base = Path(tempfile.mkdtemp())  # beside pytest's own folders, which only their owner may enter
    above = _hidden_from_others(str(base.parent))
    try:
        lib = base / "home" / "python" / "lib"
        lib.mkdir(parents=True)
        for folder in (base, base / "home", base / "home" / "python", lib):
            folder.chmod(0o755)
        assert _hidden_from_others(str(lib)) == above
        (base / "home").chmod(0o700)
        assert _hidden_from_others(str(lib)) == (above or str(base / "home"))
    finally:
        shutil.rmtree(base)
