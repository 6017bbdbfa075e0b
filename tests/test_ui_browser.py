"""The review page in a real headless Chromium (Playwright), against `toolsmith ui` as a subprocess.

One server and one browser for the module: `toolsmith ui --no-browser --port N` runs on a real
library and store (tests/ui_data.py), the tests open the URL it prints on its first line, click
through the pages, and check the results through the CLI (`toolsmith tools list --json`, run
in-process by click's CliRunner: a Python start per check would double the module's time).
Chromium is Debian's (`apt-get install chromium`; .ci/run installs it), launched by path:
Playwright never downloads a browser here. `TOOLSMITH_CHROMIUM` names another binary, and
`TOOLSMITH_UI_SCREENSHOT` a file to copy the tool page's screenshot to (the README's).
"""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import ui_data
from toolsmith.library import sha256_text

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _chromium() -> str:
    path = os.environ.get("TOOLSMITH_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        pytest.fail("the browser tests need Chromium: apt-get install chromium (or set TOOLSMITH_CHROMIUM)")
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`toolsmith ui` in a subprocess, and the URL it printed."""

    def __init__(self, root: Path) -> None:
        self.tools, self.home = root / "tools", root / "home"
        self.port = _free_port()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "toolsmith.cli", "ui", "--no-browser", "--port", str(self.port),
             "--tools-dir", str(self.tools), "--home", str(self.home)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        ready, _, _ = select.select([self.proc.stdout], [], [], 60)
        first = self.proc.stdout.readline().strip() if ready else ""
        if not first.startswith("http://"):
            self.stop()
            pytest.fail(f"toolsmith ui printed {first!r} first; stderr: {self.proc.stderr.read()}")
        self.url = first
        self.base = first.split("/?", 1)[0]

    def tools_list(self) -> dict[str, dict[str, Any]]:
        """`toolsmith tools list --json` (the real command, run in this process), by tool name."""
        from click.testing import CliRunner

        from toolsmith.cli import cli

        res = CliRunner().invoke(cli, ["tools", "list", "--json", "--tools-dir", str(self.tools), "--home", str(self.home)])
        assert res.exit_code == 0, res.output
        return {row["name"]: row for row in json.loads(res.stdout)}

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    root = tmp_path_factory.mktemp("ui-browser")
    ui_data.build(root / "tools", root / "home")
    s = Server(root)
    yield s
    s.stop()
    assert s.proc.returncode == 0, s.proc.stderr.read()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=_chromium(), args=CHROMIUM_FLAGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def context(browser: Any, server: Server) -> Iterator[Any]:
    """A browser context that opened the printed URL once (so it holds the access cookie)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(20_000)
    page = ctx.new_page()
    page.goto(server.url)
    page.close()
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: Any) -> Iterator[Any]:
    p = context.new_page()
    dialogs: list[str] = []  # alert(), confirm(), prompt(): only a script that ran can open one
    p.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    yield p
    assert not dialogs, f"a script ran: {dialogs}"
    p.close()


def _status(page: Any) -> str:
    return page.locator("#tool-status .status").first.inner_text()


def test_open_the_printed_url_and_see_a_pending_tool(browser: Any, server: Server) -> None:
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        blocked = page.goto(f"{server.base}/tools")
        assert blocked.status == 403 and "Access token needed" in page.inner_text("h1")
        page.goto(server.url)
        assert page.url == f"{server.base}/tools"  # the token left the address bar for a cookie
        cookie = next(c for c in ctx.cookies() if c["name"] == f"toolsmith_ui_{server.port}")
        assert cookie["httpOnly"] and cookie["sameSite"] == "Strict"
        row = page.locator("tr.tool-row[data-tool=sorter_tool]")
        assert row.locator(".status").inner_text() == "pending"
        assert "held-out 17/18" in row.inner_text()
        page.click("text=pending (3)")
        names = page.locator("tr.tool-row").evaluate_all("rows => rows.map(r => r.dataset.tool)")
        assert names == ["counter_tool", "script_tool", "sorter_tool"]
        page.click("text=not routable (1)")
        assert "the file changed since approval" in page.locator("tr.tool-row[data-tool=edited_tool]").inner_text()
    finally:
        ctx.close()


def test_open_a_pending_tool_and_approve_it(page: Any, server: Server, tmp_path_factory: pytest.TempPathFactory) -> None:
    page.goto(f"{server.base}/tools")
    page.click("a[href='/tools/sorter_tool']")
    assert page.inner_text("#tool-name") == "sorter_tool" and _status(page) == "pending"
    assert "def run(words):" in page.inner_text(".source")
    if os.environ.get("TOOLSMITH_UI_SCREENSHOT"):  # the README's: the top of the page
        page.screenshot(path=os.environ["TOOLSMITH_UI_SCREENSHOT"], full_page=True,
                        clip={"x": 0, "y": 41, "width": 1280, "height": 1000})  # below the header (tmp paths)
    page.click("details.sample >> nth=0 >> summary")  # expand the first group of verification cases
    cases = page.inner_text("details.sample >> nth=0")
    assert "recorded tasks · 4/5 right" in cases and "Sort the following words alphabetically: List: zebra cat" in cases
    assert "WRONG" in page.inner_text("details.sample >> nth=0 >> tr.bad")  # the agent's wrong answer, failures first
    shot = tmp_path_factory.getbasetemp() / "artifacts" / "review-page.png"  # kept as a test artifact
    shot.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(shot), full_page=True)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
    page.fill("form.act:has(button.approve) input[name=reason]", "read the source and the cases")
    page.click("button.approve")
    assert page.url.startswith(f"{server.base}/tools/sorter_tool?flash=")
    assert _status(page) == "approved"
    assert "approved sorter_tool v1" in page.inner_text(".flash")
    assert "read the source and the cases" in page.inner_text("#review-record")
    row = server.tools_list()["sorter_tool"]
    assert row["status"] == "approved" and row["routable"] is True
    assert row["sha256"] == sha256_text((server.tools / "sorter_tool.py").read_text())


def test_reject_another_tool_with_a_reason(page: Any, server: Server) -> None:
    page.goto(f"{server.base}/tools/counter_tool")
    page.click("button.reject")  # the reason is required: the browser does not send the form
    assert page.url == f"{server.base}/tools/counter_tool" and _status(page) == "pending"
    page.fill("form.act:has(button.reject) input[name=reason]", "counts punctuation as words")
    page.click("button.reject")
    assert _status(page) == "rejected"
    assert "counts punctuation as words" in page.inner_text("#review-record")
    assert server.tools_list()["counter_tool"]["status"] == "rejected"


def test_a_tool_with_script_in_its_source_is_shown_as_text(page: Any, server: Server) -> None:
    page.goto(f"{server.base}/tools/script_tool")
    assert page.locator("script").count() == 0
    source = page.inner_text(".source")
    assert "BANNER = \"</script><script>alert('source')</script>\"" in source
    assert "Labels a tag <script>alert('docstring')</script> as text." in page.inner_text(".lead")
    page.click("details.sample >> nth=0 >> summary")
    assert "tag: <script>alert(1)</script>" in page.inner_text("details.sample >> nth=0")
    page.goto(f"{server.base}/patterns")
    page.click("table.patterns tr:has-text('What does') details summary")  # the hostile task's tag is its markup slot
    assert "markup = <script>alert('task')</script>" in page.inner_text("table.patterns")
    assert page.locator("script").count() == 0  # the `page` fixture also fails the test if any dialog opened


def test_a_post_without_the_csrf_token_is_refused(page: Any, server: Server) -> None:
    page.goto(f"{server.base}/tools/script_tool")
    seen = page.get_attribute("form.act:has(button.approve) input[name=sha256]", "value")
    res = page.request.post(f"{server.base}/tools/script_tool/approve", form={"sha256": seen})
    assert res.status == 403 and "CSRF token missing or wrong" in res.text()
    res = page.request.post(f"{server.base}/tools/script_tool/approve", form={"sha256": seen, "csrf": "guess"})
    assert res.status == 403
    res = page.goto(f"{server.base}/tools/script_tool/approve")  # following a link acts on nothing
    assert res.status == 405
    assert server.tools_list()["script_tool"]["status"] == "pending"


def test_an_approval_of_a_file_edited_after_the_page_loaded_is_refused(page: Any, server: Server) -> None:
    page.goto(f"{server.base}/tools/edited_tool")
    assert "not routable" in page.inner_text("#tool-status")
    path = server.tools / "edited_tool.py"
    path.write_text(path.read_text() + "# another edit while the reviewer reads\n")
    with page.expect_navigation() as refused:
        page.click("button.approve")
    assert refused.value.status == 409
    assert "changed after it was read for review" in page.inner_text(".message")
    assert server.tools_list()["edited_tool"]["routable"] is False
    page.goto(f"{server.base}/tools/edited_tool")
    assert "another edit while the reviewer reads" in page.inner_text(".source")
    page.click("button.approve")
    assert _status(page) == "approved" and page.locator("#tool-status .s-blocked").count() == 0
    row = server.tools_list()["edited_tool"]
    assert row["routable"] is True and row["sha256"] == sha256_text(path.read_text()) and row["version"] == 2


def test_reverify_then_retire(page: Any, server: Server) -> None:
    page.goto(f"{server.base}/tools/reverse_tool")
    page.click("button.reverify")
    assert "re-verified: passed" in page.inner_text(".flash")
    page.fill("form.act:has(button.retire) input[name=reason]", "not needed any more")
    page.click("button.retire")
    assert _status(page) == "retired"
    assert server.tools_list()["reverse_tool"]["status"] == "retired"


def test_sessions_patterns_and_diff(page: Any, server: Server) -> None:
    page.goto(f"{server.base}/sessions")
    with page.expect_response(lambda r: "/plots/" in r.url) as plot:
        page.click(f"text={ui_data.SESSION}")
    assert plot.value.status == 200 and plot.value.headers["content-type"] == "image/svg+xml"
    assert page.inner_text("#session-id") == ui_data.SESSION
    page.wait_for_load_state("load")  # images are in before `load`
    assert page.eval_on_selector("figure.plot img", "img => img.naturalWidth") > 100  # the SVG plot is drawn
    page.goto(f"{server.base}/patterns")
    page.click("a[href='/tools/reverse_tool']")
    page.click("text=diff against v2")
    diff = page.inner_text("#diff")
    assert "-    return word[::-1]" in diff and "+    return word.strip()[::-1]" in diff


def test_unknown_tool_and_session_pages(page: Any, server: Server) -> None:
    res = page.goto(f"{server.base}/tools/no_such_tool")
    assert res.status == 404 and "No such tool" in page.inner_text("h1")
    res = page.goto(f"{server.base}/sessions/no-such-session")
    assert res.status == 404 and "There is no session 'no-such-session'" in page.inner_text(".message")


def test_without_no_browser_the_url_is_opened_in_the_browser(server: Server, tmp_path: Path) -> None:
    opened = tmp_path / "opened.txt"
    fake = tmp_path / "browser.sh"  # $BROWSER is how Python's webbrowser module picks the browser
    fake.write_text(f'#!/bin/sh\nprintf %s "$1" > {opened}\n')
    fake.chmod(0o755)
    proc = subprocess.Popen([sys.executable, "-m", "toolsmith.cli", "ui", "--tools-dir", str(server.tools),
                             "--home", str(server.home)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "BROWSER": str(fake), "DISPLAY": ""})
    try:
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        url = proc.stdout.readline().strip() if ready else ""
        assert url.startswith("http://127.0.0.1:") and "/?token=" in url
        for _ in range(200):
            if opened.exists() and opened.read_text():
                break
            time.sleep(0.05)
        assert opened.read_text() == url
    finally:
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=15) == 0
