"""Plot a session's cumulative tokens with toolsmith against the agent alone (matplotlib)."""

from __future__ import annotations

from pathlib import Path

from .errors import ConfigError
from .ledger import cumulative_series, events
from .store import Store

__all__ = ["plot_session"]


def plot_session(store: Store, session_id: str, path: str | Path, title: str | None = None) -> Path:
    """Write a PNG: cumulative tokens per task, both curves, tool approvals marked."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise ConfigError("plotting needs matplotlib: pip install 'toolsmith[plot]'") from None
    seqs, with_ts, alone = cumulative_series(store, session_id)
    fig, ax = plt.subplots(figsize=(8, 4.5))
    ax.plot(seqs, alone, label="agent alone", color="tab:gray")
    ax.plot(seqs, with_ts, label="with toolsmith (incl. synthesis, shadow)", color="tab:blue")
    for ev in events(store, session_id):
        if ev.kind == "approval":
            ax.axvline(ev.after_seq, color="tab:green", linestyle=":", linewidth=1)
            ax.annotate(ev.tool or "", (ev.after_seq, 0), rotation=90, fontsize=7, va="bottom", color="tab:green")
    ax.set_xlabel("task")
    ax.set_ylabel("cumulative tokens")
    ax.set_title(title or f"session {session_id}")
    ax.legend()
    fig.tight_layout()
    out = Path(path)
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return out
