"""memory_server's environment reader (ServerSettings.from_env, pydantic-settings; issue 21
item 3): a value that does not parse is refused naming the variable, an empty one is unset,
and `ServerSettings(...)` alone reads no environment."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from memory_server import ServerSettings
from memory_server.__main__ import main as cli_main


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("AGENTMEMORY_SERVER_PORT", "eighty"),  # int
        ("AGENTMEMORY_QUEUE_MAX_SIZE", "1e4x"),  # int
        ("LOCAL_AM_LATENCY_SECONDS", "0,5"),  # float
        ("LOCAL_AM_ERROR_RATE", "half"),  # float
        ("AGENTMEMORY_EXTRACT_SEMANTIC", "perhaps"),  # bool
        ("LOCAL_AM_SEARCH_INCLUDE_UNREADY", "sometimes"),  # optional bool
    ],
)
def test_a_malformed_value_is_refused_naming_the_variable(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError) as refused:
        ServerSettings.from_env()
    (error,) = refused.value.errors()
    assert (error["loc"], error["input"]) == ((name,), value)
    assert isinstance(refused.value, ValueError)  # as from_env always raised


def test_the_command_line_refuses_a_malformed_value_before_serving(monkeypatch):
    monkeypatch.setenv("LOCAL_AM_ERROR_RATE", "lots")
    with pytest.raises(ValueError, match="LOCAL_AM_ERROR_RATE"):
        cli_main(["--db", ":memory:"])


def test_empty_or_blank_variables_are_unset(monkeypatch):
    for name in ("AGENTMEMORY_SERVER_PORT", "LOCAL_AM_PROFILE", "LOCAL_AM_EMBEDDER"):
        monkeypatch.setenv(name, "")
    monkeypatch.setenv("LOCAL_AM_SEARCH_INCLUDE_UNREADY", "  ")
    monkeypatch.setenv("AGENTMEMORY_MEMORY_BLOCK_TTL", " 60 ")
    settings = ServerSettings.from_env()
    assert (settings.port, settings.profile, settings.embedder) == (8080, "observed", "auto")
    assert settings.search_include_unready is None
    assert settings.memory_block_ttl == 60


def test_openai_api_key_wins_over_the_servers_own_keys(monkeypatch):
    monkeypatch.setenv("AGENTMEMORY_EMBEDDING_API_KEY", "embedding-key")
    monkeypatch.setenv("AGENTMEMORY_LLM_API_KEY", "llm-key")
    monkeypatch.setenv("OPENAI_API_KEY", "")
    settings = ServerSettings.from_env()
    assert (settings.embedding_api_key, settings.llm_api_key) == ("embedding-key", "llm-key")
    monkeypatch.setenv("OPENAI_API_KEY", "openai-key")
    settings = ServerSettings.from_env(llm_api_key="given")
    assert (settings.embedding_api_key, settings.llm_api_key) == ("openai-key", "given")


def test_settings_built_directly_read_no_environment(monkeypatch):
    monkeypatch.setenv("LOCAL_AM_PROFILE", "documented")
    monkeypatch.setenv("LOCAL_AM_LATENCY_SECONDS", "2")
    settings = ServerSettings(db_path=":memory:")
    assert (settings.profile, settings.latency_seconds) == ("observed", 0.0)
    assert type(ServerSettings.from_env()) is ServerSettings
