# GENERATED FILE, DO NOT EDIT. The ``triggers`` resource: one method per API operation, synchronous and asynchronous.
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

from ...lib.triggers import TriggersHelpers

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class Triggers(TriggersHelpers):
    """``client.triggers``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> TriggersWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return TriggersWithRawResponse(self)

    def create(
        self,
        *,
        agent_id: str,
        name: str,
        kind: Literal["cron", "webhook"],
        operation: str,
        payload: dict[str, Any] | NotGiven = NOT_GIVEN,
        cron_expr: str | NotGiven = NOT_GIVEN,
        timezone: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        allow_draft: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CreatedTrigger:
        """Create a trigger

        An event source that dispatches `operation` as the agent, each fire a governed dispatch through
        the same pipeline as POST /api/v1/service-requests (policy, budgets, approval gate, provider,
        debit, audit). Kind `webhook` fires on each signed POST to its `fire_url` (POST
        /api/v1/triggers/{id}/fire, which says how to sign one and how the fired JSON merges into
        `payload`); kind `cron` fires at every time of `cron_expr` in `timezone`, exactly as a scheduled
        task does. The answer (201) carries `signing_secret` this once: it is stored encrypted with
        PROCTOR_ENCRYPTION_KEY, as connected apps' tokens are (on an external database without that
        setting, 501 `not_configured`), and can never be read again; rotation is delete and recreate.
        Checked now: the agent (404), the operation (400), for a cron trigger its payload and schedule
        (400 naming the field) and for workflow.run its workflow (404, 403, 409 as for a scheduled
        task). Browser session only, as the spec says (a personal token is 403). Only its creator,
        admins and owners change or delete a trigger. Audited as `trigger.created`.

        ``POST /api/v1/triggers`` (operationId ``triggers-create``).

        Args:
            agent_id: The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)
            name: A label, trimmed, 1 to 200 characters
            kind: cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url
            operation: A catalog operation (GET /api/v1/agent-docs); a fire can never change it
            payload: The operation's payload. A cron trigger's is checked against the operation's schema now (400 naming `payload.…`); a webhook's may leave fields for its fires to bring, and is checked with the fired body at each fire
            cron_expr: Required for kind cron, refused for a webhook. Five fields, read in timezone; one that never fires is 400
            timezone: Kind cron only: an IANA zone; default UTC. An unknown one is 400 naming the field
            mode: live: real providers, paid from the agent's workspace; test: the sandbox, free
            allow_draft: For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/triggers",
                params=None,
                json_body=_body(
                    {
                        "agent_id": agent_id,
                        "name": name,
                        "kind": kind,
                        "operation": operation,
                        "payload": payload,
                        "cron_expr": cron_expr,
                        "timezone": timezone,
                        "mode": mode,
                        "allow_draft": allow_draft,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CreatedTrigger),
        )

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a trigger

        By its creator, an admin or an owner (another member: 403). It fires no more: its fire URL
        answers 404, a cron fire of it not yet dispatched is recorded skipped (`source_deleted`); its
        fires stay in the audit trail. This is how a signing secret is rotated: delete the trigger and
        create another. Browser session only (a personal token is 403). Audited as `trigger.deleted`.

        ``DELETE /api/v1/triggers/{id}`` (operationId ``triggers-delete``).

        Args:
            id: Trigger id (trg_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/triggers/{_path(id)}",
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
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Trigger]:
        """The organization's triggers

        Every live trigger of the organization, oldest first (`order=desc`: newest first), a page at a
        time (the SDKs iterate every page); deleted triggers are not listed. Signing secrets are never
        shown. Browser session only (a personal token is 403).

        ``GET /api/v1/triggers`` (operationId ``triggers-list``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/triggers",
                params={"limit": limit, "cursor": cursor, "order": order, "agent_id": agent_id, "status": status},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Trigger),
        )

    def list_runs(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.EventFire]:
        """A trigger's fires

        Each fire, oldest first (`order=desc`: newest first), a page at a time: for a cron trigger the
        time it was scheduled for, when it was dispatched, and the service request it made as that
        request stands now (with the workflow run a workflow.run started), or why it was skipped. A
        webhook fire refused before dispatch (a bad signature, a paused trigger, a body the operation
        refuses) left no fire. Browser session only (a personal token is 403).

        ``GET /api/v1/triggers/{id}/runs`` (operationId ``triggers-listRuns``).

        Args:
            id: Trigger id (trg_…)
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/triggers/{_path(id)}/runs",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.EventFire),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Trigger:
        """One trigger

        A live trigger of the organization, without its signing secret (shown only at creation); a
        deleted one, or another organization's, is 404. Browser session only (a personal token is 403).

        ``GET /api/v1/triggers/{id}`` (operationId ``triggers-get``).

        Args:
            id: Trigger id (trg_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/triggers/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Trigger),
        )

    def update(
        self,
        id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused"] | NotGiven = NOT_GIVEN,
        payload: dict[str, Any] | NotGiven = NOT_GIVEN,
        cron_expr: str | NotGiven = NOT_GIVEN,
        timezone: str | NotGiven = NOT_GIVEN,
        allow_draft: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Trigger:
        """Change, pause or resume a trigger

        By its creator, an admin or an owner (another member: 403). Fields left out stay. `status:
        "paused"` stops its fires (a webhook fire is then 409); `"active"` takes them again (a cron
        trigger at its first time after now). The agent, the operation, the kind, the mode and the
        signing secret are fixed: delete the trigger and create another. Browser session only (a
        personal token is 403). Audited as `trigger.updated`.

        ``PATCH /api/v1/triggers/{id}`` (operationId ``triggers-update``).

        Args:
            id: Trigger id (trg_…)
            name: A label, trimmed, 1 to 200 characters
            status: paused: fires nothing (a webhook fire is 409); active again: a cron trigger fires next at its first time after now
            payload: A new payload (a cron trigger's is checked against the operation's schema)
            cron_expr: Kind cron only (a webhook: 400): a new schedule, next_run_at recomputed from now
            timezone: Kind cron only (a webhook: 400)
            allow_draft: For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/triggers/{_path(id)}",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "status": status,
                        "payload": payload,
                        "cron_expr": cron_expr,
                        "timezone": timezone,
                        "allow_draft": allow_draft,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Trigger),
        )


class TriggersWithRawResponse:
    """``client.with_raw_response.triggers``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Triggers) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.list_runs = to_raw_response_wrapper(resource.list_runs)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.update = to_raw_response_wrapper(resource.update)


class AsyncTriggers(TriggersHelpers):
    """``client.triggers``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncTriggersWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncTriggersWithRawResponse(self)

    async def create(
        self,
        *,
        agent_id: str,
        name: str,
        kind: Literal["cron", "webhook"],
        operation: str,
        payload: dict[str, Any] | NotGiven = NOT_GIVEN,
        cron_expr: str | NotGiven = NOT_GIVEN,
        timezone: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        allow_draft: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.CreatedTrigger:
        """Create a trigger

        An event source that dispatches `operation` as the agent, each fire a governed dispatch through
        the same pipeline as POST /api/v1/service-requests (policy, budgets, approval gate, provider,
        debit, audit). Kind `webhook` fires on each signed POST to its `fire_url` (POST
        /api/v1/triggers/{id}/fire, which says how to sign one and how the fired JSON merges into
        `payload`); kind `cron` fires at every time of `cron_expr` in `timezone`, exactly as a scheduled
        task does. The answer (201) carries `signing_secret` this once: it is stored encrypted with
        PROCTOR_ENCRYPTION_KEY, as connected apps' tokens are (on an external database without that
        setting, 501 `not_configured`), and can never be read again; rotation is delete and recreate.
        Checked now: the agent (404), the operation (400), for a cron trigger its payload and schedule
        (400 naming the field) and for workflow.run its workflow (404, 403, 409 as for a scheduled
        task). Browser session only, as the spec says (a personal token is 403). Only its creator,
        admins and owners change or delete a trigger. Audited as `trigger.created`.

        ``POST /api/v1/triggers`` (operationId ``triggers-create``).

        Args:
            agent_id: The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)
            name: A label, trimmed, 1 to 200 characters
            kind: cron: fires at every time of cron_expr in timezone; webhook: fires on each signed POST to its fire_url
            operation: A catalog operation (GET /api/v1/agent-docs); a fire can never change it
            payload: The operation's payload. A cron trigger's is checked against the operation's schema now (400 naming `payload.…`); a webhook's may leave fields for its fires to bring, and is checked with the fired body at each fire
            cron_expr: Required for kind cron, refused for a webhook. Five fields, read in timezone; one that never fires is 400
            timezone: Kind cron only: an IANA zone; default UTC. An unknown one is 400 naming the field
            mode: live: real providers, paid from the agent's workspace; test: the sandbox, free
            allow_draft: For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/triggers",
                params=None,
                json_body=_body(
                    {
                        "agent_id": agent_id,
                        "name": name,
                        "kind": kind,
                        "operation": operation,
                        "payload": payload,
                        "cron_expr": cron_expr,
                        "timezone": timezone,
                        "mode": mode,
                        "allow_draft": allow_draft,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.CreatedTrigger),
        )

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a trigger

        By its creator, an admin or an owner (another member: 403). It fires no more: its fire URL
        answers 404, a cron fire of it not yet dispatched is recorded skipped (`source_deleted`); its
        fires stay in the audit trail. This is how a signing secret is rotated: delete the trigger and
        create another. Browser session only (a personal token is 403). Audited as `trigger.deleted`.

        ``DELETE /api/v1/triggers/{id}`` (operationId ``triggers-delete``).

        Args:
            id: Trigger id (trg_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/triggers/{_path(id)}",
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
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Trigger]:
        """The organization's triggers

        Every live trigger of the organization, oldest first (`order=desc`: newest first), a page at a
        time (the SDKs iterate every page); deleted triggers are not listed. Signing secrets are never
        shown. Browser session only (a personal token is 403).

        ``GET /api/v1/triggers`` (operationId ``triggers-list``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/triggers",
                params={"limit": limit, "cursor": cursor, "order": order, "agent_id": agent_id, "status": status},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Trigger),
        )

    def list_runs(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.EventFire]:
        """A trigger's fires

        Each fire, oldest first (`order=desc`: newest first), a page at a time: for a cron trigger the
        time it was scheduled for, when it was dispatched, and the service request it made as that
        request stands now (with the workflow run a workflow.run started), or why it was skipped. A
        webhook fire refused before dispatch (a bad signature, a paused trigger, a body the operation
        refuses) left no fire. Browser session only (a personal token is 403).

        ``GET /api/v1/triggers/{id}/runs`` (operationId ``triggers-listRuns``).

        Args:
            id: Trigger id (trg_…)
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/triggers/{_path(id)}/runs",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.EventFire),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Trigger:
        """One trigger

        A live trigger of the organization, without its signing secret (shown only at creation); a
        deleted one, or another organization's, is 404. Browser session only (a personal token is 403).

        ``GET /api/v1/triggers/{id}`` (operationId ``triggers-get``).

        Args:
            id: Trigger id (trg_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/triggers/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Trigger),
        )

    async def update(
        self,
        id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused"] | NotGiven = NOT_GIVEN,
        payload: dict[str, Any] | NotGiven = NOT_GIVEN,
        cron_expr: str | NotGiven = NOT_GIVEN,
        timezone: str | NotGiven = NOT_GIVEN,
        allow_draft: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Trigger:
        """Change, pause or resume a trigger

        By its creator, an admin or an owner (another member: 403). Fields left out stay. `status:
        "paused"` stops its fires (a webhook fire is then 409); `"active"` takes them again (a cron
        trigger at its first time after now). The agent, the operation, the kind, the mode and the
        signing secret are fixed: delete the trigger and create another. Browser session only (a
        personal token is 403). Audited as `trigger.updated`.

        ``PATCH /api/v1/triggers/{id}`` (operationId ``triggers-update``).

        Args:
            id: Trigger id (trg_…)
            name: A label, trimmed, 1 to 200 characters
            status: paused: fires nothing (a webhook fire is 409); active again: a cron trigger fires next at its first time after now
            payload: A new payload (a cron trigger's is checked against the operation's schema)
            cron_expr: Kind cron only (a webhook: 400): a new schedule, next_run_at recomputed from now
            timezone: Kind cron only (a webhook: 400)
            allow_draft: For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/triggers/{_path(id)}",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "status": status,
                        "payload": payload,
                        "cron_expr": cron_expr,
                        "timezone": timezone,
                        "allow_draft": allow_draft,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Trigger),
        )


class AsyncTriggersWithRawResponse:
    """``async_client.with_raw_response.triggers``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncTriggers) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.list_runs = async_to_raw_response_wrapper(resource.list_runs)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.update = async_to_raw_response_wrapper(resource.update)
