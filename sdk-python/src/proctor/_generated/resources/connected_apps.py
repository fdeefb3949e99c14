# GENERATED FILE, DO NOT EDIT. The ``connected_apps`` resource: one method per API operation, synchronous and asynchronous.
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


class ConnectedApps:
    """``client.connected_apps``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ConnectedAppsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ConnectedAppsWithRawResponse(self)

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedAppsDeleteResponse:
        """Remove an app (revoked at the provider first)

        Revokes the token at the provider where it has a revocation endpoint, then deletes the app here
        whatever the provider answered: a provider that is down never keeps an organization connected.
        Operations that needed it are blocked with requires_connected_app from then on. Audited. Admins
        and owners only; another organization's app is 404.

        ``DELETE /api/v1/connected-apps/{id}`` (operationId ``connectedApps-delete``).

        Args:
            id: Connected app id (capp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/connected-apps/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedAppsDeleteResponse),
        )

    def install(
        self,
        provider: Literal["slack", "nylas", "hubspot", "salesforce", "zendesk", "jira", "stripe"],
        *,
        subdomain: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedAppsInstallResponse:
        """Start installing an app (OAuth)

        Answers the provider's authorization url to send the person's browser to: OAuth 2 authorization
        code with PKCE (S256) and a single-use `state` bound to the caller, the organization and the
        workspace the caller acts in, valid 10 minutes. The provider sends the browser back to GET
        /api/v1/connected-apps/{provider}/callback, which installs the app (replacing the workspace's
        app of that provider: a reconnect) and goes on to the console's Connected apps page; the browser
        must be signed in as the same person. Admins and owners only. A provider whose OAuth client the
        server lacks answers 501 not_configured, unless the server's sandbox provider plays it
        (PROCTOR_SANDBOX_APPS: then `sandbox` is true). Zendesk needs `subdomain`. Scopes asked: Slack
        chat:write, chat:write.public, channels:read, channels:history, groups:history,
        app_mentions:read, im:history; Nylas the connector's; HubSpot contacts and deals read/write;
        Salesforce api and refresh_token; Zendesk read and write; Jira read:jira-work, write:jira-work
        and offline_access.

        ``POST /api/v1/connected-apps/{provider}/install`` (operationId ``connectedApps-install``).

        Args:
            provider: The provider, as the path names it
            subdomain: Zendesk only, and required there: your subdomain ("acme" for acme.zendesk.com)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/connected-apps/{_path(provider)}/install",
                params=None,
                json_body=_body({"subdomain": subdomain}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedAppsInstallResponse),
        )

    def list(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedAppsListResponse:
        """The workspace's connected apps (never a token)

        The apps of the workspace the caller acts in (a workspace has at most one per provider), and
        every provider with its availability on this server. Live email.read and email.reply act through
        the workspace's email app (Nylas), chat.send through its team chat app (Slack), ticket.create
        and ticket.update through its ticketing app (Zendesk or Jira), payments.* through its Stripe
        account (Stripe Connect); without an active one they are blocked with requires_connected_app.
        Tokens are never shown.

        ``GET /api/v1/connected-apps`` (operationId ``connectedApps-list``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/connected-apps",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedAppsListResponse),
        )

    def refresh(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedAppsRefreshResponse:
        """Refresh an app's token now

        Tokens are refreshed by the server 10 minutes before they expire, once across instances; this
        refreshes now. 409 while another refresh of the app is under way (a rotating refresh token is
        used once). Admins and owners only; another organization's app is 404.

        ``POST /api/v1/connected-apps/{id}/refresh`` (operationId ``connectedApps-refresh``).

        Args:
            id: Connected app id (capp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/connected-apps/{_path(id)}/refresh",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedAppsRefreshResponse),
        )

    def update(
        self,
        id: str,
        *,
        chat_agent_id: str | None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedApp:
        """Choose the agent that answers a Slack app's messages

        Sets `chat_agent_id`: once set, a person's direct message to the organization's Slack app, a
        mention of it, or a reply in a thread it answers in becomes a chat turn of this agent (POST
        /api/v1/webhooks/slack), in a chat session per Slack thread belonging to the person who
        installed the app, answered in the thread by the app's bot; null stops that. The agent must be
        of the app's workspace (400 otherwise), and only a Slack app takes one (400). Audited as
        connected_app.updated. Admins and owners only; another organization's app or agent is 404.

        ``PATCH /api/v1/connected-apps/{id}`` (operationId ``connectedApps-update``).

        Args:
            id: Connected app id (capp_…)
            chat_agent_id: Slack apps only: the agent, of the app's workspace, that answers messages to the app in Slack; null: none does
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/connected-apps/{_path(id)}",
                params=None,
                json_body=_body({"chat_agent_id": chat_agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedApp),
        )


class ConnectedAppsWithRawResponse:
    """``client.with_raw_response.connected_apps``: each method returns an ``APIResponse``."""

    def __init__(self, resource: ConnectedApps) -> None:
        self._resource = resource
        self.delete = to_raw_response_wrapper(resource.delete)
        self.install = to_raw_response_wrapper(resource.install)
        self.list = to_raw_response_wrapper(resource.list)
        self.refresh = to_raw_response_wrapper(resource.refresh)
        self.update = to_raw_response_wrapper(resource.update)


class AsyncConnectedApps:
    """``client.connected_apps``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncConnectedAppsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncConnectedAppsWithRawResponse(self)

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedAppsDeleteResponse:
        """Remove an app (revoked at the provider first)

        Revokes the token at the provider where it has a revocation endpoint, then deletes the app here
        whatever the provider answered: a provider that is down never keeps an organization connected.
        Operations that needed it are blocked with requires_connected_app from then on. Audited. Admins
        and owners only; another organization's app is 404.

        ``DELETE /api/v1/connected-apps/{id}`` (operationId ``connectedApps-delete``).

        Args:
            id: Connected app id (capp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/connected-apps/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedAppsDeleteResponse),
        )

    async def install(
        self,
        provider: Literal["slack", "nylas", "hubspot", "salesforce", "zendesk", "jira", "stripe"],
        *,
        subdomain: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedAppsInstallResponse:
        """Start installing an app (OAuth)

        Answers the provider's authorization url to send the person's browser to: OAuth 2 authorization
        code with PKCE (S256) and a single-use `state` bound to the caller, the organization and the
        workspace the caller acts in, valid 10 minutes. The provider sends the browser back to GET
        /api/v1/connected-apps/{provider}/callback, which installs the app (replacing the workspace's
        app of that provider: a reconnect) and goes on to the console's Connected apps page; the browser
        must be signed in as the same person. Admins and owners only. A provider whose OAuth client the
        server lacks answers 501 not_configured, unless the server's sandbox provider plays it
        (PROCTOR_SANDBOX_APPS: then `sandbox` is true). Zendesk needs `subdomain`. Scopes asked: Slack
        chat:write, chat:write.public, channels:read, channels:history, groups:history,
        app_mentions:read, im:history; Nylas the connector's; HubSpot contacts and deals read/write;
        Salesforce api and refresh_token; Zendesk read and write; Jira read:jira-work, write:jira-work
        and offline_access.

        ``POST /api/v1/connected-apps/{provider}/install`` (operationId ``connectedApps-install``).

        Args:
            provider: The provider, as the path names it
            subdomain: Zendesk only, and required there: your subdomain ("acme" for acme.zendesk.com)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/connected-apps/{_path(provider)}/install",
                params=None,
                json_body=_body({"subdomain": subdomain}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedAppsInstallResponse),
        )

    async def list(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedAppsListResponse:
        """The workspace's connected apps (never a token)

        The apps of the workspace the caller acts in (a workspace has at most one per provider), and
        every provider with its availability on this server. Live email.read and email.reply act through
        the workspace's email app (Nylas), chat.send through its team chat app (Slack), ticket.create
        and ticket.update through its ticketing app (Zendesk or Jira), payments.* through its Stripe
        account (Stripe Connect); without an active one they are blocked with requires_connected_app.
        Tokens are never shown.

        ``GET /api/v1/connected-apps`` (operationId ``connectedApps-list``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/connected-apps",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedAppsListResponse),
        )

    async def refresh(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedAppsRefreshResponse:
        """Refresh an app's token now

        Tokens are refreshed by the server 10 minutes before they expire, once across instances; this
        refreshes now. 409 while another refresh of the app is under way (a rotating refresh token is
        used once). Admins and owners only; another organization's app is 404.

        ``POST /api/v1/connected-apps/{id}/refresh`` (operationId ``connectedApps-refresh``).

        Args:
            id: Connected app id (capp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/connected-apps/{_path(id)}/refresh",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedAppsRefreshResponse),
        )

    async def update(
        self,
        id: str,
        *,
        chat_agent_id: str | None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConnectedApp:
        """Choose the agent that answers a Slack app's messages

        Sets `chat_agent_id`: once set, a person's direct message to the organization's Slack app, a
        mention of it, or a reply in a thread it answers in becomes a chat turn of this agent (POST
        /api/v1/webhooks/slack), in a chat session per Slack thread belonging to the person who
        installed the app, answered in the thread by the app's bot; null stops that. The agent must be
        of the app's workspace (400 otherwise), and only a Slack app takes one (400). Audited as
        connected_app.updated. Admins and owners only; another organization's app or agent is 404.

        ``PATCH /api/v1/connected-apps/{id}`` (operationId ``connectedApps-update``).

        Args:
            id: Connected app id (capp_…)
            chat_agent_id: Slack apps only: the agent, of the app's workspace, that answers messages to the app in Slack; null: none does
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/connected-apps/{_path(id)}",
                params=None,
                json_body=_body({"chat_agent_id": chat_agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConnectedApp),
        )


class AsyncConnectedAppsWithRawResponse:
    """``async_client.with_raw_response.connected_apps``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncConnectedApps) -> None:
        self._resource = resource
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.install = async_to_raw_response_wrapper(resource.install)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.refresh = async_to_raw_response_wrapper(resource.refresh)
        self.update = async_to_raw_response_wrapper(resource.update)
