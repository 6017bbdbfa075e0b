"""The demo and benchmark agent, and the demo run: recurring tasks through toolsmith on the embedded model."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import Runnable

from .._utils import answers_match, load_prompt
from .workload import WorkItem, load_workload

__all__ = ["build_agent", "DEMO_FAMILIES", "DEMO_REVIEW_BUDGET", "demo_workload", "run_workload"]

DEMO_FAMILIES = {"word_sorting": 30, "multistep_arithmetic_two": 30, "snarks": 8}
DEMO_REVIEW_BUDGET = 6


def build_agent(chat_model: BaseChatModel, prompts_dir: str | None = None) -> Runnable[Any, Any]:
    """A LangChain agent that answers a task with only its final answer."""
    prompt = ChatPromptTemplate.from_messages([("system", load_prompt("agent.md", prompts_dir)), ("human", "{task}")])
    return prompt | chat_model


def demo_workload(path: str | Path | None = None, seed: int = 7) -> list[WorkItem]:
    """The demo's tasks: two scriptable families and one judgement family, shuffled."""
    return load_workload(path, families=DEMO_FAMILIES, seed=seed)


def run_workload(
    ts: Any,
    items: list[WorkItem],
    on_task: Callable[[WorkItem, Any, bool], None] | None = None,
    *,
    before_task: Callable[[WorkItem], None] | None = None,
) -> list[Any]:
    """Send every item through a `Toolsmith`; returns the traces. `on_task(item, trace, correct)`."""
    traces = []
    for item in items:
        if before_task is not None:
            before_task(item)
        trace = ts.run(item.task)
        traces.append(trace)
        if on_task is not None:
            on_task(item, trace, trace.status == "ok" and answers_match(item.target, trace.answer))
    return traces
