"""Routing cost against the size of the tool library.

Run: /work/venv/bin/python bench/routing.py [--calls 300]

For libraries of 1, 100 and 1,000 approved tools (half template-derived, half hand-written with
`TRIGGERS`), measures in one run:
* routed: `Router.route` on a task one tool answers (prefilter, extract, sandboxed run);
* no match: `Router.route` on a task no tool accepts (what every task that goes to the agent pays);
* rebuild: the one-off index rebuild after the library folder changed.
Prints p50 / p99 per size; the claim is that 1,000 tools cost within 2x of 1 tool.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

from toolsmith.library import ToolLibrary
from toolsmith.router import Router
from toolsmith.sandbox import default_sandbox
from toolsmith.toolfile import build_tool_source

HAND = '''"""Reports the status of gadget {k}."""
import re

TRIGGERS = ["gadget{k}", "status"]


def extract(task):
    m = re.fullmatch(r"What is the status of gadget{k} number (\\d+)\\?", task)
    return {{"n": m.group(1)}} if m else None


def run(n):
    return "gadget{k} #" + n + " is fine"
'''


def build(path: Path, n: int) -> ToolLibrary:
    lib = ToolLibrary(path)
    for k in range(n):
        if k % 2 == 0:
            template = f"Convert {{amount}} from currency{k} into the local money"
            source = build_tool_source(template, {"amount": "number"}, "def run(amount):\n    return str(float(amount) * 2)\n",
                                       model="bench")
            lib.register(source, name=f"convert{k}", template=template, slot_kinds={"amount": "number"})
            lib.approve(f"convert{k}")
        else:
            lib.register(HAND.format(k=k), name=f"gadget{k}", origin="hand-written", triggers=[f"gadget{k}", "status"])
            lib.approve(f"gadget{k}")
    return lib


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(router: Router, task: str, calls: int, expect: str | None) -> list[float]:
    out = []
    for _ in range(calls):
        t0 = time.perf_counter()
        outcome = router.route(task)
        out.append((time.perf_counter() - t0) * 1000)
        assert outcome.answer == expect, outcome
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    sandbox = default_sandbox()
    table = Table(title="routing cost by library size (ms per task)")
    for col in ("approved tools", "routed p50", "routed p99", "no match p50", "no match p99", "hand-written routed p50",
                "index rebuild"):
        table.add_column(col, justify="right")
    rows = {}
    for n in (1, 100, 1000):
        with tempfile.TemporaryDirectory() as tmp:
            lib = build(Path(tmp) / "tools", max(n, 2) if n > 1 else 1)
            router = Router(lib, lambda: sandbox)
            t0 = time.perf_counter()
            router.candidates("warm up")
            rebuild = (time.perf_counter() - t0) * 1000
            routed = measure(router, "Convert 21 from currency0 into the local money", args.calls, "42.0")
            none = measure(router, "What is the capital of France, and why is it Paris?", args.calls, None)
            hand = (measure(router, "What is the status of gadget1 number 7?", args.calls // 3, "gadget1 #7 is fine")
                    if n > 1 else [float("nan")])
        rows[n] = (statistics.median(routed), statistics.median(none))
        table.add_row(f"{n:,}", f"{statistics.median(routed):.2f}", f"{_pct(routed, .99):.2f}",
                      f"{statistics.median(none):.4f}", f"{_pct(none, .99):.4f}", f"{statistics.median(hand):.2f}",
                      f"{rebuild:.1f}")
    Console(width=140).print(table)
    print(f"1,000 vs 1 tool: routed {rows[1000][0] / rows[1][0]:.2f}x, no match {rows[1000][1] / rows[1][1]:.2f}x")


if __name__ == "__main__":
    main()
