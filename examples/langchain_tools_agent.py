"""Approved toolsmith tools in a LangChain `create_agent` agent.

Run: python examples/langchain_tools_agent.py [--scripted] [--model qwen2.5-coder-1.5b]
     (needs `pip install -e '.[local,integrations]' langchain`)

The tool library gets the hand-written sorter (`examples/sorter_tool.py`), verified and approved;
`toolsmith.langchain_tools()` turns every approved tool into a LangChain `StructuredTool` that
re-checks the tool's sha256 pin and runs it in toolsmith's sandbox on every call. The agent is
the embedded model (tool calling through llama.cpp), or with `--scripted` a scripted chat model
that calls the tool (what CI runs: no model quality involved).
"""

import argparse
import tempfile
from pathlib import Path

from langchain.agents import create_agent
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from toolsmith import langchain_tools
from toolsmith.backends.local import DEFAULT_MODEL, LocalServer
from toolsmith.library import ToolLibrary

parser = argparse.ArgumentParser()
parser.add_argument("--scripted", action="store_true", help="a scripted chat model instead of the embedded one")
parser.add_argument("--model", default=DEFAULT_MODEL, help="embedded model")
args = parser.parse_args()

scratch = tempfile.TemporaryDirectory(prefix="toolsmith-example-")  # removed at exit
work = Path(scratch.name)
library = ToolLibrary(work / "tools")
library.register((Path(__file__).parent / "sorter_tool.py").read_text(), name="sorter", origin="hand-written",
                 triggers=["sort", "alphabetically"])
library.approve("sorter", reason="reviewed: examples/sorter_tool.py")
tools = langchain_tools(work / "tools")
print("tools:", [(t.name, t.description) for t in tools])

TASK = "Use the sorter tool to sort these words alphabetically: pear apple fig"


class ScriptedToolCaller(GenericFakeChatModel):
    """Calls the sorter once, then answers with what it returned."""

    def bind_tools(self, tools, **kwargs):
        return self


def run(model) -> None:
    agent = create_agent(model, tools=tools, system_prompt="Use the tools you have; answer with their result.")
    result = agent.invoke({"messages": [("user", TASK)]})
    for message in result["messages"]:
        calls = getattr(message, "tool_calls", None)
        print(f"{message.type:>6}: {message.content!r}" + (f" calls {calls}" if calls else ""))


if args.scripted:
    run(ScriptedToolCaller(messages=iter([
        AIMessage("", tool_calls=[{"name": "sorter", "args": {"words": "pear apple fig"}, "id": "call-1"}]),
        AIMessage("apple fig pear"),
    ])))
else:
    with LocalServer(args.model) as server:
        run(server.chat_model(temperature=0, max_tokens=256))
