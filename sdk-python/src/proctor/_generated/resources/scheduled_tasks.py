# GENERATED FILE, DO NOT EDIT. The ``scheduled_tasks`` resource: one method per API operation, synchronous and asynchronous.
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


class ScheduledTasks:
    """``client.scheduled_tasks``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ScheduledTasksWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ScheduledTasksWithRawResponse(self)

    def create(
        self,
        *,
        agent_id: str,
        name: str,
        operation: str,
        cron_expr: str,
        payload: dict[str, Any] | NotGiven = NOT_GIVEN,
        schedule_type: Literal["recurring"] | NotGiven = NOT_GIVEN,
        timezone: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        allow_draft: bool | NotGiven = NOT_GIVEN,
        test_run: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ScheduledTasksCreateResponse:
        """Schedule an operation

        A task that dispatches `operation` with `payload` as the agent at every time of `cron_expr` in
        `timezone` (201, with `next_run_at`). Each fire is a governed dispatch through the same pipeline
        as POST /api/v1/service-requests (policy, budgets, approval gate, provider, debit, audit), with
        an Idempotency-Key derived from the task and the scheduled time, so that a time is fired and
        charged once however many instances run and whatever crashes; a fire blocked or waiting for
        approval is recorded with that outcome and the schedule goes on (GET …/runs). A paused, disabled
        or deleted agent's tasks fire nothing: their fires are recorded skipped with the reason.
        Catch-up: a server down across several times fires the latest of them once when it runs again
        and records the older ones skipped (`missed`, the 100 most recent). Checked now: the agent
        (404), the operation (400), the payload against the operation's schema (400 naming `payload.…`),
        the schedule (400 naming `cron_expr` or `timezone`), and for workflow.run the workflow (one you
        can see: 404), its grant to the agent (403) and a published version unless `allow_draft` (409).
        `test_run: true` also fires once now, as a dashboard's test would: with the newest version of
        the workflow whether published or not, answered as `test_run`. Members may schedule; only its
        creator, admins and owners change or delete a task. Audited as `scheduled_task.created`, each
        fire as `scheduled_task.fired` (or `fire_skipped`, `fires_missed`).

        ``POST /api/v1/scheduled-tasks`` (operationId ``scheduledTasks-create``).

        Args:
            agent_id: The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)
            name: A label, trimmed, 1 to 200 characters
            operation: A catalog operation (GET /api/v1/agent-docs), for example workflow.run
            payload: The operation's payload, checked against its schema now (400 naming `payload.…`); for workflow.run `{workflow_id, input}`, the workflow by id or name
            schedule_type: recurring: fires at every time of cron_expr (the only type)
            cron_expr: Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once
            timezone: An IANA time zone (America/New_York, Europe/Berlin); default UTC. An unknown one is 400 naming the field
            mode: live: real providers, paid from the agent's workspace; test: the sandbox, free
            allow_draft: For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
            test_run: Also fire once now, with the newest version of a workflow whether published or not, and answer that fire as `test_run`
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/scheduled-tasks",
                params=None,
                json_body=_body(
                    {
                        "agent_id": agent_id,
                        "name": name,
                        "operation": operation,
                        "payload": payload,
                        "schedule_type": schedule_type,
                        "cron_expr": cron_expr,
                        "timezone": timezone,
                        "mode": mode,
                        "allow_draft": allow_draft,
                        "test_run": test_run,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ScheduledTasksCreateResponse),
        )

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a scheduled task

        By its creator, an admin or an owner (another member: 403). It fires no more; a fire of it not
        yet dispatched is recorded skipped (`source_deleted`); the requests it made stay in the audit
        trail. Audited as `scheduled_task.deleted`.

        ``DELETE /api/v1/scheduled-tasks/{id}`` (operationId ``scheduledTasks-delete``).

        Args:
            id: Scheduled task id (sch_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/scheduled-tasks/{_path(id)}",
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
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.ScheduledTask]:
        """The organization's scheduled tasks

        Every live task of the organization, oldest first (`order=desc`: newest first), a page at a
        time; deleted tasks are not listed.

        ``GET /api/v1/scheduled-tasks`` (operationId ``scheduledTasks-list``).

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
                path="/api/v1/scheduled-tasks",
                params={"limit": limit, "cursor": cursor, "order": order, "agent_id": agent_id, "status": status},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ScheduledTask),
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
        """A scheduled task's fires

        Each fire, oldest first (`order=desc`: newest first), a page at a time: the time it was
        scheduled for, when it was dispatched, and the service request it made as that request stands
        now (with the workflow run a workflow.run started), or why it was skipped. Skipped fires are
        listed too.

        ``GET /api/v1/scheduled-tasks/{id}/runs`` (operationId ``scheduledTasks-listRuns``).

        Args:
            id: Scheduled task id (sch_…)
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
                path=f"/api/v1/scheduled-tasks/{_path(id)}/runs",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
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
    ) -> models.ScheduledTask:
        """One scheduled task

        A live task of the organization; another organization's, a trigger's id or a deleted task is
        404.

        ``GET /api/v1/scheduled-tasks/{id}`` (operationId ``scheduledTasks-get``).

        Args:
            id: Scheduled task id (sch_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/scheduled-tasks/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ScheduledTask),
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
    ) -> models.ScheduledTask:
        """Change, pause or resume a scheduled task

        By its creator, an admin or an owner (another member: 403). `status: "paused"` stops its fires;
        `"active"` resumes it at its first time after now (the times passed while paused are not fired).
        A new `cron_expr` or `timezone` recomputes `next_run_at` from now; a new payload or
        `allow_draft` is checked as at creation. The agent and the operation are fixed: delete the task
        and schedule another. Audited as `scheduled_task.updated`.

        ``PATCH /api/v1/scheduled-tasks/{id}`` (operationId ``scheduledTasks-update``).

        Args:
            id: Scheduled task id (sch_…)
            name: A label, trimmed, 1 to 200 characters
            status: paused: fires nothing; active again: fires next at its first time after now
            payload: A new payload, checked against the operation's schema
            cron_expr: Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once
            timezone: An IANA time zone (America/New_York, Europe/Berlin); default UTC. An unknown one is 400 naming the field
            allow_draft: For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/scheduled-tasks/{_path(id)}",
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
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ScheduledTask),
        )


class ScheduledTasksWithRawResponse:
    """``client.with_raw_response.scheduled_tasks``: each method returns an ``APIResponse``."""

    def __init__(self, resource: ScheduledTasks) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.list_runs = to_raw_response_wrapper(resource.list_runs)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.update = to_raw_response_wrapper(resource.update)


class AsyncScheduledTasks:
    """``client.scheduled_tasks``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncScheduledTasksWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncScheduledTasksWithRawResponse(self)

    async def create(
        self,
        *,
        agent_id: str,
        name: str,
        operation: str,
        cron_expr: str,
        payload: dict[str, Any] | NotGiven = NOT_GIVEN,
        schedule_type: Literal["recurring"] | NotGiven = NOT_GIVEN,
        timezone: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        allow_draft: bool | NotGiven = NOT_GIVEN,
        test_run: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ScheduledTasksCreateResponse:
        """Schedule an operation

        A task that dispatches `operation` with `payload` as the agent at every time of `cron_expr` in
        `timezone` (201, with `next_run_at`). Each fire is a governed dispatch through the same pipeline
        as POST /api/v1/service-requests (policy, budgets, approval gate, provider, debit, audit), with
        an Idempotency-Key derived from the task and the scheduled time, so that a time is fired and
        charged once however many instances run and whatever crashes; a fire blocked or waiting for
        approval is recorded with that outcome and the schedule goes on (GET …/runs). A paused, disabled
        or deleted agent's tasks fire nothing: their fires are recorded skipped with the reason.
        Catch-up: a server down across several times fires the latest of them once when it runs again
        and records the older ones skipped (`missed`, the 100 most recent). Checked now: the agent
        (404), the operation (400), the payload against the operation's schema (400 naming `payload.…`),
        the schedule (400 naming `cron_expr` or `timezone`), and for workflow.run the workflow (one you
        can see: 404), its grant to the agent (403) and a published version unless `allow_draft` (409).
        `test_run: true` also fires once now, as a dashboard's test would: with the newest version of
        the workflow whether published or not, answered as `test_run`. Members may schedule; only its
        creator, admins and owners change or delete a task. Audited as `scheduled_task.created`, each
        fire as `scheduled_task.fired` (or `fire_skipped`, `fires_missed`).

        ``POST /api/v1/scheduled-tasks`` (operationId ``scheduledTasks-create``).

        Args:
            agent_id: The agent each fire dispatches as (its bindings, budgets and approval thresholds apply)
            name: A label, trimmed, 1 to 200 characters
            operation: A catalog operation (GET /api/v1/agent-docs), for example workflow.run
            payload: The operation's payload, checked against its schema now (400 naming `payload.…`); for workflow.run `{workflow_id, input}`, the workflow by id or name
            schedule_type: recurring: fires at every time of cron_expr (the only type)
            cron_expr: Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once
            timezone: An IANA time zone (America/New_York, Europe/Berlin); default UTC. An unknown one is 400 naming the field
            mode: live: real providers, paid from the agent's workspace; test: the sandbox, free
            allow_draft: For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
            test_run: Also fire once now, with the newest version of a workflow whether published or not, and answer that fire as `test_run`
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/scheduled-tasks",
                params=None,
                json_body=_body(
                    {
                        "agent_id": agent_id,
                        "name": name,
                        "operation": operation,
                        "payload": payload,
                        "schedule_type": schedule_type,
                        "cron_expr": cron_expr,
                        "timezone": timezone,
                        "mode": mode,
                        "allow_draft": allow_draft,
                        "test_run": test_run,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ScheduledTasksCreateResponse),
        )

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a scheduled task

        By its creator, an admin or an owner (another member: 403). It fires no more; a fire of it not
        yet dispatched is recorded skipped (`source_deleted`); the requests it made stay in the audit
        trail. Audited as `scheduled_task.deleted`.

        ``DELETE /api/v1/scheduled-tasks/{id}`` (operationId ``scheduledTasks-delete``).

        Args:
            id: Scheduled task id (sch_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/scheduled-tasks/{_path(id)}",
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
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        status: Literal["active", "paused"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.ScheduledTask]:
        """The organization's scheduled tasks

        Every live task of the organization, oldest first (`order=desc`: newest first), a page at a
        time; deleted tasks are not listed.

        ``GET /api/v1/scheduled-tasks`` (operationId ``scheduledTasks-list``).

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
                path="/api/v1/scheduled-tasks",
                params={"limit": limit, "cursor": cursor, "order": order, "agent_id": agent_id, "status": status},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ScheduledTask),
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
        """A scheduled task's fires

        Each fire, oldest first (`order=desc`: newest first), a page at a time: the time it was
        scheduled for, when it was dispatched, and the service request it made as that request stands
        now (with the workflow run a workflow.run started), or why it was skipped. Skipped fires are
        listed too.

        ``GET /api/v1/scheduled-tasks/{id}/runs`` (operationId ``scheduledTasks-listRuns``).

        Args:
            id: Scheduled task id (sch_…)
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
                path=f"/api/v1/scheduled-tasks/{_path(id)}/runs",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
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
    ) -> models.ScheduledTask:
        """One scheduled task

        A live task of the organization; another organization's, a trigger's id or a deleted task is
        404.

        ``GET /api/v1/scheduled-tasks/{id}`` (operationId ``scheduledTasks-get``).

        Args:
            id: Scheduled task id (sch_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/scheduled-tasks/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ScheduledTask),
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
    ) -> models.ScheduledTask:
        """Change, pause or resume a scheduled task

        By its creator, an admin or an owner (another member: 403). `status: "paused"` stops its fires;
        `"active"` resumes it at its first time after now (the times passed while paused are not fired).
        A new `cron_expr` or `timezone` recomputes `next_run_at` from now; a new payload or
        `allow_draft` is checked as at creation. The agent and the operation are fixed: delete the task
        and schedule another. Audited as `scheduled_task.updated`.

        ``PATCH /api/v1/scheduled-tasks/{id}`` (operationId ``scheduledTasks-update``).

        Args:
            id: Scheduled task id (sch_…)
            name: A label, trimmed, 1 to 200 characters
            status: paused: fires nothing; active again: fires next at its first time after now
            payload: A new payload, checked against the operation's schema
            cron_expr: Five fields, minute hour day-of-month month day-of-week (`*/15 * * * *`, `0 9 * * 1-5`), read in `timezone`: the shortest interval is a minute. One that never fires (`0 0 31 2 *`) is 400. On a spring-forward day a time the clocks skip fires when they have moved on (02:30 fires at 03:00); a time that happens twice in autumn fires once
            timezone: An IANA time zone (America/New_York, Europe/Berlin); default UTC. An unknown one is 400 naming the field
            allow_draft: For workflow.run: run the newest version when none is published (the caller must see the workflow). Default false
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/scheduled-tasks/{_path(id)}",
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
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ScheduledTask),
        )


class AsyncScheduledTasksWithRawResponse:
    """``async_client.with_raw_response.scheduled_tasks``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncScheduledTasks) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.list_runs = async_to_raw_response_wrapper(resource.list_runs)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.update = async_to_raw_response_wrapper(resource.update)
