import { describe, expect, it } from 'vitest';
import type { ApprovalResponse } from '../../../src/routers/approvals/approval.types.js';
import { useTestApp } from '../../support/app.js';
import { agentWithBindings, balanceOf, CSV, dispatchAs } from '../../support/dispatch.js';
import { call } from '../../support/identity.js';

const app = useTestApp();

describe('GET /api/v1/approvals', () => {
  it('lists a request costing more than its threshold as pending, holding nothing', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const result = await dispatchAs(app, fixture.liveKey, CSV);
    expect(result.body).toMatchObject({ status: 'approval_required', reason_code: 'approval_threshold', cost_cents: 0, approval_id: expect.stringMatching(/^apr_/) });
    expect(await balanceOf(app, fixture)).toMatchObject({ balance_cents: 500, held_cents: 0 });
    const pending = await call<{ data: ApprovalResponse[] }>(app, 'GET', '/api/v1/approvals?status=pending', { as: { bearer: fixture.token } });
    expect(pending.body.data).toEqual([
      expect.objectContaining({ id: result.body.approval_id, status: 'pending', cost_cents: 1, threshold_cents: 0, service_request: expect.objectContaining({ id: result.body.id, status: 'approval_required' }) }),
    ]);
  });

  it('pages newest first with order=desc, and shows what each request asked for', async () => {
    const fixture = await agentWithBindings(app, { 'data.csv_parse': { approval_threshold_cents: 0 } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await dispatchAs(app, fixture.liveKey, CSV)).body.approval_id as string);
    type Page = { data: ApprovalResponse[]; next_cursor: string | null };
    const list = (query: string) => call<Page>(app, 'GET', `/api/v1/approvals?status=pending${query}`, { as: { bearer: fixture.token } });
    const first = await list('&order=desc&limit=2');
    expect(first.body.data.map((approval) => approval.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data[0]!.service_request).toMatchObject({ payload: CSV.payload, completed_at: null });
    const rest = await list(`&order=desc&limit=2&cursor=${first.body.next_cursor}`);
    expect(rest.body).toEqual({ data: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
  });
});
