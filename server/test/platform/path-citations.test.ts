import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { agentDocs } from '../../src/domain/catalog/index.js';
import { REASON_ADVICE, REASONS } from '../../src/domain/dispatch/reasons.js';
import { ERRORS } from '../../src/domain/errors.js';
import { buildOpenApiDocument } from '../../src/openapi/document.js';
import { toAgentDocsResponse } from '../../src/routers/platform/agent-docs.types.js';

const document = buildOpenApiDocument();

/** The first segment of every path of the API (`agents`, `service-requests`, `openapi.json`, …). */
const SEGMENTS = [...new Set(Object.keys(document.paths ?? {}).map((path) => path.split('/')[2]!))];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path of this API cited without its `/api/v1` prefix: `/v1/agents…` not after `/api`, or a bare
 * `/agents…` at the start of a word (after a space, a quote, a backtick or a parenthesis: not part
 * of a longer path or a URL). A reader, person or agent, copies what the text says; only the full
 * path answers.
 */
const SHORT_CITATION = new RegExp(`(?<!/api)/v1/(?:${SEGMENTS.map(escape).join('|')})\\b|(?<=^|[\\s\`'"(])/(?:${SEGMENTS.map(escape).join('|')})\\b`, 'g');

/** Every text a reader is shown: each string of the document but its paths' own keys, operation ids, `$ref`s and samples. */
function texts(node: unknown, at: string, out: [string, string][]): [string, string][] {
  if (typeof node === 'string') out.push([at, node]);
  else if (Array.isArray(node)) node.forEach((item, index) => texts(item, `${at}[${index}]`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-codeSamples' || key === '$ref' || key === 'operationId') continue;
      texts(value, `${at}.${key}`, out);
    }
  }
  return out;
}

const offenders = (entries: [string, string][]) =>
  entries.flatMap(([at, text]) => [...text.matchAll(SHORT_CITATION)].map((match) => `${at}: …${text.slice(Math.max(0, match.index - 30), match.index + 40)}…`));

describe('texts that cite a path of the API cite it in full (/api/v1/…)', () => {
  it('finds the short forms it looks for, and passes the full ones', () => {
    const found = (text: string) => [...text.matchAll(SHORT_CITATION)].map(([match]) => match);
    expect(found('GET /v1/agent-docs, then `/agents/me` and POST /v1/service-requests')).toEqual(['/v1/agent-docs', '/agents', '/v1/service-requests']);
    expect(found('GET /api/v1/agent-docs, http://host/api/v1/agents/me, workflows/agents, /docs')).toEqual([]);
  });

  it('in the OpenAPI document (descriptions, summaries, examples)', () => {
    expect(offenders(texts({ ...document, paths: Object.values(document.paths ?? {}) }, 'document', []))).toEqual([]);
  });

  it('in what GET /api/v1/agent-docs serves an agent', () => {
    expect(offenders(texts(toAgentDocsResponse(agentDocs(loadConfig({}))), 'agent-docs', []))).toEqual([]);
  });

  it('in the reason codes, their advice and the error codes', () => {
    const entries = [REASONS, REASON_ADVICE, ERRORS].flatMap((table) => Object.entries(table) as [string, string][]);
    expect(offenders(entries)).toEqual([]);
  });
});
