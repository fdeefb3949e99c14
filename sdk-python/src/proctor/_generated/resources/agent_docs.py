# GENERATED FILE, DO NOT EDIT. The ``agent_docs`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path
from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class AgentDocs:
    """``client.agent_docs``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AgentDocsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AgentDocsWithRawResponse(self)

    def retrieve(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentDocs:
        """Machine-readable catalog for agents

        Everything an agent needs to act alone: `guide` (short prose), `dispatch` (method, path, headers
        with the Idempotency-Key rules, the JSON Schemas of the body and the answer), `statuses` (each
        with its HTTP code and whether it is final), `reasons` (every reason code with its meaning and
        what to do), `polling` (the request and its event stream), `errors` (the envelope and every code
        with its status and meaning), `modes` (test and live keys), `self` (GET /api/v1/agents/me),
        `auth`, and every operation with its payload, price, examples, the settings its live provider
        needs and whether each mode can run it on this server. No authentication, and no database: it
        answers while the database is down.

        ``GET /api/v1/agent-docs`` (operationId ``platform-agentDocs``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/agent-docs",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentDocs),
        )


class AgentDocsWithRawResponse:
    """``client.with_raw_response.agent_docs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AgentDocs) -> None:
        self._resource = resource
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class AsyncAgentDocs:
    """``client.agent_docs``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncAgentDocsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncAgentDocsWithRawResponse(self)

    async def retrieve(
        self,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.AgentDocs:
        """Machine-readable catalog for agents

        Everything an agent needs to act alone: `guide` (short prose), `dispatch` (method, path, headers
        with the Idempotency-Key rules, the JSON Schemas of the body and the answer), `statuses` (each
        with its HTTP code and whether it is final), `reasons` (every reason code with its meaning and
        what to do), `polling` (the request and its event stream), `errors` (the envelope and every code
        with its status and meaning), `modes` (test and live keys), `self` (GET /api/v1/agents/me),
        `auth`, and every operation with its payload, price, examples, the settings its live provider
        needs and whether each mode can run it on this server. No authentication, and no database: it
        answers while the database is down.

        ``GET /api/v1/agent-docs`` (operationId ``platform-agentDocs``).

        Args:
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path="/api/v1/agent-docs",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=(),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.AgentDocs),
        )


class AsyncAgentDocsWithRawResponse:
    """``async_client.with_raw_response.agent_docs``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncAgentDocs) -> None:
        self._resource = resource
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
