// The built package loads through both module systems, by its own name (package self-reference,
// so `exports` is what resolves it), and works: a call through a stub fetch.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cjs = require('@proctor/sdk');
const esm = await import('@proctor/sdk');

for (const [name, mod, file] of [
  ['require', cjs, require.resolve('@proctor/sdk')],
  ['import', esm, import.meta.resolve('@proctor/sdk')],
]) {
  assert.equal(typeof mod.Proctor, 'function', `${name}: Proctor is exported`);
  assert.equal(typeof mod.ProctorError, 'function', `${name}: ProctorError is exported`);
  assert.equal(mod.VERSION, '0.2.0', `${name}: VERSION`);
  const calls = [];
  const client = new mod.Proctor({
    agentKey: 'agent_key_test_smoke',
    baseURL: 'http://proctor.invalid',
    fetch: async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response(JSON.stringify({ id: 'sr_1', status: 'executed', result: { results: [] } }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-request-id': 'req_smoke' },
      });
    },
  });
  const { data, requestId } = await client.serviceRequests
    .create({ operation: 'web_search.search', payload: { query: 'smoke' } })
    .withResponse();
  assert.equal(data.status, 'executed');
  assert.equal(requestId, 'req_smoke');
  assert.equal(calls[0].url, 'http://proctor.invalid/api/v1/service-requests');
  assert.match(new Headers(calls[0].init.headers).get('idempotency-key'), /^[0-9a-f-]{36}$/);
  console.log(`smoke: ${name} ok (${file})`);
}
assert.notEqual(cjs.Proctor, esm.Proctor, 'require and import load the CJS and ESM builds');
assert.ok(require.resolve('@proctor/sdk').endsWith('.cjs'));
