"""Task workloads in BIG-Bench-Hard format: a folder of `<family>.json` files with `examples`."""

from __future__ import annotations

import json
import random
from importlib import resources
from pathlib import Path

from pydantic import BaseModel

from ..errors import UserError

__all__ = ["WorkItem", "TruthReviewer", "load_workload", "packaged_workload", "packaged_examples", "SCRIPTABLE", "JUDGEMENT"]

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


def packaged_examples(per_family: int) -> list[tuple[str, str]]:
    """(task, dataset answer) for the first `per_family` tasks of every packaged BBH family."""
    if per_family <= 0:
        return []
    families = {p.stem: per_family for p in sorted(packaged_workload().glob("*.json"))}
    return [(item.task, item.target) for item in load_workload(families=families)]


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


class TruthReviewer:
    """Plays a person who checks at most `budget` agent answers per pattern against the dataset.

    Pass it as `Toolsmith(reviewer=...)`: it returns the dataset's answer (confirming or
    correcting the agent) for the first `budget` tasks of each pattern, and None afterwards.
    """

    def __init__(self, items: list[WorkItem], budget: int = 3) -> None:
        self.targets = {i.task: i.target for i in items}
        self.budget = budget
        self.reviewed: dict[str, int] = {}

    def __call__(self, trace: object) -> str | None:
        pattern = getattr(trace, "pattern_id", None)
        task = getattr(trace, "task", "")
        if pattern is None or task not in self.targets or self.reviewed.get(pattern, 0) >= self.budget:
            return None
        self.reviewed[pattern] = self.reviewed.get(pattern, 0) + 1
        return self.targets[task]

    @property
    def answers(self) -> int:
        """Answers given so far."""
        return sum(self.reviewed.values())
