"""Verification by running: a tool is executed in the sandbox on recorded examples.

A tool passes only when (docs/DESIGN.md, decisions 3 and 4):

* it is right on every *confirmed* example (a person's `feedback` outranks the agent's answer);
* on *held-out* examples (never shown to the model) it beats the trivial baselines: the constant
  tool that always returns the most common held-out answer, and the echo tool that returns one
  of its inputs unchanged. "Beats" means strictly more correct answers **and** a one-sided
  binomial test against the baseline's hit rate at `alpha` (default 0.05). The second condition
  is our addition to the design: with three binary held-out answers a coin-flip tool scores 3/3
  one time in eight, which strict-better alone would let through; the test makes a lucky
  guesser pass at most `alpha` of the time, at the price of needing more held-out examples for
  patterns with few distinct answers (yes/no needs about 6-8, a free-form answer needs 3).
  One exception: when every held-out example has one same *telling* answer (a sentence,
  `telling_answer`; never a number or yes/no) a constant scores n/n too, and the tool must
  instead answer otherwise on at least half of the `crossed` tasks (one input taken from
  another example): hitting one sentence from inputs that differ is what a program that
  computes it does, and what a constant in disguise does not;
* `extract()` returns None on every negative: tasks of other patterns and near-miss variants
  of the template (one fixed word changed, swapped for its antonym, or dropped);
* nothing crashed on a positive.

A tool can also be checked on an *open set*: tasks whose answers are known but which may or may
not be the tool's (a person's recorded tasks, the packaged BIG-Bench Hard subset). A declined
open-set task counts as a rejected negative; an accepted one must be answered right, like a
held-out positive. A tool module may declare its own confirmed examples in
`EXAMPLES = [(task, answer), ...]` (`toolfile.declared_examples`). Verification stops early, and fails,
when `stop_after_limits` sandbox calls in a row hit a limit (a loop that never ends times out on
every task; there is no point in waiting for all of them).

Every disagreement with a recorded answer is reported with both answers, because agents are
sometimes wrong: the reviewer decides.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

from ._utils import answered, answers_match, echoes, normalise_answer, telling_answer
from .evidence import ORIGIN_NEAR_MISS, ORIGIN_RECORDED
from .records import Example, utcnow
from .toolfile import PROBE_FUNCTION, with_probe

if TYPE_CHECKING:
    from .sandbox import SandboxBackend, SandboxLimits

__all__ = [
    "CaseResult",
    "Tally",
    "Prober",
    "CheckResult",
    "Disagreement",
    "ReportCase",
    "CaseSample",
    "VerificationReport",
    "normalise_answer",
    "answers_match",
    "answered",
    "check_examples",
    "probe",
    "verify_tool",
    "heldout_can_pass",
]

# ------------------------------------------------------------------ running
class CaseResult(BaseModel):
    """One task run through a tool."""

    task: str
    """The task text."""
    expected: str | None = None
    """The recorded answer (None for negatives)."""
    confirmed: bool = False
    """Whether `expected` was confirmed by a person."""
    args: dict[str, Any] | None = None
    """What `extract()` returned (None when it declined the task)."""
    got: str | None = None
    """What `run()` returned."""
    error: str | None = None
    """The error, if extract or run failed or a sandbox limit was hit."""
    limit: str | None = None
    """The sandbox limit the call hit (`timeout`, `cpu`, `memory`, ...), if any."""
    ok: bool = False
    """Positives: the answer matched. Negatives: extract declined the task."""
    duration_ms: float = 0.0
    """Sandbox wall time of the call."""


class CheckResult(BaseModel):
    """Results of running a tool on a set of positive examples."""

    passed: int = 0
    """How many answers matched."""
    total: int = 0
    """How many examples were run."""
    cases: list[CaseResult] = Field(default_factory=list)
    """Every case, in input order."""

    @property
    def failures(self) -> list[CaseResult]:
        """The cases that did not match."""
        return [c for c in self.cases if not c.ok]


def _short(text: str, n: int = 300) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def probe(source: str, task: str, *, sandbox: "SandboxBackend", limits: "SandboxLimits | None" = None) -> CaseResult:
    """Run `extract(task)` and, if it accepts, `run(**args)` in one sandbox call."""
    result = sandbox.call(with_probe(source), PROBE_FUNCTION, {"task": task}, limits=limits)
    case = CaseResult(task=task, duration_ms=float(getattr(result, "duration_ms", 0.0) or 0.0))
    if not result.ok:
        tail = (result.stderr or "").strip().splitlines()[-1:]
        err = result.error or (tail[0] if tail else "failed")
        case.error = _short(f"limit {result.limit}: {err}" if result.limit else err)
        case.limit = result.limit
        return case
    value = result.value
    if value is None:
        return case
    case.args = value.get("args")
    case.got = value.get("answer")
    return case


class Prober:
    """Runs one tool's probes, reports progress, and gives up when the tool keeps hitting limits.

    `progress(done, total, case)` is called after every sandbox call; callers add to `total`
    before each batch. After `stop_after_limits` calls in a row that hit a sandbox limit,
    `stopped` says why and `probe` returns None for every further task (None: never stop).
    """

    def __init__(
        self,
        source: str,
        *,
        sandbox: "SandboxBackend",
        limits: "SandboxLimits | None" = None,
        progress: Callable[[int, int, CaseResult], None] | None = None,
        stop_after_limits: int | None = 3,
    ) -> None:
        self.source = source
        self.sandbox = sandbox
        self.limits = limits
        self.progress = progress
        self.stop_after_limits = stop_after_limits
        self.done = 0
        """Sandbox calls made."""
        self.total = 0
        """Calls planned so far."""
        self.skipped = 0
        """Calls not made because probing stopped."""
        self.stopped: str | None = None
        """Why probing stopped early, or None."""
        self._streak = 0

    def probe(self, task: str) -> CaseResult | None:
        """`probe()` one task, or None once probing has stopped."""
        if self.stopped is not None:
            self.skipped += 1
            return None
        case = probe(self.source, task, sandbox=self.sandbox, limits=self.limits)
        self.done += 1
        self._streak = self._streak + 1 if case.limit else 0
        if self.stop_after_limits is not None and self._streak >= self.stop_after_limits:
            self.stopped = f"{self._streak} calls in a row hit the sandbox's {case.limit} limit"
        if self.progress is not None:
            self.progress(self.done, max(self.total, self.done), case)
        return case

    def check(self, examples: Iterable[Example]) -> CheckResult:
        """Run positive examples; each must be accepted by extract and answered right."""
        out = CheckResult()
        for ex in examples:
            case = self.probe(ex.task)
            if case is None:
                continue
            case.expected, case.confirmed = ex.expected, ex.confirmed
            if case.error is None and case.args is None:
                case.error = "extract() returned None on a task of its own pattern"
            case.ok = case.error is None and answered(ex.expected, case.got, case.args)
            out.cases.append(case)
            out.total += 1
            out.passed += case.ok
        return out


def check_examples(
    source: str,
    examples: Iterable[Example],
    *,
    sandbox: "SandboxBackend",
    limits: "SandboxLimits | None" = None,
) -> CheckResult:
    """Run a tool on positive examples; each must be accepted by extract and answered right."""
    return Prober(source, sandbox=sandbox, limits=limits, stop_after_limits=None).check(examples)


# ------------------------------------------------------------------ report
class Disagreement(BaseModel):
    """A positive example where the tool and the recorded answer differ."""

    task: str
    """The task text."""
    expected: str
    """The recorded answer (the agent's, or a person's when confirmed)."""
    got: str | None
    """The tool's answer (None if it failed)."""
    confirmed: bool
    """Whether `expected` was confirmed by a person (then the tool is wrong)."""
    held_out: bool
    """Whether the example was held out from the model."""
    error: str | None = None
    """The tool's error, if it failed."""


class ReportCase(BaseModel):
    """One task run during verification, kept in the report so that a reviewer can read it."""

    task: str
    """The task text (capped at `CASE_TEXT_CHARS`)."""
    expected: str | None = None
    """The recorded answer (None for negatives)."""
    got: str | None = None
    """What `run()` returned (None when extract declined or the call failed)."""
    error: str | None = None
    """The error, if extract or run failed or a sandbox limit was hit."""
    ok: bool = False
    """Positives: the answer matched. Negatives: extract declined the task."""
    confirmed: bool = False
    """Whether `expected` was confirmed by a person."""


class CaseSample(BaseModel):
    """The cases of one group from one source: how many came out right, and some of them to read."""

    group: Literal["shown", "held-out", "negative"]
    """Shown to the model, held out from it (open-set tasks the tool accepted included), or
    negatives (tasks the tool must decline; open-set tasks it declined included)."""
    origin: str
    """Where the tasks came from (`toolsmith.evidence` origins, e.g. `near misses of the template`)."""
    passed: int = 0
    """Answered right (positives) or declined (negatives)."""
    total: int = 0
    """Cases run."""
    cases: list[ReportCase] = Field(default_factory=list)
    """Failures first (up to `FAILURES_KEPT`), then passes (up to `CASES_KEPT`), in the order run."""


CASES_KEPT = {"shown": 25, "held-out": 25, "negative": 10}
"""Passing cases kept in a report per group and origin (the tallies count every case)."""
FAILURES_KEPT = 50
"""Failing cases kept in a report per group and origin."""
CASE_TEXT_CHARS = 600
"""Longest task, answer or error text kept in a `ReportCase`."""


class Tally(BaseModel):
    """How many of a group of tasks came out right."""

    passed: int = 0
    """Answered right (positives) or declined (negatives)."""
    total: int = 0
    """Tasks run."""


class VerificationReport(BaseModel):
    """What running a tool on recorded examples showed."""

    passed: bool = False
    """Whether the tool met every rule."""
    reasons: list[str] = Field(default_factory=list)
    """Why it passed or failed, one line per rule."""
    shown_passed: int = 0
    """Shown examples answered right."""
    shown_total: int = 0
    """Examples that were shown to the model."""
    heldout_passed: int = 0
    """Held-out examples answered right."""
    heldout_total: int = 0
    """Examples never shown to the model."""
    confirmed_passed: int = 0
    """Person-confirmed examples answered right (shown or held-out)."""
    confirmed_total: int = 0
    """Person-confirmed examples."""
    agent_confirmed_passed: int = 0
    """Confirmed examples where the agent's own answer was right (how far to trust the agent)."""
    agent_confirmed_total: int = 0
    """Confirmed examples the agent had answered."""
    negatives_rejected: int = 0
    """Negatives on which extract() returned None."""
    negatives_total: int = 0
    """Negatives tried."""
    baseline_correct: int = 0
    """Held-out hits of the best trivial tool (constant most-common answer, or echo)."""
    baseline_accuracy: float = 0.0
    """`baseline_correct / heldout_total`."""
    baseline_kind: str = ""
    """Which trivial tool that was, e.g. `constant 'No'` or `echo words`."""
    p_value: float | None = None
    """P(a tool at the baseline's hit rate scores at least `heldout_passed`)."""
    alpha: float | None = None
    """The significance level the p-value was held to (None: not tested)."""
    one_answer: bool = False
    """Every held-out example had one same telling answer (`telling_answer`): a constant scores
    them all too, so the crossed tasks decide."""
    crossed_total: int = 0
    """Tasks with one argument taken from another example (`evidence.crossed_tasks`) the tool answered."""
    crossed_moved: int = 0
    """Of those, how many it answered otherwise than that one answer."""
    disagreements: list[Disagreement] = Field(default_factory=list)
    """Every positive where the tool and the recorded answer differ."""
    accepted_negatives: list[str] = Field(default_factory=list)
    """Negatives that extract() wrongly accepted."""
    errors: list[str] = Field(default_factory=list)
    """Crashes and sandbox limits, `task: error`."""
    timings: dict[str, float] = Field(default_factory=dict)
    """Wall times in ms: `positives`, `negatives`, `total`, `per_call_p50`, `per_call_max`."""
    positives_by_origin: dict[str, Tally] = Field(default_factory=dict)
    """Answers checked, per source of the examples (recorded tasks, the module's EXAMPLES, ...)."""
    negatives_by_origin: dict[str, Tally] = Field(default_factory=dict)
    """Negatives declined, per source (near misses, tasks of other patterns, ...)."""
    samples: list[CaseSample] = Field(default_factory=list)
    """The cases run, per group and source, for review: exact tallies, and the failures and the
    first passes as text (bounded by `FAILURES_KEPT` and `CASES_KEPT`). The tool library keeps
    them beside the manifest, not in it (`ToolLibrary.verification_samples`)."""
    stopped_early: str | None = None
    """Why verification gave up before running every task (the tool kept hitting sandbox limits)."""
    not_run: int = 0
    """Tasks not run because verification stopped early."""
    verified_at: str = Field(default_factory=utcnow)
    """When verification ran (UTC, ISO-8601)."""

    @property
    def shown_accuracy(self) -> float:
        """Shown accuracy (1.0 when there were none)."""
        return self.shown_passed / self.shown_total if self.shown_total else 1.0

    @property
    def heldout_accuracy(self) -> float:
        """Held-out accuracy (0.0 when there were none)."""
        return self.heldout_passed / self.heldout_total if self.heldout_total else 0.0

    def coverage(self) -> list[str]:
        """Plain sentences: what this verification checked, and what it did not."""
        lines = [f"answers: {t.passed}/{t.total} right on {origin}" for origin, t in self.positives_by_origin.items() if t.total]
        lines += [f"extract(): declined {t.passed}/{t.total} {origin}" for origin, t in self.negatives_by_origin.items() if t.total]
        if not self.shown_total + self.heldout_total:
            lines.append("NOT verified: no task with a known answer reached the tool, so nothing shows that its answers "
                         "are right; declare EXAMPLES = [(task, answer), ...] in the module, or record tasks first")
        if not self.negatives_total:
            lines.append("NOT checked: whether extract() declines tasks that are not its own (there were no negatives)")
        elif not self.negatives_by_origin.get(ORIGIN_NEAR_MISS, Tally()).total:
            lines.append("not checked: near misses of the template (no mined pattern or recorded example to vary)")
        if self.stopped_early:
            lines.append(f"stopped early: {self.stopped_early}; {self.not_run} tasks were not run")
        return lines

    def summary(self) -> str:
        """One line, e.g. `passed: shown 3/3, held-out 3/3 (baseline 1/3), negatives 12/12`."""
        return (
            f"{'passed' if self.passed else 'failed'}: shown {self.shown_passed}/{self.shown_total}, "
            f"held-out {self.heldout_passed}/{self.heldout_total} (baseline {self.baseline_correct}/{self.heldout_total}), "
            f"negatives {self.negatives_rejected}/{self.negatives_total}"
        )


def _binomial_tail(n: int, k: int, p: float) -> float:
    """P(X >= k) for X ~ Binomial(n, p)."""
    if k <= 0:
        return 1.0
    if p <= 0.0:
        return 0.0
    if p >= 1.0:
        return 1.0
    return min(1.0, sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1)))


def _echoed(c: CaseResult) -> set[str]:
    """What an echo tool would copy to answer `c` right: "task" and/or the names of its slots."""
    names = {"task"} if answered(c.expected, c.task, c.args) else set()
    return names | {name for name, value in (c.args or {}).items()
                    if any(answered(c.expected, text, c.args) for text in echoes(value))}


def _baseline(cases: list[CaseResult], shown: Sequence[CaseResult] = ()) -> tuple[int, str]:
    """Best held-out score of a constant tool or an echo tool, and which one it was. An echo
    that a shown example the tool got right already tells apart from the tool is no rival:
    "Which number is greater: {a} or {b}?" on held-out tasks that all have the first greater
    cannot tell "the greater" from "echo a", but a shown one with the second greater did."""
    if not cases:
        return 0, "none"
    answers = Counter(normalise_answer(c.expected) for c in cases)
    const_answer, const_hits = answers.most_common(1)[0]
    best, kind = const_hits, f"constant {_short(const_answer, 40)!r}"
    apart = {name for c in shown if c.ok and c.args is not None for name in {"task", *c.args} - _echoed(c)}
    echo_hits: Counter[str] = Counter(name for c in cases for name in _echoed(c) - apart)
    if echo_hits:
        name, hits = echo_hits.most_common(1)[0]
        if hits > best:
            best, kind = hits, f"echo {name}"
    return best, kind


def heldout_can_pass(held_out: list[Example], alpha: float | None = 0.05) -> tuple[bool, str]:
    """Whether even a perfect tool could pass on these held-out examples (checked before any tokens are spent).

    Needs the perfect score to beat the constant most-common answer, and, with `alpha`, to be
    significant against its hit rate: 3 held-out with distinct answers suffice, yes/no needs more.
    """
    n = len(held_out)
    if n == 0:
        return False, "no held-out examples"
    top = Counter(normalise_answer(ex.expected) for ex in held_out).most_common(1)[0][1]
    if top >= n:
        return False, f"all {n} held-out examples have the same answer: a constant tool would score {n}/{n}"
    if alpha is not None and (p := _binomial_tail(n, n, top / n)) > alpha:
        return False, (
            f"even {n}/{n} right on held-out would not be significant against the constant answer "
            f"({top}/{n}; p={p:.3f} > {alpha})"
        )
    return True, ""


def verify_tool(
    source: str,
    *,
    sandbox: "SandboxBackend",
    shown: list[Example],
    held_out: list[Example],
    negatives: Sequence[str] | Mapping[str, Sequence[str]],
    limits: "SandboxLimits | None" = None,
    alpha: float | None = 0.05,
    open_set: Sequence[Example] = (),
    prober: Prober | None = None,
    crossed: Sequence[str] = (),
) -> VerificationReport:
    """Run a tool on shown, held-out, negative and open-set tasks and judge it (see the module doc).

    `negatives` is a list of tasks, or {origin: tasks} to report them by source. `alpha=None`
    keeps only the strict-better-than-baseline rule. Pass a `Prober` for progress and to stop
    early when the tool keeps hitting sandbox limits (default: stop after 3 in a row).
    `crossed`: tasks with one argument from another example (`evidence.crossed_tasks`), run
    only when every held-out example has one same telling answer.
    """
    t0 = time.perf_counter()
    prober = prober or Prober(source, sandbox=sandbox, limits=limits)
    groups = dict(negatives) if isinstance(negatives, Mapping) else {"other tasks": negatives}
    known = {ex.task for ex in (*shown, *held_out)}
    negative_tasks = {task: origin for origin, tasks in groups.items() for task in tasks if task not in known}
    open_set = [ex for ex in {ex.task: ex for ex in open_set}.values() if ex.task not in known and ex.task not in negative_tasks]
    prober.total += len(shown) + len(held_out) + len(negative_tasks) + len(open_set)
    report = VerificationReport(alpha=alpha)
    shown_res = prober.check(shown)
    held_res = prober.check(held_out)
    origin_of = {ex.task: ex.origin for ex in (*shown, *held_out, *open_set)}
    declined: list[tuple[str, CaseResult]] = []
    for ex in open_set:  # accepted: must be answered right; declined: a rejected negative
        case = prober.probe(ex.task)
        if case is None:
            continue
        if case.error is None and case.args is None:
            _tally(report.negatives_by_origin, ex.origin, True)
            report.negatives_total += 1
            report.negatives_rejected += 1
            case.ok = True
            declined.append((ex.origin, case))
            continue
        case.expected, case.confirmed = ex.expected, ex.confirmed
        case.ok = case.error is None and answered(ex.expected, case.got, case.args)
        held_res.cases.append(case)
        held_res.total += 1
        held_res.passed += case.ok
    t1 = time.perf_counter()
    negative_cases = []
    for task, origin in negative_tasks.items():
        case = prober.probe(task)
        if case is not None:
            negative_cases.append((origin, case))
    t2 = time.perf_counter()

    for ex in (*shown, *held_out):
        if ex.confirmed and ex.agent_answer is not None:
            report.agent_confirmed_total += 1
            report.agent_confirmed_passed += answers_match(ex.agent_answer, ex.expected)
    report.shown_passed, report.shown_total = shown_res.passed, shown_res.total
    report.heldout_passed, report.heldout_total = held_res.passed, held_res.total
    for held, res in ((False, shown_res), (True, held_res)):
        for c in res.cases:
            _tally(report.positives_by_origin, origin_of.get(c.task, ORIGIN_RECORDED), c.ok)
            if c.confirmed:
                report.confirmed_total += 1
                report.confirmed_passed += c.ok
            if not c.ok:
                report.disagreements.append(
                    Disagreement(task=c.task, expected=c.expected or "", got=c.got, confirmed=c.confirmed, held_out=held, error=c.error)
                )
            if c.error:
                report.errors.append(f"{_short(c.task, 80)!r}: {c.error}")
    for origin, c in negative_cases:
        c.ok = c.error is None and c.args is None
        _tally(report.negatives_by_origin, origin, c.ok)
        report.negatives_total += 1
        report.negatives_rejected += c.ok
        if c.error:
            report.errors.append(f"negative {_short(c.task, 80)!r}: {c.error}")
        elif not c.ok:
            report.accepted_negatives.append(c.task)

    report.samples = _samples([
        *(("shown", origin_of.get(c.task, ORIGIN_RECORDED), c) for c in shown_res.cases),
        *(("held-out", origin_of.get(c.task, ORIGIN_RECORDED), c) for c in held_res.cases),
        *(("negative", origin, c) for origin, c in (*declined, *negative_cases)),
    ])

    answers = {normalise_answer(ex.expected) for ex in held_out}
    if len(answers) == 1 and telling_answer(held_out[0].expected) and held_res.passed == held_res.total:
        report.one_answer = True
        for task in crossed:
            case = prober.probe(task)
            if case is not None and case.error is None and case.args is not None:
                report.crossed_total += 1
                report.crossed_moved += normalise_answer(case.got) not in answers
    # Baseline on held-out: echo needs the slot values, so fill args from the tool's extract.
    report.baseline_correct, report.baseline_kind = _baseline(held_res.cases, shown_res.cases)
    n = report.heldout_total
    report.baseline_accuracy = report.baseline_correct / n if n else 0.0
    if n:
        report.p_value = _binomial_tail(n, report.heldout_passed, report.baseline_accuracy)
    report.stopped_early, report.not_run = prober.stopped, prober.skipped
    report.passed, report.reasons = _judge(report, alpha)
    durations = sorted(c.duration_ms for c in (*shown_res.cases, *held_res.cases, *(c for _, c in negative_cases)))
    report.timings = {
        "positives": round((t1 - t0) * 1000, 1),
        "negatives": round((t2 - t1) * 1000, 1),
        "total": round((t2 - t0) * 1000, 1),
        "per_call_p50": round(durations[len(durations) // 2], 1) if durations else 0.0,
        "per_call_max": round(durations[-1], 1) if durations else 0.0,
    }
    return report


def _samples(cases: Iterable[tuple[str, str, CaseResult]]) -> list[CaseSample]:
    """Cases by (group, origin) with their tallies; failures first, then passes, each bounded."""
    samples: dict[tuple[str, str], CaseSample] = {}
    kept: Counter[tuple[str, str, bool]] = Counter()

    def cap(text: str | None) -> str | None:
        return None if text is None else _short(str(text), CASE_TEXT_CHARS)

    for group, origin, c in sorted(cases, key=lambda item: item[2].ok):  # stable: failures first, in order
        sample = samples.setdefault((group, origin), CaseSample(group=group, origin=origin))  # type: ignore[arg-type]
        sample.total += 1
        sample.passed += c.ok
        if kept[group, origin, c.ok] < (CASES_KEPT[group] if c.ok else FAILURES_KEPT):
            kept[group, origin, c.ok] += 1
            sample.cases.append(ReportCase(task=cap(c.task) or "", expected=cap(c.expected), got=cap(c.got),
                                           error=cap(c.error), ok=c.ok, confirmed=c.confirmed))
    order = ("shown", "held-out", "negative")
    return sorted(samples.values(), key=lambda s: order.index(s.group))


def _tally(tallies: dict[str, Tally], origin: str, ok: bool) -> None:
    t = tallies.setdefault(origin, Tally())
    t.total += 1
    t.passed += ok


def _judge(report: VerificationReport, alpha: float | None) -> tuple[bool, list[str]]:
    """(passed, one reason per rule) for a filled-in report."""
    reasons: list[str] = []
    ok = True
    if report.confirmed_passed < report.confirmed_total:
        ok = False
        reasons.append(f"wrong on {report.confirmed_total - report.confirmed_passed} of {report.confirmed_total} confirmed examples")
    elif report.confirmed_total:
        reasons.append(f"right on all {report.confirmed_total} confirmed examples")
    n = report.heldout_total
    if n == 0:
        ok = False
        reasons.append("no held-out examples: cannot tell the tool from a trivial one")
    elif report.one_answer:
        moved, total = report.crossed_moved, report.crossed_total
        computes = total >= 2 and 2 * moved >= total
        ok = ok and computes
        reasons.append(
            f"held-out {report.heldout_passed}/{n}, all one answer (so would a constant); with one input taken from "
            f"another example it answers otherwise on {moved} of {total} tasks: "
            + ("it computes the answer from its inputs" if computes else "it may ignore its inputs"))
    elif report.heldout_passed <= report.baseline_correct:
        ok = False
        reasons.append(
            f"held-out {report.heldout_passed}/{n} does not beat the trivial tool ({report.baseline_kind}: {report.baseline_correct}/{n})"
        )
    elif alpha is not None and report.p_value is not None and report.p_value > alpha:
        ok = False
        reasons.append(
            f"held-out {report.heldout_passed}/{n} beats the trivial tool ({report.baseline_kind}: {report.baseline_correct}/{n}) "
            f"but not significantly (p={report.p_value:.3f} > {alpha}); needs more held-out examples"
        )
    else:
        reasons.append(
            f"held-out {report.heldout_passed}/{n} beats the trivial tool ({report.baseline_kind}: {report.baseline_correct}/{n})"
            + (f", p={report.p_value:.3f}" if report.p_value is not None else "")
        )
    if report.accepted_negatives:
        ok = False
        reasons.append(f"extract() accepted {len(report.accepted_negatives)} of {report.negatives_total} negatives")
    elif report.negatives_rejected < report.negatives_total:
        ok = False
        reasons.append(f"extract() failed on {report.negatives_total - report.negatives_rejected} of {report.negatives_total} negatives")
    elif report.negatives_total:
        reasons.append(f"extract() rejected all {report.negatives_total} negatives")
    else:
        reasons.append("no negatives were tried")
    if report.errors:
        ok = False
        reasons.append(f"{len(report.errors)} errors (crashes, limits or bad return types)")
    if report.stopped_early:
        ok = False
        reasons.append(f"stopped early: {report.stopped_early} ({report.not_run} tasks not run)")
    return ok, reasons
