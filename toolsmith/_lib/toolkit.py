"""toolkit: small helpers that tool modules may import (`import toolkit`), inside the sandbox.

Standard library only and independent of the rest of toolsmith: the sandbox shows this file to
tool code as the module `toolkit`, and toolsmith's own slot parsers (`toolsmith.slots`) use the
same functions (`toolsmith._lib.toolkit`), so a value parses the same way before routing and
inside a tool.

What a generated tool usually needs around its real logic:

* parsers for values in tasks: `parse_number`, `parse_ordinal`, `parse_numbers`, `parse_list`, `parse_matrix`,
  `parse_json`, `parse_options`, `parse_date`, `parse_time`, `check_expression`;
* `safe_eval(expression)`: arithmetic, comparisons, boolean and bit operations on literals,
  evaluated from the syntax tree (no `eval`);
* answers in the expected form: `pick_option(options, value)` maps a computed value to its
  option label, `format_number`, `fixed` (exactly n decimals), `yes_no`, `true_false`;
* `NotMine`: raise it (or call `not_mine(why)`) when a task turns out not to be this tool's.
  toolsmith then treats the task as not the tool's, not as a failure of the tool.
"""

from __future__ import annotations

import ast
import datetime
import decimal
import fractions
import functools
import json
import math
import operator
import re
from typing import Any

__all__ = [
    "NotMine",
    "PARSERS",
    "parse_slots",
    "not_mine",
    "parse_number",
    "parse_integer",
    "parse_ordinal",
    "parse_numbers",
    "parse_list",
    "parse_matrix",
    "parse_polynomial",
    "parse_json",
    "parse_options",
    "parse_date",
    "parse_time",
    "check_expression",
    "safe_eval",
    "pick_option",
    "format_number",
    "format_money",
    "fixed",
    "yes_no",
    "true_false",
    "normalise",
]


class NotMine(ValueError):
    """The task is not this tool's (a value has the wrong form): decline, do not fail."""


def not_mine(why: str = "not this tool's task") -> None:
    """Raise `NotMine` with a reason."""
    raise NotMine(why)


_NUMBER = re.compile(r"[-+]?[$€£¥]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+]?\d+)?%?|[-+]?\.\d+")


def parse_number(text: Any) -> int | float:
    """A number written in a task: `42`, `-3.5`, `1,234`, `$12`, `7%` (-> 7). Raises NotMine."""
    if isinstance(text, bool):
        raise NotMine("a boolean is not a number")
    if isinstance(text, (int, float)):
        return text
    s = str(text).strip()
    if s.isdigit() and s.isascii() and len(s) <= 400:
        return int(s)  # the common case, without the regular expressions below (a search reads many)
    if not _NUMBER.fullmatch(s):
        raise NotMine(f"not a number: {s[:40]!r}")
    s = s.replace(",", "").replace("%", "")
    s = re.sub(r"[$€£¥]", "", s)
    if len(s) <= 400 and not re.search(r"[.eE]", s):
        return int(s)  # exact: a 16-digit card number is past a float's 2**53
    value = float(s)
    if not math.isfinite(value):
        raise NotMine("not a finite number")
    return int(value) if value.is_integer() and not re.search(r"[.eE]", s) else value


def parse_integer(text: Any) -> int:
    """A whole number written in a task (`42`, `-3`, `1,234`); `2.5` is not one. Raises NotMine."""
    value = parse_number(text)
    if not isinstance(value, int):
        raise NotMine(f"not a whole number: {str(text)[:40]!r}")
    return value


_ORDINAL = re.compile(r"(\d+)(?:st|nd|rd|th)", re.IGNORECASE)


def parse_ordinal(text: Any) -> int:
    """An ordinal written in a task: `1st`, `22nd`, `4th` -> 1, 22, 4. Raises NotMine."""
    if isinstance(text, int) and not isinstance(text, bool):
        return text
    m = _ORDINAL.fullmatch(str(text).strip())
    if m is None:
        raise NotMine(f"not an ordinal: {str(text)[:40]!r}")
    return int(m.group(1))


def parse_numbers(text: Any) -> list[int | float]:
    """All numbers in a text or list, in order: `"3, 5 and 7"` -> [3, 5, 7]. Raises NotMine if none."""
    items = text if isinstance(text, list) else _NUMBER.findall(str(text))
    out = [parse_number(x) for x in items]
    if not out:
        raise NotMine("no numbers")
    return out


_LIST_SPLIT = re.compile(r"\s*(?:,\s*(?:and|or)\s+|,|;|\s+(?:and|or)\s+)\s*")
# In a list separated by ", " a comma between a digit and three digits groups thousands ("$1,200, $35").
_SPACED_LIST_SPLIT = re.compile(r"\s*(?:,\s*(?:and|or)\s+|(?<!\d),|,(?!\d{3}(?!\d))|;|\s+(?:and|or)\s+)\s*")


_PAIR = re.compile(r"(\S+)\s+(?:and|or)\s+(\S+)")


def parse_list(text: Any) -> list[str]:
    """Items of a list: semicolon-separated (items may have commas), else comma-separated (`a, b
    and c`; `$1,200, $35`: two), else one per line, else two joined by "and" or "or" (`55 and
    49`), else space-separated.
    An item with "?" or "!" in it means the value ran past the list ("a, b, c? Or the shortest"):
    NotMine."""
    if isinstance(text, list):
        return [str(x) for x in text]
    s = str(text).strip().strip("[]")
    if not s:
        raise NotMine("empty list")
    if ";" in s:  # semicolons part items that have commas in them ("May 7, 2020; June 1, 2021")
        items = re.split(r"\s*;\s*(?:(?:and|or)\s+)?", s)
    elif "," in s:
        items = (_SPACED_LIST_SPLIT if re.search(r",\s", s) else _LIST_SPLIT).split(s)
    elif "\n" in s:
        items = s.splitlines()
    elif pair := _PAIR.fullmatch(s):
        items = [pair.group(1), pair.group(2)]  # "55 and 49": a list of two
    else:
        items = s.split()
    items = [i.strip().strip("'\"") for i in items if i.strip()]
    if not items:
        raise NotMine("empty list")
    if any(mark in item for item in items for mark in "?!"):
        raise NotMine("a list item ends a sentence: the value runs past the list")
    return items


def parse_comma_list(text: Any) -> list[str]:
    """Items of a list separated by commas or semicolons (`parse_list`); NotMine for text
    without either, which `parse_list` would split at its spaces or lines."""
    if not isinstance(text, list) and "," not in str(text) and ";" not in str(text):
        raise NotMine("not a list separated by commas")
    return parse_list(text)


def parse_json(text: Any) -> Any:
    """A JSON value (object, array, ...). Raises NotMine when it does not parse."""
    if not isinstance(text, str):
        return text
    try:
        return json.loads(text)
    except ValueError:
        raise NotMine("not JSON") from None


def parse_date(text: Any) -> datetime.date:
    """The date written in `text`: `1945-07-12`, `07/12/1945`, `July 12, 1945`, `12 July 1945`,
    `July 12th, 1945`, ... (`July 1945`: its first day). Raises NotMine when it is not one."""
    date, cleaned = _date_in(str(text))
    if date is None:
        raise NotMine(f"not a date: {cleaned[:40]!r}")
    return date


@functools.lru_cache(maxsize=4096)
def _date_in(text: str) -> tuple[datetime.date | None, str]:
    """`parse_date`'s work, remembered: a search reads the same few dates thousands of times."""
    formats = ("%Y-%m-%d", "%Y/%m/%d", "%m/%d/%Y", "%m-%d-%Y", "%d.%m.%Y", "%B %d, %Y", "%b %d, %Y",
               "%B %d %Y", "%b %d %Y", "%d %B %Y", "%d %b %Y", "%A, %B %d, %Y", "%Y%m%d", "%B %Y", "%b %Y")
    cleaned = re.sub(r"(?<=\d)(?:st|nd|rd|th)\b", "", " ".join(text.split()).strip(" ."))  # "July 4th, 1990"
    for fmt in formats:
        try:
            return datetime.datetime.strptime(cleaned, fmt).date(), cleaned
        except ValueError:
            continue
    return None, cleaned


def parse_time(text: Any) -> datetime.time:
    """The clock time written in `text`: `14:05`, `14:05:30`, `2:05 PM`, `2:05pm`, `2:05 p.m.`.
    Raises NotMine when it is not one."""
    cleaned = " ".join(str(text).replace(".", "").upper().split())
    for fmt in ("%H:%M", "%H:%M:%S", "%I:%M %p", "%I:%M%p", "%I:%M:%S %p", "%I:%M:%S%p"):
        try:
            return datetime.datetime.strptime(cleaned, fmt).time()
        except ValueError:
            continue
    raise NotMine(f"not a time: {cleaned[:40]!r}")


_POLY_TERM = re.compile(r"([-+])?[ \t]*(\d+(?:\.\d+)?)?[ \t]*\*?[ \t]*(?:([a-z])(?:[ \t]*(?:\^|\*\*)[ \t]*(\d+))?)?")


def parse_polynomial(text: Any) -> list[int | float]:
    """The coefficients of a polynomial in one variable, highest power first: `3x^2 - 1` ->
    [3, 0, -1], `x^3 + 2x` -> [1, 0, 2, 0]. Raises NotMine for anything else."""
    if isinstance(text, list):
        return text
    s = str(text).strip()
    coefficients: dict[int, int | float] = {}
    letters: set[str] = set()
    pos = 0
    while pos < len(s):
        m = _POLY_TERM.match(s, pos)
        if m is None or m.end() == pos or (pos and not m.group(1)) or not (m.group(2) or m.group(3)):
            raise NotMine("not a polynomial")
        sign = -1 if m.group(1) == "-" else 1
        number = m.group(2)
        value: int | float = (float(number) if "." in number else int(number)) if number else 1
        power = (int(m.group(4)) if m.group(4) else 1) if m.group(3) else 0
        if m.group(3):
            letters.add(m.group(3))
        if power > 64 or len(letters) > 1:
            raise NotMine("not a polynomial in one variable")
        coefficients[power] = coefficients.get(power, 0) + sign * value
        pos = m.end()
        while pos < len(s) and s[pos] in " \t":
            pos += 1
    if not letters:
        raise NotMine("no variable: not a polynomial")
    top = max(coefficients)
    return [coefficients.get(k, 0) for k in range(top, -1, -1)]


def parse_matrix(text: Any) -> list[list[int | float]]:
    """A rectangular matrix of numbers: `[[1, 2], [3, 4]]` or rows on lines / separated by `;`."""
    rows: Any
    if isinstance(text, list):
        rows = text
    else:
        s = str(text).strip()
        try:
            rows = ast.literal_eval(s) if s.startswith("[") else None
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            rows = None
        if rows is None:
            rows = [_NUMBER.findall(line) for line in re.split(r"[;\n]", s) if line.strip()]
    if not isinstance(rows, (list, tuple)) or not rows or not all(isinstance(r, (list, tuple)) and r for r in rows):
        raise NotMine("not a matrix")
    matrix = [[parse_number(x) for x in row] for row in rows]
    if len({len(r) for r in matrix}) != 1:
        raise NotMine("rows of different lengths")
    return matrix


_OPTION = re.compile(r"(?:^|(?<=\s))\(([A-Za-z])\)\s*")
_DASH_OPTION = re.compile(r"(?:^|\n|\s)-\s+")


def parse_options(text: Any) -> dict[str, str]:
    """An option list: `(A) red (B) blue` -> {"A": "red", "B": "blue"}; `- Yes - No` -> {"Yes": "Yes", "No": "No"}."""
    if isinstance(text, dict):
        return {str(k): str(v) for k, v in text.items()}
    s = str(text).strip()
    marks = list(_OPTION.finditer(s))
    if len(marks) >= 2:
        out = {}
        for m, nxt in zip(marks, [*marks[1:], None]):
            out[m.group(1).upper()] = s[m.end(): nxt.start() if nxt else len(s)].strip()
        return out
    parts = [p.strip() for p in _DASH_OPTION.split(s) if p.strip()]
    if len(parts) >= 2 and s.lstrip().startswith("-"):
        return {p: p for p in parts}
    raise NotMine("not an option list")


_BIN = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
        ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow, ast.LShift: operator.lshift,
        ast.RShift: operator.rshift, ast.BitAnd: operator.and_, ast.BitOr: operator.or_, ast.BitXor: operator.xor}
_UNARY = {ast.UAdd: operator.pos, ast.USub: operator.neg, ast.Not: operator.not_, ast.Invert: operator.invert}
_CMP = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt,
        ast.GtE: operator.ge}
_WORDS = {"true": "True", "false": "False"}


def _tree(expression: str) -> ast.expr:
    text = re.sub(r"\b(true|false)\b", lambda m: _WORDS[m.group(1)], str(expression).strip().rstrip("=").strip())
    text = text.replace("×", "*").replace("÷", "/")
    if not text or len(text) > 10_000:
        raise NotMine("not an expression")
    try:
        tree = ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        raise NotMine(f"not an expression: {text[:40]!r}") from None
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool) or isinstance(node.value, (int, float)):
                continue
            raise NotMine("only numbers and True/False may appear in an expression")
        if not isinstance(node, (ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.operator, ast.unaryop,
                                 ast.boolop, ast.cmpop, ast.expr_context)):
            raise NotMine(f"{type(node).__name__} is not allowed in an expression")
    return tree


def check_expression(text: Any) -> str:
    """`text` if it is an arithmetic or boolean expression of literals, else NotMine."""
    _tree(str(text))
    return str(text).strip()


def safe_eval(expression: Any, *, exact: bool = False) -> Any:
    """The value of an arithmetic / comparison / boolean / bit expression of number and
    True/False literals, computed from its syntax tree (never `eval`). Raises NotMine for
    anything else, ZeroDivisionError for a division by zero. `exact`: numbers are fractions, so
    "1/3 + 1/6" is Fraction(1, 2), not 0.5000000000000001."""

    def ev(node: ast.expr) -> Any:
        if isinstance(node, ast.Constant):
            if exact and type(node.value) in (int, float):
                return fractions.Fraction(str(node.value))
            return node.value
        if isinstance(node, ast.UnaryOp):
            return _UNARY[type(node.op)](ev(node.operand))
        if isinstance(node, ast.BinOp):
            left, right = ev(node.left), ev(node.right)
            if isinstance(node.op, ast.Pow) and abs(right) > 1000:
                raise NotMine("exponent too large")
            if isinstance(node.op, ast.LShift) and right > 10_000:
                raise NotMine("shift too large")
            return _BIN[type(node.op)](left, right)
        if isinstance(node, ast.BoolOp):
            values = [ev(v) for v in node.values]
            out = values[0]
            for v in values[1:]:
                out = (out and v) if isinstance(node.op, ast.And) else (out or v)
            return out
        if isinstance(node, ast.Compare):
            left = ev(node.left)
            for op, comp in zip(node.ops, node.comparators):
                right = ev(comp)
                if not _CMP[type(op)](left, right):
                    return False
                left = right
            return True
        raise NotMine(f"{type(node).__name__} is not allowed")

    return ev(_tree(str(expression)))


def normalise(text: Any) -> str:
    """Lower case, single spaces, no full stop around it (an ellipsis is kept): for comparing answers."""
    text = " ".join(str(text).split())
    return re.sub(r"^\.(?!\.)|(?<!\.)\.$", "", text).strip().casefold()


def pick_option(options: Any, value: Any, *, form: str = "({})") -> str:
    """The label of the option whose text equals `value` (compared normalised, numbers by value),
    written like `form` (`"({})"` -> `(B)`). Raises NotMine when no option matches."""
    opts = parse_options(options)
    want = normalise(value)
    for label, text in opts.items():
        if normalise(text) == want:
            return form.format(label)
    try:
        number = parse_number(value)
        for label, text in opts.items():
            try:
                if parse_number(text) == number:
                    return form.format(label)
            except NotMine:
                continue
    except NotMine:
        pass
    raise NotMine(f"no option matches {str(value)[:40]!r}")


def _denoised(number: int | float) -> int | float:
    """`number` without binary noise past the 14th digit of a short number: `5400 * 0.56` =
    3024.0000000000005 is 3024 and `20 - 19.81` = 0.19000000000000128 is 0.19, as a person would
    write them, while `math.sqrt(2)` keeps its digits."""
    if isinstance(number, float) and math.isfinite(number) and f"{number:.12g}" == f"{number:.14g}":
        return float(f"{number:.12g}")
    return number


_TIE_RULES = {"up": decimal.ROUND_HALF_UP, "even": decimal.ROUND_HALF_EVEN, "binary": decimal.ROUND_HALF_EVEN}
"""How a value half-way between two answers may be rounded: up (away from zero, as people do), to an
even last digit (Python's `round()`), or as binary formatting does (`f"{x:.2f}"`: 74.115 is stored
as 74.11499..., written 74.11)."""


def _tie_rules(tie: str | None) -> tuple[str, ...]:
    """The rules a `tie` names: "even", "up+even", ...; "agree" is "up+even"."""
    rules = ("up", "even") if tie == "agree" else tuple(tie.split("+")) if tie else ()
    if not all(r in _TIE_RULES for r in rules):
        raise ValueError(f"unknown way of rounding halves: {tie!r}")
    return rules


def _rounded(number: int | float, decimals: int, tie: str | None, raw: int | float | None = None) -> decimal.Decimal:
    """`number` rounded to `decimals` places on its decimal digits (see `fixed` for `tie`);
    `raw`: the value before binary noise was taken off, which binary formatting may round."""
    exact = decimal.Decimal(repr(number)) if isinstance(number, float) else decimal.Decimal(number)
    if not exact.is_finite():
        raise NotMine("not a finite number")
    step = decimal.Decimal(1).scaleb(-decimals)
    if exact == exact.to_integral_value():  # whole: nothing to round, however many digits
        digits = str(number) if isinstance(number, int) else f"{number:.0f}"
        return decimal.Decimal(digits + ("." + "0" * decimals if decimals > 0 else ""))
    with decimal.localcontext(decimal.Context(prec=400)):
        up = exact.quantize(step, decimal.ROUND_HALF_UP)
        if up == exact.quantize(step, decimal.ROUND_HALF_DOWN):
            return up  # not half-way: every rule rounds it alike
        answers = set()
        for rule in _tie_rules(tie):
            if rule != "binary":
                answers.add(exact.quantize(step, _TIE_RULES[rule]))
                continue
            # binary formatting rounds the stored value, and which one is stored depends on how the
            # asker computed it: t * b / 60 stores the double nearest 2.45 (written 2.5), while
            # t * b / 100 * 5 / 3 stores 2.4499999999999997 (2.4). Both must agree.
            stored = {decimal.Decimal(number), decimal.Decimal(number if raw is None else raw)}
            answers.update(value.quantize(step, _TIE_RULES[rule]) for value in stored)
        if len(answers) != 1:
            raise NotMine(f"{exact} is half-way at {decimals} decimals, which people, round() and binary "
                          "formatting answer differently" + (f" (and the examples allow {tie})" if tie else ""))
        return answers.pop()


def format_number(value: Any, decimals: int | None = None, *, tie: str | None = None) -> str:
    """A number as a task answer: `8.0` -> `8`, `2.50` -> `2.5`, with `decimals` rounding if given
    (on its decimal digits, ties as `fixed` says).

    Binary noise past the 15th digit of a short number goes: `5400 * 0.56` = 3024.0000000000005
    is written `3024`, as a person would, while `math.sqrt(2)` keeps all its digits."""
    raw = parse_number(value)
    number = _denoised(raw)
    if decimals is not None and isinstance(number, float):
        number = float(_rounded(number, decimals, tie, raw))
    if isinstance(number, float) and number.is_integer():
        return str(int(number))
    return str(number)


def format_money(value: Any) -> str:
    """An amount of money as a price is written: whole amounts bare (`52`), any other with its
    cents (`52.50`, never `52.5`); a half cent raises `NotMine`, like `fixed`."""
    number = _denoised(parse_number(value))
    if float(number).is_integer():
        return str(int(number))
    return fixed(number, 2)


def fixed(value: Any, decimals: int, *, tie: str | None = None) -> str:
    """`value` with exactly `decimals` decimals ("33.50"), rounded on its decimal digits: $197.90
    plus 5% is 207.795, written 207.80, where binary formatting writes 207.79.

    A value exactly half-way (23.045 to 2 places) raises `NotMine`: people round it up, Python's
    `round()` to an even digit, and binary formatting either way, so only examples can say which
    is meant. `tie` names the rules that examples left open, joined by "+": a half is answered
    only where they all agree. "up" rounds it away from zero, "even" to an even last digit,
    "binary" as binary formatting does; "up+even" (or "agree") answers 207.795 with 207.80."""
    raw = parse_number(value)
    return f"{_rounded(_denoised(raw), decimals, tie, raw):f}"


def yes_no(flag: Any, yes: str = "Yes", no: str = "No") -> str:
    """`Yes`/`No` (or the given words) for a truth value."""
    return yes if flag else no


def true_false(flag: Any) -> str:
    """`True`/`False` for a truth value."""
    return "True" if flag else "False"


def _text(value: Any) -> str:
    s = str(value)
    if not s.strip():
        raise NotMine("empty value")
    return s


def _word(value: Any) -> str:
    s = str(value).strip()
    if not s or any(c.isspace() for c in s):
        raise NotMine("not a single word")
    return s


def _quoted(value: Any) -> str:
    return str(value)  # the text between quotes may be empty: '' is a value


def _fraction(value: Any) -> str:
    s = str(value).strip()
    if not re.fullmatch(r"\d+/\d+", s) or int(s.split("/")[1]) == 0:
        raise NotMine("not a fraction")
    return s


def _code(value: Any) -> str:
    s = str(value)
    fenced = re.fullmatch(r"\s*```[\w+-]*\n?(.*?)\n?```\s*", s, re.DOTALL)
    return fenced.group(1) if fenced else _text(s)


def _markup(value: Any) -> str:
    s = _text(value)
    if not re.search(r"<[A-Za-z][\w:-]*(?:\s[^<>]*)?>", s):
        raise NotMine("no markup tags")
    return s


def _slot_number(value: Any) -> int | float:
    """A number slot's value; digits after a leading zero ("0401 3370", "02139") are a code whose
    value as a number would lose them, so they are not this tool's (`NotMine`)."""
    if isinstance(value, str) and re.match(r"\s*[-+]?[$€£¥]?0\d", value):
        raise NotMine(f"digits after a leading zero are a code, not a number: {value.strip()[:40]!r}")
    return parse_number(value)


def _slot_integer(value: Any) -> int:
    """A whole-number slot's value, read like `_slot_number`."""
    _slot_number(value)
    return parse_integer(value)


PARSERS: dict[str, Any] = {
    "number": _slot_number,
    "integer": _slot_integer,
    "ordinal": parse_ordinal,
    "quoted": _quoted,
    "expression": check_expression,
    "list": parse_list,
    "commas": parse_comma_list,
    "matrix": parse_matrix,
    "polynomial": parse_polynomial,
    "json": parse_json,
    "options": parse_options,
    "code": _code,
    "markup": _markup,
    "fraction": _fraction,
    "word": _word,
    "identifier": _word,
}
"""Slot type -> parser. Types not listed (text, name, date, url, ...) arrive as non-empty text;
a quoted value may be empty."""


def parse_slots(values: dict[str, Any], types: dict[str, str]) -> dict[str, Any]:
    """Each slot value parsed by its type (`PARSERS`); raises NotMine when one does not parse."""
    return {name: PARSERS.get(types.get(name, "text"), _text)(value) for name, value in values.items()}
