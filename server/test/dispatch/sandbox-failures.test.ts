import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { agentWithBindings, balanceOf, dispatchAs } from '../support/dispatch.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/v1/service-requests: sandbox failure triggers', () => {
  it('fails email.send to fail@sandbox.proctor.dev in test mode as an adapter error, at no cost', async () => {
    const fixture = await agentWithBindings(app, { 'email.send': {} });
    const result = await dispatchAs(app, fixture.testKey, {
      operation: 'email.send',
      payload: { to: 'fail@sandbox.proctor.dev', subject: 'Weekly report', body: 'This delivery fails in test mode.' },
    });
    expect(result.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', mode: 'test', cost_cents: 0 });
    expect((result.body.result as { detail: string }).detail).toMatch(/^Sandbox failure trigger: to is fail@sandbox\.proctor\.dev/);
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });
});
