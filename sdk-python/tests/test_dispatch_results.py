"""Dispatch results typed per operation at run time, the per-operation methods, and
``create_and_wait``'s ``on_poll``."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
import respx

import proctor
from proctor.types import ServiceRequest, WebSearchSearchResult

from .support import with_fake_time
from .test_runtime import BASE, async_client, sr, sync_client

HIT = {"title": "t", "url": "https://example.com/", "snippet": "s"}


def executed() -> dict[str, Any]:
    return sr("executed", result={"results": [HIT]})


def test_an_executed_result_is_its_operation_model() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(200, json=executed(), headers={"x-request-id": "req_1"}))
        request = client.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert isinstance(request, ServiceRequest) and isinstance(request.result, WebSearchSearchResult)
    assert request.result.results[0].url == "https://example.com/"
    assert request.to_dict() == executed() and request._request_id == "req_1"


def test_blocked_and_failed_keep_their_detail() -> None:
    client = sync_client()
    for status in ("blocked", "failed"):
        with respx.mock(base_url=BASE) as router:
            body = sr(status, result={"detail": "over budget"}, reason_code="agent_budget_exceeded")
            router.post("/api/v1/service-requests").mock(return_value=httpx.Response(200, json=body))
            request = client.service_requests.create(operation="web_search.search", payload={"query": "q"})
        assert request.result == {"detail": "over budget"}


def test_an_operation_this_release_does_not_know_keeps_the_dict() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        body = sr("executed", operation="new.thing", result={"x": 1})
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(200, json=body))
        request = client.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert request.result == {"x": 1}


def test_the_per_operation_method_sends_the_dispatch() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        route = router.post("/api/v1/service-requests").mock(return_value=httpx.Response(200, json=executed()))
        request = client.service_requests.dispatch.web_search_search({"query": "q"}, idempotency_key="k-1")
    sent = route.calls[0].request
    assert json.loads(sent.content) == {"operation": "web_search.search", "payload": {"query": "q"}}
    assert sent.headers["idempotency-key"] == "k-1" and isinstance(request.result, WebSearchSearchResult)


def test_on_poll_sees_the_first_answer_then_each_poll_typed() -> None:
    client = sync_client()
    with_fake_time(client)
    seen: list[tuple[str, type]] = []
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(202, json=sr("running")))
        router.get("/api/v1/service-requests/sr_01").mock(
            side_effect=[httpx.Response(200, json=sr("approval_required", approval_id="apr_1")), httpx.Response(200, json=executed())]
        )
        done = client.service_requests.dispatch.web_search_search_and_wait(
            {"query": "q"}, on_poll=lambda state: seen.append((state.status, type(state.result)))
        )
    assert seen == [("running", type(None)), ("approval_required", type(None)), ("executed", WebSearchSearchResult)]
    assert isinstance(done.result, WebSearchSearchResult)


@pytest.mark.anyio
async def test_async_on_poll_and_typed_result() -> None:
    client = async_client()
    with_fake_time(client)
    seen: list[str] = []
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(202, json=sr("running")))
        router.get("/api/v1/service-requests/sr_01").mock(return_value=httpx.Response(200, json=executed()))
        done = await client.service_requests.create_and_wait(
            operation="web_search.search", payload={"query": "q"}, on_poll=lambda state: seen.append(state.status)
        )
    assert seen == ["running", "executed"] and isinstance(done.result, WebSearchSearchResult)
    with respx.mock(base_url=BASE) as router:
        router.post("/api/v1/service-requests").mock(return_value=httpx.Response(200, json=executed()))
        request = await client.service_requests.dispatch.web_search_search({"query": "q"})
    assert isinstance(request.result, WebSearchSearchResult)


def test_parse_result_still_reads_a_retrieved_request() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        router.get("/api/v1/service-requests/sr_01").mock(return_value=httpx.Response(200, json=executed()))
        request = client.service_requests.retrieve("sr_01")
    assert request.result == {"results": [HIT]}
    assert isinstance(proctor.parse_result(request), WebSearchSearchResult)


def test_delegated_task_id_is_sent_as_the_x_delegated_task_header() -> None:
    client = sync_client()
    with respx.mock(base_url=BASE) as router:
        route = router.post("/api/v1/service-requests").mock(return_value=httpx.Response(200, json=executed()))
        client.service_requests.create(operation="web_search.search", payload={"query": "q"}, delegated_task_id="tsk_01")
        client.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert [call.request.headers.get("x-delegated-task") for call in route.calls] == ["tsk_01", None]
