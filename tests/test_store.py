import json
import multiprocessing
import pickle
import sqlite3

import pytest

from toolsmith.errors import StoreError
from toolsmith.records import Trace
from toolsmith.store import SCHEMA_VERSION, Store


def test_roundtrip_and_schema(tmp_path):
    store = Store(tmp_path)
    store.set("k", {"a": [1, 2, "x"]})
    assert store.get("k") == {"a": [1, 2, "x"]}
    assert store.get("schema_version") == SCHEMA_VERSION
    assert oct((tmp_path / "store").stat().st_mode)[-3:] == "700"


def test_non_json_value_refused(tmp_path):
    store = Store(tmp_path)
    with pytest.raises(StoreError):
        store.set("k", object())


def test_pickled_row_is_refused(tmp_path):
    store = Store(tmp_path)
    store.set("victim", "ok")
    store.close()
    db = sqlite3.connect(tmp_path / "store" / "cache.db")
    key = json.dumps("victim", sort_keys=True).encode()
    db.execute("UPDATE Cache SET mode = 4, value = ? WHERE key = ?", (pickle.dumps({"evil": 1}), key))
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="pickled"):
        Store(tmp_path).get("victim")


def _writer(home: str, n: int) -> None:
    store = Store(home)
    for _ in range(n):
        seq = store.next_seq("shared")
        store.put_trace(Trace(id=f"shared:{seq}", session_id="shared", seq=seq, task="t", answer="a"))


def test_concurrent_processes_lose_nothing(tmp_path):
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(str(tmp_path), 40)) for _ in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
    traces = Store(tmp_path).traces("shared")
    assert sorted(t.seq for t in traces) == list(range(1, 121))
    assert Store(tmp_path).sessions() == ["shared"]
