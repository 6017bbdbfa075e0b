"""Adapt what callers and agents speak to what toolsmith records, and back.

In: a task string, a `PromptValue` (`prompt | ts`), a list of messages, or a LangGraph state
`{"messages": [...]}` (toolsmith as a graph node) becomes one task text (`task_of`), and the
agent is given what it takes (`default_input_adapter`, `agent_payload`). Out: the answer text of
whatever the agent returned (`output_to_text`), including the result objects of pydantic-ai,
the OpenAI Agents SDK and smolagents, and the usage those carry (`result_usage`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, convert_to_messages
from langchain_core.prompt_values import PromptValue
from langchain_core.runnables import Runnable, RunnableBinding
from pydantic import BaseModel

from .errors import AgentError, UserError
from .records import Usage

__all__ = [
    "InputAdapter",
    "OutputAdapter",
    "default_input_adapter",
    "output_to_text",
    "result_usage",
    "join_task",
    "task_of",
    "agent_payload",
    "find_chat_model",
]

InputAdapter = Callable[[str], Any]
OutputAdapter = Callable[[Any], str]


def _message_text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    parts = [p if isinstance(p, str) else p.get("text", "") for p in content if isinstance(p, (str, dict))]
    return "".join(parts)


def _takes_messages(agent: Any) -> bool:
    """Whether `agent` is a LangGraph-style runnable whose input has a `messages` field."""
    if not isinstance(agent, Runnable) or isinstance(agent, BaseChatModel):
        return False
    try:
        schema = agent.get_input_jsonschema()
    except Exception:  # some runnables cannot describe their input
        return False
    ref = schema.get("$ref", "")
    if ref.startswith("#/$defs/"):
        schema = schema.get("$defs", {}).get(ref.rsplit("/", 1)[-1], schema)
    return "messages" in (schema.get("properties") or {})


def default_input_adapter(agent: Any) -> InputAdapter:
    """Pick how to feed a task to `agent` from its input schema.

    LangGraph-style agents (a `messages` field) get `{"messages": [HumanMessage(task)]}`;
    a runnable with exactly one input field gets `{field: task}`; everything else gets the string.
    """
    if not isinstance(agent, Runnable):
        return lambda task: task
    if _takes_messages(agent):
        return lambda task: {"messages": [HumanMessage(task)]}
    try:
        schema = agent.get_input_jsonschema()
    except Exception:  # some runnables cannot describe their input
        return lambda task: task
    ref = schema.get("$ref", "")
    if ref.startswith("#/$defs/"):
        schema = schema.get("$defs", {}).get(ref.rsplit("/", 1)[-1], schema)
    props = schema.get("properties") or {}
    if schema.get("type") == "object" and len(props) == 1:
        (field,) = props
        return lambda task: {field: task}
    return lambda task: task


# ---------------------------------------------------------------- in: structured input -> task text
def join_task(system: Sequence[str], user: str) -> str:
    """The task text of a first turn: the system prompt(s) and the user message, blank-line separated.

    So the same user text under two different system prompts is two different tasks, and a
    task without a system prompt is the user text itself.
    """
    return "\n\n".join([*(s for s in system if s.strip()), user])


def _task_from_messages(messages: list[BaseMessage]) -> str:
    system = [_message_text(m) for m in messages if isinstance(m, SystemMessage)]
    rest = [m for m in messages if not isinstance(m, SystemMessage)]
    if len(rest) == 1 and isinstance(rest[0], HumanMessage):
        return join_task(system, _message_text(rest[0]))
    if not any(isinstance(m, HumanMessage) for m in rest):
        raise UserError("the messages have no user (human) message: there is no task to answer")
    # A later turn: the whole conversation is the task (it depends on what was said before).
    return "\n\n".join(f"{m.type}: {_message_text(m)}" for m in messages)


def task_of(value: Any) -> tuple[Any, list[BaseMessage] | None]:
    """(task text, the messages it came from) for a `PromptValue`, a message list or a
    `{"messages": [...]}` state; other values are returned as they are, with None."""
    messages: list[BaseMessage] | None = None
    if isinstance(value, PromptValue):
        messages = value.to_messages()
    elif isinstance(value, dict) and "messages" in value:
        raw = value["messages"]
        messages = _convert(raw if isinstance(raw, (list, tuple)) else [raw])
    elif isinstance(value, (list, tuple)) and value and all(isinstance(m, (BaseMessage, tuple, dict)) for m in value):
        messages = _convert(value)
    if messages is None:
        return value, None
    return _task_from_messages(messages), messages


def _convert(raw: Sequence[Any]) -> list[BaseMessage]:
    try:
        return convert_to_messages(raw)
    except (ValueError, TypeError, NotImplementedError) as exc:
        raise UserError(f"cannot read the messages: {exc}") from None


def agent_payload(agent: Any, original: Any, messages: list[BaseMessage]) -> Any:
    """What a structured input is passed to the agent as: messages stay messages.

    A chat model gets the messages, a LangGraph-style agent the state (as given, or built from
    the messages), anything else None (the caller then adapts the task text).
    """
    if isinstance(agent, BaseChatModel):
        return messages
    if _takes_messages(agent):
        return original if isinstance(original, dict) else {"messages": messages}
    return None


# ---------------------------------------------------------------- out: agent result -> answer text
def _kind_of(output: Any) -> str | None:
    """Which framework's result object `output` is, by its type's module and attributes."""
    module = type(output).__module__ or ""
    if module.startswith("pydantic_ai") and hasattr(output, "output") and hasattr(output, "usage"):
        return "pydantic_ai"
    if module.startswith("agents.") and hasattr(output, "final_output"):
        return "openai_agents"
    if module.startswith("smolagents") and hasattr(output, "output") and hasattr(output, "token_usage"):
        return "smolagents"
    return None


def _structured_text(value: Any, where: str) -> str:
    """Text of a final output that may be structured: a string as is, models and data as JSON."""
    if isinstance(value, str):
        return value
    if isinstance(value, BaseMessage):
        return _message_text(value)
    if isinstance(value, BaseModel):
        return value.model_dump_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return json.dumps(dataclasses.asdict(value), default=str)
    if isinstance(value, (dict, list, tuple, int, float, Decimal)) and not isinstance(value, bool):
        return json.dumps(value, default=str) if isinstance(value, (dict, list, tuple)) else str(value)
    if value is None:
        raise AgentError(f"the agent returned no answer ({where} is None)")
    raise UserError(f"cannot read an answer from {where} of type {type(value).__name__}; pass "
                    "Toolsmith(..., output_adapter=<a function returning the answer text>)")


def output_to_text(output: Any) -> str:
    """The answer text of whatever an agent returned.

    Strings, messages, a LangGraph state (its `structured_response`, else its last message),
    dicts with an `output`/`answer`/`text`/`content` string, numbers, and the run results of
    pydantic-ai (`.output`), the OpenAI Agents SDK (`.final_output`) and smolagents (`.output`).
    Raises `AgentError` for None and `UserError` (naming `output_adapter`) for anything else.
    """
    if isinstance(output, str):
        return output
    if isinstance(output, BaseMessage):
        return _message_text(output)
    kind = _kind_of(output)
    if kind == "pydantic_ai":
        return _structured_text(output.output, "the pydantic-ai result's output")
    if kind == "openai_agents":
        return _structured_text(output.final_output, "the OpenAI Agents result's final_output")
    if kind == "smolagents":
        if getattr(output, "state", "success") != "success":
            raise AgentError(f"the smolagents run ended in state {output.state!r} without a final answer")
        return _structured_text(output.output, "the smolagents result's output")
    if isinstance(output, dict):
        if output.get("structured_response") is not None:
            return _structured_text(output["structured_response"], "the agent's structured_response")
        messages = output.get("messages")
        if isinstance(messages, list) and messages and isinstance(messages[-1], BaseMessage):
            return _message_text(messages[-1])
        for key in ("output", "answer", "text", "content"):
            if isinstance(output.get(key), str):
                return output[key]
        keys = ", ".join(sorted(map(str, output))[:8]) or "none"
        raise UserError(f"cannot read an answer from the agent's dict (keys: {keys}); pass "
                        "Toolsmith(..., output_adapter=<a function returning the answer text>)")
    if isinstance(output, list) and output and isinstance(output[-1], BaseMessage):
        return _message_text(output[-1])
    if isinstance(output, (int, float, Decimal)) and not isinstance(output, bool):
        return str(output)
    if output is None:
        raise AgentError("the agent returned None instead of an answer")
    raise UserError(f"cannot read an answer from the agent's {type(output).__name__}; pass "
                    "Toolsmith(..., output_adapter=<a function returning the answer text>)")


def result_usage(output: Any) -> tuple[Usage, str | None] | None:
    """(usage, model) a framework's run result carries (pydantic-ai, OpenAI Agents, smolagents), or None."""
    kind = _kind_of(output)
    try:
        if kind == "pydantic_ai":
            u = output.usage  # a property in pydantic-ai 2, a method before
            u = u if hasattr(u, "input_tokens") else u()
            model = getattr(getattr(output, "response", None), "model_name", None)
            return Usage(input_tokens=u.input_tokens or 0, output_tokens=u.output_tokens or 0,
                         total_tokens=(u.input_tokens or 0) + (u.output_tokens or 0), requests=u.requests or 0), model
        if kind == "openai_agents":
            u = output.context_wrapper.usage
            return Usage(input_tokens=u.input_tokens, output_tokens=u.output_tokens,
                         total_tokens=u.total_tokens or u.input_tokens + u.output_tokens, requests=u.requests), None
        if kind == "smolagents" and output.token_usage is not None:
            u = output.token_usage
            steps = sum(1 for s in (output.steps or []) if isinstance(s, dict) and s.get("token_usage"))
            return Usage(input_tokens=u.input_tokens, output_tokens=u.output_tokens,
                         total_tokens=u.input_tokens + u.output_tokens, requests=steps or 1), None
    except (AttributeError, TypeError):
        return None
    return None


# ---------------------------------------------------------------- the chat model inside an agent
_CHILD_ATTRS = ("bound", "runnable", "first", "middle", "last", "steps", "steps__", "nodes", "func", "afunc",
                "default", "branches", "model", "llm")


def find_chat_model(agent: Any, *, max_depth: int = 6) -> BaseChatModel | None:
    """The chat model inside a common agent: a LangGraph graph or `create_agent` agent, a chain
    (`prompt | model`), a bound model (`model.bind_tools(...)`), or a function closing over one.

    A breadth-first search over runnable parts and function closures; None when none is found.
    """
    seen: set[int] = set()
    frontier: list[Any] = [agent]
    for _ in range(max_depth + 1):
        nxt: list[Any] = []
        for obj in frontier:
            if id(obj) in seen or obj is None or isinstance(obj, (str, bytes, int, float, bool)):
                continue
            seen.add(id(obj))
            if isinstance(obj, BaseChatModel):
                return obj
            if isinstance(obj, RunnableBinding) and isinstance(obj.bound, BaseChatModel):
                return obj.bound
            if isinstance(obj, dict):
                nxt.extend(obj.values())
            elif isinstance(obj, (list, tuple)):
                nxt.extend(obj)
            elif callable(obj) and hasattr(obj, "__code__"):
                nxt.extend(c.cell_contents for c in (obj.__closure__ or ()) if _filled(c))
                nxt.extend(getattr(obj, "__defaults__", None) or ())
            else:
                nxt.extend(getattr(obj, a, None) for a in _CHILD_ATTRS)
        frontier = nxt
    return None


def _filled(cell: Any) -> bool:
    try:
        cell.cell_contents
    except ValueError:
        return False
    return True
