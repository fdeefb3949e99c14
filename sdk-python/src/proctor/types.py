"""Every model of the API (pydantic v2), generated from the OpenAPI document, and its code enums
(``ReasonCode``, ``ErrorCode``: ``str`` enums; a field holding a code a newer server added keeps it
as a plain ``str``).

``proctor.types.params`` holds the same shapes as ``TypedDict`` for plain-dict arguments.
"""

import pydantic as _pydantic

from ._generated import models as _models
from ._generated import params
from ._generated.codes import ErrorCode, ReasonCode
from ._generated.models import *  # noqa: F403
from ._models import BaseModel

__all__ = [
    "params",
    "BaseModel",
    "ErrorCode",
    "ReasonCode",
    *sorted(
        name
        for name, value in vars(_models).items()
        if isinstance(value, type) and issubclass(value, _pydantic.BaseModel) and value.__module__ == _models.__name__
    ),
]
