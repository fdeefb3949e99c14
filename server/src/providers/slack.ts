import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { connectedApp, reconnectHint } from './connected-app.js';
import { callProvider } from './http.js';
import { ProviderFailure } from './failure.js';

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
  invalid_auth: `the Slack app's token is not valid: ${reconnectHint('slack')}`,
  not_authed: `no token reached Slack: ${reconnectHint('slack')}`,
  token_revoked: `the Slack app's token was revoked: ${reconnectHint('slack')}`,
  account_inactive: `the Slack app was removed from the workspace, or its user deleted: ${reconnectHint('slack')}`,
  msg_too_long: 'the text is too long for Slack',
  ratelimited: 'Slack limits posting to about one message per second per channel',
};

/** "channel_not_found (no channel with this name …)", or the scope Slack says is missing. */
function describeSlackError({ error, needed }: z.infer<typeof ZSlackErrorSchema>): string {
  if (error === 'missing_scope' && needed) return `missing_scope (the Slack app's bot token needs the ${needed} scope: ${reconnectHint('slack')})`;
  const hint = HINTS[error];
  return hint ? `${error} (${hint})` : error;
}

/**
 * Posts `text` to a channel of the organization's Slack workspace, as its Slack app's bot
 * (the xoxb- token its install answered). Slack takes a channel id ("C0123ABCD") or a name; a
 * name's leading "#" is dropped, as Slack's API expects bare names. With `thread_ts`, the post is
 * a reply in that message's thread.
 */
export async function postSlackMessage(
  { channel, text, thread_ts }: { channel: string; text: string; thread_ts?: string | undefined },
  context: AdapterContext,
): Promise<{ channel: string; message_ts: string }> {
  const app = connectedApp('chat.send', 'team_chat', context);
  const answer = await callProvider({
    provider: 'Slack',
    url: ENDPOINT,
    method: 'POST',
    headers: { authorization: `Bearer ${app.accessToken}`, 'content-type': 'application/json; charset=utf-8' },
    body: { channel: channel.replace(/^#/, ''), text, ...(thread_ts ? { thread_ts } : {}) },
    signal: context.signal,
    schema: ZPostMessageResponseSchema,
    errorMessage: (body) => {
      const parsed = ZSlackErrorSchema.safeParse(body);
      return parsed.success ? describeSlackError(parsed.data) : undefined;
    },
  });
  if (!answer.ok) throw new ProviderFailure(`Slack refused the message: ${describeSlackError(answer)}`);
  return { channel: answer.channel, message_ts: answer.ts };
}
