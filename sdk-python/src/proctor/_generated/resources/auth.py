# GENERATED FILE, DO NOT EDIT. The ``auth`` resource: one method per API operation, synchronous and asynchronous.
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


class Auth:
    """``client.auth``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AuthWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AuthWithRawResponse(self)

    def login(
        self,
        *,
        email: str,
        password: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Session:
        """Sign in; sets the session cookie

        Signs in to the user's first organization and sets the session cookie (30 days). A wrong email
        and a wrong password fail alike (401), in the same time. After five attempts in a row without a
        success, however many are sent at once, an email is locked out for a time that doubles with each
        further attempt, up to 15 minutes (429 with Retry-After); a streak ends after 15 quiet minutes,
        and an unknown email is locked out alike. Sign-ins are also limited per client address per
        window (429).

        ``POST /api/v1/auth/login`` (operationId ``auth-login``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/auth/login",
                params=None,
                json_body=_body({"email": email, "password": password}),
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Session),
        )

    def logout(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Sign out: ends the session and clears its cookie

        Idempotent: without a session it only clears the cookie.

        ``POST /api/v1/auth/logout`` (operationId ``auth-logout``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/auth/logout",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def session(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Session:
        """Who is signed in: user, organization, role, permissions and capabilities

        The user and organization behind the session cookie or personal access token, the user's role
        and granted permissions there, and what they allow (`capabilities`, computed with the access
        rules the server enforces, so a client asks rather than keeping a table of roles). What depends
        on one resource is answered on it (a workflow's `can_edit`, a team's `can_manage`, a request's
        `can_decide`). Agent keys are refused: an agent asks GET /api/v1/agents/me.

        ``GET /api/v1/auth/session`` (operationId ``auth-session``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/auth/session",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Session),
        )

    def signup(
        self,
        *,
        email: str,
        password: str,
        name: str | NotGiven = NOT_GIVEN,
        org_name: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Session:
        """Create an account and its organization; signs in

        Creates the user, an organization with its default workspace and a wallet holding the free trial
        balance, the user as owner, and the built-in primary agent. Answers 201 with the user, the
        organization and the role, and sets the session cookie; a session lasts 30 days. An email that
        has an account, compared ignoring case, is 409 `conflict`. Signups are limited per client
        address and server-wide per window (429 with Retry-After).

        ``POST /api/v1/auth/signup`` (operationId ``auth-signup``).

        Args:
            password: 8 to 256 characters
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/auth/signup",
                params=None,
                json_body=_body({"email": email, "password": password, "name": name, "org_name": org_name}),
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Session),
        )


class AuthWithRawResponse:
    """``client.with_raw_response.auth``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Auth) -> None:
        self._resource = resource
        self.login = to_raw_response_wrapper(resource.login)
        self.logout = to_raw_response_wrapper(resource.logout)
        self.session = to_raw_response_wrapper(resource.session)
        self.signup = to_raw_response_wrapper(resource.signup)


class AsyncAuth:
    """``client.auth``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAuthWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAuthWithRawResponse(self)

    async def login(
        self,
        *,
        email: str,
        password: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Session:
        """Sign in; sets the session cookie

        Signs in to the user's first organization and sets the session cookie (30 days). A wrong email
        and a wrong password fail alike (401), in the same time. After five attempts in a row without a
        success, however many are sent at once, an email is locked out for a time that doubles with each
        further attempt, up to 15 minutes (429 with Retry-After); a streak ends after 15 quiet minutes,
        and an unknown email is locked out alike. Sign-ins are also limited per client address per
        window (429).

        ``POST /api/v1/auth/login`` (operationId ``auth-login``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/auth/login",
                params=None,
                json_body=_body({"email": email, "password": password}),
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Session),
        )

    async def logout(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Sign out: ends the session and clears its cookie

        Idempotent: without a session it only clears the cookie.

        ``POST /api/v1/auth/logout`` (operationId ``auth-logout``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/auth/logout",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    async def session(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Session:
        """Who is signed in: user, organization, role, permissions and capabilities

        The user and organization behind the session cookie or personal access token, the user's role
        and granted permissions there, and what they allow (`capabilities`, computed with the access
        rules the server enforces, so a client asks rather than keeping a table of roles). What depends
        on one resource is answered on it (a workflow's `can_edit`, a team's `can_manage`, a request's
        `can_decide`). Agent keys are refused: an agent asks GET /api/v1/agents/me.

        ``GET /api/v1/auth/session`` (operationId ``auth-session``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/auth/session",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Session),
        )

    async def signup(
        self,
        *,
        email: str,
        password: str,
        name: str | NotGiven = NOT_GIVEN,
        org_name: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Session:
        """Create an account and its organization; signs in

        Creates the user, an organization with its default workspace and a wallet holding the free trial
        balance, the user as owner, and the built-in primary agent. Answers 201 with the user, the
        organization and the role, and sets the session cookie; a session lasts 30 days. An email that
        has an account, compared ignoring case, is 409 `conflict`. Signups are limited per client
        address and server-wide per window (429 with Retry-After).

        ``POST /api/v1/auth/signup`` (operationId ``auth-signup``).

        Args:
            password: 8 to 256 characters
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/auth/signup",
                params=None,
                json_body=_body({"email": email, "password": password, "name": name, "org_name": org_name}),
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Session),
        )


class AsyncAuthWithRawResponse:
    """``async_client.with_raw_response.auth``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAuth) -> None:
        self._resource = resource
        self.login = async_to_raw_response_wrapper(resource.login)
        self.logout = async_to_raw_response_wrapper(resource.logout)
        self.session = async_to_raw_response_wrapper(resource.session)
        self.signup = async_to_raw_response_wrapper(resource.signup)
