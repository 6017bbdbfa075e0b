"""Routing, fallback, demotion, shadow checks and the ledger, with hand-written tools and scripted agents."""

from pathlib import Path

import pytest

from toolsmith import Toolsmith, report_usage
from toolsmith.library import ToolLibrary
from toolsmith.toolfile import build_tool_source
from toolsmith.verify import VerificationReport

SORT = "Sort the following words alphabetically: List: {}"
SORT_RUN = "def run({slot}: list) -> str:\n    return ' '.join(sorted({slot}))\n"


class CountingAgent:
    """A str -> str agent that reports exact usage and counts its calls."""

    def __init__(self, answer=lambda t: "agent", tokens=(40, 10)):
        self.calls = 0
        self.answer = answer
        self.tokens = tokens

    def __call__(self, task: str) -> str:
        from toolsmith import report_usage

        self.calls += 1
        report_usage(*self.tokens, model="counting")
        return self.answer(task)


def _sort_answer(task: str) -> str:
    return " ".join(sorted(task.split("List:")[1].split())) if "List:" in task else "Paris"


def _tool(ts: Toolsmith, run_code: str, name: str = "sort_words", approve: bool = True,
          origin: str = "synthesized") -> None:
    """Observe three sorting tasks so the miner has the pattern, then register a tool for it."""
    for words in ("pear apple", "zebra cat dog", "oak elm ash birch"):
        ts.run(SORT.format(words))
    match = ts.miner.match(SORT.format("b a"))
    lib = ToolLibrary(ts.tools_dir)
    (slot,) = match.slot_kinds
    source = build_tool_source(match.template, match.slot_kinds, run_code.format(slot=slot), model="hand")
    lib.register(source, name=name, pattern_id=match.pattern_id, template=match.template, slot_kinds=match.slot_kinds,
                 origin=origin)
    if approve:
        lib.approve(name, "reviewed in test")


@pytest.fixture
def agent():
    return CountingAgent(answer=_sort_answer)


def test_approved_tool_answers_at_zero_tokens(agent):
    with Toolsmith(agent, synthesizer=None) as ts:
        _tool(ts, SORT_RUN)
        calls = agent.calls
        trace = ts.run(SORT.format("mango kiwi banana"))
        assert trace.answer == "banana kiwi mango"
        assert (trace.answered_by, trace.tool, trace.tool_version) == ("routed", "sort_words", 1)
        assert trace.total_tokens == 0 and agent.calls == calls
        assert trace.tokens_saved == 50 and trace.saved_count == "exact"
        assert trace.route_ms > 0
        other = ts.run("What is the capital of France?")
        assert other.answered_by == "inferred"
        report = ts.report()
        assert report.routed == 1 and report.tokens_saved == 50 and report.net_saved == 50
        assert report.break_even_task == 4
        assert ts.store.tool_stats("sort_words", 1).uses == 1


def test_pending_tool_is_not_routed(agent):
    with Toolsmith(agent, synthesizer=None) as ts:
        _tool(ts, SORT_RUN, approve=False)
        assert ts.run(SORT.format("b a")).answered_by == "inferred"


def test_edited_tool_is_refused_and_falls_back(agent):
    with Toolsmith(agent, synthesizer=None) as ts:
        _tool(ts, SORT_RUN)
        path = Path(ts.tools_dir) / "sort_words.py"
        path.write_text(path.read_text().replace("sorted(list))", "sorted(list, reverse=True))"))
        trace = ts.run(SORT.format("b a c"))
        assert trace.answer == "a b c" and trace.answered_by == "fallback"
        assert "edited after approval" in trace.fallback_reason


def test_failing_tool_falls_back_then_is_demoted(agent):
    with Toolsmith(agent, synthesizer=None, failure_threshold=2) as ts:
        _tool(ts, "def run({slot}: str) -> str:\n    raise ValueError('boom')\n")
        first = ts.run(SORT.format("y x"))
        assert first.answer == "x y" and first.answered_by == "fallback" and "ValueError: boom" in first.fallback_reason
        ts.run(SORT.format("q p"))
        manifest = ToolLibrary(ts.tools_dir).get("sort_words")
        assert manifest.status == "pending" and ts.store.tool_stats("sort_words", 1).failures == 2
        assert "routed failures" in manifest.evidence[-1].reason
        assert [e.kind for e in ts.store.events(ts.session_id)] == ["demotion"]
        assert ts.run(SORT.format("d c")).answered_by == "inferred"
        assert ts.report().fallbacks == 2


def test_invalid_output_and_timeout_fall_back(agent):
    with Toolsmith(agent, synthesizer=None, failure_threshold=10) as ts:
        _tool(ts, "def run({slot}: str) -> str:\n    return ''\n", name="empty")
        trace = ts.run(SORT.format("n m"))
        assert trace.answered_by == "fallback" and "invalid output" in trace.fallback_reason and trace.answer == "m n"


def test_most_specific_tool_wins(agent):
    with Toolsmith(agent, synthesizer=None) as ts:
        _tool(ts, SORT_RUN)
        lib = ToolLibrary(ts.tools_dir)
        generic = "def extract(task):\n    return {'text': task} if 'List:' in task else None\n\ndef run(text):\n    return 'generic'\n"
        lib.register('"""Catch-all."""\n' + generic, name="catch_all", origin="hand-written", triggers=["list"])
        lib.approve("catch_all")
        trace = ts.run(SORT.format("k j"))
        assert (trace.answered_by, trace.tool, trace.tool_version) == ("routed", "sort_words", 1) and trace.answer == "j k"
        other = ts.run("Shuffle this List: a b")
        assert (other.answered_by, other.tool, other.tool_version) == ("routed", "catch_all", 1)


def test_shadow_disagreement_demotes_tool():
    agent = CountingAgent(answer=lambda t: "something else")
    with Toolsmith(agent, synthesizer=None, shadow_rate=1.0, shadow_demote_after=2) as ts:
        _tool(ts, SORT_RUN)
        before = agent.calls
        a = ts.run(SORT.format("b a"))
        assert a.routed and agent.calls == before + 1
        ts.run(SORT.format("d c"))
        manifest = ToolLibrary(ts.tools_dir).get("sort_words")
        assert manifest.status == "pending" and ts.store.tool_stats("sort_words", 1).shadow_disagree == 2
        assert "shadow" in manifest.evidence[-1].reason
        report = ts.report()
        assert report.shadow.total_tokens == 100  # two shadow calls of 50 tokens, charged to the ledger
        assert report.net_saved == report.tokens_saved - 100


def test_shadow_weighs_an_agent_seen_wrong_on_confirmed_answers_less():
    """A tool right where a person confirmed, and an agent wrong there: its disagreements weigh 1/4."""
    agent = CountingAgent(answer=lambda t: "something else")
    with Toolsmith(agent, synthesizer=None, shadow_rate=1.0, shadow_demote_after=2) as ts:
        _tool(ts, SORT_RUN)
        lib = ToolLibrary(ts.tools_dir)
        lib.set_verification("sort_words", VerificationReport(passed=True, confirmed_passed=3, confirmed_total=3,
                                                              agent_confirmed_passed=0, agent_confirmed_total=3))
        for words in ("b a", "d c", "f e", "h g", "j i", "l k", "n m"):
            ts.run(SORT.format(words))
        stats = ts.store.tool_stats("sort_words", 1)
        assert lib.get("sort_words").status == "approved" and stats.shadow_disagree == 7
        assert stats.shadow_evidence == pytest.approx(7 / 4)
        ts.run(SORT.format("p o"))
        manifest = lib.get("sort_words")
        assert manifest.status == "pending" and "weighted 2.00" in manifest.evidence[-1].reason
        assert "right on 0/3 confirmed answers" in manifest.evidence[-1].reason
        stats = ts.store.tool_stats("sort_words", 1)
        assert stats.shadow_disagree == 8 and stats.shadow_evidence == 0.0  # spent on the demotion


def test_routing_uses_prefilter_not_a_scan(agent, tmp_path):
    with Toolsmith(agent, synthesizer=None) as ts:
        _tool(ts, SORT_RUN)
        lib = ToolLibrary(ts.tools_dir)
        for i in range(30):
            lib.register(f'"""Tool {i}."""\n' + build_tool_source(f"Compute quantity{i} of {{x}}", {"x": "number"}, "def run(x):\n    return x\n"),
                         name=f"t{i}", template=f"Compute quantity{i} of {{x}}", slot_kinds={"x": "number"})
            lib.approve(f"t{i}")
        router = ts.router
        assert [e.name for e in router.candidates(SORT.format("b a"))] == ["sort_words"]
        assert [e.name for e in router.candidates("Compute quantity7 of 3")] == ["t7"]


def test_shadow_rate_checks_that_share_of_routed_tasks():
    agent = CountingAgent(answer=_sort_answer)
    with Toolsmith(agent, synthesizer=None, shadow_rate=0.25) as ts:
        _tool(ts, SORT_RUN)
        for i in range(20):
            ts.run(SORT.format(f"w{i} v{i}"))
        report = ts.report()
        assert report.routed == 20 and report.shadow.requests == 5 and report.shadow.total_tokens == 250
        assert ts.store.tool_stats("sort_words", 1).shadow_agree == 5


NO_WORKERS_SCRIPT = """
import os, sys
sys.path.insert(0, {tests!r})
from test_router import CountingAgent, SORT, SORT_RUN, _sort_answer, _tool
from test_sandbox import descendants
from toolsmith import Toolsmith, report_usage

with Toolsmith(CountingAgent(answer=_sort_answer), synthesizer=None) as ts:
    for words in ("b a", "d c", "f e"):
        ts.run(SORT.format(words))
    print(len(descendants(os.getpid())))  # routing found no tool: nothing was spawned
    _tool(ts, SORT_RUN)
    print(ts.run(SORT.format("h g")).answered_by)
    print(len(descendants(os.getpid())))
"""


def test_no_sandbox_workers_until_a_tool_runs(tmp_path):
    import subprocess
    import sys

    script = NO_WORKERS_SCRIPT.format(tests=str(Path(__file__).parent))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path, timeout=120)
    before, answered_by, after = out.stdout.split()
    assert before == "0" and answered_by == "routed" and int(after) > 0, out.stderr


def test_a_template_without_words_is_routed_by_its_regex():
    """"{expression} =" has no word to index: its in-process regex is the filter."""

    def agent(task: str) -> str:
        report_usage(40, 5, model="counting")
        return "agent"

    with Toolsmith(agent, synthesizer=None) as ts:
        source = build_tool_source("{expression} =", {"expression": "expression"},
                                   "import toolkit\n\ndef run(expression):\n    return toolkit.format_number(toolkit.safe_eval(expression))\n")
        ts.library.register(source, name="expression", template="{expression} =", slot_kinds={"expression": "expression"})
        ts.library.approve("expression")
        assert ts.library.not_routable(ts.library.get("expression")) is None
        trace = ts.run("((1 + 2) * 3 - 4) =")
        assert (trace.answered_by, trace.answer) == ("routed", "5")
        assert ts.run("Paris =").answered_by == "inferred"  # not an expression: declined, not a failure
        assert ts.store.tool_stats("expression", 1).failures == 0


def test_forging_leaves_a_tool_added_by_hand_alone() -> None:
    """A pending tool someone added for a pattern is theirs to approve: the search finds the same
    sorting program on the tasks that follow, but registers no new version over it."""
    with Toolsmith(CountingAgent(answer=_sort_answer), synthesizer=None) as ts:
        _tool(ts, SORT_RUN, approve=False)
        lib = ToolLibrary(ts.tools_dir)
        before = lib.get("sort_words")
        for words in ("kiwi fig", "b c a", "plum lime yuzu", "x y w", "tea oat", "rye elm ivy", "sun dew", "io ax"):
            ts.run(SORT.format(words))
    after = lib.get("sort_words")  # after close(): background forging is done
    assert (after.version, after.sha256, after.status) == (before.version, before.sha256, "pending")
    assert [m.name for m in lib.list()] == ["sort_words"]


SHORT_SORT_RUN = ("import toolkit\n\ndef run({slot}: list) -> str:\n    if len({slot}) > 3:\n"
                  "        raise toolkit.NotMine('three words at most')\n    return ' '.join(sorted({slot}))\n")


def test_a_declined_task_goes_to_the_agent_and_a_hand_written_tool_stays_as_written():
    """A tool that declines a task (`toolkit.NotMine`) has not failed: the agent answers, and the
    router says which tool declined and why. The forge looks for a wider version of a tool it
    wrote itself, never of one a person added."""
    with Toolsmith(CountingAgent(answer=_sort_answer), synthesizer=None, forge="inline") as ts:
        _tool(ts, SHORT_SORT_RUN, origin="hand-written")
        outcome = ts.router.route(SORT.format("d c b a"))
        assert (outcome.answer, outcome.tool, outcome.tried, outcome.declined) == (None, "sort_words", False, True)
        assert outcome.reason.startswith("declined: NotMine") and "three words at most" in outcome.reason
        traces = [ts.run(SORT.format(w)) for w in ("d c b a", "kiwi fig plum pear", "b a", "x w v u t")]
        assert [t.answered_by for t in traces] == ["inferred", "inferred", "routed", "inferred"]
        assert all(t.fallback_reason is None for t in traces)
        manifest = ts.library.get("sort_words")
        assert (manifest.version, manifest.origin) == (1, "hand-written")
        assert ts.store.tool_stats("sort_words", 1).failures == 0
