"""AST lint for generated tools: an early, readable rejection before the sandbox runs anything.

This is *not* the security boundary (the kernel sandbox in `toolsmith.sandbox` is); it turns
obvious problems into reasons a reviewer or the repair prompt can read.

Import allow-list (`DEFAULT_ALLOWED_IMPORTS`): pure, deterministic stdlib modules for text,
numbers, encodings, dates and data structures, and `toolkit`, toolsmith's helper module for
tools (`toolsmith/_lib/toolkit.py`, importable inside the sandbox). Entries may be dotted (`urllib.parse` allows
that module, not `urllib.request`). Left out on purpose: `random` and `time` (non-deterministic
tools cannot be verified by running them), and anything touching files, processes, the network
or the interpreter (`os`, `sys`, `io`, `subprocess`, `socket`, `ctypes`, `importlib`, `inspect`,
`pickle`, `threading`, ...). A library may widen or narrow the list in a reviewable
`policy.toml` beside its tools (`import_policy`).

`eval()` of an expression and the `ast` module are allowed: tools for arithmetic and boolean
expressions need them (the 1.5B model writes `eval` for those even when told not to, and lost
5 of 6 such tools to this lint). The kernel sandbox, not this lint, contains what an evaluated
string could do. Where only the weaker `process` isolation exists, tools that evaluate strings
are never routed (`dynamic_code`). `exec`, `compile` and `__import__` stay refused: no tool needs
statement-level dynamic code.
"""

from __future__ import annotations

import ast
import sys
import tomllib
from pathlib import Path

from .errors import ConfigError

__all__ = ["DEFAULT_ALLOWED_IMPORTS", "POLICY_FILE", "lint_tool", "dynamic_code", "import_policy"]

DEFAULT_ALLOWED_IMPORTS: frozenset[str] = frozenset({
    "__future__", "re", "math", "cmath", "json", "itertools", "collections", "functools",
    "string", "datetime", "calendar", "fractions", "decimal", "statistics", "operator", "heapq",
    "bisect", "textwrap", "unicodedata", "typing", "dataclasses", "enum", "difflib", "numbers",
    "copy", "ast", "abc", "array", "base64", "binascii", "codecs", "colorsys", "contextlib",
    "csv", "fnmatch", "graphlib", "hashlib", "hmac", "html", "ipaddress", "keyword", "pprint",
    "quopri", "reprlib", "shlex", "stringprep", "struct", "tomllib", "types", "urllib.parse",
    "xml.etree", "zlib", "zoneinfo", "toolkit",
})
POLICY_FILE = "policy.toml"
"""A tool library's own import policy, beside its tools: `[imports] allow = [...], deny = [...]`."""


def import_policy(tools_dir: str | Path | None) -> frozenset[str]:
    """The modules tools in `tools_dir` may import: the default list, plus `allow`, minus `deny`
    from its `policy.toml` (absent: the default list). Raises ConfigError on a bad file."""
    path = Path(tools_dir) / POLICY_FILE if tools_dir is not None else None
    if path is None or not path.is_file():
        return DEFAULT_ALLOWED_IMPORTS
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{path}: {exc}") from None
    section = data.get("imports", {})
    lists = {key: section.get(key, []) for key in ("allow", "deny")}
    for key, names in lists.items():
        if not isinstance(names, list) or not all(isinstance(n, str) and _is_module_name(n) for n in names):
            raise ConfigError(f"{path}: [imports] {key} must be a list of module names")
        outside = [n for n in names if key == "allow" and n.split(".")[0] not in sys.stdlib_module_names]
        if outside:
            raise ConfigError(f"{path}: {', '.join(outside)} not in the standard library; the sandbox has only the stdlib")
    return (DEFAULT_ALLOWED_IMPORTS | frozenset(lists["allow"])) - frozenset(lists["deny"])


def _is_module_name(name: str) -> bool:
    return bool(name) and all(part.isidentifier() for part in name.split("."))


def _allowed(module: str, allowed: frozenset[str]) -> bool:
    return any(module == a or module.startswith(a + ".") for a in allowed)


def dynamic_code(source: str) -> list[str]:
    """Where `source` evaluates strings as code (`eval`, `exec`), as readable reasons; [] if nowhere.

    Such tools run only under the kernel sandbox: with a weaker isolation they are never routed."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ["source cannot be parsed"]
    return [f"line {node.lineno}: {node.id}()" for node in ast.walk(tree)
            if isinstance(node, ast.Name) and node.id in ("eval", "exec")]

_FORBIDDEN_CALLS = {
    "__import__": "dynamic import",
    "exec": "dynamic code",
    "compile": "dynamic code",
    "open": "file access",
    "input": "reading stdin",
    "breakpoint": "debugger",
    "globals": "namespace access",
    "locals": "namespace access",
    "vars": "namespace access",
    "setattr": "dynamic attribute assignment",
    "delattr": "dynamic attribute deletion",
    "exit": "exiting the interpreter",
    "quit": "exiting the interpreter",
    "help": "interactive help",
    "memoryview": "raw memory access",
}
_ALLOWED_DUNDER_ATTRS = frozenset({"__init__", "__name__", "__doc__", "__qualname__", "__post_init__"})
_ALLOWED_DUNDER_NAMES = frozenset({"__name__", "__doc__", "__all__", "__future__"})


def _is_dunder(name: str) -> bool:
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def lint_tool(
    source: str,
    *,
    allowed_imports: set[str] | frozenset[str] | None = None,
    require: tuple[str, ...] = ("extract", "run"),
) -> list[str]:
    """Readable reasons why `source` is not an acceptable tool module; [] if it is clean.

    `allowed_imports` replaces `DEFAULT_ALLOWED_IMPORTS` (module names, possibly dotted;
    submodules of an allowed module are allowed). `require` lists functions the module must
    define at top level.
    """
    allowed = DEFAULT_ALLOWED_IMPORTS if allowed_imports is None else frozenset(allowed_imports)
    try:
        tree = ast.parse(source, filename="<tool>")
    except SyntaxError as exc:
        return [f"line {exc.lineno}: syntax error: {exc.msg}"]
    except (ValueError, RecursionError, MemoryError) as exc:
        return [f"source cannot be parsed: {type(exc).__name__}"]
    reasons: list[str] = []

    def add(node: ast.AST, text: str) -> None:
        reasons.append(f"line {getattr(node, 'lineno', '?')}: {text}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if not _allowed(alias.name, allowed):
                    add(node, f"import of {alias.name!r} is not allowed")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                add(node, "relative imports are not allowed")
            elif not _allowed(module, allowed) and not all(_allowed(f"{module}.{a.name}", allowed) for a in node.names):
                add(node, f"import from {node.module!r} is not allowed")
        elif isinstance(node, ast.Name):
            if node.id in _FORBIDDEN_CALLS:
                add(node, f"use of {node.id}() is not allowed ({_FORBIDDEN_CALLS[node.id]})")
            elif _is_dunder(node.id) and node.id not in _ALLOWED_DUNDER_NAMES:
                add(node, f"use of name {node.id!r} is not allowed")
        elif isinstance(node, ast.Attribute):
            if _is_dunder(node.attr) and node.attr not in _ALLOWED_DUNDER_ATTRS:
                add(node, f"access to attribute {node.attr!r} is not allowed")
            elif node.attr.startswith(("f_", "gi_", "cr_", "ag_", "tb_", "co_")) and node.attr in _FRAME_ATTRS:
                add(node, f"access to attribute {node.attr!r} is not allowed (interpreter internals)")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr":
            name = node.args[1] if len(node.args) > 1 else None
            if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
                add(node, "getattr() with a computed attribute name is not allowed")
            elif _is_dunder(name.value) and name.value not in _ALLOWED_DUNDER_ATTRS:
                add(node, f"getattr() of {name.value!r} is not allowed")
    defined = {
        node.name
        for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    }
    for name in require:
        if name not in defined:
            reasons.append(f"tool defines no top-level function {name}()")
    return reasons


_FRAME_ATTRS = frozenset({
    "f_back", "f_globals", "f_locals", "f_builtins", "f_code", "gi_frame", "gi_code", "cr_frame",
    "cr_code", "ag_frame", "ag_code", "tb_frame", "tb_next", "co_code", "co_consts",
})
