"""Review policy, in one place: when a tool may be approved without a person, and when a
routed tool loses its approval.

* `ApprovalPolicy`: the thresholds under which a verified tool is approved automatically (off
  by default: a person approves).
* `Review`: turns what happens to routed tools into their statistics (`ToolStats`, kept in the
  store) and into demotions: `failure_threshold` routed failures in a row, or shadow checks
  whose disagreements weigh `shadow_demote_after`. A disagreement weighs (a + 1) / (n + 1),
  where the agent's own answer matched a of the n person-confirmed answers the tool was
  verified on (`shadow_weight`): a wrong agent cannot demote a tool a person vouched for.
"""

from __future__ import annotations

from pydantic import BaseModel

from .errors import UserError
from .library import ToolLibrary
from .records import utcnow
from .router import RouteOutcome
from .store import Store
from .verify import VerificationReport

__all__ = ["ApprovalPolicy", "Review", "shadow_weight"]


class ApprovalPolicy(BaseModel):
    """When a verified tool may be approved without a person. Off by default."""

    auto_approve: bool = False
    """Master switch; when False every new tool waits for review."""
    min_shown: float = 1.0
    """Minimum accuracy on the examples shown to the model."""
    min_heldout: float = 1.0
    """Minimum accuracy on held-out examples."""
    min_heldout_total: int = 3
    """Minimum number of held-out examples."""
    min_negatives: int = 3
    """Minimum number of negatives tried (all must be rejected, as verification requires)."""
    min_confirmed: int = 0
    """Minimum number of person-confirmed examples among the positives."""
    confirmed_overrule: int = 3
    """With at least this many person-confirmed examples, all passed, the shown/held-out
    accuracy thresholds count only agreement with confirmed answers: a wrong agent answer must
    not block a tool that a person's answers vouch for. More than one disagreement with the
    agent is overruled only where the person caught the agent wrong."""
    max_disagreements: int = 0
    """Maximum disagreements with person-confirmed answers (disagreements with unconfirmed agent
    answers are shown to the reviewer but do not block: a confirmed answer outranks the agent's)."""

    def decide(self, report: VerificationReport) -> tuple[bool, str]:
        """(approve?, reasons) for a verification report."""
        if not self.auto_approve:
            return False, "auto-approval is off"
        confirmed_off = [d for d in report.disagreements if d.confirmed]
        # a person's answers outrank the agent's where that person caught the agent wrong; where
        # the agent was right on every answer checked, one disagreement may be its slip, more are
        # the tool's errors (a model's triangle tool answered every equilateral one "isosceles")
        caught = report.agent_confirmed_passed < report.agent_confirmed_total
        vouched = (caught or len(report.disagreements) - len(confirmed_off) <= 1) and \
            report.confirmed_total >= self.confirmed_overrule and report.confirmed_passed == report.confirmed_total
        checks = [
            (report.passed, "verification passed"),
            (vouched or report.shown_accuracy >= self.min_shown, f"shown {report.shown_passed}/{report.shown_total} >= {self.min_shown:.0%}"
             + (" or vouched for by confirmed answers" if vouched else "")),
            (vouched or report.heldout_accuracy >= self.min_heldout, f"held-out {report.heldout_passed}/{report.heldout_total} >= {self.min_heldout:.0%}"
             + (" or vouched for by confirmed answers" if vouched else "")),
            (report.heldout_total >= self.min_heldout_total, f"{report.heldout_total} held-out >= {self.min_heldout_total}"),
            (report.negatives_total >= self.min_negatives, f"{report.negatives_total} negatives >= {self.min_negatives}"),
            (report.confirmed_total >= self.min_confirmed, f"{report.confirmed_total} confirmed >= {self.min_confirmed}"),
            (len(confirmed_off) <= self.max_disagreements, f"{len(confirmed_off)} confirmed disagreements <= {self.max_disagreements}"),
        ]
        failed = [text for ok, text in checks if not ok]
        if failed:
            return False, "policy not met: " + "; ".join(f"not {t}" for t in failed)
        return True, "auto-approved by policy: " + "; ".join(t for _, t in checks)


def shadow_weight(report: VerificationReport | None) -> float:
    """How much one shadow disagreement counts against a tool: (a + 1) / (n + 1), where the agent
    matched a of the n person-confirmed answers the tool was verified on (1 without any)."""
    hits, seen = (report.agent_confirmed_passed, report.agent_confirmed_total) if report else (0, 0)
    return (hits + 1) / (seen + 1)


class Review:
    """Routing outcomes and shadow checks -> tool statistics in the store, and demotions."""

    def __init__(self, store: Store, library: ToolLibrary, *, failure_threshold: int = 3,
                 shadow_demote_after: float = 2.0) -> None:
        self.store = store
        self.library = library
        self.failure_threshold = failure_threshold
        """Routed failures in a row that send a tool back to `pending`."""
        self.shadow_demote_after = shadow_demote_after
        """Weighted shadow disagreements that send a tool back to `pending`."""

    def routed(self, outcome: RouteOutcome, tokens_saved: int = 0) -> str | None:
        """Count a routing attempt; returns the demotion reason when it cost the tool its approval.

        A refusal (the tool was not run: edited after approval, not safe on this machine) is
        not the tool's failure and is not counted."""
        if outcome.tool is None or outcome.version is None or outcome.refused:
            return None
        answered = outcome.answer is not None
        with self.store.tool(outcome.tool, outcome.version) as stats:
            if answered:
                stats.uses += 1
                stats.failure_streak = 0
                stats.tokens_saved += tokens_saved
                stats.last_used = utcnow()
                return None
            stats.failures += 1
            stats.failure_streak += 1
            demote = stats.failure_streak >= self.failure_threshold
            if demote:
                stats.failure_streak = 0
        if not demote:
            return None
        reason = f"{self.failure_threshold} routed failures in a row"
        self._demote(outcome.tool, reason, [outcome.reason or ""])
        return reason

    def shadow(self, tool: str, version: int, agree: bool, task: str, agent_answer: str, tool_answer: str) -> str | None:
        """Count a shadow check; returns the demotion reason once disagreements weigh enough."""
        try:
            report = self.library.get(tool).verification
        except UserError:  # removed meanwhile
            return None
        weight = shadow_weight(report)
        with self.store.tool(tool, version) as stats:
            if agree:
                stats.shadow_agree += 1
                return None
            stats.shadow_disagree += 1
            stats.shadow_evidence += weight
            if stats.shadow_evidence < self.shadow_demote_after - 1e-9:
                return None
            disagree, evidence = stats.shadow_disagree, stats.shadow_evidence
            stats.shadow_evidence = 0.0  # spent on this demotion; a re-approval starts afresh
        reason = f"{disagree} shadow disagreements with the agent"
        if report is not None and report.agent_confirmed_total:
            reason += (f" (weighted {evidence:.2f}: the agent was right on {report.agent_confirmed_passed}/"
                       f"{report.agent_confirmed_total} confirmed answers)")
        self._demote(tool, reason, [f"task={task[:200]!r} agent={agent_answer[:100]!r} tool={tool_answer[:100]!r}"])
        return reason

    def _demote(self, tool: str, reason: str, items: list[str]) -> None:
        try:
            self.library.demote(tool, reason, items)
        except UserError:  # removed meanwhile
            pass
