"""The review page's routes through Starlette's TestClient, on a real library and store.

What the page shows, the four actions (through the library, like the CLI), and its security:
the access token, CSRF on every POST, no action by GET, escaping, 404 pages, and an approval
refused when the file changed after the page was loaded. The browser tests are in
tests/test_ui_browser.py.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

import ui_data
from toolsmith.cli import cli
from toolsmith.errors import ToolNotApproved
from toolsmith.ledger import session_report
from toolsmith.library import ToolLibrary, sha256_text
from toolsmith.store import Store
from toolsmith.ui import UIConfig, create_app
from toolsmith.ui.security import MAX_FORM_BYTES, SECURITY_HEADERS

TOKEN = "test-access-token-0123456789abcdefghijklmnop"
CSRF = "test-csrf-token-0123456789abcdefghijklmnopqrs"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One real library and store for the module (tools verified in the sandbox, a recorded session)."""
    root = tmp_path_factory.mktemp("ui-state")
    ui_data.build(root / "tools", root / "home")
    return root


class Site:
    """A fresh copy of the state behind the app, and a client that holds the access cookie."""

    def __init__(self, root: Path) -> None:
        self.tools = root / "tools"
        self.home = root / "home"
        self.app = create_app(UIConfig(tools_dir=self.tools, home=self.home, token=TOKEN, csrf=CSRF))
        self.client = TestClient(self.app, base_url="http://127.0.0.1:8000", follow_redirects=False)
        self.client.cookies.set("toolsmith_ui", TOKEN)
        self.lib = ToolLibrary(self.tools)

    def get(self, path: str, **kwargs: object) -> object:
        return self.client.get(path, **kwargs)

    def post(self, path: str, data: dict[str, str], **kwargs: object) -> object:
        return self.client.post(path, data=data, **kwargs)

    def act(self, tool: str, verb: str, **fields: str) -> object:
        """Send an action form as the page does, and follow the redirect to the tool's page."""
        res = self.post(f"/tools/{tool}/{verb}", {"csrf": CSRF, **fields})
        assert res.status_code == 303, res.text
        return self.get(res.headers["location"])

    def seen_sha256(self, tool: str) -> str:
        """The sha256 the Approve form carries, as a browser would send it back."""
        page = self.get(f"/tools/{tool}").text
        return re.search(r'name="sha256" value="([0-9a-f]{64})"', page).group(1)


@pytest.fixture
def site(built: Path, tmp_path: Path) -> Iterator[Site]:
    shutil.copytree(built, tmp_path / "state")
    s = Site(tmp_path / "state")
    yield s
    s.client.close()
    s.app.state.store.close()


def _text(html: str) -> str:
    """The page's words: tags become spaces (entities stay escaped)."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def _plain(html: str) -> str:
    """The text a browser shows: tags dropped, entities decoded."""
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", html))


# ------------------------------------------------------------------ security
def test_every_request_needs_the_access_token_then_a_cookie(site: Site) -> None:
    anonymous = TestClient(site.app, base_url="http://127.0.0.1:8000", follow_redirects=False)
    for path in ("/tools", "/tools/sorter_tool", "/sessions", "/patterns", "/static/style.css", "/nope"):
        res = anonymous.get(path)
        assert res.status_code == 403 and "Access token needed" in res.text, path
        assert "sorter_tool" not in res.text and str(site.home) not in res.text and CSRF not in res.text
    assert anonymous.get("/tools?token=wrong").status_code == 403
    assert anonymous.post("/tools/sorter_tool/approve", data={"csrf": CSRF}).status_code == 403
    first = anonymous.get(f"/tools?status=pending&token={TOKEN}")
    assert first.status_code == 303 and first.headers["location"] == "/tools?status=pending"
    escape = anonymous.get(f"http://127.0.0.1:8000//evil.example/x?token={TOKEN}")
    assert escape.headers["location"] == "/evil.example/x"  # never a protocol-relative `//host` redirect
    cookie = first.headers["set-cookie"]
    assert cookie.startswith(f"toolsmith_ui={TOKEN}") and "HttpOnly" in cookie and "SameSite=strict" in cookie
    assert anonymous.get("/tools?status=pending").status_code == 200  # the cookie the redirect set
    anonymous.cookies.clear()
    anonymous.cookies.set("toolsmith_ui", TOKEN[:-1] + "X")
    assert anonymous.get("/tools").status_code == 403


def test_every_response_carries_the_security_headers(site: Site) -> None:
    anonymous = TestClient(site.app, base_url="http://127.0.0.1:8000", follow_redirects=False)
    for res in (site.get("/tools"), site.get("/tools/nope"), anonymous.get("/tools"), site.get("/static/highlight.css"),
                site.post("/tools/sorter_tool/approve", {}), site.get(f"/plots/{ui_data.SESSION}")):
        for name, value in SECURITY_HEADERS.items():
            assert res.headers[name] == value, (res.request.url, name)
    assert "script-src" not in SECURITY_HEADERS["content-security-policy"]  # default-src 'none': no script at all


def test_a_post_without_or_with_a_wrong_csrf_token_changes_nothing(site: Site) -> None:
    seen = site.seen_sha256("sorter_tool")
    for data in ({"sha256": seen}, {"sha256": seen, "csrf": ""}, {"sha256": seen, "csrf": CSRF + "x"}):
        res = site.post("/tools/sorter_tool/approve", data)
        assert res.status_code == 403 and "CSRF token missing or wrong" in res.text
    res = site.client.post("/tools/sorter_tool/approve", content=json.dumps({"csrf": CSRF, "sha256": seen}),
                           headers={"content-type": "application/json"})
    assert res.status_code == 415
    res = site.post("/tools/sorter_tool/approve", {"csrf": CSRF, "sha256": seen}, headers={"origin": "http://evil.example"})
    assert res.status_code == 403 and "Cross-origin" in res.text
    res = site.post("/tools/sorter_tool/approve", {"csrf": CSRF, "sha256": seen}, headers={"sec-fetch-site": "cross-site"})
    assert res.status_code == 403
    res = site.post("/tools/sorter_tool/reject", {"csrf": CSRF, "reason": "x" * (MAX_FORM_BYTES + 1)})
    assert res.status_code == 413
    assert site.lib.get("sorter_tool").status == "pending"


def test_no_action_by_get(site: Site) -> None:
    for verb in ("approve", "reject", "retire", "reverify"):
        res = site.get(f"/tools/sorter_tool/{verb}?csrf={CSRF}&reason=x")
        assert res.status_code == 405 and "Method not allowed" in res.text
    assert site.client.put("/tools/sorter_tool/approve").status_code == 405
    assert site.client.delete("/tools/sorter_tool").status_code == 405
    assert site.lib.get("sorter_tool").status == "pending"
    assert site.post("/tools/sorter_tool/delete", {"csrf": CSRF}).status_code == 404


def test_what_came_from_tasks_models_and_tool_files_is_escaped(site: Site) -> None:
    pages = {path: site.get(path).text for path in ("/tools", "/tools/script_tool", "/patterns", "/sessions/s-review")}
    for path, html in pages.items():
        assert "<script" not in html.lower(), path  # not one script element, on any page
    tool = _plain(pages["/tools/script_tool"])
    assert "Labels a tag <script>alert('docstring')</script> as text." in tool  # the description
    assert "BANNER = \"</script><script>alert('source')</script>\"" in tool  # the highlighted source
    assert "tag: <script>alert(1)</script>" in tool  # a verification case
    assert "markup = <script>alert('task')</script>" in _plain(pages["/patterns"])  # a recorded task's slot value


# ------------------------------------------------------------------ pages
def test_tools_page_lists_every_tool_with_its_figures_and_filters(site: Site) -> None:
    res = site.get("/tools")
    assert res.status_code == 200
    rows = {m.group(1): _text(m.group(2)) for m in re.finditer(r'data-tool="(\w+)">(.*?)</tr>', res.text, re.S)}
    assert set(rows) == {"sorter_tool", "counter_tool", "script_tool", "reverse_tool", "edited_tool"}
    assert "pending v1" in rows["sorter_tool"] and "passed · held-out 17/18 · negatives 106/106" in rows["sorter_tool"]
    assert "Sort the following words alphabetically: List: {list}" in rows["sorter_tool"]
    reverse = rows["reverse_tool"]
    assert "approved v2" in reverse and "Reverse the letters of: {text}" in reverse
    assert re.search(r"held-out 7/7 · negatives \d+/\d+ 4 0 144 \d{4}-\d\d-\d\d", reverse), reverse
    assert "not routable the file changed since approval" in rows["edited_tool"]
    pending = site.get("/tools?status=pending").text
    assert re.findall(r'data-tool="(\w+)"', pending) == ["counter_tool", "script_tool", "sorter_tool"]
    assert "pending (3)" in _text(pending) and "not routable (1)" in _text(pending)
    assert re.findall(r'data-tool="(\w+)"', site.get("/tools?status=not-routable").text) == ["edited_tool"]
    assert "No tool has this status" in site.get("/tools?status=rejected").text
    assert site.get("/tools?status=bogus").status_code == 400


def test_tool_page_shows_source_template_evidence_shadow_checks_and_versions(site: Site) -> None:
    html = site.get("/tools/reverse_tool").text
    text = _text(html)
    assert '<span class="slot" title="slot text (text)">{text}</span>' in html
    assert "by a person: checked the examples by hand" in _plain(html)
    m = site.lib.get("reverse_tool")
    assert f"pinned sha256 {m.sha256}" in text
    plain = re.sub(r"\s+", " ", _plain(html))
    for group in ("held-out: recorded tasks · 4/4 right", "held-out: the module's EXAMPLES · 3/3 right",
                  "negatives: near misses of the template · 16/16 declined (10 kept to read)",
                  "negatives: recorded tasks of other patterns · 11/11 declined (10 kept to read)"):
        assert group in plain, group
    assert "Reverse the letters of: level" in text and "Reverse the letters of: stop" in text  # recorded examples
    assert "3 agree · 1 disagree · weighted evidence 1.00" in text
    assert "disagree: agent=&#39;no idea&#39; tool=&#39;gnorw&#39;" in html  # the shadow check's both answers
    assert len(re.findall(r'<tr class="h-agree">', html)) == 3 and len(re.findall(r'<tr class="h-disagree">', html)) == 1
    assert "Diff v1 → v2" in text and "-    return word[::-1]" in html and "+    return word.strip()[::-1]" in html
    assert "def run(word):" in _plain(html) and "return word.strip()[::-1]  # v2: strip first" in _plain(html)
    assert 'class="hl"' in html and "Reverses the letters of a word." in text
    older = site.get("/tools/reverse_tool?from=2&to=1").text
    assert "Diff v2 → v1" in _text(older) and "+    return word[::-1]" in older


def test_tool_page_shows_disagreements_with_both_answers(site: Site) -> None:
    sorter = _text(site.get("/tools/sorter_tool").text)  # the agent answered one of its recorded tasks wrong
    assert ("Sort the following words alphabetically: List: zebra cat zebra cat cat zebra yes no (the agent's answer)"
            in sorter.replace("&#39;", "'")), sorter
    wrong = ui_data.REVERSE_V1.replace('    ("Reverse the letters of: abc", "cba"),\n', '    ("Reverse the letters of: abc", "abc"),\n')
    site.lib.register(wrong, name="wrong_tool", origin="hand-written", triggers=["reverse", "letters"])
    res = site.act("wrong_tool", "reverify")
    text = _text(res.text)
    assert "re-verified: failed" in text
    assert "Disagreements: the recorded answer and the tool's" in text
    assert re.search(r"Reverse the letters of: abc abc cba yes yes", text), text  # task, expected, got, held out, confirmed
    assert "WRONG" in text


def test_sessions_and_patterns_pages_show_the_ledger_the_plot_and_the_tools(site: Site) -> None:
    report = session_report(Store(site.home), ui_data.SESSION)
    row = _text(site.get("/sessions").text)
    assert (f"{ui_data.SESSION} {report.tasks} {report.routed} {report.inferred} {report.fallbacks} {report.errors} "
            f"{report.tokens_used} {report.tokens_saved} {report.net_saved} -") in row
    page = site.get(f"/sessions/{ui_data.SESSION}").text
    assert f"tokens saved {report.tokens_saved}" in _text(page) and f'src="/plots/{ui_data.SESSION}"' in page
    plot = site.get(f"/plots/{ui_data.SESSION}")
    assert plot.status_code == 200 and plot.headers["content-type"] == "image/svg+xml" and b"<svg" in plot.content
    patterns = _text(site.get("/patterns").text)
    assert re.search(r"Reverse the letters of: \{text\} slot values text = level .*? 8 144 0 0 reverse_tool approved",
                     patterns), patterns
    assert re.search(r"What is the top- \{number\} best-selling product in \{number_2\} slot values .*? 5 180 0 0 none",
                     patterns), patterns


def test_unknown_tool_session_version_or_page_gives_a_clear_404(site: Site) -> None:
    cases = {"/tools/nope": "There is no tool named &#39;nope&#39;", "/tools/Bad-Name": "There is no tool named",
             "/sessions/nope": "There is no session &#39;nope&#39;", "/plots/nope": "There is no session",
             "/tools/reverse_tool?from=9": "has no v9", "/tools/reverse_tool?from=x": "not a version number",
             "/nowhere": "Nothing here: /nowhere"}
    for path, message in cases.items():
        res = site.get(path)
        assert res.status_code == 404 and message in res.text and "404" in res.text, path
    assert site.post("/tools/nope/approve", {"csrf": CSRF, "sha256": "0" * 64}).status_code == 404


# ------------------------------------------------------------------ actions
def _cli_rows(site: Site) -> dict[str, dict]:
    res = CliRunner().invoke(cli, ["tools", "list", "--json", "--tools-dir", str(site.tools), "--home", str(site.home)])
    assert res.exit_code == 0, res.output
    return {r["name"]: r for r in json.loads(res.output)}


def test_approve_pins_the_sha256_of_the_file_as_seen_like_the_cli(site: Site) -> None:
    seen = site.seen_sha256("sorter_tool")
    assert seen == sha256_text((site.tools / "sorter_tool.py").read_text())
    page = site.act("sorter_tool", "approve", sha256=seen, reason="read it, looks right")
    text = _text(page.text)
    assert "approved sorter_tool v1 (sha256" in text and "pinned" in text
    assert "by a person: read it, looks right" in _plain(page.text)
    row = _cli_rows(site)["sorter_tool"]
    assert row["status"] == "approved" and row["sha256"] == seen and row["routable"] is True
    assert 'action="/tools/sorter_tool/approve"' not in page.text  # nothing left to approve


def test_approve_refuses_a_file_changed_after_the_page_was_loaded(site: Site) -> None:
    seen = site.seen_sha256("sorter_tool")
    path = site.tools / "sorter_tool.py"
    path.write_text(path.read_text().replace("sorted(words.split())", "sorted(words.split(), reverse=True)"))
    res = site.post("/tools/sorter_tool/approve", {"csrf": CSRF, "sha256": seen})
    assert res.status_code == 409
    assert "changed after it was read for review" in res.text and seen[:12] in res.text
    assert _cli_rows(site)["sorter_tool"]["status"] == "pending"
    page = site.get("/tools/sorter_tool").text
    assert "was edited after v1 was registered" in _text(page) and "reverse=True" in _plain(page)
    fresh = site.seen_sha256("sorter_tool")
    site.act("sorter_tool", "approve", sha256=fresh)
    m = site.lib.get("sorter_tool")
    assert m.status == "approved" and m.sha256 == fresh and m.version == 2  # the edit became a version, as the CLI does


def test_approve_without_the_sha256_is_refused(site: Site) -> None:
    page = site.act("sorter_tool", "approve")
    assert "did not say which file you reviewed" in _text(page.text)
    assert site.lib.get("sorter_tool").status == "pending"


def test_approving_an_unverified_tool_warns_like_the_cli(site: Site) -> None:
    site.lib.register(ui_data.COUNTER_TOOL.replace("Counts", "Tallies"), name="bare", origin="hand-written",
                      triggers=["count"])
    page = site.act("bare", "approve", sha256=site.seen_sha256("bare"))
    assert "warning: approved although it was never verified" in _text(page.text)
    assert site.lib.get("bare").status == "approved"


def test_reject_needs_a_reason_and_records_it(site: Site) -> None:
    page = site.act("counter_tool", "reject", reason="   ")
    assert "a reason is required to reject a tool" in _text(page.text)
    assert site.lib.get("counter_tool").status == "pending"
    page = site.act("counter_tool", "reject", reason="counts <b>tags</b> as words")
    text = _text(page.text)
    assert "rejected counter_tool v1" in text and "counts &lt;b&gt;tags&lt;/b&gt; as words" in page.text
    m = site.lib.get("counter_tool")
    assert m.status == "rejected" and m.rejected_reason == "counts <b>tags</b> as words" and m.rejected_at
    assert _cli_rows(site)["counter_tool"]["status"] == "rejected"


def test_retire_records_the_note_and_stops_routing(site: Site) -> None:
    page = site.act("reverse_tool", "retire", reason="the pattern is gone")
    assert "retired reverse_tool v2: it is no longer routed" in _text(page.text)
    m = site.lib.get("reverse_tool")
    assert m.status == "retired" and m.retired_reason == "the pattern is gone"
    assert _cli_rows(site)["reverse_tool"]["routable"] is False
    assert 'action="/tools/reverse_tool/retire"' not in page.text


def test_reverify_runs_the_checks_of_tools_test_and_stores_the_report(site: Site) -> None:
    before = site.lib.get("reverse_tool").verification
    page = site.act("reverse_tool", "reverify")
    after = site.lib.get("reverse_tool").verification
    assert after.verified_at > before.verified_at and after.passed
    assert f"re-verified: {after.summary()}" in _text(page.text)
    res = CliRunner().invoke(cli, ["tools", "test", "reverse_tool", "--json", "--tools-dir", str(site.tools),
                                   "--home", str(site.home)])
    cli_report = json.loads(res.output)
    assert (cli_report["heldout_total"], cli_report["negatives_total"]) == (after.heldout_total, after.negatives_total)


def test_approve_refuses_an_eval_tool_when_the_sandbox_is_weak(site: Site, monkeypatch: pytest.MonkeyPatch) -> None:
    from toolsmith import sandbox
    from toolsmith.sandbox import Isolation

    weak = Isolation(level="process", missing=["bubblewrap (test)"])
    monkeypatch.setattr(sandbox, "detect_isolation", lambda **kwargs: weak)
    source = ui_data.COUNTER_TOOL.replace("return str(len(words.split()))", "return str(eval('len(words.split())'))")
    site.lib.register(source, name="evaluator", origin="hand-written", triggers=["count"])
    res = site.post("/tools/evaluator/approve", {"csrf": CSRF, "sha256": site.seen_sha256("evaluator")})
    assert res.status_code == 409 and "evaluates strings" in res.text
    assert site.lib.get("evaluator").status == "pending"


# ------------------------------------------------------------------ library and report additions
def test_library_approve_with_expected_sha256(tmp_path: Path) -> None:
    lib = ToolLibrary(tmp_path / "tools")
    m = lib.register(ui_data.COUNTER_TOOL, name="counter", origin="hand-written")
    with pytest.raises(ToolNotApproved, match="changed after it was read for review"):
        lib.approve("counter", expected_sha256="0" * 64)
    assert lib.get("counter").status == "pending"
    assert lib.approve("counter", expected_sha256=m.sha256).status == "approved"


def test_verification_report_keeps_bounded_samples_with_exact_tallies(site: Site) -> None:
    from toolsmith.verify import CASES_KEPT

    m = site.lib.get("sorter_tool")
    report = m.verification
    assert not report.samples and "samples" not in (site.tools / "sorter_tool.json").read_text().replace('"samples": []', "")
    samples = site.lib.verification_samples(m)  # kept beside the version copies, out of the reviewable manifest
    by = {(s.group, s.origin): s for s in samples}
    dataset = by[("negative", "packaged BIG-Bench Hard tasks")]
    assert (dataset.passed, dataset.total) == (80, 80) and len(dataset.cases) == CASES_KEPT["negative"]
    assert all(c.ok and c.got is None and c.expected is None for c in dataset.cases)
    examples = by[("held-out", "the module's EXAMPLES")]
    assert (examples.passed, examples.total, len(examples.cases)) == (3, 3, 3)
    assert {(c.task, c.expected, c.got) for c in examples.cases} >= {
        ("Sort the following words alphabetically: List: b a", "a b", "a b")}
    assert sum(s.total for s in samples if s.group == "negative") == report.negatives_total
    assert sum(s.total for s in samples if s.group != "negative") == report.shown_total + report.heldout_total
    site.lib.set_verification("sorter_tool", report.model_copy(update={"verified_at": "2000-01-01T00:00:00.000+00:00"}))
    assert site.lib.verification_samples(site.lib.get("sorter_tool")) == []  # samples of another report are not shown


# ------------------------------------------------------------------ the command
def test_ui_command_errors_are_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import socket
    import sys

    runner = CliRunner()
    res = runner.invoke(cli, ["ui", "--no-browser", "--host", "192.0.2.1"])  # TEST-NET: not this machine's, no DNS
    assert res.exit_code == 1 and res.stderr.startswith("Error: cannot listen on 192.0.2.1: Cannot assign requested")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        res = runner.invoke(cli, ["ui", "--no-browser", "--port", str(port)])
    assert res.exit_code == 1 and f"cannot listen on 127.0.0.1:{port}: Address already in use" in res.stderr
    assert len(res.stderr.splitlines()) == 1
    monkeypatch.setitem(sys.modules, "toolsmith.ui", None)
    res = runner.invoke(cli, ["ui", "--no-browser"])
    assert res.exit_code == 1 and "pip install 'toolsmith[ui]'" in res.stderr and len(res.stderr.splitlines()) == 1
    assert "--no-browser" in runner.invoke(cli, ["ui", "--help"]).output


def test_manifest_cache_parses_only_changed_manifests(site: Site) -> None:
    from toolsmith.ui.views import ManifestCache

    assert "script_tool" in site.get("/tools").text  # the page's own cache, filled
    cache = ManifestCache()
    first = {m.name: m for m in cache.list(site.lib)}
    assert [m.name for m in cache.list(site.lib)] == [m.name for m in site.lib.list()]
    again = {m.name: m for m in cache.list(site.lib)}
    assert all(again[name] is first[name] for name in first)  # unchanged files: the same parsed objects
    site.lib.reject("counter_tool", "changed by another process")
    (site.tools / "script_tool.json").unlink()
    now = {m.name: m for m in cache.list(site.lib)}
    assert now["counter_tool"].status == "rejected" and now["sorter_tool"] is first["sorter_tool"]
    assert "script_tool" not in now
    rows = _text(site.get("/tools").text)  # the page's own cache sees the change too
    assert "counter_tool Counts the words in a list. rejected" in rows and "script_tool" not in rows
