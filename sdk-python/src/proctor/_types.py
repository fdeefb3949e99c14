from __future__ import annotations

from typing import Any, Literal, Mapping, TypeAlias, Union

__all__ = ["NOT_GIVEN", "NotGiven", "Headers", "Query"]


class NotGiven:
    """The default of every optional parameter: "leave this field out of the request".

    Distinct from ``None``, which sends JSON ``null`` (for example to clear an agent's
    ``monthly_budget_cents``).
    """

    _instance: NotGiven | None = None

    def __new__(cls) -> NotGiven:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __bool__(self) -> Literal[False]:
        return False

    def __repr__(self) -> str:
        return "NOT_GIVEN"

    def __reduce__(self) -> str:
        return "NOT_GIVEN"


NOT_GIVEN = NotGiven()

Headers: TypeAlias = Mapping[str, Union[str, NotGiven]]
Query: TypeAlias = Mapping[str, Any]
