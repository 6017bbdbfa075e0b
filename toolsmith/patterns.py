"""Online recurring-pattern detection: task text -> template + slots, tasks grouped into patterns.

How it works (zero model tokens, deterministic for a given input order):

1. **Normalise** (control characters -> spaces, whitespace collapsed, input capped at
   ``MAX_CHARS``; anything past the cap or past ``MAX_TOKENS`` tokens becomes one trailing
   ``text`` slot, so a 1 MB task costs bounded memory).
2. **Mask literals** into typed placeholder tokens, in priority order: fenced code blocks,
   lettered option lists ("(A) ... (B) ..."), balanced ``[...]``/``{...}`` values that parse
   (a matrix of numbers, a JSON value, a flat list), quoted strings (empty ones too), URLs,
   emails, step runs ("Take 3 steps. Turn left."; a run that merely ends at "Dr." or "St." is
   not one), dates, paths ("MM/DD/YYYY" is not one), arithmetic / comparison / bit / boolean
   expressions (``0x1f << 2 | 0b101``), bracket runs, colon lists ("List: a b c"), comma lists
   ("a, b, and c"), ordinals ("4th") and numbers. Variable-size parameters become ONE token
   whatever their size. A placeholder is only made where its type's parser
   (``toolkit.PARSERS``) accepts the text, so that every member of a pattern parses with its
   template's extractor (``toolfile.extractor_regex``) and its slot types. The scans are
   linear; the structure scan keeps no per-bracket objects and expressions are capped at
   ``MAX_EXPRESSION_CHARS``.
3. **Join**: an inverted index on each pattern's anchor tokens (fixed words minus stopwords)
   yields the few patterns whose anchors all occur in the task; their templates are compiled to
   regexes over the task's token keys (fixed tokens exact, typed slots strict, one-token slots
   one plain token, other slots absorb one or more tokens). The most specific matching template
   wins. When a task offers more than ``MAX_BACKTRACK`` ways to split its loose slots, matching
   commits to the first occurrence of each following fixed token (atomic groups), so hostile
   input stays linear.
4. **Generalise** (Drain-style, but by alignment rather than by position): otherwise the task is
   aligned (``difflib``) with the best few prefilter candidates. Typed slots align with values
   of their type; differing regions become slots:

   * free text after a shared framing of ``FRAMING_TOKENS`` (4) or more fixed tokens that ends
     at ":" or a line break is one ``text`` slot, joined across the common words ("the", "of")
     two texts happen to share (C1);
   * a region that is empty on one side (an inserted or deleted word) becomes a slot only by
     taking in the name words around it ("by Ada Lovelace" / "by Ada Lovelace before 1840"),
     or a typed value when no contrast word or negation was inserted (C2);
   * a value written flush against a typed value joins it ("a flute" + ", a piano, and a
     drum"); a plain word labelling a one-token value ("key AB") is a slot of its own.

   A merge needs enough shared fixed words (``similarity``), and every slot must pass the guards:

   * *contradiction*: two values of one slot must not differ by contrast words of one group
     (ascending/descending, sum/average, top/bottom, before/after, heavier/lighter, ...;
     "product" and "best" are of different groups), by negation, or be one operation name with
     other digits ("BASE32"/"BASE64", "ROT13"/"ROT47"), when they are short (<= 5 words) or
     identical apart from those words;
   * *evidence*: a slot whose values do not all look like parameters (a placeholder, capitalised
     names mid-sentence, tokens with digits or inner capitals) needs ``support`` (3) distinct
     values among the members that fit the generalised template; two multi-word values are
     enough (C3), and a name beside single plain words ("Eric"/"kilian") also passes. Two
     lowercase alternatives ("updated"/"created") therefore stay apart, while
     "cancelled"/"pending"/"complete" merge. A capitalised word the pattern held fixed over 3
     or more different members ("Vigenere") needs ``support`` values too.

   A pattern sharing less than ``similarity`` of its words with the task (long values) may
   merge only through parameter-looking slots (free text after a framing excepted). Other
   existing patterns that fit the new template (found through the anchor index) are absorbed
   in the same step when the guards still hold and all their kept members still fit. The
   merged pattern keeps the oldest member's id; absorbed ids redirect to it (``pattern(id)``)
   and the store moves their traces, costs and counters (``Store.merge_patterns``), so an id
   that ``observe`` returned online stays valid through every later merge.

Why not ``drain3`` (evaluated, installed in the venv): its tree is keyed by token count, so the
same request with a 3-word and a 9-word list can never meet; its similarity is positional and
has no notion of contradicting fixed words; and its persistence is ``jsonpickle``, which can
execute code from a tampered state file. We keep its good ideas (mask first, cheap prefilter,
template generalisation with ``<*>``-like slots) and store plain JSON in ``Store``.

Bad input: non-``str`` or empty/whitespace-only tasks raise ``UserError`` in ``observe``;
``match`` returns ``None`` for them. Everything else (binary junk, non-English text, huge lists)
gets a pattern like any other task.
"""

from __future__ import annotations

import bisect
import difflib
import hashlib
import json
import re
import string
import threading
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, Field

from ._lib import toolkit
from .errors import UserError
from .store import Store

__all__ = ["PatternMatch", "Pattern", "PatternMiner", "NUMBER_RX", "DATE_RX", "FRACTION_RX", "TIME_RX", "EMAIL_RX",
           "URL_RX", "POLYNOMIAL_RX"]

MAX_CHARS = 8_192
"""Characters of a task that are masked and tokenised; the rest becomes one trailing slot."""
MAX_TOKENS = 256
"""Tokens per template; later tokens join the trailing slot."""
MAX_TOKEN_CHARS = 64
"""A longer token is taken as a value (a text slot), never as fixed template text."""
MAX_SAMPLES = 5
"""Member texts kept per pattern (for examples and merge evidence)."""
MAX_SAMPLE_CHARS = 4_000
"""Longest member text kept as a sample."""
MAX_VALUE_CHARS = 200
"""Longest slot value kept in `Pattern.examples`."""
MAX_EXPRESSION_CHARS = 500
"""Longest run masked as an expression (it is parsed to check it is one)."""

# --------------------------------------------------------------------------- literal regexes
_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
NUMBER_RX = r"[-+]?[$€£¥]?(?!0\d)\d+(?:[.,]\d+)*"
"""A number slot's value; digits after a leading zero ("0401...", "02139") are a code, as the miner reads them."""
DATE_RX = (
    r"(?:\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?"
    r"|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}/\d{4}"
    rf"|{_MONTH} {_DAY}(?:,? \d{{4}})?|{_DAY} {_MONTH}(?:,? \d{{4}})?|{_MONTH},? \d{{4}})"
)
FRACTION_RX = r"\d+/\d+"
"""A fraction as written, `3/8`: a month and day without a year ("6/18") is read as one too."""
TIME_RX = r"\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?"
URL_RX = r"(?:(?:https?|ftp)://|www\.)[^\s<>\"']+"
_POLY_TERM = r"(?:\d+(?:\.\d+)?[a-z](?:\^\d+)?|[a-z](?:\^\d+)?|\d+(?:\.\d+)?)"
POLYNOMIAL_RX = rf"-?{_POLY_TERM}(?:[ \t]*[-+][ \t]*{_POLY_TERM})+"
"""A polynomial in one variable as people write it: `3x^2 + 12x - 10`, `x^3 - 2x`."""
EMAIL_RX = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
PATH_RX = r"(?:~|\.{1,2})?/[\w.~-]+(?:/[\w.~-]+)*/?|[A-Za-z]:\\[^\s\"'<>|]+|[\w.~-]+(?:/[\w.~-]+)+"
# A short sentence; a decimal point ("a cliff 5.6 seconds away") does not end one.
_SENT = r"[A-Z][\w'-]*(?:[ \t]+[\w'-]+){0,7}\.(?!\d)"
# A question word after a comma starts a clause, never a list item ("In the list a, b, c, which ...").
_WH = r"(?i:which|what|how|who|whom|whose|where|when|why)"
# A number as written in a list: "$1,200.50", "12.5%", "-3" (commas group thousands).
_NUM_ITEM = r"[-+]?[$€£¥]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?(?!\w|[.,]\d)"
# A date or a clock time without a comma inside, as an item of a list.
_STAMP = rf"(?:\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}/\d{{1,2}}/\d{{2,4}}|{TIME_RX})"
_ITEMW = rf"(?!(?:and|or|{_WH})\b)(?:{_NUM_ITEM}|°?[\w'&-]+)"
_ITEM = rf"{_ITEMW}(?:[ \t]+{_ITEMW}){{0,3}}"
# Literals, operators and parentheses of arithmetic, comparison, bit and boolean expressions.
_EXPR_ATOM = (
    r"(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|\d+(?:\.\d+)?|(?:True|False|not|and|or)\b"
    r"|\*\*|//|<<|>>|[<>=!]=|[-+*/%^()&|~<>])"
)
_EXPR_OPERAND = re.compile(r"0[xXbBoO]?[0-9a-fA-F]*|\d.*|True|False")
_EXPR_STRONG = frozenset("( ) + * / % ^ ** // << >> & | ~ < > <= >= == != True False".split())
_BRACKET = r"[()\[\]{}<>]"
# Words that end a sentence-like run without ending a sentence ("Dr.", "Main St.").
_ABBREVIATIONS = frozenset(
    "mr mrs ms mx dr st jr sr prof rev hon gen col lt sgt capt cmdr gov sen rep pres mt ft ave rd blvd ln hwy "
    "no nos vol vols fig figs pp vs etc inc ltd co corp bros dept univ est approx ca cf al ed eds jan feb mar apr "
    "jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun".split()
)

# (kind, compiled regex, group holding the value); earlier rules win overlaps.
_RULES: list[tuple[str, re.Pattern[str], int]] = [
    ("quoted", re.compile(r'"([^"\n]{0,300})"|“([^”\n]{0,300})”|(?<!\w)\'([^\'\n]{0,300})\'(?!\w)'), -1),
    ("url", re.compile(URL_RX), 0),
    ("email", re.compile(rf"(?<![\w.+-]){EMAIL_RX}"), 0),
    ("steps", re.compile(rf"(?:(?<=[.?!:] )|(?<=\n)|^){_SENT}(?:[ \t]+{_SENT})+"), 0),
    # A comma list of dates or clock times ("2005-09-28, 1997-02-14 and 2001-04-25") is one list.
    # Three items at least: "between 2021-03-04 and 2021-05-06" is two dates.
    ("list", re.compile(rf"(?<![\w/:])({_STAMP}(?:,[ \t]+{_STAMP})+,?[ \t]+(?:and|or)[ \t]+{_STAMP}"
                        rf"|{_STAMP}(?:,[ \t]+{_STAMP}){{2,}})(?![\w/:])"), 1),
    ("date", re.compile(rf"(?<![\w/]){DATE_RX}(?![\w/])"), 0),
    ("time", re.compile(rf"(?<![\w:.]){TIME_RX}(?![\w:]|\.\d)"), 0),
    # Not an operand of a longer expression: "6/18 + 1/2" is one expression.
    ("fraction", re.compile(rf"(?<![\w/.])(?<![-+*/%^(][ \t])(?<![-+*/%^(]){FRACTION_RX}(?![\w/]|\.\d|[ \t]*[-+*/%^)])"), 0),
    # The lookbehind covers every alternative and every character a path may hold, so a path
    # starts only where no path character precedes it: matching stays linear on long tokens.
    ("path", re.compile(rf"(?<![\w/:.~\\-])(?:{PATH_RX})"), 0),
    # "3x^2 + 12x - 10" is one polynomial, whatever its terms (C9): one letter, and a term
    # that writes a power or a coefficient against it (`_is_polynomial`)
    ("polynomial", re.compile(rf"(?<![\w^.*/]){POLYNOMIAL_RX}(?![\w^(.*/])"), 0),
    ("expression", re.compile(rf"(?<!\w){_EXPR_ATOM}(?:[ \t]*{_EXPR_ATOM}){{2,}}"), 0),
    ("brackets", re.compile(rf"(?<!\S){_BRACKET}(?:[ \t]+{_BRACKET})+(?!\S)"), 0),
    ("list", re.compile(r"(?<=:)[ \t]+([^\s:.?!]+(?:[ \t]+[^\s:.?!]+)+)[ \t]*(?=\n|$)"), 1),
    # Three or more numbers or single words separated by semicolons ("103; 470; 167") are one list.
    ("list", re.compile(rf"(?<![\w;])((?:{_NUM_ITEM}|[\w'&-]+)(?:[ \t]*;[ \t]*(?:{_NUM_ITEM}|[\w'&-]+)){{2,}})(?![\w;])"), 1),
    (
        "list",
        re.compile(
            rf"(?:(?:,[ \t]+{_ITEM})++(?:,?[ \t]+(?:and|or)[ \t]+{_ITEM})?|,[ \t]+(?:and|or)[ \t]+{_ITEM})"
        ),  # must end a clause (_LIST_END), checked after the match so a failed run is skipped whole
        0,
    ),
    ("ordinal", re.compile(r"(?<![\w.])\d+(?:st|nd|rd|th|ST|ND|RD|TH)(?!\w)"), 0),
    # A number as `toolkit.parse_number` reads it: "1,234.5" is one number, "1,5" two. Digits
    # after a leading zero ("0735873557", "02139") are a code, not a number: its value loses them.
    ("number", re.compile(
        r"(?:(?<![\w)\]])[-+](?=[$€£¥]?\d))?(?:(?<!\w)[$€£¥])?(?<![\w.])(?:\d{1,3}(?:,\d{3})+|(?!0\d)\d+)(?:\.\d+)?"
        r"(?!\w|\.\d)"
    ), 0),
]
_LIST_END = re.compile(rf"[ \t]*(?:[.:;?!\n]|$)|,[ \t]+{_WH}\b")
_CODE = re.compile(r"```[^\n`]{0,40}\n[\s\S]*?```")
_OPTION_MARK = re.compile(r"(?<!\S)\(([A-Za-z])\)(?=[ \t])")
_STRUCT_CHARS = re.compile(r"[\[\]{}]")
_STRUCT_DEPTH = 32
_OPNAME = re.compile(r"([A-Za-z]{2,})(\d{1,3})")
_TOKEN = re.compile(r"\w+(?:['’&.-]\w+)*|[^\w\s]")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]")
_SPACES = re.compile(r"[ \t\r\f\v]+")

_STOPWORDS = frozenset(
    "a an the of to in on at for from by with and or is are was were be been it its this that these those "
    "i me my we our you your he she they them their his her what which who whom whose how when where why "
    "do does did can could would should will shall may might must has have had there here as so if then "
    "than into about please tell show give get find list all any some".split()
)
# Groups of words that contradict each other when they fill the same position. A contradiction
# needs two different words of ONE group ("product" and "best" are from different groups).
_CONTRAST = [
    "ascending descending asc desc increasing decreasing increase decrease increased decreased raise lower "
    "reduce reduced reverse",
    "sum total average mean median count min max minimum maximum product difference",
    "top bottom first last highest lowest largest smallest biggest most least best worst "
    "longest shortest earliest latest oldest newest greatest fewest more less fewer greater "
    "higher lower cheapest expensive min max",
    "before after above below over under inside outside within beyond",
    "open opened close closed add added remove removed delete deleted create created enable "
    "disable start stop lock unlock show hide include exclude import export upload download "
    "buy sell push pull encrypt decrypt encode decode compress decompress",
    "true false yes no on off left right up down upper lower plus minus even odd",
    "heavy heavier light lighter fast faster slow slower tall taller short shorter long longer old older "
    "young younger new newer big bigger small smaller large larger wide wider narrow narrower thick thicker "
    "thin thinner high low hot hotter cold colder warm warmer cool cooler early earlier late later cheap "
    "cheaper rich richer poor poorer strong stronger weak weaker hard harder soft softer loud louder quiet "
    "quieter deep deeper shallow shallower bright brighter dark darker near nearer far farther further",
    "add subtract multiply divide plus minus times",
    "positive negative",
    "vowels consonants",
    "uppercase lowercase capitalize capitalise",
]
_CONTRAST_GROUPS = [frozenset(g.split()) for g in _CONTRAST]
_CONTRAST_WORDS = frozenset(w for g in _CONTRAST_GROUPS for w in g)
_NEGATIONS = frozenset("not no never without except nor n't cannot none neither".split())
_SEP = "\x1f"
_PH = "\x01"
_LOOSE = r"[^\x1f]+(?:\x1f[^\x1f]+)*?"
_ONE = r"[^\x1f\x01][^\x1f]*"


# --------------------------------------------------------------------------- records
class PatternMatch(BaseModel):
    """One task placed in a pattern."""

    pattern_id: str
    """Stable pattern id, ``p-<12 hex>``, derived from the creating task and its sequence number."""
    template: str
    """Task text with ``{slot}`` fields; literal braces are escaped as ``{{ }}``."""
    slots: dict[str, str] = Field(default_factory=dict)
    """Slot name -> value extracted from this task."""
    slot_kinds: dict[str, str] = Field(default_factory=dict)
    """Slot name -> kind (number, quoted, path, url, email, date, identifier, name, list, ...)."""
    is_new: bool = False
    """True when this task created the pattern."""


class Pattern(BaseModel):
    """A recurring task pattern with its member count."""

    id: str
    """Stable pattern id (``p-<12 hex>``)."""
    template: str
    """Template text with ``{slot}`` fields."""
    slot_kinds: dict[str, str] = Field(default_factory=dict)
    """Slot name -> kind."""
    count: int = 0
    """Number of observed tasks in the pattern."""
    examples: list[dict[str, str]] = Field(default_factory=list)
    """Slot values of the first few members (values capped at 200 characters)."""
    created_at: str = ""
    """ISO-8601 UTC time the pattern was created."""


# --------------------------------------------------------------------------- tokenisation
class _Toks:
    """A normalised task: token keys, character spans and placeholder kinds."""

    __slots__ = ("text", "keys", "spans", "kinds", "joined", "offs", "nwords", "_counts", "_seps")

    def __init__(self, text: str, keys: list[str], spans: list[tuple[int, int]], kinds: list[str]) -> None:
        self.text, self.keys, self.spans, self.kinds = text, keys, spans, kinds
        self.joined = _SEP.join(keys)
        self.offs: list[int] = []
        pos = 0
        for k in keys:
            self.offs.append(pos)
            pos += len(k) + 1
        self.nwords = sum(1 for k, kind in zip(keys, kinds) if not kind and k[:1].isalnum())
        self._counts: dict[str, int] | None = None
        self._seps: list[int] | None = None

    def count(self, key: str) -> int:
        """How often a token key occurs."""
        if self._counts is None:
            self._counts = {}
            for k in self.keys:
                self._counts[k] = self._counts.get(k, 0) + 1
        return self._counts.get(key, 0)

    def value(self, i: int, j: int) -> str:
        """Source text of tokens i..j-1."""
        return self.text[self.spans[i][0] : self.spans[j - 1][1]]

    def seps(self) -> list[int]:
        """Per token: 0 glued to the previous token, 1 after spaces, 2 at the start of a line."""
        if self._seps is None:
            out = []
            for i, (s, _) in enumerate(self.spans):
                gap = self.text[self.spans[i - 1][1] : s] if i else ""
                out.append(2 if "\n" in gap else 1 if gap else 0)
            self._seps = out
        return self._seps

    def raw(self, k: int) -> str:
        return self.text[self.spans[k][0] : self.spans[k][1]]


def _normalise(task: Any) -> str:
    """Control characters and runs of spaces become one space, around newlines none. Only the
    first 2 x MAX_CHARS characters are normalised: beyond MAX_CHARS a task is one trailing text
    slot anyway, and normalising a megabyte would cost more than everything else together."""
    if not isinstance(task, str):
        raise UserError(f"a task must be a str, not {type(task).__name__}")
    head, tail = task[: 2 * MAX_CHARS], task[2 * MAX_CHARS :]
    head = head.encode("utf-8", "replace").decode("utf-8") if _has_surrogates(head) else head
    head = re.sub(r" ?\n[ \n]*", "\n", _SPACES.sub(" ", _CONTROL.sub(" ", head)))
    if tail and _has_surrogates(tail):
        tail = tail.encode("utf-8", "replace").decode("utf-8")
    return (head + tail).strip()


def _has_surrogates(s: str) -> bool:
    try:
        s.encode("utf-8")
        return False
    except UnicodeEncodeError:
        return True


def _code_blocks(head: str) -> Iterable[tuple[int, int, str]]:
    for m in _CODE.finditer(head):
        yield m.start(), m.end(), "code"


_OPEN_TAG = re.compile(r"<([A-Za-z][\w:-]{0,30})(?:\s[^<>]{0,300})?>")
_CLOSE_TAG = re.compile(r"</([A-Za-z][\w:-]{0,30})\s*>")


def _markup(head: str) -> Iterable[tuple[int, int, str]]:
    """HTML or XML elements ("<em>x y</em>"), each from an opening tag to the first closing tag
    of its name; elements apart only by spaces are one value. Linear: one scan for closing tags,
    then a binary search per opening tag."""
    closes: dict[str, tuple[list[int], list[int]]] = {}
    for m in _CLOSE_TAG.finditer(head):
        at = closes.setdefault(m.group(1).casefold(), ([], []))
        at[0].append(m.start())
        at[1].append(m.end())
    if not closes:
        return
    spans: list[tuple[int, int]] = []
    for m in _OPEN_TAG.finditer(head):
        if spans and m.start() < spans[-1][1]:
            continue
        starts, ends = closes.get(m.group(1).casefold(), ([], []))
        k = bisect.bisect_left(starts, m.end())
        if k == len(starts):
            continue
        if spans and not head[spans[-1][1]:m.start()].strip():
            spans[-1] = (spans[-1][0], ends[k])
        else:
            spans.append((m.start(), ends[k]))
    for s, e in spans:
        yield s, e, "markup"


def _option_runs(head: str) -> Iterable[tuple[int, int, str]]:
    """Lettered answer options "(A) ... (B) ..." (consecutive letters from A): one value from the
    first mark to the end of the last option's line."""
    marks = list(_OPTION_MARK.finditer(head))
    i = 0
    while i < len(marks):
        j = i
        if marks[i].group(1) in "Aa":
            while j + 1 < len(marks) and ord(marks[j + 1].group(1)) == ord(marks[j].group(1)) + 1:
                j += 1
        if j > i:
            nl = head.find("\n", marks[j].end())
            end = len(head) if nl == -1 else nl
            while end > marks[j].end() and head[end - 1] in " \t":
                end -= 1
            yield marks[i].start(), end, "options"
        i = j + 1


def _structured(head: str) -> Iterable[tuple[int, int, str]]:
    """Outermost balanced [...] / {...} values that parse: a matrix of numbers, a JSON value, or a
    flat list. One linear scan over bracket characters; nesting deeper than _STRUCT_DEPTH is skipped."""
    # parallel lists of plain ints and strings: no tuple per bracket (hostile input has thousands)
    opens: list[str] = []
    at_open: list[int] = []
    starts: list[int] = []
    ends: list[int] = []
    too_deep = -1
    for m in _STRUCT_CHARS.finditer(head):
        c, at = m.group(0), m.start()
        if c in "[{":
            opens.append(c)
            at_open.append(at)
            if len(opens) > _STRUCT_DEPTH:
                too_deep = len(opens)
            continue
        if not opens or opens[-1] != ("[" if c == "]" else "{"):
            opens.clear()  # unbalanced: start over
            at_open.clear()
            continue
        opens.pop()
        start = at_open.pop()
        if too_deep > 0:
            if not opens:
                too_deep = -1
            continue
        if not opens or len(starts) < 64:
            starts.append(start)
            ends.append(at + 1)
    outer: list[tuple[int, int]] = []
    for s, e in sorted(zip(starts, ends), key=lambda x: (x[0], -x[1])):
        if outer and s < outer[-1][1]:
            continue
        outer.append((s, e))
    for s, e in outer:
        if s and (head[s - 1].isalnum() or head[s - 1] == "_"):
            continue  # an index or a call: x[0], f{...}
        kind = _structure_kind(head[s:e])
        if kind:
            yield s, e, kind


def _structure_kind(text: str) -> str:
    if not re.search(r"[\w\"']", text):
        return ""
    if text[0] == "[":
        try:
            rows = toolkit.parse_matrix(text)
            if text[1:].lstrip().startswith("[") and rows:
                return "matrix"
        except toolkit.NotMine:
            pass
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        value = None
    if isinstance(value, dict):
        return "json"
    if isinstance(value, list) and value:
        return "list" if all(not isinstance(v, (list, dict)) for v in value) else "json"
    inner = text[1:-1]
    if text[0] == "[" and "," in inner and not re.search(r"[\[\]{}]", inner) and inner.strip():
        return "list"
    return ""


def _steps_ok(run: str) -> bool:
    """A run of short sentences is a step list when no sentence merely ends at an abbreviation
    ("Dr.", "Main St.") or an initial, and some step carries a number ("Take 3 steps."). Two
    sentences are steps only as short commands of up to four words ("Take 3 steps. Turn left."):
    "Each sandwich uses 2 slices of bread. A loaf has 18 slices." is a request's framing."""
    digit = False
    sentences = [m.group(0) for m in re.finditer(_SENT, run)]
    for sentence in sentences:
        last = re.search(r"([\w'-]+)\.$", sentence)
        word = last.group(1) if last else ""
        if word.casefold() in _ABBREVIATIONS or (len(word) == 1 and word.isalpha()):
            return False
        digit = digit or any(c.isdigit() for c in sentence)
    return digit and (len(sentences) > 2 or all(len(s.split()) <= 4 for s in sentences))


def _tokenise(text: str) -> _Toks:
    head = text[:MAX_CHARS]
    taken = bytearray(len(head))
    found: list[tuple[int, int, str]] = []
    for finder in (_code_blocks, _markup, _option_runs, _structured):
        for s, e, kind in finder(head):
            if e > s and taken.find(1, s, e) == -1:
                taken[s:e] = b"\x01" * (e - s)
                found.append((s, e, kind))
    for kind, rx, group in _RULES:
        pos = 0
        while pos <= len(head) and (m := rx.search(head, pos)) is not None:
            s, e = m.span()
            pos = e if e > s else e + 1
            numbers_only = False
            if e > s and taken.find(1, s, e) != -1 and kind == "list" and group == 0:
                # ", 27, 76 in descending order, joined by '" runs into a quoted value: its numbers
                # may still be a list of their own
                numbers = _NUMBER_RUN.match(head, s, e)
                if numbers and _is_list(numbers.group(0)) and taken.find(1, s, numbers.end()) == -1 and \
                        _WORD_NEXT.match(head, numbers.end()):
                    e, numbers_only = numbers.end(), True
            if e <= s or taken.find(1, s, e) != -1:
                continue
            if kind == "quoted":
                g = next(i for i in (1, 2, 3) if m.group(i) is not None)
                vs, ve = m.span(g)
            else:
                vs, ve = m.span(group)
            if kind == "path" and not _is_path(m.group(0)):
                continue
            if kind == "polynomial" and not _is_polynomial(m.group(0)):
                continue
            if kind == "url":
                while ve > vs and head[ve - 1] in ".,;:!?)]}'\"":
                    ve -= 1
                e = ve
            if kind == "list" and group == 1 and _mixed_items(re.split(r"[;,\s]+", m.group(1).strip())):
                continue  # "Input: 30 km" is a number and a unit, not a list of two words
            if kind == "list" and group == 0 and _compound_quantity(head[:s], m.group(0)):
                continue  # "4 hours, 2 minutes and 40 seconds" is one amount in three units: three numbers
            if kind == "list" and group == 0 and _labelled_amounts(head[:s], m.group(0)):
                continue  # "65 g of carbohydrate, 110 g of protein and 101 g of fat": three numbers
            if kind == "list" and group == 0 and any(_labelled_counts(head[:s], m.group(0), w) for w in (False, True)):
                continue  # "10 red, 7 green and 14 blue marbles", "won 5, drew 11 and lost 18 games": three numbers
            if kind == "list" and group == 0 and _numbered_clauses(m.group(0)):
                continue  # "starts on floor 6, goes up 8 floors, then down 11 floors": steps with numbers
            if kind == "list" and group == 0:
                numbers = _NUMBER_RUN.match(head, s, e)
                clause = _clause_after_words(m.group(0))
                lead = _LEAD_WORDS.match(m.group(0))
                if lead is not None and not numbers_only:
                    # ", starting 0, 0, 1?": the numbers after the words, never "starting 0" as an item
                    taken[s + lead.end():e] = b"\x01" * (e - s - lead.end())
                    found.append((s + lead.end(), e, kind))
                    continue
                if numbers_only:
                    ve = e
                elif numbers and _WORD_NEXT.match(head, numbers.end(), e) and \
                        (_is_list(numbers.group(0)) or _FIRST_NUMBER.search(head, max(0, s - 40), s)):
                    # "of 60, 97, 13, 71 are between 36 and 67", "of 94, 1 are between 41 and 79":
                    # the numbers only, never "1 are between 41 and 79" as an item
                    e = ve = numbers.end()
                elif clause and _is_list(m.group(0)[:clause]) and _LIST_END.match(head, e):
                    e = ve = s + clause  # "apple, pear, kiwi with plus signs.": the words only
                elif not (_is_list(m.group(0)) and _LIST_END.match(head, e)):
                    continue
                s = vs = _first_item_start(head, s, head[s:e], taken)
            if kind == "steps" and (not _steps_ok(m.group(0)) or not (head[:s].strip() or head[e:].strip())):
                continue  # a task of nothing but short sentences has no framing to know it by
            if kind == "expression":
                vs, ve = _trim_expression(head, vs, ve)
                if ve <= vs:
                    continue
                s, e = vs, ve
            taken[s:e] = b"\x01" * (e - s)
            found.append((vs, ve, kind))
            if e < m.end():  # a run cut short ("of 12, 50, 7 with weights 3, 5, 1, to"): its rest may hold more
                pos = max(e, m.start() + 1)
    found.sort()
    keys: list[str] = []
    spans: list[tuple[int, int]] = []
    kinds: list[str] = []
    pos = 0
    for vs, ve, kind in [*found, (len(head), len(head), "")]:
        if len(keys) > MAX_TOKENS:
            break
        for m in _TOKEN.finditer(head, pos, vs):
            long = m.end() - m.start() > MAX_TOKEN_CHARS  # no template has such a word: a value
            keys.append(_PH + "text" if long else m.group(0).casefold())
            spans.append(m.span())
            kinds.append("text" if long else "")
            if len(keys) > MAX_TOKENS:
                break
        if kind and len(keys) <= MAX_TOKENS:
            keys.append(_PH + kind)
            spans.append((vs, ve))
            kinds.append(kind)
        pos = max(pos, ve)
    if len(keys) > MAX_TOKENS or len(text) > len(head):
        cut = MAX_TOKENS - 1 if len(keys) > MAX_TOKENS else len(keys)
        start = spans[cut][0] if cut < len(spans) else len(head)
        keys, spans, kinds = keys[:cut], spans[:cut], kinds[:cut]
        if start < len(text):
            keys.append(_PH + "text")
            spans.append((start, len(text)))
            kinds.append("text")
    return _Toks(text, keys, spans, kinds)


def _is_polynomial(s: str) -> bool:
    """One variable letter, written with a power or a coefficient somewhere ("x + 1" alone may
    be words)."""
    return len(set(re.findall(r"[a-z]", s))) == 1 and re.search(r"\d[a-z]|[a-z]\^", s) is not None


def _is_path(s: str) -> bool:
    if s[:1] in "/~." or re.match(r"[A-Za-z]:\\", s):
        return True
    if not any(c.islower() or c.isdigit() for c in s):
        return False  # "MM/DD/YYYY", "US/EU": a format or a choice, not a file
    return s.count("/") >= 2 or re.search(r"\.[A-Za-z]\w{0,5}$", s) is not None


_FIRST_NUMBER = re.compile(rf"(?<![\w'&.,:/$€£¥+-]){_NUM_ITEM}\Z")
_AFTER_COLON = re.compile(rf":[ \t]+({_ITEM})\Z")
_LINE_ITEM = re.compile(rf"(?<=\n)[ \t]*({_ITEM})\Z")
_LINE_END = re.compile(r"[ \t]*(?:\n|\Z)")
# A comma list of numbers that a clause goes on after ("60, 97, 13, 71 are between ..."): its numbers.
_NUMBER_RUN = re.compile(rf"(?:,[ \t]+{_NUM_ITEM})+(?:,?[ \t]+(?:and|or)[ \t]+{_NUM_ITEM})?")
_WORD_NEXT = re.compile(r",?[ \t]+[^\W\d_]")
_NUMBER_ITEMS = re.compile(
    rf"(?:,[ \t]+{_NUM_ITEM})+(?:,?[ \t]+(?:and|or)[ \t]+{_NUM_ITEM})?|,[ \t]+(?:and|or)[ \t]+{_NUM_ITEM}")
_LEAD_WORDS = re.compile(rf",[ \t]+(?:[^\W\d_]+[ \t]+){{1,3}}(?={_NUM_ITEM}(?:{_NUMBER_ITEMS.pattern})\Z)")
"""Words that open a comma run of numbers after a comma (", starting 0, 0, 1"): not an item."""


# A list of one-word items whose last item goes on with a preposition ("kiwi with plus signs").
_WORD_ITEMS = re.compile(r"(?:(?:,[ \t]+(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or)[ \t]+)[\w'&-]+)+[ \t]+(?=(with|by|using|into|in|to|from|as|for|on|at|"
                         r"without|than|per|via|onto|under|over)[ \t])")


def _clause_after_words(run: str) -> int:
    """Where a comma list of single words ends when a clause follows its last item in the same
    run (", pear, kiwi with plus signs" -> 15); 0 when the run is not such a list. Items of
    several words are left whole, and so is a run that goes on with a capital ("Gone with the Wind")."""
    m = _WORD_ITEMS.match(run)
    if m is None or any(c.isupper() for c in run[m.end():]):
        return 0  # "Alien, Gone with the Wind": a title goes on, not a clause
    return len(m.group(0).rstrip(" \t"))


def _first_item_start(head: str, s: int, rest: str, taken: bytearray) -> int:
    """Where a comma list that starts at `s` (", b, and c") really starts: before its first
    item when every item is a whole number ("of 24, 14, 75"), a colon opens the list ("these
    fruits: New York fig, kiwi, pear?") or the list is a whole line ("...\n2021, dog, 90s\n").
    Elsewhere, where a first item of words starts is unclear ("similar to Star Wars, The Mask"):
    the alignment of later tasks decides."""
    colon = _AFTER_COLON.search(head, max(0, s - 100), s)
    if colon is None and _LINE_END.match(head, s + len(rest)):
        colon = _LINE_ITEM.search(head, max(0, s - 100), s)
    number = _FIRST_NUMBER.search(head, max(0, s - 40), s) if _NUMBER_ITEMS.fullmatch(rest) else None
    measured = _same_unit(head[max(0, s - 40):s], rest)
    if colon is not None:
        start = colon.start(1)
    elif number is not None:
        start = number.start()
    elif measured:
        start = s - len(measured[0])
    else:
        return s
    return start if taken.find(1, start, s) == -1 else s


_MEASURED = re.compile(rf"{_NUM_ITEM}[ \t]*(°?[^\W\d_]+)")


def _same_unit(before: str, run: str) -> list[str]:
    """The items of a comma run (`run`, after the text `before` it) that are numbers in one unit
    ("-3 °C, 3 °C and 6 °C", "3 kg, 5 kg and 2 kg"), the first one just before the run; none
    otherwise. Such a run is one list of amounts, whatever its length."""
    items = _run_items(before, run, rf"(?<![\w.,]){_MEASURED.pattern}")
    units = {m.group(1).casefold() if m else None for m in map(_MEASURED.fullmatch, items)}
    return items if len(items) >= 2 and len(units) == 1 and None not in units else []


def _mixed_items(items: list[str]) -> bool:
    """Some items are numbers and some are not."""
    numbers = sum(bool(_NUMBER_ITEM.fullmatch(i)) for i in items)
    return 0 < numbers < len(items)


_NUMBER_ITEM = re.compile(r"[-+]?[$€£¥]?\d[\d,]*(?:\.\d+)?%?")


_MEASURE = re.compile(
    r"(?:[-+]?\d[\d,]*(?:\.\d+)?)[ \t]+(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?"
    r"|kg|g|grams?|kilograms?|lbs?|pounds?|oz|ounces?|km|m|cm|mm|metres?|meters?|miles?|mi|feet|foot|ft|inch(?:es)?"
    r"|yards?|yd|litres?|liters?|l|ml)\b", re.IGNORECASE)


def _compound_quantity(before: str, run: str) -> bool:
    """Whether a comma run (`run`, after the text `before` it) is one amount written in several
    units ("4 hours, 2 minutes and 40 seconds", "3 kg, 200 g"): every item a number and a unit,
    the first one just before the run, and no unit twice; never a choice ("3 km, 2 mi or 900 m")."""
    if re.search(r"\sor\s", run):
        return False
    first = re.search(r"[-+]?\d[\d,]*(?:\.\d+)?[ \t]+[^\W\d_]+$", before)
    items = ([first.group(0)] if first else []) + [i.strip() for i in re.split(r",|\s(?:and|or)\s", run) if i.strip()]
    measures = [_MEASURE.fullmatch(i) for i in items]
    units = {m.group(1).casefold().rstrip("s") for m in measures if m}
    return len(items) >= 2 and all(measures) and len(units) == len(items)


_LABELLED = re.compile(rf"{_MEASURE.pattern}[ \t]+(?:of[ \t]+)?[^\W\d_]+", re.IGNORECASE)


def _run_items(before: str, run: str, first: str) -> list[str]:
    """The items of a comma run (`run`) and the one `first` matches at the end of the text
    `before` it; none for a choice ("... or ...") or where no first item ends `before`."""
    head = re.search(f"(?:{first})$", before)
    if head is None or re.search(r"\sor\s", run):
        return []
    return [head.group(0)] + [i.strip() for i in re.split(r",|\s(?:and|or)\s", run) if i.strip()]


def _labelled_amounts(before: str, run: str) -> bool:
    """Whether a comma run (`run`, after the text `before` it) is amounts of named things in one
    unit ("65 g of carbohydrate, 110 g of protein and 101 g of fat"): every item a number, the
    unit and a word, the first one just before the run, no word twice. Each number is a value and
    the words are the request's framing; never a choice ("2 kg of rice or 3 kg of oats")."""
    items = _run_items(before, run, r"[-+]?\d[\d,]*(?:\.\d+)?[ \t]+[^\W\d_]+(?:[ \t]+of)?[ \t]+[^\W\d_]+")
    found = [_LABELLED.fullmatch(i) for i in items]
    if not items or not all(found):
        return False
    units = {m.group(1).casefold().rstrip("s") for m in found if m}
    labels = {i.split()[-1].casefold() for i in items}
    return len(items) >= 2 and len(units) == 1 and len(labels) == len(items)


def _labelled_counts(before: str, run: str, word_first: bool) -> bool:
    """Whether a comma run (`run`, after the text `before` it) counts things each item names,
    the number first ("10 red, 7 green and 14 blue marbles") or the word (`word_first`: "won 5,
    drew 11 and lost 18 games", "had 406 boxes, sold 386 and received 219"): every item a number
    and one word, the last one maybe words after it (what they all are; with the word first, the
    first one may say it instead), the first one just before the run, no word twice. Each number
    is a value and the words are the request's framing; never a choice ("3 red or 4 blue")."""
    word = r"[^\W\d_]+"
    pair = rf"({word})[ \t]+\d+" if word_first else rf"\d+[ \t]+({word})"
    named = rf"(?:[ \t]+{word})?" if word_first else ""  # "had 406 boxes, sold 386 and received 219"
    items = _run_items(before, run, "(?<![\\w.,])" + pair.replace("(", "(?:", 1) + named)
    shapes = [re.fullmatch(rf"{pair}((?:[ \t]+{word})*)", i) for i in items]
    if not items or not all(shapes) or any(m.group(2) for m in shapes[1:-1]) or \
            (shapes[0].group(2) and (not word_first or shapes[-1].group(2))):
        return False
    labels = [m.group(1).casefold() for m in shapes]
    return len(set(labels)) == len(labels) and not set(labels) & {"and", "or", "of", "to", "is", "are", "by"}


def _numbered_clauses(run: str) -> bool:
    """Whether a comma run is clauses that each state a number ("goes up 8 floors, then down 11
    floors", "..., and 321 seats are sold"), not a list: every item a number among two words or
    more, no two items with the same words ("4 kg of rice, 2 kg of rice" is a list), or an item
    that starts with "then"; never a choice. Each number is a value and the words are the
    request's framing."""
    items = [i.strip() for i in re.split(r",|\s(?:and|or)\s", run) if i.strip()]
    if re.search(r"\sor\s", run) or not items or len(items) < 2 and not re.match(r",[ \t]+and\s", run):
        return False  # a choice ("2 kg of rice, 3 kg of oats or 1 kg of corn") is a list
    if any(re.match(r"(?i)then\b", i) for i in items):
        return True
    words = [tuple(w.casefold() for w in re.findall(r"[^\W\d_]+", i)) for i in items]
    return all(re.search(r"\d", i) for i in items) and all(len(w) >= 2 for w in words) and len(set(words)) == len(words)


def _is_list(s: str) -> bool:
    """A comma list needs two separators or a final conjunction."""
    return s.count(",") >= 2 or re.search(r"\s(?:and|or)\s", s) is not None


_EXPR_TAIL = frozenset("+ - * / % ^ ** // << >> & | ~ < > <= >= == != ( not and or".split())
_EXPR_HEAD = frozenset("+ * / % ^ ** // << >> & | < > <= >= == != ) and or".split())


def _trim_expression(text: str, s: int, e: int) -> tuple[int, int]:
    """Trim a candidate expression run; (s, s) when it is not a real expression (it must parse
    with `toolkit.check_expression`, so the slot's parser accepts what was masked)."""
    if e - s > 2 * MAX_EXPRESSION_CHARS:
        return s, s
    atoms = [m for m in re.finditer(_EXPR_ATOM, text[s:e])]
    while atoms and atoms[-1].group(0) in _EXPR_TAIL:
        atoms.pop()
    while atoms and atoms[0].group(0) in _EXPR_HEAD:
        atoms.pop(0)
    for _ in range(2):  # unbalanced parentheses at an end belong to the sentence around it
        if len(atoms) < 3:
            return s, s
        vals = [m.group(0) for m in atoms]
        if vals[-1] == ")" and vals.count(")") > vals.count("("):
            atoms.pop()
        elif vals[0] == "(" and vals.count("(") > vals.count(")"):
            atoms.pop(0)
    vals = [m.group(0) for m in atoms]
    is_operand = [_EXPR_OPERAND.fullmatch(v) is not None for v in vals]
    operands = [v for v, o in zip(vals, is_operand) if o]
    operators = sum(1 for v, o in zip(vals, is_operand) if not o and v not in ("(", ")"))
    if len(vals) < 3 or not operands or not operators or not any(v in _EXPR_STRONG for v in vals):
        return s, s
    if all(v in ("True", "False") for v in operands) and "(" not in vals and operators < 2:
        return s, s  # "True or False" is a choice of answers, not an expression
    vs, ve = s + atoms[0].start(), s + atoms[-1].end()
    if ve - vs > MAX_EXPRESSION_CHARS:
        return s, s
    try:
        toolkit.check_expression(text[vs:ve])
    except toolkit.NotMine:
        return s, s
    return vs, ve


# --------------------------------------------------------------------------- templates
# A template token is a list: ["f", key, text, sep] (fixed) or ["s", name, kind, sep, strict].
# sep: 0 glued to the previous token, 1 (or True) after a space, 2 at the start of a line.
Tok = list


def _render(tokens: list[Tok]) -> str:
    out: list[str] = []
    for i, t in enumerate(tokens):
        if i and t[3]:
            out.append("\n" if t[3] == 2 else " ")
        out.append(t[2].replace("{", "{{").replace("}", "}}") if t[0] == "f" else "{" + t[1] + "}")
    return "".join(out)


MAX_BACKTRACK = 5_000
"""Above this many split points for loose slots, matching commits to the first split (linear)."""


_NUMBER_PAIR = re.escape(_PH + "number") + _SEP + "(?:and|or)" + _SEP + re.escape(_PH + "number")
"""Two numbers joined by "and" or "or", in a task's joined keys: a list of two where a pattern
holds a list of numbers ("My scores are 55 and 49" / "... are 62, 87 and 45")."""


def _number_pair(toks: _Toks, i: int, j: int) -> bool:
    """Whether tokens i..j of a task are two numbers joined by "and" or "or" (`_NUMBER_PAIR`)."""
    return j - i == 3 and toks.kinds[i] == toks.kinds[i + 2] == "number" and toks.keys[i + 1] in ("and", "or")


def _pair_for_list(pt: list[Tok], i1: int, i2: int, toks: _Toks, j1: int, j2: int) -> bool:
    """Whether one side of a differing region is a list and the other two numbers joined by
    "and" or "or": the same list slot, of two items on one side (C9)."""
    pair = i2 - i1 == 3 and pt[i1][0] == pt[i1 + 2][0] == "s" and pt[i1][4] == pt[i1 + 2][4] == "number" and \
        pt[i1 + 1][0] == "f" and pt[i1 + 1][1] in ("and", "or")
    return (pair and j2 - j1 == 1 and toks.kinds[j1] == "list") or \
        (i2 - i1 == 1 and pt[i1][0] == "s" and pt[i1][4] == "list" and _number_pair(toks, j1, j2))


def _one_token(t: Tok) -> bool:
    """A loose slot that holds exactly one plain token (its values have no spaces)."""
    return t[0] == "s" and not t[4] and t[2] == "identifier"


class _Matcher:
    """Template tokens compiled to regexes over a task's joined token keys."""

    __slots__ = ("tokens", "rx", "_atomic", "follows")

    def __init__(self, tokens: list[Tok]) -> None:
        self.tokens = tokens
        self.rx = self._compile(atomic=False)
        self._atomic: re.Pattern[str] | None = None
        # the fixed key after each loose slot: its count bounds the backtracking
        self.follows = [
            tokens[i + 1][1] for i, t in enumerate(tokens[:-1])
            if t[0] == "s" and not t[4] and not _one_token(t) and tokens[i + 1][0] == "f"
        ]

    def _compile(self, *, atomic: bool) -> re.Pattern[str]:
        parts: list[str] = []
        tokens = self.tokens
        for i, t in enumerate(tokens):
            if t[0] == "f":
                prev = tokens[i - 1] if i else None
                closes = atomic and prev is not None and prev[0] == "s" and not prev[4] and not _one_token(prev)
                parts.append(re.escape(t[1]) + (")" if closes else ""))
            elif t[4] == "list":  # one number is a list of one ("How many of 45 are between 9 and 44?"),
                # two joined by "and" a list of two ("scores of 55 and 49")
                parts.append("(" + re.escape(_PH + "list") + "|" + _NUMBER_PAIR + "|" + re.escape(_PH + "number") + ")")
            elif t[4]:
                parts.append("(" + re.escape(_PH + t[4]) + ")")
            elif _one_token(t):
                parts.append("(" + _ONE + ")")
            else:
                # atomic: commit to the first occurrence of the next fixed token
                commit = atomic and i + 1 < len(tokens) and tokens[i + 1][0] == "f"
                parts.append(("(?>" if commit else "") + "(" + _LOOSE + ")")
        return re.compile(_SEP.join(parts), re.DOTALL)

    def fullmatch(self, toks: _Toks) -> re.Match[str] | None:
        cost = 1
        for key in self.follows:
            cost *= max(1, toks.count(key))
        if cost <= MAX_BACKTRACK:
            return self.rx.fullmatch(toks.joined)
        if self._atomic is None:
            self._atomic = self._compile(atomic=True)
        return self._atomic.fullmatch(toks.joined)


def _from_task(toks: _Toks) -> list[Tok]:
    seps = toks.seps()
    out: list[Tok] = []
    for i, key in enumerate(toks.keys):
        kind = toks.kinds[i]
        if kind:
            out.append(["s", "", kind, seps[i], "" if kind == "text" else kind])
        else:
            out.append(["f", key, toks.raw(i), seps[i]])
    return _name_slots(out)


def _name_slots(tokens: list[Tok]) -> list[Tok]:
    seen: dict[str, int] = {}
    for t in tokens:
        if t[0] == "s":
            seen[t[2]] = seen.get(t[2], 0) + 1
            t[1] = t[2] if seen[t[2]] == 1 else f"{t[2]}_{seen[t[2]]}"
    return tokens


def _template_toks(tokens: list[Tok]) -> _Toks:
    """A template as a pseudo-task: fixed keys, strict slots as their placeholder, a one-token slot
    as one \\x02, any other loose slot as two (so it fits only a slot that may hold several tokens)."""
    keys: list[str] = []
    kinds: list[str] = []
    for t in tokens:
        if t[0] == "f":
            keys.append(t[1])
            kinds.append("")
        elif t[4]:
            keys.append(_PH + t[4])
            kinds.append(t[2])
        else:
            n = 1 if _one_token(t) else 2
            keys += ["\x02"] * n
            kinds += [t[2]] * n
    return _Toks("", keys, [(0, 0)] * len(keys), kinds)


def _extract(matcher: _Matcher, toks: _Toks) -> list[tuple[int, int]] | None:
    """Token ranges of each slot when `toks` fits the template, else None."""
    m = matcher.fullmatch(toks)
    if m is None:
        return None
    ranges = []
    for g in range(1, (m.re.groups or 0) + 1):
        s, e = m.span(g)
        i = bisect.bisect_right(toks.offs, s) - 1
        j = bisect.bisect_left(toks.offs, e)
        ranges.append((i, j))
    return ranges


# --------------------------------------------------------------------------- slot guards
def _word_tokens(toks: _Toks, i: int, j: int) -> list[tuple[int, str]]:
    return [(k, toks.keys[k]) for k in range(i, j) if not toks.kinds[k] and toks.keys[k][:1].isalnum()]


def _ends_sentence(keys: list[str], k: int) -> bool:
    """Does token k (".", "?", ...) end a sentence? Not after "Dr" or an initial."""
    if keys[k] in ("?", "!", ":", ";", '"'):
        return True
    if keys[k] != ".":
        return False
    before = keys[k - 1] if k else ""
    return not (before in _ABBREVIATIONS or (len(before) == 1 and before.isalpha()))


def _sentence_start(toks: _Toks, k: int) -> bool:
    return k == 0 or _ends_sentence(toks.keys, k - 1) or (bool(toks.text) and toks.seps()[k] == 2)


def _tpl_sentence_start(pt: list[Tok], i: int) -> bool:
    if i == 0 or pt[i][3] == 2:
        return True
    keys = [t[1] if t[0] == "f" else "" for t in pt[max(0, i - 2) : i]]
    return _ends_sentence(keys, len(keys) - 1)


def _name_word(raw: str, sentence_start: bool) -> bool:
    """Does one word look like (part of) a name or code rather than a plain word?"""
    if not raw[:1].isalnum() or _OPNAME.fullmatch(raw):
        return False  # "BASE64", "ROT13": an operation's name, not a parameter
    if any(c.isdigit() or c in "._/@#" for c in raw) or any(c.isupper() for c in raw[1:]):
        return True
    return raw[:1].isupper() and not sentence_start


def _capitalised_only(raw: str) -> bool:
    """A word whose only sign of being a name is its capital letter."""
    return raw[:1].isupper() and raw[1:].islower() and raw.isalpha()


def _paramlike(toks: _Toks, i: int, j: int) -> bool:
    """Does this value look like a parameter rather than a fixed word choice?

    A placeholder counts as a name; the value must be mostly names (capitalised mid-sentence,
    digits, inner capitals or inner ``._/@#``)."""
    named = total = 0
    for k in range(i, j):
        if toks.kinds[k]:
            named, total = named + 1, total + 1
            continue
        raw = toks.raw(k)
        if not raw[:1].isalnum():
            continue
        total += 1
        named += _name_word(raw, _sentence_start(toks, k)) or _slashed(toks, k)
    return total > 0 and named * 2 >= total


def _slashed(toks: _Toks, k: int) -> bool:
    """A word glued to a slash is part of a compound name ("primer/design", "r/books")."""
    seps = toks.seps() if toks.text else None
    if seps is None:
        return False
    after = k + 1 < len(toks.keys) and toks.keys[k + 1] == "/" and seps[k + 1] == 0
    before = k > 0 and toks.keys[k - 1] == "/" and seps[k] == 0
    return after or before


def _contradict(u: set[str], v: set[str]) -> bool:
    """Do two slot values differ by contrast words of one group (ascending/descending, not
    product/best) or by negation, rather than merely contain them?"""
    clash = any((u & g) and (v & g) and (u & g) != (v & g) for g in _CONTRAST_GROUPS)
    if not (clash or bool(u & _NEGATIONS) != bool(v & _NEGATIONS)):
        return False
    short = len(u) <= 5 and len(v) <= 5
    return short or (u - _CONTRAST_WORDS - _NEGATIONS) == (v - _CONTRAST_WORDS - _NEGATIONS)


def _opname_clash(a: str, b: str) -> bool:
    """"BASE32" / "BASE64", "ROT13" / "ROT47": one operation name with other digits."""
    ma, mb = _OPNAME.fullmatch(a), _OPNAME.fullmatch(b)
    return bool(ma and mb and ma.group(1).casefold() == mb.group(1).casefold() and ma.group(2) != mb.group(2))


def _singular(word: str) -> str:
    for suffix in ("ies", "es", "s"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def _kinds_clash(pt: list[Tok], i1: int, i2: int, toks: _Toks, j1: int, j2: int) -> bool:
    """A typed value where the pattern holds a typed slot of another kind, and no value of the
    same kind on either side: "... in the sentence "{quoted}"?" / "... in 35 minutes?" are two
    requests, not two values of one slot."""
    held = {_KIND_CLASS.get(pt[i][4], pt[i][4]) for i in range(i1, i2) if pt[i][0] == "s" and pt[i][4]}
    given = {_KIND_CLASS.get(k, k) for k in toks.kinds[j1:j2]} - {"", "text"}
    if bool(held and given) and not held & given:
        return True
    # a list alone on one side, a list framed by words on the other: "of 17, 4, 35" / "of the
    # vector (8, 11, -9)" are two requests, not one list slot that took in the words
    lists = [pt[i][0] == "s" and (pt[i][2] in _LIST_KINDS or pt[i][4] in _LIST_KINDS) for i in range(i1, i2)]
    listed = [k in _LIST_KINDS for k in toks.kinds[j1:j2]]
    words = any(pt[i][0] == "f" and pt[i][1][:1].isalnum() for i in range(i1, i2)) or \
        any(not toks.kinds[k] and toks.keys[k][:1].isalnum() for k in range(j1, j2))
    return words and ((lists == [True] and any(listed)) or (listed == [True] and any(lists)))


_LIST_KINDS = frozenset({"list", "commas"})


# Kinds that write the same sort of value: a year is a number in one task, a date in another.
_KIND_CLASS = {"date": "number", "time": "number", "ordinal": "number", "fraction": "number"}


def _value_words(toks: _Toks, i: int, j: int) -> int:
    """Words in a value, a placeholder counting as one, articles and other stopwords not at
    all: "a prime" / "an even" is one changed word, not two phrases."""
    return sum(1 for k in range(i, j) if toks.kinds[k] or toks.keys[k][:1].isalnum() and toks.keys[k] not in _STOPWORDS)


class _SlotInfo:
    """What the alignment knows about one new slot."""

    __slots__ = ("payload", "was_fixed", "prev_kinds")

    def __init__(self, payload: bool = False, was_fixed: bool = False, prev_kinds: tuple[str, ...] = ()) -> None:
        self.payload = payload
        """Free text after a framing that ends at ':' or a line break (C1)."""
        self.was_fixed = was_fixed
        """The pattern held fixed words here, and only fixed words."""
        self.prev_kinds = prev_kinds
        """Kinds of the pattern's loose slots inside this slot (their members must still fit)."""


def _slot_ok(values: list[tuple[_Toks, int, int]], support: int, strict: bool, info: _SlotInfo) -> str:
    """Contradiction and evidence guards for one slot's values: why it may be a slot, or ''.

    ``strict`` (few fixed words) accepts only values that all look like parameters; a word
    that was fixed and whose only sign of a name is its capital needs ``support`` values."""
    distinct: dict[str, tuple[_Toks, int, int]] = {}
    for toks, i, j in values:  # distinct values as written ("$15" and "$40" are two)
        distinct.setdefault(" ".join(toks.value(i, j).casefold().split()), (toks, i, j))
    wordsets = []
    for toks, i, j in distinct.values():
        words = {w for _, w in _word_tokens(toks, i, j)}
        words |= {"not" for w in words if w.endswith("n't")}
        wordsets.append(words)
    vals = list(distinct.values())
    for a in range(len(wordsets)):
        for b in range(a + 1, len(wordsets)):
            if _contradict(wordsets[a], wordsets[b]):
                return ""
            (ta, ia, ja), (tb, ib, jb) = vals[a], vals[b]
            if ja - ia == 1 and jb - ib == 1 and _opname_clash(ta.raw(ia), tb.raw(ib)):
                return ""
    if info.payload:
        return "payload"
    if len(distinct) >= 2 and len({_singular(v) for v in distinct}) == 1 and all(j - i == 1 for _, i, j in vals):
        return "inflection"  # "1 pound" / "5 pounds": grammar, not a choice
    if info.was_fixed and all(j - i == 1 and _capitalised_only(t.raw(i)) for t, i, j in vals):
        # "Vigenere", then "Caesar" (from the first tasks on, interleaved): another request
        # until a third value shows the position varies ("Smith", "Jones", "Brown"); a code
        # such as "a11y-club" or a name of several words is a value at once
        return "support" if len(distinct) >= support else ""
    flags = [_paramlike(t, i, j) for t, i, j in vals]
    if all(flags):
        return "param"
    if strict:
        return ""
    if len(distinct) >= support:
        return "support"
    if len(distinct) >= 2 and all(_value_words(t, i, j) >= 2 for t, i, j in vals):
        return "phrases"  # multi-word values: two different ones are enough (C3)
    # a name next to single plain words ("Eric" / "kilian"): still a parameter position
    mixed = all(f or (j - i == 1 and not t.kinds[i]) for f, (t, i, j) in zip(flags, vals))
    return "mixed" if any(flags) and mixed else ""


_GENERALITY = {"identifier": 0, "name": 1, "text": 2}


def _infer_kind(values: list[tuple[_Toks, int, int]], prev_kinds: tuple[str, ...] = ()) -> tuple[str, str]:
    """(kind, strict placeholder kind or '') of a slot from its values. A structured kind
    (number, matrix, options, ...) only when every value is exactly one such placeholder, so that
    every value parses as that type; never narrower than a loose slot it replaces."""
    single = {t.kinds[i] if j - i == 1 else "" for t, i, j in values}
    if "list" in single and all(j - i == 1 and t.kinds[i] in ("list", "number") or _number_pair(t, i, j)
                                for t, i, j in values):
        return "list", "list"  # "62, 87 and 45", "55 and 49", "90": lists of numbers, parsed as one
    if len(single) == 1 and "" not in single and not prev_kinds:
        k = single.pop()
        return k, ("" if k == "text" else k)
    kinds = {t.kinds[k] for t, i, j in values for k in range(i, j)} | set(prev_kinds)
    if set(prev_kinds) <= _LIST_KINDS and any(j - i > 1 for _, i, j in values) and all(
            all(_task_number_run(t, k) and (t.keys[k] == ",") == ((k - i) % 2 == 1) for k in range(i, j))
            and t.keys[j - 1] != "," for t, i, j in values):
        return "list", ""  # numbers in a row, as many as each task has: a vector, one list (of one, too)
    for k in ("list", "steps", "brackets"):
        if k in kinds:
            return k, ""  # parsed as text or split into items: any value fits
    if any(2 in t.seps()[i + 1 : j] for t, i, j in values):
        kind = "text"  # a value of several lines is no name
    elif all(j - i == 1 and _paramlike(t, i, j) and not t.kinds[i] for t, i, j in values):
        kind = "identifier"
    elif all(_paramlike(t, i, j) for t, i, j in values):
        kind = "name"
    else:
        kind = "text"
    for k in prev_kinds:
        if _GENERALITY.get(k, 2) > _GENERALITY[kind]:
            kind = k if k in _GENERALITY else "text"
    return kind, ""


# --------------------------------------------------------------------------- alignment helpers
# An alignment is a list of items: ["eq", i, j] (template token i equals task token j) or
# ["reg", i1, i2, j1, j2] (template tokens i1..i2 differ from task tokens j1..j2: a new slot).
def _reg_bounds(it: list[Any]) -> tuple[int, int, int, int]:
    if it[0] == "eq":
        return it[1], it[1] + 1, it[2], it[2] + 1
    return it[1], it[2], it[3], it[4]


def _span(items: list[list[Any]]) -> list[Any]:
    """One region covering consecutive items."""
    first, last = _reg_bounds(items[0]), _reg_bounds(items[-1])
    return ["reg", first[0], last[1], first[2], last[3]]


def _growable(pt: list[Tok], toks: _Toks, it: list[Any], neutral: bool) -> bool:
    """An equal token that may join a neighbouring insertion: a name word in both texts, or a
    typed value when the inserted words are neutral ("2-3" / "10", "a 20 percent" / "$15")."""
    if it[0] != "eq":
        return False
    t = pt[it[1]]
    if t[0] == "s":
        return neutral
    return _name_word(t[2], _tpl_sentence_start(pt, it[1])) and _name_word(toks.raw(it[2]), _sentence_start(toks, it[2]))


MAX_INSERTED = 3
"""Most tokens an inserted (or deleted) run may have to become part of a neighbouring value."""


def _pt_number_run(t: Tok) -> bool:
    """A template token that may be part of a run of numbers: a number slot, a number list
    slot or a comma."""
    return (t[0] == "s" and (t[4] in ("number", "integer") or t[2] in _LIST_KINDS)) or (t[0] == "f" and t[1] == ",")


def _task_number_run(toks: _Toks, k: int) -> bool:
    return toks.kinds[k] in ("number", "integer") or toks.keys[k] == ","


def _number_runs(items: list[list[Any]], pt: list[Tok], toks: _Toks) -> list[list[Any]]:
    """Where one text has more numbers in a row than the other ("(8, 11, -9)" / "(-3, -12)"),
    the whole run of numbers and commas on each side becomes one region, so that the vector is
    one list slot rather than a number slot beside a loose one (C9). A list, not `commas`: a
    run of one number ("the sum of the squares of 14") is a list too. Only numbers and commas
    join: the words around the run stay fixed."""
    out = list(items)
    for n, it in enumerate(out):
        if it[0] != "reg" or len(it) > 5:
            continue
        i1, i2, j1, j2 = it[1:5]
        sides_numeric = all(_pt_number_run(pt[i]) for i in range(i1, i2)) and all(_task_number_run(toks, k) for k in range(j1, j2))
        numbers = sum(pt[i][0] == "s" for i in range(i1, i2)) - sum(toks.keys[k] != "," for k in range(j1, j2))
        if not sides_numeric or i2 - i1 == j2 - j1 or not numbers:
            continue
        lo, hi = n, n + 1
        while lo > 0 and out[lo - 1][0] == "eq" and _pt_number_run(pt[out[lo - 1][1]]):
            lo -= 1
        while hi < len(out) and out[hi][0] == "eq" and _pt_number_run(pt[out[hi][1]]):
            hi += 1
        while lo < n and pt[out[lo][1]][0] == "f":
            lo += 1  # a run starts and ends with a number
        while hi > n + 1 and pt[out[hi - 1][1]][0] == "f":
            hi -= 1
        if (lo, hi) != (n, n + 1):
            out[lo:hi] = [_span(out[lo:hi])]
            return _number_runs(out, pt, toks)
    return out


def _moved(items: list[list[Any]], pt: list[Tok], toks: _Toks) -> bool:
    """A typed value taken out at one place and put in at another: "It is 23:00 GMT. What time
    is it at GMT-4?" / "It is 17:30 at GMT+11. What time is it at GMT?" move the offset from
    the question to the statement, and the answer changes. Two requests, not one pattern whose
    loose slots took in the shared words around the value."""
    gone: set[str] = set()
    added: set[str] = set()
    for it in items:
        if it[0] != "reg" or len(it) > 5:
            continue
        i1, i2, j1, j2 = it[1:5]
        if j1 == j2:
            gone |= {_KIND_CLASS.get(pt[i][4], pt[i][4]) for i in range(i1, i2) if pt[i][0] == "s" and pt[i][4]}
        elif i1 == i2:
            added |= {_KIND_CLASS.get(k, k) for k in toks.kinds[j1:j2]} - {"", "text"}
    return bool(gone & added)


def _grow(items: list[list[Any]], pt: list[Tok], toks: _Toks) -> list[list[Any]] | None:
    """A region that is empty on one side (a word inserted or deleted) becomes a slot only by
    taking in the name words around it: "by Ada Lovelace" / "by Ada Lovelace before 1840" (C2).
    None when some such region has no name beside it."""
    out = list(items)
    n = 0
    while n < len(out):
        it = out[n]
        if it[0] == "reg" and (it[1] == it[2] or it[3] == it[4]):
            if len(it) > 5 or max(it[2] - it[1], it[4] - it[3]) > MAX_INSERTED:
                return None  # free text on one side only, or more than a few words
            lo, hi = n, n + 1
            # the words only one side has: a contrast word or a negation next to a typed value
            # is another request ("5 products" / "5 best products"), anything else a longer value
            extra = {toks.keys[k] for k in range(it[3], it[4])} | {pt[i][1] for i in range(it[1], it[2]) if pt[i][0] == "f"}
            neutral = not (extra & (_CONTRAST_WORDS | _NEGATIONS)) and not any(w.endswith("n't") for w in extra)
            while lo > 0 and _growable(pt, toks, out[lo - 1], neutral):
                lo -= 1
            while hi < len(out) and _growable(pt, toks, out[hi], neutral):
                hi += 1
            if (lo, hi) == (n, n + 1):
                return None
            # a neighbouring region reached through the names joins too
            if lo > 0 and out[lo - 1][0] == "reg":
                lo -= 1
            if hi < len(out) and out[hi][0] == "reg":
                hi += 1
            out[lo:hi] = [_span(out[lo:hi])]
            n = lo
            r = out[n]
            if r[1] == r[2] or r[3] == r[4]:
                return None
        n += 1
    return out


def _glue(items: list[list[Any]], pt: list[Tok], toks: _Toks) -> list[list[Any]]:
    """A value written flush against a new slot joins it: in "a flute, a piano, and a drum" the
    first item "a flute" and the masked ", a piano, and a drum" are one list."""
    seps = toks.seps()
    out = list(items)
    n = 0
    while n < len(out):
        it = out[n]
        if it[0] == "reg" and len(it) == 5:
            if n + 1 < len(out) and out[n + 1][0] == "eq" and pt[out[n + 1][1]][0] == "s" and seps[out[n + 1][2]] == 0:
                out[n : n + 2] = [_span(out[n : n + 2])]
                continue
            if n and out[n - 1][0] == "eq" and pt[out[n - 1][1]][0] == "s" and it[3] < len(seps) and seps[it[3]] == 0:
                out[n - 1 : n + 1] = [_span(out[n - 1 : n + 1])]
                n -= 1
                continue
        n += 1
    return out


def _labels(items: list[list[Any]], pt: list[Tok], toks: _Toks) -> list[list[Any]]:
    """A plain word right before a one-token value labels it ("key AB", "port 8080", "user
    alice"): when both the label and the value change, the label is its own slot, so that
    "key AB" / "alphabet ABC" needs the evidence any changed word needs. A word flush against
    the value ("flute, a piano, and a drum") is no label: it is its first item (`_glue`)."""
    out: list[list[Any]] = []
    seps = toks.seps()
    for it in items:
        if it[0] == "reg" and len(it) == 5 and it[2] - it[1] == 2 and it[4] - it[3] == 2 and seps[it[3] + 1]:
            i1, j1 = it[1], it[3]
            label = (pt[i1][0] == "f" and not toks.kinds[j1] and pt[i1][1] != toks.keys[j1]
                     and pt[i1][1] not in _STOPWORDS and toks.keys[j1] not in _STOPWORDS
                     and pt[i1][2][:1].isalpha() and not _name_word(pt[i1][2], _tpl_sentence_start(pt, i1))
                     and toks.raw(j1)[:1].isalpha() and not _name_word(toks.raw(j1), _sentence_start(toks, j1)))
            value = ((pt[i1 + 1][0] == "s" or _name_word(pt[i1 + 1][2], False))
                     and (toks.kinds[j1 + 1] != "" or _name_word(toks.raw(j1 + 1), False)))
            if label and value:
                out += [["reg", i1, i1 + 1, j1, j1 + 1], ["reg", i1 + 1, it[2], j1 + 1, it[4]]]
                continue
        out.append(it)
    return out


FRAMING_TOKENS = 4
"""Fixed tokens a framing needs before free text after ':' or a line break becomes one slot."""


def _weak(run: list[list[Any]], pt: list[Tok], toks: _Toks) -> bool:
    """Equal tokens inside free text that only happen to match ("the", "of", ".", a typed value
    such as a number that an earlier merge made a slot: "I bought {number} figs")."""
    if len(run) > 3:
        return False
    content = 0
    seps = toks.seps()
    for it in run:
        t = pt[it[1]]
        if t[0] == "f" and (t[1] == ":" or seps[it[2]] == 2):
            return False
        if t[0] == "f" and t[1][:1].isalnum() and t[1] not in _STOPWORDS:
            content += 1
    return content <= 1


def _payload_end(items: list[list[Any]], n: int, last: int, toks: _Toks, task_index: Callable[[list[Any]], int]) -> int:
    """Where a payload joined from items n..last ends when fixed words follow it on its line.
    "list: glass, jar. How many items are on it?" / "... How many letters are on it?": the
    payload is the list, and "items" / "letters" belong to the question after it, so they must
    pass the guards any changed word passes. So a payload ends before a sentence end that it
    was joined across when after that only a few words differ (not a sentence of free text)."""
    if toks.seps()[task_index(items[last + 1])] == 2:
        return last  # the payload runs to the end of its line
    for k in range(last, n, -1):
        if items[k][0] == "eq" and _ends_sentence(toks.keys, items[k][2]):
            end = k
            while items[end + 1][0] == "eq":
                end += 1
            _, i1, i2, j1, j2 = _span(items[end + 1 : last + 1])
            if max(i2 - i1, j2 - j1) > MAX_INSERTED:
                return last
            while items[k - 1][0] == "eq":
                k -= 1
            return k - 1
    return last


def _payload(items: list[list[Any]], pt: list[Tok], toks: _Toks) -> list[list[Any]]:
    """C1: free text after a shared framing of FRAMING_TOKENS or more fixed tokens that ends at
    ':' or a line break is one slot. It is joined across the words two texts merely happen to
    share ("the", "of", a leading "1."); such a region is marked (a sixth element). A payload
    that starts on a line of its own is also joined across separators and typed values: rows
    of data ("pear,18,2" / "fig: $5"), one more row from task to task (C9)."""
    seps = toks.seps()

    def task_index(it: list[Any]) -> int:
        return it[2] if it[0] == "eq" else it[3]

    def framed(n: int) -> bool:
        run, k = 0, n - 1
        while k >= 0 and items[k][0] == "eq" and pt[items[k][1]][0] == "f":
            run, k = run + 1, k - 1
        if run < FRAMING_TOKENS:
            return False
        j = task_index(items[n])
        return pt[items[n - 1][1]][1] == ":" or (j < len(seps) and seps[j] == 2)

    def word(it: list[Any]) -> bool:
        return it[0] == "eq" and pt[it[1]][0] == "f" and pt[it[1]][1][:1].isalnum()

    def data(run: list[list[Any]]) -> bool:
        """Separators, typed values and at most one fixed word a line, not at its start: what
        rows of data share ("pear,18,2", "fig: $5", "2024-05-21 INFO ..."). A word that starts a
        line labels a field ("Text: ..."), and the rows end before it."""
        words = 0
        for it in run:
            start = seps[task_index(it)] == 2
            words = 0 if start else words
            if word(it) and (start or words):
                return False
            words += word(it)
        return True

    def trailing_value(n: int, last: int, q: int) -> int:
        """The payload's last item, through a shared typed value after it when values of that
        kind occur in the payload too: "... write to dee@example.com and also {email} today."."""
        j1, j2 = task_index(items[n]), items[last][4]
        inside = {toks.kinds[j] for j in range(j1, j2)}
        for k in range(q - 1, last, -1):
            t = pt[items[k][1]]
            if t[0] == "s" and t[4] in inside and _weak(items[last + 1 : k + 1], pt, toks):
                return k
        return last

    out: list[list[Any]] = []
    n = 0
    while n < len(items):
        last = -1
        if n and framed(n):
            # a payload on lines of its own, starting with a value: rows of data (C9)
            j = task_index(items[n])  # a region empty in the task may start at its end
            rows = j < len(seps) and seps[j] == 2 and not word(items[n])
            m = n
            while m < len(items):
                q = m
                while q < len(items) and items[q][0] == "eq":
                    q += 1
                if q >= len(items):
                    if rows and q > m and data(items[m:q]):
                        last = q - 1  # the last row's own values and separators
                    elif last >= 0:
                        last = trailing_value(n, last, q)
                    break
                if q > m and not (_weak(items[m:q], pt, toks) or rows and data(items[m:q])):
                    break
                last, m = q, q + 1
        if last >= 0 and last + 1 < len(items):
            last = _payload_end(items, n, last, toks, task_index)
        if last >= 0:
            out.append([*_span(items[n : last + 1]), True])
            n = last + 1
        else:
            out.append(items[n])
            n += 1
    return out


# --------------------------------------------------------------------------- patterns
class _Pat:
    __slots__ = ("id", "seq", "tokens", "count", "samples", "created_at", "nwords", "matcher", "anchors", "nfixed", "_cache")

    def __init__(self, id: str, seq: int, tokens: list[Tok], count: int, samples: list[str], created_at: str, nwords: int) -> None:
        self.id, self.seq, self.count, self.samples = id, seq, count, samples
        self.created_at, self.nwords = created_at, nwords
        self._cache: list[_Toks] | None = None
        self.set_tokens(tokens)

    def set_tokens(self, tokens: list[Tok]) -> None:
        self.tokens = tokens
        self.matcher = _Matcher(tokens)
        fixed = [t[1] for t in tokens if t[0] == "f"]
        self.nfixed = len(fixed)
        words = [k for k in fixed if k[:1].isalnum() and k not in _STOPWORDS]
        self.anchors = list(dict.fromkeys(words or fixed or ["\x00"]))

    def sample_toks(self) -> list[_Toks]:
        if self._cache is None:
            self._cache = [_tokenise(s) for s in self.samples]
        return self._cache

    def add_sample(self, toks: _Toks) -> None:
        if len(self.samples) < MAX_SAMPLES and len(toks.text) <= MAX_SAMPLE_CHARS:
            self.samples.append(toks.text)
            if self._cache is not None:
                self._cache.append(toks)

    def dump(self) -> dict[str, Any]:
        return {
            "id": self.id, "seq": self.seq, "tokens": self.tokens, "count": self.count,
            "samples": self.samples, "created_at": self.created_at, "nwords": self.nwords,
        }

    @classmethod
    def load(cls, d: dict[str, Any]) -> _Pat:
        return cls(d["id"], d["seq"], d["tokens"], d["count"], list(d["samples"]), d["created_at"], d["nwords"])

    def kinds(self) -> dict[str, str]:
        return {t[1]: t[2] for t in self.tokens if t[0] == "s"}

    def slots_of(self, toks: _Toks) -> dict[str, str] | None:
        ranges = _extract(self.matcher, toks)
        if ranges is None:
            return None
        names = [t[1] for t in self.tokens if t[0] == "s"]
        return {n: toks.value(i, j) for n, (i, j) in zip(names, ranges)}

    def public(self) -> Pattern:
        examples = []
        for toks in self.sample_toks():
            slots = self.slots_of(toks)
            if slots is not None:
                examples.append({k: v[:MAX_VALUE_CHARS] for k, v in slots.items()})
        return Pattern(
            id=self.id, template=_render(self.tokens), slot_kinds=self.kinds(), count=self.count,
            examples=examples, created_at=self.created_at,
        )


class PatternMiner:
    """Groups tasks online into recurring patterns; persists them in a `Store` (or memory)."""

    def __init__(self, store: Store | None = None, *, namespace: str = "patterns", **tuning: Any) -> None:
        """Tuning: ``similarity`` (0.5, shared fixed words needed to merge), ``support`` (3,
        distinct values a non-parameter-looking slot needs), ``candidates`` (8, patterns aligned
        per new task)."""
        unknown = set(tuning) - {"similarity", "support", "candidates"}
        if unknown:
            raise UserError(f"unknown PatternMiner tuning: {', '.join(sorted(unknown))}")
        self.similarity = float(tuning.get("similarity", 0.5))
        self.support = int(tuning.get("support", 3))
        self.candidates = int(tuning.get("candidates", 8))
        self.store = store
        self.namespace = namespace
        self._lock = threading.RLock()
        self._pats: dict[str, _Pat] = {}
        self._redirect: dict[str, str] = {}
        self._index: dict[str, list[str]] = {}
        self._seq = 0
        self._version = 0
        if store is not None:
            self._sync(force=True)

    # -- public API ---------------------------------------------------------
    def observe(self, task: str) -> PatternMatch:
        """Assign `task` to a pattern (creating or generalising one) and persist the result."""
        text = _normalise(task)
        if not text:
            raise UserError("empty task: nothing to match")
        toks = _tokenise(text)
        with self._lock, self._transaction():
            self._sync()
            hit = self._join(toks)
            if hit is not None:
                pat, slots = hit
                pat.count += 1
                pat.add_sample(toks)
                self._save([pat])
                return self._result(pat, slots, False)
            merged = self._generalise(toks)
            if merged is not None:
                pat, slots = merged
                return self._result(pat, slots, False)
            pat = self._create(toks)
            return self._result(pat, pat.slots_of(toks) or {}, True)

    def match(self, task: str) -> PatternMatch | None:
        """The existing pattern that fits `task` (nothing is recorded), or None."""
        if not isinstance(task, str):
            return None
        text = _normalise(task)
        if not text:
            return None
        toks = _tokenise(text)
        with self._lock:
            self._sync()
            hit = self._join(toks)
        return None if hit is None else self._result(hit[0], hit[1], False)

    def patterns(self) -> list[Pattern]:
        """All live patterns, oldest first, with member counts."""
        with self._lock:
            self._sync()
            return [p.public() for p in sorted(self._pats.values(), key=lambda p: p.seq)]

    def pattern(self, pattern_id: str) -> Pattern | None:
        """The pattern with this id (following merges), or None."""
        with self._lock:
            self._sync()
            pat = self._pats.get(self._resolve(pattern_id))
            return pat.public() if pat else None

    # -- matching -----------------------------------------------------------
    def _hits(self, toks: _Toks) -> dict[str, int]:
        hits: dict[str, int] = {}
        for key in dict.fromkeys(toks.keys):
            for pid in self._index.get(key, ()):
                hits[pid] = hits.get(pid, 0) + 1
        if "\x00" in self._index:
            for pid in self._index["\x00"]:
                hits[pid] = hits.get(pid, 0) + 1
        return hits

    def _join(self, toks: _Toks) -> tuple[_Pat, dict[str, str]] | None:
        hits = self._hits(toks)
        full = [self._pats[pid] for pid, n in hits.items() if n >= len(self._pats[pid].anchors)]
        for pat in sorted(full, key=lambda p: (-p.nfixed, p.seq)):
            slots = pat.slots_of(toks)
            if slots is not None:
                return pat, slots
        return None

    def _generalise(self, toks: _Toks) -> tuple[_Pat, dict[str, str]] | None:
        hits = self._hits(toks)
        ranked = sorted(hits.items(), key=lambda x: (-x[1], self._pats[x[0]].seq))
        cands = [self._pats[pid] for pid, _ in ranked[: self.candidates]]
        for pat in cands:
            aligned = self._align(pat, toks)
            if aligned is None:
                continue
            tokens, strict, infos = aligned
            rx = _Matcher(tokens)
            # absorb only patterns the new template covers entirely (every member still fits)
            others = [q for q in self._subsumed(tokens, cands) if q is not pat and rx.fullmatch(_template_toks(q.tokens))]
            # the widest group first (absorbs look-alike patterns), then the pair alone
            for group in ([pat, *others], [pat]) if others else ([pat],):
                slots = self._check(group, tokens, rx, toks, strict, infos)
                if slots is not None:
                    return self._merge(group, _name_slots(slots), toks)
        return None

    def _check(self, group: list[_Pat], tokens: list[Tok], rx: _Matcher, toks: _Toks, strict: bool,
               infos: list[_SlotInfo]) -> list[Tok] | None:
        """`tokens` with slot kinds filled when every slot passes the guards for `group` + task,
        and every kept member of the group still fits."""
        fitted = []
        for member in [toks] + [s for q in group for s in q.sample_toks()]:
            ranges = _extract(rx, member)
            if ranges is None:
                return None
            fitted.append((member, ranges))
        if len(fitted) < 2:
            return None
        tokens = [list(t) for t in tokens]
        for n, slot in enumerate(t for t in tokens if t[0] == "s"):
            values = [(m, r[n][0], r[n][1]) for m, r in fitted]
            if not _slot_ok(values, self.support, strict, infos[n]):
                return None
            slot[2], slot[4] = _infer_kind(values, infos[n].prev_kinds)
        return tokens

    def _subsumed(self, tokens: list[Tok], cands: list[_Pat]) -> list[_Pat]:
        """Candidates plus patterns that hold every anchor word of `tokens` (bounded)."""
        words = [t[1] for t in tokens if t[0] == "f" and t[1][:1].isalnum() and t[1] not in _STOPWORDS]
        out = dict.fromkeys(cands)
        postings = sorted((self._index.get(w, []) for w in dict.fromkeys(words)), key=len)
        if postings:
            rest = [set(p) for p in postings[1:]]
            for pid in postings[0][:256]:
                if all(pid in r for r in rest):
                    out.setdefault(self._pats[pid])
        return list(out)

    def _align(self, pat: _Pat, toks: _Toks) -> tuple[list[Tok], bool, list[_SlotInfo]] | None:
        """Generalised tokens of `pat` and `toks`, whether only parameter-like slots may merge
        them (few shared words), and what is known about each slot; None when they are too
        different."""
        pt = pat.tokens
        a = [t[1] if t[0] == "f" else (_PH + t[4] if t[4] else "\x02") for t in pt]
        ops = difflib.SequenceMatcher(None, a, toks.keys, autojunk=False).get_opcodes()
        items: list[list[Any]] = []  # ["eq", i, j] or ["reg", i1, i2, j1, j2]
        for tag, i1, i2, j1, j2 in ops:
            if tag == "equal":
                items.extend(["eq", i1 + k, j1 + k] for k in range(i2 - i1))
            elif items and items[-1][0] == "reg":
                items[-1][2], items[-1][4] = i2, j2
            else:
                items.append(["reg", i1, i2, j1, j2])
        items = _payload(_number_runs(items, pt, toks), pt, toks)
        if _moved(items, pt, toks):
            return None
        grown = _grow(items, pt, toks)
        if grown is None:
            return None
        items = _labels(_glue(grown, pt, toks), pt, toks)
        payload = {n for n, it in enumerate(items) if len(it) > 5}
        out: list[Tok] = []
        infos: list[_SlotInfo] = []
        fixed = fixed_words = zone_words = 0
        seps = toks.seps()
        for n, it in enumerate(items):
            if it[0] == "eq":
                t = list(pt[it[1]])
                out.append(t)
                if t[0] == "f":
                    fixed += 1
                    fixed_words += t[1][:1].isalnum()
                else:
                    infos.append(_SlotInfo())
                continue
            i1, i2, j1, j2 = it[1:5]
            if n not in payload and not _pair_for_list(pt, i1, i2, toks, j1, j2) and _kinds_clash(pt, i1, i2, toks, j1, j2):
                return None
            sep = pt[i1][3] if i1 < i2 else seps[j1]
            out.append(["s", "", "text", sep, ""])
            loose = tuple(pt[i][2] for i in range(i1, i2) if pt[i][0] == "s" and not pt[i][4])
            was_fixed = i2 > i1 and all(pt[i][0] == "f" for i in range(i1, i2))
            infos.append(_SlotInfo(payload=n in payload, was_fixed=was_fixed, prev_kinds=loose))
            if n in payload:
                zone_words += sum(1 for k in range(j1, j2) if not toks.kinds[k] and toks.keys[k][:1].isalnum())
        if not infos:
            return None
        nslots = len(out) - fixed
        if fixed_words < 1 or fixed < self.similarity * (fixed + nslots):
            return None
        words = max(toks.nwords, pat.nwords)
        if payload:  # the framing is the evidence; the free text after it does not count
            outside = sum(1 for t in out if t[0] == "f" and t[1][:1].isalnum()) + sum(
                1 for n, it in enumerate(items) if it[0] == "reg" and n not in payload)
            words = max(toks.nwords - zone_words, outside)
        strict = fixed_words < max(2, self.similarity * words)
        return out, strict, infos

    # -- mutation -------------------------------------------------------------
    def _create(self, toks: _Toks) -> _Pat:
        self._seq += 1
        digest = hashlib.sha256(f"{self.namespace}\x00{self._seq}\x00{toks.joined}".encode()).hexdigest()
        pat = _Pat(
            f"p-{digest[:12]}", self._seq, _from_task(toks), 1, [], datetime.now(timezone.utc).isoformat(), toks.nwords
        )
        pat.add_sample(toks)
        self._pats[pat.id] = pat
        self._reindex(pat, add=True)
        self._save([pat], new=True)
        return pat

    def _merge(self, group: list[_Pat], tokens: list[Tok], toks: _Toks) -> tuple[_Pat, dict[str, str]]:
        group = sorted(group, key=lambda p: p.seq)
        keep, rest = group[0], group[1:]
        self._reindex(keep, add=False)
        for q in rest:
            self._reindex(q, add=False)
            keep.count += q.count
            for s in q.sample_toks():
                keep.add_sample(s)
            del self._pats[q.id]
            self._redirect[q.id] = keep.id
        keep.count += 1
        keep.add_sample(toks)
        keep.set_tokens(tokens)
        self._reindex(keep, add=True)
        self._save([keep], removed=[q.id for q in rest])
        if self.store is not None:  # their traces, costs and counters follow them
            for q in rest:
                self.store.merge_patterns(q.id, keep.id)
        return keep, keep.slots_of(toks) or {}

    def _reindex(self, pat: _Pat, *, add: bool) -> None:
        for key in pat.anchors:
            ids = self._index.setdefault(key, [])
            if add:
                ids.append(pat.id)
            elif pat.id in ids:
                ids.remove(pat.id)

    def _resolve(self, pid: str) -> str:
        seen = 0
        while pid in self._redirect and seen < 1000:
            pid, seen = self._redirect[pid], seen + 1
        return pid

    def _result(self, pat: _Pat, slots: dict[str, str], is_new: bool) -> PatternMatch:
        return PatternMatch(pattern_id=pat.id, template=_render(pat.tokens), slots=slots, slot_kinds=pat.kinds(), is_new=is_new)

    # -- persistence ------------------------------------------------------------
    def _transaction(self) -> AbstractContextManager[None]:
        if self.store is None:
            return nullcontext()
        return self.store.transact()

    def _sync(self, force: bool = False) -> None:
        """Reload from the store when another miner changed it."""
        if self.store is None:
            return
        version, index = self.store.miner_state(self.namespace)
        if not force and version == self._version:
            return
        index = index or {"seq": 0, "ids": [], "redirect": {}}
        self._pats, self._index = {}, {}
        for pid in index["ids"]:
            data = self.store.miner_pattern(self.namespace, pid)
            if data:
                pat = _Pat.load(data)
                self._pats[pid] = pat
                self._reindex(pat, add=True)
        self._redirect = dict(index["redirect"])
        self._seq = index["seq"]
        self._version = version

    def _save(self, pats: Iterable[_Pat], *, new: bool = False, removed: list[str] | None = None) -> None:
        if self.store is None:
            return
        self._version += 1
        index = {"seq": self._seq, "ids": list(self._pats), "redirect": self._redirect} if new or removed else None
        self.store.save_miner(self.namespace, version=self._version, patterns={p.id: p.dump() for p in pats},
                              removed=list(removed or ()), index=index)
