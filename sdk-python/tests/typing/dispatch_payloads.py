"""Type tests, checked by mypy (``[tool.mypy]`` in pyproject.toml, run by tests/test_typing.py and
the package's ``test`` script); never executed.

Each ``# type: ignore[code]`` below marks a call that MUST be a type error: with
``warn_unused_ignores`` mypy fails the run when the error goes away (the check would have stopped
catching a wrong payload), and an error of another code is not silenced by it.
"""

from __future__ import annotations

from typing_extensions import assert_type

import httpx

import proctor
from proctor.types import ServiceRequest, WebSearchSearchPayload, WebSearchSearchResult


def sync_dispatch(client: proctor.Proctor) -> None:
    # The right payload for the operation passes, as a dict or as the model.
    request = client.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert_type(request, ServiceRequest[WebSearchSearchResult])
    client.service_requests.create(operation="web_search.search", payload={"query": "q", "count": 2})
    client.service_requests.create(operation="web_search.search", payload=WebSearchSearchPayload(query="q"))
    client.service_requests.create(service="web_search", operation="search", payload={"query": "q"})
    client.service_requests.create_and_wait(operation="web_search.search", payload={"query": "q"})

    # A wrong payload is a type error: a field of the wrong type, an unknown key, a missing
    # required field, another operation's payload, an operation that is not in the catalog.
    client.service_requests.create(operation="web_search.search", payload={"query": 5})  # type: ignore[call-overload]
    client.service_requests.create(operation="web_search.search", payload={"query": "q", "nope": 1})  # type: ignore[call-overload]
    client.service_requests.create(operation="web_search.search", payload={})  # type: ignore[call-overload]
    client.service_requests.create(operation="web_search.search", payload={"csv": "a,b\n"})  # type: ignore[call-overload]
    client.service_requests.create(operation="web_search.nope", payload={"query": "q"})  # type: ignore[call-overload]
    client.service_requests.create(service="web_search", operation="search", payload={"query": 5})  # type: ignore[call-overload]
    client.service_requests.create_and_wait(operation="web_search.search", payload={"query": 5})  # type: ignore[call-overload]


def sync_raw_response(client: proctor.Proctor) -> None:
    raw = client.with_raw_response.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert_type(raw, proctor.APIResponse[ServiceRequest[WebSearchSearchResult]])
    assert_type(raw.parse(), ServiceRequest[WebSearchSearchResult])
    assert_type(raw.http_response, httpx.Response)
    assert_type(raw.request_id, "str | None")
    assert_type(raw.status_code, int)
    assert_type(raw.headers, httpx.Headers)
    page = client.with_raw_response.audit_logs.list(limit=10).parse()
    assert_type(page, proctor.SyncCursorPage[proctor.types.AuditEntry])
    assert_type(client.service_requests.with_raw_response.retrieve("sr_1").parse(), ServiceRequest)
    # The payload stays checked through the wrapper.
    client.with_raw_response.service_requests.create(operation="web_search.search", payload={"query": 5})  # type: ignore[call-overload]


async def async_dispatch(client: proctor.AsyncProctor) -> None:
    request = await client.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert_type(request, ServiceRequest[WebSearchSearchResult])
    await client.service_requests.create(operation="web_search.search", payload={"query": 5})  # type: ignore[call-overload]
    await client.service_requests.create(operation="web_search.search", payload={"query": "q", "nope": 1})  # type: ignore[call-overload]

    raw = await client.with_raw_response.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert_type(raw, proctor.APIResponse[ServiceRequest[WebSearchSearchResult]])
    assert_type(raw.parse(), ServiceRequest[WebSearchSearchResult])
    page = (await client.with_raw_response.audit_logs.list(limit=10)).parse()
    assert_type(page, proctor.AsyncCursorPage[proctor.types.AuditEntry])
    await client.with_raw_response.service_requests.create(operation="web_search.search", payload={"query": 5})  # type: ignore[call-overload]
