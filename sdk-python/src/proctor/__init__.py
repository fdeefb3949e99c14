"""The official Python client of the Proctor API.

```python
from proctor import Proctor

client = Proctor()  # PROCTOR_AGENT_KEY, PROCTOR_TOKEN, PROCTOR_BASE_URL
request = client.service_requests.create(operation="web_search.search", payload={"query": "proctor"})
```
"""

from . import types
from ._base_client import DEFAULT_BASE_URL, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT, RetryEvent
from ._errors import ErrorKind, ProctorError, ProctorWaitTimeoutError
from ._generated.client import AsyncProctor, Proctor
from ._generated.codes import ErrorCode, ReasonCode
from ._generated.operations import OPERATIONS, OperationName
from ._pagination import AsyncCursorPage, AsyncPaginator, SyncCursorPage
from ._response import APIResponse, AsyncStreamedBinaryResponse, BinaryResponse, StreamedBinaryResponse
from ._streaming import AsyncStream, Stream, StreamEvent
from ._types import NOT_GIVEN, NotGiven
from ._version import __version__
from ._results import parse_result
from .lib import triggers
from .lib.chat import AsyncChatTurnStream, ChatTurnToolCall, ChatTurnResult, ChatTurnStream

__all__ = [
    "Proctor",
    "AsyncProctor",
    "ProctorError",
    "ProctorWaitTimeoutError",
    "ErrorKind",
    "ErrorCode",
    "ReasonCode",
    "RetryEvent",
    "SyncCursorPage",
    "AsyncCursorPage",
    "AsyncPaginator",
    "APIResponse",
    "BinaryResponse",
    "StreamedBinaryResponse",
    "AsyncStreamedBinaryResponse",
    "Stream",
    "AsyncStream",
    "StreamEvent",
    "NOT_GIVEN",
    "NotGiven",
    "OPERATIONS",
    "OperationName",
    "parse_result",
    "triggers",
    "ChatTurnStream",
    "AsyncChatTurnStream",
    "ChatTurnResult",
    "ChatTurnToolCall",
    "types",
    "DEFAULT_BASE_URL",
    "DEFAULT_MAX_RETRIES",
    "DEFAULT_TIMEOUT",
    "__version__",
]
