"""Small private helpers shared by several modules."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

__all__ = ["normalise_answer", "answers_match", "answered", "echoes", "telling_answer", "load_prompt", "prompts_dirs"]

_NUM = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?")
_OPTION = re.compile(r"\(?([a-z])\)?")
_WHOLE = re.compile(r"[-+]?\d+")
_FULL_STOP = re.compile(r"(?<!\.)\.$")
_LEADING_ZERO = re.compile(r"[-+]?0\d")
"""A padded number ("007", "000042"): the padding is the answer's form, so it compares as text."""


def normalise_answer(value: Any, *, keep_case: bool = False) -> str:
    """Canonical form for comparing answers: case, whitespace, numbers, `(A)` options.

    `" 8 "`, `"8.0"` and `"8"` compare equal (but not `"08"` or `"1,000"` and `"1000"`, nor `"+8"`
    and `"8"`: padding, thousands separators and a plus sign are the answer's form);
    so do `"(A)"`, `"a"` and `"A)"`; a trailing full stop and surrounding quotes are ignored (an
    ellipsis is not a full stop: "cut it to 4 letters and add '...'" asks for "ocea...").
    `keep_case`: the same, but letters keep their case (option labels still ignore it).
    """
    if value is None:
        return ""
    text = " ".join(str(value).split())
    text = text if keep_case else text.casefold()
    text = _FULL_STOP.sub("", text.strip()).strip().strip("'\"`").strip()
    if _NUM.fullmatch(text) and not _LEADING_ZERO.match(text):
        if text.startswith("+") and text[1:2] != "+":  # "+41" asks for its sign: "41" is another form
            return "+" + normalise_answer(text[1:])
        if len(text) <= 400 and _WHOLE.fullmatch(text):
            return str(int(text))  # exact: past 2**53 two whole numbers can be one float
        num = float(text)
        if math.isfinite(num) and num == int(num) and abs(num) < 1e15:
            return str(int(num))
        return repr(num)
    m = _OPTION.fullmatch(text.casefold())
    if m:
        return f"({m.group(1)})"
    return text


def answers_match(expected: Any, got: Any) -> bool:
    """Whether two answers agree after `normalise_answer`."""
    return got is not None and normalise_answer(expected) == normalise_answer(got)


def answered(expected: Any, got: Any, args: dict[str, Any] | None = None) -> bool:
    """Whether `got` is the right answer: equal after `normalise_answer` (case ignored), and in
    the expected case too when the answer is one of the task's own values in another case. Then
    changing the case is the task ("capitalise every word in: ..."), and an echo is wrong. So is
    any other case when the expected answer has a capital inside a word ("camelCase",
    "McDonald"): nobody writes that by accident."""
    if not answers_match(expected, got):
        return False
    exact = normalise_answer(expected, keep_case=True)
    if normalise_answer(got, keep_case=True) == exact:
        return True
    if _INNER_CAPITAL.search(exact):
        return False
    return not any(answers_match(expected, text) and normalise_answer(text, keep_case=True) != exact
                   for value in (args or {}).values() for text in echoes(value))


_INNER_CAPITAL = re.compile(r"[a-z][A-Z]")


def echoes(value: Any) -> list[str]:
    """What a tool that returns its argument unchanged could print for it."""
    if isinstance(value, list):
        items = [str(v) for v in value]
        return [" ".join(items), ", ".join(items), ",".join(items)]
    if isinstance(value, dict):
        return []
    return [str(value)]


TELLING_WORDS = 3
"""Words of letters an answer needs before hitting it exactly is worth something by itself."""


def telling_answer(value: Any) -> bool:
    """Whether one answer is too particular to hit by luck: text of `TELLING_WORDS` or more
    words of letters ("The quick brown fox jumps."), not a number, a yes/no or an option.
    When every example has this one answer while its inputs differ, a program that computes
    it from those inputs (and answers otherwise when they change) is evidence a constant is not."""
    words = re.findall(r"[^\W\d_]{2,}", normalise_answer(value))
    return len([w for w in words if not _NUMBER_WORD.fullmatch(w)]) >= TELLING_WORDS


_NUMBER_WORD = re.compile(
    r"and|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty|hundred|thousand"
    r"|million|billion|minus|point|half|quarter|\w+th")


def prompts_dirs(override: str | Path | None = None) -> list[Path]:
    """Where prompt files are looked up: an override dir, the wheel's copy, the repo's `prompts/`."""
    from importlib import resources

    dirs = [Path(override)] if override else []
    dirs.append(Path(str(resources.files("toolsmith"))) / "prompts")
    dirs.append(Path(__file__).resolve().parents[1] / "prompts")
    return dirs


def load_prompt(name: str, override: str | Path | None = None) -> str:
    """Read prompt file `name` (e.g. `agent.md`) from the first directory that has it."""
    from .errors import ConfigError

    for folder in prompts_dirs(override):
        path = folder / name
        if path.is_file():
            return path.read_text()
    raise ConfigError(f"prompt {name!r} not found in {', '.join(map(str, prompts_dirs(override)))}")
