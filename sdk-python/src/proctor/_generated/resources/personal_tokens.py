# GENERATED FILE, DO NOT EDIT. The ``personal_tokens`` resource: one method per API operation, synchronous and asynchronous.
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


class PersonalTokens:
    """``client.personal_tokens``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PersonalTokensWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return PersonalTokensWithRawResponse(self)

    def create(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PersonalTokensCreateResponse:
        """Mint a personal access token (shown once)

        Browser session only, with the admin role (as disabling and deleting one). It never expires: it
        stops when it is disabled or deleted, or when you leave the organization (401 from the next
        request on). The token acts for you in your organization, with your role, in the workspace this
        session acts in (its `workspace_id`; the Proctor-Workspace header mints it for another).
        Switching workspaces in a browser does not move it; POST /api/v1/workspaces/switch called with
        the token does. Audited as `personal_token.created`.

        ``POST /api/v1/personal-tokens`` (operationId ``personalTokens-create``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/personal-tokens",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalTokensCreateResponse),
        )

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Revoke and delete a token

        Revokes the token for good: requests made with it answer 401 from now on. To stop using a token
        for a while, disable it instead (PATCH).

        ``DELETE /api/v1/personal-tokens/{id}`` (operationId ``personalTokens-delete``).

        Args:
            id: Token id (pat_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/personal-tokens/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.PersonalToken]:
        """Your tokens (never their secrets)

        The personal access tokens of the signed-in user, oldest first, each with when it was last used;
        a token's secret is shown only when it is minted.

        ``GET /api/v1/personal-tokens`` (operationId ``personalTokens-list``).

        Args:
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/personal-tokens",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalToken),
        )

    def update(
        self,
        id: str,
        *,
        enabled: bool,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PersonalToken:
        """Enable or disable a token

        Takes `{enabled}`. A disabled token is refused (401) from the next request on, until it is
        enabled again. Audited as `personal_token.enabled` or `personal_token.disabled`.

        ``PATCH /api/v1/personal-tokens/{id}`` (operationId ``personalTokens-update``).

        Args:
            id: Token id (pat_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/personal-tokens/{_path(id)}",
                params=None,
                json_body=_body({"enabled": enabled}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalToken),
        )


class PersonalTokensWithRawResponse:
    """``client.with_raw_response.personal_tokens``: each method returns an ``APIResponse``."""

    def __init__(self, resource: PersonalTokens) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.update = to_raw_response_wrapper(resource.update)


class AsyncPersonalTokens:
    """``client.personal_tokens``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPersonalTokensWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncPersonalTokensWithRawResponse(self)

    async def create(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PersonalTokensCreateResponse:
        """Mint a personal access token (shown once)

        Browser session only, with the admin role (as disabling and deleting one). It never expires: it
        stops when it is disabled or deleted, or when you leave the organization (401 from the next
        request on). The token acts for you in your organization, with your role, in the workspace this
        session acts in (its `workspace_id`; the Proctor-Workspace header mints it for another).
        Switching workspaces in a browser does not move it; POST /api/v1/workspaces/switch called with
        the token does. Audited as `personal_token.created`.

        ``POST /api/v1/personal-tokens`` (operationId ``personalTokens-create``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/personal-tokens",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalTokensCreateResponse),
        )

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Revoke and delete a token

        Revokes the token for good: requests made with it answer 401 from now on. To stop using a token
        for a while, disable it instead (PATCH).

        ``DELETE /api/v1/personal-tokens/{id}`` (operationId ``personalTokens-delete``).

        Args:
            id: Token id (pat_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/personal-tokens/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.PersonalToken]:
        """Your tokens (never their secrets)

        The personal access tokens of the signed-in user, oldest first, each with when it was last used;
        a token's secret is shown only when it is minted.

        ``GET /api/v1/personal-tokens`` (operationId ``personalTokens-list``).

        Args:
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/personal-tokens",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalToken),
        )

    async def update(
        self,
        id: str,
        *,
        enabled: bool,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PersonalToken:
        """Enable or disable a token

        Takes `{enabled}`. A disabled token is refused (401) from the next request on, until it is
        enabled again. Audited as `personal_token.enabled` or `personal_token.disabled`.

        ``PATCH /api/v1/personal-tokens/{id}`` (operationId ``personalTokens-update``).

        Args:
            id: Token id (pat_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/personal-tokens/{_path(id)}",
                params=None,
                json_body=_body({"enabled": enabled}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalToken),
        )


class AsyncPersonalTokensWithRawResponse:
    """``async_client.with_raw_response.personal_tokens``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncPersonalTokens) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.update = async_to_raw_response_wrapper(resource.update)
