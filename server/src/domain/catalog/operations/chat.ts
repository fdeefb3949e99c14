import { z } from 'zod';
import { postSlackMessage } from '../../../providers/slack.js';
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
