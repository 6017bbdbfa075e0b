"""Zero-token synthesis benchmark: how many families does programming by example solve?

For each family in `../shared/data/families/` and the BBH families in `../shared/data/bbh/`
(six scriptable ones, and the judgement ones as negatives): mine the template with
`PatternMiner` over the family's first `--mine` tasks (40), shuffle the family with a fixed seed,
give `pbe.search()` the first n tasks that fit the template as shown examples (n = 3 and 6),
then run the program it found on `--test` (30) other tasks of the family that fit the template
and compare with the dataset's answers (`answers_match`). Tasks the template does not parse are
not counted (a tool would decline them; that is the miner's recall, reported as "fit").

Held-out answers are computed in-process by evaluating the generated `run()` (our own generated
code, from our own primitives); `--sandbox` runs every one in the kernel sandbox instead.

With `--seeds 0,1,...` it repeats the run per seed (other shown examples, other held-out tasks)
and adds a table per family over the seeds: how often a program was found, how often a found
program was wrong on some held-out task, and held-out answers right over all found programs.

    /work/venv/bin/python bench/pbe.py [--families a,b] [--shown 3,6] [--test 30] [--seeds 0] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from pathlib import Path

from _data import need

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BBH_SCRIPTABLE = ["word_sorting", "dyck_languages", "boolean_expressions", "multistep_arithmetic_two",
                  "object_counting", "navigate"]
BBH_JUDGEMENT = ["snarks", "ruin_names", "movie_recommendation"]
FAMILY_JUDGEMENT = ["born_first", "lat_long_identify"]


def families() -> list[tuple[str, str, str]]:
    """(folder, family, kind) for every family the benchmark runs."""
    out = []
    for path in sorted(need("families").glob("*.json")):
        kind = "judgement" if path.stem in FAMILY_JUDGEMENT else "scriptable"
        out.append(("families", path.stem, kind))
    need("bbh")
    out += [("bbh", f, "scriptable") for f in BBH_SCRIPTABLE] + [("bbh", f, "judgement") for f in BBH_JUDGEMENT]
    return out


def load(folder: str, family: str) -> list[dict[str, str]]:
    return json.loads((need(folder) / f"{family}.json").read_text())["examples"]


def mine(rows: list[dict[str, str]]):
    from toolsmith.patterns import PatternMiner

    miner = PatternMiner(None)
    for row in rows:
        miner.observe(row["input"])
    return max(miner.patterns(), key=lambda p: p.count)


def parsed(template: str, kinds: dict[str, str], rows: list[dict[str, str]]) -> list[tuple[dict, str]]:
    from toolsmith.records import Example
    from toolsmith.synthesis import slot_values

    out = []
    for row in rows:  # one at a time, to keep the row order and know which rows fit
        got = slot_values(template, kinds, [Example(row["input"], row["target"])])
        out.append(got[0] if got else None)
    return out


def compile_run(run_code: str):
    from toolsmith._lib import toolkit

    namespace: dict = {}
    sys.modules.setdefault("toolkit", toolkit)
    exec(compile(run_code, "<pbe program>", "exec"), namespace)  # noqa: S102 - our own generated code
    return namespace["run"]


def held_out(program, template, kinds, cases, sandbox) -> tuple[int, int, list[str], int]:
    """Right answers, cases, the wrong answers, and the cases the tool declined (`NotMine`: a
    guard handing a value the examples never vouched for to the agent, which is not a wrong route)."""
    from toolsmith._utils import answers_match
    from toolsmith.toolfile import build_tool_source

    right, wrong, declined = 0, [], 0
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe") if sandbox is not None else None
    run = compile_run(program.run_code) if sandbox is None else None
    for args, expected in cases:
        if sandbox is not None:
            res = sandbox.call(source, "run", args)
            got, refused = (res.value, False) if res.ok else (f"error: {res.error}", res.error.startswith("NotMine"))
        else:
            try:
                got, refused = run(**args), False
            except Exception as exc:  # a held-out task the program does not handle
                got, refused = f"error: {type(exc).__name__}: {exc}", type(exc).__name__ == "NotMine"
        ok = answers_match(expected, got)
        right += ok
        declined += refused
        if not ok and not refused:
            wrong.append(f"{expected!r} got {str(got)[:60]!r}")
    return right, len(cases), wrong, declined


def leave_one_out(template: str, kinds: dict[str, str], rows: list[dict[str, str]], budget: int):
    """What the forge's leave-one-out search (`forge._search_folds`, one fold per example) finds
    on these rows, as a `pbe.SearchReport`-like object; nothing when even all of them right would
    not be significant (`verify.heldout_can_pass`)."""
    from types import SimpleNamespace

    from toolsmith import forge
    from toolsmith.records import Example
    from toolsmith.verify import heldout_can_pass

    examples = [Example(r["input"], r["target"]) for r in rows]
    possible, why = heldout_can_pass(examples)
    forge.SEARCH_BUDGET = budget
    chance = 0.1 if len(examples) >= 6 else forge.FEW_CHANCE  # as `forge_tool` searches
    found = forge._search_folds(None, template, kinds, [[ex] for ex in examples], lambda _: None,
                                max_chance=chance) if possible else None
    program = None
    if found is not None:
        program = SimpleNamespace(run_code=found.run_code, description=found.description.split(": ", 1)[1],
                                  size=None, chance=None)
    return SimpleNamespace(program=program, reason="" if found else (why or "the folds found no one program"),
                           candidates_tried=0, examples=len(examples),
                           template=found.template if found else template, kinds=found.slot_kinds if found else kinds)


def run_family(folder: str, family: str, kind: str, args, sandbox, seed: int) -> list[dict]:
    from toolsmith import pbe

    rows = load(folder, family)
    pattern = mine(rows[: args.mine])
    template, kinds = pattern.template, dict(pattern.slot_kinds)
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)
    shuffled = [rows[i] for i in order]
    cases = parsed(template, kinds, shuffled)
    fit = [c for c in cases if c is not None]
    fit_rows = [row for row, c in zip(shuffled, cases) if c is not None]
    results = []
    for n in [*args.shown, *(-n for n in args.loo)]:
        loo, n = n < 0, abs(n)
        shown, rest = fit[:n], fit[n: n + args.test]
        t0 = time.perf_counter()
        report = leave_one_out(template, kinds, fit_rows[:n], args.budget) if loo else \
            pbe.search_report(template, kinds, shown, budget=args.budget)
        wall = time.perf_counter() - t0
        row = {
            "family": family, "source": folder, "kind": kind, "shown": f"{n} loo" if loo else str(n), "seed": seed,
            "fit": f"{len(fit)}/{len(rows)}",
            "found": report.program is not None, "reason": report.reason,
            "program": report.program.description if report.program else "",
            "size": report.program.size if report.program else None,
            "chance": report.program.chance if report.program else None,
            "seconds": round(wall, 3), "candidates": report.candidates_tried, "examples": report.examples,
            "right": None, "tested": len(rest), "misses": [],
            "template": template,
        }
        if report.program is not None:
            if loo and report.template != template:  # a never-varied slot written in: parse with the tool's template
                rest = [c for c in parsed(report.template, report.kinds, fit_rows[n: n + args.test]) if c is not None]
            right, total, wrong, declined = held_out(report.program, getattr(report, "template", template),
                                                     getattr(report, "kinds", kinds), rest, sandbox)
            row["right"], row["tested"], row["misses"], row["declined"] = right, total, wrong[:3], declined
            row["run_code"] = report.program.run_code
        results.append(row)
    return results


def table(results: list[dict]) -> str:
    lines = ["| family | kind | n | found | held-out right | program | time s | candidates |",
             "|---|---|---:|---|---:|---|---:|---:|"]
    for r in results:
        acc = f"{r['right']}/{r['tested']}" if r["found"] else "-"
        what = r["program"] if r["found"] else f"({r['reason']})"
        what = what.replace("|", "\\|")
        if len(what) > 110:
            what = what[:109] + "…"
        lines.append(f"| {r['family']} | {r['kind']} | {r['shown']} | {'yes' if r['found'] else 'no'} | {acc} | "
                     f"{what} | {r['seconds']:.3f} | {r['candidates']} |")
    return "\n".join(lines)


def summary(results: list[dict]) -> str:
    out = []
    for n in sorted({r["shown"] for r in results}):
        rs = [r for r in results if r["shown"] == n]
        for kind in ("scriptable", "judgement"):
            k = [r for r in rs if r["kind"] == kind]
            found = [r for r in k if r["found"]]
            perfect = [r for r in found if r["right"] == r["tested"]]
            never_wrong = [r for r in found if r["right"] + r.get("declined", 0) == r["tested"]]
            out.append(f"n={n} {kind}: {len(found)}/{len(k)} found, {len(perfect)} of them right on every held-out task, "
                       f"{len(never_wrong)} never wrong (declined {sum(r.get('declined', 0) for r in found)}); "
                       f"held-out right {sum(r['right'] for r in found)}/{sum(r['tested'] for r in found)}")
        times = sorted(r["seconds"] for r in rs)
        out.append(f"n={n} search time: median {times[len(times) // 2]:.3f} s, max {times[-1]:.3f} s")
    return "\n".join(out)


def over_seeds(results: list[dict]) -> str:
    seeds = sorted({r["seed"] for r in results})
    shown = sorted({r["shown"] for r in results})
    head = " | ".join(f"n={n}: found / wrong / held-out right" for n in shown)
    lines = [f"| family | kind | {head} |", "|---|---|" + "---|" * len(shown)]
    for family in dict.fromkeys(r["family"] for r in results):
        cells = []
        for n in shown:
            rs = [r for r in results if r["family"] == family and r["shown"] == n]
            found = [r for r in rs if r["found"]]
            wrong = [r for r in found if r["right"] + r.get("declined", 0) < r["tested"]]  # a decline is no wrong answer
            right = f"{sum(r['right'] for r in found)}/{sum(r['tested'] for r in found)}" if found else "-"
            cells.append(f"{len(found)}/{len(seeds)} / {len(wrong)} / {right}")
        lines.append(f"| {family} | {rs[0]['kind']} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--families", default="", help="comma-separated family names (default: all)")
    ap.add_argument("--shown", default="3,6", help="numbers of shown examples")
    ap.add_argument("--loo", default="4", help="numbers of examples for the leave-one-out search (empty: none)")
    ap.add_argument("--test", type=int, default=30)
    ap.add_argument("--mine", type=int, default=40)
    ap.add_argument("--seeds", default="0", help="comma-separated shuffle seeds")
    ap.add_argument("--budget", type=int, default=100_000, help="candidates per search (pbe.BUDGET)")
    ap.add_argument("--sandbox", action="store_true", help="run held-out tasks in the kernel sandbox")
    ap.add_argument("--json", default="", help="write the rows to this file")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each program's code and misses")
    args = ap.parse_args()
    args.shown = [int(x) for x in args.shown.split(",") if x]
    args.loo = [int(x) for x in args.loo.split(",") if x]
    wanted = set(filter(None, args.families.split(",")))
    sandbox = None
    if args.sandbox:
        from toolsmith.sandbox import default_sandbox

        sandbox = default_sandbox()
    results = []
    seeds = [int(x) for x in args.seeds.split(",")]
    for folder, family, kind in families():
        if wanted and family not in wanted:
            continue
        rows = [row for seed in seeds for row in run_family(folder, family, kind, args, sandbox, seed)]
        results += rows
        for r in rows:
            print(f"{family:34} seed={r['seed']} n={r['shown']} found={r['found']!s:5} right={r['right']}/{r['tested']} "
                  f"{r['seconds']:.3f}s {r['candidates']:>6} | {r['program'] or r['reason']}", file=sys.stderr)
            if args.verbose and r["found"]:
                print(r["run_code"], file=sys.stderr)
                for m in r["misses"]:
                    print("   miss:", m, file=sys.stderr)
    print(table([r for r in results if r["seed"] == seeds[0]]))
    print()
    print(summary([r for r in results if r["seed"] == seeds[0]]))
    if len(seeds) > 1:
        print()
        print(over_seeds(results))
        print()
        print(summary(results).replace("n=", "all seeds, n="))
    if args.json:  # code and template left out (descriptions say what it does; -v prints the code)
        rows = [{k: v for k, v in r.items() if k not in ("run_code", "template")} for r in results]
        Path(args.json).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
