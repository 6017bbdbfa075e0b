"""A small seeded slice of `toolsmith bench` end to end on the smallest real model (no headline numbers)."""

import json

import pytest
from click.testing import CliRunner

from toolsmith.workloads.benchmark import SYSTEMS, SemanticCache
from toolsmith.cli import cli

@pytest.mark.model
@pytest.mark.timeout(1800)
def test_bench_slice_runs_every_system(tmp_path):
    out = tmp_path / "bench"
    args = ["bench", "--families", "word_sorting,snarks", "--per-family", "6", "--per-judgement", "4",
            "--model", "smollm2-135m", "--seed", "3", "--synthesis-budget", "800", "--out", str(out)]
    res = CliRunner().invoke(cli, args)
    assert res.exit_code == 0, res.output
    results = {r["system"]: r for r in json.loads((out / "results.json").read_text())}
    assert set(results) == set(SYSTEMS)
    agent = results["agent"]
    assert agent["tasks"] == 10 and agent["agent_tokens"] > 0 and agent["served"] == 0
    for name in ("toolsmith", "toolsmith_reviewed", "toolsmith_shadow"):
        assert results[name]["tasks"] == 10 and results[name]["judgement_served"] == 0
    assert results["toolsmith_reviewed"]["reviewer_answers"] > 0
    assert results["exact_cache"]["total_tokens"] == agent["total_tokens"]  # no repeated task texts
    assert (out / "tokens.png").stat().st_size > 1000
    again = CliRunner().invoke(cli, args)  # resumes: recorded agent calls are replayed, stores reused
    assert again.exit_code == 0
    assert json.loads((out / "results.json").read_text())[0]["total_tokens"] == agent["total_tokens"]


def test_semantic_cache_hits_similar_prompts_only():
    cache = SemanticCache(threshold=0.9)
    cache.update("Sort the following words alphabetically: List: pear apple fig", "agent", ["x"])
    assert cache.lookup("Sort the following words alphabetically: List: pear apple figs", "agent") == ["x"]
    assert cache.lookup("What is the capital of France?", "agent") is None
    assert cache.lookup("Sort the following words alphabetically: List: pear apple figs", "other-llm") is None


def test_a_noisy_truth_agent_is_wrong_on_its_share_of_tasks_the_same_way_every_time():
    from toolsmith._utils import answers_match
    from toolsmith.workloads.benchmark import TruthAgent
    from toolsmith.workloads.workload import WorkItem

    items = [WorkItem(family="add", task=f"What is {i} plus 1?", target=str(i + 1)) for i in range(400)]
    agent, again = TruthAgent(items, noise=0.15), TruthAgent(items, noise=0.15)
    answers = [agent(i.task) for i in items]
    wrong = [not answers_match(i.target, a) for i, a in zip(items, answers)]
    assert 0.10 < sum(wrong) / len(items) < 0.20
    assert answers == [again(i.task) for i in items]  # every system sees the same wrong answers
    assert all(a in {i.target for i in items} for a in answers)  # wrong answers look like answers
    assert not any(not answers_match(i.target, TruthAgent(items)(i.task)) for i in items)
