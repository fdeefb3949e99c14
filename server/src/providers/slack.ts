import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { callProvider } from './http.js';
import { ProviderFailure, requireSettings } from './failure.js';

export const SLACK_SETTINGS = ['SLACK_BOT_TOKEN'] as const;

const ENDPOINT = 'https://slack.com/api/chat.postMessage';

// Slack answers HTTP 200 for refusals too, with ok: false and an error code.
const ZSlackErrorSchema = z.object({ ok: z.literal(false), error: z.string(), needed: z.string().optional() });
const ZPostMessageResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), channel: z.string(), ts: z.string() }),
  ZSlackErrorSchema,
]);

const HINTS: Record<string, string> = {
  not_in_channel: 'the bot is not a member of the channel: invite it (/invite @your-bot) or add the chat:write.public scope',
  channel_not_found: 'no channel with this name or id is visible to the bot: check it, and invite the bot to a private channel',
  is_archived: 'the channel is archived',
  invalid_auth: 'check SLACK_BOT_TOKEN on the server',
  not_authed: 'check SLACK_BOT_TOKEN on the server',
  token_revoked: 'the token was revoked: set a new SLACK_BOT_TOKEN on the server',
  account_inactive: 'the token belongs to a deleted user or app: set a new SLACK_BOT_TOKEN on the server',
  msg_too_long: 'the text is too long for Slack',
  ratelimited: 'Slack limits posting to about one message per second per channel',
};

/** "channel_not_found (no channel with this name …)", or the scope Slack says is missing. */
function describeSlackError({ error, needed }: z.infer<typeof ZSlackErrorSchema>): string {
  if (error === 'missing_scope' && needed) return `missing_scope (the bot token needs the ${needed} scope)`;
  const hint = HINTS[error];
  return hint ? `${error} (${hint})` : error;
}

/**
 * Posts `text` to a Slack channel. Slack takes a channel id ("C0123ABCD") or a name; a name's
 * leading "#" is dropped, as Slack's API expects bare names.
 */
export async function postSlackMessage(
  { channel, text }: { channel: string; text: string },
  { config, signal }: AdapterContext,
): Promise<{ channel: string; message_ts: string }> {
  const { SLACK_BOT_TOKEN } = requireSettings('chat.send', config, SLACK_SETTINGS);
  const answer = await callProvider({
    provider: 'Slack',
    url: ENDPOINT,
    method: 'POST',
    headers: { authorization: `Bearer ${SLACK_BOT_TOKEN}`, 'content-type': 'application/json; charset=utf-8' },
    body: { channel: channel.replace(/^#/, ''), text },
    signal,
    schema: ZPostMessageResponseSchema,
    errorMessage: (body) => {
      const parsed = ZSlackErrorSchema.safeParse(body);
      return parsed.success ? describeSlackError(parsed.data) : undefined;
    },
  });
  if (!answer.ok) throw new ProviderFailure(`Slack refused the message: ${describeSlackError(answer)}`);
  return { channel: answer.channel, message_ts: answer.ts };
}
