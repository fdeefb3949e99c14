# GENERATED FILE, DO NOT EDIT. The ``publications`` resource: one method per API operation, synchronous and asynchronous.
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


class Publications:
    """``client.publications``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PublicationsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return PublicationsWithRawResponse(self)

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        kind: Literal["workflow", "agent"] | NotGiven = NOT_GIVEN,
        status: Literal["live", "revoked"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Publication]:
        """Publications, live and revoked

        What has been published: holders of `publish.manage` (and owners) see the organization's every
        publication; other members those of workflows they can see and of agents published to the
        organization or to a team they are in. Filter by `kind` and `status`.

        ``GET /api/v1/publications`` (operationId ``publishing-listPublications``).

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
                path="/api/v1/publications",
                params={"limit": limit, "cursor": cursor, "kind": kind, "status": status, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Publication),
        )

    def revoke(
        self,
        id: str,
        *,
        reason: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Publication:
        """Revoke a publication

        Needs `publish.manage` (owners hold it). A workflow version goes back to draft (runs and
        workflow.run without a version then find none published); an agent leaves the marketplace.
        Audited as `publication.revoked` with the reason. A publication already revoked is 409.

        ``POST /api/v1/publications/{id}/revoke`` (operationId ``publishing-revokePublication``).

        Args:
            id: Publication id (pub_…)
            reason: Why, kept in the audit trail
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/publications/{_path(id)}/revoke",
                params=None,
                json_body=_body({"reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Publication),
        )


class PublicationsWithRawResponse:
    """``client.with_raw_response.publications``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Publications) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.revoke = to_raw_response_wrapper(resource.revoke)


class AsyncPublications:
    """``client.publications``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPublicationsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncPublicationsWithRawResponse(self)

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        kind: Literal["workflow", "agent"] | NotGiven = NOT_GIVEN,
        status: Literal["live", "revoked"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Publication]:
        """Publications, live and revoked

        What has been published: holders of `publish.manage` (and owners) see the organization's every
        publication; other members those of workflows they can see and of agents published to the
        organization or to a team they are in. Filter by `kind` and `status`.

        ``GET /api/v1/publications`` (operationId ``publishing-listPublications``).

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
                path="/api/v1/publications",
                params={"limit": limit, "cursor": cursor, "kind": kind, "status": status, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Publication),
        )

    async def revoke(
        self,
        id: str,
        *,
        reason: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Publication:
        """Revoke a publication

        Needs `publish.manage` (owners hold it). A workflow version goes back to draft (runs and
        workflow.run without a version then find none published); an agent leaves the marketplace.
        Audited as `publication.revoked` with the reason. A publication already revoked is 409.

        ``POST /api/v1/publications/{id}/revoke`` (operationId ``publishing-revokePublication``).

        Args:
            id: Publication id (pub_…)
            reason: Why, kept in the audit trail
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/publications/{_path(id)}/revoke",
                params=None,
                json_body=_body({"reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Publication),
        )


class AsyncPublicationsWithRawResponse:
    """``async_client.with_raw_response.publications``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncPublications) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.revoke = async_to_raw_response_wrapper(resource.revoke)
