"""Speculative-decoding acceptance metrics scraped from a Prometheus `/metrics` endpoint.

vLLM and llama.cpp (`endpoint_metrics`) export the same counters under the prefixes `vllm:`
and `llamacpp:`:

    *:spec_decode_num_drafts_total                      verification steps that had a draft
    *:spec_decode_num_draft_tokens_total                tokens proposed
    *:spec_decode_num_accepted_tokens_total             tokens accepted
    *:spec_decode_num_accepted_tokens_per_pos_total{position="i"}   accepted at draft position i

Parsing uses `prometheus_client.parser`; `_created` samples are skipped; samples with several
label sets (vLLM adds `model_name`, `engine`) are summed. Counters are cumulative, so compare
two scrapes (`SpecCounters.delta`) to measure an interval.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

from pydantic import BaseModel, Field

from ..errors import BackendError, ConfigError

__all__ = [
    "check_url",
    "server_tokens",
    "SpecCounters",
    "SpecStats",
    "parse_metrics",
    "scrape",
    "snapshot",
    "spec_summary",
]

_PREFIXES = ("vllm:", "llamacpp:")
_NAMES = {
    "spec_decode_num_drafts_total": "drafts",
    "spec_decode_num_draft_tokens_total": "draft_tokens",
    "spec_decode_num_accepted_tokens_total": "accepted",
}
_PER_POS = "spec_decode_num_accepted_tokens_per_pos_total"


def _padded(a: list[float], b: list[float]) -> tuple[list[float], list[float]]:
    """Both per-position lists zero-padded to the same length."""
    n = max(len(a), len(b))
    return a + [0.0] * (n - len(a)), b + [0.0] * (n - len(b))


class SpecCounters(BaseModel):
    """Cumulative speculative-decoding counters from one scrape (or the delta of two)."""

    prefix: str = ""
    """Which server wrote them: `vllm` or `llamacpp` ('' when unknown)."""
    drafts: float = 0
    """Target verification steps that carried a draft."""
    draft_tokens: float = 0
    """Draft tokens proposed."""
    accepted: float = 0
    """Draft tokens accepted by the target."""
    per_position: list[float] = Field(default_factory=list)
    """Accepted tokens at draft position 0, 1, ... (a draft stops at its first rejection)."""

    def delta(self, before: "SpecCounters") -> "SpecCounters":
        """`self - before`; if a counter went down (server restarted) `self` is taken as the delta."""
        reset = self.drafts < before.drafts or self.draft_tokens < before.draft_tokens or self.accepted < before.accepted
        if reset:
            return self.model_copy()
        mine, theirs = _padded(self.per_position, before.per_position)
        return SpecCounters(
            prefix=self.prefix or before.prefix,
            drafts=self.drafts - before.drafts,
            draft_tokens=self.draft_tokens - before.draft_tokens,
            accepted=self.accepted - before.accepted,
            per_position=[max(0.0, a - b) for a, b in zip(mine, theirs)],
        )

    def __add__(self, other: "SpecCounters") -> "SpecCounters":
        """Sum of two deltas (e.g. accumulated over requests)."""
        mine, theirs = _padded(self.per_position, other.per_position)
        return SpecCounters(
            prefix=self.prefix or other.prefix,
            drafts=self.drafts + other.drafts,
            draft_tokens=self.draft_tokens + other.draft_tokens,
            accepted=self.accepted + other.accepted,
            per_position=[a + b for a, b in zip(mine, theirs)],
        )

    def stats(self) -> "SpecStats":
        """Derived acceptance figures."""
        d, t, a = self.drafts, self.draft_tokens, self.accepted
        per_pos = [p / d for p in self.per_position] if d else []
        return SpecStats(
            drafts=int(d),
            draft_tokens=int(t),
            accepted=int(a),
            acceptance_rate=a / t if t else None,
            mean_acceptance_length=1 + a / d if d else None,
            mean_draft_length=t / d if d else None,
            per_position_acceptance=per_pos,
        )


class SpecStats(BaseModel):
    """Acceptance over an interval (or since server start)."""

    drafts: int
    """Verification steps that carried a draft."""
    draft_tokens: int
    """Tokens drafted."""
    accepted: int
    """Draft tokens accepted."""
    acceptance_rate: float | None
    """accepted / draft_tokens (None without drafts)."""
    mean_acceptance_length: float | None
    """1 + accepted / drafts: tokens produced per drafted target step (None without drafts)."""
    mean_draft_length: float | None
    """draft_tokens / drafts."""
    per_position_acceptance: list[float]
    """Share of drafts whose position i was accepted (cumulative: it never increases with i)."""


def parse_metrics(text: str) -> SpecCounters | None:
    """Read the spec-decode counters from Prometheus exposition text (None if there are none)."""
    from prometheus_client.parser import text_string_to_metric_families

    found = SpecCounters()
    seen = False
    per_pos: dict[int, float] = {}
    try:
        families = list(text_string_to_metric_families(text))
    except Exception as exc:  # the parser raises ValueError and friends on bad input
        raise BackendError(f"could not parse /metrics text: {exc}") from None
    for family in families:
        for sample in family.samples:
            name = sample.name
            prefix = next((p for p in _PREFIXES if name.startswith(p)), None)
            if prefix is None or name.endswith("_created"):
                continue
            base = name[len(prefix):]
            if base in _NAMES:
                field = _NAMES[base]
                setattr(found, field, getattr(found, field) + float(sample.value))
            elif base == _PER_POS:
                try:
                    pos = int(sample.labels.get("position", ""))
                except ValueError:
                    continue
                per_pos[pos] = per_pos.get(pos, 0.0) + float(sample.value)
            else:
                continue
            seen = True
            found.prefix = prefix[:-1]
    if not seen:
        return None
    if per_pos:
        found.per_position = [per_pos.get(i, 0.0) for i in range(max(per_pos) + 1)]
    return found


def check_url(url: str) -> str:
    """`url` stripped, if it is an http(s) URL with a host; `ConfigError` otherwise."""
    text = url.strip() if isinstance(url, str) else ""
    try:
        parts = urllib.parse.urlsplit(text)
        ok = parts.scheme in ("http", "https") and bool(parts.hostname)
        parts.port  # noqa: B018  (raises ValueError on a bad port)
    except ValueError:
        ok = False
    if not ok:
        raise ConfigError(f"not an http(s) URL: {url!r} (expected something like http://127.0.0.1:8000)")
    return text


def _metrics_url(url: str) -> str:
    url = check_url(url).rstrip("/")
    if url.endswith("/v1"):
        url = url[:-3]
    return url if url.endswith("/metrics") else url + "/metrics"


def scrape(url: str, *, timeout: float = 10.0) -> SpecCounters | None:
    """GET `{url}/metrics` (a root URL, a `/v1` base URL, or the metrics URL itself) and parse it."""
    target = _metrics_url(url)
    try:
        with urllib.request.urlopen(target, timeout=timeout) as resp:
            text = resp.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as exc:
        raise BackendError(f"{target}: HTTP {exc.code} (is the server's metrics endpoint enabled?)") from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise BackendError(f"{target}: cannot connect ({reason})") from None
    return parse_metrics(text)


def snapshot(url: str, *, timeout: float = 10.0) -> dict[str, Any]:
    """JSON-able counters for `spec_summary` ({} when the server exports none)."""
    found = scrape(url, timeout=timeout)
    return found.model_dump() if found else {}


def spec_summary(before: dict[str, Any] | None, after: dict[str, Any] | None) -> dict[str, Any] | None:
    """Acceptance between two `snapshot()`s, or None when nothing was drafted in between.

    Returns `{acceptance_rate, mean_acceptance_length, drafts, draft_tokens, accepted,
    per_position_acceptance}`.
    """
    if not after:
        return None
    end = SpecCounters.model_validate(after)
    start = SpecCounters.model_validate(before) if before else SpecCounters()
    st = end.delta(start).stats()
    if not st.drafts:
        return None
    return json.loads(st.model_dump_json())


_PROMPT_TOKENS = ("prompt_tokens_total", "prompt_tokens_cached_total")  # llama.cpp splits off cached tokens
_OUTPUT_TOKENS = ("tokens_predicted_total", "generation_tokens_total")  # llama.cpp, vLLM


def server_tokens(url: str, *, timeout: float = 10.0) -> tuple[int, int]:
    """(prompt tokens incl. cached, generated tokens) the server itself has counted so far."""
    from prometheus_client.parser import text_string_to_metric_families

    target = _metrics_url(url)
    try:
        with urllib.request.urlopen(target, timeout=timeout) as resp:
            text = resp.read().decode("utf-8", "replace")
    except (urllib.error.URLError, OSError, ValueError) as exc:
        raise BackendError(f"{target}: cannot read metrics ({getattr(exc, 'reason', exc)})") from None
    prompt = output = 0.0
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            prefix = next((p for p in _PREFIXES if sample.name.startswith(p)), None)
            if prefix is None:
                continue
            base = sample.name[len(prefix):]
            prompt += sample.value if base in _PROMPT_TOKENS else 0.0
            output += sample.value if base in _OUTPUT_TOKENS else 0.0
    return int(prompt), int(output)
