"""A call that gets no answer says where it went and what to check: the URL tried, the reason,
and whether the server is running (a closed port, as when it is not started)."""

from __future__ import annotations

import socket

import httpx
import pytest
import respx

import proctor


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])  # closed again on leaving: nothing listens there


EXPECTED = "proctor: could not reach http://127.0.0.1:{port}/api/v1/service-requests ({reason}) — is the Proctor server running?"


def test_a_refused_connection_names_the_url_and_the_likely_cause() -> None:
    port = closed_port()
    client = proctor.Proctor(base_url=f"http://127.0.0.1:{port}", agent_key="agent_key_test_x", max_retries=0)
    with pytest.raises(proctor.ProctorError) as caught:
        client.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert caught.value.kind == "network"
    assert caught.value.message == EXPECTED.format(port=port, reason="connection refused")


@pytest.mark.anyio
async def test_async_a_refused_connection_names_the_url() -> None:
    port = closed_port()
    client = proctor.AsyncProctor(base_url=f"http://127.0.0.1:{port}", agent_key="agent_key_test_x", max_retries=0)
    with pytest.raises(proctor.ProctorError) as caught:
        await client.service_requests.create(operation="web_search.search", payload={"query": "q"})
    assert caught.value.message == EXPECTED.format(port=port, reason="connection refused")


def test_a_reset_after_connecting_names_the_url_without_the_question() -> None:
    client = proctor.Proctor(base_url="http://proctor.test", token="service_pat_live_x", max_retries=0)
    with respx.mock(base_url="http://proctor.test") as router:
        router.get("/api/v1/balance").mock(side_effect=httpx.ReadError("connection reset by peer"))
        with pytest.raises(proctor.ProctorError) as caught:
            client.balance.retrieve()
    assert caught.value.message == "proctor: no answer from http://proctor.test/api/v1/balance (connection reset by peer)"
