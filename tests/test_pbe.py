"""Zero-token synthesis by example (`toolsmith.pbe`): invented task families only.

Found programs are checked the way a tool is used: the generated `run()` is assembled into a
tool module, linted, and run in the sandbox on arguments the search never saw.
"""

from __future__ import annotations

import dataclasses
import datetime
import fractions
import inspect
import itertools
import math
import random
import re
import statistics
import time
from typing import Any

import pytest

from toolsmith import pbe
from toolsmith._lib import toolkit
from toolsmith.lint import lint_tool
from toolsmith.records import Example
from toolsmith.sandbox import default_sandbox
from toolsmith.synthesis import slot_values
from toolsmith.toolfile import build_tool_source, with_probe, PROBE_FUNCTION
from toolsmith._utils import answers_match

Args = dict[str, Any]


def held_out_answers(template: str, kinds: dict[str, str], program: pbe.Program, cases: list[tuple[Args, str]]) -> list[Any]:
    """Lint the tool built from `program`, then run it in the sandbox on `cases`; the answers."""
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    assert lint_tool(source, require=("extract", "run")) == []
    box = default_sandbox()
    out = []
    for args, _ in cases:
        result = box.call(source, "run", args)
        assert result.ok, (result.error, program.run_code)
        out.append(result.value)
    return out


def declined_error(template: str, kinds: dict[str, str], program: pbe.Program, args: Args) -> str:
    """The error of the tool built from `program` on `args`, which it must decline (`NotMine`)."""
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    result = default_sandbox().call(source, "run", args)
    assert not result.ok and result.error.startswith("NotMine"), (result.error, program.run_code)
    return result.error


# (name, template, slot kinds, shown examples, held-out cases)
FAMILIES: list[tuple[str, str, dict[str, str], list[tuple[Args, str]], list[tuple[Args, str]]]] = [
    ("sort words", "Put these in alphabetical order: {list}", {"list": "list"},
     [({"list": ["pear", "apple", "fig"]}, "apple fig pear"), ({"list": ["kiwi", "date"]}, "date kiwi"),
      ({"list": ["plum", "lime", "grape", "yuzu"]}, "grape lime plum yuzu")],
     [({"list": ["b", "c", "a"]}, "a b c"), ({"list": ["melon", "banana"]}, "banana melon")]),
    ("sort numbers by value, comma separated", "Sort ascending: {list}", {"list": "list"},
     [({"list": ["$1,200", "$5", "$30"]}, "$5, $30, $1,200"), ({"list": ["10", "9", "100"]}, "9, 10, 100"),
      ({"list": ["3", "12", "1"]}, "1, 3, 12")],
     [({"list": ["20", "3", "100", "7"]}, "3, 7, 20, 100")]),
    ("two-digit numbers sorted by value, not as text", "Sort from lowest to highest: {list}", {"list": "list"},
     [({"list": ["48", "12", "87"]}, "12, 48, 87"), ({"list": ["33", "91", "25", "60"]}, "25, 33, 60, 91"),
      ({"list": ["70", "14"]}, "14, 70")],
     [({"list": ["100", "7", "25"]}, "7, 25, 100")]),
    ("the key with the smallest value", "Which city had the fewest visitors in {json}?", {"json": "json"},
     [({"json": {"Oslo": 120, "Lima": 45, "Pune": 300}}, "Lima"), ({"json": {"Rome": 9, "Kiev": 2}}, "Kiev"),
      ({"json": {"Bonn": 70, "Nice": 71, "Graz": 69, "Split": 100}}, "Graz")],
     [({"json": {"Turin": 5.5, "Porto": 4.25}}, "Porto")]),
    ("a field of a JSON object whose values are text and numbers", 'Give the "{quoted}" of {json}', {"quoted": "quoted", "json": "json"},
     [({"quoted": "title", "json": {"title": "Dune", "year": 1965, "pages": 412}}, "Dune"),
      ({"quoted": "year", "json": {"title": "Emma", "year": 1815, "pages": 474}}, "1815"),
      ({"quoted": "pages", "json": {"title": "Ulysses", "year": 1922, "pages": 730}}, "730")],
     [({"quoted": "title", "json": {"title": "Beloved", "year": 1987}}, "Beloved"),
      ({"quoted": "ebook", "json": {"title": "Kim", "ebook": True}}, "true")]),
    ("litres to millilitres, a metric prefix", "How many millilitres are in {number} litres of juice?", {"number": "number"},
     [({"number": 2}, "2000"), ({"number": 0.75}, "750"), ({"number": 1.5}, "1500")],
     [({"number": 12}, "12000"), ({"number": 0.25}, "250")]),
    ("inches to feet", "A shelf is {number} inches wide. How wide is it in feet?", {"number": "number"},
     [({"number": 36}, "3"), ({"number": 18}, "1.5"), ({"number": 60}, "5")],
     [({"number": 6}, "0.5"), ({"number": 120}, "10")]),
    ("the numbers above a threshold", "Which of {list} are above {number}?", {"list": "list", "number": "number"},
     [({"list": ["12", "47", "5", "60"], "number": 20}, "47, 60"), ({"list": ["3", "9", "1"], "number": 2}, "3, 9"),
      ({"list": ["88", "15", "42", "71", "30"], "number": 40}, "88, 42, 71")],
     [({"list": ["7", "70", "17"], "number": 10}, "70, 17"), ({"list": ["5", "50"], "number": 49}, "50")]),
    ("money shared out, whole or with cents", "Split a bill of {number} among {number_2} people. What does each pay?",
     {"number": "number", "number_2": "number"},
     [({"number": 84, "number_2": 4}, "$21"), ({"number": 53, "number_2": 4}, "$13.25"), ({"number": 90, "number_2": 3}, "$30")],
     [({"number": 21, "number_2": 2}, "$10.50"), ({"number": 100, "number_2": 8}, "$12.50")]),
    ("the days left in the year", "How many days are left in the year after {date}?", {"date": "date"},
     [({"date": "April 9, 2020"}, "266"), ({"date": "August 29, 2014"}, "124"), ({"date": "November 11, 2003"}, "50")],
     [({"date": "January 1, 2011"}, "364"), ({"date": "February 28, 2000"}, "307"), ({"date": "December 31, 2024"}, "0")]),
    ("a part of an address at a place named in words", "What is the {text} octet of the IP address {identifier}?",
     {"text": "text", "identifier": "identifier"},
     [({"text": "third", "identifier": "22.61.102.201"}, "102"), ({"text": "third", "identifier": "148.75.133.55"}, "133"),
      ({"text": "third", "identifier": "210.167.137.55"}, "137"), ({"text": "second", "identifier": "159.11.103.36"}, "11"),
      ({"text": "first", "identifier": "58.233.198.37"}, "58"), ({"text": "fourth", "identifier": "212.8.50.216"}, "216")],
     [({"text": "second", "identifier": "10.20.30.40"}, "20"), ({"text": "fourth", "identifier": "1.2.3.4"}, "4")]),
    ("the newer of two versions", "Which version is newer: {name}?", {"name": "name"},
     [({"name": "8.11.11 or 8.11.4"}, "8.11.11"), ({"name": "7.5.5 or 5.5.5"}, "7.5.5"), ({"name": "3.7.2 or 3.4.2"}, "3.7.2"),
      ({"name": "10.9.7 or 10.8.7"}, "10.9.7"), ({"name": "0.5.1 or 0.6.1"}, "0.6.1"), ({"name": "9.6.0 or 9.6.10"}, "9.6.10")],
     [({"name": "1.9.8 or 1.10.2"}, "1.10.2"), ({"name": "2.0.0 or 1.12.3"}, "2.0.0"), ({"name": "4.2.1 or 4.2.10"}, "4.2.10")]),
    ("a file name without its extension", "What is the name of the file {identifier} without its extension?",
     {"identifier": "identifier"},
     [({"identifier": "meadow_3.txt"}, "meadow_3"), ({"identifier": "ladder_60.pdf"}, "ladder_60"),
      ({"identifier": "tiger_95.csv"}, "tiger_95")],
     [({"identifier": "report.html"}, "report"), ({"identifier": "archive.tar.gz"}, "archive.tar")]),
    ("the later of two times", "Which is later, {time} or {time_2}?", {"time": "time", "time_2": "time"},
     [({"time": "15:47", "time_2": "9:42"}, "15:47"), ({"time": "6:38", "time_2": "13:30"}, "13:30"),
      ({"time": "21:21", "time_2": "12:31"}, "21:21"), ({"time": "7:23", "time_2": "10:50"}, "10:50"),
      ({"time": "18:55", "time_2": "10:30"}, "18:55"), ({"time": "8:20", "time_2": "9:49"}, "9:49")],
     [({"time": "9:05", "time_2": "10:40"}, "10:40"), ({"time": "23:59", "time_2": "0:01"}, "23:59")]),
    ("a month named from its number", "Which month is month number {number}?", {"number": "number"},
     [({"number": 3}, "March"), ({"number": 11}, "November"), ({"number": 7}, "July")],
     [({"number": 1}, "January"), ({"number": 12}, "December")]),
    ("a colour's hex code", "What is the hex code for rgb({number}, {number_2}, {number_3})?",
     {"number": "number", "number_2": "number", "number_3": "number"},
     [({"number": 255, "number_2": 128, "number_3": 0}, "#ff8000"), ({"number": 12, "number_2": 200, "number_3": 99}, "#0cc863"),
      ({"number": 0, "number_2": 0, "number_3": 255}, "#0000ff")],
     [({"number": 1, "number_2": 2, "number_3": 3}, "#010203"), ({"number": 171, "number_2": 205, "number_3": 239}, "#abcdef")]),
    ("the text of an HTML element", "Remove the HTML tags from {markup}.", {"markup": "markup"},
     [({"markup": "<em>marble kite</em>"}, "marble kite"), ({"markup": "<b>stone</b>"}, "stone"),
      ({"markup": "<span>piano river queen</span>"}, "piano river queen")],
     [({"markup": '<a href="x">two <i>words</i></a>'}, "two words"), ({"markup": "<p>one</p> <p>two</p>"}, "one two")]),
    ("the letter that comes twice in a row", "Which letter appears twice in a row in {quoted}?", {"quoted": "quoted"},
     [({"quoted": "balloon"}, "l"), ({"quoted": "coffee"}, "f"), ({"quoted": "summer"}, "m")],
     [({"quoted": "bookkeeper"}, "o"), ({"quoted": "puzzle"}, "z")]),
    ("every n-th item, n said as an ordinal", "List every third name of: {list}", {"list": "list"},
     [({"list": xs}, ", ".join(xs[2::3])) for xs in (["ann", "bo", "cy", "dee", "eve", "flo", "gus"],
                                                     ["oak", "elm", "ash", "fir", "yew", "box"],
                                                     ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9", "j10"])],
     [({"list": ["p", "q", "r", "s"]}, "r"), ({"list": ["m", "n", "o", "p", "q", "r", "s", "t", "u"]}, "o, r, u")]),
    ("the letters of the alphabet between two letters", "What letters lie between {text} and {text_2}?",
     {"text": "text", "text_2": "text"},
     [({"text": a, "text_2": b}, ", ".join(chr(c) for c in range(ord(a) + 1, ord(b)))) for a, b in (("c", "g"), ("m", "p"), ("s", "x"))],
     [({"text": "a", "text_2": "c"}, "b"), ({"text": "h", "text_2": "n"}, "i, j, k, l, m")]),
    ("the vowels of each word", "Count the vowels of each word in {quoted}.", {"quoted": "quoted"},
     [({"quoted": q}, " ".join(str(sum(c in "aeiou" for c in w)) for w in q.split())) for q in (
         "quiet harbour lights", "a sleepy cat", "orange juice at noon")],
     [({"quoted": "strength in unity"}, "1 1 2"), ({"quoted": "bee"}, "2")]),
    ("decimal hours as hours and minutes", "Convert {number} hours to hours and minutes.", {"number": "number"},
     [({"number": h}, f"{int(h)} h {round(h % 1 * 60)} min") for h in (2.25, 7.5, 0.75, 3.1, 11.4, 5.2)],
     [({"number": 4.5}, "4 h 30 min"), ({"number": 9.25}, "9 h 15 min"), ({"number": 1.2}, "1 h 12 min")]),
    ("how many words contain a letter, one word holding it twice", "How many words of {quoted} have an {quoted_2}?",
     {"quoted": "quoted", "quoted_2": "quoted"},
     [({"quoted": q, "quoted_2": c}, str(sum(c in w for w in q.split()))) for q, c in (
         ("green tree seven", "e"), ("a banana and a pear", "a"), ("noon moon spoon", "o"), ("kite lime ink", "i"),
         ("the red deer", "e"), ("ant bat cat dog", "a"))],
     [({"quoted": "bookkeeper needs sleep", "quoted_2": "e"}, "3"), ({"quoted": "pizza mango", "quoted_2": "z"}, "1")]),
    ("an exact sum of fractions", "Work out {expression} exactly, as a fraction.", {"expression": "expression"},
     [({"expression": e}, a) for e, a in (("1/3 + 1/6", "1/2"), ("2/5 - 1/10", "3/10"), ("3/4 * 2/9", "1/6"))],
     [({"expression": "5/6 + 1/4"}, "13/12"), ({"expression": "1/7 + 2/7"}, "3/7")]),
    ("the letters two words share", "Name the letters shared by {quoted} and {quoted_2}, alphabetically.",
     {"quoted": "quoted", "quoted_2": "quoted"},
     [({"quoted": a, "quoted_2": b}, ", ".join(sorted(set(a) & set(b)))) for a, b in (
         ("harbour", "thunder"), ("maple", "lemon"), ("quartz", "crystal"))],
     [({"quoted": "glass", "quoted_2": "sugar"}, "a, g, s"), ({"quoted": "oven", "quoted_2": "novel"}, "e, n, o, v")]),
    ("a word rotated left", "Rotate {quoted} by {number} to the left.", {"quoted": "quoted", "number": "number"},
     [({"quoted": w, "number": k}, w[k:] + w[:k]) for w, k in (("planet", 2), ("orbit", 1), ("comet", 3))],
     [({"quoted": "nebula", "number": 4}, "lanebu"), ({"quoted": "star", "number": 1}, "tars")]),
    ("a date some weeks later", "Give the date {number} weeks from {date}.", {"number": "number", "date": "date"},
     [({"number": n, "date": d}, a) for n, d, a in ((3, "2024-01-10", "2024-01-31"), (10, "2023-11-02", "2024-01-11"),
                                                   (1, "2022-02-24", "2022-03-03"))],
     [({"number": 52, "date": "2021-06-15"}, "2022-06-14"), ({"number": 2, "date": "2020-02-20"}, "2020-03-05")]),
    ("whether numbers rise", "Do the values {list} go up from left to right? Reply Yes or No.", {"list": "list"},
     [({"list": xs.split()}, a) for xs, a in (("3 8 12", "Yes"), ("9 4 7", "No"), ("1 2 30 41", "Yes"), ("50 40 30", "No"),
                                              ("5 6 6 2", "No"), ("10 20 35", "Yes"), ("7 3", "No"), ("2 11 15 16", "Yes"))],
     [({"list": ["4", "5", "9"]}, "Yes"), ({"list": ["8", "1", "9"]}, "No"), ({"list": ["1", "3", "2"]}, "No")]),
    ("a weekday's number", "Counting Monday as day 1, what number is {word}?", {"word": "word"},
     [({"word": d}, str(i)) for d, i in (("Wednesday", 3), ("Saturday", 6), ("Monday", 1), ("Friday", 5))],
     [({"word": "Sunday"}, "7"), ({"word": "Tuesday"}, "2")]),
    ("the length of the word in the place an ordinal names", "How long is the {word} word of {quoted}?",
     {"word": "word", "quoted": "quoted"},
     [({"word": w, "quoted": q}, str(len(q.split()[n - 1]))) for w, n, q in (
         ("second", 2, "red apple pie"), ("first", 1, "lantern in the fog"), ("third", 3, "a quiet harbour at dawn"),
         ("fourth", 4, "we sail past old lighthouses"), ("second", 2, "bright kettles hum"), ("first", 1, "owl"))],
     [({"word": "fifth", "quoted": "one two three four seventeen"}, "9"), ({"word": "third", "quoted": "x yy zzz"}, "3")]),
    ("the items in odd places", "Total the numbers in the odd places of {list}.", {"list": "list"},
     [({"list": xs.split()}, a) for xs, a in (("4 9 1 7", "5"), ("3 3 8 6 2", "13"), ("12 5 40", "52"))],
     [({"list": ["10", "1", "10", "1", "10"]}, "30"), ({"list": ["6"]}, "6")]),
    ("each pair of letters swapped", "Swap every two neighbouring letters of {quoted}.", {"quoted": "quoted"},
     [({"quoted": w}, "".join(w[i + 1:i + 2] + w[i] for i in range(0, len(w), 2))) for w in ("abcdef", "kettle", "moon")],
     [({"quoted": "python"}, "yphtno"), ({"quoted": "ox"}, "xo")]),
    ("a text cut into pieces of n", "Split {quoted} into groups of {number} letters separated by spaces.",
     {"quoted": "quoted", "number": "number"},
     [({"quoted": "abcdefgh", "number": 3}, "abc def gh"), ({"quoted": "zyxwvu", "number": 2}, "zy xw vu"),
      ({"quoted": "qwertyuiop", "number": 4}, "qwer tyui op")],
     [({"quoted": "hello", "number": 1}, "h e l l o"), ({"quoted": "mnopqrs", "number": 5}, "mnopq rs")]),
    ("running totals", "Give the running totals of {list}.", {"list": "list"},
     [({"list": ["18", "17", "6", "4"]}, "18, 35, 41, 45"), ({"list": ["1", "2", "3"]}, "1, 3, 6"),
      ({"list": ["5", "10", "1", "7", "2"]}, "5, 15, 16, 23, 25")],
     [({"list": ["9", "9"]}, "9, 18"), ({"list": ["4", "0", "12", "3"]}, "4, 4, 16, 19")]),
    ("running maximums", "Give the running maximums of {list}.", {"list": "list"},
     [({"list": ["3", "7", "2", "9"]}, "3, 7, 7, 9"), ({"list": ["19", "12", "2"]}, "19, 19, 19"),
      ({"list": ["1", "5", "4", "6", "6"]}, "1, 5, 5, 6, 6")],
     [({"list": ["2", "1"]}, "2, 2"), ({"list": ["4", "8", "3", "12"]}, "4, 8, 8, 12")]),
    ("a quarter of a day named without a year", "In which quarter of the year is {date}?", {"date": "date"},
     [({"date": "May 16"}, "Q2"), ({"date": "November 3"}, "Q4"), ({"date": "February 28"}, "Q1")],
     [({"date": "July 1"}, "Q3"), ({"date": "December 31"}, "Q4"), ({"date": "March 31"}, "Q1")]),
    ("how many numbers lie between two bounds", "How many of the numbers {list} are between {number} and {number_2}?",
     {"list": "list", "number": "number", "number_2": "number"},
     [({"list": ["60", "97", "13", "71"], "number": 36, "number_2": 67}, "1"),
      ({"list": ["66", "79", "16", "28", "39", "78", "57", "1"], "number": 21, "number_2": 70}, "4"),
      ({"list": ["17", "56", "4", "32", "66", "67", "60"], "number": 35, "number_2": 57}, "1"),
      ({"list": ["18", "36", "27", "32", "20", "39", "48"], "number": 35, "number_2": 56}, "3"),
      ({"list": ["50", "65", "63", "4", "97", "72", "16", "32"], "number": 23, "number_2": 69}, "4"),
      ({"list": ["58", "14", "46", "21"], "number": 21, "number_2": 60}, "2")],
     [({"list": ["1", "2", "3", "99"], "number": 0, "number_2": 50}, "3"), ({"list": ["10", "20"], "number": 30, "number_2": 40}, "0")]),
    ("the number missing from a run", "Which number is missing from {list}?", {"list": "list"},
     [({"list": ["4", "5", "7", "8"]}, "6"), ({"list": ["30", "10", "40"]}, "20"), ({"list": ["11", "12", "13", "15"]}, "14")],
     [({"list": ["2", "4", "8", "10"]}, "6"), ({"list": ["99", "97", "96"]}, "98")]),
    ("the item right after another", "In {list}, what comes after {quoted}?", {"list": "list", "quoted": "quoted"},
     [({"list": ["red", "green", "blue", "cyan"], "quoted": "green"}, "blue"),
      ({"list": ["one", "two", "six"], "quoted": "one"}, "two"),
      ({"list": ["mon", "tue", "wed", "thu", "fri"], "quoted": "thu"}, "fri"),
      ({"list": ["ash", "oak", "elm", "fir", "yew", "box"], "quoted": "fir"}, "yew"),
      ({"list": ["jan", "feb", "mar", "apr"], "quoted": "feb"}, "mar")],
     [({"list": ["x", "y", "z"], "quoted": "y"}, "z")]),
    ("two words interleaved", "Interleave the letters of {quoted} and {quoted_2}", {"quoted": "quoted", "quoted_2": "quoted"},
     [({"quoted": "abc", "quoted_2": "xyz"}, "axbycz"), ({"quoted": "moon", "quoted_2": "sun"}, "msouonn"),
      ({"quoted": "hi", "quoted_2": "there"}, "htihere")],
     [({"quoted": "pen", "quoted_2": "ink"}, "piennk")]),
    ("squares added up", "Add up the squares of {list}", {"list": "list"},
     [({"list": ["5", "1", "9"]}, "107"), ({"list": ["12", "4"]}, "160"), ({"list": ["2", "2", "3", "10"]}, "117")],
     [({"list": ["7"]}, "49"), ({"list": ["0", "6", "1"]}, "37")]),
    ("seconds between two clock times", "Seconds from {time} to {time_2}?", {"time": "time", "time_2": "time"},
     [({"time": "08:00:05", "time_2": "08:01:00"}, "55"), ({"time": "11:59:30", "time_2": "12:10:00"}, "630"),
      ({"time": "00:00:10", "time_2": "01:00:00"}, "3590")],
     [({"time": "21:15:00", "time_2": "21:15:45"}, "45")]),
    ("digits as words", "Read the digits of {number} aloud", {"number": "number"},
     [({"number": 305}, "three zero five"), ({"number": 4812}, "four eight one two"), ({"number": 77}, "seven seven")],
     [({"number": 1960}, "one nine six zero")]),
    ("acronym", "What is the acronym of {text}?", {"text": "text"},
     [({"text": "portable network graphics"}, "PNG"), ({"text": "as soon as possible"}, "ASAP"),
      ({"text": "laugh out loud"}, "LOL")],
     [({"text": "graphics processing unit"}, "GPU"), ({"text": "frequently asked questions"}, "FAQ")]),
    ("base64", "Give me the BASE64 of: {text}", {"text": "text"},
     [({"text": "hello"}, "aGVsbG8="), ({"text": "toolsmith"}, "dG9vbHNtaXRo"), ({"text": "a b"}, "YSBi")],
     [({"text": "pbe"}, "cGJl")]),
    ("rot13", "Apply ROT13 to: {text}", {"text": "text"},
     [({"text": "Hello"}, "Uryyb"), ({"text": "World peace"}, "Jbeyq crnpr"), ({"text": "abc"}, "nop")],
     [({"text": "Zebra, yes!"}, "Mroen, lrf!")]),
    ("caesar shift 3", "Encrypt with the shift cipher: {text}", {"text": "text"},
     [({"text": "attack at dawn"}, "dwwdfn dw gdzq"), ({"text": "xyz"}, "abc"), ({"text": "Hello"}, "Khoor")],
     [({"text": "Zoo"}, "Crr")]),
    ("first letter moved to the end", "Move the first letter of '{quoted}' to the end.", {"quoted": "quoted"},
     [({"quoted": "mango"}, "angom"), ({"quoted": "windowy"}, "indowyw"), ({"quoted": "island"}, "slandi")],
     [({"quoted": "kite"}, "itek"), ({"quoted": "a"}, "a")]),
    ("last letter moved to the front", "Put the last letter of '{quoted}' at the front.", {"quoted": "quoted"},
     [({"quoted": "mango"}, "omang"), ({"quoted": "windowy"}, "ywindow"), ({"quoted": "island"}, "dislan")],
     [({"quoted": "kite"}, "ekit")]),
    ("first and last digits", "What is the sum of the first and last digits of {number}?", {"number": "number"},
     [({"number": 236017}, "9"), ({"number": 517784}, "9"), ({"number": 29008}, "10"), ({"number": 155913}, "4"),
      ({"number": 23813}, "5")],  # small sums: on 4 examples the fit could still be luck (chance 0.24)
     [({"number": 626645}, "11"), ({"number": 7}, "14"), ({"number": 9000000001}, "10")]),
    ("percentage change", "What is the percentage change from {number} to {number_2}, rounded to the nearest whole percent?",
     {"number": "number", "number_2": "number"},
     [({"number": 30, "number_2": 10}, "-67%"), ({"number": 80, "number_2": 116}, "45%"),
      ({"number": 250, "number_2": 40}, "-84%")],
     [({"number": 12, "number_2": 28}, "133%"), ({"number": 400, "number_2": 403}, "1%"), ({"number": 70, "number_2": 71}, "1%")]),
    ("percentage growth", "By what percentage did the town grow from {number} to {number_2} people?",
     {"number": "number", "number_2": "number"},
     [({"number": 800, "number_2": 900}, "12.5"), ({"number": 1000, "number_2": 1500}, "50"),
      ({"number": 4000, "number_2": 4100}, "2.5"), ({"number": 200, "number_2": 203}, "1.5")],
     [({"number": 50, "number_2": 60}, "20"), ({"number": 1600, "number_2": 1612}, "0.75")]),
    ("a quotient rounded to a whole number", "What is {number} divided by {number_2}, rounded to the nearest whole number?",
     {"number": "number", "number_2": "number"},
     [({"number": 37, "number_2": 4}, "9"), ({"number": 100, "number_2": 7}, "14"), ({"number": 250, "number_2": 6}, "42"),
      ({"number": 17, "number_2": 3}, "6")],
     [({"number": 1000, "number_2": 9}, "111"), ({"number": 5, "number_2": 8}, "1")]),
    ("a percentage change whose first answers all fell", "What is the percentage change from {number} to {number_2}, rounded to the nearest whole percent?",
     {"number": "number", "number_2": "number"},  # the minus sign is the number's, not fixed text before it
     [({"number": 30, "number_2": 10}, "-67%"), ({"number": 492, "number_2": 432}, "-12%"),
      ({"number": 244, "number_2": 53}, "-78%"), ({"number": 165, "number_2": 75}, "-55%")],
     [({"number": 401, "number_2": 468}, "17%"), ({"number": 129, "number_2": 301}, "133%")]),
    ("add", "What is {number} plus {number_2}?", {"number": "number", "number_2": "number"},
     [({"number": 3, "number_2": 4}, "7"), ({"number": 10, "number_2": 25}, "35"), ({"number": -2, "number_2": 2}, "0")],
     [({"number": 1.5, "number_2": 2}, "3.5"), ({"number": 100, "number_2": -1}, "99")]),
    ("evaluate", "Compute {expression} =", {"expression": "expression"},
     [({"expression": "2 + 3 * 4"}, "14"), ({"expression": "(1 - 9) * 2"}, "-16"), ({"expression": "7 // 2"}, "3")],
     [({"expression": "10 - 2 - 3"}, "5")]),
    ("larger, yes/no", "Is {number} larger than {number_2}? Answer Yes or No.", {"number": "number", "number_2": "number"},
     [({"number": 3, "number_2": 4}, "No"), ({"number": 10, "number_2": 2}, "Yes"), ({"number": 7, "number_2": 7}, "No"),
      ({"number": 12, "number_2": 1}, "Yes"), ({"number": 0, "number_2": 5}, "No"), ({"number": 8, "number_2": 3}, "Yes"),
      ({"number": 4, "number_2": 9}, "No"), ({"number": 15, "number_2": 6}, "Yes")],
     [({"number": 2, "number_2": 1}, "Yes"), ({"number": 1, "number_2": 2}, "No"), ({"number": 5, "number_2": 5}, "No")]),
    ("pick the option", "What is {expression}? Options: {options}", {"expression": "expression", "options": "options"},
     [({"expression": "2 + 3", "options": {"A": "4", "B": "5", "C": "6"}}, "(B)"),
      ({"expression": "7 * 2", "options": {"A": "14", "B": "12", "C": "16"}}, "(A)"),
      ({"expression": "9 - 1", "options": {"A": "7", "B": "9", "C": "8"}}, "(C)")],
     [({"expression": "3 * 3", "options": {"A": "6", "B": "9", "C": "12"}}, "(B)")]),
    ("weekday", "What day of the week was {date}?", {"date": "date"},
     [({"date": "2024-01-01"}, "Monday"), ({"date": "1969-07-20"}, "Sunday"), ({"date": "2000-02-29"}, "Tuesday")],
     [({"date": "2023-12-25"}, "Monday")]),
    ("date as a sentence", "Write {date} out in words.", {"date": "date"},
     [({"date": "1945-07-12"}, "Thursday, July 12, 1945."), ({"date": "2001-09-03"}, "Monday, September 3, 2001."),
      ({"date": "1990-12-25"}, "Tuesday, December 25, 1990.")],
     [({"date": "2024-03-05"}, "Tuesday, March 5, 2024.")]),
    ("n-th word", 'What is word number {number} in "{quoted}"?', {"number": "number", "quoted": "quoted"},
     [({"number": 2, "quoted": "the cat sat down on the mat"}, "cat"), ({"number": 1, "quoted": "dogs bark loudly at night"}, "dogs"),
      ({"number": 5, "quoted": "a b c d e f g h"}, "e"), ({"number": 3, "quoted": "red green blue yellow"}, "blue")],
     [({"number": 4, "quoted": "one two three four five"}, "four")]),
    ("count a substring", "How many times does '{quoted}' appear in '{quoted_2}'?", {"quoted": "quoted", "quoted_2": "quoted"},
     [({"quoted": "a", "quoted_2": "banana"}, "3"), ({"quoted": "s", "quoted_2": "mississippi"}, "4"),
      ({"quoted": "z", "quoted_2": "pizza"}, "2")],
     [({"quoted": "ana", "quoted_2": "Banana"}, "2"), ({"quoted": "q", "quoted_2": "abc"}, "0")]),
    ("answer template with a repeated argument", "Order {number}: items {list}. What is the total?",
     {"number": "number", "list": "list"},
     [({"number": 17, "list": ["3", "4", "35"]}, "The total for order 17 is 42 units."),
      ({"number": 5, "list": ["1", "2"]}, "The total for order 5 is 3 units."),
      ({"number": 230, "list": ["10", "10", "1"]}, "The total for order 230 is 21 units.")],
     [({"number": 9, "list": ["2", "2"]}, "The total for order 9 is 4 units.")]),
    ("fixed prefix", "Q: shout {text}", {"text": "text"},
     [({"text": "apple pie"}, "A: APPLE PIE"), ({"text": "fig"}, "A: FIG"), ({"text": "kiwi tart"}, "A: KIWI TART")],
     [({"text": "plum"}, "A: PLUM")]),
    ("reverse the words", "Reverse the order of the words: {text}", {"text": "text"},
     [({"text": "one two three"}, "three two one"), ({"text": "a b"}, "b a"), ({"text": "hello big world"}, "world big hello")],
     [({"text": "x y z w"}, "w z y x")]),
    ("Vigenère decryption", "Using the key {word}, decrypt: {text}", {"word": "word", "text": "text"},
     [({"word": "KEY", "text": "Rijvs uyvjn"}, "Hello world"), ({"word": "ABC", "text": "Tig"}, "The"),
      ({"word": "LEMON", "text": "Lxfopv ef rnhr"}, "Attack at dawn")],
     [({"word": "B", "text": "Ibu"}, "Hat")]),
    ("replace characters", 'Replace "{quoted}" with "{quoted_2}" and "{quoted_3}" with "{quoted_4}": {text}',
     {"quoted": "quoted", "quoted_2": "quoted", "quoted_3": "quoted", "quoted_4": "quoted", "text": "text"},
     [({"quoted": "a", "quoted_2": "4", "quoted_3": "e", "quoted_4": "3", "text": "leave a message"}, "l34v3 4 m3ss4g3"),
      ({"quoted": "o", "quoted_2": "0", "quoted_3": "i", "quoted_4": "1", "text": "zero point one"}, "zer0 p01nt 0ne"),
      ({"quoted": "s", "quoted_2": "$", "quoted_3": "t", "quoted_4": "+", "text": "test cases"}, "+e$+ ca$e$")],
     [({"quoted": "x", "quoted_2": "y", "quoted_3": "y", "quoted_4": "x", "text": "xyzzy"}, "yxzzx")]),
    ("close the brackets", "Close these brackets: {brackets}", {"brackets": "brackets"},
     [({"brackets": "( ["}, "] )"), ({"brackets": "{ < > ("}, ") }"), ({"brackets": "[ [ ( ) <"}, "> ] ]")],
     [({"brackets": "< { ["}, "] } >")]),
    ("number words", "Write as digits: {text}", {"text": "text"},
     [({"text": "twenty-one"}, "21"), ({"text": "three hundred and five"}, "305"), ({"text": "seven"}, "7")],
     [({"text": "two thousand and twelve"}, "2012"), ({"text": "ninety-nine"}, "99")]),
    ("Chinese numerals", "Arabic numerals for: {text}", {"text": "text"},
     [({"text": "一百八"}, "180"), ({"text": "三十五"}, "35"), ({"text": "两千零七"}, "2007")],
     [({"text": "四万五"}, "45000"), ({"text": "十二"}, "12"), ({"text": "一百零八"}, "108")]),
    ("days between dates", "How many days from {date} to {date_2}?", {"date": "date", "date_2": "date"},
     [({"date": "2024-01-01", "date_2": "2024-01-31"}, "30"), ({"date": "2023-12-25", "date_2": "2024-01-01"}, "7"),
      ({"date": "2020-02-01", "date_2": "2020-03-01"}, "29")],
     [({"date": "2021-01-01", "date_2": "2022-01-01"}, "365")]),
    ("determinant", "Determinant of {matrix}", {"matrix": "matrix"},
     [({"matrix": [[1, 2], [3, 4]]}, "-2"), ({"matrix": [[2, 1], [1, 3]]}, "5"), ({"matrix": [[0, 1, 2], [1, 0, 3], [4, -3, 8]]}, "-2")],
     [({"matrix": [[2, 0, 0], [0, 3, 0], [0, 0, 4]]}, "24"), ({"matrix": [[1.5, 2], [1, 2]]}, "1")]),
    ("binary to text", "Decode these bytes: {text}", {"text": "text"},
     [({"text": "01101000 01101001"}, "hi"), ({"text": "01101111 01101011"}, "ok"), ({"text": "01111001 01100101 01110011"}, "yes")],
     [({"text": "01101110 01101111"}, "no")]),
    ("hex to text", "Decode the hex string {word}", {"word": "word"},
     [({"word": "6869"}, "hi"), ({"word": "6f6b"}, "ok"), ({"word": "616263"}, "abc")],
     [({"word": "746f6f6c"}, "tool")]),
    ("Celsius to Fahrenheit (a learned a * x + b)", "Convert {number} degrees Celsius to Fahrenheit", {"number": "number"},
     [({"number": 0}, "32"), ({"number": 100}, "212"), ({"number": 37}, "98.6"), ({"number": -40}, "-40")],
     [({"number": 20}, "68"), ({"number": -10}, "14")]),
    ("a learned a * x + b around a sum", "Double the sum of {number} and {number_2}", {"number": "number", "number_2": "number"},
     [({"number": 1, "number_2": 2}, "6"), ({"number": 3, "number_2": 4}, "14"), ({"number": 10, "number_2": -2}, "16"),
      ({"number": 0, "number_2": 5}, "10")],
     [({"number": 7, "number_2": 7}, "28"), ({"number": -3, "number_2": 1}, "-4")]),
    ("a difference, negated", "How far is {number} below {number_2}?", {"number": "number", "number_2": "number"},
     [({"number": 1, "number_2": 5}, "4"), ({"number": 30, "number_2": 40}, "10"), ({"number": 7, "number_2": 2}, "-5"),
      ({"number": -3, "number_2": 9}, "12")],
     [({"number": 100, "number_2": 1}, "-99")]),
    ("even, yes/no", "Is {number} even? Answer Yes or No", {"number": "number"},
     [({"number": n}, "Yes" if n % 2 == 0 else "No") for n in (4, 7, 10, 13, 22, 9, 100, 3)],
     [({"number": 64}, "Yes"), ({"number": 1}, "No")]),
    ("Roman numerals", "Write {number} in Roman numerals", {"number": "number"},
     [({"number": 1945}, "MCMXLV"), ({"number": 4}, "IV"), ({"number": 2024}, "MMXXIV")],
     [({"number": 3999}, "MMMCMXCIX"), ({"number": 90}, "XC")]),
    ("number in words", "Spell out {number}", {"number": "number"},
     [({"number": 21}, "twenty-one"), ({"number": 305}, "three hundred five"), ({"number": 7}, "seven")],
     [({"number": 1000001}, "one million one"), ({"number": 40}, "forty")]),
    ("Morse code", "Morse code for {text}", {"text": "text"},
     [({"text": "SOS"}, "... --- ..."), ({"text": "hi there"}, ".... .. / - .... . .-. ."), ({"text": "ok"}, "--- -.-")],
     [({"text": "go 2"}, "--. --- / ..---")]),
    ("email domain", "What is the domain of {email}?", {"email": "email"},
     [({"email": "ada@example.com"}, "example.com"), ({"email": "bob@mail.org"}, "mail.org"), ({"email": "x.y@uni.edu"}, "uni.edu")],
     [({"email": "root@localhost"}, "localhost")]),
    ("a field of a JSON object", 'In {json}, what is the value of "{quoted}"?', {"json": "json", "quoted": "quoted"},
     [({"json": {"a": 1, "b": 2}, "quoted": "b"}, "2"), ({"json": {"x": 10, "y": 5}, "quoted": "x"}, "10"),
      ({"json": {"k": 7, "z": 3, "q": 1}, "quoted": "q"}, "1")],
     [({"json": {"w": 42}, "quoted": "w"}, "42")]),
    ("digit sum", "What is the sum of the digits of {number}?", {"number": "number"},
     [({"number": 123}, "6"), ({"number": 99}, "18"), ({"number": 4005}, "9")],
     [({"number": 77777}, "35")]),
    ("average", "What is the average of {list}?", {"list": "list"},
     [({"list": ["1", "2", "3", "4"]}, "2.5"), ({"list": ["10", "20"]}, "15"), ({"list": ["7", "8", "12"]}, "9")],
     [({"list": ["2", "3"]}, "2.5")]),
    ("power", "What is {number} raised to the power {number_2}?", {"number": "number", "number_2": "number"},
     [({"number": 2, "number_2": 10}, "1024"), ({"number": 3, "number_2": 4}, "81"), ({"number": 7, "number_2": 2}, "49")],
     [({"number": 5, "number_2": 3}, "125"), ({"number": 10, "number_2": 0}, "1")]),
    ("square root", "Give the square root of {number}.", {"number": "number"},
     [({"number": 144}, "12"), ({"number": 49}, "7"), ({"number": 2.25}, "1.5")],
     [({"number": 10000}, "100")]),
    ("character code", "What is the ASCII code of '{quoted}'?", {"quoted": "quoted"},
     [({"quoted": "A"}, "65"), ({"quoted": "z"}, "122"), ({"quoted": "0"}, "48")],
     [({"quoted": "!"}, "33")]),
    ("character of a code", "Which character has code {number}?", {"number": "number"},
     [({"number": 65}, "A"), ({"number": 122}, "z"), ({"number": 48}, "0")],
     [({"number": 33}, "!")]),
    ("percent of", "What is {number}% of {number_2}?", {"number": "number", "number_2": "number"},
     [({"number": 15, "number_2": 80}, "12"), ({"number": 50, "number_2": 30}, "15"), ({"number": 12.5, "number_2": 40}, "5")],
     [({"number": 20, "number_2": 35}, "7")]),
    ("price after a discount, in dollars and cents", "A coat costs {number} and is {number_2}% off. What do I pay?",
     {"number": "number", "number_2": "number"},
     [({"number": 67.0, "number_2": 50}, "$33.50"), ({"number": 127.0, "number_2": 5}, "$120.65"),
      ({"number": 45.0, "number_2": 20}, "$36.00")],
     [({"number": 80.0, "number_2": 25}, "$60.00"), ({"number": 19.99, "number_2": 10}, "$17.99")]),
    ("round to n places", "Round {number} to {number_2} decimal places.", {"number": "number", "number_2": "number"},
     [({"number": 73.23525, "number_2": 2}, "73.24"), ({"number": 61.49141, "number_2": 1}, "61.5"),
      ({"number": 2.71828, "number_2": 3}, "2.718")],
     [({"number": 3.14159, "number_2": 2}, "3.14"), ({"number": 9.87654, "number_2": 0}, "10")]),
    ("days in a month", "How many days are in {date}?", {"date": "date"},
     [({"date": "February 1900"}, "28"), ({"date": "February 2000"}, "29"), ({"date": "April 2021"}, "30"),
      ({"date": "January 1999"}, "31")],
     [({"date": "February 2024"}, "29"), ({"date": "June 1990"}, "30")]),
    ("count a fixed word", "How many TODO notes are left in this file?\n{text}", {"text": "text"},
     [({"text": "x = 1  # TODO: name\n# TODO: test\ny = 2"}, "2"), ({"text": "def f():\n    pass"}, "0"),
      ({"text": "# TODO: a\n# TODO: b\n# TODO: c\nz = 0 # TODO: d"}, "4"), ({"text": "# TODO: only\nprint(1)"}, "1"),
      ({"text": "# done\n# TODO: x\n# TODO: y"}, "2"), ({"text": "# TODO: 1\n# TODO: 2\n# TODO: 3"}, "3")],
     [({"text": "# TODO: one\n# TODO: two\n# TODO: three"}, "3"), ({"text": "nothing to do"}, "0")]),
    ("a fixed start less a count", "A player starts with 20 points and loses one for every L. Points left after: {text}",
     {"text": "text"},
     [({"text": "W L W"}, "19"), ({"text": "L L L W L"}, "16"), ({"text": "W W"}, "20"), ({"text": "L W L W L W L"}, "16"),
      ({"text": "L"}, "19"), ({"text": "W L L"}, "18")],
     [({"text": "L L L L L L"}, "14"), ({"text": "W W W L"}, "19")]),
    ("a learned conversion shown with one decimal and a unit", "Convert to Fahrenheit, one decimal place:\n{number}°C",
     {"number": "number"},
     [({"number": c}, f"{c * 9 / 5 + 32:.1f}°F") for c in (40, 5, -13, 25, -18, 10)],
     [({"number": 0}, "32.0°F"), ({"number": -40}, "-40.0°F"), ({"number": 37}, "98.6°F")]),
    ("a conversion with an offset, rounded", "Convert {number}°F to Celsius, to the nearest degree.", {"number": "number"},
     [({"number": f}, str(round((f - 32) * 5 / 9))) for f in (94, 15, 86, 11, 80, 50, 3, 61)],
     [({"number": f}, str(round((f - 32) * 5 / 9))) for f in (212, -40, 0, 100, 451, 72)]),
    ("a conversion rounded to one decimal", "How many miles is {number} km, to one decimal?", {"number": "number"},
     [({"number": k}, f"{k / 1.609344:.1f}") for k in (13, 42, 7, 100, 26, 3)],
     [({"number": k}, f"{k / 1.609344:.1f}") for k in (50, 8, 121, 1, 1000)]),
    ("minutes in hours and minutes", "Write {number} minutes as hours and minutes.", {"number": "number"},
     [({"number": m}, f"{m // 60} h {m % 60} min") for m in (585, 489, 229, 411, 75)],
     [({"number": m}, f"{m // 60} h {m % 60} min") for m in (61, 600, 1439, 59)]),
    ("a clock time in 12-hour form", "Convert the time {time} to 12-hour format.", {"time": "time"},
     [({"time": "14:05"}, "2:05 PM"), ({"time": "09:41"}, "9:41 AM"), ({"time": "00:10"}, "12:10 AM"),
      ({"time": "12:30"}, "12:30 PM")],
     [({"time": "23:59"}, "11:59 PM"), ({"time": "07:00"}, "7:00 AM")]),
    ("minutes between two times", "How many minutes from {time} to {time_2}?", {"time": "time", "time_2": "time"},
     [({"time": "09:15", "time_2": "17:40"}, "505"), ({"time": "2:05 PM", "time_2": "3:00 PM"}, "55"),
      ({"time": "00:00", "time_2": "01:30"}, "90")],
     [({"time": "10:10", "time_2": "10:45"}, "35"), ({"time": "8:00 AM", "time_2": "1:15 PM"}, "315")]),
    ("the sum of the even numbers", "Return the sum of the even numbers.\n{list}", {"list": "list"},
     [({"list": ["3", "4", "7", "10"]}, "14"), ({"list": ["1", "5"]}, "0"), ({"list": ["2", "2", "9", "8", "31"]}, "12"),
      ({"list": ["6", "11", "40"]}, "46")],
     [({"list": ["12", "13", "14"]}, "26"), ({"list": ["7"]}, "0")]),
    ("the last n characters", "Return the last {number} characters of: {text}", {"number": "number", "text": "text"},
     [({"number": 3, "text": "elephant"}, "ant"), ({"number": 1, "text": "kite"}, "e"), ({"number": 2, "text": "river"}, "er")],
     [({"number": 4, "text": "umbrella"}, "ella"), ({"number": 2, "text": "ox"}, "ox")]),
    ("a word repeated n times", "Repeat the word '{quoted}' {number} times, with no spaces.",
     {"quoted": "quoted", "number": "number"},
     [({"quoted": "ha", "number": 3}, "hahaha"), ({"quoted": "boo", "number": 2}, "booboo"), ({"quoted": "la", "number": 4}, "lalalala")],
     [({"quoted": "na", "number": 5}, "nanananana"), ({"quoted": "yo", "number": 1}, "yo")]),
    ("a mean shown with up to 2 decimals (whole numbers among them)", "Compute the mean of: {list}", {"list": "list"},
     [({"list": ["46", "31", "33", "2"]}, "28"), ({"list": ["7", "55", "37", "30", "35"]}, "32.8"),
      ({"list": ["31", "30", "2", "40", "55", "27"]}, "30.83"), ({"list": ["25", "54", "32"]}, "37")],
     [({"list": ["1", "2"]}, "1.5"), ({"list": ["1", "1", "2"]}, "1.33")]),
    ("a domain name without its www.", "What is the domain name in the URL {url}?", {"url": "url"},
     [({"url": "https://www.acme.com/docs"}, "acme.com"), ({"url": "https://www.globex.io/blog/2024"}, "globex.io"),
      ({"url": "http://www.initech.net/"}, "initech.net")],
     [({"url": "https://www.example.org/a/b?q=1"}, "example.org")]),
    ("digits written in fixed places (a learned substring in several parts)",
     "Format the phone number {identifier} as (XXX) XXX-XXXX.", {"identifier": "identifier"},
     [({"identifier": "6304813734"}, "(630) 481-3734"), ({"identifier": "0735873557"}, "(073) 587-3557"),
      ({"identifier": "5551234567"}, "(555) 123-4567"), ({"identifier": "2125550199"}, "(212) 555-0199")],
     [({"identifier": "0201234567"}, "(020) 123-4567")]),
    ("the initials of a name (a substring of each of two words)", "Initials of {name}?", {"name": "name"},
     [({"name": "Ada Lovelace"}, "A.L."), ({"name": "Alan Turing"}, "A.T."), ({"name": "Grace Hopper"}, "G.H."),
      ({"name": "Edsger Dijkstra"}, "E.D.")],
     [({"name": "Barbara Liskov"}, "B.L.")]),
    ("a character table learned over several examples", "Write the complementary strand of {identifier}.",
     {"identifier": "identifier"},
     [({"identifier": "ATTA"}, "TAAT"), ({"identifier": "CAT"}, "GTA"), ({"identifier": "GATTACA"}, "CTAATGT"),
      ({"identifier": "TGCA"}, "ACGT"), ({"identifier": "GCTA"}, "CGAT"), ({"identifier": "TTAGC"}, "AATCG")],
     [({"identifier": "GGCC"}, "CCGG"), ({"identifier": "AACGT"}, "TTGCA")]),
    ("bitwise and", "What is {number} AND {number_2} (bitwise)?", {"number": "number", "number_2": "number"},
     [({"number": 12, "number_2": 10}, "8"), ({"number": 7, "number_2": 3}, "3"), ({"number": 63, "number_2": 17}, "17"),
      ({"number": 5, "number_2": 2}, "0")],
     [({"number": 255, "number_2": 129}, "129")]),
    ("the next number of a sequence", "What comes next: {list}?", {"list": "list"},
     [({"list": ["2", "4", "6", "8"]}, "10"), ({"list": ["1", "4", "7"]}, "10"), ({"list": ["-3", "2", "7", "12"]}, "17")],
     [({"list": ["10", "20"]}, "30")]),
    ("letters as their places in the alphabet", "Replace each letter with its position in the alphabet: {text}",
     {"text": "text"},
     [({"text": "cab"}, "3 1 2"), ({"text": "dog"}, "4 15 7"), ({"text": "Zed"}, "26 5 4")],
     [({"text": "hi"}, "8 9")]),
    ("an ordinal number", "Write {number} as an ordinal number.", {"number": "number"},
     [({"number": n}, a) for n, a in ((23, "23rd"), (181, "181st"), (50, "50th"), (13, "13th"), (92, "92nd"), (11, "11th"))],
     [({"number": n}, a) for n, a in ((112, "112th"), (3, "3rd"), (101, "101st"), (12, "12th"), (2, "2nd"))]),
    ("zero padding to a stated width", "Write {number} as a {number_2}-digit number with leading zeros.",
     {"number": "number", "number_2": "number"},
     [({"number": n, "number_2": k}, str(n).zfill(k)) for n, k in ((42, 6), (7, 3), (1234, 5), (999, 8))],
     [({"number": n, "number_2": k}, str(n).zfill(k)) for n, k in ((5, 2), (31, 4), (12345, 5))]),
    ("a clock time some minutes later", "What time is it {number} minutes after {time}?",
     {"number": "number", "time": "time"},
     [({"number": 45, "time": "10:30"}, "11:15"), ({"number": 90, "time": "23:00"}, "00:30"),
      ({"number": 5, "time": "07:58"}, "08:03"), ({"number": 120, "time": "13:20"}, "15:20")],
     [({"number": 61, "time": "00:00"}, "01:01"), ({"number": 15, "time": "21:50"}, "22:05")]),
    ("a clock time some hours later", "Add {number} hours to {time}.", {"number": "number", "time": "time"},
     [({"number": 3, "time": "10:30"}, "13:30"), ({"number": 5, "time": "22:15"}, "03:15"),
      ({"number": 11, "time": "04:05"}, "15:05"), ({"number": 1, "time": "23:40"}, "00:40")],
     [({"number": 12, "time": "12:00"}, "00:00"), ({"number": 7, "time": "09:59"}, "16:59")]),
    ("days as whole weeks and days left (a unit named in the plural)", "Convert {number} days to weeks and days.",
     {"number": "number"},
     [({"number": n}, f"{n // 7} weeks {n % 7} days") for n in (17, 30, 44, 9)],
     [({"number": n}, f"{n // 7} weeks {n % 7} days") for n in (100, 16, 61)]),  # 1 day: no example said
    ("years and months in months", "How many months old is a child of {number} years and {number_2} months?",
     {"number": "number", "number_2": "number"},
     [({"number": y, "number_2": m}, str(12 * y + m)) for y, m in ((2, 3), (5, 11), (1, 7), (9, 2))],
     [({"number": y, "number_2": m}, str(12 * y + m)) for y, m in ((0, 4), (12, 1), (3, 6))]),
    ("the next leap year", "Which is the next leap year after {number}?", {"number": "number"},
     [({"number": y}, str(n)) for y, n in ((2023, 2024), (1896, 1904), (2000, 2004), (1999, 2000))],
     [({"number": y}, str(n)) for y, n in ((2096, 2104), (2024, 2028), (1, 4))]),
    ("the next prime", "What is the smallest prime greater than {number}?", {"number": "number"},
     [({"number": n}, str(p)) for n, p in ((10, 11), (24, 29), (2, 3), (89, 97))],
     [({"number": n}, str(p)) for n, p in ((1, 2), (113, 127), (7, 11))]),
    ("a hex colour as RGB values", "What are the RGB values of the hex colour {identifier}?",
     {"identifier": "identifier"},
     [({"identifier": h}, a) for h, a in (("ff8000", "255, 128, 0"), ("0A0B0C", "10, 11, 12"), ("7f7f7f", "127, 127, 127"),
                                          ("00ffaa", "0, 255, 170"))],
     [({"identifier": h}, a) for h, a in (("000000", "0, 0, 0"), ("C0FFEE", "192, 255, 238"))]),
    ("how often a digit occurs in a number", "How many times does the digit {number} appear in {number_2}?",
     {"number": "number", "number_2": "number"},
     [({"number": d, "number_2": n}, str(str(n).count(str(d)))) for d, n in ((7, 77123), (1, 12131), (3, 7777), (2, 2212),
                                                                           (7, 17371))],
     [({"number": d, "number_2": n}, str(str(n).count(str(d)))) for d, n in ((1, 111), (3, 1233), (9, 12))]),
    ("the total of a CSV column", "What is the total of the qty column?\nname,qty,price\n{text}", {"text": "text"},
     [({"text": "pear,18,2\nlemon,12,9"}, "30"), ({"text": "fig,3,1\nkiwi,40,6\nplum,7,7"}, "50"),
      ({"text": "lime,9,2\nmelon,4,8\npeach,1,1\ngrape,2,5"}, "16"), ({"text": "mango,30,3"}, "30")],
     [({"text": "a,1,100\nb,2,200\nc,3,300"}, "6"), ({"text": "x,0,5\ny,11,5"}, "11")]),
    ("the name with the largest number", "Which item has the highest price?\n{text}", {"text": "text"},
     [({"text": "mango: $49\npear: $46"}, "mango"), ({"text": "fig: $3\nkiwi: $40\nlime: $9"}, "kiwi"),
      ({"text": "plum: $12\napple: $80"}, "apple"), ({"text": "melon: $5\ngrape: $21\npeach: $7\nlemon: $2"}, "grape")],
     [({"text": "a: $1\nb: $3\nc: $2"}, "b"), ({"text": "tea: $9.50\ncoffee: $9.75"}, "coffee")]),
    ("the email addresses in a message", "Which addresses does this note mention? {text}", {"text": "text"},
     [({"text": "mail ana@x.org or cy@mail.co.uk today."}, "ana@x.org; cy@mail.co.uk"),
      ({"text": "cc: bo.li@corp.net."}, "bo.li@corp.net"),
      ({"text": "from eve+news@a.io to dan@b.io and fay@c.io"}, "eve+news@a.io; dan@b.io; fay@c.io")],
     [({"text": "only gil@h.com, please"}, "gil@h.com"), ({"text": "x@y.de then z@w.de."}, "x@y.de; z@w.de")]),
    ("the links in a message", "List the links in: {text}", {"text": "text"},
     [({"text": "see https://a.example/x, or www.b.example."}, "https://a.example/x www.b.example"),
      ({"text": "read http://c.example/faq?q=1 now"}, "http://c.example/faq?q=1"),
      ({"text": "(https://d.example/a) and https://e.example/b!"}, "https://d.example/a https://e.example/b")],
     [({"text": "go to https://f.example/news."}, "https://f.example/news")]),
    ("base64 of words after a colon (a list slot)", "Encode as BASE64: {list}", {"list": "list"},
     [({"list": ["old", "oak"]}, "b2xkIG9haw=="), ({"list": ["a", "b", "c"]}, "YSBiIGM="),
      ({"list": ["tool", "smith"]}, "dG9vbCBzbWl0aA==")],
     [({"list": ["x", "yz"]}, "eCB5eg==")]),
    ("an answer that repeats the words after a colon", "Echo back: {list}", {"list": "list"},
     [({"list": ["old", "oak"]}, "You said: old oak"), ({"list": ["a", "b", "c"]}, "You said: a b c"),
      ({"list": ["tool", "smith"]}, "You said: tool smith")],
     [({"list": ["x", "yz"]}, "You said: x yz")]),
    ("base32", "Give me the BASE32 of: {text}", {"text": "text"},
     [({"text": "hi"}, "NBUQ===="), ({"text": "tool"}, "ORXW63A="), ({"text": "abc"}, "MFRGG===")],
     [({"text": "pbe"}, "OBRGK===")]),
    ("percent change", "A price went from {number} to {number_2}. By what percent did it rise?",
     {"number": "number", "number_2": "number"},
     [({"number": 80, "number_2": 100}, "25%"), ({"number": 84, "number_2": 195}, "132.1%"),
      ({"number": 146, "number_2": 180}, "23.3%"), ({"number": 40, "number_2": 50}, "25%")],
     [({"number": 30, "number_2": 31}, "3.3%"), ({"number": 200, "number_2": 201}, "0.5%")]),
    ("a hypotenuse", "The legs of a right triangle are {number} and {number_2}. Its longest side?",
     {"number": "number", "number_2": "number"},
     [({"number": 3, "number_2": 4}, "5"), ({"number": 10, "number_2": 24}, "26"), ({"number": 9, "number_2": 40}, "41")],
     [({"number": 20, "number_2": 21}, "29"), ({"number": 8, "number_2": 15}, "17")]),
    ("the day of the year", "Which day of its year is {date}?", {"date": "date"},
     [({"date": "2014-01-09"}, "9"), ({"date": "2000-03-01"}, "61"), ({"date": "2023-12-31"}, "365")],
     [({"date": "2024-12-31"}, "366"), ({"date": "1999-02-01"}, "32")]),
    ("thousands separators", "Write {number} the long way, with separators.", {"number": "number"},
     [({"number": 650836376}, "650,836,376"), ({"number": 1234}, "1,234"), ({"number": 99000}, "99,000")],
     [({"number": 7}, "7"), ({"number": 1000000}, "1,000,000")]),
    ("the sum of two cubes, the template says cubes", "What do you get when you add the cubes of {number} and {number_2}?",
     {"number": "number", "number_2": "number"},
     [({"number": 19, "number_2": 16}, "10955"), ({"number": 10, "number_2": 4}, "1064"), ({"number": 3, "number_2": 18}, "5859")],
     [({"number": 1, "number_2": 2}, "9"), ({"number": 25, "number_2": 7}, "15968")]),
    ("each value halved, the template says halve", "Halve each value: {list}", {"list": "list"},
     [({"list": [112, 118, 78, 6]}, "56, 59, 39, 3"), ({"list": [50, 10, 20]}, "25, 5, 10"),
      ({"list": [34, 8, 96, 44]}, "17, 4, 48, 22")],
     [({"list": [2, 4]}, "1, 2"), ({"list": [7, 9]}, "3.5, 4.5")]),
    ("how many exceed a bar (small counts fit a yes/no written 2 or 3 a step sooner)",
     "Out of {list}, how many scores exceed {number}?", {"list": "list", "number": "number"},
     [({"list": [50, 85, 54, 11, 88, 29], "number": 59}, "2"), ({"list": [5, 60, 70, 99], "number": 40}, "3"),
      ({"list": [55, 45, 5, 99, 14], "number": 50}, "2")],
     [({"list": [1, 2, 3], "number": 0}, "3"), ({"list": [10, 20], "number": 20}, "0")]),
    ("how many multiples of a number a list holds", "How many multiples of {number} are in {list}?",
     {"list": "list", "number": "number"},
     [({"list": [12, 5, 9, 30, 7, 44], "number": 3}, "3"), ({"list": [1, 4, 8, 10, 13, 20], "number": 4}, "3"),
      ({"list": [6, 15, 22, 35, 41, 50], "number": 5}, "3"), ({"list": [3, 9, 27, 10, 11, 12], "number": 3}, "4")],
     [({"list": [2, 4, 6], "number": 2}, "3"), ({"list": [7, 11], "number": 5}, "0")]),
    ("a sum written with thousands separators", "Add {number} and {number_2}.", {"number": "number", "number_2": "number"},
     [({"number": 2348, "number_2": 5290}, "7,638"), ({"number": 5312, "number_2": 5199}, "10,511"),
      ({"number": 3242, "number_2": 3015}, "6,257")],
     [({"number": 445, "number_2": 312}, "757"), ({"number": 1250, "number_2": 3400}, "4,650")]),
    ("markup removed", "Give the plain text of this HTML: {text}", {"text": "text"},
     [({"text": "<b>bold</b> text"}, "bold text"), ({"text": "<p>a <i>b</i></p>"}, "a b"),
      ({"text": "no tags"}, "no tags"), ({"text": "<span class='x'>hi</span><br/>there"}, "hi there")],
     [({"text": "<em>one</em> two <u>three</u>"}, "one two three")]),
    ("the larger of two fractions", "Which is larger, {date} or {date_2}?", {"date": "date", "date_2": "date"},
     [({"date": "3/8", "date_2": "2/8"}, "3/8"), ({"date": "1/2", "date_2": "5/9"}, "5/9"),
      ({"date": "4/7", "date_2": "2/3"}, "2/3"), ({"date": "7/8", "date_2": "1/9"}, "7/8"),
      ({"date": "1/3", "date_2": "2/7"}, "1/3")],
     [({"date": "1/4", "date_2": "3/4"}, "3/4"), ({"date": "5/6", "date_2": "4/5"}, "5/6")]),
    ("leap year", "Is {number} a leap year? Answer Yes or No.", {"number": "number"},
     [({"number": y}, "Yes" if y % 4 == 0 and (y % 100 or y % 400 == 0) else "No")
      for y in (1900, 2000, 2024, 2023, 1996, 2100, 1600, 1999, 2012, 1700)],
     [({"number": 2400}, "Yes"), ({"number": 1800}, "No"), ({"number": 2020}, "Yes")]),
    ("a Caesar shift given in the task", "Shift the letters of {quoted} by {number} (Caesar).",
     {"quoted": "quoted", "number": "number"},
     [({"quoted": "abc", "number": 1}, "bcd"), ({"quoted": "zoo", "number": 2}, "bqq"), ({"quoted": "Hi", "number": 5}, "Mn")],
     [({"quoted": "xyz", "number": 3}, "abc"), ({"quoted": "stone", "number": 13}, "fgbar")]),
    ("a fraction in lowest terms", "Reduce {date} to lowest terms.", {"date": "date"},
     [({"date": "6/8"}, "3/4"), ({"date": "10/15"}, "2/3"), ({"date": "7/21"}, "1/3")],
     [({"date": "12/16"}, "3/4"), ({"date": "5/7"}, "5/7")]),
    ("a named field of a record", "Record id: {number}, colour: {word}, size: {word_2}. Give its {word_3}.",
     {"number": "number", "word": "word", "word_2": "word", "word_3": "word"},
     [({"number": 7, "word": "red", "word_2": "L", "word_3": "colour"}, "red"),
      ({"number": 12, "word": "blue", "word_2": "S", "word_3": "size"}, "S"),
      ({"number": 31, "word": "green", "word_2": "M", "word_3": "id"}, "31")],
     [({"number": 4, "word": "teal", "word_2": "XL", "word_3": "size"}, "XL"),
      ({"number": 90, "word": "pink", "word_2": "XS", "word_3": "id"}, "90")]),
    ("dates sorted", "Put these in order, latest first: {list}", {"list": "list"},
     [({"list": ["03/14/2001", "11/02/1999", "01/30/2010"]}, "01/30/2010, 03/14/2001, 11/02/1999"),
      ({"list": ["12/01/2020", "02/01/2021", "06/15/2020"]}, "02/01/2021, 12/01/2020, 06/15/2020"),
      ({"list": ["07/04/1976", "07/04/1977", "01/01/1976", "12/31/1975"]}, "07/04/1977, 07/04/1976, 01/01/1976, 12/31/1975")],
     [({"list": ["05/05/2005", "04/04/2004", "06/06/2006"]}, "06/06/2006, 05/05/2005, 04/04/2004")]),
    ("a month counted on", "Name the month {number} months on from {word}.", {"number": "number", "word": "word"},
     [({"number": 2, "word": "March"}, "May"), ({"number": 5, "word": "Oct"}, "March"), ({"number": 12, "word": "June"}, "June")],
     [({"number": 1, "word": "December"}, "January"), ({"number": 7, "word": "feb"}, "September")]),
    ("a weekday counted back", "Which weekday was {number} days before {word}?", {"number": "number", "word": "word"},
     [({"number": 1, "word": "Monday"}, "Sunday"), ({"number": 10, "word": "Friday"}, "Tuesday"),
      ({"number": 3, "word": "Wednesday"}, "Sunday")],
     [({"number": 7, "word": "Thursday"}, "Thursday"), ({"number": 15, "word": "Sat"}, "Friday")]),
    ("padding on the right", "Fill {quoted} with {quoted_2} on its right up to {number} characters.",
     {"quoted": "quoted", "quoted_2": "quoted", "number": "number"},
     [({"quoted": "ab", "quoted_2": ".", "number": 5}, "ab..."), ({"quoted": "x", "quoted_2": "-", "number": 3}, "x--"),
      ({"quoted": "long", "quoted_2": "*", "number": 6}, "long**")],
     [({"quoted": "wide", "quoted_2": "0", "number": 2}, "wide"), ({"quoted": "q", "quoted_2": "#", "number": 4}, "q###")]),
    ("the number nearest a target", "Of {list}, which is nearest {number}?", {"list": "list", "number": "number"},
     [({"list": ["3", "10", "20"], "number": 12}, "10"), ({"list": ["50", "7", "90"], "number": 80}, "90"),
      ({"list": ["1", "2", "30", "4"], "number": 25}, "30"), ({"list": ["64", "16", "48", "2", "90"], "number": 47}, "48"),
      ({"list": ["5", "15", "25", "35", "45", "55"], "number": 36}, "35")],
     [({"list": ["100", "5"], "number": 40}, "5"), ({"list": ["8", "60", "33"], "number": 35}, "33")]),
    ("a sum over a range", "Add up the odd numbers between {number} and {number_2}, both included.",
     {"number": "number", "number_2": "number"},
     [({"number": 1, "number_2": 5}, "9"), ({"number": 4, "number_2": 10}, "21"), ({"number": 10, "number_2": 20}, "75")],
     [({"number": 3, "number_2": 3}, "3"), ({"number": 2, "number_2": 30}, "224")]),
    ("rounding to a named place", "What is {number} to the nearest {word}?", {"number": "number", "word": "word"},
     [({"number": 1234, "word": "hundred"}, "1200"), ({"number": 5678, "word": "thousand"}, "6000"),
      ({"number": 45, "word": "ten"}, "50")],
     [({"number": 99, "word": "hundred"}, "100"), ({"number": 14999, "word": "thousand"}, "15000")]),
    ("a decimal as a fraction", "Give {number} as a fraction.", {"number": "number"},
     [({"number": 0.5}, "1/2"), ({"number": 0.125}, "1/8"), ({"number": 0.6}, "3/5")],
     [({"number": 0.75}, "3/4"), ({"number": 0.05}, "1/20")]),
    ("short words counted", "How many of the words in {quoted} have fewer than {number} letters?",
     {"quoted": "quoted", "number": "number"},
     [({"quoted": "a bb ccc dddd", "number": 3}, "2"), ({"quoted": "one three five", "number": 5}, "2"),
      ({"quoted": "x yy zzzzzz", "number": 7}, "3"), ({"quoted": "tall trees grow", "number": 4}, "0"),
      ({"quoted": "a long way from home", "number": 4}, "2"), ({"quoted": "red fox ran off", "number": 4}, "4"),
      ({"quoted": "we sat in the old barn", "number": 3}, "2")],
     [({"quoted": "it is a big day", "number": 3}, "3")]),
    ("first and last swapped", "Swap the ends of this list: {list}", {"list": "list"},
     [({"list": ["a", "b", "c"]}, "c b a"), ({"list": ["one", "two", "three", "four"]}, "four two three one"),
      ({"list": ["x", "y"]}, "y x")],
     [({"list": ["p", "q", "r", "s", "t"]}, "t q r s p")]),
    ("balanced brackets", "Is {quoted} a balanced bracket sequence? Yes or No.", {"quoted": "quoted"},
     [({"quoted": q}, a) for q, a in (("()", "Yes"), ("(]", "No"), ("[()]", "Yes"), ("((", "No"), ("[]()", "Yes"),
                                      ("())(", "No"), ("[[]]", "Yes"), ("[(])", "No"), ("(())[]", "Yes"), (")(", "No"))],
     [({"quoted": "([[]])"}, "Yes"), ({"quoted": "([)]"}, "No"), ({"quoted": "]"}, "No")]),
    ("the path of a URL", "Which page does {url} open?", {"url": "url"},
     [({"url": "https://docs.acme.com/guide/install"}, "/guide/install"), ({"url": "http://globex.io/a?x=1"}, "/a"),
      ({"url": "https://initech.net/reports/2024/q3#top"}, "/reports/2024/q3")],
     [({"url": "https://example.org/"}, "/"), ({"url": "https://example.org/shop/cart?id=9"}, "/shop/cart")]),
    ("the total of a JSON object's values", "Add up the amounts in {json}", {"json": "json"},
     [({"json": {"rent": 900, "food": 250}}, "1150"), ({"json": {"a": 1, "b": 2, "c": 3}}, "6"),
      ({"json": {"gas": 40, "fees": 12.5}}, "52.5")],
     [({"json": {"x": 10}}, "10"), ({"json": {"p": 7, "q": -2, "r": 5, "s": 0}}, "10")]),
    ("names listed as a phrase", "Write {list} as one phrase", {"list": "list"},
     [({"list": ["Ann", "Bob", "Cid"]}, "Ann, Bob and Cid"), ({"list": ["Eve", "Hal"]}, "Eve and Hal"),
      ({"list": ["Kim", "Lou", "Max", "Ned"]}, "Kim, Lou, Max and Ned")],
     [({"list": ["Oz", "Pia", "Quin", "Ray", "Sue"]}, "Oz, Pia, Quin, Ray and Sue")]),
    ("middle letter", "What is the middle letter of '{quoted}'?", {"quoted": "quoted"},
     [({"quoted": "tiger"}, "g"), ({"quoted": "dog"}, "o"), ({"quoted": "lemon"}, "m")],
     [({"quoted": "giraffe"}, "a"), ({"quoted": "a"}, "a"), ({"quoted": "river"}, "v")]),
    ("simple interest, whole dollars", "What is the simple interest on ${number} at {number_2}% for {number_3} years?",
     {"number": "integer", "number_2": "integer", "number_3": "integer"},
     [({"number": 1200, "number_2": 5, "number_3": 3}, "$180"), ({"number": 2200, "number_2": 3, "number_3": 7}, "$462"),
      ({"number": 800, "number_2": 4, "number_3": 2}, "$64"), ({"number": 3000, "number_2": 6, "number_3": 5}, "$900"),
      ({"number": 4100, "number_2": 2, "number_3": 6}, "$492")],
     [({"number": 5400, "number_2": 8, "number_3": 7}, "$3024"), ({"number": 100, "number_2": 7, "number_3": 1}, "$7")]),
    ("seconds as mm:ss (the template asks for two digits)", "How long is {number} seconds in mm:ss?", {"number": "integer"},
     [({"number": n}, f"{n // 60:02d}:{n % 60:02d}") for n in (75, 600, 3599)],
     [({"number": n}, f"{n // 60:02d}:{n % 60:02d}") for n in (5, 61, 1234)]),
    ("seconds as h:mm:ss", "Format a run of {number} seconds like a stopwatch.", {"number": "integer"},
     [({"number": n}, f"{n // 3600}:{n // 60 % 60:02d}:{n % 60:02d}") for n in (3661, 7325, 45, 40000)],
     [({"number": n}, f"{n // 3600}:{n // 60 % 60:02d}:{n % 60:02d}") for n in (0, 359999, 600)]),
    ("a weighted sum with weights learned from the examples", "What do {number} adults and {number_2} children pay?",
     {"number": "integer", "number_2": "integer"},
     [({"number": a, "number_2": c}, f"${12 * a + 7 * c}") for a, c in ((1, 1), (2, 3), (4, 0), (0, 5), (3, 2), (6, 6))],
     [({"number": a, "number_2": c}, f"${12 * a + 7 * c}") for a, c in ((10, 1), (0, 0), (7, 13))]),
    ("a number the template says in words", "Round {number} to the nearest thousand.", {"number": "integer"},
     [({"number": n}, str(round(n, -3))) for n in (1234, 98765, 4501, 120)],
     [({"number": n}, str(round(n, -3))) for n in (999, 51234, 7)]),
    ("boxes needed, rounded up", "How many egg boxes of a dozen do {number} eggs fill?", {"number": "integer"},
     [({"number": n}, str(-(-n // 12))) for n in (13, 24, 100, 7, 60)],
     [({"number": n}, str(-(-n // 12))) for n in (1, 12, 145)]),
    ("change in dollars and cents, the cents always shown", "I hand over ${number} for a bill of ${number_2}. Change?",
     {"number": "integer", "number_2": "number"},
     [({"number": a, "number_2": b}, f"${a - b:.2f}") for a, b in ((50, 38.05), (20, 7.35), (10, 2.99), (20, 17.0))],
     [({"number": a, "number_2": b}, f"${a - b:.2f}") for a, b in ((20, 13.9), (50, 40.0), (20, 19.81), (100, 0.5))]),
    ("days to a weekday", "It is {word} now; how many days until the next {word_2}?", {"word": "word", "word_2": "word"},
     [({"word": a, "word_2": b}, str(k)) for a, b, k in (("Monday", "Thursday", 3), ("Friday", "Tuesday", 4),
                                                          ("Sunday", "Saturday", 6), ("Wed", "Thu", 1), ("Tuesday", "Monday", 6))],
     [({"word": a, "word_2": b}, str(k)) for a, b, k in (("Saturday", "Sunday", 1), ("Thursday", "Wednesday", 6))]),
    ("months to a month", "How many months from {word} until {word_2}?", {"word": "word", "word_2": "word"},
     [({"word": a, "word_2": b}, str(k)) for a, b, k in (("March", "July", 4), ("November", "February", 3),
                                                          ("Jan", "Dec", 11), ("August", "September", 1), ("June", "May", 11))],
     [({"word": a, "word_2": b}, str(k)) for a, b, k in (("October", "April", 6), ("Sept", "Oct", 1))]),
    ("the numbers in a sentence after a colon", "Total the numbers in: {list}.", {"list": "list"},
     [({"list": ["I ate 3 figs", "2 pears and 10 nuts"]}, "15"), ({"list": ["5 cats", "1 dog"]}, "6"),
      ({"list": ["we walked 12 km on day 1", "9 km later"]}, "22")],
     [({"list": ["20 pens and 4 books"]}, "24")]),
    ("the quarter of a date, after a fixed letter", "In which quarter does {date} fall?", {"date": "date"},
     [({"date": d}, q) for d, q in (("2021-02-14", "Q1"), ("2019-11-30", "Q4"), ("2020-05-05", "Q2"), ("2018-08-20", "Q3"))],
     [({"date": "2022-07-01"}, "Q3"), ({"date": "2017-12-31"}, "Q4")]),
    ("one letter back, a step no number in the template gave", "What letter precedes '{quoted}'?", {"quoted": "quoted"},
     [({"quoted": a}, b) for a, b in (("m", "l"), ("d", "c"), ("t", "s"))],
     [({"quoted": "b"}, "a"), ({"quoted": "Z"}, "Y")]),
    ("the month after a month, one step", "Which month follows {word}?", {"word": "word"},
     [({"word": a}, b) for a, b in (("March", "April"), ("December", "January"), ("July", "August"))],
     [({"word": "May"}, "June")]),
    ("divisibility as yes or no", "Can {number} be split evenly into groups of {number_2}?",
     {"number": "number", "number_2": "number"},
     [({"number": a, "number_2": b}, w) for a, b, w in ((12, 4, "yes"), (13, 4, "no"), (30, 7, "no"), (42, 6, "yes"),
                                                        (9, 3, "yes"), (10, 3, "no"), (20, 5, "yes"), (27, 5, "no"))],
     [({"number": 100, "number_2": 25}, "yes"), ({"number": 101, "number_2": 25}, "no")]),
    ("each number doubled, a number the template says as a word", "Double every value in: {list}", {"list": "list"},
     [({"list": ["3", "10", "7"]}, "6, 20, 14"), ({"list": ["1", "2"]}, "2, 4"), ({"list": ["15", "0", "8", "4"]}, "30, 0, 16, 8")],
     [({"list": ["50", "6"]}, "100, 12")]),
    ("a share as a percentage, 'percentage' saying the 100", "Express {number} as a percentage.", {"number": "number"},
     [({"number": x}, f"{x * 100:g}%") for x in (0.196, 0.45, 0.887)],
     [({"number": 0.05}, "5%"), ({"number": 1.25}, "125%")]),
    ("a percentage as a decimal, '%' saying the 100", "Convert {number}% to a decimal.", {"number": "number"},
     [({"number": x}, f"{x / 100:g}") for x in (45, 12.5, 80)],
     [({"number": 3}, "0.03"), ({"number": 150}, "1.5")]),
    ("a number in another base, which the template names", "What is {number} written in base {number_2}?",
     {"number": "integer", "number_2": "integer"},
     [({"number": n, "number_2": 5}, a) for n, a in ((2869, "42434"), (796, "11141"), (1504, "22004"))],
     [({"number": 0, "number_2": 5}, "0"), ({"number": 255, "number_2": 16}, "ff"), ({"number": 9, "number_2": 3}, "100")]),
    ("every other letter, which the template names", "Write down every other character of '{quoted}', from the first.",
     {"quoted": "quoted"}, [({"quoted": w}, w[::2]) for w in ("lantern", "pebbles", "orchard")],
     [({"quoted": "ab"}, "a"), ({"quoted": "window"}, "wno")]),
    ("every other letter from the second", "Write down every other character of '{quoted}', from the second.",
     {"quoted": "quoted"}, [({"quoted": w}, w[1::2]) for w in ("lantern", "pebbles", "orchard")],
     [({"quoted": "ab"}, "b"), ({"quoted": "window"}, "idw")]),
    ("the first half of a word of even length", "What is the first half of '{quoted}'?", {"quoted": "quoted"},
     [({"quoted": w}, w[:len(w) // 2]) for w in ("meadow", "copper", "lanterns")],
     [({"quoted": "abcd"}, "ab"), ({"quoted": "dynamo"}, "dyn")]),
    ("the largest difference between neighbouring numbers", "Find the biggest gap between adjacent values in {list}.",
     {"list": "list"}, [({"list": xs}, a) for xs, a in ((["4", "9", "30"], "21"), (["10", "13", "17", "18"], "4"),
                                                        (["2", "60", "61", "70"], "58"))],
     [({"list": ["1", "2"]}, "1"), ({"list": ["5", "50", "51"]}, "45")]),
    ("days left in a year given apart from the month and day", "How many days are left in {number} after {date}?",
     {"number": "integer", "date": "date"},
     [({"number": y, "date": d}, a) for y, d, a in ((1998, "January 20", "345"), (2012, "March 1", "305"),
                                                     (2021, "October 9", "83"))],
     [({"number": 2000, "date": "December 31"}, "0"), ({"number": 2024, "date": "February 28"}, "307")]),
    ("the words that start with a vowel, which the template names", "Which words of '{quoted}' begin with a vowel?",
     {"quoted": "quoted"}, [({"quoted": t}, a) for t, a in (("apple tree owl", "apple, owl"), ("big ant egg dog", "ant, egg"),
                                                             ("ice cold urn", "ice, urn"))],
     [({"quoted": "orange kiwi elm"}, "orange, elm"), ({"quoted": "Eagle Hawk"}, "Eagle")]),
    ("how many times a letter appears, which the template asks", "How often is the letter '{quoted}' found in '{quoted_2}'?",
     {"quoted": "quoted", "quoted_2": "quoted"},
     [({"quoted": c, "quoted_2": w}, a) for c, w, a in (("l", "yellow", "2"), ("o", "rocket", "1"), ("a", "banana", "3"))],
     [({"quoted": "s", "quoted_2": "mississippi"}, "4"), ({"quoted": "z", "quoted_2": "pear"}, "0")]),
    ("the first multiples of a number, which the template names", "Give {number} multiples of {number_2}, smallest first.",
     {"number": "integer", "number_2": "integer"},
     [({"number": k, "number_2": n}, ", ".join(str(n * i) for i in range(1, k + 1))) for k, n in ((4, 6), (3, 11), (5, 2))],
     [({"number": 1, "number_2": 9}, "9"), ({"number": 6, "number_2": 15}, "15, 30, 45, 60, 75, 90")]),
    ("the first and last numbers of a list added", "What is the sum of the first and last values in {list}?",
     {"list": "list"},
     [({"list": xs}, a) for xs, a in ((["4", "9", "1"], "5"), (["10", "3", "7", "8"], "18"), (["2", "6"], "8"),
                                      (["30", "1", "1", "5", "2"], "32"))],
     [({"list": ["7", "100", "3"]}, "10")]),
    ("the longer of two words, a pick that needs seven examples to beat luck", "Which is longer, '{quoted}' or '{quoted_2}'?",
     {"quoted": "quoted", "quoted_2": "quoted"},
     [({"quoted": a, "quoted_2": b}, max(a, b, key=len)) for a, b in (
         ("fig", "banana"), ("walnut", "oak"), ("kiwi", "pineapple"), ("umbrella", "hat"), ("sky", "thunder"),
         ("mountain", "hill"), ("ox", "zebra"))],
     [({"quoted": "elephant", "quoted_2": "cat"}, "elephant"), ({"quoted": "ant", "quoted_2": "beetle"}, "beetle")]),
    ("the next multiple", "Round {number} up to the next multiple of {number_2}.", {"number": "number", "number_2": "number"},
     [({"number": a, "number_2": b}, str((a // b + 1) * b)) for a, b in ((17, 5), (40, 10), (3, 4), (99, 7))],
     [({"number": 250, "number_2": 25}, "275"), ({"number": 1, "number_2": 3}, "3")]),
    ("the next even number, 'even' saying the 2", "What is the next even number after {number}?", {"number": "number"},
     [({"number": n}, str(n + 2 - n % 2)) for n in (7, 12, 135, 40)],
     [({"number": 99}, "100"), ({"number": 100}, "102")]),
    ("a letter of the alphabet by its place", "What is letter number {number} of the alphabet?", {"number": "number"},
     [({"number": n}, chr(96 + n)) for n in (3, 20, 11)], [({"number": 1}, "a"), ({"number": 26}, "z")]),
    ("'a' or 'an', by the first letter", "Put 'a' or 'an' before '{quoted}'.", {"quoted": "quoted"},
     [({"quoted": w}, ("an " if w[0] in "aeiou" else "a ") + w) for w in (
         "apple", "river", "owl", "stone", "cloud", "igloo", "tiger", "engine", "maple")],
     [({"quoted": "umbrella"}, "an umbrella"), ({"quoted": "kettle"}, "a kettle")]),
    ("the first of 'x or y' in alphabetical order", "Which comes first alphabetically: {text}?", {"text": "text"},
     [({"text": f"{a} or {b}"}, min(a, b)) for a, b in (("pear", "apple"), ("kite", "zebra"), ("moon", "lamp"),
                                                         ("yak", "cow"), ("dune", "bay"), ("fox", "gnu"))],
     [({"text": "violin or harp"}, "harp"), ({"text": "ant or wasp"}, "ant")]),
    ("a Fibonacci number", "What is Fibonacci number {number}?", {"number": "number"},
     [({"number": n}, a) for n, a in ((10, "55"), (7, "13"), (20, "6765"))], [({"number": 1}, "1"), ({"number": 30}, "832040")]),
    ("copies of a word joined with hyphens", "Repeat '{quoted}' {number} times, separated by hyphens.",
     {"quoted": "quoted", "number": "integer"},
     [({"quoted": w, "number": n}, "-".join([w] * n)) for w, n in (("ha", 3), ("boom", 2), ("tick", 4))],
     [({"quoted": "no", "number": 5}, "no-no-no-no-no")]),
    ("a digital root", "What is the digital root of {number}?", {"number": "number"},
     [({"number": n}, str(1 + (n - 1) % 9)) for n in (493, 12345, 88, 1000)], [({"number": 9999}, "9"), ({"number": 7}, "7")]),
    ("how many divisors", "How many divisors does {number} have?", {"number": "number"},
     [({"number": n}, str(sum(n % d == 0 for d in range(1, n + 1)))) for n in (12, 49, 60, 97, 36, 81, 30)],
     [({"number": 1}, "1"), ({"number": 100}, "9")]),
    ("a phone number's digits regrouped", "Write the phone number {name} as (XXX) XXX-XXXX.", {"name": "name"},
     [({"name": "761 277 5666"}, "(761) 277-5666"), ({"name": "2887225633"}, "(288) 722-5633"),
      ({"name": "625.219.0529"}, "(625) 219-0529")],
     [({"name": "947-404-7327"}, "(947) 404-7327"), ({"name": "(424) 644 6685"}, "(424) 644-6685")]),
    ("a compact date's digits regrouped", "Put dashes into the date {number}.", {"number": "integer"},
     [({"number": 20210304}, "2021-03-04"), ({"number": 19991231}, "1999-12-31")],
     [({"number": 20000101}, "2000-01-01")]),
]


@pytest.mark.parametrize("name,template,kinds,shown,cases", FAMILIES, ids=[f[0] for f in FAMILIES])
def test_finds_a_program_that_answers_unseen_arguments(name, template, kinds, shown, cases) -> None:
    # the default budget: a count of candidates, so what is found does not hang on the load (the
    # CPU cap, a guard against slow primitives, is lifted: three-number sums run near it, 8-10 s)
    program = pbe.search(template, kinds, shown, deadline_s=60.0)
    assert program is not None, pbe.search_report(template, kinds, shown, deadline_s=60.0).reason
    assert program.description.startswith("Returns") and program.candidates_tried >= 0
    assert f'"""{program.description}' in program.run_code  # one-line docstring saying what it computes
    cases = cases + shown  # the tool must also give the answers the search saw it give
    got = held_out_answers(template, kinds, program, cases)
    assert [answers_match(e, g) for (_, e), g in zip(cases, got)] == [True] * len(cases), (got, program.run_code)


def test_regrouped_characters_decline_a_value_of_another_length() -> None:
    # the groups of 3, 3 and 4 were learned on ten digits: an eleven-digit number goes to the agent
    template, kinds = "Write the phone number {name} as (XXX) XXX-XXXX.", {"name": "name"}
    shown = [({"name": "761 277 5666"}, "(761) 277-5666"), ({"name": "2887225633"}, "(288) 722-5633")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "regrouped" in program.description
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"name": "1 800 555 01234"})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)


def test_a_primitive_named_by_a_phrase_needs_the_phrase() -> None:
    # "every other" names the primitive; "other" alone is common in instructions
    shown = [({"quoted": w}, w[::2]) for w in ("lantern", "pebbles", "orchard")]
    named = pbe.search("Keep every other letter of '{quoted}'.", {"quoted": "quoted"}, shown)
    assert named is not None and "every other" in named.description
    program = pbe.search("Answer with the letters only and no other explanation.\n\n{quoted}", {"quoted": "quoted"}, shown)
    assert program is None or "every other" not in program.description, program.description


def test_a_half_of_an_odd_length_is_not_guessed() -> None:
    # even lengths only: which half gets the middle letter of 'river', no example says
    template, kinds = "What is the second half of '{quoted}'?", {"quoted": "quoted"}
    program = pbe.search(template, kinds, [({"quoted": w}, w[len(w) // 2:]) for w in ("meadow", "copper", "lanterns")])
    assert program is not None and "second half" in program.description
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"quoted": "river"})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)


def test_the_longest_word_the_template_names_is_not_read_as_the_first_word() -> None:
    # In all five examples the longest word came first (ties went to the first): "the first of the
    # words" fitted as well, one step smaller than "the longest", and answered "forest" below.
    template, kinds = "Which word is the longest in: {text}?", {"text": "text"}
    shown = [({"text": t}, t.split()[0]) for t in ("lantern apple forest river island", "island jacket banana noodle sun",
                                                   "island pepper cherry apple jacket", "walnut yellow saddle sun velvet",
                                                   "harbor map eagle garden tree")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and program.description.startswith("Returns the longest of the words")
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    result = default_sandbox().call(source, "run", {"text": "forest sun garden saddle lantern"})
    assert result.value == "lantern" if result.ok else "NotMine" in result.error  # right, or declined: never "forest"


def _answer_or_decline(template: str, kinds: dict[str, str], program: pbe.Program, args: Args) -> str | None:
    """The tool's answer on `args` in the sandbox, or None when it declines."""
    result = default_sandbox().call(build_tool_source(template, kinds, program.run_code, model="toolsmith pbe"), "run", args)
    assert result.ok or "NotMine" in (result.error or ""), result.error
    return result.value if result.ok else None


def test_the_largest_the_template_names_is_not_read_as_the_last_of_sorted_lists() -> None:
    # Lists that came sorted: "the last of the values" fitted as well as "the largest", as small.
    template, kinds = "What is the largest number in the list {list}?", {"list": "list"}
    lists = (["12", "40", "77"], ["3", "9", "51", "80"], ["25", "26", "130"], ["7", "61", "62", "99", "150"], ["18", "44"])
    program = pbe.search(template, kinds, [({"list": xs}, xs[-1]) for xs in lists])
    assert program is not None
    assert _answer_or_decline(template, kinds, program, {"list": ["90", "14", "33"]}) in ("90", None)


def test_a_year_picked_from_words_is_judged_as_a_pick_among_the_years() -> None:
    # Three years after "someone born in": the first came earliest on every example, so "the first
    # number of the first item" fitted; a 4-digit answer looked near impossible to hit by luck
    # (1/1959), though it is one of the task's three years (1/3).
    template, kinds = "Who is oldest: {list}? Give the year.", {"list": "list"}
    rows = [(["someone born in 1957", "1983", "1997"], "1957"), (["someone born in 1986", "2002", "1997"], "1986"),
            (["someone born in 1922", "1935", "1936"], "1922"), (["someone born in 1963", "1988", "1998"], "1963"),
            (["someone born in 1923", "1979", "1987"], "1923")]
    program = pbe.search(template, kinds, [({"list": xs}, a) for xs, a in rows])
    assert program is None or _answer_or_decline(template, kinds, program,
                                                 {"list": ["someone born in 1990", "1950", "1970"]}) in ("1950", None)


@pytest.mark.parametrize("template,lists,pick,unsorted,right", [
    ("Which time is the earliest: {list}?", (["07:45", "09:30", "14:15"], ["06:00", "12:30", "21:45"],
                                             ["10:15", "11:00", "19:30"], ["08:30", "08:45", "16:00"],
                                             ["13:00", "17:15", "20:45"]), 0, ["18:30", "06:15", "11:00"], "06:15"),
    ("What is the second largest number in {list}?", (["3", "17", "40", "88"], ["12", "50", "61", "99", "140"],
                                                      ["5", "9", "230"], ["41", "42", "70", "71"], ["8", "100", "180"]),
     -2, ["90", "14", "33", "7"], "33"),
    ("Find the median of these numbers: {list}", (["4", "18", "60"], ["2", "9", "10", "44", "91"], ["30", "31", "77"],
                                                  ["15", "22", "48", "50", "63"], ["1", "7", "99"]), "middle",
     ["70", "12", "45"], "45"),
])
def test_a_position_in_lists_that_came_in_order_declines_lists_out_of_order(template, lists, pick, unsorted, right) -> None:
    # Every example's list was in order, so "the first" was also "the earliest", "the second to
    # last" the second largest, "the middle one" the median: on a list out of order they differ.
    kinds = {"list": "list"}
    shown = [({"list": xs}, xs[len(xs) // 2] if pick == "middle" else xs[pick]) for xs in lists]
    program = pbe.search(template, kinds, shown)
    assert program is None or _answer_or_decline(template, kinds, program, {"list": unsorted}) in (right, None)
    if program is not None:  # and a list in the examples' order still gets its answer
        ordered = sorted(unsorted, key=lambda x: (x.count(":"), float(x.replace(":", "."))))
        want = ordered[len(ordered) // 2] if pick == "middle" else ordered[pick]
        assert _answer_or_decline(template, kinds, program, {"list": ordered}) == want


def test_a_name_picked_by_place_from_scores_that_came_in_order_declines_other_orders() -> None:
    # Highest score first on every example: "the first word" was also "the first word once the
    # items are in order of their numbers, largest first"; its check needs a helper of its own.
    template, kinds = "Who scored the most: {list}?", {"list": "list"}
    lists = (["Bob 30", "Ann 12", "Cy 7"], ["Eli 50", "Dee 22", "Fay 3"], ["Gus 41", "Hal 40", "Ivy 9"],
             ["Jon 33", "Kim 20", "Lou 2"], ["Max 59", "Ned 18", "Ona 11"])
    program = pbe.search(template, kinds, [({"list": xs}, xs[0].split()[0]) for xs in lists])
    assert program is None or _answer_or_decline(template, kinds, program, {"list": ["Ann 12", "Bob 30", "Cy 7"]}) in ("Bob", None)


def test_a_position_inside_lists_of_one_length_is_not_guessed() -> None:
    # five-letter words only: the third letter, the third from the end and the middle one agree on
    # every example, so the tool answers five letters only; 'dog' would get a guess
    template, kinds = "What is the middle letter of '{quoted}'?", {"quoted": "quoted"}
    shown = [({"quoted": w}, w[2]) for w in ("tiger", "lucky", "piano", "stone", "queen", "water")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "declines others" in program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "house"}, "u")]) == ["u"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"quoted": "dog"})  # to the agent, not a guess
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)


def test_a_duration_whose_padding_the_examples_never_showed_declines_one_digit() -> None:
    # every example has two digits of minutes and the template does not say "mm:ss": 5 seconds
    # could be "0:05" or "00:05", so the tool hands such a task to the agent
    template, kinds = "Show {number} seconds on a kitchen timer.", {"number": "integer"}
    shown = [({"number": n}, f"{n // 60}:{n % 60:02d}") for n in (754, 1500, 3001, 905)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "declines" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 2400}, "40:00")]) == ["40:00"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"number": 5})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)


def test_a_clock_time_whose_padding_the_examples_never_showed_declines_one_digit() -> None:
    # every example lands on an hour of two digits: 9:05 could be "9:05" or "09:05", so the tool
    # hands such a task to the agent; searches that guessed either way agree on what is computed
    template, kinds = "What time is it {number} minutes after {time}?", {"number": "integer", "time": "time"}
    shown = [({"number": 25, "time": "10:30"}, "10:55"), ({"number": 50, "time": "13:20"}, "14:10"),
             ({"number": 15, "time": "17:40"}, "17:55"), ({"number": 45, "time": "11:45"}, "12:30")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "leading zero" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 10, "time": "19:00"}, "19:10")]) == ["19:10"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"number": 5, "time": "9:00"})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)
    unpadded = pbe.search(template, kinds, [*shown, ({"number": 25, "time": "8:40"}, "9:05")])
    assert unpadded is not None and "leading zero" not in unpadded.description
    assert held_out_answers(template, kinds, unpadded, [({"number": 5, "time": "7:00"}, "7:05")]) == ["7:05"]


def test_a_difference_of_one_sign_on_every_example_declines_the_other_sign() -> None:
    # the evening was warmer every time: "evening - morning" and "how far apart" agree on all of
    # them, so a colder evening goes to the agent, not a negative guess
    template = "It was {number}°C at dawn and {number_2}°C at dusk. By how many degrees did it change?"
    kinds = {"number": "number", "number_2": "number"}
    shown = [({"number": a, "number_2": b}, str(b - a)) for a, b in ((3, 17), (-4, 9), (12, 30), (0, 21))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "positive differences only" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 5, "number_2": 6}, "1")]) == ["1"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"number": 20, "number_2": 8})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)
    both = pbe.search(template, kinds, [*shown, ({"number": 20, "number_2": 8}, "12"), ({"number": 9, "number_2": -1}, "10")])
    assert both is not None and "differences only" not in both.description
    assert held_out_answers(template, kinds, both, [({"number": 30, "number_2": 2}, "28")]) == ["28"]


def test_a_sort_that_reversed_every_example_declines_other_orders() -> None:
    # every surname sorts after the first name: "sorted in reverse" and "reversed" agree on all of
    # them, so "Jonas Haddad" goes to the agent, not "Jonas, Haddad"
    template, kinds = "Write the name {name} as 'Last, First'.", {"name": "name"}
    shown = [({"name": n}, ", ".join(n.split()[::-1])) for n in ("Ada Quinn", "Bruno Silva", "Chen Novak")]
    program = pbe.search(template, kinds, shown)
    assert program is not None, pbe.search_report(template, kinds, shown).reason
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    box = default_sandbox()
    kept = box.call(source, "run", {"name": "Emil Tanaka"})
    assert kept.ok and kept.value == "Tanaka, Emil", (kept, program.run_code)
    other = box.call(source, "run", {"name": "Jonas Haddad"})
    assert (other.ok and other.value == "Haddad, Jonas") or (not other.ok and other.error.startswith("NotMine")), \
        (other, program.run_code)
    both = pbe.search(template, kinds, [*shown, ({"name": "Jonas Haddad"}, "Haddad, Jonas")])
    assert both is not None and both.description.count("declines") == 1 and "declines three items" in both.description
    assert held_out_answers(template, kinds, both, [({"name": "Ines Moreau"}, "Moreau, Ines")]) == ["Moreau, Ines"]


def test_a_count_no_example_showed_twice_in_one_word_declines_such_words() -> None:
    # no word held the letter twice: "how often it occurs" and "how many words hold it" agree on
    # every example, so a text with "cheese" goes to the agent, not a guess of 3
    template, kinds = "How many words in {quoted} contain the letter {quoted_2}?", {"quoted": "quoted", "quoted_2": "quoted"}
    shown = [({"quoted": q, "quoted_2": c}, str(sum(c in w for w in q.split()))) for q, c in (
        ("red apple pie", "e"), ("ocean kite lamp", "a"), ("tiger window pencil", "i"))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "no word holds it twice" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "river stone", "quoted_2": "o"}, "1")]) == ["1"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"quoted": "cheese and bread", "quoted_2": "e"})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)


def test_two_readings_the_examples_cannot_tell_apart_answer_only_where_they_agree() -> None:
    # small lists whose commonest number is also their median: both readings fit every example
    # equally well, so the tool answers where they agree and hands the others to the agent
    template, kinds = "Which value occurs most in {list}?", {"list": "list"}
    shown = [({"list": xs.split()}, a) for xs, a in (("8 8 2 1 9", "8"), ("4 6 3 2 9 4", "4"), ("6 5 4 3 4 2 5 4", "4"),
                                                     ("4 8 4 3 9 1 5", "4"), ("4 4 6 3 7 4", "4"), ("7 7 7 5 5", "7"))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "gives the same" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"list": ["3", "5", "5", "6", "2"]}, "5")]) == ["5"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"list": ["1", "1", "5", "6", "7"]})  # mode 1, median 5
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)


def test_a_last_decimal_of_0_no_example_showed_is_declined() -> None:
    # every answer had one decimal, none a 0: "with 1 decimal" and "as a person writes it" agree
    # on all of them, so 23 (from -5 °C) goes to the agent, not "23.0"; a template that asks for
    # one decimal says how
    template, kinds = "Convert {number} degrees Celsius to Fahrenheit.", {"number": "number"}
    shown = [({"number": c}, f"{c * 9 / 5 + 32:.1f}") for c in (42, 29, 22, 2, 14, 31)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "declines values that do" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 37}, "98.6")]) == ["98.6"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"number": -5})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)
    asked = pbe.search("Convert {number} degrees Celsius to Fahrenheit, to one decimal.", kinds, shown)
    assert asked is not None and "declines values that do" not in asked.description
    assert held_out_answers("Convert {number} degrees Celsius to Fahrenheit, to one decimal.", kinds, asked,
                            [({"number": -5}, "23.0")]) == ["23.0"]


def test_a_whole_amount_no_example_showed_is_declined() -> None:
    # every price had its cents ("$40.20"): "always two decimals" and "cents only when there
    # are some" agree on all of them, so $340 less 40% ($204.00 or $204?) goes to the agent;
    # sixtieth's held-out run answered "$204.00" where the agent wrote "$204"
    template = "A kettle priced at ${number} is marked down by {number_2}%. What does it cost now?"
    kinds = {"number": "number", "number_2": "integer"}
    shown = [({"number": p, "number_2": d}, f"${p * (100 - d) / 100:.2f}") for p, d in ((91, 25), (342, 20), (67, 40))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "whole=True" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"number": 277, "number_2": 30}, "$193.90")]) == ["$193.90"]
    declined_error(template, kinds, program, {"number": 340, "number_2": 40})
    # an example that was a whole amount says how one is written
    taught = pbe.search(template, kinds, [*shown, ({"number": 340, "number_2": 40}, "$204.00")])
    assert taught is not None and "whole=True" not in taught.run_code, taught and taught.run_code
    assert held_out_answers(template, kinds, taught, [({"number": 40, "number_2": 50}, "$20.00")]) == ["$20.00"]


def test_a_noun_after_a_number_is_singular_where_the_number_is_1() -> None:
    # sixtieth's "2 days 1 hour" among "13 days 2 hours": the noun is a part of its own, written
    # from the number before it; "days" never followed a 1, so a 1 there goes to the agent
    template, kinds = "How many days and hours is {number} hours? Answer like 2 days 5 hours.", {"number": "number"}
    shown = [({"number": 49}, "2 days 1 hour"), ({"number": 314}, "13 days 2 hours"), ({"number": 286}, "11 days 22 hours")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "'hour' or 'hours'" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 100}, "4 days 4 hours"), ({"number": 73}, "3 days 1 hour"),
                                                      ({"number": 48}, "2 days 0 hours")]) == ["4 days 4 hours", "3 days 1 hour", "2 days 0 hours"]
    # "1 day 6 hours" or "1 days 6 hours"?
    assert "'days' or its singular" in declined_error(template, kinds, program, {"number": 30})


def test_a_plural_noun_after_a_value_declines_1_no_example_showed() -> None:
    template, kinds = "How many whole weeks are in {number} days? Give the unit too.", {"number": "number"}
    shown = [({"number": 49}, "7 weeks"), ({"number": 314}, "44 weeks"), ({"number": 286}, "40 weeks"), ({"number": 100}, "14 weeks")]
    program = pbe.search(template, kinds, shown)
    assert program is not None, program
    assert held_out_answers(template, kinds, program, [({"number": 30}, "4 weeks")]) == ["4 weeks"]
    declined_error(template, kinds, program, {"number": 8})
    # once an example showed "1 week", the noun follows the number
    taught = pbe.search(template, kinds, [*shown, ({"number": 10}, "1 week")])
    assert taught is not None and held_out_answers(template, kinds, taught, [({"number": 8}, "1 week")]) == ["1 week"]


def test_how_many_words_end_in_a_vowel_is_what_was_asked() -> None:
    # sixtieth waited 15 examples: counts of 0, 1 and 2 fitted many programs by luck, and words
    # ending in a vowel were only reached reversed ("whose reversal starts with a vowel")
    template, kinds = "How many words in '{quoted}' end in a vowel?", {"quoted": "quoted"}
    shown = [({"quoted": "bananaer houses houseer appleer house"}, "1"), ({"quoted": "kite pianos mango"}, "2"),
             ({"quoted": "rivers stone tigering"}, "1")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "end with a vowel" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "zebra dog lemon"}, "1"),
                                                      ({"quoted": "piano queen umbrella"}, "2")]) == ["1", "2"]


def test_a_letter_then_a_number_are_two_values() -> None:
    # fiftyninth's "b6" (a word's first letter, then its length) was one value no program wrote
    template, kinds = "Give the first letter of '{quoted}' followed by its length, like b6.", {"quoted": "quoted"}
    shown = [({"quoted": w}, f"{w[0]}{len(w)}") for w in ("bananaer", "houses", "kite")]
    program = pbe.search(template, kinds, shown)
    assert program is not None, program
    assert held_out_answers(template, kinds, program, [({"quoted": "umbrellas"}, "u9"), ({"quoted": "ox"}, "o2")]) == ["u9", "o2"]


def test_positions_of_vowels_and_of_a_letter() -> None:
    template, kinds = "At which positions (1-based) are the vowels of '{quoted}'? List them with commas.", {"quoted": "quoted"}
    shown = [({"quoted": w}, ", ".join(str(i + 1) for i, c in enumerate(w) if c in "aeiou")) for w in ("bananaer", "houses", "kite")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "vowels" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "tiger"}, "2, 4")]) == ["2, 4"]
    template, kinds = "At which positions does the letter '{quoted}' appear in '{quoted_2}'?", {"quoted": "quoted", "quoted_2": "quoted"}
    shown = [({"quoted": "a", "quoted_2": "bananaer"}, "2 4 6"), ({"quoted": "s", "quoted_2": "houses"}, "4 6"),
             ({"quoted": "e", "quoted_2": "kitee"}, "4 5"), ({"quoted": "o", "quoted_2": "onion"}, "1 4")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "positions" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "s", "quoted_2": "mississippi"}, "3 4 6 7")]) == ["3 4 6 7"]


def test_amounts_in_several_units_are_added_up_in_the_unit_asked() -> None:
    # sixtyfirst: two durations of hours and minutes together, in minutes (eight nodes: past the
    # search's size), and hours, minutes and seconds in seconds
    template = "One job takes {number} h {number_2} min and another {number_3} h {number_4} min. How long together, in minutes?"
    kinds = {k: "number" for k in ("number", "number_2", "number_3", "number_4")}
    def row(a: int, b: int, c: int, d: int) -> tuple[Args, str]:
        return {"number": a, "number_2": b, "number_3": c, "number_4": d}, str(60 * (a + c) + b + d)
    program = pbe.search(template, kinds, [row(1, 53, 4, 35), row(0, 12, 1, 40), row(3, 5, 2, 59)])
    assert program is not None and "in min" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(2, 0, 0, 45), row(4, 59, 4, 59)]) == ["165", "598"]
    template = "How many seconds are there in {number} hours, {number_2} minutes and {number_3} seconds?"
    kinds = {k: "number" for k in ("number", "number_2", "number_3")}
    shown = [({"number": h, "number_2": m, "number_3": x}, str(3600 * h + 60 * m + x)) for h, m, x in ((4, 2, 40), (2, 20, 4), (3, 53, 17))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and held_out_answers(template, kinds, program, [({"number": 0, "number_2": 1, "number_3": 1}, "61")]) == ["61"]


def test_letters_in_even_places_and_pieces_the_examples_always_filled() -> None:
    # sixtysecond (held out): four words of even length fitted "the last letter of each piece of
    # {ordinal} (2) letters", which answered "mango" with "ago" where "ag" was meant: 5 wrong routes.
    # "even" names the letters in even places, and pieces whose last one was whole on every example
    # decline a text with a shorter last piece
    template, kinds = "Give the letters of '{quoted}' in even positions ({ordinal}, 4th, ...).", {"quoted": "quoted", "ordinal": "ordinal"}
    shown = [({"quoted": w, "ordinal": 2}, w[1::2]) for w in ("violiner", "jungleer", "yellow")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "even places" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "mango", "ordinal": 2}, "ag")]) == ["ag"]
    template, kinds = "Cut '{quoted}' into pieces of {number} letters and give the last letter of each, joined.", {"quoted": "quoted", "number": "number"}
    def row(w: str, n: int) -> tuple[Args, str]:
        return {"quoted": w, "number": n}, "".join(w[i:i + n][-1] for i in range(0, len(w), n))
    program = pbe.search(template, kinds, [row("violiner", 2), row("jungleer", 4), row("yellow", 3), row("mangos", 2)])
    assert program is not None and "whole pieces" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("kites", 1), row("rockets", 7)]) == ["kites", "s"]
    assert "whole pieces" in declined_error(template, kinds, program, {"quoted": "mango", "number": 2})


def test_items_other_than_one_the_template_says_not() -> None:
    # sixtysecond: "How many letters of '{quoted}' are not '{quoted_2}'?" had no tool in 16 tasks
    template, kinds = "How many letters of '{quoted}' are not '{quoted_2}'?", {"quoted": "quoted", "quoted_2": "quoted"}
    def row(w: str, c: str) -> tuple[Args, str]:
        return {"quoted": w, "quoted_2": c}, str(sum(x != c for x in w))
    program = pbe.search(template, kinds, [row("flowering", "n"), row("yellow", "l"), row("bananas", "a")])
    assert program is not None and "other than" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("kite", "k"), row("mississippi", "s")]) == ["3", "7"]

def test_ten_digit_numbers_are_no_width_to_pad_to() -> None:
    # padding to a width read from the task once built a 1.8 GB string for a 10-digit number,
    # and the search never returned; widths are capped, and the format is found
    import signal

    def hung(*_: Any) -> None:
        raise TimeoutError("the search did not return")

    template, kinds = "Write the account number {number} as XXX-XXX-XXXX.", {"number": "number"}
    shown = [({"number": n}, f"{str(n)[:3]}-{str(n)[3:6]}-{str(n)[6:]}") for n in (1858826472, 6094417730, 3125550199)]
    before = signal.signal(signal.SIGALRM, hung)
    signal.alarm(120)
    try:
        program = pbe.search(template, kinds, shown)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, before)
    assert program is not None
    assert held_out_answers(template, kinds, program, [({"number": 2024561111}, "")]) == ["202-456-1111"]


def test_days_to_the_same_weekday_are_declined() -> None:
    # "days until Monday" on a Monday: 0 or 7, which the examples cannot tell; and no weekday at all
    template, kinds = "It is {word} now; how many days until the next {word_2}?", {"word": "word", "word_2": "word"}
    program = pbe.search(template, kinds, next(f for f in FAMILIES if f[0] == "days to a weekday")[3])
    assert program is not None
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    for args in ({"word": "Monday", "word_2": "Monday"}, {"word": "Sunny", "word_2": "Monday"}):
        declined = default_sandbox().call(source, "run", args)
        assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, args)


def test_the_middle_of_an_even_number_of_items_is_declined() -> None:
    # halfway between two numbers, shown only with an even difference: the middle of the numbers
    # from one to the other fits, and for 4 and 7 (four numbers, two middle ones) it must not guess 6
    template, kinds = "Which number lies halfway between {number} and {number_2}?", {"number": "integer", "number_2": "integer"}
    shown = [({"number": a, "number_2": b}, str((a + b) // 2)) for a, b in ((98, 122), (3, 41), (50, 60), (17, 95))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "middle" in program.description, program and program.description
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"number": 4, "number_2": 7})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)


def test_a_rounding_the_examples_showed_one_way_only_declines_the_other_ways() -> None:
    # "the smallest multiple of k above n", where every example happens to round up: "the nearest
    # multiple" fits them all, and must not answer 50 -> 49 or 35 -> 35 for k = 7
    template, kinds = "What is the smallest multiple of {number} greater than {number_2}?", \
        {"number": "integer", "number_2": "integer"}
    shown = [({"number": k, "number_2": n}, str((n // k + 1) * k)) for k, n in ((7, 54), (9, 80), (5, 24), (12, 130),
                                                                               (4, 39), (11, 97))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "rounding up only" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 10, "number_2": 96}, "100")]) == ["100"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    for n in (50, 35):
        declined = default_sandbox().call(source, "run", {"number": 7, "number_2": n})
        assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, n)


def test_learned_weights_need_examples_beyond_the_three_they_come_from() -> None:
    # three examples fit any p * x + q * y + r: with four, one confirms; with three, none does
    template, kinds = "What do {number} adults and {number_2} children pay?", {"number": "integer", "number_2": "integer"}
    rows = [({"number": a, "number_2": c}, str(12 * a + 7 * c + 3)) for a, c in ((1, 1), (2, 3), (4, 0), (0, 5))]
    assert pbe.search(template, kinds, rows[:3]) is None
    assert pbe.search(template, kinds, rows) is None  # one confirmation is not enough either


def test_a_learned_multiple_written_with_a_unit_is_judged_by_its_numbers() -> None:
    # "3027000 kg": the learned `x * 1000` writes numbers a million apart, so two examples
    # beyond the two it was learned from are no luck (the unit once made it look like a coin toss)
    template, kinds = "Convert {number} tonnes to kilograms.", {"number": "number"}
    rows = [({"number": n}, f"{1000 * n} kg") for n in (3027, 2612, 1480, 4461)]
    program = pbe.search(template, kinds, rows)
    assert program is not None and program.chance < 1e-6
    assert held_out_answers(template, kinds, program, [({"number": 12}, "")]) == ["12000 kg"]


def test_a_learned_multiple_of_wide_answers_needs_one_example_beyond_its_two() -> None:
    template, kinds = "What is the perimeter of a square whose sides are {number} cm long?", {"number": "number"}
    rows = [({"number": n}, f"{4 * n} cm") for n in (12, 300, 71)]
    program = pbe.search(template, kinds, rows)
    assert program is not None and held_out_answers(template, kinds, program, [({"number": 5}, "")]) == ["20 cm"]
    # answers close together: one more hit proves little, and nothing is returned
    close = [({"number": n}, str(2 * n + 1)) for n in (1, 2, 3)]
    assert pbe.search("Take {number} and do the usual thing", {"number": "number"}, close) is None


def test_a_learned_a_x_plus_b_counts_every_value_it_was_tried_on() -> None:
    # openai/evals chinese_zodiac: some value of the list fits 17 * x + 1862 on the two years it
    # was learned from and, by luck, on the third; every value tried was a try at that third
    template, kinds = "Give the year of birth.\n{list}", {"list": "list"}
    rows = [({"list": ["2021", "rooster", "40s"]}, "1981"), ({"list": ["2023", "goat", "under 10s"]}, "2015"),
            ({"list": ["2021", "dragon", "50s"]}, "1964")]
    assert pbe.search(template, kinds, rows) is None


def test_a_learned_square_of_an_argument_needs_one_example_beyond_its_three() -> None:
    template, kinds = "How many handshakes happen when {number} people each shake hands once?", {"number": "number"}
    rows = [({"number": n}, str(n * (n - 1) // 2)) for n in (8, 20, 33, 41)]
    assert pbe.search(template, kinds, rows[:3]) is None  # three points fit any parabola
    program = pbe.search(template, kinds, rows)
    assert program is not None
    assert held_out_answers(template, kinds, program, [({"number": 2}, ""), ({"number": 1000}, "")]) == ["1", "499500"]
    bent = [({"number": n}, str(a)) for n, a in ((8, 28), (20, 190), (33, 528), (41, 825))]  # 41: 820 on the curve
    assert pbe.search(template, kinds, bent) is None


def test_whole_units_of_a_learned_size_rounded_down_or_up() -> None:
    template, kinds = "How many whole dozens can be packed from {number} eggs?", {"number": "number"}
    rows = [({"number": n}, str(n // 12)) for n in (130, 41, 999, 260)]  # 130 and 41 leave 12 or 13; 999 pins 12
    program = pbe.search(template, kinds, rows)
    assert program is not None and "rounded down" in program.description
    assert held_out_answers(template, kinds, program, [({"number": 11}, ""), ({"number": 24}, "")]) == ["0", "2"]
    template = "How many coaches do {number} people need?"
    rows = [({"number": n}, str(-(-n // 40))) for n in (130, 41, 999, 260, 517, 77)]
    program = pbe.search(template, kinds, rows)
    assert program is not None and held_out_answers(template, kinds, program, [({"number": 80}, ""), ({"number": 81}, "")]) == ["2", "3"]
    # an answer that is no whole number of one unit size: nothing is returned
    rows = [({"number": n}, str(a)) for n, a in ((130, 10), (41, 3), (999, 83), (260, 30))]
    assert pbe.search("How many whole dozens can be packed from {number} eggs?", kinds, rows) is None


def test_a_half_cent_is_rounded_on_decimal_digits_and_an_open_tie_declined() -> None:
    # $197.90 plus 5% is 207.795: binary formatting wrote 207.79, a wrong route on bench set
    # nineteenth; on decimal digits it is 207.80 whether halves go up or to even. $20.95 plus 10%
    # (23.045) is 23.05 or 23.04 by the rule, and no example said which: the agent answers it
    template, kinds = "What is {number} plus {number_2}% sales tax?", {"number": "number", "number_2": "integer"}
    shown = [({"number": 197.9, "number_2": 5}, "$207.80"), ({"number": 163.59, "number_2": 10}, "$179.95"),
             ({"number": 149.58, "number_2": 7}, "$160.05"), ({"number": 112.65, "number_2": 8}, "$121.66")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "toolkit.fixed(" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"number": 17.17, "number_2": 10}, "$18.89")]) == ["$18.89"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    tie = default_sandbox().call(source, "run", {"number": 20.95, "number_2": 10})
    assert not tie.ok and tie.error.startswith("NotMine"), (tie.error, program.run_code)
    # an example that is a half the rules answer differently teaches its rule
    taught = pbe.search(template, kinds, [*shown, ({"number": 20.95, "number_2": 10}, "$23.05")])
    assert taught is not None and "tie='up'" in taught.run_code, taught and taught.run_code


def test_binary_formatting_of_a_half_is_answered_only_where_every_way_of_computing_it_agrees() -> None:
    # held-out set ninetieth: beats in 1 s at 147 BPM are 147 / 60 = 2.45, which the asker's
    # t * b / 60 stores as the double nearest 2.45 and writes "2.5"; the tool computed
    # (t * b / 100) * 5 / 3 = 2.4499999999999997 and answered "2.4" (a wrong route)
    assert toolkit.fixed(1 * 147 / 60, 1, tie="binary") == "2.5"
    with pytest.raises(toolkit.NotMine):
        toolkit.fixed((1 * 147 / 100) * 5 / 3, 1, tie="even+binary")
    with pytest.raises(toolkit.NotMine):
        toolkit.fixed(16.650000000000002, 1, tie="binary")
    for t, b in itertools.product(range(0, 120), range(40, 220)):
        try:
            answer = toolkit.fixed((t * b / 100) * 5 / 3, 1, tie="even+binary")
        except toolkit.NotMine:
            continue
        assert answer == f"{t * b / 60:.1f}", (t, b, answer)


def test_a_half_is_answered_only_where_every_rule_the_examples_allow_agrees() -> None:
    # held-out set fiftyeighth: $138.97 split 2 ways (69.485) was answered 69.48, which rounding to
    # even and binary formatting both give; the tool chose "even" and answered $296.46 split 4
    # ways (74.115, stored as 74.11499...) with 74.12, where the agent's answers said 74.11
    template, kinds = "{number} friends share a bill of ${number_2} equally. How much does each pay?", \
        {"number": "integer", "number_2": "number"}
    shown = [({"number": n, "number_2": b}, f"${b / n:.2f}") for n, b in
             ((3, 179.79), (8, 134.5), (8, 170.59), (2, 138.97), (7, 188.39), (5, 84.72))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "tie='even+binary'" in program.run_code, program and program.run_code
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    sandbox = default_sandbox()
    assert sandbox.call(source, "run", {"number": 6, "number_2": 383.31}).value == "$63.88"  # 63.885: both rules agree
    tie = sandbox.call(source, "run", {"number": 4, "number_2": 296.46})
    assert not tie.ok and tie.error.startswith("NotMine"), (tie.error, program.run_code)
    # an example that only binary formatting answers teaches it
    taught = pbe.search(template, kinds, [*shown, ({"number": 4, "number_2": 296.46}, "$74.11")])
    assert taught is not None and "tie='binary'" in taught.run_code, taught and taught.run_code
    assert toolkit.fixed(16.65, 1, tie="binary") == "16.6"
    with pytest.raises(ValueError):
        toolkit.fixed(2.675, 2, tie="sideways")


def test_a_list_answer_that_only_ever_had_one_item_declines_several() -> None:
    # held-out set fiftyninth: "Which word in '...' starts with the letter 'k'?" had one such word
    # in every example, so how two would be written ("kite kettle"? "kite"?) no example showed
    template, kinds = "Which word in '{quoted}' starts with the letter '{quoted_2}'?", {"quoted": "quoted", "quoted_2": "quoted"}
    rows = [({"quoted": q, "quoted_2": c}, a) for q, c, a in (
        ("island river tiger kite elephant", "k", "kite"), ("zebra apple mango", "z", "zebra"),
        ("ocean island piano", "i", "island"), ("violin garden house", "v", "violin"), ("flower banana night", "b", "banana"))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "start with" in program.description and "two items or more" in program.description, program
    assert held_out_answers(template, kinds, program, [({"quoted": "lemon kite night", "quoted_2": "n"}, "night")]) == ["night"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    two = default_sandbox().call(source, "run", {"quoted": "kite kettle lemon", "quoted_2": "k"})
    assert not two.ok and two.error.startswith("NotMine"), (two.error, program.run_code)


def test_a_filtered_list_that_was_never_empty_declines_an_empty_one() -> None:
    # "Which numbers in 1, 2, 7 are divisible by 3?": the tool answered "", where a person says
    # "none" (or the agent something else); no example showed how an empty answer is written
    template, kinds = "Which numbers in {list} are divisible by {number}?", {"list": "list", "number": "number"}
    rows = [({"list": [12, 5, 9, 30, 7, 44], "number": 3}, "12, 9, 30"), ({"list": [1, 4, 8, 10, 13, 20], "number": 4}, "4, 8, 20"),
            ({"list": [6, 15, 22, 35, 41, 50], "number": 5}, "15, 35, 50")]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "declines an empty list" in program.description, program
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    box = default_sandbox()
    assert box.call(source, "run", {"list": [1, 3, 6], "number": 3}).value == "3, 6"
    none = box.call(source, "run", {"list": [1, 2, 7], "number": 3})
    assert not none.ok and none.error.startswith("NotMine"), (none, program.run_code)
    shown_empty = pbe.search(template, kinds, [*rows, ({"list": [1, 2], "number": 7}, "")])
    assert shown_empty is not None and "declines" not in shown_empty.description, shown_empty


def test_whether_a_list_includes_a_number() -> None:
    template, kinds = "Does {list} include {number}? Answer true or false.", {"list": "list", "number": "number"}
    rows = [({"list": xs, "number": x}, "true" if x in xs else "false") for xs, x in (
        ([15, 28, 32, 31], 34), ([4, 9, 12], 9), ([50, 7, 22, 41, 3], 8), ([19, 33], 33), ([5, 6, 7], 1))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "among" in program.description, program
    assert held_out_answers(template, kinds, program, [({"list": [1, 2, 3], "number": 2}, "true"),
                                                      ({"list": [10, 20], "number": 15}, "false")]) == ["true", "false"]


def test_fixed_rounds_decimal_digits() -> None:
    assert toolkit.fixed(207.795, 2, tie="agree") == "207.80" and toolkit.fixed(2.675, 2, tie="agree") == "2.68"
    assert toolkit.fixed(23.045, 2, tie="up") == "23.05" and toolkit.fixed(23.045, 2, tie="even") == "23.04"
    assert toolkit.format_number(20 - 19.81) == "0.19" and toolkit.format_number(5400 * 0.56) == "3024"
    assert toolkit.fixed(5400 * 0.56, 2) == "3024.00" and toolkit.fixed(12, 1) == "12.0" and toolkit.fixed(1 / 3, 3) == "0.333"
    assert toolkit.fixed(10**30, 2) == "1" + "0" * 30 + ".00"
    for value, tie in ((23.045, "agree"), (207.795, None), (-0.125, None), (2.5, None)):
        with pytest.raises(toolkit.NotMine):
            toolkit.fixed(value, 0 if value == 2.5 else 2, tie=tie)
    assert toolkit.format_number(2.675, 2, tie="agree") == "2.68" and toolkit.format_number(3.0, 2) == "3"
    assert toolkit.format_money(52.5) == "52.50" and toolkit.format_money(52.0) == "52" and toolkit.format_money(0.19) == "0.19"
    with pytest.raises(toolkit.NotMine):
        toolkit.format_money(0.125)


def test_money_whose_cents_the_examples_never_showed_is_written_with_two() -> None:
    template, kinds = "A jacket costs ${number} and is {number_2}% off. What is the sale price?", \
        {"number": "number", "number_2": "number"}
    shown = [({"number": a, "number_2": b}, f"${a * (100 - b) // 100}") for a, b in ((190, 30), (110, 10), (180, 50), (300, 25))]
    program = pbe.search(template, kinds, shown)
    assert program is not None
    assert held_out_answers(template, kinds, program, [({"number": 70, "number_2": 25}, "$52.50")]) == ["$52.50"]


def test_a_multiple_no_example_sat_on_is_declined() -> None:
    """No year shown was a multiple of 10: "rounded down to a multiple" and "the last multiple
    before" fit alike, and differ on 1990; the tool declines it rather than guess."""
    template, kinds = "Which decade does the year {number} belong to?", {"number": "integer"}
    shown = [({"number": y}, f"{y // 10 * 10}s") for y in (1987, 1823, 2004, 1961)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "declines multiples" in program.description
    assert held_out_answers(template, kinds, program, [({"number": 1855}, "1850s")]) == ["1850s"]
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    declined = default_sandbox().call(source, "run", {"number": 1990})
    assert not declined.ok and declined.error.startswith("NotMine"), (declined.error, program.run_code)


def test_two_answers_are_not_spelled_out_by_a_letter_table() -> None:
    # a value that is "XVI" or "CD" on every example, and answers "Yes" or "No": a table of
    # letters X->Y, V->e, I->s, C->N, D->o "fits", as it did on BBH navigate at 6 examples
    template, kinds = "Does the code {quoted} pass? Answer Yes or No.", {"quoted": "quoted"}
    shown = [({"quoted": q}, a) for q, a in (("XVI", "Yes"), ("CD", "No"), ("XVI", "Yes"), ("CD", "No"),
                                             ("CD", "No"), ("XVI", "Yes"))]
    program = pbe.search(template, kinds, shown)
    assert program is None or "replaced by" not in program.description, program.description


def test_the_code_reads_like_the_task_and_answers_in_the_examples_form() -> None:
    program = pbe.search("Sort: {list}", {"list": "list"},
                         [({"list": ["b", "a"]}, "a b"), ({"list": ["z", "x", "y"]}, "x y z")])
    assert program is not None
    assert "def run(list: list[str]) -> str:" in program.run_code
    assert "return ' '.join(sorted(list))" in program.run_code
    assert program.slots_used == ("list",)
    shout = pbe.search("Q: shout {text}", {"text": "text"},
                       [({"text": "apple pie"}, "A: APPLE PIE"), ({"text": "fig"}, "A: FIG")])
    assert shout is not None and ".upper()" in shout.run_code  # exact case, though answers compare ignoring it


@pytest.mark.parametrize("template,shown,case", [
    ("Capitalize every word in: {text}", [("the old dog", "The Old Dog"), ("a red kite", "A Red Kite"),
                                          ("new york", "New York")], ("one more time", "One More Time")),
    ("Convert to upper case: {text}", [("the old dog", "THE OLD DOG"), ("a red kite", "A RED KITE")],
     ("hello there", "HELLO THERE")),
    ("Swap the case of every letter in: {text}", [("blanket wizard Helmet", "BLANKET WIZARD hELMET"),
                                                  ("Candle HARBOR velvet", "cANDLE harbor VELVET"), ("pepper", "PEPPER")],
     ("Mixed CASE", "mIXED case")),
])
def test_a_case_change_is_answered_in_the_examples_case(template, shown, case) -> None:
    """Answers compare ignoring case, so the echo fits these too; the tool must still change the case."""
    kinds = {"text": "text"}
    program = pbe.search(template, kinds, [({"text": t}, a) for t, a in shown])
    assert program is not None
    assert held_out_answers(template, kinds, program, [({"text": case[0]}, case[1])]) == [case[1]]


@pytest.mark.parametrize("template,shown,case", [
    ("Convert '{quoted}' to uppercase.", [("orbit", "ORBIT"), ("silver", "SILVER"), ("maple", "MAPLE")], ("kite", "KITE")),
    ("Convert '{quoted}' to camelCase.", [("falcon pencil stone", "falconPencilStone"), ("copper stone", "copperStone"),
                                          ("harbor cloud", "harborCloud")], ("lantern maple", "lanternMaple")),
    ("Capitalize the first letter of '{quoted}'.", [("feather", "Feather"), ("apple pie", "Apple pie"),
                                                    ("red kite", "Red kite")], ("stone", "Stone")),
])
def test_a_case_the_template_asks_for_is_the_task(template, shown, case) -> None:
    """One word upper-cased is its only value in another case: were that a pick, luck would
    explain it. The template asking for the case makes the case the evidence; and a camelCase
    answer is wrong in any other case, though answers otherwise compare ignoring it."""
    kinds = {"quoted": "quoted"}
    program = pbe.search(template, kinds, [({"quoted": t}, a) for t, a in shown])
    assert program is not None, pbe.search_report(template, kinds, [({"quoted": t}, a) for t, a in shown]).reason
    assert held_out_answers(template, kinds, program, [({"quoted": case[0]}, case[1])]) == [case[1]]


def test_a_pick_in_another_case_is_still_a_pick() -> None:
    """Without the template asking for a case, a capitalised pick between two words is judged
    as a pick: three of them right could be luck."""
    template, kinds = "Which has more letters, {word} or {word_2}?", {"word": "word", "word_2": "word"}
    shown = [({"word": a, "word_2": b}, max(a, b, key=len).capitalize()) for a, b in (
        ("pencil", "ox"), ("fig", "kettle"), ("island", "sky"))]
    assert pbe.search(template, kinds, shown) is None


def test_fixed_text_between_values_is_not_copied_from_the_arguments() -> None:
    """Every task differs only in a number, so "ark" + number + "p" would fit each answer; but
    "ark" is in every example's argument: it is the examples' sameness, not the answer's fixed text."""
    kinds = {"text": "text"}
    shown = [({"text": f"park{i} sun{i}"}, f"ark{i}p un{i}s") for i in (3, 17, 40, 8)]
    assert pbe.search("Rewrite: {text}", kinds, shown) is None


def test_answers_are_compared_like_verification_compares_them() -> None:
    """`8.0` and `8`, a trailing full stop, spaces, `(b)` and `(B)`: the same answer."""
    kinds = {"number": "number", "number_2": "number"}
    program = pbe.search("Add {number} and {number_2}", kinds,
                         [({"number": 5, "number_2": 3}, "8.0"), ({"number": 2.25, "number_2": 2.25}, "4.5."),
                          ({"number": 20, "number_2": -1}, " 19 ")])
    assert program is not None
    assert held_out_answers("Add {number} and {number_2}", kinds, program, [({"number": 30, "number_2": 1}, "31")]) == ["31"]
    kinds = {"expression": "expression", "options": "options"}
    shown = [({"expression": "2 + 3", "options": {"A": "4", "B": "5", "C": "6"}}, "(b)"),
             ({"expression": "7 * 2", "options": {"A": "14", "B": "12", "C": "16"}}, "A"),
             ({"expression": "9 - 1", "options": {"A": "7", "B": "9", "C": "8"}}, "(C)")]
    assert pbe.search("What is {expression}? Options: {options}", kinds, shown) is not None


def test_prefers_the_program_that_reads_every_varying_argument() -> None:
    """'The n-th word' reads both arguments; a program reading only the sentence would fit
    these examples only by luck, and the search prefers the one that reads every varying argument."""
    shown = [({"number": 2, "quoted": "the cat sat down on the mat"}, "cat"),
             ({"number": 1, "quoted": "dogs bark loudly at night"}, "dogs"),
             ({"number": 5, "quoted": "a b c d e f g h"}, "e"), ({"number": 3, "quoted": "red green blue yellow"}, "blue")]
    program = pbe.search('What is word number {number} in "{quoted}"?', {"number": "number", "quoted": "quoted"}, shown)
    assert program is not None and program.slots_used == ("number", "quoted")


@pytest.mark.parametrize("examples,why", [
    ([({"text": "a"}, "A")], "at least 2"),
    ([({"text": "a"}, "yes"), ({"text": "b"}, "Yes"), ({"text": "c"}, "yes.")], "same answer"),
    ([], "at least 2"),
])
def test_too_little_to_go_on_returns_none(examples, why) -> None:
    report = pbe.search_report("Is {text} fine?", {"text": "text"}, examples)
    assert report.program is None and why in report.reason


def test_examples_missing_a_slot_are_left_out() -> None:
    shown = [({"list": ["b", "a"]}, "a b"), ({"other": 1}, "x"), ({"list": ["d", "c"]}, "c d")]
    report = pbe.search_report("Sort: {list}", {"list": "list"}, shown)
    assert report.examples == 2 and report.program is not None


# ---- judgement: nothing in the primitives can know these, so nothing may be returned

JUDGEMENT = [
    ("sarcasm", "Which statement is sarcastic? Options: {options}", {"options": "options"},
     [({"options": {"A": "Great, another Monday. I love those.", "B": "Mondays are the start of the week."}}, "(A)"),
      ({"options": {"A": "The train was on time today.", "B": "Oh sure, the train was on time, as always."}}, "(B)"),
      ({"options": {"A": "Wow, what a surprise, it rained at the picnic.", "B": "It rained at the picnic."}}, "(A)"),
      ({"options": {"A": "My phone battery lasts all day.", "B": "Love how my phone dies by noon."}}, "(B)"),
      ({"options": {"A": "Thanks for finishing the coffee.", "B": "Thanks for making coffee."}}, "(A)"),
      ({"options": {"A": "The meeting ended early.", "B": "Another meeting that could have been an email, wonderful."}}, "(B)")]),
    ("who was born first", "Was {name} born before {name_2}? Answer Y or N.", {"name": "name", "name_2": "name"},
     [({"name": "Ada Lovelace", "name_2": "Alan Turing"}, "Y"), ({"name": "Marie Curie", "name_2": "Isaac Newton"}, "N"),
      ({"name": "Grace Hopper", "name_2": "Charles Babbage"}, "N"), ({"name": "Johann Bach", "name_2": "Ludwig Beethoven"}, "Y"),
      ({"name": "Nikola Tesla", "name_2": "Leonardo da Vinci"}, "N"), ({"name": "Galileo Galilei", "name_2": "Albert Einstein"}, "Y")]),
    ("review sentiment", "Is this review positive? {text} Answer Yes or No.", {"text": "text"},
     [({"text": "Loved every minute, would go again."}, "Yes"), ({"text": "The soup was cold and the staff rude."}, "No"),
      ({"text": "A wonderful little place with kind people."}, "Yes"), ({"text": "Never again, what a waste of money."}, "No"),
      ({"text": "Best pizza I have had in years!"}, "Yes"), ({"text": "Overpriced and noisy, sadly."}, "No")]),
    ("which of two, always the first so far", "Which is older, {name} or {name_2}?", {"name": "name", "name_2": "name"},
     [({"name": "Rome", "name_2": "Berlin"}, "Rome"), ({"name": "Athens", "name_2": "Paris"}, "Athens"),
      ({"name": "Cairo", "name_2": "Toronto"}, "Cairo")]),
    ("which city is larger", "Which city has more people, {name} or {name_2}?", {"name": "name", "name_2": "name"},
     [({"name": "Tokyo", "name_2": "Lyon"}, "Tokyo"), ({"name": "Bern", "name_2": "Cairo"}, "Cairo"),
      ({"name": "Lagos", "name_2": "Oslo"}, "Lagos"), ({"name": "Porto", "name_2": "Mumbai"}, "Mumbai"),
      ({"name": "Delhi", "name_2": "Ghent"}, "Delhi"), ({"name": "Graz", "name_2": "Lima"}, "Lima")]),
    ("country from coordinates", "Which country is at latitude {number}, longitude {number_2}?",
     {"number": "number", "number_2": "number"},
     [({"number": 48.85, "number_2": 2.35}, "France"), ({"number": 35.68, "number_2": 139.69}, "Japan"),
      ({"number": -33.87, "number_2": 151.21}, "Australia"), ({"number": 52.52, "number_2": 13.40}, "Germany")]),
    ("best movie for a list", "Find a movie similar to {list}: Options: (A) {name} (B) {name_2} (C) {name_3}",
     {"list": "list", "name": "name", "name_2": "name", "name_3": "name"},
     [({"list": ["Alien", "Aliens"], "name": "Predator", "name_2": "Notting Hill", "name_3": "Amelie"}, "(A)"),
      ({"list": ["Toy Story", "Up"], "name": "Heat", "name_2": "Coco", "name_3": "Se7en"}, "(B)"),
      ({"list": ["Heat", "Ronin"], "name": "Bambi", "name_2": "Frozen", "name_3": "Collateral"}, "(C)"),
      ({"list": ["Titanic", "The Notebook"], "name": "Doom", "name_2": "Saw", "name_3": "Atonement"}, "(C)"),
      ({"list": ["Rocky", "Creed"], "name": "Raging Bull", "name_2": "Cars", "name_3": "Clueless"}, "(A)"),
      ({"list": ["Shrek", "Madagascar"], "name": "Se7en", "name_2": "Kung Fu Panda", "name_3": "Heat"}, "(B)")]),
]


@pytest.mark.parametrize("name,template,kinds,shown", JUDGEMENT, ids=[j[0] for j in JUDGEMENT])
def test_judgement_tasks_return_none(name, template, kinds, shown) -> None:
    """Small budgets keep the suite fast; with 20 s and programs of up to 9 steps these
    returned None as well (measured; see bench/README.md, "Zero-token synthesis")."""
    for n, budget in ((3, 15_000), (len(shown), 35_000)):
        report = pbe.search_report(template, kinds, shown[:n], budget=budget)
        assert report.program is None, (n, report.program and report.program.run_code)


def test_a_yes_no_fit_that_could_be_luck_is_refused() -> None:
    """Three yes/no answers and many ways to compare two numbers: 'larger' fits, but so would
    half of everything else; the search says so instead of guessing."""
    shown = [({"number": 3, "number_2": 4}, "No"), ({"number": 10, "number_2": 2}, "Yes"), ({"number": 12, "number_2": 1}, "Yes")]
    report = pbe.search_report("Is {number} larger than {number_2}?", {"number": "number", "number_2": "number"}, shown)
    assert report.program is None and "luck" in report.reason and report.near_miss


def test_two_answers_read_as_true_and_false_do_not_end_the_search() -> None:
    """With two examples, any truth value that tells them apart "fits" once its two answers are
    learned from them; that fit says nothing, so the search goes on to the program that
    computes both numbers."""
    kinds = {"number": "number", "number_2": "number"}
    shown = [({"number": 4721, "number_2": 3}, "42"), ({"number": 358, "number_2": 6}, "96")]
    program = pbe.search("What is the sum of the digits of {number}, times {number_2}?", kinds, shown)
    assert program is not None and held_out_answers(
        "What is the sum of the digits of {number}, times {number_2}?", kinds, program,
        [({"number": 90, "number_2": 5}, "45")]) == ["45"]


def test_answers_that_end_alike_are_not_cut_inside_a_number() -> None:
    """Two prices that happen to end in ".80" share the text "$" around their value, not ".80"."""
    template, kinds = "An item costs {number}. What is the price with {number_2}% tax?", {"number": "number", "number_2": "number"}
    shown = [({"number": 119, "number_2": 20}, "$142.80"), ({"number": 158, "number_2": 10}, "$173.80")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and held_out_answers(template, kinds, program, [({"number": 117, "number_2": 7}, "$125.19")]) \
        == ["$125.19"]
    assert pbe._common_suffix(["3.5 kg", "4.5 kg"]) == " kg" and pbe._common_prefix(["$1", "$2"]) == "$"


def test_the_chance_estimate_grows_with_weaker_evidence() -> None:
    template, kinds = "Is {number} larger than {number_2}?", {"number": "number", "number_2": "number"}
    pairs = [(3, 4), (10, 2), (7, 7), (12, 1), (0, 5), (8, 3), (4, 9), (6, 1)]
    shown = [({"number": a, "number_2": b}, "Yes" if a > b else "No") for a, b in pairs]
    strong = pbe.search(template, kinds, shown, max_chance=1.0)
    weak = pbe.search(template, kinds, shown[:4], max_chance=1.0)
    assert strong is not None and weak is not None and strong.chance < weak.chance


# ---- integration with recorded examples, the tool module format and the sandbox


def test_from_recorded_examples_to_a_routable_tool() -> None:
    """Recorded examples -> slot values -> program -> tool module whose extract() + run() answer new tasks."""
    template, kinds = "Sort the following words alphabetically: List: {list}", {"list": "list"}
    recorded = [Example("Sort the following words alphabetically: List: pear apple fig", "apple fig pear"),
                Example("Sort the following words alphabetically: List: kiwi date", "date kiwi"),
                Example("Sort the following words alphabetically: List: yuzu lime", "lime yuzu")]
    program = pbe.search(template, kinds, slot_values(template, kinds, recorded))
    assert program is not None
    source = with_probe(build_tool_source(template, kinds, program.run_code, model="toolsmith pbe"))
    result = default_sandbox().call(source, PROBE_FUNCTION, {"task": "Sort the following words alphabetically: List: c b a"})
    assert result.ok and result.value["answer"] == "a b c"


def test_an_argument_named_like_a_module_does_not_hide_it() -> None:
    """A slot called `toolkit` (or `string`, `re`, ...) must not shadow what the code uses."""
    kinds = {"toolkit": "number", "number": "number"}
    shown = [({"toolkit": 2, "number": 3}, "5"), ({"toolkit": 10, "number": 1}, "11"), ({"toolkit": 7, "number": 7}, "14")]
    program = pbe.search("Add {toolkit} and {number}", kinds, shown)
    assert program is not None and "def _answer(" in program.run_code
    assert held_out_answers("Add {toolkit} and {number}", kinds, program, [({"toolkit": 1, "number": 1}, "2")]) == ["2"]


def test_options_listed_in_the_template_become_one_value() -> None:
    """`(A) {name} (B) {name_2}` in the template: the options are picked from as one list,
    also when an argument's name clashes with a module the code uses."""
    template = "What is {toolkit}? (A) {name} (B) {name_2} (C) {name_3}"
    kinds = {"toolkit": "expression", "name": "name", "name_2": "name", "name_3": "name"}
    shown = [({"toolkit": "2 + 3", "name": "4", "name_2": "5", "name_3": "6"}, "(B)"),
             ({"toolkit": "7 * 2", "name": "14", "name_2": "12", "name_3": "16"}, "(A)"),
             ({"toolkit": "9 - 1", "name": "7", "name_2": "9", "name_3": "8"}, "(C)"),
             ({"toolkit": "10 / 4", "name": "2.5", "name_2": "3", "name_3": "2"}, "(A)")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "def _answer(" in program.run_code
    cases = [({"toolkit": "3 * 3", "name": "6", "name_2": "9", "name_3": "12"}, "(B)"), *shown]
    assert held_out_answers(template, kinds, program, cases) == [e for _, e in cases]


def test_an_option_is_not_picked_for_a_property_of_the_options_alone() -> None:
    """'The option that comes first in alphabetical order' fits these answers, but nothing in the
    task outside the options says so: that is a guess, not a computation."""
    template = "Which one? (A) {name} (B) {name_2} (C) {name_3}"
    kinds = {"name": "name", "name_2": "name", "name_3": "name"}
    shown = [({"name": "pear", "name_2": "apple", "name_3": "fig"}, "(B)"),
             ({"name": "kiwi", "name_2": "lime", "name_3": "date"}, "(C)"),
             ({"name": "yuzu", "name_2": "plum", "name_3": "grape"}, "(C)"),
             ({"name": "bean", "name_2": "corn", "name_3": "leek"}, "(A)")]
    assert pbe.search(template, kinds, shown) is None


def test_words_are_parts_with_a_letter_or_digit() -> None:
    """A lone dash is not a word: 'Pick and choose - tarts!' -> 'pact'."""
    kinds = {"quoted": "quoted"}
    program = pbe.search('First letters of the words in "{quoted}"', kinds,
                         [({"quoted": "The red acrobat closed the orange raft."}, "tractor"),
                          ({"quoted": "Rare obnoxiousness searches elevation."}, "rose")])
    assert program is not None
    assert held_out_answers('First letters of the words in "{quoted}"', kinds, program,
                            [({"quoted": "Pick and choose - tarts!"}, "pact")]) == ["pact"]


def test_deterministic() -> None:
    template, kinds, shown = FAMILIES[6][1:4]
    assert pbe.search(template, kinds, shown).run_code == pbe.search(template, kinds, shown).run_code


def _unfit() -> tuple[str, dict[str, str], list[tuple[dict[str, Any], str]]]:
    """Arguments no program of our primitives answers: the search runs until it is stopped."""
    kinds = {f"text_{i}": "text" for i in range(6)}
    shown = [({k: f"{k} value {j} with some words" for k in kinds}, f"answer {[13, 2, 77, 41][j]}") for j in range(4)]
    return " ".join("{" + k + "}" for k in kinds), kinds, shown


def test_the_budget_is_kept() -> None:
    report = pbe.search_report(*_unfit(), budget=5_000)
    assert report.program is None and "budget of 5,000 candidates" in report.reason
    assert report.candidates_tried <= 5_000


def test_the_cpu_cap_stops_a_search_whatever_its_budget() -> None:
    t0 = time.thread_time()  # this thread's CPU time, whatever the load
    report = pbe.search_report(*_unfit(), budget=10**9, deadline_s=0.2)
    assert time.thread_time() - t0 < 1.0
    assert report.program is None and "CPU cap" in report.reason


def test_a_slower_machine_finds_the_same_program(monkeypatch) -> None:
    """The budget counts candidates, not seconds: a machine three times slower (or busy) finds
    what this one finds, where a deadline in seconds would cut its search short."""
    name, template, kinds, shown, _ = next(f for f in FAMILIES if f[0] == "seconds between two clock times")
    fast = pbe.search_report(template, kinds, shown)
    real = time.thread_time
    monkeypatch.setattr(pbe.time, "thread_time", lambda: 3 * real())
    slow = pbe.search_report(template, kinds, shown)
    assert fast.program is not None and slow.program is not None
    assert (slow.program.run_code, slow.candidates_tried) == (fast.program.run_code, fast.candidates_tried)


def test_odd_values_never_make_the_search_fail() -> None:
    """Recorded arguments can be anything a parser let through: the search answers or says no."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    scalar = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=30))
    value = st.one_of(scalar, st.lists(scalar, max_size=4), st.dictionaries(st.text(max_size=3), scalar, max_size=3),
                      st.lists(st.lists(st.integers(-9, 9), min_size=2, max_size=2), min_size=2, max_size=2))
    kind = st.sampled_from(["text", "number", "list", "options", "matrix", "json", "expression", "date"])

    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    @given(kinds=st.lists(kind, min_size=1, max_size=3),
           rows=st.lists(st.tuples(st.lists(value, min_size=3, max_size=3), st.text(max_size=12)), max_size=5))
    def check(kinds: list[str], rows: list[tuple[list[Any], str]]) -> None:
        slot_kinds = {f"s{i}": k for i, k in enumerate(kinds)}
        examples = [({name: vals[i] for i, name in enumerate(slot_kinds)}, answer) for vals, answer in rows]
        report = pbe.search_report(" ".join("{" + n + "}" for n in slot_kinds), slot_kinds, examples, budget=2_500)
        assert report.program is None or report.program.run_code.startswith(("import", "def", "\n"))

    check()


def test_one_telling_answer_needs_a_program_its_inputs_move() -> None:
    """Every example answers one sentence. Vigenère decryption with the stated key computes it
    (another key gives other text): found. Capitalising inputs that differ only in case also
    gives it every time, but so would a constant, and swapping inputs changes nothing: refused."""
    sentence = "Meet me by the old mill."

    def encrypt(text: str, key: str) -> str:
        out, i = [], 0
        for c in text:
            if c.isalpha():
                base = 65 if c.isupper() else 97
                out.append(chr((ord(c) - base + ord(key[i % len(key)]) - 65) % 26 + base))
                i += 1
            else:
                out.append(c)
        return "".join(out)

    template, kinds = "With the key {identifier}, decrypt: {text}", {"identifier": "identifier", "text": "text"}
    shown = [({"identifier": k, "text": encrypt(sentence, k)}, sentence) for k in ("AB", "KEY", "LEMON", "QRS")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and set(program.slots_used) == {"identifier", "text"}
    cases = [({"identifier": "OWL", "text": encrypt("Pack my box.", "OWL")}, "Pack my box.")]
    assert held_out_answers(template, kinds, program, cases) == ["Pack my box."]
    cased = [({"text": t}, "The Old Mill Stands Here") for t in
             ("the old mill stands here", "THE OLD MILL STANDS HERE", "the OLD mill STANDS here", "tHE oLD mILL sTANDS hERE")]
    report = pbe.search_report("Capitalise: {text}", {"text": "text"}, cased)
    assert report.program is None


def test_a_unit_conversion_is_tried_only_where_the_template_names_both_units() -> None:
    """°F to °C fits these answers, but a template that names no unit gets no conversion: over
    plain numbers, twenty conversions would fit some answers by luck."""
    answers = [({"number": f}, str(round((f - 32) * 5 / 9))) for f in (94, 15, 86, 11, 80, 50)]
    found = pbe.search("Convert {number}°F to Celsius, to the nearest degree.", {"number": "number"}, answers)
    assert found is not None and "°F in °C" in found.description
    plain = pbe.search("Transform {number} please.", {"number": "number"}, answers)
    assert plain is None or "°" not in plain.description


def test_a_fit_that_gives_one_text_on_every_example_is_judged_not_a_crash() -> None:
    """A form whose outputs are the same on every example registers no luck group; judging it
    raised KeyError once the search reached that level (found with these examples)."""
    name, template, kinds, shown, _ = next(f for f in FAMILIES if f[0] == "padding on the right")
    report = pbe.search_report(template, kinds, shown, budget=10**7, deadline_s=60)
    assert report.program is not None and "padded on the right" in report.program.description


def test_numbers_are_read_from_the_task_never_from_text_the_program_wrote() -> None:
    # 55.31 as a fraction is 5531/100, whose first number fits "cents in $55.31" on these five,
    # and 39.65 = 793/20 shows it is luck: the cents are the amount times 100
    shown = [({"number": x}, str(round(x * 100))) for x in (55.31, 96.23, 51.81, 99.47, 59.39)]
    program = pbe.search("How many cents are in {number}?", {"number": "number"}, shown)
    assert program is not None and "fraction" not in program.description, program and program.description
    assert held_out_answers("How many cents are in {number}?", {"number": "number"}, program,
                            [({"number": 39.65}, "3965")]) == ["3965"]


def test_a_yes_no_question_the_template_names_is_the_program_it_asks_for() -> None:
    # on these years "even" and "a leap year" agree; the request names the second, which the
    # search then prefers, and judges alone: 4 yes/no answers suffice (1/16), not 8
    template, kinds = "Was {number} a leap year? Answer yes or no.", {"number": "number"}
    years = [(2220, "yes"), (1911, "no"), (2056, "yes"), (2212, "yes"), (2076, "yes"), (1859, "no")]
    program = pbe.search(template, kinds, [({"number": y}, a) for y, a in years])
    assert program is not None and "leap year" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 1900}, "no"), ({"number": 2000}, "yes")]) == ["no", "yes"]
    four = [({"number": y}, a) for y, a in [(1900, "no"), (2220, "yes"), (1911, "no"), (2056, "yes")]]
    found = pbe.search(template, kinds, four)
    assert found is not None and "leap year" in found.description and found.chance == 1 / 16
    # unnamed, the same answers are one fit among many yes/no programs: too likely luck on 4
    assert pbe.search("Was {number} a good year? Answer yes or no.", kinds, four) is None


def test_a_palindrome_question_is_asked_by_name_of_numbers_words_and_phrases() -> None:
    # "palindrome" names its yes/no question: letters and digits read the same backwards, in any case
    template, kinds = "Is {number} a palindrome? Answer yes or no.", {"number": "number"}
    shown = [({"number": n}, "yes" if str(n) == str(n)[::-1] else "no") for n in (12321, 4508, 77, 90210, 606)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "backwards" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 1001}, "yes"), ({"number": 1012}, "no")]) == ["yes", "no"]
    phrases = "Does {quoted} read the same backwards (a palindrome)? Reply Yes or No.", {"quoted": "quoted"}
    shown = [({"quoted": "Racecar"}, "Yes"), ({"quoted": "stone"}, "No"), ({"quoted": "Never odd or even"}, "Yes"),
             ({"quoted": "level up"}, "No")]
    program = pbe.search(*phrases, shown)
    assert program is not None and held_out_answers(*phrases, program, [({"quoted": "Was it a cat I saw?"}, "Yes")]) == ["Yes"]


def test_sentences_of_a_paragraph_first_and_last() -> None:
    # a sentence ends at . ! or ? before a space; titles and initials ("Dr.", "J.") do not end one
    template, kinds = "Return the first sentence of the paragraph below.\n\n{text}", {"text": "text"}
    shown = [({"text": "Stone river night. Apple kite."}, "Stone river night."),
             ({"text": "Is it late? We stay. Go!"}, "Is it late?"),
             ({"text": "Dr. Smith met J. Doe at noon. They talked a while."}, "Dr. Smith met J. Doe at noon.")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "sentence" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"text": "Tiger lemon. Queen piano violin. Rocket."}, "Tiger lemon.")]) \
        == ["Tiger lemon."]
    last = "Return the last sentence of the paragraph below.\n\n{text}"
    shown = [({"text": "Stone river night. Apple kite."}, "Apple kite."),
             ({"text": "Is it late? We stay. Go home, Mr. Lee!"}, "Go home, Mr. Lee!"),
             ({"text": "One. Two three. Four five six."}, "Four five six.")]
    program = pbe.search(last, kinds, shown)
    assert program is not None and held_out_answers(last, kinds, program, [({"text": "A b. C d e."}, "C d e.")]) == ["C d e."]


def test_a_duration_written_with_letters_between_its_fields() -> None:
    # "8h 06m": base 60 with "h " between the fields and "m" after; minutes padded as shown
    template, kinds = "Write {number} minutes as hours and minutes, like 2h 05m.", {"number": "number"}
    shown = [({"number": m}, f"{m // 60}h {m % 60:02d}m") for m in (486, 75, 613)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "base 60" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 61}, "1h 01m"), ({"number": 999}, "16h 39m")]) == \
        ["1h 01m", "16h 39m"]
    # "4 min 9 s": not padded; three answers of two-digit seconds could not tell, so those decline one digit
    seconds = "How long is {number} seconds, in minutes and seconds?"
    shown = [({"number": n}, f"{n // 60} min {n % 60} s") for n in (249, 71, 1000)]
    program = pbe.search(seconds, kinds, shown)
    assert program is not None and held_out_answers(seconds, kinds, program, [({"number": 125}, "2 min 5 s")]) == ["2 min 5 s"]
    unsure = [({"number": n}, f"{n // 60} min {n % 60} s") for n in (250, 71, 1000)]
    program = pbe.search(seconds, kinds, unsure)
    source = build_tool_source(seconds, kinds, program.run_code, model="toolsmith pbe")
    result = default_sandbox().call(source, "run", {"number": 125})
    assert not result.ok and "NotMine" in result.error, result
    # the pattern's other answers, nobody checked, say how: "2 min 5 s" has one digit
    program = pbe.search(seconds, kinds, unsure, hints=("2 min 5 s", "9 min 41 s"))
    assert program is not None and held_out_answers(seconds, kinds, program, [({"number": 125}, "2 min 5 s")]) == ["2 min 5 s"]


def test_a_json_key_s_value_when_some_objects_hold_only_text() -> None:
    # {"a": "x"} reads as options, {"a": 1, "b": "y"} as a record: across examples both are records
    template, kinds = 'Return the value of the key {quoted} in this JSON: {json}', {"quoted": "quoted", "json": "json"}
    shown = [({"quoted": "name", "json": {"id": 213, "name": "marble"}}, "marble"),
             ({"quoted": "city", "json": {"city": "Oslo", "team": "red"}}, "Oslo"),
             ({"quoted": "size", "json": {"owner": "kim", "size": 42, "level": 7}}, "42")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "value of `quoted`" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "b", "json": {"a": "x", "b": "y"}}, "y")]) == ["y"]


def test_a_count_of_what_the_template_names_without_its_form_in_the_answer() -> None:
    # "e-mail addresses" named: the answers are counts, with no @ in them
    template, kinds = "How many e-mail addresses are in this text? {text}", {"text": "text"}
    texts = ["write to ann@mail.org or bo@uni.edu today", "no address here.", "kim@example.com",
             "a@b.io, c@d.io and e@f.io and a.b.c"]
    program = pbe.search(template, kinds, [({"text": t}, str(t.count("@"))) for t in texts])
    assert program is not None and "email addresses" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"text": "x.y z@q.com"}, "1")]) == ["1"]


def test_words_in_all_capitals_are_a_primitive() -> None:
    # sixtyfirst: "how many words are written in all capitals" got a tool only after 13 tasks,
    # written by the model; no primitive kept the words in capitals
    template, kinds = "How many words in '{quoted}' are written in all capitals?", {"quoted": "quoted"}
    shown = [({"quoted": "APPLE dog Kite RIVER"}, "2"), ({"quoted": "lemon MANGO"}, "1"),
             ({"quoted": "House TIGER STONE ocean PIANO"}, "3")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "all capitals" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "Zebra dog lemon"}, "0"),
                                                      ({"quoted": "ZEBRA DOG lemon"}, "2")]) == ["0", "2"]


def test_double_letters_are_a_primitive() -> None:
    template, kinds = "Which words of '{quoted}' have a double letter?", {"quoted": "quoted"}
    shown = [({"quoted": "apple dog kite"}, "apple"), ({"quoted": "moon sun balloon"}, "moon balloon"),
             ({"quoted": "tree river coffee stone"}, "tree coffee")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "double letter" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "letter bird hill"}, "letter hill")]) == ["letter hill"]
    asked, kinds = "Does '{quoted}' have a double letter? Answer yes or no.", {"quoted": "quoted"}
    shown = [({"quoted": "apple"}, "yes"), ({"quoted": "kite"}, "no"), ({"quoted": "balloon"}, "yes"), ({"quoted": "river"}, "no")]
    program = pbe.search(asked, kinds, shown)
    assert program is not None and "double letter" in program.description, program and program.description
    assert held_out_answers(asked, kinds, program, [({"quoted": "coffee"}, "yes"), ({"quoted": "tiger"}, "no")]) == ["yes", "no"]


def test_a_named_class_of_letters_is_replaced_whole() -> None:
    # sixtythird: "every vowel replaced by '*'" was learned as a table of the vowels the examples
    # happened to show, and wrote 'houseer' as 'h*us**r' (no example had a 'u')
    template, kinds = "Give '{quoted}' with every vowel replaced by '*'.", {"quoted": "quoted"}
    shown = [({"quoted": w}, "".join("*" if c in "aeiou" else c for c in w)) for w in ("oceans", "piano", "zebra")]
    program = pbe.search(template, kinds, shown)
    assert program is not None, program
    assert held_out_answers(template, kinds, program, [({"quoted": "houseer"}, "h**s**r"), ({"quoted": "umbrella"}, "*mbr*ll*")]) \
        == ["h**s**r", "*mbr*ll*"]


def test_a_letter_table_declines_what_no_example_showed() -> None:
    # with no class named, a character no example showed may be kept or replaced: a guess
    template, kinds = "Write '{quoted}' in leet.", {"quoted": "quoted"}
    leet = str.maketrans("aeo", "430")
    shown = [({"quoted": w}, w.translate(leet)) for w in ("banana", "tree", "piano", "stone", "oboe", "lemon")]
    program = pbe.search(template, kinds, shown)
    assert program is not None, program
    assert held_out_answers(template, kinds, program, [({"quoted": "treat"}, "tr34t")]) == ["tr34t"]
    declined_error(template, kinds, program, {"quoted": "sunny"})


def test_an_ellipsis_asked_for_is_written() -> None:
    # sixtythird: "Cut '...' to its first 4 characters and add '...'" was fitted without the
    # ellipsis (normalising took "ocea..." for "ocea"), and declined a cut that ended in a space
    template = "Cut '{quoted}' to its first {number} characters and add '{quoted_2}'."
    kinds = {"quoted": "quoted", "number": "number", "quoted_2": "quoted"}
    def row(text: str, n: int) -> tuple[dict[str, Any], str]:
        return {"quoted": text, "number": n, "quoted_2": "..."}, text[:n] + "..."
    shown = [row("ocean mangoer bananas", 4), row("flower doging zebraer", 5), row("penciler umbrella cherry", 11)]
    program = pbe.search(template, kinds, shown)
    assert program is not None, program
    held = [row("yellower window doger", 9), row("window yellower castleer", 8)]
    assert held_out_answers(template, kinds, program, held) == ["yellower ...", "window y..."]


def test_a_date_written_day_first() -> None:
    # sixtythird: "Write 17/12/1978 (day/month/year) with the month as a word." had no program:
    # dates with slashes were read month first only
    template, kinds = "Write {date} (day/month/year) with the month as a word.", {"date": "date"}
    shown = [({"date": "17/12/1978"}, "17 December 1978"), ({"date": "9/2/1951"}, "9 February 1951"),
             ({"date": "14/10/2029"}, "14 October 2029")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "day first" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"date": "11/1/1988"}, ""), ({"date": "24/8/2016"}, "")]) == \
        ["11 January 1988", "24 August 2016"]


def test_negative_numbers_are_named() -> None:
    # sixtyfourth: "Count the negative numbers in: {list}" waited 7 examples for a program that
    # counted the items with a character other than letters and digits (wrong for "-2.5")
    template, kinds = "Count the negative numbers in: {list}", {"list": "list"}
    shown = [({"list": ["31", "25", "-26", "-33", "29"]}, "2"), ({"list": ["-4", "8", "-1", "-17"]}, "3"),
             ({"list": ["12", "-40", "7", "0", "3", "9"]}, "1")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "negative" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"list": ["-2.5", "1.5", "-0.5"]}, "2")]) == ["2"]


def test_capitals_no_example_pinned_are_declined() -> None:
    # sixtyfifth: "Write '{quoted}' with its first letter in capitals." ("capitals" was no case
    # word) got no tool; found, "each word capitalised" wrote 'iPhone' as 'Iphone'
    template, kinds = "Write '{quoted}' with its first letter in capitals.", {"quoted": "quoted"}
    shown = [({"quoted": w}, w.capitalize()) for w in ("lemon", "dogs", "kiteer")]
    program = pbe.search(template, kinds, shown)
    assert program is not None, program
    assert held_out_answers(template, kinds, program, [({"quoted": "garden"}, "Garden")]) == ["Garden"]
    for value in ("iPhone", "McDonald", "ice cream"):
        declined_error(template, kinds, program, {"quoted": value})
    # once an example shows a capital inside the word, only the first letter changes
    taught = pbe.search(template, kinds, [*shown, ({"quoted": "pH"}, "PH")])
    assert taught is not None
    assert held_out_answers(template, kinds, taught, [({"quoted": "iPhone"}, "IPhone"), ({"quoted": "eBay"}, "EBay")]) \
        == ["IPhone", "EBay"]


def test_a_list_of_two_written_as_prose() -> None:
    # sixtyfifth: "How many things are on this shopping list: milk and flour?" (split at its
    # spaces: three items) left "How many things" without a tool in 16 tasks
    # (the list "milk and flour" is two items since `parse_list` reads "X and Y" as a pair)
    template, kinds = "How many things are on this shopping list: {list}?", {"list": "list"}
    def row(items: str) -> tuple[Args, str]:
        return {"list": toolkit.parse_list(items)}, str(len(re.split(r", | and ", items)))
    shown = [row("apples, eggs, flour, jam"), row("milk and flour"), row("soap, butter, bread, rice, salt, cheese, tea"),
             row("jam, apples")]
    program = pbe.search(template, kinds, shown)
    assert program is not None, program
    assert held_out_answers(template, kinds, program, [row("tea and salt"), row("rice, flour and jam")]) == ["2", "3"]


def test_the_word_with_the_most_letters_is_the_longest() -> None:
    template, kinds = "Which word in '{quoted}' has the most letters?", {"quoted": "quoted"}
    shown = [({"quoted": "kite umbrellaing dogs water"}, "umbrellaing"), ({"quoted": "gardens tree Stone apple pear"}, "gardens"),
             ({"quoted": "ocean zebra apples cherrying"}, "cherrying")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "longest" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "tigers Elephanting"}, "Elephanting")]) == ["Elephanting"]


def test_the_digits_of_a_code_kept_in_their_order() -> None:
    # sixtysixth: "Keep only the digits of '{quoted}'." ("088", "0") had no program in 16 tasks
    template, kinds = "Keep only the digits of '{quoted}'.", {"quoted": "quoted"}
    shown = [({"quoted": "Z-4RM"}, "4"), ({"quoted": "3TK18"}, "318"), ({"quoted": "TZCPKT0"}, "0")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "digits" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "A0B8C8"}, "088")]) == ["088"]


def test_words_that_start_and_end_with_the_same_letter() -> None:
    template, kinds = "How many words in '{quoted}' start and end with the same letter?", {"quoted": "quoted"}
    shown = [({"quoted": "level kite rivers dogs"}, "1"), ({"quoted": "noon tiger apple"}, "1"),
             ({"quoted": "eye stats gardens tent house"}, "3")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "same letter" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "radar zebra"}, "1")]) == ["1"]


def test_whether_a_number_is_a_square() -> None:
    # sixtysixth: a skewed yes/no ("no" on 4 of 5) first fitted "the digits are in decreasing order"
    template, kinds = "Is {number} a square number? Answer yes or no.", {"number": "number"}
    shown = [({"number": n}, "yes" if n in (49, 144) else "no") for n in (50, 143, 49, 1000, 144)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "square number" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 1521}, "yes"), ({"number": 1520}, "no")]) == ["yes", "no"]


def test_the_closer_of_two_numbers() -> None:
    # sixtyeighth: "Which of {number} and {number_2} is closer to {number_3}?" had no program in 16 tasks
    template = "Which of {number} and {number_2} is closer to {number_3}?"
    kinds = {"number": "number", "number_2": "number", "number_3": "number"}
    def row(a: int, b: int, k: int) -> tuple[dict[str, Any], str]:
        return {"number": a, "number_2": b, "number_3": k}, str(a if abs(a - k) < abs(b - k) else b)
    shown = [row(28, 150, 160), row(158, 24, 32), row(171, 71, 191), row(12, 152, 159)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "nearer" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(62, 90, 70), row(5, 100, 60)]) == ["62", "100"]
    declined_error(template, kinds, program, {"number": 10, "number_2": 20, "number_3": 15})  # a tie: either


def test_every_helper_runs_where_a_tool_runs() -> None:
    # A helper's source is copied into the tool, which has no `from __future__ import annotations`:
    # `dict[str, Any]` unquoted raised NameError there, so every tool with `_top_key` failed
    import importlib
    for name, source in pbe._HELPER_SOURCE.items():
        namespace = {m.split(".")[0]: importlib.import_module(m) for m in pbe._MODULES if m != "toolkit"}
        namespace["toolkit"] = toolkit
        exec(compile(source, name, "exec", dont_inherit=True), namespace)  # noqa: S102 - our own helpers' source
        assert callable(namespace[name]), name


def test_every_primitive_has_its_own_name() -> None:
    # a second "clock" put the first behind the words of the second
    names = [op.name for op in pbe._OPS]
    assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)


def test_rounding_down_is_not_rounding_to_the_nearest_on_examples_that_went_down() -> None:
    # sixtyninth: "Round {number} down to a whole number." on 1.48, 48.1, -47.7 was learned as
    # rounding to the nearest, which wrote 3.7 as 4 and -3.2 as -3 (4 wrong routes)
    template, kinds = "Round {number} down to a whole number.", {"number": "number"}
    shown = [({"number": x}, str(math.floor(x))) for x in (1.48, 48.1, -47.7)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "rounded down" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 3.7}, "3"), ({"number": -3.2}, "-4")]) == ["3", "-4"]


def test_a_rounding_to_a_whole_number_the_examples_showed_one_way_declines_the_other() -> None:
    # km to miles as whole numbers, every example going down: rounding to the nearest and cutting
    # off agree on all of them, and 30 km (18.64 miles) would get a guess
    template, kinds = "Convert {number} km to miles.", {"number": "number"}
    shown = [({"number": x}, str(int(x * 0.621371))) for x in (10, 20, 50, 100)]
    program = pbe.search(template, kinds, shown)
    assert program is not None, pbe.search_report(template, kinds, shown).reason
    assert held_out_answers(template, kinds, program, [({"number": 70}, "43")]) == ["43"]
    assert "no example was rounded up" in declined_error(template, kinds, program, {"number": 30})


def test_a_date_some_days_on_written_without_its_year_declines_another_year() -> None:
    # sixtyninth: "What is the date 34 days from December 26, 2023?" was answered "January 29";
    # the agent wrote "January 29, 2024", and no example had moved into another year
    template, kinds = "What is the date {number} days from {date}?", {"number": "number", "date": "date"}
    shown = [({"number": 4, "date": "April 25, 2023"}, "April 29"), ({"number": 16, "date": "October 18, 2023"}, "November 3"),
             ({"number": 34, "date": "April 26, 2023"}, "May 30")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "another year" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 3, "date": "December 26, 2023"}, "")]) == ["December 29"]
    declined_error(template, kinds, program, {"number": 34, "date": "December 26, 2023"})


def test_the_name_with_the_largest_number_beside_it() -> None:
    # sixtyninth: "Who is tallest: {a} ({n} cm), {b} ({m} cm) or {c} ({k} cm)?" got no program in 16 tasks
    template = "Who is tallest: {text} ({number} cm), {identifier} ({number_2} cm) or {identifier_2} ({number_3} cm)?"
    kinds = {"text": "text", "number": "number", "identifier": "identifier", "number_2": "number",
             "identifier_2": "identifier", "number_3": "number"}
    def row(a: str, n: int, b: str, m: int, c: str, k: int) -> tuple[dict[str, Any], str]:
        args = {"text": a, "number": n, "identifier": b, "number_2": m, "identifier_2": c, "number_3": k}
        return args, max((n, a), (m, b), (k, c))[1]
    shown = [row("Kenji", 123, "Samir", 167, "Diego", 148), row("Hana", 146, "Olga", 171, "Victor", 159),
             row("Priya", 183, "Lucy", 190, "Victor", 196)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "largest value" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("Ines", 199, "Tom", 150, "Femi", 160)]) == ["Ines"]
    declined_error(template, kinds, program, row("Ines", 180, "Tom", 180, "Femi", 160)[0])  # a tie


def test_minutes_past_an_hour_as_a_clock_time() -> None:
    # sixtyninth: "Write {number} minutes past {number_2} as a clock time." waited 7 examples
    template, kinds = "Write {number} minutes past {number_2} as a clock time.", {"number": "number", "number_2": "number"}
    shown = [({"number": m, "number_2": h}, f"{h}:{m:02d}") for m, h in ((2, 4), (5, 3), (25, 8))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "clock time" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"number": 11, "number_2": 10}, "10:11"),
                                                      ({"number": 1, "number_2": 12}, "12:01")]) == ["10:11", "12:01"]


def test_the_word_with_the_most_vowels() -> None:
    # sixtyninth: judged as one pick among many, three examples looked like luck, and four were
    # past the search's budget
    template, kinds = "Which word has the most vowels: {text}?", {"text": "text"}
    shown = [({"text": "umbrella cherry"}, "umbrella"), ({"text": "piano zebra window"}, "piano"),
             ({"text": "cherry queen"}, "queen")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "most vowels" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"text": "dog elephant cat"}, "elephant")]) == ["elephant"]
    declined_error(template, kinds, program, {"text": "dog cat"})  # a tie


def test_a_day_without_a_year_takes_the_year_of_the_other_date() -> None:
    # seventieth: "How many days are there from {date} to {date_2}?" with "October 16" and
    # "December 9, 2023": the first date alone is no date, and no program was found in 16 tasks
    template, kinds = "How many days are there from {date} to {date_2}?", {"date": "date", "date_2": "date"}
    def row(a: str, b: str) -> tuple[dict[str, Any], str]:
        end = toolkit.parse_date(b)
        return {"date": a, "date_2": b}, str((end - toolkit.parse_date(f"{a} {end.year}")).days)
    shown = [row("October 16", "December 9, 2023"), row("August 15", "October 29, 2023"),
             row("December 24", "December 24, 2023"), row("March 16", "March 26, 2023")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "in the year of" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("April 8", "May 28, 2023"), row("January 1", "March 1, 2024")]) \
        == ["50", "60"]


def test_a_word_every_example_with_nothing_to_list_answered() -> None:
    # seventieth: "Which of these numbers are multiples of {number}: {list}?" answered "none" for
    # an empty list, which no list form wrote, so no program was found in 16 tasks
    template, kinds = "Which of these numbers are multiples of {number}: {list}?", {"number": "number", "list": "list"}
    def row(k: int, xs: list[int]) -> tuple[dict[str, Any], str]:
        return {"number": k, "list": [str(x) for x in xs]}, ", ".join(str(x) for x in xs if x % k == 0) or "none"
    shown = [row(3, [55, 53, 25]), row(8, [20, 35, 38]), row(9, [13, 27, 47, 37, 3]), row(8, [10, 27, 44, 47, 40]),
             row(2, [26, 25, 24, 55, 14])]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "'none' when there is none" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(5, [10, 11, 15]), row(7, [1, 2])]) == ["10, 15", "none"]


def test_one_example_that_answered_none_teaches_how_nothing_is_written() -> None:
    # seventyeighth: "Which items appear in both [..] and [..]?" answered "none" on the second of
    # its first three examples; a word needed two empty examples, so no program fitted until a
    # second "none" came (6 of 16 served with a reviewer, none without)
    template, kinds = "Which items appear in both {list} and {list_2}?", {"list": "list", "list_2": "list"}
    def row(a: str, b: str, answer: str | None = None) -> tuple[dict[str, Any], str]:
        first, second = a.split(), b.split()
        return {"list": first, "list_2": second}, answer or ", ".join(x for x in first if x in second) or "none"
    shown = [row("fig mango", "mango peach date"), row("peach pear lime", "fig kiwi plum date"),
             row("apple date grape", "grape apple date")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "'none' when there is none" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("kiwi plum", "lime"), row("lime fig pear", "pear lime")]) == \
        ["none", "lime, pear"]
    # a word people do not say for nothing needs a second example that says it
    other = pbe.search(template, kinds, [*shown[:1], row("peach pear lime", "fig kiwi plum date", "zilch"), *shown[2:]])
    assert other is None or "zilch" not in other.description, other.description


def test_a_card_number_hidden_but_its_last_digits() -> None:
    # seventyfirst: cards of 16, 15 and 12 digits hidden behind '#' but the last 4 had no
    # program: the number of marks follows the card's length
    template = "Hide all but the last {number} digits of the card number {number_2} with '#'."
    kinds = {"number": "number", "number_2": "number"}
    def row(card: str, keep: int = 4) -> tuple[dict[str, Any], str]:
        return {"number": keep, "number_2": int(card)}, "#" * (len(card) - keep) + card[-keep:]
    shown = [row("918486484885231"), row("1146839066339103"), row("8609534033921842")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "replaced by '#'" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("123456789012"), row("5555444433332222", 2)]) == \
        ["########9012", "##############22"]


def test_every_primitive_reads_kinds_the_search_has() -> None:
    # "@str|@num" read as the kinds "str" and "@num": the masks never applied to a number
    kinds = {"str", "num", "bool", "date", "time", "list", "nums", "matrix", "options", "record", "table",
             "bands"}  # "bands": the leaf of bands a template states (`_stated_bands`)
    assert "bands" in inspect.getsource(pbe._Search.leaves)
    for op in [*pbe._OPS, *pbe._mask_ops("Hide all but the last {n} of {x} with '#'.")]:
        assert all(arg <= kinds for arg in op.args), (op.name, op.args)


@pytest.mark.parametrize("word,test", [("both", lambda a, b, c: a % b == 0 and a % c == 0),
                                       ("either", lambda a, b, c: a % b == 0 or a % c == 0)])
def test_divisible_by_both_or_either_of_two_numbers(word, test) -> None:
    # seventyfirst: "divisible by both {b} and {c}" fitted "divisible by {b}", which ignores {c}
    template = f"Is {{number}} divisible by {word} {{number_2}} {'and' if word == 'both' else 'or'} {{number_3}}? Answer yes or no."
    kinds = {"number": "number", "number_2": "number", "number_3": "number"}
    def row(a: int, b: int, c: int) -> tuple[dict[str, Any], str]:
        return {"number": a, "number_2": b, "number_3": c}, "yes" if test(a, b, c) else "no"
    shown = [row(272, 9, 6), row(390, 6, 5), row(15, 6, 2), row(40, 4, 5), row(21, 2, 7)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and ("both" if word == "both" else "or by") in program.description, \
        program and program.description
    cases = [row(12, 4, 5), row(20, 4, 5), row(35, 2, 7)]
    assert held_out_answers(template, kinds, program, cases) == [answer for _, answer in cases]


def test_dates_parted_by_semicolons_sorted_oldest_first() -> None:
    # seventyfirst: "February 27, 1994; April 6, 1995" was read as the items "February 27", "1994", ...
    template, kinds = "Sort these dates from oldest to newest: {name}", {"name": "name"}
    def row(*dates: str) -> tuple[dict[str, Any], str]:
        return {"name": "; ".join(dates)}, "; ".join(sorted(dates, key=toolkit.parse_date))
    shown = [row("February 27, 1994", "April 6, 1995", "January 26, 2013"),
             row("September 21, 1990", "May 20, 2021", "January 5, 2021", "April 25, 2021"),
             row("December 8, 2020", "April 27, 1994", "March 4, 1996")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "sorted by date" in program.description, program and program.description
    case = row("June 3, 2023", "June 3, 1991", "May 18, 2023")
    assert held_out_answers(template, kinds, program, [case]) == [case[1]]
    assert toolkit.parse_list("apples; pears and plums; and figs") == ["apples", "pears and plums", "figs"]


def test_a_card_number_hidden_behind_a_mark_the_task_gives() -> None:
    # seventyfirst, re-run: the miner made the '#' a slot, and card numbers with a leading zero a name
    template = "Hide all but the last {number} digits of the card number {name} with '{quoted}'."
    kinds = {"number": "number", "name": "name", "quoted": "quoted"}
    def row(card: str, mark: str = "#") -> tuple[dict[str, Any], str]:
        return {"number": 4, "name": card, "quoted": mark}, mark * (len(card) - 4) + card[-4:]
    shown = [row("663581217306827"), row("960100712536"), row("1146839066339103")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "replaced by `quoted`" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("0652061974605656"), row("12345678", "*")]) == \
        ["############5656", "****5678"]


def test_an_age_between_two_dates() -> None:
    # seventysecond: "How old is someone born on {date} on {date_2}?" had no program in 16 tasks
    template, kinds = "How old is someone born on {date} on {date_2}?", {"date": "date", "date_2": "date"}
    def row(born: str, on: str) -> tuple[dict[str, Any], str]:
        b, d = toolkit.parse_date(born), toolkit.parse_date(on)
        return {"date": born, "date_2": on}, str(d.year - b.year - ((d.month, d.day) < (b.month, b.day)))
    shown = [row("April 1, 1970", "January 6, 1994"), row("February 18, 1941", "March 10, 1948"),
             row("September 15, 1986", "September 22, 2018")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "whole years" in program.description, program and program.description
    cases = [row("July 4, 1990", "July 4, 2020"), row("July 4, 1990", "July 3, 2020")]
    assert held_out_answers(template, kinds, program, cases) == ["30", "29"]


def test_a_power_named_by_an_ordinal_word() -> None:
    # seventysecond: "What is {number} to the {text} power?" ("fifth") got a tool after 15 tasks
    template, kinds = "What is {number} to the {text} power?", {"number": "number", "text": "text"}
    words = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}
    def row(n: int, k: int) -> tuple[dict[str, Any], str]:
        return {"number": n, "text": words[k]}, str(n ** k)
    program = pbe.search(template, kinds, [row(-8, 5), row(3, 4), row(9, 5)])
    assert program is not None and "power" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(-4, 4), row(7, 2)]) == ["256", "49"]


def test_every_second_word_removed() -> None:
    # seventysecond: "every second" did not name every other item, and it read only an argument itself
    template, kinds = "Remove every second word from '{quoted}'.", {"quoted": "quoted"}
    def row(text: str) -> tuple[dict[str, Any], str]:
        return {"quoted": text}, " ".join(text.split()[::2])
    program = pbe.search(template, kinds, [row("piano zebra rocket"), row("tiger kite"), row("lemon dog queen cat river")])
    assert program is not None and "every other" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("a b c d e f g"), row("sun")]) == ["a c e g", "sun"]


def test_a_digit_named_by_its_place_value() -> None:
    # seventythird: "What is the hundreds digit of {number}?" fitted, after 6 examples, "the middle
    # digit of the number less its last digit" by luck, and routed one answer wrong
    template, kinds = "What is the hundreds digit of {number}?", {"number": "number"}
    def row(n: int) -> tuple[dict[str, Any], str]:
        return {"number": n}, str(n // 100 % 10)
    program = pbe.search(template, kinds, [row(223883), row(85), row(980809)])
    assert program is not None and "hundreds digit" in program.description, program and program.description
    cases = [row(667789), row(736175), row(15), row(1234567)]
    assert held_out_answers(template, kinds, program, cases) == [answer for _, answer in cases]


def test_a_bound_the_template_states_is_read() -> None:
    # seventyfourth: "How many words in '{quoted}' have more than four letters?" was learned from
    # examples whose words were all long as "the number of words", and routed 2 answers wrong
    template, kinds = "How many words in '{quoted}' have more than four letters?", {"quoted": "quoted"}
    def row(text: str) -> tuple[dict[str, Any], str]:
        return {"quoted": text}, str(sum(len(w) > 4 for w in text.split()))
    program = pbe.search(template, kinds, [row("flower banana apple house ocean marble"), row("marble cherry"),
                                           row("marble ocean jungle water lemon")])
    assert program is not None and "longer than 4" in program.description, program and program.description
    cases = [row("dog kite mango"), row("cat"), row("pencil river dog")]
    assert held_out_answers(template, kinds, program, cases) == ["1", "0", "2"]
    # "fewer than": the bound read the other way, even where every word was short
    template = "How many words in '{quoted}' have fewer than seven letters?"
    rows = [({"quoted": t}, str(sum(len(w) < 7 for w in t.split()))) for t in ("dog cat", "kite lemon mango", "zebra")]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "shorter than 7" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"quoted": "elephant dog"}, "1")]) == ["1"]
    assert pbe._thresholds("Which numbers of {list} are at least 10?") == [(10, "up")]
    assert pbe._thresholds("Name the words of {text} with at most three vowels.") == [(3, "down")]
    assert pbe._thresholds("What is the {ordinal} letter of {word}?") == []


def test_an_item_counted_from_the_end() -> None:
    # seventyfourth: "What is the letter {ordinal} from the end of '{quoted}'?" got, after 5
    # examples, "the first letters of the words of the text with its last n characters moved to
    # the start": right on one word, but no reviewer could read it as what was asked
    template, kinds = "What is the letter {ordinal} from the end of '{quoted}'?", {"ordinal": "ordinal", "quoted": "quoted"}
    def row(k: int, word: str) -> tuple[dict[str, Any], str]:
        return {"ordinal": k, "quoted": word}, word[-k]
    program = pbe.search(template, kinds, [row(2, "water"), row(4, "piano"), row(6, "castle"), row(1, "tiger")])
    assert program is not None and "counting from the end" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(3, "marble"), row(5, "umbrella")]) == ["b", "r"]
    with pytest.raises(ValueError):
        pbe._from_end("dog", 4)


def test_the_digits_in_a_code_added_up() -> None:
    # seventythird: "What is the sum of all digits in '{quoted}'?" on codes like "5X-09764G" got
    # no tool in 16 tasks: the digits of a text were read only as one number
    template, kinds = "What is the sum of all digits in '{quoted}'?", {"quoted": "quoted"}
    def row(code: str) -> tuple[dict[str, Any], str]:
        return {"quoted": code}, str(sum(int(c) for c in code if c.isdigit()))
    program = pbe.search(template, kinds, [row("5X-09764G"), row("AB-C3D1"), row("Z9-8Y")])
    assert program is not None and "digits in" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("XY-ZK"), row("12-34"), row("0-0A")]) == ["0", "10", "0"]


def test_a_word_replaced_at_the_place_named() -> None:
    # seventyfirst: "Replace the {text} word of '{quoted}' with '{word}'." got no tool
    template = "Replace the {text} word of '{quoted}' with '{word}'."
    kinds = {"text": "text", "quoted": "quoted", "word": "word"}
    def row(place: str, text: str, word: str) -> tuple[dict[str, Any], str]:
        words = text.split()
        words[pbe._position(place) - 1] = word
        return {"text": place, "quoted": text, "word": word}, " ".join(words)
    program = pbe.search(template, kinds, [row("second", "apple tiger river", "moon"), row("first", "kite lemon", "sun"),
                                           row("fourth", "dog cat owl bee ant", "fox")])
    assert program is not None and "replaced by `word`" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("third", "a b c d", "z")]) == ["a b z d"]
    with pytest.raises(toolkit.NotMine):  # no fifth word: the agent answers
        pbe._replaced_at(["a", "b", "c"], 5, "z")


def test_readings_the_template_spells_are_judged_alone() -> None:
    # seventyfifth: three programs that were right were judged as likely luck for 5 to 7 examples
    # each, among the many small numbers and yes/no answers tried, and their tools came late
    template, kinds = "What is the last digit of {number} times {number_2}?", {"number": "number", "number_2": "number"}
    def product(a: int, b: int) -> tuple[dict[str, Any], str]:
        return {"number": a, "number_2": b}, str(a * b % 10)
    program = pbe.search(template, kinds, [product(718, 270), product(937, 66), product(43, 512)])
    assert program is not None and "last" in program.description and "*" in program.description, program
    assert held_out_answers(template, kinds, program, [product(13, 17), product(5, 8)]) == ["1", "0"]
    template, kinds = "Is '{quoted}' spelled the same forwards and backwards? Say yes or no.", {"quoted": "quoted"}
    def same(word: str) -> tuple[dict[str, Any], str]:
        return {"quoted": word}, "yes" if word == word[::-1] else "no"
    program = pbe.search(template, kinds, [same("night"), same("stone"), same("level"), same("mango")])
    assert program is not None and "reads the same backwards" in program.description, program and program.description
    template, kinds = "In how many words of '{quoted}' does the letter '{quoted_2}' appear?", {"quoted": "quoted", "quoted_2": "quoted"}
    def appears(text: str, letter: str) -> tuple[dict[str, Any], str]:
        return {"quoted": text, "quoted_2": letter}, str(sum(letter in w for w in text.split()))
    program = pbe.search(template, kinds, [appears("jungle zebra island", "e"), appears("rocket yellow umbrella queen", "e"),
                                           appears("kite lemon mango", "o")])
    assert program is not None and "contain" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [appears("piano tiger", "q")]) == ["0"]


def test_first_names_and_cube_roots() -> None:
    # seventysixth: "Give the first names in '{quoted}'." and "What is the cube root of {number}?"
    # got no tool in 16 tasks each: no primitive took a word of each item, or a cube root
    template, kinds = "Give the first names in '{quoted}'.", {"quoted": "quoted"}
    def names(text: str) -> tuple[dict[str, Any], str]:
        return {"quoted": text}, ", ".join(n.split()[0] for n in text.split(", "))
    program = pbe.search(template, kinds, [names("Barbara Lamarr, Edsger Turing, Frances Knuth"),
                                           names("Ada Lovelace, Ken Thompson"), names("Grace Hopper, Linus Torvalds, Tim Allen")])
    assert program is not None and "first word of each" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [names("Radia Perlman, John McCarthy")]) == ["Radia, John"]
    # its re-run: one name without a comma was split at its space and answered "Margaret, Dijkstra"
    assert "NotMine" in declined_error(template, kinds, program, {"quoted": "Margaret Dijkstra"})
    template, kinds = "What is the cube root of {number}?", {"number": "number"}
    def root(k: int) -> tuple[dict[str, Any], str]:
        return {"number": k ** 3}, str(k)
    program = pbe.search(template, kinds, [root(44), root(18), root(3)])
    assert program is not None and "cube root" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [root(-2), root(1), root(49)]) == ["-2", "1", "49"]


def test_the_mondays_in_a_month() -> None:
    # seventysixth: "How many Mondays are in {date}?" ("February 2028") got no tool: no primitive
    # counted a weekday in a month
    template, kinds = "How many Mondays are in {date}?", {"date": "date"}
    def row(month: str) -> tuple[dict[str, Any], str]:
        day = toolkit.parse_date(month)
        return {"date": month}, str(sum(1 for d in range(1, 32) if _real_day(day.year, day.month, d)
                                        and datetime.date(day.year, day.month, d).weekday() == 0))
    program = pbe.search(template, kinds, [row("April 2036"), row("February 2028"), row("March 2027"), row("July 2024"),
                                           row("December 1999")])
    assert program is not None and "Mondays in the month" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("February 2021"), row("May 2023"), row("January 2024")]) == \
        ["4", "5", "5"]


def _real_day(year: int, month: int, day: int) -> bool:
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True


def test_how_many_letters_longer_is_a_difference_of_lengths() -> None:
    # seventyseventh: on words of 5 and 6 letters, "How many letters longer is '{quoted}' than
    # '{quoted_2}'?" fitted "how often `quoted` occurs in the longer of the two" (1 wherever it was
    # the longer one, 0 on equal lengths), passed 13 held-out answers, and routed 1 wrong
    template, kinds = "How many letters longer is '{quoted}' than '{quoted_2}'?", {"quoted": "quoted", "quoted_2": "quoted"}
    def row(a: str, b: str) -> tuple[dict[str, Any], str]:
        return {"quoted": a, "quoted_2": b}, str(len(a) - len(b))
    shown = [row("water", "river"), row("marble", "mango"), row("cherry", "tiger"), row("garden", "stone")]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "characters longer" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("elephant", "dog")]) == ["5"]
    # a primitive fed one value twice on most examples is no candidate: x occurs in x once
    report = pbe.search_report("How often does '{quoted}' occur in the bigger of '{quoted_2}' and '{quoted}'?", kinds, shown)
    assert report.program is None or "occurs in" not in report.program.description, report.program.description


def test_days_to_the_next_weekday_and_numbers_at_least_a_bound() -> None:
    # seventyseventh: "from a Friday to the next Friday" is 7 days, which the primitive declined;
    # "How many of {list} are at least {number}?" had no primitive for "at least"
    template, kinds = "How many days is it from a {text} to the next {text_2}?", {"text": "text", "text_2": "text"}
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    def row(a: str, b: str) -> tuple[dict[str, Any], str]:
        return {"text": a, "text_2": b}, str((days.index(b) - days.index(a) - 1) % 7 + 1)
    program = pbe.search(template, kinds, [row("Friday", "Friday"), row("Friday", "Tuesday"), row("Monday", "Sunday")])
    assert program is not None and "whole week" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("Sunday", "Monday"), row("Monday", "Monday")]) == ["1", "7"]
    program = pbe.search(template, kinds, [row("Friday", "Tuesday"), row("Monday", "Sunday"), row("Wednesday", "Thursday"),
                                           row("Tuesday", "Saturday"), row("Sunday", "Wednesday")])
    assert program is not None and "whole week" not in program.description, program.description
    assert "NotMine" in declined_error(template, kinds, program, {"text": "Monday", "text_2": "Monday"})
    template, kinds = "How many of {list} are at least {number}?", {"list": "list", "number": "number"}
    def count(xs: list[int], k: int) -> tuple[dict[str, Any], str]:
        return {"list": [str(x) for x in xs], "number": k}, str(sum(x >= k for x in xs))
    program = pbe.search(template, kinds, [count([88, 17, 17], 17), count([50, 36, 56, 2], 62), count([5, 60, 70, 9, 12], 12)])
    assert program is not None and "at least" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [count([1, 2, 3], 2), count([4], 5)]) == ["2", "0"]


def test_a_word_centred_between_padding() -> None:
    # seventyeighth: "Centre '{quoted}' in {number} characters, padding both sides with '{quoted_2}'."
    # had no primitive: 100,000 candidates on every count of examples
    template = "Centre '{quoted}' in {number} characters, padding both sides with '{quoted_2}'."
    kinds = {"quoted": "quoted", "number": "number", "quoted_2": "quoted"}
    def row(word: str, width: int, fill: str = ".") -> tuple[dict[str, Any], str]:
        side = fill * ((width - len(word)) // 2)
        return {"quoted": word, "number": width, "quoted_2": fill}, side + word + side
    program = pbe.search(template, kinds, [row("lemon", 9), row("kite", 10), row("ocean", 5)])
    assert program is not None and "centred" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("fig", 7, "*"), row("tiger", 11)]) == ["**fig**", "...tiger..."]


def test_the_longest_run_of_one_letter() -> None:
    # seventyeighth: "How long is the longest run of one repeated letter in '{quoted}'?" fitted
    # "the odd bytes of the hex digits" as well by luck, and the count of runs took 6 examples
    template, kinds = "How long is the longest run of one repeated letter in '{quoted}'?", {"quoted": "quoted"}
    def row(text: str) -> tuple[dict[str, Any], str]:
        return {"quoted": text}, str(max(len(m.group()) for m in re.finditer(r"(.)\1*", text)))
    program = pbe.search(template, kinds, [row("cbaaabab"), row("abbacaab"), row("cbac")])
    assert program is not None and "longest run" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("xxxxyx"), row("pq"), row("mmnnn")]) == ["4", "1", "3"]


@pytest.mark.parametrize("word, inside", [("inclusive", lambda lo, x, hi: lo <= x <= hi),
                                          ("exclusive", lambda lo, x, hi: lo < x < hi)])
def test_numbers_between_two_bounds_the_way_the_template_says(word, inside) -> None:
    # seventyeighth: "How many of {list} are between {number} and {number_2} inclusive?" had no
    # program; examples whose numbers never sit on a bound must not teach the other reading
    template = f"How many of {{list}} are between {{number}} and {{number_2}} {word}?"
    kinds = {"list": "list", "number": "number", "number_2": "number"}
    def row(xs: list[int], lo: int, hi: int) -> tuple[dict[str, Any], str]:
        return {"list": [str(x) for x in xs], "number": lo, "number_2": hi}, str(sum(inside(lo, x, hi) for x in xs))
    shown = [row([41, 81, 55, 11, 32, 97], 30, 60), row([5, 70, 12, 99], 20, 40), row([8, 9, 10, 50, 3], 4, 45)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and ("both included" in program.description) == (word == "inclusive"), \
        program and program.description
    on_bounds = [row([10, 20, 15, 3], 10, 20), row([7, 7, 8], 7, 9)]
    assert held_out_answers(template, kinds, program, on_bounds) == [a for _, a in on_bounds]


def test_how_often_a_digit_occurs_in_a_number_written_in_binary() -> None:
    # seventyeighth: "How many 0 bits does {n} have when written in binary?" and its near miss
    # with "1 bits" formed one pattern, "How many {number} bits does {number_2} have ...?":
    # counting a number slot in a binary text had no program
    template = "How many {number} bits does {number_2} have when written in binary?"
    kinds = {"number": "number", "number_2": "number"}
    def row(bit: int, n: int) -> tuple[dict[str, Any], str]:
        return {"number": bit, "number_2": n}, str(format(n, "b").count(str(bit)))
    program = pbe.search(template, kinds, [row(0, 948), row(1, 752), row(0, 255)])
    assert program is not None and "binary" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(1, 1023), row(0, 64), row(1, 6)]) == ["10", "6", "2"]


def _luhn_ok(digits: str) -> bool:
    total = sum(int(c) if i % 2 == 0 else (2 * int(c) if int(c) < 5 else 2 * int(c) - 9) for i, c in enumerate(reversed(digits)))
    return total % 10 == 0


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # seventyeighth's named algorithms: no primitive, and the 1.5B writer was never paid to try
    ("Does {name} pass the Luhn check? Answer yes or no.", {"name": "name"},
     ["05730999867349", "4539148803436467", "79927398713", "79927398710", "1234567812345670"],
     ["4111111111111111", "4111111111111112"], "Luhn check"),
    ("What is the check digit of the ISBN-10 that begins {name}?", {"name": "name"},
     ["030640615", "097522980", "185326041"], ["080442957", "000000000"], "ISBN check digit"),
    ("What is the Scrabble score of '{quoted}'?", {"quoted": "quoted"}, ["yellow", "quiz", "ocean"], ["jazz", "fox"],
     "Scrabble score"),
    ("How many days are shared by the ranges day {number}-{number_2} and day {number_3}-{number_4}?",
     {"number": "number", "number_2": "number", "number_3": "number", "number_4": "number"},
     [(112, 138, 98, 114), (10, 20, 15, 40), (5, 9, 12, 30), (50, 60, 52, 55)], [(1, 3, 3, 9), (7, 8, 1, 2)], "share"),
    ("What is the fewest coins ({list} cent) that make {number} cents?", {"list": "list", "number": "number"},
     [("25, 10, 5 and 1", 81), ("25, 10, 5 and 1", 30), ("25, 10, 5 and 1", 4)], [("25, 10, 5 and 1", 99), ("4, 3 and 1", 6)],
     "fewest coins"),
])
def test_a_named_algorithm_is_found_where_the_template_names_it(template, kinds, rows, held_out, said) -> None:
    scores = {**dict.fromkeys("aeilnorstu", 1), **dict.fromkeys("dg", 2), **dict.fromkeys("bcmp", 3),
              **dict.fromkeys("fhvwy", 4), "k": 5, "j": 8, "x": 8, "q": 10, "z": 10}
    def row(value: Any) -> tuple[dict[str, Any], str]:
        if "Luhn" in template:
            return {"name": value}, "yes" if _luhn_ok(value) else "no"
        if "ISBN" in template:
            check = -sum((10 - i) * int(d) for i, d in enumerate(value)) % 11
            return {"name": value}, "X" if check == 10 else str(check)
        if "Scrabble" in template:
            return {"quoted": value}, str(sum(scores[c] for c in value))
        if "shared" in template:
            a, b, c, d = value
            return dict(zip(kinds, value)), str(max(0, min(b, d) - max(a, c) + 1))
        coins, amount = value
        values = [int(x) for x in re.findall(r"\d+", coins)]
        best = [0] + [99] * amount
        for total in range(1, amount + 1):
            best[total] = min(best[total - c] + 1 for c in values if c <= total)
        return {"list": re.split(r",\s*|\s+and\s+", coins), "number": amount}, str(best[amount])
    program = pbe.search(template, kinds, [row(v) for v in rows])
    assert program is not None and said in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(v) for v in held_out]) == [row(v)[1] for v in held_out]


def test_a_line_learned_from_rounded_answers_answers_only_where_every_fitting_line_agrees() -> None:
    # seventyninth: "Convert {number} knots to km/h, rounded to one decimal." was learned from two
    # rounded answers as 37/20 n + 1/20 (1.85 n + 0.05, where the truth is 1.852 n): right on its
    # 8 examples, and 4 wrong routes among the next 8
    template, kinds = "Convert {number} knots to km/h, rounded to one decimal.", {"number": "number"}
    def row(n: int) -> tuple[dict[str, Any], str]:
        return {"number": n}, f"{n * 1.852:.1f}"
    program = pbe.search(template, kinds, [row(n) for n in (54, 36, 42, 11, 27, 3, 48, 19)])
    assert program is not None and "declines a value on which they round differently" in program.description, \
        program and program.description
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    box = default_sandbox()
    answered = 0
    for n in range(1, 60):
        result = box.call(source, "run", {"number": n})
        assert result.ok or result.error.startswith("NotMine"), (n, result.error)
        if result.ok:
            assert result.value == row(n)[1], (n, result.value, program.run_code)
            answered += 1
    assert answered >= 20, answered
    # answers that a line gives exactly keep their exact line (°C to °F to one decimal, 9/5 c + 32)
    exact = pbe.search("Convert to Fahrenheit, one decimal place:\n{number}°C", {"number": "number"},
                       [({"number": c}, f"{c * 9 / 5 + 32:.1f}°F") for c in (40, 5, -13, 25, -18, 10)])
    assert exact is not None and "round differently" not in exact.description, exact and exact.description


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # seventyninth's misses: no primitive for any of them
    ("Round {time} to the nearest quarter hour.", {"time": "time"},
     [("22:36", "22:30"), ("07:02", "07:00"), ("22:54", "23:00"), ("18:14", "18:15")], [("09:53", "10:00"), ("00:08", "00:15")],
     "quarter hour"),
    ("What is the longest common prefix of '{quoted}' and '{quoted_2}'?", {"quoted": "quoted", "quoted_2": "quoted"},
     [(("kitemango", "kite"), "kite"), (("violin", "pencil"), "none"), (("river", "rocket"), "r"), (("ocean", "oceans"), "ocean")],
     [(("stone", "stove"), "sto"), (("dog", "cat"), "none")], "longest start"),
    ("Write the possessive form of '{quoted}'.", {"quoted": "quoted"},
     [("piano", "piano's"), ("houses", "houses'"), ("zebra", "zebra's")], [("dogs", "dogs'"), ("queen", "queen's")],
     "possessive"),
    ("How many words in '{quoted}' are longer than '{quoted_2}'?", {"quoted": "quoted", "quoted_2": "quoted"},
     [(("violin window jungle elephant banana apple", "cherry"), "1"), (("dog kite", "tiger"), "0"),
      (("umbrella marble stone", "lemon"), "2"), (("garden ocean elephant queen", "kite"), "4")],
     [(("a bb ccc", "bb"), "1"), (("island", "island"), "0")], "longer than"),
    ("Is {number} a perfect number? Answer yes or no.", {"number": "number"},
     [(28, "yes"), (9903, "no"), (496, "yes"), (12, "no"), (6, "yes")], [(8128, "yes"), (27, "no"), (1, "no")], "perfect"),
    ("Is '{quoted}' an isogram? Answer yes or no.", {"quoted": "quoted"},
     [("umbrella", "no"), ("dog", "yes"), ("apple", "no"), ("tiger", "yes"), ("kite", "yes")], [("banana", "no"), ("lemon", "yes")],
     "repeats"),
    ("In how many positions do the strands {identifier} and {identifier_2} differ?",
     {"identifier": "identifier", "identifier_2": "identifier"},
     [(("TTCAGT", "TTCGGT"), "1"), (("ACGTAC", "TGCAAC"), "4"), (("GGGAG", "GGCGT"), "3")], [(("ACGT", "TGCA"), "4")], "differ"),
    ("At which positions are the capital letters in '{quoted}'? Give them separated by commas.", {"quoted": "quoted"},
     [("stOne", "3"), ("garDeN", "4, 6"), ("wAtER", "2, 4, 5")], [("RoCkeT", "1, 3, 6"), ("qUeen", "2")], "capital letters"),
])
def test_seventyninths_misses_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    def row(value: Any, answer: str) -> tuple[dict[str, Any], str]:
        values = value if isinstance(value, tuple) else (value,)
        return dict(zip(kinds, values)), answer
    program = pbe.search(template, kinds, [row(*r) for r in rows])
    assert program is not None and said in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(*r) for r in held_out]) == [a for _, a in held_out]


def _finds_and_answers(template: str, kinds: dict[str, str], rows: list[tuple[Any, str]],
                       held_out: list[tuple[Any, str]], said: str) -> None:
    """The search finds a program on `rows` ((value or tuple of values, answer); a "list" slot
    given as "a, b"), it says `said`, and its tool answers `held_out` right in the sandbox."""
    def row(value: Any, answer: str) -> tuple[dict[str, Any], str]:
        values = value if isinstance(value, tuple) else (value,)
        args = dict(zip(kinds, values))
        for name, kind in kinds.items():
            if kind == "list":
                args[name] = args[name].split(", ")
            elif kind == "polynomial":
                args[name] = toolkit.parse_polynomial(args[name])
        return args, answer
    program = pbe.search(template, kinds, [row(*r) for r in rows])
    assert program is not None and said in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(*r) for r in held_out]) == [a for _, a in held_out]


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightieth's misses: no primitive for any of them
    ("How many weekdays (Monday to Friday) are there from {date} to {date_2}, both days included?",
     {"date": "date", "date_2": "date"},
     [(("2025-02-08", "2025-02-09"), "0"), (("2024-03-04", "2024-03-15"), "10"), (("2021-06-01", "2021-06-30"), "22")],
     [(("2026-12-01", "2026-12-06"), "4"), (("2023-01-02", "2023-01-02"), "1")], "Monday to Friday"),
    ("What fraction of the numbers {list} are even? Give it in lowest terms.", {"list": "list"},
     [("41, 4", "1/2"), ("2, 4, 6, 9, 11, 13, 15, 17", "3/8"), ("3, 5, 8", "1/3"), ("4, 10", "1")],
     [("1, 3", "0"), ("2, 3, 4, 5, 6", "3/5")], "fraction"),
    ("Write {number} in scientific notation.", {"number": "number"},
     [(44000, "4.4 x 10^4"), (800000000, "8 x 10^8"), (8700000, "8.7 x 10^6")], [(3800, "3.8 x 10^3"), (6.6, "6.6 x 10^0")],
     "power of ten"),
    ("Write the ratio {name} in simplest form.", {"name": "name"}, [("27:126", "3:14"), ("10:4", "5:2"), ("3:7", "3:7")],
     [("100:25", "4:1"), ("6:9", "2:3")], "ratio"),
    ("What is the sum of the cubes of the digits of {number}?", {"number": "number"},
     [(153, "153"), (12, "9"), (5, "125"), (2024, "80")], [(370, "370"), (99, "1458")], "cubes"),
    ("Which has fewer vowels, '{quoted}' or '{quoted_2}'?", {"quoted": "quoted", "quoted_2": "quoted"},
     # the first option had fewer on all five: echoing it fits as well, and is not what was asked
     [(("jungle", "umbrella"), "jungle"), (("kite", "elephant"), "kite"), (("dog", "piano"), "dog"),
      (("night", "ocean"), "night"), (("cherry", "island"), "cherry")],
     [(("umbrella", "jungle"), "jungle"), (("banana", "stone"), "stone")], "fewer vowels"),
])
def test_eightieths_misses_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


def test_a_filter_the_template_names_is_applied_even_where_the_examples_never_needed_it() -> None:
    # eightyfirst (run once on the final code): "What is the product of the non-zero digits of
    # {number}?" on examples without a 0 was learned as the product of every digit: 9 wrong routes
    template, kinds = "What is the product of the non-zero digits of {number}?", {"number": "number"}
    def row(n: int) -> tuple[dict[str, Any], str]:
        return {"number": n}, str(math.prod(int(c) for c in str(n) if c != "0"))
    program = pbe.search(template, kinds, [row(n) for n in (2381, 945, 67, 5123)])
    assert program is not None and "other than 0" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(203813), row(9000), row(105)]) == ["144", "9", "5"]


def test_words_sorted_by_their_last_letter_keep_ties_in_order() -> None:
    # eightyfirst: "Sort the words of '{quoted}' by their last letter." was learned as a sort of
    # the reversed words, which orders "house" and "stone" (both end in e) by their other
    # letters: 3 wrong routes
    template, kinds = "Sort the words of '{quoted}' by their last letter.", {"quoted": "quoted"}
    def row(text: str) -> tuple[dict[str, Any], str]:
        return {"quoted": text}, " ".join(sorted(text.split(), key=lambda w: w[-1]))
    program = pbe.search(template, kinds, [row("stone cherry ocean"), row("piano violin queen flower"),
                                           row("kite dog river lemon")])
    assert program is not None and "last letter" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("stone house ocean"), row("water river tiger")]) == \
        ["stone house ocean", "water river tiger"]


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightyfirst's misses: no primitive for any of them, and the writer was paid one attempt
    ("Which of these years are leap years: {list}?", {"list": "list"},
     [("1904, 1990, 2000", "1904, 2000"), ("1900, 1955", "none"), ("2024, 1800, 1848, 2013", "2024, 1848"),
      ("1996, 2001", "1996")], [("2100, 2400", "2400"), ("1997", "none")], "leap years"),
    ("Which of the numbers {list} are prime?", {"list": "list"},
     [("4, 7, 9, 11", "7, 11"), ("2, 15", "2"), ("21, 23, 25, 29, 31", "23, 29, 31")], [("1, 2, 3, 4", "2, 3"), ("97, 91", "97")],
     "prime"),
    ("Round {number} to {number_2} significant figures.", {"number": "number", "number_2": "number"},
     [((0.004567, 2), "0.0046"), ((98765, 3), "98800"), ((3.14159, 4), "3.142"), ((1.4996, 3), "1.50")],
     [((9.96, 2), "10"), ((123456, 1), "100000"), ((0.1, 3), "0.100")], "significant figures"),
    ("Which words appear more than once in '{quoted}'?", {"quoted": "quoted"},
     [("dog cat dog bird cat", "dog, cat"), ("kite lemon kite", "kite"), ("one two three", "none"),
      ("sun moon star moon", "moon")], [("a b c a b", "a, b"), ("x y", "none")], "more than once"),
    ("How many characters are between the first and the last '{quoted}' in '{quoted_2}'?",
     {"quoted": "quoted", "quoted_2": "quoted"},
     [(("a", "xaxxaxa"), "4"), (("b", "bb"), "0"), (("c", "zcyyyyczz"), "4"), (("d", "dxdxxd"), "4")],
     [(("e", "eyeye"), "3"), (("f", "fzf"), "1")], "between the first and the last"),
    ("How many letters of '{quoted}' are in the second half of the alphabet?", {"quoted": "quoted"},
     [("stone", "4"), ("cabbage", "0"), ("rhythm", "3"), ("piano", "3")], [("zoo", "3"), ("bead", "0")], "from n to z"),
    ("Write {number} with each digit doubled.", {"number": "number"},
     [(123, "112233"), (7, "77"), (4050, "44005500")], [(98, "9988"), (10, "1100")], "twice"),
    ("What is {number} plus its digits reversed?", {"number": "number"},
     [(12, "33"), (506, "1111"), (4, "8"), (1230, "1551")], [(99, "198"), (2024, "6226")], "reversing the digits"),
])
def test_eightyfirsts_misses_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


def test_a_number_half_way_at_its_significant_figures_is_declined() -> None:
    # 2.25 to 2 figures is 2.3 to a person and 2.2 to round(): only the examples could say which
    assert pbe._significant(2.2501, 2) == "2.3"
    with pytest.raises(ValueError, match="half-way"):
        pbe._significant(2.25, 2)


def test_a_few_letters_of_a_name_are_not_trusted_as_a_code_on_four_examples() -> None:
    # eightysecond: Russia, Brazil, India and France came first, and ".ru", ".br", ".in", ".fr"
    # are their first two letters: a tool learned `identifier[:2]` and routed 8 wrong answers
    # (".ge" for Germany); 10 of the set's 24 internet country codes are the first two letters
    template, kinds = "What is the internet country code of {identifier}?", {"identifier": "identifier"}
    def rows(*pairs: str) -> list[tuple[dict[str, Any], str]]:
        return [({"identifier": name}, code) for name, code in (p.split(":") for p in pairs)]
    assert pbe.search(template, kinds, rows("Russia:.ru", "Brazil:.br", "India:.in", "France:.fr")) is None
    # where the template names the part, three examples still do
    named = pbe.search("What are the first two letters of {identifier}?", kinds, rows("Russia:ru", "Brazil:br", "India:in"))
    assert named is not None and "[:2]" in named.description, named and named.description


def test_an_item_or_a_count_past_the_end_of_a_list_is_declined_not_read_from_the_other_end() -> None:
    # eightysecond: "the last {numerator} of the parts of 2/7, reversed" fitted reciprocals with
    # numerators 1 and 2, then answered "17" for 3/17: Python read the last 3 of 2 parts as the last 1
    ops = {op.name: op for op in pbe._OPS}
    assert ops["last_n"].fn(["3", "17"], 2) == ["3", "17"]
    for name, k in (("last_n", 3), ("first_n", -1), ("nth", 0), ("nth0", -1), ("nth", 1.5)):
        with pytest.raises(ValueError):
            ops[name].fn(["3", "17"], k)


def test_the_reciprocal_of_a_fraction_is_in_lowest_terms_and_whole_where_it_is_whole() -> None:
    _finds_and_answers("What is the reciprocal of {fraction}?", {"fraction": "fraction"},
                       [("2/9", "9/2"), ("5/13", "13/5"), ("1/6", "6"), ("11/4", "4/11")],
                       [("3/17", "17/3"), ("1/12", "12"), ("7/3", "3/7")], "reciprocal")


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightysecond's misses: no primitive for any of them
    ("Is {number} a power of two?", {"number": "number"},
     [(64, "yes"), (96, "no"), (1024, "yes"), (1, "yes"), (6, "no"), (4096, "yes")], [(2, "yes"), (12, "no")],
     "power of 2"),
    ("What is the smallest power of three that is at least {number}?", {"number": "number"},
     [(10, "27"), (81, "81"), (2, "3"), (100, "243")], [(1, "1"), (730, "2187")], "smallest power of 3"),
    ("Are {number} and {number_2} coprime?", {"number": "number", "number_2": "number"},
     [((8, 15), "yes"), ((12, 18), "no"), ((35, 64), "yes"), ((21, 14), "no"), ((1, 9), "yes"), ((50, 75), "no")],
     [((17, 34), "no"), ((9, 28), "yes")], "no common divisor"),
    ("How many steps does the Collatz sequence take from {number} down to 1?", {"number": "number"},
     [(6, "8"), (27, "111"), (1, "0"), (16, "4")], [(7, "16"), (97, "118")], "Collatz"),
    ("Make a spoonerism of '{quoted}'.", {"quoted": "quoted"},
     [("kite mango", "mite kango"), ("dog river", "rog diver"), ("ocean tiger", "tcean oiger")],
     [("piano lemon", "liano pemon"), ("queen stone", "sueen qtone")], "first letters"),
])
def test_eightyseconds_misses_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightythird's misses: no primitive for any of them
    ("What is the harmonic mean of {number} and {number_2}, to two decimal places?", {"number": "number", "number_2": "number"},
     [((40, 60), "48.00"), ((3, 7), "4.20"), ((10, 10), "10.00"), ((1, 2), "1.33")], [((5, 20), "8.00"), ((12, 7), "8.84")],
     "harmonic mean"),
    ("What is the midrange of {list}?", {"list": "list"},
     [("4, 10, 7", "7"), ("-3, 8", "2.5"), ("12", "12"), ("1, 5, 2, 9", "5")], [("0, 100, 50", "50"), ("-4, -8", "-6")],
     "largest and the smallest"),
    ("What is the Manhattan distance between ({number}, {number_2}) and ({number_3}, {number_4})?",
     {"number": "number", "number_2": "number", "number_3": "number", "number_4": "number"},
     [((1, 2, 4, 6), "7"), ((-3, 5, 2, -1), "11"), ((0, 0, 0, 0), "0"), ((7, -2, 7, 3), "5")], [((10, 10, -10, -10), "40")],
     "Manhattan"),
    ("Compress '{quoted}' with run-length encoding.", {"quoted": "quoted"},
     [("aaabcc", "a3b1c2"), ("zzzz", "z4"), ("abc", "a1b1c1")], [("ddeeef", "d2e3f1"), ("q", "q1")], "run-length"),
    ("How many letters of '{quoted}' are on the top row of a QWERTY keyboard?", {"quoted": "quoted"},
     [("piano", "3"), ("cab", "0"), ("tower", "5"), ("apple", "3")], [("queue", "5"), ("glass", "0")], "qwertyuiop"),
    ("What is the sum of the character codes of '{quoted}'?", {"quoted": "quoted"},
     [("ab", "195"), ("dog", "314"), ("z", "122")], [("AB", "131"), ("hi", "209")], "character codes"),
    ("What is the {ordinal} Fibonacci number, starting {list}?", {"ordinal": "ordinal", "list": "list"},
     [((10, "0, 1"), "34"), ((6, "0, 1"), "5"), ((12, "0, 1"), "89"), ((3, "0, 1"), "1")], [((20, "0, 1"), "4181"), ((5, "2, 1"), "7")],
     "sum of as many terms before"),
])
def test_eightythirds_misses_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightysecond's weighted average, once its weights are one list (test_pattern_classes.py)
    ("What is the weighted average of {list} with weights {list_2}, to two decimal places?", {"list": "list", "list_2": "list"},
     [(("12, 50, 7", "3, 5, 1"), "32.56"), (("8, 90", "2, 4"), "62.67"), (("61, 5, 33, 70", "1, 1, 5, 2"), "41.22"),
      (("10, 20", "1, 1"), "15.00")], [(("1, 2, 3", "3, 2, 1"), "1.67"), (("40", "7"), "40.00")], "weighted"),
    # eightyfourth's: the search found prime divisors without repetition (it agreed with the
    # factors on the three checked answers, none of which repeated one: 4 wrong routes)
    ("List the prime factors of {number} with repetition, smallest first.", {"number": "number"},
     [(110, "2, 5, 11"), (181, "181"), (678, "2, 3, 113")], [(1150, "2, 5, 5, 23"), (400, "2, 2, 2, 2, 5, 5")],
     "each as often as it divides it"),
    # eightyfourth's misses: no primitive for any of them
    ("What do {number} dollars grow to after {number_2} years at {number_3}% interest compounded yearly, to the nearest cent?",
     {"number": "number", "number_2": "number", "number_3": "number"},
     [((1088, 4, 8), "1480.21"), ((4321, 0, 8), "4321.00"), ((500, 10, 5), "814.45"), ((2000, 3, 2), "2122.42")],
     [((100, 1, 7), "107.00"), ((1500, 6, 3), "1791.08")], "compounded yearly"),
    ("What is the population variance of {list}, to two decimal places?", {"list": "list"},
     [("34, 8, 3, 44", "296.19"), ("5", "0.00"), ("1, 2, 3, 4", "1.25"), ("10, 20", "25.00")],
     [("2, 4, 4, 4, 5, 5, 7, 9", "4.00"), ("1, 2", "0.25")], "population variance"),
    ("Transpose the matrix {matrix}.", {"matrix": "matrix"},
     [([[5, 2], [2, 3]], "[[5, 2], [2, 3]]"), ([[5, 8, 8]], "[[5], [8], [8]]"), ([[1, 2, 3], [4, 5, 6]], "[[1, 4], [2, 5], [3, 6]]")],
     [([[0, 1], [7, 9], [3, 4]], "[[0, 7, 3], [1, 9, 4]]")], "transposed"),
    ("What is the ISO week number of {date}?", {"date": "date"},
     [("2028-01-03", "1"), ("2014-09-05", "36"), ("2021-01-02", "53"), ("2024-12-30", "1")],
     [("2026-12-06", "49"), ("2019-06-15", "24")], "ISO week"),
    ("Is {number} a happy number?", {"number": "number"},
     [(7, "yes"), (4, "no"), (19, "yes"), (20, "no"), (100, "yes"), (2, "no"), (23, "yes"), (42, "no")],
     [(1, "yes"), (11, "no"), (97, "yes")], "happy"),
    ("Is {number} an Armstrong number?", {"number": "number"},
     [(153, "yes"), (154, "no"), (9, "yes"), (10, "no"), (9474, "yes"), (9475, "no"), (370, "yes"), (100, "no")],
     [(407, "yes"), (1634, "yes"), (123, "no")], "each to the power of their count"),
    ("What does FizzBuzz say for {number}?", {"number": "number"},
     [(90, "FizzBuzz"), (160, "Buzz"), (9, "Fizz"), (7, "7")], [(15, "FizzBuzz"), (11, "11"), (25, "Buzz")], "FizzBuzz"),
])
def test_session_41s_misses_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


def test_a_learned_character_table_keeps_learning_after_an_example_it_already_answers() -> None:
    # eightysecond's leetspeak: "w4t3r" taught a and e, "jungl3" needed nothing new, and the
    # table stopped learning there, so "1sl4nd" (i) and "w1nd0w" (o) could never fit
    words = ["water", "jungle", "gym", "island", "window", "banana", "tiger", "zebra"]
    rows = [({"quoted": w}, w.translate(str.maketrans("aeio", "4310"))) for w in words]
    program = pbe.search("Write '{quoted}' in leetspeak.", {"quoted": "quoted"}, rows)
    assert program is not None and "replaced by" in program.description, program and program.description
    assert held_out_answers("Write '{quoted}' in leetspeak.", {"quoted": "quoted"}, program,
                            [({"quoted": "wire"}, "w1r3"), ({"quoted": "bee"}, "b33")]) == ["w1r3", "b33"]
    assert pbe.search("Write '{quoted}' in leetspeak.", {"quoted": "quoted"}, rows[:6]) is None  # 3 taught, 2 confirm


@pytest.mark.parametrize("template, value, places", [
    # eightyfifth: the ellipse's pi * a * b and the radians' pi / 180 were never found: the first
    # line through two rounded answers has a denominator over 1000, and no exact line fits
    ("What is the area of an ellipse with semi-axes {number} and {number_2}, to two decimal places?",
     lambda a, b: math.pi * a * b, 2),
    ("What is {number} degrees in radians, to three decimal places?", lambda d: math.radians(d), 3),
    ("Convert {number} radians to degrees, rounded to two decimals.", lambda r: math.degrees(r), 2),
])
def test_a_line_through_rounded_answers_that_is_a_named_constant_is_read_as_it(template, value, places) -> None:
    kinds = {name: "number" for name in re.findall(r"\{(\w+)\}", template)}
    def row(*args: int) -> tuple[dict[str, Any], str]:
        return dict(zip(kinds, args)), f"{value(*args):.{places}f}"
    rng = random.Random(5)
    def args() -> tuple[int, ...]:
        return tuple(rng.randrange(1, 360) for _ in kinds)
    program = pbe.search(template, kinds, [row(*args()) for _ in range(4)])
    assert program is not None and re.search(r"times (π|180/π)", program.description), \
        program and program.description
    held_out = [row(*args()) for _ in range(40)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


@pytest.mark.parametrize("template, value", [
    # eightyfifth: 2 * (l * w + l * h + w * h) and a + (n - 1) * d were found by no search
    ("What is the surface area of a box measuring {number} by {number_2} by {number_3}?",
     lambda l, w, h: 2 * (l * w + l * h + w * h)),
    ("What is term {number} of the arithmetic sequence starting at {number_2} with common difference {number_3}?",
     lambda n, a, d: a + (n - 1) * d),
    ("A trapezoid has parallel sides {number} and {number_2} and height {number_3}. What is its area?",
     lambda a, b, h: toolkit.format_number((a + b) * h / 2)),
    # one product of three, its weight learned from one example: two more confirm it
    ("What is the simple interest on {number} dollars at {number_2} percent a year for {number_3} years?",
     lambda p, r, t: toolkit.format_number(p * r * t / 100)),
])
def test_a_weighted_sum_of_products_of_the_arguments_is_learned(template, value) -> None:
    kinds = {name: "number" for name in re.findall(r"\{(\w+)\}", template)}
    rng = random.Random(3)
    def row() -> tuple[dict[str, Any], str]:
        args = tuple(rng.randrange(1, 30) for _ in kinds)
        return dict(zip(kinds, args)), str(value(*args))
    if "interest" not in template:
        assert pbe.search(template, kinds, [row() for _ in range(3)]) is None  # 3 examples teach 3 weights: none left
    program = pbe.search(template, kinds, [row() for _ in range(6)])
    assert program is not None and " * " in program.description, program and program.description
    held_out = [row() for _ in range(30)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightyfourth's dot product and eightysixth's vector length, once a vector is one list slot
    ("What is the dot product of ({list}) and ({list_2})?", {"list": "list", "list_2": "list"},
     [(("6, -8, -1", "2, 3, 5"), "-17"), (("1, 2, 3", "4, 5, 6"), "32"), (("0, 2, -2", "7, 1, 1"), "0")],
     [(("1, 1", "2, 3"), "5"), (("3, -1, 2, 0", "1, 1, 1, 9"), "4")], "dot product"),
    ("What is the length of the vector ({list}), to two decimal places?", {"list": "list"},
     [("8, 11, -9", "16.31"), ("3, -12, 4", "13.00"), ("1, 2, 2", "3.00"), ("-5, 7, 0", "8.60")],
     [("2, 3, 6", "7.00"), ("1, 1, 1, 1", "2.00"), ("4, -2, 9", "10.05")], "length of the vector"),
])
def test_vectors_as_lists_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightysixth's requests (written at the start of session 42): no primitive for any of them
    ("Say '{quoted}' in Pig Latin.", {"quoted": "quoted"},
     [("sphinx", "inxsphay"), ("oven", "ovenway"), ("glove", "oveglay")], [("string", "ingstray"), ("apple", "appleway")],
     "Pig Latin"),
    ("Give the Gray code of {number} in binary.", {"number": "number"},
     [(135, "11000100"), (152, "11010100"), (7, "100")], [(0, "0"), (255, "10000000")], "Gray code"),
    ("How many degrees is the smaller angle between the clock hands at {time}?", {"time": "time"},
     [("12:40", "140"), ("9:06", "123"), ("3:00", "90"), ("4:15", "37.5")], [("12:00", "0"), ("6:00", "180")], "smaller angle"),
    ("How many degrees is the larger angle between the clock hands at {time}?", {"time": "time"},
     [("12:40", "220"), ("9:06", "237"), ("3:00", "270"), ("4:15", "322.5")], [("12:00", "360"), ("6:00", "180")],
     "larger angle"),
    ("Compute log base {number_2} of {number}, to three decimal places.", {"number": "number", "number_2": "number"},
     [((875, 4), "4.887"), ((991, 4), "4.976"), ((100, 10), "2.000")], [((1, 7), "0.000"), ((50, 2), "5.644")], "logarithm"),
    ("In a geometric progression with first term {number} and common ratio {number_2}, what is term {number_3}?",
     {"number": "number", "number_2": "number", "number_3": "number"},
     [((3, -3, 8), "-6561"), ((1, -2, 7), "64"), ((5, 4, 1), "5")], [((2, 5, 3), "50"), ((7, 2, 1), "7")], "geometric"),
    ("How many divisors does {number} have?", {"number": "number"},
     [(201, "4"), (154, "8"), (13, "2"), (60, "12")], [(1, "1"), (360, "24")], "divisors"),
])
def test_eightysixths_requests_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


def test_one_product_times_a_constant_is_read_from_rounded_answers() -> None:
    # pi / 3 * r * r * h to two decimals: no exact weight fits rounded answers, and r * r * h is
    # too big a program for a learned line
    template, kinds = "What is the volume of a cone with radius {number} and height {number_2}, to two decimal places?", \
        {"number": "number", "number_2": "number"}
    def row(r: int, h: int) -> tuple[dict[str, Any], str]:
        return {"number": r, "number_2": h}, f"{math.pi * r * r * h / 3:.2f}"
    program = pbe.search(template, kinds, [row(3, 7), row(5, 2), row(1, 1), row(8, 13), row(2, 9)])
    assert program is not None and "π/3" in program.description, program and program.description
    held_out = [row(r, h) for r in (4, 11, 19) for h in (1, 6, 30)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


@pytest.mark.parametrize("template, value, places", [
    # eightysixth: the slope through two points was found by no search ((y2 - y1) / (x2 - x1) is
    # 7 steps, past the plain search's reach)
    ("What is the slope of the line through ({number}, {number_2}) and ({number_3}, {number_4}), to two decimal places?",
     lambda x1, y1, x2, y2: fractions.Fraction(y2 - y1, x2 - x1), 2),
    ("A car drove {number} km in {number_2} hours, then {number_3} km in {number_4} hours. What was its average "
     "speed in km/h, to one decimal place?", lambda d1, t1, d2, t2: fractions.Fraction(d1 + d2, t1 + t2), 1),
    ("What is {number} times {number_2} over their sum, to two decimal places?",
     lambda a, b: fractions.Fraction(a * b, a + b), 2),
])
def test_a_ratio_of_sums_differences_or_products_is_found(template, value, places) -> None:
    kinds = {name: "number" for name in re.findall(r"\{(\w+)\}", template)}
    rng = random.Random(7)
    def row() -> tuple[dict[str, Any], str]:
        while True:
            args = tuple(rng.randrange(-9, 30) if "slope" in template else rng.randrange(1, 60) for _ in kinds)
            try:
                exact = value(*args)
            except ZeroDivisionError:
                continue
            if (exact * 10 ** places).denominator != 2:  # no half-way value, which rounds either way
                return dict(zip(kinds, args)), f"{float(exact):.{places}f}"
    program = pbe.search(template, kinds, [row() for _ in range(4)])
    assert program is not None and " / " in program.description, program and program.description
    held_out = [row() for _ in range(30)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


@pytest.mark.parametrize("template, value", [
    # eightysixth: a vector's length over its numbers one by one, and the distance between two points
    ("What is the length of the vector ({number}, {number_2}, {number_3}), to two decimal places?",
     lambda x, y, z: f"{math.hypot(x, y, z):.2f}"),
    ("How far apart are the points ({number}, {number_2}) and ({number_3}, {number_4}), to two decimal places?",
     lambda x1, y1, x2, y2: f"{math.hypot(x2 - x1, y2 - y1):.2f}"),
])
def test_a_length_of_numbers_or_their_differences_is_found(template, value) -> None:
    kinds = {name: "number" for name in re.findall(r"\{(\w+)\}", template)}
    rng = random.Random(11)
    def row() -> tuple[dict[str, Any], str]:
        args = tuple(rng.randrange(-12, 13) for _ in kinds)
        return dict(zip(kinds, args)), value(*args)
    program = pbe.search(template, kinds, [row() for _ in range(4)])
    assert program is not None and "hypot" in program.run_code, program and program.description
    held_out = [row() for _ in range(30)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightysixth's discriminant, once "3x^2 + 12x - 10" is one polynomial slot (its coefficients)
    ("What is the discriminant of {polynomial}?", {"polynomial": "polynomial"},
     [("3x^2 + 12x - 10", "264"), ("x^2 - x + 1", "-3"), ("2x^2 - 9", "72")],
     [("x^2 + 4x + 4", "0"), ("5x^2 - 3x", "9")], "discriminant"),
    ("What is the value of {polynomial} when x = {number}?", {"polynomial": "polynomial", "number": "number"},
     [(("3x^2 + 12x - 10", 2), "26"), (("x^3 - x + 1", -2), "-5"), (("2x - 9", 7), "5")],
     [(("x^2 + 4x + 4", -2), "0"), (("5x^4", 1), "5")], "polynomial"),
])
def test_a_polynomial_slot_has_primitives(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightyseventh's nth prime and compass point (its held-out run found neither)
    ("Name the {ordinal} prime.", {"ordinal": "ordinal"},
     [(13, "41"), (50, "229"), (3, "5")], [(1, "2"), (100, "541")], "prime number"),
    ("A ship sails on a heading of {number} degrees. Which of the 16 compass points is that closest to?",
     {"number": "number"}, [(100, "E"), (35, "NE"), (200, "SSW"), (330, "NNW")], [(0, "N"), (359, "N"), (250, "WSW")],
     "16 compass points"),
    ("Multiply the binary numbers {number} and {number_2}; answer in binary.", {"number": "number", "number_2": "number"},
     [((101, 11), "1111"), ((1101, 10), "11010"), ((111, 111), "110001"), ((1000, 101), "101000")],
     [((1, 1), "1"), ((11, 11), "1001")],
     "binary number"),
    # numbers in parentheses in the template are also one vector
    ("Give the cross product of ({number}, {number_2}, {number_3}) with ({number_4}, {number_5}, {number_6}).",
     {f"number{s}": "number" for s in ("", "_2", "_3", "_4", "_5", "_6")},
     [((1, 2, 3, 4, 5, 6), "(-3, 6, -3)"), ((-2, 1, 2, 4, 3, -6), "(-12, -4, -10)"), ((0, 0, 1, 1, 0, 0), "(0, 1, 0)")],
     [((2, 4, 6, 1, 2, 3), "(0, 0, 0)"), ((3, -1, 0, 0, 5, 2), "(-2, -6, 15)")], "cross product"),
])
def test_eightysevenths_requests_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightyeighth's choices, mean absolute deviation and geometric series (its run found none)
    ("A club has {number} members. In how many ways can a committee of {number_2} be selected?",
     {"number": "number", "number_2": "number"}, [((10, 3), "120"), ((7, 2), "21"), ((12, 5), "792")],
     [((5, 0), "1"), ((30, 15), "155117520")], "choose"),
    ("In how many orders can {number_2} of {number} runners be arranged on a podium?",
     {"number": "number", "number_2": "number"}, [((10, 3), "720"), ((7, 2), "42"), ((12, 5), "95040")],
     [((5, 0), "1"), ((4, 4), "24")], "arrange"),
    ("Find the mean absolute deviation of {list}, rounded to two decimals.", {"list": "list"},
     [("2, 4, 6, 9", "2.25"), ("10, 10, 10", "0.00"), ("1, 5, 9, 2, 3", "2.40")],
     [("7, 1", "3.00"), ("3, 8, 8, 1", "3.00"), ("1, 2, 3, 4", "1.00")], "mean absolute deviation"),
    ("What is the total of the first {number} terms of a geometric progression with first term {number_2} and ratio {number_3}?",
     {"number": "number", "number_2": "number", "number_3": "number"},
     [((5, 3, 2), "93"), ((4, 1, -2), "-5"), ((1, 7, 3), "7")], [((10, 2, 3), "59048"), ((3, 5, 5), "155")], "sum of the first"),
])
def test_eightyeighths_requests_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


@pytest.mark.parametrize("template, value, places", [
    # eightyninth: a constant over an argument (a beat's length, 60000 / bpm) and a product over
    # an argument times a number the template fixes (an ideal gas, R * n * t / v) were found by
    # no search
    ("How many milliseconds does one frame last at {number} frames per second, to two decimal places?",
     lambda fps: fractions.Fraction(1000, fps), 2),
    ("What force do charges of {number} and {number_2} exert {number_3} m apart, with k = {number_4}, to one decimal place?",
     lambda a, b, r, k: fractions.Fraction(str(k)) * a * b / (r * r), 1),
    ("What is the density in g/cm^3 of a {number} g block measuring {number_2} by {number_3} by {number_4} cm, to three "
     "decimal places?", lambda m, a, b, c: fractions.Fraction(m, a * b * c), 3),
])
def test_a_constant_times_a_product_over_a_product_is_found(template, value, places) -> None:
    kinds = {name: "number" for name in re.findall(r"\{(\w+)\}", template)}
    rng = random.Random(5)
    def row() -> tuple[dict[str, Any], str]:
        while True:
            args = [rng.randrange(1, 90) for _ in kinds]
            if "density" in template:
                args = [rng.randrange(100, 2000)] + [rng.randrange(1, 12) for _ in args[1:]]
            if "k =" in template:
                args[-1] = 8.99
            exact = value(*args)
            if (exact * 10 ** places).denominator != 2:  # no half-way value, which rounds either way
                return dict(zip(kinds, args)), f"{float(exact):.{places}f}"
    program = pbe.search(template, kinds, [row() for _ in range(3)])
    assert program is not None and " / " in program.run_code, program and program.description
    held_out = [row() for _ in range(30)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightyninth's interquartile range, loan payment, decibels, semitones and Chinese zodiac
    # (its run found none), and a birthday's star sign
    ("Find the IQR of {list}, rounded to two decimals.", {"list": "list"},
     [("1, 2, 3, 4, 5, 6, 7, 8", "4.50"), ("10, 4, 7, 1, 9", "7.00"), ("3, 3, 8, 12, 20, 21", "17.25")],
     [("5, 1, 9, 2", "6.75"), ("2, 4, 6, 8, 10, 12, 14", "8.00")], "interquartile range"),
    ("A mortgage of {number} at {number_2}% a year is repaid monthly over {number_3} months. What is each payment, "
     "rounded to two decimals?", {"number": "number", "number_2": "number", "number_3": "number"},
     [((200000, 5, 360), "1073.64"), ((9000, 7.5, 48), "217.61"), ((1200, 12, 12), "106.62")],
     [((15000, 0, 24), "625.00"), ((50000, 3, 120), "482.80")], "monthly payment"),
    ("How many dB is a power ratio of {number}, to two decimal places?", {"number": "number"},
     [(2, "3.01"), (50, "16.99"), (7, "8.45")], [(1000, "30.00"), (0.5, "-3.01")], "decibels"),
    ("A string sounds at {number} Hz. What frequency is {number_2} semitones lower, to one decimal place?",
     {"number": "number", "number_2": "number"}, [((440, 5), "329.6"), ((300, 7), "200.2"), ((196, 1), "185.0")],
     [((523.25, 12), "261.6"), ((1000, 2), "890.9"), ((250, 0), "250.0")], "semitones below"),
    ("What is the Chinese zodiac animal for someone born in {number}?", {"number": "number"},
     [(1984, "Rat"), (2000, "Dragon"), (1955, "Goat")], [(2023, "Rabbit"), (1900, "Rat")], "Chinese zodiac"),
    ("What is the star sign of someone born on {date}?", {"date": "date"},
     [("1990-03-21", "Aries"), ("1985-12-25", "Capricorn"), ("2001-07-22", "Cancer")],
     [("1977-08-23", "Virgo"), ("1999-01-19", "Capricorn"), ("1960-11-30", "Sagittarius")], "zodiac sign"),
])
def test_eightyninths_requests_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # eightyeighth's staircase and dice total (its runs found neither), and making change
    ("How many different ways can a frog hop up {number} stairs if it jumps {number_2} or {number_3} stairs at once?",
     {"number": "number", "number_2": "number", "number_3": "number"},
     [((4, 1, 2), "5"), ((5, 1, 3), "4"), ((10, 2, 3), "7")], [((1, 1, 2), "1"), ((7, 2, 5), "2"), ((12, 1, 2), "233")],
     "in order"),
    ("In how many ways can you make {number} cents from coins of {number_2} and {number_3} cents?",
     {"number": "number", "number_2": "number", "number_3": "number"},
     [((10, 2, 5), "2"), ((12, 3, 4), "2"), ((100, 5, 10), "11")], [((7, 2, 3), "1"), ((1, 2, 5), "0")], "any order"),
    ("Two {number}-sided dice are rolled. What is the chance that they total {number_2}? Give a fraction in lowest terms.",
     {"number": "number", "number_2": "number"},
     [((6, 7), "1/6"), ((4, 2), "1/16"), ((8, 11), "3/32")], [((10, 20), "1/100"), ((12, 5), "1/36")], "dice"),
])
def test_eightyeighths_misses_have_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


@pytest.mark.parametrize("template, kinds, rows, held_out", [
    # eightyeighth's letter grade: the request states its bands ("90 and above is an A, 80 to 89
    # a B, ..."), and no search read them
    ("What letter grade does a score of {number} get, if {number_2} and above is an A, {number_3} to {number_4} a B, "
     "{number_5} to {number_6} a C and below {number_7} an F?", {f"number{s}": "number" for s in ("", "_2", "_3", "_4", "_5", "_6", "_7")},
     [((93, 90, 80, 89, 70, 79, 70), "A"), ((85, 90, 80, 89, 70, 79, 70), "B"), ((12, 90, 80, 89, 70, 79, 70), "F")],
     [((90, 90, 80, 89, 70, 79, 70), "A"), ((70, 90, 80, 89, 70, 79, 70), "C"), ((69, 90, 80, 89, 70, 79, 70), "F"),
      ((79, 90, 80, 89, 70, 79, 70), "C")]),
    ("Rate a temperature of {number} °C: under 10 is cold, 10 to 25 is mild, over 25 is hot.", {"number": "number"},
     [((3,), "cold"), ((18,), "mild"), ((31,), "hot")], [((10,), "mild"), ((25,), "mild"), ((-4,), "cold"), ((26,), "hot")]),
])
def test_bands_the_request_states_label_a_number(template, kinds, rows, held_out) -> None:
    _finds_and_answers(template, kinds, rows, held_out, "band")


def test_a_list_of_replacements_the_request_states_is_a_table() -> None:
    # session 40's leetspeak: "replacing a with 4, e with 3, i with 1 and o with 0" is a list
    # slot, and only the replacements the examples showed were learned (every other word declined)
    template, kinds = "Rewrite '{quoted}' for the sign{list}.", {"quoted": "quoted", "list": "list"}
    pairs = "changing s to 5, t to 7, b to 8, o into 0"
    rows = [(("bets", pairs), "8e75"), (("cat", pairs), "ca7"), (("hull", pairs), "hull")]
    held_out = [(("boost", pairs), "80057"), (("sob", pairs), "508"), (("", pairs), "")]
    _finds_and_answers(template, kinds, rows, held_out, "replacements")


def test_a_learned_weight_is_the_one_simple_value_in_range() -> None:
    # eightyninth's re-run: 60000 / 128 = 468.75 is "468.8"; bounds that left out the half put
    # 60000 out of range, and 360001 / 6 (a fraction of at most 12, one of many that close to
    # 60000) was the weight, wrong on 2 of 24
    xs = [fractions.Fraction(1, b) for b in (128, 61, 214, 46)]
    targets = [fractions.Fraction(t) for t in ("468.8", "983.6", "280.4", "1304.3")]
    assert pbe._rounded_weight(xs, targets, 1)[0] == "60000"
    # a range that holds several fractions of at most 12, and no round number, gives none
    xs = [fractions.Fraction(1, b) for b in (97, 61)]
    targets = [fractions.Fraction(f"{12345.6 / b:.1f}") for b in (97, 61)]
    assert pbe._rounded_weight(xs, targets, 1) is None
    # a narrow range gives its one fraction (a cone: pi / 3 is named; 1 / 2 * m * v * v here)
    xs = [fractions.Fraction(m * v * v) for m, v in ((30, 70), (110, 20), (50, 130))]
    targets = [x / 2 for x in xs]
    assert pbe._rounded_weight(xs, targets, 1)[0] == "1 / 2"


def test_a_first_tier_the_request_states_is_read_never_a_line_past_it() -> None:
    # held-out set ninetieth: "each of a dog's first two years counts as 10.5 human years and each
    # later year as 4" was answered by `4 * n + 13`, which every example older than two fitted,
    # and a 1-year-old dog was routed to 17 (10.5 is right)
    template = ("If each of a dog's first two years counts as 10.5 human years and each later year as 4, how old is a "
                "{number}-year-old dog in human years?")
    kinds = {"number": "integer"}
    def age(n: int) -> str:
        return f"{10.5 * n if n <= 2 else 21 + 4 * (n - 2):g}"
    older = [({"number": n}, age(n)) for n in (5, 9, 14, 3, 22, 7)]
    # every example past the bound: the part over it, and the tool declines the ages no example had
    program = pbe.search(template, kinds, older)
    assert program is not None and "max(number - 2, 0)" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"number": 4}, ""), ({"number": 40}, "")]) == [age(4), age(40)]
    assert "checked over 2 only" in declined_error(template, kinds, program, {"number": 2})
    assert "checked over 2 only" in declined_error(template, kinds, program, {"number": 1})
    program = pbe.search(template, kinds, [*older[:3], ({"number": 1}, age(1)), *older[3:]])
    assert program is not None and "min(number, 2)" in program.run_code, program and program.run_code
    cases = [({"number": n}, age(n)) for n in (0, 1, 2, 3, 30)]
    assert held_out_answers(template, kinds, program, cases) == [a for _, a in cases]
    # a pay with overtime past 40 hours: the hours split at 40, the rate as it is
    template = "A nurse is paid ${number} an hour, and 1.5 times that for each hour over 40. What is the pay for {number_2} hours?"
    kinds = {"number": "integer", "number_2": "integer"}
    rows = [({"number": r, "number_2": h}, f"${r * min(h, 40) + 1.5 * r * max(h - 40, 0):g}")
            for r, h in ((20, 45), (32, 38), (18, 50), (25, 36), (40, 60), (16, 44), (28, 30), (33, 52), (12, 39))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "min(number_2, 40)" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"number": 10, "number_2": 52}, "")]) == ["$580"]
    # held-out set ninetyfirst: double time over 40 hours learned `rate * hours` from examples that
    # all lay under 40, and routed 5 longer weeks wrong: no example past the bound, no program
    under = [row for row in rows if row[0]["number_2"] <= 40]
    report = pbe.search_report(template, kinds, under)
    assert report.program is None and "(40)" in report.reason, report.program and report.program.description
    # the bound a slot holds (40 on every task, so the miner made it one): the same
    template = "A worker earns ${number} an hour and double time for every hour over {number_3}. What is the pay for {number_2} hours?"
    kinds = {"number": "integer", "number_2": "integer", "number_3": "integer"}
    rows = [({**args, "number_3": 40}, f"${args['number'] * min(args['number_2'], 40) + 2 * args['number'] * max(args['number_2'] - 40, 0)}")
            for args, _ in rows]
    report = pbe.search_report(template, kinds, [row for row in rows if row[0]["number_2"] <= 40])
    assert report.program is None and "(number_3)" in report.reason, report.program and report.program.description
    program = pbe.search(template, kinds, rows)
    assert program is not None and "min(number_2, number_3)" in program.run_code, program and program.run_code
    assert pbe._tiers("What are the first 3 letters of {word}?") == []


def test_a_tier_every_example_lay_past_is_read_over_its_bound_and_declined_under_it() -> None:
    # held-out set ninetyfourth: a phone bill of `base + rate * max(used - allowance, 0)` got no
    # tool: the "GB" of "{number_4} GB" was not matched to the template's "each gb over" (case),
    # and examples all over the allowance said nothing of a month within it, so no program could
    # read the tier; now the part over it is read and a month at or within it is declined
    template = ("A phone plan costs ${number} a month and ${number_2} for each GB over {number_3} GB. What is the month's "
                "bill for {number_4} GB, in dollars?")
    kinds = {k: "integer" for k in ("number", "number_2", "number_3", "number_4")}
    def row(b: int, r: int, g: int, u: int) -> tuple[Args, str]:
        return {"number": b, "number_2": r, "number_3": g, "number_4": u}, str(b + r * max(0, u - g))
    rows = [row(*t) for t in ((25, 4, 10, 17), (40, 9, 2, 21), (12, 3, 5, 30), (55, 12, 20, 24), (30, 6, 50, 61),
                              (18, 2, 10, 33), (47, 14, 5, 9), (22, 7, 20, 45))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "max(number_4 - number_3, 0)" in program.run_code, program and program.run_code
    assert "`max(number_4 - number_3, 0)`" in program.description, program.description  # named whole, once
    held_out = [row(35, 5, 10, 11), row(19, 8, 2, 40), row(60, 3, 50, 79)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    for used in (10, 4, 0):  # at or within the allowance: no example showed that the bill is the base
        assert "checked over" in declined_error(template, kinds, program, row(35, 5, 10, used)[0])
    assert "checked on positive" not in program.run_code  # the part over a bound takes nothing away
    # "for each km/h over the limit of {number_3} km/h": a unit with a slash, the bound after "the limit of";
    # a driver at or under the limit gets no fine, which no example showed: declined, never the base
    template = ("The fine for speeding is ${number} plus ${number_2} for each km/h over the limit of {number_3} km/h. "
                "What is the fine, in dollars, for driving at {number_4} km/h?")
    assert pbe._tiers(template) == [("number_3", "km/h")]
    def fine(f: int, p: int, limit: int, speed: int) -> tuple[Args, str]:
        return {"number": f, "number_2": p, "number_3": limit, "number_4": speed}, str(f + p * (speed - limit) if speed > limit else 0)
    rows = [fine(*t) for t in ((80, 7, 50, 71), (100, 3, 30, 44), (50, 12, 80, 133), (120, 5, 100, 101), (80, 9, 60, 98),
                               (50, 2, 50, 66), (100, 14, 30, 52), (120, 4, 80, 85))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "max(number_4 - number_3, 0)" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [fine(90, 6, 60, 75)]) == [fine(90, 6, 60, 75)[1]]
    for speed in (60, 55):
        assert "checked over" in declined_error(template, kinds, program, fine(90, 6, 60, speed)[0])


def test_steps_counted_whole_once_started_are_a_part_of_a_tier() -> None:
    # held-out set ninetyfifth: "for each further 20 g or part of it" counts a started step as a
    # whole one: the part over the bound in steps, rounded up, which no sum of the plain parts is
    template = ("A courier charges ${number} for the first {number_2} km and ${number_3} for each further 5 km or part of "
                "it. What does a {number_4} km delivery cost, in dollars?")
    assert pbe._started_step(template, "km") == "5"
    assert pbe._started_step("$2 per hour or part of an hour", "hour") == "1"
    assert pbe._started_step("$2 for each further {number_3} g or part thereof", "g") == "number_3"
    assert pbe._started_step("$2 for each further 20 g", "g") is None
    kinds = {k: "integer" for k in ("number", "number_2", "number_3", "number_4")}
    def row(a: int, first: int, rate: int, km: int) -> tuple[Args, str]:
        return {"number": a, "number_2": first, "number_3": rate, "number_4": km}, str(a + rate * -(-max(km - first, 0) // 5))
    rows = [row(*t) for t in ((12, 8, 3, 31), (25, 15, 6, 52), (7, 3, 2, 9), (18, 11, 8, 4), (9, 19, 1, 78), (29, 6, 5, 22),
                              (14, 2, 7, 60), (21, 17, 4, 12))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "_div_up(max(number_4 - number_2, 0), 5)" in program.run_code, program and program.run_code
    held_out = [row(10, 10, 3, 11), row(10, 10, 3, 15), row(10, 10, 3, 16), row(10, 10, 3, 10), row(30, 4, 9, 1)]
    assert held_out_answers(template, kinds, program, held_out) == ["13", "13", "16", "10", "30"]


def test_a_constant_times_a_quotient_over_a_sum_and_a_quotient_rounded_up() -> None:
    # held-out set ninetyfifth: two trains closing at the sum of their speeds meet after
    # `60 * distance / (speed + speed)` minutes, to the nearest minute; boxes of tablets needed
    # are `tablets * times * days / box`, rounded up: neither had a tool
    template = ("Two trains {number} km apart travel towards each other at {number_2} km/h and {number_3} km/h. After how "
                "many minutes do they meet, to the nearest minute?")
    kinds = {k: "integer" for k in ("number", "number_2", "number_3")}
    def meet(d: int, a: int, b: int) -> tuple[Args, str]:
        return {"number": d, "number_2": a, "number_3": b}, str(round(d / (a + b) * 60))
    # whole minutes bound the weight to within 0.2% only where the answers run to hours; the km/h and
    # minutes the template names make 60 a reading, which short meetings confirm well enough
    assert ("60", "60 (minutes to the hour)", 60) in pbe._unit_weights(template)
    for rows in ([meet(*t) for t in ((750, 80, 95), (420, 75, 90), (505, 120, 66), (890, 199, 60), (880, 150, 140),
                                     (640, 55, 70), (612, 101, 177), (300, 64, 170))],
                 [meet(*t) for t in ((168, 158, 110), (420, 75, 90), (33, 120, 41), (890, 199, 60), (251, 88, 143),
                                     (75, 40, 52), (612, 101, 177), (300, 64, 170))]):
        program = pbe.search(template, kinds, rows)
        assert program is not None and "(number_2 + number_3)" in program.run_code, program and program.run_code
        held_out = [meet(500, 100, 150), meet(21, 45, 47), meet(777, 190, 199)]
        assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    template = ("A patient takes {number} tablets {number_2} times a day for {number_3} days. Tablets come in boxes of "
                "{number_4}. How many boxes are needed?")
    kinds = {k: "integer" for k in ("number", "number_2", "number_3", "number_4")}
    def boxes(t: int, d: int, n: int, b: int) -> tuple[Args, str]:
        return {"number": t, "number_2": d, "number_3": n, "number_4": b}, str(-(-t * d * n // b))
    rows = [boxes(*t) for t in ((2, 4, 2, 30), (1, 3, 17, 14), (3, 2, 25, 56), (2, 1, 9, 10), (1, 4, 28, 20), (3, 3, 5, 28),
                                (2, 2, 13, 10), (1, 1, 29, 14))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "math.ceil" in program.run_code, program and program.run_code
    held_out = [boxes(2, 3, 10, 30), boxes(1, 2, 7, 14), boxes(3, 4, 21, 56)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_a_part_of_the_whole_the_numbers_make_as_a_fraction_in_lowest_terms() -> None:
    # held-out set ninetyfifth: "A jar holds 10 red, 7 green and 14 blue marbles. What is the chance
    # of drawing a green one, as a fraction in lowest terms?" needs the whole (10 + 7 + 14) and a
    # fraction of whole numbers, exact ("7/31", never the float 0.2258... written as a fraction)
    template = ("A jar holds {number} red, {number_2} green and {number_3} blue marbles. What is the chance of drawing a "
                "green one, as a fraction in lowest terms?")
    kinds = {k: "integer" for k in ("number", "number_2", "number_3")}
    def jar(r: int, g: int, b: int) -> tuple[Args, str]:
        return {"number": r, "number_2": g, "number_3": b}, str(fractions.Fraction(g, r + g + b))
    rows = [jar(*t) for t in ((10, 7, 14), (3, 5, 2), (1, 1, 1), (12, 4, 8), (6, 9, 19), (2, 13, 5), (11, 3, 7), (4, 4, 12))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "_fraction_of(" in program.run_code, program and program.run_code
    held_out = [jar(5, 0, 5), jar(0, 6, 0), jar(17, 2, 19), jar(9, 6, 3)]
    assert held_out_answers(template, kinds, program, held_out) == ["0", "1", "1/19", "1/3"]
    assert pbe._fraction_of(6, 8) == "3/4"
    with pytest.raises(toolkit.NotMine):
        pbe._fraction_of(1.5, 4)
    # its re-run: from 3 confirmed answers, all in lowest terms, the answer's shape copied the green
    # count before a "/" and the total after it ("{number_2}/<value>"), and routed 2 green of 8 to
    # "2/8" (4 wrong routes): a fraction in lowest terms on every example declines one that is not
    program = pbe.search(template, kinds, [jar(10, 7, 14), jar(3, 5, 3), jar(1, 1, 1)])
    assert program is not None and "_fraction_of(" not in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [jar(5, 4, 8), jar(2, 1, 4)]) == ["4/17", "1/7"]
    assert "lowest terms" in declined_error(template, kinds, program, jar(3, 2, 3)[0])


def test_whole_steps_of_a_stated_period_are_read_by_a_learned_sum() -> None:
    # held-out set ninetyfourth: a room "cools by 3 degrees every 10 minutes" is `t - r * (m // k)`
    # after m minutes: only whole periods count, which no sum of the plain numbers reads
    template = ("A room at {number} degrees cools by {number_2} degrees every {number_3} minutes. What is its temperature "
                "after {number_4} minutes?")
    kinds = {k: "integer" for k in ("number", "number_2", "number_3", "number_4")}
    def room(t: int, r: int, k: int, m: int) -> tuple[Args, str]:
        return {"number": t, "number_2": r, "number_3": k, "number_4": m}, str(t - r * (m // k))
    rows = [room(*t) for t in ((80, 3, 10, 47), (62, 1, 5, 33), (95, 5, 15, 160), (40, 2, 30, 61), (71, 4, 20, 19),
                               (55, 1, 10, 118), (88, 2, 5, 52), (33, 3, 15, 90))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "_div_down(number_4, number_3)" in program.run_code, program and program.run_code
    held_out = [room(90, 2, 10, 9), room(90, 2, 10, 10), room(90, 2, 10, 39), room(60, 5, 30, 300), room(25, 1, 15, 0)]
    assert held_out_answers(template, kinds, program, held_out) == ["90", "88", "84", "10", "25"]


def test_a_number_glued_to_its_unit_is_read_as_a_number() -> None:
    # held-out set ninetyfourth: "played at 1.5x speed" was mined as one identifier slot ("1.5x",
    # "2x"), which no arithmetic reads, and minutes left at a faster speed got no tool
    template = ("A {number}-minute podcast is played at {identifier} speed for {number_2} minutes. How many minutes of the "
                "podcast are left?")
    kinds = {"number": "integer", "identifier": "identifier", "number_2": "integer"}
    def row(n: int, speed: float, m: int) -> tuple[Args, str]:
        return {"number": n, "identifier": f"{speed:g}x", "number_2": m}, f"{n - speed * m:g}"
    rows = [row(*t) for t in ((44, 1.5, 10), (90, 2, 12), (61, 1.25, 30), (120, 1.75, 3), (33, 1, 20), (150, 1.5, 77),
                              (75, 2, 31), (52, 1.25, 8))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "_suffixed_number(identifier, 'x')" in program.run_code, program and program.run_code
    held_out = [row(100, 1.75, 40), row(20, 1, 19), row(180, 2, 1)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert "not a number followed by 'x'" in declined_error(template, kinds, program,
                                                            {"number": 30, "identifier": "fast", "number_2": 4})
    # units that differ between examples are no one unit: "1st", "2nd" stay words
    assert not any("_suffixed_number" in n.leaf_code for n in pbe._Search(
        "the {word} one", {"word": "identifier"}, [({"word": w}, w) for w in ("1st", "2nd", "3rd")],
        1000, 1.0, 3, 0.1, ()).leaves())


def test_a_weight_the_request_states_in_digits_is_the_slope() -> None:
    # held-out set ninetieth: "taking 1 hp as 745.7 W" and "at 343 m/s" (in km) state the slope; on
    # three rounded answers the search read an exact line through two of them (chance 0.13, refused)
    template = "Thunder is heard {number} seconds after the lightning. How many km away is the storm, at 343 m/s, to two decimal places?"
    kinds = {"number": "number"}
    rows = [({"number": t}, f"{t * 343 / 1000:.2f}") for t in (6.5, 17, 3.5)]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "343 / 1000" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"number": 11.5}, "")]) == ["3.94"]
    template = "How many horsepower is {number} watts, taking 1 hp as 745.7 W, to two decimal places?"
    rows = [({"number": w}, f"{w / 745.7:.2f}") for w in (1200, 36000, 250000)]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "745.7" in program.run_code, program and program.run_code
    assert pbe._template_numbers("Give the BASE64 of {text}, or ROT13 it by 12:30 on 3D day") == []


def test_values_without_their_extremes_and_a_share_in_percent() -> None:
    # held-out set ninetieth: the average after dropping the highest and the lowest value, and the
    # percentage of values below a number, had no primitive
    rng = random.Random(5)
    def values() -> list[int]:
        return [rng.randrange(1, 100) for _ in range(rng.randrange(4, 9))]
    template = "What is the average of {list} after dropping the highest and the lowest value, to two decimal places?"
    rows = [({"list": [str(x) for x in xs]}, f"{statistics.mean(sorted(xs)[1:-1]):.2f}") for xs in [values() for _ in range(4)]]
    program = pbe.search(template, {"list": "list"}, rows)
    assert program is not None and "_trimmed" in program.run_code, program and program.run_code
    assert held_out_answers(template, {"list": "list"}, program, [({"list": ["5", "1", "9", "7"]}, "")]) == ["6.00"]
    template = "What percentage of the numbers {list} are even, to one decimal place?"
    rows = [({"list": [str(x) for x in xs]}, f"{100 * sum(x % 2 == 0 for x in xs) / len(xs):.1f}")
            for xs in ([12, 7, 9], [4, 8, 15, 16, 23, 42, 5], [3, 10, 11, 20, 31, 33], [6, 1, 2, 8, 9, 14, 44, 17], [13, 21, 30])]
    program = pbe.search(template, {"list": "list"}, rows)
    assert program is not None and "100 * len(" in program.run_code, program and program.run_code
    assert held_out_answers(template, {"list": "list"}, program, [({"list": ["2", "3", "5"]}, "")]) == ["33.3"]


def test_a_product_over_a_round_number_rounded_to_a_whole_number() -> None:
    # held-out set ninetyfirst: calories burned are MET * kg * minutes / 60, to the nearest whole
    # number; a product's constant was only learned for answers with decimals, and never 1 / 60
    template = ("How many calories does a {number} kg person burn in {number_2} minutes of an activity with a MET of "
                "{number_3}, to the nearest whole number?")
    kinds = {"number": "integer", "number_2": "integer", "number_3": "number"}
    rows = [({"number": kg, "number_2": m, "number_3": met}, str(round(met * kg * m / 60)))
            for kg, m, met in ((72, 45, 8.3), (55, 120, 3.5), (98, 17, 11.2), (64, 90, 6.1))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "1 / 60" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"number": 80, "number_2": 30, "number_3": 7}, "")]) == ["280"]


def test_a_ratio_of_two_numbers_in_lowest_terms() -> None:
    # held-out set ninetyfirst: a screen's aspect ratio from its width and height took 6 examples
    # and a program of gcds, and ran out of budget on 3
    template = "What is the aspect ratio of a {number} by {number_2} pixel screen in lowest terms, written as W:H?"
    kinds = {"number": "integer", "number_2": "integer"}
    rows = [({"number": w, "number_2": h}, f"{w // math.gcd(w, h)}:{h // math.gcd(w, h)}")
            for w, h in ((664, 1494), (1037, 183), (3402, 972))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "_ratio_of" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"number": 1920, "number_2": 1080}, "")]) == ["16:9"]


def test_a_weight_of_two_digits_and_zeros_and_a_clock_reading_counted_in_its_unit() -> None:
    # held-out set ninetythird: a pace of 6:10 per km is 3600 / 370 km/h. A slot written m:ss was
    # no number for learned quotients, and 3600 (two digits and zeros) was never a learned weight
    # in a range as wide as seven answers to two decimals leave
    xs = [fractions.Fraction(1, s) for s in (370, 441, 298, 512, 333, 405, 266)]
    targets = [fractions.Fraction(f"{3600 / s:.2f}") for s in (370, 441, 298, 512, 333, 405, 266)]
    assert pbe._rounded_weight(xs, targets, 2)[0] == "3600"
    template = "A cyclist covers each km in {time}. What speed is that in km/h, to one decimal place?"
    kinds = {"time": "time"}
    rows = [({"time": t}, f"{3600 / (60 * int(t[:-3]) + int(t[-2:])):.1f}")
            for t in ("2:05", "1:47", "3:12", "2:40", "1:58")]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "3600 / " in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"time": "4:00"}, ""), ({"time": "1:30"}, "")]) == ["15.0", "40.0"]


@pytest.mark.parametrize("template, kinds, rows, held_out, said", [
    # ninetythird's miss: growth by a percent each period had a primitive only where the request
    # said "compound"
    ("A colony of {number} cells grows by {number_2}% each hour. How many cells are there after {number_3} hours, to the "
     "nearest whole number?", {"number": "number", "number_2": "number", "number_3": "number"},
     [((500, 10, 2), "605"), ((1200, 4, 7), "1579"), ((80, 25, 2), "125"), ((3000, 1.5, 10), "3482")],
     [((100, 50, 4), "506"), ((7777, 3, 0), "7777")], "grown by"),
    ("A car bought for {number} dollars depreciates by {number_2}% a year. What is it worth after {number_3} years, to "
     "the nearest dollar?", {"number": "number", "number_2": "number", "number_3": "number"},
     [((20000, 15, 2), "14450"), ((8500, 10, 5), "5019"), ((31000, 20, 2), "19840"), ((12000, 12.5, 4), "7034")],
     [((10000, 50, 3), "1250"), ((4000, 8, 1), "3680")], "less"),
])
def test_ninetythirds_growth_has_a_primitive(template, kinds, rows, held_out, said) -> None:
    _finds_and_answers(template, kinds, rows, held_out, said)


def test_what_is_needed_is_rounded_up_and_a_product_may_be_below_the_line() -> None:
    # held-out set ninetythird: cans of paint for a wall, `area * coats / (cover * can)` rounded
    # up: a ratio had no product below the line, and nothing rounded up unless the request said "up"
    template = ("How many boxes are needed to pack {number} eggs in trays of {number_2} when each box holds {number_3} "
                "trays?")
    kinds = {"number": "integer", "number_2": "integer", "number_3": "integer"}
    def row(n: int, t: int, k: int) -> tuple[dict[str, Any], str]:
        return {"number": n, "number_2": t, "number_3": k}, str(-(-n // (t * k)))
    rows = [row(*r) for r in ((500, 6, 4), (48, 6, 4), (130, 12, 2), (1000, 30, 5), (49, 6, 4), (365, 6, 8))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "math.ceil" in program.run_code, program and program.run_code
    held_out = [row(*r) for r in ((72, 6, 4), (73, 6, 4), (1, 30, 1), (900, 12, 6))]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


@pytest.mark.parametrize("template, minutes", [
    # held-out set ninetythird: the n-th bus of a timetable, `first + (n - 1) * every`; a time
    # was moved only by a number argument as it is
    ("The festival's first film starts at {time}; each film runs {number} minutes with a {number_2}-minute break after "
     "it. When does film number {number_3} start?", lambda run, pause, n: (n - 1) * (run + pause)),
    ("What time is it {number} hours and {number_2} minutes after {time}?", lambda h, m: 60 * h + m),
])
def test_a_clock_reading_a_learned_sum_of_minutes_after_another(template, minutes) -> None:
    kinds = {name: "time" if name == "time" else "integer" for name in re.findall(r"\{(\w+)\}", template)}
    numbers = [n for n in kinds if n != "time"]
    rng = random.Random(46)
    def row() -> tuple[dict[str, Any], str]:
        args = {n: rng.randrange(1, 12) if n == "number_3" or "hours" in template and n == "number" else
                rng.randrange(5, 59) for n in numbers}
        start = rng.randrange(0, 1440)
        args["time"] = f"{start // 60:02d}:{start % 60:02d}"
        end = (start + minutes(*(args[n] for n in numbers))) % 1440
        return args, f"{end // 60:02d}:{end % 60:02d}"
    program = pbe.search(template, kinds, [row() for _ in range(7)])
    assert program is not None and "_plus_minutes" in program.run_code, program and program.run_code
    held_out = [row() for _ in range(20)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_a_learned_sum_that_takes_a_term_away_declines_the_sign_no_example_had() -> None:
    # held-out set ninetyfourth: a baggage fee from bags all over the allowance was
    # `-allowance * fee + fee * weight`, and a bag under the allowance was routed to a fee below
    # zero (2 wrong routes); a candle's height `length - rate * hours` went below zero (1)
    template = ("A gym includes {number} visits a month and charges {number_2} dollars for each visit beyond those. What "
                "is the month's charge for {number_3} visits?")
    kinds = {"number": "integer", "number_2": "integer", "number_3": "integer"}
    rows = [({"number": a, "number_2": f, "number_3": v}, str((v - a) * f))
            for a, f, v in ((8, 5, 13), (10, 3, 22), (4, 7, 9), (12, 2, 30), (6, 9, 7), (5, 4, 16), (20, 11, 31), (3, 8, 25),
                            (15, 6, 17))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "-" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [({"number": 10, "number_2": 6, "number_3": 15}, "")]) == ["30"]
    # declined: the visits under the allowance (a first tier since hundredsecond's phone plan), or
    # the sign of the difference no example had
    assert re.search("positive|over number", declined_error(template, kinds, program, {"number": 10, "number_2": 6, "number_3": 4}))
    # a sum that takes a difference (`fee * minutes - fee * free`) holds the difference to its sign,
    # not the whole sum: with a fee on top, a stay just under the free minutes gave a positive sum
    # (5 - 2 = 3) and was routed, where nothing is charged; at the bound too, no example had it
    template = ("A garage gives {number} free minutes, then charges a $5 fee plus ${number_2} for each minute beyond. What "
                "is the charge for {number_3} minutes?")
    def stay(free: int, rate: int, minutes: int) -> tuple[Args, str]:
        return {"number": free, "number_2": rate, "number_3": minutes}, str(5 + rate * (minutes - free) if minutes > free else 0)
    rows = [stay(*t) for t in ((30, 2, 41), (15, 1, 80), (45, 3, 46), (20, 2, 95), (55, 1, 70), (10, 3, 33), (35, 2, 64),
                               (25, 1, 26))]
    program = pbe.search(template, kinds, rows)
    assert program is not None, program
    assert held_out_answers(template, kinds, program, [stay(40, 3, 52)]) == [stay(40, 3, 52)[1]]
    for minutes in (39, 40, 12):
        assert "positive" in declined_error(template, kinds, program, stay(40, 3, minutes)[0])
    assert "`number_3` - `number`" in program.description, program.description


def test_days_below_freezing_are_the_negative_numbers_of_a_list_of_amounts() -> None:
    # held-out set ninetyseventh: "This week's lowest temperatures were -3 °C, 3 °C, ... On how many
    # days was it below freezing?": "below freezing" names the numbers below zero
    template = "This week's lowest temperatures were {list}. On how many days was it below freezing?"
    kinds = {"list": "list"}
    def week(*lows: int) -> tuple[Args, str]:
        return {"list": ", ".join(f"{x} °C" for x in lows)}, str(sum(x < 0 for x in lows))
    rows = [week(-3, 3, 6, 11, 12, 9, 1), week(-1, -5, 2, 0, 4, -2, 7), week(5, -9, -4, -1, 3, 8, 10),
            week(-6, -2, -7, -3, 1, -8, 2), week(4, 0, 6, -1, 2, 9, 11), week(-2, -4, 1, 3, -6, 0, -1)]
    program = pbe.search(template, kinds, rows)
    assert program is not None
    held_out = [week(1, 2, 3, 4, 5, 6, 7), week(-1, -2, -3, -4, -5, -6, -7), week(0, -1, 0, 1, 0, -1, 0)]
    assert held_out_answers(template, kinds, program, held_out) == ["0", "7", "2"], program.description


def test_the_days_between_two_days_written_without_a_year() -> None:
    # held-out set ninetyseventh: "What is the bill for a stay from October 6th to October 25th?"
    # had no reading of its days: neither parsed as a date without its year, nor with "6th"
    template = "A hotel room costs {number} a night. What is the bill for a stay from {date} to {date_2}, in dollars?"
    kinds = {"number": "number", "date": "date", "date_2": "date"}
    def stay(price: int, month: str, first: int, last: int) -> tuple[Args, str]:
        return ({"number": price, "date": f"{month} {pbe._ordinal(first)}", "date_2": f"{month} {pbe._ordinal(last)}"},
                str((last - first) * price))
    rows = [stay(149, "October", 6, 25), stay(80, "May", 1, 3), stay(225, "June", 12, 28), stay(95, "August", 20, 21),
            stay(110, "March", 4, 19), stay(65, "October", 2, 9)]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "_days_apart(" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [stay(120, "May", 11, 30), stay(180, "August", 1, 2)]) == ["2280", "180"]
    # the next such day where the last comes earlier in the year; a span over the end of
    # February is declined: a leap year would change it
    assert pbe._days_apart("December 28th", "January 3rd") == 6 and pbe._days_apart("5 March", "7 March") == 2
    assert "year" in declined_error(template, kinds, program, {"number": 90, "date": "February 20th", "date_2": "March 2nd"})
    with pytest.raises(toolkit.NotMine):
        pbe._days_apart("October 6th, 2020", "October 9th")


def test_a_quotient_rounded_is_not_moved_by_float_error() -> None:
    # held-out set ninetyeighth: loaves for sandwiches came out as `-(-slices // (loaf / n))`, and
    # 18 / 27 is a float a hair under 2/3: 2 / (18 / 27) is 3.0000000000000004, rounded up to 4
    # loaves where 3 are needed (133 of 3,582 such requests in a sweep)
    template = ("Each sandwich uses {number} slices of bread. A loaf has {number_2} slices. How many loaves are needed for "
                "{number_3} sandwiches?")
    kinds = {k: "integer" for k in ("number", "number_2", "number_3")}
    def order(slices: int, loaf: int, n: int) -> tuple[Args, str]:
        return {"number": slices, "number_2": loaf, "number_3": n}, str(-(-slices * n // loaf))
    rows = [order(*t) for t in ((2, 18, 86), (2, 20, 13), (2, 16, 101), (2, 22, 7), (2, 24, 60), (2, 18, 40), (2, 20, 119),
                                (2, 16, 33))]
    program = pbe.search(template, kinds, rows)
    assert program is not None, program
    held_out = [order(2, 18, 27), order(2, 16, 24), order(2, 16, 56), order(2, 24, 36), order(3, 18, 27)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert pbe._div_up(2, 18 / 27) == 3 and pbe._div_down(1, 0.1) == 10 and pbe._div_up(10**20 + 1, 10**20) == 2
    assert pbe._div_down(-7, 2) == -4 and pbe._div_up(7.5, 2.5) == 3


def test_an_amount_written_in_two_units_is_read_in_either() -> None:
    # held-out set ninetyeighth: "a pace of 6 min 39 s per km" is 6 + 39 / 60 minutes a km; no
    # program of the search's size read it (the budget ran out)
    template = ("A runner keeps a pace of {number} min {number_2} s per km. How many minutes does a {number_3} km race take, "
                "to the nearest minute?")
    kinds = {"number": "integer", "number_2": "integer", "number_3": "number"}
    def race(m: int, s: int, d: float) -> tuple[Args, str]:
        return {"number": m, "number_2": s, "number_3": d}, str(int((m + s / 60) * d + 0.5))
    rows = [race(*t) for t in ((6, 39, 10), (4, 5, 21.1), (5, 30, 42.2), (7, 12, 5), (3, 58, 15), (6, 0, 8), (5, 47, 10),
                               (4, 20, 42.2))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "/ 60" in program.run_code, program and program.run_code
    held_out = [race(5, 15, 21.1), race(7, 59, 5), race(4, 1, 42.2)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert pbe._two_part_amounts("{a} ft {b} in tall, {c} kg {d} g, {e} min and {f} seconds, {g} km {h} s") == [
        ("a", "ft", "b", "in", 12), ("c", "kg", "d", "g", 1000), ("e", "minute", "f", "second", 60)]


def test_an_answer_shape_the_request_quotes_is_fixed_text_of_the_answer() -> None:
    # held-out set ninetyninth: "... how many full boxes are there and how many eggs are left?
    # Answer like '4 boxes, 3 left'." The quoted shape is in every example's arguments, so " boxes, "
    # and " left" were taken for text copied from them and the answer was not searched value by
    # value; an argument that never varies is the request's own text
    template = ("Eggs are packed {number} to a box. From {number_2} eggs, how many full boxes are there and how many eggs "
                "are left? Answer like '{quoted}'.")
    kinds = {"number": "integer", "number_2": "integer", "quoted": "quoted"}
    def eggs(k: int, n: int) -> tuple[Args, str]:
        return {"number": k, "number_2": n, "quoted": "4 boxes, 3 left"}, f"{n // k} boxes, {n % k} left"
    rows = [eggs(15, 37), eggs(12, 100), eggs(6, 45), eggs(10, 97), eggs(30, 250), eggs(12, 60)]
    program = pbe.search(template, kinds, rows)
    assert program is not None, program
    held_out = [eggs(6, 200), eggs(10, 20), eggs(15, 299)]
    assert held_out_answers(template, kinds, program, held_out) == ["33 boxes, 2 left", "2 boxes, 0 left", "19 boxes, 14 left"]
    # an argument that varies and holds the fixed text is still a source the answer may copy from
    assert pbe._copied_text([("1", "2"), " park"], [({"a": "park0"}, "1 park"), ({"a": "park1"}, "2 park")])


def test_a_quotient_whole_on_every_example_declines_a_fraction() -> None:
    # held-out set hundredth: the three answers the reviewer checked cut their ropes exactly, so
    # "0 cm left" was fixed text and the pieces `metres * 100 / cm`; "28 m in 30 cm pieces" then
    # answered "93.33 pieces, 0 cm left" (6 wrong routes). No example showed a fraction there.
    template = ("A rope {number} m long is cut into pieces of {number_2} cm. How many whole pieces are there, and how many "
                "cm are left over?")
    kinds = {"number": "integer", "number_2": "integer"}
    rows = [({"number": 16, "number_2": 40}, "40 pieces, 0 cm left"), ({"number": 33, "number_2": 15}, "220 pieces, 0 cm left"),
            ({"number": 6, "number_2": 40}, "15 pieces, 0 cm left")]
    program = pbe.search(template, kinds, rows)
    assert program is not None, program
    assert held_out_answers(template, kinds, program, [({"number": 20, "number_2": 40}, "")]) == ["50 pieces, 0 cm left"]
    assert "whole" in declined_error(template, kinds, program, {"number": 28, "number_2": 30})
    # with the request's sample answer ("Answer like '7 pieces, 20 cm left'"), the cm left vary: no
    # fixed "0 cm left" (hundredsecond's journeys), so three exact cuts vouch for no remainder
    sampled = template + " Answer like '7 pieces, 20 cm left'."
    program = pbe.search(sampled, kinds, rows)
    assert program is None or held_out_answers(sampled, kinds, program, [({"number": 28, "number_2": 30}, "")]) == \
        ["93 pieces, 10 cm left"], program.run_code
    # legs 3 and 4, 10 and 24, 9 and 40 have whole longest sides: legs 1 and 1 (1.4142135623730951? 1.41?) are declined
    legs = "The legs of a right triangle are {number} and {number_2}. Its longest side?"
    both = {"number": "number", "number_2": "number"}
    hypot = pbe.search(legs, both, [({"number": a, "number_2": b}, str(c)) for a, b, c in ((3, 4, 5), (10, 24, 26), (9, 40, 41))])
    assert hypot is not None and "whole" in declined_error(legs, both, hypot, {"number": 1, "number_2": 1})
    assert pbe._whole_shown(0.1 * 3 * 10) == 3  # a hair off a whole number is that number
    # a sum of whole numbers is whole wherever it is: nothing to decline
    add = pbe.search("Add {number} and {number_2}.", {"number": "integer", "number_2": "integer"},
                     [({"number": a, "number_2": b}, str(a + b)) for a, b in ((3, 4), (10, 25), (7, 70), (12, 5))])
    assert add is not None and "_whole_shown" not in add.run_code, add and add.run_code


def test_a_value_is_rounded_the_way_the_request_names() -> None:
    # held-out set hundredth: "... rounded down to a whole number?" over a product of three
    # arguments and a percentage: the search spent its budget before a floor step could follow
    template = ("A gardener sows {number} rows of {number_2} seeds, and {number_3}% of seeds come up. How many plants come up, "
                "rounded down to a whole number?")
    kinds = {k: "integer" for k in ("number", "number_2", "number_3")}
    def sow(r: int, s: int, p: int) -> tuple[Args, str]:
        return {"number": r, "number_2": s, "number_3": p}, str(r * s * p // 100)
    rows = [sow(*t) for t in ((19, 39, 80), (13, 28, 85), (28, 28, 90), (7, 33, 65))]
    program = pbe.search(template, kinds, rows)
    assert program is not None, program
    held_out = [sow(3, 7, 95), sow(29, 11, 40), sow(5, 5, 75), sow(2, 17, 60)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert [pbe._WAY_ASKED.search(t) is not None for t in ("rounded up to", "round down", "the floor of", "truncated",
                                                          "plants come up", "a round trip")] == [True] * 4 + [False] * 2


def test_a_search_whose_values_grow_huge_keeps_going() -> None:
    # a product of the numbers 2 to 2,600 has over 4,300 digits, which Python will not write as
    # text: comparing two such values raised ValueError out of the search
    rows = [({"number": 2 + i, "number_2": 2600 + 37 * i}, str(i * 7 % 5 + 10 * i)) for i in range(6)]
    report = pbe.search_report("From {number} to {number_2}: the number?", {"number": "number", "number_2": "number"}, rows,
                               budget=200_000, deadline_s=60)
    assert report.program is None and report.reason


def test_a_number_the_request_fixes_may_come_in_another_unit() -> None:
    # held-out set hundredth: watts at cents per kWh for a 30-day month is 30 / 100000 * w * h * c
    # dollars; the weight is the fixed 30 scaled by a power of ten, which no constant matched
    template = ("A {number} W heater runs {number_2} hours a day and electricity costs {number_3} cents per kWh. What does it "
                "cost to run for a {number_4}-day month, in dollars to the cent?")
    kinds = {k: "integer" for k in ("number", "number_2", "number_3", "number_4")}
    def bill(w: int, h: int, c: int) -> tuple[Args, str]:
        return {"number": w, "number_2": h, "number_3": c, "number_4": 30}, f"${float(fractions.Fraction(w * h * 30 * c, 100000)) + 1e-9:.2f}"
    rows = [bill(*t) for t in ((2000, 6, 42), (1500, 10, 42), (60, 10, 29), (750, 3, 17))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "100000" in program.run_code, program and program.run_code
    held_out = [bill(100, 24, 8), bill(2500, 1, 44), bill(500, 12, 31)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_two_unit_conversions_the_request_names_make_one_weight() -> None:
    # held-out set hundredth: drops a minute, d drops a ml, litres a week: n / d * 10080 / 1000.
    # Four answers to one decimal left a range of lines (declining a third of later requests)
    template = ("A tap drips {number} drops a minute, and {number_2} drops make 1 ml. How many litres does it waste in a "
                "week, to one decimal place?")
    kinds = {"number": "integer", "number_2": "integer"}
    def tap(n: int, d: int) -> tuple[Args, str]:
        return {"number": n, "number_2": d}, f"{float(fractions.Fraction(n * 10080, d * 1000)) + 1e-9:.1f}"
    rows = [tap(*t) for t in ((53, 15), (34, 20), (51, 15), (86, 25))]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "10080" in program.run_code, program and program.run_code
    held_out = [tap(13, 20), tap(117, 25), tap(70, 15), tap(6, 20)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    speed = pbe._unit_products("A car goes {number} km per hour. How many m per second is that?")
    assert ("(1000 / 3600)", "1000 (ms to the km) then 1 / 3600 (a second in hours)", 1000 / 3600) in speed
    assert pbe._unit_products("How many km in {number} m?") == ()  # one measure: `_unit_weights`'s


def test_a_small_answer_is_not_cut_from_a_writing_nor_one_part_left_to_luck() -> None:
    # 4 teams of 7 from 28 players, 6 of 5 from 30, 4 of 11 from 44: "34"[1:] (28 in octal) gave the
    # 4, and with a fourth example (9 players, 1 left) "whether the players are odd" gave the players
    # left, because each part of an answer was let be likelier luck than the whole
    template = ("{number} players are split into teams of {number_2}. How many full teams can be made, and how many players "
                "are left over? Answer like '3 teams, 2 left'.")
    kinds = {"number": "integer", "number_2": "integer"}
    def teams(n: int, k: int) -> tuple[Args, str]:
        return {"number": n, "number_2": k}, f"{n // k} teams, {n % k} left"
    held_out = [teams(29, 7), teams(12, 5), teams(30, 6), teams(62, 8)]
    box = default_sandbox()
    for shown in ([(28, 7), (30, 5), (44, 11)], [(28, 7), (30, 5), (44, 11), (9, 4)]):
        program = pbe.search(template, kinds, [teams(*t) for t in shown])
        if program is None:
            continue
        source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
        for args, answer in held_out:
            result = box.call(source, "run", args)
            assert (result.value == answer) if result.ok else result.error.startswith("NotMine"), (args, result, program.run_code)
    program = pbe.search(template, kinds, [teams(*t) for t in ((28, 7), (30, 5), (44, 11), (9, 4), (23, 6), (40, 8))])
    assert program is not None and held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    # a writing the template names is the task: its digits are the answer's
    octal = pbe.search("What is the last digit of {number} in octal?", {"number": "integer"},
                       [({"number": n}, format(n, "o")[-1]) for n in (28, 30, 44, 61, 95)])
    assert octal is not None and "'o'" in octal.run_code, octal and octal.run_code


def test_units_a_step_apart_convert_in_one_step() -> None:
    # held-out set hundredfirst: a tyre of c cm turns km * 100000 // c full times; km to cm took two
    # conversions (km to m, m to cm) and the search spent its budget first
    template = "A car tyre is {number} cm around. How many full turns does it make over {number_2} km?"
    kinds = {"number": "integer", "number_2": "integer"}
    def turns(c: int, d: int) -> tuple[Args, str]:
        return {"number": c, "number_2": d}, str(d * 100000 // c)
    rows = [turns(*t) for t in ((160, 2), (200, 70), (195, 33), (210, 8))]
    program = pbe.search(template, kinds, rows)
    assert program is not None, program
    held_out = [turns(175, 1), turns(220, 89), turns(190, 47)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    pairs = {(src, dst) for _, src, dst, _ in pbe._CONVERSIONS}
    assert {("km", "cm"), ("cm", "km"), ("g", "mg"), ("h", "s"), ("s", "h")} <= pairs


def test_a_clock_reading_that_is_no_time_of_day_is_no_clock() -> None:
    # held-out set hundredsecond (its first run's generator wrote an arrival at "29:07"): counting
    # each clock reading in minutes raised NotMine out of the search, and the forge with it
    template = ("A train leaves at {time} and arrives at {time_2} the same day. How long is the journey? "
                "Answer like '2 h 15 min'.")
    rows = [({"time": a, "time_2": b}, answer) for a, b, answer in (
        ("05:27", "11:02", "5 h 35 min"), ("19:40", "29:07", "9 h 27 min"), ("08:53", "09:11", "0 h 18 min"),
        ("10:05", "12:35", "2 h 30 min"))]
    for kind in ("time", "text"):
        report = pbe.search_report(template, {"time": kind, "time_2": kind}, rows, budget=20_000)
        assert report.reason  # an answer, found or not: no exception
    assert pbe._minutes_of_day(["6:10", "29:07"]) is None and pbe._minutes_of_day(["6:10", "23:59"]) == (370, 1439)


def test_an_example_whose_values_an_earlier_one_had_is_no_more_evidence() -> None:
    # held-out set hundredsecond: "Omar is 9 years and 9 months old" and "Ravi is 9 years and 9
    # months old" (117 both) and 13 years 10 months (166) fitted the line `years * 49 / 4 + 27 / 4`
    # through the two distinct points, the repeat counted as the evidence that confirmed it
    template = "{text} is {number} years and {number_2} months old. How many months old is {identifier}?"
    kinds = {"text": "text", "number": "number", "number_2": "number", "identifier": "identifier"}
    def age(who: str, y: int, m: int) -> tuple[Args, str]:
        return {"text": who, "number": y, "number_2": m, "identifier": who}, str(12 * y + m)
    held_out = [age("Ava", 10, 8), age("Lena", 3, 1), age("Zoe", 1, 0), age("Tom", 11, 10)]
    program = pbe.search(template, kinds, [age("Omar", 9, 9), age("Ravi", 9, 9), age("Noah", 13, 10)])
    assert program is None or held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out], \
        program.run_code
    search = pbe._Search(template, kinds, [age("Omar", 9, 9), age("Ravi", 9, 9), age("Noah", 13, 10)],
                         1000, 5.0, 7, 0.1, ())
    assert search.repeats(frozenset({"number"})) == [1] and search.repeats(frozenset({"text"})) == []


def test_text_a_sample_answer_varies_is_not_fixed() -> None:
    # held-out set hundredsecond: "Answer like '2 h 15 min'" and three journeys under an hour ("0 h 29
    # min", ...): "0 h" was taken as fixed text, and a journey of 1 h 50 min answered "0 h 110 min"
    template = ("A train leaves at {time} and arrives at {time_2} the same day. How long is the journey? "
                "Answer like '{quoted}'.")
    kinds = {"time": "time", "time_2": "time", "quoted": "quoted"}
    def journey(a: str, b: str, answer: str) -> tuple[Args, str]:
        return {"time": a, "time_2": b, "quoted": "2 h 15 min"}, answer
    shown = [journey("06:24", "06:53", "0 h 29 min"), journey("12:46", "13:09", "0 h 23 min"),
             journey("06:13", "06:31", "0 h 18 min")]
    held_out = [journey("11:37", "13:27", "1 h 50 min"), journey("06:40", "15:58", "9 h 18 min")]
    program = pbe.search(template, kinds, shown)
    assert program is None or held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out], \
        program.run_code
    assert pbe._sample_answers("Answer like '2 h 15 min'.", shown) == ["2 h 15 min", "2 h 15 min"]
    shapes = pbe._shapes([a for _, a in shown], {}, ["2 h 15 min"])
    assert all(not shape.before for shape in shapes), shapes  # "0 h " is no fixed text
    assert pbe._shapes([a for _, a in shown], {}, ["2 hours"])[1].before == (("lit", "0 h "),)  # not a sample


def test_a_pair_the_template_orders_by_size_is_read_larger_and_smaller() -> None:
    # held-out set hundredsecond: "$143 is shared in the ratio 6:7. How much does the larger share
    # get?" on examples whose second part was the larger: `n * b / (a + b)` fitted, and it was
    # wrong on every ratio written larger first
    kinds = {"number": "number", "number_2": "number", "number_3": "number"}
    for which, pick in (("larger", max), ("smaller", min)):
        template = f"{{number}} is shared between two people in the ratio {{number_2}}:{{number_3}}. How much does the {which} share get?"
        def share(n: int, a: int, b: int) -> tuple[Args, str]:
            return {"number": n, "number_2": a, "number_3": b}, f"${n * pick(a, b) // (a + b)}"
        program = pbe.search(template, kinds, [share(143, 6, 7), share(528, 5, 6), share(594, 2, 9), share(90, 4, 5)])
        assert program is not None and f"{pick.__name__}(number_2, number_3)" in program.run_code, program and program.run_code
        held_out = [share(935, 9, 8), share(161, 4, 3), share(60, 1, 5)]
        assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_an_allowance_the_template_includes_is_a_first_tier() -> None:
    # held-out set hundredsecond: "A phone plan costs $b a month and includes g GB of data. Each
    # extra GB costs $c." had no reading of the GB over the allowance, and no tool in 16 tasks
    template = ("A phone plan costs {number} a month and includes {number_2} GB of data. Each extra GB costs {number_3}. "
                "What is the bill for a month with {number_4} GB used?")
    kinds = {"number": "number", "number_2": "number", "number_3": "number", "number_4": "number"}
    def bill(b: int, g: int, c: int, u: int) -> tuple[Args, str]:
        return {"number": b, "number_2": g, "number_3": c, "number_4": u}, f"${b + max(0, u - g) * c}"
    assert pbe._tiers(template) == [("number_2", "gb")]
    assert pbe._tiers("The plan includes 300 free minutes; each additional minute costs {number}.") == [(300, "minutes")]
    program = pbe.search(template, kinds, [bill(15, 5, 5, 11), bill(30, 5, 3, 14), bill(15, 20, 5, 23), bill(25, 10, 5, 24)])
    assert program is not None, program
    held_out = [bill(20, 2, 2, 9), bill(10, 10, 3, 25)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    inside = bill(10, 20, 5, 12)  # no example inside the allowance: right or declined, never wrong
    source = build_tool_source(template, kinds, program.run_code, model="toolsmith pbe")
    result = default_sandbox().call(source, "run", inside[0])
    assert (result.value == inside[1]) if result.ok else result.error.startswith("NotMine"), result


def test_counts_against_the_item_before_and_a_letter_of_the_alphabet() -> None:
    # held-out set hundredsecond: "How many numbers in {list} are larger than the number just before
    # them?" and "How many letters of '{quoted}' come after '{quoted_2}' in the alphabet?" had no
    # primitive, and no tool in 16 tasks
    template, kinds = "How many numbers in {list} are larger than the number just before them?", {"list": "list"}
    def rises(*xs: int) -> tuple[Args, str]:
        return {"list": [str(x) for x in xs]}, str(sum(b > a for a, b in zip(xs, xs[1:])))
    program = pbe.search(template, kinds, [rises(41, 31, 11, 45, 51, 57, 16), rises(32, 26, 13, 21, 20, 48),
                                           rises(57, 11, 13, 2, 43, 44, 16, 14), rises(1, 42, 51, 44, 28, 27)])
    assert program is not None and "larger than the one before" in program.description, program and program.description
    held_out = [rises(1, 2, 3, 4, 5), rises(9, 8, 7), rises(5, 5, 6)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    template = "How many letters of '{quoted}' come after '{quoted_2}' in the alphabet?"
    kinds = {"quoted": "quoted", "quoted_2": "quoted"}
    def after(word: str, letter: str) -> tuple[Args, str]:
        return {"quoted": word, "quoted_2": letter}, str(sum(c > letter for c in word))
    program = pbe.search(template, kinds, [after("blanket", "m"), after("fountain", "m"), after("granite", "m"),
                                           after("scissors", "m"), after("walrus", "m")])
    assert program is not None and "after" in program.description, program and program.description
    held_out = [after("zeppelin", "m"), after("almond", "m"), after("rainbow", "c")]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    declined_error(template, kinds, program, {"quoted": "zeppelin", "quoted_2": "mn"})


def test_a_quotient_computed_in_floats_is_written_as_the_fraction_it_stands_for() -> None:
    # held-out set hundredthird: "A fair {n}-sided die is rolled. What is the probability of rolling
    # more than {k}, as a fraction in lowest terms?": (n - k) / n is 0.16666666666666666 in floats,
    # which was written "8333333333333333/50000000000000000", and no program fit
    template = ("A fair {number}-sided die is rolled. What is the probability of rolling more than {number_2}, as a "
                "fraction in lowest terms?")
    kinds = {"number": "number", "number_2": "number"}
    def die(n: int, k: int) -> tuple[Args, str]:
        f = fractions.Fraction(n - k, n)
        return {"number": n, "number_2": k}, f"{f.numerator}/{f.denominator}"
    program = pbe.search(template, kinds, [die(6, 5), die(20, 12), die(20, 8)])
    assert program is not None, program
    held_out = [die(12, 1), die(8, 6), die(10, 3)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert [pbe._as_fraction(x) for x in (1 / 6, 0.3333, 0.1 + 0.2, 4)] == ["1/6", "3333/10000", "3/10", "4"]


def test_a_number_in_expanded_form() -> None:
    # held-out set hundredthird: "Write {number} in expanded form, like '300 + 40 + 5'." had no
    # primitive for the value of each digit in its place, and no tool
    template, kinds = "Write {number} in expanded form, like '{quoted}'.", {"number": "number", "quoted": "quoted"}
    def expanded(n: int) -> tuple[Args, str]:
        d = str(n)
        return {"number": n, "quoted": "300 + 40 + 5"}, " + ".join(c + "0" * (len(d) - i - 1) for i, c in enumerate(d) if c != "0")
    program = pbe.search(template, kinds, [expanded(64805), expanded(94769), expanded(317)])
    assert program is not None and "place" in program.description, program and program.description
    held_out = [expanded(4072), expanded(90001), expanded(58)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert pbe._place_values(4072) == [4000, 70, 2]


def test_a_hit_on_an_example_a_sum_was_learned_from_is_no_evidence_against_it() -> None:
    # held-out set hundredthird: "{who} commutes {d} km each way, {n} days a week. How many km is
    # that in {w} weeks?" fitted `2 * d * n * w` on 4 examples, then was luck on 6 (chance 1,114):
    # sums learned from the later examples hit them by construction, and those hits counted as
    # rivals there, so the more examples, the likelier luck looked
    template = "{text} commutes {number} km each way, {number_2} days a week. How many km is that in {number_3} weeks?"
    kinds = {"text": "text", "number": "number", "number_2": "number", "number_3": "number"}
    def commute(who: str, d: int, n: int, w: int) -> tuple[Args, str]:
        return {"text": who, "number": d, "number_2": n, "number_3": w}, str(2 * d * n * w)
    rows = [commute("Sam", 34, 3, 10), commute("Aiko", 37, 3, 3), commute("Sam", 32, 3, 4), commute("Jon", 38, 4, 1),
            commute("Nadia", 36, 3, 8), commute("Priya", 32, 5, 4)]
    program = pbe.search(template, kinds, rows)
    assert program is not None, program
    held_out = [commute("Ben", 23, 3, 9), commute("Ann", 5, 6, 11)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_a_description_writes_the_parentheses_its_arithmetic_needs() -> None:
    # held-out set hundredfourth: saving half of a weekly allowance was described as "`b` / `a` / 2
    # rounded up", which reads as b / (2 a): a reviewer reads the description, not the code
    template, kinds = "Kai gets {a} a week and saves half of it. How many weeks to save {b}?", {"a": "number", "b": "number"}
    def weeks(a: int, b: int) -> tuple[Args, str]:
        return {"a": a, "b": b}, str(-(-b // (a // 2)))
    program = pbe.search(template, kinds, [weeks(10, 11), weeks(40, 319), weeks(38, 51), weeks(18, 340), weeks(28, 169),
                                           weeks(40, 68), weeks(6, 198)])
    assert program is not None and "`b` / (`a` / 2)" in program.description, program and program.description
    sub = pbe._op("sub", "num,num", "({0} - {1})", "{0} - {1}")
    add = pbe._op("add", "num,num", "({0} + {1})", "{0} + {1}")
    x, y, z = (pbe._Node(None, (), (), "num", 1, frozenset(), leaf_doc=n) for n in "xyz")
    def node(op: object, *args: object) -> object:
        return pbe._Node(op, args, (), "num", 3, frozenset())
    assert node(sub, x, node(add, y, z)).doc() == "x - (y + z)"
    assert node(sub, node(add, x, y), z).doc() == "x + y - z"


def test_steps_and_turns_simulated() -> None:
    # BBH navigate ("Take 3 steps. Turn around. Take 3 steps." -> does it return to the starting
    # point?) had no primitive and never got a tool; a walk is a small simulation, not luck
    template = "Follow these moves. Do you end at the starting point? {steps}\nOptions:\n- Yes\n- No"
    kinds = {"steps": "steps"}
    def walk(steps: str, back: bool) -> tuple[Args, str]:
        return {"steps": steps}, "Yes" if back else "No"
    rows = [walk("Take 4 steps. Turn around. Take 4 steps.", True), walk("Always face forward. Take 2 steps left. Take 5 steps right.", False),
            walk("Take 1 step. Turn left. Take 1 step. Turn left. Take 1 step. Turn left. Take 1 step.", True),
            walk("Always face forward. Take 6 steps backward. Take 6 steps forward. Take 1 step left.", False),
            walk("Turn right. Take 3 steps. Turn right. Take 3 steps.", False),
            walk("Always face forward. Take 2 steps left. Take 7 steps forward. Take 2 steps right. Take 7 steps backward.", True)]
    program = pbe.search(template, kinds, rows)
    assert program is not None and "start" in program.description, program and program.description
    held_out = [walk("Take 5 steps. Turn right. Turn right. Take 5 steps.", True), walk("Take 2 steps. Turn left. Take 2 steps.", False),
                walk("Always face forward. Take 3 steps right. Take 3 steps left.", True)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert pbe._walk("Walk 3 km north, then 4 km east.") == (4, 3)
    assert pbe._walk("Take 1.5 steps right. Take 2 steps left.") == (-0.5, 0)
    with pytest.raises(toolkit.NotMine):
        pbe._walk("Take the second road on the left.")


def test_a_duration_from_a_value_in_the_larger_unit_and_a_zero_field() -> None:
    # held-out set hundredfifth: "A printer prints {p} pages per minute. How long does it take to
    # print {n} pages? Answer like '3 min 20 s'." had no tool: 149 / 15 minutes is no whole count
    # of seconds until it is times 60, and "13 min 0 s" read "0" as a zero-padded field, so the
    # answers had no one padding and no duration form
    template = "A printer prints {p} pages per minute. How long does it take to print {n} pages? Answer like '{quoted}'."
    kinds = {"p": "number", "n": "number", "quoted": "quoted"}
    def printing(p: int, n: int) -> tuple[Args, str]:
        s = n * 60 // p
        return {"p": p, "n": n, "quoted": "3 min 20 s"}, f"{s // 60} min {s % 60} s"
    program = pbe.search(template, kinds, [printing(15, 149), printing(15, 145), printing(12, 231), printing(10, 130)])
    assert program is not None, program
    held_out = [printing(30, 207), printing(60, 5), printing(20, 1)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert pbe._padding(["56", "0"]) == 1 and pbe._padding(["05", "7"]) is False


DATE_IN_WORDS = "Write the date {fraction} (day/month) in words, like '{quoted}'."


def date_in_words(day: int, month: int) -> tuple[Args, str]:
    """A date "10/06" and its words, "the 10th of June"."""
    return {"fraction": f"{day:02d}/{month:02d}", "quoted": "the 1st of January"}, \
        f"the {pbe._ordinal(day)} of {pbe._month_name(month)}"


def test_an_ordinal_is_one_part_of_an_answer_and_a_month_named_from_a_number_read() -> None:
    # held-out set hundredfifth: "Write the date 10/06 (day/month) in words, like 'the 1st of
    # January'." had no tool: "10th" was cut into "10" and "th" (a suffix no search computes),
    # and a month could be named only from an argument, never from a number read out of one
    template, kinds, date = DATE_IN_WORDS, {"fraction": "fraction", "quoted": "quoted"}, date_in_words
    program = pbe.search(template, kinds, [date(10, 6), date(6, 10), date(21, 12), date(3, 4)])
    assert program is not None, program
    held_out = [date(1, 1), date(22, 9), date(30, 11), date(12, 2)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert pbe._answer_parts(["the 10th of June", "the 21st of May"]) == ["the ", ("10th", "21st"), " of ", ("June", "May")]


def test_a_suffix_th_after_every_number_is_an_ordinal_not_fixed_text() -> None:
    # hundredfifth's re-run: dates whose checked days all ended in "th" ("the 10th of June", "the
    # 6th of October") made "th" fixed text after the day, and "01/05" answered "the 1th of May"
    # (3 wrong routes without the reviewer)
    template, kinds, date = DATE_IN_WORDS, {"fraction": "fraction", "quoted": "quoted"}, date_in_words
    program = pbe.search(template, kinds, [date(10, 6), date(6, 10), date(14, 12), date(27, 4), date(9, 2)])
    held_out = [date(1, 5), date(22, 9), date(3, 11), date(12, 2)]
    assert program is not None and "ordinal" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert pbe._shapes(["10th", "6th"], {})[-1].holes == ("10th", "6th")


def test_the_sum_of_a_list_of_numbers_joins_learned_sums() -> None:
    # held-out set hundredsixth: the score a next test needs for a mean, `mean * count -
    # sum(scores)`, had no tool: a learned sum read number arguments only, and the plain search
    # ran out of budget before a product minus a list's sum
    template = "My test scores so far are {list}. What score on the next test makes the mean of all {number} tests {number_2}?"
    kinds = {"list": "list", "number": "number", "number_2": "number"}
    def row(scores: list[int], mean: int) -> tuple[Args, str]:
        return {"list": [str(s) for s in scores], "number": len(scores) + 1, "number_2": mean}, \
            str(mean * (len(scores) + 1) - sum(scores))
    shown = [row([62, 87, 45], 70), row([55, 49], 60), row([88, 48, 67, 56], 64), row([86, 53, 98], 62)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "the sum of the values of `list`" in program.description, program and program.description
    held_out = [row([70, 69, 73], 68), row([77, 98], 90), row([65, 63, 99, 50], 74), row([90], 80)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert toolkit.parse_list("55 and 49") == ["55", "49"] and toolkit.parse_list("red or blue") == ["red", "blue"]
    assert toolkit.parse_list("apple pear fig") == ["apple", "pear", "fig"]


def test_a_height_in_feet_and_inches_converts_to_centimetres() -> None:
    # held-out set hundredsixth: "someone of 5 ft 7 in, in centimetres": "in" names inches only
    # in a two-part amount, and no conversion from inches was offered
    template = "How tall is someone of {number} ft {number_2} in, in centimetres to the nearest whole number?"
    kinds = {"number": "number", "number_2": "number"}
    def row(ft: int, inch: int) -> tuple[Args, str]:
        return {"number": ft, "number_2": inch}, str(int((12 * ft + inch) * 2.54 + 0.5))
    program = pbe.search(template, kinds, [row(4, 9), row(5, 1), row(5, 10)])
    assert program is not None and "`number` ft `number_2` in inches in cm" in program.description, \
        program and program.description
    held_out = [row(6, 2), row(4, 0), row(5, 11), row(6, 11)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_a_learned_sum_that_can_fit_anything_over_one_argument_is_no_fit() -> None:
    # held-out set hundredsixth, heights with no unit named: `1 + a + a * a` interpolates any
    # answers over three values of `a`, and a learned `4 / 3 + 539 / 18 * a + 23 / 9 * b + 1 / 18
    # * a * a` fitted 12 examples and was wrong on 6 of 24. Here the answer is a table over `a`
    # that no rule writes, plus `b`
    template = "What is the grade of {number} and {number_2}?"
    kinds = {"number": "number", "number_2": "number"}
    table = {4: 7, 5: 1, 6: 12}
    def row(a: int, b: int) -> tuple[Args, str]:
        return {"number": a, "number_2": b}, str(table[a] + 3 * b)
    shown = [row(*p) for p in ((4, 9), (5, 1), (5, 10), (6, 3), (4, 2), (6, 7), (5, 5), (4, 4), (6, 0), (5, 8))]
    program = pbe.search(template, kinds, shown)
    assert program is None, program.description
    one = [fractions.Fraction(v) for v in (4, 5, 6, 4)]
    assert pbe._interpolates([((), 0), ((0,), 0), ((0, 0), 0)], [one])
    assert not pbe._interpolates([((), 0), ((0,), 0)], [one]) and not pbe._interpolates([((0,), 0), ((0, 1), 0)], [one, one])


def test_a_plus_sign_the_answers_write_is_their_form() -> None:
    # held-out set hundredsixth: "Answer with a sign, like '+5' or '-7' (or '0')": the tool wrote
    # "41" for "+41", and "41" and "+41" compared equal, so no check saw it
    template = ("A team scored {number} goals and conceded {number_2}. What is its goal difference? Answer with a sign, "
                "like '{quoted}' or '{quoted_2}' (or '{quoted_3}').")
    kinds = {"number": "number", "number_2": "number", "quoted": "quoted", "quoted_2": "quoted", "quoted_3": "quoted"}
    def row(f: int, a: int) -> tuple[Args, str]:
        return {"number": f, "number_2": a, "quoted": "+5", "quoted_2": "-7", "quoted_3": "0"}, \
            "0" if f == a else f"{f - a:+d}"
    program = pbe.search(template, kinds, [row(57, 60), row(53, 12), row(36, 36)])
    assert program is not None and "with a + before a value over zero" in program.description, program and program.description
    held_out = [row(80, 21), row(14, 70), row(45, 45), row(11, 10)]
    assert held_out_answers(template, kinds, program, held_out) == ["+59", "-56", "0", "+1"]
    program = pbe.search(template, kinds, [row(57, 60), row(53, 12), row(30, 18)])  # no zero shown: declined
    assert program is not None and "no example showed how zero" in declined_error(template, kinds, program, row(45, 45)[0])
    assert not answers_match("+41", "41") and answers_match("+41", "+41.0") and answers_match("-3", "-3.0")


def test_a_signed_answer_may_write_zero_as_a_word() -> None:
    # held-out set hundredtenth: a golf score against par is "+4", "-2" or "E" at par; the signed
    # form knew zero only as a number, so no program fit. The word is learned where the value is 0
    template = "A shop had {number} staff last year and has {number_2} now. What is the change? Answer like '+3', '-1' or 'level'."
    kinds = {"number": "number", "number_2": "number"}
    def row(a: int, b: int) -> tuple[Args, str]:
        return {"number": a, "number_2": b}, "level" if a == b else f"{b - a:+d}"
    shown = [row(12, 15), row(40, 31), row(7, 7), row(23, 30), row(18, 2), row(9, 14)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "zero written 'level'" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row(5, 5), row(60, 72), row(33, 8)]) == ["level", "+12", "-25"]
    two_words = [row(12, 15), row(40, 31), row(7, 7), row(23, 30), row(18, 2), row(9, 14), ({"number": 4, "number_2": 4}, "same")]
    program = pbe.search(template, kinds, two_words)  # zero written two ways: no form writes both
    assert program is None or "zero written" not in program.description, program.description


def test_the_letters_doubled_in_a_word_are_named_by_twice_or_repeated_in_a_row() -> None:
    # held-out set hundredtenth: "Which letter appears twice in a row in "ladder"?" had no program:
    # the letters a word doubles were tried only for "double letter" or "letter twice in a row"
    template = "Name the character that is repeated in a row in the code \"{quoted}\", or say nothing if none is."
    kinds = {"quoted": "quoted"}
    def row(code: str) -> tuple[Args, str]:
        doubled = [c for c, run in itertools.groupby(code) if len([*run]) > 1]
        return {"quoted": code}, doubled[0] if doubled else "nothing"
    program = pbe.search(template, kinds, [row("k7zzq"), row("ab3c"), row("x99y"), row("mppn")])
    assert program is not None and "comes twice in a row, in order" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("qrs"), row("4tt5"), row("hhj"), row("a1a2")]) == \
        ["nothing", "t", "h", "nothing"]  # "a1a2" repeats "a", but not in a row


def test_a_list_joined_from_pairs_alone_declines_three_items() -> None:
    # held-out set hundredeleventh: "Write "Aisha Khan" with the surname first" was learned from
    # names of two words as the words reversed, joined with ", ": "Maria James Martin" became
    # "Martin, James, Maria". Pairs show one gap; a third item's place and separator are a guess
    template = "Write the route \"{quoted}\" the other way round, like 'Oslo - Bergen'."
    kinds = {"quoted": "quoted"}
    def row(stops: str) -> tuple[Args, str]:
        return {"quoted": stops}, " - ".join(stops.split()[::-1])
    program = pbe.search(template, kinds, [row("Lyon Paris"), row("Turin Milan"), row("Gent Brugge"), row("Porto Braga")])
    assert program is not None and "declines three items or more" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("Rome Pisa")]) == ["Pisa - Rome"]
    assert "no example showed more than two" in declined_error(template, kinds, program, row("Cork Galway Sligo")[0])
    program = pbe.search(template, kinds, [row("Lyon Paris"), row("Turin Milan Genoa"), row("Gent Brugge"), row("Porto Braga")])
    assert program is not None and "declines" not in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [row("Cork Galway Sligo Ennis")]) == ["Ennis - Sligo - Galway - Cork"]


def test_an_example_where_a_claim_about_order_is_vacuous_is_no_evidence() -> None:
    # held-out set hundredeleventh: "Is "kIof9u6wnhZ" a strong password?" fitted "not whether the
    # digits are in increasing order" from 10 examples, wrong on 3 of 24. Most of the "no"s had
    # fewer than two digits: a list of one is in every order, so those examples said nothing
    template = "Does the badge \"{quoted}\" open the north gate (it needs a digit)? Answer yes or no."
    rows = [("kx7pqm", "no"), ("abwtz", "no"), ("m2vvq", "no"), ("rrtjk", "no"), ("p0lqe", "no"), ("zyxw", "no"),
            ("q9c4d", "yes"), ("h82b", "yes"), ("t5s3u1", "yes"), ("e1f6", "no")]
    report = pbe.search_report(template, {"quoted": "quoted"}, [({"quoted": q}, a) for q, a in rows])
    assert report.program is None and "increasing order" in report.reason, report.reason


def test_a_program_that_reads_only_the_bigger_part_of_an_amount_declines_a_zero_smaller_part() -> None:
    # held-out set hundredsixth: a car park's fee for "each extra hour or part of one" was learned
    # as `first + rate * hours` from stays that all had some minutes: "3 h 0 min" would cost an
    # hour too much, and nothing said so
    template = ("A car park charges {number} for the first hour and {number_2} for each extra hour or part of one. "
                "What does a stay of {number_3} h {number_4} min cost?")
    kinds = {k: "number" for k in ("number", "number_2", "number_3", "number_4")}
    def row(a: float, b: float, h: int, m: int) -> tuple[Args, str]:
        fee = a + b * max(0, -(-(60 * h + m - 60) // 60))
        return {"number": a, "number_2": b, "number_3": h, "number_4": m}, f"${fee:.2f}".replace(".00", "")
    shown = [row(2, 2, 1, 42), row(2, 1.5, 3, 46), row(3, 3, 7, 20), row(5, 2.5, 0, 30), row(3, 1, 4, 15),
             row(4, 2, 2, 5), row(2, 3, 5, 59), row(3, 1.5, 6, 1)]
    program = pbe.search(template, kinds, shown)  # `number + number_2 * number_3`: the minutes unread
    assert program is not None and "it declines `number_4` of 0" in program.description, program and program.description
    assert "no example had 0 minutes" in declined_error(template, kinds, program, row(3, 2, 3, 0)[0])
    held_out = [row(2, 2, 2, 10), row(4, 1, 0, 50), row(3, 2.5, 5, 33)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_doubled_letters_and_the_word_the_request_quotes_for_none() -> None:
    # held-out set hundredsixth: "List the letters that are doubled in 'bookkeeper', in order,
    # like 'o, k, e' (or 'none')" had no primitive, and with one, "planet" was declined: no
    # example was empty, though the request says how none is written
    template = "List the letters that are doubled in '{quoted}', in order, like '{quoted_2}' (or '{quoted_3}')."
    kinds = {"quoted": "quoted", "quoted_2": "quoted", "quoted_3": "quoted"}
    def row(word: str) -> tuple[Args, str]:
        found = [a for a, b in zip(word, word[1:]) if a == b]
        return {"quoted": word, "quoted_2": "o, k, e", "quoted_3": "none"}, ", ".join(found) or "none"
    program = pbe.search(template, kinds, [row("kitten"), row("possess"), row("happiness")])
    assert program is not None and "or 'none' when there is none" in program.description, program and program.description
    held_out = [row("bookkeeper"), row("planet"), row("mississippi"), row("balloon")]
    assert held_out_answers(template, kinds, program, held_out) == ["o, k, e", "none", "s, s, p", "l, o"]


def test_to_the_cent_asks_for_two_decimal_places() -> None:
    # held-out set hundredsixth: "What is the total, in dollars to the cent?" over bills all
    # shown with cents declined a whole amount ("$171" or "$171.00"?): the request said
    template = ("An electricity bill covers {number} kWh at {number_2} cents per kWh plus a {number_3} standing charge. "
                "What is the total, in dollars to the cent?")
    kinds = {"number": "number", "number_2": "number", "number_3": "number"}
    def row(u: int, c: float, s: float) -> tuple[Args, str]:
        return {"number": u, "number_2": c, "number_3": s}, f"${u * c / 100 + s + 1e-9:.2f}"
    program = pbe.search(template, kinds, [row(511, 31, 12.5), row(611, 31, 10), row(176, 31, 19)])
    assert program is not None, program
    held_out = [row(300, 24, 8), row(100, 27, 15), row(250, 34, 12.5)]
    assert held_out_answers(template, kinds, program, held_out) == ["$80.00", "$42.00", "$97.50"]


def test_an_amount_for_every_so_many_units_is_a_ratio_not_whole_steps() -> None:
    # held-out set hundredseventh: "Mix {a} ml of fertiliser with every {b} litres of water. How
    # many ml go into {c} litres?" had no tool: "every {b} litres" made learned sums read `c // b`
    # whole steps in place of `b` and `c`, and `a * c / b` (487.5 ml) was out of the ratios' reach
    template = ("Mix {number} ml of fertiliser with every {number_2} litres of water. How many ml of fertiliser go into "
                "{number_3} litres?")
    kinds = {"number": "number", "number_2": "number", "number_3": "number"}
    def row(a: int, b: int, c: int) -> tuple[Args, str]:
        return {"number": a, "number_2": b, "number_3": c}, toolkit.format_number(a * c / b)
    program = pbe.search(template, kinds, [row(10, 2, 18), row(5, 1, 5), row(25, 10, 6), row(25, 2, 39)])
    assert program is not None and program.description == "Returns `number` * `number_3` / `number_2`.", \
        program and program.description
    held_out = [row(5, 2, 17), row(30, 4, 9), row(15, 5, 1), row(20, 10, 55)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_an_angle_on_a_pie_chart_is_a_share_of_a_full_turn() -> None:
    # held-out set hundredseventh: "What angle does tea get on a pie chart, to the nearest
    # degree?" had no tool: 360 is named by "angle" and "degree", never written
    template = ("In a survey of {number} people, {number_2} chose {text}. What angle does {text_2} get on a pie chart, "
                "to the nearest degree?")
    kinds = {"number": "number", "number_2": "number", "text": "text", "text_2": "text"}
    def row(n: int, k: int) -> tuple[Args, str]:
        return {"number": n, "number_2": k, "text": "tea", "text_2": "tea"}, str(int(360 * k / n + 0.5))
    shown = [row(*p) for p in ((60, 28), (24, 19), (150, 7), (240, 121), (120, 32), (45, 17))]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "360 (degrees in a full turn)" in program.description, program and program.description
    held_out = [row(*p) for p in ((36, 11), (90, 4), (300, 299), (72, 35))]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_a_ratio_written_with_a_colon_gives_its_two_numbers() -> None:
    # held-out set hundredseventh: "A 16:9 screen is 1920 pixels wide. How many pixels high is
    # it?" had no tool: "16:10" reads as a clock time, so the miner kept every ratio one value
    template, kinds = "A {name} screen is {number} pixels wide. How many pixels high is it?", {"name": "name", "number": "number"}
    def row(ratio: str, w: int) -> tuple[Args, str]:
        a, b = map(int, ratio.split(":"))
        return {"name": ratio, "number": w}, str(w * b // a)
    program = pbe.search(template, kinds, [row("3:2", 375), row("16:10", 1440), row("4:3", 800), row("16:9", 1280)])
    assert program is not None and "the second number of the ratio `name`" in program.description, \
        program and program.description
    held_out = [row("16:9", 1920), row("21:9", 2520), row("4:3", 1024), row("16:10", 1680)]
    assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]
    assert pbe._ratio_part("16:9", 1) == 9 and pbe._ratio_part(" 4:3 ", 0) == 4


def test_punctuation_marks_are_counted_where_the_request_names_them() -> None:
    # held-out set hundredseventh: "How many punctuation marks are in "..."?" had no primitive
    template, kinds = 'How many punctuation marks are in "{quoted}"?', {"quoted": "quoted"}
    def row(text: str) -> tuple[Args, str]:
        return {"quoted": text}, str(sum(c in ",;:.!?'" for c in text))
    program = pbe.search(template, kinds, [row("early see; bus at the but; go at."), row("no it's, well yes; now: wait?"),
                                           row("well it's late so we left")])
    assert program is not None and "how many punctuation marks `quoted` has" in program.description, \
        program and program.description
    held_out = [row("stop"), row("Tom didn't see it, oh no!"), row("yes: go, go, go.")]
    assert held_out_answers(template, kinds, program, held_out) == ["0", "3", "4"]


def test_an_amount_with_commas_from_a_learned_sum_is_written_as_its_search_saw_it() -> None:
    # held-out set hundredeighth: a base pay plus a commission, `b + 1 / 100 * c * s`, was found
    # over exact values, and its code wrote the float: "$5,496.0" where the examples said "$5,496"
    template = "An agent is paid ${number} plus {number_2}% of a ${number_3} sale. What is the agent paid?"
    kinds = {"number": "number", "number_2": "number", "number_3": "number"}
    def row(b: int, c: int, s: int) -> tuple[Args, str]:
        return {"number": b, "number_2": c, "number_3": s}, f"${b + c * s // 100:,}"
    shown = [row(800, 8, 58100), row(350, 2, 34300), row(450, 3, 13400), row(300, 4, 52200), row(600, 5, 40000)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "commas" in program.description, program and program.description
    held_out = [row(650, 7, 39700), row(250, 7, 20800), row(900, 12, 70000)]
    assert held_out_answers(template, kinds, program, held_out) == ["$3,429", "$1,706", "$9,300"]


def test_words_that_begin_or_end_with_a_letter_the_request_names() -> None:
    # held-out set hundredeighth: "How many words in "..." end with the letter "e"?" had the
    # right program and no tool: counts of 0, 1 and 2 fit by luck unless the request asks for it
    for way, test in (("begin", str.startswith), ("end", str.endswith)):
        template, kinds = f'Count the words of "{{quoted}}" that {way} with "{{quoted_2}}".', {"quoted": "quoted", "quoted_2": "quoted"}
        def row(text: str, c: str) -> tuple[Args, str]:
            return {"quoted": text, "quoted_2": c}, str(sum(test(w, c) for w in text.split()))
        shown = [row("tall trees that sat", "t"), row("dogs eat bones", "d"), row("big bags sag", "g")]
        program = pbe.search(template, kinds, shown)
        assert program is not None and f"that {'start' if way == 'begin' else 'end'} with `quoted_2`" in program.description, \
            program and program.description
        held_out = [row("the cat ate toast", "t"), row("see the sea", "e"), row("no words here", "x")]
        assert held_out_answers(template, kinds, program, held_out) == [a for _, a in held_out]


def test_the_time_between_two_clock_readings_runs_past_midnight() -> None:
    # held-out set hundredeighth: "went to bed at 22:45 and woke at 06:30" had no tool: the
    # minutes between two times of day were a difference, negative across midnight
    template = "A night shift starts at {time} and ends at {time_2}. How long is it?"
    kinds = {"time": "time", "time_2": "time"}
    def row(a: str, b: str) -> tuple[Args, str]:
        m = (int(b[:2]) * 60 + int(b[3:]) - int(a[:2]) * 60 - int(a[3:])) % 1440
        return {"time": a, "time_2": b}, f"{m // 60} h {m % 60} min"
    program = pbe.search(template, kinds, [row("22:45", "06:30"), row("21:10", "07:05"), row("23:30", "05:30")])
    assert program is not None and "past midnight" in program.description, program and program.description
    held_out = [row("20:00", "04:15"), row("01:30", "09:00"), row("23:55", "00:05")]
    assert held_out_answers(template, kinds, program, held_out) == ["8 h 15 min", "7 h 30 min", "0 h 10 min"]


def test_an_offset_in_signed_hours_a_duration_in_base_60_and_an_amount_in_two_units() -> None:
    # held-out set hundredeighth: "What time is it at GMT+5:30?", "covers 10 km in 52:30" (pace
    # per km) and "a ride of 1 h 55 min" (or "of 40 min") had no tool: each slot is text the
    # miner keeps whole, and no leaf read the number it writes
    template, kinds = "When it is {time} in UTC, what time is it in UTC{name}?", {"time": "time", "name": "name"}
    def zone(t: str, o: str) -> tuple[Args, str]:
        h, _, m = o[1:].partition(":")
        shift = (1 if o[0] == "+" else -1) * (int(h) * 60 + int(m or 0))
        v = (int(t[:2]) * 60 + int(t[3:]) + shift) % 1440
        return {"time": t, "name": o}, f"{v // 60:02d}:{v % 60:02d}"
    program = pbe.search(template, kinds, [zone("14:25", "+4"), zone("09:10", "-3:30"), zone("20:45", "+5:30"),
                                           zone("11:50", "-7"), zone("06:05", "+1")])
    assert program is not None and "an offset in signed hours" in program.description, program and program.description
    held_out = [zone("23:15", "+2"), zone("00:40", "-1:30"), zone("12:35", "+9:30")]
    assert held_out_answers(template, kinds, program, held_out) == ["01:15", "23:10", "22:05"]

    template, kinds = "A swimmer does {number} lengths in {name}. What is the time per length?", {"number": "number", "name": "name"}
    def swim(n: int, each: int) -> tuple[Args, str]:
        return {"number": n, "name": f"{n * each // 60}:{n * each % 60:02d}"}, f"{each // 60}:{each % 60:02d}"
    program = pbe.search(template, kinds, [swim(40, 65), swim(12, 83), swim(100, 58), swim(30, 71)])
    assert program is not None and "smallest unit" in program.description, program and program.description
    held_out = [swim(50, 62), swim(8, 90), swim(120, 55)]
    assert held_out_answers(template, kinds, program, held_out) == ["1:02", "1:30", "0:55"]
    assert pbe._sixties("100:00") == 6000 and pbe._sixties("1:02:03") == 3723

    template, kinds = "A film lasts {name} min. How many seconds is that?", {"name": "name"}
    def film(h: int, m: int) -> tuple[Args, str]:
        return {"name": f"{h} h {m}" if h else str(m)}, str((60 * h + m) * 60)
    program = pbe.search(template, kinds, [film(1, 45), film(2, 5), film(0, 50), film(1, 30)])
    assert program is not None and "`name` in min" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [film(3, 10), film(0, 7)]) == ["11400", "420"]
    assert pbe._in_unit("5 ft 7", "in") == 67
    goals = pbe._Search("The goal difference is {name}. What is it after a 3-1 win?", {"name": "name"},
                        [({"name": "+4"}, "+6"), ({"name": "-3:30"}, "x")], pbe.BUDGET, pbe.CPU_CAP_S, 7, 0.1, ())
    assert not any("_offset_minutes" in n.leaf_code for n in goals.leaves())  # no time of day: "+4" is no offset
    with pytest.raises(toolkit.NotMine):
        pbe._in_unit("5 kg 7", "min")


def test_a_fit_left_unjudged_is_no_near_miss() -> None:
    # held-out set hundredeighth: a search over parts of an answer ("$" and "1,470") crashed
    # comparing the chance of a fit that was never judged (None) with a judged one's
    template, kinds = "What do {number} and {number_2} give?", {"number": "number", "number_2": "number"}
    search = pbe._Search(template, kinds, [({"number": 2, "number_2": 5}, "7"), ({"number": 4, "number_2": 1}, "5")],
                         pbe.BUDGET, pbe.CPU_CAP_S, 7, 1e-12, ())  # no fit is trusted: the near miss is chosen
    report = search.run()
    assert report.program is None and report.near_miss is not None, report.reason
    near = min((f for f in search.found if f.chance is not None and f.slots), key=lambda f: f.chance)
    search.found.append(dataclasses.replace(near, chance=None))
    assert search.choose().near_miss == report.near_miss


def test_the_better_value_of_two_packs_compares_two_rates() -> None:
    # held-out set hundredseventh: "Which is better value: 400 g for $2.03 or 800 g for $6.66?"
    # had no tool: the comparison of two quotients is 7 nodes over 4 numbers, past the budget
    template = "Which car is faster: one that goes {number} km in {number_2} h or one that goes {number_3} km in {number_4} h?"
    kinds = {"number": "number", "number_2": "number", "number_3": "number", "number_4": "number"}
    def row(a: int, t: float, b: int, s: float) -> tuple[Args, str]:
        return {"number": a, "number_2": t, "number_3": b, "number_4": s}, "the first" if a / t > b / s else "the second"
    shown = [row(300, 4, 250, 3), row(120, 2, 200, 3.5), row(90, 1.5, 100, 2), row(400, 5, 330, 4),
             row(60, 1, 150, 2), row(210, 3, 180, 2.5)]
    program = pbe.search(template, kinds, shown)
    assert program is not None and "per `number_2` is less than" in program.description, program and program.description
    held_out = [row(500, 6, 240, 3), row(45, 0.5, 100, 1), row(100, 2, 100, 1)]
    assert held_out_answers(template, kinds, program, held_out) == ["the first", "the second", "the second"]


def test_every_nth_item_at_a_discount_counts_the_whole_steps_and_the_items() -> None:
    # held-out set hundredsixth: "Shirts cost $23 each, and every second shirt is half price.
    # What do 9 shirts cost?" had no tool: "every second" was no step, and `n // 2` no leaf
    template = "A coffee costs ${number}, and every third coffee is free. What do {number_2} coffees cost?"
    kinds = {"number": "number", "number_2": "number"}
    def row(p: float, n: int) -> tuple[Args, str]:
        return {"number": p, "number_2": n}, "$" + toolkit.format_money(p * (n - n // 3))
    program = pbe.search(template, kinds, [row(3, 7), row(2.5, 4), row(4, 9), row(3.5, 11), row(2, 2)])
    assert program is not None and "_div_down(number_2, 3)" in program.run_code, program and program.description
    held_out = [row(3, 3), row(2.5, 10), row(4.5, 1), row(3, 20)]
    assert held_out_answers(template, kinds, program, held_out) == ["$6", "$17.50", "$4.50", "$42"]


def test_a_learned_sum_with_a_fraction_of_a_weight_gives_the_whole_number_its_search_saw() -> None:
    # `650 + 7 / 100 * 39700` is 3429.0000000000005 in floats, where its search computed 3429 in
    # fractions: a duration of it declined, and `int()` could cut 2.9999999999999996 to 2
    template = "A rep is paid {number} plus {number_2} percent of {number_3} in sales. What is the pay?"
    kinds = {"number": "number", "number_2": "number", "number_3": "number"}
    def row(b: int, c: int, s: int) -> tuple[Args, str]:
        return {"number": b, "number_2": c, "number_3": s}, f"{b + c * s // 100:,}"
    program = pbe.search(template, kinds, [row(800, 8, 58100), row(350, 2, 34300), row(450, 3, 13400),
                                           row(300, 4, 52200), row(600, 5, 40000)])
    assert program is not None and "_settled(" in program.run_code, program and program.run_code
    assert held_out_answers(template, kinds, program, [row(650, 7, 39700), row(250, 7, 20800)]) == ["3,429", "1,706"]
    assert pbe._settled(650 + 7 / 100 * 39700) == 3429 and type(pbe._settled(650 + 7 / 100 * 39700)) is int
    assert pbe._settled(0.1 + 0.2) == 0.3


def test_the_letters_two_words_share_is_asked_by_name() -> None:
    # held-out set hundredeighth: "How many different letters do "meadow" and "candle" have in
    # common?" found the right count on 4 examples and judged it luck: small counts fit often
    template, kinds = 'How many letters do "{quoted}" and "{quoted_2}" share?', {"quoted": "quoted", "quoted_2": "quoted"}
    def row(a: str, b: str) -> tuple[Args, str]:
        return {"quoted": a, "quoted_2": b}, str(len(set(a) & set(b)))
    program = pbe.search(template, kinds, [row("pencil", "planet"), row("rabbit", "carrot"), row("stone", "house")])
    assert program is not None and "the letters in both" in program.description, program and program.description
    held_out = [row("sky", "dog"), row("banana", "cabana"), row("lemon", "melon")]
    assert held_out_answers(template, kinds, program, held_out) == ["0", "3", "5"]


def test_a_pangram_and_a_word_on_a_phone_keypad() -> None:
    # held-out set hundredninth: "Is "..." a pangram?" and "Write "ORANGE" as the digits you
    # press on a phone keypad." had no primitive
    template, kinds = 'Does "{quoted}" use every letter of the alphabet? Say yes or no.', {"quoted": "quoted"}
    def row(text: str) -> tuple[Args, str]:
        return {"quoted": text}, "yes" if set("abcdefghijklmnopqrstuvwxyz") <= set(text.lower()) else "no"
    program = pbe.search(template, kinds, [row("Pack my box with five dozen liquor jugs"), row("The old dog slept"),
                                           row("Sphinx of black quartz, judge my vow"), row("A quick brown fox")])
    assert program is not None and "every letter of the alphabet" in program.description, program and program.description
    held_out = [row("The quick brown fox jumps over the lazy dog"), row("Hello there"), row("")]
    assert held_out_answers(template, kinds, program, held_out) == ["yes", "no", "no"]

    template, kinds = "What digits spell {name} on a phone keypad?", {"name": "name"}
    program = pbe.search(template, kinds, [({"name": "CAB"}, "222"), ({"name": "Paper"}, "72737"),
                                           ({"name": "zebra"}, "93272")])
    assert program is not None and "phone keypad" in program.description, program and program.description
    assert held_out_answers(template, kinds, program, [({"name": "HELLO"}, ""), ({"name": "wxyz"}, "")]) == ["43556", "9999"]
    with pytest.raises(toolkit.NotMine):
        pbe._keypad_digits("R2-D2")


def test_examples_that_repeat_a_learned_point_are_no_evidence_for_its_line() -> None:
    # held-out set hundredninth: "4 packs, 0 left" three times beside "22 packs, 5 left" fitted
    # `(n mod k) * 5 / 7`: 5 / 7 was learned from the one 7, and each 0 "confirmed" it
    template = "Eggs are packed in boxes of {number}. How many spaces are empty in the last box for {number_2} eggs?"
    kinds = {"number": "number", "number_2": "number"}
    def row(k: int, n: int) -> tuple[Args, str]:
        return {"number": k, "number_2": n}, str(-n % k)
    program = pbe.search(template, kinds, [row(12, 48), row(12, 132), row(12, 259), row(50, 200)])
    held_out = [row(50, 216), row(25, 38), row(12, 290)]
    assert program is None or held_out_answers(template, kinds, program, held_out) == ["34", "12", "10"], program.description
