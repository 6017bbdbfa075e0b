"""Foundation benchmarks: embedded model throughput, and the wrapper's bookkeeping overhead.

Run: python bench/foundation.py [--models qwen2.5-coder-1.5b,qwen2.5-coder-0.5b,smollm2-135m] [--calls 2000]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from toolsmith import Toolsmith
from toolsmith.backends.local import MODELS, LocalServer

PROMPT = "Write a Python function that returns the n-th Fibonacci number iteratively, with a docstring."


def throughput(model: str, home: Path, max_tokens: int = 128, reps: int = 3) -> dict:
    """Median decode and prompt tok/s over `reps` runs after one warm-up (from the server's timings)."""
    from openai import OpenAI

    with LocalServer(model, home=home) as server:
        client = OpenAI(base_url=server.base_url, api_key="x")
        runs = []
        for i in range(reps + 1):
            r = client.chat.completions.create(
                model=model,
                messages=[{"role": "user", "content": f"{PROMPT} (variant {i})"}],  # distinct prompts: no cache reuse
                max_tokens=max_tokens,
                temperature=0,
                extra_body={"ignore_eos": True},
            )
            t = r.model_extra["timings"]
            runs.append((t["predicted_per_second"], t["prompt_per_second"], r.usage.prompt_tokens, r.usage.completion_tokens))
        runs = runs[1:]
    return {
        "model": model,
        "decode_tok_s": statistics.median(r[0] for r in runs),
        "prompt_tok_s": statistics.median(r[1] for r in runs),
        "prompt_tokens": runs[0][2],
        "completion_tokens": runs[0][3],
    }


def overhead(calls: int, learn: bool) -> dict:
    """Per-call time of Toolsmith.invoke minus a direct call of the same trivial agent."""

    def agent(task: str) -> str:
        return task[::-1]

    with tempfile.TemporaryDirectory() as home:
        ts = Toolsmith(agent, home=home, learn=learn, tools_dir=Path(home) / "tools", synthesizer=None)
        direct, wrapped = [], []
        for i in range(calls):
            task = f"Reverse the text number {i} please: abc{i}"
            t0 = time.perf_counter()
            agent(task)
            t1 = time.perf_counter()
            ts.invoke(task)
            t2 = time.perf_counter()
            direct.append((t1 - t0) * 1000)
            wrapped.append((t2 - t1) * 1000)
        ts.close()
    extra = sorted(w - d for w, d in zip(wrapped, direct))
    return {"learn": learn, "calls": calls, "p50_ms": statistics.median(extra), "p99_ms": extra[int(0.99 * (len(extra) - 1))]}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--home", default=str(Path.home() / ".toolsmith"))
    ap.add_argument("--out", default="bench/results/foundation.json")
    args = ap.parse_args()
    results = {"throughput": [], "overhead": []}
    for learn in (False, True):
        results["overhead"].append(o := overhead(args.calls, learn))
        print(f"wrapper overhead (learn={learn}): p50 {o['p50_ms']:.3f} ms  p99 {o['p99_ms']:.3f} ms over {o['calls']} calls")
    for model in [m for m in args.models.split(",") if m]:
        results["throughput"].append(r := throughput(model, Path(args.home)))
        print(f"{model:<22} decode {r['decode_tok_s']:6.1f} tok/s  prompt {r['prompt_tok_s']:7.1f} tok/s  "
              f"({r['prompt_tokens']} prompt + {r['completion_tokens']} completion tokens, median of 3)")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
