/** The query key of the personal tokens list; every change invalidates it. */
export const TOKENS_KEY = ['personal-tokens'] as const;
