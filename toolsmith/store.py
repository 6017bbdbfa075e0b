"""Persistent, JSON-only, multi-process-safe storage for traces, sessions and patterns.

Built on `diskcache.Cache` with a disk class that stores JSON and refuses pickled rows:
diskcache's default pickling would execute code from a tampered database.
"""

from __future__ import annotations

import json
import os
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import diskcache
from diskcache.core import MODE_PICKLE

from .errors import StoreError
from .records import Trace

__all__ = ["Store", "JSONOnlyDisk", "SCHEMA_VERSION", "default_home"]

SCHEMA_VERSION = 1


def default_home() -> Path:
    """`$TOOLSMITH_HOME`, else `~/.toolsmith`."""
    return Path(os.environ.get("TOOLSMITH_HOME") or Path.home() / ".toolsmith").expanduser()


class JSONOnlyDisk(diskcache.Disk):
    """A diskcache Disk that serialises keys and values as (compressed) JSON, never pickle."""

    def put(self, key: Any) -> tuple[Any, bool]:
        return super().put(json.dumps(key, sort_keys=True).encode())

    def get(self, key: Any, raw: bool) -> Any:
        return json.loads(bytes(super().get(key, raw)))

    def store(self, value: Any, read: bool, key: Any = diskcache.core.UNKNOWN):
        if read:
            raise StoreError("file-like values are not stored")
        if type(value) is int:  # kept raw so that diskcache's atomic incr() works
            return super().store(value, False, key=key)
        try:
            data = json.dumps(value, separators=(",", ":"))
        except (TypeError, ValueError) as exc:
            raise StoreError(f"value is not JSON-serialisable: {exc}") from None
        return super().store(zlib.compress(data.encode(), 1), False, key=key)

    def fetch(self, mode: int, filename: str | None, value: Any, read: bool) -> Any:
        if mode == MODE_PICKLE:
            raise StoreError("refusing a pickled row in the store (possible tampering)")
        raw = super().fetch(mode, filename, value, read)
        if isinstance(raw, int):
            return raw
        return json.loads(zlib.decompress(raw).decode())


class Store:
    """Traces, sessions and named JSON records under `<home>/store`."""

    def __init__(self, home: str | os.PathLike[str] | None = None) -> None:
        self.home = Path(home).expanduser() if home else default_home()
        path = self.home / "store"
        try:
            path.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(self.home, 0o700)
            os.chmod(path, 0o700)
            self._cache = diskcache.Cache(str(path), disk=JSONOnlyDisk, timeout=60, eviction_policy="none", size_limit=2**40)
        except (OSError, diskcache.Timeout) as exc:
            raise StoreError(f"cannot open the store at {path}: {exc}") from None
        self._migrate()

    # -- generic records -------------------------------------------------
    def get(self, key: str, default: Any = None) -> Any:
        """The JSON value under `key`, or `default`."""
        return self._cache.get(key, default, retry=True)

    def set(self, key: str, value: Any) -> None:
        """Store a JSON value under `key` atomically."""
        self._cache.set(key, value, retry=True)

    def delete(self, key: str) -> None:
        """Remove `key` if present."""
        self._cache.delete(key, retry=True)

    def incr(self, key: str, delta: int = 1) -> int:
        """Atomically add `delta` to an integer counter and return the new value."""
        return self._cache.incr(key, delta, default=0, retry=True)

    @contextmanager
    def transact(self) -> Iterator[None]:
        """Hold the store's write lock for a short read-modify-write."""
        with self._cache.transact(retry=True):
            yield

    def close(self) -> None:
        """Close the underlying database connection."""
        self._cache.close()

    # -- traces and sessions -------------------------------------------------
    def next_seq(self, session_id: str) -> int:
        """Reserve the next task number in a session (registers new sessions)."""
        with self.transact():
            seq = self.incr(f"session:{session_id}:seq")
            if seq == 1:
                sessions = self.get("sessions", [])
                if session_id not in sessions:
                    self.set("sessions", [*sessions, session_id])
        return seq

    def put_trace(self, trace: Trace) -> None:
        """Write (or overwrite) a trace."""
        self.set(f"trace:{trace.id}", trace.model_dump(mode="json"))

    def trace(self, trace_id: str) -> Trace | None:
        """The trace with this id, if any."""
        data = self.get(f"trace:{trace_id}")
        return Trace.model_validate(data) if data else None

    def sessions(self) -> list[str]:
        """Session ids in creation order."""
        return list(self.get("sessions", []))

    def traces(self, session_id: str | None = None) -> list[Trace]:
        """Traces of one session, or of all sessions, in order."""
        ids = [session_id] if session_id else self.sessions()
        out: list[Trace] = []
        for sid in ids:
            n = self.get(f"session:{sid}:seq", 0)
            for seq in range(1, n + 1):
                trace = self.trace(f"{sid}:{seq}")
                if trace is not None:
                    out.append(trace)
        return out

    # -- schema ------------------------------------------------------------
    def _migrate(self) -> None:
        with self.transact():
            version = self.get("schema_version", 0)
            if version > SCHEMA_VERSION:
                raise StoreError(
                    f"store schema {version} is newer than this toolsmith ({SCHEMA_VERSION}); upgrade toolsmith"
                )
            for step in range(version + 1, SCHEMA_VERSION + 1):
                MIGRATIONS[step](self)
                self.set("schema_version", step)


def _m001_initial(store: Store) -> None:
    store.set("sessions", store.get("sessions", []))


MIGRATIONS = {1: _m001_initial}
