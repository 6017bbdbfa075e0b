"""Synthesis benchmark: can the embedded model forge verified tools for BBH families?

For each family: `--examples` instances (default 12; their dataset targets are used as answers,
as if a reviewer had confirmed them) go to `forge_tool` (half shown to the model, half held out
for verification); negatives are instances of the other families plus near-miss variants. A
registered tool is then run on `--test` other instances against the ground truth. Judgement
families (snarks, ruin_names, movie_recommendation) must never get a tool.

Templates come from `PatternMiner` run over the family's instances; when the miner does not
produce one pattern covering the examples (it keeps every snarks / movie_recommendation task
apart, which in production means no tool is ever attempted), a hand-written template is used and
the row says so. Also measures sandbox overhead per call (SubprocessSandbox vs PooledSandbox).

    /work/venv/bin/python bench/synthesis.py [--families a,b] [--examples 12] [--test 30] [--write-readme]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

from _data import need

ROOT = Path(__file__).resolve().parents[1]
SCRIPTABLE = ["word_sorting", "dyck_languages", "boolean_expressions", "multistep_arithmetic_two", "object_counting", "navigate"]
JUDGEMENT = ["snarks", "ruin_names", "movie_recommendation"]
HAND_TEMPLATES = {
    "snarks": ("Which statement is sarcastic? Options: (A) {option_a} (B) {option_b}", {"option_a": "text", "option_b": "text"}),
    "movie_recommendation": (
        "Find a movie similar to {movies}: Options: (A) {a} (B) {b} (C) {c} (D) {d}",
        {"movies": "list", "a": "text", "b": "text", "c": "text", "d": "text"},
    ),
    "ruin_names": (
        "Which of the following is a humorous edit of this artist or movie name: '{name}'? Options: (A) {a} (B) {b} (C) {c} (D) {d}",
        {"name": "text", "a": "text", "b": "text", "c": "text", "d": "text"},
    ),
}


class _Pat:
    def __init__(self, id: str, template: str, slot_kinds: dict[str, str]) -> None:
        self.id, self.template, self.slot_kinds = id, template, slot_kinds


def load(family: str) -> list[dict[str, str]]:
    return json.loads((need("bbh") / f"{family}.json").read_text())["examples"]


def pattern_for(family: str, pool: list[dict[str, str]], examples: list[dict[str, str]]) -> tuple[_Pat, str]:
    from toolsmith.patterns import PatternMiner
    from toolsmith.toolfile import extractor_regex

    miner = PatternMiner(None)
    for row in pool:
        miner.observe(row["input"])
    best = max(miner.patterns(), key=lambda p: p.count)
    rx = extractor_regex(best.template, best.slot_kinds)
    covered = sum(bool(re.fullmatch(rx, e["input"], re.DOTALL)) for e in examples)
    if covered == len(examples) and best.slot_kinds:
        return _Pat(best.id, best.template, dict(best.slot_kinds)), "miner"
    template, kinds = HAND_TEMPLATES[family]
    return _Pat(f"hand-{family}", template, kinds), f"hand (miner's best pattern covered {covered}/{len(examples)})"


def sandbox_overhead(n: int = 60) -> dict[str, dict[str, float]]:
    from toolsmith.sandbox import PooledSandbox, SubprocessSandbox

    src = "def extract(task):\n    return {'x': task}\n\ndef run(x):\n    return x[::-1]\n"
    out = {}
    for label, factory in (("subprocess", SubprocessSandbox), ("pooled(2)", PooledSandbox)):
        with factory() as sb:
            sb.call(src, "run", {"x": "warm"})
            times = []
            for i in range(n):
                t0 = time.perf_counter()
                r = sb.call(src, "run", {"x": f"abc{i}"})
                times.append((time.perf_counter() - t0) * 1000)
                assert r.ok, r.error
        times.sort()
        out[label] = {"p50": round(statistics.median(times), 1), "p99": round(times[min(len(times) - 1, int(len(times) * 0.99))], 1), "n": n}
    return out


def run_family(family: str, chat, args, sandbox) -> dict:
    from toolsmith.forge import forge_tool
    from toolsmith.library import ToolLibrary
    from toolsmith.review import ApprovalPolicy
    from toolsmith.synthesis import Synthesizer
    from toolsmith.records import Example
    from toolsmith.verify import answers_match, probe

    rows = load(family)
    rng = random.Random(args.seed)
    rng.shuffle(rows)
    syn_rows, test_rows = rows[: args.examples], rows[args.examples : args.examples + args.test]
    pattern, source = pattern_for(family, rows[:40], syn_rows)
    examples = [Example(r["input"], r["target"], confirmed=True, trace_id=f"{family}:{i}") for i, r in enumerate(syn_rows)]
    negatives = [r["input"] for other in SCRIPTABLE + JUDGEMENT if other != family for r in load(other)[:2]]
    synth = Synthesizer(chat, samples=args.samples, token_budget=args.budget, max_rounds=args.rounds, seed=args.seed)
    lib = ToolLibrary(Path(args.tools) / family)
    t0 = time.perf_counter()
    outcome = forge_tool(pattern, examples, negatives, synthesizer=synth, sandbox=sandbox, library=lib, policy=ApprovalPolicy())
    wall = time.perf_counter() - t0
    res = {
        "family": family,
        "kind": "scriptable" if family in SCRIPTABLE else "judgement",
        "template": pattern.template,
        "template_source": source,
        "verified": outcome.ok,
        "attempts": outcome.attempts,
        "candidates": outcome.candidates_tried,
        "rounds": outcome.synthesis.rounds if outcome.synthesis else 0,
        "tokens": outcome.usage.total_tokens,
        "input_tokens": outcome.usage.input_tokens,
        "output_tokens": outcome.usage.output_tokens,
        "synthesis_s": round(outcome.synthesis_ms / 1000, 1),
        "verification_ms": outcome.verification_ms,
        "wall_s": round(wall, 1),
        "reason": outcome.reason,
        "report": outcome.report.summary() if outcome.report else None,
        "errors": (outcome.report.errors[:3] if outcome.report else []),
        "proposed": None,
        "test_correct": None,
        "test_total": len(test_rows),
    }
    # What the model proposed (the chosen candidate), and how it fares on the test set.
    source_code = outcome.synthesis.source if outcome.synthesis else None
    if outcome.synthesis:
        tested = [log for log in outcome.synthesis.log if log.run_code]
        if tested:
            best = max(tested, key=lambda log: log.passed)
            res["proposed"] = best.run_code
        res["candidates_log"] = [
            {"round": log.round, "temperature": log.temperature, "tokens": log.usage.total_tokens, "outcome": log.outcome,
             "passed": log.passed, "total": log.total, "detail": log.detail[:160]}
            for log in outcome.synthesis.log
        ]
    if source_code:
        hits = 0
        for r in test_rows:
            case = probe(source_code, r["input"], sandbox=sandbox)
            hits += case.error is None and answers_match(r["target"], case.got)
        res["test_correct"] = hits
    return res


def table(results: list[dict], overhead: dict | None) -> str:
    lines = [
        "| family | kind | template | verified tool | calls | tokens (in/out) | synthesis s | verify ms | test acc. (ground truth) | verdict |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        acc = f"{r['test_correct']}/{r['test_total']}" if r["test_correct"] is not None else "-"
        if not r["verified"] and r["test_correct"] is not None:
            acc += " (rejected candidate)"
        verdict = (r["report"] or r["reason"]).replace("|", "/")
        lines.append(
            f"| {r['family']} | {r['kind']} | {r['template_source'].split(' ')[0]} | {'yes' if r['verified'] else 'no'} | "
            f"{r['attempts']} | {r['tokens']} ({r['input_tokens']}/{r['output_tokens']}) | {r['synthesis_s']} | "
            f"{r['verification_ms']:.0f} | {acc} | {verdict} |"
        )
    scriptable = [r for r in results if r["kind"] == "scriptable"]
    judgement = [r for r in results if r["kind"] == "judgement"]
    made = [r for r in scriptable if r["verified"]]
    summary = []
    if scriptable:
        summary.append(f"- scriptable patterns with a verified tool: **{len(made)}/{len(scriptable)}**")
    if made:
        summary.append(
            f"- per verified tool: median {statistics.median(r['attempts'] for r in made)} calls, "
            f"{statistics.median(r['tokens'] for r in made):.0f} tokens, {statistics.median(r['synthesis_s'] for r in made):.0f} s synthesis; "
            f"test accuracy vs ground truth {sum(r['test_correct'] for r in made)}/{sum(r['test_total'] for r in made)}"
        )
    if judgement:
        passed = [r["family"] for r in judgement if r["verified"]]
        summary.append(f"- judgement families that got a tool (must be none): **{len(passed)}** {passed or ''}")
    if overhead:
        for label, o in overhead.items():
            summary.append(f"- sandbox overhead per call, {label}: p50 {o['p50']} ms, p99 {o['p99']} ms (n={o['n']})")
    return "\n".join(lines + [""] + summary)


def write_readme(text: str) -> None:
    path = ROOT / "bench" / "README.md"
    old = path.read_text() if path.exists() else "# Benchmarks\n"
    section = "## Synthesis\n\n" + text.strip() + "\n"
    m = re.search(r"^## Synthesis\n.*?(?=^## |\Z)", old, re.DOTALL | re.MULTILINE)
    new = old[: m.start()] + section + "\n" + old[m.end() :] if m else old.rstrip() + "\n\n" + section
    path.write_text(new)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--families", default=",".join(SCRIPTABLE + JUDGEMENT))
    ap.add_argument("--examples", type=int, default=12, help="instances for synthesis + verification")
    ap.add_argument("--test", type=int, default=30, help="other instances scored against ground truth")
    ap.add_argument("--samples", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--budget", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--model", default="qwen2.5-coder-1.5b")
    ap.add_argument("--home", default=None, help="TOOLSMITH_HOME for the model cache")
    ap.add_argument("--tools", default=None, help="where to write the tools (default: a temp dir)")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "synthesis.json"))
    ap.add_argument("--no-overhead", action="store_true")
    ap.add_argument("--write-readme", action="store_true")
    ap.add_argument("--from-json", default=None, help="only re-render the table of a results file")
    args = ap.parse_args()
    if args.from_json:
        data = json.loads(Path(args.from_json).read_text())
        text = table(data["results"], data.get("overhead")) + "\n\n" + data.get("note", "")
        print(text)
        if args.write_readme:
            write_readme(text)
        return 0
    need("bbh")
    args.tools = args.tools or tempfile.mkdtemp(prefix="toolsmith-bench-tools-")

    from toolsmith.backends.local import LocalServer
    from toolsmith.sandbox import PooledSandbox

    overhead = None if args.no_overhead else sandbox_overhead()
    results = []
    t0 = time.perf_counter()
    with LocalServer(args.model, home=args.home) as server, PooledSandbox() as sandbox:
        chat = server.chat_model()
        for family in args.families.split(","):
            res = run_family(family, chat, args, sandbox)
            results.append(res)
            print(json.dumps({k: v for k, v in res.items() if k != "proposed"}), flush=True)
            Path(args.out).parent.mkdir(parents=True, exist_ok=True)
            Path(args.out).write_text(json.dumps({"args": vars(args), "overhead": overhead, "results": results}, indent=2))
    text = table(results, overhead)
    note = (
        f"Model {args.model} (embedded llama.cpp, 2 shared CPU cores); {args.examples} examples per family "
        f"(dataset targets used as reviewer-confirmed answers; half shown, half held out), {args.test} other instances "
        f"as the test set; samples={args.samples}, rounds={args.rounds}, token budget {args.budget}, seed {args.seed}. "
        f"Total wall time {time.perf_counter() - t0:.0f} s. Raw results: `bench/results/synthesis.json`."
    )
    text += "\n\n" + note
    Path(args.out).write_text(json.dumps({"args": vars(args), "overhead": overhead, "results": results, "note": note}, indent=2))
    print(text)
    if args.write_readme:
        write_readme(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
