import { z } from 'zod';
import { fetchWebPage } from '../../../providers/web-fetch.js';
import { defineOperation, perRequest } from '../define.js';
import { ZHttpUrlSchema } from '../fields.js';
import { isSandboxFailUrl, SANDBOX_FAIL_HOST, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLongTextSchema, ZTextSchema } from '../../bounded.js';

const PRICE_CENTS = 1;

export const webFetchUrl = defineOperation({
  operation: 'web.fetch_url',
  service: 'web',
  name: 'Fetch URL',
  description:
    'Fetches a web page or text document (HTML, plain text, JSON, XML, …) and returns its content as text, with the status code the page answered.',
  payload: z.strictObject({ url: ZHttpUrlSchema }),
  result: z.object({
    url: ZTextSchema.meta({ description: 'The URL fetched, after redirects' }),
    status_code: z.number().int().min(100).max(599),
    content_type: ZTextSchema,
    content: ZLongTextSchema,
  }),
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'a real HTTP(S) fetch of the URL, SSRF-guarded',
  liveSettings: [],
  examples: [{ description: 'A public page', payload: { url: 'https://example.com/pricing' } }],
  sandboxFailures: [{ description: `Any URL on ${SANDBOX_FAIL_HOST} fails`, payload: { url: `https://${SANDBOX_FAIL_HOST}/` } }],
  sandbox: ({ url }) =>
    isSandboxFailUrl(url)
      ? sandboxFailure(`url is on ${SANDBOX_FAIL_HOST}`)
      : sandboxResult({ url, status_code: 200, content_type: 'text/plain; charset=utf-8', content: `Sandbox copy of ${url}.` }),
  live: async (payload, context) => ({ status: 'executed', result: await fetchWebPage(payload, context), costCents: PRICE_CENTS }),
});
