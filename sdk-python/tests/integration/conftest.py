from __future__ import annotations

from collections.abc import Iterator

import pytest

from .server import Fixture, setup


@pytest.fixture(scope="session")
def server() -> Iterator[Fixture]:
    fixture = setup()
    try:
        yield fixture
    finally:
        fixture.stop()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "integration" in str(item.fspath):
            item.add_marker(pytest.mark.integration)
