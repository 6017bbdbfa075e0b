"""The headline end-to-end run: `toolsmith bench` on ../shared/data/bbh, then a markdown table.

Run:  python bench/e2e.py [--limit N] [--out DIR]       (resumes from DIR; defaults below)
      python bench/e2e.py --table-only --out DIR        (just print the table of a finished run)
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from _data import need
from toolsmith.workloads.benchmark import SystemResult, results_table


def markdown(results: list[SystemResult]) -> str:
    """The results as a markdown table."""
    rows = results_table(results)
    head = "| " + " | ".join(rows[0]) + " |\n|" + "---|" * len(rows[0]) + "\n"
    return head + "".join("| " + " | ".join(str(v) for v in row.values()) + " |\n" for row in rows)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="bench-results/e2e")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--table-only", action="store_true")
    args = ap.parse_args()
    if not args.table_only:
        cmd = [sys.executable, "-m", "toolsmith.cli", "bench", "--workload", str(need("bbh")), "--out", args.out,
               "--systems", "agent,exact_cache,semantic_cache,toolsmith_reviewed,toolsmith_shadow,toolsmith"]
        cmd += ["--limit", str(args.limit)] if args.limit else []
        subprocess.run(cmd, check=True)
    results = [SystemResult.model_validate(r) for r in json.loads((Path(args.out) / "results.json").read_text())]
    print(markdown(results))


if __name__ == "__main__":
    main()
