"""Slot types: what a value in a task may look like, and what a tool receives for it.

A template's slots are typed (`Pattern.slot_kinds`). A type says three things:

* how `extract()` finds the value in a task (a regex fragment for `toolfile.extractor_regex`);
* how the value is parsed before `run()` sees it (`toolkit.PARSERS`; the same code runs in the
  router and inside the sandbox). A value that does not parse means "not this tool's task":
  the task is declined, and the tool is not blamed;
* what the synthesizer is told the argument is (`describe`).

Structured values are one slot however big they are: a 3x3 matrix where a 2x2 was seen, one more
option, a JSON object with other keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ._lib import toolkit
from .patterns import DATE_RX, EMAIL_RX, FRACTION_RX, NUMBER_RX, POLYNOMIAL_RX, TIME_RX

__all__ = ["SlotType", "SLOT_TYPES", "slot_type", "parse_slots", "describe", "NotMine"]

NotMine = toolkit.NotMine


@dataclass(frozen=True)
class SlotType:
    """One kind of slot value."""

    name: str
    regex: str
    """The regex fragment that finds the value (lazy for free-form kinds)."""
    python: str
    """What `run()` receives, as a Python type annotation."""
    meaning: str
    """What the value is, for the prompt."""


_LAZY = ".+?"
SLOT_TYPES: dict[str, SlotType] = {t.name: t for t in (
    SlotType("text", _LAZY, "str", "free text"),
    SlotType("word", r"\S+", "str", "one word"),
    SlotType("identifier", r"\S+", "str", "one word or code"),
    SlotType("name", _LAZY, "str", "a name"),
    SlotType("quoted", ".*?", "str", "the text between the quotes (may be empty)"),
    SlotType("number", NUMBER_RX, "int | float", "a number (already parsed)"),
    SlotType("integer", NUMBER_RX, "int", "a whole number (already parsed)"),
    SlotType("ordinal", r"(?i:\d+(?:st|nd|rd|th))", "int", "an ordinal such as 4th (already parsed: 4)"),
    SlotType("date", DATE_RX, "str", "a date as written in the task (toolkit.parse_date(it) -> datetime.date)"),
    SlotType("fraction", FRACTION_RX, "str", "a fraction as written in the task (3/8)"),
    SlotType("time", TIME_RX, "str", "a clock time as written in the task (toolkit.parse_time(it) -> datetime.time)"),
    SlotType("url", r"(?:(?:https?|ftp)://|www\.)\S+?", "str", "a URL"),
    SlotType("email", EMAIL_RX, "str", "an email address"),
    SlotType("path", r"\S+?", "str", "a file path"),
    SlotType("expression", _LAZY, "str", "an arithmetic or boolean expression (toolkit.safe_eval evaluates it)"),
    SlotType("list", _LAZY, "list[str]", "the items of a list, in order"),
    SlotType("commas", _LAZY, "list[str]", "the items of a list separated by commas, in order"),
    SlotType("polynomial", POLYNOMIAL_RX, "list[int | float]",
             "a polynomial's coefficients, highest power first (already parsed: 3x^2 - 1 -> [3, 0, -1])"),
    SlotType("matrix", _LAZY, "list[list[int | float]]", "a matrix of numbers, row by row"),
    SlotType("json", _LAZY, "Any", "a parsed JSON value"),
    SlotType("options", _LAZY, "dict[str, str]", "the answer options, label -> text, in order"),
    SlotType("code", _LAZY, "str", "a block of code"),
    SlotType("markup", _LAZY, "str", "HTML or XML markup, tags included"),
    SlotType("steps", _LAZY, "str", "a sequence of short instructions"),
    SlotType("brackets", _LAZY, "str", "a sequence of brackets"),
)}


def slot_type(kind: str) -> SlotType:
    """The type of a slot kind (unknown kinds are free text)."""
    return SLOT_TYPES.get(kind, SLOT_TYPES["text"])


def parse_slots(values: dict[str, Any], kinds: dict[str, str]) -> dict[str, Any]:
    """Slot values parsed by their kinds, as `run()` receives them; raises `NotMine`."""
    return toolkit.parse_slots(values, kinds)


def describe(kinds: dict[str, str]) -> str:
    """`name: python type  # meaning` lines for the prompt."""
    return "\n".join(f"{name}: {slot_type(k).python}  # {slot_type(k).meaning}" for name, k in kinds.items())
