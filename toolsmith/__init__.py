"""toolsmith: turn an agent's recurring tasks into verified, reviewed scripts.

Wrap any langchain-core Runnable or `str -> str` callable with `Toolsmith`; tasks are traced
with exact token counts, recurring patterns are mined, tools are synthesized and verified in a
sandbox, and approved tools answer later matching tasks at zero tokens.
"""

from .errors import (
    AgentError,
    AgentTimeout,
    BackendError,
    ConfigError,
    ModelUnavailable,
    NoSynthesizerWarning,
    SandboxError,
    StoreError,
    ToolFailed,
    ToolNotApproved,
    ToolsmithError,
    ToolsmithWarning,
    UserError,
    VerificationFailed,
)
from .exports import approved_tools, langchain_tools
from .ledger import SessionReport
from .records import Trace, Usage
from .store import Store
from .usage import report_usage
from .wrapper import Toolsmith

__all__ = [
    "Toolsmith",
    "Store",
    "Trace",
    "Usage",
    "SessionReport",
    "report_usage",
    "langchain_tools",
    "approved_tools",
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
__version__ = "0.1.0"
