"""The built-in offline model: a deterministic rule-based shopping model (issue 6).

`OfflineChatClient` has the `AsyncOpenAI` chat interface, so the agent loop and the fact judge
run the same code whichever model serves (`assistant.llm.chat_client`).
"""

from assistant.offline.client import OfflineChatClient

__all__ = ["OfflineChatClient"]
