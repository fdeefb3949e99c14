import { z } from 'zod';
import { REQUEST_ID_MAX_LENGTH } from './ids.js';

/**
 * The bounded strings every API schema is built of (the OWASP API Security lint of the OpenAPI
 * document, .spectral.yaml, asks every string for a maxLength). Request schemas refuse a longer
 * value (400); response schemas are parsed too, so a response bound is at least the request bound
 * of whatever was stored through it, and text the server or a provider writes gets the long bound.
 */

/** newId's prefix, underscore and 26-character ULID (./ids.ts), with room for a longer prefix. */
export const ID_MAX_LENGTH = 64;
/** A name, title, label, code or another service's identifier. */
export const LABEL_MAX_LENGTH = 200;
/** Text a person writes: a description, a prompt (an agent's system prompt is the longest, 20,000). */
export const TEXT_MAX_LENGTH = 20_000;
/**
 * Text a provider or the server produces (a generated answer, a fetched page, an email body, a
 * transcript): as long as a request body may be (PROCTOR_MAX_BODY_BYTES' default).
 */
export const LONG_TEXT_MAX_LENGTH = 1_048_576;
/** A key of a free-form JSON object. */
export const JSON_KEY_MAX_LENGTH = 256;

/** One of our ids (`agt_…`, `sr_…`): an unknown one is 404, one longer than any id is 400. */
export const ZIdSchema = z.string().min(1).max(ID_MAX_LENGTH);
/** A request id: ours, or the caller's X-Request-Id (../http/request-context.ts). */
export const ZRequestIdSchema = z.string().max(REQUEST_ID_MAX_LENGTH);
export const ZLabelSchema = z.string().max(LABEL_MAX_LENGTH);
export const ZTextSchema = z.string().max(TEXT_MAX_LENGTH);
export const ZLongTextSchema = z.string().max(LONG_TEXT_MAX_LENGTH);

/**
 * A free-form JSON object (a payload, a run's input, a provider's result): its keys bounded, its
 * values any JSON, bounded as a whole by the request body limit (PROCTOR_MAX_BODY_BYTES).
 */
const ZJsonKeySchema = z.string().max(JSON_KEY_MAX_LENGTH);
export const ZJsonObjectSchema = z.record(ZJsonKeySchema, z.unknown());

/** A page of a list: its `limit` is at most 100 (routers/shared.types.ts). */
export const PAGE_MAX_ITEMS = 100;
/**
 * A list answered whole, of rows an organization makes (a team's members, a workflow's grants, an
 * agent's skills, usage groups): far past any organization's, and a 500 rather than a silent cut
 * if one ever passes it; such a list is to be paged before then.
 */
export const WHOLE_LIST_MAX_ITEMS = 10_000;
/** A list of the server's own constants (statuses, reasons, codes, operations, examples): they hold tens. */
export const CONSTANT_LIST_MAX_ITEMS = 1_000;
/** The details of one 400: the first this many of a body's invalid fields. */
export const ERROR_DETAILS_MAX_ITEMS = 100;

/**
 * Longer than any Date.toISOString() (24 characters, 27 past the year 9999) and any ISO 8601 time
 * a client sends with an offset and nanoseconds (35).
 */
export const TIMESTAMP_MAX_LENGTH = 40;

/** A time the API answers with (and an internal operation's result, catalog/operations/). */
export const ZTimestampSchema = z.string().max(TIMESTAMP_MAX_LENGTH).meta({ format: 'date-time', description: 'ISO 8601 timestamp, UTC' });
