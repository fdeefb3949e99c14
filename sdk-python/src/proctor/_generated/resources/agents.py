# GENERATED FILE, DO NOT EDIT. The ``agents`` resource: one method per API operation, synchronous and asynchronous.
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


class AgentsConversationsMessages:
    """``client.agents.conversations.messages``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentsConversationsMessagesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsConversationsMessagesWithRawResponse(self)

    def create(
        self,
        id: str,
        cid: str,
        *,
        role: Literal["user", "assistant", "system", "tool"],
        content: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConversationMessage:
        """Post a message to a conversation

        Its author_id is the caller: the agent with its key, or the person; either may post any role (a
        client relaying a tool's output posts `tool`). The conversation's updated_at becomes the
        message's created_at. A conversation holds at most 10000 messages (409 past them, nothing
        stored: start a new one). Messages are not audited one by one; the conversation's creation is.

        ``POST /api/v1/agents/{id}/conversations/{cid}/messages`` (operationId ``agents-conversations-messages-create``).

        Args:
            id: Agent id (agt_…)
            cid: Conversation id (conv_…)
            role: user: a person's turn; assistant: the agent's; system: instructions; tool: a tool's output
            content: 1 to 32000 characters (UTF-16 code units, as JSON and JavaScript count them), kept as sent, untrimmed
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/conversations/{_path(cid)}/messages",
                params=None,
                json_body=_body({"role": role, "content": content}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConversationMessage),
        )

    def list(
        self,
        id: str,
        cid: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.ConversationMessage]:
        """A conversation's messages

        In the order they were posted, oldest first (`order=desc`: the latest first), a page at a time.

        ``GET /api/v1/agents/{id}/conversations/{cid}/messages`` (operationId ``agents-conversations-messages-list``).

        Args:
            id: Agent id (agt_…)
            cid: Conversation id (conv_…)
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
                path=f"/api/v1/agents/{_path(id)}/conversations/{_path(cid)}/messages",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConversationMessage),
        )


class AgentsActivity:
    """``client.agents.activity``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentsActivityWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsActivityWithRawResponse(self)

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.ActivityItem]:
        """The agent's activity ledger, newest first

        One ledger of the agent's audit entries: its service calls, delegations (the tasks it delegated
        and those delegated to it), memory writes and every change made to it, each with a `type`,
        newest first, a page at a time (`cursor` is a seq of the audit trail, so a `next_cursor` of GET
        /api/v1/audit-logs is a place in it too). No `order` and no filters: it is a ledger. Entries are
        the trail's own, hash-chained (GET /api/v1/audit-logs/verify). An agent key reads its own agent
        only (another id is 404); people of the organization read any agent.

        ``GET /api/v1/agents/{id}/activity`` (operationId ``agents-listActivity``).

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
                path=f"/api/v1/agents/{_path(id)}/activity",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ActivityItem),
        )


class AgentsBindings:
    """``client.agents.bindings``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentsBindingsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsBindingsWithRawResponse(self)

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

        Deletes the agent's binding of this operation: its next requests for it are blocked with
        `policy_violation`. Requests already made keep their history. No such binding is 404. Audited as
        `binding.removed`.

        ``DELETE /api/v1/agents/{id}/services/{operation}`` (operationId ``agents-deleteBinding``).

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
        """The agent's bindings

        All of them in one page, ordered by operation (an agent has at most one per catalog operation).

        ``GET /api/v1/agents/{id}/services`` (operationId ``agents-listBindings``).

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

        A binding is the agent's permission to dispatch one operation, with its limits. An upsert,
        answering 200 with the binding: posting again for the same operation updates the fields sent and
        keeps the others; a new binding starts with no caps, no approval threshold, and enabled. Unknown
        operations are refused with invalid_request naming the catalog. Audited as `binding.upserted`.

        ``POST /api/v1/agents/{id}/services`` (operationId ``agents-upsertBinding``).

        Args:
            id: Agent id (agt_…)
            operation: "<service>.<operation>", or the bare operation with service
            monthly_budget_cents: Monthly cap for this operation, in cents (UTC month); null: none
            daily_limit: Requests per UTC day (a count, not cents); null: none
            approval_threshold_cents: A request whose worst-case cost is above this waits for approval; null: never
            enabled: Default true
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


class AgentsConversations:
    """``client.agents.conversations``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def messages(self) -> AgentsConversationsMessages:
        return AgentsConversationsMessages(self._client)

    @cached_property
    def with_raw_response(self) -> AgentsConversationsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsConversationsWithRawResponse(self)

    def create(
        self,
        id: str,
        *,
        title: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Conversation:
        """Start a conversation of the agent

        The agent with its own key (another agent id is 404), or a person of the organization. An agent
        keeps at most 10,000 conversations (409 `conflict` past them). Audited as
        `conversation.created`; the messages posted to it are not audited one by one.

        ``POST /api/v1/agents/{id}/conversations`` (operationId ``agents-conversations-create``).

        Args:
            id: Agent id (agt_…)
            title: 1 to 200 characters, trimmed
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/conversations",
                params=None,
                json_body=_body({"title": title}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Conversation),
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
    ) -> SyncCursorPage[models.Conversation]:
        """The agent's conversations

        In the order they were started, oldest first (`order=desc`: newest first), a page at a time.
        Ordered by when each was started, not by `updated_at`, which moves with every message and would
        make a cursor skip or repeat conversations. An agent key reads its own agent only (another id is
        404); people of the organization read any agent but a deleted one (404).

        ``GET /api/v1/agents/{id}/conversations`` (operationId ``agents-conversations-list``).

        Args:
            id: Agent id (agt_…)
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
                path=f"/api/v1/agents/{_path(id)}/conversations",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Conversation),
        )

    def retrieve(
        self,
        id: str,
        cid: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Conversation:
        """One conversation of the agent

        Its messages are read with GET /api/v1/agents/{id}/conversations/{cid}/messages. A conversation
        of another agent is 404 under this one.

        ``GET /api/v1/agents/{id}/conversations/{cid}`` (operationId ``agents-conversations-get``).

        Args:
            id: Agent id (agt_…)
            cid: Conversation id (conv_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/conversations/{_path(cid)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Conversation),
        )


class AgentsDelegatedTasks:
    """``client.agents.delegated_tasks``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentsDelegatedTasksWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsDelegatedTasksWithRawResponse(self)

    def create(
        self,
        id: str,
        *,
        child_agent_id: str,
        title: str,
        budget_cents: int,
        operations: List[str],
        input: dict[str, Any] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DelegatedTask:
        """Delegate a task to a spawned agent, with a hard budget cap and narrowed operations

        By the parent's own agent key ({id} its own agent). The child must be an agent it spawned (else
        404); each operation an enabled service of the child (else 403, `details` naming each). The task
        starts `accepted`, in the mode of the delegating key: the child dispatches for it with its key
        of that mode (another mode is blocked `policy_violation`). The child dispatches for it with the
        header `X-Delegated-Task: <task id>`: each such request also counts against budget_cents
        (blocked `task_budget_exceeded`) and may use only the task's operations (blocked
        `policy_violation`); once the task is over they are blocked `task_closed`. Audited as
        `delegated_task.created`.

        ``POST /api/v1/agents/{id}/delegated-tasks`` (operationId ``agents-delegatedTasks-create``).

        Args:
            id: Agent id (agt_…)
            child_agent_id: An agent the caller spawned (parent_agent_id is the caller)
            input: What the child needs to do the work: any JSON object
            budget_cents: The hard cap of the task: its dispatches are blocked `task_budget_exceeded` past it
            operations: The operations the task allows, each an enabled service of the child
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/delegated-tasks",
                params=None,
                json_body=_body(
                    {
                        "child_agent_id": child_agent_id,
                        "title": title,
                        "input": input,
                        "budget_cents": budget_cents,
                        "operations": operations,
                    }
                ),
                headers=_headers(extra_headers),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DelegatedTask),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        status: Literal["accepted", "in_progress", "completed", "failed", "cancelled"] | NotGiven = NOT_GIVEN,
        side: Literal["delegated", "received"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.DelegatedTask]:
        """The tasks the agent delegated and received

        Oldest first (`order=desc`: newest first), a page at a time; filter by status and by side. An
        agent key reads its own agent only (another id is 404); people of the organization read any
        agent.

        ``GET /api/v1/agents/{id}/delegated-tasks`` (operationId ``agents-delegatedTasks-list``).

        Args:
            id: Agent id (agt_…)
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
                path=f"/api/v1/agents/{_path(id)}/delegated-tasks",
                params={"limit": limit, "cursor": cursor, "order": order, "status": status, "side": side},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DelegatedTask),
        )

    def retrieve(
        self,
        id: str,
        task_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DelegatedTask:
        """One task the agent delegated or received

        With spent_cents, what its dispatches spent or hold. A task of neither side of the agent is 404
        under it.

        ``GET /api/v1/agents/{id}/delegated-tasks/{taskId}`` (operationId ``agents-delegatedTasks-get``).

        Args:
            id: Agent id (agt_…)
            task_id: Delegated task id (tsk_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/delegated-tasks/{_path(task_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DelegatedTask),
        )

    def update(
        self,
        id: str,
        task_id: str,
        *,
        status: Literal["in_progress", "completed", "failed", "cancelled"],
        result: dict[str, Any] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DelegatedTask:
        """Move a delegated task: start, finish, or cancel it

        The spec's states: the child ({id} its own agent, by its key) starts the task (accepted →
        in_progress) and finishes it (in_progress → completed or failed, with its `result`); the parent
        (by its key), or an admin or owner of the organization, cancels it while it is accepted or in
        progress. Any other move is 409 `conflict`, as is the second of two racing moves. A task over
        takes no more dispatches. Audited as `delegated_task.updated` with from and to.

        ``PATCH /api/v1/agents/{id}/delegated-tasks/{taskId}`` (operationId ``agents-delegatedTasks-update``).

        Args:
            id: Agent id (agt_…)
            task_id: Delegated task id (tsk_…)
            result: What came of the task: with completed or failed only
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/delegated-tasks/{_path(task_id)}",
                params=None,
                json_body=_body({"status": status, "result": result}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DelegatedTask),
        )


class AgentsMemories:
    """``client.agents.memories``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentsMemoriesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsMemoriesWithRawResponse(self)

    def create(
        self,
        id: str,
        *,
        content: str,
        kind: str | NotGiven = NOT_GIVEN,
        tags: List[str] | NotGiven = NOT_GIVEN,
        links: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Memory:
        """Remember something: a governed memory of the agent, searchable by meaning

        By the agent with its key, for itself or an agent it spawned (directly or further down; any
        other agent id is 404), or by an admin or owner. The content is embedded by the server's
        embedder for search. An agent keeps at most 10,000 memories (409 `conflict` past them). `links`
        name other memories of the same agent (400 naming each that is not). Writes to one agent are
        stored one at a time, at most 4 of one organization at once, per server instance; a write waits
        its turn, up to 32 waiting for one agent (64 for one organization): one more is 429
        `rate_limited` with Retry-After. Audited as `memory.created`.

        ``POST /api/v1/agents/{id}/memories`` (operationId ``agents-memories-create``).

        Args:
            id: Agent id (agt_…)
            content: 1 to 8000 characters, not blank; embedded for search
            kind: Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note
            tags: At most 20, each 1 to 50 characters
            links: At most 50 ids of other memories of the same agent, each once and never the memory itself (else 400, a `details` entry for each)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/memories",
                params=None,
                json_body=_body({"content": content, "kind": kind, "tags": tags, "links": links}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Memory),
        )

    def delete(
        self,
        id: str,
        memory_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Forget a memory

        The memory, its vector, and the links other memories of the agent had to it go. Who may: as for
        creating one. Audited as `memory.deleted`.

        ``DELETE /api/v1/agents/{id}/memories/{memoryId}`` (operationId ``agents-memories-delete``).

        Args:
            id: Agent id (agt_…)
            memory_id: Memory id (memo_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/agents/{_path(id)}/memories/{_path(memory_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    def graph(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.MemoryGraph:
        """The agent's memories and their links, as a graph

        Nodes: the agent's newest 500 memories; edges: their links among them. Reads here are not
        counted in accessCount. Who may: as for the list.

        ``GET /api/v1/agents/{id}/memories/graph`` (operationId ``agents-memories-graph``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/memories/graph",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.MemoryGraph),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        query: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Memory]:
        """The agent's memories, or a search of them by meaning

        Without `query`: by id, oldest first (`order=desc`: newest first), a page at a time. With
        `query`: the memories nearest to it in meaning, best first, each with `relevanceScore` (cosine
        similarity, -1 to 1; `relevance_score` too, deprecated), `limit` of them (default 50, at most
        50) in one page. Each memory returned counts a read (`accessCount`; `access_count` too,
        deprecated). The agent with its key, for itself or an agent it spawned (any other id is 404), or
        people of the organization.

        ``GET /api/v1/agents/{id}/memories`` (operationId ``agents-memories-list``).

        Args:
            id: Agent id (agt_…)
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
                path=f"/api/v1/agents/{_path(id)}/memories",
                params={"limit": limit, "cursor": cursor, "order": order, "query": query},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Memory),
        )

    def update(
        self,
        id: str,
        memory_id: str,
        *,
        content: str | NotGiven = NOT_GIVEN,
        kind: str | NotGiven = NOT_GIVEN,
        tags: List[str] | NotGiven = NOT_GIVEN,
        links: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Memory:
        """Change a memory

        The fields given replace those of the memory; new content is embedded again. Who may: as for
        creating one. Audited as `memory.updated` with the fields changed.

        ``PATCH /api/v1/agents/{id}/memories/{memoryId}`` (operationId ``agents-memories-update``).

        Args:
            id: Agent id (agt_…)
            memory_id: Memory id (memo_…)
            content: 1 to 8000 characters, not blank; embedded for search
            kind: Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note
            tags: At most 20, each 1 to 50 characters
            links: At most 50 ids of other memories of the same agent, each once and never the memory itself (else 400, a `details` entry for each)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/memories/{_path(memory_id)}",
                params=None,
                json_body=_body({"content": content, "kind": kind, "tags": tags, "links": links}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Memory),
        )


class AgentsSkillProposals:
    """``client.agents.skill_proposals``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentsSkillProposalsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsSkillProposalsWithRawResponse(self)

    def create(
        self,
        id: str,
        *,
        name: str,
        steps: List[models.WorkflowStep | params.WorkflowStep],
        description: str | NotGiven = NOT_GIVEN,
        workflow_id: str | NotGiven = NOT_GIVEN,
        edges: List[models.WorkflowEdge | params.WorkflowEdge] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.SkillProposal:
        """Propose a workflow as a skill of the agent

        By the agent with its key, for its own id only (any other is 404), or by people of the
        organization. The steps and edges are validated as a workflow version is (POST
        /api/v1/workflows/{id}/versions), every problem listed in `details` at its path (400), and
        nothing is saved. `workflow_id`, when given, must name a workflow of the organization (404);
        without it, `name` must be free as a workflow name (409). An admin approves or rejects it (PATCH
        /api/v1/agents/{id}/skill-proposals/{proposalId}). Audited as `skill_proposal.created`.

        ``POST /api/v1/agents/{id}/skill-proposals`` (operationId ``agents-skillProposals-create``).

        Args:
            id: Agent id (agt_…)
            name: The new workflow's name (unique in the organization, ignoring case); with workflow_id, the proposal's title
            description: At most 1,000 characters
            workflow_id: A workflow of the organization to add a version to; without it, approving makes a new workflow
            steps: 1 to 100 steps
            edges: from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/skill-proposals",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "description": description,
                        "workflow_id": workflow_id,
                        "steps": steps,
                        "edges": edges,
                    }
                ),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SkillProposal),
        )

    def decide(
        self,
        id: str,
        proposal_id: str,
        *,
        status: Literal["approved", "rejected"],
        notes: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.SkillProposal:
        """Approve or reject a skill proposal

        By an admin or owner in a browser session (approving writes a workflow, and workflows are kept
        to the web UI: a personal token is 403). Approving saves the proposal's steps and edges as a new
        draft version of its workflow, or of a new private workflow of yours named as the proposal, and
        grants that workflow to the agent, all in one transaction with the decision: a name taken since
        (409), a workflow deleted since (404) or steps no longer valid (400) leave the proposal pending.
        A proposal already decided is 409 `conflict`. Audited as `skill_proposal.approved` or
        `skill_proposal.rejected`.

        ``PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}`` (operationId ``agents-skillProposals-decide``).

        Args:
            id: Agent id (agt_…)
            proposal_id: Skill proposal id (skp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/skill-proposals/{_path(proposal_id)}",
                params=None,
                json_body=_body({"status": status, "notes": notes}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SkillProposal),
        )

    def decide_by_body(
        self,
        id: str,
        *,
        proposal_id: str,
        status: Literal["approved", "rejected"],
        notes: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.SkillProposal:
        """Approve or reject a skill proposal named in the body

        The spec's form of PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}, which stays: the same
        decision, the proposal named by `proposal_id` in the body (a proposal of another agent, or none,
        is 404). By an admin or owner in a browser session (approving writes a workflow, and workflows
        are kept to the web UI: a personal token is 403). Approving saves the proposal's steps and edges
        as a new draft version of its workflow, or of a new private workflow of yours named as the
        proposal, and grants that workflow to the agent, all in one transaction with the decision: a
        name taken since (409), a workflow deleted since (404) or steps no longer valid (400) leave the
        proposal pending. A proposal already decided is 409 `conflict`. Audited as
        `skill_proposal.approved` or `skill_proposal.rejected`.

        ``PATCH /api/v1/agents/{id}/skill-proposals`` (operationId ``agents-skillProposals-decideByBody``).

        Args:
            id: Agent id (agt_…)
            proposal_id: Skill proposal id (skp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/skill-proposals",
                params=None,
                json_body=_body({"proposal_id": proposal_id, "status": status, "notes": notes}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SkillProposal),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.SkillProposal]:
        """The agent's skill proposals

        Newest first, a page at a time, filtered by status. The agent with its key, for its own id only
        (any other is 404), or people of the organization.

        ``GET /api/v1/agents/{id}/skill-proposals`` (operationId ``agents-skillProposals-list``).

        Args:
            id: Agent id (agt_…)
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/skill-proposals",
                params={"limit": limit, "cursor": cursor, "status": status},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SkillProposal),
        )


class AgentsSkills:
    """``client.agents.skills``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentsSkillsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentsSkillsWithRawResponse(self)

    def list(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.AgentSkill]:
        """What the agent can do

        A view derived at each call, stored nowhere: one `service` skill per enabled binding, ordered by
        operation, with the operation's description, schemas and price from the catalog (as GET
        /api/v1/agent-docs gives them) and the binding's limits. A disabled binding is not a skill. Each
        workflow granted to the agent (POST /api/v1/workflows/{id}/agents) is a `workflow` skill, by
        name, under the limits of the agent's workflow.run binding: without that binding enabled, no
        workflow is a skill. All of them in one page. An agent key reads its own agent's skills only
        (another id is 404); people of the organization read any agent's.

        ``GET /api/v1/agents/{id}/skills`` (operationId ``agents-listSkills``).

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
                path=f"/api/v1/agents/{_path(id)}/skills",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentSkill),
        )


class Agents:
    """``client.agents``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def activity(self) -> AgentsActivity:
        return AgentsActivity(self._client)

    @cached_property
    def bindings(self) -> AgentsBindings:
        return AgentsBindings(self._client)

    @cached_property
    def conversations(self) -> AgentsConversations:
        return AgentsConversations(self._client)

    @cached_property
    def delegated_tasks(self) -> AgentsDelegatedTasks:
        return AgentsDelegatedTasks(self._client)

    @cached_property
    def memories(self) -> AgentsMemories:
        return AgentsMemories(self._client)

    @cached_property
    def skill_proposals(self) -> AgentsSkillProposals:
        return AgentsSkillProposals(self._client)

    @cached_property
    def skills(self) -> AgentsSkills:
        return AgentsSkills(self._client)

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

        A new agent with the settings, monthly budget cap and service bindings of this one, under the
        name given (or the original's with " (copy)"), and keys of its own, shown once. Spend and
        history are not copied. A clone of a chat agent is an ordinary agent.

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

        Answers 201 with the agent and its live and test keys, each shown once. The free-text fields
        take empty strings; only `name` needs a character. Audited as `agent.created`. The JSON body
        also takes system_prompt, voice_config, default_model_id, deprecated spellings of systemPrompt,
        voiceConfig, defaultModelId, but never both spellings of one field.

        ``POST /api/v1/agents`` (operationId ``agents-create``).

        Args:
            name: Trimmed, 1 to 100 characters
            description: Up to 2,000 characters
            status: Any status may follow any other
            category: Free text, up to 100 characters
            personality: Up to 4,000 characters
            system_prompt: Up to 20,000 characters
            voice_config: Speech settings, each optional; any other key is 400
            default_model_id: Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list
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
                        "systemPrompt": system_prompt,
                        "voiceConfig": voice_config,
                        "defaultModelId": default_model_id,
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

        Browser session only. The primary agent and the agents chat made (chat_owned) cannot be deleted
        (409); nor can an agent with spawned agents still alive (409: delete them first, leaves up, or
        pause it, which stops them too); nothing changes. Deleting is soft: the row stays for the
        records that reference it, its keys answer 401 at once, and people still read its agent
        requests, while its conversations and memories are 404. A spawned agent gives back to its
        parent's monthly cap what it carved less what it spent this month (never below 0), shown as
        `returned_cents` in the `agent.deleted` audit entry.

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

    def headroom(
        self,
        id: str,
        *,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentSelf:
        """An agent's limits and what is left of them, for the people who set them

        What GET /api/v1/agents/me answers the agent itself, read by a member of its organization: its
        bindings' day and month limits with what is counted against them, its monthly cap, its team's
        budget and its owner's allocation, and the wallet, in `mode` (live unless asked). The same
        counters the next admission holds against, so a meter drawn from it never disagrees with a
        refusal. 404 for an agent of another organization.

        ``GET /api/v1/agents/{id}/headroom`` (operationId ``agents-headroom``).

        Args:
            id: Agent id (agt_…)
            mode: The mode whose counters to read (test mode counts on counters of its own); default live
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/headroom",
                params={"mode": mode},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentSelf),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        parent_agent_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.Agent]:
        """The organization's agents

        The agents of your active workspace, oldest first, a page at a time (`cursor`, `limit`), except
        those chat made for its conversations (chat_owned), which GET /api/v1/agents/{id} still reads.
        `parent_agent_id` lists the agents one agent spawned: the next level of its spawn tree. Keys are
        never listed: they are shown once, when made.

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
                params={"limit": limit, "cursor": cursor, "parent_agent_id": parent_agent_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )

    def me(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentSelf:
        """The calling agent, its limits and what is left of them

        With an agent key: the agent, its bindings, what each limit has left today (UTC) and this month
        in the mode of the key (test mode counts on counters of its own), its team's budget and its
        worker's allocation when it has them, and the wallet. For a spawned agent, each binding's
        remaining is also bounded by the same limit of every agent up its spawn chain (a family shares
        its parent's binding limits, each request counting on all of them), and stopped_by names an
        agent up the chain that is paused, disabled or deleted, which stops this one too
        (agent_disabled). What an agent needs to plan before dispatching.

        ``GET /api/v1/agents/me`` (operationId ``agents-me``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/agents/me",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentSelf),
        )

    def publish(
        self,
        id: str,
        *,
        scope: Literal["team", "org"],
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PublishRequest:
        """Request publication of an agent (team or org scope)

        Admins and owners ask for the agent to be listed in the marketplace (GET
        /api/v1/marketplace/listings); a member with `publish.manage` approves (PATCH
        /api/v1/publish-requests/{id}), and an owner’s request is approved at once. `team` needs the
        agent to be in a team. An agent already published, or with a request pending, is 409. Audited as
        `publish.requested`.

        ``POST /api/v1/agents/{id}/publish`` (operationId ``agents-publish``).

        Args:
            id: Agent id (agt_…)
            scope: Who sees it in the marketplace: its team's members, or the whole organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/publish",
                params=None,
                json_body=_body({"scope": scope}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PublishRequest),
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

        One agent of the organization, with its settings and its own monthly budget cap; 404 for an
        agent of another organization.

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

        Makes a new key of the mode asked for (`live` unless `mode: "test"`) and shows it once; the key
        it replaces is refused from this moment (by the other server instances, if several share the
        database, once PostgreSQL's notification reaches them: milliseconds). The agent's other key is
        left as it is. An agent was handed the key of each agent it spawned (POST /api/v1/agents/spawn),
        so whoever holds the old key may hold those too: the keys of the same mode of every agent below
        it on its spawn tree (its children, theirs, down to depth 3) are revoked with it, listed in
        `revoked_agent_ids`. Each of those answers 401 until a person rotates its key in turn; their
        other mode's keys are left as they are.

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

        The most the agent may spend in a calendar month (UTC) over all its operations, in cents; `null`
        removes the cap. A request whose worst-case cost would pass it is blocked with
        `agent_budget_exceeded`; each binding may have a cap of its own as well.

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

    def spawn(
        self,
        *,
        name: str,
        services: List[str | dict[str, Any]],
        monthly_budget_cents: int,
        description: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.SpawnedAgent:
        """An agent spawns a child agent with a carved-out budget

        By the parent's own agent key (people create agents with POST /api/v1/agents). The child is one
        level deeper (the organization's agents are depth 0; at depth 3 a spawn is 403
        `spawn_depth_exceeded`), in the parent's workspace, team and owner. Its services are a subset of
        the parent's enabled ones, each no looser than the parent's (else 403, `details` naming each).
        Its monthly_budget_cents is taken from the parent's monthly cap at once, in the mode of the key:
        a live key lowers the cap, which may not fall below what the parent spent this month; a test key
        lowers only the parent's test-mode cap (the cap less what test-key spawns carved, which GET
        /api/v1/agents/me shows a test key as `month.remaining_cents`), which may not fall below its
        test-mode spend, so a test spawn answers as a live one would and leaves the live cap untouched
        (else 409 `insufficient_pool`, in either mode). A parent without a monthly cap lends the child's
        budget from what it may itself spend this month in the key's mode: the child's cap may not
        exceed the wallet's balance less what is held, its team's month and pool, its owner's
        allocation, nor, when the parent's binding for each of the child's services sets a monthly
        budget, what those have left together (else 409 `insufficient_pool` naming which); the parent
        stays uncapped, and every request of the child is held on those same budgets. What the child did
        not spend of its carve this month returns to the parent (its cap, or its test-mode cap) when the
        child is deleted. A family shares its parent's limits: each request of a child counts on the
        parent's binding for the operation too (its daily_limit and monthly_budget_cents, and those of
        every agent further up), so spawning never multiplies them; a child whose parent no longer has
        the operation enabled is blocked `policy_violation`. A paused, disabled or deleted agent stops
        its descendants: their requests fail `agent_disabled` and they cannot spawn (409); rotating an
        agent's key revokes that mode's keys of its descendants (PATCH /api/v1/agents/{id}/key). Audited
        as `agent.spawned`, with the parent, depth, services, monthly budget and carved cents.

        ``POST /api/v1/agents/spawn`` (operationId ``agents-spawn``).

        Args:
            services: The child's services: operations the parent has enabled, each as a name (the parent's limits) or with limits no looser than the parent's (a limit the parent lacks may be set freely); 1 to 100, each operation once (else 400)
            monthly_budget_cents: The child's monthly cap, carved from the parent's monthly cap in the key's mode; from a parent without one, at most what the parent may spend this month
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/agents/spawn",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "description": description,
                        "services": services,
                        "monthly_budget_cents": monthly_budget_cents,
                    }
                ),
                headers=_headers(extra_headers),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SpawnedAgent),
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
        team_id: str | None | NotGiven = NOT_GIVEN,
        owner_user_id: str | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Agent:
        """Update name, description, status, icon, category, personality, prompt, voice, model

        Browser session only: personal access tokens get 403. A field left out is kept; null clears any
        but name and status. team_id and owner_user_id place the agent in the budget hierarchy
        (docs/organizations-and-money.md, The budget hierarchy): a team of another organization or a
        person outside it is 404, a team of another workspace or an owner outside the team 409. A status
        other than active stops the agent and every agent below it on its spawn tree (their requests
        fail `agent_disabled`, and they cannot spawn), until it is set active again; once the change has
        answered, none of them has a request admitted. The JSON body also takes system_prompt,
        voice_config, default_model_id, deprecated spellings of systemPrompt, voiceConfig,
        defaultModelId, but never both spellings of one field.

        ``PATCH /api/v1/agents/{id}`` (operationId ``agents-update``).

        Args:
            id: Agent id (agt_…)
            name: Trimmed, 1 to 100 characters
            description: Up to 2,000 characters
            status: Any status may follow any other
            category: Free text, up to 100 characters
            personality: Up to 4,000 characters
            system_prompt: Up to 20,000 characters
            voice_config: Speech settings, each optional; any other key is 400
            default_model_id: Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list
            team_id: A team of the agent's workspace: its dispatches also draw on the team's budget; null leaves the team
            owner_user_id: A person of the organization (a member of the agent's team when it has one): a worker's dispatches also draw on their allocation; null clears it
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
                        "systemPrompt": system_prompt,
                        "voiceConfig": voice_config,
                        "defaultModelId": default_model_id,
                        "team_id": team_id,
                        "owner_user_id": owner_user_id,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )


class AgentsConversationsMessagesWithRawResponse:
    """``client.with_raw_response.agents.conversations.messages``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsConversationsMessages) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)


class AgentsActivityWithRawResponse:
    """``client.with_raw_response.agents.activity``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsActivity) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)


class AgentsBindingsWithRawResponse:
    """``client.with_raw_response.agents.bindings``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsBindings) -> None:
        self._resource = resource
        self.delete = to_raw_response_wrapper(resource.delete)
        self.list = to_raw_response_wrapper(resource.list)
        self.upsert = to_raw_response_wrapper(resource.upsert)


class AgentsConversationsWithRawResponse:
    """``client.with_raw_response.agents.conversations``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsConversations) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)

    @cached_property
    def messages(self) -> AgentsConversationsMessagesWithRawResponse:
        return AgentsConversationsMessagesWithRawResponse(self._resource.messages)


class AgentsDelegatedTasksWithRawResponse:
    """``client.with_raw_response.agents.delegated_tasks``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsDelegatedTasks) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.update = to_raw_response_wrapper(resource.update)


class AgentsMemoriesWithRawResponse:
    """``client.with_raw_response.agents.memories``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsMemories) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.graph = to_raw_response_wrapper(resource.graph)
        self.list = to_raw_response_wrapper(resource.list)
        self.update = to_raw_response_wrapper(resource.update)


class AgentsSkillProposalsWithRawResponse:
    """``client.with_raw_response.agents.skill_proposals``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsSkillProposals) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.decide = to_raw_response_wrapper(resource.decide)
        self.decide_by_body = to_raw_response_wrapper(resource.decide_by_body)
        self.list = to_raw_response_wrapper(resource.list)


class AgentsSkillsWithRawResponse:
    """``client.with_raw_response.agents.skills``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentsSkills) -> None:
        self._resource = resource
        self.list = to_raw_response_wrapper(resource.list)


class AgentsWithRawResponse:
    """``client.with_raw_response.agents``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Agents) -> None:
        self._resource = resource
        self.clone = to_raw_response_wrapper(resource.clone)
        self.create = to_raw_response_wrapper(resource.create)
        self.delete = to_raw_response_wrapper(resource.delete)
        self.headroom = to_raw_response_wrapper(resource.headroom)
        self.list = to_raw_response_wrapper(resource.list)
        self.me = to_raw_response_wrapper(resource.me)
        self.publish = to_raw_response_wrapper(resource.publish)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)
        self.rotate_key = to_raw_response_wrapper(resource.rotate_key)
        self.set_budget = to_raw_response_wrapper(resource.set_budget)
        self.spawn = to_raw_response_wrapper(resource.spawn)
        self.update = to_raw_response_wrapper(resource.update)

    @cached_property
    def activity(self) -> AgentsActivityWithRawResponse:
        return AgentsActivityWithRawResponse(self._resource.activity)

    @cached_property
    def bindings(self) -> AgentsBindingsWithRawResponse:
        return AgentsBindingsWithRawResponse(self._resource.bindings)

    @cached_property
    def conversations(self) -> AgentsConversationsWithRawResponse:
        return AgentsConversationsWithRawResponse(self._resource.conversations)

    @cached_property
    def delegated_tasks(self) -> AgentsDelegatedTasksWithRawResponse:
        return AgentsDelegatedTasksWithRawResponse(self._resource.delegated_tasks)

    @cached_property
    def memories(self) -> AgentsMemoriesWithRawResponse:
        return AgentsMemoriesWithRawResponse(self._resource.memories)

    @cached_property
    def skill_proposals(self) -> AgentsSkillProposalsWithRawResponse:
        return AgentsSkillProposalsWithRawResponse(self._resource.skill_proposals)

    @cached_property
    def skills(self) -> AgentsSkillsWithRawResponse:
        return AgentsSkillsWithRawResponse(self._resource.skills)


class AsyncAgentsConversationsMessages:
    """``client.agents.conversations.messages``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentsConversationsMessagesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsConversationsMessagesWithRawResponse(self)

    async def create(
        self,
        id: str,
        cid: str,
        *,
        role: Literal["user", "assistant", "system", "tool"],
        content: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ConversationMessage:
        """Post a message to a conversation

        Its author_id is the caller: the agent with its key, or the person; either may post any role (a
        client relaying a tool's output posts `tool`). The conversation's updated_at becomes the
        message's created_at. A conversation holds at most 10000 messages (409 past them, nothing
        stored: start a new one). Messages are not audited one by one; the conversation's creation is.

        ``POST /api/v1/agents/{id}/conversations/{cid}/messages`` (operationId ``agents-conversations-messages-create``).

        Args:
            id: Agent id (agt_…)
            cid: Conversation id (conv_…)
            role: user: a person's turn; assistant: the agent's; system: instructions; tool: a tool's output
            content: 1 to 32000 characters (UTF-16 code units, as JSON and JavaScript count them), kept as sent, untrimmed
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/conversations/{_path(cid)}/messages",
                params=None,
                json_body=_body({"role": role, "content": content}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConversationMessage),
        )

    def list(
        self,
        id: str,
        cid: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.ConversationMessage]:
        """A conversation's messages

        In the order they were posted, oldest first (`order=desc`: the latest first), a page at a time.

        ``GET /api/v1/agents/{id}/conversations/{cid}/messages`` (operationId ``agents-conversations-messages-list``).

        Args:
            id: Agent id (agt_…)
            cid: Conversation id (conv_…)
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
                path=f"/api/v1/agents/{_path(id)}/conversations/{_path(cid)}/messages",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ConversationMessage),
        )


class AsyncAgentsActivity:
    """``client.agents.activity``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentsActivityWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsActivityWithRawResponse(self)

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.ActivityItem]:
        """The agent's activity ledger, newest first

        One ledger of the agent's audit entries: its service calls, delegations (the tasks it delegated
        and those delegated to it), memory writes and every change made to it, each with a `type`,
        newest first, a page at a time (`cursor` is a seq of the audit trail, so a `next_cursor` of GET
        /api/v1/audit-logs is a place in it too). No `order` and no filters: it is a ledger. Entries are
        the trail's own, hash-chained (GET /api/v1/audit-logs/verify). An agent key reads its own agent
        only (another id is 404); people of the organization read any agent.

        ``GET /api/v1/agents/{id}/activity`` (operationId ``agents-listActivity``).

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
                path=f"/api/v1/agents/{_path(id)}/activity",
                params={"limit": limit, "cursor": cursor},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ActivityItem),
        )


class AsyncAgentsBindings:
    """``client.agents.bindings``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentsBindingsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsBindingsWithRawResponse(self)

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

        Deletes the agent's binding of this operation: its next requests for it are blocked with
        `policy_violation`. Requests already made keep their history. No such binding is 404. Audited as
        `binding.removed`.

        ``DELETE /api/v1/agents/{id}/services/{operation}`` (operationId ``agents-deleteBinding``).

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
        """The agent's bindings

        All of them in one page, ordered by operation (an agent has at most one per catalog operation).

        ``GET /api/v1/agents/{id}/services`` (operationId ``agents-listBindings``).

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

        A binding is the agent's permission to dispatch one operation, with its limits. An upsert,
        answering 200 with the binding: posting again for the same operation updates the fields sent and
        keeps the others; a new binding starts with no caps, no approval threshold, and enabled. Unknown
        operations are refused with invalid_request naming the catalog. Audited as `binding.upserted`.

        ``POST /api/v1/agents/{id}/services`` (operationId ``agents-upsertBinding``).

        Args:
            id: Agent id (agt_…)
            operation: "<service>.<operation>", or the bare operation with service
            monthly_budget_cents: Monthly cap for this operation, in cents (UTC month); null: none
            daily_limit: Requests per UTC day (a count, not cents); null: none
            approval_threshold_cents: A request whose worst-case cost is above this waits for approval; null: never
            enabled: Default true
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


class AsyncAgentsConversations:
    """``client.agents.conversations``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def messages(self) -> AsyncAgentsConversationsMessages:
        return AsyncAgentsConversationsMessages(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncAgentsConversationsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsConversationsWithRawResponse(self)

    async def create(
        self,
        id: str,
        *,
        title: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Conversation:
        """Start a conversation of the agent

        The agent with its own key (another agent id is 404), or a person of the organization. An agent
        keeps at most 10,000 conversations (409 `conflict` past them). Audited as
        `conversation.created`; the messages posted to it are not audited one by one.

        ``POST /api/v1/agents/{id}/conversations`` (operationId ``agents-conversations-create``).

        Args:
            id: Agent id (agt_…)
            title: 1 to 200 characters, trimmed
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/conversations",
                params=None,
                json_body=_body({"title": title}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Conversation),
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
    ) -> AsyncPaginator[models.Conversation]:
        """The agent's conversations

        In the order they were started, oldest first (`order=desc`: newest first), a page at a time.
        Ordered by when each was started, not by `updated_at`, which moves with every message and would
        make a cursor skip or repeat conversations. An agent key reads its own agent only (another id is
        404); people of the organization read any agent but a deleted one (404).

        ``GET /api/v1/agents/{id}/conversations`` (operationId ``agents-conversations-list``).

        Args:
            id: Agent id (agt_…)
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
                path=f"/api/v1/agents/{_path(id)}/conversations",
                params={"limit": limit, "cursor": cursor, "order": order},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Conversation),
        )

    async def retrieve(
        self,
        id: str,
        cid: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Conversation:
        """One conversation of the agent

        Its messages are read with GET /api/v1/agents/{id}/conversations/{cid}/messages. A conversation
        of another agent is 404 under this one.

        ``GET /api/v1/agents/{id}/conversations/{cid}`` (operationId ``agents-conversations-get``).

        Args:
            id: Agent id (agt_…)
            cid: Conversation id (conv_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/conversations/{_path(cid)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Conversation),
        )


class AsyncAgentsDelegatedTasks:
    """``client.agents.delegated_tasks``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentsDelegatedTasksWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsDelegatedTasksWithRawResponse(self)

    async def create(
        self,
        id: str,
        *,
        child_agent_id: str,
        title: str,
        budget_cents: int,
        operations: List[str],
        input: dict[str, Any] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DelegatedTask:
        """Delegate a task to a spawned agent, with a hard budget cap and narrowed operations

        By the parent's own agent key ({id} its own agent). The child must be an agent it spawned (else
        404); each operation an enabled service of the child (else 403, `details` naming each). The task
        starts `accepted`, in the mode of the delegating key: the child dispatches for it with its key
        of that mode (another mode is blocked `policy_violation`). The child dispatches for it with the
        header `X-Delegated-Task: <task id>`: each such request also counts against budget_cents
        (blocked `task_budget_exceeded`) and may use only the task's operations (blocked
        `policy_violation`); once the task is over they are blocked `task_closed`. Audited as
        `delegated_task.created`.

        ``POST /api/v1/agents/{id}/delegated-tasks`` (operationId ``agents-delegatedTasks-create``).

        Args:
            id: Agent id (agt_…)
            child_agent_id: An agent the caller spawned (parent_agent_id is the caller)
            input: What the child needs to do the work: any JSON object
            budget_cents: The hard cap of the task: its dispatches are blocked `task_budget_exceeded` past it
            operations: The operations the task allows, each an enabled service of the child
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/delegated-tasks",
                params=None,
                json_body=_body(
                    {
                        "child_agent_id": child_agent_id,
                        "title": title,
                        "input": input,
                        "budget_cents": budget_cents,
                        "operations": operations,
                    }
                ),
                headers=_headers(extra_headers),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DelegatedTask),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        status: Literal["accepted", "in_progress", "completed", "failed", "cancelled"] | NotGiven = NOT_GIVEN,
        side: Literal["delegated", "received"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.DelegatedTask]:
        """The tasks the agent delegated and received

        Oldest first (`order=desc`: newest first), a page at a time; filter by status and by side. An
        agent key reads its own agent only (another id is 404); people of the organization read any
        agent.

        ``GET /api/v1/agents/{id}/delegated-tasks`` (operationId ``agents-delegatedTasks-list``).

        Args:
            id: Agent id (agt_…)
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
                path=f"/api/v1/agents/{_path(id)}/delegated-tasks",
                params={"limit": limit, "cursor": cursor, "order": order, "status": status, "side": side},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DelegatedTask),
        )

    async def retrieve(
        self,
        id: str,
        task_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DelegatedTask:
        """One task the agent delegated or received

        With spent_cents, what its dispatches spent or hold. A task of neither side of the agent is 404
        under it.

        ``GET /api/v1/agents/{id}/delegated-tasks/{taskId}`` (operationId ``agents-delegatedTasks-get``).

        Args:
            id: Agent id (agt_…)
            task_id: Delegated task id (tsk_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/delegated-tasks/{_path(task_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DelegatedTask),
        )

    async def update(
        self,
        id: str,
        task_id: str,
        *,
        status: Literal["in_progress", "completed", "failed", "cancelled"],
        result: dict[str, Any] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.DelegatedTask:
        """Move a delegated task: start, finish, or cancel it

        The spec's states: the child ({id} its own agent, by its key) starts the task (accepted →
        in_progress) and finishes it (in_progress → completed or failed, with its `result`); the parent
        (by its key), or an admin or owner of the organization, cancels it while it is accepted or in
        progress. Any other move is 409 `conflict`, as is the second of two racing moves. A task over
        takes no more dispatches. Audited as `delegated_task.updated` with from and to.

        ``PATCH /api/v1/agents/{id}/delegated-tasks/{taskId}`` (operationId ``agents-delegatedTasks-update``).

        Args:
            id: Agent id (agt_…)
            task_id: Delegated task id (tsk_…)
            result: What came of the task: with completed or failed only
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/delegated-tasks/{_path(task_id)}",
                params=None,
                json_body=_body({"status": status, "result": result}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.DelegatedTask),
        )


class AsyncAgentsMemories:
    """``client.agents.memories``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentsMemoriesWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsMemoriesWithRawResponse(self)

    async def create(
        self,
        id: str,
        *,
        content: str,
        kind: str | NotGiven = NOT_GIVEN,
        tags: List[str] | NotGiven = NOT_GIVEN,
        links: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Memory:
        """Remember something: a governed memory of the agent, searchable by meaning

        By the agent with its key, for itself or an agent it spawned (directly or further down; any
        other agent id is 404), or by an admin or owner. The content is embedded by the server's
        embedder for search. An agent keeps at most 10,000 memories (409 `conflict` past them). `links`
        name other memories of the same agent (400 naming each that is not). Writes to one agent are
        stored one at a time, at most 4 of one organization at once, per server instance; a write waits
        its turn, up to 32 waiting for one agent (64 for one organization): one more is 429
        `rate_limited` with Retry-After. Audited as `memory.created`.

        ``POST /api/v1/agents/{id}/memories`` (operationId ``agents-memories-create``).

        Args:
            id: Agent id (agt_…)
            content: 1 to 8000 characters, not blank; embedded for search
            kind: Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note
            tags: At most 20, each 1 to 50 characters
            links: At most 50 ids of other memories of the same agent, each once and never the memory itself (else 400, a `details` entry for each)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/memories",
                params=None,
                json_body=_body({"content": content, "kind": kind, "tags": tags, "links": links}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Memory),
        )

    async def delete(
        self,
        id: str,
        memory_id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> None:
        """Forget a memory

        The memory, its vector, and the links other memories of the agent had to it go. Who may: as for
        creating one. Audited as `memory.deleted`.

        ``DELETE /api/v1/agents/{id}/memories/{memoryId}`` (operationId ``agents-memories-delete``).

        Args:
            id: Agent id (agt_…)
            memory_id: Memory id (memo_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path=f"/api/v1/agents/{_path(id)}/memories/{_path(memory_id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _none,
        )

    async def graph(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.MemoryGraph:
        """The agent's memories and their links, as a graph

        Nodes: the agent's newest 500 memories; edges: their links among them. Reads here are not
        counted in accessCount. Who may: as for the list.

        ``GET /api/v1/agents/{id}/memories/graph`` (operationId ``agents-memories-graph``).

        Args:
            id: Agent id (agt_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/memories/graph",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.MemoryGraph),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        query: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Memory]:
        """The agent's memories, or a search of them by meaning

        Without `query`: by id, oldest first (`order=desc`: newest first), a page at a time. With
        `query`: the memories nearest to it in meaning, best first, each with `relevanceScore` (cosine
        similarity, -1 to 1; `relevance_score` too, deprecated), `limit` of them (default 50, at most
        50) in one page. Each memory returned counts a read (`accessCount`; `access_count` too,
        deprecated). The agent with its key, for itself or an agent it spawned (any other id is 404), or
        people of the organization.

        ``GET /api/v1/agents/{id}/memories`` (operationId ``agents-memories-list``).

        Args:
            id: Agent id (agt_…)
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
                path=f"/api/v1/agents/{_path(id)}/memories",
                params={"limit": limit, "cursor": cursor, "order": order, "query": query},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Memory),
        )

    async def update(
        self,
        id: str,
        memory_id: str,
        *,
        content: str | NotGiven = NOT_GIVEN,
        kind: str | NotGiven = NOT_GIVEN,
        tags: List[str] | NotGiven = NOT_GIVEN,
        links: List[str] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Memory:
        """Change a memory

        The fields given replace those of the memory; new content is embedded again. Who may: as for
        creating one. Audited as `memory.updated` with the fields changed.

        ``PATCH /api/v1/agents/{id}/memories/{memoryId}`` (operationId ``agents-memories-update``).

        Args:
            id: Agent id (agt_…)
            memory_id: Memory id (memo_…)
            content: 1 to 8000 characters, not blank; embedded for search
            kind: Free: lower-case letters, digits, _ or -, at most 50, e.g. note, fact, preference; default note
            tags: At most 20, each 1 to 50 characters
            links: At most 50 ids of other memories of the same agent, each once and never the memory itself (else 400, a `details` entry for each)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/memories/{_path(memory_id)}",
                params=None,
                json_body=_body({"content": content, "kind": kind, "tags": tags, "links": links}),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Memory),
        )


class AsyncAgentsSkillProposals:
    """``client.agents.skill_proposals``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentsSkillProposalsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsSkillProposalsWithRawResponse(self)

    async def create(
        self,
        id: str,
        *,
        name: str,
        steps: List[models.WorkflowStep | params.WorkflowStep],
        description: str | NotGiven = NOT_GIVEN,
        workflow_id: str | NotGiven = NOT_GIVEN,
        edges: List[models.WorkflowEdge | params.WorkflowEdge] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.SkillProposal:
        """Propose a workflow as a skill of the agent

        By the agent with its key, for its own id only (any other is 404), or by people of the
        organization. The steps and edges are validated as a workflow version is (POST
        /api/v1/workflows/{id}/versions), every problem listed in `details` at its path (400), and
        nothing is saved. `workflow_id`, when given, must name a workflow of the organization (404);
        without it, `name` must be free as a workflow name (409). An admin approves or rejects it (PATCH
        /api/v1/agents/{id}/skill-proposals/{proposalId}). Audited as `skill_proposal.created`.

        ``POST /api/v1/agents/{id}/skill-proposals`` (operationId ``agents-skillProposals-create``).

        Args:
            id: Agent id (agt_…)
            name: The new workflow's name (unique in the organization, ignoring case); with workflow_id, the proposal's title
            description: At most 1,000 characters
            workflow_id: A workflow of the organization to add a version to; without it, approving makes a new workflow
            steps: 1 to 100 steps
            edges: from → to: `to` runs once `from` has finished (and, from a condition, when its result is `when`)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/skill-proposals",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "description": description,
                        "workflow_id": workflow_id,
                        "steps": steps,
                        "edges": edges,
                    }
                ),
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SkillProposal),
        )

    async def decide(
        self,
        id: str,
        proposal_id: str,
        *,
        status: Literal["approved", "rejected"],
        notes: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.SkillProposal:
        """Approve or reject a skill proposal

        By an admin or owner in a browser session (approving writes a workflow, and workflows are kept
        to the web UI: a personal token is 403). Approving saves the proposal's steps and edges as a new
        draft version of its workflow, or of a new private workflow of yours named as the proposal, and
        grants that workflow to the agent, all in one transaction with the decision: a name taken since
        (409), a workflow deleted since (404) or steps no longer valid (400) leave the proposal pending.
        A proposal already decided is 409 `conflict`. Audited as `skill_proposal.approved` or
        `skill_proposal.rejected`.

        ``PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}`` (operationId ``agents-skillProposals-decide``).

        Args:
            id: Agent id (agt_…)
            proposal_id: Skill proposal id (skp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/skill-proposals/{_path(proposal_id)}",
                params=None,
                json_body=_body({"status": status, "notes": notes}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SkillProposal),
        )

    async def decide_by_body(
        self,
        id: str,
        *,
        proposal_id: str,
        status: Literal["approved", "rejected"],
        notes: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.SkillProposal:
        """Approve or reject a skill proposal named in the body

        The spec's form of PATCH /api/v1/agents/{id}/skill-proposals/{proposalId}, which stays: the same
        decision, the proposal named by `proposal_id` in the body (a proposal of another agent, or none,
        is 404). By an admin or owner in a browser session (approving writes a workflow, and workflows
        are kept to the web UI: a personal token is 403). Approving saves the proposal's steps and edges
        as a new draft version of its workflow, or of a new private workflow of yours named as the
        proposal, and grants that workflow to the agent, all in one transaction with the decision: a
        name taken since (409), a workflow deleted since (404) or steps no longer valid (400) leave the
        proposal pending. A proposal already decided is 409 `conflict`. Audited as
        `skill_proposal.approved` or `skill_proposal.rejected`.

        ``PATCH /api/v1/agents/{id}/skill-proposals`` (operationId ``agents-skillProposals-decideByBody``).

        Args:
            id: Agent id (agt_…)
            proposal_id: Skill proposal id (skp_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="PATCH",
                path=f"/api/v1/agents/{_path(id)}/skill-proposals",
                params=None,
                json_body=_body({"proposal_id": proposal_id, "status": status, "notes": notes}),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SkillProposal),
        )

    def list(
        self,
        id: str,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        status: Literal["pending", "approved", "rejected"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.SkillProposal]:
        """The agent's skill proposals

        Newest first, a page at a time, filtered by status. The agent with its key, for its own id only
        (any other is 404), or people of the organization.

        ``GET /api/v1/agents/{id}/skill-proposals`` (operationId ``agents-skillProposals-list``).

        Args:
            id: Agent id (agt_…)
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/skill-proposals",
                params={"limit": limit, "cursor": cursor, "status": status},
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SkillProposal),
        )


class AsyncAgentsSkills:
    """``client.agents.skills``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentsSkillsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentsSkillsWithRawResponse(self)

    def list(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.AgentSkill]:
        """What the agent can do

        A view derived at each call, stored nowhere: one `service` skill per enabled binding, ordered by
        operation, with the operation's description, schemas and price from the catalog (as GET
        /api/v1/agent-docs gives them) and the binding's limits. A disabled binding is not a skill. Each
        workflow granted to the agent (POST /api/v1/workflows/{id}/agents) is a `workflow` skill, by
        name, under the limits of the agent's workflow.run binding: without that binding enabled, no
        workflow is a skill. All of them in one page. An agent key reads its own agent's skills only
        (another id is 404); people of the organization read any agent's.

        ``GET /api/v1/agents/{id}/skills`` (operationId ``agents-listSkills``).

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
                path=f"/api/v1/agents/{_path(id)}/skills",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentSkill),
        )


class AsyncAgents:
    """``client.agents``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def activity(self) -> AsyncAgentsActivity:
        return AsyncAgentsActivity(self._client)

    @cached_property
    def bindings(self) -> AsyncAgentsBindings:
        return AsyncAgentsBindings(self._client)

    @cached_property
    def conversations(self) -> AsyncAgentsConversations:
        return AsyncAgentsConversations(self._client)

    @cached_property
    def delegated_tasks(self) -> AsyncAgentsDelegatedTasks:
        return AsyncAgentsDelegatedTasks(self._client)

    @cached_property
    def memories(self) -> AsyncAgentsMemories:
        return AsyncAgentsMemories(self._client)

    @cached_property
    def skill_proposals(self) -> AsyncAgentsSkillProposals:
        return AsyncAgentsSkillProposals(self._client)

    @cached_property
    def skills(self) -> AsyncAgentsSkills:
        return AsyncAgentsSkills(self._client)

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

        A new agent with the settings, monthly budget cap and service bindings of this one, under the
        name given (or the original's with " (copy)"), and keys of its own, shown once. Spend and
        history are not copied. A clone of a chat agent is an ordinary agent.

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

        Answers 201 with the agent and its live and test keys, each shown once. The free-text fields
        take empty strings; only `name` needs a character. Audited as `agent.created`. The JSON body
        also takes system_prompt, voice_config, default_model_id, deprecated spellings of systemPrompt,
        voiceConfig, defaultModelId, but never both spellings of one field.

        ``POST /api/v1/agents`` (operationId ``agents-create``).

        Args:
            name: Trimmed, 1 to 100 characters
            description: Up to 2,000 characters
            status: Any status may follow any other
            category: Free text, up to 100 characters
            personality: Up to 4,000 characters
            system_prompt: Up to 20,000 characters
            voice_config: Speech settings, each optional; any other key is 400
            default_model_id: Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list
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
                        "systemPrompt": system_prompt,
                        "voiceConfig": voice_config,
                        "defaultModelId": default_model_id,
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

        Browser session only. The primary agent and the agents chat made (chat_owned) cannot be deleted
        (409); nor can an agent with spawned agents still alive (409: delete them first, leaves up, or
        pause it, which stops them too); nothing changes. Deleting is soft: the row stays for the
        records that reference it, its keys answer 401 at once, and people still read its agent
        requests, while its conversations and memories are 404. A spawned agent gives back to its
        parent's monthly cap what it carved less what it spent this month (never below 0), shown as
        `returned_cents` in the `agent.deleted` audit entry.

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

    async def headroom(
        self,
        id: str,
        *,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentSelf:
        """An agent's limits and what is left of them, for the people who set them

        What GET /api/v1/agents/me answers the agent itself, read by a member of its organization: its
        bindings' day and month limits with what is counted against them, its monthly cap, its team's
        budget and its owner's allocation, and the wallet, in `mode` (live unless asked). The same
        counters the next admission holds against, so a meter drawn from it never disagrees with a
        refusal. 404 for an agent of another organization.

        ``GET /api/v1/agents/{id}/headroom`` (operationId ``agents-headroom``).

        Args:
            id: Agent id (agt_…)
            mode: The mode whose counters to read (test mode counts on counters of its own); default live
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/agents/{_path(id)}/headroom",
                params={"mode": mode},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentSelf),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        parent_agent_id: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.Agent]:
        """The organization's agents

        The agents of your active workspace, oldest first, a page at a time (`cursor`, `limit`), except
        those chat made for its conversations (chat_owned), which GET /api/v1/agents/{id} still reads.
        `parent_agent_id` lists the agents one agent spawned: the next level of its spawn tree. Keys are
        never listed: they are shown once, when made.

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
                params={"limit": limit, "cursor": cursor, "parent_agent_id": parent_agent_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )

    async def me(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentSelf:
        """The calling agent, its limits and what is left of them

        With an agent key: the agent, its bindings, what each limit has left today (UTC) and this month
        in the mode of the key (test mode counts on counters of its own), its team's budget and its
        worker's allocation when it has them, and the wallet. For a spawned agent, each binding's
        remaining is also bounded by the same limit of every agent up its spawn chain (a family shares
        its parent's binding limits, each request counting on all of them), and stopped_by names an
        agent up the chain that is paused, disabled or deleted, which stops this one too
        (agent_disabled). What an agent needs to plan before dispatching.

        ``GET /api/v1/agents/me`` (operationId ``agents-me``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/agents/me",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentSelf),
        )

    async def publish(
        self,
        id: str,
        *,
        scope: Literal["team", "org"],
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.PublishRequest:
        """Request publication of an agent (team or org scope)

        Admins and owners ask for the agent to be listed in the marketplace (GET
        /api/v1/marketplace/listings); a member with `publish.manage` approves (PATCH
        /api/v1/publish-requests/{id}), and an owner’s request is approved at once. `team` needs the
        agent to be in a team. An agent already published, or with a request pending, is 409. Audited as
        `publish.requested`.

        ``POST /api/v1/agents/{id}/publish`` (operationId ``agents-publish``).

        Args:
            id: Agent id (agt_…)
            scope: Who sees it in the marketplace: its team's members, or the whole organization
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/agents/{_path(id)}/publish",
                params=None,
                json_body=_body({"scope": scope}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.PublishRequest),
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

        One agent of the organization, with its settings and its own monthly budget cap; 404 for an
        agent of another organization.

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

        Makes a new key of the mode asked for (`live` unless `mode: "test"`) and shows it once; the key
        it replaces is refused from this moment (by the other server instances, if several share the
        database, once PostgreSQL's notification reaches them: milliseconds). The agent's other key is
        left as it is. An agent was handed the key of each agent it spawned (POST /api/v1/agents/spawn),
        so whoever holds the old key may hold those too: the keys of the same mode of every agent below
        it on its spawn tree (its children, theirs, down to depth 3) are revoked with it, listed in
        `revoked_agent_ids`. Each of those answers 401 until a person rotates its key in turn; their
        other mode's keys are left as they are.

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

        The most the agent may spend in a calendar month (UTC) over all its operations, in cents; `null`
        removes the cap. A request whose worst-case cost would pass it is blocked with
        `agent_budget_exceeded`; each binding may have a cap of its own as well.

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

    async def spawn(
        self,
        *,
        name: str,
        services: List[str | dict[str, Any]],
        monthly_budget_cents: int,
        description: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.SpawnedAgent:
        """An agent spawns a child agent with a carved-out budget

        By the parent's own agent key (people create agents with POST /api/v1/agents). The child is one
        level deeper (the organization's agents are depth 0; at depth 3 a spawn is 403
        `spawn_depth_exceeded`), in the parent's workspace, team and owner. Its services are a subset of
        the parent's enabled ones, each no looser than the parent's (else 403, `details` naming each).
        Its monthly_budget_cents is taken from the parent's monthly cap at once, in the mode of the key:
        a live key lowers the cap, which may not fall below what the parent spent this month; a test key
        lowers only the parent's test-mode cap (the cap less what test-key spawns carved, which GET
        /api/v1/agents/me shows a test key as `month.remaining_cents`), which may not fall below its
        test-mode spend, so a test spawn answers as a live one would and leaves the live cap untouched
        (else 409 `insufficient_pool`, in either mode). A parent without a monthly cap lends the child's
        budget from what it may itself spend this month in the key's mode: the child's cap may not
        exceed the wallet's balance less what is held, its team's month and pool, its owner's
        allocation, nor, when the parent's binding for each of the child's services sets a monthly
        budget, what those have left together (else 409 `insufficient_pool` naming which); the parent
        stays uncapped, and every request of the child is held on those same budgets. What the child did
        not spend of its carve this month returns to the parent (its cap, or its test-mode cap) when the
        child is deleted. A family shares its parent's limits: each request of a child counts on the
        parent's binding for the operation too (its daily_limit and monthly_budget_cents, and those of
        every agent further up), so spawning never multiplies them; a child whose parent no longer has
        the operation enabled is blocked `policy_violation`. A paused, disabled or deleted agent stops
        its descendants: their requests fail `agent_disabled` and they cannot spawn (409); rotating an
        agent's key revokes that mode's keys of its descendants (PATCH /api/v1/agents/{id}/key). Audited
        as `agent.spawned`, with the parent, depth, services, monthly budget and carved cents.

        ``POST /api/v1/agents/spawn`` (operationId ``agents-spawn``).

        Args:
            services: The child's services: operations the parent has enabled, each as a name (the parent's limits) or with limits no looser than the parent's (a limit the parent lacks may be set freely); 1 to 100, each operation once (else 400)
            monthly_budget_cents: The child's monthly cap, carved from the parent's monthly cap in the key's mode; from a parent without one, at most what the parent may spend this month
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/agents/spawn",
                params=None,
                json_body=_body(
                    {
                        "name": name,
                        "description": description,
                        "services": services,
                        "monthly_budget_cents": monthly_budget_cents,
                    }
                ),
                headers=_headers(extra_headers),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.SpawnedAgent),
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
        team_id: str | None | NotGiven = NOT_GIVEN,
        owner_user_id: str | None | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.Agent:
        """Update name, description, status, icon, category, personality, prompt, voice, model

        Browser session only: personal access tokens get 403. A field left out is kept; null clears any
        but name and status. team_id and owner_user_id place the agent in the budget hierarchy
        (docs/organizations-and-money.md, The budget hierarchy): a team of another organization or a
        person outside it is 404, a team of another workspace or an owner outside the team 409. A status
        other than active stops the agent and every agent below it on its spawn tree (their requests
        fail `agent_disabled`, and they cannot spawn), until it is set active again; once the change has
        answered, none of them has a request admitted. The JSON body also takes system_prompt,
        voice_config, default_model_id, deprecated spellings of systemPrompt, voiceConfig,
        defaultModelId, but never both spellings of one field.

        ``PATCH /api/v1/agents/{id}`` (operationId ``agents-update``).

        Args:
            id: Agent id (agt_…)
            name: Trimmed, 1 to 100 characters
            description: Up to 2,000 characters
            status: Any status may follow any other
            category: Free text, up to 100 characters
            personality: Up to 4,000 characters
            system_prompt: Up to 20,000 characters
            voice_config: Speech settings, each optional; any other key is 400
            default_model_id: Free text up to 200 characters (e.g. openai/gpt-4o-mini), not checked against a model list
            team_id: A team of the agent's workspace: its dispatches also draw on the team's budget; null leaves the team
            owner_user_id: A person of the organization (a member of the agent's team when it has one): a worker's dispatches also draw on their allocation; null clears it
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
                        "systemPrompt": system_prompt,
                        "voiceConfig": voice_config,
                        "defaultModelId": default_model_id,
                        "team_id": team_id,
                        "owner_user_id": owner_user_id,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.Agent),
        )


class AsyncAgentsConversationsMessagesWithRawResponse:
    """``async_client.with_raw_response.agents.conversations.messages``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsConversationsMessages) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncAgentsActivityWithRawResponse:
    """``async_client.with_raw_response.agents.activity``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsActivity) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncAgentsBindingsWithRawResponse:
    """``async_client.with_raw_response.agents.bindings``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsBindings) -> None:
        self._resource = resource
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.upsert = async_to_raw_response_wrapper(resource.upsert)


class AsyncAgentsConversationsWithRawResponse:
    """``async_client.with_raw_response.agents.conversations``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsConversations) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)

    @cached_property
    def messages(self) -> AsyncAgentsConversationsMessagesWithRawResponse:
        return AsyncAgentsConversationsMessagesWithRawResponse(self._resource.messages)


class AsyncAgentsDelegatedTasksWithRawResponse:
    """``async_client.with_raw_response.agents.delegated_tasks``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsDelegatedTasks) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.update = async_to_raw_response_wrapper(resource.update)


class AsyncAgentsMemoriesWithRawResponse:
    """``async_client.with_raw_response.agents.memories``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsMemories) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.graph = async_to_raw_response_wrapper(resource.graph)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.update = async_to_raw_response_wrapper(resource.update)


class AsyncAgentsSkillProposalsWithRawResponse:
    """``async_client.with_raw_response.agents.skill_proposals``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsSkillProposals) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.decide = async_to_raw_response_wrapper(resource.decide)
        self.decide_by_body = async_to_raw_response_wrapper(resource.decide_by_body)
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncAgentsSkillsWithRawResponse:
    """``async_client.with_raw_response.agents.skills``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentsSkills) -> None:
        self._resource = resource
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncAgentsWithRawResponse:
    """``async_client.with_raw_response.agents``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgents) -> None:
        self._resource = resource
        self.clone = async_to_raw_response_wrapper(resource.clone)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.delete = async_to_raw_response_wrapper(resource.delete)
        self.headroom = async_to_raw_response_wrapper(resource.headroom)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.me = async_to_raw_response_wrapper(resource.me)
        self.publish = async_to_raw_response_wrapper(resource.publish)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
        self.rotate_key = async_to_raw_response_wrapper(resource.rotate_key)
        self.set_budget = async_to_raw_response_wrapper(resource.set_budget)
        self.spawn = async_to_raw_response_wrapper(resource.spawn)
        self.update = async_to_raw_response_wrapper(resource.update)

    @cached_property
    def activity(self) -> AsyncAgentsActivityWithRawResponse:
        return AsyncAgentsActivityWithRawResponse(self._resource.activity)

    @cached_property
    def bindings(self) -> AsyncAgentsBindingsWithRawResponse:
        return AsyncAgentsBindingsWithRawResponse(self._resource.bindings)

    @cached_property
    def conversations(self) -> AsyncAgentsConversationsWithRawResponse:
        return AsyncAgentsConversationsWithRawResponse(self._resource.conversations)

    @cached_property
    def delegated_tasks(self) -> AsyncAgentsDelegatedTasksWithRawResponse:
        return AsyncAgentsDelegatedTasksWithRawResponse(self._resource.delegated_tasks)

    @cached_property
    def memories(self) -> AsyncAgentsMemoriesWithRawResponse:
        return AsyncAgentsMemoriesWithRawResponse(self._resource.memories)

    @cached_property
    def skill_proposals(self) -> AsyncAgentsSkillProposalsWithRawResponse:
        return AsyncAgentsSkillProposalsWithRawResponse(self._resource.skill_proposals)

    @cached_property
    def skills(self) -> AsyncAgentsSkillsWithRawResponse:
        return AsyncAgentsSkillsWithRawResponse(self._resource.skills)
