import { buildOpenApiDocument } from '../openapi/document.js';
import type { SdkExtension } from '../openapi/sdk.js';
import { API_PREFIX } from '../trpc/api-path.js';
import { byKey, code, referenceDocument, table } from './markdown.js';

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  'x-sdk'?: SdkExtension | false;
}

/** The security schemes of the document (openapi/document.ts), as a reader names them. */
const CREDENTIAL_NAMES: Record<string, string> = { sessionCookie: 'session', personalToken: 'personal token', agentKey: 'agent key', deviceToken: 'device token' };

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

function credentials(security: Operation['security']): string {
  const schemes = (security ?? []).flatMap((requirement) => Object.keys(requirement));
  return schemes.length > 0 ? schemes.map((scheme) => CREDENTIAL_NAMES[scheme] ?? scheme).join(', ') : 'public';
}

/** Where both SDKs put the operation; a redirect's `<method>Url` beside it (openapi/sdk.ts). */
function sdkMethod(sdk: Operation['x-sdk']): string {
  if (!sdk) return '—';
  const name = [...sdk.resource, sdk.method].join('.');
  return sdk.redirect ? `${code(name)}, ${code(`${name}Url`)}` : code(name);
}

/** docs/reference/endpoints.md: every operation of the OpenAPI document, by tag. */
export function renderEndpoints(): string {
  const document = buildOpenApiDocument();
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
  );
  operations.sort((a, b) => byKey((path: string) => path)(a.path, b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  const tags = [...new Set(operations.flatMap(({ operation }) => operation.tags ?? ['Other']))].sort(byKey((tag) => tag));
  const sections = tags.flatMap((tag) => [
    `## ${tag}`,
    table(
      ['Method', 'Path', 'Summary', 'Credentials', 'SDK method'],
      operations
        .filter(({ operation }) => (operation.tags ?? ['Other']).includes(tag))
        .map(({ path, method, operation }) => [method.toUpperCase(), code(`${API_PREFIX}${path}`), operation.summary ?? '', credentials(operation.security), sdkMethod(operation['x-sdk'])]),
    ),
  ]);
  return referenceDocument('Endpoints', 'the OpenAPI document (openapi/openapi.json)', [
    [
      'Every endpoint of the REST API, grouped by tag. Credentials: `session` is the browser session cookie, `personal token`,',
      '`agent key` and `device token` are bearer tokens; `public` needs none. The interactive reference at `/docs` and',
      '`GET /api/v1/openapi.json` give each one in full; the SDK method is where both SDKs put it.',
    ].join('\n'),
    ...sections,
  ]);
}
