import type { Config } from '../config.js';
import { CATALOG, OPERATIONS } from '../domain/catalog/index.js';
import { SERVICE_REQUEST_EXAMPLE } from '../routers/examples.js';
import type { ServiceRequestResponse } from '../routers/service-requests/service-request.types.js';

type Examples = Record<string, { summary: string; value: unknown }>;

/**
 * The dispatch examples of the reference: for each operation of the catalog, its first example
 * payload (`examples` in domain/catalog/operations/*.ts) as the request, and for each operation a
 * provider serves, as the response what test mode answers it: the operation's sandbox run on that payload. Sandboxes are deterministic
 * and never touch the network or the settings (domain/catalog/operation.ts), so the document
 * stays the same from one generation to the next; a sandbox that fails (an operation not
 * available yet) gives the failed request with its detail, as dispatch records it
 * (domain/dispatch/settle.ts: adapter_error), and one that runs (voice.call) the running request of the 202.
 */
async function build(): Promise<{ requests: Examples; responses: Examples }> {
  const requests: Examples = {};
  const responses: Examples = {};
  for (const name of OPERATIONS) {
    const definition = CATALOG[name];
    const [example] = definition.examples;
    if (!example) throw new Error(`${name} has no example payload: the reference shows one per operation`);
    const summary = `${name}: ${example.description ?? definition.name}`;
    requests[name] = { summary, value: { operation: name, payload: example.payload } };
    // An internal operation works on stored data (a workflow to run), which an example has none of.
    if (definition.internal) continue;
    const outcome = await definition.sandbox(definition.payload.parse(example.payload), {
      signal: new AbortController().signal,
      serviceRequestId: SERVICE_REQUEST_EXAMPLE.id,
      config: {} as Config,
    });
    const response: ServiceRequestResponse = { ...SERVICE_REQUEST_EXAMPLE, operation: name, payload: example.payload as Record<string, unknown> };
    if (outcome.status === 'executed') response.result = outcome.result as Record<string, unknown>;
    else if (outcome.status === 'failed') Object.assign(response, { status: 'failed', result: { detail: outcome.detail }, reason_code: 'adapter_error' });
    // Answered with 202, the same body: the request as it stands until the call or job ends.
    else Object.assign(response, { status: 'running', result: null, completed_at: null });
    responses[name] = { summary, value: response };
  }
  return { requests, responses };
}

export const DISPATCH_EXAMPLES = await build();
