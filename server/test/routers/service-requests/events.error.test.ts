import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../../src/trpc/errors.js';
import { useTestApp } from '../../support/app.js';
import { CSV, dispatchAs, useAgentWithBindings } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();
const home = useAgentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });
const foreign = useAgentWithBindings(app, { [CSV.operation]: { approval_threshold_cents: 0 } });

describe('GET /api/v1/service-requests/{id}/events refuses before the stream starts', () => {
  it("answers another organization's request, or none, with the JSON 404 envelope, never a stream", async () => {
    const theirs = await dispatchAs(app, foreign.liveKey, CSV);
    for (const id of [theirs.body.id, 'sr_missing']) {
      const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/service-requests/${id}/events`, { as: { bearer: home.token }, headers: { accept: 'text/event-stream' } });
      expect(result.status).toBe(404);
      expect(result.headers.get('content-type')).toMatch(/^application\/json/);
      expect(result.body.error).toMatchObject({ code: 'not_found', request_id: result.headers.get('x-request-id') });
    }
  });

  it("answers an agent's request to another agent of the same organization with 404", async () => {
    const other = await call<{ api_key: string }>(app, 'POST', '/api/v1/agents', { as: { bearer: home.token }, body: { name: 'Other' } });
    const mine = await dispatchAs(app, home.liveKey, CSV);
    const result = await call<ErrorEnvelope>(app, 'GET', `/api/v1/service-requests/${mine.body.id}/events`, { as: { bearer: other.body.api_key } });
    expect(result.status).toBe(404);
  });
});
