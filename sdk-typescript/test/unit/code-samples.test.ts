/**
 * The samples the API reference (/docs) shows for each operation, its `x-codeSamples`, call this
 * client: each TypeScript sample's method chain is a method of a real `Proctor`, the one the
 * operation's `x-sdk` names, and every operation the SDKs carry has its TypeScript, Python and
 * curl samples (one outside them, curl alone). server/test/docs type-checks the samples whole.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Proctor } from '../../src/index.js';

type Sample = { lang: string; label: string; source: string };
type Operation = { operationId: string; 'x-sdk'?: false | { resource: string[]; method: string }; 'x-codeSamples'?: Sample[] };
const document = JSON.parse(readFileSync(new URL('../../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
const client = new Proctor({ baseURL: 'http://h', logLevel: 'off' });
const at = (path: string[]): unknown => path.reduce<unknown>((obj, key) => (obj as Record<string, unknown>)?.[key], client);

/** The `client.a.b.c(` chain a sample calls. */
const chainOf = (source: string) => /\bclient\.([\w.]+)\(/.exec(source)?.[1]?.split('.');

describe('the reference samples (x-codeSamples)', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s has its samples', (_id, op) => {
    const languages = (op['x-codeSamples'] ?? []).map((sample) => sample.lang);
    expect(languages).toEqual(op['x-sdk'] ? ['TypeScript', 'Python', 'Shell'] : ['Shell']);
  });

  it.each(operations.filter((op) => op['x-sdk']).map((op) => [op.operationId, op] as const))('%s: its TypeScript sample calls its client method', (_id, op) => {
    const sample = op['x-codeSamples']!.find((s) => s.lang === 'TypeScript')!;
    expect(sample.source).toContain("import { Proctor } from '@proctor/sdk';");
    expect(sample.source).toContain('const client = new Proctor();');
    const chain = chainOf(sample.source);
    const sdk = op['x-sdk'] as { resource: string[]; method: string };
    expect(chain).toEqual([...sdk.resource, sdk.method]);
    expect(typeof at(chain!), chain!.join('.')).toBe('function');
  });

  it('names a handful of calls as the SDK README does', () => {
    const sample = (path: string, method: string, lang: string) => document.paths[path]![method]!['x-codeSamples']!.find((s) => s.lang === lang)!.source;
    expect(sample('/v1/agents/{id}/services', 'get', 'TypeScript')).toContain("client.agents.bindings.list('agt_…')");
    expect(sample('/v1/service-requests', 'post', 'TypeScript')).toContain("await client.serviceRequests.create({\n  operation: 'web_search.search',");
    expect(sample('/v1/service-requests/{id}', 'get', 'TypeScript')).toContain("client.serviceRequests.retrieve('sr_…')");
    expect(sample('/v1/health', 'get', 'TypeScript')).toContain('client.platform.health()');
    expect(sample('/v1/personal-tokens', 'post', 'TypeScript')).toContain("const session = { headers: { cookie: 'proctor_session=…', origin: client.baseURL } };");
  });
});
