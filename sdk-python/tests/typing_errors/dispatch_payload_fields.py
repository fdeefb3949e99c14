"""A wrong payload, and the mypy error each must give (a trailing ``# E`` comment, checked by
tests/test_typing.py): one that names the bad field, not "No overload variant" and a note per
overload. Outside tests/typing/, whose files must pass mypy; never executed."""

from __future__ import annotations

import proctor


def wrong_payloads(client: proctor.Proctor) -> None:
    dispatch = client.service_requests.dispatch
    dispatch.data_csv_parse({"cvs": "a,b\n"})  # E: Extra key "cvs" for TypedDict "DataCsvParsePayload"
    dispatch.data_csv_parse({"csv": 5})  # E: Incompatible types (expression has type "int", TypedDict item "csv" has type "str")
    dispatch.data_csv_parse({"header": True})  # E: Missing key "csv" for TypedDict "DataCsvParsePayload"
    dispatch.web_search_search_and_wait({"query": "q", "count": "2"})  # E: Incompatible types (expression has type "str", TypedDict item "count" has type "int")
    dispatch.text_generation_generate({"model": "m", "messages": [{"role": "user", "contnt": "hi"}]})  # E: List item 0 has incompatible type "dict[str, str]"; expected "Messages | Messages1 | Messages2"


async def wrong_payloads_async(client: proctor.AsyncProctor) -> None:
    await client.service_requests.dispatch.email_send({"to": "a@example.com", "subjet": "s", "body": "b"})  # E: Extra key "subjet" for TypedDict "EmailSendPayload"
