"""The samples the API reference (/docs) shows for each operation, its ``x-codeSamples``, call this
client: each Python sample's call names a method of a real ``Proctor``, the one the operation's
``x-sdk`` names in snake_case, and its arguments bind to that method's signature (path parameters
positional, the example body's fields and the query parameters as keywords). server/test/docs
type-checks the samples whole with mypy."""

from __future__ import annotations

import ast
import inspect
import json
import re
from pathlib import Path
from typing import Any

import pytest

from proctor import Proctor

ROOT = Path(__file__).resolve().parents[1]
DOCUMENT = json.loads((ROOT.parent / "openapi" / "openapi.json").read_text())
OPERATIONS = [op for item in DOCUMENT["paths"].values() for op in item.values() if op.get("x-sdk")]


def snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def sample(op: dict[str, Any]) -> str:
    return next(s["source"] for s in op["x-codeSamples"] if s["lang"] == "Python")


def the_call(source: str) -> ast.Call:
    """The call on ``client.<resource>….<method>``: the sample's one call of the SDK."""
    calls = [node for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Call) and re.fullmatch(r"client(\.\w+)+", ast.unparse(node.func))]
    assert len(calls) == 1, source
    return calls[0]


def value(node: ast.expr) -> Any:
    """An argument's value: a literal, or the sample's ``session`` (its cookie header, a dict)."""
    return {} if isinstance(node, ast.Name) and node.id == "session" else ast.literal_eval(node)


@pytest.mark.parametrize("op", OPERATIONS, ids=[op["operationId"] for op in OPERATIONS])
def test_the_python_sample_calls_its_method_with_arguments_it_takes(op: dict[str, Any]) -> None:
    source = sample(op)
    assert "from proctor import Proctor" in source and "client = Proctor()" in source
    call = the_call(source)
    chain = ast.unparse(call.func).split(".")[1:]
    assert chain == [snake(part) for part in [*op["x-sdk"]["resource"], op["x-sdk"]["method"]]]
    method: Any = Proctor(base_url="http://h")
    for part in chain:
        method = getattr(method, part)
    assert callable(method), ".".join(chain)
    inspect.signature(method).bind(*(value(arg) for arg in call.args), **{kw.arg: value(kw.value) for kw in call.keywords if kw.arg})


def test_a_handful_read_as_the_readme_does() -> None:
    by_id = {op["operationId"]: sample(op) for op in OPERATIONS}
    assert 'client.agents.bindings.list("agt_…")' in by_id["agents-listBindings"]
    assert 'client.service_requests.create(\n    operation="web_search.search",' in by_id["serviceRequests-create"]
    assert "client.platform.health()" in by_id["platform-health"]
