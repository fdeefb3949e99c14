# GENERATED FILE, DO NOT EDIT. The ``usage`` resource: one method per API operation, synchronous and asynchronous.
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


class Usage:
    """``client.usage``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> UsageWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return UsageWithRawResponse(self)

    def budgets(
        self,
        *,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.BudgetOverview:
        """Every limit set in the workspace, with what is used of it, closest to its limit first

        Each limit set on the agents of your active workspace, once: each binding's daily requests and
        monthly cents, each agent's monthly cap, each team's day, month and total, each worker's
        allocation, in `mode` (live unless asked), with what is counted against it now: the counters the
        next admission holds against (GET /api/v1/agents/{id}/headroom shows one agent's). Sorted by the
        share of the limit used, the most used first. A limit not set is not listed; the wallet is GET
        /api/v1/balance's, a delegated task's budget its task's.

        ``GET /api/v1/usage/budgets`` (operationId ``usage-budgets``).

        Args:
            mode: The mode whose counters to read (test mode counts on counters of its own); default live
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/usage/budgets",
                params={"mode": mode},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.BudgetOverview),
        )

    def retrieve(
        self,
        *,
        from_: str | NotGiven = NOT_GIVEN,
        to: str | NotGiven = NOT_GIVEN,
        group_by: Literal["operation", "agent", "day", "team", "worker"] | NotGiven = NOT_GIVEN,
        then_by: Literal["operation", "agent", "day", "team", "worker"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Usage:
        """Requests and spend per operation, agent, day, team or worker; live and test apart

        Requests made, requests executed and cents spent by the agents of your active workspace between
        `from` and `to`, grouped by operation, agent, UTC day, team or worker, each group once per mode:
        test mode is counted apart and costs nothing. `team` and `worker` group by each agent's team and
        owner as they are now (an agent moved to another team takes its history along); agents with none
        are counted under the key "none".

        ``GET /api/v1/usage`` (operationId ``usage-get``).

        Args:
            group_by: team and worker group by each agent's current team and owner (owner_user_id)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/usage",
                params={"from": from_, "to": to, "group_by": group_by, "then_by": then_by},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Usage),
        )


class UsageWithRawResponse:
    """``client.with_raw_response.usage``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Usage) -> None:
        self._resource = resource
        self.budgets = to_raw_response_wrapper(resource.budgets)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class AsyncUsage:
    """``client.usage``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncUsageWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncUsageWithRawResponse(self)

    async def budgets(
        self,
        *,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.BudgetOverview:
        """Every limit set in the workspace, with what is used of it, closest to its limit first

        Each limit set on the agents of your active workspace, once: each binding's daily requests and
        monthly cents, each agent's monthly cap, each team's day, month and total, each worker's
        allocation, in `mode` (live unless asked), with what is counted against it now: the counters the
        next admission holds against (GET /api/v1/agents/{id}/headroom shows one agent's). Sorted by the
        share of the limit used, the most used first. A limit not set is not listed; the wallet is GET
        /api/v1/balance's, a delegated task's budget its task's.

        ``GET /api/v1/usage/budgets`` (operationId ``usage-budgets``).

        Args:
            mode: The mode whose counters to read (test mode counts on counters of its own); default live
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/usage/budgets",
                params={"mode": mode},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.BudgetOverview),
        )

    async def retrieve(
        self,
        *,
        from_: str | NotGiven = NOT_GIVEN,
        to: str | NotGiven = NOT_GIVEN,
        group_by: Literal["operation", "agent", "day", "team", "worker"] | NotGiven = NOT_GIVEN,
        then_by: Literal["operation", "agent", "day", "team", "worker"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Usage:
        """Requests and spend per operation, agent, day, team or worker; live and test apart

        Requests made, requests executed and cents spent by the agents of your active workspace between
        `from` and `to`, grouped by operation, agent, UTC day, team or worker, each group once per mode:
        test mode is counted apart and costs nothing. `team` and `worker` group by each agent's team and
        owner as they are now (an agent moved to another team takes its history along); agents with none
        are counted under the key "none".

        ``GET /api/v1/usage`` (operationId ``usage-get``).

        Args:
            group_by: team and worker group by each agent's current team and owner (owner_user_id)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/usage",
                params={"from": from_, "to": to, "group_by": group_by, "then_by": then_by},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Usage),
        )


class AsyncUsageWithRawResponse:
    """``async_client.with_raw_response.usage``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncUsage) -> None:
        self._resource = resource
        self.budgets = async_to_raw_response_wrapper(resource.budgets)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
