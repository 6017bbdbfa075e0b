"""Speculative decoding on the embedded llama.cpp server: speed, acceptance, identical output.

Setup: qwen2.5-coder-1.5b target, greedy (temperature 0), every configuration's server up at
once, one warm-up request each, then every prompt run on every configuration back to back
(paired), N reps; speedups are medians of per-rep paired ratios. Also measures the costs the
advisor needs in isolation: one draft step (0.5B decode) and one target verification of m
tokens (prompt processing of m new tokens with the rest cached), relative to one target decode
step. Raw per-request records go to JSON (resumable); `--report` prints the tables.

    python bench/speculative.py --home /tmp/spec_home --out bench/results/speculative.json
    python bench/speculative.py --report bench/results/speculative.json
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from _data import need
from toolsmith.backends.advisor import advise, fit_step_costs
from toolsmith.backends.local import LocalServer
from toolsmith.backends.metrics import SpecCounters, scrape
from toolsmith.backends.speculative import SpeculativeConfig


SYNTHESIS = [
    "Write a Python function run(words: str) -> str that sorts the space-separated words "
    "alphabetically (case-insensitive) and returns them joined by single spaces. Include a "
    "docstring, type hints, input validation that raises ValueError on non-string input, and "
    "three doctest examples. Output only the code.",
    "Write a Python function run(expression: str) -> int that evaluates an arithmetic expression "
    "with +, -, * and parentheses over integers, without using eval. Use a small recursive-descent "
    "parser with a tokenizer. Include a docstring and type hints. Output only the code.",
]

COPY_SOURCE = '''def load_records(path):
    records = []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name, value, unit = line.split(",")
            records.append({"name": name, "value": float(value), "unit": unit})
    return records


def summarize(records):
    totals = {}
    counts = {}
    for record in records:
        key = (record["name"], record["unit"])
        totals[key] = totals.get(key, 0.0) + record["value"]
        counts[key] = counts.get(key, 0) + 1
    summary = []
    for key, total in sorted(totals.items()):
        name, unit = key
        summary.append({"name": name, "unit": unit, "total": total, "mean": total / counts[key]})
    return summary


def format_summary(summary):
    lines = []
    for row in summary:
        lines.append(f"{row['name']:<20} {row['total']:>10.2f} {row['mean']:>10.2f} {row['unit']}")
    return "\\n".join(lines)
'''
COPY_EDIT = (
    "Rename the variable `records` to `rows` everywhere in this code and add type hints to every "
    "function. Return the complete updated code and nothing else.\n\n```python\n" + COPY_SOURCE + "```"
)

WARMUP = "Say hello in five words."


def _agent_prompts() -> list[str]:
    out = []
    for family, idx in (("object_counting", 3), ("navigate", 5)):
        ex = json.loads((need("bbh") / f"{family}.json").read_text())["examples"][idx]
        out.append(f"{ex['input']}\nThink step by step in a few short sentences, then give the answer on the last line.")
    return out


def _toolsmith_synthesis_prompts() -> list[str]:
    """toolsmith's own first-round synthesis prompt (prompts/write_run.md) for two BBH families.

    Pattern from the miner over 40 tasks, 6 ground-truth examples shown: what `forge_tool` sends.
    """
    from toolsmith.patterns import PatternMiner
    from toolsmith.synthesis import Synthesizer
    from toolsmith.records import Example

    out = []
    for family in ("word_sorting", "multistep_arithmetic_two"):
        rows = json.loads((need("bbh") / f"{family}.json").read_text())["examples"]
        miner = PatternMiner(None)
        for row in rows[:40]:
            miner.observe(row["input"])
        best = max(miner.patterns(), key=lambda p: p.count)
        prompt = Synthesizer(None, max_examples=6).prompt(  # type: ignore[arg-type]
            best.template, dict(best.slot_kinds), [Example(r["input"], r["target"], True) for r in rows[:12]])
        assert prompt is not None, family
        out.append(prompt)
    return out


WORKLOADS = ["synthesis", "agent", "copy_edit", "toolsmith_synthesis"]
NO_PROMPT_CACHE = {"toolsmith_synthesis"}
"""Workloads whose prompt is processed afresh on every request (wall time then includes it, and
the drafter's own prompt processing): a synthesis prompt is new each time in real use."""


def _workloads(names: list[str] | None = None) -> dict[str, tuple[list[str], int]]:
    makers = {
        "synthesis": lambda: (SYNTHESIS, 160),
        "agent": lambda: (_agent_prompts(), 64),
        "copy_edit": lambda: ([COPY_EDIT], 256),
        "toolsmith_synthesis": lambda: (_toolsmith_synthesis_prompts(), 200),
    }
    return {w: makers[w]() for w in (names or WORKLOADS[:3])}


CONFIGS = ["baseline", "draft:2", "draft:4", "draft:8", "draft:16", "ngram-simple:8", "ngram-map-k:8", "ngram-mod:16"]
STATEFUL = ("ngram-mod", "ngram-map-k")
THREADS = os.cpu_count() or 1
"""llama.cpp threads: all cores. Run on an otherwise idle machine: with other jobs on the
cores the thread barrier collapses (session 1 saw 0.8-2 tok/s with 2 threads at load ~6)."""


def _post(url: str, body: dict[str, Any], timeout: float = 600) -> dict[str, Any]:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.load(resp)


def _chat(server: LocalServer, prompt: str, max_tokens: int, cache_prompt: bool = True) -> dict[str, Any]:
    t0 = time.perf_counter()
    data = _post(server.base_url + "/chat/completions", {
        "model": server.model, "messages": [{"role": "user", "content": prompt}],
        "temperature": 0, "max_tokens": max_tokens, "seed": 0, "cache_prompt": cache_prompt,
    })
    wall = time.perf_counter() - t0
    t = data.get("timings", {})
    n = t.get("predicted_n") or data["usage"]["completion_tokens"]
    return {
        "text": data["choices"][0]["message"]["content"], "tokens": n,
        "gen_ms": t.get("predicted_ms"), "tok_s": n / (t["predicted_ms"] / 1000) if t.get("predicted_ms") else n / wall,
        "wall_s": wall, "prompt_n": t.get("prompt_n"), "prompt_ms": t.get("prompt_ms"),
        "draft_n": t.get("draft_n", 0), "draft_n_accepted": t.get("draft_n_accepted", 0),
    }


def _server(model: str, spec: str, home: str) -> LocalServer:
    cfg = None if spec.startswith("baseline") else SpeculativeConfig.parse(spec)
    return LocalServer(model, home=home, speculative=cfg, ctx_per_slot=4096, threads=THREADS).start()


def measure_costs(home: str, target: str, drafter: str) -> dict[str, Any]:
    """Draft-step and verification cost relative to one target decode step."""
    out: dict[str, Any] = {}
    prompt = SYNTHESIS[0]
    with _server(drafter, "baseline", home) as srv:
        _chat(srv, WARMUP, 16)
        runs = [_chat(srv, prompt, 128) for _ in range(2)]
        out["draft_ms_per_token"] = statistics.median(r["gen_ms"] / r["tokens"] for r in runs)
    with _server(target, "baseline", home) as srv:
        _chat(srv, WARMUP, 16)
        runs = [_chat(srv, prompt, 128) for _ in range(2)]
        out["target_ms_per_token"] = statistics.median(r["gen_ms"] / r["tokens"] for r in runs)
        base = COPY_SOURCE
        _post(srv.url + "/completion", {"prompt": base, "n_predict": 1, "cache_prompt": True, "temperature": 0})
        words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau".split()
        pairs = []
        for rep in range(3):
            for m in (1, 2, 3, 5, 9, 17):
                suffix = f"\n# {words[(rep * 7 + m) % len(words)]}{rep}{m} " + " ".join(words[: max(0, m - 3)])
                t = _post(srv.url + "/completion", {"prompt": base + suffix, "n_predict": 1, "cache_prompt": True,
                                                   "temperature": 0})["timings"]
                pairs.append((t["prompt_n"], t["prompt_ms"]))
        out["verify_samples"] = pairs
    tt = out["target_ms_per_token"]
    out["draft_cost"] = out["draft_ms_per_token"] / tt
    # least squares of T(m)/T_decode = 1 + v (m - 1) through (1, 1)
    xs = [(m - 1) for m, _ in pairs]
    ys = [ms / tt - 1 for _, ms in pairs]
    out["verify_cost"] = sum(x * y for x, y in zip(xs, ys)) / max(1e-9, sum(x * x for x in xs))
    return out


def _key(r: dict[str, Any]) -> tuple[str, str, int, int]:
    return (r["config"], r["workload"], r["prompt"], r["rep"])


def run_sweep(specs: list[str], home: str, target: str, reps: int, data: dict[str, Any], save: Any,
              workloads: list[str] | None = None) -> None:
    """Every prompt on every configuration back to back (paired), `reps` times.

    All servers are up at once, so every configuration of one prompt runs under the same
    machine load within a minute; the config order rotates each rep. Stateful n-gram modes
    (ngram-mod, ngram-map-k) get a fresh server per rep so they cannot learn from earlier reps.
    Raw per-request records (timings and metric deltas) go to `data["runs"]`; resumable.
    """
    done = {_key(r) for r in data.setdefault("runs", [])}
    chosen = _workloads(workloads)
    servers: dict[str, LocalServer] = {}
    try:
        for rep in range(reps):
            if all((s, w, i, rep) in done for w, (ps, _) in chosen.items() for i in range(len(ps)) for s in specs):
                continue  # resumed: this repetition is complete
            for s in specs:
                if s in servers and s.startswith(STATEFUL):
                    servers.pop(s).close()
                if s not in servers:
                    servers[s] = _server(target, s, home)
                    _chat(servers[s], WARMUP, 16)
            order = specs[rep % len(specs):] + specs[: rep % len(specs)]
            for w, (prompts, max_tokens) in chosen.items():
                for i, prompt in enumerate(prompts):
                    speeds = []
                    for s in order:
                        if (s, w, i, rep) in done:
                            continue
                        before = scrape(servers[s].url) or SpecCounters()
                        r = _chat(servers[s], prompt, max_tokens, cache_prompt=w not in NO_PROMPT_CACHE)
                        delta = (scrape(servers[s].url) or SpecCounters()).delta(before)
                        data["runs"].append({"config": s, "workload": w, "prompt": i, "rep": rep, **r,
                                             "counters": delta.model_dump()})
                        speeds.append(f"{s} {r['tok_s']:.1f}")
                    print(f"  rep{rep} {w}#{i}: " + ", ".join(speeds), flush=True)
                    save()
    finally:
        for srv in servers.values():
            srv.close()


def summarize(data: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per (workload, config): speedup vs baseline, acceptance, step cost, identical text.

    speedup: per prompt, the median over reps of tok/s divided by the baseline's tok/s for the
    same prompt and rep; then the mean over prompts. step_cost: time of one speculative step in
    plain target decode steps (the baseline's ms/token for the same prompt and rep), after
    taking out the tokens decoded without a draft.
    """
    runs = data.get("runs", [])
    base = {(r["workload"], r["prompt"], r["rep"]): r for r in runs if r["config"] == "baseline"}
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in runs:
        groups.setdefault((r["workload"], r["config"]), []).append(r)
    rows = []
    for (w, cfg), rs in groups.items():
        counters = SpecCounters()
        ratios: dict[int, list[float]] = {}
        wall: dict[int, list[float]] = {}
        tok_s: dict[int, list[float]] = {}
        spec_ms = plain_equiv = 0.0
        for r in rs:
            counters = counters + SpecCounters(**r["counters"])
            tok_s.setdefault(r["prompt"], []).append(r["tok_s"])
            b = base.get((w, r["prompt"], r["rep"]))
            if b is None:
                continue
            ratios.setdefault(r["prompt"], []).append(r["tok_s"] / b["tok_s"])
            wall.setdefault(r["prompt"], []).append(b["wall_s"] / r["wall_s"])
            c = r["counters"]
            if c["drafts"]:
                t_step = b["gen_ms"] / b["tokens"]
                plain = max(0.0, r["tokens"] - c["drafts"] - c["accepted"])
                spec_ms += r["gen_ms"] - plain * t_step
                plain_equiv += c["drafts"] * t_step
        st = counters.stats()
        texts = {(r["prompt"], r["rep"]): r["text"] for r in rs}
        rows.append({
            "workload": w, "config": cfg, "n": len(rs),
            "tok_s": statistics.mean(statistics.median(v) for v in tok_s.values()),
            "speedup": statistics.mean(statistics.median(v) for v in ratios.values()) if ratios else None,
            "wall_speedup": statistics.mean(statistics.median(v) for v in wall.values()) if wall else None,
            "decode_share": (sum(r["gen_ms"] or 0 for r in rs) / 1000 / sum(r["wall_s"] for r in rs)),
            "acceptance_rate": st.acceptance_rate, "mean_acceptance_length": st.mean_acceptance_length,
            "mean_draft_length": st.mean_draft_length, "per_position": st.per_position_acceptance,
            "step_cost": spec_ms / plain_equiv if plain_equiv else None,
            "identical": all(t == base[(w, p, rep)]["text"] for (p, rep), t in texts.items() if (w, p, rep) in base),
            "stable": all(len({t for (p2, _), t in texts.items() if p2 == p}) == 1 for p, _ in texts),
        })
    order = {c: i for i, c in enumerate(data.get("setup", {}).get("configs", []))}
    return sorted(rows, key=lambda r: (WORKLOADS.index(r["workload"]), order.get(r["config"], 99)))


def _draft_k(config: str) -> int | None:
    return int(config.split(":")[1]) if config.startswith("draft:") else None


def validate_advisor(data: dict[str, Any], summary_rows: list[dict[str, Any]], from_k: int = 8) -> list[dict[str, Any]]:
    """Predict the speedup of each draft:k from acceptance measured at draft:from_k.

    Costs come two ways:
    - `isolated`: drafter decode and target batch verification timed on their own;
    - `fitted (LOO)`: step cost = 1 + overhead + b*k fitted to the step costs measured at the
      *other* draft k values (leave-one-out: nothing from the predicted run is used).
    """
    costs = data.get("costs")
    rows = []
    summary = {(r["workload"], r["config"]): r for r in summary_rows}
    for w in WORKLOADS:
        src = summary.get((w, f"draft:{from_k}"))
        if not src or not src["per_position"]:
            continue
        measured = {k: r for (w2, c), r in summary.items() if w2 == w and (k := _draft_k(c)) and r["step_cost"]}
        for k, m in sorted(measured.items()):
            preds = []
            if costs:
                adv = advise(src["per_position"], draft_cost=costs["draft_cost"], verify_cost=costs["verify_cost"], ks=[k])
                preds.append(("isolated", adv.rows[0]))
            others = {k2: m2["step_cost"] for k2, m2 in measured.items() if k2 != k}
            if len(others) >= 2:
                fit = fit_step_costs(others)
                adv = advise(src["per_position"], draft_cost=fit.per_token, step_overhead=fit.overhead, ks=[k])
                preds.append(("fitted (LOO)", adv.rows[0]))
            for label, row in preds:
                rows.append({"workload": w, "costs": label, "k": k,
                             "predicted_tokens": row.tokens_per_step, "measured_tokens": m["mean_acceptance_length"],
                             "predicted_cost": row.step_cost, "measured_cost": m["step_cost"],
                             "predicted": row.speedup, "measured": m["speedup"],
                             "error": (row.speedup - m["speedup"]) / m["speedup"]})
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--home", default=os.environ.get("TOOLSMITH_HOME"))
    ap.add_argument("--target", default="qwen2.5-coder-1.5b")
    ap.add_argument("--drafter", default="qwen2.5-coder-0.5b")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--configs", default=",".join(CONFIGS), help="first must be baseline")
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "toolsmith-bench-speculative.json"),
                    help="results JSON (resumable: finished requests are skipped)")
    ap.add_argument("--report", metavar="JSON", help="only print the tables from a results file")
    ap.add_argument("--threads", type=int, default=THREADS)
    ap.add_argument("--workloads", default=",".join(WORKLOADS[:3]), help=f"any of {','.join(WORKLOADS)}")
    args = ap.parse_args(argv)
    globals()["THREADS"] = args.threads
    if args.report:
        report(json.loads(Path(args.report).read_text()))
        return 0
    need("bbh")
    specs = args.configs.split(",")
    if specs[0] != "baseline":
        raise SystemExit("--configs must start with baseline (every speedup is relative to it)")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = json.loads(out.read_text()) if out.exists() else {}
    data.setdefault("setup", {"target": args.target, "drafter": args.drafter, "reps": args.reps, "configs": specs,
                              "threads": args.threads, "cores": os.cpu_count(), "started": time.strftime("%Y-%m-%d %H:%M")})

    def save() -> None:
        out.write_text(json.dumps(data, indent=1))

    if "costs" not in data:
        print("measuring draft and verification costs", flush=True)
        data["costs"] = measure_costs(args.home, args.target, args.drafter)
        save()
    run_sweep(specs, args.home, args.target, args.reps, data, save, args.workloads.split(","))
    data["finished"] = time.strftime("%Y-%m-%d %H:%M")
    save()
    report(data)
    return 0


def _pct(x: float | None) -> str:
    return f"{x:.0%}" if x is not None else "–"


def _num(x: float | None, fmt: str = ".2f", suffix: str = "") -> str:
    return f"{x:{fmt}}{suffix}" if x is not None else "–"


def report(data: dict[str, Any]) -> None:
    """Print markdown tables (copy them into bench/README.md)."""
    print(f"setup: {json.dumps(data.get('setup'))}")
    c = data.get("costs")
    if c:
        print(f"target decode {c['target_ms_per_token']:.1f} ms/token; draft (0.5B) decode {c['draft_ms_per_token']:.1f} "
              f"ms/token -> draft_cost {c['draft_cost']:.2f}; verification: +{c['verify_cost']:.3f} target steps per extra token")
        ms: dict[int, list[float]] = {}
        for m, t in c["verify_samples"]:
            ms.setdefault(m, []).append(t)
        print("verify batch m -> ms (median): " + ", ".join(f"{m}: {statistics.median(v):.0f}" for m, v in sorted(ms.items())))
    rows = summarize(data)
    print("\n| workload | config | decode tok/s | decode speedup | wall speedup | decode share of wall | acceptance "
          "| mean acc. len | step cost | identical |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for r in rows:
        print(f"| {r['workload']} | {r['config']} | {r['tok_s']:.1f} | {_num(r['speedup'], '.2f', 'x')} | "
              f"{_num(r['wall_speedup'], '.2f', 'x')} | {_pct(r['decode_share'])} | "
              f"{_pct(r['acceptance_rate'])} | {_num(r['mean_acceptance_length'])} | {_num(r['step_cost'])} | "
              f"{'yes' if r['identical'] else 'no'}{'' if r['stable'] else ' (unstable)'} |")
    print("\nper-position acceptance (draft configs):")
    for r in rows:
        if r["config"].startswith("draft") and r["per_position"]:
            print(f"  {r['workload']:<9} {r['config']:<8} " + " ".join(f"{p:.2f}" for p in r["per_position"]))
    val = validate_advisor(data, rows)
    if not val:
        return
    print("\nadvisor (acceptance measured at draft:8) vs measured:")
    print("| workload | costs | k | tokens/step pred. | meas. | step cost pred. | meas. | speedup pred. | meas. | error |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for v in val:
        print(f"| {v['workload']} | {v['costs']} | {v['k']} | {v['predicted_tokens']:.2f} | {v['measured_tokens']:.2f} | "
              f"{v['predicted_cost']:.2f} | {v['measured_cost']:.2f} | {v['predicted']:.2f}x | {v['measured']:.2f}x | "
              f"{v['error']:+.0%} |")
    for label in sorted({v["costs"] for v in val}):
        errs = [abs(v["error"]) for v in val if v["costs"] == label]
        within = sum(e <= 0.15 for e in errs)
        print(f"{label}: mean |error| {statistics.mean(errs):.1%}, max {max(errs):.1%}, within 15%: {within}/{len(errs)}")


if __name__ == "__main__":
    sys.exit(main())
