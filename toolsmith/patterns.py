"""Online recurring-pattern detection: task text -> template + slots, tasks grouped into patterns.

How it works (zero model tokens, deterministic for a given input order):

1. **Normalise** (control characters -> spaces, whitespace collapsed, input capped at
   ``MAX_CHARS``; anything past the cap or past ``MAX_TOKENS`` tokens becomes one trailing
   ``text`` slot, so a 1 MB task costs bounded memory).
2. **Mask literals** with ordered, linear-time regexes into typed placeholder tokens: quoted
   strings, URLs, emails, short imperative step runs ("Take 3 steps. Turn left."), dates, paths,
   bracket runs, arithmetic/boolean expressions, colon lists ("List: a b c") and comma lists
   ("a, b, and c"), numbers. Variable-length parameters become ONE token whatever their length.
3. **Join**: an inverted index on each pattern's anchor tokens (fixed words minus stopwords)
   yields the few patterns whose anchors all occur in the task; their templates are compiled to
   regexes over the task's token keys (fixed tokens exact, typed slots strict, other slots absorb
   one or more tokens). The most specific matching template wins. When a task offers more than
   ``MAX_BACKTRACK`` ways to split its loose slots, matching commits to the first occurrence of
   each following fixed token (atomic groups), so hostile input stays linear.
4. **Generalise** (Drain-style, but by alignment rather than by position): otherwise the task is
   aligned (``difflib``) with the best few prefilter candidates. Differing regions become slots;
   a region that is empty on one side (an inserted/deleted word) is never a slot. A merge needs
   enough shared fixed words (``similarity``), and every slot must pass the guards:

   * *contradiction*: two values of one slot must not differ by contrast words
     (ascending/descending, sum/average, top/bottom, before/after, min/max, first/last, ...) or
     by negation when they are short (<= 2 words) or identical apart from those words; a
     long free-text value that merely contains "average" does not block a merge;
   * *evidence*: a slot whose values do not all look like parameters (a placeholder, capitalised
     names mid-sentence, tokens with digits or inner capitals) needs ``support`` (3) distinct
     values among the members that fit the generalised template (a name beside single plain
     words, "Eric"/"kilian", also passes). Two lowercase alternatives ("updated"/"created")
     therefore stay apart, while "cancelled"/"pending"/"complete" merge.

   A pattern sharing less than ``similarity`` of its words with the task (long values) may
   merge only through parameter-looking slots. Other existing patterns that fit the new
   template (found through the anchor index) are absorbed in the same step when the guards
   still hold; the merged pattern keeps the oldest member's id and absorbed ids redirect to it.

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
import re
import string
import threading
from collections.abc import Iterable
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, Field

from .errors import UserError
from .store import Store

__all__ = ["PatternMatch", "Pattern", "PatternMiner", "NUMBER_RX", "DATE_RX", "EMAIL_RX", "URL_RX"]

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

# --------------------------------------------------------------------------- literal regexes
_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
NUMBER_RX = r"[-+]?[$€£¥]?\d+(?:[.,]\d+)*"
DATE_RX = (
    r"(?:\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?"
    r"|\d{1,2}/(?:\d{1,2}/)?\d{2,4}|\d{1,2}/\d{1,2}"
    rf"|{_MONTH} {_DAY}(?:,? \d{{4}})?|{_DAY} {_MONTH}(?:,? \d{{4}})?|{_MONTH},? \d{{4}})"
)
URL_RX = r"(?:(?:https?|ftp)://|www\.)[^\s<>\"']+"
EMAIL_RX = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
PATH_RX = r"(?:~|\.{1,2})?/[\w.~-]+(?:/[\w.~-]+)*/?|[A-Za-z]:\\[^\s\"'<>|]+|[\w.~-]+(?:/[\w.~-]+)+"
_SENT = r"[A-Z][\w'-]*(?:[ \t]+[\w'-]+){0,7}\."
_ITEMW = r"(?!(?:and|or)\b)[\w'&-]+"
_ITEM = rf"{_ITEMW}(?:[ \t]+{_ITEMW}){{0,3}}"
_EXPR_ATOM = r"(?:\d+(?:\.\d+)?|(?:True|False|not|and|or)\b|[-+*/%^()])"
_BRACKET = r"[()\[\]{}<>]"

# (kind, compiled regex, group holding the value); earlier rules win overlaps.
_RULES: list[tuple[str, re.Pattern[str], int]] = [
    ("quoted", re.compile(r'"([^"\n]{1,300})"|“([^”\n]{1,300})”|(?<!\w)\'([^\'\n]{1,300})\'(?!\w)'), -1),
    ("url", re.compile(URL_RX), 0),
    ("email", re.compile(rf"(?<![\w.+-]){EMAIL_RX}"), 0),
    ("steps", re.compile(rf"(?:(?<=[.?!:] )|(?<=\n)|^){_SENT}(?:[ \t]+{_SENT})+"), 0),
    ("date", re.compile(rf"(?<![\w/]){DATE_RX}(?![\w/])"), 0),
    # The lookbehind covers every alternative and every character a path may hold, so a path
    # starts only where no path character precedes it: matching stays linear on long tokens.
    ("path", re.compile(rf"(?<![\w/:.~\\-])(?:{PATH_RX})"), 0),
    ("expression", re.compile(rf"(?<!\w){_EXPR_ATOM}(?:[ \t]*{_EXPR_ATOM}){{2,}}"), 0),
    ("brackets", re.compile(rf"(?<!\S){_BRACKET}(?:[ \t]+{_BRACKET})+(?!\S)"), 0),
    ("list", re.compile(r"(?<=:)[ \t]+([^\s:.?!]+(?:[ \t]+[^\s:.?!]+)+)[ \t]*(?=\n|$)"), 1),
    (
        "list",
        re.compile(
            rf"(?:(?:,[ \t]+{_ITEM})++(?:,?[ \t]+(?:and|or)[ \t]+{_ITEM})?|,[ \t]+(?:and|or)[ \t]+{_ITEM})"
        ),  # must end a clause (_LIST_END), checked after the match so a failed run is skipped whole
        0,
    ),
    ("number", re.compile(r"(?:(?<![\w)\]])[-+](?=[$€£¥]?\d))?(?:(?<!\w)[$€£¥])?(?<![\w.])\d+(?:[.,]\d+)*(?!\w)"), 0),
]
_LIST_END = re.compile(r"[ \t]*(?:[.:;?!\n]|$)")
_TOKEN = re.compile(r"\w+(?:['’&.-]\w+)*|[^\w\s]")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]")
_SPACES = re.compile(r"[ \t\r\f\v]+")

_STOPWORDS = frozenset(
    "a an the of to in on at for from by with and or is are was were be been it its this that these those "
    "i me my we our you your he she they them their his her what which who whom whose how when where why "
    "do does did can could would should will shall may might must has have had there here as so if then "
    "than into about please tell show give get find list all any some".split()
)
# Groups of words that contradict each other when they fill the same position.
_CONTRAST = [
    "ascending descending asc desc increasing decreasing increase decrease reverse",
    "sum total average mean median count min max minimum maximum product difference",
    "top bottom first last highest lowest largest smallest biggest most least best worst "
    "longest shortest earliest latest oldest newest greatest fewest more less fewer greater "
    "higher lower cheapest expensive min max",
    "before after above below over under inside outside within beyond",
    "open opened close closed add added remove removed delete deleted create created enable "
    "disable start stop lock unlock show hide include exclude import export upload download "
    "buy sell push pull encrypt decrypt encode decode compress decompress",
    "true false yes no on off left right up down upper lower plus minus even odd",
]
_CONTRAST_WORDS = frozenset(w for group in _CONTRAST for w in group.split())
_NEGATIONS = frozenset("not no never without except nor n't cannot none neither".split())
_SEP = "\x1f"
_PH = "\x01"
_LOOSE = r"[^\x1f]+(?:\x1f[^\x1f]+)*?"


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

    __slots__ = ("text", "keys", "spans", "kinds", "joined", "offs", "nwords", "_counts")

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


def _tokenise(text: str) -> _Toks:
    head = text[:MAX_CHARS]
    taken = bytearray(len(head))
    found: list[tuple[int, int, str]] = []
    for kind, rx, group in _RULES:
        for m in rx.finditer(head):
            s, e = m.span()
            if e <= s or taken.find(1, s, e) != -1:
                continue
            if kind == "quoted":
                g = next(i for i in (1, 2, 3) if m.group(i) is not None)
                vs, ve = m.span(g)
            else:
                vs, ve = m.span(group)
            if kind == "path" and not _is_path(m.group(0)):
                continue
            if kind == "url":
                while ve > vs and head[ve - 1] in ".,;:!?)]}'\"":
                    ve -= 1
                e = ve
            if kind == "list" and group == 0 and not (_is_list(m.group(0)) and _LIST_END.match(head, e)):
                continue
            if kind == "expression":
                vs, ve = _trim_expression(head, vs, ve)
                if ve <= vs:
                    continue
                s, e = vs, ve
            taken[s:e] = b"\x01" * (e - s)
            found.append((vs, ve, kind))
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
        pos = ve
    if len(keys) > MAX_TOKENS or len(text) > len(head):
        cut = MAX_TOKENS - 1 if len(keys) > MAX_TOKENS else len(keys)
        start = spans[cut][0] if cut < len(spans) else len(head)
        keys, spans, kinds = keys[:cut], spans[:cut], kinds[:cut]
        if start < len(text):
            keys.append(_PH + "text")
            spans.append((start, len(text)))
            kinds.append("text")
    return _Toks(text, keys, spans, kinds)


def _is_path(s: str) -> bool:
    if s[:1] in "/~." or re.match(r"[A-Za-z]:\\", s):
        return True
    return s.count("/") >= 2 or re.search(r"\.[A-Za-z]\w{0,5}$", s) is not None


def _is_list(s: str) -> bool:
    """A comma list needs two separators or a final conjunction."""
    return s.count(",") >= 2 or re.search(r"\s(?:and|or)\s", s) is not None


def _trim_expression(text: str, s: int, e: int) -> tuple[int, int]:
    """Trim a candidate expression run; (s, s) when it is not a real expression."""
    atoms = [m for m in re.finditer(_EXPR_ATOM, text[s:e])]
    vals = [m.group(0) for m in atoms]
    while vals and vals[-1] in ("+", "-", "*", "/", "%", "^", "(", "not", "and", "or"):
        vals.pop()
        atoms.pop()
    while vals and vals[0] in ("+", "*", "/", "%", "^", ")", "and", "or"):
        vals.pop(0)
        atoms.pop(0)
    strong = any(v in ("(", ")", "+", "*", "/", "%", "^", "True", "False") for v in vals)
    operand = any(v[0].isdigit() or v in ("True", "False") for v in vals)
    if len(vals) < 3 or not strong or not operand:
        return s, s
    return s + atoms[0].start(), s + atoms[-1].end()


# --------------------------------------------------------------------------- templates
# A template token is a list: ["f", key, text, sep] (fixed) or ["s", name, kind, sep, strict].
Tok = list


def _render(tokens: list[Tok]) -> str:
    out: list[str] = []
    for i, t in enumerate(tokens):
        if i and t[3]:
            out.append(" ")
        out.append(t[2].replace("{", "{{").replace("}", "}}") if t[0] == "f" else "{" + t[1] + "}")
    return "".join(out)


MAX_BACKTRACK = 5_000
"""Above this many split points for loose slots, matching commits to the first split (linear)."""


class _Matcher:
    """Template tokens compiled to regexes over a task's joined token keys."""

    __slots__ = ("tokens", "rx", "_atomic", "follows")

    def __init__(self, tokens: list[Tok]) -> None:
        self.tokens = tokens
        self.rx = self._compile(atomic=False)
        self._atomic: re.Pattern[str] | None = None
        # the fixed key after each loose slot: its count bounds the backtracking
        self.follows = [
            tokens[i + 1][1] for i, t in enumerate(tokens[:-1]) if t[0] == "s" and not t[4] and tokens[i + 1][0] == "f"
        ]

    def _compile(self, *, atomic: bool) -> re.Pattern[str]:
        parts: list[str] = []
        tokens = self.tokens
        for i, t in enumerate(tokens):
            if t[0] == "f":
                closes = atomic and i > 0 and tokens[i - 1][0] == "s" and not tokens[i - 1][4]
                parts.append(re.escape(t[1]) + (")" if closes else ""))
            elif t[4]:
                parts.append("(" + re.escape(_PH + t[4]) + ")")
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


def _sep_flags(toks: _Toks) -> list[bool]:
    return [i > 0 and toks.spans[i][0] > toks.spans[i - 1][1] for i in range(len(toks.keys))]


def _from_task(toks: _Toks) -> list[Tok]:
    seps = _sep_flags(toks)
    out: list[Tok] = []
    for i, key in enumerate(toks.keys):
        kind = toks.kinds[i]
        if kind:
            out.append(["s", "", kind, seps[i], "" if kind == "text" else kind])
        else:
            out.append(["f", key, toks.text[toks.spans[i][0] : toks.spans[i][1]], seps[i]])
    return _name_slots(out)


def _name_slots(tokens: list[Tok]) -> list[Tok]:
    seen: dict[str, int] = {}
    for t in tokens:
        if t[0] == "s":
            seen[t[2]] = seen.get(t[2], 0) + 1
            t[1] = t[2] if seen[t[2]] == 1 else f"{t[2]}_{seen[t[2]]}"
    return tokens


def _template_toks(tokens: list[Tok]) -> _Toks:
    """A template as a pseudo-task: fixed keys, strict slots as their placeholder, loose as \\x02."""
    keys = [t[1] if t[0] == "f" else _PH + t[4] if t[4] else "\x02" for t in tokens]
    return _Toks("", keys, [(0, 0)] * len(keys), ["" if t[0] == "f" else t[2] for t in tokens])


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


def _paramlike(toks: _Toks, i: int, j: int) -> bool:
    """Does this value look like a parameter rather than a fixed word choice?

    A placeholder counts as a name; the value must be mostly names (capitalised mid-sentence,
    digits, inner capitals or inner ``._/@#``)."""
    named = total = 0
    for k in range(i, j):
        if toks.kinds[k]:
            named, total = named + 1, total + 1
            continue
        raw = toks.text[toks.spans[k][0] : toks.spans[k][1]]
        if not raw[:1].isalnum():
            continue
        total += 1
        sentence_start = k == 0 or toks.keys[k - 1] in (".", "?", "!", ":", ";", '"', "\n")
        if any(c.isdigit() or c in "._/@#" for c in raw) or any(c.isupper() for c in raw[1:]):
            named += 1
        elif raw[:1].isupper() and not sentence_start:
            named += 1
    return total > 0 and named * 2 >= total


def _contradict(u: set[str], v: set[str]) -> bool:
    """Do two slot values differ by contrast words or by negation (not merely contain them)?"""
    cu, cv = u & _CONTRAST_WORDS, v & _CONTRAST_WORDS
    nu, nv = bool(u & _NEGATIONS), bool(v & _NEGATIONS)
    if not ((cu and cv and cu != cv) or nu != nv):
        return False
    short = len(u) <= 2 and len(v) <= 2
    return short or (u - _CONTRAST_WORDS - _NEGATIONS) == (v - _CONTRAST_WORDS - _NEGATIONS)


def _slot_ok(values: list[tuple[_Toks, int, int]], support: int, strict: bool) -> str:
    """Contradiction and evidence guards for one slot's values: why it may be a slot, or ''.

    ``strict`` (few fixed words) accepts only values that all look like parameters."""
    distinct: dict[str, tuple[_Toks, int, int]] = {}
    for toks, i, j in values:
        distinct.setdefault(_SEP.join(toks.keys[i:j]), (toks, i, j))
    wordsets = []
    for toks, i, j in distinct.values():
        words = {w for _, w in _word_tokens(toks, i, j)}
        words |= {"not" for w in words if w.endswith("n't")}
        wordsets.append(words)
    for a in range(len(wordsets)):
        for b in range(a + 1, len(wordsets)):
            if _contradict(wordsets[a], wordsets[b]):
                return ""
    flags = [_paramlike(t, i, j) for t, i, j in distinct.values()]
    if all(flags):
        return "param"
    if strict:
        return ""
    if len(distinct) >= support:
        return "support"
    # a name next to single plain words ("Eric" / "kilian"): still a parameter position
    single = all(f or (j - i == 1 and not t.kinds[i]) for f, (t, i, j) in zip(flags, distinct.values()))
    return "mixed" if any(flags) and single else ""


def _infer_kind(values: list[tuple[_Toks, int, int]]) -> tuple[str, str]:
    """(kind, strict placeholder kind or '') of a slot from its values."""
    single = {t.kinds[i] if j - i == 1 else "" for t, i, j in values}
    if len(single) == 1 and "" not in single:
        k = single.pop()
        return k, ("" if k == "text" else k)
    kinds = {t.kinds[k] for t, i, j in values for k in range(i, j)}
    for k in ("list", "expression", "steps", "brackets"):
        if k in kinds:
            return k, ""
    if all(j - i == 1 and _paramlike(t, i, j) and not t.kinds[i] for t, i, j in values):
        return "identifier", ""
    if all(_paramlike(t, i, j) for t, i, j in values):
        return "name", ""
    return "text", ""


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
            tokens, strict = aligned
            rx = _Matcher(tokens)
            # absorb only patterns the new template covers entirely (every member still fits)
            others = [q for q in self._subsumed(tokens, cands) if q is not pat and rx.fullmatch(_template_toks(q.tokens))]
            # the widest group first (absorbs look-alike patterns), then the pair alone
            for group in ([pat, *others], [pat]) if others else ([pat],):
                slots = self._check(group, tokens, rx, toks, strict)
                if slots is not None:
                    return self._merge(group, _name_slots(slots), toks)
        return None

    def _check(self, group: list[_Pat], tokens: list[Tok], rx: _Matcher, toks: _Toks, strict: bool) -> list[Tok] | None:
        """`tokens` with slot kinds filled when every slot passes the guards for `group` + task."""
        fitted = []
        for member in [toks] + [s for q in group for s in q.sample_toks()]:
            ranges = _extract(rx, member)
            if ranges is not None:
                fitted.append((member, ranges))
        if len(fitted) < 2 or fitted[0][0] is not toks:
            return None
        tokens = [list(t) for t in tokens]
        for n, slot in enumerate(t for t in tokens if t[0] == "s"):
            values = [(m, r[n][0], r[n][1]) for m, r in fitted]
            if not _slot_ok(values, self.support, strict):
                return None
            slot[2], slot[4] = _infer_kind(values)
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

    def _align(self, pat: _Pat, toks: _Toks) -> tuple[list[Tok], bool] | None:
        """Generalised tokens of `pat` and `toks` and whether only parameter-like slots may
        merge them (few shared words); None when they are too different."""
        a = [t[1] if t[0] == "f" else "\x02" for t in pat.tokens]
        b = toks.keys
        ops = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
        seps = _sep_flags(toks)
        out: list[Tok] = []
        region: list[int] | None = None  # [a_len, b_len, sep]
        fixed_words = 0
        for tag, i1, i2, j1, j2 in ops:
            if tag == "equal":
                if region is not None:
                    if region[0] == 0 or region[1] == 0:
                        return None
                    region = None
                for i in range(i1, i2):
                    out.append(list(pat.tokens[i]))
                    fixed_words += pat.tokens[i][1][:1].isalnum()
                continue
            if region is None:
                sep = pat.tokens[i1][3] if i1 < len(pat.tokens) else seps[j1]
                region = [0, 0, sep]
                out.append(["s", "", "text", bool(sep), ""])
            region[0] += i2 - i1
            region[1] += j2 - j1
        if region is not None and (region[0] == 0 or region[1] == 0):
            return None
        if not any(t[0] == "s" for t in out):
            return None
        nslots = len(out) - sum(1 for t in out if t[0] == "f")
        fixed = len(out) - nslots
        if fixed_words < 1 or fixed < self.similarity * (fixed + nslots):
            return None
        strict = fixed_words < max(2, self.similarity * max(toks.nwords, pat.nwords))
        return out, strict

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
