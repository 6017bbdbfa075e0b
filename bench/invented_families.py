"""Invented task families, written for this benchmark and never in ../shared/data: a check of
how the whole loop does on requests nobody tuned it on (issue 13, "Held-out").

Writes families of 24 tasks each as `<family>.json` files in the BBH format
(`{"examples": [{"input", "target"}]}`), for `toolsmith bench --workload DIR`. Two sets:
`plain` (default): 14 one-line requests, 13 scriptable (heavier_animal needs world knowledge);
`framed`: 11 requests in the style of openai/evals, a fixed instruction of a few sentences, then
the payload on its own line(s), 10 scriptable (capital_city needs world knowledge); `mixed`: 15
everyday requests of several shapes, 14 scriptable (capital needs world knowledge); `unseen`: 16
requests written in session 8 before that session changed any code, 1 of world knowledge (author),
and 6 near misses of them (`nm_*`, 8 tasks each: one or two words changed, so the answer changes);
`fresh`: 13 requests written at the end of session 8, after its code changes, run once to measure
them (element needs world knowledge), and 4 near misses; `novel`: 14 requests written in session 9
after its code changes, run once to measure them (currency needs world knowledge), and 4 near misses;
`tenth`: 16 requests written at the start of session 10 before its code changed (language needs
world knowledge), and 4 near misses; `lines`: 12 requests with a payload of several lines
(text, CSV, code, JSON; river needs world knowledge), and 3 near misses; `echoes`: 12 requests
shaped like the issue's own examples, written in session 11 after its first change (city_country needs world
knowledge), and 3 near misses; `sundry`: 12 everyday requests of other shapes, written in
session 11 after its other changes (state_capital needs world knowledge), and 3 near misses;
`twelfth`: 13 requests with two or three parameters, written at the start of session 12 before
its code changed (painter needs world knowledge), and 3 near misses; `late`: 12 requests written
in session 12 after its code changes (continent needs world knowledge), and 2 near misses;
`coda`: 10 requests written at the end of session 12, after its last code change (landmark
needs world knowledge), and 2 near misses; `thirteenth`: 10 requests written in session 13 after
its code changes (university needs world knowledge), and 3 near misses; `fourteenth`: 14
requests written at the start of session 15 before its code changed (inventor needs world
knowledge), and 3 near misses; `fifteenth`: 13 requests written in session 15 after its search
changes (composer needs world knowledge), and 3 near misses; `seventeenth`: 12 requests written at
the start of session 17 before its code changed (olympic_host needs world knowledge), and 3 near misses; `eighteenth`: 12 requests written at the start
of session 18 before its code changed (peak_country needs world knowledge), and 3 near misses;
`nineteenth`: 12 requests written in session 18 after eighteenth's held-out run and before any
search or synthesis change (instrument_family needs world knowledge), and 3 near misses;
`twentieth`: 12 requests written at the start of session 19 before its code changed (animal_class
needs world knowledge), and 3 near misses; `twentyfirst`: 12 requests written in session 19 after
its search changes and before any run of it (antonym needs world knowledge), and 3 near misses;
`twentysecond`: 12 requests written at the start of session 20 before its code changed (plural
needs world knowledge), and 3 near misses; `twentythird`: 12 requests written in session 20 after
its code changes and before any run of it (sport_term needs world knowledge), and 3 near misses;
`twentyfourth`: 12 requests written at the end of session 20 after its last code change and before
any run of it (fruit_colour needs world knowledge), and 3 near misses; `twentyfifth`: 12 requests
written in session 21 after its search changes and before any run of it (animal_sound needs world
knowledge), and 3 near misses; `twentysixth`: 12 requests written in session 21 after the fixes from
twentyfifth's misses and before any run of it (colour_mix needs world knowledge), and 3 near misses;
`twentyseventh`: 12 requests written at the start of session 22 before its code changed (rhyme needs
world knowledge), and 3 near misses; `twentyeighth`: 12 requests written in session 22 after its code
changes and before any run of it (dish_ingredient needs world knowledge), and 3 near misses; `twentyninth`: 12
requests written at the start of session 23 before its code changed (young_animal needs world
knowledge), and 3 near misses; `thirtieth`: 13 requests written in session 23 after its code
changes and before any run of it (planet_order needs world knowledge), and 3 near misses;
`thirtyfirst`: 12 requests written at the start of session 24 before its code changed (shape_sides
needs world knowledge), and 3 near misses; `thirtysecond`: 12 requests written in session 24 after its
code changes and before any run of it (formula needs world knowledge), and 3 near misses; `thirtythird`:
12 requests written at the end of session 24 after its last code change and before any run of it
(currency_country needs world knowledge), and 3 near misses; `thirtyfourth`: 12 requests written at
the start of session 25 before its code changed (birthstone needs world knowledge), and 3 near misses;
`thirtyfifth`: 12 requests written in session 25 after its code changes and before any run of it
(collective_noun needs world knowledge), and 3 near misses; `thirtysixth`: 12 requests written at the end
of session 25 after its last code change and before any run of it (gemstone_colour needs world
knowledge), and 3 near misses; `thirtyseventh`: a second set of 12 requests written at the end of
session 25 after its last code change and before any run of it (metal_symbol needs world
knowledge), and 3 near misses; `thirtyeighth`: 12 requests written at the start of session 26
before its code changed (atomic_number needs world knowledge), and 3 near misses; `thirtyninth`:
12 requests in the style of openai/evals (an instruction, a blank line, the payload), written in
session 26 after its first change and before any run of it (sentiment needs judgement), and 3 near
misses; `fortieth`: 12 word problems and everyday sums, written in session 26 after its second
change and before any run of it (river_length needs world knowledge), and 3 near misses;
`fortyfirst`: 12 everyday one-line questions, written at the start of session 27 before any code
change (national_animal needs world knowledge), and 3 near misses; `fortysecond`: 11 small
edits of a given text or list, written in session 27 after its code changes and before any run
of them (synonym needs world knowledge), and 3 near misses; `fortythird`: 12 requests in the
style of openai/evals, written at the end of session 27 after its last code change and before any
run (island_ocean needs world knowledge), and 3 near misses; `fortyfourth`: 12 everyday
one-line requests, written at the start of session 28 before any change to the loop (animal_legs
needs world knowledge), and 3 near misses; `fortyfifth`: 12 everyday requests with two
parameters or none, written at the end of session 28 after its last code change and before any
run (team_size needs world knowledge), and 3 near misses; `fortysixth`: 12 everyday requests on
names, words, numbers and dates, written in session 29 after its last code change and before any
run (breed_origin needs world knowledge), and 3 near misses; `fortyseventh`: 12 everyday
requests in wordings no earlier set used, written in session 29 after a fix that fortysixth's run
called for and before any run (main_language needs world knowledge), and 3 near misses;
`fortyeighth`: 12 everyday requests in wordings no earlier set used, written at the start of
session 30 before any code change (mountain_range needs world knowledge), and 3 near misses;
`fortyninth`: 12 everyday requests in wordings no earlier set used, written in session 30 after
its last code change and before any run (language_family needs world knowledge), and 3 near misses;
`fiftieth`: 11 everyday requests in wordings no earlier set used, written in session 30 after a
fix that fortyninth's run called for and before any run (specialist_organ needs world
knowledge), and 3 near misses; `fiftyfirst`: 12 everyday requests in wordings no earlier set
used, written at the start of session 31 before any code change (loanword_origin needs world
knowledge), and 3 near misses; `fiftysecond`: 12 everyday requests in wordings no earlier
set used, written in session 31 after its first code change and before any run
(abbreviation_meaning needs world knowledge), and 3 near misses; `fiftythird`: 12 everyday
requests in wordings no earlier set used, written in session 31 after its last code change and
before any run (largest_city needs world knowledge), and 3 near misses; `fiftyfourth`: 12
everyday requests in wordings no earlier set used, written in session 32 after its one code
change and before any run (element_phase needs world knowledge), and 3 near misses;
`fiftyfifth`: 12 everyday requests in wordings no earlier set used, written in session 32 after
its last code change and before any run (national_sport needs world knowledge), and 3 near
misses; `fiftysixth`: 12 everyday requests in wordings no earlier set used, written in session 33
after its code change (a number's first and last digit) and before any run (athlete_sport needs
world knowledge), and 3 near misses; `fiftyseventh`: 12 everyday requests in wordings no earlier
set used, written in session 33 after its last code change (readings of a pick that lists in order
cannot tell apart) and before any run (event_year needs world knowledge), and 3 near misses;
`fiftyeighth`: 12 everyday requests in wordings no earlier set used, written in session 34 after its
first code change (thousands separators on a computed number) and before any run (bird_flight
needs world knowledge), and 3 near misses; `fiftyninth`: 12 everyday requests in wordings no
earlier set used, written in session 34 after its search changes and before any run (animal_diet
needs world knowledge), and 3 near misses; `sixtieth`: 12 everyday requests in wordings no earlier
set used, written at the start of session 35 before its code changed (animal_habitat needs world
knowledge), and 3 near misses; `sixtyfirst`: 12 everyday requests in wordings no earlier set
used, written in session 35 after its code changes and before any run (tree_leaves needs world
knowledge), and 3 near misses; `sixtysecond`: 12 everyday requests in wordings no earlier set used,
written in session 35 after its last code change and before any run (metal_or_not needs world
knowledge), and 3 near misses; `sixtythird`: 12 everyday requests in wordings no earlier set used,
written at the start of session 36 before its code changed (instrument_strings needs world
knowledge), and 3 near misses; `sixtyfourth`: 12 everyday requests in wordings no earlier set used,
written in session 36 after its code changes and before any run (organ_system needs world
knowledge), and 3 near misses; `sixtyfifth`: 12 everyday requests in wordings no earlier set used,
with rarer inputs mixed in (ties, mixed case, values below zero), written in session 36 after
`124db64` and before any run (city_hemisphere needs world knowledge), and 3 near misses;
`sixtysixth`: 12 everyday requests in wordings no earlier set used, with rarer inputs mixed in,
written in session 36 after `4e06708` and before any run (greeting_language needs world
knowledge), and 3 near misses; `sixtyseventh`: 12 everyday requests in wordings no earlier set
used, with rarer inputs mixed in, written in session 36 after `f32b037` and before any run
(river_mouth needs world knowledge), and 3 near misses; `sixtyeighth`: 12 everyday requests in
wordings no earlier set used, written at the end of session 36 after its last code change and
run once on the final code (dish_origin needs world knowledge), and 3 near misses; `sixtyninth`: 12
everyday requests in wordings no earlier set used, with rarer inputs mixed in, written at the
start of session 37 before its code changed (feminine_form needs world knowledge), and 3 near misses;
`seventieth`: 12 everyday requests in wordings no earlier set used, with rarer inputs mixed in,
written in session 37 after its first code change and before any run (si_unit needs world
knowledge), and 3 near misses; `seventyfirst`: 12 everyday requests in wordings no earlier set
used, with rarer inputs mixed in, written in session 37 after `43cd97e` and before any run
(greek_symbol needs world knowledge), and 3 near misses; `seventysecond`: 12 everyday requests in
wordings no earlier set used, with rarer inputs mixed in, written in session 37 after `2489c29`
and before any run (currency_symbol needs world knowledge), and 3 near misses; `seventythird`: 12
everyday requests in wordings no earlier set used, with rarer inputs mixed in, written at the end
of session 37 after its last code change and run once on the final code (roman_god needs world
knowledge), and 3 near misses; `seventyfourth`: 12 everyday requests in wordings no earlier set used,
with rarer inputs mixed in, written at the start of session 38 before any code change and run once
(prefix_meaning needs world knowledge), and 3 near misses; `seventyfifth`: 12 everyday requests in
wordings no earlier set used, with rarer inputs mixed in, written in session 38 after its first code
change and before any run (adjective_form needs world knowledge), and 3 near misses; `seventysixth`: 12 everyday requests in
wordings no earlier set used, with rarer inputs mixed in, written in session 38 after its second code
change and before any run (past_tense needs world knowledge), and 3 near misses; `seventyseventh`: 12 everyday requests in
wordings no earlier set used, with rarer inputs mixed in, written in session 38 after its last code
change and run once on it (si_prefix needs world knowledge), and 3 near misses; `seventyeighth`: 12 requests in
concepts no earlier set used, with rarer inputs mixed in, written at the start of session 39 before
its code changed (dialling_code needs world knowledge), and 3 near misses; `seventyninth`: 12 requests in
concepts no earlier set used, with rarer inputs mixed in, written in session 39 after its code changes
for seventyeighth and before any run of them (car_brand needs world knowledge), and 3 near misses;
`eightieth`: 12 requests in wordings no earlier set used, with rarer inputs mixed in, written in session
39 after its code changes for seventyninth and before any run of them (french_word needs world
knowledge), and 3 near misses; `eightyfirst`: 12 requests in wordings no earlier set used, with rarer inputs mixed
in, written in session 39 after its last code change and run once on it (currency_code needs
world knowledge), and 3 near misses; `eightysecond`: 12 requests in concepts no earlier set used, with
rarer inputs mixed in, written at the start of session 40 before any code change and run once
(country_tld needs world knowledge), and 3 near misses; `eightythird`: 12 requests in concepts no earlier set
used, with rarer inputs mixed in, written in session 40 after its code changes and run once on its final
code (holiday_month needs world knowledge), and 3 near misses; `eightyfourth`: 12 requests in concepts no
earlier set used, with rarer inputs mixed in, written at the start of session 41 before any code change
and run once (male_animal needs world knowledge), and 3 near misses; `eightyfifth`: 12 requests in
concepts no earlier set used, with rarer inputs mixed in, written in session 41 after its code changes
and run once on its final code (national_flower needs world knowledge), and 3 near misses; `eightysixth`: 12 requests in
concepts no earlier set used, with rarer inputs mixed in, written at the start of session 42 before any
code change and run once (bone_region needs world knowledge), and 3 near misses; `eightyseventh`: 12 requests
in concepts no earlier set used, with rarer inputs mixed in, written at the start of session 43 before any
code change and run once (moon_planet needs world knowledge), and 3 near misses; `eightyeighth`: 12 requests
in concepts no earlier set used, with rarer inputs mixed in, written in session 43 after its code changes
and run once on its final code (cheese_country needs world knowledge), and 3 near misses; `eightyninth`: 12
requests in concepts no earlier set used, with rarer inputs mixed in, written at the start of session 44
before any code change and run once (highest_mountain needs world knowledge), and 3 near misses; `ninetieth`:
12 requests in concepts no earlier set used, with rarer inputs mixed in, written in session 44 after its
code changes and run once on its final code (company_country needs world knowledge), and 3 near misses;
`ninetyfirst`: 12 requests in concepts no earlier set used, with rarer inputs mixed in, written at the start of
session 45 before any code change and run once (constellation needs world knowledge), and 3 near misses;
`ninetysecond`: 12 requests in concepts no earlier set used, with rarer inputs mixed in, written in session 45
after its code changes and run once on its final code (state_of_city needs world knowledge), and 3 near misses;
`ninetythird`: 12 requests in concepts no earlier set used, with rarer inputs mixed in, written at the start of
session 46 before any code change and run once (lake_country needs world knowledge), and 3 near misses;
`ninetyfourth`: 12 requests in concepts no earlier set used, with rarer inputs mixed in, written in session 46
after its code changes and run once on its final code (airline_country needs world knowledge), and 3 near misses;
`ninetyfifth`: 12 requests in concepts no earlier set used, with rarer inputs mixed in, written at the start of
session 47 before any code change and run once (volcano_country needs world knowledge), and 3 near misses;
`ninetysixth`: 12 requests in concepts no earlier set used, with rarer inputs mixed in, written in session 47
after its code changes and run once on its final code (museum_city needs world knowledge), and 3 near misses;
`ninetyseventh`: 12 requests in concepts no earlier set used, with rarer inputs mixed in, written at the start of
session 48 before any code change and run once (festival_country needs world knowledge; chairs_free repeats an
earlier set's free seats, which the search for used concepts missed), and 3 near misses; `ninetyeighth`: 12 requests
in concepts no earlier set used, with rarer inputs mixed in, written in session 48 after its first code changes and
run once on their code (trophy_sport needs world knowledge), and 3 near misses; `ninetyninth`: 12 requests in
concepts no earlier set used, with rarer inputs mixed in, written in session 48 after its second round of code
changes and run once on their code (hormone_organ needs world knowledge), and 3 near misses; `hundredth`: 12
requests in concepts no earlier set used, with rarer inputs mixed in, written at the start of session 49 before any
code change and run once (dance_origin needs world knowledge), and 3 near misses; `hundredfirst`: 12 requests
in concepts no earlier set used, with rarer inputs mixed in, written in session 49 after its first code changes and
run once on their code (sport_equipment needs world knowledge), and 3 near misses; `hundredsecond`: 12
requests in concepts no earlier set used, with rarer inputs mixed in, written at the start of session 50 before any
code change and run once (alloy_metal needs world knowledge), and 3 near misses; `hundredthird`: 12 requests
in concepts no earlier set used, with rarer inputs mixed in, written in session 50 after its first code changes and
run once on their code (animal_product needs world knowledge), and 3 near misses; `hundredfourth`: 12 requests
in concepts no earlier set used, with rarer inputs mixed in, written at the start of session 51 before any code
change and run once (tree_product needs world knowledge), and 3 near misses; `hundredfifth`: 12 requests in
concepts no earlier set used, with rarer inputs mixed in, written in session 51 after its first code changes and run
once on their code (discoverer needs world knowledge), and 3 near misses; `hundredsixth`: 12 requests in
concepts no earlier set used, written at the start of session 52 before its code changed (director
needs world knowledge), and 3 near misses; `hundredseventh`: 12 requests in concepts no earlier set used,
written in session 52 after its code changes and run once on that code (roman_god needs world knowledge),
and 3 near misses; `hundredeighth`: 12 requests in concepts no earlier set used, written at the start of session
53 before its code changed (city_nickname needs world knowledge), and 3 near misses; `hundredninth`: 12
requests in concepts no earlier set used, written in session 53 after its code changes and run once on that code
(novel_character needs world knowledge), and 3 near misses; `hundredtenth`: 12 requests in concepts no
earlier set used, written at the start of session 54 before its code changed (poem_author needs world
knowledge), and 3 near misses; `hundredeleventh`: 12 requests in concepts no earlier set used,
written in session 54 after its code changes and run once on that code (play_author needs world
knowledge), and 3 near misses.

    python bench/invented_families.py OUT [SEED] [plain|framed|mixed]
    toolsmith bench --workload OUT --agent truth --per-family 16 --per-judgement 16 \
        --judgement heavier_animal --systems agent,toolsmith_reviewed,toolsmith --out RESULTS
    (framed: --judgement capital_city; mixed: --judgement capital; unseen: --judgement author;
    fresh: --judgement element; novel: --judgement currency; tenth: --judgement language; lines: --judgement river;
    echoes: --judgement city_country; sundry: --judgement state_capital; twelfth: --judgement painter; late: --judgement continent; coda: --judgement landmark; thirteenth: --judgement university; fourteenth: --judgement inventor; fifteenth: --judgement composer; seventeenth: --judgement olympic_host;
    eighteenth: --judgement peak_country; nineteenth: --judgement instrument_family; twentieth: --judgement animal_class; twentyfirst: --judgement antonym; twentysecond: --judgement plural; twentythird: --judgement sport_term; twentyfourth: --judgement fruit_colour; twentyfifth: --judgement animal_sound; twentysixth: --judgement colour_mix; twentyseventh: --judgement rhyme; twentyeighth: --judgement dish_ingredient; twentyninth: --judgement young_animal; thirtieth: --judgement planet_order; thirtyfirst: --judgement shape_sides; thirtysecond: --judgement formula; thirtythird: --judgement currency_country; thirtyfourth: --judgement birthstone; thirtyfifth: --judgement collective_noun; thirtysixth: --judgement gemstone_colour; thirtyseventh: --judgement metal_symbol; thirtyeighth: --judgement atomic_number; thirtyninth: --judgement sentiment; fortieth: --judgement river_length; fortyfirst: --judgement national_animal; fortysecond: --judgement synonym; fortythird: --judgement island_ocean; fortyfourth: --judgement animal_legs; fortyfifth: --judgement team_size; fortysixth: --judgement breed_origin; fortyseventh: --judgement main_language; fortyeighth: --judgement mountain_range; fortyninth: --judgement language_family; fiftieth: --judgement specialist_organ; fiftyfirst: --judgement loanword_origin; fiftysecond: --judgement abbreviation_meaning; fiftythird: --judgement largest_city; fiftyfourth: --judgement element_phase; fiftyfifth: --judgement national_sport; fiftysixth: --judgement athlete_sport; fiftyseventh: --judgement event_year; fiftyeighth: --judgement bird_flight; fiftyninth: --judgement animal_diet; sixtieth: --judgement animal_habitat; sixtyfirst: --judgement tree_leaves; sixtysecond: --judgement metal_or_not; sixtythird: --judgement instrument_strings; sixtyfourth: --judgement organ_system; sixtyfifth: --judgement city_hemisphere; sixtysixth: --judgement greeting_language; sixtyseventh: --judgement river_mouth; sixtyeighth: --judgement dish_origin; sixtyninth: --judgement feminine_form; seventieth: --judgement si_unit; seventyfirst: --judgement greek_symbol; seventysecond: --judgement currency_symbol; seventythird: --judgement roman_god; seventyfourth: --judgement prefix_meaning; seventyfifth: --judgement adjective_form; seventysixth: --judgement past_tense; seventyseventh: --judgement si_prefix; seventyeighth: --judgement dialling_code; seventyninth: --judgement car_brand; eightieth: --judgement french_word; eightyfirst: --judgement currency_code; eightysecond: --judgement country_tld; eightythird: --judgement holiday_month; eightyfourth: --judgement male_animal; eightyfifth: --judgement national_flower; eightysixth: --judgement bone_region; eightyseventh: --judgement moon_planet; eightyeighth: --judgement cheese_country; eightyninth: --judgement highest_mountain; ninetieth: --judgement company_country; ninetyfirst: --judgement constellation; ninetysecond: --judgement state_of_city; ninetythird: --judgement lake_country; ninetyfourth: --judgement airline_country; ninetyfifth: --judgement volcano_country; ninetysixth: --judgement museum_city; ninetyseventh: --judgement festival_country; ninetyeighth: --judgement trophy_sport; ninetyninth: --judgement hormone_organ; hundredth: --judgement dance_origin; hundredfirst: --judgement sport_equipment; hundredsecond: --judgement alloy_metal; hundredthird: --judgement animal_product; hundredfourth: --judgement tree_product; hundredfifth: --judgement discoverer; hundredsixth: --judgement director; hundredseventh: --judgement roman_god; hundredeighth: --judgement city_nickname; hundredninth: --judgement novel_character; hundredtenth: --judgement poem_author; hundredeleventh: --judgement play_author)
"""
import calendar
import collections
import datetime
import fractions
import json
import itertools
import math
import random
import re
import statistics
import sys
from pathlib import Path

rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 7)
out = Path(sys.argv[1])
W = ("apple banana cherry dog elephant flower garden house island jungle kite lemon mango night ocean piano "
     "queen river stone tiger umbrella violin water yellow zebra castle pencil rocket window marble").split()
WHICH = sys.argv[3] if len(sys.argv) > 3 else "plain"
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


def framed():
    """Family name -> a function that returns one (task, answer); a fixed instruction, then the payload."""
    def words_in():
        ws = rng.sample(W, rng.randrange(3, 10))
        return ("You are a text analysis assistant. Count the words in the sentence the user gives you. "
                "Reply with a single integer and nothing else.\nSentence: " + " ".join(ws).capitalize() + "."), str(len(ws))
    def fahrenheit():
        c = rng.randrange(-30, 45)
        return ("You are a weather bot. Convert the temperature the user gives from Celsius to Fahrenheit, rounded "
                f"to one decimal place. Answer with the number followed by °F.\n{c}°C"), f"{c * 9 / 5 + 32:.1f}°F"
    def acronym():
        ws = rng.sample(W, rng.randrange(2, 6))
        return ("You are an editor. Make an acronym from the first letter of each word of the phrase, in capital "
                "letters. Reply with the acronym only.\nPhrase: " + " ".join(ws)), "".join(w[0] for w in ws).upper()
    def weekday():
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=rng.randrange(30000))
        return ("You are a calendar assistant. Tell the user which day of the week the given date falls on. "
                f"Answer with the day name only.\nDate: {d.isoformat()}"), d.strftime("%A")
    def sort_desc():
        xs = rng.sample(range(1, 500), rng.randrange(3, 8))
        return ("You are a data assistant. Sort the numbers on the last line from largest to smallest and answer "
                "with them separated by commas.\n" + ", ".join(map(str, xs))), ", ".join(map(str, sorted(xs, reverse=True)))
    def palindrome():
        w = rng.choice(["level", "radar", "civic", "rotor", "kayak", "refer", "stats", "noon", "madam", "racecar"]
                       if rng.random() < 0.5 else W)
        return ("You are a word game judge. Decide whether the word reads the same backwards. Answer yes or no, "
                f"in lower case.\nWord: {w}"), "yes" if w == w[::-1] else "no"
    def metres():
        e, x = rng.randrange(2, 9), rng.randrange(2, 90)
        return ("You are a unit converter. Convert kilometres to metres, in the same form as the example.\n"
                f"Example: {e} km -> {e * 1000} m\nInput: {x} km"), f"{x * 1000} m"
    def letter_count():
        text = " ".join(rng.sample(W, rng.randrange(3, 8)))
        c = rng.choice("aeinort")
        return ("Count how many times the given letter appears in the text. Reply with a number only.\n"
                f"Letter: {c}\nText: {text}"), str(text.count(c))
    def initials():
        first = rng.choice(["Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret"])
        last = rng.choice(["Lovelace", "Turing", "Hopper", "Dijkstra", "Liskov", "Knuth", "Allen", "Backus"])
        return ("Given a full name, reply with the initials, each followed by a full stop and no spaces.\n"
                f"Name: {first} {last}"), f"{first[0]}.{last[0]}."
    def word_lengths():
        ws = rng.sample(W, rng.randrange(2, 6))
        return ("You are a typesetting assistant. For the words on the last line, give the length of each word, "
                "separated by spaces, in the same order.\n" + " ".join(ws)), " ".join(str(len(w)) for w in ws)
    def capital():
        country, city = rng.choice([("France", "Paris"), ("Japan", "Tokyo"), ("Kenya", "Nairobi"), ("Peru", "Lima"),
                                    ("Canada", "Ottawa"), ("Egypt", "Cairo"), ("Norway", "Oslo"), ("Chile", "Santiago"),
                                    ("India", "New Delhi"), ("Spain", "Madrid"), ("Ghana", "Accra"), ("Iran", "Tehran"),
                                    ("Cuba", "Havana"), ("Italy", "Rome"), ("Poland", "Warsaw"), ("Nepal", "Kathmandu"),
                                    ("Greece", "Athens"), ("Mexico", "Mexico City"), ("Sweden", "Stockholm"),
                                    ("Vietnam", "Hanoi"), ("Turkey", "Ankara"), ("Brazil", "Brasilia"),
                                    ("Portugal", "Lisbon"), ("Ireland", "Dublin"), ("Austria", "Vienna"),
                                    ("Morocco", "Rabat"), ("Thailand", "Bangkok"), ("Argentina", "Buenos Aires")])
        return ("Name the capital city of the country given. Answer with the city only.\n"
                f"Country: {country}"), city
    return dict(word_count=words_in, fahrenheit=fahrenheit, acronym=acronym, weekday=weekday, sort_desc=sort_desc,
                palindrome=palindrome, metres=metres, letter_count=letter_count, initials=initials,
                word_lengths=word_lengths, capital_city=capital)


def mixed():
    """Family name -> a function that returns one (task, answer); everyday requests of several shapes."""
    def year():
        d = datetime.date(1900, 1, 1) + datetime.timedelta(days=rng.randrange(45000))
        return f"Extract the year from the date below and respond with the year only.\nDate: {d.day} {d:%B} {d.year}", str(d.year)
    def username():
        n = rng.choice(["jane.doe", "ada", "alan_t", "grace.h", "b.liskov", "knuth", "fran.allen"]) + str(rng.randrange(10))
        return f"Return the username part of this email address.\nEmail: {n}@{rng.choice(['example.com', 'uni.edu'])}", n
    def sentences():
        k = rng.randrange(1, 6)
        text = " ".join(" ".join(rng.sample(W, rng.randrange(3, 7))).capitalize() + "." for _ in range(k))
        return "Count the number of sentences in the paragraph below. Answer with a number.\n" + text, str(k)
    def even_sum():
        xs = [rng.randrange(1, 50) for _ in range(rng.randrange(3, 8))]
        return f"Given a list of integers, return the sum of the even numbers.\n{xs}", str(sum(x for x in xs if x % 2 == 0))
    def gcd():
        a, b = rng.randrange(2, 200), rng.randrange(2, 200)
        return f"What is the greatest common divisor of {a} and {b}?", str(__import__("math").gcd(a, b))
    def snake_case():
        ws = rng.sample(W, rng.randrange(2, 5))
        return "Convert the following phrase to snake_case.\nPhrase: " + " ".join(w.capitalize() for w in ws), "_".join(ws)
    def json_name():
        name = rng.choice(["Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald"])
        obj = {"id": rng.randrange(100), "name": name, "age": rng.randrange(20, 90)}
        return "Given the JSON object, return the value of the key \"name\".\n" + json.dumps(obj), name
    def days_between():
        d1 = datetime.date(2020, 1, 1) + datetime.timedelta(days=rng.randrange(700))
        d2 = d1 + datetime.timedelta(days=rng.randrange(1, 300))
        return f"How many days are there between {d1.isoformat()} and {d2.isoformat()}?", str((d2 - d1).days)
    def feet():
        f = rng.randrange(1, 40)
        return f"Convert {f} feet to inches. Reply with the number only.", str(f * 12)
    def last_chars():
        w, k = rng.choice(W), rng.randrange(1, 4)
        return f"Return the last {k} characters of: {w}", w[-k:]
    def repeat():
        w, k = rng.choice(["ha", "la", "boo", "na", "yo", "ho"]), rng.randrange(2, 9)
        return f"Repeat the word '{w}' {k} times, with no spaces.", w * k
    def nth_letter():
        w, k = rng.choice([x for x in W if len(x) >= 6]), rng.randrange(1, 6)
        return f"What is letter number {k} of the word '{w}'?", w[k - 1]
    def tip():
        bill, p = rng.randrange(1000, 20000) / 100, rng.choice([10, 15, 18, 20, 25])
        return f"A restaurant bill is ${bill:.2f}. How much is a {p}% tip? Answer in dollars and cents.", f"${bill * p / 100:.2f}"
    def lines():
        k = rng.randrange(1, 7)
        return "How many lines does the following text have?\n" + "\n".join(" ".join(rng.sample(W, 3)) for _ in range(k)), str(k)
    def capital():
        country, city = rng.choice([("France", "Paris"), ("Japan", "Tokyo"), ("Peru", "Lima"), ("Egypt", "Cairo"),
                                    ("Chile", "Santiago"), ("Spain", "Madrid"), ("Italy", "Rome"), ("Norway", "Oslo"),
                                    ("Cuba", "Havana"), ("Kenya", "Nairobi"), ("Ghana", "Accra"), ("Iran", "Tehran"),
                                    ("Nepal", "Kathmandu"), ("Greece", "Athens"), ("Sweden", "Stockholm"),
                                    ("Turkey", "Ankara"), ("Vietnam", "Hanoi"), ("Poland", "Warsaw"),
                                    ("Canada", "Ottawa"), ("India", "New Delhi"), ("Austria", "Vienna"),
                                    ("Ireland", "Dublin"), ("Portugal", "Lisbon"), ("Thailand", "Bangkok")])
        return f"What is the capital of {country}?", city
    return dict(year=year, username=username, sentences=sentences, even_sum=even_sum, gcd=gcd, snake_case=snake_case,
                json_name=json_name, days_between=days_between, feet=feet, last_chars=last_chars, repeat=repeat,
                nth_letter=nth_letter, tip=tip, lines=lines, capital=capital)


def unseen():
    """Family name -> a function that returns one (task, answer); written in session 8 before its code
    changed, 16 scriptable families, one of world knowledge (author) and six near misses (`nm_*`: one
    or two words of another family changed, so the answer changes; fewer tasks each)."""
    words = ("planet marker bottle sunset harbor lantern meadow crystal thunder blanket pillow candle forest "
             "button saddle copper wizard falcon orchard velvet basket mirror tunnel pepper ladder rabbit winter "
             "garlic pocket silver cactus dragon helmet jacket magnet needle oyster parrot puzzle ribbon tomato").split()
    names = ["Maria", "Tom", "Priya", "Kenji", "Olga", "Samir", "Lucy", "Diego", "Hana", "Victor"]
    def number(lo, hi):
        return rng.randrange(lo, hi)
    def digit_sum():
        n = number(100, 10**7)
        return f"What is the sum of the digits of {n}?", str(sum(map(int, str(n))))
    def nm_digit_product():
        n = number(100, 10**7)
        return f"What is the product of the digits of {n}?", str(__import__("math").prod(map(int, str(n))))
    def hexadecimal():
        n = number(10, 5000)
        return f"Convert the decimal number {n} to hexadecimal.", f"{n:X}"
    def nm_octal():
        n = number(10, 5000)
        return f"Convert the decimal number {n} to octal.", f"{n:o}"
    def remove_vowels():
        w = rng.choice(words)
        return f"Remove all the vowels from '{w}'.", "".join(c for c in w if c not in "aeiou")
    def nm_remove_consonants():
        w = rng.choice(words)
        return f"Remove all the consonants from '{w}'.", "".join(c for c in w if c in "aeiou")
    def minutes():
        n = number(61, 600)
        return f"Convert {n} minutes to hours and minutes.", f"{n // 60} h {n % 60} min"
    def extreme(pick, word):
        ws = rng.sample(words, rng.randrange(3, 7))
        best = pick(len(w) for w in ws)
        if sum(len(w) == best for w in ws) > 1:
            return extreme(pick, word)
        return f"Which word is the {word} in this list: {', '.join(ws)}?", pick(ws, key=len)
    def longest():
        return extreme(max, "longest")
    def nm_shortest():
        return extreme(min, "shortest")
    def is_prime():
        n = rng.choice([number(2, 400) for _ in range(4)] + [rng.choice([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37,
                       41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131])] * 4)
        prime = n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1))
        return f"Is {n} a prime number? Answer Yes or No.", "Yes" if prime else "No"
    def nm_even():
        n = number(2, 400)
        return f"Is {n} an even number? Answer Yes or No.", "Yes" if n % 2 == 0 else "No"
    def percent_of():
        p, b = rng.choice([10, 20, 25, 50, 75]), 4 * number(5, 250)
        return f"What is {p}% of {b}?", f"{p * b / 100:g}"
    def word_problem():
        who, a, b = rng.choice(names), number(2, 30), number(2, 30)
        thing = rng.choice(["apple", "marble", "book", "stamp", "coin", "sticker"])
        return f"{who} has {a} {thing}s and buys {b} more. How many {thing}s does {who} have now?", str(a + b)
    def url_domain():
        dom, tld = rng.choice(["acme", "northwind", "contoso", "initech", "globex", "umbrella"]), rng.choice(["com", "org", "net", "io"])
        path = "/".join(rng.sample(["docs", "blog", "shop", "news", "about", "team", "2024", "faq"], rng.randrange(1, 4)))
        return f"What is the domain name in the URL https://www.{dom}.{tld}/{path}?", f"{dom}.{tld}"
    def phone():
        d = "".join(str(number(0, 10)) for _ in range(10))
        return f"Format the phone number {d} as (XXX) XXX-XXXX.", f"({d[:3]}) {d[3:6]}-{d[6:]}"
    def kelvin():
        c = number(-40, 120)
        return f"Convert {c} degrees Celsius to Kelvin.", f"{c + 273.15:.2f}"
    def nm_fahrenheit():
        c = number(-40, 120)
        return f"Convert {c} degrees Celsius to Fahrenheit.", f"{c * 9 / 5 + 32:g}"
    def json_count():
        xs = rng.sample(words, rng.randrange(2, 9))
        return f"How many elements are in this JSON array? {json.dumps(xs)}", str(len(xs))
    def swap_case():
        ws = [w.capitalize() if rng.random() < 0.5 else w.upper() if rng.random() < 0.3 else w for w in rng.sample(words, rng.randrange(2, 5))]
        text = " ".join(ws)
        return f"Swap the case of every letter in: {text}", text.swapcase()
    def nth_word():
        ws = rng.sample(words, rng.randrange(4, 9))
        k = number(1, len(ws) + 1)
        return f"What is word number {k} in the sentence: {' '.join(ws)}", ws[k - 1]
    def mean():
        xs = [number(1, 60) for _ in range(rng.randrange(3, 7))]
        return f"Compute the mean of: {', '.join(map(str, xs))}", f"{round(statistics.mean(xs), 2):g}"
    def month_days():
        y, m = number(1900, 2100), number(1, 13)
        import calendar
        return f"How many days does {calendar.month_name[m]} {y} have?", str(calendar.monthrange(y, m)[1])
    def author():
        title, who = rng.choice([("Pride and Prejudice", "Jane Austen"), ("Moby-Dick", "Herman Melville"),
                                 ("War and Peace", "Leo Tolstoy"), ("Dracula", "Bram Stoker"), ("Ulysses", "James Joyce"),
                                 ("Beloved", "Toni Morrison"), ("Frankenstein", "Mary Shelley"), ("Emma", "Jane Austen"),
                                 ("The Trial", "Franz Kafka"), ("Middlemarch", "George Eliot"), ("Don Quixote", "Miguel de Cervantes"),
                                 ("Walden", "Henry David Thoreau"), ("Hamlet", "William Shakespeare"), ("Persuasion", "Jane Austen"),
                                 ("Candide", "Voltaire"), ("Lolita", "Vladimir Nabokov"), ("Rebecca", "Daphne du Maurier"),
                                 ("Dune", "Frank Herbert"), ("Ivanhoe", "Walter Scott"), ("Siddhartha", "Hermann Hesse"),
                                 ("Jane Eyre", "Charlotte Bronte"), ("Middlesex", "Jeffrey Eugenides"), ("Ulysses", "James Joyce"),
                                 ("The Hobbit", "J. R. R. Tolkien"), ("Kindred", "Octavia E. Butler"), ("Carrie", "Stephen King"),
                                 ("Atonement", "Ian McEwan"), ("Nostromo", "Joseph Conrad")])
        return f"Who wrote the novel '{title}'?", who
    return dict(digit_sum=digit_sum, hexadecimal=hexadecimal, remove_vowels=remove_vowels, minutes=minutes,
                longest=longest, is_prime=is_prime, percent_of=percent_of, word_problem=word_problem,
                url_domain=url_domain, phone=phone, kelvin=kelvin, json_count=json_count, swap_case=swap_case,
                nth_word=nth_word, mean=mean, month_days=month_days, author=author,
                nm_digit_product=nm_digit_product, nm_octal=nm_octal, nm_remove_consonants=nm_remove_consonants,
                nm_shortest=nm_shortest, nm_even=nm_even, nm_fahrenheit=nm_fahrenheit)



def fresh():
    """Family name -> a function that returns one (task, answer); written at the end of session 8,
    after its code changes, and run once without changing code after it: 13 scriptable families,
    one of world knowledge (element) and four near misses (`nm_*`, 8 tasks each)."""
    cities = ["Lisbon", "Nairobi", "Osaka", "Quito", "Tallinn", "Hobart", "Recife", "Bergen", "Dakar", "Perth"]
    items = ("cup plate spoon fork bowl knife glass jar pan lid tray mug kettle whisk ladle sieve").split()
    def years_between():
        a = rng.randrange(1900, 2000); b = a + rng.randrange(1, 90)
        return f"How many years passed between {a} and {b}?", str(b - a)
    def count_items():
        xs = rng.sample(items, rng.randrange(2, 9))
        return f"Here is a shopping list: {', '.join(xs)}. How many items are on it?", str(len(xs))
    def nm_count_letters():
        xs = rng.sample(items, rng.randrange(2, 6))
        return f"Here is a shopping list: {', '.join(xs)}. How many letters are on it?", str(sum(map(len, xs)))
    def upper():
        w = " ".join(rng.sample(items, rng.randrange(1, 4)))
        return f"Please write '{w}' in capital letters.", w.upper()
    def nm_lower():
        w = " ".join(rng.sample(items, rng.randrange(1, 4))).upper()
        return f"Please write '{w}' in small letters.", w.lower()
    def double():
        n = rng.randrange(3, 999)
        return f"Double the number {n}.", str(2 * n)
    def nm_halve():
        n = 2 * rng.randrange(3, 500)
        return f"Halve the number {n}.", str(n // 2)
    def first_word():
        ws = rng.sample(items, rng.randrange(3, 7))
        return f"Give the first word of this sentence: {' '.join(ws)}", ws[0]
    def nm_last_word():
        ws = rng.sample(items, rng.randrange(3, 7))
        return f"Give the last word of this sentence: {' '.join(ws)}", ws[-1]
    def celsius():
        f = rng.randrange(-20, 110)
        return f"Convert {f}°F to Celsius, rounded to the nearest whole degree.", str(round((f - 32) * 5 / 9))
    def iso_date():
        d = datetime.date(1990, 1, 1) + datetime.timedelta(days=rng.randrange(12000))
        return f"Rewrite the date {d.strftime('%B')} {d.day}, {d.year} in ISO format (YYYY-MM-DD).", d.isoformat()
    def ticket():
        city, n = rng.choice(cities), rng.randrange(1, 9)
        price = rng.choice([12, 15, 20, 25, 40])
        return f"A ticket to {city} costs ${price}. What do {n} tickets cost?", f"${price * n}"
    def even_odd():
        n = rng.randrange(1, 10000)
        return f"Is {n} even or odd?", "even" if n % 2 == 0 else "odd"
    def square():
        n = rng.randrange(2, 100)
        return f"What is the square of {n}?", str(n * n)
    def acronym():
        ws = rng.sample(["global", "positioning", "system", "central", "processing", "unit", "random", "access",
                         "memory", "light", "emitting", "diode"], rng.randrange(2, 5))
        return f"Form an acronym from: {' '.join(ws)}", "".join(w[0] for w in ws).upper()
    def char_count():
        w = rng.choice(items) + rng.choice(items)
        c = rng.choice(sorted(set(w)))
        return f"In the word {w}, how many times does {c} occur?", str(w.count(c))
    def sort_desc_words():
        ws = rng.sample(items, rng.randrange(3, 7))
        return f"Sort in reverse alphabetical order: {' '.join(ws)}", " ".join(sorted(ws, reverse=True))
    def element():
        sym, name = rng.choice([("H", "Hydrogen"), ("He", "Helium"), ("Li", "Lithium"), ("C", "Carbon"), ("N", "Nitrogen"),
                                ("O", "Oxygen"), ("Na", "Sodium"), ("Mg", "Magnesium"), ("Al", "Aluminium"),
                                ("Si", "Silicon"), ("S", "Sulfur"), ("Cl", "Chlorine"), ("K", "Potassium"),
                                ("Ca", "Calcium"), ("Fe", "Iron"), ("Cu", "Copper"), ("Zn", "Zinc"), ("Ag", "Silver"),
                                ("Au", "Gold"), ("Hg", "Mercury"), ("Pb", "Lead"), ("Sn", "Tin"), ("Ne", "Neon"),
                                ("Ar", "Argon"), ("U", "Uranium")])
        return f"Which chemical element has the symbol {sym}?", name
    return dict(years_between=years_between, count_items=count_items, upper=upper, double=double,
                first_word=first_word, celsius=celsius, iso_date=iso_date, ticket=ticket, even_odd=even_odd,
                square=square, acronym=acronym, char_count=char_count, sort_desc_words=sort_desc_words,
                element=element, nm_count_letters=nm_count_letters, nm_lower=nm_lower, nm_halve=nm_halve,
                nm_last_word=nm_last_word)



def novel():
    """Family name -> a function that returns one (task, answer); written in session 9 after its
    code changes, before running any of it, and run once without changing code after it: 14
    scriptable families, one of world knowledge (currency) and four near misses (`nm_*`)."""
    words = ("river stone cloud lamp window bridge candle meadow harbor pepper violin saddle tunnel orchard").split()
    colours = ("red green blue amber violet teal coral olive ivory navy").split()
    def word_count():
        ws = rng.sample(words, rng.randrange(3, 9))
        return f'How many words are in the sentence "{" ".join(ws)}"?', str(len(ws))
    def nm_letter_count():
        ws = rng.sample(words, rng.randrange(2, 5))
        return f'How many letters are in the sentence "{" ".join(ws)}"?', str(sum(map(len, ws)))
    def reverse_string():
        w = "".join(rng.sample("abcdefghijklmnopqrstuvwxyz", rng.randrange(4, 10)))
        return f"Reverse the string: {w}", w[::-1]
    def nm_reverse_words():
        ws = rng.sample(words, rng.randrange(3, 6))
        return f"Reverse the words: {' '.join(ws)}", " ".join(reversed(ws))
    def seconds():
        n = rng.randrange(2, 240)
        return f"How many seconds are in {n} minutes?", str(n * 60)
    def grams():
        oz = rng.randrange(2, 40)
        return f"A recipe needs {oz} ounces of flour. How many grams is that, to the nearest gram?", str(round(oz * 28.349523125))
    def spread():
        xs = rng.sample(range(1, 100), rng.randrange(3, 7))
        return f"What is the difference between the largest and smallest of {', '.join(map(str, xs))}?", str(max(xs) - min(xs))
    def weekday():
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=rng.randrange(30000))
        return f"On what day of the week did {d.isoformat()} fall?", d.strftime("%A")
    def digit_count():
        n = "".join(rng.choice("1237") for _ in range(rng.randrange(5, 10)))
        d = rng.choice("17")
        return f"How many times does the digit {d} appear in {n}?", str(n.count(d))
    def email_domain():
        user = rng.choice(["bob", "ana.lee", "k.ito", "mira", "sam_o"])
        dom = rng.choice(["example.org", "mail.co.uk", "uni.edu", "shop.io", "post.net"])
        return f"What is the domain of the email address {user}@{dom}?", dom
    def pens():
        a, b = rng.randrange(2, 12), rng.randrange(2, 25)
        return f"I have {a} boxes with {b} pens each. How many pens do I have?", str(a * b)
    def time_after():
        h, m, d = rng.randrange(0, 23), rng.randrange(0, 60), rng.randrange(5, 120)
        t = datetime.datetime(2000, 1, 1, h, m) + datetime.timedelta(minutes=d)
        return f"What time is it {d} minutes after {h:02d}:{m:02d}?", t.strftime("%H:%M")
    def nm_time_before():
        h, m, d = rng.randrange(2, 23), rng.randrange(0, 60), rng.randrange(5, 120)
        t = datetime.datetime(2000, 1, 1, h, m) - datetime.timedelta(minutes=d)
        return f"What time is it {d} minutes before {h:02d}:{m:02d}?", t.strftime("%H:%M")
    def last_item():
        xs = rng.sample(colours, rng.randrange(3, 7))
        return f"What is the last item in this list: {', '.join(xs)}?", xs[-1]
    def nm_first_item():
        xs = rng.sample(colours, rng.randrange(3, 7))
        return f"What is the first item in this list: {', '.join(xs)}?", xs[0]
    def contains():
        ws = rng.sample(words, 4)
        w = rng.choice(ws) if rng.random() < 0.5 else rng.choice([x for x in words if x not in ws])
        return f"Does the sentence '{' '.join(ws)}' contain the word '{w}'? Answer Yes or No.", "Yes" if w in ws else "No"
    def pad():
        n, k = rng.randrange(1, 9999), rng.choice([5, 6, 8])
        return f"Write {n} as a {k}-digit number with leading zeros.", str(n).zfill(k)
    def age():
        b = rng.randrange(1930, 2010); y = b + rng.randrange(5, 80)
        return f"Someone born in {b} turns how old in {y}?", str(y - b)
    def currency():
        country, cur = rng.choice([("Japan", "Yen"), ("India", "Rupee"), ("Mexico", "Peso"), ("Sweden", "Krona"),
                                   ("Poland", "Zloty"), ("Brazil", "Real"), ("Kenya", "Shilling"), ("Vietnam", "Dong"),
                                   ("Thailand", "Baht"), ("Russia", "Ruble"), ("Korea", "Won"), ("Turkey", "Lira"),
                                   ("Israel", "Shekel"), ("Hungary", "Forint"), ("Nigeria", "Naira"),
                                   ("Ghana", "Cedi"), ("Peru", "Sol"), ("Ukraine", "Hryvnia"), ("Georgia", "Lari"),
                                   ("Armenia", "Dram"), ("Laos", "Kip"), ("Malaysia", "Ringgit"), ("Cambodia", "Riel"),
                                   ("Paraguay", "Guarani"), ("Bangladesh", "Taka"), ("Mongolia", "Tugrik"),
                                   ("Indonesia", "Rupiah")])
        return f"What is the currency of {country}?", cur
    return dict(word_count=word_count, reverse_string=reverse_string, seconds=seconds, grams=grams, spread=spread,
                weekday=weekday, digit_count=digit_count, email_domain=email_domain, pens=pens, time_after=time_after,
                last_item=last_item, contains=contains, pad=pad, age=age, currency=currency,
                nm_letter_count=nm_letter_count, nm_reverse_words=nm_reverse_words, nm_time_before=nm_time_before,
                nm_first_item=nm_first_item)


def tenth():
    """Family name -> a function that returns one (task, answer); written at the start of session 10,
    before any code changed, and run on its code before and after: 16 scriptable families, one of
    world knowledge (language) and four near misses (`nm_*`)."""
    words = ("harbor lantern copper meadow falcon orchard thunder velvet pepper saddle ribbon walnut "
             "glacier compass beacon quarry timber canyon mustard kettle sparrow lobster trumpet "
             "pudding").split()
    people = [("Grace", "Hopper"), ("Alan", "Turing"), ("Ada", "Lovelace"), ("Linus", "Torvalds"),
              ("Barbara", "Liskov"), ("Donald", "Knuth"), ("Margaret", "Hamilton"), ("Dennis", "Ritchie"),
              ("Frances", "Allen"), ("Edsger", "Dijkstra"), ("Radia", "Perlman"), ("Ken", "Thompson")]
    people = [(f, l) for f, _ in people for _, l in people]
    def roman():
        n = rng.randrange(1, 4000)
        vals = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
                (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        out, k = "", n
        for v, r in vals:
            while k >= v:
                out, k = out + r, k - v
        return f"Write {n} in Roman numerals.", out
    def phrase():
        return " ".join(w.capitalize() for w in rng.sample(words, rng.randrange(2, 5)))
    def snake():
        t = phrase()
        return f"Convert '{t}' to snake_case.", t.lower().replace(" ", "_")
    def nm_kebab():
        t = phrase()
        return f"Convert '{t}' to kebab-case.", t.lower().replace(" ", "-")
    def minutes_between():
        a = rng.randrange(0, 23 * 60); b = rng.randrange(a + 1, 24 * 60)
        return (f"How many minutes are there between {a // 60:02d}:{a % 60:02d} and {b // 60:02d}:{b % 60:02d}?",
                str(b - a))
    def dedupe():
        xs = [rng.choice(words[:7]) for _ in range(rng.randrange(4, 9))]
        return (f"Remove the duplicates from this list, keeping the first of each: {', '.join(xs)}",
                ", ".join(dict.fromkeys(xs)))
    def sort_numbers():
        xs = rng.sample(range(1, 500), rng.randrange(3, 8))
        return f"Sort from smallest to largest: {', '.join(map(str, xs))}", ", ".join(map(str, sorted(xs)))
    def nm_sort_desc():
        xs = rng.sample(range(1, 500), rng.randrange(3, 8))
        return f"Sort from largest to smallest: {', '.join(map(str, xs))}", ", ".join(map(str, sorted(xs, reverse=True)))
    def initials():
        first, last = rng.choice(people)
        return f"What are the initials of {first} {last}?", f"{first[0]}.{last[0]}."
    def consonants():
        w = rng.choice(words)
        return f"How many consonants are in '{w}'?", str(sum(c not in "aeiou" for c in w))
    def nm_vowels():
        w = rng.choice(words)
        return f"How many vowels are in '{w}'?", str(sum(c in "aeiou" for c in w))
    def leap():
        y = rng.randrange(1600, 2400)
        leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
        return f"Is {y} a leap year? Answer yes or no.", "yes" if leap else "no"
    def add_up():
        xs = [rng.randrange(1, 60) for _ in range(rng.randrange(2, 6))]
        return f"Add up these numbers: {', '.join(map(str, xs))}", str(sum(xs))
    def nm_multiply():
        xs = [rng.randrange(1, 13) for _ in range(rng.randrange(2, 5))]
        return f"Multiply these numbers: {', '.join(map(str, xs))}", str(__import__("math").prod(xs))
    def palindrome():
        half = "".join(rng.choice("abcdelmnorst") for _ in range(rng.randrange(2, 5)))
        w = half + half[::-1][rng.randrange(2):] if rng.random() < 0.5 else half + "".join(rng.sample("xyzqk", 2))
        return f"Is '{w}' a palindrome? Answer True or False.", str(w == w[::-1])
    def nth_char():
        w = rng.choice(words); k = rng.randrange(1, len(w) + 1)
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(k, "th")
        return f"What is the {k}{suffix} letter of '{w}'?", w[k - 1]
    def speed():
        h = rng.randrange(1, 9); v = rng.randrange(20, 130)
        return f"A car travels {h * v} km in {h} hours. What is its average speed in km/h?", str(v)
    def split_bill():
        total, n = rng.randrange(20, 400), rng.randrange(2, 9)
        return f"Split a bill of ${total} evenly among {n} people. How much does each person pay?", f"${total / n:.2f}"
    def word_lengths():
        ws = rng.sample(words, rng.randrange(3, 7))
        return f"List the length of each word in: {' '.join(ws)}", ", ".join(str(len(w)) for w in ws)
    def ordinal():
        n = rng.randrange(1, 200)
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"Write {n} as an ordinal number.", f"{n}{suffix}"
    def json_value():
        obj = {k: rng.randrange(1, 99) for k in rng.sample(["width", "height", "depth", "weight", "price", "stock"], 3)}
        k = rng.choice(list(obj))
        return f"What is the value of \"{k}\" in this JSON object? {json.dumps(obj)}", str(obj[k])
    def language():
        country, lang = rng.choice([("Brazil", "Portuguese"), ("Iran", "Persian"), ("Ethiopia", "Amharic"),
                                    ("Finland", "Finnish"), ("Greece", "Greek"), ("Hungary", "Hungarian"),
                                    ("Japan", "Japanese"), ("Kenya", "Swahili"), ("Mexico", "Spanish"),
                                    ("Netherlands", "Dutch"), ("Pakistan", "Urdu"), ("Poland", "Polish"),
                                    ("Thailand", "Thai"), ("Turkey", "Turkish"), ("Vietnam", "Vietnamese"),
                                    ("Israel", "Hebrew"), ("Egypt", "Arabic"), ("Korea", "Korean"),
                                    ("Indonesia", "Indonesian"), ("Cambodia", "Khmer"), ("Laos", "Lao"),
                                    ("Georgia", "Georgian"), ("Armenia", "Armenian"), ("Mongolia", "Mongolian")])
        return f"What language is mainly spoken in {country}?", lang
    return dict(roman=roman, snake=snake, minutes_between=minutes_between, dedupe=dedupe,
                sort_numbers=sort_numbers, initials=initials, consonants=consonants, leap=leap, add_up=add_up,
                palindrome=palindrome, nth_char=nth_char, speed=speed, split_bill=split_bill,
                word_lengths=word_lengths, ordinal=ordinal, json_value=json_value, language=language,
                nm_kebab=nm_kebab, nm_sort_desc=nm_sort_desc, nm_vowels=nm_vowels, nm_multiply=nm_multiply)


def lines():
    """Family name -> a function that returns one (task, answer); written in session 10, requests
    with a payload of several lines (text, CSV, code, JSON) as agents get them: 12 scriptable
    families, one of world knowledge (river) and three near misses (`nm_*`)."""
    words = ("server cache token parser socket buffer thread module kernel driver router schema "
             "cursor packet signal handle").split()
    fruit = ("apple pear plum fig kiwi lime mango peach grape melon cherry lemon").split()
    def text_lines():
        return "\n".join(" ".join(rng.sample(words, rng.randrange(2, 6))) for _ in range(rng.randrange(2, 7)))
    def count_lines():
        t = text_lines()
        return f"How many lines does this text have?\n{t}", str(len(t.splitlines()))
    def nm_count_words():
        t = text_lines()
        return f"How many words does this text have?\n{t}", str(len(t.split()))
    def table():
        rows = [(f, rng.randrange(1, 50), rng.randrange(1, 20)) for f in rng.sample(fruit, rng.randrange(2, 7))]
        return rows, "name,qty,price\n" + "\n".join(f"{f},{q},{c}" for f, q, c in rows)
    def csv_total():
        rows, csv = table()
        return f"What is the total of the qty column?\n{csv}", str(sum(q for _, q, _ in rows))
    def csv_rows():
        rows, csv = table()
        return f"How many data rows (not counting the header) are in this CSV?\n{csv}", str(len(rows))
    def prices(word, pick):
        rows = [(f, rng.randrange(1, 100)) for f in rng.sample(fruit, rng.randrange(2, 6))]
        if len({c for _, c in rows}) < len(rows):
            return prices(word, pick)
        body = "\n".join(f"{f}: ${c}" for f, c in rows)
        return f"Which item has the {word} price?\n{body}", pick(rows, key=lambda r: r[1])[0]
    def priciest():
        return prices("highest", max)
    def nm_cheapest():
        return prices("lowest", min)
    def todos():
        body, n = [], 0
        for _ in range(rng.randrange(3, 9)):
            if rng.random() < 0.4:
                body.append(f"    # TODO: {rng.choice(words)} {rng.choice(words)}"); n += 1
            else:
                body.append(f"    {rng.choice(words)} = {rng.choice(words)}({rng.randrange(9)})")
        code = "def main():\n" + "\n".join(body)
        return f"Count the TODO comments in this code:\n```python\n{code}\n```", str(n)
    def emails():
        people = rng.sample(["ana", "bo", "cy", "dee", "eli", "fay"], rng.randrange(1, 4))
        doms = [rng.choice(["example.com", "mail.org", "corp.net"]) for _ in people]
        addrs = [f"{u}@{d}" for u, d in zip(people, doms)]
        filler = ["please contact", "or write to", "cc", "and also"]
        text = " ".join(f"{rng.choice(filler)} {a}" for a in addrs) + " today."
        return f"List the email addresses in this message, separated by commas: {text}", ", ".join(addrs)
    def json_keys():
        keys = rng.sample(["id", "name", "email", "age", "city", "score", "role", "team"], rng.randrange(2, 6))
        obj = {k: rng.randrange(100) for k in keys}
        return f"List the keys of this JSON object in order: {json.dumps(obj)}", ", ".join(keys)
    def json_sum():
        xs = [rng.randrange(-20, 100) for _ in range(rng.randrange(2, 8))]
        return f"What is the sum of the numbers in this JSON array? {json.dumps(xs)}", str(sum(xs))
    def log(which, word):
        out, n = [], 0
        for _ in range(rng.randrange(3, 9)):
            level = rng.choice(["INFO", "WARN", "ERROR", "INFO"])
            n += level == which
            out.append(f"2024-05-{rng.randrange(10, 29)} {level} {rng.choice(words)} {rng.choice(words)}")
        return f"How many lines of this log are {word}?\n" + "\n".join(out), str(n)
    def error_lines():
        return log("ERROR", "errors")
    def nm_warn_lines():
        return log("WARN", "warnings")
    def numbers_in():
        xs = rng.sample(range(1, 300), rng.randrange(2, 5))
        things = rng.sample(fruit, len(xs))
        text = " and ".join(f"{x} {t}s" for x, t in zip(xs, things))
        return f"Extract all the numbers from: I bought {text}.", ", ".join(map(str, xs))
    def longest_line():
        t = text_lines().splitlines()
        if len({len(x) for x in t}) < len(t) or len(t) < 2:
            return longest_line()
        return "Which line of this text is the longest?\n" + "\n".join(t), max(t, key=len)
    def upper_lines():
        t = text_lines()
        return f"Rewrite this text in upper case:\n{t}", t.upper()
    def river():
        country, r = rng.choice([("Egypt", "Nile"), ("Brazil", "Amazon"), ("China", "Yangtze"), ("India", "Ganges"),
                                 ("Iraq", "Euphrates"), ("Germany", "Rhine"), ("Austria", "Danube"), ("Russia", "Volga"),
                                 ("France", "Loire"), ("England", "Thames"), ("Italy", "Po"), ("Poland", "Vistula"),
                                 ("Spain", "Tagus"), ("Mali", "Niger"), ("Congo", "Congo"), ("Zambia", "Zambezi"),
                                 ("Pakistan", "Indus"), ("Vietnam", "Mekong"), ("Canada", "Mackenzie"),
                                 ("Australia", "Murray"), ("Argentina", "Parana"), ("Mongolia", "Selenga"),
                                 ("Ukraine", "Dnieper"), ("Sudan", "Nile"), ("Peru", "Ucayali"), ("Serbia", "Danube")])
        return f"Name the longest river of {country}.", r
    return dict(count_lines=count_lines, csv_total=csv_total, csv_rows=csv_rows, priciest=priciest, todos=todos,
                emails=emails, json_keys=json_keys, json_sum=json_sum, error_lines=error_lines,
                numbers_in=numbers_in, longest_line=longest_line, upper_lines=upper_lines, river=river,
                nm_count_words=nm_count_words, nm_cheapest=nm_cheapest, nm_warn_lines=nm_warn_lines)

def echoes():
    """Written in session 11 after its first change (C1 payloads), before any other: requests shaped like the
    issue's own examples (encodings, formatted amounts, a date with its weekday, an answer
    sentence, matrices of two sizes, an option to pick, JSON, bit operations); city_country needs
    world knowledge; near misses BASE32, trace, a fall in percent."""
    words = "river candle marble frost willow ember lantern copper meadow thistle harbor".split()
    def text():
        return " ".join(rng.sample(words, rng.randrange(2, 5)))
    def base64_of():
        t = text()
        import base64
        return f"Give me the BASE64 of: {t}", base64.b64encode(t.encode()).decode()
    def nm_base32():
        t = text()
        import base64
        return f"Give me the BASE32 of: {t}", base64.b32encode(t.encode()).decode()
    def rot13():
        import codecs
        t = text()
        return f"Apply ROT13 to this text: {t}", codecs.encode(t, "rot13")
    def amounts():
        xs = rng.sample(range(100, 500000), rng.randrange(3, 6))
        fmt = lambda c: f"${c // 100:,}" + (f".{c % 100:02d}" if c % 100 else "")
        return (f"Sort these amounts from lowest to highest: {', '.join(fmt(x) for x in xs)}",
                ", ".join(fmt(x) for x in sorted(xs)))
    def full_date():
        d = datetime.date(1900, 1, 1) + datetime.timedelta(days=rng.randrange(0, 60000))
        return f"Write {d.isoformat()} as a full date with the weekday.", f"{d:%A}, {d:%B} {d.day}, {d.year}."
    def order_total():
        o, b, u = rng.randrange(10, 999), rng.randrange(2, 12), rng.randrange(2, 40)
        return f"Order {o} has {b} boxes of {u} units each. What is the total?", f"The total for order {o} is {b * u} units."
    def matrix():
        k = rng.choice([2, 3])
        m = [[rng.randrange(-9, 10) for _ in range(k)] for _ in range(k)]
        det = (m[0][0] * m[1][1] - m[0][1] * m[1][0]) if k == 2 else (
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))
        return f"What is the determinant of the matrix {m}?", str(det)
    def nm_trace():
        k = rng.choice([2, 3])
        m = [[rng.randrange(-9, 10) for _ in range(k)] for _ in range(k)]
        return f"What is the trace of the matrix {m}?", str(sum(m[i][i] for i in range(k)))
    def pick_sum():
        a, b = rng.randrange(10, 90), rng.randrange(10, 90)
        opts = rng.sample([a + b - 2, a + b - 1, a + b + 1, a + b + 2, a + b + 10], 3) + [a + b]
        rng.shuffle(opts)
        letters = "ABCD"
        return (f"What is {a} + {b}?\nOptions:\n" + "\n".join(f"({l}) {v}" for l, v in zip(letters, opts)),
                f"({letters[opts.index(a + b)]})")
    def json_field():
        pool = {"name": ["Ana", "Bo", "Cy", "Dee"], "city": ["Lima", "Oslo", "Pune", "Riga"],
                "team": ["red", "blue", "green"], "role": ["admin", "guest", "editor"], "level": ["1", "2", "3", "4"]}
        keys = rng.sample(list(pool), rng.randrange(2, 5))
        obj = {k: rng.choice(pool[k]) for k in keys}
        k = rng.choice(keys)
        return f"In this record, what is the {k}? {json.dumps(obj)}", obj[k]
    def bits():
        a, b, c = rng.randrange(1, 256), rng.randrange(1, 256), rng.randrange(1, 5)
        op = rng.choice(["&", "|", "^"])
        expr = f"({hex(a)} {op} {bin(b)}) << {c}"
        return f"Evaluate {expr}", str(eval(expr))
    def rise():
        a = rng.randrange(20, 200); b = a + rng.randrange(1, 200)
        pct = round(100 * (b - a) / a, 1)
        return f"A price went from {a} to {b}. By what percent did it rise?", f"{pct:g}%"
    def nm_fall():
        b = rng.randrange(20, 200); a = b + rng.randrange(1, 200)
        pct = round(100 * (a - b) / a, 1)
        return f"A price went from {a} to {b}. By what percent did it fall?", f"{pct:g}%"
    def letter_times():
        w = rng.choice(["strawberry", "mississippi", "banana", "committee", "balloon", "bookkeeper", "assessment",
                        "parallel", "occurrence", "referee", "coffee", "letter"])
        c = rng.choice(sorted(set(w)))
        return f"How many times does the letter '{c}' appear in '{w}'?", str(w.count(c))
    def area():
        a, b = rng.randrange(2, 40), rng.randrange(2, 40)
        return f"What is the area of a rectangle {a} m by {b} m?", f"{a * b} square metres"
    def city_country():
        city, country = rng.choice([("Lima", "Peru"), ("Oslo", "Norway"), ("Hanoi", "Vietnam"), ("Accra", "Ghana"),
                                    ("Quito", "Ecuador"), ("Minsk", "Belarus"), ("Dakar", "Senegal"), ("Riga", "Latvia"),
                                    ("Lagos", "Nigeria"), ("Osaka", "Japan"), ("Porto", "Portugal"), ("Cusco", "Peru"),
                                    ("Gdansk", "Poland"), ("Bergen", "Norway"), ("Busan", "South Korea"),
                                    ("Cebu", "Philippines"), ("Medan", "Indonesia"), ("Tartu", "Estonia"),
                                    ("Kandy", "Sri Lanka"), ("Fez", "Morocco"), ("Aswan", "Egypt"), ("Perth", "Australia"),
                                    ("Graz", "Austria"), ("Ghent", "Belgium"), ("Cork", "Ireland"), ("Tromso", "Norway")])
        return f"In which country is the city of {city}?", country
    return dict(base64_of=base64_of, rot13=rot13, amounts=amounts, full_date=full_date, order_total=order_total,
                matrix=matrix, pick_sum=pick_sum, json_field=json_field, bits=bits, rise=rise,
                letter_times=letter_times, area=area, city_country=city_country,
                nm_base32=nm_base32, nm_trace=nm_trace, nm_fall=nm_fall)


def sundry():
    """Written in session 11 after its mining and search changes, before any change made for
    it: everyday requests of other shapes (clock formats, money, masks, markup, fractions);
    state_capital needs world knowledge; near misses 12-hour time, the first digits, hours."""
    words = "listen silent enlist tinsel inlets night thing below elbow state taste".split()
    def time24():
        h, m = rng.randrange(1, 13), rng.randrange(0, 60)
        ap = rng.choice(["AM", "PM"])
        return f"Convert {h}:{m:02d} {ap} to 24-hour time.", f"{(h % 12) + 12 * (ap == 'PM'):02d}:{m:02d}"
    def nm_time12():
        h, m = rng.randrange(0, 24), rng.randrange(0, 60)
        return f"Convert {h:02d}:{m:02d} to 12-hour time.", f"{(h % 12) or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"
    def tip():
        bill, pct = rng.randrange(500, 20000) / 100, rng.choice([10, 15, 18, 20, 25])
        return f"Calculate a {pct}% tip on a ${bill:.2f} bill.", f"${bill * pct / 100:.2f}"
    def phone():
        d = "".join(str(rng.randrange(10)) for _ in range(10))
        return f"Format the phone number {d} as (XXX) XXX-XXXX.", f"({d[:3]}) {d[3:6]}-{d[6:]}"
    def thousands():
        n = rng.randrange(1000, 10**9)
        return f"Write {n} with commas as thousands separators.", f"{n:,}"
    def larger_fraction():
        a, b = rng.randrange(1, 9), rng.randrange(2, 10)
        c, d = rng.randrange(1, 9), rng.randrange(2, 10)
        if a * d == b * c or a >= b or c >= d:
            return larger_fraction()
        return f"Which is larger, {a}/{b} or {c}/{d}?", f"{a}/{b}" if a * d > b * c else f"{c}/{d}"
    def no_digits():
        t = "".join(rng.choice("abcdefxyz0123456789") for _ in range(rng.randrange(6, 14)))
        return f"Remove all digits from '{t}'.", "".join(c for c in t if not c.isdigit())
    def weeks():
        w = rng.randrange(1, 60)
        return f"How many weeks are in {7 * w} days?", str(w)
    def nm_hours():
        d = rng.randrange(1, 60)
        return f"How many hours are in {d} days?", str(24 * d)
    def anagram():
        a, b = rng.sample(words, 2)
        return f"Is '{a}' an anagram of '{b}'? Answer Yes or No.", "Yes" if sorted(a) == sorted(b) else "No"
    def hypotenuse():
        a, b = rng.choice([(3, 4), (5, 12), (8, 15), (7, 24), (20, 21), (9, 40), (12, 35), (11, 60)])
        k = rng.randrange(1, 6)
        return f"A right triangle has legs {a * k} and {b * k}. How long is its hypotenuse?", str(int(round(((a * k) ** 2 + (b * k) ** 2) ** 0.5)))
    def strip_tags():
        parts = rng.sample(["bold", "text", "here", "click", "now", "more", "info"], rng.randrange(2, 5))
        tags = ["b", "i", "em", "span", "strong"]
        html = " ".join(f"<{t}>{p}</{t}>" if rng.random() < 0.6 else p for p in parts for t in [rng.choice(tags)])
        return f"Strip the HTML tags from: {html}", " ".join(parts)
    def day_of_year():
        d = datetime.date(2000, 1, 1) + datetime.timedelta(days=rng.randrange(0, 9000))
        return f"What day of the year is {d.isoformat()}?", str(d.timetuple().tm_yday)
    def mask():
        d = "".join(str(rng.randrange(10)) for _ in range(16))
        return f"Mask all but the last 4 digits of the card number {d}.", "*" * 12 + d[-4:]
    def nm_mask_first():
        d = "".join(str(rng.randrange(10)) for _ in range(16))
        return f"Mask all but the first 4 digits of the card number {d}.", d[:4] + "*" * 12
    def state_capital():
        state, city = rng.choice([("Texas", "Austin"), ("Ohio", "Columbus"), ("Oregon", "Salem"), ("Iowa", "Des Moines"),
                                  ("Nevada", "Carson City"), ("Maine", "Augusta"), ("Utah", "Salt Lake City"),
                                  ("Idaho", "Boise"), ("Kansas", "Topeka"), ("Alaska", "Juneau"), ("Vermont", "Montpelier"),
                                  ("Georgia", "Atlanta"), ("Florida", "Tallahassee"), ("Montana", "Helena"),
                                  ("Arizona", "Phoenix"), ("Wyoming", "Cheyenne"), ("Colorado", "Denver"),
                                  ("Alabama", "Montgomery"), ("Kentucky", "Frankfort"), ("Virginia", "Richmond"),
                                  ("Michigan", "Lansing"), ("Illinois", "Springfield"), ("Missouri", "Jefferson City"),
                                  ("Nebraska", "Lincoln"), ("Delaware", "Dover"), ("Hawaii", "Honolulu")])
        return f"What is the capital of the US state of {state}?", city
    return dict(time24=time24, tip=tip, phone=phone, thousands=thousands, larger_fraction=larger_fraction,
                no_digits=no_digits, weeks=weeks, anagram=anagram, hypotenuse=hypotenuse, strip_tags=strip_tags,
                day_of_year=day_of_year, mask=mask, state_capital=state_capital,
                nm_time12=nm_time12, nm_hours=nm_hours, nm_mask_first=nm_mask_first)


def twelfth():
    """Written at the start of session 12, before any of its code changes: requests with two or three
    parameters (a character to replace, a shift, a key), fractions, sequences and dates; painter
    needs world knowledge; near misses the greatest common divisor, the last word, latest first."""
    nouns = "pear apple fig plum grape lemon melon kiwi mango olive peach lime date guava".split()
    def replace_char():
        w = rng.choice(["banana", "letter", "bottle", "mississippi", "coffee", "balloon", "pepper", "committee"])
        a = rng.choice(sorted(set(w)))
        b = rng.choice([c for c in "xyzqo" if c != a])
        return f"Replace every '{a}' with '{b}' in '{w}'.", w.replace(a, b)
    def nth_smallest():
        xs = rng.sample(range(1, 100), rng.randrange(5, 8))
        k = rng.randrange(1, 4)
        return (f"What is the {['', '1st', '2nd', '3rd'][k]} smallest number in: {', '.join(map(str, xs))}?",
                str(sorted(xs)[k - 1]))
    def record_field():
        name = rng.choice(["Bob", "Ana", "Li", "Omar", "Eva", "Raj", "Zoe", "Ken"])
        age, city = rng.randrange(18, 90), rng.choice(["Lyon", "Oslo", "Lima", "Pune", "Kyiv", "Graz"])
        key = rng.choice(["name", "age", "city"])
        return (f"In the record name={name}; age={age}; city={city}, what is the {key}?",
                {"name": name, "age": str(age), "city": city}[key])
    def caesar():
        w, k = rng.choice(nouns + W), rng.randrange(1, 10)
        return f"Encrypt '{w}' with a Caesar shift of {k}.", "".join(chr((ord(c) - 97 + k) % 26 + 97) for c in w)
    def stem():
        d = "/".join(rng.sample(["home", "user", "docs", "data", "tmp", "srv", "work", "img"], rng.randrange(1, 4)))
        f = rng.choice(["report", "notes", "photo_01", "backup", "index", "draft-2", "summary"])
        e = rng.choice(["pdf", "txt", "jpg", "tar", "html", "csv"])
        return f"What is the file name without its extension in /{d}/{f}.{e}?", f
    def lcm():
        a, b = rng.randrange(2, 30), rng.randrange(2, 30)
        return f"What is the least common multiple of {a} and {b}?", str(a * b // __import__('math').gcd(a, b))
    def nm_gcd():
        a, b = rng.randrange(2, 30), rng.randrange(2, 30)
        return f"What is the greatest common divisor of {a} and {b}?", str(__import__('math').gcd(a, b))
    def simplify():
        g, a, b = rng.randrange(2, 9), rng.randrange(1, 12), rng.randrange(2, 13)
        if __import__('math').gcd(a, b) != 1 or a >= b:
            return simplify()
        return f"Simplify the fraction {a * g}/{b * g}.", f"{a}/{b}"
    def next_term():
        a, d = rng.randrange(-20, 50), rng.choice([i for i in range(-9, 13) if i])
        return f"What is the next number in the sequence {a}, {a + d}, {a + 2 * d}, {a + 3 * d}?", str(a + 4 * d)
    def alpha_first():
        ws = rng.sample(nouns, 4)
        return f"Which word comes first alphabetically: {', '.join(ws)}?", min(ws)
    def nm_alpha_last():
        ws = rng.sample(nouns, 4)
        return f"Which word comes last alphabetically: {', '.join(ws)}?", max(ws)
    def balanced():
        s = "".join(rng.choice("()[]") for _ in range(rng.randrange(4, 11)))
        st, ok = [], True
        for c in s:
            if c in "([":
                st.append(c)
            elif not st or st.pop() != {")": "(", "]": "["}[c]:
                ok = False
        return f"Are the brackets in '{s}' balanced? Answer Yes or No.", "Yes" if ok and not st else "No"
    def hashtags():
        words = rng.sample(W, 6)
        tags = rng.sample(range(6), rng.randrange(1, 4))
        text = " ".join(("#" + w) if i in tags else w for i, w in enumerate(words))
        return f"List the hashtags in: {text}", " ".join("#" + w for i, w in enumerate(words) if i in tags)
    def camel():
        ws = rng.sample(W, rng.randrange(2, 5))
        return f"Convert '{' '.join(ws)}' to camelCase.", ws[0] + "".join(w.title() for w in ws[1:])
    def _dates():
        ds = list(dict.fromkeys((datetime.date(1990, 1, 1) + datetime.timedelta(days=rng.randrange(0, 12000))).isoformat()
                                for _ in range(4)))  # in drawn order: a set's order changes with the hash seed
        return sorted(ds, key=lambda _: rng.random())
    def sort_dates():
        ds = _dates()
        return f"Sort these dates from earliest to latest: {', '.join(ds)}", ", ".join(sorted(ds))
    def nm_sort_latest():
        ds = _dates()
        return f"Sort these dates from latest to earliest: {', '.join(ds)}", ", ".join(sorted(ds, reverse=True))
    def painter():
        work, who = rng.choice([("the Mona Lisa", "Leonardo da Vinci"), ("The Starry Night", "Vincent van Gogh"),
                                ("Guernica", "Pablo Picasso"), ("The Night Watch", "Rembrandt"),
                                ("The Persistence of Memory", "Salvador Dali"), ("The Birth of Venus", "Sandro Botticelli"),
                                ("The Scream", "Edvard Munch"), ("Girl with a Pearl Earring", "Johannes Vermeer"),
                                ("The Kiss", "Gustav Klimt"), ("Water Lilies", "Claude Monet"),
                                ("American Gothic", "Grant Wood"), ("The Last Supper", "Leonardo da Vinci"),
                                ("Las Meninas", "Diego Velazquez"), ("The Garden of Earthly Delights", "Hieronymus Bosch"),
                                ("The Great Wave off Kanagawa", "Hokusai"), ("Liberty Leading the People", "Eugene Delacroix"),
                                ("The Arnolfini Portrait", "Jan van Eyck"), ("The Creation of Adam", "Michelangelo"),
                                ("Sunflowers", "Vincent van Gogh"), ("Les Demoiselles d'Avignon", "Pablo Picasso"),
                                ("The Son of Man", "Rene Magritte"), ("Nighthawks", "Edward Hopper"),
                                ("The Hay Wain", "John Constable"), ("Impression, Sunrise", "Claude Monet"),
                                ("The School of Athens", "Raphael"), ("Christina's World", "Andrew Wyeth"),
                                ("The Third of May 1808", "Francisco Goya"), ("The Tower of Babel", "Pieter Bruegel the Elder")])
        return f"Who painted {work}?", who
    return dict(replace_char=replace_char, nth_smallest=nth_smallest, record_field=record_field, caesar=caesar,
                stem=stem, lcm=lcm, simplify=simplify, next_term=next_term, alpha_first=alpha_first,
                balanced=balanced, hashtags=hashtags, camel=camel, sort_dates=sort_dates, painter=painter,
                nm_gcd=nm_gcd, nm_alpha_last=nm_alpha_last, nm_sort_latest=nm_sort_latest)


def late():
    """Written in session 12 after its code changes, before any change made for it: truncation and
    padding, months and weekdays counted on, a decimal as a fraction, rounding to a place,
    durations; continent needs world knowledge; near misses padding on the right, months and
    weekdays counted back."""
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"]
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    def truncate():
        t, k = "".join(rng.choice("abcdefghijklmnop") for _ in range(rng.randrange(8, 15))), rng.randrange(2, 7)
        return f"Truncate '{t}' to {k} characters.", t[:k]
    def pad_left():
        w, c, n = rng.choice(W), rng.choice("*#.-0"), rng.randrange(8, 14)
        return f"Pad '{w}' on the left with '{c}' to a width of {n}.", w.rjust(n, c)
    def nm_pad_right():
        w, c, n = rng.choice(W), rng.choice("*#.-0"), rng.randrange(8, 14)
        return f"Pad '{w}' on the right with '{c}' to a width of {n}.", w.ljust(n, c)
    def month_after():
        m, k = rng.randrange(12), rng.randrange(1, 12)
        return f"Which month comes {k} months after {months[m]}?", months[(m + k) % 12]
    def nm_month_before():
        m, k = rng.randrange(12), rng.randrange(1, 12)
        return f"Which month comes {k} months before {months[m]}?", months[(m - k) % 12]
    def weekday_after():
        d, k = rng.randrange(7), rng.randrange(1, 30)
        return f"What day of the week is it {k} days after a {days[d]}?", days[(d + k) % 7]
    def decimal_fraction():
        b = rng.choice([2, 4, 5, 8, 10, 16, 20, 25])
        a = rng.randrange(1, b)
        f = __import__("fractions").Fraction(a, b)
        return f"Write {a / b} as a fraction in lowest terms.", f"{f.numerator}/{f.denominator}"
    def round_place():
        n, place = rng.randrange(100, 99999), rng.choice(["ten", "hundred", "thousand"])
        step = {"ten": 10, "hundred": 100, "thousand": 1000}[place]
        return f"Round {n} to the nearest {place}.", str(int(__import__("decimal").Decimal(n / step).quantize(0, "ROUND_HALF_UP")) * step)
    def duration():
        h, m = rng.randrange(1, 10), rng.randrange(1, 60)
        return f"How many minutes are in {h} hours and {m} minutes?", str(60 * h + m)
    def even_sum():
        a, b = rng.randrange(1, 20), rng.randrange(25, 80)
        return f"What is the sum of the even numbers from {a} to {b}?", str(sum(x for x in range(a, b + 1) if x % 2 == 0))
    def swap_ends():
        ws = rng.sample(W, rng.randrange(3, 6))
        return f"Swap the first and last words of: {' '.join(ws)}", " ".join([ws[-1], *ws[1:-1], ws[0]])
    def longer_than():
        ws = rng.sample(W, rng.randrange(4, 8))
        k = rng.randrange(3, 7)
        return f"How many words in '{' '.join(ws)}' are longer than {k} letters?", str(sum(len(w) > k for w in ws))
    def closest():
        xs, t = rng.sample(range(1, 100), 4), rng.randrange(1, 100)
        best = sorted(xs, key=lambda x: (abs(x - t), x))
        if abs(best[0] - t) == abs(best[1] - t):
            return closest()
        return f"Which number is closest to {t}: {', '.join(map(str, xs))}?", str(best[0])
    def remove_word():
        ws = rng.sample(W, 5)
        w = rng.choice(ws)
        return f"Remove the word '{w}' from: {' '.join(ws)}", " ".join(x for x in ws if x != w)
    def continent():
        country, cont = rng.choice([("Kenya", "Africa"), ("Peru", "South America"), ("Norway", "Europe"), ("Japan", "Asia"),
                                    ("Canada", "North America"), ("Fiji", "Oceania"), ("Chile", "South America"),
                                    ("Egypt", "Africa"), ("Poland", "Europe"), ("Vietnam", "Asia"), ("Mexico", "North America"),
                                    ("Ghana", "Africa"), ("Spain", "Europe"), ("Nepal", "Asia"), ("Cuba", "North America"),
                                    ("Bolivia", "South America"), ("Samoa", "Oceania"), ("Mali", "Africa"), ("Italy", "Europe"),
                                    ("Laos", "Asia"), ("Panama", "North America"), ("Uruguay", "South America"),
                                    ("Tonga", "Oceania"), ("Chad", "Africa"), ("Greece", "Europe"), ("Oman", "Asia")])
        return f"On which continent is {country}?", cont
    return dict(truncate=truncate, pad_left=pad_left, month_after=month_after, weekday_after=weekday_after,
                decimal_fraction=decimal_fraction, round_place=round_place, duration=duration, even_sum=even_sum,
                swap_ends=swap_ends, longer_than=longer_than, closest=closest, remove_word=remove_word,
                continent=continent, nm_pad_right=nm_pad_right, nm_month_before=nm_month_before)


def coda():
    """Written at the end of session 12, after its last code change, and run once to measure it:
    compositions of primitives the search has (each word reversed, binary to hexadecimal, words
    starting with a letter) and requests it has no primitive for (Fibonacci, seconds between
    clock times, sums of squares); landmark needs world knowledge; near misses sums of cubes
    and words joined with hyphens."""
    def reverse_each_word():
        ws = rng.sample(W, rng.randrange(2, 5))
        return f"Reverse the letters of each word in: {' '.join(ws)}", " ".join(w[::-1] for w in ws)
    def bin_to_hex():
        n = rng.randrange(5, 4096)
        return f"Convert the binary number {n:b} to hexadecimal.", f"{n:x}"
    def seconds_between():
        a = rng.randrange(0, 80000)
        b = a + rng.randrange(1, 5000)
        f = lambda t: f"{t // 3600:02d}:{t // 60 % 60:02d}:{t % 60:02d}"
        return f"How many seconds are there between {f(a)} and {f(b)}?", str(b - a)
    def fibonacci():
        n = rng.randrange(3, 40)
        a, b = 0, 1
        for _ in range(n):
            a, b = b, a + b
        return f"What is Fibonacci number {n} (F(1) = 1, F(2) = 1)?", str(a)
    def most_letter():
        while True:
            w = "".join(rng.choice("abcdeilmnoprst") for _ in range(rng.randrange(7, 13)))
            c = sorted(((w.count(x), x) for x in set(w)), reverse=True)
            if c[0][0] > c[1][0]:
                return f"Which letter appears most often in '{w}'?", c[0][1]
    def triangle_area():
        b, h = rng.randrange(2, 40), rng.randrange(2, 40)
        return f"What is the area of a triangle with base {b} and height {h}?", f"{b * h / 2:g}"
    def digit_string():
        n, k = rng.randrange(1, 999), rng.randrange(4, 8)
        return f"Write {n} as a {k}-digit string with leading zeros.", str(n).zfill(k)
    def underscore_join():
        ws = rng.sample(W, rng.randrange(3, 6))
        return f"Join these words with underscores: {', '.join(ws)}", "_".join(ws)
    def nm_hyphen_join():
        ws = rng.sample(W, rng.randrange(3, 6))
        return f"Join these words with hyphens: {', '.join(ws)}", "-".join(ws)
    def sum_squares():
        xs = rng.sample(range(1, 20), rng.randrange(3, 6))
        return f"What is the sum of the squares of {', '.join(map(str, xs[:-1]))} and {xs[-1]}?", str(sum(x * x for x in xs))
    def nm_sum_cubes():
        xs = rng.sample(range(1, 20), rng.randrange(3, 6))
        return f"What is the sum of the cubes of {', '.join(map(str, xs[:-1]))} and {xs[-1]}?", str(sum(x ** 3 for x in xs))
    def starts_with():
        ws = rng.sample(W + ["bread", "bottle", "basket", "button", "cloud", "candle", "copper", "bridge"], 7)
        c = rng.choice("bc")
        return f"How many words in '{' '.join(ws)}' start with the letter '{c}'?", str(sum(w[0] == c for w in ws))
    def landmark():
        place, country = rng.choice([("the Eiffel Tower", "France"), ("the Colosseum", "Italy"), ("Machu Picchu", "Peru"),
                                     ("the Taj Mahal", "India"), ("Petra", "Jordan"), ("Angkor Wat", "Cambodia"),
                                     ("the Alhambra", "Spain"), ("Chichen Itza", "Mexico"), ("the Acropolis", "Greece"),
                                     ("Uluru", "Australia"), ("Table Mountain", "South Africa"), ("Mount Fuji", "Japan"),
                                     ("the Kremlin", "Russia"), ("Neuschwanstein Castle", "Germany"), ("Stonehenge", "England"),
                                     ("the Parthenon", "Greece"), ("Christ the Redeemer", "Brazil"), ("the Forbidden City", "China"),
                                     ("Borobudur", "Indonesia"), ("the Blue Mosque", "Turkey"), ("Victoria Falls", "Zambia"),
                                     ("the Atomium", "Belgium"), ("the Little Mermaid statue", "Denmark"),
                                     ("Sagrada Familia", "Spain"), ("the CN Tower", "Canada"), ("Mount Kilimanjaro", "Tanzania")])
        return f"In which country is {place}?", country
    return dict(reverse_each_word=reverse_each_word, bin_to_hex=bin_to_hex, seconds_between=seconds_between,
                fibonacci=fibonacci, most_letter=most_letter, triangle_area=triangle_area, digit_string=digit_string,
                underscore_join=underscore_join, sum_squares=sum_squares, starts_with=starts_with, landmark=landmark,
                nm_hyphen_join=nm_hyphen_join, nm_sum_cubes=nm_sum_cubes)


def thirteenth():
    """Written in session 13 after its changes (the model's reply capped to the budget, no model
    call on recalled facts, toolkit date and time parsers), and run once to measure them:
    everyday arithmetic and text requests; university needs world knowledge; near misses the
    quotient, consonants removed and the sum of the digits."""
    def vowels_in():
        w = rng.choice(W)
        return f"How many vowels are in the word '{w}'?", str(sum(c in "aeiou" for c in w))
    def percent_of():
        p, n = rng.choice([5, 10, 12, 15, 20, 25, 30, 40, 75]), rng.randrange(20, 900)
        return f"What is {p}% of {n}?", f"{p * n / 100:g}"
    def remainder():
        a, b = rng.randrange(10, 5000), rng.randrange(2, 13)
        return f"What is the remainder when {a} is divided by {b}?", str(a % b)
    def nm_quotient():
        a, b = rng.randrange(10, 5000), rng.randrange(2, 13)
        return f"What is the quotient when {a} is divided by {b}?", str(a // b)
    def title_case():
        ws = rng.sample(W, rng.randrange(2, 5))
        return f"Capitalize the first letter of each word: {' '.join(ws)}", " ".join(w.capitalize() for w in ws)
    def median_of():
        xs = rng.sample(range(1, 60), rng.choice([3, 5, 7]))
        return f"What is the median of {', '.join(map(str, xs[:-1]))} and {xs[-1]}?", str(statistics.median(xs))
    def product_digits():
        n = rng.randrange(100, 99999)
        prod = 1
        for d in str(n):
            prod *= int(d)
        return f"What is the product of the digits of {n}?", str(prod)
    def nm_sum_digits():
        n = rng.randrange(100, 99999)
        return f"What is the sum of the digits of {n}?", str(sum(map(int, str(n))))
    def no_vowels():
        w = rng.choice(W)
        return f"Remove all vowels from '{w}'", "".join(c for c in w if c not in "aeiou")
    def nm_no_consonants():
        w = rng.choice(W)
        return f"Remove all consonants from '{w}'", "".join(c for c in w if c in "aeiou")
    def km_to_m():
        x = rng.choice([rng.randrange(1, 50), rng.randrange(1, 200) / 10])
        return f"Convert {x:g} kilometres to metres.", f"{x * 1000:g}"
    def digit_words():
        n = rng.randrange(10, 100000)
        names = "zero one two three four five six seven eight nine".split()
        return f"Spell out the digits of {n}, one word per digit.", " ".join(names[int(d)] for d in str(n))
    def larger_fraction():
        while True:
            a, b, c, d = rng.randrange(1, 9), rng.randrange(2, 10), rng.randrange(1, 9), rng.randrange(2, 10)
            if a < b and c < d and a * d != b * c:
                return f"Which is larger, {a}/{b} or {c}/{d}?", f"{a}/{b}" if a * d > b * c else f"{c}/{d}"
    def university():
        uni, city = rng.choice([("Harvard University", "Cambridge"), ("Stanford University", "Stanford"),
                                ("the Sorbonne", "Paris"), ("ETH Zurich", "Zurich"), ("the University of Tokyo", "Tokyo"),
                                ("McGill University", "Montreal"), ("Trinity College Dublin", "Dublin"),
                                ("the University of Bologna", "Bologna"), ("Yale University", "New Haven"),
                                ("Princeton University", "Princeton"), ("the University of Edinburgh", "Edinburgh"),
                                ("Charles University", "Prague"), ("the University of Salamanca", "Salamanca"),
                                ("Peking University", "Beijing"), ("the University of Cape Town", "Cape Town"),
                                ("Heidelberg University", "Heidelberg"), ("the University of Sydney", "Sydney"),
                                ("Uppsala University", "Uppsala"), ("Leiden University", "Leiden"),
                                ("the University of Coimbra", "Coimbra"), ("Columbia University", "New York"),
                                ("the University of Chicago", "Chicago"), ("the University of Vienna", "Vienna"),
                                ("Seoul National University", "Seoul"), ("the University of Buenos Aires", "Buenos Aires"),
                                ("Jagiellonian University", "Krakow")])
        return f"In which city is {uni}?", city
    return dict(vowels_in=vowels_in, percent_of=percent_of, remainder=remainder, title_case=title_case,
                median_of=median_of, product_digits=product_digits, no_vowels=no_vowels, km_to_m=km_to_m,
                digit_words=digit_words, larger_fraction=larger_fraction, university=university,
                nm_quotient=nm_quotient, nm_sum_digits=nm_sum_digits, nm_no_consonants=nm_no_consonants)


def fourteenth():
    """Written at the start of session 15, before any of its code changes,
    and run to measure them: counts, conversions, dates and small formats; inventor needs world
    knowledge; near misses the lowercase count, the word after and the date before."""
    def count_word():
        w = rng.choice(W[:8])
        ws = [rng.choice(W[:8]) for _ in range(rng.randrange(5, 10))]
        return f"How many times does the word '{w}' appear in: {' '.join(ws)}", str(ws.count(w))
    def zero_pad():
        n, k = rng.randrange(1, 999), rng.choice([5, 6, 8])
        return f"Write {n} as a {k}-digit number with leading zeros.", str(n).zfill(k)
    def semicolons():
        ws = rng.sample(W, rng.randrange(3, 6))
        return f"Replace every comma with a semicolon: {', '.join(ws)}", "; ".join(ws)
    def hours_minutes():
        m = rng.randrange(61, 600)
        return f"Convert {m} minutes to hours and minutes.", f"{m // 60} h {m % 60} min"
    def word_before():
        ws = rng.sample(W, rng.randrange(4, 8))
        i = rng.randrange(1, len(ws))
        return f"Which word comes right before '{ws[i]}' in: {' '.join(ws)}?", ws[i - 1]
    def nm_word_after():
        ws = rng.sample(W, rng.randrange(4, 8))
        i = rng.randrange(0, len(ws) - 1)
        return f"Which word comes right after '{ws[i]}' in: {' '.join(ws)}?", ws[i + 1]
    def count_upper():
        w = "".join(c.upper() if rng.random() < 0.4 else c for c in rng.choice(W) + rng.choice(W))
        return f"How many uppercase letters are in '{w}'?", str(sum(c.isupper() for c in w))
    def nm_count_lower():
        w = "".join(c.upper() if rng.random() < 0.4 else c for c in rng.choice(W) + rng.choice(W))
        return f"How many lowercase letters are in '{w}'?", str(sum(c.islower() for c in w))
    def dotted_date():
        d = datetime.date(2000, 1, 1) + datetime.timedelta(days=rng.randrange(9000))
        return f"Rewrite {d.isoformat()} as DD.MM.YYYY.", d.strftime("%d.%m.%Y")
    def largest_key():
        keys = rng.sample(["red", "blue", "green", "gold", "gray", "pink", "teal"], rng.randrange(3, 6))
        vals = rng.sample(range(1, 100), len(keys))
        obj = json.dumps(dict(zip(keys, vals)))
        return f"Which key has the largest value in {obj}?", keys[vals.index(max(vals))]
    def square_root():
        n = rng.randrange(2, 40)
        return f"What is the square root of {n * n}?", str(n)
    def days_after():
        d = datetime.date(2001, 1, 1) + datetime.timedelta(days=rng.randrange(8000))
        k = rng.randrange(2, 60)
        return f"What date is {k} days after {d.isoformat()}?", (d + datetime.timedelta(days=k)).isoformat()
    def nm_days_before():
        d = datetime.date(2001, 1, 1) + datetime.timedelta(days=rng.randrange(8000))
        k = rng.randrange(2, 60)
        return f"What date is {k} days before {d.isoformat()}?", (d - datetime.timedelta(days=k)).isoformat()
    def with_tax():
        p, t = rng.randrange(5, 200), rng.choice([5, 7, 8, 10, 20])
        return f"An item costs ${p}. What is the price with {t}% tax?", f"${p * (100 + t) / 100:.2f}"
    def alternate():
        a, b = rng.sample(W, 2)
        n = min(len(a), len(b))
        return (f"Merge the letters of '{a[:n]}' and '{b[:n]}' alternately.",
                "".join(x + y for x, y in zip(a[:n], b[:n])))
    def circle_area():
        r = rng.randrange(1, 30)
        return f"What is the area of a circle with radius {r}, rounded to two decimals?", f"{3.141592653589793 * r * r:.2f}"
    def inventor():
        thing, who = rng.choice([("the telephone", "Alexander Graham Bell"), ("the light bulb", "Thomas Edison"),
                                 ("the World Wide Web", "Tim Berners-Lee"), ("dynamite", "Alfred Nobel"),
                                 ("the printing press", "Johannes Gutenberg"), ("the radio", "Guglielmo Marconi"),
                                 ("the airplane", "the Wright brothers"), ("penicillin", "Alexander Fleming"),
                                 ("the steam engine", "James Watt"), ("the telegraph", "Samuel Morse"),
                                 ("the phonograph", "Thomas Edison"), ("the periodic table", "Dmitri Mendeleev"),
                                 ("the polio vaccine", "Jonas Salk"), ("the cotton gin", "Eli Whitney"),
                                 ("the mechanical television", "John Logie Baird"), ("the diesel engine", "Rudolf Diesel"),
                                 ("the revolver", "Samuel Colt"), ("the jet engine", "Frank Whittle"),
                                 ("the safety razor", "King Camp Gillette"), ("the sewing machine", "Elias Howe"),
                                 ("the ballpoint pen", "Laszlo Biro"), ("the thermometer", "Galileo Galilei"),
                                 ("the barometer", "Evangelista Torricelli"), ("the lightning rod", "Benjamin Franklin"),
                                 ("the telescope", "Hans Lippershey"), ("the bicycle", "Karl Drais")])
        return f"Who invented {thing}?", who
    return dict(count_word=count_word, zero_pad=zero_pad, semicolons=semicolons, hours_minutes=hours_minutes,
                word_before=word_before, count_upper=count_upper, dotted_date=dotted_date,
                largest_key=largest_key, square_root=square_root, days_after=days_after, with_tax=with_tax,
                alternate=alternate, circle_area=circle_area, inventor=inventor,
                nm_word_after=nm_word_after, nm_count_lower=nm_count_lower, nm_days_before=nm_days_before)


def fifteenth():
    """Written in session 15 after its search changes, before any other, and run once at the end
    to measure them: everyday requests of other shapes; composer needs world knowledge; near
    misses the second smallest, the odd digits and the first two words."""
    def dotted_initials():
        ws = rng.sample(W, rng.randrange(2, 4))
        return f"Write the initials of '{' '.join(ws)}' with dots.", "".join(w[0].upper() + "." for w in ws)
    def seconds_in():
        m = rng.randrange(2, 90)
        return f"How many seconds are in {m} minutes?", str(m * 60)
    def second_largest():
        xs = rng.sample(range(1, 100), rng.randrange(4, 7))
        return f"What is the second largest of {', '.join(map(str, xs))}?", str(sorted(xs)[-2])
    def nm_second_smallest():
        xs = rng.sample(range(1, 100), rng.randrange(4, 7))
        return f"What is the second smallest of {', '.join(map(str, xs))}?", str(sorted(xs)[1])
    def last_two():
        ws = rng.sample(W, rng.randrange(4, 8))
        return f"What are the last two words of: {' '.join(ws)}", " ".join(ws[-2:])
    def nm_first_two():
        ws = rng.sample(W, rng.randrange(4, 8))
        return f"What are the first two words of: {' '.join(ws)}", " ".join(ws[:2])
    def percent_rise():
        a = rng.choice([20, 40, 50, 80, 100, 200, 250, 400])
        p = rng.choice([5, 10, 20, 25, 50, 75])
        return f"A price rose from ${a} to ${a * (100 + p) // 100}. By what percent did it rise?", f"{p}%"
    def month_name():
        d = datetime.date(2000, 1, 1) + datetime.timedelta(days=rng.randrange(9000))
        return f"Which month is {d.isoformat()} in?", d.strftime("%B")
    def average_speed():
        v, h = rng.randrange(20, 120), rng.randrange(2, 9)
        return f"A car travels {v * h} km in {h} hours. What is its average speed in km/h?", str(v)
    def dashed_repeat():
        w, k = rng.choice(["ab", "xo", "hey", "la", "go", "tick"]), rng.randrange(2, 6)
        return f"Repeat '{w}' {k} times, separated by dashes.", "-".join([w] * k)
    def even_digits():
        n = rng.randrange(1000, 10**7)
        return f"How many even digits are in {n}?", str(sum(int(c) % 2 == 0 for c in str(n)))
    def nm_odd_digits():
        n = rng.randrange(1000, 10**7)
        return f"How many odd digits are in {n}?", str(sum(int(c) % 2 == 1 for c in str(n)))
    def first_cap():
        ws = rng.sample(W, rng.randrange(2, 5))
        text = " ".join(ws)
        return f"Capitalize only the first letter of: {text}", text[0].upper() + text[1:]
    def hex_value():
        n = rng.randrange(16, 4096)
        return f"Convert hex {n:X} to decimal.", str(n)
    def array_length():
        xs = [rng.randrange(0, 50) for _ in range(rng.randrange(1, 9))]
        return f"How many items are in the JSON array {json.dumps(xs)}?", str(len(xs))
    def composer():
        work, who = rng.choice([("the opera Carmen", "Georges Bizet"), ("the opera La Traviata", "Giuseppe Verdi"),
                                ("the opera The Magic Flute", "Wolfgang Amadeus Mozart"), ("the ballet Swan Lake", "Pyotr Ilyich Tchaikovsky"),
                                ("The Four Seasons", "Antonio Vivaldi"), ("the Moonlight Sonata", "Ludwig van Beethoven"),
                                ("the opera Tosca", "Giacomo Puccini"), ("Bolero", "Maurice Ravel"),
                                ("The Rite of Spring", "Igor Stravinsky"), ("the Brandenburg Concertos", "Johann Sebastian Bach"),
                                ("the opera Aida", "Giuseppe Verdi"), ("Clair de Lune", "Claude Debussy"),
                                ("The Planets", "Gustav Holst"), ("Rhapsody in Blue", "George Gershwin"),
                                ("the Messiah", "George Frideric Handel"), ("the opera Madama Butterfly", "Giacomo Puccini"),
                                ("the New World Symphony", "Antonin Dvorak"), ("the ballet The Nutcracker", "Pyotr Ilyich Tchaikovsky"),
                                ("the opera The Barber of Seville", "Gioachino Rossini"), ("Peer Gynt", "Edvard Grieg"),
                                ("the Unfinished Symphony", "Franz Schubert"), ("the Hungarian Rhapsodies", "Franz Liszt"),
                                ("the opera Don Giovanni", "Wolfgang Amadeus Mozart"), ("Finlandia", "Jean Sibelius")])
        return f"Who composed {work}?", who
    return dict(dotted_initials=dotted_initials, seconds_in=seconds_in, second_largest=second_largest,
                last_two=last_two, percent_rise=percent_rise, month_name=month_name, average_speed=average_speed,
                dashed_repeat=dashed_repeat, even_digits=even_digits, first_cap=first_cap, hex_value=hex_value,
                array_length=array_length, composer=composer, nm_second_smallest=nm_second_smallest,
                nm_first_two=nm_first_two, nm_odd_digits=nm_odd_digits)


def seventeenth():
    """Written at the start of session 17, before its code changed, and run to measure the loop
    as it stood: everyday requests of other shapes; olympic_host needs world knowledge; near
    misses days ago, the first letter and the square."""
    days = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
    def bmi():
        kg, m = rng.randrange(45, 120), rng.randrange(150, 200) / 100
        return f"A person weighs {kg} kg and is {m:.2f} m tall. What is their BMI, to one decimal?", f"{kg / (m * m):.1f}"
    def weekday_after():
        d, n = rng.randrange(7), rng.randrange(2, 40)
        return f"If today is {days[d]}, what day of the week will it be in {n} days?", days[(d + n) % 7]
    def nm_weekday_ago():
        d, n = rng.randrange(7), rng.randrange(2, 40)
        return f"If today is {days[d]}, what day of the week was it {n} days ago?", days[(d - n) % 7]
    def alphabet_position():
        c = chr(65 + rng.randrange(26))
        return f"What position in the alphabet is the letter {c}?", str(ord(c) - 64)
    def simple_interest():
        p, r, y = rng.randrange(5, 60) * 100, rng.choice([2, 3, 4, 5, 6, 8]), rng.randrange(1, 8)
        return f"What is the simple interest on ${p} at {r}% per year for {y} years?", f"${p * r * y // 100}"
    def url_path():
        host = rng.choice(["shop.example.com", "www.test.org", "api.site.net", "blog.demo.io"])
        path = "/" + "/".join(rng.sample(W, rng.randrange(1, 4))) + rng.choice(["", "/42", "/7"])
        query = rng.choice(["", "?color=red", "?page=2", "?q=tea&sort=new"])
        return f"What is the path of the URL https://{host}{path}{query}?", path
    def middle_letter():
        w = rng.choice([w for w in W if len(w) % 2] + "chair bread plant sugar table cloud beach train clock lucky honey".split())
        return f"What is the middle letter of '{w}'?", w[len(w) // 2]
    def nm_first_letter():
        w = rng.choice(W)
        return f"What is the first letter of '{w}'?", w[0]
    def json_sum():
        keys = rng.sample(["a", "b", "c", "d", "x", "y", "apples", "pears"], rng.randrange(2, 5))
        obj = {k: rng.randrange(1, 50) for k in keys}
        return f"What is the sum of the values in {json.dumps(obj)}?", str(sum(obj.values()))
    def zero_pad():
        n, k = rng.randrange(1, 999), rng.randrange(4, 8)
        return f"Pad {n} with leading zeros to {k} digits.", str(n).zfill(k)
    def triangle_kind():
        a = rng.randrange(3, 12)
        sides = rng.choice([(a, a, a), (a, a, a + 1), (a, a + 2, a + 3), (a + 1, a, a + 1)])
        kind = "equilateral" if len(set(sides)) == 1 else "isosceles" if len(set(sides)) == 2 else "scalene"
        return (f"A triangle has sides {sides[0]}, {sides[1]} and {sides[2]}. Is it equilateral, isosceles or "
                "scalene?"), kind
    def film_length():
        h, m = rng.randrange(10, 21), rng.randrange(0, 60, 5)
        start = datetime.datetime(2000, 1, 1, h, m)
        length = rng.randrange(70, 180)
        end = start + datetime.timedelta(minutes=length)
        return f"A film starts at {start:%H:%M} and ends at {end:%H:%M}. How long is it in minutes?", str(length)
    def name_list():
        names = rng.sample(["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"], rng.randrange(2, 6))
        return f"Join these names into one phrase: {', '.join(names)}", ", ".join(names[:-1]) + " and " + names[-1]
    def cube():
        n = rng.randrange(2, 40)
        return f"What is the cube of {n}?", str(n ** 3)
    def nm_square():
        n = rng.randrange(2, 40)
        return f"What is the square of {n}?", str(n ** 2)
    def olympic_host():
        year, city = rng.choice([(1896, "Athens"), (1900, "Paris"), (1908, "London"), (1912, "Stockholm"),
                                 (1920, "Antwerp"), (1928, "Amsterdam"), (1932, "Los Angeles"), (1936, "Berlin"),
                                 (1948, "London"), (1952, "Helsinki"), (1956, "Melbourne"), (1960, "Rome"),
                                 (1964, "Tokyo"), (1968, "Mexico City"), (1972, "Munich"), (1976, "Montreal"),
                                 (1980, "Moscow"), (1984, "Los Angeles"), (1988, "Seoul"), (1992, "Barcelona"),
                                 (1996, "Atlanta"), (2000, "Sydney"), (2004, "Athens"), (2008, "Beijing"),
                                 (2012, "London"), (2016, "Rio de Janeiro")])
        return f"Which city hosted the {year} Summer Olympics?", city
    return dict(bmi=bmi, weekday_after=weekday_after, alphabet_position=alphabet_position,
                simple_interest=simple_interest, url_path=url_path, middle_letter=middle_letter, json_sum=json_sum,
                zero_pad=zero_pad, triangle_kind=triangle_kind, film_length=film_length, name_list=name_list,
                cube=cube, olympic_host=olympic_host, nm_weekday_ago=nm_weekday_ago,
                nm_first_letter=nm_first_letter, nm_square=nm_square)


def eighteenth():
    """Written at the start of session 18, before its code changed, and run to measure the loop
    as it stood: requests of other shapes again; peak_country needs world knowledge; near misses
    longest first, dimes and the sum of even numbers."""
    def hex_to_rgb():
        r, g, b = (rng.randrange(256) for _ in range(3))
        code = rng.choice([f"#{r:02x}{g:02x}{b:02x}", f"#{r:02X}{g:02X}{b:02X}"])
        return f"Convert the colour {code} to RGB.", f"rgb({r}, {g}, {b})"
    def utc_offset_time():
        h, m, k = rng.randrange(24), rng.randrange(0, 60, 5), rng.randrange(1, 10)
        return (f"It is {h:02d}:{m:02d} UTC. What time is it in UTC+{k}?", f"{(h + k) % 24:02d}:{m:02d}")
    def unit_price():
        n = rng.choice([2, 4, 5, 6, 8, 10, 12])
        each = rng.randrange(5, 300)
        item = rng.choice(["eggs", "pens", "apples", "candles", "batteries"])
        return f"A pack of {n} {item} costs ${n * each / 100:.2f}. What is the price of one?", f"${each / 100:.2f}"
    def int_range():
        a = rng.randrange(-5, 30)
        b = a + rng.randrange(2, 9)
        return f"List the integers from {a} to {b}, separated by commas.", ", ".join(map(str, range(a, b + 1)))
    def clock_angle():
        h, m = rng.randrange(1, 13), rng.randrange(0, 60, 5)
        angle = abs(30 * (h % 12) - 5.5 * m)
        angle = min(angle, 360 - angle)
        return (f"What is the smaller angle between the hour and minute hands of a clock at {h}:{m:02d}?",
                f"{angle:g} degrees")
    def quarters():
        n = rng.randrange(1, 80)
        return f"How many quarters are in ${n * 25 / 100:.2f}?", str(n)
    def nm_dimes():
        n = rng.randrange(1, 80)
        return f"How many dimes are in ${n * 10 / 100:.2f}?", str(n)
    def sum_to_n():
        n = rng.randrange(5, 200)
        return f"What is the sum of all integers from 1 to {n}?", str(n * (n + 1) // 2)
    def nm_even_sum_to_n():
        n = rng.randrange(5, 200)
        return f"What is the sum of all even integers from 1 to {n}?", str(sum(range(2, n + 1, 2)))
    def kb_to_mb():
        kb = 128 * rng.randrange(1, 81)
        return f"How many megabytes is {kb} kilobytes? (1 MB = 1024 KB)", f"{kb / 1024:g}"
    def sort_by_length():
        by_len = {}
        for w in W + "ox ant bee owl crab goose parrot penguin flamingo".split():
            by_len.setdefault(len(w), []).append(w)
        ws = [rng.choice(by_len[k]) for k in rng.sample(sorted(by_len), rng.randrange(3, 6))]
        return f"Sort these words from shortest to longest: {' '.join(ws)}", " ".join(sorted(ws, key=len))
    def nm_sort_longest():
        by_len = {}
        for w in W + "ox ant bee owl crab goose parrot penguin flamingo".split():
            by_len.setdefault(len(w), []).append(w)
        ws = [rng.choice(by_len[k]) for k in rng.sample(sorted(by_len), rng.randrange(3, 6))]
        return f"Sort these words from longest to shortest: {' '.join(ws)}", " ".join(sorted(ws, key=len, reverse=True))
    def distinct_letters():
        w = rng.choice(W + "banana letter coffee mississippi balloon bookkeeper".split())
        return f"How many different letters are in the word '{w}'?", str(len(set(w)))
    def next_leap_year():
        y = rng.randrange(1890, 2090)
        n = y + 1
        while not (n % 4 == 0 and (n % 100 != 0 or n % 400 == 0)):
            n += 1
        return f"What is the first leap year after {y}?", str(n)
    def binary_to_decimal():
        n = rng.randrange(3, 512)
        return f"What is the binary number {n:b} in decimal?", str(n)
    def peak_country():
        peak, country = rng.choice([("Mount Everest", "Nepal"), ("K2", "Pakistan"), ("Mont Blanc", "France"),
                                    ("Mount Kilimanjaro", "Tanzania"), ("Denali", "United States"),
                                    ("Aconcagua", "Argentina"), ("Mount Fuji", "Japan"), ("Matterhorn", "Switzerland"),
                                    ("Mount Elbrus", "Russia"), ("Mount Kosciuszko", "Australia"),
                                    ("Zugspitze", "Germany"), ("Mount Olympus", "Greece"), ("Ben Nevis", "United Kingdom"),
                                    ("Mount Etna", "Italy"), ("Mount Kenya", "Kenya"), ("Mount Logan", "Canada"),
                                    ("Chimborazo", "Ecuador"), ("Pico de Orizaba", "Mexico"), ("Mount Ararat", "Turkey"),
                                    ("Galdhopiggen", "Norway"), ("Mount Cook", "New Zealand"), ("Mulhacen", "Spain"),
                                    ("Mount Rainier", "United States"), ("Table Mountain", "South Africa"),
                                    ("Mount Kinabalu", "Malaysia"), ("Mount Toubkal", "Morocco")])
        return f"In which country is {peak}?", country
    return dict(hex_to_rgb=hex_to_rgb, utc_offset_time=utc_offset_time, unit_price=unit_price, int_range=int_range,
                clock_angle=clock_angle, quarters=quarters, sum_to_n=sum_to_n, kb_to_mb=kb_to_mb,
                sort_by_length=sort_by_length, distinct_letters=distinct_letters, next_leap_year=next_leap_year,
                binary_to_decimal=binary_to_decimal, peak_country=peak_country, nm_dimes=nm_dimes,
                nm_even_sum_to_n=nm_even_sum_to_n, nm_sort_longest=nm_sort_longest)


def nineteenth():
    """Written in session 18 after the held-out run of `eighteenth` and before any search or
    synthesis change, and run once at the end: requests of other shapes again; instrument_family
    needs world knowledge; near misses the circumference, the digit sum and a square."""
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    def minutes_to_hm():
        h, m = rng.randrange(1, 12), rng.randrange(1, 60)
        return f"Write {60 * h + m} minutes as hours and minutes.", f"{h} hours {m} minutes"
    def slug():
        ws = rng.sample(W, rng.randrange(2, 5))
        title = " ".join(w.capitalize() if rng.random() < 0.7 else w for w in ws)
        return f"Make a URL slug from the title: {title}", "-".join(w.lower() for w in ws)
    def days_until():
        a, k = rng.randrange(7), rng.randrange(1, 7)
        return f"Today is {days[a]}. How many days until {days[(a + k) % 7]}?", str(k)
    def years_months():
        y, m = rng.randrange(1, 40), rng.randrange(1, 12)
        return f"How many months are in {y} years and {m} months?", str(12 * y + m)
    def circle_area():
        r = rng.randrange(1, 30)
        return f"What is the area of a circle with radius {r}? Round to 2 decimal places.", f"{math.pi * r * r:.2f}"
    def nm_circle_circumference():
        r = rng.randrange(1, 30)
        return (f"What is the circumference of a circle with radius {r}? Round to 2 decimal places.",
                f"{2 * math.pi * r:.2f}")
    def rect_perimeter():
        a, b = rng.randrange(2, 40), rng.randrange(1, 30)
        return f"A rectangle is {a} m long and {b} m wide. What is its perimeter in metres?", str(2 * (a + b))
    def dedupe_letters():
        w = rng.choice(W + "balloon letter coffee mississippi bookkeeper committee tomorrow".split())
        return (f"Remove repeated letters from '{w}', keeping the first of each.",
                "".join(dict.fromkeys(w)))
    def weeks_days():
        n = rng.randrange(8, 100)
        while n % 7 == 0:
            n = rng.randrange(8, 100)
        return f"How many weeks and days are in {n} days?", f"{n // 7} weeks and {n % 7} days"
    def price_with_tax():
        cents, pct = rng.randrange(100, 20000), rng.choice([5, 6, 7, 8, 9, 10, 12, 15, 20])
        total = round(cents * (100 + pct) / 100) / 100
        return f"What is ${cents / 100:.2f} plus {pct}% sales tax?", f"${total:.2f}"
    def digital_root():
        n = rng.randrange(10, 100000)
        return f"What is the digital root of {n}?", str(1 + (n - 1) % 9)
    def nm_digit_sum():
        n = rng.randrange(10, 100000)
        return f"What is the digit sum of {n}?", str(sum(map(int, str(n))))
    def factorial():
        n = rng.randrange(2, 30)
        return f"What is {n} factorial?", str(math.factorial(n))
    def nm_squared():
        n = rng.randrange(2, 40)
        return f"What is {n} squared?", str(n * n)
    def alternating_caps():
        ws = rng.sample(W, rng.randrange(1, 4))
        text = " ".join(ws)
        return (f"Write '{text}' in alternating caps, starting with a capital.",
                "".join(c.upper() if i % 2 == 0 else c.lower() for i, c in enumerate(text)))
    def instrument_family():
        inst, fam = rng.choice([("violin", "strings"), ("cello", "strings"), ("viola", "strings"), ("harp", "strings"),
                                ("double bass", "strings"), ("flute", "woodwinds"), ("clarinet", "woodwinds"),
                                ("oboe", "woodwinds"), ("bassoon", "woodwinds"), ("piccolo", "woodwinds"),
                                ("saxophone", "woodwinds"), ("trumpet", "brass"), ("trombone", "brass"),
                                ("tuba", "brass"), ("French horn", "brass"), ("cornet", "brass"),
                                ("euphonium", "brass"), ("timpani", "percussion"), ("xylophone", "percussion"),
                                ("snare drum", "percussion"), ("cymbals", "percussion"), ("triangle", "percussion"),
                                ("marimba", "percussion"), ("glockenspiel", "percussion"), ("tambourine", "percussion")])
        return f"To which instrument family does the {inst} belong?", fam
    return dict(minutes_to_hm=minutes_to_hm, slug=slug, days_until=days_until, years_months=years_months,
                circle_area=circle_area, rect_perimeter=rect_perimeter, dedupe_letters=dedupe_letters,
                weeks_days=weeks_days, price_with_tax=price_with_tax, digital_root=digital_root,
                factorial=factorial, alternating_caps=alternating_caps, instrument_family=instrument_family,
                nm_circle_circumference=nm_circle_circumference, nm_digit_sum=nm_digit_sum, nm_squared=nm_squared)


def twentieth():
    """Written at the start of session 19, before its code changed, and run first on session 18's
    final code: requests of yet other shapes; animal_class needs world knowledge; near misses the
    letters in reverse order, rounding to the hundred and words that end with a letter."""
    def sort_letters():
        w = rng.choice(W)
        return f"Sort the letters of '{w}' alphabetically.", "".join(sorted(w))
    def nm_sort_letters_desc():
        w = rng.choice(W)
        return f"Sort the letters of '{w}' in reverse alphabetical order.", "".join(sorted(w, reverse=True))
    def mmss():
        n = rng.randrange(5, 3600)
        return f"Write {n} seconds as mm:ss.", f"{n // 60:02d}:{n % 60:02d}"
    def product_list():
        xs = [rng.randrange(2, 13) for _ in range(rng.randrange(2, 5))]
        return f"What is the product of {', '.join(map(str, xs[:-1]))} and {xs[-1]}?", str(math.prod(xs))
    def total_legs():
        a, b = rng.randrange(1, 20), rng.randrange(1, 20)
        return f"How many legs do {a} chickens and {b} cows have in total?", str(2 * a + 4 * b)
    def round_ten():
        n = rng.randrange(11, 10000)
        while n % 10 == 5:
            n = rng.randrange(11, 10000)
        return f"Round {n} to the nearest ten.", str(int(round(n, -1)))
    def nm_round_hundred():
        n = rng.randrange(101, 10000)
        while n % 100 == 50:
            n = rng.randrange(101, 10000)
        return f"Round {n} to the nearest hundred.", str(int(round(n, -2)))
    def century():
        y = rng.randrange(101, 2100)
        c = (y - 1) // 100 + 1
        suffix = "th" if 10 <= c % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(c % 10, "th")
        return f"In which century is the year {y}?", f"{c}{suffix}"
    def remove_punct():
        ws = rng.sample(W, rng.randrange(3, 7))
        text = ""
        for i, w in enumerate(ws):
            text += (w.capitalize() if i == 0 else w) + (rng.choice([",", "!", "?", ";", ""]) if i < len(ws) - 1 else rng.choice([".", "!", "?"])) + " "
        text = text.strip()
        return f"Remove the punctuation from: {text}", re.sub(r"[^\w\s]", "", text)
    def midpoint():
        a = rng.randrange(0, 100)
        b = a + 2 * rng.randrange(1, 50)
        return f"What number is halfway between {a} and {b}?", str((a + b) // 2)
    def kmh_to_ms():
        v = 9 * rng.randrange(1, 30)
        return f"Convert {v} km/h to metres per second.", f"{v / 3.6:g}"
    def sum_in_text():
        items = rng.sample(["apples", "pears", "plums", "eggs", "rolls", "lemons", "cakes", "pies"], 3)
        ns = [rng.randrange(1, 30) for _ in items]
        return (f"Add up the numbers in this sentence: I bought {ns[0]} {items[0]}, {ns[1]} {items[1]} and {ns[2]} {items[2]}.",
                str(sum(ns)))
    def words_starting():
        ws = rng.sample(W, rng.randrange(3, 7))
        c = rng.choice([w[0] for w in ws])
        return f"How many words in '{' '.join(ws)}' start with the letter {c}?", str(sum(w.startswith(c) for w in ws))
    def nm_words_ending():
        ws = rng.sample(W, rng.randrange(3, 7))
        c = rng.choice([w[-1] for w in ws])
        return f"How many words in '{' '.join(ws)}' end with the letter {c}?", str(sum(w.endswith(c) for w in ws))
    def name_abbrev():
        first = rng.choice("John Mary Ada Alan Grace Linus Edsger Barbara Donald Frances Ken Dennis Niklaus Tim".split())
        mid = rng.choice(["", "Ronald ", "Lee ", "Ann ", "Marie ", "Paul "])
        last = rng.choice("Tolkien Hopper Lovelace Turing Torvalds Dijkstra Liskov Knuth Allen Thompson Ritchie Wirth Berners".split())
        return f"Shorten '{first} {mid}{last}' to first initial and surname.", f"{first[0]}. {last}"
    def animal_class():
        animal, cls = rng.choice([("salmon", "fish"), ("trout", "fish"), ("shark", "fish"), ("cod", "fish"),
                                  ("tuna", "fish"), ("eagle", "bird"), ("penguin", "bird"), ("ostrich", "bird"),
                                  ("sparrow", "bird"), ("owl", "bird"), ("whale", "mammal"), ("bat", "mammal"),
                                  ("dolphin", "mammal"), ("horse", "mammal"), ("tiger", "mammal"), ("kangaroo", "mammal"),
                                  ("frog", "amphibian"), ("toad", "amphibian"), ("newt", "amphibian"),
                                  ("salamander", "amphibian"), ("crocodile", "reptile"), ("tortoise", "reptile"),
                                  ("lizard", "reptile"), ("cobra", "reptile"), ("iguana", "reptile"), ("gecko", "reptile")])
        return f"Is a {animal} a mammal, bird, fish, reptile or amphibian?", cls
    return dict(sort_letters=sort_letters, mmss=mmss, product_list=product_list, total_legs=total_legs,
                round_ten=round_ten, century=century, remove_punct=remove_punct, midpoint=midpoint,
                kmh_to_ms=kmh_to_ms, sum_in_text=sum_in_text, words_starting=words_starting,
                name_abbrev=name_abbrev, animal_class=animal_class, nm_sort_letters_desc=nm_sort_letters_desc,
                nm_round_hundred=nm_round_hundred, nm_words_ending=nm_words_ending)


def twentyfirst():
    """Written in session 19 after its search changes (from twentieth's misses) and before any
    run of it, then run once: everyday requests of other shapes; antonym needs world knowledge;
    near misses the units digit, the multiple below and the odd numbers."""
    def change_due():
        cost, note = rng.randrange(100, 4900), rng.choice([10, 20, 50])
        while cost > note * 100:
            cost = rng.randrange(100, 4900)
        return (f"I pay with a ${note} note for items costing ${cost / 100:.2f}. How much change do I get?",
                f"${(note * 100 - cost) / 100:.2f}")
    def surname_first():
        first = rng.choice("Grace Alan Ada Linus Barbara Donald Frances Dennis Tim Margaret Edsger Katherine".split())
        last = rng.choice("Hopper Turing Lovelace Torvalds Liskov Knuth Allen Ritchie Hamilton Dijkstra Johnson Kay".split())
        return f"Write the name '{first} {last}' as 'Surname, First'.", f"{last}, {first}"
    def percent_score():
        total = rng.choice([20, 25, 40, 50, 80])
        got = rng.randrange(1, total + 1)
        return f"A student got {got} out of {total}. What percentage is that?", f"{got * 100 / total:g}%"
    def age_in_year():
        born, year = rng.randrange(1940, 2015), rng.randrange(2025, 2060)
        return f"Someone born in {born} turns how old in {year}?", str(year - born)
    def last_word_length():
        ws = rng.sample(W, rng.randrange(2, 6))
        return f"How many letters are in the last word of '{' '.join(ws)}'?", str(len(ws[-1]))
    def reverse_digits():
        n = rng.randrange(10, 10 ** rng.randrange(3, 8))
        while n % 10 == 0:
            n = rng.randrange(10, 100000)
        return f"Reverse the digits of {n}.", str(n)[::-1]
    def even_count():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(4, 9))]
        return f"How many even numbers are in {', '.join(map(str, xs))}?", str(sum(x % 2 == 0 for x in xs))
    def nm_odd_count():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(4, 9))]
        return f"How many odd numbers are in {', '.join(map(str, xs))}?", str(sum(x % 2 == 1 for x in xs))
    def tens_digit():
        n = rng.randrange(100, 100000)
        return f"What is the tens digit of {n}?", str(n // 10 % 10)
    def nm_units_digit():
        n = rng.randrange(100, 100000)
        return f"What is the units digit of {n}?", str(n % 10)
    def next_multiple():
        k, n = rng.randrange(3, 13), rng.randrange(20, 200)
        return f"What is the smallest multiple of {k} greater than {n}?", str((n // k + 1) * k)
    def nm_prev_multiple():
        k, n = rng.randrange(3, 13), rng.randrange(20, 200)
        return f"What is the largest multiple of {k} less than {n}?", str((n - 1) // k * k)
    def ones_bits():
        n = rng.randrange(1, 1024)
        return f"How many 1 bits are in the binary form of {n}?", str(bin(n).count("1"))
    def rgb_to_hex():
        r, g, b = (rng.randrange(256) for _ in range(3))
        return f"Convert RGB({r}, {g}, {b}) to a hex colour code.", f"#{r:02X}{g:02X}{b:02X}"
    def trim_ends():
        w = rng.choice(W)
        return f"Remove the first and last characters of '{w}'.", w[1:-1]
    def antonym():
        a, b = rng.choice([("hot", "cold"), ("big", "small"), ("fast", "slow"), ("happy", "sad"), ("light", "dark"),
                           ("up", "down"), ("early", "late"), ("open", "closed"), ("rich", "poor"), ("strong", "weak"),
                           ("wet", "dry"), ("hard", "soft"), ("full", "empty"), ("young", "old"), ("loud", "quiet"),
                           ("high", "low"), ("thick", "thin"), ("heavy", "light"), ("near", "far"), ("clean", "dirty"),
                           ("brave", "cowardly"), ("sharp", "blunt"), ("cheap", "expensive"), ("win", "lose"),
                           ("buy", "sell"), ("push", "pull"), ("arrive", "depart"), ("accept", "refuse")])
        return f"What is the opposite of the word '{a}'?", b
    return dict(change_due=change_due, surname_first=surname_first, percent_score=percent_score,
                age_in_year=age_in_year, last_word_length=last_word_length, reverse_digits=reverse_digits,
                even_count=even_count, tens_digit=tens_digit, next_multiple=next_multiple, ones_bits=ones_bits,
                rgb_to_hex=rgb_to_hex, trim_ends=trim_ends, antonym=antonym, nm_odd_count=nm_odd_count,
                nm_units_digit=nm_units_digit, nm_prev_multiple=nm_prev_multiple)


def twentysecond():
    """Written at the start of session 20 before its code changed, then run once: everyday requests
    of other shapes; plural needs world knowledge (irregular nouns among regular ones); near misses
    the letter before, the half of the year and seconds after midnight."""
    months = "January February March April May June July August September October November December".split()
    def quarter_of_month():
        m, d, y = rng.randrange(12), rng.randrange(1, 29), rng.randrange(1990, 2031)
        return f"Which quarter of the year is {months[m]} {d}, {y} in?", f"Q{m // 3 + 1}"
    def nm_half_of_year():
        m, d, y = rng.randrange(12), rng.randrange(1, 29), rng.randrange(1990, 2031)
        return f"Which half of the year is {months[m]} {d}, {y} in?", f"H{m // 6 + 1}"
    def hours_to_days():
        h = rng.randrange(49, 400)
        while h % 24 < 2:
            h = rng.randrange(49, 400)
        return f"Convert {h} hours to days and hours.", f"{h // 24} days and {h % 24} hours"
    def ascii_code():
        c = rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return f"What is the ASCII code of the character '{c}'?", str(ord(c))
    def letter_after():
        c = rng.choice("abcdefghijklmnopqrstuvwxy")
        return f"Which letter comes right after '{c}' in the alphabet?", chr(ord(c) + 1)
    def nm_letter_before():
        c = rng.choice("bcdefghijklmnopqrstuvwxyz")
        return f"Which letter comes right before '{c}' in the alphabet?", chr(ord(c) - 1)
    def is_divisible():
        k = rng.randrange(3, 13)
        n = k * rng.randrange(3, 40) + (0 if rng.random() < 0.5 else rng.randrange(1, k))
        return f"Is {n} divisible by {k}? Answer yes or no.", "yes" if n % k == 0 else "no"
    def stock_profit():
        n, b = rng.randrange(2, 60), rng.randrange(5, 90)
        s = b + rng.randrange(1, 30)
        return f"I bought {n} shares at ${b} each and sold them at ${s} each. What was my profit?", f"${(s - b) * n}"
    def pages_per_day():
        p, k = rng.randrange(80, 900), rng.choice([10, 15, 20, 25, 30, 40, 50])
        return f"A book has {p} pages. Reading {k} pages a day, how many days will it take to finish?", str(-(-p // k))
    def temp_range():
        lo = rng.randrange(-15, 15)
        hi = lo + rng.randrange(2, 20)
        return f"The high was {hi}°C and the low was {lo}°C. What was the temperature range?", f"{hi - lo}°C"
    def dollars_to_cents():
        c = rng.randrange(5, 10000)
        return f"How many cents are in ${c / 100:.2f}?", str(c)
    def join_with_and():
        ws = rng.sample(W, rng.randrange(2, 6))
        return f"Join these words into one phrase: {', '.join(ws)}", (", ".join(ws[:-1]) + " and " + ws[-1])
    def minutes_past_midnight():
        h, m = rng.randrange(24), rng.randrange(60)
        return f"How many minutes after midnight is {h:02d}:{m:02d}?", str(h * 60 + m)
    def nm_seconds_past_midnight():
        h, m = rng.randrange(24), rng.randrange(60)
        return f"How many seconds after midnight is {h:02d}:{m:02d}?", str(h * 3600 + m * 60)
    def count_digits_text():
        code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(rng.randrange(6, 11)))
        return f"How many digits are in the code '{code}'?", str(sum(ch.isdigit() for ch in code))
    def plural():
        return rng.choice([("What is the plural of 'mouse'?", "mice"), ("What is the plural of 'child'?", "children"),
                           ("What is the plural of 'goose'?", "geese"), ("What is the plural of 'tooth'?", "teeth"),
                           ("What is the plural of 'cactus'?", "cacti"), ("What is the plural of 'sheep'?", "sheep"),
                           ("What is the plural of 'box'?", "boxes"), ("What is the plural of 'city'?", "cities"),
                           ("What is the plural of 'knife'?", "knives"), ("What is the plural of 'dog'?", "dogs"),
                           ("What is the plural of 'person'?", "people"), ("What is the plural of 'ox'?", "oxen"),
                           ("What is the plural of 'crisis'?", "crises"), ("What is the plural of 'hero'?", "heroes"),
                           ("What is the plural of 'piano'?", "pianos"), ("What is the plural of 'leaf'?", "leaves"),
                           ("What is the plural of 'roof'?", "roofs"), ("What is the plural of 'fish'?", "fish"),
                           ("What is the plural of 'woman'?", "women"), ("What is the plural of 'bus'?", "buses"),
                           ("What is the plural of 'day'?", "days"), ("What is the plural of 'foot'?", "feet"),
                           ("What is the plural of 'louse'?", "lice"), ("What is the plural of 'wolf'?", "wolves"),
                           ("What is the plural of 'berry'?", "berries"), ("What is the plural of 'radius'?", "radii"),
                           ("What is the plural of 'deer'?", "deer"), ("What is the plural of 'church'?", "churches")])
    return dict(quarter_of_month=quarter_of_month, hours_to_days=hours_to_days, ascii_code=ascii_code,
                letter_after=letter_after, is_divisible=is_divisible, stock_profit=stock_profit,
                pages_per_day=pages_per_day, temp_range=temp_range, dollars_to_cents=dollars_to_cents,
                join_with_and=join_with_and, minutes_past_midnight=minutes_past_midnight,
                count_digits_text=count_digits_text, plural=plural, nm_half_of_year=nm_half_of_year,
                nm_letter_before=nm_letter_before, nm_seconds_past_midnight=nm_seconds_past_midnight)


def twentythird():
    """Written in session 20 after its code changes (from twentysecond's misses) and before any
    run of it, then run once: compositions of two steps and everyday conversions; sport_term needs
    world knowledge; near misses lower case, days instead of weeks, a sum instead of a product."""
    def spell_back_caps():
        w = rng.choice(W)
        return f"Spell '{w}' backwards in capitals.", w[::-1].upper()
    def nm_spell_back_lower():
        w = rng.choice(W).title()
        return f"Spell '{w}' backwards in lowercase.", w[::-1].lower()
    def last_digit_product():
        a, b = rng.randrange(2, 200), rng.randrange(2, 200)
        return f"What is the last digit of {a} × {b}?", str(a * b % 10)
    def nm_last_digit_sum():
        a, b = rng.randrange(2, 200), rng.randrange(2, 200)
        return f"What is the last digit of {a} + {b}?", str((a + b) % 10)
    def first_plus_last():
        xs = [rng.randrange(1, 60) for _ in range(rng.randrange(3, 8))]
        return f"Add the first and last numbers of this list: {', '.join(map(str, xs))}", str(xs[0] + xs[-1])
    def fuel_economy():
        litres = rng.randrange(5, 60)
        km = litres * rng.randrange(8, 22)
        return f"A car travels {km} km on {litres} litres of fuel. How many km per litre is that?", str(km // litres)
    def hours_in_weeks():
        n = rng.randrange(1, 60)
        return f"How many hours are in {n} weeks?", str(n * 168)
    def nm_hours_in_days():
        n = rng.randrange(1, 60)
        return f"How many hours are in {n} days?", str(n * 24)
    def double_each():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(3, 7))]
        return f"Double every number in: {', '.join(map(str, xs))}", ", ".join(str(2 * x) for x in xs)
    def longest_word_len():
        ws = rng.sample(W, rng.randrange(3, 7))
        return f"How many letters does the longest word in '{' '.join(ws)}' have?", str(max(map(len, ws)))
    def alphabetical_word():
        w = rng.choice(["almost", "begin", "chintz", "ghost", "dirty", "abbot", "below", "empty", "floor", "glory",
                        "accent", "biopsy", "chimp", "knot", "access", "fort", "adept", "hoops", "bijou", "deft",
                        "apple", "zebra", "house", "stone", "river", "piano", "tiger", "lemon", "night", "water",
                        "cloud", "bread", "mouse", "table", "world", "green", "light", "sugar", "dream", "plant"])
        return f"Are the letters of '{w}' in alphabetical order? Answer yes or no.", "yes" if list(w) == sorted(w) else "no"
    def abs_difference():
        a, b = rng.randrange(-50, 100), rng.randrange(-50, 100)
        return f"How far apart are {a} and {b} on the number line?", str(abs(a - b))
    def cm_to_inches():
        cm = rng.randrange(3, 300)
        return f"Convert {cm} cm to inches, rounded to one decimal place.", f"{cm / 2.54:.1f}"
    def count_item():
        items = [rng.choice(["red", "blue", "green", "pink"]) for _ in range(rng.randrange(4, 10))]
        c = rng.choice(["red", "blue", "green", "pink"])
        return f"How many times does '{c}' appear in: {', '.join(items)}?", str(items.count(c))
    def minutes_as_hours():
        m = 6 * rng.randrange(1, 80)
        return f"Express {m} minutes in hours as a decimal.", f"{m / 60:g}"
    def sport_term():
        return rng.choice([(f"In which sport is the term '{t}' used?", sp) for t, sp in (
            ("love", "tennis"), ("deuce", "tennis"), ("ace", "tennis"), ("birdie", "golf"), ("bogey", "golf"),
            ("caddie", "golf"), ("checkmate", "chess"), ("castling", "chess"), ("en passant", "chess"),
            ("home run", "baseball"), ("strikeout", "baseball"), ("bullpen", "baseball"), ("scrum", "rugby"),
            ("try", "rugby"), ("line-out", "rugby"), ("slam dunk", "basketball"), ("free throw", "basketball"),
            ("alley-oop", "basketball"), ("offside", "football"), ("penalty kick", "football"), ("hat-trick", "cricket"),
            ("wicket", "cricket"), ("googly", "cricket"), ("touchdown", "american football"), ("puck", "ice hockey"),
            ("power play", "ice hockey"), ("spare", "bowling"), ("strike", "bowling"), ("volley", "volleyball"))])
    return dict(spell_back_caps=spell_back_caps, last_digit_product=last_digit_product, first_plus_last=first_plus_last,
                fuel_economy=fuel_economy, hours_in_weeks=hours_in_weeks, double_each=double_each,
                longest_word_len=longest_word_len, alphabetical_word=alphabetical_word, abs_difference=abs_difference,
                cm_to_inches=cm_to_inches, count_item=count_item, minutes_as_hours=minutes_as_hours,
                sport_term=sport_term, nm_spell_back_lower=nm_spell_back_lower, nm_last_digit_sum=nm_last_digit_sum,
                nm_hours_in_days=nm_hours_in_days)


def twentyfourth():
    """Written at the end of session 20 after its last code change and before any run of it, then
    run once: small compositions and two-word comparisons; fruit_colour needs world knowledge;
    near misses the shorter word, the previous even number and plus instead of minus."""
    def nth_alphabet_letter():
        n = rng.randrange(1, 27)
        return f"What is letter number {n} of the alphabet?", chr(96 + n)
    def longer_word():
        a, b = rng.sample(W, 2)
        while len(a) == len(b):
            a, b = rng.sample(W, 2)
        return f"Which is longer, '{a}' or '{b}'?", max(a, b, key=len)
    def nm_shorter_word():
        a, b = rng.sample(W, 2)
        while len(a) == len(b):
            a, b = rng.sample(W, 2)
        return f"Which is shorter, '{a}' or '{b}'?", min(a, b, key=len)
    def mirror_word():
        w = rng.choice(W)
        return f"Mirror the word '{w}': write it followed by its reverse.", w + w[::-1]
    def squared_minus_one():
        n = rng.randrange(2, 100)
        return f"What is {n} squared minus 1?", str(n * n - 1)
    def nm_squared_plus_one():
        n = rng.randrange(2, 100)
        return f"What is {n} squared plus 1?", str(n * n + 1)
    def min_sec_to_seconds():
        m, sec = rng.randrange(1, 60), rng.randrange(0, 60)
        return f"How many seconds are in {m} minutes and {sec} seconds?", str(60 * m + sec)
    def next_even():
        n = rng.randrange(1, 500)
        return f"What is the next even number after {n}?", str(n + 2 - n % 2)
    def nm_prev_even():
        n = rng.randrange(3, 500)
        return f"What is the previous even number before {n}?", str(n - 2 + n % 2)
    def full_weeks():
        n = rng.randrange(7, 400)
        return f"How many full weeks are in {n} days?", str(n // 7)
    def rect_area_units():
        a, b = rng.randrange(2, 40), rng.randrange(2, 40)
        return f"What is the area of a rectangle {a} m by {b} m?", f"{a * b} m²"
    def remove_spaces():
        ws = rng.sample(W, rng.randrange(2, 5))
        return f"Remove all spaces from '{' '.join(ws)}'.", "".join(ws)
    def vowel_or_consonant():
        c = rng.choice("abcdefghijklmnopqrstuvwxyz")
        return f"Is the letter '{c}' a vowel or a consonant?", "vowel" if c in "aeiou" else "consonant"
    def largest_of_three():
        a, b, c = rng.sample(range(-50, 200), 3)
        return f"Which is the largest of {a}, {b} and {c}?", str(max(a, b, c))
    def year_digits_sum():
        y = rng.randrange(1000, 2100)
        return f"What do the digits of the year {y} add up to?", str(sum(map(int, str(y))))
    def fruit_colour():
        return rng.choice([(f"What colour is a ripe {f}?", c) for f, c in (
            ("banana", "yellow"), ("strawberry", "red"), ("lime", "green"), ("blueberry", "blue"), ("plum", "purple"),
            ("tangerine", "orange"), ("cherry", "red"), ("lemon", "yellow"), ("raspberry", "red"), ("blackberry", "black"),
            ("kiwi", "brown"), ("avocado", "green"), ("grapefruit", "pink"), ("pomegranate", "red"), ("fig", "purple"),
            ("apricot", "orange"), ("pineapple", "yellow"), ("watermelon", "green"), ("coconut", "brown"),
            ("mango", "orange"), ("papaya", "orange"), ("eggplant", "purple"), ("tomato", "red"), ("pear", "green"),
            ("date", "brown"), ("gooseberry", "green"), ("cranberry", "red"), ("quince", "yellow"))])
    return dict(nth_alphabet_letter=nth_alphabet_letter, longer_word=longer_word, mirror_word=mirror_word,
                squared_minus_one=squared_minus_one, min_sec_to_seconds=min_sec_to_seconds, next_even=next_even,
                full_weeks=full_weeks, rect_area_units=rect_area_units, remove_spaces=remove_spaces,
                vowel_or_consonant=vowel_or_consonant, largest_of_three=largest_of_three,
                year_digits_sum=year_digits_sum, fruit_colour=fruit_colour, nm_shorter_word=nm_shorter_word,
                nm_prev_even=nm_prev_even, nm_squared_plus_one=nm_squared_plus_one)


def twentyfifth():
    """Written in session 21 after its search changes and before any run of it: everyday
    requests of other shapes (initials, a sale price, a decade, a clock time after some
    minutes); animal_sound needs world knowledge; near misses the first two letters, the odd
    numbers instead of the even ones and minutes before instead of after."""
    first = ["John", "Mary", "Peter", "Alice", "Robert", "Linda", "Carlos", "Yuki", "Fatima", "Omar", "Grace", "Ivan"]
    last = ["Smith", "Brown", "Garcia", "Tanaka", "Novak", "Okafor", "Jensen", "Rossi", "Khan", "Dubois", "Silva", "Weber"]
    def initials():
        a, b = rng.choice(first), rng.choice(last)
        return f"What are the initials of {a} {b}?", f"{a[0]}.{b[0]}."
    def count_consonants():
        w = rng.choice(W)
        return f"How many consonants are in the word '{w}'?", str(sum(c.isalpha() and c not in "aeiou" for c in w))
    def sale_price():
        price, off = rng.randrange(2, 40) * 10, rng.choice([10, 20, 25, 30, 40, 50])
        return f"A jacket costs ${price} and is {off}% off. What is the sale price?", money(price * (100 - off) / 100)
    def hours_to_minutes():
        h = rng.randrange(1, 40) / 2
        return f"How many minutes are in {toolkit_num(h)} hours?", toolkit_num(h * 60)
    def last_two_letters():
        w = rng.choice(W)
        return f"What are the last two letters of '{w}'?", w[-2:]
    def nm_first_two_letters():
        w = rng.choice(W)
        return f"What are the first two letters of '{w}'?", w[:2]
    def sum_even_list():
        xs = [rng.randrange(1, 50) for _ in range(rng.randrange(4, 8))]
        return f"What is the sum of the even numbers in {', '.join(map(str, xs))}?", str(sum(x for x in xs if x % 2 == 0))
    def nm_sum_odd_list():
        xs = [rng.randrange(1, 50) for _ in range(rng.randrange(4, 8))]
        return f"What is the sum of the odd numbers in {', '.join(map(str, xs))}?", str(sum(x for x in xs if x % 2 == 1))
    def repeat_hyphen():
        w, n = rng.choice(["ha", "go", "la", "no", "yo", "boom", "tick", "knock", "ding", "zip"]), rng.randrange(2, 6)
        return f"Repeat '{w}' {n} times, separated by hyphens.", "-".join([w] * n)
    def swap_two_words():
        a, b = rng.sample(W, 2)
        return f"Swap the two words in '{a} {b}'.", f"{b} {a}"
    def decade_of_year():
        y = rng.randrange(1800, 2030)
        return f"Which decade does the year {y} belong to?", f"{y // 10 * 10}s"
    def minutes_after():
        h, m, d = rng.randrange(1, 12), rng.randrange(0, 60), rng.randrange(5, 120)
        t = datetime.datetime(2000, 1, 1, h, m) + datetime.timedelta(minutes=d)
        return f"What time is it {d} minutes after {h}:{m:02d}?", f"{t.hour}:{t.minute:02d}"
    def nm_minutes_before():
        h, m, d = rng.randrange(3, 12), rng.randrange(0, 60), rng.randrange(5, 120)
        t = datetime.datetime(2000, 1, 1, h, m) - datetime.timedelta(minutes=d)
        return f"What time is it {d} minutes before {h}:{m:02d}?", f"{t.hour}:{t.minute:02d}"
    def is_multiple():
        k = rng.randrange(3, 13)
        n = k * rng.randrange(2, 30) + (0 if rng.random() < 0.5 else rng.randrange(1, k))
        return f"Is {n} a multiple of {k}? Answer yes or no.", "yes" if n % k == 0 else "no"
    def count_words_starting():
        ws = rng.sample(W, rng.randrange(4, 9))
        c = rng.choice(ws)[0]
        return f"How many words in '{' '.join(ws)}' start with the letter '{c}'?", str(sum(w[0] == c for w in ws))
    def animal_sound():
        return rng.choice([(f"What sound does a {a} make?", s) for a, s in (
            ("cow", "moo"), ("dog", "bark"), ("cat", "meow"), ("sheep", "baa"), ("duck", "quack"), ("pig", "oink"),
            ("horse", "neigh"), ("lion", "roar"), ("owl", "hoot"), ("snake", "hiss"), ("bee", "buzz"),
            ("donkey", "bray"), ("rooster", "crow"), ("frog", "croak"), ("mouse", "squeak"), ("wolf", "howl"),
            ("goat", "bleat"), ("turkey", "gobble"), ("crow", "caw"), ("dove", "coo"), ("elephant", "trumpet"),
            ("hyena", "laugh"), ("chick", "cheep"), ("bear", "growl"), ("cricket", "chirp"), ("goose", "honk"))])
    return dict(initials=initials, count_consonants=count_consonants, sale_price=sale_price,
                hours_to_minutes=hours_to_minutes, last_two_letters=last_two_letters, sum_even_list=sum_even_list,
                repeat_hyphen=repeat_hyphen, swap_two_words=swap_two_words, decade_of_year=decade_of_year,
                minutes_after=minutes_after, is_multiple=is_multiple, count_words_starting=count_words_starting,
                animal_sound=animal_sound, nm_first_two_letters=nm_first_two_letters, nm_sum_odd_list=nm_sum_odd_list,
                nm_minutes_before=nm_minutes_before)


def twentysixth():
    """Written in session 21 after twentyfifth's held-out run and the fixes from its misses, before
    any run of it: prices, dates, files and words; colour_mix needs world knowledge; near misses
    letters joined with dashes, yesterday instead of tomorrow and km instead of metres."""
    def percent_rise():
        a = rng.randrange(2, 40) * 10
        b = a + a * rng.choice([10, 20, 25, 50, 75, 100]) // 100
        return f"A price went from ${a} to ${b}. By what percent did it rise?", f"{toolkit_num(round((b - a) * 100 / a, 2))}%"
    def email_user():
        u = rng.choice(["jane.doe", "bob", "a.smith", "li.wei", "kim99", "sara_k", "tom.h", "mario.r", "anna", "dev.ops"])
        d = rng.choice(["example.com", "mail.org", "corp.net", "school.edu"])
        return f"What is the username in the email address {u}@{d}?", u
    def spaced_letters():
        w = rng.choice(W)
        return f"Put a space between each letter of '{w}'.", " ".join(w)
    def nm_dashed_letters():
        w = rng.choice(W)
        return f"Put a dash between each letter of '{w}'.", "-".join(w)
    def minutes_between():
        a, b = sorted(rng.sample(range(6 * 60, 20 * 60), 2))
        return f"How many minutes are there between {a // 60}:{a % 60:02d} and {b // 60}:{b % 60:02d}?", str(b - a)
    def count_vowels_phrase():
        ws = rng.sample(W, rng.randrange(2, 5))
        p = " ".join(ws)
        return f"How many vowels are in '{p}'?", str(sum(c in "aeiou" for c in p))
    def average_three():
        xs = [rng.randrange(1, 60) for _ in range(3)]
        return f"What is the average of {xs[0]}, {xs[1]} and {xs[2]}?", toolkit_num(round(sum(xs) / 3, 2))
    def file_extension():
        name = rng.choice(["report_2023", "photo", "notes", "backup.old", "index", "data-final", "song", "slides"])
        ext = rng.choice(["pdf", "jpg", "txt", "csv", "html", "mp3", "pptx", "zip"])
        return f"What is the file extension of {name}.{ext}?", ext
    def km_to_m():
        km = rng.randrange(1, 100) / 10
        return f"How many metres are in {toolkit_num(km)} km?", toolkit_num(round(km * 1000))
    def nm_m_to_km():
        m = rng.randrange(1, 100) * 100
        return f"How many km are in {m} metres?", toolkit_num(m / 1000)
    def reverse_digits():
        n = rng.randrange(100, 100000)
        while n % 10 == 0:
            n = rng.randrange(100, 100000)
        return f"Reverse the digits of {n}.", str(n)[::-1]
    def weeks_and_days():
        n = rng.randrange(8, 100)
        while n % 7 == 0:
            n = rng.randrange(8, 100)
        return f"Convert {n} days into weeks and days.", f"{n // 7} weeks and {n % 7} days"
    def tomorrow():
        d = datetime.date(2020, 1, 1) + datetime.timedelta(days=rng.randrange(0, 1500))
        return f"If today is {d.isoformat()}, what is tomorrow's date?", (d + datetime.timedelta(days=1)).isoformat()
    def nm_yesterday():
        d = datetime.date(2020, 1, 1) + datetime.timedelta(days=rng.randrange(0, 1500))
        return f"If today is {d.isoformat()}, what was yesterday's date?", (d - datetime.timedelta(days=1)).isoformat()
    def nth_word():
        ws = rng.sample(W, rng.randrange(4, 7))
        k = rng.randrange(1, 5)
        return f"What is the {['first', 'second', 'third', 'fourth'][k - 1]} word in '{' '.join(ws)}'?", ws[k - 1]
    def colour_mix():
        return rng.choice([(f"What colour do you get by mixing {a} and {b}?", c) for (a, b), c in {
            ("blue", "yellow"): "green", ("red", "yellow"): "orange", ("red", "blue"): "purple", ("red", "white"): "pink",
            ("black", "white"): "grey", ("blue", "white"): "light blue", ("yellow", "blue"): "green",
            ("yellow", "red"): "orange", ("blue", "red"): "purple", ("white", "red"): "pink", ("white", "black"): "grey",
            ("green", "red"): "brown", ("red", "green"): "brown", ("orange", "blue"): "brown", ("blue", "orange"): "brown",
            ("purple", "yellow"): "brown", ("yellow", "purple"): "brown", ("white", "blue"): "light blue",
            ("green", "yellow"): "lime", ("yellow", "green"): "lime", ("blue", "green"): "teal", ("green", "blue"): "teal",
            ("red", "orange"): "red-orange", ("orange", "red"): "red-orange", ("black", "red"): "maroon",
            ("red", "black"): "maroon"}.items()])
    return dict(percent_rise=percent_rise, email_user=email_user, spaced_letters=spaced_letters,
                minutes_between=minutes_between, count_vowels_phrase=count_vowels_phrase, average_three=average_three,
                file_extension=file_extension, km_to_m=km_to_m, reverse_digits=reverse_digits,
                weeks_and_days=weeks_and_days, tomorrow=tomorrow, nth_word=nth_word, colour_mix=colour_mix,
                nm_dashed_letters=nm_dashed_letters, nm_yesterday=nm_yesterday, nm_m_to_km=nm_m_to_km)


def twentyseventh():
    """Written at the start of session 22 before its code changed, then run once: conversions,
    counts, picks and rewrites, some behind a fixed instruction and some with a payload of several
    lines; rhyme needs world knowledge; near misses the last letters instead of the first, km to
    miles instead of miles to km, and the item after instead of before."""
    def hours_to_minutes():
        h = rng.randrange(1, 49) / 4
        return f"Convert {toolkit_num(h)} hours to minutes.", toolkit_num(h * 60)
    def first_letters_n():
        w, n = rng.choice(W), rng.randrange(2, 5)
        return f"What are the first {n} letters of '{w}'?", w[:n]
    def nm_last_letters_n():
        w, n = rng.choice(W), rng.randrange(2, 5)
        return f"What are the last {n} letters of '{w}'?", w[-n:]
    def title_case():
        ws = rng.sample(W, rng.randrange(2, 5))
        return f"Write '{' '.join(ws)}' in title case.", " ".join(w.capitalize() for w in ws)
    def miles_to_km():
        m = rng.randrange(1, 200)
        return ("You convert distances. Reply with the number of kilometres only, rounded to one decimal.\n\n"
                f"{m} miles"), toolkit_num(round(m * 1.609344, 1))
    def nm_km_to_miles():
        k = rng.randrange(1, 200)
        return ("You convert distances. Reply with the number of miles only, rounded to one decimal.\n\n"
                f"{k} km"), toolkit_num(round(k / 1.609344, 1))
    def lines_count():
        lines = [" ".join(rng.sample(W, rng.randrange(1, 5))) for _ in range(rng.randrange(2, 8))]
        return "How many lines does the following text have?\n" + "\n".join(lines), str(len(lines))
    def json_value():
        rec = {"name": rng.choice(["Ann", "Bo", "Carla", "Dev", "Eli", "Fatima", "Gus", "Hana"]),
               "city": rng.choice(["Oslo", "Lima", "Pune", "Kyoto", "Accra", "Quito", "Turin"]),
               "age": rng.randrange(18, 80)}
        k = rng.choice(list(rec))
        return f'Return only the value of the key "{k}" in this JSON: {json.dumps(rec)}', str(rec[k])
    def hours_and_minutes():
        n = rng.randrange(61, 600)
        while n % 60 == 0:
            n = rng.randrange(61, 600)
        return f"Express {n} minutes in hours and minutes.", f"{n // 60} h {n % 60} min"
    def letter_position():
        c = rng.choice("abcdefghijklmnopqrstuvwxyz")
        return f"What is the position of the letter '{c}' in the alphabet?", str(ord(c) - 96)
    def count_char():
        w = rng.choice(W)
        c = rng.choice(sorted(set(w)))
        return f"Count the letter '{c}' in '{w}'.", str(w.count(c))
    def item_before():
        xs = rng.sample(W, rng.randrange(4, 7))
        i = rng.randrange(1, len(xs))
        return f"In the list {', '.join(xs)}, which item comes just before {xs[i]}?", xs[i - 1]
    def nm_item_after():
        xs = rng.sample(W, rng.randrange(4, 7))
        i = rng.randrange(0, len(xs) - 1)
        return f"In the list {', '.join(xs)}, which item comes just after {xs[i]}?", xs[i + 1]
    def range_of():
        xs = rng.sample(range(1, 100), rng.randrange(3, 7))
        return f"What is the range (largest minus smallest) of {', '.join(map(str, xs))}?", str(max(xs) - min(xs))
    def swap_case():
        w = "".join(c.upper() if rng.random() < 0.5 else c for c in " ".join(rng.sample(W, 2)))
        return f"Invert the case of every letter in '{w}'.", w.swapcase()
    def rhyme():
        return rng.choice([(f"Give a word that rhymes with '{a}'.", b) for a, b in {
            "cat": "hat", "dog": "log", "moon": "spoon", "tree": "bee", "cake": "lake", "ring": "king",
            "star": "car", "night": "light", "rain": "train", "bell": "shell", "boat": "coat", "fish": "dish",
            "mouse": "house", "bear": "chair", "sun": "fun", "snake": "rake", "goat": "note", "frog": "fog",
            "book": "cook", "pen": "hen", "clock": "sock", "bed": "red", "mug": "bug", "fox": "box",
            "whale": "tail", "pig": "wig"}.items()])
    return dict(hours_to_minutes=hours_to_minutes, first_letters_n=first_letters_n, title_case=title_case,
                miles_to_km=miles_to_km, lines_count=lines_count, json_value=json_value,
                hours_and_minutes=hours_and_minutes, letter_position=letter_position, count_char=count_char,
                item_before=item_before, range_of=range_of, swap_case=swap_case, rhyme=rhyme,
                nm_last_letters_n=nm_last_letters_n, nm_km_to_miles=nm_km_to_miles, nm_item_after=nm_item_after)


def twentyeighth():
    """Written in session 22 after its code changes and before any run of it: conversions, sums
    and picks over lines, JSON and lists with other separators; dish_ingredient needs world
    knowledge; near misses the odd numbers instead of the even, the shortest line instead of the
    longest, and minutes instead of seconds."""
    def seconds_in_hours():
        n = rng.randrange(1, 49) / 2
        return f"How many seconds are in {toolkit_num(n)} hours?", toolkit_num(n * 3600)
    def nm_minutes_in_hours():
        n = rng.randrange(1, 49) / 2
        return f"How many minutes are in {toolkit_num(n)} hours?", toolkit_num(n * 60)
    def hashtag():
        ws = rng.sample(W, rng.randrange(2, 4))
        return f"Turn '{' '.join(ws)}' into a hashtag.", "#" + "".join(w.capitalize() for w in ws)
    def box_volume():
        a, b, c = (rng.randrange(2, 30) for _ in range(3))
        return f"What is the volume of a box {a} cm by {b} cm by {c} cm, in cubic centimetres?", str(a * b * c)
    def whole_weeks():
        n = rng.randrange(1, 200)
        return f"How many whole weeks are in {n} days?", str(n // 7)
    def lines_of_words():
        while True:
            lines = [" ".join(rng.sample(W, rng.randrange(1, 4))) for _ in range(rng.randrange(3, 6))]
            if len({len(x) for x in lines}) == len(lines):
                return lines
    def longest_line():
        lines = lines_of_words()
        return "Which line is the longest?\n" + "\n".join(lines), max(lines, key=len)
    def nm_shortest_line():
        lines = lines_of_words()
        return "Which line is the shortest?\n" + "\n".join(lines), min(lines, key=len)
    def sum_lines():
        xs = [rng.randrange(1, 500) for _ in range(rng.randrange(2, 6))]
        return "Add up the numbers below.\n" + "\n".join(map(str, xs)), str(sum(xs))
    def json_total():
        keys = rng.sample(["mon", "tue", "wed", "thu", "fri", "sat", "sun"], rng.randrange(2, 5))
        rec = {k: rng.randrange(0, 40) for k in keys}
        return f"What is the total of the values in {json.dumps(rec)}?", str(sum(rec.values()))
    def semicolon_item():
        xs = rng.sample(W, rng.randrange(3, 7))
        k = rng.randrange(1, len(xs) + 1)
        return f"What is item {k} in the list: {'; '.join(xs)}?", xs[k - 1]
    def last_first():
        first = rng.choice(["Ada", "Bruno", "Chen", "Dara", "Emil", "Freya", "Goran", "Hiro", "Ines", "Jonas"])
        last = rng.choice(["Okafor", "Lindqvist", "Moreau", "Tanaka", "Silva", "Novak", "Quinn", "Haddad"])
        return f"Write the name {first} {last} as 'Last, First'.", f"{last}, {first}"
    def digit_count():
        n = rng.randrange(1, 10 ** rng.randrange(1, 10))
        return f"How many digits does {n} have?", str(len(str(n)))
    def even_sum():
        xs = rng.sample(range(1, 60), rng.randrange(3, 7))
        return f"What is the sum of the even numbers in {', '.join(map(str, xs))}?", str(sum(x for x in xs if x % 2 == 0))
    def nm_odd_sum():
        xs = rng.sample(range(1, 60), rng.randrange(3, 7))
        return f"What is the sum of the odd numbers in {', '.join(map(str, xs))}?", str(sum(x for x in xs if x % 2))
    def count_greater():
        xs = rng.sample(range(1, 100), rng.randrange(3, 8))
        k = rng.randrange(10, 90)
        return f"How many of these numbers are greater than {k}: {', '.join(map(str, xs))}?", str(sum(x > k for x in xs))
    def dish_ingredient():
        return rng.choice([(f"What is the main ingredient of {a}?", b) for a, b in {
            "guacamole": "avocado", "hummus": "chickpeas", "risotto": "rice", "omelette": "eggs",
            "french fries": "potatoes", "tofu": "soybeans", "sauerkraut": "cabbage", "falafel": "chickpeas",
            "popcorn": "corn", "tzatziki": "yogurt", "pesto": "basil", "applesauce": "apples", "ketchup": "tomatoes",
            "baba ganoush": "eggplant", "borscht": "beets", "polenta": "cornmeal", "gnocchi": "potatoes",
            "dal": "lentils", "paella": "rice", "coleslaw": "cabbage", "marmalade": "oranges", "tapenade": "olives",
            "meringue": "egg whites", "mashed potatoes": "potatoes", "edamame": "soybeans", "pumpkin pie": "pumpkin"}.items()])
    return dict(seconds_in_hours=seconds_in_hours, hashtag=hashtag, box_volume=box_volume, whole_weeks=whole_weeks,
                longest_line=longest_line, sum_lines=sum_lines, json_total=json_total, semicolon_item=semicolon_item,
                last_first=last_first, digit_count=digit_count, even_sum=even_sum, count_greater=count_greater,
                dish_ingredient=dish_ingredient, nm_minutes_in_hours=nm_minutes_in_hours,
                nm_shortest_line=nm_shortest_line, nm_odd_sum=nm_odd_sum)


def twentyninth():
    """Written at the start of session 23 before its code changed, then run once: parts of IP
    addresses and versions, clock and calendar spans, money split, fractions, masks, and counts
    over a sentence; young_animal needs world knowledge; near misses the second smallest instead
    of the second largest, an underscore instead of a hyphen, and seconds instead of minutes."""
    ordinals = ["first", "second", "third", "fourth"]
    def ip_octet():
        ip = [rng.randrange(0, 256) for _ in range(4)]
        k = rng.randrange(4)
        return f"What is the {ordinals[k]} octet of the IP address {'.'.join(map(str, ip))}?", str(ip[k])
    def version_newer():
        a = [rng.randrange(0, 13) for _ in range(3)]
        b = list(a)
        i = rng.randrange(3)
        while b[i] == a[i]:
            b[i] = rng.randrange(0, 13)
        a, b = ".".join(map(str, a)), ".".join(map(str, b))
        newer = max(a, b, key=lambda v: tuple(map(int, v.split("."))))
        return f"Which version is newer: {a} or {b}?", newer
    def clock_span():
        h1, m1 = rng.randrange(6, 12), rng.randrange(60)
        h2, m2 = rng.randrange(12, 20), rng.randrange(60)
        return (h1, m1, h2, m2), (h2 * 60 + m2) - (h1 * 60 + m1)
    def minutes_between():
        (h1, m1, h2, m2), d = clock_span()
        return f"How many minutes pass between {h1}:{m1:02d} and {h2}:{m2:02d}?", str(d)
    def nm_seconds_between():
        (h1, m1, h2, m2), d = clock_span()
        return f"How many seconds pass between {h1}:{m1:02d} and {h2}:{m2:02d}?", str(d * 60)
    def bill_split():
        n = rng.randrange(2, 9)
        each = rng.randrange(8, 60) + rng.choice([0, 0, 0.5, 0.25])
        return f"Split a bill of {money(each * n)} evenly among {n} people. How much does each pay?", money(each)
    def fraction_simplify():
        while True:
            p, q = rng.randrange(1, 12), rng.randrange(2, 13)
            if p < q and math.gcd(p, q) == 1:
                break
        k = rng.randrange(2, 10)
        return f"Simplify the fraction {p * k}/{q * k}.", f"{p}/{q}"
    def distinct_numbers():
        return rng.sample(range(1, 100), rng.randrange(4, 8))
    def second_largest():
        xs = distinct_numbers()
        return f"What is the second largest number in {', '.join(map(str, xs))}?", str(sorted(xs)[-2])
    def nm_second_smallest():
        xs = distinct_numbers()
        return f"What is the second smallest number in {', '.join(map(str, xs))}?", str(sorted(xs)[1])
    def three_words():
        return " ".join(rng.sample(W, rng.randrange(2, 5)))
    def hyphenate():
        ws = three_words()
        return f"Replace every space with a hyphen in '{ws}'.", ws.replace(" ", "-")
    def nm_underscore():
        ws = three_words()
        return f"Replace every space with an underscore in '{ws}'.", ws.replace(" ", "_")
    def days_left():
        d = datetime.date(rng.randrange(2000, 2030), 1, 1) + datetime.timedelta(days=rng.randrange(0, 364))
        end = datetime.date(d.year, 12, 31)
        return f"How many days are left in the year after {d.strftime('%B')} {d.day}, {d.year}?", str((end - d).days)
    def mask_card():
        digits = "".join(str(rng.randrange(10)) for _ in range(16))
        return f"Mask all but the last 4 digits of the card number {digits}.", "*" * 12 + digits[-4:]
    def count_capitalized():
        ws = [w.capitalize() if rng.random() < 0.35 else w for w in rng.sample(W, rng.randrange(5, 10))]
        return (f"How many words in this sentence start with a capital letter? {' '.join(ws)}.",
                str(sum(w[0].isupper() for w in ws)))
    def eggs_in_dozens():
        n = rng.randrange(1, 60)
        return f"How many eggs are in {n} dozen?", str(12 * n)
    def young_animal():
        return rng.choice([(f"What is a young {a} called?", b) for a, b in {
            "cow": "calf", "dog": "puppy", "cat": "kitten", "horse": "foal", "sheep": "lamb", "goat": "kid",
            "deer": "fawn", "kangaroo": "joey", "swan": "cygnet", "owl": "owlet", "frog": "tadpole",
            "bear": "cub", "duck": "duckling", "goose": "gosling", "pig": "piglet", "hen": "chick",
            "seal": "pup", "eagle": "eaglet", "hare": "leveret", "fox": "kit", "elephant": "calf",
            "lion": "cub", "butterfly": "caterpillar", "rabbit": "kit", "turkey": "poult"}.items()])
    return dict(ip_octet=ip_octet, version_newer=version_newer, minutes_between=minutes_between,
                bill_split=bill_split, fraction_simplify=fraction_simplify, second_largest=second_largest,
                hyphenate=hyphenate, days_left=days_left, mask_card=mask_card,
                count_capitalized=count_capitalized, eggs_in_dozens=eggs_in_dozens, young_animal=young_animal,
                nm_seconds_between=nm_seconds_between, nm_second_smallest=nm_second_smallest,
                nm_underscore=nm_underscore)


def thirtieth():
    """Written in session 23 after its code changes and before any run of it: times and sizes,
    counts and picks over words and numbers, names and codes; planet_order needs world knowledge;
    near misses the smallest instead of the largest, the first word instead of the last, and
    hours instead of minutes."""
    def minutes_in_time():
        h, m = rng.randrange(0, 10), rng.randrange(60)
        return f"How many minutes is {h} h {m} min?", str(h * 60 + m)
    def nm_hours_in_time():
        h, m = rng.randrange(0, 10), rng.choice([0, 15, 30, 45])
        return f"How many hours is {h} h {m} min?", toolkit_num(h + m / 60)
    def gigabytes():
        n = rng.randrange(1, 64) * 512
        return f"A file is {n} MB. How big is it in GB, with 1 GB = 1024 MB?", toolkit_num(n / 1024)
    def numbers():
        return rng.sample(range(-50, 200), rng.randrange(3, 8))
    def spread():
        xs = numbers()
        return f"What is the difference between the largest and smallest of {', '.join(map(str, xs))}?", str(max(xs) - min(xs))
    def largest_index():
        xs = numbers()
        return f"At which position (counting from 1) is the largest number in [{', '.join(map(str, xs))}]?", str(xs.index(max(xs)) + 1)
    def nm_smallest_index():
        xs = numbers()
        return f"At which position (counting from 1) is the smallest number in [{', '.join(map(str, xs))}]?", str(xs.index(min(xs)) + 1)
    def sentence():
        return " ".join(rng.sample(W, rng.randrange(3, 7)))
    def last_word_upper():
        s = sentence()
        return f"Write the last word of '{s}' in capital letters.", s.split()[-1].upper()
    def nm_first_word_upper():
        s = sentence()
        return f"Write the first word of '{s}' in capital letters.", s.split()[0].upper()
    def count_long_words():
        s = sentence()
        return f"How many words in '{s}' have exactly 5 letters?", str(sum(len(w) == 5 for w in s.split()))
    def dash_date():
        d = datetime.date(1980, 1, 1) + datetime.timedelta(days=rng.randrange(0, 18000))
        return f"Write the date {d.day} {d.strftime('%B')} {d.year} as YYYY-MM-DD.", d.isoformat()
    def price_per_item():
        n = rng.randrange(2, 13)
        each = rng.randrange(1, 40) + rng.choice([0, 0.5, 0.25, 0.75])
        return f"{n} notebooks cost {money(each * n)} in total. What does one notebook cost?", money(each)
    def acronym_dots():
        ws = [w.capitalize() for w in rng.sample(W, rng.randrange(2, 5))]
        return f"Give the initials of '{' '.join(ws)}' with a dot after each.", "".join(w[0] + "." for w in ws)
    def square_area():
        a = rng.randrange(2, 60)
        return f"A square has sides of {a} m. What is its area in square metres?", str(a * a)
    def digits_sum_even():
        n = rng.randrange(10, 10 ** 6)
        return f"Is the sum of the digits of {n} even? Answer Yes or No.", "Yes" if sum(map(int, str(n))) % 2 == 0 else "No"
    def tag_strip():
        w = " ".join(rng.sample(W, rng.randrange(1, 4)))
        tag = rng.choice(["b", "i", "em", "strong", "span"])
        return f"Remove the HTML tags from <{tag}>{w}</{tag}>.", w
    def planet_order():
        return rng.choice([(f"Which planet is number {i + 1} from the Sun?", p) for i, p in enumerate(
            ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"])] +
            [(f"What is the position of {p} from the Sun?", str(i + 1)) for i, p in enumerate(
            ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"])] +
            [(f"Name planet {i + 1} counting from the Sun.", p) for i, p in enumerate(
            ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"])])
    return dict(minutes_in_time=minutes_in_time, gigabytes=gigabytes, spread=spread, largest_index=largest_index,
                last_word_upper=last_word_upper, count_long_words=count_long_words, dash_date=dash_date,
                price_per_item=price_per_item, acronym_dots=acronym_dots, square_area=square_area,
                digits_sum_even=digits_sum_even, tag_strip=tag_strip, planet_order=planet_order,
                nm_hours_in_time=nm_hours_in_time, nm_smallest_index=nm_smallest_index,
                nm_first_word_upper=nm_first_word_upper)


def thirtyfirst():
    """Written at the start of session 24 before its code changed, then run once: money and clock
    formats, list differences and running totals, word counts and positions, chunks and
    interleaving, quarters and ratios; shape_sides needs world knowledge; near misses hyphens
    instead of spaces, the numbers in both lists instead of only the first, and running maximums
    instead of running totals."""
    def cents_to_dollars():
        c = rng.randrange(101, 100000)
        return f"Write {c} cents as dollars.", f"${c // 100}.{c % 100:02d}"
    def most_frequent_word():
        while True:
            ws = [rng.choice(W[:8]) for _ in range(rng.randrange(5, 10))]
            counts = sorted(((ws.count(w), w) for w in set(ws)), reverse=True)
            if len(counts) == 1 or counts[0][0] > counts[1][0]:
                break
        return f"Which word appears most often in '{' '.join(ws)}'?", counts[0][1]
    def interleave():
        n = rng.randrange(3, 7)
        a = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))
        b = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(n))
        return f"Interleave the letters of '{a}' and '{b}'.", "".join(x + y for x, y in zip(a, b))
    def two_lists():
        a = rng.sample(range(1, 30), rng.randrange(4, 8))
        b = rng.sample(a, rng.randrange(1, len(a))) + rng.sample(range(30, 40), rng.randrange(0, 3))
        rng.shuffle(b)
        return a, b
    def list_diff():
        a, b = two_lists()
        return (f"Which numbers in [{', '.join(map(str, a))}] are not in [{', '.join(map(str, b))}]?",
                ", ".join(str(x) for x in a if x not in b))
    def nm_list_common():
        a, b = two_lists()
        return (f"Which numbers in [{', '.join(map(str, a))}] are also in [{', '.join(map(str, b))}]?",
                ", ".join(str(x) for x in a if x in b))
    def sec_to_hms():
        s = rng.randrange(3600, 36000)
        return f"Write {s} seconds as h:mm:ss.", f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"
    def small_numbers():
        return [rng.randrange(1, 20) for _ in range(rng.randrange(3, 7))]
    def running_totals():
        xs, acc, out_ = small_numbers(), 0, []
        for x in xs:
            acc += x
            out_.append(acc)
        return f"Give the running totals of {', '.join(map(str, xs))}.", ", ".join(map(str, out_))
    def nm_running_max():
        xs, acc, out_ = small_numbers(), 0, []
        for x in xs:
            acc = max(acc, x)
            out_.append(acc)
        return f"Give the running maximums of {', '.join(map(str, xs))}.", ", ".join(map(str, out_))
    def chunk_text():
        n = rng.randrange(2, 5)
        s = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randrange(6, 13)))
        return s, n, [s[i:i + n] for i in range(0, len(s), n)]
    def chunk():
        s, n, parts = chunk_text()
        return f"Split '{s}' into groups of {n} letters separated by spaces.", " ".join(parts)
    def nm_chunk_hyphens():
        s, n, parts = chunk_text()
        return f"Split '{s}' into groups of {n} letters separated by hyphens.", "-".join(parts)
    def year_quarter():
        d = datetime.date(2001, 1, 1) + datetime.timedelta(days=rng.randrange(0, 365))
        return f"In which quarter of the year is {d.strftime('%B')} {d.day}?", f"Q{(d.month - 1) // 3 + 1}"
    def word_position():
        ws = rng.sample(W, rng.randrange(3, 8))
        w = rng.choice(ws)
        return f"At which position is the word '{w}' in '{' '.join(ws)}'?", str(ws.index(w) + 1)
    def ratio_scale():
        p, q = rng.randrange(1, 6), rng.randrange(1, 6)
        k = rng.randrange(2, 12)
        return (f"Paint is mixed blue to white in the ratio {p}:{q}. How many litres of white go with "
                f"{p * k} litres of blue?", str(q * k))
    def count_between():
        xs = rng.sample(range(1, 100), rng.randrange(4, 9))
        lo = rng.randrange(10, 40)
        hi = lo + rng.randrange(10, 50)
        return (f"How many of the numbers {', '.join(map(str, xs))} are between {lo} and {hi}?",
                str(sum(lo < x < hi for x in xs)))
    def shape_sides():
        return rng.choice([(f"How many sides does a {s} have?", str(n)) for s, n in {
            "triangle": 3, "square": 4, "pentagon": 5, "hexagon": 6, "heptagon": 7, "octagon": 8,
            "nonagon": 9, "decagon": 10, "rectangle": 4, "rhombus": 4, "dodecagon": 12,
            "trapezoid": 4, "parallelogram": 4, "hendecagon": 11, "kite": 4, "icosagon": 20}.items()] +
            [(f"What do you call a polygon with {n} sides?", s) for s, n in {
            "triangle": 3, "pentagon": 5, "hexagon": 6, "heptagon": 7, "octagon": 8,
            "nonagon": 9, "decagon": 10, "hendecagon": 11, "dodecagon": 12}.items()])
    return dict(cents_to_dollars=cents_to_dollars, most_frequent_word=most_frequent_word, interleave=interleave,
                list_diff=list_diff, sec_to_hms=sec_to_hms, running_totals=running_totals, chunk=chunk,
                year_quarter=year_quarter, word_position=word_position, ratio_scale=ratio_scale,
                count_between=count_between, shape_sides=shape_sides, nm_list_common=nm_list_common,
                nm_running_max=nm_running_max, nm_chunk_hyphens=nm_chunk_hyphens)


def thirtysecond():
    """Written in session 24 after its code changes and before any run of it: picks and counts
    over numbers and words, word ends and orders, multiples, clock spans, percentages, months,
    averages and ages; formula needs world knowledge; near misses the largest odd number instead
    of the largest even one, the first words instead of the last, and "start" instead of "end"."""
    def mixed_numbers():
        while True:
            xs = rng.sample(range(1, 100), rng.randrange(4, 8))
            if any(x % 2 == 0 for x in xs) and any(x % 2 for x in xs):
                return xs
    def largest_even():
        xs = mixed_numbers()
        return f"What is the largest even number in {', '.join(map(str, xs))}?", str(max(x for x in xs if x % 2 == 0))
    def nm_largest_odd():
        xs = mixed_numbers()
        return f"What is the largest odd number in {', '.join(map(str, xs))}?", str(max(x for x in xs if x % 2))
    def unique_words_count():
        ws = [rng.choice(W[:10]) for _ in range(rng.randrange(4, 10))]
        return f"How many different words are in '{' '.join(ws)}'?", str(len(set(ws)))
    def some_words():
        ws = rng.sample(W, rng.randrange(4, 8))
        return ws, rng.randrange(2, 4)
    def last_n_words():
        ws, n = some_words()
        return f"What are the last {n} words of '{' '.join(ws)}'?", " ".join(ws[-n:])
    def nm_first_n_words():
        ws, n = some_words()
        return f"What are the first {n} words of '{' '.join(ws)}'?", " ".join(ws[:n])
    def double_letter():
        w = rng.choice(["balloon", "coffee", "letter", "summer", "rabbit", "apple", "happy", "pizza", "bottle",
                        "dinner", "yellow", "mirror", "kitten", "puzzle", "carrot", "tennis", "button", "cherry",
                        "hobby", "ladder", "pepper", "soccer", "sudden", "zipper", "fluffy", "arrow"])
        return f"Which letter appears twice in a row in '{w}'?", [a for a, b in zip(w, w[1:]) if a == b][0]
    def sort_by_last_letter():
        while True:
            ws = rng.sample(W, rng.randrange(3, 6))
            if len({w[-1] for w in ws}) == len(ws):
                break
        return f"Sort these words by their last letter: {', '.join(ws)}", ", ".join(sorted(ws, key=lambda w: w[-1]))
    def nth_multiple():
        n, k = rng.randrange(2, 13), rng.randrange(2, 20)
        return f"What is the {nth_name(n)} multiple of {k}?", str(n * k)
    def hours_between():
        a = rng.randrange(0, 12)
        b = a + rng.randrange(1, 12)
        return f"How many hours are there from {a:02d}:00 to {b:02d}:00?", str(b - a)
    def percent_as_fraction():
        pct = rng.choice([5, 10, 12.5, 20, 25, 30, 37.5, 40, 50, 60, 62.5, 70, 75, 80, 87.5, 90, 2, 4, 8, 15, 35, 45,
                          55, 65, 85, 95])
        f = fractions.Fraction(str(pct)) / 100
        return f"Write {toolkit_num(pct)}% as a fraction in lowest terms.", f"{f.numerator}/{f.denominator}"
    def ends_with():
        w = rng.choice(W)
        tail = w[-rng.randrange(2, 4):] if rng.random() < 0.5 else rng.choice(W)[-rng.randrange(2, 4):]
        return f"Does '{w}' end with '{tail}'? Answer yes or no.", "yes" if w.endswith(tail) else "no"
    def nm_starts_with():
        w = rng.choice(W)
        head = w[:rng.randrange(2, 4)] if rng.random() < 0.5 else rng.choice(W)[:rng.randrange(2, 4)]
        return f"Does '{w}' start with '{head}'? Answer yes or no.", "yes" if w.startswith(head) else "no"
    def abbreviate_month():
        m = rng.randrange(1, 13)
        name = datetime.date(2001, m, 1).strftime("%B")
        style = rng.choice(["three letters", "3 letters"])
        return f"Abbreviate the month {name} to {style}.", name[:3]
    def average_rounded():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(3, 6))]
        return (f"What is the average of {', '.join(map(str, xs))}, rounded to one decimal place?",
                f"{sum(xs) / len(xs):.1f}")
    def age_at_year():
        b = rng.randrange(1940, 2010)
        y = b + rng.randrange(5, 60)
        return f"Someone was born in {b}. How old do they turn in {y}?", str(y - b)
    def formula():
        table = {"water": "H2O", "carbon dioxide": "CO2", "table salt": "NaCl", "methane": "CH4", "ammonia": "NH3",
                 "ozone": "O3", "glucose": "C6H12O6", "ethanol": "C2H5OH", "hydrogen peroxide": "H2O2",
                 "sulfuric acid": "H2SO4", "baking soda": "NaHCO3", "carbon monoxide": "CO", "nitrous oxide": "N2O"}
        return rng.choice([(f"What is the chemical formula of {k}?", v) for k, v in table.items()] +
                          [(f"Give the chemical formula for {k}.", v) for k, v in table.items()])
    return dict(largest_even=largest_even, unique_words_count=unique_words_count, last_n_words=last_n_words,
                double_letter=double_letter, sort_by_last_letter=sort_by_last_letter, nth_multiple=nth_multiple,
                hours_between=hours_between, percent_as_fraction=percent_as_fraction, ends_with=ends_with,
                abbreviate_month=abbreviate_month, average_rounded=average_rounded, age_at_year=age_at_year,
                formula=formula, nm_largest_odd=nm_largest_odd, nm_first_n_words=nm_first_n_words,
                nm_starts_with=nm_starts_with)


def thirtythird():
    """Written at the end of session 24 after its last code change and before any run of it:
    parts of numbers and lists, letters of the alphabet and of words, order checks, weekdays,
    hours and minutes, prices; currency_country needs world knowledge; near misses every third
    item instead of every second, shorter instead of longer, and decreasing instead of increasing."""
    def fraction_of_number():
        q = rng.choice([2, 3, 4, 5, 8, 10])
        p_ = rng.randrange(1, q)
        n = q * rng.randrange(2, 30)
        return f"What is {p_}/{q} of {n}?", str(p_ * n // q)
    def vowel_count_each_word():
        ws = rng.sample(W, rng.randrange(2, 6))
        return (f"Give the number of vowels in each word of '{' '.join(ws)}'.",
                ", ".join(str(sum(c in "aeiou" for c in w)) for w in ws))
    def letters_between():
        a = rng.randrange(0, 20)
        b = a + rng.randrange(2, 6)
        abc = "abcdefghijklmnopqrstuvwxyz"
        return f"Which letters come between {abc[a]} and {abc[b]} in the alphabet?", ", ".join(abc[a + 1:b])
    def swap_first_last_letters():
        w = rng.choice(W)
        return f"Swap the first and last letters of '{w}'.", w[-1] + w[1:-1] + w[0]
    def ordered_numbers():
        xs = rng.sample(range(1, 60), rng.randrange(3, 6))
        return rng.choice([sorted(xs), sorted(xs, reverse=True), xs])
    def is_increasing():
        xs = ordered_numbers()
        return (f"Are the numbers {', '.join(map(str, xs))} in increasing order? Answer Yes or No.",
                "Yes" if xs == sorted(xs) else "No")
    def nm_is_decreasing():
        xs = ordered_numbers()
        return (f"Are the numbers {', '.join(map(str, xs))} in decreasing order? Answer Yes or No.",
                "Yes" if xs == sorted(xs, reverse=True) else "No")
    def weekday_number():
        days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        i = rng.randrange(7)
        style = rng.choice(["with Monday as day 1", "counting Monday as 1", "if Monday is 1", "taking Monday as 1"])
        return f"Which day of the week is {days[i]}, {style}?", str(i + 1)
    def hours_to_hm():
        h, q = rng.randrange(0, 12), rng.choice([0.25, 0.5, 0.75, 0.1, 0.2, 0.4])
        m = round(q * 60)
        return f"Write {toolkit_num(h + q)} hours as hours and minutes.", f"{h} h {m} min"
    def items():
        return rng.sample(W, rng.randrange(4, 9))
    def every_second_item():
        xs = items()
        return f"Give every second item of: {', '.join(xs)}", ", ".join(xs[1::2])
    def nm_every_third_item():
        xs = items()
        return f"Give every third item of: {', '.join(xs)}", ", ".join(xs[2::3])
    def minutes_until_hour():
        h, m = rng.randrange(0, 23), rng.randrange(1, 60)
        return f"How many minutes are there from {h:02d}:{m:02d} until {h + 1:02d}:00?", str(60 - m)
    def some_sentence():
        return rng.sample(W, rng.randrange(3, 8)), rng.randrange(3, 7)
    def count_longer():
        ws, n = some_sentence()
        return f"How many words in '{' '.join(ws)}' are longer than {n} letters?", str(sum(len(w) > n for w in ws))
    def nm_count_shorter():
        ws, n = some_sentence()
        return f"How many words in '{' '.join(ws)}' are shorter than {n} letters?", str(sum(len(w) < n for w in ws))
    def multiply_price():
        n = rng.randrange(2, 10)
        each = rng.randrange(1, 20) + rng.choice([0, 0.25, 0.5, 0.75, 0.1, 0.9])
        thing = rng.choice(["pens", "mugs", "tickets", "apples", "stamps"])
        return f"How much do {n} {thing} at {money(each)} each cost?", money(round(each * n, 2))
    def words_with_letter():
        ws = rng.sample(W, rng.randrange(3, 8))
        c = rng.choice("aeinort")
        return f"How many words in '{' '.join(ws)}' contain the letter '{c}'?", str(sum(c in w for w in ws))
    def currency_country():
        table = {"yen": "Japan", "rupee": "India", "won": "South Korea", "baht": "Thailand", "zloty": "Poland",
                 "forint": "Hungary", "real": "Brazil", "rand": "South Africa", "ruble": "Russia", "lira": "Turkey",
                 "krona": "Sweden", "peso": "Mexico", "dirham": "United Arab Emirates", "shekel": "Israel"}
        return rng.choice([(f"Which country uses the {k}?", v) for k, v in table.items()] +
                          [(f"The {k} is the currency of which country?", v) for k, v in table.items()])
    return dict(fraction_of_number=fraction_of_number, vowel_count_each_word=vowel_count_each_word,
                letters_between=letters_between, swap_first_last_letters=swap_first_last_letters,
                is_increasing=is_increasing, weekday_number=weekday_number, hours_to_hm=hours_to_hm,
                every_second_item=every_second_item, minutes_until_hour=minutes_until_hour, count_longer=count_longer,
                multiply_price=multiply_price, words_with_letter=words_with_letter, currency_country=currency_country,
                nm_is_decreasing=nm_is_decreasing, nm_every_third_item=nm_every_third_item,
                nm_count_shorter=nm_count_shorter)


def thirtyfourth():
    """Written at the start of session 25 before its code changed, then run once: a list's mode
    and middle item, percentages, letters of each word and of two words, rotations, fractions,
    dates weeks away, substrings, rounding, word places and distances; birthstone needs world
    knowledge; near misses rotating right instead of left, first letters instead of last, and
    weeks before instead of after."""
    def number_mode():
        while True:
            xs = [rng.randrange(1, 10) for _ in range(rng.randrange(5, 10))]
            counts = sorted(((xs.count(x), x) for x in set(xs)), reverse=True)
            if len(counts) == 1 or counts[0][0] > counts[1][0]:
                break
        return f"Which number appears most often in {', '.join(map(str, xs))}?", str(counts[0][1])
    def middle_item():
        xs = rng.sample(W, rng.choice([3, 5, 7]))
        return f"What is the middle item of: {', '.join(xs)}?", xs[len(xs) // 2]
    def decimal_to_percent():
        k = rng.randrange(1, 1000)
        return f"Write {k / 1000} as a percentage.", f"{toolkit_num(k / 10)}%"
    def word_letters():
        return rng.sample(W, rng.randrange(3, 7))
    def last_letter_each_word():
        ws = word_letters()
        return f"What is the last letter of each word in '{' '.join(ws)}'?", ", ".join(w[-1] for w in ws)
    def nm_first_letter_each_word():
        ws = word_letters()
        return f"What is the first letter of each word in '{' '.join(ws)}'?", ", ".join(w[0] for w in ws)
    def common_letters():
        while True:
            a, b = rng.sample(W, 2)
            both = sorted(set(a) & set(b))
            if both:
                break
        return (f"Which letters appear in both '{a}' and '{b}'? List them in alphabetical order.",
                ", ".join(both))
    def rotation():
        w = rng.choice([w for w in W if len(w) >= 5])
        return w, rng.randrange(1, 4)
    def rotate_left():
        w, k = rotation()
        return f"Rotate the word '{w}' left by {k} letters.", w[k:] + w[:k]
    def nm_rotate_right():
        w, k = rotation()
        return f"Rotate the word '{w}' right by {k} letters.", w[-k:] + w[:-k]
    def add_fractions():
        while True:
            b, d = rng.choice([2, 3, 4, 5, 6, 8, 10, 12]), rng.choice([2, 3, 4, 5, 6, 8, 10, 12])
            a, c = rng.randrange(1, b), rng.randrange(1, d)
            f = fractions.Fraction(a, b) + fractions.Fraction(c, d)
            if f.denominator > 1:
                break
        return (f"What is {a}/{b} + {c}/{d}? Give the answer as a fraction in lowest terms.",
                f"{f.numerator}/{f.denominator}")
    def weeks_shift():
        d = datetime.date(2020, 1, 1) + datetime.timedelta(days=rng.randrange(0, 1500))
        return d, rng.randrange(1, 9)
    def weeks_after():
        d, n = weeks_shift()
        return f"What date is {n} weeks after {d.isoformat()}?", (d + datetime.timedelta(weeks=n)).isoformat()
    def nm_weeks_before():
        d, n = weeks_shift()
        return f"What date is {n} weeks before {d.isoformat()}?", (d - datetime.timedelta(weeks=n)).isoformat()
    def substring_count():
        text = "".join(rng.choice("abc") for _ in range(rng.randrange(8, 15)))
        x, y = rng.sample("abc", 2)
        return f"How many times does '{x}{y}' occur in '{text}'?", str(text.count(x + y))
    def round_nearest():
        k = rng.choice([5, 20, 25, 50])
        while True:
            n = rng.randrange(1, 1000)
            if 2 * (n % k) != k:
                break
        return f"Round {n} to the nearest {k}.", str(round(n / k) * k)
    def second_to_last_word():
        ws = rng.sample(W, rng.randrange(3, 8))
        return f"What is the second-to-last word of '{' '.join(ws)}'?", ws[-2]
    def distance():
        v = rng.choice([40, 50, 60, 70, 80, 90, 100, 120])
        t = rng.choice([0.5, 1, 1.5, 2, 2.5, 3, 4, 5])
        return f"A car travels at {v} km/h for {toolkit_num(t)} hours. How far does it go?", f"{toolkit_num(v * t)} km"
    def birthstone():
        stones = ["garnet", "amethyst", "aquamarine", "diamond", "emerald", "pearl", "ruby", "peridot",
                  "sapphire", "opal", "topaz", "turquoise"]
        return rng.choice([(f"What is the birthstone for {datetime.date(2001, m, 1).strftime('%B')}?", s)
                           for m, s in enumerate(stones, 1)] +
                          [(f"Which month has {s} as its birthstone?", datetime.date(2001, m, 1).strftime('%B'))
                           for m, s in enumerate(stones, 1)])
    return dict(number_mode=number_mode, middle_item=middle_item, decimal_to_percent=decimal_to_percent,
                last_letter_each_word=last_letter_each_word, common_letters=common_letters, rotate_left=rotate_left,
                add_fractions=add_fractions, weeks_after=weeks_after, substring_count=substring_count,
                round_nearest=round_nearest, second_to_last_word=second_to_last_word, distance=distance,
                birthstone=birthstone, nm_rotate_right=nm_rotate_right,
                nm_first_letter_each_word=nm_first_letter_each_word, nm_weeks_before=nm_weeks_before)


def thirtyfifth():
    """Written in session 25 after its code changes and before any run of it: sums by position,
    letters and words picked, measured and reordered, clock spans, perimeters, minutes in days,
    squares; collective_noun needs world knowledge; near misses the first letter instead of the
    last, even positions instead of odd, and words that start with a vowel instead of end with one."""
    def position_numbers():
        return [rng.randrange(1, 30) for _ in range(rng.randrange(4, 8))]
    def sum_odd_positions():
        xs = position_numbers()
        return f"Add up the numbers in odd positions of {', '.join(map(str, xs))}.", str(sum(xs[0::2]))
    def nm_sum_even_positions():
        xs = position_numbers()
        return f"Add up the numbers in even positions of {', '.join(map(str, xs))}.", str(sum(xs[1::2]))
    def capitalize_last_letter():
        w = rng.choice(W)
        return f"Capitalize the last letter of '{w}'.", w[:-1] + w[-1].upper()
    def nm_capitalize_first_letter():
        w = rng.choice(W)
        return f"Capitalize the first letter of '{w}'.", w[0].upper() + w[1:]
    def time_span_hmm():
        a = rng.randrange(6 * 60, 14 * 60)
        b = a + rng.randrange(20, 8 * 60)
        d = b - a
        return (f"How long is it from {a // 60:02d}:{a % 60:02d} to {b // 60:02d}:{b % 60:02d}? Answer as h:mm.",
                f"{d // 60}:{d % 60:02d}")
    def first_and_last_word():
        ws = rng.sample(W, rng.randrange(3, 7))
        return f"What are the first and last words of '{' '.join(ws)}'?", f"{ws[0]}, {ws[-1]}"
    def nth_word_length():
        ws = rng.sample(W, rng.randrange(4, 7))
        n = rng.randrange(1, 4)
        return f"How many letters does the {['first', 'second', 'third'][n - 1]} word of '{' '.join(ws)}' have?", str(len(ws[n - 1]))
    def average_word_length():
        ws = rng.sample(W, rng.randrange(2, 6))
        return (f"What is the average word length in '{' '.join(ws)}', to one decimal place?",
                f"{sum(map(len, ws)) / len(ws):.1f}")
    def sort_by_last_digit():
        while True:
            xs = rng.sample(range(10, 100), rng.randrange(3, 6))
            if len({x % 10 for x in xs}) == len(xs):
                break
        return f"Sort {', '.join(map(str, xs))} by their last digit.", ", ".join(map(str, sorted(xs, key=lambda x: x % 10)))
    def swap_pairs():
        s = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(2 * rng.randrange(2, 6)))
        return f"Swap each pair of letters in '{s}'.", "".join(s[i + 1] + s[i] for i in range(0, len(s), 2))
    def vowel_words():
        return rng.sample(W, rng.randrange(3, 8))
    def ends_with_vowel_count():
        ws = vowel_words()
        return f"How many words in '{' '.join(ws)}' end with a vowel?", str(sum(w[-1] in "aeiou" for w in ws))
    def nm_starts_with_vowel_count():
        ws = vowel_words()
        return f"How many words in '{' '.join(ws)}' start with a vowel?", str(sum(w[0] in "aeiou" for w in ws))
    def triangle_perimeter():
        a, b = rng.randrange(3, 20), rng.randrange(3, 20)
        c = rng.randrange(abs(a - b) + 1, a + b)
        return f"A triangle has sides {a} cm, {b} cm and {c} cm. What is its perimeter?", f"{a + b + c} cm"
    def minutes_in_days():
        d = rng.randrange(1, 30)
        return f"How many minutes are in {d} days?", str(d * 1440)
    def square_each():
        xs = [rng.randrange(1, 20) for _ in range(rng.randrange(3, 6))]
        return f"Square each number: {', '.join(map(str, xs))}", ", ".join(str(x * x) for x in xs)
    def collective_noun():
        table = {"crows": "murder", "lions": "pride", "fish": "school", "wolves": "pack", "geese": "gaggle",
                 "bees": "swarm", "cows": "herd", "owls": "parliament", "ants": "colony", "whales": "pod",
                 "puppies": "litter", "sheep": "flock", "kangaroos": "mob", "flamingos": "flamboyance"}
        return rng.choice([(f"What is a group of {k} called?", v) for k, v in table.items()] +
                          [(f"What do you call a group of {k}?", v) for k, v in table.items()])
    return dict(sum_odd_positions=sum_odd_positions, capitalize_last_letter=capitalize_last_letter,
                time_span_hmm=time_span_hmm, first_and_last_word=first_and_last_word, nth_word_length=nth_word_length,
                average_word_length=average_word_length, sort_by_last_digit=sort_by_last_digit, swap_pairs=swap_pairs,
                ends_with_vowel_count=ends_with_vowel_count, triangle_perimeter=triangle_perimeter,
                minutes_in_days=minutes_in_days, square_each=square_each, collective_noun=collective_noun,
                nm_sum_even_positions=nm_sum_even_positions, nm_capitalize_first_letter=nm_capitalize_first_letter,
                nm_starts_with_vowel_count=nm_starts_with_vowel_count)


def thirtysixth():
    """Written at the end of session 25 after its last code change and before any run of it:
    letters counted and doubled, numbers written and compared, sums, clock and calendar sums,
    lists trimmed and joined, prices per unit; gemstone_colour needs world knowledge; near
    misses the smaller number instead of the larger, consonants instead of vowels, and the last
    items instead of the first."""
    def two_numbers():
        return rng.sample(range(-50, 200), 2)
    def larger_number():
        a, b = two_numbers()
        return f"Which is larger, {a} or {b}?", str(max(a, b))
    def nm_smaller_number():
        a, b = two_numbers()
        return f"Which is smaller, {a} or {b}?", str(min(a, b))
    def word_for_letters():
        return rng.choice(W)
    def vowel_share():
        w = word_for_letters()
        return f"How many of the letters in '{w}' are vowels?", str(sum(c in "aeiou" for c in w))
    def nm_consonant_share():
        w = word_for_letters()
        return f"How many of the letters in '{w}' are consonants?", str(sum(c not in "aeiou" for c in w))
    def double_letters():
        w = rng.choice(W)
        return f"Write '{w}' with every letter doubled.", "".join(c * 2 for c in w)
    def digits_sum_number():
        n = rng.randrange(100, 100000)
        return f"What do the digits of {n} add up to?", str(sum(map(int, str(n))))
    def trim_list():
        xs = rng.sample(W, rng.randrange(4, 8))
        return xs, rng.randrange(1, 3)
    def drop_first():
        xs, k = trim_list()
        return f"Remove the first {k} items from: {', '.join(xs)}", ", ".join(xs[k:])
    def nm_drop_last():
        xs, k = trim_list()
        return f"Remove the last {k} items from: {', '.join(xs)}", ", ".join(xs[:-k])
    def add_hours():
        h, m, k = rng.randrange(0, 12), rng.choice([0, 15, 30, 45, 5, 50]), rng.randrange(1, 12)
        t = (h * 60 + m + k * 60) % (24 * 60)
        return f"What time is it {k} hours after {h:02d}:{m:02d}?", f"{t // 60:02d}:{t % 60:02d}"
    def unit_price():
        n = rng.randrange(2, 13)
        each = rng.randrange(50, 2000)
        return f"{n} notebooks cost ${n * each / 100:.2f}. How much is one notebook?", f"${each / 100:.2f}"
    def join_words_plus():
        ws = rng.sample(W, rng.randrange(2, 6))
        return f"Join {', '.join(ws)} with plus signs.", "+".join(ws)
    def leap_check():
        y = rng.randrange(1800, 2400)
        return f"Is {y} a leap year? Answer yes or no.", "yes" if (y % 4 == 0 and y % 100 != 0) or y % 400 == 0 else "no"
    def months_between():
        a = rng.randrange(1, 13)
        b = rng.randrange(a, 13)
        names = [datetime.date(2001, m, 1).strftime("%B") for m in (a, b)]
        return f"How many months are there from {names[0]} to {names[1]} in the same year?", str(b - a)
    def count_digits_in_text():
        words = rng.sample(W, rng.randrange(2, 5))
        parts = [w + (str(rng.randrange(0, 1000)) if rng.random() < 0.6 else "") for w in words]
        return f"How many digits are there in '{' '.join(parts)}'?", str(sum(c.isdigit() for c in " ".join(parts)))
    def percent_of_price():
        p = rng.choice([10, 20, 25, 50, 5, 15, 30, 75])
        price = rng.randrange(2, 60) * 4
        return f"What is {p}% of ${price}?", money(round(price * p / 100, 2))
    def gemstone_colour():
        table = {"ruby": "red", "sapphire": "blue", "emerald": "green", "amethyst": "purple", "citrine": "yellow",
                 "jade": "green", "topaz": "yellow", "garnet": "red", "peridot": "green", "onyx": "black",
                 "pearl": "white", "turquoise": "blue", "aquamarine": "blue"}
        return rng.choice([(f"What colour is a {k}?", v) for k, v in table.items()] +
                          [(f"What is the usual colour of {k}?", v) for k, v in table.items()])
    return dict(larger_number=larger_number, vowel_share=vowel_share, double_letters=double_letters,
                digits_sum_number=digits_sum_number, drop_first=drop_first, add_hours=add_hours, unit_price=unit_price,
                join_words_plus=join_words_plus, leap_check=leap_check, months_between=months_between,
                count_digits_in_text=count_digits_in_text, percent_of_price=percent_of_price,
                gemstone_colour=gemstone_colour, nm_smaller_number=nm_smaller_number,
                nm_consonant_share=nm_consonant_share, nm_drop_last=nm_drop_last)


def thirtyseventh():
    """Written at the end of session 25 after its last code change and before any run of it, a
    second set on the final code: initials and word ends, numbers rounded, halved and compared,
    lists counted and reversed, clock differences, temperatures and lengths; metal_symbol needs
    world knowledge; near misses the last word reversed instead of the first, tripled instead of
    halved, and the count of odd numbers instead of even ones."""
    def phrase():
        return rng.sample(W, rng.randrange(2, 6))
    def reverse_first_word():
        ws = phrase()
        return f"Reverse the first word of '{' '.join(ws)}'.", " ".join([ws[0][::-1], *ws[1:]])
    def nm_reverse_last_word():
        ws = phrase()
        return f"Reverse the last word of '{' '.join(ws)}'.", " ".join([*ws[:-1], ws[-1][::-1]])
    def halve():
        n = rng.randrange(2, 500)
        return f"What is half of {n}?", toolkit_num(n / 2)
    def nm_triple():
        n = rng.randrange(2, 500)
        return f"What is triple {n}?", str(3 * n)
    def count_numbers():
        return [rng.randrange(1, 100) for _ in range(rng.randrange(4, 9))]
    def count_even():
        xs = count_numbers()
        return f"How many even numbers are in {', '.join(map(str, xs))}?", str(sum(x % 2 == 0 for x in xs))
    def nm_count_odd():
        xs = count_numbers()
        return f"How many odd numbers are in {', '.join(map(str, xs))}?", str(sum(x % 2 for x in xs))
    def initials_dots():
        first, last = rng.choice(["Ada", "Boris", "Clara", "Diego", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas",
                                  "Kira", "Liam", "Mona", "Nils"]), rng.choice(["Quinn", "Silva", "Novak", "Tanaka",
                                  "Moreau", "Haddad", "Okafor", "Berg", "Costa", "Dubois", "Weber", "Ito"])
        return f"Write the initials of {first} {last} with dots.", f"{first[0]}.{last[0]}."
    def round_to_tenth():
        x = rng.randrange(1000, 99999) / 1000
        return f"Round {x} to one decimal place.", f"{x:.1f}" if abs(x * 100 % 10 - 5) > 1e-6 else None
    def minutes_apart():
        a = rng.randrange(0, 23 * 60)
        b = a + rng.randrange(1, 180)
        b = min(b, 23 * 60 + 59)
        return (f"How many minutes are there between {a // 60:02d}:{a % 60:02d} and {b // 60:02d}:{b % 60:02d}?",
                str(b - a))
    def celsius_to_f():
        c = rng.randrange(-20, 45)
        return f"Convert {c} degrees Celsius to Fahrenheit.", toolkit_num(c * 9 / 5 + 32)
    def cm_to_m():
        c = rng.randrange(1, 5000)
        return f"How many metres is {c} cm?", toolkit_num(c / 100)
    def reverse_list():
        xs = rng.sample(W, rng.randrange(3, 7))
        return f"List these in reverse order: {', '.join(xs)}", ", ".join(xs[::-1])
    def longest_word():
        while True:
            ws = rng.sample(W, rng.randrange(3, 7))
            lens = sorted(map(len, ws))
            if lens[-1] > lens[-2]:
                return f"Which is the longest word in '{' '.join(ws)}'?", max(ws, key=len)
    def word_ends():
        w = rng.choice(W)
        return f"What are the first and last letters of '{w}'?", f"{w[0]}, {w[-1]}"
    def year_after_days():
        d = datetime.date(2001, 1, 1) + datetime.timedelta(days=rng.randrange(0, 8000))
        n = rng.randrange(100, 1000)
        return f"What year is it {n} days after {d.isoformat()}?", str((d + datetime.timedelta(days=n)).year)
    def metal_symbol():
        table = {"gold": "Au", "silver": "Ag", "iron": "Fe", "copper": "Cu", "lead": "Pb", "tin": "Sn", "zinc": "Zn",
                 "mercury": "Hg", "sodium": "Na", "potassium": "K", "platinum": "Pt", "nickel": "Ni", "aluminium": "Al"}
        return rng.choice([(f"What is the chemical symbol for {k}?", v) for k, v in table.items()] +
                          [(f"Which metal has the symbol {v}?", k) for k, v in table.items()])
    def rounded_tenth():
        while True:
            t, a = round_to_tenth()
            if a is not None:
                return t, a
    return dict(reverse_first_word=reverse_first_word, halve=halve, count_even=count_even, initials_dots=initials_dots,
                round_to_tenth=rounded_tenth, minutes_apart=minutes_apart, celsius_to_f=celsius_to_f, cm_to_m=cm_to_m,
                reverse_list=reverse_list, longest_word=longest_word, word_ends=word_ends,
                year_after_days=year_after_days, metal_symbol=metal_symbol, nm_reverse_last_word=nm_reverse_last_word,
                nm_triple=nm_triple, nm_count_odd=nm_count_odd)


def thirtyeighth():
    """Written at the start of session 26 before its code changed: words spelt backwards in
    capitals, percentages, sorted numbers, inches to centimetres, weekdays of written dates,
    consonants, underscores, digit sums, the k largest numbers, palindromes, thousands separators
    and hashtags; atomic_number needs world knowledge; near misses vowels instead of consonants,
    the digits' product instead of their sum, and the k smallest instead of the k largest."""
    def backwards_caps():
        w = rng.choice(W)
        return f"Spell '{w}' backwards in capital letters.", w[::-1].upper()
    def percent_of():
        p, n = rng.choice([5, 10, 15, 20, 25, 30, 40, 50, 75]), rng.randrange(2, 100) * 4
        return f"What is {p}% of {n}?", toolkit_num(p * n / 100)
    def numbers():
        return rng.sample(range(1, 200), rng.randrange(3, 8))
    def sort_numbers():
        xs = numbers()
        return f"Sort from smallest to largest: {', '.join(map(str, xs))}", ", ".join(map(str, sorted(xs)))
    def inches_to_cm():
        n = rng.randrange(1, 100)
        return f"How many centimetres are {n} inches?", toolkit_num(round(n * 2.54, 2))
    def weekday_of_date():
        d = datetime.date(1990, 1, 1) + datetime.timedelta(days=rng.randrange(0, 15000))
        return f"What day of the week was {d.strftime('%B')} {d.day}, {d.year}?", d.strftime("%A")
    def count_consonants():
        w = rng.choice(W)
        return f"How many consonants does '{w}' have?", str(sum(c.isalpha() and c not in "aeiou" for c in w))
    def nm_count_vowels():
        w = rng.choice(W)
        return f"How many vowels does '{w}' have?", str(sum(c in "aeiou" for c in w))
    def underscore_spaces():
        ws = rng.sample(W, rng.randrange(2, 6))
        return f"Replace the spaces in '{' '.join(ws)}' with underscores.", "_".join(ws)
    def digit_sum():
        n = rng.randrange(10, 100000)
        return f"What is the sum of the digits of {n}?", str(sum(map(int, str(n))))
    def nm_digit_product():
        n = rng.randrange(10, 100000)
        return f"What is the product of the digits of {n}?", str(math.prod(map(int, str(n))))
    def k_largest():
        xs, k = numbers(), rng.randrange(2, 4)
        return f"Give the {k} largest of {', '.join(map(str, xs))}.", ", ".join(map(str, sorted(xs, reverse=True)[:k]))
    def nm_k_smallest():
        xs, k = numbers(), rng.randrange(2, 4)
        return f"Give the {k} smallest of {', '.join(map(str, xs))}.", ", ".join(map(str, sorted(xs)[:k]))
    def palindrome_check():
        w = rng.choice(["level", "radar", "civic", "kayak", "rotor", "refer", "madam", "noon", "stats", "racecar",
                        "deed", "tenet", "solos", "minim"] if rng.random() < 0.5 else W)
        return f"Is '{w}' a palindrome?", "Yes" if w == w[::-1] else "No"
    def thousands():
        n = rng.randrange(1000, 10**9)
        return f"Write {n} with thousands separators.", f"{n:,}"
    def hashtag():
        ws = rng.sample(W, rng.randrange(2, 5))
        return f"Make a hashtag from '{' '.join(ws)}'.", "#" + "".join(w.capitalize() for w in ws)
    def atomic_number():
        table = {"hydrogen": 1, "helium": 2, "carbon": 6, "nitrogen": 7, "oxygen": 8, "neon": 10, "sodium": 11,
                 "magnesium": 12, "sulfur": 16, "chlorine": 17, "calcium": 20, "iron": 26, "copper": 29, "zinc": 30,
                 "silver": 47, "gold": 79, "lead": 82, "uranium": 92}
        return rng.choice([(f"What is the atomic number of {k}?", str(v)) for k, v in table.items()] +
                          [(f"Which element has atomic number {v}?", k) for k, v in table.items()])
    return dict(backwards_caps=backwards_caps, percent_of=percent_of, sort_numbers=sort_numbers,
                inches_to_cm=inches_to_cm, weekday_of_date=weekday_of_date, count_consonants=count_consonants,
                underscore_spaces=underscore_spaces, digit_sum=digit_sum, k_largest=k_largest,
                palindrome_check=palindrome_check, thousands=thousands, hashtag=hashtag, atomic_number=atomic_number,
                nm_count_vowels=nm_count_vowels, nm_digit_product=nm_digit_product, nm_k_smallest=nm_k_smallest)


def thirtyninth():
    """Written in session 26 after its first change (the word list before a clause) and before any
    run of it, in the style of openai/evals: a fixed instruction of one to three sentences, then the
    payload after a blank line. Phone numbers, e-mail domains, CSV rows to JSON, word counts, dates
    day-first to ISO, snake_case to camelCase, price totals, balanced brackets, minutes since
    midnight, URL slugs, the most frequent word, Roman numerals; sentiment needs judgement; near
    misses kebab-case instead of camelCase, the user name instead of the domain, and minutes until
    midnight instead of since."""
    first = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mallory", "oscar"]
    hosts = ["example.com", "mail.org", "uni.edu", "shop.co.uk", "corp.net", "post.de"]
    def phone():
        a, b, c = rng.randrange(200, 999), rng.randrange(200, 999), rng.randrange(0, 10000)
        raw = rng.choice([f"{a}.{b}.{c:04d}", f"{a}-{b}-{c:04d}", f"{a} {b} {c:04d}", f"{a}{b}{c:04d}"])
        return ("You are a data cleaning assistant. Rewrite the phone number below in the format (XXX) XXX-XXXX. "
                f"Reply with the formatted number only.\n\n{raw}"), f"({a}) {b}-{c:04d}"
    def address():
        u = rng.choice(first) + rng.choice(["", ".smith", "_99", "42", ".j"])
        return u, rng.choice(hosts)
    def email_domain():
        u, h = address()
        return ("Given an e-mail address, reply with only its domain name, without the @ sign.\n\n"
                f"{u}@{h}"), h
    def nm_email_user():
        u, h = address()
        return ("Given an e-mail address, reply with only its user name, without the @ sign.\n\n"
                f"{u}@{h}"), u
    def csv_to_json():
        name, age, city = rng.choice(first).capitalize(), rng.randrange(18, 90), rng.choice(
            ["Paris", "Lima", "Oslo", "Cairo", "Pune", "Kyoto", "Quito", "Perth"])
        return ("Convert the CSV row below into a JSON object with the keys name, age and city, in that order. age "
                f"is a number. Output the JSON only.\n\n{name},{age},{city}"), json.dumps(
                {"name": name, "age": age, "city": city})
    def word_count():
        ws = rng.sample(W, rng.randrange(4, 12))
        return ("How many words are in the following text? Answer with a number only.\n\n"
                + " ".join(ws).capitalize() + "."), str(len(ws))
    def iso_date():
        d = datetime.date(1960, 1, 1) + datetime.timedelta(days=rng.randrange(25000))
        return ("The date below is written day first (DD/MM/YYYY). Rewrite it in ISO 8601 form, YYYY-MM-DD. "
                f"Reply with the date only.\n\n{d.strftime('%d/%m/%Y')}"), d.isoformat()
    def identifier():
        return rng.sample(["user", "account", "id", "total", "price", "max", "count", "name", "last", "file", "path",
                           "size"], rng.randrange(2, 5))
    def camel_case():
        ws = identifier()
        return ("Convert the snake_case identifier below to camelCase. Output only the identifier.\n\n"
                + "_".join(ws)), ws[0] + "".join(w.capitalize() for w in ws[1:])
    def nm_kebab_case():
        ws = identifier()
        return ("Convert the snake_case identifier below to kebab-case. Output only the identifier.\n\n"
                + "_".join(ws)), "-".join(ws)
    def price_total():
        cents = [rng.randrange(50, 5000) for _ in range(rng.randrange(2, 6))]
        return ("Add up the prices below and give the total with a dollar sign and two decimals.\n\n"
                + ", ".join(f"${c / 100:.2f}" for c in cents)), f"${sum(cents) / 100:.2f}"
    def balanced():
        want = rng.random() < 0.5  # (the first run's generator wrote 1 balanced string in 24: fixed after it)
        while True:
            t = "".join(rng.choice("()") for _ in range(2 * rng.randrange(1, 6)))
            depth, ok = 0, True
            for ch in t:
                depth += 1 if ch == "(" else -1
                ok = ok and depth >= 0
            ok = ok and depth == 0
            if ok == want:
                return ("Are the parentheses in the string below balanced? Answer True or False.\n\n" + t), str(ok)
    def since_midnight():
        h, m = rng.randrange(24), rng.randrange(60)
        return ("Given a time on the 24-hour clock, answer with the number of minutes since midnight.\n\n"
                f"{h:02d}:{m:02d}"), str(60 * h + m)
    def nm_until_midnight():
        h, m = rng.randrange(24), rng.randrange(60)
        return ("Given a time on the 24-hour clock, answer with the number of minutes until midnight.\n\n"
                f"{h:02d}:{m:02d}"), str(24 * 60 - 60 * h - m)
    def slug():
        ws = rng.sample(W, rng.randrange(2, 6))
        title = " ".join(w.capitalize() if rng.random() < 0.6 else w for w in ws) + rng.choice(["", "!", "?", "."])
        return ("Make a URL slug from the title below: lower case, words joined by hyphens, punctuation removed. "
                f"Reply with the slug only.\n\n{title}"), "-".join(ws)
    def most_frequent():
        while True:
            ws = [rng.choice(W[:6]) for _ in range(rng.randrange(5, 11))]
            top = collections.Counter(ws).most_common(2)
            if len(top) == 1 or top[0][1] > top[1][1]:
                return ("Which word appears most often in the text below? Answer with the word only.\n\n"
                        + " ".join(ws)), top[0][0]
    def roman():
        n = rng.randrange(1, 4000)
        return ("Convert the Roman numeral below to an integer. Output only the integer.\n\n" + to_roman(n)), str(n)
    def sentiment():
        good = ["I loved it, works perfectly", "Great value and fast delivery", "Exceeded my expectations",
                "Would buy again, very happy", "Fantastic quality for the price", "My kids adore this toy",
                "Comfortable and stylish", "Setup was a breeze", "Best purchase this year", "Sturdy and well made",
                "Customer service was wonderful", "Tastes amazing"]
        bad = ["Broke after two days", "Terrible smell, returned it", "Arrived late and damaged",
               "Not worth the money", "The battery dies in an hour", "Cheap plastic, very flimsy",
               "Stopped working after a week", "Size runs far too small", "Instructions were useless",
               "Worst headphones I have owned", "Colour faded after one wash", "Never arrived"]
        text, label = rng.choice([(t, "positive") for t in good] + [(t, "negative") for t in bad])
        return ("Classify the sentiment of the product review below as positive or negative. Answer with one word."
                f"\n\n{text}."), label
    return dict(phone=phone, email_domain=email_domain, csv_to_json=csv_to_json, word_count=word_count,
                iso_date=iso_date, camel_case=camel_case, price_total=price_total, balanced=balanced,
                since_midnight=since_midnight, slug=slug, most_frequent=most_frequent, roman=roman,
                sentiment=sentiment, nm_kebab_case=nm_kebab_case, nm_email_user=nm_email_user,
                nm_until_midnight=nm_until_midnight)


def fortieth():
    """Written in session 26 after its second change (letters and digits regrouped) and before
    any run of it: small word problems and everyday arithmetic with two or three numbers. Costs of
    several items, arrival times, rectangle areas, the next number of a sequence, greatest common
    divisors, primes, remainders, days in a month, hours and minutes to minutes, speeds, ages,
    unit prices; river_length needs world knowledge; near misses the perimeter instead of the
    area, the least common multiple instead of the gcd, and the departure time instead of the
    arrival."""
    items = ["apples", "pens", "tickets", "notebooks", "candles", "stamps", "mugs", "batteries"]
    def cost():
        n, price, item = rng.randrange(2, 20), rng.randrange(1, 30), rng.choice(items)
        return f"One of the {item} costs ${price}. How much do {n} {item} cost?", f"${n * price}"
    def trip():
        h, m, d = rng.randrange(5, 20), rng.randrange(0, 60, 5), rng.randrange(20, 240, 5)
        return h, m, d
    def arrival():
        h, m, d = trip()
        end = 60 * h + m + d
        return (f"A train leaves at {h:02d}:{m:02d} and the trip takes {d} minutes. When does it arrive?",
                f"{end // 60 % 24:02d}:{end % 60:02d}")
    def nm_departure():
        h, m, d = trip()
        start = 60 * h + m - d
        return (f"A train arrives at {h:02d}:{m:02d} and the trip takes {d} minutes. When did it leave?",
                f"{start // 60 % 24:02d}:{start % 60:02d}")
    def sides():
        return rng.randrange(2, 40), rng.randrange(2, 40)
    def area():
        a, b = sides()
        return f"A rectangle is {a} m long and {b} m wide. What is its area in square metres?", str(a * b)
    def nm_perimeter():
        a, b = sides()
        return f"A rectangle is {a} m long and {b} m wide. What is its perimeter in metres?", str(2 * (a + b))
    def next_in_sequence():
        a, d, k = rng.randrange(-10, 50), rng.choice([2, 3, 4, 5, 7, 10, 11, -3]), rng.randrange(4, 7)
        xs = [a + i * d for i in range(k)]
        return f"What comes next in the sequence {', '.join(map(str, xs))}?", str(a + k * d)
    def pair():
        g = rng.randrange(2, 13)
        return g * rng.randrange(1, 15), g * rng.randrange(1, 15)
    def gcd():
        a, b = pair()
        return f"What is the greatest common divisor of {a} and {b}?", str(math.gcd(a, b))
    def nm_lcm():
        a, b = pair()
        return f"What is the least common multiple of {a} and {b}?", str(a * b // math.gcd(a, b))
    def is_prime():
        n = rng.choice([rng.randrange(2, 200), rng.choice([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59,
                        61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157])])
        return f"Is {n} a prime number?", "Yes" if n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1)) else "No"
    def remainder():
        a, b = rng.randrange(10, 1000), rng.randrange(2, 13)
        return f"What is the remainder when {a} is divided by {b}?", str(a % b)
    def days_in_month():
        y, m = rng.randrange(1990, 2040), rng.randrange(1, 13)
        d = datetime.date(y + (m == 12), m % 12 + 1, 1) - datetime.timedelta(days=1)
        return f"How many days are in {d.strftime('%B')} {y}?", str(d.day)
    def to_minutes():
        h, m = rng.randrange(1, 12), rng.randrange(1, 60)
        return f"How many minutes is {h} hours and {m} minutes?", str(60 * h + m)
    def speed():
        t, v = rng.randrange(1, 9), rng.randrange(5, 120, 5)
        return f"A cyclist rides {t * v} km in {t} hours. What is the average speed in km/h?", str(v)
    def age():
        born, now = rng.randrange(1930, 2015), rng.randrange(2016, 2030)
        return f"Someone was born in {born}. How old will they turn in {now}?", str(now - born)
    def unit_price():
        n, each = rng.randrange(2, 13), rng.randrange(25, 1000, 25)
        return f"{n} bottles cost ${n * each / 100:.2f} in total. What does one bottle cost?", f"${each / 100:.2f}"
    def river_length():
        table = {"Nile": 6650, "Amazon": 6400, "Yangtze": 6300, "Mississippi": 3730, "Yenisei": 5539, "Yellow River": 5464,
                 "Ob": 5410, "Congo": 4700, "Amur": 4444, "Lena": 4400, "Mekong": 4350, "Niger": 4180, "Danube": 2850,
                 "Volga": 3530, "Rhine": 1230, "Thames": 346, "Seine": 777, "Loire": 1006, "Elbe": 1094, "Ganges": 2525,
                 "Indus": 3180, "Zambezi": 2574, "Orinoco": 2140, "Murray": 2508, "Tigris": 1850}
        k = rng.choice(list(table))
        return f"How long is the {k} in kilometres?", f"{table[k]:,} km"
    return dict(cost=cost, arrival=arrival, area=area, next_in_sequence=next_in_sequence, gcd=gcd, is_prime=is_prime,
                remainder=remainder, days_in_month=days_in_month, to_minutes=to_minutes, speed=speed, age=age,
                unit_price=unit_price, river_length=river_length, nm_perimeter=nm_perimeter, nm_lcm=nm_lcm,
                nm_departure=nm_departure)


def fortyfirst():
    """Written at the start of session 27 before any code change: everyday one-line questions
    with one or two arguments. Weekdays of dates, Fahrenheit to Celsius, counting a letter,
    initials of a name, file extensions, binary to decimal, percentages, numbers sorted largest
    first, minutes between two times, acronyms, leap years, the last word of a sentence;
    national_animal needs world knowledge; near misses hexadecimal instead of binary, smallest
    first instead of largest, and Celsius to Fahrenheit instead of the other way."""
    given = ["Mary", "John", "Ada", "Grace", "Alan", "Rosa", "Martin", "Emmy", "Carl", "Marie", "Frida", "Isaac",
             "Jane", "Nelson", "Ann", "Louise", "Ronald", "Carol", "Peter", "Lucy"]
    family = ["Smith", "Tolkien", "King", "Hopper", "Turing", "Parks", "Noether", "Gauss", "Curie", "Kahlo",
              "Newton", "Austen", "Mandela", "Jemison", "Lovelace"]
    def weekday():
        d = datetime.date(1900, 1, 1) + datetime.timedelta(days=rng.randrange(50000))
        return f"What day of the week was {d.day} {d.strftime('%B')} {d.year}?", d.strftime("%A")
    def fahrenheit():
        f = rng.randrange(-20, 110)
        return f"Convert {f}\u00b0F to Celsius, rounded to one decimal place.", f"{(f - 32) * 5 / 9:.1f}"
    def nm_celsius():
        c = rng.randrange(-20, 45)
        return f"Convert {c}\u00b0C to Fahrenheit, rounded to one decimal place.", f"{c * 9 / 5 + 32:.1f}"
    def count_letter():
        w = rng.choice(W)
        ch = rng.choice(w)
        return f"How many times does the letter '{ch}' appear in '{w}'?", str(w.count(ch))
    def initials():
        n = " ".join(rng.sample(given, rng.randrange(1, 3)) + [rng.choice(family)])
        return f"What are the initials of {n}?", "".join(p[0] + "." for p in n.split())
    def extension():
        name = rng.choice(["report", "photo", "notes", "budget_2024", "main", "index", "backup.old", "song", "draft_v2"])
        ext = rng.choice(["docx", "png", "txt", "csv", "py", "html", "tar", "mp3", "pdf", "json"])
        return f"What is the extension of the file {name}.{ext}?", ext
    def binary():
        n = rng.randrange(5, 4096)
        return f"Convert the binary number {bin(n)[2:]} to decimal.", str(n)
    def nm_hexadecimal():
        b = bin(rng.randrange(5, 256))[2:]  # the same digits read in base 16
        return f"Convert the hexadecimal number {b} to decimal.", str(int(b, 16))
    def percent():
        p, n = rng.choice([5, 10, 12, 15, 20, 25, 30, 40, 50, 75]), rng.randrange(2, 100) * 20
        v = p * n / 100
        return f"What is {p}% of {n}?", str(int(v)) if v == int(v) else str(v)
    def numbers():
        return rng.sample(range(1, 200), rng.randrange(3, 8))
    def largest_first():
        xs = numbers()
        return f"Sort these numbers from largest to smallest: {', '.join(map(str, xs))}", ", ".join(
            map(str, sorted(xs, reverse=True)))
    def nm_smallest_first():
        xs = numbers()
        return f"Sort these numbers from smallest to largest: {', '.join(map(str, xs))}", ", ".join(map(str, sorted(xs)))
    def between():
        a = rng.randrange(0, 22 * 60)
        b = a + rng.randrange(5, 24 * 60 - a)
        return f"How many minutes are there between {a // 60:02d}:{a % 60:02d} and {b // 60:02d}:{b % 60:02d}?", str(b - a)
    def acronym():
        ws = rng.sample(W, rng.randrange(2, 5))
        return f"Write the acronym for '{' '.join(ws)}'.", "".join(w[0].upper() for w in ws)
    def leap():
        y = rng.choice([rng.randrange(1600, 2400), rng.randrange(400, 600) * 4, rng.choice([1700, 1800, 1900, 2100])])
        return f"Was {y} a leap year? Answer yes or no.", "yes" if calendar.isleap(y) else "no"
    def last_word():
        ws = rng.sample(W, rng.randrange(3, 9))
        return f"What is the last word of this sentence: {' '.join(ws).capitalize()}.", ws[-1]
    def national_animal():
        table = {"Scotland": "Unicorn", "Australia": "Kangaroo", "India": "Bengal tiger", "China": "Giant panda",
                 "Canada": "Beaver", "United States": "Bald eagle", "France": "Gallic rooster", "Wales": "Red dragon",
                 "New Zealand": "Kiwi", "South Africa": "Springbok", "Russia": "Brown bear", "Mexico": "Golden eagle",
                 "Japan": "Green pheasant", "Brazil": "Jaguar", "Kenya": "Lion", "Norway": "Elk", "Spain": "Bull",
                 "Thailand": "Elephant", "Pakistan": "Markhor", "Peru": "Vicuna", "Nepal": "Cow", "Greece": "Dolphin",
                 "Italy": "Wolf", "Sweden": "Elk", "Argentina": "Rufous hornero", "Egypt": "Steppe eagle"}
        k = rng.choice(list(table))
        return f"What is the national animal of {k}?", table[k]
    return dict(weekday=weekday, fahrenheit=fahrenheit, count_letter=count_letter, initials=initials,
                extension=extension, binary=binary, percent=percent, largest_first=largest_first, between=between,
                acronym=acronym, leap=leap, last_word=last_word, national_animal=national_animal,
                nm_celsius=nm_celsius, nm_hexadecimal=nm_hexadecimal, nm_smallest_first=nm_smallest_first)


def fortysecond():
    """Written in session 27 after its code changes and before any run of it: small edits of a
    given text or list, with the payload in quotes, after a colon or on its own line. Words in
    reverse order, vowels removed, spaces to underscores, the numbers in a text summed, the
    longest word, title case, words by length, the n-th character, duplicates removed, items
    joined with "and", capitalised words counted; synonym needs world
    knowledge; near misses the shortest word, hyphens instead of underscores, and longest first."""
    def words(lo=3, hi=7):
        return rng.sample(W, rng.randrange(lo, hi))
    def reverse_order():
        ws = words()
        return f"Reverse the order of the words in '{' '.join(ws)}'.", " ".join(reversed(ws))
    def no_vowels():
        w = " ".join(words(1, 3))
        return f"Remove all vowels from: {w}", "".join(c for c in w if c not in "aeiou")
    def underscores():
        ws = words(2, 5)
        return f"Replace the spaces with underscores in \"{' '.join(ws)}\".", "_".join(ws)
    def nm_hyphens():
        ws = words(2, 5)
        return f"Replace the spaces with hyphens in \"{' '.join(ws)}\".", "-".join(ws)
    def sum_numbers():
        ns = [rng.randrange(1, 60) for _ in range(rng.randrange(2, 5))]
        things = rng.sample(["apples", "pears", "eggs", "books", "coins", "shells", "cards"], len(ns))
        text = ", ".join(f"{n} {t}" for n, t in zip(ns, things))
        return f"Add up all the numbers in this text:\n{text.capitalize()}.", str(sum(ns))
    def longest():
        while True:
            ws = words(3, 7)
            lens = sorted(map(len, ws))
            if lens[-1] != lens[-2]:
                return f"Which is the longest word in: {', '.join(ws)}?", max(ws, key=len)
    def nm_shortest():
        while True:
            ws = words(3, 7)
            lens = sorted(map(len, ws))
            if lens[0] != lens[1]:
                return f"Which is the shortest word in: {', '.join(ws)}?", min(ws, key=len)
    def title_case():
        ws = words(2, 6)
        return f"Write this in title case: {' '.join(ws)}", " ".join(w.capitalize() for w in ws)
    def by_length():
        while True:
            ws = words(3, 6)
            if len(set(map(len, ws))) == len(ws):
                return f"Sort these words from shortest to longest: {' '.join(ws)}", " ".join(sorted(ws, key=len))
    def nm_longest_first():
        while True:
            ws = words(3, 6)
            if len(set(map(len, ws))) == len(ws):
                return f"Sort these words from longest to shortest: {' '.join(ws)}", " ".join(
                    sorted(ws, key=len, reverse=True))
    def nth_char():
        w = rng.choice(W)
        k = rng.randrange(1, len(w) + 1)
        return f"What is character number {k} of the word '{w}'?", w[k - 1]
    def dedupe():
        base = rng.sample(W, rng.randrange(3, 6))
        xs = base + rng.sample(base, rng.randrange(1, len(base)))
        rng.shuffle(xs)
        seen, out = set(), []
        for x in xs:
            if x not in seen:
                seen.add(x); out.append(x)
        return f"Remove the repeated items from this list, keeping the first of each:\n{', '.join(xs)}", ", ".join(out)
    def and_join():
        ws = words(2, 6)
        return (f"Join these items into one phrase with commas and 'and': {'; '.join(ws)}",
                ws[0] if len(ws) == 1 else ", ".join(ws[:-1]) + " and " + ws[-1])
    def capitals():
        ws = [w.capitalize() if rng.random() < 0.4 else w for w in words(4, 9)]
        return f"How many words start with a capital letter in: {' '.join(ws)}", str(sum(w[0].isupper() for w in ws))
    def synonym():
        table = {"big": "large", "small": "little", "fast": "quick", "happy": "glad", "begin": "start",
                 "end": "finish", "smart": "clever", "angry": "mad", "easy": "simple", "hard": "difficult",
                 "rich": "wealthy", "quiet": "silent", "shut": "close", "gift": "present", "buy": "purchase",
                 "help": "assist", "tired": "sleepy", "brave": "bold", "cold": "chilly", "odd": "strange",
                 "sad": "unhappy", "wet": "damp", "sick": "ill", "jump": "leap", "talk": "speak", "look": "see"}
        k = rng.choice(list(table))
        return f"Give one synonym of the word '{k}'.", table[k]
    return dict(reverse_order=reverse_order, no_vowels=no_vowels, underscores=underscores, sum_numbers=sum_numbers,
                longest=longest, title_case=title_case, by_length=by_length, nth_char=nth_char, dedupe=dedupe,
                and_join=and_join, capitals=capitals, synonym=synonym, nm_hyphens=nm_hyphens,
                nm_shortest=nm_shortest, nm_longest_first=nm_longest_first)


def fortythird():
    """Written at the end of session 27, after its last code change and before any run: requests in
    the style of openai/evals, an instruction, a blank line, then the payload. Celsius to Kelvin,
    lines counted, a JSON key's value, a CSV column summed, upper case, minutes as hours and
    minutes, e-mail addresses counted, the largest number, the first sentence, a string reversed,
    vowels counted, a date k days later; island_ocean needs world knowledge; near misses the
    smallest number, lower case, and the last sentence."""
    def kelvin():
        c = rng.randrange(-50, 120)
        return f"Convert the temperature below from Celsius to Kelvin. Reply with the number only.\n\n{c}", f"{c + 273.15:.2f}"
    def line_count():
        rows = [" ".join(rng.sample(W, rng.randrange(1, 5))) for _ in range(rng.randrange(2, 9))]
        return "How many lines does the text below have?\n\n" + "\n".join(rows), str(len(rows))
    def json_value():
        keys = rng.sample(["id", "name", "city", "colour", "size", "owner", "team", "level"], rng.randrange(2, 5))
        obj = {k: rng.choice([rng.choice(W), rng.randrange(1, 500)]) for k in keys}
        k = rng.choice(keys)
        return f"Return the value of the key \"{k}\" in the JSON object below.\n\n{json.dumps(obj)}", str(obj[k])
    def csv_sum():
        rows = [(rng.choice(W), rng.randrange(1, 100)) for _ in range(rng.randrange(2, 6))]
        return ("Sum the second column of the CSV below.\n\n" + "\n".join(f"{a},{b}" for a, b in rows),
                str(sum(b for _, b in rows)))
    def sentence():
        return " ".join(rng.sample(W, rng.randrange(3, 7))).capitalize() + "."
    def upper():
        t = sentence()
        return f"Rewrite the sentence below in upper case.\n\n{t}", t.upper()
    def nm_lower():
        t = sentence()
        return f"Rewrite the sentence below in lower case.\n\n{t}", t.lower()
    def hours_minutes():
        m = rng.randrange(61, 1000)
        return ("Convert the number of minutes below to hours and minutes, written like 2h 05m.\n\n"
                f"{m}"), f"{m // 60}h {m % 60:02d}m"
    def email_count():
        parts = []
        for _ in range(rng.randrange(3, 8)):
            parts.append(rng.choice([rng.choice(W), f"{rng.choice(W)}@{rng.choice(['mail.org', 'example.com', 'uni.edu'])}"]))
        return "How many e-mail addresses are in the text below?\n\n" + " ".join(parts), str(sum("@" in x for x in parts))
    def numbers():
        return rng.sample(range(-50, 500), rng.randrange(3, 8))
    def largest():
        xs = numbers()
        return "Reply with the largest number in the list below.\n\n" + ", ".join(map(str, xs)), str(max(xs))
    def nm_smallest():
        xs = numbers()
        return "Reply with the smallest number in the list below.\n\n" + ", ".join(map(str, xs)), str(min(xs))
    def paragraph():
        return [sentence() for _ in range(rng.randrange(2, 5))]
    def first_sentence():
        ss = paragraph()
        return "Return the first sentence of the paragraph below.\n\n" + " ".join(ss), ss[0]
    def nm_last_sentence():
        ss = paragraph()
        return "Return the last sentence of the paragraph below.\n\n" + " ".join(ss), ss[-1]
    def reverse_string():
        t = rng.choice(W) + rng.choice(["", str(rng.randrange(10, 99)), "-" + rng.choice(W)])
        return f"Reverse the characters of the string below.\n\n{t}", t[::-1]
    def vowels():
        w = rng.choice(W)
        return f"Count the vowels in the word below.\n\n{w}", str(sum(c in "aeiou" for c in w))
    def days_later():
        d = datetime.date(1990, 1, 1) + datetime.timedelta(days=rng.randrange(15000))
        k = rng.randrange(1, 60)
        return (f"Give the date {k} days after the date below, in YYYY-MM-DD form.\n\n{d.isoformat()}",
                (d + datetime.timedelta(days=k)).isoformat())
    def island_ocean():
        table = {"Madagascar": "Indian", "Hawaii": "Pacific", "Iceland": "Atlantic", "Tahiti": "Pacific",
                 "Bermuda": "Atlantic", "Mauritius": "Indian", "Fiji": "Pacific", "Azores": "Atlantic",
                 "Maldives": "Indian", "Samoa": "Pacific", "Canary Islands": "Atlantic", "Seychelles": "Indian",
                 "Galapagos": "Pacific", "Cape Verde": "Atlantic", "Sri Lanka": "Indian", "Guam": "Pacific",
                 "Faroe Islands": "Atlantic", "Reunion": "Indian", "Tonga": "Pacific", "Saint Helena": "Atlantic",
                 "Zanzibar": "Indian", "Easter Island": "Pacific", "Greenland": "Atlantic", "Socotra": "Indian",
                 "New Caledonia": "Pacific", "Madeira": "Atlantic"}
        k = rng.choice(list(table))
        return f"In which ocean is the island below?\n\n{k}", table[k]
    return dict(kelvin=kelvin, line_count=line_count, json_value=json_value, csv_sum=csv_sum, upper=upper,
                hours_minutes=hours_minutes, email_count=email_count, largest=largest, first_sentence=first_sentence,
                reverse_string=reverse_string, vowels=vowels, days_later=days_later, island_ocean=island_ocean,
                nm_lower=nm_lower, nm_smallest=nm_smallest, nm_last_sentence=nm_last_sentence)


def fortyfourth():
    """Written at the start of session 28, before any change to the loop: everyday one-line requests
    with the value inline. Fahrenheit to Celsius, words counted, a name's initials, a percentage of
    an amount, the median of a list, snake_case to camelCase, the day of the year, duplicates
    removed, a price with sales tax, title case, seconds as m:ss, a palindrome number (yes/no);
    animal_legs needs world knowledge; near misses Celsius to Fahrenheit, the mean, and
    snake_case to PascalCase."""
    first = ["Ada", "Alan", "Grace", "Linus", "Marie", "Isaac", "Rosa", "Nikola", "Frida", "Carl", "Emmy", "Niels"]
    last = ["Lovelace", "Turing", "Hopper", "Torvalds", "Curie", "Newton", "Parks", "Tesla", "Kahlo", "Sagan",
            "Noether", "Bohr"]
    def fahrenheit():
        f = rng.randrange(-40, 220)
        return f"What is {f} degrees Fahrenheit in Celsius? Round to one decimal place.", f"{(f - 32) * 5 / 9:.1f}"
    def nm_celsius():
        c = rng.randrange(-40, 110)
        return f"What is {c} degrees Celsius in Fahrenheit? Round to one decimal place.", f"{c * 9 / 5 + 32:.1f}"
    def word_count():
        t = " ".join(rng.choice(W) for _ in range(rng.randrange(2, 12)))
        return f"How many words are in this sentence: '{t}'?", str(len(t.split()))
    def initials():
        names = [rng.choice(first)] + ([rng.choice(first)] if rng.random() < 0.3 else []) + [rng.choice(last)]
        return f"What are the initials of {' '.join(names)}?", "".join(n[0] + "." for n in names)
    def percent_of():
        p, x = rng.choice([5, 10, 12, 15, 20, 25, 30, 40, 75]), rng.randrange(20, 2000, 4)
        return f"What is {p}% of {x}?", toolkit_num(round(p * x / 100, 2))
    def numbers():
        return [rng.randrange(1, 100) for _ in range(rng.choice([3, 5, 7, 9]))]
    def median():
        xs = numbers()
        return f"Find the median of {', '.join(map(str, xs))}.", str(statistics.median(xs))
    def nm_mean():
        xs = numbers()
        return f"Find the mean of {', '.join(map(str, xs))}.", toolkit_num(round(statistics.mean(xs), 2))
    def snake():
        return rng.sample(W, rng.randrange(2, 5))
    def camel():
        ws = snake()
        return f"Convert {'_'.join(ws)} from snake_case to camelCase.", ws[0] + "".join(w.title() for w in ws[1:])
    def nm_pascal():
        ws = snake()
        return f"Convert {'_'.join(ws)} from snake_case to PascalCase.", "".join(w.title() for w in ws)
    def day_of_year():
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=rng.randrange(30000))
        return f"What day of the year is {d.isoformat()}?", str(d.timetuple().tm_yday)
    def dedupe():
        xs = [rng.choice(W[:8]) for _ in range(rng.randrange(4, 9))]
        return f"Remove the duplicates from this list, keeping the first of each: {', '.join(xs)}", ", ".join(dict.fromkeys(xs))
    def sales_tax():
        price, tax = rng.randrange(100, 50000) / 100, rng.choice([5, 6, 7, 8, 10])
        return (f"An item costs ${price:.2f}. What does it cost with {tax}% sales tax?",
                f"${price * (100 + tax) / 100:.2f}")
    def title_case():
        t = " ".join(rng.sample(W, rng.randrange(2, 6)))
        return f"Capitalise each word of: {t}", t.title()
    def seconds():
        n = rng.randrange(10, 3600)
        return f"Write {n} seconds as minutes and seconds (m:ss).", f"{n // 60}:{n % 60:02d}"
    def palindrome():
        n = rng.randrange(10, 99999)
        if rng.random() < 0.5:
            t = str(rng.randrange(1, 999))
            n = int(t + t[::-1][rng.randrange(2):])
        return f"Is {n} a palindrome? Answer yes or no.", "yes" if str(n) == str(n)[::-1] else "no"
    def animal_legs():
        table = {"spider": 8, "ant": 6, "dog": 4, "chicken": 2, "snake": 0, "octopus": 8, "beetle": 6, "horse": 4,
                 "ostrich": 2, "crab": 10, "butterfly": 6, "cat": 4, "penguin": 2, "scorpion": 8, "lobster": 10,
                 "bee": 6, "frog": 4, "duck": 2, "worm": 0, "tick": 8, "mosquito": 6, "cow": 4, "eagle": 2,
                 "shrimp": 10, "goat": 4, "owl": 2}
        k = rng.choice(list(table))
        return f"How many legs does a {k} have?", str(table[k])
    return dict(fahrenheit=fahrenheit, word_count=word_count, initials=initials, percent_of=percent_of,
                median=median, camel=camel, day_of_year=day_of_year, dedupe=dedupe, sales_tax=sales_tax,
                title_case=title_case, seconds=seconds, palindrome=palindrome, animal_legs=animal_legs,
                nm_celsius=nm_celsius, nm_mean=nm_mean, nm_pascal=nm_pascal)


def fortyfifth():
    """Written at the end of session 28, after its last code change and before any run: everyday
    requests with two parameters or none. Hours added to a clock time, days as weeks and days, a
    word repeated, a power, the k-th letter of the alphabet, inches to centimetres, the longer of
    two words, a character removed, a decimal as a percentage, digits counted, the last k
    characters, a date k weeks earlier; team_size needs world knowledge; near misses hours taken
    away, the first k characters, and the shorter of two words."""
    def clock():
        h, m, k = rng.randrange(24), rng.randrange(60), rng.randrange(1, 12)
        return h, m, k
    def add_hours():
        h, m, k = clock()
        return f"Add {k} hours to the time {h:02d}:{m:02d} (24-hour clock).", f"{(h + k) % 24:02d}:{m:02d}"
    def nm_sub_hours():
        h, m, k = clock()
        return f"Subtract {k} hours from the time {h:02d}:{m:02d} (24-hour clock).", f"{(h - k) % 24:02d}:{m:02d}"
    def weeks_days():
        n = rng.randrange(8, 400)
        return f"How many weeks and days are in {n} days?", f"{n // 7} weeks and {n % 7} days"
    def repeat_word():
        w, k = rng.choice(W), rng.randrange(2, 6)
        return f"Repeat the word '{w}' {k} times, separated by spaces.", " ".join([w] * k)
    def power():
        a, b = rng.randrange(2, 13), rng.randrange(2, 7)
        return f"What is {a} to the power of {b}?", str(a ** b)
    def nth_letter():
        k = rng.randrange(1, 27)
        return f"Which letter of the alphabet is number {k}?", chr(96 + k).upper()
    def inches():
        x = rng.randrange(1, 200)
        return f"Convert {x} inches to centimetres, to 2 decimal places.", f"{x * 2.54:.2f}"
    def two_words():
        while True:
            a, b = rng.sample(W, 2)
            if len(a) != len(b):
                return a, b
    def longer():
        a, b = two_words()
        return f"Which word is longer: '{a}' or '{b}'?", max(a, b, key=len)
    def nm_shorter():
        a, b = two_words()
        return f"Which word is shorter: '{a}' or '{b}'?", min(a, b, key=len)
    def remove_char():
        t = " ".join(rng.sample(W, rng.randrange(1, 4)))
        c = rng.choice([ch for ch in t if ch != " "])
        return f"Remove every '{c}' from '{t}'.", t.replace(c, "")
    def as_percent():
        x = rng.randrange(1, 1000) / 1000
        return f"Express {x:g} as a percentage.", f"{x * 100:g}%"
    def digit_count():
        n = rng.randrange(1, 10 ** rng.randrange(2, 10))
        return f"How many digits does the number {n} have?", str(len(str(n)))
    def text_k():
        return " ".join(rng.sample(W, rng.randrange(1, 3))), rng.randrange(2, 6)
    def last_chars():
        t, k = text_k()
        return f"What are the last {k} characters of '{t}'?", t[-k:]
    def nm_first_chars():
        t, k = text_k()
        return f"What are the first {k} characters of '{t}'?", t[:k]
    def weeks_before():
        d = datetime.date(1980, 1, 1) + datetime.timedelta(days=rng.randrange(16000))
        k = rng.randrange(1, 20)
        return f"What was the date {k} weeks before {d.isoformat()}? Answer as YYYY-MM-DD.", (d - datetime.timedelta(weeks=k)).isoformat()
    def team_size():
        table = {"soccer": 11, "basketball": 5, "volleyball": 6, "ice hockey": 6, "baseball": 9, "cricket": 11,
                 "rugby union": 15, "rugby league": 13, "water polo": 7, "handball": 7, "netball": 7, "field hockey": 11,
                 "American football": 11, "Australian rules football": 18, "Gaelic football": 15, "lacrosse": 10,
                 "beach volleyball": 2, "polo": 4, "curling": 4, "ultimate frisbee": 7, "korfball": 8, "hurling": 15,
                 "softball": 9, "kabaddi": 7}
        k = rng.choice(list(table))
        return f"How many players does a {k} team have on the field?", str(table[k])
    return dict(add_hours=add_hours, weeks_days=weeks_days, repeat_word=repeat_word, power=power,
                nth_letter=nth_letter, inches=inches, longer=longer, remove_char=remove_char, as_percent=as_percent,
                digit_count=digit_count, last_chars=last_chars, weeks_before=weeks_before, team_size=team_size,
                nm_sub_hours=nm_sub_hours, nm_first_chars=nm_first_chars, nm_shorter=nm_shorter)


def fortysixth():
    """Written in session 29 after its last code change and before any run of it: everyday
    requests on names, words, numbers and dates, in wordings no earlier set used. A name as
    "Last, First", characters counted without spaces, the words of a text from last to first,
    Celsius to kelvin, the days left in a year, the remainder of a division, a title in
    CONSTANT_CASE, capital letters counted, numbers arranged biggest first, a sale price, the month
    of a date by name, whole minutes in seconds; breed_origin needs world knowledge; near misses
    the quotient, small letters counted, and numbers arranged smallest first."""
    firsts = "Ada Bruno Carmen Dmitri Elena Farid Greta Hiro Imani Jonas Keiko Luis Mara Nikolai Olga Pavel".split()
    lasts = "Nakamura Okafor Petrov Quinn Rossi Schmidt Tanaka Ueda Varga Wright Xu Young Zielinski Abbott".split()
    def name_flip():
        a, b = rng.choice(firsts), rng.choice(lasts)
        return f"Write the name {a} {b} as last name, comma, first name.", f"{b}, {a}"
    def words():
        return " ".join(rng.sample(W, rng.randrange(2, 6)))
    def non_space():
        t = words()
        return f"How many characters, not counting spaces, are in '{t}'?", str(len(t.replace(" ", "")))
    def last_to_first():
        t = words()
        return f"Write the words of '{t}' from last to first.", " ".join(reversed(t.split()))
    def c_to_k():
        c = rng.randrange(-80, 300)
        return f"Convert {c} degrees Celsius to kelvin.", f"{c + 273.15:.2f}"
    def days_left():
        d = datetime.date(1990, 1, 1) + datetime.timedelta(days=rng.randrange(12000))
        left = (datetime.date(d.year, 12, 31) - d).days
        return f"How many days remain in {d.year} after {d.strftime('%B')} {d.day}?", str(left)
    def division():
        return rng.randrange(10, 1000), rng.randrange(2, 13)
    def remainder():
        a, b = division()
        return f"Give the remainder of {a} divided by {b}.", str(a % b)
    def nm_quotient():
        a, b = division()
        return f"Give the quotient of {a} divided by {b}.", str(a // b)
    def constant_case():
        t = " ".join(w.capitalize() for w in rng.sample(W, rng.randrange(2, 5)))
        return f"Convert '{t}' to CONSTANT_CASE.", t.upper().replace(" ", "_")
    def mixed():
        return "".join(ch.upper() if rng.random() < 0.4 else ch for ch in rng.choice(W) + rng.choice(W))
    def capitals():
        w = mixed()
        return f"How many capital letters are in '{w}'?", str(sum(ch.isupper() for ch in w))
    def nm_small_letters():
        w = mixed()
        return f"How many small letters are in '{w}'?", str(sum(ch.islower() for ch in w))
    def numbers():
        return rng.sample(range(1, 500), rng.randrange(3, 7))
    def biggest_first():
        xs = numbers()
        return f"Arrange from biggest to smallest: {'; '.join(map(str, xs))}", "; ".join(map(str, sorted(xs, reverse=True)))
    def nm_smallest_first():
        xs = numbers()
        return f"Arrange from smallest to biggest: {'; '.join(map(str, xs))}", "; ".join(map(str, sorted(xs)))
    def sale_price():
        p, d = rng.randrange(5, 400), rng.choice([5, 10, 15, 20, 25, 30, 40, 50])
        return f"A ${p} jacket is {d}% off. What is the sale price?", f"${p * (100 - d) / 100:.2f}"
    def month_name():
        d = datetime.date(1990, 1, 1) + datetime.timedelta(days=rng.randrange(12000))
        return f"Which month is the date {d.isoformat()} in? Give its name.", calendar.month_name[d.month]
    def whole_minutes():
        n = rng.randrange(30, 20000)
        return f"How many whole minutes are there in {n} seconds?", str(n // 60)
    def breed_origin():
        table = {"Shiba Inu": "Japan", "Dachshund": "Germany", "Chihuahua": "Mexico", "Poodle": "Germany",
                 "Beagle": "England", "Samoyed": "Russia", "Basenji": "Congo", "Akita": "Japan", "Saluki": "Iran",
                 "Pekingese": "China", "Rottweiler": "Germany", "Dalmatian": "Croatia", "Shih Tzu": "China",
                 "Vizsla": "Hungary", "Borzoi": "Russia", "Papillon": "France", "Newfoundland": "Canada",
                 "Pug": "China", "Weimaraner": "Germany", "Maltese": "Malta", "Komondor": "Hungary",
                 "Bernese Mountain Dog": "Switzerland", "Irish Wolfhound": "Ireland", "Xoloitzcuintli": "Mexico"}
        k = rng.choice(list(table))
        return f"Which country does the {k} dog breed come from?", table[k]
    return dict(name_flip=name_flip, non_space=non_space, last_to_first=last_to_first, c_to_k=c_to_k,
                days_left=days_left, remainder=remainder, constant_case=constant_case, capitals=capitals,
                biggest_first=biggest_first, sale_price=sale_price, month_name=month_name, whole_minutes=whole_minutes,
                breed_origin=breed_origin, nm_quotient=nm_quotient, nm_small_letters=nm_small_letters,
                nm_smallest_first=nm_smallest_first)


def fortyseventh():
    """Written in session 29 after its last code change (59d80ae) and before any run of it, in
    wordings no earlier set used. The odd numbers of a list added, a number padded with zeros, a
    clock moved forward, vowels removed, what follows a file name's last dot, hours in seconds,
    every word capitalised, the days of a month, a number in base 5, digits joined by dashes, a
    word's length, the most common number of a list; main_language needs world knowledge; near
    misses a clock moved back, consonants removed, and what comes before the last dot."""
    def odd_sum():
        xs = rng.sample(range(1, 100), rng.randrange(3, 8))
        return f"Add up the odd numbers among: {', '.join(map(str, xs))}", str(sum(x for x in xs if x % 2))
    def zero_pad():
        n, k = rng.randrange(1, 5000), rng.randrange(5, 9)
        return f"Pad the number {n} with zeros to {k} digits.", str(n).zfill(k)
    def clock():
        return rng.randrange(24), rng.randrange(60), rng.randrange(5, 200)
    def clock_forward():
        h, m, k = clock()
        t = (h * 60 + m + k) % 1440
        return f"Move {h:02d}:{m:02d} forward by {k} minutes. Use 24-hour time.", f"{t // 60:02d}:{t % 60:02d}"
    def nm_clock_back():
        h, m, k = clock()
        t = (h * 60 + m - k) % 1440
        return f"Move {h:02d}:{m:02d} back by {k} minutes. Use 24-hour time.", f"{t // 60:02d}:{t % 60:02d}"
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y"])
    def no_vowels():
        w = word()
        return f"Remove the vowels from '{w}'.", "".join(ch for ch in w if ch not in "aeiou")
    def nm_no_consonants():
        w = word()
        return f"Remove the consonants from '{w}'.", "".join(ch for ch in w if ch in "aeiou")
    def file_name():
        return f"{rng.choice(W)}_{rng.randrange(1, 99)}.{rng.choice(['tar', 'backup', 'v2', 'final'])}" \
            f".{rng.choice(['gz', 'pdf', 'txt', 'csv', 'png', 'json', 'zip', 'md'])}"
    def after_dot():
        f = file_name()
        return f"What comes after the last dot in '{f}'?", f.rsplit(".", 1)[1]
    def nm_before_dot():
        f = file_name()
        return f"What comes before the last dot in '{f}'?", f.rsplit(".", 1)[0]
    def hours_seconds():
        n = rng.randrange(1, 100)
        return f"Express {n} hours in seconds.", str(n * 3600)
    def capitalise():
        t = " ".join(rng.sample(W, rng.randrange(2, 5)))
        return f"Capitalise the first letter of every word in '{t}'.", " ".join(w.capitalize() for w in t.split())
    def days_in_month():
        y, m = rng.randrange(1900, 2100), rng.randrange(1, 13)
        return f"How many days are there in {calendar.month_name[m]} {y}?", str(calendar.monthrange(y, m)[1])
    def base5():
        n = rng.randrange(5, 3000)
        digits = ""
        while n:
            digits, n = str(n % 5) + digits, n // 5
        return f"What is {int(digits, 5)} written in base 5?", digits
    def digit_dashes():
        n = rng.randrange(10, 10 ** 6)
        return f"Write the digits of {n} with dashes in between.", "-".join(str(n))
    def letters_long():
        w = word()
        return f"How many letters long is the word '{w}'?", str(len(w))
    def most_common():
        xs = [rng.randrange(1, 10) for _ in range(rng.randrange(5, 10))]
        counts = collections.Counter(xs).most_common()
        if len(counts) > 1 and counts[0][1] == counts[1][1]:
            xs.append(counts[0][0])
        return f"What is the most common number in {', '.join(map(str, xs))}?", str(collections.Counter(xs).most_common(1)[0][0])
    def main_language():
        table = {"Brazil": "Portuguese", "Mexico": "Spanish", "Egypt": "Arabic", "Iran": "Persian", "Japan": "Japanese",
                 "Poland": "Polish", "Kenya": "Swahili", "Thailand": "Thai", "Greece": "Greek", "Turkey": "Turkish",
                 "Vietnam": "Vietnamese", "Hungary": "Hungarian", "Finland": "Finnish", "Israel": "Hebrew",
                 "Ethiopia": "Amharic", "Indonesia": "Indonesian", "Netherlands": "Dutch", "Sweden": "Swedish",
                 "Argentina": "Spanish", "Angola": "Portuguese", "Ukraine": "Ukrainian", "South Korea": "Korean",
                 "Bangladesh": "Bengali", "Mongolia": "Mongolian"}
        k = rng.choice(list(table))
        return f"What is the main language spoken in {k}?", table[k]
    return dict(odd_sum=odd_sum, zero_pad=zero_pad, clock_forward=clock_forward, no_vowels=no_vowels,
                after_dot=after_dot, hours_seconds=hours_seconds, capitalise=capitalise, days_in_month=days_in_month,
                base5=base5, digit_dashes=digit_dashes, letters_long=letters_long, most_common=most_common,
                main_language=main_language, nm_clock_back=nm_clock_back, nm_no_consonants=nm_no_consonants,
                nm_before_dot=nm_before_dot)


def fortyeighth():
    """Written at the start of session 30 before any code change, in wordings no earlier set
    used. Every other letter of a word, minutes from one clock time to a later one, a percentage
    of a number, full teams from a number of players, the first half of a word, an average speed,
    seconds as minutes and seconds, words that begin with a vowel, the number halfway between two,
    the largest gap between neighbouring numbers, underscores made spaces, a price after a
    discount; mountain_range needs world knowledge; near misses every other letter from the
    second, the second half of a word, and underscores made dashes."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def every_other():
        w = word()
        return f"Keep every other letter of '{w}', starting with the first.", w[::2]
    def nm_every_other_second():
        w = word()
        return f"Keep every other letter of '{w}', starting with the second.", w[1::2]
    def clock_gap():
        a, b = sorted(rng.sample(range(1440), 2))
        return f"How many minutes are there from {a // 60:02d}:{a % 60:02d} to {b // 60:02d}:{b % 60:02d}?", str(b - a)
    def percent_of():
        p, n = rng.randrange(1, 20) * 5, rng.randrange(1, 50) * 20
        return f"Work out {p} percent of {n}.", toolkit_num(p * n / 100)
    def full_teams():
        k, n = rng.randrange(2, 12), rng.randrange(10, 200)
        return f"How many full teams of {k} can be made from {n} players?", str(n // k)
    def even_word():
        while True:
            w = word()
            if len(w) % 2 == 0:
                return w
    def first_half():
        w = even_word()
        return f"Give the first half of the word '{w}'.", w[:len(w) // 2]
    def nm_second_half():
        w = even_word()
        return f"Give the second half of the word '{w}'.", w[len(w) // 2:]
    def speed():
        h, v = rng.randrange(1, 9), rng.randrange(30, 120)
        return f"A car covers {h * v} km in {h} hours. What is its average speed in km per hour?", str(v)
    def seconds_clock():
        n = rng.randrange(60, 6000)
        return f"Write {n} seconds as minutes and seconds, like 4:05.", f"{n // 60}:{n % 60:02d}"
    def vowel_words():
        t = " ".join(rng.sample(W, rng.randrange(3, 8)))
        return f"How many words in '{t}' begin with a vowel?", str(sum(w[0] in "aeiou" for w in t.split()))
    def halfway():
        a = rng.randrange(1, 500)
        b = a + 2 * rng.randrange(1, 300)
        return f"Which whole number lies exactly halfway between {a} and {b}?", str((a + b) // 2)
    def largest_gap():
        xs = sorted(rng.sample(range(1, 200), rng.randrange(4, 8)))
        return (f"What is the largest gap between neighbouring numbers in {', '.join(map(str, xs))}?",
                str(max(b - a for a, b in zip(xs, xs[1:]))))
    def snake():
        return "_".join(rng.sample(W, rng.randrange(2, 5)))
    def underscores():
        s = snake()
        return f"Replace every underscore in '{s}' with a space.", s.replace("_", " ")
    def nm_underscores_dash():
        s = snake()
        return f"Replace every underscore in '{s}' with a dash.", s.replace("_", "-")
    def discount():
        p, k = rng.randrange(2, 60) * 5, rng.randrange(1, 10) * 5
        return f"What does an item priced ${p} cost after a {k}% discount?", money(p * (100 - k) / 100)
    def mountain_range():
        table = {"Mont Blanc": "the Alps", "Matterhorn": "the Alps", "Everest": "the Himalayas",
                 "K2": "the Karakoram", "Aconcagua": "the Andes", "Denali": "the Alaska Range",
                 "Elbrus": "the Caucasus", "Ben Nevis": "the Grampians", "Mount Whitney": "the Sierra Nevada",
                 "Pikes Peak": "the Rocky Mountains", "Annapurna": "the Himalayas", "Chimborazo": "the Andes",
                 "Mount Kosciuszko": "the Snowy Mountains", "Mount Mitchell": "the Appalachians",
                 "Zugspitze": "the Alps", "Musala": "the Rila Mountains", "Toubkal": "the Atlas Mountains",
                 "Mount Elbert": "the Rocky Mountains", "Kangchenjunga": "the Himalayas", "Ojos del Salado": "the Andes",
                 "Gerlachovsky stit": "the Carpathians", "Mount Olympus": "the Olympus massif", "Snowdon": "Snowdonia",
                 "Mount Washington": "the Appalachians", "Nanga Parbat": "the Himalayas"}
        k = rng.choice(list(table))
        return f"In which mountain range is {k}?", table[k]
    return dict(every_other=every_other, clock_gap=clock_gap, percent_of=percent_of, full_teams=full_teams,
                first_half=first_half, speed=speed, seconds_clock=seconds_clock, vowel_words=vowel_words,
                halfway=halfway, largest_gap=largest_gap, underscores=underscores, discount=discount,
                mountain_range=mountain_range, nm_every_other_second=nm_every_other_second,
                nm_second_half=nm_second_half, nm_underscores_dash=nm_underscores_dash)


def fortyninth():
    """Written in session 30 after its last code change and before any run of it, in wordings no
    earlier set used. Legs of some spiders, the letter some places after another, a word's letters
    in alphabetical order, the length of the longest word, commas counted, an ISO date written
    day/month/year, numbers above a bound counted, how far apart the highest and lowest numbers
    are, a word with only its first letter capital, hours and minutes in minutes, the first
    multiples of a number, the price of one ticket; language_family needs world knowledge; near
    misses legs of ants, the letter some places before another, and numbers below a bound."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def spider_legs():
        n = rng.randrange(2, 400)
        return f"How many legs do {n} spiders have altogether?", str(8 * n)
    def nm_ant_legs():
        n = rng.randrange(2, 400)
        return f"How many legs do {n} ants have altogether?", str(6 * n)
    def letter_after():
        i = rng.randrange(20)
        k = rng.randrange(1, 26 - i)
        return f"Which letter comes {k} places after '{chr(97 + i)}' in the alphabet?", chr(97 + i + k)
    def nm_letter_before():
        i = rng.randrange(6, 26)
        k = rng.randrange(1, i + 1)
        return f"Which letter comes {k} places before '{chr(97 + i)}' in the alphabet?", chr(97 + i - k)
    def alpha_letters():
        w = word()
        return f"Write '{w}' with its letters in alphabetical order.", "".join(sorted(w))
    def longest_length():
        t = " ".join(rng.sample(W, rng.randrange(3, 7)))
        return f"What is the length of the longest word in '{t}'?", str(max(len(w) for w in t.split()))
    def commas():
        words = rng.sample(W, rng.randrange(4, 9))
        t = " ".join(w + ("," if rng.random() < 0.4 else "") for w in words[:-1]) + " " + words[-1]
        return f"Count the commas in '{t}'.", str(t.count(","))
    def iso_dmy():
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=rng.randrange(40000))
        return f"Turn the date {d.isoformat()} into day/month/year with slashes.", d.strftime("%d/%m/%Y")
    def numbers():
        return rng.sample(range(1, 100), rng.randrange(4, 9)), rng.randrange(20, 80)
    def above_count():
        xs, k = numbers()
        return f"How many numbers in {', '.join(map(str, xs))} are above {k}?", str(sum(x > k for x in xs))
    def nm_below_count():
        xs, k = numbers()
        return f"How many numbers in {', '.join(map(str, xs))} are below {k}?", str(sum(x < k for x in xs))
    def spread():
        xs = rng.sample(range(1, 500), rng.randrange(3, 8))
        return f"How far apart are the highest and lowest values in {', '.join(map(str, xs))}?", str(max(xs) - min(xs))
    def first_capital():
        w = "".join(c.upper() if rng.random() < 0.5 else c for c in word())
        return f"Make every letter of '{w}' lowercase except the first, which should be a capital.", w.capitalize()
    def hours_minutes():
        h, m = rng.randrange(1, 24), rng.randrange(1, 60)
        return f"Turn {h} h {m} min into a number of minutes.", str(60 * h + m)
    def multiples():
        n, k = rng.randrange(2, 30), rng.randrange(3, 7)
        return f"List the first {k} multiples of {n}, separated by commas.", ", ".join(str(n * i) for i in range(1, k + 1))
    def ticket_price():
        k, each = rng.randrange(2, 9), rng.randrange(5, 80) + rng.choice([0, 0.5, 0.25])
        return f"{k} tickets cost {money(k * each)}. What does one ticket cost?", money(each)
    def language_family():
        table = {"Spanish": "Romance", "Italian": "Romance", "Portuguese": "Romance", "French": "Romance",
                 "Romanian": "Romance", "Catalan": "Romance", "German": "Germanic", "Dutch": "Germanic",
                 "Swedish": "Germanic", "Danish": "Germanic", "Norwegian": "Germanic", "Icelandic": "Germanic",
                 "Polish": "Slavic", "Czech": "Slavic", "Russian": "Slavic", "Ukrainian": "Slavic",
                 "Serbian": "Slavic", "Bulgarian": "Slavic", "Finnish": "Uralic", "Hungarian": "Uralic",
                 "Estonian": "Uralic", "Arabic": "Semitic", "Hebrew": "Semitic", "Amharic": "Semitic",
                 "Irish": "Celtic", "Welsh": "Celtic"}
        k = rng.choice(list(table))
        return f"What language family does {k} belong to?", table[k]
    return dict(spider_legs=spider_legs, letter_after=letter_after, alpha_letters=alpha_letters,
                longest_length=longest_length, commas=commas, iso_dmy=iso_dmy, above_count=above_count,
                spread=spread, first_capital=first_capital, hours_minutes=hours_minutes, multiples=multiples,
                ticket_price=ticket_price, language_family=language_family, nm_ant_legs=nm_ant_legs,
                nm_letter_before=nm_letter_before, nm_below_count=nm_below_count)


def fiftieth():
    """Written in session 30 after its last code change (a primitive for multiples) and before any
    run of it, in wordings no earlier set used. Wheels of some tricycles, a word's letters from z
    to a, the mean of some scores, cents in dollars, the year some years after another, a number
    taken away from another, hours in some weeks, the last two digits of a number, a word with
    dots between its letters, days in leap and ordinary years, whole dozens in some eggs;
    specialist_organ needs world knowledge; near misses wheels of bicycles, letters from a
    to z, and the first two digits."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def tricycle_wheels():
        n = rng.randrange(2, 500)
        return f"How many wheels do {n} tricycles have in total?", str(3 * n)
    def nm_bicycle_wheels():
        n = rng.randrange(2, 500)
        return f"How many wheels do {n} bicycles have in total?", str(2 * n)
    def z_to_a():
        w = word()
        return f"Sort the letters of '{w}' from z to a.", "".join(sorted(w, reverse=True))
    def nm_a_to_z():
        w = word()
        return f"Sort the letters of '{w}' from a to z.", "".join(sorted(w))
    def mean_scores():
        k = rng.randrange(3, 7)
        xs = [rng.randrange(40, 100) for _ in range(k - 1)]
        last = 60 + (-(sum(xs) + 60)) % k
        xs.append(last)
        return f"Find the mean value of these scores: {', '.join(map(str, xs))}.", str(sum(xs) // k)
    def cents_dollars():
        n = rng.randrange(5, 50000)
        return f"Write {n} cents in dollars, like $1.05.", f"${n / 100:.2f}"
    def years_after():
        y, n = rng.randrange(1000, 2100), rng.randrange(1, 500)
        return f"What year comes {n} years after {y}?", str(y + n)
    def take_away():
        a = rng.randrange(1, 500)
        b = a + rng.randrange(1, 900)
        return f"Take {a} away from {b}.", str(b - a)
    def week_hours():
        n = rng.randrange(1, 60)
        return f"How many hours are there in {n} weeks?", str(168 * n)
    def last_two():
        n = rng.randrange(100, 10 ** 7)
        return f"What are the last two digits of {n}?", str(n)[-2:]
    def nm_first_two():
        n = rng.randrange(100, 10 ** 7)
        return f"What are the first two digits of {n}?", str(n)[:2]
    def dotted():
        w = word()
        return f"What is '{w}' spelled with a dot between each letter?", ".".join(w)
    def leap_days():
        n, m = rng.randrange(0, 20), rng.randrange(1, 40)
        return f"How many days are in {n} leap years and {m} ordinary years?", str(366 * n + 365 * m)
    def dozens():
        n = rng.randrange(12, 1000)
        return f"How many whole dozens can be packed from {n} eggs?", str(n // 12)
    def specialist_organ():
        table = {"cardiologist": "the heart", "neurologist": "the brain and nerves", "dermatologist": "the skin",
                 "ophthalmologist": "the eyes", "nephrologist": "the kidneys", "hepatologist": "the liver",
                 "pulmonologist": "the lungs", "gastroenterologist": "the digestive system", "urologist": "the urinary tract",
                 "otologist": "the ears", "rhinologist": "the nose", "odontologist": "the teeth",
                 "endocrinologist": "the glands", "hematologist": "the blood", "orthopedist": "the bones",
                 "podiatrist": "the feet", "gynecologist": "the female reproductive system",
                 "rheumatologist": "the joints", "oncologist": "tumours", "proctologist": "the rectum",
                 "laryngologist": "the larynx", "andrologist": "the male reproductive system",
                 "trichologist": "the hair", "angiologist": "the blood vessels"}
        k = rng.choice(list(table))
        return f"Which part of the body does a {k} treat?", table[k]
    return dict(tricycle_wheels=tricycle_wheels, z_to_a=z_to_a, mean_scores=mean_scores, cents_dollars=cents_dollars,
                years_after=years_after, take_away=take_away, week_hours=week_hours, last_two=last_two,
                dotted=dotted, leap_days=leap_days, dozens=dozens, specialist_organ=specialist_organ,
                nm_bicycle_wheels=nm_bicycle_wheels, nm_a_to_z=nm_a_to_z, nm_first_two=nm_first_two)


def fiftyfirst():
    """Written at the start of session 31 before any code change, in wordings no earlier set used.
    The largest digit of a number, a square's perimeter, a number doubled and then added to, the
    letter of a word first in the alphabet, minutes between two whole hours, a word in square
    brackets, the sum of the first n odd numbers, tonnes in kilograms, letters from a to m in a
    word, the year someone of some age turned 18, a sentence's spaces removed, a price after a
    number of equal payments; loanword_origin needs world knowledge; near misses the smallest
    digit, the letter last in the alphabet and the year they turned 21."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def largest_digit():
        n = rng.randrange(10, 10 ** 8)
        return f"What is the largest digit in {n}?", max(str(n))
    def nm_smallest_digit():
        n = rng.randrange(10, 10 ** 8)
        return f"What is the smallest digit in {n}?", min(str(n))
    def square_perimeter():
        n = rng.randrange(1, 400)
        return f"What is the perimeter of a square whose sides are {n} cm long?", f"{4 * n} cm"
    def double_add():
        a, b = rng.randrange(1, 1000), rng.randrange(1, 1000)
        return f"Double {a}, then add {b}.", str(2 * a + b)
    def alpha_first():
        w = word()
        return f"Which letter of '{w}' comes first in the alphabet?", min(w)
    def nm_alpha_last():
        w = word()
        return f"Which letter of '{w}' comes last in the alphabet?", max(w)
    def hour_span():
        a = rng.randrange(0, 23)
        b = rng.randrange(a + 1, 24)
        return f"How many minutes are there between {a}:00 and {b}:00 on the same day?", str(60 * (b - a))
    def bracketed():
        w = word()
        return f"Wrap '{w}' in square brackets.", f"[{w}]"
    def odd_sum():
        n = rng.randrange(1, 300)
        return f"What is the sum of the first {n} odd numbers?", str(n * n)
    def tonnes():
        n = rng.randrange(1, 5000)
        return f"Convert {n} tonnes to kilograms.", f"{1000 * n} kg"
    def early_letters():
        w = word()
        return f"How many letters of '{w}' are in the first half of the alphabet (a to m)?", str(sum(c <= "m" for c in w))
    def turned_18():
        y, age = rng.randrange(1950, 2060), rng.randrange(18, 90)
        return f"Someone is {age} years old in {y}. In what year did they turn 18?", str(y - age + 18)
    def nm_turned_21():
        y, age = rng.randrange(1950, 2060), rng.randrange(21, 90)
        return f"Someone is {age} years old in {y}. In what year did they turn 21?", str(y - age + 21)
    def no_spaces():
        ws = rng.sample(W, rng.randrange(2, 6))
        return f"Remove every space from this sentence: {' '.join(ws)}", "".join(ws)
    def instalments():
        k, each = rng.randrange(2, 25), rng.randrange(5, 400)
        return f"A price is paid in {k} equal payments of ${each}. What is the full price?", f"${k * each}"
    def loanword_origin():
        table = {"kindergarten": "German", "ballet": "French", "tsunami": "Japanese", "safari": "Swahili",
                 "pyjamas": "Hindi", "piano": "Italian", "ketchup": "Chinese", "algebra": "Arabic",
                 "kayak": "Inuit", "boomerang": "Dharug", "shampoo": "Hindi", "robot": "Czech",
                 "yacht": "Dutch", "tycoon": "Japanese", "chocolate": "Nahuatl", "sauna": "Finnish",
                 "ombudsman": "Swedish", "mosquito": "Spanish", "karaoke": "Japanese", "bagel": "Yiddish",
                 "slogan": "Scottish Gaelic", "cookie": "Dutch", "tattoo": "Tahitian", "avatar": "Sanskrit",
                 "igloo": "Inuktitut", "ski": "Norwegian"}
        k = rng.choice(list(table))
        return f"From which language did English borrow the word '{k}'?", table[k]
    return dict(largest_digit=largest_digit, square_perimeter=square_perimeter, double_add=double_add,
                alpha_first=alpha_first, hour_span=hour_span, bracketed=bracketed, odd_sum=odd_sum, tonnes=tonnes,
                early_letters=early_letters, turned_18=turned_18, no_spaces=no_spaces, instalments=instalments,
                loanword_origin=loanword_origin, nm_smallest_digit=nm_smallest_digit, nm_alpha_last=nm_alpha_last,
                nm_turned_21=nm_turned_21)


def fiftysecond():
    """Written in session 31 after its first code change (a learned a * x + b judged by the
    numbers it writes, tried from 3 examples) and before any run of it, in wordings no earlier set
    used. Millilitres in litres, seconds in a song, days in fortnights, two words in alphabetical
    order, a third of a number, characters with spaces, the larger of two numbers, a letter
    changed to a sign, the last letter three times, a word shouted, handshakes among some people,
    the cost of some kilograms; abbreviation_meaning needs world knowledge; near misses
    centilitres, a quarter, and the smaller number."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def litres_ml():
        n = rng.randrange(1, 3000)
        return f"How many millilitres are in {n} litres?", str(1000 * n)
    def nm_litres_cl():
        n = rng.randrange(1, 3000)
        return f"How many centilitres are in {n} litres?", str(100 * n)
    def song_seconds():
        n = rng.randrange(2, 40)
        return f"How many seconds long is a {n}-minute song?", str(60 * n)
    def fortnight_days():
        n = rng.randrange(1, 200)
        return f"How many days are in {n} fortnights?", str(14 * n)
    def alpha_pair():
        a, b = rng.sample(W, 2)
        return f"Put the words '{a}' and '{b}' in alphabetical order, separated by a comma.", ", ".join(sorted([a, b]))
    def third_of():
        k = rng.randrange(1, 3000)
        return f"What is one third of {3 * k}?", str(k)
    def nm_quarter_of():
        k = rng.randrange(1, 3000)
        return f"What is one quarter of {4 * k}?", str(k)
    def char_count():
        ws = rng.sample(W, rng.randrange(2, 5))
        t = " ".join(ws)
        return f"How many characters are in '{t}' including spaces?", str(len(t))
    def larger_of():
        a, b = rng.sample(range(1, 10000), 2)
        return f"Name the larger of the two numbers {a} and {b}.", str(max(a, b))
    def nm_smaller_of():
        a, b = rng.sample(range(1, 10000), 2)
        return f"Name the smaller of the two numbers {a} and {b}.", str(min(a, b))
    def change_a():
        w = rng.choice([w for w in W if "a" in w]) + rng.choice(["", "s", "er", "y", "ing"])
        return f"Change every 'a' in '{w}' to '@'.", w.replace("a", "@")
    def last_thrice():
        w = word()
        return f"Repeat the last letter of '{w}' three times.", w[-1] * 3
    def shout():
        w = word()
        return f"Shout '{w}': write it in capitals with three exclamation marks.", w.upper() + "!!!"
    def handshakes():
        n = rng.randrange(2, 60)
        return f"How many handshakes happen when {n} people each shake hands once with everyone else?", str(n * (n - 1) // 2)
    def kilo_cost():
        p, k = rng.randrange(1, 15), rng.randrange(2, 30)
        return f"Apples cost ${p} per kilogram. How much do {k} kilograms cost?", f"${p * k}"
    def abbreviation_meaning():
        table = {"NASA": "National Aeronautics and Space Administration", "UNESCO": "United Nations Educational, Scientific and Cultural Organization",
                 "FIFA": "Fédération Internationale de Football Association", "NATO": "North Atlantic Treaty Organization",
                 "WHO": "World Health Organization", "UNICEF": "United Nations Children's Fund", "OPEC": "Organization of the Petroleum Exporting Countries",
                 "CPU": "central processing unit", "RAM": "random-access memory", "GPS": "Global Positioning System",
                 "DNA": "deoxyribonucleic acid", "LASER": "light amplification by stimulated emission of radiation",
                 "RADAR": "radio detection and ranging", "SCUBA": "self-contained underwater breathing apparatus",
                 "HTML": "HyperText Markup Language", "URL": "Uniform Resource Locator", "PDF": "Portable Document Format",
                 "ATM": "automated teller machine", "VIP": "very important person", "ASAP": "as soon as possible",
                 "FAQ": "frequently asked questions", "CEO": "chief executive officer", "UFO": "unidentified flying object",
                 "NGO": "non-governmental organization", "IQ": "intelligence quotient"}
        k = rng.choice(list(table))
        return f"What does the abbreviation {k} stand for?", table[k]
    return dict(litres_ml=litres_ml, song_seconds=song_seconds, fortnight_days=fortnight_days, alpha_pair=alpha_pair,
                third_of=third_of, char_count=char_count, larger_of=larger_of, change_a=change_a,
                last_thrice=last_thrice, shout=shout, handshakes=handshakes, kilo_cost=kilo_cost,
                abbreviation_meaning=abbreviation_meaning, nm_litres_cl=nm_litres_cl, nm_quarter_of=nm_quarter_of,
                nm_smaller_of=nm_smaller_of)


def fiftythird():
    """Written in session 31 after its last code change (a learned square of an argument) and
    before any run of it, in wordings no earlier set used. Pencils in some packs, a word without
    its first letter, a number tripled, a number some less than another, a word with its vowels
    in capitals, pairs from some socks, a polygon's diagonals, kilometres in metres, full hours in
    some minutes, weekend days in some weeks, a digit sum doubled, centimetres in millimetres;
    largest_city needs world knowledge; near misses a word without its last letter, a number
    doubled, and weekdays in some weeks."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def pencils():
        n, k = rng.randrange(2, 60), rng.randrange(2, 25)
        return f"How many pencils are in {n} packs of {k} pencils?", str(n * k)
    def drop_first():
        w = word()
        return f"What is '{w}' without its first letter?", w[1:]
    def nm_drop_last():
        w = word()
        return f"What is '{w}' without its last letter?", w[:-1]
    def triple():
        n = rng.randrange(1, 5000)
        return f"Triple {n}.", str(3 * n)
    def nm_double():
        n = rng.randrange(1, 5000)
        return f"Double {n}.", str(2 * n)
    def k_less():
        n = rng.randrange(50, 5000)
        k = rng.randrange(1, 50)
        return f"What number is {k} less than {n}?", str(n - k)
    def vowel_caps():
        w = word()
        return f"Give '{w}' with its vowels in capitals.", "".join(c.upper() if c in "aeiou" else c for c in w)
    def socks():
        n = rng.randrange(2, 400)
        return f"How many pairs can be made from {n} socks?", str(n // 2)
    def diagonals():
        n = rng.randrange(4, 100)
        return f"How many diagonals does a polygon with {n} sides have?", str(n * (n - 3) // 2)
    def km_m():
        n = rng.randrange(1, 900)
        return f"A path is {n} km long. How many metres is that?", str(1000 * n)
    def full_hours():
        n = rng.randrange(60, 5000)
        return f"How many full hours are in {n} minutes?", str(n // 60)
    def weekend_days():
        n = rng.randrange(1, 300)
        return f"How many weekend days are in {n} full weeks?", str(2 * n)
    def nm_weekdays():
        n = rng.randrange(1, 300)
        return f"How many weekdays are in {n} full weeks?", str(5 * n)
    def digit_double():
        n = rng.randrange(10, 10 ** 6)
        return f"Add up the digits of {n} and double the result.", str(2 * sum(map(int, str(n))))
    def cm_mm():
        n = rng.randrange(1, 3000)
        return f"Convert {n} centimetres to millimetres.", str(10 * n)
    def largest_city():
        table = {"Australia": "Sydney", "Canada": "Toronto", "Brazil": "São Paulo", "India": "Mumbai",
                 "China": "Shanghai", "Turkey": "Istanbul", "Switzerland": "Zurich", "Nigeria": "Lagos",
                 "Pakistan": "Karachi", "Vietnam": "Ho Chi Minh City", "New Zealand": "Auckland",
                 "South Africa": "Johannesburg", "Morocco": "Casablanca", "United States": "New York City",
                 "Germany": "Berlin", "Italy": "Rome", "Spain": "Madrid", "Japan": "Tokyo", "Scotland": "Glasgow",
                 "Ecuador": "Guayaquil", "Bolivia": "Santa Cruz de la Sierra", "Kazakhstan": "Almaty",
                 "Tanzania": "Dar es Salaam", "Cameroon": "Douala", "Israel": "Jerusalem"}
        k = rng.choice(list(table))
        return f"What is the largest city in {k} by population?", table[k]
    return dict(pencils=pencils, drop_first=drop_first, triple=triple, k_less=k_less, vowel_caps=vowel_caps,
                socks=socks, diagonals=diagonals, km_m=km_m, full_hours=full_hours, weekend_days=weekend_days,
                digit_double=digit_double, cm_mm=cm_mm, largest_city=largest_city, nm_drop_last=nm_drop_last,
                nm_double=nm_double, nm_weekdays=nm_weekdays)


def fiftyfourth():
    """Written in session 32 after its one code change (whole units of a learned size, rounded
    down or up) and before any run of it, in wordings no earlier set used. Weeks in days, the
    ones digit of a number, a word spelt with dashes, the number after another, a word's first
    letter moved to its end, a word repeated some times, the midpoint of two numbers, minibuses of
    14 seats for a group, a tree's age in 2030, complete days in some hours, a number times the
    next, a phrase without spaces; element_phase needs world knowledge; near misses the tens
    digit, the number before another, and complete days in some minutes."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def weeks_days():
        n = rng.randrange(1, 700)
        return f"Convert {n} weeks to days.", str(7 * n)
    def ones_digit():
        n = rng.randrange(10, 100000)
        return f"What digit is in the ones place of {n}?", str(n % 10)
    def nm_tens_digit():
        n = rng.randrange(10, 100000)
        return f"What digit is in the tens place of {n}?", str(n // 10 % 10)
    def spell_dashes():
        w = word()
        return f"Spell '{w}' letter by letter, separated by dashes.", "-".join(w)
    def follows():
        n = rng.randrange(1, 100000)
        return f"What whole number follows {n}?", str(n + 1)
    def nm_precedes():
        n = rng.randrange(2, 100000)
        return f"What whole number precedes {n}?", str(n - 1)
    def first_to_end():
        w = word()
        return f"Move the first letter of '{w}' to the end.", w[1:] + w[0]
    def repeat_word():
        w, k = word(), rng.randrange(2, 6)
        return f"Write '{w}' {k} times in a row with no spaces.", w * k
    def midpoint():
        a, b = rng.randrange(0, 500), rng.randrange(0, 500)
        return f"What is the midpoint of {a} and {b} on a number line?", toolkit_num((a + b) / 2)
    def minibuses():
        n = rng.randrange(15, 900)
        return f"A minibus seats 14. How many minibuses does a group of {n} need?", str(-(-n // 14))
    def tree_age():
        y = rng.randrange(1750, 2026)
        return f"A tree was planted in {y}. How old will it be in 2030?", str(2030 - y)
    def complete_days():
        n = rng.randrange(24, 5000)
        return f"How many complete days are in {n} hours?", str(n // 24)
    def nm_days_in_minutes():
        n = rng.randrange(1440, 100000)
        return f"How many complete days are in {n} minutes?", str(n // 1440)
    def times_next():
        n = rng.randrange(1, 1000)
        return f"Multiply {n} by the next whole number.", str(n * (n + 1))
    def no_spaces():
        ws = [word() for _ in range(rng.randrange(2, 5))]
        return f"Write '{' '.join(ws)}' without any spaces.", "".join(ws)
    def element_phase():
        table = {"oxygen": "gas", "mercury": "liquid", "iron": "solid", "bromine": "liquid", "helium": "gas",
                 "gold": "solid", "nitrogen": "gas", "carbon": "solid", "neon": "gas", "copper": "solid",
                 "chlorine": "gas", "sulfur": "solid", "hydrogen": "gas", "argon": "gas", "silver": "solid",
                 "fluorine": "gas", "iodine": "solid", "lead": "solid", "radon": "gas", "zinc": "solid",
                 "tin": "solid", "krypton": "gas", "xenon": "gas", "aluminium": "solid"}
        k = rng.choice(list(table))
        return f"At room temperature, is {k} a solid, a liquid or a gas?", table[k]
    return dict(weeks_days=weeks_days, ones_digit=ones_digit, spell_dashes=spell_dashes, follows=follows,
                first_to_end=first_to_end, repeat_word=repeat_word, midpoint=midpoint, minibuses=minibuses,
                tree_age=tree_age, complete_days=complete_days, times_next=times_next, no_spaces=no_spaces,
                element_phase=element_phase, nm_tens_digit=nm_tens_digit, nm_precedes=nm_precedes,
                nm_days_in_minutes=nm_days_in_minutes)


def fiftyfifth():
    """Written in session 32 after its last code change (one step of a rotation, where the
    template says "move", "end" or "front") and before any run of it, in wordings no earlier set
    used. An octopus's arms, a word's last letter put first, whole pounds in some ounces, a
    number's digits in ascending order, a number's first and last digits added, a year some
    years before another, a word in capitals with a full stop, the wheels on some cars, a
    difference doubled, a number cubed, two words joined by an underscore, vans of some boxes
    for a load; national_sport needs world knowledge; near misses the digits in descending
    order, a year some years after another, and the wheels on some motorbikes."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def octopus_arms():
        n = rng.randrange(1, 400)
        return f"How many arms do {n} octopuses have in total?", str(8 * n)
    def last_to_front():
        w = word()
        return f"Put the last letter of '{w}' at the front.", w[-1] + w[:-1]
    def whole_pounds():
        n = rng.randrange(16, 3000)
        return f"How many whole pounds are in {n} ounces?", str(n // 16)
    def digits_up():
        n = rng.randrange(100, 10 ** 6)
        return f"Write the digits of {n} in ascending order.", "".join(sorted(str(n)))
    def nm_digits_down():
        n = rng.randrange(100, 10 ** 6)
        return f"Write the digits of {n} in descending order.", "".join(sorted(str(n), reverse=True))
    def ends_sum():
        n = rng.randrange(10, 10 ** 6)
        return f"What is the sum of the first and last digits of {n}?", str(int(str(n)[0]) + int(str(n)[-1]))
    def year_before():
        y, k = rng.randrange(1500, 2100), rng.randrange(2, 300)
        return f"Which year was {k} years before {y}?", str(y - k)
    def nm_year_after():
        y, k = rng.randrange(1500, 2100), rng.randrange(2, 300)
        return f"Which year was {k} years after {y}?", str(y + k)
    def caps_stop():
        w = word()
        return f"Write '{w}' in uppercase with a full stop at the end.", w.upper() + "."
    def car_wheels():
        n = rng.randrange(1, 500)
        return f"What is the total number of wheels on {n} cars?", str(4 * n)
    def nm_motorbike_wheels():
        n = rng.randrange(1, 500)
        return f"What is the total number of wheels on {n} motorbikes?", str(2 * n)
    def diff_doubled():
        a = rng.randrange(50, 2000)
        b = rng.randrange(1, a)
        return f"Subtract {b} from {a}, then double the result.", str(2 * (a - b))
    def cubed():
        n = rng.randrange(2, 200)
        return f"What is {n} cubed?", str(n ** 3)
    def underscore_pair():
        a, b = word(), word()
        return f"Join '{a}' and '{b}' with an underscore between them.", f"{a}_{b}"
    def vans():
        k, n = rng.randrange(5, 30), rng.randrange(30, 1000)
        return f"Each van holds {k} boxes. How many vans are needed for {n} boxes?", str(-(-n // k))
    def national_sport():
        table = {"Canada": "ice hockey", "Japan": "sumo", "Pakistan": "field hockey", "New Zealand": "rugby union",
                 "Cuba": "baseball", "Argentina": "pato", "Bhutan": "archery", "Sri Lanka": "volleyball",
                 "Afghanistan": "buzkashi", "Ireland": "Gaelic games", "Brazil": "capoeira", "Wales": "rugby union",
                 "Scotland": "shinty", "South Korea": "taekwondo", "Thailand": "muay thai", "Mongolia": "wrestling",
                 "Nepal": "volleyball", "Finland": "pesäpallo", "Colombia": "tejo", "Estonia": "wrestling",
                 "India": "field hockey", "Chile": "chilean rodeo", "Bangladesh": "kabaddi", "Philippines": "arnis",
                 "Puerto Rico": "baseball", "Venezuela": "baseball"}
        k = rng.choice(list(table))
        return f"What is the national sport of {k}?", table[k]
    return dict(octopus_arms=octopus_arms, last_to_front=last_to_front, whole_pounds=whole_pounds, digits_up=digits_up,
                ends_sum=ends_sum, year_before=year_before, caps_stop=caps_stop, car_wheels=car_wheels,
                diff_doubled=diff_doubled, cubed=cubed, underscore_pair=underscore_pair, vans=vans,
                national_sport=national_sport, nm_digits_down=nm_digits_down, nm_year_after=nm_year_after,
                nm_motorbike_wheels=nm_motorbike_wheels)


def fiftysixth():
    """Written in session 33 after its code change (a number's first and last digit as
    primitives, where the template says digit) and before any run of it, in wordings no earlier
    set used. The sides on some hexagons, tickets at a price, a word's letters separated by
    commas, an age in a given year, a word's last three letters, the smallest of three numbers,
    sweets left over when shared, minutes turned into hours and minutes, a number squared minus
    another, a walker's distance in some hours, a number multiplied by three then added to, a
    text's words counted; athlete_sport needs world knowledge; near misses the sides on some
    pentagons, a word's first three letters and the largest of three numbers."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    def hexagon_sides():
        n = rng.randrange(1, 300)
        return f"Count the sides on {n} hexagons.", str(6 * n)
    def nm_pentagon_sides():
        n = rng.randrange(1, 300)
        return f"Count the sides on {n} pentagons.", str(5 * n)
    def ticket_cost():
        p, n = rng.randrange(3, 90), rng.randrange(2, 40)
        return f"Tickets cost ${p} each. What do {n} tickets cost?", f"${p * n}"
    def comma_letters():
        w = word()
        return f"Separate the letters of '{w}' with commas.", ",".join(w)
    def age_in_year():
        b = rng.randrange(1900, 2010)
        y = rng.randrange(b + 1, 2030)
        return f"How old was a person born in {b} in the year {y}?", str(y - b)
    def last_three():
        w = word()
        return f"What are the last three letters of '{w}'?", w[-3:]
    def nm_first_three():
        w = word()
        return f"What are the first three letters of '{w}'?", w[:3]
    def smallest_three():
        a, b, c = rng.sample(range(1, 1000), 3)
        return f"Name the smallest number among {a}, {b} and {c}.", str(min(a, b, c))
    def nm_largest_three():
        a, b, c = rng.sample(range(1, 1000), 3)
        return f"Name the largest number among {a}, {b} and {c}.", str(max(a, b, c))
    def left_over():
        k = rng.randrange(3, 12)
        n = rng.randrange(k + 1, 200)
        return f"{n} sweets are shared equally among {k} children. How many are left over?", str(n % k)
    def hours_minutes():
        n = rng.randrange(61, 1000)
        return f"Turn {n} minutes into hours and minutes.", f"{n // 60} hours {n % 60} minutes"
    def squared_minus():
        a, b = rng.randrange(2, 100), rng.randrange(1, 100)
        return f"What is {a} squared minus {b}?", str(a * a - b)
    def walker():
        k, h = rng.randrange(2, 8), rng.randrange(2, 12)
        return f"A walker covers {k} km each hour. How far does she walk in {h} hours?", f"{k * h} km"
    def times_three_plus():
        n, k = rng.randrange(2, 500), rng.randrange(1, 100)
        return f"Multiply {n} by three, then add {k}.", str(3 * n + k)
    def word_total():
        ws = [word() for _ in range(rng.randrange(3, 10))]
        return f"Tell me how many words this line has: {' '.join(ws)}", str(len(ws))
    def athlete_sport():
        table = {"Usain Bolt": "athletics", "Serena Williams": "tennis", "Lionel Messi": "football",
                 "Michael Phelps": "swimming", "Tiger Woods": "golf", "Wayne Gretzky": "ice hockey",
                 "Michael Jordan": "basketball", "Simone Biles": "gymnastics", "Babe Ruth": "baseball",
                 "Sachin Tendulkar": "cricket", "Muhammad Ali": "boxing", "Roger Federer": "tennis", "Pelé": "football",
                 "Lewis Hamilton": "motor racing", "Tom Brady": "American football", "Shaun White": "snowboarding",
                 "Magnus Carlsen": "chess", "Jonah Lomu": "rugby union", "Eddy Merckx": "cycling",
                 "Katie Ledecky": "swimming", "Don Bradman": "cricket", "Tony Hawk": "skateboarding",
                 "Kelly Slater": "surfing", "Mikaela Shiffrin": "alpine skiing", "Nadia Comăneci": "gymnastics"}
        k = rng.choice(list(table))
        return f"Which sport is {k} known for?", table[k]
    return dict(hexagon_sides=hexagon_sides, ticket_cost=ticket_cost, comma_letters=comma_letters,
                age_in_year=age_in_year, last_three=last_three, smallest_three=smallest_three, left_over=left_over,
                hours_minutes=hours_minutes, squared_minus=squared_minus, walker=walker,
                times_three_plus=times_three_plus, word_total=word_total, athlete_sport=athlete_sport,
                nm_pentagon_sides=nm_pentagon_sides, nm_first_three=nm_first_three, nm_largest_three=nm_largest_three)


def fiftyseventh():
    """Written in session 33 after its last code change (a pick by place checked against the same
    pick from the sorted list, rivals of equal value, names the template gives a primitive) and
    before any run of it, in wordings no earlier set used. The heaviest of three weights, the
    name first in the alphabet, the third item of a list, a sum then multiplied, a number's digits
    written backwards, a word doubled with a hyphen, cents in dollars and cents, the letters of a
    full name, the smallest of some prices, the earliest of three years of a list, a word's
    vowels in capitals, the number of commas in a text; event_year needs world knowledge; near
    misses the lightest of three weights, a sum then subtracted from, the first item of a list."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "y", "ing"])
    names = ["Nadia", "Omar", "Priya", "Quentin", "Rosa", "Stefan", "Tomasz", "Ulla", "Viktor", "Wanda", "Xavier",
             "Yara", "Zeno", "Agnes", "Bruno", "Clara", "Dmitri", "Esther", "Felix", "Greta"]
    surnames = ["Abbott", "Berg", "Castillo", "Dunn", "Eriksen", "Fontaine", "Gupta", "Horvat", "Ito", "Jensen"]
    def heaviest():
        ws = rng.sample(range(2, 400), 3)
        return f"Pick the heaviest: {ws[0]} kg, {ws[1]} kg, {ws[2]} kg.", f"{max(ws)} kg"
    def nm_lightest():
        ws = rng.sample(range(2, 400), 3)
        return f"Pick the lightest: {ws[0]} kg, {ws[1]} kg, {ws[2]} kg.", f"{min(ws)} kg"
    def alphabet_first():
        ns = rng.sample(names, 4)
        return f"Of {', '.join(ns[:-1])} and {ns[-1]}, whose name is first in the alphabet?", min(ns)
    def third_item():
        xs = rng.sample(W, rng.randrange(4, 8))
        return f"Tell me the third entry of this list: {'; '.join(xs)}", xs[2]
    def nm_first_item():
        xs = rng.sample(W, rng.randrange(4, 8))
        return f"Tell me the first entry of this list: {'; '.join(xs)}", xs[0]
    def sum_times():
        a, b, c = rng.randrange(2, 90), rng.randrange(2, 90), rng.randrange(2, 12)
        return f"Add {a} and {b}, then multiply the sum by {c}.", str((a + b) * c)
    def nm_sum_minus():
        a, b, c = rng.randrange(20, 90), rng.randrange(20, 90), rng.randrange(2, 12)
        return f"Add {a} and {b}, then subtract {c} from the sum.", str(a + b - c)
    def digits_backwards():
        n = rng.randrange(10, 10 ** 6)
        return f"Write the number {n} with its digits backwards.", str(n)[::-1]
    def hyphen_double():
        w = word()
        return f"Say '{w}' twice with a hyphen between.", f"{w}-{w}"
    def cents_total():
        d, c = rng.randrange(1, 200), rng.randrange(1, 100)
        return f"How many cents make {d} dollars and {c} cents?", str(100 * d + c)
    def name_letters():
        first, last = rng.choice(names), rng.choice(surnames)
        return f"How many letters are in the full name {first} {last}?", str(len(first + last))
    def cheapest_price():
        ps = rng.sample(range(1, 500), rng.randrange(3, 6))
        return f"Which is the lowest price here: {', '.join(f'${p}' for p in ps)}?", f"${min(ps)}"
    def earliest_year():
        ys = rng.sample(range(1700, 2024), 3)
        return f"Which of these years is earliest: {ys[0]}, {ys[1]}, {ys[2]}?", str(min(ys))
    def vowels_caps():
        w = word()
        return f"Put every vowel of '{w}' in capitals.", "".join(c.upper() if c in "aeiou" else c for c in w)
    def comma_count():
        ws = [rng.choice(W) for _ in range(rng.randrange(4, 12))]
        text = " ".join(w + ("," if rng.random() < 0.35 else "") for w in ws[:-1]) + " " + ws[-1] + "."
        return f"How many commas does this sentence have? {text}", str(text.count(","))
    def event_year():
        table = {"the first Moon landing": "1969", "the fall of the Berlin Wall": "1989", "the sinking of the Titanic": "1912",
                 "the start of the French Revolution": "1789", "the end of World War II": "1945",
                 "the signing of Magna Carta": "1215", "the Battle of Hastings": "1066",
                 "the first flight of the Wright brothers": "1903", "the dissolution of the Soviet Union": "1991",
                 "Columbus's first voyage to the Americas": "1492", "the US Declaration of Independence": "1776",
                 "the Great Fire of London": "1666", "the eruption of Krakatoa": "1883",
                 "the first modern Olympic Games": "1896", "the launch of Sputnik 1": "1957",
                 "the Chernobyl disaster": "1986", "the opening of the Suez Canal": "1869",
                 "the founding of the United Nations": "1945", "the assassination of Julius Caesar": "44 BC",
                 "the invention of the World Wide Web": "1989", "the start of World War I": "1914",
                 "the Wall Street Crash": "1929", "the first ascent of Everest": "1953",
                 "the unification of Germany under Bismarck": "1871", "the Battle of Waterloo": "1815"}
        k = rng.choice(list(table))
        return f"In which year did {k} happen?", table[k]
    return dict(heaviest=heaviest, alphabet_first=alphabet_first, third_item=third_item, sum_times=sum_times,
                digits_backwards=digits_backwards, hyphen_double=hyphen_double, cents_total=cents_total,
                name_letters=name_letters, cheapest_price=cheapest_price, earliest_year=earliest_year,
                vowels_caps=vowels_caps, comma_count=comma_count, event_year=event_year, nm_lightest=nm_lightest,
                nm_sum_minus=nm_sum_minus, nm_first_item=nm_first_item)


def fiftyeighth():
    """Written in session 34 after its first code change (thousands separators on a computed
    number) and before any run of it, in wordings no earlier set used. A parcel's kilograms and
    grams in grams, a ' / ' list back to front, how many scores exceed a bar, each word's letter
    count joined by hyphens, every value tripled, a word's final three characters, a bill split
    between friends to the cent, hyphens swapped for spaces, the sum of two cubes, a text's
    initials in capitals joined by dots, whole fortnights in some days, how many entries of a
    sequence are odd; bird_flight needs world knowledge; near misses scores that fall below a bar,
    a word's first three characters, every value halved."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def parcel_grams():
        k, g = rng.randrange(0, 30), rng.randrange(1, 1000)
        return f"A parcel weighs {k} kg and {g} g. What is its weight in grams?", str(1000 * k + g)
    def back_to_front():
        xs = rng.sample(W, rng.randrange(3, 7))
        return f"Give this list back to front, keeping the ' / ' between items: {' / '.join(xs)}", " / ".join(xs[::-1])
    def scores_over():
        xs, k = [rng.randrange(0, 101) for _ in range(rng.randrange(4, 9))], rng.randrange(30, 80)
        return f"Out of {', '.join(map(str, xs))}, how many scores exceed {k}?", str(sum(x > k for x in xs))
    def nm_scores_under():
        xs, k = [rng.randrange(0, 101) for _ in range(rng.randrange(4, 9))], rng.randrange(30, 80)
        return f"Out of {', '.join(map(str, xs))}, how many scores fall below {k}?", str(sum(x < k for x in xs))
    def letter_tally():
        ws = [word() for _ in range(rng.randrange(2, 6))]
        return f"Tell me how many letters each word of '{' '.join(ws)}' has, as a list like 3-5-2.", "-".join(str(len(w)) for w in ws)
    def triple_each():
        xs = [rng.randrange(1, 60) for _ in range(rng.randrange(3, 7))]
        return f"Triple each value: {', '.join(map(str, xs))}", ", ".join(str(3 * x) for x in xs)
    def nm_halve_each():
        xs = [2 * rng.randrange(1, 60) for _ in range(rng.randrange(3, 7))]
        return f"Halve each value: {', '.join(map(str, xs))}", ", ".join(str(x // 2) for x in xs)
    def final_three():
        w = word()
        return f"What are the final three characters of '{w}'?", w[-3:]
    def nm_first_three():
        w = word()
        return f"What are the first three characters of '{w}'?", w[:3]
    def split_bill():
        n, b = rng.randrange(2, 9), rng.randrange(1000, 40000) / 100
        return f"{n} friends share a bill of ${b:.2f} equally. How much does each pay, to the cent?", f"${b / n:.2f}"
    def hyphens_to_spaces():
        ws = [word() for _ in range(rng.randrange(2, 5))]
        return f"Swap each hyphen in '{'-'.join(ws)}' for a space.", " ".join(ws)
    def cube_sum():
        a, b = rng.randrange(1, 30), rng.randrange(1, 30)
        return f"What do you get when you add the cubes of {a} and {b}?", str(a ** 3 + b ** 3)
    def dotted_initials():
        ws = [word() for _ in range(rng.randrange(2, 6))]
        return f"Write the first letter of every word of '{' '.join(ws)}' in upper case, joined with dots.", ".".join(w[0].upper() for w in ws)
    def whole_fortnights():
        n = rng.randrange(1, 400)
        return f"How many whole fortnights fit in {n} days?", str(n // 14)
    def odd_entries():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(4, 9))]
        return f"In the sequence {' '.join(map(str, xs))}, how many entries are odd?", str(sum(x % 2 for x in xs))
    def bird_flight():
        table = {"penguin": "no", "ostrich": "no", "emu": "no", "kiwi": "no", "cassowary": "no", "rhea": "no",
                 "kakapo": "no", "takahe": "no", "sparrow": "yes", "eagle": "yes", "swallow": "yes", "pigeon": "yes",
                 "albatross": "yes", "hummingbird": "yes", "owl": "yes", "falcon": "yes", "heron": "yes", "crow": "yes",
                 "robin": "yes", "pelican": "yes", "flamingo": "yes", "stork": "yes", "parrot": "yes", "seagull": "yes",
                 "dodo": "no", "steamer duck": "no"}
        k = rng.choice(list(table))
        return f"Can a {k} fly? Answer yes or no.", table[k]
    return dict(parcel_grams=parcel_grams, back_to_front=back_to_front, scores_over=scores_over, letter_tally=letter_tally,
                triple_each=triple_each, final_three=final_three, split_bill=split_bill,
                hyphens_to_spaces=hyphens_to_spaces, cube_sum=cube_sum, dotted_initials=dotted_initials,
                whole_fortnights=whole_fortnights, odd_entries=odd_entries, bird_flight=bird_flight,
                nm_scores_under=nm_scores_under, nm_first_three=nm_first_three, nm_halve_each=nm_halve_each)


def fiftyninth():
    """Written in session 34 after its search changes (tie rules, named filters, square and cube)
    and before any run of it, in wordings no earlier set used. Pages of a book left to read, the
    word of a text that starts with a given letter, a countdown, seconds as minutes:seconds, a
    text in lower case in parentheses, how much cheaper the cheaper of two items is, how often a
    word occurs in a text, a word's first letter and its length, the price per kg to the cent,
    the 1-based positions of a word's vowels, whether a list includes a number, the sum of the
    whole numbers in a range; animal_diet needs world knowledge; near misses a count up, whether
    a list excludes a number, seconds as minutes and seconds written 3m 5s."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def pages_left():
        n = rng.randrange(100, 900); k = rng.randrange(1, n)
        return f"A book has {n} pages and I have read {k}. How many pages are left?", str(n - k)
    def word_with_letter():
        ws = rng.sample(W, rng.randrange(3, 6))
        firsts = [w[0] for w in ws]
        pick = rng.choice([w for w in ws if firsts.count(w[0]) == 1])
        return f"Which word in '{' '.join(ws)}' starts with the letter '{pick[0]}'?", pick
    def countdown():
        n = rng.randrange(5, 40); m = n - rng.randrange(2, 7)
        return f"Count down from {n} to {m}, separated by spaces.", " ".join(map(str, range(n, m - 1, -1)))
    def nm_countup():
        m = rng.randrange(5, 40); n = m + rng.randrange(2, 7)
        return f"Count up from {m} to {n}, separated by spaces.", " ".join(map(str, range(m, n + 1)))
    def clock_seconds():
        n = rng.randrange(5, 3600)
        return f"Write {n} seconds as minutes:seconds.", f"{n // 60}:{n % 60:02d}"
    def nm_seconds_words():
        n = rng.randrange(5, 3600)
        return f"Write {n} seconds as minutes and seconds, like 3m 5s.", f"{n // 60}m {n % 60}s"
    def quietly():
        s = " ".join(rng.choice([w, w.capitalize(), w.upper()]) for w in rng.sample(W, rng.randrange(2, 5)))
        return f"Write '{s}' quietly: all lower case, in parentheses.", f"({s.lower()})"
    def cheaper_by():
        a, b = rng.sample(range(3, 400), 2)
        return f"Item A costs ${a} and item B costs ${b}. How much cheaper is the cheaper one?", f"${abs(a - b)}"
    def word_occurs():
        target = rng.choice(W[:6]); ws = [rng.choice(W[:8]) for _ in range(rng.randrange(5, 10))]
        return f"How often does the word '{target}' occur in: {' '.join(ws)}", str(ws.count(target))
    def initial_and_length():
        w = word()
        return f"Give the first letter of '{w}' followed by its length, like b6.", f"{w[0]}{len(w)}"
    def price_per_kg():
        k, p = rng.randrange(2, 9), rng.randrange(100, 9000) / 100
        return f"{k} kg of rice costs ${p:.2f}. What is the price per kg, to the cent?", f"${p / k:.2f}"
    def vowel_positions():
        w = word()
        return f"At which positions (1-based) are the vowels of '{w}'? List them with commas.", ", ".join(str(i + 1) for i, c in enumerate(w) if c in "aeiou")
    def list_includes():
        xs = rng.sample(range(1, 60), rng.randrange(3, 7)); x = rng.choice(xs) if rng.random() < .5 else rng.randrange(1, 60)
        return f"Does {', '.join(map(str, xs))} include {x}? Answer true or false.", "true" if x in xs else "false"
    def nm_list_excludes():
        xs = rng.sample(range(1, 60), rng.randrange(3, 7)); x = rng.choice(xs) if rng.random() < .5 else rng.randrange(1, 60)
        return f"Does {', '.join(map(str, xs))} exclude {x}? Answer true or false.", "false" if x in xs else "true"
    def range_sum():
        a = rng.randrange(1, 50); b = a + rng.randrange(2, 60)
        return f"What is the sum of the whole numbers from {a} to {b}?", str(sum(range(a, b + 1)))
    def animal_diet():
        table = {"cow": "herbivore", "lion": "carnivore", "bear": "omnivore", "horse": "herbivore", "tiger": "carnivore",
                 "pig": "omnivore", "sheep": "herbivore", "wolf": "carnivore", "raccoon": "omnivore", "rabbit": "herbivore",
                 "shark": "carnivore", "chimpanzee": "omnivore", "giraffe": "herbivore", "eagle": "carnivore",
                 "crow": "omnivore", "elephant": "herbivore", "leopard": "carnivore", "skunk": "omnivore", "koala": "herbivore",
                 "crocodile": "carnivore", "opossum": "omnivore", "deer": "herbivore", "cheetah": "carnivore", "badger": "omnivore"}
        k = rng.choice(list(table))
        return f"Is a {k} a herbivore, carnivore or omnivore?", table[k]
    return dict(pages_left=pages_left, word_with_letter=word_with_letter, countdown=countdown, clock_seconds=clock_seconds,
                quietly=quietly, cheaper_by=cheaper_by, word_occurs=word_occurs, initial_and_length=initial_and_length,
                price_per_kg=price_per_kg, vowel_positions=vowel_positions, list_includes=list_includes,
                range_sum=range_sum, animal_diet=animal_diet, nm_countup=nm_countup, nm_list_excludes=nm_list_excludes,
                nm_seconds_words=nm_seconds_words)


def sixtieth():
    """Written at the start of session 35 before its code changed, in wordings no earlier set
    used. A clock time some minutes later (24-hour), the product of a number's digits, a word's
    letters joined by dots, a sale price after a percentage off, the sum of only the even numbers
    of a list, how many words end in a vowel, how many words are longer than some letters, a word
    in square brackets in capitals, hours as days and hours with singulars, flour scaled from one
    number of people to another, the letter of a word earliest in the alphabet, the difference
    between the largest and smallest of a list; animal_habitat needs world knowledge; near misses
    the sum of a number's digits, the clock time some minutes earlier, the sum of only the odd
    numbers."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def clock_later():
        t, k = rng.randrange(0, 24 * 60), rng.randrange(5, 181)
        u = (t + k) % (24 * 60)
        return (f"It is {t // 60:02d}:{t % 60:02d} now. What time will it be in {k} minutes? Use 24-hour hh:mm.",
                f"{u // 60:02d}:{u % 60:02d}")
    def nm_clock_earlier():
        t, k = rng.randrange(0, 24 * 60), rng.randrange(5, 181)
        u = (t - k) % (24 * 60)
        return (f"It is {t // 60:02d}:{t % 60:02d} now. What time was it {k} minutes ago? Use 24-hour hh:mm.",
                f"{u // 60:02d}:{u % 60:02d}")
    def digit_product():
        n = rng.randrange(10, 100000)
        return f"Multiply the digits of {n} together.", str(math.prod(int(c) for c in str(n)))
    def nm_digit_sum():
        n = rng.randrange(10, 100000)
        return f"Add the digits of {n} together.", str(sum(int(c) for c in str(n)))
    def dotted_letters():
        w = word()
        return f"Write '{w}' with its letters separated by dots.", ".".join(w)
    def sale_price():
        item, p, d = rng.choice(["lamp", "chair", "coat", "kettle", "rug", "desk"]), rng.randrange(10, 400), rng.choice([10, 15, 20, 25, 30, 40, 50])
        return f"A {item} priced at ${p} is marked down by {d}%. What does it cost now?", money(p * (100 - d) / 100)
    def even_sum():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(4, 9))]
        return f"Add up only the even numbers in {', '.join(map(str, xs))}.", str(sum(x for x in xs if x % 2 == 0))
    def nm_odd_sum():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(4, 9))]
        return f"Add up only the odd numbers in {', '.join(map(str, xs))}.", str(sum(x for x in xs if x % 2))
    def vowel_enders():
        ws = [word() for _ in range(rng.randrange(3, 7))]
        return f"How many words in '{' '.join(ws)}' end in a vowel?", str(sum(w[-1] in "aeiou" for w in ws))
    def longer_than():
        ws, k = [word() for _ in range(rng.randrange(3, 7))], rng.randrange(3, 7)
        return f"Count the words in '{' '.join(ws)}' that have more than {k} letters.", str(sum(len(w) > k for w in ws))
    def bracket_caps():
        w = word()
        return f"Put '{w}' in square brackets, in capitals.", f"[{w.upper()}]"
    def days_hours():
        n = rng.randrange(24, 500)
        d, h = divmod(n, 24)
        return (f"How many days and hours is {n} hours? Answer like 2 days 5 hours.",
                f"{d} day{'s' * (d != 1)} {h} hour{'s' * (h != 1)}")
    def flour_scaled():
        n, m = rng.sample(range(2, 13), 2)
        g = n * rng.randrange(10, 80)
        return f"A recipe for {n} people needs {g} g of flour. How many grams for {m} people?", str(g * m // n)
    def earliest_letter():
        w = word()
        return f"Which letter of '{w}' comes earliest in the alphabet?", min(w)
    def list_range():
        xs = [rng.randrange(-20, 100) for _ in range(rng.randrange(3, 8))]
        return f"How far apart are the largest and smallest of {', '.join(map(str, xs))}?", str(max(xs) - min(xs))
    def animal_habitat():
        table = {"dolphin": "water", "camel": "land", "octopus": "water", "zebra": "land", "jellyfish": "water",
                 "giraffe": "land", "salmon": "water", "kangaroo": "land", "starfish": "water", "squirrel": "land",
                 "tuna": "water", "badger": "land", "seahorse": "water", "hedgehog": "land", "lobster": "water",
                 "rhino": "land", "shark": "water", "moose": "land", "whale": "water", "llama": "land",
                 "clam": "water", "wolf": "land", "squid": "water", "ostrich": "land", "eel": "water", "gorilla": "land"}
        k = rng.choice(list(table))
        return f"Does a {k} live in water or on land?", table[k]
    return dict(clock_later=clock_later, digit_product=digit_product, dotted_letters=dotted_letters,
                sale_price=sale_price, even_sum=even_sum, vowel_enders=vowel_enders, longer_than=longer_than,
                bracket_caps=bracket_caps, days_hours=days_hours, flour_scaled=flour_scaled,
                earliest_letter=earliest_letter, list_range=list_range, animal_habitat=animal_habitat,
                nm_digit_sum=nm_digit_sum, nm_clock_earlier=nm_clock_earlier, nm_odd_sum=nm_odd_sum)


def sixtyfirst():
    """Written in session 35 after its code changes (whole amounts of money, singular nouns, words
    that end in a vowel, a letter next to a number, positions of vowels) and before any run of it,
    in wordings no earlier set used. Two durations together in minutes, a shift's length written
    like 8 h 45 min, eggs in some boxes with the unit, the smallest multiple at least a number,
    the letters of a text ignoring spaces, the lowest of some prices, the words of a text in
    reverse order joined with commas, hours, minutes and seconds in seconds, the share of a class
    as a whole percentage, a cyclist's speed in km per hour, a letter written some times with
    dashes between, how many words are in all capitals; tree_leaves needs world knowledge; near
    misses the largest multiple at most a number, the characters of a text including spaces, the
    highest of some prices."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def durations_sum():
        h1, m1, h2, m2 = rng.randrange(0, 5), rng.randrange(0, 60), rng.randrange(0, 5), rng.randrange(0, 60)
        return (f"One job takes {h1} h {m1} min and another {h2} h {m2} min. How long together, in minutes?",
                str(60 * (h1 + h2) + m1 + m2))
    def shift_length():
        a = rng.randrange(5 * 60, 12 * 60); b = a + rng.randrange(60, 11 * 60)
        return (f"Sam worked from {a // 60:02d}:{a % 60:02d} to {b // 60:02d}:{b % 60:02d}. How long is that? Answer like 8 h 45 min.",
                f"{(b - a) // 60} h {(b - a) % 60} min")
    def eggs_total():
        n, k = rng.randrange(2, 20), rng.choice([6, 10, 12, 15, 18, 30])
        return f"How many eggs are there in {n} boxes of {k}? Answer with the unit.", f"{n * k} eggs"
    def multiple_at_least():
        k, n = rng.randrange(3, 20), rng.randrange(10, 500)
        return f"What is the smallest multiple of {k} that is at least {n}?", str(-(-n // k) * k)
    def nm_multiple_at_most():
        k, n = rng.randrange(3, 20), rng.randrange(10, 500)
        return f"What is the largest multiple of {k} that is at most {n}?", str(n // k * k)
    def letters_no_spaces():
        t = " ".join(word() for _ in range(rng.randrange(2, 5)))
        return f"Count the letters in '{t}', ignoring spaces.", str(len(t.replace(" ", "")))
    def nm_chars_with_spaces():
        t = " ".join(word() for _ in range(rng.randrange(2, 5)))
        return f"Count the characters in '{t}', including spaces.", str(len(t))
    def lowest_price():
        ps = rng.sample(range(100, 2000), rng.randrange(3, 6))
        return f"Of these prices, which costs least: {', '.join(f'${p / 100:.2f}' for p in ps)}?", f"${min(ps) / 100:.2f}"
    def nm_highest_price():
        ps = rng.sample(range(100, 2000), rng.randrange(3, 6))
        return f"Of these prices, which costs most: {', '.join(f'${p / 100:.2f}' for p in ps)}?", f"${max(ps) / 100:.2f}"
    def reversed_commas():
        ws = rng.sample(W, rng.randrange(3, 7))
        return f"Put the words of '{' '.join(ws)}' in reverse order and join them with commas.", ",".join(ws[::-1])
    def hms_seconds():
        h, m, sec = rng.randrange(0, 6), rng.randrange(0, 60), rng.randrange(0, 60)
        return f"How many seconds are there in {h} hours, {m} minutes and {sec} seconds?", str(3600 * h + 60 * m + sec)
    def class_share():
        n = rng.randrange(12, 40); k = rng.randrange(1, n)
        share = fractions.Fraction(100 * k, n)
        if share.denominator == 2:  # an exact half: how it rounds would be a guess
            return class_share()
        return f"In a class of {n}, {k} students walk to school. What percentage walk? Round to a whole number.", f"{round(share)}%"
    def cyclist_speed():
        v, m = 4 * rng.randrange(2, 11), rng.choice([15, 30, 45, 60, 90, 120])
        return f"A cyclist covers {v * m // 60} km in {m} minutes. How many km per hour is that?", str(v)
    def dashed_letter():
        c, k = rng.choice("abcdefghijklmnopqrstuvwxyz"), rng.randrange(2, 9)
        return f"Write the letter '{c}' {k} times, with a dash between each.", "-".join([c] * k)
    def all_caps_words():
        ws = [rng.choice([w, w.upper(), w.capitalize()]) for w in rng.sample(W, rng.randrange(3, 7))]
        return f"How many words in '{' '.join(ws)}' are written in all capitals?", str(sum(w.isupper() for w in ws))
    def tree_leaves():
        table = {"oak": "deciduous", "pine": "evergreen", "maple": "deciduous", "spruce": "evergreen", "birch": "deciduous",
                 "fir": "evergreen", "cedar": "evergreen", "willow": "deciduous", "ash": "deciduous", "holly": "evergreen",
                 "yew": "evergreen", "beech": "deciduous", "larch": "deciduous", "cypress": "evergreen", "hemlock": "evergreen",
                 "poplar": "deciduous", "chestnut": "deciduous", "juniper": "evergreen", "redwood": "evergreen",
                 "walnut": "deciduous", "sycamore": "deciduous", "aspen": "deciduous", "eucalyptus": "evergreen", "elm": "deciduous"}
        k = rng.choice(list(table))
        return f"Is a {k} tree deciduous or evergreen?", table[k]
    return dict(durations_sum=durations_sum, shift_length=shift_length, eggs_total=eggs_total,
                multiple_at_least=multiple_at_least, letters_no_spaces=letters_no_spaces, lowest_price=lowest_price,
                reversed_commas=reversed_commas, hms_seconds=hms_seconds, class_share=class_share,
                cyclist_speed=cyclist_speed, dashed_letter=dashed_letter, all_caps_words=all_caps_words,
                tree_leaves=tree_leaves, nm_multiple_at_most=nm_multiple_at_most,
                nm_chars_with_spaces=nm_chars_with_spaces, nm_highest_price=nm_highest_price)


def sixtysecond():
    """Written in session 35 after its last code change (an echo a shown example told apart, an
    amount in several units, amounts added up) and before any run of it, in wordings no earlier
    set used. A wage for some hours, a rope in metres and centimetres in centimetres, the last
    vowel of a word, how far a temperature dropped, free seats in a hall, a word's letters in odd
    positions, numbers in descending order joined by ' > ', the part of an e-mail address before
    the @, how much brings a number to the next hundred, how many letters (not digits) a code has,
    a price per item from a pack price, a word's letters counted apart from one letter; metal_or_not
    needs world knowledge; near misses the first vowel, letters in even positions, the part after
    the @."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def wage():
        r, h = rng.choice([12, 13.5, 15, 17.25, 20, 22.5, 11.75]), rng.randrange(1, 41)
        return f"Ana earns ${r:g} an hour and worked {h} hours. What did she earn?", money(r * h)
    def rope_cm():
        m, cm = rng.randrange(0, 30), rng.randrange(1, 100)
        return f"A rope is {m} m {cm} cm long. How long is it in centimetres?", str(100 * m + cm)
    def last_vowel():
        w = word()
        return f"What is the last vowel in '{w}'?", [c for c in w if c in "aeiou"][-1]
    def nm_first_vowel():
        w = word()
        return f"What is the first vowel in '{w}'?", [c for c in w if c in "aeiou"][0]
    def temp_drop():
        a = rng.randrange(-5, 35); b = a - rng.randrange(1, 20)
        return f"It was {a}°C at noon and {b}°C at midnight. How many degrees did it drop?", str(a - b)
    def free_seats():
        r, k = rng.randrange(5, 30), rng.randrange(8, 25); t = rng.randrange(0, r * k)
        return f"A hall has {r} rows of {k} seats and {t} are taken. How many seats are free?", str(r * k - t)
    def odd_letters():
        w = word()
        return f"Give the letters of '{w}' in odd positions (1st, 3rd, ...).", w[0::2]
    def nm_even_letters():
        w = word()
        return f"Give the letters of '{w}' in even positions (2nd, 4th, ...).", w[1::2]
    def descending_arrows():
        xs = rng.sample(range(1, 100), rng.randrange(3, 7))
        return f"Arrange {', '.join(map(str, xs))} in descending order, joined by ' > '.", " > ".join(map(str, sorted(xs, reverse=True)))
    def email_user():
        user = rng.choice(["ana", "j.smith", "bob_k", "maria", "lee99", "t.nguyen", "sam", "k-ito"]) + rng.choice(["", "1", "x"])
        return f"What is the part before the @ in '{user}@{rng.choice(['mail.com', 'example.org', 'uni.edu'])}'?", user
    def nm_email_domain():
        user, dom = rng.choice(["ana", "j.smith", "bob_k", "maria"]), rng.choice(["mail.com", "example.org", "uni.edu", "web.net"])
        return f"What is the part after the @ in '{user}@{dom}'?", dom
    def to_next_hundred():
        n = rng.randrange(1, 2000)
        while n % 100 == 0:
            n = rng.randrange(1, 2000)
        return f"How much must be added to {n} to reach the next hundred?", str(100 - n % 100)
    def code_letters():
        code = "".join(rng.choice("abcdefghkmnpqrstxyz0123456789") for _ in range(rng.randrange(5, 10)))
        return f"How many letters (not digits) are in the code '{code}'?", str(sum(c.isalpha() for c in code))
    def pack_unit_price():
        k, p = rng.choice([2, 4, 5, 8, 10]), rng.randrange(100, 3000)
        while p % k:
            p += 1
        return f"A pack of {k} pens costs ${p / 100:.2f}. What does one pen cost?", f"${p / k / 100:.2f}"
    def letters_except():
        w = word(); c = rng.choice(sorted(set(w)))
        return f"How many letters of '{w}' are not '{c}'?", str(sum(x != c for x in w))
    def metal_or_not():
        table = {"iron": "metal", "oxygen": "non-metal", "copper": "metal", "carbon": "non-metal", "sodium": "metal",
                 "sulfur": "non-metal", "gold": "metal", "nitrogen": "non-metal", "zinc": "metal", "chlorine": "non-metal",
                 "silver": "metal", "neon": "non-metal", "aluminium": "metal", "helium": "non-metal", "lead": "metal",
                 "phosphorus": "non-metal", "tin": "metal", "argon": "non-metal", "nickel": "metal", "iodine": "non-metal",
                 "calcium": "metal", "fluorine": "non-metal", "magnesium": "metal", "hydrogen": "non-metal"}
        k = rng.choice(list(table))
        return f"Is {k} a metal or a non-metal?", table[k]
    return dict(wage=wage, rope_cm=rope_cm, last_vowel=last_vowel, temp_drop=temp_drop, free_seats=free_seats,
                odd_letters=odd_letters, descending_arrows=descending_arrows, email_user=email_user,
                to_next_hundred=to_next_hundred, code_letters=code_letters, pack_unit_price=pack_unit_price,
                letters_except=letters_except, metal_or_not=metal_or_not, nm_first_vowel=nm_first_vowel,
                nm_even_letters=nm_even_letters, nm_email_domain=nm_email_domain)


def sixtythird():
    """Written at the start of session 36 before its code changed, in wordings no earlier set
    used. The third word of a sentence, a pass rate in percent, boxes needed for some eggs, a
    team's best game, a day/month/year date with the month as a word, a word with its vowels
    replaced by '*', years between two years, a dash between every letter, laps of a track in
    kilometres, pages left of a book, each number in a list halved, a text cut to its first
    characters with '...'; instrument_strings needs world knowledge; near misses boxes filled, the
    worst game, a dot between every letter."""
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December"]
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def third_word():
        ws = [word() for _ in range(rng.randrange(3, 8))]
        return f"Which is the third word of '{' '.join(ws)}'?", ws[2]
    def pass_rate():
        b = rng.choice([20, 25, 40, 50, 80]); a = rng.randrange(1, b + 1)
        return f"{a} of {b} students passed. What percentage passed?", f"{a * 100 / b:g}%"
    def boxes_needed():
        k, n = rng.choice([6, 10, 12, 15]), rng.randrange(1, 200)
        return f"Eggs are packed {k} to a box. How many boxes are needed for {n} eggs?", str(-(-n // k))
    def nm_boxes_filled():
        k, n = rng.choice([6, 10, 12, 15]), rng.randrange(1, 200)
        return f"Eggs are packed {k} to a box. How many boxes are filled by {n} eggs?", str(n // k)
    def best_game():
        xs = [rng.randrange(40, 130) for _ in range(4)]
        return (f"A team scored {xs[0]}, {xs[1]}, {xs[2]} and {xs[3]} points in four games. How many points did it "
                f"score in its best game?", str(max(xs)))
    def nm_worst_game():
        xs = [rng.randrange(40, 130) for _ in range(4)]
        return (f"A team scored {xs[0]}, {xs[1]}, {xs[2]} and {xs[3]} points in four games. How many points did it "
                f"score in its worst game?", str(min(xs)))
    def month_word():
        d, m, y = rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(1950, 2030)
        return f"Write {d}/{m}/{y} (day/month/year) with the month as a word.", f"{d} {months[m - 1]} {y}"
    def vowel_stars():
        w = word()
        return f"Give '{w}' with every vowel replaced by '*'.", "".join("*" if c in "aeiou" else c for c in w)
    def years_between():
        a = rng.randrange(1800, 2000); b = a + rng.randrange(1, 120)
        return f"How many years are there between {a} and {b}?", str(b - a)
    def dash_between():
        w = word()
        return f"Put a dash between every letter of '{w}'.", "-".join(w)
    def nm_dot_between():
        w = word()
        return f"Put a dot between every letter of '{w}'.", ".".join(w)
    def laps_km():
        k, m = rng.randrange(2, 30), rng.choice([200, 250, 400, 500])
        return f"A runner does {k} laps of a {m} m track. How many kilometres is that?", f"{k * m / 1000:g}"
    def pages_left():
        d, n = rng.randrange(5, 40), rng.randrange(2, 15); p = d * n + rng.randrange(1, 300)
        return f"A {p}-page book is read at {d} pages a day. How many pages are left after {n} days?", str(p - d * n)
    def halve_each():
        xs = [2 * rng.randrange(1, 50) for _ in range(rng.randrange(3, 7))]
        return f"Halve each number in [{', '.join(map(str, xs))}].", f"[{', '.join(str(x // 2) for x in xs)}]"
    def truncate():
        s = " ".join(word() for _ in range(rng.randrange(3, 7))); k = rng.randrange(4, 12)
        return f"Cut '{s}' to its first {k} characters and add '...'.", s[:k] + "..."
    def instrument_strings():
        table = {"violin": "4", "guitar": "6", "cello": "4", "viola": "4", "double bass": "4", "ukulele": "4",
                 "banjo": "5", "mandolin": "8", "bass guitar": "4", "twelve-string guitar": "12", "balalaika": "3",
                 "shamisen": "3", "erhu": "2", "pipa": "4", "charango": "10", "bouzouki (Greek, four-course)": "8",
                 "oud": "11", "concert harp": "47", "sitar (playing strings)": "7",
                 "koto": "13", "lute (renaissance, six-course)": "11", "Irish bouzouki": "8", "cavaquinho": "4",
                 "dobro": "6", "seven-string guitar": "7", "gusli (small)": "5"}
        k = rng.choice(list(table))
        return f"How many strings does a standard {k} have?", table[k]
    return dict(third_word=third_word, pass_rate=pass_rate, boxes_needed=boxes_needed, best_game=best_game,
                month_word=month_word, vowel_stars=vowel_stars, years_between=years_between, dash_between=dash_between,
                laps_km=laps_km, pages_left=pages_left, halve_each=halve_each, truncate=truncate,
                instrument_strings=instrument_strings, nm_boxes_filled=nm_boxes_filled, nm_worst_game=nm_worst_game,
                nm_dot_between=nm_dot_between)


def sixtyfourth():
    """Written in session 36 after its code changes (a named class of letters, a letter table that
    declines what no example showed, an ellipsis, dates day first, words in all capitals, double
    letters) and before any run of it, in wordings no earlier set used. A bill split equally, slices
    of some pizzas, a line of a times table, a text's length with spaces, a word's last three letters
    reversed, negative numbers counted, a number's biggest digit, the month some months after
    another, one word put after another, a quiz score as a fraction in lowest terms, a number
    rounded to the nearest hundred, a number's digits added up and doubled; organ_system needs
    world knowledge; near misses the smallest digit, one word put before another, the first three
    letters reversed."""
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December"]
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def split_bill():
        n = rng.randrange(2, 9); b = n * rng.randrange(500, 9000) // 100 * 100 / 100 + rng.choice([0, 0.5, 0.25]) * n
        return f"A bill of ${b:.2f} is split equally among {n} people. How much does each person pay?", f"${b / n:.2f}"
    def pizza_slices():
        n, k = rng.randrange(1, 15), rng.choice([4, 6, 8, 10, 12])
        return f"{n} pizzas are cut into {k} slices each. How many slices are there?", str(n * k)
    def times_table():
        n, k = rng.randrange(2, 13), rng.randrange(1, 13)
        return f"What is line {k} of the {n} times table?", f"{k} x {n} = {k * n}"
    def char_count_spaces():
        s = " ".join(word() for _ in range(rng.randrange(2, 6)))
        return f"How many characters long is '{s}', spaces included?", str(len(s))
    def last_three_reversed():
        w = word()
        return f"Give the last three letters of '{w}' in reverse.", w[-3:][::-1]
    def nm_first_three_reversed():
        w = word()
        return f"Give the first three letters of '{w}' in reverse.", w[:3][::-1]
    def negatives_count():
        xs = [rng.randrange(-50, 50) for _ in range(rng.randrange(4, 9))]
        return f"Count the negative numbers in: {', '.join(map(str, xs))}", str(sum(x < 0 for x in xs))
    def digit_max():
        n = rng.randrange(100, 10_000_000)
        return f"Which digit of {n} is the biggest?", max(str(n))
    def nm_digit_min():
        n = rng.randrange(100, 10_000_000)
        return f"Which digit of {n} is the smallest?", min(str(n))
    def month_after():
        m, k = rng.randrange(12), rng.randrange(1, 24)
        return f"Name the month {k} months after {months[m]}.", months[(m + k) % 12]
    def put_after():
        a, b = rng.sample(W, 2)
        return f"What do you get when you put '{a}' after '{b}'?", b + a
    def nm_put_before():
        a, b = rng.sample(W, 2)
        return f"What do you get when you put '{a}' before '{b}'?", a + b
    def quiz_fraction():
        n = rng.choice([10, 12, 16, 20, 24, 30, 40]); k = rng.randrange(1, n)
        f = fractions.Fraction(k, n)
        return (f"A quiz has {n} questions and Sam got {k} right. What is his score as a fraction in lowest terms?",
                f"{f.numerator}/{f.denominator}")
    def round_hundred():
        n = rng.randrange(1, 100_000)
        while n % 100 == 50:
            n = rng.randrange(1, 100_000)
        return f"Round {n} to the nearest hundred.", str(round(n / 100) * 100)
    def digits_doubled():
        n = rng.randrange(10, 1_000_000)
        return f"Add up the digits of {n}, then double the result.", str(2 * sum(map(int, str(n))))
    def organ_system():
        table = {"heart": "circulatory", "lungs": "respiratory", "stomach": "digestive", "brain": "nervous",
                 "kidneys": "urinary", "skin": "integumentary", "femur": "skeletal", "thyroid": "endocrine",
                 "spleen": "lymphatic", "ovaries": "reproductive", "biceps": "muscular", "liver": "digestive",
                 "spinal cord": "nervous", "trachea": "respiratory", "bladder": "urinary", "arteries": "circulatory",
                 "pancreas": "endocrine", "skull": "skeletal", "tonsils": "lymphatic", "testes": "reproductive",
                 "diaphragm": "respiratory", "small intestine": "digestive", "veins": "circulatory", "ureters": "urinary",
                 "pituitary gland": "endocrine", "ribs": "skeletal", "nerves": "nervous"}
        k = rng.choice(list(table))
        return f"Which organ system does the {k} belong to?", table[k]
    return dict(split_bill=split_bill, pizza_slices=pizza_slices, times_table=times_table,
                char_count_spaces=char_count_spaces, last_three_reversed=last_three_reversed,
                negatives_count=negatives_count, digit_max=digit_max, month_after=month_after, put_after=put_after,
                quiz_fraction=quiz_fraction, round_hundred=round_hundred, digits_doubled=digits_doubled,
                organ_system=organ_system, nm_digit_min=nm_digit_min, nm_put_before=nm_put_before,
                nm_first_three_reversed=nm_first_three_reversed)


def sixtyfifth():
    """Written in session 36 after `124db64` and before any run of it, in wordings no earlier set
    used, with inputs of rarer kinds mixed in (ties, mixed case, negative values, leap years, a
    list with "and"). The word with the most letters (the first on a tie), a take-away that may go
    below zero, a word with its first letter in capitals (some words already mixed case), things on
    a shopping list, prices added up, the later of two times, seconds as m:ss, the length of the
    longest word, the first letters of words in lower case, a number rounded down to a ten, the days
    of a month in a year, the first even number above a number; city_hemisphere needs world
    knowledge; near misses the earlier time, the length of the shortest word, rounded up."""
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December"]
    odd_case = ["iPhone", "eBay", "macOS", "McDonald", "YouTube", "iPad", "pH", "LaTeX"]
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def words():
        return [rng.choice([word(), word().capitalize()]) for _ in range(rng.randrange(2, 7))]
    def most_letters():
        ws = words()
        return f"Which word in '{' '.join(ws)}' has the most letters?", max(ws, key=len)
    def take_away():
        a, b = rng.randrange(0, 200), rng.randrange(0, 200)
        return f"What is {a} take away {b}?", str(a - b)
    def first_capital():
        w = rng.choice(odd_case) if rng.random() < 0.2 else word()
        return f"Write '{w}' with its first letter in capitals.", w[0].upper() + w[1:]
    def shop_items():
        xs = rng.sample(["eggs", "milk", "bread", "butter", "rice", "apples", "tea", "cheese", "jam", "flour", "salt", "soap"],
                        rng.randrange(2, 8))
        text = ", ".join(xs) if rng.random() < 0.5 else ", ".join(xs[:-1]) + " and " + xs[-1]
        return f"How many things are on this shopping list: {text}?", str(len(xs))
    def price_total():
        ps = [rng.randrange(50, 2000) if rng.random() < 0.6 else rng.randrange(1, 20) * 100 for _ in range(rng.randrange(2, 6))]
        text = ", ".join(f"${p // 100}" if p % 100 == 0 else f"${p / 100:.2f}" for p in ps)
        return f"What do these cost together: {text}?", f"${sum(ps) / 100:.2f}"
    def clock():
        return f"{rng.randrange(0, 24):02d}:{rng.randrange(0, 60):02d}"
    def later_time():
        a, b = clock(), clock()
        while a == b:
            b = clock()
        return f"Which is later in the day, {a} or {b}?", max(a, b)
    def nm_earlier_time():
        a, b = clock(), clock()
        while a == b:
            b = clock()
        return f"Which is earlier in the day, {a} or {b}?", min(a, b)
    def secs_mss():
        n = rng.randrange(0, 3600)
        return f"Write {n} seconds in the form m:ss.", f"{n // 60}:{n % 60:02d}"
    def longest_len():
        ws = words()
        return f"How many letters are in the longest word of '{' '.join(ws)}'?", str(max(map(len, ws)))
    def nm_shortest_len():
        ws = words()
        return f"How many letters are in the shortest word of '{' '.join(ws)}'?", str(min(map(len, ws)))
    def lower_initials():
        ws = words()
        return (f"Give the first letter of each word in '{' '.join(ws)}', in lower case, with no spaces.",
                "".join(w[0].lower() for w in ws))
    def round_down_ten():
        n = rng.randrange(-500, 5000)
        return f"What is {n} rounded down to the nearest ten?", str(n // 10 * 10)
    def nm_round_up_ten():
        n = rng.randrange(-500, 5000)
        return f"What is {n} rounded up to the nearest ten?", str(-(-n // 10) * 10)
    def month_days():
        m, y = rng.randrange(1, 13), rng.randrange(1890, 2030)
        return f"How many days does {months[m - 1]} {y} have?", str(calendar.monthrange(y, m)[1])
    def next_even():
        n = rng.randrange(-100, 1000)
        return f"What is the first even number greater than {n}?", str(n + 1 if n % 2 else n + 2)
    def city_hemisphere():
        table = {"Sydney": "southern", "London": "northern", "Buenos Aires": "southern", "Tokyo": "northern",
                 "Cape Town": "southern", "Toronto": "northern", "Lima": "southern", "Cairo": "northern",
                 "Auckland": "southern", "Mumbai": "northern", "Santiago": "southern", "Oslo": "northern",
                 "Johannesburg": "southern", "Mexico City": "northern", "Jakarta": "southern", "Lagos": "northern",
                 "Perth": "southern", "Reykjavik": "northern", "Montevideo": "southern", "Seoul": "northern",
                 "Nairobi": "southern", "Bogota": "northern", "Brasilia": "southern", "Madrid": "northern",
                 "Lusaka": "southern", "Hanoi": "northern"}
        k = rng.choice(list(table))
        return f"Is {k} in the northern or the southern hemisphere?", table[k]
    return dict(most_letters=most_letters, take_away=take_away, first_capital=first_capital, shop_items=shop_items,
                price_total=price_total, later_time=later_time, secs_mss=secs_mss, longest_len=longest_len,
                lower_initials=lower_initials, round_down_ten=round_down_ten, month_days=month_days,
                next_even=next_even, city_hemisphere=city_hemisphere, nm_earlier_time=nm_earlier_time,
                nm_shortest_len=nm_shortest_len, nm_round_up_ten=nm_round_up_ten)


def sixtysixth():
    """Written in session 36 after `4e06708` and before any run of it, in wordings no earlier set
    used, with rarer inputs mixed in (punctuation at the end, mixed case, items of several words,
    halves when rounding, a skewed yes/no). The mean of some marks, the last character of a text,
    a letter counted whatever its case, a list's items reversed, the age gap between two birth
    years, a number's digits spaced out, the item just before another, only the digits of a code,
    a division rounded to a whole number (halves up), words that start and end with the same
    letter, hours in some days and hours, whether a number is a square; greeting_language needs
    world knowledge; near misses the first character, a cube number, the item just after."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    items = ["ice cream", "tea", "apple pie", "rice", "green beans", "milk", "hot dogs", "bread", "olive oil", "jam",
             "salt", "cheese"]
    def mean_marks():
        xs = [rng.randrange(0, 11) for _ in range(rng.randrange(2, 7))]
        return f"What is the mean of these marks: {', '.join(map(str, xs))}?", toolkit_num(round(sum(xs) / len(xs), 2))
    def last_char():
        t = " ".join(word() for _ in range(rng.randrange(1, 4))) + rng.choice(["", "", "!", "?", ".", "7", "s"])
        return f"What is the last character of '{t}'?", t[-1]
    def nm_first_char():
        t = rng.choice(["", "", "#", "2", "@"]) + " ".join(word() for _ in range(rng.randrange(1, 4)))
        return f"What is the first character of '{t}'?", t[0]
    def count_any_case():
        t = "".join(c.upper() if rng.random() < 0.3 else c for c in " ".join(word() for _ in range(rng.randrange(2, 5))))
        c = rng.choice(sorted(set(t.lower()) - {" "}))
        return f"How many times does '{c}' appear in '{t}' if case is ignored?", str(t.lower().count(c))
    def reverse_items():
        xs = rng.sample(items, rng.randrange(2, 6))
        return f"Reverse the order of the items in: {', '.join(xs)}", ", ".join(xs[::-1])
    def age_gap():
        a, b = rng.randrange(1920, 2020), rng.randrange(1920, 2020)
        return f"What is the difference in age between someone born in {a} and someone born in {b}?", str(abs(a - b))
    def digits_spaced():
        n = rng.randrange(10, 10_000_000)
        return f"Split the number {n} into its digits, separated by spaces.", " ".join(str(n))
    def item_before():
        xs = rng.sample(items, rng.randrange(3, 7)); i = rng.randrange(1, len(xs))
        return f"Which item comes just before '{xs[i]}' in: {', '.join(xs)}?", xs[i - 1]
    def nm_item_after():
        xs = rng.sample(items, rng.randrange(3, 7)); i = rng.randrange(0, len(xs) - 1)
        return f"Which item comes just after '{xs[i]}' in: {', '.join(xs)}?", xs[i + 1]
    def only_digits():
        code = "".join(rng.choice("ABCDEFGHKMNPRSTXZ0123456789-") for _ in range(rng.randrange(5, 11)))
        if not any(c.isdigit() for c in code):
            code += str(rng.randrange(10))
        return f"Keep only the digits of '{code}'.", "".join(c for c in code if c.isdigit())
    def divide_round():
        b = rng.randrange(2, 13); a = rng.randrange(1, 300)
        if rng.random() < 0.25 and b % 2 == 0:
            a = b * rng.randrange(1, 25) + b // 2  # exactly a half
        return f"What is {a} divided by {b}, rounded to the nearest whole number?", str(int(a / b + 0.5))
    def same_ends():
        ws = [rng.choice(["level", "noon", "eye", "stats", "tent", "dad", "sees", "gag", "radar", "wow"]) if rng.random() < 0.3
              else word() for _ in range(rng.randrange(3, 7))]
        return f"How many words in '{' '.join(ws)}' start and end with the same letter?", str(sum(w[0] == w[-1] for w in ws))
    def days_hours():
        d, h = rng.randrange(0, 30), rng.randrange(0, 24)
        return f"How many hours are in {d} days and {h} hours?", str(24 * d + h)
    def square_number():
        n = rng.randrange(1, 40) ** 2 if rng.random() < 0.3 else rng.randrange(2, 1600)
        return f"Is {n} a square number? Answer yes or no.", "yes" if math.isqrt(n) ** 2 == n else "no"
    def nm_cube_number():
        n = rng.randrange(1, 12) ** 3 if rng.random() < 0.3 else rng.randrange(2, 1600)
        return f"Is {n} a cube number? Answer yes or no.", "yes" if round(n ** (1 / 3)) ** 3 == n else "no"
    def greeting_language():
        table = {"hola": "Spanish", "bonjour": "French", "ciao": "Italian", "hallo": "German", "ola": "Portuguese",
                 "konnichiwa": "Japanese", "ni hao": "Chinese", "annyeonghaseyo": "Korean", "namaste": "Hindi",
                 "merhaba": "Turkish", "privet": "Russian", "hej": "Swedish", "dzien dobry": "Polish",
                 "jambo": "Swahili", "sawasdee": "Thai", "salam": "Persian", "shalom": "Hebrew", "marhaba": "Arabic",
                 "kalimera": "Greek", "hoi": "Dutch", "terve": "Finnish", "szia": "Hungarian", "ahoj": "Czech",
                 "xin chao": "Vietnamese", "selamat pagi": "Indonesian", "dia dhuit": "Irish"}
        k = rng.choice(list(table))
        return f"In which language is '{k}' a greeting?", table[k]
    return dict(mean_marks=mean_marks, last_char=last_char, count_any_case=count_any_case, reverse_items=reverse_items,
                age_gap=age_gap, digits_spaced=digits_spaced, item_before=item_before, only_digits=only_digits,
                divide_round=divide_round, same_ends=same_ends, days_hours=days_hours, square_number=square_number,
                greeting_language=greeting_language, nm_first_char=nm_first_char, nm_cube_number=nm_cube_number,
                nm_item_after=nm_item_after)


def sixtyseventh():
    """Written in session 36 after `f32b037` and before any run of it, in wordings no earlier set
    used, with rarer inputs mixed in (a 1 before a plural, capitals, a blank-free text of one line,
    a clock past midnight, unicode operators). Days as full weeks and extra days, the word a
    dictionary lists first, the lines of a text, the bigger of two fractions, a clock some hours
    later, the numbers 1 through n added up, words with a given letter, a price gone up, a number's
    even digits, the largest number from a number's digits, the second largest of a list, a sum
    written with × and −; river_mouth needs world knowledge; near misses the word a dictionary
    lists last, odd digits, the smallest number from the digits."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def weeks_days():
        n = rng.randrange(0, 120)
        w, d = divmod(n, 7)
        return (f"How many full weeks and extra days are in {n} days? Answer like 2 weeks 3 days.",
                f"{w} week{'s' * (w != 1)} {d} day{'s' * (d != 1)}")
    def dictionary_first():
        ws = [rng.choice([word(), word().capitalize()]) for _ in range(rng.randrange(2, 6))]
        return f"Which word of '{' '.join(ws)}' would come first in a dictionary?", min(ws, key=str.lower)
    def nm_dictionary_last():
        ws = [rng.choice([word(), word().capitalize()]) for _ in range(rng.randrange(2, 6))]
        return f"Which word of '{' '.join(ws)}' would come last in a dictionary?", max(ws, key=str.lower)
    def lines_count():
        lines = [" ".join(word() for _ in range(rng.randrange(1, 5))) for _ in range(rng.randrange(1, 7))]
        return "How many lines are in this text?\n" + "\n".join(lines), str(len(lines))
    def bigger_fraction():
        a, b, c, d = rng.randrange(1, 10), rng.randrange(2, 12), rng.randrange(1, 10), rng.randrange(2, 12)
        while a * d == b * c:
            c = rng.randrange(1, 10)
        return f"Which is bigger, {a}/{b} or {c}/{d}?", f"{a}/{b}" if a * d > b * c else f"{c}/{d}"
    def clock_after():
        h, m, k = rng.randrange(0, 24), rng.randrange(0, 60), rng.randrange(1, 24)
        return f"What will the clock show {k} hours after {h:02d}:{m:02d}?", f"{(h + k) % 24:02d}:{m:02d}"
    def sum_through():
        n = rng.randrange(1, 500)
        return f"What do the numbers 1 through {n} add up to?", str(n * (n + 1) // 2)
    def words_with_letter():
        ws = [word() for _ in range(rng.randrange(3, 7))]; c = rng.choice("aeiorstn")
        return f"Count the words in '{' '.join(ws)}' that have the letter '{c}' in them.", str(sum(c in w for w in ws))
    def price_up():
        x, y = rng.randrange(100, 9000), rng.randrange(5, 2000)
        def m(v):
            return f"${v // 100}" if v % 100 == 0 else f"${v / 100:.2f}"
        return f"A price of {m(x)} goes up by {m(y)}. What is the new price?", m(x + y)
    def even_digits():
        n = rng.randrange(1, 10_000_000)
        return f"How many even digits does {n} have?", str(sum(int(c) % 2 == 0 for c in str(n)))
    def nm_odd_digits():
        n = rng.randrange(1, 10_000_000)
        return f"How many odd digits does {n} have?", str(sum(int(c) % 2 == 1 for c in str(n)))
    def rearrange_max():
        n = rng.randrange(10, 10_000_000)
        return f"What is the largest number you can make by rearranging the digits of {n}?", "".join(sorted(str(n), reverse=True))
    def nm_rearrange_min():
        n = rng.randrange(10, 10_000_000)
        while "0" in str(n):
            n = rng.randrange(10, 10_000_000)
        return f"What is the smallest number you can make by rearranging the digits of {n}?", "".join(sorted(str(n)))
    def second_largest():
        xs = rng.sample(range(-50, 200), rng.randrange(3, 8))
        return f"What is the second largest number in: {', '.join(map(str, xs))}?", str(sorted(xs)[-2])
    def unicode_sum():
        a, b, c = rng.randrange(2, 30), rng.randrange(2, 30), rng.randrange(0, 200)
        return f"Calculate {a} × {b} − {c}.", str(a * b - c)
    def river_mouth():
        table = {"Nile": "Mediterranean Sea", "Amazon": "Atlantic Ocean", "Mississippi": "Gulf of Mexico",
                 "Danube": "Black Sea", "Thames": "North Sea", "Ganges": "Bay of Bengal", "Volga": "Caspian Sea",
                 "Rhine": "North Sea", "Yangtze": "East China Sea", "Congo": "Atlantic Ocean", "Indus": "Arabian Sea",
                 "Mekong": "South China Sea", "Rhone": "Mediterranean Sea", "Colorado": "Gulf of California",
                 "St. Lawrence": "Gulf of Saint Lawrence", "Zambezi": "Indian Ocean", "Niger": "Gulf of Guinea",
                 "Elbe": "North Sea", "Po": "Adriatic Sea", "Ob": "Kara Sea", "Yukon": "Bering Sea",
                 "Murray": "Indian Ocean", "Dnieper": "Black Sea", "Tigris": "Persian Gulf", "Orinoco": "Atlantic Ocean",
                 "Columbia": "Pacific Ocean"}
        k = rng.choice(list(table))
        return f"Into which sea or ocean does the {k} flow?", table[k]
    return dict(weeks_days=weeks_days, dictionary_first=dictionary_first, lines_count=lines_count,
                bigger_fraction=bigger_fraction, clock_after=clock_after, sum_through=sum_through,
                words_with_letter=words_with_letter, price_up=price_up, even_digits=even_digits,
                rearrange_max=rearrange_max, second_largest=second_largest, unicode_sum=unicode_sum,
                river_mouth=river_mouth, nm_dictionary_last=nm_dictionary_last, nm_odd_digits=nm_odd_digits,
                nm_rearrange_min=nm_rearrange_min)


def sixtyeighth():
    """Written at the end of session 36 after its last code change (`f32b037`) and before any
    run of it, in wordings no earlier set used, run once on the final code. The third letter of a
    word, minutes in some hours and a half, pence as pounds, the number that is repeated in a
    list, a remainder written with ÷, a list turned into a sentence with "and", characters left
    without the spaces, a house's age in a given year, the closer of two numbers to a third, a
    word's letters in reverse alphabetical order, wheels on some cars and bicycles, the first two
    letters in capitals; dish_origin needs world knowledge; near misses the fourth letter, the
    characters left without the vowels, the further number."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def third_letter():
        w = word()
        return f"What is the third letter of '{w}'?", w[2]
    def nm_fourth_letter():
        w = word()
        return f"What is the fourth letter of '{w}'?", w[3]
    def half_hours():
        h = rng.randrange(0, 24)
        return f"How many minutes are in {h} and a half hours?", str(60 * h + 30)
    def pence_pounds():
        n = rng.randrange(1, 100_000)
        return f"Write {n} pence in pounds, like £1.25.", f"£{n / 100:.2f}"
    def repeated():
        xs = rng.sample(range(1, 100), rng.randrange(3, 8)); d = rng.choice(xs); ys = xs + [d]
        rng.shuffle(ys)
        return f"Which number is repeated in: {', '.join(map(str, ys))}?", str(d)
    def remainder_div():
        a, b = rng.randrange(1, 500), rng.randrange(2, 20)
        return f"What is the remainder of {a} ÷ {b}?", str(a % b)
    def list_sentence():
        xs = rng.sample(W, rng.randrange(2, 6))
        return (f"Turn the list [{', '.join(xs)}] into a sentence with commas and 'and'.",
                xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1])
    def no_spaces_len():
        t = " ".join(word() for _ in range(rng.randrange(2, 6)))
        return f"How many characters are left if you remove the spaces from '{t}'?", str(len(t.replace(" ", "")))
    def nm_no_vowels_len():
        t = " ".join(word() for _ in range(rng.randrange(2, 6)))
        return f"How many characters are left if you remove the vowels from '{t}'?", str(sum(c not in "aeiou" for c in t))
    def house_age():
        y = rng.randrange(1700, 2020); z = rng.randrange(y, 2030)
        return f"How old in {z} is a house built in {y}?", str(z - y)
    def closer():
        k = rng.randrange(0, 200); a, b = rng.sample(range(0, 200), 2)
        while abs(a - k) == abs(b - k):
            a, b = rng.sample(range(0, 200), 2)
        return f"Which of {a} and {b} is closer to {k}?", str(a if abs(a - k) < abs(b - k) else b)
    def nm_further():
        k = rng.randrange(0, 200); a, b = rng.sample(range(0, 200), 2)
        while abs(a - k) == abs(b - k):
            a, b = rng.sample(range(0, 200), 2)
        return f"Which of {a} and {b} is further from {k}?", str(a if abs(a - k) > abs(b - k) else b)
    def reverse_alpha_letters():
        w = word()
        return f"Put the letters of '{w}' in reverse alphabetical order.", "".join(sorted(w, reverse=True))
    def wheels():
        a, b = rng.randrange(0, 30), rng.randrange(0, 30)
        return f"How many wheels do {a} cars and {b} bicycles have in total?", str(4 * a + 2 * b)
    def first_two_caps():
        w = word()
        return f"Give the first two letters of '{w}' in capitals.", w[:2].upper()
    def dish_origin():
        table = {"paella": "Spain", "sushi": "Japan", "pierogi": "Poland", "goulash": "Hungary", "moussaka": "Greece",
                 "poutine": "Canada", "feijoada": "Brazil", "kimchi": "Korea", "pad thai": "Thailand",
                 "haggis": "Scotland", "ceviche": "Peru", "borscht": "Ukraine", "pho": "Vietnam", "tagine": "Morocco",
                 "schnitzel": "Austria", "risotto": "Italy", "fondue": "Switzerland", "bobotie": "South Africa",
                 "jollof rice": "Nigeria", "pavlova": "New Zealand", "smorrebrod": "Denmark", "rendang": "Indonesia",
                 "bibimbap": "Korea", "tacos al pastor": "Mexico", "biryani": "India", "falafel": "Egypt"}
        k = rng.choice(list(table))
        return f"From which country does the dish {k} originate?", table[k]
    return dict(third_letter=third_letter, half_hours=half_hours, pence_pounds=pence_pounds, repeated=repeated,
                remainder_div=remainder_div, list_sentence=list_sentence, no_spaces_len=no_spaces_len,
                house_age=house_age, closer=closer, reverse_alpha_letters=reverse_alpha_letters, wheels=wheels,
                first_two_caps=first_two_caps, dish_origin=dish_origin, nm_fourth_letter=nm_fourth_letter,
                nm_no_vowels_len=nm_no_vowels_len, nm_further=nm_further)


def sixtyninth():
    """Written at the start of session 37 before its code changed, in wordings no earlier set
    used, run once. A clock time some minutes past an hour, a list with its repeats removed, the
    tallest of three people, the letters two words share, capital letters counted, a fraction in
    per cent, a date some days on, zeros dropped from the front, words in order of length, halves
    of numbers, a number rounded down to a whole one, the word with the most vowels; rarer inputs
    mixed in (minutes below ten, no repeats, all zeros, a year's end, odd halves, values below
    zero); feminine_form needs world knowledge; near misses minutes to an hour, the shortest of
    three, small letters counted."""
    def word():
        return rng.choice(W) + rng.choice(["", "s", "er", "ing"])
    def clock_past():
        h, m = rng.randrange(1, 13), rng.choice([rng.randrange(1, 10), rng.randrange(10, 30)])
        return f"Write {m} minutes past {h} as a clock time.", f"{h}:{m:02d}"
    def nm_clock_to():
        h, m = rng.randrange(1, 13), rng.choice([rng.randrange(1, 10), rng.randrange(10, 30)])
        return f"Write {m} minutes to {h} as a clock time.", f"{h - 1 or 12}:{60 - m:02d}"
    def remove_repeats():
        xs = rng.sample(W, rng.randrange(2, 6))
        ys = xs + [rng.choice(xs) for _ in range(rng.choice([0, 1, 2]))]
        rng.shuffle(ys)
        return f"Remove duplicates from: {', '.join(ys)}", ", ".join(dict.fromkeys(ys))
    people = ["Maria", "Tom", "Priya", "Kenji", "Olga", "Samir", "Lucy", "Diego", "Hana", "Victor", "Ines", "Femi"]
    def three_heights():
        ns = rng.sample(people, 3); hs = rng.sample(range(120, 200), 3)
        return ns, hs, ", ".join(f"{n} ({h} cm)" for n, h in zip(ns[:2], hs[:2])) + f" or {ns[2]} ({hs[2]} cm)"
    def tallest():
        ns, hs, text = three_heights()
        return f"Who is tallest: {text}?", ns[hs.index(max(hs))]
    def nm_shortest():
        ns, hs, text = three_heights()
        return f"Who is shortest: {text}?", ns[hs.index(min(hs))]
    def shared_letters():
        a, b = rng.sample(W, 2)
        return f"How many letters do '{a}' and '{b}' have in common?", str(len(set(a) & set(b)))
    def mixed_text():
        return " ".join(rng.choice([w, w.capitalize(), w.upper()]) for w in rng.sample(W, rng.randrange(2, 5)))
    def capitals_count():
        t = mixed_text()
        return f"How many capital letters are in '{t}'?", str(sum(c.isupper() for c in t))
    def nm_small_count():
        t = mixed_text()
        return f"How many small letters are in '{t}'?", str(sum(c.islower() for c in t))
    def per_cent():
        den = rng.choice([2, 4, 5, 8, 10, 20, 25, 50]); num = rng.randrange(1, den + den // 2 + 1)
        return f"What is {num}/{den} in per cent?", f"{toolkit_num(round(100 * num / den, 2))}%"
    def days_from():
        d0 = datetime.date(2023, 1, 1) + datetime.timedelta(rng.randrange(365)); k = rng.randrange(1, 40)
        d1 = d0 + datetime.timedelta(k)
        return (f"What is the date {k} days from {d0.strftime('%B')} {d0.day}, 2023?",
                f"{d1.strftime('%B')} {d1.day}" + ("" if d1.year == 2023 else f", {d1.year}"))
    def front_zeros():
        s = "0" * rng.randrange(1, 5) + rng.choice(["", str(rng.randrange(1, 100000))])
        return f"Drop the zeros at the front of '{s}'.", s.lstrip("0") or "0"
    def by_length():
        ws = rng.sample(W, rng.randrange(3, 6))
        return f"Put these words in order of length, shortest first: {', '.join(ws)}", ", ".join(sorted(ws, key=len))
    def halves():
        xs = [rng.randrange(1, 50) for _ in range(rng.randrange(2, 6))]
        return f"Halve each of these numbers: {', '.join(map(str, xs))}", ", ".join(toolkit_num(x / 2) for x in xs)
    def round_whole():
        x = round(rng.uniform(-50, 100), rng.choice([1, 2]))
        return f"Round {x} down to a whole number.", str(math.floor(x))
    def most_vowels():
        while True:
            ws = rng.sample(W, rng.randrange(2, 5)); v = [sum(c in "aeiou" for c in w) for w in ws]
            if v.count(max(v)) == 1:
                return f"Which word has the most vowels: {' '.join(ws)}?", ws[v.index(max(v))]
    def feminine_form():
        table = {"king": "queen", "prince": "princess", "actor": "actress", "uncle": "aunt", "nephew": "niece",
                 "brother": "sister", "father": "mother", "son": "daughter", "husband": "wife", "waiter": "waitress",
                 "host": "hostess", "hero": "heroine", "duke": "duchess", "emperor": "empress", "lion": "lioness",
                 "bull": "cow", "rooster": "hen", "stallion": "mare", "monk": "nun", "groom": "bride",
                 "wizard": "witch", "god": "goddess", "gentleman": "lady", "count": "countess", "ram": "ewe",
                 "tiger": "tigress", "boy": "girl", "man": "woman"}
        k = rng.choice(list(table))
        return f"What is the feminine form of '{k}'?", table[k]
    return dict(clock_past=clock_past, remove_repeats=remove_repeats, tallest=tallest, shared_letters=shared_letters,
                capitals_count=capitals_count, per_cent=per_cent, days_from=days_from, front_zeros=front_zeros,
                by_length=by_length, halves=halves, round_whole=round_whole, most_vowels=most_vowels,
                feminine_form=feminine_form, nm_clock_to=nm_clock_to, nm_shortest=nm_shortest,
                nm_small_count=nm_small_count)


def seventieth():
    """Written in session 37 after its first code change (`9fe46d7`) and before any run of it, in
    wordings no earlier set used. Seconds as minutes and seconds, the range of some numbers, the
    third smallest, commas in a number, the days from one date to another, the price of one item,
    the middle word, how many more one number is than another, a year in two digits, the multiples
    of a number in a list, how many times larger, the last word capitalised; rarer inputs mixed in
    (under a minute, whole minutes, repeats, numbers below 1,000, the same day, whole dollars,
    one word, equal numbers, years 2000 to 2009, no multiple, halves); si_unit needs world knowledge;
    near misses the second smallest, spaces in a number, the middle letter."""
    def words(lo: int, hi: int) -> str:
        return " ".join(rng.sample(W, rng.randrange(lo, hi)))
    def nums(lo: int = 3, hi: int = 7, low: int = 1, high: int = 100) -> list[int]:
        return [rng.randrange(low, high) for _ in range(rng.randrange(lo, hi))]
    def seconds_into():
        n = rng.randrange(1, 60) if rng.random() < 0.15 else 60 * rng.randrange(1, 20) if rng.random() < 0.15 else \
            rng.randrange(60, 1200)
        return f"Turn {n} seconds into minutes and seconds, like 3 min 07 s.", f"{n // 60} min {n % 60:02d} s"
    def range_of():
        xs = nums(low=rng.choice([1, -50]))
        return f"What is the range of these numbers: {', '.join(map(str, xs))}?", str(max(xs) - min(xs))
    def comes_third():
        xs = nums(3, 7, 1, rng.choice([10, 100]))
        return f"Which number comes third when {', '.join(map(str, xs))} are sorted from smallest to largest?", str(sorted(xs)[2])
    def nm_comes_second():
        xs = nums(3, 7, 1, rng.choice([10, 100]))
        return f"Which number comes second when {', '.join(map(str, xs))} are sorted from smallest to largest?", str(sorted(xs)[1])
    def put_commas():
        n = rng.randrange(1, 1000) if rng.random() < 0.15 else rng.choice([rng.randrange(1000, 10**6), rng.randrange(10**6, 10**10)])
        return f"Put commas in the number {n}.", f"{n:,}"
    def nm_put_spaces():
        n = rng.choice([rng.randrange(1000, 10**6), rng.randrange(10**6, 10**10)])
        return f"Put spaces in the number {n}.", f"{n:,}".replace(",", " ")
    def days_there_from():
        a = datetime.date(2023, 1, 1) + datetime.timedelta(rng.randrange(365))
        b = a + datetime.timedelta(0 if rng.random() < 0.15 else rng.randrange(1, 100))
        b = min(b, datetime.date(2023, 12, 31))
        return (f"How many days are there from {a:%B} {a.day} to {b:%B} {b.day}, 2023?", str((b - a).days))
    def one_costs():
        item = rng.choice(["pen", "apple", "ticket", "stamp", "candle"]); n = rng.randrange(2, 13)
        each = rng.randrange(1, 20) if rng.random() < 0.2 else rng.randrange(5, 2000) / 100
        return f"{n} {item}s cost {money(each * n)}. How much does one {item} cost?", money(each)
    def middle_word():
        t = words(1, 8)
        while len(t.split()) % 2 == 0:
            t = words(1, 8)
        ws = t.split()
        return f"What is the middle word of '{t}'?", ws[len(ws) // 2]
    def nm_middle_letter():
        w = rng.choice([w for w in W if len(w) % 2 == 1])
        return f"What is the middle letter of '{w}'?", w[len(w) // 2]
    def how_many_more():
        b = rng.randrange(0, 500); a = b + (0 if rng.random() < 0.15 else rng.randrange(1, 500))
        return f"How many more is {a} than {b}?", str(a - b)
    def two_digit_year():
        y = rng.randrange(2000, 2010) if rng.random() < 0.2 else rng.randrange(1900, 2030)
        return f"Write the year {y} in two-digit form, like '98.", f"'{y % 100:02d}"
    def are_multiples():
        k = rng.randrange(2, 10); xs = nums(3, 8, 1, 60)
        ys = [x for x in xs if x % k == 0]
        return f"Which of these numbers are multiples of {k}: {', '.join(map(str, xs))}?", ", ".join(map(str, ys)) or "none"
    def times_larger():
        b = rng.randrange(2, 50); m = rng.choice([2, 3, 4, 5, 10, 2.5, 1.5])
        return f"How many times larger is {toolkit_num(b * m)} than {b}?", toolkit_num(m)
    def cap_last_word():
        ws = words(1, 6).split()
        return f"Capitalise only the last word of '{' '.join(ws)}'.", " ".join(ws[:-1] + [ws[-1].capitalize()])
    def si_unit():
        table = {"length": "metre", "mass": "kilogram", "time": "second", "electric current": "ampere",
                 "temperature": "kelvin", "amount of substance": "mole", "luminous intensity": "candela",
                 "force": "newton", "energy": "joule", "power": "watt", "pressure": "pascal", "frequency": "hertz",
                 "electric charge": "coulomb", "voltage": "volt", "electrical resistance": "ohm",
                 "capacitance": "farad", "magnetic flux": "weber", "inductance": "henry",
                 "magnetic flux density": "tesla", "illuminance": "lux", "radioactivity": "becquerel",
                 "absorbed dose": "gray", "equivalent dose": "sievert", "catalytic activity": "katal",
                 "luminous flux": "lumen", "electrical conductance": "siemens", "plane angle": "radian"}
        k = rng.choice(list(table))
        return f"What is the SI unit of {k}?", table[k]
    return dict(seconds_into=seconds_into, range_of=range_of, comes_third=comes_third, put_commas=put_commas,
                days_there_from=days_there_from, one_costs=one_costs, middle_word=middle_word,
                how_many_more=how_many_more, two_digit_year=two_digit_year, are_multiples=are_multiples,
                times_larger=times_larger, cap_last_word=cap_last_word, si_unit=si_unit,
                nm_comes_second=nm_comes_second, nm_put_spaces=nm_put_spaces, nm_middle_letter=nm_middle_letter)


def seventyfirst():
    """Written in session 37 after `43cd97e` and before any run of it, in wordings no earlier set
    used. The total of some prices, dates from oldest to newest, divisible by both of two numbers,
    the letters between two letters, the difference in years, a word replaced by place, how often a
    digit shows up, a percentage rounded to a whole number, a card number hidden but its last 4
    digits, seconds as HH:MM:SS, a word's first and last letters, the sum of two squares; rarer
    inputs mixed in (whole dollars, dates in one year, letters given the wrong way round or side by
    side, years the wrong way round, no such digit, under a minute, values below zero);
    greek_symbol needs world knowledge; near misses dates from newest to oldest, divisible by
    either, the first 4 digits shown."""
    ordinals = ["first", "second", "third", "fourth"]
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def total_prices():
        ps = [rng.randrange(1, 50) if rare(0.3) else rng.randrange(100, 5000) / 100 for _ in range(rng.randrange(2, 5))]
        return f"What is the total of the prices {', '.join(money(p) for p in ps)}?", money(round(sum(ps), 2))
    def some_dates():
        year = rng.randrange(1990, 2024)
        return [datetime.date(year if rare(0.2) else rng.randrange(1990, 2024), rng.randrange(1, 13), rng.randrange(1, 29))
                for _ in range(rng.randrange(2, 5))]
    def written(d: datetime.date) -> str:
        return f"{d:%B} {d.day}, {d.year}"
    def oldest_to_newest():
        ds = some_dates()
        return f"Sort these dates from oldest to newest: {'; '.join(map(written, ds))}", "; ".join(map(written, sorted(ds)))
    def nm_newest_to_oldest():
        ds = some_dates()
        return (f"Sort these dates from newest to oldest: {'; '.join(map(written, ds))}",
                "; ".join(map(written, sorted(ds, reverse=True))))
    def divisible_both():
        b, c = rng.sample(range(2, 10), 2); a = b * c * rng.randrange(1, 20) + (0 if rare(0.5) else rng.randrange(1, 5))
        return f"Is {a} divisible by both {b} and {c}? Answer yes or no.", "yes" if a % b == 0 and a % c == 0 else "no"
    def nm_divisible_either():
        b, c = rng.sample(range(2, 10), 2); a = rng.randrange(10, 500)
        return f"Is {a} divisible by either {b} or {c}? Answer yes or no.", "yes" if a % b == 0 or a % c == 0 else "no"
    def letters_between():
        i, j = rng.sample(range(26), 2)
        if not rare(0.3):
            i, j = min(i, j), max(i, j)
        if rare(0.1):
            j = i + 1 if i < 25 else i - 1
        x, y = chr(97 + i), chr(97 + j)
        return f"How many letters are between '{x}' and '{y}' in the alphabet?", str(abs(i - j) - 1)
    def years_apart():
        a = rng.randrange(1800, 2030); b = a + (0 if rare(0.1) else rng.randrange(1, 200))
        if rare(0.3):
            a, b = b, a
        return f"What is the difference in years between {a} and {b}?", str(abs(b - a))
    def replace_word():
        ws = rng.sample(W, rng.randrange(4, 7)); k = rng.randrange(4); new = rng.choice([w for w in W if w not in ws])
        out = ws[:k] + [new] + ws[k + 1:]
        return f"Replace the {ordinals[k]} word of '{' '.join(ws)}' with '{new}'.", " ".join(out)
    def digit_shows():
        n = rng.randrange(10, 10**7); d = rng.choice(str(n)) if not rare(0.2) else str(rng.randrange(10))
        return f"Count how often the digit {d} shows up in {n}.", str(str(n).count(d))
    def percentage_of():
        while True:
            b = rng.randrange(2, 400); a = rng.randrange(0, b + 1)
            if (200 * a) % (2 * b) != b:  # no half-way percentages
                break
        return (f"What percentage of {b} is {a}? Round to the nearest whole number.",
                str(math.floor(100 * a / b + 0.5)))
    def hide_card():
        card = "".join(rng.choice("0123456789") for _ in range(rng.choice([16, 16, 15, 12])))
        return f"Hide all but the last 4 digits of the card number {card} with '#'.", "#" * (len(card) - 4) + card[-4:]
    def nm_hide_card_first():
        card = "".join(rng.choice("0123456789") for _ in range(16))
        return f"Hide all but the first 4 digits of the card number {card} with '#'.", card[:4] + "#" * 12
    def hms():
        n = rng.randrange(1, 60) if rare() else rng.randrange(60, 86400)
        return f"Convert {n} seconds to HH:MM:SS.", f"{n // 3600:02d}:{n // 60 % 60:02d}:{n % 60:02d}"
    def first_last_letter():
        w = rng.choice(W) + rng.choice(["", "s", "ed"])
        return f"Give the first and the last letter of '{w}', separated by a dash.", f"{w[0]}-{w[-1]}"
    def two_squares():
        a, b = (rng.randrange(-20, 21) for _ in range(2)) if rare(0.3) else (rng.randrange(1, 40) for _ in range(2))
        return f"Add the squares of {a} and {b}.", str(a * a + b * b)
    def greek_symbol():
        table = {"alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "zeta": "ζ", "eta": "η",
                 "theta": "θ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ",
                 "omicron": "ο", "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "upsilon": "υ", "phi": "φ",
                 "chi": "χ", "psi": "ψ", "omega": "ω"}
        k = rng.choice(list(table))
        return f"What is the lower-case symbol of the Greek letter {k}?", table[k]
    return dict(total_prices=total_prices, oldest_to_newest=oldest_to_newest, divisible_both=divisible_both,
                letters_between=letters_between, years_apart=years_apart, replace_word=replace_word,
                digit_shows=digit_shows, percentage_of=percentage_of, hide_card=hide_card, hms=hms,
                first_last_letter=first_last_letter, two_squares=two_squares, greek_symbol=greek_symbol,
                nm_newest_to_oldest=nm_newest_to_oldest, nm_divisible_either=nm_divisible_either,
                nm_hide_card_first=nm_hide_card_first)


def seventysecond():
    """Written in session 37 after `2489c29` and before any run of it, in wordings no earlier set
    used. The digits of a number reversed, each number of a list multiplied, every second word
    removed, kilograms and grams in grams, an age between two dates, letters shifted one place
    back, a word between asterisks, the last characters dropped, dozens plus some, a number to a
    power named by its ordinal, the product of a list's ends, the days left in a month; rarer
    inputs mixed in (trailing zeros, decimals and values below zero, one word, no kilograms, a
    birthday on the day, 'a' shifted back, a leap February); currency_symbol
    needs world knowledge; near misses one place forward, every third word, the total in
    kilograms."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def reverse_digits():
        n = rng.randrange(10, 10**6) * (10 if rare() else 1)
        return f"Reverse the order of the digits in {n}.", str(n)[::-1]
    def multiply_each():
        xs = [rng.choice([rng.randrange(-9, 0), rng.randrange(1, 20) / 2]) if rare(0.3) else rng.randrange(1, 50)
              for _ in range(rng.randrange(2, 6))]
        k = rng.randrange(2, 10)
        return (f"Multiply each number in [{', '.join(map(toolkit_num, xs))}] by {k}.",
                "[" + ", ".join(toolkit_num(x * k) for x in xs) + "]")
    def text(lo: int = 1, hi: int = 8) -> list[str]:
        return rng.sample(W, 1 if rare(0.1) else rng.randrange(max(lo, 2), hi))
    def every_second_word():
        ws = text()
        return f"Remove every second word from '{' '.join(ws)}'.", " ".join(ws[::2])
    def nm_every_third_word():
        ws = text(3)
        return f"Remove every third word from '{' '.join(ws)}'.", " ".join(w for i, w in enumerate(ws) if i % 3 != 2)
    def total_weight():
        a, b = (0 if rare() else rng.randrange(1, 20)), rng.randrange(1, 1000)
        return f"What is the total weight of {a} kg and {b} g, in grams?", str(1000 * a + b)
    def nm_total_weight_kg():
        a, b = rng.randrange(1, 20), rng.randrange(1, 1000)
        return f"What is the total weight of {a} kg and {b} g, in kilograms?", toolkit_num((1000 * a + b) / 1000)
    def born_on():
        b = datetime.date(rng.randrange(1940, 2015), rng.randrange(1, 13), rng.randrange(1, 29))
        on = b.replace(year=b.year + rng.randrange(1, 60)) if rare(0.2) else \
            datetime.date(rng.randrange(b.year + 1, 2075), rng.randrange(1, 13), rng.randrange(1, 29))
        age = on.year - b.year - ((on.month, on.day) < (b.month, b.day))
        return f"How old is someone born on {b:%B} {b.day}, {b.year} on {on:%B} {on.day}, {on.year}?", str(age)
    def shifted(w: str, step: int) -> str:
        return "".join(chr((ord(c) - 97 + step) % 26 + 97) for c in w)
    def place_back():
        w = rng.choice(W) + ("a" if rare(0.3) else "")
        return f"Shift each letter of '{w}' one place back in the alphabet.", shifted(w, -1)
    def nm_place_forward():
        w = rng.choice(W)
        return f"Shift each letter of '{w}' one place forward in the alphabet.", shifted(w, 1)
    def asterisks():
        w, k = rng.choice(W), rng.randrange(1, 5)
        return f"Surround '{w}' with {k} asterisks on each side.", "*" * k + w + "*" * k
    def drop_last():
        w = rng.choice(W); k = rng.randrange(1, len(w))
        return f"Drop the last {k} characters of '{w}'.", w[:-k]
    def dozen_plus():
        a, b = rng.randrange(1, 30), rng.randrange(0, 12)
        return f"How much is {a} dozen plus {b}?", str(12 * a + b)
    def nth_power():
        n, k = rng.randrange(-9, 13), rng.randrange(2, 6)
        return f"What is {n} to the {['', '', 'second', 'third', 'fourth', 'fifth'][k]} power?", str(n ** k)
    def ends_product():
        xs = [rng.randrange(-20, 30) if rare(0.3) else rng.randrange(1, 30) for _ in range(rng.randrange(2, 7))]
        return f"What is the product of the first and last numbers in {', '.join(map(str, xs))}?", str(xs[0] * xs[-1])
    def days_left():
        y, m = rng.choice([2023, 2024]), rng.randrange(1, 13); d = rng.randrange(1, calendar.monthrange(y, m)[1] + 1)
        if rare(0.2):
            y, m, d = 2024, 2, rng.randrange(1, 30)
        return (f"How many days are left in {calendar.month_name[m]} {y} after the {nth_name(d)}?",
                str(calendar.monthrange(y, m)[1] - d))
    def currency_symbol():
        table = {"euro": "€", "Japanese yen": "¥", "British pound": "£", "US dollar": "$", "Indian rupee": "₹",
                 "South Korean won": "₩", "Russian ruble": "₽", "Turkish lira": "₺", "Israeli shekel": "₪",
                 "Nigerian naira": "₦", "Philippine peso": "₱", "Thai baht": "฿", "Vietnamese dong": "₫",
                 "Ukrainian hryvnia": "₴", "Kazakh tenge": "₸", "Ghanaian cedi": "₵", "Georgian lari": "₾",
                 "Azerbaijani manat": "₼", "Lao kip": "₭", "Mongolian tugrik": "₮", "Paraguayan guarani": "₲",
                 "Costa Rican colon": "₡", "Cambodian riel": "៛", "Afghan afghani": "؋", "Armenian dram": "֏",
                 "Bangladeshi taka": "৳"}
        k = rng.choice(list(table))
        return f"What is the currency symbol of the {k}?", table[k]
    return dict(reverse_digits=reverse_digits, multiply_each=multiply_each, every_second_word=every_second_word,
                total_weight=total_weight, born_on=born_on, place_back=place_back, asterisks=asterisks,
                drop_last=drop_last, dozen_plus=dozen_plus, nth_power=nth_power, ends_product=ends_product,
                days_left=days_left, currency_symbol=currency_symbol, nm_place_forward=nm_place_forward,
                nm_every_third_word=nm_every_third_word, nm_total_weight_kg=nm_total_weight_kg)


def seventythird():
    """Written at the end of session 37 after its last code change (`dad78d5`) and before any run
    of it, in wordings no earlier set used, run once on the final code. Words joined into one
    hyphenated word, every word spelled in reverse, the initial letter of each word, which of two
    words comes first in the alphabet, the nearest multiple, pupils left without a team, the sum
    of all digits in a code, the penultimate word, prices doubled, the hundreds digit, minutes in
    hours, three times one number minus another; rarer inputs mixed in (one word, words with one
    first letter, a multiple already, no one left, a code without digits, whole dollars, numbers
    below 100, whole hours, a result below zero); roman_god needs world knowledge; near misses
    which comes last, the tens digit, the full teams."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def words() -> list[str]:
        return rng.sample(W, 1 if rare(0.1) else rng.randrange(2, 6))
    def hyphenated():
        ws = words()
        return f"Join the words of '{' '.join(ws)}' into one hyphenated word.", "-".join(ws)
    def spell_reverse():
        ws = words()
        return f"Spell every word in '{' '.join(ws)}' in reverse, keeping the word order.", " ".join(w[::-1] for w in ws)
    def initial_letters():
        ws = words()
        return f"What is the initial letter of each word in '{' '.join(ws)}'?", "".join(w[0] for w in ws)
    def two_words():
        a = rng.choice(W)
        b = rng.choice([w for w in W if w != a and (w[0] == a[0]) == rare(0.3)] or [w for w in W if w != a])
        return a, b
    def comes_first():
        a, b = two_words()
        return f"Which comes first in the alphabet: '{a}' or '{b}'?", min(a, b)
    def nm_comes_last():
        a, b = two_words()
        return f"Which comes last in the alphabet: '{a}' or '{b}'?", max(a, b)
    def nearest_multiple():
        k = rng.randrange(3, 20)
        while True:
            n = k * rng.randrange(1, 50) if rare() else rng.randrange(10, 1000)
            if 2 * (n % k) != k:
                break
        return f"What is the nearest multiple of {k} to {n}?", str(k * round(n / k))
    def no_team():
        k = rng.randrange(2, 9); n = k * rng.randrange(2, 12) + (0 if rare() else rng.randrange(1, k))
        return f"{n} pupils form teams of {k}. How many pupils are left without a team?", str(n % k)
    def nm_full_teams():
        k = rng.randrange(2, 9); n = k * rng.randrange(2, 12) + rng.randrange(0, k)
        return f"{n} pupils form teams of {k}. How many full teams are there?", str(n // k)
    def digit_sum_code():
        chars = "ABCDEFGHKMXYZ" + ("" if rare() else "0123456789" * 2)
        code = "".join(rng.choice(chars) for _ in range(rng.randrange(4, 9)))
        code = code[:2] + "-" + code[2:]
        return f"What is the sum of all digits in '{code}'?", str(sum(int(c) for c in code if c.isdigit()))
    def penultimate():
        ws = rng.sample(W, rng.randrange(2, 7))
        return f"What is the penultimate word of '{' '.join(ws)}'?", ws[-2]
    def double_prices():
        ps = [rng.randrange(1, 40) if rare(0.3) else rng.randrange(100, 4000) / 100 for _ in range(rng.randrange(2, 5))]
        return f"Double each of these prices: {', '.join(map(money, ps))}", ", ".join(money(2 * p) for p in ps)
    def hundreds_digit():
        n = rng.randrange(1, 100) if rare() else rng.randrange(100, 10**6)
        return f"What is the hundreds digit of {n}?", str(n // 100 % 10)
    def nm_tens_digit():
        n = rng.randrange(100, 10**6)
        return f"What is the tens digit of {n}?", str(n // 10 % 10)
    def minutes_hours():
        n = 60 * rng.randrange(1, 10) if rare(0.2) else 6 * rng.randrange(1, 100)
        return f"Write {n} minutes in hours, like 1.5 h.", f"{toolkit_num(round(n / 60, 1))} h"
    def three_times_minus():
        a, b = rng.randrange(1, 50), rng.randrange(1, 100) if not rare(0.2) else rng.randrange(150, 300)
        return f"What is three times {a} minus {b}?", str(3 * a - b)
    def roman_god():
        table = {"Zeus": "Jupiter", "Hera": "Juno", "Poseidon": "Neptune", "Hades": "Pluto", "Ares": "Mars",
                 "Aphrodite": "Venus", "Athena": "Minerva", "Apollo": "Apollo", "Artemis": "Diana",
                 "Hermes": "Mercury", "Hephaestus": "Vulcan", "Dionysus": "Bacchus", "Demeter": "Ceres",
                 "Hestia": "Vesta", "Eros": "Cupid", "Persephone": "Proserpina", "Cronus": "Saturn",
                 "Gaia": "Terra", "Nike": "Victoria", "Hypnos": "Somnus", "Eos": "Aurora", "Helios": "Sol",
                 "Selene": "Luna", "Tyche": "Fortuna", "Pan": "Faunus"}
        k = rng.choice(list(table))
        return f"Which Roman god matches the Greek god {k}?", table[k]
    return dict(hyphenated=hyphenated, spell_reverse=spell_reverse, initial_letters=initial_letters,
                comes_first=comes_first, nearest_multiple=nearest_multiple, no_team=no_team,
                digit_sum_code=digit_sum_code, penultimate=penultimate, double_prices=double_prices,
                hundreds_digit=hundreds_digit, minutes_hours=minutes_hours, three_times_minus=three_times_minus,
                roman_god=roman_god, nm_comes_last=nm_comes_last, nm_tens_digit=nm_tens_digit,
                nm_full_teams=nm_full_teams)


def seventyfourth():
    """Written at the start of session 38 before any code change, in wordings no earlier set
    used, run once. Words longer than four letters counted, a letter dropped from a word, whether a
    number is a perfect square, a number written with thousands commas, the greater of two
    fractions, a number increased by a percent, a letter counted from the end of a word, how many
    numbers are even, the month some months after another, words that start with a capital, a
    triangle's third angle, the highest digit; rarer inputs mixed in (no long word, a letter that is
    absent, a number below 1000, equal fractions skipped, a 100% rise, the last letter, no even
    number, a full year on, no capital, a right angle, a one-digit number); prefix_meaning needs
    world knowledge; near misses fewer than four letters, the smaller fraction, how many are odd."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def text() -> list[str]:
        return rng.sample(W, rng.randrange(2, 7))
    def more_than_four():
        ws = [w for w in text() if len(w) <= 4] or ["dog"] if rare() else text()
        return f"How many words in '{' '.join(ws)}' have more than four letters?", str(sum(len(w) > 4 for w in ws))
    def nm_fewer_than_four():
        ws = text()
        return f"How many words in '{' '.join(ws)}' have fewer than four letters?", str(sum(len(w) < 4 for w in ws))
    def drop_letter():
        w = rng.choice(W)
        c = rng.choice([x for x in "abcdefghijklmnopqrstuvwxyz" if x not in w]) if rare() else rng.choice(w)
        return f"Drop every letter '{c}' from '{w}'.", w.replace(c, "")
    def perfect_square():
        n = rng.randrange(2, 60) ** 2 if rng.random() < 0.5 else rng.randrange(2, 3600)
        return f"Is {n} a perfect square? Answer yes or no.", "yes" if math.isqrt(n) ** 2 == n else "no"
    def thousands_commas():
        n = rng.randrange(1, 1000) if rare() else rng.randrange(1000, 10**9)
        return f"Write {n} with a comma every three digits.", f"{n:,}"
    def fraction_pair():
        while True:
            a, b, c, d = rng.randrange(1, 12), rng.randrange(2, 13), rng.randrange(1, 12), rng.randrange(2, 13)
            if a < b and c < d and a * d != b * c:
                return a, b, c, d
    def fraction_greater():
        a, b, c, d = fraction_pair()
        return f"Which fraction is greater, {a}/{b} or {c}/{d}?", f"{a}/{b}" if a * d > b * c else f"{c}/{d}"
    def nm_fraction_smaller():
        a, b, c, d = fraction_pair()
        return f"Which fraction is smaller, {a}/{b} or {c}/{d}?", f"{a}/{b}" if a * d < b * c else f"{c}/{d}"
    def increased_by():
        a, p = rng.randrange(10, 1000), 100 if rare(0.1) else 5 * rng.randrange(1, 11)
        return f"What is {a} increased by {p}%?", toolkit_num(round(a * (100 + p) / 100, 2))
    def from_end():
        w = rng.choice(W)
        k = 1 if rare() else rng.randrange(2, len(w) + 1)
        return f"What is the letter {nth_name(k)} from the end of '{w}'?", w[-k]
    def even_count():
        xs = [2 * rng.randrange(0, 50) + 1 if rare(0.6) else rng.randrange(1, 100) for _ in range(rng.randrange(3, 8))] if rare() else [rng.randrange(1, 100) for _ in range(rng.randrange(3, 8))]
        return f"How many of these numbers are even: {', '.join(map(str, xs))}?", str(sum(x % 2 == 0 for x in xs))
    def nm_odd_count():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(3, 8))]
        return f"How many of these numbers are odd: {', '.join(map(str, xs))}?", str(sum(x % 2 for x in xs))
    def month_after():
        m, k = rng.randrange(1, 13), 12 if rare(0.1) else rng.randrange(1, 24)
        return f"What month is it {k} months after {calendar.month_name[m]}?", calendar.month_name[(m - 1 + k) % 12 + 1]
    def capital_count():
        ws = text() if rare() else [w.capitalize() if rng.random() < 0.5 else w for w in text()]
        return f"How many words in '{' '.join(ws)}' start with a capital letter?", str(sum(w[0].isupper() for w in ws))
    def third_angle():
        a = 90 if rare() else rng.randrange(10, 140)
        b = rng.randrange(5, 175 - a)
        return f"A triangle has angles of {a} and {b} degrees. What is the third angle?", str(180 - a - b)
    def highest_digit():
        n = rng.randrange(1, 10) if rare() else rng.randrange(10, 10**7)
        return f"What is the highest digit in {n}?", max(str(n))
    def prefix_meaning():
        table = {"anti": "against", "auto": "self", "bi": "two", "tri": "three", "pre": "before", "post": "after",
                 "sub": "under", "super": "above", "inter": "between", "intra": "within", "mono": "one",
                 "poly": "many", "micro": "small", "macro": "large", "semi": "half", "tele": "far",
                 "trans": "across", "hyper": "over", "mal": "bad", "bene": "good", "neo": "new", "omni": "all",
                 "pseudo": "false", "re": "again", "circum": "around", "mis": "wrong"}
        k = rng.choice(list(table))
        return f"What does the prefix '{k}-' mean?", table[k]
    return dict(more_than_four=more_than_four, drop_letter=drop_letter, perfect_square=perfect_square,
                thousands_commas=thousands_commas, fraction_greater=fraction_greater, increased_by=increased_by,
                from_end=from_end, even_count=even_count, month_after=month_after, capital_count=capital_count,
                third_angle=third_angle, highest_digit=highest_digit, prefix_meaning=prefix_meaning,
                nm_fewer_than_four=nm_fewer_than_four, nm_fraction_smaller=nm_fraction_smaller,
                nm_odd_count=nm_odd_count)


def seventyfifth():
    """Written in session 38 after its first code change (bounds the template states, an item
    counted from the end) and before any run of it, in wordings no earlier set used, run once.
    The word with the fewest letters, a weekday some days on, the numbers of a range divisible by
    another, a total without its largest, whether a word reads the same both ways, digits masked
    in a code, complete weeks in days, hyphens between letters, two squares added, how far apart
    two numbers are, the last digit of a product, words in which a letter appears; rarer inputs
    mixed in (one word, a week on, no number divisible, one number, a code without digits, fewer
    than seven days, one letter, a negative number, a zero, a letter in no word); adjective_form
    needs world knowledge; near misses the most letters, without the smallest, the days left over."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def distinct_lengths() -> list[str]:
        while True:
            ws = rng.sample(W, 1 if rare(0.1) else rng.randrange(2, 6))
            if len({len(w) for w in ws}) == len(ws):
                return ws
    def fewest_letters():
        ws = distinct_lengths()
        return f"Which word in '{' '.join(ws)}' has the fewest letters?", min(ws, key=len)
    def nm_most_letters():
        ws = distinct_lengths()
        return f"Which word in '{' '.join(ws)}' has the most letters?", max(ws, key=len)
    days = list(calendar.day_name)
    def add_days_weekday():
        d, k = rng.randrange(7), 7 * rng.randrange(1, 5) if rare() else rng.randrange(1, 60)
        return f"Add {k} days to {days[d]}. Which day is it?", days[(d + k) % 7]
    def divisible_range():
        k = rng.randrange(2, 13)
        a = rng.randrange(1, 100)
        b = a + (rng.randrange(0, k - 1) if rare() else rng.randrange(k, 4 * k))
        xs = [x for x in range(a, b + 1) if x % k == 0]
        return f"List the numbers from {a} to {b} that are divisible by {k}.", ", ".join(map(str, xs)) or "none"
    def nums() -> list[int]:
        while True:
            xs = [rng.randrange(1, 100) for _ in range(1 if rare(0.1) else rng.randrange(2, 7))]
            if xs.count(max(xs)) == 1 and xs.count(min(xs)) == 1:
                return xs
    def sum_without_largest():
        xs = nums()
        return f"What is the total of {', '.join(map(str, xs))} after removing the largest?", str(sum(xs) - max(xs))
    def nm_sum_without_smallest():
        xs = nums()
        return f"What is the total of {', '.join(map(str, xs))} after removing the smallest?", str(sum(xs) - min(xs))
    def palindrome_fb():
        w = rng.choice(["level", "radar", "kayak", "rotor", "civic", "refer", "madam", "noon", "stats", "tenet", "racecar", "deed"]) \
            if rng.random() < 0.5 else rng.choice(W)
        return f"Is '{w}' spelled the same forwards and backwards? Say yes or no.", "yes" if w == w[::-1] else "no"
    def mask_digits():
        chars = "ABCDEFGHKMXYZ" + ("" if rare() else "0123456789" * 2)
        code = "".join(rng.choice(chars) for _ in range(rng.randrange(4, 10)))
        return f"Replace each digit in '{code}' with '#'.", "".join("#" if c.isdigit() else c for c in code)
    def complete_weeks():
        n = rng.randrange(1, 7) if rare() else rng.randrange(7, 400)
        return f"How many complete weeks are in {n} days?", str(n // 7)
    def nm_days_left():
        n = rng.randrange(7, 400)
        return f"How many days are left over after the complete weeks in {n} days?", str(n % 7)
    def letter_hyphens():
        w = rng.choice("abcdefgxyz") if rare(0.1) else rng.choice(W)
        return f"Insert a hyphen between each pair of letters in '{w}'.", "-".join(w)
    def squares_add():
        a, b = rng.randrange(-5, 0) if rare() else rng.randrange(1, 30), rng.randrange(0, 30)
        return f"Square {a} and {b} and add the results.", str(a * a + b * b)
    def how_far():
        a, b = rng.randrange(-50, 0) if rare(0.3) else rng.randrange(0, 200), rng.randrange(0, 200)
        return f"How far is {a} from {b}?", str(abs(a - b))
    def last_digit_product():
        a, b = rng.randrange(2, 1000), 10 * rng.randrange(1, 50) if rare() else rng.randrange(2, 1000)
        return f"What is the last digit of {a} times {b}?", str(a * b % 10)
    def letter_in_words():
        ws = rng.sample(W, rng.randrange(2, 7))
        c = rng.choice([x for x in "bfjqvwxz" if not any(x in w for w in ws)] or ["q"]) if rare() else rng.choice(rng.choice(ws))
        return f"In how many words of '{' '.join(ws)}' does the letter '{c}' appear?", str(sum(c in w for w in ws))
    def adjective_form():
        table = {"beauty": "beautiful", "danger": "dangerous", "friend": "friendly", "child": "childish", "hope": "hopeful",
                 "fame": "famous", "magic": "magical", "nature": "natural", "wood": "wooden", "gold": "golden",
                 "sun": "sunny", "rain": "rainy", "care": "careful", "power": "powerful", "fool": "foolish",
                 "help": "helpful", "comfort": "comfortable", "wonder": "wonderful", "courage": "courageous",
                 "mystery": "mysterious", "history": "historical", "music": "musical", "poison": "poisonous",
                 "anger": "angry", "hunger": "hungry", "health": "healthy"}
        k = rng.choice(list(table))
        return f"What is the adjective form of the noun '{k}'?", table[k]
    return dict(fewest_letters=fewest_letters, add_days_weekday=add_days_weekday, divisible_range=divisible_range,
                sum_without_largest=sum_without_largest, palindrome_fb=palindrome_fb, mask_digits=mask_digits,
                complete_weeks=complete_weeks, letter_hyphens=letter_hyphens, squares_add=squares_add,
                how_far=how_far, last_digit_product=last_digit_product, letter_in_words=letter_in_words,
                adjective_form=adjective_form, nm_most_letters=nm_most_letters,
                nm_sum_without_smallest=nm_sum_without_smallest, nm_days_left=nm_days_left)


def seventysixth():
    """Written in session 38 after its second code change (digits in a code, a word replaced at a
    place, readings the template spells judged alone) and before any run of it, in wordings no
    earlier set used, run once. First names from full names, letters without repeats, how many
    times as long, a round trip's price, minutes before midnight, a cube root, the only odd
    number, the cheaper per item, Mondays in a month, a number reduced by a percent, a triangular
    number, the least number of a list above another; rarer inputs mixed in (one name, no repeated letter, equal
    lengths, whole dollars, one minute to midnight, a negative cube, the odd number first, the
    first offer cheaper, a leap February, 100% off, the first triangular number, a bound that is
    one of the numbers); past_tense needs world knowledge; near misses last names, minutes after midnight,
    a number increased by a percent."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    firsts = "Ada Alan Grace Linus Barbara Dennis Margaret Ken Hedy Tim Radia Donald Frances John Edsger".split()
    lasts = "Lovelace Turing Hopper Torvalds Liskov Ritchie Hamilton Thompson Lamarr Berners-Lee Perlman Knuth Allen McCarthy Dijkstra".split()
    def people() -> list[tuple[str, str]]:
        return list(zip(rng.sample(firsts, k := 1 if rare() else rng.randrange(2, 5)), rng.sample(lasts, k)))
    def first_names():
        ps = people()
        return f"Give the first names in '{', '.join(f'{a} {b}' for a, b in ps)}'.", ", ".join(a for a, _ in ps)
    def nm_last_names():
        ps = people()
        return f"Give the last names in '{', '.join(f'{a} {b}' for a, b in ps)}'.", ", ".join(b for _, b in ps)
    def no_repeat_letters():
        doubled = "balloon coffee letter mississippi committee bookkeeper address success pepper puzzle rabbit kitten summer".split()
        w = rng.choice(["tiger", "piano", "lemon", "stone", "kite"]) if rare() else rng.choice([w for w in [*W, *doubled] if len(set(w)) < len(w)])
        return f"Write the letters of '{w}' without repeating any.", "".join(dict.fromkeys(w))
    def times_as_long():
        b = rng.randrange(2, 40); k = 1 if rare(0.1) else rng.randrange(2, 12)
        return f"A {b * k} cm rope is how many times as long as a {b} cm rope?", str(k)
    def round_trip():
        p = rng.randrange(5, 300) if rare(0.3) else rng.randrange(500, 30000) / 100
        return f"A one-way ticket costs {money(p)}. What does a round trip cost?", money(2 * p)
    def clock() -> tuple[int, int]:
        return (23, 59) if rare(0.1) else (rng.randrange(24), rng.randrange(60))
    def before_midnight():
        h, m = clock()
        return f"How many minutes before midnight is {h:02d}:{m:02d}?", str(1440 - 60 * h - m)
    def nm_after_midnight():
        h, m = clock()
        return f"How many minutes after midnight is {h:02d}:{m:02d}?", str(60 * h + m)
    def cube_root():
        k = -rng.randrange(1, 20) if rare() else rng.randrange(1, 50)
        return f"What is the cube root of {k ** 3}?", str(k)
    def only_odd():
        xs = [2 * rng.randrange(1, 50) for _ in range(rng.randrange(2, 6))]
        xs.insert(0 if rare() else rng.randrange(len(xs) + 1), 2 * rng.randrange(0, 50) + 1)
        return f"Which is the only odd number in {', '.join(map(str, xs))}?", str(next(x for x in xs if x % 2))
    def cheaper_per_item():
        while True:
            n, m = rng.randrange(2, 13), rng.randrange(2, 13)
            p, q = rng.randrange(100, 3000) / 100, rng.randrange(100, 3000) / 100
            if p / n != q / m:
                break
        a, b = f"{n} for {money(p)}", f"{m} for {money(q)}"
        return f"Which is cheaper per item: {a} or {b}?", a if p / n < q / m else b
    def mondays():
        y, mo = (rng.choice([2020, 2024, 2028]), 2) if rare() else (rng.randrange(1990, 2040), rng.randrange(1, 13))
        n = sum(1 for d in range(1, calendar.monthrange(y, mo)[1] + 1) if datetime.date(y, mo, d).weekday() == 0)
        return f"How many Mondays are in {calendar.month_name[mo]} {y}?", str(n)
    def reduced_by():
        a, p = rng.randrange(10, 1000), 100 if rare(0.1) else 5 * rng.randrange(1, 20)
        return f"What is {a} reduced by {p}%?", toolkit_num(round(a * (100 - p) / 100, 2))
    def nm_increased_by():
        a, p = rng.randrange(10, 1000), 5 * rng.randrange(1, 20)
        return f"What is {a} increased by {p}%?", toolkit_num(round(a * (100 + p) / 100, 2))
    def triangular():
        k = 1 if rare(0.1) else rng.randrange(2, 100)
        return f"What is triangular number {k}?", str(k * (k + 1) // 2)
    def next_above():
        xs = rng.sample(range(1, 100), rng.randrange(3, 8))
        k = rng.choice(sorted(xs)[:-1]) if rare(0.3) else rng.randrange(1, max(xs))
        return f"Which is the least of {', '.join(map(str, xs))} that is larger than {k}?", str(min(x for x in xs if x > k))
    def past_tense():
        table = {"go": "went", "eat": "ate", "see": "saw", "take": "took", "write": "wrote", "run": "ran",
                 "swim": "swam", "sing": "sang", "drink": "drank", "begin": "began", "fly": "flew", "know": "knew",
                 "give": "gave", "speak": "spoke", "break": "broke", "choose": "chose", "drive": "drove",
                 "ride": "rode", "rise": "rose", "steal": "stole", "wear": "wore", "tear": "tore", "freeze": "froze",
                 "forget": "forgot", "catch": "caught", "teach": "taught", "buy": "bought", "think": "thought"}
        k = rng.choice(list(table))
        return f"What is the past tense of the verb '{k}'?", table[k]
    return dict(first_names=first_names, no_repeat_letters=no_repeat_letters, times_as_long=times_as_long,
                round_trip=round_trip, before_midnight=before_midnight, cube_root=cube_root, only_odd=only_odd,
                cheaper_per_item=cheaper_per_item, mondays=mondays, reduced_by=reduced_by, triangular=triangular,
                next_above=next_above, past_tense=past_tense, nm_last_names=nm_last_names,
                nm_after_midnight=nm_after_midnight, nm_increased_by=nm_increased_by)


def seventyseventh():
    """Written in session 38 after its last code change (`3ef1730`) and before any run of it, in
    wordings no earlier set used, run once on the final code. The words that include a letter, a
    letter changed into '@', how many letters longer one word is, items longer than five letters,
    the earliest of three times, digits added until one remains, the years between two years, the
    days to the next weekday, a number taken from another, numbers at least a bound, a text in
    sentence case, the product of the two largest numbers; rarer inputs mixed in (no word with the letter, no
    'a', equal lengths, no long item, one digit, the same weekday, a result below zero, no number
    that high, one word, two numbers only); si_prefix needs world knowledge; near misses the words that do
    not include it, the latest time, items shorter than five letters."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def words() -> list[str]:
        return rng.sample(W, rng.randrange(2, 7))
    def letter_for(ws: list[str]) -> str:
        return rng.choice([c for c in "bfjqvwxz" if not any(c in w for w in ws)] or ["q"]) if rare() else rng.choice(rng.choice(ws))
    def include_letter():
        ws = words(); c = letter_for(ws)
        return f"Name the words in '{' '.join(ws)}' that include the letter '{c}'.", ", ".join(w for w in ws if c in w) or "none"
    def nm_exclude_letter():
        ws = words(); c = letter_for(ws)
        return f"Name the words in '{' '.join(ws)}' that do not include the letter '{c}'.", ", ".join(w for w in ws if c not in w) or "none"
    def at_sign():
        ws = [w for w in W if "a" not in w] if rare() else W
        text = " ".join(rng.sample(ws, rng.randrange(1, 4)))
        return f"Change every 'a' in '{text}' into '@'.", text.replace("a", "@")
    def letters_longer():
        a, b = sorted(rng.sample(W, 2), key=len, reverse=True)
        if rare(0.1):
            b = rng.choice([w for w in W if len(w) == len(a) and w != a] or [a])
        return f"How many letters longer is '{a}' than '{b}'?", str(len(a) - len(b))
    def item_list() -> list[str]:
        return [w for w in words() if len(w) <= 5] or ["dog"] if rare() else words()
    def longer_than_five():
        ws = item_list()
        return f"How many items in {', '.join(ws)} are longer than five letters?", str(sum(len(w) > 5 for w in ws))
    def nm_shorter_than_five():
        ws = item_list()
        return f"How many items in {', '.join(ws)} are shorter than five letters?", str(sum(len(w) < 5 for w in ws))
    def times() -> list[str]:
        return [f"{h:02d}:{m:02d}" for h, m in rng.sample([(h, m) for h in range(24) for m in (0, 10, 15, 20, 30, 45, 50)], 3)]
    def earliest_time():
        ts = times()
        return f"Which is the earliest time among {', '.join(ts)}?", min(ts)
    def nm_latest_time():
        ts = times()
        return f"Which is the latest time among {', '.join(ts)}?", max(ts)
    def one_digit_remains():
        n = rng.randrange(1, 10) if rare(0.1) else rng.randrange(10, 10**7)
        return f"Add the digits of {n} until one digit remains.", str(1 + (n - 1) % 9)
    def years_lie():
        a = rng.randrange(1000, 2100); b = a + rng.randrange(1, 500)
        return f"How many years lie between {a} and {b}?", str(b - a)
    days = list(calendar.day_name)
    def to_next_weekday():
        d = rng.randrange(7); e = d if rare() else rng.randrange(7)
        return f"How many days is it from a {days[d]} to the next {days[e]}?", str((e - d - 1) % 7 + 1)
    def taken_from():
        a, b = rng.randrange(1, 500), rng.randrange(1, 500)
        if not rare(0.2):
            a, b = min(a, b), max(a, b)
        return f"What is left when {a} is taken from {b}?", str(b - a)
    def at_least():
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(3, 8))]
        k = max(xs) + rng.randrange(1, 10) if rare() else rng.choice(xs) if rare(0.3) else rng.randrange(1, 100)
        return f"How many of {', '.join(map(str, xs))} are at least {k}?", str(sum(x >= k for x in xs))
    def sentence_case():
        ws = rng.sample(W, 1 if rare(0.1) else rng.randrange(2, 6))
        text = " ".join(w.upper() if rng.random() < 0.5 else w.capitalize() for w in ws)
        out = " ".join(ws).capitalize()
        return f"Write '{text}' in sentence case.", out
    def two_largest():
        xs = rng.sample(range(1, 60), 2 if rare(0.1) else rng.randrange(3, 7))
        a, b = sorted(xs)[-2:]
        return f"What is the product of the two largest numbers in {', '.join(map(str, xs))}?", str(a * b)
    def si_prefix():
        table = {-24: "yocto", -21: "zepto", -18: "atto", -15: "femto", -12: "pico", -9: "nano", -6: "micro",
                 -3: "milli", -2: "centi", -1: "deci", 1: "deca", 2: "hecto", 3: "kilo", 6: "mega", 9: "giga",
                 12: "tera", 15: "peta", 18: "exa", 21: "zetta", 24: "yotta", 27: "ronna", 30: "quetta",
                 -27: "ronto", -30: "quecto"}
        k = rng.choice(list(table))
        return f"Which SI prefix means ten to the power {k}?", table[k]
    return dict(include_letter=include_letter, at_sign=at_sign, letters_longer=letters_longer,
                longer_than_five=longer_than_five, earliest_time=earliest_time, one_digit_remains=one_digit_remains,
                years_lie=years_lie, to_next_weekday=to_next_weekday, taken_from=taken_from, at_least=at_least,
                sentence_case=sentence_case, two_largest=two_largest, si_prefix=si_prefix, nm_exclude_letter=nm_exclude_letter,
                nm_latest_time=nm_latest_time, nm_shorter_than_five=nm_shorter_than_five)


def seventyeighth():
    """Written at the start of session 39 before its code changed, in wordings and concepts no
    earlier set used. The number missing from 1 to n, a word centred between dots, the longest run
    of one repeated letter, the items in both of two lists, a Scrabble score, the 0 bits of a
    number, the Luhn check, the sum of alphabet positions, an ISBN-10 check digit, the days two
    ranges share, the fewest coins for an amount, the numbers between two bounds inclusive; rarer
    inputs mixed in (the last number missing, no padding, no item in both, no 0 bit, one letter,
    ranges that do not meet, under five cents, no number in range); dialling_code needs world
    knowledge; near misses the items in just one of the lists, the 1 bits, the numbers between
    the bounds exclusive."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def missing_number():
        n = rng.randrange(4, 13); m = n if rare() else rng.randrange(1, n + 1)
        xs = [x for x in range(1, n + 1) if x != m]; rng.shuffle(xs)
        return f"Which number from 1 to {n} is missing in {', '.join(map(str, xs))}?", str(m)
    def centre_word():
        w = rng.choice(W); n = len(w) + (0 if rare() else 2 * rng.randrange(1, 5))
        side = "." * ((n - len(w)) // 2)
        return f"Centre '{w}' in {n} characters, padding both sides with '.'.", side + w + side
    def longest_run():
        s = "".join(rng.choice("abc") for _ in range(rng.randrange(4, 11)))
        best = max(len(m.group()) for m in re.finditer(r"(.)\1*", s))
        return f"How long is the longest run of one repeated letter in '{s}'?", str(best)
    fruit = "apple pear fig kiwi plum lime grape melon peach mango lemon date".split()
    def two_lists() -> tuple[list[str], list[str]]:
        a = rng.sample(fruit, rng.randrange(2, 5))
        rest = [f for f in fruit if f not in a]
        b = rng.sample(rest, rng.randrange(2, 5)) if rare() else rng.sample(rest, rng.randrange(0, 3)) + rng.sample(a, rng.randrange(1, len(a) + 1))
        rng.shuffle(b)
        return a, b
    def shared_items():
        a, b = two_lists()
        return f"Which items appear in both [{', '.join(a)}] and [{', '.join(b)}]?", ", ".join(x for x in a if x in b) or "none"
    def nm_just_one():
        a, b = two_lists()
        return (f"Which items appear in just one of [{', '.join(a)}] and [{', '.join(b)}]?",
                ", ".join([x for x in a if x not in b] + [x for x in b if x not in a]) or "none")
    points = {**dict.fromkeys("aeilnorstu", 1), **dict.fromkeys("dg", 2), **dict.fromkeys("bcmp", 3),
              **dict.fromkeys("fhvwy", 4), "k": 5, "j": 8, "x": 8, "q": 10, "z": 10}
    def scrabble_score():
        w = rng.choice(["quiz", "jazz", "fox", "zoo", "jinx"]) if rare() else rng.choice(W)
        return f"What is the Scrabble score of '{w}'?", str(sum(points[c] for c in w))
    def bits_number() -> int:
        return 2 ** rng.randrange(1, 9) - 1 if rare() else rng.randrange(2, 1000)
    def zero_bits():
        n = bits_number()
        return f"How many 0 bits does {n} have when written in binary?", str(bin(n)[2:].count("0"))
    def nm_one_bits():
        n = bits_number()
        return f"How many 1 bits does {n} have when written in binary?", str(bin(n)[2:].count("1"))
    def luhn_sum(ds: str) -> int:
        return sum(int(c) if i % 2 == 0 else (2 * int(c) if int(c) < 5 else 2 * int(c) - 9) for i, c in enumerate(reversed(ds)))
    def luhn_valid():
        body = "".join(str(rng.randrange(10)) for _ in range(rng.randrange(8, 16)))
        check = (10 - luhn_sum(body + "0") % 10) % 10
        ds = body + str(check if rng.random() < 0.5 else (check + rng.randrange(1, 10)) % 10)
        return f"Does {ds} pass the Luhn check? Answer yes or no.", "yes" if luhn_sum(ds) % 10 == 0 else "no"
    def alpha_positions():
        w = rng.choice("abcdefghijklmnopqrstuvwxyz") if rare() else rng.choice(W)
        return f"Add up the alphabet positions of the letters in '{w}' (a=1, b=2, and so on).", str(sum(ord(c) - 96 for c in w))
    def isbn_check():
        ds = "".join(str(rng.randrange(10)) for _ in range(9))
        c = (11 - sum((10 - i) * int(d) for i, d in enumerate(ds)) % 11) % 11
        return f"What is the check digit of the ISBN-10 that begins {ds}?", "X" if c == 10 else str(c)
    def overlap_days():
        a = rng.randrange(1, 300); b = a + rng.randrange(0, 30)
        c = b + rng.randrange(1, 20) if rare() else rng.randrange(max(1, a - 20), b + 1); d = c + rng.randrange(0, 30)
        if rng.random() < 0.5:
            a, b, c, d = c, d, a, b
        return f"How many days are shared by the ranges day {a}-{b} and day {c}-{d}?", str(max(0, min(b, d) - max(a, c) + 1))
    def fewest_coins():
        n = rng.randrange(1, 5) if rare() else rng.randrange(5, 100)
        k, r = 0, n
        for coin in (25, 10, 5, 1):
            k += r // coin; r %= coin
        return f"What is the fewest coins (25, 10, 5 and 1 cent) that make {n} cents?", str(k)
    def bounded() -> tuple[list[int], int, int]:
        lo = rng.randrange(1, 60); hi = lo + rng.randrange(5, 40)
        xs = [rng.choice([lo, hi]) if rng.random() < 0.3 else rng.randrange(1, 100) for _ in range(rng.randrange(3, 8))]
        if rare():
            xs = [x for x in xs if not lo <= x <= hi] or [hi + 1]
        return xs, lo, hi
    def count_inclusive():
        xs, lo, hi = bounded()
        return f"How many of {', '.join(map(str, xs))} are between {lo} and {hi} inclusive?", str(sum(lo <= x <= hi for x in xs))
    def nm_count_exclusive():
        xs, lo, hi = bounded()
        return f"How many of {', '.join(map(str, xs))} are between {lo} and {hi} exclusive?", str(sum(lo < x < hi for x in xs))
    def dialling_code():
        table = {33: "France", 34: "Spain", 39: "Italy", 44: "United Kingdom", 49: "Germany", 81: "Japan",
                 86: "China", 91: "India", 61: "Australia", 55: "Brazil", 52: "Mexico", 7: "Russia",
                 27: "South Africa", 20: "Egypt", 30: "Greece", 31: "Netherlands", 32: "Belgium",
                 41: "Switzerland", 43: "Austria", 45: "Denmark", 46: "Sweden", 47: "Norway", 48: "Poland",
                 351: "Portugal", 353: "Ireland", 358: "Finland", 82: "South Korea", 64: "New Zealand",
                 90: "Turkey", 62: "Indonesia"}
        k = rng.choice(list(table))
        return f"Which country has the dialling code +{k}?", table[k]
    return dict(missing_number=missing_number, centre_word=centre_word, longest_run=longest_run,
                shared_items=shared_items, scrabble_score=scrabble_score, zero_bits=zero_bits,
                luhn_valid=luhn_valid, alpha_positions=alpha_positions, isbn_check=isbn_check,
                overlap_days=overlap_days, fewest_coins=fewest_coins, count_inclusive=count_inclusive,
                dialling_code=dialling_code, nm_just_one=nm_just_one, nm_one_bits=nm_one_bits,
                nm_count_exclusive=nm_count_exclusive)


def seventyninth():
    """Written in session 39 after its code changes for seventyeighth and before any run of them,
    in concepts no earlier set used. The longest common prefix of two words, the positions where
    two strands differ, a perfect number, a time rounded to the nearest quarter hour, knots in
    km/h, the words longer than a given word, the greatest number from a number's digits, an
    isogram, the positions of capital letters, a possessive, litres per 100 km, lines numbered;
    rarer inputs mixed in (no common prefix, equal strands, a rounding over the hour, no word
    longer, repeated digits, no capital, a noun ending in s, one line); car_brand needs world
    knowledge; near misses the common suffix, the words shorter than it, the smallest number
    from the digits."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def two_words(back: bool) -> tuple[str, str, str]:
        a = rng.choice(W); k = 0 if rare() else rng.randrange(1, len(a))
        other = rng.choice([w for w in W if w != a])
        b = (other + a[len(a) - k:] if k else other) if back else (a[:k] + other if k else other)
        if (b[0] == a[0]) if not back else (b[-1] == a[-1]):
            k = next((i for i in range(min(len(a), len(b)), 0, -1) if (a[:i] == b[:i] if not back else a[-i:] == b[-i:])), 0)
        return a, b, ((a[len(a) - k:] if back else a[:k]) if k else "none")
    def common_prefix():
        a, b, p = two_words(False)
        return f"What is the longest common prefix of '{a}' and '{b}'?", p
    def nm_common_suffix():
        a, b, p = two_words(True)
        return f"What is the longest common suffix of '{a}' and '{b}'?", p
    def strands_differ():
        a = "".join(rng.choice("ACGT") for _ in range(rng.randrange(6, 13)))
        b = a if rare() else "".join(c if rng.random() < 0.6 else rng.choice("ACGT") for c in a)
        return f"In how many positions do the strands {a} and {b} differ?", str(sum(x != y for x, y in zip(a, b)))
    def perfect_number():
        n = rng.choice([6, 28, 496, 8128]) if rare(0.3) else rng.randrange(2, 10000)
        return f"Is {n} a perfect number? Answer yes or no.", "yes" if n > 1 and sum(d for d in range(1, n) if n % d == 0) == n else "no"
    def quarter_hour():
        h = rng.randrange(0, 23); m = rng.choice([53, 54, 55, 56, 57, 58, 59]) if rare() else rng.randrange(60)
        total = round((h * 60 + m) / 15) * 15
        return f"Round {h:02d}:{m:02d} to the nearest quarter hour.", f"{total // 60:02d}:{total % 60:02d}"
    def knots():
        n = rng.randrange(1, 60)
        return f"Convert {n} knots to km/h, rounded to one decimal.", f"{n * 1.852:.1f}"
    def text_and_word(longer: bool) -> tuple[str, str, int]:
        word = rng.choice(W); ws = rng.sample([w for w in W if w != word], rng.randrange(3, 7))
        if rare():
            ws = [w for w in ws if ((len(w) <= len(word)) if longer else (len(w) >= len(word)))] or [word[:-1] if longer else word + "s"]
        n = sum((len(w) > len(word)) if longer else (len(w) < len(word)) for w in ws)
        return " ".join(ws), word, n
    def longer_than_word():
        text, word, n = text_and_word(True)
        return f"How many words in '{text}' are longer than '{word}'?", str(n)
    def nm_shorter_than_word():
        text, word, n = text_and_word(False)
        return f"How many words in '{text}' are shorter than '{word}'?", str(n)
    def digits_number() -> str:
        ds = [rng.choice("123456789") for _ in range(rng.randrange(3, 7))]
        if rare():
            ds += [ds[0]] * 2
        rng.shuffle(ds)
        return "".join(ds)
    def greatest_from_digits():
        n = digits_number()
        return f"What is the greatest number you can make from the digits of {n}?", "".join(sorted(n, reverse=True))
    def nm_smallest_from_digits():
        n = digits_number()
        return f"What is the smallest number you can make from the digits of {n}?", "".join(sorted(n))
    def isogram():
        w = rng.choice(W)
        return f"Is '{w}' an isogram? Answer yes or no.", "yes" if len(set(w)) == len(w) else "no"
    def capital_positions():
        w = rng.choice(W)
        text = w if rare() else "".join(c.upper() if rng.random() < 0.35 else c for c in w)
        return (f"At which positions are the capital letters in '{text}'? Give them separated by commas.",
                ", ".join(str(i + 1) for i, c in enumerate(text) if c.isupper()) or "none")
    def possessive():
        w = rng.choice(W) + ("s" if rare(0.3) else "")
        return f"Write the possessive form of '{w}'.", w + ("'" if w.endswith("s") else "'s")
    def per_100km():
        km = rng.randrange(50, 900); litres = round(km * rng.uniform(0.04, 0.12), 1)
        return f"A car uses {litres} litres for {km} km. How many litres per 100 km is that?", f"{litres / km * 100:.1f}"
    def number_lines():
        ls = [" ".join(rng.sample(W, rng.randrange(1, 4))) for _ in range(1 if rare() else rng.randrange(2, 5))]
        return "Number the lines of this text as '1. ', '2. ', and so on:\n" + "\n".join(ls), "\n".join(f"{i}. {l}" for i, l in enumerate(ls, 1))
    def car_brand():
        table = {"Toyota": "Japan", "BMW": "Germany", "Ferrari": "Italy", "Volvo": "Sweden", "Renault": "France",
                 "Hyundai": "South Korea", "Tata": "India", "Skoda": "Czech Republic", "SEAT": "Spain",
                 "Ford": "United States", "Peugeot": "France", "Fiat": "Italy", "Kia": "South Korea", "Honda": "Japan",
                 "Audi": "Germany", "Porsche": "Germany", "Lamborghini": "Italy", "Jaguar": "United Kingdom",
                 "Aston Martin": "United Kingdom", "Saab": "Sweden", "BYD": "China", "Tesla": "United States",
                 "Mazda": "Japan", "Dacia": "Romania", "Lada": "Russia", "Geely": "China"}
        k = rng.choice(list(table))
        return f"Which country does the car brand {k} come from?", table[k]
    return dict(common_prefix=common_prefix, strands_differ=strands_differ, perfect_number=perfect_number,
                quarter_hour=quarter_hour, knots=knots, longer_than_word=longer_than_word,
                greatest_from_digits=greatest_from_digits, isogram=isogram, capital_positions=capital_positions,
                possessive=possessive, per_100km=per_100km, number_lines=number_lines, car_brand=car_brand,
                nm_common_suffix=nm_common_suffix, nm_shorter_than_word=nm_shorter_than_word,
                nm_smallest_from_digits=nm_smallest_from_digits)


def eightieth():
    """Written in session 39 after its code changes for seventyninth and before any run of them,
    in wordings no earlier set used. Weekdays between two dates, the Atbash cipher, the year in a
    date written four ways, the share of even numbers in lowest terms, scientific notation, the
    word with more vowels, dashes stripped from the ends, digits grouped by three, the word with
    the most consonants, the sum of the squares of the digits, a ratio in simplest form, every
    digit removed; rarer inputs mixed in (a weekend only, no even number or no odd one, a number
    below ten, no dash at an end, fewer than four digits, one digit, a ratio already simplest, no
    digit at all); french_word needs world knowledge; near misses the word with fewer vowels, the
    share of odd numbers, the sum of the cubes of the digits."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def business_days():
        start = datetime.date(2020, 1, 1) + datetime.timedelta(days=rng.randrange(2000))
        if rare():
            start += datetime.timedelta(days=(5 - start.weekday()) % 7); end = start + datetime.timedelta(days=rng.randrange(2))
        else:
            end = start + datetime.timedelta(days=rng.randrange(0, 40))
        n = sum((start + datetime.timedelta(days=k)).weekday() < 5 for k in range((end - start).days + 1))
        return (f"How many weekdays (Monday to Friday) are there from {start.isoformat()} to {end.isoformat()}, both days "
                "included?"), str(n)
    def atbash():
        w = rng.choice(W)
        return f"Encode '{w}' with the Atbash cipher.", "".join(chr(ord("z") - (ord(c) - ord("a"))) for c in w)
    def year_in_date():
        d = datetime.date(rng.randrange(1800, 2100), rng.randrange(1, 13), rng.randrange(1, 29))
        text = rng.choice([d.isoformat(), f"{d.day} {d:%B} {d.year}", f"{d:%B} {d.day}, {d.year}", f"{d:%d/%m/%Y}"])
        return f"Which year is in the date '{text}'?", str(d.year)
    def parity_list() -> list[int]:
        xs = [rng.randrange(1, 100) for _ in range(rng.randrange(2, 9))]
        if rare():
            xs = [x * 2 for x in xs] if rng.random() < 0.5 else [x * 2 + 1 for x in xs]
        return xs
    def even_fraction():
        xs = parity_list()
        return (f"What fraction of the numbers {', '.join(map(str, xs))} are even? Give it in lowest terms.",
                str(fractions.Fraction(sum(x % 2 == 0 for x in xs), len(xs))))
    def nm_odd_fraction():
        xs = parity_list()
        return (f"What fraction of the numbers {', '.join(map(str, xs))} are odd? Give it in lowest terms.",
                str(fractions.Fraction(sum(x % 2 == 1 for x in xs), len(xs))))
    def scientific():
        k = 0 if rare() else rng.randrange(1, 9); m = rng.randrange(10, 100)
        mant = f"{m / 10:g}"
        return f"Write {m * 10 ** (k - 1) if k else mant} in scientific notation, like 4.5 x 10^4.", f"{mant} x 10^{k}"
    def vowels(w: str) -> int:
        return sum(c in "aeiou" for c in w)
    def vowel_pair() -> tuple[str, str]:
        while True:
            a, b = rng.sample(W, 2)
            if vowels(a) != vowels(b):
                return a, b
    def more_vowels():
        a, b = vowel_pair()
        return f"Which has more vowels, '{a}' or '{b}'?", max((a, b), key=vowels)
    def nm_fewer_vowels():
        a, b = vowel_pair()
        return f"Which has fewer vowels, '{a}' or '{b}'?", min((a, b), key=vowels)
    def strip_dashes():
        core = "-".join(rng.sample(W, rng.randrange(1, 4)))
        s = core if rare() else "-" * rng.randrange(1, 4) + core + "-" * rng.randrange(0, 4)
        return f"Remove the leading and trailing dashes from '{s}'.", core
    def digit_groups():
        n = rng.randrange(1, 1000) if rare() else rng.randrange(1000, 10**9)
        return f"Write {n} with a space between every three digits from the right.", f"{n:,}".replace(",", " ")
    def consonants(w: str) -> int:
        return sum(c not in "aeiou" for c in w)
    def most_consonants():
        while True:
            ws = rng.sample(W, rng.randrange(2, 6)); counts = sorted(map(consonants, ws))
            if len(counts) == 1 or counts[-1] != counts[-2]:
                break
        return f"Which word in '{' '.join(ws)}' has the most consonants?", max(ws, key=consonants)
    def digit_number() -> int:
        return rng.randrange(1, 10) if rare() else rng.randrange(10, 10**6)
    def digit_square_sum():
        n = digit_number()
        return f"What is the sum of the squares of the digits of {n}?", str(sum(int(c) ** 2 for c in str(n)))
    def nm_digit_cube_sum():
        n = digit_number()
        return f"What is the sum of the cubes of the digits of {n}?", str(sum(int(c) ** 3 for c in str(n)))
    def simplest_ratio():
        g = 1 if rare() else rng.randrange(2, 13)
        while True:
            a, b = rng.randrange(1, 20), rng.randrange(1, 20)
            if math.gcd(a, b) == 1:
                break
        return f"Write the ratio {a * g}:{b * g} in simplest form.", f"{a}:{b}"
    def remove_digits():
        w = rng.choice(W)
        code = w if rare() else "".join(c + (str(rng.randrange(10)) if rng.random() < 0.4 else "") for c in w)
        return f"Remove every digit from '{code}'.", w
    def french_word():
        table = {"water": "eau", "bread": "pain", "cat": "chat", "dog": "chien", "house": "maison", "book": "livre",
                 "sun": "soleil", "moon": "lune", "tree": "arbre", "car": "voiture", "apple": "pomme",
                 "cheese": "fromage", "milk": "lait", "red": "rouge", "green": "vert", "blue": "bleu", "black": "noir",
                 "white": "blanc", "school": "école", "friend": "ami", "city": "ville", "sea": "mer", "night": "nuit",
                 "day": "jour", "horse": "cheval", "bird": "oiseau"}
        k = rng.choice(list(table))
        return f"What is the French word for '{k}'?", table[k]
    return dict(business_days=business_days, atbash=atbash, year_in_date=year_in_date, even_fraction=even_fraction,
                scientific=scientific, more_vowels=more_vowels, strip_dashes=strip_dashes, digit_groups=digit_groups,
                most_consonants=most_consonants, digit_square_sum=digit_square_sum, simplest_ratio=simplest_ratio,
                remove_digits=remove_digits, french_word=french_word, nm_fewer_vowels=nm_fewer_vowels,
                nm_odd_fraction=nm_odd_fraction, nm_digit_cube_sum=nm_digit_cube_sum)


def eightyfirst():
    """Written in session 39 after its last code change and before any run of it, in wordings no
    earlier set used, run once on the final code. The leap years among some years, a number to k
    significant figures, the product of the non-zero digits, the words that appear more than once,
    the days left in the month, the median word length, words sorted by their last letter, the sum
    of the whole numbers from a to b, the characters between the first and last of a letter, letters
    in the first half of the alphabet, a number written with its digits doubled, the sum of a
    number and its reverse; rarer inputs mixed in (no leap year, one non-zero digit, no repeated
    word, the month's last day, one word, a to a, adjacent letters, no such letter, one digit);
    currency_code needs world knowledge; near misses the words that appear exactly once, the sum of
    the non-zero digits, words sorted by their first letter."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def leap(y: int) -> bool:
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def leap_years():
        ys = rng.sample(range(1800, 2101), rng.randrange(2, 7))
        if rare():
            ys = [y for y in ys if not leap(y)] or [1901]
        return f"Which of these years are leap years: {', '.join(map(str, ys))}?", ", ".join(str(y) for y in ys if leap(y)) or "none"
    def sig_figs():
        k = rng.randrange(1, 5); x = float(f"{10 ** rng.uniform(-3, 5):.{rng.randrange(3, 7)}g}")
        places = k - 1 - math.floor(math.log10(abs(x)))
        r = round(x, places)
        return f"Round {x:g} to {k} significant figures.", f"{r:.{places}f}" if places > 0 else str(int(r))
    def digits_with_zeros() -> int:
        if rare():
            return int(str(rng.randrange(1, 10)) + "0" * rng.randrange(1, 5))
        return int("".join(rng.choice("0123456789") if i else rng.choice("123456789") for i in range(rng.randrange(3, 8))))
    def product_nonzero():
        n = digits_with_zeros()
        return f"What is the product of the non-zero digits of {n}?", str(math.prod(int(c) for c in str(n) if c != "0"))
    def nm_sum_nonzero():
        n = digits_with_zeros()
        return f"What is the sum of the non-zero digits of {n}?", str(sum(int(c) for c in str(n) if c != "0"))
    def repeated_text() -> list[str]:
        ws = rng.sample(W, rng.randrange(3, 6))
        if not rare():
            ws += rng.sample(ws, rng.randrange(1, 3))
        rng.shuffle(ws)
        return ws
    def more_than_once():
        ws = repeated_text(); seen = [w for w in dict.fromkeys(ws) if ws.count(w) > 1]
        return f"Which words appear more than once in '{' '.join(ws)}'?", ", ".join(seen) or "none"
    def nm_exactly_once():
        ws = repeated_text(); once = [w for w in ws if ws.count(w) == 1]
        return f"Which words appear exactly once in '{' '.join(ws)}'?", ", ".join(once) or "none"
    def days_left_in_month():
        d = datetime.date(rng.randrange(1990, 2040), rng.randrange(1, 13), 1)
        last = calendar.monthrange(d.year, d.month)[1]
        d = d.replace(day=last if rare() else rng.randrange(1, last + 1))
        return f"How many days are left until the end of the month after {d:%B} {d.day}, {d.year}?", str(last - d.day)
    def median_length():
        ws = rng.sample(W, 1 if rare() else rng.choice([3, 5, 7]))
        return f"What is the median length of the words in '{' '.join(ws)}'?", str(int(statistics.median(map(len, ws))))
    def by_letter(first: bool):
        ws = rng.sample(W, rng.randrange(3, 7))
        return " ".join(ws), " ".join(sorted(ws, key=lambda w: w[0] if first else w[-1]))
    def sort_by_last():
        text, out = by_letter(False)
        return f"Sort the words of '{text}' by their last letter.", out
    def nm_sort_by_first():
        text, out = by_letter(True)
        return f"Sort the words of '{text}' by their first letter.", out
    def sum_from_to():
        a = rng.randrange(1, 200); b = a if rare() else a + rng.randrange(1, 300)
        return f"What is the sum of all the whole numbers from {a} to {b}?", str((a + b) * (b - a + 1) // 2)
    def between_first_last():
        c = rng.choice("abcdefgh")
        if rare():
            s = "".join(rng.choice("xyz") for _ in range(rng.randrange(0, 4))) + c + c + "".join(rng.choice("xyz") for _ in range(rng.randrange(0, 4)))
        else:
            s = "".join(rng.choice("xyz" + c) for _ in range(rng.randrange(5, 12)))
            if s.count(c) < 2:
                s = c + s + c
        return f"How many characters lie between the first and the last '{c}' in '{s}'?", str(s.rindex(c) - s.index(c) - 1)
    def first_half_letters():
        w = rng.choice(["stop", "rust", "zoo", "pry", "sunny"]) if rare() else rng.choice(W)
        return f"How many letters of '{w}' are in the first half of the alphabet (a to m)?", str(sum(c <= "m" for c in w))
    def doubled_digits():
        n = rng.randrange(1, 10) if rare() else rng.randrange(10, 100000)
        return f"Write {n} with each of its digits doubled.", "".join(c + c for c in str(n))
    def plus_reverse():
        n = rng.randrange(1, 10) if rare() else rng.randrange(10, 10000)
        return f"What is {n} plus the number made by reversing its digits?", str(n + int(str(n)[::-1]))
    def currency_code():
        table = {"Japan": "JPY", "United States": "USD", "United Kingdom": "GBP", "India": "INR", "China": "CNY",
                 "Brazil": "BRL", "Mexico": "MXN", "Canada": "CAD", "Australia": "AUD", "Switzerland": "CHF",
                 "Sweden": "SEK", "Norway": "NOK", "Denmark": "DKK", "Poland": "PLN", "South Africa": "ZAR",
                 "Turkey": "TRY", "South Korea": "KRW", "Indonesia": "IDR", "Thailand": "THB", "Egypt": "EGP",
                 "Nigeria": "NGN", "Argentina": "ARS", "Chile": "CLP", "Israel": "ILS", "Hungary": "HUF"}
        k = rng.choice(list(table))
        return f"What is the ISO currency code of {k}?", table[k]
    return dict(leap_years=leap_years, sig_figs=sig_figs, product_nonzero=product_nonzero, more_than_once=more_than_once,
                days_left_in_month=days_left_in_month, median_length=median_length, sort_by_last=sort_by_last,
                sum_from_to=sum_from_to, between_first_last=between_first_last, first_half_letters=first_half_letters,
                doubled_digits=doubled_digits, plus_reverse=plus_reverse, currency_code=currency_code,
                nm_exactly_once=nm_exactly_once, nm_sum_nonzero=nm_sum_nonzero, nm_sort_by_first=nm_sort_by_first)


def eightysecond():
    """Written at the start of session 40 before any code change, in concepts no earlier set used,
    run once. Whether a number is a power of two, the first leap year after a year, the share of a
    word's letters that are vowels as a whole percent, tablespoons as cups, the reciprocal of a
    fraction, a weighted average to two places, whether two numbers are coprime, the steps of a
    Collatz sequence, whether a number's digits strictly increase, a word in leetspeak, a
    spoonerism of two words, the largest power of two not above a number; rarer inputs mixed in
    (1, a year just before a century, no vowel, two tablespoons, a whole-number reciprocal, equal
    weights, 1 and a number, a start of 1, one digit, no letter to replace, the same first letter,
    a power of two itself); country_tld needs world knowledge; near misses a power of three, the
    share of consonants, the last leap year before a year."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def leap(y: int) -> bool:
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    def power_of(base: int):
        if rare():
            return 1, "yes"
        if rng.random() < 0.5:
            return base ** rng.randrange(1, 13 if base == 3 else 21), "yes"
        while True:
            n = rng.randrange(2, 100000) * (base if rng.random() < 0.5 else 1)
            m = n
            while m % base == 0:
                m //= base
            if m != 1:
                return n, "no"
    def power_of_two():
        n, a = power_of(2)
        return f"Is {n} a power of two?", a
    def nm_power_of_three():
        n, a = power_of(3)
        return f"Is {n} a power of three?", a
    def a_year() -> int:
        return rng.choice([1796, 1797, 1798, 1799, 1896, 1897, 1898, 1899, 2096, 2097, 2098, 2099]) if rare() else rng.randrange(1800, 2101)
    def next_leap():
        y = a_year(); z = y + 1
        while not leap(z):
            z += 1
        return f"What is the first leap year after {y}?", str(z)
    def nm_last_leap_before():
        y = a_year() + 5; z = y - 1
        while not leap(z):
            z -= 1
        return f"What is the last leap year before {y}?", str(z)
    def share_letters(vowels: bool):
        w = rng.choice(["rhythm", "crypt", "lynx", "myth", "gym", "nymph", "glyph"]) if rare() else rng.choice(W)
        v = sum(c in "aeiou" for c in w)
        k = v if vowels else len(w) - v
        return w, str(math.floor(100 * k / len(w) + 0.5))
    def percent_vowels():
        w, a = share_letters(True)
        return f"What percentage of the letters in '{w}' are vowels, to the nearest whole percent?", a
    def nm_percent_consonants():
        w, a = share_letters(False)
        return f"What percentage of the letters in '{w}' are consonants, to the nearest whole percent?", a
    def tablespoons_to_cups():
        n = 2 if rare() else 4 * rng.randrange(1, 25)
        return f"How many cups are {n} tablespoons?", toolkit_num(n / 16)
    def reciprocal():
        while True:
            a = 1 if rare() else rng.randrange(2, 20); b = rng.randrange(2, 25)
            if a != b and math.gcd(a, b) == 1:
                return f"What is the reciprocal of {a}/{b}?", str(b) if a == 1 else f"{b}/{a}"
    def weighted_average():
        k = rng.randrange(2, 5); vals = [rng.randrange(1, 100) for _ in range(k)]
        ws = [rng.randrange(1, 6)] * k if rare() else [rng.randrange(1, 6) for _ in range(k)]
        x = sum(v * w for v, w in zip(vals, ws)) / sum(ws)
        return (f"What is the weighted average of {', '.join(map(str, vals))} with weights {', '.join(map(str, ws))}, "
                f"to two decimal places?", f"{x:.2f}")
    def coprime():
        if rare():
            a, b = 1, rng.randrange(2, 300)
        else:
            a, b = rng.randrange(2, 60), rng.randrange(2, 60)
            if rng.random() < 0.5:
                f = rng.choice([2, 3, 5, 7]); a, b = a * f, b * f
        if rng.random() < 0.5:
            a, b = b, a
        return f"Are {a} and {b} coprime?", "yes" if math.gcd(a, b) == 1 else "no"
    def collatz_steps():
        n = rng.choice([1, 2, 8, 64, 1024]) if rare() else rng.randrange(3, 300)
        m, steps = n, 0
        while m != 1:
            m, steps = (m // 2 if m % 2 == 0 else 3 * m + 1), steps + 1
        return f"How many steps does the Collatz sequence starting at {n} take to reach 1?", str(steps)
    def increasing_digits():
        if rare():
            n = rng.randrange(1, 10)
        elif rng.random() < 0.5:
            n = int("".join(sorted(rng.sample("123456789", rng.randrange(2, 7)))))
        else:
            n = rng.randrange(10, 1000000)
        s = str(n)
        return f"Are the digits of {n} strictly increasing from left to right?", "yes" if all(a < b for a, b in zip(s, s[1:])) else "no"
    def leetspeak():
        w = rng.choice(["rhythm", "crypt", "lynx", "myth", "gym", "nymph", "glyph"]) if rare() else rng.choice(W)
        return (f"Write '{w}' in leetspeak, replacing a with 4, e with 3, i with 1 and o with 0.",
                w.translate(str.maketrans("aeio", "4310")))
    def spoonerism():
        a = rng.choice(W)
        b = rng.choice([x for x in W if x[0] == a[0] and x != a] or [a]) if rare() else rng.choice([x for x in W if x[0] != a[0]])
        return f"Swap the first letters of the words in '{a} {b}'.", f"{b[0]}{a[1:]} {a[0]}{b[1:]}"
    def largest_power_two():
        n = 2 ** rng.randrange(1, 17) if rare() else rng.randrange(3, 100000)
        return f"What is the largest power of two not greater than {n}?", str(2 ** (n.bit_length() - 1))
    def country_tld():
        table = {"France": ".fr", "Germany": ".de", "Japan": ".jp", "Italy": ".it", "Spain": ".es",
                 "Netherlands": ".nl", "Sweden": ".se", "Norway": ".no", "Poland": ".pl", "Brazil": ".br",
                 "Canada": ".ca", "Australia": ".au", "India": ".in", "China": ".cn", "Russia": ".ru",
                 "Switzerland": ".ch", "Austria": ".at", "Belgium": ".be", "Denmark": ".dk", "Finland": ".fi",
                 "Ireland": ".ie", "Portugal": ".pt", "Mexico": ".mx", "South Africa": ".za", "New Zealand": ".nz"}
        k = rng.choice(list(table))
        return f"What is the internet country code of {k}?", table[k]
    return dict(power_of_two=power_of_two, next_leap=next_leap, percent_vowels=percent_vowels,
                tablespoons_to_cups=tablespoons_to_cups, reciprocal=reciprocal, weighted_average=weighted_average,
                coprime=coprime, collatz_steps=collatz_steps, increasing_digits=increasing_digits,
                leetspeak=leetspeak, spoonerism=spoonerism, largest_power_two=largest_power_two,
                country_tld=country_tld, nm_power_of_three=nm_power_of_three,
                nm_percent_consonants=nm_percent_consonants, nm_last_leap_before=nm_last_leap_before)


def eightythird():
    """Written in session 40 after its code changes and before any run of it, in concepts no
    earlier set used, run once on the final code. The harmonic mean of two numbers, the midrange
    of a list, the Manhattan distance of two points, the complement of an angle, run-length
    encoding, letters on the top row of a keyboard, whether a number is a Harshad number, a power
    modulo a number, the nth Tribonacci number, the nth pentagonal number, the sum of character
    codes modulo 256, a range of whole numbers written out; rarer inputs mixed in (two equal
    numbers, one item, one point twice, a right or zero angle, no letter repeated, no letter on
    the top row, one digit, a power 0, the first three terms, n = 1, one character, a range of
    one); holiday_month needs world knowledge; near misses the supplement of an angle, the nth
    hexagonal number, the range of a list."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def harmonic_mean():
        a = rng.randrange(1, 100); b = a if rare() else rng.randrange(1, 100)
        return f"What is the harmonic mean of {a} and {b}, to two decimal places?", f"{2 * a * b / (a + b):.2f}"
    def some_numbers() -> list[int]:
        return [rng.randrange(-20, 100) for _ in range(1 if rare() else rng.randrange(2, 7))]
    def midrange():
        xs = some_numbers()
        return f"What is the midrange of {', '.join(map(str, xs))}?", toolkit_num((max(xs) + min(xs)) / 2)
    def nm_range():
        xs = some_numbers()
        return f"What is the range of {', '.join(map(str, xs))}?", str(max(xs) - min(xs))
    def manhattan():
        p = (rng.randrange(-10, 11), rng.randrange(-10, 11)); q = p if rare() else (rng.randrange(-10, 11), rng.randrange(-10, 11))
        return f"What is the Manhattan distance between ({p[0]}, {p[1]}) and ({q[0]}, {q[1]})?", str(abs(p[0] - q[0]) + abs(p[1] - q[1]))
    def an_angle(top: int) -> int:
        return rng.choice([0, top]) if rare() else rng.randrange(1, top)
    def complement():
        n = an_angle(90)
        return f"What is the complement of a {n}-degree angle?", str(90 - n)
    def nm_supplement():
        n = an_angle(180)
        return f"What is the supplement of a {n}-degree angle?", str(180 - n)
    def run_length():
        if rare():
            s = "".join(rng.sample("abcdefgh", rng.randrange(2, 6)))
        else:
            s = "".join(c * rng.randrange(1, 5) for c in rng.sample("abcdefgh", rng.randrange(2, 5)))
        groups = [(k, len(list(g))) for k, g in itertools.groupby(s)]
        return f"Compress '{s}' with run-length encoding.", "".join(f"{k}{n}" for k, n in groups)
    def top_row():
        w = rng.choice(["flash", "cab", "glass", "badge", "jazz", "sack"]) if rare() else rng.choice(W)
        return f"How many letters of '{w}' are on the top row of a QWERTY keyboard?", str(sum(c in "qwertyuiop" for c in w))
    def harshad():
        n = rng.randrange(1, 10) if rare() else rng.randrange(10, 1000)
        return f"Is {n} a Harshad number (divisible by the sum of its digits)?", "yes" if n % sum(map(int, str(n))) == 0 else "no"
    def power_mod():
        a, m = rng.randrange(2, 50), rng.randrange(2, 100); b = 0 if rare() else rng.randrange(1, 30)
        return f"What is {a} to the power {b} modulo {m}?", str(pow(a, b, m))
    def tribonacci():
        n = rng.randrange(1, 4) if rare() else rng.randrange(4, 30)
        t = [0, 0, 1]
        while len(t) < n:
            t.append(t[-1] + t[-2] + t[-3])
        return f"What is the {nth_name(n)} Tribonacci number, starting 0, 0, 1?", str(t[n - 1])
    def polygonal(k: int):
        n = 1 if rare() else rng.randrange(2, 60)
        return n, (n * (3 * n - 1) // 2) if k == 5 else n * (2 * n - 1)
    def pentagonal():
        n, v = polygonal(5)
        return f"What is the {nth_name(n)} pentagonal number?", str(v)
    def nm_hexagonal():
        n, v = polygonal(6)
        return f"What is the {nth_name(n)} hexagonal number?", str(v)
    def checksum():
        w = rng.choice("abcdefghijklmnopqrstuvwxyz") if rare() else rng.choice(W)
        return f"What is the sum of the character codes of '{w}' modulo 256?", str(sum(map(ord, w)) % 256)
    def expand_range():
        a = rng.randrange(1, 60); b = a if rare() else a + rng.randrange(1, 9)
        return f"Expand the range {a}-{b} into a comma-separated list.", ", ".join(map(str, range(a, b + 1)))
    def holiday_month():
        table = {"Christmas": "December", "Halloween": "October", "Valentine's Day": "February", "New Year's Day": "January",
                 "St Patrick's Day": "March", "Bastille Day": "July", "Guy Fawkes Night": "November", "Boxing Day": "December",
                 "Canada Day": "July", "Australia Day": "January", "Cinco de Mayo": "May", "Juneteenth": "June",
                 "Groundhog Day": "February", "April Fools' Day": "April", "Earth Day": "April", "Veterans Day": "November",
                 "Anzac Day": "April", "Burns Night": "January", "US Independence Day": "July", "US Thanksgiving": "November",
                 "US Memorial Day": "May", "US Labor Day": "September", "Columbus Day": "October", "Waitangi Day": "February",
                 "Epiphany": "January"}
        k = rng.choice(list(table))
        return f"In which month is {k} celebrated?", table[k]
    return dict(harmonic_mean=harmonic_mean, midrange=midrange, manhattan=manhattan, complement=complement,
                run_length=run_length, top_row=top_row, harshad=harshad, power_mod=power_mod, tribonacci=tribonacci,
                pentagonal=pentagonal, checksum=checksum, expand_range=expand_range, holiday_month=holiday_month,
                nm_supplement=nm_supplement, nm_hexagonal=nm_hexagonal, nm_range=nm_range)


def eightyfourth():
    """Written at the start of session 41 before any code change, in concepts no earlier set used,
    run once. Compound interest, the population variance of a list, the dot product of two
    vectors, a matrix transposed, the ISO week number of a date, the prime factors of a number,
    whether a number is an Armstrong number, whether a number is happy, FizzBuzz, the case of
    every letter swapped, the mode of a list, the sum of a polygon's interior angles; rarer inputs
    mixed in (no years, one item, a zero vector, one row, early January, a prime, one digit, 1,
    a multiple of 15, digits among the letters, one item, a triangle); male_animal needs world
    knowledge; near misses the sum of exterior angles, the sample variance, interest compounded
    monthly."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def interest(monthly: bool):
        p = rng.randrange(100, 5000); r = rng.choice([2, 3, 4, 5, 6, 7, 8]); n = 0 if rare() else rng.randrange(1, 11)
        x = p * (1 + r / 1200) ** (12 * n) if monthly else p * (1 + r / 100) ** n
        return (f"What do {p} dollars grow to after {n} years at {r}% interest compounded "
                f"{'monthly' if monthly else 'yearly'}, to the nearest cent?", f"{x:.2f}")
    def compound_interest():
        return interest(False)
    def nm_compound_monthly():
        return interest(True)
    def numbers(least: int = 1) -> list[int]:
        return [rng.randrange(0, 50) for _ in range(least if rare() else rng.randrange(max(least, 2), 8))]
    def variance():
        xs = numbers()
        return f"What is the population variance of {', '.join(map(str, xs))}, to two decimal places?", f"{statistics.pvariance(xs):.2f}"
    def nm_sample_variance():
        xs = numbers(2)
        return f"What is the sample variance of {', '.join(map(str, xs))}, to two decimal places?", f"{statistics.variance(xs):.2f}"
    def dot_product():
        k = rng.randrange(2, 5)
        a = [0] * k if rare() else [rng.randrange(-9, 10) for _ in range(k)]
        b = [rng.randrange(-9, 10) for _ in range(k)]
        return (f"What is the dot product of ({', '.join(map(str, a))}) and ({', '.join(map(str, b))})?",
                str(sum(x * y for x, y in zip(a, b))))
    def transpose():
        rows = 1 if rare() else rng.randrange(2, 4); cols = rng.randrange(2, 4)
        m = [[rng.randrange(0, 10) for _ in range(cols)] for _ in range(rows)]
        return f"Transpose the matrix {m}.", str([list(c) for c in zip(*m)])
    def week_number():
        y = rng.randrange(1990, 2031)
        d = datetime.date(y, 1, rng.randrange(1, 4)) if rare() else datetime.date(y, 1, 1) + datetime.timedelta(days=rng.randrange(0, 365))
        return f"What is the ISO week number of {d.isoformat()}?", str(d.isocalendar()[1])
    def prime_factors():
        n = rng.choice([p for p in range(2, 200) if all(p % q for q in range(2, p))]) if rare() else rng.randrange(4, 2000)
        out, m, q = [], n, 2
        while m > 1:
            while m % q == 0:
                out.append(q); m //= q
            q += 1
        return f"List the prime factors of {n} with repetition, smallest first.", ", ".join(map(str, out))
    def armstrong():
        if rare():
            n = rng.randrange(1, 10)
        elif rng.random() < 0.4:
            n = rng.choice([153, 370, 371, 407, 1634, 8208, 9474])
        else:
            n = rng.randrange(10, 10000)
        s = str(n)
        return (f"Is {n} an Armstrong number (the sum of its digits, each raised to the number of digits)?",
                "yes" if n == sum(int(c) ** len(s) for c in s) else "no")
    def happy_number():
        def happy(n: int) -> bool:
            seen = set()
            while n != 1 and n not in seen:
                seen.add(n); n = sum(int(c) ** 2 for c in str(n))
            return n == 1
        n = 1 if rare() else rng.choice([x for x in range(2, 500) if happy(x) == (rng.random() < 0.5)])
        return f"Is {n} a happy number?", "yes" if happy(n) else "no"
    def fizzbuzz():
        n = 15 * rng.randrange(1, 20) if rare() else rng.randrange(1, 300)
        return (f"What does FizzBuzz say for {n}?",
                "FizzBuzz" if n % 15 == 0 else "Fizz" if n % 3 == 0 else "Buzz" if n % 5 == 0 else str(n))
    def swap_case():
        words = [w.capitalize() if rng.random() < 0.5 else w for w in rng.sample(W, rng.randrange(1, 4))]
        if rare():
            words.append(str(rng.randrange(2, 100)))
        t = " ".join(words)
        return f"Swap the case of every letter in '{t}'.", t.swapcase()
    def mode():
        if rare():
            xs = [rng.randrange(0, 20)]
        else:
            xs = [rng.randrange(0, 20) for _ in range(rng.randrange(2, 7))]
            xs += [rng.choice(xs)] * rng.randrange(1, 3)
            rng.shuffle(xs)
        counts = collections.Counter(xs); top = max(counts.values())
        if sum(v == top for v in counts.values()) > 1:
            return mode()
        return f"What is the mode of {', '.join(map(str, xs))}?", str(counts.most_common(1)[0][0])
    def polygon_sides() -> int:
        return 3 if rare() else rng.randrange(4, 41)
    def interior_angles():
        n = polygon_sides()
        return f"What is the sum of the interior angles of a polygon with {n} sides, in degrees?", str(180 * (n - 2))
    def nm_exterior_angles():
        n = polygon_sides()
        return f"What is the sum of the exterior angles of a polygon with {n} sides, in degrees?", "360"
    def male_animal():
        table = {"cattle": "bull", "horse": "stallion", "chicken": "rooster", "sheep": "ram", "pig": "boar",
                 "deer": "stag", "goose": "gander", "duck": "drake", "cat": "tom", "donkey": "jack", "fox": "dog",
                 "swan": "cob", "goat": "billy", "rabbit": "buck", "peafowl": "peacock", "bee": "drone",
                 "ferret": "hob", "turkey": "tom", "elephant": "bull", "kangaroo": "boomer", "zebra": "stallion",
                 "hare": "jack", "walrus": "bull", "llama": "macho", "camel": "bull", "lion": "lion"}
        k = rng.choice(list(table))
        return f"What is a male {k} called?", table[k]
    return dict(compound_interest=compound_interest, variance=variance, dot_product=dot_product, transpose=transpose,
                week_number=week_number, prime_factors=prime_factors, armstrong=armstrong, happy_number=happy_number,
                fizzbuzz=fizzbuzz, swap_case=swap_case, mode=mode, interior_angles=interior_angles,
                male_animal=male_animal, nm_exterior_angles=nm_exterior_angles,
                nm_sample_variance=nm_sample_variance, nm_compound_monthly=nm_compound_monthly)


def eightyfifth():
    """Written in session 41 after its code changes and before any run of it, in concepts no
    earlier set used, run once on the final code. A bitwise AND, XOR, a term of an arithmetic
    sequence, the sum of the squares from 1 to n, a percent change, the surface area of a box,
    the area of an ellipse, the Hamming distance, the edit distance, the volume of a
    cylinder, degrees in radians, an improper fraction as a mixed number; rarer inputs mixed in
    (equal numbers, the first term, n = 1, no change, a cube, a circle, the same word, a
    unit cylinder, 0 or 180 degrees, a proper fraction); national_flower needs world knowledge;
    near misses a bitwise OR, the sum of the cubes, the volume of a cone."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def two_numbers() -> tuple[int, int]:
        a = rng.randrange(1, 256)
        return a, (a if rare() else rng.randrange(1, 256))
    def bitwise_and():
        a, b = two_numbers()
        return f"What is the bitwise AND of {a} and {b}?", str(a & b)
    def nm_bitwise_or():
        a, b = two_numbers()
        return f"What is the bitwise OR of {a} and {b}?", str(a | b)
    def xor():
        a, b = two_numbers()
        return f"What is {a} XOR {b}?", str(a ^ b)
    def arithmetic_term():
        n = 1 if rare() else rng.randrange(2, 40); a = rng.randrange(-20, 50); d = rng.randrange(-9, 13)
        return f"What is term {n} of the arithmetic sequence starting at {a} with common difference {d}?", str(a + (n - 1) * d)
    def power_sum(k: int):
        n = 1 if rare() else rng.randrange(2, 60)
        return n, sum(i ** k for i in range(1, n + 1))
    def sum_squares():
        n, v = power_sum(2)
        return f"What is the sum of the squares of the whole numbers from 1 to {n}?", str(v)
    def nm_sum_cubes():
        n, v = power_sum(3)
        return f"What is the sum of the cubes of the whole numbers from 1 to {n}?", str(v)
    def percent_change():
        a = rng.randrange(10, 500); b = a if rare() else rng.randrange(10, 500)
        return f"What is the percent change from {a} to {b}, to one decimal place?", f"{(b - a) / a * 100:.1f}"
    def surface_area():
        l = rng.randrange(1, 20); w, h = (l, l) if rare() else (rng.randrange(1, 20), rng.randrange(1, 20))
        return f"What is the surface area of a box measuring {l} by {w} by {h}?", str(2 * (l * w + l * h + w * h))
    def ellipse():
        a = rng.randrange(1, 20); b = a if rare() else rng.randrange(1, 20)
        return f"What is the area of an ellipse with semi-axes {a} and {b}, to two decimal places?", f"{math.pi * a * b:.2f}"
    def hamming():
        k = rng.randrange(3, 8)
        a = "".join(rng.choice("abcdefgh") for _ in range(k))
        b = a if rare() else "".join(c if rng.random() < 0.5 else rng.choice("abcdefgh") for c in a)
        return f"What is the Hamming distance between '{a}' and '{b}'?", str(sum(x != y for x, y in zip(a, b)))
    def edit_distance():
        a = rng.choice(W); b = a if rare() else rng.choice(W)
        d = list(range(len(b) + 1))
        for i, x in enumerate(a, 1):
            prev, d[0] = d[0], i
            for j, y in enumerate(b, 1):
                prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (x != y))
        return f"What is the edit distance between '{a}' and '{b}'?", str(d[-1])
    def solid(cone: bool):
        r, h = (1, 1) if rare() else (rng.randrange(1, 15), rng.randrange(1, 30))
        v = math.pi * r * r * h / (3 if cone else 1)
        return f"What is the volume of a {'cone' if cone else 'cylinder'} with radius {r} and height {h}, to two decimal places?", f"{v:.2f}"
    def cylinder():
        return solid(False)
    def nm_cone():
        return solid(True)
    def radians():
        d = rng.choice([0, 180]) if rare() else rng.randrange(1, 360)
        return f"What is {d} degrees in radians, to three decimal places?", f"{math.radians(d):.3f}"
    def mixed_number():
        while True:
            q = rng.randrange(2, 13); p = rng.randrange(1, q) if rare() else rng.randrange(q + 1, 10 * q)
            if math.gcd(p, q) == 1:
                return f"Write {p}/{q} as a mixed number.", f"{p}/{q}" if p < q else f"{p // q} {p % q}/{q}"
    def national_flower():
        table = {"England": "rose", "Japan": "cherry blossom", "India": "lotus", "Netherlands": "tulip",
                 "Scotland": "thistle", "Wales": "daffodil", "France": "iris", "China": "plum blossom",
                 "Mexico": "dahlia", "Egypt": "lotus", "Pakistan": "jasmine", "Philippines": "sampaguita",
                 "Malaysia": "hibiscus", "South Korea": "rose of Sharon", "Russia": "chamomile", "Italy": "lily",
                 "Spain": "carnation", "Germany": "cornflower", "Chile": "copihue", "Argentina": "ceibo",
                 "Australia": "golden wattle", "New Zealand": "kowhai", "South Africa": "king protea",
                 "Finland": "lily of the valley", "Norway": "heather", "Peru": "cantuta"}
        k = rng.choice(list(table))
        return f"What is the national flower of {k}?", table[k]
    return dict(bitwise_and=bitwise_and, xor=xor, arithmetic_term=arithmetic_term, sum_squares=sum_squares,
                percent_change=percent_change, surface_area=surface_area, ellipse=ellipse, hamming=hamming,
                edit_distance=edit_distance, cylinder=cylinder, radians=radians, mixed_number=mixed_number,
                national_flower=national_flower, nm_bitwise_or=nm_bitwise_or, nm_sum_cubes=nm_sum_cubes,
                nm_cone=nm_cone)


def eightysixth():
    """Written at the start of session 42 before any code change, in concepts no earlier set
    used, run once. The number of divisors, the slope through two points, kinetic energy, Pig
    Latin, the Gray code, the geometric mean, a logarithm, a term of a geometric sequence, the
    discriminant of a quadratic, the length of a vector, the angle between a clock's hands, a
    number in base 3; rarer inputs mixed in (1 or a prime, a flat line, a mass at rest, a word
    that starts with a vowel, 0, equal numbers, the logarithm of 1, the first term, a double
    root, a vector of another length, 12:00, 0); bone_region needs world knowledge; near misses
    the sum of the divisors, the harmonic mean, the larger angle between the hands."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def divisor_n():
        return rng.choice([1, 2, 13, 29]) if rare() else rng.randrange(2, 400)
    def divisor_count():
        n = divisor_n()
        return f"How many positive divisors does {n} have?", str(sum(n % d == 0 for d in range(1, n + 1)))
    def nm_divisor_sum():
        n = divisor_n()
        return f"What is the sum of the positive divisors of {n}?", str(sum(d for d in range(1, n + 1) if n % d == 0))
    def slope():
        x1, y1 = rng.randrange(-10, 11), rng.randrange(-10, 11)
        x2 = x1 + rng.choice([d for d in range(-9, 10) if d])
        y2 = y1 if rare() else rng.randrange(-10, 11)
        return f"What is the slope of the line through ({x1}, {y1}) and ({x2}, {y2}), to two decimal places?", f"{(y2 - y1) / (x2 - x1):.2f}"
    def kinetic():
        m = rng.randrange(1, 100); v = 0 if rare() else rng.randrange(1, 40)
        return f"What is the kinetic energy in joules of a {m} kg mass moving at {v} m/s?", f"{0.5 * m * v * v:g}"
    def pig_latin():
        words = ["apple", "orange", "island", "umbrella", "egg", "ink", "oven"] if rare(0.25) else \
            ["string", "tiger", "glove", "chair", "planet", "smile", "bread", "trick", "dog", "sphinx", "cloud",
             "frog", "happy", "duck", "scream", "yellow", "thumb", "night", "crown", "pencil", "black",
             "spoon", "train", "whale", "grape", "snake"]
        w = rng.choice(words)
        i = next(k for k, c in enumerate(w) if c in "aeiou")
        return f"Translate '{w}' into Pig Latin.", w + "way" if i == 0 else w[i:] + w[:i] + "ay"
    def gray_code():
        n = 0 if rare() else rng.randrange(1, 256)
        return f"What is the Gray code of {n}, written in binary?", format(n ^ (n >> 1), "b")
    def mean_list(k_lo: int = 2, k_hi: int = 6) -> list[int]:
        k = rng.randrange(k_lo, k_hi)
        if rare():
            return [rng.randrange(1, 50)] * k
        return [rng.randrange(1, 50) for _ in range(k)]
    def geometric_mean():
        xs = mean_list()
        return f"What is the geometric mean of {', '.join(map(str, xs))}, to two decimal places?", f"{statistics.geometric_mean(xs):.2f}"
    def nm_harmonic_mean():
        xs = mean_list()
        return f"What is the harmonic mean of {', '.join(map(str, xs))}, to two decimal places?", f"{statistics.harmonic_mean(xs):.2f}"
    def logarithm():
        b = rng.randrange(2, 11); x = 1 if rare() else rng.randrange(2, 1000)
        return f"What is the logarithm of {x} to base {b}, to three decimal places?", f"{math.log(x, b):.3f}"
    def geometric_term():
        n = 1 if rare() else rng.randrange(2, 9); a = rng.randrange(1, 10); r = rng.choice([-3, -2, 2, 3, 4, 5])
        return f"What is term {n} of the geometric sequence starting at {a} with common ratio {r}?", str(a * r ** (n - 1))
    def discriminant():
        a = rng.choice([1, 2, 3, 4, 5]); r = rng.randrange(-6, 7)
        if rare():
            b, c = -2 * a * r, a * r * r
        else:
            b, c = rng.randrange(-12, 13), rng.randrange(-12, 13)
        def term(k: int, x: str) -> str:
            return f"{'-' if k < 0 else '+'} {abs(k) if abs(k) != 1 else ''}{x}"
        return f"What is the discriminant of {a if a != 1 else ''}x^2 {term(b, 'x')} {'-' if c < 0 else '+'} {abs(c)}?", str(b * b - 4 * a * c)
    def vector_length():
        k = 2 if rare(0.3) else 3
        v = [rng.randrange(-12, 13) for _ in range(k)]
        return f"What is the length of the vector ({', '.join(map(str, v))}), to two decimal places?", f"{math.hypot(*v):.2f}"
    def clock_time() -> tuple[int, int, float]:
        h, m = (12, 0) if rare() else (rng.randrange(1, 13), rng.randrange(60))
        a = abs(30 * (h % 12) - 5.5 * m) % 360
        return h, m, a
    def clock_angle():
        h, m, a = clock_time()
        return f"What is the smaller angle between the hands of a clock at {h}:{m:02d}, in degrees?", f"{min(a, 360 - a):g}"
    def nm_clock_larger():
        h, m, a = clock_time()
        return f"What is the larger angle between the hands of a clock at {h}:{m:02d}, in degrees?", f"{max(a, 360 - a):g}"
    def base3():
        n = 0 if rare(0.1) else rng.randrange(1, 500)
        digits = ""
        while n:
            digits = str(n % 3) + digits; n //= 3
        return f"Write {int(digits, 3) if digits else 0} in base 3.", digits or "0"
    def bone_region():
        table = {"femur": "leg", "tibia": "leg", "fibula": "leg", "patella": "leg", "humerus": "arm",
                 "radius": "arm", "ulna": "arm", "scapula": "shoulder", "clavicle": "shoulder",
                 "sternum": "chest", "mandible": "head", "maxilla": "head", "cranium": "head",
                 "phalanges": "fingers and toes", "metacarpals": "hand", "carpals": "hand",
                 "tarsals": "foot", "metatarsals": "foot", "calcaneus": "foot", "sacrum": "pelvis",
                 "ilium": "pelvis", "coccyx": "spine", "atlas": "neck", "axis": "neck", "hyoid": "neck",
                 "stapes": "ear", "incus": "ear", "malleus": "ear"}
        k = rng.choice(list(table))
        return f"In which part of the body is the {k}?", table[k]
    return dict(divisor_count=divisor_count, slope=slope, kinetic=kinetic, pig_latin=pig_latin,
                gray_code=gray_code, geometric_mean=geometric_mean, logarithm=logarithm,
                geometric_term=geometric_term, discriminant=discriminant, vector_length=vector_length,
                clock_angle=clock_angle, base3=base3, bone_region=bone_region,
                nm_divisor_sum=nm_divisor_sum, nm_harmonic_mean=nm_harmonic_mean,
                nm_clock_larger=nm_clock_larger)


def eightyseventh():
    """Written at the start of session 43 before any code change, in concepts no earlier set
    used, run once. The Vigenère cipher, the population standard deviation, the sum of two
    binary numbers, potential energy, the cross product of two 3-vectors, the nth prime, the
    length of an arc, the sum of a word's letter values, what remains after some half-lives, the
    sum of squares, two resistors in parallel, the compass point of a bearing; rarer inputs mixed
    in (the key 'a', equal numbers, a zero, a height of 0, parallel vectors, the first prime, a
    whole turn, a one-letter word, no half-life yet, one number, equal resistors, a bearing on a
    cardinal point); moon_planet needs world knowledge; near misses Vigenère decryption, the
    sample standard deviation, how much has decayed."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    plain_words = ["attack", "garden", "window", "silver", "planet", "forest", "harbor", "castle", "rocket",
                   "marble", "jungle", "pirate", "candle", "meadow", "tunnel", "violet", "bridge", "thunder"]
    keys = ["lemon", "key", "cab", "sun", "frog", "mint", "oak", "zebra"]
    def vigenere_shift(word: str, key: str, sign: int) -> str:
        return "".join(chr((ord(c) - 97 + sign * (ord(key[i % len(key)]) - 97)) % 26 + 97) for i, c in enumerate(word))
    def vigenere():
        w = rng.choice(plain_words); k = "a" if rare(0.1) else rng.choice(keys)
        return f"Encrypt '{w}' with the Vigenère cipher using the key '{k}'.", vigenere_shift(w, k, 1)
    def nm_vigenere_decrypt():
        w = rng.choice(plain_words); k = rng.choice(keys)
        return f"Decrypt '{w}' with the Vigenère cipher using the key '{k}'.", vigenere_shift(w, k, -1)
    def spread_list() -> list[int]:
        k = rng.randrange(3, 7)
        if rare():
            return [rng.randrange(1, 60)] * k
        return [rng.randrange(1, 60) for _ in range(k)]
    def std_dev():
        xs = spread_list()
        return f"What is the population standard deviation of {', '.join(map(str, xs))}, to two decimal places?", f"{statistics.pstdev(xs):.2f}"
    def nm_sample_std():
        xs = spread_list()
        return f"What is the sample standard deviation of {', '.join(map(str, xs))}, to two decimal places?", f"{statistics.stdev(xs):.2f}"
    def binary_add():
        a = rng.randrange(1, 256); b = 0 if rare() else rng.randrange(1, 256)
        return f"What is the sum of the binary numbers {a:b} and {b:b}, in binary?", f"{a + b:b}"
    def potential_energy():
        m = rng.randrange(1, 80); h = 0 if rare() else rng.randrange(1, 50)
        return f"What is the potential energy in joules of a {m} kg mass raised {h} m, taking g as 9.8 m/s^2?", f"{round(m * 9.8 * h, 2):g}"
    def cross_product():
        u = [rng.randrange(-6, 7) for _ in range(3)]
        if rare():
            f = rng.choice([-2, 2, 3]); v = [f * x for x in u]
        else:
            v = [rng.randrange(-6, 7) for _ in range(3)]
        c = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
        return f"What is the cross product of ({', '.join(map(str, u))}) and ({', '.join(map(str, v))})?", f"({', '.join(map(str, c))})"
    def nth_prime():
        n = 1 if rare(0.08) else rng.randrange(2, 120)
        primes = [p for p in range(2, 1000) if all(p % d for d in range(2, int(p ** 0.5) + 1))]
        return f"What is the {nth_name(n)} prime number?", str(primes[n - 1])
    def arc_length():
        r = rng.randrange(1, 30); deg = 360 if rare(0.1) else rng.randrange(5, 360, 5)
        return f"What is the length of an arc of radius {r} cm spanning {deg} degrees, in cm to two decimal places?", f"{r * math.radians(deg):.2f}"
    def letter_values():
        w = rng.choice(["a", "z", "m"]) if rare(0.1) else rng.choice(
            ["cabbage", "zebra", "quiet", "lantern", "museum", "oxygen", "puzzle", "velvet", "whisky", "bamboo",
             "dragon", "kettle", "jigsaw", "falcon", "harvest", "igloo", "nectar", "yogurt", "saddle", "tundra",
             "voyage", "cobalt", "fjord", "glyph"])
        return f"What is the sum of the letter values of '{w}', where a=1, b=2 and so on up to z=26?", str(sum(ord(c) - 96 for c in w))
    def half_life_args() -> tuple[int, int]:
        return rng.choice([40, 64, 100, 200, 250, 320, 500, 800, 1000, 1600]), 0 if rare(0.1) else rng.randrange(1, 7)
    def half_life():
        g, n = half_life_args()
        return f"How many grams of a {g} g sample remain after {n} half-lives?", f"{g / 2 ** n:g}"
    def nm_half_life_decayed():
        g, n = half_life_args()
        return f"How many grams of a {g} g sample have decayed after {n} half-lives?", f"{g - g / 2 ** n:g}"
    def sum_squares():
        xs = [rng.randrange(-9, 20)] if rare() else [rng.randrange(-9, 20) for _ in range(rng.randrange(2, 6))]
        return f"What is the sum of the squares of {', '.join(map(str, xs))}?", str(sum(x * x for x in xs))
    def parallel_resistance():
        a = rng.randrange(1, 100); b = a if rare() else rng.randrange(1, 100)
        return f"What is the combined resistance of a {a} ohm and a {b} ohm resistor in parallel, in ohms to two decimal places?", f"{a * b / (a + b):.2f}"
    def bearing():
        points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        d = rng.choice([0, 90, 180, 270]) if rare() else rng.randrange(0, 360)
        return f"Which of the eight compass points is nearest to a bearing of {d} degrees?", points[round(d / 45) % 8]
    def moon_planet():
        table = {"Titan": "Saturn", "Enceladus": "Saturn", "Rhea": "Saturn", "Iapetus": "Saturn", "Mimas": "Saturn",
                 "Dione": "Saturn", "Tethys": "Saturn", "Hyperion": "Saturn", "Phoebe": "Saturn", "Io": "Jupiter",
                 "Europa": "Jupiter", "Ganymede": "Jupiter", "Callisto": "Jupiter", "Amalthea": "Jupiter",
                 "Himalia": "Jupiter", "Titania": "Uranus", "Oberon": "Uranus", "Miranda": "Uranus", "Ariel": "Uranus",
                 "Umbriel": "Uranus", "Triton": "Neptune", "Nereid": "Neptune", "Proteus": "Neptune", "Phobos": "Mars",
                 "Deimos": "Mars"}
        k = rng.choice(list(table))
        return f"Which planet does the moon {k} orbit?", table[k]
    return dict(vigenere=vigenere, std_dev=std_dev, binary_add=binary_add, potential_energy=potential_energy,
                cross_product=cross_product, nth_prime=nth_prime, arc_length=arc_length,
                letter_values=letter_values, half_life=half_life, sum_squares=sum_squares,
                parallel_resistance=parallel_resistance, bearing=bearing, moon_planet=moon_planet,
                nm_vigenere_decrypt=nm_vigenere_decrypt, nm_sample_std=nm_sample_std,
                nm_half_life_decayed=nm_half_life_decayed)


def eightyeighth():
    """Written in session 43 after its code changes, in concepts no earlier set used, and run
    once on its final code. The rule of 72, torque, a wave's length, choosing people, the
    probability of a dice total, a z-score, the mean absolute deviation, typing speed, a letter
    grade, the ways to climb stairs, the time one wakes, a geometric series' sum; rarer inputs
    mixed in (72 %, no lever arm, a wave as fast as its frequency, all or none chosen, a total
    of 2, a value at the mean, equal numbers, one minute, a score on a boundary, one step, twelve
    hours' sleep, one term); cheese_country needs world knowledge; near misses ranking people, the
    median absolute deviation, words per hour."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def rule_of_72():
        r = rng.choice([1, 72]) if rare(0.1) else rng.randrange(2, 25)
        return f"Using the rule of 72, about how many years does money take to double at {r}% a year, to one decimal place?", f"{72 / r:.1f}"
    def torque():
        f = rng.randrange(1, 500); d = 0 if rare(0.1) else rng.randrange(1, 31) / 10
        return f"What torque in newton-metres does a {f} N force produce {d:g} m from the pivot?", f"{round(f * d, 2):g}"
    def wavelength():
        v = rng.choice([343, 1500, 340, 300, 1480]); f = v if rare(0.1) else rng.randrange(20, 2000)
        return f"What is the wavelength in metres of a {f} Hz wave travelling at {v} m/s, to three decimal places?", f"{v / f:.3f}"
    def people() -> tuple[int, int]:
        n = rng.randrange(2, 31)
        return rng.choice([0, n]) if rare(0.1) else rng.randrange(1, n), n
    def choose():
        k, n = people()
        return f"How many ways can {k} people be chosen from {n}?", str(math.comb(n, k))
    def nm_ranked():
        k, n = people()
        return f"How many ways can {k} people be ranked from {n}?", str(math.perm(n, k))
    def dice_probability():
        d = rng.choice([4, 6, 8, 10, 12, 20]); s = 2 if rare(0.1) else rng.randrange(2, 2 * d + 1)
        ways = sum(1 for a in range(1, d + 1) for b in range(1, d + 1) if a + b == s)
        p = fractions.Fraction(ways, d * d)
        return f"What is the probability of rolling a total of {s} with two {d}-sided dice, as a fraction in lowest terms?", f"{p.numerator}/{p.denominator}"
    def z_score():
        m = rng.randrange(20, 200); s = rng.randrange(1, 30); x = m if rare() else rng.randrange(0, 250)
        return f"What is the z-score of {x} in a distribution with mean {m} and standard deviation {s}, to two decimal places?", f"{(x - m) / s:.2f}"
    def deviation_list() -> list[int]:
        k = rng.randrange(3, 7)
        return [rng.randrange(1, 60)] * k if rare() else [rng.randrange(1, 60) for _ in range(k)]
    def mean_abs_dev():
        xs = deviation_list(); m = statistics.mean(xs)
        return f"What is the mean absolute deviation of {', '.join(map(str, xs))}, to two decimal places?", f"{statistics.mean(abs(x - m) for x in xs):.2f}"
    def nm_median_abs_dev():
        xs = deviation_list(); m = statistics.median(xs)
        return f"What is the median absolute deviation of {', '.join(map(str, xs))}, to two decimal places?", f"{statistics.median(abs(x - m) for x in xs):.2f}"
    def typing() -> tuple[int, int]:
        return rng.randrange(20, 400), 60 if rare() else rng.randrange(30, 600)
    def typing_wpm():
        w, t = typing()
        return f"Someone typed {w} words in {t} seconds. What was their typing speed in words per minute, to one decimal place?", f"{w * 60 / t:.1f}"
    def nm_words_per_hour():
        w, t = typing()
        return f"Someone typed {w} words in {t} seconds. What was their typing speed in words per hour, to one decimal place?", f"{w * 3600 / t:.1f}"
    def letter_grade():
        n = rng.choice([90, 80, 70, 60, 59, 89]) if rare(0.2) else rng.randrange(0, 101)
        g = "A" if n >= 90 else "B" if n >= 80 else "C" if n >= 70 else "D" if n >= 60 else "F"
        return f"What letter grade does a score of {n} get, if 90 and above is an A, 80 to 89 a B, 70 to 79 a C, 60 to 69 a D and below 60 an F?", g
    def stairs():
        n = 1 if rare(0.08) else rng.randrange(2, 40)
        a, b = 1, 1
        for _ in range(n):
            a, b = b, a + b
        return f"In how many ways can you climb a staircase of {n} steps, taking 1 or 2 steps at a time?", str(a)
    def wake_time():
        h = rng.randrange(8, 12); m = rng.randrange(0, 60, 5); k = 12 if rare(0.1) else rng.randrange(5, 11)
        t = (h + 12) * 60 + m + k * 60
        wh, wm = t // 60 % 24, t % 60
        return f"If I fall asleep at {h}:{m:02d} PM and sleep for {k} hours, what time do I wake up?", f"{wh % 12 or 12}:{wm:02d} {'AM' if wh < 12 else 'PM'}"
    def geometric_series():
        a = rng.randrange(1, 10); r = rng.choice([2, 3, 4, 5, -2, -3]); n = 1 if rare(0.1) else rng.randrange(2, 11)
        return f"What is the sum of the first {n} terms of the geometric series that starts at {a} with common ratio {r}?", str(a * (r ** n - 1) // (r - 1))
    def cheese_country():
        table = {"Brie": "France", "Camembert": "France", "Roquefort": "France", "Comté": "France", "Gouda": "Netherlands",
                 "Edam": "Netherlands", "Leerdammer": "Netherlands", "Parmesan": "Italy", "Mozzarella": "Italy",
                 "Gorgonzola": "Italy", "Pecorino": "Italy", "Ricotta": "Italy", "Mascarpone": "Italy", "Feta": "Greece",
                 "Halloumi": "Cyprus", "Manchego": "Spain", "Emmental": "Switzerland", "Gruyère": "Switzerland",
                 "Raclette": "Switzerland", "Cheddar": "England", "Stilton": "England", "Wensleydale": "England",
                 "Havarti": "Denmark", "Danablu": "Denmark", "Jarlsberg": "Norway", "Paneer": "India"}
        k = rng.choice(list(table))
        return f"Which country does {k} cheese come from?", table[k]
    return dict(rule_of_72=rule_of_72, torque=torque, wavelength=wavelength, choose=choose,
                dice_probability=dice_probability, z_score=z_score, mean_abs_dev=mean_abs_dev, typing_wpm=typing_wpm,
                letter_grade=letter_grade, stairs=stairs, wake_time=wake_time, geometric_series=geometric_series,
                cheese_country=cheese_country, nm_ranked=nm_ranked, nm_median_abs_dev=nm_median_abs_dev,
                nm_words_per_hour=nm_words_per_hour)


def eightyninth():
    """Written at the start of session 44 before any code change, in concepts no earlier set
    used. Momentum, the interquartile range, a loan's monthly payment, an ideal gas's pressure, a
    driven gear's speed, centripetal acceleration, a gain in decibels, a note's frequency, a heart
    rate zone, the Chinese zodiac, a beat's length, a meal's calories; rarer inputs mixed in (at
    rest, equal numbers, a 0% loan, equal gears, a gain of 1, A4 itself, 100%, the start of the
    cycle, 60 BPM, a meal of one nutrient); highest_mountain needs world knowledge; near misses
    kinetic energy, notes below A4, calories with alcohol."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def motion() -> tuple[int, int]:
        return rng.randrange(1, 200), 0 if rare(0.1) else rng.randrange(1, 60)
    def momentum():
        m, v = motion()
        return f"What is the momentum in kg m/s of a {m} kg object moving at {v} m/s?", str(m * v)
    def nm_kinetic():
        m, v = motion()
        return f"What is the kinetic energy in joules of a {m} kg object moving at {v} m/s?", f"{m * v * v / 2:g}"
    def interquartile():
        k = rng.randrange(5, 10)
        xs = [rng.randrange(1, 100)] * k if rare() else [rng.randrange(1, 100) for _ in range(k)]
        q = statistics.quantiles(xs, n=4, method="inclusive")
        return f"What is the interquartile range of {', '.join(map(str, xs))}, to one decimal place?", f"{q[2] - q[0]:.1f}"
    def loan_payment():
        p = rng.randrange(10, 400) * 100; r = 0 if rare(0.1) else rng.randrange(1, 15); n = rng.choice([12, 24, 36, 48, 60, 120])
        i = r / 1200
        pay = p / n if i == 0 else p * i / (1 - (1 + i) ** -n)
        return f"What is the monthly payment on a ${p} loan at {r}% annual interest over {n} months, to the cent?", f"{pay:.2f}"
    def gas_pressure():
        n = rng.randrange(1, 20) / 2; t = rng.randrange(200, 500); v = rng.randrange(1, 50)
        return f"What is the pressure in kPa of {n:g} mol of an ideal gas at {t} K in a {v} L container, with R = 8.314, to one decimal place?", f"{n * 8.314 * t / v:.1f}"
    def gear_speed():
        a = rng.randrange(8, 80); b = a if rare(0.1) else rng.randrange(8, 80); w = rng.randrange(10, 3000)
        return f"A {a}-tooth gear turning at {w} rpm drives a {b}-tooth gear. How fast does the driven gear turn in rpm, to one decimal place?", f"{w * a / b:.1f}"
    def centripetal():
        v = rng.randrange(1, 60); r = rng.randrange(1, 200)
        return f"What is the centripetal acceleration in m/s^2 of an object moving at {v} m/s on a circle of radius {r} m, to two decimal places?", f"{v * v / r:.2f}"
    def decibels():
        k = 1 if rare(0.1) else rng.choice([2, 3, 4, 5, 8, 10, 20, 50, 100, 1000, rng.randrange(2, 5000)])
        return f"By how many decibels does a sound's level rise when its intensity is multiplied by {k}, to one decimal place?", f"{10 * math.log10(k):.1f}"
    def semitones() -> int:
        return 0 if rare(0.1) else rng.randrange(1, 25)
    def note_above():
        n = semitones()
        return f"What is the frequency in Hz of the note {n} semitones above A4 (440 Hz), to two decimal places?", f"{440 * 2 ** (n / 12):.2f}"
    def nm_note_below():
        n = semitones()
        return f"What is the frequency in Hz of the note {n} semitones below A4 (440 Hz), to two decimal places?", f"{440 * 2 ** (-n / 12):.2f}"
    def heart_zone():
        a = rng.randrange(15, 80); p = 100 if rare(0.1) else rng.randrange(50, 96)
        return f"What is {p}% of the maximum heart rate of a {a}-year-old, taking the maximum as 220 minus age, to the nearest whole beat?", str(round((220 - a) * p / 100))
    def chinese_zodiac():
        animals = "Rat Ox Tiger Rabbit Dragon Snake Horse Goat Monkey Rooster Dog Pig".split()
        y = rng.choice([1900, 2020, 1996]) if rare(0.1) else rng.randrange(1900, 2100)
        return f"Which animal of the Chinese zodiac belongs to the year {y}?", animals[(y - 4) % 12]
    def beat_length():
        b = 60 if rare(0.1) else rng.randrange(40, 220)
        return f"How long is one beat at {b} BPM, in milliseconds to one decimal place?", f"{60000 / b:.1f}"
    def meal() -> tuple[int, int, int]:
        grams = [rng.randrange(0, 120) for _ in range(3)]
        if rare():
            grams = [0, 0, 0]; grams[rng.randrange(3)] = rng.randrange(1, 120)
        return grams[0], grams[1], grams[2]
    def calories():
        c, p, f = meal()
        return f"How many calories are in a meal with {c} g of carbohydrate, {p} g of protein and {f} g of fat?", str(4 * c + 4 * p + 9 * f)
    def nm_calories_alcohol():
        c, p, f = meal()
        return f"How many calories are in a meal with {c} g of carbohydrate, {p} g of protein and {f} g of alcohol?", str(4 * c + 4 * p + 7 * f)
    def highest_mountain():
        table = {"Japan": "Mount Fuji", "Nepal": "Mount Everest", "Tanzania": "Kilimanjaro", "Argentina": "Aconcagua",
                 "United States": "Denali", "France": "Mont Blanc", "Switzerland": "Dufourspitze", "Germany": "Zugspitze",
                 "Austria": "Grossglockner", "Spain": "Teide", "Greece": "Mount Olympus", "Turkey": "Mount Ararat",
                 "Russia": "Mount Elbrus", "Scotland": "Ben Nevis", "Wales": "Snowdon", "Australia": "Mount Kosciuszko",
                 "New Zealand": "Aoraki / Mount Cook", "Canada": "Mount Logan", "Mexico": "Pico de Orizaba",
                 "Kenya": "Mount Kenya", "Norway": "Galdhøpiggen", "Sweden": "Kebnekaise", "Iran": "Mount Damavand",
                 "Ethiopia": "Ras Dashen", "Malaysia": "Mount Kinabalu", "Indonesia": "Puncak Jaya"}
        k = rng.choice(list(table))
        return f"What is the highest mountain in {k}?", table[k]
    return dict(momentum=momentum, interquartile=interquartile, loan_payment=loan_payment, gas_pressure=gas_pressure,
                gear_speed=gear_speed, centripetal=centripetal, decibels=decibels, note_above=note_above,
                heart_zone=heart_zone, chinese_zodiac=chinese_zodiac, beat_length=beat_length, calories=calories,
                highest_mountain=highest_mountain, nm_kinetic=nm_kinetic, nm_note_below=nm_note_below,
                nm_calories_alcohol=nm_calories_alcohol)


def ninetieth():
    """Written in session 44 after its code changes, in concepts no earlier set used, and run
    once on its final code. A device's power in watts, watts in horsepower, the share of values
    below a number, a month's fiscal quarter, the beats in some seconds, a voltage divider, the
    distance to a storm, a mean without its extremes, a download's time, an earthquake's energy
    ratio, full sleep cycles, a dog's age in human years; rarer inputs mixed in (no current, 0 W,
    a number below every value, the first month, 0 s, equal resistors, an instant echo, equal
    values, a tiny file, equal magnitudes, under one cycle, a puppy); company_country needs world
    knowledge; near misses milliamps, fiscal halves, megabytes per second."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"]
    def device() -> tuple[int, int]:
        return rng.choice([110, 120, 220, 230, 240, 12, 5, 9]), 0 if rare(0.1) else rng.randrange(1, 30)
    def electrical_power():
        v, i = device()
        return f"How many watts does a device use at {v} volts drawing {i} amps?", str(v * i)
    def nm_milliamps():
        v, i = device()
        return f"How many watts does a device use at {v} volts drawing {i} milliamps?", f"{v * i / 1000:g}"
    def horsepower():
        w = 0 if rare(0.1) else rng.randrange(100, 400000)
        return f"How many horsepower is {w} watts, taking 1 hp as 745.7 W, to two decimal places?", f"{w / 745.7:.2f}"
    def share_below():
        k = rng.randrange(4, 10); xs = [rng.randrange(1, 100) for _ in range(k)]
        x = min(xs) if rare() else rng.randrange(1, 100)
        return (f"What percentage of the values {', '.join(map(str, xs))} are below {x}, to one decimal place?",
                f"{100 * sum(v < x for v in xs) / k:.1f}")
    def fiscal() -> tuple[int, int]:
        a = rng.randrange(12)
        return a, a if rare(0.1) else rng.randrange(12)
    def fiscal_quarter():
        a, b = fiscal()
        return f"If a fiscal year starts in {months[a]}, which fiscal quarter is {months[b]} in? Answer with a number.", str((b - a) % 12 // 3 + 1)
    def nm_fiscal_half():
        a, b = fiscal()
        return f"If a fiscal year starts in {months[a]}, which fiscal half is {months[b]} in? Answer with a number.", str((b - a) % 12 // 6 + 1)
    def beats():
        t = 0 if rare(0.1) else rng.randrange(1, 600); b = rng.randrange(40, 220)
        return f"How many beats are there in {t} seconds at {b} BPM, to one decimal place?", f"{t * b / 60:.1f}"
    def divider():
        vin = rng.choice([3.3, 5, 9, 12, 24]); r1 = rng.randrange(100, 10000, 100); r2 = r1 if rare() else rng.randrange(100, 10000, 100)
        return (f"What is the output of a voltage divider with {vin:g} V in, R1 = {r1} ohms and R2 = {r2} ohms, in volts to two "
                "decimal places?", f"{vin * r2 / (r1 + r2):.2f}")
    def storm():
        t = 0 if rare(0.1) else rng.randrange(1, 40) / 2
        return f"Thunder is heard {t:g} seconds after the lightning. How many km away is the storm, at 343 m/s, to two decimal places?", f"{t * 343 / 1000:.2f}"
    def trimmed_mean():
        k = rng.randrange(4, 9)
        xs = [rng.randrange(1, 100)] * k if rare() else [rng.randrange(1, 100) for _ in range(k)]
        ys = sorted(xs)[1:-1]
        return (f"What is the average of {', '.join(map(str, xs))} after dropping the highest and the lowest value, to two "
                "decimal places?", f"{sum(ys) / len(ys):.2f}")
    def transfer() -> tuple[int, int]:
        return 1 if rare(0.1) else rng.randrange(1, 5000), rng.randrange(1, 1000)
    def download_time():
        size, speed = transfer()
        return f"How many seconds does a {size} MB file take to download at {speed} Mbps, to one decimal place?", f"{size * 8 / speed:.1f}"
    def nm_download_bytes():
        size, speed = transfer()
        return f"How many seconds does a {size} MB file take to download at {speed} MB/s, to one decimal place?", f"{size / speed:.1f}"
    def earthquake():
        a = rng.randrange(30, 90) / 10; b = a if rare(0.1) else rng.randrange(20, int(a * 10) + 1) / 10
        return (f"How many times more energy does a magnitude {a:g} earthquake release than a magnitude {b:g} one, to the nearest "
                "whole number?", str(round(10 ** (1.5 * (a - b)))))
    def sleep_cycles():
        h = 0 if rare(0.1) else rng.randrange(1, 12); m = rng.randrange(0, 60, 5)
        return f"If each sleep cycle lasts 90 minutes, how many full cycles fit in {h} hours and {m} minutes?", str((h * 60 + m) // 90)
    def dog_years():
        n = rng.choice([1, 2]) if rare(0.2) else rng.randrange(1, 31)
        return (f"If each of a dog's first two years counts as 10.5 human years and each later year as 4, how old is a {n}-year-old "
                "dog in human years?", f"{10.5 * n if n <= 2 else 21 + 4 * (n - 2):g}")
    def company_country():
        table = {"Toyota": "Japan", "Sony": "Japan", "Nintendo": "Japan", "Samsung": "South Korea", "Hyundai": "South Korea",
                 "Volkswagen": "Germany", "Siemens": "Germany", "BMW": "Germany", "Nestlé": "Switzerland", "Rolex": "Switzerland",
                 "IKEA": "Sweden", "Volvo": "Sweden", "Nokia": "Finland", "LEGO": "Denmark", "Philips": "Netherlands",
                 "Heineken": "Netherlands", "Ferrari": "Italy", "Fiat": "Italy", "Renault": "France", "Michelin": "France",
                 "Tata": "India", "Infosys": "India", "Huawei": "China", "Alibaba": "China", "Embraer": "Brazil",
                 "Bombardier": "Canada"}
        k = rng.choice(list(table))
        return f"In which country is {k} headquartered?", table[k]
    return dict(electrical_power=electrical_power, horsepower=horsepower, share_below=share_below,
                fiscal_quarter=fiscal_quarter, beats=beats, divider=divider, storm=storm, trimmed_mean=trimmed_mean,
                download_time=download_time, earthquake=earthquake, sleep_cycles=sleep_cycles, dog_years=dog_years,
                company_country=company_country, nm_milliamps=nm_milliamps, nm_fiscal_half=nm_fiscal_half,
                nm_download_bytes=nm_download_bytes)


def ninetyfirst():
    """Written at the start of session 45 before any code change, in concepts no earlier set used,
    and run once. A pendulum's period, a batting average, an image's megapixels, a screen's aspect
    ratio, a week's pay with overtime, a trip from odometer readings, calories burned at a MET, a
    runner's cadence, water's boiling point at altitude, a grade point average, a screen's pixel
    density, a profit margin; rarer inputs mixed in (a one-metre pendulum, no hits, a square image,
    a square screen, no overtime, a trip of 0 km, a MET of 1, one minute, sea level, straight As,
    a one-inch screen, no profit); constellation needs world knowledge; near misses double time,
    steps in seconds, markup on the cost."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def pendulum():
        length = 1 if rare(0.1) else rng.randrange(5, 500) / 100
        return (f"What is the period in seconds of a simple pendulum {length:g} m long, with g = 9.81 m/s², to two decimal "
                "places?", f"{2 * math.pi * math.sqrt(length / 9.81):.2f}")
    def batting_average():
        ab = rng.randrange(1, 600); h = 0 if rare(0.1) else rng.randrange(0, ab + 1)
        return f"A batter has {h} hits in {ab} at-bats. What is the batting average, to three decimal places?", f"{h / ab:.3f}"
    def megapixels():
        w = rng.randrange(320, 8000, 16); h = w if rare(0.1) else rng.randrange(240, 6000, 16)
        return f"How many megapixels is a {w} x {h} image, to one decimal place?", f"{w * h / 1e6:.1f}"
    def aspect_ratio():
        g = rng.randrange(1, 200); a = rng.randrange(1, 22); b = a if rare(0.1) else rng.randrange(1, 22)
        w, h = a * g, b * g; d = math.gcd(w, h)
        return f"What is the aspect ratio of a {w} by {h} pixel screen in lowest terms, written as W:H?", f"{w // d}:{h // d}"
    def week() -> tuple[int, int]:
        return rng.randrange(10, 60), rng.randrange(20, 41) if rare(0.2) else rng.randrange(41, 70)
    def overtime_pay():
        rate, hours = week()
        pay = rate * min(hours, 40) + 1.5 * rate * max(hours - 40, 0)
        return (f"A worker earns ${rate} an hour and time and a half for every hour over 40. What is the pay in dollars for "
                f"{hours} hours?", f"{pay:g}")
    def nm_double_time():
        rate, hours = week()
        pay = rate * min(hours, 40) + 2 * rate * max(hours - 40, 0)
        return (f"A worker earns ${rate} an hour and double time for every hour over 40. What is the pay in dollars for "
                f"{hours} hours?", f"{pay:g}")
    def odometer():
        a = rng.randrange(1000, 250000); b = a if rare(0.1) else a + rng.randrange(1, 2000)
        return f"The odometer read {a} km at the start of a trip and {b} km at the end. How far was the trip in km?", str(b - a)
    def calories_burned():
        kg = rng.randrange(40, 130); minutes = rng.randrange(5, 180); met = 1 if rare(0.1) else rng.randrange(20, 120) / 10
        return (f"How many calories does a {kg} kg person burn in {minutes} minutes of an activity with a MET of {met:g}, to "
                "the nearest whole number?", str(round(met * kg * minutes / 60)))
    def stride() -> tuple[int, int]:
        return rng.randrange(50, 3000), 1 if rare(0.1) else rng.randrange(2, 20)
    def cadence():
        steps, m = stride()
        return f"A runner takes {steps} steps in {m} minutes. What is the cadence in steps per minute, to one decimal place?", f"{steps / m:.1f}"
    def nm_cadence_seconds():
        steps, s = stride()
        return f"A runner takes {steps} steps in {s} seconds. What is the cadence in steps per minute, to one decimal place?", f"{60 * steps / s:.1f}"
    def boiling_point():
        alt = 0 if rare(0.1) else rng.randrange(1, 8800)
        return (f"Water boils about 1 °C lower for every 300 m of altitude. At what temperature in °C does it boil at {alt} m, to "
                "one decimal place?", f"{100 - alt / 300:.1f}")
    def gpa():
        points = {"A": 4, "B": 3, "C": 2, "D": 1, "F": 0}
        k = rng.randrange(2, 6)
        grades = ["A"] * k if rare(0.1) else [rng.choice("ABCDF") for _ in range(k)]
        credits = [rng.randrange(1, 6) for _ in range(k)]
        said = ", ".join(f"{g} ({c} credits)" for g, c in zip(grades, credits))
        total = sum(points[g] * c for g, c in zip(grades, credits)) / sum(credits)
        return (f"With A = 4, B = 3, C = 2, D = 1 and F = 0, what is the grade point average of {said}, to two decimal places?",
                f"{total:.2f}")
    def pixel_density():
        w = rng.randrange(320, 4000); h = rng.randrange(240, 3000); d = 1 if rare(0.1) else rng.randrange(30, 700) / 10
        return (f"What is the pixel density of a {d:g}-inch screen of {w} x {h} pixels, in pixels per inch to the nearest whole "
                "number?", str(round(math.hypot(w, h) / d)))
    def price() -> tuple[int, int]:
        cost = rng.randrange(1, 500)
        return cost, cost if rare(0.1) else cost + rng.randrange(1, 500)
    def profit_margin():
        cost, sale = price()
        return (f"An item costs ${cost} and sells for ${sale}. What is the profit margin as a percentage of the price, to one "
                "decimal place?", f"{100 * (sale - cost) / sale:.1f}")
    def nm_markup():
        cost, sale = price()
        return (f"An item costs ${cost} and sells for ${sale}. What is the profit margin as a percentage of the cost, to one "
                "decimal place?", f"{100 * (sale - cost) / cost:.1f}")
    def constellation():
        table = {"Betelgeuse": "Orion", "Rigel": "Orion", "Bellatrix": "Orion", "Sirius": "Canis Major", "Polaris": "Ursa Minor",
                 "Vega": "Lyra", "Aldebaran": "Taurus", "Antares": "Scorpius", "Arcturus": "Boötes", "Deneb": "Cygnus",
                 "Altair": "Aquila", "Spica": "Virgo", "Regulus": "Leo", "Capella": "Auriga", "Procyon": "Canis Minor",
                 "Canopus": "Carina", "Fomalhaut": "Piscis Austrinus", "Pollux": "Gemini", "Castor": "Gemini",
                 "Achernar": "Eridanus", "Mizar": "Ursa Major", "Dubhe": "Ursa Major", "Algol": "Perseus", "Mira": "Cetus"}
        k = rng.choice(list(table))
        return f"Which constellation is the star {k} in?", table[k]
    return dict(pendulum=pendulum, batting_average=batting_average, megapixels=megapixels, aspect_ratio=aspect_ratio,
                overtime_pay=overtime_pay, odometer=odometer, calories_burned=calories_burned, cadence=cadence,
                boiling_point=boiling_point, gpa=gpa, pixel_density=pixel_density, profit_margin=profit_margin,
                constellation=constellation, nm_double_time=nm_double_time, nm_cadence_seconds=nm_cadence_seconds,
                nm_markup=nm_markup)


def ninetysecond():
    """Written in session 45 after its code changes, in concepts no earlier set used, and run
    once on its final code. A wheel's revolutions over a distance, rolls of wallpaper for a wall,
    the posts of a fence, a parking fee, a drug's dose by body weight, an IV's drops per minute,
    fuel for a trip, a battery's hours, a solar panel's energy, the rain a roof collects, a
    lottery's combinations, a ring's average lap; rarer inputs mixed in (no distance, a roll
    that covers the wall, a fence of one gap, one hour, a dose of 1 mg/kg, one hour's drip, no
    trip, a draw equal to the capacity, no sun, no rain, picking every number, one lap);
    state_of_city needs world knowledge; near misses the distance a tank goes, a draw in amps,
    rain in centimetres."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def revolutions():
        d = rng.randrange(40, 80); km = 0 if rare(0.1) else rng.randrange(1, 500)
        return (f"How many times does a wheel {d} cm across turn over {km} km, to the nearest whole number?",
                str(round(km * 100000 / (math.pi * d))))
    def wallpaper():
        cover = rng.randrange(4, 9); w = rng.randrange(2, 12); h = rng.choice([2, 2.4, 2.5, 3])
        if rare(0.1):
            w, h = 2, 2
        return (f"How many rolls of wallpaper, each covering {cover} square metres, are needed for a wall {w} m wide and "
                f"{h:g} m high?", str(math.ceil(w * h / cover)))
    def fence_posts():
        s = rng.choice([1.5, 2, 2.5, 3, 4]); k = 1 if rare(0.1) else rng.randrange(2, 60)
        return (f"How many posts does a straight fence {k * s:g} m long need with a post every {s:g} m, counting both ends?",
                str(k + 1))
    def parking():
        a = rng.randrange(2, 9); b = rng.randrange(1, 5); h = 1 if rare(0.1) else rng.randrange(2, 24)
        return f"Parking costs ${a} for the first hour and ${b} for each additional hour. What do {h} hours cost, in dollars?", str(a + b * (h - 1))
    def dosage():
        mg = 1 if rare(0.1) else rng.choice([0.5, 2, 2.5, 5, 7.5, 10, 15, 20]); kg = rng.randrange(3, 120)
        return f"A drug is dosed at {mg:g} mg per kg of body weight. How many mg does a {kg} kg patient need?", f"{mg * kg:g}"
    def drip_rate():
        v = rng.choice([250, 500, 1000, 1500]); h = 1 if rare(0.1) else rng.randrange(2, 13); f = rng.choice([10, 15, 20, 60])
        return (f"An IV of {v} mL runs over {h} hours with a drop factor of {f} drops/mL. How many drops per minute is that, to "
                "the nearest whole number?", str(round(v * f / (h * 60))))
    def economy() -> tuple[float, int]:
        return rng.randrange(40, 150) / 10, 0 if rare(0.1) else rng.randrange(1, 1200)
    def trip_fuel():
        rate, d = economy()
        return f"A car uses {rate:g} litres per 100 km. How many litres does it need for {d} km, to one decimal place?", f"{rate * d / 100:.1f}"
    def nm_tank_range():
        rate, d = economy()
        return f"A car uses {rate:g} litres per 100 km. How many km can it go on {d} litres, to one decimal place?", f"{d * 100 / rate:.1f}"
    def cell() -> tuple[int, int]:
        c = rng.randrange(500, 6000, 50)
        return c, c if rare(0.1) else rng.randrange(10, 3000)
    def battery_hours():
        c, i = cell()
        return f"How many hours will a {c} mAh battery last at a draw of {i} mA, to one decimal place?", f"{c / i:.1f}"
    def nm_battery_amps():
        c, i = cell()
        return f"How many hours will a {c} mAh battery last at a draw of {i} A, to one decimal place?", f"{c / (1000 * i):.1f}"
    def solar():
        w = rng.randrange(50, 500, 10); h = 0 if rare(0.1) else rng.randrange(1, 13)
        return f"How many kWh does a {w} W solar panel make in {h} hours of full sun, to two decimal places?", f"{w * h / 1000:.2f}"
    def roof() -> tuple[int, int]:
        return rng.randrange(20, 300), 0 if rare(0.1) else rng.randrange(1, 60)
    def rain_collected():
        a, mm = roof()
        return f"How many litres of rain fall on a roof of {a} square metres in {mm} mm of rain?", str(a * mm)
    def nm_rain_cm():
        a, cm = roof()
        return f"How many litres of rain fall on a roof of {a} square metres in {cm} cm of rain?", str(a * cm * 10)
    def lottery():
        n = rng.randrange(10, 60); k = n if rare(0.1) else rng.randrange(1, 8)
        return f"In how many ways can {k} numbers be picked from {n} in a lottery, in any order?", str(math.comb(n, k))
    def lap_average():
        laps = 1 if rare(0.1) else rng.randrange(2, 40); total = rng.randrange(laps * 20, laps * 200)
        return (f"A runner finishes {laps} laps in {total} seconds. What is the average lap time in seconds, to two decimal "
                "places?", f"{total / laps:.2f}")
    def state_of_city():
        table = {"Chicago": "Illinois", "Houston": "Texas", "Dallas": "Texas", "Austin": "Texas", "Phoenix": "Arizona",
                 "Tucson": "Arizona", "Philadelphia": "Pennsylvania", "Pittsburgh": "Pennsylvania", "Denver": "Colorado",
                 "Seattle": "Washington", "Spokane": "Washington", "Boston": "Massachusetts", "Detroit": "Michigan",
                 "Nashville": "Tennessee", "Memphis": "Tennessee", "Portland": "Oregon", "Las Vegas": "Nevada",
                 "Reno": "Nevada", "Atlanta": "Georgia", "Miami": "Florida", "Orlando": "Florida", "Tampa": "Florida",
                 "Cleveland": "Ohio", "Columbus": "Ohio", "New Orleans": "Louisiana", "Milwaukee": "Wisconsin",
                 "Minneapolis": "Minnesota", "Omaha": "Nebraska", "Albuquerque": "New Mexico", "Anchorage": "Alaska"}
        k = rng.choice(list(table))
        return f"In which US state is the city of {k}?", table[k]
    return dict(revolutions=revolutions, wallpaper=wallpaper, fence_posts=fence_posts, parking=parking, dosage=dosage,
                drip_rate=drip_rate, trip_fuel=trip_fuel, battery_hours=battery_hours, solar=solar,
                rain_collected=rain_collected, lottery=lottery, lap_average=lap_average, state_of_city=state_of_city,
                nm_tank_range=nm_tank_range, nm_battery_amps=nm_battery_amps, nm_rain_cm=nm_rain_cm)


def ninetythird():
    """Written at the start of session 46 before its code changed, in concepts no earlier set
    used, and run once on that code. Minutes to read a text, a running pace as a speed, cans of
    paint for a wall, the n-th bus of a timetable, the leap years in a span, stone and pounds,
    tiles for a floor, sheets for a double-sided print, items paid for under "buy k, get one
    free", weeks of saving towards a sum, a town's population after years of growth, minutes of
    video on a memory card; rarer inputs mixed in (a text of exactly whole minutes, a one-coat
    wall, the first bus, a span over 1900 or 2100, no extra pounds, a floor the tiles fit
    exactly, a one-page print, fewer items than the offer, a goal below one week's saving, no
    years, a card too small for a minute); lake_country needs world knowledge; near misses
    sheets printed on one side, stone in kilograms, minutes of reading to the nearest minute."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def reading() -> tuple[int, int]:
        r = rng.randrange(120, 400, 10)
        return (r * rng.randrange(1, 30) if rare() else rng.randrange(100, 9000)), r
    def reading_time():
        w, r = reading()
        return f"How many minutes does it take to read {w} words at {r} words per minute, rounded up to a whole minute?", str(-(-w // r))
    def nm_reading_nearest():
        w, r = reading()
        return (f"How many minutes does it take to read {w} words at {r} words per minute, rounded to the nearest whole "
                "minute?", str(math.floor(fractions.Fraction(w, r) + fractions.Fraction(1, 2))))
    def pace_speed():
        m = rng.randrange(3, 10); s = rng.randrange(0, 60)
        return f"A running pace of {m}:{s:02d} per km is how many km/h, to two decimal places?", f"{3600 / (60 * m + s):.2f}"
    def paint_cans():
        a = rng.randrange(8, 120); c = 1 if rare() else rng.choice([2, 3]); k = rng.choice([8, 10, 12, 14])
        v = rng.choice([1, 2.5, 5])
        return (f"A wall of {a} square metres gets {c} coat{'s' * (c > 1)} of paint. One litre covers {k} square metres and "
                f"the paint comes in {v:g} L cans. How many cans are needed?",
                str(math.ceil(fractions.Fraction(a * c) / (k * fractions.Fraction(str(v))))))
    def bus_departure():
        h = rng.randrange(5, 23); m = rng.randrange(0, 60, 5); k = rng.choice([10, 12, 15, 20, 30, 45])
        n = 1 if rare(0.1) else rng.randrange(2, 30)
        t = (h * 60 + m + (n - 1) * k) % 1440
        return (f"The first bus leaves at {h:02d}:{m:02d} and then one every {k} minutes. When does bus number {n} leave, "
                "on a 24-hour clock?", f"{t // 60:02d}:{t % 60:02d}")
    def leap_count():
        a = rng.choice([1890, 1895, 2090, 2095]) if rare() else rng.randrange(1600, 2200); b = a + rng.randrange(0, 60)
        return (f"How many leap years are there from {a} to {b}, counting both years?",
                str(sum(1 for y in range(a, b + 1) if y % 4 == 0 and (y % 100 != 0 or y % 400 == 0))))
    def stone() -> tuple[int, int]:
        return rng.randrange(5, 30), 0 if rare() else rng.randrange(1, 14)
    def stone_pounds():
        s, lb = stone()
        return f"How many pounds is {s} stone {lb} lb?", str(14 * s + lb)
    def nm_stone_kg():
        s, lb = stone()
        return f"How many kilograms is {s} stone {lb} lb, to one decimal place?", f"{(14 * s + lb) * 0.45359237:.1f}"
    def tiles():
        t = rng.choice([20, 25, 30, 40, 50, 60])
        w, l = ((t * rng.randrange(3, 15), t * rng.randrange(3, 15)) if rare()
                else (rng.randrange(150, 700, 10), rng.randrange(150, 700, 10)))
        return (f"How many square tiles of {t} cm are needed to cover a floor {w / 100:g} m by {l / 100:g} m, counting cut tiles "
                "as whole ones?", str(-(-w // t) * -(-l // t)))
    def pages() -> int:
        return 1 if rare(0.1) else rng.randrange(2, 400)
    def sheets_duplex():
        n = pages()
        return f"How many sheets of paper does a {n}-page document take when printed double-sided?", str(-(-n // 2))
    def nm_sheets_single():
        n = pages()
        return f"How many sheets of paper does a {n}-page document take when printed single-sided?", str(n)
    def free_items():
        k = rng.randrange(2, 6); n = rng.randrange(1, k + 1) if rare() else rng.randrange(k + 1, 60)
        return f"A shop runs 'buy {k}, get one free'. How many items do you pay for if you take {n}?", str(n - n // (k + 1))
    def savings_weeks():
        a = rng.randrange(5, 200, 5); t = rng.randrange(1, a + 1) if rare(0.1) else rng.randrange(a, 5000)
        return f"Saving ${a} each week, how many weeks does it take to save at least ${t}?", str(-(-t // a))
    def population():
        p = rng.randrange(500, 90000); r = rng.choice([0.5, 1, 1.5, 2, 2.5, 3, 4, 5]); n = 0 if rare(0.1) else rng.randrange(1, 25)
        return (f"A town of {p} people grows by {r:g}% a year. What is its population after {n} years, to the nearest whole "
                "number?", str(round(p * (1 + r / 100) ** n)))
    def video_minutes():
        g = rng.choice([1, 2, 4, 8, 16, 32, 64, 128]); m = rng.randrange(50, 1500, 10) if not rare(0.1) else g * 1000 + 10
        return (f"How many whole minutes of video fit on a {g} GB card at {m} MB per minute, with 1 GB = 1000 MB?",
                str(g * 1000 // m))
    def lake_country():
        table = {"Lake Baikal": "Russia", "Lake Ladoga": "Russia", "Lake Taupo": "New Zealand", "Lake Pukaki": "New Zealand",
                 "Lake Balaton": "Hungary", "Lake Vanern": "Sweden", "Lake Malaren": "Sweden", "Lake Toba": "Indonesia",
                 "Lake Bled": "Slovenia", "Lake Como": "Italy", "Lake Garda": "Italy", "Lake Eyre": "Australia",
                 "Lake Biwa": "Japan", "Lake Tahoe": "United States", "Lake Okeechobee": "United States",
                 "Lake Louise": "Canada", "Lake Winnipeg": "Canada", "Lake Saimaa": "Finland", "Lake Lucerne": "Switzerland",
                 "Lake Qinghai": "China", "Lake Sevan": "Armenia", "Lake Tana": "Ethiopia", "Lake Issyk-Kul": "Kyrgyzstan",
                 "Lake Inle": "Myanmar", "Lake Hallstatt": "Austria", "Lake Bohinj": "Slovenia", "Lake Maggiore": "Italy"}
        k = rng.choice(list(table))
        return f"In which country is {k}?", table[k]
    return dict(reading_time=reading_time, pace_speed=pace_speed, paint_cans=paint_cans, bus_departure=bus_departure,
                leap_count=leap_count, stone_pounds=stone_pounds, tiles=tiles, sheets_duplex=sheets_duplex,
                free_items=free_items, savings_weeks=savings_weeks, population=population, video_minutes=video_minutes,
                lake_country=lake_country, nm_sheets_single=nm_sheets_single, nm_stone_kg=nm_stone_kg,
                nm_reading_nearest=nm_reading_nearest)


def ninetyfourth():
    """Written in session 46 after its code changes, in concepts no earlier set used, and run
    once on its final code. A podcast's minutes left at a faster speed, lengths of a pool, a
    baggage fee over an allowance, a phone bill over a data allowance, a flight's landing time,
    an age in days, a clock that gains, a lift's trips, a candle's height, a car rental, a room
    cooling in steps, the steps of a staircase; rarer inputs mixed in (normal speed, a bag
    within the allowance, use within the plan, a flight over midnight, no extra days, one box a
    trip, a candle burnt out, no km, less than one step of time, a rise the steps fit exactly);
    airline_country needs world knowledge; near misses the minutes heard, a rental by the
    week, the candle that has burnt."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def podcast() -> tuple[int, float, int]:
        n = rng.randrange(20, 180); sp = 1 if rare() else rng.choice([1.25, 1.5, 1.75, 2]); m = rng.randrange(1, int(n / sp) + 1)
        return n, sp, m
    def podcast_left():
        n, sp, m = podcast()
        return (f"A {n}-minute podcast is played at {sp:g}x speed for {m} minutes. How many minutes of the podcast are left?",
                f"{n - sp * m:g}")
    def nm_podcast_heard():
        n, sp, m = podcast()
        return (f"A {n}-minute podcast is played at {sp:g}x speed for {m} minutes. How many minutes of the podcast were heard?",
                f"{sp * m:g}")
    def pool_lengths():
        pool = rng.choice([25, 50]); d = rng.randrange(1, 41) / 10 * (2 if pool == 50 else 1)
        return f"How many lengths of a {pool} m pool make {d:g} km?", f"{d * 1000 / pool:g}"
    def baggage_fee():
        a = rng.choice([15, 20, 23, 25, 30]); f = rng.randrange(5, 40); w = rng.randrange(5, a + 1) if rare() else rng.randrange(a + 1, a + 25)
        return (f"An airline allows {a} kg of baggage and charges ${f} for each kg over. What does a {w} kg bag cost in fees, "
                "in dollars?", str(max(0, w - a) * f))
    def phone_bill():
        b = rng.randrange(10, 60); r = rng.randrange(2, 15); g = rng.choice([2, 5, 10, 20, 50])
        u = rng.randrange(0, g + 1) if rare() else rng.randrange(g + 1, g + 30)
        return (f"A phone plan costs ${b} a month and ${r} for each GB over {g} GB. What is the month's bill for {u} GB, in "
                "dollars?", str(b + r * max(0, u - g)))
    def flight_landing():
        h = rng.randrange(0, 14); m = rng.randrange(5, 60, 5); start = rng.randrange(1200, 1440) if rare() else rng.randrange(0, 1440)
        end = (start + 60 * h + m) % 1440
        return (f"A flight of {h} h {m} min leaves at {start // 60:02d}:{start % 60:02d}. At what time does it land, in the "
                "same time zone, on a 24-hour clock?", f"{end // 60:02d}:{end % 60:02d}")
    def days_old():
        y = rng.randrange(1, 90); d = 0 if rare(0.1) else rng.randrange(1, 365)
        return f"How many days old is someone who is {y} years and {d} days old, counting 365 days a year?", str(365 * y + d)
    def clock_gain():
        g = rng.randrange(1, 30); d = rng.randrange(1, 60)
        return (f"A clock gains {g} seconds every hour. How many minutes fast is it after {d} days, to one decimal place?",
                f"{g * 24 * d / 60:.1f}")
    def lift_trips():
        b = rng.randrange(10, 90); w = b * rng.randrange(1, 2) if rare() else rng.randrange(b, 1000); n = rng.randrange(1, 200)
        return (f"A lift can carry {w} kg. How many trips does it take to move {n} boxes of {b} kg each, with as many boxes "
                "as fit on each trip?", str(-(-n // (w // b))))
    def candle() -> tuple[int, float, int]:
        l = rng.randrange(10, 40); r = rng.choice([0.5, 1, 1.5, 2, 2.5, 3]); h = rng.randrange(0, int(l / r) + 1)
        return (l, r, rng.randrange(int(l / r) + 1, int(l / r) + 10)) if rare() else (l, r, h)
    def candle_height():
        l, r, h = candle()
        return f"A {l} cm candle burns {r:g} cm an hour. How tall is it after {h} hours, in cm?", f"{max(0, l - r * h):g}"
    def nm_candle_burnt():
        l, r, h = candle()
        return f"A {l} cm candle burns {r:g} cm an hour. How much of it has burnt after {h} hours, in cm?", f"{min(l, r * h):g}"
    def rental() -> tuple[int, float, int, int]:
        return (rng.randrange(20, 90), rng.choice([0.1, 0.15, 0.2, 0.25, 0.3, 0.5]), rng.randrange(1, 15),
                0 if rare(0.1) else rng.randrange(10, 2000))
    def car_rental():
        d, k, days, km = rental()
        return (f"Renting a car costs ${d} a day plus ${k:.2f} per km. What do {days} days and {km} km cost, in dollars?",
                f"{d * days + k * km:.2f}")
    def nm_rental_weeks():
        d, k, days, km = rental()
        return (f"Renting a car costs ${d} a day plus ${k:.2f} per km. What do {days} weeks and {km} km cost, in dollars?",
                f"{d * 7 * days + k * km:.2f}")
    def cooling():
        t = rng.randrange(20, 100); r = rng.randrange(1, 6); k = rng.choice([5, 10, 15, 20, 30])
        m = rng.randrange(0, k) if rare() else rng.randrange(k, 12 * k)
        return (f"A room at {t} degrees cools by {r} degrees every {k} minutes. What is its temperature after {m} minutes?",
                str(t - r * (m // k)))
    def stair_steps():
        h = rng.choice([15, 16, 17, 18, 19, 20]); rise = h * rng.randrange(8, 25) if rare() else rng.randrange(150, 500)
        return (f"How many steps of at most {h} cm are needed for a staircase that rises {rise / 100:g} m?", str(-(-rise // h)))
    def airline_country():
        table = {"Lufthansa": "Germany", "Qantas": "Australia", "KLM": "Netherlands", "Iberia": "Spain", "Aeroflot": "Russia",
                 "Air India": "India", "Finnair": "Finland", "Aer Lingus": "Ireland", "El Al": "Israel", "Avianca": "Colombia",
                 "Singapore Airlines": "Singapore", "Thai Airways": "Thailand", "Garuda Indonesia": "Indonesia",
                 "Air New Zealand": "New Zealand", "Turkish Airlines": "Turkey", "Aeromexico": "Mexico", "Air Canada": "Canada",
                 "Delta Air Lines": "United States", "TAP Air Portugal": "Portugal", "Icelandair": "Iceland",
                 "Ethiopian Airlines": "Ethiopia", "Kenya Airways": "Kenya", "EgyptAir": "Egypt", "Royal Air Maroc": "Morocco",
                 "Korean Air": "South Korea", "Japan Airlines": "Japan", "Vietnam Airlines": "Vietnam", "LOT Polish Airlines": "Poland"}
        k = rng.choice(list(table))
        return f"Which country is the airline {k} based in?", table[k]
    return dict(podcast_left=podcast_left, pool_lengths=pool_lengths, baggage_fee=baggage_fee, phone_bill=phone_bill,
                flight_landing=flight_landing, days_old=days_old, clock_gain=clock_gain, lift_trips=lift_trips,
                candle_height=candle_height, car_rental=car_rental, cooling=cooling, stair_steps=stair_steps,
                airline_country=airline_country, nm_podcast_heard=nm_podcast_heard, nm_rental_weeks=nm_rental_weeks,
                nm_candle_burnt=nm_candle_burnt)


def ninetyfifth():
    """Written at the start of session 47 before any code change, in concepts no earlier set
    used, and run once. Postage by weight, a tank that leaks while it fills, two trains that
    meet, the day a scarf is knitted, how much warmer one city is, a pulse from a short count,
    boxes of tablets, a bedtime for a wake-up time, gallons for a trip, the time your turn comes
    in a queue, the chance of a marble's colour, a speeding fine; rarer inputs mixed in (a light
    letter, rows that fit the days exactly, the same temperature, a bedtime after midnight, no
    one ahead, no green marbles, no speeding); volcano_country needs world knowledge; near
    misses how much colder, tablets for weeks, a marble that is not green."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def postage():
        p = rng.choice([0.85, 1.1, 1.2, 1.5]); q = rng.choice([0.3, 0.4, 0.45, 0.6]); w = rng.randrange(1, 21) if rare() else rng.randrange(21, 250)
        return (f"Postage is ${p:.2f} for the first 20 g and ${q:.2f} for each further 20 g or part of it. What does a {w} g "
                "letter cost, in dollars?", f"{p + q * -(-max(0, w - 20) // 20):.2f}")
    def tank_leak():
        t = rng.randrange(50, 2000); f = rng.randrange(3, 40); l = rng.randrange(1, f)
        return (f"A {t}-litre tank fills at {f} L a minute but leaks {l} L a minute. How many whole minutes does it take to "
                "fill, rounded up?", str(-(-t // (f - l))))
    def trains_meet():
        d = rng.randrange(20, 900); a = rng.randrange(40, 200); b = rng.randrange(40, 200)
        return (f"Two trains {d} km apart travel towards each other at {a} km/h and {b} km/h. After how many minutes do they "
                "meet, to the nearest minute?", str(round(d / (a + b) * 60)))
    def knit_day():
        k = rng.randrange(4, 30); r = k * rng.randrange(3, 40) if rare() else rng.randrange(30, 900)
        return f"A scarf of {r} rows is knitted at {k} rows a day. On which day is it finished?", str(-(-r // k))
    cities = ["Oslo", "Rome", "Cairo", "Lima", "Perth", "Quito", "Dublin", "Hanoi", "Riga", "Nairobi"]
    def temps() -> tuple[str, str, int, int]:
        x, y = rng.sample(cities, 2); a = rng.randrange(-25, 40); b = a if rare(0.1) else rng.randrange(-25, 40)
        return x, y, a, b
    def warmer():
        x, y, a, b = temps()
        return f"It is {a}°C in {x} and {b}°C in {y}. How many degrees warmer is {y} than {x}?", str(b - a)
    def nm_colder():
        x, y, a, b = temps()
        return f"It is {a}°C in {x} and {b}°C in {y}. How many degrees colder is {y} than {x}?", str(a - b)
    def pulse():
        s = rng.choice([10, 15, 20, 30]); n = rng.randrange(8, 60)
        return f"{n} heartbeats are counted in {s} seconds. What is the pulse in beats per minute?", f"{n * 60 / s:g}"
    def dose() -> tuple[int, int, int, int]:
        return rng.randrange(1, 4), rng.randrange(1, 5), rng.randrange(2, 30), rng.choice([10, 14, 20, 28, 30, 56])
    def tablets():
        t, d, n, b = dose()
        return (f"A patient takes {t} tablets {d} times a day for {n} days. Tablets come in boxes of {b}. How many boxes are "
                "needed?", str(-(-t * d * n // b)))
    def nm_tablets_weeks():
        t, d, n, b = dose()
        return (f"A patient takes {t} tablets {d} times a day for {n} weeks. Tablets come in boxes of {b}. How many boxes are "
                "needed?", str(-(-t * d * n * 7 // b)))
    def bedtime():
        h = rng.randrange(5, 10); m = rng.choice([0, 0, 15, 30, 45]); w = rng.randrange(h * 60 + m, 1440) if rare() else rng.randrange(240, 600)
        s = (w - 60 * h - m) % 1440
        return (f"To sleep {h} h {m} min and wake at {w // 60:02d}:{w % 60:02d}, at what time must you go to bed, on a "
                "24-hour clock?", f"{s // 60:02d}:{s % 60:02d}")
    def gallons():
        m = rng.randrange(18, 60); d = rng.randrange(10, 1500)
        return f"A car does {m} miles per gallon. How many gallons does a {d}-mile trip need, to one decimal place?", f"{d / m:.1f}"
    def queue_turn():
        n = 0 if rare(0.1) else rng.randrange(1, 30); s = rng.randrange(1, 8); now = rng.randrange(480, 1200)
        t = now + n * s
        return (f"It is {now // 60:02d}:{now % 60:02d}. There are {n} people ahead of you in a queue and each takes {s} "
                "minutes. At what time is it your turn?", f"{t // 60:02d}:{t % 60:02d}")
    def jar() -> tuple[int, int, int]:
        return rng.randrange(1, 20), 0 if rare(0.1) else rng.randrange(1, 20), rng.randrange(1, 20)
    def frac(a: int, b: int) -> str:
        g = math.gcd(a, b)
        return "0" if a == 0 else str(a // g) if b // g == 1 else f"{a // g}/{b // g}"
    def marble():
        r, g, b = jar()
        return (f"A jar holds {r} red, {g} green and {b} blue marbles. What is the chance of drawing a green one, as a fraction "
                "in lowest terms?", frac(g, r + g + b))
    def nm_marble_not():
        r, g, b = jar()
        return (f"A jar holds {r} red, {g} green and {b} blue marbles. What is the chance of drawing one that is not green, as "
                "a fraction in lowest terms?", frac(r + b, r + g + b))
    def speeding_fine():
        lim = rng.choice([30, 50, 60, 80, 100]); f = rng.choice([50, 80, 100, 120]); p = rng.randrange(2, 15)
        s = rng.randrange(lim - 20, lim + 1) if rare() else rng.randrange(lim + 1, lim + 60)
        return (f"The fine for speeding is ${f} plus ${p} for each km/h over the limit of {lim} km/h. What is the fine, in "
                f"dollars, for driving at {s} km/h?", str(f + p * (s - lim) if s > lim else 0))
    def volcano_country():
        table = {"Vesuvius": "Italy", "Etna": "Italy", "Mount Fuji": "Japan", "Kilimanjaro": "Tanzania", "Popocatepetl": "Mexico",
                 "Eyjafjallajokull": "Iceland", "Hekla": "Iceland", "Mount St. Helens": "United States", "Krakatoa": "Indonesia",
                 "Mount Pinatubo": "Philippines", "Cotopaxi": "Ecuador", "Mount Erebus": "Antarctica", "Teide": "Spain",
                 "Mount Ararat": "Turkey", "Mount Elbrus": "Russia", "Klyuchevskaya Sopka": "Russia", "Mount Etna": "Italy",
                 "Mauna Loa": "United States", "Mount Kenya": "Kenya", "Villarrica": "Chile", "Mount Ruapehu": "New Zealand",
                 "Merapi": "Indonesia", "Mount Mayon": "Philippines", "Nyiragongo": "DR Congo", "Stromboli": "Italy",
                 "Mount Damavand": "Iran", "Piton de la Fournaise": "France", "Chimborazo": "Ecuador", "Mount Rainier": "United States"}
        k = rng.choice(list(table))
        return f"In which country is the volcano {k}?", table[k]
    return dict(postage=postage, tank_leak=tank_leak, trains_meet=trains_meet, knit_day=knit_day, warmer=warmer, pulse=pulse,
                tablets=tablets, bedtime=bedtime, gallons=gallons, queue_turn=queue_turn, marble=marble,
                speeding_fine=speeding_fine, volcano_country=volcano_country, nm_colder=nm_colder,
                nm_tablets_weeks=nm_tablets_weeks, nm_marble_not=nm_marble_not)


def ninetysixth():
    """Written in session 47 after its code changes, in concepts no earlier set used, and run
    once on its final code. Loads of laundry, a bicycle's gear ratio, minutes at a printer, a
    lift's seconds between floors, bags of rolls, a league's points, the next high tide, carpet
    for a room, income tax over an allowance, coffee cups from a bag, pages left in a book, a
    golfer's score against par; rarer inputs mixed in (laundry that fills whole loads, a lift going
    down, a whole number of bags, no draws, income under the allowance, a score at par or under);
    museum_city needs world knowledge; near misses a league with 2 points a win, the pages read,
    the bags' cost when rolls come in tens."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def laundry():
        c = rng.choice([5, 6, 7, 8, 9]); w = c * rng.randrange(1, 6) if rare() else rng.randrange(3, 60)
        return f"A washing machine takes {c} kg a load. How many loads does {w} kg of laundry need?", str(-(-w // c))
    def gear_ratio():
        front = rng.choice([34, 36, 39, 42, 46, 48, 50, 52, 53]); back = rng.randrange(11, 29)
        return (f"A bicycle has a {front}-tooth chainring and a {back}-tooth sprocket. How many times does the back wheel turn "
                "for each turn of the pedals, to two decimal places?", f"{front / back:.2f}")
    def printer():
        p = rng.randrange(8, 60); n = rng.randrange(1, 40); d = rng.randrange(1, 30)
        return (f"A printer prints {p} pages a minute. How many whole minutes does it need for {n} copies of a {d}-page "
                "document, rounded up?", str(-(-n * d // p)))
    def lift_seconds():
        s = rng.choice([2, 3, 4, 5]); a = rng.randrange(0, 40); b = rng.randrange(0, 40)
        a, b = (max(a, b), min(a, b)) if rare(0.3) else (min(a, b), max(a, b) + 1)
        return f"A lift takes {s} seconds per floor. How many seconds does it take from floor {a} to floor {b}?", str(abs(a - b) * s)
    def rolls() -> tuple[int, float, int]:
        return rng.randrange(1, 100), rng.choice([2.5, 3, 3.2, 4.8, 5]), 12
    def roll_bags():
        n, price, size = rolls(); n = size * rng.randrange(1, 8) if rare() else n
        return (f"Rolls are sold in bags of {size} at ${price:.2f} a bag. What do {n} rolls cost, buying whole bags, in dollars?",
                f"{-(-n // size) * price:.2f}")
    def nm_roll_tens():
        n, price, _ = rolls()
        return (f"Rolls are sold in bags of 10 at ${price:.2f} a bag. What do {n} rolls cost, buying whole bags, in dollars?",
                f"{-(-n // 10) * price:.2f}")
    def results() -> tuple[int, int, int]:
        return rng.randrange(0, 30), 0 if rare() else rng.randrange(1, 15), rng.randrange(0, 20)
    def league_points():
        w, d, l = results()
        return (f"A team won {w}, drew {d} and lost {l} games. With 3 points for a win and 1 for a draw, how many points does "
                "it have?", str(3 * w + d))
    def nm_league_two():
        w, d, l = results()
        return (f"A team won {w}, drew {d} and lost {l} games. With 2 points for a win and 1 for a draw, how many points does "
                "it have?", str(2 * w + d))
    def high_tide():
        t = rng.randrange(0, 1440); n = (t + 745) % 1440
        return (f"High tide is at {t // 60:02d}:{t % 60:02d}. The next one comes 12 h 25 min later. At what time is it, on a "
                "24-hour clock?", f"{n // 60:02d}:{n % 60:02d}")
    def carpet():
        a = rng.randrange(20, 80) / 10; b = rng.randrange(20, 60) / 10; p = rng.choice([12, 15, 18.5, 22, 24.5, 30])
        return (f"A room is {a:g} m by {b:g} m. Carpet costs ${p:g} per square metre. What does carpeting the room cost, in "
                "dollars?", f"{a * b * p:.2f}")
    def income_tax():
        allow = rng.choice([10000, 12000, 12570, 15000]); r = rng.choice([10, 15, 20, 25])
        x = rng.randrange(1000, allow + 1, 10) if rare() else rng.randrange(allow + 100, 90000, 10)
        return (f"Income tax is 0% on the first ${allow:,} and {r}% on the rest. What is the tax on an income of ${x:,}, in "
                "dollars?", f"{max(0, x - allow) * r / 100:g}")
    def coffee_cups():
        b = rng.choice([200, 250, 340, 500, 1000]); g = rng.choice([7, 8, 10, 12, 14, 15, 18])
        return f"A {b} g bag of coffee makes cups of {g} g each. How many whole cups does it make?", str(b // g)
    def book() -> tuple[int, int, int]:
        p = rng.randrange(100, 800); r = rng.randrange(5, 60); d = rng.randrange(1, p // r + 1)
        return p, r, d
    def pages_left():
        p, r, d = book()
        return f"A book has {p} pages. Reading {r} pages a day for {d} days, how many pages are left?", str(p - r * d)
    def nm_pages_read():
        p, r, d = book()
        return f"A book has {p} pages. Reading {r} pages a day for {d} days, how many pages are read?", str(r * d)
    def golf_par():
        par = rng.choice([70, 71, 72]); s = rng.randrange(par - 8, par + 1) if rare(0.3) else rng.randrange(par + 1, par + 20)
        d = s - par
        return (f"A golfer takes {s} strokes on a par-{par} course. What is the score against par (written like +3, -2 or "
                "E)?", "E" if d == 0 else f"{d:+d}")
    def museum_city():
        table = {"the Louvre": "Paris", "the Prado": "Madrid", "the Uffizi": "Florence", "the Hermitage": "Saint Petersburg",
                 "the Rijksmuseum": "Amsterdam", "the British Museum": "London", "the Metropolitan Museum of Art": "New York",
                 "the Art Institute": "Chicago", "the Getty Center": "Los Angeles", "the Acropolis Museum": "Athens",
                 "the Egyptian Museum": "Cairo", "the Pergamon Museum": "Berlin", "the Kunsthistorisches Museum": "Vienna",
                 "the Vatican Museums": "Vatican City", "the Musee d'Orsay": "Paris", "the Tate Modern": "London",
                 "the Guggenheim Bilbao": "Bilbao", "the Van Gogh Museum": "Amsterdam", "the National Palace Museum": "Taipei",
                 "the Tokyo National Museum": "Tokyo", "the Museo Soumaya": "Mexico City", "the Zeitz MOCAA": "Cape Town",
                 "the Alte Pinakothek": "Munich", "the Belvedere": "Vienna", "the Ateneum": "Helsinki", "the Moderna Museet": "Stockholm",
                 "the National Gallery of Victoria": "Melbourne", "the Royal Ontario Museum": "Toronto"}
        k = rng.choice(list(table))
        return f"In which city is {k}?", table[k]
    return dict(laundry=laundry, gear_ratio=gear_ratio, printer=printer, lift_seconds=lift_seconds, roll_bags=roll_bags,
                league_points=league_points, high_tide=high_tide, carpet=carpet, income_tax=income_tax,
                coffee_cups=coffee_cups, pages_left=pages_left, golf_par=golf_par, museum_city=museum_city,
                nm_league_two=nm_league_two, nm_pages_read=nm_pages_read, nm_roll_tens=nm_roll_tens)


def ninetyseventh():
    """Written at the start of session 48 before its code changed, in concepts no earlier set
    used (but for chairs_free: an earlier set had free seats in a hall), and run once on that code.
    A field in hectares, a square pyramid's volume, watering cans
    for a week, a tree's height from its shadow, an echo's distance, free chairs in a hall, a
    turkey's roasting time, a hotel bill, the n-th bus of the day, a word's first letter moved to
    its end, a subscription with free months, frosty days in a week; rarer inputs mixed in (a week's
    water that fills whole cans, a full hall, a stay inside the free months, a week without frost);
    festival_country needs world knowledge; near misses cans for a day, the last letter moved to
    the front, a square prism."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def hectares():
        a = rng.randrange(40, 900); b = rng.randrange(40, 900)
        return f"A field is {a} m by {b} m. What is its area in hectares, to two decimal places?", f"{a * b / 10000:.2f}"
    def solid() -> tuple[int, int]:
        return rng.randrange(2, 40), rng.randrange(2, 60)
    def pyramid():
        a, h = solid()
        return (f"A square pyramid has a base of side {a} cm and a height of {h} cm. What is its volume in cubic cm, to one "
                "decimal place?", f"{a * a * h / 3:.1f}")
    def nm_prism():
        a, h = solid()
        return (f"A square prism has a base of side {a} cm and a height of {h} cm. What is its volume in cubic cm, to one "
                "decimal place?", f"{a * a * h:.1f}")
    def water() -> tuple[int, int]:
        c = rng.choice([5, 7, 8, 10, 12, 15]); l = rng.randrange(4, 90)
        return (c * rng.randrange(1, 12) if rare() else l), c
    def watering_cans():
        l, c = water()
        return (f"A garden needs {l} litres of water a day. A watering can holds {c} litres. How many cans are needed for a "
                "week?", str(-(-7 * l // c)))
    def nm_watering_day():
        l, c = water()
        return (f"A garden needs {l} litres of water a day. A watering can holds {c} litres. How many cans are needed for a "
                "day?", str(-(-l // c)))
    def shadow():
        h = rng.randrange(10, 40) / 10; s = rng.randrange(5, 60) / 10; t = rng.randrange(20, 300) / 10
        return (f"A {h:g} m pole casts a {s:g} m shadow. At the same time a tree casts a {t:g} m shadow. How tall is the tree, "
                "in metres to one decimal place?", f"{h * t / s + 1e-9:.1f}")
    def echo():
        t = rng.randrange(2, 80) / 10
        return (f"Sound travels 343 m each second. You hear an echo from a cliff {t:g} seconds after you shout. How far away is "
                "the cliff, to the nearest metre?", str(int(343 * t / 2 + 0.5)))
    def chairs_free():
        r = rng.randrange(5, 40); s = rng.randrange(8, 30); g = r * s if rare() else rng.randrange(0, r * s)
        return f"A hall has {r} rows of {s} chairs. {g} guests sit down. How many chairs are free?", str(r * s - g)
    def turkey():
        m = rng.choice([20, 30, 35, 40, 45]); e = rng.choice([15, 20, 30, 70, 90]); w = rng.randrange(30, 120) / 10
        return (f"A turkey roasts for {m} minutes per kg plus {e} minutes. How many minutes does a {w:g} kg turkey need?",
                f"{m * w + e:g}")
    def hotel_stay():
        p = rng.choice([65, 80, 95, 110, 120, 149, 180, 225]); d1 = rng.randrange(1, 25); d2 = rng.randrange(d1 + 1, 29)
        month = rng.choice(["March", "May", "June", "August", "October"])
        return (f"A hotel room costs ${p} a night. What is the bill for a stay from {month} {nth_name(d1)} to {month} "
                f"{nth_name(d2)}, in dollars?", str((d2 - d1) * p))
    def bus_nth():
        t = rng.randrange(300, 480); k = rng.choice([6, 8, 10, 12, 15, 20]); n = rng.randrange(2, 30); b = t + (n - 1) * k
        return (f"The first bus leaves at {t // 60:02d}:{t % 60:02d} and then one every {k} minutes. When does the "
                f"{nth_name(n)} bus leave?", f"{b // 60:02d}:{b % 60:02d}")
    def word():
        return rng.choice(["planet", "garden", "window", "castle", "pencil", "silver", "market", "bottle", "rocket", "forest",
                           "button", "candle", "dragon", "jacket", "ladder", "mirror", "napkin", "orange", "puzzle", "saddle",
                           "tunnel", "velvet", "walnut", "yellow", "anchor", "basket", "cactus", "donkey", "engine", "falcon"])
    def first_to_end():
        w = word()
        return f"Move the first letter of '{w}' to the end.", w[1:] + w[0]
    def nm_last_to_front():
        w = word()
        return f"Move the last letter of '{w}' to the front.", w[-1] + w[:-1]
    def subscription():
        p = rng.choice([4.99, 7.5, 9.99, 12, 15.49]); k = rng.choice([1, 2, 3, 6]); n = rng.randrange(1, k + 1) if rare() else rng.randrange(k + 1, 36)
        return (f"A subscription costs ${p:g} a month, with the first {k} months free. What do {n} months cost, in dollars?",
                f"{max(n - k, 0) * p:.2f}")
    def frosty_days():
        ts = [rng.randrange(0, 15) if rare(0.3) else rng.randrange(-9, 12) for _ in range(7)]
        return (f"This week's lowest temperatures were {', '.join(f'{x} °C' for x in ts)}. On how many days was it below "
                "freezing?", str(sum(x < 0 for x in ts)))
    def festival_country():
        table = {"Oktoberfest": "Germany", "La Tomatina": "Spain", "Songkran": "Thailand", "the Rio Carnival": "Brazil",
                 "the Sapporo Snow Festival": "Japan", "the Harbin Ice Festival": "China", "Burning Man": "United States",
                 "the Venice Carnival": "Italy", "Inti Raymi": "Peru", "the Boryeong Mud Festival": "South Korea",
                 "the Cannes Film Festival": "France", "the Edinburgh Fringe": "Scotland", "the Notting Hill Carnival": "England",
                 "the Sziget Festival": "Hungary", "the Roskilde Festival": "Denmark", "Koningsdag": "Netherlands",
                 "the Day of the Dead": "Mexico", "Hogmanay": "Scotland", "Up Helly Aa": "Scotland", "Glastonbury": "England",
                 "the Running of the Bulls": "Spain", "the Fete des Lumieres": "France", "Loy Krathong": "Thailand",
                 "the Pushkar Camel Fair": "India", "the Quebec Winter Carnival": "Canada", "Waitangi Day": "New Zealand",
                 "the Calgary Stampede": "Canada", "the Munich Christmas market": "Germany"}
        k = rng.choice(list(table))
        return f"In which country is {k} held?", table[k]
    return dict(hectares=hectares, pyramid=pyramid, watering_cans=watering_cans, shadow=shadow, echo=echo,
                chairs_free=chairs_free, turkey=turkey, hotel_stay=hotel_stay, bus_nth=bus_nth, first_to_end=first_to_end,
                subscription=subscription, frosty_days=frosty_days, festival_country=festival_country,
                nm_watering_day=nm_watering_day, nm_last_to_front=nm_last_to_front, nm_prism=nm_prism)


def ninetyeighth():
    """Written in session 48 after its first code changes (a decimal point ending no sentence,
    amounts in one unit as one list, days between days without a year), in concepts no earlier
    set used, and run once on that code. Weeks of saving, squares on a grid's edge, bottle
    deposits, a raffle's chance, a race time from a pace, a relay's legs, loaves for sandwiches,
    a bridge's tolls, a tank in litres, a cinema seat's row, the mean of finishing times, a shop's
    stock; rarer inputs mixed in (a goal reached in whole weeks, a grid two squares wide, no
    trucks, a seat at a row's end); trophy_sport needs world knowledge; near misses a tank in
    millilitres, a seat's place in its row, 3 slices a sandwich."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def savings_weeks():
        s = rng.choice([5, 8, 10, 12, 15, 20, 25]); h = rng.randrange(0, 200); t = h + s * rng.randrange(1, 30) if rare() else rng.randrange(h + 1, h + 600)
        return (f"Mia saves ${s} a week and has ${h} now. How many weeks until she has ${t}?", str(-(-(t - h) // s)))
    def border_squares():
        r = 2 if rare() else rng.randrange(3, 30); c = rng.randrange(2, 30)
        return f"A grid has {r} rows and {c} columns of squares. How many squares touch its edge?", str(2 * r + 2 * c - 4)
    def bottle_deposit():
        d = rng.choice([5, 10, 15, 25]); n = rng.randrange(3, 400)
        return f"Each bottle returned earns {d} cents. How many dollars do {n} bottles earn?", f"{n * d / 100:.2f}"
    def raffle_chance():
        n = rng.randrange(50, 2000); k = rng.randrange(1, 30)
        return (f"{n} raffle tickets were sold and you bought {k}. What is your chance of winning, as a percentage to one "
                "decimal place?", f"{k / n * 100 + 1e-9:.1f}")
    def race_time():
        m = rng.randrange(3, 8); s = rng.randrange(0, 60); d = rng.choice([5, 10, 21.1, 42.2, 15, 8])
        return (f"A runner keeps a pace of {m} min {s} s per km. How many minutes does a {d:g} km race take, to the nearest "
                "minute?", str(int((m + s / 60) * d + 0.5)))
    def relay_leg():
        k = rng.choice([2, 3, 4, 5, 6, 8]); d = k * rng.randrange(50, 2500)
        return f"A relay team of {k} runners covers {d} m, each running the same distance. How far does each run, in metres?", str(d // k)
    def sandwiches(slices: int) -> tuple[str, str]:
        s = rng.choice([16, 18, 20, 22, 24]); n = rng.randrange(2, 120)
        return (f"Each sandwich uses {slices} slices of bread. A loaf has {s} slices. How many loaves are needed for {n} "
                "sandwiches?", str(-(-slices * n // s)))
    def loaves():
        return sandwiches(2)
    def nm_loaves_three():
        return sandwiches(3)
    def bridge_toll():
        c = rng.choice([2.5, 3, 4.75, 6]); t = rng.choice([8, 11.5, 14, 19.25]); a = rng.randrange(1, 200); b = 0 if rare() else rng.randrange(1, 60)
        return (f"A bridge toll is ${c:g} for a car and ${t:g} for a truck. What do {a} cars and {b} trucks pay in all, in "
                "dollars?", f"{a * c + b * t:.2f}")
    def tank() -> tuple[int, int, int]:
        return rng.randrange(20, 200), rng.randrange(15, 80), rng.randrange(15, 90)
    def tank_litres():
        l, w, h = tank()
        return f"A tank is {l} cm long, {w} cm wide and {h} cm high. How many litres does it hold?", f"{l * w * h / 1000:g}"
    def nm_tank_ml():
        l, w, h = tank()
        return f"A tank is {l} cm long, {w} cm wide and {h} cm high. How many millilitres does it hold?", str(l * w * h)
    def seat() -> tuple[int, int]:
        k = rng.choice([10, 12, 15, 18, 20, 24]); s = k * rng.randrange(1, 20) if rare() else rng.randrange(1, 400)
        return k, s
    def cinema_row():
        k, s = seat()
        return f"A cinema numbers its seats from 1, {k} to a row, row 1 first. In which row is seat {s}?", str(-(-s // k))
    def nm_cinema_place():
        k, s = seat()
        return (f"A cinema numbers its seats from 1, {k} to a row, row 1 first. In which place in its row is seat {s}?",
                str((s - 1) % k + 1))
    def mean_finish():
        ts = [rng.randrange(28, 70) for _ in range(rng.randrange(3, 7))]
        shown = ", ".join(f"{t} min" for t in ts[:-1]) + f" and {ts[-1]} min"
        return (f"Runners finished in {shown}. What was the mean time, in minutes to one decimal place?",
                f"{sum(ts) / len(ts) + 1e-9:.1f}")
    def stock_now():
        a = rng.randrange(10, 500); b = rng.randrange(0, a); c = rng.randrange(0, 300)
        return f"A shop had {a} boxes, sold {b} and received {c}. How many boxes does it have now?", str(a - b + c)
    def trophy_sport():
        table = {"the Stanley Cup": "ice hockey", "the Davis Cup": "tennis", "the Ryder Cup": "golf", "the Webb Ellis Cup": "rugby",
                 "the Ashes": "cricket", "the Vince Lombardi Trophy": "American football", "the Larry O'Brien Trophy": "basketball",
                 "the Claret Jug": "golf", "the Calcutta Cup": "rugby", "the America's Cup": "sailing", "the Thomas Cup": "badminton",
                 "the Commissioner's Trophy": "baseball", "the Jules Rimet Trophy": "football", "the Heisman Trophy": "American football",
                 "the Venus Rosewater Dish": "tennis", "the Grey Cup": "Canadian football", "the Sam Maguire Cup": "Gaelic football",
                 "the Liam MacCarthy Cup": "hurling", "the Bledisloe Cup": "rugby", "the Solheim Cup": "golf", "the Sudirman Cup": "badminton",
                 "the Swaythling Cup": "table tennis", "the Borg-Warner Trophy": "motor racing", "the FA Cup": "football",
                 "the Uber Cup": "badminton", "the Walker Cup": "golf", "the Wightman Cup": "tennis", "the Admiral's Cup": "sailing"}
        k = rng.choice(list(table))
        return f"In which sport is {k} won?", table[k]
    return dict(savings_weeks=savings_weeks, border_squares=border_squares, bottle_deposit=bottle_deposit,
                raffle_chance=raffle_chance, race_time=race_time, relay_leg=relay_leg, loaves=loaves, bridge_toll=bridge_toll,
                tank_litres=tank_litres, cinema_row=cinema_row, mean_finish=mean_finish, stock_now=stock_now,
                trophy_sport=trophy_sport, nm_tank_ml=nm_tank_ml, nm_cinema_place=nm_cinema_place, nm_loaves_three=nm_loaves_three)


def ninetyninth():
    """Written in session 48 after its second round of code changes (steps of short commands only,
    counts that name what is counted first, quotients rounded without float error, amounts in two
    units), in concepts no earlier set used, and run once on that code. Trees along a road, minutes
    of daylight, banknotes in a wallet, full boxes and eggs left, a building's height in storeys,
    turns of an hourglass, a test's percentage, water's boiling point up a mountain, a week's
    running, a quiz score with penalties, a film's end, a month's data use; rarer inputs mixed in (a
    quiz score below zero, no fives, eggs that fill whole boxes); hormone_organ needs world
    knowledge; near misses a tree at one end only, a fortnight's running, the percentage wrong."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def road() -> tuple[int, int]:
        d = rng.choice([4, 5, 6, 8, 10, 12, 15, 20, 25]); return d * rng.randrange(2, 60), d
    def trees_along():
        length, d = road()
        return (f"Trees are planted along a {length} m road, one every {d} m, with a tree at each end. How many trees are "
                "there?", str(length // d + 1))
    def nm_trees_one_end():
        length, d = road()
        return (f"Trees are planted along a {length} m road, one every {d} m, with a tree at one end. How many trees are "
                "there?", str(length // d))
    def daylight():
        a = rng.randrange(240, 540); b = rng.randrange(960, 1320)
        return (f"Sunrise is at {a // 60:02d}:{a % 60:02d} and sunset at {b // 60:02d}:{b % 60:02d}. How many minutes of "
                "daylight are there?", str(b - a))
    def banknotes():
        a = rng.randrange(0, 15); b = rng.randrange(0, 15); c = 0 if rare() else rng.randrange(1, 15)
        return f"A wallet holds {a} twenties, {b} tens and {c} fives. How many dollars is that?", str(20 * a + 10 * b + 5 * c)
    def egg_boxes():
        k = rng.choice([6, 10, 12, 15, 30]); n = k * rng.randrange(1, 20) if rare() else rng.randrange(1, 300)
        return (f"Eggs are packed {k} to a box. From {n} eggs, how many full boxes are there and how many eggs are left? "
                "Answer like '4 boxes, 3 left'.", f"{n // k} boxes, {n % k} left")
    def building():
        h = rng.choice([2.8, 3, 3.2, 3.5, 4, 4.2]); n = rng.randrange(2, 90)
        return f"Each storey of a building is {h:g} m tall. How tall is a building of {n} storeys, in metres to one decimal place?", f"{h * n + 1e-9:.1f}"
    def hourglass():
        m = rng.choice([3, 5, 10, 15, 30, 60]); t = rng.randrange(1, 240)
        return f"An hourglass runs for {m} minutes. How many times must it be started to time {t} minutes?", str(-(-t // m))
    def test() -> tuple[int, int]:
        t = rng.choice([20, 25, 30, 40, 45, 50, 60, 75, 80]); return t, rng.randrange(0, t // 2)
    def test_percent():
        t, w = test()
        return (f"A test has {t} questions and Sam got {w} wrong. What percentage did he get right, to the nearest whole "
                "number?", str(int((t - w) / t * 100 + 0.5)))
    def nm_test_wrong():
        t, w = test()
        return (f"A test has {t} questions and Sam got {w} wrong. What percentage did he get wrong, to the nearest whole "
                "number?", str(int(w / t * 100 + 0.5)))
    def boiling_point():
        h = rng.randrange(100, 8800, 10)
        return (f"Water boils at 100 °C at sea level and 1 °C lower for every 300 m of height. At what temperature does it "
                f"boil at {h} m, to one decimal place?", f"{100 - h / 300 + 1e-9:.1f}")
    def runs() -> tuple[int, int]:
        return rng.randrange(2, 15), rng.randrange(3, 30)
    def week_running():
        d, e = runs()
        return (f"Leo runs {d} km on each weekday and {e} km on each day of the weekend. How many km does he run in a week?",
                str(5 * d + 2 * e))
    def nm_fortnight_running():
        d, e = runs()
        return (f"Leo runs {d} km on each weekday and {e} km on each day of the weekend. How many km does he run in a "
                "fortnight?", str(2 * (5 * d + 2 * e)))
    def quiz_score():
        a = rng.choice([2, 3, 4, 5]); b = rng.choice([1, 2]); r = rng.randrange(0, 5) if rare() else rng.randrange(5, 40)
        w = rng.randrange(10, 30) if r < 5 else rng.randrange(0, 20)
        return (f"A quiz gives {a} marks for a right answer and takes away {b} for a wrong one. Ann got {r} right and {w} "
                "wrong. What is her score?", str(a * r - b * w))
    def film_end():
        t = rng.randrange(600, 1320); h = rng.randrange(1, 4); m = rng.randrange(0, 60); e = (t + 60 * h + m) % 1440
        return (f"A film starts at {t // 60:02d}:{t % 60:02d} and runs for {h} h {m} min. At what time does it end?",
                f"{e // 60:02d}:{e % 60:02d}")
    def data_use():
        g = rng.choice([5, 10, 20, 30, 50]); d = rng.randrange(3, 28); u = rng.randrange(5, 200) / 10
        return (f"A phone plan gives {g} GB a month. After {d} days of a 30-day month, {u:g} GB are used. At that rate, how "
                "many GB are used in the whole month, to one decimal place?", f"{u / d * 30 + 1e-9:.1f}")
    def hormone_organ():
        table = {"insulin": "pancreas", "glucagon": "pancreas", "adrenaline": "adrenal glands", "cortisol": "adrenal glands",
                 "aldosterone": "adrenal glands", "melatonin": "pineal gland", "thyroxine": "thyroid", "calcitonin": "thyroid",
                 "oestrogen": "ovaries", "progesterone": "ovaries", "testosterone": "testes", "growth hormone": "pituitary gland",
                 "prolactin": "pituitary gland", "vasopressin": "pituitary gland", "oxytocin": "pituitary gland",
                 "erythropoietin": "kidneys", "renin": "kidneys", "gastrin": "stomach", "ghrelin": "stomach",
                 "leptin": "fat tissue", "secretin": "small intestine", "cholecystokinin": "small intestine",
                 "thymosin": "thymus", "parathyroid hormone": "parathyroid glands", "luteinising hormone": "pituitary gland"}
        k = rng.choice(list(table))
        return f"Which organ makes {k}?", table[k]
    return dict(trees_along=trees_along, daylight=daylight, banknotes=banknotes, egg_boxes=egg_boxes, building=building,
                hourglass=hourglass, test_percent=test_percent, boiling_point=boiling_point, week_running=week_running,
                quiz_score=quiz_score, film_end=film_end, data_use=data_use, hormone_organ=hormone_organ,
                nm_trees_one_end=nm_trees_one_end, nm_fortnight_running=nm_fortnight_running, nm_test_wrong=nm_test_wrong)


def hundredth():
    """Written at the start of session 49 before its code changed, in concepts no earlier set used,
    and run once on that code. Digits to number a book's pages, an appliance's monthly cost, every
    second letter in capitals, yards in metres, a water bill, the time in a city hours ahead, a path
    around a lawn, steps of a staircase, a share's percentage change, a dripping tap, seeds that
    come up, a rope cut into pieces; rarer inputs mixed in (books of under 10 pages, no water used,
    ropes that cut exactly); dance_origin needs world knowledge; near misses a path inside the
    lawn's edge, a city hours behind, capitals starting with the first letter."""
    from fractions import Fraction
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def page_digits():
        n = rng.randrange(1, 10) if rare() else rng.randrange(10, 1500)
        return f"How many digits are needed to number the pages of a book with {n} pages?", str(sum(len(str(i)) for i in range(1, n + 1)))
    def appliance_cost():
        w = rng.choice([60, 100, 150, 500, 750, 1000, 1500, 2000, 2500]); h = rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 24])
        c = rng.randrange(8, 45)
        cost = Fraction(w * h * 30 * c, 1000 * 100)
        return (f"A {w} W heater runs {h} hours a day and electricity costs {c} cents per kWh. What does it cost to run "
                "for a 30-day month, in dollars to the cent?", f"${float(cost) + 1e-9:.2f}")
    def word() -> str:
        return rng.choice(["planet", "garden", "silver", "window", "marble", "rocket", "basket", "candle", "dragon", "forest",
                           "harbor", "jungle", "kitten", "lemonade", "monkey", "orange", "pencil", "quartz", "rabbit", "saddle",
                           "tunnel", "violin", "walnut", "yellow", "zipper", "blanket", "compass", "dolphin", "feather"])
    def alternating_caps():
        w = word()
        return (f"Write '{w}' with every second letter in capitals, starting with the second letter.",
                "".join(ch.upper() if i % 2 else ch for i, ch in enumerate(w)))
    def nm_alternating_first():
        w = word()
        return (f"Write '{w}' with every second letter in capitals, starting with the first letter.",
                "".join(ch.upper() if i % 2 == 0 else ch for i, ch in enumerate(w)))
    def yards_metres():
        y = rng.randrange(1, 2000)
        return f"How many metres are {y} yards, to two decimal places?", f"{y * 0.9144 + 1e-9:.2f}"
    def water_bill():
        a = rng.choice([12, 15, 18, 20, 25, 30]); b = rng.choice([1.5, 1.8, 2, 2.25, 2.4, 3]); c = 0 if rare() else rng.randrange(1, 60)
        return (f"A water bill is a fixed charge of ${a} plus ${b:g} for each cubic metre used. What is the bill for {c} "
                "cubic metres?", money(a + b * c))
    def cities() -> tuple[str, str, int, int]:
        a = rng.choice(["Lisbon", "Dublin", "Accra", "Reykjavik", "Dakar", "London", "Casablanca"])
        t = rng.randrange(0, 1440); n = rng.randrange(1, 12)
        return a, rng.choice(["Tokyo", "Seoul", "Perth", "Manila", "Dhaka", "Dubai", "Nairobi", "Bangkok"]), t, n
    def time_ahead():
        a, b, t, n = cities(); e = (t + 60 * n) % 1440
        return (f"It is {t // 60:02d}:{t % 60:02d} in {a}. {b} is {n} hours ahead of {a}. What time is it in {b}?",
                f"{e // 60:02d}:{e % 60:02d}")
    def nm_time_behind():
        a, b, t, n = cities(); e = (t - 60 * n) % 1440
        return (f"It is {t // 60:02d}:{t % 60:02d} in {a}. {b} is {n} hours behind {a}. What time is it in {b}?",
                f"{e // 60:02d}:{e % 60:02d}")
    def lawn() -> tuple[int, int, Fraction]:
        return rng.randrange(6, 40), rng.randrange(4, 30), Fraction(rng.choice([1, 2, 3, 4]), 2)
    def num(x: Fraction) -> str:
        return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"
    def path_area():
        a, b, w = lawn()
        return (f"A rectangular lawn is {a} m by {b} m. A path {num(w)} m wide runs all the way around the outside of it. "
                "What is the area of the path in m²?", num((a + 2 * w) * (b + 2 * w) - a * b))
    def nm_path_inside():
        a, b, w = lawn()
        return (f"A rectangular lawn is {a} m by {b} m. A path {num(w)} m wide runs all the way around the inside of its "
                "edge. What is the area of the path in m²?", num(a * b - (a - 2 * w) * (b - 2 * w)))
    def stair_steps():
        h = rng.choice([15, 16, 17, 18, 19, 20]); x = Fraction(rng.randrange(10, 120), 10) if not rare() else Fraction(h * rng.randrange(5, 40), 100)
        return (f"Each step of a staircase is {h} cm high. How many steps are needed to climb {num(x)} m?",
                str(-(-(x * 100) // h)))
    def percent_change():
        a = rng.randrange(5, 400); b = rng.randrange(5, 400)
        while b == a:
            b = rng.randrange(5, 400)
        x = Fraction(b - a, a) * 100; r = (abs(x) * 10 + Fraction(1, 2)) // 1 / 10
        return (f"A share price went from ${a} to ${b}. What is the percentage change, to one decimal place?",
                f"{'-' if x < 0 else ''}{float(r):.1f}")
    def dripping_tap():
        n = rng.randrange(5, 120); d = rng.choice([15, 20, 25])
        return (f"A tap drips {n} drops a minute, and {d} drops make 1 ml. How many litres does it waste in a week, to one "
                "decimal place?", f"{float(Fraction(n * 60 * 24 * 7, d * 1000)) + 1e-9:.1f}")
    def seed_rows():
        r = rng.randrange(2, 30); s = rng.randrange(5, 40); p = rng.choice([40, 50, 60, 65, 70, 75, 80, 85, 90, 95])
        return (f"A gardener sows {r} rows of {s} seeds, and {p}% of seeds come up. How many plants come up, rounded down "
                "to a whole number?", str(r * s * p // 100))
    def rope_pieces():
        p = rng.choice([15, 20, 25, 30, 40, 45, 60, 75]); cm = p * rng.randrange(5, 60) if rare() else 100 * rng.randrange(2, 40)
        return (f"A rope {num(Fraction(cm, 100))} m long is cut into pieces of {p} cm. How many whole pieces are there, and "
                "how many cm are left over? Answer like '7 pieces, 20 cm left'.", f"{cm // p} pieces, {cm % p} cm left")
    def dance_origin():
        table = {"tango": "Argentina", "flamenco": "Spain", "samba": "Brazil", "salsa": "Cuba", "waltz": "Austria",
                 "polka": "Czech Republic", "hula": "United States", "haka": "New Zealand", "bolero": "Spain",
                 "rumba": "Cuba", "mambo": "Cuba", "bossa nova": "Brazil", "capoeira": "Brazil", "merengue": "Dominican Republic",
                 "bachata": "Dominican Republic", "cumbia": "Colombia", "kathak": "India", "bharatanatyam": "India",
                 "fandango": "Spain", "tarantella": "Italy", "mazurka": "Poland", "csardas": "Hungary", "kizomba": "Angola",
                 "sirtaki": "Greece", "jota": "Spain", "lambada": "Brazil", "cha-cha-cha": "Cuba", "hopak": "Ukraine"}
        k = rng.choice(list(table))
        return f"Which country does the {k} come from?", table[k]
    return dict(page_digits=page_digits, appliance_cost=appliance_cost, alternating_caps=alternating_caps,
                yards_metres=yards_metres, water_bill=water_bill, time_ahead=time_ahead, path_area=path_area,
                stair_steps=stair_steps, percent_change=percent_change, dripping_tap=dripping_tap, seed_rows=seed_rows,
                rope_pieces=rope_pieces, dance_origin=dance_origin, nm_path_inside=nm_path_inside,
                nm_time_behind=nm_time_behind, nm_alternating_first=nm_alternating_first)


def hundredfirst():
    """Written in session 49 after its first code changes (a quotient whole on every example declines
    a fraction, rounding the way the request names, a fixed number in another unit, two unit
    conversions as one weight), in concepts no earlier set used, and run once on that code. A day
    pass against single fares, a tyre's full turns, a photo's size in MB, a trapezium's area, a
    clock that loses minutes, days a bottle of pills lasts, vowels starred out, a price up then
    down, words longer than four letters, a flight's local arrival time, glasses from a jug, teams
    and players left over; rarer inputs mixed in (fares that divide the pass exactly, bottles that
    last whole days, no players left); sport_equipment needs world
    knowledge; near misses a tyre over metres, consonants starred out, words shorter than four."""
    from fractions import Fraction
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def num(x: Fraction | float) -> str:
        x = Fraction(x).limit_denominator(1000)
        return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"
    def day_pass():
        f = Fraction(rng.choice([150, 175, 200, 225, 250, 275, 300]), 100)
        d = f * rng.randrange(2, 6) if rare() else Fraction(rng.choice([500, 600, 750, 800, 1000, 1200, 1350]), 100)
        return (f"A single bus fare is ${float(f):.2f} and a day pass costs ${float(d):.2f}. What is the fewest rides in a "
                "day for which the pass is cheaper than single fares?", str(d // f + 1))
    def tyre() -> tuple[int, int]:
        return rng.choice([160, 175, 180, 190, 195, 200, 210, 220]), rng.randrange(1, 90)
    def tyre_turns():
        c, d = tyre()
        return f"A car tyre is {c} cm around. How many full turns does it make over {d} km?", str(d * 100000 // c)
    def nm_tyre_metres():
        c, d = tyre(); d *= 10
        return f"A car tyre is {c} cm around. How many full turns does it make over {d} m?", str(d * 100 // c)
    def photo_mb():
        w, h = rng.choice([(640, 480), (800, 600), (1024, 768), (1280, 720), (1600, 1200), (1920, 1080), (2048, 1536),
                           (2560, 1440), (3024, 4032), (4000, 3000), (3840, 2160), (6000, 4000)])
        b = rng.choice([3, 4])
        return (f"A photo of {w} by {h} pixels uses {b} bytes per pixel. How many MB is that, to one decimal place, taking "
                "1 MB as 1,000,000 bytes?", f"{float(Fraction(w * h * b, 10 ** 6)) + 1e-9:.1f}")
    def trapezium_area():
        a, b = rng.randrange(2, 40), rng.randrange(2, 40); h = rng.randrange(1, 30)
        return (f"A trapezium has parallel sides of {a} cm and {b} cm and a height of {h} cm. What is its area in cm²?",
                num(Fraction((a + b) * h, 2)))
    def clock_loses():
        m = rng.randrange(1, 15); d = rng.randrange(2, 60)
        return (f"A clock loses {m} minutes a day. How many hours slow is it after {d} days, to one decimal place?",
                f"{float(Fraction(m * d, 60)) + 1e-9:.1f}")
    def pill_days():
        t, k = rng.choice([1, 2, 3]), rng.choice([1, 2, 3, 4]); n = t * k * rng.randrange(5, 40) if rare() else rng.randrange(20, 200)
        return (f"A bottle holds {n} pills. Ella takes {t} pills {k} times a day. How many full days does the bottle last?",
                str(n // (t * k)))
    def word() -> str:
        return rng.choice(["harvest", "lantern", "meadow", "orbit", "pebble", "quiver", "ribbon", "saffron", "thimble",
                           "umbrella", "velvet", "whistle", "anchor", "biscuit", "cobweb", "dagger", "emerald", "falcon",
                           "goblet", "hammock", "igloo", "juniper", "kettle", "lobster", "mitten", "nectar", "oyster"])
    def vowel_stars():
        w = word()
        return f"Replace every vowel in '{w}' with '*'.", "".join("*" if c in "aeiou" else c for c in w)
    def nm_consonant_stars():
        w = word()
        return f"Replace every consonant in '{w}' with '*'.", "".join(c if c in "aeiou" else "*" for c in w)
    def net_change():
        p, q = rng.randrange(5, 60), rng.randrange(5, 60)
        x = ((100 + Fraction(p)) * (100 - Fraction(q)) / 100 - 100)
        r = (abs(x) * 10 + Fraction(1, 2)) // 1 / 10
        return (f"A price is increased by {p}% and then decreased by {q}%. What is the net change in percent, to one "
                "decimal place?", f"{'-' if x < 0 and r else ''}{float(r):.1f}")
    def sentence() -> list[str]:
        pool = ("the a old red fox ran over hill and sat by warm fire while rain fell on quiet town road garden small "
                "children played near bright river under tall trees").split()
        return rng.sample(pool, rng.randrange(4, 10))
    def words_longer():
        s = sentence()
        return f"How many words in '{' '.join(s)}' have more than 4 letters?", str(sum(len(w) > 4 for w in s))
    def nm_words_shorter():
        s = sentence()
        return f"How many words in '{' '.join(s)}' have fewer than 4 letters?", str(sum(len(w) < 4 for w in s))
    def flight_arrival():
        t = rng.randrange(0, 1440); h, m = rng.randrange(1, 13), rng.randrange(0, 60); z = rng.randrange(1, 10)
        e = (t + 60 * h + m + 60 * z) % 1440
        return (f"A flight leaves at {t // 60:02d}:{t % 60:02d} local time and takes {h} h {m} min. The destination is {z} "
                "hours ahead. What is the local time on arrival?", f"{e // 60:02d}:{e % 60:02d}")
    def glasses_jug():
        j = Fraction(rng.choice([5, 10, 15, 20, 25, 30]), 10); g = rng.choice([150, 200, 250, 300, 330, 350, 400])
        return f"A jug holds {num(j)} litres. How many full glasses of {g} ml can be poured from it?", str(j * 1000 // g)
    def teams_left():
        k = rng.choice([4, 5, 6, 7, 8, 11]); n = k * rng.randrange(1, 10) if rare() else rng.randrange(5, 90)
        return (f"{n} players are split into teams of {k}. How many full teams can be made, and how many players are left "
                "over? Answer like '3 teams, 2 left'.", f"{n // k} teams, {n % k} left")
    def sport_equipment():
        table = {"shuttlecock": "badminton", "puck": "ice hockey", "épée": "fencing", "sabre": "fencing", "cue": "snooker",
                 "stumps": "cricket", "bails": "cricket", "oar": "rowing", "javelin": "athletics", "discus": "athletics",
                 "putter": "golf", "tee": "golf", "mallet and hoops": "croquet", "curling stone": "curling",
                 "catcher's mitt": "baseball", "home plate": "baseball", "scrum cap": "rugby", "pommel horse": "gymnastics",
                 "balance beam": "gymnastics", "belay device": "climbing", "bowling pin": "ten-pin bowling",
                 "dartboard": "darts", "surfboard": "surfing", "kayak paddle": "canoeing", "starting blocks": "athletics",
                 "snowboard": "snowboarding", "ski poles": "skiing"}
        k = rng.choice(list(table))
        return f"In which sport is a {k} used?", table[k]
    return dict(day_pass=day_pass, tyre_turns=tyre_turns, photo_mb=photo_mb, trapezium_area=trapezium_area,
                clock_loses=clock_loses, pill_days=pill_days, vowel_stars=vowel_stars, net_change=net_change,
                words_longer=words_longer, flight_arrival=flight_arrival, glasses_jug=glasses_jug, teams_left=teams_left,
                sport_equipment=sport_equipment, nm_tyre_metres=nm_tyre_metres, nm_consonant_stars=nm_consonant_stars,
                nm_words_shorter=nm_words_shorter)


def hundredsecond():
    """Written at the start of session 50 before its code changed, in concepts no earlier set used,
    and run once on that code. An age in months, the larger share of a ratio, crates needed for
    bottles, square metres in square feet, minutes to fill a bath, a phone bill with extra data, a
    taxi fare, letters after 'm', numbers larger than the one before them, a train journey's
    length, a box's volume in litres, a word with its vowels moved to the end; rarer inputs mixed in
    (bottles that fill whole crates, a bath that fills in whole minutes, data inside the allowance,
    a journey under an hour); alloy_metal needs world knowledge; near misses the smaller share,
    crates filled, letters before 'm'."""
    from fractions import Fraction
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def num(x: Fraction | float) -> str:
        x = Fraction(x).limit_denominator(1000)
        return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"
    def months_old():
        who = rng.choice(["Tom", "Ava", "Liam", "Mia", "Noah", "Zoe", "Omar", "Lena", "Ravi", "Iris"])
        y, m = rng.randrange(1, 16), rng.randrange(0, 12)
        return f"{who} is {y} years and {m} months old. How many months old is {who}?", str(12 * y + m)
    def ratio_split() -> tuple[int, int, int]:
        a, b = rng.sample(range(1, 10), 2)
        return a, b, (a + b) * rng.randrange(3, 60)
    def larger_share():
        a, b, n = ratio_split()
        return (f"${n} is shared between two people in the ratio {a}:{b}. How much does the larger share get?",
                f"${n * max(a, b) // (a + b)}")
    def nm_smaller_share():
        a, b, n = ratio_split()
        return (f"${n} is shared between two people in the ratio {a}:{b}. How much does the smaller share get?",
                f"${n * min(a, b) // (a + b)}")
    def crate() -> tuple[int, int]:
        k = rng.choice([6, 8, 10, 12, 15, 20, 24]); n = k * rng.randrange(2, 40) if rare() else rng.randrange(10, 500)
        return k, n
    def crates_needed():
        k, n = crate()
        return f"Bottles are packed {k} to a crate. How many crates are needed for {n} bottles?", str(-(-n // k))
    def nm_crates_filled():
        k, n = crate()
        return f"Bottles are packed {k} to a crate. How many crates are filled by {n} bottles?", str(n // k)
    def square_feet():
        a = rng.randrange(5, 400) if rng.random() < 0.7 else Fraction(rng.randrange(50, 2000), 10)
        return (f"How many square feet is {num(a)} m²? Use 1 m² = 10.764 ft² and round to the nearest whole number.",
                str(int(Fraction(a) * Fraction(10764, 1000) + Fraction(1, 2))))
    def bath_fill():
        r = rng.choice([6, 8, 9, 10, 12, 15]); v = r * rng.randrange(8, 25) if rare() else rng.randrange(80, 300)
        return (f"A bath holds {v} litres and the taps run at {r} litres a minute. How many whole minutes until it is "
                "full, rounding up?", str(-(-v // r)))
    def phone_bill():
        b, g, c = rng.choice([10, 15, 20, 25, 30]), rng.choice([2, 5, 10, 20]), rng.choice([2, 3, 5])
        u = rng.randrange(0, g + 1) if rare() else g + rng.randrange(1, 15)
        return (f"A phone plan costs ${b} a month and includes {g} GB of data. Each extra GB costs ${c}. What is the "
                f"bill for a month with {u} GB used?", f"${b + max(0, u - g) * c}")
    def taxi_fare():
        a = Fraction(rng.choice([250, 300, 350, 400, 450]), 100); k = Fraction(rng.choice([120, 150, 175, 200, 225]), 100)
        d = Fraction(rng.randrange(10, 300), 10)
        return (f"A taxi charges ${float(a):.2f} to start and ${float(k):.2f} per km. What does a {num(d)} km ride cost?",
                f"${float(a + k * d) + 1e-9:.2f}")
    def word() -> str:
        return rng.choice(["blanket", "cushion", "drizzle", "frosting", "gazelle", "horizon", "journal", "kingdom",
                           "library", "mustard", "notebook", "octagon", "parsley", "quartz", "rainbow", "scissors",
                           "tornado", "uniform", "vintage", "walrus", "yogurt", "zeppelin", "almond", "bramble",
                           "compass", "dolphin", "engine", "fountain", "granite", "hazelnut"])
    def letters_after_m():
        w = word()
        return f"How many letters of '{w}' come after 'm' in the alphabet?", str(sum(c > "m" for c in w))
    def nm_letters_before_m():
        w = word()
        return f"How many letters of '{w}' come before 'm' in the alphabet?", str(sum(c < "m" for c in w))
    def rises():
        xs = [rng.randrange(1, 60) for _ in range(rng.randrange(4, 9))]
        return (f"How many numbers in {', '.join(map(str, xs))} are larger than the number just before them?",
                str(sum(b > a for a, b in zip(xs, xs[1:]))))
    def journey_time():
        d = rng.randrange(10, 60) if rare() else rng.randrange(20, 600); t = rng.randrange(300, 1439 - d)
        e = t + d  # the same day: before midnight (the first run's generator wrote '29:07': fixed after it)
        return (f"A train leaves at {t // 60:02d}:{t % 60:02d} and arrives at {e // 60:02d}:{e % 60:02d} the same day. "
                "How long is the journey? Answer like '2 h 15 min'.", f"{d // 60} h {d % 60} min")
    def box_litres():
        l, w, h = (rng.randrange(5, 80) for _ in range(3))
        return f"A box is {l} cm by {w} cm by {h} cm inside. How many litres does it hold?", num(Fraction(l * w * h, 1000))
    def vowels_last():
        w = word()
        return (f"Rewrite '{w}' with its vowels moved to the end, keeping their order.",
                "".join(c for c in w if c not in "aeiou") + "".join(c for c in w if c in "aeiou"))
    def alloy_metal():
        table = {"brass": "copper", "bronze": "copper", "steel": "iron", "cast iron": "iron", "pewter": "tin",
                 "solder": "tin", "sterling silver": "silver", "white gold": "gold", "rose gold": "gold",
                 "electrum": "gold", "duralumin": "aluminium", "nichrome": "nickel", "cupronickel": "copper",
                 "gunmetal": "copper", "stainless steel": "iron", "invar": "iron", "alnico": "iron", "babbitt": "tin",
                 "britannia metal": "tin", "constantan": "copper", "magnalium": "aluminium", "monel": "nickel",
                 "nordic gold": "copper", "zamak": "zinc", "galinstan": "gallium", "amalgam": "mercury",
                 "wrought iron": "iron", "bell metal": "copper"}
        k = rng.choice(list(table))
        return f"Which metal is {k} mainly made of?", table[k]
    return dict(months_old=months_old, larger_share=larger_share, crates_needed=crates_needed, square_feet=square_feet,
                bath_fill=bath_fill, phone_bill=phone_bill, taxi_fare=taxi_fare, letters_after_m=letters_after_m,
                rises=rises, journey_time=journey_time, box_litres=box_litres, vowels_last=vowels_last,
                alloy_metal=alloy_metal, nm_smaller_share=nm_smaller_share, nm_crates_filled=nm_crates_filled,
                nm_letters_before_m=nm_letters_before_m)


def hundredthird():
    """Written in session 50 after its first code changes (a repeated example is no evidence, a
    quoted sample answer, a pair ordered by size, an allowance as a first tier, counts against the
    item before and letters past a letter), in concepts no earlier set used, and run once on that
    code. A number in expanded form, an aquarium's litres below the top, butter for some cookies,
    minutes to knit some rows, a sprinter's km/h, a lift's floor, runs of a letter shortened, the
    squares on a quilt's edge, a lock's combinations, a commute's km, a die's chance of more than
    k, the minutes from a morning time until noon; rarer inputs mixed in (numbers with zeros, an aquarium
    filled to the top, rows that take whole minutes); animal_product needs world knowledge; near
    misses an aquarium's litres above the bottom, a sprinter's m/s, the squares inside a quilt's edge."""
    from fractions import Fraction
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def num(x: Fraction | float) -> str:
        x = Fraction(x).limit_denominator(1000)
        return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"
    def expanded():
        n = rng.choice([rng.randrange(100, 100000), rng.randrange(1, 10) * 1000 + rng.randrange(0, 10)]) if rare(0.3) \
            else rng.randrange(10, 100000)
        d = str(n)
        parts = [c + "0" * (len(d) - i - 1) for i, c in enumerate(d) if c != "0"]
        return f"Write {n} in expanded form, like '300 + 40 + 5'.", " + ".join(parts)
    def tank() -> tuple[int, int, int, int]:
        l, w, h = rng.randrange(30, 150), rng.randrange(20, 60), rng.randrange(25, 70)
        return l, w, h, 0 if rare() else rng.randrange(1, 10)
    def aquarium_litres():
        l, w, h, d = tank()
        return (f"An aquarium is {l} cm long, {w} cm wide and {h} cm high. How many litres does it hold when filled to "
                f"{d} cm below the top?", num(Fraction(l * w * (h - d), 1000)))
    def nm_aquarium_bottom():
        l, w, h, d = tank(); d = max(d, 1) + 10
        return (f"An aquarium is {l} cm long, {w} cm wide and {h} cm high. How many litres does it hold when filled to "
                f"{d} cm above the bottom?", num(Fraction(l * w * d, 1000)))
    def butter():
        k, g = rng.choice([12, 16, 20, 24, 30, 36]), rng.choice([100, 110, 125, 150, 180, 200, 225, 250])
        n = rng.randrange(5, 120)
        return (f"A recipe for {k} cookies uses {g} g of butter. How many grams of butter are needed for {n} cookies, to "
                "the nearest gram?", str(int(Fraction(g * n, k) + Fraction(1, 2))))
    def knit_minutes():
        s = rng.choice([20, 25, 30, 35, 40, 45]); k = rng.choice([40, 50, 60, 72, 80, 96, 120])
        r = s * rng.randrange(1, 8) if rare() else rng.randrange(3, 60)
        return (f"A knitter does {s} stitches a minute. How many whole minutes does it take to knit {r} rows of {k} "
                "stitches, rounding up?", str(-(-(r * k) // s)))
    def sprint() -> tuple[int, Fraction]:
        d = rng.choice([60, 100, 150, 200, 300, 400, 800]); t = Fraction(rng.randrange(d * 80, d * 250), 1000)
        return d, t
    def sprint_kmh():
        d, t = sprint()
        return (f"A sprinter runs {d} m in {num(t)} seconds. What is the average speed in km/h, to one decimal place?",
                f"{float(Fraction(d) / t * Fraction(36, 10)) + 1e-9:.1f}")
    def nm_sprint_ms():
        d, t = sprint()
        return (f"A sprinter runs {d} m in {num(t)} seconds. What is the average speed in m/s, to one decimal place?",
                f"{float(Fraction(d) / t) + 1e-9:.1f}")
    def lift_floor():
        a, u = rng.randrange(0, 20), rng.randrange(1, 15); d = rng.randrange(1, a + u + 1)
        return f"A lift starts on floor {a}, goes up {u} floors, then down {d} floors. Which floor is it on now?", str(a + u - d)
    def collapse_runs():
        w = rng.choice(["balloon", "committee", "bookkeeper", "mississippi", "coffee", "address", "succeed", "aardvark",
                        "llama", "assessment", "parallel", "tattoo", "buzzword", "doorbell", "footpath", "grassland",
                        "happiness", "millennium", "possession", "woodpecker", "accommodate", "embarrass", "sleepless",
                        "toffee", "yellow"])
        out = "".join(c for i, c in enumerate(w) if i == 0 or c != w[i - 1])
        return f"Write '{w}' with every run of a repeated letter shortened to one letter.", out
    def quilt() -> tuple[int, int]:
        return rng.randrange(3, 30), rng.randrange(3, 30)
    def quilt_edge():
        a, b = quilt()
        return f"A quilt is {a} squares wide and {b} squares long. How many squares lie along its outer edge?", str(2 * a + 2 * b - 4)
    def nm_quilt_inside():
        a, b = quilt()
        return f"A quilt is {a} squares wide and {b} squares long. How many squares lie inside its outer edge?", str((a - 2) * (b - 2))
    def lock_combinations():
        n, k = rng.randrange(2, 7), rng.choice([4, 6, 8, 10, 12, 26])
        return f"A lock has {n} dials, each with {k} symbols. How many combinations are there?", str(k ** n)
    def commute_km():
        who = rng.choice(["Sam", "Priya", "Jon", "Aiko", "Ben", "Nadia"])
        d, n, w = rng.randrange(2, 40), rng.randrange(1, 7), rng.randrange(1, 12)
        return (f"{who} commutes {d} km each way, {n} days a week. How many km is that in {w} weeks?", str(2 * d * n * w))
    def die_above():
        n = rng.choice([4, 6, 8, 10, 12, 20]); k = rng.randrange(1, n)
        f = Fraction(n - k, n)
        return (f"A fair {n}-sided die is rolled. What is the probability of rolling more than {k}, as a fraction in lowest "
                "terms?", f"{f.numerator}/{f.denominator}")
    def until_noon():
        t = rng.randrange(0, 60) * 5 if rare() else rng.randrange(0, 720)
        return f"A clock shows {t // 60:02d}:{t % 60:02d} in the morning. How many minutes is it until noon?", str(720 - t)
    def animal_product():
        table = {"wool": "sheep", "silk": "silkworm", "honey": "bee", "beeswax": "bee", "cashmere": "goat",
                 "mohair": "goat", "angora": "rabbit", "caviar": "sturgeon", "ivory": "elephant", "lanolin": "sheep",
                 "royal jelly": "bee", "alpaca fibre": "alpaca", "vicuña wool": "vicuña", "musk": "musk deer",
                 "ambergris": "sperm whale", "shellac": "lac bug", "carmine": "cochineal insect", "pearls": "oyster",
                 "mother-of-pearl": "oyster", "tortoiseshell": "hawksbill turtle", "eiderdown": "eider duck",
                 "gelatin": "pig", "civet oil": "civet", "cod liver oil": "cod", "qiviut": "musk ox",
                 "camel hair": "camel", "yak butter": "yak", "escargot": "snail"}
        k = rng.choice(list(table))
        return f"Which animal gives us {k}?", table[k]
    return dict(expanded=expanded, aquarium_litres=aquarium_litres, butter=butter, knit_minutes=knit_minutes,
                sprint_kmh=sprint_kmh, lift_floor=lift_floor, collapse_runs=collapse_runs, quilt_edge=quilt_edge,
                lock_combinations=lock_combinations, commute_km=commute_km, die_above=die_above, until_noon=until_noon,
                animal_product=animal_product, nm_aquarium_bottom=nm_aquarium_bottom, nm_sprint_ms=nm_sprint_ms,
                nm_quilt_inside=nm_quilt_inside)


def hundredfourth():
    """Written at the start of session 51, before any code change, in concepts no earlier set used, and run
    once on that code. A cricket run rate, a theatre's free seats, the next term of a sequence, a bus's
    passengers, the mean daily rainfall, a runner's pace per km, dollars in euros, weeks of saving half
    an allowance, the angle between a clock's hands, seedlings along a row, letters in the first half of
    the alphabet, words joined with 'and'; rarer inputs mixed in (whole overs, a sold-out theatre, a
    falling sequence, a rate of 1); tree_product needs world knowledge; near misses a theatre's seats in
    all, a bus whose riders get on first, euros in dollars."""
    from fractions import Fraction
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def run_rate():
        o, b = rng.randrange(1, 50), 0 if rare(0.3) else rng.randrange(1, 6)
        r = rng.randrange(o * 2 + 1, o * 10 + 12)
        overs = f"{o}.{b}" if b else str(o)
        return (f"A cricket team has scored {r} runs in {overs} overs. What is its run rate per over, to two decimal "
                "places?", f"{float(Fraction(r) / (o + Fraction(b, 6))) + 1e-9:.2f}")
    def theatre() -> tuple[int, int]:
        return rng.randrange(8, 40), rng.randrange(10, 36)
    def theatre_free():
        r, s = theatre(); k = r * s if rare(0.1) else rng.randrange(0, r * s)
        return f"A theatre has {r} rows of {s} seats, and {k} seats are sold. How many seats are still free?", str(r * s - k)
    def nm_theatre_total():
        r, s = theatre(); k = rng.randrange(0, r * s)
        return f"A theatre has {r} rows of {s} seats, and {k} seats are sold. How many seats are there in all?", str(r * s)
    def next_term():
        a, d, n = rng.randrange(-20, 60), rng.randrange(1, 15) * (-1 if rare(0.25) else 1), rng.randrange(4, 7)
        terms = [a + i * d for i in range(n)]
        return f"What is the next term of the sequence {', '.join(map(str, terms))}?", str(a + n * d)
    def bus() -> tuple[str, int, int, int]:
        p = rng.randrange(5, 60); a, b = rng.randrange(0, p + 1), rng.randrange(0, 30)
        return rng.choice(["bus", "tram", "coach"]), p, a, b
    def bus_passengers():
        v, p, a, b = bus()
        return (f"A {v} leaves with {p} passengers. At the first stop {a} get off and {b} get on. How many passengers "
                "are on board now?", str(p - a + b))
    def nm_bus_swapped():
        v, p, a, b = bus()
        return (f"A {v} leaves with {p} passengers. At the first stop {a} get on and {b} get off. How many passengers "
                "are on board now?", str(p + a - b)) if p + a - b >= 0 else nm_bus_swapped()
    def rainfall_mean():
        days = rng.choice([5, 7])
        mm = [0 if rare(0.3) else rng.randrange(1, 40) for _ in range(days)]
        return (f"The daily rainfall in mm over {days} days was {', '.join(map(str, mm))}. What was the mean daily "
                "rainfall in mm, to one decimal place?", f"{float(Fraction(sum(mm), days)) + 1e-9:.1f}")
    def pace_per_km():
        d = rng.choice([5, 8, 10, 12, 15, 20, 21]); secs = d * rng.randrange(200, 480)
        p = secs // d
        return (f"A runner covers {d} km in {secs // 3600}:{secs // 60 % 60:02d}:{secs % 60:02d}. What is the average pace "
                "per km, as m:ss?", f"{p // 60}:{p % 60:02d}")
    def rate() -> Fraction:
        return Fraction(1) if rare(0.1) else Fraction(rng.randrange(80, 160), 100)
    def exchange_euros():
        r, x = rate(), rng.randrange(5, 2000)
        return (f"If 1 euro buys {float(r):g} US dollars, how many euros is ${x}, to two decimal places?",
                f"{float(x / r) + 1e-9:.2f}")
    def nm_exchange_dollars():
        r, x = rate(), rng.randrange(5, 2000)
        return (f"If 1 euro buys {float(r):g} US dollars, how many dollars is €{x}, to two decimal places?",
                f"{float(x * r) + 1e-9:.2f}")
    def save_weeks():
        who = rng.choice(["Lena", "Omar", "Kai", "Rosa", "Theo", "Mina"])
        a, t = rng.randrange(2, 21) * 2, rng.randrange(10, 400)
        return (f"{who} gets ${a} pocket money a week and saves half of it. How many weeks does it take to save ${t}?",
                str(-(-t // (a // 2))))
    def clock_angle():
        h, m = rng.randrange(1, 13), rng.randrange(0, 12) * 5 if rare(0.3) else rng.randrange(0, 60)
        x = abs(Fraction(60 * h - 11 * m, 2)) % 360; x = min(x, 360 - x)
        return (f"What is the smaller angle, in degrees, between the hands of a clock at {h}:{m:02d}?",
                str(x.numerator) if x.denominator == 1 else f"{float(x):g}")
    def seedlings():
        s = rng.choice([10, 20, 25, 30, 40, 50]); n = rng.randrange(2, 60)
        length = Fraction(s * n, 100)
        metres = str(length.numerator) if length.denominator == 1 else f"{float(length):g}"
        return (f"Seedlings are planted {s} cm apart along a row {metres} m long, with one at each end. How many "
                "seedlings are there?", str(n + 1))
    def first_half_letters():
        w = rng.choice(["kitchen", "umbrella", "galaxy", "horizon", "lantern", "meadow", "notebook", "orchestra",
                        "pyramid", "quartz", "rhythm", "saddle", "thunder", "volcano", "whisper", "zebra", "blanket",
                        "compass", "dolphin", "feather", "glacier", "harbour", "island", "jigsaw", "kettle",
                        "marble", "pencil", "ribbon", "squirrel", "trumpet", "velvet", "walnut", "yoghurt"])
        return f"How many letters of '{w}' are in the first half of the alphabet (a to m)?", str(sum(c <= "m" for c in w))
    def join_and():
        pool = ["apples", "bread", "cheese", "eggs", "flour", "grapes", "honey", "jam", "lemons", "milk", "nuts",
                "olives", "pasta", "rice", "salt", "tea", "yoghurt", "butter", "carrots", "onions"]
        items = rng.sample(pool, 2 if rare() else rng.randrange(3, 6))
        return (f"Join these words into one phrase with commas and a final 'and': {' '.join(items)}",
                ", ".join(items[:-1]) + " and " + items[-1])
    def tree_product():
        table = {"acorns": "oak", "conkers": "horse chestnut", "maple syrup": "maple", "cork": "cork oak",
                 "rubber": "rubber tree", "cinnamon": "cinnamon tree", "dates": "date palm", "coconuts": "coconut palm",
                 "olives": "olive", "walnuts": "walnut", "pine nuts": "pine", "almonds": "almond", "figs": "fig",
                 "quinine": "cinchona", "chicle": "sapodilla", "frankincense": "boswellia", "myrrh": "commiphora",
                 "cloves": "clove tree", "nutmeg": "nutmeg tree", "allspice": "pimento tree", "cashews": "cashew",
                 "pecans": "pecan", "beechnuts": "beech", "chestnuts": "sweet chestnut", "mangoes": "mango",
                 "cocoa beans": "cacao", "teak wood": "teak", "camphor": "camphor laurel"}
        k = rng.choice(list(table))
        return f"Which tree gives us {k}?", table[k]
    return dict(run_rate=run_rate, theatre_free=theatre_free, next_term=next_term, bus_passengers=bus_passengers,
                rainfall_mean=rainfall_mean, pace_per_km=pace_per_km, exchange_euros=exchange_euros,
                save_weeks=save_weeks, clock_angle=clock_angle, seedlings=seedlings,
                first_half_letters=first_half_letters, join_and=join_and, tree_product=tree_product,
                nm_theatre_total=nm_theatre_total, nm_bus_swapped=nm_bus_swapped,
                nm_exchange_dollars=nm_exchange_dollars)


def hundredfifth():
    """Written in session 51 after its first code changes (a clause after ', and' that states a
    number, parentheses in descriptions, steps and turns simulated), in concepts no earlier set
    used, and run once on that code. Games in a league where each pair plays twice, the time to
    print some pages, a monthly salary, seconds to download a file, change from a note, a postcode
    written out, a darts score, matches in a knockout, gallons for a trip, a date in words, batches
    of loaves and the spare ones, letters two words share; rarer inputs mixed in (two teams, a
    whole number of minutes, exact change, a power of two); discoverer needs world knowledge; near
    misses a league where each pair plays once, pages printed in some minutes, the items' total."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def league() -> int:
        return 2 if rare(0.1) else rng.randrange(3, 30)
    def round_robin():
        n = league()
        return f"In a league of {n} teams, every team plays every other team twice. How many games are played?", str(n * (n - 1))
    def nm_round_robin_once():
        n = league()
        return f"In a league of {n} teams, every team plays every other team once. How many games are played?", str(n * (n - 1) // 2)
    def printer() -> tuple[int, int]:
        p = rng.choice([10, 12, 15, 20, 30, 60])
        return p, p * rng.randrange(1, 20) if rare() else rng.randrange(5, 600)
    def print_time():
        p, n = printer(); s = n * 60 // p
        return (f"A printer prints {p} pages per minute. How long does it take to print {n} pages? Answer like '3 min 20 s'.",
                f"{s // 60} min {s % 60} s")
    def nm_print_pages():
        p, m = printer()
        return (f"A printer prints {p} pages per minute. How many pages does it print in {m} minutes? Answer like '300 pages'.",
                f"{p * m} pages")
    def salary_month():
        s = rng.randrange(18, 160) * 1000 + (0 if rare(0.5) else rng.randrange(1, 1000))
        return (f"An annual salary of ${s} is paid in 12 equal monthly amounts. How much is each one, to the cent?",
                f"${s / 12 + 1e-9:.2f}")
    def download_seconds():
        f, r = rng.randrange(5, 4000), rng.choice([2, 5, 8, 10, 16, 20, 25, 40, 50, 100, 200])
        return (f"How many seconds does it take to download a {f} MB file at {r} Mbit/s, to one decimal place?",
                f"{f * 8 / r + 1e-9:.1f}")
    def items() -> tuple[list[int], int]:
        cents = [rng.randrange(50, 2000) for _ in range(3)]
        note = next(n for n in (5, 10, 20, 50, 100) if n * 100 >= sum(cents))
        return cents, note
    def cash(c: int) -> str:
        return f"${c // 100}.{c % 100:02d}"
    def change_due():
        cents, note = items()
        if rare(0.1):
            cents[2] = note * 100 - cents[0] - cents[1] if note * 100 - cents[0] - cents[1] > 0 else cents[2]
        return (f"Items cost {cash(cents[0])}, {cash(cents[1])} and {cash(cents[2])}, paid with a ${note} note. How much "
                "change is due?", cash(note * 100 - sum(cents)))
    def nm_change_total():
        cents, note = items()
        return (f"Items cost {cash(cents[0])}, {cash(cents[1])} and {cash(cents[2])}, paid with a ${note} note. How much "
                "do the items cost in total?", cash(sum(cents)))
    def postcode():
        letters, digits = "abcdefghjklmnprstuwxyz", "0123456789"
        out = rng.choice(letters) + rng.choice(["", rng.choice(letters)]) + rng.choice(digits) + \
            rng.choice(["", rng.choice(letters + digits)])
        inward = rng.choice(digits) + rng.choice(letters) + rng.choice(letters)
        code = out + inward
        return (f"Write the postcode '{code}' in capitals with a space before the last three characters.",
                f"{out.upper()} {inward.upper()}")
    def darts_total():
        t, d, s = rng.randrange(1, 21), rng.randrange(1, 21), rng.randrange(1, 21)
        return f"Three darts hit treble {t}, double {d} and single {s}. What is the total score?", str(3 * t + 2 * d + s)
    def knockout_matches():
        n = 2 ** rng.randrange(2, 8) if rare(0.3) else rng.randrange(3, 200)
        return f"A knockout tournament starts with {n} players. How many matches are played to find the winner?", str(n - 1)
    def gallons_needed():
        m, d = rng.randrange(18, 60), rng.randrange(20, 900)
        return (f"A car does {m} miles per gallon. How many gallons does it need for {d} miles, to one decimal place?",
                f"{d / m + 1e-9:.1f}")
    def date_words():
        import calendar
        mo = rng.randrange(1, 13); day = rng.randrange(1, calendar.monthrange(2023, mo)[1] + 1)
        return (f"Write the date {day:02d}/{mo:02d} (day/month) in words, like 'the 1st of January'.",
                f"the {nth_name(day)} of {calendar.month_name[mo]}")
    def loaf_batches():
        b = rng.choice([6, 8, 10, 12, 15, 20, 24]); n = b * rng.randrange(1, 10) if rare() else rng.randrange(5, 200)
        k = -(-n // b)
        return (f"A bakery bakes loaves in batches of {b}. How many batches are needed for {n} loaves, and how many "
                "loaves are spare? Answer like '4 batches, 3 spare'.", f"{k} batches, {k * b - n} spare")
    def letters_in_common():
        pairs = [("garden", "danger"), ("planet", "plenty"), ("silver", "livers"), ("forest", "softer"), ("castle", "cattle"),
                 ("bridge", "ridges"), ("monkey", "donkey"), ("winter", "writer"), ("orange", "organ"), ("python", "phone"),
                 ("rocket", "pocket"), ("flower", "fowler"), ("mango", "among"), ("summer", "number"), ("bottle", "little"),
                 ("carpet", "parrot"), ("quiet", "quite"), ("listen", "silent"), ("stream", "master"), ("window", "widow"),
                 ("purple", "people"), ("yellow", "fellow"), ("circle", "cycle"), ("spring", "string"), ("cloud", "could"),
                 ("heart", "earth"), ("lemon", "melon"), ("night", "thing"), ("table", "cable"), ("brush", "shrub")]
        a, b = rng.choice(pairs)
        if rng.random() < 0.5:
            a, b = b, a
        return (f"Which letters do '{a}' and '{b}' have in common, in alphabetical order?",
                ", ".join(sorted(set(a) & set(b))))
    def discoverer():
        table = {"penicillin": "Alexander Fleming", "radium": "Marie Curie", "polonium": "Marie Curie",
                 "oxygen": "Joseph Priestley", "electrons": "J. J. Thomson", "the neutron": "James Chadwick",
                 "X-rays": "Wilhelm Röntgen", "Uranus": "William Herschel", "Neptune": "Johann Galle",
                 "Pluto": "Clyde Tombaugh", "Jupiter's four large moons": "Galileo Galilei", "insulin": "Frederick Banting",
                 "the structure of DNA": "Watson and Crick", "radioactivity": "Henri Becquerel", "the proton": "Ernest Rutherford",
                 "hydrogen": "Henry Cavendish", "cells": "Robert Hooke", "bacteria": "Antonie van Leeuwenhoek",
                 "the law of gravitation": "Isaac Newton", "Halley's comet's orbit": "Edmond Halley",
                 "vaccination": "Edward Jenner", "the positron": "Carl Anderson", "helium on the sun": "Norman Lockyer",
                 "the Higgs mechanism": "Peter Higgs", "pulsars": "Jocelyn Bell Burnell", "nitrogen": "Daniel Rutherford",
                 "chlorine": "Carl Wilhelm Scheele", "the electron's charge": "Robert Millikan"}
        k = rng.choice(list(table))
        return f"Who discovered {k}?", table[k]
    return dict(round_robin=round_robin, print_time=print_time, salary_month=salary_month,
                download_seconds=download_seconds, change_due=change_due, postcode=postcode, darts_total=darts_total,
                knockout_matches=knockout_matches, gallons_needed=gallons_needed, date_words=date_words,
                loaf_batches=loaf_batches, letters_in_common=letters_in_common, discoverer=discoverer,
                nm_round_robin_once=nm_round_robin_once, nm_print_pages=nm_print_pages, nm_change_total=nm_change_total)


def hundredsixth():
    """Written at the start of session 52 before its code changed, in concepts no earlier set
    used. A goal difference with its sign, the score a next test needs for a mean, a distance
    from a map's scale, a basketball score, a height in feet and inches as centimetres, a car
    park's fee for hours or part of one, an electricity bill with a standing charge, a trip from
    two odometer readings, the doubled letters of a word, how far apart two letters are, a
    temperature after it rose, shirts with every second one half price; rarer inputs mixed in (a
    goal difference of 0, a stay within the first hour, a word with no doubled letter, the same
    letter twice, below zero at noon); director needs world knowledge; near misses a test total
    instead of a mean, full extra hours only, a temperature that fell."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def goal_difference():
        f = rng.randrange(10, 90); a = f if rare() else rng.randrange(10, 90)
        d = f - a
        return (f"A team scored {f} goals and conceded {a}. What is its goal difference? Answer with a sign, like '+5' "
                "or '-7' (or '0').", "0" if d == 0 else f"{d:+d}")
    def scores() -> tuple[list[int], int]:
        while True:
            s = [rng.randrange(45, 100) for _ in range(rng.randrange(2, 5))]
            m = rng.randrange(60, 96); need = m * (len(s) + 1) - sum(s)
            if 0 <= need <= 100:
                return s, m
    def listed(s: list[int]) -> str:
        return ", ".join(map(str, s[:-1])) + f" and {s[-1]}"
    def score_needed():
        s, m = scores()
        return (f"My test scores so far are {listed(s)}. What score on the next test makes the mean of all "
                f"{len(s) + 1} tests {m}?", str(m * (len(s) + 1) - sum(s)))
    def nm_score_total():
        s, m = scores(); t = m * (len(s) + 1)
        return (f"My test scores so far are {listed(s)}. What score on the next test makes the total of all "
                f"{len(s) + 1} tests {t}?", str(t - sum(s)))
    def map_scale():
        s = rng.choice([10000, 20000, 25000, 50000, 100000, 250000]); c = rng.randrange(5, 300) / 10
        return (f"On a map with a scale of 1:{s}, two villages are {c:g} cm apart. How far apart are they on the "
                "ground, in km?", f"{round(c * s / 100000, 4):g}")
    def basketball_points():
        a, b, c = rng.randrange(5, 40), 0 if rare() else rng.randrange(1, 15), rng.randrange(0, 25)
        return (f"A basketball team made {a} two-pointers, {b} three-pointers and {c} free throws. How many points did "
                "it score?", str(2 * a + 3 * b + c))
    def height_cm():
        f, i = rng.randrange(4, 7), rng.randrange(0, 12)
        return (f"How tall is someone of {f} ft {i} in, in centimetres to the nearest whole number?",
                str(int((12 * f + i) * 2.54 + 0.5)))
    def stay() -> tuple[int, float, int, int]:
        a, b = rng.choice([2, 3, 4, 5]), rng.choice([1, 1.5, 2, 2.5, 3])
        h, m = (0, rng.randrange(5, 60)) if rare() else (rng.randrange(1, 9), rng.randrange(0, 60))
        return a, b, h, m
    def car_park():
        a, b, h, m = stay(); extra = max(0, -(-(60 * h + m - 60) // 60))
        return (f"A car park charges ${a} for the first hour and ${b:g} for each extra hour or part of one. What does a "
                f"stay of {h} h {m} min cost?", money(a + b * extra))
    def nm_car_park_full_hours():
        a, b, h, m = stay(); h, m = max(h, 1), max(m, 1); extra = max(0, (60 * h + m - 60) // 60)
        return (f"A car park charges ${a} for the first hour and ${b:g} for each full extra hour. What does a "
                f"stay of {h} h {m} min cost?", money(a + b * extra))
    def electricity_bill():
        u, c, s = rng.randrange(80, 900), rng.choice([18, 21.5, 24, 27, 28.5, 31, 34]), rng.choice([8, 10, 12.5, 15, 19])
        return (f"An electricity bill covers {u} kWh at {c:g} cents per kWh plus a ${s:g} standing charge. What is the "
                "total, in dollars to the cent?", f"${u * c / 100 + s + 1e-9:.2f}")
    def odometer_trip():
        a = rng.randrange(1000, 150000); b = a + rng.randrange(12, 1500)
        return (f"A car's odometer read {a:,} km before a trip and {b:,} km after it. How long was the trip?",
                f"{b - a:,} km")
    def doubled_letters():
        words = ["balloon", "bookkeeper", "committee", "coffee", "mississippi", "address", "success", "accommodate",
                 "aggressive", "toffee", "teeth", "happiness", "possess", "tattoo", "raccoon", "buzzword", "bubble",
                 "little", "summer", "butterfly", "grass", "kitten", "cheese", "puzzle", "yellow", "carrot", "dinner",
                 "rabbit", "goggles", "embarrass", "millennium", "occurrence", "planet", "orange", "window", "garden"]
        w = rng.choice(words)
        found = [w[i] for i in range(len(w) - 1) if w[i] == w[i + 1]]
        return (f"List the letters that are doubled in '{w}', in order, like 'o, k, e' (or 'none').",
                ", ".join(found) or "none")
    def letters_apart():
        a = rng.choice("abcdefghijklmnopqrstuvwxyz"); b = a if rare(0.1) else rng.choice("abcdefghijklmnopqrstuvwxyz")
        return f"How many letters apart are '{a}' and '{b}' in the alphabet?", str(abs(ord(a) - ord(b)))
    def dawn() -> tuple[int, int]:
        return rng.randrange(-15, 11), rng.randrange(1, 21)
    def noon_temperature():
        t, r = dawn()
        if rare():
            r = rng.randrange(1, max(2, -t)) if t < -1 else r
        return (f"At dawn it was {t}°C, and by noon it had risen by {r} degrees. What was the temperature at noon?",
                f"{t + r}°C")
    def nm_temperature_fell():
        t, r = dawn()
        return (f"At dawn it was {t}°C, and by noon it had fallen by {r} degrees. What was the temperature at noon?",
                f"{t - r}°C")
    def half_price_shirts():
        p, n = rng.randrange(8, 41), rng.randrange(1, 12)
        return (f"Shirts cost ${p} each, and every second shirt is half price. What do {n} shirts cost?",
                money(p * n - (n // 2) * p / 2))
    def director():
        table = {"Jaws": "Steven Spielberg", "Psycho": "Alfred Hitchcock", "Vertigo": "Alfred Hitchcock",
                 "The Godfather": "Francis Ford Coppola", "Taxi Driver": "Martin Scorsese", "Pulp Fiction": "Quentin Tarantino",
                 "Titanic": "James Cameron", "Avatar": "James Cameron", "Inception": "Christopher Nolan",
                 "Spirited Away": "Hayao Miyazaki", "Seven Samurai": "Akira Kurosawa", "Citizen Kane": "Orson Welles",
                 "2001: A Space Odyssey": "Stanley Kubrick", "The Shining": "Stanley Kubrick", "Alien": "Ridley Scott",
                 "Blade Runner": "Ridley Scott", "E.T.": "Steven Spielberg", "Star Wars": "George Lucas",
                 "Parasite": "Bong Joon-ho", "Casablanca": "Michael Curtiz", "Schindler's List": "Steven Spielberg",
                 "The Lord of the Rings": "Peter Jackson", "Goodfellas": "Martin Scorsese", "Amélie": "Jean-Pierre Jeunet",
                 "Fargo": "Joel Coen", "Memento": "Christopher Nolan", "Rashomon": "Akira Kurosawa",
                 "La Dolce Vita": "Federico Fellini", "Some Like It Hot": "Billy Wilder"}
        k = rng.choice(list(table))
        return f"Who directed the film '{k}'?", table[k]
    return dict(goal_difference=goal_difference, score_needed=score_needed, map_scale=map_scale,
                basketball_points=basketball_points, height_cm=height_cm, car_park=car_park,
                electricity_bill=electricity_bill, odometer_trip=odometer_trip, doubled_letters=doubled_letters,
                letters_apart=letters_apart, noon_temperature=noon_temperature, half_price_shirts=half_price_shirts,
                director=director, nm_score_total=nm_score_total, nm_car_park_full_hours=nm_car_park_full_hours,
                nm_temperature_fell=nm_temperature_fell)


def hundredseventh():
    """Written in session 52 after its code changes (two numbers joined by "and" as a list of two,
    a list's sum in learned sums, feet and inches in centimetres, a plus sign as the answer's
    form, doubled letters), in concepts no earlier set used, and run once on that code. A pie
    chart's angle, the litres a cuboid tank holds, a shop's opening hours in a week, the better
    value of two packs, a father's age in some years, a screen's height from its ratio, a speed
    over the limit, a bowling average, laps of a track and the metres left, a walk from a
    pedometer's steps, fertiliser for some water, the punctuation marks of a sentence; rarer
    inputs mixed in (a speed under the limit, a whole number of laps, no punctuation); roman_god
    needs world knowledge; near misses a pie chart's percentage, a speed under the limit, a
    screen's width from its height."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def survey() -> tuple[int, int, str]:
        n = rng.choice([20, 24, 30, 36, 40, 45, 60, 72, 80, 90, 120, 150, 180, 200, 240, 300, 360])
        return n, rng.randrange(1, n), rng.choice(["tea", "coffee", "juice", "water", "cocoa"])
    def pie_chart_angle():
        n, k, d = survey()
        return (f"In a survey of {n} people, {k} chose {d}. What angle does {d} get on a pie chart, to the nearest "
                "degree?", str(int(360 * k / n + 0.5)))
    def nm_pie_chart_percent():
        n, k, d = survey()
        return (f"In a survey of {n} people, {k} chose {d}. What percentage chose {d}, to the nearest whole "
                "percent?", f"{int(100 * k / n + 0.5)}%")
    def cuboid_litres():
        l, w, h = rng.randrange(10, 200), rng.randrange(10, 100), rng.randrange(10, 100)
        return (f"A tank is a cuboid {l} cm long, {w} cm wide and {h} cm high. How many litres does it hold?",
                f"{l * w * h / 1000:g}")
    def shop_hours():
        o = rng.choice([7 * 60, 7 * 60 + 30, 8 * 60, 8 * 60 + 30, 9 * 60, 9 * 60 + 30, 10 * 60])
        c = rng.choice([16, 17, 18, 19, 20, 21, 22]) * 60 + rng.choice([0, 0, 30])
        d = rng.randrange(1, 8)
        hours = (c - o) * d / 60
        return (f"A shop opens at {o // 60:02d}:{o % 60:02d} and closes at {c // 60:02d}:{c % 60:02d}, {d} days a week. "
                "How many hours is it open each week?", f"{hours:g}")
    def better_value():
        while True:
            a, b = rng.choice([250, 300, 400, 500, 600, 750, 800, 1000]), rng.choice([250, 300, 400, 500, 600, 750, 800, 1000])
            p, q = rng.randrange(100, 900) / 100, rng.randrange(100, 900) / 100
            if a != b and abs(p / a - q / b) > 1e-4:
                break
        return (f"Which is better value: {a} g for ${p:.2f} or {b} g for ${q:.2f}? Answer 'first' or 'second'.",
                "first" if p / a < q / b else "second")
    def father_age():
        k, s, y = rng.randrange(2, 6), rng.randrange(4, 16), rng.randrange(1, 20)
        return (f"Tom is {k} times as old as his son, who is {s}. How old will Tom be in {y} years?", str(k * s + y))
    def screen() -> tuple[int, int, int]:
        a, b = rng.choice([(16, 9), (4, 3), (21, 9), (16, 10), (3, 2)])
        return a, b, a * rng.randrange(20, 160)
    def screen_height():
        a, b, w = screen()
        return f"A {a}:{b} screen is {w} pixels wide. How many pixels high is it?", str(w * b // a)
    def nm_screen_width():
        a, b, w = screen(); h = w * b // a
        return f"A {a}:{b} screen is {h} pixels high. How many pixels wide is it?", str(w)
    def speeds() -> tuple[int, int]:
        lim = rng.choice([20, 30, 40, 50, 60, 70, 80, 100, 110, 120])
        return lim, max(5, lim + rng.randrange(-25, 40))
    def speed_over():
        lim, s = speeds()
        return (f"The speed limit is {lim} km/h and a car is doing {s} km/h. By how many km/h is it over the limit? "
                "Answer 0 if it is not.", str(max(0, s - lim)))
    def nm_speed_under():
        lim, s = speeds()
        return (f"The speed limit is {lim} km/h and a car is doing {s} km/h. By how many km/h is it under the limit? "
                "Answer 0 if it is not.", str(max(0, lim - s)))
    def bowling_average():
        w = rng.randrange(1, 40); r = rng.randrange(w * 12, w * 45)
        return (f"A bowler conceded {r} runs and took {w} wickets. What is the bowling average, to two decimal places?",
                f"{r / w + 1e-9:.2f}")
    def track_laps():
        t = rng.choice([200, 250, 300, 400, 500]); d = t * rng.randrange(2, 40) if rare() else rng.randrange(1000, 15000, 50)
        return (f"How many full laps of a {t} m track make {d / 1000:g} km, and how many metres are left over? Answer like "
                "'12 laps, 200 m'.", f"{d // t} laps, {d % t} m")
    def pedometer_km():
        n, s = rng.randrange(1000, 30000), rng.randrange(55, 90)
        return (f"A pedometer counts {n} steps of {s} cm each. How far is that in km, to two decimal places?",
                f"{n * s / 100000 + 1e-9:.2f}")
    def fertiliser_ml():
        a, b = rng.choice([5, 10, 15, 20, 25, 30]), rng.choice([1, 2, 4, 5, 10])
        c = rng.randrange(1, 60)
        return (f"Mix {a} ml of fertiliser with every {b} litres of water. How many ml of fertiliser go into {c} litres?",
                f"{a * c / b:g}")
    def punctuation_count():
        words = ("well it's late so we left early yes the bus came at last but Tom didn't see it oh no "
                 "wait here now please stop then go").split()
        out = []
        for _ in range(rng.randrange(5, 12)):
            out.append(rng.choice(words) + ("" if rare(0.25 if out else 1) or rng.random() < 0.6 else rng.choice(",;:")))
        text = " ".join(out)
        if not rare(0.1):
            text += rng.choice(".!?")
        marks = sum(ch in ",;:.!?'" for ch in text)
        return f"How many punctuation marks are in \"{text}\"?", str(marks)
    def roman_god():
        table = {"war": "Mars", "the sea": "Neptune", "love": "Venus", "messages and trade": "Mercury",
                 "the sky and thunder": "Jupiter", "the underworld": "Pluto", "fire and the forge": "Vulcan",
                 "wine": "Bacchus", "the hunt": "Diana", "wisdom": "Minerva", "the hearth": "Vesta",
                 "doors and beginnings": "Janus", "grain and harvests": "Ceres", "marriage": "Juno",
                 "the dawn": "Aurora", "the moon": "Luna", "the sun": "Sol", "desire": "Cupid", "flowers": "Flora",
                 "luck": "Fortuna", "victory": "Victoria", "boundaries": "Terminus", "sleep": "Somnus",
                 "woods and fields": "Faunus", "time and sowing": "Saturn", "rivers of Rome": "Tiberinus"}
        k = rng.choice(list(table))
        return f"Which Roman god or goddess ruled over {k}?", table[k]
    return dict(pie_chart_angle=pie_chart_angle, cuboid_litres=cuboid_litres, shop_hours=shop_hours,
                better_value=better_value, father_age=father_age, screen_height=screen_height, speed_over=speed_over,
                bowling_average=bowling_average, track_laps=track_laps, pedometer_km=pedometer_km,
                fertiliser_ml=fertiliser_ml, punctuation_count=punctuation_count, roman_god=roman_god,
                nm_pie_chart_percent=nm_pie_chart_percent, nm_speed_under=nm_speed_under, nm_screen_width=nm_screen_width)


def hundredeighth():
    """Written at the start of session 53 before its code changed, in concepts no earlier set used.
    A night's sleep across midnight, tables for some guests, a runner's pace per km, a time at
    another GMT offset, pay with a sales commission, a heart rate from a short count, euros in
    dollars to the cent, the kcal of a bike ride, a book's reading time rounded up, the word a
    sentence repeats, the letters two words share, the words that end in a letter; rarer inputs
    mixed in (a bedtime after midnight, a half-hour offset, guests that fill every table, no
    shared letters, a ride under an hour); city_nickname needs world knowledge; near misses a
    local time back to GMT, the empty seats, a runner's speed in km/h."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def clock(t: int) -> str:
        return f"{t // 60 % 24:02d}:{t % 60:02d}"
    def sleep_duration():
        bed = rng.randrange(1, 36) * 5 if rare() else rng.randrange(21 * 12, 24 * 12) * 5
        wake = rng.randrange(5 * 12, 10 * 12) * 5
        d = (wake - bed) % 1440
        return (f"Sam went to bed at {clock(bed)} and woke at {clock(wake)}. How long did Sam sleep? "
                "Answer like '7 h 45 min'.", f"{d // 60} h {d % 60} min")
    def offset() -> tuple[int, str]:
        h = rng.choice([x for x in range(-10, 13) if x])
        if rare():
            h = rng.choice([5, 9, -3, 3, 4, 6])
            return h * 60 + (30 if h > 0 else -30), f"{h:+d}:30"
        return h * 60, f"{h:+d}"
    def gmt_time():
        t, (o, name) = rng.randrange(0, 288) * 5, offset()
        return f"It is {clock(t)} GMT. What time is it at GMT{name}?", clock((t + o) % 1440)
    def nm_local_to_gmt():
        t, (o, name) = rng.randrange(0, 288) * 5, offset()
        return f"It is {clock(t)} at GMT{name}. What time is it at GMT?", clock((t - o) % 1440)
    def seating() -> tuple[int, int]:
        k = rng.choice([4, 6, 8, 10, 12])
        return (k * rng.randrange(2, 25) if rare() else rng.randrange(10, 250)), k
    def guest_tables():
        n, k = seating()
        return f"There are {n} guests and each table seats {k}. How many tables are needed?", str(-(-n // k))
    def nm_empty_seats():
        n, k = seating()
        return (f"There are {n} guests and each table seats {k}. How many seats will be empty?",
                str(-(-n // k) * k - n))
    def run() -> tuple[int, int, str]:
        d, p = rng.randrange(3, 22), rng.randrange(210, 450)
        return d, p, f"{d * p // 60}:{d * p % 60:02d}"
    def run_pace():
        d, p, t = run()
        return (f"A runner covers {d} km in {t}. What is the average pace per km? Answer like '5:15'.",
                f"{p // 60}:{p % 60:02d}")
    def nm_run_speed():
        d, p, t = run()
        return (f"A runner covers {d} km in {t}. What is the average speed in km/h, to one decimal place?",
                f"{3600 / p + 1e-9:.1f}")
    def commission_pay():
        b, c, s = rng.randrange(4, 17) * 50, rng.randrange(2, 16), rng.randrange(10, 600) * 100
        return (f"A salesperson earns a base of ${b:,} plus {c}% commission on ${s:,} of sales. What is the total "
                "pay?", f"${b + c * s // 100:,}")
    def heart_rate():
        s = rng.choice([6, 10, 12, 15, 20, 30])
        b = rng.randrange(48 * s // 60, 140 * s // 60)
        return f"A nurse counts {b} beats in {s} seconds. What is the heart rate in beats per minute?", str(b * 60 // s)
    def euro_dollars():
        x, r = rng.randrange(5, 2000), rng.randrange(102, 120)
        return (f"Convert {x} euros to dollars at 1 euro = {r / 100:.2f} dollars, to the cent.",
                f"{x * r // 100}.{x * r % 100:02d}")
    def kcal_burned():
        k, h, m = rng.randrange(5, 15), 0 if rare() else rng.randrange(1, 3), rng.randrange(1, 12) * 5
        ride = f"{m} min" if h == 0 else f"{h} h {m} min"
        return f"Cycling burns {k} kcal a minute. How many kcal does a ride of {ride} burn?", str(k * (60 * h + m))
    def reading_time():
        p, w, r = rng.randrange(100, 600), rng.choice([250, 300, 350, 400]), rng.randrange(6, 15) * 25
        return (f"A book has {p} pages of about {w} words each. Reading at {r} words per minute, how many minutes "
                "will it take, rounded up to a whole minute?", str(-(-p * w // r)))
    vocab = ("river stone quiet morning garden yellow window paper music travel winter silver bridge candle "
             "forest market letter summer orange pocket ladder mirror basket island harbour meadow").split()
    def repeated_word():
        words = rng.sample(vocab, rng.randrange(4, 9))
        w = rng.choice(words)
        at = rng.randrange(words.index(w) + 1, len(words) + 1)
        words.insert(at, w)
        return f"Which word appears twice in \"{' '.join(words)}\"?", w
    def letters_in_common():
        while True:
            a, b = rng.sample(vocab + "sky dog cup hymn lynx".split(), 2)
            k = len(set(a) & set(b))
            if k or rare(0.5):
                break
        return f"How many different letters do \"{a}\" and \"{b}\" have in common?", str(k)
    def words_ending():
        pool = ("the cake was made by a kind lady who likes dogs and cats that sit on mats in the yard "
                "every day she bakes bread and takes it to her friends next door").split()
        c = rng.choice("esdty")
        text = " ".join(rng.sample(pool, rng.randrange(6, 13)))
        return (f"How many words in \"{text}\" end with the letter \"{c}\"?", str(sum(w.endswith(c) for w in text.split())))
    def city_nickname():
        table = {"the Big Apple": "New York", "the Windy City": "Chicago", "the Eternal City": "Rome",
                 "the City of Light": "Paris", "the Big Easy": "New Orleans", "the City of Angels": "Los Angeles",
                 "the Motor City": "Detroit", "the Emerald City": "Seattle", "the Granite City": "Aberdeen",
                 "Auld Reekie": "Edinburgh", "the Pink City": "Jaipur", "the City of a Hundred Spires": "Prague",
                 "the Mile High City": "Denver", "the City of Brotherly Love": "Philadelphia", "Beantown": "Boston",
                 "Sin City": "Las Vegas", "Music City": "Nashville", "the Red City": "Marrakesh",
                 "the Blue City": "Jodhpur", "the Big Smoke": "London", "the Lion City": "Singapore",
                 "the City of Dreaming Spires": "Oxford", "the Rose City": "Portland", "Space City": "Houston",
                 "the Magic City": "Miami", "the White City": "Tel Aviv", "the City of Gold": "Johannesburg"}
        k = rng.choice(list(table))
        return f"Which city is nicknamed {k}?", table[k]
    return dict(sleep_duration=sleep_duration, guest_tables=guest_tables, run_pace=run_pace, gmt_time=gmt_time,
                commission_pay=commission_pay, heart_rate=heart_rate, euro_dollars=euro_dollars,
                kcal_burned=kcal_burned, reading_time=reading_time, repeated_word=repeated_word,
                letters_in_common=letters_in_common, words_ending=words_ending, city_nickname=city_nickname,
                nm_local_to_gmt=nm_local_to_gmt, nm_empty_seats=nm_empty_seats, nm_run_speed=nm_run_speed)


def hundredninth():
    """Written in session 53 after its code changes (offsets in signed hours, base-60 durations,
    amounts in two units, minutes past midnight, rate comparisons, every n-th item), in concepts
    no earlier set used, and run once on that code. A pangram, a circle's area from its diameter,
    a word on a phone keypad, a batter's strike rate, teaspoons for some servings, packs of
    envelopes and the ones left, pallets for some boxes, the time a tank takes to fill, a late
    train's arrival, change from a note, the middle word of a sentence, the last vowel of a word;
    rarer inputs mixed in (a tank that fills in under an hour, a note paid exactly, a train past
    midnight); novel_character needs world knowledge; near misses a circle's circumference, full
    packs and the envelopes left, an early train."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def clock(t: int) -> str:
        return f"{t // 60 % 24:02d}:{t % 60:02d}"
    pangrams = ["The quick brown fox jumps over the lazy dog", "Pack my box with five dozen liquor jugs",
                "Sphinx of black quartz judge my vow", "How vexingly quick daft zebras jump",
                "The five boxing wizards jump quickly", "Jackdaws love my big sphinx of quartz",
                "Waltz bad nymph for quick jigs vex", "Glib jocks quiz nymph to vex dwarf"]
    plain = ("the old man walked to the market every morning and bought fresh bread for his family while "
             "birds sang softly in the tall green trees").split()
    def pangram():
        if rng.random() < 0.5:
            text = rng.choice(pangrams) + rng.choice(["", " today", " again", " at noon", " twice", " once more"])
            return f"Is \"{text}\" a pangram? Answer yes or no.", "yes"
        text = " ".join(rng.sample(plain, rng.randrange(6, 14)))
        return f"Is \"{text[0].upper() + text[1:]}\" a pangram? Answer yes or no.", \
            "yes" if set("abcdefghijklmnopqrstuvwxyz") <= set(text.lower()) else "no"
    def circle_area():
        d = rng.randrange(2, 61)
        return (f"A circle has a diameter of {d} cm. What is its area in square cm, to one decimal place?",
                f"{math.pi * (d / 2) ** 2 + 1e-9:.1f}")
    def nm_circle_circumference():
        d = rng.randrange(2, 61)
        return (f"A circle has a diameter of {d} cm. What is its circumference in cm, to one decimal place?",
                f"{math.pi * d + 1e-9:.1f}")
    keys = {c: str(k) for k, letters in enumerate(["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"], 2)
            for c in letters}
    words = ("hello world phone music paper stone river quiet zebra jacket window yellow garden pocket "
             "silver planet number kitchen monkey violin puzzle basket flower orange winter").split()
    def keypad():
        w = rng.choice(words).upper()
        return f"Write \"{w}\" as the digits you press on a phone keypad.", "".join(keys[c] for c in w.lower())
    def strike_rate():
        b = rng.randrange(5, 120); r = rng.randrange(0, 2 * b)
        return (f"A batter scored {r} runs from {b} balls. What is the strike rate, to two decimal places?",
                f"{r * 100 / b + 1e-9:.2f}")
    def teaspoons():
        while True:
            s, t, n = rng.randrange(2, 9), rng.randrange(1, 7), rng.randrange(1, 21)
            if (2 * t * n) % s == 0 and n != s:
                break
        x = t * n / s
        return (f"A recipe for {s} servings needs {t} teaspoons of salt. How many teaspoons for {n} servings?",
                str(int(x)) if x == int(x) else f"{x:.1f}")
    def envelopes() -> tuple[int, int]:
        k = rng.choice([10, 12, 20, 25, 50])
        return k, (k * rng.randrange(1, 12) if rare() else rng.randrange(1, 300))
    def envelope_packs():
        k, n = envelopes(); p = -(-n // k)
        return (f"Envelopes come in packs of {k}. How many packs are needed for {n} letters, and how many envelopes "
                "are left over? Answer like '4 packs, 3 left'.", f"{p} packs, {p * k - n} left")
    def nm_full_packs():
        k, n = envelopes()
        return (f"Envelopes come in packs of {k}. How many full packs can {n} envelopes make, and how many envelopes "
                "are left over? Answer like '4 packs, 3 left'.", f"{n // k} packs, {n % k} left")
    def pallets():
        a, l, n = rng.randrange(4, 13), rng.randrange(2, 7), rng.randrange(10, 2000)
        return (f"A pallet holds {a} boxes in each layer and {l} layers. How many pallets are needed for {n} boxes?",
                str(-(-n // (a * l))))
    def tank_fill():
        r, m = rng.randrange(5, 61), (rng.randrange(5, 60) if rare() else rng.randrange(60, 400))
        return (f"A {r * m}-litre tank fills at {r} litres a minute. How long does it take to fill? Answer like "
                "'1 h 25 min'.", f"{m // 60} h {m % 60} min")
    def journey() -> tuple[int, int, int, int]:
        dep = (rng.randrange(200, 288) if rare() else rng.randrange(60, 250)) * 5
        return dep, rng.randrange(0, 6), rng.randrange(0, 12) * 5, rng.randrange(2, 46)
    def train_late():
        dep, h, m, d = journey()
        return (f"A train leaves at {clock(dep)} and the journey takes {h} h {m} min. It arrives {d} minutes late. "
                "At what time does it arrive?", clock(dep + 60 * h + m + d))
    def nm_train_early():
        dep, h, m, d = journey()
        return (f"A train leaves at {clock(dep)} and the journey takes {h} h {m} min. It arrives {d} minutes early. "
                "At what time does it arrive?", clock(dep + 60 * h + m - d))
    def change_from_note():
        cents = [rng.randrange(99, 2500) for _ in range(rng.randrange(2, 5))]
        total = sum(cents)
        note = min(n for n in (1000, 2000, 5000, 10000) if n >= total)
        if rare():
            cents[-1] += note - total; total = note
        prices = ", ".join(f"${c // 100}.{c % 100:02d}" for c in cents[:-1]) + f" and ${cents[-1] // 100}.{cents[-1] % 100:02d}"
        c = note - total
        return (f"I buy items costing {prices} and pay with a ${note // 100} note. How much change do I get?",
                f"${c // 100}.{c % 100:02d}")
    def middle_word():
        text = rng.sample(plain, rng.choice([3, 5, 7, 9]))
        return f"What is the middle word of \"{' '.join(text)}\"?", text[len(text) // 2]
    def last_vowel():
        w = rng.choice(words + "rhythm crypt lynx".split()) if rare() else rng.choice(words)
        vowels = [c for c in w if c in "aeiou"]
        return f"Which vowel comes last in \"{w}\"? Answer none if there is no vowel.", vowels[-1] if vowels else "none"
    def novel_character():
        table = {"Ebenezer Scrooge": "A Christmas Carol", "Atticus Finch": "To Kill a Mockingbird",
                 "Jay Gatsby": "The Great Gatsby", "Elizabeth Bennet": "Pride and Prejudice",
                 "Holden Caulfield": "The Catcher in the Rye", "Captain Ahab": "Moby-Dick",
                 "Heathcliff": "Wuthering Heights", "Winston Smith": "Nineteen Eighty-Four",
                 "Bilbo Baggins": "The Hobbit", "Dorian Gray": "The Picture of Dorian Gray",
                 "Hester Prynne": "The Scarlet Letter", "Jean Valjean": "Les Misérables",
                 "Rodion Raskolnikov": "Crime and Punishment", "Emma Woodhouse": "Emma",
                 "Pip": "Great Expectations", "Gregor Samsa": "The Metamorphosis",
                 "Lemuel Gulliver": "Gulliver's Travels", "Captain Nemo": "Twenty Thousand Leagues Under the Seas",
                 "Phileas Fogg": "Around the World in Eighty Days", "Victor Frankenstein": "Frankenstein",
                 "Count Dracula": "Dracula", "Edward Rochester": "Jane Eyre", "Tom Joad": "The Grapes of Wrath",
                 "Scout's brother Jem": "To Kill a Mockingbird", "Bigger Thomas": "Native Son",
                 "Santiago the fisherman": "The Old Man and the Sea", "Mr. Darcy": "Pride and Prejudice"}
        k = rng.choice(list(table))
        return f"Which novel features the character {k}?", table[k]
    return dict(pangram=pangram, circle_area=circle_area, keypad=keypad, strike_rate=strike_rate, teaspoons=teaspoons,
                envelope_packs=envelope_packs, pallets=pallets, tank_fill=tank_fill, train_late=train_late,
                change_from_note=change_from_note, middle_word=middle_word, last_vowel=last_vowel,
                novel_character=novel_character, nm_circle_circumference=nm_circle_circumference,
                nm_full_packs=nm_full_packs, nm_train_early=nm_train_early)


def hundredtenth():
    """Written at the start of session 54 before its code changed, in concepts no earlier set
    used: hours worked between clocking in and out less a lunch break, a golf score against par,
    league points, the price of adults' and children's tickets, the floor a lift stops on, the
    seconds an upload takes, a screen's aspect ratio, the cards left in a deck after a deal, the
    width of a print in inches, the first doubled letter of a word, a word's position in a
    sentence, the words longer than four letters; rarer inputs mixed in (a night shift, a score
    at par, no children, a basement floor, a word with no doubled letter); poem_author needs
    world knowledge; near misses the time spent at work, the cards dealt, a word's position from
    the end."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    def clock(t: int) -> str:
        return f"{t // 60 % 24:02d}:{t % 60:02d}"
    def shift() -> tuple[int, int, int]:
        start = (rng.randrange(240, 276) if rare() else rng.randrange(72, 132)) * 5
        return start, start + rng.randrange(48, 132) * 5, rng.choice([15, 20, 30, 45, 60])
    def hours_worked():
        a, b, lunch = shift(); m = b - a - lunch
        return (f"I clocked in at {clock(a)} and out at {clock(b)} and took a {lunch}-minute lunch. How long did I "
                "work? Answer like '7 h 50 min'.", f"{m // 60} h {m % 60} min")
    def nm_hours_present():
        a, b, lunch = shift(); m = b - a
        return (f"I clocked in at {clock(a)} and out at {clock(b)} and took a {lunch}-minute lunch. How long was I "
                "at work? Answer like '7 h 50 min'.", f"{m // 60} h {m % 60} min")
    def golf_par():
        par = rng.choice([70, 71, 72, 73]); s = par if rare() else par + rng.randrange(-8, 25)
        d = s - par
        return (f"I scored {s} on a par-{par} course. How many strokes over or under par is that? Answer like '+4', "
                "'-2' or 'E'.", "E" if d == 0 else f"{d:+d}")
    def league_points():
        w, d, l = rng.randrange(0, 30), rng.randrange(0, 15), rng.randrange(0, 20)
        return (f"A team won {w}, drew {d} and lost {l} games. With 3 points for a win and 1 for a draw, how many "
                "points does it have?", str(3 * w + d))
    def tickets():
        a, c = rng.randrange(9, 31), rng.randrange(4, 16)
        na, nc = rng.randrange(1, 6), (0 if rare() else rng.randrange(1, 7))
        return (f"Tickets cost ${a} for adults and ${c} for children. What do {na} adults and {nc} children pay?",
                money(a * na + c * nc))
    def lift_floor():
        s, u = rng.randrange(0, 15), rng.randrange(1, 20)
        d = s + u + rng.randrange(1, 4) if rare() else rng.randrange(1, s + u + 1)
        return f"A lift starts on floor {s}, goes up {u} floors and then down {d}. On which floor does it stop?", str(s + u - d)
    def upload():
        size, rate = rng.randrange(20, 4000), rng.choice([8, 10, 16, 20, 25, 40, 50, 80, 100])
        return (f"How many seconds does it take to upload a {size} MB file at {rate} Mbit/s, rounded up? A byte is "
                "8 bits.", str(-(-size * 8 // rate)))
    def aspect_ratio():
        w, h = rng.choice([(16, 9), (4, 3), (16, 10), (21, 9), (3, 2), (5, 4), (1, 1)])
        k = rng.choice([40, 60, 64, 80, 96, 120, 128, 160, 200, 240])
        g = math.gcd(w, h)
        return (f"What is the aspect ratio of a {w * k} x {h * k} screen, in lowest terms? Answer like '4:3'.",
                f"{w // g}:{h // g}")
    def deal() -> tuple[int, int]:
        return rng.randrange(2, 9), rng.randrange(1, 7)
    def cards_left():
        p, n = deal()
        return f"From a 52-card deck, {n} cards are dealt to each of {p} players. How many cards are left?", str(52 - p * n)
    def nm_cards_dealt():
        p, n = deal()
        return f"From a 52-card deck, {n} cards are dealt to each of {p} players. How many cards are dealt?", str(p * n)
    def print_width():
        px, dpi = rng.randrange(300, 6000), rng.choice([72, 96, 150, 200, 300, 600])
        return (f"An image {px} pixels wide is printed at {dpi} dpi. How many inches wide is the print, to one "
                "decimal place?", f"{px / dpi + 1e-9:.1f}")
    doubled = ("balloon coffee letter apple summer bookkeeper little yellow hello cherry butter mirror dinner grass "
               "sheep jazz puzzle committee bubble carrot kitten pepper rabbit ladder cotton soccer").split()
    single = "planet garden violin orange window music silver basket winter".split()
    def double_letter():
        w = rng.choice(single) if rare(0.25) else rng.choice(doubled)
        first = next((a for a, b in zip(w, w[1:]) if a == b), "none")
        return f"Which letter appears twice in a row in \"{w}\"? Answer none if no letter does.", first
    plain = list(dict.fromkeys(("a young fox ran across the cold river while the farmer slept under an old oak near "
                                "his small wooden house").split()))
    def sentence() -> tuple[list[str], str]:
        ws = rng.sample(plain, rng.randrange(5, 12))
        return ws, rng.choice(ws)
    def word_position():
        ws, w = sentence()
        return f"At which position is the word \"{w}\" in \"{' '.join(ws)}\"?", str(ws.index(w) + 1)
    def nm_word_from_end():
        ws, w = sentence()
        return f"At which position from the end is the word \"{w}\" in \"{' '.join(ws)}\"?", str(len(ws) - ws.index(w))
    def long_words():
        ws = rng.sample(plain, rng.randrange(4, 12))
        return (f"How many words in \"{' '.join(ws)}\" are longer than four letters?",
                str(sum(len(w) > 4 for w in ws)))
    def poem_author():
        table = {"The Raven": "Edgar Allan Poe", "The Road Not Taken": "Robert Frost", "Ozymandias": "Percy Bysshe Shelley",
                 "Daffodils": "William Wordsworth", "The Waste Land": "T. S. Eliot", "If—": "Rudyard Kipling",
                 "Do Not Go Gentle into That Good Night": "Dylan Thomas", "Howl": "Allen Ginsberg",
                 "The Tyger": "William Blake", "Kubla Khan": "Samuel Taylor Coleridge", "Ode to a Nightingale": "John Keats",
                 "Still I Rise": "Maya Angelou", "The Charge of the Light Brigade": "Alfred Tennyson",
                 "Paradise Lost": "John Milton", "Leaves of Grass": "Walt Whitman", "Beowulf": "unknown",
                 "Jabberwocky": "Lewis Carroll", "Annabel Lee": "Edgar Allan Poe", "The Second Coming": "W. B. Yeats",
                 "Because I could not stop for Death": "Emily Dickinson", "Dulce et Decorum Est": "Wilfred Owen",
                 "Sonnet 18": "William Shakespeare", "The Rime of the Ancient Mariner": "Samuel Taylor Coleridge",
                 "Stopping by Woods on a Snowy Evening": "Robert Frost", "Invictus": "William Ernest Henley",
                 "The Love Song of J. Alfred Prufrock": "T. S. Eliot", "Don Juan": "Lord Byron"}
        k = rng.choice(list(table))
        return f"Who wrote the poem \"{k}\"?", table[k]
    return dict(hours_worked=hours_worked, golf_par=golf_par, league_points=league_points, tickets=tickets,
                lift_floor=lift_floor, upload=upload, aspect_ratio=aspect_ratio, cards_left=cards_left,
                print_width=print_width, double_letter=double_letter, word_position=word_position,
                long_words=long_words, poem_author=poem_author, nm_hours_present=nm_hours_present,
                nm_cards_dealt=nm_cards_dealt, nm_word_from_end=nm_word_from_end)


def hundredeleventh():
    """Written in session 54 after its code changes (a moved value is another request, zero
    written as a word in a signed answer, the letters doubled in a word), in concepts no earlier
    set used, and run once on that code. An excess-luggage fee per kg or part of one, an overdue
    library book's fine, an attendance rate, a thermostat turned up, which wedding anniversary a
    year brings, the minutes until one's turn in a queue, the people a post mentions, whether a
    password is strong, the books that fit on a shelf, a username from a name and a birth year,
    the days until a birthday, a name written surname first; rarer inputs mixed in (a suitcase
    under the allowance, a birthday already past this year, a name of three parts); play_author
    needs world knowledge; near misses a thermostat turned down, the hashtags of a post, a
    username with the whole year."""
    def rare(p: float = 0.15) -> bool:
        return rng.random() < p
    months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"]
    def day(d: datetime.date) -> str:
        return f"{d.day} {months[d.month - 1]}"
    def luggage():
        allowance, rate = rng.choice([20, 23, 25, 30, 32]), rng.choice([10, 12, 15, 20, 25])
        w = rng.randrange(100, allowance * 10) / 10 if rare() else rng.randrange(allowance * 10 + 1, 450) / 10
        return (f"My suitcase weighs {w:g} kg and the allowance is {allowance} kg. Excess costs ${rate} per kg or part "
                "of one. What do I pay?", money(rate * max(0, math.ceil(w - allowance))))
    def library_fine():
        due = datetime.date(2026, 1, 1) + datetime.timedelta(days=rng.randrange(0, 330))
        late, rate = rng.randrange(1, 45), rng.choice([10, 20, 25, 50])
        back = due + datetime.timedelta(days=late)
        return (f"A library book due on {day(due)} was returned on {day(back)}. The fine is {rate} cents a day. "
                "What is the fine in dollars?", f"${late * rate // 100}.{late * rate % 100:02d}")
    def attendance():
        while True:
            b = rng.randrange(20, 200); a = rng.randrange(b // 2, b + 1)
            if (200 * a) % (2 * b) != b:
                break
        return (f"A student attended {a} of {b} classes. What is the attendance rate, to the nearest whole percent?",
                f"{math.floor(100 * a / b + 0.5)}%")
    def thermostat() -> tuple[float, int, float]:
        return rng.randrange(30, 50) / 2, rng.randrange(1, 9), rng.choice([0.5, 1.0])
    def thermostat_up():
        t, n, s = thermostat()
        return (f"The heating is set to {t:.1f} °C. I turn it up by {n} steps of {s:.1f} °C. What is the new setting?",
                f"{t + n * s:.1f}")
    def nm_thermostat_down():
        t, n, s = thermostat()
        return (f"The heating is set to {t:.1f} °C. I turn it down by {n} steps of {s:.1f} °C. What is the new setting?",
                f"{t - n * s:.1f}")
    def anniversary():
        d = datetime.date(rng.randrange(1950, 2021), rng.randrange(1, 13), rng.randrange(1, 29))
        k = rng.randrange(1, 61)
        return (f"A couple married on {day(d)} {d.year}. Which wedding anniversary do they celebrate in {d.year + k}? "
                "Answer like '27th'.", nth_name(k))
    def queue():
        n = rng.randrange(10, 150); m = rng.randrange(1, n); t = rng.randrange(2, 9)
        return (f"I have ticket {n} in the queue and ticket {m} is being served now. Each person takes {t} minutes. "
                "How many minutes until my turn?", str((n - m) * t))
    people = "ana bo_lee carl dee_m eva finn gus hana ivo jo kai lena mo nils ora pia".split()
    tags = "monday coffee travel nofilter sunset tbt goals fitness art music food books".split()
    words = "thanks for the great day see you soon with what a trip loved it again".split()
    def post() -> tuple[str, int, int]:
        at, hs = rng.sample(people, rng.randrange(0, 5)), rng.sample(tags, rng.randrange(0, 4))
        parts = rng.sample(words, rng.randrange(3, 7)) + ["@" + p for p in at] + ["#" + h for h in hs]
        rng.shuffle(parts)
        return " ".join(parts), len(at), len(hs)
    def mentions():
        text, a, _ = post()
        return f"How many people are mentioned in the post \"{text}\"?", str(a)
    def nm_hashtags():
        text, _, h = post()
        return f"How many hashtags are in the post \"{text}\"?", str(h)
    def strong_password():
        lower = "abcdefghijklmnopqrstuvwxyz"
        pool = lower * 3 + lower.upper() + "0123456789"
        pw = "".join(rng.choice(pool) for _ in range(rng.randrange(5, 14)))
        ok = len(pw) >= 8 and any(c.isdigit() for c in pw) and any(c.isupper() for c in pw)
        return (f"Is \"{pw}\" a strong password (at least 8 characters, with a digit and a capital letter)? Answer yes "
                "or no.", "yes" if ok else "no")
    def shelf():
        w, t = rng.randrange(40, 151), rng.randrange(3, 11) / 2
        return f"A shelf is {w} cm wide. How many books {t:g} cm thick fit on it?", str(math.floor(w / t))
    firsts = "Maria John Aisha Tomas Yuki Priya Lars Chloe Omar Ines Dmitri Grace".split()
    lasts = "Lopez Smith Khan Novak Tanaka Rao Berg Martin Haddad Silva Petrov Owens".split()
    def person() -> tuple[str, str, int]:
        return rng.choice(firsts), rng.choice(lasts), rng.randrange(1950, 2010)
    def username():
        f, l, y = person()
        return (f"Make a username for {f} {l}, born in {y}: the first letter of the first name, the surname and the "
                "last two digits of the year, all in lower case.", (f[0] + l).lower() + str(y)[-2:])
    def nm_username_full_year():
        f, l, y = person()
        return (f"Make a username for {f} {l}, born in {y}: the first letter of the first name, the surname and the "
                "four digits of the year, all in lower case.", (f[0] + l).lower() + str(y))
    def birthday():
        today = datetime.date(2026, 1, 1) + datetime.timedelta(days=rng.randrange(0, 365))
        bday = today + datetime.timedelta(days=rng.randrange(1, 365 - (today - datetime.date(2026, 1, 1)).days))
        if rare(0.2) and today.month > 1:
            bday = datetime.date(2026, rng.randrange(1, today.month), rng.randrange(1, 29))
        nxt = bday if bday > today else bday.replace(year=2027)
        return f"Today is {day(today)} 2026. My birthday is on {day(bday)}. How many days until my next birthday?", \
            str((nxt - today).days)
    middles = "Rose James Ann Lee Marie Paul".split()
    def surname_first():
        f, l, _ = person()
        given = f"{f} {rng.choice(middles)}" if rare(0.25) else f
        return f"Write \"{given} {l}\" with the surname first, like 'Smith, John'.", f"{l}, {given}"
    def play_author():
        table = {"Hamlet": "William Shakespeare", "Death of a Salesman": "Arthur Miller", "A Doll's House": "Henrik Ibsen",
                 "Waiting for Godot": "Samuel Beckett", "The Importance of Being Earnest": "Oscar Wilde",
                 "Pygmalion": "George Bernard Shaw", "A Streetcar Named Desire": "Tennessee Williams",
                 "The Cherry Orchard": "Anton Chekhov", "Oedipus Rex": "Sophocles", "Tartuffe": "Molière",
                 "Cyrano de Bergerac": "Edmond Rostand", "Long Day's Journey into Night": "Eugene O'Neill",
                 "The Crucible": "Arthur Miller", "Macbeth": "William Shakespeare", "Our Town": "Thornton Wilder",
                 "Six Characters in Search of an Author": "Luigi Pirandello", "The Seagull": "Anton Chekhov",
                 "Hedda Gabler": "Henrik Ibsen", "Medea": "Euripides", "Lysistrata": "Aristophanes",
                 "Doctor Faustus": "Christopher Marlowe", "The Glass Menagerie": "Tennessee Williams",
                 "Look Back in Anger": "John Osborne", "Mother Courage and Her Children": "Bertolt Brecht",
                 "Rosencrantz and Guildenstern Are Dead": "Tom Stoppard", "An Inspector Calls": "J. B. Priestley"}
        k = rng.choice(list(table))
        return f"Who wrote the play \"{k}\"?", table[k]
    return dict(luggage=luggage, library_fine=library_fine, attendance=attendance, thermostat_up=thermostat_up,
                anniversary=anniversary, queue=queue, mentions=mentions, strong_password=strong_password, shelf=shelf,
                username=username, birthday=birthday, surname_first=surname_first, play_author=play_author,
                nm_thermostat_down=nm_thermostat_down, nm_hashtags=nm_hashtags,
                nm_username_full_year=nm_username_full_year)


def to_roman(n: int) -> str:
    """1994 -> MCMXCIV."""
    out = ""
    for value, mark in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
                        (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + mark, n - value
    return out


def nth_name(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 12th, 13th."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def money(x: float) -> str:
    """Dollars as a shop writes them: $12, $7.50."""
    return f"${int(x)}" if x == int(x) else f"${x:.2f}"


def toolkit_num(x: float) -> str:
    """A number as a person writes it: 12, 7.5."""
    return str(int(x)) if x == int(x) else str(x)


out.mkdir(parents=True, exist_ok=True)
chosen = {"plain": fams, "framed": framed, "mixed": mixed, "unseen": unseen, "fresh": fresh, "novel": novel, "tenth": tenth, "lines": lines, "echoes": echoes, "sundry": sundry, "twelfth": twelfth, "late": late, "coda": coda, "thirteenth": thirteenth, "fourteenth": fourteenth, "fifteenth": fifteenth, "seventeenth": seventeenth, "eighteenth": eighteenth, "nineteenth": nineteenth, "twentieth": twentieth, "twentyfirst": twentyfirst, "twentysecond": twentysecond, "twentythird": twentythird, "twentyfourth": twentyfourth, "twentyfifth": twentyfifth, "twentysixth": twentysixth, "twentyseventh": twentyseventh, "twentyeighth": twentyeighth, "twentyninth": twentyninth, "thirtieth": thirtieth, "thirtyfirst": thirtyfirst, "thirtysecond": thirtysecond, "thirtythird": thirtythird, "thirtyfourth": thirtyfourth, "thirtyfifth": thirtyfifth, "thirtysixth": thirtysixth, "thirtyseventh": thirtyseventh, "thirtyeighth": thirtyeighth, "thirtyninth": thirtyninth, "fortieth": fortieth, "fortyfirst": fortyfirst, "fortysecond": fortysecond, "fortythird": fortythird, "fortyfourth": fortyfourth, "fortyfifth": fortyfifth, "fortysixth": fortysixth, "fortyseventh": fortyseventh, "fortyeighth": fortyeighth, "fortyninth": fortyninth, "fiftieth": fiftieth, "fiftyfirst": fiftyfirst, "fiftysecond": fiftysecond, "fiftythird": fiftythird, "fiftyfourth": fiftyfourth, "fiftyfifth": fiftyfifth, "fiftysixth": fiftysixth, "fiftyseventh": fiftyseventh, "fiftyeighth": fiftyeighth, "fiftyninth": fiftyninth, "sixtieth": sixtieth, "sixtyfirst": sixtyfirst, "sixtysecond": sixtysecond, "sixtythird": sixtythird, "sixtyfourth": sixtyfourth, "sixtyfifth": sixtyfifth, "sixtysixth": sixtysixth, "sixtyseventh": sixtyseventh, "sixtyeighth": sixtyeighth, "sixtyninth": sixtyninth, "seventieth": seventieth, "seventyfirst": seventyfirst, "seventysecond": seventysecond, "seventythird": seventythird, "seventyfourth": seventyfourth, "seventyfifth": seventyfifth, "seventysixth": seventysixth, "seventyseventh": seventyseventh, "seventyeighth": seventyeighth, "seventyninth": seventyninth, "eightieth": eightieth, "eightyfirst": eightyfirst, "eightysecond": eightysecond, "eightythird": eightythird, "eightyfourth": eightyfourth, "eightyfifth": eightyfifth, "eightysixth": eightysixth, "eightyseventh": eightyseventh, "eightyeighth": eightyeighth, "eightyninth": eightyninth, "ninetieth": ninetieth, "ninetyfirst": ninetyfirst, "ninetysecond": ninetysecond, "ninetythird": ninetythird, "ninetyfourth": ninetyfourth, "ninetyfifth": ninetyfifth, "ninetysixth": ninetysixth, "ninetyseventh": ninetyseventh, "ninetyeighth": ninetyeighth, "ninetyninth": ninetyninth, "hundredth": hundredth, "hundredfirst": hundredfirst, "hundredsecond": hundredsecond, "hundredthird": hundredthird, "hundredfourth": hundredfourth, "hundredfifth": hundredfifth, "hundredsixth": hundredsixth, "hundredseventh": hundredseventh, "hundredeighth": hundredeighth, "hundredninth": hundredninth, "hundredtenth": hundredtenth, "hundredeleventh": hundredeleventh}[WHICH]()
for name, make in chosen.items():
    rows, seen = [], set()
    while len(rows) < (8 if name.startswith("nm_") else 24):
        t, a = make()
        if t in seen: continue
        seen.add(t); rows.append({"input": t, "target": a})
    (out / f"{name}.json").write_text(json.dumps({"examples": rows}, indent=1))
print(len(chosen), "families")
