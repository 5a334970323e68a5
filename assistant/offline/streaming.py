"""The offline model's streamed answer: an async iterator of `ChatCompletionChunk`s, like
openai's `AsyncStream` (issue 6 item 1)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

from openai.types.chat import ChatCompletionChunk


class ChunkStream:
    """An async iterator of `ChatCompletionChunk`s, like openai's `AsyncStream`."""

    def __init__(self, chunks: list[ChatCompletionChunk], delay: float) -> None:
        self._chunks = chunks
        self._delay = delay

    def __aiter__(self) -> AsyncIterator[ChatCompletionChunk]:
        return self._iterate()

    async def _iterate(self) -> AsyncIterator[ChatCompletionChunk]:
        for chunk in self._chunks:
            # Yield to the loop between chunks, so Stop and disconnect act mid-answer.
            await asyncio.sleep(self._delay)
            yield chunk

    async def close(self) -> None:
        """Nothing to release (AsyncStream has close(); callers may call it)."""

    async def __aenter__(self) -> ChunkStream:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
