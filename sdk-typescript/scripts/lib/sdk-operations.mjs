// The operations of the OpenAPI document as the SDK sees them, read only from each operation's
// `x-sdk` (resource path and method name; false: not in the SDK) and `security` (the schemes it
// accepts, in order), with its parameters, body and responses. No table of names lives here.

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const pascal = (name) => name.replace(/(^|[-_.\s]+)(\w)/g, (_m, _sep, c) => c.toUpperCase());
export const camel = (name) => pascal(name).replace(/^\w/, (c) => c.toLowerCase());
export const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** `agents` → `Agent`, `personalTokens` → `PersonalToken`: openai-node's type-name stem. */
const singular = (name) => (/ies$/.test(name) ? `${name.slice(0, -3)}y` : /[^s]s$/.test(name) ? name.slice(0, -1) : name);

const refName = (ref) => ref.split('/').pop();

/** The body of a dispatch: one variant per catalog operation, `{operation: {const}, payload: {$ref}}`. */
export function catalogVariants(body) {
  const variants = body?.oneOf ?? body?.anyOf ?? [];
  return variants.filter((v) => typeof v?.properties?.operation?.const === 'string' && v.properties.payload?.$ref);
}

function isPage(schema) {
  const props = schema?.properties ?? {};
  return Object.keys(props).sort().join(',') === 'data,next_cursor' && props.data.items?.$ref !== undefined;
}

/**
 * The events of a streaming operation (`x-sdk.stream`): the variants of its `text/event-stream`
 * schema, each `{event: {const}, data: {contentSchema: {$ref}}}`, without `error` and
 * `reconnect`, which the runtime handles itself (CONTROL_EVENTS of core/streaming.ts).
 */
function streamEvents(raw) {
  const schema = raw.responses?.['200']?.content?.['text/event-stream']?.schema;
  const variants = (schema?.oneOf ?? []).map((v) => ({ name: v.properties?.event?.const, data: v.properties?.data?.contentSchema?.$ref }));
  if (variants.length === 0 || variants.some((v) => typeof v.name !== 'string' || !v.data)) {
    throw new Error(`${raw.operationId}: x-sdk.stream needs a text/event-stream 200 whose oneOf variants are {event: {const}, data: {contentSchema: {$ref}}}`);
  }
  return variants.filter((v) => v.name !== 'error' && v.name !== 'reconnect').map((v) => ({ name: v.name, data: refName(v.data) }));
}

export function sdkOperations(document) {
  const out = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const sdk = raw['x-sdk'];
      if (sdk === false) continue;
      if (!sdk || !Array.isArray(sdk.resource) || typeof sdk.method !== 'string') {
        throw new Error(`${raw.operationId}: no x-sdk extension (the server's document.ts emits one for every operation)`);
      }
      const parameters = raw.parameters ?? [];
      const headers = parameters.filter((p) => p.in === 'header');
      // Last-Event-ID is the stream runtime's (core/streaming.ts), not an argument.
      // X-Delegated-Task is the dispatch's `delegatedTaskId` option (core/http.ts).
      const mapped = sdk.stream ? ['idempotency-key', 'last-event-id'] : ['idempotency-key', 'x-delegated-task'];
      for (const h of headers) if (!mapped.includes(h.name.toLowerCase())) throw new Error(`${raw.operationId}: header ${h.name} has no mapping`);
      const body = raw.requestBody?.content?.['application/json']?.schema;
      const successes = Object.entries(raw.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(([, r]) => r.content?.['application/json']?.schema)
        .filter(Boolean);
      const query = parameters.filter((p) => p.in === 'query');
      if (body && query.length > 0) throw new Error(`${raw.operationId}: a body and query parameters together are not supported`);
      const stem = sdk.resource.map((r) => pascal(singular(r))).join('') + pascal(sdk.method);
      let response;
      if (sdk.stream) response = { kind: 'stream', events: streamEvents(raw) };
      // A file (`format: binary`): its bytes as a fetch Response, as openai-node's audio.speech.create answers.
      else if (sdk.file) response = { kind: 'file', contentTypes: Object.keys(raw.responses?.['200']?.content ?? {}) };
      // A redirect (`x-sdk.redirect`): its Location (`<method>Url`), and the bytes there as a stream (`<method>`).
      else if (sdk.redirect) {
        if (!raw.responses?.['302']?.headers?.Location) throw new Error(`${raw.operationId}: x-sdk.redirect needs a 302 response with a Location header`);
        response = { kind: 'redirect' };
      }
      else if (successes.length === 0) response = { kind: 'void' };
      else if (isPage(successes[0])) response = { kind: 'page', item: refName(successes[0].properties.data.items.$ref) };
      else if (successes[0].$ref) response = { kind: 'schema', name: refName(successes[0].$ref) };
      else response = { kind: 'inline', name: `${stem}Response` };
      out.push({
        operationId: raw.operationId,
        httpMethod: method.toUpperCase(),
        path,
        summary: raw.summary ?? '',
        description: raw.description ?? '',
        resource: sdk.resource,
        method: sdk.method,
        waitable: sdk.waitable ? { until: sdk.waitable.until } : undefined,
        security: (raw.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        idempotent: headers.some((h) => h.name.toLowerCase() === 'idempotency-key'),
        delegatable: headers.some((h) => h.name.toLowerCase() === 'x-delegated-task'),
        body: body ? { required: raw.requestBody.required !== false, dispatch: catalogVariants(body).length > 0 } : undefined,
        query: query.length > 0 ? { required: query.some((p) => p.required) } : undefined,
        paramsName: `${stem}Params`,
        response,
      });
    }
  }
  return out;
}
