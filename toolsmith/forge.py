"""The forging pipeline: examples of a pattern -> synthesized tool -> verification -> library.

`forge_tool` is what the wrapper calls once a pattern recurs. It splits the recorded examples
into shown and held-out (deterministically, by a hash of each task), lets the synthesizer write
`run()` tested on the shown examples only, verifies the chosen candidate on shown, held-out and
negative tasks, and registers it as `pending` (or `approved` when an explicit `ApprovalPolicy`
allows it, recording why). On failure nothing is written to `tools/`, but the outcome still
carries the tokens spent, so the caller can charge them. With `Synthesizer(write_extractor=True)`
the model also writes `extract()`; that module is verified first, on the same examples and
negatives, and the template-parser module is the fallback.

Nothing here knows task families: judgement tasks ("which statement is sarcastic?") fail
because no script beats the trivial baselines on held-out examples, not because of their names.
"""

from __future__ import annotations

import hashlib
import time
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from .errors import ToolNotApproved
from .library import ApprovalPolicy, ToolLibrary, ToolManifest, tool_name_for
from .records import Usage
from .synthesis import SynthesisResult, Synthesizer
from .verify import (
    Example,
    VerificationReport,
    check_examples,
    heldout_can_pass,
    near_misses,
    verify_tool,
)

if TYPE_CHECKING:
    from .sandbox import SandboxBackend, SandboxLimits

__all__ = ["PatternLike", "ForgeOutcome", "split_examples", "forge_tool"]


class PatternLike(Protocol):
    """Anything with a pattern's id, template and slot kinds (`Pattern`, `PatternMatch`)."""

    @property
    def template(self) -> str: ...

    @property
    def slot_kinds(self) -> dict[str, str]: ...


class ForgeOutcome(BaseModel):
    """What one forging attempt produced and cost."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    pattern_id: str | None = None
    """The pattern the tool was forged for."""
    manifest: ToolManifest | None = None
    """The registered tool, or None when no tool passed verification."""
    usage: Usage = Field(default_factory=Usage)
    """Tokens spent on synthesis (charged whether or not a tool came out)."""
    token_count: str = "exact"
    """`exact` unless some model reply carried no usage metadata."""
    synthesis_ms: float = 0.0
    """Wall time of synthesis, including testing candidates on shown examples."""
    verification_ms: float = 0.0
    """Wall time of the final verification."""
    attempts: int = 0
    """Model calls made."""
    candidates_tried: int = 0
    """Distinct candidates tested."""
    report: VerificationReport | None = None
    """The final verification report (None when synthesis produced nothing)."""
    auto_approved: bool = False
    """Whether the approval policy approved the tool."""
    reason: str = ""
    """One line: what happened and why."""
    synthesis: SynthesisResult | None = None
    """Synthesis details: every candidate, its tokens and test score."""

    @property
    def ok(self) -> bool:
        """A tool was registered."""
        return self.manifest is not None


def split_examples(examples: list[Example], held_out_fraction: float = 0.5) -> tuple[list[Example], list[Example]]:
    """Deterministic (shown, held_out) split ordered by a hash of each task.

    Person-confirmed examples are held out first: they are the most trustworthy test of a tool
    the model never saw, and agent answers (possibly wrong) are then only shown as hints.
    Independent of arrival order, so re-forging a pattern holds out the same tasks.
    """
    if not 0.0 <= held_out_fraction < 1.0:
        raise ValueError("held_out_fraction must be in [0, 1)")
    unique = list({ex.task: ex for ex in examples}.values())
    ordered = sorted(unique, key=lambda ex: (ex.confirmed, hashlib.sha256(ex.task.encode()).hexdigest()))
    n_held = int(round(len(ordered) * held_out_fraction))
    if held_out_fraction > 0 and len(ordered) >= 2:
        n_held = min(max(n_held, 1), len(ordered) - 1)
    return ordered[: len(ordered) - n_held], ordered[len(ordered) - n_held :]


def _negatives(template: str, slot_kinds: dict[str, str], examples: list[Example], given: list[str], per_example: int = 8) -> list[str]:
    positives = {ex.task for ex in examples}
    out = list(dict.fromkeys(t for t in given if t not in positives))
    for ex in examples[:2]:
        out += [t for t in near_misses(template, ex.task, slot_kinds=slot_kinds, limit=per_example) if t not in positives]
    return list(dict.fromkeys(out))


def forge_tool(
    pattern: PatternLike | Any,
    examples: list[Example],
    negatives: list[str],
    *,
    synthesizer: Synthesizer,
    sandbox: "SandboxBackend",
    library: ToolLibrary,
    policy: ApprovalPolicy | None = None,
    held_out_fraction: float = 0.5,
    limits: "SandboxLimits | None" = None,
    name: str | None = None,
    alpha: float | None = 0.05,
) -> ForgeOutcome:
    """Synthesize, verify and register a tool for `pattern`; see the module docstring.

    Returns early, spending no tokens, when the held-out examples could not prove anything yet
    (e.g. 3 examples -> 2 held out; all held-out answers equal); `alpha` is verification's
    significance level (None: strict-better-than-baseline only).
    """
    policy = policy or ApprovalPolicy()
    pattern_id = getattr(pattern, "id", None) or getattr(pattern, "pattern_id", None)
    template, slot_kinds = pattern.template, dict(pattern.slot_kinds)
    outcome = ForgeOutcome(pattern_id=pattern_id)
    shown, held_out = split_examples(examples, held_out_fraction)
    if not shown or not held_out:
        outcome.reason = f"not enough examples to forge ({len(examples)}): need some to show and some to hold out"
        return outcome
    possible, why = heldout_can_pass(held_out, alpha)
    if not possible:
        outcome.reason = f"waiting for more examples ({len(examples)} so far): {why}"
        return outcome

    t0 = time.perf_counter()
    result = synthesizer.synthesize(
        template, slot_kinds, shown, test=lambda source: check_examples(source, shown, sandbox=sandbox, limits=limits)
    )
    outcome.synthesis_ms = round((time.perf_counter() - t0) * 1000, 1)
    outcome.synthesis = result
    outcome.usage, outcome.token_count = result.usage, result.token_count
    outcome.attempts, outcome.candidates_tried = result.attempts, result.candidates_tried
    if result.source is None:
        outcome.reason = f"synthesis failed: {result.error}"
        return outcome

    all_negatives = _negatives(template, slot_kinds, examples, negatives)
    candidates: list[tuple[str, Literal["template", "own"]]] = [(result.source, "template")]
    notes: list[str] = []
    if synthesizer.write_extractor and result.run_code and result.usage.total_tokens < synthesizer.token_budget:
        # Opt-in: the model writes extract() too. Shown only near misses of one shown example;
        # verified on every negative, like the template's parser. The template tool is the fallback.
        hint = near_misses(template, shown[0].task, slot_kinds=slot_kinds, limit=3)
        ext = synthesizer.write_extract(template, slot_kinds, shown, hint, result.run_code)
        outcome.usage += ext.usage
        outcome.attempts += 1
        if ext.token_count != "exact":
            outcome.token_count = "estimated"
        if ext.source is not None:
            candidates.insert(0, (ext.source, "own"))
        else:
            notes.append(f"model-written extract() not usable: {ext.error}")

    t1 = time.perf_counter()
    for source, extractor in candidates:
        report = verify_tool(source, sandbox=sandbox, shown=shown, held_out=held_out, negatives=all_negatives,
                             limits=limits, alpha=alpha)
        if report.passed:
            break
        if extractor == "own":
            notes.append("model-written extract() failed verification: " + "; ".join(report.reasons))
    outcome.verification_ms = round((time.perf_counter() - t1) * 1000, 1)
    outcome.report = report
    note = "".join(f" [{n}]" for n in notes)
    if not report.passed:
        outcome.reason = "verification failed: " + "; ".join(r for r in report.reasons) + note
        return outcome

    existing = library.for_pattern(pattern_id) if pattern_id else None
    tool_name = name or (existing.name if existing else tool_name_for(template, {m.name for m in library.list()}))
    manifest = library.register(
        source,
        name=tool_name,
        pattern_id=pattern_id,
        template=template,
        slot_kinds=slot_kinds,
        model=result.model,
        synthesis_usage=outcome.usage,
        synthesis_attempts=outcome.attempts,
        verification=report,
        extractor=extractor,
    )
    approve, why = policy.decide(report)
    if approve:
        try:
            manifest = library.approve(manifest.name, reason=why, auto=True, isolation=sandbox.isolation)
            outcome.auto_approved = True
        except ToolNotApproved as exc:  # evaluates strings, and no kernel sandbox here: stays pending
            approve, note = False, f"{note} [{exc}]"
    outcome.manifest = manifest
    outcome.reason = f"registered {manifest.name} v{manifest.version} as {manifest.status}: {report.summary()}" + (
        f" ({why})" if approve else ""
    ) + (" [extract() written by the model]" if extractor == "own" else "") + note
    return outcome
