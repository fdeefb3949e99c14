import { z } from 'zod';

/**
 * Whether a string is a well-formed BCP 47 language tag ("en", "pt-BR", "zh-Hant-TW"), as
 * ECMA-402 reads one: Intl.getCanonicalLocales throws a RangeError on anything else ("en_US"). The
 * grandfathered tags of RFC 5646 ("i-klingon") are refused with the rest.
 */
export function isLanguageTag(value: string): boolean {
  try {
    Intl.getCanonicalLocales(value);
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
  // The grammar also allows a language subtag of 5 to 8 letters, for languages registered some
  // day; none is, and "english" or "french" is a language's name sent in place of its tag.
  return value.split('-')[0]!.length <= 3;
}

/** 35 characters: the length RFC 5646 (section 4.4.1) asks every implementation to handle. */
export const ZLanguageTagSchema = z
  .string()
  .max(35)
  .refine(isLanguageTag, 'must be a BCP 47 language tag such as "en" or "pt-BR"');
