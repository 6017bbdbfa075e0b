"""Scratch surveys of session 33: everyday requests, some with data that make a smaller wrong
program fit (lists that mostly come sorted, ties). Not held-out sets: they were run while the
code changed, to find what gets no tool and what gets a wrong one (bench/README.md, "What
session 33 changed").

    python bench/surveys.py OUT {1|2|3|4|5|6|7|8|9}
    toolsmith bench --workload OUT --agent truth --per-family 16 --per-judgement 0 \
        --systems agent,toolsmith_reviewed,toolsmith --out RUN
"""
import base64, collections, datetime, decimal, json, math, random, sys
from pathlib import Path


def survey1(rng: random.Random) -> dict:
    """A scratch survey of everyday requests (not a held-out measurement): which get no tool?"""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra".split()
    def pig(w):
        v = next((i for i, c in enumerate(w) if c in "aeiou"), 0)
        return w + "way" if v == 0 else w[v:] + w[:v] + "ay"
    def date():
        return datetime.date(1950, 1, 1) + datetime.timedelta(days=rng.randrange(0, 27000))
    def f_pig():
        w = rng.choice(W); return f"Translate '{w}' into Pig Latin.", pig(w)
    def f_gcd():
        k = rng.randrange(2, 30); a, b = k * rng.randrange(2, 40), k * rng.randrange(2, 40)
        return f"What is the greatest common divisor of {a} and {b}?", str(math.gcd(a, b))
    def f_lcm():
        a, b = rng.randrange(2, 60), rng.randrange(2, 60)
        return f"What is the least common multiple of {a} and {b}?", str(a * b // math.gcd(a, b))
    def f_weekday():
        d = date(); return f"What day of the week was {d.isoformat()}?", d.strftime("%A")
    def f_bmi():
        w, h = rng.randrange(45, 120), rng.randrange(150, 200) / 100
        return f"A person weighs {w} kg and is {h} m tall. What is their BMI, rounded to one decimal place?", f"{w / h / h:.1f}"
    def f_acronym():
        ws = rng.sample(W, rng.randrange(2, 5)); return f"Make an acronym from '{' '.join(ws)}'.", "".join(x[0].upper() for x in ws)
    def f_c2f():
        c = rng.randrange(-40, 120); f = c * 9 / 5 + 32
        return f"Convert {c} degrees Celsius to Fahrenheit.", (str(int(f)) if f == int(f) else f"{f:g}")
    def f_interest():
        p, r, t = rng.randrange(100, 5000, 50), rng.randrange(1, 12), rng.randrange(1, 10)
        i = p * r * t / 100
        return f"What is the simple interest on ${p} at {r}% per year for {t} years?", f"${i:.2f}"
    def f_rgb():
        r, g, b = (rng.randrange(256) for _ in range(3)); return f"Convert rgb({r}, {g}, {b}) to a hex colour code.", f"#{r:02x}{g:02x}{b:02x}"
    def f_vowels():
        w = rng.choice(W) + rng.choice(W); return f"How many vowels are in '{w}'?", str(sum(c in "aeiou" for c in w))
    def f_b64():
        w = " ".join(rng.sample(W, 2)); return f"Decode this base64 string: {base64.b64encode(w.encode()).decode()}", w
    def f_sortlen():
        ws = rng.sample(W, 5); return f"Sort these words by length, shortest first: {', '.join(ws)}", ", ".join(sorted(ws, key=len))
    def f_json():
        name, age = rng.choice(["Ann", "Bob", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana"]), rng.randrange(18, 90)
        city = rng.choice(["Oslo", "Lima", "Pune", "Kyiv", "Nice", "Bonn"])
        return f'What is the value of "city" in {json.dumps({"name": name, "age": age, "city": city})}?', city
    def f_hms():
        n = rng.randrange(60, 86400); return f"Convert {n} seconds to HH:MM:SS.", f"{n // 3600:02d}:{n % 3600 // 60:02d}:{n % 60:02d}"
    def f_pct():
        a = rng.randrange(10, 500); b = rng.randrange(10, 500)
        return f"What is the percentage change from {a} to {b}, rounded to the nearest whole percent?", f"{round((b - a) / a * 100)}%"
    def f_median():
        xs = rng.sample(range(1, 100), rng.choice([3, 5, 7])); return f"What is the median of {', '.join(map(str, xs))}?", str(sorted(xs)[len(xs) // 2])
    def f_datediff():
        a = date(); b = a + datetime.timedelta(days=rng.randrange(1, 900))
        return f"How many days are there between {a.isoformat()} and {b.isoformat()}?", str((b - a).days)
    def f_title():
        ws = rng.sample(W, 3); return f"Convert '{' '.join(ws)}' to title case.", " ".join(x.title() for x in ws)
    def f_initial_caps_count():
        ws = [rng.choice(W).capitalize() if rng.random() < .4 else rng.choice(W) for _ in range(6)]
        return f"How many words in '{' '.join(ws)}' start with a capital letter?", str(sum(w[0].isupper() for w in ws))
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def survey2(rng: random.Random) -> dict:
    """A second scratch survey of everyday requests (not a held-out measurement)."""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra sun map ox tree".split()
    def sent(k=None):
        return " ".join(rng.choice(W) for _ in range(k or rng.randrange(4, 9)))
    def f_words_with_e():
        s = sent(); return f"Count the number of words in the following text that contain the letter 'e'.\n\n{s}", str(sum('e' in w for w in s.split()))
    def f_year_in():
        y = rng.randrange(1800, 2024); s = f"The {rng.choice(W)} museum opened in {y} after a long {rng.choice(W)} campaign."
        return f"Extract the year from this sentence and reply with it only: {s}", str(y)
    def f_highest_temp():
        xs = [rng.randrange(-10, 40) for _ in range(rng.randrange(3, 7))]
        return f"Here is a list of temperatures in Celsius: {', '.join(map(str, xs))}. What is the highest?", str(max(xs))
    def f_lines():
        k = rng.randrange(2, 9); return "Reply with the number of lines in the following poem.\n" + "\n".join(sent(4) for _ in range(k)), str(k)
    def f_domain():
        u = rng.choice(W) + str(rng.randrange(10, 99)); d = rng.choice(W) + rng.choice([".com", ".org", ".net", ".io"])
        return f"Return the domain name of this email address: {u}@{d}", d
    def f_month_name():
        d = datetime.date(2000, 1, 1) + datetime.timedelta(days=rng.randrange(0, 9000))
        return f"Given the date {d.isoformat()}, reply with the month name.", d.strftime("%B")
    def f_reverse_each():
        s = sent(); return f"Reverse each word in the sentence but keep the word order: {s}", " ".join(w[::-1] for w in s.split())
    def f_dedupe():
        ws = [rng.choice(W[:8]) for _ in range(rng.randrange(5, 10))]
        return f"Remove duplicate words from: {' '.join(ws)}", " ".join(dict.fromkeys(ws))
    def f_sum_even():
        xs = [rng.randrange(1, 50) for _ in range(rng.randrange(4, 8))]
        return f"What is the sum of the even numbers in {', '.join(map(str, xs))}?", str(sum(x for x in xs if x % 2 == 0))
    def f_12h():
        h, m = rng.randrange(24), rng.randrange(60)
        return f"Convert the time {h:02d}:{m:02d} (24-hour) to 12-hour format.", f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
    def f_minutes_between():
        a = rng.randrange(0, 1200); b = a + rng.randrange(1, 240)
        return f"How many minutes are between {a // 60:02d}:{a % 60:02d} and {b // 60:02d}:{b % 60:02d}?", str(b - a)
    def f_upper_count():
        s = "".join(c.upper() if rng.random() < .2 else c for c in sent()); return f"Count the uppercase letters in: {s}", str(sum(c.isupper() for c in s))
    def f_longest_word():
        ws = rng.sample(W, 5); return f"Which word is the longest in: {' '.join(ws)}?", max(ws, key=len)
    def f_chars_no_spaces():
        s = sent(3); return f"Give the number of characters, not counting spaces, in '{s}'.", str(len(s.replace(' ', '')))
    def f_divisible():
        n, k = rng.randrange(10, 500), rng.randrange(2, 13)
        return f"Is {n} divisible by {k}? Answer yes or no.", "yes" if n % k == 0 else "no"
    def f_next_in_seq():
        a, d = rng.randrange(1, 50), rng.randrange(2, 12)
        return f"What is the next number in the sequence {a}, {a + d}, {a + 2 * d}, {a + 3 * d}?", str(a + 4 * d)
    def f_underscores():
        s = sent(3); return f"Replace all spaces in '{s}' with underscores.", s.replace(" ", "_")
    def f_initials():
        first, last = rng.choice(["Anna", "Boris", "Carla", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas"]), rng.choice(["Keller", "Lopez", "Moreau", "Novak", "Olsen", "Petrov", "Quinn", "Rossi"])
        return f"What are the initials of {first} {last}?", f"{first[0]}.{last[0]}."
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def survey3(rng: random.Random) -> dict:
    """A third scratch survey: requests whose data make a smaller wrong program fit often (sorted lists, ties)."""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra sun map ox tree".split()
    M = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    CITIES = "Oslo Lima Pune Kyiv Nice Bonn Rome Cairo Delhi Paris Quito Accra Hanoi Seoul Tunis Riga Baku Doha".split()
    def nums(k):
        xs = rng.sample(range(1, 200), k)
        return sorted(xs) if rng.random() < 0.7 else xs
    def f_largest_sorted():
        xs = nums(rng.randrange(3, 7)); return f"What is the largest number in the list {', '.join(map(str, xs))}?", str(max(xs))
    def f_smallest_sorted():
        xs = nums(rng.randrange(3, 7)); return f"What is the smallest value here: {', '.join(map(str, xs))}?", str(min(xs))
    def f_later_month():
        a, b = rng.sample(M, 2); return f"Which month comes later in the year, {a} or {b}?", M[max(M.index(a), M.index(b))]
    def f_oldest():
        ys = rng.sample(range(1920, 2010), 3); ys = sorted(ys) if rng.random() < .6 else ys
        return f"Who is oldest: someone born in {ys[0]}, {ys[1]} or {ys[2]}? Give the year.", str(min(ys))
    def f_shortest():
        ws = rng.sample(W, 5); return f"Name the shortest word in: {' '.join(ws)}", min(ws, key=len)
    def f_longer():
        while True:
            a, b = rng.sample(W, 2)
            if len(a) != len(b): break
        return f"Which is longer, '{a}' or '{b}'?", max(a, b, key=len)
    def f_first_alpha():
        cs = rng.sample(CITIES, 3); cs = sorted(cs) if rng.random() < .5 else cs
        return f"Which city comes first alphabetically: {', '.join(cs)}?", min(cs)
    def f_count_items():
        xs = rng.sample(W, rng.randrange(2, 9)); return f"How many items are in the list: {', '.join(xs)}?", str(len(xs))
    def f_total3():
        a, b, c = (rng.randrange(1, 100) for _ in range(3)); return f"What is the total of {a}, {b} and {c}?", str(a + b + c)
    def f_palindrome():
        w = rng.choice(["level", "radar", "civic", "refer", "kayak", "rotor", "madam", "noon", "stats", "tenet"]) if rng.random() < .4 else rng.choice(W)
        return f"Is '{w}' a palindrome? Answer Yes or No.", "Yes" if w == w[::-1] else "No"
    def f_last_word_caps():
        s = " ".join(rng.sample(W, rng.randrange(3, 7))); return f"What is the last word of '{s}' in capitals?", s.split()[-1].upper()
    def f_max_minus_min():
        xs = nums(rng.randrange(3, 6)); return f"What is the range (largest minus smallest) of {', '.join(map(str, xs))}?", str(max(xs) - min(xs))
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def survey4(rng: random.Random) -> dict:
    """A fourth scratch survey: picks whose data often come in order (dates, times, scores, prices)."""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra".split()
    NAMES = "Ann Bob Cyd Dee Eli Fay Gus Hal Ivy Jon Kim Lou Max Ned Ona Pat".split()
    FRUIT = "apples pears kiwis plums figs limes dates melons".split()
    def maybe_sorted(xs, key=None, reverse=False):
        return sorted(xs, key=key, reverse=reverse) if rng.random() < 0.6 else xs
    def f_earliest_date():
        ds = [datetime.date(2000, 1, 1) + datetime.timedelta(days=rng.randrange(9000)) for _ in range(3)]
        ds = maybe_sorted(ds); return f"Which date is the earliest: {', '.join(d.isoformat() for d in ds)}?", min(ds).isoformat()
    def f_last_alpha():
        ws = maybe_sorted(rng.sample(W, 4)); return f"Which word comes last alphabetically: {', '.join(ws)}?", max(ws)
    def f_top_scorer():
        ns = rng.sample(NAMES, 3); sc = rng.sample(range(1, 60), 3); pairs = maybe_sorted(list(zip(ns, sc)), key=lambda p: -p[1])
        return f"Who scored the most: {', '.join(f'{n} {s}' for n, s in pairs)}?", max(pairs, key=lambda p: p[1])[0]
    def f_second_largest():
        xs = maybe_sorted(rng.sample(range(1, 300), rng.randrange(4, 7))); return f"What is the second largest number in {', '.join(map(str, xs))}?", str(sorted(xs)[-2])
    def f_cheapest():
        fs = rng.sample(FRUIT, 3); ps = rng.sample(range(1, 20), 3); pairs = maybe_sorted(list(zip(fs, ps)), key=lambda p: p[1])
        return f"Which is the cheapest: {', '.join(f'{f} ${p}' for f, p in pairs)}?", min(pairs, key=lambda p: p[1])[0]
    def f_median():
        xs = maybe_sorted(rng.sample(range(1, 100), rng.choice([3, 5]))); return f"Find the median of these numbers: {' '.join(map(str, xs))}", str(sorted(xs)[len(xs) // 2])
    def f_earliest_time():
        ts = [(rng.randrange(6, 22), rng.choice([0, 15, 30, 45])) for _ in range(3)]
        if len(set(ts)) < 3: ts = [(7, 0), (12, 30), (18, 15)]
        ts = maybe_sorted(ts); return f"Which time is the earliest: {', '.join(f'{h:02d}:{m:02d}' for h, m in ts)}?", "%02d:%02d" % min(ts)
    def f_youngest_age():
        ns = rng.sample(NAMES, 3); ag = rng.sample(range(5, 90), 3); pairs = maybe_sorted(list(zip(ns, ag)), key=lambda p: p[1])
        return f"Who is the youngest: {', '.join(f'{n} (age {a})' for n, a in pairs)}?", min(pairs, key=lambda p: p[1])[0]
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def survey5(rng: random.Random) -> dict:
    """A fifth scratch survey: data where a simpler wrong program fits the first examples and fails
    on a rarer case (signs, carries, wrap-around, decimals, centuries, halves, mixed digit counts)."""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra".split()
    M = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    def f_distance():
        a, b = sorted(rng.sample(range(-50, 100), 2))
        if rng.random() < .25: a, b = b, a
        return f"How far apart are {a} and {b} on the number line?", str(abs(a - b))
    def f_sort_numbers():
        xs = [rng.randrange(10, 100) if rng.random() < .85 else rng.choice([rng.randrange(1, 10), rng.randrange(100, 1000)]) for _ in range(rng.randrange(3, 6))]
        return f"Sort these numbers from smallest to largest: {', '.join(map(str, xs))}", ", ".join(map(str, sorted(xs)))
    def f_larger_decimal():
        a, b = round(rng.uniform(1, 9.9), rng.choice([1, 2])), round(rng.uniform(1, 9.9), rng.choice([1, 2]))
        if rng.random() < .2: b = round(b + 10, 2)
        return f"Which is larger, {a} or {b}?", str(max(a, b))
    def f_hours_later():
        h, m, k = rng.randrange(0, 24), rng.choice([0, 10, 15, 20, 30, 45]), rng.randrange(1, 10)
        return f"What time is it {k} hours after {h:02d}:{m:02d}?", f"{(h + k) % 24:02d}:{m:02d}"
    def f_leap():
        y = rng.choice([rng.randrange(1800, 2100), rng.randrange(18, 22) * 100]) if rng.random() < .25 else rng.randrange(1800, 2100)
        return f"Is {y} a leap year? Answer Yes or No.", "Yes" if (y % 4 == 0 and y % 100 != 0) or y % 400 == 0 else "No"
    def f_average():
        xs = [rng.randrange(1, 50) for _ in range(3)]
        return f"What is the average of {xs[0]}, {xs[1]} and {xs[2]}? Give it to two decimal places.", f"{sum(xs) / 3:.2f}"
    def f_percent_of():
        p, n = rng.choice([10, 20, 25, 50, rng.randrange(1, 99)]), rng.choice([rng.randrange(1, 50) * 20, rng.randrange(1, 999)])
        v = p * n / 100
        return f"What is {p}% of {n}?", (str(int(v)) if v == int(v) else f"{v:g}")
    def f_remainder():
        a, b = rng.randrange(1, 200), rng.randrange(2, 30)
        return f"What is the remainder when {a} is divided by {b}?", str(a % b)
    def f_letter_count():
        s = " ".join(x.capitalize() if rng.random() < .3 else x for x in rng.sample(W, 3))
        c = rng.choice("aeor")
        return f"How many times does the letter '{c}' appear in '{s}', ignoring case?", str(s.lower().count(c))
    def f_minus():
        a, b = rng.randrange(1, 100), rng.randrange(1, 100)
        return f"What is {a} minus {b}?", str(a - b)
    def f_add_thousands():
        a, b = rng.randrange(100, 6000), rng.randrange(100, 6000)
        return f"Add {a:,} and {b:,}.", f"{a + b:,}"
    def f_greater_of_two():
        a, b = rng.sample(range(1, 1000), 2)
        if rng.random() < .8: a, b = max(a, b), min(a, b)
        return f"Which number is greater: {a} or {b}?", str(max(a, b))
    def f_months_after():
        m, k = rng.randrange(12), rng.randrange(1, 12)
        return f"What month is it {k} months after {M[m]}?", M[(m + k) % 12]
    def f_round_half():
        x = rng.randrange(0, 100) + rng.choice([0.5, rng.randrange(1, 10) / 10])
        return f"Round {x:g} to the nearest whole number.", str(math.floor(x + 0.5))
    def f_day_of_year():
        d = datetime.date(rng.randrange(1990, 2030), 1, 1) + datetime.timedelta(days=rng.randrange(365))
        return f"What day of the year is {d.isoformat()}?", str(d.timetuple().tm_yday)
    def f_distinct_letters():
        w = rng.choice(W); return f"How many different letters are in '{w}'?", str(len(set(w)))
    def f_words_punct():
        ws = rng.sample(W, rng.randrange(3, 7)); s = " ".join(ws)
        if rng.random() < .3: s = s.replace(" ", ", ", 1) + "!"
        return f"How many words are in this sentence: '{s}'", str(len(ws))
    def f_double_letters():
        w = rng.choice(W); return f"Does '{w}' contain a double letter? Answer yes or no.", "yes" if any(a == b for a, b in zip(w, w[1:])) else "no"
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def survey6(rng: random.Random) -> dict:
    """A sixth scratch survey: each family mixes a common request with a rarer one that differs by
    a word or two and has another answer (plus/minus, largest/smallest, km/miles, ...), in one stream."""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra".split()
    def mix(common, rare, p=.2):
        return lambda: (rare if rng.random() < p else common)()
    def nums(k=None):
        return rng.sample(range(1, 100), k or rng.randrange(3, 7))
    def sent(k=None):
        return " ".join(rng.sample(W, k or rng.randrange(3, 7)))
    def date():
        return datetime.date(1990, 1, 1) + datetime.timedelta(days=rng.randrange(0, 12000))
    def arith(word, f):
        def make():
            a, b = rng.randrange(1, 100), rng.randrange(1, 100); return f"What is {a} {word} {b}?", str(f(a, b))
        return make
    def pick(word, f):
        def make():
            xs = nums(); return f"What is the {word} number in {', '.join(map(str, xs))}?", str(f(xs))
        return make
    def order(word, rev):
        def make():
            xs = nums(); return f"Sort {', '.join(map(str, xs))} in {word} order.", ", ".join(map(str, sorted(xs, reverse=rev)))
        return make
    def convert(a, b, f):
        def make():
            x = rng.randrange(1, 500); return f"Convert {x} {a} to {b}, to one decimal place.", f"{f(x):.1f}"
        return make
    def letters(word, f):
        def make():
            w = rng.choice(W) + rng.choice(W); return f"How many {word} are in the word '{w}'?", str(f(w))
        return make
    def end_word(word, i):
        def make():
            s = sent(); return f"What is the {word} word of '{s}'?", s.split()[i]
        return make
    def parity(word, r):
        def make():
            n = rng.randrange(1, 1000); return f"Is {n} an {word} number? Answer yes or no.", "yes" if n % 2 == r else "no"
        return make
    def case(word, f):
        def make():
            s = sent(3); return f"Rewrite '{s.title()}' in {word} letters.", f(s.title())
        return make
    def between(unit, k):
        def make():
            a = date(); b = a + datetime.timedelta(days=7 * rng.randrange(1, 60) + rng.randrange(7))
            return f"How many {unit} are there between {a.isoformat()} and {b.isoformat()}?", str((b - a).days // k)
        return make
    def next_day(word, k):
        def make():
            d = date(); return f"What is the date the day {word} {d.isoformat()}?", (d + datetime.timedelta(days=k)).isoformat()
        return make
    def square(word, f):
        def make():
            n = rng.randrange(1, 40) ** 2 if word == "square root" else rng.randrange(1, 40)
            return f"What is the {word} of {n}?", str(f(n))
        return make
    def alpha(word, f):
        def make():
            ws = rng.sample(W, 4); return f"Which word comes {word} alphabetically: {', '.join(ws)}?", f(ws)
        return make
    def nth_letter(unit):
        def make():
            s = sent(4); k = rng.randrange(1, 4); o = ["first", "second", "third"][k - 1]
            return (f"What is the {o} {unit} of '{s}'?", s.replace(" ", "")[k - 1] if unit == "letter" else s.split()[k - 1])
        return make
    f_plus_minus = mix(arith("plus", lambda a, b: a + b), arith("minus", lambda a, b: a - b))
    f_times_plus = mix(arith("times", lambda a, b: a * b), arith("plus", lambda a, b: a + b))
    f_largest_smallest = mix(pick("largest", max), pick("smallest", min))
    f_ascending_descending = mix(order("ascending", False), order("descending", True))
    f_km_miles = mix(convert("km", "miles", lambda x: x / 1.609344), convert("miles", "km", lambda x: x * 1.609344))
    f_vowels_consonants = mix(letters("vowels", lambda w: sum(c in "aeiou" for c in w)), letters("consonants", lambda w: sum(c not in "aeiou" for c in w)))
    f_first_last = mix(end_word("first", 0), end_word("last", -1))
    f_even_odd = mix(parity("even", 0), parity("odd", 1))
    f_upper_lower = mix(case("upper-case", str.upper), case("lower-case", str.lower))
    f_days_weeks = mix(between("days", 1), between("weeks", 7))
    f_after_before = mix(next_day("after", 1), next_day("before", -1))
    f_square_root = mix(square("square", lambda n: n * n), square("square root", lambda n: math.isqrt(n)))
    f_first_last_alpha = mix(alpha("first", min), alpha("last", max))
    f_letter_word = mix(nth_letter("letter"), nth_letter("word"))
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def survey7(rng: random.Random) -> dict:
    """A seventh scratch survey: a parameter that keeps one value in most requests and now and then
    takes another (round to 2 places, now and then to 3), so a tool that ignores it fits at first."""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra".split()
    def usual(common, others, p=.15):
        return rng.choice(others) if rng.random() < p else common
    def f_round_to():
        x, k = rng.uniform(0, 100), usual(2, [1, 3]); return f"Round {x:.5f} to {k} decimal places.", f"{x:.{k}f}"
    def f_nth_letter():
        w, k = rng.choice(W), usual(3, [1, 2, 4]); return f"What is letter number {k} of '{w}'?", w[k - 1]
    def f_multiples():
        xs, k = rng.sample(range(1, 60), 6), usual(3, [4, 5]); return f"How many multiples of {k} are in {', '.join(map(str, xs))}?", str(sum(x % k == 0 for x in xs))
    def f_days_after():
        d, k = datetime.date(2000, 1, 1) + datetime.timedelta(days=rng.randrange(9000)), usual(7, [10, 30])
        return f"What date is {k} days after {d.isoformat()}?", (d + datetime.timedelta(days=k)).isoformat()
    def f_power():
        n, k = rng.randrange(2, 30), usual(2, [3]); return f"What is {n} to the power of {k}?", str(n ** k)
    def f_base():
        n, k = rng.randrange(2, 200), usual(2, [8, 16]); return f"Write {n} in base {k}.", {2: format(n, "b"), 8: format(n, "o"), 16: format(n, "x")}[k]
    def f_repeat():
        w, k = rng.choice(W), usual(3, [2, 4]); return f"Repeat '{w}' {k} times, separated by spaces.", " ".join([w] * k)
    def f_caesar():
        w, k = rng.choice(W), usual(1, [2, 3]); return f"Shift each letter of '{w}' forward by {k} in the alphabet.", "".join(chr((ord(c) - 97 + k) % 26 + 97) for c in w)
    def f_first_k():
        w, k = rng.choice(W), usual(3, [2, 4]); return f"What are the first {k} letters of '{w}'?", w[:k]
    def f_percent():
        n, p = rng.randrange(1, 100) * 10, usual(10, [20, 5]); v = n * p / 100
        return f"What is {p}% of {n}?", (str(int(v)) if v == int(v) else f"{v:g}")
    def f_mod():
        n, k = rng.randrange(10, 1000), usual(7, [9, 11]); return f"What is {n} mod {k}?", str(n % k)
    def f_top_k():
        xs, k = rng.sample(range(1, 100), 6), usual(2, [3]); return f"List the {k} largest numbers in {', '.join(map(str, xs))}, largest first.", ", ".join(map(str, sorted(xs, reverse=True)[:k]))
    def f_times_table():
        n, k = rng.randrange(2, 50), usual(12, [11, 9]); return f"What is {n} times {k}?", str(n * k)
    def f_minutes():
        h, k = rng.randrange(1, 20), usual(60, [30]); return f"How many minutes are in {h} hours if an hour has {k} minutes?", str(h * k)
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def survey8(rng: random.Random) -> dict:
    """An eighth scratch survey: text whose case, apostrophes, hyphens, punctuation or signs now
    and then break a simpler program that fits the plain cases (str.title on "don't", sorted()
    on capitals, vowels in capitals, negative numbers)."""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra".split()
    ODD = ["don't", "it's", "o'clock", "well-known", "x-ray", "rock'n'roll", "self-made", "can't"]
    def words(k=None, odd=.25, caps=0.0):
        out = []
        for _ in range(k or rng.randrange(3, 6)):
            w = rng.choice(ODD) if rng.random() < odd else rng.choice(W)
            out.append(w.capitalize() if rng.random() < caps else w)
        return out
    def f_capitalise():
        s = " ".join(words()); return f"Capitalise every word of: {s}", " ".join(w[:1].upper() + w[1:] for w in s.split())
    def f_sort_mixed_case():
        ws = rng.sample(W, rng.randrange(3, 6)); ws = [w.capitalize() if rng.random() < .25 else w for w in ws]
        return f"Sort these words alphabetically, ignoring case: {' '.join(ws)}", " ".join(sorted(ws, key=str.lower))
    def f_vowels_caps():
        s = " ".join(words(odd=0, caps=.3)); return f"How many vowels does '{s}' contain?", str(sum(c in "aeiou" for c in s.lower()))
    def f_word_count():
        s = " ".join(words()); return f"Count the words in this phrase: {s}", str(len(s.split()))
    def f_reverse_words():
        ws = words(odd=0); s = " ".join(ws) + ("." if rng.random() < .25 else "")
        return f"Reverse the order of the words: {s}", " ".join(s.split()[::-1])
    def f_letters_only():
        s = " ".join(words()); return f"How many letters (not spaces or punctuation) are in '{s}'?" if "'" not in s else f'How many letters (not spaces or punctuation) are in "{s}"?', str(sum(c.isalpha() for c in s))
    def f_remove_vowels():
        w = rng.choice(W); w = w.capitalize() if rng.random() < .25 else w
        return f"Remove the vowels from {w}.", "".join(c for c in w if c.lower() not in "aeiou")
    def f_sum_signed():
        xs = [rng.randrange(1, 50) * (-1 if rng.random() < .25 else 1) for _ in range(rng.randrange(3, 6))]
        return f"What is the sum of {', '.join(map(str, xs))}?", str(sum(xs))
    def f_max_signed():
        xs = rng.sample([x / 2 for x in range(-20, 40)], 3)
        return f"Which is the largest: {', '.join(f'{x:g}' for x in xs)}?", f"{max(xs):g}"
    def f_first_in_dictionary():
        ws = rng.sample(W, 3); ws = [w.capitalize() if rng.random() < .4 else w for w in ws]
        return f"Which word comes first in the dictionary: {', '.join(ws)}?", min(ws, key=str.lower)
    def f_capital_words():
        ws = words(k=rng.randrange(4, 8), odd=0, caps=.35); return f"How many words of '{' '.join(ws)}' begin with a capital?", str(sum(w[0].isupper() for w in ws))
    def f_abs_diff():
        a, b = rng.randrange(-30, 60), rng.randrange(-30, 60)
        return f"What is the difference between {a} and {b}, as a positive number?", str(abs(a - b))
    def f_lowercase():
        s = " ".join(words(odd=.2, caps=.5)); return f"Write this in lower case: {s.upper() if rng.random() < .3 else s}", s.lower()
    def f_first_letters():
        ws = words(odd=.3); return f"Join the first letter of each word: {' '.join(ws)}", "".join(w[0] for w in ws)
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def survey9(rng: random.Random) -> dict:
    """A ninth scratch survey: everyday requests of other kinds (factorials, digit counts, the
    most common letter, a product, VAT, the mode), to find what the search has no primitive for."""
    W = "apple banana cherry dolphin eagle forest garden harbor island jacket kettle lantern meadow noodle orange pepper quartz river saddle tunnel velvet walnut yellow zebra".split()
    def f_factorial():
        n = rng.randrange(1, 40); return f"What is {n} factorial?", str(math.factorial(n))
    def f_avg_word_length():
        ws = rng.sample(W, rng.randrange(2, 5)); return f"What is the average word length in '{' '.join(ws)}'? Round to one decimal.", f"{sum(map(len, ws)) / len(ws):.1f}"
    def f_most_common_letter():
        while True:
            w = rng.choice(W) + rng.choice(W); c = collections.Counter(w).most_common(2)
            if c[0][1] > c[1][1]: break
        return f"Which letter appears most often in '{w}'?", c[0][0]
    def f_divide_round():
        a, b = rng.randrange(1, 500), rng.randrange(2, 40); return f"What is {a} divided by {b}, rounded to 2 decimal places?", toolkit_fixed(a / b, 2)
    def f_consonants():
        w = rng.choice(W); return f"Count the consonants in '{w}'.", str(sum(c not in "aeiou" for c in w))
    def f_product():
        xs = [rng.randrange(1, 13) for _ in range(rng.randrange(2, 5))]; return f"What is the product of {', '.join(map(str, xs))}?", str(math.prod(xs))
    def f_last_two_digits():
        n = rng.randrange(100, 10 ** 7); return f"Give the last two digits of {n}.", str(n)[-2:]
    def f_digit_count():
        n = rng.randrange(1, 10 ** rng.randrange(2, 10)); return f"How many digits does {n} have?", str(len(str(n)))
    def f_next_even():
        n = rng.randrange(1, 1000); return f"What is the next even number after {n}?", str(n + 2 - n % 2)
    def f_letters_reverse_sorted():
        w = rng.choice(W); return f"Arrange the letters of '{w}' in reverse alphabetical order.", "".join(sorted(w, reverse=True))
    def f_square_root():
        n = rng.randrange(2, 60); return f"What is the square root of {n * n}?", str(n)
    def f_vat():
        p, k = rng.randrange(5, 500), rng.choice([5, 10, 20]); return f"Add {k}% VAT to ${p}.", f"${toolkit_fixed(p * (100 + k) / 100, 2)}"
    def f_same_backwards():
        w = rng.choice(["level", "radar", "civic", "refer", "kayak", "rotor"]) if rng.random() < .4 else rng.choice(W)
        return f"Is '{w}' spelled the same backwards? Reply yes or no.", "yes" if w == w[::-1] else "no"
    def f_h_m():
        n = rng.randrange(61, 1000); return f"Express {n} minutes as hours and minutes, like 2h 5m.", f"{n // 60}h {n % 60}m"
    def f_mode():
        while True:
            xs = [rng.randrange(1, 9) for _ in range(rng.randrange(5, 9))]; c = collections.Counter(xs).most_common(2)
            if c[0][1] > c[1][1]: break
        return f"What is the mode of {', '.join(map(str, xs))}?", str(c[0][0])
    def f_seconds_in_minutes():
        n = rng.randrange(1, 300); return f"How many seconds are in {n} minutes?", str(60 * n)
    return {k[2:]: v for k, v in locals().items() if k.startswith("f_")}


def toolkit_fixed(x: float, places: int) -> str:
    """`x` with `places` decimals, halves rounded up on its decimal digits (as people write money)."""
    return str(decimal.Decimal(repr(x)).quantize(decimal.Decimal(1).scaleb(-places), decimal.ROUND_HALF_UP))


SEEDS = {1: 7, 2: 11, 3: 5, 4: 3, 5: 13, 6: 17, 7: 19, 8: 23, 9: 29}

if __name__ == "__main__":
    folder, which = Path(sys.argv[1]), int(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEEDS[which])
    fams = {1: survey1, 2: survey2, 3: survey3, 4: survey4, 5: survey5, 6: survey6, 7: survey7, 8: survey8, 9: survey9}[which](rng)
    for name, make in fams.items():
        rows, seen = [], set()
        while len(rows) < 24:
            t, a = make()
            if t in seen:
                continue
            seen.add(t)
            rows.append({"input": t, "target": a})
        (folder / f"{name}.json").write_text(json.dumps({"examples": rows}, indent=1))
    print(len(fams), "families")
