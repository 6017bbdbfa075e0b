"""Forging: from a recurring pattern's examples to a verified tool in the library.

`Forge` owns what forging spends and the whole pipeline:

* **when** (`after_answer`): once a pattern has `min_examples` agent answers. First a search
  that costs no tokens (`pbe.search`, programming by example over typed primitives), again
  whenever new examples arrive. Then, if that finds nothing, the model, with the credit two
  ski-rental rules allow: a pattern may spend at most `PATTERN_SHARE` (50%) of what the agent
  has spent answering it, minus what forging spent on it before; and all forging together may
  spend at most `CREDIT_SHARE` (10%) of every agent token plus every token tools have saved
  (`Totals.credit`). Both shares are scaled by the model's record in this store
  (`Totals.model_record`, Laplace's rule: 1/2 before any attempt, 1/3 after a failed one, raised
  by every tool it writes), so failed attempts get rarer as they add up. So
  toolsmith never uses more than 110% of the agent alone's tokens, and a workload where no tool
  is ever found costs at most 10% more. A pattern where no person has checked an answer is paid
  from savings only (its evidence is the agent's word alone, and a correct tool fails against a
  wrong agent), so without a reviewer toolsmith never costs more than the agent alone. A failed
  pattern is tried again
  only when the agent's spend on it has doubled, at most `MAX_FORGE_ATTEMPTS` times; a pattern
  whose person-confirmed answers contradict each other for the same task is never tried, and
  one where the agent answered the same task two ways, or whose answers are free text
  (`evidence.free_text_answers`: long, mostly in words not from the task) or recalled facts
  (`evidence.recalled_answers`: each answer in words of its own), gets no model call (the search
  still runs).
* **how** (`forge`, `forge_tool`): with 4 to 8 examples, the search first runs once without
  each example (`_search_folds`): the same program found every time predicted each example
  without it, so all of them are held out (with 4 or 5, too few to hold 3 out, nothing else
  runs). Where a person checked 3 answers, the search also runs on those alone: when the agent
  was caught wrong on one, or when no program fits every agent answer and the one the checked
  answers give disagrees with at most one of `VOUCH_OTHERS` or more (the agent's slip). From 6
  on, split the examples into shown and held-out (stratified by
  answer, by a hash of each task within an answer), let the synthesizer write `run()` tested
  on the shown examples only, verify the chosen candidate on shown, held-out and negative
  tasks, and register it as `pending` (or `approved` when an explicit `ApprovalPolicy` allows
  it, recording why). On failure nothing is written to `tools/`, but the outcome still carries
  the tokens spent, so the caller charges them. With
  `Synthesizer(write_extractor=True)` the model also writes `extract()`; that module is verified
  first, and the template-parser module is the fallback.
* **tools that already exist** (`check`, `add`, `retest`): a person's tool, or a rolled-back
  version, verified on everything known without any synthesis: the module's `EXAMPLES`,
  recorded tasks, near misses, and the packaged BIG-Bench Hard subset as an open set.

Nothing here knows task families: judgement tasks ("which statement is sarcastic?") fail
because no script beats the trivial baselines on held-out examples, not because of their names.
"""

from __future__ import annotations

import itertools
import random
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from ._utils import answers_match, normalise_answer, telling_answer
from .errors import ToolNotApproved, UserError
from .evidence import (
    ORIGIN_NEAR_MISS,
    ORIGIN_OTHER_PATTERNS,
    ORIGIN_RECORDED,
    examples_for_pattern,
    free_text_answers,
    recalled_answers,
    near_miss_negatives,
    near_misses,
    open_set,
    search_sample,
    other_pattern_tasks,
    crossed_tasks,
    Partition,
    largest_partition,
    pin_constant_slots,
    whole_number_slots,
    comma_list_slots,
    split_examples,
)
from .library import ToolLibrary, ToolManifest, tool_name_for
from .lint import import_policy, lint_tool
from .records import Event, Example, Usage
from .review import ApprovalPolicy
from .synthesis import SynthesisResult, Synthesizer
from .toolfile import declared_examples, declared_triggers, derive_triggers, trigger_words
from .verify import CaseResult, Prober, VerificationReport, check_examples, heldout_can_pass, verify_tool

if TYPE_CHECKING:
    from .patterns import PatternMiner
    from .sandbox import SandboxBackend, SandboxLimits
    from .store import Store

__all__ = [
    "PatternLike",
    "ForgeOutcome",
    "ToolCheck",
    "Forge",
    "forge_tool",
    "agent_contradicted",
    "MAX_FORGE_ATTEMPTS",
    "MIN_ATTEMPT_TOKENS",
    "PATTERN_SHARE",
    "CREDIT_SHARE",
    "DATASET_PER_FAMILY",
]

MAX_FORGE_ATTEMPTS = 3
"""Attempts that spent tokens on one pattern before forging gives up on it."""
MIN_ATTEMPT_TOKENS = 600
"""Credit an attempt needs: below it even one model call cannot finish."""
PATTERN_SHARE = 0.5
"""Share of the agent's spend on a pattern that forging may spend on it."""
CREDIT_SHARE = 0.1
"""Share of all agent tokens that forging may spend before tools have saved anything."""
SEARCH_BUDGET = 100_000
"""Candidate programs the zero-token search may consider per attempt: `pbe.BUDGET`, about 2 CPU
seconds (a count, so a busy machine forges the tools an idle one does)."""
CONSENSUS_TRIES = 48
"""Subsets of the shown examples searched when no program fits all of them (`_subsets`)."""
CONSENSUS_BUDGET = SEARCH_BUDGET // 16
"""Candidates per subset: a program that fits a few examples is found in milliseconds."""
CONSENSUS_SHARE = 0.6
"""Share of the shown answers a program found on a subset must agree with, once a person caught
the agent wrong on the pattern."""
VOUCH_OTHERS = 3
"""Agent answers a program found on the checked answers alone is run on, when every checked
answer agreed with the agent but no program fits all of its answers: at most one may disagree."""
FOLD_HINTS = 2
"""Agent answers nobody checked that the cross-validated search waits for when the checked
answers hold digits: they show how numbers are written (text answers need none)."""
MAX_FOLDS = 8
"""Most examples the cross-validated search runs over with one fold per example (leave-one-out)."""
LEAVE_ONE_OUT = 3
"""Examples each leave-one-out search sees at least: from 4 to `MAX_FOLDS` examples the search
runs once without each one (`_search_folds`), on 3 to 7, at least as many as a shown/held-out
split of 6 shows it."""
FEW_CHANCE = 0.005
"""With 4 or 5 examples, how likely each leave-one-out search's program may be to fit its 3 or
4 examples by luck (`pbe.search`'s estimate): its usual bound, 0.1, times the held-out
significance level, 0.05. A 3/3 split's program fits 3 examples and is then right on 3 more;
here each is checked on one, so the fit itself must be as unlikely by luck as a split's fit and
verdict together (from 6 examples each fold sees 5 or more, and the usual bound stands).
Measured (`bench/pbe.py`, 10 seeds): the two programs the 3-example search found wrong (object
counting that sums every item's number, 22 of 30 held-out right) had chance 0.015 and 0.019;
every right one had at most 0.0012."""
SEARCH_GROWTH = 1.25
"""The search runs again once a pattern's examples grew by this factor (leave-one-out at 4 and
5, which does not count, then 6, 8, 10, 13, 17, ...): it costs no tokens, and at most
`SEARCH_BUDGET` candidates per search when it finds nothing. Once it sees only a sample
(`SEARCH_EXAMPLES`), it waits for the examples to double."""
SEARCH_EXAMPLES = 24
"""Most examples one search fits (`evidence.search_sample`, in the answers' mix): its time grows
with each one, and on this many a program that fits by luck is rare. Verification checks all."""
DATASET_PER_FAMILY = 10
"""Packaged BIG-Bench Hard tasks per family that `Forge.check` tries as an open set."""
MAX_RECORDED = 400
"""Most recent recorded tasks `Forge.check` reads to find a hand-written tool's pattern."""
MAX_PATTERN_PROBES = 30
"""Patterns whose latest task is tried to find a hand-written tool's pattern."""


class PatternLike(Protocol):
    """Anything with a pattern's template and slot kinds (`Pattern`, `PatternMatch`)."""

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
    search_ran: bool = False
    """Whether the zero-token search ran (it may have found nothing)."""
    searched: bool = False
    """Whether the zero-token search found a candidate (verified or not)."""
    luck: bool = False
    """Whether the search's best program fitted every shown example but was refused as likely
    luck: a few more examples would tell (the forge searches again sooner)."""
    checked_searched: int = 0
    """Person-checked answers the cross-validated search ran on (0: it did not run)."""
    partition: str | None = None
    """The value of a wording slot the attempt forged for alone (`evidence.largest_partition`)."""

    @property
    def ok(self) -> bool:
        """A tool was registered."""
        return self.manifest is not None


class ToolCheck(BaseModel):
    """What `Forge.check` found: the report, and the mined pattern the tool serves, if any."""

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
    triggers: list[str] = Field(default_factory=list)
    """The module's `TRIGGERS`, or the words common to its `EXAMPLES` (the router's prefilter)."""


@dataclass(frozen=True)
class _Pinned:
    """A pattern with one slot's value written into its template (`evidence.largest_partition`)."""

    id: str | None
    template: str
    slot_kinds: dict[str, str]


def forge_tool(
    pattern: PatternLike | Any,
    examples: list[Example],
    negatives: list[str],
    *,
    synthesizer: Synthesizer | None,
    sandbox: "SandboxBackend",
    library: ToolLibrary,
    policy: ApprovalPolicy | None = None,
    held_out_fraction: float = 0.5,
    limits: "SandboxLimits | None" = None,
    name: str | None = None,
    alpha: float | None = 0.05,
    budget: int | None = None,
    search: bool = True,
    progress: Callable[[str], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    resolve_pattern: Callable[[str], str] | None = None,
    search_checked: bool = True,
    served: Collection[str] = (),
    partition: str | None = None,
) -> ForgeOutcome:
    """Find, verify and register a tool for `pattern` (see the module docstring).

    With `search`, the zero-token search runs first; the model (`synthesizer`, None: no model)
    writes `run()` only if the search found nothing that passes verification. Returns early,
    spending no tokens, when the held-out examples could not prove anything yet (e.g. 3
    examples -> 2 held out; all held-out answers equal); `alpha` is verification's significance
    level (None: strict-better-than-baseline only); `budget` caps the model's tokens (default:
    the synthesizer's `token_budget`). `progress` hears each stage. `resolve_pattern` maps a
    merged pattern's id to its survivor, so a new version replaces the tool already serving it.
    `search_checked=False` skips the cross-validated search on person-checked answers (it already
    ran on these same answers). `served`: values of a wording slot that have a tool of their own
    already (`ForgeOutcome.partition`); then only the other values are forged for (`_forge_partitions`).
    `partition`: this call forges for that one value (set by `_forge_partition`).
    """
    say = progress or (lambda _: None)
    policy = policy or ApprovalPolicy()
    budget = (synthesizer.token_budget if synthesizer is not None else 0) if budget is None else budget
    pattern_id = getattr(pattern, "id", None) or getattr(pattern, "pattern_id", None)
    template, slot_kinds = pin_constant_slots(pattern.template, dict(pattern.slot_kinds), examples)
    slot_kinds = comma_list_slots(template, whole_number_slots(template, slot_kinds, examples), examples)
    outcome = ForgeOutcome(pattern_id=pattern_id)
    if served:
        sub = _forge_partitions(template, slot_kinds, examples, set(served), pattern_id, negatives, say,
                                synthesizer=synthesizer, sandbox=sandbox, library=library, policy=policy,
                                held_out_fraction=held_out_fraction, limits=limits, name=name, alpha=alpha,
                                budget=budget, search=search, progress=progress, should_stop=should_stop,
                                resolve_pattern=resolve_pattern, search_checked=search_checked)
        if sub is None:
            outcome.reason = "every value of the pattern with enough examples has a tool"
            return outcome
        return sub
    distrust = agent_contradicted(examples)
    hints = tuple(ex.expected for ex in examples if not ex.confirmed)
    numbers = any(ch.isdigit() for ex in examples if ex.confirmed for ch in ex.expected)
    def from_checked(why: str, against: list[Example], max_chance: float = 0.1) -> ForgeOutcome | None:
        """The cross-validated search on the person-checked answers alone (`_search_folds`),
        verified with them held out. `against`: agent answers the tool also runs on, as shown
        examples; at most one may disagree (it is listed for the reviewer)."""
        checked = [ex for ex in examples if ex.confirmed]
        outcome.search_ran = True
        outcome.checked_searched = len(checked)
        found = _search_folds(pattern_id, template, slot_kinds, [[ex] for ex in checked], say, hints=hints,
                              max_chance=max_chance) if 3 <= len(checked) <= MAX_FOLDS else None
        if found is None:
            return None
        outcome.searched = True
        off = len(against) - check_examples(found.source, against, sandbox=sandbox, limits=limits).passed if against else 0
        if off > 1:
            outcome.reason = f"search: the program the checked answers give disagrees with {off} of {len(against)} agent answers"
            return None
        report = verify_tool(found.source, sandbox=sandbox, shown=against, held_out=checked,
                             negatives=_negatives(template, slot_kinds, examples, negatives), limits=limits, alpha=alpha)
        report.reasons.append(f"verified on person-checked answers only: {why}")
        if report.passed:
            return _register(outcome, library, policy, sandbox, found.source, "template", report, pattern_id,
                             found.template or template, found.slot_kinds or slot_kinds, model=found.model,
                             name=name, note=f" [{found.description}]", resolve=resolve_pattern, partition=partition)
        outcome.reason = "search: verification failed: " + "; ".join(report.reasons)
        return None

    if distrust and search and search_checked and len(hints) >= (FOLD_HINTS if numbers else 0):
        # The agent's answers are poor evidence here, and a person checked too few for a
        # shown/held-out split: search on those alone, cross-validated (`_search_folds`). The
        # agent's other answers only say how answers are written ("30.83": to 2 places), which
        # three checked answers ("28", "32.8", "28.5") may not show.
        if (done := from_checked(distrust, [])) is not None:
            return done
    shown, held_out = split_examples(examples, held_out_fraction)
    if not shown or not held_out:
        outcome.reason = f"not enough examples to forge ({len(examples)}): need some to show and some to hold out"
        return outcome
    possible, why = heldout_can_pass(held_out, alpha)
    # Every example with one telling answer ("The quick brown fox ..."): only a program whose
    # answer moves with its inputs is evidence (`pbe`, `verify_tool(crossed=...)`); the search
    # may look for one, a model (which may well write the constant) is not paid to.
    one_answer = not possible and len({normalise_answer(ex.expected) for ex in examples}) == 1 and \
        telling_answer(examples[0].expected) and len(held_out) >= max(3, policy.min_heldout_total)
    everything, halves = [*shown, *held_out], min(len(shown), len(held_out)) >= 3
    # Up to MAX_FOLDS examples, the search runs once without each one (on 3 to 7 of them, more
    # than a shown/held-out split shows it); with more, once without each of MAX_FOLDS folds,
    # when one answer is most of them ("1" on 6 of 8 held out), or when the shown half alone fit a
    # program only as well as luck could (yes/no answers: 6 shown say little, 9 of 10 do). The
    # same program found every time predicted each example without it, so all of them count as
    # held out: with 4 or 5, too few to hold 3 out, that is the only verdict there is, and with
    # one answer common, all of them can be significant where half cannot.
    loo = LEAVE_ONE_OUT < len(everything) <= MAX_FOLDS
    folds = [[ex] for ex in everything] if loo else _dealt(everything) if halves and not possible else None
    foldable = search and not one_answer and not distrust and heldout_can_pass(everything, alpha)[0]

    def by_folds(folds: list[list[Example]]) -> ForgeOutcome | None:
        found = _search_folds(pattern_id, template, slot_kinds, folds, say, max_chance=0.1 if halves else FEW_CHANCE)
        if found is None:
            return None
        outcome.searched = True
        report = verify_tool(found.source, sandbox=sandbox, shown=[], held_out=everything,
                             negatives=_negatives(template, slot_kinds, examples, negatives), limits=limits, alpha=alpha)
        if not report.passed:
            return None
        return _register(outcome, library, policy, sandbox, found.source, "template", report, pattern_id,
                         found.template or template, found.slot_kinds or slot_kinds, model=found.model,
                         name=name, note=f" [{found.description}]", resolve=resolve_pattern, partition=partition)

    if folds and foldable:
        outcome.search_ran = halves  # a search on 4 or 5 must not put off the first split one, on 6
        if (done := by_folds(folds)) is not None:
            return done
    # Too few for leave-one-out, but a person checked every one: no agent slip to fear, only luck,
    # so the checked answers are searched two at a time (`from_checked`), each fit as unlikely
    # by luck as a 4-example one's (FEW_CHANCE).
    checked = [ex for ex in examples if ex.confirmed]
    if search and search_checked and not distrust and not one_answer and not outcome.checked_searched and \
            len(checked) == len(everything) <= LEAVE_ONE_OUT and heldout_can_pass(checked, alpha)[0]:
        if (done := from_checked("a person checked every answer", [], FEW_CHANCE)) is not None:
            return done
    # No program fitted every answer, though a person found the agent right on every one they
    # checked: a program the checked answers alone give (as above, and as unlikely to fit by luck
    # as a 4-example one, FEW_CHANCE), right on all of them and on all but one of at least
    # VOUCH_OTHERS agent answers, says that one answer is the agent's slip: the checked answers
    # vouch for it (`ApprovalPolicy.confirmed_overrule`).
    checked, others = [ex for ex in examples if ex.confirmed], [ex for ex in examples if not ex.confirmed]
    if search and search_checked and not distrust and not one_answer and not outcome.checked_searched and \
            len(checked) >= policy.confirmed_overrule and len(others) >= VOUCH_OTHERS and \
            heldout_can_pass(checked, alpha)[0]:
        why_checked = f"no program fitted every agent answer; this one is right on all {len(checked)} checked ones"
        if (done := from_checked(why_checked, others, FEW_CHANCE)) is not None:
            return done
    if not possible and not (search and one_answer):
        outcome.reason = outcome.reason or f"waiting for more examples ({len(examples)} so far): {why}"
        return outcome

    all_negatives = _negatives(template, slot_kinds, examples, negatives)
    if search:
        outcome.search_ran = True
        # A person caught the agent wrong and checked enough answers to vouch for a tool that
        # disagrees with it: a few wrong agent answers among the shown ones need not hide a program
        # that fits the rest. Without that catch, a program found on a subset that disagrees with
        # the agent elsewhere is as likely wrong as the agent (only one the checked answers alone
        # give may disagree, and with one agent answer, above).
        consensus = CONSENSUS_SHARE if distrust and sum(ex.confirmed for ex in examples) >= policy.confirmed_overrule \
            else None
        crossed = crossed_tasks(template, slot_kinds, held_out) if one_answer else []
        shown_found, luck = _search(pattern_id, template, slot_kinds, shown, say, sandbox, limits, consensus=consensus,
                                    examples=examples)
        outcome.luck = luck and not shown_found
        for found in shown_found:
            outcome.searched = True
            report = verify_tool(found.source, sandbox=sandbox, shown=shown, held_out=held_out,
                                 negatives=all_negatives, limits=limits, alpha=alpha, crossed=crossed)
            if not report.passed:
                outcome.reason = "search: verification failed: " + "; ".join(report.reasons)
                found, report = _taught_by_declines(report, pattern_id, template, slot_kinds, shown, held_out, examples,
                                                    say, sandbox, limits, all_negatives, alpha)
                if found is not None and not report.passed:
                    outcome.reason = "search: verification failed: " + "; ".join(report.reasons)
            if found is not None and report.passed:
                outcome.report = report
                return _register(outcome, library, policy, sandbox, found.source, "template", report, pattern_id,
                                 found.template or template, found.slot_kinds or slot_kinds, model=found.model,
                                 name=name, note=f" [{found.description}]", resolve=resolve_pattern,
                                 partition=partition)
        if not shown_found and luck and folds is None and foldable and (done := by_folds(_dealt(everything))):
            return done
    sub = _forge_partitions(template, slot_kinds, examples, set(), pattern_id, negatives, say,
                            synthesizer=synthesizer, sandbox=sandbox, library=library, policy=policy,
                            held_out_fraction=held_out_fraction, limits=limits, name=name, alpha=alpha,
                            budget=budget, search=search, progress=progress, should_stop=should_stop,
                            resolve_pattern=resolve_pattern, search_checked=search_checked) if not one_answer else None
    if sub is not None:
        sub.search_ran = sub.search_ran or outcome.search_ran
        sub.searched = sub.searched or outcome.searched
        return sub
    if synthesizer is None or budget <= 0 or one_answer:
        outcome.reason = outcome.reason or ("no tool found without the model, and no model may write one now" if
                                            not one_answer else f"no program found whose answer moves with its inputs; {why}")
        return outcome
    if distrust:  # only a person's answers can vouch for a tool here: can they, whatever it answers?
        possible, why = heldout_can_pass([ex for ex in examples if ex.confirmed], alpha)
        if not possible:
            outcome.reason = f"no model call: {distrust}, and on the answers a person checked {why}"
            return outcome
    if prose := free_text_answers(shown) or recalled_answers(examples, slot_kinds):
        outcome.reason = f"no model call: {prose}"
        return outcome

    say(f"writing a tool for pattern {pattern_id} with {synthesizer.model_name} "
        f"({len(shown)} examples shown, up to {budget} tokens)")
    t0 = time.perf_counter()
    result = synthesizer.synthesize(
        template, slot_kinds, shown, test=lambda source: check_examples(source, shown, sandbox=sandbox, limits=limits),
        budget=budget, should_stop=should_stop,
    )
    outcome.synthesis_ms = round((time.perf_counter() - t0) * 1000, 1)
    outcome.synthesis = result
    outcome.usage, outcome.token_count = result.usage, result.token_count
    outcome.attempts, outcome.candidates_tried = result.attempts, result.candidates_tried
    if result.source is None:
        outcome.reason = f"synthesis failed: {result.error}"
        return outcome

    candidates: list[tuple[str, Literal["template", "own"]]] = [(result.source, "template")]
    notes: list[str] = []
    if synthesizer.write_extractor and result.run_code:
        # Opt-in: the model writes extract() too. Shown only near misses of one shown example;
        # verified on every negative, like the template's parser. The template tool is the fallback.
        say(f"writing extract() for pattern {pattern_id} with {synthesizer.model_name}")
        hint = near_misses(template, shown[0].task, slot_kinds=slot_kinds, limit=3)
        ext = synthesizer.write_extract(template, slot_kinds, shown, hint, result.run_code,
                                        budget=budget - result.usage.total_tokens)
        outcome.usage += ext.usage
        outcome.attempts += ext.usage.requests
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

    if extractor == "own":
        note = " [extract() written by the model]" + note
    return _register(outcome, library, policy, sandbox, source, extractor, report, pattern_id, template, slot_kinds,
                     model=result.model, name=name, note=note, resolve=resolve_pattern, partition=partition)


def _forge_partitions(template: str, slot_kinds: dict[str, str], examples: list[Example], exclude: set[str],
                      pattern_id: str | None, negatives: list[str], say: Callable[[str], None],
                      **forge: Any) -> ForgeOutcome | None:
    """Forge for each value of a wording slot with enough examples, the biggest first
    (`largest_partition`), until one gets a tool or one spent tokens; None when there is no such
    value. Only the biggest may call the model; the zero-token search for a smaller value costs
    only CPU: a near miss that came first ("Celsius to Fahrenheit") must not hold up the value
    the traffic is mostly about."""
    sub = None
    while (part := largest_partition(template, slot_kinds, examples, exclude=exclude)) is not None:
        sub = _forge_partition(part, pattern_id, negatives, say, **forge)
        if sub.manifest is not None or sub.usage.total_tokens or not sub.partition:
            return sub
        exclude.add(sub.partition)
        forge.update(synthesizer=None, budget=0)
    return sub


def _forge_partition(part: Partition, pattern_id: str | None, negatives: list[str], say: Callable[[str], None],
                     **forge: Any) -> ForgeOutcome:
    """Forge for one value of a wording slot that takes few values, each many times: most likely
    a near miss the miner let in ("... to Kelvin" / "... to Fahrenheit"). The tool's template has
    that value written in, it is verified on that value's examples, and it must decline the others."""
    say(f"pattern {pattern_id}: {part.slot} takes few values; forging for {part.value!r} alone "
        f"({len(part.examples)} examples)")
    sub = forge_tool(_Pinned(pattern_id, part.template, part.slot_kinds), part.examples,
                     [*negatives, *(ex.task for ex in part.others)], partition=part.value.casefold(), **forge)
    sub.reason = f"{part.slot} = {part.value!r} only: {sub.reason}" if sub.reason else sub.reason
    sub.partition = part.value.casefold()
    return sub


def agent_contradicted(examples: list[Example]) -> str | None:
    """Why the agent's own answers cannot be evidence for a pattern: a person corrected at least
    one of them (None when every checked answer was the agent's own, or none was checked)."""
    checked = [ex for ex in examples if ex.confirmed and ex.agent_answer is not None]
    wrong = sum(not answers_match(ex.agent_answer, ex.expected) for ex in checked)
    if not wrong:
        return None
    return f"the agent was wrong on {wrong} of the {len(checked)} answers a person checked"


def _negatives(template: str, slot_kinds: dict[str, str], examples: list[Example],
               negatives: list[str]) -> dict[str, list[str]]:
    """{origin: tasks} the tool's `extract()` must decline."""
    return {
        ORIGIN_OTHER_PATTERNS: [t for t in dict.fromkeys(negatives) if t not in {ex.task for ex in examples}],
        ORIGIN_NEAR_MISS: near_miss_negatives(template, slot_kinds, examples),
    }


@dataclass(frozen=True)
class _Found:
    source: str
    description: str
    model: str = "search"
    template: str | None = None
    """The tool's own template when it differs from the pattern's (slots it ignores written in)."""
    slot_kinds: dict[str, str] | None = None
    run_code: str | None = None
    """The search's `run()` alone, when the search wrote it."""


_DECLINED = ("NotMine", "extract() returned None")
"""How a tool's decline of a task reads in a verification report (`run()` raising `NotMine`
makes the task not the tool's)."""


def _taught_by_declines(report: VerificationReport, pattern_id: str | None, template: str, slot_kinds: dict[str, str],
                        shown: list[Example], held_out: list[Example], examples: list[Example],
                        say: Callable[[str], None], sandbox: "SandboxBackend", limits: "SandboxLimits | None",
                        negatives: list[str], alpha: float | None) -> tuple["_Found | None", VerificationReport]:
    """When a found program failed verification only on held-out examples it declined (`NotMine`:
    "2 days 1 hour" where every shown answer had "hours", and no example said how 1 is written)
    or whose answer a person checked ("milk and flour" is 2 things, where every shown list had
    commas), those examples show what the shown ones did not: search again with them shown,
    verified on the rest of the held-out ones. (None, `report`) when that does not apply or finds
    nothing."""
    failed = report.disagreements
    if not failed or not all(d.held_out and ((d.error or "").startswith(_DECLINED) or d.confirmed) for d in failed):
        return None, report
    declined = {d.task for d in failed}
    taught = [*shown, *(ex for ex in held_out if ex.task in declined)]
    rest = [ex for ex in held_out if ex.task not in declined]
    if not heldout_can_pass(rest, alpha)[0]:
        return None, report
    found, _ = _search(pattern_id, template, slot_kinds, taught, say, sandbox, limits, examples=examples)
    if not found:
        return None, report
    again = verify_tool(found[0].source, sandbox=sandbox, shown=taught, held_out=rest, negatives=negatives,
                        limits=limits, alpha=alpha)
    again.reasons.append(f"searched again with the {len(declined)} held-out example(s) the first program declined or "
                         "got wrong against a checked answer shown")
    return found[0], again


def _search(pattern_id: str | None, template: str, slot_kinds: dict[str, str], shown: list[Example],
            say: Callable[[str], None], sandbox: "SandboxBackend", limits: "SandboxLimits | None" = None,
            *, consensus: float | None = None, examples: list[Example] | None = None) -> tuple[list[_Found], bool]:
    """The zero-token search's tool modules for the shown examples, best first (none: empty), and
    whether a program fitted them all but was refused as likely luck (more examples would tell).

    A slot the program found does not read, and whose text is the same in all `examples` (the
    pattern's, held-out ones too), is written into the tool's template (`_Found.template`): the
    tool was never tested with any other value there.

    With `consensus` (a share: a person checked enough answers to vouch for a tool that
    disagrees with the agent), when no program fits every shown answer, it returns the programs
    that agree with that share of them and with every checked answer (`_near_fits`).
    Verification then judges each on held-out examples like any tool, and the disagreements go
    to the reviewer. Without a person's answers, a program that disagrees with the agent has only
    its own word against the agent's.
    """
    from . import pbe
    from .synthesis import slot_values
    from .toolfile import build_tool_source

    shown = search_sample(shown, SEARCH_EXAMPLES)
    fitting = [(ex, pair) for ex in shown for pair in slot_values(template, slot_kinds, [ex])]
    pairs = [pair for _, pair in fitting]
    if len(pairs) < 2:
        return [], False
    say(f"searching for a tool for pattern {pattern_id} without the model ({len(pairs)} examples)")
    first = pbe.search_report(template, slot_kinds, pairs, budget=SEARCH_BUDGET)
    program = first.program
    if program is not None:
        unread = set(slot_kinds) - set(program.slots_used)
        pinned, kinds = pin_constant_slots(template, slot_kinds, examples or shown, names=unread) if unread else \
            (template, slot_kinds)
        if pinned != template:  # what the program ignores and never varied is fixed text of the tool
            again = pbe.search(pinned, kinds, [pair for ex, _ in fitting for pair in slot_values(pinned, kinds, [ex])],
                               budget=SEARCH_BUDGET)
            if again is not None:
                template, slot_kinds, program = pinned, kinds, again
        return [_Found(build_tool_source(template, slot_kinds, program.run_code, model="toolsmith's search (no model)"),
                       f"found without the model: {program.description}", template=template, slot_kinds=slot_kinds)], False
    luck = first.near_miss is not None
    if consensus is None:
        return [], luck
    return _near_fits(template, slot_kinds, shown, consensus, sandbox, limits), luck


def _dealt(examples: list[Example], folds: int = MAX_FOLDS) -> list[list[Example]]:
    """The examples (at most `SEARCH_EXAMPLES` of them) dealt round into `folds` folds, for the
    cross-validated search on more examples than leave-one-out runs on: each search sees all but
    about 1/`folds` of them."""
    examples = search_sample(examples, SEARCH_EXAMPLES)
    return [examples[i::folds] for i in range(min(folds, len(examples)))]


def _near_fits(template: str, slot_kinds: dict[str, str], shown: list[Example], share: float,
               sandbox: "SandboxBackend", limits: "SandboxLimits | None" = None) -> list[_Found]:
    """Programs the search finds on subsets of the shown examples that keep every person-checked
    one (`_subsets`, `CONSENSUS_TRIES`), run on all shown examples in the sandbox: those that
    agree with at least `share` of them and with every checked answer, most agreeing first (a
    program that fits some subset by luck can agree as often as the right one). None for fewer
    than 6 shown examples."""
    from . import pbe
    from .synthesis import slot_values
    from .toolfile import build_tool_source

    fitting = [(ex, pair) for ex in shown for pair in slot_values(template, slot_kinds, [ex])]
    pairs = [pair for _, pair in fitting]
    if len(pairs) < 6:
        return []
    programs: dict[str, str] = {}
    for picked in itertools.islice(_subsets(fitting), CONSENSUS_TRIES):
        found = pbe.search(template, slot_kinds, [pairs[i] for i in picked], budget=CONSENSUS_BUDGET)
        if found is not None:
            programs.setdefault(found.run_code, found.description)
    ranked: list[tuple[int, _Found]] = []
    for run_code, description in programs.items():
        source = build_tool_source(template, slot_kinds, run_code, model="toolsmith's search (no model)")
        check = check_examples(source, [ex for ex, _ in fitting], sandbox=sandbox, limits=limits)
        if check.passed < share * len(fitting) or any(
                not case.ok for case, (ex, _) in zip(check.cases, fitting) if ex.confirmed):
            continue
        ranked.append((check.passed, _Found(source, f"found without the model, agreeing with {check.passed} of "
                                                    f"{len(fitting)} shown answers: {description}")))
    ranked.sort(key=lambda r: -r[0])  # stable: among equals, the first found
    return [found for _, found in ranked]


def _subsets(fitting: list[tuple[Example, Any]]) -> Iterator[list[int]]:
    """Indexes of shown examples to search on, every person-checked one always in. Three kinds,
    taken in turn: random 4 (small subsets are more often free of wrong answers, and enough when
    answers carry much information), random 6 (yes/no answers need more to be more than luck,
    `pbe`'s chance check), and all but one or two agent answers, in order. The same examples
    give the same subsets."""
    n = len(fitting)
    others = [i for i, (ex, _) in enumerate(fitting) if not ex.confirmed]
    checked = [i for i in range(n) if i not in others]
    rng = random.Random(n)

    def sample(size: int) -> Iterator[list[int]]:
        while True:
            yield sorted(checked + rng.sample(others, max(0, min(len(others), size - len(checked)))))

    def all_but() -> Iterator[list[int]]:
        for k in (1, 2):
            for dropped in itertools.combinations(others, k):
                yield [i for i in range(n) if i not in dropped]
        yield from sample(n // 2)

    for picks in zip(sample(4), sample(min(n - 2, 6)), all_but()):
        yield from picks


def _search_folds(pattern_id: str | None, template: str, slot_kinds: dict[str, str], folds: list[list[Example]],
                  say: Callable[[str], None], hints: tuple[str, ...] = (), max_chance: float = 0.1) -> _Found | None:
    """The zero-token search, cross-validated: searched once without each fold in turn, it must
    find the same program every time. So each example's answer is predicted by a program found
    without it, and verification may count every example as held out. `hints`: the agent's other
    answers, which only say how answers are written (`pbe.search`); `max_chance`: how likely a
    fold's program may be to fit by luck (`pbe.search`). A slot the program ignores and that
    never varied is written into the tool's template, as in `_search`."""
    from . import pbe
    from .synthesis import slot_values
    from .toolfile import build_tool_source

    def agreed(template: str, slot_kinds: dict[str, str]) -> "pbe.Program | None":
        """The program every fold finds, with the checks (lengths, ways of rounding) that all
        the examples vouch for; None when the folds disagree on what it computes."""
        def computes(program: "pbe.Program") -> str:
            return program.computes or program.core or program.run_code  # decimal places aside

        common: set[str] | None = None
        for i in range(len(folds)):
            rest = [ex for k, fold in enumerate(folds) if k != i for ex in fold]
            report = pbe.search_report(template, slot_kinds, slot_values(template, slot_kinds, rest),
                                       budget=SEARCH_BUDGET, hints=hints, max_chance=max_chance)
            if report.program is None:
                return None
            found = {computes(report.program), *report.equals}  # equally small ways of computing it
            common = found if common is None else common & found
            if not common:
                return None
        if len(folds) == 1:
            return report.program
        whole = pbe.search(template, slot_kinds, slot_values(template, slot_kinds, [ex for fold in folds for ex in fold]),
                           budget=SEARCH_BUDGET, hints=hints, max_chance=max_chance)
        return whole if whole is not None and computes(whole) in (common or ()) else None

    say(f"searching for a tool for pattern {pattern_id} without the model ({len(folds)} folds)")
    program = agreed(template, slot_kinds)
    if program is None:
        return None
    if unread := set(slot_kinds) - set(program.slots_used):
        pinned, kinds = pin_constant_slots(template, slot_kinds, [ex for fold in folds for ex in fold], names=unread)
        if pinned != template and (again := agreed(pinned, kinds)) is not None:
            template, slot_kinds, program = pinned, kinds, again
    return _Found(build_tool_source(template, slot_kinds, program.run_code, model="toolsmith's search (no model)"),
                  f"found without the model, the same program in each of {len(folds)} folds: {program.description}",
                  template=template, slot_kinds=slot_kinds, run_code=program.run_code)


def _register(outcome: ForgeOutcome, library: ToolLibrary, policy: ApprovalPolicy, sandbox: "SandboxBackend",
              source: str, extractor: Literal["template", "own"], report: VerificationReport, pattern_id: str | None,
              template: str, slot_kinds: dict[str, str], *, model: str | None, name: str | None,
              note: str = "", resolve: Callable[[str], str] | None = None,
              partition: str | None = None) -> ForgeOutcome:
    """Register a verified tool as pending, approve it if the policy says so, and say what happened.
    A tool for one `partition` of a pattern replaces only the tool of that same template."""
    existing = library.for_pattern(pattern_id, resolve, template=template if partition else None) \
        if pattern_id else None
    tool_name = name or (existing.name if existing else tool_name_for(template, {m.name for m in library.list()}))
    manifest = library.register(
        source, name=tool_name, pattern_id=pattern_id, template=template, slot_kinds=slot_kinds, model=model,
        synthesis_usage=outcome.usage, synthesis_attempts=outcome.attempts, verification=report, extractor=extractor,
    )
    approve, why = policy.decide(report)
    if approve:
        try:
            manifest = library.approve(manifest.name, reason=why, auto=True, isolation=sandbox.isolation)
            outcome.auto_approved = True
        except ToolNotApproved as exc:  # evaluates strings, and no kernel sandbox here: stays pending
            approve, note = False, f"{note} [{exc}]"
    outcome.manifest = manifest
    outcome.report = report
    outcome.reason = f"registered {manifest.name} v{manifest.version} as {manifest.status}: {report.summary()}" + (
        f" ({why})" if approve else "") + note
    return outcome


def _contradiction(store: "Store", pattern_id: str) -> str | None:
    """Why no script can serve the pattern: a person confirmed two different answers for the
    same task (a judgement, or an answer that depends on more than the task). Zero tokens."""

    seen: dict[str, str] = {}
    for trace in store.pattern_traces(pattern_id):
        if trace.feedback is None:
            continue
        key, answer = " ".join(trace.task.split()).casefold(), normalise_answer(trace.feedback)
        if seen.setdefault(key, answer) != answer:
            return f"a person confirmed different answers for the same task ({trace.task[:60]!r})"
    return None


def _agent_inconsistent(store: "Store", pattern_id: str) -> bool:
    """The agent gave two different answers to the same task of this pattern: a zero-token sign
    that its answers depend on more than the task (judgement, sampling, a wrong agent), so no
    script can agree with them and a model call would be lost. The free search still runs, and a
    person's answers still count (`_contradiction` is their rule)."""

    seen: dict[str, str] = {}
    for trace in store.pattern_traces(pattern_id):
        if trace.status != "ok" or trace.agent_answer is None:
            continue
        key, answer = " ".join(trace.task.split()).casefold(), normalise_answer(trace.agent_answer)
        if seen.setdefault(key, answer) != answer:
            return True
    return False


class Forge:
    """Forging for one store and tool library: the spending rules, the pipeline, and checks of
    tools that already exist."""

    def __init__(
        self,
        store: "Store",
        library: ToolLibrary,
        *,
        sandbox: Callable[[], "SandboxBackend"],
        miner: "PatternMiner",
        synthesizer: Synthesizer | None = None,
        policy: ApprovalPolicy | None = None,
        max_budget: int = 4000,
        min_examples: int = 3,
    ) -> None:
        self.store = store
        self.library = library
        self.sandbox = sandbox
        """Returns the sandbox backend; called only when something has to run."""
        self.miner = miner
        self.synthesizer = synthesizer
        """The model that writes `run()`; None: forging is off, only `check`/`add`/`retest` work."""
        self.policy = policy or ApprovalPolicy()
        self.max_budget = max_budget
        """Most tokens one attempt may spend, whatever the credit."""
        self.min_examples = min_examples
        """Agent answers a pattern needs before the first attempt."""

    # -- when, and how much ------------------------------------------------------
    def budget(self, pattern_id: str, *, checked: bool = True) -> int:
        """Tokens the model may spend on the pattern now: its share of the agent's spend on it,
        within the store-wide credit (`Totals.credit`), both shares scaled by the model's record
        (`Totals.model_record`), at most `max_budget`. A pattern with no person-checked answer
        (`checked=False`) is paid from savings only: its evidence is the agent's word alone, and
        when the agent is wrong a correct tool fails verification against it."""
        stats = self.store.pattern_stats(pattern_id)
        totals = self.store.totals()
        record = totals.model_record()
        own = int(PATTERN_SHARE * record * stats.agent_tokens) - stats.synthesis_tokens
        return min(self.max_budget, own, totals.credit(CREDIT_SHARE * record if checked else 0.0))

    def after_answer(self, pattern_id: str | None, *, after_seq: int = 0,
                     progress: Callable[[str], None] | None = None,
                     should_stop: Callable[[], bool] | None = None) -> list[Event]:
        """Look for a tool for the pattern if the rules allow it now; the ledger events.

        Call after the agent's answer was counted in the pattern's statistics."""
        if pattern_id is None:
            return []
        stats = self.store.pattern_stats(pattern_id)
        if stats.tool and not stats.partitions and not self.library.exists(stats.tool):
            # Its tool is gone from this library (deleted by hand, or another tools directory over
            # the same state): nothing routes the pattern, so it is open to the forge again.
            with self.store.pattern(pattern_id) as stats:
                stats.tool = None
        n = stats.answered
        # Its tool declined values its examples did not vouch for, and the agent answered them:
        # the search, on all the answers now, may find a version that takes them (no model call).
        widen = bool(stats.tool and not stats.partitions and stats.declined)
        if n < self.min_examples or stats.verdict or stats.tool and not stats.partitions and not widen and \
                not self._refused(stats.tool):
            return []  # a pattern with one tool per value of a word goes on for the other values
        pattern = self.miner.pattern(pattern_id)
        if pattern is None or not pattern.slot_kinds:  # verbatim repeats need a cache, not a tool
            return []
        # Again once the examples grew by a quarter; with a tool per value of a word, the other
        # values' examples are a small share of them: again on every second answer.
        # After a fit refused only as likely luck, again on every second answer: a few more examples
        # tell (up to the most one search fits).
        growth = SEARCH_GROWTH if stats.searched_at < 2 * SEARCH_EXAMPLES else 2
        soon = stats.partitions or (stats.luck and stats.searched_at < SEARCH_EXAMPLES)
        search = n >= (stats.searched_at + 2 if soon else growth * stats.searched_at)
        budget = self.budget(pattern_id) if self.synthesizer is not None and not widen else 0
        model = (budget >= MIN_ATTEMPT_TOKENS and stats.forge_attempts < MAX_FORGE_ATTEMPTS
                 and (stats.forge_attempts == 0 or stats.agent_tokens >= 2 * stats.forge_at))
        if not (search or model):
            return []
        held = self.library.for_pattern(pattern_id, self.store.resolve_pattern) if not stats.partitions else None
        if held is not None and held.status in ("approved", "pending") and not self._refused(held.name) and \
                not (widen and held.origin == "synthesized"):
            return []  # a tool added by hand (or one that cannot run here): a new version would replace it
        verdict = _contradiction(self.store, pattern_id)
        if verdict:
            with self.store.pattern(pattern_id) as s:
                s.verdict = verdict
            return []
        if model and _agent_inconsistent(self.store, pattern_id):
            model = False  # its answers are not a function of the task: nothing a model writes could match them
            if not search:
                return []
        examples = examples_for_pattern(self.store, pattern_id)
        if model and not any(ex.confirmed for ex in examples):
            budget = self.budget(pattern_id, checked=False)
        if model and self.synthesizer is not None:  # the budget must cover at least one whole call
            first = self.synthesizer.prompt(pattern.template, pattern.slot_kinds, split_examples(examples)[0])
            model = first is not None and budget >= self.synthesizer.call_cost(first)
            if not (search or model):
                return []
        outcome = forge_tool(
            pattern, examples, other_pattern_tasks(self.store, pattern_id),
            synthesizer=self.synthesizer if model else None, sandbox=self.sandbox(), library=self.library,
            policy=self.policy, budget=budget if model else 0, search=search, progress=progress,
            should_stop=should_stop, resolve_pattern=self.store.resolve_pattern,
            search_checked=sum(ex.confirmed for ex in examples) > stats.checked_searched, served=stats.partitions,
        )
        manifest = outcome.manifest
        if widen and manifest is not None and held is not None and manifest.sha256 == held.sha256:
            manifest = None  # the same program again: nothing new to say
        with self.store.pattern(pattern_id) as stats:
            stats.synthesis_tokens += outcome.usage.total_tokens
            stats.declined = 0 if widen else stats.declined
            if outcome.search_ran or widen:
                stats.searched_at = n
                stats.luck = outcome.luck
            if outcome.checked_searched:
                stats.checked_searched = outcome.checked_searched
            if outcome.attempts:
                stats.forge_attempts += 1
                stats.forge_at = stats.agent_tokens
            stats.tool = manifest.name if manifest else stats.tool
            if manifest and outcome.partition and outcome.partition not in stats.partitions:
                stats.partitions.append(outcome.partition)
        if outcome.attempts:
            self.store.add_totals(model_attempts=1, model_tools=int(manifest is not None))
        if manifest is None and outcome.attempts == 0:
            return []  # nothing spent: no event (the search is free; not enough evidence yet)
        name = manifest.name if manifest else None
        detail = f"pattern {pattern_id}: " + (
            f"registered {name} v{manifest.version} ({manifest.status})" if manifest else f"no tool: {outcome.reason}")
        if manifest is not None and outcome.attempts == 0:
            detail += " without the model"
        events = [Event(kind="synthesis", after_seq=after_seq, usage=outcome.usage, tool=name, detail=detail)]
        if manifest is not None and manifest.status == "approved":
            events.append(Event(kind="approval", after_seq=after_seq, tool=name, detail="auto-approved by policy"))
        return events

    def _refused(self, name: str) -> bool:
        """Whether the pattern's tool is one the forge wrote and the auto-approval policy refused
        (a held-out answer it got wrong): then more examples may find a better version. Without
        auto-approval every tool waits for a person, and a new version would only churn."""
        try:
            manifest = self.library.get(name) if self.policy.auto_approve else None
        except UserError:  # removed by hand
            return False
        return (manifest is not None and manifest.status == "pending" and manifest.origin == "synthesized"
                and manifest.verification is not None and not self.policy.decide(manifest.verification)[0])

    # -- tools that already exist ---------------------------------------------------
    def check(
        self,
        source: str,
        *,
        pattern_id: str | None = None,
        template: str | None = None,
        slot_kinds: dict[str, str] | None = None,
        limits: "SandboxLimits | None" = None,
        progress: Callable[[int, int, CaseResult], None] | None = None,
        stop_after_limits: int | None = 3,
        dataset_per_family: int = DATASET_PER_FAMILY,
        alpha: float | None = 0.05,
    ) -> ToolCheck:
        """Verify an existing tool on everything known, without any synthesis.

        Positives: the module's `EXAMPLES` (confirmed) and the recorded examples of its pattern.
        When `pattern_id` is None it is found without running anything when `EXAMPLES` fit a
        recorded pattern, else by trying the latest task of each recorded pattern. Negatives:
        recorded tasks of other patterns and near misses of the pattern's template (or of
        `template`, when the pattern is not in this store). Open set: recorded tasks in no
        pattern and `dataset_per_family` packaged BIG-Bench Hard tasks per family, whose answers
        are known: declined counts as a negative, accepted must be right. `progress(done, total,
        case)` hears every sandbox call; after `stop_after_limits` calls in a row hit a sandbox
        limit, verification stops and fails.
        """
        declared = declared_examples(source)
        triggers = declared_triggers(source)
        sandbox = self.sandbox()
        prober = Prober(source, sandbox=sandbox, limits=limits, progress=progress, stop_after_limits=stop_after_limits)
        if pattern_id is None:
            pattern_id = self._pattern_of(declared, prober)
        pattern = self.miner.pattern(pattern_id) if pattern_id else None
        if pattern is not None:
            template, slot_kinds = pattern.template, dict(pattern.slot_kinds)
        recorded = examples_for_pattern(self.store, pattern_id) if pattern_id else []
        positives = list({ex.task: ex for ex in (*recorded, *declared)}.values())
        negatives = {ORIGIN_OTHER_PATTERNS: other_pattern_tasks(self.store, pattern_id, limit=MAX_RECORDED)}
        if template:
            fitting = [ex for ex in positives if ex.origin == ORIGIN_RECORDED] or positives
            negatives[ORIGIN_NEAR_MISS] = near_miss_negatives(template, slot_kinds or {}, fitting)
        report = verify_tool(source, sandbox=sandbox, shown=[], held_out=positives, negatives=negatives,
                             open_set=open_set(self.store, dataset_per_family), limits=limits, alpha=alpha, prober=prober)
        if triggers is not None:
            missing = [ex.task for ex in declared if not set(triggers) <= trigger_words(ex.task)]
            if missing:
                report.passed = False
                report.reasons.append(f"TRIGGERS {triggers} are not all in {len(missing)} of the module's EXAMPLES")
        return ToolCheck(report=report, pattern_id=pattern_id, template=template, slot_kinds=slot_kinds or {},
                         declared=len(declared), recorded=len(recorded),
                         triggers=triggers if triggers is not None else derive_triggers(declared))

    def _pattern_of(self, declared: list[Example], prober: Prober) -> str | None:
        """The recorded pattern a tool serves: where its EXAMPLES fit, else the largest one whose
        latest task it accepts."""
        fits = Counter(m.pattern_id for ex in declared if (m := self.miner.match(ex.task)) is not None)
        if fits:
            return fits.most_common(1)[0][0]
        traces = [t for t in self.store.recent_traces(MAX_RECORDED) if t.status == "ok" and t.pattern_id]
        latest: dict[str, str] = {}
        for t in traces:  # newest first: the first seen is the latest
            latest.setdefault(t.pattern_id or "", t.task)
        ranked = [pid for pid, _ in Counter(t.pattern_id for t in traces).most_common(MAX_PATTERN_PROBES)]
        prober.total += len(ranked)
        for pid in ranked:
            case = prober.probe(latest[pid or ""])
            if case is not None and case.args is not None:
                return pid
        return None

    def add(self, source: str, *, name: str,
            progress: Callable[[int, int, CaseResult], None] | None = None) -> tuple[ToolManifest, ToolCheck]:
        """Check a hand-written tool and register it as `pending` with its report.

        Raises `UserError` before running anything when the name, the code (`lint_tool` with the
        library's import policy), its `EXAMPLES` or its `TRIGGERS` are not acceptable.
        """
        self.library.check_name(name)
        reasons = lint_tool(source, allowed_imports=import_policy(self.library.path))
        if reasons:
            raise UserError(f"not an acceptable tool: {'; '.join(reasons)}")
        declared_examples(source)  # malformed EXAMPLES or TRIGGERS are errors before anything runs
        declared_triggers(source)
        check = self.check(source, progress=progress)
        manifest = self.library.register(
            source, name=name, pattern_id=check.pattern_id, template=check.template, slot_kinds=check.slot_kinds,
            origin="hand-written", verification=check.report, triggers=check.triggers,
        )
        return manifest, check

    def retest(self, name: str, progress: Callable[[int, int, CaseResult], None] | None = None) -> ToolCheck:
        """Re-run `check` on a registered tool's current source and store the new report."""
        manifest = self.library.get(name)
        check = self.check(self.library.source(name), pattern_id=manifest.pattern_id, template=manifest.template,
                           slot_kinds=manifest.slot_kinds, progress=progress)
        self.library.set_verification(name, check.report)
        return check
