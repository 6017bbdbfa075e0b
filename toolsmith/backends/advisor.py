"""Choose k (tokens drafted per step) from per-position acceptance and relative costs.

Model, per target step with k drafted tokens:

    tokens(k) = 1 + sum_{i<k} p_i               p_i = share of drafts whose position i was accepted
    cost(k)   = 1 + verify_cost * k + draft(k) + step_overhead   (unit: one plain target decode step)
    draft(k)  = draft_cost * k   (autoregressive drafter: draft model, EAGLE, MTP)
              = draft_cost       (parallel drafter: DFlash, Medusa: one pass per block)
              = 0                (lookup drafters: n-gram, suffix)
    speedup(k) = tokens(k) / cost(k)

`p_i` is cumulative (a draft stops at its first rejection), exactly what the
`spec_decode_num_accepted_tokens_per_pos_total` counters divided by `num_drafts` give.
`verify_cost` is the extra cost of the target verifying one more token in the batch
(≈0 on a memory-bound GPU at low load; 0.45–0.53 measured on the 2-core CPU here).

Positions beyond those measured are extrapolated with a constant *conditional* acceptance
(p_i / p_{i-1}), the mean of the last two measured conditional rates: acceptance keeps
decaying geometrically, the usual shape of measured per-position curves. Measured values are
first made non-increasing (running minimum), since noise or variable-length drafts can break
that. With variable-length drafts (n-gram modes, `p_min`) p_i is relative to all drafts and
understates acceptance at late positions.

Costs measured in isolation (drafter decode speed, target prompt-processing speed) understate
what a speculative step really costs on the embedded server (the drafter also catches up on
the bonus token, both models sample over the full vocabulary at every position, scheduling
overhead): on the embedded server here, 0.7–1.4 target steps per speculative step on top
(bench/README.md, "Speculative decoding"). Two ways to calibrate from real runs:
- `fit_step_costs()`: measured step costs at two or more k give the per-token cost and the
  fixed per-step overhead (least squares of cost(k) = 1 + overhead + per_token * k);
- `calibrate_draft_cost()`: one run (speedup and mean acceptance length at one k) gives the
  effective draft cost, assuming the verify cost and overhead are known.
A step's cost is measurable from server timings: generation time minus the plain decode steps,
divided by the number of drafts, in units of one plain target decode step.
"""

from __future__ import annotations

from typing import Literal, Mapping, Sequence

from pydantic import BaseModel

from ..errors import ConfigError

__all__ = ["KEstimate", "Advice", "StepCostFit", "extrapolate", "advise", "calibrate_draft_cost", "fit_step_costs"]

DrafterKind = Literal["autoregressive", "parallel", "lookup"]


class KEstimate(BaseModel):
    """The advisor's figures for one k."""

    k: int
    """Tokens drafted per target step."""
    tokens_per_step: float
    """Expected tokens produced per target step (1 + expected accepted)."""
    acceptance_rate: float
    """Expected accepted / drafted tokens."""
    step_cost: float
    """Cost of one speculative step, in plain target decode steps."""
    speedup: float
    """tokens_per_step / step_cost: throughput relative to no speculation."""


class Advice(BaseModel):
    """Expected speedup per k and the best choice."""

    rows: list[KEstimate]
    """One estimate per k considered, ascending k."""
    best_k: int
    """k with the highest expected speedup; 0 means speculation is not expected to pay."""
    best_speedup: float
    """Expected speedup at best_k (1.0 when best_k is 0)."""
    per_position: list[float]
    """Per-position acceptance used (measured, then extrapolated)."""
    measured_positions: int
    """How many leading positions were measured rather than extrapolated."""
    draft_cost: float
    """Cost of one draft step (or one parallel block) relative to one target step."""
    verify_cost: float
    """Extra target cost per additional verified token."""
    step_overhead: float = 0.0
    """Fixed cost per speculative step (scheduling, drafter catch-up), in target steps."""
    drafter: DrafterKind
    """How drafting is paid for."""


def extrapolate(per_position: Sequence[float], n: int) -> list[float]:
    """Per-position acceptance for positions 0..n-1 (see module docstring for the rule)."""
    vals = [float(p) for p in per_position]
    if not vals:
        raise ConfigError("need at least one per-position acceptance rate")
    if any(not 0.0 <= p <= 1.0 for p in vals):
        raise ConfigError(f"acceptance rates must be within 0..1, got {vals}")
    mono: list[float] = []
    for p in vals:
        mono.append(min(p, mono[-1]) if mono else p)
    cond = [mono[0]] + [mono[i] / mono[i - 1] for i in range(1, len(mono)) if mono[i - 1] > 0]
    tail = sum(cond[-2:]) / len(cond[-2:])
    out = mono[:n]
    while len(out) < n:
        out.append(out[-1] * tail)
    return out


def advise(
    per_position: Sequence[float],
    *,
    draft_cost: float,
    verify_cost: float = 0.0,
    drafter: DrafterKind = "autoregressive",
    max_k: int = 16,
    ks: Sequence[int] | None = None,
    step_overhead: float = 0.0,
) -> Advice:
    """Expected tokens per step and speedup for each k; the best k (0 if none beats 1.0)."""
    if draft_cost < 0 or verify_cost < 0 or step_overhead < 0:
        raise ConfigError("draft_cost, verify_cost and step_overhead must be >= 0")
    if drafter not in ("autoregressive", "parallel", "lookup"):
        raise ConfigError(f"drafter must be autoregressive, parallel or lookup, not {drafter!r}")
    chosen = sorted(set(ks)) if ks else list(range(1, max_k + 1))
    if not chosen or chosen[0] < 1:
        raise ConfigError("k values must be >= 1")
    probs = extrapolate(per_position, chosen[-1])
    rows = []
    for k in chosen:
        accepted = sum(probs[:k])
        draft = {"autoregressive": draft_cost * k, "parallel": draft_cost, "lookup": 0.0}[drafter]
        cost = 1.0 + verify_cost * k + draft + step_overhead
        rows.append(KEstimate(k=k, tokens_per_step=1 + accepted, acceptance_rate=accepted / k,
                              step_cost=cost, speedup=(1 + accepted) / cost))
    best = max(rows, key=lambda r: r.speedup)
    return Advice(
        rows=rows,
        best_k=best.k if best.speedup > 1.0 else 0,
        best_speedup=best.speedup if best.speedup > 1.0 else 1.0,
        per_position=probs,
        measured_positions=min(len(per_position), len(probs)),
        draft_cost=draft_cost,
        verify_cost=verify_cost,
        step_overhead=step_overhead,
        drafter=drafter,
    )


def calibrate_draft_cost(
    speedup: float,
    tokens_per_step: float,
    k: int,
    *,
    verify_cost: float = 0.0,
    drafter: DrafterKind = "autoregressive",
    step_overhead: float = 0.0,
) -> float:
    """Effective draft cost implied by one measured run at `k`.

    `tokens_per_step` is the measured mean acceptance length (1 + accepted / drafts) and
    `speedup` the measured throughput relative to no speculation. Solves
    `speedup = tokens_per_step / (1 + verify_cost * k + draft(k))` for the draft cost.
    """
    if speedup <= 0 or tokens_per_step < 1 or k < 1:
        raise ConfigError("need speedup > 0, tokens_per_step >= 1 and k >= 1")
    if drafter == "lookup":
        raise ConfigError("lookup drafters have no draft cost to calibrate")
    extra = tokens_per_step / speedup - 1.0 - verify_cost * k - step_overhead
    return max(0.0, extra / (k if drafter == "autoregressive" else 1))


class StepCostFit(BaseModel):
    """cost(k) = 1 + overhead + per_token * k, fitted to measured step costs."""

    per_token: float
    """Cost per drafted token (draft step plus verifying it), in target steps."""
    overhead: float
    """Fixed cost per speculative step beyond one target step."""
    max_residual: float
    """Largest |measured - fitted| step cost among the points used (0 for two points)."""


def fit_step_costs(step_costs: Mapping[int, float]) -> StepCostFit:
    """Least-squares fit of measured step costs (k -> cost in target steps), >= 2 distinct k.

    Feed the result to `advise(..., draft_cost=fit.per_token, step_overhead=fit.overhead)`
    (with `verify_cost=0`: the per-token figure already includes verification).
    """
    pts = [(int(k), float(c)) for k, c in step_costs.items()]
    if len({k for k, _ in pts}) < 2 or any(k < 1 or c <= 0 for k, c in pts):
        raise ConfigError("need measured step costs (> 0) at two or more distinct k >= 1")
    mk = sum(k for k, _ in pts) / len(pts)
    mc = sum(c for _, c in pts) / len(pts)
    sxx = sum((k - mk) ** 2 for k, _ in pts)
    slope = sum((k - mk) * (c - mc) for k, c in pts) / sxx
    intercept = mc - slope * mk
    resid = max(abs(c - (intercept + slope * k)) for k, c in pts)
    return StepCostFit(per_token=max(0.0, slope), overhead=max(0.0, intercept - 1.0), max_residual=resid)
