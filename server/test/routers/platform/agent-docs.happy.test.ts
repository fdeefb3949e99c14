import { describe, expect, it } from 'vitest';
import { CATALOG, OPERATIONS } from '../../../src/domain/catalog/index.js';
import { ZAgentDocsResponseSchema } from '../../../src/routers/platform/agent-docs.types.js';
import { useTestApp } from '../../support/app.js';

const app = useTestApp();

describe('GET /api/v1/agent-docs', () => {
  it('serves the catalog without authentication, in its documented shape', async () => {
    const response = await app.request('/api/v1/agent-docs');
    expect(response.status).toBe(200);
    const body = ZAgentDocsResponseSchema.parse(await response.json());
    expect(body.auth).toMatchObject({
      header: 'Authorization',
      scheme: 'Bearer',
      idempotency_header: 'Idempotency-Key',
      dispatch: { method: 'POST', path: '/api/v1/service-requests' },
    });
    expect(body.auth.agent_key_prefixes).toEqual(['agent_key_live_', 'agent_key_test_']);
    expect(Array.isArray(body.operations)).toBe(true);
  });

  it('lists every operation of the catalog with JSON Schemas of its payload and result, its price, examples and sandbox failures', async () => {
    const { operations } = ZAgentDocsResponseSchema.parse(await (await app.request('/api/v1/agent-docs')).json());
    expect(operations.map((entry) => entry.operation)).toEqual([...OPERATIONS]);
    for (const entry of operations) {
      const definition = CATALOG[entry.operation as (typeof OPERATIONS)[number]];
      expect(entry).toMatchObject({
        service: definition.service,
        name: definition.name,
        async: definition.async,
        requires_connected_app: definition.requiresConnectedApp,
        pricing: { unit: definition.pricing.unit },
      });
      expect(entry.pricing.cost_cents).toBe(definition.pricing.costCents);
      for (const schema of [entry.payload_schema, entry.result_schema]) {
        expect(schema).toMatchObject({
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          type: 'object',
          properties: expect.any(Object),
        });
      }
      expect(entry.payload_schema.additionalProperties, entry.operation).toBe(false);
      expect(entry.examples.length).toBeGreaterThan(0);
      for (const { payload } of entry.examples) expect(definition.payload.safeParse(payload).success, entry.operation).toBe(true);
      expect(entry.sandbox_failures.length, entry.operation).toBeGreaterThan(0);
      for (const { description, payload } of entry.sandbox_failures) {
        expect(description, entry.operation).toBeTruthy();
        expect(definition.payload.safeParse(payload).success, entry.operation).toBe(true);
      }
    }
  });

  it('describes payloads as agents send them: fields with a default are optional and show it', async () => {
    const { operations } = ZAgentDocsResponseSchema.parse(await (await app.request('/api/v1/agent-docs')).json());
    const search = operations.find((entry) => entry.operation === 'web_search.search');
    expect(search?.payload_schema).toMatchObject({
      required: ['query'],
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 400 },
        count: { type: 'integer', default: 5, minimum: 1, maximum: 20 },
      },
    });
    const generate = operations.find((entry) => entry.operation === 'text_generation.generate');
    expect(generate?.pricing).toEqual({ unit: 'token', formula: expect.stringMatching(/^The model's own per-token prices, from GET \{OPENROUTER_BASE_URL\}\/models/) });
  });
});
