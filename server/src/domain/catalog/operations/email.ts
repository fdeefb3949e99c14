import { z } from 'zod';
import { ZEmailAddressSchema } from '../../email-address.js';
import { defineOperation, perRequest } from '../define.js';
import { SANDBOX_FAIL_TEXT, sandboxFailure, sandboxId, sandboxResult } from '../sandbox.js';
import { draftInMailbox, readMailbox, replyFromMailbox } from '../../../providers/nylas.js';
import { RESEND_SETTINGS, sendWithResend } from '../../../providers/resend.js';
import { ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../../bounded.js';

/** The most messages one read returns. */
const MAX_MESSAGES = 50;

const ZBodySchema = z.string().min(1).max(100_000).meta({ description: 'Plain-text body' });

const sentResult = z.object({
  message_id: ZTextSchema.meta({ description: 'Id of the message sent' }),
  accepted: z.literal(true).meta({ description: 'The mail provider accepted the message for delivery' }),
});

const SANDBOX_MAILBOX_SIZE = 3;

const PRICE_CENTS = 1;

const SANDBOX_FAIL_ADDRESS = 'fail@sandbox.proctor.dev';
const SANDBOX_FAIL_FOLDER = 'sandbox-fail';
const SANDBOX_FAIL_MESSAGE_ID = 'msg_sandbox_fail';
const SANDBOX_FAIL_SUBJECT = SANDBOX_FAIL_TEXT;

export const emailSend = defineOperation({
  operation: 'email.send',
  service: 'email',
  name: 'Send email',
  description: 'Sends a plain-text email.',
  payload: z.strictObject({
    to: ZEmailAddressSchema.meta({ description: 'Recipient address' }),
    subject: z.string().min(1).max(200),
    body: ZBodySchema,
    cc: z.array(ZEmailAddressSchema).max(50).optional().meta({ description: 'Addresses to copy' }),
  }),
  result: sentResult,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Resend (`POST /emails`)',
  liveSettings: RESEND_SETTINGS,
  examples: [
    {
      description: 'A short status update',
      payload: { to: 'ada@example.com', subject: 'Weekly report', body: 'All three experiments finished; results attached below.' },
    },
  ],
  sandboxFailures: [
    {
      description: `Sending to ${SANDBOX_FAIL_ADDRESS} fails`,
      payload: { to: SANDBOX_FAIL_ADDRESS, subject: 'Weekly report', body: 'This delivery fails in test mode.' },
    },
  ],
  sandbox: (payload) =>
    payload.to === SANDBOX_FAIL_ADDRESS
      ? sandboxFailure(`to is ${SANDBOX_FAIL_ADDRESS}`)
      : sandboxResult({ message_id: sandboxId('msg', payload), accepted: true }),
  live: async (payload, context) => ({ status: 'executed', result: await sendWithResend(payload, context), costCents: PRICE_CENTS }),
});

export const emailRead = defineOperation({
  operation: 'email.read',
  service: 'email',
  name: 'Read email',
  description: 'Lists the newest messages of a folder of the organization’s mailbox (its Nylas email app).',
  payload: z.strictObject({
    folder: z.string().min(1).max(100).default('inbox').meta({
      description:
        'The folder: its name ("Inbox", "Projects"; any case), its role (inbox, sent, drafts, trash, junk, archive) or its provider id',
    }),
    limit: z.number().int().min(1).max(MAX_MESSAGES).default(10).meta({ description: `Most messages to return, 1 to ${MAX_MESSAGES}` }),
    unread_only: z.boolean().optional(),
  }),
  result: z.object({
    messages: z.array(
      z.object({
        id: ZTextSchema.meta({ description: 'Pass as message_id to email.reply' }),
        from: ZTextSchema.meta({ description: 'The sender: "Name <address>" when the message names them, else the address' }),
        subject: ZTextSchema,
        snippet: ZLongTextSchema.meta({ description: 'The beginning of the body' }),
        received_at: ZLabelSchema.meta({ description: 'ISO 8601 timestamp, UTC' }),
      }),
    ).max(MAX_MESSAGES),
  }),
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'email',
  liveProvider: "Nylas v3, the organization's email app (`GET /v3/grants/{its grant}/messages`, with the grant's token)",
  liveSettings: [],
  examples: [{ description: 'The five newest unread messages', payload: { folder: 'inbox', limit: 5, unread_only: true } }],
  sandboxFailures: [
    { description: `Reading the folder "${SANDBOX_FAIL_FOLDER}" fails`, payload: { folder: SANDBOX_FAIL_FOLDER, limit: 10 } },
  ],
  sandbox: ({ folder, limit }) =>
    folder === SANDBOX_FAIL_FOLDER
      ? sandboxFailure(`folder is "${SANDBOX_FAIL_FOLDER}"`)
      : sandboxResult({
          messages: Array.from({ length: Math.min(limit, SANDBOX_MAILBOX_SIZE) }, (_, index) => ({
            id: sandboxId('msg', { folder, index }),
            from: `sender${index + 1}@example.com`,
            subject: `Sandbox message ${index + 1} in ${folder}`,
            snippet: `This is sandbox message ${index + 1} of the ${folder} folder.`,
            received_at: new Date(Date.UTC(2025, 0, SANDBOX_MAILBOX_SIZE - index, 9)).toISOString(),
          })),
        }),
  live: async (payload, context) => ({ status: 'executed', result: await readMailbox(payload, context), costCents: PRICE_CENTS }),
});

export const emailReply = defineOperation({
  operation: 'email.reply',
  service: 'email',
  name: 'Reply to email',
  description: 'Replies to a message of the organization’s mailbox (its Nylas email app), in its thread, to its sender (or its Reply-To).',
  payload: z.strictObject({
    message_id: z.string().min(1).max(500).meta({ description: 'Id of the message replied to, as email.read lists it' }),
    body: ZBodySchema,
  }),
  result: sentResult,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'email',
  liveProvider: "Nylas v3, the organization's email app (`POST /v3/grants/{its grant}/messages/send`)",
  liveSettings: [],
  examples: [{ description: 'A short acknowledgement', payload: { message_id: 'msg_3f2a9c1e', body: 'Thanks, received.' } }],
  sandboxFailures: [
    {
      description: `Replying to the message "${SANDBOX_FAIL_MESSAGE_ID}" fails`,
      payload: { message_id: SANDBOX_FAIL_MESSAGE_ID, body: 'Thanks, received.' },
    },
  ],
  sandbox: (payload) =>
    payload.message_id === SANDBOX_FAIL_MESSAGE_ID
      ? sandboxFailure(`message_id is "${SANDBOX_FAIL_MESSAGE_ID}"`)
      : sandboxResult({ message_id: sandboxId('msg', payload), accepted: true }),
  live: async (payload, context) => ({ status: 'executed', result: await replyFromMailbox(payload, context), costCents: PRICE_CENTS }),
});

export const emailDraft = defineOperation({
  operation: 'email.draft',
  service: 'email',
  name: 'Draft email',
  description:
    'Saves a plain-text draft in the Drafts folder of the organization’s mailbox (its Nylas email app), for a person to review and send: nothing is sent. With reply_to_message_id it is a reply in that message’s thread.',
  payload: z.strictObject({
    to: ZEmailAddressSchema.meta({ description: 'Recipient address' }),
    subject: z.string().min(1).max(200),
    body: ZBodySchema,
    cc: z.array(ZEmailAddressSchema).max(50).optional().meta({ description: 'Addresses to copy' }),
    reply_to_message_id: z.string().min(1).max(500).optional().meta({ description: 'Id of the message the draft answers, as email.read lists it' }),
  }),
  result: z.object({
    draft_id: ZTextSchema.meta({ description: 'The mailbox’s id of the draft' }),
    thread_id: ZTextSchema.nullable().meta({ description: 'The thread the draft is in, when the mailbox says' }),
  }),
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'email',
  liveProvider: "Nylas v3, the organization's email app (`POST /v3/grants/{its grant}/drafts`)",
  liveSettings: [],
  examples: [
    {
      description: 'A follow-up for a person to check',
      payload: { to: 'ada@example.com', subject: 'Your refund', body: 'Your refund of 42 EUR was issued today.' },
    },
  ],
  sandboxFailures: [
    {
      description: `The subject "${SANDBOX_FAIL_SUBJECT}" fails`,
      payload: { to: 'ada@example.com', subject: SANDBOX_FAIL_SUBJECT, body: 'This draft fails in test mode.' },
    },
  ],
  sandbox: (payload) =>
    payload.subject === SANDBOX_FAIL_SUBJECT
      ? sandboxFailure(`subject is "${SANDBOX_FAIL_SUBJECT}"`)
      : sandboxResult({ draft_id: sandboxId('draft', payload), thread_id: sandboxId('thread', payload.reply_to_message_id ?? payload) }),
  live: async (payload, context) => ({ status: 'executed', result: await draftInMailbox(payload, context), costCents: PRICE_CENTS }),
});
