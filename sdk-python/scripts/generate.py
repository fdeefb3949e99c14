#!/usr/bin/env python3
"""Generates proctor-sdk's ``src/proctor/_generated/`` from ``openapi/openapi.json``.

    sdk-python/.venv/bin/python sdk-python/scripts/generate.py          # write the files
    sdk-python/.venv/bin/python sdk-python/scripts/generate.py --check  # exit 1 when they are stale

Outputs (never edit them by hand):

- ``models.py``: a pydantic v2 model for every schema, by datamodel-code-generator: the
  document's components plus each operation's inline request body (``<Operation>Body``) and
  response (``<Operation>Response``), and each dispatch variant (``<Pascal>Dispatch``);
  ``ServiceRequest`` generic over its ``result`` (``generic_service_request``).
- ``params.py``: the same schemas as ``TypedDict`` (what a caller may pass as a plain dict).
- ``resources/<resource>.py``: one module per resource (named by the document's ``x-sdk``, each
  operation's credentials from its ``security``): one method per operation, synchronous and
  asynchronous, over the hand-written runtime (``_base_client``, ``_pagination``, ``_waiting``,
  ``_resource``), and for each resource its ``…WithRawResponse`` twin (every single-request
  method through ``_response``'s wrappers); ``create_and_wait`` where ``x-sdk.waitable``; the
  dispatch's overloads return ``ServiceRequest[<Stem>Result]``, and its resource has ``dispatch``:
  one method per catalog operation (``dispatch_class_code``).
- ``codes.py``: ``ReasonCode`` and ``ErrorCode`` (each enum component) as ``str`` enums, with meanings.
- ``client.py``: ``Proctor`` and ``AsyncProctor`` with their resources and ``with_raw_response``.
- ``operations.py``: the dispatch catalog (operation -> payload and result models) and the map
  from operationId to method (the document's ``x-sdk``) that the conformance runner uses.
"""

from __future__ import annotations

import argparse
import copy
import difflib
import json
import keyword
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import black

ROOT = Path(__file__).resolve().parent.parent
DOCUMENT = ROOT.parent / "openapi" / "openapi.json"
OUT = ROOT / "src" / "proctor" / "_generated"
LINE_LENGTH = 120

HEADER = (
    "# GENERATED FILE, DO NOT EDIT. {what}\n"
    "# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).\n"
)

HTTP_METHODS = ("get", "post", "put", "patch", "delete")


def snake(name: str) -> str:
    name = re.sub(r"[-.\s]+", "_", name)
    name = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)
    return name.lower()


def pascal(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[-_.\s]+", name) if part)


def py_name(name: str) -> str:
    name = snake(name)
    return name + "_" if keyword.iskeyword(name) or name in {"self", "extra_headers", "timeout", "max_retries"} else name


def ref_name(ref: str) -> str:
    return ref.rsplit("/", 1)[-1]


# -- the models document ------------------------------------------------------------------------


def sanitize(node: Any) -> Any:
    """Drops what would make the models stricter than the server or need extra packages:
    ``format`` (email needs email-validator, uri would turn strings into Url objects) and
    ``pattern`` (ECMAScript regexes the Rust engine may refuse). The server validates both."""
    if isinstance(node, dict):
        node = {k: sanitize(v) for k, v in node.items() if k not in ("format", "pattern")}
        return merge_nullable(node)
    if isinstance(node, list):
        return [sanitize(v) for v in node]
    return node


def merge_nullable(node: dict[str, Any]) -> dict[str, Any]:
    """``anyOf: [{type: integer, minimum: 0}, {type: null}]`` -> ``{type: [integer, null], minimum: 0}``,
    so the field is ``int | None`` rather than a RootModel wrapper around the int."""
    options = node.get("anyOf")
    if not isinstance(options, list) or len(options) != 2 or {"type": "null"} not in options:
        return node
    (other,) = [o for o in options if o != {"type": "null"}]
    if not isinstance(other.get("type"), str) or other["type"] in ("object", "array", "null") or "$ref" in other:
        return node
    if "enum" in other or "const" in other:
        return node
    merged = {k: v for k, v in node.items() if k != "anyOf"}
    for key, value in other.items():
        merged.setdefault(key, value)
    merged["type"] = [other["type"], "null"]
    return merged


def json_body(operation: dict[str, Any]) -> dict[str, Any] | None:
    return operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")


def success_responses(operation: dict[str, Any]) -> list[tuple[str, dict[str, Any] | None]]:
    out = []
    for code, response in operation.get("responses", {}).items():
        if code.startswith("2"):
            out.append((code, response.get("content", {}).get("application/json", {}).get("schema")))
    return out


def dispatch_variant_name(variant: dict[str, Any]) -> str:
    payload = ref_name(variant["properties"]["payload"]["$ref"])
    base = payload[: -len("Payload")] if payload.endswith("Payload") else payload
    return base + ("DispatchSplit" if "service" in variant["properties"] else "Dispatch")


RESULT_FIELD = "result"
"""The dispatch response's field holding an executed request's output: its operation's
``<Stem>Result`` component, ``{detail}`` when blocked or failed (the ServiceRequest schema says so)."""


def dispatch_response(doc: dict[str, Any]) -> str:
    """The component the dispatch (the operation whose body is a ``oneOf`` of one variant per
    catalog operation) answers with: ``ServiceRequest``."""
    for operation in iter_operations(doc):
        body = json_body(operation) or {}
        if body.get("oneOf") or body.get("anyOf"):
            refs = {ref_name(schema["$ref"]) for _code, schema in success_responses(operation) if schema and "$ref" in schema}
            if len(refs) != 1:
                raise SystemExit(f"{operation['operationId']}: the dispatch must answer one component")
            return refs.pop()
    raise SystemExit("the document has no dispatch operation")


def variant_result(doc: dict[str, Any], variant: dict[str, Any]) -> str | None:
    """The ``<Stem>Result`` component of a dispatch variant whose payload is ``<Stem>Payload``, if the document has it."""
    payload = ref_name(variant["properties"]["payload"]["$ref"])
    result = payload[: -len("Payload")] + "Result" if payload.endswith("Payload") else None
    return result if result in doc.get("components", {}).get("schemas", {}) else None


def generic_service_request(source: str, model: str) -> str:
    """``class ServiceRequest(BaseModel, Generic[ResultT])`` whose ``result`` is ``ResultT | dict[str, Any] | None``
    (``ResultT`` of ``_models.py``), so a dispatch returns ``ServiceRequest[DataCsvParseResult]``.
    datamodel-code-generator has no generics: its output is edited, from the field as
    ``models_document`` fixed it; a change in its output stops the generator here."""
    head, field = f"class {model}(BaseModel):\n", f"    {RESULT_FIELD}: dict[str, Any] | None\n"
    start = source.find(head)
    end = source.find("\nclass ", start + 1)
    if start < 0 or field not in source[start:end]:
        raise SystemExit(f"models.py: {model}.{RESULT_FIELD} is not where generic_service_request expects it")
    body = source[start:end].replace(head, f"class {model}(BaseModel, Generic[ResultT]):\n")
    body = body.replace(field, f"    {RESULT_FIELD}: ResultT | dict[str, Any] | None\n")
    source = source[:start] + body + source[end:]
    typing_names = re.search(r"^from typing import (.+)$", source, re.M)
    if typing_names is None:
        raise SystemExit("models.py: no `from typing import` line")
    names = ", ".join(sorted({*typing_names.group(1).split(", "), "Generic"}))
    source = source.replace(typing_names.group(0), f"from typing import {names}", 1)
    return source.replace("from proctor._models import BaseModel\n", "from proctor._models import BaseModel, ResultT\n", 1)


def models_document(doc: dict[str, Any]) -> dict[str, Any]:
    schemas = copy.deepcopy(doc.get("components", {}).get("schemas", {}))
    # The result field as a plain object or null, whatever the document ties it to, so that
    # generic_service_request finds the line it makes generic.
    response = schemas[dispatch_response(doc)]["properties"]
    response[RESULT_FIELD] = {
        "anyOf": [{"type": "object", "additionalProperties": {}}, {"type": "null"}],
        "description": response[RESULT_FIELD].get("description", ""),
    }
    for operation in iter_operations(doc):
        name = pascal(operation["operationId"])
        body = json_body(operation)
        if body is not None and "$ref" not in body:
            variants = body.get("oneOf") or body.get("anyOf")
            if variants:
                refs = []
                for variant in variants:
                    vname = dispatch_variant_name(variant)
                    variant = {k: v for k, v in variant.items() if k != "title"}
                    schemas[vname] = variant
                    refs.append({"$ref": f"#/components/schemas/{vname}"})
                schemas[name + "Body"] = {"oneOf": refs}
            else:
                schemas[name + "Body"] = body
        for _code, schema in success_responses(operation):
            if schema is not None and "$ref" not in schema and schema.get("properties"):
                schemas[name + "Response"] = schema
    return {
        "openapi": doc["openapi"],
        "info": {"title": doc["info"]["title"], "version": doc["info"]["version"]},
        "paths": {},
        "components": {"schemas": sanitize(schemas)},
    }


def iter_operations(doc: dict[str, Any]):
    for path, item in doc["paths"].items():
        for method in HTTP_METHODS:
            if method in item:
                operation = dict(item[method])
                operation["_path"] = path
                operation["_method"] = method.upper()
                yield operation


def run_codegen(document: Path, output: Path, model_type: str, what: str) -> None:
    args = [
        sys.executable, "-m", "datamodel_code_generator",
        "--input", str(document),
        "--input-file-type", "openapi",
        "--output", str(output),
        "--output-model-type", model_type,
        "--target-python-version", "3.10",
        "--use-union-operator",
        "--use-standard-collections",
        "--enum-field-as-literal", "all",
        "--collapse-root-models",
        "--use-schema-description",
        "--use-field-description",
        "--field-constraints",
        "--use-annotated",
        "--use-double-quotes",
        "--disable-timestamp",
        "--formatters", "black", "isort",
        "--custom-file-header", HEADER.format(what=what).rstrip("\n"),
    ]  # fmt: skip
    if model_type == "pydantic_v2.BaseModel":
        args += ["--base-class", "proctor._models.BaseModel", "--extra-fields", "allow"]
    subprocess.run(args, check=True, capture_output=True, text=True)


# -- operations -------------------------------------------------------------------------------


@dataclass
class Param:
    name: str  # wire name
    py: str  # Python name
    annotation: str
    required: bool
    location: str  # path | query | body | header
    description: str = ""


@dataclass
class CatalogEntry:
    """One operation of the dispatch catalog (a ``{operation, payload}`` variant of the dispatch body)."""

    name: str  # "<service>.<operation>"
    payload: str  # its <Stem>Payload component
    result: str | None  # its <Stem>Result component
    description: str  # the payload component's
    returns: str  # ServiceRequest[<Stem>Result]: what dispatching it returns


@dataclass
class Operation:
    operation_id: str
    resource: tuple[str, ...]
    method_name: str
    http_method: str
    path: str
    summary: str
    description: str
    security: tuple[str, ...]
    # ``x-sdk.waitable.until``: the statuses create_and_wait stops on; empty: no create_and_wait.
    wait_until: tuple[str, ...] = ()
    params: list[Param] = field(default_factory=list)
    has_body: bool = False
    variants: list[dict[str, Any]] = field(default_factory=list)
    returns: str = "None"  # annotation
    parse: str = "_none"  # expression: a callable from JSON to the result
    page_item: str | None = None  # model of a paginated list's items
    idempotency_header: str | None = None
    delegated_task_header: str | None = None  # X-Delegated-Task: the dispatch's delegated_task_id argument
    stream_events: list[tuple[str, str]] = field(default_factory=list)  # (event name, data model) of an x-sdk.stream operation
    file_types: list[str] = field(default_factory=list)  # the content types of an x-sdk.file operation's 200: it returns a BinaryResponse
    redirect: bool = False  # x-sdk.redirect: <method> streams the bytes at its Location, <method>_url answers that Location
    variant_returns: list[str] = field(default_factory=list)  # what each variant's overload returns
    catalog: list[CatalogEntry] = field(default_factory=list)  # the dispatch's operations


def py_type(schema: dict[str, Any] | None, *, accept_params: bool = False) -> str:
    if not schema:
        return "Any"
    if "$ref" in schema:
        name = ref_name(schema["$ref"])
        return f"models.{name} | params.{name}" if accept_params else f"models.{name}"
    if "const" in schema:
        return f"Literal[{json.dumps(schema['const'])}]"
    if "enum" in schema:
        return "Literal[" + ", ".join(json.dumps(v) for v in schema["enum"]) + "]"
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return union([py_type(s, accept_params=accept_params) for s in schema[key]])
    kind = schema.get("type")
    if isinstance(kind, list):
        return union([py_type({**schema, "type": k}, accept_params=accept_params) for k in kind])
    if kind == "string":
        return "str"
    if kind == "integer":
        return "int"
    if kind == "number":
        return "float"
    if kind == "boolean":
        return "bool"
    if kind == "null":
        return "None"
    if kind == "array":
        # typing.List: a resource class's own `list` method shadows the builtin in its signatures.
        return f"List[{py_type(schema.get('items'), accept_params=accept_params)}]"
    return "dict[str, Any]"


def union(parts: list[str]) -> str:
    seen: list[str] = []
    for part in parts:
        for piece in part.split(" | "):
            if piece not in seen:
                seen.append(piece)
    if "None" in seen:
        seen.remove("None")
        seen.append("None")
    return " | ".join(seen)


def in_sdk(raw: dict[str, Any]) -> bool:
    """The document's ``x-sdk`` says where an operation goes in the SDKs, or ``false``: not there."""
    sdk = raw.get("x-sdk")
    if sdk is None:
        raise SystemExit(f"{raw['operationId']}: no x-sdk extension (the server's document.ts emits one for every operation)")
    return sdk is not False


def is_page(schema: dict[str, Any] | None) -> bool:
    props = (schema or {}).get("properties", {})
    return set(props) == {"data", "next_cursor"} and "$ref" in props["data"].get("items", {})


def build_operation(doc: dict[str, Any], raw: dict[str, Any]) -> Operation:
    operation_id = raw["operationId"]
    sdk = raw["x-sdk"]
    resource, method_name = tuple(snake(part) for part in sdk["resource"]), snake(sdk["method"])
    security: list[str] = []
    for requirement in raw.get("security") or []:
        for scheme in requirement:
            if scheme not in security:
                security.append(scheme)
    op = Operation(
        operation_id=operation_id,
        resource=resource,
        method_name=method_name,
        http_method=raw["_method"],
        path=raw["_path"],
        summary=raw.get("summary", ""),
        description=raw.get("description", ""),
        security=tuple(security),
        wait_until=tuple((sdk.get("waitable") or {}).get("until", ())),
    )
    for parameter in raw.get("parameters", []):
        location = parameter["in"]
        schema = parameter.get("schema", {})
        if location == "header":
            if parameter["name"].lower() == "idempotency-key":
                op.idempotency_header = "Idempotency-Key"
                continue
            if parameter["name"].lower() == "x-delegated-task":
                op.delegated_task_header = "X-Delegated-Task"
                continue
            if sdk.get("stream") and parameter["name"].lower() == "last-event-id":
                continue  # the stream runtime's (_streaming.py), not an argument
            raise SystemExit(f"{operation_id}: header parameter {parameter['name']} has no mapping")
        op.params.append(
            Param(
                name=parameter["name"],
                py=py_name(parameter["name"]),
                annotation=py_type(schema),
                required=bool(parameter.get("required")) or location == "path",
                location=location,
                description=parameter.get("description") or schema.get("description", ""),
            )
        )
    body = json_body(raw)
    if body is not None:
        op.has_body = True
        if "$ref" in body:
            body = doc["components"]["schemas"][ref_name(body["$ref"])]
        variants = body.get("oneOf") or body.get("anyOf")
        if variants:
            op.variants = variants
            names: dict[str, Param] = {}
            for variant in variants:
                for prop in variant.get("properties", {}):
                    required_everywhere = all(prop in v.get("required", []) for v in variants)
                    names.setdefault(
                        prop,
                        Param(prop, py_name(prop), "Any" if prop == "payload" else "str", required_everywhere, "body"),
                    )
            op.params.extend(names.values())
        else:
            required = set(body.get("required", []))
            properties = body.get("properties", {})
            for prop, schema in properties.items():
                # The spec's camelCase spelling accepted beside the API's snake_case one
                # (allowDraft beside allow_draft): Python offers the API's alone.
                if prop != py_name(prop) and py_name(prop) in properties:
                    continue
                op.params.append(
                    Param(
                        name=prop,
                        py=py_name(prop),
                        annotation=py_type(schema, accept_params=True),
                        required=prop in required,
                        location="body",
                        description=schema.get("description", ""),
                    )
                )
    seen: set[str] = set()
    for param in op.params:
        if param.py in seen:
            raise SystemExit(f"{operation_id}: two parameters are both called {param.py}")
        seen.add(param.py)

    if sdk.get("stream"):
        # The events of its text/event-stream schema, less `error` and `reconnect`, which the
        # runtime handles itself (CONTROL_EVENTS of _streaming.py).
        schema = raw["responses"]["200"]["content"]["text/event-stream"]["schema"]
        for variant in schema["oneOf"]:
            name = variant["properties"]["event"]["const"]
            if name not in ("error", "reconnect"):
                op.stream_events.append((name, f"models.{ref_name(variant['properties']['data']['contentSchema']['$ref'])}"))
        events = " | ".join(f'StreamEvent[Literal["{name}"], {model}]' for name, model in op.stream_events)
        op.returns = events
        return op
    if sdk.get("file"):
        # Its 200 is a file (`format: binary`): the bytes, not JSON (_response.py, BinaryResponse).
        op.file_types = list(raw["responses"]["200"]["content"])
        op.returns = "BinaryResponse"
        return op
    if sdk.get("redirect"):
        # A 302 (its Location the answer): two methods, method_code's redirect_code.
        if "Location" not in raw["responses"].get("302", {}).get("headers", {}):
            raise SystemExit(f"{operation_id}: x-sdk.redirect needs a 302 response with a Location header")
        op.redirect = True
        op.returns = "StreamedBinaryResponse"
        return op
    responses = success_responses(raw)
    schemas = [schema for _code, schema in responses if schema is not None]
    if not schemas:
        op.returns, op.parse = "None", "_none"
    elif len(schemas) == 1 and is_page(schemas[0]):
        item = ref_name(schemas[0]["properties"]["data"]["items"]["$ref"])
        op.page_item = f"models.{item}"
    else:
        names = []
        for schema in schemas:
            if "$ref" in schema:
                names.append(f"models.{ref_name(schema['$ref'])}")
            elif schema.get("properties"):
                names.append(f"models.{pascal(operation_id)}Response")
            else:
                names.append("dict[str, Any]")
        names = list(dict.fromkeys(names))
        if len(names) != 1:
            raise SystemExit(f"{operation_id}: success responses of different shapes are not supported")
        op.returns = names[0]
        op.parse = "_json" if names[0] == "dict[str, Any]" else f"_model({names[0]})"
    if op.variants:
        # The dispatch: each variant's overload returns ServiceRequest[<Stem>Result]; the result
        # of an executed request is read into that model at run time (_results.py).
        if op.returns != f"models.{dispatch_response(doc)}":
            raise SystemExit(f"{operation_id}: the dispatch must answer {dispatch_response(doc)}")
        results = [variant_result(doc, variant) for variant in op.variants]
        op.variant_returns = [f"{op.returns}[{'models.' + r if r else 'dict[str, Any]'}]" for r in results]
        op.returns, op.parse = f"{op.returns}[Any]", "_service_request"
        schemas = doc["components"]["schemas"]
        for variant, result, returns in zip(op.variants, results, op.variant_returns):
            props = variant["properties"]
            if "service" not in props:
                payload = ref_name(props["payload"]["$ref"])
                description = schemas[payload].get("description", "")
                op.catalog.append(CatalogEntry(props["operation"]["const"], payload, result, description, returns))
        op.catalog.sort(key=lambda entry: entry.name)
    return op


# -- code -------------------------------------------------------------------------------------


def docstring(op: Operation, indent: str, extra: list[str] | None = None) -> str:
    lines = [op.summary or op.operation_id]
    if op.description:
        lines += ["", *wrap(op.description)]
    lines += ["", f"``{op.http_method} /api{op.path}`` (operationId ``{op.operation_id}``)."]
    described = [p for p in op.params if p.description]
    if described or extra:
        lines += ["", "Args:"]
        for p in described:
            lines += [f"    {p.py}: {p.description}"]
        lines += [f"    {line}" for line in extra or []]
    text = "\n".join((indent + line) if line else "" for line in lines).replace('"""', "'''")
    text = text.replace("\\", "\\\\")
    return f'{indent}"""{text.lstrip()}\n{indent}"""\n'


def wrap(text: str, width: int = 96) -> list[str]:
    out: list[str] = []
    for paragraph in text.splitlines():
        line = ""
        for word in paragraph.split():
            if line and len(line) + 1 + len(word) > width:
                out.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        out.append(line)
    return out


COMMON_ARGS = (
    "extra_headers: Mapping[str, str] | None = None,\n"
    "timeout: float | None = None,\n"
    "max_retries: int | None = None,\n"
)
COMMON_DOC = [
    "extra_headers: headers sent with this call (they win over the client's).",
    "timeout: overall seconds for this call, every attempt and wait included.",
    "max_retries: retries for this call (0 disables).",
]


def signature_params(op: Operation, *, overload_variant: dict[str, Any] | None = None) -> str:
    """Positional path parameters, then keyword-only: required body/query, optional ones, options."""
    path = [p for p in op.params if p.location == "path"]
    rest = [p for p in op.params if p.location != "path"]
    parts = ["self"] + [f"{p.py}: {p.annotation}" for p in path] + ["*"]
    if overload_variant is not None:
        props = overload_variant.get("properties", {})
        for name, schema in props.items():
            annotation = py_type(schema, accept_params=True)
            parts.append(f"{py_name(name)}: {annotation}")
    else:
        for p in [p for p in rest if p.required]:
            parts.append(f"{p.py}: {p.annotation}")
        for p in [p for p in rest if not p.required]:
            parts.append(f"{p.py}: {p.annotation} | NotGiven = NOT_GIVEN")
    if op.idempotency_header:
        parts.append("idempotency_key: str | None = None")
    if op.delegated_task_header:
        parts.append("delegated_task_id: str | None = None")
    return ",\n".join(parts) + ",\n" + COMMON_ARGS


def wait_params(returns: str) -> str:
    """The parameters ``create_and_wait`` adds to ``create``'s."""
    return f"max_wait: float = WAIT_BUDGET,\non_poll: Callable[[{returns}], None] | None = None,\n"


def options_expr(op: Operation) -> str:
    path_expr = "/api" + op.path
    for p in op.params:
        if p.location == "path":
            path_expr = path_expr.replace("{" + p.name + "}", "{_path(" + p.py + ")}")
    path_code = f'f"{path_expr}"' if "{" in path_expr else f'"{path_expr}"'
    query = [p for p in op.params if p.location == "query"]
    body = [p for p in op.params if p.location == "body"]
    query_code = "{" + ", ".join(f'"{p.name}": {p.py}' for p in query) + "}" if query else "None"
    body_code = "_body({" + ", ".join(f'"{p.name}": {p.py}' for p in body) + "})" if op.has_body else "None"
    headers_code = "_headers(extra_headers"
    own_headers = []
    if op.file_types:
        own_headers.append(f'"Accept": "{", ".join(op.file_types)}, application/json"')
    if op.idempotency_header:
        own_headers.append(f'"{op.idempotency_header}": idempotency_key or _new_idempotency_key()')
    # Also without an Idempotency-Key: a dry run takes the dispatch's X-Delegated-Task alone.
    if op.delegated_task_header:
        own_headers.append(f'**({{"{op.delegated_task_header}": delegated_task_id}} if delegated_task_id is not None else {{}})')
    if own_headers:
        headers_code += f", {{{', '.join(own_headers)}}}"
    headers_code += ")"
    return (
        "RequestOptions(\n"
        f'method="{op.http_method}",\n'
        f"path={path_code},\n"
        f"params={query_code},\n"
        f"json_body={body_code},\n"
        f"headers={headers_code},\n"
        f"security={tuple(op.security)!r},\n"
        "timeout=timeout,\n"
        "max_retries=max_retries,\n"
        ")"
    )


def method_code(op: Operation, asynchronous: bool) -> str:
    ind = "    "
    out: list[str] = []
    if op.page_item:
        page = f"AsyncPaginator[{op.page_item}]" if asynchronous else f"SyncCursorPage[{op.page_item}]"
        out.append(f"{ind}def {op.method_name}(\n{signature_params(op)}) -> {page}:\n")
        out.append(docstring(op, ind * 2, COMMON_DOC))
        if asynchronous:
            out.append(f"{ind*2}return AsyncPaginator(self._client, {options_expr(op)}, _model({op.page_item}))\n")
        else:
            out.append(f"{ind*2}return SyncCursorPage.fetch(self._client, {options_expr(op)}, _model({op.page_item}))\n")
        return "".join(out)

    if op.stream_events:
        stream = "AsyncStream" if asynchronous else "Stream"
        out.append(f"{ind}def {op.method_name}(\n{signature_params(op)}) -> {stream}[{op.returns}]:\n")
        out.append(docstring(op, ind * 2, COMMON_DOC + ["Returns a stream of its events: iterate it, or use it as a context manager."]))
        models_map = "{" + ", ".join(f'"{name}": {model}' for name, model in op.stream_events) + "}"
        out.append(f"{ind*2}return {stream}(self._client, {options_expr(op)}, _stream_events({models_map}))\n")
        return "".join(out)

    async_ = "async " if asynchronous else ""
    await_ = "await " if asynchronous else ""
    extra_doc = list(COMMON_DOC)
    if op.redirect:
        streamed = "AsyncStreamedBinaryResponse" if asynchronous else "StreamedBinaryResponse"
        reading = "``async with await …`` and ``async for chunk in r.iter_bytes()``" if asynchronous else "``with …`` and ``for chunk in r.iter_bytes()``"
        follow = Operation(**{**op.__dict__, "summary": f"{op.summary}: the redirect followed, its body a stream"})
        out.append(f"{ind}{async_}def {op.method_name}(\n{signature_params(op)}) -> {streamed}:\n")
        out.append(docstring(follow, ind * 2, extra_doc + [
            f"Then GETs its Location with no credential and answers {streamed} once its headers arrive, the body unread: "
            f"read it with {reading}, and close it (a context manager). The timeout covers both requests up to those headers."
        ]))
        out.append(f"{ind*2}return {await_}self._client.request_redirected({options_expr(op)})\n\n")
        location = Operation(**{**op.__dict__, "summary": f"{op.summary}: the URL it redirects to, not followed"})
        out.append(f"{ind}{async_}def {op.method_name}_url(\n{signature_params(op)}) -> str:\n")
        out.append(docstring(location, ind * 2, extra_doc + ["Returns its Location, an absolute URL."]))
        out.append(f"{ind*2}return {await_}self._client.request_location({options_expr(op)})\n")
        return "".join(out)
    if op.idempotency_header:
        extra_doc.insert(0, "idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.")
    if op.file_types:
        file_doc = extra_doc + [f"Returns the file ({', '.join(op.file_types)}) as a BinaryResponse: ``.content``, ``.write_to_file(path)``."]
        out.append(f"{ind}{async_}def {op.method_name}(\n{signature_params(op)}) -> BinaryResponse:\n")
        out.append(docstring(op, ind * 2, file_doc))
        out.append(f"{ind*2}return {await_}self._client.request_binary({options_expr(op)})\n")
        return "".join(out)
    if op.delegated_task_header:
        extra_doc.insert(1, "delegated_task_id: the delegated task (tsk_…) the dispatch is made for, sent as X-Delegated-Task.")
    for variant, returns in zip(op.variants, op.variant_returns):
        out.append(f"{ind}@overload\n{ind}{async_}def {op.method_name}(\n{signature_params(op, overload_variant=variant)}) -> {returns}: ...\n\n")
    out.append(f"{ind}{async_}def {op.method_name}(\n{signature_params(op)}) -> {op.returns}:\n")
    out.append(docstring(op, ind * 2, extra_doc))
    out.append(f"{ind*2}return {await_}self._client.request({options_expr(op)}, {op.parse})\n")

    if op.wait_until:
        wait_doc = extra_doc + [
            "max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.",
            "on_poll: called with each state seen while waiting: the first answer, then each poll.",
        ]
        until = ", ".join(op.wait_until)
        wait_op = Operation(**{**op.__dict__, "summary": f"{op.summary}, then poll until its status is {until}",
                               "description": "Polls ``retrieve`` 2 s after the answer, then every 1.5 times longer, "
                               "capped at 10 s, for at most max_wait seconds in all; raises ProctorWaitTimeoutError "
                               "(kind \"timeout\") with the last state when the budget runs out."})
        for variant, returns in zip(op.variants, op.variant_returns):
            out.append(
                f"\n{ind}@overload\n{ind}{async_}def {op.method_name}_and_wait(\n{signature_params(op, overload_variant=variant)}"
                f"{wait_params(returns)}) -> {returns}: ...\n"
            )
        out.append(f"\n{ind}{async_}def {op.method_name}_and_wait(\n{signature_params(op)}{wait_params(op.returns)}) -> {op.returns}:\n")
        out.append(docstring(wait_op, ind * 2, wait_doc))
        common = "extra_headers=extra_headers, timeout=timeout, max_retries=max_retries"
        # The resource's retrieve takes the same path parameters, then the id of the state answered.
        path_args = [p.py for p in op.params if p.location == "path"]
        poll = f"self.retrieve({', '.join([*path_args, 'state_id'])}, {common})"
        if op.variants:  # each polled state's result read into its operation's model, as the first's
            poll = f"{'typed_request_async' if asynchronous else 'typed_request'}({poll})"
        out.append(f"{ind*2}started = self._client._clock()\n")
        out.append(
            # The request itself, not the overloaded method: no overload takes the implementation's types.
            f"{ind*2}first = {await_}self._client.request({options_expr(op)}, {op.parse})\n"
            f"{ind*2}return {await_}{'wait_async' if asynchronous else 'wait_sync'}(\n"
            f"first,\n"
            f"lambda state_id: {poll},\n"
            f"clock=self._client._clock,\n"
            f"sleep=self._client._sleep,\n"
            f"started=started,\n"
            f"max_wait=max_wait,\n"
            f"on_poll=on_poll,\n"
            f"until=frozenset({{{', '.join(repr(status) for status in op.wait_until)}}}),\n"
            f")\n"
        )
    return "".join(out)


def class_name(resource: tuple[str, ...], asynchronous: bool) -> str:
    return ("Async" if asynchronous else "") + "".join(pascal(part) for part in resource)


def raw_class_name(resource: tuple[str, ...], asynchronous: bool) -> str:
    return class_name(resource, asynchronous) + "WithRawResponse"


RAW_DOC = "The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."


def raw_resource_code(resource: tuple[str, ...], ops: list[Operation], children: list[tuple[str, ...]], asynchronous: bool) -> str:
    """``<Resource>WithRawResponse``: each single-request method wrapped (create_and_wait, which
    makes many requests, has no raw form, as the TypeScript SDK's createAndWait has no withResponse)."""
    name = raw_class_name(resource, asynchronous)
    wrapper = "async_to_raw_response_wrapper" if asynchronous else "to_raw_response_wrapper"
    prefix = "async_client" if asynchronous else "client"
    out = [f"\nclass {name}:\n"]
    out.append(f'    """``{prefix}.with_raw_response.{".".join(resource)}``: each method returns an ``APIResponse``."""\n\n')
    out.append(f"    def __init__(self, resource: {class_name(resource, asynchronous)}) -> None:\n")
    out.append("        self._resource = resource\n")
    # A stream is read as it comes: it has no raw form of one response read whole. A file's
    # BinaryResponse is already the raw response (its http_response), as a redirect's streamed one.
    for op in sorted((op for op in ops if not op.stream_events and not op.file_types and not op.redirect), key=lambda o: o.method_name):
        out.append(f"        self.{op.method_name} = {wrapper}(resource.{op.method_name})\n")
    out.append("\n")
    for child in children:
        out.append(
            f"    @cached_property\n    def {child[-1]}(self) -> {raw_class_name(child, asynchronous)}:\n"
            f"        return {raw_class_name(child, asynchronous)}(self._resource.{child[-1]})\n\n"
        )
    return "".join(out)


def resource_tree(ops: list[Operation]) -> tuple[dict[tuple[str, ...], list[Operation]], dict[tuple[str, ...], list[tuple[str, ...]]]]:
    tree: dict[tuple[str, ...], list[Operation]] = {}
    for op in ops:
        tree.setdefault(op.resource, []).append(op)
        for depth in range(1, len(op.resource)):
            tree.setdefault(op.resource[:depth], [])
    children = {r: sorted(c for c in tree if len(c) == len(r) + 1 and c[: len(r)] == r) for r in tree}
    return tree, children


LIB = ROOT / "src" / "proctor" / "lib"


def resource_module(top: str, ops: list[Operation]) -> str:
    """``resources/<top>.py``: the resource ``client.<top>`` and its nested ones, synchronous and
    asynchronous, each with its ``…WithRawResponse`` twin. With a hand-written ``lib/<top>.py``, the
    top resource (both of it) extends that module's ``<Class>Helpers``: methods beside the generated
    ones that regeneration keeps, as openai-python's ``lib/``."""
    tree, children = resource_tree([op for op in ops if op.resource[0] == top])
    helpers = f"{class_name((top,), False)}Helpers" if (LIB / f"{top}.py").exists() else None
    # A module that also defines Async<Class>Helpers (methods that must await, as chat's stream)
    # gives the asynchronous resource that one; else both extend <Class>Helpers.
    async_helpers = f"Async{helpers}" if helpers and re.search(rf"^class Async{helpers}\b", (LIB / f"{top}.py").read_text(), re.M) else helpers
    out = [
        HEADER.format(what=f"The ``{top}`` resource: one method per API operation, synchronous and asynchronous."),
        "from __future__ import annotations\n\n",
        "from functools import cached_property\n",
        "from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload\n\n",
        "from ..._base_client import RequestOptions\n",
        "from ..._pagination import AsyncPaginator, SyncCursorPage\n",
        "from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path\n",
        "from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper\n",
        "from ..._types import NOT_GIVEN, NotGiven\n",
        "from ..._waiting import WAIT_BUDGET, wait_async, wait_sync\n",
        "from .. import models, params\n\n",
        *([f"from ...lib.{top} import {', '.join(sorted({helpers, async_helpers}))}\n\n"] if helpers else []),
        "if TYPE_CHECKING:\n    from ..._base_client import AsyncAPIClient, SyncAPIClient\n\n",
    ]
    if any(op.stream_events for ops_of in tree.values() for op in ops_of):
        at = out.index("from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper\n")
        out[at - 1] = out[at - 1].replace("_path\n", "_path, _stream_events\n")
        out.insert(at + 1, "from ..._streaming import AsyncStream, Stream, StreamEvent\n")
    dispatch = next((op for ops_of in tree.values() for op in ops_of if op.variants), None)
    if dispatch is not None:
        at = out.index("from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper\n")
        out.insert(at, "from ..._results import _service_request, typed_request, typed_request_async\n")
    if any(op.wait_until for ops_of in tree.values() for op in ops_of):  # on_poll's annotation
        out[out.index("from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload\n\n")] = (
            "from typing import TYPE_CHECKING, Any, Callable, List, Literal, Mapping, overload\n\n"
        )
    files = [
        *(["BinaryResponse"] if any(op.file_types for ops_of in tree.values() for op in ops_of) else []),
        *(["AsyncStreamedBinaryResponse", "StreamedBinaryResponse"] if any(op.redirect for ops_of in tree.values() for op in ops_of) else []),
    ]
    if files:
        at = out.index("from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper\n")
        out[at] = f"from ..._response import {', '.join(files)}, async_to_raw_response_wrapper, to_raw_response_wrapper\n"
    for asynchronous in (False, True):
        client_type = "AsyncAPIClient" if asynchronous else "SyncAPIClient"
        for resource in sorted(tree, key=lambda r: (-len(r), r)):
            name = class_name(resource, asynchronous)
            base = async_helpers if asynchronous else helpers
            out.append(f"\nclass {name}({base}):\n" if base and len(resource) == 1 else f"\nclass {name}:\n")
            out.append(f'    """``client.{".".join(resource)}``"""\n\n')
            out.append(f"    def __init__(self, client: {client_type}) -> None:\n        self._client = client\n\n")
            for child in children[resource]:
                out.append(
                    f"    @cached_property\n    def {child[-1]}(self) -> {class_name(child, asynchronous)}:\n"
                    f"        return {class_name(child, asynchronous)}(self._client)\n\n"
                )
            if dispatch is not None and resource == dispatch.resource:
                cls = class_name((*resource, "dispatch"), asynchronous)
                out.append(
                    f"    @cached_property\n    def dispatch(self) -> {cls}:\n"
                    f'        """One method per catalog operation, its payload checked field by field."""\n'
                    f"        return {cls}(self)\n\n"
                )
            out.append(
                f"    @cached_property\n    def with_raw_response(self) -> {raw_class_name(resource, asynchronous)}:\n"
                f'        """{RAW_DOC}"""\n'
                f"        return {raw_class_name(resource, asynchronous)}(self)\n\n"
            )
            for op in sorted(tree[resource], key=lambda o: o.method_name):
                out.append(method_code(op, asynchronous) + "\n")
        for resource in sorted(tree, key=lambda r: (-len(r), r)):
            out.append(raw_resource_code(resource, tree[resource], children[resource], asynchronous))
        if dispatch is not None:
            out.append(dispatch_class_code(dispatch, asynchronous))
    return "".join(out)


def dispatch_class_code(dispatch: Operation, asynchronous: bool) -> str:
    """``client.<resource>.dispatch``: ``<operation>(payload)`` and ``<operation>_and_wait(payload)`` per catalog
    operation, each the dispatch with that operation. Its payload is one TypedDict, not an overload
    among the catalog's, so that mypy names a wrong field (``Extra key "cvs" for TypedDict
    "DataCsvParsePayload"``) where an overloaded ``create`` can only say that no variant matches."""
    resource = (*dispatch.resource, "dispatch")
    async_, await_ = ("async ", "await ") if asynchronous else ("", "")
    out = [f"\nclass {class_name(resource, asynchronous)}:\n"]
    out.append(f'    """``client.{".".join(resource)}``: one method per catalog operation, its payload checked field by field."""\n\n')
    out.append(f"    def __init__(self, resource: {class_name(dispatch.resource, asynchronous)}) -> None:\n        self._resource = resource\n\n")
    options = ("idempotency_key", "extra_headers", "timeout", "max_retries")
    for entry in dispatch.catalog:
        name, returns = py_name(entry.name), entry.returns
        signature = f"self,\npayload: params.{entry.payload},\n*,\nidempotency_key: str | None = None,\n{COMMON_ARGS}"
        for suffix, extra, passed in (
            ("", "", options),
            ("_and_wait", wait_params(returns), (*options, "max_wait", "on_poll")),
        ):
            target = f"{dispatch.method_name}{suffix}"
            out.append(f"    {async_}def {name}{suffix}(\n{signature}{extra}) -> {returns}:\n")
            what = entry.description.removeprefix(f"The payload of {entry.name}: ")
            lines = [f"Dispatches {entry.name}: {what}" if what else f"Dispatches {entry.name}.", "", f'``{target}(operation="{entry.name}", payload=payload)``.']
            text = "\n".join(f"        {line}" if line else "" for part in lines for line in (wrap(part) if part else [""]))
            out.append(f'        """{text.lstrip()}\n        """\n'.replace("\\", "\\\\"))
            args = ", ".join(f"{p}={p}" for p in passed)
            out.append(f"        return {await_}self._resource.{target}(operation=\"{entry.name}\", payload=payload, {args})\n\n")
    return "".join(out)



def resources_init(tops: list[str]) -> str:
    out = [HEADER.format(what="Every resource, one module each."), "from __future__ import annotations\n\n"]
    names: list[str] = []
    for top in tops:
        classes = [f(( top,), a) for f in (class_name, raw_class_name) for a in (False, True)]
        out.append(f"from .{top} import {', '.join(classes)}\n")
        names += classes
    out.append("\n__all__ = [" + ", ".join(json.dumps(n) for n in names) + "]\n")
    return "".join(out)


def client_code(ops: list[Operation]) -> str:
    top = sorted({op.resource[0] for op in ops})
    out = [
        HEADER.format(what="The clients and their resources."),
        "from __future__ import annotations\n\n",
        "from functools import cached_property\n\n",
        "from .._base_client import AsyncAPIClient, SyncAPIClient\n",
        "from . import resources\n\n",
    ]
    for asynchronous, base, doc in (
        (False, "SyncAPIClient", "The synchronous Proctor client (httpx.Client)."),
        (True, "AsyncAPIClient", "The asynchronous Proctor client (httpx.AsyncClient); never blocks the event loop."),
    ):
        name = "AsyncProctor" if asynchronous else "Proctor"
        raw_name = name + "WithRawResponse"
        out.append(f"\nclass {name}({base}):\n    \"\"\"{doc}\"\"\"\n\n")
        out.append(
            f"    @cached_property\n    def with_raw_response(self) -> {raw_name}:\n"
            f'        """Every resource again, its methods returning ``APIResponse``: '
            f'``client.with_raw_response.balance.retrieve()``."""\n'
            f"        return {raw_name}(self)\n\n"
        )
        for resource in top:
            cls = class_name((resource,), asynchronous)
            out.append(
                f"    @cached_property\n    def {resource}(self) -> resources.{cls}:\n"
                f"        return resources.{cls}(self)\n\n"
            )
        out.append(f"\nclass {raw_name}:\n    \"\"\"``{name}.with_raw_response``\"\"\"\n\n")
        out.append(f"    def __init__(self, client: {name}) -> None:\n        self._client = client\n\n")
        for resource in top:
            cls = raw_class_name((resource,), asynchronous)
            out.append(
                f"    @cached_property\n    def {resource}(self) -> resources.{cls}:\n"
                f"        return resources.{cls}(self._client.{resource})\n\n"
            )
    return "".join(out)


def operations_code(doc: dict[str, Any], ops: list[Operation]) -> str:
    create = next(op for op in ops if op.variants)  # the dispatch: its body is the catalog
    catalog = [(entry.name, entry.payload, entry.result) for entry in create.catalog]
    out = [
        HEADER.format(what="The dispatch catalog and the operationId -> method map."),
        "from __future__ import annotations\n\n",
        "from typing import Literal, NamedTuple\n\n",
        "from proctor._models import BaseModel\n\n",
        "from . import models\n\n",
        "class OperationTypes(NamedTuple):\n    payload: type[BaseModel]\n    result: type[BaseModel] | None\n\n",
        "OperationName = Literal[" + ", ".join(json.dumps(n) for n, _, _ in catalog) + "]\n\n",
        '"""Every operation of the catalog, as ``"<service>.<operation>"``."""\n',
        "OPERATIONS: dict[str, OperationTypes] = {\n",
        *[
            f"    {json.dumps(n)}: OperationTypes(models.{p}, {('models.' + r) if r else 'None'}),\n"
            for n, p, r in catalog
        ],
        "}\n\n",
        '"""operationId -> (resource path, method name) on ``Proctor`` / ``AsyncProctor``."""\n',
        "OPERATION_METHODS: dict[str, tuple[tuple[str, ...], str]] = {\n",
        *[f"    {json.dumps(op.operation_id)}: ({op.resource!r}, {json.dumps(op.method_name)}),\n" for op in ops],
        "}\n",
    ]
    return "".join(out)


def codes_code(doc: dict[str, Any]) -> str:
    """Each enum component with its meanings (``x-enum-descriptions``) as a ``str`` enum. The sets are
    open: a field holding a code a newer server added keeps it as a plain ``str``."""
    out = [
        HEADER.format(what="The code enums of the document (reason codes, error codes), with their meanings."),
        "from __future__ import annotations\n\n",
        "from enum import Enum\n\n",
    ]
    for name, schema in doc.get("components", {}).get("schemas", {}).items():
        meanings = schema.get("x-enum-descriptions")
        if schema.get("type") != "string" or not isinstance(schema.get("enum"), list) or not meanings:
            continue
        out.append(f"\nclass {name}(str, Enum):\n    {json.dumps(schema.get('description', name))}\n\n")
        for code, meaning in zip(schema["enum"], meanings):
            out.append(f"    {code.upper()} = {json.dumps(code)}\n    {json.dumps(meaning, ensure_ascii=False)}\n\n")
    return "".join(out)


def fmt(source: str) -> str:
    return black.format_str(source, mode=black.Mode(line_length=LINE_LENGTH, target_versions={black.TargetVersion.PY310}))


def generate(out_dir: Path) -> None:
    doc = json.loads(DOCUMENT.read_text())
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        document = Path(tmp) / "models.json"
        document.write_text(json.dumps(models_document(doc), indent=1))
        run_codegen(document, out_dir / "models.py", "pydantic_v2.BaseModel", "Pydantic models of every schema, by datamodel-code-generator.")
        models_py = out_dir / "models.py"
        models_py.write_text(generic_service_request(models_py.read_text(), dispatch_response(doc)))
        run_codegen(document, out_dir / "params.py", "typing.TypedDict", "Every schema as a TypedDict (plain-dict arguments), by datamodel-code-generator.")
    ops = [build_operation(doc, raw) for raw in iter_operations(doc) if in_sdk(raw)]
    (out_dir / "resources").mkdir(exist_ok=True)
    tops = sorted({op.resource[0] for op in ops})
    for top in tops:
        (out_dir / "resources" / f"{top}.py").write_text(fmt(resource_module(top, ops)))
    (out_dir / "resources" / "__init__.py").write_text(fmt(resources_init(tops)))
    (out_dir / "client.py").write_text(fmt(client_code(ops)))
    (out_dir / "operations.py").write_text(fmt(operations_code(doc, ops)))
    (out_dir / "codes.py").write_text(fmt(codes_code(doc)))
    (out_dir / "__init__.py").write_text(HEADER.format(what="The part of proctor-sdk generated from the OpenAPI document."))


def generated_files(directory: Path) -> set[str]:
    """The generated files under ``directory``, relative to it (caches left out)."""
    return {p.relative_to(directory).as_posix() for p in directory.rglob("*.py")} if directory.exists() else set()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed files differ from a fresh generation")
    args = parser.parse_args()
    if not args.check:
        for name in generated_files(OUT):
            (OUT / name).unlink()  # a module the document no longer gives goes
        generate(OUT)
        print(f"generated {OUT.relative_to(ROOT)}/ from {DOCUMENT.relative_to(ROOT.parent)}")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp)
        generate(fresh)
        stale = []
        for name in sorted(generated_files(fresh)):
            current, path = OUT / name, fresh / name
            if not current.exists() or current.read_text() != path.read_text():
                stale.append(name)
                if current.exists():
                    sys.stdout.writelines(
                        list(difflib.unified_diff(current.read_text().splitlines(True), path.read_text().splitlines(True), f"committed/{name}", f"fresh/{name}"))[:40]
                    )
        extra = sorted(generated_files(OUT) - generated_files(fresh))
        if stale or extra:
            print(f"sdk-python/src/proctor/_generated is stale ({', '.join(stale + extra)}): run `pnpm generate`", file=sys.stderr)
            return 1
    print("sdk-python/src/proctor/_generated is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
