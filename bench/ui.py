"""Server time of the review page (`toolsmith ui`) on a large library and a long session.

Run: /work/venv/bin/python bench/ui.py [--tools 500] [--traces 10000] [--requests 30]

Builds, through the library and store APIs (no model; the sandbox runs once, for the report):
* a library of `--tools` tools: template-derived tools with a real-sized verification report
  (the report of the README's sorter tool, verified once in the sandbox: 13 positives, 80
  negatives, its case samples), a third with 3 versions, statuses mixed (pending, approved,
  rejected, retired), routing statistics per version, and one approved tool edited since
  approval;
* a store with one session of `--traces` traces (half routed to 50 of the tools, a fifth of
  those shadow-checked: 1,000 shadow events, 500 of them on the tool whose page is measured,
  which lists the latest 200), its patterns' statistics, and 5 more sessions of 100 traces.

Then requests each page `--requests` times through Starlette's TestClient (in process, no
network, no browser) and prints per page: the first request's server time (the tools page
parses every manifest then; later requests re-parse only manifests whose file changed), then
for the requests after it the server time (from the request entering the app to the last byte
of its response: token check, reading the library and store, rendering) at p50 / p99 / max,
and the client's round trip p50 (TestClient's thread hand-offs and copying the page added).
Target (issue 15): under 300 ms server time for the tools page and for a tool's page.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

from toolsmith.library import ToolLibrary
from toolsmith.records import Event, Trace, Usage
from toolsmith.store import Store
from toolsmith.toolfile import build_tool_source
from toolsmith.verify import VerificationReport

SORTER = (Path(__file__).resolve().parents[1] / "examples" / "sorter_tool.py").read_text()
MEASURED = "convert_7"
"""The tool whose page is measured: 3 versions, 500 shadow checks, routed 2,500 times."""


def sample_report(tmp: Path) -> VerificationReport:
    """A real report: the README's sorter tool verified in the sandbox (as `toolsmith tools add`)."""
    from toolsmith.forge import Forge
    from toolsmith.patterns import PatternMiner
    from toolsmith.sandbox import default_sandbox

    store = Store(tmp / "sample-home")
    lib = ToolLibrary(tmp / "sample-tools")
    _, check = Forge(store, lib, sandbox=default_sandbox, miner=PatternMiner(store)).add(SORTER, name="sorter")
    store.close()
    return check.report


def build_library(path: Path, n: int, report: VerificationReport) -> ToolLibrary:
    lib = ToolLibrary(path)
    for k in range(n):
        name = f"convert_{k}"
        template = f"Convert {{amount}} from currency{k} into the local money"
        versions = 3 if k % 3 == 1 else 1
        for v in range(versions):
            body = f"def run(amount):\n    return str(float(amount) * {2 + v})\n"
            source = build_tool_source(template, {"amount": "number"}, body, model="bench")
            lib.register(source, name=name, pattern_id=f"p-{k:012x}", template=template, slot_kinds={"amount": "number"},
                         model="bench", verification=report)
        status = ("approved", "pending", "approved", "rejected", "approved", "pending", "retired", "approved")[k % 8]
        if status == "approved" or name == MEASURED:
            lib.approve(name, reason="bench")
        elif status == "rejected":
            lib.reject(name, "bench")
        elif status == "retired":
            lib.retire(name, "bench")
    edited = lib.path / "convert_0.py"
    edited.write_text(edited.read_text() + "# edited after approval\n")
    return lib


def build_store(home: Path, lib: ToolLibrary, traces: int) -> Store:
    store = Store(home)
    routed_tools = [f"convert_{k}" for k in range(50)]
    with store.transact():
        for sid, count in [("s-big", traces)] + [(f"s-small-{i}", 100) for i in range(5)]:
            for i in range(1, count + 1):
                seq = store.next_seq(sid)
                k = i % len(routed_tools)
                name = MEASURED if i % 4 == 0 else routed_tools[k]
                routed = i % 2 == 0
                trace = Trace(id=f"{sid}:{seq}", session_id=sid, seq=seq, task=f"Convert {i} from currency{k} into the local money",
                              answer=str(i * 2), pattern_id=f"p-{k:012x}", latency_ms=5.0 if routed else 900.0,
                              answered_by="routed" if routed else "inferred", tool=name if routed else None,
                              tool_version=lib.get(name).version if routed else None,
                              input_tokens=0 if routed else 120, output_tokens=0 if routed else 8,
                              total_tokens=0 if routed else 128, token_count="none" if routed else "exact",
                              tokens_saved=128 if routed else 0, saved_count="exact" if routed else "none")
                store.put_trace(trace)
                if routed and i % 10 == 0 and sid == "s-big":  # every fifth routed task is shadow-checked
                    agree = i % 60 != 0
                    store.append_event(sid, Event(kind="shadow", after_seq=seq, tool=name,
                                                  usage=Usage(input_tokens=120, output_tokens=8, total_tokens=128, requests=1),
                                                  detail="agree" if agree else f"disagree: agent='{i}' tool='{i * 2}'"))
    for m in lib.list():
        for v in lib.versions(m.name):
            with store.tool(m.name, v) as stats:
                stats.uses, stats.tokens_saved, stats.last_used = 40 * v, 40 * v * 128, "2026-11-30T12:00:00.000+00:00"
    for k in range(len(routed_tools)):
        with store.pattern(f"p-{k:012x}") as stats:
            for _ in range(20):
                stats.add_cost(128, True)
            stats.tool = f"convert_{k}"
    return store


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", type=int, default=500)
    parser.add_argument("--traces", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=30)
    args = parser.parse_args()

    from starlette.testclient import TestClient

    from toolsmith.ui import UIConfig, create_app

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        t0 = time.perf_counter()
        report = sample_report(tmp)
        lib = build_library(tmp / "tools", args.tools, report)
        store = build_store(tmp / "home", lib, args.traces)
        store.close()
        manifest_bytes = sum(p.stat().st_size for p in lib.path.glob("*.json"))
        print(f"built {args.tools} tools ({manifest_bytes / 1e6:.1f} MB of manifests) and "
              f"{args.traces + 500:,} traces in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
        app = create_app(UIConfig(tools_dir=lib.path, home=tmp / "home", token="t" * 43, csrf="c" * 43))
        served: list[float] = []

        async def timed(scope, receive, send):  # type: ignore[no-untyped-def]
            """Server time: from the request entering the app to the last byte of its response."""
            t = time.perf_counter()

            async def sending(message):  # type: ignore[no-untyped-def]
                await send(message)
                if message["type"] == "http.response.body" and not message.get("more_body", False):
                    served.append((time.perf_counter() - t) * 1000)

            await app(scope, receive, sending)

        client = TestClient(timed, base_url="http://127.0.0.1:8000")
        client.cookies.set("toolsmith_ui", "t" * 43)
        pages = {
            f"tools page ({args.tools} tools)": "/tools",
            "tools page, pending only": "/tools?status=pending",
            f"tool page ({MEASURED}: 3 versions, diff, 500 shadow checks)": f"/tools/{MEASURED}",
            "tool page (1 version)": "/tools/convert_2",
            f"session page ({args.traces:,} traces)": "/sessions/s-big",
            "sessions page (6 sessions)": "/sessions",
            "patterns page": "/patterns",
        }
        table = Table(title=f"review page, ms per request ({args.requests} requests each after the first)")
        for col in ("page", "first request", "server p50", "server p99", "server max", "round trip p50", "bytes"):
            table.add_column(col, justify="left" if col == "page" else "right")
        for label, path in pages.items():
            served.clear()
            res = client.get(path)
            assert res.status_code == 200, (path, res.status_code, res.text[:300])
            first = served[0]
            served.clear()
            trips = []
            for _ in range(args.requests):
                t = time.perf_counter()
                res = client.get(path)
                trips.append((time.perf_counter() - t) * 1000)
                assert res.status_code == 200
            times = list(served)
            table.add_row(label, f"{first:.1f}", f"{statistics.median(times):.1f}", f"{_pct(times, 0.99):.1f}", f"{max(times):.1f}",
                          f"{statistics.median(trips):.1f}", f"{len(res.content):,}")
        client.close()
        app.state.store.close()
    Console(width=160).print(table)


if __name__ == "__main__":
    main()
