import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG, OPERATIONS } from '../../src/domain/catalog/index.js';
import { payloadJsonSchema } from '../../src/domain/catalog/json-schemas.js';
import { REASON_CODES, REASONS } from '../../src/domain/dispatch/reasons.js';
import { ERROR_CODES, ERRORS } from '../../src/domain/errors.js';
import { buildOpenApiDocument, OPENAPI_FILE, serializeOpenApiDocument } from '../../src/openapi/document.js';
import { useTestApp } from '../support/app.js';

const app = useTestApp();

type Operation = { responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }> };

function operations(document: ReturnType<typeof buildOpenApiDocument>): [string, Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

describe('the OpenAPI document', () => {
  it('is committed fresh: openapi/openapi.json equals what the routers generate (run `pnpm generate`)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(serializeOpenApiDocument(buildOpenApiDocument()));
  });

  it('is served without authentication at /api/v1/openapi.json', async () => {
    const response = await app.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(serializeOpenApiDocument(buildOpenApiDocument())));
  });

  it('describes the platform endpoints under the /api server', () => {
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toMatchObject([{ url: '/api', 'x-internal': false }]);
    expect(operations(document).map(([name]) => name)).toEqual(
      expect.arrayContaining(['GET /v1/health', 'GET /v1/ready', 'GET /v1/agent-docs', 'GET /v1/openapi.json']),
    );
  });

  it('gives every error status of every operation the one error envelope, and every response X-Request-Id', () => {
    const document = buildOpenApiDocument();
    for (const [name, operation] of operations(document)) {
      expect(operation.responses['500'], name).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.headers?.['X-Request-Id'], `${name} ${status}`).toEqual({ $ref: '#/components/headers/RequestId' });
        if (Number(status) >= 400) {
          expect(response.content?.['application/json']?.schema, `${name} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
        }
      }
    }
    expect(document.paths?.['/v1/ready']?.get?.responses?.['503']).toBeDefined();
    expect(Object.keys(document.components?.schemas ?? {})).not.toContain('error.INTERNAL_SERVER_ERROR');
  });

  it('names every operation for the SDKs (x-sdk), each name once; the signed webhook stays out', () => {
    const document = buildOpenApiDocument();
    const names = operations(document).map(([name, operation]) => [name, (operation as { 'x-sdk'?: unknown })['x-sdk']] as const);
    for (const [name, sdk] of names) expect(sdk, name).toBeDefined();
    expect(Object.fromEntries(names)['POST /v1/webhooks/reconcile/{provider}']).toBe(false);
    const methods = names.flatMap(([, sdk]) => (sdk ? [`${(sdk as { resource: string[] }).resource.join('.')}.${(sdk as { method: string }).method}`] : []));
    expect(new Set(methods).size).toBe(methods.length);
    expect(methods).toEqual(expect.arrayContaining(['agents.retrieve', 'agents.rotateKey', 'agents.bindings.upsert', 'agentDocs.retrieve']));
  });

  it('marks an SDK operation that answers a 302 as x-sdk.redirect, with its Location, and its <method>Url twin takes no other name', () => {
    const document = buildOpenApiDocument();
    type Sdk = { resource: string[]; method: string; redirect?: true } | false;
    const all = operations(document) as [string, { 'x-sdk': Sdk; responses: Record<string, { headers?: Record<string, unknown> }> }][];
    const redirects = all.filter(([, operation]) => operation['x-sdk'] && operation.responses['302']);
    expect(redirects.map(([name]) => name)).toContain('GET /v1/storage/objects/{id}/download');
    for (const [name, operation] of redirects) {
      expect(operation['x-sdk'], name).toMatchObject({ redirect: true });
      expect(operation.responses['302']!.headers?.Location, name).toBeDefined();
    }
    // Only a 302 is a redirect: nothing else is marked.
    expect(all.filter(([, operation]) => operation['x-sdk'] && operation['x-sdk'].redirect).length).toBe(redirects.length);
    const methods = new Set(all.flatMap(([, operation]) => (operation['x-sdk'] ? [[...operation['x-sdk'].resource, operation['x-sdk'].method].join('.')] : [])));
    for (const [, operation] of redirects) {
      const sdk = operation['x-sdk'] as { resource: string[]; method: string };
      expect(methods.has([...sdk.resource, `${sdk.method}Url`].join('.'))).toBe(false);
    }
  });

  it('lists the reason codes and error codes as enums, each with its meaning', () => {
    const schemas = buildOpenApiDocument().components?.schemas as Record<string, { enum?: string[]; 'x-enum-descriptions'?: string[] }>;
    expect(schemas.ReasonCode?.enum).toEqual(REASON_CODES);
    expect(schemas.ReasonCode?.['x-enum-descriptions']?.[REASON_CODES.indexOf('policy_violation')]).toBe(REASONS.policy_violation);
    expect(schemas.ReasonCode?.['x-enum-descriptions']).toHaveLength(REASON_CODES.length);
    expect(schemas.ErrorCode?.enum).toEqual(ERROR_CODES);
    expect(schemas.ErrorCode?.['x-enum-descriptions']?.[ERROR_CODES.indexOf('conflict')]).toBe(ERRORS.conflict);
    expect(schemas.ErrorCode?.['x-enum-descriptions']).toHaveLength(ERROR_CODES.length);
  });
});

describe('GET /docs', () => {
  it('renders the interactive reference from the served document, with its script served locally', async () => {
    const page = await app.request('/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/v1/openapi.json');
    expect(html).toContain('src="/docs/assets/standalone.js"');
    expect(html).not.toContain('cdn.jsdelivr.net');

    const script = await app.request('/docs/assets/standalone.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers a missing asset with the error envelope', async () => {
    const response = await app.request('/docs/assets/nope.js');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('holds each operation’s payload and result schemas, the same the dispatch validates with, and a dispatch body naming them', () => {
    const document = buildOpenApiDocument();
    const schemas = document.components?.schemas ?? {};
    const { $schema: _marker, ...searchPayload } = payloadJsonSchema(CATALOG['web_search.search']);
    expect(schemas.WebSearchSearchPayload).toMatchObject(searchPayload);
    for (const stem of ['TextGenerationGenerate', 'EmailSend', 'WebFetchUrl', 'DataCsvParse', 'NotificationWebhook', 'WorkflowRun']) {
      expect(schemas[`${stem}Payload`], stem).toMatchObject({ type: 'object' });
      expect(schemas[`${stem}Result`], stem).toMatchObject({ type: 'object' });
    }
    const body = (document.paths?.['/v1/service-requests']?.post?.requestBody as { content: Record<string, { schema: { oneOf: unknown[] } }> })
      .content['application/json']!.schema;
    expect(body.oneOf).toHaveLength(OPERATIONS.length * 2);
    expect(body.oneOf).toContainEqual({
      title: 'web_search.search',
      type: 'object',
      properties: { operation: { const: 'web_search.search' }, payload: { $ref: '#/components/schemas/WebSearchSearchPayload' } },
      required: ['operation', 'payload'],
      additionalProperties: false,
    });
    expect(body.oneOf).toContainEqual(
      expect.objectContaining({
        properties: { service: { const: 'web_search' }, operation: { const: 'search' }, payload: { $ref: '#/components/schemas/WebSearchSearchPayload' } },
      }),
    );
  });
});
