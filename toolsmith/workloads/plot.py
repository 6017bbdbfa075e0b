"""Plot a session's cumulative tokens with toolsmith against the agent alone (matplotlib)."""

from __future__ import annotations

from pathlib import Path

from ..errors import ConfigError
from ..ledger import cumulative_series
from ..store import Store

__all__ = ["PLOT_FORMATS", "check_plot_path", "plot_session", "plot_systems"]

PLOT_FORMATS = (".png", ".svg", ".pdf")
"""File extensions a plot can be written as."""


def check_plot_path(path: str | Path) -> Path:
    """`path` as a Path if a plot can be written there; `ConfigError` saying why not otherwise."""
    out = Path(path).expanduser()
    if not str(path).strip():
        raise ConfigError("the plot file name is empty")
    if out.suffix.lower() not in PLOT_FORMATS:
        raise ConfigError(f"cannot write a plot as {out.name!r}: use a file ending in {', '.join(PLOT_FORMATS)}")
    if out.is_dir():
        raise ConfigError(f"{out} is a folder; give a file name such as {out / 'tokens.png'}")
    parent = out.parent
    if not parent.is_dir():
        raise ConfigError(f"cannot write {out}: folder {parent} does not exist" if not parent.exists()
                          else f"cannot write {out}: {parent} is not a folder")
    return out


def _pyplot():  # type: ignore[no-untyped-def]
    """matplotlib's pyplot on the non-interactive Agg backend, or a clear error."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise ConfigError("plotting needs matplotlib: pip install 'toolsmith[plot]'") from None
    return plt


def _save(plt, fig, ax, path: str | Path) -> Path:  # type: ignore[no-untyped-def]
    """Add the legend, write the PNG and free the figure."""
    out = Path(path).expanduser()
    ax.legend()
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    plt.close(fig)
    return out


def plot_session(store: Store, session_id: str, path: str | Path, title: str | None = None) -> Path:
    """Write a PNG (or SVG, PDF): cumulative tokens per task, both curves, tool approvals marked."""
    check_plot_path(path)
    plt = _pyplot()
    seqs, with_ts, alone = cumulative_series(store, session_id)
    fig, ax = plt.subplots(figsize=(8, 4.5))
    ax.plot(seqs, alone, label="agent alone", color="tab:gray")
    ax.plot(seqs, with_ts, label="with toolsmith (incl. synthesis, shadow)", color="tab:blue")
    for ev in store.events(session_id):
        if ev.kind == "approval":
            ax.axvline(ev.after_seq, color="tab:green", linestyle=":", linewidth=1)
            ax.annotate(ev.tool or "", (ev.after_seq, 0), rotation=90, fontsize=7, va="bottom", color="tab:green")
    ax.set_xlabel("task")
    ax.set_ylabel("cumulative tokens")
    ax.set_title(title or f"session {session_id}")
    return _save(plt, fig, ax, path)


def plot_systems(curves: dict[str, list[int]], path: str | Path, approvals: dict[str, list[int]] | None = None, title: str = "") -> Path:
    """Write a PNG (or SVG, PDF) of cumulative tokens per task for several systems (benchmark)."""
    check_plot_path(path)
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(9, 5))
    for name, curve in curves.items():
        ax.plot(range(1, len(curve) + 1), curve, label=name, linewidth=2 if name == "agent" else 1.5)
    for name, seqs in (approvals or {}).items():
        for seq in seqs:
            ax.axvline(seq, color="tab:green", linestyle=":", linewidth=0.8, alpha=0.6)
    ax.set_xlabel("task")
    ax.set_ylabel("cumulative tokens (incl. synthesis and shadow)")
    ax.set_title(title or "tokens: agent alone vs caches vs toolsmith" + (" (dotted: tool approvals)" if approvals else ""))
    return _save(plt, fig, ax, path)
