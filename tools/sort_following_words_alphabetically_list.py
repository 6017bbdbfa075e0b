"""Returns `list` sorted, joined with ' '.

Pattern: Sort the following words alphabetically: List: {list}
Slots: list (list)
extract() is derived from the pattern by toolsmith; run() was written by toolsmith's search (no model).
"""

import re

import toolkit

TEMPLATE = 'Sort the following words alphabetically: List: {list}'
SLOT_TYPES = {'list': 'list'}
EXTRACT_RE = re.compile('\\s*(?i:Sort)\\s+(?i:the)\\s+(?i:following)\\s+(?i:words)\\s+(?i:alphabetically:)\\s+(?i:List:)\\s+(?P<list>.+?)\\s*', re.DOTALL)


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
def run(list: list[str]) -> str:
    """Returns `list` sorted, joined with ' '."""
    return ' '.join(sorted(list))
