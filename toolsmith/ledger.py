"""The per-session token ledger: what was used, what was saved, and when it paid off."""

from __future__ import annotations

import statistics
from typing import Any, Literal

from pydantic import BaseModel, Field

from .records import Event, Trace, Usage
from .store import Store

__all__ = [
    "LatencyStats",
    "SessionReport",
    "session_report",
    "cumulative_series",
    "ledger_renderables",
    "render_ledger",
]

class LatencyStats(BaseModel):
    """Latency of one kind of task."""

    n: int = 0
    """Number of tasks."""
    p50_ms: float = 0.0
    """Median latency."""
    p99_ms: float = 0.0
    """99th-percentile latency."""


class SessionReport(BaseModel):
    """Everything toolsmith measured about one session."""

    session_id: str
    """The session."""
    tasks: int = 0
    """Tasks handled."""
    errors: int = 0
    """Tasks that ended in an error."""
    routed: int = 0
    """Tasks answered by an approved tool (zero tokens)."""
    inferred: int = 0
    """Tasks answered by the agent with no routing attempt."""
    fallbacks: int = 0
    """Tasks where a tool was tried, failed, and the agent answered."""
    agent_exact: Usage = Field(default_factory=Usage)
    """Agent tokens counted exactly from backend usage."""
    agent_estimated: Usage = Field(default_factory=Usage)
    """Agent tokens estimated from text length (agent reported no usage)."""
    synthesis: Usage = Field(default_factory=Usage)
    """Tokens spent writing tools."""
    verification: Usage = Field(default_factory=Usage)
    """Model tokens spent verifying tools (sandbox runs cost none)."""
    shadow: Usage = Field(default_factory=Usage)
    """Tokens spent re-asking the agent to check routed answers."""
    tokens_used: int = 0
    """All tokens used: agent (exact + estimated) + synthesis + verification + shadow."""
    tokens_saved: int = 0
    """Agent tokens avoided by routing (median measured cost of each routed task's pattern)."""
    tokens_saved_estimated: int = 0
    """Part of `tokens_saved` that rests on estimated, not exact, agent costs."""
    net_saved: int = 0
    """tokens_saved - synthesis - verification - shadow."""
    break_even_task: int | None = None
    """The task after which net savings turned (and stayed) positive; None if never."""
    latency: dict[str, LatencyStats] = Field(default_factory=dict)
    """Latency per task kind: inferred, routed, fallback, error."""
    approvals: list[tuple[int, str]] = Field(default_factory=list)
    """(after task number, tool) for each tool approval in the session."""
    speculative: dict[str, Any] = Field(default_factory=dict)
    """Speculative-decoding acceptance for agent and synthesis calls, when the backend exposes it."""

    def __str__(self) -> str:
        """The ledger as plain text, the same table `toolsmith stats` prints."""
        return render_ledger([self])

    def __rich__(self) -> Any:
        from rich.console import Group

        return Group(*ledger_renderables([self]))


_LABELS = {
    "tasks": "tasks", "errors": "errors", "routed": "routed (0 tokens)", "inferred": "inferred",
    "fallbacks": "fallbacks", "exact_in": "agent input tokens (exact)", "exact_out": "agent output tokens (exact)",
    "est_in": "agent input tokens (estimated)", "est_out": "agent output tokens (estimated)",
    "synthesis": "synthesis tokens", "shadow": "shadow-check tokens", "used": "tokens used (all)",
    "saved": "tokens saved", "net": "net saved", "break_even": "break-even after task",
}


def _ledger_cells(r: SessionReport) -> dict[str, Any]:
    return {
        "tasks": r.tasks, "errors": r.errors, "routed": r.routed, "inferred": r.inferred, "fallbacks": r.fallbacks,
        "exact_in": r.agent_exact.input_tokens, "exact_out": r.agent_exact.output_tokens,
        "est_in": r.agent_estimated.input_tokens, "est_out": r.agent_estimated.output_tokens,
        "synthesis": r.synthesis.total_tokens, "shadow": r.shadow.total_tokens, "used": r.tokens_used,
        "saved": r.tokens_saved, "net": r.net_saved, "break_even": r.break_even_task,
    }


def ledger_renderables(reports: list[SessionReport]) -> list[Any]:
    """The ledger as rich renderables: a table with one column per session, then latency lines."""
    from rich.table import Table
    from rich.text import Text

    table = Table(title="toolsmith ledger")
    table.add_column("")
    cells = [_ledger_cells(r) for r in reports]
    for r in reports:
        table.add_column(r.session_id, justify="right")
    for key, label in _LABELS.items():
        row = []
        for c in cells:
            value = c[key]
            if key == "net":
                row.append(Text(str(value), style="green" if value > 0 else "red"))
            else:
                row.append("-" if value is None else str(value))
        table.add_row(label, *row)
    out: list[Any] = [table]
    for r in reports:
        if r.latency:
            out.append(Text("latency: " + ", ".join(f"{k} p50 {v.p50_ms:.1f} ms (n={v.n})" for k, v in sorted(r.latency.items()))))
        if r.speculative:
            out.append(Text(f"speculative decoding: {r.speculative}"))
    return out


def render_ledger(reports: list[SessionReport], width: int = 120) -> str:
    """The ledger as plain text (no colours), e.g. for `print(ts.report())`."""
    import io

    from rich.console import Console

    buf = io.StringIO()
    console = Console(file=buf, width=width, color_system=None, force_terminal=False, force_jupyter=False)
    for item in ledger_renderables(reports):
        console.print(item)
    return buf.getvalue().rstrip("\n")


def _speculative(store: Store, session_id: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for kind in ("agent", "synthesis"):
        acc = store.speculative(session_id, kind)
        if acc and acc["drafts"]:
            d, t, a = acc["drafts"], acc["draft_tokens"], acc["accepted"]
            out[kind] = {
                "acceptance_rate": round(a / t, 4) if t else None,
                "mean_acceptance_length": round(1 + a / d, 3),
                "drafts": int(d),
                "draft_tokens": int(t),
                "accepted": int(a),
            }
    return out


def _kind(trace: Trace) -> str:
    return "error" if trace.status == "error" else trace.answered_by


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def session_report(store: Store, session_id: str) -> SessionReport:
    """Compute the ledger of one session from its traces and events."""
    traces = store.traces(session_id)
    evs = store.events(session_id)
    report = SessionReport(session_id=session_id, tasks=len(traces))
    lat: dict[str, list[float]] = {}
    for t in traces:
        kind = _kind(t)
        lat.setdefault(kind, []).append(t.latency_ms)
        report.errors += kind == "error"
        report.routed += kind == "routed"
        report.inferred += kind == "inferred"
        report.fallbacks += kind == "fallback"
        usage = Usage(input_tokens=t.input_tokens, output_tokens=t.output_tokens, total_tokens=t.total_tokens, requests=t.requests or int(t.total_tokens > 0))
        if t.token_count == "exact":
            report.agent_exact += usage
        elif t.token_count == "estimated":
            report.agent_estimated += usage
        report.tokens_saved += t.tokens_saved
        if t.saved_count == "estimated":
            report.tokens_saved_estimated += t.tokens_saved
    for e in evs:
        if e.kind in ("synthesis", "verification", "shadow"):
            setattr(report, e.kind, getattr(report, e.kind) + e.usage)
        if e.kind == "approval" and e.tool:
            report.approvals.append((e.after_seq, e.tool))
    overhead = report.synthesis.total_tokens + report.verification.total_tokens + report.shadow.total_tokens
    report.tokens_used = report.agent_exact.total_tokens + report.agent_estimated.total_tokens + overhead
    report.net_saved = report.tokens_saved - overhead
    report.latency = {k: LatencyStats(n=len(v), p50_ms=statistics.median(v), p99_ms=_pct(v, 0.99)) for k, v in lat.items()}
    report.break_even_task = _break_even(traces, evs)
    report.speculative = _speculative(store, session_id)
    return report


def cumulative_series(store: Store, session_id: str) -> tuple[list[int], list[int], list[int]]:
    """Per task: (task numbers, cumulative tokens with toolsmith, cumulative tokens agent alone)."""
    traces = store.traces(session_id)
    overhead = _overhead_by_seq(store.events(session_id))
    seqs, with_ts, alone = [], [], []
    used = base = 0
    for t in traces:
        used += t.total_tokens + overhead.get(t.seq, 0)
        base += t.total_tokens + t.tokens_saved if t.routed else t.total_tokens
        seqs.append(t.seq)
        with_ts.append(used)
        alone.append(base)
    return seqs, with_ts, alone


def _overhead_by_seq(evs: list[Event]) -> dict[int, int]:
    out: dict[int, int] = {}
    for e in evs:
        if e.kind in ("synthesis", "verification", "shadow"):
            out[e.after_seq] = out.get(e.after_seq, 0) + e.usage.total_tokens
    return out


def _break_even(traces: list[Trace], evs: list[Event]) -> int | None:
    overhead = _overhead_by_seq(evs)
    net = 0
    since: int | None = None
    for t in traces:
        net += t.tokens_saved - overhead.get(t.seq, 0)
        if net > 0 and since is None:
            since = t.seq
        elif net <= 0:
            since = None
    return since
