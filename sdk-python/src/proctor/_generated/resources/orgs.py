# GENERATED FILE, DO NOT EDIT. The ``orgs`` resource: one method per API operation, synchronous and asynchronous.
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


class OrgsInvites:
    """``client.orgs.invites``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> OrgsInvitesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return OrgsInvitesWithRawResponse(self)

    def create(
        self,
        id: str,
        *,
        email: str,
        role: Literal["owner", "admin", "member"],
        team_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.OrgsCreateInviteResponse:
        """Invite someone by email (token shown once)

        Answers the invite, its token and the accept_url to send to the person: nothing is emailed. The
        token is stored only as a hash and can be used once, for 7 days. Only an owner invites an owner
        (403 for an admin). `team_id` must be a team of the organization (404). An email that is already
        a member is a conflict (409); several pending invites for one email are allowed. Audited as
        `invite.created`.

        ``POST /api/v1/orgs/{id}/invites`` (operationId ``orgs-createInvite``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            team_id: A team (team_…) of the organization the person joins as a worker
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/orgs/{_path(id)}/invites",
                params=None,
                json_body=_body({"email": email, "role": role, "team_id": team_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.OrgsCreateInviteResponse),
        )

    def delete(
        self,
        id: str,
        *,
        invite_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Revoke an invite

        Its token opens nothing from now on (404 on accept). An invite of another organization is 404;
        one already accepted or revoked is 409.

        ``DELETE /api/v1/orgs/{id}/invites`` (operationId ``orgs-revokeInvite``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            invite_id: The invite (inv_…) to revoke
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/orgs/{_path(id)}/invites",
                params={"invite_id": invite_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Invite]:
        """Pending invites (never their tokens)

        Invites not yet accepted, revoked or expired, oldest first. A token is shown only when its
        invite is made.

        ``GET /api/v1/orgs/{id}/invites`` (operationId ``orgs-listInvites``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/orgs/{_path(id)}/invites",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Invite),
        )


class OrgsMembers:
    """``client.orgs.members``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> OrgsMembersWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return OrgsMembersWithRawResponse(self)

    def delete(
        self,
        id: str,
        user_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Remove a member (or leave)

        Ends the person's membership: their sessions and personal tokens in this organization stop at
        once (401) and they leave its teams, their allocations going back to the teams' pools; agents
        they own stay, owned by nobody; the account itself stays. Admins and owners may remove
        themselves (leave). Only an owner removes an owner (403 for an admin); the organization's only
        owner cannot be removed (409 `conflict`), also under parallel changes. Audited as
        `member.removed`.

        ``DELETE /api/v1/orgs/{id}/members/{userId}`` (operationId ``orgs-removeMember``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            user_id: The member (usr_…): user_id of GET /api/v1/orgs/{id}/members
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/orgs/{_path(id)}/members/{_path(user_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Member]:
        """The people of your organization and their roles

        Every member may read it, in the order they joined. `{id}` is your own organization; any other
        is 404.

        ``GET /api/v1/orgs/{id}/members`` (operationId ``orgs-listMembers``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/orgs/{_path(id)}/members",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Member),
        )

    def update(
        self,
        id: str,
        user_id: str,
        *,
        role: Literal["owner", "admin", "member"] | NotGiven = NOT_GIVEN,
        permissions: List[Literal["publish.manage"]] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Member:
        """Set a member's role and permissions

        Admins and owners manage members; members cannot (403). Only an owner makes an owner or changes
        an owner (403 for an admin). The organization's only owner cannot be demoted (409 `conflict`),
        also under parallel changes: make another member an owner first. `permissions` grants what a
        role does not: `publish.manage` lets a member or admin decide publish requests, unpublish and
        revoke; owners hold every permission. Setting what a member already has changes nothing; each
        change is audited (`member.role_changed`, `member.permissions_changed`).

        ``PATCH /api/v1/orgs/{id}/members/{userId}`` (operationId ``orgs-updateMember``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            user_id: The member (usr_…): user_id of GET /api/v1/orgs/{id}/members
            permissions: The whole set of permissions granted beyond the role, replacing the one the member had ([] takes every one away)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/orgs/{_path(id)}/members/{_path(user_id)}",
                params=None,
                json_body=_body({"role": role, "permissions": permissions}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Member),
        )


class Orgs:
    """``client.orgs``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def invites(self) -> OrgsInvites:
        return OrgsInvites(self._client)

    @cached_property
    def members(self) -> OrgsMembers:
        return OrgsMembers(self._client)

    @cached_property
    def with_raw_response(self) -> OrgsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return OrgsWithRawResponse(self)


class OrgsInvitesWithRawResponse:
    """``client.with_raw_response.orgs.invites``: each method returns an ``APIResponse``."""

    def __init__(self, resource: OrgsInvites) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)


class OrgsMembersWithRawResponse:
    """``client.with_raw_response.orgs.members``: each method returns an ``APIResponse``."""

    def __init__(self, resource: OrgsMembers) -> None:
        self._resource = resource
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.update = to_raw_response_wrapper(resource.update)


class OrgsWithRawResponse:
    """``client.with_raw_response.orgs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Orgs) -> None:
        self._resource = resource

    @cached_property
    def invites(self) -> OrgsInvitesWithRawResponse:
        return OrgsInvitesWithRawResponse(self._resource.invites)

    @cached_property
    def members(self) -> OrgsMembersWithRawResponse:
        return OrgsMembersWithRawResponse(self._resource.members)


class AsyncOrgsInvites:
    """``client.orgs.invites``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncOrgsInvitesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncOrgsInvitesWithRawResponse(self)

    async def create(
        self,
        id: str,
        *,
        email: str,
        role: Literal["owner", "admin", "member"],
        team_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.OrgsCreateInviteResponse:
        """Invite someone by email (token shown once)

        Answers the invite, its token and the accept_url to send to the person: nothing is emailed. The
        token is stored only as a hash and can be used once, for 7 days. Only an owner invites an owner
        (403 for an admin). `team_id` must be a team of the organization (404). An email that is already
        a member is a conflict (409); several pending invites for one email are allowed. Audited as
        `invite.created`.

        ``POST /api/v1/orgs/{id}/invites`` (operationId ``orgs-createInvite``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            team_id: A team (team_…) of the organization the person joins as a worker
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/orgs/{_path(id)}/invites",
                params=None,
                json_body=_body({"email": email, "role": role, "team_id": team_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.OrgsCreateInviteResponse),
        )

    async def delete(
        self,
        id: str,
        *,
        invite_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Revoke an invite

        Its token opens nothing from now on (404 on accept). An invite of another organization is 404;
        one already accepted or revoked is 409.

        ``DELETE /api/v1/orgs/{id}/invites`` (operationId ``orgs-revokeInvite``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            invite_id: The invite (inv_…) to revoke
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/orgs/{_path(id)}/invites",
                params={"invite_id": invite_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Invite]:
        """Pending invites (never their tokens)

        Invites not yet accepted, revoked or expired, oldest first. A token is shown only when its
        invite is made.

        ``GET /api/v1/orgs/{id}/invites`` (operationId ``orgs-listInvites``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/orgs/{_path(id)}/invites",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Invite),
        )


class AsyncOrgsMembers:
    """``client.orgs.members``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncOrgsMembersWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncOrgsMembersWithRawResponse(self)

    async def delete(
        self,
        id: str,
        user_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Remove a member (or leave)

        Ends the person's membership: their sessions and personal tokens in this organization stop at
        once (401) and they leave its teams, their allocations going back to the teams' pools; agents
        they own stay, owned by nobody; the account itself stays. Admins and owners may remove
        themselves (leave). Only an owner removes an owner (403 for an admin); the organization's only
        owner cannot be removed (409 `conflict`), also under parallel changes. Audited as
        `member.removed`.

        ``DELETE /api/v1/orgs/{id}/members/{userId}`` (operationId ``orgs-removeMember``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            user_id: The member (usr_…): user_id of GET /api/v1/orgs/{id}/members
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/orgs/{_path(id)}/members/{_path(user_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Member]:
        """The people of your organization and their roles

        Every member may read it, in the order they joined. `{id}` is your own organization; any other
        is 404.

        ``GET /api/v1/orgs/{id}/members`` (operationId ``orgs-listMembers``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/orgs/{_path(id)}/members",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Member),
        )

    async def update(
        self,
        id: str,
        user_id: str,
        *,
        role: Literal["owner", "admin", "member"] | NotGiven = NOT_GIVEN,
        permissions: List[Literal["publish.manage"]] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Member:
        """Set a member's role and permissions

        Admins and owners manage members; members cannot (403). Only an owner makes an owner or changes
        an owner (403 for an admin). The organization's only owner cannot be demoted (409 `conflict`),
        also under parallel changes: make another member an owner first. `permissions` grants what a
        role does not: `publish.manage` lets a member or admin decide publish requests, unpublish and
        revoke; owners hold every permission. Setting what a member already has changes nothing; each
        change is audited (`member.role_changed`, `member.permissions_changed`).

        ``PATCH /api/v1/orgs/{id}/members/{userId}`` (operationId ``orgs-updateMember``).

        Args:
            id: Your organization (org_…): organization.id of GET /api/v1/auth/session; any other is 404, checked before the body
            user_id: The member (usr_…): user_id of GET /api/v1/orgs/{id}/members
            permissions: The whole set of permissions granted beyond the role, replacing the one the member had ([] takes every one away)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/orgs/{_path(id)}/members/{_path(user_id)}",
                params=None,
                json_body=_body({"role": role, "permissions": permissions}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Member),
        )


class AsyncOrgs:
    """``client.orgs``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def invites(self) -> AsyncOrgsInvites:
        return AsyncOrgsInvites(self._client)

    @cached_property
    def members(self) -> AsyncOrgsMembers:
        return AsyncOrgsMembers(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncOrgsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncOrgsWithRawResponse(self)


class AsyncOrgsInvitesWithRawResponse:
    """``async_client.with_raw_response.orgs.invites``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncOrgsInvites) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncOrgsMembersWithRawResponse:
    """``async_client.with_raw_response.orgs.members``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncOrgsMembers) -> None:
        self._resource = resource
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.update = async_to_raw_response_wrapper(resource.update)


class AsyncOrgsWithRawResponse:
    """``async_client.with_raw_response.orgs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncOrgs) -> None:
        self._resource = resource

    @cached_property
    def invites(self) -> AsyncOrgsInvitesWithRawResponse:
        return AsyncOrgsInvitesWithRawResponse(self._resource.invites)

    @cached_property
    def members(self) -> AsyncOrgsMembersWithRawResponse:
        return AsyncOrgsMembersWithRawResponse(self._resource.members)
