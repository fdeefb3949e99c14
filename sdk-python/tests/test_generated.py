"""CI fails when the generated part is stale against openapi/openapi.json."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_generated_files_are_fresh() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "generate.py"), "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr


def test_every_schema_has_a_model() -> None:
    import json

    import proctor.types

    document = json.loads((ROOT.parent / "openapi" / "openapi.json").read_text())
    assert set(document["components"]["schemas"]) <= set(proctor.types.__all__)
