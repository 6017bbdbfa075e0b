"""What a tool is checked against, gathered in one place.

* **examples** of a pattern: its recorded tasks with the agent's answer, a person's feedback
  outranking it (`examples_for_pattern`), split deterministically into shown and held-out
  (`split_examples`);
* **negatives**: tasks that are not the pattern's, which `extract()` must decline: recent tasks
  of other patterns (`other_pattern_tasks`) and near misses of the template, one fixed word
  changed (`near_misses`, `near_miss_negatives`);
* an **open set**: tasks whose answers are known but which may or may not be the tool's (a
  person's recorded tasks in no pattern, the packaged BIG-Bench Hard subset; `open_set`).
"""

from __future__ import annotations

import collections
import hashlib
import itertools
import re
import string
from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ._lib.toolkit import NotMine, parse_number
from ._utils import normalise_answer
from .records import Example
from .toolfile import ORIGIN_MODULE, extractor_regex

if TYPE_CHECKING:
    from .store import Store

__all__ = [
    "ORIGIN_RECORDED",
    "ORIGIN_MODULE",
    "ORIGIN_DATASET",
    "ORIGIN_NEAR_MISS",
    "ORIGIN_OTHER_PATTERNS",
    "MAX_NEGATIVES",
    "examples_for_pattern",
    "split_examples",
    "search_sample",
    "free_text_answers",
    "recalled_answers",
    "pin_constant_slots",
    "crossed_tasks",
    "Partition",
    "largest_partition",
    "whole_number_slots",
    "comma_list_slots",
    "WORDING_KINDS",
    "near_misses",
    "near_miss_negatives",
    "other_pattern_tasks",
    "open_set",
]

ORIGIN_RECORDED = "recorded tasks"
"""Examples and negatives taken from the trace store."""
ORIGIN_DATASET = "packaged BIG-Bench Hard tasks"
"""Tasks with dataset answers from the package's `data/bbh` subset."""
ORIGIN_NEAR_MISS = "near misses of the template"
"""Variants of a real instance with one fixed word changed (`near_misses`)."""
ORIGIN_OTHER_PATTERNS = "recorded tasks of other patterns"
"""Recorded tasks that the miner put in other patterns."""
MAX_NEGATIVES = 40
"""Recorded tasks of other patterns tried as negatives."""
RECENT_TRACES = 2_000
"""Traces read, newest first, when looking for tasks of other patterns."""


def examples_for_pattern(store: "Store", pattern_id: str) -> list[Example]:
    """Examples from the `ok` traces of one pattern (merged patterns' included), feedback
    outranking answers. A tool's own answer is never an example: a tool must not verify itself.
    When a task was recorded more than once, a confirmed answer wins, else the latest."""
    by_task: dict[str, Example] = {}
    for trace in store.pattern_traces(pattern_id):
        if trace.status != "ok":
            continue
        if trace.feedback is not None:
            ex = Example(trace.task, trace.feedback, True, trace.id, trace.agent_answer)
        elif trace.agent_answer is not None:
            ex = Example(trace.task, trace.agent_answer, False, trace.id)
        else:
            continue
        old = by_task.get(trace.task)
        if old is None or ex.confirmed or not old.confirmed:
            by_task[trace.task] = ex
    return list(by_task.values())


def split_examples(examples: list[Example], held_out_fraction: float = 0.5) -> tuple[list[Example], list[Example]]:
    """Deterministic (shown, held_out) split: person-checked answers held out first, the rest
    stratified by answer.

    Person-confirmed examples are held out first: they are the most trustworthy test of a tool
    the model never saw, and agent answers (possibly wrong) are then only shown as hints. The
    other examples are split stratified by answer: each answer gives the held-out set its share
    (by a hash of each task within the answer), so both sides keep the answers' mix. By hash
    alone, 8 "yes" and 8 "no" can split into 7 "yes" and 1 "no" held out, where even a perfect
    tool proves nothing against the constant "yes". Independent of arrival order.
    """
    if not 0.0 <= held_out_fraction < 1.0:
        raise ValueError("held_out_fraction must be in [0, 1)")
    ordered = _stratified(list({ex.task: ex for ex in examples}.values()))
    n_held = int(round(len(ordered) * held_out_fraction))
    if held_out_fraction > 0 and len(ordered) >= 2:
        n_held = min(max(n_held, 1), len(ordered) - 1)
    return ordered[: len(ordered) - n_held], ordered[len(ordered) - n_held :]


def _digest(ex: Example) -> str:
    return hashlib.sha256(ex.task.encode()).hexdigest()


def _stratified(unique: list[Example], *, checked_first: bool = False) -> list[Example]:
    """The examples in an order whose every prefix keeps the answers' mix: by where each falls
    within its answer's examples (by a hash of its task), person-checked ones last (or first)."""
    by_answer: dict[str, list[Example]] = {}
    for ex in unique:
        if not ex.confirmed:
            by_answer.setdefault(normalise_answer(ex.expected), []).append(ex)
    rank: dict[str, float] = {}  # where a task falls within its answer's examples, 0..1
    for group in by_answer.values():
        group.sort(key=_digest)
        rank.update((ex.task, (i + 0.5) / len(group)) for i, ex in enumerate(group))
    return sorted(unique, key=lambda ex: (ex.confirmed != checked_first, rank.get(ex.task, 0.0), _digest(ex)))


def search_sample(examples: list[Example], most: int) -> list[Example]:
    """At most `most` of the examples for a search to fit, in their answers' mix, person-checked
    ones first. The search's cost grows with every example it fits, and a few dozen tell
    programs apart as well as hundreds: verification checks the rest."""
    if len(examples) <= most:
        return examples
    return _stratified(list({ex.task: ex for ex in examples}.values()), checked_first=True)[:most]


PROSE_WORDS = 8
"""Answers of at least this many words can be free text (shorter ones are values, labels, lists)."""
RECALLED_MIN = 6
"""Distinct tasks a pattern needs before its answers can be judged recalled (`recalled_answers`)."""


WORDING_KINDS = frozenset({"text", "word", "identifier", "name"})
"""Slot kinds whose value may be part of the request's wording ("the {identifier} of"), not
data: quoted text, numbers, lists and the like are data even when the examples repeat one."""


def pin_constant_slots(template: str, slot_kinds: dict[str, str], examples: list[Example],
                       min_examples: int = 3, *, names: Collection[str] | None = None) -> tuple[str, dict[str, str]]:
    """The template with every wording slot (`WORDING_KINDS`; or every slot in `names`) that
    had one same text in all the examples written in as fixed text, and the remaining slots' kinds.

    A tool is verified only on what its examples show. A slot that never varied ("give me the
    {identifier_2} of: ...", always "Vigenere") holds a value the tool was never tested with
    any other way, and the miner may have made it a slot only because a near miss ("Caesar")
    came along: written in, it keeps the tool from answering that near miss. Data (numbers,
    quoted text, lists) is pinned only when a program found does not read it (`names`): the
    bigram 'ng' of every example is the argument of "how often 'ng' occurs", but the 12 of
    "to 12-hour format" that a program ignores must not let it answer "to 24-hour format". Needs
    `min_examples` fitting examples, and leaves at least one slot."""
    rx = re.compile(extractor_regex(template, slot_kinds), re.DOTALL)
    seen: dict[str, set[str]] = {name: set() for name in slot_kinds}
    fitting = 0
    for ex in examples:
        m = rx.fullmatch(ex.task)
        if m is None:
            continue
        fitting += 1
        for name, value in m.groupdict().items():
            if name in seen:
                seen[name].add(value.strip())
    constant = {name: next(iter(v)) for name, v in seen.items()
                if len(v) == 1 and next(iter(v)) and (slot_kinds[name] in WORDING_KINDS if names is None else name in names)}
    if fitting < min_examples or not constant or len(constant) == len(slot_kinds):
        return template, dict(slot_kinds)
    for name, value in constant.items():
        template = template.replace("{" + name + "}", value.replace("{", "{{").replace("}", "}}"))
    return template, {name: kind for name, kind in slot_kinds.items() if name not in constant}


def _slot_matches(template: str, slot_kinds: dict[str, str], examples: list[Example],
                  min_examples: int) -> list[re.Match[str]] | None:
    """The template's matches of the examples' tasks; None with fewer than `min_examples`."""
    rx = re.compile(extractor_regex(template, slot_kinds), re.DOTALL)
    matched = [m for m in (rx.fullmatch(ex.task) for ex in examples) if m is not None]
    return matched if len(matched) >= min_examples else None


def whole_number_slots(template: str, slot_kinds: dict[str, str], examples: list[Example],
                       min_examples: int = 3) -> dict[str, str]:
    """The slot kinds with each number slot that held a whole number in every example made an
    `integer` slot: a tool verified on whole numbers only declines "12.5" rather than guess
    (`format(int(12.5), 'x')` would answer for 12). Needs `min_examples` fitting examples."""
    numbers = [name for name, kind in slot_kinds.items() if kind == "number"]
    matched = _slot_matches(template, slot_kinds, examples, min_examples) if numbers else None
    if matched is None:
        return dict(slot_kinds)
    whole = set()
    for name in numbers:
        try:
            if all(isinstance(parse_number(m.group(name)), int) for m in matched):
                whole.add(name)
        except NotMine:
            continue
    return {name: "integer" if name in whole else kind for name, kind in slot_kinds.items()}


def comma_list_slots(template: str, slot_kinds: dict[str, str], examples: list[Example],
                     min_examples: int = 3) -> dict[str, str]:
    """The slot kinds with each list slot whose value was separated by commas (or semicolons)
    in every example made a `commas` slot: a tool verified on such lists only declines a text
    `parse_list` would split at its spaces ("how many commas" as the number of items less one
    would answer 4 for five words and none). Needs `min_examples` fitting examples."""
    lists = [name for name, kind in slot_kinds.items() if kind == "list"]
    matched = _slot_matches(template, slot_kinds, examples, min_examples) if lists else None
    if matched is None:
        return dict(slot_kinds)
    commas = {name for name in lists if all("," in m.group(name) or ";" in m.group(name) for m in matched)}
    return {name: "commas" if name in commas else kind for name, kind in slot_kinds.items()}


@dataclass(frozen=True)
class Partition:
    """The examples of one value of a wording slot that takes few values, each many times."""

    template: str
    """The pattern's template with that value written in."""
    slot_kinds: dict[str, str]
    """The other slots."""
    examples: list[Example]
    """The examples with that value."""
    others: list[Example]
    """The examples with other values: tasks the pinned tool must decline."""
    slot: str
    value: str


def largest_partition(template: str, slot_kinds: dict[str, str], examples: list[Example],
                      min_examples: int = 3, *, exclude: Collection[str] = ()) -> Partition | None:
    """The biggest group of examples sharing one value of a wording slot (`WORDING_KINDS`) that
    takes few values, each many times ("Convert {number} degrees Celsius to {identifier}.": 16
    "Kelvin" and 8 "Fahrenheit"), with that value written into the template; None when no slot
    is like that. Such a slot is most likely one word that changes the task (a near miss the
    miner let in), not a parameter: a parameter's values mostly differ ("zip code of Yale",
    "of Harvard", ...). A number that makes a word with the one after it ("{number}-hour time")
    counts as wording too. A tool for one value can be verified on its examples alone, and its
    template declines the others. Needs `min_examples` examples with that value, and a quarter
    of the examples. Values in `exclude` (casefolded: those that have a tool already) are passed
    over, and their examples do not count."""
    rx = re.compile(extractor_regex(template, slot_kinds), re.DOTALL)
    matched = [(ex, m) for ex in examples if (m := rx.fullmatch(ex.task)) is not None]
    best: tuple[int, str, str] | None = None
    for name, kind in slot_kinds.items():
        compound = re.search(r"\{" + name + r"\}-[^\W\d_]", template)  # "{number}-hour": 24-hour, 12-hour
        if kind not in WORDING_KINDS and not compound or len(slot_kinds) < 2:
            continue
        counts = collections.Counter(" ".join(m.group(name).split()).casefold() for _, m in matched)
        if len(counts) < 2:
            continue
        value, top = next(((v, k) for v, k in counts.most_common() if v not in exclude), ("", 0))
        rest = sum(k for v, k in counts.items() if v not in exclude)
        if top >= max(min_examples, rest / 4) and (best is None or top > best[0]):
            best = (top, name, value)
    if best is None:
        return None
    _, name, value = best
    inside = [ex for ex, m in matched if " ".join(m.group(name).split()).casefold() == value]
    shown = next(" ".join(m.group(name).split()) for ex, m in matched if ex is inside[0])
    pinned = template.replace("{" + name + "}", shown.replace("{", "{{").replace("}", "}}"))
    return Partition(pinned, {n: k for n, k in slot_kinds.items() if n != name}, inside,
                     [ex for ex in examples if all(ex is not i for i in inside)], name, shown)


def crossed_tasks(template: str, slot_kinds: dict[str, str], examples: list[Example], limit: int = 8) -> list[str]:
    """Tasks of the pattern with one argument taken from another example: example i with slot
    s's text from example i+1, for each slot whose text varies, spread over the slots. Nobody
    knows their answers; a tool whose answer never changes on them ignores its inputs."""
    rx = re.compile(extractor_regex(template, slot_kinds), re.DOTALL)
    matches = [m for m in (rx.fullmatch(ex.task) for ex in examples) if m is not None]
    per_slot = []
    for name in slot_kinds:
        tasks = []
        for m, nxt in zip(matches, matches[1:] + matches[:1]):
            if m.group(name) != nxt.group(name):
                start, end = m.span(name)
                tasks.append(m.string[:start] + nxt.group(name) + m.string[end:])
        per_slot.append(tasks)
    spread = [t for row in itertools.zip_longest(*per_slot) for t in row if t is not None]
    known = {ex.task for ex in examples}
    return [t for t in dict.fromkeys(spread) if t not in known][:limit]


def free_text_answers(examples: list[Example]) -> str | None:
    """Why the answers look like free text that no script writes, or None. Zero tokens.

    An answer is free text when it has `PROSE_WORDS` words or more, most of them are not in its
    task, and it does not keep the shape of a part of the task (word lengths and punctuation,
    as a cipher or a letter-by-letter rewrite does). Summaries, explanations, translations and
    opinions look like this; sorted words, computed values and decoded text do not. True of at
    least two thirds of the examples: the pattern's answers are free text.
    """
    def words(text: str) -> list[str]:
        return re.findall(r"\w+", text.casefold())

    def shape(text: str) -> str:
        return re.sub(r"\w", "x", " ".join(text.split()))

    prose = 0
    for ex in examples:
        said = words(ex.expected)
        if len(said) < PROSE_WORDS:
            continue
        known = set(words(ex.task))
        novel = sum(w not in known for w in said) / len(said)
        if novel > 0.5 and shape(ex.expected) not in shape(ex.task):
            prose += 1
    if examples and prose * 3 >= 2 * len(examples):
        return (f"{prose} of {len(examples)} answers are free text ({PROSE_WORDS}+ words, mostly not from the "
                "task, not a rewrite of part of it)")
    return None


def recalled_answers(examples: list[Example], slot_kinds: dict[str, str]) -> str | None:
    """Why the answers look like facts recalled about a name, not computed, or None. Zero tokens.

    Only for patterns whose slots are all names or words (`WORDING_KINDS`: no number, date,
    list or quoted data a script could compute from). An answer is recalled when it has a word
    of 3 or more characters, not only digits, and none of its words comes from its task: not
    in it, not holding one of its words, no 4 characters in a row from it, not a rearrangement
    of one of its words; and it does not keep the word lengths of two or more words of the
    task (as a cipher of a phrase does). A script could give such answers ("South America" for
    "Chile", a painter for a painting) only from a table of the examples, which held-out tasks
    defeat; a plural, a derived form or a rewrite shares letters with its task. True of at
    least two thirds of `RECALLED_MIN` or more distinct tasks. A cipher of one word looks
    recalled too: the zero-token search, which knows the common ciphers, runs before this check.
    """
    if not slot_kinds or any(kind not in WORDING_KINDS for kind in slot_kinds.values()):
        return None

    def words(text: str) -> list[str]:
        return re.findall(r"\w+", text.casefold())

    def lengths(ws: list[str]) -> str:
        return " " + " ".join(str(len(w)) for w in ws) + " "

    answers = {" ".join(ex.task.split()).casefold(): ex.expected for ex in examples}
    recalled = 0
    for task, answer in answers.items():
        own, ws = words(task), words(answer)
        letters = {"".join(sorted(w)) for w in own}
        derived = any(w in task or "".join(sorted(w)) in letters or any(len(t) >= 3 and t in w for t in own)
                      or any(w[i:i + 4] in task for i in range(len(w) - 3)) for w in ws)
        if not derived and any(len(w) >= 3 and not w.isdigit() for w in ws) and (
                len(ws) < 2 or lengths(ws) not in lengths(own)):
            recalled += 1
    if len(answers) >= RECALLED_MIN and recalled * 3 >= 2 * len(answers):
        return (f"{recalled} of {len(answers)} answers are in words of their own about a name (none from the task): "
                "facts recalled, not computed")
    return None


def other_pattern_tasks(store: "Store", pattern_id: str | None, limit: int = MAX_NEGATIVES) -> list[str]:
    """Recent recorded tasks of other patterns (newest first, bounded reads): the tool's
    extractor must decline them."""
    out: dict[str, None] = {}
    for trace in store.recent_traces(RECENT_TRACES):
        if trace.pattern_id and trace.pattern_id != pattern_id and trace.status == "ok":
            out.setdefault(trace.task)
            if len(out) >= limit:
                break
    return list(out)


def open_set(store: "Store", dataset_per_family: int, *, limit: int = 400) -> list[Example]:
    """Tasks with known answers that may or may not be a tool's: recorded tasks in no pattern
    (a person's answer, or the agent's), and `dataset_per_family` packaged BBH tasks per family."""
    from .workloads.workload import packaged_examples

    out = []
    for t in store.recent_traces(limit):
        answer = t.feedback if t.feedback is not None else t.agent_answer
        if t.pattern_id is None and t.status == "ok" and answer is not None:
            out.append(Example(t.task, answer, t.feedback is not None, t.id))
    out += [Example(task, answer, True, origin=ORIGIN_DATASET) for task, answer in packaged_examples(dataset_per_family)]
    return out


# ------------------------------------------------------------------ near misses
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")

_ANTONYMS = {
    "ascending": "descending", "alphabetically": "reverse-alphabetically", "increasing": "decreasing",
    "true": "false", "yes": "no", "first": "last", "largest": "smallest", "biggest": "smallest",
    "maximum": "minimum", "max": "min", "most": "least", "more": "fewer", "less": "more",
    "before": "after", "left": "right", "up": "down", "open": "close", "opened": "closed",
    "add": "subtract", "sum": "product", "plus": "minus", "start": "end", "starting": "ending",
    "forward": "backward", "above": "below", "over": "under", "old": "new", "oldest": "newest",
    "highest": "lowest", "high": "low", "top": "bottom", "early": "late", "earliest": "latest",
    "cheapest": "priciest", "all": "none", "always": "never", "and": "or", "with": "without",
    "do": "don't", "is": "isn't", "are": "aren't", "can": "cannot", "same": "different",
    "similar": "different", "sarcastic": "sincere", "humorous": "serious", "return": "leave",
    "closed": "opened", "complete": "abandon", "sort": "shuffle", "count": "ignore",
    "following": "preceding", "rest": "start", "properly": "improperly", "many": "few",
}
_ANTONYMS.update({v: k for k, v in list(_ANTONYMS.items()) if v not in _ANTONYMS})
_FILLER = "banana"


def _fixed_spans(template: str, slot_kinds: dict[str, str] | None, task: str) -> list[tuple[int, int]] | None:
    """Spans of `task` that are the template's fixed text, or None if the task does not fit."""
    try:
        m = re.fullmatch(extractor_regex(template, slot_kinds or {}), task, re.DOTALL)
    except (re.error, ValueError):
        return None
    if m is None:
        return None
    slots = sorted(m.span(g) for g in m.groupdict() if m.span(g) != (-1, -1))
    spans, pos = [], 0
    for start, end in slots:
        if start > pos:
            spans.append((pos, start))
        pos = max(pos, end)
    if pos < len(task):
        spans.append((pos, len(task)))
    return spans


def _render_template(template: str) -> str:
    """The template with each slot filled by a placeholder value (`x1`, `x2`, ...)."""
    out = []
    for i, (literal, field, _spec, _conv) in enumerate(string.Formatter().parse(template)):
        out.append(literal)
        if field is not None:
            out.append(f"x{i}")
    return "".join(out)


def _swap_case(word: str, new: str) -> str:
    if word.isupper() and len(word) > 1:
        return new.upper()
    if word[:1].isupper():
        return new[:1].upper() + new[1:]
    return new


def near_misses(template: str, example_task: str, *, slot_kinds: dict[str, str] | None = None, limit: int = 12) -> list[str]:
    """Variants of a real instance with one fixed word of the template changed.

    For each fixed word (text outside the slots): swap it for its antonym (`ascending` ->
    `descending`), for an unrelated word, or drop it; slot values and whitespace stay as in
    `example_task`. An extractor must reject all of them. Returns at most `limit` distinct
    variants, antonyms first, spread over the template, deterministically.
    """
    task = example_task
    spans = _fixed_spans(template, slot_kinds, task)
    if spans is None:  # the example does not fit: mutate the template's own text
        task = _render_template(template)
        spans = [(0, len(task))]
    words = [(m.start(), m.end()) for start, end in spans for m in _WORD.finditer(task, start, end)]

    def replace(start: int, end: int, new: str) -> str:
        if new:
            return task[:start] + new + task[end:]
        # Drop the word and one adjacent space, keeping the rest of the layout.
        if end < len(task) and task[end] == " ":
            end += 1
        elif start > 0 and task[start - 1] == " ":
            start -= 1
        return task[:start] + task[end:]

    antonyms, others = [], []
    for start, end in words:
        word = task[start:end]
        anti = _ANTONYMS.get(word.casefold())
        if anti:
            antonyms.append(replace(start, end, _swap_case(word, anti)))
        filler = _FILLER if word.casefold() != _FILLER else "apple"
        others += [replace(start, end, _swap_case(word, filler)), replace(start, end, "")]
    seen: set[str] = {example_task, task}
    uniq_anti = [t for t in antonyms if t.strip() and not (t in seen or seen.add(t))]  # type: ignore[func-returns-value]
    uniq_other = [t for t in others if t.strip() and not (t in seen or seen.add(t))]  # type: ignore[func-returns-value]
    head = uniq_anti[: max(limit // 2, limit - len(uniq_other))]
    room = limit - len(head)
    if room <= 0 or not uniq_other:
        return head[:limit]
    if len(uniq_other) <= room:
        return head + uniq_other
    step = len(uniq_other) / room
    return head + [uniq_other[int(k * step)] for k in range(room)]


def near_miss_negatives(template: str, slot_kinds: dict[str, str], examples: list[Example], *,
                        per_example: int = 8) -> list[str]:
    """Near misses of the first two examples, minus anything that is itself an example."""
    positives = {ex.task for ex in examples}
    misses = [t for ex in examples[:2] for t in near_misses(template, ex.task, slot_kinds=slot_kinds, limit=per_example)]
    return [t for t in dict.fromkeys(misses) if t not in positives]
