"""Approved tools for other agents: LangChain tools (checked by `langchain-tests`' own standard
suites), OpenAI function schemas, Agent Skills folders, and `toolsmith traces`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from langchain_core.tools import BaseTool, ToolException
from langchain_tests.integration_tests import ToolsIntegrationTests
from langchain_tests.unit_tests import ToolsUnitTests

from toolsmith import Toolsmith, approved_tools, langchain_tools
from toolsmith.cli import cli
from toolsmith.library import ToolLibrary
from toolsmith.toolfile import build_tool_source

ROOT = Path(__file__).resolve().parents[1]
SORTER = (ROOT / "examples" / "sorter_tool.py").read_text()
REVERSER = build_tool_source("Reverse the letters of {word} please", {"word": "text"},
                             'def run(word):\n    """Reverses the letters of a word."""\n    return word[::-1]\n')


def library(path: str = "tools") -> ToolLibrary:
    """sorter (hand-written, approved), reverse (template-derived, approved), draft (pending)."""
    lib = ToolLibrary(path)
    if not lib.exists("sorter"):
        lib.register(SORTER, name="sorter", origin="hand-written", triggers=["sort", "alphabetically"])
        lib.approve("sorter")
        lib.register(REVERSER, name="reverse", template="Reverse the letters of {word} please", slot_kinds={"word": "text"})
        lib.approve("reverse")
        lib.register(SORTER.replace("sorted(", "sorted(reverse=True, iterable="), name="draft", origin="hand-written")
    return lib


def tool_named(name: str) -> BaseTool:
    library()
    return next(t for t in langchain_tools("tools") if t.name == name)


class TestSorterToolStandard(ToolsUnitTests):
    @property
    def tool_constructor(self) -> BaseTool:
        return tool_named("sorter")

    @property
    def tool_invoke_params_example(self) -> dict[str, Any]:
        return {"words": "pear apple fig"}


class TestSorterToolIntegration(ToolsIntegrationTests):
    @property
    def tool_constructor(self) -> BaseTool:
        return tool_named("sorter")

    @property
    def tool_invoke_params_example(self) -> dict[str, Any]:
        return {"words": "pear apple fig"}


class TestTemplateToolStandard(ToolsUnitTests):
    @property
    def tool_constructor(self) -> BaseTool:
        return tool_named("reverse")

    @property
    def tool_invoke_params_example(self) -> dict[str, Any]:
        return {"word": "stressed"}


class TestTemplateToolIntegration(ToolsIntegrationTests):
    @property
    def tool_constructor(self) -> BaseTool:
        return tool_named("reverse")

    @property
    def tool_invoke_params_example(self) -> dict[str, Any]:
        return {"word": "stressed"}


def test_only_approved_pinned_tools_are_exported_and_run_in_the_sandbox():
    library()
    tools = {t.name: t for t in langchain_tools("tools")}
    assert sorted(tools) == ["reverse", "sorter"]  # `draft` is pending
    assert tools["sorter"].invoke({"words": "pear apple fig"}) == "apple fig pear"
    assert tools["reverse"].invoke({"word": "stressed"}) == "desserts"
    assert "Sorts words alphabetically" in tools["sorter"].description
    assert "Reverse the letters of {word} please" in tools["reverse"].description
    assert tools["reverse"].args == {"word": {"description": "the {word} slot (text)", "title": "Word", "type": "string"}}


def test_a_tool_edited_after_approval_is_refused_at_its_next_call_and_no_longer_listed():
    library()
    sorter = tool_named("sorter")
    Path("tools/sorter.py").write_text(SORTER.replace('" ".join(sorted(words.split()))', '"pwned"'))
    with pytest.raises(ToolException, match="edited after approval"):
        sorter.invoke({"words": "b a"})
    assert [t.name for t in langchain_tools("tools")] == ["reverse"]
    ToolLibrary("tools").retire("reverse")
    assert langchain_tools("tools") == []


def test_a_failing_tool_is_a_tool_exception_for_the_agent():
    lib = ToolLibrary("tools")
    lib.register('"""Divides."""\nTRIGGERS = ["divide"]\n\ndef extract(task):\n    return None\n\n'
                 "def run(a):\n    return str(1 / int(a))\n", name="divide", origin="hand-written")
    lib.approve("divide")
    (divide,) = langchain_tools("tools")
    assert divide.invoke({"a": "4"}) == "0.25"
    with pytest.raises(ToolException, match="ZeroDivisionError"):
        divide.invoke({"a": "0"})


def test_tools_in_a_create_agent_agent():
    from langchain.agents import create_agent
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    class Scripted(GenericFakeChatModel):
        def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
            return self

    library()
    model = Scripted(messages=iter([
        AIMessage("", tool_calls=[{"name": "sorter", "args": {"words": "kiwi fig date"}, "id": "c1"}]),
        AIMessage("date fig kiwi"),
    ]))
    agent = create_agent(model, tools=langchain_tools("tools"))
    out = agent.invoke({"messages": [("user", "Sort: kiwi fig date")]})
    tool_message = out["messages"][2]
    assert tool_message.type == "tool" and tool_message.content == "date fig kiwi" and tool_message.status == "success"


def test_export_openai_schemas(tmp_path):
    library()
    result = CliRunner().invoke(cli, ["tools", "export", "--format", "openai", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    listed = json.loads((tmp_path / "out" / "openai-tools.json").read_text())
    assert [t["function"]["name"] for t in listed] == ["reverse", "sorter"]
    sorter = json.loads((tmp_path / "out" / "sorter.json").read_text())
    assert sorter["type"] == "function"
    assert sorter["function"]["parameters"] == {
        "type": "object", "properties": {"words": {"type": "string", "description": "the words argument"}},
        "required": ["words"], "additionalProperties": False}
    from openai.types.chat import ChatCompletionFunctionToolParam  # the schema is what the client takes

    assert set(sorter) == set(ChatCompletionFunctionToolParam.__annotations__)


def test_export_skills_and_run_the_script(tmp_path):
    library()
    result = CliRunner().invoke(cli, ["tools", "export", "--format", "skills", str(tmp_path / "skills")])
    assert result.exit_code == 0, result.output
    folder = tmp_path / "skills" / "sorter"
    text = (folder / "SKILL.md").read_text()
    front = yaml.safe_load(text.split("---\n")[1])
    assert front["name"] == folder.name == "sorter"
    assert front["description"].startswith("Sorts words alphabetically.") and len(front["description"]) <= 1024
    assert (folder / "scripts" / "sorter.py").read_text() == SORTER
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = [sys.executable, str(folder / "scripts" / "run.py"), "words=pear apple fig"]
    done = subprocess.run(run, capture_output=True, text=True, env=env, timeout=60)
    assert (done.returncode, done.stdout.strip()) == (0, "apple fig pear"), done.stderr
    (folder / "scripts" / "sorter.py").write_text(SORTER + "\n# changed\n")
    refused = subprocess.run(run, capture_output=True, text=True, env=env, timeout=60)
    assert refused.returncode == 1 and "edited after approval" in refused.stderr
    assert (tmp_path / "skills" / "reverse" / "SKILL.md").is_file()


def test_export_with_nothing_approved_is_one_line_exit_1(tmp_path):
    result = CliRunner().invoke(cli, ["tools", "export", "--format", "openai", str(tmp_path / "o")])
    assert result.exit_code == 1 and "no approved tool" in result.output and "Traceback" not in result.output
    result = CliRunner().invoke(cli, ["tools", "export", "--format", "yaml", str(tmp_path / "o")])
    assert result.exit_code == 2


def test_traces_export_json_and_jsonl():
    ts = Toolsmith(lambda t: t[::-1], learn=False, session="s1")
    ts.invoke("abc")
    ts.invoke("xyz")
    runner = CliRunner()
    lines = runner.invoke(cli, ["traces", "--jsonl"]).output.splitlines()
    assert [json.loads(line)["answer"] for line in lines] == ["cba", "zyx"]
    data = json.loads(runner.invoke(cli, ["traces", "--session", "s1", "--json"]).output)
    assert [d["id"] for d in data] == ["s1:1", "s1:2"] and data[0]["token_count"] == "estimated"
    table = runner.invoke(cli, ["traces"], env={"COLUMNS": "160"}).output
    assert "s1:2" in table and "inferred" in table
    assert runner.invoke(cli, ["traces", "--session", "nope"]).exit_code == 1
    assert runner.invoke(cli, ["traces", "--json", "--jsonl"]).exit_code == 2
