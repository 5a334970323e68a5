"""The Redis channel layer's connection settings, for any REDIS_URL (issue 20 item 1).

channels_redis waits for a socket's next message with a blocking pop of
`RedisChannelLayer.brpop_timeout` seconds (5), and every consumer listens on the layer. redis-py's
default socket timeout is also 5 s, so the read of an idle pop timed out, the consumer died and
daphne closed the websocket (1011) about every 5 s, idle panels and long answers alike. And a
pool built without a retry policy never reconnects: a Redis restart killed every socket.

`redis_hosts(url)` returns the `hosts` entry for CHANNEL_LAYERS: the URL with its connection
options, plus
- a socket timeout that always outlasts the blocking pop (a `socket_timeout` in the URL is kept
  when it is longer, raised to the floor when it is shorter: from_url lets URL options override
  keyword arguments, so the option is taken out of the URL and passed as a keyword);
- TCP keepalive and a health check (PING before a command on a connection idle this long);
- a retry policy with exponential backoff on connection errors and timeouts, so a command
  whose connection broke (a Redis restart) reconnects and runs again for up to about
  RETRY_WINDOW_SECONDS instead of ending the consumer.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from channels_redis.core import RedisChannelLayer
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

# Seconds a read may take beyond the blocking pop's own wait before it counts as a timeout.
READ_MARGIN_SECONDS = 10.0
HEALTH_CHECK_SECONDS = 15
# Retries of one command after its connection failed: backoff 0.1 s doubling to at most 2 s,
# 20 retries, about 30 s in all: a restart or a short failover, not a long outage.
RETRIES = 20
BACKOFF_CAP_SECONDS = 2.0
BACKOFF_BASE_SECONDS = 0.1
RETRY_WINDOW_SECONDS = 30


def read_timeout_floor(brpop_timeout: float = RedisChannelLayer.brpop_timeout) -> float:
    """The shortest socket timeout that never cuts the layer's blocking pop short, in seconds."""
    return float(brpop_timeout) + READ_MARGIN_SECONDS


def redis_hosts(
    url: str, *, brpop_timeout: float = RedisChannelLayer.brpop_timeout
) -> list[dict[str, Any]]:
    """The `hosts` list of a RedisChannelLayer for `url` (redis://, rediss:// or unix://).

    One dict, passed by channels_redis to `redis.asyncio.ConnectionPool.from_url(address,
    **options)`. The URL's own options (db, password, ssl_*, socket_connect_timeout, ...) are
    kept; its `socket_timeout` is honoured when longer than `read_timeout_floor()`.
    Raises ValueError for a `socket_timeout` that is not a number.
    """
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    floor = read_timeout_floor(brpop_timeout)
    socket_timeout = floor
    kept = []
    for name, value in query:
        if name == "socket_timeout":
            try:
                given = float(value)
            except ValueError:
                raise ValueError(f"REDIS_URL: socket_timeout={value!r} is not a number") from None
            socket_timeout = max(given, floor)
        else:
            kept.append((name, value))
    address = urlunsplit(parts._replace(query=urlencode(kept)))
    options = {name for name, _ in kept}
    host: dict[str, Any] = {
        "address": address,
        "socket_timeout": socket_timeout,
        "retry": Retry(
            ExponentialBackoff(cap=BACKOFF_CAP_SECONDS, base=BACKOFF_BASE_SECONDS),
            RETRIES,
            supported_errors=(RedisConnectionError, RedisTimeoutError, OSError),
        ),
    }
    # Defaults the URL may override (from_url lets its options win).
    if "socket_keepalive" not in options:
        host["socket_keepalive"] = True
    if "health_check_interval" not in options:
        host["health_check_interval"] = HEALTH_CHECK_SECONDS
    return [host]
