"""The review page as a Starlette app: routes, templates and the four actions.

Pages read with GET (tools, one tool, sessions, one session, patterns); actions are POST forms
(approve, reject, retire, re-verify) that go through the same library code as the CLI and then
redirect to the tool's page, which shows the new state. `Guard` (security.py) checks the access
token on every request and the CSRF token on every POST.
"""

from __future__ import annotations

import os
import secrets
import tempfile
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from ..errors import ToolNotApproved, ToolsmithError, UserError
from ..library import ToolLibrary
from ..store import Store
from . import views
from .security import Guard, new_token

__all__ = ["UIConfig", "create_app", "new_config"]

_HERE = Path(__file__).resolve().parent
SESSIONS_PER_PAGE = 20
"""Sessions whose ledger the sessions page computes at once (newest first)."""
_FLASHES_KEPT = 200


@dataclass(frozen=True)
class UIConfig:
    """Where the review page reads and writes, and its secrets."""

    tools_dir: Path
    """The tool library folder."""
    home: Path
    """The state folder (traces, patterns)."""
    token: str
    """The access token (in the printed URL, then a cookie)."""
    csrf: str
    """The CSRF token every form carries."""
    cookie_name: str = "toolsmith_ui"
    """The access cookie's name (`toolsmith ui` adds the port: cookies are shared across ports)."""


class _Flashes:
    """One-time messages shown on the page a POST redirects to (kept in memory, not in the URL)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: OrderedDict[str, tuple[str, str]] = OrderedDict()

    def put(self, kind: str, text: str) -> str:
        key = secrets.token_urlsafe(8)
        with self._lock:
            self._items[key] = (kind, text)
            while len(self._items) > _FLASHES_KEPT:
                self._items.popitem(last=False)
        return key

    def pop(self, key: str | None) -> tuple[str, str] | None:
        with self._lock:
            return self._items.pop(key, None) if key else None


def _highlight(source: str) -> Markup:
    """Python source as HTML: Pygments escapes every token, so `<script>` in a tool stays text."""
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import PythonLexer

    return Markup(highlight(source, PythonLexer(), HtmlFormatter(cssclass="hl", linenos="inline", wrapcode=True)))


def _highlight_css() -> str:
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter(cssclass="hl").get_style_defs(".hl")


def _environment() -> Environment:
    env = Environment(loader=FileSystemLoader(str(_HERE / "templates")), autoescape=True, undefined=StrictUndefined,
                      trim_blocks=True, lstrip_blocks=True)
    env.filters["q"] = lambda text: quote(str(text), safe="")
    env.filters["short"] = lambda sha: f"{sha[:12]}…" if sha else "-"
    env.filters["when"] = lambda at: (at or "-").replace("T", " ")[:19]
    return env


def create_app(config: UIConfig) -> Starlette:
    """The review page over one tool library and one state folder."""
    ToolLibrary(config.tools_dir)  # a file where the folder should be is an error now, not on every page
    env = _environment()
    flashes = _Flashes()
    manifests = views.ManifestCache()
    store = Store(config.home)
    css = {"style.css": (_HERE / "static" / "style.css").read_text(encoding="utf-8"), "highlight.css": _highlight_css()}

    def library() -> ToolLibrary:
        return ToolLibrary(config.tools_dir)

    def page(template: str, code: int = 200, **context: Any) -> HTMLResponse:
        html = env.get_template(template).render(
            csrf=config.csrf, tools_dir=str(config.tools_dir), home=str(config.home),
            nav=context.pop("nav", ""), **context)
        return HTMLResponse(html, status_code=code)

    def error_page(status: int, title: str, message: str, back: str | None = None) -> HTMLResponse:
        return page("error.html", status, title=title, message=message, back=back, status=status)

    def refusal_page(status: int, title: str, message: str) -> HTMLResponse:
        """The guard's refusals: shown before the token is checked, so they name no folder and no form token."""
        html = env.get_template("error.html").render(csrf="", tools_dir="", home="", nav="", title=title,
                                                     message=message, back=None, status=status)
        return HTMLResponse(html, status_code=status)

    # -- pages ------------------------------------------------------------
    def home_page(request: Request) -> Response:
        return RedirectResponse("/tools", status_code=303)

    def tools_page(request: Request) -> Response:
        status = request.query_params.get("status") or None
        if status is not None and status not in (*views.STATUSES, views.NOT_ROUTABLE):
            return error_page(400, "Unknown filter", f"There is no status {status!r}; choose one of "
                              f"{', '.join(views.STATUSES)} or {views.NOT_ROUTABLE}.", "/tools")
        lib = library()
        rows, counts = views.tool_rows(lib, store, status, manifests=manifests.list(lib))
        return page("tools.html", nav="tools", rows=rows, counts=counts, status=status,
                    statuses=views.STATUSES, not_routable=views.NOT_ROUTABLE,
                    total=sum(counts[s] for s in views.STATUSES),
                    library_path=str(lib.path))

    def tool_page(request: Request) -> Response:
        name = request.path_params["name"]
        lib = library()
        if not lib.exists(name):
            return _no_tool(lib, name)
        try:
            diff_from = _version(request.query_params.get("from"))
            diff_to = _version(request.query_params.get("to"))
            detail = views.tool_detail(lib, store, name, diff_from=diff_from, diff_to=diff_to)
        except UserError as exc:
            return error_page(404, "No such version", str(exc), f"/tools/{quote(name)}")
        return page("tool.html", nav="tools", d=detail, m=detail.manifest,
                    source_html=_highlight(detail.source) if detail.source else None,
                    flash=flashes.pop(request.query_params.get("flash")))

    def sessions_page(request: Request) -> Response:
        from ..ledger import session_report

        ids = list(reversed(store.sessions()))
        try:
            number = max(1, int(request.query_params.get("page", "1")))
        except ValueError:
            number = 1
        chunk = ids[(number - 1) * SESSIONS_PER_PAGE: number * SESSIONS_PER_PAGE]
        reports = [session_report(store, sid) for sid in chunk]
        return page("sessions.html", nav="sessions", reports=reports, page_number=number,
                    pages=max(1, -(-len(ids) // SESSIONS_PER_PAGE)), total=len(ids))

    def session_page(request: Request) -> Response:
        from ..ledger import session_report

        sid = request.path_params["session_id"]
        if sid not in store.sessions():
            return _no_session(sid)
        report = session_report(store, sid)
        events = store.events(sid)
        return page("session.html", nav="sessions", r=report, events=list(reversed(events))[:200],
                    events_total=len(events))

    def session_plot(request: Request) -> Response:
        sid = request.path_params["session_id"]
        if sid not in store.sessions():
            return _no_session(sid)
        try:
            from ..workloads.plot import plot_session

            with tempfile.TemporaryDirectory() as tmp:
                out = plot_session(store, sid, Path(tmp) / "tokens.svg")
                svg = out.read_bytes()
        except (ToolsmithError, ValueError, RuntimeError) as exc:  # matplotlib missing, unplottable title
            return Response(f"no plot: {exc}", status_code=503, media_type="text/plain")
        return Response(svg, media_type="image/svg+xml")

    def patterns_page(request: Request) -> Response:
        lib = library()
        return page("patterns.html", nav="patterns", rows=views.pattern_rows(store, lib, manifests=manifests.list(lib)))

    def static(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in css:
            raise HTTPException(404)
        return Response(css[name], media_type="text/css")

    # -- actions --------------------------------------------------------------
    async def action(request: Request) -> Response:
        name, verb = request.path_params["name"], request.path_params["verb"]
        if verb not in ("approve", "reject", "retire", "reverify"):
            return error_page(404, "Not found", f"There is no action {verb!r}.", "/tools")
        form = {k: v[-1] for k, v in parse_qs((await request.body()).decode("utf-8"), keep_blank_values=True).items()}
        lib = library()
        if not lib.exists(name):
            return _no_tool(lib, name)
        back = f"/tools/{quote(name)}"
        reason = (form.get("reason") or "").strip() or None
        try:
            if verb == "approve":
                kind, text = await run_in_threadpool(_approve, lib, name, reason, form.get("sha256", ""))
            elif verb == "reject":
                if reason is None:
                    raise UserError("a reason is required to reject a tool: say what is wrong with it")
                m = await run_in_threadpool(lib.reject, name, reason)
                kind, text = "ok", f"rejected {m.name} v{m.version}: it is never routed"
            elif verb == "retire":
                m = await run_in_threadpool(lib.retire, name, reason)
                kind, text = "ok", f"retired {m.name} v{m.version}: it is no longer routed"
            else:
                kind, text = await run_in_threadpool(_reverify, lib, name)
        except ToolNotApproved as exc:
            return error_page(409, "Not approved", str(exc), back)
        except ToolsmithError as exc:
            kind, text = "error", str(exc)
        return RedirectResponse(f"{back}?flash={flashes.put(kind, text)}", status_code=303)

    def _approve(lib: ToolLibrary, name: str, reason: str | None, seen: str) -> tuple[str, str]:
        from ..sandbox import detect_isolation

        if not seen:
            raise UserError("the form did not say which file you reviewed (sha256); reload the page")
        m = lib.approve(name, reason=reason, isolation=detect_isolation(), expected_sha256=seen)
        why_not = lib.not_routable(m)
        text = f"approved {m.name} v{m.version} (sha256 {m.sha256[:12]}… pinned): " + (
            "it is routed from now on" if why_not is None else f"but it is not routable: {why_not}")
        if not m.verified:
            v = m.verification
            why = ("it was never verified" if v is None else "no task with a known answer was ever checked"
                   if not v.shown_total + v.heldout_total else "it failed verification")
            return "warning", (f"{text}; warning: approved although {why}, so it will be routed without evidence "
                               "that it is right")
        return "ok", text

    def _reverify(lib: ToolLibrary, name: str) -> tuple[str, str]:
        from ..forge import Forge
        from ..patterns import PatternMiner
        from ..sandbox import default_sandbox

        check = Forge(store, lib, sandbox=default_sandbox, miner=PatternMiner(store)).retest(name)
        return ("ok" if check.report.passed else "error"), f"re-verified: {check.report.summary()}"

    # -- errors ----------------------------------------------------------------
    def _no_tool(lib: ToolLibrary, name: str) -> Response:
        return error_page(404, "No such tool", f"There is no tool named {name!r} in {lib.path}.", "/tools")

    def _no_session(sid: str) -> Response:
        return error_page(404, "No such session", f"There is no session {sid!r} in {config.home}.", "/sessions")

    async def not_found(request: Request, exc: Exception) -> Response:
        code = getattr(exc, "status_code", 404)
        if code == 405:
            return error_page(405, "Method not allowed", "Pages are read with GET and every action is a form sent "
                              "with POST from the page: nothing happens by following a link.", "/tools")
        message = f"Nothing here: {request.url.path}" if code == 404 else str(getattr(exc, "detail", ""))
        return error_page(code, "Not found" if code == 404 else "Refused", message, "/tools")

    routes = [
        Route("/", home_page),
        Route("/tools", tools_page),
        Route("/tools/{name}", tool_page),
        Route("/tools/{name}/{verb:str}", action, methods=["POST"]),
        Route("/sessions", sessions_page),
        Route("/sessions/{session_id:path}", session_page),
        Route("/plots/{session_id:path}", session_plot),
        Route("/patterns", patterns_page),
        Route("/static/{name}", static),
    ]
    middleware = [Middleware(Guard, token=config.token, csrf=config.csrf, cookie_name=config.cookie_name,
                             error_page=refusal_page)]
    async def server_error(request: Request, exc: Exception) -> Response:
        return error_page(500, "Unexpected error", f"{type(exc).__name__}: {exc} (a bug in toolsmith; the "
                          "traceback is in the output of `toolsmith ui`)", "/tools")

    app = Starlette(routes=routes, middleware=middleware,
                    exception_handlers={404: not_found, 405: not_found, 500: server_error})
    app.state.config = config
    app.state.store = store
    return app


def _version(value: str | None) -> int | None:
    if value in (None, ""):
        return None
    if not value.isdigit():
        raise UserError(f"not a version number: {value!r}")
    return int(value)


def new_config(tools_dir: str | os.PathLike[str], home: str | os.PathLike[str] | None, *,
               cookie_name: str = "toolsmith_ui") -> UIConfig:
    """A config with fresh random tokens."""
    from ..store import default_home

    return UIConfig(tools_dir=Path(tools_dir).expanduser(), home=Path(home).expanduser() if home else default_home(),
                    token=new_token(), csrf=new_token(), cookie_name=cookie_name)
