"""Who owns which state: the store's typed records, merges that keep everything, a library that
routing never writes, an O(1) event log, and the prefilter of hand-written tools."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

import toolsmith
from toolsmith import Toolsmith, report_usage
from toolsmith.cli import cli
from toolsmith.library import ToolLibrary
from toolsmith.records import Event, Trace
from toolsmith.sandbox import default_sandbox
from toolsmith.store import Store
from toolsmith.toolfile import build_tool_source

SORT = "Sort the following words alphabetically: List: {}"
TOP = "What is the top-{} best-selling {} in {}"


def _agent(task: str) -> str:
    report_usage(40 + len(task) % 7, 10, model="counting")
    if "List:" in task:
        return " ".join(sorted(task.split("List:")[1].split()))
    return "agent"


def test_only_the_store_spells_storage_keys():
    package = Path(toolsmith.__file__).parent
    offenders = []
    for path in package.rglob("*.py"):
        if path.name == "store.py":
            continue
        text = path.read_text()
        if re.search(r"""f["'](pattern|session|trace|tool):""", text) or re.search(r"""["'](pattern|session):\{""", text):
            offenders.append(path.name)
    assert offenders == []


def test_merging_two_patterns_keeps_their_traces_costs_and_counters():
    with Toolsmith(_agent, synthesizer=None) as ts:
        product = [ts.run(TOP.format(n, "product", 2020 + n)) for n in (1, 2)]
        brand = [ts.run(TOP.format(n, "brand", 2010 + n)) for n in (4, 5)]
        absorbed = brand[0].pattern_id
        assert absorbed != product[0].pattern_id
        before = {pid: ts.store.pattern_stats(pid) for pid in (product[0].pattern_id, absorbed)}
        assert before[absorbed].answered == 2 and before[absorbed].agent_tokens == sum(t.total_tokens for t in brand)
        merged = ts.run(TOP.format(3, "book", 2022))  # generalises both into one pattern
        survivor = merged.pattern_id
        assert survivor == product[0].pattern_id and ts.store.resolve_pattern(absorbed) == survivor
        stats = ts.store.pattern_stats(survivor)
        assert stats.answered == 5
        assert stats.agent_tokens == sum(t.total_tokens for t in (*product, *brand, merged))
        assert sorted(stats.costs_exact) == sorted(t.total_tokens for t in (*product, *brand, merged))
        assert ts.store.pattern_stats(absorbed) == stats  # the old id leads to the survivor
        members = ts.store.pattern_traces(survivor)
        assert {t.id for t in members} == {t.id for t in (*product, *brand, merged)}
        assert all(ts.store.trace(t.id).pattern_id == survivor for t in brand)
        assert ts.miner.pattern(absorbed).id == survivor


def test_routing_writes_nothing_to_the_tool_library():
    with Toolsmith(_agent, synthesizer=None) as ts:
        for words in ("pear apple", "zebra cat dog", "oak elm ash birch"):
            ts.run(SORT.format(words))
        match = ts.miner.match(SORT.format("b a"))
        (slot,) = match.slot_kinds
        source = build_tool_source(match.template, match.slot_kinds,
                                   f"def run({slot}: list) -> str:\n    return ' '.join(sorted({slot}))\n")
        ts.library.register(source, name="sorter", pattern_id=match.pattern_id, template=match.template,
                            slot_kinds=match.slot_kinds)
        ts.library.approve("sorter")
        snapshot = {p.name: p.read_bytes() for p in Path(ts.tools_dir).rglob("*") if p.is_file()}
        mtime = Path(ts.tools_dir).stat().st_mtime_ns
        for i in range(100):
            assert ts.run(SORT.format(f"w{i} v{i}")).routed
        assert {p.name: p.read_bytes() for p in Path(ts.tools_dir).rglob("*") if p.is_file()} == snapshot
        assert Path(ts.tools_dir).stat().st_mtime_ns == mtime
        assert ts.store.tool_stats("sorter", 1).uses == 100
        saved = ts.store.tool_stats("sorter", 1).tokens_saved
        assert saved == ts.report().tokens_saved > 0
    rows = json.loads(CliRunner().invoke(cli, ["tools", "list", "--json", "--tools-dir", str(ts.tools_dir)]).output)
    assert (rows[0]["uses"], rows[0]["tokens_saved"], rows[0]["routable"]) == (100, saved, True)
    shown = CliRunner().invoke(cli, ["tools", "show", "sorter", "--tools-dir", str(ts.tools_dir)])
    assert "uses: 100" in shown.output


def test_an_edited_tool_is_listed_as_not_routable_with_the_reason(tmp_path):
    lib = ToolLibrary(tmp_path / "tools")
    source = build_tool_source("Sort these: {words}", {"words": "text"}, "def run(words):\n    return words\n")
    lib.register(source, name="sorter", template="Sort these: {words}", slot_kinds={"words": "text"})
    lib.approve("sorter")
    (tmp_path / "tools" / "sorter.py").write_text(source.replace("return words", "return words[::-1]"))
    runner = CliRunner()
    rows = json.loads(runner.invoke(cli, ["tools", "list", "--json", "--tools-dir", str(tmp_path / "tools")]).output)
    assert rows[0]["status"] == "approved" and rows[0]["routable"] is False
    assert "changed since approval" in rows[0]["not_routable_reason"]
    table = runner.invoke(cli, ["tools", "list", "--tools-dir", str(tmp_path / "tools")]).output
    assert "NOT routable" in table and "changed since approval" in " ".join(table.split())


class CountingSandbox:
    """The default sandbox, counting the calls that reach it."""

    def __init__(self) -> None:
        self.calls = 0
        self.inner = default_sandbox()

    @property
    def isolation(self):
        return self.inner.isolation

    def call(self, *args, **kwargs):
        self.calls += 1
        return self.inner.call(*args, **kwargs)

    def close(self) -> None:
        """The default sandbox is shared: nothing to stop."""


DECODER = '''"""Decodes ROT13 text."""
import codecs
import re

EXAMPLES = [("Decode this ROT13 text: Uryyb", "Hello"), ("Decode this ROT13 text: gbby", "tool"),
            ("Decode this ROT13 text: fzvgu", "smith")]


def extract(task):
    m = re.fullmatch(r"Decode this ROT13 text: (.+)", task)
    return {"text": m.group(1)} if m else None


def run(text):
    return codecs.decode(text, "rot13")
'''


def test_a_hand_written_tool_costs_nothing_on_tasks_without_its_words(tmp_path):
    module = tmp_path / "decoder.py"
    module.write_text(DECODER)
    tools = tmp_path / "tools"
    runner = CliRunner()
    assert runner.invoke(cli, ["tools", "add", str(module), "--tools-dir", str(tools)]).exit_code == 0
    assert runner.invoke(cli, ["tools", "approve", "decoder", "--tools-dir", str(tools)]).exit_code == 0
    assert ToolLibrary(tools).get("decoder").triggers == ["decode", "rot13", "text", "this"]
    sandbox = CountingSandbox()
    with Toolsmith(_agent, synthesizer=None, tools_dir=tools, sandbox=sandbox) as ts:
        for i in range(20):
            assert ts.run(f"What is the top-{i} product in {2000 + i}").answered_by == "inferred"
        assert sandbox.calls == 0  # the prefilter kept the tool's own extract() from running
        assert ts.run("Decode this ROT13 text: uryyb").answer == "hello" and sandbox.calls == 2  # extract, run


class CountingStore(Store):
    """A store that counts writes."""

    writes = 0

    def set(self, key, value):
        CountingStore.writes += 1
        super().set(key, value)


def test_the_event_log_appends_in_constant_writes(tmp_path):
    store = CountingStore(tmp_path)
    costs = []
    for n in range(1, 301):
        CountingStore.writes = 0
        store.append_event("s", Event(kind="shadow", after_seq=n, detail=f"event {n}"))
        costs.append(CountingStore.writes)
    assert set(costs) == {1}  # one record per event, whatever the log's length
    events = store.events("s")
    assert [e.after_seq for e in events] == list(range(1, 301))


def test_a_schema_1_store_is_migrated(tmp_path):
    store = Store(tmp_path)
    store.set("schema_version", 1)
    for seq, (answered_by, pattern) in enumerate([("inferred", "p-a"), ("routed:sorter@2", "p-a"), ("inferred", "p-b")], 1):
        trace = Trace(id=f"s:{seq}", session_id="s", seq=seq, task=f"t{seq}", answer="a", pattern_id=pattern)
        store.set(f"trace:s:{seq}", {**trace.model_dump(mode="json"), "answered_by": answered_by})
    store.set("session:s:seq", 3)
    store.set("sessions", ["s"])
    store.set("session:s:events", [Event(kind="synthesis", after_seq=1).model_dump(mode="json")])
    store.set("pattern:p-a:costs", {"exact": [50, 60], "estimated": []})
    store.set("pattern:p-a:cost_total", 110)
    store.set("pattern:p-a:ok", 2)
    store.set("pattern:p-a:synthesis_tokens", 30)
    store.set("pattern:p-a:forge", {"attempts": 1, "at_count": 2, "tool": "sorter"})
    store.set("patterns:index", {"seq": 2, "ids": ["p-a"], "redirect": {"p-b": "p-a"}})
    store.close()
    migrated = Store(tmp_path)
    routed = migrated.trace("s:2")
    assert (routed.answered_by, routed.tool, routed.tool_version) == ("routed", "sorter", 2)
    stats = migrated.pattern_stats("p-a")
    assert (stats.costs_exact, stats.agent_tokens, stats.answered, stats.synthesis_tokens, stats.forge_attempts,
            stats.tool) == ([50, 60], 110, 2, 30, 1, "sorter")
    assert migrated.resolve_pattern("p-b") == "p-a"
    assert [t.id for t in migrated.pattern_traces("p-a")] == ["s:1", "s:2"]
    assert [e.kind for e in migrated.events("s")] == ["synthesis"]
