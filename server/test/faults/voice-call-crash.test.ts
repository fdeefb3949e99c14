import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.js';
import { startTestApp } from '../support/app.js';
import { createMigratedDatabase } from '../support/database.js';
import { agentWithBindings, dispatchAs } from '../support/dispatch.js';
import { startLocalServer, type LocalServer } from '../support/local-server.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { CALL_PAYLOAD, TWILIO_ACCOUNT, TWILIO_SETTINGS, TWILIO_TOKEN, twilioCall } from '../support/twilio.js';
import { callStatusParams, signedVoiceStatus } from '../support/webhooks.js';

// Fault: `proctor serve` is killed (SIGKILL) while live voice calls run, and the calls end while it
// is down. Started again on the same database, each call must settle exactly once: one through
// Twilio's status callback (delivered twice, as Twilio retries) racing the new instance's poller,
// the other through the poller alone, since its callback never comes.

const CALLS_PATH = `/2010-04-01/Accounts/${TWILIO_ACCOUNT}/Calls`;

const databases: Database[] = [];
const servers: ServerProcess[] = [];
const locals: LocalServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all(locals.map((local) => local.close()));
  await Promise.all(databases.map((db) => db.close()));
});

describe('proctor serve killed with SIGKILL while voice calls run', () => {
  it('restarted, settles each call once, by its callback or by the poller: one debit of its minutes, no hold, one outcome entry', async () => {
    // Twilio Voice on a loopback server: calls placed answer queued; a call is in progress until ended.
    const ended = new Set<string>();
    let placed = 0;
    const twilio = await startLocalServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.method === 'POST' && request.path === `${CALLS_PATH}.json`) {
        const sid = `CA${String(++placed).padStart(32, '0')}`;
        response.writeHead(201).end(JSON.stringify(twilioCall(sid, 'queued', null)));
        return;
      }
      const sid = /\/Calls\/(CA\w+)\.json$/.exec(request.path)?.[1];
      if (request.method === 'GET' && sid) {
        response.writeHead(200).end(JSON.stringify(ended.has(sid) ? twilioCall(sid, 'completed', '61') : twilioCall(sid, 'in-progress', null)));
        return;
      }
      response.writeHead(404).end(JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }));
    });
    locals.push(twilio);
    const env = { ...TWILIO_SETTINGS, TWILIO_API_URL: twilio.origin, PROCTOR_RATE_LIMIT_REQUESTS: '0' };

    const url = await createMigratedDatabase();
    const setup = await startTestApp({ db: connectDatabase(url) });
    const fixture = await agentWithBindings(setup, { 'voice.call': {} });
    await setup.close();
    const orgId = fixture.owner.session.organization.id;
    const db = connectDatabase(url);
    databases.push(db);
    const startingBalance = (await db.prisma.wallet.findFirstOrThrow({ where: { orgId } })).balanceCents;

    const first = await startServerProcess(url, env);
    servers.push(first);
    const calls = [];
    for (let n = 0; n < 2; n++) calls.push(await dispatchAs(first.app, fixture.liveKey, { operation: 'voice.call', payload: CALL_PAYLOAD }));
    expect(calls.map((answer) => [answer.status, answer.body.status])).toEqual([
      [202, 'running'],
      [202, 'running'],
    ]);
    first.run.child.kill('SIGKILL');
    await first.run.exited;

    // Both calls end while no server runs.
    const requests = await db.prisma.serviceRequest.findMany({ where: { orgId }, orderBy: { createdAt: 'asc' } });
    expect(requests.map((request) => request.status)).toEqual(['running', 'running']);
    for (const request of requests) ended.add(request.externalId!);
    expect((await db.prisma.wallet.findFirstOrThrow({ where: { orgId } })).heldCents).toBe(12n);

    const second = await startServerProcess(url, env);
    servers.push(second);
    const [withCallback, withoutCallback] = requests;
    const delivered = await Promise.all(
      [0, 1].map(() => signedVoiceStatus(second.app, TWILIO_TOKEN, withCallback!.id, callStatusParams(withCallback!.externalId!, 'completed', 61)).then((answer) => answer.status)),
    );
    expect(delivered).toEqual([200, 200]);
    // The other waits for the poller (every 5 s, for calls quiet for 5 s).
    const settledBy = Date.now() + 30_000;
    while ((await db.prisma.serviceRequest.count({ where: { orgId, status: 'running' } })) > 0 && Date.now() < settledBy) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const after = await db.prisma.serviceRequest.findMany({ where: { orgId } });
    for (const request of after) expect(request).toMatchObject({ status: 'executed', costCents: 4n, holdCents: 0n, result: expect.objectContaining({ duration_seconds: 61, billed_minutes: 2 }) });
    expect(twilio.received.some((request) => request.method === 'GET' && request.path.endsWith(`${withoutCallback!.externalId}.json`))).toBe(true);
    const wallet = await db.prisma.wallet.findFirstOrThrow({ where: { orgId } });
    expect(wallet).toMatchObject({ heldCents: 0n, balanceCents: startingBalance - 8n });
    for (const request of after) {
      expect(await db.prisma.auditEntry.count({ where: { targetId: request.id, action: { in: ['service_request.executed', 'service_request.failed'] } } })).toBe(1);
    }
    // Settled by whichever came first: the callback (audited as the voice receiver) or the poller (the system).
    const { actorId } = await db.prisma.auditEntry.findFirstOrThrow({ where: { targetId: withCallback!.id, action: 'service_request.executed' } });
    expect(['reconcile:voice', null]).toContain(actorId);
  }, 120_000);
});
