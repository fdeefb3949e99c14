"""The SDK against a real server (started by conftest.py on the embedded PostgreSQL)."""

from __future__ import annotations

import hashlib
import json
import uuid
from typing import Literal

import httpx
import pytest

import proctor
from proctor.types import AuditEntry, WebSearchSearchResult

from .server import Fixture


@pytest.fixture
def agent(server: Fixture) -> proctor.Proctor:
    """The agent's test key: sandbox adapters, cost 0."""
    with proctor.Proctor(agent_key=server.test_agent_key, base_url=server.base_url) as client:
        yield client


@pytest.fixture
def admin(server: Fixture) -> proctor.Proctor:
    with proctor.Proctor(token=server.token, base_url=server.base_url) as client:
        yield client


def test_platform(agent: proctor.Proctor) -> None:
    assert agent.platform.health().status == "ok"
    docs = agent.agent_docs.retrieve()
    assert {op.operation for op in docs.operations} >= set(proctor.OPERATIONS)


def test_agents_me(agent: proctor.Proctor) -> None:
    agent.service_requests.create(operation="data.csv_parse", payload={"csv": "a\n1\n"})
    me = agent.agents.me()
    assert me.mode == "test"
    csv = next(binding for binding in me.bindings if binding.operation == "data.csv_parse")
    assert csv.today.requests is None  # bound without a daily_limit: nothing is counted
    assert me.wallet.available_cents == me.wallet.balance_cents - me.wallet.held_cents


def test_test_mode_dispatch_and_typed_result(agent: proctor.Proctor) -> None:
    request = agent.service_requests.create(operation="web_search.search", payload={"query": "proctor", "count": 2})
    assert (request.status, request.mode, request.cost_cents) == ("executed", "test", 0)
    assert request._request_id
    result = proctor.parse_result(request)
    assert isinstance(result, WebSearchSearchResult) and len(result.results) == 2
    again = agent.service_requests.retrieve(request.id)
    assert again.id == request.id and again.status == "executed"


def test_with_raw_response(agent: proctor.Proctor, admin: proctor.Proctor) -> None:
    raw = agent.with_raw_response.service_requests.create(operation="web_search.search", payload={"query": "raw", "count": 1})
    assert isinstance(raw.http_response, httpx.Response) and raw.status_code == 200
    assert raw.request_id and raw.request_id == raw.headers["x-request-id"]
    assert raw.headers.get("ratelimit-remaining") is not None  # an agent key's calls are rate limited
    assert raw.attempts == 1 and raw.idempotency_key
    request = raw.parse()
    assert isinstance(request, proctor.types.ServiceRequest) and request.status == "executed"
    assert request._request_id == raw.request_id and raw.http_response.json()["id"] == request.id
    again = agent.with_raw_response.service_requests.retrieve(request.id)
    assert again.parse().id == request.id and again.request_id != raw.request_id
    page = admin.with_raw_response.audit_logs.list(limit=1)
    assert page.status_code == 200 and page.parse().request_id == page.request_id and len(page.parse().data) == 1


def test_idempotent_replay_and_conflict(agent: proctor.Proctor) -> None:
    key = str(uuid.uuid4())
    first = agent.service_requests.create(operation="data.csv_parse", payload={"csv": "a,b\n1,2\n"}, idempotency_key=key)
    replay = agent.service_requests.create(operation="data.csv_parse", payload={"csv": "a,b\n1,2\n"}, idempotency_key=key)
    assert replay.id == first.id
    with pytest.raises(proctor.ProctorError) as caught:
        agent.service_requests.create(operation="data.csv_parse", payload={"csv": "x\n1\n"}, idempotency_key=key)
    error = caught.value
    assert (error.kind, error.status, error.code, error.idempotency_key) == ("idempotency_conflict", 409, "idempotency_conflict", key)
    assert error.request_id


def test_outcomes_are_return_values(agent: proctor.Proctor) -> None:
    blocked = agent.service_requests.create(operation="chat.send", payload={"channel": "general", "text": "hi"})
    assert (blocked.status, blocked.reason_code) == ("blocked", "policy_violation")
    failed = agent.service_requests.create(operation="email.send", payload={"to": "fail@sandbox.proctor.dev", "subject": "s", "body": "b"})
    assert (failed.status, failed.reason_code) == ("failed", "adapter_error")


def test_an_invalid_payload_is_an_error_naming_its_field(agent: proctor.Proctor) -> None:
    with pytest.raises(proctor.ProctorError) as caught:
        agent.service_requests.create(operation="data.csv_parse", payload={"csv": 7})  # type: ignore[arg-type]
    error = caught.value
    assert (error.kind, error.status, error.code) == ("http", 400, "invalid_request")
    assert [detail["path"] for detail in error.details] == ["payload.csv"]


def long_recording() -> str:
    """A fresh URL the sandbox treats as a recording over a minute (it answers running and the
    server's poller completes it): the sandbox's duration is 5 + sha256('"<url>"')[:8] % 296 s."""
    while True:
        url = f"https://recordings.example/{uuid.uuid4().hex}.mp3"
        if 5 + int(hashlib.sha256(json.dumps(url).encode()).hexdigest()[:8], 16) % 296 > 60:
            return url


def test_create_and_wait_on_an_asynchronous_operation(agent: proctor.Proctor) -> None:
    first = agent.service_requests.create(operation="audio.transcribe", payload={"audio_url": long_recording()})
    assert first.status == "running"
    polls: list[str] = []
    original = agent.service_requests.retrieve

    def spy(id: str, **options: object) -> object:
        state = original(id, **options)  # type: ignore[arg-type]
        polls.append(state.status)
        return state

    agent.service_requests.retrieve = spy  # type: ignore[method-assign]
    done = agent.service_requests.create_and_wait(
        operation="audio.transcribe", payload={"audio_url": long_recording()}, max_wait=120
    )
    assert done.status == "executed" and polls[-1] == "executed" and len(polls) >= 1
    assert isinstance(done.result, proctor.types.AudioTranscribeResult) and done.result.text


def test_approval_flow(server: Fixture, admin: proctor.Proctor, agent: proctor.Proctor) -> None:
    admin.agents.bindings.upsert(server.agent_id, operation="web_search.search", approval_threshold_cents=0)
    try:
        gated = agent.service_requests.create(operation="web_search.search", payload={"query": "needs approval"})
        assert gated.status == "approval_required" and gated.approval_id
        pending = [a.id for a in admin.approvals.list(status="pending")]
        assert gated.approval_id in pending
        approval = admin.approvals.approve(gated.approval_id, note="ok")
        assert approval.status == "approved" and approval.service_request.status == "executed"
        assert agent.service_requests.retrieve(gated.id).status == "executed"
        with pytest.raises(proctor.ProctorError) as caught:
            admin.approvals.approve(gated.approval_id)
        assert (caught.value.kind, caught.value.status, caught.value.code) == ("conflict", 409, "conflict")
    finally:
        admin.agents.bindings.upsert(server.agent_id, operation="web_search.search", approval_threshold_cents=None)


def test_event_stream(server: Fixture, admin: proctor.Proctor, agent: proctor.Proctor) -> None:
    admin.agents.bindings.upsert(server.agent_id, operation="web_search.search", approval_threshold_cents=0)
    try:
        gated = agent.service_requests.create(operation="web_search.search", payload={"query": "stream me"})
        assert gated.status == "approval_required" and gated.approval_id
        seen: list[tuple[str, str]] = []
        with agent.service_requests.events(gated.id) as stream:
            for event in stream:
                seen.append((event.event, event.data.status))
                if event.data.status == "approval_required":
                    admin.approvals.approve(gated.approval_id)
        assert seen == [("status", "approval_required"), ("status", "executed"), ("done", "executed")]
        resumed = agent.service_requests.events(gated.id, extra_headers={"Last-Event-ID": stream.last_event_id or ""})
        final = resumed.final_event()
        assert final is not None and final.event == "done"
    finally:
        admin.agents.bindings.upsert(server.agent_id, operation="web_search.search", approval_threshold_cents=None)


@pytest.mark.anyio
async def test_async_event_stream(server: Fixture) -> None:
    async with proctor.AsyncProctor(agent_key=server.test_agent_key, base_url=server.base_url) as client:
        done = await client.service_requests.create(operation="data.csv_parse", payload={"csv": "a\n1\n"})
        async with client.service_requests.events(done.id) as stream:
            events = [(event.event, event.data.status) async for event in stream]
        assert events == [("status", "executed"), ("done", "executed")]


def test_audit_iteration_and_verify(admin: proctor.Proctor, agent: proctor.Proctor) -> None:
    for n in range(3):
        agent.service_requests.create(operation="web_search.search", payload={"query": f"audit {n}"})
    entries = list(admin.audit_logs.list(limit=2))
    assert len(entries) >= 5 and all(isinstance(e, AuditEntry) for e in entries)
    assert [e.seq for e in entries] == list(range(1, len(entries) + 1))
    pages = list(admin.audit_logs.list(limit=2).iter_pages())
    assert pages[-1].next_cursor is None and sum(len(p.data) for p in pages) == len(entries)
    report = admin.audit_logs.verify()
    assert report.valid and report.entries == len(entries) and report.first_invalid_seq is None


def test_management_resources(server: Fixture, admin: proctor.Proctor) -> None:
    created = admin.agents.create(name="Scratch", system_prompt="Be brief.", voice_config={"language": "pt-BR"})
    assert created.api_key.startswith("agent_key_live_") and created.test_api_key.startswith("agent_key_test_")
    read = admin.agents.retrieve(created.agent.id)
    assert (read.name, read.systemPrompt, read.voiceConfig and read.voiceConfig.language) == ("Scratch", "Be brief.", "pt-BR")
    assert created.agent.id in [a.id for a in admin.agents.list()]
    admin.agents.set_budget(created.agent.id, monthly_budget_cents=500)
    assert admin.agents.set_budget(created.agent.id, monthly_budget_cents=None).monthly_budget_cents is None
    bindings = admin.agents.bindings.list(server.agent_id)
    assert {b.operation for b in bindings} >= {"web_search.search", "data.csv_parse"}
    balance = admin.balance.retrieve()
    assert balance.currency == "usd" and balance.balance_cents >= 0
    assert admin.usage.retrieve(group_by="operation").group_by == "operation"
    assert admin.auth.session().role == "owner"


def test_session_cookie_operations(server: Fixture) -> None:
    cookie = "; ".join(f"{name}={value}" for name, value in server.cookies.items())
    with proctor.Proctor(base_url=server.base_url) as person:
        minted = person.personal_tokens.create(name="second", extra_headers={"cookie": cookie})
        assert minted.token.startswith("service_pat_live_")
        person.personal_tokens.update(minted.id, enabled=False, extra_headers={"cookie": cookie})
        assert person.personal_tokens.delete(minted.id, extra_headers={"cookie": cookie}) is None


def test_workflows_with_the_session_cookie(server: Fixture) -> None:
    cookie = {"cookie": "; ".join(f"{name}={value}" for name, value in server.cookies.items())}
    with proctor.Proctor(base_url=server.base_url) as person:
        workflow = person.workflows.create(name="Python workflow", extra_headers=cookie)
        assert (workflow.visibility, workflow.description) == ("private", None)
        assert person.workflows.update(workflow.id, description="renamed", extra_headers=cookie).description == "renamed"
        assert person.workflows.share(workflow.id, visibility="org", extra_headers=cookie).visibility == "org"
        steps = [{"label": "Parse", "type": "service_call", "input": {"operation": "data.csv_parse", "payload": {"csv": "${input.csv}"}}}]
        version = person.workflows.versions.create(workflow.id, steps=steps, extra_headers=cookie)
        assert (version.number, version.status) == (1, "draft")
        assert person.workflows.versions.retrieve(workflow.id, version.id, extra_headers=cookie).id == version.id
        assert [v.number for v in person.workflows.versions.list(workflow.id, extra_headers=cookie)] == [1]
        assert workflow.id in [w.id for w in person.workflows.list(extra_headers=cookie)]
        assert person.workflows.retrieve(workflow.id, extra_headers=cookie).id == workflow.id
        assert person.workflows.grant(workflow.id, agent_id=server.agent_id, extra_headers=cookie).agent_id == server.agent_id
        seen: list[str] = []
        run = person.workflows.runs.create_and_wait(
            workflow.id, agent_id=server.agent_id, version_id=version.id, mode="test", input={"csv": "a\n1\n"},
            extra_headers=cookie, on_poll=lambda state: seen.append(state.status),
        )
        assert seen[0] == "running"
        assert (run.status, [step.status for step in run.steps]) == ("completed", ["completed"])
        assert [r.id for r in person.workflows.runs.list(workflow.id, extra_headers=cookie)] == [run.id]
        with pytest.raises(proctor.ProctorError) as refused:
            person.workflows.runs.cancel(workflow.id, run.id, extra_headers=cookie)
        assert (refused.value.status, refused.value.code) == (409, "conflict")
        for recover in (lambda: person.workflows.runs.rerun_failed(workflow.id, run.id, extra_headers=cookie),
                        lambda: person.workflows.runs.retry_step(workflow.id, run.id, "Parse", extra_headers=cookie)):
            with pytest.raises(proctor.ProctorError) as refused:
                recover()
            assert refused.value.status == 409
        assert person.workflows.revoke(workflow.id, agent_id=server.agent_id, extra_headers=cookie) is None
        with pytest.raises(proctor.ProctorError) as caught:
            person.workflows.versions.create(workflow.id, steps=[{"label": "A", "type": "delay", "input": {}}], extra_headers=cookie)
        assert (caught.value.status, caught.value.code) == (400, "invalid_request")
        assert person.workflows.delete(workflow.id, extra_headers=cookie) is None


def test_publishing_review_and_skill_proposals(server: Fixture, admin: proctor.Proctor, agent: proctor.Proctor) -> None:
    owner = {"cookie": "; ".join(f"{name}={value}" for name, value in server.cookies.items())}
    steps = [{"label": "Parse", "type": "service_call", "input": {"operation": "data.csv_parse", "payload": {"csv": "${input.csv}"}}}]
    me = admin.auth.session()
    assert me.role == "owner" and isinstance(me.permissions, list)
    org_id, owner_id = me.organization.id, me.user.id

    with proctor.Proctor(base_url=server.base_url) as person:
        # An owner's request is approved at once, with its publication.
        workflow = person.workflows.create(name=f"Published {uuid.uuid4().hex[:8]}", extra_headers=owner)
        version = person.workflows.versions.create(workflow.id, steps=steps, extra_headers=owner)
        published = person.workflows.versions.publish(workflow.id, version.id, extra_headers=owner)
        assert (published.kind, published.status, published.workflow_id, published.version_id, published.requested_by) == (
            "workflow", "approved", workflow.id, version.id, owner_id,
        )
        assert published.publication_id and published.publication_id.startswith("pub_")
        assert person.workflows.versions.retrieve(workflow.id, version.id, extra_headers=owner).status == "published"
        person.workflows.grant(workflow.id, agent_id=server.agent_id, extra_headers=owner)
        grants = person.workflows.list_grants(workflow.id, extra_headers=owner).data
        assert [(g.workflow_id, g.agent_id, g.agent_name, g.granted_by) for g in grants] == [(workflow.id, server.agent_id, "Researcher", owner_id)]
        listings = [(listing.id, listing.version_id) for listing in admin.marketplace.listings.list(kind="workflow")]
        assert (published.publication_id, version.id) in listings
        assert published.publication_id in [p.id for p in admin.publications.list(kind="workflow", status="live")]

        # Unpublishing (publish.manage, which owners hold) reverts the version to draft and revokes its publication.
        reverted = person.workflows.versions.unpublish(workflow.id, version.id, reason="needs another look", extra_headers=owner)
        assert (reverted.id, reverted.status) == (version.id, "draft")
        revoked = {p.id: p.revoke_reason for p in admin.publications.list(kind="workflow", status="revoked")}
        assert revoked[published.publication_id] == "needs another look"
        assert published.publication_id not in [listing.id for listing in admin.marketplace.listings.list()]

        # An agent is listed at once for an owner, then its publication revoked (once: again is 409).
        listed = admin.agents.create(name=f"Listed {uuid.uuid4().hex[:8]}").agent
        agent_request = admin.agents.publish(listed.id, scope="org")
        assert (agent_request.kind, agent_request.agent_id, agent_request.scope, agent_request.status) == ("agent", listed.id, "org", "approved")
        assert agent_request.publication_id is not None
        assert listed.id in [listing.agent_id for listing in admin.marketplace.listings.list(kind="agent")]
        gone = admin.publications.revoke(agent_request.publication_id, reason="retired")
        assert (gone.id, gone.kind, gone.status, gone.revoke_reason, gone.revoked_by) == (agent_request.publication_id, "agent", "revoked", "retired", owner_id)
        with pytest.raises(proctor.ProctorError) as caught:
            admin.publications.revoke(gone.id, reason="again")
        assert (caught.value.kind, caught.value.status, caught.value.code) == ("conflict", 409, "conflict")

    # Two more people join by invite (each client keeps the session cookie accept sets): an admin,
    # whose request waits, and a member who reviews it once granted publish.manage.
    def join(role: Literal["admin", "member"]) -> tuple[proctor.Proctor, str]:
        invite = admin.orgs.invites.create(org_id, email=f"sdk-{role}-{uuid.uuid4().hex[:8]}@example.com", role=role)
        client = proctor.Proctor(base_url=server.base_url)
        session = client.invites.accept(invite.token, password="correct horse battery staple", name=f"SDK {role}")
        assert (session.role, session.permissions) == (role, [])
        return client, session.user.id

    requester, requester_id = join("admin")
    reviewer, reviewer_id = join("member")
    with requester, reviewer:
        theirs = requester.workflows.create(name=f"Reviewed {uuid.uuid4().hex[:8]}")
        draft = requester.workflows.versions.create(theirs.id, steps=steps)
        pending = requester.workflows.versions.publish(theirs.id, draft.id)
        assert (pending.status, pending.publication_id, pending.requested_by) == ("pending", None, requester_id)
        assert [r.id for r in requester.publish_requests.list()] == [pending.id]
        with pytest.raises(proctor.ProctorError) as caught:
            reviewer.publish_requests.update(pending.id, status="approved")
        assert (caught.value.kind, caught.value.status, caught.value.code) == ("unauthorized", 403, "forbidden")
        granted = admin.orgs.members.update(org_id, reviewer_id, permissions=["publish.manage"])
        assert (granted.user_id, granted.role, granted.permissions) == (reviewer_id, "member", ["publish.manage"])
        assert reviewer.auth.session().permissions == ["publish.manage"]
        assert {m.user_id: m.permissions for m in admin.orgs.members.list(org_id)}[reviewer_id] == ["publish.manage"]
        assert pending.id in [r.id for r in reviewer.publish_requests.list(status="pending")]
        approved = reviewer.publish_requests.update(pending.id, status="approved", notes="looks right")
        assert (approved.id, approved.status, approved.notes, approved.decided_by) == (pending.id, "approved", "looks right", reviewer_id)
        assert approved.publication_id and approved.publication_id.startswith("pub_")
        assert requester.workflows.versions.retrieve(theirs.id, draft.id).status == "published"
        with pytest.raises(proctor.ProctorError) as caught:
            reviewer.publish_requests.update(pending.id, status="rejected")
        assert (caught.value.kind, caught.value.status, caught.value.code) == ("conflict", 409, "conflict")

    # The agent proposes a skill with its own key; an admin in a browser session approves it into a
    # new workflow granted to the agent.
    name = f"Skill {uuid.uuid4().hex[:8]}"
    proposal = agent.agents.skill_proposals.create(
        server.agent_id,
        name=name,
        description="Parses then parses again",
        steps=[*steps, {"label": "Again", "type": "service_call", "input": {"operation": "data.csv_parse", "payload": {"csv": "${input.csv}"}}}],
        edges=[{"from": "Parse", "to": "Again"}],
    )
    assert (proposal.agent_id, proposal.name, proposal.status, proposal.proposed_by, proposal.workflow_id) == (server.agent_id, name, "pending", None, None)
    assert [(edge.from_, edge.to) for edge in proposal.edges] == [("Parse", "Again")]
    assert proposal.id in [p.id for p in agent.agents.skill_proposals.list(server.agent_id, status="pending")]
    # Deciding writes a workflow, so it takes a browser session: the SDK refuses a token alone, the server a token sent anyway (403).
    with pytest.raises(proctor.ProctorError) as caught:
        admin.agents.skill_proposals.decide(server.agent_id, proposal.id, status="approved")
    assert (caught.value.code, caught.value.attempts) == ("missing_credential", 0)
    with pytest.raises(proctor.ProctorError) as caught:
        admin.agents.skill_proposals.decide(server.agent_id, proposal.id, status="approved", extra_headers={"Authorization": f"Bearer {server.token}"})
    assert (caught.value.kind, caught.value.status, caught.value.code) == ("unauthorized", 403, "forbidden")
    with proctor.Proctor(base_url=server.base_url) as person:
        decided = person.agents.skill_proposals.decide(server.agent_id, proposal.id, status="approved", notes="useful", extra_headers=owner)
        assert (decided.status, decided.notes, decided.decided_by) == ("approved", "useful", owner_id)
        assert decided.result_workflow_id and decided.result_version_id
        made = person.workflows.retrieve(decided.result_workflow_id, extra_headers=owner)
        assert (made.name, made.visibility) == (name, "private")
        assert person.workflows.versions.retrieve(made.id, decided.result_version_id, extra_headers=owner).status == "draft"
        assert [g.agent_id for g in person.workflows.list_grants(made.id, extra_headers=owner).data] == [server.agent_id]
        with pytest.raises(proctor.ProctorError) as caught:
            person.agents.skill_proposals.decide(server.agent_id, proposal.id, status="rejected", extra_headers=owner)
        assert (caught.value.kind, caught.value.status) == ("conflict", 409)


def test_errors(server: Fixture, admin: proctor.Proctor) -> None:
    with pytest.raises(proctor.ProctorError) as caught:
        proctor.Proctor(token="service_pat_live_wrong", base_url=server.base_url).balance.retrieve()
    assert (caught.value.kind, caught.value.status, caught.value.code) == ("unauthorized", 401, "unauthorized")
    with pytest.raises(proctor.ProctorError) as caught:
        admin.agents.retrieve("agt_does_not_exist")
    assert (caught.value.kind, caught.value.status, caught.value.code) == ("http", 404, "not_found")
    with pytest.raises(proctor.ProctorError) as caught:
        admin.service_requests.create(operation="web_search.search", payload={"query": "x"})
    assert caught.value.code == "missing_credential" and caught.value.attempts == 0
    with pytest.raises(proctor.ProctorError) as caught:
        proctor.Proctor(base_url="http://127.0.0.1:1", token=server.token, max_retries=1).balance.retrieve()
    assert caught.value.kind == "network" and caught.value.attempts == 2


@pytest.mark.anyio
async def test_async_client(server: Fixture) -> None:
    async with proctor.AsyncProctor(agent_key=server.test_agent_key, token=server.token, base_url=server.base_url) as client:
        request = await client.service_requests.create(operation="web_search.search", payload={"query": "async"})
        assert request.status == "executed"
        waited = await client.service_requests.create_and_wait(operation="data.csv_parse", payload={"csv": "a\n1\n"})
        assert waited.status == "executed"
        seqs = [entry.seq async for entry in client.audit_logs.list(limit=3)]
        assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) > 3
        assert (await client.audit_logs.verify()).valid
        assert httpx  # the async client runs on httpx.AsyncClient


def test_spawn_delegate_and_activity_iteration(server: Fixture, agent: proctor.Proctor) -> None:
    spawned = agent.agents.spawn(name="Python child", services=["data.csv_parse"], monthly_budget_cents=50)
    assert spawned.agent.parent_agent_id == server.agent_id and spawned.api_key.startswith("agent_key_test_")
    child_id = spawned.agent.id
    task = agent.agents.delegated_tasks.create(server.agent_id, child_agent_id=child_id, title="Parse", budget_cents=5, operations=["data.csv_parse"])
    child = agent.with_options(agent_key=spawned.api_key)
    child.agents.delegated_tasks.update(child_id, task.id, status="in_progress")
    done = child.service_requests.create(operation="data.csv_parse", payload={"csv": "a\n1\n"}, delegated_task_id=task.id)
    assert done.status == "executed"
    assert child.agents.delegated_tasks.retrieve(child_id, task.id).spent_cents == 1
    ledger = [f"{item.type}:{item.action}" for item in child.agents.activity.list(child_id, limit=1)]
    assert ledger == ["service_call:service_request.executed", "delegation:delegated_task.updated", "delegation:delegated_task.created", "audit:agent.spawned"]


def test_memories_search_and_graph(server: Fixture, agent: proctor.Proctor) -> None:
    first = agent.agents.memories.create(server.agent_id, content="Globex quotes in euros", kind="fact")
    agent.agents.memories.create(server.agent_id, content="Convert euro quotes at the day's rate", links=[first.id])
    found = agent.agents.memories.list(server.agent_id, query="Globex quotes in euros", limit=1)
    assert found.data[0].id == first.id and found.data[0].relevanceScore is not None
    graph = agent.agents.memories.graph(server.agent_id)
    assert any(edge.target == first.id for edge in graph.edges)
