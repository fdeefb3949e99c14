"""``triggers.sign`` and ``triggers.verify`` against the known-answer vectors the server and the TypeScript SDK check too."""

from __future__ import annotations

import hmac
import json
from pathlib import Path
from typing import Any

import pytest

from proctor import AsyncProctor, Proctor, triggers

VECTORS: dict[str, Any] = json.loads((Path(__file__).resolve().parents[2] / "sdk-conformance" / "trigger-signatures.json").read_text("utf-8"))
SECRET: str = VECTORS["secret"]
FIRST: dict[str, str] = VECTORS["signed"][0]


@pytest.mark.parametrize("vector", VECTORS["signed"], ids=lambda v: v["header"][7:15])
def test_sign_gives_the_known_answer_for_text_and_bytes(vector: dict[str, str]) -> None:
    assert triggers.sign(SECRET, vector["body"]) == vector["header"]
    assert triggers.sign(SECRET, vector["body"].encode("utf-8")) == vector["header"]
    assert triggers.verify(SECRET, vector["body"], vector["header"]) is True
    assert triggers.verify(SECRET, vector["body"].encode("utf-8"), "sha256=" + vector["header"][7:].upper()) is True


def test_verify_is_false_for_a_reserialised_body_and_another_secret() -> None:
    reserialised = json.dumps(json.loads(FIRST["body"]), indent=2)
    assert reserialised == VECTORS["rejected"]["reserialised_body"]
    assert triggers.verify(SECRET, reserialised, FIRST["header"]) is False
    assert triggers.verify(VECTORS["rejected"]["other_secret"], FIRST["body"], FIRST["header"]) is False


@pytest.mark.parametrize("header", [None, *VECTORS["rejected"]["malformed_headers"]])
def test_verify_is_false_for_a_missing_or_malformed_header(header: str | None) -> None:
    assert triggers.verify(SECRET, FIRST["body"], header) is False


def test_verify_compares_in_constant_time(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)
    assert triggers.verify(SECRET, FIRST["body"], "sha256=" + "0" * 64) is False
    assert [(len(a), len(b)) for a, b in calls] == [(32, 32)]
    calls.clear()
    assert triggers.verify(SECRET, FIRST["body"], "sha256=00") is False
    assert calls == []


def test_the_clients_resources_have_sign_and_verify_beside_their_generated_methods() -> None:
    for client in (Proctor(base_url="http://proctor.test"), AsyncProctor(base_url="http://proctor.test")):
        assert client.triggers.sign(SECRET, FIRST["body"]) == FIRST["header"]
        assert client.triggers.verify(SECRET, FIRST["body"], FIRST["header"]) is True
        assert callable(client.triggers.list)
