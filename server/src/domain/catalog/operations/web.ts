import { z } from 'zod';
import { defineOperation, perRequest } from '../define.js';
import { ZHttpUrlSchema } from '../fields.js';
import { sandboxResult } from '../sandbox.js';

export const webFetchUrl = defineOperation({
  operation: 'web.fetch_url',
  service: 'web',
  name: 'Fetch URL',
  description: 'Fetches a web page or document and returns its content as text.',
  payload: z.strictObject({ url: ZHttpUrlSchema }),
  result: z.object({
    url: z.string().meta({ description: 'The URL fetched, after redirects' }),
    status_code: z.number().int().min(100).max(599),
    content_type: z.string(),
    content: z.string(),
  }),
  pricing: perRequest(1),
  async: false,
  requiresConnectedApp: null,
  examples: [{ description: 'A public page', payload: { url: 'https://example.com/pricing' } }],
  sandbox: ({ url }) =>
    sandboxResult({ url, status_code: 200, content_type: 'text/plain; charset=utf-8', content: `Sandbox copy of ${url}.` }),
});
