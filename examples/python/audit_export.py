"""Audit export with cursor iteration: every entry of the organization's hash-chained audit
trail, page after page, as JSON lines; then the server's verification of the chain.

    PROCTOR_TOKEN=service_pat_live_… python examples/python/audit_export.py [audit.jsonl]
    PROCTOR_TOKEN=… python examples/python/audit_export.py --async
"""

import asyncio
import json
import sys

import proctor


def export(path: str | None) -> int:
    client = proctor.Proctor()
    out = open(path, "w") if path else sys.stdout
    count = 0
    for entry in client.audit_logs.list(limit=100):  # follows next_cursor until it is null
        out.write(json.dumps(entry.to_dict()) + "\n")
        count += 1
    if path:
        out.close()
    report = client.audit_logs.verify()
    print(f"exported {count} entries; chain valid={report.valid} head={report.head_hash[:12]}", file=sys.stderr)
    return count


async def export_async() -> int:
    async with proctor.AsyncProctor() as client:
        count = 0
        async for entry in client.audit_logs.list(limit=100):  # no await before iterating
            print(json.dumps(entry.to_dict()))
            count += 1
        report = await client.audit_logs.verify()
        print(f"exported {count} entries; chain valid={report.valid}", file=sys.stderr)
        return count


if __name__ == "__main__":
    if "--async" in sys.argv:
        asyncio.run(export_async())
    else:
        export(sys.argv[1] if len(sys.argv) > 1 else None)
