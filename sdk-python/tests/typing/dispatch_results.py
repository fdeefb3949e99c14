"""Type tests of typed dispatch results and ``on_poll`` (checked by mypy, never executed; see
dispatch_payloads.py): each operation's request carries its result model."""

from __future__ import annotations

from typing import Any

from typing_extensions import assert_type

import proctor
from proctor.types import DataCsvParseResult, ServiceRequest, WebSearchSearchResult


def sync_results(client: proctor.Proctor) -> None:
    request = client.service_requests.create(operation="data.csv_parse", payload={"csv": "a\n1\n"})
    assert_type(request, ServiceRequest[DataCsvParseResult])
    assert_type(request.result, "DataCsvParseResult | dict[str, Any] | None")
    if isinstance(request.result, DataCsvParseResult):
        assert_type(request.result.row_count, int)

    split = client.service_requests.create(service="web_search", operation="search", payload={"query": "q"})
    assert_type(split, ServiceRequest[WebSearchSearchResult])

    def seen(state: ServiceRequest[WebSearchSearchResult]) -> None: ...

    done = client.service_requests.create_and_wait(operation="web_search.search", payload={"query": "q"}, on_poll=seen)
    assert_type(done, ServiceRequest[WebSearchSearchResult])
    # on_poll takes the operation's request: a callback for another operation's is a type error.
    client.service_requests.create_and_wait(operation="data.csv_parse", payload={"csv": "a"}, on_poll=seen)  # type: ignore[call-overload]

    # One method per operation returns the same types.
    assert_type(client.service_requests.dispatch.data_csv_parse({"csv": "a\n1\n"}), ServiceRequest[DataCsvParseResult])
    waited = client.service_requests.dispatch.web_search_search_and_wait({"query": "q"}, on_poll=seen, max_wait=30)
    assert_type(waited, ServiceRequest[WebSearchSearchResult])

    # A request read back without its operation known keeps a plain dict (parse_result reads it).
    assert_type(client.service_requests.retrieve("sr_1").result, "dict[str, Any] | None")


async def async_results(client: proctor.AsyncProctor) -> None:
    request = await client.service_requests.create(operation="data.csv_parse", payload={"csv": "a\n1\n"})
    assert_type(request, ServiceRequest[DataCsvParseResult])
    done = await client.service_requests.create_and_wait(
        operation="data.csv_parse", payload={"csv": "a"}, on_poll=lambda state: print(state.status)
    )
    assert_type(done, ServiceRequest[DataCsvParseResult])
    assert_type(await client.service_requests.dispatch.data_csv_parse({"csv": "a"}), ServiceRequest[DataCsvParseResult])
    assert_type(
        await client.service_requests.dispatch.data_csv_parse_and_wait({"csv": "a"}), ServiceRequest[DataCsvParseResult]
    )
