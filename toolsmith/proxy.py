"""`toolsmith proxy`: an OpenAI-compatible endpoint in front of any upstream, with toolsmith inside.

Point an agent's base URL at it and nothing else changes. A chat request is a *candidate task*
when it is a first turn (system or developer messages plus one user message, all text) and asks
for nothing a tool cannot give (no tools offered, no response format, no logprobs, one choice).
Its task text is the system prompt and the user message (`adapters.join_task`), so the same
user text under two system prompts is two tasks. A candidate goes through `Toolsmith`: routed to
an approved tool when one accepts it (a normal chat completion, SSE when streamed, usage all
zeros, `x-toolsmith-*` headers), else sent upstream, recorded and learned from. Every other
request passes through unchanged, streaming included, and is recorded with the upstream's exact
usage (a streamed reply is asked for its usage chunk; one the client did not ask for is kept
from it). When the upstream fails, the client gets its status and body (or a 502 saying why it
could not be reached), and the trace records the error.

Built on Starlette, uvicorn and httpx. Bound to 127.0.0.1 by default; binding elsewhere needs a
bearer token, which clients then send as their API key.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import contextvars
import hmac
import ipaddress
import json
import logging
import os
import threading
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .adapters import join_task
from .errors import BackendError, ConfigError, UserError
from .usage import report_usage

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import Response

    from .records import Trace
    from .sandbox import SandboxBackend
    from .wrapper import Toolsmith

__all__ = ["candidate_task", "create_app", "ProxyServer", "is_loopback"]

log = logging.getLogger("toolsmith.proxy")

_HOP = {"host", "content-length", "connection", "keep-alive", "transfer-encoding", "te", "trailer", "upgrade",
        "proxy-authorization", "proxy-authenticate", "accept-encoding", "content-encoding"}
_CHAT_PATH = "/chat/completions"


def is_loopback(host: str) -> bool:
    """Whether `host` only accepts connections from this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


# ---------------------------------------------------------------- what a request is
def _text(content: Any) -> str | None:
    """The text of a message's content, or None when it has non-text parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(isinstance(p, dict) and p.get("type") == "text" for p in content):
        return "".join(str(p.get("text", "")) for p in content)
    return None


def candidate_task(body: dict[str, Any]) -> str | None:
    """The task text of a chat request that a tool may answer, or None (it passes through)."""
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages or not all(isinstance(m, dict) for m in messages):
        return None
    *head, last = messages
    if last.get("role") != "user" or any(m.get("role") not in ("system", "developer") for m in head):
        return None
    texts = [_text(m.get("content")) for m in messages]
    if any(t is None for t in texts) or not (texts[-1] or "").strip():
        return None
    if (body.get("tools") or body.get("functions")) and body.get("tool_choice") != "none":
        return None
    fmt = body.get("response_format")
    if fmt not in (None, {"type": "text"}) or body.get("logprobs") or body.get("n") not in (None, 1):
        return None
    if body.get("audio") or any(m != "text" for m in body.get("modalities") or ["text"]) or body.get("prediction"):
        return None
    return join_task([t for t in texts[:-1] if t], texts[-1] or "")


def _describe(body: dict[str, Any]) -> str:
    """A short task text for a request that is not a candidate (a later turn, a tool call...)."""
    messages = body.get("messages") if isinstance(body.get("messages"), list) else []
    last = messages[-1] if messages and isinstance(messages[-1], dict) else {}
    text = _text(last.get("content")) or f"<{last.get('role', 'no')} message>"
    return f"[chat request, {len(messages)} messages, last from {last.get('role', '?')}] {text[:500]}"


# ---------------------------------------------------------------- one exchange: worker thread -> handler
@dataclass
class _Exchange:
    """One chat request on its way through `Toolsmith` (worker thread) and back to the handler."""

    body: dict[str, Any]
    raw: bytes
    headers: dict[str, str]
    loop: asyncio.AbstractEventLoop
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)

    def put(self, *item: Any) -> None:
        self.loop.call_soon_threadsafe(self.queue.put_nowait, item)


_exchange: contextvars.ContextVar[_Exchange] = contextvars.ContextVar("toolsmith_proxy_exchange")


class _SSE:
    """Splits an upstream event stream into whole events (raw bytes kept) and reads what it carries."""

    def __init__(self) -> None:
        self._buf = b""
        self.text: list[str] = []
        self.usage: dict[str, Any] | None = None
        self.model: str | None = None
        self.tool_calls = False

    def feed(self, chunk: bytes) -> Iterator[tuple[bytes, dict[str, Any] | None]]:
        self._buf += chunk
        while True:
            cut = min((i for i in (self._buf.find(b"\n\n"), self._buf.find(b"\r\n\r\n")) if i >= 0), default=-1)
            if cut < 0:
                return
            end = cut + (4 if self._buf[cut:cut + 4] == b"\r\n\r\n" else 2)
            event, self._buf = self._buf[:end], self._buf[end:]
            yield event, self._read(event)

    def rest(self) -> bytes:
        rest, self._buf = self._buf, b""
        return rest

    def _read(self, event: bytes) -> dict[str, Any] | None:
        data = b"\n".join(line[5:].lstrip() for line in event.splitlines() if line.startswith(b"data:"))
        if not data or data.strip() == b"[DONE]":
            return None
        try:
            obj = json.loads(data)
        except ValueError:
            return None
        if not isinstance(obj, dict):
            return None
        self.model = obj.get("model") or self.model
        if isinstance(obj.get("usage"), dict):
            self.usage = obj["usage"]
        for choice in obj.get("choices") or []:
            delta = choice.get("delta") or {}
            if isinstance(delta.get("content"), str):
                self.text.append(delta["content"])
            self.tool_calls |= bool(delta.get("tool_calls"))
        return obj


# ---------------------------------------------------------------- the app
class _Proxy:
    def __init__(self, upstream: str, *, home: str | os.PathLike[str] | None, tools_dir: str | os.PathLike[str] | None,
                 token: str | None, upstream_api_key: str | None, learn: bool, synthesizer: "BaseChatModel | None",
                 sandbox: "SandboxBackend | None", session: str | None, timeout: float) -> None:
        import httpx

        from .wrapper import Toolsmith

        self.upstream = upstream.rstrip("/")
        self.token = token
        self.upstream_api_key = upstream_api_key
        limits = httpx.Limits(max_connections=64, max_keepalive_connections=32)
        self.client = httpx.Client(timeout=httpx.Timeout(timeout, connect=10.0), limits=limits)
        self.aclient = httpx.AsyncClient(timeout=httpx.Timeout(timeout, connect=10.0), limits=limits)
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=32, thread_name_prefix="toolsmith-proxy")
        common = dict(home=home, tools_dir=tools_dir, sandbox=sandbox)
        self.ts: Toolsmith = Toolsmith(self._agent, synthesizer=synthesizer if learn else None, session=session, **common)
        """Candidates: routed, or sent upstream, recorded and mined (and tools written when learning)."""
        self.recorder: Toolsmith = Toolsmith(self._agent, learn=False, session=self.ts.session_id, **common)
        """Everything else: sent upstream and recorded."""

    def close(self) -> None:
        self.pool.shutdown(wait=True)
        self.client.close()
        self.ts.close()
        self.recorder.close()

    # -- auth and headers ------------------------------------------------
    def authorized(self, request: "Request") -> bool:
        if self.token is None:
            return True
        given = request.headers.get("authorization", "")
        return hmac.compare_digest(given.encode(), f"Bearer {self.token}".encode())

    def upstream_headers(self, headers: Any) -> dict[str, str]:
        out = {k: v for k, v in headers.items() if k.lower() not in _HOP and not k.lower().startswith("x-toolsmith")}
        if self.token is not None or self.upstream_api_key is not None:
            out = {k: v for k, v in out.items() if k.lower() != "authorization"}  # the proxy's token is not the upstream's
        if self.upstream_api_key is not None:
            out["authorization"] = f"Bearer {self.upstream_api_key}"
        out["accept-encoding"] = "identity"
        return out

    # -- the agent: one upstream call, run by Toolsmith in a worker thread ----------------------
    def _agent(self, task: str) -> str:
        ex = _exchange.get()
        body, raw = ex.body, ex.raw
        stream = bool(body.get("stream"))
        wants_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        if stream and not wants_usage:  # ask for the usage chunk, and keep it from the client
            body = {**body, "stream_options": {**(body.get("stream_options") or {}), "include_usage": True}}
            raw = json.dumps(body).encode()
        url = self.upstream + _CHAT_PATH
        started = False
        try:
            with self._open(url, raw, ex.headers) as resp:
                headers = {k: v for k, v in resp.headers.items() if k.lower() not in _HOP}
                if resp.status_code >= 400:
                    data = resp.read()
                    started = True
                    ex.put("start", resp.status_code, headers, data)
                    raise BackendError(f"the upstream answered {resp.status_code}: {data[:300].decode(errors='replace')}")
                if not stream:
                    data = resp.read()
                    started = True
                    ex.put("start", resp.status_code, headers, data)
                    return self._record_json(data)
                started = True
                ex.put("start", resp.status_code, headers, None)
                sse = _SSE()
                for chunk in resp.iter_raw():
                    out = b"".join(event for event, obj in sse.feed(chunk)  # the usage chunk we asked for is kept back
                                   if obj is None or wants_usage or obj.get("choices") or "usage" not in obj)
                    if out:
                        ex.put("chunk", out)  # whole events, one hop to the event loop per network read
                rest = sse.rest()
                if rest:
                    ex.put("chunk", rest)
                ex.put("end")
        except BackendError:
            raise
        except Exception as exc:  # httpx: the upstream could not be reached or broke off
            import httpx

            if isinstance(exc, httpx.HTTPError):
                message = f"toolsmith proxy: the upstream {self.upstream} failed: {type(exc).__name__}: {exc}"
                if not started:
                    ex.put("start", 502, {"content-type": "application/json"},
                           json.dumps({"error": {"message": message, "type": "upstream_error", "code": 502}}).encode())
                ex.put("end")  # a stream that broke off ends here for the client
                raise BackendError(message) from None
            if started:
                ex.put("end")
            raise
        if sse.usage:
            report_usage(int(sse.usage.get("prompt_tokens") or 0), int(sse.usage.get("completion_tokens") or 0),
                         model=sse.model)
        if sse.tool_calls and not sse.text:
            return "[tool calls]"
        return "".join(sse.text)

    @contextlib.contextmanager
    def _open(self, url: str, raw: bytes, headers: dict[str, str]) -> Iterator[Any]:
        """POST upstream and yield the streamed response. A kept-alive connection that the upstream
        closed between requests ("disconnected without sending a response": llama.cpp's HTTP
        server ends a keep-alive connection after a few requests) is retried once on a new one."""
        import httpx

        headers = {**headers, "content-type": "application/json"}
        for attempt in (1, 2):
            answered = False
            try:
                with self.client.stream("POST", url, content=raw, headers=headers) as resp:
                    answered = True
                    yield resp
                    return
            except httpx.RemoteProtocolError as exc:
                if answered or attempt == 2 or "without sending a response" not in str(exc):
                    raise

    def _record_json(self, data: bytes) -> str:
        try:
            obj = json.loads(data)
        except ValueError:
            return data.decode(errors="replace")
        usage = obj.get("usage") if isinstance(obj, dict) else None
        if isinstance(usage, dict):
            report_usage(int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0),
                         model=obj.get("model"))
        choices = obj.get("choices") if isinstance(obj, dict) else None
        message = (choices[0].get("message") or {}) if isinstance(choices, list) and choices else {}
        content = message.get("content")
        if isinstance(content, str) and content:
            return content
        return "[tool calls]" if message.get("tool_calls") else ""

    # -- handlers ---------------------------------------------------------
    async def chat(self, request: "Request") -> "Response":
        from starlette.responses import Response, StreamingResponse

        if not self.authorized(request):
            return _error(401, "missing or wrong bearer token for the toolsmith proxy", "unauthorized")
        raw = await request.body()
        try:
            body = json.loads(raw)
        except ValueError:
            return _error(400, "the request body is not JSON", "invalid_request_error")
        if not isinstance(body, dict):
            return _error(400, "the request body must be a JSON object", "invalid_request_error")
        task = candidate_task(body)
        ex = _Exchange(body=body, raw=raw, headers=self.upstream_headers(request.headers), loop=asyncio.get_running_loop())
        wrapper, text = (self.ts, task) if task is not None else (self.recorder, _describe(body))

        def work() -> None:
            try:
                ex.put("done", wrapper.run(text))
            except BaseException as exc:  # a bug: the handler must still answer
                log.exception("toolsmith proxy: unexpected error")
                ex.put("crash", exc)

        ctx = contextvars.copy_context()
        ctx.run(_exchange.set, ex)
        self.pool.submit(ctx.run, work)
        item = await ex.queue.get()
        if item[0] == "done":
            trace = item[1]
            if trace.answered_by == "routed":
                return _routed(body, trace)
            return _error(500, f"toolsmith could not answer: {trace.error}", "toolsmith_error")
        if item[0] == "crash":
            return _error(500, f"unexpected error in the toolsmith proxy: {item[1]}", "toolsmith_error")
        _, status, headers, data = item
        headers = {**headers, "x-toolsmith-answered-by": "upstream"}
        if data is not None:
            return Response(data, status_code=status, headers=headers)

        async def relay() -> AsyncIterator[bytes]:
            while True:
                kind, *rest = await ex.queue.get()
                if kind == "chunk":
                    yield rest[0]
                elif kind in ("end", "done", "crash"):
                    return

        return StreamingResponse(relay(), status_code=status, headers=headers)

    async def passthrough(self, request: "Request") -> "Response":
        """Any other endpoint (`/v1/models`, embeddings...): forwarded as is, not recorded."""
        import httpx
        from starlette.responses import Response

        if not self.authorized(request):
            return _error(401, "missing or wrong bearer token for the toolsmith proxy", "unauthorized")
        path = request.url.path.removeprefix("/v1")
        url = self.upstream + path + (f"?{request.url.query}" if request.url.query else "")
        try:
            resp = await self.aclient.request(request.method, url, content=await request.body(),
                                              headers=self.upstream_headers(request.headers))
        except httpx.HTTPError as exc:
            return _error(502, f"the upstream {self.upstream} failed: {type(exc).__name__}: {exc}", "upstream_error")
        headers = {k: v for k, v in resp.headers.items() if k.lower() not in _HOP}
        return Response(resp.content, status_code=resp.status_code, headers=headers)


def _error(status: int, message: str, kind: str) -> "Response":
    from starlette.responses import JSONResponse

    return JSONResponse({"error": {"message": f"toolsmith proxy: {message}", "type": kind, "code": status}},
                        status_code=status)


def _routed(body: dict[str, Any], trace: "Trace") -> "Response":
    """A tool's answer as the chat completion (or SSE stream) the client asked for."""
    from starlette.responses import JSONResponse, StreamingResponse

    headers = {"x-toolsmith-answered-by": "routed", "x-toolsmith-tool": trace.tool or "",
               "x-toolsmith-tool-version": str(trace.tool_version or ""), "x-toolsmith-trace-id": trace.id}
    cid, created, model = f"chatcmpl-toolsmith-{uuid.uuid4().hex[:24]}", int(time.time()), str(body.get("model") or "toolsmith")
    zero = {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}
    if not body.get("stream"):
        return JSONResponse({
            "id": cid, "object": "chat.completion", "created": created, "model": model,
            "system_fingerprint": f"toolsmith:{trace.tool}:v{trace.tool_version}",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": trace.answer}, "finish_reason": "stop",
                         "logprobs": None}],
            "usage": zero,
        }, headers=headers)
    base = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": model}
    chunks = [
        {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": trace.answer}, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
    ]
    if (body.get("stream_options") or {}).get("include_usage"):
        chunks.append({**base, "choices": [], "usage": zero})

    async def events() -> AsyncIterator[bytes]:
        for chunk in chunks:
            yield f"data: {json.dumps(chunk)}\n\n".encode()
        yield b"data: [DONE]\n\n"

    return StreamingResponse(events(), media_type="text/event-stream", headers=headers)


def create_app(upstream: str, *, home: str | os.PathLike[str] | None = None,
               tools_dir: str | os.PathLike[str] | None = None, token: str | None = None,
               upstream_api_key: str | None = None, learn: bool = True, synthesizer: "BaseChatModel | None" = None,
               sandbox: "SandboxBackend | None" = None, session: str | None = None,
               timeout: float = 600.0) -> "Starlette":
    """The proxy as an ASGI app; `app.state.toolsmith` is the `Toolsmith` that handles candidates.

    `synthesizer` writes tools for recurring candidates when `learn` is on. Without one (or with
    `learn=False`) tasks are still recorded, patterns mined and approved tools routed to; nothing
    writes new tools.
    """
    from starlette.applications import Starlette
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    if not upstream.startswith(("http://", "https://")):
        raise ConfigError(f"the upstream must be an http(s) URL such as http://127.0.0.1:8080/v1, got {upstream!r}")
    proxy = _Proxy(upstream, home=home, tools_dir=tools_dir, token=token, upstream_api_key=upstream_api_key,
                   learn=learn, synthesizer=synthesizer, sandbox=sandbox, session=session, timeout=timeout)

    async def health(request: "Request") -> "Response":
        return JSONResponse({"status": "ok", "upstream": proxy.upstream, "session": proxy.ts.session_id})

    async def lifespan(app: Any) -> AsyncIterator[None]:
        yield
        await proxy.aclient.aclose()
        await asyncio.to_thread(proxy.close)

    app = Starlette(routes=[
        Route("/v1/chat/completions", proxy.chat, methods=["POST"]),
        Route("/health", health, methods=["GET"]),
        Route("/v1/{path:path}", proxy.passthrough, methods=["GET", "POST", "PUT", "PATCH", "DELETE"]),
    ], lifespan=_as_context(lifespan))
    app.state.toolsmith = proxy.ts
    app.state.recorder = proxy.recorder
    return app


def _as_context(fn: Any) -> Any:
    import contextlib

    return contextlib.asynccontextmanager(fn)


class ProxyServer:
    """The proxy served by uvicorn in a background thread (for tests, examples and benchmarks).

    `with ProxyServer(upstream) as proxy: OpenAI(base_url=proxy.base_url, ...)`.
    """

    def __init__(self, upstream: str, *, host: str = "127.0.0.1", port: int = 0, token: str | None = None,
                 **app_options: Any) -> None:
        if not is_loopback(host) and not token:
            raise UserError(f"binding the proxy to {host} exposes it to the network: give it a bearer token")
        self.app = create_app(upstream, token=token, **app_options)
        self.host, self.port = host, port
        self._server: Any = None
        self._thread: threading.Thread | None = None

    @property
    def toolsmith(self) -> "Toolsmith":
        """The `Toolsmith` that handles candidate tasks (its store, session and report)."""
        return self.app.state.toolsmith

    @property
    def base_url(self) -> str:
        """The OpenAI base URL clients use, e.g. `http://127.0.0.1:41234/v1`."""
        return f"http://{self.host}:{self.port}/v1"

    def start(self) -> "ProxyServer":
        import socket

        import uvicorn

        if self.port == 0:
            with socket.socket() as s:
                s.bind((self.host, 0))
                self.port = s.getsockname()[1]
        config = uvicorn.Config(self.app, host=self.host, port=self.port, log_level="warning", lifespan="on")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="toolsmith-proxy", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 30
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise BackendError(f"the toolsmith proxy did not start on {self.host}:{self.port}")
            time.sleep(0.01)
        return self

    def close(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
            if self._thread is not None:
                self._thread.join(timeout=30)
            self._server = None

    def __enter__(self) -> "ProxyServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()


def default_synthesizer(upstream: str, model: str | None, api_key: str | None) -> "tuple[BaseChatModel | None, str]":
    """A chat model on the upstream to write tools, and a line saying which (or why none)."""
    import httpx
    from langchain_openai import ChatOpenAI

    if model is None:
        try:
            headers = {"authorization": f"Bearer {api_key}"} if api_key else {}
            listed = httpx.get(upstream.rstrip("/") + "/models", headers=headers, timeout=10).json()
            model = listed["data"][0]["id"]
        except Exception as exc:
            return None, (f"no model to write tools with: the upstream's /models did not name one ({type(exc).__name__}); "
                          "pass --model NAME")
    return (ChatOpenAI(model=model, base_url=upstream, api_key=api_key or "not-needed", max_tokens=768),
            f"tools are written by {model} on the upstream")
