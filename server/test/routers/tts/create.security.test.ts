import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ZVoicesResponseSchema } from '../../../src/routers/tts/voices.types.js';
import { useTestApp } from '../../support/app.js';
import { createMigratedDatabase } from '../../support/database.js';
import { agentWithBindings, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { parseWav, speak } from '../../support/speech.js';

const app = useTestApp();

describe('POST /api/v1/tts: the text is only ever spoken', () => {
  const fixture = useAgentWithBindings(app, {});

  it.each(['-w /tmp/owned.wav --voices', '--help', '-f /etc/passwd', '-v en-us -s 999'])('%j is read aloud, never as an eSpeak option', async (text) => {
    const answer = await speak(app, { bearer: fixture.token }, { text, voice: 'en-us' });
    expect(answer.status, answer.text()).toBe(200);
    // Spoken, symbols and all: at least the time its words take at the normal rate (an option would answer no WAV, or change the rate).
    expect(parseWav(answer.bytes).durationSeconds).toBeGreaterThan((text.split(/[\s/.-]+/).filter(Boolean).length / 175) * 60);
  });

  it('a cookie session without its Origin is refused (CSRF), and nothing is spoken', async () => {
    const response = await app.request('/api/v1/tts', {
      method: 'POST',
      headers: { cookie: fixture.owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hello' }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('a test key never reaches the live provider, even where it is configured: the sandbox answers', async () => {
    const bound = await agentWithBindings(app, { 'speech.synthesize': {} });
    const answer = await speak(app, { bearer: bound.testKey }, { text: 'Hello', voice: 'alloy' });
    expect(answer.status, answer.text()).toBe(200);
    const request = await app.db.prisma.serviceRequest.findUniqueOrThrow({ where: { id: answer.headers.get('x-service-request-id')! } });
    expect(request).toMatchObject({ mode: 'test', costCents: 0n });
  });
});

describe('a server without the optional package espeak-ng', () => {
  const servers: ServerProcess[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('says so in GET /v1/tts and answers POST /v1/tts with a local voice 503 not_configured naming the package', async () => {
    const preload = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../support/without-espeak.mjs');
    const server = await startServerProcess(await createMigratedDatabase(), { NODE_OPTIONS: `--import ${pathToFileURL(preload).href}` });
    servers.push(server);
    const fixture = await agentWithBindings(server.app, {});
    const voices = await call<z.infer<typeof ZVoicesResponseSchema>>(server.app, 'GET', '/api/v1/tts', { as: { bearer: fixture.token } });
    expect(voices.status, voices.raw).toBe(200);
    expect(voices.body).toEqual({ voices: [], local: { available: false }, live: { available: false } });
    const answer = await speak(server.app, { bearer: fixture.token }, { text: 'Hello', voice: 'en-us' });
    expect(answer.status, answer.text()).toBe(503);
    expect(JSON.parse(answer.text())).toMatchObject({ error: { code: 'not_configured', message: expect.stringMatching(/espeak-ng/) } });
  }, 120_000);
});
