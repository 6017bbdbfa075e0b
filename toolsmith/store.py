"""Persistent, JSON-only, multi-process-safe storage. The only module that spells storage keys.

Built on `diskcache.Cache` with a disk class that stores JSON and refuses pickled rows:
diskcache's default pickling would execute code from a tampered database.

What it holds, each behind a typed method:

* sessions and their traces (`next_seq`, `put_trace`, `trace`, `traces`, `recent_traces`);
* per pattern: `PatternStats` (`pattern_stats`, `with store.pattern(id) as stats:`), the ids of
  its traces (`pattern_traces`), and where a merged pattern went (`merge_patterns`,
  `resolve_pattern`);
* per tool version: `ToolStats` (`tool_stats`, `with store.tool(name, version) as stats:`);
* per session: the event log, appended in O(1) (`append_event`, `events`), and speculative
  decoding counters (`add_speculative`, `speculative`);
* the pattern miner's own state (`miner_state`, `miner_pattern`, `save_miner`).

Read-modify-write happens inside `transact()`, which holds the database's write lock.
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

from .errors import StoreError, UserError
from .records import Event, PatternStats, ToolStats, Totals, Trace

__all__ = ["Store", "JSONOnlyDisk", "SCHEMA_VERSION", "default_home"]

SCHEMA_VERSION = 2


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


# Every key the store writes, in one place.
def _seq_key(session: str) -> str:
    return f"session:{session}:seq"


def _trace_key(trace_id: str) -> str:
    return f"trace:{trace_id}"


def _events_key(session: str) -> str:
    return f"session:{session}:events"


def _event_key(session: str, n: int) -> str:
    return f"session:{session}:event:{n}"


def _spec_key(session: str, kind: str) -> str:
    return f"session:{session}:spec:{kind}"


def _stats_key(pattern_id: str) -> str:
    return f"pattern:{pattern_id}:stats"


def _members_key(pattern_id: str) -> str:
    return f"pattern:{pattern_id}:members"


def _member_key(pattern_id: str, n: int) -> str:
    return f"pattern:{pattern_id}:member:{n}"


def _into_key(pattern_id: str) -> str:
    return f"pattern:{pattern_id}:into"


def _tool_key(name: str, version: int) -> str:
    return f"tool:{name}:v{version}:stats"


class Store:
    """Traces, sessions, pattern and tool statistics, and the miner's state under `<home>/store`."""

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

    # -- sessions and traces ---------------------------------------------------
    def next_seq(self, session_id: str) -> int:
        """Reserve the next task number in a session (registers new sessions)."""
        with self.transact():
            seq = self.incr(_seq_key(session_id))
            if seq == 1:
                sessions = self.get("sessions", [])
                if session_id not in sessions:
                    self.set("sessions", [*sessions, session_id])
        return seq

    def put_trace(self, trace: Trace) -> None:
        """Write (or overwrite) a trace. Its pattern id is resolved through merges, and a trace
        written for the first time is added to its pattern's members."""
        with self.transact():
            if trace.pattern_id is not None:
                trace.pattern_id = self.resolve_pattern(trace.pattern_id)
            key = _trace_key(trace.id)
            old = self.get(key)
            self.set(key, trace.model_dump(mode="json"))
            if trace.pattern_id is not None and (old is None or old.get("pattern_id") != trace.pattern_id):
                self._add_member(trace.pattern_id, trace.id)

    def trace(self, trace_id: str) -> Trace | None:
        """The trace with this id, if any."""
        data = self.get(_trace_key(trace_id))
        return Trace.model_validate(data) if data else None

    def set_feedback(self, trace_id: str, answer: str | None = None) -> Trace:
        """Record a person's answer to a recorded task: `answer` corrects it, None confirms the
        answer it got. Person-checked answers outrank the agent's (`evidence.examples_for_pattern`)."""
        if answer is not None and (not isinstance(answer, str) or not answer.strip()):
            raise UserError("feedback answer must be a non-empty string")
        with self.transact():
            trace = self.trace(trace_id)
            if trace is None:
                raise UserError(f"no trace {trace_id!r}")
            answer = answer if answer is not None else trace.answer
            if not answer:
                raise UserError(f"trace {trace_id!r} has no answer to confirm; give the right one")
            trace.feedback = answer
            self.put_trace(trace)
        return trace

    def sessions(self) -> list[str]:
        """Session ids in creation order."""
        return list(self.get("sessions", []))

    def session_length(self, session_id: str) -> int:
        """How many task numbers a session has handed out."""
        return int(self.get(_seq_key(session_id), 0))

    def traces(self, session_id: str | None = None) -> list[Trace]:
        """Traces of one session, or of all sessions, in order."""
        ids = [session_id] if session_id else self.sessions()
        out: list[Trace] = []
        for sid in ids:
            for seq in range(1, self.session_length(sid) + 1):
                trace = self.trace(f"{sid}:{seq}")
                if trace is not None:
                    out.append(trace)
        return out

    def recent_traces(self, limit: int, *, sessions: int = 5) -> Iterator[Trace]:
        """Up to `limit` traces, newest first, from the latest `sessions` sessions (bounded reads)."""
        read = 0
        for sid in reversed(self.sessions()[-sessions:]):
            for seq in range(self.session_length(sid), 0, -1):
                if read >= limit:
                    return
                read += 1
                trace = self.trace(f"{sid}:{seq}")
                if trace is not None:
                    yield trace

    # -- patterns ------------------------------------------------------------
    def resolve_pattern(self, pattern_id: str) -> str:
        """The id a pattern lives under now (a merged pattern's id leads to the one that absorbed it)."""
        for _ in range(1000):
            into = self.get(_into_key(pattern_id))
            if into is None:
                return pattern_id
            pattern_id = into
        raise StoreError(f"pattern {pattern_id!r}: merge chain does not end")

    def pattern_stats(self, pattern_id: str) -> PatternStats:
        """A snapshot of a pattern's statistics (zeros for a pattern never seen)."""
        data = self.get(_stats_key(self.resolve_pattern(pattern_id)))
        return PatternStats.model_validate(data) if data else PatternStats()

    @contextmanager
    def pattern(self, pattern_id: str) -> Iterator[PatternStats]:
        """Read-modify-write a pattern's statistics in one transaction: `with store.pattern(id) as s:`."""
        with self.transact():
            pid = self.resolve_pattern(pattern_id)
            stats = self.pattern_stats(pid)
            yield stats
            self.set(_stats_key(pid), stats.model_dump(mode="json"))

    def pattern_traces(self, pattern_id: str) -> list[Trace]:
        """The traces recorded under a pattern (merged patterns' traces included), oldest first."""
        pid = self.resolve_pattern(pattern_id)
        out = []
        for n in range(1, int(self.get(_members_key(pid), 0)) + 1):
            trace_id = self.get(_member_key(pid, n))
            trace = self.trace(trace_id) if trace_id else None
            if trace is not None and trace.pattern_id == pid:
                out.append(trace)
        return out

    def merge_patterns(self, absorbed: str, into: str) -> None:
        """Move everything recorded under `absorbed` to `into`: statistics, traces and members;
        later lookups of `absorbed` lead to `into`."""
        with self.transact():
            into = self.resolve_pattern(into)
            absorbed = self.resolve_pattern(absorbed)
            if absorbed == into:
                return
            stats = self.pattern_stats(into)
            stats.absorb(self.pattern_stats(absorbed))
            self.set(_stats_key(into), stats.model_dump(mode="json"))
            moved = self.pattern_traces(absorbed)
            self.set(_into_key(absorbed), into)
            for trace in moved:
                trace.pattern_id = into
                self.set(_trace_key(trace.id), trace.model_dump(mode="json"))
                self._add_member(into, trace.id)
            for key in [_stats_key(absorbed), _members_key(absorbed),
                        *(_member_key(absorbed, n) for n in range(1, int(self.get(_members_key(absorbed), 0)) + 1))]:
                self.delete(key)

    def _add_member(self, pattern_id: str, trace_id: str) -> None:
        n = self.incr(_members_key(pattern_id))
        self.set(_member_key(pattern_id, n), trace_id)

    # -- tools -----------------------------------------------------------------
    def tool_stats(self, name: str, version: int) -> ToolStats:
        """A snapshot of one tool version's routing and shadow statistics."""
        data = self.get(_tool_key(name, version))
        return ToolStats.model_validate(data) if data else ToolStats()

    @contextmanager
    def tool(self, name: str, version: int) -> Iterator[ToolStats]:
        """Read-modify-write a tool version's statistics: `with store.tool(name, v) as s:`."""
        with self.transact():
            stats = self.tool_stats(name, version)
            yield stats
            self.set(_tool_key(name, version), stats.model_dump(mode="json"))

    # -- store-wide totals -------------------------------------------------------
    def totals(self) -> Totals:
        """What agents spent, tools saved and learning cost, over the whole store."""
        data = self.get("totals")
        return Totals.model_validate(data) if data else Totals()

    def add_totals(self, *, agent: int = 0, saved: int = 0, forge: int = 0, model_attempts: int = 0,
                   model_tools: int = 0) -> Totals:
        """Add to the store-wide totals in one transaction; returns them."""
        with self.transact():
            totals = self.totals()
            totals.agent_tokens += agent
            totals.saved_tokens += saved
            totals.forge_tokens += forge
            totals.model_attempts += model_attempts
            totals.model_tools += model_tools
            self.set("totals", totals.model_dump(mode="json"))
        return totals

    # -- session log -----------------------------------------------------------
    def append_event(self, session_id: str, event: Event) -> None:
        """Append an event to a session's log (one write, whatever the log's length)."""
        with self.transact():
            n = self.incr(_events_key(session_id))
            self.set(_event_key(session_id, n), event.model_dump(mode="json"))

    def events(self, session_id: str) -> list[Event]:
        """A session's events in order."""
        n = int(self.get(_events_key(session_id), 0))
        found = (self.get(_event_key(session_id, i)) for i in range(1, n + 1))
        return [Event.model_validate(e) for e in found if e]

    def add_speculative(self, session_id: str, kind: str, delta: dict[str, Any]) -> None:
        """Add a speculative-decoding counter delta (`SpecCounters` fields) for `agent` or `synthesis` calls."""
        key = _spec_key(session_id, kind)
        with self.transact():
            acc = self.get(key, {"drafts": 0.0, "draft_tokens": 0.0, "accepted": 0.0, "per_position": []})
            for name in ("drafts", "draft_tokens", "accepted"):
                acc[name] += delta.get(name, 0.0)
            pos, have = delta.get("per_position", []), acc["per_position"]
            n = max(len(pos), len(have))
            acc["per_position"] = [(have[i] if i < len(have) else 0.0) + (pos[i] if i < len(pos) else 0.0) for i in range(n)]
            self.set(key, acc)

    def speculative(self, session_id: str, kind: str) -> dict[str, Any] | None:
        """The summed speculative-decoding counters of a session's `agent` or `synthesis` calls."""
        return self.get(_spec_key(session_id, kind))

    # -- the pattern miner's state ---------------------------------------------
    def miner_state(self, namespace: str) -> tuple[int, dict[str, Any] | None]:
        """(version, index) of a miner's saved state; the index is None when nothing was saved."""
        return int(self.get(f"{namespace}:version", 0)), self.get(f"{namespace}:index")

    def miner_pattern(self, namespace: str, pattern_id: str) -> dict[str, Any] | None:
        """One saved pattern of a miner."""
        return self.get(f"{namespace}:p:{pattern_id}")

    def save_miner(self, namespace: str, *, version: int, patterns: dict[str, Any], removed: list[str],
                   index: dict[str, Any] | None) -> None:
        """Write changed patterns, drop removed ones, and bump the version other miners watch."""
        for pid, data in patterns.items():
            self.set(f"{namespace}:p:{pid}", data)
        for pid in removed:
            self.delete(f"{namespace}:p:{pid}")
        if index is not None:
            self.set(f"{namespace}:index", index)
        self.set(f"{namespace}:version", version)

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


def _m002_typed_records(store: Store) -> None:
    """Schema 1 -> 2: typed `answered_by` on traces, one `PatternStats` per pattern, member
    indexes, merge redirects, and the event log as one record per event."""
    raw = store._cache
    for sid in store.sessions():
        for seq in range(1, store.session_length(sid) + 1):
            data = store.get(_trace_key(f"{sid}:{seq}"))
            if not data:
                continue
            how = str(data.get("answered_by", "inferred"))
            if how.startswith("routed:"):
                name, _, version = how.removeprefix("routed:").rpartition("@")
                data.update(answered_by="routed", tool=name, tool_version=int(version) if version.isdigit() else None)
                store.set(_trace_key(data["id"]), data)
            if data.get("pattern_id"):
                store._add_member(data["pattern_id"], data["id"])
        events = store.get(_events_key(sid))
        if isinstance(events, list):
            store.delete(_events_key(sid))
            for event in events:
                store.append_event(sid, Event.model_validate(event))
    legacy = {}
    for key in list(raw.iterkeys()):
        if isinstance(key, str) and key.startswith("pattern:") and key.count(":") == 2:
            _, pid, field = key.split(":")
            if field in ("costs", "cost_total", "ok", "forge", "synthesis_tokens"):
                legacy.setdefault(pid, {})[field] = store.get(key)
                store.delete(key)
    for pid, old in legacy.items():
        costs = old.get("costs") or {}
        forge = old.get("forge") or {}
        stats = PatternStats(costs_exact=list(costs.get("exact", [])), costs_estimated=list(costs.get("estimated", [])),
                             agent_tokens=int(old.get("cost_total") or 0), answered=int(old.get("ok") or 0),
                             synthesis_tokens=int(old.get("synthesis_tokens") or 0),
                             forge_attempts=int(forge.get("attempts", 0)), forge_at=int(forge.get("at_count", 0)),
                             tool=forge.get("tool"))
        store.set(_stats_key(pid), stats.model_dump(mode="json"))
    index = store.get("patterns:index") or {}
    for absorbed, into in (index.get("redirect") or {}).items():
        store.set(_into_key(absorbed), into)
    agent = saved = forge = 0
    for sid in store.sessions():
        for trace in store.traces(sid):
            agent += trace.total_tokens
            saved += trace.tokens_saved
        forge += sum(e.usage.total_tokens for e in store.events(sid) if e.kind in ("synthesis", "verification", "shadow"))
    store.add_totals(agent=agent, saved=saved, forge=forge)


MIGRATIONS = {1: _m001_initial, 2: _m002_typed_records}
