"""The tool library: versions, review, sha256 pin, atomic manifests, approval policy, CLI."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from toolsmith.cli import cli
from toolsmith.errors import ToolNotApproved, UserError
from toolsmith.library import ToolLibrary, sha256_text, tool_name_for
from toolsmith.review import ApprovalPolicy, Review
from toolsmith.router import RouteOutcome
from toolsmith.patterns import PatternMiner
from toolsmith.records import Trace, Usage
from toolsmith.store import Store
from toolsmith.toolfile import build_tool_source
from toolsmith.verify import Disagreement, VerificationReport

SORT_T = "Sort the following words alphabetically: List: {list}"
SRC1 = build_tool_source(SORT_T, {"list": "list"}, "def run(list):\n    \"\"\"Sort words.\"\"\"\n    return ' '.join(sorted(list.split()))", model="m")
SRC2 = SRC1.replace("sorted(list.split())", "sorted(list.split(), key=str.lower)")


@pytest.fixture
def lib(tmp_path: Path) -> ToolLibrary:
    return ToolLibrary(tmp_path / "tools")


def test_register_starts_pending_and_versions_changes(lib: ToolLibrary) -> None:
    m = lib.register(SRC1, name="sorter", pattern_id="p-1", template=SORT_T, slot_kinds={"list": "list"},
                     model="m", synthesis_usage=Usage(input_tokens=5, output_tokens=3, total_tokens=8, requests=1))
    assert (m.status, m.version, m.sha256, m.extractor) == ("pending", 1, sha256_text(SRC1), "template")
    assert m.description == "Sort words."
    assert (lib.path / "sorter.py").read_text() == SRC1
    assert json.loads((lib.path / "sorter.json").read_text())["synthesis_usage"]["total_tokens"] == 8
    assert lib.register(SRC1, name="sorter").version == 1  # same bytes: same version
    m2 = lib.register(SRC2, name="sorter")
    assert (m2.version, m2.status, m2.pattern_id, m2.template) == (2, "pending", "p-1", SORT_T)
    assert lib.versions("sorter") == [1, 2]
    assert lib.source("sorter", 1) == SRC1 and lib.source("sorter") == SRC2
    assert [t.name for t in lib.list()] == ["sorter"]
    assert lib.for_pattern("p-1").name == "sorter"
    merged_into = {"p-1": "p-9"}.get  # p-1 was absorbed by p-9: both ids find the tool
    resolve = lambda pid: merged_into(pid, pid)  # noqa: E731
    assert lib.for_pattern("p-9", resolve).name == "sorter" and lib.for_pattern("p-9") is None


def test_invalid_and_unknown_names(lib: ToolLibrary) -> None:
    with pytest.raises(UserError):
        lib.register(SRC1, name="../evil")
    with pytest.raises(UserError, match="no tool named"):
        lib.get("missing")


def test_load_approved_refuses_pending_and_edited_tools(lib: ToolLibrary) -> None:
    lib.register(SRC1, name="sorter")
    with pytest.raises(ToolNotApproved, match="pending, not approved"):
        lib.load_approved("sorter")
    lib.approve("sorter", reason="looks right")
    source, m = lib.load_approved("sorter")
    assert source == SRC1 and m.approved_reason == "looks right" and not m.auto_approved
    (lib.path / "sorter.py").write_text(SRC1 + "\nimport os\n")  # edited behind the reviewer's back
    with pytest.raises(ToolNotApproved, match="edited after approval") as err:
        lib.load_approved("sorter")
    assert "re-approve" in str(err.value)
    m = lib.approve("sorter")  # the reviewer looked at the edit: it becomes v2 and is pinned
    assert m.version == 2 and m.origin == "hand-written" and m.extractor == "own"
    assert lib.load_approved("sorter")[0].endswith("import os\n")
    assert lib.source("sorter", 1) == SRC1


def test_reject_retire_demote_and_counters(lib: ToolLibrary) -> None:
    lib.register(SRC1, name="sorter")
    with pytest.raises(UserError, match="reason"):
        lib.reject("sorter", " ")
    m = lib.reject("sorter", "wrong order for capitals")
    assert (m.status, m.rejected_reason) == ("rejected", "wrong order for capitals") and m.rejected_at
    with pytest.raises(ToolNotApproved, match="rejected"):
        lib.load_approved("sorter")
    lib.approve("sorter")
    manifest_before = (lib.path / "sorter.json").read_bytes()
    store, version = Store(lib.path.parent / "home"), lib.get("sorter").version
    review = Review(store, lib, failure_threshold=5)
    review.routed(RouteOutcome(answer="a b", tool="sorter", version=version), tokens_saved=40)
    review.routed(RouteOutcome(tool="sorter", version=version, tried=True, reason="tool error"))
    review.shadow("sorter", version, True, "t", "a b", "a b")
    review.shadow("sorter", version, False, "t", "b a", "a b")
    stats = store.tool_stats("sorter", version)
    assert (stats.uses, stats.failures, stats.shadow_agree, stats.shadow_disagree, stats.tokens_saved) == (1, 1, 1, 1, 40)
    assert (lib.path / "sorter.json").read_bytes() == manifest_before  # counters live in the store, not in tools/
    m = lib.demote("sorter", "shadow checks disagreed", [{"task": "t", "tool": "a", "agent": "b"}])
    assert m.status == "pending" and m.evidence[0].items[0]["agent"] == "b"
    assert lib.retire("sorter", "pattern gone").status == "retired"


def test_manifest_writes_are_atomic(lib: ToolLibrary, monkeypatch: pytest.MonkeyPatch) -> None:
    lib.register(SRC1, name="sorter")
    before = (lib.path / "sorter.json").read_text()

    def boom(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        lib.approve("sorter")
    monkeypatch.undo()
    assert (lib.path / "sorter.json").read_text() == before
    assert lib.get("sorter").status == "pending"
    assert not [p for p in lib.path.iterdir() if p.name.endswith(".tmp")]


def _report(**kw) -> VerificationReport:
    base = dict(passed=True, shown_passed=3, shown_total=3, heldout_passed=3, heldout_total=3, negatives_rejected=10,
                negatives_total=10)
    return VerificationReport(**{**base, **kw})


def test_approval_policy_is_off_by_default_and_explicit() -> None:
    assert ApprovalPolicy().decide(_report()) == (False, "auto-approval is off")
    ok, why = ApprovalPolicy(auto_approve=True).decide(_report())
    assert ok and "held-out 3/3" in why
    ok, why = ApprovalPolicy(auto_approve=True, min_heldout_total=5).decide(_report())
    assert not ok and "3 held-out >= 5" in why
    assert not ApprovalPolicy(auto_approve=True).decide(_report(passed=False))[0]
    assert not ApprovalPolicy(auto_approve=True, min_heldout=1.0).decide(_report(heldout_passed=2))[0]


def test_checked_answers_vouch_only_once_the_agent_was_caught_wrong() -> None:
    # a tool right on 3 checked answers but off the agent on 3 of 14 others: were those the
    # agent's slips? Only if the person found the agent wrong on something they checked
    off = [Disagreement(task=f"A triangle has sides {k}, {k} and {k}.", expected="equilateral", got="isosceles",
                        confirmed=False, held_out=k == 6) for k in (3, 4, 6)]
    disputed = dict(heldout_passed=2, shown_passed=9, shown_total=11, confirmed_passed=3, confirmed_total=3,
                    disagreements=off)
    agent_right = _report(**disputed, agent_confirmed_passed=3, agent_confirmed_total=3)
    ok, why = ApprovalPolicy(auto_approve=True).decide(agent_right)
    assert not ok and "vouched" not in why and "not held-out 2/3" in why
    ok, why = ApprovalPolicy(auto_approve=True).decide(_report(**disputed, agent_confirmed_passed=2, agent_confirmed_total=3))
    assert ok and "vouched for by confirmed answers" in why
    one_slip = {**disputed, "disagreements": off[:1]}  # one may be the agent's slip (`forge`, VOUCH_OTHERS)
    assert ApprovalPolicy(auto_approve=True).decide(_report(**one_slip, agent_confirmed_passed=3, agent_confirmed_total=3))[0]


def test_tool_name_for() -> None:
    assert tool_name_for(SORT_T) == "sort_following_words_alphabetically_list"
    assert tool_name_for("{expression} =") == "expression"
    assert tool_name_for(SORT_T, {"sort_following_words_alphabetically_list"}).endswith("_2")


# ------------------------------------------------------------------ CLI
def _cli(*args: str) -> object:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_cli_list_show_approve_reject_diff(lib: ToolLibrary) -> None:
    d = str(lib.path)
    lib.register(SRC1, name="sorter", template=SORT_T)
    lib.register(SRC2, name="sorter")
    r = _cli("tools", "list", "--json", "--tools-dir", d)
    rows = json.loads(r.output)
    assert rows[0]["name"] == "sorter" and rows[0]["status"] == "pending" and rows[0]["version"] == 2
    r = _cli("tools", "show", "sorter", "--tools-dir", d)
    assert r.exit_code == 0 and "def run" in r.output and "pending" in r.output
    assert "toolsmith's parser" in r.output
    lib.register(SRC1, name="own_sorter", template=SORT_T, extractor="own")
    assert "the module's own" in _cli("tools", "show", "own_sorter", "--tools-dir", d).output
    r = _cli("tools", "diff", "sorter", "--tools-dir", d)
    assert "-    return ' '.join(sorted(list.split()))" in r.output and "+" in r.output and "key=str.lower" in r.output
    assert "identical" in _cli("tools", "diff", "sorter", "--from", "2", "--to", "2", "--tools-dir", d).output
    r = _cli("tools", "approve", "sorter", "--reason", "ok", "--tools-dir", d)
    assert "approved sorter v2" in r.output
    r = CliRunner().invoke(cli, ["tools", "reject", "sorter", "--tools-dir", d])
    assert r.exit_code == 2  # --reason is required
    assert "rejected" in _cli("tools", "reject", "sorter", "--reason", "no", "--tools-dir", d).output
    r = CliRunner().invoke(cli, ["tools", "show", "nope", "--tools-dir", d])
    assert r.exit_code == 1 and "no tool named 'nope'" in r.output and "Traceback" not in r.output


def _record(store: Store, miner: PatternMiner, task: str, answer: str, feedback: str | None = None) -> None:
    seq = store.next_seq("s")
    pid = miner.observe(task).pattern_id
    store.put_trace(Trace(id=f"s:{seq}", session_id="s", seq=seq, task=task, answer=answer, pattern_id=pid,
                          feedback=feedback))


def test_cli_add_and_test_use_recorded_traces(tmp_path: Path, bbh) -> None:
    home, tools = tmp_path / "home", tmp_path / "tools"
    store = Store(home)
    miner = PatternMiner(store)
    rows = bbh("word_sorting")[:8]
    for i, row in enumerate(rows):
        _record(store, miner, row["input"], row["target"] if i else "agent was wrong", feedback=None)
    for row in bbh("navigate")[:3]:
        _record(store, miner, row["input"], row["target"])
    store.close()
    hand = tmp_path / "my_sorter.py"
    hand.write_text(
        '"""Sorts words alphabetically."""\nimport re\n\n'
        "def extract(task):\n"
        "    m = re.fullmatch(r'Sort the following words alphabetically: List: (.+)', task.strip(), re.DOTALL)\n"
        "    return {'words': m.group(1)} if m else None\n\n"
        "def run(words):\n    return ' '.join(sorted(words.split()))\n"
    )
    env = {"TOOLSMITH_HOME": str(home), "TOOLSMITH_TOOLS": str(tools)}
    r = CliRunner(env=env).invoke(cli, ["tools", "add", str(hand)], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    assert "answers: 7/8 right on recorded tasks" in r.output
    m = ToolLibrary(tools).get("my_sorter")
    assert m.status == "pending" and m.origin == "hand-written" and m.extractor == "own" and m.pattern_id
    v = m.verification
    assert v.positives_by_origin["recorded tasks"].model_dump() == {"passed": 7, "total": 8}
    # the packaged dataset is an open set: its word-sorting tasks not recorded here are answered, the rest declined
    assert v.positives_by_origin["packaged BIG-Bench Hard tasks"].passed == v.positives_by_origin["packaged BIG-Bench Hard tasks"].total > 0
    assert v.negatives_by_origin["packaged BIG-Bench Hard tasks"].passed == v.negatives_by_origin["packaged BIG-Bench Hard tasks"].total > 0
    assert v.negatives_by_origin["recorded tasks of other patterns"].model_dump() == {"passed": 3, "total": 3}
    assert v.negatives_by_origin["near misses of the template"].total > 0
    assert v.disagreements[0].expected == "agent was wrong"
    assert v.passed  # one unconfirmed disagreement is shown, not fatal
    r = CliRunner(env=env).invoke(cli, ["tools", "test", "my_sorter", "--json"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["heldout_passed"] == v.heldout_passed
    bad = tmp_path / "bad.py"
    bad.write_text("import os\ndef extract(task):\n    return None\ndef run():\n    return os.getcwd()\n")
    r = CliRunner(env=env).invoke(cli, ["tools", "add", str(bad)])
    assert r.exit_code == 1 and "not allowed" in r.output
