import { randomBytes } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { TestApp } from './app.js';
import { connectApp } from './connected-apps.js';
import { agentWithBindings, type DispatchFixture } from './dispatch.js';
import { call } from './identity.js';

/** An organization whose Slack app (of the Slack workspace `teamId`, bot token `botToken`) is answered by its agent. */
export interface SlackOrg extends DispatchFixture {
  appId: string;
  teamId: string;
  botToken: string;
}

export async function slackOrg(app: TestApp, teamId: string, botToken = `xoxb-${randomBytes(6).toString('hex')}`): Promise<SlackOrg> {
  const fixture = await agentWithBindings(app, {});
  const appId = await connectApp(app, fixture.owner.session.organization.id, { provider: 'slack', accessToken: botToken, details: { team_id: teamId } });
  const chosen = await call(app, 'PATCH', `/api/v1/connected-apps/${appId}`, { as: { bearer: fixture.token }, body: { chat_agent_id: fixture.agentId } });
  if (chosen.status !== 200) throw new Error(`chat agent not chosen: ${chosen.raw}`);
  return { ...fixture, appId, teamId, botToken };
}

export const slackId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

/** A Slack message's ts: seconds and microseconds. */
export const slackTs = () => `${Math.floor(Date.now() / 1000)}.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/** The bot user of every test team's app, as Slack names it in `authorizations`. */
export const BOT_USER = 'U0PROCTORBOT';

/** An event_callback delivery of `event` (a person's direct message unless overridden) in `teamId`, as the Events API sends it. */
export function slackDelivery(teamId: string, event: Record<string, unknown> = {}, eventId = slackId('Ev')): Record<string, unknown> {
  return {
    token: 'deprecated-verification-token',
    team_id: teamId,
    api_app_id: 'A0PROCTOR01',
    type: 'event_callback',
    event_id: eventId,
    event_time: Math.floor(Date.now() / 1000),
    event: { type: 'message', channel: 'D0DIRECT01', channel_type: 'im', user: 'U0PERSON01', text: 'hello from Slack', ts: slackTs(), ...event },
    authorizations: [{ enterprise_id: null, team_id: teamId, user_id: BOT_USER, is_bot: true, is_enterprise_install: false }],
  };
}

export interface SlackPost {
  authorization: string | null;
  body: { channel: string; text: string; thread_ts?: string };
}

/** chat.postMessage answered as Slack does, every post kept in order. */
export function recordSlackPosts(server: SetupServer): SlackPost[] {
  const posts: SlackPost[] = [];
  server.use(
    http.post('https://slack.com/api/chat.postMessage', async ({ request }) => {
      const body = (await request.json()) as SlackPost['body'];
      posts.push({ authorization: request.headers.get('authorization'), body });
      return HttpResponse.json({ ok: true, channel: body.channel, ts: slackTs(), message: { text: body.text } });
    }),
  );
  return posts;
}

/** Waits until `check` holds (the background work answers events on its own time), failing after `ms`. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
