// GENERATED FILE, DO NOT EDIT. The dispatch catalog: each operation with its payload and result types.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { components } from './openapi.js';

/** Every operation of the catalog, as `"<service>.<operation>"`. */
export const OPERATIONS = ["audio.transcribe", "calendar.create_event", "calendar.list_events", "chat.read_messages", "chat.send", "data.csv_parse", "device.command", "email.draft", "email.read", "email.reply", "email.send", "embeddings.create", "knowledge.query", "notification.webhook", "payments.create_payment_link", "payments.refund", "speech.synthesize", "text_generation.generate", "ticket.comment", "ticket.create", "ticket.get", "ticket.update", "web_search.search", "web.fetch_url", "workflow.run"] as const;

/** Operation name -> the payload it takes and the `result` it answers when executed. */
export interface OperationTypes {
  "audio.transcribe": {
    payload: components['schemas']["AudioTranscribePayload"];
    result: components['schemas']["AudioTranscribeResult"];
  };
  "calendar.create_event": {
    payload: components['schemas']["CalendarCreateEventPayload"];
    result: components['schemas']["CalendarCreateEventResult"];
  };
  "calendar.list_events": {
    payload: components['schemas']["CalendarListEventsPayload"];
    result: components['schemas']["CalendarListEventsResult"];
  };
  "chat.read_messages": {
    payload: components['schemas']["ChatReadMessagesPayload"];
    result: components['schemas']["ChatReadMessagesResult"];
  };
  "chat.send": {
    payload: components['schemas']["ChatSendPayload"];
    result: components['schemas']["ChatSendResult"];
  };
  "data.csv_parse": {
    payload: components['schemas']["DataCsvParsePayload"];
    result: components['schemas']["DataCsvParseResult"];
  };
  "device.command": {
    payload: components['schemas']["DeviceCommandPayload"];
    result: components['schemas']["DeviceCommandResult"];
  };
  "email.draft": {
    payload: components['schemas']["EmailDraftPayload"];
    result: components['schemas']["EmailDraftResult"];
  };
  "email.read": {
    payload: components['schemas']["EmailReadPayload"];
    result: components['schemas']["EmailReadResult"];
  };
  "email.reply": {
    payload: components['schemas']["EmailReplyPayload"];
    result: components['schemas']["EmailReplyResult"];
  };
  "email.send": {
    payload: components['schemas']["EmailSendPayload"];
    result: components['schemas']["EmailSendResult"];
  };
  "embeddings.create": {
    payload: components['schemas']["EmbeddingsCreatePayload"];
    result: components['schemas']["EmbeddingsCreateResult"];
  };
  "knowledge.query": {
    payload: components['schemas']["KnowledgeQueryPayload"];
    result: components['schemas']["KnowledgeQueryResult"];
  };
  "notification.webhook": {
    payload: components['schemas']["NotificationWebhookPayload"];
    result: components['schemas']["NotificationWebhookResult"];
  };
  "payments.create_payment_link": {
    payload: components['schemas']["PaymentsCreatePaymentLinkPayload"];
    result: components['schemas']["PaymentsCreatePaymentLinkResult"];
  };
  "payments.refund": {
    payload: components['schemas']["PaymentsRefundPayload"];
    result: components['schemas']["PaymentsRefundResult"];
  };
  "speech.synthesize": {
    payload: components['schemas']["SpeechSynthesizePayload"];
    result: components['schemas']["SpeechSynthesizeResult"];
  };
  "text_generation.generate": {
    payload: components['schemas']["TextGenerationGeneratePayload"];
    result: components['schemas']["TextGenerationGenerateResult"];
  };
  "ticket.comment": {
    payload: components['schemas']["TicketCommentPayload"];
    result: components['schemas']["TicketCommentResult"];
  };
  "ticket.create": {
    payload: components['schemas']["TicketCreatePayload"];
    result: components['schemas']["TicketCreateResult"];
  };
  "ticket.get": {
    payload: components['schemas']["TicketGetPayload"];
    result: components['schemas']["TicketGetResult"];
  };
  "ticket.update": {
    payload: components['schemas']["TicketUpdatePayload"];
    result: components['schemas']["TicketUpdateResult"];
  };
  "web_search.search": {
    payload: components['schemas']["WebSearchSearchPayload"];
    result: components['schemas']["WebSearchSearchResult"];
  };
  "web.fetch_url": {
    payload: components['schemas']["WebFetchUrlPayload"];
    result: components['schemas']["WebFetchUrlResult"];
  };
  "workflow.run": {
    payload: components['schemas']["WorkflowRunPayload"];
    result: components['schemas']["WorkflowRunResult"];
  };
}
