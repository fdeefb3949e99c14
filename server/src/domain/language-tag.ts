import { z } from 'zod';

/**
 * Whether a string is a well-formed BCP 47 language tag ("en", "pt-BR", "zh-Hant-TW"), as
 * ECMA-402 reads one: Intl.getCanonicalLocales throws a RangeError on anything else ("en_US",
 * "english"). The grandfathered tags of RFC 5646 ("i-klingon") are refused with the rest.
 */
export function isLanguageTag(value: string): boolean {
  try {
    Intl.getCanonicalLocales(value);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** 35 characters: the length RFC 5646 (section 4.4.1) asks every implementation to handle. */
export const ZLanguageTagSchema = z
  .string()
  .max(35)
  .refine(isLanguageTag, 'must be a BCP 47 language tag such as "en" or "pt-BR"');
