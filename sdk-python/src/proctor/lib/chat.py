"""A chat turn as one object (hand-written; ``client.chat.stream``), after openai-python's
``ChatCompletionStream`` and anthropic-sdk-python's ``MessageStream``.

The generated ``Chat`` resource extends :class:`ChatHelpers` and ``AsyncChat``
:class:`AsyncChatHelpers` (``scripts/generate.py``: a resource whose ``lib/<name>.py`` exists
extends its ``<Class>Helpers``, and its ``Async<Class>Helpers`` when the module has one), so
``pnpm generate`` keeps ``stream``; ``client.chat.turn`` stays the bare event stream.

```python
with client.chat.stream(session_id=session.id, message='call data.csv_parse {"csv": "a,b\\n1,2"}') as turn:
    for event in turn:
        if event.event == "message_delta":
            print(event.data.text, end="")
    result = turn.final_message()
if result.status == "paused":
    for call in result.tool_calls:
        if call.approval_id:
            client.chat.approvals.decide(call.approval_id, decision="approve")
    result = turn.continue_().final_message()
```
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, AsyncIterator, Callable, Iterator, List, Literal, Mapping, Optional, Union

from .._errors import ProctorError
from .._generated import models
from .._streaming import AsyncStream, Stream, StreamEvent
from .._types import NOT_GIVEN, NotGiven

__all__ = ["ChatToolCall", "ChatTurnResult", "ChatTurnStream", "AsyncChatTurnStream", "ChatHelpers", "AsyncChatHelpers"]

#: One event of a turn: ``event`` names it, ``data`` is its model (``models.Chat…Event``).
ChatTurnEvent = Union[
    StreamEvent[Literal["model"], models.ChatModelEvent],
    StreamEvent[Literal["status"], models.ChatStatusEvent],
    StreamEvent[Literal["thinking"], models.ChatThinkingEvent],
    StreamEvent[Literal["message_delta"], models.ChatMessageDeltaEvent],
    StreamEvent[Literal["tool_planned"], models.ChatToolPlannedEvent],
    StreamEvent[Literal["tool_executing"], models.ChatToolExecutingEvent],
    StreamEvent[Literal["tool_done"], models.ChatToolDoneEvent],
    StreamEvent[Literal["tool_pending"], models.ChatToolPendingEvent],
    StreamEvent[Literal["local_tools_pending"], models.ChatLocalToolsPendingEvent],
    StreamEvent[Literal["usage"], models.ChatUsageEvent],
    StreamEvent[Literal["message"], models.ChatMessageEvent],
    StreamEvent[Literal["done"], models.ChatDoneEvent],
]

ToolCallStatus = Literal["planned", "executing", "pending", "executed", "running", "blocked", "failed"]


@dataclass
class ChatToolCall:
    """A tool call of the turn as its events left it."""

    tool_call_id: str
    name: str
    """The operation (a governed call) or the client's tool name (a local call)."""
    kind: Literal["governed", "local"]
    arguments: Optional[dict[str, Any]]
    status: ToolCallStatus
    """planned and executing while it runs; pending: waits for an approval (or, local, its result); then tool_done's status."""
    cost_cents: int = 0
    """What it was charged (tool_done), or the estimate a person approves (tool_pending)."""
    service_request_id: Optional[str] = None
    approval_id: Optional[str] = None
    """The approval it waits for: decide it with ``client.chat.approvals.decide``."""
    reason_code: Optional[str] = None
    detail: Optional[str] = None
    artifact_id: Optional[str] = None


@dataclass(frozen=True)
class ChatTurnResult:
    """What a turn came to: ``final_message()``."""

    turn_id: str
    status: Literal["completed", "paused", "failed", "cancelled"]
    detail: Optional[str]
    continue_from: Optional[str]
    """A paused turn: what ``continue_()`` sends."""
    message_id: Optional[str]
    """The last round's assistant message (cmsg_…); None when the turn ended before one was whole."""
    content: str
    """The last round's assistant text: its ``message`` event, else what its deltas wrote."""
    tool_calls: List[ChatToolCall]
    """Every tool call of the turn seen by this stream and the streams it continues, in the order planned."""
    local_calls: List[models.Call]
    """The local calls the turn waits for: run them and ``continue_(tool_results=[…])``."""
    usage: Optional[models.ChatUsageEvent]
    """The turn's last ``usage``: its tokens and cost so far."""


@dataclass
class _Carried:
    tool_calls: dict[str, ChatToolCall] = field(default_factory=dict)
    usage: Optional[models.ChatUsageEvent] = None


class _Turn:
    """What the events of one stream say, read one at a time (both streams share it)."""

    def __init__(self, params: dict[str, Any], carried: _Carried | None) -> None:
        self.params = params
        # A continued turn keeps the calls and usage of the part before its pause.
        self.tool_calls = {k: replace(v) for k, v in (carried.tool_calls if carried else {}).items()}
        self.usage = carried.usage if carried else None
        self.turn_id: str | None = params.get("continue_from")
        self.message_id: str | None = None
        self.content = ""
        self.local_calls: list[models.Call] = []
        self.done: models.ChatDoneEvent | None = None
        self.closed = False
        self.result: ChatTurnResult | None = None
        self.started = False

    def start(self) -> None:
        if self.started:
            raise RuntimeError("A ChatTurnStream can be iterated once (final_message() reads it too)")
        self.started = True

    def take(self, data: Any) -> None:
        self.turn_id = data.turn_id
        call = self.tool_calls.get(getattr(data, "tool_call_id", ""))
        if isinstance(data, models.ChatModelEvent):
            self.content, self.message_id = "", None
        elif isinstance(data, models.ChatMessageDeltaEvent):
            self.content += data.text
        elif isinstance(data, models.ChatMessageEvent):
            self.content, self.message_id = data.content, data.message_id
        elif isinstance(data, models.ChatToolPlannedEvent):
            self.tool_calls[data.tool_call_id] = ChatToolCall(data.tool_call_id, data.name, data.kind, data.arguments, "planned")
        elif isinstance(data, models.ChatToolExecutingEvent) and call:
            call.status = "executing"
        elif isinstance(data, models.ChatToolPendingEvent) and call:
            call.status, call.approval_id = "pending", data.approval_id
            call.service_request_id, call.cost_cents = data.service_request_id, data.cost_cents
        elif isinstance(data, models.ChatToolDoneEvent) and call:
            call.status, call.reason_code, call.detail = data.status, data.reason_code, data.detail
            call.cost_cents, call.service_request_id, call.artifact_id = data.cost_cents, data.service_request_id, data.artifact_id
        elif isinstance(data, models.ChatLocalToolsPendingEvent):
            self.local_calls.extend(data.calls)
            for pending in data.calls:
                if pending.tool_call_id in self.tool_calls:
                    self.tool_calls[pending.tool_call_id].status = "pending"
        elif isinstance(data, models.ChatUsageEvent):
            self.usage = data
        elif isinstance(data, models.ChatDoneEvent):
            self.done = data

    def finish(self) -> ChatTurnResult:
        """The result once the stream ended: closed early, the turn is cancelled (the server cancels it)."""
        if self.done is None and not self.closed:
            raise ProctorError("POST /api/v1/chat/turn: the stream ended before its done event", kind="invalid_response", attempts=1)
        done = self.done
        self.result = ChatTurnResult(
            turn_id=done.turn_id if done else (self.turn_id or ""),
            status=done.status if done else "cancelled",
            detail=done.detail if done else "closed by the client",
            continue_from=done.continue_from if done else None,
            message_id=self.message_id,
            content=self.content,
            tool_calls=[replace(c) for c in self.tool_calls.values()],
            local_calls=list(self.local_calls),
            usage=self.usage,
        )
        return self.result

    def continued(self, tool_results: list[dict[str, Any]] | None, model: str | NotGiven, local_tools: list[dict[str, Any]] | NotGiven) -> dict[str, Any]:
        done = self.done
        if done is None or done.status != "paused" or not done.continue_from:
            state = done.status if done else "not over yet (call final_message() first)"
            raise RuntimeError(f"continue_() needs a paused turn; this one is {state}")
        params: dict[str, Any] = {"session_id": self.params["session_id"], "continue_from": done.continue_from}
        if tool_results is not None:
            params["tool_results"] = tool_results
        for name, value in (("model", model), ("local_tools", local_tools)):
            if not isinstance(value, NotGiven):
                params[name] = value
        return params

    def carried(self) -> _Carried:
        return _Carried(self.tool_calls, self.usage)


def _next_options(options: dict[str, Any]) -> dict[str, Any]:
    """The options of a continued turn: a Last-Event-ID given to resume one stream names none of the next one's events."""
    headers = options.get("extra_headers")
    if not headers:
        return options
    return {**options, "extra_headers": {k: v for k, v in headers.items() if k.lower() != "last-event-id"}}


class ChatTurnStream:
    """One chat turn (synchronous): iterate it for its typed events, or call ``final_message()``
    (which reads what is left), or both. ``continue_()`` resumes a paused turn; ``close()`` (or
    leaving its ``with`` block) closes the connection, and the server ends the turn ``cancelled``."""

    def __init__(self, chat: ChatHelpers, stream: Stream[Any], params: dict[str, Any], options: dict[str, Any], carried: _Carried | None = None) -> None:
        self._chat, self._stream, self._options = chat, stream, options
        self._turn = _Turn(params, carried)
        self._events: Iterator[Any] | None = None

    @property
    def last_event_id(self) -> str | None:
        """The id of the last event received (sent as Last-Event-ID to resume)."""
        return self._stream.last_event_id

    def __iter__(self) -> Iterator[ChatTurnEvent]:
        self._turn.start()
        self._events = self._read()
        return self._events

    def _read(self) -> Iterator[Any]:
        for event in self._stream:
            self._turn.take(event.data)
            yield event
        self._turn.finish()

    def final_message(self) -> ChatTurnResult:
        """Reads the turn to its end (what a loop over it left) and returns what it came to."""
        if self._events is None:
            iter(self)
        assert self._events is not None
        for _ in self._events:
            pass
        if self._turn.result is None:  # closed during a loop: the generator never reached its end
            self._turn.finish()
        assert self._turn.result is not None
        return self._turn.result

    def continue_(
        self,
        tool_results: list[dict[str, Any]] | None = None,
        *,
        model: str | NotGiven = NOT_GIVEN,
        local_tools: list[dict[str, Any]] | NotGiven = NOT_GIVEN,
    ) -> ChatTurnStream:
        """Resumes the paused turn (``continue`` is Python's keyword): sends ``{session_id,
        continue_from}`` once its approvals are decided, with ``tool_results`` (``[{tool_call_id,
        content}]``) for its ``local_calls``. Returns the turn's next stream, whose result carries
        this one's tool calls."""
        params = self._turn.continued(tool_results, model, local_tools)
        return self._chat._turn_stream(params, _next_options(self._options), self._turn.carried())

    def close(self) -> None:
        """Closes the connection: the loop ends, the server cancels the turn."""
        self._turn.closed = self._turn.closed or self._turn.done is None
        self._stream.close()

    def __enter__(self) -> ChatTurnStream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncChatTurnStream:
    """One chat turn (asynchronous): ``async for`` its typed events, or ``await final_message()``,
    or both. ``continue_()`` resumes a paused turn; ``await close()`` (or leaving its ``async with``
    block) closes the connection, and the server ends the turn ``cancelled``."""

    def __init__(self, chat: AsyncChatHelpers, stream: AsyncStream[Any], params: dict[str, Any], options: dict[str, Any], carried: _Carried | None = None) -> None:
        self._chat, self._stream, self._options = chat, stream, options
        self._turn = _Turn(params, carried)
        self._events: AsyncIterator[Any] | None = None

    @property
    def last_event_id(self) -> str | None:
        """The id of the last event received (sent as Last-Event-ID to resume)."""
        return self._stream.last_event_id

    def __aiter__(self) -> AsyncIterator[ChatTurnEvent]:
        self._turn.start()
        self._events = self._read()
        return self._events

    async def _read(self) -> AsyncIterator[Any]:
        async for event in self._stream:
            self._turn.take(event.data)
            yield event
        self._turn.finish()

    async def final_message(self) -> ChatTurnResult:
        """Reads the turn to its end (what a loop over it left) and returns what it came to."""
        if self._events is None:
            self.__aiter__()
        assert self._events is not None
        async for _ in self._events:
            pass
        if self._turn.result is None:  # closed during a loop: the generator never reached its end
            self._turn.finish()
        assert self._turn.result is not None
        return self._turn.result

    def continue_(
        self,
        tool_results: list[dict[str, Any]] | None = None,
        *,
        model: str | NotGiven = NOT_GIVEN,
        local_tools: list[dict[str, Any]] | NotGiven = NOT_GIVEN,
    ) -> AsyncChatTurnStream:
        """Resumes the paused turn; see :meth:`ChatTurnStream.continue_`."""
        params = self._turn.continued(tool_results, model, local_tools)
        return self._chat._turn_stream(params, _next_options(self._options), self._turn.carried())

    async def close(self) -> None:
        """Closes the connection: the loop ends, the server cancels the turn."""
        self._turn.closed = self._turn.closed or self._turn.done is None
        await self._stream.close()

    async def __aenter__(self) -> AsyncChatTurnStream:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


def _params(**given: Any) -> dict[str, Any]:
    return {name: value for name, value in given.items() if not isinstance(value, NotGiven)}


class ChatHelpers:
    """What ``client.chat`` adds to its generated methods."""

    if TYPE_CHECKING:
        # The generated POST /v1/chat/turn (its path and credentials live there).
        turn: Callable[..., Stream[Any]]

    def stream(
        self,
        *,
        session_id: str,
        message: str | NotGiven = NOT_GIVEN,
        model: str | NotGiven = NOT_GIVEN,
        continue_from: str | NotGiven = NOT_GIVEN,
        tool_results: list[dict[str, Any]] | NotGiven = NOT_GIVEN,
        local_tools: list[dict[str, Any]] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> ChatTurnStream:
        """One chat turn as a :class:`ChatTurnStream`: its typed events, ``final_message()``,
        ``continue_()`` once paused, ``close()``. The same request as ``client.chat.turn``."""
        params = _params(session_id=session_id, message=message, model=model, continue_from=continue_from, tool_results=tool_results, local_tools=local_tools)
        return self._turn_stream(params, {"extra_headers": extra_headers, "timeout": timeout, "max_retries": max_retries})

    def _turn_stream(self, params: dict[str, Any], options: dict[str, Any], carried: _Carried | None = None) -> ChatTurnStream:
        return ChatTurnStream(self, self.turn(**params, **options), params, options, carried)


class AsyncChatHelpers:
    """What ``async_client.chat`` adds to its generated methods."""

    if TYPE_CHECKING:
        turn: Callable[..., AsyncStream[Any]]

    def stream(
        self,
        *,
        session_id: str,
        message: str | NotGiven = NOT_GIVEN,
        model: str | NotGiven = NOT_GIVEN,
        continue_from: str | NotGiven = NOT_GIVEN,
        tool_results: list[dict[str, Any]] | NotGiven = NOT_GIVEN,
        local_tools: list[dict[str, Any]] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncChatTurnStream:
        """One chat turn as an :class:`AsyncChatTurnStream`; see :meth:`ChatHelpers.stream`."""
        params = _params(session_id=session_id, message=message, model=model, continue_from=continue_from, tool_results=tool_results, local_tools=local_tools)
        return self._turn_stream(params, {"extra_headers": extra_headers, "timeout": timeout, "max_retries": max_retries})

    def _turn_stream(self, params: dict[str, Any], options: dict[str, Any], carried: _Carried | None = None) -> AsyncChatTurnStream:
        return AsyncChatTurnStream(self, self.turn(**params, **options), params, options, carried)
