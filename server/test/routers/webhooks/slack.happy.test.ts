import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { useBackgroundWork } from '../../support/background.js';
import { mockProviders } from '../../support/providers.js';
import { eventually, recordSlackPosts, slackDelivery, slackOrg, slackTs, type SlackPost } from '../../support/slack.js';
import { signedSlack } from '../../support/webhooks.js';

const SECRET = 'slack-signing-secret-of-the-test-app';
const app = useTestApp({ env: { SLACK_SIGNING_SECRET: SECRET } });
useBackgroundWork(app);
const server = mockProviders();

const postsWith = (posts: SlackPost[], count: number) => eventually(async () => posts, (seen) => seen.length >= count);
const eventRow = (eventId: string) => app.db.prisma.slackEvent.findUniqueOrThrow({ where: { eventId } });

describe('POST /api/v1/webhooks/slack', () => {
  it('answers url_verification with its challenge', async () => {
    const answered = await signedSlack(app, SECRET, { token: 'x', challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P', type: 'url_verification' });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ ok: true, challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P' });
  });

  it("makes a person's message a turn of the organization's chosen agent, posted in the thread with the organization's own bot token; a reply in the thread continues its session", async () => {
    const posts = recordSlackPosts(server);
    const org = await slackOrg(app, 'T0HAPPY0001');
    const ts = slackTs();
    const delivery = slackDelivery(org.teamId, { text: 'What is on the agenda?', ts });
    const received = await signedSlack(app, SECRET, delivery);
    expect(received.status).toBe(200);
    expect(await received.json()).toEqual({ ok: true });

    const [post] = await postsWith(posts, 1);
    expect(post).toEqual({ authorization: `Bearer ${org.botToken}`, body: { channel: 'D0DIRECT01', text: 'What is on the agenda?', thread_ts: ts } });
    const row = await eventually(() => eventRow(delivery.event_id as string), (event) => event.status === 'done');
    expect(row).toMatchObject({ orgId: org.owner.session.organization.id, appId: org.appId, attempts: 1, detail: null });
    const turn = await app.db.prisma.chatTurn.findUniqueOrThrow({ where: { id: row.turnId! }, include: { session: true } });
    // The session is the installer's, with the chosen agent, in live mode (a real Slack workspace).
    expect(turn).toMatchObject({ status: 'completed', startedBy: org.owner.session.user.id });
    expect(turn.session).toMatchObject({ agentId: org.agentId, userId: org.owner.session.user.id, mode: 'live', closedAt: null });

    const reply = slackDelivery(org.teamId, { text: 'And after that?', ts: slackTs(), thread_ts: ts });
    expect((await signedSlack(app, SECRET, reply)).status).toBe(200);
    const [, second] = await postsWith(posts, 2);
    expect(second).toEqual({ authorization: `Bearer ${org.botToken}`, body: { channel: 'D0DIRECT01', text: 'And after that?', thread_ts: ts } });
    const replied = await eventually(() => eventRow(reply.event_id as string), (event) => event.status === 'done');
    const turns = await app.db.prisma.chatTurn.findMany({ where: { sessionId: turn.sessionId }, orderBy: { id: 'asc' } });
    expect(turns.map((each) => each.id)).toEqual([turn.id, replied.turnId]);
  });

  it('answers an event Slack delivers again (X-Slack-Retry-Num), even at once, with one turn and one post', async () => {
    const posts = recordSlackPosts(server);
    const org = await slackOrg(app, 'T0RETRIES01');
    const delivery = slackDelivery(org.teamId, { text: 'Only once, please' });
    const answers = await Promise.all([
      signedSlack(app, SECRET, delivery),
      signedSlack(app, SECRET, delivery, { headers: { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' } }),
      signedSlack(app, SECRET, delivery, { headers: { 'x-slack-retry-num': '2', 'x-slack-retry-reason': 'http_timeout' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await eventually(() => eventRow(delivery.event_id as string), (event) => event.status === 'done');
    expect((await signedSlack(app, SECRET, delivery, { headers: { 'x-slack-retry-num': '3' } })).status).toBe(200);
    // Time for a second answer, were one coming.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts).toHaveLength(1);
    const sessions = await app.db.prisma.chatSession.findMany({ where: { orgId: org.owner.session.organization.id }, include: { turns: true } });
    expect(sessions.flatMap((session) => session.turns)).toHaveLength(1);
  });

  it('answers a mention in a channel once, though Slack sends it as both message and app_mention, and ignores channel chatter', async () => {
    const posts = recordSlackPosts(server);
    const org = await slackOrg(app, 'T0MENTION01');
    const ts = slackTs();
    const text = '<@U0PROCTORBOT> summarise the thread';
    const inChannel = { channel: 'C0GENERAL01', channel_type: 'channel', text, ts };
    const message = slackDelivery(org.teamId, inChannel);
    const mention = slackDelivery(org.teamId, { ...inChannel, type: 'app_mention', channel_type: undefined });
    const chatter = slackDelivery(org.teamId, { channel: 'C0GENERAL01', channel_type: 'channel', text: 'lunch?', ts: slackTs() });
    for (const delivery of [message, mention, chatter]) expect((await signedSlack(app, SECRET, delivery)).status).toBe(200);
    const [post] = await postsWith(posts, 1);
    expect(post).toEqual({ authorization: `Bearer ${org.botToken}`, body: { channel: 'C0GENERAL01', text, thread_ts: ts } });
    const recorded = await app.db.prisma.slackEvent.findMany({ where: { appId: org.appId } });
    expect(recorded.map((event) => event.eventId)).toEqual([mention.event_id]);
  });

  it('takes up an event whose instance died once its lease passes, posting what its turn came to without running it again', async () => {
    const posts = recordSlackPosts(server);
    const org = await slackOrg(app, 'T0RECOVER01');
    const delivery = slackDelivery(org.teamId, { text: 'Survive a restart' });
    expect((await signedSlack(app, SECRET, delivery)).status).toBe(200);
    const eventId = delivery.event_id as string;
    const answered = await eventually(() => eventRow(eventId), (event) => event.status === 'done');
    await postsWith(posts, 1);
    // The instance died after its turn ended, before it recorded the post: its claim's lease has passed.
    await app.db.prisma.slackEvent.update({ where: { eventId }, data: { status: 'pending', doneAt: null, leaseUntil: new Date(Date.now() - 1000) } });
    const [, again] = await postsWith(posts, 2);
    expect(again).toEqual(posts[0]);
    expect(await eventually(() => eventRow(eventId), (event) => event.status === 'done')).toMatchObject({ attempts: 2, turnId: answered.turnId });
    // It died mid-turn: the turn is not run again, the thread is told.
    await app.db.prisma.chatTurn.update({ where: { id: answered.turnId! }, data: { status: 'running', endedAt: null } });
    await app.db.prisma.slackEvent.update({ where: { eventId }, data: { status: 'pending', doneAt: null, leaseUntil: null } });
    const [, , interrupted] = await postsWith(posts, 3);
    expect(interrupted!.body.text).toMatch(/interrupted/);
    expect(await app.db.prisma.chatTurn.count({ where: { sessionId: (await app.db.prisma.chatTurn.findUniqueOrThrow({ where: { id: answered.turnId! } })).sessionId } })).toBe(1);
  });
});
