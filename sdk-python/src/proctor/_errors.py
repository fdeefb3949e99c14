from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

import httpx

__all__ = ["ProctorError", "ProctorWaitTimeoutError", "ErrorKind", "kind_for_status"]

ErrorKind = Literal[
    "network",
    "unauthorized",
    "rate_limited",
    "idempotency_conflict",
    "http",
    "invalid_response",
    "timeout",
]
"""What went wrong, in the spec's words ("Client error kinds (single error type)"):

- ``network``: no HTTP response (DNS, refused or reset connection), or the call's overall
  timeout ran out (then ``code == "timeout"``);
- ``unauthorized``: 401 or 403, or no credential configured for the call
  (``code == "missing_credential"``, nothing sent);
- ``rate_limited``: 429 (see ``retry_after``);
- ``idempotency_conflict``: 409;
- ``http``: any other non-2xx status;
- ``invalid_response``: a response the client cannot use: a body that is not JSON, one that does
  not match the documented shape, or a list whose server repeats a cursor
  (``code == "repeated_cursor"``);
- ``timeout``: only :class:`ProctorWaitTimeoutError`, raised when ``create_and_wait`` runs out
  of its polling budget.
"""


def kind_for_status(status: int) -> ErrorKind:
    """The kind of an HTTP status that is not 2xx."""
    if status in (401, 403):
        return "unauthorized"
    if status == 429:
        return "rate_limited"
    if status == 409:
        return "idempotency_conflict"
    return "http"


class ProctorError(Exception):
    """The one error type of the SDK.

    Dispatch outcomes (``blocked``, ``approval_required``, ``failed``) are return values, never
    raised. ``code`` is the server's ``error.code`` (an open set: the spec's codes plus any new
    server code) or a client code: ``timeout``, ``missing_credential``, ``repeated_cursor``,
    ``wait_timeout``.
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
