"""The shared HTTP-behaviour table (``sdk-conformance/cases.json``), run for both clients."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

import httpx
import pytest
import respx

import proctor
from proctor._generated.operations import OPERATION_METHODS

from .support import to_data, with_fake_time

TABLE = Path(__file__).resolve().parents[2] / "sdk-conformance" / "cases.json"
DOCUMENT = json.loads(TABLE.read_text())
CASES = DOCUMENT["cases"]

_MISSING = object()


def make_client(case: dict[str, Any], asynchronous: bool) -> Any:
    options = {**DOCUMENT["client"], **(case.get("client") or {})}
    cls = proctor.AsyncProctor if asynchronous else proctor.Proctor
    return cls(
        base_url=options["base_url"],
        agent_key=options.get("agent_key"),
        token=options.get("token"),
        device_token=options.get("device_token"),
        max_retries=options["max_retries"],
        timeout=options["timeout_ms"] / 1000,
    )


def bound_method(client: Any, operation_id: str) -> Any:
    resource_path, method = OPERATION_METHODS[operation_id]
    target = client
    for part in resource_path:
        target = getattr(target, part)
    return getattr(target, method)


def call_kwargs(request: dict[str, Any]) -> dict[str, Any]:
    kwargs: dict[str, Any] = {}
    for source in ("path_params", "query", "body"):
        for name, value in (request.get(source) or {}).items():
            kwargs[name + "_" if name in ("from", "self") else name] = value
    if request.get("headers"):
        kwargs["extra_headers"] = request["headers"]
    if request.get("idempotency_key"):
        kwargs["idempotency_key"] = request["idempotency_key"]
    return kwargs


def mock_responses(router: respx.MockRouter, case: dict[str, Any], sent: list[httpx.Request]) -> None:
    planned = list(case["responses"])

    def answer(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        if len(sent) > len(planned):
            raise AssertionError(f"unexpected attempt {len(sent)}: only {len(planned)} responses planned")
        spec = planned[len(sent) - 1]
        if spec.get("network_error"):
            raise httpx.ConnectError("connection refused (mocked)", request=request)
        headers = dict(spec.get("headers") or {})
        if "sse" in spec:
            return httpx.Response(spec["status"], headers={**headers, "content-type": "text/event-stream"}, stream=SseBody(spec, request))
        if "body" in spec:
            return httpx.Response(spec["status"], headers=headers, json=spec["body"])
        if "raw_body" in spec:
            return httpx.Response(spec["status"], headers=headers, content=spec["raw_body"].encode())
        return httpx.Response(spec["status"], headers=headers)

    router.route().mock(side_effect=answer)


class SseBody(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A text/event-stream body: its bytes, then the end, or a reset (`network_error_after`)."""

    def __init__(self, spec: dict[str, Any], request: httpx.Request) -> None:
        self.spec, self.request = spec, request

    def _chunks(self) -> list[bytes]:
        return [self.spec["sse"].encode()]

    def _end(self) -> None:
        if self.spec.get("network_error_after"):
            raise httpx.ReadError("connection reset (mocked)", request=self.request)

    def __iter__(self) -> Any:
        yield from self._chunks()
        self._end()

    async def __aiter__(self) -> Any:
        for chunk in self._chunks():
            yield chunk
        self._end()


def read_stream(result: Any, events: list[Any]) -> Any:
    """A stream read to its end into `events`, as `{event, id, data}`; other results as they are."""
    if isinstance(result, proctor.Stream):
        for event in result:
            events.append({"event": event.event, "id": event.id, "data": to_data(event.data)})
        return None
    return result


async def aread_stream(result: Any, events: list[Any]) -> Any:
    if isinstance(result, proctor.AsyncStream):
        async for event in result:
            events.append({"event": event.event, "id": event.id, "data": to_data(event.data)})
        return None
    return await result


def check(
    case: dict[str, Any],
    client: Any,
    outcome: Any,
    error: proctor.ProctorError | None,
    sent: list[httpx.Request],
    sleeps: list[float],
    events: list[Any] | None = None,
) -> None:
    expect = case["expect"]
    if "events" in expect:
        assert events == expect["events"], f"events: {events}"
    if "last_event_ids" in expect:
        assert [request.headers.get("last-event-id") for request in sent] == expect["last_event_ids"]
    credentials = {
        "{agent_key}": client.agent_key or "",
        "{token}": client.token or "",
        "{device_token}": client.device_token or "",
        "{sdk_language}": "python",
        "{sdk_version}": proctor.__version__,
    }
    assert len(sent) == expect["attempts"], f"attempts: {len(sent)}"

    if "error" in expect:
        assert error is not None, f"expected an error, got {outcome!r}"
        want = expect["error"]
        for name in ("kind", "status", "code", "message", "request_id", "attempts"):
            if name in want:
                assert getattr(error, name) == want[name], f"error.{name}: {getattr(error, name)!r} != {want[name]!r}"
        if "retry_after" in want:
            assert error.retry_after == pytest.approx(want["retry_after"])
        if want.get("idempotency_key_set"):
            assert error.idempotency_key and error.idempotency_key == sent[0].headers.get("idempotency-key")
    else:
        assert error is None, f"unexpected {error!r}"
        if "result" in expect:
            assert to_data(outcome) == expect["result"]
        if "request_id" in expect:
            got = getattr(outcome, "_request_id", None) if not hasattr(outcome, "request_id") else outcome.request_id
            assert got == expect["request_id"]

    if sent:
        first = sent[0]
        if "method" in expect:
            assert first.method == expect["method"]
        if "path" in expect:
            assert first.url.path == expect["path"]
        if "query" in expect:
            assert dict(parse_qsl(first.url.query.decode())) == expect["query"]
        for name, value in (expect.get("request_headers") or {}).items():
            for placeholder, real in credentials.items():
                value = value.replace(placeholder, real)
            assert first.headers.get(name) == value, f"header {name}: {first.headers.get(name)!r}"
        if "request_body" in expect:
            assert json.loads(first.content) == expect["request_body"]
        if "idempotency_key" in expect:
            key = first.headers.get("idempotency-key")
            if expect["idempotency_key"] == "uuid4":
                assert key is not None and uuid.UUID(key).version == 4 and str(uuid.UUID(key)) == key
            else:
                assert key == expect["idempotency_key"]
        if expect.get("same_idempotency_key"):
            keys = {request.headers.get("idempotency-key") for request in sent}
            assert len(keys) == 1 and None not in keys, keys

    if "retry_delays_ms" in expect:
        assert len(sleeps) == len(expect["retry_delays_ms"]), f"waits: {sleeps}"
        for waited, (low, high) in zip(sleeps, expect["retry_delays_ms"]):
            assert low <= waited * 1000 <= high, f"wait {waited * 1000} ms outside [{low}, {high}]"


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_sync(case: dict[str, Any]) -> None:
    client = make_client(case, asynchronous=False)
    clock = with_fake_time(client)
    sent: list[httpx.Request] = []
    events: list[Any] = []
    outcome: Any = None
    error: proctor.ProctorError | None = None
    with respx.mock(assert_all_called=False) as router:
        mock_responses(router, case, sent)
        try:
            outcome = read_stream(bound_method(client, case["request"]["operation"])(**call_kwargs(case["request"])), events)
        except proctor.ProctorError as exc:
            error = exc
    check(case, client, outcome, error, sent, clock.sleeps, events)


@pytest.mark.anyio
@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
async def test_async(case: dict[str, Any]) -> None:
    client = make_client(case, asynchronous=True)
    clock = with_fake_time(client)
    sent: list[httpx.Request] = []
    events: list[Any] = []
    outcome: Any = None
    error: proctor.ProctorError | None = None
    with respx.mock(assert_all_called=False) as router:
        mock_responses(router, case, sent)
        try:
            outcome = await aread_stream(bound_method(client, case["request"]["operation"])(**call_kwargs(case["request"])), events)
        except proctor.ProctorError as exc:
            error = exc
    check(case, client, outcome, error, sent, clock.sleeps, events)


def test_table_covers_only_known_operations() -> None:
    unknown = {c["request"]["operation"] for c in CASES} - set(OPERATION_METHODS)
    assert not unknown
