"""Task workloads in BIG-Bench-Hard format: a folder of `<family>.json` files with `examples`."""

from __future__ import annotations

import json
import random
from importlib import resources
from pathlib import Path

from pydantic import BaseModel

from .errors import UserError

__all__ = ["WorkItem", "load_workload", "packaged_workload", "SCRIPTABLE", "JUDGEMENT"]

SCRIPTABLE = ("word_sorting", "dyck_languages", "boolean_expressions", "multistep_arithmetic_two", "object_counting", "navigate")
JUDGEMENT = ("snarks", "ruin_names", "movie_recommendation")


class WorkItem(BaseModel):
    """One task of a workload, with its ground truth."""

    family: str
    """The task family (file stem)."""
    task: str
    """The task text."""
    target: str
    """The dataset's answer."""


def packaged_workload() -> Path:
    """The BBH subset shipped inside the package."""
    return Path(str(resources.files("toolsmith") / "data" / "bbh"))


def load_workload(
    path: str | Path | None = None,
    *,
    families: dict[str, int] | None = None,
    seed: int = 0,
) -> list[WorkItem]:
    """Load `families` ({name: count}, default: every file, all examples) and shuffle with `seed`."""
    folder = Path(path) if path else packaged_workload()
    if not folder.is_dir():
        raise UserError(f"workload folder not found: {folder}")
    available = sorted(p.stem for p in folder.glob("*.json"))
    wanted = families or {name: 10**9 for name in available}
    items: list[WorkItem] = []
    for name, count in wanted.items():
        if name not in available:
            raise UserError(f"family {name!r} not in {folder} (have: {', '.join(available)})")
        try:
            examples = json.loads((folder / f"{name}.json").read_text())["examples"]
        except (OSError, ValueError, KeyError) as exc:
            raise UserError(f"cannot read {folder / name}.json: {exc}") from None
        items += [WorkItem(family=name, task=e["input"], target=e["target"]) for e in examples[:count]]
    random.Random(seed).shuffle(items)
    return items
