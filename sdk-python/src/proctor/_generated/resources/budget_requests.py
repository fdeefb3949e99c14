# GENERATED FILE, DO NOT EDIT. The ``budget_requests`` resource: one method per API operation, synchronous and asynchronous.
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


class BudgetRequests:
    """``client.budget_requests``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> BudgetRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return BudgetRequestsWithRawResponse(self)

    def create(
        self,
        *,
        team_id: str,
        amount_cents: int,
        reason: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.BudgetRequest:
        """Ask for an allocation from a team pool

        A worker of the team asks for amount_cents of its pool, for themselves; the team's manager or an
        organization admin approves or rejects it (PATCH /api/v1/budget-requests/{id}). The team's
        managers are refused (403: allocations go to workers, and a manager allocates them with POST
        /api/v1/teams/{id}/workers/{userId}/budget/allocate), as is someone outside the team. Audited as
        `budget_request.created`.

        ``POST /api/v1/budget-requests`` (operationId ``budgetRequests-create``).

        Args:
            team_id: Team id (team_…)
            amount_cents: Cents of the team pool asked for
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/budget-requests",
                params=None,
                json_body=_body({"team_id": team_id, "amount_cents": amount_cents, "reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.BudgetRequest),
        )

    def decide(
        self,
        id: str,
        *,
        status: Literal["approved", "rejected"],
        notes: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.BudgetRequest:
        """Approve or reject a budget request

        By the team's manager or an organization admin, never by the requester (403). Approving
        allocates amount_cents of the team pool to the requester in the same transaction, as POST
        /api/v1/teams/{id}/workers/{userId}/budget/allocate does: a pool with too little unallocated is
        409 `insufficient_pool` and the request stays pending. A request already decided is 409
        `conflict`, and of two concurrent decisions one wins. Audited as `budget_request.approved` or
        `budget_request.rejected`.

        ``PATCH /api/v1/budget-requests/{id}`` (operationId ``budgetRequests-decide``).

        Args:
            id: Budget request id (bgr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/budget-requests/{_path(id)}",
                params=None,
                json_body=_body({"status": status, "notes": notes}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.BudgetRequest),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected"] | NotGiven = NOT_GIVEN,
        team_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.BudgetRequest]:
        """Budget requests you may see or decide

        Oldest first, filtered by status and team. Organization admins see every team's requests; a
        team's manager sees that team's; everyone sees their own.

        ``GET /api/v1/budget-requests`` (operationId ``budgetRequests-list``).

        Args:
            limit: Page size, 1 to 100
            team_id: Team id (team_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/budget-requests",
                params={"limit": limit, "cursor": cursor, "status": status, "team_id": team_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.BudgetRequest),
        )


class BudgetRequestsWithRawResponse:
    """``client.with_raw_response.budget_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: BudgetRequests) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.decide = to_raw_response_wrapper(resource.decide)
        self.list = to_raw_response_wrapper(resource.list)


class AsyncBudgetRequests:
    """``client.budget_requests``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncBudgetRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncBudgetRequestsWithRawResponse(self)

    async def create(
        self,
        *,
        team_id: str,
        amount_cents: int,
        reason: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.BudgetRequest:
        """Ask for an allocation from a team pool

        A worker of the team asks for amount_cents of its pool, for themselves; the team's manager or an
        organization admin approves or rejects it (PATCH /api/v1/budget-requests/{id}). The team's
        managers are refused (403: allocations go to workers, and a manager allocates them with POST
        /api/v1/teams/{id}/workers/{userId}/budget/allocate), as is someone outside the team. Audited as
        `budget_request.created`.

        ``POST /api/v1/budget-requests`` (operationId ``budgetRequests-create``).

        Args:
            team_id: Team id (team_…)
            amount_cents: Cents of the team pool asked for
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/budget-requests",
                params=None,
                json_body=_body({"team_id": team_id, "amount_cents": amount_cents, "reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.BudgetRequest),
        )

    async def decide(
        self,
        id: str,
        *,
        status: Literal["approved", "rejected"],
        notes: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.BudgetRequest:
        """Approve or reject a budget request

        By the team's manager or an organization admin, never by the requester (403). Approving
        allocates amount_cents of the team pool to the requester in the same transaction, as POST
        /api/v1/teams/{id}/workers/{userId}/budget/allocate does: a pool with too little unallocated is
        409 `insufficient_pool` and the request stays pending. A request already decided is 409
        `conflict`, and of two concurrent decisions one wins. Audited as `budget_request.approved` or
        `budget_request.rejected`.

        ``PATCH /api/v1/budget-requests/{id}`` (operationId ``budgetRequests-decide``).

        Args:
            id: Budget request id (bgr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/budget-requests/{_path(id)}",
                params=None,
                json_body=_body({"status": status, "notes": notes}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.BudgetRequest),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected"] | NotGiven = NOT_GIVEN,
        team_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.BudgetRequest]:
        """Budget requests you may see or decide

        Oldest first, filtered by status and team. Organization admins see every team's requests; a
        team's manager sees that team's; everyone sees their own.

        ``GET /api/v1/budget-requests`` (operationId ``budgetRequests-list``).

        Args:
            limit: Page size, 1 to 100
            team_id: Team id (team_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/budget-requests",
                params={"limit": limit, "cursor": cursor, "status": status, "team_id": team_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.BudgetRequest),
        )


class AsyncBudgetRequestsWithRawResponse:
    """``async_client.with_raw_response.budget_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncBudgetRequests) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.decide = async_to_raw_response_wrapper(resource.decide)
        self.list = async_to_raw_response_wrapper(resource.list)
