import { z } from 'zod';
import { postSlackMessage, readSlackChannel } from '../../../providers/slack.js';
import { defineOperation, perRequest } from '../define.js';
import { digest, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZTextSchema } from '../../bounded.js';

const PRICE_CENTS = 1;
const SANDBOX_FAIL_CHANNEL = 'sandbox-fail';

/** The channel's id as Slack answers it: an id stays as sent, a name gets a Slack-style id derived from it. */
function sandboxChannelId(channel: string): string {
  return /^[CGD][A-Z0-9]{8,}$/.test(channel) ? channel : `C${digest(channel.replace(/^#/, '')).slice(0, 10).toUpperCase()}`;
}

/** A Slack-style message timestamp ("<seconds>.<microseconds>") derived from the payload, not the clock. */
function sandboxTimestamp(payload: unknown): string {
  const hex = digest(payload);
  const seconds = 1_700_000_000 + (parseInt(hex.slice(0, 8), 16) % 100_000_000);
  const micros = parseInt(hex.slice(8, 16), 16) % 1_000_000;
  return `${seconds}.${String(micros).padStart(6, '0')}`;
}

export const chatSend = defineOperation({
  operation: 'chat.send',
  service: 'chat',
  name: 'Send chat message',
  description: 'Posts a message to a channel of the organization’s team chat (its Slack app), as the app’s bot.',
  payload: z.strictObject({
    channel: z.string().min(1).max(80).meta({ description: 'Channel name or id, e.g. "#ops" or "C0123ABCD"' }),
    text: z.string().min(1).max(40_000),
  }),
  result: z.object({
    channel: ZTextSchema.meta({ description: 'The channel’s id, as the chat provider names it' }),
    message_ts: ZTextSchema.meta({ description: 'The chat provider’s id of the posted message' }),
  }),
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'team_chat',
  liveProvider: "Slack (`chat.postMessage`), as the organization's Slack app's bot",
  liveSettings: [],
  examples: [{ description: 'A deploy notice', payload: { channel: '#ops', text: 'Deploy 142 finished; all checks green.' } }],
  sandboxFailures: [
    {
      description: `Posting to the channel "${SANDBOX_FAIL_CHANNEL}", with or without "#", fails`,
      payload: { channel: `#${SANDBOX_FAIL_CHANNEL}`, text: 'This post fails in test mode.' },
    },
  ],
  sandbox: (payload) =>
    payload.channel.replace(/^#/, '') === SANDBOX_FAIL_CHANNEL
      ? sandboxFailure(`channel is "${SANDBOX_FAIL_CHANNEL}"`)
      : sandboxResult({ channel: sandboxChannelId(payload.channel), message_ts: sandboxTimestamp(payload) }),
  live: async (payload, context) => ({ status: 'executed', result: await postSlackMessage(payload, context), costCents: PRICE_CENTS }),
});

/** The most messages one read returns. */
const MAX_MESSAGES = 100;
const SANDBOX_HISTORY_SIZE = 3;
const SANDBOX_FAIL_CHANNEL_ID = 'C0SANDBOXFAIL';

/** A Slack message timestamp: "<seconds>.<microseconds>". */
const ZSlackTimestampSchema = z
  .string()
  .regex(/^[0-9]{1,12}\.[0-9]{6}$/, 'must be a Slack message timestamp, such as "1700000000.000100"')
  .max(19);

export const chatReadMessages = defineOperation({
  operation: 'chat.read_messages',
  service: 'chat',
  name: 'Read chat messages',
  description:
    'Lists the newest messages of a channel of the organization’s team chat (its Slack app), newest first, as its bot sees them: the bot must be in a private channel. Replies in a thread are not listed; their parent says how many there are.',
  payload: z.strictObject({
    channel: z
      .string()
      .regex(/^[CGD][A-Z0-9]{8,}$/, 'must be a Slack channel id, such as "C0123ABCD"')
      .max(80)
      .meta({ description: 'The channel’s id ("C0123ABCD"), as chat.send answers it or Slack shows it in the channel’s details; Slack reads a channel by id only' }),
    limit: z.number().int().min(1).max(MAX_MESSAGES).default(20).meta({ description: `Most messages to return, 1 to ${MAX_MESSAGES}` }),
    oldest: ZSlackTimestampSchema.optional().meta({ description: 'Only messages after this timestamp (a message’s ts)' }),
    latest: ZSlackTimestampSchema.optional().meta({ description: 'Only messages before this timestamp (a message’s ts)' }),
  }),
  result: z.object({
    channel: ZTextSchema.meta({ description: 'The channel’s id' }),
    messages: z
      .array(
        z.object({
          ts: ZTextSchema.meta({ description: 'The message’s id and time (Unix seconds); pass as thread_ts to reply in its thread' }),
          user: ZTextSchema.nullable().meta({ description: 'The author’s Slack id: a person (U…) or a bot (B…)' }),
          text: ZTextSchema.meta({ description: 'The message’s text, in Slack’s markup' }),
          thread_ts: ZTextSchema.nullable().meta({ description: 'The thread the message begins or is in; null when none' }),
          reply_count: z.number().int().min(0).meta({ description: 'Replies in its thread' }),
        }),
      )
      .max(MAX_MESSAGES),
    has_more: z.boolean().meta({ description: 'Older messages are left: read them with latest set to the oldest ts listed' }),
  }),
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: 'team_chat',
  liveProvider: "Slack (`conversations.history`), as the organization's Slack app's bot",
  liveSettings: [],
  examples: [{ description: 'The ten newest messages of a channel', payload: { channel: 'C0123ABCD', limit: 10 } }],
  sandboxFailures: [
    { description: `Reading the channel "${SANDBOX_FAIL_CHANNEL_ID}" fails`, payload: { channel: SANDBOX_FAIL_CHANNEL_ID, limit: 20 } },
  ],
  sandbox: (payload) => {
    if (payload.channel === SANDBOX_FAIL_CHANNEL_ID) return sandboxFailure(`channel is "${SANDBOX_FAIL_CHANNEL_ID}"`);
    const newest = Number(sandboxTimestamp({ channel: payload.channel }).split('.')[0]);
    const count = Math.min(payload.limit, SANDBOX_HISTORY_SIZE);
    return sandboxResult({
      channel: payload.channel,
      messages: Array.from({ length: count }, (_, index) => ({
        ts: `${newest - index * 60}.000100`,
        user: `U0SANDBOX${index + 1}`,
        text: `Sandbox message ${count - index} of ${payload.channel}.`,
        thread_ts: null,
        reply_count: 0,
      })),
      has_more: false,
    });
  },
  live: async (payload, context) => ({ status: 'executed', result: await readSlackChannel(payload, context), costCents: PRICE_CENTS }),
});
