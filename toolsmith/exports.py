"""Approved tools as tools for other agents: LangChain tools, OpenAI function schemas, Agent Skills.

Only a tool that is approved, whose file still has the sha256 pinned at approval, and that this
machine's sandbox may run is exposed. Every call re-reads the module, re-checks the pin and
runs `run(**arguments)` in the sandbox, so a tool edited, demoted or retired after it was
listed is refused at its next call (`ToolNotApproved`), never run.
"""

from __future__ import annotations

import ast
import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import ToolFailed, ToolNotApproved, UserError
from .library import ToolLibrary, ToolManifest, default_tools_dir, sha256_text
from .lint import dynamic_code
from .router import MAX_ANSWER_CHARS

if TYPE_CHECKING:
    from langchain_core.tools import BaseTool

    from .sandbox import SandboxBackend

__all__ = [
    "ExportedTool",
    "approved_tools",
    "call_tool",
    "langchain_tools",
    "openai_tools",
    "write_openai",
    "write_skills",
    "run_pinned",
]

_JSON_TYPES = {"str": "string", "int": "integer", "float": "number", "bool": "boolean"}
_PY_TYPES: dict[str, type] = {"string": str, "integer": int, "number": float, "boolean": bool}


@dataclass(frozen=True)
class ExportedTool:
    """An approved tool as other agents see it."""

    name: str
    """The tool's name in the library."""
    version: int
    """The approved version."""
    description: str
    """What it does (its docstring's first line) and which tasks it answers (its template)."""
    parameters: dict[str, Any]
    """JSON schema of `run()`'s arguments: an object with one property per slot."""
    sha256: str
    """The pin checked before every call."""
    call: Callable[..., str] = field(repr=False, compare=False)
    """`call(**arguments) -> answer`: re-checks the pin and runs the tool in the sandbox."""


def _signature(source: str) -> tuple[list[str], set[str], dict[str, str]]:
    """(parameter names, required names, JSON types) of the module's top-level `run()`."""
    tree = ast.parse(source)
    fn = next((n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "run"), None)
    if fn is None:
        return [], set(), {}
    a = fn.args
    positional = [*a.posonlyargs, *a.args]
    names = [p.arg for p in [*positional, *a.kwonlyargs]]
    with_default = {p.arg for p in positional[len(positional) - len(a.defaults):]} if a.defaults else set()
    with_default |= {p.arg for p, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None}
    types = {}
    for p in [*positional, *a.kwonlyargs]:
        ann = p.annotation
        types[p.arg] = _JSON_TYPES.get(ann.id, "string") if isinstance(ann, ast.Name) else "string"
    return names, set(names) - with_default, types


def _parameters(manifest: ToolManifest, source: str) -> dict[str, Any]:
    names, required, types = _signature(source)
    if not names:  # `run(**slots)`: the template's slots are the arguments
        names, required, types = list(manifest.slot_kinds), set(manifest.slot_kinds), {}
    props = {}
    for name in names:
        kind = manifest.slot_kinds.get(name)
        prop: dict[str, Any] = {"type": types.get(name, "string")}
        prop["description"] = f"the {{{name}}} slot ({kind})" if kind else f"the {name} argument"
        props[name] = prop
    return {"type": "object", "properties": props, "required": [n for n in names if n in required],
            "additionalProperties": False}


def _description(manifest: ToolManifest) -> str:
    what = manifest.description or f"Answers tasks of one recurring pattern ({manifest.name})."
    if manifest.template:
        return f"{what} Answers tasks of the form: {manifest.template}"
    if manifest.triggers:
        return f"{what} For tasks with the words: {', '.join(manifest.triggers)}."
    return what


def _unsafe_here(source: str, sandbox: "SandboxBackend") -> str | None:
    isolation = sandbox.isolation
    if isolation.strong or not dynamic_code(source):
        return None
    return (f"it evaluates strings ({', '.join(dynamic_code(source))}) and this machine's sandbox is "
            f"{isolation.summary()} (see `toolsmith doctor`)")


def run_pinned(source: str, sha256: str, arguments: dict[str, Any], *, name: str,
               sandbox: "SandboxBackend | None" = None) -> str:
    """Run `run(**arguments)` of a tool whose source must still hash to `sha256`, in the sandbox.

    Raises `ToolNotApproved` when the source changed or may not run here, `UserError` for
    arguments of the wrong kind, and `ToolFailed` when the tool raised, hit a sandbox limit or
    returned no answer.
    """
    from .sandbox import default_sandbox

    if sha256_text(source) != sha256:
        raise ToolNotApproved(f"tool {name!r} was edited after approval (sha256 {sha256_text(source)[:12]}…, "
                              f"approved {sha256[:12]}…); review it and re-approve it")
    box = sandbox if sandbox is not None else default_sandbox()
    unsafe = _unsafe_here(source, box)
    if unsafe:
        raise ToolNotApproved(f"tool {name!r} may not run here: {unsafe}")
    if not isinstance(arguments, dict) or not all(isinstance(k, str) for k in arguments):
        raise UserError(f"tool {name!r}: arguments must be an object of named values")
    bad = [k for k, v in arguments.items() if not isinstance(v, (str, int, float, bool))]
    if bad:
        raise UserError(f"tool {name!r}: argument {bad[0]!r} must be a string, number or boolean")
    result = box.call(source, "run", dict(arguments))
    if not result.ok:
        raise ToolFailed(f"tool {name!r} failed: {result.error}" + (f" (limit: {result.limit})" if result.limit else ""))
    if not isinstance(result.value, str) or not result.value.strip():
        raise ToolFailed(f"tool {name!r} returned no answer (a {type(result.value).__name__})")
    if len(result.value) > MAX_ANSWER_CHARS:
        raise ToolFailed(f"tool {name!r} returned {len(result.value)} characters (limit {MAX_ANSWER_CHARS})")
    return result.value.strip()


def call_tool(library: ToolLibrary, name: str, arguments: dict[str, Any], *,
              sandbox: "SandboxBackend | None" = None) -> str:
    """Call approved tool `name` now: the module is re-read and its pin re-checked first."""
    source, manifest = library.load_approved(name)
    params = _parameters(manifest, source)
    unknown = sorted(set(arguments) - set(params["properties"])) if isinstance(arguments, dict) else []
    missing = [n for n in params["required"] if isinstance(arguments, dict) and n not in arguments]
    if unknown or missing:
        raise UserError(f"tool {name!r} takes {', '.join(params['properties']) or 'no arguments'}"
                        + (f"; unknown: {', '.join(unknown)}" if unknown else "")
                        + (f"; missing: {', '.join(missing)}" if missing else ""))
    return run_pinned(source, manifest.sha256, arguments, name=name, sandbox=sandbox)


def approved_tools(tools_dir: str | os.PathLike[str] | None = None, *,
                   sandbox: "SandboxBackend | None" = None) -> list[ExportedTool]:
    """The tools of a library that may be exposed now: approved, pinned, and runnable here."""
    from .sandbox import default_sandbox

    library = ToolLibrary(tools_dir if tools_dir is not None else default_tools_dir())
    box = sandbox if sandbox is not None else default_sandbox()
    out: list[ExportedTool] = []
    for manifest in library.list():
        if manifest.status != "approved":
            continue
        try:
            source, manifest = library.load_approved(manifest.name)
        except ToolNotApproved:
            continue  # edited after approval (or its file is gone): never exposed
        if _unsafe_here(source, box):
            continue

        def call(_name: str = manifest.name, **arguments: Any) -> str:
            return call_tool(library, _name, arguments, sandbox=box)

        out.append(ExportedTool(name=manifest.name, version=manifest.version, description=_description(manifest),
                                parameters=_parameters(manifest, source), sha256=manifest.sha256, call=call))
    return out


# ---------------------------------------------------------------- LangChain
def langchain_tools(tools_dir: str | os.PathLike[str] | None = None, *,
                    sandbox: "SandboxBackend | None" = None) -> list["BaseTool"]:
    """One `StructuredTool` per approved tool (args from its slots, description from its docstring
    and template). A call that fails or is refused raises `ToolException` with the reason, which
    agents (`create_agent`'s tool node) hand back to the model as the tool's message."""
    from langchain_core.tools import StructuredTool, ToolException
    from pydantic import Field, create_model

    tools = []
    for exported in approved_tools(tools_dir, sandbox=sandbox):
        props, required = exported.parameters["properties"], set(exported.parameters["required"])
        fields: dict[str, Any] = {
            n: (_PY_TYPES.get(p["type"], str), Field(... if n in required else None, description=p["description"]))
            for n, p in props.items()
        }
        schema = create_model(f"{_camel(exported.name)}Input", **fields)

        def run(_tool: ExportedTool = exported, **arguments: Any) -> str:
            try:
                return _tool.call(**{k: v for k, v in arguments.items() if v is not None})
            except (ToolNotApproved, ToolFailed, UserError) as exc:
                raise ToolException(str(exc)) from exc

        async def arun(_tool: ExportedTool = exported, **arguments: Any) -> str:
            import asyncio

            return await asyncio.to_thread(run, _tool, **arguments)

        tools.append(StructuredTool.from_function(func=run, coroutine=arun, name=exported.name,
                                                  description=exported.description, args_schema=schema))
    return tools


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


# ---------------------------------------------------------------- OpenAI function schemas
def openai_tools(tools: list[ExportedTool]) -> list[dict[str, Any]]:
    """Chat Completions `tools=[...]` entries for the given tools."""
    return [{"type": "function", "function": {"name": t.name, "description": t.description, "parameters": t.parameters}}
            for t in tools]


def write_openai(tools: list[ExportedTool], out_dir: str | os.PathLike[str]) -> list[Path]:
    """Write `openai-tools.json` (the list to pass as `tools=`) and one `<name>.json` per tool."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for schema in openai_tools(tools):
        path = out / f"{schema['function']['name']}.json"
        path.write_text(json.dumps(schema, indent=2) + "\n", encoding="utf-8")
        written.append(path)
    index = out / "openai-tools.json"
    index.write_text(json.dumps(openai_tools(tools), indent=2) + "\n", encoding="utf-8")
    return [index, *written]


# ---------------------------------------------------------------- Agent Skills
_SKILL_RUNNER = '''"""Run the {name} tool: python scripts/run.py NAME=VALUE ...  (prints the answer).

Written by `toolsmith tools export --format skills`. The tool module beside this file must still
have the sha256 it was approved with, and it runs in toolsmith's sandbox (`pip install toolsmith`).
"""
import pathlib
import sys

SHA256 = "{sha256}"


def main() -> int:
    try:
        from toolsmith.errors import ToolsmithError
        from toolsmith.exports import run_pinned
    except ImportError:
        print("this skill runs its tool in toolsmith's sandbox: pip install toolsmith", file=sys.stderr)
        return 1
    args = {{}}
    for item in sys.argv[1:]:
        key, sep, value = item.partition("=")
        if not sep:
            print(f"arguments are NAME=VALUE, got {{item!r}}", file=sys.stderr)
            return 2
        args[key] = value
    source = pathlib.Path(__file__).with_name("{name}.py").read_text(encoding="utf-8")
    try:
        print(run_pinned(source, SHA256, args, name="{name}"))
    except ToolsmithError as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''


def _skill_name(name: str) -> str:
    return re.sub(r"-+", "-", name.replace("_", "-")).strip("-")[:64]


def write_skills(tools: list[ExportedTool], library: ToolLibrary, out_dir: str | os.PathLike[str]) -> list[Path]:
    """Write one Agent Skills folder per tool: `SKILL.md` (front matter: name, description),
    `scripts/<tool>.py` (the approved module, byte for byte) and `scripts/run.py` (checks the
    pin and runs the tool in toolsmith's sandbox)."""
    out = Path(out_dir)
    written = []
    for tool in tools:
        source, manifest = library.load_approved(tool.name)
        folder = out / _skill_name(tool.name)
        (folder / "scripts").mkdir(parents=True, exist_ok=True)
        (folder / "scripts" / f"{tool.name}.py").write_text(source, encoding="utf-8")
        (folder / "scripts" / "run.py").write_text(_SKILL_RUNNER.format(name=tool.name, sha256=tool.sha256),
                                                   encoding="utf-8")
        args = " ".join(f'{n}="..."' for n in tool.parameters["properties"])
        arg_lines = "\n".join(f"- `{n}`: {p['type']}, {p['description']}" for n, p in tool.parameters["properties"].items())
        description = tool.description.replace("\n", " ")[:1024]
        skill = (
            "---\n"
            f"name: {_skill_name(tool.name)}\n"
            f"description: {json.dumps(description)}\n"
            "compatibility: Python 3.11+ with toolsmith installed (the tool runs in its sandbox)\n"
            f"metadata:\n  toolsmith-tool: {tool.name}\n  version: \"{tool.version}\"\n  sha256: {tool.sha256}\n"
            "---\n\n"
            f"# {tool.name}\n\n{tool.description}\n\n"
            "A deterministic script answers these tasks: use it instead of working the answer out.\n\n"
            f"## How to use it\n\nRun, from this folder:\n\n```bash\npython scripts/run.py {args}\n```\n\n"
            f"It prints the answer. Arguments:\n\n{arg_lines or '- none'}\n\n"
            + (f"Tasks it answers look like: `{manifest.template}`\n\n" if manifest.template else "")
            + f"`scripts/{tool.name}.py` is the reviewed tool (approved v{tool.version}); `run.py` refuses to run it "
            "if it was changed since.\n"
        )
        (folder / "SKILL.md").write_text(skill, encoding="utf-8")
        written.append(folder)
    return written
