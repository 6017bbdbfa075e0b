"""Time per `PatternMiner.observe` on adversarial tasks up to the 1 MB task limit.

Run: /work/venv/bin/python bench/miner_dos.py [--repeat 3]

Families: one long token, long runs of one character (every character that some masking rule
treats specially), repeated fragments that each masking rule half-matches, deep nesting, and
random mixes of all of them, each at 1 KB, 16 KB, 256 KB and 1 MB. The miner first sees 300
ordinary tasks (30 patterns), so matching against existing patterns is part of the cost.
Prints p50 / p99 / max per family and over everything; the target is p99 under 50 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time

from rich.console import Console
from rich.table import Table

from toolsmith.patterns import PatternMiner
from toolsmith.store import Store

LIMIT = 1_000_000
SIZES = (1_000, 16_000, 256_000, LIMIT)
RUN_CHARS = "a1.,:;/\\-_'\"()[]{}<>@#$%^&*+=|~`!? \n\té€"
FRAGMENTS = ("a/", "1,", "x, ", "1 + ", "12/12/", "a.", "Dr. ", "St. ", '"a" ', "'", "( ", "http://a", "a@b.",
             ": ", "a: b ", "A b c. ", "not True and ", "0x1f << ", "MM/DD/YYYY ", "C:\\a\\", "[[1, 2], ", '{"a": ')


def families(rng: random.Random) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    out["long token"] = ["Sort " + "a" * (n - 5) for n in SIZES]
    out["one-char runs"] = [c * n for c in RUN_CHARS for n in SIZES]
    out["repeated fragments"] = [(f * (n // len(f) + 1))[:n] for f in FRAGMENTS for n in SIZES]
    out["deep nesting"] = [("(" * (n // 2) + ")" * (n // 2)) for n in SIZES] + [("[" * (n // 2) + "]" * (n // 2)) for n in SIZES]
    out["random mixes"] = ["".join(rng.choice(FRAGMENTS) for _ in range(n // 4))[:n] for n in SIZES for _ in range(5)]
    return out


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(0)
    scratch = tempfile.TemporaryDirectory(prefix="toolsmith-dos-")  # removed at exit
    miner = PatternMiner(Store(scratch.name))
    for i in range(300):  # 30 ordinary patterns, 10 members each
        miner.observe(f"Sort the following words alphabetically: List: w{i} x{i} y{i}" if i % 30 == 0 else
                      f"What is the top-{i % 7 + 1} product in {2000 + i} for group {i % 30}")
    table = Table(title="PatternMiner.observe on adversarial tasks (ms)")
    for col in ("family", "tasks", "p50", "p99", "max", "largest task"):
        table.add_column(col, justify="left" if col == "family" else "right")
    everything: list[float] = []
    for name, tasks in families(rng).items():
        times = []
        for task in tasks:
            task = task[:LIMIT] if task.strip() else task + "x"
            for _ in range(args.repeat):
                t0 = time.perf_counter()
                miner.observe(task)
                times.append((time.perf_counter() - t0) * 1000)
        everything += times
        table.add_row(name, str(len(tasks)), f"{_pct(times, .5):.1f}", f"{_pct(times, .99):.1f}", f"{max(times):.1f}",
                      f"{max(len(t) for t in tasks):,}")
    table.add_row("all", str(len(everything) // args.repeat), f"{_pct(everything, .5):.1f}",
                  f"{_pct(everything, .99):.1f}", f"{max(everything):.1f}", f"{LIMIT:,}")
    Console(width=120).print(table)
    print(f"python {sys.version.split()[0]}; median of all {statistics.median(everything):.2f} ms")


if __name__ == "__main__":
    main()
