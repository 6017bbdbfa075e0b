"""Child side of toolsmith's sandbox: run as ``python -I -S -B _sandbox_child.py --once|--serve``.

Stdlib only; never imported by the parent. Protocol on stdin/stdout: frames of a 4-byte big-endian
length followed by UTF-8 JSON. For each request this process (the *worker*) forks a *runner*
that drops into the limits and then executes the tool source and calls one function:

1. kernel: rlimits (RLIMIT_NPROC=0 among them), then, when the worker runs as root, a switch to an
   unprivileged uid/gid with no supplementary groups (so the rlimits bind and every capability is
   gone), then a seccomp filter compiled by the parent with libseccomp (no exec, fork, ptrace,
   signals, sockets, namespaces, mounts, rlimit changes, ...). The parent usually starts the
   worker inside bubblewrap, so the runner also sits in private mount, network, pid, ipc and uts
   namespaces with a read-only view of the interpreter and a private tmpfs.
2. Python: a PEP 578 audit hook and the removal of unaudited primitives. These are early,
   readable refusals, not the boundary: tool code can reach interpreter state.

The worker supervises the runner (wall clock, output caps, exit status) and answers with one
response frame. It trusts only what the kernel tells it: the exit status, the signal, rusage,
and how much was written. The runner's result frame carries the tool's own value or exception,
which tool code controls anyway. An audit-hook refusal ends the runner at once with exit status
`REFUSED_EXIT` and a SIGSYS marks a seccomp kill, so a refusal cannot be caught, cleared, or
reported as a clean run. The worker never runs tool code, so no state passes from one call to
the next: every call gets a freshly forked runner.
"""

from __future__ import annotations

import errno
import gc
import json
import os
import resource
import select
import signal
import struct
import sys
import time

_HEADER = struct.Struct(">I")
_KEEP = 64 * 1024  # bytes of the runner's stdout / stderr kept for the response
_RESULT_SLACK = 64 * 1024  # result frame may exceed max_output_bytes by this much
_MAX_REQUEST = 64 * 1024 * 1024
_MAX_WRITE_OPENS = 64  # files a tool may open for writing in its temp dir
REFUSED_EXIT = 86  # exit status of a runner that the audit hook stopped
_PR_SET_NO_NEW_PRIVS = 38
_PR_SET_SECCOMP = 22
_SECCOMP_MODE_FILTER = 2

# Builtin (compiled-in) modules that are harmless; imported before `_imp.create_builtin` is
# removed so that stdlib modules that need them still import. `pwd` is missing on purpose (libc
# reads /etc/passwd without an audit event).
_HARMLESS_BUILTINS = (
    "_abc", "_ast", "_codecs", "_collections", "_functools", "_io", "_locale", "_operator",
    "_sre", "_stat", "_string", "_symtable", "_tokenize", "_warnings", "_weakref", "atexit",
    "errno", "itertools", "marshal", "time", "_thread", "_tracemalloc", "faulthandler",
)
# Native modules that offer escape hatches without audit events.
_BLOCKED_IMPORTS = frozenset({
    "_posixsubprocess", "_ctypes", "ctypes", "_xxsubinterpreters", "_xxinterpchannels",
    "_testcapi", "_testinternalcapi", "_testmultiphase", "_testbuffer", "_testclinic",
    "_testimportmultiple", "_posixshmem", "_multiprocessing", "mmap", "termios", "pty",
    "resource", "_sqlite3", "sqlite3", "_dbm", "_gdbm", "readline", "_curses", "_tkinter", "pwd",
    "grp", "spwd", "posix", "_signal", "gc", "_lsprof",
})
# Unaudited primitives removed from already-loaded modules before the tool runs.
_REMOVED = {
    # setsid/setpgid would let a runner leave the worker's process group, which is what the
    # parent kills when a worker stops answering.
    "posix": ("pidfd_open", "mknod", "mkfifo", "chroot", "setns", "unshare", "sendfile", "setsid",
              "setpgid", "setpgrp"),
    "os": ("pidfd_open", "mknod", "mkfifo", "chroot", "setns", "unshare", "sendfile", "setsid",
           "setpgid", "setpgrp"),
    "_signal": ("pidfd_send_signal",),
    "signal": ("pidfd_send_signal",),
}
# Audit events that are always fine; anything not listed here or in the checked set is refused.
_ALLOWED_EVENTS = frozenset({
    "compile", "exec", "marshal.loads", "marshal.load", "marshal.dumps", "sys._getframe",
    "sys._current_frames", "sys._current_exceptions", "object.__getattr__",
    "object.__delattr__", "builtins.id", "code.__new__", "function.__new__", "array.__new__",
    "time.sleep", "sys.excepthook", "sys.unraisablehook", "cpython._PySys_ClearAuditHooks",
    "os.walk", "os.fwalk", "glob.glob", "glob.glob/2", "shutil.copyfile", "shutil.copymode",
    "shutil.copystat", "shutil.copytree", "shutil.rmtree", "shutil.move", "tempfile.mkstemp",
    "tempfile.mkdtemp", "os.putenv", "os.unsetenv", "locale.setlocale",
})
# Filesystem events checked against the temp dir: event -> (number of path args, dir_fd args).
_PATH_EVENTS = {
    "os.chdir": (1, slice(0, 0)),
    "os.mkdir": (1, slice(2, 3)),
    "os.rmdir": (1, slice(1, 2)),
    "os.remove": (1, slice(1, 2)),
    "os.rename": (2, slice(2, 4)),
    "os.truncate": (1, slice(0, 0)),
    "os.chmod": (1, slice(2, 3)),
    "os.utime": (1, slice(3, 4)),
}
_FD_OK = frozenset({"os.truncate", "os.chmod", "os.utime"})
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC


class SandboxBlocked(PermissionError):
    """Raised by the audit hook; also recorded, so catching it does not hide it."""


# --------------------------------------------------------------------------- framing


def _read_exact(fd: int, n: int) -> bytes | None:
    buf = bytearray()
    while len(buf) < n:
        chunk = os.read(fd, n - len(buf))
        if not chunk:
            return None
        buf += chunk
    return bytes(buf)


def _read_frame(fd: int, limit: int) -> dict | None:
    head = _read_exact(fd, _HEADER.size)
    if head is None:
        return None
    (size,) = _HEADER.unpack(head)
    if size > limit:
        raise ValueError(f"frame of {size} bytes exceeds {limit}")
    body = _read_exact(fd, size)
    if body is None:
        return None
    return json.loads(body)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _frame(obj: object) -> bytes:
    body = json.dumps(obj, allow_nan=False, ensure_ascii=False).encode("utf-8", "surrogatepass")
    return _HEADER.pack(len(body)) + body


# --------------------------------------------------------------------------- runner (forked)


def _strict_json(value: object, depth: int = 0) -> str | None:
    """Why `value` is not plain JSON (exact builtin types, str keys, finite floats), or None."""
    if depth > 50:
        return "nested too deeply"
    kind = type(value)
    if value is None or kind in (bool, int, str):
        return None
    if kind is float:
        return None if value == value and value not in (float("inf"), float("-inf")) else "non-finite float"
    if kind in (list, tuple):
        for item in value:  # type: ignore[attr-defined]
            why = _strict_json(item, depth + 1)
            if why:
                return why
        return None
    if kind is dict:
        for key, item in value.items():  # type: ignore[attr-defined]
            if type(key) is not str:
                return f"dict key of type {type(key).__name__}"
            why = _strict_json(item, depth + 1)
            if why:
                return why
        return None
    return f"value of type {kind.__name__}"


_EXPECTED = {"extract": (dict, type(None)), "run": (str,)}


def _make_hook(tmp: str, read_roots: tuple[str, ...]):
    """The audit hook. Its policy and the builtins it calls live in this closure (not in globals
    or builtins that tool code could rebind), and a refusal writes one line to stderr and ends
    the process at once. Its path checks still call `os.path.realpath`, whose helpers tool code
    can patch: the mount namespace, not this hook, is what keeps host files out of reach."""
    realpath, isfile, sep = os.path.realpath, os.path.isfile, os.sep
    write, exit_, refused_exit = os.write, os._exit, REFUSED_EXIT
    type_, any_, tuple_, str_, bytes_, int_, fsdecode = type, any, tuple, str, bytes, int, os.fsdecode
    allowed_events, path_events, fd_ok, blocked_imports = _ALLOWED_EVENTS, _PATH_EVENTS, _FD_OK, _BLOCKED_IMPORTS
    write_flags, max_writes = _WRITE_FLAGS, _MAX_WRITE_OPENS
    tmp_prefix = tmp + sep
    root_prefixes = tuple(r + sep for r in read_roots)
    writes = [0]

    def refuse(what: str) -> None:
        try:
            write(2, f"\nblocked by sandbox: {what}\n".encode("utf-8", "replace")[:600])
        finally:
            exit_(refused_exit)

    def resolve(path: object, event: str) -> str:
        kind = type_(path)
        if kind is bytes_:
            path = fsdecode(path)  # type: ignore[arg-type]
        elif kind is not str_:  # fds, PathLike objects (tool code must not run inside the hook)
            refuse(f"{event} on {kind.__name__}")
        return realpath(path)  # type: ignore[arg-type]

    def inside_tmp(real: str) -> bool:
        return real == tmp or real.startswith(tmp_prefix)

    def under_roots(real: str) -> bool:
        return real in read_roots or real.startswith(root_prefixes)

    def hook(event: str, args: tuple) -> None:
        if event in allowed_events:
            return
        if event == "import":
            name = args[0]
            if type_(name) is not str_ or name in blocked_imports or name.split(".")[0] in blocked_imports:
                refuse(f"import {name}")
            return
        if event == "object.__setattr__":
            if args[1] == "__code__":  # swapping a function's code object
                refuse(f"setting __code__ on a {type_(args[0]).__name__}")
            return
        if event == "open":
            path, mode, flags = (tuple_(args) + (None, None, None))[:3]
            real = resolve(path, event)
            writing = (type_(mode) is str_ and any_(c in mode for c in "wax+")) or (
                type_(flags) is int_ and flags & write_flags
            )
            if inside_tmp(real):
                if writing:
                    writes[0] += 1
                    if writes[0] > max_writes:
                        refuse("too many files opened for writing")
                return
            if writing:
                refuse(f"open for writing {path!r}")
            if under_roots(real) and isfile(real):
                return
            refuse(f"open {path!r}")
        if event in ("os.listdir", "os.scandir"):
            path = args[0] if args else None
            if path is None:
                path = "."
            real = resolve(path, event)
            if inside_tmp(real) or under_roots(real):
                return
            refuse(f"{event} {path!r}")
        if event in path_events:
            n_paths, fd_slice = path_events[event]
            for fd in args[fd_slice]:
                if type_(fd) is int_ and fd != -1:
                    refuse(f"{event} with dir_fd")
            for path in args[:n_paths]:
                if type_(path) is int_ and event in fd_ok:
                    continue  # fchmod/ftruncate/futimes on an fd that was opened under audit
                if not inside_tmp(resolve(path, event)):
                    refuse(f"{event} {path!r}")
            return
        refuse(event)

    return hook


def _harden() -> None:
    """Remove unaudited escape hatches from modules that are already loaded."""
    for name in ("_posixsubprocess", "_ctypes", "_xxsubinterpreters", "_posixshmem"):
        if name in sys.modules:
            raise RuntimeError(f"{name} was loaded before the sandbox started")
    for modname, attrs in _REMOVED.items():
        module = sys.modules.get(modname)
        for attr in attrs:
            if module is not None and hasattr(module, attr):
                delattr(module, attr)
    import _imp

    def _no_builtin(spec: object) -> None:
        raise ImportError("blocked by sandbox: new builtin modules")

    _imp.create_builtin = _no_builtin  # fresh copies of posix/_signal would restore what we removed
    create_dynamic, blocked, basename, audit = _imp.create_dynamic, _BLOCKED_IMPORTS, os.path.basename, sys.audit

    def _checked_dynamic(spec: object, *args: object) -> object:
        names = (str(getattr(spec, "name", "")).rpartition(".")[2],
                 basename(str(getattr(spec, "origin", "") or "")).partition(".")[0])
        for name in names:  # also under a dotted alias such as `x._posixsubprocess`
            if name in blocked:
                audit(f"import {name}")  # an event the hook does not know: refused, the runner ends
        return create_dynamic(spec, *args)

    _imp.create_dynamic = _checked_dynamic


def _apply_limits(limits: dict) -> None:
    mb = 1024 * 1024
    setl = resource.setrlimit
    setl(resource.RLIMIT_CORE, (0, 0))
    cpu = max(1, int(limits["cpu_seconds"]))
    setl(resource.RLIMIT_CPU, (cpu, cpu + 1))
    setl(resource.RLIMIT_AS, (limits["memory_mb"] * mb, limits["memory_mb"] * mb))
    setl(resource.RLIMIT_FSIZE, (limits["file_size_mb"] * mb, limits["file_size_mb"] * mb))
    setl(resource.RLIMIT_NOFILE, (limits["open_files"], limits["open_files"]))
    setl(resource.RLIMIT_NPROC, (limits["nproc"], limits["nproc"]))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # oversized writes raise EFBIG instead


class _Kernel:
    """What the worker prepares before forking so a runner can drop privileges in microseconds:
    the uid/gid to switch to (root workers only) and the seccomp program, loaded with prctl."""

    def __init__(self, config: dict) -> None:
        self.uid = config.get("uid")
        self.gid = config.get("gid")
        self.prctl = None
        program = bytes.fromhex(config.get("seccomp") or "")
        if program:
            import ctypes  # the worker loads it; runners lose it (blocked import) after use

            if len(program) % 8:
                raise ValueError("seccomp program is not a whole number of BPF instructions")

            class SockFprog(ctypes.Structure):
                _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

            libc = ctypes.CDLL(None, use_errno=True)
            self.prctl = libc.prctl
            self.prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong]
            self._buffer = ctypes.create_string_buffer(program, len(program))
            self._fprog = SockFprog(len(program) // 8, ctypes.addressof(self._buffer))
            self._ref = ctypes.byref(self._fprog)
            self._errno = ctypes.get_errno

    def drop(self) -> None:
        """In the runner: leave root for the unprivileged ids, then load the seccomp filter."""
        if self.uid is not None:
            os.setgroups([])
            os.setresgid(self.gid, self.gid, self.gid)
            os.setresuid(self.uid, self.uid, self.uid)
            if os.getuid() != self.uid or os.geteuid() != self.uid:
                raise PermissionError("could not switch to the sandbox uid")
        if self.prctl is not None:
            if self.prctl(_PR_SET_NO_NEW_PRIVS, 1, None, 0, 0) != 0:
                raise OSError(self._errno(), "prctl(PR_SET_NO_NEW_PRIVS) failed")
            if self.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, self._ref, 0, 0) != 0:
                raise OSError(self._errno(), "seccomp filter could not be loaded")
        for name in ("ctypes", "_ctypes"):
            sys.modules.pop(name, None)


def _lock_down(limits: dict, tmp: str, read_roots: tuple[str, ...], kernel: _Kernel, guards: bool) -> None:
    """Temp cwd, minimal env, private stdio, rlimits, unprivileged ids, seccomp, then the hook.

    `guards=False` leaves out the Python-level refusals (tests use it to show the kernel alone)."""
    import io

    os.chdir(tmp)
    os.environ.clear()
    os.environ.update({"TMPDIR": tmp, "HOME": tmp, "LANG": "C.UTF-8", "PATH": "/nonexistent"})
    if "tempfile" in sys.modules:
        sys.modules["tempfile"].tempdir = tmp
    if "random" in sys.modules:
        sys.modules["random"].seed()  # forked runners must not share the worker's random state
    sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), "utf-8", "backslashreplace")
    sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), "utf-8", "backslashreplace",
                                  line_buffering=True)
    _apply_limits(limits)
    kernel.drop()
    if guards:
        _harden()
        sys.addaudithook(_make_hook(tmp, read_roots))


def _run(req: dict, tmp: str, result_fd: int, read_roots: tuple[str, ...], kernel: _Kernel) -> None:
    """In the forked runner: lock down, run the tool, write one result frame. Never returns.

    The frame holds only what the tool produced (its value or its exception); the worker decides
    the outcome from the exit status, so nothing tool code writes here can hide a refusal.
    """
    limits = req["limits"]
    cap = limits["max_output_bytes"] + _RESULT_SLACK
    try:
        _lock_down(limits, tmp, read_roots, kernel, req.get("guards") is not False)
    except BaseException as exc:  # noqa: BLE001
        _write_all(result_fd, _frame({"ok": False, "value": None, "limit": None, "setup": True,
                                      "error": f"sandbox setup failed: {_error_line(exc)}"}))
        os._exit(0)
    # ---- from here on, everything is audited and the kernel filters apply.
    out: dict = {"ok": False, "value": None, "error": None, "limit": None}
    try:
        source, function = req["source"], req["function"]
        code = compile(source, "<tool>", "exec")
        module = type(sys)("tool")  # a real module, so dataclasses/enum/pickle-style lookups work
        sys.modules["tool"] = module
        exec(code, module.__dict__)
        fn = module.__dict__.get(function)
        if not callable(fn):
            raise AttributeError(f"tool defines no function {function!r}")
        value = fn(**req["kwargs"])
        expected = _EXPECTED.get(function)
        why = _strict_json(value)
        if expected and type(value) not in expected:
            names = " or ".join("None" if t is type(None) else t.__name__ for t in expected)
            out["error"] = f"TypeError: {function}() must return {names}, got {type(value).__name__}"
        elif why:
            out["error"] = f"TypeError: {function}() returned non-JSON data: {why}"
        else:
            out.update(ok=True, value=value)
    except BaseException as exc:  # noqa: BLE001 - everything the tool does is reported
        out["error"] = _error_line(exc)
        if isinstance(exc, MemoryError):
            out["limit"] = "memory"
        elif isinstance(exc, OSError) and exc.errno == errno.EFBIG:
            out["limit"] = "file_size"
        elif isinstance(exc, RuntimeError) and "new thread" in str(exc):
            out["limit"] = "processes"  # RLIMIT_NPROC=0 binds: the runner is never root
        _print_traceback(exc, source=req.get("source", ""))
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001
        pass
    try:
        data = _frame(out)
    except BaseException as exc:  # noqa: BLE001
        data = _frame({"ok": False, "value": None, "error": _error_line(exc), "limit": None})
    if len(data) > cap:
        data = _frame({"ok": False, "value": None, "limit": "output",
                       "error": f"output limit: result of {len(data)} bytes exceeds {cap}"})
    _write_all(result_fd, data)
    os._exit(0)


def _error_line(exc: BaseException) -> str:
    try:
        text = str(exc)
    except BaseException:  # noqa: BLE001
        text = "<unprintable>"
    name = type(exc).__name__
    if isinstance(exc, SandboxBlocked):
        name = "PermissionError"
    line = f"{name}: {text}" if text else name
    return line.splitlines()[0][:500] if line else name


def _print_traceback(exc: BaseException, source: str) -> None:
    try:
        import linecache
        import traceback

        lines = source.splitlines(True)
        linecache.cache["<tool>"] = (len(source), None, lines, "<tool>")
        frames = traceback.StackSummary.extract(traceback.walk_tb(exc.__traceback__), lookup_lines=False)
        tool = traceback.StackSummary.from_list([f for f in frames if f.filename == "<tool>"])
        text = "Traceback (tool frames):\n" + "".join(tool.format())
        # no source lines for chained exceptions: a library's file may be unreadable to the runner
        last = traceback.TracebackException(type(exc), exc, None, lookup_lines=False, compact=True)
        text += "".join(last.format_exception_only())
        sys.stderr.write(text)
    except BaseException:  # noqa: BLE001
        pass


# --------------------------------------------------------------------------- worker


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _rmtree(path: str) -> None:
    def fix(func, p, _exc):  # a tool may have chmod-ed things inside its dir
        try:
            os.chmod(os.path.dirname(p), 0o700)
            os.chmod(p, 0o700)
            func(p)
        except OSError:
            pass

    try:
        os.rmdir(path)  # the common case: the tool wrote nothing
    except OSError:
        import shutil  # imported late: start-up time matters for one-shot workers

        shutil.rmtree(path, onerror=fix)


def _supervise(pid: int, fds: dict[str, int], limits: dict, start: float) -> tuple[dict, str | None]:
    """Collect the runner's pipes within the wall clock; kill it on timeout or too much output."""
    deadline = start + float(limits["wall_seconds"])
    max_out = int(limits["max_output_bytes"])
    caps = {"result": max_out + _RESULT_SLACK + _HEADER.size, "stdout": _KEEP, "stderr": _KEEP}
    kept = {name: bytearray() for name in fds}
    total = dict.fromkeys(fds, 0)
    open_fds = {fd: name for name, fd in fds.items()}
    pidfd = _pidfd(pid)
    exited = False
    killed_for: str | None = None
    while open_fds or not exited:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            killed_for = "timeout"
            break
        watch = list(open_fds)
        if pidfd is not None and not exited:
            watch.append(pidfd)
        timeout = remaining if pidfd is not None else min(remaining, 0.005)
        ready = select.select(watch, [], [], timeout)[0] if watch else []
        if not watch:
            time.sleep(timeout)
        if pidfd is None and not exited:
            exited = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
        for fd in ready:
            if fd == pidfd:
                exited = True
                continue
            name = open_fds[fd]
            chunk = os.read(fd, 65536)
            if not chunk:
                del open_fds[fd]
                continue
            total[name] += len(chunk)
            room = caps[name] - len(kept[name])
            if room > 0:
                kept[name] += chunk[:room]
        if total["result"] > caps["result"] or total["stdout"] + total["stderr"] > max_out:
            killed_for = "output"
            break
    if killed_for:
        _kill(pid)
    _, status, usage = os.wait4(pid, 0)
    for fd in [*fds.values(), *([pidfd] if pidfd is not None else [])]:
        os.close(fd)
    info = {
        "status": status,
        "cpu": usage.ru_utime + usage.ru_stime,
        "result": bytes(kept["result"]),
        "stdout": _text(kept["stdout"], total["stdout"]),
        "stderr": _text(kept["stderr"], total["stderr"]),
    }
    return info, killed_for


def _pidfd(pid: int) -> int | None:
    try:
        return os.pidfd_open(pid)
    except (AttributeError, OSError):
        return None


def _text(data: bytearray, total: int) -> str:
    text = data.decode("utf-8", "replace")
    if total > len(data):
        text += f"\n[... {total - len(data)} more bytes dropped]"
    return text


def _handle(req: dict, seq: int, read_roots: tuple[str, ...], kernel: _Kernel) -> dict:
    limits = req["limits"]
    tmp = os.path.realpath(os.path.join(os.getcwd(), f"call-{seq}"))
    os.mkdir(tmp, 0o700)
    if kernel.uid is not None:
        os.chown(tmp, kernel.uid, kernel.gid)
    result_r, result_w = os.pipe()
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:  # runner
        try:
            devnull = os.open(os.devnull, os.O_RDONLY)
            os.dup2(devnull, 0)
            os.dup2(out_w, 1)
            os.dup2(err_w, 2)
            os.dup2(result_w, 3)
            os.closerange(4, 1 << 16)
            _run(req, tmp, 3, read_roots, kernel)
        finally:
            os._exit(70)
    for fd in (result_w, out_w, err_w):
        os.close(fd)
    info, killed_for = _supervise(pid, {"result": result_r, "stdout": out_r, "stderr": err_r}, limits, start)
    run_ms = (time.monotonic() - start) * 1000
    _rmtree(tmp)
    resp = {"ok": False, "value": None, "error": None, "limit": None, "stdout": info["stdout"],
            "stderr": info["stderr"], "run_ms": run_ms}
    resp.update(_outcome(info, killed_for, limits))
    return resp


_TOOL_LIMITS = frozenset({"memory", "file_size", "processes", "output"})


def _outcome(info: dict, killed_for: str | None, limits: dict) -> dict:
    """ok / value / error / limit, decided from what the kernel reported first, the frame last."""
    if killed_for == "timeout":
        return {"limit": "timeout", "error": f"timeout: no result within {limits['wall_seconds']} s (killed)"}
    if killed_for == "output":
        return {"limit": "output", "error": f"output limit: more than {limits['max_output_bytes']} bytes printed (killed)"}
    status = info["status"]
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        name = signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else str(sig)
        if sig == signal.SIGSYS:
            return {"limit": "forbidden", "error": "blocked: a forbidden system call (killed by the kernel's seccomp filter)"}
        if sig == signal.SIGXCPU or (sig == signal.SIGKILL and info["cpu"] >= limits["cpu_seconds"]):
            return {"limit": "cpu", "error": f"cpu limit: more than {limits['cpu_seconds']} s of CPU (killed by {name})"}
        if sig == signal.SIGXFSZ:
            return {"limit": "file_size", "error": f"file size limit: killed by {name}"}
        return {"error": f"crashed: killed by {name}"}
    code = os.WEXITSTATUS(status)
    if code == REFUSED_EXIT:
        marker = "blocked by sandbox: "
        lines = [line for line in info["stderr"].splitlines() if line.startswith(marker)]
        what = lines[-1][len(marker):] if lines else "an operation the sandbox refuses"
        return {"limit": "forbidden", "error": f"blocked: {what}"}
    if code != 0:
        return {"error": f"exited with code {code} without a result"}
    raw = info["result"]
    if len(raw) < _HEADER.size:
        return {"error": "exited with code 0 without a result"}
    (size,) = _HEADER.unpack(raw[: _HEADER.size])
    try:
        if len(raw) != _HEADER.size + size:
            raise ValueError
        got = json.loads(raw[_HEADER.size:])
        if type(got) is not dict:
            raise ValueError
    except ValueError:
        return {"error": "protocol: malformed result from the runner"}
    if got.get("ok") is True:
        return {"ok": True, "value": got.get("value")}
    limit = got.get("limit")
    return {"error": str(got.get("error") or "unknown failure"), "limit": limit if limit in _TOOL_LIMITS else None}


def _read_roots() -> tuple[str, ...]:
    """Folders runners may read: the import path, and the time zone data `zoneinfo` reads."""
    zoneinfo = sys.modules.get("zoneinfo")
    paths = [*sys.path, *(getattr(zoneinfo, "TZPATH", ()) if zoneinfo else ())]
    roots = {os.path.realpath(p) for p in paths if p and os.path.isdir(p)}
    return tuple(sorted(roots))


def _expand(names: list[str]) -> list[str]:
    """Module names, with `pkg.*` replaced by every module of the package."""
    import pkgutil

    out = []
    for name in names:
        if not name.endswith(".*"):
            out.append(name)
            continue
        try:
            package = __import__(name[:-2], fromlist=["__path__"])
        except ImportError:
            continue
        out += [f"{name[:-2]}.{m.name}" for m in pkgutil.iter_modules(getattr(package, "__path__", []))]
    return out


def main(argv: list[str]) -> int:
    once = "--once" in argv
    preload = []
    if "--preload" in argv:
        preload = [m for m in argv[argv.index("--preload") + 1].split(",") if m]
    config = json.loads(argv[argv.index("--config") + 1]) if "--config" in argv else {}
    if "--lib" in argv:  # the folder holding `toolkit`, the helper module tools may import
        sys.path.insert(0, argv[argv.index("--lib") + 1])
    kernel = _Kernel(config)
    sys.dont_write_bytecode = True
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    for name in _HARMLESS_BUILTINS:  # must be loaded before _harden() stubs out create_builtin
        if name in sys.builtin_module_names and name not in sys.modules:
            __import__(name)
    for name in _expand(preload):
        if name.split(".")[0] not in _BLOCKED_IMPORTS:
            try:
                __import__(name)
            except ImportError:
                pass
    roots = _read_roots()
    gc.freeze()  # forked runners then neither scan nor copy-on-write the worker's objects
    proto_out = os.dup(1)
    os.dup2(2, 1)  # stray prints of the worker itself must not corrupt the protocol
    seq = 0
    while True:
        try:
            req = _read_frame(0, _MAX_REQUEST)
        except ValueError:
            return 2
        if req is None:
            return 0
        seq += 1
        try:
            resp = _handle(req, seq, roots, kernel)
        except Exception as exc:  # noqa: BLE001 - the worker reports its own failures
            resp = {"ok": False, "value": None, "error": f"sandbox worker: {_error_line(exc)}",
                    "limit": None, "stdout": "", "stderr": "", "run_ms": 0.0}
        resp["id"] = req.get("id")
        _write_all(proto_out, _frame(resp))
        if once:
            return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
