# GENERATED FILE, DO NOT EDIT. The ``billing`` resource: one method per API operation, synchronous and asynchronous.
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


class BillingCheckoutSessions:
    """``client.billing.checkout_sessions``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> BillingCheckoutSessionsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return BillingCheckoutSessionsWithRawResponse(self)

    def create(
        self,
        *,
        amount_cents: int,
        success_url: str | NotGiven = NOT_GIVEN,
        cancel_url: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CheckoutSession:
        """Start a card checkout that adds to the balance

        Adds money to the caller's active workspace once paid: nothing is credited until the payment
        webhook (POST /api/v1/webhooks/payments) reports the checkout paid. With STRIPE_SECRET_KEY the
        url is Stripe's hosted checkout; without it, where PROCTOR_SANDBOX_PAYMENTS is on, it is this
        server's sandbox page ({base}/sandbox/checkout/{id}), whose Pay button pays without a card.
        Neither: 501 not_configured naming the settings. Needs the admin role: adding money is a billing
        decision. Audited as `billing.checkout_created`.

        ``POST /api/v1/billing/checkout-sessions`` (operationId ``billing-createCheckoutSession``).

        Args:
            amount_cents: Cents to add to the workspace's balance, 100 to 1000000
            success_url: Where the payer is sent after paying; {CHECKOUT_ID} in it becomes the checkout id
            cancel_url: Where the payer is sent on cancelling; {CHECKOUT_ID} in it becomes the checkout id
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/billing/checkout-sessions",
                params=None,
                json_body=_body({"amount_cents": amount_cents, "success_url": success_url, "cancel_url": cancel_url}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CheckoutSession),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CheckoutSession:
        """A checkout session, to see whether it was paid

        One of the organization's checkout sessions; status turns complete when the payment webhook
        credits the balance.

        ``GET /api/v1/billing/checkout-sessions/{id}`` (operationId ``billing-getCheckoutSession``).

        Args:
            id: Checkout session id (chk_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/billing/checkout-sessions/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CheckoutSession),
        )


class Billing:
    """``client.billing``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def checkout_sessions(self) -> BillingCheckoutSessions:
        return BillingCheckoutSessions(self._client)

    @cached_property
    def with_raw_response(self) -> BillingWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return BillingWithRawResponse(self)


class BillingCheckoutSessionsWithRawResponse:
    """``client.with_raw_response.billing.checkout_sessions``: each method returns an ``APIResponse``."""

    def __init__(self, resource: BillingCheckoutSessions) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class BillingWithRawResponse:
    """``client.with_raw_response.billing``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Billing) -> None:
        self._resource = resource

    @cached_property
    def checkout_sessions(self) -> BillingCheckoutSessionsWithRawResponse:
        return BillingCheckoutSessionsWithRawResponse(self._resource.checkout_sessions)


class AsyncBillingCheckoutSessions:
    """``client.billing.checkout_sessions``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncBillingCheckoutSessionsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncBillingCheckoutSessionsWithRawResponse(self)

    async def create(
        self,
        *,
        amount_cents: int,
        success_url: str | NotGiven = NOT_GIVEN,
        cancel_url: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CheckoutSession:
        """Start a card checkout that adds to the balance

        Adds money to the caller's active workspace once paid: nothing is credited until the payment
        webhook (POST /api/v1/webhooks/payments) reports the checkout paid. With STRIPE_SECRET_KEY the
        url is Stripe's hosted checkout; without it, where PROCTOR_SANDBOX_PAYMENTS is on, it is this
        server's sandbox page ({base}/sandbox/checkout/{id}), whose Pay button pays without a card.
        Neither: 501 not_configured naming the settings. Needs the admin role: adding money is a billing
        decision. Audited as `billing.checkout_created`.

        ``POST /api/v1/billing/checkout-sessions`` (operationId ``billing-createCheckoutSession``).

        Args:
            amount_cents: Cents to add to the workspace's balance, 100 to 1000000
            success_url: Where the payer is sent after paying; {CHECKOUT_ID} in it becomes the checkout id
            cancel_url: Where the payer is sent on cancelling; {CHECKOUT_ID} in it becomes the checkout id
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/billing/checkout-sessions",
                params=None,
                json_body=_body({"amount_cents": amount_cents, "success_url": success_url, "cancel_url": cancel_url}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CheckoutSession),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CheckoutSession:
        """A checkout session, to see whether it was paid

        One of the organization's checkout sessions; status turns complete when the payment webhook
        credits the balance.

        ``GET /api/v1/billing/checkout-sessions/{id}`` (operationId ``billing-getCheckoutSession``).

        Args:
            id: Checkout session id (chk_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/billing/checkout-sessions/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CheckoutSession),
        )


class AsyncBilling:
    """``client.billing``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def checkout_sessions(self) -> AsyncBillingCheckoutSessions:
        return AsyncBillingCheckoutSessions(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncBillingWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncBillingWithRawResponse(self)


class AsyncBillingCheckoutSessionsWithRawResponse:
    """``async_client.with_raw_response.billing.checkout_sessions``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncBillingCheckoutSessions) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)


class AsyncBillingWithRawResponse:
    """``async_client.with_raw_response.billing``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncBilling) -> None:
        self._resource = resource

    @cached_property
    def checkout_sessions(self) -> AsyncBillingCheckoutSessionsWithRawResponse:
        return AsyncBillingCheckoutSessionsWithRawResponse(self._resource.checkout_sessions)
