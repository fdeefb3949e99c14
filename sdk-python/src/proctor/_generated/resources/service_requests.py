# GENERATED FILE, DO NOT EDIT. The ``service_requests`` resource: one method per API operation, synchronous and asynchronous.
# Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-python/scripts/generate.py).
from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any, Callable, List, Literal, Mapping, overload

from ..._base_client import RequestOptions
from ..._pagination import AsyncPaginator, SyncCursorPage
from ..._resource import _body, _headers, _json, _model, _new_idempotency_key, _none, _path, _stream_events
from ..._results import _service_request, typed_request, typed_request_async
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
    def dispatch(self) -> ServiceRequestsDispatch:
        """One method per catalog operation, its payload checked field by field."""
        return ServiceRequestsDispatch(self)

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
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["embeddings.create"],
        payload: models.EmbeddingsCreatePayload | params.EmbeddingsCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["embeddings"],
        operation: Literal["create"],
        payload: models.EmbeddingsCreatePayload | params.EmbeddingsCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["speech.synthesize"],
        payload: models.SpeechSynthesizePayload | params.SpeechSynthesizePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["speech"],
        operation: Literal["synthesize"],
        payload: models.SpeechSynthesizePayload | params.SpeechSynthesizePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["knowledge.query"],
        payload: models.KnowledgeQueryPayload | params.KnowledgeQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["knowledge"],
        operation: Literal["query"],
        payload: models.KnowledgeQueryPayload | params.KnowledgeQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["device.command"],
        payload: models.DeviceCommandPayload | params.DeviceCommandPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["device"],
        operation: Literal["command"],
        payload: models.DeviceCommandPayload | params.DeviceCommandPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["ticket.get"],
        payload: models.TicketGetPayload | params.TicketGetPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["get"],
        payload: models.TicketGetPayload | params.TicketGetPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["ticket.comment"],
        payload: models.TicketCommentPayload | params.TicketCommentPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["comment"],
        payload: models.TicketCommentPayload | params.TicketCommentPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["email.draft"],
        payload: models.EmailDraftPayload | params.EmailDraftPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["draft"],
        payload: models.EmailDraftPayload | params.EmailDraftPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["chat.read_messages"],
        payload: models.ChatReadMessagesPayload | params.ChatReadMessagesPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["read_messages"],
        payload: models.ChatReadMessagesPayload | params.ChatReadMessagesPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["calendar.list_events"],
        payload: models.CalendarListEventsPayload | params.CalendarListEventsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["calendar"],
        operation: Literal["list_events"],
        payload: models.CalendarListEventsPayload | params.CalendarListEventsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["calendar.create_event"],
        payload: models.CalendarCreateEventPayload | params.CalendarCreateEventPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["calendar"],
        operation: Literal["create_event"],
        payload: models.CalendarCreateEventPayload | params.CalendarCreateEventPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["image.generate"],
        payload: models.ImageGeneratePayload | params.ImageGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["image"],
        operation: Literal["generate"],
        payload: models.ImageGeneratePayload | params.ImageGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["translation.translate"],
        payload: models.TranslationTranslatePayload | params.TranslationTranslatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["translation"],
        operation: Literal["translate"],
        payload: models.TranslationTranslatePayload | params.TranslationTranslatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["moderation.check"],
        payload: models.ModerationCheckPayload | params.ModerationCheckPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["moderation"],
        operation: Literal["check"],
        payload: models.ModerationCheckPayload | params.ModerationCheckPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["storage.put_object"],
        payload: models.StoragePutObjectPayload | params.StoragePutObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["storage"],
        operation: Literal["put_object"],
        payload: models.StoragePutObjectPayload | params.StoragePutObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["storage.get_object"],
        payload: models.StorageGetObjectPayload | params.StorageGetObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["storage"],
        operation: Literal["get_object"],
        payload: models.StorageGetObjectPayload | params.StorageGetObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["document.extract_text"],
        payload: models.DocumentExtractTextPayload | params.DocumentExtractTextPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["document"],
        operation: Literal["extract_text"],
        payload: models.DocumentExtractTextPayload | params.DocumentExtractTextPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["sms.send"],
        payload: models.SmsSendPayload | params.SmsSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["sms"],
        operation: Literal["send"],
        payload: models.SmsSendPayload | params.SmsSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["voice.call"],
        payload: models.VoiceCallPayload | params.VoiceCallPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["voice"],
        operation: Literal["call"],
        payload: models.VoiceCallPayload | params.VoiceCallPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["web_search.news"],
        payload: models.WebSearchNewsPayload | params.WebSearchNewsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["news"],
        payload: models.WebSearchNewsPayload | params.WebSearchNewsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["data.json_query"],
        payload: models.DataJsonQueryPayload | params.DataJsonQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["json_query"],
        payload: models.DataJsonQueryPayload | params.DataJsonQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["web.extract"],
        payload: models.WebExtractPayload | params.WebExtractPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["web"],
        operation: Literal["extract"],
        payload: models.WebExtractPayload | params.WebExtractPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["geocoding.lookup"],
        payload: models.GeocodingLookupPayload | params.GeocodingLookupPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["geocoding"],
        operation: Literal["lookup"],
        payload: models.GeocodingLookupPayload | params.GeocodingLookupPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["data.xlsx_parse"],
        payload: models.DataXlsxParsePayload | params.DataXlsxParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["xlsx_parse"],
        payload: models.DataXlsxParsePayload | params.DataXlsxParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["payments.create_payment_link"],
        payload: models.PaymentsCreatePaymentLinkPayload | params.PaymentsCreatePaymentLinkPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["payments"],
        operation: Literal["create_payment_link"],
        payload: models.PaymentsCreatePaymentLinkPayload | params.PaymentsCreatePaymentLinkPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["payments.refund"],
        payload: models.PaymentsRefundPayload | params.PaymentsRefundPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["payments"],
        operation: Literal["refund"],
        payload: models.PaymentsRefundPayload | params.PaymentsRefundPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["crm.search_contacts"],
        payload: models.CrmSearchContactsPayload | params.CrmSearchContactsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["search_contacts"],
        payload: models.CrmSearchContactsPayload | params.CrmSearchContactsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["crm.create_contact"],
        payload: models.CrmCreateContactPayload | params.CrmCreateContactPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["create_contact"],
        payload: models.CrmCreateContactPayload | params.CrmCreateContactPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["crm.update_deal"],
        payload: models.CrmUpdateDealPayload | params.CrmUpdateDealPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["update_deal"],
        payload: models.CrmUpdateDealPayload | params.CrmUpdateDealPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]: ...

    @overload
    def create(
        self,
        *,
        operation: Literal["crm.log_activity"],
        payload: models.CrmLogActivityPayload | params.CrmLogActivityPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]: ...

    @overload
    def create(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["log_activity"],
        payload: models.CrmLogActivityPayload | params.CrmLogActivityPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]: ...

    def create(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[Any]:
        """Dispatch a paid action through the governed pipeline

        Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider,
        debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors: their
        `reason_code` is one of `ReasonCode` (each with its meaning), and `result` is `{detail}`, the
        same words whether the request was refused here or at its approval. A budget's refusal words its
        detail as one sentence to act on: the limit, what is used of it (`refusal.limit.used`), what the
        request adds, when it resets, then the reason's advice; e.g. "The binding's daily limit of 50
        requests is reached (50 used; this request adds 1); it resets at 2026-11-30T00:00:00Z. Retry
        after 00:00 UTC, …".

        - **Idempotency.** The key is scoped to the agent and the key's mode: a test key's request never
        answers a live key's. The same key with the same operation and payload (compared as RFC 8785
        canonical JSON, so key order does not matter) answers that request's current state again,
        without a second execution or charge; while the first is still being executed, 202 `running`
        with its id: poll GET /api/v1/service-requests/{id} rather than retrying under a new key and
        paying twice. Another body under the same key is 409 `idempotency_conflict`.
        - **Bad input.** An unknown operation, a body that is not `{operation, service?, payload}`, or a
        payload that fails its operation's schema is 400 `invalid_request`, not an outcome:
        `details[].path` names each bad field from the body (`payload.to`, `payload.messages.0.role`),
        nothing is recorded, and the Idempotency-Key stays free for the corrected request.
        - **Test mode** meets the approval gate and every cap at the live price, and is refused when the
        wallet's balance would not cover it, so that it shows live's outcomes; it never holds or debits
        the wallet.
        - **Budgets** count per UTC day or month, only for the limits that are set: a limit set
        mid-month counts from then.
        - **Stopped agents.** A deleted agent's request is `failed` `agent_disabled`. Once pausing,
        disabling or deleting an agent has answered, no request of it, nor of the agents it spawned, is
        admitted.
        - **Results** are kept as PostgreSQL `jsonb`, and every read, the first answer included, serves
        the stored value: object keys come in `jsonb` order (shorter keys first), the same every time.
        - **Unsettled requests.** `running` requests are polled every few seconds, or reported by their
        provider (POST /api/v1/webhooks/reconcile/{provider}). A request admitted but never settled (its
        process died) is failed `adapter_error` with detail `interrupted` by a sweeper, its hold
        released.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            delegated_task_id: the delegated task (tsk_…) the dispatch is made for, sent as X-Delegated-Task.
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
                headers=_headers(
                    extra_headers,
                    {
                        "Idempotency-Key": idempotency_key or _new_idempotency_key(),
                        **({"X-Delegated-Task": delegated_task_id} if delegated_task_id is not None else {}),
                    },
                ),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _service_request,
        )

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchSearchResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchSearchResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TextGenerationGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TextGenerationGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReadResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReadResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReplyResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReplyResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.AudioTranscribeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.AudioTranscribeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketUpdateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketUpdateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebFetchUrlResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebFetchUrlResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataCsvParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataCsvParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.NotificationWebhookResult]], None] | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.NotificationWebhookResult]], None] | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WorkflowRunResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WorkflowRunResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["embeddings.create"],
        payload: models.EmbeddingsCreatePayload | params.EmbeddingsCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmbeddingsCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["embeddings"],
        operation: Literal["create"],
        payload: models.EmbeddingsCreatePayload | params.EmbeddingsCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmbeddingsCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["speech.synthesize"],
        payload: models.SpeechSynthesizePayload | params.SpeechSynthesizePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SpeechSynthesizeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["speech"],
        operation: Literal["synthesize"],
        payload: models.SpeechSynthesizePayload | params.SpeechSynthesizePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SpeechSynthesizeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["knowledge.query"],
        payload: models.KnowledgeQueryPayload | params.KnowledgeQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.KnowledgeQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["knowledge"],
        operation: Literal["query"],
        payload: models.KnowledgeQueryPayload | params.KnowledgeQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.KnowledgeQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["device.command"],
        payload: models.DeviceCommandPayload | params.DeviceCommandPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DeviceCommandResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["device"],
        operation: Literal["command"],
        payload: models.DeviceCommandPayload | params.DeviceCommandPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DeviceCommandResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["ticket.get"],
        payload: models.TicketGetPayload | params.TicketGetPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketGetResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["get"],
        payload: models.TicketGetPayload | params.TicketGetPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketGetResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["ticket.comment"],
        payload: models.TicketCommentPayload | params.TicketCommentPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCommentResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["comment"],
        payload: models.TicketCommentPayload | params.TicketCommentPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCommentResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["email.draft"],
        payload: models.EmailDraftPayload | params.EmailDraftPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailDraftResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["draft"],
        payload: models.EmailDraftPayload | params.EmailDraftPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailDraftResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["chat.read_messages"],
        payload: models.ChatReadMessagesPayload | params.ChatReadMessagesPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatReadMessagesResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["read_messages"],
        payload: models.ChatReadMessagesPayload | params.ChatReadMessagesPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatReadMessagesResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["calendar.list_events"],
        payload: models.CalendarListEventsPayload | params.CalendarListEventsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarListEventsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["calendar"],
        operation: Literal["list_events"],
        payload: models.CalendarListEventsPayload | params.CalendarListEventsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarListEventsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["calendar.create_event"],
        payload: models.CalendarCreateEventPayload | params.CalendarCreateEventPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarCreateEventResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["calendar"],
        operation: Literal["create_event"],
        payload: models.CalendarCreateEventPayload | params.CalendarCreateEventPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarCreateEventResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["image.generate"],
        payload: models.ImageGeneratePayload | params.ImageGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ImageGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["image"],
        operation: Literal["generate"],
        payload: models.ImageGeneratePayload | params.ImageGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ImageGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["translation.translate"],
        payload: models.TranslationTranslatePayload | params.TranslationTranslatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TranslationTranslateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["translation"],
        operation: Literal["translate"],
        payload: models.TranslationTranslatePayload | params.TranslationTranslatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TranslationTranslateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["moderation.check"],
        payload: models.ModerationCheckPayload | params.ModerationCheckPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ModerationCheckResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["moderation"],
        operation: Literal["check"],
        payload: models.ModerationCheckPayload | params.ModerationCheckPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ModerationCheckResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["storage.put_object"],
        payload: models.StoragePutObjectPayload | params.StoragePutObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StoragePutObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["storage"],
        operation: Literal["put_object"],
        payload: models.StoragePutObjectPayload | params.StoragePutObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StoragePutObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["storage.get_object"],
        payload: models.StorageGetObjectPayload | params.StorageGetObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StorageGetObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["storage"],
        operation: Literal["get_object"],
        payload: models.StorageGetObjectPayload | params.StorageGetObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StorageGetObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["document.extract_text"],
        payload: models.DocumentExtractTextPayload | params.DocumentExtractTextPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DocumentExtractTextResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["document"],
        operation: Literal["extract_text"],
        payload: models.DocumentExtractTextPayload | params.DocumentExtractTextPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DocumentExtractTextResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["sms.send"],
        payload: models.SmsSendPayload | params.SmsSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SmsSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["sms"],
        operation: Literal["send"],
        payload: models.SmsSendPayload | params.SmsSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SmsSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["voice.call"],
        payload: models.VoiceCallPayload | params.VoiceCallPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.VoiceCallResult]], None] | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["voice"],
        operation: Literal["call"],
        payload: models.VoiceCallPayload | params.VoiceCallPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.VoiceCallResult]], None] | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["web_search.news"],
        payload: models.WebSearchNewsPayload | params.WebSearchNewsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchNewsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["news"],
        payload: models.WebSearchNewsPayload | params.WebSearchNewsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchNewsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["data.json_query"],
        payload: models.DataJsonQueryPayload | params.DataJsonQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataJsonQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["json_query"],
        payload: models.DataJsonQueryPayload | params.DataJsonQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataJsonQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["web.extract"],
        payload: models.WebExtractPayload | params.WebExtractPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebExtractResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["web"],
        operation: Literal["extract"],
        payload: models.WebExtractPayload | params.WebExtractPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebExtractResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["geocoding.lookup"],
        payload: models.GeocodingLookupPayload | params.GeocodingLookupPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.GeocodingLookupResult]], None] | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["geocoding"],
        operation: Literal["lookup"],
        payload: models.GeocodingLookupPayload | params.GeocodingLookupPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.GeocodingLookupResult]], None] | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["data.xlsx_parse"],
        payload: models.DataXlsxParsePayload | params.DataXlsxParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataXlsxParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["xlsx_parse"],
        payload: models.DataXlsxParsePayload | params.DataXlsxParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataXlsxParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["payments.create_payment_link"],
        payload: models.PaymentsCreatePaymentLinkPayload | params.PaymentsCreatePaymentLinkPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["payments"],
        operation: Literal["create_payment_link"],
        payload: models.PaymentsCreatePaymentLinkPayload | params.PaymentsCreatePaymentLinkPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["payments.refund"],
        payload: models.PaymentsRefundPayload | params.PaymentsRefundPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsRefundResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["payments"],
        operation: Literal["refund"],
        payload: models.PaymentsRefundPayload | params.PaymentsRefundPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsRefundResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["crm.search_contacts"],
        payload: models.CrmSearchContactsPayload | params.CrmSearchContactsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmSearchContactsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["search_contacts"],
        payload: models.CrmSearchContactsPayload | params.CrmSearchContactsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmSearchContactsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["crm.create_contact"],
        payload: models.CrmCreateContactPayload | params.CrmCreateContactPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmCreateContactResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["create_contact"],
        payload: models.CrmCreateContactPayload | params.CrmCreateContactPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmCreateContactResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["crm.update_deal"],
        payload: models.CrmUpdateDealPayload | params.CrmUpdateDealPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmUpdateDealResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["update_deal"],
        payload: models.CrmUpdateDealPayload | params.CrmUpdateDealPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmUpdateDealResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        operation: Literal["crm.log_activity"],
        payload: models.CrmLogActivityPayload | params.CrmLogActivityPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmLogActivityResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]: ...

    @overload
    def create_and_wait(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["log_activity"],
        payload: models.CrmLogActivityPayload | params.CrmLogActivityPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmLogActivityResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]: ...

    def create_and_wait(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[Any]], None] | None = None,
    ) -> models.ServiceRequest[Any]:
        """Dispatch a paid action through the governed pipeline, then poll until its status is executed, blocked, failed

        Polls ``retrieve`` 2 s after the answer, then every 1.5 times longer, capped at 10 s, for at
        most max_wait seconds in all; raises ProctorWaitTimeoutError (kind "timeout") with the last
        state when the budget runs out.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            delegated_task_id: the delegated task (tsk_…) the dispatch is made for, sent as X-Delegated-Task.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.
            on_poll: called with each state seen while waiting: the first answer, then each poll.
        """
        started = self._client._clock()
        first = self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/service-requests",
                params=None,
                json_body=_body({"operation": operation, "payload": payload, "service": service}),
                headers=_headers(
                    extra_headers,
                    {
                        "Idempotency-Key": idempotency_key or _new_idempotency_key(),
                        **({"X-Delegated-Task": delegated_task_id} if delegated_task_id is not None else {}),
                    },
                ),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _service_request,
        )
        return wait_sync(
            first,
            lambda state_id: typed_request(
                self.retrieve(state_id, extra_headers=extra_headers, timeout=timeout, max_retries=max_retries)
            ),
            clock=self._client._clock,
            sleep=self._client._sleep,
            started=started,
            max_wait=max_wait,
            on_poll=on_poll,
            until=frozenset({"executed", "blocked", "failed"}),
        )

    def dry_run(
        self,
        *,
        operation: str,
        payload: dict[str, Any],
        service: str | NotGiven = NOT_GIVEN,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequestDryRun:
        """What a dispatch would answer now, without dispatching

        Needs an agent key; the same body as POST /api/v1/service-requests, and its X-Delegated-Task
        header. Answers the decision the pipeline would take now (policy, budgets, approval gate, in the
        dispatch's own order and by its own rules), the worst-case cost, and each budget level's
        headroom, in the order the pipeline checks them. Records nothing: no request, hold, counter,
        approval, audit entry or Idempotency-Key (none is needed; one sent is ignored, and the dry run
        answers as for a new request). The provider is not called; a model's price may be asked of it,
        as a dispatch asks it.

        - **Decision.** `executed` when every rule and budget lets the request through, so the provider
        would be called (which may still fail, or answer `running` first); else `blocked`,
        `approval_required` or `failed` with the `reason_code`, `detail` and `refusal` the dispatch
        would record. Outcomes decided only by the provider, or by an internal operation's own checks
        once admitted (workflow and resource grants), are not foreseen.
        - **Budgets** are checked by the admission statement itself, made check-only (as at the approval
        gate), on the rows as they are now: a dispatch made next may still meet another answer if
        anything changes between them.
        - **Bad input** is 400 `invalid_request` as for a dispatch (an unknown operation, a bad body; a
        payload that fails its schema unless the policy refuses first), and a task not delegated to this
        agent 404.

        ``POST /api/v1/service-requests/dry-run`` (operationId ``serviceRequests-dryRun``).

        Args:
            operation: "<service>.<operation>", or the bare operation with service
            payload: Operation-specific; see GET /api/v1/agent-docs
            extra_headers: headers sent with this call (they win over the client's).
            delegated_task_id: the delegated task (tsk_…) the dispatch is made for, sent as X-Delegated-Task.
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/service-requests/dry-run",
                params=None,
                json_body=_body({"operation": operation, "service": service, "payload": payload}),
                headers=_headers(
                    extra_headers,
                    {**({"X-Delegated-Task": delegated_task_id} if delegated_task_id is not None else {})},
                ),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequestDryRun),
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
        Last-Event-ID, only later changes follow. Visibility as GET /api/v1/service-requests/{id}. A
        credential keeps at most PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and
        its organization PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more
        is 429 `rate_limited` with Retry-After. A stream that sent no event for
        PROCTOR_STREAM_IDLE_SECONDS (default 300) ends with `reconnect` (reason `idle`), as after
        PROCTOR_STREAM_MAX_SECONDS (default 900, `max_duration`) and when the server stops: come back
        with Last-Event-ID. A `: ping` comment comes every PROCTOR_STREAM_PING_MS (default 15 s), and
        the server re-reads the request every PROCTOR_STREAM_POLL_MS (default 500 ms) while the client
        listens. Errors before the stream starts (401, 403, 404, 429) are plain JSON; a failure once it
        streams ends it with an `error` event carrying the error envelope. The SDKs iterate it and
        resume by themselves.

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
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> SyncCursorPage[models.ServiceRequest]:
        """Your workspace's service requests

        The service requests of the agents of your active workspace (POST /api/v1/workspaces/switch),
        oldest first (`order=desc`: newest first), a page at a time (`cursor`, `limit`); filter by
        agent, status, operation or mode. Each is as GET /api/v1/service-requests/{id} answers it, which
        reads a request of any workspace of the organization.

        ``GET /api/v1/service-requests`` (operationId ``serviceRequests-list``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
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
                    "mode": mode,
                    "order": order,
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
        self.dry_run = to_raw_response_wrapper(resource.dry_run)
        self.list = to_raw_response_wrapper(resource.list)
        self.retrieve = to_raw_response_wrapper(resource.retrieve)


class ServiceRequestsDispatch:
    """``client.service_requests.dispatch``: one method per catalog operation, its payload checked field by field."""

    def __init__(self, resource: ServiceRequests) -> None:
        self._resource = resource

    def audio_transcribe(
        self,
        payload: params.AudioTranscribePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]:
        """Dispatches audio.transcribe: Transcribes a recording reachable at a URL into text. Long
        recordings may finish later (status running).

        ``create(operation="audio.transcribe", payload=payload)``.
        """
        return self._resource.create(
            operation="audio.transcribe",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def audio_transcribe_and_wait(
        self,
        payload: params.AudioTranscribePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.AudioTranscribeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]:
        """Dispatches audio.transcribe: Transcribes a recording reachable at a URL into text. Long
        recordings may finish later (status running).

        ``create_and_wait(operation="audio.transcribe", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="audio.transcribe",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def calendar_create_event(
        self,
        payload: params.CalendarCreateEventPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]:
        """Dispatches calendar.create_event: Creates an event in a calendar of the organization’s account
        (its Nylas app). With participants and notify_participants (the default), the calendar provider
        e-mails them invitations; Microsoft and iCloud always do.

        ``create(operation="calendar.create_event", payload=payload)``.
        """
        return self._resource.create(
            operation="calendar.create_event",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def calendar_create_event_and_wait(
        self,
        payload: params.CalendarCreateEventPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarCreateEventResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]:
        """Dispatches calendar.create_event: Creates an event in a calendar of the organization’s account
        (its Nylas app). With participants and notify_participants (the default), the calendar provider
        e-mails them invitations; Microsoft and iCloud always do.

        ``create_and_wait(operation="calendar.create_event", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="calendar.create_event",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def calendar_list_events(
        self,
        payload: params.CalendarListEventsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]:
        """Dispatches calendar.list_events: Lists the events of a calendar of the organization’s account
        (its Nylas app) that overlap a window of time, each occurrence of a recurring event on its own.

        ``create(operation="calendar.list_events", payload=payload)``.
        """
        return self._resource.create(
            operation="calendar.list_events",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def calendar_list_events_and_wait(
        self,
        payload: params.CalendarListEventsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarListEventsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]:
        """Dispatches calendar.list_events: Lists the events of a calendar of the organization’s account
        (its Nylas app) that overlap a window of time, each occurrence of a recurring event on its own.

        ``create_and_wait(operation="calendar.list_events", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="calendar.list_events",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def chat_read_messages(
        self,
        payload: params.ChatReadMessagesPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]:
        """Dispatches chat.read_messages: Lists the newest messages of a channel of the organization’s team
        chat (its Slack app), newest first, as its bot sees them: the bot must be in a private channel.
        Replies in a thread are not listed; their parent says how many there are.

        ``create(operation="chat.read_messages", payload=payload)``.
        """
        return self._resource.create(
            operation="chat.read_messages",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def chat_read_messages_and_wait(
        self,
        payload: params.ChatReadMessagesPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatReadMessagesResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]:
        """Dispatches chat.read_messages: Lists the newest messages of a channel of the organization’s team
        chat (its Slack app), newest first, as its bot sees them: the bot must be in a private channel.
        Replies in a thread are not listed; their parent says how many there are.

        ``create_and_wait(operation="chat.read_messages", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="chat.read_messages",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def chat_send(
        self,
        payload: params.ChatSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]:
        """Dispatches chat.send: Posts a message to a channel of the organization’s team chat (its Slack
        app), as the app’s bot.

        ``create(operation="chat.send", payload=payload)``.
        """
        return self._resource.create(
            operation="chat.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def chat_send_and_wait(
        self,
        payload: params.ChatSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]:
        """Dispatches chat.send: Posts a message to a channel of the organization’s team chat (its Slack
        app), as the app’s bot.

        ``create_and_wait(operation="chat.send", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="chat.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def crm_create_contact(
        self,
        payload: params.CrmCreateContactPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]:
        """Dispatches crm.create_contact: Adds a contact to the organization’s CRM. Salesforce requires
        last_name. HubSpot refuses a second contact with an email it has (the failure names the existing
        contact), so a retried request creates none; Salesforce applies the org’s own duplicate rules.

        ``create(operation="crm.create_contact", payload=payload)``.
        """
        return self._resource.create(
            operation="crm.create_contact",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def crm_create_contact_and_wait(
        self,
        payload: params.CrmCreateContactPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmCreateContactResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]:
        """Dispatches crm.create_contact: Adds a contact to the organization’s CRM. Salesforce requires
        last_name. HubSpot refuses a second contact with an email it has (the failure names the existing
        contact), so a retried request creates none; Salesforce applies the org’s own duplicate rules.

        ``create_and_wait(operation="crm.create_contact", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="crm.create_contact",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def crm_log_activity(
        self,
        payload: params.CrmLogActivityPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]:
        """Dispatches crm.log_activity: Records a note, a call or a meeting that took place on a contact, a
        deal or both, in the organization’s CRM’s activity timeline. HubSpot keeps it as a note, call or
        meeting engagement; Salesforce as a completed Task (a note, or a call with its duration) or an
        Event (a meeting, half an hour unless duration_minutes says otherwise).

        ``create(operation="crm.log_activity", payload=payload)``.
        """
        return self._resource.create(
            operation="crm.log_activity",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def crm_log_activity_and_wait(
        self,
        payload: params.CrmLogActivityPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmLogActivityResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]:
        """Dispatches crm.log_activity: Records a note, a call or a meeting that took place on a contact, a
        deal or both, in the organization’s CRM’s activity timeline. HubSpot keeps it as a note, call or
        meeting engagement; Salesforce as a completed Task (a note, or a call with its duration) or an
        Event (a meeting, half an hour unless duration_minutes says otherwise).

        ``create_and_wait(operation="crm.log_activity", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="crm.log_activity",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def crm_search_contacts(
        self,
        payload: params.CrmSearchContactsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]:
        """Dispatches crm.search_contacts: Finds contacts of the organization’s CRM whose name, email or
        company contains the query, most recently changed first. HubSpot searches its default searchable
        contact properties (name, email, phone, company); Salesforce the contact’s name, email and
        account name.

        ``create(operation="crm.search_contacts", payload=payload)``.
        """
        return self._resource.create(
            operation="crm.search_contacts",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def crm_search_contacts_and_wait(
        self,
        payload: params.CrmSearchContactsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmSearchContactsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]:
        """Dispatches crm.search_contacts: Finds contacts of the organization’s CRM whose name, email or
        company contains the query, most recently changed first. HubSpot searches its default searchable
        contact properties (name, email, phone, company); Salesforce the contact’s name, email and
        account name.

        ``create_and_wait(operation="crm.search_contacts", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="crm.search_contacts",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def crm_update_deal(
        self,
        payload: params.CrmUpdateDealPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]:
        """Dispatches crm.update_deal: Changes a deal of the organization’s CRM (a Salesforce Opportunity):
        its name, stage, amount or close date, only the fields sent. The stage is the CRM’s own: a
        HubSpot pipeline stage’s internal id ("closedwon", "appointmentscheduled"), a Salesforce stage
        name ("Closed Won").

        ``create(operation="crm.update_deal", payload=payload)``.
        """
        return self._resource.create(
            operation="crm.update_deal",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def crm_update_deal_and_wait(
        self,
        payload: params.CrmUpdateDealPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmUpdateDealResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]:
        """Dispatches crm.update_deal: Changes a deal of the organization’s CRM (a Salesforce Opportunity):
        its name, stage, amount or close date, only the fields sent. The stage is the CRM’s own: a
        HubSpot pipeline stage’s internal id ("closedwon", "appointmentscheduled"), a Salesforce stage
        name ("Closed Won").

        ``create_and_wait(operation="crm.update_deal", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="crm.update_deal",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def data_csv_parse(
        self,
        payload: params.DataCsvParsePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]:
        """Dispatches data.csv_parse: Parses CSV text (RFC 4180 quoting) into rows, keyed by the header’s
        column names unless header is false.

        ``create(operation="data.csv_parse", payload=payload)``.
        """
        return self._resource.create(
            operation="data.csv_parse",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def data_csv_parse_and_wait(
        self,
        payload: params.DataCsvParsePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataCsvParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]:
        """Dispatches data.csv_parse: Parses CSV text (RFC 4180 quoting) into rows, keyed by the header’s
        column names unless header is false.

        ``create_and_wait(operation="data.csv_parse", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="data.csv_parse",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def data_json_query(
        self,
        payload: params.DataJsonQueryPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]:
        """Dispatches data.json_query: Selects and reshapes parts of a JSON document with a JMESPath
        expression (filters, projections, functions). The document is at most 1,000,000 characters as
        JSON, and so is the result; one query evaluates for at most 1,000 ms in 128 MB, or fails saying
        which bound it passed.

        ``create(operation="data.json_query", payload=payload)``.
        """
        return self._resource.create(
            operation="data.json_query",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def data_json_query_and_wait(
        self,
        payload: params.DataJsonQueryPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataJsonQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]:
        """Dispatches data.json_query: Selects and reshapes parts of a JSON document with a JMESPath
        expression (filters, projections, functions). The document is at most 1,000,000 characters as
        JSON, and so is the result; one query evaluates for at most 1,000 ms in 128 MB, or fails saying
        which bound it passed.

        ``create_and_wait(operation="data.json_query", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="data.json_query",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def data_xlsx_parse(
        self,
        payload: params.DataXlsxParsePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]:
        """Dispatches data.xlsx_parse: Reads an Excel workbook (.xlsx, sent in base64) into its sheets'
        rows of cells. A formula cell gives the value the file cached: nothing is calculated, and no
        link or macro is followed. At most 1,000,000 bytes, inflating to at most 50,000,000 bytes in
        2,000 parts, 50 sheets, 10,000 rows and 100,000 cells in all, 500 columns a row and 2,000,000
        characters of text, read within 10,000 ms; past any, it fails naming the bound.

        ``create(operation="data.xlsx_parse", payload=payload)``.
        """
        return self._resource.create(
            operation="data.xlsx_parse",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def data_xlsx_parse_and_wait(
        self,
        payload: params.DataXlsxParsePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataXlsxParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]:
        """Dispatches data.xlsx_parse: Reads an Excel workbook (.xlsx, sent in base64) into its sheets'
        rows of cells. A formula cell gives the value the file cached: nothing is calculated, and no
        link or macro is followed. At most 1,000,000 bytes, inflating to at most 50,000,000 bytes in
        2,000 parts, 50 sheets, 10,000 rows and 100,000 cells in all, 500 columns a row and 2,000,000
        characters of text, read within 10,000 ms; past any, it fails naming the bound.

        ``create_and_wait(operation="data.xlsx_parse", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="data.xlsx_parse",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def device_command(
        self,
        payload: params.DeviceCommandPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]:
        """Dispatches device.command: Queues a command for a device, as POST /api/v1/devices/{id}/commands
        does for a person: `pending` until the device claims it with its own token. Only a live device
        granted to the agent (POST /api/v1/devices/{id}/grants): one not granted, its grant revoked, the
        device revoked, or another organization’s ends blocked resource_not_granted, nothing debited.
        Audited as `device_command.queued` with the agent the actor. A test key checks the same and
        queues nothing: result.command is null.

        ``create(operation="device.command", payload=payload)``.
        """
        return self._resource.create(
            operation="device.command",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def device_command_and_wait(
        self,
        payload: params.DeviceCommandPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DeviceCommandResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]:
        """Dispatches device.command: Queues a command for a device, as POST /api/v1/devices/{id}/commands
        does for a person: `pending` until the device claims it with its own token. Only a live device
        granted to the agent (POST /api/v1/devices/{id}/grants): one not granted, its grant revoked, the
        device revoked, or another organization’s ends blocked resource_not_granted, nothing debited.
        Audited as `device_command.queued` with the agent the actor. A test key checks the same and
        queues nothing: result.command is null.

        ``create_and_wait(operation="device.command", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="device.command",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def document_extract_text(
        self,
        payload: params.DocumentExtractTextPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]:
        """Dispatches document.extract_text: The text of a PDF, HTML page or Word (DOCX) document, from a
        URL (fetched as web.fetch_url fetches: public addresses only, at most PROCTOR_FETCH_MAX_BYTES)
        or a stored object of the agent's workspace (another workspace's or organization's, or none,
        ends blocked resource_not_granted, nothing debited). Read by the knowledge feature's readers
        (pdf-parse, Readability) and mammoth for DOCX. A test key reads stored objects as a live key
        does, for free; a URL is not fetched in test mode: it answers a sandbox text, and one on
        fail.sandbox.proctor.dev fails.

        ``create(operation="document.extract_text", payload=payload)``.
        """
        return self._resource.create(
            operation="document.extract_text",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def document_extract_text_and_wait(
        self,
        payload: params.DocumentExtractTextPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DocumentExtractTextResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]:
        """Dispatches document.extract_text: The text of a PDF, HTML page or Word (DOCX) document, from a
        URL (fetched as web.fetch_url fetches: public addresses only, at most PROCTOR_FETCH_MAX_BYTES)
        or a stored object of the agent's workspace (another workspace's or organization's, or none,
        ends blocked resource_not_granted, nothing debited). Read by the knowledge feature's readers
        (pdf-parse, Readability) and mammoth for DOCX. A test key reads stored objects as a live key
        does, for free; a URL is not fetched in test mode: it answers a sandbox text, and one on
        fail.sandbox.proctor.dev fails.

        ``create_and_wait(operation="document.extract_text", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="document.extract_text",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def email_draft(
        self,
        payload: params.EmailDraftPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]:
        """Dispatches email.draft: Saves a plain-text draft in the Drafts folder of the organization’s
        mailbox (its Nylas email app), for a person to review and send: nothing is sent. With
        reply_to_message_id it is a reply in that message’s thread.

        ``create(operation="email.draft", payload=payload)``.
        """
        return self._resource.create(
            operation="email.draft",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def email_draft_and_wait(
        self,
        payload: params.EmailDraftPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailDraftResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]:
        """Dispatches email.draft: Saves a plain-text draft in the Drafts folder of the organization’s
        mailbox (its Nylas email app), for a person to review and send: nothing is sent. With
        reply_to_message_id it is a reply in that message’s thread.

        ``create_and_wait(operation="email.draft", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="email.draft",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def email_read(
        self,
        payload: params.EmailReadPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]:
        """Dispatches email.read: Lists the newest messages of a folder of the organization’s mailbox (its
        Nylas email app).

        ``create(operation="email.read", payload=payload)``.
        """
        return self._resource.create(
            operation="email.read",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def email_read_and_wait(
        self,
        payload: params.EmailReadPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReadResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]:
        """Dispatches email.read: Lists the newest messages of a folder of the organization’s mailbox (its
        Nylas email app).

        ``create_and_wait(operation="email.read", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="email.read",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def email_reply(
        self,
        payload: params.EmailReplyPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]:
        """Dispatches email.reply: Replies to a message of the organization’s mailbox (its Nylas email
        app), in its thread, to its sender (or its Reply-To).

        ``create(operation="email.reply", payload=payload)``.
        """
        return self._resource.create(
            operation="email.reply",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def email_reply_and_wait(
        self,
        payload: params.EmailReplyPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReplyResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]:
        """Dispatches email.reply: Replies to a message of the organization’s mailbox (its Nylas email
        app), in its thread, to its sender (or its Reply-To).

        ``create_and_wait(operation="email.reply", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="email.reply",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def email_send(
        self,
        payload: params.EmailSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]:
        """Dispatches email.send: Sends a plain-text email.

        ``create(operation="email.send", payload=payload)``.
        """
        return self._resource.create(
            operation="email.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def email_send_and_wait(
        self,
        payload: params.EmailSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]:
        """Dispatches email.send: Sends a plain-text email.

        ``create_and_wait(operation="email.send", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="email.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def embeddings_create(
        self,
        payload: params.EmbeddingsCreatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]:
        """Dispatches embeddings.create: Turns texts into vectors for semantic search and clustering, with
        the embedding model the server configures.

        ``create(operation="embeddings.create", payload=payload)``.
        """
        return self._resource.create(
            operation="embeddings.create",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def embeddings_create_and_wait(
        self,
        payload: params.EmbeddingsCreatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmbeddingsCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]:
        """Dispatches embeddings.create: Turns texts into vectors for semantic search and clustering, with
        the embedding model the server configures.

        ``create_and_wait(operation="embeddings.create", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="embeddings.create",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def geocoding_lookup(
        self,
        payload: params.GeocodingLookupPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]:
        """Dispatches geocoding.lookup: Finds places by address or name (forward geocoding), or the address
        at coordinates (reverse), on OpenStreetMap data through Nominatim. Each server instance sends
        Nominatim at most one request per NOMINATIM_MIN_INTERVAL_MS (1 s, the public server's usage
        policy): requests queue for their turn, and one past 5 waiting fails at once saying when to
        retry. Show the answer's attribution with its data.

        ``create(operation="geocoding.lookup", payload=payload)``.
        """
        return self._resource.create(
            operation="geocoding.lookup",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def geocoding_lookup_and_wait(
        self,
        payload: params.GeocodingLookupPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.GeocodingLookupResult]], None] | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]:
        """Dispatches geocoding.lookup: Finds places by address or name (forward geocoding), or the address
        at coordinates (reverse), on OpenStreetMap data through Nominatim. Each server instance sends
        Nominatim at most one request per NOMINATIM_MIN_INTERVAL_MS (1 s, the public server's usage
        policy): requests queue for their turn, and one past 5 waiting fails at once saying when to
        retry. Show the answer's attribution with its data.

        ``create_and_wait(operation="geocoding.lookup", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="geocoding.lookup",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def image_generate(
        self,
        payload: params.ImageGeneratePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]:
        """Dispatches image.generate: Draws one image from a text prompt with the configured image model
        and answers the PNG file in the result (base64). Test mode answers a small PNG of one colour
        derived from the prompt.

        ``create(operation="image.generate", payload=payload)``.
        """
        return self._resource.create(
            operation="image.generate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def image_generate_and_wait(
        self,
        payload: params.ImageGeneratePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ImageGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]:
        """Dispatches image.generate: Draws one image from a text prompt with the configured image model
        and answers the PNG file in the result (base64). Test mode answers a small PNG of one colour
        derived from the prompt.

        ``create_and_wait(operation="image.generate", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="image.generate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def knowledge_query(
        self,
        payload: params.KnowledgeQueryPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]:
        """Dispatches knowledge.query: The `k` passages of a knowledge collection nearest the query in
        meaning, best first, as POST /api/v1/knowledge/collections/{id}/query answers a person (the same
        search, the same shape). Only a collection granted to the agent (POST
        /api/v1/knowledge/collections/{id}/grants): one not granted, its grant revoked, deleted, or
        another organization’s ends blocked resource_not_granted, nothing debited. Reads the same
        collection with a test key as with a live one; a test key’s request is free.

        ``create(operation="knowledge.query", payload=payload)``.
        """
        return self._resource.create(
            operation="knowledge.query",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def knowledge_query_and_wait(
        self,
        payload: params.KnowledgeQueryPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.KnowledgeQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]:
        """Dispatches knowledge.query: The `k` passages of a knowledge collection nearest the query in
        meaning, best first, as POST /api/v1/knowledge/collections/{id}/query answers a person (the same
        search, the same shape). Only a collection granted to the agent (POST
        /api/v1/knowledge/collections/{id}/grants): one not granted, its grant revoked, deleted, or
        another organization’s ends blocked resource_not_granted, nothing debited. Reads the same
        collection with a test key as with a live one; a test key’s request is free.

        ``create_and_wait(operation="knowledge.query", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="knowledge.query",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def moderation_check(
        self,
        payload: params.ModerationCheckPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]:
        """Dispatches moderation.check: Judges texts against a moderation model's harm categories
        (harassment, hate, self-harm, sexual, violence, illicit) and answers, per text, whether it is
        flagged and the score of each category. Test mode flags the words "kill" (violence), "hate"
        (hate) and "bomb" (illicit/violent) and nothing else.

        ``create(operation="moderation.check", payload=payload)``.
        """
        return self._resource.create(
            operation="moderation.check",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def moderation_check_and_wait(
        self,
        payload: params.ModerationCheckPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ModerationCheckResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]:
        """Dispatches moderation.check: Judges texts against a moderation model's harm categories
        (harassment, hate, self-harm, sexual, violence, illicit) and answers, per text, whether it is
        flagged and the score of each category. Test mode flags the words "kill" (violence), "hate"
        (hate) and "bomb" (illicit/violent) and nothing else.

        ``create_and_wait(operation="moderation.check", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="moderation.check",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def notification_webhook(
        self,
        payload: params.NotificationWebhookPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]:
        """Dispatches notification.webhook: POSTs a JSON object to a webhook URL, signed with the Standard
        Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature); retried on 5xx answers and
        network errors.

        ``create(operation="notification.webhook", payload=payload)``.
        """
        return self._resource.create(
            operation="notification.webhook",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def notification_webhook_and_wait(
        self,
        payload: params.NotificationWebhookPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.NotificationWebhookResult]], None] | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]:
        """Dispatches notification.webhook: POSTs a JSON object to a webhook URL, signed with the Standard
        Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature); retried on 5xx answers and
        network errors.

        ``create_and_wait(operation="notification.webhook", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="notification.webhook",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def payments_create_payment_link(
        self,
        payload: params.PaymentsCreatePaymentLinkPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]:
        """Dispatches payments.create_payment_link: Creates a Stripe Payment Link on the organization’s own
        Stripe account for one payment of `amount` (a one-time Price of a product named `product_name`);
        the link closes after one completed payment. Proctor’s price is its fee for the call: the money
        moves on the organization’s own Stripe account, never through its Proctor wallet, and approval
        thresholds compare the fee, not the amount.

        ``create(operation="payments.create_payment_link", payload=payload)``.
        """
        return self._resource.create(
            operation="payments.create_payment_link",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def payments_create_payment_link_and_wait(
        self,
        payload: params.PaymentsCreatePaymentLinkPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]:
        """Dispatches payments.create_payment_link: Creates a Stripe Payment Link on the organization’s own
        Stripe account for one payment of `amount` (a one-time Price of a product named `product_name`);
        the link closes after one completed payment. Proctor’s price is its fee for the call: the money
        moves on the organization’s own Stripe account, never through its Proctor wallet, and approval
        thresholds compare the fee, not the amount.

        ``create_and_wait(operation="payments.create_payment_link", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="payments.create_payment_link",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def payments_refund(
        self,
        payload: params.PaymentsRefundPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]:
        """Dispatches payments.refund: Refunds a payment of the organization’s own Stripe account, in full
        or `amount` of it: a PaymentIntent (pi_…) or a Charge (ch_…). Proctor’s price is its fee for the
        call: the money moves on the organization’s own Stripe account, never through its Proctor
        wallet, and approval thresholds compare the fee, not the amount: to have a person approve every
        refund, set the binding’s approval threshold to 0; the approver sees the payload, amount
        included.

        ``create(operation="payments.refund", payload=payload)``.
        """
        return self._resource.create(
            operation="payments.refund",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def payments_refund_and_wait(
        self,
        payload: params.PaymentsRefundPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsRefundResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]:
        """Dispatches payments.refund: Refunds a payment of the organization’s own Stripe account, in full
        or `amount` of it: a PaymentIntent (pi_…) or a Charge (ch_…). Proctor’s price is its fee for the
        call: the money moves on the organization’s own Stripe account, never through its Proctor
        wallet, and approval thresholds compare the fee, not the amount: to have a person approve every
        refund, set the binding’s approval threshold to 0; the approver sees the payload, amount
        included.

        ``create_and_wait(operation="payments.refund", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="payments.refund",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def sms_send(
        self,
        payload: params.SmsSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]:
        """Dispatches sms.send: Sends an SMS from the server's Twilio number to a phone number. Priced per
        segment: 160 GSM-7 characters (153 each when split), or 70 UCS-2 characters (67 each) when the
        text has any other character.

        ``create(operation="sms.send", payload=payload)``.
        """
        return self._resource.create(
            operation="sms.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def sms_send_and_wait(
        self,
        payload: params.SmsSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SmsSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]:
        """Dispatches sms.send: Sends an SMS from the server's Twilio number to a phone number. Priced per
        segment: 160 GSM-7 characters (153 each when split), or 70 UCS-2 characters (67 each) when the
        text has any other character.

        ``create_and_wait(operation="sms.send", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="sms.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def speech_synthesize(
        self,
        payload: params.SpeechSynthesizePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]:
        """Dispatches speech.synthesize: Speaks a text in a voice of the live speech provider and answers
        the WAV file (base64). POST /api/v1/tts with `provider: "live"` dispatches this for an agent and
        answers the WAV itself.

        ``create(operation="speech.synthesize", payload=payload)``.
        """
        return self._resource.create(
            operation="speech.synthesize",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def speech_synthesize_and_wait(
        self,
        payload: params.SpeechSynthesizePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SpeechSynthesizeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]:
        """Dispatches speech.synthesize: Speaks a text in a voice of the live speech provider and answers
        the WAV file (base64). POST /api/v1/tts with `provider: "live"` dispatches this for an agent and
        answers the WAV itself.

        ``create_and_wait(operation="speech.synthesize", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="speech.synthesize",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def storage_get_object(
        self,
        payload: params.StorageGetObjectPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]:
        """Dispatches storage.get_object: Reads a stored object of the agent's workspace whole, as text or
        base64: at most 524288 bytes (a bigger one fails; a person downloads it through GET
        /api/v1/storage/objects/{id}/download). One not uploaded or deleted fails. Only the objects of
        the agent's own workspace: another workspace's or organization's object, or none, ends blocked
        resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one,
        for free (they are the organization’s own data, not a provider’s).

        ``create(operation="storage.get_object", payload=payload)``.
        """
        return self._resource.create(
            operation="storage.get_object",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def storage_get_object_and_wait(
        self,
        payload: params.StorageGetObjectPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StorageGetObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]:
        """Dispatches storage.get_object: Reads a stored object of the agent's workspace whole, as text or
        base64: at most 524288 bytes (a bigger one fails; a person downloads it through GET
        /api/v1/storage/objects/{id}/download). One not uploaded or deleted fails. Only the objects of
        the agent's own workspace: another workspace's or organization's object, or none, ends blocked
        resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one,
        for free (they are the organization’s own data, not a provider’s).

        ``create_and_wait(operation="storage.get_object", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="storage.get_object",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def storage_put_object(
        self,
        payload: params.StoragePutObjectPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]:
        """Dispatches storage.put_object: Stores a small object (text or base64, at most 524288 bytes) in
        the agent's workspace, as POST /api/v1/storage/objects and its upload would, within the
        workspace's storage quotas (PROCTOR_STORAGE_QUOTA_BYTES, PROCTOR_STORAGE_QUOTA_OBJECTS: passing
        one fails the request), audited as storage_object.created by the agent. Only the objects of the
        agent's own workspace: another workspace's or organization's object, or none, ends blocked
        resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one,
        for free (they are the organization’s own data, not a provider’s).

        ``create(operation="storage.put_object", payload=payload)``.
        """
        return self._resource.create(
            operation="storage.put_object",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def storage_put_object_and_wait(
        self,
        payload: params.StoragePutObjectPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StoragePutObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]:
        """Dispatches storage.put_object: Stores a small object (text or base64, at most 524288 bytes) in
        the agent's workspace, as POST /api/v1/storage/objects and its upload would, within the
        workspace's storage quotas (PROCTOR_STORAGE_QUOTA_BYTES, PROCTOR_STORAGE_QUOTA_OBJECTS: passing
        one fails the request), audited as storage_object.created by the agent. Only the objects of the
        agent's own workspace: another workspace's or organization's object, or none, ends blocked
        resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one,
        for free (they are the organization’s own data, not a provider’s).

        ``create_and_wait(operation="storage.put_object", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="storage.put_object",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def text_generation_generate(
        self,
        payload: params.TextGenerationGeneratePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]:
        """Dispatches text_generation.generate: Generates the next message of a conversation with a model
        chosen from the model aggregator, optionally offering it function tools to call. Test mode
        answers with a deterministic model: it repeats the last user message and, for each line of it of
        the form `call <operation> <JSON>` whose tool (the operation with "." written "__") is offered,
        calls that tool; given the tools' results it names each outcome.

        ``create(operation="text_generation.generate", payload=payload)``.
        """
        return self._resource.create(
            operation="text_generation.generate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def text_generation_generate_and_wait(
        self,
        payload: params.TextGenerationGeneratePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TextGenerationGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]:
        """Dispatches text_generation.generate: Generates the next message of a conversation with a model
        chosen from the model aggregator, optionally offering it function tools to call. Test mode
        answers with a deterministic model: it repeats the last user message and, for each line of it of
        the form `call <operation> <JSON>` whose tool (the operation with "." written "__") is offered,
        calls that tool; given the tools' results it names each outcome.

        ``create_and_wait(operation="text_generation.generate", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="text_generation.generate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def ticket_comment(
        self,
        payload: params.TicketCommentPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]:
        """Dispatches ticket.comment: Adds a comment to a ticket of the organization’s ticketing app.
        Public, it is a reply the requester sees (Zendesk e-mails it; in Jira Service Management the
        customer sees it); otherwise an internal note for the team. The ticket’s status is left as it
        is: ticket.update changes it.

        ``create(operation="ticket.comment", payload=payload)``.
        """
        return self._resource.create(
            operation="ticket.comment",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def ticket_comment_and_wait(
        self,
        payload: params.TicketCommentPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCommentResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]:
        """Dispatches ticket.comment: Adds a comment to a ticket of the organization’s ticketing app.
        Public, it is a reply the requester sees (Zendesk e-mails it; in Jira Service Management the
        customer sees it); otherwise an internal note for the team. The ticket’s status is left as it
        is: ticket.update changes it.

        ``create_and_wait(operation="ticket.comment", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="ticket.comment",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def ticket_create(
        self,
        payload: params.TicketCreatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]:
        """Dispatches ticket.create: Opens a ticket in the organization’s ticketing app: a Zendesk ticket,
        or a Task in a Jira project (then `project` is required).

        ``create(operation="ticket.create", payload=payload)``.
        """
        return self._resource.create(
            operation="ticket.create",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def ticket_create_and_wait(
        self,
        payload: params.TicketCreatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]:
        """Dispatches ticket.create: Opens a ticket in the organization’s ticketing app: a Zendesk ticket,
        or a Task in a Jira project (then `project` is required).

        ``create_and_wait(operation="ticket.create", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="ticket.create",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def ticket_get(
        self,
        payload: params.TicketGetPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]:
        """Dispatches ticket.get: Reads a ticket of the organization’s ticketing app: its title,
        description (plain text), status, priority and dates. In Jira the status is its category’s (To
        Do open, In Progress pending, Done solved) and the priority the default scheme’s (Lowest and Low
        low, Medium normal, High high, Highest urgent; another name null).

        ``create(operation="ticket.get", payload=payload)``.
        """
        return self._resource.create(
            operation="ticket.get",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def ticket_get_and_wait(
        self,
        payload: params.TicketGetPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketGetResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]:
        """Dispatches ticket.get: Reads a ticket of the organization’s ticketing app: its title,
        description (plain text), status, priority and dates. In Jira the status is its category’s (To
        Do open, In Progress pending, Done solved) and the priority the default scheme’s (Lowest and Low
        low, Medium normal, High high, Highest urgent; another name null).

        ``create_and_wait(operation="ticket.get", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="ticket.get",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def ticket_update(
        self,
        payload: params.TicketUpdatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]:
        """Dispatches ticket.update: Changes the status of a ticket of the organization’s ticketing app,
        comments on it, or both. In Jira the status moves through the workflow’s own transition to a
        status of its category: open is To Do, pending In Progress, solved and closed Done.

        ``create(operation="ticket.update", payload=payload)``.
        """
        return self._resource.create(
            operation="ticket.update",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def ticket_update_and_wait(
        self,
        payload: params.TicketUpdatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketUpdateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]:
        """Dispatches ticket.update: Changes the status of a ticket of the organization’s ticketing app,
        comments on it, or both. In Jira the status moves through the workflow’s own transition to a
        status of its category: open is To Do, pending In Progress, solved and closed Done.

        ``create_and_wait(operation="ticket.update", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="ticket.update",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def translation_translate(
        self,
        payload: params.TranslationTranslatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]:
        """Dispatches translation.translate: Translates texts into another language with DeepL, detecting
        the source language unless it is given.

        ``create(operation="translation.translate", payload=payload)``.
        """
        return self._resource.create(
            operation="translation.translate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def translation_translate_and_wait(
        self,
        payload: params.TranslationTranslatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TranslationTranslateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]:
        """Dispatches translation.translate: Translates texts into another language with DeepL, detecting
        the source language unless it is given.

        ``create_and_wait(operation="translation.translate", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="translation.translate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def voice_call(
        self,
        payload: params.VoiceCallPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]:
        """Dispatches voice.call: Calls a phone number from the server's Twilio number and speaks a message
        when answered. Answers `running` (HTTP 202) at once; the request ends when the call does:
        `executed` with its duration once answered and hung up (by the callee, or by Twilio at
        max_duration_minutes), `failed` when it never connected (busy, no answer).

        ``create(operation="voice.call", payload=payload)``.
        """
        return self._resource.create(
            operation="voice.call",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def voice_call_and_wait(
        self,
        payload: params.VoiceCallPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.VoiceCallResult]], None] | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]:
        """Dispatches voice.call: Calls a phone number from the server's Twilio number and speaks a message
        when answered. Answers `running` (HTTP 202) at once; the request ends when the call does:
        `executed` with its duration once answered and hung up (by the callee, or by Twilio at
        max_duration_minutes), `failed` when it never connected (busy, no answer).

        ``create_and_wait(operation="voice.call", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="voice.call",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def web_extract(
        self,
        payload: params.WebExtractPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]:
        """Dispatches web.extract: Fetches a web page and returns its readable text, as a reader view shows
        it: the article without navigation, ads, scripts and styles, with its title and byline (Mozilla
        Readability). HTML and plain text only; a page that answers other than 2xx fails, as does one
        larger than the server reads (PROCTOR_FETCH_MAX_BYTES).

        ``create(operation="web.extract", payload=payload)``.
        """
        return self._resource.create(
            operation="web.extract",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def web_extract_and_wait(
        self,
        payload: params.WebExtractPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebExtractResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]:
        """Dispatches web.extract: Fetches a web page and returns its readable text, as a reader view shows
        it: the article without navigation, ads, scripts and styles, with its title and byline (Mozilla
        Readability). HTML and plain text only; a page that answers other than 2xx fails, as does one
        larger than the server reads (PROCTOR_FETCH_MAX_BYTES).

        ``create_and_wait(operation="web.extract", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="web.extract",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def web_fetch_url(
        self,
        payload: params.WebFetchUrlPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]:
        """Dispatches web.fetch_url: Fetches a web page or text document (HTML, plain text, JSON, XML, …)
        and returns its content as text, with the status code the page answered.

        ``create(operation="web.fetch_url", payload=payload)``.
        """
        return self._resource.create(
            operation="web.fetch_url",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def web_fetch_url_and_wait(
        self,
        payload: params.WebFetchUrlPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebFetchUrlResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]:
        """Dispatches web.fetch_url: Fetches a web page or text document (HTML, plain text, JSON, XML, …)
        and returns its content as text, with the status code the page answered.

        ``create_and_wait(operation="web.fetch_url", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="web.fetch_url",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def web_search_news(
        self,
        payload: params.WebSearchNewsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]:
        """Dispatches web_search.news: Searches recent news articles and returns the top ones, each with
        its title, URL, snippet, publishing site and age.

        ``create(operation="web_search.news", payload=payload)``.
        """
        return self._resource.create(
            operation="web_search.news",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def web_search_news_and_wait(
        self,
        payload: params.WebSearchNewsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchNewsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]:
        """Dispatches web_search.news: Searches recent news articles and returns the top ones, each with
        its title, URL, snippet, publishing site and age.

        ``create_and_wait(operation="web_search.news", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="web_search.news",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def web_search_search(
        self,
        payload: params.WebSearchSearchPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]:
        """Dispatches web_search.search: Searches the web and returns the top results, each with its title,
        URL and a matching snippet.

        ``create(operation="web_search.search", payload=payload)``.
        """
        return self._resource.create(
            operation="web_search.search",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def web_search_search_and_wait(
        self,
        payload: params.WebSearchSearchPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchSearchResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]:
        """Dispatches web_search.search: Searches the web and returns the top results, each with its title,
        URL and a matching snippet.

        ``create_and_wait(operation="web_search.search", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="web_search.search",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    def workflow_run(
        self,
        payload: params.WorkflowRunPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]:
        """Dispatches workflow.run: Starts a run of a workflow granted to the agent, as the agent and in
        its key’s mode: its published version, or with allow_draft (or allowDraft) true its newest
        version when none is published, with a live key as with a test key (else blocked
        workflow_unpublished); allow_draft and allowDraft given together must agree (else 400 naming
        allowDraft). Answers running (202); the request ends executed with the run’s output when the run
        completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run:
        sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree
        holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode
        too. The request costs this operation’s own price; the run’s dispatches are service requests
        charged on their own, reported together in result.cost_cents and never added to the request’s
        cost_cents, which would count them twice in usage.

        ``create(operation="workflow.run", payload=payload)``.
        """
        return self._resource.create(
            operation="workflow.run",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    def workflow_run_and_wait(
        self,
        payload: params.WorkflowRunPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WorkflowRunResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]:
        """Dispatches workflow.run: Starts a run of a workflow granted to the agent, as the agent and in
        its key’s mode: its published version, or with allow_draft (or allowDraft) true its newest
        version when none is published, with a live key as with a test key (else blocked
        workflow_unpublished); allow_draft and allowDraft given together must agree (else 400 naming
        allowDraft). Answers running (202); the request ends executed with the run’s output when the run
        completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run:
        sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree
        holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode
        too. The request costs this operation’s own price; the run’s dispatches are service requests
        charged on their own, reported together in result.cost_cents and never added to the request’s
        cost_cents, which would count them twice in usage.

        ``create_and_wait(operation="workflow.run", payload=payload)``.
        """
        return self._resource.create_and_wait(
            operation="workflow.run",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )


class AsyncServiceRequests:
    """``client.service_requests``"""

    def __init__(self, client: AsyncAPIClient) -> None:
        self._client = client

    @cached_property
    def dispatch(self) -> AsyncServiceRequestsDispatch:
        """One method per catalog operation, its payload checked field by field."""
        return AsyncServiceRequestsDispatch(self)

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
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["embeddings.create"],
        payload: models.EmbeddingsCreatePayload | params.EmbeddingsCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["embeddings"],
        operation: Literal["create"],
        payload: models.EmbeddingsCreatePayload | params.EmbeddingsCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["speech.synthesize"],
        payload: models.SpeechSynthesizePayload | params.SpeechSynthesizePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["speech"],
        operation: Literal["synthesize"],
        payload: models.SpeechSynthesizePayload | params.SpeechSynthesizePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["knowledge.query"],
        payload: models.KnowledgeQueryPayload | params.KnowledgeQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["knowledge"],
        operation: Literal["query"],
        payload: models.KnowledgeQueryPayload | params.KnowledgeQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["device.command"],
        payload: models.DeviceCommandPayload | params.DeviceCommandPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["device"],
        operation: Literal["command"],
        payload: models.DeviceCommandPayload | params.DeviceCommandPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["ticket.get"],
        payload: models.TicketGetPayload | params.TicketGetPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["get"],
        payload: models.TicketGetPayload | params.TicketGetPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["ticket.comment"],
        payload: models.TicketCommentPayload | params.TicketCommentPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["comment"],
        payload: models.TicketCommentPayload | params.TicketCommentPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["email.draft"],
        payload: models.EmailDraftPayload | params.EmailDraftPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["email"],
        operation: Literal["draft"],
        payload: models.EmailDraftPayload | params.EmailDraftPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["chat.read_messages"],
        payload: models.ChatReadMessagesPayload | params.ChatReadMessagesPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["read_messages"],
        payload: models.ChatReadMessagesPayload | params.ChatReadMessagesPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["calendar.list_events"],
        payload: models.CalendarListEventsPayload | params.CalendarListEventsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["calendar"],
        operation: Literal["list_events"],
        payload: models.CalendarListEventsPayload | params.CalendarListEventsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["calendar.create_event"],
        payload: models.CalendarCreateEventPayload | params.CalendarCreateEventPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["calendar"],
        operation: Literal["create_event"],
        payload: models.CalendarCreateEventPayload | params.CalendarCreateEventPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["image.generate"],
        payload: models.ImageGeneratePayload | params.ImageGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["image"],
        operation: Literal["generate"],
        payload: models.ImageGeneratePayload | params.ImageGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["translation.translate"],
        payload: models.TranslationTranslatePayload | params.TranslationTranslatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["translation"],
        operation: Literal["translate"],
        payload: models.TranslationTranslatePayload | params.TranslationTranslatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["moderation.check"],
        payload: models.ModerationCheckPayload | params.ModerationCheckPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["moderation"],
        operation: Literal["check"],
        payload: models.ModerationCheckPayload | params.ModerationCheckPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["storage.put_object"],
        payload: models.StoragePutObjectPayload | params.StoragePutObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["storage"],
        operation: Literal["put_object"],
        payload: models.StoragePutObjectPayload | params.StoragePutObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["storage.get_object"],
        payload: models.StorageGetObjectPayload | params.StorageGetObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["storage"],
        operation: Literal["get_object"],
        payload: models.StorageGetObjectPayload | params.StorageGetObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["document.extract_text"],
        payload: models.DocumentExtractTextPayload | params.DocumentExtractTextPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["document"],
        operation: Literal["extract_text"],
        payload: models.DocumentExtractTextPayload | params.DocumentExtractTextPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["sms.send"],
        payload: models.SmsSendPayload | params.SmsSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["sms"],
        operation: Literal["send"],
        payload: models.SmsSendPayload | params.SmsSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["voice.call"],
        payload: models.VoiceCallPayload | params.VoiceCallPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["voice"],
        operation: Literal["call"],
        payload: models.VoiceCallPayload | params.VoiceCallPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["web_search.news"],
        payload: models.WebSearchNewsPayload | params.WebSearchNewsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["news"],
        payload: models.WebSearchNewsPayload | params.WebSearchNewsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["data.json_query"],
        payload: models.DataJsonQueryPayload | params.DataJsonQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["json_query"],
        payload: models.DataJsonQueryPayload | params.DataJsonQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["web.extract"],
        payload: models.WebExtractPayload | params.WebExtractPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["web"],
        operation: Literal["extract"],
        payload: models.WebExtractPayload | params.WebExtractPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["geocoding.lookup"],
        payload: models.GeocodingLookupPayload | params.GeocodingLookupPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["geocoding"],
        operation: Literal["lookup"],
        payload: models.GeocodingLookupPayload | params.GeocodingLookupPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["data.xlsx_parse"],
        payload: models.DataXlsxParsePayload | params.DataXlsxParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["data"],
        operation: Literal["xlsx_parse"],
        payload: models.DataXlsxParsePayload | params.DataXlsxParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["payments.create_payment_link"],
        payload: models.PaymentsCreatePaymentLinkPayload | params.PaymentsCreatePaymentLinkPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["payments"],
        operation: Literal["create_payment_link"],
        payload: models.PaymentsCreatePaymentLinkPayload | params.PaymentsCreatePaymentLinkPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["payments.refund"],
        payload: models.PaymentsRefundPayload | params.PaymentsRefundPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["payments"],
        operation: Literal["refund"],
        payload: models.PaymentsRefundPayload | params.PaymentsRefundPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["crm.search_contacts"],
        payload: models.CrmSearchContactsPayload | params.CrmSearchContactsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["search_contacts"],
        payload: models.CrmSearchContactsPayload | params.CrmSearchContactsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["crm.create_contact"],
        payload: models.CrmCreateContactPayload | params.CrmCreateContactPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["create_contact"],
        payload: models.CrmCreateContactPayload | params.CrmCreateContactPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["crm.update_deal"],
        payload: models.CrmUpdateDealPayload | params.CrmUpdateDealPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["update_deal"],
        payload: models.CrmUpdateDealPayload | params.CrmUpdateDealPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]: ...

    @overload
    async def create(
        self,
        *,
        operation: Literal["crm.log_activity"],
        payload: models.CrmLogActivityPayload | params.CrmLogActivityPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]: ...

    @overload
    async def create(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["log_activity"],
        payload: models.CrmLogActivityPayload | params.CrmLogActivityPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]: ...

    async def create(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[Any]:
        """Dispatch a paid action through the governed pipeline

        Needs an agent key and an Idempotency-Key header. Policy, budgets, approval gate, provider,
        debit, audit. Blocked, approval_required and failed are outcomes (HTTP 200), not errors: their
        `reason_code` is one of `ReasonCode` (each with its meaning), and `result` is `{detail}`, the
        same words whether the request was refused here or at its approval. A budget's refusal words its
        detail as one sentence to act on: the limit, what is used of it (`refusal.limit.used`), what the
        request adds, when it resets, then the reason's advice; e.g. "The binding's daily limit of 50
        requests is reached (50 used; this request adds 1); it resets at 2026-11-30T00:00:00Z. Retry
        after 00:00 UTC, …".

        - **Idempotency.** The key is scoped to the agent and the key's mode: a test key's request never
        answers a live key's. The same key with the same operation and payload (compared as RFC 8785
        canonical JSON, so key order does not matter) answers that request's current state again,
        without a second execution or charge; while the first is still being executed, 202 `running`
        with its id: poll GET /api/v1/service-requests/{id} rather than retrying under a new key and
        paying twice. Another body under the same key is 409 `idempotency_conflict`.
        - **Bad input.** An unknown operation, a body that is not `{operation, service?, payload}`, or a
        payload that fails its operation's schema is 400 `invalid_request`, not an outcome:
        `details[].path` names each bad field from the body (`payload.to`, `payload.messages.0.role`),
        nothing is recorded, and the Idempotency-Key stays free for the corrected request.
        - **Test mode** meets the approval gate and every cap at the live price, and is refused when the
        wallet's balance would not cover it, so that it shows live's outcomes; it never holds or debits
        the wallet.
        - **Budgets** count per UTC day or month, only for the limits that are set: a limit set
        mid-month counts from then.
        - **Stopped agents.** A deleted agent's request is `failed` `agent_disabled`. Once pausing,
        disabling or deleting an agent has answered, no request of it, nor of the agents it spawned, is
        admitted.
        - **Results** are kept as PostgreSQL `jsonb`, and every read, the first answer included, serves
        the stored value: object keys come in `jsonb` order (shorter keys first), the same every time.
        - **Unsettled requests.** `running` requests are polled every few seconds, or reported by their
        provider (POST /api/v1/webhooks/reconcile/{provider}). A request admitted but never settled (its
        process died) is failed `adapter_error` with detail `interrupted` by a sweeper, its hold
        released.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            delegated_task_id: the delegated task (tsk_…) the dispatch is made for, sent as X-Delegated-Task.
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
                headers=_headers(
                    extra_headers,
                    {
                        "Idempotency-Key": idempotency_key or _new_idempotency_key(),
                        **({"X-Delegated-Task": delegated_task_id} if delegated_task_id is not None else {}),
                    },
                ),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _service_request,
        )

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["web_search.search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchSearchResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["search"],
        payload: models.WebSearchSearchPayload | params.WebSearchSearchPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchSearchResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["text_generation.generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TextGenerationGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["text_generation"],
        operation: Literal["generate"],
        payload: models.TextGenerationGeneratePayload | params.TextGenerationGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TextGenerationGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["send"],
        payload: models.EmailSendPayload | params.EmailSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReadResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["read"],
        payload: models.EmailReadPayload | params.EmailReadPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReadResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReplyResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["reply"],
        payload: models.EmailReplyPayload | params.EmailReplyPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReplyResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["audio.transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.AudioTranscribeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["audio"],
        operation: Literal["transcribe"],
        payload: models.AudioTranscribePayload | params.AudioTranscribePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.AudioTranscribeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["chat.send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["send"],
        payload: models.ChatSendPayload | params.ChatSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["ticket.create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["create"],
        payload: models.TicketCreatePayload | params.TicketCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["ticket.update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketUpdateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["update"],
        payload: models.TicketUpdatePayload | params.TicketUpdatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketUpdateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["web.fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebFetchUrlResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["web"],
        operation: Literal["fetch_url"],
        payload: models.WebFetchUrlPayload | params.WebFetchUrlPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebFetchUrlResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["data.csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataCsvParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["csv_parse"],
        payload: models.DataCsvParsePayload | params.DataCsvParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataCsvParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["notification.webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.NotificationWebhookResult]], None] | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["notification"],
        operation: Literal["webhook"],
        payload: models.NotificationWebhookPayload | params.NotificationWebhookPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.NotificationWebhookResult]], None] | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["workflow.run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WorkflowRunResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["workflow"],
        operation: Literal["run"],
        payload: models.WorkflowRunPayload | params.WorkflowRunPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WorkflowRunResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["embeddings.create"],
        payload: models.EmbeddingsCreatePayload | params.EmbeddingsCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmbeddingsCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["embeddings"],
        operation: Literal["create"],
        payload: models.EmbeddingsCreatePayload | params.EmbeddingsCreatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmbeddingsCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["speech.synthesize"],
        payload: models.SpeechSynthesizePayload | params.SpeechSynthesizePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SpeechSynthesizeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["speech"],
        operation: Literal["synthesize"],
        payload: models.SpeechSynthesizePayload | params.SpeechSynthesizePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SpeechSynthesizeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["knowledge.query"],
        payload: models.KnowledgeQueryPayload | params.KnowledgeQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.KnowledgeQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["knowledge"],
        operation: Literal["query"],
        payload: models.KnowledgeQueryPayload | params.KnowledgeQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.KnowledgeQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["device.command"],
        payload: models.DeviceCommandPayload | params.DeviceCommandPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DeviceCommandResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["device"],
        operation: Literal["command"],
        payload: models.DeviceCommandPayload | params.DeviceCommandPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DeviceCommandResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["ticket.get"],
        payload: models.TicketGetPayload | params.TicketGetPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketGetResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["get"],
        payload: models.TicketGetPayload | params.TicketGetPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketGetResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["ticket.comment"],
        payload: models.TicketCommentPayload | params.TicketCommentPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCommentResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["ticket"],
        operation: Literal["comment"],
        payload: models.TicketCommentPayload | params.TicketCommentPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCommentResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["email.draft"],
        payload: models.EmailDraftPayload | params.EmailDraftPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailDraftResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["email"],
        operation: Literal["draft"],
        payload: models.EmailDraftPayload | params.EmailDraftPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailDraftResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["chat.read_messages"],
        payload: models.ChatReadMessagesPayload | params.ChatReadMessagesPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatReadMessagesResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["chat"],
        operation: Literal["read_messages"],
        payload: models.ChatReadMessagesPayload | params.ChatReadMessagesPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatReadMessagesResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["calendar.list_events"],
        payload: models.CalendarListEventsPayload | params.CalendarListEventsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarListEventsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["calendar"],
        operation: Literal["list_events"],
        payload: models.CalendarListEventsPayload | params.CalendarListEventsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarListEventsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["calendar.create_event"],
        payload: models.CalendarCreateEventPayload | params.CalendarCreateEventPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarCreateEventResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["calendar"],
        operation: Literal["create_event"],
        payload: models.CalendarCreateEventPayload | params.CalendarCreateEventPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarCreateEventResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["image.generate"],
        payload: models.ImageGeneratePayload | params.ImageGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ImageGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["image"],
        operation: Literal["generate"],
        payload: models.ImageGeneratePayload | params.ImageGeneratePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ImageGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["translation.translate"],
        payload: models.TranslationTranslatePayload | params.TranslationTranslatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TranslationTranslateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["translation"],
        operation: Literal["translate"],
        payload: models.TranslationTranslatePayload | params.TranslationTranslatePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TranslationTranslateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["moderation.check"],
        payload: models.ModerationCheckPayload | params.ModerationCheckPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ModerationCheckResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["moderation"],
        operation: Literal["check"],
        payload: models.ModerationCheckPayload | params.ModerationCheckPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ModerationCheckResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["storage.put_object"],
        payload: models.StoragePutObjectPayload | params.StoragePutObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StoragePutObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["storage"],
        operation: Literal["put_object"],
        payload: models.StoragePutObjectPayload | params.StoragePutObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StoragePutObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["storage.get_object"],
        payload: models.StorageGetObjectPayload | params.StorageGetObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StorageGetObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["storage"],
        operation: Literal["get_object"],
        payload: models.StorageGetObjectPayload | params.StorageGetObjectPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StorageGetObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["document.extract_text"],
        payload: models.DocumentExtractTextPayload | params.DocumentExtractTextPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DocumentExtractTextResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["document"],
        operation: Literal["extract_text"],
        payload: models.DocumentExtractTextPayload | params.DocumentExtractTextPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DocumentExtractTextResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["sms.send"],
        payload: models.SmsSendPayload | params.SmsSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SmsSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["sms"],
        operation: Literal["send"],
        payload: models.SmsSendPayload | params.SmsSendPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SmsSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["voice.call"],
        payload: models.VoiceCallPayload | params.VoiceCallPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.VoiceCallResult]], None] | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["voice"],
        operation: Literal["call"],
        payload: models.VoiceCallPayload | params.VoiceCallPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.VoiceCallResult]], None] | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["web_search.news"],
        payload: models.WebSearchNewsPayload | params.WebSearchNewsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchNewsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["web_search"],
        operation: Literal["news"],
        payload: models.WebSearchNewsPayload | params.WebSearchNewsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchNewsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["data.json_query"],
        payload: models.DataJsonQueryPayload | params.DataJsonQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataJsonQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["json_query"],
        payload: models.DataJsonQueryPayload | params.DataJsonQueryPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataJsonQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["web.extract"],
        payload: models.WebExtractPayload | params.WebExtractPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebExtractResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["web"],
        operation: Literal["extract"],
        payload: models.WebExtractPayload | params.WebExtractPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebExtractResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["geocoding.lookup"],
        payload: models.GeocodingLookupPayload | params.GeocodingLookupPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.GeocodingLookupResult]], None] | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["geocoding"],
        operation: Literal["lookup"],
        payload: models.GeocodingLookupPayload | params.GeocodingLookupPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.GeocodingLookupResult]], None] | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["data.xlsx_parse"],
        payload: models.DataXlsxParsePayload | params.DataXlsxParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataXlsxParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["data"],
        operation: Literal["xlsx_parse"],
        payload: models.DataXlsxParsePayload | params.DataXlsxParsePayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataXlsxParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["payments.create_payment_link"],
        payload: models.PaymentsCreatePaymentLinkPayload | params.PaymentsCreatePaymentLinkPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["payments"],
        operation: Literal["create_payment_link"],
        payload: models.PaymentsCreatePaymentLinkPayload | params.PaymentsCreatePaymentLinkPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["payments.refund"],
        payload: models.PaymentsRefundPayload | params.PaymentsRefundPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsRefundResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["payments"],
        operation: Literal["refund"],
        payload: models.PaymentsRefundPayload | params.PaymentsRefundPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsRefundResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["crm.search_contacts"],
        payload: models.CrmSearchContactsPayload | params.CrmSearchContactsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmSearchContactsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["search_contacts"],
        payload: models.CrmSearchContactsPayload | params.CrmSearchContactsPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmSearchContactsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["crm.create_contact"],
        payload: models.CrmCreateContactPayload | params.CrmCreateContactPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmCreateContactResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["create_contact"],
        payload: models.CrmCreateContactPayload | params.CrmCreateContactPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmCreateContactResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["crm.update_deal"],
        payload: models.CrmUpdateDealPayload | params.CrmUpdateDealPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmUpdateDealResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["update_deal"],
        payload: models.CrmUpdateDealPayload | params.CrmUpdateDealPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmUpdateDealResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        operation: Literal["crm.log_activity"],
        payload: models.CrmLogActivityPayload | params.CrmLogActivityPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmLogActivityResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]: ...

    @overload
    async def create_and_wait(
        self,
        *,
        service: Literal["crm"],
        operation: Literal["log_activity"],
        payload: models.CrmLogActivityPayload | params.CrmLogActivityPayload,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmLogActivityResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]: ...

    async def create_and_wait(
        self,
        *,
        operation: str,
        payload: Any,
        service: str | NotGiven = NOT_GIVEN,
        idempotency_key: str | None = None,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[Any]], None] | None = None,
    ) -> models.ServiceRequest[Any]:
        """Dispatch a paid action through the governed pipeline, then poll until its status is executed, blocked, failed

        Polls ``retrieve`` 2 s after the answer, then every 1.5 times longer, capped at 10 s, for at
        most max_wait seconds in all; raises ProctorWaitTimeoutError (kind "timeout") with the last
        state when the budget runs out.

        ``POST /api/v1/service-requests`` (operationId ``serviceRequests-create``).

        Args:
            idempotency_key: the Idempotency-Key; default a new UUID v4, the same on every retry.
            delegated_task_id: the delegated task (tsk_…) the dispatch is made for, sent as X-Delegated-Task.
            extra_headers: headers sent with this call (they win over the client's).
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
            max_wait: the polling budget in seconds (default 300); then ProctorWaitTimeoutError.
            on_poll: called with each state seen while waiting: the first answer, then each poll.
        """
        started = self._client._clock()
        first = await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/service-requests",
                params=None,
                json_body=_body({"operation": operation, "payload": payload, "service": service}),
                headers=_headers(
                    extra_headers,
                    {
                        "Idempotency-Key": idempotency_key or _new_idempotency_key(),
                        **({"X-Delegated-Task": delegated_task_id} if delegated_task_id is not None else {}),
                    },
                ),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _service_request,
        )
        return await wait_async(
            first,
            lambda state_id: typed_request_async(
                self.retrieve(state_id, extra_headers=extra_headers, timeout=timeout, max_retries=max_retries)
            ),
            clock=self._client._clock,
            sleep=self._client._sleep,
            started=started,
            max_wait=max_wait,
            on_poll=on_poll,
            until=frozenset({"executed", "blocked", "failed"}),
        )

    async def dry_run(
        self,
        *,
        operation: str,
        payload: dict[str, Any],
        service: str | NotGiven = NOT_GIVEN,
        delegated_task_id: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequestDryRun:
        """What a dispatch would answer now, without dispatching

        Needs an agent key; the same body as POST /api/v1/service-requests, and its X-Delegated-Task
        header. Answers the decision the pipeline would take now (policy, budgets, approval gate, in the
        dispatch's own order and by its own rules), the worst-case cost, and each budget level's
        headroom, in the order the pipeline checks them. Records nothing: no request, hold, counter,
        approval, audit entry or Idempotency-Key (none is needed; one sent is ignored, and the dry run
        answers as for a new request). The provider is not called; a model's price may be asked of it,
        as a dispatch asks it.

        - **Decision.** `executed` when every rule and budget lets the request through, so the provider
        would be called (which may still fail, or answer `running` first); else `blocked`,
        `approval_required` or `failed` with the `reason_code`, `detail` and `refusal` the dispatch
        would record. Outcomes decided only by the provider, or by an internal operation's own checks
        once admitted (workflow and resource grants), are not foreseen.
        - **Budgets** are checked by the admission statement itself, made check-only (as at the approval
        gate), on the rows as they are now: a dispatch made next may still meet another answer if
        anything changes between them.
        - **Bad input** is 400 `invalid_request` as for a dispatch (an unknown operation, a bad body; a
        payload that fails its schema unless the policy refuses first), and a task not delegated to this
        agent 404.

        ``POST /api/v1/service-requests/dry-run`` (operationId ``serviceRequests-dryRun``).

        Args:
            operation: "<service>.<operation>", or the bare operation with service
            payload: Operation-specific; see GET /api/v1/agent-docs
            extra_headers: headers sent with this call (they win over the client's).
            delegated_task_id: the delegated task (tsk_…) the dispatch is made for, sent as X-Delegated-Task.
            timeout: overall seconds for this call, every attempt and wait included.
            max_retries: retries for this call (0 disables).
        """
        return await self._client.request(
            RequestOptions(
                method="POST",
                path="/api/v1/service-requests/dry-run",
                params=None,
                json_body=_body({"operation": operation, "service": service, "payload": payload}),
                headers=_headers(
                    extra_headers,
                    {**({"X-Delegated-Task": delegated_task_id} if delegated_task_id is not None else {})},
                ),
                security=("agentKey",),
                timeout=timeout,
                max_retries=max_retries,
            ),
            _model(models.ServiceRequestDryRun),
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
        Last-Event-ID, only later changes follow. Visibility as GET /api/v1/service-requests/{id}. A
        credential keeps at most PROCTOR_STREAM_MAX_PER_CREDENTIAL (default 20) streams open at once and
        its organization PROCTOR_STREAM_MAX_PER_ORG (default 100), counted per server instance: one more
        is 429 `rate_limited` with Retry-After. A stream that sent no event for
        PROCTOR_STREAM_IDLE_SECONDS (default 300) ends with `reconnect` (reason `idle`), as after
        PROCTOR_STREAM_MAX_SECONDS (default 900, `max_duration`) and when the server stops: come back
        with Last-Event-ID. A `: ping` comment comes every PROCTOR_STREAM_PING_MS (default 15 s), and
        the server re-reads the request every PROCTOR_STREAM_POLL_MS (default 500 ms) while the client
        listens. Errors before the stream starts (401, 403, 404, 429) are plain JSON; a failure once it
        streams ends it with an `error` event carrying the error envelope. The SDKs iterate it and
        resume by themselves.

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
        mode: Literal["live", "test"] | NotGiven = NOT_GIVEN,
        order: Literal["asc", "desc"] | NotGiven = NOT_GIVEN,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> AsyncPaginator[models.ServiceRequest]:
        """Your workspace's service requests

        The service requests of the agents of your active workspace (POST /api/v1/workspaces/switch),
        oldest first (`order=desc`: newest first), a page at a time (`cursor`, `limit`); filter by
        agent, status, operation or mode. Each is as GET /api/v1/service-requests/{id} answers it, which
        reads a request of any workspace of the organization.

        ``GET /api/v1/service-requests`` (operationId ``serviceRequests-list``).

        Args:
            limit: Page size, 1 to 100
            order: asc: oldest first (default); desc: newest first
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
                    "mode": mode,
                    "order": order,
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
        self.dry_run = async_to_raw_response_wrapper(resource.dry_run)
        self.list = async_to_raw_response_wrapper(resource.list)
        self.retrieve = async_to_raw_response_wrapper(resource.retrieve)


class AsyncServiceRequestsDispatch:
    """``client.service_requests.dispatch``: one method per catalog operation, its payload checked field by field."""

    def __init__(self, resource: AsyncServiceRequests) -> None:
        self._resource = resource

    async def audio_transcribe(
        self,
        payload: params.AudioTranscribePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]:
        """Dispatches audio.transcribe: Transcribes a recording reachable at a URL into text. Long
        recordings may finish later (status running).

        ``create(operation="audio.transcribe", payload=payload)``.
        """
        return await self._resource.create(
            operation="audio.transcribe",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def audio_transcribe_and_wait(
        self,
        payload: params.AudioTranscribePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.AudioTranscribeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.AudioTranscribeResult]:
        """Dispatches audio.transcribe: Transcribes a recording reachable at a URL into text. Long
        recordings may finish later (status running).

        ``create_and_wait(operation="audio.transcribe", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="audio.transcribe",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def calendar_create_event(
        self,
        payload: params.CalendarCreateEventPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]:
        """Dispatches calendar.create_event: Creates an event in a calendar of the organization’s account
        (its Nylas app). With participants and notify_participants (the default), the calendar provider
        e-mails them invitations; Microsoft and iCloud always do.

        ``create(operation="calendar.create_event", payload=payload)``.
        """
        return await self._resource.create(
            operation="calendar.create_event",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def calendar_create_event_and_wait(
        self,
        payload: params.CalendarCreateEventPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarCreateEventResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarCreateEventResult]:
        """Dispatches calendar.create_event: Creates an event in a calendar of the organization’s account
        (its Nylas app). With participants and notify_participants (the default), the calendar provider
        e-mails them invitations; Microsoft and iCloud always do.

        ``create_and_wait(operation="calendar.create_event", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="calendar.create_event",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def calendar_list_events(
        self,
        payload: params.CalendarListEventsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]:
        """Dispatches calendar.list_events: Lists the events of a calendar of the organization’s account
        (its Nylas app) that overlap a window of time, each occurrence of a recurring event on its own.

        ``create(operation="calendar.list_events", payload=payload)``.
        """
        return await self._resource.create(
            operation="calendar.list_events",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def calendar_list_events_and_wait(
        self,
        payload: params.CalendarListEventsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CalendarListEventsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CalendarListEventsResult]:
        """Dispatches calendar.list_events: Lists the events of a calendar of the organization’s account
        (its Nylas app) that overlap a window of time, each occurrence of a recurring event on its own.

        ``create_and_wait(operation="calendar.list_events", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="calendar.list_events",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def chat_read_messages(
        self,
        payload: params.ChatReadMessagesPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]:
        """Dispatches chat.read_messages: Lists the newest messages of a channel of the organization’s team
        chat (its Slack app), newest first, as its bot sees them: the bot must be in a private channel.
        Replies in a thread are not listed; their parent says how many there are.

        ``create(operation="chat.read_messages", payload=payload)``.
        """
        return await self._resource.create(
            operation="chat.read_messages",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def chat_read_messages_and_wait(
        self,
        payload: params.ChatReadMessagesPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatReadMessagesResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatReadMessagesResult]:
        """Dispatches chat.read_messages: Lists the newest messages of a channel of the organization’s team
        chat (its Slack app), newest first, as its bot sees them: the bot must be in a private channel.
        Replies in a thread are not listed; their parent says how many there are.

        ``create_and_wait(operation="chat.read_messages", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="chat.read_messages",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def chat_send(
        self,
        payload: params.ChatSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]:
        """Dispatches chat.send: Posts a message to a channel of the organization’s team chat (its Slack
        app), as the app’s bot.

        ``create(operation="chat.send", payload=payload)``.
        """
        return await self._resource.create(
            operation="chat.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def chat_send_and_wait(
        self,
        payload: params.ChatSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ChatSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ChatSendResult]:
        """Dispatches chat.send: Posts a message to a channel of the organization’s team chat (its Slack
        app), as the app’s bot.

        ``create_and_wait(operation="chat.send", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="chat.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def crm_create_contact(
        self,
        payload: params.CrmCreateContactPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]:
        """Dispatches crm.create_contact: Adds a contact to the organization’s CRM. Salesforce requires
        last_name. HubSpot refuses a second contact with an email it has (the failure names the existing
        contact), so a retried request creates none; Salesforce applies the org’s own duplicate rules.

        ``create(operation="crm.create_contact", payload=payload)``.
        """
        return await self._resource.create(
            operation="crm.create_contact",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def crm_create_contact_and_wait(
        self,
        payload: params.CrmCreateContactPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmCreateContactResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmCreateContactResult]:
        """Dispatches crm.create_contact: Adds a contact to the organization’s CRM. Salesforce requires
        last_name. HubSpot refuses a second contact with an email it has (the failure names the existing
        contact), so a retried request creates none; Salesforce applies the org’s own duplicate rules.

        ``create_and_wait(operation="crm.create_contact", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="crm.create_contact",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def crm_log_activity(
        self,
        payload: params.CrmLogActivityPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]:
        """Dispatches crm.log_activity: Records a note, a call or a meeting that took place on a contact, a
        deal or both, in the organization’s CRM’s activity timeline. HubSpot keeps it as a note, call or
        meeting engagement; Salesforce as a completed Task (a note, or a call with its duration) or an
        Event (a meeting, half an hour unless duration_minutes says otherwise).

        ``create(operation="crm.log_activity", payload=payload)``.
        """
        return await self._resource.create(
            operation="crm.log_activity",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def crm_log_activity_and_wait(
        self,
        payload: params.CrmLogActivityPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmLogActivityResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmLogActivityResult]:
        """Dispatches crm.log_activity: Records a note, a call or a meeting that took place on a contact, a
        deal or both, in the organization’s CRM’s activity timeline. HubSpot keeps it as a note, call or
        meeting engagement; Salesforce as a completed Task (a note, or a call with its duration) or an
        Event (a meeting, half an hour unless duration_minutes says otherwise).

        ``create_and_wait(operation="crm.log_activity", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="crm.log_activity",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def crm_search_contacts(
        self,
        payload: params.CrmSearchContactsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]:
        """Dispatches crm.search_contacts: Finds contacts of the organization’s CRM whose name, email or
        company contains the query, most recently changed first. HubSpot searches its default searchable
        contact properties (name, email, phone, company); Salesforce the contact’s name, email and
        account name.

        ``create(operation="crm.search_contacts", payload=payload)``.
        """
        return await self._resource.create(
            operation="crm.search_contacts",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def crm_search_contacts_and_wait(
        self,
        payload: params.CrmSearchContactsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmSearchContactsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmSearchContactsResult]:
        """Dispatches crm.search_contacts: Finds contacts of the organization’s CRM whose name, email or
        company contains the query, most recently changed first. HubSpot searches its default searchable
        contact properties (name, email, phone, company); Salesforce the contact’s name, email and
        account name.

        ``create_and_wait(operation="crm.search_contacts", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="crm.search_contacts",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def crm_update_deal(
        self,
        payload: params.CrmUpdateDealPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]:
        """Dispatches crm.update_deal: Changes a deal of the organization’s CRM (a Salesforce Opportunity):
        its name, stage, amount or close date, only the fields sent. The stage is the CRM’s own: a
        HubSpot pipeline stage’s internal id ("closedwon", "appointmentscheduled"), a Salesforce stage
        name ("Closed Won").

        ``create(operation="crm.update_deal", payload=payload)``.
        """
        return await self._resource.create(
            operation="crm.update_deal",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def crm_update_deal_and_wait(
        self,
        payload: params.CrmUpdateDealPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.CrmUpdateDealResult]], None] | None = None,
    ) -> models.ServiceRequest[models.CrmUpdateDealResult]:
        """Dispatches crm.update_deal: Changes a deal of the organization’s CRM (a Salesforce Opportunity):
        its name, stage, amount or close date, only the fields sent. The stage is the CRM’s own: a
        HubSpot pipeline stage’s internal id ("closedwon", "appointmentscheduled"), a Salesforce stage
        name ("Closed Won").

        ``create_and_wait(operation="crm.update_deal", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="crm.update_deal",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def data_csv_parse(
        self,
        payload: params.DataCsvParsePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]:
        """Dispatches data.csv_parse: Parses CSV text (RFC 4180 quoting) into rows, keyed by the header’s
        column names unless header is false.

        ``create(operation="data.csv_parse", payload=payload)``.
        """
        return await self._resource.create(
            operation="data.csv_parse",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def data_csv_parse_and_wait(
        self,
        payload: params.DataCsvParsePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataCsvParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataCsvParseResult]:
        """Dispatches data.csv_parse: Parses CSV text (RFC 4180 quoting) into rows, keyed by the header’s
        column names unless header is false.

        ``create_and_wait(operation="data.csv_parse", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="data.csv_parse",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def data_json_query(
        self,
        payload: params.DataJsonQueryPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]:
        """Dispatches data.json_query: Selects and reshapes parts of a JSON document with a JMESPath
        expression (filters, projections, functions). The document is at most 1,000,000 characters as
        JSON, and so is the result; one query evaluates for at most 1,000 ms in 128 MB, or fails saying
        which bound it passed.

        ``create(operation="data.json_query", payload=payload)``.
        """
        return await self._resource.create(
            operation="data.json_query",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def data_json_query_and_wait(
        self,
        payload: params.DataJsonQueryPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataJsonQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataJsonQueryResult]:
        """Dispatches data.json_query: Selects and reshapes parts of a JSON document with a JMESPath
        expression (filters, projections, functions). The document is at most 1,000,000 characters as
        JSON, and so is the result; one query evaluates for at most 1,000 ms in 128 MB, or fails saying
        which bound it passed.

        ``create_and_wait(operation="data.json_query", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="data.json_query",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def data_xlsx_parse(
        self,
        payload: params.DataXlsxParsePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]:
        """Dispatches data.xlsx_parse: Reads an Excel workbook (.xlsx, sent in base64) into its sheets'
        rows of cells. A formula cell gives the value the file cached: nothing is calculated, and no
        link or macro is followed. At most 1,000,000 bytes, inflating to at most 50,000,000 bytes in
        2,000 parts, 50 sheets, 10,000 rows and 100,000 cells in all, 500 columns a row and 2,000,000
        characters of text, read within 10,000 ms; past any, it fails naming the bound.

        ``create(operation="data.xlsx_parse", payload=payload)``.
        """
        return await self._resource.create(
            operation="data.xlsx_parse",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def data_xlsx_parse_and_wait(
        self,
        payload: params.DataXlsxParsePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DataXlsxParseResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DataXlsxParseResult]:
        """Dispatches data.xlsx_parse: Reads an Excel workbook (.xlsx, sent in base64) into its sheets'
        rows of cells. A formula cell gives the value the file cached: nothing is calculated, and no
        link or macro is followed. At most 1,000,000 bytes, inflating to at most 50,000,000 bytes in
        2,000 parts, 50 sheets, 10,000 rows and 100,000 cells in all, 500 columns a row and 2,000,000
        characters of text, read within 10,000 ms; past any, it fails naming the bound.

        ``create_and_wait(operation="data.xlsx_parse", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="data.xlsx_parse",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def device_command(
        self,
        payload: params.DeviceCommandPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]:
        """Dispatches device.command: Queues a command for a device, as POST /api/v1/devices/{id}/commands
        does for a person: `pending` until the device claims it with its own token. Only a live device
        granted to the agent (POST /api/v1/devices/{id}/grants): one not granted, its grant revoked, the
        device revoked, or another organization’s ends blocked resource_not_granted, nothing debited.
        Audited as `device_command.queued` with the agent the actor. A test key checks the same and
        queues nothing: result.command is null.

        ``create(operation="device.command", payload=payload)``.
        """
        return await self._resource.create(
            operation="device.command",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def device_command_and_wait(
        self,
        payload: params.DeviceCommandPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DeviceCommandResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DeviceCommandResult]:
        """Dispatches device.command: Queues a command for a device, as POST /api/v1/devices/{id}/commands
        does for a person: `pending` until the device claims it with its own token. Only a live device
        granted to the agent (POST /api/v1/devices/{id}/grants): one not granted, its grant revoked, the
        device revoked, or another organization’s ends blocked resource_not_granted, nothing debited.
        Audited as `device_command.queued` with the agent the actor. A test key checks the same and
        queues nothing: result.command is null.

        ``create_and_wait(operation="device.command", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="device.command",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def document_extract_text(
        self,
        payload: params.DocumentExtractTextPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]:
        """Dispatches document.extract_text: The text of a PDF, HTML page or Word (DOCX) document, from a
        URL (fetched as web.fetch_url fetches: public addresses only, at most PROCTOR_FETCH_MAX_BYTES)
        or a stored object of the agent's workspace (another workspace's or organization's, or none,
        ends blocked resource_not_granted, nothing debited). Read by the knowledge feature's readers
        (pdf-parse, Readability) and mammoth for DOCX. A test key reads stored objects as a live key
        does, for free; a URL is not fetched in test mode: it answers a sandbox text, and one on
        fail.sandbox.proctor.dev fails.

        ``create(operation="document.extract_text", payload=payload)``.
        """
        return await self._resource.create(
            operation="document.extract_text",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def document_extract_text_and_wait(
        self,
        payload: params.DocumentExtractTextPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.DocumentExtractTextResult]], None] | None = None,
    ) -> models.ServiceRequest[models.DocumentExtractTextResult]:
        """Dispatches document.extract_text: The text of a PDF, HTML page or Word (DOCX) document, from a
        URL (fetched as web.fetch_url fetches: public addresses only, at most PROCTOR_FETCH_MAX_BYTES)
        or a stored object of the agent's workspace (another workspace's or organization's, or none,
        ends blocked resource_not_granted, nothing debited). Read by the knowledge feature's readers
        (pdf-parse, Readability) and mammoth for DOCX. A test key reads stored objects as a live key
        does, for free; a URL is not fetched in test mode: it answers a sandbox text, and one on
        fail.sandbox.proctor.dev fails.

        ``create_and_wait(operation="document.extract_text", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="document.extract_text",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def email_draft(
        self,
        payload: params.EmailDraftPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]:
        """Dispatches email.draft: Saves a plain-text draft in the Drafts folder of the organization’s
        mailbox (its Nylas email app), for a person to review and send: nothing is sent. With
        reply_to_message_id it is a reply in that message’s thread.

        ``create(operation="email.draft", payload=payload)``.
        """
        return await self._resource.create(
            operation="email.draft",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def email_draft_and_wait(
        self,
        payload: params.EmailDraftPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailDraftResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailDraftResult]:
        """Dispatches email.draft: Saves a plain-text draft in the Drafts folder of the organization’s
        mailbox (its Nylas email app), for a person to review and send: nothing is sent. With
        reply_to_message_id it is a reply in that message’s thread.

        ``create_and_wait(operation="email.draft", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="email.draft",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def email_read(
        self,
        payload: params.EmailReadPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]:
        """Dispatches email.read: Lists the newest messages of a folder of the organization’s mailbox (its
        Nylas email app).

        ``create(operation="email.read", payload=payload)``.
        """
        return await self._resource.create(
            operation="email.read",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def email_read_and_wait(
        self,
        payload: params.EmailReadPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReadResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReadResult]:
        """Dispatches email.read: Lists the newest messages of a folder of the organization’s mailbox (its
        Nylas email app).

        ``create_and_wait(operation="email.read", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="email.read",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def email_reply(
        self,
        payload: params.EmailReplyPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]:
        """Dispatches email.reply: Replies to a message of the organization’s mailbox (its Nylas email
        app), in its thread, to its sender (or its Reply-To).

        ``create(operation="email.reply", payload=payload)``.
        """
        return await self._resource.create(
            operation="email.reply",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def email_reply_and_wait(
        self,
        payload: params.EmailReplyPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailReplyResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailReplyResult]:
        """Dispatches email.reply: Replies to a message of the organization’s mailbox (its Nylas email
        app), in its thread, to its sender (or its Reply-To).

        ``create_and_wait(operation="email.reply", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="email.reply",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def email_send(
        self,
        payload: params.EmailSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]:
        """Dispatches email.send: Sends a plain-text email.

        ``create(operation="email.send", payload=payload)``.
        """
        return await self._resource.create(
            operation="email.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def email_send_and_wait(
        self,
        payload: params.EmailSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmailSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmailSendResult]:
        """Dispatches email.send: Sends a plain-text email.

        ``create_and_wait(operation="email.send", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="email.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def embeddings_create(
        self,
        payload: params.EmbeddingsCreatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]:
        """Dispatches embeddings.create: Turns texts into vectors for semantic search and clustering, with
        the embedding model the server configures.

        ``create(operation="embeddings.create", payload=payload)``.
        """
        return await self._resource.create(
            operation="embeddings.create",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def embeddings_create_and_wait(
        self,
        payload: params.EmbeddingsCreatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.EmbeddingsCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.EmbeddingsCreateResult]:
        """Dispatches embeddings.create: Turns texts into vectors for semantic search and clustering, with
        the embedding model the server configures.

        ``create_and_wait(operation="embeddings.create", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="embeddings.create",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def geocoding_lookup(
        self,
        payload: params.GeocodingLookupPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]:
        """Dispatches geocoding.lookup: Finds places by address or name (forward geocoding), or the address
        at coordinates (reverse), on OpenStreetMap data through Nominatim. Each server instance sends
        Nominatim at most one request per NOMINATIM_MIN_INTERVAL_MS (1 s, the public server's usage
        policy): requests queue for their turn, and one past 5 waiting fails at once saying when to
        retry. Show the answer's attribution with its data.

        ``create(operation="geocoding.lookup", payload=payload)``.
        """
        return await self._resource.create(
            operation="geocoding.lookup",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def geocoding_lookup_and_wait(
        self,
        payload: params.GeocodingLookupPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.GeocodingLookupResult]], None] | None = None,
    ) -> models.ServiceRequest[models.GeocodingLookupResult]:
        """Dispatches geocoding.lookup: Finds places by address or name (forward geocoding), or the address
        at coordinates (reverse), on OpenStreetMap data through Nominatim. Each server instance sends
        Nominatim at most one request per NOMINATIM_MIN_INTERVAL_MS (1 s, the public server's usage
        policy): requests queue for their turn, and one past 5 waiting fails at once saying when to
        retry. Show the answer's attribution with its data.

        ``create_and_wait(operation="geocoding.lookup", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="geocoding.lookup",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def image_generate(
        self,
        payload: params.ImageGeneratePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]:
        """Dispatches image.generate: Draws one image from a text prompt with the configured image model
        and answers the PNG file in the result (base64). Test mode answers a small PNG of one colour
        derived from the prompt.

        ``create(operation="image.generate", payload=payload)``.
        """
        return await self._resource.create(
            operation="image.generate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def image_generate_and_wait(
        self,
        payload: params.ImageGeneratePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ImageGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ImageGenerateResult]:
        """Dispatches image.generate: Draws one image from a text prompt with the configured image model
        and answers the PNG file in the result (base64). Test mode answers a small PNG of one colour
        derived from the prompt.

        ``create_and_wait(operation="image.generate", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="image.generate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def knowledge_query(
        self,
        payload: params.KnowledgeQueryPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]:
        """Dispatches knowledge.query: The `k` passages of a knowledge collection nearest the query in
        meaning, best first, as POST /api/v1/knowledge/collections/{id}/query answers a person (the same
        search, the same shape). Only a collection granted to the agent (POST
        /api/v1/knowledge/collections/{id}/grants): one not granted, its grant revoked, deleted, or
        another organization’s ends blocked resource_not_granted, nothing debited. Reads the same
        collection with a test key as with a live one; a test key’s request is free.

        ``create(operation="knowledge.query", payload=payload)``.
        """
        return await self._resource.create(
            operation="knowledge.query",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def knowledge_query_and_wait(
        self,
        payload: params.KnowledgeQueryPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.KnowledgeQueryResult]], None] | None = None,
    ) -> models.ServiceRequest[models.KnowledgeQueryResult]:
        """Dispatches knowledge.query: The `k` passages of a knowledge collection nearest the query in
        meaning, best first, as POST /api/v1/knowledge/collections/{id}/query answers a person (the same
        search, the same shape). Only a collection granted to the agent (POST
        /api/v1/knowledge/collections/{id}/grants): one not granted, its grant revoked, deleted, or
        another organization’s ends blocked resource_not_granted, nothing debited. Reads the same
        collection with a test key as with a live one; a test key’s request is free.

        ``create_and_wait(operation="knowledge.query", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="knowledge.query",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def moderation_check(
        self,
        payload: params.ModerationCheckPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]:
        """Dispatches moderation.check: Judges texts against a moderation model's harm categories
        (harassment, hate, self-harm, sexual, violence, illicit) and answers, per text, whether it is
        flagged and the score of each category. Test mode flags the words "kill" (violence), "hate"
        (hate) and "bomb" (illicit/violent) and nothing else.

        ``create(operation="moderation.check", payload=payload)``.
        """
        return await self._resource.create(
            operation="moderation.check",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def moderation_check_and_wait(
        self,
        payload: params.ModerationCheckPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.ModerationCheckResult]], None] | None = None,
    ) -> models.ServiceRequest[models.ModerationCheckResult]:
        """Dispatches moderation.check: Judges texts against a moderation model's harm categories
        (harassment, hate, self-harm, sexual, violence, illicit) and answers, per text, whether it is
        flagged and the score of each category. Test mode flags the words "kill" (violence), "hate"
        (hate) and "bomb" (illicit/violent) and nothing else.

        ``create_and_wait(operation="moderation.check", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="moderation.check",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def notification_webhook(
        self,
        payload: params.NotificationWebhookPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]:
        """Dispatches notification.webhook: POSTs a JSON object to a webhook URL, signed with the Standard
        Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature); retried on 5xx answers and
        network errors.

        ``create(operation="notification.webhook", payload=payload)``.
        """
        return await self._resource.create(
            operation="notification.webhook",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def notification_webhook_and_wait(
        self,
        payload: params.NotificationWebhookPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.NotificationWebhookResult]], None] | None = None,
    ) -> models.ServiceRequest[models.NotificationWebhookResult]:
        """Dispatches notification.webhook: POSTs a JSON object to a webhook URL, signed with the Standard
        Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature); retried on 5xx answers and
        network errors.

        ``create_and_wait(operation="notification.webhook", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="notification.webhook",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def payments_create_payment_link(
        self,
        payload: params.PaymentsCreatePaymentLinkPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]:
        """Dispatches payments.create_payment_link: Creates a Stripe Payment Link on the organization’s own
        Stripe account for one payment of `amount` (a one-time Price of a product named `product_name`);
        the link closes after one completed payment. Proctor’s price is its fee for the call: the money
        moves on the organization’s own Stripe account, never through its Proctor wallet, and approval
        thresholds compare the fee, not the amount.

        ``create(operation="payments.create_payment_link", payload=payload)``.
        """
        return await self._resource.create(
            operation="payments.create_payment_link",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def payments_create_payment_link_and_wait(
        self,
        payload: params.PaymentsCreatePaymentLinkPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsCreatePaymentLinkResult]:
        """Dispatches payments.create_payment_link: Creates a Stripe Payment Link on the organization’s own
        Stripe account for one payment of `amount` (a one-time Price of a product named `product_name`);
        the link closes after one completed payment. Proctor’s price is its fee for the call: the money
        moves on the organization’s own Stripe account, never through its Proctor wallet, and approval
        thresholds compare the fee, not the amount.

        ``create_and_wait(operation="payments.create_payment_link", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="payments.create_payment_link",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def payments_refund(
        self,
        payload: params.PaymentsRefundPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]:
        """Dispatches payments.refund: Refunds a payment of the organization’s own Stripe account, in full
        or `amount` of it: a PaymentIntent (pi_…) or a Charge (ch_…). Proctor’s price is its fee for the
        call: the money moves on the organization’s own Stripe account, never through its Proctor
        wallet, and approval thresholds compare the fee, not the amount: to have a person approve every
        refund, set the binding’s approval threshold to 0; the approver sees the payload, amount
        included.

        ``create(operation="payments.refund", payload=payload)``.
        """
        return await self._resource.create(
            operation="payments.refund",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def payments_refund_and_wait(
        self,
        payload: params.PaymentsRefundPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.PaymentsRefundResult]], None] | None = None,
    ) -> models.ServiceRequest[models.PaymentsRefundResult]:
        """Dispatches payments.refund: Refunds a payment of the organization’s own Stripe account, in full
        or `amount` of it: a PaymentIntent (pi_…) or a Charge (ch_…). Proctor’s price is its fee for the
        call: the money moves on the organization’s own Stripe account, never through its Proctor
        wallet, and approval thresholds compare the fee, not the amount: to have a person approve every
        refund, set the binding’s approval threshold to 0; the approver sees the payload, amount
        included.

        ``create_and_wait(operation="payments.refund", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="payments.refund",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def sms_send(
        self,
        payload: params.SmsSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]:
        """Dispatches sms.send: Sends an SMS from the server's Twilio number to a phone number. Priced per
        segment: 160 GSM-7 characters (153 each when split), or 70 UCS-2 characters (67 each) when the
        text has any other character.

        ``create(operation="sms.send", payload=payload)``.
        """
        return await self._resource.create(
            operation="sms.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def sms_send_and_wait(
        self,
        payload: params.SmsSendPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SmsSendResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SmsSendResult]:
        """Dispatches sms.send: Sends an SMS from the server's Twilio number to a phone number. Priced per
        segment: 160 GSM-7 characters (153 each when split), or 70 UCS-2 characters (67 each) when the
        text has any other character.

        ``create_and_wait(operation="sms.send", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="sms.send",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def speech_synthesize(
        self,
        payload: params.SpeechSynthesizePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]:
        """Dispatches speech.synthesize: Speaks a text in a voice of the live speech provider and answers
        the WAV file (base64). POST /api/v1/tts with `provider: "live"` dispatches this for an agent and
        answers the WAV itself.

        ``create(operation="speech.synthesize", payload=payload)``.
        """
        return await self._resource.create(
            operation="speech.synthesize",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def speech_synthesize_and_wait(
        self,
        payload: params.SpeechSynthesizePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.SpeechSynthesizeResult]], None] | None = None,
    ) -> models.ServiceRequest[models.SpeechSynthesizeResult]:
        """Dispatches speech.synthesize: Speaks a text in a voice of the live speech provider and answers
        the WAV file (base64). POST /api/v1/tts with `provider: "live"` dispatches this for an agent and
        answers the WAV itself.

        ``create_and_wait(operation="speech.synthesize", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="speech.synthesize",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def storage_get_object(
        self,
        payload: params.StorageGetObjectPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]:
        """Dispatches storage.get_object: Reads a stored object of the agent's workspace whole, as text or
        base64: at most 524288 bytes (a bigger one fails; a person downloads it through GET
        /api/v1/storage/objects/{id}/download). One not uploaded or deleted fails. Only the objects of
        the agent's own workspace: another workspace's or organization's object, or none, ends blocked
        resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one,
        for free (they are the organization’s own data, not a provider’s).

        ``create(operation="storage.get_object", payload=payload)``.
        """
        return await self._resource.create(
            operation="storage.get_object",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def storage_get_object_and_wait(
        self,
        payload: params.StorageGetObjectPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StorageGetObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StorageGetObjectResult]:
        """Dispatches storage.get_object: Reads a stored object of the agent's workspace whole, as text or
        base64: at most 524288 bytes (a bigger one fails; a person downloads it through GET
        /api/v1/storage/objects/{id}/download). One not uploaded or deleted fails. Only the objects of
        the agent's own workspace: another workspace's or organization's object, or none, ends blocked
        resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one,
        for free (they are the organization’s own data, not a provider’s).

        ``create_and_wait(operation="storage.get_object", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="storage.get_object",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def storage_put_object(
        self,
        payload: params.StoragePutObjectPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]:
        """Dispatches storage.put_object: Stores a small object (text or base64, at most 524288 bytes) in
        the agent's workspace, as POST /api/v1/storage/objects and its upload would, within the
        workspace's storage quotas (PROCTOR_STORAGE_QUOTA_BYTES, PROCTOR_STORAGE_QUOTA_OBJECTS: passing
        one fails the request), audited as storage_object.created by the agent. Only the objects of the
        agent's own workspace: another workspace's or organization's object, or none, ends blocked
        resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one,
        for free (they are the organization’s own data, not a provider’s).

        ``create(operation="storage.put_object", payload=payload)``.
        """
        return await self._resource.create(
            operation="storage.put_object",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def storage_put_object_and_wait(
        self,
        payload: params.StoragePutObjectPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.StoragePutObjectResult]], None] | None = None,
    ) -> models.ServiceRequest[models.StoragePutObjectResult]:
        """Dispatches storage.put_object: Stores a small object (text or base64, at most 524288 bytes) in
        the agent's workspace, as POST /api/v1/storage/objects and its upload would, within the
        workspace's storage quotas (PROCTOR_STORAGE_QUOTA_BYTES, PROCTOR_STORAGE_QUOTA_OBJECTS: passing
        one fails the request), audited as storage_object.created by the agent. Only the objects of the
        agent's own workspace: another workspace's or organization's object, or none, ends blocked
        resource_not_granted, nothing debited. A test key acts on the same stored objects as a live one,
        for free (they are the organization’s own data, not a provider’s).

        ``create_and_wait(operation="storage.put_object", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="storage.put_object",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def text_generation_generate(
        self,
        payload: params.TextGenerationGeneratePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]:
        """Dispatches text_generation.generate: Generates the next message of a conversation with a model
        chosen from the model aggregator, optionally offering it function tools to call. Test mode
        answers with a deterministic model: it repeats the last user message and, for each line of it of
        the form `call <operation> <JSON>` whose tool (the operation with "." written "__") is offered,
        calls that tool; given the tools' results it names each outcome.

        ``create(operation="text_generation.generate", payload=payload)``.
        """
        return await self._resource.create(
            operation="text_generation.generate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def text_generation_generate_and_wait(
        self,
        payload: params.TextGenerationGeneratePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TextGenerationGenerateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TextGenerationGenerateResult]:
        """Dispatches text_generation.generate: Generates the next message of a conversation with a model
        chosen from the model aggregator, optionally offering it function tools to call. Test mode
        answers with a deterministic model: it repeats the last user message and, for each line of it of
        the form `call <operation> <JSON>` whose tool (the operation with "." written "__") is offered,
        calls that tool; given the tools' results it names each outcome.

        ``create_and_wait(operation="text_generation.generate", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="text_generation.generate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def ticket_comment(
        self,
        payload: params.TicketCommentPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]:
        """Dispatches ticket.comment: Adds a comment to a ticket of the organization’s ticketing app.
        Public, it is a reply the requester sees (Zendesk e-mails it; in Jira Service Management the
        customer sees it); otherwise an internal note for the team. The ticket’s status is left as it
        is: ticket.update changes it.

        ``create(operation="ticket.comment", payload=payload)``.
        """
        return await self._resource.create(
            operation="ticket.comment",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def ticket_comment_and_wait(
        self,
        payload: params.TicketCommentPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCommentResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCommentResult]:
        """Dispatches ticket.comment: Adds a comment to a ticket of the organization’s ticketing app.
        Public, it is a reply the requester sees (Zendesk e-mails it; in Jira Service Management the
        customer sees it); otherwise an internal note for the team. The ticket’s status is left as it
        is: ticket.update changes it.

        ``create_and_wait(operation="ticket.comment", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="ticket.comment",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def ticket_create(
        self,
        payload: params.TicketCreatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]:
        """Dispatches ticket.create: Opens a ticket in the organization’s ticketing app: a Zendesk ticket,
        or a Task in a Jira project (then `project` is required).

        ``create(operation="ticket.create", payload=payload)``.
        """
        return await self._resource.create(
            operation="ticket.create",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def ticket_create_and_wait(
        self,
        payload: params.TicketCreatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketCreateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketCreateResult]:
        """Dispatches ticket.create: Opens a ticket in the organization’s ticketing app: a Zendesk ticket,
        or a Task in a Jira project (then `project` is required).

        ``create_and_wait(operation="ticket.create", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="ticket.create",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def ticket_get(
        self,
        payload: params.TicketGetPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]:
        """Dispatches ticket.get: Reads a ticket of the organization’s ticketing app: its title,
        description (plain text), status, priority and dates. In Jira the status is its category’s (To
        Do open, In Progress pending, Done solved) and the priority the default scheme’s (Lowest and Low
        low, Medium normal, High high, Highest urgent; another name null).

        ``create(operation="ticket.get", payload=payload)``.
        """
        return await self._resource.create(
            operation="ticket.get",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def ticket_get_and_wait(
        self,
        payload: params.TicketGetPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketGetResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketGetResult]:
        """Dispatches ticket.get: Reads a ticket of the organization’s ticketing app: its title,
        description (plain text), status, priority and dates. In Jira the status is its category’s (To
        Do open, In Progress pending, Done solved) and the priority the default scheme’s (Lowest and Low
        low, Medium normal, High high, Highest urgent; another name null).

        ``create_and_wait(operation="ticket.get", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="ticket.get",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def ticket_update(
        self,
        payload: params.TicketUpdatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]:
        """Dispatches ticket.update: Changes the status of a ticket of the organization’s ticketing app,
        comments on it, or both. In Jira the status moves through the workflow’s own transition to a
        status of its category: open is To Do, pending In Progress, solved and closed Done.

        ``create(operation="ticket.update", payload=payload)``.
        """
        return await self._resource.create(
            operation="ticket.update",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def ticket_update_and_wait(
        self,
        payload: params.TicketUpdatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TicketUpdateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TicketUpdateResult]:
        """Dispatches ticket.update: Changes the status of a ticket of the organization’s ticketing app,
        comments on it, or both. In Jira the status moves through the workflow’s own transition to a
        status of its category: open is To Do, pending In Progress, solved and closed Done.

        ``create_and_wait(operation="ticket.update", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="ticket.update",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def translation_translate(
        self,
        payload: params.TranslationTranslatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]:
        """Dispatches translation.translate: Translates texts into another language with DeepL, detecting
        the source language unless it is given.

        ``create(operation="translation.translate", payload=payload)``.
        """
        return await self._resource.create(
            operation="translation.translate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def translation_translate_and_wait(
        self,
        payload: params.TranslationTranslatePayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.TranslationTranslateResult]], None] | None = None,
    ) -> models.ServiceRequest[models.TranslationTranslateResult]:
        """Dispatches translation.translate: Translates texts into another language with DeepL, detecting
        the source language unless it is given.

        ``create_and_wait(operation="translation.translate", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="translation.translate",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def voice_call(
        self,
        payload: params.VoiceCallPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]:
        """Dispatches voice.call: Calls a phone number from the server's Twilio number and speaks a message
        when answered. Answers `running` (HTTP 202) at once; the request ends when the call does:
        `executed` with its duration once answered and hung up (by the callee, or by Twilio at
        max_duration_minutes), `failed` when it never connected (busy, no answer).

        ``create(operation="voice.call", payload=payload)``.
        """
        return await self._resource.create(
            operation="voice.call",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def voice_call_and_wait(
        self,
        payload: params.VoiceCallPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.VoiceCallResult]], None] | None = None,
    ) -> models.ServiceRequest[models.VoiceCallResult]:
        """Dispatches voice.call: Calls a phone number from the server's Twilio number and speaks a message
        when answered. Answers `running` (HTTP 202) at once; the request ends when the call does:
        `executed` with its duration once answered and hung up (by the callee, or by Twilio at
        max_duration_minutes), `failed` when it never connected (busy, no answer).

        ``create_and_wait(operation="voice.call", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="voice.call",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def web_extract(
        self,
        payload: params.WebExtractPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]:
        """Dispatches web.extract: Fetches a web page and returns its readable text, as a reader view shows
        it: the article without navigation, ads, scripts and styles, with its title and byline (Mozilla
        Readability). HTML and plain text only; a page that answers other than 2xx fails, as does one
        larger than the server reads (PROCTOR_FETCH_MAX_BYTES).

        ``create(operation="web.extract", payload=payload)``.
        """
        return await self._resource.create(
            operation="web.extract",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def web_extract_and_wait(
        self,
        payload: params.WebExtractPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebExtractResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebExtractResult]:
        """Dispatches web.extract: Fetches a web page and returns its readable text, as a reader view shows
        it: the article without navigation, ads, scripts and styles, with its title and byline (Mozilla
        Readability). HTML and plain text only; a page that answers other than 2xx fails, as does one
        larger than the server reads (PROCTOR_FETCH_MAX_BYTES).

        ``create_and_wait(operation="web.extract", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="web.extract",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def web_fetch_url(
        self,
        payload: params.WebFetchUrlPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]:
        """Dispatches web.fetch_url: Fetches a web page or text document (HTML, plain text, JSON, XML, …)
        and returns its content as text, with the status code the page answered.

        ``create(operation="web.fetch_url", payload=payload)``.
        """
        return await self._resource.create(
            operation="web.fetch_url",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def web_fetch_url_and_wait(
        self,
        payload: params.WebFetchUrlPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebFetchUrlResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebFetchUrlResult]:
        """Dispatches web.fetch_url: Fetches a web page or text document (HTML, plain text, JSON, XML, …)
        and returns its content as text, with the status code the page answered.

        ``create_and_wait(operation="web.fetch_url", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="web.fetch_url",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def web_search_news(
        self,
        payload: params.WebSearchNewsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]:
        """Dispatches web_search.news: Searches recent news articles and returns the top ones, each with
        its title, URL, snippet, publishing site and age.

        ``create(operation="web_search.news", payload=payload)``.
        """
        return await self._resource.create(
            operation="web_search.news",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def web_search_news_and_wait(
        self,
        payload: params.WebSearchNewsPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchNewsResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchNewsResult]:
        """Dispatches web_search.news: Searches recent news articles and returns the top ones, each with
        its title, URL, snippet, publishing site and age.

        ``create_and_wait(operation="web_search.news", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="web_search.news",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def web_search_search(
        self,
        payload: params.WebSearchSearchPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]:
        """Dispatches web_search.search: Searches the web and returns the top results, each with its title,
        URL and a matching snippet.

        ``create(operation="web_search.search", payload=payload)``.
        """
        return await self._resource.create(
            operation="web_search.search",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def web_search_search_and_wait(
        self,
        payload: params.WebSearchSearchPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WebSearchSearchResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WebSearchSearchResult]:
        """Dispatches web_search.search: Searches the web and returns the top results, each with its title,
        URL and a matching snippet.

        ``create_and_wait(operation="web_search.search", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="web_search.search",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )

    async def workflow_run(
        self,
        payload: params.WorkflowRunPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]:
        """Dispatches workflow.run: Starts a run of a workflow granted to the agent, as the agent and in
        its key’s mode: its published version, or with allow_draft (or allowDraft) true its newest
        version when none is published, with a live key as with a test key (else blocked
        workflow_unpublished); allow_draft and allowDraft given together must agree (else 400 naming
        allowDraft). Answers running (202); the request ends executed with the run’s output when the run
        completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run:
        sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree
        holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode
        too. The request costs this operation’s own price; the run’s dispatches are service requests
        charged on their own, reported together in result.cost_cents and never added to the request’s
        cost_cents, which would count them twice in usage.

        ``create(operation="workflow.run", payload=payload)``.
        """
        return await self._resource.create(
            operation="workflow.run",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
        )

    async def workflow_run_and_wait(
        self,
        payload: params.WorkflowRunPayload,
        *,
        idempotency_key: str | None = None,
        extra_headers: Mapping[str, str] | None = None,
        timeout: float | None = None,
        max_retries: int | None = None,
        max_wait: float = WAIT_BUDGET,
        on_poll: Callable[[models.ServiceRequest[models.WorkflowRunResult]], None] | None = None,
    ) -> models.ServiceRequest[models.WorkflowRunResult]:
        """Dispatches workflow.run: Starts a run of a workflow granted to the agent, as the agent and in
        its key’s mode: its published version, or with allow_draft (or allowDraft) true its newest
        version when none is published, with a live key as with a test key (else blocked
        workflow_unpublished); allow_draft and allowDraft given together must agree (else 400 naming
        allowDraft). Answers running (202); the request ends executed with the run’s output when the run
        completes, failed when it fails or is cancelled. Dispatched by a run’s step it starts a sub-run:
        sub-runs nest at most 3 deep (else blocked workflow_depth_exceeded) and one top-level run’s tree
        holds at most 100 runs, itself included (else blocked workflow_limit_exceeded), in test mode
        too. The request costs this operation’s own price; the run’s dispatches are service requests
        charged on their own, reported together in result.cost_cents and never added to the request’s
        cost_cents, which would count them twice in usage.

        ``create_and_wait(operation="workflow.run", payload=payload)``.
        """
        return await self._resource.create_and_wait(
            operation="workflow.run",
            payload=payload,
            idempotency_key=idempotency_key,
            extra_headers=extra_headers,
            timeout=timeout,
            max_retries=max_retries,
            max_wait=max_wait,
            on_poll=on_poll,
        )
