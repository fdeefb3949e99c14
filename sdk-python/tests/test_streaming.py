"""The stream runtime (``_streaming.py``) beyond the shared table: ending early, iterating once."""

from __future__ import annotations

import json

import httpx
import pytest
import respx

import proctor

BASE = "http://proctor.test"
URL = f"{BASE}/api/v1/service-requests/sr_01/events"


def request(status: str) -> dict[str, object]:
    return {"id": "sr_01", "agent_id": "agt_01", "status": status, "operation": "audio.transcribe", "mode": "test",
            "payload": {}, "result": None, "cost_cents": 0, "created_at": "2026-01-01T00:00:00.000Z",
            "completed_at": None if status == "running" else "2026-01-01T00:00:00.000Z"}


# A body as the server writes it: a ping, then each event with its id.
RECORDED = (
    ": ping\n\n"
    f"event: status\nid: 1.running\ndata: {json.dumps(request('running'))}\n\n"
    f"event: status\nid: 2.executed\ndata: {json.dumps(request('executed'))}\n\n"
    f"event: done\nid: 2.executed\ndata: {json.dumps(request('executed'))}\n\n"
)


def sse() -> httpx.Response:
    return httpx.Response(200, headers={"content-type": "text/event-stream"}, content=RECORDED.encode())


def client() -> proctor.Proctor:
    return proctor.Proctor(base_url=BASE, agent_key="agent_key_test_x")


def test_events_are_models_and_the_last_id_is_kept() -> None:
    with respx.mock() as router:
        router.get(URL).mock(return_value=sse())
        stream = client().service_requests.events("sr_01")
        final = stream.final_event()
    assert final is not None and final.event == "done" and final.data.status == "executed"
    assert stream.last_event_id == "2.executed"


def test_close_ends_the_loop_without_an_error() -> None:
    with respx.mock() as router:
        router.get(URL).mock(return_value=sse())
        seen = []
        with client().service_requests.events("sr_01") as stream:
            for event in stream:
                seen.append(event.data.status)
                stream.close()
    assert seen == ["running"]


def test_a_stream_is_iterated_once() -> None:
    with respx.mock() as router:
        router.get(URL).mock(return_value=sse())
        stream = client().service_requests.events("sr_01")
        stream.final_event()
        with pytest.raises(RuntimeError, match="once"):
            stream.final_event()


@pytest.mark.anyio
async def test_async_stream() -> None:
    with respx.mock() as router:
        router.get(URL).mock(return_value=sse())
        async with proctor.AsyncProctor(base_url=BASE, agent_key="agent_key_test_x") as async_client:
            async with async_client.service_requests.events("sr_01") as stream:
                events = [(event.event, event.data.status) async for event in stream]
    assert events == [("status", "running"), ("status", "executed"), ("done", "executed")]
