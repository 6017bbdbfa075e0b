"""Zero-token synthesis: programming by example over small compositions of typed primitives.

`search(template, slot_kinds, examples)` looks for the smallest program that turns every
example's arguments (parsed by slot type, exactly as `run()` receives them) into its answer,
compared the way verification compares answers (`_utils.answers_match`). It costs no model
tokens and usually a few milliseconds; what it finds is exact and easy to review. It returns a
`Program` whose `run_code` is a plain `def run(<slots>) -> str:` (helpers it needs are written
out above it) using only the standard library and `toolkit`, or None. `search_report` says why.

How it searches (FlashFill-style, bottom-up):

* **Answer shape first.** Many answers wrap a computed value in fixed text, or repeat argument
  values ("A: One pair", "The total for order 17 is 42 units."). The text common to the start
  and end of every answer (letters before a number too: the "Q" of "Q3", unless every task has
  them), and argument values that reappear verbatim there, are split off, so
  the search only has to find the value in the middle. The whole answer is always tried too.
* **Values by size.** Level 1 holds the arguments, plus values the template builds from
  several of them: a character table from pairs of one-character arguments ("replace a with b,
  c with d"), an option list from `(A) {x} (B) {y} ...`, numbers the template says in words ("to
  the nearest ten"), and one step (1) for primitives that move along an order (`_STEPS`: "the
  letter after", "the next month"), never inside arithmetic. Level n applies every primitive
  (`_OPS`: text, lists, numbers, truth values, dates, matrices, encodings, ciphers, numerals) to
  values whose sizes add up to n - cost. A value's type is read from what it evaluates to on the
  examples, so a primitive only meets values it can take. Numbers carry a unit (characters,
  vowels, items, a number stated in the task, ...): numbers of different units are not added or
  compared. Values that fail on an example, that are the same on every example (constants), or
  that equal a value already kept on every example (observational equivalence; at equal size
  the one reading more of the varying arguments is kept) are dropped. At level 4 come counts of a
  token the examples teach (every character and the commonest words of a text argument:
  `moves.count('x')`, `'TODO'` in a file), after every program of their size built from the
  arguments alone, and `p * x + q * y + r` over two number arguments, its weights learned from
  three examples that at least two more confirm (`2 * chickens + 4 * cows`).
* **Answer forms.** Each new value is turned into answers by the forms that fit its type:
  text as is; numbers by `toolkit.format_number` (or with the decimals the answers show, or as
  `a * x + b` with a and b learned from two examples); truth values in the answers' own words
  (Yes/No, True/False, Y/N, ...); lists joined with the separator the answers use; dates and
  clock times with the pattern the answers follow (weekday, month names, unpadded day, 12-hour
  time with AM/PM, ...); whole numbers as durations in base 60 (`17:59`, `1:02:03`); a value mapped to
  its option label (`toolkit.pick_option`); text moved by a Caesar shift or a character table
  learned from the first example. Answers are written in the examples' case.
* **Smallest first.** The search finishes the level where the first consistent program
  appears, then keeps the smallest one that is not likely luck; among equals, the one that reads
  more of the arguments that vary, then the least likely luck. Bigger programs are not tried
  after that level: when the smallest fits are luck, a bigger fit is no more convincing. A
  level cut short by the budget does not count.

It refuses to guess:

* fewer than 2 examples, or every answer the same: None (a tool that always answers the same
  thing proves nothing); a program that reads no argument that varies is never returned. The
  one exception is a *telling* answer (a sentence, `_utils.telling_answer`) shared by every
  example: then only a text program whose value changes when one argument it reads takes
  another example's value is returned (`_Search.moved`), since hitting one sentence from
  inputs that differ is not luck.
* **fits by luck**: a program over a small answer set (yes/no, option letters, small counts, a
  choice among the task's own words) can fit a few examples by chance. Programs are grouped by
  answer form and kind of answer. For the found program's group the search counts the distinct
  answer vectors it tried (N) and, per example, the chance p_i of hitting that example's answer:
  the share of the group's other vectors that did, smoothed toward a prior (1/2 for yes/no, 1/k
  for one of k options or of k values in the task, about 1/(n + 2) for a whole number n,
  26^-length for text). `chance = N * prod(p_i)` estimates how many programs that small would
  fit by luck alone; above `max_chance` (0.1) the search returns None. Examples a parameter was
  learned from (a shift, a table, a and b) are not evidence, and every `a * x + b` learned from
  some value counts among the N, hit or not: each was a try at the other examples. So 3 yes/no
  answers never suffice (1/8 > 0.1), and 6 suffice only when few yes/no programs of that size exist.
* **an option picked for a property of the options alone** (the longest, the first in order)
  is a guess about what was meant: the value matched to an option must come from the rest of
  the task.
* **a value in another case** is still a choice among the task's values ("Pencil" for the
  longer of "pencil" and "ox"), unless the template asks for a case ("to uppercase",
  "capitalize", "camelCase"): then the case is the task, and the answer is judged as text.

Nothing here knows any task's words but the names of common units, of numbers and of letter
cases: a unit
conversion (°F to °C, km to miles, ...) is tried only when the template names both units, and
its value may be rounded to a whole number; a number the template says in words ("to the
nearest ten", "a dozen", "which century", "as a percentage" or a "%") is a constant the search may use like an argument. Tasks that need world knowledge or judgement (which president was
born first, which statement is sarcastic) find no program, or only fits that are likely luck.
"""

from __future__ import annotations

import base64
import collections
import datetime
import fractions
import functools
import inspect
import itertools
import json
import math
import re
import statistics
import string
import time
import urllib.parse
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Iterator, Sequence

from ._lib import toolkit
from ._utils import answered, answers_match, normalise_answer, telling_answer
from .slots import slot_type

__all__ = ["BUDGET", "CPU_CAP_S", "Program", "SearchReport", "search", "search_report"]

BUDGET = 100_000
"""Candidate programs a search considers before it gives up: about 2 CPU seconds on one core of
this project's machine (`bench/pbe.py`; 40,000-140,000 per 2 s across families). A count, so that
a busy machine finds what an idle one finds, only later."""
CPU_CAP_S = 10.0
"""CPU seconds of the calling thread after which a search stops anyway: a guard against
primitives slow on huge values, not the budget."""
_CPU_CHECK = 512
"""Candidates between two looks at the CPU clock."""


# --------------------------------------------------------------------------------------------
# Helpers that generated tools carry with them. Their source is copied into `run_code` when a
# program uses them (`inspect.getsource`), so the search and the tool run the same code.
# They may use only the standard library and `toolkit`, and must pass `toolsmith.lint`. A tool
# has no `from __future__ import annotations`: annotations naming `typing` are written quoted.


def _count_overlapping(text: str, part: str) -> int:
    """How often `part` occurs in `text`, ignoring case and counting overlaps."""
    text, part = text.casefold(), part.casefold()
    if not part:
        raise ValueError("nothing to count")
    return sum(text.startswith(part, i) for i in range(len(text) - len(part) + 1))


def _url_domain(url: str) -> str:
    """The host name of `url` without a leading "www."."""
    host = urllib.parse.urlsplit(url.strip()).hostname
    if not host:
        raise ValueError("not a URL with a host")
    return host[4:] if host.startswith("www.") else host


def _closing_brackets(sequence: str) -> list[str]:
    """The brackets that close those still open in `sequence`, innermost first."""
    closer = {"(": ")", "[": "]", "{": "}", "<": ">"}
    stack: list[str] = []
    for ch in sequence:
        if ch in closer:
            stack.append(closer[ch])
        elif ch in ")]}>":
            if not stack or stack.pop() != ch:
                raise ValueError("the brackets do not match")
        elif not ch.isspace():
            raise ValueError("not a sequence of brackets")
    return stack[::-1]


def _vigenere(text: str, key: str, decrypt: bool) -> str:
    """`text` en- or decrypted with the Vigenère `key`: ASCII letters only, case kept, the key
    advancing on letters."""
    if not key.isascii() or not key.isalpha():
        raise ValueError("a Vigenère key is letters only")
    shifts = [ord(c) - ord("a") for c in key.lower()]
    out = []
    i = 0
    for ch in text:
        if ch.isascii() and ch.isalpha():
            base = ord("a") if ch.islower() else ord("A")
            shift = -shifts[i % len(shifts)] if decrypt else shifts[i % len(shifts)]
            out.append(chr((ord(ch) - base + shift) % 26 + base))
            i += 1
        else:
            out.append(ch)
    return "".join(out)


def _caesar(text: str, shift: int) -> str:
    """`text` with every ASCII letter moved `shift` places along the alphabet, case kept."""
    if shift != int(shift):
        raise ValueError("letters move by a whole number of places")
    k, lower = int(shift) % 26, string.ascii_lowercase
    upper = lower.upper()
    return text.translate(str.maketrans(lower + upper, lower[k:] + lower[:k] + upper[k:] + upper[:k]))


def _balanced(sequence: str) -> bool:
    """Whether every bracket in `sequence` is closed by its own kind, in order."""
    try:
        return not _closing_brackets(sequence)
    except ValueError as e:
        if "match" in str(e):
            return False
        raise


def _sentences(text: str) -> list[str]:
    """The sentences of `text`: each ends at ".", "!" or "?" (closing quotes and brackets kept)
    before white space, except after a title or an initial ("Dr.", "J.")."""
    not_an_end = re.compile(r"(?:\b(?:mr|mrs|ms|dr|prof|st|sr|jr|vs|etc|e\.g|i\.e)|(?<![\w.])(?-i:[A-Z]))\.$", re.I)
    out, start = [], 0
    for m in re.finditer(r"[.!?]+[\"')\]]*(?=\s|$)", text):
        if m.group().startswith(".") and not_an_end.search(text[start:m.end()].rstrip("\"')]")):
            continue
        out.append(text[start:m.end()].strip())
        start = m.end()
    rest = text[start:].strip()
    return [s for s in out if s] + ([rest] if rest else [])


def _is_palindrome(text: str | int | float) -> bool:
    """Whether the letters and digits of `text` read the same backwards, in any case."""
    if isinstance(text, float) and text.is_integer():
        text = int(text)  # a number slot's 606 may arrive as 606.0
    kept = [c for c in str(text).casefold() if c.isalnum()]
    if not kept:
        raise ValueError("no letters or digits")
    return kept == kept[::-1]


def _month_names() -> tuple[str, ...]:
    return ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December")


def _month_name(number: int | float) -> str:
    """The name of month `number` (1 is January). Raises ValueError outside 1 to 12."""
    if number != int(number) or not 1 <= number <= 12:
        raise ValueError(f"no month number {number}")
    return _month_names()[int(number) - 1]


def _hex_rgb(red: int | float, green: int | float, blue: int | float) -> str:
    """A colour's hex code from its red, green and blue (0 to 255 each): #ff8000."""
    if any(c != int(c) or not 0 <= c <= 255 for c in (red, green, blue)):
        raise ValueError("colour channels are whole numbers from 0 to 255")
    return "#" + "".join(format(int(c), "02x") for c in (red, green, blue))


def _weekday_names() -> tuple[str, ...]:
    return ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _name_index(names: tuple[str, ...], text: str) -> int:
    """Where `text` is among `names`: a whole name or its first three letters or more ("Sept")."""
    word = str(text).strip().lower().rstrip(".")
    for i, name in enumerate(names):
        if len(word) >= 3 and name.lower().startswith(word):
            return i
    raise toolkit.NotMine(f"not one of {names[0]}, {names[1]}, ...: {text!r}")


def _month_after(month: str, months: int | float) -> str:
    """The name of the month `months` after `month` (a name or its first three letters)."""
    names = _month_names()
    return names[(_name_index(names, month) + int(months)) % 12]


def _weekday_after(day: str, days: int | float) -> str:
    """The name of the weekday `days` after `day` (a name or its first three letters)."""
    names = _weekday_names()
    return names[(_name_index(names, day) + int(days)) % 7]


def _steps_to_name(names: tuple[str, ...], first: str, then: str, whole_round: bool = False) -> int:
    """How many steps on from `first` the next `then` comes (weekdays, months). The same name twice
    is a whole round where an example said so (`whole_round`), else declined (`toolkit.NotMine`):
    none or a whole round, the examples cannot say which."""
    steps = (_name_index(names, then) - _name_index(names, first)) % len(names)
    if steps == 0:
        if whole_round:
            return len(names)
        raise toolkit.NotMine("the same name twice: none or a whole round")
    return steps


def _numbers_from(first: int | float, last: int | float) -> list[int]:
    """The whole numbers from `first` to `last`, both included (at most 100,000 of them)."""
    if last - first > 100_000:
        raise ValueError("too many numbers")
    return list(range(int(first), int(last) + 1))


def _round_multiple(value: int | float, step: int | float) -> int | float:
    """`value` rounded to the nearest multiple of `step`, halves away from zero."""
    n = math.floor(abs(value) / step + 0.5) * step
    return n if value >= 0 else -n


def _next_multiple(value: int | float, step: int | float, way: int = 1) -> int | float:
    """The first multiple of `step` after `value` (`way` -1: the last one before it)."""
    if step <= 0:
        raise ValueError("the step must be positive")
    return (value // step + 1) * step if way > 0 else (-(-value // step) - 1) * step


def _fibonacci(n: int | float) -> int:
    """Fibonacci number `n`: 0, 1, 1, 2, 3, 5, ... from n = 0 (n at most 10,000)."""
    if n != int(n) or not 0 <= n <= 10_000:
        raise ValueError(f"no Fibonacci number {n} here")
    a, b = 0, 1
    for _ in range(int(n)):
        a, b = b, a + b
    return a


def _divisors(n: int | float) -> list[int]:
    """The positive divisors of the whole number `n` (1 to 10**7), smallest first."""
    if n != int(n) or not 1 <= n <= 10**7:
        raise ValueError(f"no divisors listed for {n}")
    n = int(n)
    small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
    return small + [n // d for d in reversed(small) if d * d != n]


def _prime_factors(n: int | float) -> list[int]:
    """The prime factors of the whole number `n` (2 to 10**10), each as often as it divides it,
    smallest first (360: 2, 2, 2, 3, 3, 5)."""
    if n != int(n) or not 2 <= n <= 10**10:
        raise ValueError(f"no prime factors listed for {n}")
    n, out, p = int(n), [], 2
    while p * p <= n:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    return out + [n] if n > 1 else out


def _end_digit(n: int | float, last: bool = False) -> int:
    """The first (or the last) digit of the whole number `n`, its sign aside."""
    if n != int(n):
        raise ValueError(f"{n} is not a whole number")
    digits = str(abs(int(n)))
    return int(digits[-1] if last else digits[0])


def _width(n: int | float) -> int:
    """A text width to pad to: a whole number up to 1,000 (a phone number is no width)."""
    if n != int(n) or not 0 <= n <= 1000:
        raise ValueError(f"no width {n} to pad to")
    return int(n)


def _letters_between(first: str, last: str) -> list[str]:
    """The letters of the alphabet strictly between the letters `first` and `last`, in order."""
    a, b = sorted((first.strip().lower(), last.strip().lower()))
    if not (len(a) == len(b) == 1 and a in string.ascii_lowercase and b in string.ascii_lowercase):
        raise ValueError("letters between two letters of the alphabet only")
    return list(string.ascii_lowercase[string.ascii_lowercase.index(a) + 1:string.ascii_lowercase.index(b)])


def _place_values(n: int | float) -> list[int]:
    """The value of each non-zero digit of the whole number `n` in its place (4072: 4000, 70, 2)."""
    if not float(n).is_integer() or n < 0:
        raise toolkit.NotMine(f"place values of whole numbers only: {n}")
    digits = str(int(n))
    return [int(d) * 10 ** (len(digits) - i - 1) for i, d in enumerate(digits) if d != "0"]


def _letters_past(text: str, letter: str, before: bool = False) -> list[str]:
    """The letters of `text` that come after the one letter `letter` in the alphabet (or before it)."""
    mark = letter.strip().lower()
    if len(mark) != 1 or mark not in string.ascii_lowercase:
        raise toolkit.NotMine(f"not one letter of the alphabet: {letter[:20]!r}")
    return [c for c in text.lower() if c in string.ascii_lowercase and (c < mark if before else c > mark)]


def _translated(text: str, src: str, dst: str, seen: str) -> str:
    """`text` with each character of `src` replaced by the one at its place in `dst`, declined
    where it has a character that no example showed: whether that one is kept or replaced (and
    by what) is a guess."""
    unseen = sorted(set(text) - set(seen) - set(src))
    if unseen:
        raise toolkit.NotMine(f"no example showed what becomes of {''.join(unseen)!r}")
    return text.translate(str.maketrans(src, dst))


def _as_fraction(value: int | float) -> str:
    """`value` as a fraction in lowest terms: a quotient computed in floats is the fraction it
    stands for (0.16666666666666666 is "1/6"), a decimal as written ("0.3333" is "3333/10000")."""
    exact = fractions.Fraction(str(value))
    near = exact.limit_denominator(10 ** 6)
    return str(near if abs(near - exact) < fractions.Fraction(1, 10 ** 12) else exact)


def _whole_shown(value: int | float) -> int:
    """`value` as a whole number (a hair of float error off one is that one), declined when it is
    not one: every example's was, though it was computed in fractions (a quotient, a percentage),
    so no example showed how a fraction is written here (in full? rounded, and which way?)."""
    whole = round(value, 9)
    if not float(whole).is_integer():
        raise toolkit.NotMine("every example's value here was whole: none showed how another is written")
    return int(whole)


_RATIO_TEXT = re.compile(r"\d+(?:\.\d+)?:\d+(?:\.\d+)?")
"""Two numbers with a colon between ("16:9"): a ratio, where a pattern holds it as one value."""


def _ratio_part(text: str, i: int) -> "int | float":
    """The first (i = 0) or second (1) number of a ratio written "16:9"."""
    if not re.fullmatch(r"\d+(?:\.\d+)?:\d+(?:\.\d+)?", str(text).strip()):
        raise toolkit.NotMine(f"not a ratio of two numbers: {str(text)[:40]!r}")
    return toolkit.parse_number(str(text).strip().split(":")[i])


def _signed(text: str, zero: str | None) -> str:
    """A number written with its sign, as the examples wrote theirs: "+41", "-3"; zero as they
    wrote it ("0", "+0", "E"), declined where none showed one."""
    value = toolkit.parse_number(text)
    if value == 0:
        if zero is None:
            raise toolkit.NotMine("no example showed how zero is written here, with a sign or without")
        return zero
    return text if value < 0 or text.startswith("+") else "+" + text


def _fixed_shown(value: int | float, places: int, tie: str | None = None, whole: bool = False) -> str:
    """`value` with exactly `places` decimals, as every example was written, but declined when
    its last decimal is 0: no example showed whether such a value keeps it ("23.0") or is
    written as a person would ("23"). With `whole`, only a whole value is declined: an amount of
    money whose cents were all shown ("$40.20") may still be written "$204" or "$204.00"."""
    text = toolkit.fixed(value, places, tie=tie)
    if text.endswith("." + "0" * places if whole else "0"):
        raise toolkit.NotMine(f"no example showed how a {'whole ' if whole else ''}value whose "
                              f"{'decimals are' if whole else 'last decimal is'} 0 is written")
    return text


def _rounding_move(value: int | float, places: int) -> str:
    """How rounding `value` to the nearest `places` decimals moves it: `same` (nothing to round),
    `half` (half-way, where tie rules decide), `up` or `down` (by value: -47.7 goes down to -48)."""
    scaled = fractions.Fraction(toolkit.format_number(value)) * 10 ** places
    rest = scaled - math.floor(scaled)
    return "same" if rest == 0 else "half" if rest == fractions.Fraction(1, 2) else "down" if rest < 0.5 else "up"


def _rounded_as_shown(value: int | float, places: int, ways: str) -> int | float:
    """`value` as it is, declined where rounding it to `places` decimals would move it a way (up,
    down) that no example's moved: where every example went down, rounding to the nearest and
    rounding down agree on all of them, and 3.7 would get a guess."""
    move = _rounding_move(value, places)
    if move in ("up", "down") and move not in ways:
        raise toolkit.NotMine(f"no example was rounded {move}")
    return value


def _joined_as_shown(items: "Iterable[str]", sep: str, empty: bool = True, several: bool = True,
                     three: bool = True) -> str:
    """`items` joined with `sep`, where the examples showed lists of that size: with no empty list
    among them (`empty` False) an empty answer is a guess ("none"? ""?), with no list of two
    items or more (`several` False) so is the separator, and with none of three or more (`three`
    False) so is the second one ("a, b, c" or "a, b and c"?) and what the program does to a middle
    item (the words of "Ada Lovelace" reversed are also "the surname, then the rest")."""
    items = list(items)
    if not items and not empty:
        raise toolkit.NotMine("an empty list: no example showed how one is written")
    if len(items) > 1 and not several:
        raise toolkit.NotMine(f"{len(items)} items: no example showed how several are written")
    if len(items) > 2 and not three:
        raise toolkit.NotMine(f"{len(items)} items: no example showed more than two")
    return sep.join(items)


def _rotate(text: str, steps: int | float) -> str:
    """`text` with its first `steps` characters moved to its end (negative: its last ones to
    its start)."""
    if steps != int(steps) or not text:
        raise ValueError("a text is rotated by a whole number of characters")
    k = int(steps) % len(text)
    return text[k:] + text[:k]


def _in_one_word(text: str, part: str) -> bool:
    """Whether one word of `text` holds `part` twice or more (ignoring case): there "how often
    `part` occurs" and "how many words hold it" part ways (`_Search.repeat_guards`)."""
    return any(word.count(part.casefold()) > 1 for word in text.casefold().split())


def _readings_agree(answer: str, *others: "Callable[[], str]") -> bool:
    """Whether every other reading that fitted the examples as well gives `answer` here too (one
    that does not apply here does not count): where they part ways, the examples cannot say
    which was meant (`_Search.twins`)."""
    for other in others:
        try:
            value = other()
        except NameError:
            raise  # a reading whose helper is missing is a bug, never a reading that does not apply
        except Exception:  # noqa: BLE001 - that reading does not apply to this input
            continue
        if toolkit.normalise(value) != toolkit.normalise(answer):
            return False
    return True


def _alphabet_letter(n: int | float) -> str:
    """Letter number `n` (1 to 26) of the English alphabet, in lower case."""
    if n != int(n) or not 1 <= n <= 26:
        raise ValueError(f"no letter number {n} in the alphabet")
    return string.ascii_lowercase[int(n) - 1]


def _in_base(n: int | float, base: int | float) -> str:
    """The whole number `n` written in base 2 to 36 (digits, then lower-case letters)."""
    if n != int(n) or base != int(base) or not 2 <= base <= 36:
        raise ValueError(f"no base-{base} numeral for {n}")
    n, base, digits = int(n), int(base), ""
    sign, n = ("-", -n) if n < 0 else ("", n)
    while True:
        n, d = divmod(n, base)
        digits = "0123456789abcdefghijklmnopqrstuvwxyz"[d] + digits
        if not n:
            return sign + digits


def _duration(total: int | float, fields: int, width: int, seps: tuple[str, ...] = (), pad: int = 2) -> str:
    """A whole count of the smallest unit written in base 60 with `fields` fields: seconds as
    `m:ss` or `h:mm:ss`, minutes as `h:mm` (or with other separators, `seps`: "2h 05"); the first
    field padded with zeros to `width`, the others to `pad`. Width or pad 0: the examples never
    showed whether such a field below 10 is padded, so such a value is declined (`toolkit.NotMine`)."""
    if total != int(total) or total < 0:
        raise ValueError("a duration is a whole number of units, not negative")
    total, rest = int(total), []
    for _ in range(fields - 1):
        total, low = divmod(total, 60)
        if pad == 0 and low < 10:
            raise toolkit.NotMine("the examples never showed how a field below 10 is written")
        rest.append(f"{low:0{max(pad, 1)}d}")
    if width == 0 and total < 10:
        raise toolkit.NotMine("the examples never showed how a first field below 10 is written")
    seps = seps or (":",) * (fields - 1)
    return f"{total:0{width}d}" + "".join(sep + field for sep, field in zip(seps, reversed(rest)))


def _missing_term(numbers: list[int | float]) -> int | float:
    """The one number missing from a run at one step (`1, 2, 4, 5` -> 3; `10, 30, 40` -> 20),
    in any order; no gap or more than one is not this question."""
    run = sorted(numbers)
    pairs = list(zip(run, run[1:]))
    step = min((b - a for a, b in pairs), default=0)
    wide = [a for a, b in pairs if b - a == 2 * step]
    if step <= 0 or len(wide) != 1 or any(b - a not in (step, 2 * step) for a, b in pairs):
        raise ValueError("not a run with exactly one number missing")
    return wide[0] + step


def _middle(items: "list[Any]") -> "Any":
    """The middle item of an odd number of items. An even number has two middle ones: which one
    (or their mean) is meant, examples of odd lengths cannot say, so it is declined (the
    search's `upper_middle` is the later one, for examples that show it)."""
    if len(items) % 2 == 0:
        raise toolkit.NotMine("an even number of items has no one middle item")
    return items[len(items) // 2]


def _half(items: "Any", second: bool = False) -> "Any":
    """The first (or second) half of an even number of letters or items. An odd number has no
    halves the examples of even lengths vouch for (which half gets the middle one?): declined."""
    if len(items) % 2:
        raise toolkit.NotMine("an odd number of items has no two equal halves")
    return items[len(items) // 2:] if second else items[:len(items) // 2]


def _multiples(n: int | float, count: int | float) -> list[int | float]:
    """The first `count` multiples of `n` (n, 2n, 3n, ...); at most 10,000 of them."""
    if count != int(count) or not 0 < count <= 10_000:
        raise toolkit.NotMine("not a count of multiples")
    return [n * i for i in range(1, int(count) + 1)]


def _day_first(text: str) -> datetime.date:
    """The date written day first with slashes or dashes ("17/12/1978", "9-2-1951")."""
    for fmt in ("%d/%m/%Y", "%d-%m-%Y"):
        try:
            return datetime.datetime.strptime(str(text).strip(" ."), fmt).date()
        except ValueError:
            continue
    raise toolkit.NotMine(f"not a date written day first: {str(text)[:40]!r}")


def _nearer(a: int | float, b: int | float, target: int | float, far: bool = False) -> int | float:
    """Whichever of `a` and `b` is nearer to `target` (with `far`, further from it); a tie is
    declined: no example can say which one it would be."""
    da, db = abs(a - target), abs(b - target)
    if da == db:
        raise toolkit.NotMine("both are as far from it")
    return a if (da < db) != far else b


def _parses_as_date(text: object) -> bool:
    """Whether `text` is a date on its own (with its year)."""
    try:
        toolkit.parse_date(text)
    except (ValueError, TypeError):
        return False
    return True


def _whole_years(start: datetime.date, end: datetime.date) -> int:
    """The whole years from `start` to `end` (an age on a day); not before `start`."""
    if end < start:
        raise ValueError("the end is before the start")
    return end.year - start.year - ((end.month, end.day) < (start.month, start.day))


def _date_in_year(day: str, year: int | float) -> datetime.date:
    """The date a month and day ("January 20", "20 Jan") name in `year` (given apart)."""
    if year != int(year):
        raise toolkit.NotMine("not a year")
    return toolkit.parse_date(f"{day.strip(' ,.')} {int(year)}")


def _div_down(a: "int | float", b: "int | float") -> "int | float":
    """`a / b` rounded down: exact for whole numbers; a float quotient a hair off a whole number
    (`1 / 0.1` is 9.999...) is that number, as the exact one would be."""
    if isinstance(a, int) and isinstance(b, int):
        return a // b
    return math.floor(round(a / b, 9))


def _div_up(a: "int | float", b: "int | float") -> "int | float":
    """`a / b` rounded up: exact for whole numbers; a float quotient a hair off a whole number
    (`2 / (18 / 27)` is 3.0000000000000004) is that number, as the exact one would be."""
    if isinstance(a, int) and isinstance(b, int):
        return -(-a // b)
    return math.ceil(round(a / b, 9))


def _days_apart(first: str, last: str) -> int:
    """The days from the day `first` names to the day `last` names ("October 6th", "25 Dec"),
    neither with a year: to the next such day where `last` comes earlier in the year. Declined
    where a leap year would change the count (the span takes in the end of February)."""
    if _parses_as_date(first) or _parses_as_date(last):
        raise toolkit.NotMine("a day with its own year")
    counts = set()
    for year in (2001, 2004):  # a common year and a leap year
        start, end = _date_in_year(first, year), _date_in_year(last, year)
        if end < start:
            end = _date_in_year(last, year + 1)
        counts.add((end - start).days)
    if len(counts) > 1:
        raise toolkit.NotMine("the days between depend on the year")
    return counts.pop()


def _rounding_way(value: int | float, step: int | float) -> str:
    """How `_round_multiple` moves `value`: `same` (already a multiple), `half` (half-way, away
    from zero), `up` or `down`."""
    rounded = _round_multiple(value, step)
    if rounded == value:
        return "same"
    if abs(rounded - value) * 2 == abs(step):
        return "half"
    return "up" if rounded > value else "down"


def _emails(text: str) -> list[str]:
    """The email addresses in `text`, in order (`bo@mail.org.` -> `bo@mail.org`)."""
    return re.findall(r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)


def _urls(text: str) -> list[str]:
    """The web addresses in `text`, in order, without the punctuation that ends a sentence."""
    return [u.rstrip(".,;:!?)") for u in re.findall(r"(?:(?:https?|ftp)://|www\.)[^\s<>\"']+", text)]


def _amount(text: str) -> int | float | fractions.Fraction:
    """The value of a number or a fraction as written: `$1,200`, `-1.5`, `3/8`."""
    try:
        return toolkit.parse_number(text)
    except toolkit.NotMine:
        return fractions.Fraction(text.strip())


def _only_number(text: str) -> int | float:
    """The one number written in `text` ("someone born in 1957": 1957); ValueError unless one."""
    numbers = toolkit.parse_numbers(text)
    if len(numbers) != 1:
        raise ValueError(f"not one number in {text!r}")
    return numbers[0]


def _round_to(value: int | float, places: int | float) -> int | float:
    """`value` rounded to `places` decimal places, a whole number from 0 to 15 (`round()` with a
    huge negative count of places would compute a huge power of ten), as `toolkit.fixed` rounds."""
    if places != int(places) or not 0 <= places <= 15:
        raise ValueError("rounding to 0-15 decimal places")
    if isinstance(value, int):
        return value
    return float(toolkit.fixed(value, int(places)))  # on its decimal digits; a half-way value is declined


def _repeat(text: str, times: int | float) -> str:
    """`text` written `times` times over (at most 100,000 characters)."""
    n = int(times)
    if n < 0 or n != times or len(text) * n > 100_000:
        raise ValueError("not a count of repetitions this search writes out")
    return text * n


def _copies(item: str, times: int | float) -> list[str]:
    """A list of `times` copies of `item` (at most 10,000)."""
    n = int(times)
    if n < 0 or n != times or n > 10_000:
        raise ValueError("not a count of copies this search writes out")
    return [item] * n


def _minute_of_day(text: str) -> int:
    """Minutes from midnight to the clock time written in `text`."""
    t = toolkit.parse_time(text)
    return t.hour * 60 + t.minute


def _minutes_of_day(texts: Iterable[Any]) -> tuple[int, ...] | None:
    """`_minute_of_day` of each text, or None when one is no time of day ("29:07")."""
    try:
        return tuple(_minute_of_day(t) for t in texts)
    except toolkit.NotMine:
        return None


def _suffixed_number(text: str, suffix: str) -> int | float:
    """The number written before `suffix` in `text` ("1.5x" -> 1.5, "10 kg" -> 10)."""
    s = str(text).strip()
    if not s.casefold().endswith(suffix):
        raise toolkit.NotMine(f"not a number followed by {suffix!r}: {s[:40]!r}")
    return toolkit.parse_number(s[:len(s) - len(suffix)].strip())


def _settled(value: int | float) -> int | float:
    """`value` without a float's binary noise, a whole one an int: a learned `650 + 7 / 100 *
    39700` is 3429.0000000000005 in floats, 3429 in the exact sum its search saw."""
    return toolkit.parse_number(toolkit.format_number(value))


def _keypad_digits(text: str) -> str:
    """The digits a phone keypad writes `text` with: "HELLO" -> "43556" (other characters: not mine)."""
    keys = {c: str(k) for k, group in enumerate(("abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"), 2) for c in group}
    if not text.strip() or any(c.lower() not in keys for c in text.strip()):
        raise toolkit.NotMine(f"not letters alone: {text[:40]!r}")
    return "".join(keys[c.lower()] for c in text.strip())


def _offset_minutes(text: str) -> int:
    """The minutes of an offset in signed hours, a time zone's: "+5:30" -> 330, "-3" -> -180."""
    m = re.fullmatch(r"([+-])(\d{1,2})(?::([0-5]\d))?", str(text).strip())
    if m is None:
        raise toolkit.NotMine(f"not an offset in signed hours: {str(text)[:40]!r}")
    return (1 if m.group(1) == "+" else -1) * (int(m.group(2)) * 60 + int(m.group(3) or 0))


def _sixties(text: str) -> int:
    """A duration in base 60 counted in its smallest unit: "32:45" -> 1965, "1:02:03" -> 3723."""
    m = re.fullmatch(r"\d+(?::[0-5]\d){1,2}", str(text).strip())
    if m is None:
        raise toolkit.NotMine(f"not a duration like 32:45: {str(text)[:40]!r}")
    total = 0
    for part in m.group().split(":"):
        total = total * 60 + int(part)
    return total


def _in_unit(text: str, unit: str) -> int | float:
    """An amount in `unit`, the unit a request names after it: "1 h 55" (min) -> 115, "15" ->
    15, "5 ft 7" (in) -> 67."""
    sizes = {**dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), ("t", 3600)),
             **dict.fromkeys(("min", "mins", "minute", "minutes"), ("t", 60)),
             **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), ("t", 1)),
             **dict.fromkeys(("ft", "foot", "feet"), ("l", 12)), **dict.fromkeys(("in", "inch", "inches"), ("l", 1)),
             **dict.fromkeys(("st", "stone"), ("w", 14)), **dict.fromkeys(("lb", "lbs", "pound", "pounds"), ("w", 1)),
             "kg": ("g", 1000), "g": ("g", 1), "m": ("m", 100), "cm": ("m", 1)}
    s = str(text).strip()
    m = re.fullmatch(r"(\d+)\s*([^\W\d_]+)\s+(\d+(?:\.\d+)?)", s)
    if m is None:
        return toolkit.parse_number(s)
    big, small = sizes.get(m.group(2).casefold()), sizes.get(unit.casefold())
    if big is None or small is None or big[0] != small[0] or big[1] <= small[1]:
        raise toolkit.NotMine(f"not an amount in {m.group(2)!r} and {unit!r}: {s[:40]!r}")
    return int(m.group(1)) * big[1] // small[1] + toolkit.parse_number(m.group(3))


def _second_of_day(text: str) -> int:
    """Seconds from midnight to the clock time written in `text`."""
    t = toolkit.parse_time(text)
    return t.hour * 3600 + t.minute * 60 + t.second


def _plus_minutes(t: datetime.time, minutes: int | float) -> datetime.time:
    """The clock time `minutes` after `t`, past midnight if need be."""
    if minutes != int(minutes) or abs(minutes) > 10**6:
        raise ValueError("whole minutes up to a million")
    start = datetime.datetime.combine(datetime.date(2000, 1, 1), t)
    return (start + datetime.timedelta(minutes=int(minutes))).time()


def _most_vowels(items: list[str], fewest: bool = False) -> str:
    """The item with the most (or fewest) vowels; a tie is declined."""
    counts = [sum(c in "aeiouAEIOU" for c in w) for w in items]
    best = min(counts) if fewest else max(counts)
    if counts.count(best) != 1:
        raise toolkit.NotMine("a tie: which one is meant is a guess")
    return items[counts.index(best)]


def _masked(value: str | int | float, keep: int | float, mark: str, first: bool = False) -> str:
    """`value` with all but its last (or first) `keep` characters replaced by `mark`."""
    text = value if isinstance(value, str) else toolkit.format_number(value)
    if len(mark) != 1:
        raise ValueError("a mark is one character")
    if keep != int(keep) or not 0 <= keep <= len(text):
        raise ValueError("keeps a whole number of characters, at most all of them")
    hidden = len(text) - int(keep)
    return text[:int(keep)] + mark * hidden if first else mark * hidden + text[hidden:]


def _place_digit(n: int | float, place: int) -> int:
    """The digit of the whole number `n` at a place value (1 ones, 10 tens, 100 hundreds, ...),
    its sign aside; 0 past its first digit."""
    if n != int(n):
        raise ValueError(f"{n} is not a whole number")
    return abs(int(n)) // place % 10


def _clock(hour: int | float, minute: int | float) -> datetime.time:
    """The clock time `hour`:`minute` (hours 0 to 23, minutes 0 to 59, whole numbers)."""
    if hour != int(hour) or minute != int(minute) or not (0 <= hour < 24 and 0 <= minute < 60):
        raise ValueError("a clock time has whole hours 0-23 and minutes 0-59")
    return datetime.time(int(hour), int(minute))


def _rows(text: str) -> list[list[str]]:
    """The non-empty lines of `text` cut into fields at commas, tabs, semicolons, bars or a
    colon: "pear,18,2" -> ["pear", "18", "2"], "fig: $5" -> ["fig", "$5"]."""
    return [[f.strip() for f in re.split(r"[,\t;|]|:\s", line)] for line in str(text).splitlines() if line.strip()]


def _records(text: str) -> dict[str, int | float]:
    """Rows of a name and a number ("fig: $5", "kiwi,40") as a mapping of name to number."""
    out: dict[str, int | float] = {}
    for row in _rows(text):
        if len(row) != 2 or row[0] in out:
            raise ValueError("rows of a name and a number, each name once")
        out[row[0]] = toolkit.parse_number(row[1])
    return out


def _top_name(text: str, smallest: bool = False) -> str:
    """The name in the row with the largest (or smallest) number; no tie."""
    records = _records(text)
    numbers = sorted(records.values(), reverse=not smallest)
    if len(numbers) > 1 and numbers[0] == numbers[1]:
        raise toolkit.NotMine("a tie: which one is meant is a guess")
    return next(name for name, n in records.items() if n == numbers[0])


def _top_key(record: "dict[str, Any]", smallest: bool = False) -> str:
    """The key whose value is the largest (or smallest) number; no tie, every value a number."""
    if not all(type(v) in (int, float) for v in record.values()):
        raise ValueError("a value that is not a number")
    numbers = sorted(record.values(), reverse=not smallest)
    if len(numbers) > 1 and numbers[0] == numbers[1]:
        raise toolkit.NotMine("a tie: which one is meant is a guess")
    return next(key for key, n in record.items() if n == numbers[0])


def _next_to(items: "list[Any]", item: "Any", step: int) -> "Any":
    """The item `step` places after `item` (before it, for a negative step) in `items`, where
    `item` occurs once and the place is inside the list."""
    if items.count(item) != 1 or not 0 <= items.index(item) + step < len(items):
        raise ValueError(f"{item!r} is not once in the list, with a neighbour there")
    return items[items.index(item) + step]


def _powers(n: "int | float", base: "int | float") -> tuple[int, int]:
    """The powers of `base` next to the whole number `n` >= 1: the largest at most `n` and the
    smallest at least `n` (equal where `n` is one)."""
    if n != int(n) or base != int(base) or not 1 <= n <= 10**18 or not 2 <= base <= 1000:
        raise toolkit.NotMine(f"powers of a whole base from 2 to 1000 near a whole number from 1: {base}, {n}")
    low = 1
    while low * int(base) <= n:
        low *= int(base)
    return low, low if low == n else low * int(base)


def _collatz_steps(n: "int | float") -> int:
    """How many steps the Collatz sequence from `n` takes to reach 1 (halve an even number,
    else 3n + 1)."""
    if n != int(n) or not 1 <= n <= 10**12:
        raise toolkit.NotMine(f"a Collatz sequence starts at a whole number from 1: {n}")
    m, steps = int(n), 0
    while m != 1 and steps < 10_000:
        m, steps = m // 2 if m % 2 == 0 else 3 * m + 1, steps + 1
    return steps


def _swap_initials(text: str) -> str:
    """`text` with the first letters of its first and last words swapped (a spoonerism: "kite
    mango" is "mite kango")."""
    words = text.split(" ")
    if len(words) < 2 or not words[0] or not words[-1]:
        raise toolkit.NotMine("swapping first letters needs two words")
    first, last = words[0], words[-1]
    return " ".join([last[0] + first[1:], *words[1:-1], first[0] + last[1:]])


def _weighted_mean(values: "list[Any]", weights: "list[Any]") -> float:
    """The mean of `values`, each counted `weights` times (the weights in the same order)."""
    if len(values) != len(weights) or not values or sum(weights) == 0:
        raise ValueError("one weight per value, not all zero")
    return sum(v * w for v, w in zip(values, weights)) / sum(weights)


def _pig_latin(text: str, vowel_end: str = "way") -> str:
    """Each word in Pig Latin: the consonants before its first vowel (a "qu" with them) moved to
    its end, then "ay"; a word that starts with a vowel gets `vowel_end`."""
    def word(w: str) -> str:
        m = re.match(r"(?i)((?:[^aeiou\W\d_]*?qu)|[^aeiou\W\d_]*)(.*)", w)
        assert m is not None
        head, rest = m.groups()
        if not head:
            return w + vowel_end
        out = rest + head + "ay"
        return out.capitalize() if w[:1].isupper() and w[1:].islower() else out
    return re.sub(r"[^\W\d_]+", lambda m: word(m.group(0)), text)


def _mixed_number(text: str) -> str:
    """The fraction `text` as a mixed number ("47/5" -> "9 2/5"); a proper fraction as it is, in
    lowest terms, and a whole number alone."""
    q = fractions.Fraction(str(text).strip())
    whole, part = int(q), abs(q - int(q))
    if not whole:
        return str(q)
    return f"{whole} {part}" if part else str(whole)


def _clock_angle(t: "datetime.time", larger: bool = False) -> "int | float":
    """The angle in degrees between a clock's hands at `t`: the smaller one, or the larger."""
    angle = abs(30 * (t.hour % 12) - 5.5 * t.minute) % 360
    small = min(angle, 360 - angle)
    return 360 - small if larger else small


def _geometric_term(first: "int | float", ratio: "int | float", n: "int | float") -> "int | float":
    """Term `n` (from 1) of the geometric sequence that starts at `first` with ratio `ratio`."""
    return first * ratio ** (_whole(n, "a term number", 10_000) - 1)


def _cross(first: "list[Any]", second: "list[Any]") -> "list[Any]":
    """The cross product of two vectors of 3 numbers."""
    if len(first) != 3 or len(second) != 3:
        raise toolkit.NotMine("the cross product is of two vectors of 3 numbers")
    (a, b, c), (d, e, f) = first, second
    return [b * f - c * e, c * d - a * f, a * e - b * d]


def _discriminant(coefficients: "list[Any]") -> "int | float":
    """The discriminant b^2 - 4ac of the quadratic with coefficients [a, b, c]."""
    if len(coefficients) != 3:
        raise toolkit.NotMine("not a quadratic")
    a, b, c = coefficients
    return b * b - 4 * a * c


def _polynomial_value(coefficients: "list[Any]", x: "int | float") -> "int | float":
    """The polynomial with these coefficients (highest power first) at `x`."""
    value: "int | float" = 0
    for c in coefficients:
        value = value * x + c
    return value


def _geometric_sum(first: "int | float", ratio: "int | float", n: "int | float") -> "int | float":
    """The sum of the first `n` terms of the geometric sequence that starts at `first` with
    ratio `ratio`."""
    count = _whole(n, "a number of terms", 10_000)
    if ratio == 1:
        return first * count
    top = first * (ratio ** count - 1)
    exact = isinstance(top, int) and isinstance(ratio, int) and top % (ratio - 1) == 0
    return top // (ratio - 1) if exact else top / (ratio - 1)


def _choices(n: "int | float", k: "int | float", ordered: bool = False) -> int:
    """The ways to choose `k` of `n` things (in order: to arrange them)."""
    if n != int(n) or k != int(k) or not 0 <= k <= n <= 100_000:
        raise toolkit.NotMine(f"{k} of {n}: asked of whole numbers, at most as many as there are")
    return math.perm(int(n), int(k)) if ordered else math.comb(int(n), int(k))


def _trimmed(values: "list[Any]") -> "list[Any]":
    """`values` sorted without the lowest and the highest (one of each)."""
    if len(values) < 3:
        raise toolkit.NotMine("fewer than three values: none is left without the extremes")
    return sorted(values)[1:-1]


def _absolute_deviation(values: "list[Any]", centre: str = "mean") -> "int | float":
    """The mean (or median) absolute deviation of `values` from their mean (or median)."""
    average = statistics.mean if centre == "mean" else statistics.median
    middle = average(values)
    return average([abs(x - middle) for x in values])


def _pairs_table(items: "list[str]") -> "dict[int, str]":
    """The replacements a list of pairs states ("a with 4", "e with 3", "o to 0"), as a table
    for `str.translate`: each item's last character before the word, replaced by what follows."""
    pairs = [re.fullmatch(r"(?:.*\s)?['\"]?(\S)['\"]?\s+(?:with|to|into|by|for|as|->|→|=>|becomes)\s+['\"]?(\S{1,4}?)['\"]?\s*",
                          item) for item in items]
    if not pairs or not all(pairs):
        raise toolkit.NotMine("not a list of replacements")
    return str.maketrans({m.group(1): m.group(2) for m in pairs if m})


def _band_of(value: "int | float", bands: "tuple[tuple[Any, bool, Any, bool, str], ...]") -> str:
    """The label of the band `value` falls in: each band (low, low included, high, high
    included, label), None for no bound ("90 and above is an A": (90, True, None, False, "A"))."""
    for low, low_in, high, high_in, label in bands:
        if (low is None or value > low or (low_in and value == low)) and \
                (high is None or value < high or (high_in and value == high)):
            return label
    raise toolkit.NotMine(f"{value} is in none of the bands the request states")


def _step_ways(total: "int | float", steps: "tuple[Any, ...]", ordered: bool = True) -> int:
    """The ways to make `total` from parts of the sizes `steps`: in order (climbing a staircase
    1 or 2 steps at a time) or not (making change from coins)."""
    n = _whole(total, "a total", 100_000)
    sizes = sorted({_whole(x, "a step", 100_000) for x in steps} - {0})
    if n < 0 or not sizes:
        raise toolkit.NotMine("a total of no negative size, made of steps of some size")
    ways = [1] + [0] * n
    if ordered:
        for k in range(1, n + 1):
            ways[k] = sum(ways[k - size] for size in sizes if size <= k)
    else:
        for size in sizes:
            for k in range(size, n + 1):
                ways[k] += ways[k - size]
    return ways[n]


def _dice_ways(total: "int | float", dice: "int | float", sides: "int | float") -> int:
    """The ways `dice` dice of `sides` sides (numbered 1 to sides) show a total of `total`."""
    n, k = _whole(dice, "a number of dice", 50), _whole(sides, "a number of sides", 1000)
    if n < 1 or k < 1:
        raise toolkit.NotMine("at least one die of at least one side")
    ways = {0: 1}
    for _ in range(n):
        step: dict[int, int] = {}
        for value, count in ways.items():
            for face in range(1, k + 1):
                step[value + face] = step.get(value + face, 0) + count
        ways = step
    return ways.get(int(total), 0) if total == int(total) else 0


def _quartiles(values: "list[Any]", method: str = "inclusive") -> "list[int | float]":
    """The lower quartile, the median and the upper quartile of `values` (`statistics.quantiles`,
    with the ends of the data in the range or, "exclusive", outside it)."""
    if len(values) < 2:
        raise toolkit.NotMine("quartiles of fewer than two values")
    return statistics.quantiles(values, n=4, method=method)


def _loan_payment(principal: "int | float", rate: "int | float", months: "int | float") -> float:
    """The monthly payment that repays `principal` over `months` at `rate` percent a year,
    interest monthly (rate / 12 a month)."""
    count = _whole(months, "a number of months", 10_000)
    if count < 1 or rate < 0:
        raise toolkit.NotMine("a loan of at least one month at no negative rate")
    i = rate / 1200
    return principal / count if i == 0 else principal * i / (1 - (1 + i) ** -count)


def _semitones(frequency: "int | float", steps: "int | float") -> float:
    """The frequency `steps` equal-tempered semitones above `frequency` (below where negative)."""
    return frequency * 2 ** (steps / 12)


def _chinese_zodiac(year: "int | float") -> str:
    """The animal of the Chinese zodiac for `year` (the cycle by calendar year: 2020 a Rat)."""
    animals = ("Rat", "Ox", "Tiger", "Rabbit", "Dragon", "Snake", "Horse", "Goat", "Monkey", "Rooster", "Dog", "Pig")
    return animals[(_whole(year, "a year", 10 ** 6) - 4) % 12]


def _zodiac_sign(day: "datetime.date") -> str:
    """The western zodiac sign of a birthday (tropical dates: Aries from March 21)."""
    starts = ((1, 20, "Aquarius"), (2, 19, "Pisces"), (3, 21, "Aries"), (4, 20, "Taurus"), (5, 21, "Gemini"),
              (6, 21, "Cancer"), (7, 23, "Leo"), (8, 23, "Virgo"), (9, 23, "Libra"), (10, 23, "Scorpio"),
              (11, 22, "Sagittarius"), (12, 22, "Capricorn"))
    sign = "Capricorn"
    for month, first, name in starts:
        if (day.month, day.day) >= (month, first):
            sign = name
    return sign


def _dot(first: "list[Any]", second: "list[Any]") -> "int | float":
    """The dot product of two vectors of one length."""
    if len(first) != len(second) or not first:
        raise ValueError("two vectors of one length")
    return sum(a * b for a, b in zip(first, second))


def _run_length(text: str, count_first: bool = False) -> str:
    """`text` in run-length encoding: each run of one character as the character and how many
    ("aaab": "a3b1"; counts first: "3a1b")."""
    if not text:
        raise toolkit.NotMine("nothing to encode")
    runs = [(c, len(list(group))) for c, group in itertools.groupby(text)]
    return "".join(f"{n}{c}" if count_first else f"{c}{n}" for c, n in runs)


def _recurrence(start: "list[Any]", n: "int | float") -> "int | float":
    """Term `n` (from 1) of the sequence that begins with the terms `start` and goes on with the
    sum of the previous len(start) terms (Fibonacci from 0, 1; Tribonacci from 0, 0, 1)."""
    if n != int(n) or not 1 <= n <= 10_000 or not 2 <= len(start) <= 10:
        raise toolkit.NotMine("a term from 1 to 10,000 of a sequence begun by 2 to 10 terms")
    terms = list(start)
    while len(terms) < n:
        terms.append(sum(terms[-len(start):]))
    return terms[int(n) - 1]


def _within(k: "int | float", low: int, high: int) -> int:
    """`k` as an index or count where it is a whole number from `low` to `high`: Python would
    read item 0 of a list counted from 1, or the last 3 of 2 items, from the other end."""
    if k != int(k) or not low <= k <= high:
        raise toolkit.NotMine(f"{k} is not a whole number from {low} to {high}")
    return int(k)


def _from_end(items: "list[Any] | str", k: "int | float") -> "Any":
    """Item `k` of `items` counting from the end (1: the last), where there is one."""
    if k != int(k) or not 1 <= k <= len(items):
        raise toolkit.NotMine(f"no item {k} from the end of {len(items)}")
    return items[-int(k)]


def _replaced_at(items: "list[Any]", k: "int | float", value: "Any") -> "list[Any]":
    """`items` with item `k` (from 1) replaced by `value`, where there is one."""
    if k != int(k) or not 1 <= k <= len(items):
        raise toolkit.NotMine(f"no item {k} among {len(items)}")
    return [*items[:int(k) - 1], value, *items[int(k):]]


def _cube_root(x: "int | float") -> "int | float":
    """The cube root of `x` (negative for a negative `x`): a whole number where `x` is a cube."""
    root = round(abs(x) ** (1 / 3))
    if root ** 3 == abs(x):
        return -root if x < 0 else root
    return math.copysign(abs(x) ** (1 / 3), x)


def _weekdays_in_month(day: "datetime.date", weekday: int) -> int:
    """How many days of the month of `day` fall on `weekday` (0: Monday)."""
    first = day.replace(day=1)
    return sum(1 for k in range(_days_in_month(day)) if (first.weekday() + k) % 7 == weekday)


def _overlap(a: "int | float", b: "int | float", c: "int | float", d: "int | float", whole: bool = True) -> "int | float":
    """How much the ranges `a`-`b` and `c`-`d` share: whole numbers counted with both ends (days 3-5
    and 5-9 share 1), else a length (hours 9-17 and 13-20 share 4); 0 when they do not meet."""
    low, high = max(min(a, b), min(c, d)), min(max(a, b), max(c, d))
    return max(0, high - low + 1) if whole else max(0, high - low)


def _fewest_coins(amount: "int | float", coins: "list[int | float]") -> int:
    """The fewest coins of the values `coins` (each as often as needed) that make `amount`."""
    values = sorted({int(c) for c in coins if c == int(c) and c > 0})
    if amount != int(amount) or amount < 0 or not values or int(amount) > 1_000_000:
        raise toolkit.NotMine(f"no whole amount {amount} in coins {coins}")
    best = [0] + [-1] * int(amount)
    for total in range(1, int(amount) + 1):
        options = [best[total - c] for c in values if c <= total and best[total - c] >= 0]
        best[total] = min(options) + 1 if options else -1
    if best[-1] < 0:
        raise toolkit.NotMine(f"coins {coins} cannot make {amount}")
    return best[-1]


def _digits_text(value: "str | int | float") -> str:
    """The digits of a code or a whole number, spaces and dashes left out ("4539 1488-0343")."""
    text = str(int(value)) if isinstance(value, (int, float)) else re.sub(r"[\s-]", "", value)
    if not text.isdigit():
        raise toolkit.NotMine(f"not a run of digits: {value!r}")
    return text


def _luhn_valid(value: "str | int | float") -> bool:
    """Whether a number passes the Luhn check (card numbers): every second digit from the right
    doubled, digits summed, the total a multiple of 10."""
    digits = [int(c) for c in reversed(_digits_text(value))]
    return sum(d if i % 2 == 0 else (2 * d if d < 5 else 2 * d - 9) for i, d in enumerate(digits)) % 10 == 0


def _isbn_check(value: "str | int | float") -> str:
    """The check digit of an ISBN from its first 9 digits (ISBN-10: 0-9 or X) or 12 (ISBN-13)."""
    digits = [int(c) for c in _digits_text(value)]
    if len(digits) == 9:
        check = -sum((10 - i) * d for i, d in enumerate(digits)) % 11
        return "X" if check == 10 else str(check)
    if len(digits) == 12:
        return str(-sum(d * (3 if i % 2 else 1) for i, d in enumerate(digits)) % 10)
    raise toolkit.NotMine(f"{len(digits)} digits: an ISBN check digit follows 9 or 12")


def _scrabble_score(word: str) -> int:
    """The sum of the English Scrabble letter values of `word`'s letters."""
    values = {**dict.fromkeys("aeilnorstu", 1), **dict.fromkeys("dg", 2), **dict.fromkeys("bcmp", 3),
              **dict.fromkeys("fhvwy", 4), "k": 5, **dict.fromkeys("jx", 8), **dict.fromkeys("qz", 10)}
    if not any(c.isalpha() for c in word) or any(c.isalpha() and c.lower() not in values for c in word):
        raise toolkit.NotMine(f"no English word: {word!r}")
    return sum(values.get(c.lower(), 0) for c in word)


def _whole(n: "int | float", what: str, top: int = 10**12) -> int:
    """`n` as an int, declined unless it is a whole number from 1 to `top`."""
    if n != int(n) or not 1 <= n <= top:
        raise toolkit.NotMine(f"{n}: {what} is asked of a whole number from 1 to {top}")
    return int(n)


def _is_armstrong(n: "int | float") -> bool:
    """Whether `n` is the sum of its digits, each raised to the number of digits (153, 9474)."""
    digits = str(_whole(n, "an Armstrong number"))
    return int(digits) == sum(int(d) ** len(digits) for d in digits)


def _is_happy(n: "int | float") -> bool:
    """Whether summing the squares of the digits, again and again, reaches 1 from `n` (7, 10, 13)."""
    n, seen = _whole(n, "a happy number"), set()
    while n != 1 and n not in seen:
        seen.add(n)
        n = sum(int(d) ** 2 for d in str(n))
    return n == 1


def _fizzbuzz(n: "int | float") -> str:
    """What FizzBuzz says for `n`: "Fizz" for a multiple of 3, "Buzz" of 5, "FizzBuzz" of both."""
    n = _whole(n, "FizzBuzz")
    return "FizzBuzz" if n % 15 == 0 else "Fizz" if n % 3 == 0 else "Buzz" if n % 5 == 0 else str(n)


def _is_perfect(n: "int | float") -> bool:
    """Whether `n` is a perfect number: the sum of its divisors below it is `n` (6, 28, 496)."""
    if n != int(n) or n < 1 or n > 10**12:
        raise toolkit.NotMine(f"{n}: a perfect number is a whole number from 1 to 10**12")
    n = int(n)
    total = sum(d + (n // d if d * d != n and d != 1 else 0) for d in range(1, math.isqrt(n) + 1) if n % d == 0)
    return n > 1 and total == n


def _significant(value: "int | float", figures: "int | float") -> str:
    """`value` rounded to `figures` significant figures and written with that many ("1.50",
    "12000", "0.00123"). A value half-way between two answers is declined, as `toolkit.fixed`
    declines it: people round it up and `round()` to an even digit."""
    if figures != int(figures) or not 1 <= figures <= 15 or not value or not math.isfinite(value):
        raise ValueError("rounds a non-zero number to 1-15 significant figures")
    exact = fractions.Fraction(repr(value) if isinstance(value, float) else value)
    power = math.floor(math.log10(abs(exact)))
    power += (abs(exact) >= fractions.Fraction(10) ** (power + 1)) - (abs(exact) < fractions.Fraction(10) ** power)
    for _ in range(2):  # 9.96 to 2 figures is 10: one place fewer once the rounding carries
        step = fractions.Fraction(10) ** (power - int(figures) + 1)
        whole, rest = divmod(abs(exact) / step, 1)
        if rest == fractions.Fraction(1, 2):
            raise toolkit.NotMine(f"{value} is half-way at {int(figures)} significant figures")
        rounded = (whole + (rest > fractions.Fraction(1, 2))) * step
        if rounded < fractions.Fraction(10) ** (power + 1):
            break
        power += 1
    places = max(0, int(figures) - 1 - power)
    sign = "-" if exact < 0 else ""
    return sign + (str(int(rounded)) if not places else f"{int(rounded)}.{int(rounded * 10 ** places) % 10 ** places:0{places}d}")


def _each_twice(value: "str | int | float") -> str:
    """Every character of `value` written twice ("1122" from 12)."""
    text = value if isinstance(value, str) else toolkit.format_number(value)
    return "".join(c + c for c in text)


def _inside_ends(text: str, mark: str) -> str:
    """The text between the first and the last `mark` in `text` ("nan" in "banana", for "a")."""
    if not mark or text.count(mark) < 2:
        raise ValueError(f"{mark!r} does not occur twice")
    return text[text.index(mark) + len(mark):text.rindex(mark)]


def _round_clock(t: "datetime.time", minutes: "int | float") -> "datetime.time":
    """`t` rounded to the nearest multiple of `minutes` past midnight (a half: later), wrapping at
    midnight."""
    if minutes != int(minutes) or not 1 <= minutes <= 720:
        raise toolkit.NotMine(f"{minutes}: a step from 1 to 720 minutes")
    total = t.hour * 60 + t.minute
    rounded = (total + int(minutes) // 2) // int(minutes) * int(minutes) if t.second == 0 else None
    if rounded is None or int(minutes) % 2 == 0 and total % int(minutes) == int(minutes) // 2:
        raise toolkit.NotMine(f"{t}: half-way between two steps of {minutes} minutes, or seconds")
    return datetime.time(rounded // 60 % 24, rounded % 60)


def _common_end(first: str, second: str, last: bool = False) -> "list[str]":
    """The longest start (`last`: end) `first` and `second` share, as a list of one, or empty."""
    a, b = (first[::-1], second[::-1]) if last else (first, second)
    n = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    part = a[:n][::-1] if last else a[:n]
    return [part] if part else []


def _vowel_pick(first: str, second: str, fewer: bool = False) -> str:
    """Whichever of two texts has more (`fewer`: fewer) vowels; as many in both: declined."""
    a, b = (sum(c in "aeiouAEIOU" for c in t) for t in (first, second))
    if a == b:
        raise toolkit.NotMine(f"{a} vowels in both")
    return first if (a > b) != fewer else second


def _weekdays_from(first: "datetime.date", last: "datetime.date") -> int:
    """How many days from `first` to `last`, both included, fall Monday to Friday."""
    if abs((last - first).days) > 100_000:
        raise toolkit.NotMine("more than 100,000 days")
    first, last = min(first, last), max(first, last)
    return sum((first + datetime.timedelta(days=k)).weekday() < 5 for k in range((last - first).days + 1))


def _scientific(n: "int | float") -> "list[int | float]":
    """`n` as a mantissa from 1 to 10 and a power of ten (44000: [4.4, 4])."""
    if n == 0 or not math.isfinite(n):
        raise toolkit.NotMine(f"{n} has no power of ten")
    power = math.floor(math.log10(abs(n)))
    mantissa = float(fractions.Fraction(str(n)) / fractions.Fraction(10) ** power)
    if abs(mantissa) >= 10:
        power, mantissa = power + 1, mantissa / 10
    return [round(mantissa, 12), power]


def _ratio_simplest(text: str) -> str:
    """A ratio "a:b" (or "a to b") in lowest terms, written as given ("27:126": "3:14")."""
    m = re.fullmatch(r"\s*(\d+)\s*(:|to|/)\s*(\d+)\s*", text)
    if m is None or int(m.group(1)) == 0 and int(m.group(3)) == 0:
        raise toolkit.NotMine(f"no ratio of whole numbers: {text!r}")
    a, b = int(m.group(1)), int(m.group(3))
    g = math.gcd(a, b)
    sep = ":" if m.group(2) == ":" else f" {m.group(2)} " if m.group(2) == "to" else "/"
    return f"{a // g}{sep}{b // g}"


def _ratio_of(first: "int | float", second: "int | float") -> str:
    """Two whole numbers as a ratio in lowest terms ("1920", "1080": "16:9")."""
    if not (float(first).is_integer() and float(second).is_integer()) or first < 0 or second < 0 or first == second == 0:
        raise toolkit.NotMine(f"no ratio of whole numbers: {first}, {second}")
    g = math.gcd(int(first), int(second))
    return f"{int(first) // g}:{int(second) // g}"


def _fraction_of(part: "int | float", whole: "int | float") -> str:
    """A part of a whole, both whole numbers, as a fraction in lowest terms (7 of 31: "7/31"; 0 of
    31: "0"; 31 of 31: "1")."""
    if not (float(part).is_integer() and float(whole).is_integer()) or whole == 0:
        raise toolkit.NotMine(f"no fraction of whole numbers: {part}, {whole}")
    return str(fractions.Fraction(int(part), int(whole)))


def _unreduced(text: str) -> bool:
    """Whether `text` is a fraction of whole numbers not in lowest terms ("6/8")."""
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    return m is not None and math.gcd(int(m.group(1)), int(m.group(2))) != 1


def _count_differences(first: str, second: str) -> int:
    """In how many places two texts of one length differ (their Hamming distance)."""
    if len(first) != len(second):
        raise toolkit.NotMine(f"lengths {len(first)} and {len(second)} differ")
    return sum(a != b for a, b in zip(first, second))


def _possessive(noun: str) -> str:
    """The possessive of `noun` as English writes it: an apostrophe after a final s, else 's."""
    if not noun.strip() or not noun.strip()[-1].isalpha():
        raise toolkit.NotMine(f"no noun: {noun!r}")
    return noun + ("'" if noun.endswith(("s", "S")) else "'s")


def _line_between(value: "int | float", corners: "tuple[tuple[float, float], ...]", places: int) -> float:
    """`a * value + b` for the lines (a, b) between `corners`, which the examples' rounded answers
    allow: their middle, where all of them round alike to `places` decimals, else declined."""
    ends = [a * value + b for a, b in corners]
    low, high = min(ends), max(ends)
    if round(low, places) != round(high, places):
        raise toolkit.NotMine(f"{value}: the lines the examples allow round to {round(low, places)} or {round(high, places)}")
    return (low + high) / 2


def _json_text(value: "Any") -> str:
    """A JSON value as a person reads it: text as it is, anything else written as JSON (31, true)."""
    return value if isinstance(value, str) else json.dumps(value)


def _interleave(first: str, second: str) -> str:
    """The characters of `first` and `second` taken in turn, the longer one's rest at the end."""
    n = min(len(first), len(second))
    return "".join(a + b for a, b in zip(first, second)) + first[n:] + second[n:]


def _chunks(text: str, size: int | float) -> list[str]:
    """`text` cut into pieces of `size` characters, the last one shorter if need be."""
    if size != int(size) or size < 1:
        raise ValueError("a piece has a whole number of characters, 1 or more")
    return [text[i:i + int(size)] for i in range(0, len(text), int(size))]


def _doubled(text: str) -> str:
    """The first character of `text` that comes twice in a row ("l" in "balloon")."""
    found = re.search(r"(.)\1", text)
    if found is None:
        raise ValueError("no character comes twice in a row")
    return found.group(1)


def _month_number(text: str) -> int:
    """The month (1 to 12) of a date, or of a text that starts with a month's name ("May 16")."""
    try:
        return toolkit.parse_date(text).month
    except toolkit.NotMine:
        first = str(text).split()[:1]
        return _name_index(_month_names(), first[0].rstrip(",") if first else "") + 1


def _and_join(items: list[str], serial: bool = False) -> str:
    """`items` as an English list: `a, b and c` (with `serial`, `a, b, and c`); two or more."""
    if len(items) < 2:
        raise ValueError("a list of one item is not joined")
    return ", ".join(items[:-1]) + ("," if serial and len(items) > 2 else "") + " and " + items[-1]


def _column(text: str, k: int) -> list[int | float]:
    """The numbers in field `k` (from 0) of every row of `text`."""
    return [toolkit.parse_number(row[k]) for row in _rows(text)]


def _ordinal(n: int | float) -> str:
    """`n` as an ordinal number: 1st, 2nd, 3rd, 4th, 11th, 112th, 23rd."""
    if n != int(n):
        raise ValueError("ordinals are whole numbers")
    n = int(n)
    suffix = "th" if 10 <= abs(n) % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(abs(n) % 10, "th")
    return f"{n}{suffix}"


def _position(text: str) -> int:
    """The place an ordinal names: `third` and `3rd` are 3. Raises ValueError on other text."""
    words = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
             "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
    s = str(text).strip().casefold()
    m = re.fullmatch(r"(\d+)(?:st|nd|rd|th)", s)
    if m:
        return int(m.group(1))
    if s in words:
        return words.index(s) + 1
    raise ValueError(f"not an ordinal: {s[:40]!r}")


def _numbers_key(text: str) -> list[int]:
    """The whole numbers in `text`, in order: what sorts versions (1.9.8 before 1.10.2) and
    numbered names (file2 before file10). Raises ValueError on text without digits."""
    found = [int(d) for d in re.findall(r"\d+", str(text))]
    if not found:
        raise ValueError(f"no number in {str(text)[:40]!r}")
    return found


def _is_leap_year(year: int | float) -> bool:
    """Whether `year` is a leap year in the Gregorian calendar."""
    y = int(year)
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _next_leap_year(year: int | float, step: int = 1) -> int:
    """The first leap year after `year` (before it, with `step` -1)."""
    if year != int(year) or not 0 < year < 10**6:
        raise ValueError("years are whole numbers from 1 to 999999")
    y = int(year) + step
    while not _is_leap_year(y):
        y += step
    return y


def _next_prime(n: int | float, step: int = 1) -> int:
    """The first prime after `n` (before it, with `step` -1); there is none before 2."""
    if n != int(n) or n > 10**7:
        raise ValueError("whole numbers up to 10**7")
    k = int(n) + step
    while k >= 2 and not _is_prime(k):
        k += step
    if k < 2:
        raise ValueError("no prime before 2")
    return k


def _nth_prime(n: int | float) -> int:
    """The `n`th prime number, counting 2 as the first."""
    k = 1
    for _ in range(_whole(n, "a prime's place", 100_000)):
        k = _next_prime(k)
    return k


def _walk(text: str) -> tuple[int | float, int | float]:
    """Where moves end, from (0, 0) facing (0, 1): "Take 3 steps left. Turn around. Walk 2 km
    north." Steps go forward (the default), backward, left or right of the way one faces, or
    toward a compass point; turns go left, right or around. Any other sentence: NotMine."""
    x: int | float = 0
    y: int | float = 0
    dx, dy = 0, 1
    for part in re.split(r"\.(?!\d)|[;\n]|,\s*(?:and\s+)?(?:then\s+)?", text.casefold()):
        part = part.strip()
        if part in ("", "always face forward", "face forward"):
            continue
        turn = re.fullmatch(r"(?:then\s+)?turn\s+(left|right|around)", part)
        if turn is not None:
            dx, dy = {"left": (-dy, dx), "right": (dy, -dx), "around": (-dx, -dy)}[turn.group(1)]
            continue
        move = re.fullmatch(r"(?:then\s+)?(take\s+|walk\s+|move\s+|go\s+|step\s+|run\s+)?(\d+(?:\.\d+)?)\s*(?:steps?|paces?|blocks?|km|m|"
                            r"miles?|metres?|meters?|units?|squares?)?(?:\s+(forwards?|backwards?|back|left|right|north|"
                            r"south|east|west))?", part)
        if move is None or not (move.group(1) or move.group(3)):
            raise toolkit.NotMine(f"{part!r} is not a step or a turn")
        way = (move.group(3) or "forward").rstrip("s").replace("backward", "back")
        ux, uy = {"forward": (dx, dy), "back": (-dx, -dy), "left": (-dy, dx), "right": (dy, -dx), "north": (0, 1),
                  "south": (0, -1), "east": (1, 0), "west": (-1, 0)}[way]
        n = toolkit.parse_number(move.group(2))
        x, y = x + n * ux, y + n * uy
    return x, y


def _compass_point(bearing: int | float, points: int) -> str:
    """The nearest of `points` (4, 8 or 16) compass points to a bearing in degrees: 100 -> E."""
    names = ("N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW")
    return names[round(bearing % 360 / (360 / points)) % points * (16 // points)]


def _hex_bytes(text: str) -> list[int]:
    """The byte values of a string of hex digits, two digits a byte: "#ff8000" -> [255, 128, 0]."""
    digits = text.strip().removeprefix("#")
    if not digits or len(digits) % 2 or any(c not in string.hexdigits for c in digits):
        raise ValueError("not pairs of hex digits")
    return [int(digits[i:i + 2], 16) for i in range(0, len(digits), 2)]


def _days_in_month(day: datetime.date) -> int:
    """How many days the month of `day` has."""
    first_of_next = (day.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)
    return (first_of_next - datetime.timedelta(days=1)).day


def _determinant(matrix: list[list[int | float]]) -> int | float:
    """The determinant of a square matrix (exact for whole numbers)."""
    rows = [[fractions.Fraction(x) for x in row] for row in matrix]
    n = len(rows)
    if any(len(row) != n for row in rows):
        raise ValueError("not a square matrix")
    det = fractions.Fraction(1)
    for c in range(n):
        pivot = next((r for r in range(c, n) if rows[r][c] != 0), None)
        if pivot is None:
            return 0
        if pivot != c:
            rows[c], rows[pivot] = rows[pivot], rows[c]
            det = -det
        det *= rows[c][c]
        for r in range(c + 1, n):
            factor = rows[r][c] / rows[c][c]
            rows[r] = [a - factor * b for a, b in zip(rows[r], rows[c])]
    return int(det) if det.denominator == 1 else float(det)


def _read_number(text: str) -> int | float:
    """The number written at the start of `text`: digits (`1,234 apples`), English words (`a`,
    `twenty-one`, `three hundred and five`) or Chinese numerals (`一百八` = 180, `两万三` = 23000)."""
    s = str(text).strip()
    m = re.match(r"[-+]?\d[\d,]*(?:\.\d+)?", s)
    if m:
        return toolkit.parse_number(m.group(0))
    m = re.match("[零〇一二两三四五六七八九十百千万亿]+", s)
    if m:
        digits = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
        units = {"十": 10, "百": 100, "千": 1000, "万": 10_000, "亿": 100_000_000}
        total, section, digit, after = 0, 0, None, 0  # `after`: the unit just before, for 一百八 = 180
        for ch in m.group(0):
            if ch in digits:
                digit, after = digits[ch], (after if digits[ch] else 0)
                continue
            unit = units[ch]
            if unit >= 10_000:
                section += digit or 0
                total = (total + section) * unit if unit > 10_000 else total + section * unit
                section = 0
            else:
                section += (1 if digit is None else digit) * unit
            digit, after = None, unit
        if digit is not None:
            section += digit * after // 10 if after else digit
        return total + section
    small = {"zero": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
             "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
             "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
             "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
    scales = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
    total, current, seen = 0, 0, False
    for i, word in enumerate(re.findall(r"[a-z]+", s.lower())):
        if word in small and not (word in ("a", "an") and i > 0):
            current += small[word]
        elif word in scales:  # "the nearest hundred": a scale word alone is one of it
            current = current if seen else 1
            if scales[word] == 100:
                current *= 100
            else:
                total, current = total + current * scales[word], 0
        elif word == "and" and seen:
            continue
        else:
            break
        seen = True
    if not seen:
        raise ValueError(f"no number at the start of {s[:40]!r}")
    return total + current


def _is_prime(n: int | float) -> bool:
    """Whether `n` is a prime number."""
    if n != int(n) or n > 10**12:
        raise ValueError("primality is checked for whole numbers up to 10**12")
    n = int(n)
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True


def _factorial(n: int | float) -> int:
    """n! for a whole number 0 <= n <= 1000."""
    if n != int(n) or not 0 <= n <= 1000:
        raise ValueError("factorial of a whole number from 0 to 1000")
    return math.factorial(int(n))


def _power(base: int | float, exponent: int | float) -> int | float:
    """`base` to the power `exponent`, a whole number from -64 to 64 (bounded: no huge numbers)."""
    if exponent != int(exponent) or not -64 <= exponent <= 64 or abs(base) > 10**6:
        raise ValueError("powers with whole exponents from -64 to 64 and bases up to 10**6")
    return base ** int(exponent)


def _to_roman(n: int | float) -> str:
    """`n` (1 to 3999) in Roman numerals."""
    if n != int(n) or not 1 <= n <= 3999:
        raise ValueError("Roman numerals go from 1 to 3999")
    n = int(n)
    out = []
    for value, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
                           (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        count, n = divmod(n, value)
        out.append(letters * count)
    return "".join(out)


def _from_roman(text: str) -> int:
    """The value of a Roman numeral such as `MCMXLV`."""
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    s = text.strip().upper()
    if not s or any(c not in values for c in s):
        raise ValueError("not a Roman numeral")
    total = sum(-values[a] if values[a] < values[b] else values[a] for a, b in zip(s, s[1:])) + values[s[-1]]
    if _to_roman(total) != s:
        raise ValueError("not a well-formed Roman numeral")
    return total


def _number_words(n: int | float) -> str:
    """A whole number in English words: 21 -> `twenty-one`, 305 -> `three hundred five`."""
    if n != int(n) or abs(n) >= 10**12:
        raise ValueError("whole numbers below a trillion")
    n = int(n)
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    def below_thousand(k: int) -> list[str]:
        words = []
        if k >= 100:
            words += [ones[k // 100], "hundred"]
            k %= 100
        if k >= 20:
            words.append(tens[k // 10] + ("-" + ones[k % 10] if k % 10 else ""))
        elif k or not words:
            words.append(ones[k])
        return words

    if n < 0:
        return "minus " + _number_words(-n)
    if n == 0:
        return "zero"
    words = []
    for scale, name in ((10**9, "billion"), (10**6, "million"), (1000, "thousand"), (1, "")):
        if n >= scale:
            words += below_thousand(n // scale) + ([name] if name else [])
            n %= scale
    return " ".join(words)


def _morse(text: str) -> str:
    """`text` in Morse code: letters apart by a space, words by ` / `."""
    code = {"A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.", "H": "....", "I": "..",
            "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.", "O": "---", "P": ".--.", "Q": "--.-",
            "R": ".-.", "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--",
            "Z": "--..", "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....",
            "6": "-....", "7": "--...", "8": "---..", "9": "----.", ".": ".-.-.-", ",": "--..--", "?": "..--..",
            "!": "-.-.--", "'": ".----.", "/": "-..-.", "(": "-.--.", ")": "-.--.-", "&": ".-...", ":": "---...",
            ";": "-.-.-.", "=": "-...-", "+": ".-.-.", "-": "-....-", "_": "..--.-", '"': ".-..-.", "@": ".--.-."}
    return " / ".join(" ".join(code[c] for c in word.upper()) for word in text.split())


def _unmorse(text: str) -> str:
    """Morse code back to text (words apart by `/` or three spaces), in capitals."""
    letter = {_morse(c): c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,?!'/()&:;=+-_\"@"}
    if not text.strip() or set(text) - set(".-/ "):
        raise ValueError("not Morse code")
    words = re.split(r"\s*/\s*|\s{3,}", text.strip())
    return " ".join("".join(letter[c] for c in word.split()) for word in words)

_MODULES = ("base64", "collections", "datetime", "fractions", "itertools", "json", "math", "re", "statistics", "string",
            "toolkit", "urllib.parse")
"""Modules generated code may use (all on the lint's allow-list)."""
_HELPERS = (_walk, _signed, _ratio_part, _place_values, _as_fraction, _letters_past, _ratio_of, _fraction_of, _unreduced, _trimmed, _pairs_table, _band_of, _step_ways, _dice_ways, _quartiles, _loan_payment, _semitones, _chinese_zodiac, _zodiac_sign, _mixed_number, _pig_latin, _clock_angle, _geometric_term, _geometric_sum, _choices, _absolute_deviation, _dot, _cross, _discriminant, _polynomial_value, _nth_prime, _compass_point, _weighted_mean, _prime_factors, _whole, _is_armstrong, _is_happy, _fizzbuzz, _run_length, _recurrence, _powers, _collatz_steps, _swap_initials, _within, _significant, _each_twice, _inside_ends, _vowel_pick, _weekdays_from, _scientific, _ratio_simplest, _count_differences, _is_perfect, _round_clock, _common_end, _possessive, _line_between, _overlap, _fewest_coins, _digits_text, _luhn_valid, _isbn_check, _scrabble_score, _from_end, _replaced_at, _cube_root, _weekdays_in_month, _read_number, _day_first, _nearer, _url_domain, _emails, _urls, _amount, _count_overlapping, _closing_brackets, _balanced, _is_palindrome, _sentences, _vigenere, _caesar,
            _middle, _half, _multiples, _joined_as_shown, _date_in_year, _days_apart, _parses_as_date, _div_down, _div_up, _missing_term, _month_names, _month_name, _hex_rgb, _weekday_names, _name_index, _month_after, _weekday_after, _steps_to_name, _numbers_from, _round_multiple, _next_multiple, _end_digit, _only_number, _width, _alphabet_letter, _in_base, _fibonacci, _divisors, _rounding_way, _duration,
            _minute_of_day, _keypad_digits, _settled, _offset_minutes, _sixties, _in_unit, _second_of_day, _suffixed_number, _plus_minutes, _clock, _most_vowels, _masked, _whole_years, _place_digit, _rows, _records, _top_name, _top_key, _next_to, _json_text, _interleave, _chunks, _letters_between, _translated, _whole_shown, _fixed_shown, _rounding_move, _rounded_as_shown, _rotate, _in_one_word, _readings_agree, _doubled, _month_number, _and_join, _column, _ordinal, _position, _numbers_key, _round_to, _repeat, _copies, _is_leap_year, _next_leap_year, _next_prime, _hex_bytes, _days_in_month, _determinant,
            _is_prime, _factorial, _power, _to_roman, _from_roman, _number_words, _morse, _unmorse)
_HELPER_SOURCE = {f.__name__: inspect.getsource(f) for f in _HELPERS}
_ROUNDING_WAYS = frozenset({"down", "up", "floor", "ceiling", "truncate", "truncated"})
"""Words that say which way a value is rounded, or that it is cut."""
_DATE_STEPS = frozenset({"plus_days", "minus_days", "plus_weeks", "minus_weeks"})
"""Primitives that move a date by some days (`_Search.year_guards`)."""


@functools.lru_cache(maxsize=4096)
def _needs(code: str) -> tuple[str, ...]:
    """The helpers `code` calls, and the helpers they call, in the order to write them."""
    out: list[str] = []
    seen: set[str] = set()

    def visit(text: str) -> None:
        for name in _HELPER_SOURCE:
            if re.search(rf"(?<![\w.]){name}(?!\w)", text) and name not in seen:  # a call or `key=_amount`
                seen.add(name)
                visit(_HELPER_SOURCE[name].split("\n", 1)[1])
                out.append(name)

    visit(code)
    return tuple(out)
_NAMESPACE: dict[str, Any] = {
    "toolkit": toolkit, "base64": base64, "collections": collections, "datetime": datetime, "fractions": fractions, "itertools": itertools, "json": json, "math": math,
    "re": re, "statistics": statistics, "string": string, "urllib": urllib, **{f.__name__: f for f in _HELPERS},
}


# --------------------------------------------------------------------------------------------
# Primitives



@dataclass(frozen=True)
class _Op:
    """One primitive: a Python expression over its arguments `{0}`, `{1}`, ..."""

    name: str
    args: tuple[frozenset[str], ...]
    """Types each argument accepts."""
    slot_only: tuple[bool, ...]
    """Arguments that must be an argument of `run()` itself (keeps the search small)."""
    code: str
    """The expression, with `{0}`, `{1}`, ... for the arguments' code."""
    doc: str
    """What it computes, a noun phrase with `{0}`, `{1}`, ... for the arguments' descriptions."""
    fn: Callable[..., Any]
    """`code` compiled once, evaluated in the same namespace the tool imports."""
    helpers: tuple[str, ...]
    symmetric: bool
    cost: int
    """Its share of a program's size: 2 for incidental measurements (length, vowels, ...), which
    otherwise explain yes/no answers by luck far too easily."""
    unit: str | None
    """For numbers: what the result counts. A name (`chars`, `vowels`, ...) for a measurement,
    `n` for a number stated in the task, `same` for the arguments' common unit (arguments of
    different units do not combine; a stated number combines with any), `mixed` for a product
    or quotient."""


def _op(name: str, sig: str, code: str, doc: str, *, symmetric: bool = False,
        cost: int = 1, unit: str | None = "same") -> _Op:
    args, slot_only = [], []
    for part in sig.split(","):
        slot_only.append(part.startswith("@"))
        args.append(frozenset(part.lstrip("@").split("|")))
    names = [f"a{i}" for i in range(len(args))]
    fn = eval(f"lambda {', '.join(names)}: {code.format(*names)}", _NAMESPACE)  # our own constant code
    helpers = _needs(code)
    return _Op(name, tuple(args), tuple(slot_only), code, doc, fn, helpers, symmetric, cost, unit)


_UNITS: dict[str, tuple[str, ...]] = {
    "°F": ("°f", "fahrenheit"), "°C": ("°c", "celsius", "centigrade"), "K": ("kelvin",),
    "km": ("km", "kilomet"), "mi": ("mi", "mile"), "cm": ("cm", "centimet"), "in": ("inch",),
    "m": ("m", "metre", "meter"), "mm": ("mm", "millimet"), "ml": ("ml", "millilit"), "ft": ("ft", "feet", "foot"), "yd": ("yd", "yard"), "kg": ("kg", "kilo"),
    "lb": ("lb", "lbs", "pound"), "g": ("g", "gram"), "mg": ("mg", "milligram"), "oz": ("oz", "ounce"), "l": ("l", "litre", "liter"),
    "gal": ("gal", "gallon"), "s": ("sec", "second"), "min": ("min", "minute"), "h": ("h", "hr", "hour"),
    "day": ("day",), "week": ("week",), "month": ("month",), "year": ("year", "yr"),
}
"""How a template names each unit: a short name whole or with a plural s ("days", "hrs"), a long one
as a word's start ("miles")."""


def _conversions() -> Iterator[tuple[str, str, str, str]]:
    """(name, from, to, code) of common unit conversions: temperatures, and units defined as an
    exact multiple of another (the inch is 2.54 cm, the kilogram 1000 g), both ways; time also in whole units and the
    rest (585 min: 9 whole h, 45 min beyond them)."""
    yield "f_c", "°F", "°C", "(({0} - 32) * 5 / 9)"
    yield "c_f", "°C", "°F", "({0} * 9 / 5 + 32)"
    yield "c_k", "°C", "K", "({0} + 273.15)"
    yield "k_c", "K", "°C", "({0} - 273.15)"
    yield "f_k", "°F", "K", "(({0} - 32) * 5 / 9 + 273.15)"
    yield "k_f", "K", "°F", "(({0} - 273.15) * 9 / 5 + 32)"
    for small, big, factor in (("km", "mi", "1.609344"), ("cm", "in", "2.54"), ("m", "ft", "0.3048"), ("kg", "lb", "0.45359237"),
                               ("g", "oz", "28.349523125"), ("l", "gal", "3.785411784"), ("m", "yd", "0.9144"),
                               ("g", "kg", "1000"), ("m", "km", "1000"), ("cm", "m", "100"), ("mm", "cm", "10"),
                               ("mm", "m", "1000"), ("cm", "km", "100000"), ("mm", "km", "1000000"), ("mg", "g", "1000"),
                               ("ml", "l", "1000"), ("in", "ft", "12"), ("ft", "yd", "3"), ("oz", "lb", "16")):
        yield f"{big}_{small}", big, small, f"({{0}} * {factor})"
        yield f"{small}_{big}", small, big, f"({{0}} / {factor})"
    for small, big, factor in (("s", "min", "60"), ("min", "h", "60"), ("s", "h", "3600"), ("h", "day", "24"),
                               ("day", "week", "7"), ("month", "year", "12")):
        yield f"{big}_{small}", big, small, f"({{0}} * {factor})"
        yield f"{small}_{big}", small, big, f"({{0}} / {factor})"
        yield f"{small}_whole_{big}", small, f"whole {big}", f"({{0}} // {factor})"
        yield f"{small}_{big}_left", small, f"{small} beyond whole {big}", f"({{0}} % {factor})"


_SAID = {"in": "inches"}
"""Units whose short name reads as another word in a description."""
_CONVERSIONS = tuple(_conversions())
_CONVERTS = {f"convert_{name}": (src, dst.split()[-1]) for name, src, dst, _ in _CONVERSIONS}


def _names_unit(words: list[str], unit: str) -> bool:
    return any(w == a or (len(a) > 1 and w == a + "s") or (len(a) > 3 and w.startswith(a))
               for a in _UNITS[unit] for w in words)


# Primitives whose every result has a form no answer without it can show: tried only when
# some answer has it (a number < 1000 with commas is the number: a duplicate, not a candidate).
# A running total is a list of numbers: as a step towards one number it only adds luck.
_NUMBER_LIST = re.compile(r"\d(?:[ \t]*[,;][ \t]*|[ \t]+)[-+$€£]?\d")
_ANSWER_FORM = {
    "with_commas": re.compile(r"\d,\d{3}"), "emails_in": re.compile(r"@"), "urls_in": re.compile(r"://|www\."),
    "running_totals": _NUMBER_LIST, "running_max": _NUMBER_LIST, "running_min": _NUMBER_LIST,
}
_FORM_NAMED = {
    "emails_in": re.compile(r"\be-?mails?\b"), "urls_in": re.compile(r"\b(?:urls?|links?|web ?address(?:es)?|websites?)\b"),
}
"""Primitives of `_ANSWER_FORM` that a template may ask about by name ("How many e-mail
addresses are in {text}?": the answer is a count, with no @ in it)."""


_ALL_CAPS = ("all capitals", "all caps", "all capital letters", "all upper case", "all uppercase", "upper case",
             "uppercase", "in capitals")
_DOUBLE = ("double letter", "double letters", "doubled letter", "doubled letters", "letter twice in a row",
           "same letter twice in a row")
_CHAR_CLASSES = {"vowel": "aeiou", "vowels": "aeiou", "digit": "0123456789", "digits": "0123456789"}
_CHAR_CLASSES_NAME = {"aeiou": "vowel", "0123456789": "digit"}
"""Classes of characters a template may name: a table learned from the examples that maps some
of one class to one character ("every vowel replaced by '*'") maps the whole class."""
_BY_VALUE: dict[str, Callable[[Any], bool]] = {
    "no_and": lambda v: isinstance(v, list) and any(str(w).casefold() in ("and", "or") for w in v)}
"""Primitives tried only where some example has a value they apply to ("milk and flour", a list
of two written as prose, is split at its spaces): elsewhere they give what the list gives, one
more name for the same values."""
_GAP_WORDS = ("gap", "gaps", "adjacent", "neighbouring", "neighboring", "neighbours", "neighbors", "consecutive",
              "successive")
_BEFORE_WORDS = (*_GAP_WORDS, "previous", "preceding", "just+before", "one+before", "before+it", "before+them")
"""How a template names the item before each one in a list ("larger than the number just before them")."""
_FIRST_LETTER = ("first+letter", "first+letters", "initial+letter", "initial+letters")
_LAST_LETTER = ("last+letter", "last+letters", "final+letter", "final+letters", "ending+letter", "ending+letters")
_ALL_DIFFERENT = ("isogram", "no+repeated", "no+repeats", "unique+letters", "all+different", "distinct+letters",
                  "repeated+letters", "repeats")
_DIFFER_WORDS = ("differ", "differs", "different", "hamming", "mismatch", "mismatches")
_CAPITAL_WORDS = ("capital", "capitals", "uppercase", "upper")
_REPEATED = ("more+than+once", "repeated", "repeats", "duplicate", "duplicates", "duplicated")
_SINGLE = ("exactly+once", "only+once", "just+once")
_RUN_LENGTH = ("run+length", "rle")
_CHAR_CODES = ("character+code", "character+codes", "char+code", "char+codes", "ascii", "unicode", "code+point",
               "code+points")
_MIXED = ("mixed+number", "mixed+numeral", "mixed+fraction")
_CLOCK_HANDS = ("clock+hands", "clock+hand", "angle+clock")
_GEOMETRIC = ("geometric+sequence", "geometric+progression", "geometric+series", "common+ratio")
_DOT = ("dot+product", "scalar+product", "inner+product", "dot")
_POLYNOMIAL_VALUE = ("value", "evaluate", "substitute", "plug", "when")
_COMPASS = ("compass", "bearing", "heading", "cardinal")
_GEOMETRIC_SUM = ("sum+geometric", "total+geometric")
_CHOOSE = ("choose", "chosen", "choosing", "combination", "combinations", "committee", "committees", "select", "selected")
_ARRANGE = ("arrange", "arranged", "arrangement", "arrangements", "permutation", "permutations", "ranked", "ordered",
            "line+up")
_VECTOR_LENGTH = ("vector", "vectors", "magnitude", "norm", "euclidean")
_MANHATTAN = ("manhattan", "taxicab", "city+block")
_RECURRENCE = ("fibonacci", "tribonacci", "tetranacci", "sum+previous", "sum+preceding")
_POWER_FLOOR = ("largest+power", "greatest+power", "highest+power", "biggest+power")
_POWER_CEIL = ("smallest+power", "least+power", "lowest+power")
_COPRIME = ("coprime", "relatively+prime", "co+prime")
_SWAP_INITIALS = ("spoonerism", "swap+first", "swap+initial", "swap+initials", "exchange+first", "switch+first")
_RECIPROCAL = ("reciprocal", "multiplicative+inverse")
_REVERSED = ("reverse", "reversed", "reversing", "backwards")
_OVERLAP_WORDS = ("overlap", "overlaps", "overlapping", "shared", "share", "in+common")
_PRIME_FACTORS = ("prime+factors", "prime+factorization", "prime+factorisation", "factorize", "factorise",
                  "factorization", "factorisation")
_IQR = ("interquartile", "quartile+range", "iqr", "midspread")
_LOWER_QUARTILE = ("lower+quartile", "first+quartile", "q1")
_UPPER_QUARTILE = ("upper+quartile", "third+quartile", "q3")
_LOAN = ("loan", "mortgage", "monthly+payment", "repayment", "repayments", "amortization", "amortisation",
         "installment", "instalment")
_DECIBELS = ("decibel", "decibels", "db")
_BACK_AT_START = ("starting+point", "return+start", "back+start", "end+where+started", "end+where+start")
_FROM_START = ("from+start", "from+starting+point", "far+start")
_SEMITONES = ("semitone", "semitones", "half+step", "half+steps")
_CHINESE_ZODIAC = ("chinese+zodiac", "chinese+year", "zodiac+animal", "lunar+year")
_ZODIAC = ("zodiac", "star+sign", "astrological", "horoscope")
_STEP_WAYS = ("ways+climb", "ways+stairs", "ways+staircase", "ways+steps", "ways+step", "ways+hops", "ways+jumps")
_CHANGE_WAYS = ("ways+coins", "ways+coin", "ways+change", "ways+notes", "ways+stamps")
_DICE = ("dice", "die", "rolling", "roll")
_GROWTH = ("grows", "grow", "growth", "growing", "increases+each", "increases+every", "rises+each", "rises+every")
_DECLINE = ("depreciates", "depreciation", "decays", "decay", "shrinks", "declines", "decreases+each", "decreases+every",
            "falls+each", "falls+every", "loses+each", "loses+every")
_TRIMMED = ("trimmed", "extremes", "highest+lowest", "largest+smallest", "biggest+smallest", "top+bottom", "best+worst")
_PERCENTAGE = ("percentage", "percent")
_RATE_WORDS = ("better+value", "best+value", "better+deal", "better+buy", "cheaper", "faster", "slower", "quicker")
_NEW_NAMED = {f"{name}_{method}": words for method in ("inclusive", "exclusive") for name, words in (
    ("iqr", _IQR), ("lower_quartile", _LOWER_QUARTILE), ("upper_quartile", _UPPER_QUARTILE))} | {
    "loan_payment": _LOAN, "decibels": _DECIBELS, "decibels_amplitude": _DECIBELS, "from_decibels": _DECIBELS,
    "semitones_up": _SEMITONES, "semitones_down": _SEMITONES, "step_ways": _STEP_WAYS, "change_ways": _CHANGE_WAYS,
    "dice_ways": _DICE, "dice_chance": _DICE, "dice_probability": _DICE, "chinese_zodiac": _CHINESE_ZODIAC, "zodiac_sign": _ZODIAC,
    "trimmed": _TRIMMED, "percent_share": _PERCENTAGE, "ratio_of": ("ratio",), "fraction_of": ("fraction",),
    "growth": _GROWTH, "decline": _DECLINE}
"""Primitives of eightyninth's subjects (quartiles, a loan, decibels, semitones, the zodiacs),
eightyeighth's misses (a staircase's ways, a dice total's chance), ninetieth's (the values
without the highest and the lowest, a share in percent), ninetyfirst's (a ratio of two numbers) and
ninetythird's (growth or decline by a percent each period) and ninetyfifth's (a part of a whole
as a fraction), tried only where the template names
them (`_NAMED`, `_ASKED`)."""
_NAMED: dict[str, tuple[str, ...]] = {
    "back_at_start": _BACK_AT_START, "walk_distance": _FROM_START,
    "is_pangram": ("pangram", "pangrams", "every+letter", "all+letters"), "keypad_digits": ("keypad", "keypads", "phone+digits", "t9"), "rate_below": _RATE_WORDS,
    "next_leap_year": ("leap",), "prev_leap_year": ("leap",), "next_prime": ("prime",), "prev_prime": ("prime",),
    "odd_places": ("odd",), "even_places": ("even",),
    "is_palindrome": ("palindrome", "forwards+backwards", "forward+backward", "same+backwards", "same+backward",
                      "same+reversed"), "in_base": ("base",),
    "every_other": ("every other", "every second", "alternate"),
    "every_other_second": ("every other", "every second", "alternate"),
    "first_half": ("half",), "second_half": ("half",), "gaps": _GAP_WORDS, "vowel_initial": ("vowel", "vowels"),
    "rises": _BEFORE_WORDS, "falls": _BEFORE_WORDS, "letters_after": ("alphabet+after", "alphabet+later"),
    "letters_before": ("alphabet+before", "alphabet+earlier"), "place_values": ("expanded", "place+value", "place+values"),
    "vowel_final": ("vowel", "vowels"), "ends_with_vowel": ("vowel", "vowels"),
    "consonant_initial": ("consonant", "consonants"),
    "capital_initial": ("capital letter", "capital letters", "capitalised", "capitalized"),
    "punctuation_marks": ("punctuation",), "all_caps": _ALL_CAPS, "double_letter": _DOUBLE, "has_double": _DOUBLE, "doubled_all": ("doubled", "twice+row", "repeated+row", *_DOUBLE),
    "digit_chars": ("digit", "digits"), "digit_values": ("digit", "digits"), "letter_chars": ("only+letters", "just+letters", "letters+only"),
    "same_ends": ("same+start+end", "same+begin+end", "same+starts+ends", "same+begins+ends", "same+first+last"),
    "is_square": ("square", "perfect square"), "is_cube": ("cube",),
    "nearer2": ("closer", "nearer", "closest", "nearest"), "further2": ("further", "farther", "furthest", "farthest"),
    "negatives": ("negative", "negatives", "below zero"), "positives": ("positive", "positives", "above zero"),
    "multiples": ("multiples",), "first_digit": ("digit", "digits"), "last_digit": ("digit", "digits"),
    "square": ("square", "squares", "squared"), "cube": ("cube", "cubes", "cubed"),
    "multiples_in": ("multiple", "multiples", "divisible"),
    "starting_with": ("start", "starts", "starting", "begin", "begins", "beginning"),
    "ending_with": ("end", "ends", "ending"),
    "vowel_places": tuple(f"{v}+{w}" for v in ("vowel", "vowels") for w in ("position", "positions", "places")),
    "places_of": ("position", "positions", "places"),
    "other_than": ("not", "except", "excluding", "besides", "other than"),
    "floor": ("down", "floor"), "ceil": ("up", "ceiling"), "clock_of": ("clock", "o'clock", "past", "hours+minutes"),
    "most_vowels": ("most+vowels",), "fewest_vowels": ("fewest+vowels", "least+vowels"),
    "divisible_both": ("both",), "divisible_either": ("either",), "nth_from_end": ("from+end",),
    "replace_at": ("replace", "replaced", "change", "changed"), "cube_root": ("cube+root",),
    "first_word_each": ("first",), "last_word_each": ("last",), "at_least": ("at+least",), "at_most": ("at+most",),
    "longer_by": ("longer",), "shorter_by": ("shorter",),
    "between_inclusive": ("inclusive", "inclusively"), "count_between_inclusive": ("inclusive", "inclusively"),
    "bit_count": ("bit", "bits", "binary"), "centred": ("centre", "center", "centred", "centered"),
    "runs": ("run", "runs", "row", "repeated", "consecutive"),
    "longest_run": ("run", "runs", "row", "repeated", "consecutive", "streak"),
    "overlap": _OVERLAP_WORDS, "overlap_length": _OVERLAP_WORDS, "fewest_coins": ("coin", "coins"),
    "luhn_valid": ("luhn",), "isbn_check": ("isbn",), "scrabble_score": ("scrabble",),
    "is_perfect": ("perfect",), "all_different": _ALL_DIFFERENT, "differences": _DIFFER_WORDS,
    "common_start": ("prefix", "start", "begin", "beginning"), "common_end": ("suffix", "end", "ending"),
    "possessive": ("possessive",), "round_quarter_hour": ("quarter+hour",), "round_clock": ("nearest", "round"),
    "upper_places": _CAPITAL_WORDS, "longer_than_item": ("longer",), "shorter_than_item": ("shorter",),
    "more_vowels2": ("more+vowels", "most+vowels"), "fewer_vowels2": ("fewer+vowels", "less+vowels", "fewest+vowels"),
    "weekdays_from": ("weekday", "weekdays", "working+days", "business+days", "workdays"),
    "share": ("fraction", "share", "proportion"), "scientific": ("scientific", "standard+form"),
    "ratio_simplest": ("ratio",), "cubes": ("cube", "cubes", "cubed"),
    "nonzero": ("non+zero", "nonzero"), "sort_by_first_letter": _FIRST_LETTER, "sort_by_last_letter": _LAST_LETTER,
    "leap_years_in": ("leap",), "primes_in": ("prime", "primes"), "repeated_items": _REPEATED,
    "single_items": _SINGLE, "significant": ("significant",), "reversed_number": _REVERSED,
    "each_twice": ("doubled", "twice"), "inside_ends": ("first+last",), "reciprocal": _RECIPROCAL,
    "is_power": ("power",), "power_floor": ("power",), "power_ceil": ("power",), "coprime": _COPRIME,
    "collatz_steps": ("collatz",), "run_length": _RUN_LENGTH, "run_length_count_first": _RUN_LENGTH,
    "char_codes": _CHAR_CODES, "harmonic_mean2": ("harmonic",), "geometric_mean2": ("geometric",),
    "harmonic_mean": ("harmonic",), "geometric_mean": ("geometric",), "manhattan": _MANHATTAN,
    "discriminant": ("discriminant",), "polynomial_value": _POLYNOMIAL_VALUE, "nth_prime": ("prime",),
    "cross": ("cross+product", "vector+product"), "geometric_sum": _GEOMETRIC_SUM, "choose": _CHOOSE,
    "arrange": _ARRANGE, "mean_deviation": ("absolute+deviation",), "median_deviation": ("absolute+deviation",),
    "compass_4": _COMPASS, "compass_8": _COMPASS, "compass_16": _COMPASS,
    "dot": _DOT, "vector_length": _VECTOR_LENGTH, "pig_latin": ("pig+latin",), "pig_latin_yay": ("pig+latin",),
    "pig_latin_ay": ("pig+latin",), "gray_code": ("gray",), "mixed_number": _MIXED, "clock_angle": _CLOCK_HANDS,
    "clock_angle_larger": _CLOCK_HANDS, "log": ("logarithm", "log"), "geometric_term": _GEOMETRIC,
    "midrange": ("midrange", "mid+range"), "recurrence": _RECURRENCE, "swap_initials": _SWAP_INITIALS,
    "weighted_mean": ("weighted",), "prime_factors": _PRIME_FACTORS, "transpose": ("transpose", "transposed"),
    "pvariance": ("variance",), "variance": ("variance",), "pstdev": ("standard+deviation",),
    "stdev": ("standard+deviation",), "compound": ("compound", "compounded"), "iso_week": ("iso+week", "week+number"),
    "fizzbuzz": ("fizzbuzz", "fizz+buzz"), "is_armstrong": ("armstrong", "narcissistic"), "is_happy": ("happy",),
    **_NEW_NAMED,
}
"""Primitives tried only where the template names their subject, by a word or a phrase of its
fixed text ("every other", not "other": an instruction says "do not give any other
explanation"): most map any number to another number, and offered everywhere they would make
small-number answers likelier luck (`bit_and` on four examples went from chance 0.10 to 0.11,
refused); a palindrome is one more yes/no question for every text."""


_UNSAID: dict[str, tuple[str, ...]] = {
    "pvariance": ("sample",), "variance": ("population",), "pstdev": ("sample",), "stdev": ("population",),
    "compound": ("monthly", "quarterly", "daily", "weekly", "continuously", "half+yearly", "semiannually"),
    "divisors": ("repetition", "repeated", "multiplicity"), "prime_factors": ("distinct", "unique", "different"),
    "between": ("inclusive", "inclusively", "including"), "count_between": ("inclusive", "inclusively", "including"),
    "between_inclusive": ("exclusive", "exclusively", "excluding"),
    "mean_deviation": ("median",), "median_deviation": ("mean",), "geometric_term": ("sum", "total"),
    "choose": _ARRANGE, "arrange": _CHOOSE,
    "clock_angle": ("larger", "bigger", "reflex", "outer"), "clock_angle_larger": ("smaller", "smallest", "inner", "acute"),
    "count_between_inclusive": ("exclusive", "exclusively", "excluding"),
    "semitones_up": ("below", "lower", "down", "flat"), "semitones_down": ("above", "higher", "up", "sharp"),
    "zodiac_sign": ("chinese",), "decibels": ("amplitude", "voltage", "pressure"), "decibels_amplitude": ("power",),
}
"""Primitives not tried where the template says a word that rules them out: "between 3 and 9
inclusive" is never the numbers strictly between, however well that fits examples that never
held a bound."""


_QUALIFIERS: dict[str, tuple[str, ...]] = {"non+zero": ("nonzero",), "nonzero": ("nonzero",)}
"""Words of a template that name a filter every program must apply: "the product of the non-zero
digits of {number}" was learned as the product of every digit on examples without a 0, and routed
9 wrong answers (eightyfirst)."""


_ASKED_LEVELS = 2
_VOWEL_START = tuple(f"{v}+{s}" for v in ("vowel", "vowels") for s in ("start", "starts", "begin", "begins", "starting"))
_VOWEL_END = tuple(f"{v}+{e}" for v in ("vowel", "vowels") for e in ("end", "ends", "ending"))
"""Levels past the smallest fits that the search looks on for a primitive the template names
when every fit so far could be luck ("how many scores exceed {number}": counts of 2 and 3 fit
"whether the list is increasing, written 3 or 2" one step sooner)."""
_ASKED: dict[str, tuple[str, ...]] = {
    "back_at_start": _BACK_AT_START, "walk_distance": _FROM_START,
    "is_prime": ("prime",), "is_leap_year": ("leap",), "balanced": ("balanced",), "is_even": ("even", "odd"),
    "in_alphabetical_order": ("alphabetical",), "is_increasing": ("increasing",), "is_decreasing": ("decreasing",),
    "starts_with_vowel": ("vowel",), "divisible": ("divisible",),
    "is_palindrome": ("palindrome", "forwards+backwards", "forward+backward", "same+backwards", "same+backward",
                      "same+reversed"),
    "containing": ("contain", "contains", "containing", "appear", "appears", "occur", "occurs"),
    "rate_below": _RATE_WORDS, "is_pangram": ("pangram", "pangrams", "every+letter", "all+letters"), "keypad_digits": ("keypad", "keypads", "phone+digits", "t9"),
    "starting_with": tuple(f"{s}+{p}" for s in ("start", "starts", "starting", "begin", "begins", "beginning")
                           for p in ("with", "in")),
    "ending_with": tuple(f"{s}+{p}" for s in ("end", "ends", "ending") for p in ("with", "in")),
    "ends_with_vowel": _VOWEL_END, "vowel_final": _VOWEL_END, "vowel_initial": _VOWEL_START,
    "all_caps": ("capitals", "caps", "uppercase"), "double_letter": ("double", "doubled", "row"),
    "has_double": ("double", "doubled", "row"),
    "same_ends": ("same+start+end", "same+begin+end", "same+starts+ends", "same+begins+ends", "same+first+last"),
    "is_square": ("square",), "is_cube": ("cube",),
    "nearer2": ("closer", "nearer"), "further2": ("further", "farther"),
    "negatives": ("negative", "negatives", "zero"), "positives": ("positive", "positives", "zero"),
    "count": ("times", "often"), "count_exact": ("times", "often"),
    "longest": ("longest", "most+letters", "most+characters"), "shortest": ("shortest", "fewest+letters", "fewest+characters"),
    "later": ("later", "latest"), "earlier": ("earlier", "earliest"), "longer2": ("longer",), "shorter2": ("shorter",),
    "largest": ("largest", "biggest", "greatest", "highest", "maximum"),
    "smallest": ("smallest", "lowest", "minimum"),
    "square": ("square", "squares", "squared"), "cube": ("cube", "cubes", "cubed"),
    "above": ("exceed", "exceeds", "above", "over", "greater", "higher", "more"),
    "below": ("below", "under", "less", "fewer", "lower"),
    "multiples_in": ("multiple", "multiples", "divisible"),
    "member": ("include", "includes", "among", "contain", "contains"),
    "member_num": ("include", "includes", "among", "contain", "contains"),
    "other_than": ("not", "except", "excluding", "besides"),
    "floor": ("down", "floor"), "ceil": ("up", "ceiling"),
    "most_vowels": ("most+vowels",), "fewest_vowels": ("fewest+vowels", "least+vowels"),
    "divisible_both": ("divisible+both",), "divisible_either": ("divisible+either",), "nth_from_end": ("from+end",),
    "replace_at": ("replace", "replaced", "change", "changed"), "cube_root": ("cube+root",),
    "at_least": ("at+least",), "at_most": ("at+most",),
    "longer_by": ("longer",), "shorter_by": ("shorter",),
    "between_inclusive": ("inclusive", "inclusively"), "count_between_inclusive": ("inclusive", "inclusively"),
    "between": ("exclusive", "exclusively"), "count_between": ("exclusive", "exclusively"),
    "bit_count": ("bit", "bits"), "centred": ("centre", "center", "centred", "centered"),
    "longest_run": ("longest+run", "longest+runs", "longest+streak", "most+row", "longest+row"),
    "overlap": _OVERLAP_WORDS, "overlap_length": _OVERLAP_WORDS, "fewest_coins": ("fewest+coins", "least+coins"),
    "shared_letters": ("letters+common", "letters+share", "letters+shared", "letters+both"),
    "luhn_valid": ("luhn",), "isbn_check": ("isbn",), "scrabble_score": ("scrabble",),
    "is_perfect": ("perfect",), "all_different": _ALL_DIFFERENT, "differences": _DIFFER_WORDS,
    "common_start": ("prefix", "start", "begin", "beginning"), "common_end": ("suffix", "end", "ending"),
    "possessive": ("possessive",), "round_quarter_hour": ("quarter+hour",), "round_clock": ("nearest", "round"),
    "upper_places": _CAPITAL_WORDS, "longer_than_item": ("longer",), "shorter_than_item": ("shorter",),
    "more_vowels2": ("more+vowels", "most+vowels"), "fewer_vowels2": ("fewer+vowels", "less+vowels", "fewest+vowels"),
    "weekdays_from": ("weekday", "weekdays", "working+days", "business+days", "workdays"),
    "share": ("fraction", "share", "proportion"), "scientific": ("scientific", "standard+form"),
    "ratio_simplest": ("ratio",), "cubes": ("cube", "cubes", "cubed"),
    "nonzero": ("non+zero", "nonzero"), "sort_by_first_letter": _FIRST_LETTER, "sort_by_last_letter": _LAST_LETTER,
    "leap_years_in": ("leap",), "primes_in": ("prime", "primes"), "repeated_items": _REPEATED,
    "single_items": _SINGLE, "significant": ("significant",), "reversed_number": _REVERSED,
    "each_twice": ("doubled", "twice"), "inside_ends": ("first+last",), "reciprocal": _RECIPROCAL,
    "is_power": ("power",), "power_floor": _POWER_FLOOR, "power_ceil": _POWER_CEIL, "coprime": _COPRIME,
    "collatz_steps": ("collatz",), "run_length": _RUN_LENGTH, "run_length_count_first": _RUN_LENGTH,
    "char_codes": _CHAR_CODES, "harmonic_mean2": ("harmonic",), "geometric_mean2": ("geometric",),
    "harmonic_mean": ("harmonic",), "geometric_mean": ("geometric",), "manhattan": _MANHATTAN,
    "divisors": ("divisor", "divisors"),
    "discriminant": ("discriminant",), "polynomial_value": _POLYNOMIAL_VALUE, "nth_prime": ("prime",),
    "cross": ("cross+product", "vector+product"), "geometric_sum": _GEOMETRIC_SUM, "choose": _CHOOSE,
    "arrange": _ARRANGE, "mean_deviation": ("absolute+deviation",), "median_deviation": ("absolute+deviation",),
    "compass_4": _COMPASS, "compass_8": _COMPASS, "compass_16": _COMPASS,
    "dot": _DOT, "vector_length": _VECTOR_LENGTH, "pig_latin": ("pig+latin",), "pig_latin_yay": ("pig+latin",),
    "pig_latin_ay": ("pig+latin",), "gray_code": ("gray",), "mixed_number": _MIXED, "clock_angle": _CLOCK_HANDS,
    "clock_angle_larger": _CLOCK_HANDS, "log": ("logarithm", "log"), "geometric_term": _GEOMETRIC,
    "midrange": ("midrange", "mid+range"), "recurrence": _RECURRENCE, "swap_initials": _SWAP_INITIALS,
    "weighted_mean": ("weighted",), "prime_factors": _PRIME_FACTORS, "transpose": ("transpose", "transposed"),
    "pvariance": ("variance",), "variance": ("variance",), "pstdev": ("standard+deviation",),
    "stdev": ("standard+deviation",), "compound": ("compound", "compounded"), "iso_week": ("iso+week", "week+number"),
    "fizzbuzz": ("fizzbuzz", "fizz+buzz"), "is_armstrong": ("armstrong", "narcissistic"), "is_happy": ("happy",),
    **_NEW_NAMED,
}
"""Primitives a template can ask for by name ("Is {number} a prime number?", "How many times
does {quoted} appear in {quoted_2}?", "Which word is the longest in {text}?"): each costs one
step there, and where it and another program give the same values on every example, it is the
one kept (`_named`). A yes/no question, count or pick of the named primitive on the arguments
themselves is judged alone: it is what was asked, not one of the many yes/no programs, small
numbers or picks the search tried (three examples of "the word with the most vowels" were judged
as one pick among many, no likelier than luck; 7 leap years fitted "the digits of the square root
decrease" about as well by luck, chance 0.10, so "whether it is a leap year" needed 8 examples;
counts of 1, 1, 1 and 2 fitted a dozen other small numbers). Five lists whose longest word came
first fitted "the first of the words" a step before "the longest", which a sixth then answered
wrong; lists that came sorted fitted "the last of the values" as well as "the largest"."""


_SPELLED: dict[str, tuple[str, ...]] = {
    "add": ("plus", "sum", "add", "added"), "sub": ("minus", "subtract", "subtracted", "difference"),
    "mul": ("times", "product", "multiplied", "multiply"), "div": ("divided", "divide", "quotient"),
    "digits_of": ("digit", "digits"), "item0": ("first",), "item-1": ("last",),
}
"""Arithmetic and picks a template spells out word by word ("the last digit of {a} times {b}"):
a program made of them alone, on the arguments as given, is a reading of the question, judged
alone like a primitive of `_ASKED` (`_spelled`), not as one of the many small numbers tried."""


def _spelled(node: "_Node", words: list[str]) -> bool:
    """Whether every primitive of `node` is one the template names (`_SPELLED`, `_ASKED`), at
    least two of them, and every argument is one as given."""
    ops = [n for n in node.walk() if n.op is not None]
    return len(ops) >= 2 and all(n.learned == () and not n.implicit for n in node.walk() if n.op is None) and \
        all(any(_says(words, w) for w in (*_SPELLED.get(n.op.name, ()), *_ASKED.get(n.op.name, ()))) for n in ops)


def _template_words(template: str) -> list[str]:
    """The words of `template`'s fixed text, casefolded (°C and °F are words)."""
    return re.findall(r"°[cf]|[^\W\d_]+", re.sub(r"\{\w+\}", " ", template.casefold()))


def _counted(node: "_Node") -> "_Node":
    """What `node` counts when it is the number of items of a list (or characters of a text) a
    primitive made, else `node`."""
    if node.op is not None and node.op.name in ("size", "length") and len(node.args) == 1 and node.args[0].op is not None:
        return node.args[0]
    return node


def _says(words: list[str], name: str) -> bool:
    """Whether the template's `words` name a primitive of `_ASKED` by `name`: a word, or words
    joined by "+" that must all be there ("vowel+end": "words that end in a vowel")."""
    return all(part in words for part in name.split("+"))


def _named(node: "_Node", words: list[str]) -> bool:
    """Whether `node` applies a primitive of `_ASKED` that the template names, or counts the
    items one keeps ("how many scores exceed {number}")."""
    node = _counted(node)
    return node.op is not None and any(_says(words, w) for w in _ASKED.get(node.op.name, ()))


_NOTHING = frozenset({"none", "nothing", "no one", "nobody", "empty", "nil", "neither", "no items", "no words",
                      "no numbers", "no letters"})
"""What people answer when a list asked for is empty: one example that says it teaches how an
empty answer is written (any other word needs two that agree, `_Forms._empty_word`)."""


_PARTS = frozenset({"words", "tokens", "comma_items", "items", "lines", "chars"})
"""Primitives that only split an argument into its parts: "how many words in {quoted} end in a
vowel" asks about the words of the text as they are."""


def _as_given(node: "_Node") -> bool:
    """Whether `node` is an argument as it is, or split into its parts (`_PARTS`)."""
    if node.op is not None and node.op.name in _PARTS:
        node = node.args[0]
    return node.op is None and not node.learned and not node.implicit


def _asked(node: "_Node", words: list[str]) -> bool:
    """Whether `node` is (or counts what) a primitive of `_ASKED` that the template names,
    applied to the arguments as they are or to their parts."""
    return _named(node, words) and all(_as_given(a) for a in _counted(node).args)


def _offered(op: _Op, template: str, answers: list[str]) -> bool:
    """Whether the search tries `op` for this template and these answers: a unit conversion
    only when the template names both units ("Convert {number}°F to Celsius"; "in" only in a
    two-part amount, "{number} ft {number_2} in"), else a
    conversion would fit numbers by luck; a primitive of `_NAMED` only when the template says
    its word ("the first leap year after {number}"); a primitive of `_ANSWER_FORM` only when
    some answer has its form or the template names it (`_FORM_NAMED`)."""
    form = _ANSWER_FORM.get(op.name)
    if form is not None and not any(form.search(a.strip()) for a in answers):
        named = _FORM_NAMED.get(op.name)
        if named is None or not named.search(re.sub(r"\{\w+\}", " ", template.casefold())):
            return False
    words = _template_words(template)
    if any(_says(words, word) for word in _UNSAID.get(op.name, ())):
        return False
    if op.name not in _CONVERTS and op.name not in _NAMED:
        return True
    if op.name in _NAMED:
        said = f" {' '.join(words)} "
        return any(all(f" {part} " in said for part in name.split("+")) for name in _NAMED[op.name])
    parts = {_PART_NAMES.get(u, u) for _, big, _, small, _ in _two_part_amounts(template) for u in (big, small)}
    return all(unit in parts or _names_unit(words, unit) for unit in _CONVERTS[op.name])


_PLURALS = {"in": "inches", "ft": "feet", "st": "stone", "lb": "pounds", "oz": "ounces", "mm": "mm", "cm": "cm", "m": "m",
            "km": "km", "g": "g", "kg": "kg", "ml": "ml"}
"""How a description names many of a unit of `_PART_UNITS` ("5 ft 7 in in inches")."""
_PART_NAMES = {"second": "s", "minute": "min", "hour": "h", "litre": "l"}
"""`_UNITS`' names of the units of a two-part amount (`_PART_UNITS`): "5 ft 7 in" names inches."""


_NUMBER_WORDS: dict[str, int] = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "twenty": 20, "fifty": 50, "hundred": 100, "thousand": 1000, "million": 1_000_000,
    "dozen": 12, "decade": 10, "even": 2, "century": 100, "millennium": 1000, "double": 2, "twice": 2, "half": 2, "halve": 2,
    "triple": 3, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
    "week": 7, "weeks": 7, "fortnight": 14, "percent": 100, "percentage": 100, "cent": 100, "cents": 100,
}
"""Words of a template's fixed text that state a number ("to the nearest ten", "which century"):
each one the template says is a constant the search may use, like an argument."""


def _template_chars(template: str) -> list[str]:
    """Single characters the fixed text of `template` quotes ("with '#'"), in order, once each."""
    fixed = re.sub(r"\{\w+\}", " ", template)
    return list(dict.fromkeys(a or b for a, b in re.findall(r"'([^\s'])'|\"([^\s\"])\"", fixed)))


_MASK_WORDS = ("all+but", "mask", "masked", "hide", "hidden", "cover")
"""Words of a template that asks for a text masked but a few characters ("hide all but the last 4
digits ... with '#'")."""


_PLACES = {"ones": 1, "units": 1, "tens": 10, "hundreds": 100, "thousands": 1000, "millions": 1_000_000}
"""Place values a template names beside "digit" ("the hundreds digit")."""


def _place_ops(template: str) -> list[_Op]:
    """The digit at each place value the template names, where it also says "digit"."""
    words = _template_words(template)
    if "digit" not in words:
        return []
    return [_op(f"place_digit_{word}", "@num", f"_place_digit({{0}}, {place})", f"the {word} digit of {{0}}", unit="n")
            for word, place in _PLACES.items() if word in words]


def _weekday_ops(template: str) -> list[_Op]:
    """How many of a weekday the template names ("How many Mondays are in {date}?") fall in the
    month of a date."""
    words = _template_words(template)
    names = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
    days = [d for d, name in enumerate(names) if name.casefold() in words or f"{name.casefold()}s" in words]
    return [_op(f"weekdays_in_month_{d}", "date", f"_weekdays_in_month({{0}}, {d})",
                f"the number of {names[d]}s in the month of {{0}}", unit="n") for d in days]


def _mask_ops(template: str) -> list[_Op]:
    """Primitives that hide all but the last (or first) n characters of a value behind a mark,
    one the template quotes or one an argument gives; only where the template says so
    (`_MASK_WORDS`). Named by the template, the one of three arguments costs no step (`_Search`)."""
    words = _template_words(template)
    if not any(_says(words, w) for w in _MASK_WORDS):
        return []
    ends = (("last", ""), ("first", ", first=True"))
    return [*(_op(f"mask_but_{end}_{i}", "@str|num,@num", f"_masked({{0}}, {{1}}, {mark!r}{extra})",
                  f"{{0}} with all but its {end} {{1}} characters replaced by {mark!r}")
              for i, mark in enumerate(_template_chars(template)) for end, extra in ends),
            *(_op(f"mask_but_{end}_by", "@str|num,@num,@str", f"_masked({{0}}, {{1}}, {{2}}{extra})",
                  f"{{0}} with all but its {end} {{1}} characters replaced by {{2}}", cost=0) for end, extra in ends)]


_LETTER_RANGE = re.compile(r"\b([a-z])\s*(?:to|through|-|–)\s*([a-z])\b")
_ALPHABET_HALVES = {"first+half+alphabet": ("a", "m"), "second+half+alphabet": ("n", "z")}
"""Ranges of the alphabet a template may state: "(a to m)", "the first half of the alphabet"."""


_KEYBOARD_ROWS = {"top": "qwertyuiop", "upper": "qwertyuiop", "home": "asdfghjkl", "middle": "asdfghjkl",
                  "bottom": "zxcvbnm", "lower": "zxcvbnm"}
"""The letters of each row of a QWERTY keyboard, by the names a template may give the row."""


def _keyboard_ops(template: str) -> list[_Op]:
    """The letters of a value on a row of a QWERTY keyboard the template names ("the top row of
    a QWERTY keyboard"), and how many."""
    words = _template_words(template)
    if "row" not in words or not {"qwerty", "keyboard"} & set(words):
        return []
    rows = dict.fromkeys(_KEYBOARD_ROWS[w] for w in words if w in _KEYBOARD_ROWS)
    return [op for i, row in enumerate(rows) for op in (
        _op(f"keyboard_row_{i}", "@str", f"[c for c in {{0}} if c.casefold() in {row!r}]",
            f"the letters of {{0}} on the keyboard row {row}"),
        _op(f"count_keyboard_row_{i}", "@str", f"sum(c.casefold() in {row!r} for c in {{0}})",
            f"how many letters of {{0}} are on the keyboard row {row}", unit="chars"))]


def _range_ops(template: str) -> list[_Op]:
    """The letters of a value in a range of the alphabet the template states, and how many."""
    fixed = re.sub(r"\{\w+\}", " ", template.casefold())
    words = _template_words(template)
    ranges = [(a, b) for a, b in _LETTER_RANGE.findall(fixed) if a < b]
    ranges += [span for name, span in _ALPHABET_HALVES.items() if _says(words, name)]
    return [op for a, b in dict.fromkeys(ranges) for op in (
        _op(f"letters_{a}_{b}", "@str", f"[c for c in {{0}} if {a!r} <= c.casefold() <= {b!r}]",
            f"the letters of {{0}} from {a} to {b}"),
        _op(f"count_letters_{a}_{b}", "@str", f"sum({a!r} <= c.casefold() <= {b!r} for c in {{0}})",
            f"how many letters of {{0}} are from {a} to {b}", unit="chars"))]


def _template_numbers(template: str) -> list[int | float]:
    """The numbers the fixed text of `template` states in words (`_NUMBER_WORDS`; a "%" is the
    word "percent"), then in digits ("each sleep cycle lasts 90 minutes", "taking 1 hp as 745.7 W"),
    in order; digits that are part of a name ("base64", "ROT13") are no number."""
    fixed = re.sub(r"\{\w+\}", " ", template.casefold())
    words = re.findall(r"[^\W\d_]+", fixed.replace("%", " percent "))
    digits = re.findall(r"(?<![\w.,:/-])\d+(?:\.\d+)?(?![\w:/]|[.,]\d)", fixed)
    return list(dict.fromkeys([*(_NUMBER_WORDS[w] for w in words if w in _NUMBER_WORDS),
                               *(float(d) if "." in d else int(d) for d in digits)]))


_CARDINALS = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                        "twenty", "fifty", "hundred", "thousand", "million", "dozen"})
_THRESHOLD_RX = re.compile(r"\b(?:(more|longer|greater|bigger|larger|higher)\s+than|(fewer|less|shorter|smaller|lower)\s+than"
                           r"|at\s+(least)|at\s+(most))\s+(\d+|[a-z]+)\b")
_BOUND_OPS = {"longer_than": "up", "above": "up", "shorter_than": "down", "below": "down", "between": "either",
              "at_least": "up", "at_most": "down",
              "gt": "first", "ge": "first"}
"""Primitives that compare with a number, and which way: values above the bound, below it, or
above it when the value compared comes first (`gt`: "{0} > {1}")."""


def _thresholds(template: str) -> list[tuple[int, str]]:
    """Numbers the fixed text of `template` states as a bound, and which way ("more than four
    letters": (4, "up"); "at most 3 times": (3, "down")): a program that ignores one answers
    another question, however well it fits examples that never came near the bound."""
    fixed = re.sub(r"\{\w+\}", " ", template.casefold())
    return list(dict.fromkeys((int(w) if w.isdigit() else _NUMBER_WORDS[w], "up" if up or least else "down")
                              for up, _, least, _, w in _THRESHOLD_RX.findall(fixed)
                              if w.isdigit() or w in _CARDINALS))


_TIER_RX = re.compile(r"\bfirst\s+(\d+|[a-z]+|\{\w+\})\s+([a-z]+)\b(?=.*\b(?:later|additional|thereafter|subsequent|beyond|"
                      r"extra|further|remaining|after\s+that|after\s+the\s+first)\b)"
                      r"|\b(?:each|every|per|any)\s+([a-z]+(?:/[a-z]+)?)\s+(?:over|above|beyond|past|exceeding)\s+"
                      r"(?:the\s+[a-z]+\s+of\s+)?(\d+|[a-z]+|\{\w+\})(?!\w)"
                      r"|\b(?:includes?|including)\s+(?:up\s+to\s+)?(\d+|[a-z]+|\{\w+\})\s+(?:free\s+)?([a-z]+)\b"
                      r"(?=.*\b(?:extra|additional|further|beyond|over|more)\b)")
"""A first tier: "the first 2 years ... each later year", "each kg over {number}", and an
allowance: "includes {number} GB of data; each extra GB costs ..."."""


_STARTED_RX = re.compile(r"\b(?:each|every|per|an?)\s+(?:(?:further|additional|extra|subsequent|later|more)\s+)?"
                         r"(?:(\d+|\{\w+\})\s*)?([a-z]+)\s+or\s+(?:any\s+)?part\s+(?:thereof|of\s+(?:it|one|that|an?\s+[a-z]+))",
                         re.IGNORECASE)


_EVERY_RX = re.compile(r"\bevery\s+(\d+|\{\w+\}|other|second|third|fourth|fifth|sixth)\s+([a-z]+)", re.IGNORECASE)
"""A period the template states ("every 15 minutes", "every {number} days"), or a count of items
("every second shirt is half price", "every third coffee free")."""
_EVERY_NTH = {"other": "2", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6"}


def _started_step(template: str, unit: str) -> str | None:
    """The size of the steps `template` counts whole once started ("for each further 20 g or
    part of it": "20"; "per hour or part of an hour": "1"; a slot's name where a slot gives
    it), where its unit is `unit`; else None."""
    for m in _STARTED_RX.finditer(template):
        if m.group(2).casefold().rstrip("s") == unit.rstrip("s"):
            return (m.group(1) or "1").strip("{}")
    return None


def _interpolates(terms: Sequence[tuple[tuple[int, ...], Any]], xs: list[list[fractions.Fraction]]) -> bool:
    """Whether a learned sum's terms can fit any answers over one argument alone: as many terms
    that read only argument i (1, `a`, `a * a`) as `a` has values among the examples. Heights
    of 4, 5 and 6 ft fitted `4 / 3 + 539 / 18 * a + 1 / 18 * a * a + ...` on every example and
    were wrong on others."""
    return any(sum(set(t) <= {i} for t, _ in terms) >= max(2, len(set(x))) for i, x in enumerate(xs))


def _ticked(code: str, names: list[str]) -> str:
    """`code` with each of `names` in it set in backticks for a docstring, the longest first and
    in one pass (`max(used - plan, 0)` whole, never its `plan` again inside it)."""
    if not names:
        return code
    either = "|".join(re.escape(a) for a in sorted(names, key=len, reverse=True))
    return re.sub(rf"(?<![\w`])(?:{either})(?![\w`])", lambda m: f"`{m.group(0)}`", code)


def _tiers(template: str) -> list[tuple[int | str, str]]:
    """Numbers `template` states as the end of a first tier, in its fixed text or as a slot,
    with the word of what they count ("each of a dog's first two years counts as 10.5 human
    years and each later year as 4": (2, "years"); "time and a half for every hour over
    {number}": ("number", "hour")): a line through examples that all lie past the bound answers
    below it wrong, so a program must read the parts of a number up to the bound and over it."""
    out: list[tuple[int | str, str]] = []
    for m in _TIER_RX.finditer(re.sub(r"\{(\w+)\}", lambda s: "{" + s.group(1) + "}", template.casefold())):
        bound, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3)) if m.group(4) else \
            (m.group(5), m.group(6))
        if bound.startswith("{"):
            name = re.search(r"\{(\w+)\}", template[m.start():]).group(1)  # the slot as the template spells it
            out.append((name, unit))
        elif bound.isdigit() or bound in _CARDINALS:
            out.append((int(bound) if bound.isdigit() else _NUMBER_WORDS[bound], unit))
    return list(dict.fromkeys(out))


_COMPARATIVES = frozenset({"larger", "bigger", "greater", "smaller", "lesser", "higher", "lower", "largest", "biggest",
                           "greatest", "smallest", "highest", "lowest"})
"""Words that ask for one of two numbers by size (`_Search.in_order`)."""
_JOINED_PAIR = re.compile(r"\{(\w+)\}\s*(?::|/|,|\band\b|\bor\b|\bto\b|\bvs\b\.?)\s*\{(\w+)\}", re.IGNORECASE)
"""Two arguments the template joins as a pair: "{a}:{b}", "{a} and {b}", "{a} or {b}"."""


_SELF_CONSTANT = frozenset({"sub", "div", "mod", "count", "count_exact", "gt", "ge", "eq", "same"})
"""Primitives of two arguments that give a constant when both are one value (x - x, x / x, how
often x occurs in x, x > x): a program that feeds one the same value on most examples fits
them by luck ("how many letters longer is {a} than {b}" fitted "how often {a} occurs in the
longer of {b} and {a}", 1 wherever {a} was the longer)."""


_TEXT_ORDER = frozenset({"sort", "sort_desc", "sort_nocase", "sort_nocase_desc"})
"""Orderings of items as text: not tried on lists of numbers, where "9" after "10" is never what
is meant, and where two-digit numbers alone cannot tell it from the order by value."""


def _all_numbers(lists: tuple[Any, ...]) -> bool:
    """Whether every item of every list is a number as tasks write one."""
    try:
        return all(toolkit.parse_number(x) is not None for v in lists for x in v)
    except (toolkit.NotMine, ValueError):
        return False


_ORDINALS = {0: "first", 1: "second", 2: "third", -1: "last", -2: "second-to-last"}
_INNER_POSITIONS = frozenset({"item1", "item2", "item-2", "middle", "upper_middle"})
_POSITIONS = frozenset({"item0", "item1", "item2", "item-1", "item-2", "middle", "upper_middle", "nth", "nth0",
                        "nth_from_end", "first_n", "last_n"})
"""Picks by place in a list: on lists that came in order they are also picks by value (the first
time is the earliest, the middle number the median: `_Search.ranked`)."""
_ORDER_KEYS: dict[str, tuple[Callable[[Any], Any], str, str]] = {
    "number": (lambda x: x if isinstance(x, (int, float)) else toolkit.parse_number(x), ", key=toolkit.parse_number",
               "by value"),
    "numbers": (lambda x: _numbers_key(x), ", key=_numbers_key", "by the numbers in each"),
    "date": (lambda x: toolkit.parse_date(x), ", key=toolkit.parse_date", "by date"),
    "text": (lambda x: x.casefold(), ", key=str.casefold", "alphabetically"),
}
"""Orders a list may have come in: how to read each item's key, the code, the words."""
"""Positions inside a list. Where every example's list has one length, the third of five is also
the third from the end and the middle one: the examples cannot say which was meant, so the tool
declines other lengths (`_Search.guards`)."""
_WRITER_WORDS = {"binary": ("binary", "bits"), "octal": ("octal",), "hexadecimal": ("hex", "hexadecimal"),
                 "roman": ("roman", "numeral", "numerals"), "in_base": ("base",), "in_words": ("words", "word"),
                 "with_commas": ("commas", "comma")}
"""Words that name a way of writing a number (`_Forms._digits_of_a_writing`)."""
_WRITERS = frozenset({"as_fraction", "as_text", "with_commas", "in_words", "in_words_each", "roman", "ordinal", "binary", "in_base",
                      "hexadecimal", "octal", "zero_pad", "lowest_terms"})
_READERS = frozenset({"number_in", "numbers_in", "read_number", "evaluate", "roman_value", "from_binary", "from_hex",
                      "binary_digits", "values", "quantities", "item_numbers"})
"""Primitives that write a number as text, and those that read numbers from text: a reader takes
the task's own text, never a number the program wrote (the first number of 5531/100, the
fraction 55.31 in lowest terms, fits "cents in $55.31" by luck and fails on $39.65, 793/20)."""
_TO_MULTIPLE = frozenset({"floor_multiple", "ceil_multiple", "next_multiple", "prev_multiple"})
"""Steps to a multiple, which values on a multiple tell apart (`_Search.multiple_guards`)."""
_DIFFERENCES = frozenset({"sub", "days_between"})
"""Differences, which the distance between the same values (`abs`) matches wherever one side was
the larger on every example (`_Search.sign_guards`)."""
_STEPS = frozenset({"caesar_shift", "caesar_unshift", "month_after", "month_before", "weekday_after", "weekday_before",
                    "plus_days", "plus_minutes", "minus_minutes", "plus_hours", "minus_hours", "rotate_left",
                    "rotate_right"})
"""Primitives that move along an order: one step ("the letter after", "the next month", "the day
before", the first letter moved to the end) needs no number in the template (`_Node.implicit`)."""
_STEP_NAMED = {"rotate_left": ("rotate", "rotated", "move", "moved", "end"),
               "rotate_right": ("rotate", "rotated", "move", "moved", "front", "start", "beginning")}
"""Steps of `_STEPS` taken without a number only where the template says so: a text rotated by
one letter, tried everywhere, fitted "ark3p un3s" for "park3 sun3" with a learned letter table."""
_OPS: tuple[_Op, ...] = (
    # ---- text
    _op("words", "str", "[w for w in {0}.split() if any(c.isalnum() for c in w)]", "the words of {0}"),
    _op("tokens", "str", "{0}.split()", "the parts of {0} between spaces"),
    _op("lines", "str", "{0}.splitlines()", "the lines of {0}"),
    _op("sentences", "@str", "_sentences({0})", "the sentences of {0}"),
    _op("chars", "@str", "[*{0}]", "the characters of {0}"),
    _op("pieces", "@str", "re.findall(r'[^\\W_]+', {0})", "the parts of {0} between punctuation"),
    # parted at commas on every example: a text without one is declined, never split at its spaces
    # ("Give the first names in 'Margaret Dijkstra'": two items "Margaret" and "Dijkstra")
    _op("comma_items", "@str", "toolkit.parse_comma_list({0})", "the items listed in {0} (parted by commas)"),
    _op("items", "@str", "toolkit.parse_list({0})", "the items listed in {0}"),
    _op("alternatives", "@str", "re.split(r'\\s*,\\s*(?:or\\s+)?|\\s+or\\s+', {0}.strip())",
        "the choices named in {0} ('a, b or c')"),
    _op("reverse_text", "str", "{0}[::-1]", "{0} reversed"),
    _op("title", "@str", "{0}.title()", "{0} with each word capitalised"),
    _op("capitalize", "@str", "{0}[:1].upper() + {0}[1:]", "{0} with its first letter capitalised"),
    _op("no_spaces", "@str", "{0}.replace(' ', '')", "{0} without spaces"),
    _op("no_vowels", "@str", "re.sub('[aeiouAEIOU]', '', {0})", "{0} without vowels"),
    _op("letters_in_order", "@str", "''.join(sorted({0}.lower().replace(' ', '')))", "the letters of {0} in order"),
    _op("roman_value", "@str", "_from_roman({0})", "the value of the Roman numeral {0}", unit="n"),
    _op("from_binary", "@str", "int({0}, 2)", "the binary number {0}", unit="n"),
    _op("from_hex", "@str", "int({0}, 16)", "the hexadecimal number {0}", unit="n"),
    _op("hex_bytes", "@str", "_hex_bytes({0})", "the bytes of the hex digits {0}, two digits each", unit="n"),
    _op("binary_digits", "@num", "int(str(int({0})), 2)", "the value of the binary digits {0}", unit="n"),
    _op("morse", "@str", "_morse({0})", "{0} in Morse code"),
    _op("unmorse", "@str", "_unmorse({0})", "the Morse code {0} as text"),
    _op("host", "@str", "urllib.parse.urlsplit({0}).hostname", "the host name in the URL {0}"),
    _op("url_path", "@str", "urllib.parse.urlsplit({0}).path", "the path in the URL {0}"),
    _op("url_query", "@str", "urllib.parse.urlsplit({0}).query", "the query string of the URL {0}"),
    _op("before_at", "@str", "{0}.split('@')[0]", "the part of {0} before the @"),
    _op("after_at", "@str", "{0}.split('@')[1]", "the part of {0} after the @"),
    _op("file_name", "@str", "{0}.rsplit('/', 1)[-1]", "the file name in {0}"),
    _op("extension", "@str", "{0}.rsplit('.', 1)[1]", "the extension of {0}"),
    _op("stem", "@str", "{0}.rsplit('.', 1)[0]", "{0} without its extension"),
    _op("swapcase", "@str", "{0}.swapcase()", "{0} with the case of every letter swapped"),
    _op("only_vowels", "@str", "re.sub('[^aeiouAEIOU]', '', {0})", "the vowels of {0}"),
    _op("domain", "@str", "_url_domain({0})", "the domain name in the URL {0}"),
    _op("lower", "@str", "{0}.lower()", "{0} in lower case"),
    _op("upper", "@str", "{0}.upper()", "{0} in upper case"),
    _op("strip_tags", "str", "' '.join(re.sub(r'<[^<>]*>', ' ', {0}).split())", "{0} without its markup tags"),
    _op("strip_punctuation", "str", "{0}.strip(string.punctuation)", "{0} without punctuation around it"),
    _op("punctuation_marks", "@str", "sum(c in string.punctuation for c in {0})", "how many punctuation marks {0} has",
        unit="chars"),
    _op("length", "str", "len({0})", "the number of characters in {0}", cost=2, unit="chars"),
    _op("longer_by", "@str,@str", "(len({0}) - len({1}))", "how many characters longer {0} is than {1}", unit="chars"),
    _op("shorter_by", "@str,@str", "(len({1}) - len({0}))", "how many characters shorter {0} is than {1}", unit="chars"),
    _op("vowels", "@str", "sum(c in 'aeiouAEIOU' for c in {0})", "the number of vowels in {0}", cost=2, unit="vowels"),
    _op("letters", "@str", "sum(c.isalpha() for c in {0})", "the number of letters in {0}", cost=2, unit="letters"),
    _op("digits", "@str", "sum(c.isdigit() for c in {0})", "the number of digits in {0}", cost=2, unit="digits"),
    _op("digit_chars", "@str", "''.join(c for c in {0} if c.isdigit())", "the digits of {0}, in their order"),
    _op("digit_values", "@str", "[int(c) for c in {0} if c.isdigit()]", "the digits in {0}, as numbers", unit="n"),
    _op("place_values", "@num", "_place_values({0})", "the value of each non-zero digit of {0} in its place (4072: 4000, 70, 2)",
        unit="n"),
    _op("letter_chars", "@str", "''.join(c for c in {0} if c.isalpha())", "the letters of {0}, in their order"),
    _op("same_ends", "list", "[w for w in {0} if len(w) > 0 and w[0].lower() == w[-1].lower()]",
        "the items of {0} that start and end with the same letter"),
    _op("is_square", "@num", "(float({0}).is_integer() and {0} >= 0 and math.isqrt(int({0})) ** 2 == {0})",
        "whether {0} is a square number"),
    _op("is_cube", "@num", "(float({0}).is_integer() and round(abs({0}) ** (1 / 3)) ** 3 == abs({0}))",
        "whether {0} is a cube number"),
    _op("capitals", "@str", "sum(c.isupper() for c in {0})", "the number of capital letters in {0}", cost=2,
        unit="capitals"),
    _op("small_letters", "@str", "sum(c.islower() for c in {0})", "the number of lower-case letters in {0}", cost=2,
        unit="small letters"),
    _op("number_in", "str", "toolkit.parse_numbers({0})[0]", "the first number in {0}", unit="n"),
    _op("read_number", "@str", "_read_number({0})", "the number written at the start of {0}", unit="n"),
    _op("numbers_in", "@str", "toolkit.parse_numbers({0})", "the numbers in {0}", unit="n"),
    _op("emails_in", "@str", "_emails({0})", "the email addresses in {0}"),
    _op("urls_in", "@str", "_urls({0})", "the web addresses in {0}"),
    _op("evaluate", "@str", "toolkit.safe_eval({0})", "the value of {0}", unit="n"),
    _op("evaluate_exact", "@str", "str(toolkit.safe_eval({0}, exact=True))", "the exact value of {0} as a fraction in lowest terms"),
    _op("date", "@str", "toolkit.parse_date({0})", "the date {0}"),
    _op("date_day_first", "@str", "_day_first({0})", "the date {0}, written day first", cost=2),
    _op("clock", "@str", "toolkit.parse_time({0})", "the time {0}"),
    _op("closing", "@str", "_closing_brackets({0})", "the brackets that close {0}"),
    _op("balanced", "@str", "_balanced({0})", "whether the brackets in {0} are balanced"),
    _op("is_palindrome", "@str|num", "_is_palindrome({0})", "whether {0} reads the same backwards (letters and digits, any case)"),
    _op("is_pangram", "@str", "(set('abcdefghijklmnopqrstuvwxyz') <= set({0}.lower()))",
        "whether {0} has every letter of the alphabet"),
    _op("keypad_digits", "@str", "_keypad_digits({0})", "{0} as the digits of a phone keypad (ABC 2 ... WXYZ 9)"),
    _op("lowest_terms", "@str", "str(fractions.Fraction({0}.strip()))", "the fraction {0} in lowest terms"),
    _op("reciprocal", "@str|num", "str(1 / fractions.Fraction(str({0}).strip()))", "the reciprocal of {0}, in lowest terms"),
    _op("b64encode", "@str", "base64.b64encode({0}.encode()).decode()", "{0} in base64"),
    _op("b64decode", "@str", "base64.b64decode({0}, validate=True).decode()", "{0} decoded from base64"),
    _op("b32encode", "@str", "base64.b32encode({0}.encode()).decode()", "{0} in base32"),
    _op("b32decode", "@str", "base64.b32decode({0}).decode()", "{0} decoded from base32"),
    _op("hexencode", "@str", "{0}.encode().hex()", "{0} in hexadecimal"),
    _op("hexdecode", "@str", "bytes.fromhex({0}).decode()", "{0} decoded from hexadecimal"),
    _op("binencode", "@str", "' '.join(format(b, '08b') for b in {0}.encode())", "{0} as 8-bit binary bytes"),
    _op("bindecode", "@str", "bytes(int(b, 2) for b in {0}.split()).decode()", "{0} decoded from binary bytes"),
    _op("urlquote", "@str", "urllib.parse.quote({0})", "{0} percent-encoded"),
    _op("urlunquote", "@str", "urllib.parse.unquote({0})", "{0} percent-decoded"),
    # ---- two texts
    _op("count", "str,@str", "_count_overlapping({0}, {1})", "how often {1} occurs in {0} (any case, overlaps too)",
        unit="occurrences"),
    _op("count_exact", "str,@str", "{0}.count({1})", "how often {1} occurs in {0}", unit="occurrences"),
    _op("contains", "str,@str", "({1}.lower() in {0}.lower())", "whether {0} contains {1}"),
    _op("centred", "@str,@num,@str", "{0}.center(int({1}), {2})", "{0} centred in {1} characters, padded with {2}"),
    _op("runs", "@str", "[''.join(run) for _, run in itertools.groupby({0})]",
        "the runs of one repeated character in {0} (aabccc: aa, b, ccc)"),
    _op("longest_run", "@str", "max((len([*run]) for _, run in itertools.groupby({0})), default=0)",
        "the length of the longest run of one repeated character in {0} (aabccc: 3)", unit="chars"),
    _op("swap_pairs", "@str", "''.join({0}[i + 1:i + 2] + {0}[i] for i in range(0, len({0}), 2))",
        "{0} with each pair of characters swapped (abcd: badc)"),
    _op("rotate_left", "str,@num", "_rotate({0}, {1})", "{0} with its first {1} characters moved to the end"),
    _op("rotate_right", "str,@num", "_rotate({0}, -{1})", "{0} with its last {1} characters moved to the start"),
    _op("letter_set", "@str", "sorted(set(c for c in {0}.lower() if c.isalpha()))", "the letters of {0}, each once, in alphabetical order", cost=2),
    _op("shared_letters", "@str,@str", "sorted(set(c for c in {0}.lower() if c.isalpha()) & set({1}.lower()))",
        "the letters in both {0} and {1}, in alphabetical order", symmetric=True),
    _op("letters_between", "@str,@str", "_letters_between({0}, {1})", "the letters of the alphabet between {0} and {1}"),
    _op("letters_after", "@str,@str", "_letters_past({0}, {1})", "the letters of {0} that come after {1} in the alphabet"),
    _op("letters_before", "@str,@str", "_letters_past({0}, {1}, before=True)",
        "the letters of {0} that come before {1} in the alphabet"),
    _op("same", "str,str", "({0}.lower() == {1}.lower())", "whether {0} and {1} are the same", symmetric=True),
    _op("caesar_shift", "str,@num", "_caesar({0}, int({1}))", "{0} shifted {1} letters along the alphabet"),
    _op("caesar_unshift", "str,@num", "_caesar({0}, -int({1}))", "{0} shifted {1} letters back along the alphabet"),
    _op("vigenere_decrypt", "str,@str", "_vigenere({0}, {1}, decrypt=True)", "{0} decrypted with the Vigenère key {1}"),
    _op("vigenere_encrypt", "str,@str", "_vigenere({0}, {1}, decrypt=False)", "{0} encrypted with the Vigenère key {1}"),
    _op("pad_left", "str,@str,@num", "{0}.rjust(_width({2}), {1})", "{0} padded on the left with {1} to {2} characters"),
    _op("pad_right", "str,@str,@num", "{0}.ljust(_width({2}), {1})", "{0} padded on the right with {1} to {2} characters"),
    _op("replace", "str,@str,@str", "{0}.replace({1}, {2})", "{0} with {1} replaced by {2}"),
    _op("doubled", "@str", "_doubled({0})", "the first character of {0} that comes twice in a row"),
    _op("doubled_all", "@str", "[a for a, b in zip({0}, {0}[1:]) if a == b]",
        "each character of {0} that comes twice in a row, in order (bookkeeper: o, k, e)"),
    _op("run_length", "@str", "_run_length({0})", "{0} in run-length encoding, each character before its count"),
    _op("run_length_count_first", "@str", "_run_length({0}, count_first=True)",
        "{0} in run-length encoding, each count before its character"),
    _op("char_codes", "@str", "[ord(c) for c in {0}]", "the character codes (Unicode) of {0}", unit="n"),
    _op("swap_initials", "@str", "_swap_initials({0})", "{0} with the first letters of its first and last words swapped"),
    _op("each_twice", "@str|num", "_each_twice({0})", "{0} with each character written twice"),
    _op("inside_ends", "@str,@str", "_inside_ends({0}, {1})", "the text between the first and the last {1} in {0}"),
    _op("chunks", "str,@num", "_chunks({0}, {1})", "{0} cut into pieces of {1} characters"),
    _op("interleave", "@str,@str", "_interleave({0}, {1})", "the characters of {0} and {1} taken in turn"),
    _op("translate", "str,@table", "{0}.translate({1})", "{0} with {1}"),
    # ---- lists of text
    _op("sort", "list", "sorted({0})", "{0} sorted"),
    _op("sort_desc", "list", "sorted({0}, reverse=True)", "{0} sorted in reverse"),
    _op("sort_nocase", "list", "sorted({0}, key=str.lower)", "{0} sorted ignoring case"),
    _op("sort_nocase_desc", "list", "sorted({0}, key=str.lower, reverse=True)", "{0} sorted in reverse ignoring case"),
    _op("sort_by_number", "list", "sorted({0}, key=toolkit.parse_number)", "{0} sorted by value"),
    _op("sort_by_number_desc", "list", "sorted({0}, key=toolkit.parse_number, reverse=True)",
        "{0} sorted by value, largest first"),
    _op("sort_by_length", "list", "sorted({0}, key=len)", "{0} sorted by length"),
    _op("sort_by_first_letter", "list", "sorted({0}, key=lambda w: w[:1].casefold())",
        "{0} sorted by their first letter (ties kept in order)"),
    _op("sort_by_last_letter", "list", "sorted({0}, key=lambda w: w[-1:].casefold())",
        "{0} sorted by their last letter (ties kept in order)"),
    _op("sort_by_date", "list", "sorted({0}, key=toolkit.parse_date)", "{0} sorted by date, earliest first"),
    _op("sort_by_date_desc", "list", "sorted({0}, key=toolkit.parse_date, reverse=True)", "{0} sorted by date, latest first"),
    _op("sort_by_numbers", "list", "sorted({0}, key=_numbers_key)", "{0} in order of the numbers in each (1.9 before 1.10)"),
    _op("reverse", "list|nums", "{0}[::-1]", "{0} in reverse order"),
    _op("unique", "list|nums", "[*dict.fromkeys({0})]", "{0} without repeats"),
    _op("repeated_items", "list|nums", "[x for x in dict.fromkeys({0}) if {0}.count(x) > 1]",
        "the items of {0} that occur more than once, in order of their first"),
    _op("single_items", "list|nums", "[x for x in {0} if {0}.count(x) == 1]", "the items of {0} that occur only once"),
    _op("size", "list|nums", "len({0})", "the number of items in {0}", unit="items"),
    *(_op(f"item{k}", "list|nums", f"{{0}}[{k}]", f"the {_ORDINALS[k]} of {{0}}") for k in _ORDINALS),
    _op("middle", "list|nums", "_middle({0})", "the middle one of {0}"),
    _op("upper_middle", "list|nums", "{0}[len({0}) // 2]", "the middle one of {0} (of two, the later)"),
    _op("longest", "list", "max({0}, key=len)", "the longest of {0}", cost=2),
    _op("shortest", "list", "min({0}, key=len)", "the shortest of {0}", cost=2),
    _op("more_vowels2", "@str,@str", "_vowel_pick({0}, {1})", "whichever of {0} and {1} has more vowels", cost=2),
    _op("fewer_vowels2", "@str,@str", "_vowel_pick({0}, {1}, fewer=True)", "whichever of {0} and {1} has fewer vowels",
        cost=2),
    _op("longer2", "@str,@str", "max({0}, {1}, key=len)", "whichever of {0} and {1} is longer", cost=2),
    _op("shorter2", "@str,@str", "min({0}, {1}, key=len)", "whichever of {0} and {1} is shorter", cost=2),
    _op("first_in_order", "@str,@str", "min({0}, {1}, key=str.casefold)", "whichever of {0} and {1} comes first in alphabetical order", symmetric=True, cost=2),
    _op("last_in_order", "@str,@str", "max({0}, {1}, key=str.casefold)", "whichever of {0} and {1} comes last in alphabetical order", symmetric=True, cost=2),
    _op("most_vowels", "list", "_most_vowels({0})", "the item of {0} with the most vowels", cost=2),
    _op("fewest_vowels", "list", "_most_vowels({0}, fewest=True)", "the item of {0} with the fewest vowels", cost=2),
    _op("vowel_initial", "list", "[w for w in {0} if w[:1].lower() in tuple('aeiou')]", "the items of {0} that start with a vowel"),
    _op("vowel_final", "list", "[w for w in {0} if w[-1:].lower() in tuple('aeiou')]", "the items of {0} that end with a vowel"),
    _op("consonant_initial", "list", "[w for w in {0} if w[:1].isalpha() and w[:1].lower() not in tuple('aeiou')]",
        "the items of {0} that start with a consonant"),
    _op("capital_initial", "list", "[w for w in {0} if w[:1].isupper()]", "the items of {0} that start with a capital letter"),
    _op("all_caps", "list", "[w for w in {0} if w.isupper()]", "the items of {0} written in all capitals"),
    _op("double_letter", "list", "[w for w in {0} if any(a == b for a, b in zip(w.lower(), w.lower()[1:]))]",
        "the items of {0} with a double letter"),
    _op("longer_than", "list,@num", "[w for w in {0} if len(w) > {1}]", "the items of {0} longer than {1} characters"),
    _op("shorter_than", "list,@num", "[w for w in {0} if len(w) < {1}]", "the items of {0} shorter than {1} characters"),
    _op("swap_ends", "list", "[*{0}[-1:], *{0}[1:-1], *{0}[:1]] if len({0}) > 1 else {0}",
        "{0} with its first and last items swapped"),
    _op("first_letters", "list", "[w[:1] for w in {0}]", "the first letters of {0}"),
    _op("first_word_each", "list", "[(w.split() or [''])[0] for w in {0}]", "the first word of each of {0}"),
    _op("last_word_each", "list", "[(w.split() or [''])[-1] for w in {0}]", "the last word of each of {0}"),
    _op("last_letters", "list", "[w[-1:] for w in {0}]", "the last letters of {0}"),
    _op("vowels_each", "list", "[sum(c in 'aeiouAEIOU' for c in w) for w in {0}]", "the number of vowels in each of {0}",
        unit="vowels"),
    _op("lengths", "list", "[len(w) for w in {0}]", "the lengths of {0}", unit="chars"),
    _op("lower_each", "list", "[w.lower() for w in {0}]", "{0} in lower case"),
    _op("upper_each", "list", "[w.upper() for w in {0}]", "{0} in upper case"),
    _op("swapcase_each", "list", "[w.swapcase() for w in {0}]", "{0} with the case of every letter swapped"),
    _op("title_each", "list", "[w.title() for w in {0}]", "{0} capitalised"),
    _op("reverse_each", "list", "[w[::-1] for w in {0}]", "each of {0} reversed"),
    _op("strip_each", "list", "[w.strip(string.punctuation) for w in {0}]", "{0} without punctuation around them"),
    _op("values", "list", "[toolkit.parse_number(w) for w in {0}]", "the values of {0}", unit="n"),
    _op("quantities", "list", "[_read_number(w) for w in {0}]", "the numbers written at the start of {0}", unit="n"),
    _op("item_numbers", "list", "[_only_number(w) for w in {0}]", "the one number in each of {0}", unit="n"),
    _op("concat", "list", "''.join({0})", "{0} run together"),
    _op("camel", "list", "''.join(w.lower() if i == 0 else w[:1].upper() + w[1:].lower() for i, w in enumerate({0}))",
        "{0} run together in camelCase"),
    _op("spaced", "list", "' '.join({0})", "{0} joined with spaces"),
    _op("and_join", "list", "_and_join({0})", "{0} listed as 'a, b and c'"),
    _op("serial_and_join", "list", "_and_join({0}, serial=True)", "{0} listed as 'a, b, and c'"),
    _op("most_common", "list", "collections.Counter({0}).most_common(1)[0][0]", "the most common of {0}"),
    _op("join_lists", "list,list", "({0} + {1})", "{0} followed by {1}"),
    _op("common", "list|nums,list|nums", "[x for x in {0} if x in {1}]", "the items of {0} that are also in {1}"),
    _op("not_in", "list|nums,list|nums", "[x for x in {0} if x not in {1}]", "the items of {0} that are not in {1}"),
    _op("count_item", "list,@str", "{0}.count({1})", "how often {1} is among {0}", unit="occurrences"),
    _op("member", "list,@str", "({1} in {0})", "whether {1} is among {0}"),
    _op("member_num", "nums,@num", "({1} in {0})", "whether {1} is among {0}"),
    _op("starting_with", "list,@str", "[w for w in {0} if w.lower().startswith({1}.strip().lower())]",
        "the items of {0} that start with {1}"),
    _op("ending_with", "list,@str", "[w for w in {0} if w.lower().endswith({1}.strip().lower())]",
        "the items of {0} that end with {1}"),
    _op("in_alphabetical_order", "list", "({0} == sorted({0}, key=str.casefold))", "whether {0} are in alphabetical order"),
    _op("other_than", "list,@str", "[w for w in {0} if w.casefold() != {1}.casefold()]", "the items of {0} other than {1}"),
    _op("containing", "list,@str", "[w for w in {0} if {1}.lower() in w.lower()]", "the items of {0} that contain {1}"),
    _op("position", "list,@str", "({0}.index({1}) + 1)", "the position of {1} among {0}", unit="position"),
    _op("places_of", "list,@str", "[i + 1 for i, w in enumerate({0}) if w.casefold() == {1}.casefold()]",
        "the positions (from 1) of {1} among {0}", unit="position"),
    _op("upper_places", "@str", "[i + 1 for i, c in enumerate({0}) if c.isupper()]",
        "the positions (from 1) of the capital letters of {0}", unit="position"),
    _op("longer_than_item", "list,@str", "[w for w in {0} if len(w) > len({1})]", "the items of {0} longer than {1}"),
    _op("shorter_than_item", "list,@str", "[w for w in {0} if len(w) < len({1})]", "the items of {0} shorter than {1}"),
    _op("vowel_places", "@str", "[i + 1 for i, c in enumerate({0}) if c.lower() in 'aeiou']",
        "the positions (from 1) of the vowels of {0}", unit="position"),
    _op("after_item", "list|nums,@str|num", "_next_to({0}, {1}, 1)", "the item right after {1} in {0}"),
    _op("before_item", "list|nums,@str|num", "_next_to({0}, {1}, -1)", "the item right before {1} in {0}"),
    _op("nth", "list|nums,num", "{0}[_within({1}, 1, len({0})) - 1]", "item number {1} of {0}", unit="first"),
    _op("nth0", "list|nums,num", "{0}[_within({1}, 0, len({0}) - 1)]", "item {1} (counting from 0) of {0}", unit="first"),
    _op("replace_at", "list,num,@str", "_replaced_at({0}, {1}, {2})", "{0} with item {1} replaced by {2}"),
    _op("nth_from_end", "list|nums,num", "_from_end({0}, {1})", "item {1} of {0} counting from the end", unit="first"),
    _op("first_n", "list|nums,num", "{0}[:_within({1}, 0, len({0}))]", "the first {1} of {0}", unit="first"),
    _op("last_n", "list|nums,num", "{0}[len({0}) - _within({1}, 0, len({0})):]", "the last {1} of {0}", unit="first"),
    _op("nth_named", "list|nums,@str", "{0}[_position({1}) - 1]", "the item of {0} in the place {1} names (third: item 3)"),
    _op("odd_places", "list|nums", "{0}[0::2]", "the items of {0} in odd places (1st, 3rd, 5th, ...)"),
    _op("even_places", "@str|list|nums", "{0}[1::2]", "the items of {0} in even places (2nd, 4th, 6th, ...)"),
    _op("every_other", "str|list", "{0}[::2]", "every other item of {0}, from the first (1st, 3rd, 5th, ...)"),
    _op("every_other_second", "str|list", "{0}[1::2]", "every other item of {0}, from the second (2nd, 4th, ...)"),
    _op("first_half", "@str|list", "_half({0})", "the first half of {0}"),
    _op("second_half", "@str|list", "_half({0}, second=True)", "the second half of {0}"),
    _op("gaps", "nums", "[b - a for a, b in zip({0}, {0}[1:])]", "the differences between neighbours in {0}"),
    _op("rises", "nums", "sum(b > a for a, b in zip({0}, {0}[1:]))", "how many of {0} are larger than the one before",
        unit="n"),
    _op("falls", "nums", "sum(b < a for a, b in zip({0}, {0}[1:]))", "how many of {0} are smaller than the one before",
        unit="n"),
    _op("every_nth", "list|nums,@num", "{0}[_within({1}, 1, len({0})) - 1::int({1})]", "items {1}, 2 * {1}, 3 * {1}, ... of {0}"),
    _op("repeat", "str,@num", "_repeat({0}, {1})", "{0} repeated {1} times"),
    _op("copies", "str,@num", "_copies({0}, {1})", "{1} copies of {0}"),
    # ---- numbers
    _op("total", "nums", "sum({0})", "the sum of {0}"),
    _op("evens", "nums", "[x for x in {0} if x % 2 == 0]", "the even numbers of {0}"),
    _op("above", "nums,@num", "[x for x in {0} if x > {1}]", "the numbers of {0} greater than {1}", cost=2),
    _op("below", "nums,@num", "[x for x in {0} if x < {1}]", "the numbers of {0} less than {1}", cost=2),
    _op("at_least", "nums,@num", "[x for x in {0} if x >= {1}]", "the numbers of {0} at least {1}", cost=2),
    _op("at_most", "nums,@num", "[x for x in {0} if x <= {1}]", "the numbers of {0} at most {1}", cost=2),
    _op("multiples_in", "nums,@num", "[x for x in {0} if x % {1} == 0]", "the numbers of {0} divisible by {1}"),
    _op("between", "nums,@num,@num", "[x for x in {0} if min({1}, {2}) < x < max({1}, {2})]",
        "the numbers of {0} between {1} and {2}"),
    _op("between_inclusive", "nums,@num,@num", "[x for x in {0} if min({1}, {2}) <= x <= max({1}, {2})]",
        "the numbers of {0} from {1} to {2}, both included"),
    _op("count_between_inclusive", "nums,@num,@num", "sum(min({1}, {2}) <= x <= max({1}, {2}) for x in {0})",
        "how many numbers of {0} are from {1} to {2}, both included", unit="items"),
    _op("count_between", "nums,@num,@num", "sum(min({1}, {2}) < x < max({1}, {2}) for x in {0})",
        "how many numbers of {0} are between {1} and {2}", unit="items"),
    _op("odds", "nums", "[x for x in {0} if x % 2 == 1]", "the odd numbers of {0}"),
    _op("no_and", "@list", "[w for w in {0} if w.casefold() not in ('and', 'or')]",
        "the items of {0} but a lone 'and' or 'or'"),
    _op("negatives", "nums", "[x for x in {0} if x < 0]", "the negative numbers of {0}"),
    _op("positives", "nums", "[x for x in {0} if x > 0]", "the positive numbers of {0}"),
    _op("smallest", "nums", "min({0})", "the smallest of {0}"),
    _op("largest", "nums", "max({0})", "the largest of {0}"),
    _op("mean", "nums", "statistics.mean({0})", "the mean of {0}"),
    _op("next_term", "nums", "(2 * {0}[-1] - {0}[-2])", "the number after {0}, at the same step"),
    _op("spread", "nums", "(max({0}) - min({0}))", "the largest of {0} less the smallest"),
    _op("missing_term", "nums", "_missing_term({0})", "the number missing from the run of {0}", cost=2),
    _op("median", "nums", "statistics.median({0})", "the median of {0}"),
    _op("midrange", "nums", "((max({0}) + min({0})) / 2)", "the mean of the largest and the smallest of {0}"),
    _op("harmonic_mean", "nums", "statistics.harmonic_mean({0})", "the harmonic mean of {0}"),
    _op("pvariance", "nums", "statistics.pvariance({0})", "the population variance of {0}"),
    _op("variance", "nums", "statistics.variance({0})", "the sample variance of {0}"),
    _op("pstdev", "nums", "statistics.pstdev({0})", "the population standard deviation of {0}"),
    _op("stdev", "nums", "statistics.stdev({0})", "the sample standard deviation of {0}"),
    _op("weighted_mean", "nums,nums", "_weighted_mean({0}, {1})", "the mean of {0} weighted by {1}"),
    *(_op("pig_latin" + ("" if end == "way" else f"_{end}"), "@str", f"_pig_latin({{0}}, {end!r})",
          f"{{0}} in Pig Latin (a word that starts with a vowel gets {end!r})") for end in ("way", "yay", "ay")),
    _op("mixed_number", "@str", "_mixed_number({0})", "the fraction {0} as a mixed number"),
    _op("gray_code", "@num", "(int({0}) ^ (int({0}) >> 1))", "the Gray code of {0}", unit="n"),
    _op("clock_angle", "time", "_clock_angle({0})", "the smaller angle between a clock's hands at {0}, in degrees"),
    _op("clock_angle_larger", "time", "_clock_angle({0}, larger=True)",
        "the larger angle between a clock's hands at {0}, in degrees"),
    _op("log", "@num,@num", "math.log({0}, {1})", "the logarithm of {0} to base {1}", unit="mixed"),
    _op("geometric_term", "@num,@num,@num", "_geometric_term({0}, {1}, {2})",
        "term {2} of the geometric sequence that starts at {0} with common ratio {1}", unit="mixed"),
    _op("geometric_sum", "@num,@num,@num", "_geometric_sum({0}, {1}, {2})",
        "the sum of the first {2} terms of the geometric sequence that starts at {0} with common ratio {1}",
        unit="mixed"),
    _op("choose", "@num,@num", "_choices({0}, {1})", "the ways to choose {1} of {0}", unit="n"),
    _op("arrange", "@num,@num", "_choices({0}, {1}, ordered=True)", "the ways to arrange {1} of {0} in order", unit="n"),
    _op("mean_deviation", "nums", "_absolute_deviation({0})", "the mean absolute deviation of {0}"),
    *(_op(f"{name}_{method}", "nums", code.format(m=method), f"{said} of {{0}} ({method} quartiles)")
      for method in ("inclusive", "exclusive") for name, code, said in (
          ("iqr", "(_quartiles({{0}}, '{m}')[2] - _quartiles({{0}}, '{m}')[0])", "the interquartile range"),
          ("lower_quartile", "_quartiles({{0}}, '{m}')[0]", "the lower quartile"),
          ("upper_quartile", "_quartiles({{0}}, '{m}')[2]", "the upper quartile"))),
    _op("band_of", "@num,bands", "_band_of({0}, {1})", "the label of the band {0} falls in, of {1}"),
    _op("step_ways", "@num,@num,@num", "_step_ways({0}, ({1}, {2}))", "the ways to make {0} from steps of {1} or {2} in order",
        unit="n"),
    _op("change_ways", "@num,@num,@num", "_step_ways({0}, ({1}, {2}), ordered=False)",
        "the ways to make {0} from parts of {1} and {2} in any order", unit="n"),
    _op("dice_ways", "@num,@num,@num", "_dice_ways({0}, {1}, {2})", "the ways {1} dice of {2} sides total {0}", unit="n"),
    _op("dice_chance", "@num,@num,@num", "str(fractions.Fraction(_dice_ways({0}, {1}, {2}), int({2}) ** int({1})))",
        "the chance that {1} dice of {2} sides total {0}, as a fraction in lowest terms"),
    _op("dice_probability", "@num,@num,@num", "(_dice_ways({0}, {1}, {2}) / {2} ** {1})",
        "the probability that {1} dice of {2} sides total {0}", unit="mixed"),
    _op("loan_payment", "@num,@num,@num", "_loan_payment({0}, {1}, {2})",
        "the monthly payment on {0} over {2} months at {1}% a year", unit="mixed"),
    _op("decibels", "@num", "(10 * math.log10({0}))", "{0} as a power ratio in decibels", unit="mixed"),
    _op("decibels_amplitude", "@num", "(20 * math.log10({0}))", "{0} as an amplitude ratio in decibels", unit="mixed"),
    _op("from_decibels", "@num", "(10 ** ({0} / 10))", "the power ratio of {0} decibels", unit="mixed"),
    _op("semitones_up", "@num,@num", "_semitones({0}, {1})", "the frequency {1} semitones above {0}", unit="mixed"),
    _op("semitones_down", "@num,@num", "_semitones({0}, -{1})", "the frequency {1} semitones below {0}", unit="mixed"),
    _op("chinese_zodiac", "@num", "_chinese_zodiac({0})", "the Chinese zodiac animal of the year {0}"),
    _op("zodiac_sign", "date", "_zodiac_sign({0})", "the zodiac sign of a birthday on {0}"),
    _op("median_deviation", "nums", "_absolute_deviation({0}, 'median')", "the median absolute deviation of {0}"),
    _op("dot", "nums,nums", "_dot({0}, {1})", "the dot product of {0} and {1}", symmetric=True, unit="mixed"),
    _op("cross", "nums,nums", "_cross({0}, {1})", "the cross product of {0} and {1}", unit="mixed"),
    _op("discriminant", "nums", "_discriminant({0})", "the discriminant of the quadratic {0}", unit="mixed"),
    _op("polynomial_value", "nums,@num", "_polynomial_value({0}, {1})", "the polynomial {0} at {1}", unit="mixed"),
    _op("vector_length", "nums", "math.hypot(*{0})", "the length of the vector {0}", unit="mixed"),
    _op("geometric_mean", "nums", "statistics.geometric_mean({0})", "the geometric mean of {0}"),
    _op("recurrence", "nums,@num", "_recurrence({0}, {1})",
        "term {1} of the sequence that begins {0} and goes on with the sum of as many terms before"),
    _op("product", "nums", "math.prod({0})", "the product of {0}", unit="mixed"),
    _op("squares", "nums", "[x * x for x in {0}]", "the squares of {0}", unit="mixed"),
    _op("nonzero", "nums", "[x for x in {0} if x != 0]", "the numbers of {0} other than 0"),
    _op("leap_years_in", "nums", "[x for x in {0} if _is_leap_year(x)]", "the leap years among {0}"),
    _op("primes_in", "nums", "[x for x in {0} if _is_prime(x)]", "the prime numbers among {0}"),
    _op("cubes", "nums", "[x ** 3 for x in {0}]", "the cubes of {0}", unit="mixed"),
    _op("share", "list|nums,list|nums", "str(fractions.Fraction(len({0}), len({1})))",
        "the share of {1} that {0} make, as a fraction in lowest terms"),
    _op("percent_share", "list|nums,list|nums", "(100 * len({0}) / len({1}))", "the share of {1} that {0} make, in percent",
        unit="mixed"),
    _op("trimmed", "nums", "_trimmed({0})", "{0} without its lowest and its highest value"),
    _op("times_each", "nums,@num", "[x * {1} for x in {0}]", "each of {0} times {1}", unit="mixed"),
    _op("divided_each", "nums,@num", "[x / {1} for x in {0}]", "each of {0} divided by {1}", unit="mixed"),
    _op("plus_each", "nums,@num", "[x + {1} for x in {0}]", "each of {0} plus {1}"),
    _op("minus_each", "nums,@num", "[x - {1} for x in {0}]", "each of {0} less {1}"),
    _op("running_totals", "nums", "[*itertools.accumulate({0})]", "the running totals of {0}"),
    _op("running_max", "nums", "[*itertools.accumulate({0}, max)]", "the largest so far at each place of {0}"),
    _op("running_min", "nums", "[*itertools.accumulate({0}, min)]", "the smallest so far at each place of {0}"),
    _op("is_increasing", "nums", "({0} == sorted({0}))", "whether {0} are in increasing order"),
    _op("is_decreasing", "nums", "({0} == sorted({0}, reverse=True))", "whether {0} are in decreasing order"),
    _op("sort_numbers", "nums", "sorted({0})", "{0} in increasing order"),
    _op("sort_numbers_desc", "nums", "sorted({0}, reverse=True)", "{0} in decreasing order"),
    _op("add", "num,num", "({0} + {1})", "{0} + {1}", symmetric=True),
    _op("sub", "num,num", "({0} - {1})", "{0} - {1}"),
    _op("mul", "num,num", "({0} * {1})", "{0} * {1}", symmetric=True, unit="mixed"),
    _op("div", "num,num", "({0} / {1})", "{0} / {1}", unit="mixed"),
    _op("floordiv", "num,num", "_div_down({0}, {1})", "{0} // {1} (whole part)", unit="mixed"),
    _op("ceildiv", "num,num", "_div_up({0}, {1})", "{0} / {1} rounded up to a whole number", unit="mixed"),
    _op("mod", "num,num", "({0} % {1})", "{0} mod {1}", unit="mixed"),
    _op("larger", "@str,@str", "max({0}, {1}, key=_amount)", "whichever of {0} and {1} is larger (numbers or fractions)"),
    _op("smaller", "@str,@str", "min({0}, {1}, key=_amount)", "whichever of {0} and {1} is smaller (numbers or fractions)"),
    _op("nearer2", "@num,@num,@num", "_nearer({0}, {1}, {2})", "whichever of {0} and {1} is nearer to {2}", cost=2),
    _op("further2", "@num,@num,@num", "_nearer({0}, {1}, {2}, far=True)", "whichever of {0} and {1} is further from {2}",
        cost=2),
    _op("closest", "nums,num", "min({0}, key=lambda x: abs(x - {1}))", "the first of {0} closest to {1}"),
    _op("multiples", "@num,@num", "_multiples({0}, {1})", "the first {1} multiples of {0}", unit="n"),
    _op("numbers_from", "@num,@num", "_numbers_from({0}, {1})", "the whole numbers from {0} to {1}", unit="n"),
    _op("round_multiple", "num,num", "_round_multiple({0}, {1})", "{0} rounded to the nearest multiple of {1}"),
    _op("floor_multiple", "num,num", "(_div_down({0}, {1}) * {1})", "{0} rounded down to a multiple of {1}", cost=2),
    _op("ceil_multiple", "num,num", "(_div_up({0}, {1}) * {1})", "{0} rounded up to a multiple of {1}", cost=2),
    _op("next_multiple", "num,num", "_next_multiple({0}, {1})", "the first multiple of {1} after {0}", cost=2),
    _op("prev_multiple", "num,num", "_next_multiple({0}, {1}, -1)", "the last multiple of {1} before {0}", cost=2),
    _op("scientific", "num", "_scientific({0})", "{0} as a number from 1 to 10 and a power of ten", unit="n"),
    _op("ratio_simplest", "@str", "_ratio_simplest({0})", "the ratio {0} in lowest terms"),
    _op("ratio_of", "@num,@num", "_ratio_of({0}, {1})", "the ratio of {0} to {1} in lowest terms"),
    _op("fraction_of", "@num,@num", "_fraction_of({0}, {1})", "{0} / {1} as a fraction in lowest terms"),
    _op("as_fraction", "num", "_as_fraction({0})", "{0} as a fraction in lowest terms"),
    _op("min2", "num,num", "min({0}, {1})", "the smaller of {0} and {1}", symmetric=True),
    _op("max2", "num,num", "max({0}, {1})", "the larger of {0} and {1}", symmetric=True),
    _op("abs", "num", "abs({0})", "|{0}|"),
    _op("whole", "@num", "int({0})", "the whole part of {0}"),
    _op("floor", "@num", "math.floor(round({0}, 9))", "{0} rounded down to a whole number"),
    _op("ceil", "@num", "math.ceil(round({0}, 9))", "{0} rounded up to a whole number"),
    _op("after_point", "@num", "({0} % 1)", "the part of {0} after the point"),
    _op("bit_and", "@num,@num", "(int({0}) & int({1}))", "{0} AND {1}, bit by bit", symmetric=True, cost=2, unit="n"),
    _op("bit_or", "@num,@num", "(int({0}) | int({1}))", "{0} OR {1}, bit by bit", symmetric=True, cost=2, unit="n"),
    _op("bit_xor", "@num,@num", "(int({0}) ^ int({1}))", "{0} XOR {1}, bit by bit", symmetric=True, cost=2, unit="n"),
    _op("gcd", "num,num", "math.gcd(int({0}), int({1}))", "the greatest common divisor of {0} and {1}", symmetric=True),
    _op("lcm", "num,num", "math.lcm(int({0}), int({1}))", "the least common multiple of {0} and {1}", symmetric=True),
    _op("factorial", "num", "_factorial({0})", "{0}!", unit="n"),
    _op("fibonacci", "@num", "_fibonacci({0})", "Fibonacci number {0} (0, 1, 1, 2, 3, 5, ... from 0)", unit="n", cost=2),
    _op("divisors", "@num", "_divisors({0})", "the divisors of {0}", unit="n", cost=3),
    _op("prime_factors", "@num", "_prime_factors({0})", "the prime factors of {0}, each as often as it divides it", unit="n"),
    _op("digital_root", "@num", "(1 + (int({0}) - 1) % 9 if int({0}) > 0 else 0)", "the digital root of {0}", unit="n", cost=2),
    _op("power", "@num,@num", "_power({0}, {1})", "{0} to the power {1}", unit="mixed"),
    _op("sqrt", "@num", "math.sqrt({0})", "the square root of {0}", unit="n"),
    _op("cube_root", "@num", "_cube_root({0})", "the cube root of {0}", unit="n"),
    _op("square", "num", "({0}) ** 2", "the square of {0}", unit="mixed"),
    _op("cube", "num", "({0}) ** 3", "the cube of {0}", unit="mixed"),
    _op("hypotenuse", "@num,@num", "math.hypot({0}, {1})", "the hypotenuse of a right triangle with legs {0} and {1}",
        symmetric=True, unit="same"),
    _op("circle_area", "@num", "math.pi * {0} ** 2", "the area of a circle of radius {0}", unit="mixed"),
    _op("circumference", "@num", "2 * math.pi * {0}", "the circumference of a circle of radius {0}", unit="mixed"),
    *(_op(f"convert_{name}", "@num", f"round({code}, 9)", f"{{0}} {_SAID.get(src, src)} in {_SAID.get(dst, dst)}",
          unit="mixed")  # 249.15, not 249.14999999999998
      for name, src, dst, code in _CONVERSIONS),
    _op("alphabet_positions", "@str", "[ord(c) - ord('a') + 1 for c in {0}.lower() if 'a' <= c <= 'z']",
        "the place in the alphabet of each letter of {0}", unit="n"),
    _op("char_code", "@str", "ord({0})", "the character code (Unicode) of the one character {0}", unit="n"),
    _op("code_char", "@num", "chr(int({0}))", "the character with code {0}"),
    _op("alphabet_letter", "@num", "_alphabet_letter({0})", "letter number {0} of the alphabet"),
    _op("starts_with_vowel", "@str", "{0}.strip()[:1].lower() in tuple('aeiou')", "whether {0} starts with a vowel"),
    _op("ends_with_vowel", "@str", "{0}.strip()[-1:].lower() in tuple('aeiou')", "whether {0} ends with a vowel"),
    _op("has_double", "@str", "any(a == b for a, b in zip({0}.lower(), {0}.lower()[1:]))",
        "whether {0} has a double letter"),
    _op("percent", "num,@num", "({0} * {1} / 100)", "{1}% of {0}", unit="mixed"),
    _op("less_percent", "num,@num", "({0} * (100 - {1}) / 100)", "{0} less {1}%", unit="mixed"),
    _op("plus_percent", "num,@num", "({0} * (100 + {1}) / 100)", "{0} plus {1}%", unit="mixed"),
    _op("as_percent", "@num,@num", "({0} * 100 / {1})", "{0} as a percentage of {1}", unit="mixed"),
    _op("percent_change", "@num,@num", "(({1} - {0}) * 100 / {0})", "the change from {0} to {1} in percent",
        unit="mixed"),
    _op("round_to", "num,@num", "_round_to({0}, {1})", "{0} rounded to {1} decimal places"),
    _op("is_even", "@num", "({0} % 2 == 0)", "whether {0} is even"),
    _op("divisible", "num,num", "({0} % {1} == 0)", "whether {0} is divisible by {1}"),
    _op("is_prime", "@num", "_is_prime({0})", "whether {0} is a prime number"),
    _op("next_prime", "@num", "_next_prime({0})", "the first prime after {0}", cost=2),
    _op("nth_prime", "@num", "_nth_prime({0})", "prime number {0}, counting 2 as the first", unit="n"),
    _op("back_at_start", "@str", "(_walk({0}) == (0, 0))", "whether the steps and turns in {0} end where they start"),
    _op("walk_distance", "@str", "sum(map(abs, _walk({0})))",
        "how far from the start the steps and turns in {0} end, along the grid"),
    *(_op(f"compass_{k}", "@num", f"_compass_point({{0}}, {k})", f"the nearest of {k} compass points to the bearing {{0}}")
      for k in (4, 8, 16)),
    _op("prev_prime", "@num", "_next_prime({0}, -1)", "the last prime before {0}", cost=2),
    _op("as_text", "num", "toolkit.format_number({0})", "{0} written in digits"),
    _op("with_commas", "num", "format(toolkit.parse_number(toolkit.format_number({0})), ',')",
        "{0} with commas between thousands"),  # a learned sum's 5496.0 is 5,496 as its search saw it
    _op("digits_of", "num", "[int(c) for c in str(abs(int({0})))]", "the digits of {0}", unit="n"),
    _op("first_digit", "@num", "_end_digit({0})", "the first digit of {0}", unit="n"),
    _op("last_digit", "@num", "_end_digit({0}, last=True)", "the last digit of {0}", unit="n"),
    _op("in_words", "num", "_number_words({0})", "{0} in English words"),
    _op("in_words_each", "nums", "[_number_words(x) for x in {0}]", "each of {0} in English words"),
    _op("roman", "num", "_to_roman({0})", "{0} in Roman numerals"),
    _op("ordinal", "num", "_ordinal({0})", "{0} as an ordinal (1st, 2nd, ...)"),
    _op("zero_pad", "@num,@num", "str(int({0})).zfill(_width({1}))", "{0} padded with zeros to {1} digits"),
    _op("digit_count", "@num,@num", "str(int({0})).count(str(int({1})))", "how often the digits {1} occur in {0}",
        unit="occurrences"),
    _op("binary", "num", "format(int({0}), 'b')", "{0} in binary"),
    _op("overlap", "@num,@num,@num,@num", "_overlap({0}, {1}, {2}, {3})",
        "how many whole numbers the ranges {0}-{1} and {2}-{3} share (both ends counted)", unit="n"),
    _op("overlap_length", "@num,@num,@num,@num", "_overlap({0}, {1}, {2}, {3}, whole=False)",
        "how long the ranges {0}-{1} and {2}-{3} overlap", unit="n"),
    _op("rate_below", "@num,@num,@num,@num", "({0} / {1} < {2} / {3})",
        "whether {0} per {1} is less than {2} per {3}"),  # the better value of two packs, the faster of two
    _op("fewest_coins", "@num,nums", "_fewest_coins({0}, {1})", "the fewest coins, each one of {1}, that make {0}",
        unit="items"),
    _op("is_perfect", "@num", "_is_perfect({0})", "whether {0} is a perfect number"),
    _op("is_armstrong", "@num", "_is_armstrong({0})", "whether {0} is the sum of its digits, each to the power of their count"),
    _op("is_happy", "@num", "_is_happy({0})", "whether {0} is a happy number"),
    _op("fizzbuzz", "@num", "_fizzbuzz({0})", "what FizzBuzz says for {0}"),
    _op("compound", "@num,@num,@num", "({0} * (1 + {1} / 100) ** {2})",
        "{0} after {2} years of {1}% interest compounded yearly"),
    _op("growth", "@num,@num,@num", "({0} * (1 + {1} / 100) ** {2})", "{0} grown by {1}% a period for {2} periods"),
    _op("decline", "@num,@num,@num", "({0} * (1 - {1} / 100) ** {2})", "{0} less {1}% a period for {2} periods"),
    _op("is_power", "@num,num", "(_powers({0}, {1})[0] == {0})", "whether {0} is a power of {1}"),
    _op("power_floor", "@num,num", "_powers({0}, {1})[0]", "the largest power of {1} at most {0}"),
    _op("power_ceil", "@num,num", "_powers({0}, {1})[1]", "the smallest power of {1} at least {0}"),
    _op("coprime", "@num,@num", "(math.gcd(int({0}), int({1})) == 1)", "whether {0} and {1} have no common divisor but 1",
        symmetric=True),
    _op("harmonic_mean2", "@num,@num", "statistics.harmonic_mean([{0}, {1}])", "the harmonic mean of {0} and {1}",
        symmetric=True),
    _op("geometric_mean2", "@num,@num", "statistics.geometric_mean([{0}, {1}])", "the geometric mean of {0} and {1}",
        symmetric=True),
    _op("manhattan", "@num,@num,@num,@num", "(abs({0} - {2}) + abs({1} - {3}))",
        "the Manhattan distance between ({0}, {1}) and ({2}, {3})"),
    _op("collatz_steps", "@num", "_collatz_steps({0})", "the steps of the Collatz sequence from {0} to 1", unit="n"),
    _op("significant", "@num,@num", "_significant({0}, {1})", "{0} rounded to {1} significant figures"),
    _op("reversed_number", "@num", "int(str(int({0}))[::-1]) if {0} == int({0}) and {0} >= 0 else toolkit.not_mine('reversing the digits of a whole number')",
        "the number made by reversing the digits of {0}"),
    _op("all_different", "@str", "(len(set({0}.casefold())) == len({0}))", "whether no character of {0} repeats"),
    _op("differences", "@str,@str", "_count_differences({0}, {1})",
        "in how many places {0} and {1} differ (of equal length)", symmetric=True, unit="chars"),
    _op("common_start", "@str,@str", "_common_end({0}, {1})", "the longest start {0} and {1} share (none: empty)"),
    _op("common_end", "@str,@str", "_common_end({0}, {1}, last=True)", "the longest end {0} and {1} share (none: empty)"),
    _op("possessive", "@str", "_possessive({0})", "the possessive of {0} ('s, or ' after an s)"),
    _op("luhn_valid", "@str|num", "_luhn_valid({0})", "whether {0} passes the Luhn check"),
    _op("isbn_check", "@str|num", "_isbn_check({0})", "the ISBN check digit that follows {0}"),
    _op("scrabble_score", "@str", "_scrabble_score({0})", "the Scrabble score of {0}", unit="n"),
    _op("bit_count", "@num,@num", "format(int({0}), 'b').count(str(int({1})))",
        "how often the digit {1} occurs in {0} written in binary", unit="occurrences"),
    _op("hexadecimal", "num", "format(int({0}), 'x')", "{0} in hexadecimal"),
    _op("hex_rgb", "@num,@num,@num", "_hex_rgb({0}, {1}, {2})", "the hex code of the colour red {0}, green {1}, blue {2}"),
    _op("octal", "num", "format(int({0}), 'o')", "{0} in octal"),
    _op("in_base", "@num,@num", "_in_base({0}, {1})", "{0} written in base {1}"),
    _op("neg", "num", "(-{0})", "-{0}"),
    _op("gt", "num,num", "({0} > {1})", "whether {0} > {1}"),
    _op("ge", "num,num", "({0} >= {1})", "whether {0} >= {1}"),
    _op("eq", "num,num", "({0} == {1})", "whether {0} = {1}", symmetric=True),
    # ---- truth values
    _op("not", "bool", "(not {0})", "not {0}"),
    # ---- dates
    _op("year", "date", "{0}.year", "the year of {0}", unit="year"),
    _op("minutes", "@str", "_minute_of_day({0})", "the minutes from midnight to {0}", unit="minutes"),
    _op("minutes_until", "@str,@str", "(_minute_of_day({1}) - _minute_of_day({0})) % 1440",
        "the minutes from {0} to the next {1} (past midnight if need be)", unit="minutes"),
    _op("later", "@str,@str", "max({0}, {1}, key=_minute_of_day)", "the later of the times {0} and {1}"),
    _op("earlier", "@str,@str", "min({0}, {1}, key=_minute_of_day)", "the earlier of the times {0} and {1}"),
    _op("seconds", "@str", "_second_of_day({0})", "the seconds from midnight to {0}", unit="seconds"),
    _op("days_in_month", "date", "_days_in_month({0})", "the number of days in the month of {0}", unit="days"),
    _op("quarter", "date", "(({0}.month - 1) // 3 + 1)", "the quarter of the year {0} is in (1 to 4)", unit="n"),
    _op("month_number", "@str", "_month_number({0})", "the number of the month of {0}", unit="n"),
    _op("month_quarter", "@str", "((_month_number({0}) - 1) // 3 + 1)", "the quarter of the year of the month of {0} (1 to 4)",
        unit="n"),
    _op("month_name", "num", "_month_name({0})", "the name of month {0}"),
    _op("day_of_year", "date", "{0}.timetuple().tm_yday", "the day of the year of {0}", unit="days"),
    _op("iso_week", "date", "{0}.isocalendar()[1]", "the ISO week number of {0}", unit="n"),
    _op("days_in_year", "date", "(366 if _is_leap_year({0}.year) else 365)", "the number of days in the year of {0}",
        unit="days"),
    _op("date_in_year", "@str,@num", "_date_in_year({0}, {1})", "the date {0} in the year {1}"),
    _op("rest_of_year", "date", "((366 if _is_leap_year({0}.year) else 365) - {0}.timetuple().tm_yday)",
        "the days left in the year after {0}", unit="days"),
    _op("place_named", "@str", "_position({0})", "the place {0} names (third: 3)", unit="n"),
    _op("month_after", "@str,@num", "_month_after({0}, {1})", "the month {1} months after {0}"),
    _op("month_before", "@str,@num", "_month_after({0}, -{1})", "the month {1} months before {0}"),
    _op("weekday_number", "@str", "(_name_index(_weekday_names(), {0}) + 1)", "the number of the weekday {0} (Monday 1, Sunday 7)",
        unit="n"),
    _op("weekday_after", "@str,@num", "_weekday_after({0}, {1})", "the weekday {1} days after {0}"),
    _op("weekday_before", "@str,@num", "_weekday_after({0}, -{1})", "the weekday {1} days before {0}"),
    _op("days_to_weekday", "@str,@str", "_steps_to_name(_weekday_names(), {0}, {1})", "the days from {0} to the next {1}",
        unit="days"),
    _op("months_to_month", "@str,@str", "_steps_to_name(_month_names(), {0}, {1})", "the months from {0} to the next {1}",
        unit="months"),
    # after the ones that decline the same name twice: kept only where an example was a whole round
    _op("days_to_weekday_round", "@str,@str", "_steps_to_name(_weekday_names(), {0}, {1}, whole_round=True)",
        "the days from {0} to the next {1} (a whole week from a day to itself)", unit="days"),
    _op("months_to_month_round", "@str,@str", "_steps_to_name(_month_names(), {0}, {1}, whole_round=True)",
        "the months from {0} to the next {1} (a whole year from a month to itself)", unit="months"),
    _op("is_leap_year", "@num", "_is_leap_year({0})", "whether {0} is a leap year", cost=3),
    _op("next_leap_year", "@num", "_next_leap_year({0})", "the first leap year after {0}", cost=2),
    _op("prev_leap_year", "@num", "_next_leap_year({0}, -1)", "the last leap year before {0}", cost=2),
    _op("plus_days", "date,num", "({0} + datetime.timedelta(days={1}))", "{0} plus {1} days"),
    _op("minus_days", "date,num", "({0} - datetime.timedelta(days={1}))", "{0} minus {1} days"),
    _op("plus_weeks", "date,@num", "({0} + datetime.timedelta(weeks={1}))", "{0} plus {1} weeks"),
    _op("minus_weeks", "date,@num", "({0} - datetime.timedelta(weeks={1}))", "{0} minus {1} weeks"),
    _op("divisible_both", "@num,@num,@num", "({0} % {1} == 0 and {0} % {2} == 0)",
        "whether {0} is divisible by both {1} and {2}", cost=2),
    _op("divisible_either", "@num,@num,@num", "({0} % {1} == 0 or {0} % {2} == 0)",
        "whether {0} is divisible by {1} or by {2}", cost=2),
    _op("clock_of", "@num,@num", "_clock({0}, {1})", "the clock time of {0} hours and {1} minutes"),
    _op("round_clock", "time,num", "_round_clock({0}, {1})", "{0} rounded to the nearest {1} minutes"),
    _op("round_quarter_hour", "time", "_round_clock({0}, 15)", "{0} rounded to the nearest quarter hour"),
    _op("plus_minutes", "time,@num", "_plus_minutes({0}, {1})", "{1} minutes after {0}"),
    _op("minus_minutes", "time,@num", "_plus_minutes({0}, -{1})", "{1} minutes before {0}"),
    _op("plus_hours", "time,@num", "_plus_minutes({0}, 60 * {1})", "{1} hours after {0}"),
    _op("minus_hours", "time,@num", "_plus_minutes({0}, -60 * {1})", "{1} hours before {0}"),
    _op("weekdays_from", "date,date", "_weekdays_from({0}, {1})",
        "the days from {0} to {1}, both included, that fall Monday to Friday", unit="days"),
    _op("days_between", "date,date", "({0} - {1}).days", "the days from {1} to {0}", unit="days"),
    _op("years_between", "date,date", "_whole_years({1}, {0})", "the whole years from {1} to {0} (an age)",
        unit="years"),
    # ---- matrices and options
    _op("determinant", "matrix", "_determinant({0})", "the determinant of {0}", unit="n"),
    _op("transpose", "matrix", "[list(row) for row in zip(*{0})]", "{0} transposed"),
    _op("trace", "matrix", "sum(row[i] for i, row in enumerate({0}))", "the trace of {0}", unit="n"),
    _op("matrix_sum", "matrix", "sum(map(sum, {0}))", "the sum of the entries of {0}", unit="n"),
    _op("option_texts", "options", "[*{0}.values()]", "the texts of {0}"),
    _op("field", "options|record,@str", "{0}[{1}]", "the value of {1} in {0}", unit="n"),
    _op("field_text", "record,@str", "_json_text({0}[{1}])", "the value of {1} in {0}, as text", cost=2),
    _op("keys", "options|record", "[*{0}]", "the keys of {0}"),
    # costlier than a field: a sum or a maximum of the values would otherwise make a field picked
    # by a key look like luck among them
    _op("record_values", "record", "[*{0}.values()]", "the values of {0}", cost=2),
    _op("fields", "options|record", "len({0})", "the number of keys in {0}", unit="items"),
    _op("top_key", "record", "_top_key({0})", "the key of {0} with the largest value"),
    _op("bottom_key", "record", "_top_key({0}, smallest=True)", "the key of {0} with the smallest value"),
    # ---- rows of data, one a line
    *(_op(f"column{k}", "@str", f"_column({{0}}, {k})", f"the numbers in field {k + 1} of each row of {{0}}", unit="n")
      for k in (1, 2)),
    _op("top_name", "@str", "_top_name({0})", "the name with the largest number in the rows of {0}"),
    _op("bottom_name", "@str", "_top_name({0}, smallest=True)", "the name with the smallest number in the rows of {0}"),
)
_MAY_EMPTY = frozenset({op.name for op in _OPS if re.search(r"\bfor\b.*\bif\b", op.code)} | {"emails_in", "urls_in"}) - \
    {"words", "letter_set", "alphabet_positions"}  # none only for a text with no words or letters
"""Primitives that keep some items of a list ("the even numbers of {0}"): what they keep may be
none, which an answer writes as "none", "" or otherwise (`_joined_as_shown`)."""


# --------------------------------------------------------------------------------------------
# Values and expressions

_MAX_TEXT = 100_000
_MAX_ITEMS = 10_000


_REVERSE = next(op for op in _OPS if op.name == "reverse")
"""The reversal of a list (`_Search._reversed_reading`)."""


_MAX_BITS = 4096
"""The largest whole number the search keeps (about 1,233 digits): bigger ones are no answer a
person asks for, and Python will not write one of over 4,300 digits as text."""


def _kind(value: Any) -> str | None:
    """The search type of one value, or None when the search does not handle it."""
    t = type(value)
    if t is bool:
        return "bool"
    if t is int:
        return "num" if value.bit_length() <= _MAX_BITS else None
    if t is float:
        return "num" if math.isfinite(value) else None
    if t is str:
        return "str" if len(value) <= _MAX_TEXT else None
    if t is datetime.date:
        return "date"
    if t is datetime.time:
        return "time"
    if t is list:
        if len(value) > _MAX_ITEMS:
            return None
        types = set(map(type, value))  # in C: a search types many long lists
        if types <= {str}:
            return "list"
        if types <= {int, float} and all(type(v) is int and v.bit_length() <= _MAX_BITS or (type(v) is float and math.isfinite(v))
                                        for v in value):
            return "nums"
        if value and all(type(r) is list and r and all(type(x) in (int, float) for x in r) for r in value):
            return "matrix"
        return None
    if t is dict:
        if not value or not all(type(k) is str for k in value):
            return None
        return "options" if all(type(v) is str for v in value.values()) else "record"
    return None


def _vector_kind(values: tuple[Any, ...]) -> str | None:
    kinds = {_kind(v) for v in values}
    if None in kinds:
        return None
    if len(kinds) == 1:
        return kinds.pop()
    if kinds == {"list", "nums"} and all(v == [] for v in values if _kind(v) == "list"):
        return "nums"  # an empty list of numbers reads as an empty list of text
    if kinds == {"options", "record"}:
        return "record"  # objects whose values happened to be all text on some examples
    return None


def _freeze(kind: str, value: Any) -> Any:
    """A hashable stand-in for a value of a search type (lists and dicts become tuples)."""
    if kind in ("list", "nums"):
        return tuple(value)
    if kind == "matrix":
        return tuple(map(tuple, value))
    if kind in ("options", "table"):
        return tuple(value.items())
    if kind == "record":
        return repr(value)
    return value


_INFIX_DOC = re.compile(r"\{0\} ([-+*/]) \{1\}")
"""The description of a primitive written as arithmetic: "{0} / {1}", "{0} / {1} rounded up"."""
_RANK = {"+": 1, "-": 1, "*": 2, "/": 2}


@dataclass(eq=False)
class _Node:
    """An expression over the arguments and its value on every example."""

    op: _Op | None
    """None for a leaf (an argument, or the character table)."""
    args: tuple[_Node, ...]
    values: tuple[Any, ...]
    kind: str
    size: int
    slots: frozenset[str]
    unit: str = ""
    """For numbers: what they count (see `_Op.unit`)."""
    seq: int = 0
    """Order of creation (keeps arguments of symmetric primitives in a stable order)."""
    key: tuple[Any, ...] = ()
    """Its values on the examples, hashable (for observational equivalence)."""
    leaf_code: str = ""
    """For a leaf: the argument's name, or the code that builds it from arguments."""
    leaf_doc: str = ""
    learned: tuple[int, ...] = ()
    """The examples a parameter of this leaf was learned from (a learned linear combination)."""
    apart: str = ""
    """The luck group its fits are judged in, apart from other programs' (`product_combinations`:
    its hundreds of learned sums would make every other small number look like luck)."""
    opposed: tuple[_Node, ...] = ()
    """For a learned sum: the differences it takes as `w * x - w * y` (`_opposed`)."""
    implicit: bool = False
    """A constant no word of the template gave (the 1 of "the letter after"): only the step of a
    primitive in `_STEPS`, never inside arithmetic, where every such leaf adds fits by chance."""

    def code(self, names: dict[str, str]) -> str:
        """Python for the expression; `names` renames the arguments of `run()`."""
        if self.op is None:
            return re.sub(r"(?<!['\w.])\w+(?!['\w])", lambda m: names.get(m.group(0), m.group(0)), self.leaf_code)
        return self.op.code.format(*(a.code(names) for a in self.args))

    def doc(self) -> str:
        """What it computes, in words; arithmetic written out as a person reads it, with the
        parentheses its order needs ("`b` / (`a` / 2)", not "`b` / `a` / 2")."""
        if self.op is None:
            return self.leaf_doc
        infix = _INFIX_DOC.match(self.op.doc)
        docs = []
        for i, a in enumerate(self.args):
            doc, inner = a.doc(), a.op and _INFIX_DOC.match(a.op.doc)
            if infix and inner and i < 2:
                outer, rank = _RANK[infix.group(1)], _RANK[inner.group(1)]
                if inner.end() < len(a.op.doc) or rank < outer or rank == outer and i == 1:
                    doc = f"({doc})"
            docs.append(doc)
        if self.op.name in _CONVERTS:  # "`a` ft `b` in in inches in cm", not "... in inches inches in cm"
            return re.sub(r"\b(\w+) \1\b", r"\1", self.op.doc.format(*docs))
        return self.op.doc.format(*docs)

    def walk(self) -> Iterator[_Node]:
        yield self
        for a in self.args:
            yield from a.walk()


def _rebuilt(node: _Node, leaves: dict[int, _Node], n: int) -> _Node | None:
    """`node` with its leaves replaced by `leaves` (by id), its values computed again on the `n`
    examples; None where a primitive does not apply to the new values."""
    if node.op is None:
        return leaves.get(id(node), node)
    args = tuple(_rebuilt(a, leaves, n) for a in node.args)
    if any(a is None for a in args):
        return None
    try:
        values = tuple(node.op.fn(*(a.values[i] for a in args)) for i in range(n))
    except Exception:  # noqa: BLE001 - a primitive that does not apply to these values
        return None
    return replace(node, args=args, values=values, key=())


# --------------------------------------------------------------------------------------------
# Answer shapes: fixed text and repeated arguments around the value


@dataclass(frozen=True)
class _Shape:
    """Answers = `before` + value + `after`; pieces are ("lit", text) or ("slot", name)."""

    before: tuple[tuple[str, str], ...]
    after: tuple[tuple[str, str], ...]
    holes: tuple[str, ...]
    """The value's text in each example's answer."""

    @property
    def cost(self) -> int:
        return sum(kind == "slot" for kind, _ in self.before + self.after)

    @property
    def slots(self) -> frozenset[str]:
        return frozenset(v for kind, v in self.before + self.after if kind == "slot")


def _common_prefix(texts: list[str], letters: bool = False) -> str:
    """The text every one starts with, cut back so it ends between two tokens, never inside a
    number ("$142.80" and "$173.80" share "$", not the ".80" of two prices). With `letters`,
    letters before a number are a token of their own ("Q3" and "Q4" share "Q")."""
    first = texts[0]
    n = 0
    while n < len(first) and all(len(t) > n and t[n].casefold() == first[n].casefold() for t in texts):
        n += 1
    while n > 0 and not ((not first[n - 1].isalnum() or all(len(t) == n or not t[n].isalnum() for t in texts)
                          or letters and first[n - 1].isalpha() and all(len(t) > n and t[n].isdigit() for t in texts))
                         and not any(_in_number(t, n) for t in texts)):
        n -= 1
    if n and first[n - 1] in "+-" and all(len(t) > n and t[n].isdigit() for t in texts):
        n -= 1  # "-67%" and "-12%": the minus is each number's sign, which another answer may not have
    return first[:n]


def _numbers_masked(text: str) -> str:
    """`text` with each number written as 0, in one case: "0 h 29 min" and "2 h 15 min" agree."""
    return re.sub(r"\d+(?:[.,]\d+)*", "0", text.strip()).casefold()


def _sample_answers(template: str, examples: list[tuple[dict[str, Any], str]]) -> list[str]:
    """Texts the request quotes (in the template, or one value every example gives an argument):
    an answer in the shape of one of them is an instance of that sample (`_shapes`)."""
    quoted = [a or b for a, b in re.findall(r"'([^'{}]+)'|\"([^\"{}]+)\"", template)]
    names = examples[0][0] if examples else {}
    return quoted + [v for name, v in names.items() if isinstance(v, str) and len({str(a.get(name)) for a, _ in examples}) == 1]


def _in_number(text: str, n: int) -> bool:
    """Whether a cut before `text[n]` splits a number at its decimal point or separator (either
    way round: `_common_suffix` cuts reversed texts)."""
    around = text[max(0, n - 2):n + 2]
    return bool(re.fullmatch(r"\d[.,]\d.?", around) if n >= 1 and text[n - 1] in ".," else
                n < len(text) and text[n] in ".," and re.fullmatch(r".?\d[.,]\d", around))


def _common_suffix(texts: list[str], letters: bool = False) -> str:
    rev = _common_prefix([t[::-1] for t in texts], letters)
    return texts[0][len(texts[0]) - len(rev):] if rev else ""


def _slot_text(value: Any) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return toolkit.format_number(value)
    return value if isinstance(value, str) and value.strip() else None


def _shapes(answers: list[str], leaves: dict[str, tuple[Any, ...]], samples: Sequence[str] = ()) -> list[_Shape]:
    """The whole answer; fixed text around it split off; and argument values repeated in it.
    Text is fixed only where the request's own sample answers have it too (`samples`: "Answer
    like '2 h 15 min'" shows that the hours vary, though every example took under an hour)."""
    shapes = [_Shape((), (), tuple(answers))]
    masks = {_numbers_masked(a) for a in answers}
    like = [s for s in samples if _numbers_masked(s) in masks]
    texts = {name: [_slot_text(v) for v in vals] for name, vals in leaves.items()}
    tasks = [" ".join(t[i] or "" for t in texts.values()).casefold() for i in range(len(answers))]

    def letters_cut(cut: Callable[..., str], texts: list[str], run: str) -> str:
        """The cut between letters and a number ("Q" of "Q3"), unless the letters are in every
        task ("ark" of "park3"): then they are the tasks' sameness, not fixed text."""
        plain, split = cut(texts), cut(texts, letters=True)
        letters = re.search(run, split) if split != plain else None
        return split if letters and not all(letters.group().casefold() in t for t in tasks) else plain

    pre = letters_cut(_common_prefix, answers + like, r"[^\W\d_]+$")
    rest = [a[len(pre):] for a in answers + like]
    suf = letters_cut(_common_suffix, rest, r"^[^\W\d_]+")
    ordinal = re.match(r"(?i)(?:st|nd|rd|th)(?![^\W\d_])", suf)
    if ordinal and all(r[: len(r) - len(suf)][-1:].isdigit() for r in rest):
        suf = suf[ordinal.end():]  # "10th", "6th": an ordinal, never a number then a fixed "th"
    holes = [r[: len(r) - len(suf)] for r in rest[:len(answers)]]
    if pre or suf:
        shapes.append(_Shape((("lit", pre),) * bool(pre), (("lit", suf),) * bool(suf), tuple(holes)))
    varying = {n: t for n, t in texts.items() if None not in t and len({x.casefold() for x in t}) > 1}
    if not varying:
        return shapes
    before: list[tuple[str, str]] = [("lit", pre)] if pre else []
    after: list[tuple[str, str]] = [("lit", suf)] if suf else []
    changed = True
    while changed:
        changed = False
        for name, vals in varying.items():  # an argument at the start of every answer's middle
            if all(h.casefold().startswith(v.casefold()) and (len(h) == len(v) or not h[len(v)].isalnum())
                   for h, v in zip(holes, vals)):
                holes = [h[len(v):] for h, v in zip(holes, vals)]
                before.append(("slot", name))
                lit = _common_prefix(holes)
                if lit:
                    holes = [h[len(lit):] for h in holes]
                    before.append(("lit", lit))
                changed = True
                break
            if all(h.casefold().endswith(v.casefold()) and (len(h) == len(v) or not h[-len(v) - 1].isalnum())
                   for h, v in zip(holes, vals)):
                holes = [h[: len(h) - len(v)] for h, v in zip(holes, vals)]
                after.insert(0, ("slot", name))
                lit = _common_suffix(holes)
                if lit:
                    holes = [h[: len(h) - len(lit)] for h in holes]
                    after.insert(0, ("lit", lit))
                changed = True
                break
    if any(kind == "slot" for kind, _ in before + after):
        shapes.append(_Shape(tuple(before), tuple(after), tuple(holes)))
    return shapes


# --------------------------------------------------------------------------------------------
# Answer forms: a value of some type -> answer text, parameters learned from the answers


@dataclass
class _Form:
    """How a value becomes the answer text."""

    name: str
    group: str
    """Forms in one group compete for the same answers (for the chance estimate)."""
    cost: int
    code: str
    """Python for the answer, `{v}` for the value's code."""
    doc: str
    """`{v}` for the value's description."""
    outputs: tuple[str, ...]
    learned: tuple[int, ...] = ()
    """The examples a parameter was learned from (not evidence for the program)."""
    helpers: tuple[str, ...] = ()
    unsure: tuple[str, ...] = ()
    """Date fields no example showed below 10 (`{d:%H}` or `{d.hour}` is a guess): declined there."""
    names: dict[str, str] = field(default_factory=dict)
    """Placeholders in `code` for other values of the task (`{o}` -> an option list, by its leaf code)."""
    extra_slots: frozenset[str] = frozenset()
    """The arguments those values read."""


_CURRENCY = ("$", "€", "£", "¥")
"""Signs written before an amount of money."""
_TIES = (None, "up+even+binary", "up+even", "up+binary", "even+binary", "up", "even", "binary")
"""How a form rounds values half-way between two answers (`toolkit.fixed`): None declines them;
the others are tried only when an example is such a half, the rules that agree on every example
all kept (the first that fits wins), so the tool answers a later half only where they agree."""
_TRUTH_WORDS = (("yes", "no"), ("true", "false"), ("y", "n"), ("correct", "incorrect"), ("valid", "invalid"),
                ("right", "wrong"))
"""Answer words for True and False, in that order. "1"/"0" are numbers first (a count of 0 or 1):
reading them as a truth value is the learned, costlier mapping."""
_DATE_FIELDS: tuple[tuple[str, Callable[[datetime.date], str]], ...] = (
    ("{d:%A}", lambda d: format(d, "%A")), ("{d:%a}", lambda d: format(d, "%a")),
    ("{d:%B}", lambda d: format(d, "%B")), ("{d:%b}", lambda d: format(d, "%b")),
    ("{d:%Y}", lambda d: format(d, "%Y")), ("{d.day}", lambda d: str(d.day)), ("{d:%d}", lambda d: format(d, "%d")),
    ("{d.month}", lambda d: str(d.month)), ("{d:%m}", lambda d: format(d, "%m")), ("{d:%y}", lambda d: format(d, "%y")),
)
_TIME_FIELDS: tuple[tuple[str, Callable[[datetime.time], str]], ...] = (
    ("{d:%H}", lambda t: format(t, "%H")), ("{d.hour}", lambda t: str(t.hour)), ("{d:%I}", lambda t: format(t, "%I")),
    ("{d.hour % 12 or 12}", lambda t: str(t.hour % 12 or 12)), ("{d:%M}", lambda t: format(t, "%M")),
    ("{d.minute}", lambda t: str(t.minute)), ("{d:%S}", lambda t: format(t, "%S")), ("{d:%p}", lambda t: format(t, "%p")),
)
"""Fields of a clock time, for answers written like `2:05 PM` (`{d.hour % 12 or 12}:{d:%M} {d:%p}`)."""
_PADDED = (("{d:%H}", "{d.hour}", "when.hour"), ("{d:%I}", "{d.hour % 12 or 12}", "(when.hour % 12 or 12)"),
           ("{d:%M}", "{d.minute}", "when.minute"), ("{d:%d}", "{d.day}", "when.day"), ("{d:%m}", "{d.month}", "when.month"))
"""Fields written with or without a leading zero, and the value that tells which (below 10)."""


def _fields(value: datetime.date | datetime.time) -> tuple[tuple[str, Callable[[Any], str]], ...]:
    return _TIME_FIELDS if isinstance(value, datetime.time) else _DATE_FIELDS


def _text_of(value: Any) -> str:
    return toolkit.format_number(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)


_AFFINE_MAX_SIZE = 3
_NAMED_SLOPES = tuple((code, said, eval(code, {"math": math})) for code, said in (
    ("math.pi", "π"), ("2 * math.pi", "2π"), ("math.pi / 2", "π/2"), ("math.pi / 3", "π/3"), ("math.pi / 4", "π/4"),
    ("4 * math.pi", "4π"), ("4 * math.pi / 3", "4π/3"), ("math.pi / 180", "π/180"), ("180 / math.pi", "180/π"),
    ("math.sqrt(2)", "√2"), ("math.sqrt(3)", "√3"), ("math.sqrt(3) / 4", "√3/4"), ("math.e", "e")))
"""Slopes a line through rounded answers may have exactly, through 0 (the area of an ellipse is
pi * a * b, degrees are radians times 180/pi): a few named constants, so that one in the range the
answers allow is no luck. Tried only where that range is narrower than `_NAMED_WIDTH` of it."""
def _stated_weights(template: str) -> tuple[tuple[str, str, float], ...]:
    """Slopes a number the fixed text of `template` states in digits makes, times or over a
    power of ten at most 1000 (code, reading, value): "taking 1 hp as 745.7 W" is `1 / 745.7`,
    "at 343 m/s" in km `343 / 1000`. A line through rounded answers whose slopes hold one is that
    line (`_Forms._rounded_line`)."""
    out = []
    for c in _template_numbers(template):
        if c in (0, 1) or not re.search(rf"(?<![\w.]){re.escape(str(c))}(?![\w]|\.\d)", template):
            continue  # a number said in words ("two") is no stated weight
        for k in range(-3, 4):
            p = 10 ** abs(k)
            times = f"{c} * {p}" if k > 0 else f"{c} / {p}" if k < 0 else str(c)
            over = f"{p} / {c}" if k >= 0 else f"1 / ({c} * {p})"
            out += [(times, times, eval(times)), (over, over, eval(over))]  # our own arithmetic on a parsed number
    return tuple(out)


_UNIT_SIZES = {
    **dict.fromkeys(("sec", "secs", "second", "seconds"), ("time", "second", 1)),
    **dict.fromkeys(("min", "mins", "minute", "minutes"), ("time", "minute", 60)),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), ("time", "hour", 3600)),
    **dict.fromkeys(("day", "days"), ("time", "day", 86400)), **dict.fromkeys(("week", "weeks"), ("time", "week", 604800)),
    **dict.fromkeys(("mm", "millimetre", "millimetres"), ("length", "mm", 1)),
    **dict.fromkeys(("cm", "centimetre", "centimetres"), ("length", "cm", 10)),
    **dict.fromkeys(("m", "metre", "metres", "meter", "meters"), ("length", "m", 1000)),
    **dict.fromkeys(("km", "kilometre", "kilometres", "kilometer", "kilometers"), ("length", "km", 1_000_000)),
    **dict.fromkeys(("g", "gram", "grams"), ("mass", "g", 1)), **dict.fromkeys(("kg", "kilogram", "kilograms"), ("mass", "kg", 1000)),
    **dict.fromkeys(("ml", "millilitre", "millilitres", "milliliter", "milliliters"), ("volume", "ml", 1)),
    **dict.fromkeys(("litre", "litres", "liter", "liters"), ("volume", "litre", 1000)),
}
"""Units a template may name: (what they measure, the unit, its size in the smallest unit)."""


_PART_UNITS = {
    **_UNIT_SIZES, "s": ("time", "second", 1),
    **dict.fromkeys(("in", "inch", "inches"), ("imperial length", "in", 1)),
    **dict.fromkeys(("ft", "foot", "feet"), ("imperial length", "ft", 12)),
    **dict.fromkeys(("oz", "ounce", "ounces"), ("imperial mass", "oz", 1)),
    **dict.fromkeys(("lb", "lbs", "pound", "pounds"), ("imperial mass", "lb", 16)),
    **dict.fromkeys(("st", "stone"), ("imperial mass", "st", 224)),
}
"""Units of an amount written in two parts ("6 min 39 s", "5 ft 11 in", "3 kg 200 g"); "s", "in"
and "st" only there, where no other word could be meant."""
_TWO_PART = re.compile(r"\{(\w+)\}[ \t]*([^\W\d_]+)[ \t]*,?[ \t]+(?:and[ \t]+)?\{(\w+)\}[ \t]*([^\W\d_]+)\b")


def _two_part_amounts(template: str) -> list[tuple[str, str, str, str, int]]:
    """Amounts `template` writes in a bigger unit and a smaller one of the same measure ("a pace
    of {number} min {number_2} s"): (the big part's slot, its unit, the small part's slot, its
    unit, how many small units make a big one)."""
    out = []
    for m in _TWO_PART.finditer(template):
        big, small = _PART_UNITS.get(m.group(2).casefold()), _PART_UNITS.get(m.group(4).casefold())
        if big and small and big[0] == small[0] and big[2] > small[2] and big[2] % small[2] == 0:
            out.append((m.group(1), big[1], m.group(3), small[1], big[2] // small[2]))
    return out


@functools.lru_cache(maxsize=64)
def _unit_weights(template: str, measures: bool = False) -> tuple[tuple[str, str, float], ...]:
    """The conversions between two units of one measure the fixed text of `template` names
    (code, reading, value): speeds in km/h and an answer in minutes make 60 and 1 / 60 (a
    meeting after `60 * distance / (speed + speed)` minutes). Like a number the template states,
    one is the reading where the slopes rounded answers allow hold it (`_STATED_WIDTH`).
    With `measures`, each is (code, reading, value, measure) instead."""
    named = {_UNIT_SIZES[w] for w in _template_words(template) if w in _UNIT_SIZES}
    out: list[Any] = []
    for (what, small, a), (other, big, b) in itertools.permutations(sorted(named), 2):
        if what == other and a < b:
            out += [(str(b // a), f"{b // a} ({small}s to the {big})", b // a, what),
                    (f"1 / {b // a}", f"1 / {b // a} (a {small} in {big}s)", 1 / (b // a), what)]
    return tuple(out if measures else (w[:3] for w in out))


def _unit_products(template: str) -> tuple[tuple[str, str, float], ...]:
    """Two conversions of different measures the template's units make, one after the other: a
    rate in drops a minute that asks for litres a week is `10080 / 1000` (`_unit_weights`); km/h
    in m/s is `1000 / 3600`. A narrower reading than one conversion: many products exist, so they
    count like a named constant (`_NAMED_WIDTH`), not like a number the template states."""
    singles = _unit_weights(template, measures=True)
    out = []
    for (code, said, v, what), (code2, said2, v2, other) in itertools.combinations(singles, 2):
        if what != other:
            div = code2.startswith("1 / ")
            joined = f"{code} / {code2[4:]}" if div else f"{code} * {code2}"
            out.append((f"({joined})", f"{said} then {said2}", v * v2))
    return tuple(out)


def _turn(template: str) -> tuple[tuple[str, str, float], ...]:
    """360, the degrees of a full turn, where `template` asks for an angle or degrees (a pie
    chart's slice is `360 * part / whole`): a constant the request names without its digits."""
    said = set(_template_words(template))
    return (("360", "360 (degrees in a full turn)", 360.0),) if said & {"angle", "angles", "degree", "degrees"} else ()


_STATED_WIDTH = 0.1
"""How far apart the slopes rounded answers allow may lie for one the template states to be
the reading: the request said it, so it needs less evidence than a constant it never named."""
_NAMED_WIDTH = 2e-3
_LEARNED_MINUS = re.compile(r"(?:^|[\s(])-\s?[\w(]")
"""A minus in a learned sum's code (`-number * fee + ...`, `number - rate * hours`)."""
_NEED_WORDS = frozenset({"need", "needs", "needed", "required"})
_WAY_ASKED = re.compile(r"(?i)\bround(?:ed|ing)?\s+(up|down)\b|\b(floor|ceiling)\b|\b(truncat)(?:e|ed|ing)\b")
"""A rounding way the template names: "rounded down", "round up", "the floor", "truncated"."""
_SHARE_WORDS = frozenset({"fraction", "chance", "probability", "share", "proportion", "percentage", "odds"})
"""Words that ask for a part of a whole: the sum of three or more number arguments is a leaf."""
_SUFFIXED = re.compile(r"(\d+(?:\.\d+)?)\s?([^\W\d_]{1,5})")
"""A number and a unit the miner kept as one word ("1.5x", "10kg"): the number is a leaf."""
_CLOCK_READING = re.compile(r"\d{1,2}:[0-5]\d")
"""A learned `a * x + b` only on small values: over big numeric programs it fits by luck
(sums and counts of the same items move together, so their coincidences are not independent)."""
_NO_BOUND = 10 ** 18
"""No upper bound on a learned unit k (`_Forms._whole_units`: an answer of 0 says only k > x)."""
_TOKEN_COUNT_SIZE = 3
"""A count of a fixed token the examples taught (`moves.count('x')`): a measurement (2) plus the
learned token (1)."""
_TOKEN_COUNT_LEVEL = 4
"""The search level where those counts join: after every program of their size built from the
arguments alone, which explain an answer better than a token picked out of the examples."""
_TOKEN_WORDS = 16
"""How many words per argument a learned count may try (the most widespread first)."""
_TOKEN_CHARS = 64
"""How many characters per argument a learned count may try (the most widespread first)."""
_LINEAR_LEVEL = 4
"""Size of the learned weighted sums (`linear_combinations`, `product_combinations`)."""
_TERMS_MAX = 4
"""Terms in a learned weighted sum of products (`product_combinations`)."""
_TERM_ARGS = 4
"""Number arguments a learned weighted sum of products may read."""
"""The search level (and size) of a learned `p * x + q * y + r` over two number arguments: two
arguments, a sum and the learned weights."""
_WORD = re.compile(r"[^\W_]{2,}")
_SUBSTRING_STARTS = 4
"""Places of the first example's answer in its value that a learned substring may start at."""
_CODE_LUCK = 0.5
_CODE_RX = re.compile(r"[^\W\d_]{1,4}")
_NAME_RX = re.compile(r"[^\W\d_]+(?:[ '-][^\W\d_]+)*")
_PART_WORDS = frozenset({"letter", "letters", "character", "characters", "chars", "first", "last", "initial", "initials",
                         "prefix", "suffix", "start", "starts", "begin", "begins", "end", "ends"})
"""A few letters at fixed places of a name ("in" of "India") are what a code from a table often
is, and often is not: 10 of eightysecond's 24 internet country codes (".in", ".fr"; not ".de",
".ch") are the country's first two letters, and four such in a row taught a tool that routed 8
wrong answers. Unless the template names the part (`_PART_WORDS`: "its first two letters"), each
example hits such a part by luck with chance `_CODE_LUCK`, not 26^-length."""


def _duration_fields(answer: str) -> tuple[tuple[str, ...], str, list[str]] | None:
    """(separators, first field, later fields) of an answer written as a duration in base 60
    ("2h 05m": ("h ", "m"), "2", ["05"]); None when it is not one."""
    m = re.fullmatch(r"\s*(\d+)((?:[^\d\n]{1,12}?\d{1,2}){1,2})\s*", answer)
    if not m:
        return None
    parts = re.findall(r"(\D+)(\d+)", m.group(2))
    if any(int(d) > 59 for _, d in parts):
        return None
    return tuple(sep for sep, _ in parts), m.group(1), [d for _, d in parts]


def _padding(fields: list[str], first: bool = False) -> int | bool | None:
    """How these fields of durations are written: 1 when one has a single digit, 2 when one is
    zero-padded, None when none tells; False when both (no one width), except for `first`
    fields, where a single digit wins ("7:05" beside "07:05")."""
    one, zero = any(len(d) < 2 for d in fields), any(len(d) >= 2 and d.startswith("0") for d in fields)  # "0" is one digit
    return 1 if one and first else False if one and zero else 1 if one else 2 if zero else None


class _Forms:
    """The answer forms for one answer shape."""

    def __init__(self, shape: _Shape, options: dict[str, _Node], hints: tuple[str, ...] = (),
                 template: str = "", samples: Sequence[str] = ()) -> None:
        self.holes = list(shape.holes)
        self.samples = samples
        """What the request quotes (`_sample_answers`): "(or 'none')" says how an empty list is written."""
        self.words = _template_words(template)
        self.n_examples = len(self.holes)
        self.norm = [normalise_answer(h) for h in self.holes]
        self.options = options
        self.truth = self._truth_words()
        self.first_of_each = tuple(sorted({self.norm.index(n) for n in self.norm}))
        """Where each answer first appears: what a mapping of True and False to two other words learns."""
        self.decimals, self.fixed = self._decimals()
        self.hinted = False
        """Whether the decimals come from the hints: then numbers are never written in full."""
        hint_holes = self._hint_holes(shape, hints)
        self._hinted_decimals(hint_holes)
        self.targets = self._targets()
        self.duration = self._duration_form(template, hint_holes)
        self.stated = _stated_weights(template)
        self.unit_products = _unit_products(template)
        self.places_asked = bool(re.search(r"decimal|\bplaces?\b|\bto the (?:cent|penny)\b", template.casefold()))
        self.nearest_asked = not set(self.words) & _ROUNDING_WAYS and (
            self.places_asked or bool(set(self.words) & {"nearest", "closest", "round", "rounded", "rounding"}))
        """The template says to round, and not which way: to the nearest, whichever way the examples
        went. Else a value rounded to a whole number (not to decimals, where people round to the
        nearest) is declined where it would move a way no example's did (`_rounded_as_shown`)."""
        """The template asks for decimal places ("to one decimal", "to the cent"): then "5.0" is how 5 is
        written."""
        self.need_asked = bool(set(self.words) & _NEED_WORDS) and not set(self.words) & _ROUNDING_WAYS
        """The template asks how many are needed ("How many cans are needed?"): a part of one is
        one more, so a value is rounded up."""
        way = _WAY_ASKED.search(template)
        self.way_asked = None if way is None else "ceil" if way.group(0).casefold().endswith(("up", "ceiling")) else "floor"
        """The template names the way to round ("rounded down to a whole number"): a value is
        rounded that way, without a step of the search (`floor` and `ceil` are steps too)."""
        self.whole_asked = bool(_ROUND_WORD.search(template) and _WHOLE_WORD.search(template))
        """The template asks for a whole number ("rounded to the nearest whole percent"): any
        value may be rounded to one, not only a unit conversion's."""
        signs = [h.strip() for h in self.holes if re.fullmatch(r"[-+]?\d[\d,]*(?:\.\d+)?", h.strip())]
        self.signed = None if not any(h.startswith("+") for h in signs) else next(
            (h for h in signs if toolkit.parse_number(h) == 0), "")
        """Where an answer writes "+" before a number ("+41"): how zero is written ("" where none
        is shown: declined); else None."""
        self.label_form = "({})" if all(h.strip().startswith("(") for h in self.holes) else "{}"
        self.money = bool(shape.before) and shape.before[-1][0] == "lit" and shape.before[-1][1].endswith(_CURRENCY)
        """The value follows a currency sign ("$52"): an amount the examples show no cents of is
        written with two (`toolkit.format_money`: "$52.50", never "$52.5")."""
        self.cents = self.money and self.places == {0, 2}
        """Amounts of money written whole or with cents ("$46", "$13.25"): every amount is written
        as a price is (`toolkit.format_money`), never with one decimal ("$10.5")."""

    def _truth_words(self) -> list[tuple[str, str, int]]:
        """(word for True, word for False, cost) pairs the answers can be read as."""
        seen = set(self.norm)
        if len(seen) != 2:
            return []
        spelled = {}
        for h, n in zip(self.holes, self.norm):
            spelled.setdefault(n, h.strip().rstrip("."))
        for yes, no in _TRUTH_WORDS:
            if seen == {yes, no}:
                return [(spelled[yes], spelled[no], 0)]
        a, b = sorted(seen)
        return [(spelled[a], spelled[b], 1), (spelled[b], spelled[a], 1)]

    def _targets(self) -> list[fractions.Fraction] | None:
        """The answers as exact numbers, when every one is a number."""
        try:
            return [fractions.Fraction(toolkit.format_number(toolkit.parse_number(h.strip().rstrip("."))))
                    for h in self.holes]
        except (toolkit.NotMine, ValueError, ZeroDivisionError):
            return None

    def _duration_form(self, template: str, hints: list[str]) -> tuple[int, int, tuple[str, ...], int] | None:
        """(fields, width of the first, separators, width of the others) when every answer is a
        duration in base 60 written with the same separators ("17:59", "1:02:03", "2h 05"): colons,
        or words and letters ("h ", " min "), never "." or "/" alone, which write other numbers.
        The first field is zero-padded to 2 when the template asks for "mm:ss" or "hh:mm" or an
        answer pads it ("07:05"), not padded when the template asks for "m:ss" or "h:mm" or an
        answer has one digit there ("7:05"); when neither tells, the pattern's other answers
        (`hints`, unchecked) may, if they agree; else width 0: the tool declines a first field of
        one digit. The others likewise ("2h 5" is not padded); after colons they are padded."""
        fields = [_duration_fields(h) for h in self.holes]
        if None in fields or len({sep for sep, _, _ in fields}) != 1:
            return None
        sep = fields[0][0]
        if not all(s == ":" or re.search(r"[^\W\d_]", s) for s in sep):
            return None
        colons = all(s == ":" for s in sep)
        heard = [f for f in map(_duration_fields, hints) if f is not None and f[0] == sep]
        pad = _padding([d for _, _, ds in fields for d in ds])
        if pad is False:
            return None
        if pad is None:
            pad = 2 if colons else _padding([d for _, _, ds in heard for d in ds]) or 0
        asked = re.search(r"\b(hh?|mm?):(?:mm?|ss?)\b", template.casefold()) if colons else None
        if asked:
            return len(sep) + 1, 2 if len(asked.group(1)) == 2 else 1, sep, pad
        width = _padding([f for _, f, _ in fields], first=True)
        if width is None:
            width = _padding([f for _, f, _ in heard], first=True) or 0
        return len(sep) + 1, width, sep, pad

    def _decimals(self) -> tuple[int | None, bool]:
        """The most decimal places the answers show, and whether every one shows that many.
        Whole numbers among them show none ("30.83", "25", "31.5": at most 2 places)."""
        places = self.places = set()
        for h in self.holes:
            m = re.fullmatch(r"\s*-?\d+(?:\.(\d+))?\s*", h)
            if not m:
                places.clear()
                return None, False
            places.add(len(m.group(1) or ""))
        top = max(places, default=0)
        return (top, len(places) == 1) if top else (None, False)

    @staticmethod
    def _hint_holes(shape: _Shape, hints: tuple[str, ...]) -> list[str]:
        """The pattern's other answers (`hints`) with this shape's fixed text around the value
        taken off; none when the shape repeats arguments there."""
        if any(kind != "lit" for kind, _ in shape.before + shape.after):
            return []
        pre = "".join(v for _, v in shape.before).strip()
        suf = "".join(v for _, v in shape.after).strip()
        holes = []
        for h in hints:
            h = h.strip()
            if pre and h.startswith(pre):
                h = h[len(pre):]
            if suf and h.endswith(suf):
                h = h[: len(h) - len(suf)]
            holes.append(h)
        return holes

    def _hinted_decimals(self, hints: list[str]) -> None:
        """More decimal places than the examples show, when the pattern's other answers (`hints`:
        unchecked, some may be wrong) mostly show them: three checked answers "37", "28", "32.2"
        cannot tell a mean to 2 places from a mean in full, but "30.83", "18.33", ... can."""
        if self.decimals is None and any(not re.fullmatch(r"\s*-?\d+\s*", h) for h in self.holes):
            return
        places = collections.Counter()
        for h in hints:
            m = re.fullmatch(r"\s*-?\d+\.(\d+)\s*", h)
            if m:
                places[len(m.group(1))] += 1
        if places:
            d = places.most_common(1)[0][0]
            if d > (self.decimals or 0):
                self.decimals, self.fixed, self.hinted = d, False, True

    def forms(self, node: _Node) -> Iterator[_Form]:
        if node.kind != "num" or self.signed is None:
            yield from self._forms(node)
            return
        for f in self._forms(node):  # "+41", "-3": every form, with the sign the examples show
            zero, learned = self.signed, f.learned
            if not zero:  # zero as a word ("E" for a golf score at par), learned where the value is 0
                zero, at = self._zero_word(f.outputs)
                learned = tuple(sorted({*learned, *at[:1]}))
            outputs = []
            for o in f.outputs:
                try:
                    outputs.append(_signed(o, zero or None))
                except (toolkit.NotMine, ValueError):
                    outputs.append("")
            yield replace(f, code=f"_signed({f.code}, {zero or None!r})", outputs=tuple(outputs), learned=learned,
                                      doc=f"{f.doc}, with a + before a value over zero" +
                                          (f" and zero written {zero!r}" if zero and zero[-1:].isalpha() else ""),
                                      helpers=tuple(dict.fromkeys((*f.helpers, *_needs("_signed(")))))

    def _zero_word(self, outputs: Sequence[str]) -> tuple[str, tuple[int, ...]]:
        """The word every example answered where the value is zero, when it is no number ("E",
        "even"), and those examples; ("", ()) where none or several words show."""
        at = []
        for i, o in enumerate(outputs):
            try:
                if toolkit.parse_number(o) == 0:
                    at.append(i)
            except (toolkit.NotMine, ValueError):
                pass
        words = {self.holes[i].strip() for i in at}
        if len(words) != 1:
            return "", ()
        word = words.pop()
        return (word, tuple(at)) if re.fullmatch(r"[A-Za-z][A-Za-z ]{0,15}", word) else ("", ())

    def _forms(self, node: _Node) -> Iterator[_Form]:
        kind, values = node.kind, node.values
        if node.op is not None and node.op.name == "as_text":
            yield from self._substrings(values)  # otherwise a number written as text answers like the number
            return
        if kind == "str":
            yield _Form("text", "text", 0, "{v}", "{v}", values)
            yield from self._learned_text(values)
            if not self._digits_of_a_writing(node):
                yield from self._substrings(values)
        elif kind == "num":
            try:
                if self.money and (self.decimals is None or self.cents) and not self.hinted:
                    try:
                        yield _Form("number", "number", 0, "toolkit.format_money({v})", "{v}",
                                    tuple(toolkit.format_money(v) for v in values))
                    except toolkit.NotMine:  # half a cent
                        pass
                elif not self.hinted and not self.fixed:  # "$6.10" on every answer: "$6.1" would be a guess
                    if any(type(v) is float for v in values) and all(float(round(v, 9)).is_integer() for v in values):
                        yield _Form("number", "number", 0, "toolkit.format_number(_whole_shown({v}))",
                                    "{v} (whole on every example; it declines a value that is not)",
                                    tuple(toolkit.format_number(_whole_shown(v)) for v in values),
                                    helpers=_needs("_whole_shown("))
                    else:
                        yield _Form("number", "number", 0, "toolkit.format_number({v})", "{v}",
                                    tuple(toolkit.format_number(v) for v in values))
                if self.decimals and not self.cents:  # "33.50", "120.65": every answer has d decimals (fixed), or at most d
                    yield from self._rounded("decimals", "number", 1, values, self.decimals, "{v}")
                if node.size <= _AFFINE_MAX_SIZE:
                    yield from self._affine(values)
                if node.op is None and not node.learned:
                    yield from self._quadratic(values)
                    yield from self._whole_units(values)
                if (self.whole_asked or node.op is not None and node.op.name in _CONVERTS) and self.decimals is None:
                    yield from self._rounded("rounded", "number", 1, values, 0, "{v}")
                if self.need_asked and self.decimals is None and not all(float(v).is_integer() for v in values):
                    yield _Form("need", "number", 1, "toolkit.format_number(math.ceil(round({v}, 9)))",
                                "{v}, rounded up to whole ones (what is needed)",
                                tuple(toolkit.format_number(math.ceil(round(v, 9))) for v in values))
                if self.way_asked and self.decimals is None and not all(float(v).is_integer() for v in values):
                    way = getattr(math, self.way_asked)
                    yield _Form("way", "number", 1, f"toolkit.format_number(math.{self.way_asked}(round({{v}}, 9)))",
                                f"{{v}}, rounded {'down' if self.way_asked == 'floor' else 'up'} as asked",
                                tuple(toolkit.format_number(way(round(v, 9))) for v in values))
                if self.duration is not None:
                    fields, width, seps, pad = self.duration
                    if all(s == ":" for s in seps) and pad == 2:
                        written = {(2, 1): "m:ss (or h:mm)", (2, 2): "mm:ss (or hh:mm)", (3, 1): "h:mm:ss",
                                   (3, 2): "hh:mm:ss", (2, 0): "mm:ss (or hh:mm; it declines 0-9 before the colon)",
                                   (3, 0): "hh:mm:ss (it declines 0-9 hours)"}[fields, width]
                        call = f"_duration({{v}}, {fields}, {width})"
                    else:
                        written = f"base 60 like {self.holes[0].strip()!r}" + (
                            " (it declines fields of one digit, which no example showed)" if 0 in (width, pad) else "")
                        call = f"_duration({{v}}, {fields}, {width}, {seps!r}, {pad})"
                    if all(float(v).is_integer() for v in values):
                        yield _Form("duration", "duration", 1, call, f"{{v}} written as {written}",
                                    tuple(_duration(v, fields, width, seps, pad) for v in values), helpers=_needs("_duration("))
                    elif all(float(round(v * 60, 9)).is_integer() for v in values):  # 149 pages at 15 a minute: "9 min 56 s"
                        yield _Form("duration", "duration", 1, call.replace("{v}", "round({v} * 60, 9)", 1),
                                    f"{{v}} times 60, written as {written}",
                                    tuple(_duration(round(v * 60, 9), fields, width, seps, pad) for v in values),
                                    helpers=_needs("_duration("))
            except (ValueError, OverflowError, ZeroDivisionError):
                return
        elif kind == "bool":
            for yes, no, cost in self.truth:
                if (yes, no) == ("Yes", "No"):
                    code = "toolkit.yes_no({v})"
                elif (yes, no) == ("True", "False"):
                    code = "toolkit.true_false({v})"
                else:
                    code = f"toolkit.yes_no({{v}}, {yes!r}, {no!r})"
                yield _Form("truth", "truth", cost, code, f"{{v}}: {yes!r} or {no!r}",
                            tuple(yes if v else no for v in values), self.first_of_each if cost else ())
        elif kind in ("list", "nums"):
            sizes = {len(v) for v in values}
            empty = 0 in sizes or not any(n.op is not None and n.op.name in _MAY_EMPTY for n in node.walk())
            several = max(sizes) >= 2
            sep = self._separator(values) if several else ""
            # pairs alone show one gap: a list of three may end "and c", and a pair reversed is
            # also a pair rotated or its ends swapped; unless the request quotes a longer list
            three = max(sizes) != 2 or not (sep and sep.strip() == "," or any(
                n.op is not None and n.op.name in _REORDERS for n in node.walk())) or bool(sep) and any(
                s.count(sep) >= 2 for s in self.samples)
            blank = self._empty_word(values)
            empty = empty or bool(blank)  # the request quotes how none is written
            if sep is not None:
                items = "{v}" if kind == "list" else "map(toolkit.format_number, {v})"
                if empty and several and three:
                    code, doc, helpers = f"{sep!r}.join({items})", f"{{v}}, joined with {sep!r}", ()
                else:
                    code = f"_joined_as_shown({items}, {sep!r}" + ("" if empty else ", empty=False") + \
                        ("" if several else ", several=False") + ("" if three else ", three=False") + ")"
                    doc = (f"{{v}}, joined with {sep!r}" if several else "{v}") + " (it declines " + \
                        " and ".join(([] if empty else ["an empty list"]) + ([] if several else ["two items or more"]) +
                                     ([] if three else ["three items or more"])) + ", which no example had)"
                    helpers = _needs("_joined_as_shown(")
                if blank:  # "none": what every example with nothing to list answered, or the request quotes
                    code, doc = f"({code} or {blank!r})", f"{doc}, or {blank!r} when there is none"
                learned = tuple(i for i, v in enumerate(values) if not v)[:1] if blank else ()  # the word is learned
                yield _Form("join", "join", 0, code, doc,
                            tuple(sep.join(_text_of(x) for x in v) or (blank if not v else "") for v in values),
                            learned, helpers=helpers)
        elif kind == "matrix":
            if all(h.strip().startswith("[[") for h in self.holes):  # "[[1, 3], [2, 4]]": rows in brackets
                code = "'[' + ', '.join('[' + ', '.join(map(toolkit.format_number, row)) + ']' for row in {v}) + ']'"
                yield _Form("matrix", "matrix", 0, code, "{v}, a list of its rows",
                            tuple(eval("lambda v: " + code.replace("{v}", "v"), _NAMESPACE)(v) for v in values))
        elif kind in ("date", "time"):
            pattern = self._date_pattern(values)
            if pattern is not None:
                fmt, outs = pattern
                named = "{d:%B}" in fmt or "{d:%b}" in fmt  # "July 4": a day beside a month's name has no zero
                unsure = tuple(value for padded, bare, value in _PADDED for a, b in ((padded, bare), (bare, padded))
                               if a in fmt and not (named and a == "{d.day}") and
                               all(answers_match(h, self._render_date(fmt.replace(a, b), d)) for h, d in zip(self.holes, values)))
                yield _Form("date", "date", 0, "f" + repr(fmt.replace("{d", "{when")), f"{{v}} written like {fmt!r}", outs,
                            unsure=unsure)
        if kind in ("str", "num"):
            yield from self._pick(node)

    def _affine(self, values: tuple[Any, ...]) -> Iterator[_Form]:
        """`a * value + b` (a unit conversion, an offset), a and b learned from the first two
        examples whose values differ; the others are the evidence, each as likely a hit by luck
        as 1 in the answers' spread (`_prior`): one confirms a and b only when that spread is wide."""
        if len(values) < 3 or self.targets is None:
            return  # two examples teach a and b; at least one more must confirm them
        xs = [fractions.Fraction(toolkit.format_number(v)) for v in values]
        pair = next(((i, j) for i in range(len(xs)) for j in range(i + 1, len(xs)) if xs[i] != xs[j]), None)
        if pair is None:
            return
        i, j = pair
        a = (self.targets[j] - self.targets[i]) / (xs[j] - xs[i])
        b = self.targets[i] - a * xs[i]
        if a == 0 or (a == 1 and b == 0) or not self.decimals and (a.denominator > 1000 or b.denominator > 1000):
            return  # rounded answers give a and b only so far: `_rounded_line` reads them
        expr = "{v}" if a == 1 else f"{{v}} * {a.numerator}" if a.denominator == 1 else \
            f"{{v}} * {a.numerator} / {a.denominator}"
        def written(q: fractions.Fraction) -> str:
            return str(q.numerator) if q.denominator == 1 else f"{q.numerator} / {q.denominator}"

        if a == -1 and b > 0:
            expr = f"{written(b)} - {{v}}"  # "32 - captures", not "captures * -1 + 32"
        elif b:
            sign, mag = ("-", -b) if b < 0 else ("+", b)
            expr += f" {sign} " + written(mag)
        # an example with a value a learned point has is no test of the line ("4 packs, 0 left" three times
        # beside "5 left": a 0 says nothing of the slope); the line stays a rival in the chance estimate
        taught = tuple(k for k, x in enumerate(xs) if x in (xs[i], xs[j]))
        if self.decimals:
            about, learned = None, taught
            # a slope the request states is the reading, though an exact line through two rounded answers fits
            line = self._stated_line(xs)
            if line is None and any(a * x + b != t for x, t in zip(xs, self.targets)):
                line = self._rounded_line(xs)  # the answers are rounded: a and b are known only so far
                if line is None:
                    return
            if line is not None:
                expr, about, named = line
                learned = () if named else learned  # a named constant is not learned: each example is evidence
            yield from self._rounded("affine", "affine", 2, values, self.decimals, expr, learned, about)
            return
        code = f"toolkit.format_number({expr})"
        fn = eval("lambda v: " + code.replace("{v}", "v"), _NAMESPACE)  # our own code: numbers and toolkit
        yield _Form("affine", "affine", 2, code, f"{expr.replace('{v}', '({v})')}", tuple(fn(v) for v in values), taught)

    def _stated_line(self, xs: list[fractions.Fraction]) -> tuple[str, str, bool] | None:
        """`value * w` for a slope w the template states (`_stated_weights`: "taking 1 hp as 745.7
        W" is `/ 745.7`; or two conversions its units make, `_unit_products`) that every rounded answer allows, where the slopes they allow lie within
        `_STATED_WIDTH` of each other; else None. Returns the expression, its reading, True."""
        if not (self.stated or self.unit_products) or not self.decimals or self.targets is None or len(set(xs)) < 2:
            return None
        half = fractions.Fraction(1, 2 * 10 ** self.decimals)
        low, high = fractions.Fraction(0), fractions.Fraction(_NO_BOUND)
        for x, t in zip(xs, self.targets):  # the slopes through 0 each answer allows
            if x == 0:
                if abs(t) >= half:
                    return None
                continue
            a, b = sorted(((t - half) / x, (t + half) / x))
            low, high = max(low, a), min(high, b)
        if not 0 < low <= high or (high - low) / low > _STATED_WIDTH:
            return None
        for code, said, c in self.stated + self.unit_products:
            if low <= fractions.Fraction(c) <= high:
                return f"{{v}} * {code}", f"({{v}}) times {said}", True
        return None

    def _rounded_line(self, xs: list[fractions.Fraction]) -> tuple[str, str, bool] | None:
        """`a * value + b` where the answers are that line rounded, and no exact a and b the first
        two examples give fits the others: every line that rounds to each answer (a polygon of a
        and b, known by its corners) is the reading, and a value on which they round differently
        is declined (`_line_between`). None when no line fits every answer. ("Convert {n} knots to
        km/h, to one decimal" fitted 37/20 n + 1/20 from two rounded answers, right on 8 examples
        and wrong on 4 of its next 8.) Where the lines' slopes are known closely and one of them is
        a named constant through 0 (`_NAMED_SLOPES`), that line is the reading, learned from no
        example. Returns the expression, its reading, and whether the constant is named."""
        assert self.targets is not None and self.decimals
        if len(set(xs)) < 2 or len(xs) > 24:
            return None
        half = fractions.Fraction(1, 2 * 10 ** self.decimals) * (1 - fractions.Fraction(1, 10 ** 6))
        bounds = [(x, t - half, t + half) for x, t in zip(xs, self.targets)]
        corners = set()
        for (x1, *ends1), (x2, *ends2) in itertools.combinations(bounds, 2):
            if x1 == x2:
                continue
            for y1 in ends1:
                for y2 in ends2:
                    a = (y2 - y1) / (x2 - x1)
                    corner = (a, y1 - a * x1)
                    if all(lo <= corner[0] * x + corner[1] <= hi for x, lo, hi in bounds):
                        corners.add(corner)
        if not corners:
            return None
        kept = tuple(sorted((float(a), float(b)) for a, b in corners))
        slopes, offsets = [a for a, _ in kept], [b for _, b in kept]
        low, high = min(slopes), max(slopes)
        stated = self._stated_line(xs)
        if stated is not None:
            return stated
        if 0 < low and (high - low) / low <= _NAMED_WIDTH:
            for code, said, c in _NAMED_SLOPES:  # pi * a * b: the constant, not the lines around it
                if low <= c <= high and all(lo <= c * x <= hi for x, lo, hi in bounds):
                    return f"{{v}} * {code}", f"({{v}}) times {said}", True
            simple = _rounded_weight(xs, list(self.targets), self.decimals)  # 1000 / fps: 1000, not a polygon
            if simple is not None and simple[0].replace(" / ", "").isdigit():
                return f"{{v}} * {simple[0]}", f"({{v}}) times {simple[1]}", True
        about = f"({{v}}) times {min(slopes):.6g} to {max(slopes):.6g}, plus {min(offsets):.6g} to {max(offsets):.6g} " \
            "(every line the rounded answers allow; it declines a value on which they round differently)"
        return f"_line_between({{v}}, {kept!r}, {self.decimals})", about, False

    def _whole_units(self, values: tuple[Any, ...]) -> Iterator[_Form]:
        """How many whole units of k an argument makes, rounded down (dozens in some eggs, pairs
        in some socks, full hours in some minutes) or up (buses of k seats for some people): k is
        the one whole number > 1 that the first examples leave (each answer bounds it), and the
        examples after those are the evidence, judged like `a * x + b` (`_affine`). Only where
        some value is not a multiple of k (else `a * x` is the same program)."""
        if len(values) < 3 or self.targets is None or self.decimals or \
                not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in values) or \
                not all(t.denominator == 1 and t >= 0 for t in self.targets):
            return
        def down(x: int, y: int) -> tuple[int, int]:  # x // k == y
            return x // (y + 1) + 1, (x // y if y else _NO_BOUND)

        def up(x: int, y: int) -> tuple[int, int]:  # -(-x // k) == y
            return (-(-x // y), (x - 1) // (y - 1) if y > 1 else _NO_BOUND) if y else (1, 0)

        for name, bounds, code, word in (("floor", down, "({v} // {k})", "rounded down"),
                                         ("ceil", up, "(-(-{v} // {k}))", "rounded up")):
            lo, hi, learned = 2, _NO_BOUND, []
            for i, (x, y) in enumerate(zip(values, self.targets)):
                a, b = bounds(x, int(y))
                lo, hi = max(lo, a), min(hi, b)
                learned.append(i)
                if lo >= hi:
                    break
            if lo != hi or len(learned) >= len(values) or all(v % lo == 0 for v in values):
                continue  # no one k, nothing left to confirm it, or every value a multiple: `a * x`
            expr = code.replace("{k}", str(lo))
            outs = tuple(str(eval("lambda v: " + expr.replace("{v}", "v"))(v)) for v in values)  # ours: ints only
            yield _Form(name, "affine", 2, f"str({expr})", f"{{v}} / {lo}, {word} to a whole number", outs,
                        tuple(learned))

    def _quadratic(self, values: tuple[Any, ...]) -> Iterator[_Form]:
        """`(a * value ** 2 + b * value + c) / d` of an argument itself (handshakes among n people,
        the sum of the first n numbers, a square's area plus its border), learned from the first
        three examples whose values differ, and judged like `a * x + b` (`_affine`) on the others.
        Only where a straight line through the first two misses the third."""
        if len(values) < 4 or self.targets is None or self.decimals:
            return
        xs = [fractions.Fraction(toolkit.format_number(v)) for v in values]
        picked: list[int] = []
        for i, x in enumerate(xs):
            if all(x != xs[k] for k in picked):
                picked.append(i)
            if len(picked) == 3:
                break
        if len(picked) < 3:
            return
        (x0, x1, x2), (y0, y1, y2) = ([xs[i] for i in picked], [self.targets[i] for i in picked])
        a = ((y2 - y0) / (x2 - x0) - (y1 - y0) / (x1 - x0)) / (x2 - x1)
        b = (y1 - y0) / (x1 - x0) - a * (x0 + x1)
        c = y0 - a * x0 * x0 - b * x0
        if a == 0:
            return  # a line: `_affine`'s
        d = math.lcm(a.denominator, b.denominator, c.denominator)
        if d > 1000:
            return
        terms = [(int(a * d), "{v} * {v}"), (int(b * d), "{v}"), (int(c * d), "")]
        expr = ""
        for k, (coef, term) in enumerate(t for t in terms if t[0]):
            sign = "-" if coef < 0 else "+" if k else ""
            mag = abs(coef)
            body = term if mag == 1 and term else f"{mag} * {term}" if term else str(mag)
            expr += (f" {sign} " if k else sign) + body
        expr = f"({expr.strip()}) / {d}" if d > 1 else expr.strip()
        try:
            fn = eval("lambda v: " + expr.replace("{v}", "v"), _NAMESPACE)  # our own code: numbers only
            outs = tuple(toolkit.format_number(fn(v)) for v in values)
        except (ValueError, OverflowError, ZeroDivisionError, toolkit.NotMine):
            return
        yield _Form("quadratic", "affine", 3, f"toolkit.format_number({expr})", expr.replace("{v}", "({v})"), outs,
                    tuple(picked))

    def _rounded(self, name: str, group: str, cost: int, values: tuple[Any, ...], d: int, expr: str,
                 learned: tuple[int, ...] = (), about: str | None = None) -> Iterator[_Form]:
        """`expr` (of `{v}`) rounded to `d` decimals: written with all d when every answer shows
        them ("33.50": `toolkit.fixed`), else with at most d (`toolkit.format_number`). Rounding
        reads decimal digits, and a value half-way between two answers is declined (`toolkit.fixed`)
        unless examples that are such halves show a rule: the rules (up, to even, as binary
        formatting does) that every such example agrees with, answering later halves only where
        they all agree (`_TIES`)."""
        shown = self.fixed and d > 0 and not self.places_asked
        zero = "." + "0" * d if self.money else "0"  # "$204.00" or "$204"; "23.0" or "23": no example said
        unshown = shown and not any(h.strip().endswith(zero) for h in self.holes)
        call = "_fixed_shown" if unshown else "toolkit.fixed" if self.fixed else "toolkit.format_number"
        fn = (lambda v: v) if expr == "{v}" else eval("lambda v: " + expr.replace("{v}", "v"), _NAMESPACE)  # ours
        write = functools.partial(_fixed_shown, whole=self.money) if unshown else \
            toolkit.fixed if self.fixed else toolkit.format_number
        doc = about or (expr.replace("{v}", "({v})") if name == "affine" else "{v}")
        places = f"{d} decimal" + "s" * (d != 1)
        doc += f" with {places}" if self.fixed else f" to {places}" if d else ", rounded to a whole number"
        if unshown:
            doc += (" (no example was a whole amount; it declines those)" if self.money else
                    " (no example ended in 0; it declines values that do)")
        ways = "updown" if self.nearest_asked or d else \
            "".join(w for w in ("up", "down") if any(_rounding_move(fn(v), d) == w for v in values))
        value = expr if ways == "updown" else f"_rounded_as_shown({expr}, {d}, {ways!r})"
        if ways != "updown":
            doc += f" (no example was rounded {'down' if ways == 'up' else 'up' if ways else 'at all'}; it declines " \
                   "values that would be)"
        for tie in _TIES:
            try:
                outs = tuple(write(fn(v), d, tie=tie) for v in values)
            except toolkit.NotMine:
                continue
            arg = "" if tie is None else f", tie={tie!r}"
            arg += ", whole=True" if unshown and self.money else ""
            code = f"{call}({value}, {d}{arg})"
            yield _Form(name, group, cost, code, doc + ("" if tie is None else f" (halves: {tie})"), outs, learned,
                        helpers=_needs(code))
            if tie is None:
                return

    def _learned_text(self, values: tuple[Any, ...]) -> Iterator[_Form]:
        """Text moved by a Caesar shift, or by a character table, learned from the first example.

        Only for text of the answers' length that the answers change, and only when another
        example changes too: that example is the evidence, the first one taught the parameter.
        Never for answers of two texts or fewer: a table that writes "Yes" for "XVI" and "No" for
        "CD" tells two values apart by luck, and its chance is not a cipher's."""
        pairs = list(zip(values, self.holes))
        if not all(len(v) == len(h) and len(v) >= 2 for v, h in pairs):
            return
        changed = [i for i, (v, h) in enumerate(pairs) if v.casefold() != h.casefold()]
        if len(changed) < 2:
            return
        if len({h.casefold() for v, h in pairs}) < 3:
            return  # two answers ("Yes"/"No") spelled out by a table of letters: a guess, not a cipher
        i0 = changed[0]
        v0, h0 = pairs[i0]
        shift = next(((ord(b.lower()) - ord(a.lower())) % 26 for a, b in zip(v0, h0)
                      if a.isascii() and a.isalpha() and b.isascii() and b.isalpha()), 0)
        if shift:
            yield _Form("caesar", "cipher", 1, f"_caesar({{v}}, {shift})", f"{{v}} shifted {shift} letters along the alphabet",
                        tuple(_caesar(v, shift) for v in values), (i0,), helpers=_needs("_caesar("))
        marks = {b for a, b in zip(v0, h0) if a.casefold() != b.casefold()}
        changed0 = {a.lower() for a, b in zip(v0, h0) if a.casefold() != b.casefold()}
        named = next((c for word, c in _CHAR_CLASSES.items() if word in self.words and changed0 <= set(c)), None)
        if named is not None and len(marks) == 1:  # "every vowel replaced by '*'": the class, not the letters shown
            src, dst = named + named.upper(), marks.pop() * 2 * len(named)
            yield _Form("class", "cipher", 1, f"{{v}}.translate(str.maketrans({src!r}, {dst!r}))",
                        f"{{v}} with every {_CHAR_CLASSES_NAME[named]} replaced by {dst[0]!r}",
                        tuple(v.translate(str.maketrans(src, dst)) for v in values), (i0,))
        # Two tables. One the changed examples teach in turn up to the first that needs no new
        # entry ("ACGT" -> "TGCA" may not show "G" at first): that one and those after it are the
        # evidence. And, where a later example adds entries, the one every changed example
        # teaches (leetspeak's "w4t3r" teaches a and e, "jungl3" confirms, "1sl4nd" teaches i):
        # those that added entries are not evidence. Both are tried, so the fits other programs
        # compete with (the chance estimate) are what the first alone gave.
        yielded: set[str] = set()
        for keep_learning in (False, True):
            table: dict[str, str] = {}
            learned: list[int] = []
            for i in changed:
                v, h = pairs[i]
                if not keep_learning and learned and \
                        all(a in table for a, b in zip(v, h) if a.casefold() != b.casefold()):
                    break
                size = len(table)
                if any(a.casefold() != b.casefold() and table.setdefault(a, b) != b for a, b in zip(v, h)):
                    return  # one character written two ways: no table
                if len(table) > size:
                    learned.append(i)
            evidence = len(changed) - len(learned)  # a table taught by k > 1 examples needs k more to confirm it
            src, dst = "".join(table), "".join(table.values())
            if not table or len(table) > 26 or evidence < (1 if len(learned) == 1 else len(learned)) or \
                    src + dst in yielded:
                continue
            yielded.add(src + dst)
            seen = "".join(sorted(set("".join(values)) - set(src)))
            yield _Form("table", "cipher", 2, f"_translated({{v}}, {src!r}, {dst!r}, {seen!r})",
                        f"{{v}} with {src!r} replaced by {dst!r} (it declines characters no example showed)",
                        tuple(v.translate(str.maketrans(src, dst)) for v in values), tuple(learned),
                        helpers=_needs("_translated("))

    def _digits_of_a_writing(self, node: _Node) -> bool:
        """Whether `node` writes a number in a form the template never names (octal, roman, in
        words, ...) and every answer is a number: digits cut from such a writing ("34"[1:] of 28 in
        octal, for 4 teams of 7) fit a few small answers by luck, and mean nothing."""
        return node.op is not None and node.op.name in _WRITERS and node.op.name != "as_text" and \
            not _named(node, self.words) and not set(_WRITER_WORDS.get(node.op.name, ())) & set(self.words) and \
            all(re.fullmatch(r"-?\d+(?:\.\d+)?", h.strip()) for h in self.holes)

    def _substrings(self, values: tuple[Any, ...]) -> Iterator[_Form]:
        """A part of the text at fixed places, each counted from its start or from its end
        (FlashFill's substring), learned from the first example whose answer is a proper part of
        its value: that example taught the places, the others are the evidence."""
        first = next((i for i, (v, h) in enumerate(zip(values, self.holes))
                      if h.strip() and len(h.strip()) < len(v) and h.strip().casefold() in v.casefold()), None)
        if first is None or self.n_examples - 1 < 2:
            return
        v0, h0 = values[first].casefold(), self.holes[first].strip().casefold()
        seen: set[tuple[str, ...]] = set()
        starts = [m.start() for m in re.finditer(f"(?={re.escape(h0)})", v0)][:_SUBSTRING_STARTS]
        for start in starts:
            end = start + len(h0)
            for a in dict.fromkeys((start, start - len(v0))):
                for b in dict.fromkeys((end - len(v0), end) if end == len(v0) else (end, end - len(v0))):
                    lo, hi = (a or None) if a >= 0 else a, (b or None) if b <= 0 else b
                    outs = tuple(v[lo:hi] for v in values)
                    if outs in seen:
                        continue
                    seen.add(outs)
                    where = f"{'' if lo is None else lo}:{'' if hi is None else hi}"
                    yield _Form("substring", "substring", 2, f"{{v}}[{where}]", f"{{v}}[{where}]", outs, (first,))

    def _empty_word(self, values: tuple[Any, ...]) -> str:
        """The word or words ("none", "no numbers") that every example with an empty list answered
        (where none was empty, one of `_NOTHING` that the request quotes), else "": they answered differently, or with digits or a single letter, or one example
        alone said a word other than one of `_NOTHING` (one example only teaches the word, and a
        value that is empty there would fit any answer; the word it teaches is marked learned, so
        that example is no evidence either way)."""
        said = [self.holes[i].strip() for i, v in enumerate(values) if len(v) == 0]
        word = said[0] if said and len(set(said)) == 1 and (len(said) >= 2 or said[0].casefold().rstrip(".") in _NOTHING) \
            else ""
        if not said:  # no example was empty: the word the request quotes for none ("like 'o, k' (or 'none')")
            word = next((q.strip() for q in self.samples if q.strip().casefold().rstrip(".") in _NOTHING), "")
        return word if re.fullmatch(r"[^\W\d_]{2,}(?: [^\W\d_]+)*\.?", word) else ""

    def _separator(self, values: tuple[Any, ...]) -> str | None:
        for v, h in zip(values, self.holes):
            if len(v) < 2:
                continue
            first, second = _text_of(v[0]).casefold(), _text_of(v[1]).casefold()
            low = h.casefold()
            if not first or not second or not low.startswith(first):
                return None
            at = low.find(second, len(first))
            return h[len(first): at] if at >= 0 else None
        return " "

    def _date_pattern(self, values: tuple[Any, ...]) -> tuple[str, tuple[str, ...]] | None:
        """An f-string pattern over the date `d` that writes every answer, e.g. `{d:%A}, {d:%B} {d.day}, {d:%Y}.`."""
        tokens = re.split(r"([^\W\d_]+|\d+)", self.holes[0])
        d0 = values[0]
        choices: list[list[str]] = []
        for i, tok in enumerate(tokens):
            lit = tok.replace("{", "{{").replace("}", "}}")
            if i % 2 == 0:
                choices.append([lit])
                continue
            fields = [code for code, f in _fields(d0) if f(d0).casefold() == tok.casefold()]
            choices.append(fields or [lit])
        if all(len(c) == 1 and not c[0].startswith("{d") for c in choices):
            return None
        named = any(c[0] in ("{d:%B}", "{d:%b}") for c in choices)
        for combo in itertools.islice(itertools.product(*choices), 256):
            fmt = "".join(combo)
            if "{d" not in fmt:
                continue
            outs = tuple(self._render_date(fmt, d) for d in values)
            if all(answers_match(h, o) for h, o in zip(self.holes, outs)):
                ranked = [fmt]
                if named:  # with month names the day is usually not zero-padded: prefer that reading
                    alt = fmt.replace("{d:%d}", "{d.day}")
                    if alt != fmt and all(answers_match(h, self._render_date(alt, d)) for h, d in zip(self.holes, values)):
                        ranked.insert(0, alt)
                return ranked[0], tuple(self._render_date(ranked[0], d) for d in values)
        return None

    @staticmethod
    def _render_date(fmt: str, d: datetime.date) -> str:
        out = fmt
        for code, f in _fields(d):
            out = out.replace(code, f(d).replace("{", "\0").replace("}", "\1"))
        return out.replace("{{", "{").replace("}}", "}").replace("\0", "{").replace("\1", "}")

    def _pick(self, node: _Node) -> Iterator[_Form]:
        """The label of the option equal to the value. The value must come from the rest of the
        task: an option chosen for a property of the options themselves (the longest, the first
        in order) is a guess about what was meant, which the search does not make."""
        for name, options in self.options.items():
            if node.slots & options.slots:
                continue
            try:
                outs = tuple(toolkit.pick_option(o, v, form=self.label_form) for o, v in zip(options.values, node.values))
            except (toolkit.NotMine, ValueError, TypeError):
                continue
            yield _Form("option", "option", 1, f"toolkit.pick_option({{o}}, {{v}}, form={self.label_form!r})",
                        f"the label of the option in {options.doc()} equal to {{v}}", outs, names={"o": name},
                        extra_slots=options.slots)


# --------------------------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class Program:
    """A program found by example: the `run()` of a tool, and how it was found."""

    run_code: str
    """Source of `def run(<slots>) -> str:` (with any helpers and imports it needs); standard
    library and `toolkit` only. Pass it to `toolfile.build_tool_source`."""
    description: str
    """One line saying what it computes (also `run()`'s docstring)."""
    candidates_tried: int
    """Expressions evaluated on the examples before it was chosen."""
    size: int
    """Primitives, arguments and answer-form steps in the program."""
    chance: float
    """Estimated number of programs as small as this one that would fit the examples by luck."""
    slots_used: tuple[str, ...]
    """The arguments it reads."""
    seconds: float
    """Search time."""
    core: str = ""
    """What it computes, without the checks that decline values the examples did not vouch for
    (lengths, ways of rounding): searches on other examples that find the same computation
    agree, though they saw other lengths."""
    computes: str = ""
    """For a number written to some decimal places: the value and the text around it, without how
    many places. Searches whose examples happen to show one place each ("84.2", "125.6") or
    fewer ("-13") still agree on what is computed."""


@dataclass
class SearchReport:
    """What a search did: the program, or why there is none."""

    program: Program | None
    """The program found, or None."""
    reason: str
    """`found`, or why nothing was returned."""
    candidates_tried: int = 0
    """Expressions evaluated on the examples."""
    seconds: float = 0.0
    """Search time."""
    examples: int = 0
    """Examples the search used."""
    near_miss: str | None = None
    """The best program that fit every example but was refused as likely chance, if any."""
    equals: tuple[str, ...] = ()
    """What each acceptable program as small as the one returned computes (`Program.computes` or
    `core`): two ways of writing the second largest number that the chance estimates happened to
    rank the other way round on other examples still agree."""


@dataclass
class _Found:
    node: _Node
    form: _Form
    shape: _Shape
    shape_index: int
    size: int
    slots: frozenset[str]
    order: int
    answers: tuple[str, ...] = ()
    """The whole answers it gives on the examples."""
    chance: float | None = None
    """Judged at the end of the level where it was found."""


@dataclass
class _Group:
    """The distinct answer vectors of one answer form and kind of answer, tried against one
    answer shape, and how many hit each example (for the chance estimate)."""

    n: int
    close: dict[tuple[str, ...], bool] = field(default_factory=dict)
    """Each distinct vector: whether it hits at least one example."""
    matches: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.matches = [0] * self.n

    def add(self, vector: tuple[str, ...], hits: list[bool], learned: tuple[int, ...] = (), *,
            fitted: bool = False) -> None:
        """`fitted`: the vector was made to hit the examples it `learned` from (`a * x + b`), so
        it was a real try at the others whether or not it hit one: it counts as close."""
        if vector in self.close:
            return
        self.close[vector] = fitted or any(hit for i, hit in enumerate(hits) if i not in learned)
        for i, hit in enumerate(hits):  # a hit on an example a sum was learned from is no try at it (a
            # fitted line's every hit counts: its prior, 1 in the answers' spread, was set that way)
            self.matches[i] += hit and (fitted or i not in learned)

    def chance(self, learned: tuple[int, ...], priors: list[float]) -> float:
        """Expected number of this group's answer vectors that would fit by luck.

        The candidates that count are the vectors that hit at least one example (one that hits
        none was never close; counting it would make every fit look rarer). Per example, the
        chance of a hit is the share of those other candidates that hit it, smoothed toward the
        prior (worth `_PSEUDO` candidates, so that a handful neither proves nor refutes much), and
        never below the prior. Examples a parameter was learned from are not evidence."""
        relevant = max(1, sum(self.close.values()))
        p = 1.0
        for i in range(self.n):
            if i in learned:
                continue
            share = (self.matches[i] - 1 + _PSEUDO * priors[i]) / (relevant - 1 + _PSEUDO)
            p *= max(priors[i], share)
        return relevant * p


_PSEUDO = 4
"""How many candidates the prior of an answer is worth in the chance estimate."""


_RIVALS = 6
"""Other readings remembered per value (`_Search._rival`)."""


_REORDERS = frozenset({"reverse", "swap_ends", "sort", "sort_desc", "sort_nocase", "sort_nocase_desc", "sort_by_number",
                       "sort_by_number_desc", "sort_by_length", "sort_by_first_letter", "sort_by_last_letter",
                       "sort_by_date", "sort_by_date_desc", "sort_by_numbers"})
"""List primitives that only move items: on a pair, several of them agree."""


_ORDER_CLAIMS = frozenset({"in_alphabetical_order", "is_increasing", "is_decreasing", "all_different", "is_palindrome"})
"""Claims about the order or repeats of a list's items or a text's characters."""


def _vacuous(node: _Node) -> tuple[int, ...]:
    """The examples where a claim about order (or its negation) says nothing: a list of fewer than
    two items is in every order, and a text of one character repeats none and reads the same both
    ways. Such an example answers as the claim does whatever it is ("lg8xg96ej" has digits in
    increasing order, "djdjo7" too), so it is no evidence that the claim is the task's."""
    while node.op is not None and node.op.name == "not":
        node = node.args[0]
    if node.op is None or node.op.name not in _ORDER_CLAIMS:
        return ()
    return tuple(i for i, v in enumerate(node.args[0].values) if isinstance(v, (str, list)) and len(v) < 2)


def _spread(texts: Sequence[str]) -> float:
    """How far apart the texts that are numbers are (0.0 with fewer than two)."""
    numbers = []
    for text in texts:
        try:
            numbers.append(float(toolkit.parse_number(text.strip().rstrip("."))))
        except (toolkit.NotMine, ValueError):
            pass
    return max(numbers) - min(numbers) if numbers else 0.0


def _prior(hole: str, group: str, choices: int | None, spread: float) -> float:
    """The chance of giving this answer by luck, knowing nothing: 1/2 for a truth value, 1/k for
    one of k options, about 1/(n + 2) for a whole number n (small counts are easy to hit; a
    number written in words counts as the number), 26^-length for other text. A learned
    `a * x + b` lands among the answers by construction: 1/(their spread + 2)."""
    if group == "truth":
        return 0.5
    if group == "affine":
        return 1.0 / (spread + 2)
    if choices:
        return 1.0 / choices
    text = normalise_answer(hole)
    if not text:
        return 0.5
    try:
        number = float(text)
    except ValueError:
        if not _is_number_words(text):
            return 26.0 ** -min(len(text.strip("()")), 8)
        number = float(_read_number(text))
    if number.is_integer():
        return 1.0 / (min(abs(number), 1e6) + 2)
    return 1e-3


# --------------------------------------------------------------------------------------------
# The search


class _Search:
    def __init__(self, template: str, slot_kinds: dict[str, str], examples: list[tuple[dict[str, Any], str]],
                 budget: int, deadline_s: float, max_size: int, max_chance: float,
                 hints: tuple[str, ...] = ()) -> None:
        self.template = template
        self.words = _template_words(template)
        self.steps = {name for name in _STEPS if name not in _STEP_NAMED or
                      any(w in self.words for w in _STEP_NAMED[name])}  # `_Node.implicit` one step
        # a primitive the template names costs one step; one of three arguments none, so that it is
        # as small as one of two that ignores the third ("divisible by both {b} and {c}")
        self.ops = [replace(op, cost=1 if len(op.args) < 3 else 0) if any(_says(self.words, w) for w in _ASKED.get(op.name, ())) else op
                    for op in _OPS if _offered(op, template, [str(e) for _, e in examples])  # asked: not incidental
                    and (op.name not in _BY_VALUE or any(_BY_VALUE[op.name](v) for a, _ in examples
                                                         if isinstance(a, dict) for v in a.values()))]
        self.ops = _mask_ops(template) + _place_ops(template) + _weekday_ops(template) + _range_ops(template) + _keyboard_ops(template) + self.ops  # named by the template: tried first
        self.hints = hints
        """Other answers of the pattern, unchecked: they may say how answers are written (decimals)."""
        self.slot_kinds = dict(slot_kinds)
        self.examples = [(a, str(e)) for a, e in examples if isinstance(a, dict) and all(s in a for s in slot_kinds)]
        self.n = len(self.examples)
        self.answers = [e for _, e in self.examples]
        fractions_shown = [a for a in self.answers if re.fullmatch(r"\s*\d+\s*/\s*\d+\s*", a)]
        self.reduced_only = len(fractions_shown) >= 2 and not any(_unreduced(a) for a in fractions_shown)
        """Answers written as fractions ("7/31") that were all in lowest terms: a program that
        writes two numbers with "/" between them ("{green}/{total}") declines "6/8", whose
        writing no example showed."""
        self.t0 = time.perf_counter()
        # candidates considered, not seconds: on any machine, however busy, the same examples
        # find the same program; CPU seconds of this thread only cap slow primitives on huge values
        self.budget = budget
        self.spent = 0
        self.deadline = time.thread_time() + deadline_s
        self.max_size = max_size
        self.max_chance = max_chance
        self.asks = any(_says(self.words, w) for names in _ASKED.values() for w in names)
        self.thresholds = _thresholds(template)
        self.tiered: dict[int | str, tuple[str, ...]] = {}
        """The ends of first tiers the template states (`_tiers`) and the code of the parts of the
        numbers they split, up to it and over it: a program must read one part of each. Empty
        when no example lies past the bound: then no program can."""
        self.past: dict[str, tuple[str, str]] = {}
        """Parts over a bound that every example lay past -> (the number, the bound): nothing
        showed what is answered at or under the bound, so the tool declines there (`tier_guards`)."""
        self.split: set[str] = set()
        """The number arguments split in those parts (learned sums read the parts instead)."""
        self.stepped: set[str] = set()
        """The code of whole steps of a stated period in a number (`_whole_steps`)."""
        self.step_split: set[str] = set()
        """The arguments learned sums read only in those whole steps (ratios read them whole)."""
        self.qualifiers = [ops for word, ops in _QUALIFIERS.items() if _says(self.words, word)]
        """Filters the template names ("the non-zero digits"): a program must apply each one."""
        """Bounds the template states ("more than four letters"): a program must read each one."""
        self.beyond: int | None = None
        """The size of the smallest fits when every one could be luck and the search looked on
        `_ASKED_LEVELS` levels for a primitive the template names (`_asked`), judged alone."""
        self.tried = 0
        self.order = 0
        self.seen: dict[tuple[str, str, Any], _Node] = {}
        self.rivals: dict[tuple[str, str, Any], list[_Node]] = {}
        """Per value kept, other programs as small that gave it too (`_rival`)."""
        self.seq = 0
        self.options: dict[str, _Node] = {}
        self.forms: list[_Forms] = []
        self.bank: dict[int, dict[str, list[_Node]]] = {}
        self.numeric: dict[int, bool] = {}
        self.found: list[_Found] = []
        self.groups: dict[tuple[int, str, str], _Group] = {}
        self.varying: frozenset[str] = frozenset()
        self.out_of_time = False
        self.one_answer: str | None = None
        """Set when every example has one same telling answer (`telling_answer`), normalised."""
        self.labels = all(_LABEL.fullmatch(a.strip()) for a in self.answers)
        """Every answer is an option label like `(B)`."""
        self.atoms = [_atoms(args) for args, _ in self.examples]
        self.case_matters = [not answered(e, e.swapcase(), args) for args, e in self.examples]
        """Per example: whether its answer is one of its own values in another case (`answered`)."""
        self.case_asked = bool(_CASE_WORDS.search(template)) and all(self.case_matters)
        """The template asks for a case ("in upper case", "capitalise") and every answer is its
        own value in another case: that case is the task, not a pick among the values."""
        self.spread = _spread(self.answers)
        """How far apart numeric answers are (for the chance of a learned `a * x + b`)."""
        """Per example, the values a program could answer by choosing one (normalised)."""

    # ---- set-up
    def leaves(self) -> list[_Node]:
        """Level 1: the arguments, plus values the template builds from several of them."""
        out = []
        chars: list[str] = []
        for name in self.slot_kinds:
            values = tuple(a[name] for a, _ in self.examples)
            kind = _vector_kind(values)
            if kind is None:
                continue
            out.append(_Node(None, (), values, kind, 1, frozenset({name}), unit="n" * (kind in ("num", "nums")),
                             leaf_code=name, leaf_doc=f"`{name}`"))
            if kind == "list" and _all_numbers(values):  # "3, 17, 8": the numbers, one step nearer
                out.append(_Node(None, (), tuple([toolkit.parse_number(x) for x in v] for v in values), "nums", 1,
                                 frozenset({name}), unit="n", leaf_code=f"[toolkit.parse_number(x) for x in {name}]",
                                 leaf_doc=f"the values of `{name}`"))
            if kind == "list" and re.search(rf":[ \t]+\{{{name}\}}[.!?]?[ \t]*(?:\n|$)", self.template):
                # "BASE64 of: marble lantern river": words after a colon are a list, and its text
                out.append(_Node(None, (), tuple(" ".join(v) for v in values), "str", 1, frozenset({name}),
                                 leaf_code=f"' '.join({name})", leaf_doc=f"`{name}` joined with spaces"))
            for word, base in (("binary", 2), ("octal", 8)):  # "the binary numbers 1011 and 110": their values
                if kind == "num" and word in self.words and all(
                        isinstance(v, int) and v >= 0 and set(str(v)) <= set("01234567"[:base]) for v in values) and \
                        any(v >= 10 for v in values):
                    out.append(_Node(None, (), tuple(int(str(v), base) for v in values), "num", 1, frozenset({name}),
                                     unit="n", leaf_code=f"int(str(int({name})), {base})",
                                     leaf_doc=f"the {word} number `{name}`"))
            if kind == "str" and all(len(v) == 1 for v in values):
                chars.append(name)
            if kind == "list":  # "replacing a with 4, e with 3 and o with 0": the table the pairs state
                try:
                    stated = tuple(_pairs_table(v) for v in values)
                except toolkit.NotMine:
                    stated = ()
                if stated:
                    out.append(_Node(None, (), stated, "table", 1, frozenset({name}), leaf_code=f"_pairs_table({name})",
                                     leaf_doc=f"the replacements `{name}` states"))
            glued = [_SUFFIXED.fullmatch(v) for v in values] if kind == "str" else [None]
            if all(glued) and len({m.group(2).casefold() for m in glued}) == 1:
                # "played at 1.5x speed", "a 10kg bag": one word the miner kept whole, a number and its unit
                suffix = glued[0].group(2).casefold()
                out.append(_Node(None, (), tuple(toolkit.parse_number(m.group(1)) for m in glued), "num", 1, frozenset({name}),
                                 unit="n", leaf_code=f"_suffixed_number({name}, {suffix!r})",
                                 leaf_doc=f"the number of `{name}` (before {suffix!r})"))
            if kind == "str":
                out += self._amount_leaves(name, values)
            if kind == "str" and self.slot_kinds.get(name) != "time" and all(_RATIO_TEXT.fullmatch(v.strip()) for v in values) \
                    and not all(_CLOCK_READING.fullmatch(v.strip()) for v in values):  # "06:24" every time: clock times
                # "a 16:9 screen", "16:10" read as a clock time in other tasks: the two numbers of a ratio
                for i, which in enumerate(("first", "second")):
                    out.append(_Node(None, (), tuple(_ratio_part(v, i) for v in values), "num", 1, frozenset({name}),
                                     unit="n", leaf_code=f"_ratio_part({name}, {i})",
                                     leaf_doc=f"the {which} number of the ratio `{name}`"))
            if kind == "str":  # "the fifth power", "born on July 4, 1990": the value a word or a date names
                for code, doc, read in ((f"_position({name})", f"the place `{name}` names", _position),
                                        (f"toolkit.parse_date({name})", f"the date `{name}`", toolkit.parse_date)):
                    try:
                        read_values = tuple(read(v) for v in values)
                    except (ValueError, TypeError):
                        continue
                    out.append(_Node(None, (), read_values, _kind(read_values[0]) or "str", 1, frozenset({name}),
                                     unit="n" * isinstance(read_values[0], int), leaf_code=code, leaf_doc=doc))
        if len(chars) >= 2 and len(chars) % 2 == 0:  # "replace a with b, c with d": a table from the pairs
            src, dst = chars[0::2], chars[1::2]
            try:
                tables = tuple(str.maketrans("".join(a[s] for s in src), "".join(a[d] for d in dst))
                               for a, _ in self.examples)
            except ValueError:
                tables = ()
            if tables:
                code = f"str.maketrans({' + '.join(src)}, {' + '.join(dst)})"
                doc = ", ".join(f"`{s}` replaced by `{d}`" for s, d in zip(src, dst))
                out.append(_Node(None, (), tables, "table", 1, frozenset(chars), leaf_code=code, leaf_doc=doc))
        counts = [n for n in out if n.op is None and n.kind == "num" and n.leaf_code in self.slot_kinds]
        if len(counts) >= 3 and set(self.words) & _SHARE_WORDS:
            # "10 red, 7 green and 14 blue marbles: the chance of a green one": the whole the parts make
            out.append(_Node(None, (), tuple(sum(vs) for vs in zip(*(n.values for n in counts))), "num", 1,
                             frozenset(n.leaf_code for n in counts), unit="n",
                             leaf_code=f"({' + '.join(n.leaf_code for n in counts)})",
                             leaf_doc="the sum of " + ", ".join(f"`{n.leaf_code}`" for n in counts)))
        numbers = list(dict.fromkeys([*_template_numbers(self.template), *(n for n, _ in self.thresholds)]))
        for number in numbers:  # "to the nearest ten": 10
            out.append(_Node(None, (), (number,) * self.n, "num", 1, frozenset(), unit="n",
                             leaf_code=str(number), leaf_doc=str(number)))
        if 1 not in numbers:  # "the letter after", "the next month": one step
            out.append(_Node(None, (), (1,) * self.n, "num", 1, frozenset(), unit="n",
                             leaf_code="1", leaf_doc="1", implicit=True))
        for labelled, what, shown in ((_labelled_slots(self.template), "the options", "({})"),  # "(A) {x} (B) {y}"
                                      (_field_slots(self.template), "the fields", "{}")):  # "name={x}; age={y}"
            if labelled and all(isinstance(a[slot], (str, int, float)) for a, _ in self.examples for _, slot in labelled):
                out.append(self._labelled_leaf(labelled, what, shown))
        for day, dated in itertools.permutations(self.slot_kinds, 2):
            # "from {date} to {date_2}?" with "October 16" and "December 9, 2023": the first date's year
            try:
                days = tuple(_date_in_year(a[day], toolkit.parse_date(a[dated]).year) for a, _ in self.examples)
            except (ValueError, TypeError, AttributeError):
                continue
            if any(_parses_as_date(a[day]) for a, _ in self.examples):
                continue  # a day with its own year is a date as it is
            out.append(_Node(None, (), days, "date", 1, frozenset({day, dated}),
                             leaf_code=f"_date_in_year({day}, toolkit.parse_date({dated}).year)",
                             leaf_doc=f"`{day}` in the year of `{dated}`"))
        for whole, big, part, small, size in _two_part_amounts(self.template):
            # "a pace of 6 min 39 s per km": the amount in either unit (6 + 39 / 60 min, 6 * 60 + 39 s)
            if all(_is_number(a.get(whole)) and _is_number(a.get(part)) for a, _ in self.examples):
                said = f"`{whole}` {big} `{part}` {small}"
                for code, doc, read in ((f"({whole} + {part} / {size})", f"{said} in {_PLURALS.get(big, big + 's')}",
                                         lambda x, y: x + y / size),
                                        (f"({whole} * {size} + {part})", f"{said} in {_PLURALS.get(small, small + 's')}",
                                         lambda x, y: x * size + y)):
                    out.append(_Node(None, (), tuple(read(a[whole], a[part]) for a, _ in self.examples), "num", 1,
                                     frozenset({whole, part}), unit="n", leaf_code=code, leaf_doc=doc))
        for first, last in itertools.combinations(self.slot_kinds, 2):
            # "a stay from October 6th to October 25th": the days between days without a year
            try:
                days = tuple(_days_apart(a[first], a[last]) for a, _ in self.examples)
            except (ValueError, TypeError, AttributeError):
                continue
            out.append(_Node(None, (), days, "num", 1, frozenset({first, last}), unit="n",
                             leaf_code=f"_days_apart({first}, {last})", leaf_doc=f"the days from `{first}` to `{last}`"))
        for group in re.finditer(r"\((\{\w+\}(?:,[ \t]*\{\w+\})+)\)", self.template):
            # "(x, y, z)": a vector of number slots, also as one list
            names = re.findall(r"\{(\w+)\}", group.group(1))
            if all(self.slot_kinds.get(n) in ("number", "integer") for n in names) and \
                    all(_is_number(a[n]) for a, _ in self.examples for n in names):
                out.append(_Node(None, (), tuple([a[n] for n in names] for a, _ in self.examples), "nums", 1,
                                 frozenset(names), unit="n", leaf_code=f"[{', '.join(names)}]",
                                 leaf_doc=f"the vector ({', '.join(f'`{n}`' for n in names)})"))
        bands = _stated_bands(self.template, self.slot_kinds)
        if bands and all(_is_number(a[x]) for a, _ in self.examples for band in bands for x in band[:2] if x in a):
            # "if 90 and above is an A, 80 to 89 a B, ... below 60 an F": the bands the request states
            def bound(x: str | None, a: dict[str, Any]) -> Any:
                return None if x is None else a[x] if x in a else toolkit.parse_number(x)
            code = "(" + ", ".join(f"({lo or None}, {li}, {hi or None}, {hin}, {label!r})"
                                   for lo, hi, li, hin, label in bands) + ",)"
            def said(x: str) -> str:
                return f"`{x}`" if x in self.slot_kinds else x
            doc = "; ".join(f"{label!r} " + (f"from {said(lo)}" if lo else "") + (" " if lo and hi else "") +
                            (f"to {said(hi)}" if hi else "") for lo, hi, _, _, label in bands)
            out.append(_Node(None, (), tuple(tuple((bound(lo, a), li, bound(hi, a), hin, label)
                                                   for lo, hi, li, hin, label in bands) for a, _ in self.examples),
                             "bands", 1, frozenset(x for band in bands for x in band[:2] if x in self.slot_kinds),
                             leaf_code=code, leaf_doc=f"the bands ({doc})"))
        pairs = _named_number_slots(self.template, self.slot_kinds)
        if pairs and all(len({_text_of(a[name]) for name, _ in pairs}) == len(pairs) and
                         all(isinstance(a[n], (int, float)) for _, n in pairs) for a, _ in self.examples):
            # "Who is tallest: {x} ({n} cm), {y} ({m} cm) or {z} ({k} cm)?": each name's number
            code = "{" + ", ".join(f"{name}: {number}" for name, number in pairs) + "}"
            doc = ", ".join(f"`{name}` (`{number}`)" for name, number in pairs)
            out.append(_Node(None, (), tuple({_text_of(a[name]): a[number] for name, number in pairs}
                                             for a, _ in self.examples), "record", 1,
                             frozenset(s for pair in pairs for s in pair), leaf_code=code, leaf_doc=doc))
        self.varying = frozenset(n.leaf_code for n in out if n.leaf_code in self.slot_kinds
                                 and len({repr(_freeze(n.kind, v)) for v in n.values}) > 1)
        for bound, unit in _tiers(self.template):
            if isinstance(bound, str) and not all(_is_number(a.get(bound)) for a, _ in self.examples):
                continue
            ends = [a[bound] if isinstance(bound, str) else bound for a, _ in self.examples]
            said = f"`{bound}`" if isinstance(bound, str) else str(bound)
            numbers = [name for name in sorted(self.varying) if name != bound and all(_is_number(a[name]) for a, _ in self.examples)]
            counted = [name for name in numbers
                       if re.search(rf"\{{{name}\}}[\s-]*{re.escape(unit.rstrip('s'))}", self.template, re.IGNORECASE)]
            split = counted or [name for name in numbers if any(a[name] > end for (a, _), end in zip(self.examples, ends))]
            parts: list[str] = []
            for name in split:
                values = tuple(a[name] for a, _ in self.examples)
                if all(v <= end for v, end in zip(values, ends)):
                    continue  # no example past the bound: nothing says what is answered there
                both = ((f"min({name}, {bound})", f"`{name}` up to {said}", tuple(min(v, end) for v, end in zip(values, ends))),
                        (f"max({name} - {bound}, 0)", f"`{name}` over {said}",
                         tuple(max(v - end, 0) for v, end in zip(values, ends))))
                if all(v > end for v, end in zip(values, ends)):
                    # every example past the bound: the part over it, and the tool declines the rest
                    both = both[1:]
                    self.past[both[0][0]] = (name, str(bound))
                step = _started_step(self.template, unit)
                if step is not None and (step.isdigit() or all(_is_number(a.get(step)) and a[step] > 0 for a, _ in self.examples)):
                    # "$0.40 for each further 20 g or part of it": the steps over the bound, a part one whole step
                    sizes = [int(step) if step.isdigit() else a[step] for a, _ in self.examples]
                    over = both[-1][0]  # counted in started steps, never in parts of one
                    both = both[:-1] + ((f"_div_up(max({name} - {bound}, 0), {step})", f"the {unit} steps of {step} of `{name}` over {said}, "
                              "a part of one a whole one", tuple(_div_up(max(v - end, 0), size) for v, end, size in
                                                               zip(values, ends, sizes))),)
                    if over in self.past:
                        self.past[both[-1][0]] = self.past.pop(over)
                for code, doc, vals in both:
                    parts.append(code)
                    self.split.add(name)
                    out.append(_Node(None, (), vals, "num", 1, frozenset({name}), unit="n", leaf_code=code, leaf_doc=doc))
            if split:
                self.tiered[bound] = tuple(parts)
                if parts and isinstance(bound, str):
                    self.split.add(bound)  # read in the parts, not alone
        out += self._whole_steps()
        return out

    def _whole_steps(self) -> list[_Node]:
        """The whole steps of a period the template states ("cools by 2 degrees every {k}
        minutes") in each varying number counted in its unit ("after {m} minutes": `m // k`), for
        learned sums over them, which then read the steps rather than the two numbers."""
        out = []
        for m in _EVERY_RX.finditer(self.template):
            nth = m.group(1).casefold() in _EVERY_NTH  # every n-th item: the items still count one by one
            step, unit = _EVERY_NTH.get(m.group(1).casefold(), m.group(1).strip("{}")), m.group(2).casefold().rstrip("s")
            if not step.isdigit() and not all(_is_number(a.get(step)) and a[step] > 0 for a, _ in self.examples):
                continue
            sizes = [int(step) if step.isdigit() else a[step] for a, _ in self.examples]
            for name in sorted(self.varying - {step}):
                if not all(_is_number(a[name]) for a, _ in self.examples) or \
                        not re.search(rf"\{{{name}\}}[\s-]*{re.escape(unit)}", self.template, re.IGNORECASE):
                    continue
                code = f"_div_down({name}, {step})"
                out.append(_Node(None, (), tuple(_div_down(a[name], size) for (a, _), size in zip(self.examples, sizes)), "num", 1,
                                 frozenset({name, step} & set(self.slot_kinds)), unit="n", leaf_code=code,
                                 leaf_doc=f"the whole steps of {step if step.isdigit() else f'`{step}`'} in `{name}`"))
                self.stepped.add(code)
                if not nth:
                    self.split.update({name, step} & self.varying)
                    self.step_split.update({name, step} & self.varying)
        return out

    def _labelled_leaf(self, labelled: list[tuple[str, str]], what: str, shown: str) -> _Node:
        """The slots of `labelled` as one value, label -> text (numbers written as in the task);
        `what` names it in the docstring, which shows each label as `shown` formats it."""
        values = tuple({label: _text_of(a[slot]) for label, slot in labelled} for a, _ in self.examples)
        code = "{" + ", ".join(f"{label!r}: toolkit.format_number({slot})" if self.slot_kinds[slot] in ("number", "integer")
                               else f"{label!r}: {slot}" for label, slot in labelled) + "}"
        doc = what + " " + ", ".join(f"{shown.format(label)} `{slot}`" for label, slot in labelled)
        if len(labelled) > 3:
            first, last = labelled[0], labelled[-1]
            doc = f"{what} {shown.format(first[0])} `{first[1]}` to {shown.format(last[0])} `{last[1]}`"
        return _Node(None, (), values, "options", 1, frozenset(s for _, s in labelled), leaf_code=code, leaf_doc=doc)

    # ---- enumeration
    def add(self, node: _Node) -> bool:
        """Keep `node` unless a value already kept is the same on every example (observational
        equivalence); at equal size, the one reading more of the arguments that vary is kept, then
        the question the template asks by name ("leap year" over "even" on years that agree). A
        value that reads the template's bounds is kept apart from one that does not: words longer
        than four letters are all the words on examples of long words only (`_thresholds`), and so
        is what the template asks by name from an argument as it is ("fewer vowels" from the first
        option, on examples where the first always had fewer)."""
        key = (node.kind, node.unit, node.key or tuple(_freeze(node.kind, v) for v in node.values),
               bool(self.thresholds) and self.reads_bounds(node), self.asks and node.op is not None and _asked(node, self.words),
               bool(self.qualifiers) and self.reads_qualifiers(node))
        old = self.seen.get(key)
        if old is not None:
            reads, read = len(node.slots & self.varying), len(old.slots & self.varying)
            if old.size != node.size or reads < read or reads == read and (
                    not _named(node, self.words) or _named(old, self.words)):
                if old.size == node.size and reads == read:
                    self._rival(key, node)
                return False
            pool = self.bank[old.size][old.kind]
            pool[pool.index(old)] = node
            self.found = [f for f in self.found if f.node is not old]  # no rival of the one kept
            if reads == read:
                self._rival(key, old)
        else:
            self.bank.setdefault(node.size, {}).setdefault(node.kind, []).append(node)
        self.seq += 1
        node.seq = self.seq
        self.seen[key] = node
        return True

    def _rival(self, key: tuple[str, str, Any], node: _Node) -> None:
        """Remember `node`, as small as the one kept for `key` and equal to it on every example,
        as another reading of the examples (`twins`): "the first of the years" and "the
        earliest" agree on lists that came sorted, and nothing the examples show tells which
        was meant. The first `_RIVALS` per value."""
        rivals = self.rivals.setdefault(key, [])
        if len(rivals) < _RIVALS:
            rivals.append(node)

    def apply(self, op: _Op, args: tuple[_Node, ...]) -> _Node | None:
        unit = _unit(op, args)
        if unit is None:
            return None  # numbers of different units do not combine
        if op.name in _TEXT_ORDER and self.all_numbers(args[0]):
            return None
        if op.name in _READERS and any(n.op is not None and n.op.name in _WRITERS for a in args for n in a.walk()):
            return None
        if op.name in _SELF_CONSTANT and 2 * sum(repr(args[0].values[i]) == repr(args[1].values[i])
                                                 for i in range(self.n)) >= self.n:
            return None  # x - x, x in x: a constant on most examples, whatever the question
        self.tried += 1
        values = []
        try:
            for i in range(self.n):
                values.append(op.fn(*(a.values[i] for a in args)))
        except Exception:  # a primitive that does not apply to these values
            return None
        vals = tuple(values)
        kind = _vector_kind(vals)
        if kind is None:
            return None
        key = tuple(_freeze(kind, v) for v in vals)
        if all(k == key[0] for k in key) and not (
                kind == "str" and self.one_answer is not None and normalise_answer(key[0]) == self.one_answer):
            return None  # the same on every example: a constant
        size = op.cost + sum(a.size for a in args)
        if kind == "bool" and len(args) == 2 and args[0].slots == args[1].slots:
            size += 1  # a test of one value against a variant of itself: a property, seldom the question
        return _Node(op, args, vals, kind, size, frozenset().union(*(a.slots for a in args)),
                     unit if kind in ("num", "nums") else "", key=key)

    def all_numbers(self, node: _Node) -> bool:
        """`_all_numbers` of a kept value's lists, worked out once per value."""
        if node.seq not in self.numeric:
            self.numeric[node.seq] = _all_numbers(node.values)
        return self.numeric[node.seq]

    def token_counts(self) -> Iterator[_Node]:
        """How often a fixed token occurs in a text argument ("how many captures in these moves":
        `moves.count('x')`), for the tokens found in the arguments' values of most examples.
        The token is learned, so these compete with every other candidate in the chance estimate."""
        for name in self.slot_kinds:
            values = tuple(a[name] for a, _ in self.examples)
            if _vector_kind(values) != "str" or all(len(v) <= 1 for v in values):
                continue
            chars: collections.Counter[str] = collections.Counter()
            words: collections.Counter[str] = collections.Counter()
            for v in values:
                chars.update(set(v) - set(string.whitespace))
                words.update(set(_WORD.findall(v)))
            tokens = [t for t, k in words.most_common() if k >= 2][:_TOKEN_WORDS] + \
                [t for t, k in chars.most_common() if k >= 2][:_TOKEN_CHARS]  # "TODO" before its letters
            for token in tokens:
                if self.exhausted():
                    return
                counts = tuple(v.count(token) for v in values)
                if len(set(counts)) < 2:
                    continue
                self.tried += 1
                yield _Node(None, (), counts, "num", _TOKEN_COUNT_SIZE, frozenset({name}), unit="occurrences",
                            leaf_code=f"{name}.count({token!r})", leaf_doc=f"how often {token!r} occurs in `{name}`")

    def linear_combinations(self) -> Iterator[_Node]:
        """`p * x + q * y + r` over two number arguments, the weights learned from the first three
        examples that determine them (the legs of some chickens and cows: `2 * chickens + 4 * cows`).
        Those three are not evidence: at least two more examples must confirm the weights."""
        if self.n < 5:
            return
        nums = self._number_leaves()
        seen: set[tuple[fractions.Fraction, ...]] = set()
        for targets in dict.fromkeys(tuple(f.targets) for f in self.forms if f.targets is not None):
            for a, b in itertools.combinations(nums, 2):
                if self.exhausted():
                    return
                try:
                    xs = [fractions.Fraction(toolkit.format_number(v)) for v in a.values]
                    ys = [fractions.Fraction(toolkit.format_number(v)) for v in b.values]
                except (ValueError, ZeroDivisionError):
                    continue
                solved = _solve3(xs, ys, list(targets))
                if solved is None:
                    continue
                (p, q, r), learned = solved
                if p == 0 or q == 0 or (p, q, r) in seen or any(w.denominator > 100 for w in (p, q, r)):
                    continue
                seen.add((p, q, r))
                values = tuple(_plain(p * x + q * y + r) for x, y in zip(xs, ys))
                self.tried += 1
                code = " + ".join(t for t in (_times(p, a.leaf_code), _times(q, b.leaf_code),
                                              _written(r) if r else "") if t).replace("+ -", "- ")
                yield _Node(None, (), values, "num", _LINEAR_LEVEL, a.slots | b.slots, unit="n",
                            leaf_code=_exactly(code, (p, q, r)), leaf_doc=code.replace(a.leaf_code, f"`{a.leaf_code}`", 1)
                            .replace(b.leaf_code, f"`{b.leaf_code}`", 1), learned=learned,
                            opposed=_opposed([((0,), p), ((1,), q)], [a, b]))

    def product_combinations(self) -> Iterator[_Node]:
        """A weighted sum of at most `_TERMS_MAX` terms, each a number argument, the product of two
        (one twice: its square) or 1, with at least one product or three arguments (what
        `linear_combinations` does not try): a box's surface area `2 * l * w + 2 * l * h + 2 * w * h`,
        a term of an arithmetic sequence `a + n * d - d`; or one product of three (`1 / 2 * m * v *
        v`, `p * r * t / 100`). The weights are learned from the first
        examples that determine them, one per term, and at least two more must confirm them. Only
        where no smaller program fits; their fits are judged apart (`_Node.apart`)."""
        columns = self._number_columns(4)
        if columns is None:
            return
        nums, xs = columns
        try:
            fixed = self._fixed_numbers() + _unit_products(self.template) + _turn(self.template)
        except (ValueError, ZeroDivisionError, TypeError):
            fixed = ()
        terms: list[tuple[tuple[int, ...], list[fractions.Fraction]]] = [((), [fractions.Fraction(1)] * self.n)]
        terms += [((i,), xs[i]) for i in range(len(nums))]
        terms += [((i, j), [a * b for a, b in zip(xs[i], xs[j])]) for i, j in
                  itertools.combinations_with_replacement(range(len(nums)), 2)]
        cubes = [((i, j, k), [a * b * c for a, b, c in zip(xs[i], xs[j], xs[k])]) for i, j, k in
                 itertools.combinations_with_replacement(range(len(nums)), 3)]
        for form in {f.decimals: f for f in self.forms if f.targets is not None and (f.decimals or f.whole_asked)}.values():
            for t, col in terms[len(nums) + 1:] + cubes:  # rounded answers: one product times a constant
                if self.exhausted():
                    return
                found = _rounded_weight(col, form.targets, form.decimals or 0, fixed, _unit_weights(self.template))
                if found is not None:
                    code, said, weight = found
                    product = " * ".join(nums[i].leaf_code for i in t)
                    doc = " * ".join(f"`{nums[i].leaf_code}`" for i in t)
                    self.tried += 1
                    yield _Node(None, (), tuple(weight * float(x) for x in col), "num", _LINEAR_LEVEL,
                                frozenset().union(*(nums[i].slots for i in t)), unit="n",
                                leaf_code=f"{code} * {product}", leaf_doc=f"{said} * {doc}", apart="products")
        seen: set[tuple[Any, ...]] = set()
        for targets in dict.fromkeys(tuple(f.targets) for f in self.forms if f.targets is not None):
            for k in range(1, min(_TERMS_MAX, self.n - 2) + 1):
                for chosen in itertools.combinations(terms, k) if k > 1 else ((c,) for c in cubes):
                    read = {i for t, _ in chosen for i in t}
                    if all(len(t) < 2 for t, _ in chosen) and len(read) < 3:
                        continue  # one or two arguments, no product: `linear_combinations`, `_affine`
                    if self.exhausted():
                        return
                    solved = _solve([[col[e] for _, col in chosen] for e in range(self.n)], list(targets))
                    if solved is None:
                        continue
                    weights, learned = solved
                    if 0 in weights or any(w.denominator > 100 for w in weights) or \
                            (tuple(t for t, _ in chosen), weights) in seen or _interpolates(chosen, xs):
                        continue
                    seen.add((tuple(t for t, _ in chosen), weights))
                    self.tried += 1
                    values = tuple(_plain(sum(w * col[e] for w, (_, col) in zip(weights, chosen))) for e in range(self.n))
                    code = " + ".join(_written(w) if not t else _times(w, " * ".join(nums[i].leaf_code for i in t))
                                      for w, (t, _) in zip(weights, chosen)).replace("+ -", "- ")
                    doc = _ticked(code, [a.leaf_code for a in nums])
                    for a in self.list_sums:  # "(the sum of the values of `scores`)", not its code
                        doc = doc.replace(f"`{a.leaf_code}`", f"({a.leaf_doc})")
                    yield _Node(None, (), values, "num", _LINEAR_LEVEL, frozenset().union(*(nums[i].slots for i in read)),
                                unit="n", leaf_code=_exactly(code, weights), leaf_doc=doc, learned=learned, apart="products",
                                opposed=_opposed([(t, w) for w, (t, _) in zip(weights, chosen)], nums))

    def _number_leaves(self, steps: bool = True) -> list[_Node]:
        """The number arguments that vary, each split at a first tier's end in its two parts
        where the template states one (`_tiers`), for learned sums over them; with `steps`, a
        number counted in whole steps of a period the template states in their place
        (`_whole_steps`), without, as it is (a ratio: "{a} ml with every {b} litres" is `a * c / b`)."""
        parts = {code for codes in self.tiered.values() for code in codes} | (self.stepped if steps else set())
        kept = self.split if steps else self.split - self.step_split
        nums = [n for n in self.bank.get(1, {}).get("num", ()) if n.op is None and (
            n.leaf_code in self.varying and n.leaf_code not in kept or n.leaf_code in parts)]
        ordered = {code: node for pair in self.in_order for code, node in pair.items()}
        return [ordered.get(n.leaf_code, n) for n in nums] + self.clock_counts + self.list_sums

    def _amount_leaves(self, name: str, values: tuple[Any, ...]) -> list[_Node]:
        """Numbers a text argument writes in other ways, each counted in its smallest unit: an
        offset in signed hours ("GMT+5:30", `_offset_minutes`), a duration in base 60 that is no
        time of day ("100:00", `_sixties`), an amount in two units before the unit the template
        names ("1 h 55 min", "15 min", `_in_unit`)."""
        texts = [str(v).strip() for v in values]
        after = re.search(rf"\{{{name}\}}[ \t]*([^\W\d_]+)", self.template)
        readers = [("_sixties", f"`{name}` counted in its smallest unit (32:45 as 1965)", _sixties, ())]
        if "time" in self.slot_kinds.values() or {"gmt", "utc", "zone", "offset"} & set(self.words):
            # with a time of day only: "+5" is a goal difference elsewhere
            readers.append(("_offset_minutes", f"`{name}` in minutes (an offset in signed hours)", _offset_minutes, ()))
        if after is not None and any(not re.fullmatch(r"\d+(?:\.\d+)?", t) for t in texts):
            readers.append(("_in_unit", f"`{name}` in {after.group(1)}", _in_unit, (after.group(1),)))
        out = []
        for reader, doc, read, extra in readers:
            if reader == "_sixties" and _minutes_of_day(texts) is not None:
                continue  # times of day: `clock_counts`
            try:
                read_values = tuple(read(t, *extra) for t in texts)
            except (toolkit.NotMine, ValueError):
                continue
            call = ", ".join([name, *map(repr, extra)])
            out.append(_Node(None, (), read_values, "num", 1, frozenset({name}), unit="n",
                             leaf_code=f"{reader}({call})", leaf_doc=doc))
        return out

    @functools.cached_property
    def list_sums(self) -> list[_Node]:
        """The sum of each varying list of numbers, for learned sums over it: the score a next
        test needs for a mean is `mean * count - sum(scores)`."""
        return [_Node(None, (), tuple(sum(v) for v in leaf.values), "num", 1, leaf.slots, unit="n",
                      leaf_code=f"sum({leaf.leaf_code})", leaf_doc=f"the sum of {leaf.leaf_doc}")
                for leaf in self.bank.get(1, {}).get("nums", ())
                if leaf.op is None and leaf.slots <= self.varying and len(leaf.slots) == 1 and
                self.slot_kinds.get(next(iter(leaf.slots))) in ("list", "commas")]  # a list slot, not "({x}, {y})"

    @functools.cached_property
    def in_order(self) -> list[dict[str, _Node]]:
        """Pairs of varying number arguments the template joins ("in the ratio {a}:{b}", "{a} and
        {b}") where it names a comparative ("the larger share"): for learned sums they are read
        as the larger and the smaller of the two (`_COMPARATIVES`). Examples where `b` happened
        to be the larger every time fitted "`n * b / (a + b)`" for the larger share."""
        if not any(word in _COMPARATIVES for word in self.words):
            return []
        nums = {n.leaf_code: n for n in self.bank.get(1, {}).get("num", ())
                if n.op is None and n.leaf_code in self.varying and n.leaf_code not in self.split}
        out, used = [], set()
        for m in _JOINED_PAIR.finditer(self.template):
            a, b = nums.get(m.group(1)), nums.get(m.group(2))
            if a is None or b is None or {m.group(1), m.group(2)} & used:
                continue
            used |= {m.group(1), m.group(2)}
            both = a.slots | b.slots
            out.append({a.leaf_code: _Node(None, (), tuple(max(x, y) for x, y in zip(a.values, b.values)), "num", 1, both,
                                           unit=a.unit, leaf_code=f"max({a.leaf_code}, {b.leaf_code})",
                                           leaf_doc=f"the larger of `{a.leaf_code}` and `{b.leaf_code}`"),
                        b.leaf_code: _Node(None, (), tuple(min(x, y) for x, y in zip(a.values, b.values)), "num", 1, both,
                                           unit=a.unit, leaf_code=f"min({a.leaf_code}, {b.leaf_code})",
                                           leaf_doc=f"the smaller of `{a.leaf_code}` and `{b.leaf_code}`")})
        return out

    @functools.cached_property
    def clock_counts(self) -> list[_Node]:
        """Each varying argument written as a clock reading (`6:10`, `14:05`), counted in its
        smaller unit (370: the minutes of h:mm, the seconds of a pace's m:ss), for learned sums
        and quotients over it (a pace of 6:10 per km is `3600 / 370` km/h)."""
        out = []
        for leaf in self.bank.get(1, {}).get("str", ()):
            if leaf.op is not None or leaf.leaf_code not in self.varying or \
                    not all(isinstance(v, str) and _CLOCK_READING.fullmatch(v) for v in leaf.values):
                continue
            minutes = _minutes_of_day(leaf.values)
            if minutes is None:
                continue
            out.append(_Node(None, (), minutes, "num", 1, leaf.slots, unit="n",
                             leaf_code=f"_minute_of_day({leaf.leaf_code})",
                             leaf_doc=f"`{leaf.leaf_code}` counted in its smaller unit (6:10 as 370)"))
        return out

    def clock_sums(self) -> Iterator[_Node]:
        """A clock reading a learned sum of minutes after one the request gives, for answers
        that are clock readings: the n-th bus of a timetable, `first + n * every - every`. The sum
        is of at most `_TERMS_MAX` terms, each 1, a number argument or a product of two; its
        weights are learned from the first examples that determine them, and at least two more
        must confirm them. Judged apart (`_Node.apart`)."""
        ends = _minutes_of_day(a.strip() for a in self.answers)
        if not self.clock_counts or not all(_CLOCK_READING.fullmatch(a.strip()) for a in self.answers) or \
                ends is None or any(self.acceptable(f) for f in self.found):
            return
        nums = [n for n in self._number_leaves() if n not in self.clock_counts][:_TERM_ARGS]
        try:
            xs = [[fractions.Fraction(toolkit.format_number(v)) for v in a.values] for a in nums]
        except (ValueError, ZeroDivisionError):
            return
        ones = [fractions.Fraction(1)] * self.n
        terms = [((), ones)] + [((i,), xs[i]) for i in range(len(nums))]
        terms += [((i, j), [a * b for a, b in zip(xs[i], xs[j])])
                  for i, j in itertools.combinations_with_replacement(range(len(nums)), 2)]
        for clock in self.clock_counts:
            start = clock.leaf_code[len("_minute_of_day("):-1]
            targets = [fractions.Fraction((a - m) % 1440) for a, m in zip(ends, clock.values)]
            for k in range(1, min(_TERMS_MAX, self.n - 2) + 1):
                for chosen in itertools.combinations(terms, k):
                    if self.exhausted():
                        return
                    solved = _solve([[col[e] for _, col in chosen] for e in range(self.n)], targets)
                    if solved is None:
                        continue
                    weights, learned = solved
                    if 0 in weights or any(w.denominator > 1 or abs(w) > 1440 for w in weights):
                        continue
                    self.tried += 1
                    minutes = [sum(w * col[e] for w, (_, col) in zip(weights, chosen)) for e in range(self.n)]
                    try:
                        values = tuple(_plus_minutes(toolkit.parse_time(a[start]), int(m))
                                       for (a, _), m in zip(self.examples, minutes))
                    except (ValueError, toolkit.NotMine):
                        continue
                    code = " + ".join(_written(w) if not t else _times(w, " * ".join(nums[i].leaf_code for i in t))
                                      for w, (t, _) in zip(weights, chosen)).replace("+ -", "- ")
                    doc = _ticked(code, [a.leaf_code for a in nums])
                    yield _Node(None, (), values, "time", _LINEAR_LEVEL, clock.slots.union(*(nums[i].slots for t, _ in chosen for i in t)),
                                leaf_code=f"_plus_minutes(toolkit.parse_time({start}), {code})",
                                leaf_doc=f"{doc} minutes after `{start}`", learned=learned, apart="clock sums")

    def _number_columns(self, least: int, steps: bool = True) -> tuple[list[_Node], list[list[fractions.Fraction]]] | None:
        """The varying number arguments and their values as fractions, where a learned sum,
        ratio or length over them may be tried: 2 to `_TERM_ARGS` of them, at least `least`
        examples, and no acceptable fit yet; else None."""
        nums = self._number_leaves(steps)
        if not 2 <= len(nums) <= _TERM_ARGS or self.n < least or any(self.acceptable(f) for f in self.found):
            return None
        try:
            return nums, [[fractions.Fraction(toolkit.format_number(v)) for v in a.values] for a in nums]
        except (ValueError, ZeroDivisionError):
            return None

    def ratio_combinations(self) -> Iterator[_Node]:
        """One simple term of the number arguments over another, at least one of them a sum or
        a difference of two: the slope through two points `(y2 - y1) / (x2 - x1)`, two resistors in
        parallel `r1 * r2 / (r1 + r2)`, an average speed `(d1 + d2) / (t1 + t2)`. A term is an
        argument, a sum or difference of two, or a product of two (cans of paint `area * coats /
        (cover * can)`). Only where no smaller program fits; their fits are judged apart
        (`_Node.apart`), those with a product below apart again."""
        columns = self._number_columns(3, steps=False)
        if columns is None:
            return
        nums, xs = columns
        names = [a.leaf_code for a in nums]
        def terms(products: bool) -> list[tuple[str, frozenset[int], list[fractions.Fraction]]]:
            out = [(names[i], frozenset({i}), xs[i]) for i in range(len(nums))]
            for i, j in itertools.permutations(range(len(nums)), 2):
                if i < j:
                    out.append((f"({names[i]} + {names[j]})", frozenset({i, j}), [a + b for a, b in zip(xs[i], xs[j])]))
                out.append((f"({names[i]} - {names[j]})", frozenset({i, j}), [a - b for a, b in zip(xs[i], xs[j])]))
            if products:
                out += [(f"{names[i]} * {names[j]}", frozenset({i, j}), [a * b for a, b in zip(xs[i], xs[j])])
                        for i, j in itertools.combinations_with_replacement(range(len(nums)), 2)]
            return out
        for top, read, above in terms(True):
            for bottom, under, below in terms(True):
                if top == bottom or (len(read) == len(under) == 1 and "*" not in top) or 0 in below:
                    continue  # x / y is the plain search's; a zero below is no example of the rule
                if self.exhausted():
                    return
                self.tried += 1
                code = f"{top} / ({bottom})" if "*" in bottom else f"{top} / {bottom}"
                doc = _ticked(code, names)
                yield _Node(None, (), tuple(_plain(a / b) for a, b in zip(above, below)), "num", _LINEAR_LEVEL,
                            frozenset().union(*(nums[i].slots for i in read | under)), unit="n",
                            leaf_code=code, leaf_doc=doc, apart="ratios" if "*" not in bottom else "product ratios")

    def _fixed_numbers(self) -> tuple[tuple[str, str, float], ...]:
        """The numbers the template fixes (a slot that never varies, other than 0 and 1), as
        (code, reading, value) for `_rounded_weight`."""
        return tuple((n.leaf_code, f"`{n.leaf_code}`" if n.slots else n.leaf_code, float(n.values[0]))
                     for n in self.bank.get(1, {}).get("num", ()) if n.op is None and n.leaf_code not in self.varying
                     and _is_number(n.values[0]) and n.values[0] not in (0, 1))

    def quotient_combinations(self) -> Iterator[_Node]:
        """A constant times a product of number arguments over another product of them, for
        rounded answers: an ideal gas's pressure `8.314 * n * t / v`, a beat's length `60000 / bpm`,
        a centripetal force `m * v * v / r`. The constant is the one simple value every answer
        allows (`_rounded_weight`): a named constant, a number the template fixes (a slot that never
        varies), a small fraction or a round number. Each answer bounds it, so every example is
        evidence. Only where no smaller program fits; judged apart (`_Node.apart`)."""
        nums = self._number_leaves(steps=False)
        if not 1 <= len(nums) <= _TERM_ARGS or self.n < 3 or any(self.acceptable(f) for f in self.found):
            return
        try:
            xs = [[fractions.Fraction(toolkit.format_number(v)) for v in a.values] for a in nums]
            fixed = self._fixed_numbers() + _unit_products(self.template) + _turn(self.template)
        except (ValueError, ZeroDivisionError, TypeError):
            return
        names = [a.leaf_code for a in nums]
        def products(most: int) -> list[tuple[int, ...]]:
            return [t for k in range(most + 1) for t in itertools.combinations_with_replacement(range(len(nums)), k)]
        forms = {f.decimals: f for f in self.forms if f.targets is not None and (f.decimals or f.whole_asked)}.values()
        need = any(f.need_asked and f.decimals is None for f in self.forms)
        bottoms = [(" * ".join(names[i] for i in b), frozenset(b), len(b), [math.prod(xs[i][e] for i in b) for e in range(self.n)])
                   for b in products(3)[1:]]
        bottoms += [(f"{names[i]} {sign} {names[j]}", frozenset({i, j}), 2,
                     [xs[i][e] + xs[j][e] if sign == "+" else xs[i][e] - xs[j][e] for e in range(self.n)])
                    for i, j in itertools.permutations(range(len(nums)), 2) for sign in "+-" if sign == "-" or i < j]
        for top in products(3):
            for under, bottom, size, below in bottoms:
                if set(top) & bottom or len(top) + size > 4:
                    continue
                col = [math.prod((xs[i][e] for i in top), start=fractions.Fraction(1)) / below[e] if below[e] else None
                       for e in range(self.n)]
                if None in col:
                    continue  # a zero below is no example of the rule
                above, under = " * ".join(names[i] for i in top), f"({under})" if size > 1 else under
                if need and top and not all(x.denominator == 1 for x in col):
                    if self.exhausted():  # "How many boxes are needed?": the quotient, which the "need" form rounds up
                        return
                    self.tried += 1
                    yield _Node(None, (), tuple(_plain(x) for x in col), "num", _LINEAR_LEVEL,
                                frozenset().union(*(nums[i].slots for i in set(top) | bottom)), unit="n",
                                leaf_code=f"{above} / {under}", leaf_doc=_ticked(f"{above} / {under}", names), apart="quotients")
                for form in forms:
                    if self.exhausted():
                        return
                    found = _rounded_weight(col, form.targets, form.decimals or 0, fixed, _unit_weights(self.template))
                    if found is None:
                        continue
                    code, said, weight = found
                    code = f"{code} * {above} / {under}" if top else f"{code} / {under}"
                    doc = _ticked(f"{said} * {above} / {under}" if top else f"{said} / {under}", names)
                    self.tried += 1
                    reads = frozenset().union(*(nums[i].slots for i in set(top) | set(bottom)))
                    reads |= frozenset(n for n in self.slot_kinds if re.search(rf"(?<![\w`]){re.escape(n)}(?![\w`])", found[0]))
                    yield _Node(None, (), tuple(weight * float(x) for x in col), "num", _LINEAR_LEVEL, reads,
                                unit="n", leaf_code=code, leaf_doc=doc, apart="quotients")

    def length_combinations(self) -> Iterator[_Node]:
        """The length `math.hypot(...)` of the vector every number argument makes, each taken
        alone or as the difference of a pair: a vector's length `math.hypot(x, y, z)`, the distance
        between two points `math.hypot(x1 - x2, y1 - y2)`. Only where no smaller program fits;
        judged apart (`_Node.apart`)."""
        columns = self._number_columns(3)
        if columns is None:
            return
        nums, xs = columns
        names = [a.leaf_code for a in nums]
        def matchings(rest: tuple[int, ...]) -> Iterator[list[tuple[int, ...]]]:
            if not rest:
                yield []
                return
            first, others = rest[0], rest[1:]
            for tail in matchings(others):
                yield [(first,), *tail]
            for k, other in enumerate(others):
                for tail in matchings(others[:k] + others[k + 1:]):
                    yield [(first, other), *tail]
        for parts in matchings(tuple(range(len(nums)))):
            if len(parts) < 2:
                continue  # the length of one number is its size: `abs`, the plain search's
            if self.exhausted():
                return
            self.tried += 1
            legs = [xs[p[0]] if len(p) == 1 else [a - b for a, b in zip(xs[p[0]], xs[p[1]])] for p in parts]
            code = "math.hypot(" + ", ".join(" - ".join(names[i] for i in p) for p in parts) + ")"
            doc = _ticked(code, names)
            values = tuple(_plain(fractions.Fraction(math.isqrt(q.numerator))) if q.denominator == 1 and
                           math.isqrt(q.numerator) ** 2 == q.numerator else math.sqrt(q)
                           for q in (sum(leg[e] ** 2 for leg in legs) for e in range(self.n)))
            yield _Node(None, (), values, "num", _LINEAR_LEVEL, frozenset().union(*(a.slots for a in nums)),
                        unit="n", leaf_code=code, leaf_doc=doc, apart="lengths")

    def exhausted(self) -> bool:
        """Count one more candidate; True (and `out_of_time`) once the budget is spent, or the
        CPU cap reached (checked every `_CPU_CHECK` candidates)."""
        self.spent += 1
        if self.spent > self.budget or (self.spent % _CPU_CHECK == 0 and time.thread_time() > self.deadline):
            self.out_of_time = True
        return self.out_of_time

    def level(self, size: int) -> Iterator[_Node]:
        if size == _TOKEN_COUNT_LEVEL:
            yield from self.token_counts()
        if size == _LINEAR_LEVEL:
            yield from self.linear_combinations()
            yield from self.product_combinations()
            yield from self.ratio_combinations()
            yield from self.quotient_combinations()
            yield from self.length_combinations()
            yield from self.clock_sums()
        for op in self.ops:
            arity = len(op.args)
            for sizes in _compositions(size - op.cost, arity):
                if any(only and s != 1 for only, s in zip(op.slot_only, sizes)):
                    continue
                pools = []
                for types, s, only in zip(op.args, sizes, op.slot_only):
                    pool = [n for t in types for n in self.bank.get(s, {}).get(t, ())]
                    if only:
                        pool = [n for n in pool if n.op is None]
                    if op.name not in self.steps:
                        pool = [n for n in pool if not n.implicit]
                    pools.append(pool)
                if not all(pools):
                    continue
                for combo in itertools.product(*pools):
                    if op.symmetric and combo[0].seq > combo[1].seq:
                        continue
                    if self.exhausted():
                        return
                    node = self.apply(op, combo)
                    if node is not None:
                        yield node

    # ---- answers
    def check(self, node: _Node, shapes: list[_Shape], forms: list[_Forms]) -> None:
        for si, (shape, maker) in enumerate(zip(shapes, forms)):
            for form in maker.forms(node):
                if self.labels and form.name != "option":
                    continue  # "(B)" names an option: only an option list can give it
                if node.learned:
                    form.learned = tuple(sorted({*form.learned, *node.learned}))
                outs = [_normal(o) for o in form.outputs]
                hits = [o == want for o, want in zip(outs, maker.norm)]
                if len(set(outs)) > 1 or self.one_answer is not None:
                    key = (si, _group_of(node, form), self.output_class(form.outputs))
                    self.groups.setdefault(key, _Group(self.n)).add(tuple(outs), hits, form.learned,
                                                                     fitted=form.group == "affine")
                if all(hits):
                    answers = self._whole_answers(shape, form)
                    if answers is None:
                        continue
                    self.order += 1
                    size = node.size + form.cost + shape.cost
                    slots = node.slots | shape.slots | form.extra_slots
                    self.found.append(_Found(node, form, shape, si, size, slots, self.order, answers))

    def _whole_answers(self, shape: _Shape, form: _Form) -> tuple[str, ...] | None:
        """The answers the program gives on the examples, if every one matches; else None. Where
        an answer is one of its task's own values in another case, changing the case is the task
        (`_utils.answered`): there the program's answer, in the case `_case` gives it, must be
        in the expected case too."""
        out = []
        for i, (args, expected) in enumerate(self.examples):
            answer = "".join(self._piece(p, args) for p in shape.before) + form.outputs[i] + \
                "".join(self._piece(p, args) for p in shape.after)
            if not answers_match(expected, answer):
                return None
            out.append(answer)
        if any(self.case_matters):
            cased = [_recase(a, self._case_of(out)) for a in out]
            if not all(answered(e, a, args) for (args, e), a in zip(self.examples, cased)):
                return None
        return tuple(out)

    @staticmethod
    def _piece(piece: tuple[str, str], args: dict[str, Any]) -> str:
        kind, value = piece
        return value if kind == "lit" else _text_of(args[value])

    def run(self) -> SearchReport:
        if self.n < 2:
            return self.report(None, f"needs at least 2 examples that fit the slots, got {self.n}")
        if len({normalise_answer(a) for a in self.answers}) == 1:
            if not telling_answer(self.answers[0]):
                return self.report(None, "every example has the same answer: a constant proves nothing")
            self.one_answer = normalise_answer(self.answers[0])  # only a program its inputs move will do
        leaves = self.leaves()
        if not leaves:
            return self.report(None, "no argument of a type the search handles")
        leaf_values = {n.leaf_code: n.values for n in leaves  # arguments an answer may repeat
                       if n.op is None and n.kind in ("str", "num") and n.leaf_code in self.slot_kinds}
        shapes = _shapes(self.answers, leaf_values, _sample_answers(self.template, self.examples))[:1 if self.one_answer else None]
        options = {n.leaf_code: n for n in leaves if n.kind == "options"}
        self.options = options
        samples = _sample_answers(self.template, self.examples)
        forms = [_Forms(s, options, self.hints, self.template, samples) for s in shapes]
        self.forms = forms
        for si, shape in enumerate(shapes):  # answers made of fixed text and arguments alone
            if shape.cost and all(h.strip() == "" for h in shape.holes):
                form = _Form("none", "none", 0, "", "", tuple("" for _ in self.examples))
                answers = self._whole_answers(shape, form)
                if answers is not None:
                    self.order += 1
                    self.found.append(_Found(_Node(None, (), form.outputs, "str", 0, frozenset()), form, shape, si,
                                             shape.cost, shape.slots, self.order, answers))
                    key = (si, form.group, self.output_class(answers))
                    self.groups.setdefault(key, _Group(self.n)).add(tuple(map(normalise_answer, answers)), [True] * self.n)
        for leaf in leaves:
            if self.add(leaf):
                self.check(leaf, shapes, forms)
        self.judge()
        size = 1
        while size < self.max_size and not self.out_of_time:
            telling = [f.size for f in self.found if len({*f.form.learned, *self.repeats(f.slots)}) < self.n]
            if telling and min(telling) <= size:
                if self.beyond is None and (self.asks or self.thresholds or self.qualifiers) and \
                        not any(self.acceptable(f) and f.node.op is not None for f in self.found):
                    self.beyond = size  # every fit may be luck, ignores a bound or only echoes an argument:
                    # two levels more, for what the template asks by name or one that reads its bounds
                if self.beyond is None or size >= self.beyond + _ASKED_LEVELS + bool(self.thresholds):
                    break  # the smallest fits are in: bigger ones are not trusted more (a fit that
                    # learned its every answer from the examples, such as two of them read as True
                    # and False, tells nothing, so the search goes on past it)
            size += 1
            done = len(self.found)
            for node in self.level(size):
                if self.add(node):
                    self.check(node, shapes, forms)
            if self.out_of_time:  # the level was cut short: its candidates were not all counted,
                del self.found[done:]  # so a fit found in it cannot be judged; it does not count
                break
            self.judge()
        return self.choose()

    def judge(self) -> None:
        """Estimate the chance of every program found in the level just finished."""
        for f in self.found:
            if f.chance is not None:
                continue
            texts = f.answers if f.form.name == "none" else f.form.outputs  # "none": fixed text and arguments only
            cls = self.output_class(texts)
            group = self.groups.get((f.shape_index, _group_of(f.node, f.form), cls))
            if group is None:  # the same text on every example: the program shows nothing
                f.chance = 1.0
                continue
            options = self.options.get(next(iter(f.form.names.values()), ""), None)
            # a learned `a * x + b` is judged by the numbers it writes: "3027000" in "3027000 kg"
            spread = max(self.spread, _spread(texts)) if f.form.group == "affine" else self.spread
            priors = [max(1.0 / len(self.atoms[i]) if cls == "pick" else 0.0,
                          _prior(h, f.form.group, len(options.values[i]) if options else None, spread))
                      for i, h in enumerate(texts)]  # a choice among the task's values, or by the answer's kind
            if self.code_like(f):
                priors = [max(p, _CODE_LUCK) for p in priors]
            learned = tuple(sorted({*f.form.learned, *self.repeats(f.slots), *_vacuous(f.node)}))
            if (f.form.group in ("truth", "number") or cls == "pick") and \
                    (_asked(f.node, self.words) or _spelled(f.node, self.words) or
                     self.thresholds and self.reads_bounds(f.node)):  # alone: N = 1
                f.chance = math.prod(p for i, p in enumerate(priors) if i not in learned)
            else:
                f.chance = group.chance(learned, priors)

    def repeats(self, slots: frozenset[str]) -> list[int]:
        """The examples whose values of `slots` an earlier example had: a program that reads only
        those gives them the same answer, so they are no more evidence than the first ("Omar is 9
        years and 9 months" and "Ravi is 9 years and 9 months" confirmed no line through 9)."""
        if not slots:
            return []
        seen, out = set(), []
        for i, (args, _) in enumerate(self.examples):
            key = repr([args[s] for s in sorted(slots) if s in args])
            if key in seen:
                out.append(i)
            seen.add(key)
        return out

    def code_like(self, f: _Found) -> bool:
        """Whether `f` answers with a few letters at fixed places of a name, a part the template
        does not name: what a code from a table looks like by luck (`_CODE_LUCK`)."""
        return (f.form.name == "substring" and not _PART_WORDS.intersection(self.words)
                and all(isinstance(v, str) and _NAME_RX.fullmatch(v) for v in f.node.values)
                and all(_CODE_RX.fullmatch(o.strip()) for o in f.form.outputs))

    def output_class(self, outputs: tuple[str, ...]) -> str:
        """`pick` when every answer is one of its example's own values (an argument, one of its
        words or items): then the answer is a choice among those, and luck is judged among the
        programs that choose; else the kind of text (`_output_class`)."""
        if all(normalise_answer(o) in atoms for o, atoms in zip(outputs, self.atoms)) and not self.case_asked:
            return "pick"
        return _output_class(outputs)

    def acceptable(self, f: _Found) -> bool:
        if not self.reads_qualifiers(f.node):
            return False  # "the non-zero digits": the product of every digit fits examples without a 0
        if not self.reads_bounds(f.node):
            return False  # "more than four letters": a count of every word fits examples of long words only
        if self.beyond is not None and f.size > self.beyond and not (_asked(f.node, self.words) or self.thresholds or
                                                                     self.qualifiers):
            return False  # past the smallest fits, only what the template asks by name
        return bool(f.slots & self.varying) and f.chance is not None and f.chance <= self.max_chance and \
            (self.one_answer is None or self.moved(f.node))

    def reads_qualifiers(self, node: _Node) -> bool:
        """Whether `node` applies every filter the template names (`_QUALIFIERS`)."""
        used = {n.op.name for n in node.walk() if n.op is not None}
        return all(used & set(ops) for ops in self.qualifiers)

    def reads_bounds(self, node: _Node) -> bool:
        """Whether `node` compares with every bound the template states, the way it says
        (`_thresholds`): "more than four" is read by items longer than 4, never shorter."""
        read = set()
        for n in node.walk():
            way = _BOUND_OPS.get(n.op.name) if n.op is not None else None
            for i, a in enumerate(n.args if way else ()):
                if a.op is None and a.leaf_code:
                    ways = ("up", "down") if way == "either" else \
                        (("down" if i == 0 else "up"),) if way == "first" else (way,)
                    read.update((a.leaf_code, w) for w in ways)
        codes = {n.leaf_code for n in node.walk() if n.op is None}
        return all((str(n), way) in read for n, way in self.thresholds) and \
            all(any(part in code for code in codes for part in parts) for parts in self.tiered.values())

    def moved(self, node: _Node) -> bool:
        """Whether the program's value changes when one varying argument it reads takes another
        example's value (each example in turn): every example sharing one answer is evidence
        only for a program that does not give it whatever the input."""
        crossed = changed = 0
        for name in sorted(node.slots & self.varying):
            for i, (args, _) in enumerate(self.examples):
                other = self.examples[(i + 1) % self.n][0][name]
                if repr(other) == repr(args[name]):
                    continue
                crossed += 1
                try:
                    value = _evaluate(node, {**args, name: other})
                except Exception:  # a primitive that does not apply to the crossed values
                    continue
                changed += _kind(value) is not None and normalise_answer(_text_of(value)) != self.one_answer
        return crossed >= 2 and 2 * changed >= crossed

    def choose(self) -> SearchReport:
        """The smallest acceptable program (but one the template asks for by name before an
        argument echoed as it is); among equals the one reading more of the arguments
        that vary, then one the template asks for by name (`_asked`: "round down" is `floor`,
        not rounding to the nearest on examples that all went down), then the least likely to
        fit by luck, then the first found."""
        good = [f for f in self.found if self.acceptable(f)]
        if good:
            smallest = min(f.size for f in good)
            ties = [f for f in good if f.size == smallest]
            asked = [f for f in good if _asked(f.node, self.words)]
            if asked and all(f.node.op is None for f in ties):  # "fewer vowels": the first option 5 times running
                ties = [min(asked, key=lambda f: (f.size, f.chance, f.order))]
            best = min(ties, key=lambda f: (-len(f.slots & self.varying), not _asked(f.node, self.words), f.chance, f.order))
            report = self.report(self.program(best), "found")
            readings = [g for f in ties[:8] for g in (f, self._reversed_reading(f)) if g is not None]
            report.equals = tuple(dict.fromkeys(self._computes(g) or self._core(g) for g in readings))
            return report
        fits = [f for f in self.found if f.slots & self.varying and len(f.form.learned) < self.n and
                f.chance is not None]  # not one found where the time ran out, unjudged; nor one that
        if fits and not any(self.reads_bounds(f.node) for f in fits):
            return self.report(None, f"every program that fits ignores a bound the template states "
                                     f"({', '.join(str(n) for n in [*(n for n, _ in self.thresholds), *self.tiered])})")
        fits = [f for f in fits if self.reads_bounds(f.node)]
        if fits:  # learned every answer from the examples is no near miss: other answer shapes may still fit
            near = min(fits, key=lambda f: (f.chance, f.size, f.order))
            description = self.program(near).description
            report = self.report(None, f"every fit could be luck (best: chance {near.chance:.2f} > {self.max_chance}, "
                                       f"{description})")
            report.near_miss = description
            return report
        if self.found:
            return self.report(None, "the only programs that fit ignore every argument that varies")
        why = f"budget of {self.budget:,} candidates spent before a program fit every example" \
            if self.out_of_time and self.spent > self.budget else \
            "CPU cap reached before a program fit every example" if self.out_of_time else \
            f"no program of up to {self.max_size} steps fits every example"
        return self.report(None, why)

    def report(self, program: Program | None, reason: str) -> SearchReport:
        return SearchReport(program, reason, self.tried, round(time.perf_counter() - self.t0, 4), self.n)

    # ---- code
    def program(self, f: _Found) -> Program:
        node, form, shape = f.node, f.form, f.shape
        helpers: list[str] = list(form.helpers)
        helpers.extend(h for h in _needs(node.code({})) if h not in helpers)  # a leaf built with a helper
        for n in node.walk():
            if n.op is not None:
                helpers.extend(h for h in n.op.helpers if h not in helpers)
        doc = form.doc.replace("{v}", node.doc()) if form.code else ""
        if shape.before or shape.after:
            written = self._shape_doc(shape, bool(form.code))
            doc = f"{doc}, written as {written!r}" if doc else repr(written)
        case = self._case(f)
        if case:
            doc += ", each word capitalised" if case == "capwords" else f", in {case} case"
            if case == "capwords" and self._capital_rivals(f):
                doc += " (it declines a value the examples' ways to capitalise write otherwise)"
        lengths = sorted({length for _, length in self.guards(f)})
        if lengths:
            doc += f" (for values of length {' or '.join(map(str, lengths))}; it declines others)"
        for _, ways in self.rounding_guards(f):
            doc += f" (checked rounding {' or '.join(ways)} only; it declines others)"
            helpers.extend(h for h in _needs("_rounding_way(") if h not in helpers)
        if self.multiple_guards(f):
            doc += " (checked on values between multiples only; it declines multiples)"
        for _, whole in self.chunk_guards(f):
            doc += f" (checked on texts {'of whole pieces' if whole else 'with a shorter last piece'} only; it declines others)"
        opposed = {id(d) for n in f.node.walk() for d in n.opposed}
        for node, sign, strict in self.sign_guards(f):
            said = f" {node.leaf_doc}" if id(node) in opposed else " differences"
            doc += f" (checked on {'positive' if sign > 0 else 'negative'}{said} only; it declines the others)"
        for number, bound in self.tier_guards(f):
            doc += f" (checked on `{number}` over {bound if bound.isdigit() else f'`{bound}`'} only; it declines others)"
        for part, small in self.part_guards(f):
            doc += f" (no example had 0 {_PLURALS.get(small, small + 's')}; it declines `{part}` of 0)"
        if self.order_guards(f):
            doc += " (checked where that order is the items reversed only; it declines others)"
        if self.year_guards(f):
            doc += " (no example moved into another year; it declines dates that do)"
        if self.repeat_guards(f):
            doc += " (checked where no word holds it twice; it declines others)"
            helpers.extend(h for h in _needs("_in_one_word(") if h not in helpers)
        if self.fraction_guard(f):
            doc += " (every example's fraction was in lowest terms; it declines one that is not)"
            helpers.extend(h for h in _needs("_unreduced(") if h not in helpers)
        twins = self.twins(f)
        if twins:
            said = [d for d in dict.fromkeys(t.node.doc() for t in twins) if d != f.node.doc()]  # each reading once
            doc += f" (answers only where {' and '.join(said) if said else 'its other forms that fit'} " \
                   f"{'gives' if len(said) == 1 else 'give'} the same, as on every example; it declines others)"
            helpers.extend(h for h in _needs("_readings_agree(") if h not in helpers)
            for t in twins:
                for n in t.node.walk():
                    if n.op is not None:
                        helpers.extend(h for h in n.op.helpers if h not in helpers)
                helpers.extend(h for h in _needs(t.node.code({})) if h not in helpers)  # a sorted list's key
                helpers.extend(h for h in t.form.helpers if h not in helpers)
        if f.form.unsure:
            fields = " or ".join(dict.fromkeys(re.findall(r"when\.(\w+)", " ".join(f.form.unsure))))
            doc += f" (no example showed whether a {fields} below 10 has a leading zero; it declines those)"
        description = _sentence(doc)
        params = ", ".join(f"{name}: {slot_type(kind).python}" for name, kind in self.slot_kinds.items())
        head = [f"def run({params}) -> str:", f'    """{_docstring(description)}"""']
        # An argument named like something the code uses (`list`, a module, a helper) would hide it
        # inside run(): then run() hands its arguments on to a function whose parameters cannot clash.
        probe = "\n".join(self._body(f, {s: f"_arg{i}_" for i, s in enumerate(self.slot_kinds)}))
        taken = set(re.findall(r"\b[A-Za-z_]\w*\b", probe)) | set(helpers) | {"when"}
        if taken & set(self.slot_kinds):
            names = {s: _fresh(s, taken | set(self.slot_kinds)) for s in self.slot_kinds}
            main = ["", "", f"def _answer({', '.join(names[s] for s in self.slot_kinds)}) -> str:", *self._body(f, names),
                    "", "", *head, f"    return _answer({', '.join(self.slot_kinds)})"]
        else:
            main = ["", "", *head, *self._body(f, {})]
        helper_lines = [line for h in helpers for line in ("", "", _HELPER_SOURCE[h].rstrip())]
        text = "\n".join(helper_lines + main)
        imports = [m for m in _MODULES if re.search(rf"(?<![\w.]){re.escape(m)}\.", text)]
        code = ("\n".join(f"import {m}" for m in imports) + "\n" + text).lstrip("\n") + "\n"
        return Program(code, description, self.tried, f.size, round(f.chance, 6),
                       tuple(s for s in self.slot_kinds if s in f.slots), round(time.perf_counter() - self.t0, 4),
                       core=self._core(f), computes=self._computes(f))

    def _core(self, f: _Found) -> str:
        """The program without its guards; date fields are written without leading zeros, so a
        search whose examples never showed whether they have one agrees with one whose did."""
        core = "\n".join(self._body(f, {}, guarded=False))
        for padded, bare, _ in _PADDED if f.form.name == "date" else ():
            core = core.replace(padded.replace("{d", "{when"), bare.replace("{d", "{when"))
        return core

    def _computes(self, f: _Found) -> str:
        return f"{self._shape_doc(f.shape, True)} = {f.node.code({})}" if f.form.group == "number" else ""

    def guards(self, f: _Found) -> list[tuple[_Node, int]]:
        """The values whose length the program's answer hangs on without the examples showing
        how: a position inside a list, or a fixed part of a text, where every example's value has
        one length. The tool declines other lengths (the third of five letters is also the middle
        one; a word of three letters would get a guess)."""
        out = [(n.args[0], len(n.args[0].values[0])) for n in f.node.walk()
               if n.op is not None and n.op.name in _INNER_POSITIONS]
        if f.form.name == "substring":
            out.append((f.node, len(f.node.values[0])))
        return [(n, length) for n, length in out if all(len(v) == length for v in n.values)]

    def rounding_guards(self, f: _Found) -> list[tuple[_Node, tuple[str, ...]]]:
        """Roundings to a multiple where the examples did not show every way a value moves (up,
        down, half-way, not at all), and the ways they showed: when every example rounded up,
        "the nearest multiple" and "the next multiple" agree on all of them, so the tool declines
        a value it would round down, or leave as it is."""
        out = []
        for n in f.node.walk():
            if n.op is not None and n.op.name == "round_multiple":
                ways = tuple(sorted({_rounding_way(v, step) for v, step in zip(n.args[0].values, n.args[1].values)}))
                if set(ways) != {"down", "half", "same", "up"}:
                    out.append((n, ways))
        return out

    def multiple_guards(self, f: _Found) -> list[_Node]:
        """Steps to a multiple where no example's value was a multiple itself: there "the last
        multiple before 1987" and "1987 rounded down to a multiple" agree on every example, and
        1990 would get a guess, so the tool declines values on a multiple."""
        return [n for n in f.node.walk() if n.op is not None and n.op.name in _TO_MULTIPLE and
                not any(v % step == 0 for v, step in zip(n.args[0].values, n.args[1].values))]

    def chunk_guards(self, f: _Found) -> list[tuple[_Node, bool]]:
        """Texts cut into pieces whose last piece was whole on every example, or shorter on every
        one (`True`, `False`): there "the last letter of each pair" and "the letters in even
        places" agree, and a word of odd length would get a guess, so the tool declines a text of
        the other kind. Not where only the first piece is read: its length never depends on it."""
        out = []
        first_only = {id(n.args[0]) for n in f.node.walk() if n.op is not None and n.op.name == "item0"}
        for n in f.node.walk():
            if n.op is not None and n.op.name == "chunks" and id(n) not in first_only:  # the first piece: never shorter
                whole = {len(t) % int(k) == 0 for t, k in zip(n.args[0].values, n.args[1].values)}
                if len(whole) == 1:
                    out.append((n, whole.pop()))
        return out

    def sign_guards(self, f: _Found) -> list[tuple[_Node, int, bool]]:
        """Differences that had one sign on every example (the evening warmer than the morning
        each time): there "evening - morning" and "how far apart they are" agree, and a colder
        evening would get a guess, so the tool declines a difference of the other sign. So with
        a learned sum that takes a term away: a candle's height `length - rate * hours` from
        candles still burning declines one burnt out. Where the sum takes a difference (`w * x -
        w * y`, `_Node.opposed`), that difference is held to its sign instead, and to a nonzero
        one where no example had zero: a fine `base + rate * speed - rate * limit` from drivers
        all over the limit declines a driver at or under it (no fine, not the base). Each is
        (the difference, its sign, whether zero is declined too)."""
        out: list[tuple[_Node, int, bool]] = []
        parts = {code for codes in self.tiered.values() for code in codes}
        for n in f.node.walk():
            code = functools.reduce(lambda c, part: c.replace(part, "part"), parts, n.leaf_code)  # max(u - g, 0) takes none away
            learned = n.op is None and n.kind == "num" and _LEARNED_MINUS.search(code)  # a sum with a term taken away
            for d in n.opposed if learned else ():
                signs = {(v > 0) - (v < 0) for v in d.values}
                if signs in ({1}, {0, 1}, {-1}, {0, -1}):
                    out.append((d, max(signs, key=abs), 0 not in signs))
            if n.op is not None and n.op.name in _DIFFERENCES or learned and not n.opposed:
                signs = {(v > 0) - (v < 0) for v in n.values}
                if signs in ({1}, {0, 1}, {-1}, {0, -1}):
                    out.append((n, max(signs, key=abs), False))
        return out

    def fraction_guard(self, f: _Found) -> bool:
        """Whether the program writes fractions it does not reduce where every example's was in
        lowest terms (`reduced_only`): "{green}/{total}" fits 7/31 and 5/11, and would write 2/8."""
        return self.reduced_only and not any(n.op is not None and n.op.name in ("fraction_of", "lowest_terms", "as_fraction")
                                             for n in f.node.walk())

    def tier_guards(self, f: _Found) -> list[tuple[str, str]]:
        """(number, bound) of each part over a bound the program reads that every example lay
        past (`past`): a phone bill of `base + rate * max(used - allowance, 0)` from months all
        over the allowance declines a month within it, whose answer no example showed (a
        speeding fine under the limit is no fine at all, not the base)."""
        codes = [n.leaf_code for n in f.node.walk() if n.op is None]
        return [where for part, where in self.past.items() if any(part in code for code in codes)]

    def part_guards(self, f: _Found) -> list[tuple[str, str]]:
        """(slot, unit) of the smaller part of each two-part amount the program leaves unread
        while it reads the bigger one, where no example's smaller part was 0: a car park's fee
        of `first + rate * hours` from stays of "3 h 46 min" is one hour off for "3 h 0 min"
        ("each extra hour or part of one"), so the tool declines a whole number of hours."""
        return [(part, small) for whole, _, part, small, _ in _two_part_amounts(self.template)
                if whole in f.slots and part not in f.slots and
                all(_is_number(a.get(part)) and float(a[part]) != 0 for a, _ in self.examples)]

    def year_guards(self, f: _Found) -> list[_Node]:
        """Dates some days or weeks on, written without a year, where no example moved into
        another year: "December 28 plus 9 days" may be "January 6" or "January 6, 2024", so the
        tool declines a date that moves into another year (the node is the date it moved from)."""
        node = f.node
        if f.form.name != "date" or re.search(r"%[Yy]|\.year", f.form.code) or node.op is None or \
                node.op.name not in _DATE_STEPS or node.args[0].kind != "date":
            return []
        moved, start = node.values, node.args[0].values
        return [node.args[0]] if all(a.year == b.year for a, b in zip(moved, start)) else []

    def order_guards(self, f: _Found) -> list[_Node]:
        """Sorts that reversed the items on every example ("Ada Quinn" -> "Quinn, Ada"): there
        "sorted in reverse" and "the items reversed" agree, and "Jonas Haddad" would get a guess,
        so the tool declines a list its order does not reverse."""
        return [n for n in f.node.walk() if n.op is not None and n.op.name.startswith("sort") and
                all(list(v) == list(a)[::-1] for v, a in zip(n.values, n.args[0].values)) and
                any(list(v) != list(a) for v, a in zip(n.values, n.args[0].values))]

    def _reversed_reading(self, f: _Found) -> _Found | None:
        """`f` with each sort that its order guard holds to "the items reversed" (`order_guards`)
        written as that reversal: what `f` answers wherever it answers at all. A search on other
        examples ("Nikolai Abbott" -> "Abbott, Nikolai") that finds the reversal agrees with it."""
        guarded = {id(n) for n in self.order_guards(f)}
        if not guarded:
            return None

        def rebuilt(n: _Node) -> _Node:
            if id(n) in guarded:
                return replace(n, op=_REVERSE, args=(rebuilt(n.args[0]),))
            return replace(n, args=tuple(rebuilt(a) for a in n.args)) if n.args else n

        return replace(f, node=rebuilt(f.node))

    def twins(self, f: _Found) -> list[_Found]:
        """Other programs as small as `f` that fitted every example as well and are as little
        likely luck, and read the same varying arguments, but compute something else ("the most
        common of the numbers" and "their median" agree on lists whose mode sits in the middle):
        the tool answers only where they agree, and hands the rest to the agent. At most 3; only
        those written as one expression."""
        if not self.acceptable(f) or _asked(f.node, self.words):
            return []  # what the template asked for, on the arguments: no other reading was asked
        core = self._core(f)
        out: list[_Found] = []
        key = (f.node.kind, f.node.unit, f.node.key or tuple(_freeze(f.node.kind, v) for v in f.node.values))
        top = f.node.op.name if f.node.op else None
        picks = self.output_class(f.answers) == "pick" and not _named(f.node, self.words)
        same = [replace(f, node=n) for n in sorted(self.rivals.get(key, ()), key=lambda n: (n.op.name if n.op else None) == top)
                if picks and self.seen.get(key) is f.node]  # another primitive on top first: the same one is often the same reading
        for g in [*self.ranked(f), *same, *self.found]:
            if g is f or g.size != f.size or g.slots & self.varying != f.slots & self.varying or \
                    not self.acceptable(g) or self._core(g) == core:
                continue  # one that ignores an argument the answer follows is no rival reading
            body = self._body(g, {}, guarded=False)
            if len(body) == 1 and body[0].startswith("    return ") and \
                    all(self._core(h) != self._core(g) for h in out):
                out.append(g)
            if len(out) == 3:
                break
        return out

    def ranked(self, f: _Found) -> list[_Found]:
        """`f` with a list argument whose items a pick by place reads (not through a sort)
        sorted first (by value, by the numbers in each item, by date, alphabetically; either
        way), where that gives the same answers on every example: lists that came in order make
        "the first" also "the smallest" and "the middle one" the median, and nothing shows which
        was meant (`twins`: the tool answers only where they agree)."""
        names: set[str] = set()

        def visit(n: _Node) -> None:
            if n.op is not None and n.op.name.startswith("sort"):
                return  # a place in a sorted list is a rank, whatever order the list came in
            if n.op is None:
                names.update(s for s in n.slots if all(isinstance(a[s], list) for a, _ in self.examples))
            for a in n.args:
                visit(a)

        for n in f.node.walk():
            if n.op is not None and n.op.name in _POSITIONS:
                visit(n.args[0])
        out = []
        for name in sorted(names):
            for key, (read, code, said) in _ORDER_KEYS.items():
                for reverse in (False, True):
                    way = (", largest first" if key != "text" else ", backwards") if reverse else ""
                    expr = f"sorted({name}{code}{', reverse=True' if reverse else ''})"
                    try:
                        lists = [sorted(a[name], key=read, reverse=reverse) for a, _ in self.examples]
                        leaves = {id(leaf): replace(
                            leaf, values=tuple(eval(leaf.leaf_code, _NAMESPACE, {**a, name: v})  # our own code
                                               for (a, _), v in zip(self.examples, lists)),
                            key=(), leaf_code=leaf.code({name: expr}),
                            leaf_doc=leaf.leaf_doc.replace(f"`{name}`", f"`{name}` sorted {said}{way}"))
                            for leaf in f.node.walk() if leaf.op is None and name in leaf.slots}
                    except Exception:  # noqa: BLE001 - items that order cannot read
                        continue
                    node = _rebuilt(f.node, leaves, self.n)
                    if node is not None and all(_freeze(node.kind, a) == _freeze(f.node.kind, b)
                                                for a, b in zip(node.values, f.node.values)):
                        out.append(replace(f, node=node))
        return out

    def repeat_guards(self, f: _Found) -> list[_Node]:
        """Counts of a text's occurrences where no example had it twice in one word ("how many
        words contain the letter 'e'" over words with one 'e' each): there "how often it occurs"
        and "how many words hold it" agree, and "cheese" would get a guess, so the tool declines
        a text with a word that holds it twice."""
        return [n for n in f.node.walk() if n.op is not None and n.op.name in ("count", "count_exact") and
                not any(_in_one_word(text, part) for text, part in zip(n.args[0].values, n.args[1].values))]

    def _body(self, f: _Found, names: dict[str, str], guarded: bool = True) -> list[str]:
        """The statements of run(): decline lengths and ways of rounding the examples did not
        vouch for (`guards`, `rounding_guards`; not when `guarded` is False), bind the value if
        needed, return the answer."""
        form, shape = f.form, f.shape
        body = []
        for node, length in self.guards(f) if guarded else ():
            body += [f"    if len({_strip_parens(node.code(names))}) != {length}:",
                     f"        raise toolkit.NotMine('checked on values of length {length} only')"]
        for node, ways in self.rounding_guards(f) if guarded else ():
            value, step = (_strip_parens(a.code(names)) for a in node.args)
            body += [f"    if _rounding_way({value}, {step}) not in {ways!r}:",
                     f"        raise toolkit.NotMine('checked rounding {' or '.join(ways)} only')"]
        for node, whole in self.chunk_guards(f) if guarded else ():
            text, size = (_strip_parens(a.code(names)) for a in node.args)
            body += [f"    if (len({text}) % int({size}) == 0) != {whole}:",
                     f"        raise toolkit.NotMine('checked on texts {'of whole pieces' if whole else 'with a shorter last piece'} only')"]
        for node in self.multiple_guards(f) if guarded else ():
            value, step = (_strip_parens(a.code(names)) for a in node.args)
            body += [f"    if {value} % {step} == 0:",
                     "        raise toolkit.NotMine('checked on values between multiples only')"]
        for node, sign, strict in self.sign_guards(f) if guarded else ():
            body += [f"    if {_strip_parens(node.code(names))} {'<' if sign > 0 else '>'}{'=' * strict} 0:",
                     f"        raise toolkit.NotMine('checked on {'positive' if sign > 0 else 'negative'} differences only')"]
        for number, bound in self.tier_guards(f) if guarded else ():
            said = re.sub(r"(?<!['\w.])\w+(?!['\w])", lambda m: names.get(m.group(0), m.group(0)), f"{number} <= {bound}")
            body += [f"    if {said}:", f"        raise toolkit.NotMine('checked over {bound} only')"]
        for part, small in self.part_guards(f) if guarded else ():
            unit = _PLURALS.get(small, small + "s")
            body += [f"    if {names.get(part, part)} == 0:", f"        raise toolkit.NotMine('no example had 0 {unit}')"]
        for node in self.order_guards(f) if guarded else ():
            items = _strip_parens(node.args[0].code(names))
            body += [f"    if {_strip_parens(node.code(names))} != list({items})[::-1]:",
                     "        raise toolkit.NotMine('checked on lists that order reverses only')"]
        for node in self.repeat_guards(f) if guarded else ():
            text, part = (_strip_parens(a.code(names)) for a in node.args)
            body += [f"    if _in_one_word({text}, {part}):",
                     "        raise toolkit.NotMine('checked where no word holds it twice only')"]
        value = f.node.code(names) if form.code else ""
        if form.name == "date" or re.search(r"[(,]\s*\{v\}\s*[,)]", form.code) or form.code == "{v}" and \
                not (shape.before or shape.after):
            value = _strip_parens(value)  # a whole argument or statement: its own parentheses can go
        subst = {"v": value, **{k: self.options[v].code(names) for k, v in form.names.items()}}
        if form.name == "date":
            body.append(f"    when = {value}")
            if guarded and form.unsure:
                body += [f"    if {' or '.join(f'{u} < 10' for u in form.unsure)}:",
                         "        raise toolkit.NotMine('no example showed whether such a value is written with a leading zero')"]
            for start in self.year_guards(f) if guarded else ():
                body += [f"    if when.year != {_strip_parens(start.code(names))}.year:",
                         "        raise toolkit.NotMine('no example showed how a date in another year is written')"]
            answer = form.code
        else:
            answer = re.sub(r"\{(\w+)\}", lambda m: subst.get(m.group(1), m.group(0)), form.code)
        after = shape.after[0][1] if shape.after and shape.after[0][0] == "lit" else ""
        if guarded and answer and _PLURAL_AFTER.match(after) and not any(h.strip() in ("1", "-1") for h in shape.holes):
            body += [f"    value = {answer}", "    if value in ('1', '-1'):",
                     f"        raise toolkit.NotMine({_one_unshown(after)!r})"]
            answer = "value"
        pieces = [self._piece_code(p, names) for p in shape.before] + ([answer] if answer else []) + \
            [self._piece_code(p, names) for p in shape.after]
        expression = " + ".join(pieces) if pieces else repr("")
        case = self._case(f)
        rivals = self._capital_rivals(f) if case == "capwords" and guarded else []
        if rivals:
            body.append(f"    value = {expression}")
            expression = "value"
        if case == "capwords":
            expression = f"string.capwords({expression})"
        elif case:
            expression = f"{expression}.{case}()" if len(pieces) == 1 and pieces[0].isidentifier() \
                else f"({expression}).{case}()"
        if rivals:
            body += [f"    answer = {expression}",
                     f"    if any(other != answer for other in ({', '.join(r.format(x='value') for r in rivals)},)):",
                     "        raise toolkit.NotMine('no example showed which letters are capitals here')"]
            expression = "answer"
        if guarded and self.fraction_guard(f):
            body += [f"    answer = {expression}", "    if _unreduced(answer):",
                     "        raise toolkit.NotMine('no example showed how a fraction not in lowest terms is written')"]
            expression = "answer"
        twins = self.twins(f) if guarded else []
        if not twins:
            body.append(f"    return {expression}")
            return body
        readings = ", ".join("lambda: " + self._body(t, names, guarded=False)[0].removeprefix("    return ")
                             for t in twins)
        return [*body, f"    answer = {expression}",
                f"    if not _readings_agree(answer, {readings}):",
                "        raise toolkit.NotMine('another reading of the examples answers otherwise here')",
                "    return answer"]

    def _capital_rivals(self, f: _Found) -> list[str]:
        """Other ways to put letters in capitals that fit every example as well as `capwords`
        ("Lemon" from "lemon": every word, or only the first letter, the rest kept or lowered):
        the tool declines a value they write otherwise ("iPhone", "ice cream")."""
        return [code for code in _CAPITALS if all(eval("lambda x: " + code.format(x="x"), _NAMESPACE)(a) == e  # our code
                                                  for a, e in zip(f.answers, self.answers))]

    def _case(self, f: _Found) -> str | None:
        """`upper`, `lower` or `capwords` (each word capitalised) when every expected answer is
        written so and the program's answers are not (answers are compared ignoring case, but a
        tool should answer like the examples)."""
        return self._case_of(f.answers)

    def _case_of(self, answers: tuple[str, ...] | list[str]) -> str | None:
        for case in ("upper", "lower"):
            if all(getattr(e, case)() == e for e in self.answers) and any(getattr(a, case)() != a for a in answers):
                return case
        if all(string.capwords(e) == e for e in self.answers) and any(string.capwords(a) != a for a in answers):
            return "capwords"
        return None

    def _piece_code(self, piece: tuple[str, str], names: dict[str, str]) -> str:
        kind, value = piece
        if kind == "lit":
            return repr(value)
        name = names.get(value, value)
        return f"toolkit.format_number({name})" if _is_number(self.examples[0][0][value]) else name

    @staticmethod
    def _shape_doc(shape: _Shape, value: bool) -> str:
        def text(p: tuple[str, str]) -> str:
            return p[1] if p[0] == "lit" else "{" + p[1] + "}"
        return "".join(map(text, shape.before)) + "<value>" * value + "".join(map(text, shape.after))


_CAPITALS = ("{x}[:1].upper() + {x}[1:]", "' '.join(w[:1].upper() + w[1:] for w in {x}.split(' '))", "{x}.capitalize()",
             "{x}.title()")
"""Ways to put a text's letters in capitals besides `string.capwords` (`_Search._capital_rivals`)."""


def _recase(text: str, case: str | None) -> str:
    """`text` in the case `_Search._case` chose (None: as it is)."""
    return string.capwords(text) if case == "capwords" else getattr(text, case)() if case else text


def _evaluate(node: _Node, args: dict[str, Any]) -> Any:
    """The node's value for other arguments (its own code: primitives and the leaves' code)."""
    if node.op is None:
        return args[node.leaf_code] if node.leaf_code in args else eval(node.leaf_code, _NAMESPACE, dict(args))
    return node.op.fn(*(_evaluate(a, args) for a in node.args))


def _solve3(xs: list[fractions.Fraction], ys: list[fractions.Fraction], ts: list[fractions.Fraction]
            ) -> tuple[tuple[fractions.Fraction, ...], tuple[int, ...]] | None:
    """(p, q, r) with `p * x + q * y + r = t` on the first three examples that determine them, and
    those examples' indexes; None when no three do."""
    rows = list(zip(xs, ys))
    for i, j in itertools.combinations(range(len(rows)), 2):
        for k in range(j + 1, len(rows)):
            (x1, y1), (x2, y2), (x3, y3) = rows[i], rows[j], rows[k]
            det = x1 * (y2 - y3) - y1 * (x2 - x3) + (x2 * y3 - x3 * y2)
            if det == 0:
                continue
            t1, t2, t3 = ts[i], ts[j], ts[k]
            p = (t1 * (y2 - y3) - y1 * (t2 - t3) + (t2 * y3 - t3 * y2)) / det
            q = (x1 * (t2 - t3) - t1 * (x2 - x3) + (x2 * t3 - x3 * t2)) / det
            r = t1 - p * x1 - q * y1
            return (p, q, r), (i, j, k)
    return None


def _group_of(node: _Node, form: _Form) -> str:
    """The luck group of `node`'s answers in `form`: the form's, unless a part of it is judged apart."""
    return next((n.apart for n in node.walk() if n.apart), form.group)


def _rounded_weight(xs: "list[fractions.Fraction]", targets: "list[fractions.Fraction]", places: int,
                    fixed: "tuple[tuple[str, str, float], ...]" = (),
                    stated: "tuple[tuple[str, str, float], ...]" = ()) -> tuple[str, str, float] | None:
    """The weight w with `w * x` rounding to each target at `places` decimals (a half either
    way: which way halves go is the answer form's to learn), where the weights that do lie within
    `_NAMED_WIDTH` of each other: a named constant among them (`_NAMED_SLOPES`), one of `fixed`
    (code, reading, value: numbers the template fixes) or a whole number of one digit and zeros
    (1000, 60000: as rare), or within half that width, of two digits and zeros (3600); where they lie
    within a tenth of that, the one whole number, fraction
    of at most 12 or named constant times one (pi / 3 * r * r * h) in range. A range that holds
    several such values picks none (360001 / 6 beside 60000 is luck), except the roundest whole
    number of at most two digits and zeros.
    Before all these, one of `stated` (conversions the template's units make) wherever the
    range is narrower than `_STATED_WIDTH` of it.
    Returns its code, its reading and its value; None when no such weight exists."""
    half = fractions.Fraction(1, 2 * 10 ** places)
    low, high = fractions.Fraction(-10 ** 18), fractions.Fraction(10 ** 18)
    for x, t in zip(xs, targets):
        if x == 0:
            if abs(t) > half:
                return None
            continue
        a, b = sorted(((t - half) / x, (t + half) / x))
        low, high = max(low, a), min(high, b)
    if low <= 0 or low > high:
        return None
    for code, said, c in stated if (high - low) / low <= _STATED_WIDTH else ():  # one the template's units make
        if low <= fractions.Fraction(c) <= high:
            return code, said, c
    if (high - low) / low > _NAMED_WIDTH:
        return None
    named = _NAMED_SLOPES + fixed
    for code, said, c in named:
        if low <= fractions.Fraction(c) <= high:
            return code, said, c
    for code, said, c in fixed:  # a number the template fixes in another unit: 30 days at cents per kWh of W
        for k in (*range(-6, 0), *range(1, 7)):
            if low <= fractions.Fraction(c) * fractions.Fraction(10) ** k <= high:
                scale = f" * {10 ** k}" if k > 0 else f" / {10 ** -k}"
                return code + scale, said + scale, c * 10.0 ** k
    step = 10 ** max(0, math.floor(math.log10(high)))
    if math.ceil(low / step) * step <= high:  # one digit and zeros (1000, 60000): as rare as a named constant
        whole = math.ceil(low / step) * step
        return str(whole), str(whole), float(whole)
    under = 10 ** max(0, math.floor(math.log10(1 / low)))
    if math.ceil(1 / high / under) * under <= 1 / low:  # over one digit and zeros (minutes in hours: / 60)
        whole = math.ceil(1 / high / under) * under
        return f"1 / {whole}", f"1 / {whole}", 1 / whole
    if high >= 10 and (high - low) / low <= _NAMED_WIDTH / 2 and math.ceil(low / (step // 10)) * (step // 10) <= high:
        whole = math.ceil(low / (step // 10)) * (step // 10)  # two digits and zeros (3600): one in 36 such ranges
        return str(whole), str(whole), float(whole)
    if (high - low) / low > _NAMED_WIDTH / 10:
        return None  # fractions are many: one in a range this wide could be luck
    unique = fractions.Fraction(1, 132)  # the least gap between two fractions of at most 12
    for step in (step // 10,) if high - low >= 1 else (1,):  # two digits and zeros: seconds in an hour, 3600
        whole = math.ceil(low / step) * step if step else None
        if whole is not None and whole <= high:  # the roundest whole number in range
            return str(whole), str(whole), float(whole)
    if high - low >= unique:
        return None
    for den in range(2, 13):
        num = math.ceil(low * den)
        if num <= high * den:
            q = fractions.Fraction(num, den)
            return _written(q), _written(q), float(q)
    for code, said, c in named:
        if (high - low) / fractions.Fraction(c) >= unique:
            continue
        for den in range(1, 13):
            num = math.ceil(low / fractions.Fraction(c) * den)
            if num <= high / fractions.Fraction(c) * den:
                q = fractions.Fraction(num, den)
                return f"{code} * {_written(q)}", f"{said} * {_written(q)}", c * float(q)
    return None


def _solve(rows: list[list[fractions.Fraction]], ts: list[fractions.Fraction]
           ) -> tuple[tuple[fractions.Fraction, ...], tuple[int, ...]] | None:
    """Weights w with `sum(w * row) = t` on the first examples (rows) that determine them, one
    per weight, and those examples' indexes; None when the examples never do."""
    k = len(rows[0])
    basis: list[tuple[list[fractions.Fraction], fractions.Fraction]] = []  # reduced rows, pivot first
    pivots: list[int] = []
    picked: list[int] = []
    for e, (row, t) in enumerate(zip(rows, ts)):
        row = list(row)
        for (b, bt), p in zip(basis, pivots):
            if row[p]:
                f = row[p] / b[p]
                row = [x - f * y for x, y in zip(row, b)]
                t -= f * bt
        pivot = next((i for i, x in enumerate(row) if x), None)
        if pivot is None:
            continue
        basis.append((row, t)); pivots.append(pivot); picked.append(e)
        if len(picked) == k:
            break
    if len(picked) < k:
        return None
    weights = [fractions.Fraction(0)] * k
    for (row, t), p in reversed(list(zip(basis, pivots))):
        weights[p] = (t - sum(row[i] * weights[i] for i in range(k) if i != p)) / row[p]
    return tuple(weights), tuple(picked)


def _exactly(code: str, weights: "Iterable[fractions.Fraction]") -> str:
    """A learned sum's code that gives the value its search computed in fractions: with a weight
    that is no whole number, its floats settled (`_settled`)."""
    return code if all(w.denominator == 1 for w in weights) else f"_settled({code})"


def _plain(q: fractions.Fraction) -> int | float:
    return int(q) if q.denominator == 1 else float(q)


def _opposed(terms: list[tuple[tuple[int, ...], fractions.Fraction]], nums: list[_Node]) -> tuple[_Node, ...]:
    """The differences a learned sum takes as `w * x - w * y`, times the same other factors
    (`terms`: the argument indices of each term and its weight): a speeding fine `base + rate *
    speed - rate * limit` reads `speed - limit`, a fee `fee * weight - fee * allowance` reads
    `weight - allowance`. Each is a leaf with its values, first the term weighed up."""
    out = []
    for (t1, w1), (t2, w2) in itertools.combinations(terms, 2):
        if w1 != -w2 or len(t1) != len(t2) or not t1:
            continue
        common = collections.Counter(t1) & collections.Counter(t2)
        (i, *more), (j, *other) = (list((collections.Counter(t) - common).elements()) for t in (t1, t2))
        if more or other:
            continue
        up, down = (nums[i], nums[j]) if w1 > 0 else (nums[j], nums[i])
        out.append(_Node(None, (), tuple(_plain(fractions.Fraction(toolkit.format_number(a)) -
                                               fractions.Fraction(toolkit.format_number(b)))
                                         for a, b in zip(up.values, down.values)), "num", 1, up.slots | down.slots,
                         unit="n", leaf_code=f"{up.leaf_code} - {down.leaf_code}",
                         leaf_doc=f"`{up.leaf_code}` - `{down.leaf_code}`"))
    return tuple(out)


def _written(q: fractions.Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator} / {q.denominator}"


def _times(w: fractions.Fraction, name: str) -> str:
    """`w * name` as code: `name`, `-name`, `3 * name`, `3 / 4 * name`."""
    return name if w == 1 else f"-{name}" if w == -1 else f"{_written(w)} * {name}"


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _fresh(name: str, taken: set[str]) -> str:
    candidate = name + "_"
    while candidate in taken:
        candidate += "_"
    return candidate


_LABEL = re.compile(r"\(\s*[A-Za-z]\s*\)")


_ROUND_WORD = re.compile(r"(?i)\b(?:round|rounded|rounding|nearest)\b")
_WHOLE_WORD = re.compile(r"(?i)\b(?:whole|integers?)\b|\bnearest (?:dollar|euro|pound|yen|rupee|franc|unit|person|"
                         r"minute|second|hour|day|week|month|year|metre|meter|kilometre|kilometer|km|mile|foot|inch|gram|"
                         r"kilogram|kg|litre|liter|degree|percent)s?\b")
"""Words with which a template asks for a value rounded to a whole number (both kinds: "the
nearest ten" rounds to a multiple, and "whole" alone may be "the whole list"); "the nearest
dollar" asks for whole ones of a unit."""
_CASE_WORDS = re.compile(r"(?i)\b(?:upper|lower|capitals?|capitali[sz]e[ds]?|title|caps|uppercase|lowercase|camel\w*"
                         r"|pascal\w*)\b")
"""Words with which a template asks for letters in some case."""


def _atoms(args: dict[str, Any]) -> set[str]:
    """The values in an example's arguments a program could pick as its answer: each argument,
    its words, its items, its options' texts (normalised like answers)."""
    out: set[str] = set()
    for value in args.values():
        if isinstance(value, str):
            out.add(normalise_answer(value))
            out.update(normalise_answer(w) for w in value.split())
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            out.add(normalise_answer(toolkit.format_number(value)))
        elif isinstance(value, list):
            out.update(normalise_answer(_text_of(v)) for v in value if isinstance(v, (str, int, float)))
            out.update(normalise_answer(w) for v in value if isinstance(v, str) for w in v.split())
        elif isinstance(value, dict):
            out.update(normalise_answer(_text_of(v)) for v in value.values() if isinstance(v, (str, int, float)))
    out.discard("")
    return out


@functools.lru_cache(maxsize=1 << 16)
def _normal(text: str) -> str:
    """`normalise_answer` of a candidate's output text, remembered: the search compares the
    same few texts hundreds of thousands of times."""
    return normalise_answer(text)


def _output_class(outputs: tuple[str, ...]) -> str:
    """What kind of text a program answers with, so that its luck is judged among its own kind:
    a letter is easy to hit by chance, a sorted list of words is not."""
    classes = set()
    for out in outputs:
        text = _normal(out)
        if not text:
            classes.add("empty")
        elif re.fullmatch(r"-?[\d.e+-]+", text) or _is_number_words(text):
            classes.add("number")
        elif len(text.strip("()")) == 1:
            classes.add("letter")
        elif " " not in text:
            classes.add("word")
        else:
            classes.add("text")
    return classes.pop() if len(classes) == 1 else "mixed"


def _is_number_words(text: str) -> bool:
    """Whether `text` is a whole number written in English words (`twenty-one`)."""
    try:
        return _number_words(_read_number(text)) == text
    except (ValueError, TypeError):
        return False


def _labelled_slots(template: str) -> list[tuple[str, str]]:
    """(label, slot) for a template that lists options as `(A) {x} (B) {y} ...`, labels in order."""
    found = re.findall(r"\(([A-Za-z])\)\s*\{(\w+)\}", template)
    labels = [label.upper() for label, _ in found]
    if len(found) < 2 or labels != [chr(ord("A") + i) for i in range(len(found))]:
        return []
    return [(label.upper(), slot) for label, slot in found]


def _field_slots(template: str) -> list[tuple[str, str]]:
    """(label, slot) for a template that gives named fields, `name={x}; age={y}` or `name: {x}, age: {y}`."""
    found = re.findall(r"(?<![\w{])([A-Za-z_]\w*)[ \t]*[=:][ \t]*\{(\w+)\}", template)
    labels = [label for label, _ in found]
    return found if len(found) >= 2 and len(set(labels)) == len(labels) else []


_BOUND = r"(\{\w+\}|\d+(?:\.\d+)?)%?"
_BAND_LABEL = r"(?:[ \t]+(?:is|are|gets?|earns?|means?|=|->|:))?(?:[ \t]+(?:an?|the))?[ \t]+(?!(?:and|or|to|is|a|an|the)\b)([A-Za-z][\w+-]*)"
_BANDS = (  # (pattern, low is the first bound, low included, high included)
    (re.compile(rf"{_BOUND}[ \t]+(?:and|or)[ \t]+(?:above|over|more|higher|up){_BAND_LABEL}"), "low", True, False),
    (re.compile(rf"{_BOUND}[ \t]*(?:to|-|–|through)[ \t]*{_BOUND}{_BAND_LABEL}"), "both", True, True),
    (re.compile(rf"(?:below|under|less[ \t]+than)[ \t]+{_BOUND}{_BAND_LABEL}"), "high", False, False),
    (re.compile(rf"(?:above|over|more[ \t]+than)[ \t]+{_BOUND}{_BAND_LABEL}"), "low", False, False),
    (re.compile(rf"{_BOUND}[ \t]+(?:and|or)[ \t]+(?:below|under|less|lower){_BAND_LABEL}"), "high", False, True),
)


def _stated_bands(template: str, slot_kinds: dict[str, str]) -> list[tuple[str | None, str | None, bool, bool, str]]:
    """The bands a template states over numbers, in its order, each (low, high, low included,
    high included, label) with a slot's name or a number as each bound: "{a} and above is an A,
    {b} to {c} a B, below {d} an F". At least two, else none."""
    found: list[tuple[int, tuple[str | None, str | None, bool, bool, str]]] = []
    taken: set[int] = set()
    for rx, which, low_in, high_in in _BANDS:
        for m in rx.finditer(template):
            if taken & set(range(*m.span())):
                continue
            bounds = [g.strip("{}") if g else None for g in m.groups()[:-1]]
            if any(b is not None and b in slot_kinds and slot_kinds[b] not in ("number", "integer") for b in bounds):
                continue
            low, high = (bounds[0], bounds[1]) if which == "both" else (bounds[0], None) if which == "low" else (None, bounds[0])
            taken |= set(range(*m.span()))
            found.append((m.start(), (low, high, low_in if low else False, high_in if high else False, m.group(m.lastindex))))
    return [band for _, band in sorted(found)] if len(found) >= 2 else []


def _named_number_slots(template: str, slot_kinds: dict[str, str]) -> list[tuple[str, str]]:
    """(name slot, number slot) for a template that gives each of several names a number,
    `{x} ({n} cm), {y} ({m} cm)` or `{x}: {n}; {y}: {m}`: a slot that is no number, then a number
    slot with nothing but spaces and punctuation between them. At least two such pairs."""
    numbers = ("number", "integer")
    found = [(a, b) for a, b in re.findall(r"\{(\w+)\}[^\w{}]*\{(\w+)\}", template)
             if slot_kinds.get(a) not in numbers and slot_kinds.get(b) in numbers]
    return found if len(found) >= 2 else []


def _unit(op: _Op, args: tuple[_Node, ...]) -> str | None:
    """The unit of `op` applied to `args`, or None when their units do not combine."""
    if op.unit is None:
        return ""
    if op.unit == "first":
        return args[0].unit
    measured = {a.unit for a in args if a.kind in ("num", "nums") and a.unit != "n"}
    if op.unit == "same":
        if len(measured) > 1:
            return None
        return measured.pop() if measured else "n"
    if op.unit == "mixed":
        return "*".join(sorted(measured)) if measured else "n"
    return op.unit


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Ways to write `total` as `parts` positive sizes, in order."""
    if parts == 1:
        if total >= 1:
            yield (total,)
        return
    for first in range(1, total - parts + 2):
        for rest in _compositions(total - first, parts - 1):
            yield (first, *rest)


def _strip_parens(code: str) -> str:
    if code.startswith("(") and code.endswith(")"):
        depth = 0
        for i, ch in enumerate(code):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and i < len(code) - 1:
                return code
        return code[1:-1]
    return code


def _sentence(doc: str) -> str:
    doc = " ".join(doc.split())
    doc = re.sub(r"(?<![\w.])1 (letter|decimal place|day|month|minute|hour|time|character|digit)s\b", r"1 \1", doc)
    return ("Returns " + doc + ".") if doc else "Returns the answer."


def _docstring(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"""', "'''")


# --------------------------------------------------------------------------------------------
# Entry points


def search_report(
    template: str,
    slot_kinds: dict[str, str],
    examples: list[tuple[dict[str, Any], str]],
    *,
    budget: int = BUDGET,
    deadline_s: float = CPU_CAP_S,
    max_size: int = 7,
    max_chance: float = 0.1,
    hints: tuple[str, ...] = (),
) -> SearchReport:
    """Like `search`, but says what happened: the program or why there is none, candidates
    tried and time spent."""
    report = _Search(template, slot_kinds, examples, budget, deadline_s, max_size, max_chance, tuple(hints)).run()
    if report.program is not None or report.near_miss is not None:
        return report
    total = _amount_total(template, slot_kinds, examples, report.seconds)
    if total is not None and total.chance <= max_chance:
        report.program, report.reason = total, "found"
        return report
    parts = _answer_parts([str(e) for _, e in examples])
    if parts is None or _copied_text(parts, examples):
        return report
    regrouped = _regrouped(parts, examples, slot_kinds, report.seconds)
    if regrouped is not None and regrouped.chance <= max_chance:
        report.program, report.reason = regrouped, "found"
        return report
    holes = [i for i, p in enumerate(parts) if isinstance(p, tuple)]
    found: dict[int, Program] = {}
    for i in holes:  # each value's program must not be luck on its own: one right value vouches for no other
        sub = _Search(template, slot_kinds, [(a, texts) for (a, _), texts in zip(examples, parts[i])],
                      budget // len(holes), deadline_s / len(holes), max_size, max_chance).run()
        report.candidates_tried += sub.candidates_tried
        if sub.program is None:
            return report
        found[i] = sub.program
    program = _joined(parts, found, slot_kinds, report.seconds + sum(p.seconds for p in found.values()))
    if program.chance > max_chance:
        report.reason = f"every fit could be luck (best: chance {program.chance:.2g} > {max_chance}, {program.description})"
        return report
    report.program, report.reason = program, "found"
    return report


_PART_TOKEN = re.compile(r"\d+(?:st|nd|rd|th)(?![^\W\d_])|(?:(?<![\w)])-)?\d+(?:\.\d+)?|[^\W\d_]+|\s+|.", re.DOTALL)


def _letters_meet_digits(before: tuple[str, ...], after: tuple[str, ...]) -> bool:
    """Whether every answer has letters, then digits (or digits, then letters) where two varying
    runs meet: "b6" is a letter and a number, two values ("the first letter, then the length")."""
    return all(a[-1:].isalpha() and b[:1].isdigit() for a, b in zip(before, after)) or \
        all(a[-1:].isdigit() and b[:1].isalpha() for a, b in zip(before, after))


def _answer_parts(answers: list[str]) -> list[str | tuple[str, ...]] | None:
    """Answers written as fixed text around several values ("9 h 45 min", "(630) 481-3734"):
    the pieces in order, a piece of fixed text as a `str`, a value as its text in each answer.
    None unless every answer splits into the same number of words, numbers and signs, and at
    least two runs of them vary between answers."""
    split = [_PART_TOKEN.findall(a.strip()) for a in answers]
    if len(split) < 2 or len({len(t) for t in split}) != 1:
        return None
    parts: list[str | tuple[str, ...]] = []
    for column in zip(*split):
        if len(set(column)) == 1:
            parts.append(column[0])
        elif parts and not isinstance(parts[-1], str) and not _letters_meet_digits(parts[-1], column):
            parts[-1] = tuple(a + b for a, b in zip(parts[-1], column))  # next to another varying run: one value
        else:
            parts.append(column)
    holes = sum(not isinstance(p, str) for p in parts)
    if holes < 2:
        return None
    for j in range(2, len(parts)):
        plural = _plural_of(parts[j - 2], parts[j - 1], parts[j])
        if plural is not None:
            parts[j] = plural
    merged: list[str | tuple[str, ...] | _Plural] = []
    for p in parts:  # fixed text between two values stays one piece
        if isinstance(p, str) and merged and isinstance(merged[-1], str):
            merged[-1] += p
        else:
            merged.append(p)
    return merged


_PLURAL_AFTER = re.compile(r"\s+(?!(?:was|has|does|plus|minus|less|yes|this|thus)\b)([^\W\d_]{2,}s)\b", re.IGNORECASE)
"""Fixed text after a number that starts with a plural noun ("5 days"): where no example was 1,
whether 1 is written "1 day" or "1 days" is a guess."""


def _one_unshown(after: str) -> str:
    return f"no example showed whether 1 is followed by {_PLURAL_AFTER.match(after).group(1)!r} or its singular"


@dataclass(frozen=True)
class _Plural:
    """A noun written after a number, singular where the number is 1 ("1 hour", "5 hours")."""

    singular: str
    plural: str

    def code(self, number: str) -> str:
        return f"({self.singular!r} if {number} in ('1', '-1') else {self.plural!r})"


def _plural_of(number: Any, space: Any, noun: Any) -> _Plural | None:
    """`noun` as a `_Plural` when each example writes it singular exactly where the number before
    it (`number`, then the fixed text `space`) is 1, and plural ("s" or "es" more) elsewhere."""
    if not (isinstance(number, tuple) and isinstance(noun, tuple) and isinstance(space, str) and space.isspace()):
        return None
    one = [n in ("1", "-1") for n in number]
    singular = {w for w, o in zip(noun, one) if o}
    plural = {w for w, o in zip(noun, one) if not o}
    if len(singular) != 1 or len(plural) != 1 or not re.fullmatch(r"[^\W\d_]+", next(iter(singular))):
        return None
    (word,), (words,) = singular, plural
    return _Plural(word, words) if words in (word + "s", word + "es") else None


def _regrouped(parts: list[str | tuple[str, ...]], examples: list[tuple[dict[str, Any], str]],
               slot_kinds: dict[str, str], seconds: float) -> Program | None:
    """Answers that write an argument's letters and digits again, in order, cut into groups of
    fixed sizes with fixed text between ("761.277.5666" -> "(761) 277-5666", "20210304" ->
    "2021-03-04"). The first example teaches the sizes; each other one is evidence, as likely by
    luck as its whole answer. Values with another number of letters and digits are declined."""
    if any(isinstance(p, _Plural) for p in parts):
        return None
    holes = [p for p in parts if not isinstance(p, str)]
    for name in slot_kinds:
        values = [args.get(name) for args, _ in examples]
        if not all(isinstance(v, str) or (isinstance(v, int) and not isinstance(v, bool)) for v in values):
            continue
        chars = [re.sub(r"[\W_]", "", str(v)) for v in values]
        sizes = {tuple(len(h[i]) for h in holes) for i in range(len(examples))}
        if (len(sizes) != 1 or len(set(chars)) < 2 or len(chars[0]) < 4
                or any("".join(h[i] for h in holes) != c for i, c in enumerate(chars))):
            continue
        (size,) = sizes
        cuts = list(itertools.accumulate(size, initial=0))
        pieces, described, k = [], [], 0
        for p in parts:
            if isinstance(p, str):
                pieces.append(repr(p))
                described.append(repr(p))
            else:
                pieces.append(f"chars[{cuts[k]}:{cuts[k + 1]}]")
                described.append(f"characters {cuts[k] + 1}-{cuts[k + 1]}")
                k += 1
        total = cuts[-1]
        description = _sentence(f"the letters and digits of `{name}` ({total} of them) regrouped: " + ", then ".join(described))
        params = ", ".join(f"{n}: {slot_type(kind).python}" for n, kind in slot_kinds.items())
        core = " + ".join(pieces)
        code = (f"import re\n\nimport toolkit\n\n\ndef run({params}) -> str:\n    \"\"\"{_docstring(description)}\"\"\"\n"
                f"    chars = re.sub(r\"[\\W_]\", \"\", str({name}))\n"
                f"    if len(chars) != {total}:\n"
                f"        raise toolkit.NotMine('checked on values of {total} letters and digits only')\n"
                f"    return {core}\n")
        chance = math.prod(_prior(str(answer), "text", None, 0.0) for _, answer in examples[1:])
        return Program(code, description, len(slot_kinds), len(holes) + 1, chance, (name,), round(seconds, 4),
                       core=f"chars = letters and digits of {name}; {core}")
    return None


def _unit_of(word: str) -> str | None:
    """The unit of `_UNITS` a word of a template names ("hours": h), if any."""
    return next((u for u in _UNITS if _names_unit([word.casefold()], u)), None)


def _unit_factors() -> dict[str, dict[str, fractions.Fraction]]:
    """For each unit, what one of it is in each unit it converts to by a factor (1 h: 60 min,
    3,600 s): the exact multiples of `_conversions`, chained."""
    step: dict[str, dict[str, fractions.Fraction]] = collections.defaultdict(dict)
    for _, src, dst, code in _CONVERSIONS:
        m = re.fullmatch(r"\(\{0\} ([*/]) ([\d.]+)\)", code)
        if m and dst in _UNITS:
            factor = fractions.Fraction(m.group(2))
            step[src][dst] = factor if m.group(1) == "*" else 1 / factor
    table: dict[str, dict[str, fractions.Fraction]] = {}
    for unit in step:
        reach, todo = {unit: fractions.Fraction(1)}, [unit]
        while todo:
            a = todo.pop()
            for b, f in step[a].items():
                if b not in reach:
                    reach[b] = reach[a] * f
                    todo.append(b)
        table[unit] = reach
    return table


_FACTORS = _unit_factors()


def _amount_total(template: str, slot_kinds: dict[str, str], examples: list[tuple[dict[str, Any], str]],
                  seconds: float) -> Program | None:
    """An amount the template writes in several units, or several such amounts, added up in one
    unit the template names ("{number} h {number_2} min and another {number_3} h {number_4} min.
    How long together, in minutes?": 60 x number + number_2 + ...). Every number slot followed by
    a unit counts; the answer is judged like a number its examples show, each one as likely by
    luck as a whole number of its size."""
    measured = [(name, _unit_of(word)) for name, word in re.findall(r"\{(\w+)\}[ \t]+([^\W\d_]+)", template)]
    measured = [(name, unit) for name, unit in measured if unit in _FACTORS and slot_kinds.get(name) in ("number", "integer")]
    if len(measured) < 2:
        return None
    named = {u for w in _template_words(template) if (u := _unit_of(w)) is not None}
    for target in sorted(named):
        if not all(target in _FACTORS[unit] for _, unit in measured):
            continue
        terms = [(name, _FACTORS[unit][target]) for name, unit in measured]
        try:
            totals = [sum(fractions.Fraction(str(args[name])) * f for name, f in terms) for args, _ in examples]
        except (KeyError, ValueError, TypeError):
            return None
        if not all(toolkit.format_number(float(t)) == str(answer).strip() for t, (_, answer) in zip(totals, examples)):
            continue
        code_terms = " + ".join(f"{name} * {float(f)!r}" if f.denominator != 1 else f"{name} * {f.numerator}"
                                for name, f in terms)
        said = " + ".join(f"`{name}` {unit}" for name, unit in measured)
        description = _sentence(f"{said}, in {_SAID.get(target, target)}")
        params = ", ".join(f"{n}: {slot_type(kind).python}" for n, kind in slot_kinds.items())
        code = (f"import toolkit\n\n\ndef run({params}) -> str:\n    \"\"\"{_docstring(description)}\"\"\"\n"
                f"    return toolkit.format_number({code_terms})\n")
        chance = math.prod(_prior(str(answer), "number", None, 0.0) for _, answer in examples)
        return Program(code, description, len(named), 2 * len(terms), chance, tuple(n for n, _ in measured),
                       round(seconds, 4), core=code_terms)
    return None


def _copied_text(parts: list[str | tuple[str, ...]], examples: list[tuple[dict[str, Any], str]]) -> bool:
    """Whether fixed text between the values may be copied from the arguments: a run of letters
    that occurs in the arguments of every example ("ark" of "park0", "park1", ...) is likely the
    examples' sameness, not fixed text of the answer. An argument that never varies is the
    request's own fixed text ("Answer like '4 boxes, 3 left'."): the answers' shape, not a source."""
    varying = [name for name in examples[0][0] if len({repr(args.get(name)) for args, _ in examples}) > 1]
    texts = [" ".join(_text_of(v) if not isinstance(v, list) else " ".join(map(str, v))
                      for v in (args[name] for name in varying)).casefold() for args, _ in examples]
    runs = {r.casefold() for p in parts if isinstance(p, str) for r in re.findall(r"[^\W\d_]{2,}", p)}
    return any(all(r in t for t in texts) for r in runs)


def _joined(parts: list[str | tuple[str, ...] | _Plural], programs: dict[int, Program],
            slot_kinds: dict[str, str], seconds: float) -> Program:
    """One program that writes each value with its own program, and the fixed text between. A
    noun after a number is singular where it is 1 (`_Plural`); a plural noun of fixed text ("5
    days") declines 1 where no example was 1 ("1 day" or "1 days"?)."""
    imports: dict[str, None] = {}
    functions: dict[str, str] = {}
    lines: list[str] = []
    calls: list[str] = []
    args = ", ".join(slot_kinds)
    for i, p in enumerate(parts):
        if isinstance(p, str):
            calls.append(repr(p))
            continue
        if isinstance(p, _Plural):
            calls.append(p.code(f"part_{i - 2}"))
            continue
        code = re.sub(r"\b_answer\(", f"_answer_{i}(", re.sub(r"\brun\(", f"_part_{i}(", programs[i].run_code))
        for line in code.splitlines():
            if line.startswith("import "):
                imports.setdefault(line)
        for block in re.split(r"\n(?=def )", code):
            if block.startswith("def "):
                functions.setdefault(block.split("(", 1)[0], block.rstrip())
        lines.append(f"    part_{i} = _part_{i}({args})")
        calls.append(f"part_{i}")
        after = parts[i + 1] if i + 1 < len(parts) else ""
        if isinstance(after, str) and _PLURAL_AFTER.match(after) and \
                not any(h in ("1", "-1") for h in p):
            imports.setdefault("import toolkit")
            lines += [f"    if part_{i} in ('1', '-1'):", f"        raise toolkit.NotMine({_one_unshown(after)!r})"]
    described = [repr(p) if isinstance(p, str) else
                 f"{p.singular!r} or {p.plural!r} as that number is 1 or not" if isinstance(p, _Plural) else
                 programs[i].description.removeprefix("Returns ").rstrip(".") for i, p in enumerate(parts)]
    description = _sentence(", then ".join(described))
    params = ", ".join(f"{name}: {slot_type(kind).python}" for name, kind in slot_kinds.items())
    main = "\n".join([f'def run({params}) -> str:\n    """{_docstring(description)}"""', *lines,
                      f"    return {' + '.join(calls)}"])
    code = "\n".join(imports) + "\n\n\n" + "\n\n\n".join([*functions.values(), main]) + "\n"
    used = {s for p in programs.values() for s in p.slots_used}
    return Program(code.lstrip("\n"), description, sum(p.candidates_tried for p in programs.values()),
                   sum(p.size for p in programs.values()) + sum(not isinstance(p, tuple) for p in parts),
                   math.prod(p.chance for p in programs.values()), tuple(s for s in slot_kinds if s in used),
                   round(seconds, 4), core="\n".join(repr(p) if isinstance(p, str) else
                                                      p.code(f"part_{i - 2}") if isinstance(p, _Plural) else
                                                      programs[i].core for i, p in enumerate(parts)))


def search(
    template: str,
    slot_kinds: dict[str, str],
    examples: list[tuple[dict[str, Any], str]],
    *,
    budget: int = BUDGET,
    deadline_s: float = CPU_CAP_S,
    max_size: int = 7,
    max_chance: float = 0.1,
    hints: tuple[str, ...] = (),
) -> Program | None:
    """The smallest program consistent with every example, or None.

    `examples` are (arguments exactly as `run()` receives them, expected answer); build them
    from recorded examples with `toolsmith.synthesis.slot_values`. Answers are compared like
    verification compares them (`answers_match`). Needs at least 2 examples whose answers are
    not all the same; returns None when nothing fits within `max_size` steps and `budget`
    candidates (`deadline_s` CPU seconds of the calling thread cap slow primitives on huge
    values), or when the best fit is likely chance (see the module docstring, `max_chance`).
    `hints`: other answers of the pattern that nobody checked; they never count as evidence, but
    when most of them show d decimal places, numbers are written to d places.
    """
    return search_report(template, slot_kinds, examples, budget=budget, deadline_s=deadline_s, max_size=max_size,
                         max_chance=max_chance, hints=hints).program
