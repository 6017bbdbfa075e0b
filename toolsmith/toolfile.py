"""The tool module format, in one place.

A tool is one Python module with

* `extract(task: str) -> dict | None`: the task's arguments, or None when the task is not this
  tool's. For synthesized tools toolsmith derives it from the mined template
  (`extractor_regex`): fixed text escaped and case-insensitive, each slot a named group typed
  by its kind. The module then also carries `TEMPLATE` and `EXTRACT_RE`.
* `run(**arguments) -> str`: the answer. Arguments arrive parsed by their slot types
  (`toolsmith.slots`): a list slot as a list, a number as a number, options as a dict. Raising
  `toolkit.NotMine` says "not my task" (declined, not a failure).
* a docstring whose first line says what the tool does;
* optionally `EXAMPLES = [(task, answer), ...]`: confirmed examples it is verified on before any
  task was recorded (`declared_examples`);
* optionally `TRIGGERS = ["word", ...]`: words every task of the tool contains, the router's
  zero-cost prefilter for a tool without a template (`declared_triggers`; `derive_triggers`
  finds them in `EXAMPLES` when the module declares none).

Everything here reads a module's syntax tree; nothing imports or runs tool code.
"""

from __future__ import annotations

import ast
import os
import re
import string
from pathlib import Path
from typing import Any

from .errors import UserError
from .records import Example
from .slots import slot_type

__all__ = [
    "MAX_TOOL_BYTES",
    "PROBE_FUNCTION",
    "ORIGIN_MODULE",
    "extractor_regex",
    "build_tool_source",
    "with_probe",
    "declared_examples",
    "declared_triggers",
    "derive_triggers",
    "trigger_words",
    "tool_description",
    "read_tool_file",
]

MAX_TOOL_BYTES = 1_000_000
"""Largest tool module accepted."""
PROBE_FUNCTION = "_toolsmith_probe"
"""Name of the harness function appended to a tool's source for one sandbox call per task."""
ORIGIN_MODULE = "the module's EXAMPLES"
"""The origin of examples a tool module declares itself."""

_PROBE_SOURCE = f'''

def {PROBE_FUNCTION}(task):  # appended by toolsmith, never stored
    import toolkit as _toolsmith_toolkit
    try:
        args = extract(task)
        if args is None:
            return None
        if not isinstance(args, dict):
            raise TypeError("extract() must return a dict or None, not " + type(args).__name__)
        answer = run(**args)
    except _toolsmith_toolkit.NotMine:
        return None  # the tool says the task is not its own: declined, not failed
    if not isinstance(answer, str):
        raise TypeError("run() must return a str, not " + type(answer).__name__ + " (" + repr(answer)[:60] + ")")
    return {{"args": args, "answer": answer}}
'''

_WORD = re.compile(r"[^\W_]{2,}")


_CLOSING_QUOTES = {"'": "'", '"': '"', "“": "”", "‘": "’", "`": "`"}
"""The quote that closes a quoted slot, by the one that opens it in the template."""


def extractor_regex(template: str, slot_kinds: dict[str, str]) -> str:
    """A regex (for `fullmatch` with DOTALL) that parses tasks of `template`.

    Fixed text is escaped, case-insensitive and whitespace-tolerant; slots are named groups whose
    sub-pattern fits their kind (numbers, dates, emails, urls strict; variable kinds `.+?`).
    Like any regex with several `.+?` groups it can backtrack heavily on hostile input, so run it
    with a time limit (the router) or in the sandbox.
    """
    parts = [r"\s*"]
    seen: set[str] = set()
    for literal, field, _spec, _conv in string.Formatter().parse(template):
        for piece in re.split(r"(\s+)", literal):
            if not piece:
                continue
            parts.append(r"\s+" if piece.isspace() else "(?i:" + re.escape(piece) + ")")
        if field is None:
            continue
        if not field.isidentifier():
            raise UserError(f"slot name {field!r} is not a python identifier")
        if field in seen:
            parts.append(f"(?P={field})")
        else:
            seen.add(field)
            kind = slot_kinds.get(field, "text")
            closing = _CLOSING_QUOTES.get(literal[-1:]) if kind == "quoted" else None
            # A quoted value holds no closing quote: "from 'pepper' except 'e'." is not "from '{quoted}'."
            regex = f"[^{re.escape(closing)}\\n]*?" if closing else slot_type(kind).regex
            parts.append(f"(?P<{field}>{regex})")
    parts.append(r"\s*")
    return "".join(parts)


def _escape_doc(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')


def _run_doc(code: str) -> str:
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return ""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in ("run", "_run_written"):
            doc = ast.get_docstring(node) or ""
            if doc.strip():
                return doc.strip().splitlines()[0]
    return ""


def build_tool_source(
    template: str,
    slot_kinds: dict[str, str],
    run_code: str,
    *,
    model: str | None = None,
    description: str | None = None,
    regex: str | None = None,
    extract_source: str | None = None,
) -> str:
    """A complete tool module: docstring, `extract()`, the given `run()`.

    `extract()` is derived from the template unless `extract_source` (a model-written
    `def extract(task)`, the opt-in alternative) is given.
    """
    who = model or "a model"
    desc = description or _run_doc(run_code) or "Answers tasks of one recurring pattern."
    slots = ", ".join(f"{name} ({kind})" for name, kind in slot_kinds.items()) or "none"
    origin = (f"extract() and run() were written by {who}" if extract_source
              else f"extract() is derived from the pattern by toolsmith; run() was written by {who}")
    doc = f"{desc}\n\nPattern: {template}\nSlots: {slots}\n{origin}.\n"
    if extract_source:
        own = re.sub(r"^def extract\(", "def _extract_written(", extract_source.strip(), count=1, flags=re.MULTILINE)
        parser = (
            f"import toolkit\n\nTEMPLATE = {template!r}\nSLOT_TYPES = {dict(slot_kinds)!r}\n\n\n"
            f"# ---- extract(): written by {who} ----\n{own}\n\n\n"
            "def extract(task: str) -> dict | None:\n"
            '    """The slots the written extractor found, parsed by their types (None: not this task)."""\n'
            "    found = _extract_written(task)\n"
            "    if found is None:\n"
            "        return None\n"
            "    try:\n"
            "        return toolkit.parse_slots(found, SLOT_TYPES)\n"
            "    except toolkit.NotMine:\n"
            "        return None\n\n\n"
        )
    else:
        rx = regex if regex is not None else extractor_regex(template, slot_kinds)
        parser = (
            "import re\n\nimport toolkit\n\n"
            f"TEMPLATE = {template!r}\n"
            f"SLOT_TYPES = {dict(slot_kinds)!r}\n"
            f"EXTRACT_RE = re.compile({rx!r}, re.DOTALL)\n\n\n"
            "def extract(task: str) -> dict | None:\n"
            '    """The parsed slots of `task` if it has this tool\'s pattern, else None."""\n'
            "    m = EXTRACT_RE.fullmatch(task)\n"
            "    if m is None:\n"
            "        return None\n"
            "    try:\n"
            "        return toolkit.parse_slots(m.groupdict(), SLOT_TYPES)\n"
            "    except toolkit.NotMine:\n"
            "        return None\n\n\n"
        )
    return f'"""{_escape_doc(doc)}"""\n\n{parser}# ---- run(): written by {who} ----\n{run_code.strip()}\n'


def with_probe(source: str) -> str:
    """The module plus the probe harness: `PROBE_FUNCTION(task)` runs extract, then run, in one call."""
    return source + _PROBE_SOURCE


def _module_constant(source: str, name: str) -> tuple[Any, int] | None:
    """(literal value, line) of a top-level `NAME = <literal>`, or None when absent."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    value = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            value = node.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            value = node.value
    if value is None:
        return None
    try:
        return ast.literal_eval(value), value.lineno
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        raise UserError(f"line {value.lineno}: {name} must be a literal (a list of strings or of string pairs)") from None


def _short(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def declared_examples(source: str) -> list[Example]:
    """The `EXAMPLES = [(task, answer), ...]` a tool module declares, as confirmed examples.

    Raises `UserError` when `EXAMPLES` is there but is not a list of (task, answer) string pairs.
    """
    found = _module_constant(source, "EXAMPLES")
    if found is None:
        return []
    pairs, line = found
    if not isinstance(pairs, (list, tuple)):
        raise UserError(f"line {line}: EXAMPLES must be a list of (task, answer) pairs, not {type(pairs).__name__}")
    out: list[Example] = []
    for i, pair in enumerate(pairs, 1):
        if not (isinstance(pair, (list, tuple)) and len(pair) == 2 and all(isinstance(x, str) and x.strip() for x in pair)):
            raise UserError(f"line {line}: EXAMPLES item {i} is not a (task, answer) pair of non-empty strings: "
                            f"{_short(repr(pair), 80)}")
        out.append(Example(pair[0], pair[1], confirmed=True, origin=ORIGIN_MODULE))
    return out


def trigger_words(text: str) -> set[str]:
    """The words the router indexes: letters and digits, two or more, casefolded."""
    return {w.casefold() for w in _WORD.findall(text)}


def declared_triggers(source: str) -> list[str] | None:
    """The module's `TRIGGERS` (words each of its tasks contains), or None when it declares none."""
    found = _module_constant(source, "TRIGGERS")
    if found is None:
        return None
    words, line = found
    if not isinstance(words, (list, tuple)) or not words or not all(isinstance(w, str) and w.strip() for w in words):
        raise UserError(f"line {line}: TRIGGERS must be a non-empty list of words")
    out = sorted({w for word in words for w in trigger_words(word)})
    if not out:
        raise UserError(f"line {line}: TRIGGERS has no word of two or more letters or digits")
    return out


def derive_triggers(examples: list[Example], limit: int = 6) -> list[str]:
    """Words that every example task contains: the prefilter of a tool with no template."""
    common: set[str] | None = None
    for ex in examples:
        words = trigger_words(ex.task)
        common = words if common is None else common & words
    return sorted(common or ())[:limit] if common else []


def tool_description(source: str) -> str:
    """The first line of the module's docstring ("" when it has none)."""
    try:
        doc = ast.get_docstring(ast.parse(source)) or ""
    except (SyntaxError, ValueError):
        return ""
    return doc.strip().splitlines()[0] if doc.strip() else ""


def read_tool_file(path: str | os.PathLike[str]) -> str:
    """The text of a tool module file; `UserError` for a folder, a binary, empty or huge file."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except IsADirectoryError:
        raise UserError(f"{p} is a folder, not a tool module (.py file)") from None
    except OSError as exc:
        raise UserError(f"cannot read {p}: {exc.strerror or exc}") from None
    if len(data) > MAX_TOOL_BYTES:
        raise UserError(f"{p} is {len(data)} bytes; a tool module may have at most {MAX_TOOL_BYTES}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UserError(f"{p} is not a UTF-8 text file (a binary?); a tool is a Python module") from None
    if "\x00" in text:
        raise UserError(f"{p} contains NUL bytes (a binary?); a tool is a Python module")
    if not text.strip():
        raise UserError(f"{p} is empty; a tool module defines extract(task) and run(...)")
    return text
