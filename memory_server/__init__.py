"""memory_server: a local server speaking the Couchbase Agent Memory 1.1 REST API (issue 3).

A development, test and offline stand-in for Couchbase Agent Memory: FastAPI + SQLite, the same
routes, bodies, statuses and error envelope as the real server (see
docs/agent-memory-api.md). No Django imports.

    from memory_server import create_app, ServerSettings
"""

__version__ = "1.1.0-local"

from memory_server.app import create_app  # noqa: E402
from memory_server.settings import ServerSettings  # noqa: E402

__all__ = ["ServerSettings", "__version__", "create_app"]
