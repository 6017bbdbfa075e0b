"""Run untrusted tool code in a subprocess sandbox.

Every call runs in a process forked from a ``python -I -S -B`` worker (``_sandbox_child.py``):
fresh temp cwd (removed afterwards), minimal environment, rlimits (CPU, address space, file
size, open files, processes, no core), a wall clock enforced by the worker (SIGKILL) and, as a
backup, by this process (kills the worker's whole process group), and a PEP 578 audit hook that
refuses sockets, process creation, ctypes, signals to other processes and file access outside the
temp dir (reads of stdlib files excepted). Results travel over a pipe in length-prefixed JSON
frames, separate from the tool's stdout/stderr, which are capped.

`SubprocessSandbox` starts one worker per call. `PooledSandbox` keeps N workers alive; each call
forks a fresh runner from a worker, so no tool state survives a call and no worker is ever
exposed to tool code. See ``bench/README.md`` ("Sandbox") for measured overheads.
"""

from __future__ import annotations

import json
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
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field

from .errors import UserError
from .lint import DEFAULT_ALLOWED_IMPORTS

__all__ = [
    "LimitName",
    "SandboxLimits",
    "SandboxResult",
    "SandboxBackend",
    "SubprocessSandbox",
    "PooledSandbox",
    "DEFAULT_PRELOAD",
]

LimitName = Literal["timeout", "cpu", "memory", "output", "file_size", "processes", "forbidden"]
_LIMIT_NAMES = frozenset(LimitName.__args__)  # type: ignore[attr-defined]

_CHILD = Path(__file__).with_name("_sandbox_child.py")
_HEADER = struct.Struct(">I")
_MAX_REQUEST = 64 * 1024 * 1024
_RESPONSE_SLACK = 1024 * 1024  # response = value (<= max_output_bytes) + kept stdout/stderr + JSON

DEFAULT_PRELOAD: tuple[str, ...] = tuple(sorted(DEFAULT_ALLOWED_IMPORTS)) + ("linecache", "traceback")
"""Modules a pooled worker imports before serving, so forked runners need not import them."""


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
    """New processes allowed. Only 0 is supported: the audit hook refuses process creation and
    RLIMIT_NPROC is 0 (the kernel enforces the rlimit, which also stops threads, for non-root only)."""
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

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


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
    """One `python -I -S -B _sandbox_child.py` process in its own session and temp dir."""

    def __init__(self, python: str, *, once: bool, preload: tuple[str, ...], tmp_root: str | None) -> None:
        self.workdir = tempfile.mkdtemp(prefix="toolsmith-sandbox-", dir=tmp_root)
        cmd = [python, "-I", "-S", "-B", str(_CHILD), "--once" if once else "--serve"]
        if preload:
            cmd += ["--preload", ",".join(preload)]
        with open(os.path.join(self.workdir, "worker.log"), "wb") as log:
            self.proc = subprocess.Popen(
                cmd,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=log,
                cwd=self.workdir,
                env=_worker_env(self.workdir),
                start_new_session=True,
                close_fds=True,
            )
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self._in = self.proc.stdin.fileno()
        self._out = self.proc.stdout.fileno()
        os.set_blocking(self._in, False)
        os.set_blocking(self._out, False)

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


def _request(source: str, function: str, kwargs: dict[str, Any], limits: SandboxLimits) -> tuple[str, bytes]:
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
             "limits": limits.model_dump()},
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


class SubprocessSandbox(SandboxBackend):
    """One fresh `python -I` worker process per call; simplest and slowest (~15-25 ms/call)."""

    def __init__(
        self,
        *,
        limits: SandboxLimits | None = None,
        python: str | None = None,
        tmp_root: str | None = None,
        startup_grace_seconds: float = 10.0,
    ) -> None:
        self.limits = limits or SandboxLimits()
        """Limits used when a call passes none."""
        self.python = python or sys.executable
        self.tmp_root = tmp_root or _default_tmp_root()
        self._grace = startup_grace_seconds

    def call(
        self,
        source: str,
        function: str,
        kwargs: dict[str, Any],
        *,
        limits: SandboxLimits | None = None,
    ) -> SandboxResult:
        limits = limits or self.limits
        request_id, payload = _request(source, function, kwargs, limits)
        started = time.monotonic()
        worker = _Worker(self.python, once=True, preload=(), tmp_root=self.tmp_root)
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
    ) -> None:
        if size < 1:
            raise UserError("size must be at least 1")
        self.limits = limits or SandboxLimits()
        """Limits used when a call passes none."""
        self.python = python or sys.executable
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

    def _spawn(self) -> _Worker:
        worker = _Worker(self.python, once=False, preload=self._preload, tmp_root=self.tmp_root)
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
        request_id, payload = _request(source, function, kwargs, limits)
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

    def _worker_pids(self) -> list[int]:
        """Process ids of the live workers (for tests and diagnostics)."""
        with self._lock:
            return list(self._workers)


def _kill_all(workers: dict[int, tuple[subprocess.Popen, str]], lock: threading.Lock) -> None:
    with lock:
        items = list(workers.values())
        workers.clear()
    for proc, workdir in items:
        _kill_worker(proc, workdir, close_pipes=False)
