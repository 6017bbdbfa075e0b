"""The reviewable tool library: `tools/<name>.py` plus a `tools/<name>.json` manifest per tool.

New tools start `pending`; only `approved` tools are routed (docs/DESIGN.md, decision 5), and
only while the module's sha256 matches the one pinned at approval. Every version of
a module is kept in `tools/.versions/<name>/v<N>.py` for `diff` and `rollback`. Every write is
atomic (temp file + `os.replace`) and read-modify-write runs under an exclusive lock file, so
several processes can share a library. The library writes a `.gitignore` into its folder so
that the lock file, the version copies and temp files stay out of `git status`: the folder is
meant to be reviewed in git, module by module. A verification report's case samples (the tasks
it ran, for the review page) are kept in `.versions/<name>/v<N>.samples.json`, not in the
manifest, which stays small.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

from .errors import ToolNotApproved, UserError
from .lint import dynamic_code
from .records import Usage, utcnow
from .toolfile import tool_description, trigger_words
from .verify import CaseSample, VerificationReport

if TYPE_CHECKING:
    from .sandbox import Isolation

__all__ = [
    "DEFAULT_TOOLS_DIR",
    "default_tools_dir",
    "ToolStatus",
    "Evidence",
    "ToolManifest",
    "ToolLibrary",
    "sha256_text",
    "tool_name_for",
]

ToolStatus = Literal["pending", "approved", "rejected", "retired"]
_NAME = re.compile(r"[a-z][a-z0-9_]{0,63}")
DEFAULT_TOOLS_DIR = "tools"
"""The tool library folder when neither an argument nor `$TOOLSMITH_TOOLS` names one."""
_GITIGNORE = """# Written by toolsmith: its lock file, version copies and temp files are not for review.
.lock
.versions/
.*.tmp
"""


def default_tools_dir() -> Path:
    """`$TOOLSMITH_TOOLS`, else `./tools` (the same default for the CLI and the Python API)."""
    return Path(os.environ.get("TOOLSMITH_TOOLS") or DEFAULT_TOOLS_DIR).expanduser()


def sha256_text(text: str) -> str:
    """sha256 hex digest of the UTF-8 bytes of `text`."""
    return hashlib.sha256(text.encode()).hexdigest()


def tool_name_for(template: str, taken: set[str] | None = None) -> str:
    """A readable, valid tool name from a template's fixed words, unique among `taken`."""
    fixed = re.sub(r"\{[A-Za-z_][A-Za-z0-9_]*\}", " ", template)
    words = re.findall(r"[a-z0-9]+", fixed.casefold())
    stop = {"the", "a", "an", "of", "to", "is", "and", "or", "this", "these", "that", "do", "you", "i"}
    slots = re.findall(r"\{([A-Za-z_][A-Za-z0-9_]*)\}", template)  # all-slot templates: name by slots
    kept = [w for w in words if w not in stop] or words or [s.casefold() for s in slots][:3] or ["tool"]
    name = ""
    for w in kept:
        if len(name) + len(w) + 1 > 40:
            break
        name = f"{name}_{w}" if name else w
    name = name or kept[0][:40]
    if not name[0].isalpha():
        name = "t_" + name
    taken = taken or set()
    base, k = name, 2
    while name in taken:
        name, k = f"{base}_{k}", k + 1
    return name


class Evidence(BaseModel):
    """Why a tool was demoted: a reason and the observations behind it."""

    at: str = Field(default_factory=utcnow)
    """When it was recorded (UTC, ISO-8601)."""
    reason: str
    """One line, e.g. `shadow checks disagreed 4 of 10 times`."""
    items: list[Any] = Field(default_factory=list)
    """The observations, e.g. `{task, tool, agent}` disagreements."""


class ToolManifest(BaseModel):
    """Everything known about one tool version, stored as `tools/<name>.json`."""

    name: str
    """Tool name; also the module's file stem."""
    version: int = 1
    """Bumped whenever the module's source changes; old sources stay in `.versions/`."""
    description: str = ""
    """What the tool does (the module docstring's first line)."""
    pattern_id: str | None = None
    """The mined pattern the tool serves, if known."""
    template: str | None = None
    """The pattern's template, e.g. `Sort the following words alphabetically: List: {words}`."""
    slot_kinds: dict[str, str] = Field(default_factory=dict)
    """Kind of each slot, e.g. `{"words": "text"}`."""
    status: ToolStatus = "pending"
    """pending (awaiting review), approved (routed), rejected, retired."""
    sha256: str = ""
    """sha256 of the module's bytes; an approved tool is refused when its file no longer matches."""
    origin: Literal["synthesized", "hand-written"] = "synthesized"
    """Who wrote `run()`: a model, or a person (`tools add`, or an edit approved by a person)."""
    extractor: Literal["template", "own"] = "template"
    """`template`: extract() is toolsmith's parser derived from `template`, so a router may use
    `extractor_regex(template, slot_kinds)` directly; `own`: call the module's own extract()."""
    model: str | None = None
    """The model that wrote `run()`, if synthesized."""
    triggers: list[str] = Field(default_factory=list)
    """Words every task of the tool contains: the router's prefilter when there is no template
    (the module's `TRIGGERS`, or the words common to its `EXAMPLES`)."""
    requirements: list[str] = Field(default_factory=list)
    """Non-stdlib imports the module may use (empty: stdlib only)."""
    synthesis_usage: Usage = Field(default_factory=Usage)
    """Exact tokens spent writing this version (every attempt counted)."""
    synthesis_attempts: int = 0
    """Model calls made to write this version."""
    verification: VerificationReport | None = None
    """The latest verification report."""
    created_at: str = Field(default_factory=utcnow)
    """When this version was registered."""
    approved_at: str | None = None
    """When it was approved."""
    approved_reason: str | None = None
    """The reviewer's note, or the auto-approval policy's reasons."""
    auto_approved: bool = False
    """True when an `ApprovalPolicy` approved it, not a person."""
    rejected_at: str | None = None
    """When it was rejected."""
    rejected_reason: str | None = None
    """Why it was rejected."""
    retired_at: str | None = None
    """When it was retired."""
    retired_reason: str | None = None
    """Why it was retired."""
    restored_from: int | None = None
    """The older version whose source `rollback` copied into this one, if any."""
    evidence: list[Evidence] = Field(default_factory=list)
    """Demotions and the observations behind them."""

    @property
    def verified(self) -> bool:
        """Whether this version passed its latest verification."""
        return self.verification is not None and self.verification.passed


class _Samples(BaseModel):
    """`tools/.versions/<name>/v<N>.samples.json`: the case samples of one verification report."""

    verified_at: str
    """The report they belong to (its `verified_at`)."""
    samples: list[CaseSample]
    """The samples."""


def _atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


class ToolLibrary:
    """The `tools/` folder: register, review, pin and load tools."""

    def __init__(self, path: str | os.PathLike[str] = DEFAULT_TOOLS_DIR) -> None:
        self.path = Path(path).expanduser()
        if self.path.exists() and not self.path.is_dir():
            raise UserError(f"tool library {self.path} is a file, not a folder")

    # -- paths and locking -------------------------------------------------
    def _module(self, name: str) -> Path:
        return self.path / f"{name}.py"

    def _manifest(self, name: str) -> Path:
        return self.path / f"{name}.json"

    def _versions(self, name: str) -> Path:
        return self.path / ".versions" / name

    @contextmanager
    def _locked(self, name: str | None = None) -> Iterator[None]:
        """Hold the library's lock; with `name`, the tool must exist (nothing is created otherwise)."""
        if name is not None and not self.exists(name):
            raise self._missing(name)
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except FileExistsError:
            raise UserError(f"tool library {self.path} is a file, not a folder") from None
        if not (self.path / ".gitignore").exists():
            _atomic_write(self.path / ".gitignore", _GITIGNORE)
        with open(self.path / ".lock", "a") as fh:
            fcntl.flock(fh, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    def _missing(self, name: str) -> UserError:
        where = f"{self.path}" if self.path.is_dir() else f"{self.path} (no such folder)"
        return UserError(f"no tool named {name!r} in {where}")

    def check_name(self, name: str) -> None:
        """Raise `UserError` unless `name` is a valid tool name (also the module's file stem)."""
        if not isinstance(name, str) or not _NAME.fullmatch(name):
            raise UserError(f"invalid tool name {name!r}: use lowercase letters, digits and _ (start with a letter)")

    def _samples_file(self, name: str, version: int) -> Path:
        return self._versions(name) / f"v{version}.samples.json"

    def _save(self, manifest: ToolManifest) -> ToolManifest:
        """Write the manifest; a report's case samples go beside the version copies, not into it."""
        stored = manifest
        report = manifest.verification
        if report is not None and report.samples:
            self._versions(manifest.name).mkdir(parents=True, exist_ok=True)
            kept = _Samples(verified_at=report.verified_at, samples=report.samples)
            _atomic_write(self._samples_file(manifest.name, manifest.version), kept.model_dump_json() + "\n")
            stored = manifest.model_copy(update={"verification": report.model_copy(update={"samples": []})})
        _atomic_write(self._manifest(manifest.name), stored.model_dump_json(indent=2) + "\n")
        return manifest

    # -- reading -----------------------------------------------------------
    def get(self, name: str) -> ToolManifest:
        """The manifest of tool `name`; UserError if there is none."""
        self.check_name(name)
        path = self._manifest(name)
        try:
            return ToolManifest.model_validate_json(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise self._missing(name) from None
        except ValueError as exc:
            raise UserError(f"manifest {path} is unreadable: {str(exc).splitlines()[0]}") from None

    def verification_samples(self, manifest: ToolManifest) -> list[CaseSample]:
        """The case samples of this manifest's verification report (kept out of the manifest, which
        stays small and reviewable; empty when the report kept none or they were lost)."""
        report = manifest.verification
        if report is None:
            return []
        if report.samples:
            return report.samples
        path = self._samples_file(manifest.name, manifest.version)
        try:
            kept = _Samples.model_validate_json(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        return kept.samples if kept.verified_at == report.verified_at else []

    def exists(self, name: str) -> bool:
        """Whether tool `name` has a manifest."""
        return bool(_NAME.fullmatch(name)) and self._manifest(name).is_file()

    def list(self) -> list[ToolManifest]:
        """Every tool's manifest, by name."""
        if not self.path.is_dir():
            return []
        return [self.get(p.stem) for p in sorted(self.path.glob("*.json")) if _NAME.fullmatch(p.stem)]

    def for_pattern(self, pattern_id: str, resolve: Callable[[str], str] | None = None, *,
                    template: str | None = None) -> ToolManifest | None:
        """The tool serving `pattern_id`, if any; `resolve` maps a merged pattern's id to the
        one that absorbed it (`Store.resolve_pattern`), so a tool registered under either is found.
        With `template`, only a tool of that template (a pattern may have one tool per value of a
        word that tells its requests apart, `evidence.largest_partition`)."""
        same = resolve or (lambda pid: pid)
        wanted = same(pattern_id)
        return next((m for m in self.list() if m.pattern_id and same(m.pattern_id) == wanted
                     and (template is None or m.template == template)), None)

    def source(self, name: str, version: int | None = None) -> str:
        """The module source of the current version, or of an older `version`."""
        current = self.get(name)
        if version is None or version == current.version:
            path = self._module(name)
        else:
            path = self._versions(name) / f"v{version}.py"
        try:
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise UserError(f"tool {name!r} has no version {version} (current: v{current.version})") from None

    def versions(self, name: str) -> list[int]:
        """Version numbers kept for `name`, oldest first."""
        self.get(name)
        found = {int(p.stem[1:]) for p in self._versions(name).glob("v*.py") if p.stem[1:].isdigit()}
        return sorted(found | {self.get(name).version})

    def load_approved(self, name: str) -> tuple[str, ToolManifest]:
        """(source, manifest) of an approved tool whose file matches its pinned sha256.

        Raises ToolNotApproved, saying why, otherwise.
        """
        manifest = self.get(name)
        if manifest.status != "approved":
            raise ToolNotApproved(
                f"tool {name!r} is {manifest.status}, not approved; review it with `toolsmith tools show {name}` "
                f"and approve it with `toolsmith tools approve {name}`"
            )
        try:
            source = self._module(name).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise ToolNotApproved(f"tool {name!r} is approved but {self._module(name)} is missing") from None
        actual = sha256_text(source)
        if actual != manifest.sha256:
            raise ToolNotApproved(
                f"tool {name!r} was edited after approval: {self._module(name)} has sha256 {actual[:12]}…, "
                f"approved v{manifest.version} pinned {manifest.sha256[:12]}…; review the change and re-approve "
                f"with `toolsmith tools approve {name}`"
            )
        return source, manifest

    def not_routable(self, manifest: ToolManifest) -> str | None:
        """Why the router will not use this tool right now, or None when it will."""
        if manifest.status != "approved":
            return f"{manifest.status}, not approved"
        source = self._read_module(manifest.name)
        if not source:
            return f"{self._module(manifest.name)} is missing"
        if sha256_text(source) != manifest.sha256:
            return "the file changed since approval; review the change and re-approve it"
        if manifest.extractor == "own" and not trigger_words(manifest.template or "") and not manifest.triggers:
            return "no prefilter: the module declares no TRIGGERS or EXAMPLES and serves no recorded pattern with words"
        return None

    # -- writing -----------------------------------------------------------
    def register(
        self,
        source: str,
        *,
        name: str,
        pattern_id: str | None = None,
        template: str | None = None,
        slot_kinds: dict[str, str] | None = None,
        model: str | None = None,
        origin: Literal["synthesized", "hand-written"] = "synthesized",
        synthesis_usage: Usage | None = None,
        synthesis_attempts: int = 0,
        verification: VerificationReport | None = None,
        requirements: list[str] | None = None,
        extractor: Literal["template", "own"] | None = None,
        triggers: list[str] | None = None,
    ) -> ToolManifest:
        """Write a tool as `pending`. A changed source under an existing name bumps the version.

        Registering the same bytes again only refreshes the verification report. `extractor`
        defaults to `template` for synthesized tools with a template, else `own`.
        """
        self.check_name(name)
        digest = sha256_text(source)
        with self._locked():
            old = self.get(name) if self.exists(name) else None
            if old is not None and old.sha256 == digest and sha256_text(self._read_module(name)) == digest:
                if verification is not None:
                    old.verification = verification
                return self._save(old)
            version = (max(self.versions(name)) + 1) if old is not None else 1
            manifest = ToolManifest(
                name=name,
                version=version,
                description=tool_description(source),
                pattern_id=pattern_id if pattern_id is not None else (old.pattern_id if old else None),
                template=template if template is not None else (old.template if old else None),
                slot_kinds=slot_kinds if slot_kinds is not None else (old.slot_kinds if old else {}),
                sha256=digest,
                origin=origin,
                model=model,
                requirements=list(requirements or []),
                triggers=list(triggers if triggers is not None else (old.triggers if old else [])),
                synthesis_usage=synthesis_usage or Usage(),
                synthesis_attempts=synthesis_attempts,
                verification=verification,
                evidence=list(old.evidence) if old else [],
            )
            manifest.extractor = extractor or ("template" if origin == "synthesized" and manifest.template else "own")
            self._write_version(name, version, source)
            return self._save(manifest)

    def _read_module(self, name: str) -> str:
        try:
            return self._module(name).read_text(encoding="utf-8")
        except FileNotFoundError:
            return ""

    def _write_version(self, name: str, version: int, source: str) -> None:
        versions = self._versions(name)
        versions.mkdir(parents=True, exist_ok=True)
        _atomic_write(versions / f"v{version}.py", source)
        _atomic_write(self._module(name), source)

    def approve(self, name: str, reason: str | None = None, *, auto: bool = False,
                isolation: "Isolation | None" = None, expected_sha256: str | None = None) -> ToolManifest:
        """Approve a tool and pin the sha256 of its file as it is now.

        If the file was edited since it was registered, the edit becomes a new version first,
        so `diff` shows what the reviewer approved. A tool that evaluates strings is refused
        (it stays pending) when `isolation` is weaker than the kernel sandbox. With
        `expected_sha256` (the file the reviewer read), a file that changed since is refused.
        """
        with self._locked(name):
            manifest = self.get(name)
            source = self._read_module(name)
            if not source:
                raise UserError(f"tool {name!r}: {self._module(name)} is missing")
            if expected_sha256 is not None and sha256_text(source) != expected_sha256:
                raise ToolNotApproved(
                    f"tool {name!r} was not approved: {self._module(name)} changed after it was read for review "
                    f"(read: sha256 {expected_sha256[:12]}…, now: {sha256_text(source)[:12]}…); review the new "
                    "source and approve again")
            if isolation is not None and not isolation.strong and dynamic_code(source):
                raise ToolNotApproved(
                    f"tool {name!r} evaluates strings ({', '.join(dynamic_code(source))}) and this machine's sandbox "
                    f"is {isolation.summary()}; it stays pending until the kernel sandbox is available "
                    "(install bubblewrap and libseccomp; see `toolsmith doctor`)")
            digest = sha256_text(source)
            if digest != manifest.sha256:
                manifest.version = max(self.versions(name)) + 1
                manifest.sha256 = digest
                manifest.description = tool_description(source) or manifest.description
                manifest.origin = "hand-written"
                manifest.extractor = "own"  # the edit may have changed extract(): never trust the template for it
                manifest.verification = None
                self._write_version(name, manifest.version, source)
            manifest.status = "approved"
            manifest.approved_at = utcnow()
            manifest.approved_reason = reason
            manifest.auto_approved = auto
            manifest.rejected_at = manifest.rejected_reason = None
            return self._save(manifest)

    def reject(self, name: str, reason: str) -> ToolManifest:
        """Reject a tool (it is never routed) and say why."""
        if not reason or not reason.strip():
            raise UserError("a reason is required to reject a tool")
        return self._update(name, status="rejected", rejected_at=utcnow(), rejected_reason=reason)

    def retire(self, name: str, reason: str | None = None) -> ToolManifest:
        """Stop routing a tool for good, keeping its files and history."""
        return self._update(name, status="retired", retired_at=utcnow(), retired_reason=reason)

    def rollback(self, name: str, version: int) -> ToolManifest:
        """Make an older version's source current again, as a new `pending` version.

        History stays linear (v1, v2, v3 -> v4 = v2's source), so `diff` shows what happened, and
        a person approves the restored code like any other change.
        """
        with self._locked(name):
            manifest = self.get(name)
            if version == manifest.version:
                raise UserError(f"tool {name!r} is already at v{version}")
            source = self.source(name, version)
            if sha256_text(source) == manifest.sha256 and sha256_text(self._read_module(name)) == manifest.sha256:
                raise UserError(f"tool {name!r}: v{version} has the same source as the current v{manifest.version}")
            restored = manifest.model_copy(deep=True)
            restored.version = max(self.versions(name)) + 1
            restored.sha256 = sha256_text(source)
            restored.description = tool_description(source) or manifest.description
            restored.status = "pending"
            restored.restored_from = version
            restored.created_at = utcnow()
            restored.verification = None
            restored.approved_at = restored.approved_reason = restored.rejected_at = restored.rejected_reason = None
            restored.retired_at = restored.retired_reason = None
            restored.auto_approved = False
            restored.extractor = "own"  # which parser the old version used is not recorded: run its own, sandboxed
            self._write_version(name, restored.version, source)
            return self._save(restored)

    def demote(self, name: str, reason: str, evidence: list[Any] | None = None) -> ToolManifest:
        """Send a tool back to `pending` with the evidence that it misbehaved."""
        with self._locked(name):
            manifest = self.get(name)
            manifest.status = "pending"
            manifest.approved_at = None
            manifest.auto_approved = False
            manifest.evidence.append(Evidence(reason=reason, items=list(evidence or [])))
            return self._save(manifest)

    def set_verification(self, name: str, report: VerificationReport) -> ToolManifest:
        """Store a fresh verification report (does not change status or pin)."""
        return self._update(name, verification=report)

    def _update(self, name: str, **fields: Any) -> ToolManifest:
        with self._locked(name):
            manifest = self.get(name)
            for key, value in fields.items():
                setattr(manifest, key, value)
            return self._save(manifest)
