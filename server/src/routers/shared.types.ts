import { z } from 'zod';
import { idPattern } from '../domain/ids.js';
import { PAGE_MAX_ITEMS, TIMESTAMP_MAX_LENGTH, ZIdSchema, ZTimestampSchema } from '../domain/bounded.js';

/**
 * A list's page request, its rows keyed by ids made with `idPrefix`. The cursor is the id of the
 * previous page's last row (../domain/pagination.ts): anything else, an id of another kind
 * included, is refused (400) rather than read as a place in the list. A refinement, not a
 * pattern: the document keeps the cursor opaque to clients.
 */
export function ZListRequestSchema(idPrefix: string) {
  const id = idPattern(idPrefix);
  return z.strictObject({
    limit: z.number().int().min(1).max(PAGE_MAX_ITEMS).default(50).meta({ description: `Page size, 1 to ${PAGE_MAX_ITEMS}` }),
    cursor: ZIdSchema
      .min(1)
      .refine((value) => id.test(value), 'not a next_cursor of this list')
      .optional()
      .meta({ description: 'next_cursor of the previous page' }),
  });
}

/**
 * The direction of a keyset list: `asc`, oldest first (every list's default), or `desc`, newest
 * first, for people reading the latest. A page's next_cursor continues in the same direction.
 */
export const ZListOrderSchema = z.enum(['asc', 'desc']).default('asc').meta({ description: 'asc: oldest first (default); desc: newest first' });

/** A page of `item`s: at most a page's limit, or `maxItems` for a list answered in one page. */
export function ZPageSchema<T extends z.ZodType>(item: T, maxItems = PAGE_MAX_ITEMS) {
  return z.object({
    data: z.array(item).max(maxItems),
    next_cursor: ZIdSchema.nullable().meta({ description: 'Pass as cursor for the next page; null on the last page' }),
  });
}

export const ZCentsSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export { ZTimestampSchema };

/** A time a client sends: ISO 8601 with Z or an offset. */
export const ZDateTimeInputSchema = z.iso.datetime({ offset: true }).max(TIMESTAMP_MAX_LENGTH);

/** Money is BigInt in the database and an integer on the wire. */
export const centsOut = (value: bigint | null): number | null => (value === null ? null : Number(value));
