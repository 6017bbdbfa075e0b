"""Issue 14's wrapper defects, each with the agent shape that showed it (scripted models carry real
`usage_metadata`; the frameworks' own classes are used where they exist here)."""

from __future__ import annotations

import asyncio
import logging
import threading
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from langchain_core.callbacks import UsageMetadataCallbackHandler
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import Runnable, RunnableLambda
from langchain_core.tools import tool
from langchain_core.tracers.run_collector import RunCollectorCallbackHandler

from toolsmith import AgentError, AgentTimeout, NoSynthesizerWarning, Toolsmith, UserError, report_usage
from toolsmith.library import ToolLibrary

SORTER = (Path(__file__).resolve().parents[1] / "examples" / "sorter_tool.py").read_text()


def ai(text: str, input_tokens: int = 10, output_tokens: int = 5, **kwargs: Any) -> AIMessage:
    return AIMessage(content=text, response_metadata={"model_name": "scripted"},
                     usage_metadata={"input_tokens": input_tokens, "output_tokens": output_tokens,
                                     "total_tokens": input_tokens + output_tokens}, **kwargs)


class ToolCallingFake(GenericFakeChatModel):
    """A scripted chat model that `create_agent` can bind tools to (the script decides the calls)."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Runnable:
        return self


def calls_forever(n: int, input_tokens: int = 100, output_tokens: int = 10) -> ToolCallingFake:
    return ToolCallingFake(messages=iter(
        ai("", input_tokens, output_tokens, tool_calls=[{"name": "slow_add", "args": {"a": i, "b": 1}, "id": f"c{i}"}])
        for i in range(n)))


# ---------------------------------------------------------------- 1. tokens of failed or timed-out runs
def test_tokens_of_a_run_stopped_by_recursion_limit_are_recorded():
    from langchain.agents import create_agent

    @tool
    def slow_add(a: int, b: int) -> int:
        """Add two numbers."""
        return a + b

    reference = UsageMetadataCallbackHandler()
    ts = Toolsmith(create_agent(calls_forever(50), tools=[slow_add]), learn=False)
    with pytest.raises(AgentError, match="Recursion"):
        ts.invoke("add numbers forever", config={"recursion_limit": 7, "callbacks": [reference]})
    (trace,) = ts.store.traces(ts.session_id)
    spent = reference.usage_metadata["scripted"]
    assert spent["total_tokens"] >= 330  # several model calls really happened
    assert (trace.status, trace.token_count) == ("error", "exact")
    assert (trace.input_tokens, trace.output_tokens, trace.total_tokens) == (
        spent["input_tokens"], spent["output_tokens"], spent["total_tokens"])
    assert ts.report().agent_exact.total_tokens == spent["total_tokens"]


def test_a_timed_out_run_is_counted_and_stopped_at_its_next_model_call():
    from langchain.agents import create_agent

    @tool
    def slow_add(a: int, b: int) -> int:
        """Add two numbers, slowly."""
        time.sleep(0.3)
        return a + b

    model = calls_forever(40, 30, 3)
    reference = UsageMetadataCallbackHandler()
    ts = Toolsmith(create_agent(model, tools=[slow_add]), learn=False, timeout=0.5)
    started = time.perf_counter()
    with pytest.raises(AgentTimeout):
        ts.invoke("add numbers forever", config={"callbacks": [reference], "recursion_limit": 200})
    assert time.perf_counter() - started < 2
    (trace,) = ts.store.traces(ts.session_id)
    assert trace.status == "error" and trace.token_count == "exact" and trace.total_tokens >= 33
    time.sleep(1.0)  # the abandoned run ends at its next model call, after the tool call in flight
    remaining = sum(1 for _ in model.messages)
    assert remaining >= 35, f"the agent kept calling the model after the timeout ({40 - remaining} calls)"
    spent = reference.usage_metadata["scripted"]["total_tokens"]
    assert ts.store.trace(trace.id).total_tokens == spent  # what it spent after the timeout is added


# ---------------------------------------------------------------- 2. async agents
def test_async_callables_and_async_runnables_are_awaited():
    async def agent(task: str) -> str:
        await asyncio.sleep(0)
        return task.upper()

    for wrapped in (agent, RunnableLambda(agent)):
        ts = Toolsmith(wrapped, learn=False)
        assert ts.invoke("abc") == "ABC"
        assert asyncio.run(ts.ainvoke("def")) == "DEF"
        assert [t.answer for t in ts.store.traces(ts.session_id)] == ["ABC", "DEF"]
        assert all(t.status == "ok" for t in ts.store.traces(ts.session_id))


def test_ainvoke_calls_the_agents_ainvoke_on_the_callers_loop_and_counts_usage():
    class Both(Runnable[Any, str]):
        def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> str:
            return "sync"

        async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> str:
            return f"async on {id(asyncio.get_running_loop())}"

    async def main() -> tuple[str, str]:
        ts = Toolsmith(Both(), learn=False)
        return await ts.ainvoke("x"), f"async on {id(asyncio.get_running_loop())}"

    got, expected = asyncio.run(main())
    assert got == expected
    chat = Toolsmith(GenericFakeChatModel(messages=iter([ai("4", 12, 3)])), learn=False, synthesizer=None)
    assert asyncio.run(chat.ainvoke("2+2?")) == "4"
    (trace,) = chat.store.traces(chat.session_id)
    assert (trace.total_tokens, trace.token_count) == (15, "exact")


def test_an_async_agent_that_times_out_is_cancelled():
    cancelled = threading.Event()

    async def agent(task: str) -> str:
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return "late"

    ts = Toolsmith(agent, learn=False, timeout=0.2)
    with pytest.raises(AgentTimeout):
        ts.invoke("slow")
    assert cancelled.wait(2)

    async def main() -> None:
        with pytest.raises(AgentTimeout):
            await ts.ainvoke("slow again")

    cancelled.clear()
    asyncio.run(main())
    assert cancelled.wait(2)


# ---------------------------------------------------------------- 3. what agents return
def test_pydantic_ai_result_output_and_usage():
    from pydantic_ai import Agent
    from pydantic_ai.models.test import TestModel

    agent = Agent(TestModel(custom_output_text="apple pear"))
    ts = Toolsmith(agent.run_sync, learn=False)
    assert ts.invoke("Sort: pear apple") == "apple pear"
    (trace,) = ts.store.traces(ts.session_id)
    usage = agent.run_sync("Sort: pear apple").usage
    assert trace.token_count == "exact" and trace.requests == usage.requests == 1
    assert (trace.input_tokens, trace.output_tokens) == (usage.input_tokens, usage.output_tokens)


def test_openai_agents_run_result_final_output_and_usage():
    from agents import Agent, ModelResponse, Runner, Usage, set_tracing_disabled
    from agents.models.interface import Model
    from openai.types.responses import ResponseOutputMessage, ResponseOutputText

    class Scripted(Model):
        async def get_response(self, *args: Any, **kwargs: Any) -> ModelResponse:
            text = ResponseOutputText(text="4", type="output_text", annotations=[])
            message = ResponseOutputMessage(id="m1", content=[text], role="assistant", status="completed", type="message")
            return ModelResponse(output=[message], usage=Usage(requests=1, input_tokens=21, output_tokens=2,
                                                               total_tokens=23), response_id=None)

        def stream_response(self, *args: Any, **kwargs: Any) -> Any:
            raise NotImplementedError

    set_tracing_disabled(True)  # the SDK would try to send its own traces to OpenAI
    agent = Agent(name="calc", instructions="Answer with a number.", model=Scripted())
    ts = Toolsmith(lambda task: Runner.run_sync(agent, task), learn=False)
    assert ts.invoke("2+2?") == "4"
    (trace,) = ts.store.traces(ts.session_id)
    assert (trace.input_tokens, trace.output_tokens, trace.total_tokens, trace.requests) == (21, 2, 23, 1)


def test_smolagents_run_result_and_langchain_structured_response():
    from pydantic import BaseModel
    from smolagents.agents import RunResult
    from smolagents.monitoring import Timing, TokenUsage

    result = RunResult(output="42", state="success", steps=[], token_usage=TokenUsage(30, 4), timing=Timing(start_time=0.0))
    ts = Toolsmith(lambda task: result, learn=False)
    assert ts.invoke("6*7?") == "42"
    (trace,) = ts.store.traces(ts.session_id)
    assert (trace.input_tokens, trace.output_tokens, trace.token_count) == (30, 4, "exact")
    failed = RunResult(output=None, state="max_steps_error", steps=[], token_usage=None, timing=Timing(start_time=0.0))
    with pytest.raises(AgentError, match="max_steps_error"):
        Toolsmith(lambda task: failed, learn=False).invoke("6*7?")

    class Answer(BaseModel):
        value: int

    state = {"messages": [HumanMessage("6*7?"), ai("", tool_calls=[{"name": "Answer", "args": {"value": 42}, "id": "1"}])],
             "structured_response": Answer(value=42)}
    assert Toolsmith(RunnableLambda(lambda s: state), learn=False).invoke("6*7?") == '{"value":42}'


@pytest.mark.parametrize("returned, error, words", [
    (None, AgentError, "None"),
    ({"result": 1, "other": 2}, UserError, "output_adapter"),
    (object(), UserError, "output_adapter"),
    (True, UserError, "output_adapter"),
])
def test_unreadable_answers_are_errors_not_reprs(returned, error, words):
    ts = Toolsmith(lambda task: returned, learn=False)
    with pytest.raises(error, match=words):
        ts.invoke("anything")
    (trace,) = ts.store.traces(ts.session_id)
    assert trace.status == "error" and trace.answer is None
    fixed = Toolsmith(lambda task: returned, learn=False, output_adapter=lambda out: "read")
    assert fixed.invoke("anything") == "read"


# ---------------------------------------------------------------- 4. graph agents write tools too
def test_the_chat_model_inside_an_agent_writes_the_tools():
    from langchain.agents import create_agent
    from langgraph.prebuilt import create_react_agent

    model = ToolCallingFake(messages=iter([ai("x")]))
    prompt = ChatPromptTemplate.from_messages([("system", "Be brief."), ("human", "{task}")])
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # nothing to warn about: a writer was found
        warnings.simplefilter("ignore", DeprecationWarning)
        for agent in (create_agent(model, tools=[]), create_react_agent(model, tools=[]), prompt | model,
                      model.bind(stop=["\n"])):
            ts = Toolsmith(agent)
            assert ts.forge.synthesizer is not None and ts.forge.synthesizer.chat_model is model, type(agent)
    with pytest.warns(NoSynthesizerWarning, match="no chat model was found inside it"):
        Toolsmith(RunnableLambda(lambda t: t))


# ---------------------------------------------------------------- 5. visible to tracers and logs
def test_each_task_is_a_toolsmith_run_with_metadata_routed_ones_too(caplog):
    lib = ToolLibrary("tools")
    lib.register(SORTER, name="sorter", origin="hand-written", triggers=["sort", "alphabetically", "list"])
    lib.approve("sorter")

    def agent(task: str) -> str:
        return GenericFakeChatModel(messages=iter([ai("4", 12, 3)])).invoke(task).content

    ts = Toolsmith(RunnableLambda(agent, name="my_agent"), synthesizer=None, tools_dir="tools")
    collector = RunCollectorCallbackHandler()
    caplog.set_level(logging.INFO, logger="toolsmith")
    assert ts.invoke("What is 2 + 2?", config={"callbacks": [collector]}) == "4"
    assert ts.invoke("Sort the following words alphabetically: List: pear apple",
                     config={"callbacks": [collector]}) == "apple pear"
    inferred, routed = collector.traced_runs
    assert inferred.name == routed.name == "toolsmith"
    assert [c.name for c in inferred.child_runs] == ["my_agent"]
    assert inferred.child_runs[0].child_runs[0].run_type == "llm"
    meta = inferred.extra["metadata"]
    assert meta["trace_id"] == f"{ts.session_id}:1" and meta["answered_by"] == "inferred"
    assert meta["usage"] == {"input_tokens": 12, "output_tokens": 3, "total_tokens": 15, "requests": 1,
                             "token_count": "exact"}
    rmeta = routed.extra["metadata"]
    assert (rmeta["answered_by"], rmeta["tool"], rmeta["trace_id"]) == ("routed", "sorter", f"{ts.session_id}:2")
    assert "tokens_saved" in rmeta and "pattern_id" in rmeta and routed.child_runs == []
    assert routed.outputs == {"output": "apple pear"}
    records = [r for r in caplog.records if r.name == "toolsmith"]
    assert any("inferred" in r.getMessage() and f"{ts.session_id}:1" in r.getMessage() for r in records)
    assert any("routed by sorter v1" in r.getMessage() for r in records)


def test_a_failed_task_is_an_errored_run_and_a_warning(caplog):
    def boom(task: str) -> str:
        raise RuntimeError("backend down")

    collector = RunCollectorCallbackHandler()
    caplog.set_level(logging.INFO, logger="toolsmith")
    with pytest.raises(AgentError):
        Toolsmith(boom, learn=False).invoke("x", config={"callbacks": [collector]})
    (run,) = collector.traced_runs
    assert run.name == "toolsmith" and "backend down" in run.error and run.extra["metadata"]["answered_by"] == "error"
    assert any(r.levelno == logging.WARNING and "backend down" in r.getMessage() for r in caplog.records)


# ---------------------------------------------------------------- 6. requests, prompts, messages, graph nodes
def test_report_usage_counts_requests():
    def agent(task: str) -> str:
        report_usage(300, 40, model="remote", requests=3)
        return "ok"

    ts = Toolsmith(agent, learn=False)
    ts.invoke("x")
    (trace,) = ts.store.traces(ts.session_id)
    assert (trace.total_tokens, trace.requests) == (340, 3)
    assert ts.report().agent_exact.requests == 3


def test_a_prompt_value_and_message_lists_are_tasks_and_reach_a_chat_model_as_messages():
    seen: list[Any] = []

    class Recording(GenericFakeChatModel):
        def _generate(self, messages: Any, *args: Any, **kwargs: Any) -> Any:
            seen.append(messages)
            return super()._generate(messages, *args, **kwargs)

    model = Recording(messages=iter([ai("apple pear"), ai("apple pear"), ai("fig")]))
    ts = Toolsmith(model, learn=False)
    prompt = ChatPromptTemplate.from_messages([("system", "You sort words."), ("human", "Sort: {words}")])
    chain = prompt | ts
    assert chain.invoke({"words": "pear apple"}) == "apple pear"
    assert [type(m).__name__ for m in seen[0]] == ["SystemMessage", "HumanMessage"]
    assert ts.invoke([SystemMessage("You sort words."), HumanMessage("Sort: pear apple")]) == "apple pear"
    assert ts.invoke([("human", "Sort: fig")]) == "fig"
    first, second, third = ts.store.traces(ts.session_id)
    assert first.task == second.task == "You sort words.\n\nSort: pear apple"
    assert third.task == "Sort: fig"
    with pytest.raises(UserError, match="no user"):
        ts.invoke([SystemMessage("only a system prompt")])


def test_toolsmith_is_a_langgraph_node():
    from langgraph.graph import START, MessagesState, StateGraph

    ts = Toolsmith(GenericFakeChatModel(messages=iter([ai("4", 12, 3)])), learn=False)
    graph = StateGraph(MessagesState)
    graph.add_node("toolsmith", ts)
    graph.add_edge(START, "toolsmith")
    out = graph.compile().invoke({"messages": [HumanMessage("What is 2 + 2?")]})
    assert [m.content for m in out["messages"]] == ["What is 2 + 2?", "4"]
    assert out["messages"][-1].usage_metadata["total_tokens"] == 15
    (trace,) = ts.store.traces(ts.session_id)
    assert trace.task == "What is 2 + 2?" and trace.total_tokens == 15
