import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { agentWithBindings, dispatchAs } from '../support/dispatch.js';
import { captureLogs } from '../support/logs.js';
import { startLocalServer, type LocalServer } from '../support/local-server.js';
import { detailOf } from '../support/providers.js';

/**
 * A refused outbound request costs nothing, so its detail must not say where a host name resolved:
 * an agent could map the server's internal DNS for free. `localhost` is the name here, resolved by
 * the system's hosts file to loopback, which the policy refuses; the agent sees only the name it
 * gave, and the server log has the address.
 */
const RESOLVED = /127\.0\.0\.1|::1|loopback/;

const { logger, lines } = captureLogs('info');
// The redirector is the one allowed destination (127.0.0.2 is loopback too, on Linux): its hop to
// localhost is the refusal under test.
const app = useTestApp({
  logger,
  env: {
    PROCTOR_OUTBOUND_ALLOW: '127.0.0.2/32',
    PROCTOR_WEBHOOK_SECRET: `whsec_${Buffer.from('outbound refusals test secret').toString('base64')}`,
    OPENAI_API_KEY: 'sk-test-never-called',
  },
});

let target: LocalServer;
let redirector: LocalServer;
beforeAll(async () => {
  target = await startLocalServer((_request, response) => void response.writeHead(200, { 'content-type': 'text/plain' }).end('internal'));
  redirector = await startLocalServer(
    (_request, response) => void response.writeHead(302, { location: `http://localhost:${target.port}/admin` }).end(),
    '127.0.0.2',
  );
});
afterAll(async () => {
  await target.close();
  await redirector.close();
});

describe('a refusal of a host name that resolves to an internal address', () => {
  it.each([
    ['web.fetch_url', () => ({ url: `http://localhost:${target.port}/admin` })],
    ['web.fetch_url, by redirect', () => ({ url: `${redirector.origin}/go` })],
    ['notification.webhook', () => ({ url: `http://localhost:${target.port}/hook`, payload: { event: 'probe' } })],
    ['audio.transcribe', () => ({ audio_url: `http://localhost:${target.port}/talk.mp3` })],
  ])('%s: names the host, never the address, in the answer, the stored request and the audit trail; the log has it', async (name, payload) => {
    const operation = name.split(',')[0]!;
    const fixture = await agentWithBindings(app, { [operation]: {} });
    const { body, raw } = await dispatchAs(app, fixture.liveKey, { operation, payload: payload() });
    expect(body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(body)).toContain('The host localhost is not an allowed destination');
    expect(raw).not.toMatch(RESOLVED);
    const stored = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: body.id } });
    expect(JSON.stringify(stored.result)).not.toMatch(RESOLVED);
    const audit = await app.db.prisma.auditEntry.findMany({ where: { targetId: body.id } });
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))).not.toMatch(RESOLVED);
    expect(target.received).toHaveLength(0);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.service_request_id === body.id);
    expect(logged).toMatchObject({ level: 40, outbound_refused: { host: 'localhost', address: expect.stringMatching(RESOLVED), reason: 'loopback' } });
  });
});

/**
 * A name that does not resolve must answer as one that resolves inside: were they told apart, an
 * agent could learn for free which names exist in the server's network. The log tells them apart.
 */
describe('a host name that does not resolve, beside one that resolves to an internal address', () => {
  const MISSING = 'doesnotexist-zz9.invalid';

  it.each([
    ['web.fetch_url', (host: string) => ({ url: `http://${host}/admin` })],
    ['notification.webhook', (host: string) => ({ url: `http://${host}/hook`, payload: { event: 'probe' } })],
  ])('%s: the same answer for both, but for the name the caller gave; the log says which', async (operation, payload) => {
    const fixture = await agentWithBindings(app, { [operation]: {} });
    const internal = await dispatchAs(app, fixture.liveKey, { operation, payload: payload('localhost') });
    const missing = await dispatchAs(app, fixture.liveKey, { operation, payload: payload(MISSING) });
    const answer = (body: typeof internal.body, host: string) => ({
      status: body.status,
      reason_code: body.reason_code,
      cost_cents: body.cost_cents,
      detail: detailOf(body).replaceAll(host, '<host>'),
    });
    expect(answer(missing.body, MISSING)).toEqual(answer(internal.body, 'localhost'));
    expect(answer(missing.body, MISSING)).toMatchObject({ status: 'failed', cost_cents: 0, detail: expect.stringContaining('The host <host> is not an allowed destination') });
    const logged = (id: string) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.service_request_id === id);
    expect(logged(missing.body.id)).toMatchObject({ outbound_refused: { host: MISSING, reason: 'does not resolve (ENOTFOUND)' } });
    expect(logged(internal.body.id)).toMatchObject({ outbound_refused: { host: 'localhost', reason: 'loopback' } });
  });
});
