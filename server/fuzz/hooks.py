"""Schemathesis hooks of the Proctor fuzz run (loaded through SCHEMATHESIS_HOOKS by fuzz/run.ts).

Credentials for every security scheme of the document, not only the first one an operation lists:
each generated case is sent with one credential its operation accepts -- the session cookie, the
personal token, the agent's live key or its test key -- picked by a hash of the case, so that a
given case always goes out the same way and every scheme (and both dispatch modes) is exercised.

The fuzzer is free to break its own credentials (log out, rotate the agent's keys, disable the
token, pause or delete the agent). Schemathesis re-fetches auth after a 401 and replays the
request; `get` below then checks each credential and repairs the broken ones through the API,
the way a person would (log in again, mint a token, rotate a key, create the agent again).
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from typing import Any

import requests
import schemathesis

BASE_URL = os.environ["PROCTOR_FUZZ_BASE_URL"]
API = f"{BASE_URL}/api/v1"
IDENTITY: dict[str, Any] = json.loads(os.environ["PROCTOR_FUZZ_IDENTITY"])
TIMEOUT = 30

# What each security scheme of the document may be answered with.
SCHEME_CREDENTIALS = {
    "sessionCookie": ("session",),
    "personalToken": ("token",),
    "agentKey": ("live_key", "test_key"),
    "deviceToken": ("device_token",),
}

_lock = threading.Lock()


def _call(method: str, path: str, *, bearer: str | None = None, cookie: str | None = None, body: Any = None) -> requests.Response:
    headers = {"Origin": BASE_URL}
    if bearer:
        headers["Authorization"] = f"Bearer {bearer}"
    if cookie:
        headers["Cookie"] = f"proctor_session={cookie}"
    return requests.request(method, f"{API}{path}", headers=headers, json=body, timeout=TIMEOUT)


def _expect(response: requests.Response, *statuses: int) -> dict[str, Any]:
    if response.status_code not in statuses:
        raise RuntimeError(f"{response.request.method} {response.url}: {response.status_code} {response.text[:500]}")
    return response.json() if response.content else {}


def _session_valid() -> bool:
    return _call("GET", "/auth/session", cookie=IDENTITY["session"]).status_code == 200


def _repair_session() -> None:
    login = _call("POST", "/auth/login", body={"email": IDENTITY["email"], "password": IDENTITY["password"]})
    _expect(login, 200)
    IDENTITY["session"] = login.cookies["proctor_session"]


def _repair_token() -> None:
    minted = _expect(_call("POST", "/personal-tokens", cookie=IDENTITY["session"], body={"name": "fuzz"}), 201)
    IDENTITY["token"] = minted["token"]


def _repair_agent() -> None:
    """The agent active, both keys working, every operation bound; a new agent if it was deleted."""
    token = IDENTITY["token"]
    agent = _call("GET", f"/agents/{IDENTITY['agent_id']}", bearer=token)
    if agent.status_code == 404:
        created = _expect(_call("POST", "/agents", bearer=token, body={"name": "Fuzz"}), 201)
        IDENTITY.update(agent_id=created["agent"]["id"], live_key=created["api_key"], test_key=created["test_api_key"])
    else:
        _expect(agent, 200)
        if agent.json()["status"] != "active" or agent.json().get("monthly_budget_cents") is not None:
            _expect(_call("PATCH", f"/agents/{IDENTITY['agent_id']}", cookie=IDENTITY["session"], body={"status": "active"}), 200)
            _expect(_call("PATCH", f"/agents/{IDENTITY['agent_id']}/budget", bearer=token, body={"monthly_budget_cents": None}), 200)
        for mode, field in (("live", "live_key"), ("test", "test_key")):
            probe = _call("GET", "/service-requests/sr_00000000000000000000000000", bearer=IDENTITY[field])
            if probe.status_code == 401:
                rotated = _expect(_call("PATCH", f"/agents/{IDENTITY['agent_id']}/key", bearer=token, body={"mode": mode}), 200)
                IDENTITY[field] = rotated["api_key"]
    for operation in IDENTITY["operations"]:
        # Unlimited bindings, so that the fuzzer's own traffic never blocks the dispatch paths
        # (and the approval-gated ones as run.ts set them).
        threshold = 0 if operation in IDENTITY["approval_operations"] else None
        binding = {"operation": operation, "enabled": True, "daily_limit": None, "monthly_budget_cents": None, "approval_threshold_cents": threshold}
        _expect(_call("POST", f"/agents/{IDENTITY['agent_id']}/services", bearer=token, body=binding), 200)


@schemathesis.auth()
class ProctorCredentials:
    """Checks (and repairs) every credential each time schemathesis asks for auth: at the start,
    every few minutes, and after any 401."""

    def get(self, case: Any, ctx: Any) -> dict[str, Any]:
        with _lock:
            if not _session_valid():
                _repair_session()
            if _call("GET", "/auth/session", bearer=IDENTITY["token"]).status_code != 200:
                _repair_token()
            _repair_agent()
            return dict(IDENTITY)

    def set(self, case: Any, data: dict[str, Any], ctx: Any) -> None:
        security = case.operation.definition.raw.get("security")
        if not security:
            return
        choices = [credential for requirement in security for scheme in requirement for credential in SCHEME_CREDENTIALS[scheme]]
        fingerprint = repr((case.method, case.path, case.path_parameters, case.query, case.body)).encode()
        credential = choices[int.from_bytes(hashlib.sha256(fingerprint).digest()[:4], "big") % len(choices)]
        if credential == "session":
            case.cookies = {**(case.cookies or {}), "proctor_session": data["session"]}
        else:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {data[credential]}"}


_VISIBLE_ASCII = set(range(0x21, 0x7F))


@schemathesis.hook
def before_call(context: Any, case: Any, kwargs: dict[str, Any]) -> None:
    """A valid Idempotency-Key made unique to its request body.

    The generator reuses the same few key values ("0", "00", ...) across thousands of different
    bodies; the server rightly answers all but the first with 409 idempotency_conflict, and the
    dispatch pipeline behind it would hardly run. A valid key gets a suffix derived from the body,
    so a case sent again (replay, shrinking) keeps its key and gets the stored answer, and different
    bodies go through the pipeline. Invalid keys (empty, too long, not visible ASCII) are left as
    generated, for the server to refuse. The conflict itself is covered by the test suite.
    """
    if case.method.upper() != "POST" or case.path != "/v1/service-requests":
        return
    headers = case.headers or {}
    for name, value in list(headers.items()):
        if name.lower() != "idempotency-key" or not isinstance(value, str):
            continue
        if 1 <= len(value) <= 200 and all(ord(char) in _VISIBLE_ASCII for char in value):
            digest = hashlib.sha256(repr((value, case.body)).encode()).hexdigest()[:16]
            headers[name] = f"{value}-{digest}"
