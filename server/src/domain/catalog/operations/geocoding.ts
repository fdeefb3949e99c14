import { z } from 'zod';
import { NOMINATIM_SETTINGS, nominatimLookup, type GeocodedPlace } from '../../../providers/nominatim.js';
import { defineOperation, perRequest } from '../define.js';
import { digest, SANDBOX_FAIL_TEXT, sandboxFailure, sandboxResult } from '../sandbox.js';
import { ZLabelSchema, ZTextSchema } from '../../bounded.js';
import { ZLanguageTagSchema } from '../../language-tag.js';

const PRICE_CENTS = 1;
const MAX_RESULTS = 10;

const payload = z
  .strictObject({
    query: z.string().min(1).max(400).optional().meta({ description: 'An address or place to find ("Brandenburger Tor, Berlin"): forward geocoding' }),
    latitude: z.number().min(-90).max(90).optional().meta({ description: 'With longitude, instead of query: the place at these coordinates (reverse geocoding)' }),
    longitude: z.number().min(-180).max(180).optional().meta({ description: 'With latitude, instead of query' }),
    limit: z.number().int().min(1).max(MAX_RESULTS).default(5).meta({ description: `How many places a query returns, 1 to ${MAX_RESULTS}; reverse geocoding returns at most one` }),
    language: ZLanguageTagSchema.optional().meta({ description: 'The language of the names, a BCP 47 tag ("de", "pt-BR"); the local names when left out' }),
  })
  .superRefine((value, context) => {
    const coordinates = value.latitude !== undefined || value.longitude !== undefined;
    if (value.query !== undefined && coordinates) {
      context.addIssue({ code: 'custom', path: ['query'], message: 'send query, or latitude and longitude, not both' });
    } else if (value.query === undefined && !coordinates) {
      context.addIssue({ code: 'custom', path: ['query'], message: 'send query, or latitude and longitude' });
    } else if (coordinates && (value.latitude === undefined || value.longitude === undefined)) {
      context.addIssue({ code: 'custom', path: [value.latitude === undefined ? 'latitude' : 'longitude'], message: 'send latitude and longitude together' });
    }
  });

const result = z.object({
  results: z
    .array(
      z.object({
        display_name: ZTextSchema.meta({ description: 'The full name of the place, its address' }),
        latitude: z.number(),
        longitude: z.number(),
        category: ZLabelSchema.meta({ description: 'OpenStreetMap\'s main tag ("amenity", "place", "building")' }),
        type: ZLabelSchema.meta({ description: 'Its value ("restaurant", "city", "house")' }),
        address: z.record(ZLabelSchema, ZTextSchema).meta({ description: 'The address parts by kind: house_number, road, city, postcode, country, country_code, …' }),
        bounding_box: z.object({ south: z.number(), north: z.number(), west: z.number(), east: z.number() }).nullable(),
        osm: z.object({ type: ZLabelSchema, id: z.number().int() }).nullable().meta({ description: 'The OpenStreetMap object (node, way, relation) it was found as' }),
      }),
    )
    .max(MAX_RESULTS)
    .meta({ description: 'The places found, the best match first; empty when none' }),
  attribution: ZTextSchema.meta({ description: "The data's licence, to show with it (OpenStreetMap's ODbL)" }),
});

type Payload = z.infer<typeof payload>;

/** A place at coordinates drawn from the payload's digest: the same payload, the same place. */
function sandboxPlace(name: string, seed: unknown, index: number, at?: { latitude: number; longitude: number }): GeocodedPlace {
  const hex = digest([seed, index]);
  const latitude = at?.latitude ?? Number((parseInt(hex.slice(0, 8), 16) / 0xffffffff * 140 - 70).toFixed(7));
  const longitude = at?.longitude ?? Number((parseInt(hex.slice(8, 16), 16) / 0xffffffff * 360 - 180).toFixed(7));
  return {
    display_name: name,
    latitude,
    longitude,
    category: 'place',
    type: index === 0 ? 'city' : 'village',
    address: { city: name.split(',')[0]!, country: 'Sandboxia', country_code: 'sx' },
    bounding_box: { south: latitude - 0.01, north: latitude + 0.01, west: longitude - 0.01, east: longitude + 0.01 },
    osm: { type: 'node', id: parseInt(hex.slice(16, 24), 16) },
  };
}

function sandbox(value: Payload) {
  if (value.query === SANDBOX_FAIL_TEXT) return sandboxFailure(`query is "${SANDBOX_FAIL_TEXT}"`);
  const attribution = 'Sandbox data; live answers carry OpenStreetMap\'s: Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright';
  if (value.query === undefined) {
    const at = { latitude: value.latitude!, longitude: value.longitude! };
    return sandboxResult({ results: [sandboxPlace(`Sandbox place at ${at.latitude}, ${at.longitude}`, value, 0, at)], attribution });
  }
  const count = Math.min(value.limit, 3);
  const results = Array.from({ length: count }, (_, index) => sandboxPlace(index === 0 ? `${value.query}, Sandboxia` : `${value.query} ${index + 1}, Sandboxia`, value, index));
  return sandboxResult({ results, attribution });
}

export const geocodingLookup = defineOperation({
  operation: 'geocoding.lookup',
  service: 'geocoding',
  name: 'Geocoding lookup',
  description:
    'Finds places by address or name (forward geocoding), or the address at coordinates (reverse), on OpenStreetMap data through Nominatim. ' +
    'Each server instance sends Nominatim at most one request per NOMINATIM_MIN_INTERVAL_MS (1 s, the public server\'s usage policy): ' +
    'requests queue for their turn, and one past 5 waiting fails at once saying when to retry. Show the answer\'s attribution with its data.',
  payload,
  result,
  pricing: perRequest(PRICE_CENTS),
  async: false,
  requiresConnectedApp: null,
  liveProvider: 'Nominatim (`GET /search`, `GET /reverse`, `format=jsonv2`) at NOMINATIM_BASE_URL',
  liveSettings: NOMINATIM_SETTINGS,
  examples: [
    { description: 'An address', payload: { query: 'Brandenburger Tor, Berlin', limit: 1 } },
    { description: 'The address at coordinates, in English', payload: { latitude: 48.8584, longitude: 2.2945, limit: 5, language: 'en' } },
  ],
  sandboxFailures: [{ description: `The query "${SANDBOX_FAIL_TEXT}" fails`, payload: { query: SANDBOX_FAIL_TEXT, limit: 5 } }],
  sandbox,
  live: async (value, context) => {
    const lookup = value.query !== undefined ? { query: value.query, limit: value.limit, language: value.language } : { latitude: value.latitude!, longitude: value.longitude!, language: value.language };
    return { status: 'executed', result: await nominatimLookup(lookup, context), costCents: PRICE_CENTS };
  },
});
