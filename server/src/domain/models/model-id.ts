import { z } from 'zod';
import { LABEL_MAX_LENGTH } from '../bounded.js';

/**
 * A model id as an OpenAI-compatible server lists it: "<provider>/<model>" on OpenRouter
 * ("openai/gpt-4o-mini", "meta-llama/llama-3.1-8b-instruct:free"), a bare name on a local server
 * ("llama3.2"). The one shape text_generation.generate's payload and a person's favorites accept.
 */
export const ZModelIdSchema = z
  .string()
  .max(LABEL_MAX_LENGTH)
  .regex(/^[A-Za-z0-9][\w.:-]*(\/[\w.:-]+)*$/, 'must be a model id such as "openai/gpt-4o-mini"');
