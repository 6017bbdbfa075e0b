"""AST lint: readable early rejections (the sandbox, not the lint, is the security boundary)."""

from __future__ import annotations

import pytest

from toolsmith.lint import DEFAULT_ALLOWED_IMPORTS, lint_tool

CLEAN = '''
"""Sorts a list of words alphabetically."""
import re
from collections import Counter
from dataclasses import dataclass

_PAT = re.compile(r"List: (.+)")


@dataclass
class Words:
    items: list

    def __post_init__(self):
        self.items = sorted(self.items)


def extract(task: str) -> dict | None:
    m = _PAT.search(task)
    return {"words": m.group(1)} if m else None


def run(words: str) -> str:
    counts = Counter(words.split())
    return " ".join(Words(list(counts)).items) + getattr(counts, "name", "")


if __name__ == "__main__":
    print(run("b a"))
'''


def test_clean_tool_passes():
    assert lint_tool(CLEAN) == []


@pytest.mark.parametrize(
    ("snippet", "needle"),
    [
        ("import os", "import of 'os' is not allowed"),
        ("import os.path", "import of 'os.path'"),
        ("from subprocess import run as r", "import from 'subprocess'"),
        ("from . import x", "relative imports"),
        ("import random", "import of 'random'"),
        ("x = __import__('os')", "__import__() is not allowed"),
        ("exec('x = 1')", "exec() is not allowed"),
        ("c = compile('1', 'f', 'eval')", "compile() is not allowed"),
        ("f = open('/etc/passwd')", "open() is not allowed"),
        ("g = globals()", "globals() is not allowed"),
        ("s = ().__class__.__base__.__subclasses__()", "'__subclasses__'"),
        ("g = run.__globals__", "'__globals__'"),
        ("b = __builtins__", "'__builtins__'"),
        ("a = getattr(run, '__glo' + 'bals__')", "computed attribute name"),
        ("a = getattr(run, '__code__')", "getattr() of '__code__'"),
        ("import sys\nf = sys._getframe().f_back", "'sys'"),
        ("def h(e):\n    return e.__traceback__.tb_frame", "'__traceback__'"),
    ],
)
def test_forbidden_constructs(snippet, needle):
    reasons = lint_tool(CLEAN + "\n" + snippet + "\n")
    assert any(needle in r for r in reasons), reasons
    assert all(r.startswith("line ") for r in reasons)


def test_reasons_carry_line_numbers():
    reasons = lint_tool("import os\n\ndef extract(t):\n    return None\n\ndef run():\n    return exec('1')\n")
    assert reasons == ["line 1: import of 'os' is not allowed", "line 7: use of exec() is not allowed (dynamic code)"]


def test_structure_and_syntax():
    assert lint_tool("def run(:\n") == ["line 1: syntax error: invalid syntax"]
    assert lint_tool("def run():\n    return 'x'\n") == ["tool defines no top-level function extract()"]
    assert lint_tool("def run():\n    return 'x'\n", require=("run",)) == []


def test_custom_allow_list():
    src = "import random\ndef extract(t):\n    return None\ndef run():\n    return str(random.random())\n"
    assert lint_tool(src, allowed_imports=set(DEFAULT_ALLOWED_IMPORTS) | {"random"}) == []
    assert lint_tool("import re\n" + src, allowed_imports={"random"})[0].startswith("line 1: import of 're'")


@pytest.mark.parametrize(
    ("snippet", "ok"),
    [
        ("import base64, binascii, codecs, hashlib, struct, colorsys, html, ipaddress, string", True),
        ("import urllib.parse", True),
        ("from urllib.parse import quote", True),
        ("from urllib import parse", True),
        ("import urllib.request", False),
        ("from urllib import request", False),
        ("import urllib", False),
        ("import xml.etree.ElementTree as ET", True),
        ("import xml.sax", False),
    ],
)
def test_pure_stdlib_imports_and_dotted_entries(snippet, ok):
    reasons = lint_tool(CLEAN + "\n" + snippet + "\n")
    assert (reasons == []) is ok, reasons


def test_a_library_policy_file_widens_and_narrows_the_list(tmp_path):
    from toolsmith.errors import ConfigError
    from toolsmith.lint import POLICY_FILE, import_policy

    assert import_policy(tmp_path) == DEFAULT_ALLOWED_IMPORTS  # no file: the defaults
    (tmp_path / POLICY_FILE).write_text('[imports]\nallow = ["random", "email.utils"]\ndeny = ["difflib"]\n')
    allowed = import_policy(tmp_path)
    assert "random" in allowed and "email.utils" in allowed and "difflib" not in allowed
    assert lint_tool("import random\nimport email.utils\ndef extract(t):\n    return None\ndef run():\n    return ''\n",
                     allowed_imports=allowed) == []
    assert lint_tool("import difflib\ndef extract(t):\n    return None\ndef run():\n    return ''\n",
                     allowed_imports=allowed)[0].startswith("line 1: import of 'difflib'")
    for bad, needle in [('[imports]\nallow = ["numpy"]\n', "not in the standard library"),
                        ('[imports]\nallow = "re"\n', "must be a list"),
                        ('[imports\n', "policy.toml")]:
        (tmp_path / POLICY_FILE).write_text(bad)
        with pytest.raises(ConfigError, match=needle):
            import_policy(tmp_path)


def test_dynamic_code_is_found():
    from toolsmith.lint import dynamic_code

    assert dynamic_code("def run(e):\n    return str(eval(e))\n") == ["line 2: eval()"]
    assert dynamic_code("def run(e):\n    f = exec\n    return ''\n") == ["line 2: exec()"]
    assert dynamic_code(CLEAN) == []
