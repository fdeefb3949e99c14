import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { geocodingLookup } from '../../src/domain/catalog/operations/geocoding.js';
import { VERSION } from '../../src/version.js';
import { agentWithBindings, dispatchAs } from '../support/dispatch.js';
import { adapterContexts, answerAndRecord, detailOf, executeLive, liveKeyApp, mockProviders, neverAnswers, pricingContext } from '../support/providers.js';

const BASE = 'https://nominatim.openstreetmap.org';
/** No spacing, so that the tests of the wire format do not wait on each other; the spacing has its own tests. */
const SETTINGS = { NOMINATIM_CONTACT_EMAIL: 'ops@example.com', NOMINATIM_MIN_INTERVAL_MS: '0' };
const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** /search?format=jsonv2&addressdetails=1 as Nominatim documents it (https://nominatim.org/release-docs/latest/api/Output/). */
const SEARCH_ANSWER = [
  {
    place_id: 131227226,
    licence: LICENCE,
    osm_type: 'way',
    osm_id: 518071791,
    lat: '52.5162699',
    lon: '13.3777034',
    category: 'tourism',
    type: 'attraction',
    place_rank: 30,
    importance: 0.7446,
    addresstype: 'tourism',
    name: 'Brandenburger Tor',
    display_name: 'Brandenburger Tor, Pariser Platz, Mitte, Berlin, 10117, Deutschland',
    address: { tourism: 'Brandenburger Tor', road: 'Pariser Platz', suburb: 'Mitte', city: 'Berlin', postcode: '10117', country: 'Deutschland', country_code: 'de' },
    boundingbox: ['52.5161167', '52.5164327', '13.3775334', '13.3778502'],
  },
];

/** /reverse?format=jsonv2: one place, not a list. */
const REVERSE_ANSWER = {
  place_id: 115270416,
  licence: LICENCE,
  osm_type: 'way',
  osm_id: 5013364,
  lat: '48.8582599',
  lon: '2.2945006',
  category: 'man_made',
  type: 'tower',
  display_name: 'Tour Eiffel, 5, Avenue Anatole France, Paris, 75007, France',
  address: { man_made: 'Tour Eiffel', house_number: '5', road: 'Avenue Anatole France', city: 'Paris', postcode: '75007', country: 'France', country_code: 'fr' },
  boundingbox: ['48.8574753', '48.8590453', '2.2933119', '2.2956897'],
};

const server = mockProviders();
const contextWith = adapterContexts('sr_geo_1', SETTINGS);
const lookup = (payload: unknown, context = contextWith()) => geocodingLookup.live!(geocodingLookup.payload.parse(payload), context);
const answers = (path: 'search' | 'reverse', response: () => Response | Promise<Response>, base = BASE) => answerAndRecord(server, 'get', `${base}/${path}`, response);

describe('geocoding.lookup payload and sandbox', () => {
  it('takes a query, or latitude and longitude, never both or neither, naming the field', () => {
    const issue = (payload: unknown) => geocodingLookup.payload.safeParse(payload).error?.issues[0];
    expect(issue({})).toMatchObject({ path: ['query'], message: 'send query, or latitude and longitude' });
    expect(issue({ query: 'Berlin', latitude: 1, longitude: 2 })).toMatchObject({ path: ['query'], message: 'send query, or latitude and longitude, not both' });
    expect(issue({ latitude: 1 })).toMatchObject({ path: ['longitude'], message: 'send latitude and longitude together' });
    expect(issue({ latitude: 91, longitude: 0 })?.path).toEqual(['latitude']);
    expect(issue({ query: 'Berlin', language: 'german!' })?.path).toEqual(['language']);
    expect(geocodingLookup.payload.parse({ query: 'Berlin' })).toEqual({ query: 'Berlin', limit: 5 });
  });

  it('sandbox: the same places for the same payload, at the coordinates asked for in reverse, for free; fails on its trigger', async () => {
    const first = await geocodingLookup.sandbox(geocodingLookup.payload.parse({ query: 'Springfield', limit: 2 }), contextWith());
    expect(first).toMatchObject({ status: 'executed', costCents: 0, result: { results: [{ display_name: 'Springfield, Sandboxia' }, { display_name: 'Springfield 2, Sandboxia' }] } });
    expect(await geocodingLookup.sandbox(geocodingLookup.payload.parse({ query: 'Springfield', limit: 2 }), contextWith())).toEqual(first);
    expect(await geocodingLookup.sandbox(geocodingLookup.payload.parse({ latitude: 10.5, longitude: -3.25 }), contextWith())).toMatchObject({
      result: { results: [{ latitude: 10.5, longitude: -3.25 }] },
    });
    expect(await geocodingLookup.sandbox(geocodingLookup.payload.parse({ query: 'sandbox:fail' }), contextWith())).toMatchObject({
      status: 'failed',
      detail: expect.stringMatching(/^Sandbox failure trigger: query is "sandbox:fail"/),
    });
  });

  it('costs 1 cent a request', async () => {
    expect(await geocodingLookup.pricing.estimateCents(geocodingLookup.payload.parse({ query: 'x' }), pricingContext(SETTINGS))).toBe(1);
  });
});

describe('geocoding.lookup live through Nominatim', () => {
  it('GETs /search with q, format=jsonv2, limit, addressdetails, accept-language and email, identified by its User-Agent', async () => {
    const seen = answers('search', () => HttpResponse.json(SEARCH_ANSWER));
    await lookup({ query: 'Brandenburger Tor, Berlin', limit: 3, language: 'de' });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(url.origin + url.pathname).toBe(`${BASE}/search`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Brandenburger Tor, Berlin', format: 'jsonv2', limit: '3', addressdetails: '1', 'accept-language': 'de', email: 'ops@example.com' });
    expect(seen[0]!.headers.get('user-agent')).toBe(`Proctor/${VERSION} (geocoding.lookup; ops@example.com)`);
  });

  it('maps the places: numbers for coordinates and the bounding box, the address, the OSM object and the licence', async () => {
    answers('search', () => HttpResponse.json(SEARCH_ANSWER));
    expect(await lookup({ query: 'Brandenburger Tor' })).toEqual({
      status: 'executed',
      result: {
        results: [
          {
            display_name: 'Brandenburger Tor, Pariser Platz, Mitte, Berlin, 10117, Deutschland',
            latitude: 52.5162699,
            longitude: 13.3777034,
            category: 'tourism',
            type: 'attraction',
            address: SEARCH_ANSWER[0]!.address,
            bounding_box: { south: 52.5161167, north: 52.5164327, west: 13.3775334, east: 13.3778502 },
            osm: { type: 'way', id: 518071791 },
          },
        ],
        attribution: LICENCE,
      },
      costCents: 1,
    });
  });

  it('reverse-geocodes at /reverse with lat and lon, and answers no place where Nominatim is "Unable to geocode"', async () => {
    const seen = answers('reverse', () => HttpResponse.json(REVERSE_ANSWER));
    expect(await lookup({ latitude: 48.8584, longitude: 2.2945 })).toMatchObject({ status: 'executed', result: { results: [{ type: 'tower', osm: { type: 'way', id: 5013364 } }] } });
    expect(Object.fromEntries(new URL(seen[0]!.url).searchParams)).toEqual({ lat: '48.8584', lon: '2.2945', format: 'jsonv2', addressdetails: '1', email: 'ops@example.com' });
    answers('reverse', () => HttpResponse.json({ error: 'Unable to geocode' }));
    expect(await lookup({ latitude: 0, longitude: -160 })).toEqual({
      status: 'executed',
      result: { results: [], attribution: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright' },
      costCents: 1,
    });
  });

  it("maps Nominatim's error body, and 429 with Retry-After to the retry detail", async () => {
    answers('search', () => HttpResponse.json({ error: { code: 400, message: "Parameter 'limit' must be a number." } }, { status: 400 }));
    await expect(lookup({ query: 'x' })).rejects.toThrow("Nominatim answered HTTP 400: Parameter 'limit' must be a number.");
    answers('search', () => new HttpResponse('<html><body>Too many requests</body></html>', { status: 429, headers: { 'content-type': 'text/html', 'retry-after': '60' } }));
    await expect(lookup({ query: 'x' })).rejects.toThrow('Nominatim answered HTTP 429: <html><body>Too many requests</body></html> (retry after 60 s)');
  });

  it('fails on a place without coordinates, and without NOMINATIM_CONTACT_EMAIL before any request', async () => {
    const seen = answers('search', () => HttpResponse.json([{ display_name: 'Nowhere' }]));
    await expect(lookup({ query: 'x' })).rejects.toThrow(/^Nominatim answered in an unexpected shape \(0\.lat: /);
    await expect(lookup({ query: 'x' }, contextWith({}))).rejects.toThrow('geocoding.lookup has no live provider configured: set NOMINATIM_CONTACT_EMAIL on the server');
    expect(seen).toHaveLength(1);
  });

  it('asks the configured server instead, e.g. your own Nominatim', async () => {
    const seen = answers('search', () => HttpResponse.json([]), 'https://geo.internal.example');
    expect(await lookup({ query: 'x' }, contextWith({ ...SETTINGS, NOMINATIM_BASE_URL: 'https://geo.internal.example/' }))).toMatchObject({ result: { results: [] } });
    expect(seen).toHaveLength(1);
  });

  it('ends as a timeout failure when Nominatim does not answer within the deadline', async () => {
    answers('search', neverAnswers);
    const outcome = await executeLive(geocodingLookup, geocodingLookup.payload.parse({ query: 'x' }), { ...SETTINGS, PROCTOR_PROVIDER_TIMEOUT_MS: '100' });
    expect(outcome).toEqual({ status: 'failed', detail: 'The provider did not answer within 100 ms' });
  });
});

describe('geocoding.lookup spacing (the usage policy, per instance)', () => {
  it('spaces requests to one server by NOMINATIM_MIN_INTERVAL_MS, and fails at once past 5 waiting, saying when to retry', async () => {
    const base = 'https://spaced.nominatim.example';
    const times: number[] = [];
    answers('search', () => {
      times.push(performance.now());
      return HttpResponse.json([]);
    }, base);
    const env = { ...SETTINGS, NOMINATIM_BASE_URL: base, NOMINATIM_MIN_INTERVAL_MS: '150' };
    // Seven at once: the sixth may or may not find five ahead (the clock moves while they are made), the seventh always does.
    const outcomes = await Promise.allSettled(Array.from({ length: 7 }, () => lookup({ query: 'x' }, contextWith(env))));
    expect(outcomes.slice(0, 5).map((outcome) => outcome.status)).toEqual(Array(5).fill('fulfilled'));
    expect(outcomes[6]).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/^Nominatim takes one request each 150 ms from this server \(NOMINATIM_MIN_INTERVAL_MS, its usage policy\) and [56] are waiting \(retry after 1 s\)$/) } });
    // Sent a turn apart: the fifth at least four turns after the first (less a little for the answers' own latency).
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect(times[4]! - times[0]!).toBeGreaterThanOrEqual(4 * 150 - 30);
  });
});

describe('geocoding.lookup through the API', () => {
  const live = liveKeyApp(SETTINGS);

  it('executes live for 1 cent, and a 429 fails with adapter_error, debiting nothing', async () => {
    answers('search', () => HttpResponse.json(SEARCH_ANSWER));
    const done = await live.dispatch('geocoding.lookup', { query: 'Brandenburger Tor' });
    expect(done.body).toMatchObject({ status: 'executed', mode: 'live', cost_cents: 1, result: { results: [{ address: { city: 'Berlin' } }] } });
    expect(done.balance).toMatchObject({ balance_cents: 499, held_cents: 0 });
    answers('search', () => new HttpResponse('Too many requests', { status: 429, headers: { 'retry-after': '60' } }));
    const failed = await live.dispatch('geocoding.lookup', { query: 'Brandenburger Tor' });
    expect(failed.body).toMatchObject({ status: 'failed', reason_code: 'adapter_error', cost_cents: 0 });
    expect(detailOf(failed.body)).toBe('Nominatim answered HTTP 429: Too many requests (retry after 60 s)');
    expect(failed.balance).toMatchObject({ balance_cents: 500, held_cents: 0 });
  });

  it('answers from the sandbox in test mode, fails on its trigger, and refuses a payload with both a query and coordinates', async () => {
    const fixture = await agentWithBindings(live.app, { 'geocoding.lookup': {} });
    const ok = await dispatchAs(live.app, fixture.testKey, { operation: 'geocoding.lookup', payload: { query: 'Springfield', limit: 1 } });
    expect(ok.body).toMatchObject({ status: 'executed', mode: 'test', cost_cents: 0, result: { results: [{ display_name: 'Springfield, Sandboxia' }] } });
    const failed = await dispatchAs(live.app, fixture.testKey, { operation: 'geocoding.lookup', payload: { query: 'sandbox:fail' } });
    expect(failed.body).toMatchObject({ status: 'failed', cost_cents: 0 });
    const refused = await dispatchAs(live.app, fixture.testKey, { operation: 'geocoding.lookup', payload: { query: 'x', latitude: 1, longitude: 2 } });
    expect(refused.status).toBe(400);
  });
});
