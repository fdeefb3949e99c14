import { z } from 'zod';
import type { AppFamily } from './oauth/contract.js';
import type { AdapterContext } from './contract.js';
import { appDetail, connectedApp } from './connected-app.js';
import { ProviderFailure } from './failure.js';
import { callProvider, type ProviderRequest } from './http.js';

// Nylas API v3 on the organization's own mailbox and calendars: the grant its Nylas app was installed as.

const ZParticipantSchema = z.object({ name: z.string().nullish(), email: z.string() });
type Participant = z.infer<typeof ZParticipantSchema>;

const ZMessageSchema = z.object({
  id: z.string(),
  subject: z.string().nullish(),
  from: z.array(ZParticipantSchema).nullish(),
  reply_to: z.array(ZParticipantSchema).nullish(),
  snippet: z.string().nullish(),
  /** Unix seconds. */
  date: z.number(),
});

const ZFolderPageSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string().nullish(), attributes: z.array(z.string()).nullish() })),
  next_cursor: z.string().nullish(),
});

const ZErrorBodySchema = z.object({ error: z.object({ type: z.string().optional(), message: z.string() }) });

/** Nylas' error body: `{request_id, error: {type, message, provider_error?}}`. */
function nylasErrorMessage(body: unknown): string | undefined {
  const parsed = ZErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.error.message : undefined;
}

export interface Grant {
  grantUrl: string;
  headers: Record<string, string>;
}

/**
 * The organization's grant (its mailbox and calendars), of its app of `family`, called with the
 * grant's own access token, which Nylas v3 accepts for that grant's endpoints only (Bearer auth
 * with an access token), so that no id mix-up can reach another organization's account.
 * NYLAS_API_URL is the region.
 */
export function connectedGrant(operation: string, family: AppFamily, context: AdapterContext): Grant {
  const app = connectedApp(operation, family, context);
  const grantId = appDetail(app, 'grant_id', /^\S+$/);
  return {
    grantUrl: `${context.config.NYLAS_API_URL.replace(/\/+$/, '')}/v3/grants/${encodeURIComponent(grantId)}`,
    headers: { authorization: `Bearer ${app.accessToken}` },
  };
}

const connectedMailbox = (operation: string, context: AdapterContext) => connectedGrant(operation, 'email', context);

type NylasRequest<T> = Omit<ProviderRequest<T>, 'provider' | 'errorMessage'> & Partial<Pick<ProviderRequest<T>, 'errorMessage'>>;

export function callNylas<T>(mailbox: Grant, request: NylasRequest<T>): Promise<T> {
  return callProvider({
    provider: 'Nylas',
    errorMessage: nylasErrorMessage,
    ...request,
    headers: { ...mailbox.headers, ...request.headers },
  });
}

/**
 * Nylas filters messages by folder id only, so a folder given by name or role is looked up in the
 * mailbox's folders: its id ("INBOX" on Gmail), its name ("Inbox", case-insensitive), or its
 * system role ("inbox" matches the folder Nylas marks `\Inbox`, on any provider and language).
 */
async function resolveFolderId(mailbox: Grant, folder: string, signal: AbortSignal): Promise<string> {
  const folders: z.infer<typeof ZFolderPageSchema>['data'] = [];
  let cursor: string | null | undefined;
  do {
    const url = new URL(`${mailbox.grantUrl}/folders`);
    if (cursor) url.searchParams.set('page_token', cursor);
    const page = await callNylas(mailbox, { url, signal, schema: ZFolderPageSchema });
    folders.push(...page.data);
    cursor = page.next_cursor;
  } while (cursor);
  const wanted = folder.toLowerCase();
  const match =
    folders.find((candidate) => candidate.id === folder) ??
    folders.find((candidate) => candidate.name?.toLowerCase() === wanted) ??
    folders.find((candidate) => candidate.attributes?.some((attribute) => attribute.toLowerCase() === `\\${wanted}`));
  if (!match) {
    const names = folders.map((candidate) => candidate.name ?? candidate.id);
    throw new ProviderFailure(`email.read found no folder "${folder}" in the connected mailbox; its folders are: ${names.slice(0, 30).join(', ')}`);
  }
  return match.id;
}

const RFC5322_SPECIALS = /[()<>[\]:;@\\,."]/;

/** "Ada Lovelace <ada@example.com>" when the sender has a name, the bare address otherwise. */
function formatAddress(participant: Participant | undefined): string {
  if (!participant) return '';
  const name = participant.name?.trim();
  if (!name || name === participant.email) return participant.email;
  const display = RFC5322_SPECIALS.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : name;
  return `${display} <${participant.email}>`;
}

export interface MailboxQuery {
  folder: string;
  limit: number;
  unread_only?: boolean | undefined;
}

export interface MailboxMessage {
  id: string;
  from: string;
  subject: string;
  snippet: string;
  received_at: string;
}

/** The newest messages of a folder of the connected mailbox, newest first. */
export async function readMailbox(query: MailboxQuery, context: AdapterContext): Promise<{ messages: MailboxMessage[] }> {
  const mailbox = connectedMailbox('email.read', context);
  const folderId = await resolveFolderId(mailbox, query.folder, context.signal);
  const url = new URL(`${mailbox.grantUrl}/messages`);
  url.searchParams.set('limit', String(query.limit));
  url.searchParams.set('in', folderId);
  if (query.unread_only) url.searchParams.set('unread', 'true');
  const list = await callNylas(mailbox, { url, signal: context.signal, schema: z.object({ data: z.array(ZMessageSchema) }) });
  return {
    messages: list.data.map((message) => ({
      id: message.id,
      from: formatAddress(message.from?.[0]),
      subject: message.subject ?? '',
      snippet: message.snippet ?? '',
      received_at: new Date(message.date * 1000).toISOString(),
    })),
  };
}

const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`.trim());

/**
 * Replies to a message of the connected mailbox: to its Reply-To, else its sender, with "Re:" before
 * its subject; Nylas threads the reply through reply_to_message_id. The service request's id is
 * Nylas' Idempotency-Key, so a retried call never sends twice.
 */
export async function replyFromMailbox(
  reply: { message_id: string; body: string },
  context: AdapterContext,
): Promise<{ message_id: string; accepted: true }> {
  const mailbox = connectedMailbox('email.reply', context);
  const { message_id: messageId } = reply;
  const original = await callNylas(mailbox, {
    url: `${mailbox.grantUrl}/messages/${encodeURIComponent(messageId)}`,
    signal: context.signal,
    schema: z.object({ data: ZMessageSchema }),
    errorMessage: (body) => {
      const parsed = ZErrorBodySchema.safeParse(body);
      if (parsed.success && parsed.data.error.type?.endsWith('not_found_error')) {
        return `email.reply found no message "${messageId}" in the connected mailbox (${parsed.data.error.message})`;
      }
      return nylasErrorMessage(body);
    },
  });
  const recipients = original.data.reply_to?.length ? original.data.reply_to : original.data.from;
  if (!recipients?.length) throw new ProviderFailure(`email.reply cannot answer message "${messageId}": it has no sender`);
  const sent = await callNylas(mailbox, {
    url: `${mailbox.grantUrl}/messages/send`,
    method: 'POST',
    headers: { 'idempotency-key': context.serviceRequestId },
    body: {
      to: recipients.map(({ name, email }) => (name ? { name, email } : { email })),
      subject: replySubject(original.data.subject ?? ''),
      body: reply.body,
      is_plaintext: true,
      reply_to_message_id: messageId,
    },
    signal: context.signal,
    schema: z.object({ data: z.object({ id: z.string().min(1) }) }),
  });
  return { message_id: sent.data.id, accepted: true };
}

export interface NewDraft {
  to: string;
  subject: string;
  body: string;
  cc?: string[] | undefined;
  reply_to_message_id?: string | undefined;
}

/**
 * Saves a plain-text draft in the connected mailbox's Drafts folder (`POST /v3/grants/{grant}/drafts`),
 * where a person reviews and sends it; nothing is sent. With reply_to_message_id, Nylas threads it
 * as a reply to that message.
 */
export async function draftInMailbox(draft: NewDraft, context: AdapterContext): Promise<{ draft_id: string; thread_id: string | null }> {
  const mailbox = connectedMailbox('email.draft', context);
  const saved = await callNylas(mailbox, {
    url: `${mailbox.grantUrl}/drafts`,
    method: 'POST',
    body: {
      to: [{ email: draft.to }],
      ...(draft.cc?.length ? { cc: draft.cc.map((email) => ({ email })) } : {}),
      subject: draft.subject,
      body: draft.body,
      is_plaintext: true,
      ...(draft.reply_to_message_id ? { reply_to_message_id: draft.reply_to_message_id } : {}),
    },
    signal: context.signal,
    schema: z.object({ data: z.object({ id: z.string().min(1), thread_id: z.string().nullish() }) }),
  });
  return { draft_id: saved.data.id, thread_id: saved.data.thread_id ?? null };
}
