"""The end-to-end benchmark: the agent alone vs response caches vs toolsmith, on one workload.

Every system answers the same shuffled tasks with the same agent. The agent runs at
temperature 0, so its answer to a task is deterministic: the first system that needs an answer
computes it live (exact usage from the backend, wall time measured) and later systems replay
that recorded call with the same exact usage. This keeps a CPU-only run affordable; it does not
change any system's token count. Synthesis and shadow calls always run live.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import statistics
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from langchain_core.caches import BaseCache, InMemoryCache
from langchain_core.outputs import Generation
from pydantic import BaseModel, Field

from .._utils import answered, answers_match
from ..usage import report_usage, track_usage
from .workload import JUDGEMENT, TruthReviewer, WorkItem

__all__ = ["SYSTEMS", "RecordedAgent", "TruthAgent", "SemanticCache", "SystemResult", "run_system", "results_table"]

SYSTEMS = ("agent", "exact_cache", "semantic_cache", "toolsmith", "toolsmith_reviewed", "toolsmith_shadow")
REVIEW_BUDGET = 3


class RecordedAgent:
    """Calls the real agent once per distinct task and replays that call (answer, exact usage) later."""

    def __init__(self, agent: Any, log_path: Path) -> None:
        self.agent = agent
        self.path = log_path
        self.log: dict[str, dict[str, Any]] = json.loads(log_path.read_text()) if log_path.is_file() else {}
        self.live_calls = 0

    def __call__(self, task: str) -> str:
        rec = self.log.get(task)
        if rec is None:
            start = time.perf_counter()
            with track_usage() as meter:
                out = self.agent.invoke({"task": task})
            content = out.content if hasattr(out, "content") else str(out)
            u = meter.usage
            rec = {
                "answer": content if isinstance(content, str) else str(content),
                "input_tokens": u.input_tokens,
                "output_tokens": u.output_tokens,
                "model": ",".join(meter.models),
                "latency_ms": (time.perf_counter() - start) * 1000,
            }
            self.log[task] = rec
            self.live_calls += 1
            self.path.write_text(json.dumps(self.log))
        report_usage(rec["input_tokens"], rec["output_tokens"], model=rec["model"] or None)
        return rec["answer"]

    def cost(self, task: str) -> int:
        """Tokens of the recorded call."""
        rec = self.log[task]
        return rec["input_tokens"] + rec["output_tokens"]

    def latency(self, task: str) -> float:
        """Wall time of the live call, ms."""
        return self.log[task]["latency_ms"]


class TruthAgent:
    """An agent that answers right (the dataset's target) at a fixed, realistic price:
    `60 + len(task) / 4` input and `output_tokens` output tokens per task, reported as exact.

    It isolates what toolsmith itself does (which tools it finds, what it spends) from how good
    a small agent is, and costs no model time. With `noise`, that share of the tasks (chosen by a
    hash of the task, so every system sees the same ones) gets a wrong answer instead: another
    task's target from the same family that differs, or the target with a letter added."""

    def __init__(self, items: list[WorkItem], output_tokens: int = 150, noise: float = 0.0) -> None:
        self.targets = {i.task: i.target for i in items}
        self.output_tokens = output_tokens
        self.noise = noise
        self.family_targets: dict[str, list[str]] = {}
        self.family = {i.task: i.family for i in items}
        for i in items:
            self.family_targets.setdefault(i.family, []).append(i.target)

    def __call__(self, task: str) -> str:
        report_usage(self.input_tokens(task), self.output_tokens, model="truth")
        return self.wrong(task) if self.is_wrong(task) else self.targets[task]

    def is_wrong(self, task: str) -> bool:
        """Whether this task gets a wrong answer (`noise`)."""
        digest = hashlib.sha256(task.encode()).digest()
        return int.from_bytes(digest[:4], "big") < self.noise * 2**32

    def wrong(self, task: str) -> str:
        right = self.targets[task]
        others = sorted({t for t in self.family_targets.get(self.family.get(task, ""), []) if not answers_match(t, right)})
        if others:
            return others[int(hashlib.sha256(task.encode()).hexdigest()[8:16], 16) % len(others)]
        return right + "x"

    def input_tokens(self, task: str) -> int:
        return 60 + len(task) // 4

    def cost(self, task: str) -> int:
        """Tokens one answer costs."""
        return self.input_tokens(task) + self.output_tokens

    def latency(self, task: str) -> float:
        """No model ran: 0 ms."""
        return 0.0


_TOKEN = re.compile(r"\w+|[^\w\s]")


def _vector(text: str) -> dict[str, float]:
    """Bag of words plus character trigrams, L2-normalised: a cheap local text representation."""
    words = _TOKEN.findall(text.casefold())
    grams = Counter(words)
    squashed = " ".join(words)
    grams.update(squashed[i : i + 3] for i in range(len(squashed) - 2))
    norm = math.sqrt(sum(v * v for v in grams.values())) or 1.0
    return {k: v / norm for k, v in grams.items()}


class SemanticCache(BaseCache):
    """GPTCache-style semantic response cache: return the answer of the most similar past prompt."""

    def __init__(self, threshold: float = 0.9) -> None:
        self.threshold = threshold
        self._entries: list[tuple[str, dict[str, float], Any]] = []

    def lookup(self, prompt: str, llm_string: str) -> Any:
        q = _vector(prompt)
        best, score = None, 0.0
        for llm, vec, value in self._entries:
            if llm != llm_string:
                continue
            s = sum(w * vec.get(k, 0.0) for k, w in q.items())
            if s > score:
                best, score = value, s
        return best if score >= self.threshold else None

    def update(self, prompt: str, llm_string: str, return_val: Any) -> None:
        self._entries.append((llm_string, _vector(prompt), return_val))

    def clear(self, **kwargs: Any) -> None:
        self._entries.clear()


class SystemResult(BaseModel):
    """One system's figures on the workload."""

    system: str
    """Which system."""
    tasks: int = 0
    """Tasks answered."""
    total_tokens: int = 0
    """All tokens: agent + synthesis + shadow."""
    agent_tokens: int = 0
    """Tokens of agent calls that answered tasks."""
    synthesis_tokens: int = 0
    """Tokens spent writing tools."""
    shadow_tokens: int = 0
    """Tokens spent on shadow checks."""
    correct: int = 0
    """Answers equal to the dataset's target (normalised)."""
    accuracy: float = 0.0
    """correct / tasks."""
    served: int = 0
    """Answers served without the agent (cache hits or routed tasks)."""
    false_hits: int = 0
    """Served answers that were wrong."""
    judgement_served: int = 0
    """Judgement-family tasks served from a cache or tool (target: 0)."""
    p50_served_ms: float | None = None
    """Median latency of served tasks."""
    p50_inferred_ms: float | None = None
    """Median latency of agent-answered tasks (the live agent call)."""
    break_even: int | None = None
    """Task after which cumulative tokens stayed below the agent alone."""
    reviewer_answers: int = 0
    """Answers a reviewer confirmed or corrected."""
    tools: list[str] = Field(default_factory=list)
    """Tools approved during the run."""
    approved_at: list[int] = Field(default_factory=list)
    """Task number (1-based) after which each of `tools` was approved."""
    curve: list[int] = Field(default_factory=list)
    """Cumulative tokens after each task."""
    served_by_family: dict[str, int] = Field(default_factory=dict)
    """Served tasks per family (a family with any is one that got a working tool or cache)."""
    wrong_by_family: dict[str, int] = Field(default_factory=dict)
    """Served tasks per family whose answer was wrong."""


def _latencies(result: SystemResult, served_ms: list[float], inferred_ms: list[float]) -> SystemResult:
    result.p50_served_ms = statistics.median(served_ms) if served_ms else None
    result.p50_inferred_ms = statistics.median(inferred_ms) if inferred_ms else None
    return result


def _finish(result: SystemResult, baseline_curve: list[int] | None) -> SystemResult:
    result.accuracy = result.correct / result.tasks if result.tasks else 0.0
    if baseline_curve:
        since = None
        for i, (mine, base) in enumerate(zip(result.curve, baseline_curve), start=1):
            if mine < base and since is None:
                since = i
            elif mine >= base:
                since = None
        result.break_even = since
    return result


def _run_cache(name: str, items: list[WorkItem], agent: Any, cache: BaseCache, progress: Callable[[], None],
               judgement: tuple[str, ...] = JUDGEMENT) -> SystemResult:
    res = SystemResult(system=name)
    served_ms, inferred_ms = [], []
    for item in items:
        start = time.perf_counter()
        hit = cache.lookup(item.task, "agent") if cache is not None else None
        if hit:
            answer = hit[0].text
            served_ms.append((time.perf_counter() - start) * 1000)
            res.served += 1
            res.judgement_served += item.family in judgement
            res.false_hits += not answered(item.target, answer)
        else:
            with track_usage():
                answer = agent(item.task)
            res.agent_tokens += agent.cost(item.task)
            inferred_ms.append(agent.latency(item.task))
            if cache is not None:
                cache.update(item.task, "agent", [Generation(text=answer)])
        res.tasks += 1
        res.correct += answered(item.target, answer)
        res.curve.append(res.agent_tokens)
        progress()
    res.total_tokens = res.agent_tokens
    return _latencies(res, served_ms, inferred_ms)


def _run_toolsmith(
    name: str,
    items: list[WorkItem],
    agent: Any,
    *,
    home: Path,
    synthesizer: Any,
    shadow_rate: float,
    reviewed: bool,
    progress: Callable[[], None],
    synthesis_budget: int = 4000,
    judgement: tuple[str, ...] = JUDGEMENT,
) -> SystemResult:
    from ..wrapper import Toolsmith

    reviewer = TruthReviewer(items, REVIEW_BUDGET) if reviewed else None
    res = SystemResult(system=name)
    with Toolsmith(
        agent,
        home=home / name,  # each system learns alone: its own traces, patterns, costs and tools
        session=f"bench-{name}",
        tools_dir=home / name / "tools",
        synthesizer=synthesizer,
        auto_approve=True,
        shadow_rate=shadow_rate,
        reviewer=reviewer,
        synthesis_budget=synthesis_budget,
        forge="inline",  # reproducible: a tool is available from the task after the one that triggered it
    ) as ts:
        done = {t.task: t for t in ts.store.traces(ts.session_id)}  # resume: tasks already answered
        for item in items:
            if item.task not in done:
                done[item.task] = ts.run(item.task)
            progress()
        traces = [done[i.task] for i in items]
        evs = ts.store.events(ts.session_id)
        position = {t.seq: i for i, t in enumerate(traces, 1)}
        overhead: Counter[int] = Counter()
        for ev in evs:
            if ev.kind in ("synthesis", "shadow"):
                overhead[ev.after_seq] += ev.usage.total_tokens
            if ev.kind == "synthesis":
                res.synthesis_tokens += ev.usage.total_tokens
            if ev.kind == "shadow":
                res.shadow_tokens += ev.usage.total_tokens
            if ev.kind == "approval" and ev.tool:
                res.tools.append(ev.tool)
                res.approved_at.append(position.get(ev.after_seq, 0))
        served_ms, inferred_ms = [], []
        running = 0
        for item, trace in zip(items, traces):
            routed = trace.routed
            res.tasks += 1
            res.correct += trace.status == "ok" and answered(item.target, trace.answer)
            res.agent_tokens += trace.total_tokens
            running += trace.total_tokens + overhead[trace.seq]
            res.curve.append(running)
            if routed:
                res.served += 1
                res.judgement_served += item.family in judgement
                wrong = not answered(item.target, trace.answer)
                res.false_hits += wrong
                res.served_by_family[item.family] = res.served_by_family.get(item.family, 0) + 1
                if wrong:
                    res.wrong_by_family[item.family] = res.wrong_by_family.get(item.family, 0) + 1
                served_ms.append(trace.latency_ms)
            elif trace.status == "ok":
                inferred_ms.append(agent.latency(item.task))
        res.reviewer_answers = reviewer.answers if reviewer else 0
    res.total_tokens = res.agent_tokens + res.synthesis_tokens + res.shadow_tokens
    return _latencies(res, served_ms, inferred_ms)


def run_system(
    name: str,
    items: list[WorkItem],
    agent: Any,
    *,
    home: Path,
    synthesizer: Any,
    baseline_curve: list[int] | None = None,
    progress: Callable[[], None] = lambda: None,
    synthesis_budget: int = 4000,
    judgement: tuple[str, ...] = JUDGEMENT,
) -> SystemResult:
    """Run one system over the workload; `judgement` names the families no tool may serve."""
    if name == "agent":
        res = _run_cache(name, items, agent, None, progress, judgement)
    elif name == "exact_cache":
        res = _run_cache(name, items, agent, InMemoryCache(), progress, judgement)
    elif name == "semantic_cache":
        res = _run_cache(name, items, agent, SemanticCache(), progress, judgement)
    elif name in ("toolsmith", "toolsmith_reviewed", "toolsmith_shadow"):
        res = _run_toolsmith(
            name,
            items,
            agent,
            home=home,
            synthesizer=synthesizer,
            shadow_rate=0.1 if name == "toolsmith_shadow" else 0.0,
            reviewed=name != "toolsmith",
            progress=progress,
            synthesis_budget=synthesis_budget,
            judgement=judgement,
        )
    else:
        raise ValueError(f"unknown system {name!r}")
    return _finish(res, baseline_curve)


def results_table(results: list[SystemResult]) -> list[dict[str, Any]]:
    """Rows for printing: one per system, tokens relative to the agent alone."""
    base = next((r.total_tokens for r in results if r.system == "agent"), None)
    rows = []
    for r in results:
        rows.append(
            {
                "system": r.system,
                "tokens": r.total_tokens,
                "vs agent": f"{r.total_tokens / base:.0%}" if base else "-",
                "synthesis": r.synthesis_tokens,
                "shadow": r.shadow_tokens,
                "accuracy": f"{r.accuracy:.1%}",
                "served": r.served,
                "false hits": r.false_hits,
                "judgement served": r.judgement_served,
                "p50 served ms": f"{r.p50_served_ms:.1f}" if r.p50_served_ms is not None else "-",
                "p50 inferred ms": f"{r.p50_inferred_ms:.0f}" if r.p50_inferred_ms is not None else "-",
                "break-even": r.break_even or "-",
                "reviewer answers": r.reviewer_answers,
            }
        )
    return rows
