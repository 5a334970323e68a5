"""`OfflineChatClient`: the built-in rule-based model behind the `AsyncOpenAI` interface (issue 6).

Only what the agent loop and the fact judge use is implemented:

    client = OfflineChatClient()
    completion = await client.chat.completions.create(model=..., messages=[...], tools=[...])
    stream = await client.chat.completions.create(..., stream=True)
    async for chunk in stream: ...

`stream=False` returns an `openai.types.chat.ChatCompletion`; `stream=True` an async iterator of
`ChatCompletionChunk` (text in word-sized pieces, tool calls as tool_call deltas with id, name
and JSON arguments, then a chunk with finish_reason "tool_calls" or "stop"). Built from the real
openai types, so callers cannot tell the offline model from a remote one (issue 6 item 1).

Which job a request is: tools offered or a conversation -> the shopping agent
(`assistant.offline.decide.agent.decide`); no tools and `response_format` JSON -> the fact judge
(`assistant.offline.decide.judge.judge`), answering `{"facts": [{"category", "fact"}]}` as
`memory/judge.py` asks. Both read the catalogue in use through its vocabulary
(`assistant.offline.words.catalogue.current_vocabulary`, issue 11 item 1).
"""

from __future__ import annotations

import json
import re
import time
import uuid
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from openai.types import CompletionUsage
from openai.types.chat import ChatCompletion, ChatCompletionChunk
from openai.types.chat.chat_completion import Choice
from openai.types.chat.chat_completion_chunk import (
    Choice as ChunkChoice,
)
from openai.types.chat.chat_completion_chunk import (
    ChoiceDelta,
    ChoiceDeltaToolCall,
    ChoiceDeltaToolCallFunction,
)
from openai.types.chat.chat_completion_message import ChatCompletionMessage
from openai.types.chat.chat_completion_message_function_tool_call import (
    ChatCompletionMessageFunctionToolCall,
    Function,
)

from assistant.offline.decide import agent
from assistant.offline.decide.judge import judge
from assistant.offline.read.conversation import get, text_content
from assistant.offline.streaming import ChunkStream
from assistant.offline.words.catalogue import current_vocabulary
from assistant.offline.words.vocabulary import Vocabulary

MODEL_NAME = "offline"
_PIECE = re.compile(r"\S+\s*|\s+")


def _tool_names(tools: Iterable[Any] | None, tool_choice: Any) -> set[str]:
    if not tools or tool_choice == "none":
        return set()
    names = set()
    for tool in tools:
        function = (
            tool.get("function") if isinstance(tool, dict) else getattr(tool, "function", None)
        )
        name = (
            function.get("name") if isinstance(function, dict) else getattr(function, "name", None)
        )
        if name:
            names.add(str(name))
    if isinstance(tool_choice, dict):  # {"type": "function", "function": {"name": ...}}
        forced = (tool_choice.get("function") or {}).get("name")
        if forced in names:
            return {forced}
    return names


def _wants_json(response_format: Any) -> bool:
    kind = response_format.get("type") if isinstance(response_format, dict) else None
    return kind in {"json_object", "json_schema"}


def _judge_message(messages: list[Any]) -> str:
    """The shopper's message: the last user message (memory/judge.py sends it verbatim)."""
    for message in reversed(messages):
        if get(message, "role") == "user":
            return text_content(message)
    return ""


def _count_tokens(text: str) -> int:
    return len(_PIECE.findall(text))


class _Completions:
    def __init__(self, owner: OfflineChatClient) -> None:
        self._owner = owner

    async def create(
        self,
        *,
        model: str = MODEL_NAME,
        messages: list[Any],
        tools: list[Any] | None = None,
        tool_choice: Any = None,
        stream: bool = False,
        response_format: Any = None,
        temperature: float | None = None,
        max_tokens: int | None = None,
        stream_options: dict[str, Any] | None = None,
        **ignored: Any,
    ) -> ChatCompletion | ChunkStream:
        """Answer like `AsyncOpenAI().chat.completions.create` (see the module docstring).

        `messages` are dicts or openai message objects. Raises TypeError when `messages` is
        not a list, as the real client rejects a malformed request.
        """
        if not isinstance(messages, list):
            raise TypeError("messages must be a list of chat messages")
        vocabulary = await self._owner.vocabulary()
        names = _tool_names(tools, tool_choice)
        if not names and _wants_json(response_format):
            facts = judge(_judge_message(messages), vocabulary)
            decision = agent.Decision(content=json.dumps({"facts": facts}, ensure_ascii=False))
        else:
            decision = agent.decide(messages, names, vocabulary)
        prompt_tokens = sum(_count_tokens(text_content(m)) for m in messages)
        if stream:
            include_usage = bool((stream_options or {}).get("include_usage"))
            return ChunkStream(
                self._chunks(model, decision, prompt_tokens, include_usage),
                self._owner.stream_delay,
            )
        return self._completion(model, decision, prompt_tokens)

    def _usage(self, prompt_tokens: int, decision: agent.Decision) -> CompletionUsage:
        completion = _count_tokens(decision.content or "") + (
            _count_tokens(json.dumps(decision.tool[1])) if decision.tool else 0
        )
        return CompletionUsage(
            prompt_tokens=prompt_tokens,
            completion_tokens=completion,
            total_tokens=prompt_tokens + completion,
        )

    def _completion(
        self, model: str, decision: agent.Decision, prompt_tokens: int
    ) -> ChatCompletion:
        tool_calls = None
        if decision.tool:
            name, arguments = decision.tool
            tool_calls = [
                ChatCompletionMessageFunctionToolCall(
                    id=self._owner.call_id(),
                    type="function",
                    function=Function(name=name, arguments=json.dumps(arguments)),
                )
            ]
        return ChatCompletion(
            id=self._owner.completion_id(),
            object="chat.completion",
            created=int(time.time()),
            model=model,
            choices=[
                Choice(
                    index=0,
                    finish_reason="tool_calls" if tool_calls else "stop",
                    message=ChatCompletionMessage(
                        role="assistant",
                        content=None if tool_calls else (decision.content or ""),
                        tool_calls=tool_calls,
                    ),
                )
            ],
            usage=self._usage(prompt_tokens, decision),
        )

    def _chunks(
        self, model: str, decision: agent.Decision, prompt_tokens: int, include_usage: bool
    ) -> list[ChatCompletionChunk]:
        completion_id = self._owner.completion_id()
        created = int(time.time())

        def chunk(delta: ChoiceDelta, finish: str | None = None) -> ChatCompletionChunk:
            return ChatCompletionChunk(
                id=completion_id,
                object="chat.completion.chunk",
                created=created,
                model=model,
                choices=[ChunkChoice(index=0, delta=delta, finish_reason=finish)],
            )

        chunks = [chunk(ChoiceDelta(role="assistant", content=""))]
        if decision.tool:
            name, arguments = decision.tool
            raw = json.dumps(arguments)
            chunks.append(
                chunk(
                    ChoiceDelta(
                        tool_calls=[
                            ChoiceDeltaToolCall(
                                index=0,
                                id=self._owner.call_id(),
                                type="function",
                                function=ChoiceDeltaToolCallFunction(name=name, arguments=""),
                            )
                        ]
                    )
                )
            )
            for start in range(0, len(raw), 24):
                chunks.append(
                    chunk(
                        ChoiceDelta(
                            tool_calls=[
                                ChoiceDeltaToolCall(
                                    index=0,
                                    function=ChoiceDeltaToolCallFunction(
                                        arguments=raw[start : start + 24]
                                    ),
                                )
                            ]
                        )
                    )
                )
            chunks.append(chunk(ChoiceDelta(), "tool_calls"))
        else:
            chunks.extend(
                chunk(ChoiceDelta(content=piece))
                for piece in _PIECE.findall(decision.content or "")
            )
            chunks.append(chunk(ChoiceDelta(), "stop"))
        if include_usage:
            chunks.append(
                ChatCompletionChunk(
                    id=completion_id,
                    object="chat.completion.chunk",
                    created=created,
                    model=model,
                    choices=[],
                    usage=self._usage(prompt_tokens, decision),
                )
            )
        return chunks


class _Chat:
    def __init__(self, owner: OfflineChatClient) -> None:
        self.completions = _Completions(owner)


class OfflineChatClient:
    """The offline model with the `AsyncOpenAI` chat interface (issue 6 item 1).

    `vocabulary`: the catalogue words to understand; default: the catalogue in use, read
    again when it changes (`assistant.offline.words.catalogue.current_vocabulary`), or a callable
    returning one. `stream_delay`: seconds between streamed chunks (default 0: just yield to
    the loop). Deterministic: the same messages and catalogue give the same answer.
    """

    def __init__(
        self,
        *,
        vocabulary: Vocabulary | Callable[[], Awaitable[Vocabulary]] | None = None,
        stream_delay: float = 0.0,
    ) -> None:
        self._vocabulary = vocabulary
        self.stream_delay = stream_delay
        self.chat = _Chat(self)

    async def vocabulary(self) -> Vocabulary:
        """The vocabulary the model reads messages with now."""
        if self._vocabulary is None:
            return await current_vocabulary()
        if callable(self._vocabulary):
            return await self._vocabulary()
        return self._vocabulary

    @staticmethod
    def completion_id() -> str:
        """A fresh completion id, shaped like OpenAI's ("chatcmpl-...")."""
        return f"chatcmpl-offline-{uuid.uuid4().hex[:24]}"

    @staticmethod
    def call_id() -> str:
        """A fresh tool call id, shaped like OpenAI's ("call_...")."""
        return f"call_offline_{uuid.uuid4().hex[:16]}"
