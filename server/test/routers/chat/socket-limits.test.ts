import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../support/app.js';
import { openChatSocket, refusedUpgrade } from '../../support/chat-socket.js';
import { openSession } from '../../support/chat.js';
import { agentWithBindings } from '../../support/dispatch.js';

// One place per credential and per organization, shared with the SSE streams; pings every second.
const app = useTestApp({ env: { PROCTOR_STREAM_MAX_PER_CREDENTIAL: '1', PROCTOR_STREAM_MAX_PER_ORG: '1', PROCTOR_STREAM_PING_MS: '1000' } });

async function newSession(on = app) {
  const fixture = await agentWithBindings(on, {});
  const session = await openSession(on, fixture.token, { agent_id: fixture.agentId });
  return { token: fixture.token, sessionId: session.id };
}

describe('the chat session channel\'s limits', () => {
  it('counts sockets in the credential\'s stream places: one more is 429 with Retry-After, and a closed one gives its place back', async () => {
    const { token, sessionId } = await newSession();
    const first = await openChatSocket(app, sessionId, { bearer: token });
    expect(await refusedUpgrade(app, sessionId, { bearer: token })).toMatchObject({ status: 429, headers: { 'retry-after': '10' }, body: { error: { code: 'rate_limited' } } });
    await first.close();
    await expect.poll(async () => {
      const again = await openChatSocket(app, sessionId, { bearer: token }).catch(() => null);
      await again?.close();
      return again !== null;
    }).toBe(true);
  });

  it('drops a client that stops answering pings', async () => {
    const { token, sessionId } = await newSession();
    const silent = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}/api/v1/chat/sessions/${sessionId}/ws`, { headers: { authorization: `Bearer ${token}` }, autoPong: false });
    const closed = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));
    await new Promise((resolve) => silent.once('open', resolve));
    // Terminated, not closed: no close frame (1006 on the client's side).
    expect(await closed).toBe(1006);
  });

  it('answers the path asked without an upgrade with 426', async () => {
    const { token, sessionId } = await newSession();
    const response = await app.request(`/api/v1/chat/sessions/${sessionId}/ws`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(426);
    expect(response.headers.get('upgrade')).toBe('websocket');
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('refuses a subprotocol list without proctor.v1 (400), and unknown paths under the API (404)', async () => {
    const { token, sessionId } = await newSession();
    const url = `${app.baseUrl.replace(/^http/, 'ws')}/api/v1/chat/sessions/${sessionId}/ws`;
    const status = (target: string, protocols?: string[]) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(target, protocols, { headers: { authorization: `Bearer ${token}` } });
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('open', () => reject(new Error('accepted')));
      });
    expect(await status(url, ['graphql-ws'])).toBe(400);
    expect(await status(`${app.baseUrl.replace(/^http/, 'ws')}/api/v1/agents/ws`)).toBe(404);
  });
});

describe('a server shutting down', () => {
  it('closes its chat sockets with 1001 (going away)', async () => {
    const own = await startTestApp();
    const { token, sessionId } = await newSession(own);
    const client = await openChatSocket(own, sessionId, { bearer: token });
    const closed = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    await own.close();
    expect(await closed).toBe(1001);
  });
});
