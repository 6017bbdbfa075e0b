"""Per-call overhead of the sandbox backends on a trivial tool, at each isolation level.

Run: /work/venv/bin/python bench/sandbox.py [--calls-subprocess 200] [--calls-pooled 1000]
Prints a table of wall time per call as seen by the caller (p50 / p90 / p99 / mean, in ms), and
the CPU time spent per call by this process and all sandbox processes (reaped when the backend
closes), which is less sensitive than wall time to other load on the machine.

Rows with isolation `process` run the runner without namespaces, seccomp or the uid switch: the
sandbox as it was before the kernel boundary (audit hook and rlimits only), measured in the same
run for comparison. Rows with `kernel` are what `default_sandbox()` gives on this machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import time
from concurrent.futures import ThreadPoolExecutor

from rich.console import Console
from rich.table import Table

from toolsmith.sandbox import Isolation, PooledSandbox, SandboxBackend, SubprocessSandbox, detect_isolation

TRIVIAL = '''"""Upper-cases a word."""
import re

def extract(task: str) -> dict | None:
    m = re.fullmatch(r"upper (\\w+)", task)
    return {"word": m.group(1)} if m else None

def run(word: str) -> str:
    return word.upper()
'''


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(sandbox: SandboxBackend, calls: int, threads: int = 1) -> tuple[list[float], float]:
    """Per-call latencies in ms, and total elapsed seconds."""

    def one(i: int) -> float:
        t0 = time.perf_counter()
        result = sandbox.call(TRIVIAL, "run", {"word": f"w{i}"})
        elapsed = (time.perf_counter() - t0) * 1000
        assert result.ok and result.value == f"W{i}", result
        return elapsed

    for i in range(5):  # warm-up: workers started, page cache hot
        one(i)
    start = time.perf_counter()
    if threads == 1:
        latencies = [one(i) for i in range(calls)]
    else:
        with ThreadPoolExecutor(max_workers=threads) as ex:
            latencies = list(ex.map(one, range(calls)))
    return latencies, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls-subprocess", type=int, default=200)
    parser.add_argument("--calls-pooled", type=int, default=1000)
    args = parser.parse_args()

    table = Table(title="toolsmith sandbox: per-call wall time, trivial tool (ms)")
    for col in ("backend", "isolation", "calls", "threads", "p50", "p90", "p99", "mean", "cpu ms/call", "calls/s"):
        table.add_column(col, justify="left" if col in ("backend", "isolation") else "right")
    kernel = detect_isolation()
    before = Isolation(level="process")  # no namespaces, no seccomp, no uid switch
    runs = []
    for iso in (before, kernel):
        runs += [
            ("SubprocessSandbox", lambda iso=iso: SubprocessSandbox(isolation=iso), args.calls_subprocess, 1, iso),
            ("PooledSandbox(size=2)", lambda iso=iso: PooledSandbox(size=2, isolation=iso), args.calls_pooled, 1, iso),
            ("PooledSandbox(size=2)", lambda iso=iso: PooledSandbox(size=2, isolation=iso), args.calls_pooled, 2, iso),
        ]
    for name, make, calls, threads, iso in runs:
        cpu0 = _cpu_seconds()
        with make() as sandbox:
            lat, total = measure(sandbox, calls, threads)
        # processes in a pid namespace are reaped by bubblewrap's init, not by us: no rusage
        cpu_ms = (_cpu_seconds() - cpu0) * 1000 / (calls + 5) if not iso.namespaces else float("nan")
        table.add_row(name, iso.level, str(calls), str(threads), f"{_pct(lat, 0.5):.2f}", f"{_pct(lat, 0.9):.2f}",
                      f"{_pct(lat, 0.99):.2f}", f"{statistics.fmean(lat):.2f}", f"{cpu_ms:.2f}",
                      f"{calls / total:.0f}")
    Console(width=140).print(table)
    print(f"kernel isolation here: {kernel.summary()}")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")


def _cpu_seconds() -> float:
    """User+system CPU of this process and of every reaped descendant."""
    total = 0.0
    for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
        usage = resource.getrusage(who)
        total += usage.ru_utime + usage.ru_stime
    return total


if __name__ == "__main__":
    main()
