import { z } from 'zod';
import type { AdapterContext } from './contract.js';
import { connectedApp, reconnectHint } from './connected-app.js';
import { callProvider } from './http.js';
import { ProviderFailure } from './failure.js';

const API = 'https://slack.com/api';
const ENDPOINT = `${API}/chat.postMessage`;

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

// What reading a channel's history is refused for, where it differs from posting.
const READ_HINTS: Record<string, string> = {
  ...HINTS,
  not_in_channel: 'the bot is not a member of the channel: invite it (/invite @your-bot)',
  channel_not_found: 'no channel with this id is visible to the bot: check it, and invite the bot to a private channel',
  ratelimited: 'Slack limits how often conversations.history is called, per workspace and app',
};

/** "channel_not_found (no channel with this name …)", or the scope Slack says is missing. */
function describeSlackError({ error, needed }: z.infer<typeof ZSlackErrorSchema>, hints: Record<string, string> = HINTS): string {
  if (error === 'missing_scope' && needed) return `missing_scope (the Slack app's bot token needs the ${needed} scope: ${reconnectHint('slack')})`;
  const hint = hints[error];
  return hint ? `${error} (${hint})` : error;
}

const slackErrorMessage = (hints: Record<string, string>) => (body: unknown) => {
  const parsed = ZSlackErrorSchema.safeParse(body);
  return parsed.success ? describeSlackError(parsed.data, hints) : undefined;
};

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
    errorMessage: slackErrorMessage(HINTS),
  });
  if (!answer.ok) throw new ProviderFailure(`Slack refused the message: ${describeSlackError(answer)}`);
  return { channel: answer.channel, message_ts: answer.ts };
}

const ZHistoryResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    messages: z.array(
      z.object({
        ts: z.string(),
        text: z.string().nullish(),
        /** A person's id; a bot's message carries bot_id instead (and a user only sometimes). */
        user: z.string().nullish(),
        bot_id: z.string().nullish(),
        thread_ts: z.string().nullish(),
        reply_count: z.number().int().nullish(),
      }),
    ),
    has_more: z.boolean().optional(),
  }),
  ZSlackErrorSchema,
]);

export interface ChannelHistoryQuery {
  channel: string;
  limit: number;
  oldest?: string | undefined;
  latest?: string | undefined;
}

export interface ChannelMessage {
  ts: string;
  user: string | null;
  text: string;
  thread_ts: string | null;
  reply_count: number;
}

/**
 * The newest messages of a channel of the organization's Slack workspace, newest first
 * (conversations.history, with its bot token: channels:history, groups:history for a private
 * channel the bot was invited to). Replies in threads are not in a channel's history: a parent
 * message says how many it has.
 */
export async function readSlackChannel(
  { channel, limit, oldest, latest }: ChannelHistoryQuery,
  context: AdapterContext,
): Promise<{ channel: string; messages: ChannelMessage[]; has_more: boolean }> {
  const app = connectedApp('chat.read_messages', 'team_chat', context);
  const url = new URL(`${API}/conversations.history`);
  url.searchParams.set('channel', channel);
  url.searchParams.set('limit', String(limit));
  if (oldest) url.searchParams.set('oldest', oldest);
  if (latest) url.searchParams.set('latest', latest);
  const answer = await callProvider({
    provider: 'Slack',
    url,
    headers: { authorization: `Bearer ${app.accessToken}` },
    signal: context.signal,
    schema: ZHistoryResponseSchema,
    errorMessage: slackErrorMessage(READ_HINTS),
  });
  if (!answer.ok) throw new ProviderFailure(`Slack refused to read the channel: ${describeSlackError(answer, READ_HINTS)}`);
  return {
    channel,
    // The result holds at most `limit` messages, whatever the answer holds.
    messages: answer.messages.slice(0, limit).map((message) => ({
      ts: message.ts,
      user: message.user ?? message.bot_id ?? null,
      text: message.text ?? '',
      thread_ts: message.thread_ts ?? null,
      reply_count: message.reply_count ?? 0,
    })),
    has_more: answer.has_more ?? false,
  };
}
