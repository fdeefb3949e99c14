import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, CSV, useAgentWithBindings } from '../../support/dispatch.js';
import { footprint } from '../../support/footprint.js';
import { call } from '../../support/identity.js';

const app = useTestApp();
const fixture = useAgentWithBindings(app, { 'data.csv_parse': {} });

const dryRun = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  call<{ error: { code: string; message: string; details?: { path: string }[] } }>(app, 'POST', '/api/v1/service-requests/dry-run', { as: { bearer: key }, body, headers });

describe('POST /api/v1/service-requests/dry-run: bad input is 400 and changes nothing', () => {
  it.each([
    ['a body that is not {operation, service?, payload}', { operation: 'data.csv_parse', payload: { csv: 'a\n1\n' }, extra: true }],
    ['no payload', { operation: 'data.csv_parse' }],
    ['an unknown operation', { operation: 'nothing.at_all', payload: {} }],
    ['a payload its operation refuses', { operation: 'data.csv_parse', payload: { csv: 42 } }],
  ])('%s', async (_name, body) => {
    const before = await footprint(app);
    const answer = await dryRun(fixture.testKey, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(await footprint(app)).toEqual(before);
  });

  it('names the bad payload field by its path from the body, as a dispatch does', async () => {
    const answer = await dryRun(fixture.testKey, { operation: 'data.csv_parse', payload: { csv: 42 } });
    expect(answer.body.error.details?.map((detail) => detail.path)).toContain('payload.csv');
  });

  it('a malformed X-Delegated-Task is 400, a task that is not the agent’s 404', async () => {
    expect((await dryRun(fixture.testKey, CSV, { 'x-delegated-task': 'not a task' })).status).toBe(400);
    expect((await dryRun(fixture.testKey, CSV, { 'x-delegated-task': 'tsk_01jh0xa3b5d7f9h1k3m5p7r9s1' })).status).toBe(404);
  });

  it('a policy that refuses answers before the payload is read, as a dispatch does', async () => {
    const unbound = await agentWithBindings(app, {});
    const answer = await call<{ decision: string; reason_code: string }>(app, 'POST', '/api/v1/service-requests/dry-run', {
      as: { bearer: unbound.testKey },
      body: { operation: 'data.csv_parse', payload: { csv: 42 } },
    });
    expect(answer.body).toMatchObject({ decision: 'blocked', reason_code: 'policy_violation' });
  });
});
