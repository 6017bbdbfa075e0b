"""Benchmark for toolsmith.patterns: WebArena template recovery, BBH family purity, observe() speed.

Run from the project root:  /work/venv/bin/python bench/patterns.py [--quick]
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
from collections import Counter, defaultdict
from math import comb
from pathlib import Path

from _data import DATA, need
from toolsmith.patterns import PatternMiner
from toolsmith.toolfile import extractor_regex
from toolsmith.store import Store

SEED = 1234
SCRIPTABLE = ["word_sorting", "dyck_languages", "boolean_expressions", "multistep_arithmetic_two", "object_counting", "navigate"]


# ----------------------------------------------------------------------------- metrics
def pair_scores(truth: list, pred: list) -> tuple[float, float, float, float]:
    """Pairwise precision, recall, F1 and adjusted Rand index."""
    n = len(truth)
    cont = Counter(zip(truth, pred))
    a = Counter(truth)
    b = Counter(pred)
    tp = sum(comb(c, 2) for c in cont.values())
    same_t = sum(comb(c, 2) for c in a.values())
    same_p = sum(comb(c, 2) for c in b.values())
    prec = tp / same_p if same_p else 1.0
    rec = tp / same_t if same_t else 1.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    total = comb(n, 2)
    expected = same_t * same_p / total if total else 0.0
    max_index = (same_t + same_p) / 2
    ari = (tp - expected) / (max_index - expected) if max_index != expected else 1.0
    return prec, rec, f1, ari


def norm(v: str) -> str:
    return re.sub(r"\s+", " ", v).strip().casefold()


def run_miner(texts: list[str], miner: PatternMiner) -> list[str]:
    ids = [miner.observe(t).pattern_id for t in texts]
    final = {pid: miner.pattern(pid).id for pid in set(ids)}
    return [final[i] for i in ids]


# ----------------------------------------------------------------------------- webarena
def bench_webarena(order: str) -> dict:
    rows = json.loads((DATA / "webarena" / "intents_dev.json").read_text())
    if order == "shuffled":
        rows = rows[:]
        random.Random(SEED).shuffle(rows)
    miner = PatternMiner()
    t0 = time.perf_counter()
    pred = run_miner([r["intent"] for r in rows], miner)
    elapsed = time.perf_counter() - t0
    truth = [r["intent_template_id"] for r in rows]
    prec, rec, f1, ari = pair_scores(truth, pred)
    ok = ok_merged = n_merged = 0
    sizes = Counter(pred)
    misses = []
    cache: dict[str, re.Pattern] = {}
    for r, pid in zip(rows, pred):
        if pid not in cache:
            p = miner.pattern(pid)
            cache[pid] = re.compile(extractor_regex(p.template, p.slot_kinds), re.DOTALL)
        m = cache[pid].fullmatch(r["intent"])
        got = {norm(v) for v in m.groupdict().values()} if m else None
        want = {norm(str(v)) for v in r["instantiation_dict"].values()}
        merged = sizes[pid] > 1
        n_merged += merged
        if got == want:
            ok += 1
            ok_merged += merged
        else:
            misses.append((r["intent_template_id"], r["intent"], got, want))
    # mixed predicted clusters (precision misses)
    members = defaultdict(set)
    for t, p in zip(truth, pred):
        members[p].add(t)
    mixed = sum(1 for s in members.values() if len(s) > 1)
    return {
        "order": order, "n": len(rows), "patterns": len(set(pred)), "true": len(set(truth)),
        "precision": prec, "recall": rec, "f1": f1, "ari": ari, "slots": ok / len(rows), "slots_merged": ok_merged / max(1, n_merged), "mixed": mixed,
        "ms_per_task": 1000 * elapsed / len(rows), "pairs": sum(comb(c, 2) for c in Counter(truth).values()), "misses": misses, "miner": miner, "pred": pred, "rows": rows,
    }


def lost_pairs(r: dict) -> list[tuple[int, int, int]]:
    """(pairs lost, template id, patterns it was split into), worst first."""
    by = defaultdict(list)
    for row, pid in zip(r["rows"], r["pred"]):
        by[row["intent_template_id"]].append(pid)
    out = []
    for tid, pids in by.items():
        c = Counter(pids)
        lost = comb(len(pids), 2) - sum(comb(v, 2) for v in c.values())
        if lost:
            out.append((lost, tid, len(c)))
    return sorted(out, reverse=True)


# ----------------------------------------------------------------------------- bbh
def bench_bbh() -> dict:
    items = []
    for f in sorted((DATA / "bbh").glob("*.json")):
        for ex in json.loads(f.read_text())["examples"]:
            items.append((f.stem, ex["input"]))
    random.Random(SEED).shuffle(items)
    miner = PatternMiner()
    pred = run_miner([t for _, t in items], miner)
    fams = [f for f, _ in items]
    fam_of = defaultdict(set)
    for f, p in zip(fams, pred):
        fam_of[p].add(f)
    mixed = sum(1 for s in fam_of.values() if len(s) > 1)
    per = {}
    for fam in sorted(set(fams)):
        ps = Counter(p for f, p in zip(fams, pred) if f == fam)
        per[fam] = (max(ps.values()) / sum(ps.values()), len(ps), sum(ps.values()))
    prec, rec, f1, ari = pair_scores(fams, pred)
    return {"per": per, "mixed": mixed, "patterns": len(set(pred)), "ari": ari, "precision": prec, "miner": miner}


# ----------------------------------------------------------------------------- speed
_WORDS = (
    "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa "
    "quebec romeo sierra tango uniform victor whiskey xray yankee zulu amber basil cedar dune ember fjord "
    "grove harbor iris jade kelp lotus maple nectar onyx pearl quartz raven sage thistle umber violet willow"
).split()


def _pseudo_words(n: int, rng: random.Random) -> list[str]:
    syll = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "pa", "qui", "dor", "fen", "gal", "hex", "jor"]
    words: set[str] = set()
    while len(words) < n:
        words.add("".join(rng.choice(syll) for _ in range(rng.randrange(2, 4))))
    return sorted(words)


def make_templates(n: int, rng: random.Random) -> list[str]:
    """`n` distinct request shapes: 4-8 pseudo-words each with 1-2 typed or variable slots."""
    vocab = _pseudo_words(4000, rng)
    slots = ["{name}", "{year}", "{quoted}", "List: {list}", "{n}", "{path}", "{date}"]
    out: set[str] = set()
    while len(out) < n:
        words = rng.sample(vocab, rng.randrange(4, 9))
        for s in rng.sample(slots, rng.randrange(1, 3)):
            if s.startswith("List"):
                words.append(s)
            else:
                words.insert(rng.randrange(1, len(words)), s)
        out.add(" ".join(words))
    return sorted(out)


def fill(t: str, rng: random.Random) -> str:
    names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Linus", "Kilian", "Barbara Liskov", "Ken Thompson"]
    return (
        t.replace("{name}", rng.choice(names))
        .replace("{year}", str(rng.randrange(1990, 2030)))
        .replace("{quoted}", '"' + " ".join(rng.sample(_WORDS, rng.randrange(1, 3))) + '"')
        .replace("{list}", " ".join(rng.sample(_WORDS, rng.randrange(2, 12))))
        .replace("{n}", str(rng.randrange(1, 50)))
        .replace("{path}", "/srv/" + "/".join(rng.sample(_WORDS, 2)) + ".csv")
        .replace("{date}", f"{rng.randrange(1, 13)}/{rng.randrange(1, 29)}/{rng.randrange(2000, 2030)}")
    )


def bench_speed(sizes: list[int], n_templates: int, store_sizes: list[int]) -> list[dict]:
    rng = random.Random(SEED)
    templates = make_templates(n_templates, rng)
    rows = []
    for mode, targets in (("memory", sizes), ("store", store_sizes)):
        if not targets:
            continue
        tmp = tempfile.TemporaryDirectory()
        store = Store(tmp.name) if mode == "store" else None
        miner = PatternMiner(store)
        done = 0
        for target in targets:
            while done < target:
                miner.observe(fill(rng.choice(templates), rng))
                done += 1
            probe = [fill(rng.choice(templates), rng) for _ in range(1000)]
            times, cpu = [], []
            for t in probe:
                c0, t0 = time.thread_time(), time.perf_counter()
                miner.observe(t)
                times.append(time.perf_counter() - t0)
                cpu.append(time.thread_time() - c0)
            done += len(probe)
            times.sort()
            cpu.sort()
            rows.append({
                "mode": mode, "stored": target, "patterns": len(miner.patterns()),
                "p50_ms": 1000 * times[len(times) // 2], "p99_ms": 1000 * times[int(len(times) * 0.99)],
                "mean_ms": 1000 * statistics.fmean(times),
                "cpu_p50_ms": 1000 * cpu[len(cpu) // 2], "cpu_p99_ms": 1000 * cpu[int(len(cpu) * 0.99)],
            })
        if store is not None:
            store.close()
        tmp.cleanup()
    return rows


# ----------------------------------------------------------------------------- main
def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="skip the 100k speed runs")
    ap.add_argument("--misses", type=int, default=0, help="print this many WebArena slot misses")
    args = ap.parse_args()
    need("webarena", "intents_dev.json")
    need("bbh")

    print("## WebArena intents_dev (423 requests, 96 templates)")
    print("slots = slot recovery over all requests; slots* = over requests whose pattern has >1 member")
    print(f"{'order':9} {'patterns':>8} {'prec':>6} {'recall':>6} {'F1':>6} {'ARI':>6} {'slots':>6} {'slots*':>6} {'mixed':>5} {'ms/task':>7}")
    for order in ("file", "shuffled"):
        r = bench_webarena(order)
        print(f"{r['order']:9} {r['patterns']:>8} {r['precision']:6.3f} {r['recall']:6.3f} {r['f1']:6.3f} "
              f"{r['ari']:6.3f} {r['slots']:6.3f} {r['slots_merged']:6.3f} {r['mixed']:>5} {r['ms_per_task']:7.3f}")
        for miss in r["misses"][: args.misses]:
            print("   miss", miss)
        if order == "file":
            lost = lost_pairs(r)
            print("   recall lost (pairs of %d) by true template: " % r["pairs"]
                  + ", ".join(f"{tid}:{n}/{k}p" for n, tid, k in lost[:12]))

    print("\n## BBH, 9 families shuffled together (seed %d)" % SEED)
    b = bench_bbh()
    print(f"{'family':26} {'n':>4} {'largest share':>13} {'patterns':>8}")
    for fam, (share, npat, n) in b["per"].items():
        flag = "" if fam not in SCRIPTABLE else ("  ok" if share >= 0.95 else "  BELOW 0.95")
        print(f"{fam:26} {n:>4} {share:13.3f} {npat:>8}{flag}")
    print(f"mixed patterns (more than one family): {b['mixed']}   total patterns: {b['patterns']}")

    print("\n## observe() latency (synthetic tasks from 1000 templates)")
    sizes = [10_000] if args.quick else [10_000, 100_000]
    rows = bench_speed(sizes, 1000, [10_000] if args.quick else [10_000, 100_000])
    print("(wall clock includes preemption on a shared machine; cpu = thread CPU time)")
    print(f"{'mode':7} {'stored':>8} {'patterns':>8} {'p50 ms':>7} {'p99 ms':>7} {'mean ms':>7} {'cpu p50':>7} {'cpu p99':>7}")
    for r in rows:
        print(f"{r['mode']:7} {r['stored']:>8} {r['patterns']:>8} {r['p50_ms']:7.3f} {r['p99_ms']:7.3f} {r['mean_ms']:7.3f}"
              f" {r['cpu_p50_ms']:7.3f} {r['cpu_p99_ms']:7.3f}")


if __name__ == "__main__":
    sys.exit(main())
