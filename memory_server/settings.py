"""Server settings: the real server's `AGENTMEMORY_*` variables plus local `LOCAL_AM_*` knobs.

`ServerSettings.from_env()` reads the environment once; the object is then live: tests and demos
mutate the knob fields (latency, injected errors, extraction delay and failures, clock offset) on
the running server, and every request reads them afresh.

Sources: contract §1.10 (environment variables of the real server), issue 3 items 4-7.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field, fields

DEFAULT_DB_PATH = "var/agentmemory.sqlite3"
PROFILES = ("observed", "documented")
MAX_BODY_BYTES = 1024 * 1024  # issue 3 item 6: bodies over 1 MiB answer 413


def _env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return raw.strip().lower() in {"1", "true", "yes", "on"}


def _env_optional_bool(name: str) -> bool | None:
    raw = os.environ.get(name)
    return None if raw is None or raw.strip() == "" else _env_bool(name, False)


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return default if raw is None or raw.strip() == "" else int(raw)


def _env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return default if raw is None or raw.strip() == "" else float(raw)


def _env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default).strip()


@dataclass
class ServerSettings:
    """Everything that shapes one memory_server instance.

    Real-server settings (names from contract §1.10):
        memory_block_ttl: AGENTMEMORY_MEMORY_BLOCK_TTL, seconds, 0 = never expire (§1.5).
        extract_semantic: AGENTMEMORY_EXTRACT_SEMANTIC, the default for `context_required=None`.
        per_request_token_limit: AGENTMEMORY_PER_REQUEST_TOKEN_LIMIT, approximate tokens per block.
        queue_max_size: AGENTMEMORY_QUEUE_MAX_SIZE, blocks waiting for extraction; full -> 429.
        max_fail_count: AGENTMEMORY_MAX_FAIL_COUNT, extraction attempts before `extraction_failed`.
        embedding_model/_url/_api_key, llm_model/_url/_api_key: OpenAI-compatible endpoints;
            empty model -> the offline embedder / extractor. OPENAI_API_KEY wins over the keys.

    Local behaviour switches:
        profile: LOCAL_AM_PROFILE, where the real server's observed behaviour and its 1.1 docs
            differ (issue 14). "observed" (default, what the memory design saw on v1.0.0):
            search returns blocks whatever their status; blocks are embedded inside the write
            request; a filter-only search works while the embedder is down; blocks are embedded
            even with extraction off; `modify_ttl` and `delete_memory` work on ended sessions.
            "documented" (the 1.1 docs): unready blocks are excluded from search; async writes
            are embedded in the background (not searchable until embedded); every search
            answers 503 while the embedder is down; no embeddings when
            AGENTMEMORY_EXTRACT_SEMANTIC is false (semantic search finds nothing); ended
            sessions refuse every modification (400 SESSION_ALREADY_ENDED).
        search_include_unready: LOCAL_AM_SEARCH_INCLUDE_UNREADY, None (unset) = the profile's
            choice (§1.7); true/false overrides it.
        processing_conflict_status: LOCAL_AM_PROCESSING_CONFLICT_STATUS (500 as observed on
            v1.0.0, or 409), the status for updating a block still `processing` (§1.6).
        embedder: LOCAL_AM_EMBEDDER, "auto" (ONNX MiniLM when its file is present, else
            hashing), "onnx" or "hashing".
        sweep_interval_seconds: LOCAL_AM_SWEEP_INTERVAL_SECONDS, how often expired blocks are purged.

    Knobs for tests and demos (issue 3 item 7), all off by default, live (mutate on the object):
        latency_seconds: LOCAL_AM_LATENCY_SECONDS, added before every request is handled.
        embedder_down: LOCAL_AM_EMBEDDER_DOWN, every embedding call fails (503 for requests,
            a failed attempt for the worker), as when the embedding service is down.
        error_rate: LOCAL_AM_ERROR_RATE, 0..1, share of non-health requests answered with
            `error_status` (default 503, with Retry-After) instead of being handled.
        extraction_delay_seconds: LOCAL_AM_EXTRACTION_DELAY_SECONDS, how long async blocks stay
            `processing` (server clock, so `clock_offset_seconds` moves it too).
        extraction_failure_rate: LOCAL_AM_EXTRACTION_FAILURE_RATE, 0..1, injected extraction failures.
        clock_offset_seconds: LOCAL_AM_CLOCK_OFFSET_SECONDS, added to the server clock (TTL, times).
    """

    host: str = "127.0.0.1"
    port: int = 8080
    db_path: str = DEFAULT_DB_PATH

    memory_block_ttl: int = 0
    extract_semantic: bool = True
    per_request_token_limit: int = 4096
    queue_max_size: int = 10_000
    max_fail_count: int = 3
    embedding_model: str = ""
    embedding_url: str = ""
    embedding_api_key: str = ""
    llm_model: str = ""
    llm_url: str = ""
    llm_api_key: str = ""

    profile: str = "observed"
    search_include_unready: bool | None = None
    processing_conflict_status: int = 500
    embedder: str = "auto"
    sweep_interval_seconds: float = 60.0
    max_body_bytes: int = MAX_BODY_BYTES

    latency_seconds: float = 0.0
    embedder_down: bool = False
    error_rate: float = 0.0
    error_status: int = 503
    extraction_delay_seconds: float = 0.0
    extraction_failure_rate: float = 0.0
    clock_offset_seconds: float = 0.0

    _defaults: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    KNOBS = (
        "profile",
        "embedder_down",
        "latency_seconds",
        "error_rate",
        "error_status",
        "extraction_delay_seconds",
        "extraction_failure_rate",
        "search_include_unready",
        "processing_conflict_status",
        "memory_block_ttl",
        "per_request_token_limit",
        "queue_max_size",
        "max_fail_count",
        "extract_semantic",
    )

    def __post_init__(self) -> None:
        if self.profile not in PROFILES:
            raise ValueError(f"LOCAL_AM_PROFILE must be one of {PROFILES}, got {self.profile!r}")
        self._defaults = {name: getattr(self, name) for name in self.KNOBS}

    @property
    def documented(self) -> bool:
        """True under the "documented" profile (the 1.1 docs' behaviour, issue 14)."""
        return self.profile == "documented"

    @property
    def include_unready(self) -> bool:
        """Whether search returns blocks still `processing` or `extraction_failed` (§1.7)."""
        if self.search_include_unready is not None:
            return self.search_include_unready
        return not self.documented

    def now(self) -> float:
        """The server clock: Unix seconds plus `clock_offset_seconds`, rounded to microseconds so
        that times survive the round trip through their ISO 8601 rendering exactly."""
        return round(time.time() + self.clock_offset_seconds, 6)

    def reset_knobs(self) -> None:
        """Restore every knob to the value it had when these settings were built, except the
        clock offset: the clock only moves forward."""
        for name, value in self._defaults.items():
            setattr(self, name, value)

    @classmethod
    def from_env(cls, **overrides) -> ServerSettings:
        """Build settings from the environment; keyword overrides win (e.g. host, port, db_path).

        Raises ValueError when a numeric variable does not parse.
        """
        openai_key = _env_str("OPENAI_API_KEY")
        values = {
            "host": _env_str("AGENTMEMORY_SERVER_HOST", "127.0.0.1"),
            "port": _env_int("AGENTMEMORY_SERVER_PORT", 8080),
            "db_path": _env_str("LOCAL_AM_DB", DEFAULT_DB_PATH),
            "memory_block_ttl": _env_int("AGENTMEMORY_MEMORY_BLOCK_TTL", 0),
            "extract_semantic": _env_bool("AGENTMEMORY_EXTRACT_SEMANTIC", True),
            "per_request_token_limit": _env_int("AGENTMEMORY_PER_REQUEST_TOKEN_LIMIT", 4096),
            "queue_max_size": _env_int("AGENTMEMORY_QUEUE_MAX_SIZE", 10_000),
            "max_fail_count": _env_int("AGENTMEMORY_MAX_FAIL_COUNT", 3),
            "embedding_model": _env_str("AGENTMEMORY_EMBEDDING_MODEL"),
            "embedding_url": _env_str("AGENTMEMORY_EMBEDDING_URL"),
            "embedding_api_key": openai_key or _env_str("AGENTMEMORY_EMBEDDING_API_KEY"),
            "llm_model": _env_str("AGENTMEMORY_LLM_MODEL"),
            "llm_url": _env_str("AGENTMEMORY_LLM_URL"),
            "llm_api_key": openai_key or _env_str("AGENTMEMORY_LLM_API_KEY"),
            "profile": _env_str("LOCAL_AM_PROFILE", "observed") or "observed",
            "search_include_unready": _env_optional_bool("LOCAL_AM_SEARCH_INCLUDE_UNREADY"),
            "embedder_down": _env_bool("LOCAL_AM_EMBEDDER_DOWN", False),
            "processing_conflict_status": _env_int("LOCAL_AM_PROCESSING_CONFLICT_STATUS", 500),
            "embedder": _env_str("LOCAL_AM_EMBEDDER", "auto") or "auto",
            "sweep_interval_seconds": _env_float("LOCAL_AM_SWEEP_INTERVAL_SECONDS", 60.0),
            "latency_seconds": _env_float("LOCAL_AM_LATENCY_SECONDS", 0.0),
            "error_rate": _env_float("LOCAL_AM_ERROR_RATE", 0.0),
            "error_status": _env_int("LOCAL_AM_ERROR_STATUS", 503),
            "extraction_delay_seconds": _env_float("LOCAL_AM_EXTRACTION_DELAY_SECONDS", 0.0),
            "extraction_failure_rate": _env_float("LOCAL_AM_EXTRACTION_FAILURE_RATE", 0.0),
            "clock_offset_seconds": _env_float("LOCAL_AM_CLOCK_OFFSET_SECONDS", 0.0),
        }
        known = {f.name for f in fields(cls)}
        values.update({k: v for k, v in overrides.items() if k in known and v is not None})
        return cls(**values)
