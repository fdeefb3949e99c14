"""The runtime beyond the shared table: options, jitter, timeout, pagination, create_and_wait."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import httpx
import pytest
import respx

import proctor
from proctor._base_client import parse_retry_after, retry_delay, should_retry

from .support import to_data, with_fake_time

BASE = "http://proctor.test"
AGENT_KEY = "agent_key_test_abc"
TOKEN = "service_pat_live_abc"


def sr(status: str, **extra: Any) -> dict[str, Any]:
    return {
        "id": "sr_01", "agent_id": "agt_01", "status": status, "operation": "web_search.search", "mode": "test",
        "payload": {}, "result": {"results": []} if status == "executed" else None, "cost_cents": 0,
        "created_at": "2026-01-01T00:00:00.000Z",
        "completed_at": None if status in ("running", "approval_required") else "2026-01-01T00:00:00.000Z", **extra,
    }  # fmt: skip


def sync_client(**options: Any) -> proctor.Proctor:
    return proctor.Proctor(**{"base_url": BASE, "agent_key": AGENT_KEY, "token": TOKEN, **options})


def async_client(**options: Any) -> proctor.AsyncProctor:
    return proctor.AsyncProctor(**{"base_url": BASE, "agent_key": AGENT_KEY, "token": TOKEN, **options})


# -- options ------------------------------------------------------------------------------------


def test_version() -> None:
    assert proctor.__version__ == "0.2.0"


def test_environment_fallbacks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PROCTOR_AGENT_KEY", "agent_key_live_env")
    monkeypatch.setenv("PROCTOR_TOKEN", "service_pat_live_env")
    monkeypatch.setenv("PROCTOR_BASE_URL", "https://proctor.example/api/v1/")
    client = proctor.Proctor()
    assert (client.agent_key, client.token, client.base_url) == (
        "agent_key_live_env", "service_pat_live_env", "https://proctor.example",
    )  # fmt: skip
    explicit = proctor.Proctor(agent_key="agent_key_test_x", token="service_pat_live_y", base_url="http://h:1")
    assert (explicit.agent_key, explicit.token, explicit.base_url) == ("agent_key_test_x", "service_pat_live_y", "http://h:1")


def test_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("PROCTOR_AGENT_KEY", "PROCTOR_TOKEN", "PROCTOR_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    client = proctor.Proctor()
    assert client.agent_key is None and client.token is None
    assert client.base_url == "http://127.0.0.1:8787"
    assert client.max_retries == 2 and client.timeout == 60.0


@pytest.mark.parametrize(
    "options",
    [
        {"agent_key": "service_pat_live_x"},
        {"token": "agent_key_live_x"},
        {"base_url": "ftp://x"},
        {"base_url": "http://x/?q=1"},
        {"max_retries": -1},
        {"max_retries": 1.5},
        {"timeout": 0},
        {"timeout": float("inf")},
        {"http_client": httpx.AsyncClient()},
    ],
)
def test_invalid_options_fail_at_construction(options: dict[str, Any]) -> None:
    with pytest.raises((ValueError, TypeError)):
        proctor.Proctor(**options)


# -- retry rules --------------------------------------------------------------------------------


def test_with_options_keeps_every_option_it_does_not_change() -> None:
    import logging

    events: list[proctor.RetryEvent] = []
    own_logger = logging.getLogger("proctor.test")
    client = sync_client(max_retries=4, timeout=12.5, default_headers={"X-Team": "a"}, on_retry=events.append, logger=own_logger)
    copy = client.with_options(agent_key="agent_key_live_other")
    assert isinstance(copy, proctor.Proctor)
    assert (copy.agent_key, copy.token, copy.base_url) == ("agent_key_live_other", TOKEN, BASE)
    assert (copy.max_retries, copy.timeout, copy.default_headers) == (4, 12.5, {"X-Team": "a"})
    assert copy.on_retry is client.on_retry and copy._logger is own_logger and copy._client is client._client
    with_fake_time(copy)
    with respx.mock(base_url=BASE) as router:
        route = router.get("/api/v1/agents/agt_01").mock(side_effect=[httpx.Response(503), httpx.Response(200, json={"id": "agt_01"})])
        copy.agents.retrieve("agt_01")
    assert route.calls[0].request.headers["x-team"] == "a"
    assert [e.attempt for e in events] == [1]
    copy.close()
    assert not client._client.is_closed


async def test_async_with_options_keeps_every_option_it_does_not_change() -> None:
    client = async_client(max_retries=0, timeout=3.0)
    copy = client.with_options(token="service_pat_live_other")
    assert isinstance(copy, proctor.AsyncProctor)
    assert (copy.agent_key, copy.token, copy.max_retries, copy.timeout) == (AGENT_KEY, "service_pat_live_other", 0, 3.0)
    assert copy._client is client._client


def test_reason_codes_are_an_open_set() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/service-requests/sr_01").mock(
            side_effect=[
                httpx.Response(200, json=sr("blocked", result={"detail": "d"}, reason_code="policy_violation")),
                httpx.Response(200, json=sr("blocked", result={"detail": "d"}, reason_code="brand_new_reason")),
            ]
        )
        assert client.service_requests.retrieve("sr_01").reason_code == proctor.ReasonCode.POLICY_VIOLATION
        assert client.service_requests.retrieve("sr_01").reason_code == "brand_new_reason"


def test_retry_set() -> None:
    for status in (429, 502, 503, 504, None):
        assert should_retry("GET", {}, status)
        assert should_retry("POST", {"Idempotency-Key": "k"}, status)
        assert not should_retry("POST", {}, status)
        assert not should_retry("PATCH", {}, status)
    for status in (400, 401, 403, 404, 409, 500, 501):
        assert not should_retry("GET", {}, status)


def test_full_jitter_bounds() -> None:
    rng = random.Random(1)
    for retry_index, ceiling in enumerate([0.5, 1, 2, 4, 8, 8, 8]):
        delays = [retry_delay(retry_index, rng.random()) for _ in range(2000)]
        assert 0 <= min(delays) and max(delays) < ceiling
        assert max(delays) > ceiling * 0.9  # it is jitter over the whole range, not a constant
    assert retry_delay(0, 0.0) == 0 and retry_delay(10, 0.999999) < 8


def test_retry_after_forms() -> None:
    assert parse_retry_after("3") == 3 and parse_retry_after("1.5") == 1.5
    assert parse_retry_after("Wed, 21 Oct 2015 07:28:10 GMT", now=1445412480.0) == 10.0
    assert parse_retry_after("soon") is None and parse_retry_after(None) is None
    assert parse_retry_after("-5") == 0


def test_on_retry_hook_and_redacted_debug_log(caplog: pytest.LogCaptureFixture) -> None:
    events: list[proctor.RetryEvent] = []
    client = sync_client(on_retry=events.append)
    with_fake_time(client)
    with respx.mock(base_url=BASE) as router, caplog.at_level("DEBUG", logger="proctor"):
        router.get("/api/v1/balance").mock(side_effect=[httpx.Response(503), httpx.Response(200, json={"balance_cents": 1, "held_cents": 0, "currency": "usd"})])
        assert client.balance.retrieve().balance_cents == 1
    assert [(e.attempt, e.error.status) for e in events] == [(1, 503)]
    assert TOKEN not in caplog.text and "<redacted>" in caplog.text


def test_overall_timeout_covers_attempts_and_waits() -> None:
    client = sync_client(timeout=1.0, max_retries=10)
    clock = with_fake_time(client)
    client._random = lambda: 0.999  # waits near the ceiling: 0.5, then 1.0 would pass the deadline
    with respx.mock(base_url=BASE) as router:
        route = router.get("/api/v1/balance").mock(return_value=httpx.Response(503))
        with pytest.raises(proctor.ProctorError) as caught:
            client.balance.retrieve()
    assert route.call_count == 2 and caught.value.status == 503
    assert sum(clock.sleeps) < 1.0


def test_overall_timeout_on_a_slow_server() -> None:
    client = sync_client(timeout=0.2, max_retries=2)
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/balance").mock(side_effect=httpx.ReadTimeout("slow"))
        with pytest.raises(proctor.ProctorError) as caught:
            client.balance.retrieve()
    # The mocked read timeout does not consume time: it is a network error, retried, then raised.
    assert caught.value.kind == "network"


async def test_async_overall_timeout_is_enforced_on_the_loop() -> None:
    async def slow(_request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(5)
        return httpx.Response(200, json={})

    client = async_client(timeout=0.1)
    with respx.mock(base_url=BASE, assert_all_called=False) as router:
        router.get("/api/v1/balance").mock(side_effect=slow)
        with pytest.raises(proctor.ProctorError) as caught:
            await client.balance.retrieve()
    assert (caught.value.kind, caught.value.code, caught.value.attempts) == ("network", "timeout", 1)


async def test_async_retry_sleeps_on_the_event_loop_and_can_be_cancelled() -> None:
    client = async_client(max_retries=2)
    slept = asyncio.Event()

    async def never(seconds: float) -> None:
        slept.set()
        await asyncio.sleep(3600)

    client._sleep = never
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/balance").mock(return_value=httpx.Response(503))
        task = asyncio.ensure_future(client.balance.retrieve())
        await asyncio.wait_for(slept.wait(), 1)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task


pytestmark = pytest.mark.anyio


# -- errors ---------------------------------------------------------------------------------------


def test_error_carries_the_envelope() -> None:
    client = sync_client()
    body = {"error": {"code": "invalid_request", "message": "bad", "request_id": "req_1", "details": [{"path": "name", "message": "Required"}]}}
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/agents").mock(return_value=httpx.Response(400, json=body, headers={"x-request-id": "req_1"}))
        with pytest.raises(proctor.ProctorError) as caught:
            client.agents.create(name="")
    error = caught.value
    assert (error.kind, error.status, error.code, error.message, error.request_id) == ("http", 400, "invalid_request", "bad", "req_1")
    assert error.details == [{"path": "name", "message": "Required"}] and error.attempts == 1


def test_not_given_is_left_out_and_none_is_null() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        route = router.patch("/api/v1/agents/agt_1/budget").mock(return_value=httpx.Response(200, json={"id": "agt_1"}))
        client.agents.set_budget("agt_1", monthly_budget_cents=None)
        create = router.post("/api/v1/agents").mock(return_value=httpx.Response(201, json={}))
        client.agents.create(name="A")
    assert json.loads(route.calls[0].request.content) == {"monthly_budget_cents": None}
    assert json.loads(create.calls[0].request.content) == {"name": "A"}


def test_agent_fields_go_out_under_the_spec_names() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        create = router.post("/api/v1/agents").mock(return_value=httpx.Response(201, json={}))
        client.agents.create(name="A", system_prompt="Be brief.", voice_config={"language": "pt-BR"}, default_model_id="m")
    sent = json.loads(create.calls[0].request.content)
    assert sent == {"name": "A", "systemPrompt": "Be brief.", "voiceConfig": {"language": "pt-BR"}, "defaultModelId": "m"}


def test_session_cookie_operations_send_no_bearer() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        route = router.post("/api/v1/personal-tokens").mock(return_value=httpx.Response(201, json={"token": "t"}))
        client.personal_tokens.create(name="ci", extra_headers={"cookie": "proctor_session=s"})
        with pytest.raises(proctor.ProctorError) as caught:
            client.personal_tokens.create(name="ci")
    request = route.calls[0].request
    assert "authorization" not in request.headers and request.headers["origin"] == BASE
    assert caught.value.code == "missing_credential" and caught.value.attempts == 0


def test_typed_payload_models_are_sent_as_json() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        route = router.post("/api/v1/service-requests").mock(return_value=httpx.Response(200, json=sr("executed")))
        request = client.service_requests.create(
            operation="web_search.search", payload=proctor.types.WebSearchSearchPayload(query="q")
        )
    assert json.loads(route.calls[0].request.content) == {"operation": "web_search.search", "payload": {"query": "q"}}
    assert isinstance(proctor.parse_result(request), proctor.types.WebSearchSearchResult)


# -- pagination -----------------------------------------------------------------------------------


def entry(seq: int) -> dict[str, Any]:
    return {"id": f"aud_{seq}", "seq": seq}


def pages(*bodies: dict[str, Any]) -> list[httpx.Response]:
    return [httpx.Response(200, json=body) for body in bodies]


def test_iteration_follows_cursors_through_empty_pages() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        route = router.get("/api/v1/audit-logs").mock(
            side_effect=pages(
                {"data": [entry(1), entry(2)], "next_cursor": "2"},
                {"data": [], "next_cursor": "3"},
                {"data": [entry(3)], "next_cursor": None},
            )
        )
        seqs = [e.seq for e in client.audit_logs.list(limit=2)]
    assert seqs == [1, 2, 3]
    assert [c.request.url.params.get("cursor") for c in route.calls] == [None, "2", "3"]
    assert all(c.request.url.params["limit"] == "2" for c in route.calls)


def test_repeated_cursor_raises() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/audit-logs").mock(
            side_effect=pages({"data": [entry(1)], "next_cursor": "a"}, {"data": [entry(2)], "next_cursor": "a"})
        )
        seen = []
        with pytest.raises(proctor.ProctorError) as caught:
            for item in client.audit_logs.list():
                seen.append(item.seq)
    assert seen == [1, 2] and (caught.value.kind, caught.value.code) == ("invalid_response", "repeated_cursor")


def test_a_cursor_passed_in_and_echoed_back_raises() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/audit-logs").mock(side_effect=pages({"data": [], "next_cursor": "7"}))
        page = client.audit_logs.list(cursor="7")
        with pytest.raises(proctor.ProctorError):
            page.get_next_page()


async def test_async_iteration_without_awaiting_first_and_by_page() -> None:
    client = async_client()
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/audit-logs").mock(
            side_effect=pages(
                {"data": [entry(1)], "next_cursor": "1"},
                {"data": [entry(2)], "next_cursor": None},
                {"data": [entry(1)], "next_cursor": "1"},
                {"data": [entry(2)], "next_cursor": None},
                {"data": [entry(1)], "next_cursor": "1"},
            )
        )
        assert [e.seq async for e in client.audit_logs.list()] == [1, 2]
        assert [len(p.data) async for p in client.audit_logs.list().iter_pages()] == [1, 1]
        first = await client.audit_logs.list()
        assert to_data(first) == {"data": [entry(1)], "next_cursor": "1"} and first.has_next_page()


# -- create_and_wait ------------------------------------------------------------------------------


def test_create_and_wait_schedule_and_key() -> None:
    client = sync_client()
    clock = with_fake_time(client)
    with respx.mock(base_url=BASE) as router:
        create = router.post("/api/v1/service-requests").mock(return_value=httpx.Response(202, json=sr("running")))
        poll = router.get("/api/v1/service-requests/sr_01").mock(
            side_effect=[httpx.Response(200, json=sr("running"))] * 6
            + [httpx.Response(200, json=sr("approval_required"))]
            + [httpx.Response(200, json=sr("executed"))]
        )
        done = client.service_requests.create_and_wait(operation="web_search.search", payload={"query": "q"})
    assert done.status == "executed" and create.call_count == 1 and poll.call_count == 8
    assert clock.sleeps == pytest.approx([2, 3, 4.5, 6.75, 10, 10, 10, 10])
    assert poll.calls[0].request.headers["authorization"] == f"Bearer {AGENT_KEY}"


@pytest.mark.parametrize("outcome", ["executed", "failed", "blocked"])
def test_create_and_wait_returns_outcomes_at_once(outcome: str) -> None:
    client = sync_client()
    clock = with_fake_time(client)
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(200, json=sr(outcome)))
        assert client.service_requests.create_and_wait(operation="web_search.search", payload={"query": "q"}).status == outcome
    assert clock.sleeps == []


def test_create_and_wait_times_out_with_the_last_state() -> None:
    client = sync_client()
    clock = with_fake_time(client)
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(202, json=sr("running")))
        poll = router.get("/api/v1/service-requests/sr_01").mock(return_value=httpx.Response(200, json=sr("running")))
        with pytest.raises(proctor.ProctorWaitTimeoutError) as caught:
            client.service_requests.create_and_wait(operation="web_search.search", payload={"query": "q"})
    error = caught.value
    assert isinstance(error, proctor.ProctorError) and (error.kind, error.code) == ("timeout", "wait_timeout")
    assert error.last_state.status == "running" and error.waited == pytest.approx(300)
    assert sum(clock.sleeps) == pytest.approx(300) and poll.call_count == len(clock.sleeps)


async def test_async_create_and_wait_uses_the_injected_sleep() -> None:
    client = async_client()
    clock = with_fake_time(client)
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(202, json=sr("running")))
        router.get("/api/v1/service-requests/sr_01").mock(
            side_effect=[httpx.Response(200, json=sr("running")), httpx.Response(200, json=sr("executed"))]
        )
        done = await client.service_requests.create_and_wait(operation="web_search.search", payload={"query": "q"})
    assert done.status == "executed" and clock.sleeps == pytest.approx([2, 3])


async def test_async_create_and_wait_is_cancellable_mid_sleep() -> None:
    client = async_client()
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(202, json=sr("running")))
        task = asyncio.ensure_future(
            client.service_requests.create_and_wait(operation="web_search.search", payload={"query": "q"})
        )
        await asyncio.sleep(0.05)  # the real 2 s first wait is under way
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
