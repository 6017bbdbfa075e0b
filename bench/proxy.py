"""What `toolsmith proxy` adds to a request it passes through.

Run: PYTHONPATH=. /work/venv/bin/python bench/proxy.py [--calls 200] [--model smollm2-135m]

Starts the embedded llama.cpp server (the upstream) and `toolsmith proxy` in front of it (its own
process, as users run it), then sends the same chat requests alternately straight to the
upstream and through the proxy, with one `openai` client each (keep-alive, no retries), all in
one run:
* candidate: a first turn (system + user) that no tool answers: miner, router, trace, upstream;
* candidate, streamed: the same with `stream=True` (time to the last chunk);
* later turn: a multi-turn request (not a candidate): recorded only;
* routed: a task an approved tool answers (no upstream call at all), for reference.
Each pair is one direct call and one proxied call of the same request back to back, in
alternating order; "added p50" is the proxied p50 minus the direct p50, and the per-pair
differences' median is shown beside it. One fixed prompt (cached upstream), max_tokens=1 and
temperature 0 keep the model's share small and steady. Target: added p50 < 5 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from openai import OpenAI
from rich.console import Console
from rich.table import Table

from toolsmith.backends.local import TEST_MODEL, LocalServer
from toolsmith.library import ToolLibrary
import httpx

SORTER = (Path(__file__).resolve().parents[1] / "examples" / "sorter_tool.py").read_text()
SYSTEM = "You answer in one word."
QUESTIONS = ["Name a colour."]  # one prompt: the upstream's prompt cache makes every model call alike


def _timed(fn: Any) -> float:
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


class _proxy_process:
    """`toolsmith proxy` as a subprocess on a free port; its base URL while the block runs."""

    def __init__(self, upstream: str, work: Path) -> None:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        cmd = [sys.executable, "-m", "toolsmith.cli", "proxy", "--upstream", upstream, "--port", str(self.port),
               "--no-learn", "--tools-dir", str(work / "tools"), "--home", str(work / "home")]
        self.proc = subprocess.Popen(cmd, env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})

    def __enter__(self) -> str:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{self.port}/health", timeout=1).raise_for_status()
                return f"http://127.0.0.1:{self.port}/v1"
            except httpx.HTTPError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit("toolsmith proxy did not start") from None
                time.sleep(0.1)

    def __exit__(self, *exc: object) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200, help="pairs per kind")
    parser.add_argument("--model", default=TEST_MODEL)
    parser.add_argument("--home", default=None, help="models cache (default: $TOOLSMITH_HOME)")
    parser.add_argument("--out", default="bench/results/proxy.json")
    args = parser.parse_args()

    scratch = tempfile.TemporaryDirectory(prefix="toolsmith-bench-proxy-")  # removed at exit
    work = Path(scratch.name)
    lib = ToolLibrary(work / "tools")
    lib.register(SORTER, name="sorter", origin="hand-written", triggers=["sort", "alphabetically"])
    lib.approve("sorter")
    rows: dict[str, dict[str, float]] = {}
    with LocalServer(args.model, home=args.home, parallel=1, ctx_per_slot=2048) as upstream, \
            _proxy_process(upstream.base_url, work) as proxy_url:
        direct = OpenAI(base_url=upstream.base_url, api_key="unused", max_retries=0)
        via = OpenAI(base_url=proxy_url, api_key="unused", max_retries=0)
        ask = {"model": upstream.model, "max_tokens": 1, "temperature": 0}

        def first_turn(i: int) -> list[dict[str, str]]:
            return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": QUESTIONS[i % len(QUESTIONS)]}]

        def later_turn(i: int) -> list[dict[str, str]]:
            return [*first_turn(i), {"role": "assistant", "content": "Red."}, {"role": "user", "content": "Another."}]

        kinds = {
            "candidate (first turn), passthrough": lambda c, i: c.chat.completions.create(messages=first_turn(i), **ask),
            "candidate, streamed (to the last chunk)": lambda c, i: list(
                c.chat.completions.create(messages=first_turn(i), stream=True, **ask)),
            "later turn (not a candidate)": lambda c, i: c.chat.completions.create(messages=later_turn(i), **ask),
        }
        for name, call in kinds.items():
            for i in range(10):  # warm-up: connections, the prompt cache, the miner's first patterns
                call(direct, i)
                call(via, i)
            d, p, added = [], [], []
            for i in range(args.calls):
                if i % 2:
                    a = _timed(lambda: call(direct, i))
                    b = _timed(lambda: call(via, i))
                else:
                    b = _timed(lambda: call(via, i))
                    a = _timed(lambda: call(direct, i))
                d.append(a)
                p.append(b)
                added.append(b - a)
            rows[name] = {"direct_p50_ms": statistics.median(d), "proxy_p50_ms": statistics.median(p),
                          "added_p50_ms": statistics.median(p) - statistics.median(d),
                          "pair_difference_p50_ms": statistics.median(added), "direct_p90_ms": _pct(d, 0.9),
                          "proxy_p90_ms": _pct(p, 0.9), "pairs": args.calls}
        sort = [{"role": "user", "content": "Sort the following words alphabetically: List: pear apple fig"}]
        for _ in range(10):
            via.chat.completions.create(messages=sort, **ask)
        routed = [_timed(lambda: via.chat.completions.create(messages=sort, **ask)) for _ in range(args.calls)]
        rows["routed to a tool (no upstream call)"] = {"proxy_p50_ms": statistics.median(routed),
                                                       "proxy_p90_ms": _pct(routed, 0.9), "pairs": args.calls}

    table = Table(title=f"toolsmith proxy overhead ({args.calls} pairs per row, upstream {args.model}, max_tokens=1)")
    for col in ("request", "direct p50 ms", "via proxy p50 ms", "added p50 ms", "pair diff. p50 ms",
                "direct p90 ms", "via proxy p90 ms"):
        table.add_column(col, justify="left" if col == "request" else "right")
    nan = float("nan")
    for name, r in rows.items():
        table.add_row(name, *(f"{r.get(k, nan):.2f}" for k in ("direct_p50_ms", "proxy_p50_ms", "added_p50_ms",
                                                                 "pair_difference_p50_ms", "direct_p90_ms", "proxy_p90_ms")))
    Console(width=160).print(table)
    print(f"load average at the end: {os.getloadavg()[0]:.2f} (1 min), {os.cpu_count()} cores")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps({"model": args.model, "rows": rows}, indent=2) + "\n")


if __name__ == "__main__":
    main()
