"""Route tasks to approved tools: lexical prefilter -> extract -> validate -> sandboxed run.

Precision before recall: a task is routed only when an approved tool with a matching sha256
accepts it through its own extractor and its output validates. Anything else falls back.

The prefilter is an index from words to tools, rebuilt only when the library folder changes:
each tool is filed under the rarest of its fixed words (its template's, or its declared
`TRIGGERS`), and a task reaches only the tools whose words all occur in it. So routing costs
the same with 1 or 1,000 tools. A template of symbols and slots only ("{expression} =") is
tried on every task: its time-boxed regex is the filter, in-process. A tool with its own
`extract()` and neither template words nor triggers is never tried (it would cost a sandbox
call on every task).

Choosing among several accepting tools (deterministic): the most specific template (most fixed
characters) wins, then the better held-out verification record, then the name.

The router writes nothing: what happened is in the returned `RouteOutcome`, and the caller
(`Toolsmith`, through `review.Review`) keeps the statistics and demotes failing tools.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import regex
from pydantic import BaseModel

from .errors import ToolNotApproved
from .lint import dynamic_code
from .slots import NotMine, parse_slots
from .toolfile import extractor_regex, trigger_words

if TYPE_CHECKING:
    from .library import ToolLibrary
    from .sandbox import SandboxBackend

__all__ = ["RouteOutcome", "Router", "MAX_ANSWER_CHARS", "EXTRACT_TIMEOUT_S"]

MAX_ANSWER_CHARS = 20_000
EXTRACT_TIMEOUT_S = 0.05  # template regexes with several lazy slots can backtrack on hostile input
MAX_PREFILTER_CHARS = 20_000
_SLOT = re.compile(r"(?<!\{)\{([A-Za-z_]\w*)\}(?!\})")


class RouteOutcome(BaseModel):
    """What the router did with one task."""

    answer: str | None = None
    """The tool's answer, or None when the task goes to the agent."""
    tool: str | None = None
    """The tool that answered or was tried."""
    version: int | None = None
    """Its version."""
    pattern_id: str | None = None
    """The pattern the tool was made for."""
    tried: bool = False
    """True when a tool accepted the task but could not answer it (a fallback)."""
    refused: bool = False
    """True when the tool was not run at all (edited after approval, unsafe on this machine):
    not the tool's failure."""
    reason: str | None = None
    """Why the attempt fell back, or why the tool declined the task (`declined`)."""
    declined: bool = False
    """True when the tool's own checks said the task is not its (`toolkit.NotMine`): a value its
    examples did not vouch for. The agent answers; that answer may vouch for it next time."""
    ms: float = 0.0
    """Routing time in milliseconds."""


@dataclass
class _Entry:
    name: str
    version: int
    pattern_id: str | None
    regex: Any  # a compiled `regex` pattern; None: the tool's own extractor runs in the sandbox
    kinds: dict[str, str]
    anchors: frozenset[str]
    specificity: int
    heldout: float


def _fixed_text(template: str) -> str:
    return _SLOT.sub(" ", template).replace("{{", "{").replace("}}", "}")


class Router:
    """Finds the approved tool for a task and runs it in the sandbox."""

    def __init__(self, library: "ToolLibrary", sandbox: Callable[[], "SandboxBackend"]) -> None:
        self.library = library
        self.sandbox = sandbox
        """Returns the sandbox backend; called only when a tool actually has to run."""
        self._index: dict[str, list[_Entry]] = {}
        self._wordless: list[_Entry] = []
        self._stamp: Any = None
        self._lock = threading.Lock()

    def route(self, task: str) -> RouteOutcome:
        """Answer `task` with an approved tool, or say why not (never raises for tool failures)."""
        start = time.perf_counter()
        outcome = self._route(task)
        outcome.ms = (time.perf_counter() - start) * 1000
        return outcome

    # -- index -------------------------------------------------------------
    def _refresh(self) -> None:
        try:
            st = os.stat(self.library.path)
            stamp = (st.st_mtime_ns, st.st_ino)
        except OSError:
            stamp = None
        if stamp == self._stamp and stamp is not None:
            return
        entries: list[_Entry] = []
        for m in self.library.list():
            if m.status != "approved":
                continue
            own_extractor = m.extractor != "template" or not m.template
            fixed = _fixed_text(m.template or "")
            anchors = frozenset(trigger_words(fixed) | set(m.triggers))
            if not anchors and own_extractor:
                continue  # its own extract() would run in the sandbox on every task: never tried
            report = m.verification
            heldout = report.heldout_passed / report.heldout_total if report is not None and report.heldout_total else 0.0
            entries.append(
                _Entry(
                    name=m.name,
                    version=m.version,
                    pattern_id=m.pattern_id,
                    regex=None if own_extractor else regex.compile(extractor_regex(m.template or "", m.slot_kinds),
                                                                   regex.DOTALL | regex.V0),
                    kinds=dict(m.slot_kinds),
                    anchors=anchors,
                    specificity=len(fixed.strip()),
                    heldout=heldout,
                )
            )
        counts: dict[str, int] = {}
        for e in entries:
            for a in e.anchors:
                counts[a] = counts.get(a, 0) + 1
        index: dict[str, list[_Entry]] = {}
        wordless: list[_Entry] = []
        for e in entries:  # file each tool under its rarest word
            if e.anchors:
                index.setdefault(min(e.anchors, key=lambda a: (counts[a], a)), []).append(e)
            else:  # a template of symbols and slots only ("{expression} ="): its regex is the filter
                wordless.append(e)
        with self._lock:
            self._index, self._wordless, self._stamp = index, wordless, stamp

    def candidates(self, task: str) -> list[_Entry]:
        """Approved tools whose words all occur in the task, most specific first."""
        self._refresh()
        words = trigger_words(task[:MAX_PREFILTER_CHARS])
        found = [e for w in words for e in self._index.get(w, ()) if e.anchors <= words] + self._wordless
        return sorted(found, key=lambda e: (-e.specificity, -e.heldout, e.name))

    # -- one task -----------------------------------------------------------
    def _route(self, task: str) -> RouteOutcome:
        tried: RouteOutcome | None = None
        declined: RouteOutcome | None = None
        for entry in self.candidates(task):
            args = self._extract(entry, task)
            if args is None:
                continue
            outcome = self._run(entry, args)
            if outcome.answer is not None:
                return outcome
            if outcome.tried:  # not a decline (`toolkit.NotMine`): the tool failed on its own task
                tried = tried or outcome
            else:
                declined = declined or outcome
        return tried or declined or RouteOutcome()

    def _extract(self, entry: _Entry, task: str) -> dict[str, Any] | None:
        if entry.regex is not None:  # vetted fast path: toolsmith's own template parser, time-boxed
            try:
                m = entry.regex.fullmatch(task, timeout=EXTRACT_TIMEOUT_S)
            except TimeoutError:
                return None
            if m is None:
                return None
            try:  # exactly what the tool's own extract() returns: values parsed by slot type
                return parse_slots(m.groupdict(), entry.kinds)
            except NotMine:
                return None  # a value of the wrong type: not this tool's task
        try:
            source, _ = self.library.load_approved(entry.name)
        except ToolNotApproved:
            return None
        if self._unsafe_here(source):
            return None
        result = self.sandbox().call(source, "extract", {"task": task})
        if result.ok and isinstance(result.value, dict) and all(isinstance(k, str) for k in result.value):
            return result.value
        return None

    def _run(self, entry: _Entry, args: dict[str, Any]) -> RouteOutcome:
        base = RouteOutcome(tool=entry.name, version=entry.version, pattern_id=entry.pattern_id, tried=True)
        try:
            source, manifest = self.library.load_approved(entry.name)
        except ToolNotApproved as exc:
            base.refused, base.reason = True, f"refused: {exc}"
            return base
        unsafe = self._unsafe_here(source)
        if unsafe:
            base.refused, base.reason = True, f"refused: {unsafe}"
            return base
        expected = set(manifest.slot_kinds) if entry.regex is not None else set(args)
        if set(args) != expected:
            base.reason = f"invalid arguments {sorted(args)} (expected {sorted(expected)})"
            return base
        result = self.sandbox().call(source, "run", args)
        if not result.ok and (result.error or "").startswith("NotMine"):
            return RouteOutcome(tool=entry.name, version=entry.version, pattern_id=entry.pattern_id,
                                reason=f"declined: {result.error}", declined=True)
        if not result.ok:
            base.reason = f"tool error: {result.error}" + (f" (limit: {result.limit})" if result.limit else "")
        elif not isinstance(result.value, str) or not result.value.strip():
            base.reason = f"invalid output: expected a non-empty string, got {type(result.value).__name__}"
        elif len(result.value) > MAX_ANSWER_CHARS:
            base.reason = f"invalid output: {len(result.value)} characters (limit {MAX_ANSWER_CHARS})"
        else:
            base.answer, base.tried = result.value.strip(), False
        return base

    def _unsafe_here(self, source: str) -> str | None:
        """Why this sandbox must not run `source` (it evaluates strings, and the isolation is
        weaker than the kernel level), or None."""
        isolation = self.sandbox().isolation
        if isolation.strong or not dynamic_code(source):
            return None
        return (f"the tool evaluates strings ({', '.join(dynamic_code(source))}) and this machine's sandbox is "
                f"{isolation.summary()}; install bubblewrap and libseccomp (see `toolsmith doctor`)")
