import { z } from 'zod';
import { createZendeskTicket, updateZendeskTicket, ZENDESK_SETTINGS } from '../../../providers/zendesk.js';
import { defineOperation, perRequest } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxId, sandboxResult } from '../sandbox.js';
import { ZTextSchema } from '../../bounded.js';

const CREATE_PRICE_CENTS = 2;
const UPDATE_PRICE_CENTS = 1;
const SANDBOX_FAIL_TICKET_ID = 'tkt_sandbox_fail';

const ZStatusSchema = z.enum(['open', 'pending', 'solved', 'closed']);
const ZTicketIdSchema = z.string().min(1).max(100).meta({ description: 'The ticketing tool’s id of the ticket' });

export const ticketCreate = defineOperation({
  operation: 'ticket.create',
  service: 'ticket',
  name: 'Create ticket',
  description: 'Opens a ticket in the connected ticketing tool.',
  payload: z.strictObject({
    title: z.string().min(1).max(200),
    description: z.string().max(20_000).optional(),
    priority: z.enum(['low', 'normal', 'high', 'urgent']).optional().meta({ description: 'The tool’s default when left out' }),
  }),
  result: z.object({
    ticket_id: ZTicketIdSchema,
    url: ZTextSchema.meta({ description: 'Where people see the ticket' }),
    status: ZStatusSchema,
  }),
  pricing: perRequest(CREATE_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'ticketing',
  liveSettings: ZENDESK_SETTINGS,
  examples: [
    {
      description: 'An urgent bug report',
      payload: { title: 'Checkout fails for EU cards', description: 'Since 09:00 UTC every EU card is declined.', priority: 'urgent' },
    },
  ],
  sandboxFailures: [
    { description: `The title "${SANDBOX_FAIL_TEXT}" fails`, payload: { title: SANDBOX_FAIL_TEXT, priority: 'normal' } },
  ],
  sandbox: (payload) => {
    if (payload.title === SANDBOX_FAIL_TEXT) return sandboxFailure(`title is "${SANDBOX_FAIL_TEXT}"`);
    const ticketId = sandboxId('tkt', payload);
    return sandboxResult({ ticket_id: ticketId, url: `https://tickets.example.com/tickets/${ticketId}`, status: 'open' });
  },
  live: async (payload, context) => ({
    status: 'executed',
    result: await createZendeskTicket(payload, context),
    costCents: CREATE_PRICE_CENTS,
  }),
});

export const ticketUpdate = defineOperation({
  operation: 'ticket.update',
  service: 'ticket',
  name: 'Update ticket',
  description: 'Changes the status of a ticket, comments on it, or both.',
  payload: z
    .strictObject({
      ticket_id: ZTicketIdSchema,
      status: ZStatusSchema.optional(),
      comment: z
        .string()
        .min(1)
        .max(20_000)
        .optional()
        .meta({ description: 'Added as an internal note, seen by the team and not sent to the requester' }),
    })
    .refine((update) => update.status !== undefined || update.comment !== undefined, {
      message: 'send status, comment or both',
      path: ['status'],
    }),
  result: z.object({ ticket_id: ZTicketIdSchema, status: ZStatusSchema }),
  pricing: perRequest(UPDATE_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'ticketing',
  liveSettings: ZENDESK_SETTINGS,
  examples: [{ description: 'Solve with a note', payload: { ticket_id: '1042', status: 'solved', comment: 'Fixed in release 3.2.' } }],
  sandboxFailures: [
    {
      description: `Updating the ticket "${SANDBOX_FAIL_TICKET_ID}" fails`,
      payload: { ticket_id: SANDBOX_FAIL_TICKET_ID, status: 'solved', comment: 'Fixed in release 3.2.' },
    },
  ],
  sandbox: ({ ticket_id, status }) =>
    ticket_id === SANDBOX_FAIL_TICKET_ID
      ? sandboxFailure(`ticket_id is "${SANDBOX_FAIL_TICKET_ID}"`)
      : sandboxResult({ ticket_id, status: status ?? 'open' }),
  live: async (payload, context) => ({
    status: 'executed',
    result: await updateZendeskTicket(payload, context),
    costCents: UPDATE_PRICE_CENTS,
  }),
});
