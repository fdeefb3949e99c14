"""The base of every generated model.

Responses are read leniently, as the TypeScript SDK reads them (its types are compile-time
only): a body that matches the documented shape is validated; one that does not (a field the
server dropped, an enum value added after this release) is still returned, built without
validation, instead of failing the call. Unknown fields are kept (``extra="allow"``), so a newer
server's additions reach the caller.
"""

from __future__ import annotations

import types
from typing import Any, Annotated, Literal, Union, get_args, get_origin

import pydantic
from typing_extensions import TypeVar

__all__ = ["BaseModel", "ResultT", "construct"]

ModelT = TypeVar("ModelT", bound=pydantic.BaseModel)

ResultT = TypeVar("ResultT", default=dict[str, Any])
"""The type of an executed ``ServiceRequest``'s ``result``: the operation's result model where the
method knows the operation (``ServiceRequest[DataCsvParseResult]``), else a plain dict. The
generator (``scripts/generate.py``, ``generic_service_request``) puts it on the generated model."""


class BaseModel(pydantic.BaseModel):
    model_config = pydantic.ConfigDict(extra="allow", populate_by_name=True)

    _request_id: str | None = pydantic.PrivateAttr(default=None)

    def to_dict(self) -> dict[str, Any]:
        """The model as JSON-ready data, with only the fields that were present (wire names)."""
        return self.model_dump(mode="json", by_alias=True, exclude_unset=True)


def _is_model(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, pydantic.BaseModel)


def _construct_value(annotation: Any, value: Any) -> Any:
    origin = get_origin(annotation)
    if origin is Annotated:
        return _construct_value(get_args(annotation)[0], value)
    if _is_model(annotation):
        if issubclass(annotation, pydantic.RootModel):
            return value
        return construct(annotation, value) if isinstance(value, dict) else value
    if origin in (Union, types.UnionType):
        models = [arg for arg in get_args(annotation) if _is_model(arg) and not issubclass(arg, pydantic.RootModel)]
        if isinstance(value, dict) and models:
            for model in models:
                try:
                    return model.model_validate(value)
                except pydantic.ValidationError:
                    continue
            return construct(models[0], value)
        for arg in get_args(annotation):
            if get_origin(arg) in (list, dict):
                return _construct_value(arg, value)
        return value
    if origin is list and isinstance(value, list):
        (item,) = get_args(annotation) or (Any,)
        return [_construct_value(item, v) for v in value]
    if origin is dict and isinstance(value, dict):
        args = get_args(annotation)
        item = args[1] if len(args) == 2 else Any
        return {k: _construct_value(item, v) for k, v in value.items()}
    if origin is Literal:
        return value
    return value


def construct(cls: type[ModelT], data: Any) -> ModelT:
    """``cls`` from ``data``: validated when it fits, built field by field without validation otherwise."""
    try:
        return cls.model_validate(data)
    except pydantic.ValidationError:
        if not isinstance(data, dict):
            raise
    values: dict[str, Any] = {}
    known: set[str] = set()
    for name, field in cls.model_fields.items():
        key = field.alias or name
        known.add(key)
        if key in data:
            values[name] = _construct_value(field.annotation, data[key])
        elif name in data:
            values[name] = _construct_value(field.annotation, data[name])
            known.add(name)
    extras = {k: v for k, v in data.items() if k not in known}
    instance = cls.model_construct(_fields_set=set(values) | set(extras), **values, **extras)
    return instance
