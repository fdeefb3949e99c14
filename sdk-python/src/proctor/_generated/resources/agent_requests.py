# GENERATED FILE, DO NOT EDIT. The ``agent_requests`` resource: one method per API operation, synchronous and asynchronous.
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


class AgentRequests:
    """``client.agent_requests``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentRequestsWithRawResponse(self)

    def answer(
        self,
        id: str,
        *,
        status: Literal["resolved", "dismissed"],
        response: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentRequest:
        """Answer an agent request: resolve or dismiss it

        By an organization admin or owner: an answer may unblock what the agent does next, spending
        included, as deciding an approval does. Only an open request is answered, once: a second answer
        (concurrent ones too) is 409 `conflict` and the first stands. Resolving needs a `response`;
        dismissing takes one optionally. For a decision any response, a dismissal's too, is one of the
        request's options (else 400). Audited as `agent_request.resolved` or `agent_request.dismissed`,
        with the kind and, for a decision, the option chosen; a free-text answer stays on the request,
        out of the trail.

        ``PATCH /api/v1/agent-requests/{id}`` (operationId ``agentRequests-answer``).

        Args:
            id: Agent request id (areq_…)
            status: resolved: answered with `response`; dismissed: closed, with or without one
            response: The answer the agent reads, 1 to 10,000 characters: required to resolve; for a decision, one of its options
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agent-requests/{_path(id)}",
                params=None,
                json_body=_body({"status": status, "response": response}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentRequest),
        )

    def create(
        self,
        *,
        kind: Literal["question", "decision", "help", "notice"],
        title: str,
        body: str,
        options: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentRequest:
        """Ask a person for help

        An agent asks the people of its organization: a question, a decision between options, help, or a
        notice. The request is open until a person resolves or dismisses it (PATCH
        /api/v1/agent-requests/{id}); the agent reads the answer with GET /api/v1/agent-requests/{id}.
        An agent may have 100 open requests at once: one more is 409 `conflict` until one is answered. A
        paused agent may still ask. Audited as `agent_request.created`.

        ``POST /api/v1/agent-requests`` (operationId ``agentRequests-create``).

        Args:
            kind: question: a free-text answer; decision: one of `options`; help: the agent is stuck and needs a person to act; notice: something a person should know, answered to acknowledge it
            title: One line, 1 to 200 characters
            body: The details, 1 to 10,000 characters
            options: A decision's choices: 2 to 10 different strings of 1 to 100 characters. Required for kind "decision", refused for the others
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/agent-requests",
                params=None,
                json_body=_body({"kind": kind, "title": title, "body": body, "options": options}),
                headers=_headers(extra_headers),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentRequest),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["open", "resolved", "dismissed"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.AgentRequest]:
        """Your agents' requests to people

        The requests of the agents of your active workspace (POST /api/v1/workspaces/switch), oldest
        first (`order=desc`: newest first), a page at a time; `status=open` gives those waiting for an
        answer. Any member of the organization reads them. A request of any workspace of the
        organization is read and answered by id.

        ``GET /api/v1/agent-requests`` (operationId ``agentRequests-list``).

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
                path="/api/v1/agent-requests",
                params={"limit": limit, "cursor": cursor, "status": status, "agent_id": agent_id, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentRequest),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentRequest:
        """One agent request, with its answer

        An agent key reads its own agent's requests (another agent's is 404): poll it for `status` and
        `response` once a person has answered. A person reads any of the organization's, from any
        workspace, a deleted agent's included.

        ``GET /api/v1/agent-requests/{id}`` (operationId ``agentRequests-get``).

        Args:
            id: Agent request id (areq_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agent-requests/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentRequest),
        )


class AgentRequestsWithRawResponse:
    """``client.with_raw_response.agent_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentRequests) -> None:
        self._resource = resource
        self.answer = to_raw_response_wrapper(resource.answer)
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class AsyncAgentRequests:
    """``client.agent_requests``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentRequestsWithRawResponse(self)

    async def answer(
        self,
        id: str,
        *,
        status: Literal["resolved", "dismissed"],
        response: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentRequest:
        """Answer an agent request: resolve or dismiss it

        By an organization admin or owner: an answer may unblock what the agent does next, spending
        included, as deciding an approval does. Only an open request is answered, once: a second answer
        (concurrent ones too) is 409 `conflict` and the first stands. Resolving needs a `response`;
        dismissing takes one optionally. For a decision any response, a dismissal's too, is one of the
        request's options (else 400). Audited as `agent_request.resolved` or `agent_request.dismissed`,
        with the kind and, for a decision, the option chosen; a free-text answer stays on the request,
        out of the trail.

        ``PATCH /api/v1/agent-requests/{id}`` (operationId ``agentRequests-answer``).

        Args:
            id: Agent request id (areq_…)
            status: resolved: answered with `response`; dismissed: closed, with or without one
            response: The answer the agent reads, 1 to 10,000 characters: required to resolve; for a decision, one of its options
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agent-requests/{_path(id)}",
                params=None,
                json_body=_body({"status": status, "response": response}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentRequest),
        )

    async def create(
        self,
        *,
        kind: Literal["question", "decision", "help", "notice"],
        title: str,
        body: str,
        options: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentRequest:
        """Ask a person for help

        An agent asks the people of its organization: a question, a decision between options, help, or a
        notice. The request is open until a person resolves or dismisses it (PATCH
        /api/v1/agent-requests/{id}); the agent reads the answer with GET /api/v1/agent-requests/{id}.
        An agent may have 100 open requests at once: one more is 409 `conflict` until one is answered. A
        paused agent may still ask. Audited as `agent_request.created`.

        ``POST /api/v1/agent-requests`` (operationId ``agentRequests-create``).

        Args:
            kind: question: a free-text answer; decision: one of `options`; help: the agent is stuck and needs a person to act; notice: something a person should know, answered to acknowledge it
            title: One line, 1 to 200 characters
            body: The details, 1 to 10,000 characters
            options: A decision's choices: 2 to 10 different strings of 1 to 100 characters. Required for kind "decision", refused for the others
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/agent-requests",
                params=None,
                json_body=_body({"kind": kind, "title": title, "body": body, "options": options}),
                headers=_headers(extra_headers),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentRequest),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["open", "resolved", "dismissed"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.AgentRequest]:
        """Your agents' requests to people

        The requests of the agents of your active workspace (POST /api/v1/workspaces/switch), oldest
        first (`order=desc`: newest first), a page at a time; `status=open` gives those waiting for an
        answer. Any member of the organization reads them. A request of any workspace of the
        organization is read and answered by id.

        ``GET /api/v1/agent-requests`` (operationId ``agentRequests-list``).

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
                path="/api/v1/agent-requests",
                params={"limit": limit, "cursor": cursor, "status": status, "agent_id": agent_id, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentRequest),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentRequest:
        """One agent request, with its answer

        An agent key reads its own agent's requests (another agent's is 404): poll it for `status` and
        `response` once a person has answered. A person reads any of the organization's, from any
        workspace, a deleted agent's included.

        ``GET /api/v1/agent-requests/{id}`` (operationId ``agentRequests-get``).

        Args:
            id: Agent request id (areq_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agent-requests/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentRequest),
        )


class AsyncAgentRequestsWithRawResponse:
    """``async_client.with_raw_response.agent_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentRequests) -> None:
        self._resource = resource
        self.answer = async_to_raw_response_wrapper(resource.answer)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
