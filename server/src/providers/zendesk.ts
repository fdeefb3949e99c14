import { z } from 'zod';
import type { Config } from '../config.js';
import type { AdapterContext } from './contract.js';
import { callProvider } from './http.js';
import { ProviderFailure, requireSettings } from './failure.js';

type TicketStatus = 'open' | 'pending' | 'solved' | 'closed';

/** The ticketing app, until organizations connect their own. */
export const ZENDESK_SETTINGS = ['ZENDESK_SUBDOMAIN', 'ZENDESK_EMAIL', 'ZENDESK_API_TOKEN'] as const;

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

const ZZendeskErrorSchema = z.object({
  // A string code ("RecordInvalid") or sentence ("Couldn't authenticate you"), or {title, message} on some endpoints.
  error: z.union([z.string(), z.object({ title: z.string(), message: z.string().optional() })]),
  description: z.string().optional(),
  details: z.record(z.string(), z.array(z.object({ description: z.string() }))).optional(),
});

/** "RecordInvalid: Record validation errors (Status: closed prevents ticket update)". */
function zendeskErrorMessage(body: unknown): string | undefined {
  const parsed = ZZendeskErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { error, description, details } = parsed.data;
  const head = typeof error === 'string' ? error : [error.title, error.message].filter(Boolean).join(': ');
  const reasons = Object.values(details ?? {}).flatMap((entries) => entries.map((entry) => entry.description));
  return [head, description].filter(Boolean).join(': ') + (reasons.length > 0 ? ` (${reasons.join('; ')})` : '');
}

interface Zendesk {
  baseUrl: string;
  agentUrl: string;
  authorization: string;
}

/** The ticketing app, until connected apps exist: the Zendesk account named by the server's settings. */
function zendesk(operation: string, config: Config): Zendesk {
  const settings = requireSettings(
    operation,
    config,
    ZENDESK_SETTINGS,
    (missing) => `${operation} has no live provider configured: connect a ticketing app: set ${missing} on the server`,
  );
  const origin = `https://${settings.ZENDESK_SUBDOMAIN}.zendesk.com`;
  const credentials = Buffer.from(`${settings.ZENDESK_EMAIL}/token:${settings.ZENDESK_API_TOKEN}`).toString('base64');
  return { baseUrl: `${origin}/api/v2`, agentUrl: `${origin}/agent/tickets`, authorization: `Basic ${credentials}` };
}

export async function createZendeskTicket(
  { title, description, priority }: { title: string; description?: string | undefined; priority?: string | undefined },
  { config, signal, serviceRequestId }: AdapterContext,
): Promise<{ ticket_id: string; url: string; status: TicketStatus }> {
  const { baseUrl, agentUrl, authorization } = zendesk('ticket.create', config);
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

/** Sets the status and/or adds the comment as an internal note: an agent's comment is not e-mailed to the requester. */
export async function updateZendeskTicket(
  { ticket_id, status, comment }: { ticket_id: string; status?: TicketStatus | undefined; comment?: string | undefined },
  { config, signal }: AdapterContext,
): Promise<{ ticket_id: string; status: TicketStatus }> {
  const { baseUrl, authorization } = zendesk('ticket.update', config);
  if (!/^[1-9][0-9]{0,18}$/.test(ticket_id)) {
    throw new ProviderFailure('Zendesk ticket ids are numbers, such as "1042" as ticket.create returns it; ticket_id is not one');
  }
  const { ticket } = await callProvider({
    provider: 'Zendesk',
    url: `${baseUrl}/tickets/${ticket_id}.json`,
    method: 'PUT',
    headers: { authorization },
    body: { ticket: { ...(status ? { status } : {}), ...(comment ? { comment: { body: comment, public: false } } : {}) } },
    signal,
    schema: ZTicketResponseSchema,
    errorMessage: zendeskErrorMessage,
  });
  return { ticket_id: String(ticket.id), status: STATUS[ticket.status] };
}
