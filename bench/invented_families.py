"""Invented task families, written for this benchmark and never in ../shared/data: a check of
how the whole loop does on requests nobody tuned it on (issue 13, "Held-out").

Writes 14 families of 24 tasks each (13 scriptable, heavier_animal needs world knowledge) as
`<family>.json` files in the BBH format (`{"examples": [{"input", "target"}]}`), for
`toolsmith bench --workload DIR`:

    python bench/invented_families.py OUT [SEED]
    toolsmith bench --workload OUT --agent truth --per-family 16 --per-judgement 16 \
        --judgement heavier_animal --systems agent,toolsmith_reviewed,toolsmith --out RESULTS
"""
import datetime
import json
import random
import statistics
import sys
from pathlib import Path

rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 7)
out = Path(sys.argv[1])
W = ("apple banana cherry dog elephant flower garden house island jungle kite lemon mango night ocean piano "
     "queen river stone tiger umbrella violin water yellow zebra castle pencil rocket window marble").split()
ANIMALS = {"mouse": 0.02, "cat": 4, "dog": 30, "horse": 500, "elephant": 5000, "rabbit": 2, "cow": 700,
           "sheep": 80, "whale": 100000, "hamster": 0.1, "lion": 190, "goat": 60, "bear": 300, "fox": 7}


def fams():
    """Family name -> a function that returns one (task, answer)."""
    def t12():
        h, m = rng.randrange(24), rng.randrange(60)
        return f"Convert the time {h:02d}:{m:02d} to 12-hour format.", f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
    def median():
        xs = [rng.randrange(1, 100) for _ in range(rng.choice([3, 5, 7]))]
        return f"What is the median of these numbers: {', '.join(map(str, xs))}?", str(int(statistics.median(xs)))
    def titlecase():
        ws = rng.sample(W, rng.randrange(3, 7))
        return f"Capitalize every word in: {' '.join(ws)}", " ".join(w.capitalize() for w in ws)
    def vowels():
        w = rng.choice(W)
        return f"How many vowels are in the word '{w}'?", str(sum(c in "aeiou" for c in w))
    def largest():
        xs = [rng.randrange(-50, 200) for _ in range(rng.randrange(3, 8))]
        return f"What is the largest number in the list [{', '.join(map(str, xs))}]?", str(max(xs))
    def binary():
        n = rng.randrange(2, 300)
        return f"Write the number {n} in binary.", bin(n)[2:]
    def discount():
        p, d = rng.randrange(10, 500), rng.choice([5, 10, 15, 20, 25, 30, 50])
        return f"An item costs ${p}.00 and is discounted by {d}%. What is the final price?", f"${p * (100 - d) / 100:.2f}"
    def extension():
        name = rng.choice(W) + rng.choice(["_final", "_v2", "", "_draft"])
        ext = rng.choice(["docx", "pdf", "txt", "csv", "png", "py", "json"])
        return f"What is the file extension of {name}.{ext}?", ext

    def revwords():
        ws = rng.sample(W, rng.randrange(3, 7))
        return f"Reverse the order of the words in: {' '.join(ws)}", " ".join(reversed(ws))
    def feb():
        y = rng.randrange(1800, 2100)
        leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
        return f"How many days are in February {y}?", "29" if leap else "28"
    def hyphen():
        ws = rng.sample(W, rng.randrange(2, 6))
        return f"Join these words with hyphens: {' '.join(ws)}", "-".join(ws)
    def rounding():
        x = rng.uniform(0, 100); k = rng.choice([1, 2, 3])
        return f"Round {x:.5f} to {k} decimal places.", f"{round(x, k):.{k}f}"
    def remainder():
        a, b = rng.randrange(10, 1000), rng.randrange(2, 13)
        return f"What is the remainder when {a} is divided by {b}?", str(a % b)
    def heavier():
        a, b = rng.sample(sorted(ANIMALS), 2)
        return f"Which animal is heavier, a {a} or a {b}?", a if ANIMALS[a] > ANIMALS[b] else b
    return dict(time_12h=t12, median=median, title_case=titlecase, vowels=vowels, largest=largest, binary=binary,
                discount=discount, extension=extension, reverse_words=revwords, feb_days=feb, hyphen_join=hyphen,
                rounding=rounding, remainder=remainder, heavier_animal=heavier)


out.mkdir(parents=True, exist_ok=True)
for name, make in fams().items():
    rows, seen = [], set()
    while len(rows) < 24:
        t, a = make()
        if t in seen: continue
        seen.add(t); rows.append({"input": t, "target": a})
    (out / f"{name}.json").write_text(json.dumps({"examples": rows}, indent=1))
print(len(fams()), "families")
