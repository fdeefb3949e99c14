import { canonicalize } from 'json-canonicalize';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AgentWithKeysResponse } from '../../src/routers/agents/agent.types.js';
import type { AuditEntryResponse } from '../../src/routers/audit-logs/audit-entry.types.js';
import type { CreatePersonalTokenResponse } from '../../src/routers/personal-tokens/create.types.js';
import { useTestApp } from '../support/app.js';
import { call, createAgent, mintToken, signup, type TestUser } from '../support/identity.js';

type Page = { data: AuditEntryResponse[]; next_cursor: string | null };
type Verification = { valid: boolean; entries: number; head_hash: string; first_invalid_seq: number | null };

const app = useTestApp();

async function trail(user: TestUser, query = ''): Promise<AuditEntryResponse[]> {
  const result = await call<Page>(app, 'GET', `/api/v1/audit-logs?limit=100${query}`, { as: { cookie: user.cookie } });
  expect(result.status).toBe(200);
  return result.body.data;
}

async function verify(user: TestUser): Promise<Verification> {
  return (await call<Verification>(app, 'GET', '/api/v1/audit-logs/verify', { as: { cookie: user.cookie } })).body;
}

/** Runs SQL as the database superuser with triggers off: what an attacker with database access could do. */
async function tamper(sql: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: app.db.url });
  await client.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

describe('canonical JSON', () => {
  it('follows RFC 8785 (its own example, appendix B)', () => {
    const input = JSON.parse(
      '{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[null,true,false]}',
    ) as unknown;
    expect(canonicalize(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });
});

describe('the audit trail of management changes', () => {
  it('records each change with its actor and request id, chained and verifiable, without secrets', async () => {
    const owner = await signup(app);
    const minted = await call<CreatePersonalTokenResponse>(app, 'POST', '/api/v1/personal-tokens', { as: { cookie: owner.cookie }, body: { name: 'ci' } });
    const token = minted.body.token;
    const created = await call<AgentWithKeysResponse>(app, 'POST', '/api/v1/agents', { as: { bearer: token }, body: { name: 'Audited' } });
    const agentId = created.body.agent.id;
    await call(app, 'PATCH', `/api/v1/agents/${agentId}`, { as: { cookie: owner.cookie }, body: { status: 'paused', description: 'x' } });
    await call(app, 'PATCH', `/api/v1/agents/${agentId}/budget`, { as: { bearer: token }, body: { monthly_budget_cents: 900 } });
    await call(app, 'POST', `/api/v1/agents/${agentId}/services`, { as: { bearer: token }, body: { operation: 'chat.send', daily_limit: 3 } });
    const rotated = await call<{ api_key: string }>(app, 'PATCH', `/api/v1/agents/${agentId}/key`, { as: { bearer: token }, body: { mode: 'test' } });
    const cloned = await call<AgentWithKeysResponse>(app, 'POST', `/api/v1/agents/${agentId}/clone`, { as: { bearer: token } });
    await call(app, 'DELETE', `/api/v1/agents/${agentId}/services/chat.send`, { as: { bearer: token } });
    const deletion = await call(app, 'DELETE', `/api/v1/agents/${cloned.body.agent.id}`, { as: { cookie: owner.cookie } });
    await call(app, 'PATCH', `/api/v1/personal-tokens/${minted.body.id}`, { as: { cookie: owner.cookie }, body: { enabled: false } });
    await call(app, 'DELETE', `/api/v1/personal-tokens/${minted.body.id}`, { as: { cookie: owner.cookie } });

    const entries = await trail(owner);
    expect(entries.map((entry) => entry.action)).toEqual([
      'organization.created',
      'personal_token.created',
      'agent.created',
      'agent.updated',
      'agent.budget_set',
      'binding.upserted',
      'agent.key_rotated',
      'agent.cloned',
      'binding.removed',
      'agent.deleted',
      'personal_token.disabled',
      'personal_token.deleted',
    ]);
    expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_, index) => index + 1));
    entries.forEach((entry, index) => {
      expect(entry.actor).toEqual({ type: 'user', id: owner.session.user.id });
      expect(entry.prev_hash).toBe(index === 0 ? '0'.repeat(64) : entries[index - 1]!.hash);
      expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.outcome).toBe('success');
    });
    expect(entries[3]).toMatchObject({ target: { type: 'agent', id: agentId }, agent_id: agentId, details: { fields: ['description', 'status'], status: 'paused' } });
    expect(entries[6]).toMatchObject({ mode: 'test', details: { mode: 'test' } });
    expect(entries[9]!.request_id).toBe(deletion.headers.get('x-request-id'));

    const raw = JSON.stringify(entries);
    for (const secret of [token, created.body.api_key, created.body.test_api_key, rotated.body.api_key, cloned.body.api_key, owner.password]) {
      expect(raw).not.toContain(secret);
    }
    expect(await verify(owner)).toEqual({ valid: true, entries: 12, head_hash: entries.at(-1)!.hash, first_invalid_seq: null });
  });

  it('writes no entry for a change that did not happen', async () => {
    const owner = await signup(app);
    const primary = (await app.db.prisma.agent.findFirstOrThrow({ where: { orgId: owner.session.organization.id, isPrimary: true } })).id;
    expect((await call(app, 'DELETE', `/api/v1/agents/${primary}`, { as: { cookie: owner.cookie } })).status).toBe(409);
    expect((await trail(owner)).map((entry) => entry.action)).toEqual(['organization.created']);
  });

  it('keeps one gapless chain per organization under concurrent changes', async () => {
    const owner = await signup(app);
    const other = await signup(app);
    const [token, otherToken] = [await mintToken(app, owner), await mintToken(app, other)];
    await Promise.all([
      ...Array.from({ length: 15 }, (_, index) => createAgent(app, { bearer: token }, { name: `parallel ${index}` })),
      ...Array.from({ length: 5 }, (_, index) => createAgent(app, { bearer: otherToken }, { name: `theirs ${index}` })),
    ]);
    const entries = await trail(owner);
    expect(entries).toHaveLength(17);
    expect(entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 17 }, (_, index) => index + 1));
    expect((await verify(owner)).valid).toBe(true);
    expect(await trail(other)).toHaveLength(7);
    expect((await verify(other)).valid).toBe(true);
  });
});

describe('tampering', () => {
  it('is refused by the database: entries cannot be updated, deleted or truncated', async () => {
    const owner = await signup(app);
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    try {
      const orgId = owner.session.organization.id;
      await expect(client.query("UPDATE audit_entries SET action = 'x' WHERE org_id = $1", [orgId])).rejects.toThrow(/append-only: UPDATE refused/);
      await expect(client.query('DELETE FROM audit_entries WHERE org_id = $1', [orgId])).rejects.toThrow(/append-only: DELETE refused/);
      await expect(client.query('TRUNCATE audit_entries')).rejects.toThrow(/append-only: TRUNCATE refused/);
    } finally {
      await client.end();
    }
    expect((await verify(owner)).valid).toBe(true);
  });

  it('is found by verify at the first altered entry, even with the triggers bypassed', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    for (let index = 0; index < 3; index += 1) await createAgent(app, { bearer: token }, { name: `a${index}` });
    await tamper("UPDATE audit_entries SET details = '{\"name\":\"forged\"}' WHERE org_id = $1 AND seq = 3", [owner.session.organization.id]);
    expect(await verify(owner)).toMatchObject({ valid: false, entries: 2, first_invalid_seq: 3 });
  });

  it('finds a forged entry whose hash was recomputed, by the next link', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    await createAgent(app, { bearer: token });
    await tamper("UPDATE audit_entries SET hash = repeat('a', 64) WHERE org_id = $1 AND seq = 2", [owner.session.organization.id]);
    expect(await verify(owner)).toMatchObject({ valid: false, first_invalid_seq: 2 });
  });

  it('finds entries removed from the end, through the chain head', async () => {
    const owner = await signup(app);
    const token = await mintToken(app, owner);
    await createAgent(app, { bearer: token });
    await tamper('DELETE FROM audit_entries WHERE org_id = $1 AND seq = 3', [owner.session.organization.id]);
    expect(await verify(owner)).toMatchObject({ valid: false, entries: 2, first_invalid_seq: 3 });
  });
});
