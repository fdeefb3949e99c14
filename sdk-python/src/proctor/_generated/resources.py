# GENERATED FILE, DO NOT EDIT. Resources: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

import uuid
from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, Literal, Mapping, TypeVar, overload
from urllib.parse import quote

from .._base_client import RequestOptions
from .._models import construct
from .._pagination import AsyncPaginator, SyncCursorPage
from .._response import async_to_raw_response_wrapper, to_raw_response_wrapper
from .._types import NOT_GIVEN, NotGiven
from .._waiting import WAIT_BUDGET, wait_async, wait_sync
from . import models, params

if TYPE_CHECKING:
    from .._base_client import AsyncAPIClient, SyncAPIClient

_T = TypeVar("_T", bound=models.BaseModel)


def _model(cls: type[_T]) -> Callable[[Any], _T]:
    return lambda data: construct(cls, data)


def _json(data: Any) -> dict[str, Any]:
    return data


def _none(_data: Any) -> None:
    return None


def _path(value: str) -> str:
    return quote(str(value), safe="")


def _body(fields: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in fields.items() if not isinstance(v, NotGiven)}


def _headers(extra: Mapping[str, str] | None, own: Mapping[str, str] | None = None) -> dict[str, str]:
    return {**(own or {}), **(extra or {})}


def _new_idempotency_key() -> str:
    return str(uuid.uuid4())


class AgentsServices:
    """``client.agents.services``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentsServicesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsServicesWithRawResponse(self)

    def delete(
        self,
        id: str,
        operation: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Remove a binding; the agent can no longer dispatch that operation

        ``DELETE /api/v1/agents/{id}/services/{operation}`` (operationId ``agents-deleteService``).

        Args:
            id: Agent id (agt_…)
            operation: "<service>.<operation>"
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/agents/{_path(id)}/services/{_path(operation)}",
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
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.ServiceBinding]:
        """The agent's service bindings

        All of them in one page, ordered by operation (an agent has at most one per catalog operation).

        ``GET /api/v1/agents/{id}/services`` (operationId ``agents-listServices``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/services",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceBinding),
        )

    def upsert(
        self,
        id: str,
        *,
        operation: str,
        service: str | NotGiven = NOT_GIVEN,
        monthly_budget_cents: int | None | NotGiven = NOT_GIVEN,
        daily_limit: int | None | NotGiven = NOT_GIVEN,
        approval_threshold_cents: int | None | NotGiven = NOT_GIVEN,
        enabled: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceBinding:
        """Enable an operation for the agent, with its budget and limits

        Posting again for the same operation updates the fields sent and keeps the others. Unknown
        operations are refused with invalid_request naming the catalog.

        ``POST /api/v1/agents/{id}/services`` (operationId ``agents-upsertService``).

        Args:
            id: Agent id (agt_…)
            operation: "<service>.<operation>", or the bare operation with service
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/services",
                params=None,
                json_body=_body(
                    {
                        "operation": operation,
                        "service": service,
                        "monthly_budget_cents": monthly_budget_cents,
                        "daily_limit": daily_limit,
                        "approval_threshold_cents": approval_threshold_cents,
                        "enabled": enabled,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceBinding),
        )


class AgentDocs:
    """``client.agent_docs``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentDocsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentDocsWithRawResponse(self)

    def retrieve(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentDocs:
        """Machine-readable catalog for agents

        Request shapes, pricing and examples of every operation an agent can dispatch. No
        authentication.

        ``GET /api/v1/agent-docs`` (operationId ``platform-agentDocs``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/agent-docs",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentDocs),
        )


class Agents:
    """``client.agents``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def services(self) -> AgentsServices:
        return AgentsServices(self._client)

    @cached_property
    def with_raw_response(self) -> AgentsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsWithRawResponse(self)

    def clone(
        self,
        id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentsCloneResponse:
        """Clone with all settings, budget and bindings, and new keys

        ``POST /api/v1/agents/{id}/clone`` (operationId ``agents-clone``).

        Args:
            id: Agent id (agt_…)
            name: Default: "<name> (copy)"
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/clone",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentsCloneResponse),
        )

    def create(
        self,
        *,
        name: str,
        description: str | None | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused", "disabled"] | NotGiven = NOT_GIVEN,
        icon: str | None | NotGiven = NOT_GIVEN,
        category: str | None | NotGiven = NOT_GIVEN,
        personality: str | None | NotGiven = NOT_GIVEN,
        system_prompt: str | None | NotGiven = NOT_GIVEN,
        voice_config: dict[str, Any] | None | NotGiven = NOT_GIVEN,
        default_model_id: str | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentsCreateResponse:
        """Create an agent; returns its live and test keys once

        ``POST /api/v1/agents`` (operationId ``agents-create``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/agents",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "description": description,
                        "status": status,
                        "icon": icon,
                        "category": category,
                        "personality": personality,
                        "system_prompt": system_prompt,
                        "voice_config": voice_config,
                        "default_model_id": default_model_id,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentsCreateResponse),
        )

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete an agent; its keys stop working at once

        Browser session only. The primary agent cannot be deleted (409).

        ``DELETE /api/v1/agents/{id}`` (operationId ``agents-delete``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/agents/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
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
    ) -> SyncCursorPage[models.Agent]:
        """The organization's agents

        ``GET /api/v1/agents`` (operationId ``agents-list``).

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
                path="/api/v1/agents",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Agent:
        """One agent

        ``GET /api/v1/agents/{id}`` (operationId ``agents-get``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )

    def rotate_key(
        self,
        id: str,
        *,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentsRotateKeyResponse:
        """Rotate the live (default) or test key; the old one stops working at once

        ``PATCH /api/v1/agents/{id}/key`` (operationId ``agents-rotateKey``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/key",
                params=None,
                json_body=_body({"mode": mode}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentsRotateKeyResponse),
        )

    def set_budget(
        self,
        id: str,
        *,
        monthly_budget_cents: int | None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Agent:
        """Set the agent's monthly budget cap

        ``PATCH /api/v1/agents/{id}/budget`` (operationId ``agents-setBudget``).

        Args:
            id: Agent id (agt_…)
            monthly_budget_cents: Monthly cap across all operations; null removes it
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/budget",
                params=None,
                json_body=_body({"monthly_budget_cents": monthly_budget_cents}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )

    def update(
        self,
        id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        description: str | None | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused", "disabled"] | NotGiven = NOT_GIVEN,
        icon: str | None | NotGiven = NOT_GIVEN,
        category: str | None | NotGiven = NOT_GIVEN,
        personality: str | None | NotGiven = NOT_GIVEN,
        system_prompt: str | None | NotGiven = NOT_GIVEN,
        voice_config: dict[str, Any] | None | NotGiven = NOT_GIVEN,
        default_model_id: str | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Agent:
        """Update name, description, status, icon, category, personality, prompt, voice, model

        Browser session only: personal access tokens get 403. null clears a field.

        ``PATCH /api/v1/agents/{id}`` (operationId ``agents-update``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "description": description,
                        "status": status,
                        "icon": icon,
                        "category": category,
                        "personality": personality,
                        "system_prompt": system_prompt,
                        "voice_config": voice_config,
                        "default_model_id": default_model_id,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )


class Approvals:
    """``client.approvals``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ApprovalsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ApprovalsWithRawResponse(self)

    def approve(
        self,
        id: str,
        *,
        note: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Approval:
        """Approve: re-checks budgets and balance now, then executes

        Answers when the request has reached its outcome, visible in service_request.

        ``POST /api/v1/approvals/{id}/approve`` (operationId ``approvals-approve``).

        Args:
            id: Approval id (apr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/approvals/{_path(id)}/approve",
                params=None,
                json_body=_body({"note": note}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected", "expired"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Approval]:
        """Approvals, oldest first; filter by status

        ``GET /api/v1/approvals`` (operationId ``approvals-list``).

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
                path="/api/v1/approvals",
                params={"limit": limit, "cursor": cursor, "status": status},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )

    def reject(
        self,
        id: str,
        *,
        reason: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Approval:
        """Reject: the request ends blocked with approval_rejected

        ``POST /api/v1/approvals/{id}/reject`` (operationId ``approvals-reject``).

        Args:
            id: Approval id (apr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/approvals/{_path(id)}/reject",
                params=None,
                json_body=_body({"reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )


class AuditLogs:
    """``client.audit_logs``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AuditLogsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AuditLogsWithRawResponse(self)

    def list(
        self,
        *,
        agent_id: str | NotGiven = NOT_GIVEN,
        action: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        from_: str | NotGiven = NOT_GIVEN,
        to: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.AuditEntry]:
        """The organization's audit trail, in chain order

        ``GET /api/v1/audit-logs`` (operationId ``auditLogs-list``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/audit-logs",
                params={
                    "agent_id": agent_id,
                    "action": action,
                    "mode": mode,
                    "from": from_,
                    "to": to,
                    "limit": limit,
                    "cursor": cursor,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AuditEntry),
        )

    def verify(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AuditVerification:
        """Recompute the organization's hash chain

        ``GET /api/v1/audit-logs/verify`` (operationId ``auditLogs-verify``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/audit-logs/verify",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AuditVerification),
        )


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

        A wrong email and a wrong password fail alike (401). After five failures in a row an email is
        locked out for a time that doubles with each further failure, up to 15 minutes (429 with
        Retry-After).

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
        """Who is signed in: user, organization, role

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
        balance, the user as owner, and the built-in primary agent. Sets the session cookie.

        ``POST /api/v1/auth/signup`` (operationId ``auth-signup``).

        Args:
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
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Balance:
        """The organization's balance

        ``GET /api/v1/balance`` (operationId ``balance-get``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/balance",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Balance),
        )


class PersonalTokens:
    """``client.personal_tokens``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PersonalTokensWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return PersonalTokensWithRawResponse(self)

    def create(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PersonalTokensCreateResponse:
        """Mint a personal access token (shown once)

        Browser session only. The token acts for you in your organization, with your role.

        ``POST /api/v1/personal-tokens`` (operationId ``personalTokens-create``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/personal-tokens",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalTokensCreateResponse),
        )

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Revoke and delete a token

        ``DELETE /api/v1/personal-tokens/{id}`` (operationId ``personalTokens-delete``).

        Args:
            id: Token id (pat_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/personal-tokens/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
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
    ) -> SyncCursorPage[models.PersonalToken]:
        """Your tokens (never their secrets)

        ``GET /api/v1/personal-tokens`` (operationId ``personalTokens-list``).

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
                path="/api/v1/personal-tokens",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalToken),
        )

    def update(
        self,
        id: str,
        *,
        enabled: bool,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PersonalToken:
        """Enable or disable a token

        A disabled token is refused (401) from the next request on.

        ``PATCH /api/v1/personal-tokens/{id}`` (operationId ``personalTokens-update``).

        Args:
            id: Token id (pat_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/personal-tokens/{_path(id)}",
                params=None,
                json_body=_body({"enabled": enabled}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalToken),
        )


class Platform:
    """``client.platform``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> PlatformWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return PlatformWithRawResponse(self)

    def health(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PlatformHealthResponse:
        """Liveness

        Answers as long as the process serves HTTP; does not touch the database.

        ``GET /api/v1/health`` (operationId ``platform-health``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/health",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PlatformHealthResponse),
        )

    def openapi(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> dict[str, Any]:
        """This OpenAPI document

        ``GET /api/v1/openapi.json`` (operationId ``platform-openapi``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/openapi.json",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _json,
        )

    def ready(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PlatformReadyResponse:
        """Readiness

        Ready when the database answers; 503 `service_unavailable` otherwise.

        ``GET /api/v1/ready`` (operationId ``platform-ready``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/ready",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PlatformReadyResponse),
        )


class ServiceRequests:
    """``client.service_requests``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ServiceRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ServiceRequestsWithRawResponse(self)

    @overload
    def create(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    def create(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest:
        """Dispatch a paid action through the governed pipeline

        Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider,
        debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors. The
        same Idempotency-Key with the same body answers the same request again, without a second
        execution or charge.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/service-requests",
                params=None,
                json_body=_body({"operation": operation, "payload": payload, "service": service}),
                headers=_headers(extra_headers, {"Idempotency-Key": idempotency_key or _new_idempotency_key()}),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    def create_and_wait(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest:
        """Dispatch, then poll until an outcome (executed, failed or blocked)

        Polls GET /api/v1/service-requests/{id} 2 s after the answer, then every 1.5 times longer,
        capped at 10 s, for at most max_wait seconds in all; raises ProctorWaitTimeoutError (kind
        "timeout") with the last state when the budget runs out.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.
        """
        started = self._client._clock()
        first = self.create(
            operation=operation,
            payload=payload,
            service=service,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )
        return wait_sync(
            first,
            lambda id: self.retrieve(id, extra_headers=extra_headers, timeout=timeout, max_retries=max_retries),
            clock=self._client._clock,
            sleep=self._client._sleep,
            started=started,
            max_wait=max_wait,
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        status: Literal["executed", "blocked", "approval_required", "failed", "running"] | NotGiven = NOT_GIVEN,
        operation: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.ServiceRequest]:
        """The organization's service requests, oldest first

        ``GET /api/v1/service-requests`` (operationId ``serviceRequests-list``).

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
                path="/api/v1/service-requests",
                params={
                    "limit": limit,
                    "cursor": cursor,
                    "agent_id": agent_id,
                    "status": status,
                    "operation": operation,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest:
        """One service request, for polling

        An agent key sees its own agent's requests; a person sees the organization's.

        ``GET /api/v1/service-requests/{id}`` (operationId ``serviceRequests-get``).

        Args:
            id: Service request id (sr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/service-requests/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )


class Usage:
    """``client.usage``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> UsageWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return UsageWithRawResponse(self)

    def retrieve(
        self,
        *,
        from_: str | NotGiven = NOT_GIVEN,
        to: str | NotGiven = NOT_GIVEN,
        group_by: Literal["operation", "agent", "day"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Usage:
        """Requests and spend per operation, agent or day; live and test apart

        ``GET /api/v1/usage`` (operationId ``usage-get``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/usage",
                params={"from": from_, "to": to, "group_by": group_by},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Usage),
        )


class AgentsServicesWithRawResponse:
    """``client.with_raw_response.agents.services``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsServices) -> None:
        self._resource = resource
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.upsert = to_raw_response_wrapper(resource.upsert)


class AgentDocsWithRawResponse:
    """``client.with_raw_response.agent_docs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentDocs) -> None:
        self._resource = resource
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class AgentsWithRawResponse:
    """``client.with_raw_response.agents``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Agents) -> None:
        self._resource = resource
        self.clone = to_raw_response_wrapper(resource.clone)
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.rotate_key = to_raw_response_wrapper(resource.rotate_key)
        self.set_budget = to_raw_response_wrapper(resource.set_budget)
        self.update = to_raw_response_wrapper(resource.update)

    @cached_property
    def services(self) -> AgentsServicesWithRawResponse:
        return AgentsServicesWithRawResponse(self._resource.services)


class ApprovalsWithRawResponse:
    """``client.with_raw_response.approvals``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Approvals) -> None:
        self._resource = resource
        self.approve = to_raw_response_wrapper(resource.approve)
        self.list = to_raw_response_wrapper(resource.list)
        self.reject = to_raw_response_wrapper(resource.reject)


class AuditLogsWithRawResponse:
    """``client.with_raw_response.audit_logs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AuditLogs) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)
        self.verify = to_raw_response_wrapper(resource.verify)


class AuthWithRawResponse:
    """``client.with_raw_response.auth``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Auth) -> None:
        self._resource = resource
        self.login = to_raw_response_wrapper(resource.login)
        self.logout = to_raw_response_wrapper(resource.logout)
        self.session = to_raw_response_wrapper(resource.session)
        self.signup = to_raw_response_wrapper(resource.signup)


class BalanceWithRawResponse:
    """``client.with_raw_response.balance``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Balance) -> None:
        self._resource = resource
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class PersonalTokensWithRawResponse:
    """``client.with_raw_response.personal_tokens``: each method returns an ``APIResponse``."""

    def __init__(self, resource: PersonalTokens) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.update = to_raw_response_wrapper(resource.update)


class PlatformWithRawResponse:
    """``client.with_raw_response.platform``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Platform) -> None:
        self._resource = resource
        self.health = to_raw_response_wrapper(resource.health)
        self.openapi = to_raw_response_wrapper(resource.openapi)
        self.ready = to_raw_response_wrapper(resource.ready)


class ServiceRequestsWithRawResponse:
    """``client.with_raw_response.service_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: ServiceRequests) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class UsageWithRawResponse:
    """``client.with_raw_response.usage``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Usage) -> None:
        self._resource = resource
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class AsyncAgentsServices:
    """``client.agents.services``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentsServicesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsServicesWithRawResponse(self)

    async def delete(
        self,
        id: str,
        operation: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Remove a binding; the agent can no longer dispatch that operation

        ``DELETE /api/v1/agents/{id}/services/{operation}`` (operationId ``agents-deleteService``).

        Args:
            id: Agent id (agt_…)
            operation: "<service>.<operation>"
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/agents/{_path(id)}/services/{_path(operation)}",
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
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.ServiceBinding]:
        """The agent's service bindings

        All of them in one page, ordered by operation (an agent has at most one per catalog operation).

        ``GET /api/v1/agents/{id}/services`` (operationId ``agents-listServices``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/services",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceBinding),
        )

    async def upsert(
        self,
        id: str,
        *,
        operation: str,
        service: str | NotGiven = NOT_GIVEN,
        monthly_budget_cents: int | None | NotGiven = NOT_GIVEN,
        daily_limit: int | None | NotGiven = NOT_GIVEN,
        approval_threshold_cents: int | None | NotGiven = NOT_GIVEN,
        enabled: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceBinding:
        """Enable an operation for the agent, with its budget and limits

        Posting again for the same operation updates the fields sent and keeps the others. Unknown
        operations are refused with invalid_request naming the catalog.

        ``POST /api/v1/agents/{id}/services`` (operationId ``agents-upsertService``).

        Args:
            id: Agent id (agt_…)
            operation: "<service>.<operation>", or the bare operation with service
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/services",
                params=None,
                json_body=_body(
                    {
                        "operation": operation,
                        "service": service,
                        "monthly_budget_cents": monthly_budget_cents,
                        "daily_limit": daily_limit,
                        "approval_threshold_cents": approval_threshold_cents,
                        "enabled": enabled,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceBinding),
        )


class AsyncAgentDocs:
    """``client.agent_docs``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentDocsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentDocsWithRawResponse(self)

    async def retrieve(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentDocs:
        """Machine-readable catalog for agents

        Request shapes, pricing and examples of every operation an agent can dispatch. No
        authentication.

        ``GET /api/v1/agent-docs`` (operationId ``platform-agentDocs``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/agent-docs",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentDocs),
        )


class AsyncAgents:
    """``client.agents``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def services(self) -> AsyncAgentsServices:
        return AsyncAgentsServices(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncAgentsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsWithRawResponse(self)

    async def clone(
        self,
        id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentsCloneResponse:
        """Clone with all settings, budget and bindings, and new keys

        ``POST /api/v1/agents/{id}/clone`` (operationId ``agents-clone``).

        Args:
            id: Agent id (agt_…)
            name: Default: "<name> (copy)"
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/clone",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentsCloneResponse),
        )

    async def create(
        self,
        *,
        name: str,
        description: str | None | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused", "disabled"] | NotGiven = NOT_GIVEN,
        icon: str | None | NotGiven = NOT_GIVEN,
        category: str | None | NotGiven = NOT_GIVEN,
        personality: str | None | NotGiven = NOT_GIVEN,
        system_prompt: str | None | NotGiven = NOT_GIVEN,
        voice_config: dict[str, Any] | None | NotGiven = NOT_GIVEN,
        default_model_id: str | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentsCreateResponse:
        """Create an agent; returns its live and test keys once

        ``POST /api/v1/agents`` (operationId ``agents-create``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/agents",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "description": description,
                        "status": status,
                        "icon": icon,
                        "category": category,
                        "personality": personality,
                        "system_prompt": system_prompt,
                        "voice_config": voice_config,
                        "default_model_id": default_model_id,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentsCreateResponse),
        )

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete an agent; its keys stop working at once

        Browser session only. The primary agent cannot be deleted (409).

        ``DELETE /api/v1/agents/{id}`` (operationId ``agents-delete``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/agents/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
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
    ) -> AsyncPaginator[models.Agent]:
        """The organization's agents

        ``GET /api/v1/agents`` (operationId ``agents-list``).

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
                path="/api/v1/agents",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Agent:
        """One agent

        ``GET /api/v1/agents/{id}`` (operationId ``agents-get``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )

    async def rotate_key(
        self,
        id: str,
        *,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentsRotateKeyResponse:
        """Rotate the live (default) or test key; the old one stops working at once

        ``PATCH /api/v1/agents/{id}/key`` (operationId ``agents-rotateKey``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/key",
                params=None,
                json_body=_body({"mode": mode}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentsRotateKeyResponse),
        )

    async def set_budget(
        self,
        id: str,
        *,
        monthly_budget_cents: int | None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Agent:
        """Set the agent's monthly budget cap

        ``PATCH /api/v1/agents/{id}/budget`` (operationId ``agents-setBudget``).

        Args:
            id: Agent id (agt_…)
            monthly_budget_cents: Monthly cap across all operations; null removes it
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/budget",
                params=None,
                json_body=_body({"monthly_budget_cents": monthly_budget_cents}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )

    async def update(
        self,
        id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        description: str | None | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused", "disabled"] | NotGiven = NOT_GIVEN,
        icon: str | None | NotGiven = NOT_GIVEN,
        category: str | None | NotGiven = NOT_GIVEN,
        personality: str | None | NotGiven = NOT_GIVEN,
        system_prompt: str | None | NotGiven = NOT_GIVEN,
        voice_config: dict[str, Any] | None | NotGiven = NOT_GIVEN,
        default_model_id: str | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Agent:
        """Update name, description, status, icon, category, personality, prompt, voice, model

        Browser session only: personal access tokens get 403. null clears a field.

        ``PATCH /api/v1/agents/{id}`` (operationId ``agents-update``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "description": description,
                        "status": status,
                        "icon": icon,
                        "category": category,
                        "personality": personality,
                        "system_prompt": system_prompt,
                        "voice_config": voice_config,
                        "default_model_id": default_model_id,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )


class AsyncApprovals:
    """``client.approvals``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncApprovalsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncApprovalsWithRawResponse(self)

    async def approve(
        self,
        id: str,
        *,
        note: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Approval:
        """Approve: re-checks budgets and balance now, then executes

        Answers when the request has reached its outcome, visible in service_request.

        ``POST /api/v1/approvals/{id}/approve`` (operationId ``approvals-approve``).

        Args:
            id: Approval id (apr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/approvals/{_path(id)}/approve",
                params=None,
                json_body=_body({"note": note}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected", "expired"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Approval]:
        """Approvals, oldest first; filter by status

        ``GET /api/v1/approvals`` (operationId ``approvals-list``).

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
                path="/api/v1/approvals",
                params={"limit": limit, "cursor": cursor, "status": status},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )

    async def reject(
        self,
        id: str,
        *,
        reason: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Approval:
        """Reject: the request ends blocked with approval_rejected

        ``POST /api/v1/approvals/{id}/reject`` (operationId ``approvals-reject``).

        Args:
            id: Approval id (apr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/approvals/{_path(id)}/reject",
                params=None,
                json_body=_body({"reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Approval),
        )


class AsyncAuditLogs:
    """``client.audit_logs``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAuditLogsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAuditLogsWithRawResponse(self)

    def list(
        self,
        *,
        agent_id: str | NotGiven = NOT_GIVEN,
        action: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        from_: str | NotGiven = NOT_GIVEN,
        to: str | NotGiven = NOT_GIVEN,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.AuditEntry]:
        """The organization's audit trail, in chain order

        ``GET /api/v1/audit-logs`` (operationId ``auditLogs-list``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/audit-logs",
                params={
                    "agent_id": agent_id,
                    "action": action,
                    "mode": mode,
                    "from": from_,
                    "to": to,
                    "limit": limit,
                    "cursor": cursor,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AuditEntry),
        )

    async def verify(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AuditVerification:
        """Recompute the organization's hash chain

        ``GET /api/v1/audit-logs/verify`` (operationId ``auditLogs-verify``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/audit-logs/verify",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AuditVerification),
        )


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

        A wrong email and a wrong password fail alike (401). After five failures in a row an email is
        locked out for a time that doubles with each further failure, up to 15 minutes (429 with
        Retry-After).

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
        """Who is signed in: user, organization, role

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
        balance, the user as owner, and the built-in primary agent. Sets the session cookie.

        ``POST /api/v1/auth/signup`` (operationId ``auth-signup``).

        Args:
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
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Balance:
        """The organization's balance

        ``GET /api/v1/balance`` (operationId ``balance-get``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/balance",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Balance),
        )


class AsyncPersonalTokens:
    """``client.personal_tokens``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPersonalTokensWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncPersonalTokensWithRawResponse(self)

    async def create(
        self,
        *,
        name: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PersonalTokensCreateResponse:
        """Mint a personal access token (shown once)

        Browser session only. The token acts for you in your organization, with your role.

        ``POST /api/v1/personal-tokens`` (operationId ``personalTokens-create``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/personal-tokens",
                params=None,
                json_body=_body({"name": name}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalTokensCreateResponse),
        )

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Revoke and delete a token

        ``DELETE /api/v1/personal-tokens/{id}`` (operationId ``personalTokens-delete``).

        Args:
            id: Token id (pat_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/personal-tokens/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
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
    ) -> AsyncPaginator[models.PersonalToken]:
        """Your tokens (never their secrets)

        ``GET /api/v1/personal-tokens`` (operationId ``personalTokens-list``).

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
                path="/api/v1/personal-tokens",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalToken),
        )

    async def update(
        self,
        id: str,
        *,
        enabled: bool,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PersonalToken:
        """Enable or disable a token

        A disabled token is refused (401) from the next request on.

        ``PATCH /api/v1/personal-tokens/{id}`` (operationId ``personalTokens-update``).

        Args:
            id: Token id (pat_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/personal-tokens/{_path(id)}",
                params=None,
                json_body=_body({"enabled": enabled}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PersonalToken),
        )


class AsyncPlatform:
    """``client.platform``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncPlatformWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncPlatformWithRawResponse(self)

    async def health(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PlatformHealthResponse:
        """Liveness

        Answers as long as the process serves HTTP; does not touch the database.

        ``GET /api/v1/health`` (operationId ``platform-health``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/health",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PlatformHealthResponse),
        )

    async def openapi(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> dict[str, Any]:
        """This OpenAPI document

        ``GET /api/v1/openapi.json`` (operationId ``platform-openapi``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/openapi.json",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _json,
        )

    async def ready(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PlatformReadyResponse:
        """Readiness

        Ready when the database answers; 503 `service_unavailable` otherwise.

        ``GET /api/v1/ready`` (operationId ``platform-ready``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/ready",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PlatformReadyResponse),
        )


class AsyncServiceRequests:
    """``client.service_requests``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncServiceRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncServiceRequestsWithRawResponse(self)

    @overload
    async def create(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    async def create(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest:
        """Dispatch a paid action through the governed pipeline

        Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider,
        debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors. The
        same Idempotency-Key with the same body answers the same request again, without a second
        execution or charge.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/service-requests",
                params=None,
                json_body=_body({"operation": operation, "payload": payload, "service": service}),
                headers=_headers(extra_headers, {"Idempotency-Key": idempotency_key or _new_idempotency_key()}),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    async def create_and_wait(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest:
        """Dispatch, then poll until an outcome (executed, failed or blocked)

        Polls GET /api/v1/service-requests/{id} 2 s after the answer, then every 1.5 times longer,
        capped at 10 s, for at most max_wait seconds in all; raises ProctorWaitTimeoutError (kind
        "timeout") with the last state when the budget runs out.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.
        """
        started = self._client._clock()
        first = await self.create(
            operation=operation,
            payload=payload,
            service=service,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )
        return await wait_async(
            first,
            lambda id: self.retrieve(id, extra_headers=extra_headers, timeout=timeout, max_retries=max_retries),
            clock=self._client._clock,
            sleep=self._client._sleep,
            started=started,
            max_wait=max_wait,
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        status: Literal["executed", "blocked", "approval_required", "failed", "running"] | NotGiven = NOT_GIVEN,
        operation: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.ServiceRequest]:
        """The organization's service requests, oldest first

        ``GET /api/v1/service-requests`` (operationId ``serviceRequests-list``).

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
                path="/api/v1/service-requests",
                params={
                    "limit": limit,
                    "cursor": cursor,
                    "agent_id": agent_id,
                    "status": status,
                    "operation": operation,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest:
        """One service request, for polling

        An agent key sees its own agent's requests; a person sees the organization's.

        ``GET /api/v1/service-requests/{id}`` (operationId ``serviceRequests-get``).

        Args:
            id: Service request id (sr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/service-requests/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )


class AsyncUsage:
    """``client.usage``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncUsageWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncUsageWithRawResponse(self)

    async def retrieve(
        self,
        *,
        from_: str | NotGiven = NOT_GIVEN,
        to: str | NotGiven = NOT_GIVEN,
        group_by: Literal["operation", "agent", "day"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Usage:
        """Requests and spend per operation, agent or day; live and test apart

        ``GET /api/v1/usage`` (operationId ``usage-get``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/usage",
                params={"from": from_, "to": to, "group_by": group_by},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Usage),
        )


class AsyncAgentsServicesWithRawResponse:
    """``async_client.with_raw_response.agents.services``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsServices) -> None:
        self._resource = resource
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.upsert = async_to_raw_response_wrapper(resource.upsert)


class AsyncAgentDocsWithRawResponse:
    """``async_client.with_raw_response.agent_docs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentDocs) -> None:
        self._resource = resource
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)


class AsyncAgentsWithRawResponse:
    """``async_client.with_raw_response.agents``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgents) -> None:
        self._resource = resource
        self.clone = async_to_raw_response_wrapper(resource.clone)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.rotate_key = async_to_raw_response_wrapper(resource.rotate_key)
        self.set_budget = async_to_raw_response_wrapper(resource.set_budget)
        self.update = async_to_raw_response_wrapper(resource.update)

    @cached_property
    def services(self) -> AsyncAgentsServicesWithRawResponse:
        return AsyncAgentsServicesWithRawResponse(self._resource.services)


class AsyncApprovalsWithRawResponse:
    """``async_client.with_raw_response.approvals``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncApprovals) -> None:
        self._resource = resource
        self.approve = async_to_raw_response_wrapper(resource.approve)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.reject = async_to_raw_response_wrapper(resource.reject)


class AsyncAuditLogsWithRawResponse:
    """``async_client.with_raw_response.audit_logs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAuditLogs) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)
        self.verify = async_to_raw_response_wrapper(resource.verify)


class AsyncAuthWithRawResponse:
    """``async_client.with_raw_response.auth``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAuth) -> None:
        self._resource = resource
        self.login = async_to_raw_response_wrapper(resource.login)
        self.logout = async_to_raw_response_wrapper(resource.logout)
        self.session = async_to_raw_response_wrapper(resource.session)
        self.signup = async_to_raw_response_wrapper(resource.signup)


class AsyncBalanceWithRawResponse:
    """``async_client.with_raw_response.balance``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncBalance) -> None:
        self._resource = resource
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)


class AsyncPersonalTokensWithRawResponse:
    """``async_client.with_raw_response.personal_tokens``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncPersonalTokens) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.update = async_to_raw_response_wrapper(resource.update)


class AsyncPlatformWithRawResponse:
    """``async_client.with_raw_response.platform``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncPlatform) -> None:
        self._resource = resource
        self.health = async_to_raw_response_wrapper(resource.health)
        self.openapi = async_to_raw_response_wrapper(resource.openapi)
        self.ready = async_to_raw_response_wrapper(resource.ready)


class AsyncServiceRequestsWithRawResponse:
    """``async_client.with_raw_response.service_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncServiceRequests) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)


class AsyncUsageWithRawResponse:
    """``async_client.with_raw_response.usage``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncUsage) -> None:
        self._resource = resource
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
