"""Cursor pagination: ``{"data": [...], "next_cursor": string | null}``.

Iteration stops only on a null ``next_cursor`` (an empty page that carries a cursor continues),
and a cursor the server has already given in this iteration raises ``ProctorError``
(``kind="invalid_response"``, ``code="repeated_cursor"``) instead of looping for ever.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, AsyncIterator, Awaitable, Callable, Generator, Generic, Iterator, TypeVar

from ._base_client import RequestOptions
from ._errors import ProctorError
from ._response import take_raw_marker

if TYPE_CHECKING:
    from ._base_client import AsyncAPIClient, SyncAPIClient

__all__ = ["SyncCursorPage", "AsyncCursorPage", "AsyncPaginator"]

ItemT = TypeVar("ItemT")


def _parse_page(raw: Any, parse_item: Callable[[Any], ItemT]) -> tuple[list[ItemT], str | None]:
    if not isinstance(raw, dict) or not isinstance(raw.get("data"), list) or "next_cursor" not in raw:
        raise ProctorError("A list response must be {data: [...], next_cursor}", kind="invalid_response", body=raw)
    cursor = raw["next_cursor"]
    if cursor is not None and not isinstance(cursor, str):
        raise ProctorError("next_cursor must be a string or null", kind="invalid_response", body=raw)
    return [parse_item(item) for item in raw["data"]], cursor


def _next_options(options: RequestOptions, cursor: str, seen: frozenset[str]) -> RequestOptions:
    if cursor in seen:
        raise ProctorError(
            f"The server repeated the cursor {cursor!r}; stopping instead of looping",
            kind="invalid_response",
            code="repeated_cursor",
        )
    return replace(options, params={**(options.params or {}), "cursor": cursor})


class _BasePage(Generic[ItemT]):
    data: list[ItemT]
    next_cursor: str | None

    request_id: str | None
    """``X-Request-Id`` of the response that carried this page."""

    def __init__(self, data: list[ItemT], next_cursor: str | None, options: RequestOptions, seen: frozenset[str]) -> None:
        self.data = data
        self.next_cursor = next_cursor
        self.request_id = None
        self._options = options
        self._seen = seen

    def has_next_page(self) -> bool:
        return self.next_cursor is not None

    def __repr__(self) -> str:
        return f"{type(self).__name__}(data=[{len(self.data)} items], next_cursor={self.next_cursor!r})"


def _initial_seen(options: RequestOptions) -> frozenset[str]:
    cursor = (options.params or {}).get("cursor")
    return frozenset({cursor}) if isinstance(cursor, str) else frozenset()


class SyncCursorPage(_BasePage[ItemT]):
    """One page; iterating it yields every item of this page and of all the pages after it."""

    def __init__(
        self,
        client: SyncAPIClient,
        data: list[ItemT],
        next_cursor: str | None,
        options: RequestOptions,
        parse_item: Callable[[Any], ItemT],
        seen: frozenset[str],
    ) -> None:
        super().__init__(data, next_cursor, options, seen)
        self._client = client
        self._parse_item = parse_item

    @classmethod
    def fetch(
        cls, client: SyncAPIClient, options: RequestOptions, parse_item: Callable[[Any], ItemT], seen: frozenset[str] | None = None
    ) -> SyncCursorPage[ItemT]:
        seen = _initial_seen(options) if seen is None else seen
        # Through with_raw_response: an APIResponse whose parse() builds this page.
        options, raw_mode = take_raw_marker(options)
        exchange = client.send_with_retries(options)

        def build(raw: Any) -> SyncCursorPage[ItemT]:
            data, cursor = _parse_page(raw, parse_item)
            page = cls(client, data, cursor, options, parse_item, seen)
            page.request_id = exchange.response.headers.get("x-request-id")
            return page

        if raw_mode:
            return client._raw_response(exchange, build)  # type: ignore[return-value]
        return client._parse_exchange(exchange, build)

    def get_next_page(self) -> SyncCursorPage[ItemT]:
        if self.next_cursor is None:
            raise RuntimeError("This is the last page: next_cursor is null")
        options = _next_options(self._options, self.next_cursor, self._seen)
        return SyncCursorPage.fetch(self._client, options, self._parse_item, self._seen | {self.next_cursor})

    def iter_pages(self) -> Iterator[SyncCursorPage[ItemT]]:
        page: SyncCursorPage[ItemT] = self
        while True:
            yield page
            if page.next_cursor is None:
                return
            page = page.get_next_page()

    def __iter__(self) -> Iterator[ItemT]:
        for page in self.iter_pages():
            yield from page.data


class AsyncCursorPage(_BasePage[ItemT]):
    """One page; ``async for`` over it yields every item of this page and of all the pages after it."""

    def __init__(
        self,
        client: AsyncAPIClient,
        data: list[ItemT],
        next_cursor: str | None,
        options: RequestOptions,
        parse_item: Callable[[Any], ItemT],
        seen: frozenset[str],
    ) -> None:
        super().__init__(data, next_cursor, options, seen)
        self._client = client
        self._parse_item = parse_item

    @classmethod
    async def fetch(
        cls, client: AsyncAPIClient, options: RequestOptions, parse_item: Callable[[Any], ItemT], seen: frozenset[str] | None = None
    ) -> AsyncCursorPage[ItemT]:
        seen = _initial_seen(options) if seen is None else seen
        # Through with_raw_response: an APIResponse whose parse() builds this page.
        options, raw_mode = take_raw_marker(options)
        exchange = await client.send_with_retries(options)

        def build(raw: Any) -> AsyncCursorPage[ItemT]:
            data, cursor = _parse_page(raw, parse_item)
            page = cls(client, data, cursor, options, parse_item, seen)
            page.request_id = exchange.response.headers.get("x-request-id")
            return page

        if raw_mode:
            return client._raw_response(exchange, build)  # type: ignore[return-value]
        return client._parse_exchange(exchange, build)

    async def get_next_page(self) -> AsyncCursorPage[ItemT]:
        if self.next_cursor is None:
            raise RuntimeError("This is the last page: next_cursor is null")
        options = _next_options(self._options, self.next_cursor, self._seen)
        return await AsyncCursorPage.fetch(self._client, options, self._parse_item, self._seen | {self.next_cursor})

    async def iter_pages(self) -> AsyncIterator[AsyncCursorPage[ItemT]]:
        page: AsyncCursorPage[ItemT] = self
        while True:
            yield page
            if page.next_cursor is None:
                return
            page = await page.get_next_page()

    async def __aiter__(self) -> AsyncIterator[ItemT]:
        async for page in self.iter_pages():
            for item in page.data:
                yield item


class AsyncPaginator(Generic[ItemT], Awaitable[AsyncCursorPage[ItemT]]):
    """What an async ``list`` returns, before any request: ``await`` it for the first page, or
    ``async for item in client.audit_logs.list()`` straight away, or ``.iter_pages()``."""

    def __init__(self, client: AsyncAPIClient, options: RequestOptions, parse_item: Callable[[Any], ItemT]) -> None:
        self._client = client
        self._options = options
        self._parse_item = parse_item

    def _first(self) -> Awaitable[AsyncCursorPage[ItemT]]:
        return AsyncCursorPage.fetch(self._client, self._options, self._parse_item)

    def __await__(self) -> Generator[Any, None, AsyncCursorPage[ItemT]]:
        return self._first().__await__()

    async def iter_pages(self) -> AsyncIterator[AsyncCursorPage[ItemT]]:
        first = await self._first()
        async for page in first.iter_pages():
            yield page

    async def __aiter__(self) -> AsyncIterator[ItemT]:
        async for page in self.iter_pages():
            for item in page.data:
                yield item
