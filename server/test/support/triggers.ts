import { signBody } from '../../src/domain/event-sources/signature.js';
import type { CreatedTriggerResponse } from '../../src/routers/triggers/create.types.js';
import type { TestApp } from './app.js';
import { call, createAgent, signup, type CallResult, type TestUser } from './identity.js';

/** An owner with an agent bound to data.csv_parse, the operation the trigger tests fire (parsed in-process, no network). */
export async function triggerOwner(app: TestApp): Promise<{ owner: TestUser; agentId: string }> {
  const owner = await signup(app);
  const { agent } = await createAgent(app, { cookie: owner.cookie });
  const bound = await call(app, 'POST', `/api/v1/agents/${agent.id}/services`, { as: { cookie: owner.cookie }, body: { operation: 'data.csv_parse' } });
  if (bound.status !== 200) throw new Error(`binding: ${bound.raw}`);
  return { owner, agentId: agent.id };
}

/** A webhook trigger of data.csv_parse (test mode unless given), created by `cookie`. */
export async function createWebhookTrigger(app: TestApp, cookie: string, agentId: string, body: Record<string, unknown> = {}): Promise<CreatedTriggerResponse> {
  const made = await call<CreatedTriggerResponse>(app, 'POST', '/api/v1/triggers', {
    as: { cookie },
    body: { agent_id: agentId, name: 'Supplier sheet', kind: 'webhook', operation: 'data.csv_parse', payload: { header: true }, mode: 'test', ...body },
  });
  if (made.status !== 201) throw new Error(`trigger: ${made.raw}`);
  return made.body;
}

/** A CSV fire body, as bytes are sent: the exact text is what is signed. */
export const CSV_FIRE = JSON.stringify({ csv: 'supplier,usd\nAcme,40\nGlobex,25\n' });

/**
 * POSTs `raw` to the trigger's fire URL with no Authorization, signed with `secret` unless
 * `signature` says otherwise (null: no header).
 */
export async function fire<T = unknown>(
  app: TestApp,
  trigger: Pick<CreatedTriggerResponse, 'id' | 'signing_secret'>,
  raw: string = CSV_FIRE,
  options: { signature?: string | null; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const signature = options.signature === undefined ? signBody(trigger.signing_secret, raw) : options.signature;
  const response = await app.request(`/api/v1/triggers/${trigger.id}/fire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-service-signature': signature }), ...options.headers },
    body: raw,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers, raw: text };
}
