"""Fixtures shared by every layer's tests."""

# --- memory_server fixtures (issue 3; owned by the memory_server helper) -------------------------
import os  # noqa: E402

import pytest  # noqa: E402

# --- the order files start in (issue 21 item 6) ---------------------------------------------------
# pytest-xdist hands a worker one file at a time (`--dist loadfile`), in collection order
# (`--no-loadscope-reorder`: its default order, most tests first, started the few-test, slow
# files last, and the soak's 75 s then ran alone at the end of the run). The slowest files
# (per-file sums, benchmarks/RESULTS.md) start first, the many short ones fill in after them.
# Within a file pytest-randomly's order stands; after these, its order of files does too.
SLOW_FIRST = (
    "tests/cluster/",
    "tests/shop/test_demo_command.py",
    "tests/browser/test_panel.py",
    "tests/browser/test_panel_usability.py",
    "tests/deploy/test_settings_production.py",
    "tests/assistant/test_read_budget.py",
    "tests/shop/test_any_catalogue.py",
    "tests/browser/",
    "tests/offline/test_browser.py",
    "tests/demo/",
    "tests/deploy/",
)


# --- the second CI pass: only what the database or the memory server can change ---------------
# `.ci/run` runs the tests a second time on PostgreSQL with memory_server's "documented" profile
# (issue 7, issue 14). A test that neither opens the database nor reaches the memory server
# (the offline model's reading of text, the size model, rendering) asserts the same thing under
# both, and the first pass has run it; `--backend-tests-only` leaves those out (issue 21 item 6).
# Database access is declared (pytest-django refuses it otherwise): the `django_db` marker or a
# fixture that needs the test database; the memory server is the session fixture, and
# tests/memory_server/ is the server itself, whose profile is what the pass changes.
BACKEND_FIXTURES = frozenset(
    {"django_db_setup", "db", "transactional_db", "live_server", "memory_server"}
)


def pytest_addoption(parser):
    parser.addoption(
        "--backend-tests-only",
        action="store_true",
        help="run only tests that use the database or the memory server (CI's PostgreSQL pass)",
    )


def _reaches_a_backend(item, root) -> bool:
    path = item.path.relative_to(root).as_posix() if item.path.is_relative_to(root) else ""
    return (
        path.startswith("tests/memory_server/")
        or item.get_closest_marker("django_db") is not None
        or not BACKEND_FIXTURES.isdisjoint(getattr(item, "fixturenames", ()))
    )


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    root = config.rootpath
    if config.getoption("backend_tests_only"):
        left_out = [item for item in items if not _reaches_a_backend(item, root)]
        if left_out:
            config.hook.pytest_deselected(items=left_out)
            items[:] = [item for item in items if _reaches_a_backend(item, root)]

    def rank(item) -> int:
        path = item.path.relative_to(root).as_posix() if item.path.is_relative_to(root) else ""
        return next(
            (n for n, prefix in enumerate(SLOW_FIRST) if path.startswith(prefix)),
            len(SLOW_FIRST),
        )

    items.sort(key=rank)  # stable: each file's own order is kept


@pytest.fixture(scope="session")
def memory_server(tmp_path_factory):
    """The local Agent Memory server for the whole test session, over real HTTP.

    Runs uvicorn in a background thread on a free port with a temp-file SQLite database.
    Attributes: `.url` ("http://127.0.0.1:PORT"), `.settings` (live knobs: latency_seconds,
    error_rate, error_status, extraction_delay_seconds, extraction_failure_rate,
    clock_offset_seconds, search_include_unready, processing_conflict_status, ...; mutate in a
    test and restore after, or use `with memory_server.knobs(latency_seconds=0.5): ...`),
    `.advance_clock(seconds)` (forward only) and `.wait_idle()` (extraction queue drained).
    Tests isolate themselves by unique user ids. The profile is LOCAL_AM_PROFILE's
    (default "observed"); `.settings.profile` says which.
    """
    from memory_server import ServerSettings
    from memory_server.testing import ServerThread

    db = tmp_path_factory.mktemp("memory_server") / "agentmemory.sqlite3"
    # LOCAL_AM_PROFILE picks the visibility profile (observed/documented, issue 14): CI runs
    # the memory and assistant tests under both.
    profile = os.environ.get("LOCAL_AM_PROFILE", "").strip() or "observed"
    settings = ServerSettings(db_path=str(db), sweep_interval_seconds=5.0, profile=profile)
    server = ServerThread(settings).start()
    yield server
    server.stop()


@pytest.fixture
def agent_memory_settings(settings, memory_server):
    """Django settings with AGENT_MEMORY_URL pointing at the `memory_server` fixture."""
    settings.AGENT_MEMORY_URL = memory_server.url
    return settings


# --- the scripted model (the outer edge; tests/edge_servers.py) ---------------------------------
@pytest.fixture(scope="session")
def scripted_server():
    """One scripted OpenAI-compatible model for the whole session: (ScriptedModel, server);
    the browser tests hand its URL to daphne with `model_settings(server.url)`."""
    from memory_server.testing import BackgroundServer
    from tests.edge_servers import ScriptedModel

    model = ScriptedModel()
    server = BackgroundServer(model.app()).start()
    yield model, server
    server.stop()


@pytest.fixture
def model(scripted_server, settings):
    """The scripted model, reset, serving ASSISTANT_MODEL and FACT_JUDGE_MODEL (Django
    settings pointed at it, a 5 s timeout); reset again after the test."""
    from tests.edge_servers import model_settings

    scripted, server = scripted_server
    scripted.reset()
    for name, value in model_settings(server.url).items():
        setattr(settings, name, value)
    settings.OPENAI_TIMEOUT_SECONDS = 5.0
    yield scripted
    scripted.reset()


# --- memory app fixtures (issue 4; owned by the memory helper) ------------------------------------
@pytest.fixture
async def memory_ops_flushed():
    """Opt in (`pytest.mark.usefixtures("memory_ops_flushed")`) to have the memory operations
    log rows queued during a test written before its teardown, so they land in that test's
    database and never in the next test's."""
    yield
    from memory.oplog import flush_ops

    await flush_ops()


# --- asgiref's shared thread ends each test idle, with no connection (issue 21 item 6) ----------
# Outside a request, `sync_to_async` (Django's async ORM, the test clients' middleware) runs in
# one thread for the whole session, whose connections nothing closes (the test clients keep
# `close_old_connections` off). A test that ended with work of its own still running there
# (an atomic block in a background write) let pytest-django block database access inside that
# block; the block's exit then could not turn autocommit back on (`set_autocommit` connects
# first, and connecting was refused), and the thread's connection stayed in manual-commit mode
# for good: every later query on it opened a transaction nobody committed. On PostgreSQL the
# next flush waited on its locks for ever (2026-12-02, CI's PostgreSQL pass on xdist), and at
# the end the test database was "being accessed by other users". So after each test, before
# pytest-django's own teardown (plugin autouse fixtures are set up first, torn down last), wait
# for that thread to finish what it is running and close its connections, as Django does for a
# request when it ends. The wait is awaited on the event loop, not blocked on: a job still
# running there may itself wait on the loop (async_to_sync from that thread), and blocking the
# loop's thread then held it for the whole timeout (CI, 2026-12-02, after an offline test).
SHARED_THREAD_DRAIN_SECONDS = 60


def _close_thread_connections() -> None:
    from django.db import connections

    connections.close_all()


# A test that ends with a turn still being recorded (a consumer's background record, M4.1)
# lets that record, and the operations log rows it queues, land in the next test. When the next
# test held the database's write lock for long (a module's open transaction, `module_catalogue`),
# the late write waited out SQLite's 30 s busy timeout in the shared thread, and this fixture
# waited on it: a 30 s stall of a worker (issue 21 item 6, 2026-12-03). So a test with a
# database of its own (`transaction=True`: nothing of its holds the lock) waits, bounded, for
# its background tasks and writes its queued log rows before it ends; a test inside a
# transaction could not let them write anyway.
BACKGROUND_DRAIN_SECONDS = 10


def _transactional(request: pytest.FixtureRequest) -> bool:
    marker = request.node.get_closest_marker("django_db")
    return "transactional_db" in request.fixturenames or bool(
        marker and marker.kwargs.get("transaction")
    )


async def _background_drained(nodeid: str) -> None:
    import asyncio
    import warnings

    from assistant.chat.turn_state import background
    from memory.oplog import flush_ops

    loop = asyncio.get_running_loop()
    mine = [task for task in background if task.get_loop() is loop and not task.done()]
    if mine:
        _done, left = await asyncio.wait(mine, timeout=BACKGROUND_DRAIN_SECONDS)
        if left:
            warnings.warn(f"{nodeid}: {len(left)} background task(s) still running", stacklevel=1)
    await flush_ops()


@pytest.fixture(autouse=True)
async def shared_thread_closed(request):
    yield
    import asyncio

    from asgiref.sync import SyncToAsync

    if _transactional(request):
        await _background_drained(request.node.nodeid)
    done = SyncToAsync.single_thread_executor.submit(_close_thread_connections)
    # A job still running there after this long is a bug of its own: say so, do not hang.
    await asyncio.wait_for(asyncio.wrap_future(done), SHARED_THREAD_DRAIN_SECONDS)


# --- test database on disk (assistant helper, issue 5) ------------------------------------------
# Channels tests run database work in worker threads, and browser tests share the database with
# a daphne process; SQLite's shared-cache in-memory test database then fails with "database
# table is locked". A file, as in Channels' own test project; WAL mode and write transactions
# taken up front come from config/settings.py, as in production, and the busy timeout is longer
# here for a loaded CI machine.
@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix, tmp_path_factory):
    # pytest-django's own suffixes first: under pytest-xdist each worker's PostgreSQL test
    # database is test_<name>_gw0, _gw1... (SQLite's file lives in the worker's own tmp dir).
    from django.conf import settings

    for alias, database in settings.DATABASES.items():
        if database["ENGINE"] == "django.db.backends.sqlite3":
            folder = tmp_path_factory.mktemp("database")
            database.setdefault("TEST", {})["NAME"] = str(folder / f"test_{alias}.sqlite3")
            database.setdefault("OPTIONS", {})["timeout"] = 30


# --- catalogues (issue 10 item 6; owned by the shop helper) ---------------------------------------
# The shop must work on any catalogue: the shipped one, and a supplier-style feed unlike it on
# every axis (tests/catalogues/build_supplier.py says how). Tests that take `any_catalogue` run
# once per catalogue; `supplier_catalogue` is the second one alone.
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = {
    "shipped": (ROOT / "shop" / "catalogue" / "catalogue.json", None),
    "supplier": (
        ROOT / "tests" / "catalogues" / "supplier.json",
        ROOT / "tests" / "catalogues" / "supplier_images",
    ),
}


def _import_catalogue(name: str, settings, tmp_path):
    settings.CATALOGUE_IMAGE_DIR = tmp_path / "catalogue-images"
    return _imported(name)


def _imported(name: str):
    """Catalogue `name` imported by the real importer into the current CATALOGUE_IMAGE_DIR."""
    import json
    from types import SimpleNamespace

    from shop.importer import catalogue_import

    path, images = CATALOGUES[name]
    records = json.loads(path.read_text(encoding="utf-8"))
    report = catalogue_import(records=records, images_dir=images)
    assert not report.rejected, report.rejected
    return SimpleNamespace(name=name, path=path, images=images, records=records, report=report)


@pytest.fixture(params=sorted(CATALOGUES))
def any_catalogue(request, db, settings, tmp_path):
    """Each test catalogue in turn, imported by the real importer (images copied into a
    temporary CATALOGUE_IMAGE_DIR). Attributes: name, path, images (folder or None), records
    (the file's list), report (the ImportReport)."""
    return _import_catalogue(request.param, settings, tmp_path)


@pytest.fixture(scope="module", params=sorted(CATALOGUES))
def module_catalogue(request, django_db_setup, django_db_blocker, tmp_path_factory):
    """`any_catalogue` imported once per test module and catalogue instead of once per test
    (the shipped catalogue's import is most of such a test's time; issue 21 item 6): the
    import runs in a transaction that stays open for the module and is rolled back after it.
    Each test's own `db` transaction is a savepoint inside it, so what a test changes is
    rolled back after that test, as before. Only for modules whose tests take `db`, never
    `transactional_db` (a flush cannot run inside the open transaction). Yields
    (catalogue, image_dir); a module's `any_catalogue` points CATALOGUE_IMAGE_DIR at image_dir."""
    from django.db import transaction
    from django.test import override_settings

    image_dir = tmp_path_factory.mktemp("catalogue-images")
    outer = transaction.atomic()
    with django_db_blocker.unblock():
        outer.__enter__()
        try:
            with override_settings(CATALOGUE_IMAGE_DIR=image_dir):
                catalogue = _imported(request.param)
        except BaseException:
            transaction.set_rollback(True)
            outer.__exit__(None, None, None)
            raise
    yield catalogue, image_dir
    with django_db_blocker.unblock():
        transaction.set_rollback(True)
        outer.__exit__(None, None, None)


@pytest.fixture
def supplier_catalogue(db, settings, tmp_path):
    """The second test catalogue alone (tests/catalogues/supplier.json), as `any_catalogue`."""
    return _import_catalogue("supplier", settings, tmp_path)
