# GENERATED FILE, DO NOT EDIT. The ``audit_logs`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path
from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class AuditLogs:
    """``client.audit_logs``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AuditLogsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AuditLogsWithRawResponse(self)

    def list(
        self,
        *,
        agent_id: str | NotGiven = NOT_GIVEN,
        action: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        target_id: str | NotGiven = NOT_GIVEN,
        from_: str | NotGiven = NOT_GIVEN,
        to: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.AuditEntry]:
        """The organization's audit trail, in chain order

        Every audited event of the organization in the order of its hash chain (`seq`), a page at a time
        (`order=desc`: the newest first); filter by action, agent, mode, target or time. Each entry
        holds the hash of the one before it, so a removed or altered entry shows (GET
        /api/v1/audit-logs/verify). People's changes are chained at once; dispatch entries are chained
        by a sealer within a second, and this list seals what is pending first. The cursor is the last
        `seq` read.

        ``GET /api/v1/audit-logs`` (operationId ``auditLogs-list``).

        Args:
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/audit-logs",
                params={
                    "agent_id": agent_id,
                    "action": action,
                    "mode": mode,
                    "target_id": target_id,
                    "from": from_,
                    "to": to,
                    "limit": limit,
                    "cursor": cursor,
                    "order": order,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AuditEntry),
        )

    def verify(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AuditVerification:
        """Recompute the organization's hash chain

        Recomputes every entry's hash from the one before it and its content, from the first entry on:
        `valid` when all match, otherwise the `seq` of the first that does not.

        ``GET /api/v1/audit-logs/verify`` (operationId ``auditLogs-verify``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/audit-logs/verify",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AuditVerification),
        )


class AuditLogsWithRawResponse:
    """``client.with_raw_response.audit_logs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AuditLogs) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.verify = to_raw_response_wrapper(resource.verify)


class AsyncAuditLogs:
    """``client.audit_logs``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAuditLogsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAuditLogsWithRawResponse(self)

    def list(
        self,
        *,
        agent_id: str | NotGiven = NOT_GIVEN,
        action: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        target_id: str | NotGiven = NOT_GIVEN,
        from_: str | NotGiven = NOT_GIVEN,
        to: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.AuditEntry]:
        """The organization's audit trail, in chain order

        Every audited event of the organization in the order of its hash chain (`seq`), a page at a time
        (`order=desc`: the newest first); filter by action, agent, mode, target or time. Each entry
        holds the hash of the one before it, so a removed or altered entry shows (GET
        /api/v1/audit-logs/verify). People's changes are chained at once; dispatch entries are chained
        by a sealer within a second, and this list seals what is pending first. The cursor is the last
        `seq` read.

        ``GET /api/v1/audit-logs`` (operationId ``auditLogs-list``).

        Args:
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/audit-logs",
                params={
                    "agent_id": agent_id,
                    "action": action,
                    "mode": mode,
                    "target_id": target_id,
                    "from": from_,
                    "to": to,
                    "limit": limit,
                    "cursor": cursor,
                    "order": order,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AuditEntry),
        )

    async def verify(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AuditVerification:
        """Recompute the organization's hash chain

        Recomputes every entry's hash from the one before it and its content, from the first entry on:
        `valid` when all match, otherwise the `seq` of the first that does not.

        ``GET /api/v1/audit-logs/verify`` (operationId ``auditLogs-verify``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/audit-logs/verify",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AuditVerification),
        )


class AsyncAuditLogsWithRawResponse:
    """``async_client.with_raw_response.audit_logs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAuditLogs) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.verify = async_to_raw_response_wrapper(resource.verify)
