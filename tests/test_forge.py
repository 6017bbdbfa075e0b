"""The forging pipeline: split, synthesize, verify, register; and one real-model run.

These tests are about the model's path, so the zero-token search (tests/test_pbe.py) is off."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from toolsmith.forge import forge_tool, split_examples
from toolsmith.library import ToolLibrary
from toolsmith.review import ApprovalPolicy
from toolsmith.patterns import PatternMiner
from toolsmith.sandbox import PooledSandbox
from toolsmith.synthesis import Synthesizer
from toolsmith.records import Example


class Scripted(BaseChatModel):
    """Returns preset AIMessages in order."""

    replies: list[Any]

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self.replies.pop(0))])


def code(body: str) -> str:
    return f"Here you go:\n```python\n{body}\n```\n"


@pytest.fixture(scope="module")
def mined(bbh: Callable[[str], list[dict[str, str]]]) -> Callable[..., Any]:
    """`mined(family, n=12)`: the most frequent pattern mined from the first n tasks of a BBH family."""

    def mine(family: str, n: int = 12) -> Any:
        miner = PatternMiner(None)
        for row in bbh(family)[:n]:
            miner.observe(row["input"])
        return max(miner.patterns(), key=lambda p: p.count)

    return mine


@pytest.fixture(scope="module")
def examples(bbh: Callable[[str], list[dict[str, str]]]) -> Callable[..., list[Example]]:
    """`examples(family, n, confirmed=True)`: the first n rows of a BBH family as Examples."""

    def make(family: str, n: int, confirmed: bool = True) -> list[Example]:
        return [Example(r["input"], r["target"], confirmed, f"t{i}") for i, r in enumerate(bbh(family)[:n])]

    return make


@pytest.fixture(scope="module")
def others(bbh: Callable[[str], list[dict[str, str]]]) -> list[str]:
    """Tasks of other families (navigate, dyck_languages): negatives for every word-sorting tool."""
    return [r["input"] for r in bbh("navigate")[:2] + bbh("dyck_languages")[:2]]


@pytest.fixture(scope="module")
def sandbox() -> Iterator[PooledSandbox]:
    with PooledSandbox() as sb:
        yield sb


@pytest.fixture
def lib(tmp_path: Path) -> ToolLibrary:
    return ToolLibrary(tmp_path / "tools")


SORT_RUN = "def run(list: list) -> str:\n    \"\"\"Sort the words alphabetically.\"\"\"\n    return ' '.join(sorted(list))"


def test_split_is_deterministic_and_order_independent(examples) -> None:
    exs = examples("word_sorting", 9)
    shown, held = split_examples(exs, 0.5)
    assert (len(shown), len(held)) == (5, 4)
    assert split_examples(list(reversed(exs)), 0.5) == (shown, held)
    assert not {e.task for e in shown} & {e.task for e in held}
    assert split_examples(exs[:2], 0.5)[1] and split_examples(exs[:2], 0.5)[0]


def test_split_keeps_the_answers_mix_on_both_sides() -> None:
    from toolsmith.verify import heldout_can_pass

    # By hash alone these 16 split into 7 "Yes" and 1 "No" held out (so the "(35)").
    exs = [Example(f"Is {i} kg of feathers heavier than {j} kg of lead? (35)", "Yes" if i > j else "No")
           for i, j in zip(range(16), [-1] * 8 + [20] * 8)] + [Example("Is 3 kg of a heavier than 2 kg of b?", "Yes", True)]
    shown, held = split_examples(exs, 0.5)
    assert held[-1].confirmed  # a person's answer is held out first
    for side in (shown, [e for e in held if not e.confirmed]):  # 8 and 7 of the agent's 16
        answers = [e.expected for e in side]
        assert abs(answers.count("Yes") - answers.count("No")) <= 1
    assert heldout_can_pass(held)[0]


def test_a_search_sample_keeps_the_answers_mix_and_the_checked_answers() -> None:
    from toolsmith.evidence import search_sample

    exs = [Example(f"Is {i} even?", "yes" if i % 4 == 0 else "no") for i in range(100)]
    exs.append(Example("Is 1001 even?", "no", True))
    sample = search_sample(exs, 24)
    assert len(sample) == 24 and sample[0].confirmed  # a person's answer first
    assert [e.expected for e in sample].count("yes") == 6  # a quarter, as in all 101
    assert search_sample(list(reversed(exs)), 24) == sample
    assert search_sample(exs[:10], 24) == exs[:10]


def test_many_examples_are_searched_on_a_sample_and_verified_on_all(sandbox: PooledSandbox,
                                                                    lib: ToolLibrary) -> None:
    """The search's time grows with each example it fits: on 80 it sees `SEARCH_EXAMPLES` of
    them, and the tool it finds is verified on all the held-out ones."""
    from types import SimpleNamespace

    from toolsmith.forge import SEARCH_EXAMPLES

    pattern = SimpleNamespace(id="p-many", template="Reverse the word {word}.", slot_kinds={"word": "word"})
    words = [a + b for a in ("tap", "lid", "cor", "mun", "bes", "fro", "gal", "hin") for b in
             ("ed", "ox", "ilk", "um", "ary", "ent", "ig", "oa", "ve", "sh")]
    exs = [Example(f"Reverse the word {w}.", w[::-1], False, f"t{i}") for i, w in enumerate(words)]
    said: list[str] = []
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True), progress=said.append)
    assert out.manifest is not None, out.reason
    assert out.report.heldout_total == 40
    assert f"without the model ({SEARCH_EXAMPLES} examples)" in " ".join(said)


def test_forge_registers_a_pending_tool(sandbox: PooledSandbox, lib: ToolLibrary, ai, mined, examples, others) -> None:
    pattern = mined("word_sorting")
    synth = Synthesizer(Scripted(replies=[ai(code(SORT_RUN), 420, 48)]))
    out = forge_tool(pattern, examples("word_sorting", 8), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert out.ok, out.reason
    m = out.manifest
    assert m.status == "pending" and not out.auto_approved and m.pattern_id == pattern.id
    assert m.synthesis_usage.total_tokens == out.usage.total_tokens == 468 and m.synthesis_attempts == 1
    assert m.verification.passed and m.verification.heldout_total == 4 and m.verification.negatives_total >= 10
    assert (lib.path / f"{m.name}.py").read_text().startswith('"""Sort the words alphabetically.')
    assert "registered" in out.reason and out.verification_ms > 0


def test_forge_auto_approves_only_under_an_explicit_policy(sandbox: PooledSandbox, lib: ToolLibrary, ai, mined,
                                                           examples, others) -> None:
    pattern = mined("word_sorting")
    policy = ApprovalPolicy(auto_approve=True, min_heldout_total=3)
    synth = Synthesizer(Scripted(replies=[ai(code(SORT_RUN))]))
    out = forge_tool(pattern, examples("word_sorting", 8), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False,
                     policy=policy)
    assert out.auto_approved and out.manifest.status == "approved" and out.manifest.auto_approved
    assert out.manifest.approved_reason.startswith("auto-approved by policy")
    lib.load_approved(out.manifest.name)
    # Re-forging the same pattern with different code makes v2, pending again.
    synth = Synthesizer(Scripted(replies=[ai(code(SORT_RUN.replace("sorted(list)", "sorted(set(list))")))]))
    out2 = forge_tool(pattern, examples("word_sorting", 8), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert out2.manifest.name == out.manifest.name and out2.manifest.version == 2 and out2.manifest.status == "pending"


def test_constant_tool_on_skewed_binary_pattern_is_not_registered(sandbox: PooledSandbox, lib: ToolLibrary, ai, mined,
                                                                  examples, others) -> None:
    pattern = mined("navigate")
    always_no = code("def run(steps: str) -> str:\n    return 'No'")
    synth = Synthesizer(Scripted(replies=[ai(always_no, 500, 20)]), max_rounds=1)
    out = forge_tool(pattern, examples("navigate", 30, confirmed=False), others, synthesizer=synth, sandbox=sandbox,
                     library=lib, search=False)
    assert not out.ok and out.manifest is None
    assert "does not beat the trivial tool" in out.reason
    assert out.usage.total_tokens == 520  # tokens are still accounted
    assert not lib.path.exists() or not list(lib.path.glob("*.py"))


def test_judgement_heuristic_never_passes(sandbox: PooledSandbox, lib: ToolLibrary, ai, mined, examples, others) -> None:
    # "Which statement is sarcastic?": the most a script can do is a surface heuristic.
    pattern = mined("ruin_names", 20)
    # the mined template: the name, then one options slot
    (name,) = [slot for slot, kind in pattern.slot_kinds.items() if kind != "options"]
    assert list(pattern.slot_kinds.values()).count("options") == 1
    heuristic = code(
        f"def run({name}: str, options: dict) -> str:\n"
        "    \"\"\"Pick the option that differs from the name by one word.\"\"\"\n"
        "    labels = list(options)\n"
        f"    best = max(labels, key=lambda k: len(set(options[k].split()) & set({name}.split())))\n"
        "    return '(' + best + ')'"
    )
    synth = Synthesizer(Scripted(replies=[ai(heuristic)] * 7), samples=3, max_rounds=3)
    exs = [e for e in examples("ruin_names", 14) if e.task]
    out = forge_tool(pattern, exs, others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert not out.ok and out.report is not None and not out.report.passed
    assert out.attempts == 2 and out.candidates_tried == 1  # a duplicate ends synthesis: nothing new to show
    assert not lib.path.exists() or not list(lib.path.glob("*.json"))


def test_synthesis_failure_is_reported_with_usage(sandbox: PooledSandbox, lib: ToolLibrary, ai, mined, examples) -> None:
    synth = Synthesizer(Scripted(replies=[ai("No idea.", 300, 5)]), max_rounds=1)
    out = forge_tool(mined("word_sorting"), examples("word_sorting", 6), [], synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert not out.ok and out.reason.startswith("synthesis failed") and out.usage.total_tokens == 305
    out = forge_tool(mined("word_sorting"), examples("word_sorting", 1), [], synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert "not enough examples" in out.reason and out.usage.total_tokens == 0


GOOD_EXTRACT = (
    "import re\n\n"
    "def extract(task: str) -> dict | None:\n"
    "    \"\"\"The words to sort.\"\"\"\n"
    "    m = re.fullmatch(r'\\s*Sort the following words alphabetically:\\s*List:\\s*(.+?)\\s*', task, re.DOTALL)\n"
    "    return {'list': m.group(1)} if m else None"
)
GREEDY_EXTRACT = "def extract(task: str) -> dict | None:\n    return {'list': task.split(':')[-1]} if ':' in task else None"


def test_opt_in_model_extractor_is_verified_like_the_template_parser(sandbox: PooledSandbox, lib: ToolLibrary, ai,
                                                                     mined, examples, others) -> None:
    from toolsmith.verify import probe

    pattern = mined("word_sorting")
    synth = Synthesizer(Scripted(replies=[ai(code(SORT_RUN), 420, 48), ai(code(GOOD_EXTRACT), 380, 60)]), write_extractor=True)
    out = forge_tool(pattern, examples("word_sorting", 8), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert out.ok, out.reason
    m = out.manifest
    assert synth.write_extractor and m.extractor == "own" and "extract() written by the model" in out.reason
    assert out.usage.total_tokens == m.synthesis_usage.total_tokens == 468 + 440 and out.attempts == m.synthesis_attempts == 2
    assert m.verification.passed and m.verification.negatives_rejected == m.verification.negatives_total >= 10
    source = lib.source(m.name)
    assert "extract() and run() were written by" in source and "EXTRACT_RE" not in source
    assert probe(source, "Sort the following words alphabetically:  List:  kiwi apple ", sandbox=sandbox).got == "apple kiwi"


def test_model_extractor_that_fails_negatives_falls_back_to_the_template(sandbox: PooledSandbox, lib: ToolLibrary, ai,
                                                                         mined, examples, others) -> None:
    pattern = mined("word_sorting")
    synth = Synthesizer(Scripted(replies=[ai(code(SORT_RUN), 420, 48), ai(code(GREEDY_EXTRACT), 380, 30)]), write_extractor=True)
    out = forge_tool(pattern, examples("word_sorting", 8), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert out.ok and out.manifest.extractor == "template"
    assert "model-written extract() failed verification" in out.reason and "negatives" in out.reason
    assert out.usage.total_tokens == 468 + 410  # the failed extractor is still charged
    synth = Synthesizer(Scripted(replies=[ai(code(SORT_RUN)), ai("I would use a regex.")]), write_extractor=True)
    out = forge_tool(pattern, examples("word_sorting", 8), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert out.ok and out.manifest.extractor == "template" and "not usable" in out.reason
    synth = Synthesizer(Scripted(replies=[ai(code(SORT_RUN)), ai(code(GOOD_EXTRACT.replace("import re", "import os")))]),
                        write_extractor=True)
    out = forge_tool(pattern, examples("word_sorting", 8), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert out.ok and out.manifest.extractor == "template" and "lint" in out.reason


@pytest.mark.model
def test_real_model_writes_a_verified_word_sorting_tool(model_home: Path, sandbox: PooledSandbox, lib: ToolLibrary, bbh,
                                                        mined, examples, others) -> None:
    """qwen2.5-coder-1.5b, 6 real examples: 3 shown, 3 held out, then 20 unseen instances."""
    from toolsmith.backends.local import LocalServer
    from toolsmith.verify import answers_match, probe

    pattern = mined("word_sorting")
    with LocalServer("qwen2.5-coder-1.5b", home=model_home) as server:
        synth = Synthesizer(server.chat_model(), seed=0, token_budget=3000)
        out = forge_tool(pattern, examples("word_sorting", 6), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert out.ok, out.reason
    assert out.manifest.status == "pending" and out.manifest.model == "qwen2.5-coder-1.5b"
    assert out.usage.total_tokens > 0 and out.usage.requests == out.attempts
    source = lib.source(out.manifest.name)
    unseen = bbh("word_sorting")[100:120]
    hits = sum(answers_match(r["target"], probe(source, r["input"], sandbox=sandbox).got) for r in unseen)
    assert hits >= 18


def test_forge_waits_for_enough_heldout_evidence_before_spending_tokens(sandbox: PooledSandbox, lib: ToolLibrary, mined,
                                                                        examples, others) -> None:
    model = Scripted(replies=[])
    synth = Synthesizer(model)
    out = forge_tool(mined("word_sorting"), examples("word_sorting", 3), others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert not out.ok and out.reason.startswith("waiting for more examples") and "not be significant" in out.reason
    assert out.usage.total_tokens == 0 and out.attempts == 0
    same = [Example(f"Sort the following words alphabetically: List: x{i}", "same") for i in range(8)]
    out = forge_tool(mined("word_sorting"), same, others, synthesizer=synth, sandbox=sandbox, library=lib, search=False)
    assert "same answer" in out.reason and out.attempts == 0


@pytest.mark.model
def test_real_model_opt_in_extractor_keeps_the_tool_correct(model_home: Path, sandbox: PooledSandbox, lib: ToolLibrary,
                                                            bbh, mined, examples, others) -> None:
    """qwen2.5-coder-1.5b also writes extract(); whichever parser is kept, the tool is right and strict."""
    from toolsmith.backends.local import LocalServer
    from toolsmith.verify import answers_match, probe

    with LocalServer("qwen2.5-coder-1.5b", home=model_home) as server:
        synth = Synthesizer(server.chat_model(), seed=0, token_budget=3000, write_extractor=True)
        out = forge_tool(mined("word_sorting"), examples("word_sorting", 8), others, synthesizer=synth, sandbox=sandbox,
                         library=lib, search=False)
    assert out.ok, out.reason
    assert out.attempts >= 2 and out.usage.requests == out.attempts  # the extractor call was made and charged
    report = out.manifest.verification
    assert report.negatives_rejected == report.negatives_total >= 10
    source = lib.source(out.manifest.name)
    unseen = bbh("word_sorting")[100:120]
    assert sum(answers_match(r["target"], probe(source, r["input"], sandbox=sandbox).got) for r in unseen) >= 18
    assert all(probe(source, t, sandbox=sandbox).args is None for t in others)


def test_a_slot_that_never_varied_is_written_into_the_tool(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """The miner made the rule's name a slot (a near miss may have come along); every example
    said "Sorting", so the tool is verified on that alone and must not answer "Reversing"."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-rule", template="Apply the {identifier} rule to: {list}",
                              slot_kinds={"identifier": "identifier", "list": "list"})
    words = ["pear apple fig", "kiwi date", "plum lime grape yuzu", "zebra cat dog", "oak elm ash", "tea milk juice",
             "sun moon star", "red blue green"]
    exs = [Example(f"Apply the Sorting rule to: {w}", " ".join(sorted(w.split())), True, f"t{i}")
           for i, w in enumerate(words)]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None and out.manifest.template == "Apply the Sorting rule to: {list}"
    assert list(out.manifest.slot_kinds) == ["list"]
    router = Router(lib, lambda: sandbox)
    assert router.route("Apply the Sorting rule to: b c a").answer == "a b c"
    assert router.route("Apply the Reversing rule to: b c a").answer is None


def test_four_examples_are_enough_when_each_is_predicted_without_it(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """Four examples are too few to hold three out, but the search finds the same program without
    each one in turn, so all four are held out: the tool comes two tasks sooner than a 3/3 split
    allows, with the never-varied rule name written in. Three are not enough."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-loo", template="Apply the {identifier} rule to: {list}",
                              slot_kinds={"identifier": "identifier", "list": "list"})
    words = ["pear apple fig", "kiwi date", "plum lime grape yuzu", "zebra cat dog"]
    exs = [Example(f"Apply the Sorting rule to: {w}", " ".join(sorted(w.split())), False, f"t{i}")
           for i, w in enumerate(words)]
    policy = ApprovalPolicy(auto_approve=True, min_heldout_total=3)
    out = forge_tool(pattern, exs[:3], [], synthesizer=None, sandbox=sandbox, library=lib, policy=policy)
    assert out.manifest is None and out.reason.startswith("waiting for more examples")
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib, policy=policy)
    assert out.manifest is not None, out.reason
    assert out.report.heldout_total == 4 and out.report.shown_total == 0 and out.usage.total_tokens == 0
    assert out.manifest.template == "Apply the Sorting rule to: {list}"
    router = Router(lib, lambda: sandbox)
    assert router.route("Apply the Sorting rule to: b c a").answer == "a b c"
    assert router.route("Apply the Reversing rule to: b c a").answer is None


def test_up_to_eight_examples_each_search_sees_all_but_one(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """Six examples: on the three lists a 3/3 split shows, the alphabetical first could fit by
    luck (the search's chance 0.22), so the search trusts nothing; searched without each example
    in turn, on five, it finds the one program every time, and all six are held out."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-first", template="Which word comes first alphabetically: {list}?",
                              slot_kinds={"list": "list"})
    lists = ["plum, pear, lime, melon", "melon, guava, lime, mango", "plum, melon, grape, lemon",
             "date, pear, kiwi, grape", "olive, lemon, fig, peach", "mango, guava, peach, plum"]
    exs = [Example(f"Which word comes first alphabetically: {w}?", min(w.split(", ")), i < 3, f"a{i}")
           for i, w in enumerate(lists)]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True))
    assert out.manifest is not None, out.reason
    assert out.report.heldout_total == 6 and out.usage.total_tokens == 0
    assert Router(lib, lambda: sandbox).route("Which word comes first alphabetically: tea, bun, jam?").answer == "bun"


def test_checked_answers_vouch_for_a_program_one_agent_answer_contradicts(sandbox: PooledSandbox,
                                                                          lib: ToolLibrary) -> None:
    """A person found the agent right on the three answers they checked, but one later agent
    answer is another task's: no program fits every answer. The program the checked answers
    alone give, right on all but that one of the agent's other answers, gets the tool; with two
    agent answers against it, it does not."""
    from types import SimpleNamespace

    pattern = SimpleNamespace(id="p-vouch", template="Convert {number} minutes to hours and minutes.",
                              slot_kinds={"number": "number"})

    def ex(m: int, answer: str | None = None, checked: bool = False) -> Example:
        right = f"{m // 60} h {m % 60} min"
        return Example(f"Convert {m} minutes to hours and minutes.", answer or right, checked, f"t{m}",
                       agent_answer=right if checked else None)

    checked = [ex(435, checked=True), ex(519, checked=True), ex(262, checked=True)]
    others = [ex(201), ex(185, "8 h 39 min"), ex(307), ex(278)]
    policy = ApprovalPolicy(auto_approve=True)
    negatives = ["Convert 5 hours to minutes.", "What is 2 + 2?", "Convert 3 km to miles."]
    out = forge_tool(pattern, [*checked, *others[:2], ex(307, "3 h 6 min"), others[3]], negatives, synthesizer=None,
                     sandbox=sandbox, library=lib, policy=policy)
    assert out.manifest is None and "disagrees with 2 of 4 agent answers" in out.reason, out.reason
    out = forge_tool(pattern, [*checked, *others], negatives, synthesizer=None, sandbox=sandbox, library=lib,
                     policy=policy)
    assert out.manifest is not None and out.manifest.status == "approved", out.reason
    assert out.report.heldout_total == 3 and [d.task for d in out.report.disagreements] == [others[1].task]


def test_four_examples_with_a_repeated_answer_wait(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """Two of four answers alike: even all four predicted would not be significant against the
    constant answer (p = 0.06), so the leave-one-out search waits for more."""
    from types import SimpleNamespace

    pattern = SimpleNamespace(id="p-len", template="How many letters are in the word {text}?", slot_kinds={"text": "text"})
    exs = [Example(f"How many letters are in the word {w}?", str(len(w)), False, f"w{i}")
           for i, w in enumerate(["pear", "kiwi", "banana", "fig"])]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is None and out.reason.startswith("waiting for more examples")


def _vigenere(text: str, key: str) -> str:
    out, i = [], 0
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + ord(key[i % len(key)].upper()) - ord("A")) % 26 + base))
            i += 1
        else:
            out.append(ch)
    return "".join(out)


ONE_SENTENCE = "The quick brown fox jumps over lazy dogs."
KEYS = ["AB", "ABC", "KEY", "LEMON", "QRS", "ZEBRA", "MANGO", "PIZZA", "OWL", "TIDE"]


def test_one_answer_from_inputs_that_differ_gets_a_tool_that_computes_it(sandbox: PooledSandbox,
                                                                         lib: ToolLibrary) -> None:
    """Every example decrypts to one sentence under another key (as the first 16 tasks of a
    real family do): a constant would score them all, so only a program whose answer changes
    with one input taken from another example is verified, and it answers new sentences."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-vig", template="Using the key {identifier}, give me the Vigenere of: {text}",
                              slot_kinds={"identifier": "identifier", "text": "text"})
    exs = [Example(f"Using the key {k}, give me the Vigenere of: {_vigenere(ONE_SENTENCE, k)}", ONE_SENTENCE, i < 3, f"v{i}")
           for i, k in enumerate(KEYS)]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None, out.reason
    assert "answers otherwise on" in " ".join(out.report.reasons)
    other = "Pack my box with five dozen liquor jugs."
    answer = Router(lib, lambda: sandbox).route(f"Using the key KIWI, give me the Vigenere of: {_vigenere(other, 'KIWI')}")
    assert answer.answer == other


def test_one_answer_that_a_constant_gives_gets_no_tool(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """The same sentence whatever the input, and nothing computes it: no tool (a constant
    proves nothing), and a short answer ("Yes") is never enough however the inputs vary."""
    from types import SimpleNamespace

    pattern = SimpleNamespace(id="p-one", template="Please greet {name} politely.", slot_kinds={"name": "name"})
    names = ["Ada", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal"]
    exs = [Example(f"Please greet {n} politely.", "Good morning to you all.", True, f"g{i}") for i, n in enumerate(names)]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is None
    yes = [Example(f"Please greet {n} politely.", "Yes", True, f"y{i}") for i, n in enumerate(names)]
    out = forge_tool(pattern, yes, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is None and "same answer" in out.reason


def test_an_answer_most_examples_share_needs_every_example_held_out(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """12 of 16 counts are "1": 8 of 8 right on half the examples would not be significant against
    the constant "1" (p = 0.1), but the same program found on each half predicts all 16 from
    examples without them (p = 0.01), so the tool is verified and counts letters it never saw."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-count", template="In the word {text}, how many times does {text_2} occur?",
                              slot_kinds={"text": "text", "text_2": "text"})
    cases = [("ladlefork", "f"), ("panmug", "g"), ("lidspoon", "n"), ("kettleglass", "e"), ("mugjar", "m"),
             ("spoonspoon", "o"), ("glassspoon", "o"), ("lidbowl", "b"), ("spoonladle", "n"), ("cuplid", "l"),
             ("lidladle", "i"), ("bowltray", "r"), ("sievekettle", "e"), ("panfork", "p"), ("glasssieve", "g"),
             ("sieveplate", "v")]
    exs = [Example(f"In the word {w}, how many times does {c} occur?", str(w.count(c)), i < 3, f"n{i}")
           for i, (w, c) in enumerate(cases)]
    assert sum(ex.expected == "1" for ex in exs) == 12
    few = [exs[i] for i in (0, 1, 2, 4, 7, 8, 3, 5)]  # "1" six times in eight: not even all of them would do
    out = forge_tool(pattern, few, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is None and out.reason.startswith("waiting for more examples")
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None, out.reason
    assert out.report.heldout_total == 16 and out.report.shown_total == 0
    assert Router(lib, lambda: sandbox).route("In the word bookkeeper, how many times does e occur?").answer == "3"


def test_a_number_the_program_ignores_is_written_into_the_tool(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """Every example asks for 12-hour time, and the program found never reads the 12: the tool
    is verified on "12-hour" alone, so it must not answer "to 24-hour format". A number the
    program reads (the bigram of "how often 'ng' occurs") stays a slot even when constant."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-time", template="Convert the time {time} to {number}-hour format.",
                              slot_kinds={"time": "time", "number": "number"})
    times = ["14:05", "09:41", "00:10", "12:30", "23:59", "07:00", "18:20", "03:15", "11:11", "20:45"]

    def twelve(t: str) -> str:
        h, m = map(int, t.split(":"))
        return f"{h % 12 or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"

    exs = [Example(f"Convert the time {t} to 12-hour format.", twelve(t), i < 3, f"c{i}") for i, t in enumerate(times)]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None, out.reason
    assert out.manifest.template == "Convert the time {time} to 12-hour format."
    router = Router(lib, lambda: sandbox)
    assert router.route("Convert the time 16:30 to 12-hour format.").answer == "4:30 PM"
    assert router.route("Convert the time 16:30 to 24-hour format.").answer is None

    bigram = SimpleNamespace(id="p-bigram", template="How often does the bigram '{quoted}' occur in: {text}",
                             slot_kinds={"quoted": "quoted", "text": "text"})
    texts = ["sing a song", "long ring king", "no", "angry hunger", "nothing going on", "tangle", "ng ng ng",
             "a bird", "morning evening", "gong"]
    exs = [Example(f"How often does the bigram 'ng' occur in: {t}", str(t.count("ng")), i < 3, f"b{i}")
           for i, t in enumerate(texts)]
    out = forge_tool(bigram, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None, out.reason
    assert out.manifest.template == bigram.template


def test_a_word_with_few_values_each_many_times_gets_a_tool_for_its_biggest_value(sandbox: PooledSandbox,
                                                                                 lib: ToolLibrary) -> None:
    """The miner let a near miss in ("... to Kelvin" / "... to Fahrenheit"): no one program fits
    both, so the tool is forged for the biggest value alone, and its template declines the other."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-units", template="Convert {number} degrees Celsius to {identifier}.",
                              slot_kinds={"number": "number", "identifier": "identifier"})
    kelvin = [Example(f"Convert {c} degrees Celsius to Kelvin.", f"{c + 273.15:.2f}", i < 2, f"k{i}")
              for i, c in enumerate([86, 64, 66, 100, 29, -15, 61, -24, 83, 96, -1, 1, 32, -27])]
    fahrenheit = [Example(f"Convert {c} degrees Celsius to Fahrenheit.", f"{c * 9 / 5 + 32:g}", False, f"f{i}")
                  for i, c in enumerate([-35, 10, 45, 0, 100, 37])]
    exs = [ex for pair in zip(kelvin, fahrenheit) for ex in pair] + kelvin[len(fahrenheit):]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None, out.reason
    assert out.manifest.template == "Convert {number} degrees Celsius to Kelvin."
    assert out.manifest.pattern_id == "p-units" and "identifier = 'Kelvin' only" in out.reason
    assert out.partition == "kelvin"
    router = Router(lib, lambda: sandbox)
    assert router.route("Convert 20 degrees Celsius to Kelvin.").answer == "293.15"
    assert router.route("Convert 20 degrees Celsius to Fahrenheit.").answer is None
    # Later the other value has examples enough: it gets a tool of its own, and the first one stays.
    more = [Example(f"Convert {c} degrees Celsius to Fahrenheit.", f"{c * 9 / 5 + 32:g}", False, f"g{i}")
            for i, c in enumerate([-40, 20, 5, 15, 30, 60, 90, 25])]
    again = forge_tool(pattern, exs + more, [], synthesizer=None, sandbox=sandbox, library=lib, served=["kelvin"],
                       policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert again.manifest is not None and again.partition == "fahrenheit", again.reason
    assert {m.template for m in lib.list()} == {"Convert {number} degrees Celsius to Kelvin.",
                                                "Convert {number} degrees Celsius to Fahrenheit."}
    router = Router(lib, lambda: sandbox)
    assert router.route("Convert 20 degrees Celsius to Fahrenheit.").answer == "68"
    assert router.route("Convert 20 degrees Celsius to Kelvin.").answer == "293.15"
    assert router.route("Convert 20 degrees Celsius to Rankine.").answer is None


def test_a_smaller_value_of_a_wording_slot_is_tried_when_the_biggest_gets_no_tool(sandbox: PooledSandbox,
                                                                                  lib: ToolLibrary) -> None:
    """The biggest value's answers follow no rule the search knows (the near miss that came first):
    the next value, with examples enough, is searched in the same call and gets its tool."""
    from types import SimpleNamespace

    pattern = SimpleNamespace(id="p-case", template="Rewrite {quoted} in {word} case.",
                              slot_kinds={"quoted": "quoted", "word": "word"})
    words = ["stone", "apple", "river", "kite", "tiger", "lemon", "piano", "queen"]
    odd = [Example(f"Rewrite '{w}' in secret case.", answer, False, f"s{i}")
           for i, (w, answer) in enumerate(zip(words, ["qz", "mmk", "a", "zzt", "pe", "xo", "ruu", "bk"]))]
    upper = [Example(f"Rewrite '{w}' in upper case.", w.upper(), False, f"u{i}") for i, w in enumerate(words[:5])]
    exs = [ex for pair in zip(odd, upper) for ex in pair] + odd[len(upper):]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None and out.partition == "upper", out.reason
    assert out.manifest.template == "Rewrite {quoted} in upper case."


def test_only_the_biggest_value_of_a_wording_slot_may_call_the_model(sandbox: PooledSandbox, lib: ToolLibrary,
                                                                     ai: Callable[..., Any]) -> None:
    """The biggest value waits for more examples (its yes/no answers cannot beat luck yet), so it
    spends nothing; the next value follows no rule the search knows, and the model is not paid
    for it either (on BBH's object_counting a smaller value's failed attempt cost 500 tokens)."""
    from types import SimpleNamespace

    pattern = SimpleNamespace(id="p-case", template="Rewrite {quoted} in {word} case.",
                              slot_kinds={"quoted": "quoted", "word": "word"})
    words = ["stone", "apple", "river", "kite", "tiger", "lemon", "piano", "queen"]
    odd = [Example(f"Rewrite '{w}' in secret case.", answer, False, f"s{i}")
           for i, (w, answer) in enumerate(zip(words, ["yes", "no", "no", "yes", "no", "yes", "yes", "no"]))]
    other = [Example(f"Rewrite '{w}' in other case.", answer, False, f"o{i}")
             for i, (w, answer) in enumerate(zip(words, ["qz", "mmk", "a", "zzt", "pe", "xo", "ruu"]))]
    model = Scripted(replies=[ai("No idea.", 300, 5)] * 3)
    out = forge_tool(pattern, [ex for pair in zip(odd, other) for ex in pair] + odd[len(other):], [],
                     synthesizer=Synthesizer(model, max_rounds=1), sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is None and out.usage.total_tokens == 0, out.reason
    assert len(model.replies) == 3 and out.partition == "other", out.reason


def test_a_number_that_makes_a_word_with_the_next_is_wording(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """ "Convert 6:09 PM to 24-hour time." and "Convert 20:05 to 12-hour time." share a pattern
    whose number slot takes two values: the biggest gets its tool, which declines the other."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-clock", template="Convert {time} to {number}-hour time.",
                              slot_kinds={"time": "time", "number": "integer"})
    to24 = [Example(f"Convert {h}:{m:02d} {ap} to 24-hour time.", f"{h % 12 + 12 * (ap == 'PM'):02d}:{m:02d}", i < 3,
                    f"a{i}") for i, (h, m, ap) in enumerate([(6, 9, "PM"), (11, 30, "AM"), (12, 5, "AM"), (3, 45, "PM"),
                                                           (9, 0, "AM"), (12, 59, "PM"), (7, 15, "PM"), (1, 1, "AM"),
                                                           (10, 10, "PM"), (4, 20, "AM"), (8, 8, "PM"), (2, 2, "PM")])]
    to12 = [Example(f"Convert {h:02d}:{m:02d} to 12-hour time.", f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}",
                    False, f"b{i}") for i, (h, m) in enumerate([(20, 5), (0, 30), (13, 0), (9, 41), (23, 59)])]
    exs = [ex for pair in zip(to24, to12) for ex in pair] + to24[len(to12):]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None, out.reason
    assert out.manifest.template == "Convert {time} to 24-hour time." and out.partition == "24"
    router = Router(lib, lambda: sandbox)
    assert router.route("Convert 5:30 PM to 24-hour time.").answer == "17:30"
    assert router.route("Convert 17:30 to 12-hour time.").answer is None


def test_a_parameter_whose_values_mostly_differ_is_not_split() -> None:
    from toolsmith.evidence import largest_partition

    exs = [Example(f"What is the zip code of {u} in {c}?", str(10000 + i), False, f"z{i}")
           for i, (u, c) in enumerate([("Yale", "New Haven"), ("Harvard", "Cambridge"), ("Brown", "Providence"),
                                       ("Rice", "Houston"), ("Duke", "Durham"), ("Emory", "Atlanta"),
                                       ("Tulane", "New Orleans"), ("Yale", "New Haven")])]
    assert largest_partition("What is the zip code of {name} in {name_2}?", {"name": "name", "name_2": "name"}, exs) is None


def test_a_tool_verified_on_whole_numbers_declines_a_decimal(sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """Every example held a whole number: `format(int(12.5), 'X')` would answer for 12, so the tool
    takes whole numbers only (an `integer` slot), and "12.5" goes to the agent."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-hex", template="Convert the decimal number {number} to hexadecimal.",
                              slot_kinds={"number": "number"})
    exs = [Example(f"Convert the decimal number {n} to hexadecimal.", f"{n:X}", i < 2, f"h{i}")
           for i, n in enumerate([1838, 255, 16, 4000, 77, 1024, 3, 999, 65535, 12])]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None and out.manifest.slot_kinds == {"number": "integer"}, out.reason
    router = Router(lib, lambda: sandbox)
    assert router.route("Convert the decimal number 4096 to hexadecimal.").answer == "1000"
    assert router.route("Convert the decimal number 12.5 to hexadecimal.").answer is None


def test_a_tool_verified_on_lists_with_commas_declines_a_list_split_by_spaces(sandbox: PooledSandbox,
                                                                               lib: ToolLibrary) -> None:
    """Every example's list had commas, so "the number of items less one" counted its commas; a
    sentence without one is a list of its words (4 of them for 5 words), so it goes to the agent."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    template = "How many commas does this sentence have? {list}"
    pattern = SimpleNamespace(id="p-commas", template=template, slot_kinds={"list": "list"})
    texts = ["tiger mango kite, ocean jungle.", "river, queen, dog river apple, river.", "castle, yellow, violin banana.",
             "ocean zebra marble rocket, kite.", "castle island, queen, flower island.", "zebra stone, water, piano, castle.",
             "kite queen, dog house.", "yellow tiger, window, garden kite, stone, rocket."]
    exs = [Example(template.format(list=t), str(t.count(",")), i < 3, f"c{i}") for i, t in enumerate(texts)]
    out = forge_tool(pattern, exs, [], synthesizer=None, sandbox=sandbox, library=lib,
                     policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None and out.manifest.slot_kinds == {"list": "commas"}, out.reason
    router = Router(lib, lambda: sandbox)
    assert router.route(template.format(list="lemon dog, mango lemon, umbrella river.")).answer == "2"
    assert router.route(template.format(list="kite yellow river yellow umbrella.")).answer is None


def test_a_tool_the_policy_refused_gives_way_to_a_better_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The smallest program that fits the first answers can be luck (the numerator of 55.31 as a
    fraction is 5531 cents, but 39.65 is 793/20): held out, it fails, the policy leaves it
    pending, and the forge keeps looking as examples grow instead of stopping at it."""
    from toolsmith import Toolsmith, pbe, report_usage

    real = pbe.search_report
    bad = pbe.Program(run_code="import fractions\nimport toolkit\n\n\ndef run(number: int | float) -> str:\n"
                               "    return toolkit.format_number(toolkit.parse_numbers(str(fractions.Fraction(str(number))))[0])\n",
                      description="the numerator of `number` as a fraction", candidates_tried=1, size=3, chance=0.0,
                      slots_used=("number",), seconds=0.0)

    def numerator(number: float) -> str:
        return str(int(str(__import__("fractions").Fraction(str(number))).split("/")[0]))

    def search_report(template, kinds, pairs, **kw):  # as if the numerator were the smallest fit where it fits
        if all(numerator(a["number"]) == e for a, e in pairs):
            return pbe.SearchReport(bad, "found")
        return real(template, kinds, pairs, **kw)

    monkeypatch.setattr(pbe, "search_report", search_report)
    cents = [55.31, 39.65, 96.23, 51.81, 99.47, 59.39, 33.89, 14.33, 64.07, 9.67, 89.03, 77.94, 23.33, 55.21, 69.44,
             75.56, 12.5, 80.04, 45.2, 17.77, 30.3, 62.4]

    def agent(task: str) -> str:
        report_usage(120, 20, model="counting")
        return str(round(float(task.split("$")[1].rstrip("?")) * 100))

    with Toolsmith(agent, home=tmp_path / "home", tools_dir=tmp_path / "tools", forge="inline", synthesizer=None,
                   auto_approve=True) as ts:
        traces = [ts.run(f"How many cents are in ${c:.2f}?") for c in cents]
        tool = ts.library.list()[0]
    assert [t.answer for t in traces] == [str(round(c * 100)) for c in cents], [(t.answer, t.routed) for t in traces]
    assert tool.status == "approved" and tool.version > 1 and "100" in tool.description, tool
    assert any(t.routed for t in traces[-5:])


@pytest.mark.parametrize("template,kinds,rows", [
    ("Convert {number} degrees Celsius to Fahrenheit.", {"number": "number"},
     [(36, "96.8"), (-25, "-13"), (-34, "-29.2"), (29, "84.2"), (52, "125.6"), (27, "80.6")]),
    ("What is the second largest number in {list}?", {"list": "list"},
     [("37, 39, 33, 95, 84", "84"), ("47, 17, 78, 81, 66", "78"), ("71, 29, 58, 43, 98, 55", "71"), ("47, 55, 97", "55"),
      ("33, 48, 9, 51, 50", "50"), ("71, 27, 93, 11, 7, 94", "93")]),
    # Without "Olga Brandt", both others are "sorted in reverse" as well as reversed: that fold's
    # program answers only where the two agree, so it agrees with the reversal the whole finds.
    ("Put {name} in the order surname, then given name.", {"name": "name"},
     [("Olga Brandt", "Brandt, Olga"), ("Hugo Weiss", "Weiss, Hugo"), ("Carl Yilmaz", "Yilmaz, Carl")]),
])
def test_the_folds_agree_on_what_is_computed(template: str, kinds: dict[str, str], rows: list) -> None:
    """Leave one out, five answers with one decimal each are written "with 1 decimal", six with
    a whole number among them at most to 1; and two equally small ways to the second largest
    number can rank either way on other examples. Each is still the one computation, found
    without every example in turn."""
    from toolsmith import forge

    slot = next(iter(kinds))
    exs = [Example(template.format(**{slot: v}), a) for v, a in rows]
    found = forge._search_folds(None, template, kinds, [[ex] for ex in exs], lambda _: None, max_chance=0.1)
    assert found is not None


def test_yes_no_answers_too_few_for_a_half_are_cross_validated_in_folds(sandbox: PooledSandbox,
                                                                         lib: ToolLibrary) -> None:
    """Twelve yes/no answers: the 6 shown of a split fit "a > b" no better than luck could, so
    the search runs without each of 8 folds in turn (9 to 11 examples each); the same program
    every time predicted each answer without it, and all 12 count as held out."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-more", template="Does a crate of {number} pears hold more than one of {number_2} plums? "
                                                    "Reply Yes or No.", slot_kinds={"number": "number", "number_2": "number"})
    pairs = [(12, 5), (3, 9), (40, 38), (7, 21), (15, 2), (6, 60), (33, 11), (8, 13), (25, 24), (4, 1), (19, 30), (2, 17)]
    exs = [Example(f"Does a crate of {a} pears hold more than one of {b} plums? Reply Yes or No.",
                   "Yes" if a > b else "No", False, f"m{i}") for i, (a, b) in enumerate(pairs)]
    out = forge_tool(pattern, exs, ["Is 3 larger than 4?", "What is 2 + 2?"], synthesizer=None, sandbox=sandbox,
                     library=lib, policy=ApprovalPolicy(auto_approve=True))
    assert out.manifest is not None, out.reason
    assert "the same program in each of 8 folds" in out.reason, out.reason
    assert out.report.heldout_total == 12 and out.report.heldout_passed == 12 and out.usage.total_tokens == 0
    router = Router(lib, lambda: sandbox)
    assert router.route("Does a crate of 70 pears hold more than one of 69 plums? Reply Yes or No.").answer == "Yes"
    assert router.route("Does a crate of 5 pears hold more than one of 50 plums? Reply Yes or No.").answer == "No"


def test_held_out_examples_a_program_declined_are_shown_to_a_second_search(sandbox: PooledSandbox,
                                                                           lib: ToolLibrary) -> None:
    """sixtieth (reviewed): the person-checked "2 days 1 hour" is held out, the shown answers all
    say "hours", so the program found declines a 1 (no example said "1 hour" or "1 hours") and
    failed verification on that one only. Shown too, it teaches the singular; the rest verify."""
    from types import SimpleNamespace

    from toolsmith.router import Router

    pattern = SimpleNamespace(id="p-days", template="How many days and hours is {number} hours? Answer like 2 days 5 hours.",
                              slot_kinds={"number": "number"})

    def ex(n: int, checked: bool = False) -> Example:
        d, h = divmod(n, 24)
        return Example(f"How many days and hours is {n} hours? Answer like 2 days 5 hours.",
                       f"{d} day{'s' * (d != 1)} {h} hour{'s' * (h != 1)}", checked, f"t{n}")

    exs = [ex(49, True), ex(314, True), ex(286, True), *map(ex, (416, 365, 200, 296, 62, 374, 99, 252, 402))]
    out = forge_tool(pattern, exs, ["What is 2 + 2?", "How many hours is 3 days?"], synthesizer=None, sandbox=sandbox,
                     library=lib, policy=ApprovalPolicy(auto_approve=True))
    assert out.manifest is not None, out.reason
    assert any("searched again" in r for r in out.report.reasons), out.report.reasons
    assert Router(lib, lambda: sandbox).route("How many days and hours is 73 hours? Answer like 2 days 5 hours.").answer \
        == "3 days 1 hour"


def test_held_out_examples_a_program_got_wrong_against_a_checked_answer_teach_a_second_search(
        sandbox: PooledSandbox, lib: ToolLibrary) -> None:
    """The checked "1,200" is held out and every shown product is under 1,000, so the first
    program writes "1200" and fails verification on that checked answer only. Shown too, it
    teaches the thousands separator. (Session 51's case, sixtyfifth's "milk and flour" counted as
    3 items, is gone: `parse_list` reads "X and Y" as two.)"""
    from types import SimpleNamespace

    from toolsmith.router import Router

    template = "What is {number} times {number_2}?"
    pattern = SimpleNamespace(id="p-times", template=template, slot_kinds={"number": "number", "number_2": "number"})
    pairs = [(12, 30), (25, 48), (7, 9), (15, 20), (31, 12), (8, 11), (40, 21), (6, 13), (22, 19), (9, 14)]
    exs = [Example(template.format(number=a, number_2=b), f"{a * b:,}", i < 3, f"m{i}") for i, (a, b) in enumerate(pairs)]
    out = forge_tool(pattern, exs, ["What is 2 + 2?", "How many hours is 3 days?"], synthesizer=None, sandbox=sandbox,
                     library=lib, policy=ApprovalPolicy(auto_approve=True, min_heldout_total=3))
    assert out.manifest is not None, out.reason
    assert any("searched again" in r for r in out.report.reasons), out.report.reasons
    assert Router(lib, lambda: sandbox).route(template.format(number=45, number_2=30)).answer == "1,350"
