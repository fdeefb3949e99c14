# GENERATED FILE, DO NOT EDIT. The ``balance`` resource: one method per API operation, synchronous and asynchronous.
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


class Balance:
    """``client.balance``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> BalanceWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return BalanceWithRawResponse(self)

    def retrieve(
        self,
        *,
        team_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Balance:
        """Your workspace's balance, and a team's budget

        The wallet of your active workspace (POST /api/v1/workspaces/switch): what it holds, and what
        live requests in flight hold of it; a live request needs its worst-case cost available. Test
        mode never spends. With team_id, also that team's budget (`team`): its pool, what of it is
        allocated to workers, its limits and its live spend; a team of another organization is not
        found.

        ``GET /api/v1/balance`` (operationId ``balance-get``).

        Args:
            team_id: Team id (team_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/balance",
                params={"team_id": team_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Balance),
        )

    def top_up(
        self,
        *,
        amount_cents: int,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CheckoutSession:
        """Top up the balance: a checkout session to pay

        The same as POST /api/v1/billing/checkout-sessions with only an amount. Adds money to the
        caller's active workspace once paid: nothing is credited until the payment webhook (POST
        /api/v1/webhooks/payments) reports the checkout paid. With STRIPE_SECRET_KEY the url is Stripe's
        hosted checkout; without it, where PROCTOR_SANDBOX_PAYMENTS is on, it is this server's sandbox
        page ({base}/sandbox/checkout/{id}), whose Pay button pays without a card. Neither: 501
        not_configured naming the settings. Needs the admin role: adding money is a billing decision.
        Audited as `billing.checkout_created`.

        ``POST /api/v1/balance/top-up`` (operationId ``balance-topUp``).

        Args:
            amount_cents: Cents to add to the workspace's balance, 100 to 1000000
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/balance/top-up",
                params=None,
                json_body=_body({"amount_cents": amount_cents}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CheckoutSession),
        )


class BalanceWithRawResponse:
    """``client.with_raw_response.balance``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Balance) -> None:
        self._resource = resource
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.top_up = to_raw_response_wrapper(resource.top_up)


class AsyncBalance:
    """``client.balance``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncBalanceWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncBalanceWithRawResponse(self)

    async def retrieve(
        self,
        *,
        team_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Balance:
        """Your workspace's balance, and a team's budget

        The wallet of your active workspace (POST /api/v1/workspaces/switch): what it holds, and what
        live requests in flight hold of it; a live request needs its worst-case cost available. Test
        mode never spends. With team_id, also that team's budget (`team`): its pool, what of it is
        allocated to workers, its limits and its live spend; a team of another organization is not
        found.

        ``GET /api/v1/balance`` (operationId ``balance-get``).

        Args:
            team_id: Team id (team_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/balance",
                params={"team_id": team_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Balance),
        )

    async def top_up(
        self,
        *,
        amount_cents: int,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CheckoutSession:
        """Top up the balance: a checkout session to pay

        The same as POST /api/v1/billing/checkout-sessions with only an amount. Adds money to the
        caller's active workspace once paid: nothing is credited until the payment webhook (POST
        /api/v1/webhooks/payments) reports the checkout paid. With STRIPE_SECRET_KEY the url is Stripe's
        hosted checkout; without it, where PROCTOR_SANDBOX_PAYMENTS is on, it is this server's sandbox
        page ({base}/sandbox/checkout/{id}), whose Pay button pays without a card. Neither: 501
        not_configured naming the settings. Needs the admin role: adding money is a billing decision.
        Audited as `billing.checkout_created`.

        ``POST /api/v1/balance/top-up`` (operationId ``balance-topUp``).

        Args:
            amount_cents: Cents to add to the workspace's balance, 100 to 1000000
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/balance/top-up",
                params=None,
                json_body=_body({"amount_cents": amount_cents}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CheckoutSession),
        )


class AsyncBalanceWithRawResponse:
    """``async_client.with_raw_response.balance``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncBalance) -> None:
        self._resource = resource
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.top_up = async_to_raw_response_wrapper(resource.top_up)
