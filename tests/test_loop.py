"""The whole loop inside the wrapper: recur -> forge -> verify -> (approve) -> route."""

import pytest

from toolsmith import Toolsmith, report_usage
from toolsmith.library import ToolLibrary

WORDS = ["pear apple fig", "zebra cat dog", "oak elm ash birch", "kiwi banana", "violet red blue",
         "mango lime", "tea coffee milk juice", "sun moon", "rock paper scissors", "north south east west"]
TASK = "Sort the following words alphabetically: List: {}"


def _agent(task: str) -> str:
    report_usage(400, 100, model="counting")
    return " ".join(sorted(task.split("List: ")[1].split()))


@pytest.fixture
def synth(ai, scripted):
    """A fresh scripted synthesizer per test that writes the right sorting tool (10 replies of 340 tokens)."""
    code = "```python\ndef run(list: list) -> str:\n    return ' '.join(sorted(list))\n```"
    return scripted(*[ai(code, 300, 40) for _ in range(10)])


def test_recurring_pattern_becomes_a_routed_tool(synth):
    with Toolsmith(_agent, synthesizer=synth, auto_approve=True) as ts:
        traces = [ts.run(TASK.format(w)) for w in WORDS]
        kinds = [t.answered_by for t in traces]
        first_routed = next(i for i, k in enumerate(kinds) if k == "routed")
        assert all(k == "inferred" for k in kinds[:first_routed])
        assert all(k == "routed" for k in kinds[first_routed:])
        assert all(t.answer == _agent(t.task) for t in traces)
        report = ts.report()
        assert report.synthesis.total_tokens == 340 and report.synthesis.requests == 1
        assert report.tokens_saved == 500 * report.routed
        assert report.net_saved == report.tokens_saved - 340
        assert report.approvals and report.approvals[0][1].startswith("sort")
        (manifest,) = ToolLibrary("tools").list()
        assert manifest.status == "approved" and manifest.auto_approved
        assert manifest.synthesis_usage.total_tokens == 340 and manifest.verification.passed


def test_without_auto_approve_the_tool_waits_for_review(synth):
    with Toolsmith(_agent, synthesizer=synth) as ts:
        traces = [ts.run(TASK.format(w)) for w in WORDS]
        assert all(t.answered_by == "inferred" for t in traces)
        (manifest,) = ToolLibrary("tools").list()
        assert manifest.status == "pending"
        ToolLibrary("tools").approve(manifest.name, "looks right")
        assert ts.run(TASK.format("b a c")).routed


def test_failed_synthesis_is_still_charged(ai, scripted):
    bad = scripted(*[ai("```python\ndef run(list: str) -> str:\n    return 'no'\n```", 200, 20) for _ in range(20)])
    with Toolsmith(_agent, synthesizer=bad, auto_approve=True) as ts:
        for w in WORDS:
            ts.run(TASK.format(w))
        report = ts.report()
        assert report.routed == 0 and report.synthesis.total_tokens > 0
        assert report.net_saved == -report.synthesis.total_tokens
        assert ToolLibrary("tools").list() == []


def test_confirmed_answers_vouch_for_a_tool_when_the_agent_is_wrong(synth):
    """(b) in the benchmark: the agent is wrong, a reviewer confirms 3 answers, the right tool wins."""

    def wrong_agent(task: str) -> str:
        report_usage(400, 100, model="counting")
        return "i do not know"

    truth = {TASK.format(w): " ".join(sorted(w.split())) for w in WORDS}
    reviewed = []

    def reviewer(trace):
        if len(reviewed) < 3:
            reviewed.append(trace.task)
            return truth[trace.task]
        return None

    with Toolsmith(wrong_agent, synthesizer=synth, auto_approve=True, reviewer=reviewer) as ts:
        traces = [ts.run(TASK.format(w)) for w in WORDS]
        routed = [t for t in traces if t.routed]
        assert routed and all(t.answer == truth[t.task] for t in routed)
        (manifest,) = ToolLibrary("tools").list()
        assert manifest.auto_approved and "vouched" in manifest.approved_reason
        assert manifest.verification.disagreements  # the agent's wrong answers are shown to the reviewer
        assert all(not d.confirmed for d in manifest.verification.disagreements)


def test_synthesis_never_outspends_the_agent_on_a_pattern(ai, scripted):
    """Ski-rental rule: a pattern may spend on synthesis only what the agent already spent on it."""

    def cheap_agent(task: str) -> str:
        report_usage(50, 10, model="counting")
        return " ".join(sorted(task.split("List: ")[1].split()))

    bad = scripted(*[ai("```python\ndef run(list: str) -> str:\n    return 'no'\n```", 250, 50) for _ in range(40)])
    with Toolsmith(cheap_agent, synthesizer=bad, auto_approve=True) as ts:
        for w in WORDS[:9]:
            ts.run(TASK.format(w))
        report = ts.report()
        assert report.synthesis.total_tokens == 0  # 9 tasks x 60 tokens: below one attempt's 600
        more = [f"w{i} x{i} y{i}" for i in range(30)]
        for w in more:
            ts.run(TASK.format(w))
        report = ts.report()
        agent_spent = report.agent_exact.total_tokens
        assert 0 < report.synthesis.total_tokens <= agent_spent + 300  # one call may overshoot its budget


def test_run_system_records_when_tools_were_approved(tmp_path, ai, scripted):
    from langchain_core.runnables import RunnableLambda

    from toolsmith import report_usage
    from toolsmith.workloads.benchmark import RecordedAgent, run_system
    from toolsmith.workloads.workload import WorkItem

    def answer(d):
        report_usage(400, 100, model="counting")
        return " ".join(sorted(d["task"].split("List: ")[1].split()))

    words = ["pear apple fig", "zebra cat dog", "oak elm ash birch", "kiwi banana", "violet red blue",
             "mango lime", "tea coffee milk juice", "sun moon", "rock paper scissors", "north south east west"]
    items = [WorkItem(family="word_sorting", task=f"Sort the following words alphabetically: List: {w}",
                      target=" ".join(sorted(w.split()))) for w in words]
    agent = RecordedAgent(RunnableLambda(answer), tmp_path / "log.json")
    code = "```python\ndef run(list: list) -> str:\n    return ' '.join(sorted(list))\n```"
    res = run_system("toolsmith", items, agent, home=tmp_path / "home", synthesizer=scripted(*[ai(code, 300, 40)] * 5))
    assert len(res.tools) == len(res.approved_at) == 1
    first_served = len(items) - res.served + 1
    assert 1 <= res.approved_at[0] < first_served <= len(items) and res.accuracy == 1.0
