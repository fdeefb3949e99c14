"""The type tests, checked with mypy (pinned in requirements-dev.txt, configured under
``[tool.mypy]`` in pyproject.toml): tests/typing/ must pass (a wrong dispatch payload must be a
type error, results are typed per operation), and each line of tests/typing_errors/ must give the
error its trailing ``# E: <message>`` comment names."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def mypy(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", *args], cwd=ROOT, capture_output=True, text=True)


def test_type_tests_pass_mypy() -> None:
    # --warn-unused-ignores again on the command line: every expected error (`# type: ignore[...]`)
    # must still happen, whatever the config says.
    result = mypy("--warn-unused-ignores")
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-2000:]


def test_a_wrong_payload_field_is_named() -> None:
    fixture = Path("tests/typing_errors/dispatch_payload_fields.py")
    expected = {
        number: match.group(1)
        for number, line in enumerate((ROOT / fixture).read_text().splitlines(), start=1)
        if (match := re.search(r"# E: (.+)$", line))
    }
    result = mypy("--strict", "--config-file=", str(fixture))
    errors: dict[int, list[str]] = {}
    for line in result.stdout.splitlines():
        if match := re.match(rf"{re.escape(str(fixture))}:(\d+): error: (.+?)  \[", line):
            errors.setdefault(int(match.group(1)), []).append(match.group(2))
    assert expected, "the fixture has no # E: lines"
    for number, message in expected.items():
        assert message in errors.get(number, []), f"line {number}: expected {message!r}, mypy said {errors.get(number)}"
    assert set(errors) <= set(expected), f"errors on lines that expect none: {result.stdout}"
    assert "No overload variant" not in result.stdout
