"""Adapt a task string to what a wrapped agent takes, and its result back to a string."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage
from langchain_core.runnables import Runnable

__all__ = ["InputAdapter", "OutputAdapter", "default_input_adapter", "output_to_text"]

InputAdapter = Callable[[str], Any]
OutputAdapter = Callable[[Any], str]


def _message_text(message: BaseMessage) -> str:
    content = message.content
    if isinstance(content, str):
        return content
    parts = [p if isinstance(p, str) else p.get("text", "") for p in content if isinstance(p, (str, dict))]
    return "".join(parts)


def default_input_adapter(agent: Any) -> InputAdapter:
    """Pick how to feed a task to `agent` from its input schema.

    LangGraph-style agents (a `messages` field) get `{"messages": [HumanMessage(task)]}`;
    a runnable with exactly one input field gets `{field: task}`; everything else gets the string.
    """
    if not isinstance(agent, Runnable):
        return lambda task: task
    try:
        schema = agent.get_input_jsonschema()
    except Exception:  # some runnables cannot describe their input
        return lambda task: task
    ref = schema.get("$ref", "")
    if ref.startswith("#/$defs/"):
        schema = schema.get("$defs", {}).get(ref.rsplit("/", 1)[-1], schema)
    props = schema.get("properties") or {}
    if "messages" in props:
        return lambda task: {"messages": [HumanMessage(task)]}
    if schema.get("type") == "object" and len(props) == 1:
        (field,) = props
        return lambda task: {field: task}
    return lambda task: task


def output_to_text(output: Any) -> str:
    """The answer text of whatever an agent returned."""
    if isinstance(output, str):
        return output
    if isinstance(output, BaseMessage):
        return _message_text(output)
    if isinstance(output, dict):
        messages = output.get("messages")
        if isinstance(messages, list) and messages and isinstance(messages[-1], BaseMessage):
            return _message_text(messages[-1])
        for key in ("output", "answer", "text", "content"):
            if isinstance(output.get(key), str):
                return output[key]
    return str(output)
