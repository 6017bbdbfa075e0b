"""`Toolsmith`: a langchain-core Runnable that wraps an agent and runs the toolsmith loop.

Per task: validate -> route to an approved tool if one accepts it (zero tokens) -> else ask the
agent -> record a trace with exact tokens -> learn: count the answer in its pattern's statistics
and, once the pattern has recurred, forge a tool. `Toolsmith` owns the parts and nothing sits in
between: the miner (`patterns`), the router (`router`), the forge (`forge`) and the review
policy that counts routed calls and shadow checks and demotes failing tools (`review`).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import contextvars
import inspect
import logging
import random
import threading
import time
import uuid
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Literal

from langchain_core.callbacks import CallbackManager
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda
from langchain_core.runnables.config import ensure_config, patch_config

from ._utils import answers_match
from .adapters import (InputAdapter, OutputAdapter, agent_payload, default_input_adapter, find_chat_model,
                       output_to_text, result_usage, task_of)
from .errors import AgentError, AgentTimeout, NoSynthesizerWarning, ToolsmithError, UserError
from .forge import Forge
from .ledger import SessionReport, session_report
from .library import ToolLibrary, default_tools_dir
from .patterns import PatternMiner
from .records import Event, Trace, Usage
from .review import ApprovalPolicy, Review
from .router import RouteOutcome, Router
from .sandbox import SandboxBackend, default_sandbox
from .store import Store
from .synthesis import Synthesizer
from .usage import UsageMeter, track_usage

__all__ = ["Toolsmith", "ForgeMode"]

log = logging.getLogger("toolsmith")
ForgeMode = Literal["background", "inline", "off"]

MAX_TASK_CHARS = 1_000_000
_DEFAULT: Any = object()  # `synthesizer` not given: the agent's own chat model if one is found, else warn
_LOOP: contextvars.ContextVar[asyncio.AbstractEventLoop | None] = contextvars.ContextVar("toolsmith_loop", default=None)
"""The caller's event loop during `ainvoke`: async agents run there (`agent.ainvoke`)."""


def _describe_bad_task(task: Any) -> str:
    text = task if isinstance(task, str) else f"<{type(task).__name__}>"
    return text[:200]


class Toolsmith(Runnable[str, str]):
    """Wrap `agent` (a Runnable or a `str -> str` callable) and learn tools from its recurring tasks.

    Input: a task string, a `PromptValue` (`prompt | ts`), a list of messages, or a LangGraph
    state `{"messages": [...]}` (then the answer comes back as `{"messages": [AIMessage]}`, so
    that `Toolsmith` can be a graph node). Each task is one run named `toolsmith` in langchain
    callbacks, with the agent's run as its child and the trace's id, `answered_by`, pattern,
    tokens saved and usage as run metadata; each is also a `logging` record (logger `toolsmith`).

    Args:
        agent: a chat model, chain, LangGraph-style agent (`{"messages": [...]}`), or callable
            (sync or `async def`; `ainvoke` awaits async agents and calls `agent.ainvoke`).
        home: state directory (default `$TOOLSMITH_HOME` or `~/.toolsmith`).
        session: session id; a new one per instance unless given.
        model: model label for traces when the backend reports none.
        tools_dir: the tool library folder (default `$TOOLSMITH_TOOLS` or `./tools`, as for the CLI).
        timeout: seconds to wait for the agent per task (None: no limit).
        input_adapter / output_adapter: override how tasks go in and answers come out.
        learn: mine patterns and forge tools (False: only record traces).
        synthesizer: chat model that writes tools (default: the agent if it is a chat model, else
            the chat model found inside it: a `create_agent`/LangGraph agent, a chain, a bound model).
            When it is not given and no chat model is found, a `NoSynthesizerWarning` says
            that patterns are mined but no tool will be written. `synthesizer=None` says so on
            purpose: record, mine and route to tools added by hand, without the warning.
        min_examples: successful instances of a pattern before a tool is forged.
        synthesis_budget: model tokens one forging attempt may spend.
        auto_approve: approve tools that pass verification (off by default: humans review).
        shadow_rate: share of routed tasks also sent to the agent to check the tool.
        shadow_demote_after: shadow disagreements that demote a tool back to pending; each weighs
            less when the agent was seen wrong on answers a person confirmed (`review.shadow_weight`).
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
        sandbox: where tool code runs (default: the shared `sandbox.default_sandbox()`).
        forge: `background` (default): tools are looked for and written in a worker thread, so
            the task that triggers it returns as soon as the agent has answered; `inline`: in
            the calling thread, after the answer (the call takes that long; benchmarks use it
            to be reproducible); `off`: never. `close()` waits for background work, or cancels
            it with `close(wait=False)`.
    """

    name = "toolsmith"

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
        forge: ForgeMode = "background",
    ) -> None:
        if not (isinstance(agent, Runnable) or callable(agent)):
            raise UserError("agent must be a langchain Runnable or a callable taking a task string")
        if not 0.0 <= shadow_rate <= 1.0:
            raise UserError("shadow_rate must be between 0 and 1")
        if forge not in ("background", "inline", "off"):
            raise UserError(f"forge must be 'background', 'inline' or 'off', not {forge!r}")
        self.forging: ForgeMode = forge
        """When tools are looked for: in the `background`, `inline`, or `off`."""
        self._forge_pool: concurrent.futures.ThreadPoolExecutor | None = None
        self._forge_jobs: dict[str, concurrent.futures.Future[None]] = {}
        self._forge_again: set[str] = set()
        self._cancel = threading.Event()
        self.agent = agent
        self.store = Store(home)
        self.session_id = session or f"s-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:6]}"
        self.model = model
        self.timeout = timeout
        self.input_adapter = input_adapter or default_input_adapter(agent)
        self._adapt_messages = input_adapter is None  # structured input reaches the agent as messages
        self.output_adapter = output_adapter or output_to_text
        self.learn = learn
        self._sandbox = sandbox
        self.shadow_rate = shadow_rate
        self._shadow_credit = random.Random(seed).random() if shadow_rate > 0 else 0.0
        self.reviewer = reviewer
        self.on_event = on_event
        self.on_progress = on_progress
        self.metrics_url = metrics_url
        self._lock = threading.RLock()
        self.tools_dir = Path(tools_dir) if tools_dir else default_tools_dir()
        """The tool library folder."""
        if synthesizer is _DEFAULT:
            synthesizer = agent if isinstance(agent, BaseChatModel) else find_chat_model(agent)
            if learn and synthesizer is None:
                warnings.warn(
                    f"toolsmith has no model to write tools with: the agent ({type(agent).__name__}) is not a langchain "
                    "chat model, no chat model was found inside it, and no synthesizer was given. Tasks are recorded and "
                    f"patterns mined, approved tools in {self.tools_dir} are used, and tools are looked for without a "
                    "model (programming by example), but no model writes the ones that search cannot find. Pass "
                    "synthesizer=<a chat model> (for example LocalServer().chat_model()) to learn those too, or "
                    "synthesizer=None to silence this warning.",
                    NoSynthesizerWarning,
                    stacklevel=2,
                )
        self.miner = PatternMiner(self.store)
        """Recurring-pattern mining over this store."""
        self.library = ToolLibrary(self.tools_dir)
        """The reviewable tool library."""
        self.router = Router(self.library, self.sandbox)
        """Finds and runs the approved tool for a task."""
        self.review = Review(self.store, self.library, failure_threshold=failure_threshold,
                             shadow_demote_after=shadow_demote_after)
        """Counts routed calls and shadow checks; demotes tools that fail."""
        self.forge = Forge(
            self.store, self.library, sandbox=self.sandbox, miner=self.miner,
            synthesizer=Synthesizer(synthesizer, token_budget=synthesis_budget, write_extractor=model_extractor)
            if synthesizer is not None else None,
            policy=ApprovalPolicy(auto_approve=auto_approve), max_budget=synthesis_budget, min_examples=min_examples,
        )
        """Writes, verifies and registers tools for recurring patterns."""

    # ------------------------------------------------------------------ Runnable
    def invoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        """Answer one task: routed to an approved tool, or inferred by the agent."""
        trace, error = self._traced(input, config)
        if error is not None:
            raise error
        return _answer_as(input, trace)

    async def ainvoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        """`invoke` for async callers: an async agent runs on this event loop (`agent.ainvoke`)."""
        trace, error = await self._atraced(input, config)
        if error is not None:
            raise error
        return _answer_as(input, trace)

    def run(self, task: Any, config: RunnableConfig | None = None) -> Trace:
        """Like `invoke`, but return the whole trace (errors are in the trace, not raised)."""
        return self._traced(task, config)[0]

    async def arun(self, task: Any, config: RunnableConfig | None = None) -> Trace:
        """Like `ainvoke`, but return the whole trace (errors are in the trace, not raised)."""
        return (await self._atraced(task, config))[0]

    async def _atraced(self, input: Any, config: RunnableConfig | None) -> tuple[Trace, ToolsmithError | None]:
        # The loop is handed to the worker thread, where the agent's coroutines are scheduled back onto it.
        loop = asyncio.get_running_loop()
        ctx = contextvars.copy_context()
        ctx.run(_LOOP.set, loop)
        return await loop.run_in_executor(None, ctx.run, self._traced, input, config)

    def _traced(self, input: Any, config: RunnableConfig | None) -> tuple[Trace, ToolsmithError | None]:
        """`_handle` inside a langchain run named `toolsmith` (the agent's run is its child), then a log record."""
        config = ensure_config(config)
        manager = CallbackManager.configure(config.get("callbacks"), None, False, config.get("tags"), None,
                                            config.get("metadata"), {"toolsmith_session": self.session_id})
        run = manager.on_chain_start(None, {"input": input}, run_id=config.get("run_id"),
                                     name=config.get("run_name") or self.get_name())
        try:
            task, messages = task_of(input)
            payload = agent_payload(self.agent, input, messages) if messages is not None and self._adapt_messages else None
            trace, error = self._handle(task, patch_config(config, callbacks=run.get_child()), payload)
        except UserError as exc:  # unreadable messages: recorded like any bad input
            trace, error = self._handle(input, config, problem=str(exc))
        except BaseException as exc:
            run.on_chain_error(exc)
            raise
        # Tracers keep the metadata dict they were given at the start: what is known only now goes into it.
        manager.metadata.update(_run_metadata(trace))
        if error is not None:
            run.on_chain_error(error)
            log.warning("task %s failed: %s (%d tokens, %s)", trace.id, trace.error, trace.total_tokens, trace.token_count)
        else:
            run.on_chain_end({"output": trace.answer})
            log.info("task %s %s%s: %d tokens (%s), %d saved, %.1f ms", trace.id, trace.answered_by,
                      f" by {trace.tool} v{trace.tool_version}" if trace.routed else "", trace.total_tokens,
                      trace.token_count, trace.tokens_saved, trace.latency_ms)
        return trace, error

    # ------------------------------------------------------------------ public API
    def report(self) -> SessionReport:
        """The ledger of this session."""
        return session_report(self.store, self.session_id)

    def feedback(self, trace_id: str, answer: str) -> Trace:
        """Confirm or correct the answer of a recorded task; confirmed answers outrank the agent's,
        and one of them opens the task's pattern to the model before tools have saved anything."""
        if not isinstance(answer, str):
            raise UserError("feedback answer must be a non-empty string")
        return self.store.set_feedback(trace_id, answer)

    def sandbox(self) -> SandboxBackend:
        """The sandbox tools run in: the one passed in, else the shared `default_sandbox()`,
        started on first use (a session that never runs a tool starts no process)."""
        return self._sandbox if self._sandbox is not None else default_sandbox()

    def wait_for_forging(self, timeout: float | None = None) -> bool:
        """Wait until background forging is idle; False if `timeout` seconds passed first."""
        with self._lock:
            jobs = list(self._forge_jobs.values())
        done, pending = concurrent.futures.wait(jobs, timeout=timeout)
        return not pending

    def close(self, wait: bool = True) -> None:
        """Finish (or, with `wait=False`, cancel) background forging, then close the store. The
        sandbox is shared (or the caller's) and stays up. A cancelled model call is still charged."""
        pool = self._forge_pool
        if pool is not None:
            if not wait:
                self._cancel.set()
                for job in list(self._forge_jobs.values()):
                    job.cancel()
            pool.shutdown(wait=True)
            self._forge_pool = None
        self.store.close()

    def __enter__(self) -> "Toolsmith":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ the loop
    def _handle(self, task: Any, config: RunnableConfig | None, payload: Any = None,
                problem: str | None = None) -> tuple[Trace, ToolsmithError | None]:
        start = time.perf_counter()
        seq = self.store.next_seq(self.session_id)
        trace = Trace(id=f"{self.session_id}:{seq}", session_id=self.session_id, seq=seq, task=_describe_bad_task(task))
        problem = problem or self._validate(task)
        if problem:
            return self._fail(trace, UserError(problem), start)
        trace.task = task
        if self.learn:
            trace.pattern_id = self.miner.observe(task).pattern_id
        outcome = self.router.route(task) if self.learn else RouteOutcome()
        trace.route_ms = outcome.ms
        if outcome.answer is not None:
            self._record_routed(trace, outcome, start)
            self._maybe_shadow(trace, config)
            return trace, None
        if outcome.tried:
            trace.answered_by, trace.fallback_reason = "fallback", outcome.reason
            trace.tool, trace.tool_version = outcome.tool, outcome.version
            self._demotion(self.review.routed(outcome), outcome.tool, seq)
        meter = UsageMeter()
        try:
            answer, usage, counted, models = self._call_agent(task, config, meter=meter, payload=payload)
        except ToolsmithError as exc:  # what the agent spent before it failed is counted too
            if meter.counted:
                self._set_usage(trace, task, "", meter.usage, True, meter.models)
                self.store.add_totals(agent=trace.total_tokens)
            if meter.abandoned is not None:  # a timed-out run may still spend: count it when it ends
                meter.abandoned.add_done_callback(lambda _: self._late_usage(trace.id, meter))
            return self._fail(trace, exc, start)
        trace.answer = answer
        self._set_usage(trace, task, answer, usage, counted, models)
        trace.latency_ms = (time.perf_counter() - start) * 1000
        if self.reviewer is not None:
            trace.feedback = self.reviewer(trace)
        self.store.put_trace(trace)
        self.store.add_totals(agent=trace.total_tokens)
        if self.learn and trace.pattern_id is not None:
            self._learn(trace, declined=outcome.declined and outcome.pattern_id is not None
                        and self.store.resolve_pattern(outcome.pattern_id) == self.store.resolve_pattern(trace.pattern_id))
            if self.forging == "inline":  # the caller waited for forging too: the trace says so
                trace.latency_ms = (time.perf_counter() - start) * 1000
                self.store.put_trace(trace)
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

    def _call_agent(self, task: str, config: RunnableConfig | None, *, meter: UsageMeter | None = None,
                    payload: Any = None) -> tuple[str, Usage, bool, list[str]]:
        self._say("asking the agent")
        with self._spec_window("agent"):
            return self._call_agent_unwatched(task, config, meter if meter is not None else UsageMeter(), payload)

    def _call_agent_unwatched(self, task: str, config: RunnableConfig | None, meter: UsageMeter,
                              payload: Any = None) -> tuple[str, Usage, bool, list[str]]:
        loop = _LOOP.get()

        def call() -> Any:
            with track_usage(meter):
                out = self._invoke_agent(payload if payload is not None else self.input_adapter(task), config, loop, meter)
                answer = self.output_adapter(out)
                found = None if meter.counted else result_usage(out)
                if found is not None:  # the run result says what it spent (pydantic-ai, OpenAI Agents, smolagents)
                    meter.add_reported(*found)
                return answer, meter.usage, meter.counted, meter.models

        try:
            if self.timeout is None and not _loop_running():
                return call()
            ctx = contextvars.copy_context()
            pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
            future = pool.submit(ctx.run, call)
            try:
                return future.result(timeout=self.timeout)
            except concurrent.futures.TimeoutError:
                if not future.done():
                    meter.stop(f"toolsmith stopped waiting for the agent after {self.timeout:g} s")
                    meter.abandoned = future
                    raise AgentTimeout(f"agent did not answer within {self.timeout:g} s") from None
                raise
            finally:
                pool.shutdown(wait=False)
        except ToolsmithError:
            raise
        except Exception as exc:
            raise AgentError(f"agent raised {type(exc).__name__}: {exc}") from exc

    def _invoke_agent(self, payload: Any, config: RunnableConfig | None, loop: asyncio.AbstractEventLoop | None,
                      meter: UsageMeter) -> Any:
        """Call the agent; coroutines run on the caller's loop (`ainvoke`) or on a loop of their own."""
        agent = self.agent
        if isinstance(agent, Runnable):
            if loop is not None:
                return _await(agent.ainvoke(payload, config=config), loop, meter)
            if isinstance(agent, RunnableLambda) and not hasattr(agent, "func"):  # async-only runnable
                return _await(agent.ainvoke(payload, config=config), None, meter)
            return agent.invoke(payload, config=config)
        out = agent(payload)
        return _await(out, loop, meter) if inspect.isawaitable(out) else out

    def _late_usage(self, trace_id: str, meter: UsageMeter) -> None:
        """Add to a timed-out task's trace what its run spent after toolsmith stopped waiting."""
        try:
            with self.store.transact():
                trace = self.store.trace(trace_id)
                if trace is None or not meter.counted or meter.usage.total_tokens == trace.total_tokens:
                    return
                usage, before = meter.usage, trace.total_tokens
                trace.input_tokens, trace.output_tokens = usage.input_tokens, usage.output_tokens
                trace.total_tokens = usage.total_tokens or usage.input_tokens + usage.output_tokens
                trace.requests, trace.token_count = usage.requests, "exact"
                self.store.put_trace(trace)
                self.store.add_totals(agent=trace.total_tokens - before)
            log.info("task %s: its abandoned run spent %d tokens in all", trace_id, trace.total_tokens)
        except Exception as exc:  # the store may be closed by now: say so, never raise in a worker thread
            log.warning("task %s: could not record the tokens its abandoned run spent: %s", trace_id, exc)

    def _set_usage(self, trace: Trace, task: str, answer: str, usage: Usage, counted: bool, models: list[str]) -> None:
        trace.model = ",".join(models) or self.model
        if counted:
            trace.input_tokens, trace.output_tokens = usage.input_tokens, usage.output_tokens
            trace.total_tokens = usage.total_tokens or usage.input_tokens + usage.output_tokens
            trace.requests = usage.requests
            trace.token_count = "exact"
        else:  # no usage reported: estimated from text length, and marked so
            est = Usage.estimate(task, answer)
            trace.input_tokens, trace.output_tokens, trace.total_tokens = est.input_tokens, est.output_tokens, est.total_tokens
            trace.token_count = "estimated"

    # ------------------------------------------------------------------ routing and learning
    def _record_routed(self, trace: Trace, outcome: RouteOutcome, start: float) -> None:
        trace.answer = outcome.answer
        trace.answered_by, trace.tool, trace.tool_version = "routed", outcome.tool, outcome.version
        trace.tokens_saved, trace.saved_count = self.store.pattern_stats(outcome.pattern_id or trace.pattern_id or "").median_cost()
        trace.latency_ms = (time.perf_counter() - start) * 1000
        self.store.put_trace(trace)
        self.store.add_totals(saved=trace.tokens_saved)
        self._demotion(self.review.routed(outcome, trace.tokens_saved), outcome.tool, trace.seq)

    def _learn(self, trace: Trace, declined: bool = False) -> None:
        """Count the agent's answer in its pattern, then let the forge look for a tool.
        `declined`: the pattern's own tool declined the task before the agent answered it."""
        pattern_id = trace.pattern_id or ""
        with self.store.pattern(pattern_id) as stats:
            stats.add_cost(trace.total_tokens, exact=trace.token_count == "exact")
            stats.declined += declined
        if self.forging == "inline":
            self._forge_guarded(pattern_id, trace.seq)
        elif self.forging == "background":
            with self._lock:
                job = self._forge_jobs.get(pattern_id)
                if job is not None and not job.done():
                    self._forge_again.add(pattern_id)  # one job per pattern; it runs once more when done
                    return
                if self._forge_pool is None:
                    self._forge_pool = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="toolsmith-forge")
                self._forge_jobs[pattern_id] = self._forge_pool.submit(self._forge_job, pattern_id)

    def _forge_guarded(self, pattern_id: str, after_seq: int) -> None:
        """`_forge_now`, logged rather than raised: a failure to forge must not vanish silently,
        nor cost the task the agent's answer, nor take the session down."""
        try:
            self._forge_now(pattern_id, after_seq)
        except Exception:
            log.exception("toolsmith: forging for pattern %s failed", pattern_id)

    def _forge_now(self, pattern_id: str, after_seq: int) -> None:
        with self._spec_window("synthesis"):
            events = self.forge.after_answer(pattern_id, after_seq=after_seq, progress=self.on_progress,
                                             should_stop=self._cancel.is_set)
        for event in events:
            self._event(event)

    def _forge_job(self, pattern_id: str) -> None:
        """Background forging: its cost lands after the task that was last when it finished. It
        runs again while answers arrived for the pattern during the run."""
        while not self._cancel.is_set():
            self._forge_guarded(pattern_id, -1)
            with self._lock:
                if pattern_id not in self._forge_again:
                    return
                self._forge_again.discard(pattern_id)

    def _demotion(self, reason: str | None, tool: str | None, seq: int) -> None:
        if reason is not None:
            self._event(Event(kind="demotion", after_seq=seq, tool=tool, detail=reason))

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
                    self.store.add_speculative(self.session_id, kind, delta.model_dump())

    def _event(self, event: Event) -> None:
        if event.after_seq < 0:  # finished in the background: after the latest task so far
            event.after_seq = self.store.session_length(self.session_id)
        if event.kind in ("synthesis", "verification", "shadow"):
            self.store.add_totals(forge=event.usage.total_tokens)
        self.store.append_event(self.session_id, event)
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
        tool = trace.tool or ""
        self._say(f"shadow check: asking the agent too, to check tool {tool}")
        try:
            answer, usage, counted, _ = self._call_agent(trace.task, config)
        except ToolsmithError as exc:
            self._event(Event(kind="shadow", after_seq=trace.seq, tool=tool, detail=f"agent failed: {exc}"))
            return
        if not counted:
            usage = Usage.estimate(trace.task, answer)
        agree = answers_match(answer, trace.answer or "")
        detail = "agree" if agree else f"disagree: agent={answer[:80]!r} tool={str(trace.answer)[:80]!r}"
        self._event(Event(kind="shadow", after_seq=trace.seq, usage=usage, tool=tool, detail=detail))
        reason = self.review.shadow(tool, trace.tool_version or 0, agree, trace.task, answer, trace.answer or "")
        self._demotion(reason, tool, trace.seq)


# ---------------------------------------------------------------- helpers for the Runnable surface
def _loop_running() -> bool:
    """Whether this thread runs an event loop (then a coroutine agent needs a thread of its own)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def _await(awaitable: Any, loop: asyncio.AbstractEventLoop | None, meter: UsageMeter) -> Any:
    """Run an awaitable to its end from a worker thread: on `loop` (the caller's), else on a new one.
    A timeout (`meter.stop`) cancels it."""
    if loop is not None:
        future = asyncio.run_coroutine_threadsafe(_as_coroutine(awaitable), loop)
        meter.on_stop(future.cancel)
        return future.result()
    own = asyncio.new_event_loop()
    try:
        task = own.create_task(_as_coroutine(awaitable))
        meter.on_stop(lambda: own.call_soon_threadsafe(task.cancel))
        return own.run_until_complete(task)
    finally:
        own.close()


async def _as_coroutine(awaitable: Any) -> Any:
    return await awaitable


def _answer_as(input: Any, trace: Trace) -> Any:
    """The answer in the caller's shape: a graph state gets a state update, anything else the text."""
    answer = trace.answer or ""
    if isinstance(input, dict) and "messages" in input:
        return {"messages": [AIMessage(
            answer,
            usage_metadata={"input_tokens": trace.input_tokens, "output_tokens": trace.output_tokens,
                            "total_tokens": trace.total_tokens},
            response_metadata={"toolsmith_trace_id": trace.id, "answered_by": trace.answered_by},
        )]}
    return answer


def _run_metadata(trace: Trace) -> dict[str, Any]:
    """What tracers show for one task (langchain run metadata)."""
    return {
        "trace_id": trace.id,
        "answered_by": trace.answered_by,
        "pattern_id": trace.pattern_id,
        "tool": trace.tool,
        "tool_version": trace.tool_version,
        "tokens_saved": trace.tokens_saved,
        "usage": {"input_tokens": trace.input_tokens, "output_tokens": trace.output_tokens,
                  "total_tokens": trace.total_tokens, "requests": trace.requests, "token_count": trace.token_count},
    }
