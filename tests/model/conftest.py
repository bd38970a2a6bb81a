"""Store tests marked ``backends`` run on SQLite and on PostgreSQL (``tests.pg``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.pg import pg_url, store_backend

__all__ = ["pg_url", "store_backend"]


@pytest.fixture(autouse=True)
def _backend(store_backend: str) -> Iterator[str]:
    """First of every test here (autouse): the dialect the test's stores open on."""
    yield store_backend


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if metafunc.definition.get_closest_marker("backends"):
        both = not metafunc.definition.get_closest_marker("sqlite_only")
        metafunc.parametrize("store_backend", ["sqlite", "postgresql"] if both else ["sqlite"],
                             indirect=True)
