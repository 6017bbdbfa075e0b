"""Speculative-decoding configuration for vLLM and the embedded llama.cpp server.

One `SpeculativeConfig` describes a method and its own parameters. It renders to vLLM's
`--speculative-config` JSON (`to_vllm_json()`) and configures xllamacpp's `CommonParams`
(`apply_llamacpp()`). `SpeculativeConfig.parse()` reads the CLI short forms:

    mtp:2   ngram:4   draft:8   draft:4@qwen2.5-coder-0.5b   eagle3:3@MODEL   dflash:16@MODEL
    medusa:3@MODEL   suffix   suffix:24   ngram-simple:8   ngram-map-k:8   ngram-mod:16
    ngram-simple:8,n=3           (extra options after a comma: key=value, see `_OPTION_KEYS`)

Methods `ngram_simple`, `ngram_map_k` and `ngram_mod` are llama.cpp's own n-gram modes; the
others are vLLM's method names. Which engine can run what is decided in the render functions,
each raising `ConfigError` with the reason.
"""

from __future__ import annotations

import json
import os
from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..errors import ConfigError

__all__ = [
    "Method",
    "METHODS",
    "DEFAULT_DRAFTER",
    "SpeculativeConfig",
    "parse_spec",
]

Method = Literal[
    "ngram", "suffix", "draft_model", "eagle", "eagle3", "mtp", "dflash", "medusa",
    "ngram_simple", "ngram_map_k", "ngram_mod",
]
METHODS: tuple[str, ...] = Method.__args__  # type: ignore[attr-defined]

DEFAULT_DRAFTER = "qwen2.5-coder-0.5b"
"""Draft model used on the embedded server when `draft_model` names none."""

_LLAMACPP_NGRAM_N = 3
"""Default n-gram length matched by the llama.cpp n-gram modes (their own default, 12, rarely
matches in short answers; 3 matched well on copy-heavy edits here)."""

_ALIASES = {
    "draft": "draft_model", "draft-model": "draft_model", "ngram-simple": "ngram_simple",
    "ngram-map-k": "ngram_map_k", "ngram-mod": "ngram_mod", "eagle-3": "eagle3",
}

# Fields each method may set (besides `method`); everything else must stay unset.
_MODEL_METHODS = {"draft_model", "eagle", "eagle3", "dflash", "medusa"}
_COMMON = {"num_speculative_tokens"}
_ALLOWED: dict[str, set[str]] = {
    "ngram": _COMMON | {"prompt_lookup_min", "prompt_lookup_max"},
    "suffix": _COMMON | {
        "suffix_decoding_max_tree_depth", "suffix_decoding_max_cached_requests",
        "suffix_decoding_max_spec_factor", "suffix_decoding_min_token_prob",
    },
    "draft_model": _COMMON | {"model", "draft_tensor_parallel_size", "draft_min", "draft_p_min"},
    "eagle": _COMMON | {"model", "draft_tensor_parallel_size"},
    "eagle3": _COMMON | {"model", "draft_tensor_parallel_size", "draft_min", "draft_p_min"},
    "mtp": _COMMON | {"draft_tensor_parallel_size"},
    "dflash": _COMMON | {"model", "draft_tensor_parallel_size"},
    "medusa": _COMMON | {"model", "draft_tensor_parallel_size"},
    "ngram_simple": _COMMON | {"ngram_size"},
    "ngram_map_k": _COMMON | {"ngram_size", "ngram_min_hits"},
    "ngram_mod": _COMMON | {"ngram_size", "draft_min"},
}
_NEEDS_MODEL = {"eagle", "eagle3", "dflash", "medusa"}

# Short-form option keys (after a comma) -> field names.
_OPTION_KEYS = {
    "min": "prompt_lookup_min", "max": "prompt_lookup_max",
    "depth": "suffix_decoding_max_tree_depth", "cached": "suffix_decoding_max_cached_requests",
    "factor": "suffix_decoding_max_spec_factor", "prob": "suffix_decoding_min_token_prob",
    "tp": "draft_tensor_parallel_size", "n": "ngram_size", "hits": "ngram_min_hits",
    "n_min": "draft_min", "p_min": "draft_p_min",
}


class SpeculativeConfig(BaseModel):
    """One speculative-decoding method with its own parameters (validated per method)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    method: Method
    """vLLM method name, or a llama.cpp n-gram mode (`ngram_simple`, `ngram_map_k`, `ngram_mod`)."""
    num_speculative_tokens: int | None = Field(default=None, ge=1, le=128)
    """k: tokens drafted per target step (the maximum, for n-gram and suffix methods)."""
    model: str | None = None
    """Drafter: HF id / path for vLLM; an embedded model name or a GGUF path for llama.cpp."""
    draft_tensor_parallel_size: int | None = Field(default=None, ge=1)
    """vLLM: tensor-parallel size of the drafter (model-based methods only)."""
    prompt_lookup_min: int | None = Field(default=None, ge=1)
    """`ngram`: shortest n-gram looked up in the prompt."""
    prompt_lookup_max: int | None = Field(default=None, ge=1)
    """`ngram`: longest n-gram looked up in the prompt (also the n-gram length on llama.cpp)."""
    suffix_decoding_max_tree_depth: int | None = Field(default=None, ge=1)
    """`suffix`: depth of the suffix trees (longest prefix+speculation considered)."""
    suffix_decoding_max_cached_requests: int | None = Field(default=None, ge=0)
    """`suffix`: past requests kept in the global tree (0 disables the global tree)."""
    suffix_decoding_max_spec_factor: float | None = Field(default=None, gt=0)
    """`suffix`: speculate at most factor × matched-prefix-length tokens."""
    suffix_decoding_min_token_prob: float | None = Field(default=None, ge=0, le=1)
    """`suffix`: only speculate tokens with at least this estimated probability."""
    ngram_size: int | None = Field(default=None, ge=1, le=64)
    """llama.cpp n-gram modes: length of the n-gram matched in the history (`size_n`/`n_match`)."""
    ngram_min_hits: int | None = Field(default=None, ge=1)
    """`ngram_map_k`: times an n-gram must have been seen before it is used."""
    draft_min: int | None = Field(default=None, ge=0)
    """llama.cpp: minimum draft length worth verifying (`draft.n_min` / `ngram_mod.n_min`)."""
    draft_p_min: float | None = Field(default=None, ge=0, le=1)
    """llama.cpp draft model: stop drafting when the drafter's top probability falls below this."""

    @model_validator(mode="after")
    def _check(self) -> "SpeculativeConfig":
        allowed = _ALLOWED[self.method]
        wrong = sorted(k for k in self.model_fields_set if k != "method" and k not in allowed
                       and getattr(self, k) is not None)
        if wrong:
            raise ValueError(
                f"method {self.method!r} does not take {', '.join(wrong)}; "
                f"it takes: {', '.join(sorted(allowed))}"
            )
        if self.method != "suffix" and self.num_speculative_tokens is None:
            raise ValueError(f"method {self.method!r} needs num_speculative_tokens (k)")
        if self.method in _NEEDS_MODEL and not self.model:
            raise ValueError(f"method {self.method!r} needs a drafter model (e.g. {self.method}:3@MODEL)")
        if self.model is not None and not self.model.strip():
            raise ValueError("model must not be empty")
        lo, hi = self.prompt_lookup_min, self.prompt_lookup_max
        if lo is not None and hi is not None and lo > hi:
            raise ValueError(f"prompt_lookup_min ({lo}) must be <= prompt_lookup_max ({hi})")
        k = self.num_speculative_tokens
        if self.draft_min is not None and k is not None and self.draft_min > k:
            raise ValueError(f"draft_min ({self.draft_min}) must be <= num_speculative_tokens ({k})")
        return self

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_mapping(cls, data: dict[str, Any]) -> "SpeculativeConfig":
        """Validate a dict (e.g. vLLM's speculative-config JSON); errors become `ConfigError`."""
        data = dict(data)
        if isinstance(data.get("method"), str):
            data["method"] = _ALIASES.get(data["method"], data["method"])
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise ConfigError(f"speculative config: {_one_line(exc)}") from None

    @classmethod
    def parse(cls, text: str) -> "SpeculativeConfig":
        """Parse a CLI short form (`mtp:2`, `draft:8`, `eagle3:3@MODEL`, ...) or a JSON object."""
        text = text.strip()
        if not text:
            raise ConfigError("empty speculative spec")
        if text.startswith("{"):
            try:
                data = json.loads(text)
            except ValueError as exc:
                raise ConfigError(f"speculative config is not valid JSON: {exc}") from None
            if not isinstance(data, dict):
                raise ConfigError("speculative config JSON must be an object")
            return cls.from_mapping(data)
        head, _, opts = text.partition(",")
        head, _, model = head.partition("@")
        name, _, k = head.partition(":")
        name = name.strip().lower()
        method = _ALIASES.get(name, name.replace("-", "_"))
        if method not in METHODS:
            raise ConfigError(
                f"unknown speculative method {name!r}; use one of: "
                "ngram, suffix, draft, eagle, eagle3, mtp, dflash, medusa, ngram-simple, ngram-map-k, ngram-mod"
            )
        data: dict[str, Any] = {"method": method}
        if k.strip():
            try:
                data["num_speculative_tokens"] = int(k)
            except ValueError:
                raise ConfigError(f"in {text!r}: k must be an integer, got {k!r}") from None
        if model.strip():
            data["model"] = model.strip()
        for item in filter(None, (o.strip() for o in opts.split(","))):
            key, eq, value = item.partition("=")
            field = _OPTION_KEYS.get(key.strip(), key.strip())
            if not eq or field not in cls.model_fields or field in {"method", "model"}:
                raise ConfigError(f"in {text!r}: bad option {item!r}; use key=value with keys: {', '.join(_OPTION_KEYS)}")
            data[field] = value.strip()
        return cls.from_mapping(data)

    # ------------------------------------------------------------------ properties
    @property
    def k(self) -> int | None:
        """Shorthand for `num_speculative_tokens`."""
        return self.num_speculative_tokens

    @property
    def drafter_kind(self) -> Literal["autoregressive", "parallel", "lookup"]:
        """How drafting is paid for: per token, once per block (DFlash, Medusa), or ~free (n-gram/suffix)."""
        if self.method in {"dflash", "medusa"}:
            return "parallel"
        if self.method in {"ngram", "suffix", "ngram_simple", "ngram_map_k", "ngram_mod"}:
            return "lookup"
        return "autoregressive"

    def short(self) -> str:
        """A short label such as `draft_model:8@qwen2.5-coder-0.5b`."""
        out = self.method + (f":{self.k}" if self.k else "")
        return out + (f"@{self.model}" if self.model else "")

    # ------------------------------------------------------------------ vLLM
    def to_vllm_dict(self) -> dict[str, Any]:
        """The dict vLLM expects for `--speculative-config`; raises `ConfigError` if vLLM can't do it."""
        if self.method in {"ngram_simple", "ngram_map_k", "ngram_mod"}:
            raise ConfigError(
                f"{self.method} is a llama.cpp n-gram mode; on vLLM use ngram:K (prompt lookup) or suffix"
            )
        if self.method == "draft_model" and not self.model:
            raise ConfigError("draft_model on vLLM needs the drafter model: draft:K@HF_ID_OR_PATH")
        out: dict[str, Any] = {"method": self.method}
        for name in (
            "model", "num_speculative_tokens", "draft_tensor_parallel_size", "prompt_lookup_min",
            "prompt_lookup_max", "suffix_decoding_max_tree_depth", "suffix_decoding_max_cached_requests",
            "suffix_decoding_max_spec_factor", "suffix_decoding_min_token_prob",
        ):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out

    def to_vllm_json(self) -> str:
        """JSON for `vllm serve ... --speculative-config '<this>'`."""
        return json.dumps(self.to_vllm_dict(), separators=(",", ":"))

    # ------------------------------------------------------------------ llama.cpp
    def apply_llamacpp(self, params: Any, resolve_model: Callable[[str], str]) -> None:
        """Configure `xllamacpp.CommonParams` for this method; `ConfigError` if llama.cpp can't.

        `resolve_model(name)` turns an embedded model name into a GGUF path. A `model` that is
        an existing file is used as is.
        """
        import xllamacpp

        T = xllamacpp.common_speculative_type
        spec = params.speculative
        k = self.num_speculative_tokens
        m = self.method
        unsupported = {
            "mtp": "needs a target with multi-token-prediction heads; the embedded models have none",
            "dflash": "needs a DFlash block-diffusion drafter trained for the target; none is available for the embedded models",
            "medusa": "llama.cpp has no Medusa heads support",
            "suffix": "suffix decoding (Arctic Inference suffix trees) is vLLM-only; use ngram-simple/ngram-map-k/ngram-mod",
            "eagle": "llama.cpp supports EAGLE-3 only (eagle3:K@DRAFTER.gguf), not EAGLE-1/2",
        }
        if m in unsupported:
            raise ConfigError(f"the embedded llama.cpp server can't do {m}: {unsupported[m]}")
        n = self.ngram_size or _LLAMACPP_NGRAM_N
        if m in {"draft_model", "eagle3"}:
            if m == "eagle3":
                if not self.model or not os.path.isfile(self.model):
                    raise ConfigError(
                        "the embedded llama.cpp server can't do eagle3 without a drafter file: "
                        f"give an EAGLE-3 GGUF path (eagle3:{k}@/path/to/eagle3.gguf), got {self.model!r}"
                    )
                path = self.model
            else:
                name = self.model or DEFAULT_DRAFTER
                path = name if os.path.isfile(name) else resolve_model(name)
            spec.types = [T.COMMON_SPECULATIVE_TYPE_DRAFT_EAGLE3 if m == "eagle3" else T.COMMON_SPECULATIVE_TYPE_DRAFT_SIMPLE]
            spec.draft.mparams.path = str(path)
            spec.draft.n_max = k
            spec.draft.n_min = self.draft_min or 0
            spec.draft.p_min = self.draft_p_min if self.draft_p_min is not None else 0.0
            spec.draft.cpuparams.n_threads = params.cpuparams.n_threads
            spec.draft.cpuparams_batch.n_threads = params.cpuparams_batch.n_threads
        elif m in {"ngram", "ngram_simple"}:
            spec.types = [T.COMMON_SPECULATIVE_TYPE_NGRAM_SIMPLE]
            spec.ngram_simple.size_n = self.prompt_lookup_max or n if m == "ngram" else n
            spec.ngram_simple.size_m = k
        elif m == "ngram_map_k":
            spec.types = [T.COMMON_SPECULATIVE_TYPE_NGRAM_MAP_K]
            spec.ngram_map_k.size_n = n
            spec.ngram_map_k.size_m = k
            spec.ngram_map_k.min_hits = self.ngram_min_hits or 1
        elif m == "ngram_mod":
            spec.types = [T.COMMON_SPECULATIVE_TYPE_NGRAM_MOD]
            spec.ngram_mod.n_match = n
            spec.ngram_mod.n_max = k
            spec.ngram_mod.n_min = self.draft_min if self.draft_min is not None else max(1, k // 4)
        else:  # pragma: no cover - guarded by Method
            raise ConfigError(f"unknown method {m!r}")


def parse_spec(text: str | None) -> SpeculativeConfig | None:
    """`SpeculativeConfig.parse`, with None/'' and 'none'/'off' meaning no speculation."""
    if text is None or text.strip().lower() in {"", "none", "off"}:
        return None
    return SpeculativeConfig.parse(text)


def _one_line(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors():
        loc = ".".join(str(x) for x in err.get("loc", ()) if x != "__root__")
        msg = str(err.get("msg", "")).removeprefix("Value error, ")
        parts.append(f"{loc}: {msg}" if loc else msg)
    return "; ".join(parts)
