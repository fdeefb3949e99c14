# GENERATED FILE, DO NOT EDIT. The ``service_requests`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path, _stream_events
from ..._response import async_to_raw_response_wrapper, to_raw_response_wrapper
from ..._streaming import AsyncStream, Stream, StreamEvent
from ..._types import NOT_GIVEN, NotGiven
from ..._waiting import WAIT_BUDGET, wait_async, wait_sync
from .. import models, params

if TYPE_CHECKING:
    from ..._base_client import AsyncAPIClient, SyncAPIClient


class ServiceRequests:
    """``client.service_requests``"""

    def __init__(self, client: SyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> ServiceRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return ServiceRequestsWithRawResponse(self)

    @overload
    def create(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    def create(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    def create(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest:
        """Dispatch a paid action through the governed pipeline

        Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider,
        debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors. A
        payload that fails its operation's schema is a 400 invalid_request naming each bad field
        (`details[].path`, e.g. `payload.to`); it takes no Idempotency-Key. The same Idempotency-Key
        with the same body answers the same request again, without a second execution or charge (202
        `running` while it is still in flight).

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/service-requests",
                params=None,
                json_body=_body({"operation": operation, "payload": payload, "service": service}),
                headers=_headers(extra_headers, {"Idempotency-Key": idempotency_key or _new_idempotency_key()}),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    def create_and_wait(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest:
        """Dispatch, then poll until an outcome (executed, failed or blocked)

        Polls GET /api/v1/service-requests/{id} 2 s after the answer, then every 1.5 times longer,
        capped at 10 s, for at most max_wait seconds in all; raises ProctorWaitTimeoutError (kind
        "timeout") with the last state when the budget runs out.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.
        """
        started = self._client._clock()
        first = self.create(
            operation=operation,
            payload=payload,
            service=service,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )
        return wait_sync(
            first,
            lambda id: self.retrieve(id, extra_headers=extra_headers, timeout=timeout, max_retries=max_retries),
            clock=self._client._clock,
            sleep=self._client._sleep,
            started=started,
            max_wait=max_wait,
        )

    def events(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> Stream[
        StreamEvent[Literal["status"], models.ServiceRequest] | StreamEvent[Literal["done"], models.ServiceRequest]
    ]:
        """A service request's progress, streamed until it is final

        Server-Sent Events: `status` with the request now and at each change of its status, then `done`
        with the final request, and the stream closes. Each event id resumes: sent back as
        Last-Event-ID, only later changes follow. Visibility as GET /v1/service-requests/{id}.

        ``GET /api/v1/service-requests/{id}/events`` (operationId ``serviceRequests-events``).

        Args:
            id: Service request id (sr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns a stream of its events: iterate it, or use it as a context manager.
        """
        return Stream(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/service-requests/{_path(id)}/events",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _stream_events({"status": models.ServiceRequest, "done": models.ServiceRequest}),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        status: Literal["executed", "blocked", "approval_required", "failed", "running"] | NotGiven = NOT_GIVEN,
        operation: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.ServiceRequest]:
        """The organization's service requests, oldest first

        ``GET /api/v1/service-requests`` (operationId ``serviceRequests-list``).

        Args:
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return SyncCursorPage.fetch(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/service-requests",
                params={
                    "limit": limit,
                    "cursor": cursor,
                    "agent_id": agent_id,
                    "status": status,
                    "operation": operation,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )

    def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest:
        """One service request, for polling

        An agent key sees its own agent's requests; a person sees the organization's.

        ``GET /api/v1/service-requests/{id}`` (operationId ``serviceRequests-get``).

        Args:
            id: Service request id (sr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/service-requests/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )


class ServiceRequestsWithRawResponse:
    """``client.with_raw_response.service_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: ServiceRequests) -> None:
        self._resource = resource
        self.create = to_raw_response_wrapper(resource.create)
        self.list = to_raw_response_wrapper(resource.list)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class AsyncServiceRequests:
    """``client.service_requests``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def with_raw_response(self) -> AsyncServiceRequestsWithRawResponse:
        """The same methods, each returning an ``APIResponse`` (the HTTP response; ``.parse()`` for the result)."""
        return AsyncServiceRequestsWithRawResponse(self)

    @overload
    async def create(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest: ...

    async def create(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest:
        """Dispatch a paid action through the governed pipeline

        Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider,
        debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors. A
        payload that fails its operation's schema is a 400 invalid_request naming each bad field
        (`details[].path`, e.g. `payload.to`); it takes no Idempotency-Key. The same Idempotency-Key
        with the same body answers the same request again, without a second execution or charge (202
        `running` while it is still in flight).

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/service-requests",
                params=None,
                json_body=_body({"operation": operation, "payload": payload, "service": service}),
                headers=_headers(extra_headers, {"Idempotency-Key": idempotency_key or _new_idempotency_key()}),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest: ...

    async def create_and_wait(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
    ) -> models.ServiceRequest:
        """Dispatch, then poll until an outcome (executed, failed or blocked)

        Polls GET /api/v1/service-requests/{id} 2 s after the answer, then every 1.5 times longer,
        capped at 10 s, for at most max_wait seconds in all; raises ProctorWaitTimeoutError (kind
        "timeout") with the last state when the budget runs out.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.
        """
        started = self._client._clock()
        first = await self.create(
            operation=operation,
            payload=payload,
            service=service,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )
        return await wait_async(
            first,
            lambda id: self.retrieve(id, extra_headers=extra_headers, timeout=timeout, max_retries=max_retries),
            clock=self._client._clock,
            sleep=self._client._sleep,
            started=started,
            max_wait=max_wait,
        )

    def events(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncStream[
        StreamEvent[Literal["status"], models.ServiceRequest] | StreamEvent[Literal["done"], models.ServiceRequest]
    ]:
        """A service request's progress, streamed until it is final

        Server-Sent Events: `status` with the request now and at each change of its status, then `done`
        with the final request, and the stream closes. Each event id resumes: sent back as
        Last-Event-ID, only later changes follow. Visibility as GET /v1/service-requests/{id}.

        ``GET /api/v1/service-requests/{id}/events`` (operationId ``serviceRequests-events``).

        Args:
            id: Service request id (sr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            Returns a stream of its events: iterate it, or use it as a context manager.
        """
        return AsyncStream(
            self._client,
            RequestOptions(
                method="GET",
                path=f"/api/v1/service-requests/{_path(id)}/events",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _stream_events({"status": models.ServiceRequest, "done": models.ServiceRequest}),
        )

    def list(
        self,
        *,
        limit: int | NotGiven = NOT_GIVEN,
        cursor: str | NotGiven = NOT_GIVEN,
        agent_id: str | NotGiven = NOT_GIVEN,
        status: Literal["executed", "blocked", "approval_required", "failed", "running"] | NotGiven = NOT_GIVEN,
        operation: str | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.ServiceRequest]:
        """The organization's service requests, oldest first

        ``GET /api/v1/service-requests`` (operationId ``serviceRequests-list``).

        Args:
            limit: Page size, 1 to 100
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return AsyncPaginator(
            self._client,
            RequestOptions(
                method="GET",
                path="/api/v1/service-requests",
                params={
                    "limit": limit,
                    "cursor": cursor,
                    "agent_id": agent_id,
                    "status": status,
                    "operation": operation,
                },
                json_body=None,
                headers=_headers(extra_headers),
                security=("sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )

    async def retrieve(
        self,
        id: str,
        *,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest:
        """One service request, for polling

        An agent key sees its own agent's requests; a person sees the organization's.

        ``GET /api/v1/service-requests/{id}`` (operationId ``serviceRequests-get``).

        Args:
            id: Service request id (sr_…)
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="GET",
                path=f"/api/v1/service-requests/{_path(id)}",
                params=None,
                json_body=None,
                headers=_headers(extra_headers),
                security=("agentKey", "sessionCookie", "personalToken"),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequest),
        )


class AsyncServiceRequestsWithRawResponse:
    """``async_client.with_raw_response.service_requests``: each method returns an ``APIResponse``."""

    def __init__(self, resource: AsyncServiceRequests) -> None:
        self._resource = resource
        self.create = async_to_raw_response_wrapper(resource.create)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)
