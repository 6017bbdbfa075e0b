"""Tests for toolsmith.patterns: templates, slots, guards, persistence, extractor regexes, bad input."""

from __future__ import annotations

import random
import re

import pytest

from toolsmith.errors import UserError
from toolsmith.patterns import PatternMatch, PatternMiner
from toolsmith.toolfile import extractor_regex
from toolsmith.store import Store

WORDS = "apple banana cherry delta echo falcon grape harbor iris jade kiwi lemon mango nectar olive".split()


def observe_all(miner: PatternMiner, tasks: list[str]) -> list[PatternMatch]:
    return [miner.observe(t) for t in tasks]


def final_ids(miner: PatternMiner, results: list[PatternMatch]) -> set[str]:
    return {miner.pattern(r.pattern_id).id for r in results}


def roundtrip(match: PatternMatch, task: str) -> dict[str, str]:
    m = re.fullmatch(extractor_regex(match.template, match.slot_kinds), task, re.DOTALL)
    assert m is not None, (match.template, task)
    return m.groupdict()


# --------------------------------------------------------------------------- typed parameters
@pytest.mark.parametrize(
    ("tasks", "kind", "values"),
    [
        (["What is the top-3 best-selling product in 2022", "What is the top-10 best-selling product in 2021"], "number", {"3", "10", "2022", "2021"}),
        (['Search the wiki for "usb wifi" please', 'Search the wiki for "xbox" please'], "quoted", {"usb wifi", "xbox"}),
        (["Count the lines in /var/log/syslog today", "Count the lines in ./data/train.csv today"], "path", {"/var/log/syslog", "./data/train.csv"}),
        (["Fetch https://example.com/a?b=1 and summarise it", "Fetch http://foo.org/x and summarise it"], "url", {"https://example.com/a?b=1", "http://foo.org/x"}),
        (["Send the report to ada@example.com tonight", "Send the report to bob.smith@corp.co.uk tonight"], "email", {"ada@example.com", "bob.smith@corp.co.uk"}),
        (["How many commits were made on 3/5/2023 in total", "How many commits were made on 2023-01-17 in total"], "date", {"3/5/2023", "2023-01-17"}),
    ],
)
def test_typed_parameters_become_slots(tasks: list[str], kind: str, values: set[str]) -> None:
    miner = PatternMiner()
    first, second = observe_all(miner, tasks)
    assert first.is_new and not second.is_new
    assert first.pattern_id == second.pattern_id
    assert kind in second.slot_kinds.values()
    got = set(first.slots.values()) | set(second.slots.values())
    assert values <= got
    for name in second.slots:
        assert name.isidentifier() and "{" + name + "}" in second.template


def test_first_task_template_has_typed_slots() -> None:
    r = PatternMiner().observe("What is the top-5 best-selling product in 2023")
    assert r.is_new
    assert r.template == "What is the top-{number} best-selling product in {number_2}"
    assert r.slots == {"number": "5", "number_2": "2023"}


def test_capitalised_names_merge_lowercase_words_need_evidence() -> None:
    miner = PatternMiner()
    a, b = observe_all(miner, ["What is the zip code of Carnegie Mellon University?", "What is the zip code of Yale?"])
    assert a.pattern_id == b.pattern_id and "{" in b.template
    # two plain lowercase alternatives are not enough evidence for a slot ...
    c, d = observe_all(miner, ["Show my latest updated issue", "Show my latest created issue"])
    assert c.pattern_id != d.pattern_id
    # ... a third distinct value is
    e = miner.observe("Show my latest assigned issue")
    assert miner.pattern(c.pattern_id).id == miner.pattern(d.pattern_id).id == e.pattern_id
    assert e.slots == {"text": "assigned"}


# --------------------------------------------------------------------------- variable-length slots
def test_word_lists_of_different_lengths_meet() -> None:
    miner = PatternMiner()
    rng = random.Random(0)
    tasks = [f"Sort the following words alphabetically: List: {' '.join(rng.sample(WORDS, n))}" for n in (2, 3, 9, 14, 5)]
    results = observe_all(miner, tasks)
    assert len(final_ids(miner, results)) == 1
    assert results[-1].template == "Sort the following words alphabetically: List: {list}"
    assert results[-1].slot_kinds == {"list": "list"}
    assert results[2].slots["list"] == tasks[2].split("List: ")[1]


def test_comma_lists_meet() -> None:
    miner = PatternMiner()
    tasks = [
        "I have a flute, a piano, and a drum. How many musical instruments do I have?",
        "I have two lamps, and a chair. How many objects do I have?",
        "I have a cow, a pig, a frog, two snakes, and a fish. How many animals do I have?",
        "I have an apple, and a plum. How many fruits do I have?",
    ]
    results = observe_all(miner, tasks)
    assert len(final_ids(miner, results)) == 1
    r = miner.match("I have a cat, a dog, and three goats. How many animals do I have?")
    assert r is not None and "a cat, a dog, and three goats" in r.slots.values()


def test_a_comma_list_ends_where_a_question_begins_and_keeps_its_first_item() -> None:
    """", which ..." after a list starts a clause, and the first item, flush against the
    masked rest, is in the list (not a label of it): one list slot, whatever the length."""
    miner = PatternMiner()
    tasks = ["In the list apple, yellow, jungle, castle, which item comes just before yellow?",
             "In the list pencil, banana, night, which item comes just before night?",
             "In the list kite, lemon, mango, ocean, piano, which item comes just before piano?",
             "In the list river, stone, tiger, which item comes just before tiger?"]
    results = observe_all(miner, tasks)
    assert len(final_ids(miner, results)) == 1
    assert results[-1].template == "In the list {list}, which item comes just before {text}?"
    assert results[-1].slots == {"list": "river, stone, tiger", "text": "tiger"}
    other = [miner.observe(t) for t in ["Name the biggest of a flute, a piano, and a drum.",
                                         "Name the biggest of a cat, a dog, and a cow.",
                                         "Name the biggest of a pen, a car, and a bus."]]
    assert other[-1].template == "Name the biggest of a {list}." and other[-1].slots == {"list": "pen, a car, and a bus"}


def test_arithmetic_and_boolean_expressions_are_one_slot() -> None:
    miner = PatternMiner()
    a = miner.observe("((-1 + 2 + 9 * 5) - (-2 + -4 + -4 * -7)) =")
    b = miner.observe("(3 * -3) =")
    assert a.template == "{expression} =" and b.pattern_id == a.pattern_id
    assert b.slots == {"expression": "(3 * -3)"}
    c = miner.observe("not ( True ) and ( True ) is")
    d = miner.observe("True and not not ( not False or True and False ) is")
    assert c.template == "{expression} is" and d.pattern_id == c.pattern_id != a.pattern_id


def test_step_instructions_are_one_slot() -> None:
    miner = PatternMiner()
    head = "If you follow these instructions, do you return to the starting point? "
    a = miner.observe(head + "Take 1 step. Turn left. Take 3 steps.\nOptions:\n- Yes\n- No")
    b = miner.observe(head + "Always face forward. Take 9 steps left. Take 2 steps backward. Take 6 steps forward. Take 4 steps right.\nOptions:\n- Yes\n- No")
    assert a.pattern_id == b.pattern_id and b.slot_kinds == {"steps": "steps"}
    assert b.slots["steps"].startswith("Always face forward.") and b.slots["steps"].endswith("Take 4 steps right.")


# --------------------------------------------------------------------------- contradiction guards
@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("ascending", "descending"),
        ("sum", "average"),
        ("top", "bottom"),
        ("first", "last"),
        ("minimum", "maximum"),
    ],
)
def test_contradicting_words_never_merge(left: str, right: str) -> None:
    miner = PatternMiner()
    tasks = []
    for i in range(6):
        for word in (left, right):
            tasks.append(f"Give the {word} of the values in column {i} of sales.csv")
    results = observe_all(miner, tasks)
    by_word: dict[str, set[str]] = {left: set(), right: set()}
    for task, r in zip(tasks, results):
        by_word[left if f" {left} " in task else right].add(miner.pattern(r.pattern_id).id)
    assert by_word[left].isdisjoint(by_word[right])
    assert len(by_word[left]) == 1 and len(by_word[right]) == 1


def test_sort_direction_never_merges_even_with_lists() -> None:
    miner = PatternMiner()
    rng = random.Random(1)
    for _ in range(5):
        for order in ("ascending", "descending"):
            miner.observe(f"Sort these words in {order} order: List: {' '.join(rng.sample(WORDS, rng.randrange(2, 9)))}")
    templates = sorted(p.template for p in miner.patterns())
    assert templates == [
        "Sort these words in ascending order: List: {list}",
        "Sort these words in descending order: List: {list}",
    ]


def test_negation_never_merges() -> None:
    miner = PatternMiner()
    a = [miner.observe(f"List the orders that were shipped to Berlin in {y}") for y in (2020, 2021)]
    b = [miner.observe(f"List the orders that were not shipped to Berlin in {y}") for y in (2020, 2021)]
    assert {miner.pattern(r.pattern_id).id for r in a}.isdisjoint({miner.pattern(r.pattern_id).id for r in b})


# --------------------------------------------------------------------------- determinism, persistence
TASKS = [
    "Tell me the total cost of my latest cancelled order?",
    "How long does it take to walk from Carnegie Mellon University to Univ of Pittsburgh?",
    "Tell me the total cost of my latest pending order?",
    "How long does it take to walk from CMU to the Phipps Conservatory?",
    "Tell me the total cost of my latest complete order?",
    "Sort the following words alphabetically: List: pear fig",
    "Sort the following words alphabetically: List: kiwi lime plum date",
]


def test_deterministic_for_same_order() -> None:
    runs = []
    for _ in range(2):
        miner = PatternMiner()
        runs.append([(r.pattern_id, r.template, r.slots, r.is_new) for r in observe_all(miner, TASKS)])
    assert runs[0] == runs[1]
    assert re.fullmatch(r"p-[0-9a-f]{12}", runs[0][0][0])


def test_persistence_across_miners(tmp_path) -> None:
    store = Store(tmp_path)
    first = PatternMiner(store)
    results = observe_all(first, TASKS[:5])
    second = PatternMiner(Store(tmp_path))
    assert [p.model_dump() for p in second.patterns()] == [p.model_dump() for p in first.patterns()]
    r = second.observe(TASKS[0].replace("cancelled", "refunded"))
    assert not r.is_new and r.pattern_id == second.pattern(results[0].pattern_id).id
    assert r.slots == {"text": "refunded"}
    # the first miner sees the second's write
    assert first.pattern(r.pattern_id).count == 4
    # a miner with another namespace starts empty
    assert PatternMiner(store, namespace="other").patterns() == []


def test_in_memory_and_store_agree(tmp_path) -> None:
    mem = [(r.pattern_id, r.template, r.slots) for r in observe_all(PatternMiner(), TASKS)]
    disk = [(r.pattern_id, r.template, r.slots) for r in observe_all(PatternMiner(Store(tmp_path)), TASKS)]
    assert mem == disk


def test_patterns_listing_counts_and_examples() -> None:
    miner = PatternMiner()
    for i in range(8):
        miner.observe(f"Refund order {1000 + i} to the original card")
    (p,) = miner.patterns()
    assert p.count == 8 and p.template == "Refund order {number} to the original card"
    assert p.slot_kinds == {"number": "number"}
    assert p.examples[:2] == [{"number": "1000"}, {"number": "1001"}] and len(p.examples) <= 5
    assert miner.pattern("p-000000000000") is None


def test_match_does_not_record() -> None:
    miner = PatternMiner()
    miner.observe("Refund order 17 to the original card")
    r = miner.match("Refund order 99 to the original card")
    assert r is not None and r.slots == {"number": "99"} and not r.is_new
    assert miner.match("Refund order 99 to a gift card") is None
    assert miner.patterns()[0].count == 1


def test_unknown_tuning_is_a_user_error() -> None:
    with pytest.raises(UserError):
        PatternMiner(treshold=0.3)


# --------------------------------------------------------------------------- extractor regex
def test_extractor_regex_roundtrip_and_near_miss() -> None:
    miner = PatternMiner()
    tasks = [
        'Show me the price of "desk lamp" from Amazon Basics in 2021, sorted by date',
        'Show me the price of "office chair" from IKEA in 2019, sorted by date',
        'Show me the price of "usb hub" from Anker Direct in 2023, sorted by date',
    ]
    results = observe_all(miner, tasks)
    last = results[-1]
    assert last.template == 'Show me the price of "{quoted}" from {name} in {number}, sorted by date'
    for task in tasks:
        m = miner.match(task)
        assert roundtrip(last, task) == m.slots
    assert roundtrip(last, tasks[1]) == {"quoted": "office chair", "name": "IKEA", "number": "2019"}
    # whitespace-tolerant
    assert roundtrip(last, tasks[0].replace(" from ", "  from\n")) ["name"] == "Amazon Basics"
    rx = extractor_regex(last.template, last.slot_kinds)
    assert re.fullmatch(rx, tasks[0].replace("sorted by date", "sorted by name"), re.DOTALL) is None
    assert re.fullmatch(rx, tasks[0].replace("price", "weight"), re.DOTALL) is None
    # a number slot rejects words
    assert re.fullmatch(rx, tasks[0].replace("2021", "last year"), re.DOTALL) is None


def test_extractor_regex_escaped_braces_and_kinds() -> None:
    rx = extractor_regex("Format {{x}} as {path} on {date} for {email}", {"path": "path", "date": "date", "email": "email"})
    m = re.fullmatch(rx, "Format {x} as /tmp/a.txt on 3/5/2023 for a@b.org", re.DOTALL)
    assert m is not None and m.groupdict() == {"path": "/tmp/a.txt", "date": "3/5/2023", "email": "a@b.org"}
    assert re.fullmatch(rx, "Format {x} as /tmp/a.txt on yesterday for a@b.org", re.DOTALL) is None
    with pytest.raises(UserError):
        extractor_regex("bad {not-an-identifier}", {})


def test_literal_braces_in_tasks_are_escaped() -> None:
    r = PatternMiner().observe("Render {name} with 3 spaces")
    assert r.template == "Render {{name}} with {number} spaces"
    assert roundtrip(r, "Render {name} with 3 spaces") == {"number": "3"}


# --------------------------------------------------------------------------- bad input
@pytest.mark.parametrize("task", ["", "   \n\t ", "\x00\x01\x02"])
def test_empty_tasks_raise_user_error(task: str) -> None:
    miner = PatternMiner()
    with pytest.raises(UserError):
        miner.observe(task)
    assert miner.match(task) is None


def test_non_string_is_a_user_error() -> None:
    with pytest.raises(UserError):
        PatternMiner().observe(b"bytes are not tasks")  # type: ignore[arg-type]


def test_one_megabyte_task_is_bounded() -> None:
    miner = PatternMiner()
    big = "Summarise this text: " + ("lorem ipsum dolor sit amet, " * 40_000)[:1_000_000]
    r = miner.observe(big)
    assert r.is_new and len(r.template) < 5_000
    assert "text" in r.slot_kinds.values()
    assert miner.pattern(r.pattern_id).examples == []  # a 1 MB task is too long to be kept as a sample at all
    again = miner.observe(big[:-10] + "different!")
    assert again.pattern_id == r.pattern_id
    medium = miner.observe(big[:3_000])  # short enough to be kept as a sample: its slot value is cut to 200
    (example,) = miner.pattern(medium.pattern_id).examples
    assert max(len(value) for value in example.values()) == 200


def test_binary_junk_and_control_characters() -> None:
    miner = PatternMiner()
    rng = random.Random(7)
    junk = "".join(chr(rng.randrange(0, 0x3000)) for _ in range(5000))
    r = miner.observe(junk)
    assert isinstance(r, PatternMatch)
    r2 = miner.observe("Delete\x00 the\x07 file\x1b /tmp/x.log\ud800 now")
    assert r2.slots == {"path": "/tmp/x.log"}
    assert miner.observe("Delete the file /tmp/y.log now").pattern_id == r2.pattern_id


def test_non_english_text() -> None:
    miner = PatternMiner()
    miner.observe("Wie viele Bestellungen gab es im März 2023?")
    a = miner.observe("Wie viele Bestellungen gab es im Mai 2022?")
    b = miner.observe("Wie viele Bestellungen gab es im Juni 2021?")  # a third month: a parameter
    c = miner.observe("请把 12 个苹果 分给 3 个人")
    d = miner.observe("请把 40 个苹果 分给 8 个人")
    assert miner.pattern(a.pattern_id).id == b.pattern_id and c.pattern_id == d.pattern_id != b.pattern_id
    assert set(d.slots.values()) == {"40", "8"}


def test_ten_thousand_item_list() -> None:
    miner = PatternMiner()
    rng = random.Random(3)
    short = miner.observe("Sort the following words alphabetically: List: pear fig plum")
    words = " ".join(rng.choice(WORDS) + str(i) for i in range(10_000))
    r = miner.observe(f"Sort the following words alphabetically: List: {words}")
    assert r.pattern_id == short.pattern_id and r.slots["list"] == words
    items = ", ".join(f"item{i}" for i in range(10_000))
    r2 = miner.observe(f"Count these: {items}, and the rest.")
    assert len(r2.template) < 200


def test_many_repeated_separators_do_not_backtrack_forever() -> None:
    miner = PatternMiner()
    a = miner.observe("Seat Ann Lee near Bob Ray near Cid Moe near Dan Poe today")
    b = miner.observe("Seat Eve Fox near Gus Hal near Ivy Jo near Kim Lu today")
    assert a.pattern_id == b.pattern_id and len(b.slots) == 4
    # ~100 candidate split points per slot: matching must stay linear, not cubic
    hostile = "Seat " + "xx near " * 100 + "yy today now"
    assert miner.match(hostile) is None
    assert miner.match("Seat " + "xx near " * 100 + "yy today") is not None


def test_every_member_fits_its_final_pattern() -> None:
    """After merges and absorptions, each observed task still parses with its pattern's extractor."""
    rng = random.Random(11)
    tasks = []
    for _ in range(120):
        shape = rng.randrange(4)
        opts = " ".join(f"({chr(65 + i)}) {' '.join(rng.sample(WORDS, rng.randrange(1, 4)))}" for i in range(rng.randrange(2, 5)))
        if shape == 0:
            tasks.append(f"Which option is a pun on '{rng.choice(WORDS)} {rng.choice(WORDS)}'? Options: {opts}")
        elif shape == 1:
            tasks.append(f"Sort the following words alphabetically: List: {' '.join(rng.sample(WORDS, rng.randrange(1, 9)))}")
        elif shape == 2:
            tasks.append(f"Tell me the {rng.choice(WORDS)} of the {rng.choice(WORDS)} {rng.choice(WORDS)} order")
        else:
            tasks.append(f"How many {rng.choice(WORDS)}s did {rng.choice(['Ann', 'Bo Li', 'Cy'])} buy on {rng.randrange(1, 13)}/{rng.randrange(1, 28)}?")
    miner = PatternMiner()
    results = observe_all(miner, tasks)
    for task, r in zip(tasks, results):
        p = miner.pattern(r.pattern_id)
        assert re.fullmatch(extractor_regex(p.template, p.slot_kinds), task, re.DOTALL), (p.template, task)
    assert len(miner.patterns()) < 40
