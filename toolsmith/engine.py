"""Ties the tool library, sandbox, router and forge together for the wrapper."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel

from .errors import UserError
from .forge import forge_tool
from .ledger import Event
from .library import ApprovalPolicy, ToolLibrary
from .router import RouteOutcome, Router
from .sandbox import SandboxBackend, default_sandbox
from .store import Store
from .synthesis import Synthesizer
from .verify import examples_for_pattern

__all__ = ["ToolEngine", "MAX_FORGE_ATTEMPTS", "MAX_NEGATIVES", "MIN_ATTEMPT_TOKENS"]

MAX_FORGE_ATTEMPTS = 3
MAX_NEGATIVES = 30
MIN_ATTEMPT_TOKENS = 600  # about one synthesis call; below this an attempt cannot produce a tool


class ToolEngine:
    """Routes tasks to approved tools and forges new tools for recurring patterns."""

    def __init__(
        self,
        store: Store,
        *,
        tools_dir: str | Path = "tools",
        synthesizer: BaseChatModel | None = None,
        synthesis_budget: int = 4000,
        auto_approve: bool = False,
        failure_threshold: int = 3,
        sandbox: SandboxBackend | None = None,
        model_extractor: bool = False,
    ) -> None:
        self.store = store
        self.library = ToolLibrary(tools_dir)
        self._sandbox = sandbox
        self.router = Router(self.library, lambda: self.sandbox, failure_threshold=failure_threshold)
        self.max_budget = synthesis_budget
        self.synthesizer = (
            Synthesizer(synthesizer, token_budget=synthesis_budget, write_extractor=model_extractor)
            if synthesizer is not None else None
        )
        self.policy = ApprovalPolicy(auto_approve=auto_approve)

    @property
    def sandbox(self) -> SandboxBackend:
        """The sandbox passed in, else the shared `default_sandbox()`, started on first use:
        sessions that never run a tool spawn no workers."""
        return self._sandbox if self._sandbox is not None else default_sandbox()

    def route(self, task: str) -> RouteOutcome:
        """Try the approved tools on `task`."""
        return self.router.route(task)

    def maybe_forge(
        self, pattern_id: str | None, miner: Any, *, min_examples: int, progress: Callable[[str], None] | None = None
    ) -> list[Event]:
        """Forge a tool for a pattern once it has `min_examples` successful instances (`progress` hears each stage).

        Spending follows the ski-rental rule: a pattern may spend on synthesis at most what the
        agent has already spent answering it (its measured costs), so total synthesis never
        exceeds the agent tokens of the patterns it was spent on, however many patterns fail.
        A failed pattern is retried when its examples have doubled, at most MAX_FORGE_ATTEMPTS times.
        """
        if pattern_id is None or self.synthesizer is None:
            return []
        n_ok = self.store.incr(f"pattern:{pattern_id}:ok")
        state = self.store.get(f"pattern:{pattern_id}:forge", {"attempts": 0, "at_count": 0, "tool": None})
        if n_ok < min_examples or state["tool"] or state["attempts"] >= MAX_FORGE_ATTEMPTS:
            return []
        if state["attempts"] and n_ok < 2 * state["at_count"]:
            return []
        pattern = miner.pattern(pattern_id)
        if pattern is None or not pattern.slot_kinds:  # verbatim repeats need a cache, not a tool
            return []
        budget = self._budget(pattern_id)
        if budget < MIN_ATTEMPT_TOKENS:
            return []
        examples = examples_for_pattern(self.store, pattern_id)
        self.synthesizer.token_budget = budget
        try:
            outcome = forge_tool(
                pattern,
                examples,
                self._negatives(pattern_id),
                synthesizer=self.synthesizer,
                sandbox=self.sandbox,
                library=self.library,
                policy=self.policy,
                progress=progress,
            )
        finally:
            self.synthesizer.token_budget = self.max_budget
        self.store.incr(f"pattern:{pattern_id}:synthesis_tokens", outcome.usage.total_tokens)
        manifest = outcome.manifest
        if manifest is None and outcome.attempts == 0:
            return []  # not enough evidence yet to prove a tool; no tokens spent, try with the next example
        state = {"attempts": state["attempts"] + 1, "at_count": n_ok, "tool": manifest.name if manifest else None}
        self.store.set(f"pattern:{pattern_id}:forge", state)
        name = manifest.name if manifest else None
        detail = f"pattern {pattern_id}: " + (f"registered {name} v{manifest.version} ({manifest.status})" if manifest else f"no tool: {outcome.reason}")
        evs = [Event(kind="synthesis", after_seq=0, usage=outcome.usage, tool=name, detail=detail)]
        if manifest is not None and manifest.status == "approved":
            evs.append(Event(kind="approval", after_seq=0, tool=name, detail="auto-approved by policy"))
        return evs

    def _budget(self, pattern_id: str) -> int:
        """Tokens the next attempt may spend: agent spend on the pattern minus synthesis so far."""
        costs = self.store.get(f"pattern:{pattern_id}:cost_total", 0)
        spent = self.store.get(f"pattern:{pattern_id}:synthesis_tokens", 0)
        return min(self.max_budget, costs - spent)

    def record_shadow(self, tool: str, agree: bool, task: str, agent_answer: str, tool_answer: str, *, demote_after: int) -> str | None:
        """Count a shadow check; demote the tool once disagreements weigh `demote_after`. Returns the reason.

        A disagreement weighs (a + 1) / (n + 1), where the agent's own answer was right on a of
        the n person-confirmed examples the tool was verified on: a full 1 without confirmed
        answers, less when the agent was seen to be wrong where the tool was confirmed right.
        """
        try:
            v = self.library.get(tool).verification
        except UserError:  # removed meanwhile
            return None
        hits, seen = (v.agent_confirmed_passed, v.agent_confirmed_total) if v else (0, 0)
        weight = (hits + 1) / (seen + 1)
        manifest = self.library.record_shadow(tool, agree, weight)
        if agree or manifest.shadow_evidence < demote_after - 1e-9:
            return None
        reason = f"{manifest.shadow_disagree} shadow disagreements with the agent"
        if seen:
            reason += f" (weighted {manifest.shadow_evidence:.2f}: the agent was right on {hits}/{seen} confirmed answers)"
        self.library.demote(tool, reason, [f"task={task[:200]!r} agent={agent_answer[:100]!r} tool={tool_answer[:100]!r}"])
        return reason

    def _negatives(self, pattern_id: str) -> list[str]:
        """Recent tasks of other patterns (newest first, bounded reads): the tool's extractor must refuse them."""
        out: list[str] = []
        for session in reversed(self.store.sessions()[-5:]):
            last = self.store.get(f"session:{session}:seq", 0)
            for seq in range(last, max(0, last - 500), -1):
                trace = self.store.trace(f"{session}:{seq}")
                if trace and trace.pattern_id and trace.pattern_id != pattern_id and trace.status == "ok" and trace.task not in out:
                    out.append(trace.task)
                    if len(out) >= MAX_NEGATIVES:
                        return out
        return out

    def close(self) -> None:
        """Nothing to stop: a sandbox passed in belongs to the caller, the default one is shared."""
