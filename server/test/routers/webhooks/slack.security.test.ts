import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { mockProviders } from '../../support/providers.js';
import { BOT_USER, eventually, recordSlackPosts, slackDelivery, slackOrg, slackTs } from '../../support/slack.js';
import { signedSlack } from '../../support/webhooks.js';

/** The route is public to the matrix: its caller is proven by Slack's signature instead. */
const SECRET = 'slack-signing-secret-of-the-test-app';
const app = useTestApp({ env: { SLACK_SIGNING_SECRET: SECRET } });
useBackgroundWork(app);
const server = mockProviders();

const recordedFor = (appId: string) => app.db.prisma.slackEvent.count({ where: { appId } });

describe('POST /api/v1/webhooks/slack', () => {
  it('refuses a forged signature, a missing one, and a timestamp outside five minutes either way (401), recording nothing', async () => {
    const posts = recordSlackPosts(server);
    const org = await slackOrg(app, 'T0SIGNED001');
    const delivery = slackDelivery(org.teamId);
    const refusals = [
      await signedSlack(app, 'another-secret', delivery),
      await signedSlack(app, SECRET, delivery, { at: new Date(Date.now() - 301_000) }),
      await signedSlack(app, SECRET, delivery, { at: new Date(Date.now() + 301_000) }),
      await signedSlack(app, SECRET, delivery, { headers: { 'x-slack-signature': 'v0=' + '0'.repeat(64) } }),
      await signedSlack(app, SECRET, delivery, { headers: { 'x-slack-signature': '' } }),
      await signedSlack(app, SECRET, delivery, { headers: { 'x-slack-request-timestamp': 'yesterday' } }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as ErrorEnvelope).error.code).toBe('unauthorized');
    }
    // A body changed after signing is another body.
    const raw = JSON.stringify(delivery);
    const signedOther = await signedSlack(app, SECRET, { ...delivery, event_id: 'Ev0TAMPERED' });
    const tampered = await app.request('/api/v1/webhooks/slack', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-slack-request-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-slack-signature': 'v0=' + 'ab'.repeat(32),
      },
      body: raw,
    });
    expect(tampered.status).toBe(401);
    expect(signedOther.status).toBe(200);
    expect(await app.db.prisma.slackEvent.findMany({ where: { appId: org.appId }, select: { eventId: true } })).toEqual([{ eventId: 'Ev0TAMPERED' }]);
    // Still inside the window: accepted.
    expect((await signedSlack(app, SECRET, slackDelivery(org.teamId), { at: new Date(Date.now() - 290_000) })).status).toBe(200);
    // The two accepted are answered (before the next test's posts are counted).
    await eventually(() => app.db.prisma.slackEvent.findMany({ where: { appId: org.appId } }), (events) => events.length === 2 && events.every((event) => event.status === 'done'));
    expect(posts).toHaveLength(2);
  });

  it("answers a team's message through that team's organization only, with its own token; a team no organization installed reaches none", async () => {
    const posts = recordSlackPosts(server);
    const mine = await slackOrg(app, 'T0MINE00001');
    const theirs = await slackOrg(app, 'T0THEIRS001');
    const ts = slackTs();
    expect((await signedSlack(app, SECRET, slackDelivery(theirs.teamId, { text: 'for them', ts }))).status).toBe(200);
    expect((await signedSlack(app, SECRET, slackDelivery('T0NOBODY001', { text: 'for nobody' }))).status).toBe(200);
    await eventually(async () => posts, (seen) => seen.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts).toEqual([{ authorization: `Bearer ${theirs.botToken}`, body: { channel: 'D0DIRECT01', text: 'for them', thread_ts: ts } }]);
    expect(await recordedFor(mine.appId)).toBe(0);
    expect(await app.db.prisma.slackEvent.count({ where: { teamId: 'T0NOBODY001' } })).toBe(0);
    expect(await app.db.prisma.chatSession.count({ where: { orgId: mine.owner.session.organization.id } })).toBe(0);
  });

  it("ignores bots, the app's own messages, edits and other subtypes, and an app with no agent chosen", async () => {
    const posts = recordSlackPosts(server);
    const org = await slackOrg(app, 'T0BOTS00001');
    for (const event of [
      { bot_id: 'B0OTHERBOT1', text: 'beep' },
      { user: BOT_USER, text: 'my own answer' },
      { subtype: 'message_changed', text: 'edited' },
      { subtype: 'bot_message', bot_id: 'B0OTHERBOT1', user: undefined, text: 'posted by an integration' },
      { type: 'reaction_added', reaction: 'thumbsup' },
      { text: '   ' },
    ]) {
      expect((await signedSlack(app, SECRET, slackDelivery(org.teamId, event))).status).toBe(200);
    }
    const unchosen = await app.db.prisma.connectedApp.update({ where: { id: org.appId }, data: { chatAgentId: null } });
    expect((await signedSlack(app, SECRET, slackDelivery(org.teamId, { text: 'anyone?' }))).status).toBe(200);
    expect(unchosen.chatAgentId).toBeNull();
    expect(await recordedFor(org.appId)).toBe(0);
    expect(posts).toEqual([]);
  });
});
