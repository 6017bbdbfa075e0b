"""What each review page shows, read from the tool library and the store (no HTTP, no HTML).

Every figure comes from the same library code as the CLI: `ToolLibrary` for manifests, sources,
versions and routability, `Store` for tool statistics and session events, `session_report` for
the ledger, `PatternMiner` for patterns.
"""

from __future__ import annotations

import difflib
import os
import string
import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

from ..errors import UserError
from ..library import ToolLibrary, ToolManifest, sha256_text
from ..records import Event, ToolStats
from ..store import Store
from ..verify import CaseSample, VerificationReport

__all__ = [
    "STATUSES",
    "ManifestCache",
    "TemplatePart",
    "ToolRow",
    "VersionRow",
    "DiffLine",
    "HistoryRow",
    "ToolDetail",
    "PatternRow",
    "template_parts",
    "verification_label",
    "tool_rows",
    "tool_detail",
    "tool_diff",
    "pattern_rows",
    "session_events",
]

STATUSES = ("pending", "approved", "rejected", "retired")
"""Tool statuses, in the order the filter shows them."""
NOT_ROUTABLE = "not-routable"
"""The filter for approved tools that the router will not use (file changed, no prefilter)."""
HISTORY_ROWS = 200
"""Shadow checks and demotions shown on a tool's page, newest first."""


@dataclass(frozen=True)
class TemplatePart:
    """A run of a template: fixed text, or a slot with its kind."""

    text: str
    """The fixed text, or the slot's name."""
    slot: bool = False
    """Whether this part is a slot."""
    kind: str = ""
    """The slot's kind (`number`, `list`, ...), if known."""


def template_parts(template: str | None, slot_kinds: dict[str, str] | None = None) -> list[TemplatePart]:
    """A template such as `Sort {words} please` split into fixed text and slots (`{{`, `}}` are braces)."""
    if not template:
        return []
    kinds = slot_kinds or {}
    parts: list[TemplatePart] = []
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:  # not a format string: show it as it is
        return [TemplatePart(template)]
    for literal, name, _spec, _conv in parsed:
        if literal:
            parts.append(TemplatePart(literal))
        if name is not None:
            parts.append(TemplatePart(name, slot=True, kind=kinds.get(name, "")))
    return parts


def verification_label(report: VerificationReport | None) -> tuple[str, str]:
    """(state, text) for a verification report: state is passed, failed, unverified or not-run."""
    if report is None:
        return "not-run", "not run"
    if not report.shown_total + report.heldout_total:
        return "unverified", "NOT verified (no examples)"
    state = "passed" if report.passed else "failed"
    return state, (f"{state} · held-out {report.heldout_passed}/{report.heldout_total} · "
                   f"negatives {report.negatives_rejected}/{report.negatives_total}")


class ManifestCache:
    """Every tool's manifest, parsed by `ToolLibrary.get` and kept while its file is unchanged.

    The library replaces a manifest atomically (a new file), so (inode, size, mtime) tells a
    changed manifest from an unchanged one; only changed ones are parsed again. With 500 tools,
    parsing all of them was most of the tools page's time.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._parsed: dict[str, tuple[tuple[int, int, int], ToolManifest]] = {}

    def list(self, library: ToolLibrary) -> list[ToolManifest]:
        """What `library.list()` returns, by name."""
        if not library.path.is_dir():
            return []
        out: list[ToolManifest] = []
        seen: set[str] = set()
        for entry in sorted(os.scandir(library.path), key=lambda e: e.name):
            name, ext = os.path.splitext(entry.name)
            if ext != ".json" or not library.exists(name):
                continue
            st = entry.stat()
            key = (st.st_ino, st.st_size, st.st_mtime_ns)
            seen.add(name)
            with self._lock:
                hit = self._parsed.get(name)
            if hit is not None and hit[0] == key:
                out.append(hit[1])
                continue
            manifest = library.get(name)
            with self._lock:
                self._parsed[name] = (key, manifest)
            out.append(manifest)
        with self._lock:
            for name in set(self._parsed) - seen:
                del self._parsed[name]
        return out


# ------------------------------------------------------------------ the tools page
@dataclass(frozen=True)
class ToolRow:
    """One line of the tools page."""

    name: str
    """Tool name."""
    status: str
    """pending, approved, rejected or retired."""
    version: int
    """Current version."""
    description: str
    """The module docstring's first line."""
    template: list[TemplatePart]
    """The pattern's template, split into fixed text and slots."""
    triggers: list[str]
    """The prefilter words when there is no template."""
    verification_state: str
    """passed, failed, unverified or not-run."""
    verification: str
    """The verification summary."""
    stats: ToolStats
    """Uses, failures, tokens saved and last use of the current version."""
    not_routable: str | None
    """For an approved tool the router will not use: why."""
    auto_approved: bool
    """Whether the approval policy, not a person, approved it."""


def tool_rows(library: ToolLibrary, store: Store, status: str | None = None, *,
              manifests: list[ToolManifest] | None = None) -> tuple[list[ToolRow], Counter[str]]:
    """Rows of the tools page (all, or one status, or `not-routable`), and the count per filter."""
    rows: list[ToolRow] = []
    counts: Counter[str] = Counter()
    for m in library.list() if manifests is None else manifests:
        why_not = library.not_routable(m) if m.status == "approved" else None
        counts[m.status] += 1
        counts[NOT_ROUTABLE] += why_not is not None
        if status is not None and status != m.status and not (status == NOT_ROUTABLE and why_not is not None):
            continue
        state, text = verification_label(m.verification)
        rows.append(ToolRow(
            name=m.name, status=m.status, version=m.version, description=m.description,
            template=template_parts(m.template, m.slot_kinds), triggers=m.triggers, verification_state=state,
            verification=text, stats=store.tool_stats(m.name, m.version), not_routable=why_not,
            auto_approved=m.auto_approved,
        ))
    return rows, counts


# ------------------------------------------------------------------ one tool
@dataclass(frozen=True)
class VersionRow:
    """One version of a tool."""

    version: int
    """Version number."""
    sha256: str
    """sha256 of that version's source ('' when its copy is missing)."""
    stats: ToolStats
    """How that version did in routing."""
    current: bool
    """Whether it is the current version."""


@dataclass(frozen=True)
class DiffLine:
    """One line of a unified diff."""

    kind: Literal["meta", "hunk", "add", "del", "same"]
    """What the line is."""
    text: str
    """The line, without its newline."""


@dataclass(frozen=True)
class HistoryRow:
    """A shadow check or a demotion of a tool."""

    session: str
    """The session it happened in."""
    event: Event
    """The event (kind `shadow` or `demotion`)."""

    @property
    def verdict(self) -> str:
        """agree, disagree, error or demoted."""
        if self.event.kind == "demotion":
            return "demoted"
        if self.event.detail == "agree":
            return "agree"
        return "disagree" if self.event.detail.startswith("disagree") else "error"


@dataclass
class ToolDetail:
    """Everything the tool page shows."""

    manifest: ToolManifest
    """The current version's manifest."""
    source: str
    """The module file as it is now."""
    source_sha256: str
    """sha256 of `source`: what an approval from this page pins (the form carries it)."""
    not_routable: str | None
    """For an approved tool the router will not use: why."""
    template: list[TemplatePart]
    """The template, split into fixed text and slots."""
    verification_state: str
    """passed, failed, unverified or not-run."""
    verification: str
    """The verification summary."""
    samples: list[CaseSample]
    """The verification's cases by group and source (`ToolLibrary.verification_samples`)."""
    stats: ToolStats
    """The current version's routing and shadow statistics."""
    versions: list[VersionRow]
    """Every version, newest first."""
    history: list[HistoryRow]
    """Shadow checks and demotions, newest first (at most `HISTORY_ROWS`)."""
    history_total: int
    """How many there are in all."""
    diff: list[DiffLine] = field(default_factory=list)
    """The diff between two versions, if asked for."""
    diff_from: int | None = None
    """The older version of the diff."""
    diff_to: int | None = None
    """The newer version of the diff."""

    @property
    def file_changed(self) -> bool:
        """Whether the module file differs from the registered version (an edit not yet approved)."""
        return bool(self.source) and self.source_sha256 != self.manifest.sha256


def session_events(store: Store, kinds: tuple[str, ...], tool: str | None = None) -> list[tuple[str, Event]]:
    """(session, event) of these kinds, for one tool or all, oldest session first."""
    out = []
    for sid in store.sessions():
        for ev in store.events(sid):
            if ev.kind in kinds and (tool is None or ev.tool == tool):
                out.append((sid, ev))
    return out


def tool_diff(library: ToolLibrary, name: str, old: int, new: int) -> list[DiffLine]:
    """The unified diff from version `old` to `new` of a tool (as `toolsmith tools diff`)."""
    a, b = library.source(name, old), library.source(name, new)
    lines: list[DiffLine] = []
    for line in difflib.unified_diff(a.splitlines(), b.splitlines(), f"{name} v{old}", f"{name} v{new}", lineterm=""):
        if line.startswith(("---", "+++")):
            kind = "meta"
        elif line.startswith("@@"):
            kind = "hunk"
        elif line.startswith("+"):
            kind = "add"
        elif line.startswith("-"):
            kind = "del"
        else:
            kind = "same"
        lines.append(DiffLine(kind, line))  # type: ignore[arg-type]
    return lines


def tool_detail(library: ToolLibrary, store: Store, name: str, *, diff_from: int | None = None,
                diff_to: int | None = None) -> ToolDetail:
    """The tool page's data; `UserError` when there is no such tool or version."""
    m = library.get(name)
    try:
        source = library.source(name)
    except UserError:
        source = ""
    numbers = library.versions(name)
    versions = []
    for v in reversed(numbers):
        try:
            digest = sha256_text(library.source(name, v)) if v != m.version else m.sha256
        except UserError:
            digest = ""
        versions.append(VersionRow(v, digest, store.tool_stats(name, v), v == m.version))
    history = [HistoryRow(sid, ev) for sid, ev in session_events(store, ("shadow", "demotion"), tool=name)]
    history.reverse()
    state, text = verification_label(m.verification)
    detail = ToolDetail(
        manifest=m, source=source, source_sha256=sha256_text(source) if source else "",
        not_routable=library.not_routable(m) if m.status == "approved" else None,
        template=template_parts(m.template, m.slot_kinds), verification_state=state, verification=text,
        samples=library.verification_samples(m), stats=store.tool_stats(name, m.version),
        versions=versions, history=history[:HISTORY_ROWS], history_total=len(history),
    )
    if len(numbers) > 1 or diff_from is not None or diff_to is not None:
        new = diff_to if diff_to is not None else numbers[-1]
        old = diff_from if diff_from is not None else max([v for v in numbers if v < new], default=new)
        for v in (old, new):
            if v not in numbers:
                raise UserError(f"tool {name!r} has no v{v} (it has {', '.join(f'v{x}' for x in numbers)})")
        detail.diff_from, detail.diff_to = old, new
        detail.diff = tool_diff(library, name, old, new)
    return detail


# ------------------------------------------------------------------ patterns
@dataclass(frozen=True)
class PatternRow:
    """One line of the patterns page."""

    id: str
    """Pattern id."""
    template: list[TemplatePart]
    """Its template, split into fixed text and slots."""
    count: int
    """Tasks recorded in it."""
    agent_tokens: int
    """Tokens the agent spent answering it."""
    synthesis_tokens: int
    """Tokens spent writing and checking tools for it."""
    forge_attempts: int
    """Forging attempts that spent tokens."""
    tool: str | None
    """The tool forged for it (or registered for it), if any."""
    tool_status: str | None
    """That tool's status, if it is in the library."""
    examples: list[dict[str, str]]
    """Slot values of its first members."""


def pattern_rows(store: Store, library: ToolLibrary, *, manifests: list[ToolManifest] | None = None) -> list[PatternRow]:
    """Every mined pattern, most members first, with its spend and its tool."""
    from ..patterns import PatternMiner

    by_pattern = {m.pattern_id: m for m in (library.list() if manifests is None else manifests) if m.pattern_id}
    rows = []
    for p in sorted(PatternMiner(store).patterns(), key=lambda p: -p.count):
        stats = store.pattern_stats(p.id)
        manifest = by_pattern.get(p.id)
        tool = stats.tool or (manifest.name if manifest else None)
        status = manifest.status if manifest else (library.get(tool).status if tool and library.exists(tool) else None)
        rows.append(PatternRow(
            id=p.id, template=template_parts(p.template, p.slot_kinds), count=p.count, agent_tokens=stats.agent_tokens,
            synthesis_tokens=stats.synthesis_tokens, forge_attempts=stats.forge_attempts, tool=tool, tool_status=status,
            examples=p.examples[:3],
        ))
    return rows
