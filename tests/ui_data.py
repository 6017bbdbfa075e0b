"""A real tool library and store for the review page's tests (tests/test_ui*.py).

Everything goes through toolsmith's own code: tools are verified in the sandbox and registered
by `Forge.add` (as `toolsmith tools add` does), approved by `ToolLibrary.approve`, and a session
is recorded by `Toolsmith` with shadow checks, so the pages show what a user would see.
"""

from __future__ import annotations

from pathlib import Path

from toolsmith import Toolsmith, report_usage
from toolsmith.forge import Forge
from toolsmith.library import ToolLibrary
from toolsmith.patterns import PatternMiner
from toolsmith.sandbox import default_sandbox
from toolsmith.store import Store

SORTER_TOOL = (Path(__file__).resolve().parents[1] / "examples" / "sorter_tool.py").read_text()
"""The README's hand-written tool (`examples/sorter_tool.py`)."""

COUNTER_TOOL = '''"""Counts the words in a list."""
import re

EXAMPLES = [
    ("Count the words in this list: a b c", "3"),
    ("Count the words in this list: x", "1"),
    ("Count the words in this list: p q", "2"),
]


def extract(task):
    m = re.fullmatch(r"Count the words in this list: (.+)", task)
    return {"words": m.group(1)} if m else None


def run(words):
    return str(len(words.split()))
'''

REVERSE_V1 = '''"""Reverses the letters of a word."""
import re

EXAMPLES = [
    ("Reverse the letters of: hello", "olleh"),
    ("Reverse the letters of: stressed", "desserts"),
    ("Reverse the letters of: abc", "cba"),
]


def extract(task):
    m = re.fullmatch(r"Reverse the letters of: (\\w+)", task)
    return {"word": m.group(1)} if m else None


def run(word):
    return word[::-1]
'''
REVERSE_V2 = REVERSE_V1.replace("    return word[::-1]\n", "    return word.strip()[::-1]  # v2: strip first\n")

SCRIPT_TOOL = '''"""Labels a tag <script>alert('docstring')</script> as text."""
import re

TRIGGERS = ["label", "tag"]
EXAMPLES = [
    ("Label the tag <script>alert(1)</script>", "tag: <script>alert(1)</script>"),
    ("Label the tag <b>bold</b>", "tag: <b>bold</b>"),
    ("Label the tag <i>x</i>", "tag: <i>x</i>"),
]
BANNER = "</script><script>alert('source')</script>"


def extract(task):
    m = re.fullmatch(r"Label the tag (.+)", task)
    return {"tag": m.group(1)} if m else None


def run(tag):
    return "tag: " + tag
'''

SORT = "Sort the following words alphabetically: List: "
SESSION = "s-review"
"""The recorded session's id."""
HOSTILE_TASK = "What does <script>alert('task')</script> mean in 2021"
"""A recorded task (in a mined pattern) that must show as text."""


def build(tools_dir: Path, home: Path) -> dict[str, str]:
    """Fill `tools_dir` and `home`; returns the tool names by role.

    * `sorter_tool`: pending, the README's example, added after the agent answered five tasks of
      its pattern in session `s-review`, one of them wrong (a disagreement to review);
    * `counter_tool`: pending, verified (to be rejected);
    * `script_tool`: pending, `<script>` in its docstring, source, EXAMPLES and verification cases;
    * `reverse_tool`: two versions, added after the agent answered four of its tasks in session
      `s-review` (so its verification has recorded examples and near misses); v2 is approved and
      routed with a shadow check on every routed task (one disagreement);
    * `edited_tool`: approved, then its file edited: not routable.
    """
    store = Store(home)
    lib = ToolLibrary(tools_dir)
    forge = Forge(store, lib, sandbox=default_sandbox, miner=PatternMiner(store))
    for name, source in (("counter_tool", COUNTER_TOOL), ("script_tool", SCRIPT_TOOL)):
        forge.add(source, name=name)
    forge.add(SORTER_TOOL.replace("Sorts words", "Sorts the words"), name="edited_tool")
    lib.approve("edited_tool")
    path = tools_dir / "edited_tool.py"
    path.write_text(path.read_text() + "# edited after approval\n")

    def agent(task: str) -> str:
        report_usage(30, 6, model="scripted")
        if task.startswith("Reverse the letters of: "):
            word = task.removeprefix("Reverse the letters of: ")
            return "no idea" if word == "wrong" else word[::-1]
        if task.startswith(SORT):
            words = task.removeprefix(SORT).split()
            return " ".join(words if "zebra" in words else sorted(words))  # wrong once: a disagreement to review
        return "ok"

    with Toolsmith(agent, home=home, tools_dir=tools_dir, session=SESSION, synthesizer=None, shadow_rate=1.0) as ts:
        for year in range(2019, 2024):
            ts.run(f"What is the top-3 best-selling product in {year}")
        ts.run(HOSTILE_TASK)
        for words in ("pear fig apple", "zebra cat", "mango kiwi banana", "plum date", "olive lime grape"):
            ts.run(f"{SORT}{words}")
        for word in ("level", "spoon", "rotor", "stop"):
            ts.run(f"Reverse the letters of: {word}")
        forge.add(SORTER_TOOL, name="sorter_tool")  # after its pattern was recorded: near misses, recorded examples
        forge.add(REVERSE_V1, name="reverse_tool")  # now its pattern is recorded: near misses, recorded examples
        forge.add(REVERSE_V2, name="reverse_tool")
        lib.approve("reverse_tool", reason="checked the examples by hand")
        for word in ("loud", "clear", "wrong", "again"):
            ts.run(f"Reverse the letters of: {word}")
    store.close()
    return {"pending": "sorter_tool", "reject": "counter_tool", "script": "script_tool", "approved": "reverse_tool",
            "edited": "edited_tool"}
