import { z } from 'zod';
import type { AdapterContext, ConnectedAppAccess } from './contract.js';
import { appDetail, reconnectHint } from './connected-app.js';
import { callProvider } from './http.js';
import { ProviderFailure } from './failure.js';
import type { AddedComment, CreatedTicket, NewTicket, TicketComment, TicketDetails, TicketStatus, TicketUpdate, UpdatedTicket } from './ticketing.js';

const ZZendeskStatusSchema = z.enum(['new', 'open', 'pending', 'hold', 'solved', 'closed']);

// Zendesk's "new" (nobody assigned yet) counts as open and "hold" (waiting on a third party) as pending.
const STATUS: Record<z.infer<typeof ZZendeskStatusSchema>, TicketStatus> = {
  new: 'open',
  open: 'open',
  pending: 'pending',
  hold: 'pending',
  solved: 'solved',
  closed: 'closed',
};

const ZTicketResponseSchema = z.object({ ticket: z.object({ id: z.number().int().positive(), status: ZZendeskStatusSchema }) });

/** Show Ticket's answer: what ticket.get reads of it. Zendesk's priorities are ticket.get's own, or null when unset. */
const ZTicketDetailsSchema = z.object({
  ticket: z.object({
    id: z.number().int().positive(),
    subject: z.string().nullish(),
    description: z.string().nullish(),
    status: ZZendeskStatusSchema,
    priority: z.enum(['low', 'normal', 'high', 'urgent']).nullish(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
});

/** Update Ticket's answer with a comment: the ticket and the audit of the change, whose Comment event is the comment added. */
const ZCommentedResponseSchema = ZTicketResponseSchema.extend({
  audit: z.object({ events: z.array(z.object({ id: z.number().int(), type: z.string() })) }),
});

const ZZendeskErrorSchema = z.object({
  // A string code ("RecordInvalid") or sentence ("Couldn't authenticate you"), or {title, message} on some endpoints.
  error: z.union([z.string(), z.object({ title: z.string(), message: z.string().optional() })]),
  description: z.string().optional(),
  // OAuth refusals: {error: "invalid_token", error_description: "The access token provided is expired, revoked, …"}.
  error_description: z.string().optional(),
  details: z.record(z.string(), z.array(z.object({ description: z.string() }))).optional(),
});

/** "RecordInvalid: Record validation errors (Status: closed prevents ticket update)". */
function zendeskErrorMessage(body: unknown): string | undefined {
  const parsed = ZZendeskErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { error, description, error_description: oauthDescription, details } = parsed.data;
  const head = typeof error === 'string' ? error : [error.title, error.message].filter(Boolean).join(': ');
  const reasons = Object.values(details ?? {}).flatMap((entries) => entries.map((entry) => entry.description));
  if (error === 'invalid_token') reasons.push(reconnectHint('zendesk'));
  return [head, description ?? oauthDescription].filter(Boolean).join(': ') + (reasons.length > 0 ? ` (${reasons.join('; ')})` : '');
}

interface Zendesk {
  baseUrl: string;
  agentUrl: string;
  authorization: string;
}

/**
 * The organization's Zendesk account: the subdomain entered at its app's install, called with the
 * app's OAuth access token. The subdomain is checked before it becomes a host name, so that what
 * the install stored can only ever name an account under zendesk.com.
 */
function zendesk(app: ConnectedAppAccess): Zendesk {
  const subdomain = appDetail(app, 'subdomain', /^[a-z0-9][a-z0-9-]{0,62}$/);
  const origin = `https://${subdomain}.zendesk.com`;
  return { baseUrl: `${origin}/api/v2`, agentUrl: `${origin}/agent/tickets`, authorization: `Bearer ${app.accessToken}` };
}

export async function createZendeskTicket(
  { title, description, priority }: NewTicket,
  app: ConnectedAppAccess,
  { signal, serviceRequestId }: AdapterContext,
): Promise<CreatedTicket> {
  const { baseUrl, agentUrl, authorization } = zendesk(app);
  const { ticket } = await callProvider({
    provider: 'Zendesk',
    url: `${baseUrl}/tickets.json`,
    method: 'POST',
    // Zendesk answers a repeated key with the ticket it created the first time.
    headers: { authorization, 'idempotency-key': serviceRequestId },
    body: { ticket: { subject: title, comment: { body: description ?? title }, ...(priority ? { priority } : {}) } },
    signal,
    schema: ZTicketResponseSchema,
    errorMessage: zendeskErrorMessage,
  });
  return { ticket_id: String(ticket.id), url: `${agentUrl}/${ticket.id}`, status: STATUS[ticket.status] };
}

/** A Zendesk ticket id, checked before it becomes a path segment. */
function ticketNumber(ticketId: string): string {
  if (!/^[1-9][0-9]{0,18}$/.test(ticketId)) {
    throw new ProviderFailure('Zendesk ticket ids are numbers, such as "1042" as ticket.create returns it; ticket_id is not one');
  }
  return ticketId;
}

/** Sets the status and/or adds the comment as an internal note: an agent's comment is not e-mailed to the requester. */
export async function updateZendeskTicket(
  { ticket_id, status, comment }: TicketUpdate,
  app: ConnectedAppAccess,
  { signal }: AdapterContext,
): Promise<UpdatedTicket> {
  const { baseUrl, authorization } = zendesk(app);
  const { ticket } = await callProvider({
    provider: 'Zendesk',
    url: `${baseUrl}/tickets/${ticketNumber(ticket_id)}.json`,
    method: 'PUT',
    headers: { authorization },
    body: { ticket: { ...(status ? { status } : {}), ...(comment ? { comment: { body: comment, public: false } } : {}) } },
    signal,
    schema: ZTicketResponseSchema,
    errorMessage: zendeskErrorMessage,
  });
  return { ticket_id: String(ticket.id), status: STATUS[ticket.status] };
}

/** Reads a ticket (Show Ticket, `GET /api/v2/tickets/{id}.json`): its description is its first comment. */
export async function getZendeskTicket({ ticket_id }: { ticket_id: string }, app: ConnectedAppAccess, { signal }: AdapterContext): Promise<TicketDetails> {
  const { baseUrl, agentUrl, authorization } = zendesk(app);
  const { ticket } = await callProvider({
    provider: 'Zendesk',
    url: `${baseUrl}/tickets/${ticketNumber(ticket_id)}.json`,
    headers: { authorization },
    signal,
    schema: ZTicketDetailsSchema,
    errorMessage: zendeskErrorMessage,
  });
  return {
    ticket_id: String(ticket.id),
    title: ticket.subject ?? '',
    description: ticket.description ?? '',
    status: STATUS[ticket.status],
    priority: ticket.priority ?? null,
    url: `${agentUrl}/${ticket.id}`,
    created_at: new Date(ticket.created_at).toISOString(),
    updated_at: new Date(ticket.updated_at).toISOString(),
  };
}

/**
 * Adds a comment through Update Ticket (`PUT /api/v2/tickets/{id}.json` with `ticket.comment`):
 * public, Zendesk e-mails it to the requester; otherwise an internal note. Its id is the audit's
 * Comment event.
 */
export async function commentOnZendeskTicket(
  { ticket_id, comment, public: isPublic }: TicketComment,
  app: ConnectedAppAccess,
  { signal }: AdapterContext,
): Promise<AddedComment> {
  const { baseUrl, authorization } = zendesk(app);
  const { ticket, audit } = await callProvider({
    provider: 'Zendesk',
    url: `${baseUrl}/tickets/${ticketNumber(ticket_id)}.json`,
    method: 'PUT',
    headers: { authorization },
    body: { ticket: { comment: { body: comment, public: isPublic } } },
    signal,
    schema: ZCommentedResponseSchema,
    errorMessage: zendeskErrorMessage,
  });
  const added = audit.events.find((event) => event.type === 'Comment');
  if (!added) throw new ProviderFailure(`Zendesk answered the update of ticket ${ticket.id} without the comment in its audit`);
  return { ticket_id: String(ticket.id), comment_id: String(added.id), public: isPublic };
}
