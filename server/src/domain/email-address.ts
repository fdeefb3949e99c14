import { z } from 'zod';

/** RFC 5321's limits on a path: 64 octets before the @ (§4.5.3.1.1), 254 characters in all (§4.5.3.1.3, less its brackets). */
const LOCAL_PART_MAX_BYTES = 64;
const ADDRESS_MAX_LENGTH = 254;

const localPartFits = (address: string) => {
  const at = address.lastIndexOf('@');
  // Without an @, z.email has already said what is wrong.
  return at < 0 || Buffer.byteLength(address.slice(0, at), 'utf8') <= LOCAL_PART_MAX_BYTES;
};

/**
 * An email address as mail servers take it, for accounts and for what agents send alike: zod's
 * address syntax within RFC 5321's limits, which JSON Schema's `email` format in the OpenAPI
 * document also holds addresses to.
 */
export const ZEmailAddressSchema = z
  .email('must be an email address')
  .max(ADDRESS_MAX_LENGTH)
  .refine(localPartFits, `the part before the @ must be at most ${LOCAL_PART_MAX_BYTES} bytes`);

/**
 * A stored address in a response: the bound of ZEmailAddressSchema without its syntax check, which
 * an address stored before a stricter check would fail (a 500 instead of the answer).
 */
export const ZStoredEmailAddressSchema = z.string().max(ADDRESS_MAX_LENGTH).meta({ format: 'email' });
