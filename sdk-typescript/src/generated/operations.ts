// GENERATED FILE, DO NOT EDIT. The dispatch catalog: each operation with its payload and result types.
// Source: openapi/openapi.json. Regenerate with `pnpm generate` (sdk-typescript/scripts/generate.mjs).

import type { components } from './openapi.js';

/** Every operation of the catalog, as `"<service>.<operation>"`. */
export const OPERATIONS = ["audio.transcribe", "calendar.create_event", "calendar.list_events", "chat.read_messages", "chat.send", "crm.create_contact", "crm.log_activity", "crm.search_contacts", "crm.update_deal", "data.csv_parse", "data.json_query", "data.xlsx_parse", "device.command", "document.extract_text", "email.draft", "email.read", "email.reply", "email.send", "embeddings.create", "geocoding.lookup", "image.generate", "knowledge.query", "moderation.check", "notification.webhook", "payments.create_payment_link", "payments.refund", "sms.send", "speech.synthesize", "storage.get_object", "storage.put_object", "text_generation.generate", "ticket.comment", "ticket.create", "ticket.get", "ticket.update", "translation.translate", "voice.call", "web_search.news", "web_search.search", "web.extract", "web.fetch_url", "workflow.run"] as const;

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
  "crm.create_contact": {
    payload: components['schemas']["CrmCreateContactPayload"];
    result: components['schemas']["CrmCreateContactResult"];
  };
  "crm.log_activity": {
    payload: components['schemas']["CrmLogActivityPayload"];
    result: components['schemas']["CrmLogActivityResult"];
  };
  "crm.search_contacts": {
    payload: components['schemas']["CrmSearchContactsPayload"];
    result: components['schemas']["CrmSearchContactsResult"];
  };
  "crm.update_deal": {
    payload: components['schemas']["CrmUpdateDealPayload"];
    result: components['schemas']["CrmUpdateDealResult"];
  };
  "data.csv_parse": {
    payload: components['schemas']["DataCsvParsePayload"];
    result: components['schemas']["DataCsvParseResult"];
  };
  "data.json_query": {
    payload: components['schemas']["DataJsonQueryPayload"];
    result: components['schemas']["DataJsonQueryResult"];
  };
  "data.xlsx_parse": {
    payload: components['schemas']["DataXlsxParsePayload"];
    result: components['schemas']["DataXlsxParseResult"];
  };
  "device.command": {
    payload: components['schemas']["DeviceCommandPayload"];
    result: components['schemas']["DeviceCommandResult"];
  };
  "document.extract_text": {
    payload: components['schemas']["DocumentExtractTextPayload"];
    result: components['schemas']["DocumentExtractTextResult"];
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
  "geocoding.lookup": {
    payload: components['schemas']["GeocodingLookupPayload"];
    result: components['schemas']["GeocodingLookupResult"];
  };
  "image.generate": {
    payload: components['schemas']["ImageGeneratePayload"];
    result: components['schemas']["ImageGenerateResult"];
  };
  "knowledge.query": {
    payload: components['schemas']["KnowledgeQueryPayload"];
    result: components['schemas']["KnowledgeQueryResult"];
  };
  "moderation.check": {
    payload: components['schemas']["ModerationCheckPayload"];
    result: components['schemas']["ModerationCheckResult"];
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
  "sms.send": {
    payload: components['schemas']["SmsSendPayload"];
    result: components['schemas']["SmsSendResult"];
  };
  "speech.synthesize": {
    payload: components['schemas']["SpeechSynthesizePayload"];
    result: components['schemas']["SpeechSynthesizeResult"];
  };
  "storage.get_object": {
    payload: components['schemas']["StorageGetObjectPayload"];
    result: components['schemas']["StorageGetObjectResult"];
  };
  "storage.put_object": {
    payload: components['schemas']["StoragePutObjectPayload"];
    result: components['schemas']["StoragePutObjectResult"];
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
  "translation.translate": {
    payload: components['schemas']["TranslationTranslatePayload"];
    result: components['schemas']["TranslationTranslateResult"];
  };
  "voice.call": {
    payload: components['schemas']["VoiceCallPayload"];
    result: components['schemas']["VoiceCallResult"];
  };
  "web_search.news": {
    payload: components['schemas']["WebSearchNewsPayload"];
    result: components['schemas']["WebSearchNewsResult"];
  };
  "web_search.search": {
    payload: components['schemas']["WebSearchSearchPayload"];
    result: components['schemas']["WebSearchSearchResult"];
  };
  "web.extract": {
    payload: components['schemas']["WebExtractPayload"];
    result: components['schemas']["WebExtractResult"];
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
