"""Benchmark for toolsmith.patterns: WebArena template recovery (online and final ids), BBH and
families/ purity, near-miss pairs, members that parse with their pattern, observe() speed.

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
from toolsmith.slots import NotMine, parse_slots
from toolsmith.toolfile import extractor_regex
from toolsmith.store import Store

SEED = 1234
SCRIPTABLE = ["word_sorting", "dyck_languages", "boolean_expressions", "multistep_arithmetic_two", "object_counting", "navigate"]
FAMILIES_SCRIPTABLE = ["first-letters", "last_word_nth", "imperial_date_to_string", "forth_stack_sim", "chess_piece_count", "bigrams",
                       "vigenere", "which_is_heavier", "chinese_zodiac", "number_reading", "poker_hand_ranks",
                       "complex_replace_characters_simple"]


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


# ----------------------------------------------------------------------------- online vs final ids
class Run:
    """One stream through a fresh miner: the ids observe() returned (online, raw), the same ids
    resolved through every later merge (what `miner.pattern(id)` / `store.resolve_pattern` give),
    and whether each member still parses with its final pattern's extractor and slot parsers."""

    def __init__(self, texts: list[str]) -> None:
        self.texts = texts
        self.miner = PatternMiner()
        t0 = time.perf_counter()
        self.raw = [self.miner.observe(t).pattern_id for t in texts]
        self.elapsed = time.perf_counter() - t0
        final = {pid: self.miner.pattern(pid).id for pid in set(self.raw)}
        self.resolved = [final[i] for i in self.raw]
        self._rx: dict[str, tuple[re.Pattern, dict[str, str]]] = {}

    def parsed(self, i: int) -> dict | None:
        """Member i's slots through its final pattern's extractor regex and slot parsers, or None."""
        pid = self.resolved[i]
        if pid not in self._rx:
            p = self.miner.pattern(pid)
            self._rx[pid] = (re.compile(extractor_regex(p.template, p.slot_kinds), re.DOTALL), p.slot_kinds)
        rx, kinds = self._rx[pid]
        m = rx.fullmatch(self.texts[i])
        if m is None:
            return None
        try:
            parse_slots(m.groupdict(), kinds)
        except NotMine:
            return None
        return m.groupdict()

    def parse_failures(self) -> list[int]:
        return [i for i in range(len(self.texts)) if self.parsed(i) is None]


# ----------------------------------------------------------------------------- webarena
def bench_webarena(order: str) -> dict:
    rows = json.loads((DATA / "webarena" / "intents_dev.json").read_text())
    if order == "shuffled":
        rows = rows[:]
        random.Random(SEED).shuffle(rows)
    run = Run([r["intent"] for r in rows])
    truth = [r["intent_template_id"] for r in rows]
    online = pair_scores(truth, run.raw)
    final = pair_scores(truth, run.resolved)
    pred = run.resolved
    ok = ok_merged = n_merged = 0
    sizes = Counter(pred)
    misses = []
    for i, r in enumerate(rows):
        got = run.parsed(i)
        got = {norm(str(v)) for v in got.values()} if got is not None else None
        want = {norm(str(v)) for v in r["instantiation_dict"].values()}
        merged = sizes[pred[i]] > 1
        n_merged += merged
        if got == want:
            ok += 1
            ok_merged += merged
        else:
            misses.append((r["intent_template_id"], r["intent"], got, want))
    members = defaultdict(set)
    for t, p in zip(truth, pred):
        members[p].add(t)
    mixed = sum(1 for s in members.values() if len(s) > 1)
    return {
        "order": order, "n": len(rows), "patterns": len(set(pred)), "raw_patterns": len(set(run.raw)), "true": len(set(truth)),
        "online": online, "final": final, "slots": ok / len(rows), "slots_merged": ok_merged / max(1, n_merged),
        "mixed": mixed, "unparsed": len(run.parse_failures()), "ms_per_task": 1000 * run.elapsed / len(rows),
        "pairs": sum(comb(c, 2) for c in Counter(truth).values()), "misses": misses, "run": run, "pred": pred, "rows": rows,
        "mixes": [sorted(s) for s in members.values() if len(s) > 1],
    }


def lost_pairs(rows: list[dict], pred: list[str]) -> list[tuple[int, int, int]]:
    """(pairs lost, template id, patterns it was split into), worst first."""
    by = defaultdict(list)
    for row, pid in zip(rows, pred):
        by[row["intent_template_id"]].append(pid)
    out = []
    for tid, pids in by.items():
        c = Counter(pids)
        lost = comb(len(pids), 2) - sum(comb(v, 2) for v in c.values())
        if lost:
            out.append((lost, tid, len(c)))
    return sorted(out, reverse=True)


def same_wording_pairs() -> tuple[int, int]:
    """(pairs of requests under one template id whose template texts are the same, all such pairs):
    WebArena files some requests of other wording under one id ("Open an issue to ..." and
    "Create an issue ..."), which no miner of literal templates can join."""
    rows = json.loads((DATA / "webarena" / "intents_dev.json").read_text())
    by_id = Counter(r["intent_template_id"] for r in rows)
    by_text = Counter((r["intent_template_id"], r["intent_template"]) for r in rows)
    return sum(comb(c, 2) for c in by_text.values()), sum(comb(c, 2) for c in by_id.values())


# ----------------------------------------------------------------------------- families (bbh/, families/)
def load_family_dir(folder: str) -> dict[str, list[str]]:
    return {f.stem: [ex["input"] for ex in json.loads(f.read_text())["examples"]]
            for f in sorted((DATA / folder).glob("*.json"))}


def bench_families(folder: str) -> dict:
    """Every family of a folder shuffled into one stream: patterns per family, mixed patterns."""
    items = [(fam, t) for fam, texts in load_family_dir(folder).items() for t in texts]
    random.Random(SEED).shuffle(items)
    run = Run([t for _, t in items])
    fams = [f for f, _ in items]
    out = {"folder": folder, "n": len(items), "run": run, "fams": fams}
    for label, pred in (("online", run.raw), ("final", run.resolved)):
        fam_of = defaultdict(set)
        for f, p in zip(fams, pred):
            fam_of[p].add(f)
        per = {}
        for fam in sorted(set(fams)):
            ps = Counter(p for f, p in zip(fams, pred) if f == fam)
            per[fam] = (max(ps.values()) / sum(ps.values()), len(ps), sum(ps.values()),
                        sum(1 for p in ps if len(fam_of[p]) > 1))
        out[label] = {"per": per, "mixed": [sorted(s) for s in fam_of.values() if len(s) > 1], "patterns": len(set(pred))}
    unparsed = run.parse_failures()
    out["unparsed"] = Counter(fams[i] for i in unparsed)
    return out


# One word of a family's framing changed so that the answer changes. Each rule: (family, regex
# on the framing, replacement, which match: 0 first / -1 last / None all). Built by hand from the
# framings; the miner never sees these words specially.
NEAR_MISSES: list[tuple[str, str, str, str, int | None]] = [
    ("families", "first-letters", r"\bfirst\b", "last", 0),
    ("families", "last_word_nth", r"\bword in\b", "letter in", 0),
    ("families", "imperial_date_to_string", r"\bperiod\b", "comma", 0),
    ("families", "forth_stack_sim", r"\brepresentations\b", "depths", 0),
    ("families", "chess_piece_count", r"\bleft on\b", "captured on", 0),
    ("families", "bigrams", r"\bfrequency\b", "positions", 0),
    ("families", "vigenere", r"\bVigenere\b", "Caesar", -1),
    ("families", "vigenere", r"\bkey\b", "alphabet", -1),
    ("families", "which_is_heavier", r"\bheavier\b", "lighter", 0),
    ("families", "chinese_zodiac", r"\bbirth\b", "death", None),
    ("families", "number_reading", r"\barabic\b", "roman", 0),
    ("families", "poker_hand_ranks", r"\bhighest\b", "lowest", 0),
    ("families", "complex_replace_characters_simple", r"\bcase-sensitive\b", "case-insensitive", 0),
    ("families", "born_first", r"\bbefore\b", "after", 0),
    ("families", "lat_long_identify", r"\bcountry\b", "city", None),
    ("bbh", "word_sorting", r"\bSort\b", "Reverse", 0),
    ("bbh", "dyck_languages", r"\bComplete\b", "Reverse", 0),
    ("bbh", "navigate", r"\bstarting\b", "farthest", 0),
    ("bbh", "object_counting", r"\bHow many\b", "Which", -1),
]
PER_SIDE = 24
_WB = chr(92) + "b"  # the regex word boundary, left out of the printed rule


def _substitute(text: str, rx: str, new: str, which: int | None) -> str | None:
    found = list(re.finditer(rx, text))
    if not found:
        return None
    if which is None:
        return re.sub(rx, new, text)
    m = found[which]
    return text[: m.start()] + new + text[m.end():]


def bench_near_misses(order: str) -> list[dict]:
    """Each family's tasks and their one-word variants in one stream (all families together): a
    pattern holding both a task and a variant of the same family is a failure. `order`
    "interleaved": everything shuffled, so a variant may come before its family has formed;
    "after": the originals (shuffled) first, then the variants (shuffled), as near-miss requests
    reach a deployment whose patterns (and tools) already exist."""
    rng = random.Random(SEED)
    dirs = {d: load_family_dir(d) for d in ("families", "bbh")}
    items: list[tuple[str, str, str]] = []  # (pair label, side, text)
    labels = []
    for folder, fam, rx, new, which in NEAR_MISSES:
        texts = [t for t in dirs[folder][fam] if re.search(rx, t)]
        rng.shuffle(texts)
        label = f"{fam}: {rx.replace(_WB, '')} -> {new}"
        labels.append(label)
        for t in texts[:PER_SIDE]:
            items.append((label, "original", t))
        for t in texts[PER_SIDE: 2 * PER_SIDE]:
            items.append((label, "variant", _substitute(t, rx, new, which)))
    rng.shuffle(items)
    if order == "after":
        items = [x for x in items if x[1] == "original"] + [x for x in items if x[1] == "variant"]
    run = Run([t for _, _, t in items])
    rows = []
    for label in labels:
        idx = [i for i, (l, _, _) in enumerate(items) if l == label]
        out = {"pair": label}
        for name, pred in (("online", run.raw), ("final", run.resolved)):
            orig = {pred[i] for i in idx if items[i][1] == "original"}
            var = {pred[i] for i in idx if items[i][1] == "variant"}
            out[name] = len(orig & var)
            out[name + "_patterns"] = (len(orig), len(var))
        rows.append(out)
    return rows


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
def _fmt(scores: tuple[float, float, float, float]) -> str:
    p, r, f, a = scores
    return f"{p:6.3f} {r:6.3f} {f:6.3f} {a:6.3f}"


def print_families(b: dict, title: str, scriptable: list[str]) -> None:
    print(f"\n## {title}: {b['n']} inputs, every family shuffled into one stream (seed {SEED})")
    print("patterns = patterns the family's tasks landed in; share = the largest one's share; mixing = how many of "
          "them also hold another family's tasks; unparsed = members that do not parse with their final pattern")
    print(f"{'family':34} {'n':>4} | {'online: patterns':>16} {'share':>6} {'mixing':>6} | {'final: patterns':>15} "
          f"{'share':>6} {'mixing':>6} | {'unparsed':>8}")
    for fam in b["final"]["per"]:
        on, fi = b["online"]["per"][fam], b["final"]["per"][fam]
        kind = "" if fam in scriptable else "  (judgement)"
        print(f"{fam:34} {fi[2]:>4} | {on[1]:>16} {on[0]:6.3f} {on[3]:>6} | {fi[1]:>15} {fi[0]:6.3f} {fi[3]:>6} | "
              f"{b['unparsed'].get(fam, 0):>8}{kind}")
    for label in ("online", "final"):
        mixed = b[label]["mixed"]
        print(f"{label}: patterns {b[label]['patterns']}, patterns mixing families: {len(mixed)}"
              + (f"  {mixed[:6]}" if mixed else ""))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="skip the 100k speed runs")
    ap.add_argument("--misses", type=int, default=0, help="print this many WebArena slot misses")
    ap.add_argument("--only", default="", help="comma list of sections: webarena,bbh,families,nearmiss,speed")
    args = ap.parse_args()
    only = set(filter(None, args.only.split(",")))
    want = (lambda s: not only or s in only)
    need("webarena", "intents_dev.json")
    need("bbh")
    need("families")

    if want("webarena"):
        print("## WebArena intents_dev (423 requests, 96 templates): pairwise scores against intent_template_id")
        print("online = the ids observe() returned; final = the same ids resolved through later merges "
              "(miner.pattern(id), store.resolve_pattern)")
        print("slots = slot recovery over all requests; slots* = over requests whose pattern has >1 member; "
              "unparsed = members whose final extractor + slot parsers reject them")
        same, pairs = same_wording_pairs()
        print(f"recall ceiling of a literal-template miner: {same} of {pairs} same-template pairs share their "
              f"template text ({same / pairs:.3f})")
        print(f"{'order':9} {'ids':6} {'patterns':>8} {'prec':>6} {'recall':>6} {'F1':>6} {'ARI':>6} {'slots':>6} "
              f"{'slots*':>6} {'mixed':>5} {'unpars':>6} {'ms/task':>7}")
        for order in ("file", "shuffled"):
            r = bench_webarena(order)
            print(f"{r['order']:9} {'online':6} {r['raw_patterns']:>8} {_fmt(r['online'])}")
            print(f"{'':9} {'final':6} {r['patterns']:>8} {_fmt(r['final'])} {r['slots']:6.3f} {r['slots_merged']:6.3f} "
                  f"{r['mixed']:>5} {r['unparsed']:>6} {r['ms_per_task']:7.3f}")
            if r["mixes"]:
                print("   mixed templates:", r["mixes"][:10])
            for miss in r["misses"][: args.misses]:
                print("   miss", miss)
            if order == "file":
                for label, pred in (("online", r["run"].raw), ("final", r["pred"])):
                    lost = lost_pairs(r["rows"], pred)
                    print(f"   {label} recall lost (pairs of {r['pairs']}) by true template: "
                          + ", ".join(f"{tid}:{n}/{k}p" for n, tid, k in lost[:12]))

    if want("bbh"):
        print_families(bench_families("bbh"), "BBH, 9 families", SCRIPTABLE)
    if want("families"):
        print_families(bench_families("families"), "families/ (openai/evals), 14 families", FAMILIES_SCRIPTABLE)

    if want("nearmiss"):
        print(f"\n## Near misses: {PER_SIDE} tasks and {PER_SIDE} one-word variants per rule, all rules in one stream")
        print("shared = patterns holding both an original and a variant (must be 0), online and final ids; "
              "patterns = (originals, variants) final")
        print("interleaved: all shuffled together; after: the originals first, then the variants")
        rows = {order: bench_near_misses(order) for order in ("interleaved", "after")}
        print(f"{'rule':58} {'interleaved: online':>19} {'final':>5} {'patterns':>9} | {'after: online':>13} {'final':>5} {'patterns':>9}")
        bad = Counter()
        for a, b in zip(rows["interleaved"], rows["after"]):
            for order, r in (("interleaved", a), ("after", b)):
                bad[order] += r["final"] > 0 or r["online"] > 0
            print(f"{a['pair'][:58]:58} {a['online']:>19} {a['final']:>5} {str(a['final_patterns']):>9} | "
                  f"{b['online']:>13} {b['final']:>5} {str(b['final_patterns']):>9}")
        print(f"rules with a shared pattern: interleaved {bad['interleaved']} of {len(NEAR_MISSES)}, "
              f"after {bad['after']} of {len(NEAR_MISSES)}")

    if want("speed"):
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
