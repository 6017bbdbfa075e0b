"""What learning may cost, and when it happens: the spending rules and background forging.

Scripted chat models stand in for the synthesizer here: these tests check toolsmith's own
accounting and control flow, not what a model writes.
"""

from __future__ import annotations

import re
import threading
import time
from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from toolsmith import Toolsmith, report_usage
from toolsmith.evidence import recalled_answers
from toolsmith.forge import CREDIT_SHARE, MAX_FORGE_ATTEMPTS, PATTERN_SHARE
from toolsmith.records import Example, Totals

SORT = "Sort the following words alphabetically: List: {}"
WRONG_RUN = "```python\ndef run(list: list) -> str:\n    return 'no'\n```"
GOOD_RUN = "```python\ndef run(list: list) -> str:\n    return '-'.join(w[1:] + w[0] for w in list)\n```"


class Model(BaseChatModel):
    """Replies with `code` at a fixed usage; optionally waits for `gate` first, or sleeps."""

    code: str
    prompt_tokens: int = 400
    calls: int = 0
    gate: Any = None
    delay: float = 0.0

    @property
    def _llm_type(self) -> str:
        return "scripted-synthesizer"

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any) -> ChatResult:
        self.calls += 1
        if self.gate is not None:
            self.gate.wait(30)
        time.sleep(self.delay)
        usage = {"input_tokens": self.prompt_tokens, "output_tokens": 60, "total_tokens": self.prompt_tokens + 60}
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=self.code, usage_metadata=usage))])


def reverse_agent(task: str) -> str:
    """Rotates each word's first letter to its end (a rule the zero-token search does not know).
    Each answer costs 1,500 tokens, so that 10% of a few answers pays for one model call."""
    report_usage(1400, 100, model="counting")
    return "-".join(w[1:] + w[0] for w in task.split("List: ")[1].split())


_VOCABULARY = ("apple", "kiwi", "banana", "fig", "cherry", "plum", "grape", "melon", "pear", "lime", "mango",
               "peach", "lemon", "date", "guava", "olive", "quince")


def words(i: int) -> str:
    """Three different words for each i (varied enough that no small program guesses the rule)."""
    n = len(_VOCABULARY)
    return f"{_VOCABULARY[i % n]}{i} {_VOCABULARY[(3 * i + 1) % n]} {_VOCABULARY[(5 * i + 2) % n]}"


def test_a_pattern_spends_at_most_half_of_what_the_agent_spent_on_it(check_first):
    model = Model(code=WRONG_RUN, prompt_tokens=300)
    with Toolsmith(reverse_agent, synthesizer=model, forge="inline", min_examples=3, reviewer=check_first) as ts:
        for i in range(40):
            ts.run(SORT.format(words(i)))
        stats = ts.store.pattern_stats(ts.miner.match(SORT.format("b a")).pattern_id)
        report = ts.report()
    assert model.calls > 0 and stats.synthesis_tokens > 0
    assert stats.synthesis_tokens <= PATTERN_SHARE * stats.agent_tokens
    assert report.synthesis.total_tokens == stats.synthesis_tokens
    assert stats.forge_attempts <= MAX_FORGE_ATTEMPTS


def test_an_unproven_model_may_spend_a_quarter_of_a_pattern_s_agent_spend():
    with Toolsmith(reverse_agent, synthesizer=None, forge="off") as ts:
        for i in range(5):
            ts.run(SORT.format(words(i)))
        ts.store.add_totals(saved=10**6)  # tools elsewhere saved plenty: only the pattern's share binds
        pattern = ts.miner.match(SORT.format("b a")).pattern_id
        agent = ts.store.pattern_stats(pattern).agent_tokens
        assert ts.store.totals().model_attempts == 0
        assert ts.forge.budget(pattern) == int(PATTERN_SHARE * 0.5 * agent) < ts.forge.max_budget
        ts.store.add_totals(model_attempts=1)  # a failed attempt elsewhere: a sixth now
        assert ts.forge.budget(pattern) == int(PATTERN_SHARE / 3 * agent)


@pytest.mark.parametrize("fickle", [False, True])
def test_no_model_call_when_the_agent_answered_one_task_two_ways(fickle, check_first):
    seen: dict[str, int] = {}

    def agent(task: str) -> str:  # the fickle one answers a task again with something else
        seen[task] = seen.get(task, 0) + 1
        answer = reverse_agent(task)
        return answer + "?" if fickle and seen[task] > 1 else answer

    model = Model(code=GOOD_RUN)
    with Toolsmith(agent, synthesizer=model, forge="inline", reviewer=check_first) as ts:
        for i in range(30):
            ts.run(SORT.format(words(i)))
            ts.run(SORT.format(words(i)))
    assert (model.calls == 0) == fickle


@pytest.mark.parametrize("prose", [True, False])
def test_no_model_call_when_the_answers_are_free_text(prose, check_first):
    def agent(task: str) -> str:  # a summary in words of its own, or each word rotated (a rewrite)
        report_usage(1400, 100, model="counting")
        said = task.split(": ", 1)[1].split()
        if prose:
            friends = int(said[0].removeprefix("park")) % 7 + 2
            return f"The writer describes a pleasant afternoon spent outdoors with {friends} friends and a dog."
        return " ".join(w[1:] + w[0] for w in said)

    model = Model(code=GOOD_RUN)
    with Toolsmith(agent, synthesizer=model, forge="inline", reviewer=check_first) as ts:
        for i in range(40):
            ts.run(f"Rewrite this for me: park{i} sun{i} kite{i} dog{i} grass{i} lunch{i} talk{i} game{i}")
    assert (model.calls == 0) == prose


CAPITALS = {"France": "Paris", "Peru": "Lima", "Japan": "Tokyo", "Kenya": "Nairobi", "Chile": "Santiago",
            "Egypt": "Cairo", "Norway": "Oslo", "Cuba": "Havana", "Iran": "Tehran", "Nepal": "Kathmandu",
            "Ghana": "Accra", "Spain": "Madrid", "Italy": "Rome", "Greece": "Athens", "Poland": "Warsaw",
            "Sweden": "Stockholm", "Canada": "Ottawa", "Turkey": "Ankara", "Russia": "Moscow", "Austria": "Vienna"}


@pytest.mark.parametrize("recalled", [True, False])
def test_no_model_call_when_the_answers_are_facts_about_a_name(recalled, check_first):
    def agent(task: str) -> str:  # a fact about the country, or its name rewritten (a rule the search lacks)
        report_usage(1400, 100, model="counting")
        name = task.removeprefix("What is the capital of ").removesuffix("?")
        return CAPITALS[name] if recalled else name[1:] + name[0]

    model = Model(code=GOOD_RUN)
    with Toolsmith(agent, synthesizer=model, forge="inline", reviewer=check_first) as ts:
        for name in CAPITALS:
            ts.run(f"What is the capital of {name}?")
    assert (model.calls == 0) == recalled


def test_recalled_answers_are_told_from_computed_and_derived_ones():
    def ex(pairs: dict[str, str], frame: str = "What is the capital of {}?") -> list[Example]:
        return [Example(frame.format(k), v) for k, v in pairs.items()]

    capitals = dict(list(CAPITALS.items())[:8])
    assert "facts recalled" in recalled_answers(ex(capitals), {"name": "name"})
    assert recalled_answers(ex(capitals), {"name": "number"}) is None  # a number, a date, a list: computable
    assert recalled_answers(ex(dict(list(capitals.items())[:5])), {"name": "name"}) is None  # too few to tell
    plurals = {"Cat": "cats", "Box": "boxes", "City": "cities", "Wolf": "wolves", "Dog": "dogs", "Bus": "buses"}
    assert recalled_answers(ex(plurals, "What is the plural of {}?"), {"word": "word"}) is None  # shares letters
    cipher = {f"Encode {w}": " ".join("".join(chr((ord(c) - 97 + 13) % 26 + 97) for c in p) for p in w.split())
              for w in ("big red dog", "old grey cat", "one tall tree", "blue sky above", "warm sunny day", "fast car")}
    assert recalled_answers(ex(cipher, "{}"), {"text": "text"}) is None  # a phrase's cipher keeps its word lengths


def test_a_failed_pattern_waits_until_the_agent_spend_doubled(check_first):
    model = Model(code=WRONG_RUN, prompt_tokens=300)
    attempts_at: list[int] = []
    with Toolsmith(reverse_agent, synthesizer=model, forge="inline", reviewer=check_first) as ts:
        for i in range(60):
            before = model.calls
            ts.run(SORT.format(words(i)))
            if model.calls > before:
                attempts_at.append(ts.store.pattern_stats(ts.miner.match(SORT.format("b a")).pattern_id).agent_tokens)
    assert len(attempts_at) >= 2
    for earlier, later in zip(attempts_at, attempts_at[1:]):
        assert later >= 2 * earlier


def judgement_agent(task: str) -> str:
    report_usage(300, 20, model="counting")
    return "(A)" if hash(task) % 2 else "(B)"


def test_a_workload_with_no_tool_to_find_costs_at_most_10_percent_more(check_first):
    model = Model(code=WRONG_RUN, prompt_tokens=500)
    subjects = ["the cat sat on a mat", "my boss loves meetings", "rain is great for picnics", "a tax is fun",
                "the train was late again", "I adore traffic jams", "Mondays are the best", "soup for breakfast"]
    with Toolsmith(judgement_agent, synthesizer=model, forge="inline", reviewer=check_first) as ts:
        for i in range(120):
            a, b = subjects[i % 8], subjects[(i * 3 + 1) % 8]
            ts.run(f"Which statement is sarcastic? Options: (A) {a} number {i} (B) {b} number {i + 7}")
        report = ts.report()
        totals = ts.store.totals()
    agent = report.agent_exact.total_tokens
    assert report.routed == 0 and report.tokens_saved == 0
    assert report.synthesis.total_tokens <= CREDIT_SHARE * agent
    assert report.tokens_used <= 1.1 * agent
    assert totals.agent_tokens == agent and totals.forge_tokens == report.synthesis.total_tokens


def test_without_a_checked_answer_the_model_is_paid_from_savings_only():
    """Nobody checked an answer: the model's first call waits until tools have saved tokens, so the
    workload never costs more than the agent alone."""
    model = Model(code=WRONG_RUN, prompt_tokens=300)

    def agent(task: str) -> str:
        if task.startswith("Order"):
            report_usage(1400, 100, model="counting")
            return " ".join(sorted(task.split("List: ")[1].split()))
        return reverse_agent(task)

    with Toolsmith(agent, synthesizer=model, forge="inline", auto_approve=True) as ts:
        for i in range(40):
            ts.run(SORT.format(words(i)))
        report = ts.report()
        assert model.calls == 0 and report.tokens_used == report.agent_exact.total_tokens
        for i in range(30):  # the free search serves this pattern, and its tools save tokens ...
            ts.run(f"Order these words: List: {words(100 + i)}")
        for i in range(40, 80):  # ... that pay for a model call on the other one
            ts.run(SORT.format(words(i)))
        report = ts.report()
    assert report.tokens_saved > 0 and model.calls > 0
    assert report.tokens_used <= report.agent_exact.total_tokens + report.tokens_saved


def test_the_model_s_failures_shrink_its_store_wide_credit(check_first):
    assert Totals().model_record() == 0.5  # Laplace: nothing known before any attempt
    assert Totals(model_attempts=1).model_record() == 1 / 3
    assert Totals(model_attempts=3, model_tools=2).model_record() == 0.6
    model = Model(code=WRONG_RUN, prompt_tokens=500)
    subjects = ["the cat sat on a mat", "my boss loves meetings", "rain is great for picnics", "a tax is fun"]
    with Toolsmith(judgement_agent, synthesizer=model, forge="inline", reviewer=check_first) as ts:
        for i in range(200):
            task = f"Which statement is sarcastic? Options: (A) {subjects[i % 4]} number {i} (B) {subjects[(i + 1) % 4]} number {i + 7}"
            ts.run(task)
            if model.calls:
                break
        totals = ts.store.totals()
        pattern = ts.miner.match(task).pattern_id
        assert (totals.model_attempts, totals.model_tools) == (1, 0)
        assert ts.forge.budget(pattern) <= totals.credit(CREDIT_SHARE / 3) < totals.credit(CREDIT_SHARE / 2)


def test_contradicting_confirmed_answers_stop_forging_for_free():
    model = Model(code=GOOD_RUN)
    seen: dict[str, int] = {}

    def reviewer(trace):  # the second look at a task gets the other answer
        seen[trace.task] = seen.get(trace.task, 0) + 1
        return "yes" if seen[trace.task] % 2 else "no"

    with Toolsmith(reverse_agent, synthesizer=model, forge="inline", reviewer=reviewer) as ts:
        for _ in range(2):
            for i in range(6):
                ts.run(SORT.format(words(i)))
        stats = ts.store.pattern_stats(ts.miner.match(SORT.format("b a")).pattern_id)
    assert stats.verdict and "different answers" in stats.verdict
    assert model.calls == 0 and stats.synthesis_tokens == 0


def test_background_forging_returns_as_soon_as_the_agent_answered(check_first):
    gate = threading.Event()
    model = Model(code=GOOD_RUN, gate=gate)
    with Toolsmith(reverse_agent, synthesizer=model, forge="background", auto_approve=True, reviewer=check_first) as ts:
        for i in range(24):  # the model's first attempt waits for half of 10% of the agent's spend
            trace = ts.run(SORT.format(words(i)))
            assert trace.answered_by == "inferred"
        deadline = time.monotonic() + 60
        while model.calls == 0 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert model.calls == 1  # the forge is waiting on the model; the caller has long returned
        assert ts.report().synthesis.total_tokens == 0
        gate.set()
        assert ts.wait_for_forging(timeout=60)
        report = ts.report()
        assert report.synthesis.total_tokens == 460 and len(report.approvals) == 1
        routed = ts.run(SORT.format("b a c"))
        assert routed.routed and routed.answer == "b-a-c"


def test_close_without_waiting_cancels_forging_and_still_charges_it(check_first):
    gate = threading.Event()
    model = Model(code=WRONG_RUN, gate=gate)
    ts = Toolsmith(reverse_agent, synthesizer=model, forge="background", reviewer=check_first)
    for i in range(24):
        ts.run(SORT.format(words(i)))
    while model.calls == 0:
        time.sleep(0.05)
    threading.Timer(0.3, gate.set).start()
    ts.close(wait=False)  # the running call finishes; no further call starts
    assert model.calls == 1


def test_inline_forging_is_in_the_triggering_task_s_latency(check_first):
    # The trace whose run made the model call waited for it (3 s); other traces may be slow too
    # (inline searches, a busy machine), so the triggering one is found by the call count.
    model = Model(code=GOOD_RUN, delay=3.0)
    triggering = []
    with Toolsmith(reverse_agent, synthesizer=model, forge="inline", reviewer=check_first) as ts:
        for i in range(24):
            calls = model.calls
            trace = ts.run(SORT.format(words(i)))
            if model.calls > calls:
                triggering.append(trace)
    assert model.calls == 1 and len(triggering) == 1
    assert triggering[0].latency_ms >= 3000


def test_a_tool_found_without_the_model_costs_no_tokens():
    def sorting_agent(task: str) -> str:
        report_usage(200, 40, model="counting")
        return " ".join(sorted(task.split("List: ")[1].split()))

    with Toolsmith(sorting_agent, synthesizer=None, forge="inline", auto_approve=True) as ts:
        traces = [ts.run(SORT.format(words(i))) for i in range(12)]
        report = ts.report()
    assert any(t.routed for t in traces) and report.synthesis.total_tokens == 0
    assert report.net_saved == report.tokens_saved > 0


@pytest.mark.parametrize("mode", ["sideways", ""])
def test_the_forge_mode_is_checked(mode):
    from toolsmith.errors import UserError

    with pytest.raises(UserError, match="forge must be"):
        Toolsmith(reverse_agent, synthesizer=None, forge=mode)


@pytest.mark.parametrize("checked", [0, 3])
def test_three_answers_a_person_checked_are_enough_for_the_search(checked):
    # Leave-one-out on the agent's own answers needs 4 (each search sees 3: an agent may slip);
    # answers a person checked carry no slip, so on 3 of them the search runs two at a time.
    rows = ["castle piano night", "apple zebra", "violin island lemon", "mango river", "stone kite tiger queen"]
    counted: dict[str, int] = {}

    def agent(task: str) -> str:
        report_usage(100, 20, model="counting")
        return task.split(": ", 1)[1].title()

    def reviewer(trace: Any) -> str | None:
        counted[trace.pattern_id] = counted.get(trace.pattern_id, 0) + 1
        return trace.answer if counted[trace.pattern_id] <= checked else None

    with Toolsmith(agent, synthesizer=None, forge="inline", reviewer=reviewer, auto_approve=True) as ts:
        traces = [ts.run(f"Capitalise each word of: {row}") for row in rows]
    first_routed = next(i for i, t in enumerate(traces) if t.answered_by == "routed")
    assert first_routed == (3 if checked else 4), [t.answered_by for t in traces]
    assert traces[-1].answer == "Stone Kite Tiger Queen"


def test_after_a_fit_refused_as_luck_the_search_runs_again_two_answers_later():
    # held-out set ninetyninth: a quiz score `marks * right - penalty * wrong` fitted the shown
    # examples at 13 answers but could be luck (several answers had 0 wrong or 1 mark off); the
    # next search was due at 17 (growth by a quarter), after the 16 tasks of the family
    quizzes = [(2, 2, 38, 0), (4, 2, 21, 7), (3, 1, 9, 11), (5, 1, 2, 24), (2, 1, 27, 4), (2, 1, 4, 20), (2, 2, 3, 11),
               (3, 2, 34, 13), (5, 2, 33, 1), (4, 2, 34, 10), (3, 1, 4, 22), (2, 1, 11, 16), (5, 2, 7, 1), (4, 2, 29, 19),
               (5, 2, 10, 7), (3, 2, 29, 14), (4, 1, 37, 8)]

    def agent(task: str) -> str:
        report_usage(200, 40, model="counting")
        a, b, r, w = map(int, re.findall(r"\d+", task))
        return str(a * r - b * w)

    with Toolsmith(agent, synthesizer=None, forge="inline", auto_approve=True) as ts:
        traces = [ts.run(f"A quiz gives {a} marks for a right answer and takes away {b} for a wrong one. Ann got {r} right "
                         f"and {w} wrong. What is her score?") for a, b, r, w in quizzes]
        stats = ts.store.pattern_stats(traces[-1].pattern_id)
    first_routed = next(i for i, t in enumerate(traces) if t.answered_by == "routed")
    assert first_routed < 16 and stats.searched_at < 16, ([t.answered_by for t in traces], stats)
    assert all(t.answer == str(a * r - b * w) for t, (a, b, r, w) in zip(traces, quizzes))


def test_a_failure_to_forge_inline_costs_no_task_its_answer(check_first, caplog):
    # held-out set hundredsecond: a search bug (a clock reading "29:07" that is no time of day)
    # raised out of inline forging, so the task the agent had already answered raised instead
    model = Model(code=WRONG_RUN)
    with Toolsmith(reverse_agent, synthesizer=model, forge="inline", min_examples=3, reviewer=check_first) as ts:
        def broken(*args: Any, **kwargs: Any) -> list[Any]:
            raise RuntimeError("a bug in the search")
        ts.forge.after_answer = broken
        answers = [ts.run(SORT.format(words(i))).answer for i in range(5)]
        stored = [t.answer for t in ts.store.traces()]
    assert answers == stored == [reverse_agent(SORT.format(words(i))) for i in range(5)]
    assert "forging for pattern" in caplog.text and "a bug in the search" in caplog.text
