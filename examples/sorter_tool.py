"""Sorts words alphabetically."""
import re

EXAMPLES = [
    ("Sort the following words alphabetically: List: pear apple", "apple pear"),
    ("Sort the following words alphabetically: List: kiwi fig date", "date fig kiwi"),
    ("Sort the following words alphabetically: List: b a", "a b"),
]


def extract(task):
    m = re.fullmatch(r"Sort the following words alphabetically: List: (.+)", task)
    return {"words": m.group(1)} if m else None


def run(words):
    return " ".join(sorted(words.split()))
