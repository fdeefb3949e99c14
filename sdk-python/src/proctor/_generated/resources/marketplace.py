# GENERATED FILE, DO NOT EDIT. The ``marketplace`` resource: one method per API operation, synchronous and asynchronous.
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


class MarketplaceListings:
    """``client.marketplace.listings``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> MarketplaceListingsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return MarketplaceListingsWithRawResponse(self)

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        kind: Literal["workflow", "agent"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.MarketplaceListing]:
        """Published agents and workflows you can see

        The live publications visible to you: a workflow (its one published version) when you can see
        the workflow, an agent published to the organization or to a team you are in (admins and owners
        see every agent listed). Filter by `kind`.

        ``GET /api/v1/marketplace/listings`` (operationId ``marketplace-listListings``).

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
                path="/api/v1/marketplace/listings",
                params={"limit": limit, "cursor": cursor, "kind": kind, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.MarketplaceListing),
        )


class Marketplace:
    """``client.marketplace``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def listings(self) -> MarketplaceListings:
        return MarketplaceListings(self._client)

    @cached_property
    def with_raw_response(self) -> MarketplaceWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return MarketplaceWithRawResponse(self)


class MarketplaceListingsWithRawResponse:
    """``client.with_raw_response.marketplace.listings``: each method returns an ``APIResponse``."""

    def __init__(self, resource: MarketplaceListings) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)


class MarketplaceWithRawResponse:
    """``client.with_raw_response.marketplace``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Marketplace) -> None:
        self._resource = resource

    @cached_property
    def listings(self) -> MarketplaceListingsWithRawResponse:
        return MarketplaceListingsWithRawResponse(self._resource.listings)


class AsyncMarketplaceListings:
    """``client.marketplace.listings``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncMarketplaceListingsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncMarketplaceListingsWithRawResponse(self)

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        kind: Literal["workflow", "agent"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.MarketplaceListing]:
        """Published agents and workflows you can see

        The live publications visible to you: a workflow (its one published version) when you can see
        the workflow, an agent published to the organization or to a team you are in (admins and owners
        see every agent listed). Filter by `kind`.

        ``GET /api/v1/marketplace/listings`` (operationId ``marketplace-listListings``).

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
                path="/api/v1/marketplace/listings",
                params={"limit": limit, "cursor": cursor, "kind": kind, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.MarketplaceListing),
        )


class AsyncMarketplace:
    """``client.marketplace``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def listings(self) -> AsyncMarketplaceListings:
        return AsyncMarketplaceListings(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncMarketplaceWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncMarketplaceWithRawResponse(self)


class AsyncMarketplaceListingsWithRawResponse:
    """``async_client.with_raw_response.marketplace.listings``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncMarketplaceListings) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncMarketplaceWithRawResponse:
    """``async_client.with_raw_response.marketplace``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncMarketplace) -> None:
        self._resource = resource

    @cached_property
    def listings(self) -> AsyncMarketplaceListingsWithRawResponse:
        return AsyncMarketplaceListingsWithRawResponse(self._resource.listings)
