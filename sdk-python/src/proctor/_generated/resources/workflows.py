# GENERATED FILE, DO NOT EDIT. The ``workflows`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path
from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class WorkflowsRuns:
    """``client.workflows.runs``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> WorkflowsRunsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return WorkflowsRunsWithRawResponse(self)

    def cancel(
        self,
        id: str,
        run_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """Cancel a running run

        For anyone who can see the workflow. The run stops at the engine’s next step: steps not finished
        are cancelled (a dispatch already under way completes and is charged), and the run ends
        `cancelled`. What its steps made and left open is closed in the same transaction, each as its
        own endpoint would close it and audited the same way: an approval step’s approval leaves the
        queue (`expired`, note "The run ended first"); an agent request still open is dismissed with the
        response "The workflow run was cancelled" (`agent_request.dismissed`); a delegated task still
        open is cancelled as its parent would cancel it (`delegated_task.updated`), so its child’s next
        dispatches are blocked `task_closed` while what it spent stays charged once; a sub-run
        (run_workflow, or a service_call’s workflow.run) is asked to stop. A run that fails dismisses
        its open agent requests and cancels its open delegated tasks the same way. Asking again changes
        nothing; a finished run is 409. Audited as `workflow.run_cancel_requested`, then
        `workflow.run_cancelled`.

        ``POST /api/v1/workflows/{id}/runs/{runId}/cancel`` (operationId ``workflows-runs-cancel``).

        Args:
            id: Workflow id (wf_…)
            run_id: Workflow run id (wfr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs/{_path(run_id)}/cancel",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    def create(
        self,
        id: str,
        *,
        agent_id: str,
        input: dict[str, Any] | NotGiven = NOT_GIVEN,
        version_id: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """Run a workflow

        Starts a run (202) of a workflow you can see, as an agent it is granted to (else 403), of
        `version_id` or else the newest published version (none: 409). Each service_call and webhook
        step is a governed dispatch as that agent, in `mode`, with the same policy, budgets, approvals
        and audit as POST /api/v1/service-requests and an Idempotency-Key derived from run, step and
        attempt; steps whose inputs are ready run at once, concurrently. The engine runs on PostgreSQL:
        a server that stops mid-run resumes the run after it starts again, without repeating a finished
        step or charging twice. All ten step types run; an approval step waits for a person's decision
        on GET /api/v1/approvals, a run_workflow step for its sub-run. Sub-runs, by a run_workflow step
        or a step's workflow.run, nest at most 3 deep and one run's tree holds at most 100 runs, the run
        included, in test mode too: past either, the step fails saying which. Poll GET …/runs/{runId}.
        Audited as `workflow.run_started`, and `workflow.run_completed`, `_failed` or `_cancelled` when
        it ends.

        ``POST /api/v1/workflows/{id}/runs`` (operationId ``workflows-runs-create``).

        Args:
            id: Workflow id (wf_…)
            agent_id: The agent whose dispatches the steps make: the workflow must be granted to it
            input: What ${input.<key>} templates read
            version_id: A version to run, a draft too; without it, the newest published version
            mode: live: real providers, paid from the agent's workspace; test: the sandbox, free
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs",
                params=None,
                json_body=_body({"agent_id": agent_id, "input": input, "version_id": version_id, "mode": mode}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    def create_and_wait(
        self,
        id: str,
        *,
        agent_id: str,
        input: dict[str, Any] | NotGiven = NOT_GIVEN,
        version_id: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.WorkflowRun], None] | None = None,
    ) -> models.WorkflowRun:
        """Run a workflow, then poll until its status is completed, failed, cancelled

        Polls ``retrieve`` 2 s after the answer, then every 1.5 times longer, capped at 10 s, for at
        most max_wait seconds in all; raises ProctorWaitTimeoutError (kind "timeout") with the last
        state when the budget runs out.

        ``POST /api/v1/workflows/{id}/runs`` (operationId ``workflows-runs-create``).

        Args:
            id: Workflow id (wf_…)
            agent_id: The agent whose dispatches the steps make: the workflow must be granted to it
            input: What ${input.<key>} templates read
            version_id: A version to run, a draft too; without it, the newest published version
            mode: live: real providers, paid from the agent's workspace; test: the sandbox, free
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.
            on_poll: called with each state seen while waiting: the first answer, then each poll.
        """
        started = self._client._clock()
        first = self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs",
                params=None,
                json_body=_body({"agent_id": agent_id, "input": input, "version_id": version_id, "mode": mode}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )
        return wait_sync(
            first,
            lambda state_id: self.retrieve(
                id, state_id, extra_headers=extra_headers, timeout=timeout, max_retries=max_retries
            ),
            clock=self._client._clock,
            sleep=self._client._sleep,
            started=started,
            max_wait=max_wait,
            on_poll=on_poll,
            until=frozenset({"completed", "failed", "cancelled"}),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.WorkflowRun]:
        """A workflow's runs

        Oldest first (`order=desc`: newest first), a page at a time, each with its steps, for anyone who
        can see the workflow.

        ``GET /api/v1/workflows/{id}/runs`` (operationId ``workflows-runs-list``).

        Args:
            id: Workflow id (wf_…)
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
                path=f"/api/v1/workflows/{_path(id)}/runs",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    def rerun_failed(
        self,
        id: str,
        run_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """Run every failed step of a failed run again

        For anyone who can see the workflow. The run must have failed (else 409). A retried step gets a
        new attempt (at most 10; its dispatch is a new request, with the next attempt's
        Idempotency-Key), and so do the steps after it that were skipped; steps that completed keep
        their outputs and are not repeated. The run is running again. Audited as `workflow.run_retried`.

        ``POST /api/v1/workflows/{id}/runs/{runId}/rerun-failed`` (operationId ``workflows-runs-rerunFailed``).

        Args:
            id: Workflow id (wf_…)
            run_id: Workflow run id (wfr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs/{_path(run_id)}/rerun-failed",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    def retrieve(
        self,
        id: str,
        run_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """One run, with each step’s status, output, cost and timings

        For anyone who can see the workflow; a run of another workflow is 404.

        ``GET /api/v1/workflows/{id}/runs/{runId}`` (operationId ``workflows-runs-get``).

        Args:
            id: Workflow id (wf_…)
            run_id: Workflow run id (wfr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/workflows/{_path(id)}/runs/{_path(run_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    def retry_step(
        self,
        id: str,
        run_id: str,
        step_label: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """Retry one failed step of a failed run

        For anyone who can see the workflow. The step must have failed (else 409; no such step: 404).
        The run must have failed (else 409). A retried step gets a new attempt (at most 10; its dispatch
        is a new request, with the next attempt's Idempotency-Key), and so do the steps after it that
        were skipped; steps that completed keep their outputs and are not repeated. The run is running
        again. Audited as `workflow.run_retried`.

        ``POST /api/v1/workflows/{id}/runs/{runId}/steps/{stepLabel}/retry`` (operationId ``workflows-runs-retryStep``).

        Args:
            id: Workflow id (wf_…)
            run_id: Workflow run id (wfr_…)
            step_label: Unique in the version; templates name the step by it: ${steps.<label>.output}
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs/{_path(run_id)}/steps/{_path(step_label)}/retry",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )


class WorkflowsVersions:
    """``client.workflows.versions``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> WorkflowsVersionsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return WorkflowsVersionsWithRawResponse(self)

    def create(
        self,
        id: str,
        *,
        steps: List[models.WorkflowStep | params.WorkflowStep],
        edges: List[models.WorkflowEdge | params.WorkflowEdge] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowVersion:
        """Save a workflow's steps and edges as a new draft version

        By the workflow's creator, an admin or an owner. Steps are of 10 types (service_call,
        delegation, approval, condition, delay, webhook, memory_read, memory_write, agent_request,
        run_workflow); edges make a directed acyclic graph. Validated before anything is saved, every
        problem listed in `details` at its path (400): a cycle, an edge to no step, a repeated label, an
        unknown step type, an input invalid for its type (a service_call's payload against its
        operation's schema), a template reading neither the input nor a step that runs before, a
        condition using an operator json-logic-engine lacks or more than 200 operations. A condition
        that runs longer than 1000 ms on its data fails its step. Templates: `${input.<key>}` and
        `${steps.<StepLabel>.output}`, with dotted paths. Versions are numbered 1, 2, 3… and never
        change once saved. Audited as `workflow.version_created`.

        ``POST /api/v1/workflows/{id}/versions`` (operationId ``workflows-versions-create``).

        Args:
            id: Workflow id (wf_…)
            steps: 1 to 100 steps
            edges: from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/versions",
                params=None,
                json_body=_body({"steps": steps, "edges": edges}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowVersion),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.WorkflowVersion]:
        """A workflow's versions

        Oldest first (`order=desc`: newest first), a page at a time, each with its steps and edges, for
        anyone who can see the workflow.

        ``GET /api/v1/workflows/{id}/versions`` (operationId ``workflows-versions-list``).

        Args:
            id: Workflow id (wf_…)
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
                path=f"/api/v1/workflows/{_path(id)}/versions",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowVersion),
        )

    def publish(
        self,
        id: str,
        version_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PublishRequest:
        """Request publication of a version (governance review)

        Whoever may change the workflow asks; the version stays a draft until a member with
        `publish.manage` approves the request (PATCH /api/v1/publish-requests/{id}). An owner’s request
        is approved at once: the answer is then `approved`, with its publication. Once published, the
        version is the one runs and workflow.run use when no version is named; the version published
        before it goes back to draft. A version already published, or with a request pending, is 409.
        Audited as `publish.requested`.

        ``POST /api/v1/workflows/{id}/versions/{versionId}/publish`` (operationId ``workflows-versions-publish``).

        Args:
            id: Workflow id (wf_…)
            version_id: Workflow version id (wfv_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/versions/{_path(version_id)}/publish",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PublishRequest),
        )

    def retrieve(
        self,
        id: str,
        version_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowVersion:
        """One version of a workflow

        Its steps, edges and status, for anyone who can see the workflow; a version of another workflow
        is 404.

        ``GET /api/v1/workflows/{id}/versions/{versionId}`` (operationId ``workflows-versions-get``).

        Args:
            id: Workflow id (wf_…)
            version_id: Workflow version id (wfv_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/workflows/{_path(id)}/versions/{_path(version_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowVersion),
        )

    def unpublish(
        self,
        id: str,
        version_id: str,
        *,
        reason: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowVersion:
        """Revert a published version to draft

        Needs `publish.manage` (owners hold it), in a browser session. Its publication is revoked and
        the version is a draft again: runs and workflow.run without a version find no published one
        until another is published. Audited as `publication.revoked` with the reason. A draft is 409.

        ``POST /api/v1/workflows/{id}/versions/{versionId}/unpublish`` (operationId ``workflows-versions-unpublish``).

        Args:
            id: Workflow id (wf_…)
            version_id: Workflow version id (wfv_…)
            reason: Why, kept in the audit trail
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/versions/{_path(version_id)}/unpublish",
                params=None,
                json_body=_body({"reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowVersion),
        )


class Workflows:
    """``client.workflows``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def runs(self) -> WorkflowsRuns:
        return WorkflowsRuns(self._client)

    @cached_property
    def versions(self) -> WorkflowsVersions:
        return WorkflowsVersions(self._client)

    @cached_property
    def with_raw_response(self) -> WorkflowsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return WorkflowsWithRawResponse(self)

    def create(
        self,
        *,
        name: str,
        description: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workflow:
        """Create a workflow

        A private workflow of yours, without steps: save its steps and edges as a version (POST
        /api/v1/workflows/{id}/versions). Browser session only, as every workflow endpoint (the spec
        keeps workflows to the web UI; a personal token is 403). A name already used in the
        organization, ignoring case, is 409. Audited as `workflow.created`.

        ``POST /api/v1/workflows`` (operationId ``workflows-create``).

        Args:
            name: Trimmed, 1 to 100 characters, unique among the organization's live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id
            description: At most 1,000 characters
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/workflows",
                params=None,
                json_body=_body({"name": name, "description": description}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )

    def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a workflow

        By its creator, an admin or an owner (anyone else who can see it: 403). It leaves the lists and
        its grants to agents end; its versions are kept for the runs that used them, and its name is
        free again. Audited as `workflow.deleted`.

        ``DELETE /api/v1/workflows/{id}`` (operationId ``workflows-delete``).

        Args:
            id: Workflow id (wf_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/workflows/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def grant(
        self,
        id: str,
        *,
        agent_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowGrant:
        """Grant a workflow to an agent

        Admins and owners, in a browser session. The agent may then run the workflow (workflow.run, and
        run_workflow steps), and GET /api/v1/agents/{id}/skills lists it as a `workflow` skill. Granting
        again changes nothing and answers the grant there is. An agent or workflow not in the
        organization is 404. Audited as `workflow.granted`.

        ``POST /api/v1/workflows/{id}/agents`` (operationId ``workflows-grant``).

        Args:
            id: Workflow id (wf_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/agents",
                params=None,
                json_body=_body({"agent_id": agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowGrant),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Workflow]:
        """The workflows you can see

        Yours, those shared with a team you are in or with the organization, and for admins and owners
        all of the organization's; oldest first (`order=desc`: newest first), a page at a time. Deleted
        workflows are not listed.

        ``GET /api/v1/workflows`` (operationId ``workflows-list``).

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
                path="/api/v1/workflows",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )

    def list_grants(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowsListGrantsResponse:
        """The agents a workflow is granted to

        Every live agent that may run the workflow, in the order granted (one row per agent: no pages),
        for anyone who can see the workflow.

        ``GET /api/v1/workflows/{id}/agents`` (operationId ``workflows-listGrants``).

        Args:
            id: Workflow id (wf_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/workflows/{_path(id)}/agents",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowsListGrantsResponse),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workflow:
        """One workflow

        A workflow you can see (GET /api/v1/workflows says which); any other, or a deleted one, is 404.

        ``GET /api/v1/workflows/{id}`` (operationId ``workflows-get``).

        Args:
            id: Workflow id (wf_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/workflows/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )

    def revoke(
        self,
        id: str,
        *,
        agent_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Take a workflow from an agent

        Admins and owners, in a browser session (`?agent_id=`). The agent can no longer start the
        workflow, and it leaves the agent's skills; runs already started go on. A workflow the agent was
        not granted is 404. Audited as `workflow.revoked`.

        ``DELETE /api/v1/workflows/{id}/agents`` (operationId ``workflows-revoke``).

        Args:
            id: Workflow id (wf_…)
            agent_id: The agent to take the workflow from
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/workflows/{_path(id)}/agents",
                params={"agent_id": agent_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def share(
        self,
        id: str,
        *,
        visibility: Literal["private", "team", "org"],
        team_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workflow:
        """Set who can see a workflow

        By its creator, an admin or an owner. private: them alone; team: also the members of team_id (a
        team of the organization, else 404); org: everyone in the organization. Seeing a workflow lets a
        person read it and its versions and runs; changing it stays with its creator, admins and owners.
        Audited as `workflow.shared`.

        ``POST /api/v1/workflows/{id}/share`` (operationId ``workflows-share``).

        Args:
            id: Workflow id (wf_…)
            visibility: private: its creator, admins and owners; team: also the members of team_id; org: everyone in the organization
            team_id: The team to share with: required for visibility team, refused otherwise
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/share",
                params=None,
                json_body=_body({"visibility": visibility, "team_id": team_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )

    def update(
        self,
        id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        description: str | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workflow:
        """Rename a workflow or change its description

        By its creator, an admin or an owner (anyone else who can see it: 403). Fields left out stay.
        Its steps change only by a new version. A name another workflow has, ignoring case, is 409.
        Audited as `workflow.updated`.

        ``PATCH /api/v1/workflows/{id}`` (operationId ``workflows-update``).

        Args:
            id: Workflow id (wf_…)
            name: Trimmed, 1 to 100 characters, unique among the organization's live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id
            description: At most 1,000 characters; null clears it
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/workflows/{_path(id)}",
                params=None,
                json_body=_body({"name": name, "description": description}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )


class WorkflowsRunsWithRawResponse:
    """``client.with_raw_response.workflows.runs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: WorkflowsRuns) -> None:
        self._resource = resource
        self.cancel = to_raw_response_wrapper(resource.cancel)
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.rerun_failed = to_raw_response_wrapper(resource.rerun_failed)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.retry_step = to_raw_response_wrapper(resource.retry_step)


class WorkflowsVersionsWithRawResponse:
    """``client.with_raw_response.workflows.versions``: each method returns an ``APIResponse``."""

    def __init__(self, resource: WorkflowsVersions) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.publish = to_raw_response_wrapper(resource.publish)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.unpublish = to_raw_response_wrapper(resource.unpublish)


class WorkflowsWithRawResponse:
    """``client.with_raw_response.workflows``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Workflows) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.grant = to_raw_response_wrapper(resource.grant)
        self.list = to_raw_response_wrapper(resource.list)
        self.list_grants = to_raw_response_wrapper(resource.list_grants)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.revoke = to_raw_response_wrapper(resource.revoke)
        self.share = to_raw_response_wrapper(resource.share)
        self.update = to_raw_response_wrapper(resource.update)

    @cached_property
    def runs(self) -> WorkflowsRunsWithRawResponse:
        return WorkflowsRunsWithRawResponse(self._resource.runs)

    @cached_property
    def versions(self) -> WorkflowsVersionsWithRawResponse:
        return WorkflowsVersionsWithRawResponse(self._resource.versions)


class AsyncWorkflowsRuns:
    """``client.workflows.runs``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncWorkflowsRunsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncWorkflowsRunsWithRawResponse(self)

    async def cancel(
        self,
        id: str,
        run_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """Cancel a running run

        For anyone who can see the workflow. The run stops at the engine’s next step: steps not finished
        are cancelled (a dispatch already under way completes and is charged), and the run ends
        `cancelled`. What its steps made and left open is closed in the same transaction, each as its
        own endpoint would close it and audited the same way: an approval step’s approval leaves the
        queue (`expired`, note "The run ended first"); an agent request still open is dismissed with the
        response "The workflow run was cancelled" (`agent_request.dismissed`); a delegated task still
        open is cancelled as its parent would cancel it (`delegated_task.updated`), so its child’s next
        dispatches are blocked `task_closed` while what it spent stays charged once; a sub-run
        (run_workflow, or a service_call’s workflow.run) is asked to stop. A run that fails dismisses
        its open agent requests and cancels its open delegated tasks the same way. Asking again changes
        nothing; a finished run is 409. Audited as `workflow.run_cancel_requested`, then
        `workflow.run_cancelled`.

        ``POST /api/v1/workflows/{id}/runs/{runId}/cancel`` (operationId ``workflows-runs-cancel``).

        Args:
            id: Workflow id (wf_…)
            run_id: Workflow run id (wfr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs/{_path(run_id)}/cancel",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    async def create(
        self,
        id: str,
        *,
        agent_id: str,
        input: dict[str, Any] | NotGiven = NOT_GIVEN,
        version_id: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """Run a workflow

        Starts a run (202) of a workflow you can see, as an agent it is granted to (else 403), of
        `version_id` or else the newest published version (none: 409). Each service_call and webhook
        step is a governed dispatch as that agent, in `mode`, with the same policy, budgets, approvals
        and audit as POST /api/v1/service-requests and an Idempotency-Key derived from run, step and
        attempt; steps whose inputs are ready run at once, concurrently. The engine runs on PostgreSQL:
        a server that stops mid-run resumes the run after it starts again, without repeating a finished
        step or charging twice. All ten step types run; an approval step waits for a person's decision
        on GET /api/v1/approvals, a run_workflow step for its sub-run. Sub-runs, by a run_workflow step
        or a step's workflow.run, nest at most 3 deep and one run's tree holds at most 100 runs, the run
        included, in test mode too: past either, the step fails saying which. Poll GET …/runs/{runId}.
        Audited as `workflow.run_started`, and `workflow.run_completed`, `_failed` or `_cancelled` when
        it ends.

        ``POST /api/v1/workflows/{id}/runs`` (operationId ``workflows-runs-create``).

        Args:
            id: Workflow id (wf_…)
            agent_id: The agent whose dispatches the steps make: the workflow must be granted to it
            input: What ${input.<key>} templates read
            version_id: A version to run, a draft too; without it, the newest published version
            mode: live: real providers, paid from the agent's workspace; test: the sandbox, free
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs",
                params=None,
                json_body=_body({"agent_id": agent_id, "input": input, "version_id": version_id, "mode": mode}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    async def create_and_wait(
        self,
        id: str,
        *,
        agent_id: str,
        input: dict[str, Any] | NotGiven = NOT_GIVEN,
        version_id: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.WorkflowRun], None] | None = None,
    ) -> models.WorkflowRun:
        """Run a workflow, then poll until its status is completed, failed, cancelled

        Polls ``retrieve`` 2 s after the answer, then every 1.5 times longer, capped at 10 s, for at
        most max_wait seconds in all; raises ProctorWaitTimeoutError (kind "timeout") with the last
        state when the budget runs out.

        ``POST /api/v1/workflows/{id}/runs`` (operationId ``workflows-runs-create``).

        Args:
            id: Workflow id (wf_…)
            agent_id: The agent whose dispatches the steps make: the workflow must be granted to it
            input: What ${input.<key>} templates read
            version_id: A version to run, a draft too; without it, the newest published version
            mode: live: real providers, paid from the agent's workspace; test: the sandbox, free
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.
            on_poll: called with each state seen while waiting: the first answer, then each poll.
        """
        started = self._client._clock()
        first = await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs",
                params=None,
                json_body=_body({"agent_id": agent_id, "input": input, "version_id": version_id, "mode": mode}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )
        return await wait_async(
            first,
            lambda state_id: self.retrieve(
                id, state_id, extra_headers=extra_headers, timeout=timeout, max_retries=max_retries
            ),
            clock=self._client._clock,
            sleep=self._client._sleep,
            started=started,
            max_wait=max_wait,
            on_poll=on_poll,
            until=frozenset({"completed", "failed", "cancelled"}),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.WorkflowRun]:
        """A workflow's runs

        Oldest first (`order=desc`: newest first), a page at a time, each with its steps, for anyone who
        can see the workflow.

        ``GET /api/v1/workflows/{id}/runs`` (operationId ``workflows-runs-list``).

        Args:
            id: Workflow id (wf_…)
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
                path=f"/api/v1/workflows/{_path(id)}/runs",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    async def rerun_failed(
        self,
        id: str,
        run_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """Run every failed step of a failed run again

        For anyone who can see the workflow. The run must have failed (else 409). A retried step gets a
        new attempt (at most 10; its dispatch is a new request, with the next attempt's
        Idempotency-Key), and so do the steps after it that were skipped; steps that completed keep
        their outputs and are not repeated. The run is running again. Audited as `workflow.run_retried`.

        ``POST /api/v1/workflows/{id}/runs/{runId}/rerun-failed`` (operationId ``workflows-runs-rerunFailed``).

        Args:
            id: Workflow id (wf_…)
            run_id: Workflow run id (wfr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs/{_path(run_id)}/rerun-failed",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    async def retrieve(
        self,
        id: str,
        run_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """One run, with each step’s status, output, cost and timings

        For anyone who can see the workflow; a run of another workflow is 404.

        ``GET /api/v1/workflows/{id}/runs/{runId}`` (operationId ``workflows-runs-get``).

        Args:
            id: Workflow id (wf_…)
            run_id: Workflow run id (wfr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/workflows/{_path(id)}/runs/{_path(run_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )

    async def retry_step(
        self,
        id: str,
        run_id: str,
        step_label: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowRun:
        """Retry one failed step of a failed run

        For anyone who can see the workflow. The step must have failed (else 409; no such step: 404).
        The run must have failed (else 409). A retried step gets a new attempt (at most 10; its dispatch
        is a new request, with the next attempt's Idempotency-Key), and so do the steps after it that
        were skipped; steps that completed keep their outputs and are not repeated. The run is running
        again. Audited as `workflow.run_retried`.

        ``POST /api/v1/workflows/{id}/runs/{runId}/steps/{stepLabel}/retry`` (operationId ``workflows-runs-retryStep``).

        Args:
            id: Workflow id (wf_…)
            run_id: Workflow run id (wfr_…)
            step_label: Unique in the version; templates name the step by it: ${steps.<label>.output}
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/runs/{_path(run_id)}/steps/{_path(step_label)}/retry",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowRun),
        )


class AsyncWorkflowsVersions:
    """``client.workflows.versions``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncWorkflowsVersionsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncWorkflowsVersionsWithRawResponse(self)

    async def create(
        self,
        id: str,
        *,
        steps: List[models.WorkflowStep | params.WorkflowStep],
        edges: List[models.WorkflowEdge | params.WorkflowEdge] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowVersion:
        """Save a workflow's steps and edges as a new draft version

        By the workflow's creator, an admin or an owner. Steps are of 10 types (service_call,
        delegation, approval, condition, delay, webhook, memory_read, memory_write, agent_request,
        run_workflow); edges make a directed acyclic graph. Validated before anything is saved, every
        problem listed in `details` at its path (400): a cycle, an edge to no step, a repeated label, an
        unknown step type, an input invalid for its type (a service_call's payload against its
        operation's schema), a template reading neither the input nor a step that runs before, a
        condition using an operator json-logic-engine lacks or more than 200 operations. A condition
        that runs longer than 1000 ms on its data fails its step. Templates: `${input.<key>}` and
        `${steps.<StepLabel>.output}`, with dotted paths. Versions are numbered 1, 2, 3… and never
        change once saved. Audited as `workflow.version_created`.

        ``POST /api/v1/workflows/{id}/versions`` (operationId ``workflows-versions-create``).

        Args:
            id: Workflow id (wf_…)
            steps: 1 to 100 steps
            edges: from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/versions",
                params=None,
                json_body=_body({"steps": steps, "edges": edges}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowVersion),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.WorkflowVersion]:
        """A workflow's versions

        Oldest first (`order=desc`: newest first), a page at a time, each with its steps and edges, for
        anyone who can see the workflow.

        ``GET /api/v1/workflows/{id}/versions`` (operationId ``workflows-versions-list``).

        Args:
            id: Workflow id (wf_…)
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
                path=f"/api/v1/workflows/{_path(id)}/versions",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowVersion),
        )

    async def publish(
        self,
        id: str,
        version_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PublishRequest:
        """Request publication of a version (governance review)

        Whoever may change the workflow asks; the version stays a draft until a member with
        `publish.manage` approves the request (PATCH /api/v1/publish-requests/{id}). An owner’s request
        is approved at once: the answer is then `approved`, with its publication. Once published, the
        version is the one runs and workflow.run use when no version is named; the version published
        before it goes back to draft. A version already published, or with a request pending, is 409.
        Audited as `publish.requested`.

        ``POST /api/v1/workflows/{id}/versions/{versionId}/publish`` (operationId ``workflows-versions-publish``).

        Args:
            id: Workflow id (wf_…)
            version_id: Workflow version id (wfv_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/versions/{_path(version_id)}/publish",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PublishRequest),
        )

    async def retrieve(
        self,
        id: str,
        version_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowVersion:
        """One version of a workflow

        Its steps, edges and status, for anyone who can see the workflow; a version of another workflow
        is 404.

        ``GET /api/v1/workflows/{id}/versions/{versionId}`` (operationId ``workflows-versions-get``).

        Args:
            id: Workflow id (wf_…)
            version_id: Workflow version id (wfv_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/workflows/{_path(id)}/versions/{_path(version_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowVersion),
        )

    async def unpublish(
        self,
        id: str,
        version_id: str,
        *,
        reason: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowVersion:
        """Revert a published version to draft

        Needs `publish.manage` (owners hold it), in a browser session. Its publication is revoked and
        the version is a draft again: runs and workflow.run without a version find no published one
        until another is published. Audited as `publication.revoked` with the reason. A draft is 409.

        ``POST /api/v1/workflows/{id}/versions/{versionId}/unpublish`` (operationId ``workflows-versions-unpublish``).

        Args:
            id: Workflow id (wf_…)
            version_id: Workflow version id (wfv_…)
            reason: Why, kept in the audit trail
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/versions/{_path(version_id)}/unpublish",
                params=None,
                json_body=_body({"reason": reason}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowVersion),
        )


class AsyncWorkflows:
    """``client.workflows``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def runs(self) -> AsyncWorkflowsRuns:
        return AsyncWorkflowsRuns(self._client)

    @cached_property
    def versions(self) -> AsyncWorkflowsVersions:
        return AsyncWorkflowsVersions(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncWorkflowsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncWorkflowsWithRawResponse(self)

    async def create(
        self,
        *,
        name: str,
        description: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workflow:
        """Create a workflow

        A private workflow of yours, without steps: save its steps and edges as a version (POST
        /api/v1/workflows/{id}/versions). Browser session only, as every workflow endpoint (the spec
        keeps workflows to the web UI; a personal token is 403). A name already used in the
        organization, ignoring case, is 409. Audited as `workflow.created`.

        ``POST /api/v1/workflows`` (operationId ``workflows-create``).

        Args:
            name: Trimmed, 1 to 100 characters, unique among the organization's live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id
            description: At most 1,000 characters
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/workflows",
                params=None,
                json_body=_body({"name": name, "description": description}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )

    async def delete(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Delete a workflow

        By its creator, an admin or an owner (anyone else who can see it: 403). It leaves the lists and
        its grants to agents end; its versions are kept for the runs that used them, and its name is
        free again. Audited as `workflow.deleted`.

        ``DELETE /api/v1/workflows/{id}`` (operationId ``workflows-delete``).

        Args:
            id: Workflow id (wf_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/workflows/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    async def grant(
        self,
        id: str,
        *,
        agent_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowGrant:
        """Grant a workflow to an agent

        Admins and owners, in a browser session. The agent may then run the workflow (workflow.run, and
        run_workflow steps), and GET /api/v1/agents/{id}/skills lists it as a `workflow` skill. Granting
        again changes nothing and answers the grant there is. An agent or workflow not in the
        organization is 404. Audited as `workflow.granted`.

        ``POST /api/v1/workflows/{id}/agents`` (operationId ``workflows-grant``).

        Args:
            id: Workflow id (wf_…)
            agent_id: An agent of the organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/agents",
                params=None,
                json_body=_body({"agent_id": agent_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowGrant),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Workflow]:
        """The workflows you can see

        Yours, those shared with a team you are in or with the organization, and for admins and owners
        all of the organization's; oldest first (`order=desc`: newest first), a page at a time. Deleted
        workflows are not listed.

        ``GET /api/v1/workflows`` (operationId ``workflows-list``).

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
                path="/api/v1/workflows",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )

    async def list_grants(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.WorkflowsListGrantsResponse:
        """The agents a workflow is granted to

        Every live agent that may run the workflow, in the order granted (one row per agent: no pages),
        for anyone who can see the workflow.

        ``GET /api/v1/workflows/{id}/agents`` (operationId ``workflows-listGrants``).

        Args:
            id: Workflow id (wf_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/workflows/{_path(id)}/agents",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.WorkflowsListGrantsResponse),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workflow:
        """One workflow

        A workflow you can see (GET /api/v1/workflows says which); any other, or a deleted one, is 404.

        ``GET /api/v1/workflows/{id}`` (operationId ``workflows-get``).

        Args:
            id: Workflow id (wf_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/workflows/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )

    async def revoke(
        self,
        id: str,
        *,
        agent_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Take a workflow from an agent

        Admins and owners, in a browser session (`?agent_id=`). The agent can no longer start the
        workflow, and it leaves the agent's skills; runs already started go on. A workflow the agent was
        not granted is 404. Audited as `workflow.revoked`.

        ``DELETE /api/v1/workflows/{id}/agents`` (operationId ``workflows-revoke``).

        Args:
            id: Workflow id (wf_…)
            agent_id: The agent to take the workflow from
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/workflows/{_path(id)}/agents",
                params={"agent_id": agent_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    async def share(
        self,
        id: str,
        *,
        visibility: Literal["private", "team", "org"],
        team_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workflow:
        """Set who can see a workflow

        By its creator, an admin or an owner. private: them alone; team: also the members of team_id (a
        team of the organization, else 404); org: everyone in the organization. Seeing a workflow lets a
        person read it and its versions and runs; changing it stays with its creator, admins and owners.
        Audited as `workflow.shared`.

        ``POST /api/v1/workflows/{id}/share`` (operationId ``workflows-share``).

        Args:
            id: Workflow id (wf_…)
            visibility: private: its creator, admins and owners; team: also the members of team_id; org: everyone in the organization
            team_id: The team to share with: required for visibility team, refused otherwise
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/workflows/{_path(id)}/share",
                params=None,
                json_body=_body({"visibility": visibility, "team_id": team_id}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )

    async def update(
        self,
        id: str,
        *,
        name: str | NotGiven = NOT_GIVEN,
        description: str | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Workflow:
        """Rename a workflow or change its description

        By its creator, an admin or an owner (anyone else who can see it: 403). Fields left out stay.
        Its steps change only by a new version. A name another workflow has, ignoring case, is 409.
        Audited as `workflow.updated`.

        ``PATCH /api/v1/workflows/{id}`` (operationId ``workflows-update``).

        Args:
            id: Workflow id (wf_…)
            name: Trimmed, 1 to 100 characters, unique among the organization's live workflows, ignoring case; workflow.run finds the workflow by it. It may not start with "wf_" (in any case), which names a workflow by id
            description: At most 1,000 characters; null clears it
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/workflows/{_path(id)}",
                params=None,
                json_body=_body({"name": name, "description": description}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Workflow),
        )


class AsyncWorkflowsRunsWithRawResponse:
    """``async_client.with_raw_response.workflows.runs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncWorkflowsRuns) -> None:
        self._resource = resource
        self.cancel = async_to_raw_response_wrapper(resource.cancel)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.rerun_failed = async_to_raw_response_wrapper(resource.rerun_failed)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.retry_step = async_to_raw_response_wrapper(resource.retry_step)


class AsyncWorkflowsVersionsWithRawResponse:
    """``async_client.with_raw_response.workflows.versions``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncWorkflowsVersions) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.publish = async_to_raw_response_wrapper(resource.publish)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.unpublish = async_to_raw_response_wrapper(resource.unpublish)


class AsyncWorkflowsWithRawResponse:
    """``async_client.with_raw_response.workflows``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncWorkflows) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.grant = async_to_raw_response_wrapper(resource.grant)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.list_grants = async_to_raw_response_wrapper(resource.list_grants)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.revoke = async_to_raw_response_wrapper(resource.revoke)
        self.share = async_to_raw_response_wrapper(resource.share)
        self.update = async_to_raw_response_wrapper(resource.update)

    @cached_property
    def runs(self) -> AsyncWorkflowsRunsWithRawResponse:
        return AsyncWorkflowsRunsWithRawResponse(self._resource.runs)

    @cached_property
    def versions(self) -> AsyncWorkflowsVersionsWithRawResponse:
        return AsyncWorkflowsVersionsWithRawResponse(self._resource.versions)
