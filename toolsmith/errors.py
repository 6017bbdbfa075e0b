"""Errors raised by toolsmith. Each subclass says whose fault it is."""

from __future__ import annotations

__all__ = [
    "ToolsmithError",
    "UserError",
    "ConfigError",
    "ModelUnavailable",
    "AgentError",
    "AgentTimeout",
    "StoreError",
    "VerificationFailed",
    "SandboxError",
    "ToolNotApproved",
    "ToolFailed",
    "BackendError",
    "ToolsmithWarning",
    "NoSynthesizerWarning",
]


class ToolsmithError(Exception):
    """Base class for every error toolsmith raises on purpose."""


class UserError(ToolsmithError):
    """A usage mistake by the caller: bad input, bad arguments."""


class ConfigError(UserError):
    """Invalid or inconsistent configuration."""


class ModelUnavailable(ToolsmithError):
    """An embedded model is missing, corrupt, or its runtime is not installed."""


class AgentError(ToolsmithError):
    """The wrapped agent raised while answering a task."""


class AgentTimeout(AgentError):
    """The wrapped agent did not answer within its time limit."""


class StoreError(ToolsmithError):
    """The trace store refused a value or is unreadable."""


class VerificationFailed(ToolsmithError):
    """A tool did not pass verification (`tools add`, `tools test`): the report says why."""


class SandboxError(ToolsmithError):
    """The sandbox itself cannot run: a worker did not start. (Tool code that fails or breaks a
    limit is not an error of the sandbox: it is reported in `SandboxResult`.)"""


class ToolNotApproved(ToolsmithError):
    """A tool is not approved, or its file no longer matches its pinned sha256."""


class ToolFailed(ToolsmithError):
    """An exported tool ran and failed: it raised, hit a sandbox limit, or returned no answer."""


class BackendError(ToolsmithError):
    """An inference backend could not be started, reached or read."""


class ToolsmithWarning(UserWarning):
    """Base class for warnings toolsmith issues (see the `warnings` module to filter them)."""


class NoSynthesizerWarning(ToolsmithWarning):
    """Learning is on, but nothing can write tools: patterns are mined and no tool is ever made."""
