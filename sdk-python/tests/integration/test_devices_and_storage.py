"""A device with its own token (``device_token``) and storage downloads (``x-sdk.redirect``),
synchronous and asynchronous, against the real server and its local storage backend."""

from __future__ import annotations

import hashlib
import uuid

import httpx
import pytest

import proctor

from .server import Fixture


def _cookie(server: Fixture) -> dict[str, str]:
    return {"cookie": "; ".join(f"{name}={value}" for name, value in server.cookies.items())}


def _device(person: proctor.Proctor, name: str) -> tuple[str, str]:
    made = person.devices.register(name=name)
    assert made.token.startswith("device_token_")
    return made.device.id, made.token


def test_a_device_heartbeats_claims_and_completes_with_its_token(server: Fixture) -> None:
    with proctor.Proctor(token=server.token, base_url=server.base_url) as person:
        device_id, token = _device(person, "Python printer")
        # Both credentials: the device routes send the device token, the others the person's.
        with proctor.Proctor(device_token=token, token=server.token, base_url=server.base_url) as device:
            beat = device.devices.heartbeat(device_id)
            assert (beat.id, beat.online) == (device_id, True)
            first = device.devices.queue_command(device_id, command="print", payload={"copies": 2})
            second = person.devices.queue_command(device_id, command="eject")
            claimed = device.devices.claim_commands(device_id, status="pending")
            assert [(c.id, c.command, c.claims) for c in claimed.data] == [(first.id, "print", 1), (second.id, "eject", 1)]
            assert device.devices.claim_commands(device_id, status="pending").data == []
            done = device.devices.complete_command(device_id, first.id, result={"printed": 2})
            assert (done.status, done.result) == ("done", {"printed": 2})
            with pytest.raises(proctor.ProctorError) as again:
                device.devices.complete_command(device_id, first.id, result={})
            assert (again.value.kind, again.value.status) == ("conflict", 409)
        # People read the commands with their outcomes, claiming none.
        history = person.devices.list_commands(device_id, order="desc")
        assert [(c.id, c.status, c.result) for c in history.data] == [(second.id, "pending", None), (first.id, "done", {"printed": 2})]
        with pytest.raises(proctor.ProctorError) as missing:
            person.devices.heartbeat(device_id)
        assert missing.value.code == "missing_credential" and missing.value.attempts == 0
        assert "PROCTOR_DEVICE_TOKEN" in missing.value.message


def test_device_token_from_the_environment_reaches_only_its_device(server: Fixture, monkeypatch: pytest.MonkeyPatch) -> None:
    with proctor.Proctor(token=server.token, base_url=server.base_url) as person:
        mine, token = _device(person, "Python sensor")
        other, _ = _device(person, "Python other")
        monkeypatch.setenv("PROCTOR_DEVICE_TOKEN", token)
        monkeypatch.delenv("PROCTOR_TOKEN", raising=False)
        with proctor.Proctor(base_url=server.base_url) as device:
            assert device.device_token == token
            assert device.devices.heartbeat(mine).online is True
            with pytest.raises(proctor.ProctorError) as elsewhere:
                device.devices.heartbeat(other)
            assert (elsewhere.value.status, elsewhere.value.code) == (404, "not_found")
            person.devices.revoke(mine)
            with pytest.raises(proctor.ProctorError) as revoked:
                device.devices.heartbeat(mine)
            assert (revoked.value.kind, revoked.value.status) == ("unauthorized", 401)
    with pytest.raises(ValueError, match="device_token must look like device_token_"):
        proctor.Proctor(device_token=server.token)


@pytest.mark.anyio
async def test_async_device_claims_and_completes(server: Fixture) -> None:
    with proctor.Proctor(token=server.token, base_url=server.base_url) as person:
        device_id, token = _device(person, "Python async device")
        queued = person.devices.queue_command(device_id, command="scan")
    async with proctor.AsyncProctor(device_token=token, base_url=server.base_url) as device:
        assert (await device.devices.heartbeat(device_id)).online is True
        claimed = await device.devices.claim_commands(device_id, status="pending")
        assert [c.id for c in claimed.data] == [queued.id]
        done = await device.devices.complete_command(device_id, queued.id, result={"pages": 1})
        assert done.status == "done"


def _stored(server: Fixture, person: proctor.Proctor, data: bytes, name: str) -> str:
    created = person.storage.objects.create(
        key=f"python/{uuid.uuid4()}/{name}", content_type="text/plain", size=len(data), extra_headers=_cookie(server)
    )
    put = httpx.put(created.upload_url, content=data, headers={"content-type": "text/plain"})
    assert put.status_code == 204, put.text
    return created.object.id


class _Recorder(httpx.Client):
    """An httpx client that keeps every request it sends."""

    def __init__(self) -> None:
        super().__init__(follow_redirects=False)
        self.sent: list[httpx.Request] = []

    def send(self, request: httpx.Request, **kwargs: object) -> httpx.Response:  # type: ignore[override]
        self.sent.append(request)
        return super().send(request, **kwargs)  # type: ignore[arg-type]


def test_storage_download_url_and_streamed_download(server: Fixture) -> None:
    data = bytes(i % 251 for i in range(2 * 1024 * 1024))  # 2 MB: several chunks
    http = _Recorder()
    with proctor.Proctor(base_url=server.base_url, http_client=http) as person:
        object_id = _stored(server, person, data, "blob.txt")
        url = person.storage.objects.download_url(object_id, extra_headers=_cookie(server))
        assert url.startswith(f"{server.base_url}/storage/files/{object_id}?")
        assert str(http.sent[-1].url) == f"{server.base_url}/api/v1/storage/objects/{object_id}/download"  # not followed
        before = len(http.sent)
        with person.storage.objects.download(object_id, extra_headers=_cookie(server)) as download:
            assert isinstance(download, proctor.StreamedBinaryResponse)
            assert download.content_type == "text/plain" and download.filename == "blob.txt"
            assert not download.http_response.is_stream_consumed
            digest, chunks, size = hashlib.sha256(), 0, 0
            for chunk in download.iter_bytes(64 * 1024):
                digest.update(chunk)
                chunks, size = chunks + 1, size + len(chunk)
        assert download.http_response.is_closed
        assert (size, digest.hexdigest()) == (len(data), hashlib.sha256(data).hexdigest())
        assert chunks > 1
        api, signed = http.sent[before:]
        assert "cookie" in api.headers
        assert str(signed.url).startswith(f"{server.base_url}/storage/files/{object_id}?")
        assert "cookie" not in signed.headers and "authorization" not in signed.headers

        pending = person.storage.objects.create(key=f"python/{uuid.uuid4()}/never.txt", content_type="text/plain", size=3, extra_headers=_cookie(server))
        with pytest.raises(proctor.ProctorError) as conflict:
            person.storage.objects.download(pending.object.id, extra_headers=_cookie(server))
        assert (conflict.value.kind, conflict.value.status) == ("conflict", 409)
        with pytest.raises(proctor.ProctorError) as missing:
            person.storage.objects.download_url(object_id)
        assert missing.value.code == "missing_credential"


@pytest.mark.anyio
async def test_async_storage_download(server: Fixture) -> None:
    data = b"streamed asynchronously\n" * 10_000
    with proctor.Proctor(base_url=server.base_url) as person:
        object_id = _stored(server, person, data, "async.txt")
    async with proctor.AsyncProctor(base_url=server.base_url) as client:
        url = await client.storage.objects.download_url(object_id, extra_headers=_cookie(server))
        assert url.startswith(f"{server.base_url}/storage/files/{object_id}?")
        async with await client.storage.objects.download(object_id, extra_headers=_cookie(server)) as download:
            assert isinstance(download, proctor.AsyncStreamedBinaryResponse)
            received = b"".join([chunk async for chunk in download.iter_bytes()])
        assert received == data
