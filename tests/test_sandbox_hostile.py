"""A corpus of hostile tools, run as an attacker would: no lint, and once more without the
Python-level guards (audit hook, removed primitives), so the kernel alone must hold.

Every case is checked from outside the sandbox: no marker file, no connection, no changed
file, no leaked secret, the test process and a canary process alive, and the pool still
answering afterwards. Cases are grouped by the escape classes of the security review.
"""

from __future__ import annotations

import hashlib
import os
import socket
import subprocess
import sys
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from toolsmith.sandbox import PooledSandbox, SandboxLimits, SandboxResult, default_sandbox, detect_isolation

pytestmark = pytest.mark.skipif(not detect_isolation().strong, reason="needs the kernel sandbox (bubblewrap + seccomp)")

LIMITS = SandboxLimits(wall_seconds=2, cpu_seconds=2, memory_mb=256)
SECRET = "s3cret-7f1c2a"
ECHO = "def run(text):\n    return text\n"


@dataclass
class Host:
    """What the attacker aims at, all outside the sandbox."""

    root: Path
    secret: Path
    victim: Path
    marker: Path
    tcp: socket.socket
    udp: socket.socket
    unix: socket.socket
    abstract: socket.socket
    canary: subprocess.Popen

    def args(self) -> dict[str, object]:
        return {
            "root": str(self.root), "secret": str(self.secret), "victim": str(self.victim),
            "marker": str(self.marker), "tcp": self.tcp.getsockname()[1], "udp": self.udp.getsockname()[1],
            "unix": str(self.root / "unix.sock"), "abstract": self.abstract.getsockname()[1:].decode(),
            "canary": self.canary.pid, "parent": os.getpid(),
        }


@pytest.fixture
def host(tmp_path: Path):
    secret = tmp_path / "secret.txt"
    secret.write_text(SECRET)
    victim = tmp_path / "victim.txt"
    victim.write_text("original")
    os.chmod(victim, 0o666)
    os.chmod(tmp_path, 0o777)  # even a world-writable host dir must stay out of reach
    tcp = socket.socket()
    tcp.bind(("127.0.0.1", 0))
    tcp.listen(8)
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", 0))
    unix = socket.socket(socket.AF_UNIX)
    unix.bind(str(tmp_path / "unix.sock"))
    os.chmod(tmp_path / "unix.sock", 0o777)
    unix.listen(8)
    abstract = socket.socket(socket.AF_UNIX)
    abstract.bind(f"\0toolsmith-test-{os.getpid()}-{tmp_path.name}")  # unique: other test runs share the host
    abstract.listen(8)
    for s in (tcp, udp, unix, abstract):
        s.setblocking(False)
    canary = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    yield Host(tmp_path, secret, victim, tmp_path / "marker", tcp, udp, unix, abstract, canary)
    canary.kill()
    canary.wait()
    for s in (tcp, udp, unix, abstract):
        s.close()


def contacted(sock: socket.socket) -> bool:
    try:
        if sock.type == socket.SOCK_DGRAM:
            sock.recvfrom(100)
        else:
            sock.accept()[0].close()
        return True
    except BlockingIOError:
        return False


def files_under(root: Path) -> dict[str, str]:
    return {str(p): hashlib.sha256(p.read_bytes()).hexdigest() for p in root.rglob("*") if p.is_file()}


# ------------------------------------------------------------------------------------------ corpus
# Each case: (escape class, tool source with run(**args)). `run` receives Host.args().

LIBC = "import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n"


def native(body: str) -> str:
    """A case that calls libc directly through ctypes."""
    return LIBC + textwrap.dedent(body)
SYSCALLS = {"fork": 57, "execve": 59, "kill": 62, "ptrace": 101, "setrlimit": 160, "mount": 165,
            "unshare": 272, "io_uring_setup": 425, "bpf": 321, "pidfd_open": 434}

CASES: dict[str, tuple[str, str]] = {
    # 1. the audit hook's policy changed from inside
    "frame-walk-globals": ("hook-policy", """
        import sys
        def run(**a):
            f = sys._getframe()
            while f is not None:
                g = f.f_globals
                for k in ("_ALLOWED_EVENTS", "_BLOCKED_IMPORTS"):
                    if k in g:
                        g[k] = frozenset({"open", "os.system", "socket.__new__", "socket.connect", "import"})
                f = f.f_back
            open(a["marker"], "w").write("x")
            return "escaped"
    """),
    "generator-frame-walk": ("hook-policy", """
        def gen():
            yield 1
        def run(**a):
            g = gen(); next(g)
            f = g.gi_frame
            while f is not None:
                f.f_globals.pop("_make_hook", None)
                f = f.f_back
            import os
            os.system("touch " + a["marker"])
            return "escaped"
    """),
    "traceback-frame-walk": ("hook-policy", """
        def run(**a):
            try:
                1 / 0
            except ZeroDivisionError as e:
                f = e.__traceback__.tb_frame
                while f.f_back is not None:
                    f = f.f_back
                f.f_globals["REFUSED_EXIT"] = 0
            import socket
            socket.create_connection(("127.0.0.1", a["tcp"]), timeout=1)
            return "escaped"
    """),
    "patched-realpath": ("hook-policy", """
        import os, posixpath
        def run(**a):
            posixpath.realpath = lambda p, *x, **k: os.getcwd() + "/ok"
            os.path.realpath = posixpath.realpath
            open(a["marker"], "w").write("x")
            return "escaped"
    """),
    "code-swap": ("hook-policy", """
        import os
        def harmless():
            return 1
        def evil():
            import os
            os.system("touch /tmp/x")
        def run(**a):
            harmless.__code__ = evil.__code__
            return str(harmless())
    """),
    # 2. dir_fd-relative opens
    "dirfd-read": ("dir-fd", """
        import os
        def run(**a):
            fd = os.open(a["root"], os.O_RDONLY)
            return os.read(os.open("secret.txt", os.O_RDONLY, dir_fd=fd), 100).decode()
    """),
    "dirfd-create": ("dir-fd", """
        import os
        def run(**a):
            fd = os.open(os.path.dirname(a["marker"]), os.O_RDONLY)
            os.close(os.open("marker", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=fd))
            return "escaped"
    """),
    "dirfd-truncate": ("dir-fd", """
        import os
        def run(**a):
            fd = os.open(a["root"], os.O_RDONLY)
            os.close(os.open("victim.txt", os.O_WRONLY | os.O_TRUNC, dir_fd=fd))
            return "escaped"
    """),
    "dirfd-from-root": ("dir-fd", """
        import os
        def run(**a):
            fd = os.open("/", os.O_RDONLY)
            return os.read(os.open(a["secret"].lstrip("/"), os.O_RDONLY, dir_fd=fd), 100).decode()
    """),
    # 3. dynamic extension loading
    "create-dynamic-posixsubprocess": ("native-load", """
        import _imp, sys, os, importlib.machinery
        def run(**a):
            path = [os.path.join(p, f) for p in sys.path if os.path.isdir(p) for f in os.listdir(p)
                    if f.startswith("_posixsubprocess")]
            dyn = [p for p in sys.path if p.endswith("lib-dynload")][0]
            path = path or [os.path.join(dyn, f) for f in os.listdir(dyn) if f.startswith("_posixsubprocess")]
            spec = importlib.machinery.ModuleSpec("evil._posixsubprocess", None, origin=path[0])
            mod = _imp.create_dynamic(spec)
            r, w = os.pipe()
            mod.fork_exec([b"/usr/bin/touch", a["marker"].encode()], [b"/usr/bin/touch"], True, (w,), None, None,
                          -1, -1, -1, -1, -1, -1, r, w, False, False, -1, None, None, None, -1, None, False)
            return "escaped"
    """),
    "create-dynamic-ctypes": ("native-load", """
        import _imp, sys, os, importlib.machinery
        def run(**a):
            dyn = [p for p in sys.path if p.endswith("lib-dynload")][0]
            path = [os.path.join(dyn, f) for f in os.listdir(dyn) if f.startswith("_ctypes.")][0]
            mod = _imp.create_dynamic(importlib.machinery.ModuleSpec("evil._ctypes", None, origin=path))
            return str(mod)
    """),
    "ctypes-system": ("native-load", native("""
        def run(**a):
            libc.system(("touch " + a["marker"]).encode())
            return "escaped"
    """)),
    # 4. threads and processes
    "thread-flood": ("threads", """
        import threading, time
        def run(**a):
            ts = [threading.Thread(target=time.sleep, args=(5,)) for _ in range(200)]
            for t in ts:
                t.start()
            return "started"
    """),
    "thread-module-flood": ("threads", """
        import _thread, time
        def run(**a):
            for _ in range(50):
                _thread.start_new_thread(time.sleep, (5,))
            return "started"
    """),
    "fork-bomb": ("processes", """
        import os
        def run(**a):
            while True:
                os.fork()
    """),
    "subprocess": ("processes", """
        import subprocess
        def run(**a):
            subprocess.run(["touch", a["marker"]])
            return "escaped"
    """),
    "os-system": ("processes", """
        import os
        def run(**a):
            os.system("touch " + a["marker"])
            return "escaped"
    """),
    "posix-spawn": ("processes", """
        import os
        def run(**a):
            os.posix_spawn("/usr/bin/touch", ["touch", a["marker"]], {})
            return "escaped"
    """),
    "execv": ("processes", """
        import os
        def run(**a):
            os.execv("/usr/bin/touch", ["touch", a["marker"]])
    """),
    "raw-fork-syscall": ("processes", native(f"""
        def run(**a):
            return str(libc.syscall({SYSCALLS['fork']}))
    """)),
    "raw-execve-syscall": ("processes", native(f"""
        def run(**a):
            argv = (ctypes.c_char_p * 3)(b"/usr/bin/touch", a["marker"].encode(), None)
            return str(libc.syscall({SYSCALLS['execve']}, b"/usr/bin/touch", argv, None))
    """)),
    # 5. forging the result channel
    "forged-frame-after-refusal": ("result-channel", """
        import os, json, struct, socket
        def run(**a):
            try:
                socket.create_connection(("127.0.0.1", a["tcp"]), timeout=1)
            except BaseException:
                pass
            body = json.dumps({"ok": True, "value": "clean"}).encode()
            os.write(3, struct.pack(">I", len(body)) + body)
            os._exit(0)
    """),
    "caught-refusal": ("result-channel", """
        def run(**a):
            try:
                open(a["secret"]).read()
            except BaseException:
                return "clean"
            return "read it"
    """),
    "raw-socket-then-clean": ("result-channel", native("""
        def run(**a):
            libc.socket(2, 1, 0)
            return "clean"
    """)),
    # 6. metadata leaks
    "stat-host-paths": ("metadata", """
        import os
        def run(**a):
            seen = [p for p in (a["secret"], a["root"], "/etc/shadow", "/etc/passwd", "/root/.ssh", "/home", "/work", "/proc/1")
                    if os.path.exists(p)]
            return "seen: " + ",".join(seen) if seen else ""
    """),
    "access-readlink": ("metadata", """
        import os
        def run(**a):
            out = []
            for p in (a["secret"], "/proc/self/exe", "/proc/1/cwd"):
                try:
                    out.append(os.readlink(p))
                except OSError:
                    pass
                if os.access(p, os.F_OK):
                    out.append(p)
            return "|".join(out)
    """),
    "list-root": ("metadata", """
        import os
        def run(**a):
            names = set(os.listdir("/"))
            return "host fs visible: " + ",".join(sorted(names - {"usr", "bin", "lib", "lib64", "sbin", "tmp", "dev", "etc", "root", "opt"}))
    """),
    # sockets and DNS
    "tcp-connect": ("network", """
        import socket
        def run(**a):
            socket.create_connection(("127.0.0.1", a["tcp"]), timeout=1)
            return "connected"
    """),
    "udp-send": ("network", """
        import socket
        def run(**a):
            socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b"x", ("127.0.0.1", a["udp"]))
            return "sent"
    """),
    "dns": ("network", """
        import socket
        def run(**a):
            return str(socket.getaddrinfo("example.com", 80))
    """),
    "unix-socket": ("network", """
        import socket
        def run(**a):
            s = socket.socket(socket.AF_UNIX)
            s.connect(a["unix"])
            return "connected"
    """),
    "abstract-unix-socket": ("network", """
        import socket
        def run(**a):
            s = socket.socket(socket.AF_UNIX)
            s.connect("\\0" + a["abstract"])
            return "connected"
    """),
    # files
    "read-secret": ("files", """
        def run(**a):
            return open(a["secret"]).read()
    """),
    "write-marker": ("files", """
        def run(**a):
            open(a["marker"], "w").write("x")
            return "escaped"
    """),
    "truncate-victim": ("files", """
        import os
        def run(**a):
            os.truncate(a["victim"], 0)
            return "escaped"
    """),
    "symlink-out": ("files", """
        import os
        def run(**a):
            os.symlink(a["secret"], "link")
            return open("link").read()
    """),
    "write-stdlib": ("files", """
        import os, sys
        def run(**a):
            lib = [p for p in sys.path if p.endswith("lib-dynload")][0]
            open(os.path.join(os.path.dirname(lib), "toolsmith_pwned.py"), "w").write("x")
            return "escaped"
    """),
    "cross-call-leftover": ("files", """
        import os
        def run(**a):
            open("leftover", "w").write("for the next tool")
            try:
                open("/tmp/leftover", "w").write("for the next tool")
            except OSError:
                pass
            return "left"
    """),
    # environment
    "environment": ("env", """
        import os
        def run(**a):
            return ",".join(f"{k}={v}" for k, v in os.environ.items())
    """),
    "proc-environ": ("env", """
        def run(**a):
            return open("/proc/self/environ").read() + open("/proc/1/environ").read()
    """),
    # resources
    "memory": ("resources", """
        def run(**a):
            chunks = []
            while True:
                chunks.append(bytearray(10_000_000))
    """),
    "cpu-ignoring-sigxcpu": ("resources", """
        import signal
        def run(**a):
            signal.signal(signal.SIGXCPU, signal.SIG_IGN)
            while True:
                pass
    """),
    "sleep-ignoring-sigterm": ("resources", """
        import signal, time
        def run(**a):
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            time.sleep(60)
    """),
    "output-flood": ("resources", """
        def run(**a):
            print("x" * 100_000_000)
            return "done"
    """),
    "huge-result": ("resources", """
        def run(**a):
            return "x" * 50_000_000
    """),
    "fill-tmpfs": ("resources", """
        import os
        def run(**a):
            for i in range(10_000):
                with open(f"f{i}", "wb") as f:
                    f.write(b"0" * 1_000_000)
            return "filled"
    """),
    "rlimit-raise": ("resources", """
        import resource
        def run(**a):
            resource.setrlimit(resource.RLIMIT_CPU, (10_000, 10_000))
            resource.setrlimit(resource.RLIMIT_NPROC, (10_000, 10_000))
            return "raised"
    """),
    "raw-setrlimit": ("resources", native(f"""
        def run(**a):
            lim = (ctypes.c_ulong * 2)(10_000, 10_000)
            return str(libc.syscall({SYSCALLS['setrlimit']}, 6, lim))
    """)),
    # signals to the parent and other processes
    "kill-canary": ("signals", """
        import os, signal
        def run(**a):
            os.kill(a["canary"], signal.SIGKILL)
            os.kill(a["parent"], signal.SIGKILL)
            return "killed"
    """),
    "killpg": ("signals", """
        import os, signal
        def run(**a):
            os.killpg(0, signal.SIGKILL)
            return "killed"
    """),
    "raw-kill-all": ("signals", native(f"""
        def run(**a):
            return str(libc.syscall({SYSCALLS['kill']}, -1, 9))
    """)),
    # kernel attack surface
    "ptrace-parent": ("kernel", native(f"""
        import os
        def run(**a):
            return str(libc.syscall({SYSCALLS['ptrace']}, 16, os.getppid(), 0, 0))
    """)),
    "unshare-user": ("kernel", native(f"""
        def run(**a):
            return str(libc.syscall({SYSCALLS['unshare']}, 0x10000000))
    """)),
    "mount-proc": ("kernel", native(f"""
        def run(**a):
            return str(libc.syscall({SYSCALLS['mount']}, b"proc", b"/tmp", b"proc", 0, None))
    """)),
    "io-uring": ("kernel", native(f"""
        def run(**a):
            params = ctypes.create_string_buffer(120)
            return str(libc.syscall({SYSCALLS['io_uring_setup']}, 8, params))
    """)),
    "bpf": ("kernel", native(f"""
        def run(**a):
            return str(libc.syscall({SYSCALLS['bpf']}, 0, None, 0))
    """)),
    "pidfd-parent": ("kernel", native(f"""
        import os
        def run(**a):
            return str(libc.syscall({SYSCALLS['pidfd_open']}, os.getppid(), 0))
    """)),
    # deserialisation
    "pickle-reduce": ("pickle", """
        import pickle, os
        def run(**a):
            class P:
                def __reduce__(self):
                    return (os.system, ("touch " + a["marker"],))
            pickle.loads(pickle.dumps(P()))
            return "escaped"
    """),
}


def _contained(host: Host, result: SandboxResult, name: str, before: dict[str, str]) -> None:
    """The checks from outside: nothing escaped, whatever the tool reported."""
    text = f"{result.value or ''}{result.stdout}{result.stderr}"
    assert SECRET not in text, f"{name}: leaked the secret: {result}"
    assert not host.marker.exists(), f"{name}: created a host file"
    assert files_under(host.root) == before, f"{name}: changed host files"
    for sock in (host.tcp, host.udp, host.unix, host.abstract):
        assert not contacted(sock), f"{name}: reached a host socket"
    assert host.canary.poll() is None, f"{name}: killed the canary"
    if result.ok:  # some cases "succeed" at doing nothing; then their answer must show it
        value = str(result.value)
        assert not value.startswith(CLAIMS), f"{name}: {result}"
        assert not value.startswith("host fs visible: ") or value == "host fs visible: ", f"{name}: {result}"


CLAIMS = ("escaped", "connected", "sent", "killed", "raised", "read it", "seen:", "started", "filled")


def _assert_case(sandbox: PooledSandbox, host: Host, name: str) -> SandboxResult:
    _, body = CASES[name]
    before = files_under(host.root)
    stdlib = set(os.listdir(os.path.dirname(os.__file__)))
    result = sandbox.call(textwrap.dedent(body), "run", host.args(), limits=LIMITS)
    _contained(host, result, name, before)
    assert set(os.listdir(os.path.dirname(os.__file__))) == stdlib, f"{name}: wrote into the stdlib"
    healthy = sandbox.call(ECHO, "run", {"text": "still here"})
    assert healthy.ok and healthy.value == "still here", f"{name}: pool unhealthy afterwards: {healthy}"
    return result


@pytest.fixture(scope="module")
def host_env_secret():
    """A secret in toolsmith's own environment, which no tool may see."""
    os.environ["TOOLSMITH_TEST_SECRET"] = SECRET
    yield
    del os.environ["TOOLSMITH_TEST_SECRET"]


@pytest.fixture(scope="module")
def guarded(host_env_secret):
    with PooledSandbox(size=2, limits=LIMITS) as sandbox:
        yield sandbox


@pytest.fixture(scope="module")
def kernel_only(host_env_secret):
    with PooledSandbox(size=2, limits=LIMITS, python_guards=False) as sandbox:
        yield sandbox


def test_corpus_covers_every_class():
    classes = {cls for cls, _ in CASES.values()}
    assert len(CASES) >= 40
    assert {"hook-policy", "dir-fd", "native-load", "threads", "result-channel", "metadata", "network", "files",
            "env", "processes", "resources", "signals", "kernel", "pickle"} <= classes


@pytest.mark.parametrize("name", sorted(CASES))
def test_contained_with_python_guards(guarded, host, name):
    result = _assert_case(guarded, host, name)
    if CASES[name][0] == "result-channel":
        assert result.limit == "forbidden", result  # a refusal is never reported as a clean run


@pytest.mark.parametrize("name", sorted(CASES))
def test_contained_by_the_kernel_alone(kernel_only, host, name):
    result = _assert_case(kernel_only, host, name)
    if name.startswith("raw-") or CASES[name][0] == "kernel":
        assert not result.ok and result.limit == "forbidden", result  # seccomp killed it


def test_threads_are_capped_by_the_kernel(kernel_only, host):
    result = kernel_only.call(textwrap.dedent(CASES["thread-flood"][1]), "run", host.args(), limits=LIMITS)
    assert not result.ok and result.limit == "processes" and "can't start new thread" in result.error, result


def test_runner_is_unprivileged_and_sees_a_private_view(kernel_only):
    src = textwrap.dedent("""
        import os
        def run():
            return repr((os.getuid(), os.geteuid(), os.getgroups(), sorted(os.listdir("/")), os.path.exists("/proc/1")))
    """)
    result = kernel_only.call(src, "run", {})
    assert result.ok, result
    uid, euid, groups, root, proc = eval(result.value)
    if os.geteuid() == 0:
        assert uid == euid == 65534 and groups == []
    assert not proc and "home" not in root and "work" not in root


def test_nothing_survives_into_the_next_call(kernel_only, host):
    _assert_case(kernel_only, host, "cross-call-leftover")
    peek = "import os\ndef run():\n    return repr((os.getcwd(), os.listdir('/tmp'), os.listdir('.')))\n"
    for _ in range(3):
        result = kernel_only.call(peek, "run", {})
        assert result.ok, result
        cwd, tmp, mine = eval(result.value)
        assert tmp == [os.path.basename(cwd)] and mine == []  # only its own, empty call dir


EVAL_TOOL = 'def extract(task):\n    return None\n\ndef run(expression):\n    return str(eval(expression))\n'
HOSTILE_EXPRESSIONS = {
    "import-system": "__import__('os').system('touch {marker}')",
    "subclass-walk": "[c for c in ().__class__.__base__.__subclasses__() if c.__name__ == '_wrap_close'][0]"
                     ".__init__.__globals__['system']('touch {marker}')",
    "read-secret": "open('{secret}').read()",
    "socket": "__import__('socket').create_connection(('127.0.0.1', {tcp}))",
    "exec-statement": "exec(\"import os\\nos.system('touch {marker}')\")",
    "ctypes": "__import__('ctypes').CDLL(None).system(b'touch {marker}')",
    "builtins-via-frame": "(lambda: 0).__globals__['__builtins__']['__import__']('os').system('touch {marker}')",
    "memory": "'x' * (10 ** 10)",
    "cpu": "[i for i in iter(int, 1)]",
}


@pytest.mark.parametrize("name", sorted(HOSTILE_EXPRESSIONS))
@pytest.mark.parametrize("guards", [True, False])
def test_eval_tool_with_a_hostile_task_string(guarded, kernel_only, host, name, guards):
    """A legitimate eval tool; the payload arrives in the task string, as from a routed task."""
    sandbox = guarded if guards else kernel_only
    before = files_under(host.root)
    assert sandbox.call(EVAL_TOOL, "run", {"expression": "((-1 + 2 + 9 * 5) - (-2 + -4 + -4 * -7))"}).value == "24"
    payload = HOSTILE_EXPRESSIONS[name].format(**host.args())
    result = sandbox.call(EVAL_TOOL, "run", {"expression": payload}, limits=LIMITS)
    assert not result.ok, result
    _contained(host, result, name, before)


def test_default_sandbox_is_the_kernel_sandbox():
    box = default_sandbox()
    assert box is default_sandbox() and box.isolation.strong
    assert box.call(ECHO, "run", {"text": "hi"}).value == "hi"
