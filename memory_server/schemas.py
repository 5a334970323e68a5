"""Request bodies, validated at the edge (contract §1.2-§1.4; issue 3 item 6).

Every string is checked for blankness where the SDK checks it, and for lone surrogates (which
SQLite cannot store); ids may not contain `/ ? # %`; annotation keys must match
`^[a-zA-Z_][a-zA-Z0-9_]*$`. A body that fails answers 422 with the error envelope.
"""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    field_validator,
    model_validator,
)

ANNOTATION_KEY = re.compile(r"^[a-zA-Z_][a-zA-Z0-9_]*$")
MAX_ID_LENGTH = 256
MAX_TTL_SECONDS = 10 * 365 * 24 * 3600 * 100  # a thousand years: beyond it is a mistake


def _no_surrogates(value: str) -> str:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError("must be valid Unicode text (no lone surrogates)") from exc
    return value


def _check_text(value: Any) -> Any:
    """Reject lone surrogates (dict keys included) and NaN/Infinity anywhere inside a JSON value:
    neither can be stored and answered back as strict JSON."""
    if isinstance(value, str):
        _no_surrogates(value)
    elif isinstance(value, float) and not math.isfinite(value):
        raise ValueError("must not contain NaN or Infinity")
    elif isinstance(value, dict):
        for k, v in value.items():
            _check_text(k)
            _check_text(v)
    elif isinstance(value, list):
        for v in value:
            _check_text(v)
    return value


def _id(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be blank")
    if any(ch in value for ch in "/?#%"):
        raise ValueError("must not contain '/', '?', '#' or '%'")
    if value.strip() in (".", ".."):
        raise ValueError("must not be '.' or '..'")
    if len(value) > MAX_ID_LENGTH:
        raise ValueError(f"must be at most {MAX_ID_LENGTH} characters")
    return value


def _non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be blank")
    return value


def _annotations(value: dict[str, str] | None) -> dict[str, str] | None:
    if value is None:
        return value
    for key in value:
        if not ANNOTATION_KEY.match(key):
            raise ValueError(f"annotation key {key!r} must match ^[a-zA-Z_][a-zA-Z0-9_]*$")
    return value


def _iso(value: str | None) -> str | None:
    """An ISO 8601 timestamp normalised to UTC (a naive one is taken as UTC). A time whose UTC
    form falls outside years 1-9999 is refused (issue 12 item 1): stored, it could never be
    rendered back, and every read of its user failed."""
    if value is None:
        return value
    try:
        moment = datetime.fromisoformat(value)
    except ValueError as exc:
        raise ValueError("must be an ISO 8601 timestamp") from exc
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        return moment.astimezone(UTC).isoformat()
    except (OverflowError, ValueError) as exc:
        raise ValueError("must lie between years 1 and 9999 in UTC") from exc


def iso_to_epoch(value: str) -> float:
    """ISO 8601 -> Unix seconds; a naive timestamp is taken as UTC."""
    moment = datetime.fromisoformat(value)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


Text = Annotated[StrictStr, AfterValidator(_no_surrogates)]
Id = Annotated[StrictStr, AfterValidator(_no_surrogates), AfterValidator(_id)]
NonBlank = Annotated[StrictStr, AfterValidator(_no_surrogates), AfterValidator(_non_blank)]
Annotations = Annotated[dict[Text, Text] | None, AfterValidator(_annotations)]
Metadata = Annotated[dict[Text, Any] | None, AfterValidator(_check_text)]
Ttl = Annotated[StrictInt, Field(ge=0, le=MAX_TTL_SECONDS)]
IsoTime = Annotated[Text | None, AfterValidator(_iso)]


class _Body(BaseModel):
    model_config = ConfigDict(extra="ignore")


class CreateUserRequest(_Body):
    user_id: Id
    name: NonBlank
    metadata: Metadata = None


class UpdateUserRequest(_Body):
    name: NonBlank | None = None
    metadata: Metadata = None

    @model_validator(mode="after")
    def _one(self) -> UpdateUserRequest:
        if self.name is None and self.metadata is None:
            raise ValueError("at least one of name or metadata must be provided")
        return self


class ModifyTTLRequest(_Body):
    new_ttl: Ttl
    session_id: Id | None = None
    block_ids: list[Id] | None = Field(default=None, min_length=1)

    @model_validator(mode="after")
    def _scope(self) -> ModifyTTLRequest:
        if self.block_ids is not None and self.session_id is None:
            raise ValueError("session_id must be provided when block_ids is provided")
        return self


class CreateSessionRequest(_Body):
    session_id: Id
    annotations: Annotations = None
    metadata: Metadata = None
    memory_blocks_ttl: Ttl | None = None


class UpdateSessionRequest(_Body):
    annotations: Annotations = None
    metadata: Metadata = None

    @model_validator(mode="after")
    def _one(self) -> UpdateSessionRequest:
        if not self.annotations and not self.metadata:
            raise ValueError("at least one of annotations or metadata must be provided, non-empty")
        return self


class ChatMessageIn(_Body):
    user_content: Text | None = ""
    assistant_content: Text | None = ""

    @field_validator("user_content", "assistant_content", mode="after")
    @classmethod
    def _strip(cls, value: str | None) -> str:
        return (value or "").strip()

    @model_validator(mode="after")
    def _one(self) -> ChatMessageIn:
        if not self.user_content and not self.assistant_content:
            raise ValueError("at least one of user_content or assistant_content must be non-empty")
        return self


class AddMemoryRequest(_Body):
    async_processing: StrictBool = True
    messages: list[ChatMessageIn] | None = None
    facts: list[NonBlank] | None = None
    annotations: Annotations = None
    memory_block_ttl: Ttl | None = None
    context_required: StrictBool | None = None
    created_at: IsoTime = None
    prompt_id: Id | None = None
    prompt_vid: Annotated[StrictInt, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _content(self) -> AddMemoryRequest:
        if self.messages and self.facts:
            raise ValueError("messages and facts cannot be provided together")
        if not self.messages and not self.facts:
            raise ValueError("one of messages or facts must be provided and non-empty")
        if self.prompt_vid is not None and self.prompt_id is None:
            raise ValueError("prompt_vid requires prompt_id")
        if self.context_required is False and self.prompt_id is not None:
            raise ValueError("context_required cannot be false together with prompt_id")
        return self


class UpdateMemoryRequest(_Body):
    async_processing: StrictBool = True
    message: ChatMessageIn | None = None
    fact: NonBlank | None = None
    annotations: Annotations = None
    memory_block_ttl: Ttl | None = None
    context_required: StrictBool | None = None
    prompt_id: Id | None = None
    prompt_vid: Annotated[StrictInt, Field(ge=0)] | None = None

    @model_validator(mode="after")
    def _something(self) -> UpdateMemoryRequest:
        if all(
            v is None
            for v in (
                self.message,
                self.fact,
                self.annotations,
                self.memory_block_ttl,
                self.prompt_id,
                self.prompt_vid,
            )
        ):
            raise ValueError(
                "at least one of message, fact, annotations, memory_block_ttl, prompt_id or "
                "prompt_vid must be provided"
            )
        if self.message is not None and self.fact is not None:
            raise ValueError("message and fact cannot be provided together")
        if self.prompt_vid is not None and self.prompt_id in (None, "default"):
            raise ValueError("prompt_vid requires a prompt_id")
        return self


class FilterOptionsIn(_Body):
    start_time: IsoTime = None
    end_time: IsoTime = None
    created_start_time: IsoTime = None
    created_end_time: IsoTime = None
    session_ids: list[Id] | Literal["all"] | None = None
    block_ids: list[Id] | None = None
    relevant_k: Annotated[StrictInt, Field(ge=1, le=10_000)] | None = 10
    annotations: Annotations = None
    annotation_filter_mode: Literal["pre", "post"] = "pre"
    order_by: Literal["ingested_at", "created_at"] | None = "ingested_at"
    prompt_id: Id | None = None
    prompt_vid: Annotated[StrictInt, Field(ge=0)] | None = None

    @field_validator("session_ids")
    @classmethod
    def _sessions(cls, value):
        if isinstance(value, list) and not value:
            raise ValueError("must not be an empty list")
        if isinstance(value, list) and len(value) == 1 and value[0].lower() == "all":
            return "all"
        return value

    @field_validator("block_ids")
    @classmethod
    def _blocks(cls, value):
        if isinstance(value, list) and not value:
            raise ValueError("must not be an empty list")
        return value

    @model_validator(mode="after")
    def _prompt(self) -> FilterOptionsIn:
        if self.prompt_vid is not None and self.prompt_id is None:
            raise ValueError("prompt_vid requires prompt_id")
        return self


class SearchRequest(_Body):
    query: NonBlank | None = None
    filters: FilterOptionsIn | None = None


class DeleteMemoryRequest(_Body):
    block_ids: Annotated[list[Id], Field(min_length=1)] | Literal["all"]


PROMPT_ID = re.compile(r"^[A-Za-z0-9_-]+$")
PROMPT_DESCRIPTION_MAX_LENGTH = 200  # SDK defaults.PROMPT_DESCRIPTION_MAX_LENGTH


def _prompt_id(value: str) -> str:
    if not PROMPT_ID.match(value):
        raise ValueError("must contain only letters, digits, '_' and '-'")
    if value == "default":
        raise ValueError("'default' is reserved (it clears a block's prompt)")
    return value


PromptId = Annotated[Id, AfterValidator(_prompt_id)]
Description = Annotated[NonBlank, Field(max_length=PROMPT_DESCRIPTION_MAX_LENGTH)]


class CreatePromptRequest(_Body):
    prompt_id: PromptId
    prompt: NonBlank
    description: Description
    annotations: Annotations = None


class UpdatePromptRequest(_Body):
    prompt: NonBlank | None = None
    description: Description | None = None
    annotations: Annotations = None

    @model_validator(mode="after")
    def _one(self) -> UpdatePromptRequest:
        if self.prompt is None and self.description is None and self.annotations is None:
            raise ValueError("at least one of prompt, description or annotations must be provided")
        return self
