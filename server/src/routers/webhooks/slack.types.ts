import { z } from 'zod';
import { SLACK_REPLAY_WINDOW_SECONDS } from '../../domain/chat/slack.js';
import type { ProcedureMeta } from '../../trpc/init.js';
import { ZLabelSchema } from '../../domain/bounded.js';

/**
 * A delivery of Slack's Events API: only what routing needs is named here; the receiver reads the
 * event from the verified raw body, never from this parse.
 */
export const ZSlackEventRequestSchema = z.looseObject({
  type: ZLabelSchema.min(1).meta({ description: 'url_verification, or event_callback' }),
});

export const ZSlackEventResponseSchema = z
  .object({
    ok: z.literal(true),
    challenge: z.string().max(200).optional().meta({ description: 'url_verification: the challenge Slack sent, answered as it came' }),
  })
  .meta({ id: 'SlackEventReceipt' });

export const slackWebhookMeta: ProcedureMeta = {
  openapi: {
    method: 'POST',
    path: '/v1/webhooks/slack',
    tags: ['Webhook receivers'],
    summary: "Receive a Slack event (the Events API of Proctor's Slack app)",
    description:
      `The Request URL of the Slack app's Event Subscriptions. X-Slack-Signature (\`v0=\` and the hex HMAC-SHA256 under SLACK_SIGNING_SECRET of \`v0:<X-Slack-Request-Timestamp>:<raw body>\`) is verified over the raw body in constant time, and a timestamp more than ${SLACK_REPLAY_WINDOW_SECONDS} seconds from now is refused. url_verification is answered with its challenge. A message to the app from a person (a direct message, a mention, or a reply in a thread the app answers in; never a bot's, an edit or the app's own) in a Slack workspace whose team has one organization's active Slack app with a chat agent chosen (PATCH /api/v1/connected-apps/{id}) is recorded once per event_id, whatever Slack's retries (X-Slack-Retry-Num), and answered 200 at once; the organization's agent then answers it as a chat turn in the background, in a chat session per Slack thread belonging to the person who installed the app, and its answer is posted in the thread with the organization's own bot token. Everything else (other events, other teams, no agent chosen) is answered 200 and ignored: Slack retries every other answer.`,
    protect: false,
    errorResponses: {
      400: 'The body is not JSON (`invalid_request`)',
      401: 'A missing or wrong X-Slack-Signature, or a timestamp outside the five-minute window (`unauthorized`); nothing is recorded',
      503: 'SLACK_SIGNING_SECRET is not set on this server (`not_configured`)',
    },
  },
  // Slack calls it, signed over the raw body: not an API client's call.
  sdk: false,
  examples: {
    request: {
      type: 'event_callback',
      team_id: 'T0123ABCD',
      api_app_id: 'A0123ABCD',
      event_id: 'Ev0123ABCDEF',
      event_time: 1764290000,
      event: { type: 'app_mention', user: 'U0123ABCD', text: '<@U0BOT> what did we spend on search this week?', ts: '1764290000.000100', channel: 'C0123ABCD' },
      authorizations: [{ team_id: 'T0123ABCD', user_id: 'U0BOT', is_bot: true }],
    },
    response: { ok: true },
  },
};
