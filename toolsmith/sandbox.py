"""Run untrusted tool code behind a kernel boundary.

Every call runs in a *runner* process forked from a ``python -I -S -B`` *worker*
(``_sandbox_child.py``). The boundary is the kernel, not Python (see `Isolation`):

* **namespaces** (bubblewrap): the worker starts in private mount, network, pid, ipc and uts
  namespaces. It sees the interpreter, ``/usr`` and the system libraries read-only, a private
  size-capped tmpfs at ``/tmp`` (the only writable place), a minimal ``/dev`` and no ``/proc``.
  The network namespace has no interfaces, and the host's processes are invisible.
* **an unprivileged uid**: when toolsmith runs as root, each runner switches to uid/gid 65534
  with no supplementary groups, so it holds no capability and RLIMIT_NPROC=0 binds (no thread,
  no process). As another user, bubblewrap's user namespace maps the caller's own uid.
* **seccomp**: a filter compiled here by libseccomp (`pyseccomp`) kills the runner on exec,
  fork, ptrace, signals, sockets, namespace and mount calls, rlimit changes, io_uring, bpf,
  keyrings and module loading.
* **rlimits and supervision**: CPU, address space, file size, open files, processes, no core;
  a wall clock enforced by the worker (SIGKILL) and, as a backup, by this process; caps on
  stdout, stderr and the result.

A PEP 578 audit hook and an AST lint (`toolsmith.lint`) stay in front as early, readable
refusals. Results travel over a pipe in length-prefixed JSON frames, separate from the tool's
stdout/stderr; the worker trusts only the kernel's account of how the runner ended.

When bubblewrap or libseccomp is missing, the sandbox runs at the ``process`` level (rlimits,
the audit hook, seccomp and the uid switch where available) and says so: `detect_isolation()`,
``toolsmith doctor``. Tools that evaluate strings (`eval`/`exec`) are then never routed.

`SubprocessSandbox` starts one worker per call. `PooledSandbox` keeps N workers alive; each call
forks a fresh runner from a worker, so no tool state survives a call and no worker is ever
exposed to tool code. `default_sandbox()` is the shared pool the router and the verifier use.
See ``bench/README.md`` ("Sandbox") for measured overheads.
"""

from __future__ import annotations

import atexit
import errno
import functools
import json
import logging
import os
import queue
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import uuid
import weakref
import zoneinfo
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field

from .errors import SandboxError, UserError
from .lint import DEFAULT_ALLOWED_IMPORTS

__all__ = [
    "LimitName",
    "SandboxLimits",
    "SandboxResult",
    "SandboxBackend",
    "SubprocessSandbox",
    "PooledSandbox",
    "Isolation",
    "detect_isolation",
    "default_sandbox",
    "DEFAULT_PRELOAD",
    "SANDBOX_UID",
]

log = logging.getLogger("toolsmith.sandbox")

LimitName = Literal["timeout", "cpu", "memory", "output", "file_size", "processes", "forbidden"]
_LIMIT_NAMES = frozenset(LimitName.__args__)  # type: ignore[attr-defined]

_CHILD = Path(__file__).with_name("_sandbox_child.py")
_CHILD_IN_SANDBOX = "/opt/toolsmith/sandbox_child.py"  # where bubblewrap shows it to the worker
_LIB = Path(__file__).with_name("_lib")  # `toolkit`, the helper module tools may import
_LIB_IN_SANDBOX = "/opt/toolsmith/lib"
_HEADER = struct.Struct(">I")
_MAX_REQUEST = 64 * 1024 * 1024
_RESPONSE_SLACK = 1024 * 1024  # response = value (<= max_output_bytes) + kept stdout/stderr + JSON

DEFAULT_PRELOAD: tuple[str, ...] = tuple(sorted(DEFAULT_ALLOWED_IMPORTS)) + (
    "xml.etree.ElementTree", "_strptime", "encodings.*", "importlib.resources", "zoneinfo.*", "linecache",
    "traceback")
"""Modules a pooled worker imports before serving (`toolkit` among them; `pkg.*`: every module
of the package), so forked runners need not. They must: a runner that dropped to another uid may
not be able to read the standard library (a Python under /root, or a host whose / only root may
enter), so what allowed modules import lazily comes now: `datetime.strptime`'s `_strptime`, the
codecs `str.encode` looks up, and `importlib.resources`, through which `zoneinfo` looks for a zone
its TZPATH lacks (so an unreadable zone is `ZoneInfoNotFoundError`, not an ImportError)."""


class SandboxLimits(BaseModel):
    """Resource limits for one sandboxed call."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    wall_seconds: float = Field(5.0, gt=0, le=3600)
    """Wall-clock limit for the runner, from fork to exit; then it is killed (`limit="timeout"`)."""
    cpu_seconds: int = Field(5, ge=1, le=3600)
    """RLIMIT_CPU: CPU seconds before SIGXCPU (`limit="cpu"`)."""
    memory_mb: int = Field(512, ge=128, le=65536)
    """RLIMIT_AS: address space in MiB; allocations beyond it raise MemoryError (`limit="memory"`)."""
    file_size_mb: int = Field(1, ge=0, le=1024)
    """RLIMIT_FSIZE: largest file the tool may write in its temp dir (`limit="file_size"`)."""
    max_output_bytes: int = Field(1_000_000, ge=1024, le=256 * 1024 * 1024)
    """Cap on bytes printed to stdout+stderr, and on the encoded result (`limit="output"`)."""
    nproc: int = Field(0, ge=0, le=0)
    """New processes and threads allowed. Only 0 is supported: RLIMIT_NPROC is 0 and binds,
    because the runner never runs as root (and seccomp kills any fork or exec)."""
    open_files: int = Field(32, ge=8, le=1024)
    """RLIMIT_NOFILE: open file descriptors in the runner."""


class SandboxResult(BaseModel):
    """What happened when a sandbox ran one tool function."""

    ok: bool
    """True when the function returned a valid JSON value and no limit or refusal was hit."""
    value: Any = None
    """The JSON-decoded return value (None unless ok)."""
    error: str | None = None
    """One line saying what went wrong, e.g. `ZeroDivisionError: division by zero` or
    `blocked: socket.__new__`."""
    stdout: str = ""
    """What the tool printed to stdout (first 64 KiB)."""
    stderr: str = ""
    """What the tool wrote to stderr, plus a traceback of tool frames on error (first 64 KiB)."""
    duration_ms: float = 0.0
    """Wall time of the whole call as seen by the caller, process start-up included."""
    run_ms: float | None = None
    """Wall time of the runner process alone (fork to exit), when known."""
    limit: LimitName | None = None
    """Which limit ended the call: timeout, cpu, memory, output, file_size, processes, or
    forbidden (the audit hook refused an operation); None otherwise."""


class SandboxBackend(ABC):
    """Runs one function of a tool's source in isolation. Never raises for tool misbehaviour."""

    @abstractmethod
    def call(
        self,
        source: str,
        function: str,
        kwargs: dict[str, Any],
        *,
        limits: SandboxLimits | None = None,
    ) -> SandboxResult:
        """Execute `source`, call `function(**kwargs)`, and report the outcome.

        `extract` must return a dict or None and `run` a str; any other function must return
        plain JSON data. Raises `UserError` only for bad arguments (or a closed sandbox).
        """

    @abstractmethod
    def close(self) -> None:
        """Stop any processes the backend keeps."""

    @property
    def isolation(self) -> "Isolation":
        """What protects the host from tool code. Backends that do not say get `process`."""
        return Isolation(level="process", missing=["this sandbox backend does not describe its isolation"])

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


SANDBOX_UID = 65534
"""uid and gid tool code runs as when toolsmith runs as root (`nobody` on most systems)."""

# Killed by seccomp (SIGSYS): nothing a text-processing tool needs, everything an escape uses.
_KILLED_SYSCALLS = (
    "execve", "execveat", "fork", "vfork", "ptrace", "process_vm_readv", "process_vm_writev",
    "kill", "tkill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo", "pidfd_open",
    "pidfd_send_signal", "pidfd_getfd", "setrlimit", "socket", "socketpair", "mount", "umount2",
    "pivot_root", "chroot", "unshare", "setns", "move_mount", "open_tree", "fsopen", "fsmount",
    "fspick", "mount_setattr", "keyctl", "add_key", "request_key", "bpf", "perf_event_open",
    "userfaultfd", "io_uring_setup", "io_uring_enter", "io_uring_register", "init_module",
    "finit_module", "delete_module", "kexec_load", "kexec_file_load", "reboot", "swapon", "swapoff",
    "acct", "quotactl", "mknod", "mknodat", "setuid", "setgid", "setreuid", "setregid", "setresuid",
    "setresgid", "setgroups", "setfsuid", "setfsgid", "capset", "personality", "kcmp",
    "name_to_handle_at", "open_by_handle_at", "iopl", "ioperm", "settimeofday", "clock_settime",
    "adjtimex", "clock_adjtime", "sethostname", "setdomainname", "syslog", "vhangup",
    "lookup_dcookie", "nfsservctl", "uselib", "ustat", "sysfs", "_sysctl",
)
_CLONE_THREAD = 0x00010000
_WORKER_CAPS = ("CAP_SETUID", "CAP_SETGID", "CAP_CHOWN", "CAP_KILL", "CAP_DAC_OVERRIDE", "CAP_FOWNER")
"""What a root worker keeps inside bubblewrap: enough to hand each runner a fresh dir, drop it to
SANDBOX_UID, kill it and clean up after it. Runners lose all of it at the uid switch."""


class Isolation(BaseModel):
    """Which isolation protects the host from tool code on this machine, and what is missing."""

    model_config = ConfigDict(frozen=True)

    level: Literal["kernel", "process"]
    """`kernel`: namespaces and seccomp both apply, so tool code is contained even if it
    subverts the Python-level checks. `process`: only what is listed below; tools that evaluate
    strings are then never routed."""
    namespaces: bool = False
    """bubblewrap puts the worker in private mount, network, pid, ipc and uts namespaces."""
    user_namespace: bool = False
    """The namespaces were made by an unprivileged user (toolsmith is not root)."""
    seccomp: bool = False
    """A libseccomp filter kills runners that exec, fork, signal, open sockets, ..."""
    run_as: int | None = None
    """The uid runners switch to (toolsmith runs as root), or None when they keep the caller's."""
    bwrap: str | None = None
    """Path of the bubblewrap binary in use."""
    missing: list[str] = Field(default_factory=list)
    """What keeps the level below `kernel`, each with how to fix it."""

    @property
    def strong(self) -> bool:
        """True at the `kernel` level."""
        return self.level == "kernel"

    def summary(self) -> str:
        """One line, e.g. `kernel (namespaces via bwrap, seccomp, runs as uid 65534)`."""
        parts = []
        if self.namespaces:
            parts.append("namespaces via bwrap" + (" (user namespace)" if self.user_namespace else ""))
        if self.seccomp:
            parts.append("seccomp")
        parts.append(f"runs as uid {self.run_as}" if self.run_as is not None else "runs as the calling user")
        parts.append("rlimits")
        return f"{self.level} ({', '.join(parts)})"


@functools.lru_cache(maxsize=1)
def _seccomp_program() -> bytes:
    """The runner's seccomp filter as raw BPF, compiled by libseccomp; raises if unavailable."""
    import pyseccomp as sc  # ctypes over the system's libseccomp.so.2

    filt = sc.SyscallFilter(sc.ALLOW)
    for name in _KILLED_SYSCALLS:
        try:
            filt.add_rule(sc.KILL_PROCESS, name)
        except (ValueError, OSError):
            pass  # not a syscall on this architecture
    filt.add_rule(sc.KILL_PROCESS, "clone", sc.Arg(0, sc.MASKED_EQ, _CLONE_THREAD, 0))  # fork-like clone
    filt.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")  # libc then falls back to clone, checked above
    filt.add_rule(sc.KILL_PROCESS, "prlimit64", sc.Arg(2, sc.NE, 0))  # reading limits stays allowed
    with tempfile.TemporaryFile() as fh:
        filt.export_bpf(fh)
        fh.seek(0)
        return fh.read()


def _python() -> str:
    return os.path.realpath(sys.executable)


def _hidden_from_others(path: str) -> str | None:
    """The first folder on the way to `path` that users other than its owner and group cannot
    enter (a Python under /root), or None."""
    here = os.path.realpath(path)
    for folder in [*reversed(Path(here).parents), Path(here)]:
        try:
            if not os.stat(folder).st_mode & 0o001:
                return str(folder)
        except OSError:
            return str(folder)
    return None


def _read_only_paths() -> list[str]:
    """Host paths a worker must see: the interpreter's prefixes."""
    wanted = {os.path.realpath(p) for p in (sys.base_prefix, sys.base_exec_prefix, os.path.dirname(os.path.dirname(_python())))}
    wanted = {p for p in wanted if p and p != "/" and os.path.isdir(p)}
    return sorted(p for p in wanted if not any(p != q and p.startswith(q + os.sep) for q in wanted))


def _bwrap_args(bwrap: str, tmp_mb: int) -> list[str]:
    """The bubblewrap command line in front of every worker."""
    args = [bwrap, "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
            "--die-with-parent", "--new-session"]
    if os.geteuid() == 0:
        args += ["--cap-drop", "ALL"]
        for cap in _WORKER_CAPS:
            args += ["--cap-add", cap]
    else:
        args += ["--unshare-user"]
    args += ["--ro-bind", "/usr", "/usr"]
    for name in ("bin", "sbin", "lib", "lib32", "lib64", "libx32"):
        path = "/" + name
        if os.path.islink(path):
            args += ["--symlink", os.readlink(path), path]
        elif os.path.isdir(path):
            args += ["--ro-bind", path, path]
    args += ["--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache"]
    made: set[str] = set()
    for path in _read_only_paths():
        if path.startswith("/usr/"):
            continue
        for parent in reversed(Path(path).parents[:-1]):  # traversable by the runner's uid
            if str(parent) not in made:
                made.add(str(parent))
                args += ["--perms", "0755", "--dir", str(parent)]
        args += ["--ro-bind", path, path]
    args += ["--ro-bind", str(_CHILD), _CHILD_IN_SANDBOX, "--ro-bind", str(_LIB), _LIB_IN_SANDBOX]
    args += ["--size", str(tmp_mb * 1024 * 1024), "--tmpfs", "/tmp", "--dev", "/dev", "--chdir", "/tmp", "--"]
    return args


_isolation_lock = threading.Lock()
_isolation: Isolation | None = None


def detect_isolation(*, refresh: bool = False) -> Isolation:
    """What this machine can give tool code, found once per process by trying it.

    The kernel level needs Linux, bubblewrap (`apt-get install bubblewrap`) that can create
    namespaces here, and libseccomp (`libseccomp2`, through the `pyseccomp` package).
    """
    global _isolation
    with _isolation_lock:
        if _isolation is None or refresh:
            _isolation = _detect()
            if not _isolation.strong:
                log.warning("toolsmith sandbox: %s; missing: %s", _isolation.summary(), "; ".join(_isolation.missing))
        return _isolation


def _detect() -> Isolation:
    missing: list[str] = []
    if not sys.platform.startswith("linux"):
        return Isolation(level="process", missing=[f"the kernel sandbox needs Linux (this is {sys.platform})"])
    run_as = SANDBOX_UID if os.geteuid() == 0 else None
    seccomp = False
    try:
        seccomp = bool(_seccomp_program())
    except Exception as exc:  # noqa: BLE001 - missing library, old kernel headers, ...
        missing.append(f"seccomp unavailable ({type(exc).__name__}: {exc}); install libseccomp2 and `pip install pyseccomp`")
    bwrap = shutil.which("bwrap")
    namespaces = False
    if bwrap is None:
        missing.append("bubblewrap not found; install it (Debian/Ubuntu: apt-get install bubblewrap)")
    else:
        try:
            probe = subprocess.run([*_bwrap_args(bwrap, 1), _python(), "-I", "-S", "-c", "pass"],
                                   capture_output=True, timeout=20, env=_worker_env("/tmp"))
            namespaces = probe.returncode == 0
            if not namespaces:
                why = probe.stderr.decode(errors="replace").strip().splitlines()[-1:] or [f"exit {probe.returncode}"]
                missing.append(f"bubblewrap cannot create namespaces here ({why[0]}); enable unprivileged user "
                               "namespaces (sysctl kernel.unprivileged_userns_clone=1) or run as root")
        except (OSError, subprocess.SubprocessError) as exc:
            missing.append(f"bubblewrap failed to start ({exc})")
    hidden = _hidden_from_others(os.path.dirname(os.__file__)) if run_as is not None and not namespaces else None
    if hidden:
        missing.append(f"uid {run_as} cannot enter {hidden}, where this Python's standard library is: tools can "
                       "import only the modules the sandbox loads first (the default import list); with bubblewrap "
                       "it is mounted for them, or use a Python other users can read")
    zone_folders = [p for p in zoneinfo.TZPATH if os.path.isdir(p)]
    if run_as is not None and not namespaces and zone_folders and all(map(_hidden_from_others, zone_folders)):
        missing.append(f"uid {run_as} cannot enter {_hidden_from_others(zone_folders[0])}: tools cannot read time "
                       "zone data (zoneinfo); with bubblewrap it is mounted for them")
    level = "kernel" if namespaces and seccomp else "process"
    return Isolation(level=level, namespaces=namespaces, user_namespace=namespaces and os.geteuid() != 0,
                     seccomp=seccomp, run_as=run_as, bwrap=bwrap if namespaces else None, missing=missing)


def _child_config(isolation: Isolation) -> str:
    return json.dumps({
        "uid": isolation.run_as, "gid": isolation.run_as,
        "seccomp": _seccomp_program().hex() if isolation.seccomp else "",
    })



class _WorkerFailure(Exception):
    """The worker did not answer properly: dead, timed out, or broke the protocol."""

    def __init__(self, message: str, *, sent: bool, timed_out: bool = False) -> None:
        super().__init__(message)
        self.sent = sent
        self.timed_out = timed_out


def _default_tmp_root() -> str | None:
    """/dev/shm when usable: creating and removing a dir per call there costs microseconds, on a
    busy ext4 disk milliseconds. Tool files are bounded by file_size_mb and a cap on writes."""
    shm = "/dev/shm"
    return shm if os.path.isdir(shm) and os.access(shm, os.W_OK | os.X_OK) else None


def _worker_env(workdir: str) -> dict[str, str]:
    return {"PATH": os.defpath, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": workdir, "TMPDIR": workdir}


class _Worker:
    """One `python -I -S -B _sandbox_child.py` process in its own session, behind bubblewrap when
    the isolation has namespaces (then its cwd is the sandbox's private /tmp)."""

    def __init__(self, python: str, *, once: bool, preload: tuple[str, ...], tmp_root: str | None,
                 isolation: Isolation, tmp_mb: int) -> None:
        self.workdir = tempfile.mkdtemp(prefix="toolsmith-sandbox-", dir=tmp_root)
        contained = bool(isolation.namespaces and isolation.bwrap)
        cmd = [python, "-I", "-S", "-B", _CHILD_IN_SANDBOX if contained else str(_CHILD),
               "--once" if once else "--serve", "--config", _child_config(isolation),
               "--lib", _LIB_IN_SANDBOX if contained else str(_LIB)]
        if preload:
            cmd += ["--preload", ",".join(preload)]
        cwd = self.workdir
        if contained:
            cmd = _bwrap_args(isolation.bwrap, tmp_mb) + cmd  # type: ignore[arg-type]
            cwd = "/tmp"
        elif isolation.run_as is not None:
            os.chmod(self.workdir, 0o711)  # runners (another uid) reach their own call dir only
        with open(os.path.join(self.workdir, "worker.log"), "wb") as log_file:
            try:
                self.proc = self._start(cmd, cwd, log_file)
            except OSError as exc:
                shutil.rmtree(self.workdir, ignore_errors=True)
                raise SandboxError(f"cannot start a sandbox worker ({cmd[0]}): {exc.strerror or exc}") from None
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._in = self.proc.stdin.fileno()
        self._out = self.proc.stdout.fileno()
        os.set_blocking(self._in, False)
        os.set_blocking(self._out, False)

    def _start(self, cmd: list[str], cwd: str, log_file: Any) -> subprocess.Popen:
        return subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log_file, cwd=self.workdir,
                                env=_worker_env(cwd), start_new_session=True, close_fds=True)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def request(self, request_id: str, payload: bytes, deadline: float, max_response: int) -> dict:
        """Send one frame and read the answer, or raise `_WorkerFailure`."""
        data = memoryview(_HEADER.pack(len(payload)) + payload)
        sent = False
        while data:
            if not select.select([], [self._in], [], self._left(deadline, sent))[1]:
                raise _WorkerFailure("sandbox worker did not accept the request", sent=sent, timed_out=True)
            try:
                n = os.write(self._in, data)
            except BlockingIOError:
                continue
            except OSError as exc:
                raise _WorkerFailure(f"sandbox worker is gone ({exc.strerror})", sent=sent) from None
            sent = True
            data = data[n:]
        head = self._read(_HEADER.size, deadline)
        (size,) = _HEADER.unpack(head)
        if size > max_response:
            raise _WorkerFailure(f"sandbox worker sent a {size}-byte response", sent=True)
        try:
            resp = json.loads(self._read(size, deadline))
        except ValueError:
            raise _WorkerFailure("sandbox worker sent malformed JSON", sent=True) from None
        if not isinstance(resp, dict) or resp.get("id") != request_id:
            raise _WorkerFailure("sandbox worker answered out of turn", sent=True)
        return resp

    def _left(self, deadline: float, sent: bool) -> float:
        left = deadline - time.monotonic()
        if left <= 0:
            raise _WorkerFailure("sandbox worker did not answer in time", sent=sent, timed_out=True)
        return left

    def _read(self, n: int, deadline: float) -> bytes:
        buf = bytearray()
        while len(buf) < n:
            if not select.select([self._out], [], [], self._left(deadline, True))[0]:
                continue
            try:
                chunk = os.read(self._out, n - len(buf))
            except BlockingIOError:
                continue
            except OSError as exc:
                raise _WorkerFailure(f"sandbox worker pipe failed ({exc.strerror})", sent=True) from None
            if not chunk:
                code = self.proc.poll()
                raise _WorkerFailure(f"sandbox worker exited (code {code}) without an answer", sent=True)
            buf += chunk
        return bytes(buf)

    def kill(self) -> None:
        """Kill the worker's process group (worker and any runner) and remove its temp dir."""
        _kill_worker(self.proc, self.workdir)


def _kill_worker(proc: subprocess.Popen, workdir: str, *, close_pipes: bool = True) -> None:
    """SIGKILL the worker's process group, reap it, remove its temp dir.

    Pipes are closed only by the thread that owns the worker: closing an fd another thread is
    reading could hand the number to an unrelated file.
    """
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass
    if close_pipes:
        for stream in (proc.stdin, proc.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass
    shutil.rmtree(workdir, ignore_errors=True)


def _request(source: str, function: str, kwargs: dict[str, Any], limits: SandboxLimits,
             guards: bool = True) -> tuple[str, bytes]:
    if not isinstance(source, str):
        raise UserError("source must be a str")
    if not isinstance(function, str) or not function.isidentifier():
        raise UserError(f"function must be a Python identifier, got {function!r}")
    if not isinstance(kwargs, dict) or not all(isinstance(k, str) for k in kwargs):
        raise UserError("kwargs must be a dict with str keys")
    if not isinstance(limits, SandboxLimits):
        raise UserError("limits must be a SandboxLimits")
    request_id = uuid.uuid4().hex
    try:
        body = json.dumps(
            {"id": request_id, "source": source, "function": function, "kwargs": kwargs,
             "limits": limits.model_dump(), "guards": guards},
            allow_nan=False,
            ensure_ascii=False,
        ).encode("utf-8", "surrogatepass")
    except (TypeError, ValueError) as exc:
        raise UserError(f"kwargs must be JSON-serialisable: {exc}") from None
    if len(body) > _MAX_REQUEST:
        raise UserError(f"request of {len(body)} bytes is too large")
    return request_id, body


def _to_result(resp: dict, started: float) -> SandboxResult:
    limit = resp.get("limit")
    ok = resp.get("ok") is True
    return SandboxResult(
        ok=ok,
        value=resp.get("value") if ok else None,
        error=None if ok else str(resp.get("error") or "unknown sandbox failure"),
        stdout=str(resp.get("stdout") or ""),
        stderr=str(resp.get("stderr") or ""),
        duration_ms=(time.monotonic() - started) * 1000,
        run_ms=resp.get("run_ms") if isinstance(resp.get("run_ms"), (int, float)) else None,
        limit=limit if limit in _LIMIT_NAMES else None,
    )


def _failure(exc: _WorkerFailure, started: float) -> SandboxResult:
    return SandboxResult(
        ok=False,
        error=str(exc),
        duration_ms=(time.monotonic() - started) * 1000,
        limit="timeout" if exc.timed_out else None,
    )


def _tmp_mb(limits: SandboxLimits) -> int:
    """Size of a worker's private tmpfs: room for many files at the per-file cap."""
    return max(64, 8 * limits.file_size_mb)


class SubprocessSandbox(SandboxBackend):
    """One fresh worker process per call; simplest and slowest (tens of ms per call)."""

    def __init__(
        self,
        *,
        limits: SandboxLimits | None = None,
        python: str | None = None,
        tmp_root: str | None = None,
        startup_grace_seconds: float = 10.0,
        isolation: Isolation | None = None,
        python_guards: bool = True,
    ) -> None:
        self.limits = limits or SandboxLimits()
        """Limits used when a call passes none."""
        self.python = python or _python()
        self.tmp_root = tmp_root or _default_tmp_root()
        self._grace = startup_grace_seconds
        self._isolation = isolation or detect_isolation()
        self.python_guards = python_guards
        """False leaves out the audit hook and the removal of unaudited primitives, so only the
        kernel contains tool code (tests use it to show that the kernel holds on its own)."""

    @property
    def isolation(self) -> Isolation:
        return self._isolation

    def call(
        self,
        source: str,
        function: str,
        kwargs: dict[str, Any],
        *,
        limits: SandboxLimits | None = None,
    ) -> SandboxResult:
        limits = limits or self.limits
        request_id, payload = _request(source, function, kwargs, limits, self.python_guards)
        started = time.monotonic()
        worker = _Worker(self.python, once=True, preload=(), tmp_root=self.tmp_root,
                         isolation=self._isolation, tmp_mb=_tmp_mb(limits))
        try:
            resp = worker.request(request_id, payload, started + limits.wall_seconds + self._grace,
                                  limits.max_output_bytes + _RESPONSE_SLACK)
        except _WorkerFailure as exc:
            return _failure(exc, started)
        finally:
            worker.kill()
        return _to_result(resp, started)

    def close(self) -> None:
        """Nothing to stop: every call cleans up after itself."""


class PooledSandbox(SandboxBackend):
    """A pool of pre-started workers; each call forks a fresh runner from an idle worker.

    Workers never execute tool code, so nothing leaks between calls and a worker is replaced
    only when it dies, stops answering, or breaks the protocol. Thread-safe: concurrent calls
    use different workers and wait for one when all are busy.
    """

    def __init__(
        self,
        size: int = 2,
        *,
        limits: SandboxLimits | None = None,
        python: str | None = None,
        preload: tuple[str, ...] = DEFAULT_PRELOAD,
        tmp_root: str | None = None,
        grace_seconds: float = 5.0,
        isolation: Isolation | None = None,
        python_guards: bool = True,
    ) -> None:
        if size < 1:
            raise UserError("size must be at least 1")
        self.limits = limits or SandboxLimits()
        """Limits used when a call passes none."""
        self.python = python or _python()
        self._isolation = isolation or detect_isolation()
        self.python_guards = python_guards
        """False leaves out the Python-level refusals (see `SubprocessSandbox.python_guards`)."""
        self.tmp_root = tmp_root or _default_tmp_root()
        self.size = size
        self._preload = tuple(preload)
        self._grace = grace_seconds
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._workers: dict[int, tuple[subprocess.Popen, str]] = {}
        self._lock = threading.Lock()
        self._closed = False
        self._finalizer = weakref.finalize(self, _kill_all, self._workers, self._lock)
        for _ in range(size):
            self._idle.put(self._spawn())

    @property
    def isolation(self) -> Isolation:
        return self._isolation

    @property
    def closed(self) -> bool:
        """True once `close()` was called."""
        return self._closed

    def _spawn(self) -> _Worker:
        worker = _Worker(self.python, once=False, preload=self._preload, tmp_root=self.tmp_root,
                         isolation=self._isolation, tmp_mb=_tmp_mb(self.limits))
        with self._lock:
            self._workers[worker.proc.pid] = (worker.proc, worker.workdir)
        return worker

    def _retire(self, worker: _Worker) -> None:
        with self._lock:
            self._workers.pop(worker.proc.pid, None)
        worker.kill()

    def _replace(self, worker: _Worker) -> None:
        self._retire(worker)
        if not self._closed:
            self._idle.put(self._spawn())

    def _checkout(self) -> _Worker:
        while True:
            if self._closed:
                raise UserError("PooledSandbox is closed")
            try:
                worker = self._idle.get(timeout=0.2)
            except queue.Empty:
                continue
            if worker.alive():
                return worker
            self._replace(worker)

    def call(
        self,
        source: str,
        function: str,
        kwargs: dict[str, Any],
        *,
        limits: SandboxLimits | None = None,
    ) -> SandboxResult:
        limits = limits or self.limits
        request_id, payload = _request(source, function, kwargs, limits, self.python_guards)
        started = time.monotonic()
        deadline = started + limits.wall_seconds + self._grace
        for attempt in range(2):
            worker = self._checkout()
            try:
                resp = worker.request(request_id, payload, deadline, limits.max_output_bytes + _RESPONSE_SLACK)
            except _WorkerFailure as exc:
                self._replace(worker)
                if exc.sent or attempt:
                    return _failure(exc, started)
                continue  # the worker died before taking the request: safe to retry once
            if self._closed:
                self._retire(worker)
            else:
                self._idle.put(worker)
            return _to_result(resp, started)
        raise AssertionError("unreachable")

    def close(self) -> None:
        """Kill every worker. Calls in flight return a failed result; later calls raise UserError."""
        self._closed = True
        self._finalizer()  # kills all process groups; busy threads then see EOF and clean up
        while True:
            try:
                self._idle.get_nowait().kill()
            except queue.Empty:
                break

    def worker_pids(self) -> list[int]:
        """Process ids of the live workers (for tests and diagnostics)."""
        with self._lock:
            return list(self._workers)


def _kill_all(workers: dict[int, tuple[subprocess.Popen, str]], lock: threading.Lock) -> None:
    with lock:
        items = list(workers.values())
        workers.clear()
    for proc, workdir in items:
        _kill_worker(proc, workdir, close_pipes=False)


_default_lock = threading.Lock()
_default: PooledSandbox | None = None


def default_sandbox() -> PooledSandbox:
    """The process-wide pooled sandbox that the router, the verifier and the CLI use.

    Started on first use with `detect_isolation()`, restarted if someone closed it, and closed
    at interpreter exit. Callers share it and must not close it.
    """
    global _default
    with _default_lock:
        if _default is None or _default.closed:
            _default = PooledSandbox()
            log.info("toolsmith sandbox: %s", _default.isolation.summary())
        return _default


@atexit.register
def _close_default() -> None:
    if _default is not None:
        _default.close()
