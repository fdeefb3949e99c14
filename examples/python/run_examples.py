"""Runs every Python example against a real server, as CI does.

    sdk-python/.venv/bin/python examples/python/run_examples.py

Starts `node server/dist/cli.js serve` on a fresh embedded PostgreSQL (or uses
PROCTOR_TEST_BASE_URL), signs up, mints a token and creates an agent (the README's first steps),
then runs each program with PROCTOR_BASE_URL, PROCTOR_TOKEN and PROCTOR_AGENT_KEY set.
"""

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "sdk-python"))

from tests.integration.server import setup  # noqa: E402

PROGRAMS = [
    ["dispatch_test_mode.py"],
    ["approval_flow.py"],
    ["audit_export.py"],
    ["audit_export.py", "--async"],
]


def main() -> int:
    fixture = setup()
    try:
        env = {
            **os.environ,
            "PROCTOR_BASE_URL": fixture.base_url,
            "PROCTOR_TOKEN": fixture.token,
            "PROCTOR_AGENT_KEY": fixture.test_agent_key,
        }
        failed = 0
        for program in PROGRAMS:
            print(f"$ python {' '.join(program)}", flush=True)
            result = subprocess.run([sys.executable, str(HERE / program[0]), *program[1:]], env=env, capture_output=True, text=True)
            sys.stdout.write(result.stdout[-2000:])
            sys.stdout.write(result.stderr[-2000:])
            if result.returncode != 0:
                failed += 1
                print(f"FAILED: {program} exited {result.returncode}")
        # The line scripts/ci-summary.mjs adds to the run's total.
        print(f"examples (python): {len(PROGRAMS) - failed} passed, {failed} failed", flush=True)
        return 1 if failed else 0
    finally:
        fixture.stop()


if __name__ == "__main__":
    sys.exit(main())
