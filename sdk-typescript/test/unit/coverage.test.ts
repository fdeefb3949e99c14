/**
 * Every endpoint of openapi/openapi.json has an SDK method: adding one to the server and running
 * `pnpm generate` makes this test name what is missing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, Proctor } from '../../src/index.js';

const document = JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};

/** operationId → the method path on the client. */
const METHODS: Record<string, string> = {
  'platform-health': 'platform.health',
  'platform-ready': 'platform.ready',
  'platform-openapi': 'platform.openapi',
  'platform-agentDocs': 'agentDocs.retrieve',
  'auth-signup': 'auth.signup',
  'auth-login': 'auth.login',
  'auth-logout': 'auth.logout',
  'auth-session': 'auth.session',
  'personalTokens-create': 'personalTokens.create',
  'personalTokens-list': 'personalTokens.list',
  'personalTokens-update': 'personalTokens.update',
  'personalTokens-delete': 'personalTokens.delete',
  'agents-list': 'agents.list',
  'agents-create': 'agents.create',
  'agents-get': 'agents.retrieve',
  'agents-update': 'agents.update',
  'agents-delete': 'agents.delete',
  'agents-rotateKey': 'agents.rotateKey',
  'agents-clone': 'agents.clone',
  'agents-setBudget': 'agents.setBudget',
  'agents-upsertService': 'agents.services.upsert',
  'agents-listServices': 'agents.services.list',
  'agents-deleteService': 'agents.services.delete',
  'serviceRequests-create': 'serviceRequests.create',
  'serviceRequests-list': 'serviceRequests.list',
  'serviceRequests-get': 'serviceRequests.retrieve',
  'approvals-list': 'approvals.list',
  'approvals-approve': 'approvals.approve',
  'approvals-reject': 'approvals.reject',
  'auditLogs-list': 'auditLogs.list',
  'auditLogs-verify': 'auditLogs.verify',
  'usage-get': 'usage.retrieve',
  'balance-get': 'balance.retrieve',
};
/** Endpoints that are not for API clients: providers call the reconcile webhook, signed. */
const NOT_IN_SDK = new Set(['webhooks-reconcile']);

describe('endpoint coverage', () => {
  const ids = Object.values(document.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));

  it.each(ids.filter((id) => !NOT_IN_SDK.has(id)))('%s has a client method', (id) => {
    const path = METHODS[id];
    expect(path, `no SDK method mapped for ${id}: add one in src/resources and here`).toBeDefined();
    const client = new Proctor({ baseURL: 'http://h', logLevel: 'off' });
    const method = path!.split('.').reduce<unknown>((obj, key) => (obj as Record<string, unknown>)[key], client);
    expect(typeof method).toBe('function');
  });

  it('the generated operation list matches the dispatch body of the document', () => {
    const raw = JSON.stringify(document);
    for (const op of OPERATIONS) expect(raw).toContain(`"const":"${op}"`);
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(13);
  });
});
