"""Typed records shared across toolsmith: usage, traces, examples, events, and per-pattern and
per-tool statistics. `store.py` persists them; nothing else spells a storage key."""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Literal

from pydantic import BaseModel, Field

__all__ = [
    "Usage",
    "Trace",
    "TokenCount",
    "AnsweredBy",
    "Example",
    "Event",
    "EventKind",
    "PatternStats",
    "ToolStats",
    "Totals",
    "estimate_tokens",
    "utcnow",
]

TokenCount = Literal["exact", "estimated", "none"]
AnsweredBy = Literal["inferred", "routed", "fallback", "error"]
EventKind = Literal["synthesis", "verification", "shadow", "approval", "demotion"]

MAX_COSTS = 101
"""Measured agent costs kept per pattern (the median of these prices a routed task)."""


def utcnow() -> str:
    """The current UTC time as an ISO-8601 string."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def estimate_tokens(text: str) -> int:
    """Tokens in `text` when no backend reported them: about 4 characters per token."""
    return math.ceil(len(text) / 4)


class Usage(BaseModel):
    """Token usage of one or more model calls; totals compose with `+`."""

    input_tokens: int = 0
    """Prompt tokens."""
    output_tokens: int = 0
    """Completion tokens."""
    total_tokens: int = 0
    """Input plus output tokens, as the backend reported them."""
    requests: int = 0
    """Number of model calls counted."""

    def __add__(self, other: "Usage") -> "Usage":
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            total_tokens=self.total_tokens + other.total_tokens,
            requests=self.requests + other.requests,
        )

    @classmethod
    def estimate(cls, prompt: str, answer: str) -> "Usage":
        """Usage estimated from text lengths (`estimate_tokens`), for calls that reported none."""
        i, o = estimate_tokens(prompt), estimate_tokens(answer)
        return cls(input_tokens=i, output_tokens=o, total_tokens=i + o, requests=1)


class Trace(BaseModel):
    """One task handled by a `Toolsmith`: what was asked, what came back, and its cost."""

    id: str
    """Unique id: `<session>:<seq>`."""
    session_id: str
    """The session this task belongs to."""
    seq: int
    """Position of the task in its session, from 1."""
    task: str
    """The task text (for invalid input, a printable description of it)."""
    answer: str | None = None
    """The answer returned to the caller, or None on error."""
    status: Literal["ok", "error"] = "ok"
    """Whether an answer was produced."""
    error: str | None = None
    """The error text when status is error."""
    input_tokens: int = 0
    """Prompt tokens spent by the agent on this task."""
    output_tokens: int = 0
    """Completion tokens spent by the agent on this task."""
    total_tokens: int = 0
    """All tokens spent by the agent on this task."""
    requests: int = 0
    """Model calls the agent made for this task, when the backend's usage says (0: unknown)."""
    token_count: TokenCount = "none"
    """`exact` (backend usage), `estimated` (from text length) or `none` (no model ran)."""
    model: str | None = None
    """The model name the backend reported, if any."""
    latency_ms: float = 0.0
    """Wall time of the whole call, in milliseconds."""
    created_at: str = Field(default_factory=utcnow)
    """When the task arrived (UTC, ISO-8601)."""
    pattern_id: str | None = None
    """The recurring pattern this task was assigned to, if any (kept current across merges)."""
    answered_by: AnsweredBy = "inferred"
    """`inferred` (the agent), `routed` (a tool), `fallback` (a tool was tried, then the agent),
    or `error`."""
    tool: str | None = None
    """The tool that answered (`routed`) or was tried (`fallback`)."""
    tool_version: int | None = None
    """Its version."""
    route_ms: float = 0.0
    """Time spent routing (prefilter, extract, run), in milliseconds."""
    fallback_reason: str | None = None
    """Why a routed attempt fell back to the agent."""
    feedback: str | None = None
    """An answer confirmed or corrected by a person; outranks `answer`."""
    tokens_saved: int = 0
    """For routed tasks: the pattern's median measured agent cost at routing time."""
    saved_count: TokenCount = "none"
    """Whether `tokens_saved` rests on exact or estimated agent costs."""

    @property
    def routed(self) -> bool:
        """Whether a tool answered this task."""
        return self.answered_by == "routed"

    @property
    def agent_answer(self) -> str | None:
        """The agent's own answer, if the agent answered (a tool's answer is not one)."""
        return self.answer if self.answered_by in ("inferred", "fallback") else None


@dataclass(frozen=True)
class Example:
    """A task with the answer a tool must reproduce."""

    task: str
    """The task text."""
    expected: str
    """The answer: a person's feedback when given, else the agent's answer."""
    confirmed: bool = False
    """True when `expected` came from a person (`Trace.feedback`, or a module's `EXAMPLES`)."""
    trace_id: str | None = None
    """The trace it came from, if any."""
    agent_answer: str | None = None
    """For a confirmed example: what the agent itself answered (None if it did not answer)."""
    origin: str = "recorded tasks"
    """Where it came from, for reports (see `toolsmith.evidence`)."""


class Event(BaseModel):
    """Something that cost tokens or changed a tool, outside of answering a task."""

    kind: EventKind
    """What happened."""
    after_seq: int
    """The task number in the session after which it happened."""
    usage: Usage = Field(default_factory=Usage)
    """Model tokens it cost (exact)."""
    tool: str | None = None
    """The tool concerned, if any."""
    detail: str = ""
    """A short human-readable note."""
    at: str = Field(default_factory=utcnow)
    """When (UTC)."""


class PatternStats(BaseModel):
    """What the agent and the forge have spent on one pattern, and the forge's state for it."""

    costs_exact: list[int] = Field(default_factory=list)
    """The latest exact agent costs of its tasks (at most `MAX_COSTS`)."""
    costs_estimated: list[int] = Field(default_factory=list)
    """The latest estimated agent costs (tasks whose agent reported no usage)."""
    agent_tokens: int = 0
    """All tokens the agent spent answering it."""
    answered: int = 0
    """Tasks the agent answered (each a potential example)."""
    synthesis_tokens: int = 0
    """Tokens spent writing and checking tools for it."""
    forge_attempts: int = 0
    """Forging attempts that spent tokens."""
    forge_at: int = 0
    """`agent_tokens` at the last attempt that spent tokens (the next waits until they double)."""
    searched_at: int = 0
    """`answered` when the zero-token search last ran (it runs again on new examples)."""
    luck: bool = False
    """Whether that search's best fit was refused only as likely luck (it runs again sooner)."""
    checked_searched: int = 0
    """Person-checked answers the cross-validated search last ran on (it runs again on more)."""
    declined: int = 0
    """Tasks its tool declined since the search last ran (values no example vouched for, such as
    an hour below 10 when no answer showed whether it has a leading zero): the agent's answers
    to them may vouch, so the search runs again for a version that takes them."""
    verdict: str | None = None
    """Why forging gave up on this pattern, if it did (e.g. the same values got different answers)."""
    tool: str | None = None
    """The tool forged for it, if any (the latest, when it has one per partition)."""
    partitions: list[str] = Field(default_factory=list)
    """Values of a wording slot that each got a tool of their own (`evidence.largest_partition`):
    the pattern holds requests that one word tells apart, and forging goes on for the others."""

    def add_cost(self, tokens: int, exact: bool) -> None:
        """Record one agent answer's cost."""
        costs = self.costs_exact if exact else self.costs_estimated
        costs.append(tokens)
        del costs[:-MAX_COSTS]
        self.agent_tokens += tokens
        self.answered += 1

    def median_cost(self) -> tuple[int, TokenCount]:
        """What a routed task of this pattern saves: the median measured cost, exact preferred."""
        if self.costs_exact:
            return int(statistics.median(self.costs_exact)), "exact"
        if self.costs_estimated:
            return int(statistics.median(self.costs_estimated)), "estimated"
        return 0, "none"

    def absorb(self, other: "PatternStats") -> None:
        """Add the statistics of a pattern merged into this one."""
        for mine, theirs in ((self.costs_exact, other.costs_exact), (self.costs_estimated, other.costs_estimated)):
            mine[:0] = theirs
            del mine[:-MAX_COSTS]
        self.agent_tokens += other.agent_tokens
        self.answered += other.answered
        self.synthesis_tokens += other.synthesis_tokens
        self.forge_attempts += other.forge_attempts
        self.forge_at = max(self.forge_at, other.forge_at)
        self.tool = self.tool or other.tool
        self.partitions = [*self.partitions, *(v for v in other.partitions if v not in self.partitions)]
        self.verdict = self.verdict or other.verdict


class ToolStats(BaseModel):
    """How a tool has done in routing and shadow checks. Kept in the store, not in `tools/`,
    so the reviewable files change only when a person or the forge changes a tool."""

    uses: int = 0
    """Routed calls answered by the tool (every version)."""
    failures: int = 0
    """Routed calls that failed and fell back to the agent."""
    failure_streak: int = 0
    """Failures in a row since the last success (demotion counts these)."""
    tokens_saved: int = 0
    """Agent tokens its answers saved."""
    last_used: str | None = None
    """When it last answered (UTC)."""
    shadow_agree: int = 0
    """Shadow checks where the agent agreed with the tool."""
    shadow_disagree: int = 0
    """Shadow checks where the agent disagreed."""
    shadow_evidence: float = 0.0
    """Disagreements weighted by how far the agent can be trusted (`review.shadow_weight`)."""


class Totals(BaseModel):
    """Store-wide token totals: what agents spent, what tools saved, what learning cost.

    They bound speculation: forging may spend only 10% of all agent tokens plus everything tools
    have saved, so toolsmith never costs more than 110% of the agent alone, and patterns no
    person has checked are paid from savings only (`forge.Forge.budget`).
    """

    agent_tokens: int = 0
    """Tokens agents spent answering tasks (shadow checks not included)."""
    saved_tokens: int = 0
    """Agent tokens that routed tasks did not spend."""
    forge_tokens: int = 0
    """Tokens spent writing and checking tools, and on shadow checks."""
    model_attempts: int = 0
    """Forging attempts that called the model."""
    model_tools: int = 0
    """Of those, the attempts that ended with a verified tool."""

    def credit(self, share: float = 0.1) -> int:
        """Tokens learning may still spend: `share` of agent tokens, plus savings, minus spend."""
        return int(share * self.agent_tokens) + self.saved_tokens - self.forge_tokens

    def model_record(self) -> float:
        """How far the model has earned its credit: Laplace's rule of succession, (tools + 1) /
        (attempts + 2). 1/2 before any attempt (nothing is known), 1/3 after a failed one, 2/3
        after a verified tool. Measured on this project's families, a 1.5B model's attempts
        verified far less often than half the time."""
        return (self.model_tools + 1) / (self.model_attempts + 2)
