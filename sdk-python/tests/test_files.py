"""A file operation (``x-sdk.file``): ``client.speech.create`` answers a BinaryResponse (respx)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx

import proctor

BASE = "http://proctor.test"
AGENT_KEY = "agent_key_test_abc"
UUID_V4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
# Bytes that are not UTF-8, so that reading them as text would change them.
WAV = bytes([0x52, 0x49, 0x46, 0x46, 0xFF, 0xFE, 0x00, 0x80, 0x57, 0x41, 0x56, 0x45])
HEADERS = {
    "content-type": "audio/wav",
    "content-disposition": "attachment; filename=\"speech.wav\"; filename*=UTF-8''fala%20%C3%A9.wav",
    "x-request-id": "req_file",
}

pytestmark = pytest.mark.anyio


def seen_request(route: Any) -> httpx.Request:
    request: httpx.Request = route.calls.last.request
    return request


@respx.mock(base_url=BASE)
def test_sync_create_answers_the_bytes_with_their_type_and_name(respx_mock: respx.MockRouter, tmp_path: Path) -> None:
    route = respx_mock.post("/api/v1/tts").mock(return_value=httpx.Response(200, content=WAV, headers=HEADERS))
    with proctor.Proctor(base_url=BASE, agent_key=AGENT_KEY) as client:
        audio = client.speech.create(text="Hello", voice="en-us")
    assert isinstance(audio, proctor.BinaryResponse)
    assert audio.content == WAV and audio.read() == WAV
    assert audio.content_type == "audio/wav"
    assert audio.filename == "fala é.wav"
    assert audio.request_id == "req_file"
    audio.write_to_file(tmp_path / "out.wav")
    assert (tmp_path / "out.wav").read_bytes() == WAV
    request = seen_request(route)
    assert request.headers["accept"] == "audio/wav, application/json"
    assert request.headers["authorization"] == f"Bearer {AGENT_KEY}"
    assert UUID_V4.match(request.headers["idempotency-key"])
    assert json.loads(request.content) == {"text": "Hello", "voice": "en-us"}


@respx.mock(base_url=BASE)
async def test_async_create_answers_the_bytes(respx_mock: respx.MockRouter) -> None:
    respx_mock.post("/api/v1/tts").mock(return_value=httpx.Response(200, content=WAV, headers={"content-type": "audio/wav"}))
    async with proctor.AsyncProctor(base_url=BASE, agent_key=AGENT_KEY) as client:
        audio = await client.speech.create(text="Hello")
    assert audio.content == WAV
    assert audio.filename is None


@respx.mock(base_url=BASE)
def test_an_error_raises_from_its_json_envelope_and_a_retry_keeps_the_idempotency_key(respx_mock: respx.MockRouter) -> None:
    route = respx_mock.post("/api/v1/tts").mock(
        side_effect=[
            httpx.Response(429, json={"error": {"code": "rate_limited", "message": "slow down"}}, headers={"retry-after": "0"}),
            httpx.Response(501, json={"error": {"code": "not_configured", "message": "The local synthesizer is not installed"}}),
        ]
    )
    with proctor.Proctor(base_url=BASE, agent_key=AGENT_KEY, max_retries=1) as client:
        with pytest.raises(proctor.ProctorError) as raised:
            client.speech.create(text="Hello")
    assert raised.value.status == 501 and raised.value.code == "not_configured"
    keys = [call.request.headers["idempotency-key"] for call in route.calls]
    assert len(keys) == 2 and keys[0] == keys[1]
