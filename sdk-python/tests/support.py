"""Test helpers: a fake clock whose sleeps advance it, for both clients, and a seeded jitter."""

from __future__ import annotations

import random
from typing import Any

import proctor


class FakeClock:
    """Monotonic time that only moves when the client sleeps; records every sleep."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds

    async def async_sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


def with_fake_time(client: Any, seed: int = 7) -> FakeClock:
    clock = FakeClock()
    client._clock = clock
    client._sleep = clock.async_sleep if isinstance(client, proctor.AsyncProctor) else clock.sleep
    client._random = random.Random(seed).random
    return clock


def to_data(value: Any) -> Any:
    """What a call returned, as JSON-ready data: models with only the fields present, pages as
    ``{data, next_cursor}``."""
    if value is None:
        return None
    if isinstance(value, (proctor.SyncCursorPage, proctor.AsyncCursorPage)):
        return {"data": [to_data(item) for item in value.data], "next_cursor": value.next_cursor}
    if isinstance(value, proctor.types.BaseModel):
        return value.to_dict()
    return value
