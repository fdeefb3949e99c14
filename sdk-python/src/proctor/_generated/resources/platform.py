# GENERATED FILE, DO NOT EDIT. The ``platform`` resource: one method per API operation, synchronous and asynchronous.
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


class Platform:
    """``client.platform``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PlatformWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return PlatformWithRawResponse(self)

    def health(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PlatformHealthResponse:
        """Liveness

        Answers as long as the process serves HTTP; does not touch the database.

        ``GET /api/v1/health`` (operationId ``platform-health``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/health",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PlatformHealthResponse),
        )

    def openapi(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> dict[str, Any]:
        """This OpenAPI document

        The OpenAPI 3.1 description of this API, which the official SDKs are generated from and this
        reference renders. Public; the same document for every caller.

        ``GET /api/v1/openapi.json`` (operationId ``platform-openapi``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/openapi.json",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _json,
        )

    def ready(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PlatformReadyResponse:
        """Readiness

        Ready when the database answers; 503 `service_unavailable` otherwise. Also says how memories are
        embedded and searched.

        ``GET /api/v1/ready`` (operationId ``platform-ready``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/ready",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PlatformReadyResponse),
        )


class PlatformWithRawResponse:
    """``client.with_raw_response.platform``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Platform) -> None:
        self._resource = resource
        self.health = to_raw_response_wrapper(resource.health)
        self.openapi = to_raw_response_wrapper(resource.openapi)
        self.ready = to_raw_response_wrapper(resource.ready)


class AsyncPlatform:
    """``client.platform``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPlatformWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncPlatformWithRawResponse(self)

    async def health(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PlatformHealthResponse:
        """Liveness

        Answers as long as the process serves HTTP; does not touch the database.

        ``GET /api/v1/health`` (operationId ``platform-health``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/health",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PlatformHealthResponse),
        )

    async def openapi(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> dict[str, Any]:
        """This OpenAPI document

        The OpenAPI 3.1 description of this API, which the official SDKs are generated from and this
        reference renders. Public; the same document for every caller.

        ``GET /api/v1/openapi.json`` (operationId ``platform-openapi``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/openapi.json",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _json,
        )

    async def ready(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PlatformReadyResponse:
        """Readiness

        Ready when the database answers; 503 `service_unavailable` otherwise. Also says how memories are
        embedded and searched.

        ``GET /api/v1/ready`` (operationId ``platform-ready``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/ready",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PlatformReadyResponse),
        )


class AsyncPlatformWithRawResponse:
    """``async_client.with_raw_response.platform``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncPlatform) -> None:
        self._resource = resource
        self.health = async_to_raw_response_wrapper(resource.health)
        self.openapi = async_to_raw_response_wrapper(resource.openapi)
        self.ready = async_to_raw_response_wrapper(resource.ready)
