"""``create_and_wait``: create (a dispatch, a workflow run), then poll its ``retrieve`` until it ends.

The schedule both SDKs share (docs/sdks.md): the first poll 2 s after the create answered, each wait 1.5 times the
last, capped at 10 s, for at most 5 minutes in all; it stops on the statuses the document names
(``x-sdk.waitable.until``: a dispatch's executed, failed or blocked by default, so that ``running``
and ``approval_required`` keep it polling); ``on_poll``, when given, is called with
each state seen: the first answer, then each poll. When the budget runs out it raises
:class:`ProctorWaitTimeoutError` carrying the request as last seen. The async variant sleeps on
the event loop, so cancelling the task stops it at once, mid-wait included.
"""

from __future__ import annotations

from typing import Any, Awaitable, Callable, TypeVar

from ._errors import ProctorWaitTimeoutError

__all__ = ["TERMINAL_STATUSES", "POLL_INITIAL", "POLL_MULTIPLIER", "POLL_MAX", "WAIT_BUDGET", "wait_sync", "wait_async"]

TERMINAL_STATUSES = frozenset({"executed", "failed", "blocked"})
POLL_INITIAL = 2.0
POLL_MULTIPLIER = 1.5
POLL_MAX = 10.0
WAIT_BUDGET = 300.0

RequestT = TypeVar("RequestT")


def _timeout(last: Any, waited: float, budget: float) -> ProctorWaitTimeoutError[Any]:
    return ProctorWaitTimeoutError(
        f"Service request {getattr(last, 'id', '?')} is still {getattr(last, 'status', '?')} after {budget:g} s",
        last_state=last,
        waited=waited,
        request_id=getattr(last, "_request_id", None),
    )


def wait_sync(
    first: RequestT,
    retrieve: Callable[[str], RequestT],
    *,
    clock: Callable[[], float],
    sleep: Callable[[float], None],
    started: float,
    max_wait: float = WAIT_BUDGET,
    on_poll: Callable[[RequestT], None] | None = None,
    until: frozenset[str] = TERMINAL_STATUSES,
) -> RequestT:
    current = first
    if on_poll is not None:
        on_poll(current)
    delay = POLL_INITIAL
    deadline = started + max_wait
    while getattr(current, "status", None) not in until:
        remaining = deadline - clock()
        if remaining <= 0:
            raise _timeout(current, clock() - started, max_wait)
        sleep(min(delay, remaining))
        current = retrieve(getattr(current, "id"))
        if on_poll is not None:
            on_poll(current)
        delay = min(delay * POLL_MULTIPLIER, POLL_MAX)
    return current


async def wait_async(
    first: RequestT,
    retrieve: Callable[[str], Awaitable[RequestT]],
    *,
    clock: Callable[[], float],
    sleep: Callable[[float], Awaitable[None]],
    started: float,
    max_wait: float = WAIT_BUDGET,
    on_poll: Callable[[RequestT], None] | None = None,
    until: frozenset[str] = TERMINAL_STATUSES,
) -> RequestT:
    current = first
    if on_poll is not None:
        on_poll(current)
    delay = POLL_INITIAL
    deadline = started + max_wait
    while getattr(current, "status", None) not in until:
        remaining = deadline - clock()
        if remaining <= 0:
            raise _timeout(current, clock() - started, max_wait)
        await sleep(min(delay, remaining))
        current = await retrieve(getattr(current, "id"))
        if on_poll is not None:
            on_poll(current)
        delay = min(delay * POLL_MULTIPLIER, POLL_MAX)
    return current
