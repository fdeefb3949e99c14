import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/db/client.js';
import { startTestApp, useTestApp, type TestApp } from '../../support/app.js';
import { eventNames, openChatSocket, refusedUpgrade, type SocketEvent, type TestSocket } from '../../support/chat-socket.js';
import { openSession } from '../../support/chat.js';
import { createMigratedDatabase } from '../../support/database.js';
import { agentWithBindings, CSV, type DispatchFixture } from '../../support/dispatch.js';
import { addMember, call, mintToken, signup } from '../../support/identity.js';
import { waitUntilBlockedBy } from '../../support/locks.js';

const app = useTestApp();

const ONE_CALL = `Parse this.\ncall ${CSV.operation} ${JSON.stringify(CSV.payload)}`;
const TWO_CALLS = `${ONE_CALL}\ncall ${CSV.operation} {"csv": "a,b\\n1,2\\n"}`;

const COMPLETED = ['model', 'message_delta', 'message', 'tool_planned', 'tool_executing', 'tool_done', 'model', 'message_delta', 'message', 'usage', 'done'];

const ids = (events: SocketEvent[]) => events.map((event) => Number(event.id));
const consecutive = (events: SocketEvent[]) => ids(events).every((id, index, all) => index === 0 || id === all[index - 1]! + 1);

async function sessionOf(on: TestApp, body: Record<string, unknown> = {}): Promise<{ fixture: DispatchFixture; sessionId: string }> {
  const fixture = await agentWithBindings(on, { [CSV.operation]: {} });
  const session = await openSession(on, fixture.token, { agent_id: fixture.agentId, ...body });
  return { fixture, sessionId: session.id };
}

/**
 * Holds the agent's row as a change to it would (agents.ts lockAgent), so that the turn's next
 * tool call waits in admission: a turn kept running until `release()`.
 */
async function holdAgent(on: TestApp, agentId: string): Promise<{ blocked: Promise<void>; release: () => Promise<void> }> {
  let release!: () => void;
  let blocked!: Promise<void>;
  let locked!: () => void;
  const holding = new Promise<void>((resolve) => (locked = resolve));
  const done = on.db.prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM agents WHERE id = ${agentId} FOR UPDATE`;
      blocked = waitUntilBlockedBy(on, tx);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    },
    { timeout: 30_000 },
  );
  await holding;
  return { blocked, release: async () => (release(), await done) };
}

describe('the chat session channel', () => {
  it('sends every client on a session the same events of a turn one of them started, in order, ids as the SSE stream\'s', async () => {
    const { fixture, sessionId } = await sessionOf(app);
    const first = await openChatSocket(app, sessionId, { bearer: fixture.token });
    const second = await openChatSocket(app, sessionId, { protocolToken: fixture.token });
    try {
      expect(second.ws.protocol).toBe('proctor.v1');
      first.send({ type: 'turn', message: ONE_CALL });
      const [seenByFirst, seenBySecond] = await Promise.all([first.untilDone(), second.untilDone()]);
      expect(eventNames(seenByFirst)).toEqual(COMPLETED);
      expect(seenBySecond).toEqual(seenByFirst);
      expect(consecutive(seenByFirst)).toBe(true);
      expect(seenByFirst.at(-1)!.data).toMatchObject({ status: 'completed' });
      const stored = await app.db.prisma.chatEvent.findMany({ where: { sessionId }, orderBy: { seq: 'asc' } });
      expect(stored.map((row) => String(row.seq))).toEqual(seenByFirst.map((event) => event.id));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('keeps a turn going when the socket that started it closes: the others still see it end completed', async () => {
    const { fixture, sessionId } = await sessionOf(app);
    const starter = await openChatSocket(app, sessionId, { bearer: fixture.token });
    const watcher = await openChatSocket(app, sessionId, { bearer: fixture.token });
    try {
      starter.send({ type: 'turn', message: ONE_CALL });
      await starter.close();
      const events = await watcher.untilDone();
      expect(eventNames(events)).toEqual(COMPLETED);
      expect(events.at(-1)!.data).toMatchObject({ status: 'completed' });
    } finally {
      await watcher.close();
    }
  });

  it('resumes a client reconnecting with ?after= from the next event: the stored ones, then live ones, no gap and no duplicate', async () => {
    const { fixture, sessionId } = await sessionOf(app);
    const held = await holdAgent(app, fixture.agentId);
    const first = await openChatSocket(app, sessionId, { bearer: fixture.token });
    let resumed: TestSocket | undefined;
    try {
      first.send({ type: 'turn', message: ONE_CALL });
      const executing = await first.waitFor((message) => message.type === 'event' && message.event === 'tool_executing');
      await held.blocked;
      const seen = first.events().filter((event) => Number(event.id) <= Number(executing.id));
      await first.close();
      // Resumed from the middle of what it saw; the rest comes from the table, then live once the call goes on.
      const lastSeen = Number(seen[2]!.id);
      resumed = await openChatSocket(app, sessionId, { bearer: fixture.token, after: lastSeen });
      await held.release();
      const rest = await resumed.untilDone();
      expect(rest[0]!.id).toBe(String(lastSeen + 1));
      expect(consecutive(rest)).toBe(true);
      expect(eventNames([...seen.slice(0, 3), ...rest])).toEqual(COMPLETED);
    } finally {
      await resumed?.close();
    }
  });

  it('lets any client cancel the running turn: the tool call under way settles, the rest are cancelled, the turn ends cancelled', async () => {
    const { fixture, sessionId } = await sessionOf(app);
    const starter = await openChatSocket(app, sessionId, { bearer: fixture.token });
    const canceller = await openChatSocket(app, sessionId, { bearer: fixture.token });
    const held = await holdAgent(app, fixture.agentId);
    try {
      starter.send({ type: 'turn', message: TWO_CALLS });
      await canceller.waitFor((message) => message.type === 'event' && message.event === 'tool_executing');
      await held.blocked;
      canceller.send({ type: 'cancel' });
      // The cancel reaches the turn (through the database's notification) while its call waits.
      await starter.waitFor((message) => message.type === 'event' && message.event === 'status');
      await held.release();
      const events = await starter.untilDone();
      expect(eventNames(events)).toEqual(['model', 'message_delta', 'message', 'tool_planned', 'tool_planned', 'tool_executing', 'status', 'tool_done', 'usage', 'done']);
      expect(events.at(-1)!.data).toMatchObject({ status: 'cancelled', detail: 'A client of the session cancelled the turn' });
      const calls = await app.db.prisma.chatToolCall.findMany({ where: { sessionId }, orderBy: { id: 'asc' } });
      expect(calls.map((call) => call.status)).toEqual(['executed', 'cancelled']);
    } finally {
      await Promise.all([starter.close(), canceller.close()]);
    }
  });

  it('answers a message it cannot take with an error message and keeps the connection', async () => {
    const { fixture, sessionId } = await sessionOf(app);
    const client = await openChatSocket(app, sessionId, { bearer: fixture.token });
    try {
      client.send('{not json');
      expect(await client.waitFor((message) => message.type === 'error')).toMatchObject({ code: 'invalid_request', message: 'The message is not JSON' });
      client.send({ type: 'dance' });
      await expect.poll(() => client.messages.filter((message) => message.type === 'error').length).toBe(2);
      expect(client.messages.filter((message) => message.type === 'error')[1]).toMatchObject({ code: 'invalid_request' });
      client.send({ type: 'cancel' });
      await expect.poll(() => client.messages.filter((message) => message.type === 'error').length).toBe(3);
      expect(client.messages.filter((message) => message.type === 'error')[2]).toMatchObject({ code: 'conflict' });
      client.send({ type: 'turn', message: 'hello', surprise: 1 });
      await expect.poll(() => client.messages.filter((message) => message.type === 'error').length).toBe(4);
      // Still open, and a good message still works.
      client.send({ type: 'turn', message: 'hello' });
      const events = await client.untilDone();
      expect(eventNames(events)).toEqual(['model', 'message_delta', 'message', 'usage', 'done']);
      // A second turn while none runs but one was just asked for the same session: 409 as over REST.
    } finally {
      await client.close();
    }
  });

  it('decides an approval over the socket for an admin, refuses a member with an error message, and resumes the turn', async () => {
    const { fixture, sessionId } = await sessionOf(app, { force_approval: true });
    const client = await openChatSocket(app, sessionId, { bearer: fixture.token });
    try {
      client.send({ type: 'turn', message: ONE_CALL });
      const paused = await client.untilDone();
      const pending = paused.find((event) => event.event === 'tool_pending')!.data as { approval_id: string };
      expect(paused.at(-1)!.data).toMatchObject({ status: 'paused' });

      // A member of the organization, on a session of their own, may not decide it.
      const member = await addMember(app, fixture.owner.session.organization.id, 'member');
      const own = await call<{ id: string }>(app, 'POST', '/api/v1/chat/sessions', { as: { cookie: member.cookie }, body: { agent_id: fixture.agentId } });
      expect(own.status, own.raw).toBe(201);
      const memberSocket = await openChatSocket(app, own.body.id, { cookie: member.cookie, origin: app.baseUrl });
      memberSocket.send({ type: 'approve', approval_id: pending.approval_id });
      expect(await memberSocket.waitFor((message) => message.type === 'error')).toMatchObject({ code: 'forbidden' });
      await memberSocket.close();
      expect(await app.db.prisma.approval.findUniqueOrThrow({ where: { id: pending.approval_id } })).toMatchObject({ status: 'pending' });

      client.send({ type: 'approve', approval_id: pending.approval_id, note: 'fine' });
      const decided = await client.waitFor((message) => message.type === 'decided');
      expect(decided).toMatchObject({ session_id: sessionId, approval: { id: pending.approval_id, status: 'approved' } });
      client.send({ type: 'turn', continue_from: decided.continue_from });
      const resumed = await client.untilDone(Number(paused.at(-1)!.id));
      expect(resumed.at(-1)!.data).toMatchObject({ status: 'completed' });
    } finally {
      await client.close();
    }
  });
});

describe('the chat session channel refuses before the upgrade, as plain HTTP in the error envelope', () => {
  it('a missing credential (401), an agent key (403), another person\'s session (404), a malformed after (400)', async () => {
    const { fixture, sessionId } = await sessionOf(app);
    expect(await refusedUpgrade(app, sessionId, {})).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    expect(await refusedUpgrade(app, sessionId, { bearer: fixture.testKey })).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await refusedUpgrade(app, sessionId, { bearer: 'service_pat_live_nope' })).toMatchObject({ status: 401 });
    expect(await refusedUpgrade(app, sessionId, { bearer: fixture.token, after: -1 as number })).toMatchObject({ status: 400 });
    const stranger = await signup(app);
    const strangerToken = await mintToken(app, stranger);
    expect(await refusedUpgrade(app, sessionId, { bearer: strangerToken })).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    // A colleague in the same organization: a session is its person's.
    const colleague = await addMember(app, fixture.owner.session.organization.id, 'admin');
    expect(await refusedUpgrade(app, sessionId, { cookie: colleague.cookie, origin: app.baseUrl })).toMatchObject({ status: 404 });
  });

  it('a session cookie from another origin, or with none (403); from our own origin it connects', async () => {
    const { fixture, sessionId } = await sessionOf(app);
    const { cookie } = fixture.owner;
    expect(await refusedUpgrade(app, sessionId, { cookie, origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await refusedUpgrade(app, sessionId, { cookie })).toMatchObject({ status: 403 });
    const client = await openChatSocket(app, sessionId, { cookie, origin: app.baseUrl });
    await client.close();
  });
});

describe('the chat session channel on two server instances sharing one database', () => {
  it('fans a turn out to a client on each, and a client on one cancels a turn running on the other', async () => {
    const url = await createMigratedDatabase();
    const one = await startTestApp({ db: connectDatabase(url) });
    const two = await startTestApp({ db: connectDatabase(url) });
    const sockets: TestSocket[] = [];
    try {
      const { fixture, sessionId } = await sessionOf(one);
      const onOne = await openChatSocket(one, sessionId, { bearer: fixture.token });
      const onTwo = await openChatSocket(two, sessionId, { bearer: fixture.token });
      sockets.push(onOne, onTwo);
      onOne.send({ type: 'turn', message: ONE_CALL });
      const [seenOnOne, seenOnTwo] = await Promise.all([onOne.untilDone(), onTwo.untilDone()]);
      expect(eventNames(seenOnTwo)).toEqual(COMPLETED);
      expect(seenOnTwo).toEqual(seenOnOne);

      // The turn runs on instance one; the cancel comes from instance two's client.
      const held = await holdAgent(one, fixture.agentId);
      onOne.send({ type: 'turn', message: TWO_CALLS });
      const last = Number(seenOnOne.at(-1)!.id);
      await onTwo.waitFor((message) => message.type === 'event' && message.event === 'tool_executing' && Number(message.id) > last);
      await held.blocked;
      onTwo.send({ type: 'cancel' });
      // Only instance one drives the turn: it hears the cancel and says so.
      await onTwo.waitFor((message) => message.type === 'event' && message.event === 'status' && Number(message.id) > last);
      await held.release();
      const events = await onTwo.untilDone(last);
      expect(eventNames(events.filter((event) => Number(event.id) > last)).slice(-4)).toEqual(['status', 'tool_done', 'usage', 'done']);
      expect(events.at(-1)!.data).toMatchObject({ status: 'cancelled' });
      const turn = await one.db.prisma.chatTurn.findUniqueOrThrow({ where: { id: (events.at(-1)!.data as { turn_id: string }).turn_id } });
      expect(turn.status).toBe('cancelled');
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
      await Promise.all([one.close(), two.close()]);
    }
  });
});
