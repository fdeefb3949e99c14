"""The type tests in tests/typing/, checked with mypy (pinned in requirements-dev.txt, configured
under ``[tool.mypy]`` in pyproject.toml): a wrong dispatch payload must be a type error."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_type_tests_pass_mypy() -> None:
    # --warn-unused-ignores again on the command line: every expected error (`# type: ignore[...]`)
    # must still happen, whatever the config says.
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--warn-unused-ignores", "--no-error-summary"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-2000:]
