"""Dispatch in test mode: the agent's test key runs the sandbox adapters at cost 0.

    PROCTOR_AGENT_KEY=agent_key_test_… python examples/python/dispatch_test_mode.py
"""

import proctor


def main() -> None:
    client = proctor.Proctor()  # PROCTOR_AGENT_KEY, PROCTOR_BASE_URL (default http://127.0.0.1:8787)
    request = client.service_requests.create(operation="web_search.search", payload={"query": "AI governance", "count": 3})
    print(f"{request.id} {request.status} mode={request.mode} cost={request.cost_cents}¢")
    if request.status == "executed":
        for hit in proctor.parse_result(request).results:
            print(f"- {hit.title}: {hit.url}")
    else:
        # blocked, approval_required and failed are outcomes, returned rather than raised
        print(f"reason: {request.reason_code} {request.result}")

    # A documented sandbox trigger: email.send to fail@sandbox.proctor.dev fails with adapter_error.
    failed = client.service_requests.create(
        operation="email.send", payload={"to": "fail@sandbox.proctor.dev", "subject": "Hi", "body": "Test"}
    )
    print(f"{failed.id} {failed.status} {failed.reason_code}")


if __name__ == "__main__":
    main()
