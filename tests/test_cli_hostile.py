"""Every CLI command with hostile arguments: exit 1 or 2, exactly one line on stderr, no traceback.

Commands are enumerated from the click group, so a new command is walked automatically. Each
parameter gets hostile values chosen by its type (missing, empty, binary file, a file where a
folder is expected, a folder where a file is expected, a non-URL, an unknown id, a bad number);
a parameter type this file does not know fails the test until it is taught here. Starting a
model or a server would be a bug in a hostile case: those entry points raise instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from toolsmith import Toolsmith, report_usage
from toolsmith.cli import _Folder, _Id, _Parsed, _Text, cli
from toolsmith.library import ToolLibrary


class _WouldStartModel(BaseException):
    """Raised (past every `except Exception`) if a hostile case got as far as starting a model or server."""


def _leaves(group: click.Group, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], click.Command]]:
    for name, cmd in sorted(group.commands.items()):
        if isinstance(cmd, click.Group):
            yield from _leaves(cmd, (*path, name))
        else:
            yield (*path, name), cmd


COMMANDS = dict(_leaves(cli))


class Files:
    """Hostile and harmless files in the test's working directory."""

    def __init__(self, root: Path, sorter_tool: str) -> None:
        self.file = root / "a-file.txt"
        self.file.write_text("just text\n")
        self.binary = root / "binary.py"
        self.binary.write_bytes(bytes(range(256)) * 4)
        self.empty = root / "empty.py"
        self.empty.write_text("")
        self.not_python = root / "notes.py"
        self.not_python.write_text("this is not ( python\n")
        self.folder = root / "a-folder"
        self.folder.mkdir()
        self.missing = root / "does-not-exist"
        self.tool = root / "sorter_tool.py"
        self.tool.write_text(sorter_tool)


def _hostile(param: click.Parameter, files: Files) -> list[str]:
    """Values of `param` that must be refused (as strings, as a user would type them)."""
    t = param.type
    if isinstance(param, click.Option) and param.is_flag:
        return []
    if isinstance(t, _Folder):
        return ["", str(files.file)] + ([str(files.missing)] if t.exists else [])
    if isinstance(t, click.Path):  # a file to read
        return ["", str(files.folder), str(files.missing), str(files.binary), str(files.empty), str(files.not_python)]
    if isinstance(t, _Parsed):
        extra = {"url": ["notaurl", "ftp://example.org", "http://"], "file.png": ["tokens.txt", f"{files.missing}/x.png",
                                                                                    str(files.folder)]}
        return ["", "!!garbage!!", *extra.get(t.name, [])]
    if isinstance(t, _Id):
        return ["", "nope-unknown", "../escape"]
    if isinstance(t, _Text):
        return [""]
    if isinstance(t, click.Choice):
        return ["", "nope"]
    if isinstance(t, (click.IntRange, click.FloatRange)):
        below = [str(t.min - 1)] if t.min is not None else []
        return ["", "x", *below]
    if t in (click.INT, click.FLOAT):
        return ["", "x"]
    if t is click.UNPROCESSED:
        return [""]
    pytest.fail(f"{param.name}: no hostile values for parameter type {t!r}; teach tests/test_cli_hostile.py")


def _base(path: tuple[str, ...], cmd: click.Command, files: Files, pattern_id: str) -> list[str]:
    """Arguments that make the command well-formed, so that the hostile value is what is tested."""
    base: dict[tuple[str, ...], list[str]] = {
        ("backend", "advise"): ["--acceptance", "0.8,0.6", "--draft-cost", "0.1"],
        ("backend", "metrics"): ["http://127.0.0.1:9"],
        ("patterns", "show"): [pattern_id],
        ("tools", "add"): [str(files.tool)],
        ("tools", "reject"): ["sorter", "--reason", "no"],
        ("tools", "rollback"): ["sorter", "--to", "1"],
    }
    if path in base:
        return base[path]
    return ["sorter" for p in cmd.params if isinstance(p, click.Argument) and p.required]


def _cases(path: tuple[str, ...], cmd: click.Command, files: Files, pattern_id: str) -> Iterator[list[str]]:
    base = _base(path, cmd, files, pattern_id)
    yield [*base, "--no-such-option"]
    if not any(isinstance(p, click.Argument) and p.nargs == -1 for p in cmd.params):
        yield [*base, "unexpected-extra-argument"]
    arguments = [p for p in cmd.params if isinstance(p, click.Argument)]
    for p in cmd.params:
        if isinstance(p, click.Argument):
            others = [v for q, v in zip(arguments, base) if q is not p]
            if p.required:
                yield others  # missing
            for value in _hostile(p, files):
                yield [value, *base[len(arguments):]] if len(arguments) == 1 else [*others, value]
        else:
            opt = max(p.opts, key=len)
            if p.is_flag:
                yield [*base, f"{opt}=x"]
                continue
            if p.required:
                yield [a for a in base if a != opt][: max(0, len(base) - 2)]  # missing (drops its value too)
            yield [*base, opt]  # the option with no value
            for value in _hostile(p, files):
                yield [*base, opt, value]


@pytest.fixture
def state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, sorter_tool: str) -> tuple[Files, str]:
    """A recorded session, an approved tool in ./tools, hostile files; models and servers cannot start."""
    import signal

    from toolsmith.backends.local import LocalServer
    from toolsmith.backends.vllm import VLLMServer

    def refuse(*args: object, **kwargs: object) -> None:
        raise _WouldStartModel("a hostile case started a model or server")

    monkeypatch.setattr(LocalServer, "start", refuse)
    monkeypatch.setattr(VLLMServer, "start", refuse)
    monkeypatch.setattr(signal, "sigwait", refuse)

    def agent(task: str) -> str:
        report_usage(20, 4, model="counting")
        return "ok"

    with Toolsmith(agent, synthesizer=None) as ts:
        for i in range(4):
            ts.run(f"What is the top-{i + 1} best-selling product in {2020 + i}")
        pattern_id = ts.miner.patterns()[0].id
    lib = ToolLibrary("tools")
    lib.register(sorter_tool, name="sorter", origin="hand-written")
    lib.approve("sorter", reason="test")
    return Files(tmp_path, sorter_tool), pattern_id


def _check(argv: list[str]) -> None:
    res = CliRunner().invoke(cli, argv)
    shown = f"toolsmith {' '.join(map(repr, argv))} -> exit {res.exit_code}\nstdout: {res.stdout}\nstderr: {res.stderr}"
    assert res.exit_code in (1, 2), shown
    assert res.exception is None or isinstance(res.exception, SystemExit), shown
    assert len(res.stderr.splitlines()) == 1, shown
    assert "Traceback" not in res.output and "unexpected error" not in res.stderr, shown


@pytest.mark.parametrize("path", sorted(COMMANDS), ids=" ".join)
def test_every_command_refuses_hostile_arguments_in_one_line(path: tuple[str, ...], state: tuple[Files, str]) -> None:
    files, pattern_id = state
    cases = list(_cases(path, COMMANDS[path], files, pattern_id))
    assert len(cases) >= 3
    for argv in cases:
        _check([*path, *argv])


@pytest.mark.parametrize("argv", [["--no-such-option"], ["no-such-command"], ["tools", "no-such-command"],
                                  ["backend", "serve", "--engine", "vllm"], ["stats", "--session", "nope-unknown"]])
def test_groups_and_unknown_commands_are_one_line(argv: list[str], state: tuple[Files, str]) -> None:
    _check(argv)


def test_every_command_is_walked() -> None:
    """The walk found the commands the README documents (it finds new ones by itself)."""
    documented = {("demo",), ("stats",), ("bench",), ("patterns", "list"), ("patterns", "show"), ("backend", "serve"),
                  ("backend", "models"), ("backend", "metrics"), ("backend", "advise")}
    documented |= {("tools", v) for v in ("list", "show", "approve", "reject", "diff", "test", "add", "retire", "rollback")}
    assert documented <= set(COMMANDS)
