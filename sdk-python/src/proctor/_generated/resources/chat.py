# GENERATED FILE, DO NOT EDIT. The ``chat`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path, _stream_events
from ..._response import BinaryResponse, async_to_raw_response_wrapper, to_raw_response_wrapper
from ..._streaming import AsyncStream, Stream, StreamEvent
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

from ...lib.chat import AsyncChatHelpers, ChatHelpers

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class ChatApprovals:
    """``client.chat.approvals``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ChatApprovalsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ChatApprovalsWithRawResponse(self)

    def decide(
        self,
        id: str,
        *,
        decision: Literal["approve", "reject"],
        note: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ChatApprovalDecision:
        """Approve or reject a tool call a chat turn paused on

        Decides the approval of a chat tool call (the tool_pending event's approval_id) exactly as POST
        /api/v1/approvals/{id}/approve or /reject would: approving re-checks the budgets and executes
        the call now, once; rejecting ends it blocked with approval_rejected. The answer names the
        paused turn to resume with continue_from: the model then reads the call's outcome. The same
        people decide as for any approval (admins and owners). An approval no chat call waits for is
        404; one already decided or expired is 409. Audited as `approval.approved` or
        `approval.rejected`.

        ``POST /api/v1/chat/approvals/{id}`` (operationId ``chat-decideApproval``).

        Args:
            id: Approval id (apr_…)
            note: The approver's note, or the rejection's reason
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/chat/approvals/{_path(id)}",
                params=None,
                json_body=_body({"decision": decision, "note": note}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatApprovalDecision),
        )


class ChatArtifacts:
    """``client.chat.artifacts``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ChatArtifactsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ChatArtifactsWithRawResponse(self)

    def download(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> BinaryResponse:
        """Download a file a chat turn produced

        The artifact's bytes with its content type and `Content-Disposition: attachment` under its name:
        a tool result too large to hand the model whole (`application/json`, the `tool_done` event's
        artifact_id), kept whole. At most 8 MiB. Only the person whose session made it downloads it;
        anyone else, in the organization or not, gets 404.

        ``GET /api/v1/chat/artifacts/{id}`` (operationId ``chat-getArtifact``).

        Args:
            id: Chat artifact id (cart_…), from a tool_done event
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns the file (application/json, text/csv, text/plain) as a BinaryResponse: ``.content``, ``.write_to_file(path)``.
        """
        return self._client.request_binary(
            RequestOptions(
                method="GET",
                path=f"/api/v1/chat/artifacts/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers, {"Accept": "application/json, text/csv, text/plain, application/json"}),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            )
        )


class ChatSessions:
    """``client.chat.sessions``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ChatSessionsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ChatSessionsWithRawResponse(self)

    def close(
        self,
        *,
        session_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ChatSession:
        """Close a chat session

        Soft-deletes the session named by `session_id`: it is kept, read by GET
        /api/v1/chat/sessions/{id}, and takes no more turns (409). A turn answering now finishes.
        Closing a closed session changes nothing. Audited as `chat_session.closed`.

        ``DELETE /api/v1/chat/sessions`` (operationId ``chat-closeSession``).

        Args:
            session_id: Chat session id (chs_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="DELETE",
                path="/api/v1/chat/sessions",
                params={"session_id": session_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatSession),
        )

    def create(
        self,
        *,
        agent_id: str | NotGiven = NOT_GIVEN,
        title: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        model: str | NotGiven = NOT_GIVEN,
        force_approval: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ChatSession:
        """Open a chat session with an agent

        A session belongs to the person who opens it: only they list, read, talk in and close it; anyone
        else gets 404. Its turns (POST /api/v1/chat/turn) offer the model the agent's enabled bindings
        as tools, each call dispatched through the pipeline as the agent, in the session's mode (test by
        default: the sandbox, no money moves). Without agent_id the session makes an agent of its own,
        `chat_owned`: left out of GET /api/v1/agents and never deleted, its bindings set like any
        agent's (POST /api/v1/agents/{id}/services). A person keeps at most 1000 open sessions (one more
        is 409). Another organization's agent is 404. Audited as `chat_session.created`.

        ``POST /api/v1/chat/sessions`` (operationId ``chat-createSession``).

        Args:
            agent_id: The agent to talk to (agt_…); left out, the session makes an agent of its own (chat_owned)
            title: Defaults to "Chat with <agent name>"
            mode: The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace
            model: The model of its turns unless a turn names one; left out, the agent's default model, else proctor/sandbox
            force_approval: Every tool call waits for a person's approval, whatever its binding's threshold
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/chat/sessions",
                params=None,
                json_body=_body(
                    {
                        "agent_id": agent_id,
                        "title": title,
                        "mode": mode,
                        "model": model,
                        "force_approval": force_approval,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatSession),
        )

    def get(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ChatSessionWithHistory:
        """A chat session with its message history

        The session, its newest 500 messages oldest first (each assistant message with its tool calls,
        their service requests and cost), and their turns. Closed sessions are read too. Another
        person's session, or another organization's, is 404. Live: `GET /api/v1/chat/sessions/{id}/ws`
        upgrades to a WebSocket on which every client of the session receives every event of its turns,
        whoever started them, as `{"type": "event", "id", "event", "data"}` (the events of POST
        /api/v1/chat/turn, the same ids), resumes after `?after=<id>`, and sends `{"type": "turn" |
        "cancel" | "approve" | "reject", …}`; it takes a personal token in Authorization or as the
        subprotocols `proctor.v1, bearer.<token>`, or the session cookie from this server's own origin
        (docs/chat.md, WebSocket channel).

        ``GET /api/v1/chat/sessions/{id}`` (operationId ``chat-getSession``).

        Args:
            id: Chat session id (chs_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/chat/sessions/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatSessionWithHistory),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        include_closed: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.ChatSession]:
        """Your chat sessions

        The caller's own open sessions (closed ones too with include_closed), oldest first
        (`order=desc`: newest first), a page at a time.

        ``GET /api/v1/chat/sessions`` (operationId ``chat-listSessions``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            include_closed: Closed sessions too
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/chat/sessions",
                params={
                    "limit": limit,
                    "cursor": cursor,
                    "order": order,
                    "agent_id": agent_id,
                    "include_closed": include_closed,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatSession),
        )


class Chat(ChatHelpers):
    """``client.chat``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def approvals(self) -> ChatApprovals:
        return ChatApprovals(self._client)

    @cached_property
    def artifacts(self) -> ChatArtifacts:
        return ChatArtifacts(self._client)

    @cached_property
    def sessions(self) -> ChatSessions:
        return ChatSessions(self._client)

    @cached_property
    def with_raw_response(self) -> ChatWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ChatWithRawResponse(self)

    def turn(
        self,
        *,
        session_id: str,
        message: str | NotGiven = NOT_GIVEN,
        model: str | NotGiven = NOT_GIVEN,
        continue_from: str | NotGiven = NOT_GIVEN,
        tool_results: List[dict[str, Any]] | NotGiven = NOT_GIVEN,
        local_tools: List[dict[str, Any]] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> Stream[
        StreamEvent[Literal["model"], models.ChatModelEvent]
        | StreamEvent[Literal["status"], models.ChatStatusEvent]
        | StreamEvent[Literal["thinking"], models.ChatThinkingEvent]
        | StreamEvent[Literal["message_delta"], models.ChatMessageDeltaEvent]
        | StreamEvent[Literal["tool_planned"], models.ChatToolPlannedEvent]
        | StreamEvent[Literal["tool_executing"], models.ChatToolExecutingEvent]
        | StreamEvent[Literal["tool_done"], models.ChatToolDoneEvent]
        | StreamEvent[Literal["tool_pending"], models.ChatToolPendingEvent]
        | StreamEvent[Literal["local_tools_pending"], models.ChatLocalToolsPendingEvent]
        | StreamEvent[Literal["usage"], models.ChatUsageEvent]
        | StreamEvent[Literal["message"], models.ChatMessageEvent]
        | StreamEvent[Literal["done"], models.ChatDoneEvent]
    ]:
        """One chat turn, streamed as Server-Sent Events

        Sends the message and streams the answer: `model` (each model call, a round), `message_delta`
        and `thinking` as the model writes, `message` (the round's whole assistant message),
        `tool_planned`, `tool_executing` and `tool_done` for each tool call, then `usage` and `done`.
        The model is offered the agent's enabled bindings as tools (an operation "a.b" is the tool
        "a__b", its payload schema as parameters); each call is dispatched through the pipeline as the
        agent, in the session's mode, with the Idempotency-Key `chat:<tool call id>`, so policy,
        budgets, approvals and the audit trail apply and a resumed turn never pays twice. A call that
        needs approval (or any call, in a force_approval session) emits `tool_pending` with the approval
        id; calls of the client's local_tools come back as one `local_tools_pending`. The turn then ends
        with `done` status `paused` and its `continue_from`: decide the approvals (POST
        /api/v1/chat/approvals/{id}), then send continue_from (with tool_results for local calls) and
        the turn goes on from where it paused. The model: the turn's, the session's, the agent's
        default_model_id, else proctor/sandbox, a deterministic sandbox model that repeats the message
        and plans a call for each line `call <operation> <JSON>`, free. Any other model is called
        through text_generation.generate, dispatched as the agent (so it must be bound to it), priced
        per token, at most 1024 tokens per reply; test mode answers with the same sandbox model. At most
        8 model calls per turn. A tool result longer than 16000 characters of JSON is kept as an
        artifact (tool_done.artifact_id) and handed to the model cut. One turn at a time per session:
        another while one answers, or while one is paused, is 409, as is a closed session. Leaving
        mid-turn stops the model call, settles what it spent, lets the tool call under way finish, and
        ends the turn `cancelled`. Each event's id is its place in the session: sent back as
        Last-Event-ID with the same body, the stream replays that turn from there (and follows it while
        it runs) instead of starting a new one. A credential keeps at most
        PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and its organization
        PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more is 429
        `rate_limited`. Errors before the stream starts (400, 401, 403, 404, 409, 429) are plain JSON; a
        failure once it streams ends it with an `error` event carrying the error envelope.

        ``POST /api/v1/chat/turn`` (operationId ``chat-turn``).

        Args:
            session_id: Chat session id (chs_…)
            message: The person's message; required unless continue_from resumes a paused turn
            model: This turn's model; left out, the session's, else the agent's default model, else proctor/sandbox
            continue_from: A paused turn (ctn_…, the done event's continue_from) to resume, once its approvals are decided and its local tools answered
            tool_results: With continue_from: the result of every local call the turn waits for (local_tools_pending)
            local_tools: Tools the client runs itself (a local command-line client's files or shell): their calls come back as one local_tools_pending batch
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns a stream of its events: iterate it, or use it as a context manager.
        """
        return Stream(
            self._client,
            RequestOptions(
                method="POST",
                path="/api/v1/chat/turn",
                params=None,
                json_body=_body(
                    {
                        "session_id": session_id,
                        "message": message,
                        "model": model,
                        "continue_from": continue_from,
                        "tool_results": tool_results,
                        "local_tools": local_tools,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _stream_events(
                {
                    "model": models.ChatModelEvent,
                    "status": models.ChatStatusEvent,
                    "thinking": models.ChatThinkingEvent,
                    "message_delta": models.ChatMessageDeltaEvent,
                    "tool_planned": models.ChatToolPlannedEvent,
                    "tool_executing": models.ChatToolExecutingEvent,
                    "tool_done": models.ChatToolDoneEvent,
                    "tool_pending": models.ChatToolPendingEvent,
                    "local_tools_pending": models.ChatLocalToolsPendingEvent,
                    "usage": models.ChatUsageEvent,
                    "message": models.ChatMessageEvent,
                    "done": models.ChatDoneEvent,
                }
            ),
        )


class ChatApprovalsWithRawResponse:
    """``client.with_raw_response.chat.approvals``: each method returns an ``APIResponse``."""

    def __init__(self, resource: ChatApprovals) -> None:
        self._resource = resource
        self.decide = to_raw_response_wrapper(resource.decide)


class ChatArtifactsWithRawResponse:
    """``client.with_raw_response.chat.artifacts``: each method returns an ``APIResponse``."""

    def __init__(self, resource: ChatArtifacts) -> None:
        self._resource = resource


class ChatSessionsWithRawResponse:
    """``client.with_raw_response.chat.sessions``: each method returns an ``APIResponse``."""

    def __init__(self, resource: ChatSessions) -> None:
        self._resource = resource
        self.close = to_raw_response_wrapper(resource.close)
        self.create = to_raw_response_wrapper(resource.create)
        self.get = to_raw_response_wrapper(resource.get)
        self.list = to_raw_response_wrapper(resource.list)


class ChatWithRawResponse:
    """``client.with_raw_response.chat``: each method returns an ``APIResponse``."""

    def __init__(self, resource: Chat) -> None:
        self._resource = resource

    @cached_property
    def approvals(self) -> ChatApprovalsWithRawResponse:
        return ChatApprovalsWithRawResponse(self._resource.approvals)

    @cached_property
    def artifacts(self) -> ChatArtifactsWithRawResponse:
        return ChatArtifactsWithRawResponse(self._resource.artifacts)

    @cached_property
    def sessions(self) -> ChatSessionsWithRawResponse:
        return ChatSessionsWithRawResponse(self._resource.sessions)


class AsyncChatApprovals:
    """``client.chat.approvals``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncChatApprovalsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncChatApprovalsWithRawResponse(self)

    async def decide(
        self,
        id: str,
        *,
        decision: Literal["approve", "reject"],
        note: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ChatApprovalDecision:
        """Approve or reject a tool call a chat turn paused on

        Decides the approval of a chat tool call (the tool_pending event's approval_id) exactly as POST
        /api/v1/approvals/{id}/approve or /reject would: approving re-checks the budgets and executes
        the call now, once; rejecting ends it blocked with approval_rejected. The answer names the
        paused turn to resume with continue_from: the model then reads the call's outcome. The same
        people decide as for any approval (admins and owners). An approval no chat call waits for is
        404; one already decided or expired is 409. Audited as `approval.approved` or
        `approval.rejected`.

        ``POST /api/v1/chat/approvals/{id}`` (operationId ``chat-decideApproval``).

        Args:
            id: Approval id (apr_…)
            note: The approver's note, or the rejection's reason
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path=f"/api/v1/chat/approvals/{_path(id)}",
                params=None,
                json_body=_body({"decision": decision, "note": note}),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatApprovalDecision),
        )


class AsyncChatArtifacts:
    """``client.chat.artifacts``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncChatArtifactsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncChatArtifactsWithRawResponse(self)

    async def download(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> BinaryResponse:
        """Download a file a chat turn produced

        The artifact's bytes with its content type and `Content-Disposition: attachment` under its name:
        a tool result too large to hand the model whole (`application/json`, the `tool_done` event's
        artifact_id), kept whole. At most 8 MiB. Only the person whose session made it downloads it;
        anyone else, in the organization or not, gets 404.

        ``GET /api/v1/chat/artifacts/{id}`` (operationId ``chat-getArtifact``).

        Args:
            id: Chat artifact id (cart_…), from a tool_done event
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns the file (application/json, text/csv, text/plain) as a BinaryResponse: ``.content``, ``.write_to_file(path)``.
        """
        return await self._client.request_binary(
            RequestOptions(
                method="GET",
                path=f"/api/v1/chat/artifacts/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers, {"Accept": "application/json, text/csv, text/plain, application/json"}),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            )
        )


class AsyncChatSessions:
    """``client.chat.sessions``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncChatSessionsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncChatSessionsWithRawResponse(self)

    async def close(
        self,
        *,
        session_id: str,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ChatSession:
        """Close a chat session

        Soft-deletes the session named by `session_id`: it is kept, read by GET
        /api/v1/chat/sessions/{id}, and takes no more turns (409). A turn answering now finishes.
        Closing a closed session changes nothing. Audited as `chat_session.closed`.

        ``DELETE /api/v1/chat/sessions`` (operationId ``chat-closeSession``).

        Args:
            session_id: Chat session id (chs_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="DELETE",
                path="/api/v1/chat/sessions",
                params={"session_id": session_id},
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatSession),
        )

    async def create(
        self,
        *,
        agent_id: str | NotGiven = NOT_GIVEN,
        title: str | NotGiven = NOT_GIVEN,
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        model: str | NotGiven = NOT_GIVEN,
        force_approval: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ChatSession:
        """Open a chat session with an agent

        A session belongs to the person who opens it: only they list, read, talk in and close it; anyone
        else gets 404. Its turns (POST /api/v1/chat/turn) offer the model the agent's enabled bindings
        as tools, each call dispatched through the pipeline as the agent, in the session's mode (test by
        default: the sandbox, no money moves). Without agent_id the session makes an agent of its own,
        `chat_owned`: left out of GET /api/v1/agents and never deleted, its bindings set like any
        agent's (POST /api/v1/agents/{id}/services). A person keeps at most 1000 open sessions (one more
        is 409). Another organization's agent is 404. Audited as `chat_session.created`.

        ``POST /api/v1/chat/sessions`` (operationId ``chat-createSession``).

        Args:
            agent_id: The agent to talk to (agt_…); left out, the session makes an agent of its own (chat_owned)
            title: Defaults to "Chat with <agent name>"
            mode: The key mode the session's tool calls and model calls are dispatched in: test answers from the sandbox and moves no money (the default); live calls real providers, paid from the agent's workspace
            model: The model of its turns unless a turn names one; left out, the agent's default model, else proctor/sandbox
            force_approval: Every tool call waits for a person's approval, whatever its binding's threshold
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/chat/sessions",
                params=None,
                json_body=_body(
                    {
                        "agent_id": agent_id,
                        "title": title,
                        "mode": mode,
                        "model": model,
                        "force_approval": force_approval,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatSession),
        )

    async def get(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ChatSessionWithHistory:
        """A chat session with its message history

        The session, its newest 500 messages oldest first (each assistant message with its tool calls,
        their service requests and cost), and their turns. Closed sessions are read too. Another
        person's session, or another organization's, is 404. Live: `GET /api/v1/chat/sessions/{id}/ws`
        upgrades to a WebSocket on which every client of the session receives every event of its turns,
        whoever started them, as `{"type": "event", "id", "event", "data"}` (the events of POST
        /api/v1/chat/turn, the same ids), resumes after `?after=<id>`, and sends `{"type": "turn" |
        "cancel" | "approve" | "reject", …}`; it takes a personal token in Authorization or as the
        subprotocols `proctor.v1, bearer.<token>`, or the session cookie from this server's own origin
        (docs/chat.md, WebSocket channel).

        ``GET /api/v1/chat/sessions/{id}`` (operationId ``chat-getSession``).

        Args:
            id: Chat session id (chs_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/chat/sessions/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatSessionWithHistory),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        include_closed: bool | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.ChatSession]:
        """Your chat sessions

        The caller's own open sessions (closed ones too with include_closed), oldest first
        (`order=desc`: newest first), a page at a time.

        ``GET /api/v1/chat/sessions`` (operationId ``chat-listSessions``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
            include_closed: Closed sessions too
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/chat/sessions",
                params={
                    "limit": limit,
                    "cursor": cursor,
                    "order": order,
                    "agent_id": agent_id,
                    "include_closed": include_closed,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ChatSession),
        )


class AsyncChat(AsyncChatHelpers):
    """``client.chat``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def approvals(self) -> AsyncChatApprovals:
        return AsyncChatApprovals(self._client)

    @cached_property
    def artifacts(self) -> AsyncChatArtifacts:
        return AsyncChatArtifacts(self._client)

    @cached_property
    def sessions(self) -> AsyncChatSessions:
        return AsyncChatSessions(self._client)

    @cached_property
    def with_raw_response(self) -> AsyncChatWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncChatWithRawResponse(self)

    def turn(
        self,
        *,
        session_id: str,
        message: str | NotGiven = NOT_GIVEN,
        model: str | NotGiven = NOT_GIVEN,
        continue_from: str | NotGiven = NOT_GIVEN,
        tool_results: List[dict[str, Any]] | NotGiven = NOT_GIVEN,
        local_tools: List[dict[str, Any]] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncStream[
        StreamEvent[Literal["model"], models.ChatModelEvent]
        | StreamEvent[Literal["status"], models.ChatStatusEvent]
        | StreamEvent[Literal["thinking"], models.ChatThinkingEvent]
        | StreamEvent[Literal["message_delta"], models.ChatMessageDeltaEvent]
        | StreamEvent[Literal["tool_planned"], models.ChatToolPlannedEvent]
        | StreamEvent[Literal["tool_executing"], models.ChatToolExecutingEvent]
        | StreamEvent[Literal["tool_done"], models.ChatToolDoneEvent]
        | StreamEvent[Literal["tool_pending"], models.ChatToolPendingEvent]
        | StreamEvent[Literal["local_tools_pending"], models.ChatLocalToolsPendingEvent]
        | StreamEvent[Literal["usage"], models.ChatUsageEvent]
        | StreamEvent[Literal["message"], models.ChatMessageEvent]
        | StreamEvent[Literal["done"], models.ChatDoneEvent]
    ]:
        """One chat turn, streamed as Server-Sent Events

        Sends the message and streams the answer: `model` (each model call, a round), `message_delta`
        and `thinking` as the model writes, `message` (the round's whole assistant message),
        `tool_planned`, `tool_executing` and `tool_done` for each tool call, then `usage` and `done`.
        The model is offered the agent's enabled bindings as tools (an operation "a.b" is the tool
        "a__b", its payload schema as parameters); each call is dispatched through the pipeline as the
        agent, in the session's mode, with the Idempotency-Key `chat:<tool call id>`, so policy,
        budgets, approvals and the audit trail apply and a resumed turn never pays twice. A call that
        needs approval (or any call, in a force_approval session) emits `tool_pending` with the approval
        id; calls of the client's local_tools come back as one `local_tools_pending`. The turn then ends
        with `done` status `paused` and its `continue_from`: decide the approvals (POST
        /api/v1/chat/approvals/{id}), then send continue_from (with tool_results for local calls) and
        the turn goes on from where it paused. The model: the turn's, the session's, the agent's
        default_model_id, else proctor/sandbox, a deterministic sandbox model that repeats the message
        and plans a call for each line `call <operation> <JSON>`, free. Any other model is called
        through text_generation.generate, dispatched as the agent (so it must be bound to it), priced
        per token, at most 1024 tokens per reply; test mode answers with the same sandbox model. At most
        8 model calls per turn. A tool result longer than 16000 characters of JSON is kept as an
        artifact (tool_done.artifact_id) and handed to the model cut. One turn at a time per session:
        another while one answers, or while one is paused, is 409, as is a closed session. Leaving
        mid-turn stops the model call, settles what it spent, lets the tool call under way finish, and
        ends the turn `cancelled`. Each event's id is its place in the session: sent back as
        Last-Event-ID with the same body, the stream replays that turn from there (and follows it while
        it runs) instead of starting a new one. A credential keeps at most
        PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and its organization
        PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more is 429
        `rate_limited`. Errors before the stream starts (400, 401, 403, 404, 409, 429) are plain JSON; a
        failure once it streams ends it with an `error` event carrying the error envelope.

        ``POST /api/v1/chat/turn`` (operationId ``chat-turn``).

        Args:
            session_id: Chat session id (chs_…)
            message: The person's message; required unless continue_from resumes a paused turn
            model: This turn's model; left out, the session's, else the agent's default model, else proctor/sandbox
            continue_from: A paused turn (ctn_…, the done event's continue_from) to resume, once its approvals are decided and its local tools answered
            tool_results: With continue_from: the result of every local call the turn waits for (local_tools_pending)
            local_tools: Tools the client runs itself (a local command-line client's files or shell): their calls come back as one local_tools_pending batch
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns a stream of its events: iterate it, or use it as a context manager.
        """
        return AsyncStream(
            self._client,
            RequestOptions(
                method="POST",
                path="/api/v1/chat/turn",
                params=None,
                json_body=_body(
                    {
                        "session_id": session_id,
                        "message": message,
                        "model": model,
                        "continue_from": continue_from,
                        "tool_results": tool_results,
                        "local_tools": local_tools,
                    }
                ),
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _stream_events(
                {
                    "model": models.ChatModelEvent,
                    "status": models.ChatStatusEvent,
                    "thinking": models.ChatThinkingEvent,
                    "message_delta": models.ChatMessageDeltaEvent,
                    "tool_planned": models.ChatToolPlannedEvent,
                    "tool_executing": models.ChatToolExecutingEvent,
                    "tool_done": models.ChatToolDoneEvent,
                    "tool_pending": models.ChatToolPendingEvent,
                    "local_tools_pending": models.ChatLocalToolsPendingEvent,
                    "usage": models.ChatUsageEvent,
                    "message": models.ChatMessageEvent,
                    "done": models.ChatDoneEvent,
                }
            ),
        )


class AsyncChatApprovalsWithRawResponse:
    """``async_client.with_raw_response.chat.approvals``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncChatApprovals) -> None:
        self._resource = resource
        self.decide = async_to_raw_response_wrapper(resource.decide)


class AsyncChatArtifactsWithRawResponse:
    """``async_client.with_raw_response.chat.artifacts``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncChatArtifacts) -> None:
        self._resource = resource


class AsyncChatSessionsWithRawResponse:
    """``async_client.with_raw_response.chat.sessions``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncChatSessions) -> None:
        self._resource = resource
        self.close = async_to_raw_response_wrapper(resource.close)
        self.create = async_to_raw_response_wrapper(resource.create)
        self.get = async_to_raw_response_wrapper(resource.get)
        self.list = async_to_raw_response_wrapper(resource.list)


class AsyncChatWithRawResponse:
    """``async_client.with_raw_response.chat``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncChat) -> None:
        self._resource = resource

    @cached_property
    def approvals(self) -> AsyncChatApprovalsWithRawResponse:
        return AsyncChatApprovalsWithRawResponse(self._resource.approvals)

    @cached_property
    def artifacts(self) -> AsyncChatArtifactsWithRawResponse:
        return AsyncChatArtifactsWithRawResponse(self._resource.artifacts)

    @cached_property
    def sessions(self) -> AsyncChatSessionsWithRawResponse:
        return AsyncChatSessionsWithRawResponse(self._resource.sessions)
