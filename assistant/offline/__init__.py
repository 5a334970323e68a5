"""The built-in offline model: a deterministic rule-based shopping model (issues 6 and 11).

`OfflineChatClient` has the `AsyncOpenAI` chat interface, so the agent loop and the fact judge
run the same code whichever model serves (`assistant.llm.chat_client`).
"""


def __getattr__(name: str):
    # Imported lazily, so the readers (assistant.offline.words.vocabulary, ...) load without Django.
    if name == "OfflineChatClient":
        from assistant.offline.client import OfflineChatClient

        return OfflineChatClient
    raise AttributeError(name)


__all__ = ["OfflineChatClient"]
