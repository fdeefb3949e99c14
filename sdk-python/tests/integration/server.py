"""A real Proctor server for the integration tests and the examples.

``node server/dist/cli.js serve`` on a free port with a fresh embedded PostgreSQL in a temporary
directory (building the server first when ``server/dist`` is missing), then the README's "First
steps" over plain HTTP: sign up (cookie), mint a personal token, create an agent, bind operations.
With ``PROCTOR_TEST_BASE_URL`` set, that running server is used instead (nothing started).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

REPO = Path(__file__).resolve().parents[3]
CLI = REPO / "server" / "dist" / "cli.js"
OPERATIONS = ("web_search.search", "data.csv_parse", "audio.transcribe", "email.send")


@dataclass
class Fixture:
    base_url: str
    token: str
    agent_id: str
    agent_key: str
    test_agent_key: str
    cookies: httpx.Cookies
    process: subprocess.Popen[bytes] | None = None
    data_dir: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        if self.data_dir and not os.environ.get("PROCTOR_KEEP_TEST_DATA"):
            shutil.rmtree(self.data_dir, ignore_errors=True)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _ensure_built() -> None:
    if CLI.exists():
        return
    subprocess.run(["pnpm", "--filter", "@proctor/server", "build"], cwd=REPO, check=True)


def _start() -> tuple[str, subprocess.Popen[bytes], str]:
    _ensure_built()
    port = _free_port()
    data_dir = tempfile.mkdtemp(prefix="proctor-sdk-python-")
    os.chmod(data_dir, 0o755)  # as root, the embedded PostgreSQL runs as `postgres` and must traverse it
    env = {
        **os.environ,
        "PORT": str(port),
        "HOST": "127.0.0.1",
        "PROCTOR_DATA_DIR": os.path.join(data_dir, "data"),
        "LOG_LEVEL": os.environ.get("LOG_LEVEL", "warn"),
        "DATABASE_URL": "",
    }
    log = open(os.path.join(data_dir, "server.log"), "wb")
    process = subprocess.Popen(["node", str(CLI), "serve"], cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while True:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited during start:\n{Path(data_dir, 'server.log').read_text()}")
        try:
            if httpx.get(f"{base_url}/api/v1/health", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            process.kill()
            raise RuntimeError(f"the server did not answer /api/v1/health in 120 s:\n{Path(data_dir, 'server.log').read_text()}")
        time.sleep(0.25)
    return base_url, process, data_dir


def _expect(response: httpx.Response, status: int) -> Any:
    if response.status_code != status:
        raise RuntimeError(f"{response.request.method} {response.request.url} -> {response.status_code}: {response.text}")
    return response.json() if response.content else None


def setup(operations: tuple[str, ...] = OPERATIONS) -> Fixture:
    """Starts (or reuses) a server and walks the README's first steps."""
    external = os.environ.get("PROCTOR_TEST_BASE_URL")
    process = data_dir = None
    if external:
        base_url = external.rstrip("/")
    else:
        base_url, process, data_dir = _start()
    try:
        origin = {"Origin": base_url}
        with httpx.Client(base_url=base_url, headers=origin, timeout=30) as http:
            _expect(
                http.post(
                    "/api/v1/auth/signup",
                    json={"email": f"sdk-{uuid.uuid4().hex[:12]}@example.com", "password": "correct horse battery staple", "org_name": "SDK tests"},
                ),
                201,
            )
            token = _expect(http.post("/api/v1/personal-tokens", json={"name": "sdk-python"}), 201)["token"]
            bearer = {"Authorization": f"Bearer {token}"}
            agent = _expect(http.post("/api/v1/agents", json={"name": "Researcher"}, headers=bearer), 201)
            for operation in operations:
                _expect(
                    http.post(f"/api/v1/agents/{agent['agent']['id']}/services", json={"operation": operation}, headers=bearer),
                    200,
                )
            return Fixture(
                base_url=base_url,
                token=token,
                agent_id=agent["agent"]["id"],
                agent_key=agent["api_key"],
                test_agent_key=agent["test_api_key"],
                cookies=httpx.Cookies(http.cookies),
                process=process,
                data_dir=data_dir,
            )
    except BaseException:
        if process is not None:
            process.terminate()
        raise
