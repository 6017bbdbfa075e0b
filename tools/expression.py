"""Returns the value of `expression`.

Pattern: {expression} =
Slots: expression (expression)
extract() is derived from the pattern by toolsmith; run() was written by toolsmith's search (no model).
"""

import re

import toolkit

TEMPLATE = '{expression} ='
SLOT_TYPES = {'expression': 'expression'}
EXTRACT_RE = re.compile('\\s*(?P<expression>.+?)\\s+(?i:=)\\s*', re.DOTALL)


def extract(task: str) -> dict | None:
    """The parsed slots of `task` if it has this tool's pattern, else None."""
    m = EXTRACT_RE.fullmatch(task)
    if m is None:
        return None
    try:
        return toolkit.parse_slots(m.groupdict(), SLOT_TYPES)
    except toolkit.NotMine:
        return None


# ---- run(): written by toolsmith's search (no model) ----
import toolkit


def run(expression: str) -> str:
    """Returns the value of `expression`."""
    return toolkit.format_number(toolkit.safe_eval(expression))
