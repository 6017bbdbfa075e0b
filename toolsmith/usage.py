"""Exact token accounting for agent runs.

Every langchain-core model call made while `track_usage()` is active is counted through
langchain-core's usage-metadata callback (tool-calling loops and nested chains included).
Agents that call a model some other way report usage with `report_usage(...)`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, LLMResult
from langchain_core.tracers.context import register_configure_hook

from .records import Usage

__all__ = ["AgentStopped", "UsageCallback", "UsageMeter", "track_usage", "report_usage"]

class AgentStopped(Exception):
    """Raised inside an agent run at its next model call once toolsmith has given up on it
    (a timeout): the run ends there instead of spending tokens nobody waits for."""


class UsageCallback(BaseCallbackHandler):
    """Sums `usage_metadata` of every chat-model call it sees, counting calls and models.

    After `stop()`, the next model call in the run raises `AgentStopped`.
    """

    raise_error = True  # so that `AgentStopped` ends the agent run; the counting below never raises

    def __init__(self) -> None:
        self.usage = Usage()
        self.cache_hits = 0
        self.models: list[str] = []
        self.stopped: str | None = None
        self._lock = threading.Lock()

    def stop(self, reason: str) -> None:
        """Make the next model call of this run raise `AgentStopped(reason)`."""
        self.stopped = reason

    def _check(self) -> None:
        if self.stopped is not None:
            raise AgentStopped(self.stopped)

    def on_llm_start(self, serialized: dict[str, Any], prompts: list[str], **kwargs: Any) -> None:
        self._check()

    def on_chat_model_start(self, serialized: dict[str, Any], messages: list[list[Any]], **kwargs: Any) -> None:
        self._check()

    def on_llm_end(self, response: LLMResult, **kwargs: Any) -> None:
        for generations in response.generations:
            gen = generations[0] if generations else None
            message = gen.message if isinstance(gen, ChatGeneration) else None
            meta = message.usage_metadata if isinstance(message, AIMessage) else None
            if not meta:
                continue
            if meta.get("total_cost") == 0:  # langchain-core marks cache hits: no tokens were spent
                with self._lock:
                    self.cache_hits += 1
                continue
            name = message.response_metadata.get("model_name") or message.response_metadata.get("model")
            with self._lock:
                self.usage = self.usage + Usage(
                    input_tokens=meta.get("input_tokens", 0),
                    output_tokens=meta.get("output_tokens", 0),
                    total_tokens=meta.get("total_tokens", 0),
                    requests=1,
                )
                if name and name not in self.models:
                    self.models.append(name)


_handler_var: ContextVar[UsageCallback | None] = ContextVar("toolsmith_usage_handler", default=None)
register_configure_hook(_handler_var, inheritable=True)  # once per process, not per call
_meter_var: ContextVar["UsageMeter | None"] = ContextVar("toolsmith_usage_meter", default=None)


@dataclass
class UsageMeter:
    """Usage collected during one agent run."""

    handler: UsageCallback = field(default_factory=UsageCallback)
    reported: Usage = field(default_factory=Usage)
    reported_models: list[str] = field(default_factory=list)
    abandoned: Any = None
    """The still-running run (a `concurrent.futures.Future`) that toolsmith stopped waiting for."""
    _stop_hooks: list[Callable[[], Any]] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def on_stop(self, hook: Callable[[], Any]) -> None:
        """Call `hook` (e.g. a future's `cancel`) when the run is stopped; at once if it already is."""
        with self._lock:
            if self.handler.stopped is None:
                self._stop_hooks.append(hook)
                return
        hook()

    def add_reported(self, usage: Usage, model: str | None) -> None:
        with self._lock:
            self.reported = self.reported + usage
            if model and model not in self.reported_models:
                self.reported_models.append(model)

    def stop(self, reason: str) -> None:
        """Stop the run: at its next langchain-core model call (see `UsageCallback.stop`), and at once
        where it awaits a coroutine (the hooks given to `on_stop` cancel it)."""
        with self._lock:
            self.handler.stop(reason)
            hooks, self._stop_hooks = self._stop_hooks, []
        for hook in hooks:
            hook()

    @property
    def usage(self) -> Usage:
        """Exact usage: langchain-core callbacks plus explicit reports."""
        return self.reported + self.handler.usage

    @property
    def counted(self) -> bool:
        """Whether any exact usage was seen."""
        return (self.handler.usage.requests > 0 or self.handler.cache_hits > 0 or self.reported.requests > 0
                or self.reported.total_tokens > 0)

    @property
    def models(self) -> list[str]:
        """Model names seen, in order."""
        return [*self.handler.models, *(m for m in self.reported_models if m not in self.handler.models)]


@contextmanager
def track_usage(meter: UsageMeter | None = None) -> Iterator[UsageMeter]:
    """Count every model call made inside the block (this thread and copied contexts).

    Pass a `meter` to keep what was counted when the block ends with an error or is abandoned.
    """
    meter = meter if meter is not None else UsageMeter()
    t1 = _handler_var.set(meter.handler)
    t2 = _meter_var.set(meter)
    try:
        yield meter
    finally:
        _handler_var.reset(t1)
        _meter_var.reset(t2)


def report_usage(input_tokens: int, output_tokens: int, *, model: str | None = None, requests: int = 1) -> None:
    """Report exact usage from inside a plain-callable agent (e.g. a raw OpenAI client call).

    Call it once per model call with the numbers from the backend's `usage` field, or once for
    several calls with their sum and `requests=` their number. Outside a toolsmith run it does
    nothing.
    """
    if requests < 0 or input_tokens < 0 or output_tokens < 0:
        raise ValueError("report_usage: tokens and requests must not be negative")
    meter = _meter_var.get()
    if meter is not None:
        meter.add_reported(
            Usage(input_tokens=input_tokens, output_tokens=output_tokens, total_tokens=input_tokens + output_tokens,
                  requests=requests),
            model,
        )
