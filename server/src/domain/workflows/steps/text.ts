import { z } from 'zod';

/** A non-empty trimmed string of at most `max` characters, as step inputs take them. */
export const text = (max: number) => z.string().trim().min(1).max(max);
