"""Chat turns through the SDK against a real server (conftest.py), synchronous and asynchronous:
``client.chat.stream``'s typed events and final message, a turn paused for approval, decided and
continued, local tools answered, a closed turn. The agent is bound to data.csv_parse (server.py); the sandbox model plans
a call for each line ``call <operation> <JSON>``."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest

import proctor
from proctor.types import ChatDoneEvent, ChatMessageEvent, ChatToolDoneEvent

from .server import Fixture


def csv_call(csv: str) -> str:
    return f"call data.csv_parse {json.dumps({'csv': csv})}"


TWO_CALLS = "\n".join(["Parse both.", csv_call("a,b\n1,2"), csv_call("x\n3")])


@pytest.fixture
def client(server: Fixture) -> Iterator[proctor.Proctor]:
    with proctor.Proctor(token=server.token, base_url=server.base_url) as c:
        yield c


def test_two_tool_calls_typed_events_and_final_message(client: proctor.Proctor, server: Fixture) -> None:
    session = client.chat.sessions.create(agent_id=server.agent_id)
    with client.chat.stream(session_id=session.id, message=TWO_CALLS) as turn:
        events = list(turn)
        result = turn.final_message()
    names = [event.event for event in events]
    assert names[0] == "model" and names[-1] == "done"
    done = [event.data for event in events if isinstance(event.data, ChatToolDoneEvent)]
    assert [d.status for d in done] == ["executed", "executed"]
    assert isinstance(events[-1].data, ChatDoneEvent)

    assert (result.status, result.continue_from) == ("completed", None)
    assert [(c.name, c.kind, c.status) for c in result.tool_calls] == [("data.csv_parse", "governed", "executed")] * 2
    assert result.tool_calls[0].arguments == {"csv": "a,b\n1,2"}
    assert len({c.service_request_id for c in result.tool_calls}) == 2
    last = [event.data for event in events if isinstance(event.data, ChatMessageEvent)][-1]
    assert (result.content, result.message_id) == (last.content, last.message_id)
    assert result.content
    assert result.usage is not None and result.usage.turn_id == result.turn_id
    with pytest.raises(RuntimeError, match="needs a paused turn; this one is completed"):
        turn.continue_()


def test_paused_turn_approved_and_continued(client: proctor.Proctor, server: Fixture) -> None:
    session = client.chat.sessions.create(agent_id=server.agent_id, force_approval=True)
    turn = client.chat.stream(session_id=session.id, message=csv_call("a,b\n1,2"))
    paused = turn.final_message()
    assert (paused.status, paused.continue_from) == ("paused", paused.turn_id)
    [pending] = paused.tool_calls
    assert (pending.name, pending.status) == ("data.csv_parse", "pending")
    assert pending.approval_id

    # Resumed before it is decided: refused before the stream starts.
    with pytest.raises(proctor.ProctorError) as refused:
        turn.continue_().final_message()
    assert (refused.value.kind, refused.value.status) == ("conflict", 409)

    client.chat.approvals.decide(pending.approval_id, decision="approve")
    with turn.continue_() as resumed:
        result = resumed.final_message()
    assert (result.status, result.turn_id) == ("completed", paused.turn_id)
    [call] = result.tool_calls
    assert (call.tool_call_id, call.status, call.approval_id) == (pending.tool_call_id, "executed", pending.approval_id)
    assert call.service_request_id == pending.service_request_id
    assert result.content


def test_local_tools_answered_by_continue(client: proctor.Proctor, server: Fixture) -> None:
    session = client.chat.sessions.create(agent_id=server.agent_id)
    local_tools = [{"name": "read_file", "description": "Reads a file", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}}}]
    turn = client.chat.stream(session_id=session.id, message='call read_file {"path": "notes.txt"}', local_tools=local_tools)
    paused = turn.final_message()
    assert paused.status == "paused"
    assert [(c.name, c.arguments) for c in paused.local_calls] == [("read_file", {"path": "notes.txt"})]
    assert [(c.kind, c.status) for c in paused.tool_calls] == [("local", "pending")]
    results = [{"tool_call_id": c.tool_call_id, "content": "the notes"} for c in paused.local_calls]
    result = turn.continue_(results, local_tools=local_tools).final_message()
    assert result.status == "completed"
    assert [c.tool_call_id for c in result.tool_calls] == [paused.local_calls[0].tool_call_id]
    assert "read_file" in result.content


def test_closing_cancels_the_turn(client: proctor.Proctor, server: Fixture) -> None:
    session = client.chat.sessions.create(agent_id=server.agent_id)
    with client.chat.stream(session_id=session.id, message="Slowly.\n" + csv_call("a\n1")) as turn:
        seen = []
        for event in turn:
            seen.append(event.event)
            turn.close()
    assert seen == ["model"]
    result = turn.final_message()
    assert (result.status, result.continue_from) == ("cancelled", None)
    # The server saw the connection close and cancelled the turn.
    deadline = time.monotonic() + 10
    status = None
    while time.monotonic() < deadline:
        status = next((t.status for t in client.chat.sessions.get(session.id).turns if t.id == result.turn_id), None)
        if status == "cancelled":
            break
        time.sleep(0.1)
    assert status == "cancelled"


@pytest.mark.anyio
async def test_async_two_calls_then_a_paused_turn_continued(server: Fixture) -> None:
    async with proctor.AsyncProctor(token=server.token, base_url=server.base_url) as client:
        session = await client.chat.sessions.create(agent_id=server.agent_id)
        async with client.chat.stream(session_id=session.id, message=TWO_CALLS) as turn:
            names = [event.event async for event in turn]
            result = await turn.final_message()
        assert names[0] == "model" and names[-1] == "done"
        assert [c.status for c in result.tool_calls] == ["executed", "executed"]
        assert result.status == "completed" and result.content

        forced = await client.chat.sessions.create(agent_id=server.agent_id, force_approval=True)
        first = client.chat.stream(session_id=forced.id, message=csv_call("a\n1"))
        paused = await first.final_message()
        assert paused.status == "paused"
        approval_id = paused.tool_calls[0].approval_id
        assert approval_id
        await client.chat.approvals.decide(approval_id, decision="approve")
        resumed = await first.continue_().final_message()
        assert resumed.status == "completed"
        assert [c.status for c in resumed.tool_calls] == ["executed"]
        assert resumed.content


@pytest.mark.anyio
async def test_async_close_cancels(server: Fixture) -> None:
    async with proctor.AsyncProctor(token=server.token, base_url=server.base_url) as client:
        session = await client.chat.sessions.create(agent_id=server.agent_id)
        turn = client.chat.stream(session_id=session.id, message="hello")
        async with turn:
            async for _ in turn:
                await turn.close()
        assert (await turn.final_message()).status == "cancelled"
