"""``client.chat.stream`` on recorded streams, for what a live server does not do on demand: a
connection reset mid-turn and before the first event, and the exact body ``continue_`` sends. The
live flow: tests/integration/test_chat.py."""

from __future__ import annotations

import json
from typing import Any, Iterator

import httpx
import pytest
import respx

import proctor

BASE = "http://proctor.test"
URL = f"{BASE}/api/v1/chat/turn"
TURN = "ctn_01"


def sse(*events: tuple[str, str, dict[str, Any]]) -> list[str]:
    return [f"event: {name}\nid: {id}\ndata: {json.dumps({'turn_id': TURN, **data})}\n\n" for name, id, data in events]


PAUSED_ON_LOCAL = sse(
    ("model", "1", {"model": "proctor/sandbox", "round": 1}),
    ("message_delta", "2", {"text": "call read"}),
    ("message_delta", "3", {"text": "_file"}),
    ("tool_planned", "4", {"tool_call_id": "ctc_1", "name": "read_file", "kind": "local", "arguments": {"path": "notes.txt"}}),
    ("message", "5", {"message_id": "cmsg_1", "content": "call read_file", "tool_call_ids": ["ctc_1"]}),
    ("local_tools_pending", "6", {"calls": [{"tool_call_id": "ctc_1", "name": "read_file", "arguments": {"path": "notes.txt"}}]}),
    ("usage", "7", {"prompt_tokens": 3, "completion_tokens": 4, "cost_cents": 0}),
    ("done", "8", {"status": "paused", "detail": "waiting for local tools", "continue_from": TURN}),
)
RESUMED = sse(
    ("tool_done", "9", {"tool_call_id": "ctc_1", "name": "read_file", "status": "executed", "reason_code": None, "detail": None,
                        "cost_cents": 0, "service_request_id": None, "artifact_id": None}),
    ("model", "10", {"model": "proctor/sandbox", "round": 2}),
    ("message_delta", "11", {"text": "I called read_file."}),
    ("usage", "12", {"prompt_tokens": 9, "completion_tokens": 8, "cost_cents": 0}),
    ("done", "13", {"status": "completed", "detail": None, "continue_from": None}),
)


class Body(httpx.SyncByteStream, httpx.AsyncByteStream):
    """An event-stream body: its events, then the end, or a connection reset."""

    def __init__(self, events: list[str], request: httpx.Request, reset: bool = False) -> None:
        self.events, self.request, self.reset = events, request, reset

    def __iter__(self) -> Iterator[bytes]:
        yield "".join(self.events).encode()
        if self.reset:
            raise httpx.ReadError("connection reset (mocked)", request=self.request)

    async def __aiter__(self) -> Any:
        yield "".join(self.events).encode()
        if self.reset:
            raise httpx.ReadError("connection reset (mocked)", request=self.request)


def answer(request: httpx.Request, events: list[str], reset: bool = False) -> httpx.Response:
    return httpx.Response(200, headers={"content-type": "text/event-stream"}, stream=Body(events, request, reset))


def client() -> proctor.Proctor:
    return proctor.Proctor(base_url=BASE, token="service_pat_live_x", max_retries=2)


def test_local_calls_answered_by_continue_with_tool_results() -> None:
    bodies: list[dict[str, Any]] = []
    resumed_from: list[str | None] = []

    def respond(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        bodies.append(body)
        resumed_from.append(request.headers.get("last-event-id"))
        return answer(request, RESUMED if "continue_from" in body else PAUSED_ON_LOCAL)

    with respx.mock() as router:
        router.post(URL).mock(side_effect=respond)
        # Resuming a stream from its start: the continued turn's request does not carry that id.
        turn = client().chat.stream(session_id="cs_1", message="call read_file", local_tools=[{"name": "read_file"}], extra_headers={"Last-Event-ID": "0"})
        paused = turn.final_message()
        assert (paused.status, paused.continue_from, paused.message_id, paused.content) == ("paused", TURN, "cmsg_1", "call read_file")
        assert [(c.tool_call_id, c.name, c.arguments) for c in paused.local_calls] == [("ctc_1", "read_file", {"path": "notes.txt"})]
        assert [(c.kind, c.status) for c in paused.tool_calls] == [("local", "pending")]

        result = turn.continue_([{"tool_call_id": "ctc_1", "content": "the notes"}]).final_message()
    assert bodies[1] == {"session_id": "cs_1", "continue_from": TURN, "tool_results": [{"tool_call_id": "ctc_1", "content": "the notes"}]}
    assert resumed_from == ["0", None]
    # The round after the pause had no message event: its deltas are the content.
    assert (result.status, result.content, result.message_id, result.local_calls) == ("completed", "I called read_file.", None, [])
    assert [(c.tool_call_id, c.status, c.arguments) for c in result.tool_calls] == [("ctc_1", "executed", {"path": "notes.txt"})]
    assert result.usage is not None and result.usage.prompt_tokens == 9
    assert paused.tool_calls[0].status == "pending"  # the first stream's result is its own


def test_a_dropped_turn_resumes_with_last_event_id_and_the_same_body() -> None:
    seen: list[tuple[dict[str, Any], str | None]] = []

    def respond(request: httpx.Request) -> httpx.Response:
        seen.append((json.loads(request.content), request.headers.get("last-event-id")))
        return answer(request, PAUSED_ON_LOCAL[:3], reset=True) if len(seen) == 1 else answer(request, PAUSED_ON_LOCAL[3:])

    with respx.mock() as router:
        router.post(URL).mock(side_effect=respond)
        with client().chat.stream(session_id="cs_1", message="hi") as turn:
            ids = [event.id for event in turn]
            assert turn.final_message().content == "call read_file"
    assert ids == [str(i) for i in range(1, 9)]
    assert seen == [({"session_id": "cs_1", "message": "hi"}, None), ({"session_id": "cs_1", "message": "hi"}, "3")]


def test_a_turn_is_never_sent_again_without_an_event_id() -> None:
    with respx.mock() as router:
        route = router.post(URL).mock(side_effect=lambda request: answer(request, [": ping\n\n"], reset=True))
        with pytest.raises(proctor.ProctorError) as dropped:
            client().chat.stream(session_id="cs_1", message="hi").final_message()
    assert dropped.value.kind == "network"
    assert route.call_count == 1


def test_continue_needs_a_paused_turn() -> None:
    with respx.mock() as router:
        router.post(URL).mock(side_effect=lambda request: answer(request, RESUMED))
        turn = client().chat.stream(session_id="cs_1", message="hi")
        with pytest.raises(RuntimeError, match="not over yet"):
            turn.continue_()
        turn.final_message()
        with pytest.raises(RuntimeError, match="this one is completed"):
            turn.continue_()


@pytest.mark.anyio
async def test_async_local_calls_and_continue() -> None:
    def respond(request: httpx.Request) -> httpx.Response:
        return answer(request, RESUMED if "continue_from" in json.loads(request.content) else PAUSED_ON_LOCAL)

    with respx.mock() as router:
        router.post(URL).mock(side_effect=respond)
        async with proctor.AsyncProctor(base_url=BASE, token="service_pat_live_x") as async_client:
            turn = async_client.chat.stream(session_id="cs_1", message="call read_file")
            names = [event.event async for event in turn]
            paused = await turn.final_message()
            assert names[-1] == "done" and paused.status == "paused"
            result = await turn.continue_([{"tool_call_id": "ctc_1", "content": "x"}]).final_message()
    assert (result.status, [c.status for c in result.tool_calls]) == ("completed", ["executed"])
