"""`toolsmith proxy` with the real `openai` client and agent SDKs; the upstream is the embedded
llama.cpp server (tests marked `model`) or, where no answer may come from upstream, a closed port."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner
from openai import APIStatusError, OpenAI

from toolsmith.cli import cli
from toolsmith.library import ToolLibrary
from toolsmith.proxy import ProxyServer, candidate_task

ROOT = Path(__file__).resolve().parents[1]
SORTER = (ROOT / "examples" / "sorter_tool.py").read_text()
SORT = "Sort the following words alphabetically: List: pear apple fig"
ASSISTANT_SORTER = '''"""Sorts words for the "You sort words." assistant."""
import re

TRIGGERS = ["sort", "words"]


def extract(task):
    m = re.fullmatch(r"You sort words\\.\\n\\nSort: (.+)", task)
    return {"words": m.group(1)} if m else None


def run(words):
    return " ".join(sorted(words.split()))
'''


def approve(name: str, source: str, triggers: list[str]) -> None:
    lib = ToolLibrary("tools")
    lib.register(source, name=name, origin="hand-written", triggers=triggers)
    lib.approve(name)


def closed_port_url() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"  # nothing listens there once the socket is closed


def traces(proxy: ProxyServer, n: int) -> list[Any]:
    """The session's traces once `n` are recorded (recording finishes after the reply is sent)."""
    ts = proxy.toolsmith
    deadline = time.monotonic() + 30
    while True:
        found = ts.store.traces(ts.session_id)
        if len(found) >= n and all(t.status == "error" or t.answer is not None for t in found):
            return found
        assert time.monotonic() < deadline, found
        time.sleep(0.02)


# ---------------------------------------------------------------- no upstream answer needed
@pytest.mark.parametrize("body, task", [
    ({"messages": [{"role": "user", "content": "Sort: b a"}]}, "Sort: b a"),
    ({"messages": [{"role": "system", "content": "You sort."}, {"role": "user", "content": "Sort: b a"}]},
     "You sort.\n\nSort: b a"),
    ({"messages": [{"role": "developer", "content": [{"type": "text", "text": "You sort."}]},
                   {"role": "user", "content": [{"type": "text", "text": "Sort: b a"}]}]}, "You sort.\n\nSort: b a"),
    ({"messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"},
                   {"role": "user", "content": "Sort: b a"}]}, None),
    ({"messages": [{"role": "user", "content": "Sort: b a"}], "tools": [{"type": "function"}]}, None),
    ({"messages": [{"role": "user", "content": "Sort: b a"}], "response_format": {"type": "json_object"}}, None),
    ({"messages": [{"role": "user", "content": "Sort: b a"}], "n": 2}, None),
    ({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}]}, None),
    ({"messages": []}, None),
])
def test_which_requests_are_candidate_tasks(body, task):
    assert candidate_task(body) == task


def test_a_routed_task_never_reaches_the_upstream_and_costs_zero_tokens():
    approve("sorter", SORTER, ["sort", "alphabetically"])
    with ProxyServer(closed_port_url(), tools_dir="tools", learn=False) as proxy:
        client = OpenAI(base_url=proxy.base_url, api_key="unused", max_retries=0)
        raw = client.chat.completions.with_raw_response.create(model="any", messages=[{"role": "user", "content": SORT}])
        reply = raw.parse()
        assert reply.choices[0].message.content == "apple fig pear" and reply.choices[0].finish_reason == "stop"
        assert (reply.usage.prompt_tokens, reply.usage.completion_tokens, reply.usage.total_tokens) == (0, 0, 0)
        assert raw.headers["x-toolsmith-answered-by"] == "routed" and raw.headers["x-toolsmith-tool"] == "sorter"
        assert raw.headers["x-toolsmith-tool-version"] == "1"
        stream = client.chat.completions.create(model="any", messages=[{"role": "user", "content": SORT}], stream=True,
                                                stream_options={"include_usage": True})
        chunks = list(stream)
        assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "apple fig pear"
        assert chunks[-1].usage.total_tokens == 0
        (first, second) = traces(proxy, 2)
        assert raw.headers["x-toolsmith-trace-id"] == first.id
        assert (first.answered_by, first.tool, first.total_tokens, second.answered_by) == ("routed", "sorter", 0, "routed")


def test_an_unreachable_upstream_is_a_502_with_a_clear_body_and_a_recorded_error():
    upstream = closed_port_url()
    with ProxyServer(upstream, tools_dir="tools", learn=False) as proxy:
        client = OpenAI(base_url=proxy.base_url, api_key="unused", max_retries=0)
        for stream in (False, True):
            with pytest.raises(APIStatusError) as caught:
                client.chat.completions.create(model="any", messages=[{"role": "user", "content": "hi"}], stream=stream)
            assert caught.value.status_code == 502
            assert "toolsmith proxy: the upstream" in caught.value.message and upstream in caught.value.message
        found = traces(proxy, 2)
        assert [t.status for t in found] == ["error", "error"] and "ConnectError" in found[0].error
        assert httpx.get(proxy.base_url + "/models").status_code == 502


def test_a_token_is_required_when_set_and_off_localhost():
    with ProxyServer(closed_port_url(), tools_dir="tools", learn=False, token="s3cret") as proxy:
        body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        assert httpx.post(proxy.base_url + "/chat/completions", json=body).status_code == 401
        wrong = httpx.post(proxy.base_url + "/chat/completions", json=body, headers={"authorization": "Bearer nope"})
        assert wrong.status_code == 401 and "bearer token" in wrong.json()["error"]["message"]
        right = httpx.post(proxy.base_url + "/chat/completions", json=body, headers={"authorization": "Bearer s3cret"})
        assert right.status_code == 502  # through the gate, then the (closed) upstream
    result = CliRunner().invoke(cli, ["proxy", "--upstream", "http://127.0.0.1:9/v1", "--host", "0.0.0.0"])
    assert result.exit_code == 2 and "--token" in result.output
    with pytest.raises(Exception, match="bearer token"):
        ProxyServer(closed_port_url(), host="0.0.0.0")


# ---------------------------------------------------------------- the embedded llama.cpp server upstream
@pytest.mark.model
def test_passthrough_is_unchanged_and_recorded_with_the_upstreams_exact_usage(small_server):
    direct = OpenAI(base_url=small_server.base_url, api_key="unused")
    ask = {"model": small_server.model, "max_tokens": 8, "temperature": 0, "seed": 1}
    hi = [{"role": "user", "content": "Say hello."}]
    with ProxyServer(small_server.base_url, tools_dir="tools", learn=False) as proxy:
        client = OpenAI(base_url=proxy.base_url, api_key="unused", max_retries=0)
        raw = client.chat.completions.with_raw_response.create(messages=hi, **ask)
        reply, expected = raw.parse(), direct.chat.completions.create(messages=hi, **ask)
        assert raw.headers["x-toolsmith-answered-by"] == "upstream"
        assert reply.choices[0].message.content == expected.choices[0].message.content
        assert reply.usage.prompt_tokens == expected.usage.prompt_tokens > 0

        chunks = list(client.chat.completions.create(messages=hi, stream=True, **ask))
        assert all(c.usage is None for c in chunks) and all(c.choices for c in chunks)  # no usage chunk it did not ask for
        assert "".join(c.choices[0].delta.content or "" for c in chunks) == expected.choices[0].message.content
        with_usage = list(client.chat.completions.create(messages=hi, stream=True, stream_options={"include_usage": True}, **ask))
        assert with_usage[-1].usage.prompt_tokens == expected.usage.prompt_tokens

        turns = [*hi, {"role": "assistant", "content": "Hello."}, {"role": "user", "content": "Again."}]
        later = client.chat.completions.create(messages=turns, **ask)
        bad = httpx.post(proxy.base_url + "/chat/completions", json={"model": small_server.model, "messages": "x"})
        bad_direct = httpx.post(small_server.base_url + "/chat/completions", json={"model": small_server.model, "messages": "x"})
        assert bad.status_code == bad_direct.status_code >= 400 and bad.json() == bad_direct.json()

        first, streamed, streamed_usage, turn, error = traces(proxy, 5)
        for t, u in ((first, reply.usage), (streamed, expected.usage), (streamed_usage, with_usage[-1].usage),
                     (turn, later.usage)):
            assert t.token_count == "exact" and t.answered_by == "inferred"
            assert (t.input_tokens, t.output_tokens) == (u.prompt_tokens, u.completion_tokens)
        assert first.task == "Say hello." and first.answer == reply.choices[0].message.content
        assert turn.task.startswith("[chat request, 3 messages") and turn.pattern_id is None
        assert error.status == "error" and str(bad.status_code) in error.error
        assert proxy.toolsmith.report().agent_exact.total_tokens == sum(t.total_tokens for t in (first, streamed, streamed_usage, turn))
        assert client.models.list().data[0].id == direct.models.list().data[0].id


@pytest.mark.model
def test_a_recurring_task_is_routed_once_a_tool_is_approved_and_the_system_prompt_is_part_of_it(small_server):
    ask = {"model": small_server.model, "max_tokens": 8, "temperature": 0}
    with ProxyServer(small_server.base_url, tools_dir="tools", learn=False) as proxy:
        client = OpenAI(base_url=proxy.base_url, api_key="unused", max_retries=0)
        sort = [{"role": "system", "content": "You sort words."}, {"role": "user", "content": "Sort: pear apple fig"}]
        before = client.chat.completions.with_raw_response.create(messages=sort, **ask)
        assert before.headers["x-toolsmith-answered-by"] == "upstream" and before.parse().usage.total_tokens > 0
        approve("assistant_sorter", ASSISTANT_SORTER, ["sort", "words"])
        after = client.chat.completions.with_raw_response.create(messages=sort, **ask)
        assert after.headers["x-toolsmith-tool"] == "assistant_sorter" and after.parse().usage.total_tokens == 0
        assert after.parse().choices[0].message.content == "apple fig pear"
        other_system = [{"role": "system", "content": "You are a poet."}, sort[1]]
        assert client.chat.completions.with_raw_response.create(messages=other_system, **ask).headers[
            "x-toolsmith-answered-by"] == "upstream"  # same user text, another system prompt: another task
        first, routed, poet = traces(proxy, 3)
        assert first.pattern_id is not None and routed.pattern_id == first.pattern_id
        assert routed.tokens_saved == first.total_tokens and poet.task.startswith("You are a poet.")
        assert proxy.toolsmith.report().tokens_saved == first.total_tokens


@pytest.mark.model
def test_agent_sdks_pointed_at_the_proxy(small_server):
    from agents import Agent, OpenAIChatCompletionsModel, Runner, set_tracing_disabled
    from openai import AsyncOpenAI
    from pydantic_ai import Agent as PydanticAgent
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.providers.openai import OpenAIProvider
    from pydantic_ai.settings import ModelSettings

    approve("assistant_sorter", ASSISTANT_SORTER, ["sort", "words"])
    set_tracing_disabled(True)
    with ProxyServer(small_server.base_url, tools_dir="tools", learn=False) as proxy:
        model = OpenAIChatCompletionsModel(model=small_server.model,
                                           openai_client=AsyncOpenAI(base_url=proxy.base_url, api_key="unused"))
        from agents import ModelSettings as AgentSettings

        agent = Agent(name="sorter", instructions="You sort words.", model=model,
                      model_settings=AgentSettings(max_tokens=8, temperature=0))
        routed = Runner.run_sync(agent, "Sort: kiwi fig date")
        assert routed.final_output == "date fig kiwi" and routed.context_wrapper.usage.total_tokens == 0
        passed = Runner.run_sync(agent, "Say hello.")
        assert passed.context_wrapper.usage.total_tokens > 0

        pyd = PydanticAgent(OpenAIChatModel(small_server.model, provider=OpenAIProvider(base_url=proxy.base_url,
                                                                                         api_key="unused")),
                            instructions="You sort words.", model_settings=ModelSettings(max_tokens=8, temperature=0))
        result = pyd.run_sync("Sort: pear apple fig")
        assert result.output == "apple fig pear" and result.usage.input_tokens == 0
        other = pyd.run_sync("Say hello.")
        assert other.usage.input_tokens > 0

        found = traces(proxy, 4)
        assert [t.answered_by for t in found] == ["routed", "inferred", "routed", "inferred"]
        assert found[1].total_tokens == passed.context_wrapper.usage.total_tokens
        assert (found[3].input_tokens, found[3].output_tokens) == (other.usage.input_tokens, other.usage.output_tokens)
        assert all(t.task.startswith("You sort words.\n\n") for t in found)


def test_langchain_chat_openai_and_smolagents_models_get_routed_answers():
    from langchain_openai import ChatOpenAI
    from smolagents import OpenAIServerModel

    approve("sorter", SORTER, ["sort", "alphabetically"])
    with ProxyServer(closed_port_url(), tools_dir="tools", learn=False) as proxy:
        chat = ChatOpenAI(model="any", base_url=proxy.base_url, api_key="unused", max_retries=0)
        reply = chat.invoke(SORT)
        assert reply.content == "apple fig pear" and reply.usage_metadata["total_tokens"] == 0
        assert "".join(chunk.content for chunk in chat.stream(SORT)) == "apple fig pear"
        model = OpenAIServerModel(model_id="any", api_base=proxy.base_url, api_key="unused")
        message = model.generate([{"role": "user", "content": [{"type": "text", "text": SORT}]}])
        assert message.content == "apple fig pear" and message.token_usage.input_tokens == 0
        assert [t.answered_by for t in traces(proxy, 3)] == ["routed"] * 3
