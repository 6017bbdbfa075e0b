"""Sandbox behaviour: normal tools, tool errors, and hostile code. Asserts outcomes, never timings."""

from __future__ import annotations

import os
import signal
import socket
import textwrap
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from toolsmith.errors import UserError
from toolsmith.sandbox import PooledSandbox, SandboxLimits, SandboxResult, SubprocessSandbox

FAST = SandboxLimits(wall_seconds=1.5, cpu_seconds=1)

SORTER = '''
"""Sorts a list of words alphabetically."""
import re

def extract(task: str) -> dict | None:
    m = re.fullmatch(r"Sort the following words alphabetically: List: (.+)", task)
    return {"words": m.group(1)} if m else None

def run(words: str) -> str:
    print("sorting", len(words.split()), "words")
    return " ".join(sorted(words.split()))
'''


def tool(body: str) -> str:
    return textwrap.dedent(body)


@pytest.fixture(scope="module")
def pool():
    with PooledSandbox(size=2) as sandbox:
        yield sandbox


@pytest.fixture(scope="module")
def single():
    return SubprocessSandbox()


@pytest.fixture(params=["pooled", "subprocess"])
def sandbox(request, pool, single):
    return pool if request.param == "pooled" else single


def assert_refused(result: SandboxResult, *words: str) -> None:
    assert result.ok is False, result
    assert result.limit == "forbidden", result
    assert result.error and result.error.startswith("blocked: "), result
    for word in words:
        assert word in result.error, result


# ---------------------------------------------------------------------------- normal tools


def test_run_and_extract(sandbox):
    ran = sandbox.call(SORTER, "run", {"words": "pear apple fig"})
    assert ran.ok and ran.value == "apple fig pear" and ran.limit is None and ran.error is None
    assert ran.stdout == "sorting 3 words\n"
    got = sandbox.call(SORTER, "extract", {"task": "Sort the following words alphabetically: List: b a"})
    assert got.ok and got.value == {"words": "b a"}
    miss = sandbox.call(SORTER, "extract", {"task": "What is 2 + 2?"})
    assert miss.ok and miss.value is None


def test_allowed_stdlib_works_under_the_hook(sandbox):
    src = tool('''
        import re, math, cmath, json, itertools, collections, functools, string, datetime, calendar
        import fractions, decimal, statistics, operator, heapq, bisect, textwrap, unicodedata
        import typing, dataclasses, enum, difflib, numbers, copy
        from typing import TypeVar
        T = TypeVar("T")

        @dataclasses.dataclass
        class P:
            x: int

        Colour = enum.Enum("Colour", "RED GREEN")
        Pair = collections.namedtuple("Pair", "a b")

        def run() -> str:
            day = datetime.datetime.strptime("2024-02-29", "%Y-%m-%d").strftime("%A")
            parts = [day, str(decimal.Decimal("1.10") + decimal.Decimal("2.2")), str(fractions.Fraction(3, 6)),
                     str(statistics.median([3, 1, 2])), unicodedata.name("a"), Colour.RED.name,
                     str(Pair(1, 2)), str(P(1)), json.dumps({"a": 1}), str(copy.deepcopy([1]))]
            return "|".join(parts)
    ''')
    result = sandbox.call(src, "run", {})
    assert result.ok, result
    assert result.value.startswith("Thursday|3.30|1/2|2|LATIN SMALL LETTER A|RED|Pair(a=1, b=2)")


def test_temp_dir_env_and_cleanup(sandbox):
    src = tool('''
        import os
        def run() -> str:
            with open("note.txt", "w") as f:
                f.write("hi")
            with open("note.txt") as f:
                text = f.read()
            return "|".join([os.getcwd(), text, ",".join(sorted(os.environ))])
    ''')
    result = sandbox.call(src, "run", {})
    assert result.ok, result
    cwd, text, env = result.value.split("|")
    assert text == "hi"
    assert env == "HOME,LANG,PATH,TMPDIR"
    assert not os.path.exists(cwd)


def test_tool_exception_is_reported(sandbox):
    result = sandbox.call("def run(x):\n    return str(x / 0)\n", "run", {"x": 1})
    assert not result.ok and result.limit is None
    assert result.error == "ZeroDivisionError: division by zero"
    assert 'File "<tool>", line 2, in run' in result.stderr


def test_syntax_error_and_missing_function(sandbox):
    bad = sandbox.call("def run(:\n", "run", {})
    assert not bad.ok and bad.error.startswith("SyntaxError")
    missing = sandbox.call("def run():\n    return 'x'\n", "extract", {})
    assert not missing.ok and "no function 'extract'" in missing.error


@pytest.mark.parametrize(
    ("src", "function", "needle"),
    [
        ("def run():\n    return 42\n", "run", "run() must return str, got int"),
        ("def extract(task):\n    return [task]\n", "extract", "extract() must return dict or None, got list"),
        ("def extract(task):\n    return {'x': {1, 2}}\n", "extract", "non-JSON data: value of type set"),
        ("def helper():\n    return float('nan')\n", "helper", "non-finite float"),
        ("class S(str):\n    pass\ndef run():\n    return S('x')\n", "run", "got S"),
    ],
)
def test_non_json_return_values_are_rejected(pool, src, function, needle):
    result = pool.call(src, function, {"task": "t"} if function == "extract" else {})
    assert not result.ok and needle in result.error, result


def test_misuse_raises_user_error(pool):
    with pytest.raises(UserError):
        pool.call(SORTER, "run", {"words": object()})
    with pytest.raises(UserError):
        pool.call(SORTER, "not a name", {})
    with pytest.raises(UserError):
        pool.call(123, "run", {})  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- hostile code


def test_socket_connect_is_blocked(sandbox):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(0.2)
    port = listener.getsockname()[1]
    src = tool(f'''
        import socket
        def run() -> str:
            s = socket.create_connection(("127.0.0.1", {port}), timeout=1)
            return "connected"
    ''')
    try:
        result = sandbox.call(src, "run", {})
        assert_refused(result, "socket")
        with pytest.raises(socket.timeout):
            listener.accept()
    finally:
        listener.close()


def test_reading_outside_the_temp_dir_is_blocked(sandbox, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("s3cret")
    assert_refused(sandbox.call("def run():\n    return open('/etc/passwd').read()\n", "run", {}), "/etc/passwd")
    src = f"import os\ndef run():\n    return os.read(os.open({str(secret)!r}, os.O_RDONLY), 99).decode()\n"
    assert_refused(sandbox.call(src, "run", {}), "secret.txt")
    assert_refused(sandbox.call("import os\ndef run():\n    return str(os.listdir('/'))\n", "run", {}), "os.listdir")


def test_writing_outside_the_temp_dir_is_blocked(sandbox, tmp_path):
    target = tmp_path / "pwned.txt"
    src = f"def run():\n    open({str(target)!r}, 'w').write('x')\n    return 'done'\n"
    assert_refused(sandbox.call(src, "run", {}), "writing")
    src = f"import os\ndef run():\n    os.rename('x', {str(target)!r})\n    return 'done'\n"
    assert_refused(sandbox.call(src, "run", {}))
    assert not target.exists()


@pytest.mark.parametrize(
    ("body", "event"),
    [
        ("import subprocess\n    subprocess.run(['touch', MARK])", "subprocess"),
        ("import os\n    os.system('touch ' + MARK)", "os.system"),
        ("import os\n    os.fork()", "os.fork"),
        ("import os\n    os.posix_spawn('/usr/bin/touch', ['touch', MARK], {})", "os.posix_spawn"),
        ("import os\n    os.execv('/usr/bin/touch', ['touch', MARK])", "os.exec"),
        ("import _posixsubprocess", "import _posixsubprocess"),
    ],
)
def test_process_creation_is_blocked(pool, tmp_path, body, event):
    mark = tmp_path / "spawned"
    src = f"MARK = {str(mark)!r}\ndef run():\n    {body}\n    return 'spawned'\n"
    assert_refused(pool.call(src, "run", {}), event)
    assert not mark.exists()


def test_process_creation_is_blocked_in_a_fresh_process(single, tmp_path):
    mark = tmp_path / "spawned"
    src = f"import subprocess\ndef run():\n    subprocess.run(['touch', {str(mark)!r}])\n    return 'x'\n"
    assert_refused(single.call(src, "run", {}), "subprocess")
    assert not mark.exists()


def test_ctypes_is_blocked(sandbox):
    assert_refused(sandbox.call("import ctypes\ndef run():\n    return 'x'\n", "run", {}), "ctypes")


def test_escape_hatches_are_gone(pool):
    kill_parent = "import os, signal\ndef run():\n    os.kill(os.getppid(), signal.SIGKILL)\n    return 'x'\n"
    assert_refused(pool.call(kill_parent, "run", {}), "os.kill")
    pidfd = "import os\ndef run():\n    os.pidfd_open(os.getppid())\n    return 'x'\n"
    assert not pool.call(pidfd, "run", {}).ok
    fresh_posix = tool('''
        import _imp, importlib.machinery
        def run():
            return str(_imp.create_builtin(importlib.machinery.ModuleSpec("posix", None)))
    ''')
    result = pool.call(fresh_posix, "run", {})
    assert not result.ok and "blocked" in result.error
    assert_refused(pool.call("import gc\ndef run():\n    return str(len(gc.get_objects()))\n", "run", {}), "gc")
    assert pool.call(SORTER, "run", {"words": "b a"}).value == "a b"


def test_catching_the_refusal_does_not_hide_it(pool):
    src = tool('''
        import socket
        def run() -> str:
            try:
                socket.socket()
            except Exception:
                return "offline"
            return "online"
    ''')
    assert_refused(pool.call(src, "run", {}), "socket")


def descendants(pid: int) -> set[int]:
    """Every process below `pid`, read from the host's /proc (pids in the sandbox are private)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = open(f"/proc/{entry}/stat").read()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry))
    found, todo = set(), [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def test_infinite_loop_is_killed(pool):
    before = {pid: descendants(pid) for pid in pool.worker_pids()}
    src = "def run():\n    while True:\n        pass\n"
    result = pool.call(src, "run", {}, limits=SandboxLimits(wall_seconds=1, cpu_seconds=30))
    assert not result.ok and result.limit == "timeout" and "timeout" in result.error
    assert {pid: descendants(pid) for pid in pool.worker_pids()} == before  # the runner is gone


def test_infinite_loop_is_killed_in_a_fresh_process(single):
    before = descendants(os.getpid())
    src = "def run():\n    while True:\n        pass\n"
    result = single.call(src, "run", {}, limits=SandboxLimits(wall_seconds=1, cpu_seconds=30))
    assert not result.ok and result.limit == "timeout" and "timeout" in result.error
    assert descendants(os.getpid()) <= before  # worker, its namespace and its runner are all gone


def test_cpu_limit(pool):
    result = pool.call("def run():\n    while True:\n        pass\n", "run", {},
                       limits=SandboxLimits(wall_seconds=20, cpu_seconds=1))
    assert not result.ok and result.limit == "cpu", result


def test_unbounded_memory(sandbox):
    src = "def run():\n    chunks = []\n    while True:\n        chunks.append(bytearray(10_000_000))\n"
    result = sandbox.call(src, "run", {}, limits=SandboxLimits(memory_mb=256, wall_seconds=20))
    assert not result.ok and result.limit == "memory" and result.error.startswith("MemoryError"), result


def test_printing_100_mb_is_cut_off(sandbox):
    src = "def run():\n    print('x' * 100_000_000)\n    return 'done'\n"
    result = sandbox.call(src, "run", {}, limits=FAST)
    assert not result.ok and result.limit == "output", result
    assert len(result.stdout) < 100_000
    loop = "import sys\ndef run():\n    while True:\n        sys.stderr.write('y' * 65536)\n"
    result = sandbox.call(loop, "run", {}, limits=FAST)
    assert not result.ok and result.limit == "output" and len(result.stderr) < 100_000


def test_huge_return_value_is_cut_off(pool):
    result = pool.call("def run():\n    return 'x' * 5_000_000\n", "run", {})
    assert not result.ok and result.limit == "output"


def test_file_size_limit(pool):
    src = "def run():\n    with open('big.bin', 'wb') as f:\n        f.write(b'0' * 3_000_000)\n    return 'x'\n"
    result = pool.call(src, "run", {})
    assert not result.ok and result.limit == "file_size", result


# ---------------------------------------------------------------------------- pool


def test_pool_does_not_leak_state_between_calls(pool):
    set_mark = "import json\ndef run():\n    json.MARK = 'leaked'\n    return 'set'\n"
    read_mark = "import json\ndef run():\n    return getattr(json, 'MARK', 'clean')\n"
    assert pool.call(set_mark, "run", {}).value == "set"
    for _ in range(3):
        assert pool.call(read_mark, "run", {}).value == "clean"


def test_pool_replaces_a_dead_worker(pool):
    before = pool.worker_pids()
    os.kill(before[0], signal.SIGKILL)
    for i in range(4):
        assert pool.call(SORTER, "run", {"words": f"b{i} a{i}"}).value == f"a{i} b{i}"
    after = pool.worker_pids()
    assert len(after) == 2 and before[0] not in after


def test_pool_survives_a_crashing_runner(pool):
    overflow = ("import sys\ndef run():\n    sys.setrecursionlimit(10**8)\n    x = []\n"
                "    for _ in range(10**6):\n        x = [x]\n    return repr(x)\n")  # C stack overflow
    crash = pool.call(overflow, "run", {})
    assert not crash.ok and "SIGSEGV" in crash.error, crash
    assert pool.call(SORTER, "run", {"words": "z y"}).value == "y z"


def test_pool_concurrent_calls_are_correct(pool):
    def one(i: int) -> str:
        return pool.call(SORTER, "run", {"words": f"w{i:03d}c w{i:03d}a w{i:03d}b"}).value

    with ThreadPoolExecutor(max_workers=6) as ex:
        got = list(ex.map(one, range(30)))
    assert got == [f"w{i:03d}a w{i:03d}b w{i:03d}c" for i in range(30)]


def test_closed_pool_refuses_calls():
    sandbox = PooledSandbox(size=1)
    pids = sandbox.worker_pids()
    sandbox.close()
    with pytest.raises(UserError):
        sandbox.call(SORTER, "run", {"words": "a"})
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def test_close_while_busy_returns_a_result():
    sandbox = PooledSandbox(size=1)
    results: list[SandboxResult] = []
    thread = threading.Thread(
        target=lambda: results.append(sandbox.call("import time\ndef run():\n    time.sleep(30)\n", "run", {},
                                                   limits=SandboxLimits(wall_seconds=30)))
    )
    thread.start()
    time.sleep(0.5)
    sandbox.close()
    thread.join(timeout=10)
    assert results and not results[0].ok


def test_eval_of_an_expression_works_but_cannot_escape():
    """`eval` is allowed by the lint; the sandbox still refuses what an evaluated string tries."""
    from toolsmith.sandbox import SubprocessSandbox

    src = "def extract(task):\n    return None\n\ndef run(expr):\n    return str(eval(expr))\n"
    with SubprocessSandbox() as box:
        assert box.call(src, "run", {"expr": "((-1 + 2 + 9 * 5) - (-2 + -4 + -4 * -7))"}).value == "24"
        escape = box.call(src, "run", {"expr": "__import__('os').system('echo pwned')"})
    assert not escape.ok and escape.limit == "forbidden"
