"""Settings: the project's wiring that every layer relies on (issue 2, acceptance 5d)."""

import pytest
from django.conf import settings
from django.core.management import call_command


def test_daphne_is_first_installed_app():
    assert settings.INSTALLED_APPS[0] == "daphne"


def test_asgi_application_is_set():
    assert settings.ASGI_APPLICATION == "config.asgi.application"


@pytest.mark.django_db
def test_manage_py_check_is_clean(capsys):
    call_command("check", fail_level="WARNING")
    assert "no issues" in capsys.readouterr().out


@pytest.mark.django_db(transaction=True)
def test_sqlite_writers_on_two_threads_wait_their_turn():
    """A transaction that read and then writes, while another thread writes: under daphne the
    turn, its background record and the panel's views do this at once. SQLite's deferred
    transactions fail the first with "database is locked" at once; the shop's settings take
    the write lock at BEGIN, so the second writer waits instead and both rows are kept."""
    import threading

    from django.contrib.auth.models import Group
    from django.db import connection, transaction

    if connection.vendor != "sqlite":
        pytest.skip("SQLite's locking only")
    read_done, other_done = threading.Event(), threading.Event()
    errors: list[BaseException] = []

    def reader_then_writer():
        try:
            with transaction.atomic():
                Group.objects.count()
                read_done.set()
                other_done.wait(timeout=1)  # with the fix the other writer waits for us
                Group.objects.create(name="first")
        except BaseException as exc:  # noqa: BLE001 - reported by the assertion below
            errors.append(exc)
            read_done.set()
        finally:
            connection.close()

    def writer():
        read_done.wait(timeout=10)
        try:
            Group.objects.create(name="second")
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)
        finally:
            other_done.set()
            connection.close()

    threads = [threading.Thread(target=reader_then_writer), threading.Thread(target=writer)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert errors == []
    assert sorted(Group.objects.values_list("name", flat=True)) == ["first", "second"]
