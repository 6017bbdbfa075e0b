"""Small private helpers shared by several modules."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

__all__ = ["normalize_answer", "answers_agree"]

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
