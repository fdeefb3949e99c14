# GENERATED FILE, DO NOT EDIT. The ``invites`` resource: one method per API operation, synchronous and asynchronous.
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


class Invites:
    """``client.invites``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> InvitesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return InvitesWithRawResponse(self)

    def accept(
        self,
        token: str,
        *,
        password: str | NotGiven = NOT_GIVEN,
        name: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Session:
        """Accept an invite; signs in (sets the session cookie)

        Public: the token is the credential. With the session cookie of a signed-in user whose email is
        the invite's, that user joins the organization (403, changing nothing, when the signed-in email
        is another: the invite is for its address); without one, `password` (and `name`) create an
        account for the invite's email (409 when that email already has an account: sign in first, then
        accept). Either way the person joins with the invite's role, in the organization's default
        workspace and, when the invite names a team, as its worker; a session in that organization is
        opened and its cookie set, as sign-in does. A token works once: a used, revoked, expired or
        unknown token is 404, without saying which. A new account counts against its address's signup
        limit (429), not the server-wide one.

        ``POST /api/v1/invites/{token}/accept`` (operationId ``invites-accept``).

        Args:
            token: The invite token (invite_…) from accept_url
            password: Without a session: the new account's password (as at signup). Ignored with a session
            name: Without a session: the new account's name. Ignored with a session
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/invites/{_path(token)}/accept",
                params=None,
                json_body=_body({"password": password, "name": name}),
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Session),
        )


class InvitesWithRawResponse:
    """``client.with_raw_response.invites``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Invites) -> None:
        self._resource = resource
        self.accept = to_raw_response_wrapper(resource.accept)


class AsyncInvites:
    """``client.invites``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncInvitesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncInvitesWithRawResponse(self)

    async def accept(
        self,
        token: str,
        *,
        password: str | NotGiven = NOT_GIVEN,
        name: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Session:
        """Accept an invite; signs in (sets the session cookie)

        Public: the token is the credential. With the session cookie of a signed-in user whose email is
        the invite's, that user joins the organization (403, changing nothing, when the signed-in email
        is another: the invite is for its address); without one, `password` (and `name`) create an
        account for the invite's email (409 when that email already has an account: sign in first, then
        accept). Either way the person joins with the invite's role, in the organization's default
        workspace and, when the invite names a team, as its worker; a session in that organization is
        opened and its cookie set, as sign-in does. A token works once: a used, revoked, expired or
        unknown token is 404, without saying which. A new account counts against its address's signup
        limit (429), not the server-wide one.

        ``POST /api/v1/invites/{token}/accept`` (operationId ``invites-accept``).

        Args:
            token: The invite token (invite_…) from accept_url
            password: Without a session: the new account's password (as at signup). Ignored with a session
            name: Without a session: the new account's name. Ignored with a session
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/invites/{_path(token)}/accept",
                params=None,
                json_body=_body({"password": password, "name": name}),
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Session),
        )


class AsyncInvitesWithRawResponse:
    """``async_client.with_raw_response.invites``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncInvites) -> None:
        self._resource = resource
        self.accept = async_to_raw_response_wrapper(resource.accept)
