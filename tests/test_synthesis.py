"""Synthesis control flow with a scripted chat model: parsing, repair, dedupe, budget, accounting."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from toolsmith.synthesis import MIN_REPLY_TOKENS, Synthesizer, extract_code, load_prompt, prepare_run, prompt_tokens_bound
from toolsmith.toolfile import build_tool_source
from toolsmith.records import Example
from toolsmith.sandbox import default_sandbox
from toolsmith.verify import CheckResult, check_examples

SORT_T = "Sort the following words alphabetically: List: {list}"
SORT_K = {"list": "list"}
EXAMPLES = [
    Example("Sort the following words alphabetically: List: pear apple fig", "apple fig pear"),
    Example("Sort the following words alphabetically: List: b a", "a b"),
    Example("Sort the following words alphabetically: List: zeta alpha mu", "alpha mu zeta"),
]
GOOD = "```python\ndef run(list: list) -> str:\n    \"\"\"Sort the words.\"\"\"\n    return ' '.join(sorted(list))\n```"
WRONG = "```python\ndef run(list: list) -> str:\n    return ' '.join(list)\n```"
WRONG_TOO = "```python\ndef run(list: list) -> str:\n    return ' '.join(list).upper()\n```"


class Scripted(BaseChatModel):
    """Returns preset AIMessages in order and records every call's prompt and kwargs."""

    replies: list[Any]
    calls: list[dict[str, Any]] = []

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any) -> ChatResult:
        self.calls.append({"prompt": messages[-1].content, "n_messages": len(messages), **kwargs})
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return ChatResult(generations=[ChatGeneration(message=reply)])


def recording(*replies: Any) -> Scripted:
    """A `Scripted` model with its own, empty call log (not conftest's `scripted` fixture, which has no call log)."""
    return Scripted(replies=list(replies), calls=[])


def offline_test(source: str) -> CheckResult:
    """Runs candidates on the examples in the real sandbox, as the forge does."""
    return check_examples(source, EXAMPLES, sandbox=default_sandbox())


def test_extract_code_from_messy_replies() -> None:
    assert extract_code(GOOD).startswith("def run(list: list)")
    prose = "Sure! Here it is:\n\nimport re\ndef run(x):\n    return x\n\nThis works because it returns x."
    assert extract_code(prose) == "import re\ndef run(x):\n    return x"
    two = "```python\nprint('demo')\n```\ntext\n```py\ndef run(x):\n    return x\n```"
    assert "def run" in extract_code(two)
    assert extract_code("I cannot help with that.") is None
    assert "def run" in extract_code("```python\ndef run(x):\n    return x\n")  # unterminated fence


def test_prepare_run_cleans_and_adds_imports() -> None:
    code = (
        "def extract(task):\n    return None\n\n"
        "def run(items: str) -> str:\n    c = Counter(items.split())\n    return re.sub(' +', ' ', str(len(c)))\n\n"
        "print(run('a b'))\nassert run('a') == '1'\nif __name__ == '__main__':\n    run('x')\n"
    )
    out, problems = prepare_run(code, ["items"])
    assert problems == []
    assert "from collections import Counter" in out and "import re" in out
    assert "print(" not in out and "def extract" not in out and "__main__" not in out and "assert" not in out


def test_prepare_run_imports_every_module_the_lint_allows() -> None:
    # qwen2.5-coder-1.5b wrote base64.b64encode(...) without the import (echoes' base64 family,
    # greedy); the prompt lists base64 as allowed, so the reply is usable once it is imported
    out, problems = prepare_run("def run(text):\n    return base64.b64encode(text.encode()).decode()", ["text"])
    assert problems == [] and out.startswith("import base64\n")
    ns: dict[str, Any] = {}
    exec(out, ns)  # noqa: S102
    assert ns["run"]("hi") == "aGk="
    # a module the lint refuses is not imported behind its back
    assert "never defined" in prepare_run("def run(x):\n    return os.getcwd()", ["x"])[1][0]


def test_prepare_run_adapts_renamed_parameters_and_functions() -> None:
    out, problems = prepare_run("def run(words):\n    return words[::-1]", ["list"])
    assert problems == [] and "def run(list):" in out and "_run_written(list)" in out
    ns: dict[str, Any] = {}
    exec(out, ns)  # noqa: S102
    assert ns["run"](list="abc") == "cba"
    out, _ = prepare_run("def sort_words(list):\n    return list", ["list"])
    assert out.rstrip().endswith("run = sort_words")
    assert prepare_run("def run(a, b):\n    return a", ["x"])[0] is None
    assert "never defined" in prepare_run("def run(x):\n    return helper(x)", ["x"])[1][0]
    assert prepare_run("def run(x) return", ["x"])[1][0].startswith("syntax error")


def test_build_tool_source_has_docstring_extract_and_run() -> None:
    src = build_tool_source(SORT_T, SORT_K, prepare_run(extract_code(GOOD), ["list"])[0], model="qwen")
    assert src.startswith('"""Sort the words.') and "run() was written by qwen" in src
    box = default_sandbox()
    got = box.call(src, "extract", {"task": EXAMPLES[0].task}).value
    assert got == {"list": ["pear", "apple", "fig"]}  # the slot arrives parsed by its type
    assert box.call(src, "extract", {"task": "Sort the following words reverse-alphabetically: List: a b"}).value is None
    assert box.call(src, "run", got).value == "apple fig pear"


def test_first_attempt_greedy_and_usage_exact(ai) -> None:
    model = recording(ai(GOOD, input_tokens=412, output_tokens=61))
    result = Synthesizer(model).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert result.ok and result.attempts == 1 and result.rounds == 1 and result.candidates_tried == 1
    assert (result.usage.input_tokens, result.usage.output_tokens, result.usage.total_tokens, result.usage.requests) == (412, 61, 473, 1)
    assert result.token_count == "exact" and result.model == "scripted"
    call = model.calls[0]
    assert call["temperature"] == 0.0 and call["n_messages"] == 1
    assert "run(list=['pear', 'apple', 'fig'])\n-> 'apple fig pear'" in call["prompt"]
    assert SORT_T in call["prompt"] and "def run(list: list[str]) -> str" in call["prompt"]
    assert "list: list[str]  # the items of a list, in order" in call["prompt"] and "toolkit" in call["prompt"]
    assert Synthesizer(recording()).prompt(SORT_T, SORT_K, EXAMPLES) == call["prompt"]  # what is sent, for inspection


def test_repair_uses_fresh_sampled_prompts_and_keeps_the_best(ai) -> None:
    model = recording(ai(WRONG, 400, 30), ai(WRONG_TOO, 500, 30), ai(GOOD, 500, 40))
    tested: list[str] = []

    def test(source: str) -> CheckResult:
        tested.append(source)
        return offline_test(source)

    result = Synthesizer(model, samples=3, temperature=0.8).synthesize(SORT_T, SORT_K, EXAMPLES, test=test)
    assert result.ok and "sorted(list)" in result.source
    assert result.attempts == 3 and result.rounds == 2 and result.candidates_tried == 3 == len(tested)
    assert result.usage.total_tokens == 430 + 530 + 540 and result.usage.requests == 3
    assert [c["temperature"] for c in model.calls] == [0.0, 0.8, 0.8]
    repair = model.calls[1]["prompt"]
    assert all(c["n_messages"] == 1 for c in model.calls)  # a fresh prompt, never a continued chat
    assert "This attempt is wrong" in repair and "return ' '.join(list)" in repair
    assert "expected: 'apple fig pear'" in repair and "got:      'pear apple fig'" in repair


def test_a_duplicate_ends_the_round_and_an_unchanged_prompt_ends_synthesis(ai) -> None:
    # The model returns code it already wrote: its answer to this prompt is settled. The round
    # ends untested, and since nothing better was found the next prompt would be the same one.
    model = recording(ai(WRONG, 400, 30), ai(WRONG_TOO, 500, 30), ai(WRONG, 500, 30), ai(GOOD, 500, 40))
    result = Synthesizer(model, samples=3, max_rounds=3).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert not result.ok and result.attempts == 3 and result.rounds == 2
    assert [log.outcome for log in result.log] == ["tested", "tested", "duplicate"]
    assert "no progress" in (result.error or "") and result.usage.total_tokens == 430 + 530 + 530


def test_best_candidate_kept_when_nothing_passes(ai) -> None:
    partial = "```python\ndef run(list):\n    return ' '.join(sorted(list)) if len(list) < 3 else ' '.join(list)\n```"
    model = recording(ai(WRONG), ai(partial), ai(WRONG_TOO), ai(WRONG))
    result = Synthesizer(model, samples=3, max_rounds=2).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert not result.ok and (result.passed, result.total) == (1, 3)
    assert "len(list) < 3" in result.source and "best 1/3" in result.error
    assert result.attempts == 4 and result.usage.requests == 4


def test_token_budget_stops_new_calls(ai) -> None:
    model = recording(ai(WRONG, 900, 100), ai(WRONG_TOO, 900, 100), ai(GOOD, 10, 10))
    synth = Synthesizer(model, token_budget=2500, max_tokens=300)
    result = synth.synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    spent = 0
    for call, log in zip(model.calls, result.log):
        assert spent + synth.call_cost(call["prompt"]) <= 2500  # each call started with room for a reply
        assert spent + prompt_tokens_bound(call["prompt"]) + call["max_tokens"] <= 2500  # and fitted at its worst
        spent += log.usage.total_tokens
    assert model.calls and result.usage.total_tokens == spent <= 2500
    assert "budget" in result.error and not result.ok and model.replies  # the good reply was never asked for


def test_a_tight_budget_caps_the_reply_instead_of_skipping_the_call(ai) -> None:
    # 700 tokens cannot hold a prompt and a 512-token reply, but a short run() fits: the call
    # is made with max_tokens cut to what the budget has left after the prompt.
    model = recording(ai(GOOD, 300, 40))
    synth = Synthesizer(model, token_budget=700, max_tokens=512)
    prompt = synth.prompt(SORT_T, SORT_K, EXAMPLES)
    assert prompt_tokens_bound(prompt) + 512 > 700 >= synth.call_cost(prompt)
    result = synth.synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert result.ok and model.calls[0]["max_tokens"] == 700 - prompt_tokens_bound(prompt) >= MIN_REPLY_TOKENS
    assert Synthesizer(recording(), max_tokens=100).reply_cap(prompt, 10_000) == 100  # never above max_tokens


def test_the_prompt_bound_counts_digits_and_non_ascii_as_tokens() -> None:
    # Tokenizers split numbers into digits and spend a token or more on a CJK character: four
    # characters a token undercounts such prompts, and the budget check must not.
    assert prompt_tokens_bound("") == 24
    assert prompt_tokens_bound("1234567") == 24 + 7
    assert prompt_tokens_bound("十二生肖") == 24 + 4
    assert prompt_tokens_bound("abcdefg") == 24 + 2


def test_unusable_and_linted_replies_are_charged_and_explained(ai) -> None:
    evil = "```python\ndef run(list):\n    return exec('list')\n```"
    model = recording(ai("I'm not sure what you mean.", 300, 20), ai(evil, 300, 20), ai(GOOD, 300, 20))
    result = Synthesizer(model, samples=2).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert result.ok and result.attempts == 3 and result.usage.total_tokens == 960
    assert [log.outcome for log in result.log] == ["unparseable", "lint", "tested"]
    assert "exec" in result.log[1].detail
    assert "no Python function" in model.calls[1]["prompt"]  # the repair prompt says why
    assert "rejected before running" in model.calls[1]["prompt"]


def test_lint_reason_and_code_reach_the_next_round(ai) -> None:
    evil = "```python\ndef run(list):\n    return exec('list')\n```"
    model = recording(ai(evil), ai(GOOD))
    result = Synthesizer(model, samples=1).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert result.ok
    assert "exec('list')" in model.calls[1]["prompt"] and "not allowed" in model.calls[1]["prompt"]


def test_model_errors_keep_the_tokens_spent(ai) -> None:
    model = recording(ai(WRONG, 100, 10), ConnectionError("server went away"))
    result = Synthesizer(model).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert result.usage.total_tokens == 110 and "server went away" in result.error
    assert result.source is not None and not result.ok


def test_missing_usage_metadata_is_estimated_not_dropped() -> None:
    model = recording(AIMessage(content=GOOD))
    result = Synthesizer(model).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert result.token_count == "estimated" and result.usage.total_tokens > 0


def test_no_fitting_example_and_bad_settings() -> None:
    result = Synthesizer(recording()).synthesize(SORT_T, SORT_K, [Example("unrelated", "x")])
    assert result.source is None and result.attempts == 0 and "no example fits" in result.error
    assert Synthesizer(recording()).prompt(SORT_T, SORT_K, [Example("unrelated", "x")]) is None
    with pytest.raises(Exception, match="at least 1"):
        Synthesizer(recording(), samples=0)


def test_prompts_dir_overrides_packaged_prompts(tmp_path, ai) -> None:
    (tmp_path / "write_run.md").write_text("CUSTOM $template -> $params\n")
    model = recording(ai(GOOD))
    Synthesizer(model, prompts_dir=tmp_path).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert model.calls[0]["prompt"] == f"CUSTOM {SORT_T} -> list: list[str]\n"
    assert "$failures" in load_prompt("repair_run.md", tmp_path).template  # falls back to the packaged one


def test_lookup_tables_of_the_examples_are_sent_back_for_repair(ai) -> None:
    table = (
        "```python\ndef run(list):\n    answers = {'pear apple fig': 'apple fig pear', 'b a': 'a b', "
        "'zeta alpha mu': 'alpha mu zeta'}\n    return answers.get(list, '')\n```"
    )
    model = recording(ai(table), ai(GOOD))
    result = Synthesizer(model, samples=1).synthesize(SORT_T, SORT_K, EXAMPLES, test=offline_test)
    assert result.ok and [log.outcome for log in result.log] == ["memorised", "tested"]
    assert "hard-codes the examples" in model.calls[1]["prompt"]


def test_a_tool_may_read_clock_times_with_the_toolkit_in_the_sandbox() -> None:
    template, kinds = "How many seconds are there between {time} and {time_2}?", {"time": "time", "time_2": "time"}
    run = ("def run(time: str, time_2: str) -> str:\n    \"\"\"Seconds from the first time to the second.\"\"\"\n"
           "    a, b = toolkit.parse_time(time), toolkit.parse_time(time_2)\n"
           "    return str((b.hour - a.hour) * 3600 + (b.minute - a.minute) * 60 + b.second - a.second)\n")
    examples = [Example("How many seconds are there between 03:24:27 and 04:01:19?", "2212"),
                Example("How many seconds are there between 2:05 PM and 3:00 PM?", "3300")]
    check = check_examples(build_tool_source(template, kinds, run), examples, sandbox=default_sandbox())
    assert (check.passed, check.total) == (2, 2)
    prompt = Synthesizer(recording()).prompt(template, kinds, examples)
    assert "toolkit.parse_time(it) -> datetime.time" in prompt and "2:05 PM (" not in prompt
