"""Container healthcheck for the shop image: exit 0 when daphne answers, 1 otherwise (issue 7).

Run as `python deploy/healthcheck.py` (the Dockerfile's HEALTHCHECK). It sends one
`GET http://127.0.0.1:$PORT$HEALTHCHECK_PATH` (defaults: port 8000, path "/healthz", which the
shop answers before its host checks and redirects, issue 20) with:

- `Host`: the first concrete name in DJANGO_ALLOWED_HOSTS (a leading "." is dropped, "*" is
  skipped), so Django's host validation accepts the probe in production;
- `X-Forwarded-Proto: https`, so `SECURE_SSL_REDIRECT` (trusted through
  `SECURE_PROXY_SSL_HEADER`) does not answer the probe with a redirect to itself.

Healthy means a status below 400 within HEALTHCHECK_TIMEOUT_SECONDS (default 4). Redirects are
not followed: a 3xx still proves that the server process answers. Uses only the standard
library, so it works in any image that has Python.
"""

import http.client
import os
import sys


def probe_host(allowed_hosts: str) -> str:
    """Return the Host header to send: the first usable name in a DJANGO_ALLOWED_HOSTS value.

    `allowed_hosts` is the comma-separated setting; "*" entries are skipped and a leading "."
    (subdomain wildcard) is stripped. Falls back to "localhost" when nothing usable is listed.
    """
    for item in allowed_hosts.split(","):
        name = item.strip().lstrip(".")
        if name and name != "*":
            return name
    return "localhost"


def check(*, port: int, path: str, host: str, timeout: float) -> tuple[bool, str]:
    """Probe the server once; return (healthy, one-line description of what happened)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request("GET", path, headers={"Host": host, "X-Forwarded-Proto": "https"})
        status = connection.getresponse().status
    except OSError as error:
        return False, f"GET {path} on port {port} failed: {error}"
    finally:
        connection.close()
    return status < 400, f"GET {path} on port {port} (Host {host}) answered {status}"


def main() -> int:
    """Read the environment, probe once, print the outcome; return the process exit status."""
    healthy, message = check(
        port=int(os.environ.get("PORT", "8000")),
        path=os.environ.get("HEALTHCHECK_PATH", "/healthz"),
        host=probe_host(os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost")),
        timeout=float(os.environ.get("HEALTHCHECK_TIMEOUT_SECONDS", "4")),
    )
    print(message)
    return 0 if healthy else 1


if __name__ == "__main__":
    sys.exit(main())
