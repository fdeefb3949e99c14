from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

import httpx

from ._generated.codes import ErrorCode

__all__ = ["ProctorError", "ProctorWaitTimeoutError", "ErrorKind", "kind_for"]

ErrorKind = Literal[
    "network",
    "unauthorized",
    "rate_limited",
    "idempotency_conflict",
    "conflict",
    "http",
    "invalid_response",
    "timeout",
]
"""What went wrong, as one error type with a kind (docs/sdks.md), chosen by the
server's error code first and by the HTTP status only when the code is unknown:

- ``network``: no HTTP response (DNS, refused or reset connection), or the call's overall
  timeout ran out (then ``code == "timeout"``);
- ``unauthorized``: ``unauthorized`` or ``forbidden`` (else 401 or 403), or no credential
  configured for the call (``code == "missing_credential"``, nothing sent);
- ``rate_limited``: ``rate_limited`` (else 429; see ``retry_after``);
- ``idempotency_conflict``: ``idempotency_conflict``: the Idempotency-Key belongs to another
  request;
- ``conflict``: ``conflict`` (else another 409): the change conflicts with the current state;
- ``http``: any other non-2xx answer;
- ``invalid_response``: a response the client cannot use: a body that is not JSON, one that does
  not match the documented shape, or a list whose server repeats a cursor
  (``code == "repeated_cursor"``);
- ``timeout``: only :class:`ProctorWaitTimeoutError`, raised when ``create_and_wait`` runs out
  of its polling budget.
"""


_KIND_OF_CODE: dict[str, ErrorKind] = {
    ErrorCode.UNAUTHORIZED.value: "unauthorized",
    ErrorCode.FORBIDDEN.value: "unauthorized",
    ErrorCode.RATE_LIMITED.value: "rate_limited",
    ErrorCode.IDEMPOTENCY_CONFLICT.value: "idempotency_conflict",
    ErrorCode.CONFLICT.value: "conflict",
}
_KNOWN_CODES = frozenset(code.value for code in ErrorCode)


def kind_for(status: int, code: str | None) -> ErrorKind:
    """The kind of a non-2xx answer: by its error code when the SDK knows the code, else by its status."""
    if code in _KNOWN_CODES:
        return _KIND_OF_CODE.get(code, "http")
    if status in (401, 403):
        return "unauthorized"
    if status == 429:
        return "rate_limited"
    if status == 409:
        return "conflict"
    return "http"


class ProctorError(Exception):
    """The one error type of the SDK.

    Dispatch outcomes (``blocked``, ``approval_required``, ``failed``) are return values, never
    raised. ``code`` is the server's ``error.code`` (an open set: the codes the server documents
    plus any newer one) or a client code: ``timeout``, ``missing_credential``,
    ``repeated_cursor``, ``wait_timeout``.
    """

    kind: ErrorKind
    message: str
    status: int | None
    code: str | None
    request_id: str | None
    retry_after: float | None
    attempts: int
    idempotency_key: str | None
    details: list[dict[str, Any]] | None
    headers: httpx.Headers | None
    body: Any

    def __init__(
        self,
        message: str,
        *,
        kind: ErrorKind,
        status: int | None = None,
        code: str | None = None,
        request_id: str | None = None,
        retry_after: float | None = None,
        attempts: int = 0,
        idempotency_key: str | None = None,
        details: list[dict[str, Any]] | None = None,
        headers: httpx.Headers | None = None,
        body: Any = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.kind = kind
        self.status = status
        self.code = code
        self.request_id = request_id
        self.retry_after = retry_after
        self.attempts = attempts
        self.idempotency_key = idempotency_key
        self.details = details
        self.headers = headers
        self.body = body

    def __repr__(self) -> str:
        fields = ", ".join(
            f"{name}={value!r}"
            for name, value in (
                ("kind", self.kind),
                ("status", self.status),
                ("code", self.code),
                ("request_id", self.request_id),
                ("attempts", self.attempts),
            )
            if value is not None
        )
        return f"{type(self).__name__}({self.message!r}, {fields})"


StateT = TypeVar("StateT")


class ProctorWaitTimeoutError(ProctorError, Generic[StateT]):
    """``create_and_wait`` ran out of its polling budget; ``last_state`` is the request as last seen."""

    last_state: StateT
    waited: float

    def __init__(
        self,
        message: str,
        *,
        last_state: StateT,
        waited: float,
        request_id: str | None = None,
        idempotency_key: str | None = None,
    ) -> None:
        super().__init__(
            message,
            kind="timeout",
            code="wait_timeout",
            request_id=request_id,
            idempotency_key=idempotency_key,
        )
        self.last_state = last_state
        self.waited = waited
