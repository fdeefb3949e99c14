# GENERATED FILE, DO NOT EDIT. The ``promo`` resource: one method per API operation, synchronous and asynchronous.
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


class PromoCodes:
    """``client.promo.codes``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PromoCodesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return PromoCodesWithRawResponse(self)

    def create(
        self,
        *,
        code: str,
        amount_cents: int,
        max_redemptions: int | NotGiven = NOT_GIVEN,
        expires_at: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PromoCode:
        """Create a promo code

        Each organization may redeem a code once. A code already taken, even by a deleted code, is 409.
        The server bounds what a code credits: `amount_cents` at most PROCTOR_PROMO_MAX_AMOUNT_CENTS
        (default 10,000), and `amount_cents` × `max_redemptions` at most PROCTOR_PROMO_MAX_CODE_CENTS
        (default 1,000,000; `max_redemptions` is then required, and 0 lifts this bound); over either,
        400 naming it. Platform admins only: accounts the server's operator made platform admins with
        `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes
        are the platform's, not an organization's.

        ``POST /api/v1/promo/codes`` (operationId ``promo-createCode``).

        Args:
            code: The code, 3 to 64 letters, digits, - and _; case does not matter
            amount_cents: Cents credited to each redeeming organization
            max_redemptions: How many organizations may redeem it; no limit when left out
            expires_at: When it stops redeeming (ISO 8601); never when left out
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/promo/codes",
                params=None,
                json_body=_body(
                    {
                        "code": code,
                        "amount_cents": amount_cents,
                        "max_redemptions": max_redemptions,
                        "expires_at": expires_at,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PromoCode),
        )

    def delete(
        self,
        *,
        code: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a promo code

        ?code=: it redeems no more; what it credited stays, and the code stays taken. Unknown or already
        deleted: 404. Platform admins only: accounts the server's operator made platform admins with
        `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes
        are the platform's, not an organization's.

        ``DELETE /api/v1/promo/codes`` (operationId ``promo-deleteCode``).

        Args:
            code: The code, 3 to 64 letters, digits, - and _; case does not matter
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path="/api/v1/promo/codes",
                params={"code": code},
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
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.PromoCode]:
        """Every promo code, deleted ones included

        Oldest first. Platform admins only: accounts the server's operator made platform admins with
        `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes
        are the platform's, not an organization's.

        ``GET /api/v1/promo/codes`` (operationId ``promo-listCodes``).

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
                path="/api/v1/promo/codes",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PromoCode),
        )


class Promo:
    """``client.promo``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def codes(self) -> PromoCodes:
        return PromoCodes(self._client)

    @cached_property
    def with_raw_response(self) -> PromoWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return PromoWithRawResponse(self)

    def redeem(
        self,
        *,
        code: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PromoRedemption:
        """Redeem a promo code into the active workspace's balance

        Credits the amount of the code to your active workspace, once per organization (a second
        redemption by anyone of the organization is 409). An unknown or deleted code is 404; an expired
        or exhausted one is 409, each with a message saying which. A code over the server's current
        bounds (PROCTOR_PROMO_MAX_AMOUNT_CENTS per redemption, PROCTOR_PROMO_MAX_CODE_CENTS per code, as
        at its creation), made before them, is 409 too.

        ``POST /api/v1/promo/redeem`` (operationId ``promo-redeem``).

        Args:
            code: The promo code; case does not matter
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/promo/redeem",
                params=None,
                json_body=_body({"code": code}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PromoRedemption),
        )


class PromoCodesWithRawResponse:
    """``client.with_raw_response.promo.codes``: each method returns an ``APIResponse``."""

    def __init__(self, resource: PromoCodes) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)


class PromoWithRawResponse:
    """``client.with_raw_response.promo``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Promo) -> None:
        self._resource = resource
        self.redeem = to_raw_response_wrapper(resource.redeem)

    @cached_property
    def codes(self) -> PromoCodesWithRawResponse:
        return PromoCodesWithRawResponse(self._resource.codes)


class AsyncPromoCodes:
    """``client.promo.codes``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPromoCodesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncPromoCodesWithRawResponse(self)

    async def create(
        self,
        *,
        code: str,
        amount_cents: int,
        max_redemptions: int | NotGiven = NOT_GIVEN,
        expires_at: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PromoCode:
        """Create a promo code

        Each organization may redeem a code once. A code already taken, even by a deleted code, is 409.
        The server bounds what a code credits: `amount_cents` at most PROCTOR_PROMO_MAX_AMOUNT_CENTS
        (default 10,000), and `amount_cents` × `max_redemptions` at most PROCTOR_PROMO_MAX_CODE_CENTS
        (default 1,000,000; `max_redemptions` is then required, and 0 lifts this bound); over either,
        400 naming it. Platform admins only: accounts the server's operator made platform admins with
        `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes
        are the platform's, not an organization's.

        ``POST /api/v1/promo/codes`` (operationId ``promo-createCode``).

        Args:
            code: The code, 3 to 64 letters, digits, - and _; case does not matter
            amount_cents: Cents credited to each redeeming organization
            max_redemptions: How many organizations may redeem it; no limit when left out
            expires_at: When it stops redeeming (ISO 8601); never when left out
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/promo/codes",
                params=None,
                json_body=_body(
                    {
                        "code": code,
                        "amount_cents": amount_cents,
                        "max_redemptions": max_redemptions,
                        "expires_at": expires_at,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PromoCode),
        )

    async def delete(
        self,
        *,
        code: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a promo code

        ?code=: it redeems no more; what it credited stays, and the code stays taken. Unknown or already
        deleted: 404. Platform admins only: accounts the server's operator made platform admins with
        `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes
        are the platform's, not an organization's.

        ``DELETE /api/v1/promo/codes`` (operationId ``promo-deleteCode``).

        Args:
            code: The code, 3 to 64 letters, digits, - and _; case does not matter
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path="/api/v1/promo/codes",
                params={"code": code},
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
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.PromoCode]:
        """Every promo code, deleted ones included

        Oldest first. Platform admins only: accounts the server's operator made platform admins with
        `proctor admin grant <email>` on the server's command line (403 for anyone else). Promo codes
        are the platform's, not an organization's.

        ``GET /api/v1/promo/codes`` (operationId ``promo-listCodes``).

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
                path="/api/v1/promo/codes",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PromoCode),
        )


class AsyncPromo:
    """``client.promo``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def codes(self) -> AsyncPromoCodes:
        return AsyncPromoCodes(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncPromoWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncPromoWithRawResponse(self)

    async def redeem(
        self,
        *,
        code: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PromoRedemption:
        """Redeem a promo code into the active workspace's balance

        Credits the amount of the code to your active workspace, once per organization (a second
        redemption by anyone of the organization is 409). An unknown or deleted code is 404; an expired
        or exhausted one is 409, each with a message saying which. A code over the server's current
        bounds (PROCTOR_PROMO_MAX_AMOUNT_CENTS per redemption, PROCTOR_PROMO_MAX_CODE_CENTS per code, as
        at its creation), made before them, is 409 too.

        ``POST /api/v1/promo/redeem`` (operationId ``promo-redeem``).

        Args:
            code: The promo code; case does not matter
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/promo/redeem",
                params=None,
                json_body=_body({"code": code}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PromoRedemption),
        )


class AsyncPromoCodesWithRawResponse:
    """``async_client.with_raw_response.promo.codes``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncPromoCodes) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncPromoWithRawResponse:
    """``async_client.with_raw_response.promo``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncPromo) -> None:
        self._resource = resource
        self.redeem = async_to_raw_response_wrapper(resource.redeem)

    @cached_property
    def codes(self) -> AsyncPromoCodesWithRawResponse:
        return AsyncPromoCodesWithRawResponse(self._resource.codes)
