"""The review page's guard: an access token on every request, CSRF on every POST, strict headers.

* The access token comes once in the URL that `toolsmith ui` prints (`/?token=...`); a valid
  one is turned into an HttpOnly, SameSite=Strict cookie and the URL is redirected without it.
  Every other request needs the cookie. Tokens are compared in constant time.
* Only GET and HEAD read; only POST acts. Every POST must be a small urlencoded form carrying
  the page's CSRF token (`csrf`), from this origin when the browser says where it comes from.
  The guard reads the body once, checks it, and hands the same bytes to the page.
* Every response forbids scripts, frames, plugins and other origins (Content-Security-Policy),
  MIME sniffing, caching, and referrers to other sites (`same-origin`, not `no-referrer`: with
  that, Chromium sends `Origin: null` on the page's own forms).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from urllib.parse import parse_qs, urlencode

from starlette.datastructures import Headers
from starlette.requests import cookie_parser
from starlette.responses import RedirectResponse, Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["Guard", "new_token", "SECURITY_HEADERS", "MAX_FORM_BYTES"]

MAX_FORM_BYTES = 64 * 1024
"""The largest POST body accepted (a reason is a line of text)."""
SECURITY_HEADERS = {
    "content-security-policy": ("default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
                                "frame-ancestors 'none'; base-uri 'none'"),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "cache-control": "no-store",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
}
"""Headers added to every response."""

ErrorPage = Callable[[int, str, str], Response]
"""(status, title, message) -> the page that says why a request was refused."""


def new_token() -> str:
    """A fresh random token (256 bits, URL-safe)."""
    return secrets.token_urlsafe(32)


def _same(given: str | None, expected: str) -> bool:
    return given is not None and secrets.compare_digest(given.encode(), expected.encode())


class Guard:
    """ASGI middleware in front of the review page (see the module docstring)."""

    def __init__(self, app: ASGIApp, *, token: str, csrf: str, cookie_name: str, error_page: ErrorPage) -> None:
        self.app = app
        self.token = token
        self.csrf = csrf
        self.cookie_name = cookie_name
        self.error_page = error_page

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            if scope["type"] == "lifespan":
                await self.app(scope, receive, send)
            return
        send = self._with_headers(send)
        headers = Headers(scope=scope)
        method = scope["method"]
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)
        if "token" in query:
            if not _same(query["token"][-1], self.token) or method not in ("GET", "HEAD"):
                await self._refuse(403, "Wrong access token", "This link's token is not the one `toolsmith ui` "
                                   "printed. Open the URL from its first line of output.", scope, receive, send)
                return
            rest = urlencode([(k, v) for k, vs in query.items() if k != "token" for v in vs])
            path = "/" + scope.get("raw_path", scope["path"].encode()).decode("latin-1").lstrip("/")  # never `//host`
            response = RedirectResponse(path + (f"?{rest}" if rest else ""), status_code=303)
            response.set_cookie(self.cookie_name, self.token, httponly=True, samesite="strict", path="/")
            await response(scope, receive, send)
            return
        cookies = cookie_parser(headers.get("cookie", ""))
        if not _same(cookies.get(self.cookie_name), self.token):
            await self._refuse(403, "Access token needed", "This page needs the access token. Open the URL that "
                               "`toolsmith ui` printed on its first line of output.", scope, receive, send)
            return
        if method in ("GET", "HEAD"):
            await self.app(scope, receive, send)
            return
        if method != "POST":
            await self._refuse(405, "Method not allowed", f"{method} is not used here: pages are read with GET "
                               "and every action is a form sent with POST.", scope, receive, send)
            return
        await self._post(scope, receive, send, headers)

    async def _post(self, scope: Scope, receive: Receive, send: Send, headers: Headers) -> None:
        origin = headers.get("origin")
        if origin is not None and origin != f"{scope.get('scheme', 'http')}://{headers.get('host', '')}":
            await self._refuse(403, "Cross-origin request refused", f"A form from {origin} may not act on this "
                               "page.", scope, receive, send)
            return
        if headers.get("sec-fetch-site") not in (None, "same-origin", "none"):
            await self._refuse(403, "Cross-site request refused", "A form from another site may not act on this "
                               "page.", scope, receive, send)
            return
        if headers.get("content-type", "").split(";")[0].strip().lower() != "application/x-www-form-urlencoded":
            await self._refuse(415, "Not a form", "Actions are sent as forms from the page.", scope, receive, send)
            return
        body = b""
        more = True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body += message.get("body", b"")
            more = message.get("more_body", False)
            if len(body) > MAX_FORM_BYTES:
                await self._refuse(413, "Form too large", f"A form may carry at most {MAX_FORM_BYTES} bytes.",
                                   scope, receive, send)
                return
        try:
            form = parse_qs(body.decode("utf-8"), keep_blank_values=True)
        except UnicodeDecodeError:
            form = {}
        if not _same((form.get("csrf") or [None])[-1], self.csrf):
            await self._refuse(403, "CSRF token missing or wrong", "This action did not come from a form of this "
                               "page (its CSRF token is missing or wrong), so nothing was changed. Reload the page "
                               "and try again.", scope, receive, send)
            return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if sent:
                return await receive()
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)

    async def _refuse(self, status: int, title: str, message: str, scope: Scope, receive: Receive, send: Send) -> None:
        await self.error_page(status, title, message)(scope, receive, send)

    def _with_headers(self, send: Send) -> Send:
        async def wrapped(message: Message) -> None:
            if message["type"] == "http.response.start":
                raw = [(k, v) for k, v in message.get("headers", [])
                       if k.decode("latin-1").lower() not in SECURITY_HEADERS]
                raw += [(k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]
                message = {**message, "headers": raw}
            await send(message)

        return wrapped
