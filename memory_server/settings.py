"""Server settings: the real server's `AGENTMEMORY_*` variables plus local `LOCAL_AM_*` knobs.

`ServerSettings.from_env()` reads the environment once, through pydantic-settings; the object
is then live: tests and demos mutate the knob fields (latency, injected errors, extraction delay
and failures, clock offset) on the running server, and every request reads them afresh.
`ServerSettings(...)` alone reads no environment.

Every variable is optional: an empty or blank one is as unset (its default). A value that does
not parse (`AGENTMEMORY_SERVER_PORT=eighty`, `LOCAL_AM_EMBEDDER_DOWN=maybe`) raises pydantic's
ValidationError, a ValueError naming the variable.

Sources: contract §1.10 (environment variables of the real server), issue 3 items 4-7.
"""

from __future__ import annotations

import time
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator
from pydantic_core import PydanticUseDefault
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_DB_PATH = "var/agentmemory.sqlite3"
PROFILES = ("observed", "documented")
MAX_BODY_BYTES = 1024 * 1024  # issue 3 item 6: bodies over 1 MiB answer 413


class ServerSettings(BaseModel):
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

    # Built by field name (ServerSettings(port=...)) or, in from_env, by variable name; an
    # unknown keyword is an error, as it was for the dataclass this replaced.
    model_config = ConfigDict(validate_by_name=True, validate_by_alias=True, extra="forbid")

    host: str = Field("127.0.0.1", validation_alias="AGENTMEMORY_SERVER_HOST")
    port: int = Field(8080, validation_alias="AGENTMEMORY_SERVER_PORT")
    db_path: str = Field(DEFAULT_DB_PATH, validation_alias="LOCAL_AM_DB")

    memory_block_ttl: int = Field(0, validation_alias="AGENTMEMORY_MEMORY_BLOCK_TTL")
    extract_semantic: bool = Field(True, validation_alias="AGENTMEMORY_EXTRACT_SEMANTIC")
    per_request_token_limit: int = Field(
        4096, validation_alias="AGENTMEMORY_PER_REQUEST_TOKEN_LIMIT"
    )
    queue_max_size: int = Field(10_000, validation_alias="AGENTMEMORY_QUEUE_MAX_SIZE")
    max_fail_count: int = Field(3, validation_alias="AGENTMEMORY_MAX_FAIL_COUNT")
    embedding_model: str = Field("", validation_alias="AGENTMEMORY_EMBEDDING_MODEL")
    embedding_url: str = Field("", validation_alias="AGENTMEMORY_EMBEDDING_URL")
    embedding_api_key: str = Field("", validation_alias="AGENTMEMORY_EMBEDDING_API_KEY")
    llm_model: str = Field("", validation_alias="AGENTMEMORY_LLM_MODEL")
    llm_url: str = Field("", validation_alias="AGENTMEMORY_LLM_URL")
    llm_api_key: str = Field("", validation_alias="AGENTMEMORY_LLM_API_KEY")

    profile: str = Field("observed", validation_alias="LOCAL_AM_PROFILE")
    search_include_unready: bool | None = Field(
        None, validation_alias="LOCAL_AM_SEARCH_INCLUDE_UNREADY"
    )
    processing_conflict_status: int = Field(
        500, validation_alias="LOCAL_AM_PROCESSING_CONFLICT_STATUS"
    )
    embedder: str = Field("auto", validation_alias="LOCAL_AM_EMBEDDER")
    sweep_interval_seconds: float = Field(60.0, validation_alias="LOCAL_AM_SWEEP_INTERVAL_SECONDS")
    # A constant of the server, not a variable: the request body limit (issue 3 item 6).
    max_body_bytes: ClassVar[int] = MAX_BODY_BYTES

    latency_seconds: float = Field(0.0, validation_alias="LOCAL_AM_LATENCY_SECONDS")
    embedder_down: bool = Field(False, validation_alias="LOCAL_AM_EMBEDDER_DOWN")
    error_rate: float = Field(0.0, validation_alias="LOCAL_AM_ERROR_RATE")
    error_status: int = Field(503, validation_alias="LOCAL_AM_ERROR_STATUS")
    extraction_delay_seconds: float = Field(
        0.0, validation_alias="LOCAL_AM_EXTRACTION_DELAY_SECONDS"
    )
    extraction_failure_rate: float = Field(0.0, validation_alias="LOCAL_AM_EXTRACTION_FAILURE_RATE")
    clock_offset_seconds: float = Field(0.0, validation_alias="LOCAL_AM_CLOCK_OFFSET_SECONDS")

    _defaults: dict[str, Any] = PrivateAttr(default_factory=dict)

    KNOBS: ClassVar[tuple[str, ...]] = (
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

    @field_validator("*", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: Any) -> Any:
        """Strip text; an empty or blank value takes the field's default."""
        if isinstance(value, str):
            value = value.strip()
            if not value:
                raise PydanticUseDefault
        return value

    @field_validator("profile")
    @classmethod
    def _known_profile(cls, value: str) -> str:
        if value not in PROFILES:
            raise ValueError(f"LOCAL_AM_PROFILE must be one of {PROFILES}, got {value!r}")
        return value

    def model_post_init(self, context: Any, /) -> None:
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
    def from_env(cls, **overrides: Any) -> ServerSettings:
        """Build settings from the environment; keyword overrides win (e.g. host, port, db_path).

        Overrides that are None or name no field are ignored. Raises pydantic's
        ValidationError (a ValueError) naming the variable whose value does not parse.
        """
        given = {k: v for k, v in overrides.items() if k in cls.model_fields and v is not None}
        environment = _Environment(**given)
        values = environment.model_dump(exclude={"openai_api_key"})
        if environment.openai_api_key:  # OPENAI_API_KEY wins over the server's own keys
            for name in {"embedding_api_key", "llm_api_key"} - given.keys():
                values[name] = environment.openai_api_key
        return cls.model_validate(values)


class _Environment(BaseSettings, ServerSettings):
    """ServerSettings as the environment gives them: variable names exactly as written."""

    # Defaults are ServerSettings' own, taken as they are (BaseSettings would validate them).
    model_config = SettingsConfigDict(
        title="memory_server environment",
        case_sensitive=True,
        env_ignore_empty=True,
        extra="ignore",
        validate_default=False,
    )

    openai_api_key: str = Field("", validation_alias="OPENAI_API_KEY")
