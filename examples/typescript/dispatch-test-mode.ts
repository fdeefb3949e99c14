/**
 * Dispatch in test mode: an agent's test key (agent_key_test_…) runs every rule of the pipeline
 * against deterministic sandbox adapters at cost 0. Handles every outcome as a return value.
 *
 *   PROCTOR_BASE_URL=http://127.0.0.1:8787 PROCTOR_AGENT_KEY=agent_key_test_… pnpm exec tsx typescript/dispatch-test-mode.ts
 */
import { Proctor, ProctorError, type ServiceRequest } from '@proctor/sdk';

const client = new Proctor(); // PROCTOR_AGENT_KEY, PROCTOR_BASE_URL

function describeOutcome(request: ServiceRequest): string {
  switch (request.status) {
    case 'executed':
      return `executed for ${request.cost_cents} cents`;
    case 'blocked':
      return `blocked (${request.reason_code}): ${request.result.detail}`;
    case 'failed':
      return `failed (${request.reason_code}): ${request.result.detail}`;
    case 'approval_required':
      return `waiting for approval ${request.approval_id}`;
    case 'running':
      return 'still running; poll it or use createAndWait';
  }
}

async function main() {
  // 1. A search. The result is typed by operation once the status is narrowed to executed.
  const search = await client.serviceRequests.create({
    operation: 'web_search.search',
    payload: { query: 'AI agent governance', count: 3 },
  });
  console.log(`web_search.search ${search.id}: ${describeOutcome(search)}`);
  if (search.status === 'executed') {
    for (const hit of search.result.results) console.log(`  - ${hit.title} <${hit.url}>`);
  }

  // 2. The same logical request sent twice with one Idempotency-Key runs (and charges) once.
  const key = crypto.randomUUID();
  const csv = { operation: 'data.csv_parse', payload: { csv: 'name,qty\nbolt,3\nnut,7\n' } } as const;
  const first = await client.serviceRequests.create(csv, { idempotencyKey: key });
  const replay = await client.serviceRequests.create(csv, { idempotencyKey: key });
  console.log(`data.csv_parse ${first.id}: ${describeOutcome(first)}; replay answered the same request: ${replay.id === first.id}`);
  if (first.status === 'executed') console.log(`  rows: ${JSON.stringify(first.result.rows)}`);

  // 3. Sandbox triggers exercise the error paths: outcomes are returned, never thrown.
  const failed = await client.serviceRequests.create({ operation: 'web_search.search', payload: { query: 'sandbox:fail' } });
  console.log(`sandbox failure: ${describeOutcome(failed)}`);

  // 4. createAndWait polls until executed, failed or blocked (2 s, × 1.5, up to 10 s, 5 minutes).
  const waited = await client.serviceRequests.createAndWait({ operation: 'data.csv_parse', payload: { csv: 'a\n1\n' } });
  console.log(`createAndWait: ${describeOutcome(waited)}`);

  // withResponse() also gives the raw Response, the X-Request-Id and the Idempotency-Key sent.
  const { data, requestId, idempotencyKey } = await client.serviceRequests
    .create({ operation: 'data.csv_parse', payload: { csv: 'b\n2\n' } })
    .withResponse();
  console.log(`withResponse: ${data.status}, request ${requestId}, Idempotency-Key ${idempotencyKey}`);

  // 5. Transport errors are one type, ProctorError, with a kind.
  try {
    await new Proctor({ agentKey: 'agent_key_test_not_a_real_key' }).serviceRequests.create({
      operation: 'web_search.search',
      payload: { query: 'x' },
    });
  } catch (error) {
    if (!(error instanceof ProctorError)) throw error;
    console.log(`a wrong key: ProctorError kind=${error.kind} status=${error.status} code=${error.code} request=${error.requestId}`);
  }
}

await main();
