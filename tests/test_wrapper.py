"""The wrapper's own control flow, with a scripted chat model (no model quality involved)."""

import time

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.runnables import RunnableLambda

from toolsmith import AgentError, AgentTimeout, Toolsmith, UserError, report_usage
from toolsmith.store import Store


def test_chat_model_answer_and_exact_usage(ai, scripted):
    ts = Toolsmith(scripted(ai("4", 12, 3)), learn=False)
    assert ts.invoke("What is 2 + 2?") == "4"
    (trace,) = ts.store.traces(ts.session_id)
    assert (trace.input_tokens, trace.output_tokens, trace.total_tokens) == (12, 3, 15)
    assert trace.token_count == "exact" and trace.model == "scripted"
    assert trace.status == "ok" and trace.latency_ms > 0 and trace.answered_by == "inferred"


def test_usage_summed_over_a_tool_calling_loop(ai, scripted):
    """An agent that calls the model, runs a tool, and calls the model again: both calls count."""
    model = scripted(
        ai("", 20, 7, tool_calls=[{"name": "add", "args": {"a": 2, "b": 2}, "id": "c1"}]),
        ai("4", 35, 2),
    )

    def agent(state: dict) -> dict:
        messages = list(state["messages"])
        while True:
            reply = model.invoke(messages)
            messages.append(reply)
            if not reply.tool_calls:
                return {"messages": messages}
            for call in reply.tool_calls:
                messages.append(ToolMessage(str(call["args"]["a"] + call["args"]["b"]), tool_call_id=call["id"]))

    ts = Toolsmith(RunnableLambda(agent), learn=False, input_adapter=lambda t: {"messages": [HumanMessage(t)]})
    assert ts.invoke("add 2 and 2") == "4"
    (trace,) = ts.store.traces(ts.session_id)
    assert (trace.input_tokens, trace.output_tokens, trace.token_count) == (55, 9, "exact")


def test_langgraph_style_input_detected():
    from typing_extensions import TypedDict

    class State(TypedDict):
        messages: list

    def graph(state: State) -> dict:
        return {"messages": [*state["messages"], AIMessage("done")]}

    ts = Toolsmith(RunnableLambda(graph), learn=False)
    assert ts.invoke("do it") == "done"


def test_plain_callable_is_estimated_unless_it_reports():
    ts = Toolsmith(lambda task: task.upper(), learn=False)
    assert ts.invoke("abcdefgh") == "ABCDEFGH"
    (t,) = ts.store.traces(ts.session_id)
    assert t.token_count == "estimated" and t.total_tokens == 4

    def reporting(task: str) -> str:
        report_usage(100, 20, model="remote-model")
        return "ok"

    ts2 = Toolsmith(reporting, learn=False)
    ts2.invoke("x")
    (t2,) = ts2.store.traces(ts2.session_id)
    assert (t2.input_tokens, t2.output_tokens, t2.token_count, t2.model) == (100, 20, "exact", "remote-model")
    report = ts2.report()
    assert report.agent_exact.total_tokens == 120 and report.agent_estimated.total_tokens == 0
    assert ts.report().agent_estimated.total_tokens == 4


@pytest.mark.parametrize("bad", ["", "   ", None, 42, b"bytes"])
def test_bad_input_is_a_clear_error_and_a_trace(bad):
    ts = Toolsmith(lambda t: "x", learn=False)
    with pytest.raises(UserError):
        ts.invoke(bad)
    (t,) = ts.store.traces(ts.session_id)
    assert t.status == "error" and t.error and t.answer is None


def test_agent_error_and_timeout_recorded_and_store_intact():
    def boom(task: str) -> str:
        raise RuntimeError("backend down")

    ts = Toolsmith(boom, learn=False)
    with pytest.raises(AgentError, match="backend down"):
        ts.invoke("hello")
    slow = Toolsmith(lambda t: time.sleep(2) or "late", learn=False, timeout=0.2, session=ts.session_id)
    with pytest.raises(AgentTimeout):
        slow.invoke("hello again")
    traces = Store().traces(ts.session_id)
    assert [t.status for t in traces] == ["error", "error"]
    assert "backend down" in traces[0].error and "0.2" in traces[1].error
    ok = Toolsmith(lambda t: "fine", learn=False, session=ts.session_id)
    assert ok.invoke("third") == "fine"
    assert [t.seq for t in Store().traces(ts.session_id)] == [1, 2, 3]


def test_sessions_batch_and_ainvoke():
    import asyncio

    a = Toolsmith(lambda t: t[::-1], learn=False)
    b = Toolsmith(lambda t: t[::-1], learn=False)
    assert a.session_id != b.session_id
    assert a.batch(["ab", "cd", "ef"]) == ["ba", "dc", "fe"]
    assert asyncio.run(a.ainvoke("xy")) == "yx"
    assert a.report().tasks == 4 and b.report().tasks == 0
    named = Toolsmith(lambda t: "z", learn=False, session="mine")
    named.invoke("q")
    assert "mine" in Store().sessions()


def test_feedback_marks_trace():
    ts = Toolsmith(lambda t: "wrong", learn=False)
    ts.invoke("2+2")
    tid = ts.store.traces(ts.session_id)[0].id
    ts.feedback(tid, "4")
    assert ts.store.trace(tid).feedback == "4"
    with pytest.raises(UserError):
        ts.feedback("nope:1", "4")


def test_langchain_cache_hits_cost_nothing(ai, scripted):
    from langchain_core.caches import InMemoryCache

    model = scripted(ai("blue", 9, 1), ai("blue", 9, 1))
    model.cache = InMemoryCache()
    ts = Toolsmith(model, learn=False)
    ts.invoke("Name a colour")
    ts.invoke("Name a colour")
    first, second = ts.store.traces(ts.session_id)
    assert (first.total_tokens, first.token_count) == (10, "exact")
    assert second.total_tokens == 0 and second.answer == "blue"


def test_print_report_shows_the_same_ledger_as_the_cli():
    from click.testing import CliRunner

    from toolsmith.cli import cli

    def agent(task: str) -> str:
        report_usage(30, 5, model="counting")
        return "ok"

    ts = Toolsmith(agent, learn=False)
    ts.run("Translate 'bonjour' to English")
    text = str(ts.report())
    assert text.splitlines()[0].strip() == "toolsmith ledger" and "SessionReport(" not in text
    assert "agent input tokens (exact)" in text and "│ tasks" in text and ts.session_id in text
    cli_lines = [line.rstrip() for line in CliRunner(env={"COLUMNS": "120"}).invoke(cli, ["stats"]).stdout.splitlines()]
    assert [line.rstrip() for line in text.splitlines()] == cli_lines


def test_a_plain_callable_that_cannot_learn_warns_once_and_names_the_fix(tmp_path, monkeypatch, ai, scripted):
    import warnings

    from toolsmith import NoSynthesizerWarning

    with pytest.warns(NoSynthesizerWarning, match="Pass synthesizer=") as caught:
        Toolsmith(lambda t: t)
    assert len(caught) == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Toolsmith(lambda t: t, synthesizer=None)  # said on purpose: no warning
        Toolsmith(lambda t: t, learn=False)
        Toolsmith(scripted(ai("x")))  # a chat model writes its own tools
    monkeypatch.setenv("TOOLSMITH_TOOLS", str(tmp_path / "elsewhere"))
    assert Toolsmith(lambda t: t, synthesizer=None).library.path == tmp_path / "elsewhere"
