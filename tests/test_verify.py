"""Verification: baselines, confirmed answers, near-miss negatives, normalisation."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from toolsmith.toolfile import extractor_regex
from toolsmith.records import Trace
from toolsmith.sandbox import PooledSandbox
from toolsmith.store import Store
from toolsmith.toolfile import build_tool_source
from toolsmith.evidence import examples_for_pattern, near_misses
from toolsmith.records import Example
from toolsmith.verify import answers_match, normalise_answer, verify_tool

SORT_T = "Sort the following words alphabetically: List: {list}"
SORT_K = {"list": "list"}
NAV_T = "If you follow these instructions, do you return to the starting point? {steps} Options: - Yes - No"
NAV_K = {"steps": "steps"}


@pytest.fixture(scope="module")
def sandbox() -> Iterator[PooledSandbox]:
    with PooledSandbox() as sb:
        yield sb


def tool(template: str, kinds: dict[str, str], run: str) -> str:
    return build_tool_source(template, kinds, run, model="hand")


@pytest.fixture(scope="module")
def sort_examples(bbh: Callable[[str], list[dict[str, str]]]) -> Callable[..., list[Example]]:
    """`sort_examples(n, confirmed=False)`: the first n word-sorting rows as Examples."""

    def make(n: int, confirmed: bool = False) -> list[Example]:
        return [Example(r["input"], r["target"], confirmed) for r in bbh("word_sorting")[:n]]

    return make


GOOD_SORT = "def run(list):\n    return ' '.join(sorted(list))"


@pytest.mark.parametrize(
    "a,b",
    [(" 8 ", "8"), ("8.0", "8"), ("8", "8.00"), ("(A)", "A"), ("(a)", "A)"), ("True", "true."), ("1,000", " 1,000. "),
     ("a  b\nc", "A B C"), ("'No'", "no")],
)
def test_normalisation_equal(a: str, b: str) -> None:
    assert answers_match(a, b)


@pytest.mark.parametrize("a,b", [("8", "9"), ("(A)", "(B)"), ("Yes", "No"), ("a b", "b a"), ("0.5", "5"),
                                 ("000042", "42"), ("07", "7.0"),  # padding is the answer's form
                                 ("1,000", "1000"),  # so are thousands separators
                                 ("9905958278527749", "9905958278527748"),  # one float, two numbers
                                 ("ocea...", "ocea")])  # an ellipsis is no full stop
def test_normalisation_different(a: str, b: str) -> None:
    assert not answers_match(a, b)
    assert normalise_answer(None) == ""


def test_near_misses_change_one_fixed_word_and_keep_slots() -> None:
    task = "Sort the following words ascending: List: pear apple"
    misses = near_misses("Sort the following words ascending: List: {list}", task, slot_kinds=SORT_K)
    assert "Sort the following words descending: List: pear apple" in misses  # antonym first
    assert any(len(m.split()) == len(task.split()) - 1 for m in misses)  # a dropped word
    assert all(m.endswith("pear apple") and m != task for m in misses)
    assert len(misses) == len(set(misses)) <= 12
    rx = extractor_regex("Sort the following words ascending: List: {list}", SORT_K)
    assert not any(re.fullmatch(rx, m, re.DOTALL) for m in misses)


@pytest.mark.parametrize("template,task,value", [
    ("Remove all the vowels from '{quoted}'.", "Remove all the vowels from 'pepper'.", "pepper"),
    ("Remove all the vowels from '{quoted}'.", "Remove all the vowels from 'pepper' except 'e'.", None),
    ('Say "{quoted}" twice', 'Say "don\'t" twice', "don't"),
    ('Say "{quoted}" twice', 'Say "yes" and "no" twice', None),
])
def test_a_quoted_value_holds_no_closing_quote(template: str, task: str, value: str | None) -> None:
    """A task that quotes two things is another request, not one value with quotes inside."""
    m = re.fullmatch(extractor_regex(template, {"quoted": "quoted"}), task, re.DOTALL)
    assert (m and m.group("quoted")) == value


def test_slot_values_parse_exactly() -> None:
    """A 16-digit card number is past a float's 2**53: parsed through a float its last digit
    changed, and a verified masking tool answered one card wrong. Formatted numbers keep their
    thousands inside a list."""
    from toolsmith._lib.toolkit import parse_slots

    kinds = {"number": "integer", "list": "list", "amount": "number"}
    got = parse_slots({"number": "9905958278527749", "list": "$3,327.13, $1,323.55 and $12", "amount": "$1,200.50"}, kinds)
    assert got == {"number": 9905958278527749, "list": ["$3,327.13", "$1,323.55", "$12"], "amount": 1200.5}


def test_a_list_value_that_runs_past_the_list_is_not_the_tools() -> None:
    from toolsmith._lib.toolkit import NotMine, parse_slots

    kinds = {"list": "list"}
    rx = extractor_regex("Which word is the longest in this list: {list}?", kinds)
    fits = re.fullmatch(rx, "Which word is the longest in this list: oak, birch, elm?", re.DOTALL)
    assert parse_slots(fits.groupdict(), kinds) == {"list": ["oak", "birch", "elm"]}
    more = re.fullmatch(rx, "Which word is the longest in this list: oak, birch, elm? And the shortest?", re.DOTALL)
    assert more is not None  # the regex alone would take it; the list's parser declines it
    with pytest.raises(NotMine):
        parse_slots(more.groupdict(), kinds)


def test_near_misses_keep_the_tasks_layout(bbh) -> None:
    task = bbh("navigate")[0]["input"]
    misses = near_misses(NAV_T, task, slot_kinds=NAV_K, limit=20)
    assert any("- No\n- No" in m for m in misses)  # "Yes" swapped for its antonym, newlines kept
    assert any("return to the ending point" in m for m in misses)


def test_correct_tool_passes(sandbox: PooledSandbox, bbh, sort_examples) -> None:
    exs = sort_examples(8)
    report = verify_tool(tool(SORT_T, SORT_K, GOOD_SORT), sandbox=sandbox, shown=exs[:4], held_out=exs[4:],
                         negatives=near_misses(SORT_T, exs[0].task, slot_kinds=SORT_K) + [bbh("navigate")[0]["input"]])
    assert report.passed, report.reasons
    assert (report.shown_passed, report.heldout_passed, report.heldout_total) == (4, 4, 4)
    assert report.negatives_rejected == report.negatives_total >= 10
    assert report.baseline_correct == 1 and report.disagreements == [] and report.errors == []
    assert set(report.timings) >= {"positives", "negatives", "total"}


def test_constant_answer_tool_rejected_on_skewed_examples(sandbox: PooledSandbox, bbh) -> None:
    rows = [r for r in bbh("navigate")[:80]]
    exs = [Example(r["input"], r["target"]) for r in rows]
    held = [e for e in exs if e.expected == "No"][:18] + [e for e in exs if e.expected == "Yes"][:12]
    always_no = tool(NAV_T, NAV_K, "def run(steps):\n    return 'No'")
    report = verify_tool(always_no, sandbox=sandbox, shown=exs[:3], held_out=held, negatives=[])
    assert report.heldout_passed == 18 and report.heldout_total == 30
    assert not report.passed
    assert report.baseline_correct == 18 and "constant 'no'" in report.baseline_kind
    assert any("does not beat the trivial tool" in r for r in report.reasons)
    assert len(report.disagreements) == 12 + sum(e.expected == "Yes" for e in exs[:3])


def test_echo_tool_rejected(sandbox: PooledSandbox, sort_examples) -> None:
    exs = sort_examples(8)
    report = verify_tool(tool(SORT_T, SORT_K, "def run(list):\n    return list"), sandbox=sandbox,
                         shown=exs[:4], held_out=exs[4:], negatives=[])
    assert not report.passed
    assert report.heldout_passed <= report.baseline_correct


def test_echo_baseline_counts_inputs_equal_to_answers(sandbox: PooledSandbox) -> None:
    # Every held-out list is already sorted: echoing is as good as sorting, so nothing is proven.
    exs = [Example(f"Sort the following words alphabetically: List: {w}", w) for w in ("a b", "c d", "e f g", "h i")]
    report = verify_tool(tool(SORT_T, SORT_K, GOOD_SORT), sandbox=sandbox, shown=[], held_out=exs, negatives=[])
    assert not report.passed and report.baseline_kind == "echo list"



def test_an_echo_a_shown_example_told_apart_is_no_rival(sandbox: PooledSandbox) -> None:
    # skewed data: the first number is the greater on every held-out task, so "echo the first"
    # scores as well as "the greater"; a shown example with the second greater tells them apart
    template, kinds = "Which number is greater: {number} or {number_2}?", {"number": "number", "number_2": "number"}
    def ex(a: int, b: int) -> Example:
        return Example(f"Which number is greater: {a} or {b}?", str(max(a, b)))
    held = [ex(a, b) for a, b in ((91, 12), (57, 40), (33, 8), (70, 69), (88, 3))]
    greater = tool(template, kinds, "def run(number, number_2):\n    return str(max(number, number_2))")
    told = verify_tool(greater, sandbox=sandbox, shown=[ex(40, 17), ex(12, 65), ex(80, 5)], held_out=held, negatives=[])
    assert told.passed and told.baseline_kind.startswith("constant"), told.reasons
    untold = verify_tool(greater, sandbox=sandbox, shown=[ex(40, 17), ex(62, 15), ex(80, 5)], held_out=held, negatives=[])
    assert not untold.passed and untold.baseline_kind == "echo number", untold.reasons

CAPS_T = "Capitalize every word in: {list}"


def test_when_changing_case_is_the_task_an_answer_in_the_wrong_case_is_wrong(sandbox: PooledSandbox) -> None:
    from toolsmith.verify import answered

    assert answered("The Old Dog", "The Old Dog", {"list": ["the", "old", "dog"]})
    assert not answered("The Old Dog", "the old dog", {"list": ["the", "old", "dog"]})  # the task's own words
    assert answered("Yes", "yes", {"list": ["is", "it"]})  # a word the task does not hold: case is ignored
    assert answered("Paris", "paris", {"country": "France"})
    assert not answered("falconPencil", "falconpencil", {"text": "falcon pencil"})  # a capital inside a word is meant
    assert not answered("McDonald", "Mcdonald")
    words = ["the old dog", "a red kite", "my blue car", "one more time", "hello there world", "new york city"]
    exs = [Example(CAPS_T.format(list=w), w.title()) for w in words]
    echo = verify_tool(tool(CAPS_T, {"list": "list"}, "def run(list):\n    return ' '.join(list)"), sandbox=sandbox,
                       shown=exs[:2], held_out=exs[2:], negatives=[])
    assert not echo.passed and echo.heldout_passed == 0 and echo.baseline_kind.startswith("constant")
    caps = verify_tool(tool(CAPS_T, {"list": "list"}, "def run(list):\n    return ' '.join(w.title() for w in list)"),
                       sandbox=sandbox, shown=exs[:2], held_out=exs[2:], negatives=[])
    assert caps.passed and caps.heldout_passed == 4


def test_wrong_on_a_confirmed_example_fails_even_with_good_heldout(sandbox: PooledSandbox, sort_examples) -> None:
    exs = sort_examples(8)
    confirmed = Example(exs[0].task, "definitely not this", confirmed=True)
    report = verify_tool(tool(SORT_T, SORT_K, GOOD_SORT), sandbox=sandbox, shown=[confirmed, *exs[1:4]],
                         held_out=exs[4:], negatives=[])
    assert not report.passed
    assert report.confirmed_total == 1 and report.confirmed_passed == 0
    d = report.disagreements[0]
    assert d.confirmed and d.expected == "definitely not this" and d.got == " ".join(sorted(exs[0].task.split(": ")[-1].split()))


def test_unconfirmed_disagreement_is_reported_not_fatal(sandbox: PooledSandbox, sort_examples) -> None:
    exs = sort_examples(8)
    wrong_agent = Example(exs[0].task, "the agent got this wrong")
    report = verify_tool(tool(SORT_T, SORT_K, GOOD_SORT), sandbox=sandbox, shown=[wrong_agent, *exs[1:4]],
                         held_out=exs[4:], negatives=[])
    assert report.passed
    assert [(d.expected, d.confirmed) for d in report.disagreements] == [("the agent got this wrong", False)]
    assert (report.agent_confirmed_passed, report.agent_confirmed_total) == (0, 0)


def test_agent_record_on_confirmed_examples_is_kept(sandbox: PooledSandbox, sort_examples) -> None:
    exs = sort_examples(8)
    right = Example(exs[0].task, exs[0].expected, True, agent_answer=exs[0].expected.upper())
    wrong = Example(exs[1].task, exs[1].expected, True, agent_answer="not sorted")
    unanswered = Example(exs[2].task, exs[2].expected, True)
    report = verify_tool(tool(SORT_T, SORT_K, GOOD_SORT), sandbox=sandbox, shown=[right, wrong, unanswered],
                         held_out=exs[4:], negatives=[])
    assert report.passed and report.confirmed_total == 3
    assert (report.agent_confirmed_passed, report.agent_confirmed_total) == (1, 2)


def test_lucky_guess_on_few_binary_heldout_is_not_significant(sandbox: PooledSandbox) -> None:
    t, k = "Is {x} big? Options: - Yes - No", {"x": "text"}
    held = [Example("Is a big? Options: - Yes - No", "Yes"), Example("Is b big? Options: - Yes - No", "Yes"),
            Example("Is c big? Options: - Yes - No", "No")]
    guesser = tool(t, k, "def run(x):\n    return 'No' if x == 'c' else 'Yes'")
    report = verify_tool(guesser, sandbox=sandbox, shown=[], held_out=held, negatives=[])
    assert report.heldout_passed == 3 and report.baseline_correct == 2
    assert not report.passed and any("not significantly" in r for r in report.reasons)
    assert verify_tool(guesser, sandbox=sandbox, shown=[], held_out=held, negatives=[], alpha=None).passed


def test_permissive_extractor_fails_on_negatives(sandbox: PooledSandbox, sort_examples) -> None:
    exs = sort_examples(8)
    greedy = (
        '"""Sorts words."""\n\ndef extract(task):\n    return {"list": task.split(": ")[-1]}\n\n' + GOOD_SORT + "\n"
    )
    negatives = near_misses(SORT_T, exs[0].task, slot_kinds=SORT_K)
    report = verify_tool(greedy, sandbox=sandbox, shown=exs[:4], held_out=exs[4:], negatives=negatives)
    assert not report.passed
    assert report.accepted_negatives and any("descending" in t or "reverse" in t for t in report.accepted_negatives)


def test_crashes_and_wrong_return_types_are_errors(sandbox: PooledSandbox, sort_examples) -> None:
    exs = sort_examples(6)
    crash = tool(SORT_T, SORT_K, "def run(list):\n    return str(1 // 0)")
    report = verify_tool(crash, sandbox=sandbox, shown=[], held_out=exs, negatives=[])
    assert not report.passed and report.errors and "ZeroDivisionError" in report.errors[0]
    as_int = tool("{expression} =", {"expression": "expression"}, "def run(expression):\n    return 8")
    report = verify_tool(as_int, sandbox=sandbox, shown=[], held_out=[Example("1 + 7 =", "8")], negatives=[])
    assert report.errors and "str" in report.errors[0]


def test_examples_for_pattern_prefers_feedback(tmp_path) -> None:
    store = Store(tmp_path / "home")

    def put(task: str, answer: str, **kw) -> None:
        seq = store.next_seq("s1")
        store.put_trace(Trace(id=f"s1:{seq}", session_id="s1", seq=seq, task=task, answer=answer, pattern_id="p-1", **kw))

    put("a", "agent-a")
    put("b", "agent-b", feedback="person-b")
    put("c", "tool-c", answered_by="routed", tool="x", tool_version=1)
    put("d", "err", status="error")
    seq = store.next_seq("s1")
    store.put_trace(Trace(id=f"s1:{seq}", session_id="s1", seq=seq, task="z", answer="zz", pattern_id="p-2"))
    exs = {e.task: e for e in examples_for_pattern(store, "p-1")}
    assert set(exs) == {"a", "b"}
    assert (exs["a"].expected, exs["a"].confirmed) == ("agent-a", False)
    assert (exs["b"].expected, exs["b"].confirmed, exs["b"].trace_id) == ("person-b", True, "s1:2")
    assert exs["b"].agent_answer == "agent-b" and exs["a"].agent_answer is None


def test_heldout_can_pass() -> None:
    from toolsmith.verify import heldout_can_pass

    distinct = [Example(str(i), str(i)) for i in range(3)]
    assert heldout_can_pass(distinct) == (True, "")
    assert not heldout_can_pass(distinct[:2])[0]  # 2/2 vs 1/2: p = 0.25
    assert heldout_can_pass(distinct[:2], alpha=None)[0]
    yes_no = [Example(str(i), "Yes" if i < 3 else "No") for i in range(6)]
    assert heldout_can_pass(yes_no)[0]  # 0.5 ** 6 = 0.016
    skewed = [Example(str(i), "Yes" if i < 5 else "No") for i in range(7)]
    assert not heldout_can_pass(skewed)[0]  # (5/7) ** 7 = 0.095
    assert "same answer" in heldout_can_pass([Example("a", "x"), Example("b", "x ")], alpha=None)[1]


def test_one_answer_everywhere_is_decided_by_crossed_inputs(sandbox: PooledSandbox) -> None:
    """Every held-out answer is one sentence: a tool that returns it whatever the input scores
    like the constant and fails; one whose answer moves when an input comes from another example
    passes. Crossed tasks are run only in that case."""
    from toolsmith.evidence import crossed_tasks

    template, kinds = "Undo the shift of {number} on: {text}", {"number": "number", "text": "text"}
    sentence = "Meet me by the old mill."

    def shift(text: str, k: int) -> str:
        return "".join(chr((ord(c) - 97 + k) % 26 + 97) if c.islower() else c for c in text)

    exs = [Example(f"Undo the shift of {k} on: {shift(sentence, k)}", sentence) for k in (1, 3, 5, 7, 9, 11)]
    crossed = crossed_tasks(template, kinds, exs)
    assert crossed and not set(crossed) & {ex.task for ex in exs}
    computing = tool(template, kinds, "def run(number, text):\n"
                     "    return ''.join(chr((ord(c) - 97 - int(number)) % 26 + 97) if c.islower() else c for c in text)\n")
    constant = tool(template, kinds, f"def run(number, text):\n    return {sentence!r}\n")
    good = verify_tool(computing, sandbox=sandbox, shown=exs[:2], held_out=exs[2:], negatives=[], crossed=crossed)
    bad = verify_tool(constant, sandbox=sandbox, shown=exs[:2], held_out=exs[2:], negatives=[], crossed=crossed)
    assert good.passed and good.one_answer and good.crossed_moved == good.crossed_total > 0, good.reasons
    assert not bad.passed and bad.crossed_moved == 0, bad.reasons
    varied = [Example(f"Undo the shift of {k} on: {shift(w, k)}", w) for k, w in ((1, "cab"), (2, "dog"), (3, "emu"))]
    plain = verify_tool(computing, sandbox=sandbox, shown=varied[:1], held_out=varied[1:], negatives=[], crossed=crossed)
    assert not plain.one_answer and plain.crossed_total == 0
