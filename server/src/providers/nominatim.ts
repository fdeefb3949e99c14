import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { VERSION } from '../version.js';
import type { AdapterContext } from './contract.js';
import { ProviderFailure, requireSettings } from './failure.js';
import { callProvider } from './http.js';

export const NOMINATIM_SETTINGS = ['NOMINATIM_CONTACT_EMAIL'] as const;

/**
 * How far ahead one instance queues its Nominatim requests, in intervals: past it a request fails
 * at once rather than waiting out its deadline in a queue.
 */
const MAX_QUEUED = 5;

/** When each Nominatim server (by base URL) may next be asked, in this instance. */
const nextTurn = new Map<string, number>();

/**
 * Waits for this instance's next turn at `base`, `intervalMs` after the previous one, so that the
 * instance never sends more than the usage policy allows; fails when MAX_QUEUED are waiting already.
 */
async function takeTurn(base: string, intervalMs: number, signal: AbortSignal): Promise<void> {
  if (intervalMs === 0) return;
  const now = Date.now();
  const at = Math.max(now, nextTurn.get(base) ?? 0);
  const wait = at - now;
  // The requests ahead of this one that have not been sent yet.
  const ahead = Math.ceil(wait / intervalMs);
  if (ahead >= MAX_QUEUED) {
    throw new ProviderFailure(
      `Nominatim takes one request each ${intervalMs} ms from this server (NOMINATIM_MIN_INTERVAL_MS, its usage policy) and ${ahead} are waiting (retry after ${Math.ceil(wait / 1000)} s)`,
    );
  }
  nextTurn.set(base, at + intervalMs);
  if (wait > 0) await sleep(wait, undefined, { signal });
}

/** One place of Nominatim's `format=jsonv2` answer (https://nominatim.org/release-docs/latest/api/Output/). */
const ZPlaceSchema = z.object({
  licence: z.string().optional(),
  osm_type: z.string().optional(),
  osm_id: z.number().optional(),
  lat: z.string(),
  lon: z.string(),
  category: z.string().default(''),
  type: z.string().default(''),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
  boundingbox: z.array(z.string()).length(4).optional(),
});

/** /reverse answers `{"error": "Unable to geocode"}` with HTTP 200 where nothing is near. */
const ZReverseSchema = z.union([ZPlaceSchema, z.object({ error: z.string() })]);

/** Nominatim's errors: `{"error": {"code": 400, "message": "…"}}` (v4+), or a bare string in older servers. */
function nominatimErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: unknown };
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return undefined;
}

export interface GeocodedPlace {
  display_name: string;
  latitude: number;
  longitude: number;
  category: string;
  type: string;
  address: Record<string, string>;
  bounding_box: { south: number; north: number; west: number; east: number } | null;
  osm: { type: string; id: number } | null;
}

export interface GeocodingResult {
  results: GeocodedPlace[];
  attribution: string;
}

/** OpenStreetMap's data is ODbL: its attribution goes with every answer, as Nominatim's `licence` says. */
const OSM_ATTRIBUTION = 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright';

function place({ lat, lon, category, type, display_name, address, boundingbox, osm_type, osm_id }: z.infer<typeof ZPlaceSchema>): GeocodedPlace {
  const [south, north, west, east] = (boundingbox ?? []).map(Number);
  return {
    display_name,
    latitude: Number(lat),
    longitude: Number(lon),
    category,
    type,
    address: address ?? {},
    bounding_box: boundingbox ? { south: south!, north: north!, west: west!, east: east! } : null,
    osm: osm_type && osm_id !== undefined ? { type: osm_type, id: osm_id } : null,
  };
}

export type GeocodingQuery = { query: string; limit: number; language?: string | undefined } | { latitude: number; longitude: number; language?: string | undefined };

/** Forward (`/search?q=`) or reverse (`/reverse?lat=&lon=`) geocoding on the configured Nominatim, one request in this instance's turn. */
export async function nominatimLookup(lookup: GeocodingQuery, { config, signal }: AdapterContext): Promise<GeocodingResult> {
  const { NOMINATIM_CONTACT_EMAIL } = requireSettings('geocoding.lookup', config, NOMINATIM_SETTINGS);
  const base = config.NOMINATIM_BASE_URL.replace(/\/+$/, '');
  const forward = 'query' in lookup;
  const url = new URL(`${base}/${forward ? 'search' : 'reverse'}`);
  const params: Record<string, string> = forward
    ? { q: lookup.query, format: 'jsonv2', limit: String(lookup.limit), addressdetails: '1' }
    : { lat: String(lookup.latitude), lon: String(lookup.longitude), format: 'jsonv2', addressdetails: '1' };
  if (lookup.language) params['accept-language'] = lookup.language;
  params['email'] = NOMINATIM_CONTACT_EMAIL;
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  await takeTurn(base, config.NOMINATIM_MIN_INTERVAL_MS, signal);
  const request = {
    provider: 'Nominatim',
    url,
    headers: { 'user-agent': `Proctor/${VERSION} (geocoding.lookup; ${NOMINATIM_CONTACT_EMAIL})` },
    signal,
    errorMessage: nominatimErrorMessage,
  };
  if (forward) {
    const places = await callProvider({ ...request, schema: z.array(ZPlaceSchema) });
    return { results: places.slice(0, lookup.limit).map(place), attribution: places[0]?.licence ?? OSM_ATTRIBUTION };
  }
  const answer = await callProvider({ ...request, schema: ZReverseSchema });
  if ('error' in answer) return { results: [], attribution: OSM_ATTRIBUTION };
  return { results: [place(answer)], attribution: answer.licence ?? OSM_ATTRIBUTION };
}
