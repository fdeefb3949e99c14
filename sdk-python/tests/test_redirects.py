"""A redirect operation (``x-sdk.redirect``): ``storage.objects.download_url`` answers the Location,
not followed; ``storage.objects.download`` fetches it with no credential and streams the body
(respx). And the ``device_token`` option, chosen by an operation's security as the others are."""

from __future__ import annotations

import logging
from typing import Any

import httpx
import pytest
import respx

import proctor

BASE = "http://proctor.test"
STORE = "http://store.test"
SIGNED = f"{STORE}/bucket/obj_1?X-Amz-Signature=secretsignature&X-Amz-Expires=900"
COOKIE = {"cookie": "proctor_session=s3cr3t"}

pytestmark = pytest.mark.anyio


@respx.mock(base_url=BASE, assert_all_called=False)
def test_download_url_answers_the_location_unfollowed(respx_mock: respx.MockRouter) -> None:
    api = respx_mock.get("/api/v1/storage/objects/obj_1/download").mock(
        return_value=httpx.Response(302, headers={"location": "/storage/files/obj_1?expires=1&signature=abc"}, text="Found")
    )
    target = respx_mock.get("/storage/files/obj_1").mock(return_value=httpx.Response(200, content=b"bytes"))
    with proctor.Proctor(base_url=BASE) as client:
        url = client.storage.objects.download_url("obj_1", extra_headers=COOKIE)
    assert url == f"{BASE}/storage/files/obj_1?expires=1&signature=abc"
    assert not target.called
    assert api.calls.last.request.headers["cookie"] == "proctor_session=s3cr3t"


@respx.mock
def test_download_streams_the_signed_url_with_no_credential(caplog: pytest.LogCaptureFixture) -> None:
    respx.get(f"{BASE}/api/v1/storage/objects/obj_1/download").mock(return_value=httpx.Response(302, headers={"location": SIGNED}))
    signed = respx.get(f"{STORE}/bucket/obj_1").mock(
        side_effect=[
            httpx.Response(503, headers={"retry-after": "0"}),
            httpx.Response(200, content=b"\x01\x02\x03\x04", headers={"content-type": "application/octet-stream"}),
        ]
    )
    caplog.set_level(logging.DEBUG, logger="proctor")
    with proctor.Proctor(base_url=BASE, token="service_pat_live_tok", default_headers={"X-Team": "t1"}) as client:
        client._client.cookies.set("proctor_session", "kept")
        with client.storage.objects.download("obj_1", extra_headers=COOKIE) as download:
            assert not download.http_response.is_stream_consumed
            assert b"".join(download.iter_bytes()) == b"\x01\x02\x03\x04"
    assert signed.call_count == 2
    for call in signed.calls:
        headers = call.request.headers
        assert "cookie" not in headers and "authorization" not in headers and "x-team" not in headers
    assert f"{STORE}/bucket/obj_1?…" in caplog.text
    assert "secretsignature" not in caplog.text


@respx.mock
def test_errors_before_and_after_the_redirect() -> None:
    respx.get(f"{BASE}/api/v1/storage/objects/obj_2/download").mock(
        return_value=httpx.Response(409, json={"error": {"code": "conflict", "message": "The object has no bytes yet"}})
    )
    respx.get(f"{BASE}/api/v1/storage/objects/obj_1/download").mock(return_value=httpx.Response(302, headers={"location": SIGNED}))
    respx.get(f"{STORE}/bucket/obj_1").mock(return_value=httpx.Response(403, text="<Error><Code>AccessDenied</Code></Error>"))
    respx.get(f"{BASE}/api/v1/storage/objects/obj_3/download").mock(return_value=httpx.Response(302))
    with proctor.Proctor(base_url=BASE, max_retries=0) as client:
        with pytest.raises(proctor.ProctorError) as conflict:
            client.storage.objects.download("obj_2", extra_headers=COOKIE)
        assert (conflict.value.kind, conflict.value.status, conflict.value.message) == ("conflict", 409, "The object has no bytes yet")
        with pytest.raises(proctor.ProctorError) as denied:
            client.storage.objects.download("obj_1", extra_headers=COOKIE)
        assert (denied.value.kind, denied.value.status) == ("unauthorized", 403)
        with pytest.raises(proctor.ProctorError) as nowhere:
            client.storage.objects.download_url("obj_3", extra_headers=COOKIE)
        assert (nowhere.value.kind, nowhere.value.status) == ("invalid_response", 302)


@respx.mock
async def test_async_download_streams() -> None:
    respx.get(f"{BASE}/api/v1/storage/objects/obj_1/download").mock(return_value=httpx.Response(302, headers={"location": SIGNED}))
    respx.get(f"{STORE}/bucket/obj_1").mock(return_value=httpx.Response(200, content=b"abc" * 1000))
    async with proctor.AsyncProctor(base_url=BASE) as client:
        assert await client.storage.objects.download_url("obj_1", extra_headers=COOKIE) == SIGNED
        async with await client.storage.objects.download("obj_1", extra_headers=COOKIE) as download:
            assert b"".join([chunk async for chunk in download.iter_bytes()]) == b"abc" * 1000
        assert download.http_response.is_closed


@respx.mock(base_url=BASE)
def test_device_token_goes_where_the_security_lists_it(respx_mock: respx.MockRouter, monkeypatch: pytest.MonkeyPatch) -> None:
    sessions = respx_mock.get("/api/v1/devices/dev_1/sessions").mock(return_value=httpx.Response(200, json={"data": [], "next_cursor": None}))
    queue = respx_mock.post("/api/v1/devices/dev_1/commands").mock(return_value=httpx.Response(201, json=_command()))
    with proctor.Proctor(base_url=BASE, token="service_pat_live_tok", device_token="device_token_dev") as client:
        list(client.devices.list_sessions("dev_1"))
        client.devices.queue_command("dev_1", command="print")
        assert client.with_options(timeout=1.0).device_token == "device_token_dev"
    assert sessions.calls.last.request.headers["authorization"] == "Bearer device_token_dev"
    assert queue.calls.last.request.headers["authorization"] == "Bearer service_pat_live_tok"
    monkeypatch.setenv("PROCTOR_DEVICE_TOKEN", "device_token_env")
    assert proctor.Proctor(base_url=BASE).device_token == "device_token_env"
    with pytest.raises(ValueError, match="device_token must look like device_token_"):
        proctor.Proctor(base_url=BASE, device_token="agent_key_test_x")


def _command() -> dict[str, Any]:
    return {
        "id": "dcmd_1",
        "device_id": "dev_1",
        "command": "print",
        "payload": {},
        "status": "pending",
        "result": None,
        "claimed_until": None,
        "claims": 0,
        "created_at": "2026-01-01T00:00:00.000Z",
        "done_at": None,
    }
