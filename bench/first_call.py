"""First-call benchmark: how often does one model call write a right `run()`, and at what price?

Under issue 13's economics a pattern can afford about one model call before its 16th task, so
what counts is the first call. Per family: the miner's template over its first 40 tasks, the
first 8 tasks that fit it shown (as confirmed answers, so `Synthesizer.prompt` builds the
prompt forging would send), one call per `--temps` entry (the first is forging's greedy call;
the others show what sampling would add), and each reply run in the kernel sandbox on the 8
shown tasks and on 16 others. "right" means all of both.

Families: `SET:family` for a set of `bench/invented_families.py` (written to a temp folder with
`--seed`), or `families:NAME` for `../shared/data/families`. The default list is every family the
zero-token search misses with 8 examples (seed 11) in the invented sets up to `eighteenth`, three
of families/, and 12 families the search does solve, for comparison.

    python bench/first_call.py [--families SET:fam,...] [--prompts DIR,...] [--temps 0,0.8,0.8] [--json OUT]

`--prompts`: folders holding a `write_run.md` to try instead of the package's (`-`).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _data import need

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

MISSES = ("coda:fibonacci eighteenth:clock_angle eighteenth:hex_to_rgb eighteenth:next_leap_year "
          "eighteenth:utc_offset_time fifteenth:dashed_repeat fifteenth:first_cap fifteenth:percent_rise plain:feb_days "
          "seventeenth:triangle_kind families:chinese_zodiac families:poker_hand_ranks families:forth_stack_sim").split()
SOLVED = ("novel:seconds echoes:base64_of novel:time_after echoes:full_date novel:word_count echoes:letter_times "
          "plain:discount echoes:order_total plain:hyphen_join echoes:rise plain:median eighteenth:binary_to_decimal").split()


def rows_of(spec: str, sets: Path, seed: int) -> list[dict[str, str]]:
    where, family = spec.split(":")
    if where == "families":
        folder = need("families")
    else:
        folder = sets / where
        if not folder.is_dir():
            subprocess.run([sys.executable, str(ROOT / "bench" / "invented_families.py"), str(folder), str(seed), where],
                           check=True, stdout=subprocess.DEVNULL)
    return json.loads((folder / f"{family}.json").read_text())["examples"][:40]


def reply(synth, message, prompt: str, template: str, kinds: dict[str, str]) -> dict:
    """Tokens of one call and the tool its reply makes, as forging would judge it (or why none)."""
    from toolsmith.synthesis import _usage_of

    usage, _ = _usage_of(message, prompt)
    candidate, problem, code = synth._candidate(str(message.content), template, kinds, list(kinds), "first_call")
    return {"input_tokens": usage.input_tokens, "output_tokens": usage.output_tokens, "problem": problem,
            "code": code, "source": candidate.source if candidate else None}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--families", default=",".join(MISSES + SOLVED))
    ap.add_argument("--prompts", default="-")
    ap.add_argument("--temps", default="0,0.8,0.8")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--home", default=None, help="TOOLSMITH_HOME holding the joined model (default: the usual one)")
    ap.add_argument("--json", default=None, help="write every call here (and resume from it)")
    args = ap.parse_args()

    from pbe import mine, parsed  # bench/pbe.py: the same template and slot parsing

    from toolsmith.backends.local import LocalServer
    from toolsmith.records import Example
    from toolsmith.sandbox import default_sandbox
    from toolsmith.synthesis import Synthesizer
    from toolsmith.verify import check_examples

    out = Path(args.json) if args.json else None
    calls = json.loads(out.read_text()) if out and out.exists() else []
    done = {(c["family"], c["prompts"], c["k"]) for c in calls}
    temps = [float(t) for t in args.temps.split(",")]
    sandbox = default_sandbox()
    with tempfile.TemporaryDirectory() as tmp, LocalServer(home=args.home) as server:
        model = server.chat_model()
        for spec in args.families.split(","):
            rows = rows_of(spec, Path(tmp), args.seed)
            pattern = mine(rows)
            fit = [row for row, got in zip(rows, parsed(pattern.template, pattern.slot_kinds, rows)) if got]
            examples = [Example(r["input"], r["target"], confirmed=True) for r in fit]
            shown, test = examples[:8], examples[8:24]
            for prompts in args.prompts.split(","):
                synth = Synthesizer(model, prompts_dir=None if prompts == "-" else prompts)
                prompt = synth.prompt(pattern.template, pattern.slot_kinds, shown)
                for k, temp in enumerate(temps):
                    if prompt is None or (spec, prompts, k) in done:
                        continue
                    t0 = time.perf_counter()
                    message = synth._call(prompt, temp, k, synth.reply_cap(prompt, 10**6))
                    call = {"family": spec, "prompts": prompts, "k": k, "temperature": temp,
                            "seconds": round(time.perf_counter() - t0, 1),
                            **reply(synth, message, prompt, pattern.template, pattern.slot_kinds)}
                    if call.get("source"):
                        a = check_examples(call["source"], shown, sandbox=sandbox)
                        b = check_examples(call["source"], test, sandbox=sandbox)
                        call.update(shown=[a.passed, a.total], test=[b.passed, b.total],
                                    right=a.passed == a.total and b.passed == b.total)
                    calls.append(call)
                    if out:
                        out.write_text(json.dumps(calls, indent=1))
                    print(f"{spec:32} {prompts:10} T={temp:<4} in={call['input_tokens']:5} out={call['output_tokens']:4} "
                          f"shown={call.get('shown')} test={call.get('test')} {call.get('problem', '')[:60]}", flush=True)
    print()
    print("| prompts | family set | families | right on the first call | right on any call | mean prompt tokens | mean reply tokens |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for prompts in args.prompts.split(","):
        for name, group in (("search misses", MISSES), ("search solves", SOLVED)):
            mine_ = [c for c in calls if c["prompts"] == prompts and c["family"] in group]
            fams = sorted({c["family"] for c in mine_})
            if not fams:
                continue
            first = sum(any(c.get("right") for c in mine_ if c["family"] == f and c["k"] == 0) for f in fams)
            anyk = sum(any(c.get("right") for c in mine_ if c["family"] == f) for f in fams)
            pin = sum(c["input_tokens"] for c in mine_) / len(mine_)
            pout = sum(c["output_tokens"] for c in mine_) / len(mine_)
            print(f"| {prompts} | {name} | {len(fams)} | {first} | {anyk} | {pin:.0f} | {pout:.0f} |")


if __name__ == "__main__":
    main()
