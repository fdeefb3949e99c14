import { DomainError } from '../errors.js';
import type { OperationDefinition } from './operation.js';
import { audioTranscribe } from './operations/audio.js';
import { calendarCreateEvent, calendarListEvents } from './operations/calendar.js';
import { chatReadMessages, chatSend } from './operations/chat.js';
import { crmCreateContact, crmLogActivity, crmSearchContacts, crmUpdateDeal } from './operations/crm.js';
import { dataCsvParse, dataJsonQuery, dataXlsxParse } from './operations/data.js';
import { deviceCommand } from './operations/device.js';
import { emailDraft, emailRead, emailReply, emailSend } from './operations/email.js';
import { embeddingsCreate } from './operations/embeddings.js';
import { geocodingLookup } from './operations/geocoding.js';
import { knowledgeQuery } from './operations/knowledge.js';
import { notificationWebhook } from './operations/notification.js';
import { paymentsCreatePaymentLink, paymentsRefund } from './operations/payments.js';
import { speechSynthesize } from './operations/speech.js';
import { textGeneration } from './operations/text-generation.js';
import { ticketComment, ticketCreate, ticketGet, ticketUpdate } from './operations/ticket.js';
import { webSearch, webSearchNews } from './operations/web-search.js';
import { webExtract, webFetchUrl } from './operations/web.js';
import { smsSend } from './operations/sms.js';
import { voiceCall } from './operations/voice.js';
import { workflowRun } from './operations/workflow.js';
import { imageGenerate } from './operations/image.js';
import { moderationCheck } from './operations/moderation.js';
import { translationTranslate } from './operations/translation.js';
import { storageGetObject, storagePutObject } from './operations/storage.js';
import { documentExtractText } from './operations/document.js';

/** Every operation the catalog names, as "<service>.<operation>". */
export const OPERATIONS = [
  'web_search.search',
  'text_generation.generate',
  'email.send',
  'email.read',
  'email.reply',
  'audio.transcribe',
  'chat.send',
  'ticket.create',
  'ticket.update',
  'web.fetch_url',
  'data.csv_parse',
  'notification.webhook',
  'workflow.run',
  'embeddings.create',
  'speech.synthesize',
  'knowledge.query',
  'device.command',
  // The organization's own apps: ticketing, email, team chat, calendar.
  'ticket.get',
  'ticket.comment',
  'email.draft',
  'chat.read_messages',
  'calendar.list_events',
  'calendar.create_event',
  // AI inference, and the organization's stored objects and documents.
  'image.generate',
  'translation.translate',
  'moderation.check',
  'storage.put_object',
  'storage.get_object',
  'document.extract_text',
  // Texts and calls on the operator's Twilio account.
  'sms.send',
  'voice.call',
  // Search and data.
  'web_search.news',
  'data.json_query',
  'web.extract',
  'geocoding.lookup',
  'data.xlsx_parse',
  // Payments on the organization's own Stripe account.
  'payments.create_payment_link',
  'payments.refund',
  // The organization's own CRM: HubSpot or Salesforce.
  'crm.search_contacts',
  'crm.create_contact',
  'crm.update_deal',
  'crm.log_activity',
] as const;

export type Operation = (typeof OPERATIONS)[number];

/**
 * Forgets a definition's payload and result types so that all of them fit one map. Sound because
 * adapters and estimates only ever receive payloads parsed by the definition's own schema.
 */
const untyped = <P, R>(definition: OperationDefinition<P, R>) => definition as unknown as OperationDefinition;

/** The one definition of each operation; the Record type makes a missing or unknown name a compile error. */
export const CATALOG: Readonly<Record<Operation, OperationDefinition>> = Object.freeze({
  'web_search.search': untyped(webSearch),
  'text_generation.generate': untyped(textGeneration),
  'email.send': untyped(emailSend),
  'email.read': untyped(emailRead),
  'email.reply': untyped(emailReply),
  'audio.transcribe': untyped(audioTranscribe),
  'chat.send': untyped(chatSend),
  'ticket.create': untyped(ticketCreate),
  'ticket.update': untyped(ticketUpdate),
  'web.fetch_url': untyped(webFetchUrl),
  'data.csv_parse': untyped(dataCsvParse),
  'notification.webhook': untyped(notificationWebhook),
  'workflow.run': untyped(workflowRun),
  'embeddings.create': untyped(embeddingsCreate),
  'speech.synthesize': untyped(speechSynthesize),
  'knowledge.query': untyped(knowledgeQuery),
  'device.command': untyped(deviceCommand),
  'ticket.get': untyped(ticketGet),
  'ticket.comment': untyped(ticketComment),
  'email.draft': untyped(emailDraft),
  'chat.read_messages': untyped(chatReadMessages),
  'calendar.list_events': untyped(calendarListEvents),
  'calendar.create_event': untyped(calendarCreateEvent),
  'image.generate': untyped(imageGenerate),
  'translation.translate': untyped(translationTranslate),
  'moderation.check': untyped(moderationCheck),
  'storage.put_object': untyped(storagePutObject),
  'storage.get_object': untyped(storageGetObject),
  'document.extract_text': untyped(documentExtractText),
  'sms.send': untyped(smsSend),
  'voice.call': untyped(voiceCall),
  'web_search.news': untyped(webSearchNews),
  'data.json_query': untyped(dataJsonQuery),
  'web.extract': untyped(webExtract),
  'geocoding.lookup': untyped(geocodingLookup),
  'data.xlsx_parse': untyped(dataXlsxParse),
  'payments.create_payment_link': untyped(paymentsCreatePaymentLink),
  'payments.refund': untyped(paymentsRefund),
  'crm.search_contacts': untyped(crmSearchContacts),
  'crm.create_contact': untyped(crmCreateContact),
  'crm.update_deal': untyped(crmUpdateDeal),
  'crm.log_activity': untyped(crmLogActivity),
});

export function getOperation(name: Operation): OperationDefinition {
  return CATALOG[name];
}

const KNOWN: ReadonlySet<string> = new Set(OPERATIONS);

/**
 * Resolves the two spellings a dispatch may use, `operation: "<service>.<operation>"` or `service` plus
 * the bare `operation`, to the catalog's name; anything else is invalid_request naming the catalog.
 */
export function resolveOperation(operation: string, service?: string): Operation {
  const name = service !== undefined ? `${service}.${operation}` : operation;
  if (KNOWN.has(name)) return name as Operation;
  const hint = service === undefined && !operation.includes('.') ? ' (send "<service>.<operation>", or service and operation)' : '';
  throw new DomainError('invalid_request', `Unknown operation "${name}"${hint}; the catalog has: ${OPERATIONS.join(', ')}`, [
    { path: 'operation', message: `not in the catalog (GET /api/v1/agent-docs)`, code: 'unknown_operation' },
  ]);
}
