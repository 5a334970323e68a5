"""`manage.py demo`: everything a presenter needs, in one command (issue 2, deliverable 8).

Migrates, imports the shipped catalogue when there are no products, starts the local Agent Memory
server (memory_server) on a free port unless AGENT_MEMORY_URL points elsewhere or one already
answers at the default address, and serves the ASGI app with daphne, pointed at that server.
While it runs it says when Agent Memory stops or starts answering, and a memory server it started
that dies is restarted on the same port and database (a bounded number of attempts, with
backoff; issue 19 item 7). Ctrl-C or SIGTERM stops both children.

Signals (QA bug 8). The demo installs its own SIGINT handler, because a shell starts a background
job (`nohup ... &`) with SIGINT ignored and Python keeps an inherited SIG_IGN: Ctrl-C or a test's
SIGINT would otherwise go unheard. The children run in sessions of their own, so a terminal's
Ctrl-C reaches only the demo, which stops them in order; and they are started through
`shop.parent_death`, so on Linux the kernel sends them SIGTERM when the demo dies, however it dies.
"""

import contextlib
import importlib.util
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import httpx
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from shop.models import Product

SHIPPED_CATALOGUE = Path(settings.BASE_DIR) / "shop" / "catalogue" / "catalogue.json"
LOCAL_MEMORY_HOSTS = {"127.0.0.1", "localhost"}
LOCAL_MEMORY_PORT = 8080
MEMORY_HOST = "127.0.0.1"  # where the demo starts its own memory_server
MEMORY_START_TIMEOUT_SECONDS = 20.0
STOP_TIMEOUT_SECONDS = 10.0
MEMORY_WATCH_SECONDS = 5.0
# Restarting a local memory server that died (issue 19 item 7): the wait before each attempt,
# so at most len(...) attempts in a row; a server that then stays up this long earns them back.
MEMORY_RESTART_BACKOFF_SECONDS = (1.0, 2.0, 4.0, 8.0, 16.0)
MEMORY_STABLE_SECONDS = 60.0


def memory_health(url: str, timeout: float = 1.0) -> bool:
    """True when an Agent Memory server answers GET {url}/health with 200 within `timeout` s."""
    try:
        return httpx.get(f"{url.rstrip('/')}/health", timeout=timeout).status_code == 200
    except httpx.HTTPError:
        return False


def is_default_local_url(url: str) -> bool:
    """True when `url` is the local memory_server's default address (127.0.0.1 or localhost:8080)."""
    parts = urlsplit(url)
    return parts.hostname in LOCAL_MEMORY_HOSTS and (parts.port or 80) == LOCAL_MEMORY_PORT


def port_is_free(host: str, port: int) -> bool:
    """True when nothing listens on host:port yet."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


def listening(host: str, port: int, process: subprocess.Popen, seconds: float = 60) -> bool:
    """Wait (bounded) until something accepts connections on host:port, or `process` exits;
    returns whether it listens (a new user's try: the banner came 3 s before daphne did)."""
    deadline = time.monotonic() + seconds
    while process.poll() is None and time.monotonic() < deadline:
        with contextlib.suppress(OSError), socket.create_connection((host, port), timeout=0.5):
            return True
        time.sleep(0.1)
    return False


def free_port(host: str) -> int:
    """A port on `host` that nothing listens on, as the OS hands it out (issue 13 item 9)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return probe.getsockname()[1]


def dying_with_demo(*command: str) -> list[str]:
    """`command` (a full argv, program first) run through shop.parent_death, so that it gets
    SIGTERM on Linux when this process dies (QA bug 8)."""
    return [sys.executable, "-m", "shop.parent_death", str(os.getpid()), *command]


def interrupt_on_sigterm(signum, frame):
    """Treat SIGTERM (a service manager, `kill`) like Ctrl-C, so both children are stopped too."""
    raise KeyboardInterrupt


def stop(process: subprocess.Popen | None) -> None:
    """Ask a child to stop (SIGTERM), then kill it if it has not gone within the timeout."""
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=STOP_TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@dataclass
class LocalMemory:
    """A memory_server this demo started, and how to start it again on the same port and
    database (issue 19 item 7). `process` is None while it is not running."""

    port: int
    database: Path
    log_path: Path
    process: subprocess.Popen | None = None
    failures: int = 0  # restart attempts in a row that did not answer
    answered_at: float = 0.0  # time.monotonic() when it last came up answering
    failure: str = ""  # why the last start failed, in words

    @property
    def url(self) -> str:
        return f"http://{MEMORY_HOST}:{self.port}"

    def died(self) -> bool:
        """True when the process is gone (and not yet dealt with)."""
        return self.process is not None and self.process.poll() is not None

    def start(self) -> bool:
        """Start memory_server and wait up to MEMORY_START_TIMEOUT_SECONDS for /health.

        True when it answers (`process` runs); else `process` is None and `failure` says why.
        A KeyboardInterrupt leaves `process` set, for the caller to stop.
        """
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(  # noqa: S603 - fixed argument list, no shell
                dying_with_demo(
                    sys.executable, "-m", "memory_server", "--host", MEMORY_HOST,
                    "--port", str(self.port), "--db", str(self.database),
                ),
                cwd=settings.BASE_DIR,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )  # fmt: skip
        deadline = time.monotonic() + MEMORY_START_TIMEOUT_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.failure = f"exited at start (status {self.process.returncode})"
                self.process = None
                return False
            if memory_health(self.url, timeout=0.5):
                self.answered_at = time.monotonic()
                return True
            time.sleep(0.25)
        stop(self.process)
        self.process = None
        self.failure = f"did not answer /health within {MEMORY_START_TIMEOUT_SECONDS:.0f} s"
        return False


class Command(BaseCommand):
    help = (
        "Run the demo: migrate, import the shipped catalogue into an empty database, start the "
        "local Agent Memory server, and serve the shop with daphne on 127.0.0.1."
    )

    def add_arguments(self, parser):
        parser.add_argument("--port", type=int, default=8000, help="Shop port (default 8000).")
        parser.add_argument(
            "--no-memory-server",
            action="store_true",
            help="Do not start the local memory_server (use AGENT_MEMORY_URL as it is).",
        )
        parser.add_argument(
            "--memory-port",
            type=int,
            default=None,
            help=(
                "Start the local memory_server on this port (0: any free port) instead of "
                "reusing one that answers at the default address; by default a free port."
            ),
        )

    def handle(self, *args, port: int, no_memory_server: bool, memory_port: int | None, **options):
        host = "127.0.0.1"
        # Our own handler, also when SIGINT came in ignored (a `nohup ... &` background job).
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, interrupt_on_sigterm)
        logging.getLogger("httpx").setLevel(logging.WARNING)  # no line per /health probe
        if not 0 < port < 65536:
            raise CommandError(f"--port must be between 1 and 65535, got {port}.")
        if memory_port is not None and not 0 <= memory_port < 65536:
            raise CommandError(f"--memory-port must be between 0 and 65535, got {memory_port}.")
        if not port_is_free(host, port):
            raise CommandError(
                f"Port {port} on {host} is already in use; stop what runs there or pass "
                f"--port {port + 1}."
            )

        call_command("migrate", interactive=False, verbosity=0)
        self.stdout.write("Database migrated.")
        if not Product.objects.exists():
            call_command("import_catalog", str(SHIPPED_CATALOGUE), stdout=self.stdout)
        if not settings.DEBUG:
            call_command("collectstatic", interactive=False, verbosity=0)

        try:
            local, memory_url, memory_line = self.start_memory(no_memory_server, memory_port)
        except KeyboardInterrupt:  # Ctrl-C while waiting for the memory server
            self.stdout.write("\nStopped before the shop started.")
            return
        started_memory = local is not None
        daphne = None
        try:
            daphne = subprocess.Popen(  # noqa: S603 - fixed argument list, no shell
                dying_with_demo(
                    sys.executable,
                    "-m",
                    "daphne",
                    "-b",
                    host,
                    "-p",
                    str(port),
                    settings.ASGI_APPLICATION.replace(".application", ":application"),
                ),
                cwd=settings.BASE_DIR,
                # The shop talks to the memory server the demo chose (maybe on a free port).
                env={**os.environ, "AGENT_MEMORY_URL": memory_url},
                start_new_session=True,
            )
            listening(host, port, daphne)  # the banner says the shop is up: so it must be
            self.banner(host, port, memory_line)
            answering = memory_health(memory_url)
            next_check = time.monotonic() + MEMORY_WATCH_SECONDS
            while daphne.poll() is None:
                if local is not None and local.died():
                    # Same port and database, so the shop's AGENT_MEMORY_URL and the stored
                    # memories stay valid (issue 19 item 7).
                    answering = self.revive_memory(local)
                    next_check = time.monotonic() + MEMORY_WATCH_SECONDS
                if time.monotonic() >= next_check:
                    answering = self.watch_memory(memory_url, answering)
                    next_check = time.monotonic() + MEMORY_WATCH_SECONDS
                time.sleep(0.5)
            raise CommandError(f"daphne stopped unexpectedly (exit status {daphne.returncode}).")
        except KeyboardInterrupt:
            self.stdout.write("\nStopping…")
        finally:
            # A second Ctrl-C (or SIGTERM) must not abandon the children half-stopped.
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            stop(daphne)
            stop(local.process if local is not None else None)
        self.stdout.write(
            "Stopped the shop" + (" and the memory server." if started_memory else ".")
        )

    def watch_memory(self, url: str, answering: bool) -> bool:
        """Say when Agent Memory stops or starts answering /health (issue 13 item 8: a
        presenter sees up and down, not every call); return whether it answers now."""
        now = memory_health(url)
        if answering and not now:
            self.stderr.write(
                f"Agent Memory at {url} is not answering: the assistant carries on without "
                "memory (nothing is recalled or stored)."
            )
        elif now and not answering:
            self.stdout.write(f"Agent Memory at {url} answers again: memory is back on.")
        return now

    def start_memory(
        self, disabled: bool, memory_port: int | None = None
    ) -> tuple[LocalMemory | None, str, str]:
        """Start memory_server when wanted (M10: the demo runs on without it).

        Returns (the server this demo started or None, the Agent Memory URL the shop uses, the
        banner line). A server of our own goes on `memory_port`, or by default on a free port
        the OS picks, so something else on 8080 never leaves the demo without memory (issue 13
        item 9).
        """
        url = settings.AGENT_MEMORY_URL.rstrip("/")
        if disabled:
            state = "answers" if memory_health(url) else "does NOT answer"
            return None, url, f"{url} (not started by demo: --no-memory-server; it {state} /health)"
        if not is_default_local_url(url):
            state = "answers" if memory_health(url) else "does NOT answer /health yet"
            return None, url, f"{url} (AGENT_MEMORY_URL, external: {state})"
        if memory_port is None and memory_health(url):
            return None, url, f"{url} (already running; reused)"
        if importlib.util.find_spec("memory_server") is None:
            self.stderr.write(
                "The memory_server package is missing: the shop runs, the assistant works "
                "without memory."
            )
            return None, url, f"{url} (NOT running: memory_server is not installed)"

        if memory_port and not port_is_free(MEMORY_HOST, memory_port):
            self.stderr.write(f"Port {memory_port} is taken; starting on a free port instead.")
            memory_port = 0
        local = LocalMemory(
            port=memory_port or free_port(MEMORY_HOST),
            database=Path(settings.MEMORY_SERVER_DB),
            log_path=Path(settings.BASE_DIR) / "var" / "memory_server.log",
        )
        local.database.parent.mkdir(parents=True, exist_ok=True)
        local.log_path.parent.mkdir(parents=True, exist_ok=True)
        self.stdout.write(
            f"Starting the local Agent Memory server on {local.url} (port {local.port}) …"
        )
        try:
            answered = local.start()
        except KeyboardInterrupt:
            stop(local.process)
            raise
        if answered:
            return (
                local,
                local.url,
                f"{local.url} (local memory_server on port {local.port}, pid "
                f"{local.process.pid}, database {local.database}, log {local.log_path}; "
                "restarted if it dies)",
            )
        why = local.failure
        self.stderr.write(f"The local Agent Memory server {why}; see {local.log_path}. "
                          "Continuing without memory.")  # fmt: skip
        return None, local.url, f"{local.url} (NOT running: it {why}, see {local.log_path})"

    def revive_memory(self, local: LocalMemory) -> bool:
        """The memory server this demo started has died: say so, and start it again on the
        same port and database (issue 19 item 7), waiting MEMORY_RESTART_BACKOFF_SECONDS
        before each attempt; a server that had stayed up MEMORY_STABLE_SECONDS gets the
        attempts back. Says when it answers again, or that the demo gave up (then the
        assistant carries on without memory). Returns whether Agent Memory answers now."""
        status = local.process.returncode
        local.process = None
        if time.monotonic() - local.answered_at >= MEMORY_STABLE_SECONDS:
            local.failures = 0
        attempts = len(MEMORY_RESTART_BACKOFF_SECONDS)
        self.stderr.write(
            f"The local Agent Memory server on {local.url} stopped (exit status {status}); "
            f"restarting it on port {local.port} with the same database {local.database}. "
            "Until then the assistant answers without memory."
        )
        while local.failures < attempts:
            time.sleep(MEMORY_RESTART_BACKOFF_SECONDS[local.failures])
            local.failures += 1
            attempt = f"attempt {local.failures} of {attempts}"
            if not port_is_free(MEMORY_HOST, local.port):
                if memory_health(local.url):  # someone started one by hand: use it
                    self.stdout.write(f"Agent Memory answers again at {local.url} (not "
                                      "started by the demo, so not kept alive).")  # fmt: skip
                    return True
                self.stderr.write(f"Port {local.port} is taken ({attempt}); trying again.")
                continue
            if local.start():
                self.stdout.write(
                    f"The local Agent Memory server answers again on {local.url} (pid "
                    f"{local.process.pid}, {attempt}): memory is back on."
                )
                return True
            self.stderr.write(f"The restart {local.failure} ({attempt}); see {local.log_path}.")
        self.stderr.write(
            f"Gave up restarting the local Agent Memory server after {attempts} attempts: the "
            "assistant carries on without memory. To start it by hand: uv run python -m "
            f"memory_server --host {MEMORY_HOST} --port {local.port} --db {local.database}"
        )
        return False

    def banner(self, host: str, port: int, memory_line: str) -> None:
        base = f"http://{host}:{port}"
        count = Product.objects.count()
        lines = [
            "",
            self.style.SUCCESS("Memory Shop demo is running"),
            f"  Shop:          {base}/",
            f"  Admin:         {base}/admin/  (account: uv run python manage.py createsuperuser)",
            f"  Agent Memory:  {memory_line}",
            f"  Model:         {self.model_label()}",
            f"  Catalogue:     {count} products",
            "Press Ctrl-C to stop.",
            "",
        ]
        self.stdout.write("\n".join(lines))

    @staticmethod
    def model_label() -> str:
        # config/settings.py names the model "offline" when no key or base URL is set: the
        # banner reads that from settings (the shop sits below the assistant and imports
        # none of it).
        model = settings.ASSISTANT_MODEL
        if model == "offline":
            return "offline (the built-in rule-based model; set OPENAI_API_KEY for a real one)"
        return f"{model} at {settings.OPENAI_BASE_URL or 'api.openai.com'}"
