"""Approval flow: a binding whose threshold every request exceeds, a request that waits for a
reviewer, the reviewer's approval, and the request's outcome.

    PROCTOR_TOKEN=service_pat_live_… python examples/python/approval_flow.py
"""

import proctor


def main() -> None:
    admin = proctor.Proctor()  # PROCTOR_TOKEN: a person's token, who may manage agents and approve
    created = admin.agents.create(name="Approval demo")
    admin.agents.bindings.upsert(created.agent.id, operation="web_search.search", approval_threshold_cents=0)

    agent = proctor.Proctor(agent_key=created.test_api_key)
    request = agent.service_requests.create(operation="web_search.search", payload={"query": "quarterly report"})
    print(f"{request.id} {request.status} approval={request.approval_id}")
    assert request.status == "approval_required" and request.approval_id

    pending = [approval.id for approval in admin.approvals.list(status="pending")]
    print(f"pending approvals: {len(pending)}")
    approval = admin.approvals.approve(request.approval_id, note="approved by the example")
    print(f"{approval.id} {approval.status}; request {approval.service_request.status}")
    print(f"the agent sees: {agent.service_requests.retrieve(request.id).status}")


if __name__ == "__main__":
    main()
