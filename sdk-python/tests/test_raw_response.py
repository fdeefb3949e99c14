"""``client.with_raw_response``: the HTTP response next to the parsed result (respx)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
import respx

import proctor
from proctor.types import ServiceRequest

from .support import to_data, with_fake_time

BASE = "http://proctor.test"
AGENT_KEY = "agent_key_test_abc"
TOKEN = "service_pat_live_abc"
MARKER = "x-proctor-raw-response"

pytestmark = pytest.mark.anyio


def sr(**extra: Any) -> dict[str, Any]:
    return {
        "id": "sr_01", "agent_id": "agt_01", "status": "executed", "operation": "web_search.search", "mode": "test",
        "payload": {}, "result": {"results": []}, "cost_cents": 0, "created_at": "2026-01-01T00:00:00.000Z",
        "completed_at": "2026-01-01T00:00:00.000Z", **extra,
    }  # fmt: skip


def answer(body: Any, request_id: str = "req_raw", status: int = 200) -> httpx.Response:
    return httpx.Response(status, json=body, headers={"x-request-id": request_id, "ratelimit-remaining": "41"})


def sync_client(**options: Any) -> proctor.Proctor:
    return proctor.Proctor(**{"base_url": BASE, "agent_key": AGENT_KEY, "token": TOKEN, **options})


def async_client(**options: Any) -> proctor.AsyncProctor:
    return proctor.AsyncProctor(**{"base_url": BASE, "agent_key": AGENT_KEY, "token": TOKEN, **options})


def test_sync_create_gives_the_response_and_parses_to_the_plain_result() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        route = router.post("/api/v1/service-requests").mock(return_value=answer(sr()))
        raw = client.with_raw_response.service_requests.create(
            operation="web_search.search", payload={"query": "q"}, extra_headers={"X-Trace": "t1"}, idempotency_key="idem-1"
        )
        plain = client.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert isinstance(raw, proctor.APIResponse)
    assert isinstance(raw.http_response, httpx.Response)
    assert (raw.status_code, raw.request_id, raw.headers["ratelimit-remaining"]) == (200, "req_raw", "41")
    assert (raw.attempts, raw.idempotency_key) == (1, "idem-1")
    assert raw.http_response.json()["id"] == "sr_01"  # the body is already read
    parsed = raw.parse()
    assert isinstance(parsed, ServiceRequest) and type(parsed) is type(plain)
    assert to_data(parsed) == to_data(plain) and parsed._request_id == "req_raw"
    assert raw.parse() is parsed  # built once
    sent = route.calls[0].request
    # The caller's headers and the operation's go out; the internal marker never does.
    assert sent.headers["x-trace"] == "t1" and sent.headers["idempotency-key"] == "idem-1"
    assert MARKER not in sent.headers and MARKER not in route.calls[1].request.headers
    assert sent.headers["authorization"] == f"Bearer {AGENT_KEY}"


def test_sync_retried_call_reports_the_last_attempt() -> None:
    client = sync_client()
    with_fake_time(client)
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/balance").mock(
            side_effect=[httpx.Response(503), answer({"balance_cents": 5, "held_cents": 0, "currency": "usd"}, "req_2")]
        )
        raw = client.with_raw_response.balance.retrieve()
    assert (raw.attempts, raw.request_id, raw.status_code, raw.idempotency_key) == (2, "req_2", 200, None)
    assert raw.parse().balance_cents == 5


def test_sync_errors_raise_as_on_the_plain_call_and_bad_bodies_fail_on_parse() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/service-requests/sr_404").mock(
            return_value=answer({"error": {"code": "not_found", "message": "nope"}}, status=404)
        )
        router.get("/api/v1/balance").mock(return_value=httpx.Response(200, text="<html>", headers={"x-request-id": "req_h"}))
        with pytest.raises(proctor.ProctorError) as caught:
            client.with_raw_response.service_requests.retrieve("sr_404")
        assert (caught.value.status, caught.value.code) == (404, "not_found")
        raw = client.with_raw_response.balance.retrieve()
    assert raw.status_code == 200 and raw.http_response.text == "<html>"
    with pytest.raises(proctor.ProctorError) as bad:
        raw.parse()
    assert (bad.value.kind, bad.value.request_id) == ("invalid_response", "req_h")


def test_sync_no_content_parses_to_none_and_nested_and_per_resource_forms() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        router.delete("/api/v1/agents/agt_1/services/web_search.search").mock(return_value=httpx.Response(204))
        router.get("/api/v1/agents/agt_1").mock(return_value=answer({"id": "agt_1", "name": "a"}, "req_a"))
        raw = client.with_raw_response.agents.bindings.delete("agt_1", "web_search.search")
        assert (raw.status_code, raw.parse()) == (204, None)
        agent = client.agents.with_raw_response.retrieve("agt_1")
    assert agent.request_id == "req_a" and agent.parse().id == "agt_1"
    assert client.with_raw_response is client.with_raw_response  # built once per client


def test_sync_list_parses_to_a_page_that_still_follows_cursors() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        route = router.get("/api/v1/audit-logs").mock(
            side_effect=[
                answer({"data": [{"id": "aud_1", "seq": 1}], "next_cursor": "1"}, "req_p1"),
                answer({"data": [{"id": "aud_2", "seq": 2}], "next_cursor": None}, "req_p2"),
            ]
        )
        raw = client.with_raw_response.audit_logs.list(limit=1)
        assert raw.request_id == "req_p1" and route.call_count == 1
        page = raw.parse()
        assert isinstance(page, proctor.SyncCursorPage) and page.request_id == "req_p1"
        assert [entry.seq for entry in page] == [1, 2]  # later pages: plain calls
    assert all(MARKER not in call.request.headers for call in route.calls)
    assert route.calls[1].request.url.params["cursor"] == "1"


async def test_async_create_retrieve_and_list() -> None:
    client = async_client()
    with respx.mock(base_url=BASE) as router:
        create = router.post("/api/v1/service-requests").mock(return_value=answer(sr(), "req_c"))
        router.get("/api/v1/service-requests/sr_01").mock(return_value=answer(sr(), "req_r"))
        logs = router.get("/api/v1/audit-logs").mock(
            side_effect=[
                answer({"data": [{"id": "aud_1", "seq": 1}], "next_cursor": "1"}, "req_l1"),
                answer({"data": [{"id": "aud_2", "seq": 2}], "next_cursor": None}, "req_l2"),
            ]
        )
        raw = await client.with_raw_response.service_requests.create(operation="web_search.search", payload={"query": "q"})
        assert isinstance(raw, proctor.APIResponse) and isinstance(raw.http_response, httpx.Response)
        assert (raw.status_code, raw.request_id, raw.headers["ratelimit-remaining"], raw.attempts) == (200, "req_c", "41", 1)
        assert raw.idempotency_key == create.calls[0].request.headers["idempotency-key"]
        assert MARKER not in create.calls[0].request.headers
        request = raw.parse()
        assert isinstance(request, ServiceRequest) and request.id == "sr_01" and request._request_id == "req_c"

        again = await client.service_requests.with_raw_response.retrieve("sr_01")
        assert again.request_id == "req_r" and again.parse().status == "executed"

        listed = await client.with_raw_response.audit_logs.list(limit=1)
        page = listed.parse()
        assert isinstance(page, proctor.AsyncCursorPage) and listed.request_id == "req_l1" == page.request_id
        assert [entry.seq async for entry in page] == [1, 2]
    assert all(MARKER not in call.request.headers for call in logs.calls)
    await client.close()


async def test_async_error_raises() -> None:
    client = async_client(max_retries=0)
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/balance").mock(return_value=answer({"error": {"code": "unavailable"}}, status=503))
        with pytest.raises(proctor.ProctorError) as caught:
            await client.with_raw_response.balance.retrieve()
    assert (caught.value.status, caught.value.attempts) == (503, 1)
    await client.close()
