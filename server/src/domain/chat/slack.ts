import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { Prisma, type ConnectedApp, type PrismaClient, type SlackEvent } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger.js';
import { ProviderFailure } from '../../providers/failure.js';
import { postSlackMessage } from '../../providers/slack.js';
import type { AuditContext } from '../audit/record.js';
import type { UserCaller } from '../auth/caller.js';
import { CATALOG } from '../catalog/registry.js';
import { appForCall } from '../connected-apps/for-call.js';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';
import { nudge } from '../../worker/nudge.js';
import { isHeld } from './lock.js';
import { closeSession, createSession, type ChatSession } from './sessions.js';
import { openTurn, type TurnDeps } from './turn.js';

/**
 * Slack's Events API, answered by the agent an organization chose for its Slack app (docs/chat.md,
 * Slack). POST /api/v1/webhooks/slack verifies the request (Slack's v0 signature over the raw body, in
 * a five-minute window), takes each event id once into slack_events, and answers at once: Slack
 * wants a 200 within three seconds and retries otherwise. The background work (background.ts)
 * claims each pending event with a lease, runs the chat turn as the person who installed the app,
 * and posts the answer in the message's thread with the organization's own bot token.
 */

/** Slack's replay window: a request whose timestamp is further from now, either way, is refused. */
export const SLACK_REPLAY_WINDOW_SECONDS = 300;

/** How long an instance holds an event it answers; renewed while the turn runs, so only a dead instance lets it pass. */
const LEASE_SECONDS = 120;

/** Claims of one event before it is given up (a thread busy with another turn, Slack unreachable for the post). */
export const SLACK_MAX_ATTEMPTS = 5;

/** How long an event waits before it is tried again, when its thread is answering another message. */
const BUSY_RETRY_SECONDS = 5;

/** Events answered at once by one instance. */
const CONCURRENCY = 4;

/** Slack refuses longer texts (msg_too_long) at 40,000 characters. */
const SLACK_TEXT_MAX = 39_000;

const VERSION = 'v0';
const HEX_LENGTH = 64;

/**
 * Checks Slack's signature (docs.slack.dev, "Verifying requests from Slack"): `v0=` and the hex
 * HMAC-SHA256, under the app's signing secret, of `v0:<timestamp>:<raw body>`, compared in
 * constant time; and the timestamp within SLACK_REPLAY_WINDOW_SECONDS of now, so that a captured
 * request cannot be sent again later. Throws unauthorized, saying which.
 */
export function verifySlackSignature(secret: string, rawBody: Buffer, timestamp: string | undefined, signature: string | undefined, nowMs = Date.now()): void {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw new DomainError('unauthorized', 'Slack request refused: X-Slack-Request-Timestamp is missing or not a number of seconds');
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SLACK_REPLAY_WINDOW_SECONDS) {
    throw new DomainError('unauthorized', `Slack request refused: its timestamp is more than ${SLACK_REPLAY_WINDOW_SECONDS} seconds from now (a replay, or a clock astray)`);
  }
  const prefix = `${VERSION}=`;
  const hex = typeof signature === 'string' && signature.startsWith(prefix) ? signature.slice(prefix.length) : '';
  const expected = createHmac('sha256', secret).update(`${VERSION}:${timestamp}:`).update(rawBody).digest();
  const given = hex.length === HEX_LENGTH && /^[0-9a-f]+$/i.test(hex) ? Buffer.from(hex, 'hex') : null;
  if (!given || !timingSafeEqual(given, expected)) throw new DomainError('unauthorized', 'Slack request refused: X-Slack-Signature is missing or wrong');
}

const ZMessageEventSchema = z.looseObject({
  type: z.enum(['message', 'app_mention']),
  channel: z.string().min(1).max(100),
  user: z.string().min(1).max(100).optional(),
  text: z.string().max(40_000).optional(),
  ts: z.string().min(1).max(40),
  thread_ts: z.string().min(1).max(40).optional(),
  channel_type: z.string().max(40).optional(),
  bot_id: z.string().optional(),
  subtype: z.string().optional(),
});

const ZEnvelopeSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('url_verification'), challenge: z.string().min(1).max(200) }),
  z.looseObject({
    type: z.literal('event_callback'),
    team_id: z.string().min(1).max(40),
    event_id: z.string().min(1).max(100),
    event: z.looseObject({ type: z.string() }),
    authorizations: z.array(z.looseObject({ team_id: z.string().nullish(), user_id: z.string().nullish(), is_bot: z.boolean().optional() })).optional(),
  }),
]);

export type SlackReceipt = { challenge: string } | { outcome: 'queued' | 'duplicate' | 'ignored'; reason?: string };

export interface SlackDeps {
  db: PrismaClient;
  config: Config;
  logger: Logger;
}

/**
 * One verified delivery: url_verification answered with its challenge; a message to the app from
 * a person, in a Slack workspace whose team has exactly one organization's active Slack app with
 * an agent chosen, recorded once by its event id (a retry finds it and changes nothing); anything
 * else acknowledged and ignored, since Slack would retry every other answer.
 */
export async function receiveSlackEvent(deps: SlackDeps, rawBody: Buffer | undefined, headers: { timestamp?: string | undefined; signature?: string | undefined }): Promise<SlackReceipt> {
  const secret = deps.config.SLACK_SIGNING_SECRET;
  if (!secret) throw new DomainError('not_configured', 'The Slack event receiver is not configured on this server: its operator sets SLACK_SIGNING_SECRET');
  const raw = rawBody ?? Buffer.alloc(0);
  verifySlackSignature(secret, raw, headers.timestamp, headers.signature);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new DomainError('invalid_request', 'The body is not JSON');
  }
  const envelope = ZEnvelopeSchema.safeParse(body);
  if (!envelope.success) return { outcome: 'ignored', reason: 'not a url_verification or event_callback Slack sends' };
  if (envelope.data.type === 'url_verification') return { challenge: envelope.data.challenge };
  const { team_id: teamId, event_id: eventId, authorizations } = envelope.data;
  const parsed = ZMessageEventSchema.safeParse(envelope.data.event);
  if (!parsed.success) return { outcome: 'ignored', reason: `a ${envelope.data.event.type} event, not a message` };
  const event = parsed.data;
  const botUser = authorizations?.find((authorization) => authorization.is_bot && authorization.team_id === teamId)?.user_id ?? null;
  // Bots (this app's own posts included) and edits, deletions, joins…: only a person's new message is answered.
  if (event.bot_id || event.subtype || !event.user || event.user === botUser) return { outcome: 'ignored', reason: 'not a person\'s new message' };
  const text = event.text?.trim() ?? '';
  if (!text) return { outcome: 'ignored', reason: 'an empty message' };
  const apps = await deps.db.connectedApp.findMany({
    where: { provider: 'slack', status: 'active', chatAgentId: { not: null }, details: { path: ['team_id'], equals: teamId } },
  });
  if (apps.length !== 1) {
    return { outcome: 'ignored', reason: apps.length ? `${apps.length} organizations' Slack apps answer team ${teamId}: none is chosen over the others` : `no Slack app with an agent chosen answers team ${teamId}` };
  }
  const app = apps[0]!;
  const threadTs = event.thread_ts ?? event.ts;
  if (event.type === 'message' && event.channel_type !== 'im') {
    // In a channel, a message mentioning the app comes twice (message and app_mention): the mention is answered.
    if (botUser && text.includes(`<@${botUser}>`)) return { outcome: 'ignored', reason: 'answered as its app_mention' };
    // Otherwise only a reply in a thread the app already answers in is for it.
    const thread = event.thread_ts ? await deps.db.slackThread.findUnique({ where: { appId_channel_threadTs: { appId: app.id, channel: event.channel, threadTs } } }) : null;
    if (!thread) return { outcome: 'ignored', reason: 'a channel message neither mentioning the app nor in a thread it answers' };
  }
  const inserted = await deps.db.$executeRaw(Prisma.sql`
    INSERT INTO slack_events (event_id, org_id, app_id, team_id, channel, thread_ts, text)
    VALUES (${eventId}, ${app.orgId}, ${app.id}, ${teamId}, ${event.channel}, ${threadTs}, ${text})
    ON CONFLICT (event_id) DO NOTHING`);
  if (inserted === 0) return { outcome: 'duplicate' };
  await nudge(deps.db, 'slack');
  return { outcome: 'queued' };
}

/**
 * The background work's kind for Slack events: each tick claims pending events for its free slots
 * and starts answering them; one that ends calls `freed`, so that the runner ticks again for the
 * events that waited for a slot.
 */
export function createSlackResponder(deps: TurnDeps, freed: () => void = () => {}): { tick(): Promise<{ started: number }>; stop(): Promise<void> } {
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  const claim = async (limit: number): Promise<SlackEvent[]> =>
    deps.db.$queryRaw<SlackEvent[]>(Prisma.sql`
      UPDATE slack_events SET lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      WHERE event_id IN (
        SELECT event_id FROM slack_events
        WHERE status = 'pending' AND (lease_until IS NULL OR lease_until < now())
        ORDER BY created_at LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING event_id AS "eventId", org_id AS "orgId", app_id AS "appId", team_id AS "teamId", channel, thread_ts AS "threadTs", text,
                status, attempts, lease_until AS "leaseUntil", turn_id AS "turnId", detail, created_at AS "createdAt", done_at AS "doneAt"`);
  return {
    async tick() {
      const free = CONCURRENCY - inFlight.size;
      const batch = stopping || free <= 0 ? [] : await claim(free);
      for (const event of batch) {
        const work: Promise<void> = answerEvent(deps, event)
          .catch((error: unknown) => deps.logger.warn({ err: error, slack_event_id: event.eventId }, 'a Slack event failed; it is taken up again once its lease passes'))
          .finally(() => {
            inFlight.delete(work);
            if (!stopping) freed();
          });
        inFlight.add(work);
      }
      return { started: batch.length };
    },
    async stop() {
      stopping = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}

const settle = (db: PrismaClient, eventId: string, status: 'done' | 'failed', detail: string | null) =>
  db.slackEvent.update({ where: { eventId }, data: { status, detail, doneAt: new Date(), leaseUntil: null } });

/** Leaves the event pending, to be claimed again in `seconds`. */
const later = (db: PrismaClient, eventId: string, seconds: number, detail: string) =>
  db.$executeRaw`UPDATE slack_events SET lease_until = now() + make_interval(secs => ${seconds}), detail = ${detail} WHERE event_id = ${eventId}`;

/**
 * Answers one claimed event: its thread's session (opened as the installer on first use), its turn
 * (named on the event before it starts: a claim after a crash finds the turn and posts what it came
 * to, never runs the message twice), and the answer posted in the thread.
 */
async function answerEvent(deps: TurnDeps, event: SlackEvent): Promise<void> {
  const { db } = deps;
  const app = await db.connectedApp.findFirst({ where: { id: event.appId, orgId: event.orgId } });
  if (!app || app.status !== 'active' || !app.chatAgentId) {
    await settle(db, event.eventId, 'failed', 'The Slack app was removed, needs reinstalling, or has no agent chosen any more');
    return;
  }
  const membership = await db.membership.findFirst({ where: { orgId: app.orgId, userId: app.installedByUserId } });
  if (!membership) {
    await settle(db, event.eventId, 'failed', 'The person who installed the Slack app is no longer a member of the organization: an admin installs it again');
    return;
  }
  // The installer, as their membership stands now: the session is theirs, its turns start as them (docs/decisions.md).
  const caller: UserCaller = {
    kind: 'pat',
    orgId: app.orgId,
    workspaceId: app.workspaceId,
    userId: membership.userId,
    role: membership.role,
    permissions: membership.permissions,
    tokenId: `slack:${app.id}`,
  };
  const audit: AuditContext = { actor: { type: 'user', id: membership.userId }, requestId: null };
  const session = await threadSession(db, caller, app, event, audit);
  const [named] = await db.$queryRaw<{ turnId: string }[]>(Prisma.sql`
    UPDATE slack_events SET turn_id = COALESCE(turn_id, ${newId('ctn')}) WHERE event_id = ${event.eventId} RETURNING turn_id AS "turnId"`);
  const turnId = named!.turnId;
  let turn = await db.chatTurn.findUnique({ where: { id: turnId } });
  if (!turn) {
    try {
      const events = await openTurn(deps, caller, { sessionId: session.id, message: event.text, turnId }, { signal: new AbortController().signal, audit });
      let renewed = Date.now();
      for await (const _ of events) {
        if (Date.now() - renewed > (LEASE_SECONDS * 1000) / 3) {
          renewed = Date.now();
          await db.$executeRaw`UPDATE slack_events SET lease_until = now() + make_interval(secs => ${LEASE_SECONDS}) WHERE event_id = ${event.eventId}`;
        }
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Another message of the thread is being answered: this one waits its turn.
      const busy = error.code === 'conflict' && (await db.chatSession.findUnique({ where: { id: session.id }, select: { activeTurnId: true } }))?.activeTurnId;
      if (busy && event.attempts < SLACK_MAX_ATTEMPTS) {
        await later(db, event.eventId, BUSY_RETRY_SECONDS, error.message);
        return;
      }
      return post(deps, app, event, error.message);
    }
    turn = await db.chatTurn.findUniqueOrThrow({ where: { id: turnId } });
  } else if (turn.status === 'running' && (await isHeld(db, turn.sessionId, turn.id))) {
    await later(db, event.eventId, BUSY_RETRY_SECONDS, 'Its turn is still answering on another instance');
    return;
  }
  return post(deps, app, event, await answerOf(db, turn));
}

/** What the thread is told: the turn's last answer, why it waits (an approval's id), or why it failed. */
async function answerOf(db: PrismaClient, turn: { id: string; status: string; detail: string | null }): Promise<string> {
  const last = await db.chatMessage.findFirst({ where: { turnId: turn.id, role: 'assistant' }, orderBy: { id: 'desc' }, select: { content: true } });
  const said = last?.content.trim() ?? '';
  switch (turn.status) {
    case 'completed':
      return said || '(The agent answered with no text.)';
    case 'paused':
      return [said, `${turn.detail ?? 'Waiting'}: decide it in Proctor.`].filter(Boolean).join('\n\n');
    case 'running':
      return 'The answer to this message was interrupted (the server stopped while it ran): send it again.';
    default:
      return `The agent could not answer: ${turn.detail ?? turn.status}`;
  }
}

/**
 * The session of the event's thread: the one recorded for it while it is open and with the app's
 * chosen agent, else a new one of the installer's, recorded for the thread. Of two events opening
 * one thread's session at once, the first recorded wins and the other's session is closed.
 */
async function threadSession(db: PrismaClient, caller: UserCaller, app: ConnectedApp, event: SlackEvent, audit: AuditContext): Promise<ChatSession> {
  const key = { appId: app.id, channel: event.channel, threadTs: event.threadTs };
  const thread = await db.slackThread.findUnique({ where: { appId_channel_threadTs: key }, include: { session: true } });
  if (thread && !thread.session.closedAt && thread.session.agentId === app.chatAgentId) return thread.session;
  const session = await createSession(
    db,
    caller,
    { agentId: app.chatAgentId!, title: `Slack ${event.channel} thread ${event.threadTs}`, mode: app.sandbox ? 'test' : 'live', forceApproval: false },
    audit,
  );
  const recorded = thread
    ? await db.slackThread.updateMany({ where: { id: thread.id, sessionId: thread.sessionId }, data: { sessionId: session.id } })
    : await db.slackThread.createMany({ data: [{ id: newId('slth'), orgId: app.orgId, ...key, sessionId: session.id }], skipDuplicates: true });
  if (recorded.count === 1) return session;
  await closeSession(db, caller, session.id, audit);
  const winner = await db.slackThread.findUniqueOrThrow({ where: { appId_channel_threadTs: key }, include: { session: true } });
  return winner.session;
}

/**
 * Posts the answer in the event's thread with the organization's own bot token (refreshed first
 * when about to expire), never a server-wide one. A sandbox app's answer stays in its session:
 * its token is the sandbox's, which Slack does not know. Slack unreachable: the event is tried
 * again once its lease passes (its turn is not run again), up to SLACK_MAX_ATTEMPTS.
 */
async function post(deps: TurnDeps, app: ConnectedApp, event: SlackEvent, answer: string): Promise<void> {
  const { db, config, logger } = deps;
  if (app.sandbox) {
    await settle(db, event.eventId, 'done', 'A sandbox app: the answer is kept in its chat session, not posted');
    return;
  }
  const access = await appForCall(db, config, logger, { agentId: app.chatAgentId!, definition: CATALOG['chat.send'], payload: undefined });
  if ('missing' in access || access.found.id !== app.id) {
    await settle(db, event.eventId, 'failed', 'missing' in access ? access.missing : 'The Slack app of the agent\'s workspace is another one');
    return;
  }
  const text = answer.length > SLACK_TEXT_MAX ? `${answer.slice(0, SLACK_TEXT_MAX)}…` : answer;
  try {
    await postSlackMessage(
      { channel: event.channel, text, thread_ts: event.threadTs },
      { signal: AbortSignal.timeout(config.PROCTOR_PROVIDER_TIMEOUT_MS), serviceRequestId: `slack:${event.eventId}`, config, app: access.found },
    );
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    logger.warn({ slack_event_id: event.eventId, detail: error.message }, 'the answer to a Slack message could not be posted');
    if (event.attempts < SLACK_MAX_ATTEMPTS) {
      await db.slackEvent.update({ where: { eventId: event.eventId }, data: { detail: error.message } });
      return;
    }
    await settle(db, event.eventId, 'failed', error.message);
    return;
  }
  await settle(db, event.eventId, 'done', null);
}
