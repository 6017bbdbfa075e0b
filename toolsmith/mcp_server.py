"""`toolsmith mcp`: the approved tools of a library as an MCP server over stdio (the `mcp` package).

`tools/list` shows the tools `exports.approved_tools` exposes; `tools/call` re-checks the pin and
runs the tool in the sandbox (a refused or failing call is a tool result with `isError`, so the
model sees why). The library folder is watched: when the set of exposed tools changes (a tool
approved, edited, demoted, retired), clients are told with `notifications/tools/list_changed`,
on handshake-era connections directly and on 2026-era ones through `subscriptions/listen`.
"""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING, Any

from .errors import ToolFailed, ToolNotApproved, UserError
from .exports import approved_tools, call_tool
from .library import ToolLibrary, default_tools_dir

if TYPE_CHECKING:
    from mcp.server.lowlevel import Server

    from .sandbox import SandboxBackend

__all__ = ["build_server", "serve_stdio"]

log = logging.getLogger("toolsmith.mcp")


def _fingerprint(tools_dir: str | os.PathLike[str], sandbox: "SandboxBackend | None") -> tuple[Any, ...]:
    return tuple((t.name, t.version, t.sha256, t.description) for t in approved_tools(tools_dir, sandbox=sandbox))


def build_server(tools_dir: str | os.PathLike[str] | None = None, *,
                 sandbox: "SandboxBackend | None" = None) -> tuple["Server", Any]:
    """(the MCP server, an async `notify_if_changed()`) for the library at `tools_dir`."""
    import anyio
    import mcp_types as types
    from mcp.server.lowlevel import Server
    from mcp.server.subscriptions import InMemorySubscriptionBus, ListenHandler, ToolsListChanged
    from mcp_types.version import MODERN_PROTOCOL_VERSIONS

    from . import __version__

    folder = tools_dir if tools_dir is not None else default_tools_dir()
    library = ToolLibrary(folder)
    bus = InMemorySubscriptionBus()
    # The handshake-era connection, told directly. Over stdio there is one connection per process;
    # any request's session sends on the connection's own channel, so the latest one is kept.
    legacy: dict[str, Any] = {}
    listed: dict[str, Any] = {"fingerprint": None}

    async def list_tools(ctx: Any, params: Any) -> Any:
        tools = await anyio.to_thread.run_sync(lambda: approved_tools(folder, sandbox=sandbox))
        listed["fingerprint"] = tuple((t.name, t.version, t.sha256, t.description) for t in tools)
        return types.ListToolsResult(tools=[
            types.Tool(name=t.name, description=t.description, input_schema=t.parameters,
                       annotations=types.ToolAnnotations(read_only_hint=True, idempotent_hint=True,
                                                         open_world_hint=False, destructive_hint=False))
            for t in tools])

    async def call(ctx: Any, params: Any) -> Any:
        try:
            answer = await anyio.to_thread.run_sync(
                lambda: call_tool(library, params.name, dict(params.arguments or {}), sandbox=sandbox))
        except (ToolNotApproved, ToolFailed, UserError) as exc:
            log.warning("tools/call %s refused or failed: %s", params.name, exc)
            return types.CallToolResult(content=[types.TextContent(text=str(exc))], is_error=True)
        return types.CallToolResult(content=[types.TextContent(text=answer)])

    async def remember_sessions(ctx: Any, call_next: Any) -> Any:
        if ctx.protocol_version not in MODERN_PROTOCOL_VERSIONS:
            legacy["session"] = ctx.session
        return await call_next(ctx)

    server: Server[Any] = Server("toolsmith", version=__version__,
                                 instructions="Deterministic, reviewed tools that answer recurring tasks exactly.",
                                 on_list_tools=list_tools, on_call_tool=call,
                                 on_subscriptions_listen=ListenHandler(bus))
    server.middleware.append(remember_sessions)

    async def notify_if_changed() -> bool:
        """Tell clients when the exposed tools differ from what was listed last; True if so."""
        now = await anyio.to_thread.run_sync(lambda: _fingerprint(folder, sandbox))
        if listed["fingerprint"] is None or now == listed["fingerprint"]:
            return False
        listed["fingerprint"] = now
        log.info("the tool library changed: sending tools/list_changed")
        await bus.publish(ToolsListChanged())
        if "session" in legacy:
            try:
                await legacy["session"].send_tool_list_changed()
            except Exception as exc:  # the connection went away
                log.debug("could not notify the client: %s", exc)
        return True

    return server, notify_if_changed


async def serve_stdio(tools_dir: str | os.PathLike[str] | None = None, *, poll_seconds: float = 1.0,
                      sandbox: "SandboxBackend | None" = None) -> None:
    """Serve over stdin/stdout until the client closes them; check the library every `poll_seconds`."""
    import anyio
    from mcp.server.lowlevel import NotificationOptions
    from mcp.server.stdio import stdio_server

    server, notify_if_changed = build_server(tools_dir, sandbox=sandbox)

    async def watch() -> None:
        while True:
            await anyio.sleep(poll_seconds)
            try:
                await notify_if_changed()
            except Exception as exc:  # an unreadable manifest mid-edit: try again next time
                log.warning("could not read the tool library: %s", exc)

    options = server.create_initialization_options(NotificationOptions(tools_changed=True))
    async with stdio_server() as (read_stream, write_stream), anyio.create_task_group() as tasks:
        tasks.start_soon(watch)
        await server.run(read_stream, write_stream, options)
        tasks.cancel_scope.cancel()
