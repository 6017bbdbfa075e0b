"""Typed records shared across toolsmith: usage, traces and session reports."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Literal

from pydantic import BaseModel, Field

__all__ = ["Usage", "Trace", "TokenCount", "utcnow"]

TokenCount = Literal["exact", "estimated", "none"]


def utcnow() -> str:
    """The current UTC time as an ISO-8601 string."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


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
    token_count: TokenCount = "none"
    """`exact` (backend usage), `estimated` (from text length) or `none` (no model ran)."""
    model: str | None = None
    """The model name the backend reported, if any."""
    latency_ms: float = 0.0
    """Wall time of the whole call, in milliseconds."""
    created_at: str = Field(default_factory=utcnow)
    """When the task arrived (UTC, ISO-8601)."""
    pattern_id: str | None = None
    """The recurring pattern this task was assigned to, if any."""
    answered_by: str = "inferred"
    """`inferred`, `routed:<tool>@<version>`, `fallback` or `error`."""
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
