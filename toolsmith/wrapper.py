"""`Toolsmith`: a langchain-core Runnable that wraps an agent and runs the toolsmith loop.

Per task: route to an approved tool if one accepts it (zero tokens), else ask the agent;
record a trace with exact tokens; mine the pattern; once a pattern has recurred, forge a tool.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import contextvars
import math
import random
import statistics
import threading
import time
import uuid
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.runnables import Runnable, RunnableConfig

from ._utils import answers_match
from .adapters import InputAdapter, OutputAdapter, default_input_adapter, output_to_text
from .errors import AgentError, AgentTimeout, NoSynthesizerWarning, ToolsmithError, UserError
from .ledger import Event, SessionReport, add_speculative, record_event, session_report
from .library import default_tools_dir
from .records import Trace, Usage
from .sandbox import SandboxBackend
from .store import Store
from .usage import track_usage

__all__ = ["Toolsmith"]

MAX_TASK_CHARS = 1_000_000
_DEFAULT: Any = object()  # `synthesizer` not given: use the agent if it is a chat model, else warn


def _describe_bad_task(task: Any) -> str:
    text = task if isinstance(task, str) else f"<{type(task).__name__}>"
    return text[:200]


class Toolsmith(Runnable[str, str]):
    """Wrap `agent` (a Runnable or a `str -> str` callable) and learn tools from its recurring tasks.

    Args:
        agent: a chat model, chain, LangGraph-style agent (`{"messages": [...]}`), or callable.
        home: state directory (default `$TOOLSMITH_HOME` or `~/.toolsmith`).
        session: session id; a new one per instance unless given.
        model: model label for traces when the backend reports none.
        tools_dir: the tool library folder (default `$TOOLSMITH_TOOLS` or `./tools`, as for the CLI).
        timeout: seconds to wait for the agent per task (None: no limit).
        input_adapter / output_adapter: override how tasks go in and answers come out.
        learn: mine patterns and forge tools (False: only record traces).
        synthesizer: chat model that writes tools (default: the agent if it is a chat model).
            When it is not given and the agent is not a chat model, a `NoSynthesizerWarning` says
            that patterns are mined but no tool will be written. `synthesizer=None` says so on
            purpose: record, mine and route to tools added by hand, without the warning.
        min_examples: successful instances of a pattern before a tool is forged.
        synthesis_budget: model tokens one forging attempt may spend.
        auto_approve: approve tools that pass verification (off by default: humans review).
        shadow_rate: share of routed tasks also sent to the agent to check the tool.
        shadow_demote_after: shadow disagreements that demote a tool back to pending; each weighs
            less when the agent was seen wrong on answers a person confirmed (`ToolEngine.record_shadow`).
        failure_threshold: routed failures in a row that demote a tool.
        seed: seed for the offset of shadow sampling.
        reviewer: called with each agent-answered trace; a returned string is recorded as
            confirmed feedback (like `feedback()`), before any tool is forged from it.
        on_event: called with each ledger event (synthesis, approval, shadow, demotion) as it happens.
        on_progress: called with a short phrase whenever something slow starts (asking the agent,
            writing a tool, verifying it), so that a front end can say what is happening.
        metrics_url: a backend whose `/metrics` has speculative-decoding counters (vLLM or the
            embedded server); acceptance is then reported for agent and synthesis calls apart.
            Concurrent calls on a shared server blur the split.
        model_extractor: opt in to a model-written `extract()` (one more call per forged tool).
            It must pass the same checks as toolsmith's template parser, which stays the fallback.
    """

    def __init__(
        self,
        agent: Runnable[Any, Any] | Callable[[str], str],
        *,
        home: str | Path | None = None,
        session: str | None = None,
        model: str | None = None,
        tools_dir: str | Path | None = None,
        timeout: float | None = None,
        input_adapter: InputAdapter | None = None,
        output_adapter: OutputAdapter | None = None,
        learn: bool = True,
        synthesizer: BaseChatModel | None = _DEFAULT,
        min_examples: int = 3,
        synthesis_budget: int = 4000,
        auto_approve: bool = False,
        shadow_rate: float = 0.0,
        shadow_demote_after: int = 2,
        failure_threshold: int = 3,
        seed: int = 0,
        reviewer: Callable[[Trace], str | None] | None = None,
        on_event: Callable[[Event], None] | None = None,
        on_progress: Callable[[str], None] | None = None,
        metrics_url: str | None = None,
        model_extractor: bool = False,
        sandbox: SandboxBackend | None = None,
    ) -> None:
        if not (isinstance(agent, Runnable) or callable(agent)):
            raise UserError("agent must be a langchain Runnable or a callable taking a task string")
        if not 0.0 <= shadow_rate <= 1.0:
            raise UserError("shadow_rate must be between 0 and 1")
        self.agent = agent
        self.store = Store(home)
        self.session_id = session or f"s-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:6]}"
        self.model = model
        self.timeout = timeout
        self.input_adapter = input_adapter or default_input_adapter(agent)
        self.output_adapter = output_adapter or output_to_text
        self.learn = learn
        self._sandbox = sandbox
        self.min_examples = min_examples
        self.synthesis_budget = synthesis_budget
        self.shadow_rate = shadow_rate
        self.shadow_demote_after = shadow_demote_after
        self.failure_threshold = failure_threshold
        self._shadow_credit = random.Random(seed).random() if shadow_rate > 0 else 0.0
        self.reviewer = reviewer
        self.on_event = on_event
        self.on_progress = on_progress
        self.metrics_url = metrics_url
        self._lock = threading.RLock()
        self._tools_dir = Path(tools_dir) if tools_dir else default_tools_dir()
        if synthesizer is _DEFAULT:
            synthesizer = agent if isinstance(agent, BaseChatModel) else None
            if learn and synthesizer is None:
                warnings.warn(
                    f"toolsmith will not write any tools: the agent ({type(agent).__name__}) is not a langchain chat "
                    "model, and no synthesizer was given. Tasks are recorded and patterns mined, and approved tools in "
                    f"{self._tools_dir} are used, but nothing writes new ones. Pass synthesizer=<a chat model> (for "
                    "example LocalServer().chat_model()) to learn tools, or synthesizer=None to silence this warning.",
                    NoSynthesizerWarning,
                    stacklevel=2,
                )
        self._synthesizer = synthesizer
        self._auto_approve = auto_approve
        self._model_extractor = model_extractor
        self._miner: Any = None
        self._engine: Any = None

    # ------------------------------------------------------------------ Runnable
    def invoke(self, input: str, config: RunnableConfig | None = None, **kwargs: Any) -> str:
        """Answer one task: routed to an approved tool, or inferred by the agent."""
        trace, error = self._handle(input, config)
        if error is not None:
            raise error
        return trace.answer or ""

    def run(self, task: str, config: RunnableConfig | None = None) -> Trace:
        """Like `invoke`, but return the whole trace (errors are in the trace, not raised)."""
        return self._handle(task, config)[0]

    # ------------------------------------------------------------------ public API
    def report(self) -> SessionReport:
        """The ledger of this session."""
        return session_report(self.store, self.session_id)

    def feedback(self, trace_id: str, answer: str) -> Trace:
        """Confirm or correct the answer of a recorded task; confirmed answers outrank the agent's."""
        if not isinstance(answer, str) or not answer.strip():
            raise UserError("feedback answer must be a non-empty string")
        with self.store.transact():
            trace = self.store.trace(trace_id)
            if trace is None:
                raise UserError(f"no trace {trace_id!r}")
            trace.feedback = answer
            self.store.put_trace(trace)
        return trace

    @property
    def miner(self) -> Any:
        """The pattern miner over this store."""
        if self._miner is None:
            from .patterns import PatternMiner

            self._miner = PatternMiner(self.store)
        return self._miner

    @property
    def engine(self) -> Any:
        """Routing and tool forging (created on first use)."""
        if self._engine is None:
            from .engine import ToolEngine

            self._engine = ToolEngine(
                self.store,
                tools_dir=self._tools_dir,
                synthesizer=self._synthesizer,
                synthesis_budget=self.synthesis_budget,
                auto_approve=self._auto_approve,
                failure_threshold=self.failure_threshold,
                model_extractor=self._model_extractor,
                sandbox=self._sandbox,
            )
        return self._engine

    def close(self) -> None:
        """Release sandbox workers and the store."""
        if self._engine is not None:
            self._engine.close()
        self.store.close()

    def __enter__(self) -> "Toolsmith":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ the loop
    def _handle(self, task: Any, config: RunnableConfig | None) -> tuple[Trace, ToolsmithError | None]:
        start = time.perf_counter()
        seq = self.store.next_seq(self.session_id)
        trace = Trace(id=f"{self.session_id}:{seq}", session_id=self.session_id, seq=seq, task=_describe_bad_task(task))
        problem = self._validate(task)
        if problem:
            return self._fail(trace, UserError(problem), start)
        trace.task = task
        match = None
        if self.learn:
            match = self.miner.observe(task)
            trace.pattern_id = match.pattern_id if match else None
        routed = self._route(task, trace) if self.learn else None
        if routed is not None:
            trace.answer = routed
            trace.latency_ms = (time.perf_counter() - start) * 1000
            self.store.put_trace(trace)
            self._maybe_shadow(trace, config)
            return trace, None
        try:
            answer, usage, counted, models = self._call_agent(task, config)
        except ToolsmithError as exc:
            return self._fail(trace, exc, start)
        trace.answer = answer
        self._set_usage(trace, task, answer, usage, counted, models)
        trace.latency_ms = (time.perf_counter() - start) * 1000
        if self.reviewer is not None:
            trace.feedback = self.reviewer(trace)
        self.store.put_trace(trace)
        if self.learn and match is not None:
            self._after_inference(trace)
        return trace, None

    def _validate(self, task: Any) -> str | None:
        if not isinstance(task, str):
            return f"task must be a string, got {type(task).__name__}"
        if not task.strip():
            return "task is empty"
        if len(task) > MAX_TASK_CHARS:
            return f"task is too long ({len(task)} characters; limit {MAX_TASK_CHARS})"
        return None

    def _fail(self, trace: Trace, exc: ToolsmithError, start: float) -> tuple[Trace, ToolsmithError]:
        trace.status = "error"
        trace.answered_by = "error"
        trace.error = str(exc)
        trace.latency_ms = (time.perf_counter() - start) * 1000
        self.store.put_trace(trace)
        return trace, exc

    def _say(self, phrase: str) -> None:
        if self.on_progress is not None:
            self.on_progress(phrase)

    def _call_agent(self, task: str, config: RunnableConfig | None) -> tuple[str, Usage, bool, list[str]]:
        self._say("asking the agent")
        with self._spec_window("agent"):
            return self._call_agent_unwatched(task, config)

    def _call_agent_unwatched(self, task: str, config: RunnableConfig | None) -> tuple[str, Usage, bool, list[str]]:
        def call() -> Any:
            with track_usage() as meter:
                payload = self.input_adapter(task)
                if isinstance(self.agent, Runnable):
                    out = self.agent.invoke(payload, config=config)
                else:
                    out = self.agent(payload)
                return self.output_adapter(out), meter.usage, meter.counted, meter.models

        try:
            if self.timeout is None:
                return call()
            ctx = contextvars.copy_context()
            pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
            try:
                return pool.submit(ctx.run, call).result(timeout=self.timeout)
            finally:
                pool.shutdown(wait=False)
        except concurrent.futures.TimeoutError:
            raise AgentTimeout(f"agent did not answer within {self.timeout:g} s") from None
        except ToolsmithError:
            raise
        except Exception as exc:
            raise AgentError(f"agent raised {type(exc).__name__}: {exc}") from exc

    def _set_usage(self, trace: Trace, task: str, answer: str, usage: Usage, counted: bool, models: list[str]) -> None:
        trace.model = ",".join(models) or self.model
        if counted:
            trace.input_tokens, trace.output_tokens = usage.input_tokens, usage.output_tokens
            trace.total_tokens = usage.total_tokens or usage.input_tokens + usage.output_tokens
            trace.token_count = "exact"
        else:  # no usage reported: about 4 characters per token, marked as an estimate
            trace.input_tokens, trace.output_tokens = math.ceil(len(task) / 4), math.ceil(len(answer) / 4)
            trace.total_tokens = trace.input_tokens + trace.output_tokens
            trace.token_count = "estimated"

    # ------------------------------------------------------------------ routing and learning
    def _route(self, task: str, trace: Trace) -> str | None:
        outcome = self.engine.route(task)
        trace.route_ms = outcome.ms
        if outcome.answer is not None:
            trace.answered_by = f"routed:{outcome.tool}@{outcome.version}"
            cost = self._pattern_cost(outcome.pattern_id or trace.pattern_id)
            trace.tokens_saved, trace.saved_count = cost
            return outcome.answer
        if outcome.tried:
            trace.answered_by = "fallback"
            trace.fallback_reason = outcome.reason
        return None

    def _pattern_cost(self, pattern_id: str | None) -> tuple[int, str]:
        """Median measured agent cost of a pattern (exact costs preferred)."""
        costs = self.store.get(f"pattern:{pattern_id}:costs", {"exact": [], "estimated": []})
        if costs["exact"]:
            return int(statistics.median(costs["exact"])), "exact"
        if costs["estimated"]:
            return int(statistics.median(costs["estimated"])), "estimated"
        return 0, "none"

    def _after_inference(self, trace: Trace) -> None:
        key = f"pattern:{trace.pattern_id}:costs"
        with self.store.transact():
            costs = self.store.get(key, {"exact": [], "estimated": []})
            kind = "exact" if trace.token_count == "exact" else "estimated"
            costs[kind] = [*costs[kind], trace.total_tokens][-101:]
            self.store.set(key, costs)
        self.store.incr(f"pattern:{trace.pattern_id}:cost_total", trace.total_tokens)
        if self._synthesizer is None:
            return
        with self._spec_window("synthesis"):
            evs = self.engine.maybe_forge(trace.pattern_id, self.miner, min_examples=self.min_examples, progress=self.on_progress)
        for ev in evs:
            ev.after_seq = trace.seq
            self._event(ev)

    @contextlib.contextmanager
    def _spec_window(self, kind: str) -> Iterator[None]:
        """Attribute the server's speculative-decoding counters moved inside the block to `kind`."""
        if self.metrics_url is None:
            yield
            return
        from .backends.metrics import scrape

        before = scrape(self.metrics_url)
        try:
            yield
        finally:
            after = scrape(self.metrics_url)
            if after is not None:
                delta = after.delta(before) if before is not None else after
                if delta.drafts:
                    add_speculative(self.store, self.session_id, kind, delta.model_dump())

    def _event(self, event: Event) -> None:
        record_event(self.store, self.session_id, event)
        if self.on_event is not None:
            self.on_event(event)

    def _maybe_shadow(self, trace: Trace, config: RunnableConfig | None) -> None:
        # Systematic sampling: exactly `shadow_rate` of routed tasks, evenly spaced, starting at a
        # seeded offset (independent random draws can check none of 30 tasks at rate 0.1).
        with self._lock:
            self._shadow_credit += self.shadow_rate
            if self._shadow_credit < 1.0:
                return
            self._shadow_credit -= 1.0
        tool = trace.answered_by.removeprefix("routed:").split("@")[0]
        self._say(f"shadow check: asking the agent too, to check tool {tool}")
        try:
            answer, usage, counted, _ = self._call_agent(trace.task, config)
        except ToolsmithError as exc:
            self._event(Event(kind="shadow", after_seq=trace.seq, tool=tool, detail=f"agent failed: {exc}"))
            return
        if not counted:
            usage = Usage(input_tokens=math.ceil(len(trace.task) / 4), output_tokens=math.ceil(len(answer) / 4))
            usage.total_tokens = usage.input_tokens + usage.output_tokens
        agree = answers_match(answer, trace.answer or "")
        detail = "agree" if agree else f"disagree: agent={answer[:80]!r} tool={str(trace.answer)[:80]!r}"
        self._event(Event(kind="shadow", after_seq=trace.seq, usage=usage, tool=tool, detail=detail))
        demoted = self.engine.record_shadow(tool, agree, trace.task, answer, trace.answer or "", demote_after=self.shadow_demote_after)
        if demoted:
            self._event(Event(kind="demotion", after_seq=trace.seq, tool=tool, detail=demoted))
