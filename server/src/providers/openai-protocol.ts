import type { Config } from '../config.js';
import { requireSettings } from './failure.js';

/** OpenAI's documented error body, {error: {message, type, param, code}}, which compatible servers share. */
export function openAIErrorMessage(body: unknown): string | undefined {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : undefined;
}

/** OPENAI_BASE_URL has a default; a compatible server there may ignore the key, but the adapters send one. */
export const OPENAI_SETTINGS = ['OPENAI_API_KEY'] as const;

export interface OpenAISettings {
  apiKey: string;
  baseUrl: string;
  /** How failures name it: "OpenAI", or the base URL of a compatible server. */
  provider: string;
}

/**
 * OpenAI's API, or any server speaking its protocol at OPENAI_BASE_URL (a local one included).
 * Throws the failure naming OPENAI_API_KEY, for `operation`, when it is not set.
 */
export function openAISettings(operation: string, config: Config): OpenAISettings {
  const { OPENAI_API_KEY } = requireSettings(operation, config, OPENAI_SETTINGS);
  const baseUrl = config.OPENAI_BASE_URL.replace(/\/+$/, '');
  const provider = new URL(baseUrl).hostname === 'api.openai.com' ? 'OpenAI' : baseUrl;
  return { apiKey: OPENAI_API_KEY, baseUrl, provider };
}
