import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { madeBeforeAll, useTestApp } from '../support/app.js';
import { call, createAgent, mintToken, signup, uniqueEmail, type CallResult } from '../support/identity.js';

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };

const document = buildOpenApiDocument();
const components = (document.components?.schemas ?? {}) as Record<string, Schema>;

/** A field that holds a secret, by its name: an API key, a token, a secret. */
const SECRET_FIELD = /(^|_)(api_key|token|secret)$/;

function secretFields(schema: Schema | undefined, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    seen.add(name);
    return secretFields(components[name], seen);
  }
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    ...(SECRET_FIELD.test(name) ? [name] : []),
    ...secretFields(property, seen),
  ]);
  const nested = [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((part) => secretFields(part, seen));
  return [...own, ...nested];
}

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };

/** Every operation whose success body carries a secret, from the document. */
const SECRET_ROUTES = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).flatMap(([method, operation]) => {
    const success = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
    const carries = success.some(([, response]) => secretFields(response.content?.['application/json']?.schema).length > 0);
    return carries ? [`${method.toUpperCase()} ${path}`] : [];
  }),
);

const app = useTestApp();
const org = madeBeforeAll(async () => {
  const owner = await signup(app);
  const token = await mintToken(app, owner);
  const agent = await createAgent(app, { bearer: token });
  // A parent of its own: the key rotation below replaces the first agent's key.
  const parent = await createAgent(app, { bearer: token }, { name: 'Parent' });
  await call(app, 'POST', `/api/v1/agents/${parent.agent.id}/services`, { as: { bearer: token }, body: { operation: 'data.csv_parse' } });
  return { owner, token, agentId: agent.agent.id, parentKey: parent.api_key };
});

/** How to call each route found above; a route found there and missing here fails, named. */
const CALLS: Record<string, () => Promise<CallResult>> = {
  'POST /v1/agents': () => call(app, 'POST', '/api/v1/agents', { as: { bearer: org.token }, body: { name: 'Keyed' } }),
  'PATCH /v1/agents/{id}/key': () => call(app, 'PATCH', `/api/v1/agents/${org.agentId}/key`, { as: { bearer: org.token } }),
  'POST /v1/agents/{id}/clone': () => call(app, 'POST', `/api/v1/agents/${org.agentId}/clone`, { as: { bearer: org.token } }),
  'POST /v1/agents/spawn': () =>
    call(app, 'POST', '/api/v1/agents/spawn', { as: { bearer: org.parentKey }, body: { name: 'Spawned', services: ['data.csv_parse'], monthly_budget_cents: 0 } }),
  'POST /v1/personal-tokens': () => call(app, 'POST', '/api/v1/personal-tokens', { as: { cookie: org.owner.cookie }, body: { name: 'minted' } }),
  'POST /v1/orgs/{id}/invites': () =>
    call(app, 'POST', `/api/v1/orgs/${org.owner.session.organization.id}/invites`, { as: { bearer: org.token }, body: { email: uniqueEmail(), role: 'member' } }),
  'POST /v1/triggers': () =>
    call(app, 'POST', '/api/v1/triggers', { as: { cookie: org.owner.cookie }, body: { agent_id: org.agentId, name: 'Signed', kind: 'webhook', operation: 'data.csv_parse' } }),
  'POST /v1/devices': () => call(app, 'POST', '/api/v1/devices', { as: { cookie: org.owner.cookie }, body: { name: 'Signed' } }),
};

describe('an answer that carries a secret', () => {
  it('is found in the document: a key, a token', () => {
    expect(SECRET_ROUTES).toEqual(expect.arrayContaining(['POST /v1/agents', 'PATCH /v1/agents/{id}/key', 'POST /v1/personal-tokens']));
  });

  it.each(SECRET_ROUTES)('%s is sent with Cache-Control: no-store', async (route) => {
    const send = CALLS[route];
    expect(send, `add a call of ${route} to CALLS`).toBeDefined();
    const result = await send!();
    expect(result.status, result.raw).toBeLessThan(300);
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['signup', () => call(app, 'POST', '/api/v1/auth/signup', { body: { email: uniqueEmail(), password: 'a long enough password' } })],
    ['login', () => call(app, 'POST', '/api/v1/auth/login', { body: { email: org.owner.email, password: org.owner.password } })],
  ])('%s, which sets a session cookie, is sent with Cache-Control: no-store', async (_name, send) => {
    const result = await send();
    expect(result.headers.get('set-cookie')).toMatch(/^proctor_session=/);
    expect(result.headers.get('cache-control')).toBe('no-store');
  });
});
