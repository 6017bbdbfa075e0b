"""The forging pipeline: examples of a pattern -> synthesized tool -> verification -> library.

`forge_tool` is what the wrapper calls once a pattern recurs. It splits the recorded examples
into shown and held-out (deterministically, by a hash of each task), lets the synthesizer write
`run()` tested on the shown examples only, verifies the chosen candidate on shown, held-out and
negative tasks, and registers it as `pending` (or `approved` when an explicit `ApprovalPolicy`
allows it, recording why). On failure nothing is written to `tools/`, but the outcome still
carries the tokens spent, so the caller can charge them. With `Synthesizer(write_extractor=True)`
the model also writes `extract()`; that module is verified first, on the same examples and
negatives, and the template-parser module is the fallback.

`check_tool`, `add_tool` and `retest_tool` are the same pipeline for a tool that already
exists, e.g. one a person wrote: no synthesis, verification on everything known (the module's
own `EXAMPLES`, recorded tasks, near misses, the packaged BIG-Bench Hard subset as an open set).

Nothing here knows task families: judgement tasks ("which statement is sarcastic?") fail
because no script beats the trivial baselines on held-out examples, not because of their names.
"""

from __future__ import annotations

import hashlib
import time
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from .errors import ToolNotApproved, UserError
from .library import ApprovalPolicy, ToolLibrary, ToolManifest, tool_name_for
from .records import Usage
from .synthesis import SynthesisResult, Synthesizer
from .verify import (
    ORIGIN_DATASET,
    ORIGIN_NEAR_MISS,
    ORIGIN_OTHER_PATTERNS,
    ORIGIN_RECORDED,
    CaseResult,
    Example,
    Prober,
    VerificationReport,
    check_examples,
    declared_examples,
    examples_for_pattern,
    heldout_can_pass,
    near_misses,
    verify_tool,
)

if TYPE_CHECKING:
    from .patterns import PatternMiner
    from .sandbox import SandboxBackend, SandboxLimits
    from .store import Store

__all__ = [
    "PatternLike",
    "ForgeOutcome",
    "ToolCheck",
    "split_examples",
    "forge_tool",
    "check_tool",
    "add_tool",
    "retest_tool",
    "DATASET_PER_FAMILY",
]

DATASET_PER_FAMILY = 10
"""Packaged BIG-Bench Hard tasks per family that `check_tool` tries as an open set."""
MAX_RECORDED = 400
"""Most recent recorded tasks `check_tool` reads."""
MAX_PATTERN_PROBES = 30
"""Patterns whose latest task is tried to find a hand-written tool's pattern."""


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


def _negatives(template: str, slot_kinds: dict[str, str], examples: list[Example], given: list[str], per_example: int = 8) -> dict[str, list[str]]:
    """{origin: tasks}: the given tasks of other patterns, and near misses of the first two examples."""
    positives = {ex.task for ex in examples}
    misses = [t for ex in examples[:2] for t in near_misses(template, ex.task, slot_kinds=slot_kinds, limit=per_example)]
    return {
        ORIGIN_OTHER_PATTERNS: [t for t in dict.fromkeys(given) if t not in positives],
        ORIGIN_NEAR_MISS: [t for t in dict.fromkeys(misses) if t not in positives],
    }


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
    progress: Callable[[str], None] | None = None,
) -> ForgeOutcome:
    """Synthesize, verify and register a tool for `pattern`; see the module docstring.

    Returns early, spending no tokens, when the held-out examples could not prove anything yet
    (e.g. 3 examples -> 2 held out; all held-out answers equal); `alpha` is verification's
    significance level (None: strict-better-than-baseline only). `progress` hears each stage.
    """
    say = progress or (lambda _: None)
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

    say(f"writing a tool for pattern {pattern_id} with {synthesizer.model_name} "
        f"({len(shown)} examples shown, up to {synthesizer.token_budget} tokens)")
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
        say(f"writing extract() for pattern {pattern_id} with {synthesizer.model_name}")
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

    say(f"verifying the tool for pattern {pattern_id} in the sandbox "
        f"({len(shown) + len(held_out)} examples, {sum(map(len, all_negatives.values()))} negatives)")
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


# ------------------------------------------------------------------ tools that already exist
class ToolCheck(BaseModel):
    """What `check_tool` found: the report, and the mined pattern the tool serves, if any."""

    report: VerificationReport
    """The verification report (`report.coverage()` says what was and was not checked)."""
    pattern_id: str | None = None
    """The recorded pattern whose tasks the tool accepts, if any."""
    template: str | None = None
    """That pattern's template."""
    slot_kinds: dict[str, str] = Field(default_factory=dict)
    """That pattern's slot kinds."""
    declared: int = 0
    """Examples the module declares in `EXAMPLES`."""
    recorded: int = 0
    """Recorded examples of the pattern that were checked."""


def check_tool(
    source: str,
    *,
    store: "Store",
    sandbox: "SandboxBackend",
    pattern_id: str | None = None,
    template: str | None = None,
    slot_kinds: dict[str, str] | None = None,
    limits: "SandboxLimits | None" = None,
    progress: Callable[[int, int, CaseResult], None] | None = None,
    stop_after_limits: int | None = 3,
    dataset_per_family: int = DATASET_PER_FAMILY,
    alpha: float | None = 0.05,
) -> ToolCheck:
    """Verify an existing tool on everything known, before or without any synthesis.

    Positives: the module's `EXAMPLES` (confirmed) and the recorded examples of its pattern.
    When `pattern_id` is None it is found without running anything when `EXAMPLES` fit a
    recorded pattern, else by trying the latest task of each recorded pattern. Negatives:
    recorded tasks of other patterns and near misses of the pattern's template (or of
    `template`, when the pattern is not in this store). Open set:
    recorded tasks in no pattern and `dataset_per_family` packaged BIG-Bench Hard tasks per
    family, whose answers are known: declined counts as a negative, accepted must be right.
    `progress(done, total, case)` hears every sandbox call; after `stop_after_limits` calls in
    a row hit a sandbox limit, verification stops and fails.
    """
    from .patterns import PatternMiner
    from .workload import packaged_examples

    declared = declared_examples(source)
    prober = Prober(source, sandbox=sandbox, limits=limits, progress=progress, stop_after_limits=stop_after_limits)
    miner = PatternMiner(store)
    traces = [t for t in store.traces() if t.status == "ok"][-MAX_RECORDED:]
    if pattern_id is None:
        pattern_id = _pattern_of(declared, traces, miner, prober)
    pattern = miner.pattern(pattern_id) if pattern_id else None
    if pattern is not None:
        template, slot_kinds = pattern.template, dict(pattern.slot_kinds)
    recorded = examples_for_pattern(store, pattern_id) if pattern_id else []
    positives = list({ex.task: ex for ex in (*recorded, *declared)}.values())
    negatives = {ORIGIN_OTHER_PATTERNS: list(dict.fromkeys(t.task for t in traces if t.pattern_id and t.pattern_id != pattern_id))}
    if template:
        fitting = [ex for ex in positives if ex.origin == ORIGIN_RECORDED] or positives
        negatives[ORIGIN_NEAR_MISS] = _negatives(template, slot_kinds or {}, fitting, [])[ORIGIN_NEAR_MISS]
    open_set = [
        Example(t.task, t.feedback if t.feedback is not None else t.answer or "", t.feedback is not None, t.id)
        for t in traces
        if t.pattern_id is None and (t.feedback is not None or (t.answer is not None and not t.answered_by.startswith("routed:")))
    ]
    open_set += [Example(task, answer, True, origin=ORIGIN_DATASET) for task, answer in packaged_examples(dataset_per_family)]
    report = verify_tool(source, sandbox=sandbox, shown=[], held_out=positives, negatives=negatives, open_set=open_set,
                         limits=limits, alpha=alpha, prober=prober)
    return ToolCheck(report=report, pattern_id=pattern_id, template=template, slot_kinds=slot_kinds or {},
                     declared=len(declared), recorded=len(recorded))


def _pattern_of(declared: list[Example], traces: list[Any], miner: "PatternMiner", prober: Prober) -> str | None:
    """The recorded pattern a tool serves: where its EXAMPLES fit, else the largest one whose latest task it accepts."""
    fits = Counter(m.pattern_id for ex in declared if (m := miner.match(ex.task)) is not None)
    if fits:
        return fits.most_common(1)[0][0]
    latest = {t.pattern_id: t.task for t in traces if t.pattern_id}
    sizes = Counter(t.pattern_id for t in traces if t.pattern_id)
    ranked = [pid for pid, _ in sizes.most_common(MAX_PATTERN_PROBES)]
    prober.total += len(ranked)
    for pid in ranked:
        case = prober.probe(latest[pid])
        if case is not None and case.args is not None:
            return pid
    return None


def add_tool(
    library: ToolLibrary,
    source: str,
    *,
    name: str,
    store: "Store",
    sandbox: "SandboxBackend",
    progress: Callable[[int, int, CaseResult], None] | None = None,
) -> tuple[ToolManifest, ToolCheck]:
    """Check a hand-written tool (`check_tool`) and register it as `pending` with its report.

    Raises `UserError` before running anything when the name, the code (`lint_tool`) or its
    `EXAMPLES` are not acceptable.
    """
    from .lint import import_policy, lint_tool

    library.check_name(name)
    reasons = lint_tool(source, allowed_imports=import_policy(library.path))
    if reasons:
        raise UserError(f"not an acceptable tool: {'; '.join(reasons)}")
    declared_examples(source)  # a malformed EXAMPLES list is an error before anything runs
    check = check_tool(source, store=store, sandbox=sandbox, progress=progress)
    manifest = library.register(
        source, name=name, pattern_id=check.pattern_id, template=check.template, slot_kinds=check.slot_kinds,
        origin="hand-written", verification=check.report,
    )
    return manifest, check


def retest_tool(
    library: ToolLibrary,
    name: str,
    *,
    store: "Store",
    sandbox: "SandboxBackend",
    progress: Callable[[int, int, CaseResult], None] | None = None,
) -> ToolCheck:
    """Re-run `check_tool` on a registered tool's current source and store the new report."""
    manifest = library.get(name)
    check = check_tool(library.source(name), store=store, sandbox=sandbox, pattern_id=manifest.pattern_id,
                       template=manifest.template, slot_kinds=manifest.slot_kinds, progress=progress)
    library.set_verification(name, check.report)
    return check
