"""Shared fixtures: an isolated TOOLSMITH_HOME per test, a real embedded server, scripted-model factories
(`ai`, `scripted`), the in-repo BIG-Bench Hard slice (`bbh`) and the example tool (`sorter_tool`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from toolsmith.backends.local import TEST_MODEL, LocalServer

_DATA = Path(__file__).resolve().parent / "data"
"""In-repo data (a BIG-Bench Hard slice with its licence): the suite needs nothing outside the clone."""
_SORTER_TOOL = Path(__file__).resolve().parents[1] / "examples" / "sorter_tool.py"
"""The README's hand-written tool example: EXAMPLES, extract(), run()."""


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own TOOLSMITH_HOME and working directory."""
    home = tmp_path / "home"
    monkeypatch.setenv("TOOLSMITH_HOME", str(home))
    monkeypatch.chdir(tmp_path)
    return home


@pytest.fixture(scope="session")
def model_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One models cache for the whole run; TOOLSMITH_TEST_MODELS_HOME reuses one across runs."""
    import os

    reuse = os.environ.get("TOOLSMITH_TEST_MODELS_HOME")
    return Path(reuse) if reuse else tmp_path_factory.mktemp("models-home")


@pytest.fixture(scope="session")
def small_server(model_home: Path) -> Iterator[LocalServer]:
    """The real embedded llama.cpp server with the smallest model, two slots."""
    with LocalServer(TEST_MODEL, home=model_home, parallel=2, ctx_per_slot=2048) as server:
        yield server


def _ai(text: str, input_tokens: int = 10, output_tokens: int = 5, **kwargs: object) -> AIMessage:
    return AIMessage(
        content=text,
        usage_metadata={"input_tokens": input_tokens, "output_tokens": output_tokens, "total_tokens": input_tokens + output_tokens},
        response_metadata={"model_name": "scripted"},
        **kwargs,
    )


def _scripted(*replies: AIMessage) -> GenericFakeChatModel:
    return GenericFakeChatModel(messages=iter(replies))


def _bbh(family: str) -> list[dict[str, str]]:
    return json.loads((_DATA / "bbh" / f"{family}.json").read_text())["examples"]


@pytest.fixture(scope="session")
def ai() -> Callable[..., AIMessage]:
    """`ai(text, input_tokens=10, output_tokens=5, **kwargs)`: an AIMessage with realistic usage metadata,
    as a backend would return it."""
    return _ai


@pytest.fixture(scope="session")
def scripted() -> Callable[..., GenericFakeChatModel]:
    """`scripted(*replies)`: a chat model that returns the given messages in order (for control-flow tests)."""
    return _scripted


@pytest.fixture
def check_first() -> Callable[[object], str | None]:
    """A reviewer who confirms the agent's first answer of each pattern: one person-checked answer
    opens a pattern to the model before any tool has saved tokens (`forge.Forge.budget`)."""
    seen: set[str] = set()

    def reviewer(trace: object) -> str | None:
        pattern = getattr(trace, "pattern_id", None)
        if pattern is None or pattern in seen:
            return None
        seen.add(pattern)
        return getattr(trace, "answer", None)

    return reviewer


@pytest.fixture(scope="session")
def bbh() -> Callable[[str], list[dict[str, str]]]:
    """`bbh(family)`: the rows ({"input", "target"}) of `tests/data/bbh/<family>.json`, freshly read on each call."""
    return _bbh


@pytest.fixture(scope="session")
def sorter_tool() -> str:
    """The text of `examples/sorter_tool.py`."""
    return _SORTER_TOOL.read_text()
