"""`python -m memory_server [--host H] [--port P] [--db PATH]`: run the local Agent Memory server.

Defaults: 127.0.0.1:8080 (or AGENTMEMORY_SERVER_HOST / AGENTMEMORY_SERVER_PORT), database
var/agentmemory.sqlite3 (or LOCAL_AM_DB); `--db :memory:` keeps nothing on disk.
"""

from __future__ import annotations

import argparse
import logging

import uvicorn

from memory_server import create_app
from memory_server.settings import ServerSettings


def main(argv: list[str] | None = None) -> None:
    """Parse arguments and serve until interrupted."""
    env = ServerSettings.from_env()
    parser = argparse.ArgumentParser(
        prog="python -m memory_server", description="Local Couchbase Agent Memory 1.1 server"
    )
    parser.add_argument("--host", default=env.host, help=f"bind address (default {env.host})")
    parser.add_argument("--port", type=int, default=env.port, help=f"port (default {env.port})")
    parser.add_argument("--db", default=env.db_path, help=f"SQLite file (default {env.db_path})")
    parser.add_argument("--log-level", default="info")
    args = parser.parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(), format="%(asctime)s %(name)s %(message)s")
    settings = ServerSettings.from_env(host=args.host, port=args.port, db_path=args.db)
    uvicorn.run(
        create_app(settings), host=args.host, port=args.port, log_level=args.log_level.lower()
    )


if __name__ == "__main__":
    main()
