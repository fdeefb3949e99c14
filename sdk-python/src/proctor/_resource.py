"""What the generated resource methods (``_generated/resources/``) share: reading a result,
encoding a path segment, leaving out arguments not given, the Idempotency-Key default, and
reading a stream's events."""

from __future__ import annotations

import uuid
from typing import Any, Callable, Mapping, TypeVar
from urllib.parse import quote

import pydantic

from ._models import construct
from ._types import NotGiven

_T = TypeVar("_T", bound=pydantic.BaseModel)


def _model(cls: type[_T]) -> Callable[[Any], _T]:
    return lambda data: construct(cls, data)


def _json(data: Any) -> dict[str, Any]:
    return data  # type: ignore[no-any-return]


def _none(_data: Any) -> None:
    return None


def _path(value: str) -> str:
    return quote(str(value), safe="")


def _body(fields: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in fields.items() if not isinstance(v, NotGiven)}


def _headers(extra: Mapping[str, str] | None, own: Mapping[str, str] | None = None) -> dict[str, str]:
    return {**(own or {}), **(extra or {})}


def _new_idempotency_key() -> str:
    return str(uuid.uuid4())


def _stream_events(models: Mapping[str, type[pydantic.BaseModel]]) -> Callable[[str, str, Any], Any]:
    """A stream's event by its name: its data read into that event's model (``_streaming.py``)."""
    from ._streaming import StreamEvent

    return lambda name, id, data: StreamEvent(name, id, construct(models[name], data) if name in models else data)
