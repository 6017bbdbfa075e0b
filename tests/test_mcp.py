"""`toolsmith mcp` driven by the `mcp` package's own clients over stdio: a real subprocess, real
tool calls in the sandbox, refusals of edited tools, and tools/list_changed on library changes."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, ClientSession, StdioServerParameters, stdio_client
from mcp.client.subscriptions import ToolsListChanged

from toolsmith.library import ToolLibrary

ROOT = Path(__file__).resolve().parents[1]
SORTER = (ROOT / "examples" / "sorter_tool.py").read_text()


def server_params(tools: Path) -> StdioServerParameters:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    return StdioServerParameters(command=sys.executable, env=env,
                                 args=["-m", "toolsmith.cli", "mcp", "--tools-dir", str(tools), "--poll", "0.2"])


@pytest.fixture
def tools(tmp_path: Path) -> Path:
    lib = ToolLibrary(tmp_path / "tools")
    lib.register(SORTER, name="sorter", origin="hand-written", triggers=["sort", "alphabetically"])
    lib.approve("sorter")
    lib.register(SORTER.replace("sorted(", "reversed("), name="pending_one", origin="hand-written")
    return lib.path


async def test_a_client_session_lists_and_calls_and_an_edited_tool_is_refused(tools: Path):
    changes: list[Any] = []

    async def on_message(message: Any) -> None:
        changes.append(message)

    with anyio.fail_after(60):
        async with stdio_client(server_params(tools)) as (read, write), \
                ClientSession(read, write, message_handler=on_message) as session:
            init = await session.initialize()
            assert init.capabilities.tools is not None and init.capabilities.tools.list_changed is True
            listed = await session.list_tools()
            assert [t.name for t in listed.tools] == ["sorter"]  # the pending tool is not exposed
            (sorter,) = listed.tools
            assert sorter.input_schema["required"] == ["words"] and "Sorts words" in sorter.description
            result = await session.call_tool("sorter", {"words": "pear apple fig"})
            assert not result.is_error and result.content[0].text == "apple fig pear"
            bad = await session.call_tool("sorter", {"nope": "x"})
            assert bad.is_error and "takes words" in bad.content[0].text
            hidden = await session.call_tool("pending_one", {"words": "a b"})
            assert hidden.is_error and "not approved" in hidden.content[0].text

            (tools / "sorter.py").write_text(SORTER.replace('" ".join(sorted(words.split()))', '"pwned"'))
            refused = await session.call_tool("sorter", {"words": "b a"})
            assert refused.is_error and "edited after approval" in refused.content[0].text
            while not any(getattr(m, "method", "") == "notifications/tools/list_changed" for m in changes):
                await anyio.sleep(0.05)
            assert (await session.list_tools()).tools == []

            ToolLibrary(tools).approve("sorter", reason="reviewed the edit")  # a person approves the edit
            changes.clear()
            while not changes:
                await anyio.sleep(0.05)
            assert [t.name for t in (await session.list_tools()).tools] == ["sorter"]
            assert (await session.call_tool("sorter", {"words": "b a"})).content[0].text == "pwned"


async def test_a_2026_client_hears_of_changes_through_subscriptions_listen(tools: Path):
    with anyio.fail_after(60):
        async with Client(server_params(tools)) as client:
            assert [t.name for t in (await client.list_tools()).tools] == ["sorter"]
            async with client.listen(tools_list_changed=True) as subscription:
                ToolLibrary(tools).retire("sorter")
                async for event in subscription:
                    assert isinstance(event, ToolsListChanged)
                    break
            assert (await client.list_tools()).tools == []
