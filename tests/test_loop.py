"""The whole loop inside the wrapper: recur -> forge -> verify -> (approve) -> route.

The agent here applies a rule the zero-token search does not know (each word's first letter moved
to its end), so the scripted model is what writes the tool. Each answer costs 4,000 tokens, so the
spending rules (half of 10% of agent tokens at first, once a person checked one of the pattern's
answers) allow a model call after a few tasks. Forging runs inline so that the order of events is
fixed."""

import pytest

from toolsmith import Toolsmith, report_usage
from toolsmith.library import ToolLibrary

WORDS = ["pear apple fig", "zebra cat dog", "oak elm ash birch", "kiwi banana", "violet red blue",
         "mango lime", "tea coffee milk juice", "sun moon", "rock paper scissors", "north south east west"]
TASK = "Rotate the following words: List: {}"
RULE = "```python\ndef run(list: list) -> str:\n    return ' '.join(w[1:] + w[0] for w in list)\n```"


def rotate(words: str) -> str:
    return " ".join(w[1:] + w[0] for w in words.split())


def _agent(task: str) -> str:
    report_usage(3600, 400, model="counting")
    return rotate(task.split("List: ")[1])


@pytest.fixture
def synth(ai, scripted):
    """A fresh scripted synthesizer per test that writes the right tool (10 replies of 340 tokens)."""
    return scripted(*[ai(RULE, 300, 40) for _ in range(10)])


def test_recurring_pattern_becomes_a_routed_tool(synth, check_first):
    with Toolsmith(_agent, synthesizer=synth, auto_approve=True, forge="inline", reviewer=check_first) as ts:
        traces = [ts.run(TASK.format(w)) for w in WORDS]
        kinds = [t.answered_by for t in traces]
        first_routed = next(i for i, k in enumerate(kinds) if k == "routed")
        assert all(k == "inferred" for k in kinds[:first_routed])
        assert all(k == "routed" for k in kinds[first_routed:])
        assert all(t.answer == _agent(t.task) for t in traces)
        report = ts.report()
        assert report.synthesis.total_tokens == 340 and report.synthesis.requests == 1
        assert report.tokens_saved == 4000 * report.routed
        assert report.net_saved == report.tokens_saved - 340
        assert report.approvals and report.approvals[0][1].startswith("rotate")
        (manifest,) = ToolLibrary("tools").list()
        assert manifest.status == "approved" and manifest.auto_approved
        assert manifest.synthesis_usage.total_tokens == 340 and manifest.verification.passed


def test_a_tool_gone_from_the_library_is_forged_again(synth, check_first):
    """The state says the pattern has a tool, but this tool library has none (deleted by hand, or
    a second `toolsmith demo` over the same state from another checkout, which then routed
    nothing): the pattern is open to the forge again, not stuck with the agent."""
    with Toolsmith(_agent, synthesizer=synth, auto_approve=True, forge="inline", reviewer=check_first,
                   tools_dir="first") as ts:
        assert [ts.run(TASK.format(w)) for w in WORDS][-1].routed
    with Toolsmith(_agent, synthesizer=synth, auto_approve=True, forge="inline", reviewer=check_first,
                   tools_dir="second") as ts:
        traces = [ts.run(TASK.format(w + " moon")) for w in WORDS]
        assert traces[-1].routed and all(t.answer == _agent(t.task) for t in traces)
    assert len(ToolLibrary("second").list()) == 1


def test_without_auto_approve_the_tool_waits_for_review(synth, check_first):
    with Toolsmith(_agent, synthesizer=synth, forge="inline", reviewer=check_first) as ts:
        traces = [ts.run(TASK.format(w)) for w in WORDS]
        assert all(t.answered_by == "inferred" for t in traces)
        (manifest,) = ToolLibrary("tools").list()
        assert manifest.status == "pending"
        ToolLibrary("tools").approve(manifest.name, "looks right")
        assert ts.run(TASK.format("b a c")).routed


def test_failed_synthesis_is_still_charged(ai, scripted, check_first):
    bad = scripted(*[ai("```python\ndef run(list: list) -> str:\n    return 'no'\n```", 200, 20) for _ in range(20)])
    with Toolsmith(_agent, synthesizer=bad, auto_approve=True, forge="inline", reviewer=check_first) as ts:
        for w in WORDS:
            ts.run(TASK.format(w))
        report = ts.report()
        assert report.routed == 0 and report.synthesis.total_tokens > 0
        assert report.net_saved == -report.synthesis.total_tokens
        assert ToolLibrary("tools").list() == []


def test_confirmed_answers_vouch_for_a_tool_when_the_agent_is_wrong(synth):
    """(b) in the benchmark: the agent is wrong, a reviewer confirms 3 answers, the right tool wins."""

    def wrong_agent(task: str) -> str:
        report_usage(3600, 400, model="counting")
        return "i do not know"

    truth = {TASK.format(w): rotate(w) for w in WORDS}
    reviewed = []

    def reviewer(trace):
        if len(reviewed) < 3:
            reviewed.append(trace.task)
            return truth[trace.task]
        return None

    with Toolsmith(wrong_agent, synthesizer=synth, auto_approve=True, reviewer=reviewer, forge="inline") as ts:
        traces = [ts.run(TASK.format(w)) for w in WORDS]
        routed = [t for t in traces if t.routed]
        assert routed and all(t.answer == truth[t.task] for t in routed)
        (manifest,) = ToolLibrary("tools").list()
        assert manifest.auto_approved and "vouched" in manifest.approved_reason
        assert manifest.verification.disagreements  # the agent's wrong answers are shown to the reviewer
        assert all(not d.confirmed for d in manifest.verification.disagreements)


def test_synthesis_never_outspends_its_share_of_the_agent(ai, scripted, check_first):
    """Half of what the agent spent on the pattern, and 10% of all agent tokens before any saving
    (scaled by the model's record: half of it before any attempt)."""

    def cheap_agent(task: str) -> str:
        report_usage(50, 10, model="counting")
        return rotate(task.split("List: ")[1])

    bad = scripted(*[ai("```python\ndef run(list: list) -> str:\n    return 'no'\n```", 250, 50) for _ in range(40)])
    with Toolsmith(cheap_agent, synthesizer=bad, auto_approve=True, forge="inline", reviewer=check_first) as ts:
        for w in WORDS[:9]:
            ts.run(TASK.format(w))
        assert ts.report().synthesis.total_tokens == 0  # 9 x 60 tokens: 10% of it pays for no call
        for i in range(400):
            ts.run(TASK.format(f"w{i} x{i} y{i}"))
        report = ts.report()
        agent_spent = report.agent_exact.total_tokens
        assert 0 < report.synthesis.total_tokens <= 0.1 * agent_spent
        assert report.tokens_used <= 1.1 * agent_spent


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


TRAIN = "A train leaves at {} and the trip takes {} minutes. When does it arrive?"
TRIPS = [("09:40", 120), ("15:50", 140), ("09:35", 100), ("09:40", 140),  # all arrive at 10:00 or later
         ("07:55", 70), ("06:25", 195), ("05:55", 80), ("08:15", 170)]


def _arrival(start: str, minutes: int) -> str:
    h, m = map(int, start.split(":"))
    end = 60 * h + m + minutes
    return f"{end // 60 % 24:02d}:{end % 60:02d}"


def _train_agent(task: str) -> str:
    report_usage(3600, 400, model="counting")
    start, minutes = task.split(" leaves at ")[1].split(" and the trip takes ")
    return _arrival(start, int(minutes.split()[0]))


def test_a_tool_that_declined_a_value_gets_a_version_that_takes_it():
    """The first answers all arrive after 10:00, so the search's tool declines earlier hours (no
    answer showed whether they have a leading zero). The agent answers the first declined task;
    its answer vouches for the zero, and the search, run again at no token cost, widens the tool."""
    with Toolsmith(_train_agent, synthesizer=None, auto_approve=True, forge="inline") as ts:
        traces = [ts.run(TRAIN.format(*trip)) for trip in TRIPS]
        assert [t.answered_by for t in traces] == ["inferred"] * 5 + ["routed"] * 3
        assert all(t.answer == _arrival(*trip) for t, trip in zip(traces, TRIPS))
        (manifest,) = ToolLibrary("tools").list()
        assert manifest.version == 2 and manifest.status == "approved" and manifest.model == "search"
        assert "declines" in ToolLibrary("tools").source(manifest.name, version=1)
        assert "declines" not in ToolLibrary("tools").source(manifest.name)
        assert ts.report().synthesis.total_tokens == 0
        assert ts.store.pattern_stats(traces[-1].pattern_id).declined == 0
