from toolsmith.ledger import session_report
from toolsmith.store import Store


def test_speculative_counters_accumulate_per_kind(tmp_path):
    store = Store(tmp_path)
    store.add_speculative("s", "agent", {"drafts": 4, "draft_tokens": 16, "accepted": 8, "per_position": [4, 3]})
    store.add_speculative("s", "agent", {"drafts": 2, "draft_tokens": 8, "accepted": 2, "per_position": [1, 1, 0]})
    acc = store.speculative("s", "agent")
    assert acc["per_position"] == [5, 4, 0] and acc["drafts"] == 6
    spec = session_report(store, "s").speculative
    assert spec == {"agent": {"acceptance_rate": 0.4167, "mean_acceptance_length": 2.667, "drafts": 6, "draft_tokens": 24, "accepted": 10}}
