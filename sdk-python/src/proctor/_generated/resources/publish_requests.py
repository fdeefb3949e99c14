# GENERATED FILE, DO NOT EDIT. The ``publish_requests`` resource: one method per API operation, synchronous and asynchronous.
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


class PublishRequests:
    """``client.publish_requests``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PublishRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return PublishRequestsWithRawResponse(self)

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.PublishRequest]:
        """Publish requests; filter by status

        For holders of `publish.manage` (and owners), the organization's review queue
        (`status=pending`); for other members, the requests they made. Requests are made with POST
        /api/v1/workflows/{id}/versions/{versionId}/publish and POST /api/v1/agents/{id}/publish.

        ``GET /api/v1/publish-requests`` (operationId ``publishing-listPublishRequests``).

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
                path="/api/v1/publish-requests",
                params={"limit": limit, "cursor": cursor, "status": status, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PublishRequest),
        )

    def update(
        self,
        id: str,
        *,
        status: Literal["approved", "rejected"],
        notes: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PublishRequest:
        """Approve or reject a publish request

        Needs `publish.manage` (owners hold it), and never by the request's requester (403), unless an
        owner. Approving publishes at once, in the same transaction: a workflow version becomes the
        published one (the version published before it goes back to draft, superseded), an agent is
        listed in the marketplace to its scope. Only a pending request is decided: a second decision is
        409. Audited as `publish.approved` or `publish.rejected`, and `publication.created`.

        ``PATCH /api/v1/publish-requests/{id}`` (operationId ``publishing-decidePublishRequest``).

        Args:
            id: Publish request id (preq_…)
            notes: Why, shown to the requester
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/publish-requests/{_path(id)}",
                params=None,
                json_body=_body({"status": status, "notes": notes}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PublishRequest),
        )


class PublishRequestsWithRawResponse:
    """``client.with_raw_response.publish_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: PublishRequests) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.update = to_raw_response_wrapper(resource.update)


class AsyncPublishRequests:
    """``client.publish_requests``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPublishRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncPublishRequestsWithRawResponse(self)

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.PublishRequest]:
        """Publish requests; filter by status

        For holders of `publish.manage` (and owners), the organization's review queue
        (`status=pending`); for other members, the requests they made. Requests are made with POST
        /api/v1/workflows/{id}/versions/{versionId}/publish and POST /api/v1/agents/{id}/publish.

        ``GET /api/v1/publish-requests`` (operationId ``publishing-listPublishRequests``).

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
                path="/api/v1/publish-requests",
                params={"limit": limit, "cursor": cursor, "status": status, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PublishRequest),
        )

    async def update(
        self,
        id: str,
        *,
        status: Literal["approved", "rejected"],
        notes: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PublishRequest:
        """Approve or reject a publish request

        Needs `publish.manage` (owners hold it), and never by the request's requester (403), unless an
        owner. Approving publishes at once, in the same transaction: a workflow version becomes the
        published one (the version published before it goes back to draft, superseded), an agent is
        listed in the marketplace to its scope. Only a pending request is decided: a second decision is
        409. Audited as `publish.approved` or `publish.rejected`, and `publication.created`.

        ``PATCH /api/v1/publish-requests/{id}`` (operationId ``publishing-decidePublishRequest``).

        Args:
            id: Publish request id (preq_…)
            notes: Why, shown to the requester
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/publish-requests/{_path(id)}",
                params=None,
                json_body=_body({"status": status, "notes": notes}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PublishRequest),
        )


class AsyncPublishRequestsWithRawResponse:
    """``async_client.with_raw_response.publish_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncPublishRequests) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.update = async_to_raw_response_wrapper(resource.update)
