import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document.js';

type Sample = { lang: string; label: string; source: string };
type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
  'x-sdk'?: unknown;
  'x-codeSamples'?: Sample[];
};

const document = buildOpenApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);
const curlOf = (operation: Operation) => operation['x-codeSamples']!.find((sample) => sample.lang === 'Shell')!.source;

/** The variable of the bearer credential the samples send: the first the operation accepts. */
const BEARER: Record<string, string> = { agentKey: 'PROCTOR_AGENT_KEY', personalToken: 'PROCTOR_TOKEN', deviceToken: 'PROCTOR_DEVICE_TOKEN' };

describe('the code samples of the reference (x-codeSamples)', () => {
  it('gives every operation its TypeScript, Python and curl samples, and one outside the SDKs curl alone', () => {
    for (const { operation } of operations) {
      const samples = operation['x-codeSamples'] ?? [];
      expect(samples.map((sample) => sample.lang), operation.operationId).toEqual(operation['x-sdk'] ? ['TypeScript', 'Python', 'Shell'] : ['Shell']);
      for (const sample of samples) expect(sample.label, operation.operationId).not.toBe('');
    }
  });

  it.each(operations.map(({ path, method, operation }) => [`${method.toUpperCase()} ${path}`, path, method, operation] as const))(
    '%s: curl calls the full /api/v1 URL with its credential and its example body',
    (_name, path, method, operation) => {
      const curl = curlOf(operation);
      const url = new RegExp(`^curl -sN? ${method === 'get' ? '' : `-X ${method.toUpperCase()} `}"\\$PROCTOR_BASE_URL/api${path.replace(/\{[^}]+\}/g, '[^/"?]+')}(\\?[^"]*)?"`);
      expect(curl).toMatch(url);
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const bearer = schemes.find((scheme) => BEARER[scheme]);
      if (bearer) expect(curl).toContain(`-H "Authorization: Bearer $${BEARER[bearer]}"`);
      else expect(curl).not.toContain('Authorization');
      if (!bearer && schemes.includes('sessionCookie')) expect(curl).toContain("-H 'Cookie: proctor_session=…'");
      const idempotent = operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key');
      expect(curl.includes('Idempotency-Key'), 'Idempotency-Key').toBe(Boolean(idempotent));
      const json = operation.requestBody?.content['application/json'];
      if (json) {
        const body = /-d '((?:[^']|'\\'')*)'$/.exec(curl)?.[1]?.replaceAll(`'\\''`, "'");
        expect(JSON.parse(body ?? 'null')).toEqual(Object.values(json.examples ?? {})[0]?.value ?? {});
      }
    },
  );

  it('reads for a binding list as the SDK READMEs write it', () => {
    const samples = (document.paths!['/v1/agents/{id}/services'] as Record<string, Operation>).get!['x-codeSamples']!;
    expect(samples).toEqual([
      {
        lang: 'TypeScript',
        label: '@proctor/sdk',
        source: [
          "import { Proctor } from '@proctor/sdk';",
          '',
          'const client = new Proctor(); // PROCTOR_BASE_URL and PROCTOR_TOKEN (a personal access token) from the environment',
          '',
          "for await (const item of client.agents.bindings.list('agt_…')) console.log(item);",
        ].join('\n'),
      },
      {
        lang: 'Python',
        label: 'proctor (Python)',
        source: [
          'from proctor import Proctor',
          '',
          'client = Proctor()  # PROCTOR_BASE_URL and PROCTOR_TOKEN (a personal access token) from the environment',
          '',
          'for item in client.agents.bindings.list("agt_…"):',
          '    print(item)',
        ].join('\n'),
      },
      { lang: 'Shell', label: 'curl', source: 'curl -s "$PROCTOR_BASE_URL/api/v1/agents/agt_…/services" \\\n  -H "Authorization: Bearer $PROCTOR_TOKEN"' },
    ]);
  });

  it('sends a dispatch with the agent key and an Idempotency-Key, and session-only calls with the cookie and the Origin', () => {
    const dispatch = curlOf((document.paths!['/v1/service-requests'] as Record<string, Operation>).post!);
    expect(dispatch).toContain('-H "Authorization: Bearer $PROCTOR_AGENT_KEY"');
    expect(dispatch).toContain(`-H "Idempotency-Key: $(node -p 'crypto.randomUUID()')"`);
    const mint = (document.paths!['/v1/personal-tokens'] as Record<string, Operation>).post!['x-codeSamples']!;
    expect(mint.find((sample) => sample.lang === 'Shell')!.source).toContain(`-H 'Cookie: proctor_session=…' \\\n  -H "Origin: $PROCTOR_BASE_URL"`);
    expect(mint.find((sample) => sample.lang === 'Python')!.source).toContain('client.personal_tokens.create(name="CI deploys", extra_headers=session)');
  });
});
