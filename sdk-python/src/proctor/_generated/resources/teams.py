# GENERATED FILE, DO NOT EDIT. The ``teams`` resource: one method per API operation, synchronous and asynchronous.
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


class TeamsMembers:
    """``client.teams.members``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> TeamsMembersWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return TeamsMembersWithRawResponse(self)

    def add(
        self,
        id: str,
        *,
        user_id: str,
        role: Literal["manager", "worker"],
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamMember:
        """Add a person of the organization to a team

        By the team's manager or an org admin (403 otherwise). The person must be a member of the
        organization (404 otherwise); one already in the team is refused with 409 conflict.

        ``POST /api/v1/teams/{id}/members`` (operationId ``teams-addMember``).

        Args:
            id: Team id (team_…)
            user_id: A person of the organization (usr_…)
            role: manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/teams/{_path(id)}/members",
                params=None,
                json_body=_body({"user_id": user_id, "role": role}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamMember),
        )

    def list(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamsListMembersResponse:
        """A team's members, with their roles and budgets

        Every member of the team, in the order they joined, each with their team role, their allocation
        from the team pool, what their live dispatches in the team have spent, and what remains. Any
        member of the organization reads it.

        ``GET /api/v1/teams/{id}/members`` (operationId ``teams-listMembers``).

        Args:
            id: Team id (team_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/teams/{_path(id)}/members",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamsListMembersResponse),
        )

    def update(
        self,
        id: str,
        membership_id: str,
        *,
        role: Literal["manager", "worker"],
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamMember:
        """Set a team member's role

        By the team's manager or an org admin (403 otherwise). A manager may demote themselves, even as
        the team's last manager: org admins can always manage the team. Setting the role a member
        already has changes nothing.

        ``PATCH /api/v1/teams/{id}/members/{membershipId}`` (operationId ``teams-updateMember``).

        Args:
            id: Team id (team_…)
            membership_id: The team membership (tmm_…): membership_id of GET /api/v1/teams/{id}/members
            role: manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/teams/{_path(id)}/members/{_path(membership_id)}",
                params=None,
                json_body=_body({"role": role}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamMember),
        )


class Teams:
    """``client.teams``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def members(self) -> TeamsMembers:
        return TeamsMembers(self._client)

    @cached_property
    def with_raw_response(self) -> TeamsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return TeamsWithRawResponse(self)

    def allocate_budget(
        self,
        id: str,
        *,
        amount_cents: int,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamBudget:
        """Move spending rights from the workspace into a team's pool

        Grows the team's pool by amount_cents: a pool only grows. The workspace can give its wallet's
        available balance (balance_cents - held_cents) less what its teams' pools hold unspent (each
        pool less its spend in total); asking more is 409 `insufficient_pool`, its message giving the
        figures. No money moves: the wallet pays each request when it is debited. Only organization
        admins move rights into a pool.

        ``POST /api/v1/teams/{id}/budget/allocate`` (operationId ``teams-allocateBudget``).

        Args:
            id: Team id (team_…)
            amount_cents: Cents of spending rights to move from the workspace into the team pool
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/teams/{_path(id)}/budget/allocate",
                params=None,
                json_body=_body({"amount_cents": amount_cents}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamBudget),
        )

    def allocate_worker_budget(
        self,
        id: str,
        user_id: str,
        *,
        amount_cents: int,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkerAllocation:
        """Allocate part of a team's pool to one of its workers

        Adds amount_cents to the worker's allocation, from the part of the team pool not yet allocated
        (pool_cents - allocated_cents); asking more is 409 `insufficient_pool`. By the team's manager or
        an organization admin; a worker is refused (403). A user who is not in the team is not found
        (404); the team's manager is not allocated to (409 `conflict`): allocations go to workers. An
        allocation only grows, until its worker leaves the organization. A dispatch of the worker's
        agents in the team is refused once it would pass the allocation (`worker_budget_exceeded`).

        ``POST /api/v1/teams/{id}/workers/{userId}/budget/allocate`` (operationId ``teams-allocateWorkerBudget``).

        Args:
            id: Team id (team_…)
            user_id: The worker's user id (usr_…)
            amount_cents: Cents of the team pool's unallocated part to add to the worker's allocation
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/teams/{_path(id)}/workers/{_path(user_id)}/budget/allocate",
                params=None,
                json_body=_body({"amount_cents": amount_cents}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkerAllocation),
        )

    def create(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamsCreateResponse:
        """Create a team in your active workspace

        Names are trimmed, 1 to 100 characters, unique in the workspace (409 conflict otherwise). The
        free plan, which every workspace is on, allows 3 teams per workspace, a soft limit: a further
        team is created (201), and the response carries a `team_limit_exceeded` warning, also recorded
        in the `team.created` audit entry. The creator is not added to the team.

        ``POST /api/v1/teams`` (operationId ``teams-create``).

        Args:
            name: Unique in the workspace
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/teams",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamsCreateResponse),
        )

    def get_budget(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamBudget:
        """A team's budget: pool, allocations, limits and spend

        The team's pool (spending rights moved into it from its workspace), the part allocated to its
        workers, its daily, monthly and total limits, and its live spend this UTC day, this UTC month
        and in total. Spend counts the holds of live requests in flight; test-mode dispatches meet the
        same limits on counters of their own and never show here. The money itself stays in the
        workspace's wallet until a request is debited. The pool is the team's total: the team's agents
        without an owner, or owned by a manager, spend from it too, so a worker's allocation may be left
        unspendable, and then the pool refuses first. Any member of the organization reads it.

        ``GET /api/v1/teams/{id}/budget`` (operationId ``teams-getBudget``).

        Args:
            id: Team id (team_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/teams/{_path(id)}/budget",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamBudget),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Team]:
        """The teams of your active workspace

        Every team of the workspace you work in (POST /api/v1/workspaces/switch), oldest first, a page
        at a time (`cursor`, `limit`); `is_active` marks your active team.

        ``GET /api/v1/teams`` (operationId ``teams-list``).

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
                path="/api/v1/teams",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Team),
        )

    def set_budget(
        self,
        id: str,
        *,
        daily_limit_cents: int | None | NotGiven = NOT_GIVEN,
        monthly_limit_cents: int | None | NotGiven = NOT_GIVEN,
        hard_cap_cents: int | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamBudget:
        """Set or clear a team's limits

        Sets the team's daily, monthly and total (hard cap) spend limits: each field given sets its
        limit, null clears it, a field left out stays as it is. The limits bind the team's managers too,
        so only organization admins set them. A dispatch of the team's agents is refused once it would
        pass one (`team_budget_exceeded`). Answers the budget after the change.

        ``POST /api/v1/teams/{id}/budget`` (operationId ``teams-setBudget``).

        Args:
            id: Team id (team_…)
            daily_limit_cents: The team's spend per UTC day in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
            monthly_limit_cents: The team's spend per UTC month in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
            hard_cap_cents: The team's spend in total in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/teams/{_path(id)}/budget",
                params=None,
                json_body=_body(
                    {
                        "daily_limit_cents": daily_limit_cents,
                        "monthly_limit_cents": monthly_limit_cents,
                        "hard_cap_cents": hard_cap_cents,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamBudget),
        )

    def switch(
        self,
        *,
        team_id: str | None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamsSwitchResponse:
        """Set your active team

        A member may switch to a team they belong to (403 otherwise), an admin to any team. The team
        must be of your active workspace: a team of another workspace is refused with 409 conflict
        (switch workspace first). `team_id: null` clears it. Not audited: it changes no one's access or
        money, only `is_active` in your list of teams.

        ``POST /api/v1/teams/switch`` (operationId ``teams-switch``).

        Args:
            team_id: A team of your active workspace, or null to have no active team
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/teams/switch",
                params=None,
                json_body=_body({"team_id": team_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamsSwitchResponse),
        )


class TeamsMembersWithRawResponse:
    """``client.with_raw_response.teams.members``: each method returns an ``APIResponse``."""

    def __init__(self, resource: TeamsMembers) -> None:
        self._resource = resource
        self.add = to_raw_response_wrapper(resource.add)
        self.list = to_raw_response_wrapper(resource.list)
        self.update = to_raw_response_wrapper(resource.update)


class TeamsWithRawResponse:
    """``client.with_raw_response.teams``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Teams) -> None:
        self._resource = resource
        self.allocate_budget = to_raw_response_wrapper(resource.allocate_budget)
        self.allocate_worker_budget = to_raw_response_wrapper(resource.allocate_worker_budget)
        self.create = to_raw_response_wrapper(resource.create)
        self.get_budget = to_raw_response_wrapper(resource.get_budget)
        self.list = to_raw_response_wrapper(resource.list)
        self.set_budget = to_raw_response_wrapper(resource.set_budget)
        self.switch = to_raw_response_wrapper(resource.switch)

    @cached_property
    def members(self) -> TeamsMembersWithRawResponse:
        return TeamsMembersWithRawResponse(self._resource.members)


class AsyncTeamsMembers:
    """``client.teams.members``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncTeamsMembersWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncTeamsMembersWithRawResponse(self)

    async def add(
        self,
        id: str,
        *,
        user_id: str,
        role: Literal["manager", "worker"],
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamMember:
        """Add a person of the organization to a team

        By the team's manager or an org admin (403 otherwise). The person must be a member of the
        organization (404 otherwise); one already in the team is refused with 409 conflict.

        ``POST /api/v1/teams/{id}/members`` (operationId ``teams-addMember``).

        Args:
            id: Team id (team_…)
            user_id: A person of the organization (usr_…)
            role: manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/teams/{_path(id)}/members",
                params=None,
                json_body=_body({"user_id": user_id, "role": role}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamMember),
        )

    async def list(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamsListMembersResponse:
        """A team's members, with their roles and budgets

        Every member of the team, in the order they joined, each with their team role, their allocation
        from the team pool, what their live dispatches in the team have spent, and what remains. Any
        member of the organization reads it.

        ``GET /api/v1/teams/{id}/members`` (operationId ``teams-listMembers``).

        Args:
            id: Team id (team_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/teams/{_path(id)}/members",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamsListMembersResponse),
        )

    async def update(
        self,
        id: str,
        membership_id: str,
        *,
        role: Literal["manager", "worker"],
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamMember:
        """Set a team member's role

        By the team's manager or an org admin (403 otherwise). A manager may demote themselves, even as
        the team's last manager: org admins can always manage the team. Setting the role a member
        already has changes nothing.

        ``PATCH /api/v1/teams/{id}/members/{membershipId}`` (operationId ``teams-updateMember``).

        Args:
            id: Team id (team_…)
            membership_id: The team membership (tmm_…): membership_id of GET /api/v1/teams/{id}/members
            role: manager: manages the team (its members, its pool, its workers' allocations); worker: spends an allocation
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/teams/{_path(id)}/members/{_path(membership_id)}",
                params=None,
                json_body=_body({"role": role}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamMember),
        )


class AsyncTeams:
    """``client.teams``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def members(self) -> AsyncTeamsMembers:
        return AsyncTeamsMembers(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncTeamsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncTeamsWithRawResponse(self)

    async def allocate_budget(
        self,
        id: str,
        *,
        amount_cents: int,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamBudget:
        """Move spending rights from the workspace into a team's pool

        Grows the team's pool by amount_cents: a pool only grows. The workspace can give its wallet's
        available balance (balance_cents - held_cents) less what its teams' pools hold unspent (each
        pool less its spend in total); asking more is 409 `insufficient_pool`, its message giving the
        figures. No money moves: the wallet pays each request when it is debited. Only organization
        admins move rights into a pool.

        ``POST /api/v1/teams/{id}/budget/allocate`` (operationId ``teams-allocateBudget``).

        Args:
            id: Team id (team_…)
            amount_cents: Cents of spending rights to move from the workspace into the team pool
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/teams/{_path(id)}/budget/allocate",
                params=None,
                json_body=_body({"amount_cents": amount_cents}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamBudget),
        )

    async def allocate_worker_budget(
        self,
        id: str,
        user_id: str,
        *,
        amount_cents: int,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkerAllocation:
        """Allocate part of a team's pool to one of its workers

        Adds amount_cents to the worker's allocation, from the part of the team pool not yet allocated
        (pool_cents - allocated_cents); asking more is 409 `insufficient_pool`. By the team's manager or
        an organization admin; a worker is refused (403). A user who is not in the team is not found
        (404); the team's manager is not allocated to (409 `conflict`): allocations go to workers. An
        allocation only grows, until its worker leaves the organization. A dispatch of the worker's
        agents in the team is refused once it would pass the allocation (`worker_budget_exceeded`).

        ``POST /api/v1/teams/{id}/workers/{userId}/budget/allocate`` (operationId ``teams-allocateWorkerBudget``).

        Args:
            id: Team id (team_…)
            user_id: The worker's user id (usr_…)
            amount_cents: Cents of the team pool's unallocated part to add to the worker's allocation
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/teams/{_path(id)}/workers/{_path(user_id)}/budget/allocate",
                params=None,
                json_body=_body({"amount_cents": amount_cents}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkerAllocation),
        )

    async def create(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamsCreateResponse:
        """Create a team in your active workspace

        Names are trimmed, 1 to 100 characters, unique in the workspace (409 conflict otherwise). The
        free plan, which every workspace is on, allows 3 teams per workspace, a soft limit: a further
        team is created (201), and the response carries a `team_limit_exceeded` warning, also recorded
        in the `team.created` audit entry. The creator is not added to the team.

        ``POST /api/v1/teams`` (operationId ``teams-create``).

        Args:
            name: Unique in the workspace
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/teams",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamsCreateResponse),
        )

    async def get_budget(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamBudget:
        """A team's budget: pool, allocations, limits and spend

        The team's pool (spending rights moved into it from its workspace), the part allocated to its
        workers, its daily, monthly and total limits, and its live spend this UTC day, this UTC month
        and in total. Spend counts the holds of live requests in flight; test-mode dispatches meet the
        same limits on counters of their own and never show here. The money itself stays in the
        workspace's wallet until a request is debited. The pool is the team's total: the team's agents
        without an owner, or owned by a manager, spend from it too, so a worker's allocation may be left
        unspendable, and then the pool refuses first. Any member of the organization reads it.

        ``GET /api/v1/teams/{id}/budget`` (operationId ``teams-getBudget``).

        Args:
            id: Team id (team_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/teams/{_path(id)}/budget",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamBudget),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Team]:
        """The teams of your active workspace

        Every team of the workspace you work in (POST /api/v1/workspaces/switch), oldest first, a page
        at a time (`cursor`, `limit`); `is_active` marks your active team.

        ``GET /api/v1/teams`` (operationId ``teams-list``).

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
                path="/api/v1/teams",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Team),
        )

    async def set_budget(
        self,
        id: str,
        *,
        daily_limit_cents: int | None | NotGiven = NOT_GIVEN,
        monthly_limit_cents: int | None | NotGiven = NOT_GIVEN,
        hard_cap_cents: int | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamBudget:
        """Set or clear a team's limits

        Sets the team's daily, monthly and total (hard cap) spend limits: each field given sets its
        limit, null clears it, a field left out stays as it is. The limits bind the team's managers too,
        so only organization admins set them. A dispatch of the team's agents is refused once it would
        pass one (`team_budget_exceeded`). Answers the budget after the change.

        ``POST /api/v1/teams/{id}/budget`` (operationId ``teams-setBudget``).

        Args:
            id: Team id (team_…)
            daily_limit_cents: The team's spend per UTC day in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
            monthly_limit_cents: The team's spend per UTC month in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
            hard_cap_cents: The team's spend in total in cents: a number sets it (0 stops that spend), null clears it, absent leaves it
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/teams/{_path(id)}/budget",
                params=None,
                json_body=_body(
                    {
                        "daily_limit_cents": daily_limit_cents,
                        "monthly_limit_cents": monthly_limit_cents,
                        "hard_cap_cents": hard_cap_cents,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamBudget),
        )

    async def switch(
        self,
        *,
        team_id: str | None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.TeamsSwitchResponse:
        """Set your active team

        A member may switch to a team they belong to (403 otherwise), an admin to any team. The team
        must be of your active workspace: a team of another workspace is refused with 409 conflict
        (switch workspace first). `team_id: null` clears it. Not audited: it changes no one's access or
        money, only `is_active` in your list of teams.

        ``POST /api/v1/teams/switch`` (operationId ``teams-switch``).

        Args:
            team_id: A team of your active workspace, or null to have no active team
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/teams/switch",
                params=None,
                json_body=_body({"team_id": team_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.TeamsSwitchResponse),
        )


class AsyncTeamsMembersWithRawResponse:
    """``async_client.with_raw_response.teams.members``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncTeamsMembers) -> None:
        self._resource = resource
        self.add = async_to_raw_response_wrapper(resource.add)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.update = async_to_raw_response_wrapper(resource.update)


class AsyncTeamsWithRawResponse:
    """``async_client.with_raw_response.teams``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncTeams) -> None:
        self._resource = resource
        self.allocate_budget = async_to_raw_response_wrapper(resource.allocate_budget)
        self.allocate_worker_budget = async_to_raw_response_wrapper(resource.allocate_worker_budget)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.get_budget = async_to_raw_response_wrapper(resource.get_budget)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.set_budget = async_to_raw_response_wrapper(resource.set_budget)
        self.switch = async_to_raw_response_wrapper(resource.switch)

    @cached_property
    def members(self) -> AsyncTeamsMembersWithRawResponse:
        return AsyncTeamsMembersWithRawResponse(self._resource.members)
