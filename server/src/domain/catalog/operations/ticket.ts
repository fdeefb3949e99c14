import { z } from 'zod';
import { connectedApp } from '../../../providers/connected-app.js';
import { commentOnJiraIssue, createJiraIssue, getJiraIssue, updateJiraIssue } from '../../../providers/jira.js';
import { APP_FAMILIES } from '../../../providers/oauth/contract.js';
import { commentOnZendeskTicket, createZendeskTicket, getZendeskTicket, updateZendeskTicket } from '../../../providers/zendesk.js';
import { defineOperation, perRequest } from '../define.js';
import { digest, SANDBOX_FAIL_TEXT, sandboxFailure, sandboxId, sandboxResult } from '../sandbox.js';
import { ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../../bounded.js';

const CREATE_PRICE_CENTS = 2;
const UPDATE_PRICE_CENTS = 1;
const GET_PRICE_CENTS = 1;
// A comment may go to the requester (public): a write that reaches a customer, priced as a new ticket.
const COMMENT_PRICE_CENTS = 2;
const SANDBOX_FAIL_TICKET_ID = 'tkt_sandbox_fail';

const ZStatusSchema = z.enum(['open', 'pending', 'solved', 'closed']);
const ZPrioritySchema = z.enum(['low', 'normal', 'high', 'urgent']);
const ZTicketIdSchema = z
  .string()
  .min(1)
  .max(100)
  .meta({ description: 'The ticketing app’s id of the ticket: a Zendesk ticket number ("1042") or a Jira issue key ("OPS-12")' });
const ZAppSchema = z.enum(APP_FAMILIES.ticketing).optional().meta({
  description: 'The ticketing app to use when the organization has installed both Zendesk and Jira; left out, the one it has',
});

export const ticketCreate = defineOperation({
  operation: 'ticket.create',
  service: 'ticket',
  name: 'Create ticket',
  description:
    'Opens a ticket in the organization’s ticketing app: a Zendesk ticket, or a Task in a Jira project (then `project` is required).',
  payload: z
    .strictObject({
      title: z.string().min(1).max(200),
      description: z.string().max(20_000).optional(),
      priority: z
        .enum(['low', 'normal', 'high', 'urgent'])
        .optional()
        .meta({ description: 'The app’s default when left out; in Jira: Low, Medium, High, Highest' }),
      project: z
        .string()
        .regex(/^[A-Z][A-Z0-9_]{1,9}$/, 'must be a Jira project key, such as "OPS"')
        .max(10)
        .optional()
        .meta({ description: 'The key of the Jira project to file the ticket in ("OPS"): required when the ticket goes to Jira; Zendesk ignores it' }),
      app: ZAppSchema,
    })
    .refine((ticket) => ticket.app !== 'jira' || ticket.project !== undefined, {
      message: 'a ticket for Jira needs project, the key of its Jira project',
      path: ['project'],
    }),
  result: z.object({
    ticket_id: ZTicketIdSchema,
    url: ZTextSchema.meta({ description: 'Where people see the ticket' }),
    status: ZStatusSchema,
  }),
  pricing: perRequest(CREATE_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'ticketing',
  appOf: (payload) => payload.app,
  liveProvider: "the organization's Zendesk (`POST /api/v2/tickets.json`) or Jira Cloud (`POST /rest/api/3/issue`)",
  liveSettings: [],
  examples: [
    {
      description: 'An urgent bug report',
      payload: { title: 'Checkout fails for EU cards', description: 'Since 09:00 UTC every EU card is declined.', priority: 'urgent' },
    },
    {
      description: 'A task in the Jira project OPS',
      payload: { title: 'Rotate the staging database password', project: 'OPS', app: 'jira' },
    },
  ],
  sandboxFailures: [
    { description: `The title "${SANDBOX_FAIL_TEXT}" fails`, payload: { title: SANDBOX_FAIL_TEXT, priority: 'normal' } },
  ],
  sandbox: (payload) => {
    if (payload.title === SANDBOX_FAIL_TEXT) return sandboxFailure(`title is "${SANDBOX_FAIL_TEXT}"`);
    // An issue key of the payload's project for a ticket meant for Jira ("OPS-4821"), a neutral id otherwise.
    const ticketId =
      payload.app === 'jira' && payload.project
        ? `${payload.project}-${(parseInt(digest(payload).slice(0, 6), 16) % 9999) + 1}`
        : sandboxId('tkt', payload);
    return sandboxResult({ ticket_id: ticketId, url: `https://tickets.example.com/tickets/${ticketId}`, status: 'open' });
  },
  live: async (payload, context) => {
    const app = connectedApp('ticket.create', 'ticketing', context, payload.app);
    const result = app.provider === 'jira' ? await createJiraIssue(payload, app, context) : await createZendeskTicket(payload, app, context);
    return { status: 'executed', result, costCents: CREATE_PRICE_CENTS };
  },
});

export const ticketUpdate = defineOperation({
  operation: 'ticket.update',
  service: 'ticket',
  name: 'Update ticket',
  description:
    'Changes the status of a ticket of the organization’s ticketing app, comments on it, or both. In Jira the status moves through the workflow’s own transition to a status of its category: open is To Do, pending In Progress, solved and closed Done.',
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
      app: ZAppSchema,
    })
    .refine((update) => update.status !== undefined || update.comment !== undefined, {
      message: 'send status, comment or both',
      path: ['status'],
    }),
  result: z.object({ ticket_id: ZTicketIdSchema, status: ZStatusSchema }),
  pricing: perRequest(UPDATE_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'ticketing',
  appOf: (payload) => payload.app,
  liveProvider: "the organization's Zendesk (`PUT /api/v2/tickets/{id}.json`) or Jira Cloud (workflow transitions, `POST /rest/api/3/issue/{key}/comment`)",
  liveSettings: [],
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
  live: async (payload, context) => {
    const app = connectedApp('ticket.update', 'ticketing', context, payload.app);
    const result = app.provider === 'jira' ? await updateJiraIssue(payload, app, context) : await updateZendeskTicket(payload, app, context);
    return { status: 'executed', result, costCents: UPDATE_PRICE_CENTS };
  },
});

export const ticketGet = defineOperation({
  operation: 'ticket.get',
  service: 'ticket',
  name: 'Get ticket',
  description:
    'Reads a ticket of the organization’s ticketing app: its title, description (plain text), status, priority and dates. In Jira the status is its category’s (To Do open, In Progress pending, Done solved) and the priority the default scheme’s (Lowest and Low low, Medium normal, High high, Highest urgent; another name null).',
  payload: z.strictObject({ ticket_id: ZTicketIdSchema, app: ZAppSchema }),
  result: z.object({
    ticket_id: ZTicketIdSchema,
    title: ZTextSchema,
    description: ZLongTextSchema.meta({ description: 'Plain text; empty when the ticket has none' }),
    status: ZStatusSchema,
    priority: ZPrioritySchema.nullable().meta({ description: 'Null when the ticket has none, or one outside low, normal, high and urgent' }),
    url: ZTextSchema.meta({ description: 'Where people see the ticket' }),
    created_at: ZLabelSchema.meta({ description: 'ISO 8601 timestamp, UTC' }),
    updated_at: ZLabelSchema.meta({ description: 'ISO 8601 timestamp, UTC' }),
  }),
  pricing: perRequest(GET_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'ticketing',
  appOf: (payload) => payload.app,
  liveProvider: "the organization's Zendesk (`GET /api/v2/tickets/{id}.json`) or Jira Cloud (`GET /rest/api/3/issue/{key}`)",
  liveSettings: [],
  examples: [
    { description: 'A Zendesk ticket', payload: { ticket_id: '1042' } },
    { description: 'A Jira issue', payload: { ticket_id: 'OPS-12', app: 'jira' } },
  ],
  sandboxFailures: [{ description: `Reading the ticket "${SANDBOX_FAIL_TICKET_ID}" fails`, payload: { ticket_id: SANDBOX_FAIL_TICKET_ID } }],
  sandbox: ({ ticket_id }) => {
    if (ticket_id === SANDBOX_FAIL_TICKET_ID) return sandboxFailure(`ticket_id is "${SANDBOX_FAIL_TICKET_ID}"`);
    const hex = digest({ ticket_id });
    const statuses = ZStatusSchema.options;
    const priorities = ZPrioritySchema.options;
    return sandboxResult({
      ticket_id,
      title: `Sandbox ticket ${ticket_id}`,
      description: `This is the description of sandbox ticket ${ticket_id}.`,
      status: statuses[parseInt(hex.slice(0, 2), 16) % statuses.length]!,
      priority: priorities[parseInt(hex.slice(2, 4), 16) % priorities.length]!,
      url: `https://tickets.example.com/tickets/${ticket_id}`,
      created_at: new Date(Date.UTC(2025, 0, 2, 9)).toISOString(),
      updated_at: new Date(Date.UTC(2025, 0, 3, 15, 30)).toISOString(),
    });
  },
  live: async (payload, context) => {
    const app = connectedApp('ticket.get', 'ticketing', context, payload.app);
    const result = app.provider === 'jira' ? await getJiraIssue(payload, app, context) : await getZendeskTicket(payload, app, context);
    return { status: 'executed', result, costCents: GET_PRICE_CENTS };
  },
});

export const ticketComment = defineOperation({
  operation: 'ticket.comment',
  service: 'ticket',
  name: 'Comment on ticket',
  description:
    'Adds a comment to a ticket of the organization’s ticketing app. Public, it is a reply the requester sees (Zendesk e-mails it; in Jira Service Management the customer sees it); otherwise an internal note for the team. The ticket’s status is left as it is: ticket.update changes it.',
  payload: z.strictObject({
    ticket_id: ZTicketIdSchema,
    comment: z.string().min(1).max(20_000).meta({ description: 'Plain text' }),
    public: z.boolean().default(false).meta({ description: 'Whether the requester sees it; false (an internal note) when left out' }),
    app: ZAppSchema,
  }),
  result: z.object({
    ticket_id: ZTicketIdSchema,
    comment_id: ZTextSchema.meta({ description: 'The ticketing app’s id of the comment' }),
    public: z.boolean(),
  }),
  pricing: perRequest(COMMENT_PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'ticketing',
  appOf: (payload) => payload.app,
  liveProvider: "the organization's Zendesk (`PUT /api/v2/tickets/{id}.json` with `ticket.comment`) or Jira Cloud (`POST /rest/api/3/issue/{key}/comment`)",
  liveSettings: [],
  examples: [
    { description: 'An internal note', payload: { ticket_id: '1042', comment: 'The bank confirmed the fix for EU cards.', public: false } },
    { description: 'A reply to the requester', payload: { ticket_id: 'OPS-12', comment: 'Fixed: please try again.', public: true, app: 'jira' } },
  ],
  sandboxFailures: [
    {
      description: `Commenting on the ticket "${SANDBOX_FAIL_TICKET_ID}" fails`,
      payload: { ticket_id: SANDBOX_FAIL_TICKET_ID, comment: 'This comment fails in test mode.', public: false },
    },
  ],
  sandbox: (payload) =>
    payload.ticket_id === SANDBOX_FAIL_TICKET_ID
      ? sandboxFailure(`ticket_id is "${SANDBOX_FAIL_TICKET_ID}"`)
      : sandboxResult({ ticket_id: payload.ticket_id, comment_id: String(parseInt(digest(payload).slice(0, 8), 16)), public: payload.public }),
  live: async (payload, context) => {
    const app = connectedApp('ticket.comment', 'ticketing', context, payload.app);
    const result = app.provider === 'jira' ? await commentOnJiraIssue(payload, app, context) : await commentOnZendeskTicket(payload, app, context);
    return { status: 'executed', result, costCents: COMMENT_PRICE_CENTS };
  },
});
