import { z } from 'zod';
import { defineOperation, perRequest } from '../define.js';
import { digest, sandboxFailure, sandboxResult } from '../sandbox.js';

const SANDBOX_FAIL_CHANNEL = 'sandbox-fail';

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
  description: 'Posts a message to a team-chat channel.',
  payload: z.strictObject({
    channel: z.string().min(1).max(80).meta({ description: 'Channel name or id, e.g. "#ops"' }),
    text: z.string().min(1).max(40_000),
  }),
  result: z.object({
    channel: z.string(),
    message_ts: z.string().meta({ description: 'The chat provider’s id of the posted message' }),
  }),
  pricing: perRequest(1),
  async: false,
  requiresConnectedApp: null,
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
      : sandboxResult({ channel: payload.channel, message_ts: sandboxTimestamp(payload) }),
});
