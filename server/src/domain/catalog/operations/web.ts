import { z } from 'zod';
import { fetchWebPage } from '../../../providers/web-fetch.js';
import { defineOperation, perRequest } from '../define.js';
import { ZHttpUrlSchema } from '../fields.js';
import { isSandboxFailUrl, SANDBOX_FAIL_HOST, sandboxFailure, sandboxResult } from '../sandbox.js';
import { LONG_TEXT_MAX_LENGTH, ZLabelSchema, ZLongTextSchema, ZTextSchema } from '../../bounded.js';
import { readableHtml } from '../../readable-html.js';
import type { AdapterContext, AdapterOutcome } from '../../../providers/contract.js';

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

const EXTRACT_PRICE_CENTS = 1;

const extractResult = z.object({
  url: ZTextSchema.meta({ description: 'The URL read, after redirects' }),
  title: ZTextSchema.nullable().meta({ description: "The article's title; null when the page names none" }),
  byline: ZLabelSchema.nullable().meta({ description: "The article's author, as the page credits it; null when it credits none" }),
  text: ZLongTextSchema.meta({ description: `The readable text: the article without navigation, scripts and styles, one paragraph a line; at most ${LONG_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters` }),
  length: z.number().int().min(0).meta({ description: 'Characters of the readable text, before any cut' }),
  truncated: z.boolean().meta({ description: 'The text was cut at its limit' }),
});

type ExtractResult = z.infer<typeof extractResult>;

/** HTML as it reads (../../readable-html.ts, the reading knowledge documents get); plain text as it is. */
async function extractPage(payload: { url: string }, context: AdapterContext): Promise<AdapterOutcome<ExtractResult>> {
  const page = await fetchWebPage(payload, context, 'web.extract');
  if (page.status_code < 200 || page.status_code > 299) {
    return { status: 'failed', detail: `The page answered HTTP ${page.status_code}: there is no article to read (web.fetch_url returns any answer as it is)` };
  }
  const essence = page.content_type.split(';')[0]!.trim().toLowerCase();
  let read: { title: string | null; byline: string | null; text: string };
  if (essence === 'text/html' || essence === 'application/xhtml+xml') read = readableHtml(page.content);
  else if (essence === 'text/plain' || essence === '') read = { title: null, byline: null, text: page.content.replace(/\r\n?/g, '\n').trim() };
  else return { status: 'failed', detail: `The page is ${essence}, not HTML or plain text: web.extract reads articles; web.fetch_url returns any text as it is` };
  const text = read.text.slice(0, LONG_TEXT_MAX_LENGTH);
  const result = { url: page.url, title: read.title, byline: read.byline?.slice(0, 200) ?? null, text, length: read.text.length, truncated: text.length < read.text.length };
  return { status: 'executed', result, costCents: EXTRACT_PRICE_CENTS };
}

export const webExtract = defineOperation({
  operation: 'web.extract',
  service: 'web',
  name: 'Extract readable text',
  description:
    'Fetches a web page and returns its readable text, as a reader view shows it: the article without navigation, ads, scripts and styles, with its title and byline (Mozilla Readability). ' +
    'HTML and plain text only; a page that answers other than 2xx fails, as does one larger than the server reads (PROCTOR_FETCH_MAX_BYTES).',
  payload: z.strictObject({ url: ZHttpUrlSchema }),
  result: extractResult,
  pricing: perRequest(EXTRACT_PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'a real HTTP(S) fetch of the URL, SSRF-guarded, read by Mozilla Readability',
  liveSettings: [],
  examples: [{ description: 'An article', payload: { url: 'https://example.com/blog/spending-controls' } }],
  sandboxFailures: [{ description: `Any URL on ${SANDBOX_FAIL_HOST} fails`, payload: { url: `https://${SANDBOX_FAIL_HOST}/article` } }],
  sandbox: ({ url }) => {
    if (isSandboxFailUrl(url)) return sandboxFailure(`url is on ${SANDBOX_FAIL_HOST}`);
    const text = `Sandbox article read from ${url}.\nIts second paragraph.`;
    return sandboxResult({ url, title: `Sandbox article: ${new URL(url).hostname}`, byline: 'Sandbox Author', text, length: text.length, truncated: false });
  },
  live: extractPage,
});
