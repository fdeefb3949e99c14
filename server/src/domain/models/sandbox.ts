/**
 * The sandbox's models: what GET /models/openrouter lists when no model aggregator is configured
 * (domain/models/list.ts), free and answered offline. Chat uses SANDBOX_MODEL by default.
 */

/**
 * The model a chat turn uses when neither it, its session nor its agent names one (domain/chat/turn.ts):
 * deterministic, offline and free.
 */
export const SANDBOX_MODEL = 'proctor/sandbox';

/** A model as the sandbox lists it: as the aggregator lists its own, priced in USD per token. */
export interface SandboxModel {
  id: string;
  name: string;
  context_length: number;
  pricing: { prompt: string; completion: string };
}

export const SANDBOX_MODELS: readonly SandboxModel[] = [
  {
    id: SANDBOX_MODEL,
    name: 'Proctor sandbox (offline, free)',
    context_length: 128_000,
    pricing: { prompt: '0', completion: '0' },
  },
];
