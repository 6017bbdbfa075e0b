"""vLLM, the production backend: build the `vllm serve` command, launch it, wait, stop it.

vLLM runs as a subprocess in its own process group. `VLLMServer.start()` waits until
`/health` answers 200 and `/v1/models` lists a model; it fails with one clear `BackendError`
if the process exits early or the timeout passes (with the last log lines). `close()` sends
SIGTERM to the whole group, then SIGKILL after a grace period.

The executable is `vllm` unless overridden (argument, or `TOOLSMITH_VLLM`, which may hold a
command line such as `python fake_vllm.py`); tests use a stand-in HTTP server that way.
"""

from __future__ import annotations

import collections
import json
import os
import shlex
import shutil
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..errors import BackendError, ConfigError
from .speculative import SpeculativeConfig

if TYPE_CHECKING:
    from langchain_openai import ChatOpenAI

__all__ = [
    "VLLM_INSTALL",
    "build_vllm_command",
    "find_vllm",
    "has_gpu",
    "probe",
    "wait_ready",
    "VLLMServer",
]

VLLM_INSTALL = "pip install 'toolsmith[vllm]' (vLLM needs an NVIDIA/AMD GPU)"
_RESERVED = {"--host": "--host", "--port": "--port", "--speculative-config": "--spec", "-sc": "--spec"}


def build_vllm_command(
    model: str,
    spec: SpeculativeConfig | None = None,
    extra_args: Sequence[str] = (),
    host: str = "127.0.0.1",
    port: int = 8000,
    *,
    executable: Sequence[str] = ("vllm",),
) -> list[str]:
    """The argv for `vllm serve MODEL --host H --port P [--speculative-config JSON] [extra...]`."""
    if not model or not model.strip():
        raise ConfigError("vllm: a model is required (--model HF_ID_OR_PATH)")
    for arg in extra_args:
        flag = arg.split("=", 1)[0]
        if flag in _RESERVED:
            raise ConfigError(f"vllm: pass {flag} through toolsmith's {_RESERVED[flag]} option, not as an extra argument")
    if not 0 < int(port) < 65536:
        raise ConfigError(f"vllm: port must be 1..65535, got {port}")
    cmd = [*executable, "serve", model, "--host", host, "--port", str(int(port))]
    if spec is not None:
        cmd += ["--speculative-config", spec.to_vllm_json()]
    return cmd + list(extra_args)


def find_vllm(executable: str | Sequence[str] | None = None) -> list[str]:
    """Resolve the vLLM command: the argument, else `$TOOLSMITH_VLLM`, else `vllm` on PATH."""
    if executable is None:
        executable = os.environ.get("TOOLSMITH_VLLM") or "vllm"
    argv = shlex.split(executable) if isinstance(executable, str) else list(executable)
    if not argv:
        raise ConfigError("vllm: empty executable")
    found = shutil.which(argv[0])
    if found is None:
        raise ConfigError(f"vllm is not installed ({argv[0]!r} not found on PATH); install it with: {VLLM_INSTALL}")
    return [found, *argv[1:]]


def has_gpu() -> bool:
    """Whether an NVIDIA or AMD GPU device is visible."""
    if os.environ.get("CUDA_VISIBLE_DEVICES", None) in {"", "-1"}:
        return False
    return any(os.path.exists(p) for p in ("/dev/nvidia0", "/dev/nvidiactl", "/dev/kfd"))


def _get(url: str, timeout: float) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, b""


def probe(url: str, *, timeout: float = 5.0) -> list[str] | None:
    """Model ids served at `url` if `/health` is 200 and `/v1/models` lists some, else None."""
    root = url.rstrip("/").removesuffix("/v1")
    try:
        status, _ = _get(root + "/health", timeout)
        if status != 200:
            return None
        status, body = _get(root + "/v1/models", timeout)
        if status != 200:
            return None
        ids = [m.get("id") for m in json.loads(body).get("data", []) if isinstance(m, dict)]
    except (OSError, ValueError, AttributeError):
        return None
    return [i for i in ids if i] or None


def wait_ready(
    url: str,
    *,
    timeout: float = 600.0,
    interval: float = 0.5,
    alive: Callable[[], int | None] | None = None,
) -> list[str]:
    """Poll `probe(url)` until ready; `alive()` returns an exit code once the process died."""
    deadline = time.monotonic() + timeout
    while True:
        if alive is not None and (rc := alive()) is not None:
            raise BackendError(f"exited with code {rc} before it was ready")
        models = probe(url, timeout=min(5.0, max(0.5, timeout)))
        if models:
            return models
        if time.monotonic() >= deadline:
            raise BackendError(f"{url} was not ready (/health and /v1/models) within {timeout:g}s")
        time.sleep(interval)


def _free_port(host: str) -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


class VLLMServer:
    """A `vllm serve` subprocess with readiness checks, log streaming and clean shutdown."""

    def __init__(
        self,
        model: str,
        *,
        spec: SpeculativeConfig | None = None,
        extra_args: Sequence[str] = (),
        host: str = "127.0.0.1",
        port: int | None = None,
        executable: str | Sequence[str] | None = None,
        startup_timeout: float = 900.0,
        stop_timeout: float = 30.0,
        require_gpu: bool = True,
        log: Callable[[str], None] | None = None,
        env: dict[str, str] | None = None,
    ) -> None:
        self.model = model
        self.spec = spec
        self.extra_args = list(extra_args)
        self.host = host
        self.port = port
        self.executable = executable
        self.startup_timeout = startup_timeout
        self.stop_timeout = stop_timeout
        self.require_gpu = require_gpu
        self.log = log
        self.env = env
        self.models: list[str] = []
        self.log_tail: collections.deque[str] = collections.deque(maxlen=40)
        self._proc: subprocess.Popen[str] | None = None
        self._reader: threading.Thread | None = None

    @property
    def command(self) -> list[str]:
        """The argv that `start()` runs (port chosen if it was None)."""
        if self.port is None:
            self.port = _free_port(self.host)
        return build_vllm_command(self.model, self.spec, self.extra_args, self.host, self.port,
                                  executable=find_vllm(self.executable))

    def start(self) -> "VLLMServer":
        """Launch and wait until ready; `ConfigError`/`BackendError` with one clear line otherwise."""
        if self._proc is not None:
            return self
        cmd = self.command
        if self.require_gpu and not has_gpu():
            raise BackendError("vLLM needs a GPU and none is visible here (no /dev/nvidia*, /dev/kfd); "
                               "use --engine local for the embedded CPU server")
        env = {**os.environ, **(self.env or {})}
        try:
            self._proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                          text=True, bufsize=1, start_new_session=True, env=env)
        except OSError as exc:
            raise BackendError(f"could not start vllm ({cmd[0]}): {exc}") from None
        self._reader = threading.Thread(target=self._pump, args=(self._proc,), daemon=True, name="vllm-log")
        self._reader.start()
        try:
            self.models = wait_ready(self.url, timeout=self.startup_timeout, alive=self._proc.poll)
        except BackendError as exc:
            self.close()
            raise BackendError(f"vllm serve {self.model}: {exc}{self._tail_text()}") from None
        return self

    def _pump(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            line = line.rstrip("\n")
            self.log_tail.append(line)
            if self.log is not None:
                try:
                    self.log(line)
                except Exception:
                    pass

    def _tail_text(self, n: int = 8) -> str:
        if self._reader is not None:
            self._reader.join(timeout=1.0)
        lines = list(self.log_tail)[-n:]
        return ("; last log lines:\n  " + "\n  ".join(lines)) if lines else ""

    @property
    def url(self) -> str:
        """Root URL, e.g. `http://127.0.0.1:8000` (`/health`, `/metrics` live here)."""
        if self.port is None:
            raise BackendError("vllm server has no port yet; call start() first")
        host = "127.0.0.1" if self.host in {"0.0.0.0", "::", ""} else self.host
        return f"http://{host}:{self.port}"

    @property
    def base_url(self) -> str:
        """OpenAI-compatible base URL (`.../v1`)."""
        return f"{self.url}/v1"

    @property
    def pid(self) -> int | None:
        """Process id of the vllm process (also its process-group id)."""
        return self._proc.pid if self._proc else None

    @property
    def running(self) -> bool:
        """Whether the subprocess is alive."""
        return self._proc is not None and self._proc.poll() is None

    def chat_model(self, **kwargs: Any) -> "ChatOpenAI":
        """A langchain-core chat model bound to this server (temperature 0 unless given)."""
        from langchain_openai import ChatOpenAI

        kwargs.setdefault("temperature", 0.0)
        kwargs.setdefault("max_retries", 0)
        model = self.models[0] if self.models else self.model
        return ChatOpenAI(model=model, base_url=self.base_url, api_key="not-needed", **kwargs)

    def wait(self) -> int:
        """Block until the process exits; its return code."""
        if self._proc is None:
            raise BackendError("vllm server was not started")
        return self._proc.wait()

    def close(self) -> None:
        """SIGTERM the process group, SIGKILL it after `stop_timeout`; safe to call twice."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        for sig, wait in ((signal.SIGTERM, self.stop_timeout), (signal.SIGKILL, 10.0)):
            try:
                os.killpg(proc.pid, sig)
            except ProcessLookupError:
                pass
            try:
                proc.wait(timeout=wait)
                break
            except subprocess.TimeoutExpired:
                continue
        try:  # children that outlived the leader (group still exists) get SIGKILL too
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        if self._reader is not None:
            self._reader.join(timeout=2.0)
        if proc.stdout is not None:
            proc.stdout.close()

    def __enter__(self) -> "VLLMServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()
