"""Where the benchmarks read their data: `../shared/data` beside the repository, or `$TOOLSMITH_DATA`.

That folder is not part of the repository (see bench/README.md, "Data"). Tests never read it;
they carry their own fixtures in `tests/data/`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["DATA", "need"]

DATA = Path(os.environ.get("TOOLSMITH_DATA") or Path(__file__).resolve().parents[2] / "shared" / "data")
"""The benchmark data folder (it holds `bbh/`, `webarena/`, `families/`)."""


def need(*parts: str) -> Path:
    """`DATA / parts`, or stop the benchmark with one line saying what is missing and where to put it."""
    path = DATA.joinpath(*parts)
    if not path.exists():
        sys.exit(f"{Path(sys.argv[0]).name}: benchmark data not found at {path}; it lives outside the repository "
                 "in ../shared/data (or set TOOLSMITH_DATA to that folder); see bench/README.md, 'Data'")
    return path
