# GENERATED FILE, DO NOT EDIT. The ``approvals`` resource: one method per API operation, synchronous and asynchronous.
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


class Approvals:
    """``client.approvals``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ApprovalsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ApprovalsWithRawResponse(self)

    def approve(
        self,
        id: str,
        *,
        note: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Approval:
        """Approve: re-checks budgets and balance now, then executes

        Decided once: an approval already decided, or expired, is 409. For a service request, answers
        when the request has reached its outcome, visible in service_request; for a workflow's approval
        step, completes the step and wakes its run. Audited as `approval.approved`.

        ``POST /api/v1/approvals/{id}/approve`` (operationId ``approvals-approve``).

        Args:
            id: Approval id (apr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/approvals/{_path(id)}/approve",
                params=None,
                json_body=_body({"note": note}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected", "expired"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Approval]:
        """Approvals; filter by status

        The approvals waiting on the agents of your active workspace, of their service requests above a
        threshold and of their workflow runs' approval steps (`kind`) (POST /api/v1/workspaces/switch),
        oldest first (`order=desc`: newest first), a page at a time; `status=pending` gives those
        waiting for a decision. Each holds the service request or the step it gates. An approval is
        approved or rejected by id from any workspace of the organization.

        ``GET /api/v1/approvals`` (operationId ``approvals-list``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/approvals",
                params={"limit": limit, "cursor": cursor, "status": status, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )

    def reject(
        self,
        id: str,
        *,
        reason: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Approval:
        """Reject: the request ends blocked with approval_rejected

        Declines the request waiting for approval: it ends `blocked` with `approval_rejected`, nothing
        is spent, and the hold is released. The reason, if given, becomes the request's detail. A
        workflow's approval step fails instead. Decided once: an approval already decided, or expired,
        is 409. Audited as `approval.rejected`.

        ``POST /api/v1/approvals/{id}/reject`` (operationId ``approvals-reject``).

        Args:
            id: Approval id (apr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/approvals/{_path(id)}/reject",
                params=None,
                json_body=_body({"reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )


class ApprovalsWithRawResponse:
    """``client.with_raw_response.approvals``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Approvals) -> None:
        self._resource = resource
        self.approve = to_raw_response_wrapper(resource.approve)
        self.list = to_raw_response_wrapper(resource.list)
        self.reject = to_raw_response_wrapper(resource.reject)


class AsyncApprovals:
    """``client.approvals``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncApprovalsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncApprovalsWithRawResponse(self)

    async def approve(
        self,
        id: str,
        *,
        note: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Approval:
        """Approve: re-checks budgets and balance now, then executes

        Decided once: an approval already decided, or expired, is 409. For a service request, answers
        when the request has reached its outcome, visible in service_request; for a workflow's approval
        step, completes the step and wakes its run. Audited as `approval.approved`.

        ``POST /api/v1/approvals/{id}/approve`` (operationId ``approvals-approve``).

        Args:
            id: Approval id (apr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/approvals/{_path(id)}/approve",
                params=None,
                json_body=_body({"note": note}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected", "expired"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Approval]:
        """Approvals; filter by status

        The approvals waiting on the agents of your active workspace, of their service requests above a
        threshold and of their workflow runs' approval steps (`kind`) (POST /api/v1/workspaces/switch),
        oldest first (`order=desc`: newest first), a page at a time; `status=pending` gives those
        waiting for a decision. Each holds the service request or the step it gates. An approval is
        approved or rejected by id from any workspace of the organization.

        ``GET /api/v1/approvals`` (operationId ``approvals-list``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/approvals",
                params={"limit": limit, "cursor": cursor, "status": status, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )

    async def reject(
        self,
        id: str,
        *,
        reason: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Approval:
        """Reject: the request ends blocked with approval_rejected

        Declines the request waiting for approval: it ends `blocked` with `approval_rejected`, nothing
        is spent, and the hold is released. The reason, if given, becomes the request's detail. A
        workflow's approval step fails instead. Decided once: an approval already decided, or expired,
        is 409. Audited as `approval.rejected`.

        ``POST /api/v1/approvals/{id}/reject`` (operationId ``approvals-reject``).

        Args:
            id: Approval id (apr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/approvals/{_path(id)}/reject",
                params=None,
                json_body=_body({"reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )


class AsyncApprovalsWithRawResponse:
    """``async_client.with_raw_response.approvals``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncApprovals) -> None:
        self._resource = resource
        self.approve = async_to_raw_response_wrapper(resource.approve)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.reject = async_to_raw_response_wrapper(resource.reject)
