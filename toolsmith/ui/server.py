"""Run the review page: bind, print the URL with its token, serve with uvicorn until Ctrl-C."""

from __future__ import annotations

import ipaddress
import os
import socket
import sys
import threading
from typing import TextIO

from ..errors import UserError
from .app import create_app, new_config

__all__ = ["serve", "page_url"]


def _bind(host: str, port: int | None) -> socket.socket:
    """A listening socket on host:port (port None: a free one), so that errors come before the URL."""
    where = f"{host}:{port}" if port else host
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port or 0, type=socket.SOCK_STREAM,
                                                             flags=socket.AI_PASSIVE)[0]
    except OSError as exc:
        raise UserError(f"cannot listen on {where}: {exc.strerror or exc}") from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)  # connections wait in the backlog until uvicorn accepts them
    except OSError as exc:
        sock.close()
        raise UserError(f"cannot listen on {where}: {exc.strerror or exc}") from None
    sock.set_inheritable(True)
    return sock


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def page_url(host: str, port: int, token: str) -> str:
    """The URL a browser opens: loopback for a wildcard address, IPv6 in brackets."""
    if host in ("", "0.0.0.0", "::"):
        host = "127.0.0.1"
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}/?token={token}"


def serve(tools_dir: str | os.PathLike[str], home: str | os.PathLike[str] | None, *, host: str = "127.0.0.1",
          port: int | None = None, open_browser: bool = True, out: TextIO | None = None,
          err: TextIO | None = None) -> None:
    """Serve the review page until interrupted; the URL with its access token is the first line on `out`."""
    import uvicorn

    out = out or sys.stdout
    err = err or sys.stderr
    sock = _bind(host, port)
    app = None
    try:
        bound_port = sock.getsockname()[1]
        config = new_config(tools_dir, home, cookie_name=f"toolsmith_ui_{bound_port}")
        app = create_app(config)
        url = page_url(host, bound_port, config.token)
        print(url, file=out, flush=True)
        print(f"toolsmith ui: reviewing the tools in {config.tools_dir} with the state in {config.home}; "
              "Ctrl-C stops it", file=err, flush=True)
        if not _loopback(host):
            print(f"warning: listening on {host}, not only on this machine: anyone who can reach it and gets the URL "
                  "can approve tools, and the page is plain HTTP", file=err, flush=True)
        server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off",
                                               server_header=False))
        if open_browser:
            threading.Thread(target=_open_when_started, args=(server, url), daemon=True).start()
        try:
            server.run(sockets=[sock])
        except KeyboardInterrupt:  # uvicorn re-raises the Ctrl-C it shut down on
            pass
        print("toolsmith ui: stopped", file=err, flush=True)
    finally:
        sock.close()
        if app is not None:
            app.state.store.close()


def _open_when_started(server: "object", url: str) -> None:
    import time
    import webbrowser

    for _ in range(200):
        if getattr(server, "started", False):
            if not webbrowser.open(url):
                print("toolsmith ui: no browser could be opened here; open the URL above", file=sys.stderr, flush=True)
            return
        time.sleep(0.05)
