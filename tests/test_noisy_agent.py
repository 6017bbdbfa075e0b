"""Forging when the agent is sometimes or always wrong.

* a person checked a few answers and the agent got some wrong: its answers are poor evidence,
  so the zero-token search runs on the checked answers alone, cross-validated;
* no model call is paid for when the checked answers could not vouch for any tool;
* once a person caught the agent wrong, a few wrong agent answers among many do not hide a
  program that fits the rest (consensus search).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from toolsmith.evidence import split_examples
from toolsmith import Toolsmith, forge, report_usage
from toolsmith.forge import agent_contradicted, forge_tool
from toolsmith.library import ToolLibrary
from toolsmith.patterns import PatternMiner
from toolsmith.records import Example
from toolsmith.review import ApprovalPolicy
from toolsmith.sandbox import PooledSandbox, default_sandbox
from toolsmith.synthesis import Synthesizer
from toolsmith.verify import probe

WRONG = "i do not know"
AUTO = ApprovalPolicy(auto_approve=True)


@pytest.fixture
def sandbox() -> PooledSandbox:
    return default_sandbox()  # the shared pool the router and the forge use


@pytest.fixture
def lib(tmp_path: Path) -> ToolLibrary:
    return ToolLibrary(tmp_path / "tools")


def _pattern(rows: list[dict[str, str]]) -> Any:
    miner = PatternMiner(None)
    for row in rows:
        miner.observe(row["input"])
    return max(miner.patterns(), key=lambda p: p.count)


def _reviewed(rows: list[dict[str, str]], checked: int, agent: Callable[[int, dict[str, str]], str]) -> list[Example]:
    """The first `checked` rows confirmed by a person (the agent's answer kept beside), the rest
    with the agent's answer only."""
    out = []
    for i, row in enumerate(rows):
        answer = agent(i, row)
        if i < checked:
            out.append(Example(row["input"], row["target"], True, f"t{i}", answer))
        else:
            out.append(Example(row["input"], answer, False, f"t{i}"))
    return out


def test_agent_contradicted_only_by_a_persons_correction() -> None:
    right = Example("t1", "a b", True, "1", "a b")
    wrong = Example("t2", "c d", True, "2", "d c")
    unchecked = Example("t3", "whatever", False, "3")
    assert agent_contradicted([right, unchecked]) is None
    assert agent_contradicted([right, wrong, unchecked]) == "the agent was wrong on 1 of the 2 answers a person checked"


def test_three_checked_answers_give_a_tool_when_the_agent_is_always_wrong(sandbox, lib, bbh) -> None:
    rows = bbh("word_sorting")
    examples = _reviewed(rows[:10], 3, lambda i, r: WRONG)
    others = [r["input"] for r in bbh("navigate")[:3]]
    out = forge_tool(_pattern(rows[:10]), examples, others, synthesizer=None, sandbox=sandbox, library=lib,
                     policy=AUTO)
    assert out.manifest is not None and out.manifest.status == "approved", out.reason
    assert "the same program in each of 3 folds" in out.reason
    report = out.report
    assert (report.shown_total, report.heldout_total, report.heldout_passed) == (0, 3, 3)
    assert any("person-checked answers only" in r for r in report.reasons)
    assert out.usage.total_tokens == 0
    for row in rows[10:14]:  # right on tasks it never saw
        case = probe(lib.source(out.manifest.name), row["input"], sandbox=sandbox)
        assert case.got == row["target"]


def test_no_model_call_when_the_checked_answers_cannot_vouch_for_a_tool(sandbox, lib, bbh, scripted, ai) -> None:
    rows = bbh("navigate")[:24]  # yes/no answers: three checked ones prove nothing
    model = scripted(*[ai("```python\ndef run(steps: str) -> str:\n    return 'Yes'\n```", 300, 40) for _ in range(6)])
    examples = _reviewed(rows, 3, lambda i, r: "No" if r["target"] == "Yes" else "Yes")
    out = forge_tool(_pattern(rows), examples, [], synthesizer=Synthesizer(model), sandbox=sandbox,
                     library=lib, policy=AUTO, budget=4000)
    assert out.manifest is None and out.usage.total_tokens == 0 and out.attempts == 0
    assert out.reason.startswith("no model call: the agent was wrong on 3 of the 3 answers a person checked")


def test_a_few_wrong_agent_answers_do_not_hide_the_program(sandbox, lib, bbh) -> None:
    rows = bbh("word_sorting")[:19]
    # a person checked 9 answers (too many for the cross-validated search) and caught one mistake
    truth = _reviewed(rows, 9, lambda i, r: WRONG if i == 0 else r["target"])
    shown, _ = split_examples(truth)
    noisy = {ex.task for ex in shown[:2]}  # ... and two of the shown tasks wrong
    examples = [ex if ex.task not in noisy else Example(ex.task, WRONG, False, ex.trace_id) for ex in truth]
    others = [r["input"] for r in bbh("navigate")[:3]]
    pattern = _pattern(rows)
    out = forge_tool(pattern, examples, others, synthesizer=None, sandbox=sandbox, library=lib, policy=AUTO)
    assert out.manifest is not None, out.reason
    shown = split_examples(examples)[0]  # stratified by answer: a wrong answer may be held out
    wrong = sum(ex.task in noisy for ex in shown)
    assert wrong >= 1 and f"agreeing with {len(shown) - wrong} of {len(shown)} shown answers" in out.reason
    assert {d.task for d in out.report.disagreements} == noisy  # shown to the reviewer
    assert out.manifest.status == "approved" and "vouched for by confirmed answers" in out.manifest.approved_reason

    # unless a person caught the agent wrong, a program that disagrees with it is more likely wrong
    unchecked = [Example(ex.task, ex.expected, ex.confirmed, ex.trace_id, ex.expected if ex.confirmed else None)
                 for ex in examples]
    out = forge_tool(pattern, unchecked, others, synthesizer=None, sandbox=sandbox, library=ToolLibrary(lib.path.parent / "other-tools"),
                     policy=AUTO)
    assert out.manifest is None


def test_the_cross_validated_search_runs_again_only_on_more_checked_answers(bbh, monkeypatch) -> None:
    rows = bbh("ruin_names")[:20]  # option letters: the search on 3 checked answers finds nothing
    truth = {r["input"]: r["target"] for r in rows}
    runs: list[int] = []
    real = forge._search_folds

    def counted(pattern_id, template, slot_kinds, examples, say, **kw):
        runs.append(len(examples))
        return real(pattern_id, template, slot_kinds, examples, say, **kw)

    monkeypatch.setattr(forge, "_search_folds", counted)
    checked: list[str] = []

    def reviewer(trace):  # a person checks the first 3 answers, and so catches the agent
        if len(checked) < 3:
            checked.append(trace.task)
            return truth[trace.task]
        return None

    def agent(task: str) -> str:
        report_usage(300, 5, model="counting")
        return "(Z)"

    with Toolsmith(agent, reviewer=reviewer, forge="inline", synthesizer=None, learn=True) as ts:
        for row in rows:
            ts.run(row["input"])
        stats = ts.store.pattern_stats(ts.miner.match(rows[0]["input"]).pattern_id)
    assert runs == [3]  # searched several times as examples grew, on the same 3 checked answers once
    assert stats.checked_searched == 3 and stats.searched_at > 3


def test_the_checked_answers_vouch_for_the_logic_and_the_agents_answers_show_the_form(sandbox, lib) -> None:
    """Three checked answers ("28", "32.8", "28.5") cannot tell a mean to 2 places from a mean in
    full; the agent's other answers ("30.83", ...) can, though one of them is wrong. So the
    cross-validated search waits for some, and its tool rounds as they do."""
    rows = [(["46", "31", "33", "2"], "28"), (["7", "55", "37", "30", "35"], "32.8"),
            (["34", "15", "52", "26", "30", "14"], "28.5")]
    more = [(["31", "30", "2", "40", "55", "27"], "30.83"), (["11", "46", "51", "13"], "30.25"),
            (["3", "17", "35"], "18.33"), (["47", "40", "23"], "99")]  # the last one wrong
    exs = [Example(f"Compute the mean of: {', '.join(xs)}", a, True, f"c{i}", WRONG if i == 1 else a)
           for i, (xs, a) in enumerate(rows)]
    pattern = _pattern([{"input": ex.task} for ex in exs])
    early = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib, policy=AUTO)
    assert early.manifest is None  # no answer nobody checked yet: nothing says how to round
    exs += [Example(f"Compute the mean of: {', '.join(xs)}", a, False, f"u{i}") for i, (xs, a) in enumerate(more)]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib, policy=AUTO)
    assert out.manifest is not None, out.reason
    assert probe(lib.source(out.manifest.name), "Compute the mean of: 1, 1, 2", sandbox=sandbox).got == "1.33"


def test_checked_answers_without_digits_need_no_unchecked_ones(sandbox, lib) -> None:
    """How a sorted word list is written is in the checked answers themselves: with the agent
    caught wrong, the cross-validated search runs on the 3 checked answers at once."""
    rows = [("pear apple fig", "apple fig pear"), ("kiwi date", "date kiwi"), ("plum lime grape yuzu", "grape lime plum yuzu")]
    exs = [Example(f"Sort these words alphabetically: {ws}", a, True, f"s{i}", WRONG if i == 0 else a)
           for i, (ws, a) in enumerate(rows)]
    pattern = _pattern([{"input": ex.task} for ex in exs])
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib, policy=AUTO)
    assert out.manifest is not None, out.reason
    assert probe(lib.source(out.manifest.name), "Sort these words alphabetically: b c a", sandbox=sandbox).got == "a b c"
