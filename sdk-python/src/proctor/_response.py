"""``client.with_raw_response``: the HTTP response of a call next to its parsed result.

The Python counterpart of the TypeScript SDK's ``.withResponse()``, shaped as openai-python's
``with_raw_response``: ``client.with_raw_response.<resource>.<method>(...)`` takes the method's
own arguments and returns an :class:`APIResponse` (awaited on ``AsyncProctor``) instead of the
result; ``.parse()`` gives the result the plain call returns.

How it works: the wrappers below call the ordinary method with an internal marker header in
``extra_headers``; the runtime (``SyncAPIClient.request``, ``AsyncAPIClient.request`` and the
page fetchers) takes the marker out before anything is sent and answers with an
:class:`APIResponse` instead of the parsed body. Retries, timeouts and errors are those of the
plain call: a non-2xx answer still raises :class:`~proctor.ProctorError`.
"""

from __future__ import annotations

import functools
import os
from dataclasses import replace
from typing import TYPE_CHECKING, Any, AsyncIterator, Awaitable, Callable, Generic, Iterator, ParamSpec, TypeVar, cast
from urllib.parse import unquote

import httpx

if TYPE_CHECKING:
    from ._base_client import RequestOptions

__all__ = [
    "APIResponse",
    "BinaryResponse",
    "StreamedBinaryResponse",
    "AsyncStreamedBinaryResponse",
    "to_raw_response_wrapper",
    "async_to_raw_response_wrapper",
]

RAW_RESPONSE_HEADER = "X-Proctor-Raw-Response"
"""Internal marker: set by the wrappers, removed by the runtime, never sent."""

R = TypeVar("R")
P = ParamSpec("P")

_UNPARSED: Any = object()


class APIResponse(Generic[R]):
    """One call's HTTP response (of its last attempt, body already read) and its parsed result."""

    http_response: httpx.Response
    """The ``httpx.Response`` of the last attempt; its body is read (``.content``, ``.json()``)."""
    attempts: int
    """How many attempts the call took (1 when it was not retried)."""
    idempotency_key: str | None
    """The ``Idempotency-Key`` sent, if the operation takes one."""

    def __init__(
        self, http_response: httpx.Response, parse: Callable[[], R], *, attempts: int, idempotency_key: str | None
    ) -> None:
        self.http_response = http_response
        self.attempts = attempts
        self.idempotency_key = idempotency_key
        self._parse = parse
        self._parsed: R = _UNPARSED

    @property
    def request_id(self) -> str | None:
        """The response's ``X-Request-Id``."""
        request_id: str | None = self.http_response.headers.get("x-request-id")
        return request_id

    @property
    def headers(self) -> httpx.Headers:
        return self.http_response.headers

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    def parse(self) -> R:
        """The result the plain call returns (a model, a page, a dict or ``None``), built once.

        Synchronous on both clients: the body was read when the call returned. A 2xx body that is
        not JSON raises :class:`~proctor.ProctorError` (``kind="invalid_response"``) here.
        """
        if self._parsed is _UNPARSED:
            self._parsed = self._parse()
        return self._parsed

    def __repr__(self) -> str:
        return f"<APIResponse [{self.status_code}] request_id={self.request_id!r}>"


class _FileResponse:
    """What a file answer tells besides its bytes: their type, the file name, the headers."""

    http_response: httpx.Response
    """The ``httpx.Response`` of the last attempt."""

    def __init__(self, http_response: httpx.Response) -> None:
        self.http_response = http_response

    @property
    def content_type(self) -> str | None:
        """The file's media type without parameters, e.g. ``audio/wav``."""
        value = self.http_response.headers.get("content-type")
        return value.split(";", 1)[0].strip() if value else None

    @property
    def filename(self) -> str | None:
        """The name in ``Content-Disposition``, when the server gave one (``filename*`` preferred)."""
        value = self.http_response.headers.get("content-disposition") or ""
        for part in value.split(";"):
            key, _, raw = part.strip().partition("=")
            if key.lower() == "filename*" and raw.lower().startswith("utf-8''"):
                return unquote(raw[7:])
        for part in value.split(";"):
            key, _, raw = part.strip().partition("=")
            if key.lower() == "filename":
                return raw.strip('"')
        return None

    @property
    def request_id(self) -> str | None:
        """The response's ``X-Request-Id``."""
        request_id: str | None = self.http_response.headers.get("x-request-id")
        return request_id

    @property
    def headers(self) -> httpx.Headers:
        return self.http_response.headers


class BinaryResponse(_FileResponse):
    """A file the API answered (``client.tts.create``'s ``audio/wav``), read whole.

    The counterpart of openai-python's ``HttpxBinaryResponseContent`` (its ``audio.speech.create``)
    and of the TypeScript SDK's ``Response``: the bytes, their content type, the file name the
    server gave, and the HTTP response itself. A non-2xx answer raised :class:`~proctor.ProctorError`
    before this was made, as for any call.
    """

    @property
    def content(self) -> bytes:
        """The file's bytes."""
        return self.http_response.content

    def read(self) -> bytes:
        """The file's bytes (as ``content``)."""
        return self.http_response.content

    def write_to_file(self, file: str | os.PathLike[str]) -> None:
        """Writes the bytes to ``file``."""
        with open(file, "wb") as out:
            out.write(self.content)

    def __repr__(self) -> str:
        return f"<BinaryResponse {self.content_type} {len(self.content)} bytes>"


class StreamedBinaryResponse(_FileResponse):
    """Bytes that arrive as they are read (a redirect followed, ``storage.objects.download``): the
    response is open, its body not read, so that a large object never sits whole in memory. Read
    it once with ``iter_bytes()`` (or ``write_to_file``), and close it: use it as a context manager.
    A non-2xx answer raised :class:`~proctor.ProctorError` before this was made."""

    def iter_bytes(self, chunk_size: int | None = None) -> Iterator[bytes]:
        """The bytes, a chunk at a time (``chunk_size`` bytes each, else as they arrive)."""
        return self.http_response.iter_bytes(chunk_size)

    def read(self) -> bytes:
        """Every byte at once (held in memory: ``iter_bytes`` for a large file)."""
        return self.http_response.read()

    def write_to_file(self, file: str | os.PathLike[str]) -> None:
        """Streams the bytes to ``file``, a chunk at a time."""
        with open(file, "wb") as out:
            for chunk in self.iter_bytes():
                out.write(chunk)

    def close(self) -> None:
        self.http_response.close()

    def __enter__(self) -> StreamedBinaryResponse:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<StreamedBinaryResponse {self.content_type} {self.http_response.headers.get('content-length', '?')} bytes>"


class AsyncStreamedBinaryResponse(_FileResponse):
    """:class:`StreamedBinaryResponse` of ``AsyncProctor``: ``async for chunk in r.iter_bytes()``,
    ``async with``, ``await r.aclose()``."""

    def iter_bytes(self, chunk_size: int | None = None) -> AsyncIterator[bytes]:
        """The bytes, a chunk at a time (``chunk_size`` bytes each, else as they arrive)."""
        return self.http_response.aiter_bytes(chunk_size)

    async def read(self) -> bytes:
        """Every byte at once (held in memory: ``iter_bytes`` for a large file)."""
        return await self.http_response.aread()

    async def write_to_file(self, file: str | os.PathLike[str]) -> None:
        """Streams the bytes to ``file``, a chunk at a time."""
        with open(file, "wb") as out:
            async for chunk in self.iter_bytes():
                out.write(chunk)

    async def aclose(self) -> None:
        await self.http_response.aclose()

    async def __aenter__(self) -> AsyncStreamedBinaryResponse:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    def __repr__(self) -> str:
        return f"<AsyncStreamedBinaryResponse {self.content_type} {self.http_response.headers.get('content-length', '?')} bytes>"


def take_raw_marker(options: RequestOptions) -> tuple[RequestOptions, bool]:
    """``options`` without the marker header, and whether it was there."""
    marker = RAW_RESPONSE_HEADER.lower()
    if not any(name.lower() == marker for name in options.headers):
        return options, False
    headers = {k: v for k, v in options.headers.items() if k.lower() != marker}
    return replace(options, headers=headers), True


def _mark(kwargs: dict[str, Any]) -> None:
    kwargs["extra_headers"] = {**(kwargs.get("extra_headers") or {}), RAW_RESPONSE_HEADER: "true"}


def to_raw_response_wrapper(func: Callable[P, R]) -> Callable[P, APIResponse[R]]:
    """A synchronous resource method, returning :class:`APIResponse` of its result."""

    @functools.wraps(func)
    def wrapped(*args: P.args, **kwargs: P.kwargs) -> APIResponse[R]:
        _mark(kwargs)
        return cast("APIResponse[R]", func(*args, **kwargs))

    return wrapped


def async_to_raw_response_wrapper(func: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[APIResponse[R]]]:
    """An asynchronous resource method (or an async ``list``), awaiting to :class:`APIResponse`."""

    @functools.wraps(func)
    async def wrapped(*args: P.args, **kwargs: P.kwargs) -> APIResponse[R]:
        _mark(kwargs)
        return cast("APIResponse[R]", await func(*args, **kwargs))

    return wrapped
