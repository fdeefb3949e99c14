from __future__ import annotations

from typing import Any

from ._generated.models import ServiceRequest
from ._generated.operations import OPERATIONS
from ._models import construct

__all__ = ["parse_result"]


def parse_result(request: ServiceRequest) -> Any:
    """The ``result`` of an executed request as its operation's result model
    (``WebSearchSearchResult`` for ``web_search.search``, ...).

    Blocked and failed requests carry ``{detail}`` instead, and an operation this release does not
    know has no model: both come back as the plain dict; a request with no result gives ``None``.
    """
    result = request.result
    if result is None:
        return None
    types = OPERATIONS.get(request.operation)
    if request.status != "executed" or types is None or types.result is None:
        return result
    return construct(types.result, result)
