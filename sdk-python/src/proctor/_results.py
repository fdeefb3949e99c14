from __future__ import annotations

from typing import Any, Awaitable

import pydantic

from ._generated.models import ServiceRequest
from ._generated.operations import OPERATIONS
from ._models import construct

__all__ = ["parse_result", "typed_request", "typed_request_async"]


def parse_result(request: ServiceRequest[Any]) -> Any:
    """The ``result`` of an executed request as its operation's result model
    (``WebSearchSearchResult`` for ``web_search.search``, ...).

    Blocked and failed requests carry ``{detail}`` instead, and an operation this release does not
    know has no model: both come back as the plain dict; a request with no result gives ``None``.
    """
    result = request.result
    if result is None or isinstance(result, pydantic.BaseModel):
        return result
    types = OPERATIONS.get(request.operation)
    if request.status != "executed" or types is None or types.result is None:
        return result
    return construct(types.result, result)


def typed_request(request: ServiceRequest[Any]) -> ServiceRequest[Any]:
    """``request`` as ``ServiceRequest[<its result model>]``, its result read by :func:`parse_result`.

    What the dispatch methods return (typed per operation by their overloads). Only an executed
    request is rebuilt: pydantic's union would read a blocked request's ``{detail}`` into a result
    model whose fields are all optional, so the others keep the dict."""
    result = parse_result(request)
    if not isinstance(result, pydantic.BaseModel):
        return request
    # The parametrized class, so that the result serializes as its model (to_dict, model_dump).
    fields = {name: getattr(request, name) for name in type(request).model_fields}
    typed = ServiceRequest[type(result)].model_construct(  # type: ignore[misc]
        _fields_set=request.model_fields_set, **{**fields, **(request.model_extra or {}), "result": result}
    )
    typed._request_id = request._request_id
    return typed  # type: ignore[no-any-return]


async def typed_request_async(pending: Awaitable[ServiceRequest[Any]]) -> ServiceRequest[Any]:
    """:func:`typed_request` of an awaited request (``AsyncServiceRequests.create_and_wait``'s polls)."""
    return typed_request(await pending)


def _service_request(data: Any) -> ServiceRequest[Any]:
    """The dispatch's answer: a ``ServiceRequest`` whose executed result is its operation's model."""
    return typed_request(construct(ServiceRequest, data))
