# GENERATED FILE, DO NOT EDIT. The ``workspaces`` resource: one method per API operation, synchronous and asynchronous.
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


class Workspaces:
    """``client.workspaces``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> WorkspacesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return WorkspacesWithRawResponse(self)

    def create(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workspace:
        """Create a workspace with its own wallet

        A new workspace and its wallet. The wallet starts at 0 cents: the trial balance is given once
        per organization, to the default workspace at signup; fund a new workspace with a top-up, a
        checkout or a promo code. Creating a workspace does not switch to it. A name already used in the
        organization is 409 conflict. Audited as `workspace.created`.

        ``POST /api/v1/workspaces`` (operationId ``workspaces-create``).

        Args:
            name: Trimmed, 1 to 100 characters, unique in the organization (case-sensitive)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/workspaces",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workspace),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Workspace]:
        """The organization's workspaces, each with its balance

        The organization's workspaces, oldest first, a page at a time, each with its wallet's balance
        and holds; `is_active` marks the one you act in (POST /api/v1/workspaces/switch).

        ``GET /api/v1/workspaces`` (operationId ``workspaces-list``).

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
                path="/api/v1/workspaces",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workspace),
        )

    def switch(
        self,
        *,
        workspace_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workspace:
        """Switch the workspace you act in

        Moves the credential you call with to the workspace: this browser session, or this personal
        token (its `workspace_id`). From its next request on, the lists of agents, service requests and
        approvals, usage and the balance are the new workspace's, and agents it creates land in it. Your
        other sessions and tokens stay where they are: switching in one browser does not move another
        browser or a script. Switching with a session also sets where your next sign-in starts and
        clears your active team, which belonged to the old workspace. Audited as `workspace.switched`:
        it decides where new agents land and which wallet pays for them. To act in another workspace for
        one request only, send the Proctor-Workspace header instead. Agents, requests and approvals stay
        readable by id from any workspace of the organization.

        ``POST /api/v1/workspaces/switch`` (operationId ``workspaces-switch``).

        Args:
            workspace_id: A workspace of your organization (wsp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/workspaces/switch",
                params=None,
                json_body=_body({"workspace_id": workspace_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workspace),
        )


class WorkspacesWithRawResponse:
    """``client.with_raw_response.workspaces``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Workspaces) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.switch = to_raw_response_wrapper(resource.switch)


class AsyncWorkspaces:
    """``client.workspaces``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncWorkspacesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncWorkspacesWithRawResponse(self)

    async def create(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workspace:
        """Create a workspace with its own wallet

        A new workspace and its wallet. The wallet starts at 0 cents: the trial balance is given once
        per organization, to the default workspace at signup; fund a new workspace with a top-up, a
        checkout or a promo code. Creating a workspace does not switch to it. A name already used in the
        organization is 409 conflict. Audited as `workspace.created`.

        ``POST /api/v1/workspaces`` (operationId ``workspaces-create``).

        Args:
            name: Trimmed, 1 to 100 characters, unique in the organization (case-sensitive)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/workspaces",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workspace),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Workspace]:
        """The organization's workspaces, each with its balance

        The organization's workspaces, oldest first, a page at a time, each with its wallet's balance
        and holds; `is_active` marks the one you act in (POST /api/v1/workspaces/switch).

        ``GET /api/v1/workspaces`` (operationId ``workspaces-list``).

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
                path="/api/v1/workspaces",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workspace),
        )

    async def switch(
        self,
        *,
        workspace_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workspace:
        """Switch the workspace you act in

        Moves the credential you call with to the workspace: this browser session, or this personal
        token (its `workspace_id`). From its next request on, the lists of agents, service requests and
        approvals, usage and the balance are the new workspace's, and agents it creates land in it. Your
        other sessions and tokens stay where they are: switching in one browser does not move another
        browser or a script. Switching with a session also sets where your next sign-in starts and
        clears your active team, which belonged to the old workspace. Audited as `workspace.switched`:
        it decides where new agents land and which wallet pays for them. To act in another workspace for
        one request only, send the Proctor-Workspace header instead. Agents, requests and approvals stay
        readable by id from any workspace of the organization.

        ``POST /api/v1/workspaces/switch`` (operationId ``workspaces-switch``).

        Args:
            workspace_id: A workspace of your organization (wsp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/workspaces/switch",
                params=None,
                json_body=_body({"workspace_id": workspace_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workspace),
        )


class AsyncWorkspacesWithRawResponse:
    """``async_client.with_raw_response.workspaces``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncWorkspaces) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.switch = async_to_raw_response_wrapper(resource.switch)
