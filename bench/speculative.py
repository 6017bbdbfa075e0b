"""Speculative decoding on the embedded llama.cpp server: speed, acceptance, identical output.

Setup: qwen2.5-coder-1.5b target, greedy (temperature 0), a fresh server per configuration
(and per repetition for the stateful n-gram modes), one warm-up request, median of N reps.
Also measures the two costs the advisor needs: one draft step (0.5B decode) and one target
verification of m tokens (prompt processing of m new tokens with the rest cached), both
relative to one target decode step. Raw results go to JSON; `--report` prints the tables.

    python bench/speculative.py --home /tmp/spec_home --reps 1 --out /tmp/spec_bench.json
    python bench/speculative.py --report /tmp/spec_bench.json
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

from toolsmith.backends.advisor import advise, calibrate_draft_cost
from toolsmith.backends.local import LocalServer
from toolsmith.backends.metrics import SpecCounters, scrape
from toolsmith.backends.speculative import SpeculativeConfig

BBH = Path(os.environ.get("TOOLSMITH_DATA", "/work/shared/data")) / "bbh"

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
        ex = json.loads((BBH / f"{family}.json").read_text())["examples"][idx]
        out.append(f"{ex['input']}\nThink step by step in a few short sentences, then give the answer on the last line.")
    return out


def _workloads() -> dict[str, tuple[list[str], int]]:
    return {
        "synthesis": (SYNTHESIS, 160),
        "agent": (_agent_prompts(), 64),
        "copy_edit": ([COPY_EDIT], 256),
    }


CONFIGS = [
    "baseline", "draft:8", "draft:4", "draft:2", "ngram-simple:8", "ngram-mod:16", "ngram-map-k:8",
    "draft:16", "baseline#2",
]
THREADS = 1
"""llama.cpp threads. 1, because on 2 cores shared with other jobs the 2-thread barrier sync
collapsed (0.8-2 tok/s vs 5.4 tok/s with 1 thread, same minute, load average ~6)."""


def _post(url: str, body: dict[str, Any], timeout: float = 600) -> dict[str, Any]:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.load(resp)


def _chat(server: LocalServer, prompt: str, max_tokens: int) -> dict[str, Any]:
    t0 = time.perf_counter()
    data = _post(server.base_url + "/chat/completions", {
        "model": server.model, "messages": [{"role": "user", "content": prompt}],
        "temperature": 0, "max_tokens": max_tokens, "seed": 0,
    })
    wall = time.perf_counter() - t0
    t = data.get("timings", {})
    n = t.get("predicted_n") or data["usage"]["completion_tokens"]
    return {
        "text": data["choices"][0]["message"]["content"], "tokens": n,
        "gen_ms": t.get("predicted_ms"), "tok_s": n / (t["predicted_ms"] / 1000) if t.get("predicted_ms") else n / wall,
        "wall_s": wall, "draft_n": t.get("draft_n", 0), "draft_n_accepted": t.get("draft_n_accepted", 0),
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


def run_config(spec: str, home: str, target: str, reps: int) -> dict[str, Any]:
    """All workloads for one configuration: median tok/s, acceptance, output texts."""
    stateful = spec.startswith(("ngram-mod", "ngram-map-k"))
    results: dict[str, Any] = {}
    workloads = _workloads()
    samples: dict[str, list[list[dict[str, Any]]]] = {w: [[] for _ in ps] for w, (ps, _) in workloads.items()}
    counters: dict[str, SpecCounters] = {w: SpecCounters() for w in workloads}
    srv = None
    try:
        for rep in range(reps):
            if srv is None or stateful:
                if srv is not None:
                    srv.close()
                srv = _server(target, spec, home)
                _chat(srv, WARMUP, 16)
            for w, (prompts, max_tokens) in workloads.items():
                before = scrape(srv.url) or SpecCounters()
                for i, p in enumerate(prompts):
                    samples[w][i].append(_chat(srv, p, max_tokens))
                after = scrape(srv.url) or SpecCounters()
                d = after.delta(before)
                c = counters[w]
                n = max(len(c.per_position), len(d.per_position))
                pp = [(c.per_position + [0.0] * n)[j] + (d.per_position + [0.0] * n)[j] for j in range(n)]
                counters[w] = SpecCounters(prefix=d.prefix, drafts=c.drafts + d.drafts,
                                           draft_tokens=c.draft_tokens + d.draft_tokens,
                                           accepted=c.accepted + d.accepted, per_position=pp)
                print(f"  {spec} rep{rep} {w}: " + ", ".join(f"{s[-1]['tok_s']:.1f}" for s in samples[w]), flush=True)
    finally:
        if srv is not None:
            srv.close()
    for w in workloads:
        per_prompt = []
        for runs in samples[w]:
            per_prompt.append({
                "tok_s": statistics.median(r["tok_s"] for r in runs),
                "tokens": runs[0]["tokens"], "text": runs[0]["text"],
                "texts_stable": len({r["text"] for r in runs}) == 1,
            })
        results[w] = {"prompts": per_prompt, "counters": counters[w].model_dump(),
                      "stats": counters[w].stats().model_dump()}
    return results


def run_paired(specs: list[str], workload: str, home: str, target: str, reps: int) -> dict[str, Any]:
    """Interleaved A/B: all servers up at once, each prompt run on every config back to back.

    On a shared machine the load drifts over minutes; pairing puts every config under the same
    load. Stateful n-gram modes (ngram-mod, ngram-map-k) are refused: reps would reuse state.
    """
    if any(s.startswith(("ngram-mod", "ngram-map-k")) for s in specs):
        raise SystemExit("paired mode: stateful n-gram modes would learn from earlier reps")
    prompts, max_tokens = _workloads()[workload]
    servers = {s: _server(target, s, home) for s in specs}
    try:
        for srv in servers.values():
            _chat(srv, WARMUP, 16)
        runs: dict[str, list[list[float]]] = {s: [[] for _ in prompts] for s in specs}
        texts: dict[str, list[str]] = {s: ["" for _ in prompts] for s in specs}
        for rep in range(reps):
            for i, p in enumerate(prompts):
                for s in specs:
                    r = _chat(servers[s], p, max_tokens)
                    runs[s][i].append(r["tok_s"])
                    texts[s][i] = r["text"]
                print(f"  paired rep{rep} prompt{i}: " + ", ".join(f"{s} {runs[s][i][-1]:.1f}" for s in specs), flush=True)
        stats = {s: (scrape(servers[s].url) or SpecCounters()).stats().model_dump() for s in specs}
    finally:
        for srv in servers.values():
            srv.close()
    base = specs[0]
    out: dict[str, Any] = {"workload": workload, "reps": reps, "configs": {}}
    for s in specs:
        ratios = [statistics.median(a / b for a, b in zip(runs[s][i], runs[base][i])) for i in range(len(prompts))]
        out["configs"][s] = {"tok_s": [statistics.median(r) for r in runs[s]], "speedup": statistics.mean(ratios),
                             "identical": texts[s] == texts[base], "stats": stats[s]}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--home", default=os.environ.get("TOOLSMITH_HOME"))
    ap.add_argument("--target", default="qwen2.5-coder-1.5b")
    ap.add_argument("--drafter", default="qwen2.5-coder-0.5b")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--configs", default=",".join(CONFIGS))
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "toolsmith-bench-speculative.json"),
                    help="results JSON (resumable: finished configurations are skipped)")
    ap.add_argument("--report", metavar="JSON", help="only print the tables from a results file")
    ap.add_argument("--threads", type=int, default=THREADS)
    ap.add_argument("--paired", metavar="CONFIGS", help="interleaved A/B of these configs (first = reference)")
    ap.add_argument("--workload", default="synthesis", help="with --paired: synthesis, agent or copy_edit")
    args = ap.parse_args(argv)
    globals()["THREADS"] = args.threads
    if args.report:
        report(json.loads(Path(args.report).read_text()))
        return 0
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = json.loads(out.read_text()) if out.exists() else {}
    if args.paired:
        res = run_paired(args.paired.split(","), args.workload, args.home, args.target, args.reps)
        data.setdefault("paired", []).append(res)
        out.write_text(json.dumps(data, indent=1))
        report(data)
        return 0
    data.setdefault("setup", {"target": args.target, "drafter": args.drafter, "reps": args.reps,
                              "threads": args.threads, "cores": os.cpu_count(), "started": time.strftime("%Y-%m-%d %H:%M")})
    data.setdefault("configs", {})
    if "costs" not in data:
        print("measuring draft and verification costs", flush=True)
        data["costs"] = measure_costs(args.home, args.target, args.drafter)
        out.write_text(json.dumps(data, indent=1))
    for spec in args.configs.split(","):
        if spec in data["configs"]:
            continue
        print(f"config {spec}", flush=True)
        t0 = time.perf_counter()
        data["configs"][spec] = run_config(spec, args.home, args.target, args.reps)
        data["configs"][spec]["seconds"] = time.perf_counter() - t0
        out.write_text(json.dumps(data, indent=1))
    report(data)
    return 0


def _speedup_rows(data: dict[str, Any]) -> list[dict[str, Any]]:
    base = data["configs"].get("baseline")
    rows = []
    for spec, res in data["configs"].items():
        for w, r in res.items():
            if w == "seconds":
                continue
            tok_s = statistics.mean(p["tok_s"] for p in r["prompts"])
            b = statistics.mean(p["tok_s"] for p in base[w]["prompts"]) if base else None
            same = all(p["text"] == bp["text"] for p, bp in zip(r["prompts"], base[w]["prompts"])) if base else None
            st = r["stats"]
            rows.append({"workload": w, "config": spec, "tok_s": tok_s, "speedup": tok_s / b if b else None,
                         "acceptance_rate": st["acceptance_rate"], "mean_acceptance_length": st["mean_acceptance_length"],
                         "identical": same, "tokens": sum(p["tokens"] for p in r["prompts"]),
                         "per_position": st["per_position_acceptance"]})
    return rows


def validate_advisor(data: dict[str, Any], from_k: int = 8) -> list[dict[str, Any]]:
    """Feed the advisor what was measured at draft:from_k; compare its predictions for other k.

    Two cost inputs: `isolated` (drafter decode and target batch costs measured on their own)
    and `calibrated` (draft cost solved from the from_k run's speedup and acceptance length).
    """
    costs = data["costs"]
    rows = []
    measured = {r["workload"] + r["config"]: r for r in _speedup_rows(data)}
    for w in ("synthesis", "agent", "copy_edit"):
        src = measured.get(w + f"draft:{from_k}")
        if not src or not src["per_position"]:
            continue
        calibrated = calibrate_draft_cost(src["speedup"], src["mean_acceptance_length"], from_k,
                                          verify_cost=costs["verify_cost"])
        ks = sorted(int(c.split(":")[1]) for c in data["configs"] if c.startswith("draft:"))
        for label, dc in (("isolated", costs["draft_cost"]), ("calibrated", calibrated)):
            adv = advise(src["per_position"], draft_cost=dc, verify_cost=costs["verify_cost"], ks=ks)
            for row in adv.rows:
                m = measured.get(w + f"draft:{row.k}")
                if not m:
                    continue
                rows.append({"workload": w, "costs": label, "draft_cost": dc, "k": row.k,
                             "predicted_tokens": row.tokens_per_step, "measured_tokens": m["mean_acceptance_length"],
                             "predicted": row.speedup, "measured": m["speedup"],
                             "error": (row.speedup - m["speedup"]) / m["speedup"]})
    return rows


def report(data: dict[str, Any]) -> None:
    """Print markdown tables (copy them into bench/README.md)."""
    for res in data.get("paired", []):
        print(f"\npaired (interleaved) {res['workload']}, median of {res['reps']} per prompt:")
        print("| config | tok/s per prompt | speedup | acceptance | mean acc. len | identical |")
        print("|---|---|---:|---:|---:|---|")
        for s, r in res["configs"].items():
            st = r["stats"]
            acc = f"{st['acceptance_rate']:.0%}" if st["acceptance_rate"] is not None else "–"
            mal = f"{st['mean_acceptance_length']:.2f}" if st["mean_acceptance_length"] is not None else "–"
            print(f"| {s} | {', '.join(f'{t:.1f}' for t in r['tok_s'])} | {r['speedup']:.2f}x | {acc} | {mal} | "
                  f"{'yes' if r['identical'] else 'no'} |")
    if "costs" not in data:
        return
    c = data["costs"]
    print(f"\nsetup: {json.dumps(data['setup'])}")
    print(f"target decode {c['target_ms_per_token']:.1f} ms/token; draft (0.5B) decode {c['draft_ms_per_token']:.1f} "
          f"ms/token -> draft_cost {c['draft_cost']:.2f}; verification: +{c['verify_cost']:.3f} target steps per extra token")
    ms = {}
    for m, t in c["verify_samples"]:
        ms.setdefault(m, []).append(t)
    print("verify batch m -> ms (median): " + ", ".join(f"{m}: {statistics.median(v):.0f}" for m, v in sorted(ms.items())))
    print("\n| workload | config | tok/s | speedup | acceptance | mean acc. len | identical |")
    print("|---|---|---:|---:|---:|---:|---|")
    for r in _speedup_rows(data):
        acc = f"{r['acceptance_rate']:.0%}" if r["acceptance_rate"] is not None else "–"
        mal = f"{r['mean_acceptance_length']:.2f}" if r["mean_acceptance_length"] is not None else "–"
        sp = f"{r['speedup']:.2f}x" if r["speedup"] else "–"
        same = {True: "yes", False: "no", None: "–"}[r["identical"]]
        print(f"| {r['workload']} | {r['config']} | {r['tok_s']:.1f} | {sp} | {acc} | {mal} | {same} |")
    print("\nper-position acceptance (draft configs):")
    for r in _speedup_rows(data):
        if r["config"].startswith("draft") and r["per_position"]:
            print(f"  {r['workload']:<9} {r['config']:<8} " + " ".join(f"{p:.2f}" for p in r["per_position"]))
    val = validate_advisor(data)
    if val:
        print("\nadvisor (fed per-position acceptance measured at draft:8) vs measured:")
        print("| workload | costs | draft cost | k | tokens/step pred. | tokens/step meas. | speedup pred. | speedup meas. | error |")
        print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
        for v in val:
            print(f"| {v['workload']} | {v['costs']} | {v['draft_cost']:.2f} | {v['k']} | {v['predicted_tokens']:.2f} | "
                  f"{v['measured_tokens']:.2f} | {v['predicted']:.2f}x | {v['measured']:.2f}x | {v['error']:+.0%} |")
        for label in ("isolated", "calibrated"):
            other = [abs(v["error"]) for v in val if v["k"] != 8 and v["costs"] == label]
            if other:
                print(f"{label}: mean |error| for k != 8: {statistics.mean(other):.0%}; max {max(other):.0%}")


if __name__ == "__main__":
    sys.exit(main())
