"""Tool synthesis: a chat model writes `run(**slots)`; toolsmith writes `extract()`.

What was measured on this machine (qwen2.5-coder-1.5b, BBH) and shaped this module:

* asked for a parser *and* a function, the model made 0 of 6 working tools; given the template's
  slots and asked only for `def run(<slots>) -> str`, it solved word_sorting and
  multistep_arithmetic (30/30 held-out) in one attempt of about 300 tokens. So `extract()` is
  derived from the mined template (`toolfile.extractor_regex`) and the model writes only `run`.
  A model-written `extract()` is an opt-in extra (`write_extractor=True`, `write_extract`).
* repair by continuing the chat at temperature 0 returned byte-identical code 11 of 12 times. So
  the first attempt is greedy (one sample) and every repair round is a *fresh* prompt with the
  failing cases (input, expected, got or error), sampled `samples` times at `temperature`;
  duplicate code is dropped without testing and the candidate passing the most tests is kept.
  A duplicate ends its round (the model's answer to that prompt is settled), and synthesis stops
  when a round leaves the next prompt unchanged: sampling it again returned copies at full price
  (3 of 6 calls on one family).

Every model call's tokens are counted from the chat model's `usage_metadata` and summed into
`SynthesisResult.usage`, also when synthesis fails, so the caller can charge them.

The synthesizer's model can differ from the agent's (e.g. a bigger coder model on vLLM). That
pays when patterns are frequent: synthesis is paid once per pattern, while each routed task
saves the agent's full per-task cost, so a stronger model that writes a working tool in fewer
attempts (or at all, for harder families) wins as soon as the pattern recurs a few dozen times.
It does not pay for rare patterns, where any synthesis spend is hard to earn back.
"""

from __future__ import annotations

import ast
import builtins
import re
import string
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Literal

from pydantic import BaseModel, Field

from . import _utils
from .errors import UserError
from .lint import DEFAULT_ALLOWED_IMPORTS, lint_tool
from .records import Example, Usage
from .slots import NotMine, describe, parse_slots, slot_type
from .toolfile import build_tool_source, extractor_regex
from .verify import CaseResult, CheckResult

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

__all__ = [
    "Synthesizer",
    "SynthesisResult",
    "ExtractorResult",
    "CandidateLog",
    "load_prompt",
    "extract_code",
    "prepare_run",
]

MIN_REPLY_TOKENS = 160
"""Reply tokens a call must be allowed at least: a short `run()` with its docstring fits in
about 40-120 (qwen2.5-coder-1.5b's verified tools on this project's families)."""


def prompt_tokens_bound(prompt: str) -> int:
    """An upper bound on the tokens `prompt` costs as one chat message, for budget checks
    before a call: every digit and non-ASCII character one token, 3.5 characters per token
    otherwise, plus 24 for the chat template. Measured on qwen2.5-coder-1.5b's tokenizer,
    synthesis prompts of 1.6-2.4k characters cost 4-16% less than this; 4 characters a token
    was 10-30% short, most on prompts full of numbers."""
    special = sum(c.isdigit() or not c.isascii() for c in prompt)
    return special + -(-(len(prompt) - special) * 2 // 7) + 24


def load_prompt(name: str, prompts_dir: str | Path | None = None) -> string.Template:
    """A prompt template by file name: from `prompts_dir` if it has it, else the package's."""
    return string.Template(_utils.load_prompt(name, prompts_dir))


# ------------------------------------------------------------------ parsing model output
_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
_CODE_START = re.compile(r"^(?:def |import |from |class |@|[A-Z_][A-Z0-9_]* *=)", re.MULTILINE)


def _parses(code: str) -> bool:
    try:
        ast.parse(code)
    except SyntaxError:
        return False
    return True


def _trim_to_parse(code: str) -> str | None:
    """Drop trailing lines (prose after the code) until the rest parses."""
    lines = code.rstrip().splitlines()
    while lines:
        text = "\n".join(lines)
        if _parses(text):
            return text.rstrip()
        lines.pop()
    return None


def extract_code(reply: str) -> str | None:
    """The Python code in a model reply: fenced or not, with prose around it."""
    blocks = [body for lang, body in _FENCE.findall(reply) if lang.lower() in ("", "python", "py", "python3")]
    blocks.sort(key=lambda b: "def run" not in b)  # prefer a block that defines run
    for block in blocks:
        code = _trim_to_parse(block)
        if code and "def " in code:
            return code
    m = _CODE_START.search(reply)
    if m:
        code = _trim_to_parse(reply[m.start() :])
        if code and "def " in code:
            return code
    return None


_KNOWN_NAMES = {
    "Counter": "from collections import Counter",
    "defaultdict": "from collections import defaultdict",
    "deque": "from collections import deque",
    "OrderedDict": "from collections import OrderedDict",
    "reduce": "from functools import reduce",
    "lru_cache": "from functools import lru_cache",
    "Fraction": "from fractions import Fraction",
    "Decimal": "from decimal import Decimal",
    "List": "from typing import List",
    "Dict": "from typing import Dict",
    "Tuple": "from typing import Tuple",
    "Optional": "from typing import Optional",
    **{name: f"from toolkit import {name}" for name in (
        "safe_eval", "pick_option", "format_number", "yes_no", "true_false", "parse_numbers", "parse_list",
        "parse_number", "parse_options", "parse_matrix", "parse_json", "NotMine", "not_mine", "normalise")},
}
_KNOWN_MODULES = frozenset(m for m in DEFAULT_ALLOWED_IMPORTS if "." not in m and m != "__future__")
"""Modules a reply may use without importing them: it gets the import (lint's allow-list)."""


def _names(tree: ast.AST) -> tuple[set[str], set[str]]:
    """(names loaded, names bound) anywhere in the tree."""
    loaded: set[str] = set()
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (loaded if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                bound.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, ast.alias):
            pass
    return loaded, bound


def _is_main_guard(node: ast.stmt) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Compare)
        and isinstance(node.test.left, ast.Name)
        and node.test.left.id == "__name__"
    )


def prepare_run(code: str, slots: list[str]) -> tuple[str | None, list[str]]:
    """Clean a model's code into module-level imports, helpers and `run(<slots>)`.

    Drops example calls, prints, asserts, `if __name__ == "__main__"` blocks and any `extract`
    the model wrote (toolsmith writes that), adds missing stdlib imports, and adapts a `run`
    whose parameters are named differently (same count, template order). Returns
    (code, problems); code is None when it cannot be made usable.
    """
    try:
        tree = ast.parse(code)
    except SyntaxError as exc:
        return None, [f"syntax error: {exc.msg} (line {exc.lineno})"]
    lines = code.splitlines()
    keep: list[tuple[int, int]] = []
    funcs: dict[str, ast.FunctionDef] = {}
    for i, node in enumerate(tree.body):
        if isinstance(node, ast.Expr) or _is_main_guard(node) or isinstance(node, ast.Assert):
            continue  # docstrings, example calls, prints, demos, tests
        if isinstance(node, ast.FunctionDef):
            if node.name == "extract":
                continue
            funcs[node.name] = node
        if isinstance(node, (ast.For, ast.While, ast.With, ast.Try)):
            continue  # top-level loops are demos
        first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
        keep.append((first, node.end_lineno or node.lineno))
    problems: list[str] = []
    body = "\n".join("\n".join(lines[a - 1 : b]) for a, b in keep).strip()
    run = funcs.get("run")
    alias = ""
    if run is None:
        matching = [f for f in funcs.values() if [a.arg for a in f.args.args] == slots]
        named = matching[-1] if matching else (list(funcs.values())[-1] if len(funcs) == 1 else None)
        if named is None:
            return None, ["the reply does not define `def run(" + ", ".join(slots) + ") -> str`"]
        run, alias = named, f"\n\nrun = {named.name}"
    params = [a.arg for a in run.args.posonlyargs + run.args.args]
    adapter = ""
    if run.args.kwarg is None and params != slots and sorted(params) != sorted(slots):
        required = len(params) - len(run.args.defaults)
        if len(params) >= len(slots) >= required and len(slots) > 0:
            target = run.name if alias else "_run_written"
            if not alias:
                body = re.sub(r"^def run\(", "def _run_written(", body, count=1, flags=re.MULTILINE)
            adapter = (
                f"\n\ndef run({', '.join(slots)}):  # toolsmith: the model named the parameters {', '.join(params)}\n"
                f"    return {target}({', '.join(slots)})"
            )
            alias = ""
        else:
            return None, [f"run() must take the parameters ({', '.join(slots)}), not ({', '.join(params)})"]
    body = body + alias + adapter
    try:
        tree = ast.parse(body)
    except SyntaxError as exc:  # pragma: no cover - slices of a parsed module parse
        return None, [f"syntax error: {exc.msg}"]
    loaded, bound = _names(tree)
    missing = sorted(n for n in loaded - bound if not hasattr(builtins, n))
    imports = []
    for name in missing:
        if name in _KNOWN_NAMES:
            imports.append(_KNOWN_NAMES[name])
        elif name in _KNOWN_MODULES:
            imports.append(f"import {name}")
        else:
            problems.append(f"name {name!r} is used but never defined")
    if imports:
        body = "\n".join(imports) + "\n" + body
    return body, problems


def _memorised(run_code: str, shown: list[tuple[dict[str, Any], str]]) -> bool:
    """True when the code holds two or more examples' slot values as string literals (a lookup table)."""
    literals = {
        node.value.strip().casefold()
        for node in ast.walk(ast.parse(run_code))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value.strip()) >= 4
    }
    hits = sum(any(text.strip().casefold() in literals for v in args.values() for text in _as_text(v)
                   if len(text.strip()) >= 4) for args, _ in shown)
    return hits >= 2


def _as_text(value: Any) -> list[str]:
    """How a slot value may appear as a literal in code: itself, or a list's items joined."""
    if isinstance(value, list):
        items = [str(v) for v in value]
        return [" ".join(items), ", ".join(items)]
    return [str(value)]


# ------------------------------------------------------------------ results
class CandidateLog(BaseModel):
    """One model reply and what became of it."""

    round: int
    """1 for the first prompt, 2.. for repair rounds."""
    temperature: float
    """Sampling temperature of the call."""
    usage: Usage
    """Tokens of this call."""
    outcome: Literal["tested", "duplicate", "unparseable", "lint", "memorised", "error"]
    """What happened to the reply."""
    passed: int = 0
    """Tests passed (when tested)."""
    total: int = 0
    """Tests run (when tested)."""
    detail: str = ""
    """The problem, for unparseable/lint/error outcomes."""
    run_code: str | None = None
    """The cleaned `run()` code, if any."""


class SynthesisResult(BaseModel):
    """The best tool written for a pattern, and what writing it cost."""

    source: str | None = None
    """The complete tool module, or None when no usable candidate came back."""
    run_code: str | None = None
    """The `run()` part of `source`."""
    usage: Usage = Field(default_factory=Usage)
    """Exact tokens of every model call made, summed (charged even on failure)."""
    token_count: Literal["exact", "estimated"] = "exact"
    """`estimated` when some reply carried no usage metadata (length / 4 was used)."""
    attempts: int = 0
    """Model calls made."""
    candidates_tried: int = 0
    """Distinct candidates that were tested."""
    rounds: int = 0
    """Prompt rounds used (1 = no repair)."""
    model: str | None = None
    """The model that wrote the code."""
    passed: int = 0
    """Tests the chosen candidate passed."""
    total: int = 0
    """Tests run on the chosen candidate."""
    error: str | None = None
    """Why there is no source, or why synthesis stopped early."""
    duration_ms: float = 0.0
    """Wall time of the whole synthesis."""
    log: list[CandidateLog] = Field(default_factory=list)
    """Every model reply, in order."""

    @property
    def ok(self) -> bool:
        """A candidate passed every test it was given."""
        return self.source is not None and self.passed == self.total


class ExtractorResult(BaseModel):
    """A model-written `extract()` (opt-in) packaged as a whole tool module, and its cost."""

    source: str | None = None
    """The tool module with the model's `extract()` and the chosen `run()`; None on failure."""
    usage: Usage = Field(default_factory=Usage)
    """Tokens of the call (charged even on failure)."""
    token_count: Literal["exact", "estimated"] = "exact"
    """`estimated` when the reply carried no usage metadata."""
    error: str | None = None
    """Why there is no source."""


@dataclass
class _Candidate:
    source: str
    run_code: str
    check: CheckResult | None


def _fmt_call(slots: dict[str, Any]) -> str:
    return "run(" + ", ".join(f"{k}={v!r}" for k, v in slots.items()) + ")"


def slot_values(template: str, slot_kinds: dict[str, str], examples: list[Example]) -> list[tuple[dict[str, Any], str]]:
    """(parsed slot values, expected answer) of each example that fits the template."""
    rx = re.compile(extractor_regex(template, slot_kinds), re.DOTALL)
    out = []
    for ex in examples:
        m = rx.fullmatch(ex.task)
        if m is None:
            continue
        try:
            out.append((parse_slots(m.groupdict(), slot_kinds), ex.expected))
        except NotMine:
            continue
    return out


def _usage_of(message: Any, prompt: str) -> tuple[Usage, bool]:
    meta = getattr(message, "usage_metadata", None)
    if meta:
        i, o = int(meta.get("input_tokens", 0)), int(meta.get("output_tokens", 0))
        return Usage(input_tokens=i, output_tokens=o, total_tokens=int(meta.get("total_tokens", i + o)), requests=1), True
    text = str(getattr(message, "content", ""))
    i, o = max(1, len(prompt) // 4), max(1, len(text) // 4)
    return Usage(input_tokens=i, output_tokens=o, total_tokens=i + o, requests=1), False


class Synthesizer:
    """Writes `run()` for a pattern with a chat model; repairs with fresh, sampled prompts.

    Round 1 is one greedy call; each later round samples `samples` candidates at
    `temperature` from a fresh prompt showing the best candidate's failing cases. Synthesis
    stops at the first candidate that passes every test, after `max_rounds` rounds, or when
    `token_budget` tokens are spent (no call starts past it).

    `write_extractor=True` opts in to a model-written `extract()` as well (`write_extract`):
    one more greedy call after `run()` is found. toolsmith's template extractor stays the
    default; the forging pipeline keeps the model's only if it passes the same checks.
    """

    def __init__(
        self,
        chat_model: "BaseChatModel",
        *,
        prompts_dir: str | Path | None = None,
        samples: int = 3,
        temperature: float = 0.8,
        token_budget: int = 4000,
        max_rounds: int = 3,
        max_tokens: int | None = 512,
        seed: int | None = None,
        max_examples: int = 8,
        write_extractor: bool = False,
    ) -> None:
        if samples < 1 or max_rounds < 1 or token_budget < 1:
            raise UserError("samples, max_rounds and token_budget must be at least 1")
        self.chat_model = chat_model
        self.prompts_dir = prompts_dir
        self.samples = samples
        self.temperature = temperature
        self.token_budget = token_budget
        self.max_rounds = max_rounds
        self.max_tokens = max_tokens
        self.seed = seed
        self.max_examples = max_examples
        self.write_extractor = write_extractor

    @property
    def model_name(self) -> str | None:
        """The chat model's name, as configured."""
        for attr in ("model_name", "model", "model_id"):
            value = getattr(self.chat_model, attr, None)
            if isinstance(value, str) and value:
                return value
        return type(self.chat_model).__name__

    def call_cost(self, prompt: str) -> int:
        """The least budget a call with `prompt` needs: its prompt tokens (`prompt_tokens_bound`)
        plus `MIN_REPLY_TOKENS`. A call's reply is capped at what the budget has left after its
        prompt (and at `max_tokens`), so a budget is never overspent."""
        return prompt_tokens_bound(prompt) + MIN_REPLY_TOKENS

    def reply_cap(self, prompt: str, left: int) -> int:
        """`max_tokens` for a call with `prompt` when `left` tokens of the budget remain."""
        return min(self.max_tokens or 1024, left - prompt_tokens_bound(prompt))

    def _call(self, prompt: str, temperature: float, seed: int | None, max_tokens: int | None = None) -> Any:
        from langchain_core.messages import HumanMessage

        kwargs: dict[str, Any] = {"temperature": temperature}
        if max_tokens is not None or self.max_tokens is not None:
            kwargs["max_tokens"] = max_tokens if max_tokens is not None else self.max_tokens
        if seed is not None:
            kwargs["seed"] = seed
        return self.chat_model.invoke([HumanMessage(content=prompt)], **kwargs)

    def prompt(self, template: str, slot_kinds: dict[str, str], examples: list[Example]) -> str | None:
        """The first-round prompt for `template`; None if no example fits it."""
        rendered = self._fields(template, slot_kinds, examples)
        return None if rendered is None else load_prompt("write_run.md", self.prompts_dir).safe_substitute(rendered[0])

    def _fields(
        self, template: str, slot_kinds: dict[str, str], examples: list[Example]
    ) -> tuple[dict[str, str], list[tuple[dict[str, Any], str]]] | None:
        """Prompt fields and the (slot values, answer) pairs they show; None if no example fits."""

        shown = slot_values(template, slot_kinds, examples)[: self.max_examples]
        if not shown:
            return None
        fields = {
            "template": template,
            "call": _fmt_call({s: f"<{slot_kinds[s]}>" for s in slot_kinds}).replace("'", ""),
            "params": ", ".join(f"{s}: {slot_type(k).python}" for s, k in slot_kinds.items()),
            "types": describe(slot_kinds),
            "examples": "\n\n".join(f"{_fmt_call(a)}\n-> {e!r}" for a, e in shown),
        }
        return fields, shown

    def synthesize(
        self,
        template: str,
        slot_kinds: dict[str, str],
        examples: list[Example],
        test: Callable[[str], CheckResult] | None = None,
        *,
        budget: int | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> SynthesisResult:
        """Write a tool for `template` from `examples`; `test(source)` scores each candidate.

        No call starts once `budget` tokens (default `token_budget`) are spent, or once
        `should_stop()` says so (the tokens spent so far are still in the result)."""
        budget = self.token_budget if budget is None else budget
        t0 = time.perf_counter()
        slots = list(slot_kinds)
        result = SynthesisResult(model=self.model_name)
        rendered = self._fields(template, slot_kinds, examples)
        if rendered is None:
            result.error = "no example fits the template, nothing to show the model"
            return result
        fields, shown = rendered
        prompt = load_prompt("write_run.md", self.prompts_dir).safe_substitute(fields)
        seen: set[str] = set()
        best: _Candidate | None = None
        exact = True
        rejected: tuple[str, str] = ("", "")  # (code, why) of the last reply that could not be tested
        for rnd in range(1, self.max_rounds + 1):
            n, temp = (1, 0.0) if rnd == 1 else (self.samples, self.temperature)
            result.rounds = rnd
            for k in range(n):
                left = budget - result.usage.total_tokens
                if self.call_cost(prompt) > left:
                    result.error = f"token budget of {budget} spent (or too little left for another call)"
                    return self._finish(result, best, t0, exact)
                if should_stop is not None and should_stop():
                    result.error = "cancelled"
                    return self._finish(result, best, t0, exact)
                seed = None if self.seed is None else self.seed + 100 * rnd + k
                try:
                    message = self._call(prompt, temp, seed, self.reply_cap(prompt, left))
                except Exception as exc:  # a backend failure must not lose the tokens counted so far
                    result.error = f"model call failed: {type(exc).__name__}: {str(exc)[:200]}"
                    return self._finish(result, best, t0, exact)
                usage, was_exact = _usage_of(message, prompt)
                exact &= was_exact
                result.usage += usage
                result.attempts += 1
                if result.model == type(self.chat_model).__name__:
                    result.model = (getattr(message, "response_metadata", {}) or {}).get("model_name") or result.model
                log = CandidateLog(round=rnd, temperature=temp, usage=usage, outcome="tested")
                result.log.append(log)
                candidate, problem, code = self._candidate(str(message.content), template, slot_kinds, slots, result.model)
                if candidate is not None and _memorised(candidate.run_code, shown):
                    candidate, problem = None, "it hard-codes the examples' inputs instead of computing the answer"
                if candidate is None:
                    log.outcome = "lint" if problem.startswith("lint") else "memorised" if "hard-codes" in problem else "unparseable"
                    log.detail, log.run_code = problem, code
                    rejected = (code or "", problem)
                    continue
                log.run_code = candidate.run_code
                key = ast.dump(ast.parse(candidate.run_code))
                if key in seen:
                    log.outcome = "duplicate"
                    break  # the model keeps returning this code for this prompt: more samples would too
                seen.add(key)
                result.candidates_tried += 1
                if test is None:
                    return self._finish(result, candidate, t0, exact)
                candidate.check = test(candidate.source)
                log.passed, log.total = candidate.check.passed, candidate.check.total
                if best is None or best.check is None or candidate.check.passed > best.check.passed:
                    best = candidate
                if candidate.check.passed == candidate.check.total:
                    return self._finish(result, best, t0, exact)
            following = self._repair_prompt(fields, best, rejected)
            if rnd > 1 and following == prompt:
                result.error = f"no progress: round {rnd} changed nothing the next prompt would show"
                break
            prompt = following
        if best is not None and best.check is not None and best.check.passed < best.check.total:
            result.error = (f"no candidate passed every test after {result.rounds} rounds (best {best.check.passed}/{best.check.total})"
                            + ("; " + result.error if result.error else ""))
        return self._finish(result, best, t0, exact)

    def write_extract(
        self, template: str, slot_kinds: dict[str, str], examples: list[Example], negatives: list[str], run_code: str,
        *, budget: int | None = None,
    ) -> ExtractorResult:
        """One greedy call for a model-written `extract(task)`; the result is a whole tool module.

        The module pairs it with `run_code`. It is only linted here; `forge_tool` verifies it
        like any tool (shown and held-out examples, negatives). No call is made unless `budget`
        (default: unlimited) covers `call_cost`; the reply is capped to fit it.
        """
        out = ExtractorResult()
        rx = re.compile(extractor_regex(template, slot_kinds), re.DOTALL)
        lines = [f"{ex.task!r}\n-> {m.groupdict()!r}" for ex in examples if (m := rx.fullmatch(ex.task))]
        if not lines:
            out.error = "no example fits the template, nothing to show the model"
            return out
        lines = lines[: self.max_examples]
        prompt = load_prompt("write_extract.md", self.prompts_dir).safe_substitute({
            "template": template,
            "examples": "\n\n".join(lines),
            "negatives": "\n".join(f"{t!r}\n-> None" for t in negatives[:6]) or "(none recorded yet)",
            "keys": ", ".join(repr(k) for k in slot_kinds),
        })
        if budget is not None and self.call_cost(prompt) > budget:
            out.error = f"token budget: {budget} left, too little for the call"
            return out
        try:
            message = self._call(prompt, 0.0, self.seed, None if budget is None else self.reply_cap(prompt, budget))
        except Exception as exc:
            out.error = f"model call failed: {type(exc).__name__}: {str(exc)[:200]}"
            return out
        out.usage, exact = _usage_of(message, prompt)
        out.token_count = "exact" if exact else "estimated"
        code = extract_code(str(message.content))
        if code is None or not re.search(r"^def extract\(", code, re.MULTILINE):
            out.error = "the reply does not define `def extract(task)`"
            return out
        source = build_tool_source(template, slot_kinds, run_code, model=self.model_name, extract_source=code)
        problems = lint_tool(source)
        if problems:
            out.error = "lint: " + "; ".join(problems)
            return out
        out.source = source
        return out

    def _candidate(
        self, reply: str, template: str, slot_kinds: dict[str, str], slots: list[str], model: str | None
    ) -> tuple[_Candidate | None, str, str | None]:
        code = extract_code(reply)
        if code is None:
            return None, "the reply contains no Python function", None
        run_code, problems = prepare_run(code, slots)
        if run_code is None or problems:
            return None, "; ".join(problems), code
        source = build_tool_source(template, slot_kinds, run_code, model=model)
        reasons = lint_tool(source)
        if reasons:
            return None, "lint: " + "; ".join(reasons), run_code
        return _Candidate(source, run_code, None), "", run_code

    def _repair_prompt(self, fields: dict[str, str], best: _Candidate | None, rejected: tuple[str, str]) -> str:
        if best is None or best.check is None:
            code = rejected[0] or "# (no code in the reply)"
            failures = f"It was rejected before running: {rejected[1] or 'no code'}."
        else:
            code = best.run_code
            failures = "\n\n".join(self._fmt_failure(c) for c in best.check.failures[:4])
        return load_prompt("repair_run.md", self.prompts_dir).safe_substitute(fields, code=code, failures=failures)

    @staticmethod
    def _fmt_failure(case: CaseResult) -> str:
        call = _fmt_call(case.args) if case.args else f"task {case.task!r}"
        got = f"error: {case.error}" if case.error else f"got:      {case.got!r}"
        return f"{call}\nexpected: {case.expected!r}\n{got}"

    @staticmethod
    def _finish(result: SynthesisResult, best: _Candidate | None, t0: float, exact: bool) -> SynthesisResult:
        if best is not None:
            result.source, result.run_code = best.source, best.run_code
            if best.check is not None:
                result.passed, result.total = best.check.passed, best.check.total
        elif result.error is None:
            problems = [log.detail for log in result.log if log.detail]
            result.error = "no usable candidate" + (f": {problems[-1]}" if problems else "")
        result.token_count = "exact" if exact else "estimated"
        result.duration_ms = round((time.perf_counter() - t0) * 1000, 1)
        return result
