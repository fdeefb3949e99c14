"""Server-Sent Events from the API, read with httpx-sse: ``Stream`` and ``AsyncStream``.

Iterate one (``for event in stream`` / ``async for``), once; use it as a context manager, or call
``close()``, to end it early. Comment lines (the server's pings) are skipped; each event's ``id``
is kept, and a dropped connection, or the server's ``reconnect`` event (its longest duration
reached, or stopping), is resumed with ``Last-Event-ID``, so no event is lost or repeated.
Resuming tries up to ``max_retries`` times in a row, with the usual backoff, within ``timeout``
seconds of the drop; ``timeout`` also bounds each wait for a byte (the server pings every 15 s).
An ``error`` event raises the one ProctorError, of its code's kind. The TypeScript SDK's
``Stream`` (core/streaming.ts) behaves the same; sdk-conformance/cases.json checks both.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, AsyncIterator, Callable, Generic, Iterator, TypeVar

import httpx
from httpx_sse import EventSource, ServerSentEvent

from ._base_client import RequestOptions, should_retry
from ._errors import ProctorError, kind_for

if TYPE_CHECKING:
    from ._base_client import AsyncAPIClient, BaseClient, SyncAPIClient

NameT = TypeVar("NameT", bound=str)
DataT = TypeVar("DataT")
EventT = TypeVar("EventT")

#: Events every stream may end with, handled here and never yielded (the generator leaves them
#: out of each stream's event type).
CONTROL_EVENTS = ("error", "reconnect")


@dataclass(frozen=True)
class StreamEvent(Generic[NameT, DataT]):
    """One event: its name, the id the stream resumes from, and its data."""

    event: NameT
    id: str
    data: DataT


class _Resume(Exception):
    """The connection ended in a way to resume from (a drop, a retryable refusal)."""

    def __init__(self, error: ProctorError) -> None:
        super().__init__(error.message)
        self.error = error


class _StreamBase(Generic[EventT]):
    def __init__(self, client: BaseClient[Any], options: RequestOptions, cast: Callable[[str, str, Any], EventT]) -> None:
        self._api = client
        self._options = options
        self._cast = cast
        headers = client._build_headers(options)  # a missing credential raises now, before any request
        self._headers = {**headers, "Accept": "text/event-stream"}
        self._timeout = client.timeout if options.timeout is None else options.timeout
        self._max_retries = client.max_retries if options.max_retries is None else options.max_retries
        self.last_event_id: str | None = next((v for k, v in options.headers.items() if k.lower() == "last-event-id"), None)
        self._closed = False
        self._consumed = False
        self._failures = 0
        self._drop_since: float | None = None

    def _request(self) -> httpx.Request:
        headers = dict(self._headers)
        if self.last_event_id is not None:
            headers["Last-Event-ID"] = self.last_event_id
        return self._api._build_request(self._options, headers, self._timeout)

    def _refusal(self, response: httpx.Response, body: bytes) -> ProctorError:
        if response.is_success:
            return ProctorError(
                f"{self._options.method} {self._options.path} answered {response.status_code} without an event stream",
                kind="invalid_response",
                status=response.status_code,
                request_id=response.headers.get("x-request-id"),
                attempts=1,
            )
        return self._api._error_from_response(response, body, 1, None)

    def _is_stream(self, response: httpx.Response) -> bool:
        return response.is_success and response.headers.get("content-type", "").startswith("text/event-stream")

    def _event(self, sse: ServerSentEvent, response: httpx.Response) -> EventT | None:
        """The event to yield; None for `reconnect`. Raises an `error` event as its ProctorError."""
        self._failures, self._drop_since = 0, None
        if sse.event == "error":
            try:
                envelope = json.loads(sse.data).get("error") or {}
            except (ValueError, AttributeError):
                envelope = {}
            code = envelope.get("code") if isinstance(envelope.get("code"), str) else None
            raise ProctorError(
                envelope.get("message") or f"{self._options.path}: the stream ended with an error",
                kind=kind_for(0, code),
                code=code,
                request_id=envelope.get("request_id") or response.headers.get("x-request-id"),
                attempts=1,
                body=envelope,
            )
        if sse.event == "reconnect":
            return None
        if sse.id:
            self.last_event_id = sse.id
        return self._cast(sse.event, sse.id, json.loads(sse.data))

    def _delay(self, error: ProctorError) -> float:
        """The wait before resuming, or raises `error` when the budget is spent or it is final."""
        now = self._api._clock()
        self._drop_since = now if self._drop_since is None else self._drop_since
        self._failures += 1
        delay = self._api._next_delay(self._failures - 1, error)
        # A POST stream is resumed only from an event id: sent again without one, it could start a second turn.
        resumable = self._options.method == "GET" or self.last_event_id is not None
        if (
            not resumable
            or not should_retry("GET", self._headers, error.status)
            or self._failures > self._max_retries
            or now + delay - self._drop_since >= self._timeout
        ):
            raise error
        return delay


class Stream(_StreamBase[EventT]):
    """A synchronous stream of events; see the module's docstring."""

    _api: SyncAPIClient

    def __iter__(self) -> Iterator[EventT]:
        if self._consumed:
            raise RuntimeError("A Stream can be iterated once")
        self._consumed = True
        while not self._closed:
            try:
                for event in self._connection():
                    yield event
                    if self._closed:  # closed by the loop's body: no event already read follows
                        return
                return
            except _Resume as resume:
                self._api._sleep(self._delay(resume.error))
            except _Reconnect:
                continue

    def _connection(self) -> Iterator[EventT]:
        try:
            response = self._api._client.send(self._request(), stream=True)
        except httpx.TransportError as exc:
            raise _Resume(self._api._network_error(exc, 1, None)) from exc
        self._response = response
        try:
            if not self._is_stream(response):
                raise _Resume(self._refusal(response, response.read()))
            try:
                for sse in EventSource(response).iter_sse():
                    if not sse.data:
                        continue  # no data, no event (the SSE rule; httpx-sse yields a ping after an id)
                    event = self._event(sse, response)
                    if event is None:
                        raise _Reconnect
                    yield event
            except httpx.TransportError as exc:
                if self._closed:
                    return
                raise _Resume(self._api._network_error(exc, 1, None)) from exc
        finally:
            response.close()

    def final_event(self) -> EventT | None:
        """Reads the stream to its end and returns its last event (a service request's ``done``)."""
        last = None
        for event in self:
            last = event
        return last

    def close(self) -> None:
        self._closed = True
        response = getattr(self, "_response", None)
        if response is not None:
            response.close()

    def __enter__(self) -> Stream[EventT]:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncStream(_StreamBase[EventT]):
    """An asynchronous stream of events; see the module's docstring."""

    _api: AsyncAPIClient

    async def __aiter__(self) -> AsyncIterator[EventT]:
        if self._consumed:
            raise RuntimeError("A Stream can be iterated once")
        self._consumed = True
        while not self._closed:
            try:
                async for event in self._connection():
                    yield event
                    if self._closed:  # closed by the loop's body: no event already read follows
                        return
                return
            except _Resume as resume:
                await self._api._sleep(self._delay(resume.error))
            except _Reconnect:
                continue

    async def _connection(self) -> AsyncIterator[EventT]:
        try:
            response = await self._api._client.send(self._request(), stream=True)
        except httpx.TransportError as exc:
            raise _Resume(self._api._network_error(exc, 1, None)) from exc
        self._response = response
        try:
            if not self._is_stream(response):
                raise _Resume(self._refusal(response, await response.aread()))
            try:
                async for sse in EventSource(response).aiter_sse():
                    if not sse.data:
                        continue  # no data, no event (the SSE rule; httpx-sse yields a ping after an id)
                    event = self._event(sse, response)
                    if event is None:
                        raise _Reconnect
                    yield event
            except httpx.TransportError as exc:
                if self._closed:
                    return
                raise _Resume(self._api._network_error(exc, 1, None)) from exc
        finally:
            await response.aclose()

    async def final_event(self) -> EventT | None:
        """Reads the stream to its end and returns its last event (a service request's ``done``)."""
        last = None
        async for event in self:
            last = event
        return last

    async def close(self) -> None:
        self._closed = True
        response = getattr(self, "_response", None)
        if response is not None:
            await response.aclose()

    async def __aenter__(self) -> AsyncStream[EventT]:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


class _Reconnect(Exception):
    """The server's `reconnect` event: connect again at once."""
