"""Small private helpers shared by several modules."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from pathlib import Path

__all__ = ["normalize_answer", "answers_agree", "load_prompt", "prompts_dirs"]

_SPACE = re.compile(r"\s+")


def normalize_answer(text: object) -> str:
    """Canonical form for comparing answers: trimmed, case-folded, single spaces, numbers canonical."""
    s = _SPACE.sub(" ", str(text)).strip().casefold().rstrip(".")
    try:
        number = Decimal(s.replace(",", ""))
    except InvalidOperation:
        return s
    if not number.is_finite():
        return s
    return format(number.normalize(), "f") if number != number.to_integral() else str(int(number))


def answers_agree(a: object, b: object) -> bool:
    """Whether two answers are the same after normalisation."""
    return normalize_answer(a) == normalize_answer(b)


def prompts_dirs(override: str | Path | None = None) -> list[Path]:
    """Where prompt files are looked up: an override dir, the wheel's copy, the repo's `prompts/`."""
    from importlib import resources

    dirs = [Path(override)] if override else []
    dirs.append(Path(str(resources.files("toolsmith"))) / "prompts")
    dirs.append(Path(__file__).resolve().parents[1] / "prompts")
    return dirs


def load_prompt(name: str, override: str | Path | None = None) -> str:
    """Read prompt file `name` (e.g. `agent.md`) from the first directory that has it."""
    from .errors import ConfigError

    for folder in prompts_dirs(override):
        path = folder / name
        if path.is_file():
            return path.read_text()
    raise ConfigError(f"prompt {name!r} not found in {', '.join(map(str, prompts_dirs(override)))}")
