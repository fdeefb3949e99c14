"""The hand-written runtime: one base class generic over ``httpx.Client`` / ``httpx.AsyncClient``
(after openai-python's ``_base_client.py``), with the synchronous and asynchronous request loops.

The rules both SDKs share (docs/sdks.md; pinned by ``sdk-conformance/cases.json``):

- retry on network errors and HTTP 429, 502, 503, 504; GETs always, other methods only when the
  request carries an ``Idempotency-Key`` (dispatch always does);
- backoff 0.5 s x 2^n with full jitter, capped at 8 s, n counting from 0 for the first retry;
  default 2 retries, 0 disables; ``Retry-After`` honoured on 429, clamped to the time left;
- one overall timeout per call, covering every attempt, every backoff sleep and the body read;
- one :class:`ProctorError` with a ``kind``.
"""

from __future__ import annotations

import asyncio
import email.utils
import inspect
import json
import logging
import math
import os
import random
import re
import time
from dataclasses import dataclass, field, replace
from typing import Any, Awaitable, Callable, Generic, Mapping, TypeVar, Union
from urllib.parse import urlsplit

import httpx
import pydantic

from ._errors import ProctorError, kind_for
from ._response import APIResponse, AsyncStreamedBinaryResponse, BinaryResponse, StreamedBinaryResponse, take_raw_marker
from ._types import NotGiven
from ._version import __version__

__all__ = [
    "DEFAULT_BASE_URL",
    "DEFAULT_TIMEOUT",
    "DEFAULT_MAX_RETRIES",
    "RequestOptions",
    "Exchange",
    "RetryEvent",
    "BaseClient",
    "SyncAPIClient",
    "AsyncAPIClient",
    "retry_delay",
    "should_retry",
]

DEFAULT_BASE_URL = "http://127.0.0.1:8787"
DEFAULT_TIMEOUT = 60.0
DEFAULT_MAX_RETRIES = 2
INITIAL_RETRY_DELAY = 0.5
MAX_RETRY_DELAY = 8.0
RETRY_STATUSES = frozenset({429, 502, 503, 504})
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
IDEMPOTENCY_HEADER = "Idempotency-Key"
SESSION_COOKIE = "proctor_session"
REDACTED_HEADERS = frozenset({"authorization", "cookie", "set-cookie"})
# What identifies this SDK on every request; the TypeScript SDK sends the same three headers.
IDENTITY_HEADERS = {
    "User-Agent": f"proctor-sdk-python/{__version__}",
    "X-Proctor-SDK-Language": "python",
    "X-Proctor-SDK-Version": __version__,
}

logger = logging.getLogger("proctor")

_HttpxClientT = TypeVar("_HttpxClientT", bound=Union[httpx.Client, httpx.AsyncClient])
ResponseT = TypeVar("ResponseT")


@dataclass(frozen=True)
class RequestOptions:
    """One logical call: every attempt of it is built from these."""

    method: str
    # Under the base URL (``/api/v1/…``), or an absolute URL the API answered (a signed URL, its
    # own credential in its query: sent with no credential, and shown without its query).
    path: str
    params: Mapping[str, Any] | None = None
    json_body: Any = None
    headers: Mapping[str, str] = field(default_factory=dict)
    # The security schemes the operation accepts, in the document's order
    # (agentKey, personalToken, sessionCookie, deviceToken); empty for public endpoints.
    security: tuple[str, ...] = ()
    timeout: float | None = None
    max_retries: int | None = None
    # A redirect answered (``x-sdk.redirect``): its 3xx is the result, not followed, body unread.
    redirect: bool = False
    # A 2xx body left unread: the response stays open for the caller to stream (and close).
    stream: bool = False


def _absolute(path: str) -> bool:
    return path.startswith(("http://", "https://"))


def _shown(path: str) -> str:
    """A path as messages and logs show it: an absolute (signed) URL without its query."""
    if not _absolute(path):
        return path
    parts = urlsplit(path)
    return f"{parts.scheme}://{parts.netloc}{parts.path}" + ("?…" if parts.query else "")


@dataclass(frozen=True)
class RetryEvent:
    """Passed to ``on_retry`` before each backoff sleep."""

    method: str
    url: str
    attempt: int
    """The attempt that failed, from 1."""
    delay: float
    """Seconds the client sleeps before the next attempt."""
    error: ProctorError


def should_retry(method: str, headers: Mapping[str, str] | httpx.Headers, status: int | None) -> bool:
    """Whether a failed attempt may be repeated (``status`` None: no HTTP response arrived)."""
    if status is not None and status not in RETRY_STATUSES:
        return False
    if method.upper() in SAFE_METHODS:
        return True
    return any(name.lower() == IDEMPOTENCY_HEADER.lower() for name in headers)


def network_error_message(exc: Exception, base_url: str) -> str:
    """Where the call went and why it got no answer: ``proctor: could not reach
    http://127.0.0.1:8787/api/v1/service-requests (connection refused) — is the Proctor server
    running?``. The question only when no connection was made (refused, no such host, connect
    timeout), where it is the likely cause; the TypeScript SDK words it the same (core/http.ts)."""
    url = base_url
    if isinstance(exc, httpx.RequestError):
        try:
            url = str(exc.request.url.copy_with(query=None))
        except RuntimeError:  # an error raised without its request (httpx leaves it unset)
            pass
    reason = _root_reason(exc)
    reason = reason[:1].lower() + reason[1:]
    if isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout)):
        return f"proctor: could not reach {url} ({reason}) — is the Proctor server running?"
    return f"proctor: no answer from {url} ({reason})"


def _root_reason(exc: BaseException) -> str:
    """The operating system's words for the OSError under ``exc`` ("Connection refused", where
    the async transport says "All connection attempts failed" and asyncio "Connect call failed"),
    the resolver's for a lookup ("Name or service not known"), else ``exc``'s own."""
    cause: BaseException | None = exc
    seen: set[int] = set()  # a chain can loop: an error raised again while it was being handled
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        if isinstance(cause, OSError) and isinstance(cause.errno, int) and cause.errno > 0:
            return os.strerror(cause.errno)
        if isinstance(cause, OSError) and cause.strerror:  # socket.gaierror: a negative errno
            return cause.strerror
        cause = cause.__cause__ or cause.__context__
    return re.sub(r"^\[Errno -?\d+\]\s*", "", str(exc)) or type(exc).__name__


def retry_delay(retry_index: int, rand: float) -> float:
    """Full jitter: uniform in [0, min(8 s, 0.5 s x 2^retry_index)); ``rand`` in [0, 1)."""
    return rand * min(MAX_RETRY_DELAY, INITIAL_RETRY_DELAY * 2.0**retry_index)


def parse_retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds from a ``Retry-After`` header: delta-seconds or an HTTP date."""
    if value is None:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        seconds = when.timestamp() - (time.time() if now is None else now)
    if math.isnan(seconds) or math.isinf(seconds):
        return None
    return max(0.0, seconds)


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, pydantic.BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(value, Mapping):
        return {str(k): _to_jsonable(v) for k, v in value.items() if not isinstance(v, NotGiven)}
    if isinstance(value, (list, tuple)):
        return [_to_jsonable(v) for v in value]
    return value


def _query_value(value: Any) -> Any:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


def _redact(headers: httpx.Headers) -> dict[str, str]:
    return {k: ("<redacted>" if k.lower() in REDACTED_HEADERS else v) for k, v in headers.items()}


_CREDENTIAL_SHAPES = {
    "agent_key": (re.compile(r"agent_key_(live|test)_\S+"), "agent_key_live_… or agent_key_test_… (is this a personal token? pass it as token)"),
    "token": (re.compile(r"service_pat_[a-z]+_\S+"), "service_pat_live_… (is this an agent key? pass it as agent_key)"),
    "device_token": (re.compile(r"device_token_\S+"), "device_token_… (the token devices.register answers once)"),
}


def _validate_credential(name: str, value: str | None) -> str | None:
    if value is None:
        return None
    pattern, shape = _CREDENTIAL_SHAPES[name]
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise ValueError(f"proctor: {name} must look like {shape}")
    return value


def _env(name: str) -> str | None:
    value = os.environ.get(name, "").strip()
    return value or None


def _normalize_base_url(value: str) -> str:
    """The server's root; a trailing ``/api/v1`` or ``/api`` is accepted and dropped."""
    parts = urlsplit(value) if isinstance(value, str) else None
    if parts is None or parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"proctor: base_url must be an absolute http(s) URL, got {value!r}")
    if parts.query or parts.fragment:
        raise ValueError(f"proctor: base_url must not carry a query or fragment, got {value!r}")
    path = re.sub(r"/api(/v1)?$", "", parts.path.rstrip("/"))
    return f"{parts.scheme}://{parts.netloc}{path}"


def _attach_request_id(result: Any, response: httpx.Response) -> None:
    if isinstance(result, pydantic.BaseModel) and hasattr(result, "_request_id"):
        result._request_id = response.headers.get("x-request-id")


@dataclass(frozen=True)
class Exchange:
    """The successful end of one logical call: the last attempt's response with its body read."""

    response: httpx.Response
    body: bytes
    attempts: int
    idempotency_key: str | None


class BaseClient(Generic[_HttpxClientT]):
    """Options, request building, error mapping: everything the two request loops share."""

    _client: _HttpxClientT
    agent_key: str | None
    token: str | None
    device_token: str | None
    base_url: str
    max_retries: int
    timeout: float

    def __init__(
        self,
        *,
        agent_key: str | None,
        token: str | None,
        device_token: str | None,
        base_url: str | None,
        max_retries: int | None,
        timeout: float | None,
        default_headers: Mapping[str, str] | None,
        on_retry: Callable[[RetryEvent], Any] | None,
        logger_: logging.Logger | None,
    ) -> None:
        # An explicit value beats the environment, which beats the default.
        self.agent_key = _validate_credential("agent_key", agent_key if agent_key is not None else _env("PROCTOR_AGENT_KEY"))
        self.token = _validate_credential("token", token if token is not None else _env("PROCTOR_TOKEN"))
        self.device_token = _validate_credential(
            "device_token", device_token if device_token is not None else _env("PROCTOR_DEVICE_TOKEN")
        )
        self.base_url = _normalize_base_url(
            base_url if base_url is not None else _env("PROCTOR_BASE_URL") or DEFAULT_BASE_URL
        )
        if max_retries is None:
            max_retries = DEFAULT_MAX_RETRIES
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
            raise ValueError(f"proctor: max_retries must be an integer >= 0, got {max_retries!r}")
        self.max_retries = max_retries
        if timeout is None:
            timeout = DEFAULT_TIMEOUT
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout > 0 or math.isinf(timeout):
            raise ValueError(f"proctor: timeout must be a positive number of seconds, got {timeout!r}")
        self.timeout = float(timeout)
        self.default_headers = dict(default_headers or {})
        self.on_retry = on_retry
        self._logger = logger_ or logger
        origin = urlsplit(self.base_url)
        self._origin = f"{origin.scheme}://{origin.netloc}"
        # Swappable in tests: the source of jitter and the monotonic clock.
        self._random: Callable[[], float] = random.random
        self._clock: Callable[[], float] = time.monotonic

    def _options(self) -> dict[str, Any]:
        """Every option as this client holds it, for ``with_options``: the copy keeps all it does not change."""
        return {
            "agent_key": self.agent_key,
            "token": self.token,
            "device_token": self.device_token,
            "base_url": self.base_url,
            "max_retries": self.max_retries,
            "timeout": self.timeout,
            "http_client": self._client,
            "default_headers": self.default_headers,
            "on_retry": self.on_retry,
            "logger": self._logger,
        }

    def _copy_test_hooks(self, copy: BaseClient[Any]) -> None:
        copy._random, copy._clock = self._random, self._clock

    # -- building -------------------------------------------------------------------------------

    def _url(self, path: str) -> str:
        return path if _absolute(path) else self.base_url + path

    def _auth_headers(self, options: RequestOptions) -> dict[str, str]:
        """The credential for this call: the first of the operation's schemes that the client holds.

        The caller's own ``Authorization`` (in ``extra_headers``) wins. A session cookie (sent by the
        caller, or kept by the HTTP client after ``auth.login``) goes with ``Origin`` and no bearer
        credential, which would win over it on the server.
        """
        given = {name.lower() for name in options.headers}
        if "authorization" in given:
            return {}
        if not options.security:
            return {} if _absolute(options.path) else {"Origin": self._origin}
        has_cookie = "cookie" in given or bool(self._client.cookies.get(SESSION_COOKIE))
        for scheme in options.security:
            if scheme == "agentKey" and self.agent_key:
                return {"Authorization": f"Bearer {self.agent_key}"}
            if scheme == "personalToken" and self.token:
                return {"Authorization": f"Bearer {self.token}"}
            if scheme == "deviceToken" and self.device_token:
                return {"Authorization": f"Bearer {self.device_token}"}
            if scheme == "sessionCookie" and has_cookie:
                return {"Origin": self._origin}
        wanted = {
            "agentKey": "an agent key (agent_key or PROCTOR_AGENT_KEY)",
            "personalToken": "a personal access token (token or PROCTOR_TOKEN)",
            "sessionCookie": "a signed-in session (auth.login, or its cookie in extra_headers)",
            "deviceToken": "a device's token (device_token or PROCTOR_DEVICE_TOKEN)",
        }
        raise ProctorError(
            f"{options.method} {options.path} needs "
            + " or ".join(wanted[s] for s in options.security if s in wanted)
            + "; none was configured",
            kind="unauthorized",
            code="missing_credential",
            attempts=0,
            idempotency_key=next((v for k, v in options.headers.items() if k.lower() == "idempotency-key"), None),
        )

    def _build_headers(self, options: RequestOptions) -> dict[str, str]:
        headers = {
            "Accept": "application/json",
            **IDENTITY_HEADERS,
            # The client's own headers are for the API, not for a signed URL (maybe another host's).
            **({} if _absolute(options.path) else self.default_headers),
            **self._auth_headers(options),
        }
        headers.update(options.headers)
        return headers

    def _build_request(self, options: RequestOptions, headers: Mapping[str, str], timeout: float) -> httpx.Request:
        params = None
        if options.params:
            params = {k: _query_value(v) for k, v in options.params.items() if v is not None and not isinstance(v, NotGiven)}
        content = None
        if options.json_body is not None:
            content = json.dumps(_to_jsonable(options.json_body), separators=(",", ":"), ensure_ascii=False).encode()
            headers = {**headers, "Content-Type": "application/json"}
        request = self._client.build_request(
            options.method,
            self._url(options.path),
            params=params,
            content=content,
            headers=headers,
            timeout=httpx.Timeout(max(timeout, 0.001)),
        )
        if _absolute(options.path):
            # A signed URL is its own credential: not the session the client keeps (auth.login).
            request.headers.pop("cookie", None)
        return request

    # -- results --------------------------------------------------------------------------------

    def _error_from_response(
        self, response: httpx.Response, body: bytes, attempts: int, idempotency_key: str | None
    ) -> ProctorError:
        status = response.status_code
        parsed: Any
        try:
            parsed = json.loads(body) if body else None
        except ValueError:
            parsed = body.decode("utf-8", "replace")
        envelope = parsed.get("error") if isinstance(parsed, dict) else None
        envelope = envelope if isinstance(envelope, dict) else {}
        code = envelope.get("code") if isinstance(envelope.get("code"), str) else None
        message = envelope.get("message") if isinstance(envelope.get("message"), str) else None
        request_id = response.headers.get("x-request-id") or (
            envelope.get("request_id") if isinstance(envelope.get("request_id"), str) else None
        )
        details = envelope.get("details") if isinstance(envelope.get("details"), list) else None
        return ProctorError(
            message or f"HTTP {status} {response.reason_phrase}".strip(),
            kind=kind_for(status, code),
            status=status,
            code=code,
            request_id=request_id,
            retry_after=parse_retry_after(response.headers.get("retry-after")),
            attempts=attempts,
            idempotency_key=idempotency_key,
            details=details,
            headers=response.headers,
            body=parsed,
        )

    def _process_success(
        self,
        response: httpx.Response,
        body: bytes,
        cast_to: Callable[[Any], ResponseT],
        attempts: int,
        idempotency_key: str | None,
    ) -> ResponseT:
        request_id = response.headers.get("x-request-id")
        if response.status_code == 204 or not body:
            return cast_to(None)
        try:
            parsed = json.loads(body)
        except ValueError:
            raise ProctorError(
                f"The server answered {response.status_code} with a body that is not JSON",
                kind="invalid_response",
                status=response.status_code,
                request_id=request_id,
                attempts=attempts,
                idempotency_key=idempotency_key,
                headers=response.headers,
                body=body.decode("utf-8", "replace"),
            ) from None
        try:
            return cast_to(parsed)
        except pydantic.ValidationError as exc:
            raise ProctorError(
                f"The server's answer does not match the documented shape: {exc}",
                kind="invalid_response",
                status=response.status_code,
                request_id=request_id,
                attempts=attempts,
                idempotency_key=idempotency_key,
                headers=response.headers,
                body=parsed,
            ) from exc

    @staticmethod
    def _answered(options: RequestOptions, response: httpx.Response) -> bool:
        """Whether an attempt's response ends the call with success: a 2xx, or the 3xx a redirect asks for."""
        return response.is_success or (options.redirect and 300 <= response.status_code < 400)

    @staticmethod
    def _left_open(options: RequestOptions, response: httpx.Response) -> bool:
        """Whether the body is not read: a redirect's (its Location is the answer), or a stream's 2xx."""
        return (options.redirect and 300 <= response.status_code < 400) or (options.stream and response.is_success)

    def _location(self, exchange: Exchange, options: RequestOptions) -> str:
        """A redirect's Location as an absolute URL."""
        location = exchange.response.headers.get("location")
        if not location:
            raise ProctorError(
                f"{options.method} {options.path} answered {exchange.response.status_code} without a Location",
                kind="invalid_response",
                status=exchange.response.status_code,
                request_id=exchange.response.headers.get("x-request-id"),
                attempts=exchange.attempts,
                headers=exchange.response.headers,
            )
        return str(exchange.response.url.join(location))

    def _followed(self, options: RequestOptions, url: str, started: float) -> RequestOptions:
        """The GET of a redirect's URL: no credential, the call's budget less what the redirect took."""
        timeout = self.timeout if options.timeout is None else options.timeout
        remaining = max(timeout - (self._clock() - started), 0.001)
        return RequestOptions(method="GET", path=url, headers={"Accept": "*/*"}, stream=True, timeout=remaining, max_retries=options.max_retries)

    def _parse_exchange(self, exchange: Exchange, cast_to: Callable[[Any], ResponseT]) -> ResponseT:
        return self._process_success(exchange.response, exchange.body, cast_to, exchange.attempts, exchange.idempotency_key)

    def _raw_response(self, exchange: Exchange, cast_to: Callable[[Any], ResponseT]) -> APIResponse[ResponseT]:
        """``with_raw_response``'s answer: the response now, the parsed result on ``.parse()``."""

        def parse() -> ResponseT:
            result = self._parse_exchange(exchange, cast_to)
            _attach_request_id(result, exchange.response)
            return result

        return APIResponse(exchange.response, parse, attempts=exchange.attempts, idempotency_key=exchange.idempotency_key)

    def _timeout_error(self, options: RequestOptions, timeout: float, attempts: int, idem: str | None) -> ProctorError:
        return ProctorError(
            f"{options.method} {_shown(options.path)} did not complete within {timeout:g} s",
            kind="network",
            code="timeout",
            attempts=attempts,
            idempotency_key=idem,
        )

    def _network_error(self, exc: Exception, attempts: int, idem: str | None) -> ProctorError:
        error = ProctorError(
            network_error_message(exc, self.base_url),
            kind="network",
            attempts=attempts,
            idempotency_key=idem,
        )
        error.__cause__ = exc
        return error

    def _next_delay(self, retry_index: int, error: ProctorError) -> float:
        """Retry-After on a 429 as sent (not capped at 8 s); otherwise the full-jitter backoff."""
        if error.status == 429 and error.retry_after is not None:
            return error.retry_after
        return retry_delay(retry_index, self._random())

    def _log_attempt(self, request: httpx.Request, attempt: int) -> None:
        if self._logger.isEnabledFor(logging.DEBUG):
            self._logger.debug(
                "proctor: %s %s attempt %d headers=%s", request.method, _shown(str(request.url)), attempt, _redact(request.headers)
            )


class SyncAPIClient(BaseClient[httpx.Client]):
    def __init__(
        self,
        *,
        agent_key: str | None = None,
        token: str | None = None,
        device_token: str | None = None,
        base_url: str | None = None,
        max_retries: int | None = None,
        timeout: float | None = None,
        http_client: httpx.Client | None = None,
        default_headers: Mapping[str, str] | None = None,
        on_retry: Callable[[RetryEvent], Any] | None = None,
        logger: logging.Logger | None = None,
    ) -> None:
        if http_client is not None and not isinstance(http_client, httpx.Client):
            raise TypeError(f"proctor: http_client must be an httpx.Client, got {type(http_client).__name__}")
        self._client = http_client or httpx.Client(follow_redirects=False)
        self._owns_client = http_client is None
        super().__init__(
            agent_key=agent_key,
            token=token,
            device_token=device_token,
            base_url=base_url,
            max_retries=max_retries,
            timeout=timeout,
            default_headers=default_headers,
            on_retry=on_retry,
            logger_=logger,
        )
        self._sleep: Callable[[float], None] = time.sleep

    def with_options(self: _SyncT, **changes: Any) -> _SyncT:
        """A copy of this client with some options changed (e.g. ``agent_key=`` another agent's);
        every other option is kept, and the copy shares this client's HTTP connection pool (closing
        the copy leaves it open)."""
        copy = type(self)(**{**self._options(), **changes})
        self._copy_test_hooks(copy)
        copy._sleep = self._sleep
        return copy

    def close(self) -> None:
        """Close the underlying HTTP client (only when the SDK created it)."""
        if self._owns_client:
            self._client.close()

    def __enter__(self: _SyncT) -> _SyncT:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def request(self, options: RequestOptions, cast_to: Callable[[Any], ResponseT]) -> ResponseT:
        """One logical call (with its retries); the result carries the response's request id.

        Called through ``with_raw_response`` (the marker header in ``options``), it returns an
        :class:`APIResponse` instead, whose ``parse()`` gives that result.
        """
        options, raw = take_raw_marker(options)
        exchange = self.send_with_retries(options)
        if raw:
            return self._raw_response(exchange, cast_to)  # type: ignore[return-value]
        result = self._parse_exchange(exchange, cast_to)
        _attach_request_id(result, exchange.response)
        return result

    def request_with_response(
        self, options: RequestOptions, cast_to: Callable[[Any], ResponseT]
    ) -> tuple[ResponseT, httpx.Response]:
        exchange = self.send_with_retries(options)
        return self._parse_exchange(exchange, cast_to), exchange.response

    def request_binary(self, options: RequestOptions) -> BinaryResponse:
        """One logical call (with its retries) that answers a file: its bytes, not JSON."""
        return BinaryResponse(self.send_with_retries(options).response)

    def request_location(self, options: RequestOptions) -> str:
        """A call that answers a redirect (``x-sdk.redirect``): its Location, not followed."""
        return self._location(self.send_with_retries(replace(options, redirect=True)), options)

    def request_redirected(self, options: RequestOptions) -> StreamedBinaryResponse:
        """A redirect followed by hand: its Location, then a GET of it with no credential and none
        of ``extra_headers`` (a signed URL is its own credential, maybe another host's), answered
        once its headers arrive, the body left to stream (``iter_bytes``) and close."""
        started = self._clock()
        url = self.request_location(options)
        return StreamedBinaryResponse(self.send_with_retries(self._followed(options, url, started)).response)

    def send_with_retries(self, options: RequestOptions) -> Exchange:
        """Every attempt of one call, up to a 2xx answer (returned, body read) or an error (raised)."""
        timeout = self.timeout if options.timeout is None else options.timeout
        max_retries = self.max_retries if options.max_retries is None else options.max_retries
        deadline = self._clock() + timeout
        headers = self._build_headers(options)
        idem = next((v for k, v in headers.items() if k.lower() == IDEMPOTENCY_HEADER.lower()), None)
        attempts = 0
        while True:
            remaining = deadline - self._clock()
            if remaining <= 0:
                raise self._timeout_error(options, timeout, attempts, idem)
            request = self._build_request(options, headers, remaining)
            attempts += 1
            self._log_attempt(request, attempts)
            try:
                response = self._client.send(request, stream=True)
                if self._left_open(options, response):
                    if options.redirect:
                        response.close()
                    return Exchange(response, b"", attempts, idem)
                try:
                    chunks = []
                    for chunk in response.iter_bytes():
                        chunks.append(chunk)
                        if self._clock() >= deadline:
                            raise httpx.ReadTimeout("overall timeout while reading the body", request=request)
                    body = b"".join(chunks)
                    # What Response.read() stores, so .content/.text/.json() work on the response
                    # that with_raw_response hands out (the async loop's aread() does the same).
                    response._content = body
                finally:
                    response.close()
            except httpx.TimeoutException as exc:
                if self._clock() >= deadline - 0.001:
                    raise self._timeout_error(options, timeout, attempts, idem) from exc
                error = self._network_error(exc, attempts, idem)
                status = None
            except httpx.TransportError as exc:
                error = self._network_error(exc, attempts, idem)
                status = None
            else:
                if self._answered(options, response):
                    return Exchange(response, body, attempts, idem)
                error = self._error_from_response(response, body, attempts, idem)
                status = response.status_code
            if attempts > max_retries or not should_retry(options.method, headers, status):
                raise error
            delay = self._next_delay(attempts - 1, error)
            # Never wait past the deadline: a wait that would use up the time left ends the call
            # now, with the error that asked for it (its retry_after says when to come back).
            if self._clock() + delay >= deadline:
                raise error
            if self.on_retry is not None:
                self.on_retry(RetryEvent(options.method, _shown(str(request.url)), attempts, delay, error))
            self._logger.debug("proctor: retrying %s %s in %.3f s (%s)", options.method, _shown(options.path), delay, error.message)
            self._sleep(delay)


class AsyncAPIClient(BaseClient[httpx.AsyncClient]):
    def __init__(
        self,
        *,
        agent_key: str | None = None,
        token: str | None = None,
        device_token: str | None = None,
        base_url: str | None = None,
        max_retries: int | None = None,
        timeout: float | None = None,
        http_client: httpx.AsyncClient | None = None,
        default_headers: Mapping[str, str] | None = None,
        on_retry: Callable[[RetryEvent], Any] | None = None,
        logger: logging.Logger | None = None,
    ) -> None:
        if http_client is not None and not isinstance(http_client, httpx.AsyncClient):
            raise TypeError(f"proctor: http_client must be an httpx.AsyncClient, got {type(http_client).__name__}")
        self._client = http_client or httpx.AsyncClient(follow_redirects=False)
        self._owns_client = http_client is None
        super().__init__(
            agent_key=agent_key,
            token=token,
            device_token=device_token,
            base_url=base_url,
            max_retries=max_retries,
            timeout=timeout,
            default_headers=default_headers,
            on_retry=on_retry,
            logger_=logger,
        )
        # Never a blocking sleep: the event loop's own, cancellable.
        self._sleep: Callable[[float], Awaitable[None]] = asyncio.sleep

    def with_options(self: _AsyncT, **changes: Any) -> _AsyncT:
        """A copy of this client with some options changed (e.g. ``agent_key=`` another agent's);
        every other option is kept, and the copy shares this client's HTTP connection pool (closing
        the copy leaves it open)."""
        copy = type(self)(**{**self._options(), **changes})
        self._copy_test_hooks(copy)
        copy._sleep = self._sleep
        return copy

    async def close(self) -> None:
        """Close the underlying HTTP client (only when the SDK created it)."""
        if self._owns_client:
            await self._client.aclose()

    async def __aenter__(self: _AsyncT) -> _AsyncT:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def request(self, options: RequestOptions, cast_to: Callable[[Any], ResponseT]) -> ResponseT:
        """One logical call (with its retries); the result carries the response's request id.

        Called through ``with_raw_response`` (the marker header in ``options``), it returns an
        :class:`APIResponse` instead, whose ``parse()`` gives that result.
        """
        options, raw = take_raw_marker(options)
        exchange = await self.send_with_retries(options)
        if raw:
            return self._raw_response(exchange, cast_to)  # type: ignore[return-value]
        result = self._parse_exchange(exchange, cast_to)
        _attach_request_id(result, exchange.response)
        return result

    async def _send(self, request: httpx.Request, options: RequestOptions) -> tuple[httpx.Response, bytes]:
        response = await self._client.send(request, stream=True)
        if self._left_open(options, response):
            if options.redirect:
                await response.aclose()
            return response, b""
        try:
            body = await response.aread()
        finally:
            await response.aclose()
        return response, body

    async def request_with_response(
        self, options: RequestOptions, cast_to: Callable[[Any], ResponseT]
    ) -> tuple[ResponseT, httpx.Response]:
        exchange = await self.send_with_retries(options)
        return self._parse_exchange(exchange, cast_to), exchange.response

    async def request_binary(self, options: RequestOptions) -> BinaryResponse:
        """One logical call (with its retries) that answers a file: its bytes, not JSON."""
        return BinaryResponse((await self.send_with_retries(options)).response)

    async def request_location(self, options: RequestOptions) -> str:
        """A call that answers a redirect (``x-sdk.redirect``): its Location, not followed."""
        return self._location(await self.send_with_retries(replace(options, redirect=True)), options)

    async def request_redirected(self, options: RequestOptions) -> AsyncStreamedBinaryResponse:
        """``SyncAPIClient.request_redirected``, its body read with ``async for`` (``iter_bytes``)."""
        started = self._clock()
        url = await self.request_location(options)
        return AsyncStreamedBinaryResponse((await self.send_with_retries(self._followed(options, url, started))).response)

    async def send_with_retries(self, options: RequestOptions) -> Exchange:
        """Every attempt of one call, up to a 2xx answer (returned, body read) or an error (raised)."""
        timeout = self.timeout if options.timeout is None else options.timeout
        max_retries = self.max_retries if options.max_retries is None else options.max_retries
        deadline = self._clock() + timeout
        headers = self._build_headers(options)
        idem = next((v for k, v in headers.items() if k.lower() == IDEMPOTENCY_HEADER.lower()), None)
        attempts = 0
        while True:
            remaining = deadline - self._clock()
            if remaining <= 0:
                raise self._timeout_error(options, timeout, attempts, idem)
            request = self._build_request(options, headers, remaining)
            attempts += 1
            self._log_attempt(request, attempts)
            try:
                response, body = await asyncio.wait_for(self._send(request, options), remaining)
            except (asyncio.TimeoutError, httpx.TimeoutException) as exc:
                if self._clock() >= deadline - 0.001 or isinstance(exc, asyncio.TimeoutError):
                    raise self._timeout_error(options, timeout, attempts, idem) from exc
                error = self._network_error(exc, attempts, idem)
                status = None
            except httpx.TransportError as exc:
                error = self._network_error(exc, attempts, idem)
                status = None
            else:
                if self._answered(options, response):
                    return Exchange(response, body, attempts, idem)
                error = self._error_from_response(response, body, attempts, idem)
                status = response.status_code
            if attempts > max_retries or not should_retry(options.method, headers, status):
                raise error
            delay = self._next_delay(attempts - 1, error)
            # Never wait past the deadline: a wait that would use up the time left ends the call
            # now, with the error that asked for it (its retry_after says when to come back).
            if self._clock() + delay >= deadline:
                raise error
            if self.on_retry is not None:
                result = self.on_retry(RetryEvent(options.method, _shown(str(request.url)), attempts, delay, error))
                if inspect.isawaitable(result):
                    await result
            self._logger.debug("proctor: retrying %s %s in %.3f s (%s)", options.method, _shown(options.path), delay, error.message)
            await self._sleep(delay)


_SyncT = TypeVar("_SyncT", bound=SyncAPIClient)
_AsyncT = TypeVar("_AsyncT", bound=AsyncAPIClient)
